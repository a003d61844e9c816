# ruff: noqa: E501
"""Held-out set holdout39, domain os: 22 GNOME desktop trajectories, 11 of them with one contradiction.

Each action is a Python code block (pyautogui and the app helpers); each observation is the desktop
accessibility table, as the official os rows give it. The layouts are computed from a small state per
trajectory, so every table repeats what earlier turns showed unless an action (or the clock) changed it.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

SYSTEM = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the previous interactions of the trajectory, the task instruction, the current desktop accessibility tree and the action (a Python code block), predict the exact next desktop state after the action completes.

## State Modeling Rules

- Preserve the original state format exactly (tag, name, text, class, description, position, size).
- Keep node ordering, labels and coordinates consistent unless the action changes them.
- If the action has no visible desktop effect, return the unchanged state.
- Track open windows, files, dialogs, selections and application state across turns.

## Action Space

The action is a free-form Python code block (pyautogui calls, the app helper classes such as CalcTools, WriterTools and ImpressTools, subprocess, os); the executed code itself is the authoritative description of what happened.

## Task Instruction

{task}

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags. Inside the tags, output only the full desktop state with no extra commentary."""

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]


def system(task: str) -> str:
    return SYSTEM.replace("{task}", task)


def r(tag: str, name: str, text: str, x: int, y: int, w: int, h: int) -> Row:
    return (tag, name, text, (x, y), (w, h))


def clk(hhmm: str, day: str = "Thu Mar 14") -> str:
    return f"{day}  {hhmm}"


DOCK = ("Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help")


def desk(app: str, rows: list[Row], clock: str, running: tuple[str, ...] = (), tray: tuple[Row, ...] = ()) -> str:
    """The whole desktop: top bar, the window rows, the dock (pinned apps, then running unpinned ones)."""
    top = [r("push-button", "Activities", "Activities", 0, 0, 99, 27),
           r("menu", app, app, 99, 0, 24 + 9 * len(app), 27)]
    top += list(tray)
    top.append(r("menu", "System", "", 1742, 0, 178, 27))
    dock = []
    names = DOCK + tuple(n for n in running if n not in DOCK)
    for i, name in enumerate(names):
        dock.append(r("push-button", name, "", 0, 33 + 66 * i, 70, 66))
    dock.append(r("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return a11y(top + rows + dock, clock=clock)


def hrow(y: int, x0: int, items: list[tuple[str, str, str, int]], h: int = 30, gap: int = 4) -> list[Row]:
    """A horizontal run of widgets: (tag, name, text, width) placed left to right."""
    out, x = [], x0
    for tag, name, text, w in items:
        out.append(r(tag, name, text, x, y, w, h))
        x += w + gap
    return out


def num(v: float, dec: int = 0) -> str:
    return f"{v:,.{dec}f}"


# ---------------------------------------------------------------- LibreOffice Calc (shared by 01 and 07)

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Templates", "Open", "Save", "Export Directly as PDF", "Print Directly", "Toggle Print Preview",
              "Cut", "Copy", "Paste", "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo",
              "Find & Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending", "Sort Descending",
              "AutoFilter", "Image", "Insert Chart", "Insert or Edit Pivot Table", "Special Character",
              "Hyperlink", "Comment", "Headers and Footers", "Define Print Area", "Freeze Rows and Columns",
              "Split Window", "Show Draw Functions"]


def calc(title: str, cells: dict[str, str], *, namebox: str, formula: str, status: str, modified: bool,
         cols: str = "ABCDEFG", widths: dict[str, int] | None = None, nrows: int = 14,
         sheets: tuple[str, ...] = ("Sheet1",), active: int = 0, extra: list[Row] | None = None,
         objects: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    x = 72
    for m in CALC_MENUS:
        w = 16 + 8 * len(m)
        rows.append(r("menu", m, "", x, 64, w, 24))
        x += w
    for i, t in enumerate(CALC_TOOLS):
        rows.append(r("push-button", t, "", 76 + 31 * i, 92, 29, 29))
    rows += [r("combo-box", "Font Name", "Liberation Sans", 76, 126, 190, 26),
             r("combo-box", "Font Size", "10 pt", 270, 126, 70, 26)]
    rows += [r("combo-box", "Name Box", namebox, 76, 160, 120, 25),
             r("push-button", "Function Wizard", "", 204, 160, 27, 25),
             r("push-button", "Select Function", "", 233, 160, 27, 25),
             r("push-button", "Formula", "", 262, 160, 27, 25),
             r("text", "Input line", formula, 295, 160, 1615, 25)]
    widths = widths or {}
    xs, x = {}, 122
    for c in cols:
        xs[c] = x
        x += widths.get(c, 96)
    for c in cols:
        rows.append(r("table-column-header", c, c, xs[c], 192, widths.get(c, 96), 21))
    for n in range(1, nrows + 1):
        y = 213 + 21 * (n - 1)
        for c in cols:
            rows.append(r("table-cell", f"{c}{n}", cells.get(f"{c}{n}", ""), xs[c], y, widths.get(c, 96), 21))
    rows += objects or []
    x = 190
    for s in sheets:
        rows.append(r("page-tab", s, "", x, 1003, 20 + 9 * len(s), 24))
        x += 22 + 9 * len(s)
    rows += [r("push-button", "Add sheet", "", 162, 1003, 24, 24),
             r("label", "", f"Sheet {active + 1} of {len(sheets)}", 74, 1032, 110, 22),
             r("label", "", "Default", 300, 1032, 90, 22),
             r("label", "", "English (USA)", 520, 1032, 110, 22),
             r("label", "Document Modified", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", 1140, 1032, 24, 22),
             r("label", "", status, 1180, 1032, 380, 22),
             r("slider", "Zoom", "", 1690, 1032, 140, 22),
             r("label", "", "100%", 1840, 1032, 50, 22)]
    rows += extra or []
    return rows


def stat(values: list[float], dec: int = 0) -> str:
    if not values:
        return "Average: ; Sum: 0"
    avg = sum(values) / len(values)
    return f"Average: {avg:,.{2 if avg != int(avg) else 0}f}; Sum: {num(sum(values), dec)}"


# 01 LibreOffice Calc charts - clean
def t01(rs: RowSet) -> None:
    title = "quarterly_sales.xlsx"
    regions = ["North", "South", "East", "West"]
    q = {"North": [38200, 40150, 39870, 44300], "South": [29400, 31020, 30550, 33910],
         "East": [45100, 43880, 47260, 49015], "West": [36750, 38420, 14250, 42890]}

    def cells() -> dict[str, str]:
        c = {"A1": "Region", "B1": "Q1", "C1": "Q2", "D1": "Q3", "E1": "Q4", "F1": "FY 2023"}
        for i, reg in enumerate(regions, 2):
            c[f"A{i}"] = reg
            for j, col in enumerate("BCDE"):
                c[f"{col}{i}"] = num(q[reg][j])
            c[f"F{i}"] = num(sum(q[reg]))
        c["A6"] = "Total"
        for j, col in enumerate("BCDE"):
            c[f"{col}6"] = num(sum(q[reg][j] for reg in regions))
        c["F6"] = num(sum(sum(v) for v in q.values()))
        c["A8"] = "Source: ERP export 2024-01-09 (net revenue, EUR)"
        return c

    def sel_values() -> list[float]:
        return [float(v) for reg in regions for v in q[reg]]

    steps = ["1. Chart Type", "2. Data Range", "3. Data Series", "4. Chart Elements"]

    def wizard(step: int, body: list[Row]) -> list[Row]:
        out = [r("dialog", "Chart Wizard", "", 560, 300, 800, 480),
               r("label", "", "Steps", 572, 340, 180, 20)]
        for i, s in enumerate(steps):
            out.append(r("list-item", s, s, 572, 366 + 26 * i, 180, 24))
        out.append(r("label", "", steps[step][3:], 770, 340, 560, 22))
        out += body
        out += hrow(740, 780, [("push-button", "Help", "", 90), ("push-button", "< Back", "", 90),
                               ("push-button", "Next >", "", 90), ("push-button", "Finish", "", 90),
                               ("push-button", "Cancel", "", 90)], h=28)
        return out

    types = ["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"]
    type_body = [r("list-item", t, t, 770, 370 + 28 * i, 180, 26) for i, t in enumerate(types)]
    type_body += [r("push-button", n, "", 970 + 80 * i, 372, 72, 72) for i, n in enumerate(["Normal", "Stacked", "Percent Stacked", "3D"])]
    type_body += [r("check-box", "3D Look", "", 970, 460, 120, 22), r("combo-box", "", "Simple", 1100, 458, 120, 26),
                  r("label", "", "Column Chart: Normal", 970, 500, 300, 20)]
    range_body = [r("label", "", "Data range:", 770, 372, 120, 20),
                  r("text", "Data range", "$Sheet1.$A$1:$E$5", 770, 394, 500, 26),
                  r("push-button", "Select data range", "", 1276, 394, 28, 26),
                  r("radio-button", "Data series in rows", "", 770, 436, 220, 22),
                  r("radio-button", "Data series in columns", "", 770, 462, 220, 22),
                  r("check-box", "First row as label", "", 770, 500, 220, 22),
                  r("check-box", "First column as label", "", 770, 526, 220, 22)]

    def elem_body(t: str) -> list[Row]:
        return [r("label", "", "Title", 770, 372, 90, 20), r("text", "Title", t, 870, 370, 400, 26),
                r("label", "", "Subtitle", 770, 404, 90, 20), r("text", "Subtitle", "", 870, 402, 400, 26),
                r("label", "", "X axis", 770, 436, 90, 20), r("text", "X axis", "", 870, 434, 400, 26),
                r("label", "", "Y axis", 770, 468, 90, 20), r("text", "Y axis", "", 870, 466, 400, 26),
                r("check-box", "Display legend", "", 770, 512, 160, 22),
                r("radio-button", "Left", "", 790, 540, 80, 22), r("radio-button", "Right", "", 880, 540, 80, 22),
                r("radio-button", "Top", "", 970, 540, 80, 22), r("radio-button", "Bottom", "", 1060, 540, 80, 22),
                r("check-box", "X axis", "", 770, 590, 100, 22), r("check-box", "Y axis", "", 880, 590, 100, 22),
                r("label", "", "Display grids", 770, 570, 200, 20)]

    def chart_obj(editing: bool) -> list[Row]:
        out = [r("embedded", "Object 1", "", 760, 260, 640, 400)]
        if editing:
            out += [r("label", "Main Title", "Revenue by Region 2023", 960, 272, 240, 24),
                    r("panel", "Diagram", "", 800, 310, 470, 320),
                    r("label", "Y Axis", "", 780, 310, 20, 320)]
            for i, v in enumerate(["60000", "50000", "40000", "30000", "20000", "10000", "0"]):
                out.append(r("label", "", v, 748, 312 + 52 * i, 48, 16))
            for i, reg in enumerate(regions):
                out.append(r("label", "", reg, 840 + 117 * i, 636, 60, 16))
            out.append(r("panel", "Legend", "", 1290, 420, 90, 110))
            for i, s in enumerate(["Q1", "Q2", "Q3", "Q4"]):
                out.append(r("label", "", s, 1310, 430 + 24 * i, 40, 18))
        return out

    chart_tb = [r("tool-bar", "Formatting", "", 76, 92, 600, 30)]
    chart_tb += [r("push-button", n, "", 80 + 32 * i, 94, 29, 27) for i, n in enumerate(
        ["Chart Type", "Chart Area", "Data Table", "Data Ranges", "Insert Titles", "Legend On/Off", "Horizontal Grids", "Vertical Grids", "Format Selection"])]

    base = dict(cols="ABCDEFG", widths={"A": 118, "F": 104})
    v = sel_values()
    st0 = calc(title, cells(), namebox="A1", formula="Region", status="Average: ; Sum: 0", modified=False, **base)
    turns = []
    obs = calc(title, cells(), namebox="A1:E5", formula="Region", status=stat(v), modified=False, **base)
    turns.append((code("pyautogui.click(136, 172)\npyautogui.write('A1:E5')\npyautogui.press('enter')"),
                  desk("LibreOffice Calc", obs, clk("09:12"), running=("LibreOffice Calc",))))
    obs = calc(title, cells(), namebox="A1:E5", formula="Region", status=stat(v), modified=False,
               extra=wizard(0, type_body), **base)
    turns.append((code("pyautogui.click(803, 106)"), desk("LibreOffice Calc", obs, clk("09:12"), running=("LibreOffice Calc",))))
    obs = calc(title, cells(), namebox="A1:E5", formula="Region", status=stat(v), modified=False,
               extra=wizard(1, range_body), **base)
    turns.append((code("pyautogui.click(1020, 754)"), desk("LibreOffice Calc", obs, clk("09:13"), running=("LibreOffice Calc",))))
    obs = calc(title, cells(), namebox="A1:E5", formula="Region", status=stat(v), modified=False,
               extra=wizard(3, elem_body("")), **base)
    turns.append((code("pyautogui.click(640, 456)"), desk("LibreOffice Calc", obs, clk("09:13"), running=("LibreOffice Calc",))))
    obs = calc(title, cells(), namebox="A1:E5", formula="Region", status=stat(v), modified=False,
               extra=wizard(3, elem_body("Revenue by Region 2023")), **base)
    turns.append((code("pyautogui.click(1070, 383)\npyautogui.write('Revenue by Region 2023')"),
                  desk("LibreOffice Calc", obs, clk("09:14"), running=("LibreOffice Calc",))))
    obs = calc(title, cells(), namebox="Object 1", formula="", status="", modified=True,
               objects=chart_obj(True), extra=chart_tb, **base)
    turns.append((code("pyautogui.click(1140, 754)"), desk("LibreOffice Calc", obs, clk("09:14"), running=("LibreOffice Calc",))))
    obs = calc(title, cells(), namebox="A1", formula="Region", status="Average: ; Sum: 0", modified=True,
               objects=chart_obj(False), **base)
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')"),
                  desk("LibreOffice Calc", obs, clk("09:15"), running=("LibreOffice Calc",))))
    q["West"][2] = 41250
    obs = calc(title, cells(), namebox="A1", formula="Region", status="Average: ; Sum: 0", modified=True,
               objects=chart_obj(False), **base)
    turns.append((code('CalcTools.set_cell_value("D5", 41250)'),
                  desk("LibreOffice Calc", obs, clk("09:16"), running=("LibreOffice Calc",))))
    keep = [r("dialog", "Keep current format", "", 660, 420, 600, 190),
            r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cExcel 2007-365!\u201d.", 676, 440, 568, 40),
            r("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 676, 488, 568, 20),
            r("check-box", "Ask when not saving in ODF or default format", "", 676, 520, 360, 22),
            r("push-button", "Use Excel 2007-365!", "", 860, 566, 180, 30),
            r("push-button", "Use ODF Format!", "", 1050, 566, 190, 30)]
    obs = calc(title, cells(), namebox="A1", formula="Region", status="Average: ; Sum: 0", modified=True,
               objects=chart_obj(False), extra=keep, **base)
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), desk("LibreOffice Calc", obs, clk("09:16"), running=("LibreOffice Calc",))))
    obs = calc(title, cells(), namebox="A1", formula="Region", status="Average: ; Sum: 0", modified=False,
               objects=chart_obj(False), **base)
    turns.append((code("pyautogui.click(950, 581)"), desk("LibreOffice Calc", obs, clk("09:17"), running=("LibreOffice Calc",))))
    rs.add(task="os", tid="h39-os-01", system=system(
        "In quarterly_sales.xlsx (open in LibreOffice Calc), insert a column chart of the Q1-Q4 revenue per region (A1:E5) titled 'Revenue by Region 2023', correct West's Q3 revenue to 41250 and save the file keeping the Excel format."),
        turns=turns, state=desk("LibreOffice Calc", st0, clk("09:11"), running=("LibreOffice Calc",)))


# ---------------------------------------------------------------- Thunderbird (shared by 02 and 12)

TB_SPACES = ["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings", "Add-ons and Themes"]
TB_MENUS = ["File", "Edit", "View", "Go", "Message", "Events and Tasks", "Tools", "Help"]


def tb_frame(title: str) -> list[Row]:
    rows = [r("frame", f"{title} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
    x = 76
    for m in TB_MENUS:
        w = 14 + 8 * len(m)
        rows.append(r("menu", m, "", x, 30, w, 24))
        x += w
    rows += [r("push-button", n, "", 72, 96 + 48 * i, 40, 40) for i, n in enumerate(TB_SPACES)]
    rows += hrow(58, 120, [("push-button", "Get Messages", "", 120), ("push-button", "New Message", "", 120),
                           ("push-button", "Tag", "", 60), ("push-button", "Quick Filter", "", 110)], h=32)
    rows += [r("entry", "Search <Ctrl+K>", "", 800, 58, 420, 32), r("push-button", "Application menu", "", 1870, 58, 40, 32)]
    return rows


def tb_mail(account: str, folders: list[tuple[str, int]], current: str, msgs: list[tuple[str, str, str, bool]],
            extra: list[Row] | None = None) -> list[Row]:
    unread = sum(1 for m in msgs if m[3])
    rows = tb_frame(f"{current} - {account}")
    rows.append(r("push-button", "Folder Pane Options", "", 410, 96, 30, 28))
    rows.append(r("label", "", "All Folders", 122, 100, 200, 24))
    for i, (f, lvl) in enumerate(folders):
        label = f
        if f == current and unread and current == "Inbox":
            label = f"{f} ({unread})"
        rows.append(r("tree-item", label, "", 130 + 18 * lvl, 132 + 28 * i, 300 - 18 * lvl, 26))
    rows += [r("label", "", current, 460, 100, 200, 24),
             r("label", "", f"{len(msgs)} Messages" if len(msgs) != 1 else "1 Message", 670, 100, 140, 24),
             r("entry", "Filter messages <Ctrl+Shift+K>", "", 1300, 96, 420, 28)]
    heads = [("Select Messages", 462, 28), ("Thread", 492, 28), ("Starred", 522, 28), ("Attachments", 552, 28),
             ("Subject", 582, 640), ("Correspondents", 1224, 280), ("Date", 1506, 200), ("Read Status", 1708, 28)]
    for n, x, w in heads:
        rows.append(r("table-column-header", n, n, x, 132, w, 24))
    for i, (subj, who, date, unr) in enumerate(msgs):
        y = 158 + 30 * i
        rows += [r("table-cell", "", subj, 582, y, 640, 28), r("table-cell", "", who, 1224, y, 280, 28),
                 r("table-cell", "", date, 1506, y, 200, 28),
                 r("table-cell", "", "Unread" if unr else "Read", 1708, y, 28, 28)]
    rows += [r("label", "", f"Unread: {unread}", 1600, 1052, 120, 22), r("label", "", f"Total: {len(msgs)}", 1730, 1052, 120, 22)]
    rows += extra or []
    return rows


# 02 Thunderbird message filters - bad
def t02(rs: RowSet) -> None:
    acct = "alex.moreno@fastmail.com"
    folders = [(acct, 0), ("Inbox", 1), ("Drafts", 1), ("Sent", 1), ("Archive", 1), ("Junk", 1), ("Trash", 1),
               ("Local Folders", 0), ("GitHub", 1), ("Invoices", 1), ("2023", 2), ("2024", 2), ("Newsletters", 1),
               ("ubuntu-devel", 1), ("Outbox", 1)]
    inbox = [("Invoice INV-2024-0311 from Acme Parts", "Acme Parts Billing", "3/13/2024, 4:12 PM", True),
             ("Standup notes \u2013 Mar 13", "Priya Raman", "3/13/2024, 10:02 AM", False),
             ("Your March statement is ready", "BluePeak Accounts", "3/12/2024, 7:45 AM", True),
             ("Payment due: order NW-55102", "Northwind Supply", "3/11/2024, 2:30 PM", True),
             ("Re: Invoice for the March workshop", "Tom\u00e1s Ibarra", "3/11/2024, 9:18 AM", False),
             ("Flight confirmation LH 1403 \u2013 FRA to MAD", "Lufthansa", "3/10/2024, 6:51 PM", False),
             ("Weekend plans?", "Jana Nov\u00e1k", "3/9/2024, 11:37 AM", True),
             ("Quarterly all-hands recording", "Internal Comms", "3/8/2024, 5:03 PM", False),
             ("Your order has shipped (#BK-771204)", "Bookshop.org", "3/7/2024, 8:20 AM", False),
             ("Lease renewal documents", "Greenway Properties", "3/6/2024, 3:44 PM", True),
             ("Dinner Friday", "Marco Bellini", "3/5/2024, 7:15 PM", False),
             ("Welcome to Fastmail", "Fastmail", "2/27/2024, 9:00 AM", False)]
    moved_idx = {0, 2, 3, 4}
    after = [m for i, m in enumerate(inbox) if i not in moved_idx]
    filters = ["Invoices from vendors", "GitHub notifications", "Newsletters to Read Later", "Team standup reminders",
               "Mailing list: ubuntu-devel"]

    def flist(sel: str | None, log: str = "") -> list[Row]:
        out = [r("dialog", "Message Filters", "", 420, 180, 1080, 640),
               r("label", "", "Filters for:", 440, 206, 90, 24), r("combo-box", "Filters for:", acct, 536, 202, 320, 30),
               r("entry", "Search filters by name\u2026", "", 1060, 202, 420, 30),
               r("label", "", f"{len(filters)} items", 440, 244, 100, 20),
               r("table-column-header", "Filter Name", "Filter Name", 440, 270, 760, 24),
               r("table-column-header", "Enabled", "Enabled", 1200, 270, 90, 24)]
        for i, f in enumerate(filters):
            out += [r("list-item", f, f, 440, 296 + 28 * i, 760, 26), r("check-box", "Enabled", "", 1230, 298 + 28 * i, 22, 22)]
        for i, b in enumerate(["New\u2026", "Copy\u2026", "Edit\u2026", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"]):
            out.append(r("push-button", b, "", 1310, 296 + 40 * i, 170, 32))
        out += [r("label", "", "Run selected filter(s) on:", 440, 752, 200, 24),
                r("combo-box", "Run selected filter(s) on:", "Inbox", 646, 748, 260, 30),
                r("push-button", "Run Now", "", 916, 748, 110, 30), r("push-button", "Filter Log", "", 1360, 748, 120, 30)]
        if sel:
            out.append(r("label", "", f"Selected: {sel}", 440, 786, 400, 20))
        if log:
            out.append(r("label", "", log, 74, 1052, 500, 22))
        return out

    rules = [("From", "contains", "invoices@acme-parts.com"), ("From", "contains", "accounts@bluepeak.io"),
             ("Subject", "contains", "Invoice")]

    def editor(rs_: list[tuple[str, str, str]], target: str) -> list[Row]:
        out = [r("dialog", "Filter Rules", "", 470, 150, 980, 720),
               r("label", "", "Filter name:", 490, 176, 100, 24), r("entry", "Filter name:", "Invoices from vendors", 596, 172, 500, 30),
               r("label", "", "Apply filter when:", 490, 216, 160, 22),
               r("check-box", "Manually Run", "", 506, 242, 200, 22), r("check-box", "Getting New Mail:", "", 506, 268, 160, 22),
               r("combo-box", "", "Filter before Junk Classification", 680, 264, 300, 28),
               r("check-box", "After Sending", "", 506, 296, 200, 22), r("check-box", "Archiving", "", 506, 322, 200, 22),
               r("check-box", "Periodically, every 10 minutes", "", 506, 348, 260, 22),
               r("radio-button", "Match all of the following", "", 490, 384, 240, 22),
               r("radio-button", "Match any of the following", "", 740, 384, 240, 22),
               r("radio-button", "Match all messages", "", 990, 384, 180, 22)]
        for i, (a, b, c) in enumerate(rs_):
            y = 416 + 36 * i
            out += [r("combo-box", "", a, 490, y, 180, 30), r("combo-box", "", b, 676, y, 170, 30),
                    r("entry", "", c, 852, y, 460, 30), r("push-button", "+", "", 1320, y, 30, 30),
                    r("push-button", "\u2212", "", 1354, y, 30, 30)]
        y = 416 + 36 * len(rs_) + 40
        out += [r("label", "", "Perform these actions:", 490, y, 200, 22),
                r("combo-box", "", "Move Message to", 490, y + 28, 260, 30), r("push-button", "", target, 756, y + 28, 420, 30),
                r("push-button", "+", "", 1320, y + 28, 30, 30), r("push-button", "\u2212", "", 1354, y + 28, 30, 30),
                r("combo-box", "", "Mark As Read", 490, y + 64, 260, 30),
                r("push-button", "+", "", 1320, y + 64, 30, 30), r("push-button", "\u2212", "", 1354, y + 64, 30, 30),
                r("push-button", "OK", "", 1230, 826, 100, 32), r("push-button", "Cancel", "", 1336, 826, 100, 32)]
        return out

    def screen(msgs: list[tuple[str, str, str, bool]], extra: list[Row], t: str) -> str:
        return desk("Thunderbird Mail", tb_mail(acct, folders, "Inbox", msgs, extra), clk(t))

    turns = []
    turns.append((code("pyautogui.click(483, 42)\npyautogui.click(540, 262)"), screen(inbox, flist(None), "11:02")))
    turns.append((code("pyautogui.click(600, 309)\npyautogui.click(1394, 392)"),
                  screen(inbox, flist("Invoices from vendors") + editor(rules, "Invoices on Local Folders"), "11:03")))
    r4 = rules + [("From", "contains", "billing@northwind-supply.com")]
    turns.append((code("pyautogui.click(1334, 503)\npyautogui.click(580, 539)\npyautogui.click(580, 575)\npyautogui.click(1080, 539)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('billing@northwind-supply.com')"),
                  screen(inbox, flist("Invoices from vendors") + editor(r4, "Invoices on Local Folders"), "11:04")))
    turns.append((code("pyautogui.click(966, 643)\npyautogui.click(1100, 700)\npyautogui.click(1250, 736)"),
                  screen(inbox, flist("Invoices from vendors") + editor(r4, "2024 on Local Folders"), "11:05")))
    turns.append((code("pyautogui.click(1280, 842)"), screen(inbox, flist("Invoices from vendors"), "11:05")))
    moved = list(after)
    turns.append((code("pyautogui.click(971, 763)"),
                  screen(moved, flist("Invoices from vendors", "Moved 4 messages to 2024"), "11:06")))
    turns.append((code("pyautogui.click(1394, 392)"),
                  screen(moved, flist("Invoices from vendors", "Moved 4 messages to 2024") + editor(r4, "Invoices on Local Folders"), "11:06")))
    turns.append((code("pyautogui.click(1386, 842)"), screen(moved, flist("Invoices from vendors", "Moved 4 messages to 2024"), "11:07")))
    turns.append((code("pyautogui.press('escape')"), screen(moved, [], "11:07")))
    rs.add(task="os", tid="h39-os-02", system=system(
        "In Thunderbird, edit the message filter 'Invoices from vendors' so that it also matches mail from billing@northwind-supply.com and moves matching messages to Local Folders/Invoices/2024 instead of Invoices, then run it on the Inbox."),
        turns=turns, state=screen(inbox, [], "11:01"), bad=True, turn=7,
        kind="filter's move target, changed to Invoices/2024 and saved, reads back as the old Invoices folder")


# ---------------------------------------------------------------- Files (shared by 03 and 05)

FILES_PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]


def files(path: list[str], entries: list[tuple[str, str, str]], *, bookmarks: tuple[str, ...] = (),
          trash: bool = False, selected: str = "", toast: str = "", extra: list[Row] | None = None,
          devices: tuple[str, ...] = ("Floppy Disk",)) -> list[Row]:
    rows = [r("frame", path[-1], "", 70, 27, 1850, 1053),
            r("push-button", "Back", "", 340, 36, 34, 34), r("push-button", "Forward", "", 376, 36, 34, 34)]
    x = 420
    for p in path:
        w = 30 + 9 * len(p)
        rows.append(r("push-button", p, "", x, 36, w, 34))
        x += w + 18
    rows += [r("push-button", "Search", "", 1740, 36, 34, 34), r("push-button", "View options", "", 1780, 36, 50, 34),
             r("push-button", "Main menu", "", 1836, 36, 34, 34)]
    y = 84
    for p in FILES_PLACES:
        rows.append(r("list-item", p, p, 72, y, 250, 32))
        y += 34
    y += 10
    for b in bookmarks:
        rows.append(r("list-item", b, b, 72, y, 250, 32))
        y += 34
    y += 10
    for d in devices:
        rows.append(r("list-item", d, d, 72, y, 250, 32))
        y += 34
    rows.append(r("list-item", "Other Locations", "Other Locations", 72, y, 250, 32))
    if trash:
        heads = [("Name", 330, 560), ("Size", 892, 120), ("Original Location", 1014, 520), ("Trashed", 1536, 200)]
        rows.append(r("push-button", "Empty\u2026", "", 1780, 84, 110, 32))
        top = 128
    else:
        heads = [("Name", 330, 900), ("Size", 1232, 160), ("Modified", 1394, 200)]
        top = 84
    for n, hx, w in heads:
        rows.append(r("table-column-header", n, n, hx, top, w, 28))
    for i, e in enumerate(entries):
        yy = top + 30 + 36 * i
        for (_n, hx, w), val in zip(heads, e):
            rows.append(r("table-cell", "", val, hx, yy, w, 34))
    if selected:
        rows.append(r("label", "", selected, 1480, 1032, 420, 30))
        if trash:
            rows += [r("push-button", "Restore", "", 340, 1032, 110, 34), r("push-button", "Delete", "", 1760, 1032, 110, 34)]
    if toast:
        rows += [r("label", "", toast, 800, 960, 300, 40), r("push-button", "Undo", "", 1110, 960, 80, 40),
                 r("push-button", "Close", "", 1196, 960, 40, 40)]
    rows += extra or []
    return rows


# 03 Files bookmarks and trash - bad
def t03(rs: RowSet) -> None:
    home = [("Desktop", "3 items", "Mar 12"), ("Documents", "41 items", "Mar 13"), ("Downloads", "8 items", "08:52"),
            ("Music", "0 items", "Sep 19 2023"), ("Pictures", "126 items", "Mar 10"), ("Projects", "4 items", "Mar 11"),
            ("Public", "0 items", "Sep 19 2023"), ("snap", "5 items", "Mar 1"), ("Templates", "2 items", "Oct 4 2023"),
            ("Videos", "12 items", "Feb 25")]
    projects = [("hydrology-2024", "8 items", "Mar 11"), ("old-scripts", "9 items", "Nov 2 2023"),
                ("thesis-latex", "23 items", "Jan 30"), ("webshop-redesign", "48 items", "Feb 27")]
    hydro = [("data", "214 items", "Mar 11"), ("figures", "37 items", "Mar 8"), ("notebooks", "8 items", "Mar 11"),
             ("catchment_model.py", "18.4 kB", "Mar 11"), ("environment.yml", "612 bytes", "Feb 19"),
             ("rainfall_2024_Q1.csv", "2.4 MB", "Mar 7"), ("README.md", "3.1 kB", "Feb 19"),
             ("report_outline.odt", "21.7 kB", "Mar 6")]
    dl = {"dl-28f1c0a.tmp": ("12.4 MB", "08:52"), "invoice_2024-03.pdf": ("184.3 kB", "Mar 8"),
          "photo_export_march.zip": ("412.6 MB", "Mar 12"), "QGIS-3.34-setup-notes.txt": ("4.2 kB", "Mar 4"),
          "setup_cache.tmp": ("880.0 kB", "Mar 13"), "ubuntu-22.04.4-desktop-amd64.iso": ("4.9 GB", "Feb 22"),
          "vid_segment_0042.tmp": ("3.1 MB", "Mar 13"), "zoom_amd64.deb": ("167.1 MB", "Mar 1")}
    tmps = ["dl-28f1c0a.tmp", "setup_cache.tmp", "vid_segment_0042.tmp"]

    def dlist(names: list[str]) -> list[tuple[str, str, str]]:
        return [(n, *dl[n]) for n in sorted(names, key=str.lower)]

    trash0 = {"notes-2023.txt": ("7.9 kB", "/home/ines/Documents", "Mar 2"),
              "old_logo.svg": ("56.0 kB", "/home/ines/Pictures", "Feb 28"),
              "report_draft_v2.odt": ("38.5 kB", "/home/ines/Downloads", "Mar 12")}
    trash = dict(trash0)
    for t in tmps:
        trash[t] = (dl[t][0], "/home/ines/Downloads", "09:14")

    def tlist(d: dict[str, tuple[str, str, str]]) -> list[tuple[str, str, str, str]]:
        return [(n, *d[n]) for n in sorted(d, key=str.lower)]

    run = ("Files",)
    bm: tuple[str, ...] = ()
    turns = []
    turns.append((code("pyautogui.doubleClick(400, 329)"),
                  desk("Files", files(["Home", "Projects"], projects, bookmarks=bm), clk("09:11"), running=run)))
    turns.append((code("pyautogui.doubleClick(400, 131)"),
                  desk("Files", files(["Home", "Projects", "hydrology-2024"], hydro, bookmarks=bm), clk("09:11"), running=run)))
    bm = ("hydrology-2024",)
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"),
                  desk("Files", files(["Home", "Projects", "hydrology-2024"], hydro, bookmarks=bm), clk("09:12"), running=run)))
    names = list(dl)
    turns.append((code("pyautogui.click(160, 270)"),
                  desk("Files", files(["Home", "Downloads"], dlist(names), bookmarks=bm), clk("09:12"), running=run)))
    turns.append((code("pyautogui.click(420, 131)\npyautogui.keyDown('ctrl')\npyautogui.click(420, 275)\npyautogui.click(420, 347)\npyautogui.keyUp('ctrl')"),
                  desk("Files", files(["Home", "Downloads"], dlist(names), bookmarks=bm, selected="3 items selected (16.4 MB)"), clk("09:13"), running=run)))
    names = [n for n in names if n not in tmps]
    turns.append((code("pyautogui.press('delete')"),
                  desk("Files", files(["Home", "Downloads"], dlist(names), bookmarks=bm, toast="3 files moved to the Trash"), clk("09:14"), running=run)))
    turns.append((code("pyautogui.click(160, 406)"),
                  desk("Files", files(["Trash"], tlist(trash), bookmarks=bm, trash=True), clk("09:14"), running=run)))
    sel = tlist(trash)
    idx = [n for n, *_ in sel].index("report_draft_v2.odt")
    del trash["report_draft_v2.odt"]
    turns.append((code(f"pyautogui.click(600, {128 + 30 + 36 * idx + 17})\npyautogui.click(395, 1049)"),
                  desk("Files", files(["Trash"], tlist(trash), bookmarks=bm, trash=True), clk("09:15"), running=run)))
    restored = dict(dl)
    restored["report_draft_v2.odt"] = ("38.5 kB", "Mar 12")
    shown = sorted([n for n in restored if n not in tmps or n == "setup_cache.tmp"], key=str.lower)
    turns.append((code("pyautogui.click(160, 270)"),
                  desk("Files", files(["Home", "Downloads"], [(n, *restored[n]) for n in shown], bookmarks=bm), clk("09:15"), running=run)))
    turns.append((code("pyautogui.click(160, 446)"),
                  desk("Files", files(["Home", "Projects", "hydrology-2024"], hydro, bookmarks=bm), clk("09:16"), running=run)))
    rs.add(task="os", tid="h39-os-03", system=system(
        "In Files, bookmark the folder ~/Projects/hydrology-2024, move the three .tmp files in ~/Downloads to the Trash, then restore report_draft_v2.odt from the Trash."),
        turns=turns, state=desk("Files", files(["Home"], home), clk("09:10"), running=run), bad=True, turn=9,
        kind="a .tmp file moved to the Trash (and still listed there) is back in Downloads")


# ---------------------------------------------------------------- GNOME Settings (shared by 04, 08, 18, 22)

SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[Row], header: list[Row] | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", panel, "", 300, 90, 1320, 900),
            r("push-button", "Search", "", 310, 98, 34, 34), r("label", "", "Settings", 420, 104, 100, 22),
            r("push-button", "Main menu", "", 610, 98, 34, 34), r("label", "", panel, 1060, 104, 200, 22)]
    rows += header or []
    rows += [r("push-button", "Close", "", 1578, 98, 34, 34)]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(r("list-item", p, p, 302, 142 + 33 * i, 346, 32))
    rows += body
    rows += extra or []
    return rows


def srow(y: int, title: str, *, sub: str = "", value: str = "", tag: str = "", x: int = 760, w: int = 700) -> list[Row]:
    """One row of a GNOME preferences list: its title, an optional subtitle and an optional trailing widget."""
    out = [r("label", title, title, x + 16, y + 8, 360, 20)]
    if sub:
        out.append(r("label", "", sub, x + 16, y + 30, 420, 18))
    if tag:
        out.append(r(tag, title, value, x + w - 220, y + 12, 204, 30))
    elif value:
        out.append(r("label", "", value, x + w - 220, y + 14, 200, 20))
    return out


# 04 GNOME Settings users - clean
def t04(rs: RowSet) -> None:
    users = {"Daniel Okafor": ("daniel", "Administrator", "Logged in", "English (United States)"),
             "Marta Kowalski": ("marta", "Standard", "Logged out \u2013 Mar 13, 17:42", "Polski"),
             "guest-lab": ("guest-lab", "Standard", "Logged out \u2013 Feb 29, 10:05", "English (United States)")}

    def carousel(order: list[str], sel: str) -> list[Row]:
        out = []
        for i, n in enumerate(order):
            out.append(r("push-button", n, n, 800 + 150 * i, 160, 130, 110))
        out.append(r("label", "", sel + (" (Your account)" if sel == "Daniel Okafor" else ""), 900, 290, 360, 24))
        return out

    def page(sel: str, order: list[str], unlocked: bool) -> list[Row]:
        login, kind, act, lang = users[sel]
        out = carousel(order, sel)
        out += [r("push-button", "Change Avatar", "", 1050, 330, 60, 60), r("entry", "Name", sel, 950, 406, 260, 34),
                r("label", "", "Account Settings", 760, 466, 300, 22)]
        out += srow(494, "Administrator", sub="Administrators can add and remove other users, and can change settings for all users.", tag="switch")
        out += srow(552, "Language", value=lang)
        out += srow(600, "Password", value="\u25cf\u25cf\u25cf\u25cf\u25cf")
        out += srow(648, "Automatic Login", tag="switch")
        out += srow(696, "Account Activity", value=act)
        out.append(r("label", "", f"Username: {login}  \u00b7  {kind}", 776, 744, 400, 18))
        if sel != "Daniel Okafor":
            out.append(r("push-button", "Remove User\u2026", "", 1010, 790, 160, 34))
        if not unlocked:
            out.append(r("label", "", "Some settings must be unlocked before they can be changed.", 776, 940, 520, 20))
        return out

    def hdr(unlocked: bool) -> list[Row]:
        return [r("push-button", "Add User\u2026", "", 1440, 98, 130, 34)] if unlocked else \
            [r("push-button", "Unlock\u2026", "", 1460, 98, 110, 34)]

    def screen(sel: str, order: list[str], unlocked: bool, t: str, extra: list[Row] | None = None) -> str:
        return desk("Settings", settings("Users", page(sel, order, unlocked), hdr(unlocked), extra), clk(t), running=("Settings",))

    order = ["Daniel Okafor", "Marta Kowalski", "guest-lab"]
    polkit = [r("dialog", "Authentication Required", "", 710, 330, 500, 330),
              r("label", "", "Authentication Required", 830, 360, 260, 26),
              r("label", "", "Authentication is required to change user data", 740, 396, 440, 20),
              r("label", "", "Daniel Okafor", 900, 440, 140, 22),
              r("password-text", "Password", "", 740, 484, 440, 34),
              r("push-button", "Cancel", "", 740, 600, 210, 38), r("push-button", "Authenticate", "", 970, 600, 210, 38)]

    def add_dlg(full: str, uname: str, pw: bool, options: list[str] | None = None) -> list[Row]:
        out = [r("dialog", "Add User", "", 660, 200, 600, 620),
               r("push-button", "Cancel", "", 672, 210, 90, 34), r("label", "", "Add User", 910, 216, 100, 22),
               r("push-button", "Add", "", 1158, 210, 90, 34),
               r("label", "", "Account Type", 690, 270, 200, 20),
               r("toggle-button", "Standard", "", 690, 296, 260, 34), r("toggle-button", "Administrator", "", 954, 296, 260, 34),
               r("label", "", "Full Name", 690, 352, 200, 20), r("entry", "Full Name", full, 690, 376, 524, 34),
               r("label", "", "Username", 690, 426, 200, 20), r("combo-box", "Username", uname, 690, 450, 524, 34),
               r("label", "", "This will be used to name your home folder and can't be changed.", 690, 488, 524, 18),
               r("label", "", "Password", 690, 526, 200, 20),
               r("radio-button", "Allow user to set a password when they next login", "", 690, 552, 500, 24),
               r("radio-button", "Set a password now", "", 690, 582, 500, 24)]
        if pw:
            out += [r("password-text", "Password", "\u25cf" * 14, 710, 614, 504, 34),
                    r("level-bar", "", "", 710, 652, 504, 6),
                    r("label", "", "This is a strong password.", 710, 664, 504, 18),
                    r("password-text", "Confirm Password", "\u25cf" * 14, 710, 692, 504, 34)]
        for i, o in enumerate(options or []):
            out.append(r("menu-item", o, o, 690, 486 + 32 * i, 524, 30))
        return out

    turns = []
    turns.append((code("pyautogui.click(1515, 115)"), screen("Daniel Okafor", order, False, "15:20", polkit)))
    turns.append((code("pyautogui.write('R1ver-Stone-88')\npyautogui.press('enter')"), screen("Daniel Okafor", order, True, "15:20")))
    turns.append((code("pyautogui.click(1505, 115)"), screen("Daniel Okafor", order, True, "15:21", add_dlg("", "", False))))
    turns.append((code("pyautogui.click(952, 393)\npyautogui.write('Priya Nair')"),
                  screen("Daniel Okafor", order, True, "15:21", add_dlg("Priya Nair", "priyanair", False))))
    turns.append((code("pyautogui.click(952, 467)"),
                  screen("Daniel Okafor", order, True, "15:22", add_dlg("Priya Nair", "priyanair", False, ["priyanair", "priya", "nair", "pnair"]))))
    turns.append((code("pyautogui.click(952, 533)\npyautogui.click(700, 594)\npyautogui.click(960, 631)\npyautogui.write('Kestrel#Lake24')\npyautogui.click(960, 709)\npyautogui.write('Kestrel#Lake24')"),
                  screen("Daniel Okafor", order, True, "15:22", add_dlg("Priya Nair", "priya", True))))
    users["Priya Nair"] = ("priya", "Standard", "Never logged in", "English (United States)")
    order = ["Daniel Okafor", "Marta Kowalski", "Priya Nair", "guest-lab"]
    turns.append((code("pyautogui.click(1203, 227)"), screen("Priya Nair", order, True, "15:23")))
    turns.append((code("pyautogui.click(1315, 215)"), screen("guest-lab", order, True, "15:23")))
    keep = [r("dialog", "", "", 690, 380, 540, 260),
            r("label", "", "Do you want to keep guest-lab\u2019s files?", 720, 410, 480, 26),
            r("label", "", "It is possible to keep the home directory, mail spool and temporary files around when deleting a user account.", 720, 446, 480, 60),
            r("push-button", "Cancel", "", 720, 580, 150, 38), r("push-button", "Keep Files", "", 880, 580, 150, 38),
            r("push-button", "Delete Files", "", 1040, 580, 160, 38)]
    turns.append((code("pyautogui.click(1090, 807)"), screen("guest-lab", order, True, "15:24", keep)))
    order = ["Daniel Okafor", "Marta Kowalski", "Priya Nair"]
    turns.append((code("pyautogui.click(1120, 599)"), screen("Daniel Okafor", order, True, "15:24")))
    rs.add(task="os", tid="h39-os-04", system=system(
        "In Settings > Users, add a standard account for Priya Nair with the username 'priya' and a password set now (Kestrel#Lake24), then remove the old 'guest-lab' account together with its files. Daniel's password is R1ver-Stone-88."),
        turns=turns, state=screen("Daniel Okafor", order[:2] + ["guest-lab"], False, "15:19"))


# 05 Archive Manager (File Roller) - clean
def t05(rs: RowSet) -> None:
    www = [("backups", "3 items", "Feb 2"), ("site", "7 items", "Mar 12"), ("staging", "5 items", "Mar 6")]
    site = {"assets": ("6 items", "Mar 12", 0), "node_modules": ("412 items", "Mar 1", 0), "templates": ("13 items", "Mar 11", 0),
            "config.yml": ("1.2 kB", "Mar 11", 1), "package-lock.json": ("402.7 kB", "Mar 1", 1),
            "package.json": ("1.9 kB", "Mar 1", 1), "README.md": ("2.6 kB", "Jan 17", 1)}

    def slist() -> list[tuple[str, str, str]]:
        keys = sorted(site, key=lambda n: (site[n][2], n.lower()))
        return [(n, site[n][0], site[n][1]) for n in keys]

    run = ("Files",)
    path = ["Home", "www", "site"]
    ctx = [r("menu", "", "", 560, 300, 240, 420)]
    for i, m in enumerate(["Open", "Open With Other Application", "Cut", "Copy", "Move to\u2026", "Copy to\u2026",
                           "Move to Trash", "Rename\u2026", "Compress\u2026", "Send to\u2026", "Star", "Properties"]):
        ctx.append(r("menu-item", m, m, 562, 304 + 34 * i, 236, 32))
    sel_txt = "2 folders selected (containing a total of 289 items)"

    def compress(name: str) -> list[Row]:
        return [r("dialog", "Create Archive", "", 720, 380, 480, 220),
                r("push-button", "Cancel", "", 732, 390, 90, 34), r("label", "", "Create Archive", 900, 396, 130, 22),
                r("push-button", "Create", "", 1098, 390, 90, 34),
                r("label", "", "Archive name", 744, 446, 200, 20), r("entry", "Archive name", name, 744, 470, 300, 34),
                r("combo-box", "", ".zip", 1050, 470, 126, 34),
                r("label", "", "Compatible with all operating systems.", 744, 514, 430, 18),
                r("check-box", "Password protect", "", 744, 546, 300, 24)]

    def roller(loc: str, items: list[tuple[str, str, str, str]], status: str, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "site-backup-0314.zip", "", 380, 140, 1160, 760),
                r("push-button", "Go to the previous visited location", "", 392, 150, 34, 34),
                r("push-button", "Go to the next visited location", "", 428, 150, 34, 34),
                r("push-button", "Go to the home location", "", 464, 150, 34, 34),
                r("push-button", "Extract", "", 520, 150, 90, 34), r("push-button", "Add Files", "", 614, 150, 34, 34),
                r("label", "", "site-backup-0314.zip", 880, 156, 200, 22),
                r("push-button", "Find", "", 1400, 150, 34, 34), r("push-button", "Main menu", "", 1440, 150, 34, 34),
                r("push-button", "Close", "", 1498, 150, 34, 34),
                r("label", "", "Location:", 392, 196, 80, 26), r("entry", "Location", loc, 476, 194, 1050, 30)]
        for n, x, w in [("Name", 382, 520), ("Size", 904, 140), ("Type", 1046, 260), ("Modified", 1308, 230)]:
            rows.append(r("table-column-header", n, n, x, 232, w, 26))
        for i, it in enumerate(items):
            for (x, w), val in zip([(382, 520), (904, 140), (1046, 260), (1308, 230)], it):
                rows.append(r("table-cell", "", val, x, 260 + 28 * i, w, 26))
        rows.append(r("label", "", status, 392, 870, 400, 22))
        rows += extra or []
        return rows

    top = [("assets", "25.5 MB", "Folder", "12 March 2024, 16:40"), ("templates", "172.4 kB", "Folder", "11 March 2024, 11:02")]
    tpl = [("partials", "48.3 kB", "Folder", "11 March 2024, 11:02"),
           ("404.html", "3.1 kB", "HTML document", "4 January 2024, 09:15"),
           ("about.html", "9.7 kB", "HTML document", "22 February 2024, 14:31"),
           ("base.html", "4.8 kB", "HTML document", "11 March 2024, 11:02"),
           ("blog_index.html", "12.0 kB", "HTML document", "5 March 2024, 17:48"),
           ("blog_post.html", "15.6 kB", "HTML document", "5 March 2024, 17:48"),
           ("contact.html", "8.2 kB", "HTML document", "22 February 2024, 14:31"),
           ("gallery.html", "21.4 kB", "HTML document", "28 February 2024, 10:06"),
           ("index.html", "26.9 kB", "HTML document", "11 March 2024, 11:02"),
           ("newsletter_confirm.html", "2.7 kB", "HTML document", "19 January 2024, 08:52"),
           ("pricing.html", "18.3 kB", "HTML document", "7 March 2024, 13:20"),
           ("robots.txt.j2", "344 bytes", "plain text document", "4 January 2024, 09:15"),
           ("sitemap.xml.j2", "1.1 kB", "XML document", "4 January 2024, 09:15")]
    props = [r("dialog", "Properties", "", 760, 300, 420, 380),
             r("label", "", "Name:", 780, 340, 150, 20), r("label", "", "site-backup-0314.zip", 940, 340, 220, 20),
             r("label", "", "Location:", 780, 370, 150, 20), r("label", "", "/home/ravi/www/site", 940, 370, 220, 20),
             r("label", "", "Last modified:", 780, 400, 150, 20), r("label", "", "Thu 14 Mar 2024 10:05:31", 940, 400, 220, 20),
             r("label", "", "Archive size:", 780, 430, 150, 20), r("label", "", "18.7 MB", 940, 430, 220, 20),
             r("label", "", "Content size:", 780, 460, 150, 20), r("label", "", "25.7 MB", 940, 460, 220, 20),
             r("label", "", "Compression ratio:", 780, 490, 150, 20), r("label", "", "1.4", 940, 490, 220, 20),
             r("label", "", "Number of files:", 780, 520, 150, 20), r("label", "", "251", 940, 520, 220, 20),
             r("label", "", "Archive type:", 780, 550, 150, 20), r("label", "", "Zip (.zip)", 940, 550, 220, 20),
             r("push-button", "Close", "", 1070, 630, 90, 34)]

    turns = []
    turns.append((code("pyautogui.doubleClick(420, 167)"), desk("Files", files(path, slist()), clk("10:02"), running=run)))
    turns.append((code("pyautogui.click(420, 131)\npyautogui.keyDown('ctrl')\npyautogui.click(420, 203)\npyautogui.keyUp('ctrl')\npyautogui.rightClick(420, 203)"),
                  desk("Files", files(path, slist(), selected=sel_txt, extra=ctx), clk("10:03"), running=run)))
    turns.append((code("pyautogui.click(600, 593)"), desk("Files", files(path, slist(), selected=sel_txt, extra=compress("Archive")), clk("10:03"), running=run)))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('site-backup-0314')"),
                  desk("Files", files(path, slist(), selected=sel_txt, extra=compress("site-backup-0314")), clk("10:04"), running=run)))
    site["site-backup-0314.zip"] = ("18.7 MB", "10:05", 1)
    turns.append((code("pyautogui.click(1143, 407)"), desk("Files", files(path, slist(), selected=sel_txt), clk("10:05"), running=run)))
    idx = [n for n, *_ in slist()].index("site-backup-0314.zip")
    run2 = ("Files", "Archive Manager")
    turns.append((code(f"pyautogui.doubleClick(420, {114 + 36 * idx + 17})"),
                  desk("Archive Manager", files(path, slist(), selected="\u201csite-backup-0314.zip\u201d selected (18.7 MB)") + roller("/", top, "2 objects (25.7 MB)"), clk("10:06"), running=run2)))
    turns.append((code("pyautogui.doubleClick(640, 301)"),
                  desk("Archive Manager", files(path, slist(), selected="\u201csite-backup-0314.zip\u201d selected (18.7 MB)") + roller("/templates/", tpl, "13 objects (172.4 kB)"), clk("10:06"), running=run2)))
    turns.append((code("pyautogui.click(1457, 167)\npyautogui.click(1400, 330)"),
                  desk("Archive Manager", files(path, slist(), selected="\u201csite-backup-0314.zip\u201d selected (18.7 MB)") + roller("/templates/", tpl, "13 objects (172.4 kB)", props), clk("10:07"), running=run2)))
    rs.add(task="os", tid="h39-os-05", system=system(
        "Compress only the assets and templates folders of ~/www/site into site-backup-0314.zip next to them, then open the archive in Archive Manager and check its templates folder and its properties."),
        turns=turns, state=desk("Files", files(["Home", "www"], www), clk("10:01"), running=run))


# 06 Clocks alarms and timers - bad
def t06(rs: RowSet) -> None:
    tabs = ["World", "Alarms", "Stopwatch", "Timer"]

    def frame(tab: str, body: list[Row], extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Clocks", "", 560, 180, 800, 640)]
        if tab in ("World", "Alarms"):
            rows.append(r("push-button", "Add New Clock" if tab == "World" else "Add Alarm", "", 570, 190, 34, 34))
        for i, t in enumerate(tabs):
            rows.append(r("toggle-button", t, t, 760 + 100 * i, 190, 96, 34))
        rows += [r("push-button", "Main Menu", "", 1272, 190, 34, 34), r("push-button", "Close", "", 1316, 190, 34, 34)]
        rows += body
        rows += extra or []
        return rows

    cities = [("London", "United Kingdom", 4), ("Berlin", "Germany", 5), ("Tokyo", "Japan", 13)]

    def world(hh: int, mm: int) -> list[Row]:
        out = []
        for i, (c, country, off) in enumerate(cities):
            h = (hh + off) % 24
            day = "Today" if hh + off < 24 else "Tomorrow"
            y = 240 + 72 * i
            out += [r("label", "", c, 600, y + 10, 300, 24), r("label", "", f"{country} \u2022 {day} \u2022 {off} hours later", 600, y + 36, 360, 18),
                    r("label", "", f"{h:02d}:{mm:02d}", 1170, y + 18, 80, 30), r("push-button", "Delete", "", 1270, y + 18, 34, 34)]
        return out

    def search_dlg(text: str, results: list[str]) -> list[Row]:
        out = [r("dialog", "Add a New World Clock", "", 700, 260, 520, 460),
               r("push-button", "Cancel", "", 712, 270, 90, 34), r("label", "", "Add a New World Clock", 860, 276, 220, 22),
               r("push-button", "Add", "", 1118, 270, 90, 34),
               r("entry", "Search for a city", text, 730, 320, 460, 34)]
        for i, res in enumerate(results):
            out.append(r("list-item", res, res, 730, 366 + 40 * i, 460, 38))
        if not results and not text:
            out.append(r("label", "", "Search for a City", 860, 500, 200, 22))
        return out

    presets = ["1 min", "2 min", "3 min", "5 min", "15 min", "30 min", "45 min", "1 h"]
    preset_rows = [r("push-button", p, p, 640 + 170 * (i % 4), 300 + 90 * (i // 4), 150, 70) for i, p in enumerate(presets)]
    preset_rows.append(r("push-button", "Custom\u2026", "", 880, 500, 160, 38))

    def timer(name: str, remain: str) -> list[Row]:
        return [r("entry", "Timer name", name, 620, 260, 420, 34), r("label", "", remain, 780, 330, 360, 70),
                r("push-button", "Pause", "", 860, 430, 90, 38), r("push-button", "Add 1 Minute", "", 960, 430, 120, 38),
                r("push-button", "Delete", "", 1090, 430, 40, 38),
                r("push-button", "Add Timer", "", 900, 720, 120, 38)]

    alarms = [("07:15", "Work", "Weekdays"), ("10:30", "Long run", "Sat, Sun")]

    def alarm_list(items: list[tuple[str, str, str]]) -> list[Row]:
        out = []
        for i, (t, n, rep) in enumerate(sorted(items)):
            y = 250 + 80 * i
            out += [r("label", "", t, 600, y + 6, 160, 44), r("label", "", n, 780, y + 10, 300, 22),
                    r("label", "", rep, 780, y + 36, 300, 18), r("switch", n, "", 1200, y + 20, 50, 28),
                    r("push-button", "Delete", "", 1266, y + 18, 34, 34)]
        return out

    def new_alarm(h: str, m: str, name: str, ready: bool) -> list[Row]:
        out = [r("dialog", "New Alarm", "", 720, 250, 480, 520),
               r("push-button", "Cancel", "", 732, 260, 90, 34), r("label", "", "New Alarm", 910, 266, 100, 22),
               r("push-button", "Add", "", 1098, 260, 90, 34),
               r("spin-button", "Hour", h, 860, 320, 90, 70), r("label", "", "\u2236", 955, 340, 10, 30),
               r("spin-button", "Minute", m, 970, 320, 90, 70),
               r("label", "", "Repeat", 750, 420, 120, 20)]
        for i, d in enumerate(["M", "T", "W", "T", "F", "S", "S"]):
            out.append(r("toggle-button", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][i], d, 750 + 62 * i, 446, 54, 40))
        out += [r("label", "", "Name", 750, 510, 120, 20), r("entry", "Name", name, 860, 504, 310, 34),
                r("label", "", "Ring Duration", 750, 560, 200, 20), r("combo-box", "Ring Duration", "5 minutes", 990, 554, 180, 34),
                r("label", "", "Snooze Duration", 750, 610, 200, 20), r("combo-box", "Snooze Duration", "10 minutes", 990, 604, 180, 34)]
        if ready:
            out.append(r("label", "", "Rings on weekdays at 06:40", 750, 660, 420, 18))
        return out

    def scr(tab: str, body: list[Row], t: str, extra: list[Row] | None = None) -> str:
        return desk("Clocks", frame(tab, body, extra), clk(t), running=("Clocks",))

    st0 = scr("World", world(9, 1), "09:01")
    turns = []
    turns.append((code("pyautogui.click(587, 207)"), scr("World", world(9, 1), "09:01", search_dlg("", []))))
    turns.append((code("pyautogui.write('Reykjav')"), scr("World", world(9, 1), "09:01", search_dlg("Reykjav", ["Reykjav\u00edk, Capital Region, Iceland"]))))
    cities.insert(1, ("Reykjav\u00edk", "Iceland", 4))
    turns.append((code("pyautogui.click(960, 385)\npyautogui.click(1163, 287)"), scr("World", world(9, 2), "09:02")))
    turns.append((code("pyautogui.click(1108, 207)"), scr("Timer", preset_rows, "09:02")))
    turns.append((code("pyautogui.click(1225, 335)"), scr("Timer", timer("Timer", "00:04:59"), "09:03")))
    turns.append((code("pyautogui.click(830, 277)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Tea')\npyautogui.press('enter')"),
                  scr("Timer", timer("Tea", "00:04:41"), "09:03")))
    turns.append((code("pyautogui.click(908, 207)"), scr("Alarms", alarm_list(alarms), "09:04")))
    turns.append((code("pyautogui.click(1108, 207)"), scr("Timer", timer("Tea", "00:04:52"), "09:05")))
    turns.append((code("pyautogui.click(908, 207)\npyautogui.click(587, 207)"), scr("Alarms", alarm_list(alarms), "09:05", new_alarm("09", "05", "Alarm", False))))
    alarms.append(("06:40", "Gym", "Weekdays"))
    turns.append((code("pyautogui.click(905, 355)\npyautogui.write('06')\npyautogui.click(1015, 355)\npyautogui.write('40')\n"
                       "for x in (777, 839, 901, 963, 1025):\n    pyautogui.click(x, 466)\n"
                       "pyautogui.click(1015, 521)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Gym')\npyautogui.click(1143, 277)"),
                  scr("Alarms", alarm_list(alarms), "09:06")))
    rs.add(task="os", tid="h39-os-06", system=system(
        "In Clocks, add Reykjav\u00edk to the world clocks, start a 5-minute timer named 'Tea', and add a weekday alarm at 06:40 named 'Gym'."),
        turns=turns, state=st0, bad=True, turn=8,
        kind="running timer shows more time remaining than it did two turns earlier")


# 07 LibreOffice Calc data validation - clean
def t07(rs: RowSet) -> None:
    title = "inventory.ods"
    data = [("SKU-10421", "M8 hex bolt, zinc (box 100)", "In stock", "42", "A-03-2", "2024-03-01"),
            ("SKU-10422", "M8 flat washer (box 200)", "In stock", "17", "A-03-3", "2024-03-01"),
            ("SKU-10430", "Cable tie 300 mm black (pack 500)", "Backordered", "0", "B-11-1", "2024-02-27"),
            ("SKU-10437", "Anchor plug 10 mm (box 50)", "In stock", "63", "A-05-1", "2024-03-01"),
            ("SKU-10441", "Wood screw 4x40 (box 200)", "In stock", "28", "A-02-4", "2024-02-29"),
            ("SKU-10452", "Drywall screw 3.5x35 (box 1000)", "in stok", "9", "A-02-1", "2024-02-29"),
            ("SKU-10458", "Hinge 75 mm brass", "Discontinued", "4", "C-01-2", "2024-02-22"),
            ("SKU-10463", "Threaded rod M10 x 1 m", "In stock", "31", "D-04-1", "2024-03-04"),
            ("SKU-10470", "Wall bracket 150 mm white", "Backordered", "0", "C-02-3", "2024-02-27"),
            ("SKU-10475", "Silicone sealant clear 310 ml", "In stock", "56", "E-01-1", "2024-03-04"),
            ("SKU-10481", "Masking tape 48 mm x 50 m", "In stock", "120", "E-03-2", "2024-03-05"),
            ("SKU-10486", "Cabinet handle 128 mm matte black", "Discontinued", "2", "C-01-4", "2024-02-22"),
            ("SKU-10490", "Extension cord 10 m 3x1.5", "In stock", "14", "F-02-1", "2024-03-05")]
    hdr = ("SKU", "Item", "Status", "Qty", "Location", "Last count")

    def cells() -> dict[str, str]:
        c = {f"{col}1": h for col, h in zip("ABCDEF", hdr)}
        for i, row in enumerate(data, 2):
            for col, v in zip("ABCDEF", row):
                c[f"{col}{i}"] = v
        return c

    base = dict(cols="ABCDEFG", widths={"B": 260, "C": 120, "F": 110})

    def sheet(namebox: str, formula: str, modified: bool, extra: list[Row] | None = None, t: str = "14:02") -> str:
        obs = calc(title, cells(), namebox=namebox, formula=formula, status="Average: ; Sum: 0" if namebox != "C2:C40" else "Selected: 39 rows, 1 column",
                   modified=modified, extra=extra, **base)
        return desk("LibreOffice Calc", obs, clk(t), running=("LibreOffice Calc",))

    def validity(tab: str, allow: str, entries: list[str] | None = None, alert: tuple[str, str] | None = None) -> list[Row]:
        out = [r("dialog", "Validity", "", 640, 280, 640, 520)]
        for i, t in enumerate(["Criteria", "Input Help", "Error Alert"]):
            out.append(r("page-tab", t, "", 656 + 110 * i, 292, 104, 28))
        if tab == "Criteria":
            out += [r("label", "", "Allow:", 670, 344, 90, 20), r("combo-box", "Allow:", allow, 770, 340, 260, 28),
                    r("check-box", "Allow empty cells", "", 770, 378, 220, 22)]
            if allow == "List":
                out += [r("check-box", "Show selection list", "", 770, 406, 220, 22),
                        r("check-box", "Sort entries ascending", "", 770, 432, 220, 22),
                        r("label", "", "Entries", 670, 470, 90, 20), r("text", "Entries", "", 770, 466, 460, 220)]
                for i, e in enumerate(entries or []):
                    out.append(r("paragraph", "", e, 774, 470 + 20 * i, 452, 20))
        else:
            title_, msg = alert or ("", "")
            out += [r("check-box", "Show error message when invalid values are entered", "", 670, 340, 420, 22),
                    r("label", "", "Action:", 670, 382, 90, 20), r("combo-box", "Action:", "Stop", 770, 378, 200, 28),
                    r("push-button", "Browse\u2026", "", 980, 378, 100, 28),
                    r("label", "", "Title:", 670, 424, 90, 20), r("entry", "Title:", title_, 770, 420, 460, 28),
                    r("label", "", "Error message:", 670, 464, 120, 20), r("text", "Error message:", msg, 770, 488, 460, 180)]
        out += [r("push-button", "Help", "", 656, 750, 90, 30), r("push-button", "Reset", "", 940, 750, 90, 30),
                r("push-button", "OK", "", 1076, 750, 90, 30), r("push-button", "Cancel", "", 1176, 750, 90, 30)]
        return out

    entries = ["In stock", "Backordered", "Discontinued"]
    msg = ("Invalid status", "Status must be In stock, Backordered or Discontinued.")
    st0 = sheet("A1", "SKU", False, t="14:01")
    turns = []
    turns.append((code("pyautogui.click(136, 172)\npyautogui.write('C2:C40')\npyautogui.press('enter')"), sheet("C2:C40", "In stock", False)))
    turns.append((code("pyautogui.click(488, 76)\npyautogui.click(540, 410)"), sheet("C2:C40", "In stock", False, validity("Criteria", "All values"))))
    turns.append((code("pyautogui.click(900, 354)\npyautogui.click(900, 498)"), sheet("C2:C40", "In stock", False, validity("Criteria", "List", []))))
    turns.append((code("pyautogui.click(1000, 570)\npyautogui.write('In stock\\nBackordered\\nDiscontinued')"),
                  sheet("C2:C40", "In stock", False, validity("Criteria", "List", entries), "14:03")))
    turns.append((code("pyautogui.click(928, 306)"), sheet("C2:C40", "In stock", False, validity("Error Alert", "List"), "14:03")))
    turns.append((code("pyautogui.click(681, 351)\npyautogui.click(1000, 434)\npyautogui.write('Invalid status')\npyautogui.click(1000, 570)\n"
                       "pyautogui.write('Status must be In stock, Backordered or Discontinued.')"),
                  sheet("C2:C40", "In stock", False, validity("Error Alert", "List", alert=msg), "14:04")))
    turns.append((code("pyautogui.click(1121, 765)"), sheet("C2:C40", "In stock", True, t="14:04")))
    err = [r("dialog", "Invalid status", "", 760, 440, 400, 160),
           r("label", "", "Status must be In stock, Backordered or Discontinued.", 790, 480, 340, 40),
           r("push-button", "OK", "", 960, 552, 90, 30), r("push-button", "Cancel", "", 1056, 552, 90, 30)]
    turns.append((code("pyautogui.click(538, 349)\npyautogui.write('Discontinue')\npyautogui.press('enter')"),
                  sheet("C7", "Discontinue", True, err, "14:05")))
    turns.append((code("pyautogui.click(1005, 567)"), sheet("C7", "in stok", True, t="14:05")))
    drop = [r("list", "", "", 478, 360, 120, 66)] + [r("list-item", e, e, 480, 362 + 21 * i, 116, 20) for i, e in enumerate(entries)]
    turns.append((code("pyautogui.hotkey('alt', 'down')"), sheet("C7", "in stok", True, drop, "14:06")))
    data[5] = data[5][:2] + ("Discontinued",) + data[5][3:]
    turns.append((code("pyautogui.click(540, 414)"), sheet("C7", "Discontinued", True, t="14:06")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), sheet("C7", "Discontinued", False, t="14:07")))
    rs.add(task="os", tid="h39-os-07", system=system(
        "In inventory.ods, restrict the Status cells C2:C40 to a list (In stock, Backordered, Discontinued) with a stopping error alert titled 'Invalid status', then fix the misspelled status of SKU-10452 to Discontinued and save."),
        turns=turns, state=st0)


# 08 GNOME Settings printers - bad
def t08(rs: RowSet) -> None:
    printers = [{"name": "HP LaserJet Pro M404n", "model": "HP LaserJet Pro M404-M405, hpcups 3.22.2",
                 "loc": "2nd floor copy room", "state": "Ready", "jobs": "No Active Jobs"}]
    default = ["HP LaserJet Pro M404n"]

    def cards() -> list[Row]:
        out = []
        for i, p in enumerate(printers):
            y = 180 + 190 * i
            out += [r("panel", "", "", 760, y, 720, 170), r("image", "", "", 780, y + 20, 64, 64),
                    r("label", "", p["name"], 860, y + 18, 400, 24)]
            if p["name"] == default[0]:
                out.append(r("label", "", "Default", 1270, y + 20, 80, 20))
            out += [r("label", "", p["state"], 860, y + 46, 200, 18),
                    r("label", "", "Model", 860, y + 76, 90, 18), r("label", "", p["model"], 960, y + 76, 480, 18),
                    r("label", "", "Location", 860, y + 100, 90, 18), r("label", "", p["loc"] or "\u2014", 960, y + 100, 480, 18),
                    r("push-button", "Jobs", p["jobs"], 860, y + 126, 180, 30),
                    r("push-button", "Printer Settings", "", 1430, y + 18, 34, 34)]
        return out

    def scr(t: str, extra: list[Row] | None = None) -> str:
        body = settings("Printers", cards(), [r("push-button", "Add Printer\u2026", "", 1430, 98, 140, 34)], extra)
        return desk("Settings", body, clk(t), running=("Settings",))

    found = [("Brother HL-L2350DW series", "BRW3C2AF4A1B2C9.local"),
             ("HP OfficeJet Pro 9010 series [5E3F21]", "HP5C60BA5E3F21.local"),
             ("EPSON ET-2850 Series", "EPSON4B7D10.local")]
    add_dlg = [r("dialog", "Add Printer", "", 660, 220, 600, 560),
               r("push-button", "Cancel", "", 672, 230, 90, 34), r("label", "", "Add Printer", 910, 236, 100, 22),
               r("push-button", "Add", "", 1158, 230, 90, 34)]
    for i, (n, host) in enumerate(found):
        y = 290 + 62 * i
        add_dlg += [r("list-item", n, n, 680, y, 560, 58), r("label", "", host, 700, y + 32, 400, 18)]
    add_dlg += [r("entry", "Enter a network address or search for a printer", "", 680, 726, 560, 34)]

    def details(loc: str, host: str = "BRW3C2AF4A1B2C9.local") -> list[Row]:
        return [r("dialog", "Brother HL-L2350DW series Details", "", 680, 240, 560, 480),
                r("label", "", "Brother HL-L2350DW series Details", 800, 256, 320, 22),
                r("label", "", "Name", 700, 310, 100, 20), r("entry", "Name", "Brother_HL_L2350DW_series", 820, 304, 400, 32),
                r("label", "", "Location", 700, 354, 100, 20), r("entry", "Location", loc, 820, 348, 400, 32),
                r("label", "", "Address", 700, 398, 100, 20), r("label", "", host, 820, 398, 400, 20),
                r("label", "", "Driver", 700, 436, 100, 20), r("label", "", "Brother HL-L2350DW series - IPP Everywhere", 820, 436, 400, 20),
                r("push-button", "Search for Drivers", "", 820, 476, 400, 34),
                r("push-button", "Select from Database\u2026", "", 820, 516, 400, 34),
                r("push-button", "Install PPD File\u2026", "", 820, 556, 400, 34),
                r("push-button", "Close", "", 1198, 250, 34, 34)]

    gear = [r("menu", "", "", 1300, 424, 220, 150)] + [r("menu-item", m, m, 1302, 428 + 36 * i, 216, 34) for i, m in enumerate(
        ["Printing Options", "Printer Details", "Use Printer by Default", "Remove Printer"])]
    opts = [r("dialog", "Brother HL-L2350DW series \u2014 Printing Options", "", 620, 200, 680, 620)]
    for i, t in enumerate(["Page Setup", "Image Quality", "Color", "Finishing", "Advanced"]):
        opts.append(r("page-tab", t, "", 640 + 120 * i, 250, 116, 30))
    opts += [r("label", "", "Two-Sided", 660, 310, 200, 20), r("combo-box", "Two-Sided", "One Sided", 900, 304, 300, 32),
             r("label", "", "Pages per side", 660, 354, 200, 20), r("combo-box", "Pages per side", "1", 900, 348, 300, 32),
             r("label", "", "Media Size", 660, 398, 200, 20), r("combo-box", "Media Size", "A4", 900, 392, 300, 32),
             r("label", "", "Media Source", 660, 442, 200, 20), r("combo-box", "Media Source", "Auto Select", 900, 436, 300, 32),
             r("label", "", "Orientation", 660, 486, 200, 20), r("combo-box", "Orientation", "Portrait", 900, 480, 300, 32),
             r("push-button", "Test Page", "", 640, 210, 110, 32), r("push-button", "Close", "", 1258, 210, 34, 34)]
    st0 = scr("10:40")
    turns = []
    turns.append((code("pyautogui.click(1500, 115)"), scr("10:40", add_dlg)))
    printers.append({"name": "Brother HL-L2350DW series", "model": "Brother HL-L2350DW series", "loc": "", "state": "Ready",
                     "jobs": "No Active Jobs"})
    turns.append((code("pyautogui.click(960, 319)\npyautogui.click(1203, 247)"), scr("10:41")))
    turns.append((code("pyautogui.click(1447, 405)\npyautogui.click(1410, 481)"), scr("10:41", details(""))))
    turns.append((code("pyautogui.click(1020, 364)\npyautogui.write('Lab 2.14')"), scr("10:42", details("Lab 2.14"))))
    printers[1]["loc"] = "Lab 2.14"
    turns.append((code("pyautogui.press('tab')\npyautogui.click(1215, 267)"), scr("10:42")))
    turns.append((code("pyautogui.click(1447, 405)"), scr("10:43", gear)))
    default[0] = "Brother HL-L2350DW series"
    turns.append((code("pyautogui.click(1410, 517)"), scr("10:43")))
    turns.append((code("pyautogui.click(1447, 405)\npyautogui.click(1410, 481)"), scr("10:44", details("Lab 2.14", "BRW3C2AF4A1B2D9.local"))))
    printers[1]["state"] = "Printing"
    printers[1]["jobs"] = "1 Job"
    turns.append((code("pyautogui.click(1215, 267)\npyautogui.click(1447, 405)\npyautogui.click(1410, 445)\npyautogui.click(695, 226)"), scr("10:45", opts)))
    rs.add(task="os", tid="h39-os-08", system=system(
        "In Settings > Printers, add the network printer Brother HL-L2350DW, set its location to 'Lab 2.14', make it the default printer and print a test page."),
        turns=turns, state=st0, bad=True, turn=8,
        kind="printer's network host name, shown when it was discovered, drifts by one character in its details")


# 09 Calculator history - clean
def t09(rs: RowSet) -> None:
    basic = [["7", "8", "9", "\u00f7", "\u2190", "C"], ["4", "5", "6", "\u00d7", "(", ")"],
             ["1", "2", "3", "\u2212", "x\u00b2", "\u221a"], ["0", ".", "%", "+", "=", ""]]
    adv_extra = [["x\u207b\u00b9", "x\u02b8", "\u03c0", "e"], ["sin", "cos", "tan", "ln"], ["log", "|x|", "n!", "mod"],
                 ["Re", "Im", "i", "\u2191"]]
    names = {"\u00f7": "Divide", "\u00d7": "Multiply", "\u2212": "Subtract", "+": "Add", "=": "Calculate Result",
             "\u2190": "Backspace", "C": "Clear", "x\u00b2": "Square", "\u221a": "Square root", "%": "Percentage",
             ".": "Decimal Point", "(": "Start Group", ")": "End Group"}

    def grp(v: str, sep: bool) -> str:
        if not sep:
            return v
        whole, _, frac = v.partition(".")
        whole = f"{int(whole):,}"
        return whole + ("." + frac if frac else "")

    def scr(mode: str, hist: list[tuple[str, str]], display: str, t: str, sep: bool = False, extra: list[Row] | None = None) -> str:
        rows = [r("frame", "Calculator", "", 700, 160, 520, 700 if mode == "Basic" else 700),
                r("push-button", "Undo", "", 712, 170, 34, 34),
                r("toggle-button", "Mode", f"{mode} Mode", 880, 170, 160, 34),
                r("push-button", "Main menu", "", 1130, 170, 34, 34), r("push-button", "Close", "", 1174, 170, 34, 34)]
        for i, (ex, res) in enumerate(hist):
            y = 220 + 44 * i
            rows += [r("label", "", ex, 720, y, 300, 20), r("push-button", "", "= " + grp(res, sep), 1030, y + 18, 170, 22)]
        y0 = 220 + 44 * max(len(hist), 3) + 10
        rows.append(r("text", "Display", display, 712, y0, 496, 60))
        bw = 78 if mode == "Basic" else 60
        gx = 714
        if mode == "Advanced":
            for i, line in enumerate(adv_extra):
                for j, b in enumerate(line):
                    rows.append(r("push-button", b, b, gx + (bw + 4) * j, y0 + 80 + 54 * i, bw, 50))
            gx = 714 + 4 * (bw + 4) + 10
        for i, line in enumerate(basic):
            for j, b in enumerate(line):
                if b:
                    rows.append(r("push-button", names.get(b, b), b, gx + (bw + 4) * j, y0 + 80 + 54 * i, bw, 50))
        rows += extra or []
        return desk("Calculator", rows, clk(t), running=("Calculator",))

    hist = [("1250\u00d712", "15000"), ("15000\u00f712\u00d71.08", "1350")]
    st0 = scr("Basic", hist, "", "16:30")
    turns = []
    turns.append((code("pyautogui.write('2340.50*0.18')"), scr("Basic", hist, "2340.50\u00d70.18", "16:31")))
    hist = hist + [("2340.50\u00d70.18", "421.29")]
    turns.append((code("pyautogui.press('enter')"), scr("Basic", hist, "421.29", "16:31")))
    turns.append((code("pyautogui.write('1127.80*0.18')"), scr("Basic", hist, "1127.80\u00d70.18", "16:31")))
    hist = hist + [("1127.80\u00d70.18", "203.004")]
    turns.append((code("pyautogui.press('enter')"), scr("Basic", hist, "203.004", "16:32")))
    hist = hist + [("2340.5+1127.8+421.29+203.004", "4092.594")]
    turns.append((code("pyautogui.write('2340.5+1127.8+421.29+203.004')\npyautogui.press('enter')"), scr("Basic", hist, "4092.594", "16:32")))
    modes = [r("menu", "", "", 880, 206, 160, 190)] + [r("radio-menu-item", m, m, 882, 210 + 36 * i, 156, 34) for i, m in enumerate(
        ["Basic", "Advanced", "Financial", "Programming", "Keyboard"])]
    turns.append((code("pyautogui.click(960, 187)"), scr("Basic", hist, "4092.594", "16:33", extra=modes)))
    turns.append((code("pyautogui.click(960, 263)"), scr("Advanced", hist, "4092.594", "16:33")))
    mm = [r("menu", "", "", 1000, 206, 200, 156)] + [r("menu-item", m, m, 1002, 210 + 36 * i, 196, 34) for i, m in enumerate(
        ["Preferences", "Keyboard Shortcuts", "Help", "About Calculator"])]
    turns.append((code("pyautogui.click(1147, 187)"), scr("Advanced", hist, "4092.594", "16:33", extra=mm)))

    def prefs() -> list[Row]:
        return [r("dialog", "Preferences", "", 720, 300, 480, 420), r("label", "", "Preferences", 900, 316, 120, 22),
                r("push-button", "Close", "", 1156, 310, 34, 34),
                r("label", "", "Number of decimals", 744, 370, 240, 20), r("spin-button", "Number of decimals", "9", 1060, 364, 120, 32),
                r("label", "", "Trailing zeroes", 744, 420, 240, 20), r("switch", "Trailing zeroes", "", 1130, 416, 50, 28),
                r("label", "", "Thousands separators", 744, 466, 240, 20), r("switch", "Thousands separators", "", 1130, 462, 50, 28),
                r("label", "", "Angle units", 744, 512, 240, 20), r("combo-box", "Angle units", "Degrees", 1020, 506, 160, 32),
                r("label", "", "Word size", 744, 558, 240, 20), r("combo-box", "Word size", "64 bits", 1020, 552, 160, 32),
                r("label", "", "Exchange rate refresh interval", 744, 604, 260, 20),
                r("combo-box", "Exchange rate refresh interval", "daily", 1020, 598, 160, 32)]

    turns.append((code("pyautogui.click(1100, 227)"), scr("Advanced", hist, "4092.594", "16:34", extra=prefs())))
    turns.append((code("pyautogui.click(1155, 476)"), scr("Advanced", hist, "4,092.594", "16:34", sep=True, extra=prefs())))
    turns.append((code("pyautogui.click(1173, 327)"), scr("Advanced", hist, "4,092.594", "16:34", sep=True)))
    rs.add(task="os", tid="h39-os-09", system=system(
        "Use Calculator to work out 18% VAT on 2,340.50 and on 1,127.80, then the grand total of both amounts with their VAT; switch to Advanced mode and turn on thousands separators to read the total."),
        turns=turns, state=st0)


# 10 Disk Usage Analyzer scans - bad
def t10(rs: RowSet) -> None:
    def gb(b: float) -> str:
        return f"{b:.1f} GB" if b >= 1 else f"{b * 1000:.1f} MB"

    top = [("Downloads", 21.3, 412, "Mar 13"), (".cache", 9.8, 58930, "Mar 14"), ("Videos", 7.2, 63, "Feb 25"),
           (".local", 4.1, 31207, "Mar 14"), ("Documents", 2.9, 3318, "Mar 13"), ("Pictures", 1.9, 2746, "Mar 10"),
           ("Projects", 1.1, 189530, "Mar 12"), (".config", 0.2146, 4105, "Mar 14"), (".var", 0.0703, 911, "Mar 2"),
           ("Desktop", 0.0151, 14, "Mar 12")]
    dl_kids = [("old-isos", 14.7, 4, "Jan 8"), ("Zoom recordings", 3.9, 17, "Mar 7"), ("installers", 1.6, 23, "Mar 1")]
    root_size = round(sum(t[1] for t in top), 1)
    root_items = sum(t[2] for t in top) + len(top)

    start = [r("label", "", "Devices & Locations", 780, 150, 300, 22),
             r("list-item", "Home folder", "Home folder", 760, 180, 660, 64), r("label", "", "/home/jiwoo", 840, 212, 300, 18),
             r("list-item", "Computer", "Computer", 760, 248, 660, 64), r("label", "", "/", 840, 280, 300, 18),
             r("progress-bar", "", "", 840, 300, 460, 6), r("label", "", "112.4 GB / 250.9 GB", 1230, 268, 170, 18),
             r("list-item", "BACKUP_2TB", "BACKUP_2TB", 760, 316, 660, 64), r("label", "", "/media/jiwoo/BACKUP_2TB", 840, 348, 300, 18),
             r("progress-bar", "", "", 840, 368, 460, 6), r("label", "", "1.1 TB / 2.0 TB", 1230, 336, 170, 18)]

    def frame(scanned: bool, body: list[Row], scanning: bool = False) -> list[Row]:
        rows = [r("frame", "Disk Usage Analyzer", "", 360, 90, 1200, 880)]
        if scanned:
            rows += [r("push-button", "Back", "", 372, 100, 34, 34), r("label", "", "Home folder", 900, 100, 200, 20),
                     r("label", "", "/home/jiwoo", 900, 120, 200, 16),
                     r("push-button", "Rescan", "", 1430, 100, 34, 34)]
        else:
            rows += [r("push-button", "Scan Folder\u2026", "", 372, 100, 130, 34), r("label", "", "Disk Usage Analyzer", 880, 108, 200, 20)]
        rows += [r("push-button", "Main menu", "", 1470, 100, 34, 34), r("push-button", "Close", "", 1514, 100, 34, 34)]
        if scanning:
            rows.append(r("label", "", "Scanning\u2026", 372, 940, 200, 20))
        rows += body
        return rows

    def tree(rsz: float, ritems: int, kids: list[tuple[str, float, int, str]], open_dl: list[tuple[str, float, int, str]] | None = None) -> list[Row]:
        out = []
        for n, x, w in [("Folder", 362, 340), ("Size", 704, 110), ("Contents", 816, 130), ("Modified", 948, 110)]:
            out.append(r("table-column-header", n, n, x, 146, w, 26))
        y = 174
        out += [r("tree-item", "jiwoo", "jiwoo", 364, y, 338, 28), r("table-cell", "", gb(rsz), 704, y, 110, 28),
                r("table-cell", "", f"{ritems:,} items", 816, y, 130, 28), r("table-cell", "", "Mar 14", 948, y, 110, 28)]
        for n, s, it, m in kids:
            y += 30
            out += [r("tree-item", n, n, 384, y, 318, 28), r("table-cell", "", gb(s), 704, y, 110, 28),
                    r("table-cell", "", f"{it:,} items", 816, y, 130, 28), r("table-cell", "", m, 948, y, 110, 28)]
            if n == "Downloads" and open_dl:
                for kn, ks, ki, km in open_dl:
                    y += 30
                    out += [r("tree-item", kn, kn, 404, y, 298, 28), r("table-cell", "", gb(ks), 704, y, 110, 28),
                            r("table-cell", "", f"{ki:,} items", 816, y, 130, 28), r("table-cell", "", km, 948, y, 110, 28)]
        out += [r("panel", "Rings Chart", "", 1070, 150, 480, 480),
                r("toggle-button", "Rings Chart", "", 1420, 920, 60, 34), r("toggle-button", "Treemap Chart", "", 1484, 920, 60, 34)]
        return out

    def scr(body: list[Row], t: str) -> str:
        return desk("Disk Usage Analyzer", body, clk(t), running=("Disk Usage Analyzer",))

    st0 = scr(frame(False, start), "13:05")
    turns = []
    partial = [("Downloads", 14.2, 266, "Mar 13"), (".cache", 3.7, 21407, "Mar 14")]
    turns.append((code("pyautogui.click(1090, 212)"), scr(frame(True, tree(17.9, 21675, partial), scanning=True), "13:05")))
    turns.append((code("import time\ntime.sleep(8)"), scr(frame(True, tree(root_size, root_items, top)), "13:06")))
    turns.append((code("pyautogui.click(372, 218)"), scr(frame(True, tree(root_size, root_items, top, dl_kids)), "13:06")))
    ctx = [r("menu", "", "", 560, 262, 240, 112)] + [r("menu-item", m, m, 562, 266 + 36 * i, 236, 34) for i, m in enumerate(
        ["Open Folder", "Copy Path to Clipboard", "Move to Trash"])]
    turns.append((code("pyautogui.rightClick(480, 248)"), scr(frame(True, tree(root_size, root_items, top, dl_kids)) + ctx, "13:07")))
    turns.append((code("pyautogui.press('escape')\nimport subprocess\nsubprocess.run(['rm', '-rf', '/home/jiwoo/Downloads/old-isos'], check=True)"),
                  scr(frame(True, tree(root_size, root_items, top, dl_kids)), "13:07")))
    partial2 = [("Downloads", 5.9, 371, "Mar 14"), (".cache", 2.2, 12033, "Mar 14")]
    turns.append((code("pyautogui.click(1447, 117)"), scr(frame(True, tree(8.1, 12406, partial2), scanning=True), "13:08")))
    new_top = [("Downloads", 6.6, 407, "Mar 14")] + top[1:]
    new_top.sort(key=lambda t: -t[1])
    turns.append((code("import time\ntime.sleep(8)"), scr(frame(True, tree(root_size, root_items, new_top)), "13:08")))
    rs.add(task="os", tid="h39-os-10", system=system(
        "Scan the home folder with Disk Usage Analyzer, find the biggest folder inside Downloads and delete it (~/Downloads/old-isos), then rescan to confirm the space was freed."),
        turns=turns, state=st0, bad=True, turn=7,
        kind="home folder total after the rescan still the pre-deletion size although Downloads shrank by 14.7 GB")


# 11 Text Editor find and replace - bad
def t11(rs: RowSet) -> None:
    doc = [
        "# Palette Studio release notes",
        "",
        "Version: 2.3.0",
        "Release date: 2024-03-18",
        "",
        "Palette Studio is a small colour management tool for print and screen designers.",
        "",
        "## Highlights",
        "",
        "- New soft-proofing mode for CMYK presses (FOGRA39, GRACoL 2013, Japan Color 2011).",
        "- Swatch libraries can now be synced through any WebDAV server.",
        "- The picker remembers the last 32 samples per document.",
        "- Startup is about 40% faster on large projects.",
        "- The colour picker now supports OKLCH and Display P3 values.",
        "",
        "## Improvements",
        "",
        "- Exported ASE files keep the group names.",
        "- Contrast checker shows the WCAG 2.2 ratio next to every colour pair.",
        "- Keyboard shortcuts can be rebound from Preferences > Shortcuts.",
        "- The histogram panel can be docked on the left side.",
        "- Dark theme: fixed low-contrast labels in the swatch inspector.",
        "",
        "## Fixes",
        "",
        "- Fixed a crash when importing .acb files with empty pages (#1841).",
        "- Fixed wrong colour rounding when converting 16-bit Lab images (#1856).",
        "- Fixed the eyedropper sampling one pixel off on HiDPI screens (#1862).",
        "- Fixed duplicate swatches after undoing a merge (#1870).",
        "- Fixed the export dialog forgetting the last folder (#1874).",
        "- Fixed memory growth during long batch conversions (#1879).",
        "",
        "- Fixed colour names not being translated in the German UI (#1883).",
        "",
        "## Upgrading",
        "",
        "Users on 2.3.0 can upgrade in place; settings and libraries are kept.",
        "Back up ~/.config/palette-studio before upgrading from 1.x.",
        "",
        "## Known issues",
        "",
        "- Printing a swatch sheet on Windows 10 may ignore the paper size.",
        "- Some Wacom tablets report pressure twice in the colour wheel.",
        "- The WebDAV sync does not yet handle server-side renames.",
        "",
        "## Deprecations",
        "",
        "- The legacy XML palette format is read-only and will be removed in 3.0.",
        "- The --no-gpu flag is replaced by the Rendering setting.",
        "",
        "## Contributors",
        "",
        "Thanks to Amara Okoye, Lukas Brandt, Mei Tanaka, Rafael Duarte,",
        "Sven Lindqvist and Zofia Nowak for the colour science review,",
        "and to everyone who filed bugs during the 2.4 beta.",
        "",
        "Full changelog: https://git.example.org/palette-studio/-/blob/main/CHANGELOG.md",
        "",
        "-- The Palette Studio team",
    ]

    def view(lines: list[str], first: int, count: int = 38) -> list[Row]:
        out = []
        for i in range(first, min(first + count, len(lines) + 1)):
            out.append(r("paragraph", "", lines[i - 1], 120, 150 + 22 * (i - first), 1700, 22))
        return out

    def scr(lines: list[str], first: int, modified: bool, pos: str, t: str, bar: list[Row] | None = None) -> str:
        rows = [r("frame", "release-notes.md", "", 70, 27, 1850, 1053),
                r("push-button", "Open", "", 80, 36, 90, 34), r("push-button", "New Tab", "", 174, 36, 34, 34),
                r("label", "", ("\u2022 " if modified else "") + "release-notes.md", 900, 34, 200, 20),
                r("label", "", "~/notes", 940, 54, 120, 16),
                r("push-button", "Save", "", 1700, 36, 60, 34), r("push-button", "Main Menu", "", 1766, 36, 34, 34),
                r("push-button", "Close", "", 1874, 36, 34, 34)]
        rows += bar or []
        rows += view(lines, first)
        rows += [r("label", "", pos, 1760, 1046, 140, 20)]
        return desk("Text Editor", rows, clk(t), running=("Text Editor",))

    def bar(find: str, repl: str, count: str) -> list[Row]:
        return [r("entry", "Search", find, 1240, 84, 320, 32), r("label", "", count, 1480, 90, 70, 20),
                r("push-button", "Move to previous match", "", 1566, 84, 34, 32),
                r("push-button", "Move to next match", "", 1602, 84, 34, 32),
                r("toggle-button", "Search & Replace", "", 1640, 84, 34, 32),
                r("push-button", "Search Options", "", 1678, 84, 34, 32), r("push-button", "Close Search", "", 1716, 84, 34, 32),
                r("entry", "Replace", repl, 1240, 120, 320, 32),
                r("push-button", "Replace", "", 1566, 120, 90, 32), r("push-button", "Replace All", "", 1660, 120, 100, 32)]

    st0 = scr(doc, 1, False, "Ln 1, Col 1", "11:20")
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), scr(doc, 1, False, "Ln 1, Col 1", "11:20", bar("", "", ""))))
    turns.append((code("pyautogui.write('colour')"), scr(doc, 1, False, "Ln 6, Col 34", "11:21", bar("colour", "", "1 of 7"))))
    turns.append((code("pyautogui.click(1400, 136)\npyautogui.write('color')"), scr(doc, 1, False, "Ln 6, Col 34", "11:21", bar("colour", "color", "1 of 7"))))
    doc2 = [ln.replace("colour", "color") for ln in doc]
    turns.append((code("pyautogui.click(1710, 136)"), scr(doc2, 1, True, "Ln 54, Col 45", "11:21", bar("colour", "color", "0 of 0"))))
    turns.append((code("pyautogui.click(1400, 100)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('2.3.0')"),
                  scr(doc2, 1, True, "Ln 3, Col 10", "11:22", bar("2.3.0", "color", "1 of 2"))))
    doc3 = list(doc2)
    doc3[2] = "Version: 2.4.0"
    shown = list(doc3)
    shown[13] = doc[13]
    turns.append((code("pyautogui.click(1400, 136)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('2.4.0')\npyautogui.click(1611, 136)"),
                  scr(shown, 1, True, "Ln 37, Col 9", "11:22", bar("2.3.0", "2.4.0", "1 of 1"))))
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'end')"), scr(doc3, 22, True, "Ln 59, Col 27", "11:23")))
    doc4 = doc3 + ["- Docs: refreshed screenshots for 2.4.0"]
    turns.append((code("pyautogui.press('enter')\npyautogui.write('- Docs: refreshed screenshots for 2.4.0')"),
                  scr(doc4, 23, True, "Ln 60, Col 40", "11:24")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), scr(doc4, 23, False, "Ln 60, Col 40", "11:24")))
    rs.add(task="os", tid="h39-os-11", system=system(
        "In Text Editor, in ~/notes/release-notes.md replace every 'colour' with 'color', change the 'Version: 2.3.0' line to 2.4.0 (leave the upgrade note alone), add a final line '- Docs: refreshed screenshots for 2.4.0' and save."),
        turns=turns, state=st0, bad=True, turn=6,
        kind="a line whose 'colour' was replaced by Replace All shows the old spelling again")


# 12 Thunderbird calendar tasks - clean
def t12(rs: RowSet) -> None:
    acct = "hana.sato@northwind.dev"
    tasks = [{"title": "Submit expense report", "prio": "", "start": "03/04/2024", "due": "03/15/2024", "pct": 0, "cal": "Work", "done": ""},
             {"title": "Review Q1 OKRs", "prio": "", "start": "03/01/2024", "due": "03/18/2024", "pct": 50, "cal": "Work", "done": ""},
             {"title": "Book venue for offsite", "prio": "High", "start": "", "due": "03/28/2024", "pct": 0, "cal": "Work", "done": ""},
             {"title": "Renew passport", "prio": "", "start": "", "due": "04/30/2024", "pct": 0, "cal": "Home", "done": ""},
             {"title": "Update onboarding doc", "prio": "Low", "start": "02/20/2024", "due": "", "pct": 20, "cal": "Work", "done": ""},
             {"title": "Send Q4 board deck", "prio": "", "start": "02/19/2024", "due": "03/01/2024", "pct": 100, "cal": "Work", "done": "02/29/2024 5:12 PM"}]
    filters = ["All", "Today", "Next Seven Days", "Not Started", "Overdue", "Completed", "Current Tasks"]

    def key(t: dict) -> tuple[int, str]:
        d = t["due"]
        return (0, d[6:] + d[:2] + d[3:5]) if d else (1, t["title"])

    def view(flt: str, sel: str | None, t: str, extra: list[Row] | None = None) -> str:
        rows = tb_frame(f"Tasks - {acct}")
        rows += [r("push-button", "New Task", "", 122, 100, 130, 32), r("label", "", "March 2024", 150, 150, 160, 22)]
        for w in range(5):
            for d in range(7):
                i = w * 7 + d
                day = 25 + i if i < 5 else i - 4
                rows.append(r("table-cell", "", str(day), 124 + 40 * d, 180 + 30 * w, 38, 28))
        rows.append(r("label", "", "Calendars", 124, 350, 200, 22))
        for i, c in enumerate(["Home", "Work", "Birthdays"]):
            rows.append(r("check-box", c, c, 130, 378 + 28 * i, 280, 26))
        rows.append(r("label", "", "Show", 124, 480, 200, 22))
        for i, f in enumerate(filters):
            rows.append(r("radio-button", f, f, 130, 506 + 28 * i, 280, 26))
        rows.append(r("entry", "Filter tasks <Ctrl+Shift+K>", "", 460, 100, 600, 30))
        heads = [("Completed", 460, 80), ("Priority", 542, 70), ("Title", 614, 520), ("Start Date", 1136, 150),
                 ("Due Date", 1288, 150), ("% Complete", 1440, 110), ("Calendar Name", 1552, 200)]
        for n, x, w in heads:
            rows.append(r("table-column-header", n, n, x, 140, w, 26))
        shown = sorted(tasks, key=key)
        if flt == "Current Tasks":
            shown = [x for x in shown if x["pct"] < 100]
        for i, tk in enumerate(shown):
            y = 168 + 28 * i
            vals = ["Completed" if tk["pct"] == 100 else "", tk["prio"], tk["title"], tk["start"], tk["due"], f"{tk['pct']}%", tk["cal"]]
            for (_n, x, w), v in zip(heads, vals):
                rows.append(r("table-cell", "", v, x, y, w, 26))
        if sel:
            tk = next(x for x in tasks if x["title"] == sel)
            rows += [r("label", "", "Title:", 470, 720, 120, 20), r("label", "", tk["title"], 600, 720, 600, 20),
                     r("label", "", "Priority:", 470, 746, 120, 20), r("label", "", tk["prio"] or "Normal", 600, 746, 300, 20),
                     r("label", "", "Status:", 470, 772, 120, 20),
                     r("label", "", f"Completed {tk['done']}" if tk["pct"] == 100 else ("In Process" if tk["pct"] else "Not Started"), 600, 772, 400, 20),
                     r("label", "", "Due Date:", 470, 798, 120, 20), r("label", "", tk["due"] or "\u2014", 600, 798, 300, 20),
                     r("label", "", "Calendar:", 470, 824, 120, 20), r("label", "", tk["cal"], 600, 824, 300, 20)]
        rows += extra or []
        return desk("Thunderbird Mail", rows, clk(t))

    def editor(title: str, due: str, cal: str, prio: str, menu: bool = False) -> list[Row]:
        out = [r("frame", f"New Task: {title}" if title else "New Task", "", 520, 140, 880, 760)]
        for i, m in enumerate(["File", "Edit", "View", "Options"]):
            out.append(r("menu", m, "", 530 + 70 * i, 172, 66, 24))
        out += hrow(200, 530, [("push-button", "Save and Close", "", 140), ("push-button", "Save", "", 70),
                               ("push-button", "Delete", "", 80), ("push-button", "Attach", "", 80),
                               ("push-button", "Privacy", "", 80), ("push-button", "Priority", "", 80)], h=34)
        out += [r("label", "", "Title:", 540, 258, 100, 20), r("entry", "Title:", title, 650, 252, 720, 30),
                r("label", "", "Location:", 540, 296, 100, 20), r("entry", "Location:", "", 650, 290, 720, 30),
                r("label", "", "Category:", 540, 334, 100, 20), r("combo-box", "Category:", "None", 650, 328, 240, 30),
                r("label", "", "Calendar:", 900, 334, 80, 20), r("combo-box", "Calendar:", cal, 990, 328, 240, 30),
                r("check-box", "Start", "", 540, 372, 100, 24), r("text", "Start date", "", 650, 370, 160, 28),
                r("check-box", "Due Date", "", 540, 410, 100, 24), r("text", "Due date", due, 650, 408, 160, 28),
                r("text", "Due time", "12:00 PM" if due else "", 820, 408, 120, 28),
                r("label", "", "Status:", 540, 452, 100, 20), r("combo-box", "Status:", "Not Specified", 650, 446, 240, 30),
                r("label", "", "% Complete:", 900, 452, 100, 20), r("spin-button", "% Complete", "0", 1010, 446, 80, 30),
                r("label", "", "Description:", 540, 496, 120, 20), r("text", "Description", "", 540, 520, 830, 300),
                r("label", "", f"Priority: {prio}" if prio else "", 1200, 870, 180, 20)]
        if menu:
            out += [r("menu", "", "", 1000, 236, 200, 116)] + [r("menu-item", m, m, 1002, 240 + 28 * i, 196, 26) for i, m in enumerate(
                ["Not Specified", "Low", "Normal", "High"])]
        return out

    st0 = desk("Thunderbird Mail", tb_mail(acct, [(acct, 0), ("Inbox", 1), ("Drafts", 1), ("Sent", 1), ("Trash", 1)], "Inbox",
                                           [("Offsite venue shortlist", "Lina Haddad", "3/13/2024, 6:02 PM", True),
                                            ("Expense policy reminder", "Finance Team", "3/12/2024, 9:00 AM", False),
                                            ("Domain renewal notice: northwind.dev", "Gandi", "3/11/2024, 7:31 AM", False)]), clk("10:15"))
    turns = []
    turns.append((code("pyautogui.click(92, 260)"), view("Current Tasks", None, "10:15")))
    turns.append((code("pyautogui.click(187, 116)"), view("Current Tasks", None, "10:16", editor("", "", "Home", ""))))
    turns.append((code("pyautogui.click(1010, 267)\npyautogui.write('Renew domain northwind.dev')"),
                  view("Current Tasks", None, "10:16", editor("Renew domain northwind.dev", "", "Home", ""))))
    turns.append((code("pyautogui.click(550, 422)\npyautogui.click(730, 422)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('03/22/2024')\npyautogui.press('tab')"),
                  view("Current Tasks", None, "10:17", editor("Renew domain northwind.dev", "03/22/2024", "Home", ""))))
    turns.append((code("pyautogui.click(1110, 343)\npyautogui.click(1110, 405)"),
                  view("Current Tasks", None, "10:17", editor("Renew domain northwind.dev", "03/22/2024", "Work", ""))))
    turns.append((code("pyautogui.click(1040, 217)"),
                  view("Current Tasks", None, "10:18", editor("Renew domain northwind.dev", "03/22/2024", "Work", "", menu=True))))
    turns.append((code("pyautogui.click(1050, 337)"),
                  view("Current Tasks", None, "10:18", editor("Renew domain northwind.dev", "03/22/2024", "Work", "High"))))
    tasks.append({"title": "Renew domain northwind.dev", "prio": "High", "start": "", "due": "03/22/2024", "pct": 0, "cal": "Work", "done": ""})
    turns.append((code("pyautogui.click(600, 217)"), view("Current Tasks", None, "10:19")))
    tasks[0]["pct"] = 100
    tasks[0]["done"] = "03/14/2024 10:20 AM"
    turns.append((code("pyautogui.click(500, 181)"), view("Current Tasks", None, "10:20")))
    turns.append((code("pyautogui.click(200, 519)"), view("All", None, "10:20")))
    turns.append((code("pyautogui.click(860, 209)"), view("All", "Submit expense report", "10:21")))
    rs.add(task="os", tid="h39-os-12", system=system(
        "In Thunderbird Tasks, add a high-priority task 'Renew domain northwind.dev' in the Work calendar due 03/22/2024, mark 'Submit expense report' as completed, then show all tasks and check the completed one's details."),
        turns=turns, state=st0)


# 13 Passwords and Keys (Seahorse) - bad
def t13(rs: RowSet) -> None:
    keys_ = ["Jonas Keller <jonas.keller@kestrel-labs.eu>", "Tails developers <tails@boum.org>",
             "Ubuntu Archive Automatic Signing Key (2018) <ftpmaster@ubuntu.com>"]
    kid = "5C3A9E1B7D20F468"
    fpr = "A4F1 0C9B 22E7 5D83 3B6F  91AE 5C3A 9E1B 7D20 F468"
    sub = "0E84B27C93DA15F1"
    uid = "Lena Fischer <lena.fischer@kestrel-labs.eu>"

    def main(extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Passwords and Keys", "", 260, 120, 1400, 840),
                r("push-button", "New\u2026", "", 270, 130, 34, 34), r("toggle-button", "Search", "", 310, 130, 34, 34),
                r("label", "", "Passwords and Keys", 880, 138, 200, 20), r("push-button", "Main menu", "", 1570, 130, 34, 34),
                r("push-button", "Close", "", 1614, 130, 34, 34)]
        side = [("Passwords", True), ("Login", False), ("Certificates", True), ("Default trust", False), ("User Key Storage", False),
                ("System Trust", False), ("Secure Shell", True), ("OpenSSH keys", False), ("PGP Keys", True), ("GnuPG keys", False)]
        y = 180
        for n, hdr in side:
            rows.append(r("label" if hdr else "list-item", n, n, 270, y, 260, 30))
            y += 32
        rows.append(r("label", "", "GnuPG keys", 560, 180, 200, 22))
        for i, k in enumerate(sorted(keys_, key=str.lower)):
            rows += [r("list-item", k, k, 560, 214 + 48 * i, 1080, 46), r("label", "", "Personal PGP key" if k.startswith("Lena") else "PGP key", 600, 238 + 48 * i, 300, 18)]
        rows += extra or []
        return rows

    def scr(t: str, extra: list[Row] | None = None) -> str:
        return desk("Passwords and Keys", main(extra), clk(t), running=("Passwords and Keys",))

    pick = [r("dialog", "Create new item", "", 700, 300, 520, 360), r("label", "", "Select type to create", 860, 316, 200, 22)]
    for i, (n, d) in enumerate([("Password keyring", "Used to store application and network passwords"),
                                ("GPG key", "Used to encrypt email and files"),
                                ("Secure Shell key", "Used to access other computers")]):
        pick += [r("list-item", n, n, 720, 360 + 70 * i, 480, 66), r("label", "", d, 740, 392 + 70 * i, 440, 18)]

    def newkey(name: str, email: str, adv: bool, strength: str = "2048", expires: str = "") -> list[Row]:
        out = [r("dialog", "New PGP Key", "", 680, 240, 560, 520),
               r("push-button", "Cancel", "", 692, 250, 90, 34), r("label", "", "New PGP Key", 900, 256, 120, 22),
               r("push-button", "Create", "", 1138, 250, 90, 34),
               r("label", "", "A PGP key allows you to encrypt email or files to other people.", 700, 304, 520, 20),
               r("label", "", "Full Name", 700, 344, 120, 20), r("entry", "Full Name", name, 830, 338, 390, 32),
               r("label", "", "Email Address", 700, 384, 120, 20), r("entry", "Email Address", email, 830, 378, 390, 32),
               r("label", "", "Comment", 700, 424, 120, 20), r("entry", "Comment", "", 830, 418, 390, 32),
               r("toggle-button", "Advanced key options", "", 700, 464, 240, 28)]
        if adv:
            out += [r("label", "", "Encryption Type", 720, 504, 140, 20), r("combo-box", "Encryption Type", "RSA", 880, 498, 340, 32),
                    r("label", "", "Key Strength (bits)", 720, 544, 160, 20), r("spin-button", "Key Strength (bits)", strength, 880, 538, 120, 32),
                    r("label", "", "Expiration Date", 720, 584, 140, 20), r("text", "Expiration Date", expires, 880, 578, 160, 32),
                    r("check-box", "Never expires", "", 1050, 582, 160, 24)]
        return out

    pin = [r("dialog", "Passphrase for new PGP key", "", 740, 360, 440, 260),
           r("label", "", "Enter the passphrase for your new key twice.", 760, 390, 400, 20),
           r("label", "", "Passphrase:", 760, 430, 110, 20), r("password-text", "Passphrase:", "\u25cf" * 18, 880, 424, 280, 32),
           r("label", "", "Repeat:", 760, 470, 110, 20), r("password-text", "Repeat:", "\u25cf" * 18, 880, 464, 280, 32),
           r("push-button", "Cancel", "", 960, 560, 100, 34), r("push-button", "OK", "", 1066, 560, 100, 34)]

    def props(tab: str, sig_id: str = kid) -> list[Row]:
        out = [r("frame", "Lena Fischer", "", 620, 200, 720, 620)]
        for i, t in enumerate(["Owner", "Names and Signatures", "Details"]):
            out.append(r("page-tab", t, "", 640 + 200 * i, 250, 196, 30))
        if tab == "Owner":
            out += [r("image", "Photo", "", 650, 300, 120, 140), r("push-button", "Add Photo", "", 650, 450, 120, 30),
                    r("label", "", "Name:", 800, 306, 100, 20), r("label", "", "Lena Fischer", 920, 306, 380, 20),
                    r("label", "", "Email:", 800, 334, 100, 20), r("label", "", "lena.fischer@kestrel-labs.eu", 920, 334, 380, 20),
                    r("label", "", "Comment:", 800, 362, 100, 20), r("label", "", "", 920, 362, 380, 20),
                    r("label", "", "Key ID:", 800, 390, 100, 20), r("label", "", kid, 920, 390, 380, 20),
                    r("label", "", "Type:", 800, 418, 100, 20), r("label", "", "Personal PGP key", 920, 418, 380, 20),
                    r("push-button", "Change Passphrase", "", 800, 470, 180, 32)]
        elif tab == "Names and Signatures":
            out += [r("label", "", "User IDs", 650, 300, 200, 20),
                    r("tree-item", uid, uid, 650, 326, 660, 28),
                    r("tree-item", "", f"{sig_id}  Lena Fischer <lena.fischer@kestrel-labs.eu>  (self-signature)", 680, 356, 630, 26),
                    r("push-button", "Add Name\u2026", "", 650, 400, 130, 30), r("push-button", "Make Primary", "", 786, 400, 130, 30),
                    r("push-button", "Sign", "", 922, 400, 80, 30), r("push-button", "Delete", "", 1008, 400, 80, 30)]
        else:
            out += [r("label", "", "Key ID:", 650, 306, 130, 20), r("label", "", kid, 790, 306, 400, 20),
                    r("label", "", "Type:", 650, 332, 130, 20), r("label", "", "RSA", 790, 332, 400, 20),
                    r("label", "", "Strength:", 650, 358, 130, 20), r("label", "", "3072", 790, 358, 400, 20),
                    r("label", "", "Fingerprint:", 650, 384, 130, 20), r("label", "", fpr, 790, 384, 520, 20),
                    r("label", "", "Created:", 650, 410, 130, 20), r("label", "", "2024-03-14", 790, 410, 400, 20),
                    r("label", "", "Expires:", 650, 436, 130, 20), r("label", "", "2026-03-14", 790, 436, 400, 20),
                    r("label", "", "Owner Trust:", 650, 462, 130, 20), r("combo-box", "Owner Trust", "Ultimate", 790, 456, 200, 30),
                    r("push-button", "Export Secret Key\u2026", "", 1100, 456, 200, 30),
                    r("label", "", "Subkeys", 650, 510, 200, 20)]
            for n, x, w in [("ID", 650, 180), ("Type", 832, 70), ("Usage", 904, 150), ("Created", 1056, 100),
                            ("Expires", 1158, 100), ("Strength", 1260, 70)]:
                out.append(r("table-column-header", n, n, x, 536, w, 24))
            for j, vals in enumerate([(kid, "RSA", "Sign, Certify", "2024-03-14", "2026-03-14", "3072"),
                                      (sub, "RSA", "Encrypt", "2024-03-14", "2026-03-14", "3072")]):
                for (_n, x, w), v in zip([("ID", 650, 180), ("Type", 832, 70), ("Usage", 904, 150), ("Created", 1056, 100),
                                         ("Expires", 1158, 100), ("Strength", 1260, 70)], vals):
                    out.append(r("table-cell", "", v, x, 562 + 28 * j, w, 26))
            out += [r("push-button", "Add", "", 650, 630, 80, 30), r("push-button", "Delete", "", 736, 630, 80, 30),
                    r("push-button", "Expire", "", 822, 630, 80, 30)]
        out.append(r("push-button", "Close", "", 1298, 208, 34, 34))
        return out

    def chooser(name: str) -> list[Row]:
        out = [r("dialog", "Export PGP Key", "", 520, 200, 880, 620),
               r("push-button", "Cancel", "", 532, 210, 90, 34), r("label", "", "Export PGP Key", 900, 216, 140, 22),
               r("push-button", "Export", "", 1298, 210, 90, 34),
               r("label", "", "Name", 560, 264, 60, 20), r("entry", "Name", name, 630, 258, 520, 32),
               r("combo-box", "", "Armored PGP keys", 1160, 258, 220, 32)]
        for i, p in enumerate(["Recent", "Home", "Documents", "Downloads", "Desktop"]):
            out.append(r("list-item", p, p, 530, 310 + 32 * i, 200, 30))
        for n, x, w in [("Name", 740, 400), ("Size", 1142, 100), ("Modified", 1244, 140)]:
            out.append(r("table-column-header", n, n, x, 306, w, 26))
        for i, (n, s, m) in enumerate([("Desktop", "", "Mar 12"), ("Documents", "", "Mar 13"), ("Downloads", "", "Mar 14"),
                                       ("Music", "", "Oct 2 2023"), ("Pictures", "", "Mar 9"), ("Videos", "", "Feb 21"),
                                       ("kestrel-vpn.ovpn", "4.3 kB", "Feb 7")]):
            for (_n, x, w), v in zip([("Name", 740, 400), ("Size", 1142, 100), ("Modified", 1244, 140)], (n, s, m)):
                out.append(r("table-cell", "", v, x, 334 + 28 * i, w, 26))
        return out

    st0 = scr("17:40")
    turns = []
    turns.append((code("pyautogui.click(287, 147)"), scr("17:40", pick)))
    turns.append((code("pyautogui.click(960, 463)"), scr("17:41", newkey("", "", False))))
    turns.append((code("pyautogui.click(1025, 354)\npyautogui.write('Lena Fischer')\npyautogui.click(1025, 394)\npyautogui.write('lena.fischer@kestrel-labs.eu')"),
                  scr("17:41", newkey("Lena Fischer", "lena.fischer@kestrel-labs.eu", False))))
    turns.append((code("pyautogui.click(820, 478)\npyautogui.tripleClick(940, 554)\npyautogui.write('3072')\npyautogui.click(1062, 594)\n"
                       "pyautogui.tripleClick(960, 594)\npyautogui.write('2026-03-14')"),
                  scr("17:42", newkey("Lena Fischer", "lena.fischer@kestrel-labs.eu", True, "3072", "2026-03-14"))))
    turns.append((code("pyautogui.click(1183, 267)"), scr("17:42", pin[:3] + [r("password-text", "Passphrase:", "", 880, 424, 280, 32)] + pin[4:5]
                                                         + [r("password-text", "Repeat:", "", 880, 464, 280, 32)] + pin[6:])))
    keys_.append(uid)
    turns.append((code("pyautogui.write('tundra-Copper-41-maple')\npyautogui.press('tab')\npyautogui.write('tundra-Copper-41-maple')\npyautogui.press('enter')"),
                  scr("17:43")))
    idx = sorted(keys_, key=str.lower).index(uid)
    turns.append((code(f"pyautogui.doubleClick(900, {214 + 48 * idx + 23})"), scr("17:43", props("Owner"))))
    turns.append((code("pyautogui.click(1138, 265)"), scr("17:44", props("Details"))))
    turns.append((code("pyautogui.click(938, 265)"), scr("17:44", props("Names and Signatures", "5C3A9E1B7D20F486"))))
    turns.append((code("pyautogui.click(1315, 225)"), scr("17:45")))
    turns.append((code(f"pyautogui.rightClick(900, {214 + 48 * idx + 23})\npyautogui.click(1010, 306)"), scr("17:45", chooser("Lena Fischer.asc"))))
    turns.append((code("pyautogui.tripleClick(890, 274)\npyautogui.write('lena-pubkey.asc')\npyautogui.click(1343, 227)"), scr("17:46")))
    rs.add(task="os", tid="h39-os-13", system=system(
        "In Passwords and Keys, create a new GPG key for Lena Fischer <lena.fischer@kestrel-labs.eu> (RSA, 3072 bits, expiring on 2026-03-14; passphrase tundra-Copper-41-maple), check its properties and export the public key to ~/lena-pubkey.asc."),
        turns=turns, state=st0, bad=True, turn=9,
        kind="key ID on the self-signature differs in its last two hex digits from the new key's ID shown before")


# 14 Weather locations - clean
def t14(rs: RowSet) -> None:
    wx = {"Toronto": ("Ontario, Canada", "2\u00b0", "Overcast", 7, [2, 2, 3, 4, 5, 6, 6, 5, 4, 3]),
          "Oslo": ("Norway", "\u22124\u00b0", "Light snow", 12, [-4, -3, -3, -2, -2, -3, -4, -5, -5, -6]),
          "Porto": ("Porto, Portugal", "17\u00b0", "Partly cloudy", 11, [17, 18, 18, 19, 18, 17, 16, 15, 14, 14]),
          "Valpara\u00edso": ("Valpara\u00edso, Chile", "14\u00b0", "Clear sky", 8, [14, 15, 17, 19, 21, 23, 24, 24, 23, 21])}
    saved = ["Toronto", "Oslo"]

    def main(place: str, updated: str) -> list[Row]:
        sub, temp, cond, hour, hourly = wx[place]
        rows = [r("frame", "Weather", "", 460, 150, 1000, 760),
                r("menu-button", "Places", place, 472, 160, 200, 34), r("push-button", "Refresh", "", 1330, 160, 34, 34),
                r("push-button", "Main menu", "", 1370, 160, 34, 34), r("push-button", "Close", "", 1416, 160, 34, 34),
                r("label", "", place, 500, 230, 400, 30), r("label", "", sub, 500, 264, 400, 20),
                r("label", "", temp, 500, 300, 160, 90), r("label", "", cond, 680, 330, 300, 26),
                r("label", "", updated, 500, 400, 300, 18),
                r("toggle-button", "Hourly", "Hourly", 840, 450, 110, 32), r("toggle-button", "Daily", "Daily", 954, 450, 110, 32)]
        for i, t in enumerate(hourly):
            x = 500 + 92 * i
            rows += [r("label", "", f"{(hour + i) % 24:02d}:00", x, 510, 80, 18), r("image", "", "", x + 20, 536, 40, 40),
                     r("label", "", f"{t}\u00b0".replace("-", "\u2212"), x + 20, 590, 40, 20)]
        return rows

    def places(text: str, results: list[tuple[str, str]] | None) -> list[Row]:
        out = [r("menu", "", "", 472, 198, 360, 420), r("entry", "Search for a city", text, 484, 210, 336, 34)]
        if results is not None:
            for i, (n, s) in enumerate(results):
                out += [r("list-item", n, n, 484, 256 + 56 * i, 336, 52), r("label", "", s, 500, 282 + 56 * i, 300, 18)]
        else:
            for i, n in enumerate(saved):
                out += [r("list-item", n, n, 484, 256 + 56 * i, 336, 52), r("label", "", wx[n][0], 500, 282 + 56 * i, 240, 18),
                        r("label", "", wx[n][1], 740, 266 + 56 * i, 40, 22), r("push-button", "Remove", "", 786, 264 + 56 * i, 28, 28)]
        return out

    def scr(place: str, updated: str, t: str, extra: list[Row] | None = None) -> str:
        return desk("Weather", main(place, updated) + (extra or []), clk(t), running=("Weather",))

    st0 = scr("Toronto", "Updated 9 minutes ago", "07:12")
    turns = []
    turns.append((code("pyautogui.click(572, 177)"), scr("Toronto", "Updated 9 minutes ago", "07:12", places("", None))))
    turns.append((code("pyautogui.write('Porto')"), scr("Toronto", "Updated 9 minutes ago", "07:12", places("Porto", [
        ("Porto", "Porto, Portugal"), ("Porto Alegre", "Rio Grande do Sul, Brazil"), ("Porto-Vecchio", "Corsica, France")]))))
    saved.insert(0, "Porto")
    turns.append((code("pyautogui.click(652, 282)"), scr("Porto", "Updated just now", "07:13")))
    turns.append((code("pyautogui.click(572, 177)\npyautogui.write('Valpara\u00edso')"), scr("Porto", "Updated just now", "07:14", places("Valpara\u00edso", [
        ("Valpara\u00edso", "Valpara\u00edso, Chile"), ("Valpara\u00edso", "Zacatecas, Mexico")]))))
    saved.insert(0, "Valpara\u00edso")
    turns.append((code("pyautogui.click(652, 282)"), scr("Valpara\u00edso", "Updated just now", "07:14")))
    turns.append((code("pyautogui.click(572, 177)"), scr("Valpara\u00edso", "Updated 1 minute ago", "07:15", places("", None))))
    saved.remove("Oslo")
    turns.append((code("pyautogui.click(800, 446)"), scr("Valpara\u00edso", "Updated 1 minute ago", "07:15", places("", None))))
    turns.append((code("pyautogui.click(600, 338)"), scr("Porto", "Updated 4 minutes ago", "07:17")))
    wx["Porto"] = ("Porto, Portugal", "18\u00b0", "Mostly cloudy", 11, [18, 18, 19, 19, 18, 17, 16, 15, 15, 14])
    turns.append((code("pyautogui.click(1347, 177)"), scr("Porto", "Updated just now", "07:18")))
    rs.add(task="os", tid="h39-os-14", system=system(
        "In Weather, add Porto (Portugal) and Valpara\u00edso (Chile) to the places, remove Oslo, then open Porto and refresh its forecast."),
        turns=turns, state=st0)


# 15 Software updates - clean
def t15(rs: RowSet) -> None:
    apps = [["Firefox", "123.0.1 \u2192 124.0.1", "87.3 MB", "Update"],
            ["Spotify", "1.2.31.1205 \u2192 1.2.33.1039", "172.9 MB", "Update"],
            ["Thunderbird", "115.8.0 \u2192 115.9.0", "63.5 MB", "Update"]]
    os_row = ["Operating System Updates", "Includes performance, stability and security improvements.", "214.7 MB", "Download"]
    fw = ["ThinkPad T14 Gen 3 System Firmware", "0.1.52 \u2192 0.1.57", "32.0 MB", "Update"]

    def head(page: str, count: int) -> list[Row]:
        rows = [r("frame", "Software", "", 260, 80, 1400, 900), r("push-button", "Refresh", "", 272, 90, 34, 34)]
        for i, p in enumerate(["Explore", "Installed", "Updates"]):
            label = f"{p} ({count})" if p == "Updates" and count else p
            rows.append(r("toggle-button", p, label, 760 + 140 * i, 90, 136, 40))
        rows += [r("toggle-button", "Search", "", 1570, 90, 34, 34), r("push-button", "Main menu", "", 1614, 90, 34, 34)]
        return rows

    def updates(checking: bool = False, os_state: str = "") -> list[Row]:
        n = (1 if os_row else 0) + len(apps) + (1 if fw else 0)
        rows = head("Updates", n)
        if checking:
            return rows + [r("label", "", "Checking for updates\u2026", 860, 480, 200, 22), r("animation", "", "", 930, 430, 40, 40)]
        y = 160
        rows += [r("label", "", "Requires Restart", 560, y, 300, 22)]
        rows += [r("list-item", os_row[0], os_row[0], 560, y + 30, 800, 70), r("label", "", os_row[1], 630, y + 60, 500, 18),
                 r("label", "", os_state or os_row[2], 1140, y + 50, 120, 18), r("push-button", os_row[3], "", 1270, y + 46, 80, 32)]
        y += 130
        if apps:
            rows += [r("label", "", "Application Updates", 560, y, 300, 22), r("push-button", "Update All", "", 1260, y - 6, 100, 32)]
            for i, (a, ver, size, st) in enumerate(apps):
                yy = y + 30 + 72 * i
                rows += [r("list-item", a, a, 560, yy, 800, 70), r("label", "", ver, 630, yy + 38, 400, 18),
                         r("label", "", size, 1140, yy + 26, 120, 18)]
                if st == "Update":
                    rows.append(r("push-button", "Update", "", 1270, yy + 19, 80, 32))
                else:
                    rows += [r("progress-bar", "", "", 1040, yy + 50, 220, 6), r("label", "", st, 1040, yy + 26, 100, 18)]
            y += 30 + 72 * len(apps) + 30
        rows += [r("label", "", "Device Firmware", 560, y, 300, 22),
                 r("list-item", fw[0], fw[0], 560, y + 30, 800, 70), r("label", "", fw[1], 630, y + 68, 400, 18),
                 r("label", "", fw[2], 1140, y + 56, 120, 18), r("push-button", "Update", "", 1270, y + 49, 80, 32)]
        return rows

    def scr(rows: list[Row], t: str) -> str:
        return desk("Software", rows, clk(t))

    explore = head("Explore", 5)
    explore += [r("label", "", "Editor\u2019s Choice", 560, 170, 300, 24)]
    for i, (a, d) in enumerate([("Foliate", "Read e-books in style"), ("Shortwave", "Listen to internet radio"),
                                ("Fragments", "Download files with BitTorrent"), ("Blanket", "Listen to ambient sounds"),
                                ("Krita", "Digital painting"), ("Obsidian", "A knowledge base on local Markdown files")]):
        explore += [r("push-button", a, a, 560 + 270 * (i % 3), 210 + 120 * (i // 3), 260, 110),
                    r("label", "", d, 580 + 270 * (i % 3), 270 + 120 * (i // 3), 220, 18)]
    explore += [r("label", "", "Categories", 560, 470, 300, 24)]
    for i, c in enumerate(["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Audio & Video", "Graphics & Photography",
                           "Productivity", "Communication & News", "Education & Science", "Games"]):
        explore.append(r("push-button", c, c, 560 + 200 * (i % 4), 510 + 60 * (i // 4), 190, 50))
    st0 = scr(explore, "08:40")
    turns = []
    turns.append((code("pyautogui.click(1108, 110)"), scr(updates(), "08:40")))
    turns.append((code("pyautogui.click(289, 107)"), scr(updates(checking=True), "08:41")))
    apps.insert(1, ["GIMP", "2.10.36 \u2192 2.10.38", "45.2 MB", "Update"])
    turns.append((code("import time\ntime.sleep(10)"), scr(updates(), "08:41")))
    apps[0][3] = "34%"
    turns.append((code("pyautogui.click(1310, 355)"), scr(updates(), "08:42")))
    apps.pop(0)
    apps[0][3] = "58%"
    apps[1][3] = "Pending"
    apps[2][3] = "Pending"
    turns.append((code("import time\ntime.sleep(20)\npyautogui.click(1310, 300)"), scr(updates(), "08:43")))
    apps.clear()
    turns.append((code("import time\ntime.sleep(45)"), scr(updates(), "08:44")))
    os_row[3] = "Cancel"
    turns.append((code("pyautogui.click(1310, 222)"), scr(updates(os_state="131.0 MB of 214.7 MB"), "08:45")))
    os_row[3] = "Restart & Update"
    turns.append((code("import time\ntime.sleep(40)"), scr(updates(os_state="Downloaded"), "08:46")))
    pk = [("linux-image-6.5.0-26-generic", "6.5.0-26.26~22.04.1", "14.1 MB"), ("linux-modules-6.5.0-26-generic", "6.5.0-26.26~22.04.1", "22.8 MB"),
          ("linux-modules-extra-6.5.0-26-generic", "6.5.0-26.26~22.04.1", "112.5 MB"), ("linux-firmware", "20220329.git681281e4-0ubuntu3.29", "52.1 MB"),
          ("libssl3", "3.0.2-0ubuntu1.15", "1.9 MB"), ("openssl", "3.0.2-0ubuntu1.15", "1.2 MB"),
          ("libnss3", "2:3.98-0ubuntu0.22.04.1", "1.4 MB"), ("gnome-shell", "42.9-0ubuntu2.2", "1.0 MB"),
          ("mutter-common", "42.9-0ubuntu7", "56.4 kB"), ("tzdata", "2024a-0ubuntu0.22.04", "349.1 kB")]
    dlg = [r("dialog", "Operating System Updates", "", 560, 180, 800, 640),
           r("label", "", "Operating System Updates", 820, 196, 280, 22), r("push-button", "Close", "", 1316, 190, 34, 34),
           r("label", "", "Includes performance, stability and security improvements.", 600, 240, 700, 18)]
    for i, (p, v, s) in enumerate(pk):
        dlg += [r("list-item", p, p, 600, 276 + 52 * i, 720, 50), r("label", "", v, 620, 302 + 52 * i, 400, 18),
                r("label", "", s, 1200, 290 + 52 * i, 100, 18)]
    turns.append((code("pyautogui.click(800, 225)"), scr(updates(os_state="Downloaded") + dlg, "08:46")))
    rs.add(task="os", tid="h39-os-15", system=system(
        "Open Software, refresh the update list, install all application updates, download the operating system updates (do not restart yet) and look at which packages they include."),
        turns=turns, state=st0)


# 16 LibreOffice Writer mail merge - bad
def t16(rs: RowSet) -> None:
    title = "invitation_template.odt"
    body = ["Kestrel Labs \u00b7 14 Rue des Lilas \u00b7 69003 Lyon",
            "",
            "Lyon, 14 March 2024",
            "",
            "Spring Open House \u2014 Thursday 4 April 2024",
            "",
            "We are delighted to invite you to the Kestrel Labs Spring Open House on Thursday 4 April 2024, from 17:00 to 21:00, at our new workshop in the Confluence district.",
            "There will be live demonstrations of our hydrology sensors, short talks by the engineering team and a buffet on the terrace.",
            "Please confirm your attendance by 28 March by replying to events@kestrel-labs.eu.",
            "We look forward to seeing you.",
            "",
            "Hugo Lambert",
            "Events Coordinator, Kestrel Labs"]
    block = ["<Title> <First Name> <Last Name>", "<Address Line 1>", "<ZIP> <City>", ""]

    def words(lines: list[str]) -> str:
        w = sum(len(ln.split()) for ln in lines)
        c = sum(len(ln) for ln in lines)
        return f"{w} words, {c:,} characters"

    def writer(lines: list[str], modified: bool, t: str, mm: bool = False, extra: list[Row] | None = None) -> str:
        rows = [r("frame", f"{title} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
        x = 72
        for m in ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]:
            w = 16 + 8 * len(m)
            rows.append(r("menu", m, "", x, 64, w, 24))
            x += w
        for i, b in enumerate(["New", "Templates", "Open", "Save", "Export Directly as PDF", "Print Directly", "Toggle Print Preview",
                               "Cut", "Copy", "Paste", "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo",
                               "Find & Replace", "Spelling", "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart",
                               "Insert Text Box", "Insert Page Break", "Insert Field", "Insert Special Character", "Insert Hyperlink",
                               "Insert Footnote", "Insert Comment", "Track Changes"]):
            rows.append(r("push-button", b, "", 76 + 31 * i, 92, 29, 29))
        rows += [r("combo-box", "Paragraph Style", "Default Paragraph Style", 76, 126, 200, 26),
                 r("combo-box", "Font Name", "Liberation Serif", 280, 126, 190, 26), r("combo-box", "Font Size", "12 pt", 474, 126, 70, 26)]
        if mm:
            for i, b in enumerate(["Address List", "First Entry", "Previous Entry", "Next Entry", "Last Entry"]):
                rows.append(r("push-button", b, "", 76 + 31 * i, 158, 29, 29))
            rows += [r("text", "Current Entry", "1", 240, 160, 40, 25), r("check-box", "Exclude recipient", "", 290, 160, 160, 25)]
            for i, b in enumerate(["Edit Individual Documents", "Save Merged Documents", "Print Merged Documents", "Send Email Messages"]):
                rows.append(r("push-button", b, "", 470 + 31 * i, 158, 29, 29))
        y = 240
        for ln in lines:
            rows.append(r("paragraph", "", ln, 560, y, 800, 20))
            y += 22 if len(ln) < 110 else 44
        rows += [r("label", "", "Page 1 of 1", 74, 1052, 110, 22), r("label", "", words(lines), 200, 1052, 240, 22),
                 r("label", "", "Default Page Style", 520, 1052, 150, 22), r("label", "", "English (UK)", 740, 1052, 110, 22),
                 r("label", "Document Modified", "The document has been modified. Click to save the document." if modified
                   else "The document has not been modified since the last save.", 1140, 1052, 24, 22),
                 r("slider", "Zoom", "", 1690, 1052, 140, 22), r("label", "", "100%", 1840, 1052, 50, 22)]
        rows += extra or []
        return desk("LibreOffice Writer", rows, clk(t))

    def props(size: str, modified: str, edit: str, rev: str) -> list[Row]:
        out = [r("dialog", f"Properties of \u201c{title}\u201d", "", 580, 200, 760, 620)]
        for i, t in enumerate(["General", "Description", "Custom Properties", "CMIS Properties", "Security", "Font", "Statistics"]):
            out.append(r("page-tab", t, "", 596 + 104 * i, 214, 100, 28))
        rows = [("Name:", title), ("Type:", "ODF Text Document"), ("Location:", "/home/hugo/Documents/events"), ("Size:", size),
                ("Created:", "11/03/2024, 16:02:11, Hugo Lambert"), ("Modified:", modified),
                ("Digitally signed:", "Document not signed"), ("Last printed:", ""), ("Total editing time:", edit),
                ("Revision number:", rev)]
        for i, (k, v) in enumerate(rows):
            out += [r("label", "", k, 610, 270 + 32 * i, 170, 20), r("label" if i else "entry", k, v, 790, 268 + 32 * i, 520, 24)]
        out += [r("check-box", "Apply user data", "", 610, 606, 200, 22), r("check-box", "Save preview image with this document", "", 610, 634, 320, 22),
                r("push-button", "Reset Properties", "", 610, 670, 160, 30),
                r("push-button", "Help", "", 596, 770, 90, 30), r("push-button", "Reset", "", 1030, 770, 90, 30),
                r("push-button", "OK", "", 1130, 770, 90, 30), r("push-button", "Cancel", "", 1230, 770, 90, 30)]
        return out

    steps = ["1. Select Starting Document", "2. Select Document Type", "3. Insert Address Block", "4. Create Salutation", "5. Adjust Layout"]

    def wizard(step: int, inner: list[Row]) -> list[Row]:
        out = [r("dialog", "Mail Merge Wizard", "", 480, 220, 960, 600), r("label", "", "Steps", 496, 250, 200, 20)]
        for i, s in enumerate(steps):
            out.append(r("list-item", s, s, 496, 276 + 28 * i, 240, 26))
        out.append(r("label", "", steps[step][3:], 760, 250, 600, 24))
        out += inner
        out += hrow(776, 840, [("push-button", "Help", "", 100), ("push-button", "< Back", "", 100), ("push-button", "Next >", "", 100),
                               ("push-button", "Finish", "", 100), ("push-button", "Cancel", "", 100)], h=30)
        return out

    start = [r("radio-button", o, "", 760, 292 + 30 * i, 560, 24) for i, o in enumerate(
        ["Use the current document", "Create a new document", "Start from existing document", "Start from a template",
         "Start from a recently saved starting document"])]
    dtype = [r("label", "", "What type of document do you want to create?", 760, 292, 560, 20),
             r("radio-button", "Letter", "", 760, 322, 200, 24), r("radio-button", "Email message", "", 760, 352, 200, 24),
             r("label", "", "Send letters to a group of recipients. The letters can contain an address block and a salutation.", 760, 392, 600, 40)]

    def addr(current: str, preview: list[str]) -> list[Row]:
        out = [r("label", "", "1. Select the address list containing the address data you want to use.", 760, 292, 600, 20),
               r("push-button", "Select Address List\u2026", "", 1160, 318, 200, 30),
               r("label", "", f"Current address list: {current}", 760, 356, 560, 20),
               r("check-box", "This document should contain an address block", "", 760, 392, 420, 24),
               r("label", "", "2. Select the address block", 760, 428, 400, 20),
               r("push-button", "More\u2026", "", 1260, 454, 100, 30), r("panel", "Preview", "", 760, 496, 600, 150)]
        for i, p in enumerate(preview):
            out.append(r("label", "", p, 780, 510 + 22 * i, 560, 20))
        if preview:
            out += [r("label", "", "Document:", 760, 656, 90, 20), r("push-button", "Previous", "", 860, 652, 30, 28),
                    r("label", "", "1", 896, 656, 30, 20), r("push-button", "Next", "", 930, 652, 30, 28)]
        return out

    pick = [r("dialog", "Select Address List", "", 600, 280, 720, 440),
            r("label", "", "Select an address list. Click 'Add' to select recipients from a different list.", 620, 306, 680, 20),
            r("table-column-header", "Name", "Name", 620, 340, 320, 24), r("table-column-header", "Table", "Table", 942, 340, 200, 24),
            r("table-cell", "", "Bibliography", 620, 366, 320, 24), r("table-cell", "", "biblio", 942, 366, 200, 24),
            r("table-cell", "", "guests_march", 620, 392, 320, 24), r("table-cell", "", "Sheet1", 942, 392, 200, 24)]
    pick += [r("push-button", b, "", 1160, 366 + 38 * i, 140, 32) for i, b in enumerate(["Add\u2026", "Create\u2026", "Filter\u2026", "Edit\u2026", "Change Table\u2026"])]
    pick += [r("push-button", "OK", "", 1100, 670, 90, 30), r("push-button", "Cancel", "", 1200, 670, 90, 30)]

    p0 = props("24.6 kB (25,201 bytes)", "13/03/2024, 18:40:05, Hugo Lambert", "01:12:34", "14")
    st0 = writer(body, False, "10:14")
    turns = []
    turns.append((code("pyautogui.click(96, 76)\npyautogui.click(150, 612)"), writer(body, False, "10:14", extra=p0)))
    turns.append((code("pyautogui.click(1175, 785)"), writer(body, False, "10:15")))
    turns.append((code("pyautogui.click(540, 76)\npyautogui.click(600, 262)"), writer(body, False, "10:15", extra=wizard(0, start))))
    turns.append((code("pyautogui.click(1098, 791)"), writer(body, False, "10:16", extra=wizard(1, dtype))))
    turns.append((code("pyautogui.click(1098, 791)"), writer(body, False, "10:16", extra=wizard(2, addr("[none]", [])))))
    turns.append((code("pyautogui.click(1260, 333)"), writer(body, False, "10:17", extra=wizard(2, addr("[none]", [])) + pick)))
    prev = ["Ms. Amara Osei", "12 Quai Saint-Antoine", "69002 Lyon"]
    turns.append((code("pyautogui.click(780, 404)\npyautogui.click(1145, 685)"), writer(body, False, "10:18", extra=wizard(2, addr("guests_march", prev)))))
    body2 = block + body
    turns.append((code("pyautogui.click(1202, 791)"), writer(body2, True, "10:19", mm=True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), writer(body2, False, "10:20", mm=True)))
    p1 = props("25.9 kB (26,512 bytes)", "14/03/2024, 10:20:41, Hugo Lambert", "01:09:58", "15")
    turns.append((code("pyautogui.click(96, 76)\npyautogui.click(150, 612)"), writer(body2, False, "10:21", mm=True, extra=p1)))
    turns.append((code("pyautogui.click(1175, 785)"), writer(body2, False, "10:21", mm=True)))
    rs.add(task="os", tid="h39-os-16", system=system(
        "Turn invitation_template.odt into a mail-merge letter: with the Mail Merge Wizard use the registered address list guests_march and insert an address block, then save the document and check its properties."),
        turns=turns, state=st0, bad=True, turn=10,
        kind="document's total editing time after a save is lower than before it")


# 17 Document Viewer annotations - clean
def t17(rs: RowSet) -> None:
    doc_title = "Record ocean heat content in 2023"
    pages = {
        1: ["Record ocean heat content in 2023",
            "M. Okonkwo, L. Berthier, S. Haddad, T. Nakamura",
            "Abstract",
            "The upper 2000 m of the world ocean absorbed more heat in 2023 than in any year since modern measurements began.",
            "We combine Argo float profiles with ship-based observations and two reanalyses to estimate the annual change",
            "and its regional distribution, and we discuss the role of the developing El Ni\u00f1o.",
            "Keywords: ocean heat content, Argo, energy imbalance, El Ni\u00f1o"],
        4: ["3. Results",
            "3.1 Global ocean heat content",
            "The 0\u20132000 m ocean heat content (OHC) rose by 15 \u00b1 10 ZJ relative to 2022 (Fig. 2), the largest annual increase",
            "in the IAP record and the fifth consecutive record year. The 0\u2013700 m layer accounts for roughly two thirds of the",
            "change, while the 700\u20132000 m layer continues its steady warming trend of 0.32 W m\u207b\u00b2 since 1991.",
            "Figure 2. Annual OHC anomaly for 0\u20132000 m relative to the 1981\u20132010 baseline, in units of 10\u00b2\u00b2 J.",
            "3.2 Regional patterns",
            "The largest increases occurred in the North Atlantic, the Mediterranean Sea and the southern Indian Ocean. The tropical",
            "Pacific shows the onset of El Ni\u00f1o conditions from May onward, with positive anomalies spreading east of 160\u00b0W.",
            "Table 2 lists the basin-wide changes together with their 95% confidence intervals."]}

    def viewer(page: int, t: str, *, annot_bar: bool = False, note: bool = False, popup: str | None = None,
               side: list[Row] | None = None, zoom: str = "Fit Width", extra: list[Row] | None = None) -> str:
        rows = [r("frame", doc_title, "", 70, 27, 1850, 1053),
                r("toggle-button", "Side pane", "", 80, 36, 34, 34), r("entry", "Page", str(page), 120, 36, 60, 34),
                r("label", "", f"({page} of 18)", 184, 44, 80, 20),
                r("label", "", doc_title, 860, 44, 300, 20),
                r("toggle-button", "Annotate the document", "", 1650, 36, 34, 34), r("toggle-button", "Search", "", 1690, 36, 34, 34),
                r("menu-button", "Zoom", zoom, 1730, 36, 100, 34), r("push-button", "Main menu", "", 1836, 36, 34, 34)]
        if annot_bar:
            rows += [r("toggle-button", "Add text annotation", "", 1580, 76, 34, 34), r("toggle-button", "Highlight text", "", 1618, 76, 34, 34)]
        x0 = 640 if side is None else 840
        rows.append(r("document-frame", "", "", x0 - 40, 120, 880, 940))
        y = 170
        for ln in pages[page]:
            rows.append(r("paragraph", "", ln, x0, y, 800, 20))
            y += 30
        if note:
            rows.append(r("push-button", "Annotation", "", x0 + 810, 232, 24, 24))
        if popup is not None:
            rows += [r("window", "Samira Haddad", "", x0 + 500, 260, 300, 220), r("label", "", "Samira Haddad", x0 + 510, 266, 200, 20),
                     r("push-button", "Close", "", x0 + 766, 262, 28, 28), r("text", "", popup, x0 + 508, 296, 284, 176)]
        rows += side or []
        rows += extra or []
        return desk("Document Viewer", rows, clk(t), running=("Document Viewer",))

    note_text = "check Fig. 2 units: text says ZJ, caption says 10^22 J"
    annots = [r("combo-box", "", "Annotations", 80, 84, 240, 32),
              r("tree-item", "Page 4", "Page 4", 80, 130, 240, 26),
              r("label", "", "Samira Haddad", 100, 160, 220, 20), r("label", "", note_text, 100, 182, 220, 40),
              r("label", "", "14/03/2024, 14:04", 100, 226, 220, 18),
              r("page-tab", "List", "", 80, 1000, 100, 30), r("page-tab", "Add", "", 184, 1000, 100, 30)]
    chooser = [r("dialog", "Save a Copy", "", 520, 200, 880, 600),
               r("push-button", "Cancel", "", 532, 210, 90, 34), r("label", "", "Save a Copy", 910, 216, 120, 22),
               r("push-button", "Save", "", 1298, 210, 90, 34),
               r("label", "", "Name", 560, 264, 60, 20), r("entry", "Name", "ocean-heat-2023.pdf", 630, 258, 520, 32)]
    for i, p in enumerate(["Recent", "Home", "Documents", "Downloads", "papers"]):
        chooser.append(r("list-item", p, p, 530, 310 + 32 * i, 200, 30))
    for i, (n, s, m) in enumerate([("argo-qc-notes.pdf", "1.8 MB", "Feb 28"), ("ocean-heat-2023.pdf", "6.4 MB", "Mar 11"),
                                   ("reanalysis-comparison.pdf", "3.3 MB", "Jan 22"), ("review-form-JGR.docx", "41.2 kB", "Mar 12")]):
        for x, w, v in [(740, 400, n), (1142, 100, s), (1244, 140, m)]:
            chooser.append(r("table-cell", "", v, x, 334 + 28 * i, w, 26))

    st0 = viewer(1, "13:58")
    turns = []
    turns.append((code("pyautogui.tripleClick(150, 53)\npyautogui.write('4')\npyautogui.press('enter')"), viewer(4, "13:59")))
    turns.append((code("pyautogui.click(1667, 53)"), viewer(4, "14:00", annot_bar=True)))
    turns.append((code("pyautogui.click(1597, 93)\npyautogui.click(1462, 244)"), viewer(4, "14:03", annot_bar=True, note=True, popup="")))
    turns.append((code(f"pyautogui.write('{note_text}')"), viewer(4, "14:04", annot_bar=True, note=True, popup=note_text)))
    turns.append((code("pyautogui.click(1420, 276)"), viewer(4, "14:05", annot_bar=True, note=True)))
    turns.append((code("pyautogui.click(97, 53)\npyautogui.click(200, 100)\npyautogui.click(200, 180)"),
                  viewer(4, "14:06", annot_bar=True, note=True, side=annots)))
    turns.append((code("pyautogui.hotkey('ctrl', 'plus')"), viewer(4, "14:06", annot_bar=True, note=True, side=annots, zoom="150%")))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 's')"),
                  viewer(4, "14:07", annot_bar=True, note=True, side=annots, zoom="150%", extra=chooser)))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('ocean-heat-2023-annotated.pdf')\npyautogui.press('enter')"),
                  viewer(4, "14:07", annot_bar=True, note=True, side=annots, zoom="150%")))
    rs.add(task="os", tid="h39-os-17", system=system(
        "In Document Viewer (ocean-heat-2023.pdf is open), go to page 4, add a note next to the OHC sentence saying 'check Fig. 2 units: text says ZJ, caption says 10^22 J', show the annotations list, zoom in one step and save a copy as ocean-heat-2023-annotated.pdf in the same folder."),
        turns=turns, state=st0)


# 18 GNOME Settings power - bad
def t18(rs: RowSet) -> None:
    st = {"remain": "3 hours 12 minutes remaining", "pct": "87 %", "blank": "5 minutes", "suspend": "On", "button": "Suspend"}

    def content(off: int) -> list[Row]:
        items: list[tuple[str, int, dict]] = [
            ("head", 150, {"t": "Battery"}),
            ("bat", 180, {}),
            ("head", 280, {"t": "Power Mode"}),
            ("row", 310, {"t": "Performance", "s": "High performance and power usage.", "tag": "radio-button"}),
            ("row", 372, {"t": "Balanced", "s": "Standard performance and power usage.", "tag": "radio-button"}),
            ("row", 434, {"t": "Power Saver", "s": "Reduced performance and power usage.", "tag": "radio-button"}),
            ("head", 520, {"t": "Power Saving Options"}),
            ("row", 550, {"t": "Dim Screen", "s": "Reduces the screen brightness when the computer is inactive.", "tag": "switch"}),
            ("row", 612, {"t": "Screen Blank", "s": "Turns the screen off after a period of inactivity.", "tag": "combo-box", "v": st["blank"]}),
            ("row", 674, {"t": "Automatic Power Saver", "s": "Enables power saver mode when battery is low.", "tag": "switch"}),
            ("row", 736, {"t": "Automatic Suspend", "s": "Pauses the computer after a period of inactivity.", "v": st["suspend"]}),
            ("head", 822, {"t": "Suspend & Power Button"}),
            ("row", 852, {"t": "Power Button Behavior", "tag": "combo-box", "v": st["button"]}),
            ("row", 914, {"t": "Show Battery Percentage", "tag": "switch"}),
        ]
        out: list[Row] = []
        for kind, y0, d in items:
            y = y0 - off
            if y < 140 or y > 880:
                continue
            if kind == "head":
                out.append(r("label", "", d["t"], 776, y, 300, 22))
            elif kind == "bat":
                out += [r("label", "", "Battery", 776, y + 8, 200, 20), r("level-bar", "", "", 776, y + 34, 560, 8),
                        r("label", "", st["pct"], 1350, y + 28, 60, 20), r("label", "", st["remain"], 776, y + 50, 400, 18)]
            else:
                out += srow(y, d["t"], sub=d.get("s", ""), value=d.get("v", ""), tag=d.get("tag", ""))
        return out

    def scr(off: int, t: str, extra: list[Row] | None = None, pct_shown: bool = False) -> str:
        tray = (r("label", "", st["pct"], 1680, 0, 56, 27),) if pct_shown else ()
        return desk("Settings", settings("Power", content(off), extra=extra), clk(t), running=("Settings",), tray=tray)

    def susp(plugged: bool) -> list[Row]:
        return [r("dialog", "Automatic Suspend", "", 760, 360, 480, 320), r("label", "", "Automatic Suspend", 910, 376, 200, 22),
                r("push-button", "Close", "", 1196, 370, 34, 34),
                r("label", "", "On Battery Power", 790, 430, 200, 20), r("switch", "On Battery Power", "", 1160, 426, 50, 28),
                r("label", "", "Delay", 810, 474, 100, 20), r("combo-box", "Delay", "20 minutes", 1030, 468, 180, 32),
                r("label", "", "Plugged In", 790, 540, 200, 20), r("switch", "Plugged In", "", 1160, 536, 50, 28),
                r("label", "", "Delay", 810, 584, 100, 20),
                r("combo-box", "Delay", "20 minutes" if plugged else "", 1030, 578, 180, 32)]

    st0 = scr(0, "16:02")
    turns = []
    st["remain"] = "4 hours 5 minutes remaining"
    turns.append((code("pyautogui.click(1350, 461)"), scr(0, "16:02")))
    st["pct"] = "86 %"
    st["remain"] = "4 hours 1 minute remaining"
    turns.append((code("pyautogui.moveTo(1100, 600)\npyautogui.scroll(-5)"), scr(300, "16:03")))
    turns.append((code("pyautogui.click(1100, 460)"), scr(300, "16:03", susp(True))))
    turns.append((code("pyautogui.click(1185, 550)"), scr(300, "16:04", susp(False))))
    st["suspend"] = "When on battery power"
    turns.append((code("pyautogui.click(1213, 387)"), scr(300, "16:04")))
    st["blank"] = "3 minutes"
    turns.append((code("pyautogui.click(1365, 640)"), scr(300, "16:05", pct_shown=True)))
    rs.add(task="os", tid="h39-os-18", system=system(
        "In Settings > Power, switch the power mode to Power Saver, keep automatic suspend only for battery power (turn it off when plugged in) and show the battery percentage in the top bar."),
        turns=turns, state=st0, bad=True, turn=6,
        kind="Screen Blank delay changes from 5 to 3 minutes with no action touching it")


# 19 LibreOffice Impress slide master - bad
def t19(rs: RowSet) -> None:
    title = "pitch_deck.odp"
    slides = ["Kestrel Labs \u2014 Seed Round 2024", "The problem: 38% of water lost before the tap", "Our sensor network",
              "How it works", "Pilot results: Vienne and Is\u00e8re", "Market size", "Business model", "Competition",
              "Go-to-market", "Team", "Financials 2024\u20132027", "The ask: \u20ac2.5M"]

    def impress(master: list[str] | None, cur: int, t: str, modified: bool, extra: list[Row] | None = None) -> str:
        rows = [r("frame", f"{title} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
        x = 72
        for m in ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]:
            w = 16 + 8 * len(m)
            rows.append(r("menu", m, "", x, 64, w, 24))
            x += w
        for i, b in enumerate(["New", "Templates", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
                               "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling", "Display Grid", "Helplines While Moving",
                               "Zoom & Pan", "Insert Text Box", "Insert Image", "Insert Table", "Insert Chart", "Insert Audio or Video",
                               "Insert Fontwork Text", "Start from First Slide", "Start from Current Slide", "Slide Layout", "New Slide",
                               "Duplicate Slide", "Delete Slide"]):
            rows.append(r("push-button", b, "", 76 + 31 * i, 92, 29, 29))
        if master is not None:
            rows += [r("tool-bar", "Master View", "", 76, 126, 460, 30)]
            rows += hrow(126, 80, [("push-button", "New Master", "", 100), ("push-button", "Rename Master", "", 120),
                                   ("push-button", "Delete Master", "", 110), ("push-button", "Close Master View", "", 130)], h=30)
            for i, m in enumerate(master):
                rows.append(r("list-item", m, m, 80, 180 + 130 * i, 240, 124))
            body = ["Click to edit the title text format", "Click to edit the outline text format", "Second Outline Level",
                    "Third Outline Level", "Fourth Outline Level", "<date/time>", "<footer>", "<number>"]
        else:
            for i, s in enumerate(slides[:7]):
                rows.append(r("list-item", f"Slide {i + 1}", s, 80, 140 + 130 * i, 240, 124))
            body = [slides[cur - 1], "Smart hydrology sensors for small water utilities", "Lyon \u00b7 March 2024"] if cur == 1 else [slides[cur - 1]]
        rows.append(r("document-presentation", "", "", 360, 150, 1240, 700))
        for i, b in enumerate(body):
            rows.append(r("paragraph", "", b, 420, 200 + 60 * i, 1100, 40))
        side = ["Properties", "Slide Transition", "Animation", "Master Slides", "Styles", "Gallery", "Navigator"]
        rows += [r("push-button", s, "", 1880, 140 + 40 * i, 34, 34) for i, s in enumerate(side)]
        status = f"Master Slide {cur} of {len(master)}" if master is not None else f"Slide {cur} of {len(slides)}"
        rows += [r("label", "", status, 74, 1052, 160, 22), r("label", "", "English (UK)", 520, 1052, 110, 22),
                 r("label", "Document Modified", "The document has been modified. Click to save the document." if modified
                   else "The document has not been modified since the last save.", 1140, 1052, 24, 22),
                 r("slider", "Zoom", "", 1690, 1052, 140, 22), r("label", "", "62%", 1840, 1052, 50, 22)]
        rows += extra or []
        return desk("LibreOffice Impress", rows, clk(t), running=("LibreOffice Impress",))

    rename = [r("dialog", "Rename Master Slide", "", 760, 440, 400, 160), r("label", "", "Name", 780, 480, 80, 20)]

    def ren(name: str) -> list[Row]:
        return rename + [r("entry", "Name", name, 860, 474, 280, 30), r("push-button", "Help", "", 780, 550, 90, 30),
                         r("push-button", "OK", "", 960, 550, 90, 30), r("push-button", "Cancel", "", 1056, 550, 90, 30)]

    palette = ["Black", "Dark Gray 4", "Dark Gray 3", "Dark Gray 2", "Dark Gray 1", "Gray", "Light Gray 1", "Light Gray 2",
               "Light Gray 3", "Light Gray 4", "Light Gray 5", "White", "Yellow", "Gold", "Orange", "Brick", "Red", "Magenta",
               "Purple", "Indigo", "Blue", "Teal", "Green", "Lime", "Dark Blue 1", "Dark Blue 2", "Dark Blue 3", "Dark Blue 4"]

    def props(sel: str | None) -> list[Row]:
        out = [r("dialog", "Slide Properties", "", 560, 200, 800, 620)]
        for i, t in enumerate(["Slide", "Background", "Transparency"]):
            out.append(r("page-tab", t, "", 576 + 120 * i, 214, 116, 28))
        for i, b in enumerate(["None", "Color", "Gradient", "Image", "Pattern", "Hatch"]):
            out.append(r("toggle-button", b, "", 600 + 110 * i, 260, 104, 30))
        if sel is not None:
            out.append(r("combo-box", "Palette:", "standard", 600, 310, 220, 28))
            for i, c in enumerate(palette):
                out.append(r("push-button", c, "", 600 + 26 * (i % 12), 350 + 26 * (i // 12), 24, 24))
            out += [r("label", "", "Active", 1000, 310, 120, 20), r("label", "", "New", 1160, 310, 120, 20),
                    r("label", "", "Name", 1000, 480, 80, 20), r("label", "", sel, 1090, 480, 200, 20)]
        out += [r("push-button", "Help", "", 576, 770, 90, 30), r("push-button", "Reset", "", 1040, 770, 90, 30),
                r("push-button", "OK", "", 1140, 770, 90, 30), r("push-button", "Cancel", "", 1240, 770, 90, 30)]
        return out

    ask = [r("alert", "Page Settings", "", 760, 420, 400, 170),
           r("label", "", "Background settings for all pages?", 790, 450, 340, 20),
           r("push-button", "Yes", "", 940, 540, 90, 30), r("push-button", "No", "", 1040, 540, 90, 30)]
    st0 = impress(None, 1, "09:30", False)
    turns = []
    turns.append((code("pyautogui.click(192, 76)\npyautogui.click(260, 420)"),
                  impress(["Default", "Title, Content"], 1, "09:30", False)))
    turns.append((code("pyautogui.click(244, 141)"), impress(["Default", "Title, Content"], 1, "09:31", False, extra=ren("Default"))))
    turns.append((code("pyautogui.tripleClick(1000, 489)\npyautogui.write('Kestrel Brand')\npyautogui.click(1005, 565)"),
                  impress(["Default", "Title, Content"], 1, "09:31", True)))
    turns.append((code("pyautogui.click(477, 141)"), impress(None, 1, "09:32", True)))
    turns.append((code("pyautogui.click(372, 76)\npyautogui.click(440, 520)\npyautogui.click(754, 228)"), impress(None, 1, "09:32", True, extra=props(None))))
    turns.append((code("pyautogui.click(765, 275)\npyautogui.click(639, 415)"), impress(None, 1, "09:33", True, extra=props("Dark Blue 2"))))
    turns.append((code("pyautogui.click(1185, 785)"), impress(None, 1, "09:33", True, extra=ask)))
    turns.append((code("pyautogui.click(985, 555)"), impress(None, 1, "09:34", True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), impress(None, 1, "09:34", False)))
    rs.add(task="os", tid="h39-os-19", system=system(
        "In pitch_deck.odp, rename the master slide 'Default' to 'Kestrel Brand', then give all slides the 'Dark Blue 2' color background and save."),
        turns=turns, state=st0, bad=True, turn=3,
        kind="master slide renamed to Kestrel Brand is still listed as Default right after the rename")


# 20 Maps saved places - clean
def t20(rs: RowSet) -> None:
    saved = {"Home": "Keizersgracht 452, Amsterdam", "Caf\u00e9 de Jaren": "Nieuwe Doelenstraat 20, Amsterdam",
             "Old office": "Weesperstraat 105, Amsterdam", "Schiphol Plaza": "Evert van de Beekstraat 202, Schiphol"}

    def maps(scale: str, t: str, search: str = "", extra: list[Row] | None = None) -> str:
        rows = [r("frame", "Maps", "", 70, 27, 1850, 1053),
                r("push-button", "Go to Current Location", "", 80, 36, 34, 34), r("push-button", "Zoom Out", "", 120, 36, 34, 34),
                r("push-button", "Zoom In", "", 156, 36, 34, 34),
                r("entry", "Search", search, 760, 36, 400, 34),
                r("push-button", "Saved Places", "", 1740, 36, 34, 34), r("toggle-button", "Route Planner", "", 1780, 36, 34, 34),
                r("push-button", "Main Menu", "", 1820, 36, 34, 34),
                r("map", "", "", 70, 78, 1850, 1002),
                r("label", "", scale, 90, 1040, 80, 18),
                r("label", "", "\u00a9 OpenStreetMap contributors", 1700, 1056, 210, 18)]
        rows += extra or []
        return desk("Maps", rows, clk(t), running=("Maps",))

    def bubble(name: str, lines: list[str], is_saved: bool) -> list[Row]:
        out = [r("popover", "", "", 900, 300, 420, 400), r("label", "", name, 920, 320, 380, 26)]
        for i, ln in enumerate(lines):
            out.append(r("label", "", ln, 920, 356 + 24 * i, 380, 20))
        y = 356 + 24 * len(lines) + 20
        out += hrow(y, 920, [("push-button", "Route", "", 90), ("toggle-button", "Save Place", "Saved" if is_saved else "", 60),
                             ("push-button", "Share Location", "", 60), ("push-button", "Send To\u2026", "", 60)], h=34)
        return out

    def plist() -> list[Row]:
        out = [r("popover", "", "", 1460, 78, 420, 64 * len(saved) + 20)]
        for i, n in enumerate(sorted(saved, key=str.lower)):
            out += [r("list-item", n, n, 1470, 88 + 64 * i, 400, 60), r("label", "", saved[n], 1490, 116 + 64 * i, 360, 18)]
        return out

    rijks = ["Museumstraat 1, 1071 XX Amsterdam", "Museum", "Opening hours: Mo-Su 09:00-17:00", "Website: rijksmuseum.nl",
             "Phone: +31 20 674 7000", "Wheelchair access: yes",
             "The Rijksmuseum is the national museum of the Netherlands, dedicated to Dutch arts and history."]
    old = ["Weesperstraat 105, 1018 VN Amsterdam", "Office building", "Amsterdam-Centrum"]
    sugg = [r("popover", "", "", 760, 72, 400, 200)]
    for i, (n, a) in enumerate([("Rijksmuseum", "Museumstraat 1, Amsterdam"), ("Rijksmuseum Twenthe", "Lasondersingel 129, Enschede"),
                                ("Rijksmuseum Boerhaave", "Lange Sint Agnietenstraat 10, Leiden")]):
        sugg += [r("list-item", n, n, 770, 82 + 60 * i, 380, 56), r("label", "", a, 790, 108 + 60 * i, 340, 18)]

    st0 = maps("1 km", "12:10")
    turns = []
    turns.append((code("pyautogui.click(960, 53)\npyautogui.write('Rijksmuseum')"), maps("1 km", "12:10", "Rijksmuseum", sugg)))
    turns.append((code("pyautogui.click(960, 110)"), maps("100 m", "12:11", "Rijksmuseum", bubble("Rijksmuseum", rijks, False))))
    saved["Rijksmuseum"] = "Museumstraat 1, Amsterdam"
    turns.append((code("pyautogui.click(1044, 561)"), maps("100 m", "12:11", "Rijksmuseum", bubble("Rijksmuseum", rijks, True))))
    turns.append((code("pyautogui.click(1757, 53)"), maps("100 m", "12:12", "Rijksmuseum", plist())))
    idx = sorted(saved, key=str.lower).index("Old office")
    turns.append((code(f"pyautogui.click(1670, {88 + 64 * idx + 30})"), maps("200 m", "12:12", "Rijksmuseum", bubble("Old office", old, True))))
    del saved["Old office"]
    turns.append((code("pyautogui.click(1044, 469)"), maps("200 m", "12:13", "Rijksmuseum", bubble("Old office", old, False))))
    turns.append((code("pyautogui.click(1757, 53)"), maps("200 m", "12:13", "Rijksmuseum", plist())))
    idx = sorted(saved, key=str.lower).index("Rijksmuseum")
    turns.append((code(f"pyautogui.click(1670, {88 + 64 * idx + 30})"), maps("100 m", "12:14", "Rijksmuseum", bubble("Rijksmuseum", rijks, True))))
    rs.add(task="os", tid="h39-os-20", system=system(
        "In Maps, find the Rijksmuseum in Amsterdam and save it to your saved places, then remove 'Old office' from the saved places and open the Rijksmuseum again from the list."),
        turns=turns, state=st0)


# 21 Contacts import - bad
def t21(rs: RowSet) -> None:
    people = ["Alice Martin", "Ben Oduya", "Bruno Costa", "Carmen Ruiz", "Chlo\u00e9 Dubois", "Daniel Park", "Elif Y\u0131ld\u0131z",
              "Farid Haddad", "Grace Lee", "Hannah Becker", "Isabel Moreno", "Julia Novak", "Kofi Mensah", "Laura Rossi",
              "Marco Bellini", "Mei Chen", "Nikolai Petrov", "Oliver Smith", "Priya Shah", "Rafael Santos", "Sofia Lind",
              "Victor Almeida", "Yusuf Demir"]
    new = ["Aiko Tanaka", "Jonas Weber", "Nadia Benali", "Tom\u00e1s Herrera"]
    VIEW = 16

    def listing(names: list[str], first: int) -> list[Row]:
        rows = [r("entry", "Search contacts", "", 80, 84, 340, 34)]
        for i, n in enumerate(names[first:first + VIEW]):
            rows.append(r("list-item", n, n, 72, 128 + 56 * i, 356, 54))
        rows.append(r("scroll-bar", "", "", 426, 128, 8, 900))
        return rows

    def frame(pane: list[Row], names: list[str], first: int = 0, hdr: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Contacts", "", 70, 27, 1850, 1053),
                r("push-button", "Add New Contact", "", 80, 36, 34, 34), r("label", "", "All Contacts", 180, 44, 140, 20),
                r("push-button", "Main Menu", "", 340, 36, 34, 34), r("push-button", "Select", "", 380, 36, 44, 34)]
        rows += hdr or []
        rows += listing(names, first)
        rows += pane
        return rows

    empty = [r("label", "", "Select a contact", 1050, 520, 200, 22)]
    jonas = {"Email": ("Work", "jonas.weber@tu-berlin.de"), "Organisation": ("", "TU Berlin"),
             "Job title": ("", "Research Associate, Hydraulic Engineering"), "Website": ("", "https://www.tu.berlin/wahyd"),
             "Note": ("", "Met at Wasser Berlin 2024, interested in the sensor pilot")}

    def details(name: str, fields: dict[str, tuple[str, str]]) -> list[Row]:
        out = [r("image", "", "", 520, 110, 96, 96), r("label", "", name, 640, 140, 500, 34),
               r("push-button", "Edit Contact", "", 1780, 36, 80, 34), r("push-button", "Contact menu", "", 1866, 36, 34, 34)]
        y = 240
        for k, (typ, v) in fields.items():
            out += [r("label", "", k, 540, y, 160, 20), r("label", "", v, 720, y, 700, 20)]
            if typ:
                out.append(r("label", "", typ, 1440, y, 100, 20))
            y += 40
        return out

    def edit_form(phone: str) -> list[Row]:
        out = [r("push-button", "Cancel", "", 1680, 36, 80, 34), r("push-button", "Done", "", 1780, 36, 80, 34),
               r("push-button", "Change Avatar", "", 520, 110, 96, 96),
               r("entry", "First name", "Jonas", 640, 120, 300, 34), r("entry", "Last name", "Weber", 950, 120, 300, 34),
               r("label", "", "Phone", 540, 240, 160, 20), r("entry", "Add phone number", phone, 720, 234, 460, 34),
               r("combo-box", "Phone type", "Mobile", 1190, 234, 140, 34),
               r("label", "", "Email", 540, 290, 160, 20), r("entry", "Email", "jonas.weber@tu-berlin.de", 720, 284, 460, 34),
               r("combo-box", "Email type", "Work", 1190, 284, 140, 34),
               r("label", "", "Organisation", 540, 340, 160, 20), r("entry", "Organisation", "TU Berlin", 720, 334, 460, 34),
               r("label", "", "Job title", 540, 390, 160, 20), r("entry", "Job title", "Research Associate, Hydraulic Engineering", 720, 384, 460, 34),
               r("label", "", "Website", 540, 440, 160, 20), r("entry", "Website", "https://www.tu.berlin/wahyd", 720, 434, 460, 34),
               r("label", "", "Note", 540, 490, 160, 20), r("text", "Note", "Met at Wasser Berlin 2024, interested in the sensor pilot", 720, 484, 460, 80),
               r("push-button", "Add Field", "", 720, 590, 140, 34), r("push-button", "Delete Contact", "", 1190, 590, 140, 34)]
        return out

    def scr(rows: list[Row], t: str) -> str:
        return desk("Contacts", rows, clk(t), running=("Contacts",))

    menu = [r("menu", "", "", 300, 72, 240, 224)] + [r("menu-item", m, m, 302, 76 + 36 * i, 236, 34) for i, m in enumerate(
        ["Import\u2026", "Export All\u2026", "Preferences", "Keyboard Shortcuts", "Help", "About Contacts"])]
    chooser = [r("dialog", "Import Contacts", "", 520, 200, 880, 600),
               r("push-button", "Cancel", "", 532, 210, 90, 34), r("label", "", "Import Contacts", 900, 216, 160, 22),
               r("push-button", "Open", "", 1298, 210, 90, 34), r("push-button", "Downloads", "", 640, 256, 110, 30)]
    for i, p in enumerate(["Recent", "Home", "Documents", "Downloads", "Desktop"]):
        chooser.append(r("list-item", p, p, 530, 300 + 32 * i, 200, 30))
    for i, (n, s, m) in enumerate([("conference-contacts.vcf", "3.6 kB", "08:47"), ("slides_wasser2024.pdf", "8.9 MB", "Mar 13"),
                                   ("badge_scan_export.csv", "1.2 kB", "Mar 13")]):
        for x, w, v in [(740, 400, n), (1142, 100, s), (1244, 140, m)]:
            chooser.append(r("table-cell", "", v, x, 324 + 28 * i, w, 26))
    confirm = [r("dialog", "Import Contacts", "", 720, 320, 480, 360),
               r("label", "", "Import 4 contacts from conference-contacts.vcf?", 750, 350, 420, 22),
               r("label", "", "Address book: Personal", 750, 386, 420, 20)]
    confirm += [r("list-item", n, n, 750, 420 + 34 * i, 420, 32) for i, n in enumerate(new)]
    confirm += [r("push-button", "Cancel", "", 960, 630, 100, 34), r("push-button", "Import", "", 1070, 630, 100, 34)]

    before = sorted(people, key=str.lower)
    after = sorted(people + new, key=str.lower)
    shown_bad = [n for n in after if n != "Nadia Benali"]
    st0 = scr(frame(empty, before), "09:02")
    turns = []
    turns.append((code("pyautogui.click(357, 53)"), scr(frame(empty, before) + menu, "09:02")))
    turns.append((code("pyautogui.click(420, 93)"), scr(frame(empty, before) + chooser, "09:03")))
    turns.append((code("pyautogui.doubleClick(900, 337)"), scr(frame(empty, before) + confirm, "09:03")))
    toast = [r("label", "", "4 contacts imported", 860, 960, 220, 40), r("push-button", "Close", "", 1090, 960, 40, 40)]
    turns.append((code("pyautogui.click(1120, 647)"), scr(frame(empty, after) + toast, "09:04")))
    turns.append((code("pyautogui.moveTo(250, 600)\npyautogui.scroll(-15)"), scr(frame(empty, shown_bad, first=len(shown_bad) - VIEW), "09:04")))
    turns.append((code("pyautogui.scroll(15)"), scr(frame(empty, after), "09:05")))
    j = after.index("Jonas Weber")
    turns.append((code(f"pyautogui.click(250, {128 + 56 * j + 27})"), scr(frame(details("Jonas Weber", jonas), after), "09:05")))
    turns.append((code("pyautogui.click(1820, 53)"), scr(frame(edit_form(""), after), "09:06")))
    turns.append((code("pyautogui.click(950, 251)\npyautogui.write('+49 30 2345 6789')"), scr(frame(edit_form("+49 30 2345 6789"), after), "09:06")))
    jonas2 = {"Phone": ("Mobile", "+49 30 2345 6789"), **jonas}
    turns.append((code("pyautogui.click(1820, 53)"), scr(frame(details("Jonas Weber", jonas2), after), "09:07")))
    rs.add(task="os", tid="h39-os-21", system=system(
        "Import the contacts in ~/Downloads/conference-contacts.vcf into Contacts, then add the mobile number +49 30 2345 6789 to Jonas Weber."),
        turns=turns, state=st0, bad=True, turn=5,
        kind="one of the four contacts just imported is missing from the scrolled contact list")


# 22 GNOME Settings sharing - clean
def t22(rs: RowSet) -> None:
    st = {"name": "aurelie-ThinkPad-T14", "rd": "Off", "media": "Off", "files": "Off", "login": "Off"}

    def body() -> list[Row]:
        out = [r("label", "", "Computer Name", 776, 160, 300, 20), r("entry", "Computer Name", st["name"], 776, 186, 680, 36)]
        for i, (k, key) in enumerate([("File Sharing", "files"), ("Remote Desktop", "rd"), ("Media Sharing", "media"), ("Remote Login", "login")]):
            out += srow(250 + 60 * i, k, value=st[key])
        return out

    def scr(t: str, extra: list[Row] | None = None) -> str:
        hdr = [r("switch", "Sharing", "", 1490, 102, 50, 28)]
        return desk("Settings", settings("Sharing", body(), hdr, extra), clk(t), running=("Settings",))

    def rdp(on: bool, user: str, pw: str) -> list[Row]:
        out = [r("dialog", "Remote Desktop", "", 660, 200, 600, 640), r("label", "", "Remote Desktop", 890, 216, 160, 22),
               r("push-button", "Close", "", 1216, 210, 34, 34),
               r("label", "", "Remote desktop allows viewing and controlling your desktop from another computer.", 690, 260, 540, 40)]
        out += srow(310, "Remote Desktop", tag="switch", x=680, w=560)
        out += srow(360, "Remote Control", sub="Allows remote connections to control the screen.", tag="switch", x=680, w=560)
        if on:
            out += [r("label", "", "How to Connect", 690, 430, 300, 20),
                    r("label", "", "Device Name", 696, 460, 200, 20), r("label", "", st["name"], 920, 460, 300, 20),
                    r("label", "", "Remote Desktop Address", 696, 490, 200, 20), r("label", "", "rdp://192.168.1.83:3389", 920, 490, 300, 20)]
        out += [r("label", "", "Authentication", 690, 540, 300, 20),
                r("label", "", "The user name and password are required to connect to this computer.", 690, 566, 540, 18),
                r("label", "", "User Name", 696, 600, 160, 20), r("entry", "User Name", user, 880, 594, 300, 32),
                r("label", "", "Password", 696, 644, 160, 20), r("password-text", "Password", "\u25cf" * len(pw), 880, 638, 300, 32),
                r("push-button", "Show Password", "", 1186, 638, 34, 32),
                r("push-button", "Verify Encryption", "", 880, 700, 200, 34)]
        return out

    def media(folders: list[str]) -> list[Row]:
        out = [r("dialog", "Media Sharing", "", 660, 220, 600, 560), r("label", "", "Media Sharing", 900, 236, 140, 22),
               r("push-button", "Close", "", 1216, 230, 34, 34),
               r("label", "", "Share music, photos and videos over the network.", 690, 280, 540, 20)]
        out += srow(310, "Media Sharing", tag="switch", x=680, w=560)
        out.append(r("label", "", "Folders", 690, 380, 200, 20))
        for i, f in enumerate(folders):
            out += [r("label", "", f, 706, 412 + 44 * i, 300, 20), r("push-button", "Remove", "", 1190, 406 + 44 * i, 34, 34)]
        y = 412 + 44 * len(folders)
        out += [r("push-button", "Add Folder", "", 706, y, 500, 34),
                r("label", "", "Networks", 690, y + 60, 200, 20), r("label", "", "Wired connection 1", 706, y + 92, 300, 20),
                r("switch", "Wired connection 1", "", 1160, y + 88, 50, 28)]
        return out

    st0 = scr("13:40")
    turns = []
    st["name"] = "lab-ws-07"
    turns.append((code("pyautogui.tripleClick(1116, 204)\npyautogui.write('lab-ws-07')"), scr("13:40")))
    turns.append((code("pyautogui.press('enter')"), scr("13:41")))
    turns.append((code("pyautogui.click(1000, 328)"), scr("13:41", rdp(False, "aurelie", "GQ8sxuRmZ7"))))
    turns.append((code("pyautogui.click(1112, 337)\npyautogui.click(1112, 387)"), scr("13:42", rdp(True, "aurelie", "GQ8sxuRmZ7"))))
    turns.append((code("pyautogui.tripleClick(1030, 610)\npyautogui.write('ops')\npyautogui.tripleClick(1030, 654)\npyautogui.write('Vq7-lab-07!')"),
                  scr("13:43", rdp(True, "ops", "Vq7-lab-07!"))))
    st["rd"] = "On"
    turns.append((code("pyautogui.click(1233, 227)"), scr("13:43")))
    turns.append((code("pyautogui.click(1000, 388)"), scr("13:44", media(["Music", "Pictures", "Videos"]))))
    turns.append((code("pyautogui.click(1112, 337)\npyautogui.click(1207, 423)\npyautogui.click(1207, 423)"), scr("13:44", media(["Videos"]))))
    st["media"] = "On"
    turns.append((code("pyautogui.click(1233, 247)"), scr("13:45")))
    rs.add(task="os", tid="h39-os-22", system=system(
        "In Settings > Sharing, rename the computer to lab-ws-07, enable Remote Desktop (with remote control) for user 'ops' with the password Vq7-lab-07!, and turn on Media Sharing for the Videos folder only."),
        turns=turns, state=st0)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
