# ruff: noqa: E501
"""Held-out set h55, domain ``os``: 22 Ubuntu 22.04 GNOME desktop trajectories driven by pyautogui code.

Each observation is the desktop accessibility tree as OSWorld prints it (tag, name, text, class, description,
position, size). Eleven trajectories hold exactly one contradiction (labelled with the first turn whose
observation conflicts with an earlier one); the other eleven are clean but full of legitimate changes.
Written blind, deterministic, standard library plus rowkit2 only.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"
PINNED = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
          "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]

SYSTEM = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080, dock on the left). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

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

- Preserve the original state format exactly: one node per line, tab-separated columns `tag`, `name`, `text`, `class`, `description`, `position (top-left x&y)`, `size (w&h)`, under the same header line
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**, and the executed code itself is the authoritative description of what happened. Common APIs: `pyautogui.click/moveTo/dragTo/scroll/write/press/hotkey`, the helper classes `BrowserTools`, `CalcTools`, `WriterTools`, `ImpressTools`, `VLCTools`, plus `subprocess.run(...)`, `os.*` and `json.*`. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}"""


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0, desc: str = "") -> str:
    """One node line, quoting the text the way OSWorld's linearizer does."""
    if not text:
        t = '""'
    elif '"' in text:
        t = '"' + text.replace('"', '""') + '"'
    else:
        t = text
    return f"{tag}\t{name}\t{t}\t\t{desc}\t({x}, {y})\t({w}, {h})"


class Clock:
    """The top-bar clock; it only moves forward unless a trajectory says otherwise."""

    def __init__(self, date: str, hh: int, mm: int, ss: int = 0) -> None:
        self.date, self.t = date, hh * 3600 + mm * 60 + ss
        self.fmt12 = False
        self.seconds = False
        self.weekday = ""

    def tick(self, secs: int = 60) -> Clock:
        self.t += secs
        return self

    def hm(self, t: int | None = None) -> str:
        t = self.t if t is None else t
        hh, mm, ss = t // 3600 % 24, t // 60 % 60, t % 60
        if self.fmt12:
            s = f"{(hh % 12) or 12}:{mm:02d}" + (f":{ss:02d}" if self.seconds else "") + (" PM" if hh >= 12 else " AM")
        else:
            s = f"{hh:02d}:{mm:02d}" + (f":{ss:02d}" if self.seconds else "")
        return s

    def label(self, t: int | None = None) -> str:
        return (self.weekday + " " if self.weekday else "") + f"{self.date}  {self.hm(t)}"


def desktop(app: str, clock: str, body: list[str], extra_dock: tuple[str, ...] = (), indicator: str = "") -> str:
    w = 8 * len(clock) + 40
    out = [HDR, R("toggle-button", "Activities", "", 0, 0, 99, 27),
           R("menu", app, "", 99, 0, 9 * len(app) + 44, 27),
           R("label", "", clock, 960 - w // 2, 0, w, 27)]
    if indicator:
        out.append(R("menu", "Keyboard", indicator, 1736, 0, 44, 27))
    out.append(R("menu", "System", "", 1814, 0, 106, 27))
    y = 33
    for n in PINNED + list(extra_dock):
        out.append(R("push-button", n, "", 0, y, 70, 64))
        y += 68
    out.append(R("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return "\n".join(out + body)


def sysp(task: str) -> str:
    return SYSTEM.replace("{task}", task)


def col_index(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n


def split_addr(a: str) -> tuple[str, int]:
    i = 0
    while a[i].isalpha():
        i += 1
    return a[:i], int(a[i:])


def calc_window(title: str, cells: dict[str, str], active: str, formula: str, sheets: list[str], cur: str,
                status: str, widths: dict[str, int] | None = None, modified: bool = False, extra: list[str] | None = None) -> list[str]:
    """A maximized LibreOffice Calc window with the visible, non-empty cells of the current sheet."""
    widths = widths or {}
    out = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 72
    for m in ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]:
        out.append(R("menu", m, "", x, 64, 9 * len(m) + 14, 23))
        x += 9 * len(m) + 14
    for i, b in enumerate(["Load URL", "New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
                           "Undo", "Redo", "Find and Replace", "Sort Ascending", "Sort Descending", "AutoFilter",
                           "Insert Chart", "Insert Pivot Table", "Freeze Rows and Columns"]):
        out.append(R("push-button", b, "", 80 + 34 * i, 92, 30, 28))
    out.append(R("combo-box", "Font Name", "Liberation Sans", 80, 126, 160, 26))
    out.append(R("combo-box", "Font Size", "10 pt", 244, 126, 60, 26))
    for i, b in enumerate(["Format as Currency", "Format as Percent", "Format as Number", "Format as Date",
                           "Add Decimal Place", "Delete Decimal Place"]):
        out.append(R("push-button", b, "", 760 + 34 * i, 126, 30, 26))
    out.append(R("combo-box", "Name Box", active, 75, 160, 110, 24))
    out.append(R("push-button", "Function Wizard", "", 190, 160, 26, 24))
    out.append(R("push-button", "Select Function", "", 218, 160, 26, 24))
    out.append(R("push-button", "Formula", "", 246, 160, 26, 24))
    out.append(R("paragraph", "Input line", formula, 276, 160, 1640, 24))
    out.append(R("table", cur, "", 70, 190, 1850, 812))
    xs: dict[str, int] = {}

    def colx(c: str) -> tuple[int, int]:
        if c not in xs:
            xx = 116
            for k in range(1, col_index(c)):
                xx += widths.get(chr(64 + k), 98)
            xs[c] = xx
        return xs[c], widths.get(c, 98)

    shown = dict(cells)
    if active.isalnum() and active.isupper() and active[0].isalpha() and active[-1].isdigit():
        shown.setdefault(active, "")
    for addr in sorted(shown, key=lambda a: (split_addr(a)[1], col_index(split_addr(a)[0]))):
        c, r = split_addr(addr)
        cx, cw = colx(c)
        out.append(R("table-cell", addr, shown[addr], cx, 212 + 22 * (r - 1), cw, 22))
    out += extra or []
    x = 190
    for s in sheets:
        out.append(R("page-tab", s, "", x, 1008, 12 * len(s) + 30, 24))
        x += 12 * len(s) + 34
    out.append(R("label", "", f"Sheet {sheets.index(cur) + 1} of {len(sheets)}", 74, 1036, 110, 20))
    out.append(R("label", "", "Default", 300, 1036, 70, 20))
    out.append(R("label", "", "English (USA)", 460, 1036, 110, 20))
    if modified:
        out.append(R("push-button", "The document has been modified. Click to save the document.", "", 700, 1036, 20, 20))
    out.append(R("label", "", status, 1120, 1036, 300, 20))
    out.append(R("slider", "Zoom", "", 1640, 1036, 200, 20))
    out.append(R("label", "", "100%", 1850, 1036, 50, 20))
    return out


def t01(rs: RowSet) -> None:
    """Calc: cross-sheet SUM formulas and a percent share column (clean)."""
    ck = Clock("Mar 14", 9, 41)
    title = "regional_sales_2024.xlsx - LibreOffice Calc"
    sheets = ["North", "South", "West", "Summary"]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    rev = {"North": [14210, 15380, 16920, 17450, 18030, 18420, 19110, 18760, 17990, 17240, 16880, 19830],
           "South": [11020, 11890, 12400, 13760, 14120, 14980, 15430, 15210, 14660, 13980, 13120, 15870],
           "West": [9840, 10120, 10760, 11230, 11950, 12480, 12910, 12650, 12020, 11570, 11210, 13340]}
    units = {"North": [612, 655, 720, 741, 768, 779, 811, 796, 763, 731, 716, 842]}

    def region(name: str) -> dict[str, str]:
        c = {"A1": "Month", "B1": "Units", "C1": "Revenue", "A14": "Total"}
        for i, m in enumerate(months):
            c[f"A{i + 2}"] = m
            c[f"B{i + 2}"] = str(units[name][i])
            c[f"C{i + 2}"] = f"{rev[name][i]:,}"
        c["B14"] = str(sum(units[name]))
        c["C14"] = f"{sum(rev[name]):,}"
        return c

    def summary(filled: int, shares: bool) -> dict[str, str]:
        c = {"A1": "Region", "B1": "Revenue", "C1": "Share", "A2": "North", "A3": "South", "A4": "West", "A5": "Total",
             "E1": "Source: regional sheets, FY2024", "E2": "Updated by: finance-ops"}
        tot = 0
        for i, n in enumerate(["North", "South", "West"][:filled]):
            c[f"B{i + 2}"] = f"{sum(rev[n]):,}"
            tot += sum(rev[n])
        c["B5"] = f"{tot:,}"
        if shares:
            for i, n in enumerate(["North", "South", "West"]):
                c[f"C{i + 2}"] = f"{sum(rev[n]) / tot * 100:.1f}%"
        return c

    def share(n: str) -> str:
        tot = sum(sum(v) for v in rev.values())
        return f"{sum(rev[n]) / tot * 100:.1f}%"

    w = {"A": 130, "E": 220}
    dock = ()

    def shot(cells: dict[str, str], active: str, formula: str, cur: str, status: str, mod: bool) -> str:
        return desktop("LibreOffice Calc", ck.label(), calc_window(title, cells, active, formula, sheets, cur, status, w, mod), dock)

    state = shot(summary(0, False), "A1", "Region", "Summary", "Average: ; Sum: 0", False)
    turns = []
    turns.append((code('CalcTools.switch_active_sheet("North")'),
                  shot(region("North"), "A1", "Month", "North", "Average: ; Sum: 0", False)))
    ck.tick()
    turns.append((code('CalcTools.switch_active_sheet("Summary")'),
                  shot(summary(0, False), "A1", "Region", "Summary", "Average: ; Sum: 0", False)))
    turns.append((code('pyautogui.click(130, 172)\npyautogui.write("B2\\n")\npyautogui.write("=SUM(North.C2:C13)\\n")'),
                  shot(summary(1, False), "B3", "", "Summary", "Average: ; Sum: 0", True)))
    ck.tick()
    s = summary(3, False)
    turns.append((code('pyautogui.write("=SUM(South.C2:C13)\\n")\npyautogui.write("=SUM(West.C2:C13)\\n")'),
                  shot(s, "B5", "=SUM(B2:B4)", "Summary", f"Average: {s['B5']}; Sum: {s['B5']}", True)))
    ck.tick()
    turns.append((code('pyautogui.click(130, 172)\npyautogui.write("C2\\n")\npyautogui.write("=B2/$B$5\\n=B3/$B$5\\n=B4/$B$5\\n")\nCalcTools.set_number_format("C2:C4", "0.0%")'),
                  shot(summary(3, True), "C5", "", "Summary", "Average: ; Sum: 0", True)))
    ck.tick()
    turns.append((code("pyautogui.click(393, 267)"),
                  shot(summary(3, True), "C3", "=B3/$B$5", "Summary", f"Average: {share('South')}; Sum: {share('South')}", True)))
    ck.tick()
    rev["North"][5] = 19020
    turns.append((code('CalcTools.switch_active_sheet("North")\npyautogui.click(130, 172)\npyautogui.write("C7\\n")\npyautogui.write("19020\\n")'),
                  shot(region("North"), "C8", "18760", "North", "Average: 18,760; Sum: 18,760", True)))
    ck.tick()
    turns.append((code('CalcTools.switch_active_sheet("Summary")'),
                  shot(summary(3, True), "C3", "=B3/$B$5", "Summary", f"Average: {share('South')}; Sum: {share('South')}", True)))
    rs.add("os", "h55-os-01", sysp("In regional_sales_2024.xlsx, fill Summary!B2:B4 with formulas that total each region sheet's Revenue column, add each region's share in C2:C4 as a percentage with one decimal, then correct North's June revenue to 19,020."),
           turns, state=state)


def cents_fmt(c: int, fmt: str) -> str:
    """Display of an amount held in cents under the number formats this set uses."""
    if fmt == "general":
        v = c / 100
        return str(int(v)) if c % 100 == 0 else f"{v:g}"
    if fmt == "currency":
        return "$" + f"{c // 100:,}.{c % 100:02d}"
    if fmt == "int":
        return f"{(c + 50) // 100:,}"
    raise ValueError(fmt)


def t02(rs: RowSet) -> None:
    """Calc: currency format, a bar chart, an edit; the status-bar sum of the row totals ignores the edit (bad, turn 7)."""
    ck = Clock("Apr 2", 15, 6)
    title = "q2_expenses.ods - LibreOffice Calc"
    cats = ["Rent", "Utilities", "Travel", "Software", "Office supplies", "Marketing", "Training", "Insurance"]
    data = [[420000, 420000, 420000], [61840, 58320, 54910], [187560, 214050, 96300], [129900, 129900, 147400],
            [31275, 18990, 42630], [275000, 198000, 310500], [0, 89000, 45000], [38400, 38400, 38400]]
    fmt = ["general"]
    chart: list[str] = []

    def cells() -> dict[str, str]:
        c = {"A1": "Category", "B1": "April", "C1": "May", "D1": "June", "E1": "Q2 Total", "A10": "Total",
             "G1": "Cost center", "H1": "CC-4410 Operations", "G2": "Owner", "H2": "M. Albrecht"}
        f = fmt[0]
        for i, (cat, row) in enumerate(zip(cats, data)):
            c[f"A{i + 2}"] = cat
            for j, col in enumerate("BCD"):
                c[f"{col}{i + 2}"] = cents_fmt(row[j], f)
            c[f"E{i + 2}"] = cents_fmt(sum(row), f)
        for j, col in enumerate("BCD"):
            c[f"{col}10"] = cents_fmt(sum(r[j] for r in data), f)
        c["E10"] = cents_fmt(sum(map(sum, data)), f)
        return c

    def stat(vals: list[int]) -> str:
        f = fmt[0]
        s = sum(vals)
        avg = (2 * s + len(vals)) // (2 * len(vals))
        return f"Average: {cents_fmt(avg, f)}; Sum: {cents_fmt(s, f)}"

    w = {"A": 140, "E": 110, "G": 100, "H": 170}

    def shot(active: str, formula: str, status: str, mod: bool, extra: list[str] | None = None) -> str:
        return desktop("LibreOffice Calc", ck.label(),
                       calc_window(title, cells(), active, formula, ["Expenses"], "Expenses", status, w, mod, chart + (extra or [])))

    def wizard(step: int, ctype: str) -> list[str]:
        out = [R("dialog", "Chart Wizard", "", 520, 240, 860, 560),
               R("label", "", "Steps", 540, 262, 60, 20)]
        for i, st in enumerate(["1. Chart Type", "2. Data Range", "3. Data Series", "4. Chart Elements"]):
            out.append(R("list-item", st, "", 540, 290 + 26 * i, 180, 24, "selected" if i + 1 == step else ""))
        if step == 1:
            out.append(R("label", "", "Choose a Chart Type", 740, 262, 200, 20))
            for i, t in enumerate(["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"]):
                out.append(R("list-item", t, "", 740, 290 + 26 * i, 150, 24, "selected" if t == ctype else ""))
            out.append(R("check-box", "3D Look", "", 910, 290, 90, 22))
            for i, v in enumerate(["Normal", "Stacked", "Percent Stacked"]):
                out.append(R("radio-button", v, "", 910, 330 + 26 * i, 160, 22, "checked" if i == 0 else ""))
        else:
            out.append(R("label", "", "Choose a Data Range", 740, 262, 200, 20))
            out.append(R("text", "Data range:", "$Expenses.$A$1:$D$9", 740, 300, 400, 26))
            out.append(R("radio-button", "Data series in rows", "", 740, 340, 200, 22))
            out.append(R("radio-button", "Data series in columns", "", 740, 366, 220, 22, "checked"))
            out.append(R("check-box", "First row as label", "", 740, 402, 200, 22, "checked"))
            out.append(R("check-box", "First column as label", "", 740, 428, 220, 22, "checked"))
        for i, b in enumerate(["Help", "< Back", "Next >", "Finish", "Cancel"]):
            out.append(R("push-button", b, "", 830 + 105 * i, 760, 95, 30))
        return out

    state = shot("A1", "Category", "Average: ; Sum: 0", False)
    turns = []
    fmt[0] = "currency"
    turns.append((code('CalcTools.set_number_format("B2:E10", "$#,##0.00")'),
                  shot("A1", "Category", "Average: ; Sum: 0", True)))
    ck.tick()
    body = stat([v for r in data for v in r])
    turns.append((code('pyautogui.click(130, 172)\npyautogui.write("A1:D9\\n")\npyautogui.click(605, 106)  # Insert Chart'),
                  shot("A1:D9", "Category", body, True, wizard(1, "Column"))))
    turns.append((code("pyautogui.click(815, 328)  # Bar"), shot("A1:D9", "Category", body, True, wizard(1, "Bar"))))
    ck.tick()
    turns.append((code("pyautogui.click(1087, 775)  # Next >"), shot("A1:D9", "Category", body, True, wizard(2, "Bar"))))
    chart.append(R("embedded", "Object 1", "", 1060, 260, 720, 400, "Chart: Bar, 3 data series (April, May, June), 8 categories"))
    turns.append((code("pyautogui.click(1192, 775)  # Finish\npyautogui.press('escape')\npyautogui.press('escape')"),
                  shot("A1:D9", "Category", body, True)))
    ck.tick()
    data[2][1] = 248050
    turns.append((code('pyautogui.click(130, 172)\npyautogui.write("C4\\n")\npyautogui.write("2480.5\\n")'),
                  shot("C5", "1299", stat([data[3][1]]), True)))
    ck.tick()
    totals = [sum(r) for r in data]
    wrong = list(totals)
    wrong[2] -= 34000
    turns.append((code('pyautogui.click(130, 172)\npyautogui.write("E2:E9\\n")'),
                  shot("E2:E9", "=SUM(B2:D2)", stat(wrong), True)))
    ck.tick()
    fmt[0] = "int"
    turns.append((code('CalcTools.set_number_format("B2:E10", "#,##0")'),
                  shot("E2:E9", "=SUM(B2:D2)", stat(totals), True)))
    turns.append((code("CalcTools.save()"), shot("E2:E9", "=SUM(B2:D2)", stat(totals), False)))
    ck.tick()
    turns.append((code("pyautogui.click(1420, 460)  # the chart"),
                  shot("Object 1", "", "Chart 'Object 1' selected", False)))
    rs.add("os", "h55-os-02", sysp("In q2_expenses.ods, show B2:E10 as US dollars, add a bar chart of the monthly amounts per category, correct May travel to 2,480.50, then switch the amounts to whole numbers with thousands separators and save."),
           turns, state=state, bad=True, turn=7,
           kind="After May travel was raised by 340, the status-bar Sum of the row totals E2:E9 still equals the old grand total instead of the new E10 value.")


def writer_window(title: str, paras: list[tuple[str, str]], comments: list[tuple[str, str, str]], page: str,
                  words: str, modified: bool, footer: str = "", extra: list[str] | None = None) -> list[str]:
    """A maximized Writer window: visible paragraphs, the comment margin and the status bar."""
    out = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 72
    for m in ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]:
        out.append(R("menu", m, "", x, 64, 9 * len(m) + 14, 23))
        x += 9 * len(m) + 14
    for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                           "Find and Replace", "Spelling", "Formatting Marks", "Insert Table", "Insert Image",
                           "Insert Chart", "Insert Special Character", "Insert Comment", "Track Changes"]):
        out.append(R("push-button", b, "", 80 + 34 * i, 92, 30, 28))
    out.append(R("combo-box", "Paragraph Style", "Default Paragraph Style", 80, 126, 190, 26))
    out.append(R("combo-box", "Font Name", "Liberation Serif", 274, 126, 160, 26))
    out.append(R("combo-box", "Font Size", "12 pt", 438, 126, 60, 26))
    for i, b in enumerate(["Bold", "Italic", "Underline", "Toggle Unordered List", "Toggle Ordered List", "Align Left", "Align Center"]):
        out.append(R("toggle-button", b, "", 520 + 34 * i, 126, 30, 26))
    out.append(R("document-text", title.split(" - ")[0], "", 400, 170, 816, 820))
    y = 200
    for style, text in paras:
        tag = "heading" if style.startswith("h") else ("list-item" if style == "li" else "paragraph")
        lines = max(1, len(text) // 95 + 1)
        out.append(R(tag, "", text, 472, y, 672, 19 * lines))
        y += 19 * lines + (14 if tag != "list-item" else 4)
    if footer:
        out.append(R("section", "Footer (Default Page Style)", "", 472, 950, 672, 30))
        out.append(R("paragraph", "", footer, 800, 958, 16, 19))
    y = 200
    for author, when, text in comments:
        out.append(R("panel", "Comment", "", 1290, y, 240, 96))
        out.append(R("label", "", author, 1300, y + 6, 200, 18))
        out.append(R("label", "", when, 1300, y + 26, 200, 18))
        out.append(R("paragraph", "", text, 1300, y + 48, 220, 40))
        y += 110
    out += extra or []
    out.append(R("label", "", page, 74, 1036, 120, 20))
    out.append(R("label", "", words, 230, 1036, 300, 20))
    out.append(R("label", "", "Default Page Style", 560, 1036, 150, 20))
    out.append(R("label", "", "English (UK)", 740, 1036, 100, 20))
    if modified:
        out.append(R("push-button", "The document has been modified. Click to save the document.", "", 900, 1036, 20, 20))
    out.append(R("slider", "Zoom", "", 1640, 1036, 200, 20))
    out.append(R("label", "", "100%", 1850, 1036, 50, 20))
    return out


def t03(rs: RowSet) -> None:
    """Writer: bullets, a new comment, page numbers, a reply; the old comment's date shifts by a day (bad, turn 5)."""
    ck = Clock("Mar 18", 10, 5)
    title = "field_report_march.docx - LibreOffice Writer"
    items = ["Tripod and ball head (Manfrotto 055, serial MT055-48213)", "Two GNSS receivers with charged base station",
             "Field laptop with QGIS 3.28 and offline basemaps", "Spare batteries (x6) and the solar charger"]
    bullets = [False]

    def page1() -> list[tuple[str, str]]:
        p = [("h1", "Field Report — Coastal Survey, March 2024"),
             ("p", "Prepared by Daniel Okafor for the Vestland monitoring programme. This report covers the survey days of 4–8 March and the equipment used at the three remaining sites."),
             ("h2", "1. Sites visited"),
             ("p", "Sites visited: Sotra North (SN-02), Fedje (FD-01) and Austevoll East (AE-07). Hjelmeland was listed in the February plan but is not part of this round."),
             ("h2", "2. Equipment checklist")]
        p += [("li", ("• " if bullets[0] else "") + it) for it in items]
        p += [("h2", "3. Observations"),
              ("p", "Erosion at SN-02 has advanced 1.8 m since the October baseline; the fence line on the north slope is now within 4 m of the cliff edge."),
              ("p", "At FD-01 the tide gauge bracket was loose and was re-fastened with two M10 bolts. Readings before 5 March 11:20 should be checked for drift.")]
        return p

    def page2(spaced: bool) -> list[tuple[str, str]]:
        p = [("p", "At FD-01 the tide gauge bracket was loose and was re-fastened with two M10 bolts. Readings before 5 March 11:20 should be checked for drift.")] if spaced else []
        p += [("p", "AE-07 was reached by boat on 7 March; the landing was not possible on 6 March because of swell above 2.5 m."),
              ("h2", "4. Data delivered"),
              ("p", "GNSS logs (41 files, 2.3 GB), 612 drone images and the field notebook scans were uploaded to the project share under /survey/2024-03/."),
              ("h2", "5. Open issues"),
              ("p", "The base station firmware reported two restarts on 6 March. The vendor ticket is still open.")]
        return p

    priya = ["Priya Raman", "03/11/2024, 16:42", "Is this the final site list? Hjelmeland was on the February plan."]
    lars = ("Lars Nyberg", "03/12/2024, 09:05", "Ticket number is VND-22871 if you want to cite it.")
    mine: list[tuple[str, str, str]] = []

    def shot(paras: list[tuple[str, str]], comments: list[tuple[str, str, str]], page: str, words: str, mod: bool,
             footer: str = "", extra: list[str] | None = None) -> str:
        return desktop("LibreOffice Writer", ck.label(), writer_window(title, paras, comments, page, words, mod, footer, extra))

    wc = "1,184 words, 7,436 characters"
    state = shot(page1(), [tuple(priya)], "Page 1 of 3", wc, False)
    turns = []
    sel = f"Selected: {sum(len(i.split()) for i in items)} words, {sum(map(len, items))} characters"
    turns.append((code("pyautogui.click(472, 412)\npyautogui.keyDown('shift')\npyautogui.click(790, 481)\npyautogui.keyUp('shift')"),
                  shot(page1(), [tuple(priya)], "Page 1 of 3", sel, False)))
    bullets[0] = True
    turns.append((code("pyautogui.click(639, 139)  # Toggle Unordered List"),
                  shot(page1(), [tuple(priya)], "Page 1 of 3", sel, True)))
    ck.tick(120)
    mine.append(("Daniel Okafor", f"Today, {ck.hm()}", "Confirm the serial numbers with Lars."))
    turns.append((code("pyautogui.hotkey('ctrl', 'alt', 'c')\npyautogui.write('Confirm the serial numbers with Lars.')"),
                  shot(page1(), [tuple(priya)] + mine, "Page 1 of 3", sel, True)))
    ck.tick()
    turns.append((code('pyautogui.press("escape")\nWriterTools.add_page_numbers("Bottom", "Center")'),
                  shot(page1(), [tuple(priya)] + mine, "Page 1 of 3", wc, True, "1")))
    ck.tick()
    glitched = (priya[0], "03/12/2024, 16:42", priya[2])
    reply = ("Daniel Okafor", f"Today, {ck.hm()}", "")
    turns.append((code("pyautogui.rightClick(1400, 250)\npyautogui.click(1440, 402)  # Reply"),
                  shot(page1(), [glitched, reply] + mine, "Page 1 of 3", wc, True, "1")))
    ck.tick()
    text = "Yes. Hjelmeland moved to the April round, see section 1."
    reply = (reply[0], reply[1], text)
    wc2 = "1,184 words, 7,436 characters"
    turns.append((code(f"pyautogui.write('{text}')"),
                  shot(page1(), [glitched, reply] + mine, "Page 1 of 3", wc2, True, "1")))
    ck.tick()
    turns.append((code("pyautogui.click(800, 600)\npyautogui.scroll(-15)"),
                  shot(page2(False), [lars], "Page 2 of 3", wc2, True, "2")))
    ck.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\nWriterTools.set_line_spacing(1.5)"),
                  shot(page2(True), [lars], "Page 2 of 4", "Selected: 1,184 words, 7,436 characters", True, "2")))
    dlg = [R("dialog", "Keep current format", "", 660, 420, 600, 200),
           R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007–365”.", 680, 450, 560, 40),
           R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 680, 496, 560, 20),
           R("check-box", "Ask when not saving in ODF or default format", "", 680, 530, 330, 22, "checked"),
           R("push-button", "Use Word 2007–365!", "", 880, 574, 170, 30),
           R("push-button", "Use ODF Format!", "", 1060, 574, 170, 30)]
    turns.append((code("WriterTools.save()"),
                  shot(page2(True), [lars], "Page 2 of 4", "Selected: 1,184 words, 7,436 characters", True, "2", dlg)))
    rs.add("os", "h55-os-03", sysp("In field_report_march.docx, turn the equipment checklist into a bulleted list, comment on it asking to confirm serial numbers, add centred page numbers at the bottom, answer Priya's comment, set 1.5 line spacing and save."),
           turns, state=state, bad=True, turn=5,
           kind="Priya Raman's existing comment, dated 03/11/2024, 16:42 in every earlier turn, shows 03/12/2024, 16:42 after only a Reply was opened.")


def t04(rs: RowSet) -> None:
    """Impress: two entrance animations and a speaker-notes edit, then another slide's notes (clean)."""
    ck = Clock("Jun 27", 13, 48)
    title = "onboarding_q3.pptx - LibreOffice Impress"
    titles = ["Welcome to Northwind Logistics", "Your first week", "Systems and accounts", "Safety on the warehouse floor",
              "Who to ask", "Benefits overview", "Q3 goals", "Questions?"]
    body = {3: ["Okta SSO: activate by day 2", "Slack: #new-joiners-q3", "Jira project WHS for floor requests",
                "Laptop pickup at IT desk B2, 09:00–11:00"],
            4: ["Hi-vis vest and safety shoes at all times", "Forklift lanes are marked yellow", "Report near misses in the WHS project"]}
    notes = {3: "Walk through the Okta activation email live. Most Q2 tickets were about expired activation links (valid 72 h).",
             4: "Hand out the hi-vis vests here. Remind people the forklift speed limit is 6 km/h and that lanes are one-way."}
    anims: dict[int, list[tuple[str, str, str, str, str]]] = {3: [], 4: [("Wipe", "Picture 3", "After previous", "From left", "0.75 s")]}

    def shot(slide: int, view: str, deck: bool, sel_anim: int | None, mod: bool) -> str:
        out = [R("frame", title, "", 70, 27, 1850, 1053)]
        x = 72
        for m in ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]:
            out.append(R("menu", m, "", x, 64, 9 * len(m) + 14, 23))
            x += 9 * len(m) + 14
        for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Undo", "Redo", "Find and Replace",
                               "Display Views", "Master Slide", "Start from First Slide", "Start from Current Slide",
                               "Insert Table", "Insert Image", "Insert Text Box", "Insert Special Character"]):
            out.append(R("push-button", b, "", 80 + 34 * i, 92, 30, 28))
        out.append(R("page-tab", "Normal", "", 330, 126, 70, 24, "selected" if view == "Normal" else ""))
        out.append(R("page-tab", "Outline", "", 404, 126, 70, 24))
        out.append(R("page-tab", "Notes", "", 478, 126, 70, 24, "selected" if view == "Notes" else ""))
        out.append(R("page-tab", "Slide Sorter", "", 552, 126, 100, 24))
        out.append(R("list", "Slides Pane", "", 74, 156, 240, 840))
        for i, t in enumerate(titles, 1):
            out.append(R("list-item", f"Slide {i}", t, 84, 164 + 104 * i - 104, 220, 96, "selected" if i == slide else ""))
        sx, sw = (330, 1120) if deck else (330, 1440)
        if view == "Normal":
            out.append(R("document-presentation", f"Slide {slide}", "", sx, 170, sw, 660))
            out.append(R("paragraph", "PresTitle", titles[slide - 1], sx + 60, 210, sw - 120, 90))
            for j, b in enumerate(body.get(slide, [])):
                out.append(R("paragraph", "PresObj Outline", b, sx + 80, 340 + 52 * j, sw - 200, 44))
            if slide == 4:
                out.append(R("image", "Picture 3", "", sx + sw - 420, 520, 340, 240))
        else:
            out.append(R("document-presentation", f"Notes {slide}", "", sx, 170, sw, 820))
            out.append(R("image", f"Slide {slide}: {titles[slide - 1]}", "", sx + sw // 2 - 300, 200, 600, 338))
            out.append(R("paragraph", "PresObj Notes", notes[slide], sx + 100, 580, sw - 200, 120))
        if deck:
            out.append(R("panel", "Animation", "", 1470, 156, 446, 840))
            out.append(R("label", "", "Animation", 1486, 164, 120, 22))
            if not anims[slide]:
                out.append(R("label", "", "No animation", 1486, 200, 400, 20))
            for j, (eff, shape, start, _direction, _dur) in enumerate(anims[slide]):
                out.append(R("list-item", f"{eff}: {shape}", "", 1486, 200 + 26 * j, 400, 24,
                             ("selected, " if j == sel_anim else "") + start))
            out.append(R("push-button", "Add Effect", "", 1486, 420, 32, 28))
            out.append(R("push-button", "Remove Effect", "", 1522, 420, 32, 28, "" if anims[slide] else "disabled"))
            out.append(R("push-button", "Move Up", "", 1558, 420, 32, 28))
            out.append(R("push-button", "Move Down", "", 1594, 420, 32, 28))
            if sel_anim is not None:
                eff, shape, start, direction, dur = anims[slide][sel_anim]
                out.append(R("combo-box", "Category:", "Entrance", 1580, 470, 300, 26))
                for k, e in enumerate(["Appear", "Fade In", "Fly In", "Float In", "Wipe", "Zoom", "Split", "Wheel"]):
                    out.append(R("list-item", e, "", 1580, 504 + 24 * k, 300, 22, "selected" if e == eff else ""))
                out.append(R("combo-box", "Start:", start, 1580, 710, 300, 26))
                out.append(R("combo-box", "Direction:", direction, 1580, 742, 300, 26))
                out.append(R("spin-button", "Duration:", dur, 1580, 774, 120, 26))
                out.append(R("spin-button", "Delay:", "0.0 s", 1580, 806, 120, 26))
            out.append(R("check-box", "Automatic Preview", "", 1486, 850, 200, 22, "checked"))
            out.append(R("push-button", "Play", "", 1800, 850, 80, 28))
        out.append(R("label", "", f"Slide {slide} of {len(titles)}", 74, 1036, 120, 20))
        out.append(R("label", "", "Title, Content" if view == "Normal" else "Notes", 300, 1036, 150, 20))
        out.append(R("label", "", "English (USA)", 740, 1036, 100, 20))
        if mod:
            out.append(R("push-button", "The document has been modified. Click to save the document.", "", 900, 1036, 20, 20))
        out.append(R("label", "", "73%", 1850, 1036, 50, 20))
        return desktop("LibreOffice Impress", ck.label(), out)

    state = shot(1, "Normal", False, None, False)
    turns = []
    turns.append((code("ImpressTools.go_to_slide(3)"), shot(3, "Normal", False, None, False)))
    ck.tick()
    turns.append((code("pyautogui.click(890, 250)  # title placeholder\npyautogui.click(188, 75)  # View\npyautogui.click(250, 412)  # Animation"),
                  shot(3, "Normal", True, None, False)))
    anims[3].append(("Fly In", "Systems and accounts", "On click", "From bottom", "0.50 s"))
    turns.append((code("pyautogui.click(1502, 434)  # Add Effect\npyautogui.click(1730, 563)  # Fly In"),
                  shot(3, "Normal", True, 0, True)))
    ck.tick(90)
    anims[3].append(("Fade In", "Okta SSO: activate by day 2…", "After previous", "", "1.00 s"))
    turns.append((code("pyautogui.click(890, 420)  # content placeholder\npyautogui.click(1502, 434)\npyautogui.click(1730, 539)  # Fade In\npyautogui.click(1730, 723)\npyautogui.click(1730, 780)  # After previous\npyautogui.tripleClick(1640, 787)\npyautogui.write('1.00\\n')"),
                  shot(3, "Normal", True, 1, True)))
    ck.tick()
    turns.append((code("pyautogui.click(513, 138)  # Notes tab"), shot(3, "Notes", True, None, True)))
    ck.tick()
    notes[3] += " Pause for questions after the checklist."
    turns.append((code("pyautogui.click(1100, 660)\npyautogui.hotkey('ctrl', 'end')\npyautogui.write(' Pause for questions after the checklist.')"),
                  shot(3, "Notes", True, None, True)))
    ck.tick()
    turns.append((code("ImpressTools.go_to_slide(4)"), shot(4, "Notes", True, None, True)))
    rs.add("os", "h55-os-04", sysp("In onboarding_q3.pptx, on slide 3 make the title fly in from the bottom on click and fade the bullet list in one second after it, then add 'Pause for questions after the checklist.' to the end of slide 3's speaker notes and check slide 4's notes."),
           turns, state=state)


def t05(rs: RowSet) -> None:
    """GIMP: a text layer, a Gaussian blur, a duplicated and renamed shadow layer, export dialog (clean)."""
    ck = Clock("Apr 9", 16, 20)
    st: dict = {"layers": [["Background", "100.0"]], "active": 0, "dirty": False, "tool": "Move", "size": "64",
                "mem": "14.6 MB", "msg": "banner_spring.png (14.6 MB)", "textbox": False}

    def title() -> str:
        n = len(st["layers"])
        return (("*" if st["dirty"] else "") + f"[banner_spring] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{'s' if n > 1 else ''}) 1600x600 – GIMP")

    def shot(extra: list[str] | None = None) -> str:
        out = [R("frame", title(), "", 70, 27, 1850, 1053)]
        x = 72
        for m in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
            out.append(R("menu", m, "", x, 64, 9 * len(m) + 14, 23))
            x += 9 * len(m) + 14
        for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
                               "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool",
                               "Smudge Tool", "Paths Tool", "Text Tool", "Color Picker Tool", "Zoom Tool", "Bucket Fill Tool"]):
            out.append(R("toggle-button", t, "", 76 + 34 * (i % 6), 96 + 34 * (i // 6), 32, 32,
                         "checked" if t.startswith(st["tool"] + " ") else ""))
        out.append(R("label", "", "Tool Options", 76, 210, 200, 20))
        if st["tool"] == "Text":
            out.append(R("text", "Font", "Sans-serif Bold", 76, 240, 200, 26))
            out.append(R("spin-button", "Size", st["size"], 76, 272, 120, 26))
            out.append(R("combo-box", "Unit", "px", 200, 272, 60, 26))
            out.append(R("check-box", "Use editor", "", 76, 304, 120, 22))
            out.append(R("combo-box", "Antialiasing", "", 76, 330, 200, 26))
            out.append(R("push-button", "Color", "", 76, 362, 60, 24, "#ffffff"))
            out.append(R("combo-box", "Justify", "Left Justified", 76, 392, 200, 26))
        else:
            out.append(R("label", "", "Move:", 76, 240, 80, 20))
            out.append(R("radio-button", "Pick a layer or guide", "", 76, 266, 200, 22, "checked"))
            out.append(R("radio-button", "Move the active layer", "", 76, 290, 200, 22))
        out.append(R("canvas", "banner_spring.png", "", 300, 130, 1230, 850))
        if st["textbox"]:
            out.append(R("text", "", "Spring Open House", 700, 380, 520, 120))
        out.append(R("label", "", "Layers", 1540, 130, 200, 20))
        out.append(R("combo-box", "Mode", "Normal", 1540, 156, 240, 26))
        out.append(R("spin-button", "Opacity", st["layers"][st["active"]][1], 1540, 188, 370, 24))
        out.append(R("label", "", "Lock:", 1540, 218, 40, 20))
        out.append(R("tree-table", "Layers", "", 1540, 244, 370, 520))
        for i, (name, _op) in enumerate(st["layers"]):
            out.append(R("table-cell", name, name, 1600, 250 + 38 * i, 300, 36, "selected" if i == st["active"] else ""))
        for i, b in enumerate(["Create a new layer", "Create a new layer group", "Raise this layer one step",
                               "Lower this layer one step", "Duplicate this layer", "Anchor this floating layer",
                               "Add a mask", "Delete this layer"]):
            out.append(R("push-button", b, "", 1544 + 44 * i, 770, 40, 28))
        out.append(R("combo-box", "", "px", 300, 1040, 60, 24))
        out.append(R("combo-box", "", "50%", 364, 1040, 80, 24))
        out.append(R("label", "", st["msg"], 460, 1044, 600, 18))
        out += extra or []
        return desktop("GNU Image Manipulation Program", ck.label(), out)

    state = shot()
    turns = []
    st["tool"] = "Text"
    st["msg"] = "Click or Click-Drag to create a new layer"
    turns.append((code("pyautogui.press('t')"), shot()))
    ck.tick()
    st["layers"].insert(0, ["Spring Open House", "100.0"])
    st["active"], st["dirty"], st["textbox"] = 0, True, True
    st["msg"] = "Click to edit the text on this layer"
    turns.append((code("pyautogui.click(700, 380)\npyautogui.write('Spring Open House')"), shot()))
    st["size"] = "96"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.tripleClick(130, 285)\npyautogui.write('96\\n')"), shot()))
    ck.tick()
    st["tool"], st["textbox"], st["active"] = "Move", False, 1
    st["msg"] = "banner_spring.png (17.9 MB)"
    turns.append((code("pyautogui.press('escape')\npyautogui.press('m')\npyautogui.click(1700, 306)  # Background"), shot()))
    ck.tick()

    def blur(size: str) -> list[str]:
        return [R("dialog", "Gaussian Blur", "", 640, 260, 460, 520),
                R("label", "", "Gaussian Blur", 660, 280, 200, 20),
                R("label", "", "Background-2 ([banner_spring] (imported))", 660, 302, 400, 18),
                R("combo-box", "Presets:", "", 660, 330, 380, 26),
                R("spin-button", "Size X", size, 660, 370, 330, 26),
                R("spin-button", "Size Y", size, 660, 402, 330, 26),
                R("toggle-button", "Chain", "", 1000, 386, 24, 24, "checked"),
                R("combo-box", "Filter", "Auto", 660, 440, 380, 26),
                R("combo-box", "Abyss policy", "Clamp", 660, 472, 380, 26),
                R("check-box", "Clip to the input extent", "", 660, 506, 300, 22, "checked"),
                R("label", "", "Blending Options", 660, 540, 200, 20),
                R("combo-box", "Mode", "Replace", 660, 566, 380, 26),
                R("spin-button", "Opacity", "100.0", 660, 598, 380, 26),
                R("check-box", "Preview", "", 660, 640, 100, 22, "checked"),
                R("check-box", "Split view", "", 780, 640, 120, 22),
                R("push-button", "Help", "", 660, 730, 80, 30), R("push-button", "Reset", "", 750, 730, 80, 30),
                R("push-button", "OK", "", 920, 730, 80, 30), R("push-button", "Cancel", "", 1010, 730, 80, 30)]

    turns.append((code("pyautogui.click(548, 75)  # Filters\npyautogui.click(600, 180)  # Blur\npyautogui.click(760, 240)  # Gaussian Blur..."),
                  shot(blur("1.50"))))
    ck.tick()
    st["msg"] = "banner_spring.png (21.3 MB)"
    turns.append((code("pyautogui.tripleClick(820, 383)\npyautogui.write('6\\t')\npyautogui.click(960, 745)  # OK"), shot()))
    ck.tick()
    st["layers"].insert(0, ["Spring Open House copy", "100.0"])
    st["active"] = 0
    st["msg"] = "banner_spring.png (25.8 MB)"
    turns.append((code("pyautogui.click(1700, 268)  # Spring Open House\npyautogui.hotkey('shift', 'ctrl', 'd')"), shot()))
    st["layers"][0][0] = "Shadow"
    turns.append((code("pyautogui.doubleClick(1720, 268)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Shadow\\n')"), shot()))
    ck.tick()
    st["layers"][0], st["layers"][1] = st["layers"][1], st["layers"][0]
    st["active"] = 1
    turns.append((code("pyautogui.click(1676, 784)  # Lower this layer one step"), shot()))
    st["layers"][1][1] = "40.0"
    turns.append((code("pyautogui.tripleClick(1720, 200)\npyautogui.write('40\\n')"), shot()))
    ck.tick()
    files = [("banner_spring.png", "1.9 MB", "Yesterday"), ("banner_spring_v1.png", "1.7 MB", "5 Apr"),
             ("logo_round.png", "88.4 kB", "22 Mar"), ("open_house_flyer.xcf", "31.2 MB", "3 Apr"), ("team_photo.jpg", "4.4 MB", "14 Feb")]
    dlg = [R("dialog", "Export Image", "", 460, 180, 1000, 720),
           R("text", "Name:", "banner_spring.png", 560, 204, 500, 28),
           R("label", "", "Save in folder:", 480, 244, 120, 20),
           R("push-button", "daniel", "", 620, 240, 90, 28), R("push-button", "Pictures", "", 714, 240, 90, 28),
           R("table", "Files", "", 640, 280, 800, 440)]
    for i, (n, sz, mod) in enumerate(files):
        dlg += [R("table-cell", "", n, 650, 310 + 28 * i, 420, 26), R("table-cell", "", sz, 1080, 310 + 28 * i, 120, 26),
                R("table-cell", "", mod, 1210, 310 + 28 * i, 200, 26)]
    dlg += [R("list-item", "Recent", "", 470, 290, 160, 24), R("list-item", "Home", "", 470, 316, 160, 24),
            R("list-item", "Desktop", "", 470, 342, 160, 24), R("list-item", "Pictures", "", 470, 368, 160, 24, "selected"),
            R("toggle-button", "Select File Type (By Extension)", "", 480, 800, 300, 24),
            R("push-button", "Help", "", 480, 850, 80, 30), R("push-button", "Export", "", 1250, 850, 90, 30),
            R("push-button", "Cancel", "", 1350, 850, 90, 30)]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), shot(dlg)))
    rs.add("os", "h55-os-05", sysp("Open banner_spring.png in GIMP, add the text 'Spring Open House' in 96 px, blur the background with a 6 px Gaussian blur, add a 'Shadow' copy of the text layer under the text at 40% opacity, and open the export dialog."),
           turns, state=state)


def chrome_window(tabs: list[str], active: int, url: str, content: list[str], extra: list[str] | None = None,
                  ext_icons: tuple[str, ...] = ("Dark Reader", "uBlock Origin")) -> list[str]:
    """A maximized Chrome window: tab strip, toolbar, the page's nodes."""
    out = [R("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    w = min(240, 1500 // max(1, len(tabs)))
    for i, t in enumerate(tabs):
        out.append(R("page-tab", t, "", 78 + w * i, 35, w - 4, 34, "selected" if i == active else ""))
        out.append(R("push-button", "Close", "", 78 + w * i + w - 30, 43, 20, 20))
    out.append(R("push-button", "New Tab", "", 82 + w * len(tabs), 39, 28, 28))
    out.append(R("push-button", "Back", "", 80, 76, 34, 34))
    out.append(R("push-button", "Forward", "", 116, 76, 34, 34))
    out.append(R("push-button", "Reload", "", 152, 76, 34, 34))
    out.append(R("entry", "Address and search bar", url, 236, 80, 1380, 28))
    out.append(R("push-button", "Bookmark this tab", "", 1590, 80, 26, 26))
    for i, e in enumerate(ext_icons):
        out.append(R("push-button", e, "", 1630 + 34 * i, 78, 30, 30))
    out.append(R("push-button", "Extensions", "", 1630 + 34 * len(ext_icons), 78, 30, 30))
    out.append(R("push-button", "You", "", 1840, 78, 30, 30))
    out.append(R("push-button", "Chrome", "", 1876, 78, 30, 30))
    out.append(R("document-web", tabs[active], "", 70, 116, 1850, 964))
    return out + content + (extra or [])


def t06(rs: RowSet) -> None:
    """Chrome: extensions in developer mode, an extension's details page, site data; Dark Reader's ID changes on its details page (bad, turn 3)."""
    ck = Clock("May 6", 11, 2)
    exts = [("Dark Reader", "4.9.80", "Dark mode for every website. Take care of your eyes, use dark theme for night and daily browsing.", "eimadpbcbfnmbkopoojfekhnkhdbieeh", "service worker"),
            ("Google Docs Offline", "1.73.0", "Edit, create, and view your documents, spreadsheets, and presentations — all without internet access.", "ghbmnnjooekpmoecnnnilnnbdlolhkhi", "service worker (Inactive)"),
            ("JSON Formatter", "0.7.1", "Makes JSON easy to read. Open source.", "bcjindcccaagfpapjjmafapmmgkkhgoa", "service worker (Inactive)"),
            ("uBlock Origin", "1.56.0", "Finally, an efficient blocker. Easy on CPU and memory.", "cjpalhdlnbpafiamejdnhcphjbkeiagm", "background page")]
    gh = "Pull requests · octo-org/inventory-api"
    wx = "Boston, MA 10-Day Weather Forecast | Weather Underground"
    tabs = [gh, wx, "Inbox (3) - daniel.okafor@gmail.com - Gmail"]

    def ext_list(dev: bool) -> list[str]:
        out = [R("heading", "", "Extensions", 120, 130, 200, 30),
               R("entry", "Search extensions", "", 700, 128, 520, 34),
               R("toggle-button", "Developer mode", "", 1800, 134, 40, 22, "checked" if dev else "")]
        if dev:
            out += [R("push-button", "Load unpacked", "", 120, 180, 140, 34), R("push-button", "Pack extension", "", 270, 180, 150, 34),
                    R("push-button", "Update", "", 430, 180, 90, 34)]
        out.append(R("link", "My extensions", "", 90, 250, 200, 30))
        out.append(R("link", "Keyboard shortcuts", "", 90, 286, 200, 30))
        for i, (n, v, d, eid, view) in enumerate(exts):
            x, y = 360 + 400 * (i % 3), 240 + 260 * (i // 3)
            out.append(R("heading", "", n + (f" {v}" if dev else ""), x + 70, y + 16, 300, 22))
            out.append(R("label", "", d, x + 70, y + 44, 300, 60))
            if dev:
                out.append(R("label", "", f"ID: {eid}", x + 20, y + 116, 340, 20))
                out.append(R("label", "", "Inspect views", x + 20, y + 140, 100, 20))
                out.append(R("link", view, "", x + 124, y + 140, 200, 20))
            out.append(R("push-button", "Details", "", x + 16, y + 206, 80, 32))
            out.append(R("push-button", "Remove", "", x + 104, y + 206, 80, 32))
            out.append(R("toggle-button", f"Enable {n}", "", x + 320, y + 212, 40, 22, "checked"))
        return out

    def details(eid: str, incog: bool) -> list[str]:
        out = [R("push-button", "Back", "", 320, 140, 34, 34), R("heading", "", "Dark Reader", 370, 144, 300, 26),
               R("toggle-button", "Developer mode", "", 1800, 134, 40, 22, "checked"),
               R("label", "", "On", 330, 200, 40, 20), R("toggle-button", "Dark Reader", "", 1440, 200, 40, 22, "checked"),
               R("label", "", "Description", 330, 250, 200, 20), R("label", "", exts[0][2], 330, 274, 900, 20),
               R("label", "", "Version", 330, 314, 200, 20), R("label", "", "4.9.80", 330, 338, 200, 20),
               R("label", "", "Size", 330, 378, 200, 20), R("label", "", "3.2 MB", 330, 402, 200, 20),
               R("label", "", "ID", 330, 442, 200, 20), R("label", "", eid, 330, 466, 400, 20),
               R("label", "", "Inspect views", 330, 506, 200, 20), R("link", "service worker", "", 330, 530, 120, 20),
               R("label", "", "Permissions", 330, 570, 200, 20),
               R("list-item", "", "Read and change all your data on all websites", 350, 594, 500, 20),
               R("label", "", "Site access", 330, 634, 200, 20),
               R("combo-box", "Allow this extension to read and change all your data on websites you visit:", "On all sites", 1240, 634, 200, 28),
               R("label", "", "Site settings", 330, 680, 200, 20),
               R("label", "", "Allow in Incognito", 330, 720, 300, 20),
               R("label", "", "Warning: Google Chrome cannot prevent extensions from recording your browsing history. To disable this extension in Incognito mode, unselect this option.", 330, 742, 900, 20),
               R("toggle-button", "Allow in Incognito", "", 1440, 720, 40, 22, "checked" if incog else ""),
               R("label", "", "Allow access to file URLs", 330, 780, 300, 20),
               R("toggle-button", "Allow access to file URLs", "", 1440, 780, 40, 22),
               R("label", "", "Collect errors", 330, 820, 300, 20),
               R("toggle-button", "Collect errors", "", 1440, 820, 40, 22),
               R("link", "Extension options", "", 330, 860, 300, 20),
               R("link", "View in Chrome Web Store", "", 330, 900, 300, 20),
               R("label", "", "Source", 330, 940, 200, 20), R("label", "", "Chrome Web Store", 330, 962, 200, 20),
               R("link", "Remove extension", "", 330, 1000, 300, 20)]
        return out

    def github() -> list[str]:
        prs = [("#418", "Add bulk import endpoint for SKUs", "opened 2 days ago by mkovacs", "Review required"),
               ("#415", "Fix N+1 query in /warehouses/{id}/stock", "opened 3 days ago by lchen", "Changes requested"),
               ("#409", "Bump fastapi from 0.109.2 to 0.110.0", "opened last week by dependabot", "Approved"),
               ("#402", "Draft: reservation TTL as setting", "opened 2 weeks ago by daniel-okafor", "Draft")]
        out = [R("link", "octo-org", "", 120, 140, 80, 20), R("link", "inventory-api", "", 210, 140, 120, 20),
               R("link", "Code", "", 120, 180, 60, 30), R("link", "Issues 23", "", 190, 180, 90, 30),
               R("link", "Pull requests 7", "", 290, 180, 130, 30), R("link", "Actions", "", 430, 180, 80, 30),
               R("entry", "Search all pull requests", "is:pr is:open", 360, 240, 700, 32),
               R("link", "7 Open", "", 360, 290, 80, 24), R("link", "164 Closed", "", 450, 290, 100, 24)]
        for i, (num, t, meta, rv) in enumerate(prs):
            out += [R("link", t, "", 400, 330 + 64 * i, 600, 22), R("label", "", f"{num} {meta}", 400, 354 + 64 * i, 500, 18),
                    R("link", rv, "", 1100, 340 + 64 * i, 160, 20)]
        return out

    sites = [("docs.google.com", "212 MB", 14), ("mail.google.com", "96.3 MB", 9), ("atlassian.net", "18.9 MB", 6),
             ("github.com", "14.6 MB", 11), ("wunderground.com", "3.4 MB", 3), ("stackoverflow.com", "2.2 MB", 4),
             ("accounts.google.com", "1.1 MB", 7), ("gist.github.com", "312 kB", 2)]

    def all_sites(flt: str) -> list[str]:
        out = [R("entry", "Search settings", "", 700, 128, 520, 34), R("push-button", "Back", "", 320, 190, 34, 34),
               R("heading", "", "All sites", 370, 194, 300, 26), R("entry", "Search", flt, 1300, 190, 300, 30),
               R("combo-box", "Sort by", "Most visited", 1100, 240, 180, 28),
               R("push-button", "Delete all data", "", 1300, 240, 160, 30)]
        shown = [s for s in sites if flt in s[0]]
        for i, (s, size, cookies) in enumerate(shown):
            y = 290 + 56 * i
            out += [R("link", s, "", 380, y, 400, 22), R("label", "", f"Site data: {size} · {cookies} cookies", 380, y + 22, 400, 18),
                    R("push-button", f"Delete data for {s}", "", 1420, y + 6, 30, 30), R("push-button", "Show more actions", "", 1460, y + 6, 30, 30)]
        return out

    def shot(active: int, url: str, content: list[str], extra: list[str] | None = None) -> str:
        return desktop("Google Chrome", ck.label(), chrome_window(tabs, active, url, content, extra))

    state = shot(0, "github.com/octo-org/inventory-api/pulls", github())
    turns = []
    tabs.append("Extensions")
    turns.append((code("BrowserTools.open_extensions()"), shot(3, "chrome://extensions", ext_list(False))))
    ck.tick()
    turns.append((code("pyautogui.click(1820, 145)  # Developer mode"), shot(3, "chrome://extensions", ext_list(True))))
    turns.append((code("pyautogui.click(416, 461)  # Details (Dark Reader)"),
                  shot(3, "chrome://extensions/?id=eimadpbcbfnmbkopoojfekhnkhdbieeh", details("eimadpbcbfnmbkopoojfekhnkdhbieeh", False))))
    ck.tick()
    turns.append((code("pyautogui.click(1460, 731)  # Allow in Incognito"),
                  shot(3, "chrome://extensions/?id=eimadpbcbfnmbkopoojfekhnkhdbieeh", details("eimadpbcbfnmbkopoojfekhnkdhbieeh", True))))
    ck.tick()
    tabs[2] = "Inbox (4) - daniel.okafor@gmail.com - Gmail"
    turns.append((code("pyautogui.hotkey('ctrl', '1')"), shot(0, "github.com/octo-org/inventory-api/pulls", github())))
    ck.tick()
    tabs[0] = "Settings - All sites"
    turns.append((code("pyautogui.click(900, 94)\npyautogui.write('chrome://settings/content/all\\n')"),
                  shot(0, "chrome://settings/content/all", all_sites(""))))
    turns.append((code("pyautogui.click(1450, 205)\npyautogui.write('github')"),
                  shot(0, "chrome://settings/content/all?searchSubpage=github", all_sites("github"))))
    ck.tick()
    dlg = [R("dialog", "Delete site data and permissions?", "", 660, 400, 600, 220),
           R("heading", "", "Delete site data and permissions?", 690, 424, 540, 26),
           R("label", "", "All data and permissions for github.com, including all sites under it, will be deleted (14.6 MB, 11 cookies). You'll be signed out of these sites.", 690, 464, 540, 60),
           R("push-button", "Cancel", "", 1040, 566, 90, 34), R("push-button", "Delete", "", 1140, 566, 90, 34)]
    turns.append((code("pyautogui.click(1435, 311)  # Delete data for github.com"),
                  shot(0, "chrome://settings/content/all?searchSubpage=github", all_sites("github"), dlg)))
    rs.add("os", "h55-os-06", sysp("In Chrome, turn on developer mode on the extensions page, allow Dark Reader in Incognito, then go to the site-data settings and start deleting the stored data for github.com."),
           turns, state=state, bad=True, turn=3,
           kind="Dark Reader's ID, eimadpbcbfnmbkopoojfekhnkhdbieeh on the developer-mode list and in the URL, reads eimadpbcbfnmbkopoojfekhnkdhbieeh on its details page.")


def t07(rs: RowSet) -> None:
    """Thunderbird: a new subfolder, quick filter, moving messages, a new arrival, global search, folder rename (clean)."""
    ck = Clock("Mar 21", 10, 52)
    acct = "daniel.okafor@fastmail.com"
    inbox = [
        {"s": "[octo-org/inventory-api] Fix N+1 query in /warehouses/{id}/stock (PR #415)", "f": "GitHub", "d": "10:42", "u": True},
        {"s": "Your invoice R0021754839", "f": "Hetzner Online GmbH", "d": "09:58", "u": True},
        {"s": "Re: Q2 offsite — venue shortlist", "f": "Lena Fischer", "d": "09:31", "u": True},
        {"s": "[JIRA] (WHS-311) Dock door 4 sensor offline", "f": "Atlassian", "d": "08:47", "u": True},
        {"s": "Your monthly account summary", "f": "Fastmail", "d": "07:00", "u": False},
        {"s": "Budget review moved to Thursday", "f": "Marcus Albrecht", "d": "20/03/2024, 17:22", "u": False},
        {"s": "Field report comments", "f": "Priya Raman", "d": "20/03/2024, 16:05", "u": False},
        {"s": "[Action required] Droplet maintenance window", "f": "DigitalOcean", "d": "20/03/2024, 11:40", "u": True},
        {"s": "GNSS base station firmware", "f": "Lars Nyberg", "d": "20/03/2024, 09:12", "u": False},
        {"s": "Daniel, you appeared in 14 searches this week", "f": "LinkedIn", "d": "19/03/2024, 21:30", "u": True},
        {"s": "Hetzner Cloud: scheduled maintenance fsn1-dc14", "f": "Hetzner Online GmbH", "d": "19/03/2024, 14:02", "u": False},
        {"s": "Your order 302-7746120-4431557 has shipped", "f": "Amazon.de", "d": "19/03/2024, 08:15", "u": False},
        {"s": "Parking permits for April", "f": "Sophie Martin", "d": "18/03/2024, 16:44", "u": False},
        {"s": "Weekly digest: 5 new posts in #platform", "f": "Discourse", "d": "18/03/2024, 07:30", "u": False},
    ]
    older = [{"s": "Your invoice R0021531207", "f": "Hetzner Online GmbH", "d": "21/02/2024, 10:01", "u": False}]
    st: dict = {"total": 238, "unread": 14, "folder": "Inbox", "sub": None, "filter": "", "sel": None, "pane": None,
                "vendors": [], "junk": 2}

    def folder_rows() -> list[str]:
        out = [R("tree", "Folders", "", 150, 150, 300, 880), R("tree-item", acct, "", 158, 156, 290, 26)]
        names = [("Inbox", st["unread"])]
        if st["sub"]:
            names.append((st["sub"], sum(m["u"] for m in st["vendors"])))
        names += [("Drafts", 0), ("Sent", 0), ("Archive", 0), ("Junk", st["junk"]), ("Trash", 0)]
        for i, (n, u) in enumerate(names):
            indent = 200 if n == st["sub"] else 176
            out.append(R("tree-item", n, str(u) if u else "", indent, 184 + 28 * i, 270 - (indent - 176), 26,
                         "selected" if n == st["folder"] else ("expanded" if n == "Inbox" and st["sub"] else "")))
        out.append(R("tree-item", "Local Folders", "", 158, 184 + 28 * len(names) + 14, 290, 26))
        return out

    def msgs() -> list[dict]:
        if st["folder"] == "Inbox":
            src = inbox + older if st["filter"] else inbox
            if st["filter"]:
                return [m for m in src if st["filter"].lower() in (m["s"] + m["f"]).lower()]
            return src[:12]
        return st["vendors"]

    def shot(extra: list[str] | None = None) -> str:
        fname = st["folder"]
        out = [R("frame", f"{fname} - {acct} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
        for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
            out.append(R("push-button", s, "", 76, 80 + 48 * i, 40, 40, "selected" if s == "Mail" else ""))
        out += [R("push-button", "Get Messages", "", 150, 76, 120, 32), R("push-button", "New Message", "", 276, 76, 120, 32),
                R("entry", "Search <Ctrl+K>", "", 700, 78, 520, 30), R("push-button", "AppMenu", "", 1870, 78, 30, 30)]
        out += folder_rows()
        m = msgs()
        count = st["total"] if fname == "Inbox" else len(st["vendors"])
        out += [R("label", "", fname, 470, 124, 200, 22), R("label", "", f"{count} Messages", 680, 124, 160, 22),
                R("push-button", "Quick Filter", "", 1300, 120, 110, 28, "checked" if st["filter"] else "")]
        out += [R("toggle-button", "Unread", "", 470, 152, 30, 26), R("toggle-button", "Starred", "", 504, 152, 30, 26),
                R("toggle-button", "Contact", "", 538, 152, 30, 26), R("toggle-button", "Tags", "", 572, 152, 30, 26),
                R("toggle-button", "Attachment", "", 606, 152, 30, 26),
                R("entry", "Filter these messages <Ctrl+Shift+K>", st["filter"], 660, 152, 500, 26)]
        if st["filter"]:
            out.append(R("label", "", f"{len(m)} message{'s' if len(m) != 1 else ''}" if m else "No messages found", 1180, 156, 140, 20))
        out.append(R("tree-table", "Messages", "", 470, 184, 1440, 420))
        for hn, x, w in ([("Subject", 500, 700), ("Correspondents", 1210, 330), ("Date", 1550, 240)]):
            out.append(R("table-column-header", hn, "", x, 186, w, 24))
        for i, mm in enumerate(m):
            y = 212 + 30 * i
            d = ("unread" if mm["u"] else "") + (", selected" if st["sel"] == mm["s"] else "")
            out += [R("table-cell", "", mm["s"], 500, y, 700, 28, d.strip(", ")), R("table-cell", "", mm["f"], 1210, y, 330, 28),
                    R("table-cell", "", mm["d"], 1550, y, 240, 28)]
        if st["pane"]:
            p = st["pane"]
            out += [R("section", "Message Pane", "", 470, 610, 1440, 440), R("label", "From", p[0], 490, 620, 700, 20),
                    R("label", "To", "Daniel Okafor <daniel.okafor@fastmail.com>", 490, 644, 700, 20),
                    R("label", "Subject", p[1], 490, 668, 900, 22), R("label", "Date", p[2], 1600, 620, 250, 20),
                    R("paragraph", "", p[3], 490, 710, 1380, 300)]
        out += extra or []
        return desktop("Thunderbird Mail", ck.label(), out)

    state = shot()
    turns = []
    inbox[2]["u"] = False
    st["unread"] -= 1
    st["sel"] = inbox[2]["s"]
    st["pane"] = ("Lena Fischer <lena.fischer@northwind-logistics.com>", inbox[2]["s"], "21/03/2024, 09:31",
                  "Hi Daniel,\n\nthe venue in Ålesund can hold the 14th–16th May if we confirm by Friday. The other two options are only free in June.\n\nLena")
    turns.append((code("pyautogui.click(850, 287)  # Re: Q2 offsite"), shot()))
    ck.tick()
    nf = [R("dialog", "New Folder", "", 760, 380, 400, 220), R("entry", "Name:", "", 780, 430, 360, 30),
          R("label", "", "Create as a subfolder of:", 780, 476, 200, 20), R("combo-box", "", "Inbox", 780, 500, 360, 30),
          R("push-button", "Create Folder", "", 900, 552, 130, 32, "disabled"), R("push-button", "Cancel", "", 1040, 552, 100, 32)]
    turns.append((code("pyautogui.rightClick(220, 197)  # Inbox\npyautogui.click(290, 262)  # New Folder…"), shot(nf)))
    st["sub"] = "Vendors"
    turns.append((code("pyautogui.write('Vendors')\npyautogui.click(965, 568)  # Create Folder"), shot()))
    ck.tick()
    st["filter"], st["sel"], st["pane"] = "Hetzner", None, None
    turns.append((code("pyautogui.click(910, 165)\npyautogui.write('Hetzner')"), shot()))
    ck.tick()
    moved = [m for m in inbox + older if "Hetzner" in m["f"]]
    st["vendors"] = [dict(m) for m in moved]
    st["total"] -= 3
    st["unread"] -= sum(m["u"] for m in moved)
    inbox[:] = [m for m in inbox if "Hetzner" not in m["f"]]
    older.clear()
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.rightClick(850, 227)\npyautogui.click(930, 402)  # Move To\npyautogui.click(1100, 402)  # daniel.okafor@fastmail.com\npyautogui.click(1300, 402)  # Inbox\npyautogui.click(1480, 430)  # Vendors"),
                  shot()))
    ck.tick()
    inbox.insert(0, {"s": "Your receipt from Northwind Logistics #1493-2210", "f": "Stripe", "d": ck.hm(), "u": True})
    st["total"] += 1
    st["unread"] += 1
    st["filter"] = ""
    turns.append((code("pyautogui.press('escape')"), shot()))
    ck.tick()
    st["folder"] = "Vendors"
    turns.append((code("pyautogui.click(240, 225)  # Vendors"), shot()))
    inv = st["vendors"][0]
    inv["u"] = False
    st["sel"] = inv["s"]
    st["pane"] = ("Hetzner Online GmbH <billing@hetzner.com>", inv["s"], "21/03/2024, 09:58",
                  "Dear Daniel Okafor,\n\nyour invoice R0021754839 for customer number K0511874993 is attached. Amount: €38.76 (incl. 19% VAT), due on 04/04/2024 by SEPA direct debit.\n\nKind regards\nHetzner Online GmbH")
    turns.append((code("pyautogui.click(850, 227)"), shot()))
    ck.tick()

    def search(results: list[tuple[str, str, str, str]] | None) -> list[str]:
        out = [R("dialog", "Search Messages", "", 420, 200, 1080, 640),
               R("combo-box", "Search for messages in:", acct, 620, 220, 400, 30),
               R("check-box", "Search subfolders", "", 1040, 224, 200, 22, "checked"),
               R("check-box", "Run search on server", "", 1260, 224, 200, 22),
               R("radio-button", "Match all of the following", "", 440, 264, 260, 22, "checked"),
               R("radio-button", "Match any of the following", "", 720, 264, 260, 22),
               R("combo-box", "", "Subject", 440, 300, 200, 30), R("combo-box", "", "contains", 650, 300, 160, 30),
               R("entry", "", "invoice" if results is not None else "", 820, 300, 400, 30),
               R("push-button", "Search", "", 1380, 220, 100, 32), R("push-button", "Clear", "", 1380, 260, 100, 32),
               R("tree-table", "", "", 440, 350, 1040, 400)]
        for i, (sub, frm, dt, loc) in enumerate(results or []):
            y = 380 + 28 * i
            out += [R("table-cell", "", sub, 450, y, 430, 26), R("table-cell", "", frm, 890, y, 240, 26),
                    R("table-cell", "", dt, 1140, y, 190, 26), R("table-cell", "", loc, 1340, y, 130, 26)]
        out.append(R("label", "", f"{len(results)} matches found" if results is not None else "", 440, 760, 300, 20))
        out += [R("push-button", "Open in Folder", "", 1040, 790, 130, 30), R("push-button", "Delete", "", 1180, 790, 90, 30),
                R("push-button", "Save as Search Folder", "", 1280, 790, 190, 30)]
        return out

    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'f')"), shot(search(None))))
    res = [("Your invoice R0021754839", "Hetzner Online GmbH", "21/03/2024, 09:58", "Vendors"),
           ("Fwd: March invoice for the offsite venue", "Lena Fischer", "15/03/2024, 14:20", "Archive"),
           ("Invoice #INV-2024-0193 from Northwind Print", "Northwind Print", "07/03/2024, 11:03", "Archive"),
           ("Re: Invoice correction for February", "Daniel Okafor", "28/02/2024, 16:47", "Sent"),
           ("Your invoice R0021531207", "Hetzner Online GmbH", "21/02/2024, 10:01", "Vendors"),
           ("Your invoice R0021298846", "Hetzner Online GmbH", "21/01/2024, 09:44", "Archive")]
    turns.append((code("pyautogui.click(1020, 315)\npyautogui.write('invoice')\npyautogui.click(1430, 236)  # Search"), shot(search(res))))
    ck.tick()
    turns.append((code("pyautogui.press('escape')"), shot()))
    ck.tick()
    st["sub"] = st["folder"] = "Suppliers"
    turns.append((code("pyautogui.rightClick(240, 225)  # Vendors\npyautogui.click(320, 430)  # Rename…\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Suppliers\\n')"),
                  shot()))
    rs.add("os", "h55-os-07", sysp("In Thunderbird, create an Inbox subfolder 'Vendors', move every Hetzner message there, search the account for subjects containing 'invoice', then rename the new folder to 'Suppliers'."),
           turns, state=state)


def files_window(title: str, path: list[str], bookmarks: list[str], current: str, content: list[str],
                 search: str | None = None, extra: list[str] | None = None) -> list[str]:
    """A maximized Files (Nautilus 42) window."""
    out = [R("frame", title, "", 70, 27, 1850, 1053),
           R("push-button", "Back", "", 330, 36, 34, 34), R("push-button", "Forward", "", 366, 36, 34, 34)]
    if search is None:
        x = 420
        for p in path:
            out.append(R("toggle-button", p, "", x, 36, 12 * len(p) + 30, 34, "checked" if p == path[-1] else ""))
            x += 12 * len(p) + 32
    else:
        out.append(R("entry", "Search", search, 420, 36, 700, 34))
    out += [R("toggle-button", "Search", "", 1700, 36, 34, 34, "checked" if search is not None else ""),
            R("push-button", "View options", "", 1740, 36, 50, 34), R("push-button", "Main menu", "", 1800, 36, 34, 34)]
    side = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"] + bookmarks
    for i, s in enumerate(side):
        out.append(R("list-item", s, "", 78, 84 + 36 * i + (12 if i >= 10 else 0), 230, 34, "selected" if s == current else ""))
    out.append(R("list-item", "Other Locations", "", 78, 84 + 36 * len(side) + 24, 230, 34))
    return out + content + (extra or [])


def t08(rs: RowSet) -> None:
    """Files: hidden files, rename, bookmark, search, list view sorted by size; the renamed file shows its old name again (bad, turn 9)."""
    ck = Clock("Apr 4", 9, 37)
    home = "/home/daniel"
    folders = [(".git", 19, "09:12", True), (".vscode", 3, "21 Mar", True), ("api-gateway", 14, "11 Mar", False),
               ("dashboard-redesign", 38, "2 Apr", False), ("old", 6, "30 Jan", False)]
    files = [[".editorconfig", "286 bytes", 286, "8 Feb", True], [".env", "412 bytes", 412, "29 Mar", True],
             ["docker-compose.yml", "1.2 kB", 1211, "29 Mar", False], ["draft_notes.txt", "4.1 kB", 4096, "09:12", False],
             ["README.md", "3.4 kB", 3390, "3 Apr", False], ["roadmap_2024.odp", "2.3 MB", 2301442, "28 Mar", False],
             ["team_contacts.csv", "1.8 kB", 1790, "15 Feb", False]]
    st: dict = {"hidden": False, "view": "grid", "sort": "name", "sel": None, "bm": []}

    def entries() -> list[tuple[str, str, str, int, bool]]:
        fo = [(n, f"{c} items", m, c, True) for n, c, m, h in folders if st["hidden"] or not h]
        fi = [(n, s, m, b, False) for n, s, b, m, h in files if st["hidden"] or not h]
        if st["sort"] == "size":
            fo.sort(key=lambda e: e[3])
            fi.sort(key=lambda e: e[3])
        else:
            fo.sort(key=lambda e: e[0].lower())
            fi.sort(key=lambda e: e[0].lower())
        return fo + fi

    def content() -> list[str]:
        es = entries()
        out = []
        if st["view"] == "grid":
            out.append(R("layered-pane", "Content", "", 320, 80, 1600, 960))
            for i, (n, _s, _m, _b, _d) in enumerate(es):
                x, y = 340 + 150 * (i % 10), 100 + 150 * (i // 10)
                out.append(R("icon", n, "", x, y, 130, 130, "selected" if n == st["sel"] else ""))
        else:
            out.append(R("table", "Content", "", 320, 80, 1600, 960))
            arrow = "sorted ascending"
            out += [R("table-column-header", "Name", "", 330, 84, 900, 30, arrow if st["sort"] == "name" else ""),
                    R("table-column-header", "Size", "", 1240, 84, 200, 30, arrow if st["sort"] == "size" else ""),
                    R("table-column-header", "Modified", "", 1450, 84, 200, 30),
                    R("table-column-header", "Star", "", 1660, 84, 60, 30)]
            for i, (n, s, m, _b, _d) in enumerate(es):
                y = 118 + 40 * i
                d = "selected" if n == st["sel"] else ""
                out += [R("table-cell", "", n, 330, y, 900, 38, d), R("table-cell", "", s, 1240, y, 200, 38),
                        R("table-cell", "", m, 1450, y, 200, 38)]
        n_sel = f"“{st['sel']}” selected ({next(e[1] for e in es if e[0] == st['sel'])})" if st["sel"] else ""
        if n_sel:
            out.append(R("label", "", n_sel, 1500, 1040, 400, 24))
        return out

    def shot(extra: list[str] | None = None, search: str | None = None, body: list[str] | None = None, current: str = "") -> str:
        return desktop("Files", ck.label(), files_window("Projects", ["Home", "Projects"], st["bm"], current,
                                                         content() if body is None else body, search, extra))

    state = shot()
    turns = []
    st["hidden"] = True
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), shot()))
    ck.tick()
    files[3][0] = "meeting_notes_2024-03.txt"
    st["sel"] = "meeting_notes_2024-03.txt"
    turns.append((code("pyautogui.click(1605, 165)  # draft_notes.txt\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('meeting_notes_2024-03.txt\\n')"), shot()))
    st["bm"] = ["Projects"]
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"), shot()))
    ck.tick()
    res = [("budget.md", "2.6 kB", "dashboard-redesign/docs", "19 Mar"), ("budget_2023_final.ods", "48.9 kB", "old", "12 Jan"),
           ("budget_draft.xlsx", "22.4 kB", "old", "30 Jan")]
    body = [R("table", "Content", "", 320, 80, 1600, 960),
            R("table-column-header", "Name", "", 330, 84, 640, 30), R("table-column-header", "Size", "", 980, 84, 160, 30),
            R("table-column-header", "Location", "", 1150, 84, 330, 30), R("table-column-header", "Modified", "", 1490, 84, 200, 30)]
    for i, (n, s, loc, m) in enumerate(res):
        y = 118 + 40 * i
        body += [R("table-cell", "", n, 330, y, 640, 38), R("table-cell", "", s, 980, y, 160, 38),
                 R("table-cell", "", f"{home}/Projects/{loc}".replace(home, "~"), 1150, y, 330, 38), R("table-cell", "", m, 1490, y, 200, 38)]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('budget')"), shot(search="budget", body=body)))
    ck.tick()
    turns.append((code("pyautogui.press('escape')"), shot()))
    st["hidden"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), shot()))
    ck.tick()
    st["view"] = "list"
    turns.append((code("pyautogui.hotkey('ctrl', '2')"), shot()))
    st["sort"] = "size"
    turns.append((code("pyautogui.click(1340, 99)  # Size"), shot()))
    ck.tick()
    files[3][0] = "draft_notes.txt"
    st["sel"] = None
    turns.append((code("pyautogui.click(193, 473)  # Projects bookmark"), shot(current="Projects")))
    rs.add("os", "h55-os-08", sysp("In Files, show hidden files in ~/Projects, rename draft_notes.txt to meeting_notes_2024-03.txt, bookmark the folder, search it for 'budget', then hide hidden files again and list the folder by size."),
           turns, state=state, bad=True, turn=9,
           kind="draft_notes.txt was renamed to meeting_notes_2024-03.txt in turn 2 and listed under the new name since, but the reloaded folder lists it as draft_notes.txt again (same 4.1 kB, 09:12).")


def t09(rs: RowSet) -> None:
    """Text Editor: find, replace all, go to line and edit, save; an untouched line changes on save (bad, turn 4)."""
    ck = Clock("Feb 27", 17, 14)
    lines = ['# sitegen configuration', 'title = "Northwind Engineering Blog"', 'base_url = "http://blog.northwind-logistics.com"',
             'language = "en-gb"', 'theme = "paper"', '', '[server]', 'host = "0.0.0.0"', 'port = 8080', 'workers = 4',
             'timeout = 30', 'static_dir = "public"', '', '[feeds]', 'rss = true', 'atom = false',
             'feed_url = "http://blog.northwind-logistics.com/feed.xml"', 'items = 20', '', '[build]', 'drafts = false',
             'minify = true', 'output = "dist"', '']
    st = {"dirty": False, "pos": "Ln 1, Col 1"}

    def shot(extra: list[str] | None = None, search: str | None = None, count: str = "") -> str:
        name = ("*" if st["dirty"] else "") + "config.toml"
        out = [R("frame", f"{name} (~/projects/sitegen) - Text Editor", "", 70, 27, 1850, 1053),
               R("push-button", "Open", "", 80, 36, 90, 34), R("push-button", "New Tab", "", 174, 36, 34, 34),
               R("label", "", name, 880, 34, 200, 20), R("label", "", "~/projects/sitegen", 880, 54, 200, 16),
               R("push-button", "Save", "", 1740, 36, 70, 34), R("push-button", "Main Menu", "", 1814, 36, 34, 34)]
        if search is not None:
            out += [R("entry", "Search", search, 1300, 84, 360, 30), R("label", "", count, 1580, 90, 70, 20),
                    R("push-button", "Previous", "", 1664, 84, 30, 30), R("push-button", "Next", "", 1696, 84, 30, 30)]
        out.append(R("text", "", "\n".join(lines), 70, 120 if search is not None else 84, 1850, 920))
        out += [R("combo-box", "", "TOML", 1380, 1044, 80, 24), R("combo-box", "", "Tab Width: 4", 1470, 1044, 120, 24),
                R("combo-box", "", st["pos"], 1600, 1044, 140, 24), R("label", "", "INS", 1760, 1048, 40, 18)]
        out += extra or []
        return desktop("Text Editor", ck.label(), out)

    state = shot()
    turns = []
    st["pos"] = "Ln 3, Col 9"
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('base_url')"), shot(search="base_url", count="1 of 1")))
    ck.tick()
    lines[2] = lines[2].replace("http://", "https://")
    lines[16] = lines[16].replace("http://", "https://")
    st["dirty"] = True
    st["pos"] = "Ln 17, Col 20"
    dlg = [R("dialog", "Find and Replace", "", 700, 300, 520, 260), R("entry", "Find", "http://", 820, 330, 380, 30),
           R("entry", "Replace with", "https://", 820, 370, 380, 30), R("check-box", "Match case", "", 720, 414, 150, 22),
           R("check-box", "Match entire word only", "", 720, 440, 220, 22), R("check-box", "Regular expression", "", 720, 466, 200, 22),
           R("check-box", "Search backwards", "", 960, 414, 200, 22), R("check-box", "Wrap around", "", 960, 440, 200, 22, "checked"),
           R("push-button", "Close", "", 720, 510, 90, 32), R("push-button", "Replace All", "", 880, 510, 110, 32),
           R("push-button", "Replace", "", 1000, 510, 90, 32), R("push-button", "Find", "", 1100, 510, 90, 32)]
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'h')\npyautogui.write('http://')\npyautogui.press('tab')\npyautogui.write('https://')\npyautogui.click(935, 526)  # Replace All"),
                  shot(dlg)))
    ck.tick()
    lines[9] = "workers = 8"
    st["pos"] = "Ln 10, Col 12"
    turns.append((code("pyautogui.click(765, 526)  # Close\npyautogui.hotkey('ctrl', 'i')\npyautogui.write('10\\n')\npyautogui.press('end')\npyautogui.press('backspace')\npyautogui.write('8')"),
                  shot()))
    ck.tick()
    st["dirty"] = False
    lines[10] = "timeout = 60"
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), shot()))
    ck.tick()
    lines[23:] = ["", "[cache]", "enabled = true", "ttl_seconds = 3600", ""]
    st["dirty"] = True
    st["pos"] = "Ln 28, Col 1"
    turns.append((code("pyautogui.hotkey('ctrl', 'end')\npyautogui.write('\\n[cache]\\nenabled = true\\nttl_seconds = 3600\\n')"), shot()))
    st["dirty"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), shot()))
    rs.add("os", "h55-os-09", sysp("In ~/projects/sitegen/config.toml, switch every http:// URL to https://, raise the server workers from 4 to 8, add a [cache] section with enabled = true and ttl_seconds = 3600, and save."),
           turns, state=state, bad=True, turn=4,
           kind="Line 11 read 'timeout = 30' in every earlier view, but after a plain Ctrl+S it reads 'timeout = 60' although only the workers line was edited.")


def t10(rs: RowSet) -> None:
    """VS Code: install Ruff, Problems panel, fix an unused import, run the pytest task (clean)."""
    ck = Clock("Mar 26", 14, 31)
    models = ["from __future__ import annotations", "", "import os", "from datetime import datetime", "from typing import Optional", "",
              "from sqlalchemy import ForeignKey, String", "from sqlalchemy.orm import Mapped, mapped_column, relationship", "",
              "from app.db import Base", "", "", "class Warehouse(Base):", '    __tablename__ = "warehouses"', "",
              "    id: Mapped[int] = mapped_column(primary_key=True)", "    code: Mapped[str] = mapped_column(String(8), unique=True)",
              "    name: Mapped[str] = mapped_column(String(120))", '    items: Mapped[list["StockItem"]] = relationship(back_populates="warehouse")',
              "", "", "class StockItem(Base):", '    __tablename__ = "stock_items"', "",
              "    id: Mapped[int] = mapped_column(primary_key=True)", "    sku: Mapped[str] = mapped_column(String(32), index=True)",
              '    warehouse_id: Mapped[int] = mapped_column(ForeignKey("warehouses.id"))', "    quantity: Mapped[int] = mapped_column(default=0)",
              "    updated_at: Mapped[datetime] = mapped_column(default=datetime.utcnow)",
              '    warehouse: Mapped[Warehouse] = relationship(back_populates="items")', ""]
    probs = {"models.py": [], "warehouses.py": [("error", '"reserve_stock" is not defined', "Pylance(reportUndefinedVariable)", 57, 16)],
             "stock.py": [("warning", 'Import "redis.asyncio" could not be resolved from source', "Pylance(reportMissingModuleSource)", 4, 6)]}
    st: dict = {"side": "Explorer", "tabs": ["main.py", "models.py", "warehouses.py", "stock.py"], "active": "main.py", "dirty": False, "panel": None, "pos": "Ln 1, Col 1",
                "ruff": False, "search": "", "extra": []}
    mainpy = ["from fastapi import FastAPI", "", "from app.routers import orders, warehouses", "",
              'app = FastAPI(title="inventory-api", version="0.9.3")', "app.include_router(warehouses.router)",
              "app.include_router(orders.router)", "", "", '@app.get("/healthz")', "def healthz() -> dict[str, str]:",
              '    return {"status": "ok"}', ""]
    installed = [("Python", "ms-python.python", "v2024.2.1", "Microsoft"), ("Pylance", "ms-python.vscode-pylance", "v2024.3.1", "Microsoft"),
                 ("GitLens — Git supercharged", "eamodio.gitlens", "v14.9.0", "GitKraken"), ("Docker", "ms-azuretools.vscode-docker", "v1.29.0", "Microsoft"),
                 ("EditorConfig for VS Code", "EditorConfig.EditorConfig", "v0.16.4", "EditorConfig"), ("YAML", "redhat.vscode-yaml", "v1.14.0", "Red Hat")]

    def counts() -> tuple[int, int]:
        e = sum(1 for v in probs.values() for p in v if p[0] == "error")
        w = sum(1 for v in probs.values() for p in v if p[0] == "warning")
        return e, w

    def shot(extra: list[str] | None = None) -> str:
        act = st["active"]
        title = (f"{'● ' if st['dirty'] and act == 'models.py' else ''}{act} - inventory-api - Visual Studio Code")
        out = [R("frame", title, "", 70, 27, 1850, 1053)]
        for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
            out.append(R("menu", m, "", 110 + 70 * i, 30, 66, 26))
        for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G) - 2 pending changes",
                               "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)", "Testing"]):
            out.append(R("page-tab", a, "", 70, 64 + 48 * i, 48, 48, "selected" if a.startswith(st["side"]) else ""))
        if st["side"] == "Explorer":
            out.append(R("heading", "", "EXPLORER", 128, 66, 200, 22))
            for i, (n, d) in enumerate([("INVENTORY-API", 0), (".vscode", 1), ("app", 1), ("routers", 2), ("services", 2), ("__init__.py", 2),
                                        ("db.py", 2), ("main.py", 2), ("models.py", 2), ("tests", 1), ("pyproject.toml", 1), ("README.md", 1)]):
                out.append(R("tree-item", n, "", 128 + 12 * d, 92 + 22 * i, 300, 22, "selected" if n == act else ""))
        else:
            out.append(R("heading", "", "EXTENSIONS", 128, 66, 200, 22))
            out.append(R("entry", "Search Extensions in Marketplace", st["search"], 128, 92, 330, 26))
            if not st["search"]:
                ins = installed + ([("Ruff", "charliermarsh.ruff", "v2024.16.0", "Astral Software")] if st["ruff"] else [])
                ins.sort(key=lambda e: e[0].lower())
                out.append(R("tree-item", f"INSTALLED {len(ins)}", "", 128, 126, 330, 22, "expanded"))
                for i, (n, _id, v, pub) in enumerate(ins):
                    out.append(R("list-item", n, f"{n} {v} {pub}", 128, 150 + 72 * i, 330, 70))
            else:
                res = [("Ruff", "A Visual Studio Code extension with support for the Ruff linter.", "Astral Software", "2.1M"),
                       ("Flake8", "Python linting support for VS Code using Flake8.", "Microsoft", "2.4M"),
                       ("Pylint", "Python linting support for VS Code using Pylint.", "Microsoft", "3.0M"),
                       ("isort", "Import organization support for Python files using isort.", "Microsoft", "4.9M"),
                       ("Even Better TOML", "Fully-featured TOML support", "tamasfe", "3.6M")]
                for i, (n, d, pub, dl) in enumerate(res):
                    btn = "Uninstall" if (n == "Ruff" and st["ruff"]) else "Install"
                    out += [R("list-item", n, f"{n} {dl} {d} {pub}", 128, 126 + 72 * i, 330, 70),
                            R("push-button", btn if n == "Ruff" else "Install", "", 400, 172 + 72 * i, 56, 20)]
        for i, t in enumerate(st["tabs"]):
            label = ("● " if st["dirty"] and t == "models.py" else "") + t
            out.append(R("page-tab", label, "", 470 + 170 * i, 64, 166, 34, "selected" if t == act else ""))
        if act == "models.py":
            out.append(R("text", "Editor content", "\n".join(models), 470, 100, 1440, 560 if st["panel"] else 900))
        elif act == "main.py":
            out.append(R("text", "Editor content", "\n".join(mainpy), 470, 100, 1440, 560 if st["panel"] else 900))
        if st["panel"]:
            for i, p in enumerate(["PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL", "PORTS"]):
                out.append(R("page-tab", p, "", 480 + 130 * i, 670, 124, 28, "selected" if p == st["panel"] else ""))
            if st["panel"] == "PROBLEMS":
                y = 704
                for f, path in [("models.py", "app"), ("warehouses.py", "app/routers"), ("stock.py", "app/services")]:
                    if not probs[f]:
                        continue
                    out.append(R("tree-item", f, f"{f} {path} {len(probs[f])}", 480, y, 1400, 22, "expanded"))
                    y += 22
                    for sev, msg, src, ln, col in sorted(probs[f], key=lambda p: (p[0] != "error", p[3])):
                        out.append(R("tree-item", f"{'Error' if sev == 'error' else 'Warning'}: {msg}", f"{msg} {src} [Ln {ln}, Col {col}]", 500, y, 1380, 22))
                        y += 22
            else:
                out.append(R("terminal", "Terminal 1, Task - pytest", "\n".join(st["term"]), 480, 704, 1420, 330))
        e, w = counts()
        sb = [("main", "Source Control: main*"), ("", "Synchronize Changes"), (f"{e} {w}", f"Errors: {e}, Warnings: {w}")]
        sb += [(st["pos"], "Go to Line/Column"), ("Spaces: 4", ""), ("UTF-8", ""), ("LF", ""), ("Python", ""),
               ("3.11.6 ('.venv': venv)", "")]
        if st["ruff"]:
            sb.append(("Ruff", "Ruff: running"))
        x = 74
        for text, name in sb:
            out.append(R("push-button", name, text, x, 1056, 12 * max(len(text), 2) + 10, 22))
            x += 12 * max(len(text), 2) + 14
        out += extra or []
        return desktop("Visual Studio Code", ck.label(), out)

    state = shot()
    turns = []
    st["side"] = "Extensions"
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')"), shot()))
    st["search"] = "ruff"
    turns.append((code("pyautogui.write('ruff')"), shot()))
    ck.tick()
    st["ruff"] = True
    probs["warehouses.py"].append(("warning", "Undefined name `reserve_stock`", "Ruff(F821)", 57, 16))
    probs["models.py"] += [("warning", "`os` imported but unused", "Ruff(F401)", 3, 8),
                           ("warning", "`typing.Optional` imported but unused", "Ruff(F401)", 5, 20)]
    probs["stock.py"].append(("warning", "Local variable `ttl` is assigned to but never used", "Ruff(F841)", 31, 9))
    turns.append((code("pyautogui.click(428, 182)  # Install (Ruff)"), shot()))
    ck.tick()
    st["panel"] = "PROBLEMS"
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'm')"), shot()))
    ck.tick()
    st["active"], st["pos"] = "models.py", "Ln 3, Col 8"
    turns.append((code("pyautogui.click(700, 737)  # `os` imported but unused"), shot()))
    del models[2]
    st["dirty"] = True
    probs["models.py"] = [("warning", "`typing.Optional` imported but unused", "Ruff(F401)", 4, 20)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'k')"), shot()))
    st["dirty"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), shot()))
    ck.tick()
    qp = [R("entry", "Type to narrow down results.", "", 660, 70, 600, 30), R("label", "", "Select the task to run", 660, 104, 600, 20)]
    for i, (t, d) in enumerate([("pytest", "tasks.json"), ("ruff check", "tasks.json"), ("uvicorn: dev server", "tasks.json"),
                                ("docker-build", "tasks.json"), ("Show All Tasks...", "")]):
        qp.append(R("list-item", t, f"{t} {d}".strip(), 660, 130 + 24 * i, 600, 24, "selected" if i == 0 else ""))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Tasks: Run Task')\npyautogui.press('enter')"), shot(qp)))
    ck.tick()
    st["panel"] = "TERMINAL"
    st["term"] = [" *  Executing task: .venv/bin/python -m pytest -q ", "",
                  "........................F.................                               [100%]",
                  "=================================== FAILURES ===================================",
                  "_______________________ test_reserve_more_than_available _______________________", "",
                  "client = <starlette.testclient.TestClient object at 0x7f3c9a1e2d10>", "",
                  "    def test_reserve_more_than_available(client):",
                  '        r = client.post("/warehouses/3/reserve", json={"sku": "NW-0042", "qty": 500})',
                  ">       assert r.status_code == 409", "E       assert 200 == 409",
                  "E        +  where 200 = <Response [200]>.status_code", "",
                  "tests/test_orders.py:88: AssertionError",
                  "=========================== short test summary info ============================",
                  "FAILED tests/test_orders.py::test_reserve_more_than_available - assert 200 == 409",
                  "1 failed, 41 passed in 3.27s", "",
                  " *  The terminal process \"/usr/bin/bash '-c', '.venv/bin/python -m pytest -q'\" terminated with exit code: 1. ",
                  " *  Terminal will be reused by tasks, press any key to close it. "]
    turns.append((code("pyautogui.press('enter')"), shot()))
    st["panel"] = "PROBLEMS"
    turns.append((code("pyautogui.click(542, 684)  # PROBLEMS"), shot()))
    rs.add("os", "h55-os-10", sysp("In the inventory-api workspace in VS Code, install the Ruff extension, open the Problems panel, remove the unused os import from app/models.py and save, then run the pytest task."),
           turns, state=state)


SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
                   "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
                   "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                   "Default Applications", "Date & Time", "About"]


def settings_window(panel: str, content: list[str], header: list[str] | None = None, extra: list[str] | None = None) -> list[str]:
    """The Settings (GNOME Control Center 42) window with its panel list."""
    out = [R("frame", panel or "Settings", "", 300, 120, 1320, 860),
           R("push-button", "Search", "", 310, 128, 34, 34), R("label", "", "Settings", 420, 136, 100, 22),
           R("push-button", "Primary Menu", "", 600, 128, 34, 34)]
    out += header or [R("label", "", panel, 1060, 136, 200, 22)]
    out.append(R("list", "", "", 300, 170, 340, 810))
    for i, p in enumerate(SETTINGS_PANELS):
        out.append(R("list-item", p, "", 306, 176 + 31 * i, 328, 30, "selected" if p == panel else ""))
    return out + content + (extra or [])


def t11(rs: RowSet) -> None:
    """Settings > Displays: select the external monitor, fractional scaling, 150%, apply and keep (clean)."""
    ck = Clock("Jan 15", 8, 55)
    mons = {1: {"name": "Built-in display", "res": "1920 × 1080 (16:9)", "rate": "60.02 Hz", "scale": "100%"},
            2: {"name": "Dell Inc. 27\"", "res": "3840 × 2160 (16:9)", "rate": "60.00 Hz", "scale": "200%"}}
    st = {"sel": 1, "frac": False, "dirty": False}

    def content() -> list[str]:
        m = mons[st["sel"]]
        out = [R("toggle-button", "Displays", "", 860, 182, 120, 30, "checked"), R("toggle-button", "Night Light", "", 984, 182, 120, 30),
               R("toggle-button", "Join Displays", "", 820, 230, 180, 34, "checked"), R("toggle-button", "Mirror", "", 1004, 230, 180, 34),
               R("label", "", "Drag displays to match your physical display setup. Select a display to change its settings.", 720, 276, 780, 20),
               R("drawing-area", "Display Arrangement", "", 720, 300, 780, 200),
               R("push-button", "1 Built-in display", "", 860, 380, 200, 112, "selected" if st["sel"] == 1 else ""),
               R("push-button", "2 Dell Inc. 27\"", "", 1064, 320, 300, 172, "selected" if st["sel"] == 2 else ""),
               R("label", "", "Primary Display", 720, 520, 300, 22), R("combo-box", "Primary Display", "Built-in display", 1240, 514, 260, 34),
               R("label", "", f"{st['sel']}  {m['name']}", 720, 566, 400, 22),
               R("label", "", "Orientation", 720, 604, 300, 22), R("combo-box", "Orientation", "Landscape", 1240, 598, 260, 34),
               R("label", "", "Resolution", 720, 648, 300, 22), R("combo-box", "Resolution", m["res"], 1240, 642, 260, 34),
               R("label", "", "Refresh Rate", 720, 692, 300, 22), R("combo-box", "Refresh Rate", m["rate"], 1240, 686, 260, 34),
               R("label", "", "Fractional Scaling", 720, 736, 300, 22),
               R("label", "", "May increase power usage, lower speed, or reduce display sharpness.", 720, 758, 500, 18),
               R("toggle-button", "Fractional Scaling", "", 1450, 736, 50, 26, "checked" if st["frac"] else ""),
               R("label", "", "Scale", 720, 800, 300, 22)]
        opts = ["100%", "125%", "150%", "175%", "200%"] if st["frac"] else ["100%", "200%"]
        for i, o in enumerate(opts):
            out.append(R("toggle-button", o, "", 1000 + 100 * i if st["frac"] else 1300 + 100 * i, 794, 96, 34,
                         "checked" if o == m["scale"] else ""))
        return out

    def shot(extra: list[str] | None = None) -> str:
        header = None
        if st["dirty"]:
            header = [R("label", "", "Apply Changes?", 1040, 136, 200, 22), R("push-button", "Cancel", "", 650, 128, 90, 34),
                      R("push-button", "Apply", "", 1510, 128, 90, 34)]
        return desktop("Settings", ck.label(), settings_window("Displays", content(), header, extra), ("Settings",))

    state = desktop("Settings", ck.label(), settings_window("Appearance", [
        R("label", "", "Style", 720, 190, 200, 22), R("toggle-button", "Light", "", 760, 220, 220, 150, "checked"),
        R("toggle-button", "Dark", "", 1000, 220, 220, 150), R("label", "", "Color", 720, 400, 200, 22),
        R("label", "", "Desktop Icons", 720, 520, 200, 22), R("toggle-button", "Show Personal folder", "", 1450, 560, 50, 26, "checked"),
        R("label", "", "Dock", 720, 620, 200, 22), R("toggle-button", "Auto-hide the Dock", "", 1450, 660, 50, 26),
        R("combo-box", "Position on screen", "Left", 1240, 760, 260, 34)]), ("Settings",))
    turns = []
    turns.append((code("pyautogui.click(470, 594)  # Displays"), shot()))
    st["sel"] = 2
    turns.append((code("pyautogui.click(1214, 406)  # monitor 2"), shot()))
    ck.tick()
    st["frac"], st["dirty"] = True, True
    turns.append((code("pyautogui.click(1475, 749)  # Fractional Scaling"), shot()))
    mons[2]["scale"] = "150%"
    turns.append((code("pyautogui.click(1248, 811)  # 150%"), shot()))
    ck.tick()
    dlg = [R("dialog", "Keep Changes?", "", 760, 420, 400, 180), R("label", "", "Keep Changes?", 800, 440, 320, 24),
           R("label", "", "Changes will revert in 18 seconds", 800, 476, 320, 20),
           R("push-button", "Revert Changes", "", 780, 544, 170, 36), R("push-button", "Keep Changes", "", 970, 544, 170, 36)]
    st["dirty"] = False
    turns.append((code("pyautogui.click(1555, 145)  # Apply"), shot(dlg)))
    turns.append((code("pyautogui.click(1055, 562)  # Keep Changes"), shot()))
    rs.add("os", "h55-os-11", sysp("In Settings > Displays, set the external Dell monitor to 150% scaling (turn on fractional scaling if needed) and keep the change."),
           turns, state=state)


def t12(rs: RowSet) -> None:
    """System Monitor: sort by CPU, filter, end a runaway worker that systemd restarts under a new PID, resources and file systems (clean)."""
    ck = Clock("Feb 8", 15, 40)
    procs = [["gnome-shell", 2211, 412.6, "98.4 MB", "12.1 MB", 3.1], ["chrome", 48890, 388.2, "212.7 MB", "64.0 MB", 2.4],
             ["chrome", 48931, 256.9, "18.3 MB", "2.2 MB", 1.6], ["code", 51022, 301.4, "140.2 MB", "9.7 MB", 1.2],
             ["python3", 48211, 142.8, "4.1 MB", "1.3 GB", 38.6], ["python3", 48230, 96.3, "2.8 MB", "11.9 MB", 0.4],
             ["gnome-terminal-server", 3120, 48.1, "1.2 MB", "420.0 kB", 0.2], ["nautilus", 3304, 71.9, "33.6 MB", "1.9 MB", 0.0],
             ["thunderbird", 40112, 298.0, "188.5 MB", "96.1 MB", 0.9], ["pipewire", 2044, 9.8, "N/A", "N/A", 0.3],
             ["tracker-miner-fs-3", 2301, 22.4, "61.0 MB", "14.8 MB", 0.0], ["evolution-alarm-notify", 2398, 18.7, "N/A", "N/A", 0.0],
             ["gsd-color", 2289, 15.2, "N/A", "N/A", 0.0], ["ibus-daemon", 2240, 6.1, "N/A", "N/A", 0.1],
             ["gnome-system-monitor", 55310, 41.2, "3.4 MB", "N/A", 1.4]]
    st: dict = {"view": "Processes", "sort": "name", "search": None, "tick": 0}

    def cpu(p: list, k: int) -> float:
        if p[5] == 0.0 and p[1] % 3:
            return 0.0
        j = ((p[1] * 7 + k * 13) % 11 - 5) / 10
        return max(0.0, round(p[5] + j * (3 if p[5] > 10 else 1), 1))

    def proc_rows() -> list[str]:
        k = st["tick"]
        rows = [p for p in procs if st["search"] is None or st["search"] in p[0]]
        if st["sort"] == "cpu":
            rows = sorted(rows, key=lambda p: (-cpu(p, k), p[0], p[1]))
        else:
            rows = sorted(rows, key=lambda p: (p[0], p[1]))
        out = [R("tree-table", "", "", 70, 110, 1850, 930)]
        for n, x, w in ([("Process Name", 80, 380), ("User", 470, 120), ("% CPU", 600, 100), ("ID", 710, 100),
                                       ("Memory", 820, 130), ("Disk read total", 960, 160), ("Disk write total", 1130, 160),
                                       ("Disk read", 1300, 120), ("Disk write", 1430, 120), ("Priority", 1560, 120)]):
            out.append(R("table-column-header", n, "", x, 112, w, 28, "sorted descending" if (n == "% CPU" and st["sort"] == "cpu") else ""))
        for i, p in enumerate(rows):
            y = 142 + 28 * i
            vals = [(p[0], 80, 380), ("daniel", 470, 120), (f"{cpu(p, k):.1f}", 600, 100), (str(p[1]), 710, 100),
                    (f"{p[2] + (0.4 * k if p[0] in ('chrome', 'gnome-shell', 'code') else 0):.1f} MB", 820, 130), (p[3], 960, 160), (p[4], 1130, 160), ("N/A", 1300, 120), ("N/A", 1430, 120), ("Normal", 1560, 120)]
            for v, x, w in vals:
                out.append(R("table-cell", "", v, x, y, w, 26))
        return out

    def resources(mem: str, recv: str, sent: str, rx: str, tx: str, cpus: list[str]) -> list[str]:
        out = [R("label", "", "CPU", 90, 120, 100, 22), R("drawing-area", "CPU History", "", 90, 146, 1800, 220)]
        for i, c in enumerate(cpus):
            out.append(R("label", "", f"CPU{i + 1}  {c}", 100 + 220 * i, 376, 200, 20))
        out += [R("label", "", "Memory and Swap", 90, 420, 200, 22), R("drawing-area", "Memory and Swap History", "", 90, 446, 1800, 220),
                R("label", "", "Memory", 100, 676, 100, 20), R("label", "", mem, 100, 698, 400, 20),
                R("label", "", "Cache 3.2 GiB", 100, 720, 300, 20),
                R("label", "", "Swap", 700, 676, 100, 20), R("label", "", "0 bytes (0.0%) of 2.0 GiB", 700, 698, 400, 20),
                R("label", "", "Network", 90, 760, 200, 22), R("drawing-area", "Network History", "", 90, 786, 1800, 200),
                R("label", "", "Receiving", 100, 996, 100, 20), R("label", "", rx, 100, 1016, 120, 20),
                R("label", "", "Total Received", 260, 996, 140, 20), R("label", "", recv, 260, 1016, 140, 20),
                R("label", "", "Sending", 700, 996, 100, 20), R("label", "", tx, 700, 1016, 120, 20),
                R("label", "", "Total Sent", 860, 996, 140, 20), R("label", "", sent, 860, 1016, 140, 20)]
        return out

    def filesystems() -> list[str]:
        out = [R("tree-table", "", "", 70, 110, 1850, 930)]
        cols = [("Device", 80, 200), ("Directory", 290, 300), ("Type", 600, 100), ("Total", 710, 120), ("Available", 840, 120), ("Used", 970, 400)]
        for n, x, w in cols:
            out.append(R("table-column-header", n, "", x, 112, w, 28))
        for i, row in enumerate([("/dev/sda3", "/", "ext4", "97.9 GB", "52.3 GB", "40.6 GB  45%"),
                                 ("/dev/sda2", "/boot/efi", "vfat", "536.9 MB", "530.7 MB", "6.2 MB  1%"),
                                 ("/dev/sdb1", "/media/daniel/USBDATA", "vfat", "31.0 GB", "18.4 GB", "12.6 GB  40%")]):
            for (v, (_n, x, w)) in zip(row, cols):
                out.append(R("table-cell", "", v, x, 142 + 28 * i, w, 26))
        return out

    def shot(body: list[str], extra: list[str] | None = None) -> str:
        out = [R("frame", "System Monitor", "", 70, 27, 1850, 1053)]
        for i, v in enumerate(["Processes", "Resources", "File Systems"]):
            out.append(R("toggle-button", v, "", 760 + 140 * i, 34, 136, 34, "checked" if v == st["view"] else ""))
        if st["view"] == "Processes":
            out += [R("toggle-button", "Search", "", 1800, 34, 34, 34, "checked" if st["search"] is not None else ""),
                    R("push-button", "Menu", "", 1840, 34, 34, 34)]
            if st["search"] is not None:
                out.append(R("entry", "", st["search"], 760, 74, 400, 30))
        out += body
        if st["view"] == "Processes":
            out.append(R("push-button", "End Process", "", 1780, 1044, 120, 30, "disabled"))
        out += extra or []
        return desktop("System Monitor", ck.label(), out, ("System Monitor",))

    state = shot(proc_rows())
    turns = []
    st["sort"], st["tick"] = "cpu", 1
    turns.append((code("pyautogui.click(650, 126)  # % CPU"), shot(proc_rows())))
    st["search"], st["tick"] = "python", 2
    turns.append((code("pyautogui.click(1817, 51)  # Search\npyautogui.write('python')"), shot(proc_rows())))
    ck.tick()
    st["tick"] = 3
    dlg = [R("dialog", "End the selected process “python3” (PID: 48211)?", "", 700, 420, 520, 200),
           R("label", "", "End the selected process “python3” (PID: 48211)?", 730, 440, 460, 44),
           R("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 730, 490, 460, 60),
           R("push-button", "Cancel", "", 930, 572, 120, 34), R("push-button", "End Process", "", 1060, 572, 140, 34)]
    turns.append((code("pyautogui.rightClick(300, 155)  # python3 48211\npyautogui.click(360, 300)  # End"), shot(proc_rows(), dlg)))
    procs[:] = [p for p in procs if p[1] != 48211] + [["python3", 48517, 38.4, "1.9 MB", "N/A", 0.3]]
    st["tick"] = 4
    turns.append((code("pyautogui.click(1130, 589)  # End Process"), shot(proc_rows())))
    ck.tick()
    st["view"] = "Resources"
    turns.append((code("pyautogui.click(968, 51)  # Resources"),
                  shot(resources("4.9 GiB (31.6%) of 15.5 GiB", "1.9 GB", "212.4 MB", "14.2 KiB/s", "3.1 KiB/s", ["9.8%", "14.1%", "6.3%", "11.0%"]))))
    st["view"] = "File Systems"
    turns.append((code("pyautogui.click(1108, 51)  # File Systems"), shot(filesystems())))
    ck.tick()
    st["view"], st["search"], st["tick"] = "Processes", None, 5
    turns.append((code("pyautogui.click(828, 51)  # Processes"), shot(proc_rows())))
    st["search"], st["tick"] = "python", 6
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('python')"), shot(proc_rows())))
    ck.tick()
    st["view"] = "Resources"
    turns.append((code("pyautogui.click(968, 51)  # Resources"),
                  shot(resources("4.9 GiB (31.5%) of 15.5 GiB", "1.9 GB", "214.0 MB", "2.6 KiB/s", "1.2 KiB/s", ["4.1%", "3.7%", "5.0%", "2.9%"]))))
    rs.add("os", "h55-os-12", sysp("Open System Monitor, find the python3 worker that is using most of the CPU, end it, and check that the service brought a fresh worker back; then review memory, network and disk usage."),
           turns, state=state)


def t13(rs: RowSet) -> None:
    """Settings > Keyboard: add German (no dead keys), remove Spanish; the newly added layout vanishes with it (bad, turn 6)."""
    ck = Clock("Nov 12", 11, 17)
    sources = ["English (US)", "Spanish"]

    def content() -> list[str]:
        out = [R("label", "", "Input Sources", 720, 190, 300, 22),
               R("label", "", "Includes keyboard layouts and input methods.", 720, 214, 500, 18), R("list", "", "", 720, 240, 780, 50 * (len(sources) + 1))]
        for i, s in enumerate(sources):
            out += [R("list-item", s, "", 720, 240 + 50 * i, 780, 50), R("push-button", "Options", "", 1450, 250 + 50 * i, 34, 30)]
        y = 240 + 50 * len(sources)
        out.append(R("list-item", "Add Input Source…", "", 720, y, 780, 50))
        y += 80
        out += [R("label", "", "Input Source Switching", 720, y, 300, 22),
                R("label", "", "Input sources can be switched using the Super+Space keyboard shortcut. This can be changed in the keyboard shortcut settings.", 720, y + 24, 780, 36),
                R("radio-button", "Use the same source for all windows", "", 740, y + 70, 500, 40, "checked"),
                R("radio-button", "Switch input sources individually for each window", "", 740, y + 112, 500, 40),
                R("label", "", "Special Character Entry", 720, y + 180, 300, 22),
                R("list-item", "Alternate Characters Key", "Right Alt", 720, y + 210, 780, 50),
                R("list-item", "Compose Key", "Off", 720, y + 260, 780, 50),
                R("label", "", "Keyboard Shortcuts", 720, y + 340, 300, 22),
                R("list-item", "View and Customize Shortcuts", "", 720, y + 370, 780, 50)]
        return out

    def shot(extra: list[str] | None = None, panel: str = "Keyboard", body: list[str] | None = None) -> str:
        ind = "en" if len(sources) > 1 else ""
        return desktop("Settings", ck.label(), settings_window(panel, content() if body is None else body, None, extra), ("Settings",), ind)

    state = shot(panel="Mouse & Touchpad", body=[R("label", "", "General", 720, 190, 200, 22),
                                                   R("label", "", "Primary Button", 720, 230, 300, 22),
                                                   R("toggle-button", "Left", "", 1300, 224, 90, 34, "checked"), R("toggle-button", "Right", "", 1394, 224, 90, 34),
                                                   R("label", "", "Mouse", 720, 300, 200, 22), R("slider", "Mouse Speed", "", 1100, 336, 380, 30),
                                                   R("toggle-button", "Natural Scrolling", "", 1430, 386, 50, 26)])
    turns = []
    turns.append((code("pyautogui.click(470, 656)  # Keyboard"), shot()))

    def dialog(items: list[str], search: str = "", back: bool = False, sel: str = "") -> list[str]:
        out = [R("dialog", "Add an Input Source", "", 710, 250, 500, 560), R("push-button", "Cancel", "", 720, 258, 80, 34),
               R("label", "", "Add an Input Source", 860, 266, 200, 20), R("push-button", "Add", "", 1120, 258, 80, 34, "" if sel else "disabled")]
        if back:
            out.append(R("push-button", "Back", "", 720, 300, 34, 34))
        if search or back:
            out.append(R("entry", "", search, 760, 302, 430, 30))
        for i, it in enumerate(items):
            out.append(R("list-item", it, "", 720, 344 + 38 * i, 480, 36, "selected" if it == sel else ""))
        return out

    ck.tick()
    turns.append((code("pyautogui.click(1110, 365)  # Add Input Source…"), shot(dialog(["English (United States)", "Spanish (Spain)", "⋮"]))))
    turns.append((code("pyautogui.write('german')"),
                  shot(dialog(["German (Austria)", "German (Belgium)", "German (Germany)", "German (Italy)", "German (Luxembourg)", "German (Switzerland)"], "german"))))
    ck.tick()
    layouts = ["German", "German (dead acute)", "German (dead grave acute)", "German (dead tilde)", "German (E1)", "German (E2)",
               "German (Macintosh)", "German (Neo 2)", "German (no dead keys)", "German (T3)", "Lower Sorbian", "Turkish (Germany)"]
    turns.append((code("pyautogui.click(960, 438)  # German (Germany)"), shot(dialog(layouts, "german", True))))
    ck.tick()
    sources.append("German (no dead keys)")
    turns.append((code("pyautogui.click(960, 666)  # German (no dead keys)\npyautogui.click(1160, 275)  # Add"), shot()))
    ck.tick()
    sources[:] = ["English (US)"]
    turns.append((code("pyautogui.click(1467, 315)  # Options (Spanish)\npyautogui.click(1420, 420)  # Remove"), shot()))
    ck.tick()
    comp = [R("dialog", "Compose Key", "", 760, 300, 400, 520), R("label", "", "Compose Key", 900, 316, 140, 20),
            R("label", "", "The compose key allows a wide variety of characters to be entered.", 780, 350, 360, 40)]
    for i, k in enumerate(["Off", "Left Alt", "Left Super", "Right Super", "Menu key", "Right Ctrl", "Left Ctrl", "Caps Lock", "Scroll Lock", "Print Screen"]):
        comp.append(R("radio-button", k, "", 790, 400 + 38 * i, 340, 36, "checked" if k == "Off" else ""))
    turns.append((code("pyautogui.click(1110, 655)  # Compose Key"), shot(comp)))
    rs.add("os", "h55-os-13", sysp("In Settings > Keyboard, add the German (no dead keys) layout, remove Spanish, and then open the Compose Key options."),
           turns, state=state, bad=True, turn=6,
           kind="German (no dead keys), added in turn 5, is gone from the input sources (and the top-bar indicator) after only Spanish was removed.")


def t14(rs: RowSet) -> None:
    """Settings > Online Accounts: add a Nextcloud account, trim its services, then look at the Google account (clean)."""
    ck = Clock("Oct 3", 19, 8)
    accounts = [("Google", "daniel.okafor@gmail.com")]
    providers = ["Google", "Nextcloud", "Facebook", "Microsoft", "Flickr", "Foursquare", "Microsoft Exchange", "Fedora",
                 "IMAP and SMTP", "Enterprise Login (Kerberos)"]
    nc = {"Calendar": True, "Contacts": True, "Files": True}
    gg = {"Mail": True, "Calendar": True, "Contacts": True, "Photos": False, "Files": True, "Printers": False}

    def content() -> list[str]:
        out = [R("label", "", "Connect to your data in the cloud", 720, 190, 500, 22), R("list", "", "", 720, 224, 780, 56 * len(accounts))]
        for i, (prov, who) in enumerate(accounts):
            out.append(R("list-item", prov, who, 720, 224 + 56 * i, 780, 56))
        y = 224 + 56 * len(accounts) + 40
        out += [R("label", "", "Add an account", 720, y, 300, 22), R("list", "", "", 720, y + 30, 780, 48 * len(providers))]
        for i, p in enumerate(providers):
            out.append(R("list-item", p, "", 720, y + 30 + 48 * i, 780, 48))
        return out

    def acct_dialog(prov: str, who: str, sw: dict[str, bool]) -> list[str]:
        out = [R("dialog", f"{prov} Account", "", 660, 260, 600, 460), R("label", "", f"{prov} Account", 880, 272, 160, 20),
               R("push-button", "Close", "", 1220, 268, 30, 30), R("label", "", who, 700, 320, 520, 22), R("label", "", "Use for", 700, 360, 200, 20)]
        for i, (k, v) in enumerate(sw.items()):
            out += [R("label", "", k, 700, 396 + 44 * i, 300, 22), R("toggle-button", k, "", 1170, 394 + 44 * i, 50, 26, "checked" if v else "")]
        out.append(R("push-button", "Remove Account", "", 700, 660, 160, 34))
        return out

    def shot(extra: list[str] | None = None, panel: str = "Online Accounts", body: list[str] | None = None) -> str:
        return desktop("Settings", ck.label(), settings_window(panel, content() if body is None else body, None, extra), ("Settings",))

    state = shot(panel="Sharing", body=[R("label", "", "Device Name", 720, 190, 200, 22), R("text", "Device Name", "daniel-thinkpad", 1100, 186, 400, 30),
                                          R("list-item", "Remote Desktop", "Off", 720, 260, 780, 50), R("list-item", "Media Sharing", "Off", 720, 310, 780, 50)])
    turns = []
    turns.append((code("pyautogui.click(470, 470)  # Online Accounts"), shot()))
    ck.tick()

    def nc_form(server: str, user: str, pw: str) -> list[str]:
        ok = "" if (server and user and pw) else "disabled"
        return [R("dialog", "Nextcloud Account", "", 660, 300, 600, 300), R("push-button", "Cancel", "", 670, 308, 80, 34),
                R("label", "", "Nextcloud Account", 880, 316, 160, 20), R("push-button", "Connect", "", 1160, 308, 90, 34, ok),
                R("entry", "Server", server, 800, 380, 420, 34), R("entry", "Username", user, 800, 430, 420, 34),
                R("password-text", "Password", "•" * len(pw), 800, 480, 420, 34)]

    turns.append((code("pyautogui.click(1110, 422)  # Nextcloud"), shot(nc_form("", "", ""))))
    turns.append((code("pyautogui.click(1010, 397)\npyautogui.write('cloud.okafor-family.net')\npyautogui.press('tab')\npyautogui.write('daniel')\npyautogui.press('tab')\npyautogui.write('Fj7-tundra-42x')"),
                  shot(nc_form("cloud.okafor-family.net", "daniel", "Fj7-tundra-42x"))))
    ck.tick()
    who = "daniel@cloud.okafor-family.net"
    accounts.append(("Nextcloud", who))
    turns.append((code("pyautogui.click(1205, 325)  # Connect"), shot(acct_dialog("Nextcloud", who, nc))))
    nc["Contacts"] = False
    turns.append((code("pyautogui.click(1195, 451)  # Contacts"), shot(acct_dialog("Nextcloud", who, nc))))
    ck.tick()
    turns.append((code("pyautogui.click(1235, 283)  # Close"), shot()))
    turns.append((code("pyautogui.click(1110, 252)  # Google account"), shot(acct_dialog("Google", "daniel.okafor@gmail.com", gg))))
    ck.tick()
    gg["Files"] = False
    turns.append((code("pyautogui.click(1195, 583)  # Files"), shot(acct_dialog("Google", "daniel.okafor@gmail.com", gg))))
    rs.add("os", "h55-os-14", sysp("In Settings > Online Accounts, add the Nextcloud account daniel on cloud.okafor-family.net without contacts, then stop the Google account from being used for Files."),
           turns, state=state)


def t15(rs: RowSet) -> None:
    """Settings > Date & Time: time zone to Lisbon, AM/PM format, manual-time dialog; the clock jumps back five minutes (bad, turn 10)."""
    ck = Clock("Mar 14", 14, 22)
    st = {"tz": ("CET", "Berlin, Germany"), "off": 0, "auto": True, "fmt": "24-hour", "glitch": 0}

    def now() -> int:
        return ck.t + st["off"] - st["glitch"]

    def top() -> str:
        return ck.label(now())

    def row_time() -> str:
        return f"14 March 2024, {ck.hm(now())}"

    def content() -> list[str]:
        return [R("list", "", "", 720, 190, 780, 340),
                R("list-item", "Automatic Date & Time", "Requires internet access", 720, 190, 780, 64),
                R("toggle-button", "Automatic Date & Time", "", 1430, 208, 50, 26, "checked" if st["auto"] else ""),
                R("list-item", "Automatic Time Zone", "Requires location services enabled and internet access", 720, 254, 780, 64),
                R("toggle-button", "Automatic Time Zone", "", 1430, 272, 50, 26),
                R("list-item", "Date & Time", row_time(), 720, 318, 780, 56, "" if not st["auto"] else "disabled"),
                R("list-item", "Time Zone", f"{st['tz'][0]} ({st['tz'][1]})", 720, 374, 780, 56),
                R("list-item", "Time Format", "", 720, 450, 780, 56), R("combo-box", "Time Format", st["fmt"], 1300, 460, 180, 34)]

    def shot(extra: list[str] | None = None) -> str:
        return desktop("Settings", top(), settings_window("Date & Time", content(), None, extra), ("Settings",))

    def tzdlg(search: str, sugg: list[str]) -> list[str]:
        out = [R("dialog", "Time Zone", "", 560, 200, 800, 600), R("label", "", "Time Zone", 920, 212, 100, 20),
               R("push-button", "Close", "", 1320, 208, 30, 30), R("entry", "Search for a city", search, 760, 250, 400, 34),
               R("drawing-area", "Time zone map", "", 580, 300, 760, 400),
               R("label", "", st["tz"][0], 600, 720, 200, 22), R("label", "", st["tz"][1], 600, 744, 300, 20),
               R("label", "", ck.hm(now()), 1200, 730, 120, 24)]
        for i, s in enumerate(sugg):
            out.append(R("list-item", s, "", 760, 286 + 32 * i, 400, 30))
        return out

    state = desktop("Settings", top(), settings_window("About", [
        R("label", "", "Device Name", 720, 300, 300, 22), R("label", "", "daniel-thinkpad", 1200, 300, 300, 22),
        R("label", "", "Memory", 720, 350, 300, 22), R("label", "", "15.5 GiB", 1200, 350, 300, 22),
        R("label", "", "Processor", 720, 380, 300, 22), R("label", "", "Intel® Core™ i7-1165G7 × 8", 1200, 380, 300, 22),
        R("label", "", "OS Name", 720, 470, 300, 22), R("label", "", "Ubuntu 22.04.4 LTS", 1200, 470, 300, 22),
        R("label", "", "GNOME Version", 720, 500, 300, 22), R("label", "", "42.9", 1200, 500, 300, 22)]), ("Settings",))
    turns = []
    turns.append((code("pyautogui.click(470, 904)  # Date & Time"), shot()))
    ck.tick(40)
    turns.append((code("pyautogui.click(1110, 402)  # Time Zone"), shot(tzdlg("", []))))
    turns.append((code("pyautogui.write('Lisbon')"),
                  shot(tzdlg("Lisbon", ["Lisbon, Portugal", "Lisbon, Maine, United States", "Lisbon, New Hampshire, United States"]))))
    ck.tick(70)
    st["tz"], st["off"] = ("WET", "Lisbon, Portugal"), -3600
    turns.append((code("pyautogui.click(960, 301)  # Lisbon, Portugal"), shot(tzdlg("Lisbon, Portugal", []))))
    ck.tick(30)
    turns.append((code("pyautogui.click(1335, 223)  # Close"), shot()))
    ck.tick(20)
    pop = [R("menu", "", "", 1300, 500, 180, 80), R("radio-menu-item", "24-hour", "", 1306, 506, 168, 32, "checked"),
           R("radio-menu-item", "AM / PM", "", 1306, 540, 168, 32)]
    turns.append((code("pyautogui.click(1390, 477)  # Time Format"), shot(pop)))
    ck.tick(15)
    st["fmt"] = "AM / PM"
    ck.fmt12 = True
    turns.append((code("pyautogui.click(1390, 556)  # AM / PM"), shot()))
    ck.tick(25)
    st["auto"] = False
    turns.append((code("pyautogui.click(1455, 221)  # Automatic Date & Time"), shot()))
    ck.tick(30)
    h = (now() // 3600) % 12 or 12
    dt = [R("dialog", "Date & Time", "", 760, 360, 400, 260), R("label", "", "Date & Time", 900, 372, 120, 20),
          R("spin-button", "Day", "14", 790, 420, 90, 34), R("combo-box", "Month", "March", 890, 420, 150, 34),
          R("spin-button", "Year", "2024", 1050, 420, 90, 34), R("spin-button", "Hour", str(h), 820, 500, 80, 60),
          R("label", "", ":", 905, 515, 10, 30), R("spin-button", "Minute", f"{now() // 60 % 60:02d}", 920, 500, 80, 60),
          R("push-button", "AM/PM", "PM", 1020, 510, 70, 40)]
    turns.append((code("pyautogui.click(1110, 346)  # Date & Time"), shot(dt)))
    ck.tick(20)
    st["glitch"] = 300
    turns.append((code("pyautogui.press('escape')"), shot()))
    ck.tick(30)
    st["glitch"] = 0
    st["auto"] = True
    turns.append((code("pyautogui.click(1455, 221)  # Automatic Date & Time"), shot()))
    rs.add("os", "h55-os-15", sysp("In Settings > Date & Time, set the time zone to Lisbon, switch the clock to AM/PM, look at the manual date and time without changing it, and leave automatic date and time on."),
           turns, state=state, bad=True, turn=10,
           kind="The clock read 1:25 PM in turns 8 and 9 (and in the manual-time dialog), but after that dialog was closed unchanged it reads 1:21 PM in the top bar and the panel.")


def t16(rs: RowSet) -> None:
    """Disk Usage Analyzer: scan home, trash a folder in Downloads, rescan; the trashed folder is listed again (bad, turn 5)."""
    ck = Clock("Jan 29", 12, 3)

    def size(mb: float) -> str:
        return f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.1f} MB"

    home = [["Videos", 14100, 211, "3 days"], ["Downloads", 9800, None, "Today"], [".cache", 6200, 48903, "Today"],
            ["Documents", 2900, 3417, "Yesterday"], [".local", 2400, 21508, "Today"], ["Pictures", 1600, 2288, "1 week"],
            ["Projects", 930, 9876, "Yesterday"], [".config", 312.4, 2105, "Today"], ["Music", 148.0, 31, "4 months"],
            ["snap", 96.2, 1844, "2 weeks"], ["Desktop", 12.1, 9, "1 month"]]
    downloads = [["ubuntu-22.04.4-desktop-amd64.iso", 4700, None, "2 weeks"], ["old_backups", 3100, 57, "5 months"],
                 ["Takeout", 1200, 96, "1 month"], ["photos_2023.zip", 323.0, None, "1 month"],
                 ["jetbrains-toolbox-2.2.3.20090.tar.gz", 298.6, None, "3 weeks"], ["zoom_amd64.deb", 178.4, None, "Today"]]
    videos = [["conference_talk_2023.mp4", 6800, None, "3 months"], ["family", 5200, 164, "3 days"], ["screencasts", 2100, 44, "2 weeks"]]
    st: dict = {"view": "start", "path": [], "sel": None}

    def count(rows: list) -> int:
        return sum(1 + (r[2] or 0) for r in rows)

    def sync() -> None:
        home[1][1] = sum(r[1] for r in downloads)
        home[1][2] = count(downloads)

    sync()

    def table(rows: list) -> list[str]:
        out = [R("tree-table", "Files", "", 80, 110, 1100, 920)]
        for n, x, w in [("Folder", 90, 560), ("Size", 660, 140), ("Contents", 810, 180), ("Modified", 1000, 160)]:
            out.append(R("table-column-header", n, "", x, 112, w, 28))
        for i, (n, mb, items, mod) in enumerate(sorted(rows, key=lambda r: -r[1])):
            y = 142 + 30 * i
            out += [R("table-cell", "", n, 90, y, 560, 28, "selected" if n == st["sel"] else ""), R("table-cell", "", size(mb), 660, y, 140, 28),
                    R("table-cell", "", f"{items:,} items" if items is not None else "", 810, y, 180, 28), R("table-cell", "", mod, 1000, y, 160, 28)]
        return out

    def shot(rows: list | None, extra: list[str] | None = None, label_mb: float | None = None) -> str:
        out = [R("frame", "Disk Usage Analyzer", "", 70, 27, 1850, 1053)]
        if st["view"] == "start":
            out += [R("label", "", "Devices & Locations", 120, 90, 300, 22),
                    R("list-item", "Home folder", "/home/daniel", 120, 130, 1680, 70),
                    R("label", "", "40.6 GB of 97.9 GB used", 1400, 154, 300, 20),
                    R("list-item", "Filesystem root", "/", 120, 200, 1680, 70), R("label", "", "40.6 GB of 97.9 GB used", 1400, 224, 300, 20),
                    R("list-item", "USBDATA", "/media/daniel/USBDATA", 120, 270, 1680, 70), R("label", "", "12.6 GB of 31.0 GB used", 1400, 294, 300, 20)]
        else:
            out += [R("push-button", "Back", "", 80, 34, 34, 34), R("push-button", "Scan again", "", 1760, 34, 34, 34),
                    R("push-button", "Main Menu", "", 1800, 34, 34, 34)]
            x = 400
            for p in st["path"]:
                out.append(R("toggle-button", p, "", x, 34, 12 * len(p) + 30, 34, "checked" if p == st["path"][-1] else ""))
                x += 12 * len(p) + 32
            out += table(rows or [])
            out.append(R("drawing-area", "Rings Chart", "", 1200, 110, 700, 920))
            total = sum(r[1] for r in home)
            here = sum(r[1] for r in rows or []) if label_mb is None else label_mb
            out.append(R("label", "", f"{st['path'][-1]}: {size(here)}" if len(st["path"]) > 1 else f"daniel: {size(total)}", 1400, 540, 300, 22))
        out += extra or []
        return desktop("Disk Usage Analyzer", ck.label(), out, ("Disk Usage Analyzer",))

    state = shot(None)
    turns = []
    st["view"], st["path"] = "dir", ["daniel"]
    turns.append((code("pyautogui.click(960, 165)  # Home folder"), shot(home)))
    ck.tick()
    st["path"] = ["daniel", "Downloads"]
    turns.append((code("pyautogui.doubleClick(370, 185)  # Downloads"), shot(downloads)))
    ck.tick()
    shown_dl = [r for r in downloads if r[0] != "old_backups"]
    turns.append((code("pyautogui.rightClick(370, 185)  # old_backups\npyautogui.click(450, 262)  # Move to Trash"), shot(shown_dl)))
    ck.tick()
    downloads[:] = shown_dl
    sync()
    home[2][2] = 48917
    st["path"] = ["daniel"]
    turns.append((code("pyautogui.hotkey('ctrl', 'r')  # Scan again"), shot(home)))
    ck.tick()
    st["path"] = ["daniel", "Downloads"]
    ghost = [["old_backups", 3100, 57, "5 months"]] + downloads
    turns.append((code("pyautogui.doubleClick(370, 185)  # Downloads"), shot(ghost, label_mb=home[1][1])))
    ck.tick()
    st["path"] = ["daniel"]
    turns.append((code("pyautogui.click(97, 51)  # Back"), shot(home)))
    st["path"] = ["daniel", "Videos"]
    turns.append((code("pyautogui.doubleClick(370, 155)  # Videos"), shot(videos)))
    ck.tick()
    st["path"] = ["daniel"]
    turns.append((code("pyautogui.click(97, 51)  # Back"), shot(home)))
    rs.add("os", "h55-os-16", sysp("With Disk Usage Analyzer, scan the home folder, move Downloads/old_backups to the Trash, rescan and check what is left in Downloads and Videos."),
           turns, state=state, bad=True, turn=5,
           kind="old_backups (3.1 GB, 57 items) was moved to the Trash in turn 3 and the rescan shrank Downloads to 6.7 GB, yet Downloads lists old_backups again.")


def t17(rs: RowSet) -> None:
    """Logs: System category, search sshd, an entry's details, Important, All with newer entries, export (clean)."""
    ck = Clock("Mar 5", 10, 31)
    system = [("10:30", "systemd", "Started Run anacron jobs."),
              ("10:29", "sshd", "Accepted publickey for deploy from 10.20.4.17 port 51532 ssh2: ED25519 SHA256:q4Vf2m1xh9P0bR7kLs3TzWc8uNyE5aGdJ6oQiHv4YxM"),
              ("10:27", "NetworkManager", "<info>  [1709630821.1187] dhcp4 (wlp0s20f3): state changed new lease, address=192.168.1.34"),
              ("10:25", "sshd", "Failed password for invalid user admin from 185.220.101.34 port 40912 ssh2"),
              ("10:25", "sshd", "Invalid user admin from 185.220.101.34 port 40912"),
              ("10:17", "systemd", "Starting Daily apt upgrade and clean activities..."),
              ("10:02", "kernel", "usb 3-2: new SuperSpeed USB device number 4 using xhci_hcd"),
              ("09:58", "CRON", "(root) CMD (test -x /etc/cron.daily/popularity-contest && /etc/cron.daily/popularity-contest --crond)"),
              ("09:44", "sshd", "Disconnected from user deploy 10.20.4.17 port 51214"),
              ("09:31", "snapd", "storehelpers.go:769: cannot refresh: snap has no updates available: \"core22\", \"firefox\", \"gtk-common-themes\"")]
    important = [("10:24", "gnome-shell", "JS ERROR: TypeError: this._windowActor is null _shouldAnimate@resource:///org/gnome/shell/ui/windowManager.js:1412:9"),
                 ("10:02", "kernel", "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PC00.XHCI.RHUB.HS10._DSM], AE_NOT_FOUND (20210730/psargs-330)"),
                 ("08:12", "gdm-password]", "gkr-pam: unable to locate daemon control file"),
                 ("08:12", "tracker-miner-fs-3", "Unable to get XDG user directory path for special directory &TEMPLATES. Ignoring this location."),
                 ("08:11", "kernel", "Bluetooth: hci0: Malformed MSFT vendor event: 0x02")]
    newer = [("10:33", "sshd", "Accepted publickey for deploy from 10.20.4.17 port 51790 ssh2: ED25519 SHA256:q4Vf2m1xh9P0bR7kLs3TzWc8uNyE5aGdJ6oQiHv4YxM"),
             ("10:33", "systemd-logind", "New session 47 of user deploy."),
             ("10:32", "gnome-shell", "Window manager warning: Buggy client sent a _NET_ACTIVE_WINDOW message with a timestamp of 0 for 0x3a0000b")]
    apps = [("10:31", "gnome-logs", "Gtk-WARNING: Theme parsing error: gtk.css:74:31: 'min-width' is not a valid property name")]
    st: dict = {"cat": "All", "search": None}

    def shot(rows: list[tuple[str, str, str]] | None, extra: list[str] | None = None, details: list[str] | None = None) -> str:
        out = [R("frame", "Logs", "", 70, 27, 1850, 1053)]
        if details is not None:
            out += [R("push-button", "Back", "", 80, 34, 34, 34)] + details
        else:
            out += [R("toggle-button", "Search", "", 1760, 34, 34, 34, "checked" if st["search"] is not None else ""),
                    R("push-button", "Menu", "", 1800, 34, 34, 34)]
            if st["search"] is not None:
                out.append(R("entry", "", st["search"], 760, 74, 400, 30))
            for i, c in enumerate(["Important", "All", "Applications", "System", "Security", "Hardware"]):
                out.append(R("list-item", c, "", 78, 110 + 40 * i, 220, 38, "selected" if c == st["cat"] else ""))
            out.append(R("list", "", "", 310, 110, 1600, 930))
            for i, (t, proc, msg) in enumerate(rows or []):
                y = 112 + 52 * i
                out += [R("list-item", "", "", 310, y, 1600, 50), R("label", "", msg, 324, y + 4, 1300, 20),
                        R("label", "", proc, 324, y + 26, 300, 18), R("label", "", t, 1800, y + 14, 80, 20)]
        out += extra or []
        return desktop("Logs", ck.label(), out, ("Logs",))

    everything = sorted(system + important + apps, key=lambda e: e[0], reverse=True)[:17]
    state = shot(everything)
    turns = []
    st["cat"] = "System"
    turns.append((code("pyautogui.click(188, 249)  # System"), shot(system)))
    st["search"] = "sshd"
    ssh = [e for e in system if e[1] == "sshd"]
    turns.append((code("pyautogui.click(1777, 51)  # Search\npyautogui.write('sshd')"), shot(ssh)))
    ck.tick()
    fields = [("Message", ssh[1][2]), ("Process", "sshd"), ("PID", "41877"), ("User ID", "0"), ("Group ID", "0"),
              ("Systemd Unit", "ssh.service"), ("Boot ID", "5f1c9a04e7d84b2d9a61c0f3e2b87d15"), ("Time", "5 March 2024 10:25:43"), ("Priority", "Info")]
    det = []
    for i, (k, v) in enumerate(fields):
        det += [R("label", "", k, 120, 120 + 36 * i, 200, 22), R("label", "", v, 340, 120 + 36 * i, 1500, 22)]
    turns.append((code("pyautogui.click(1000, 189)  # Failed password for invalid user admin"), shot(None, details=det)))
    turns.append((code("pyautogui.click(97, 51)  # Back"), shot(ssh)))
    ck.tick()
    st["search"], st["cat"] = None, "Important"
    turns.append((code("pyautogui.press('escape')\npyautogui.click(188, 129)  # Important"), shot(important)))
    ck.tick(90)
    st["cat"] = "All"
    everything = sorted(system + important + apps + newer, key=lambda e: e[0], reverse=True)[:17]
    turns.append((code("pyautogui.click(188, 169)  # All"), shot(everything)))
    ck.tick()
    dlg = [R("dialog", "Save logs", "", 460, 200, 1000, 640), R("text", "Name:", "log.txt", 560, 222, 500, 28),
           R("push-button", "daniel", "", 620, 262, 90, 28), R("list-item", "Home", "", 470, 316, 160, 24, "selected"),
           R("list-item", "Desktop", "", 470, 342, 160, 24), R("list-item", "Documents", "", 470, 368, 160, 24),
           R("table", "Files", "", 640, 300, 800, 440)]
    for i, (n, s, m) in enumerate([("Desktop", "", "1 Mar"), ("Documents", "", "Yesterday"), ("Downloads", "", "09:12"),
                                   ("Music", "", "14 Nov"), ("Pictures", "", "27 Feb"), ("Projects", "", "Yesterday"),
                                   ("Videos", "", "2 Mar"), ("notes.txt", "2.1 kB", "28 Feb")]):
        dlg += [R("table-cell", "", n, 650, 330 + 28 * i, 420, 26), R("table-cell", "", s, 1080, 330 + 28 * i, 120, 26),
                R("table-cell", "", m, 1210, 330 + 28 * i, 200, 26)]
    dlg += [R("push-button", "Cancel", "", 480, 210, 90, 30), R("push-button", "Save", "", 1350, 210, 90, 30)]
    turns.append((code("pyautogui.click(1817, 51)  # Menu\npyautogui.click(1760, 98)  # Export"), shot(everything, dlg)))
    rs.add("os", "h55-os-17", sysp("In Logs, look at today's system messages from sshd, open the failed-password entry for details, review the important messages, then export all logs."),
           turns, state=state)


def t18(rs: RowSet) -> None:
    """Passwords and Keys: extend a PGP key's expiry; on reopening, the primary key's strength reads 4096 instead of 3072 (bad, turn 8)."""
    ck = Clock("Aug 20", 9, 12)
    keys = [("Daniel Okafor", "daniel@okafor.dev", "Personal PGP key"), ("Debian CD signing key", "debian-cd@lists.debian.org", "PGP key"),
            ("Lars Nyberg", "lars@nyberg.se", "PGP key")]
    st: dict = {"src": "Login", "sel": None, "expires": "2025-09-03", "strength": "3072"}

    def sidebar() -> list[str]:
        out = []
        for i, (grp, item) in enumerate([("Passwords", "Login"), ("Certificates", "Default trust"), ("Certificates", "User key storage"),
                                         ("Certificates", "System Trust"), ("PGP Keys", "GnuPG keys"), ("Secure Shell", "OpenSSH keys")]):
            out.append(R("list-item", item, grp, 78, 84 + 44 * i, 260, 42, "selected" if item == st["src"] else ""))
        return out

    def main_list() -> list[str]:
        out = [R("list", "", "", 350, 80, 1560, 950)]
        if st["src"] == "GnuPG keys":
            for i, (n, e, t) in enumerate(keys):
                out += [R("list-item", n, "", 350, 84 + 56 * i, 1560, 54, "selected" if n == st["sel"] else ""),
                        R("label", "", n, 410, 88 + 56 * i, 600, 22), R("label", "", e, 410, 110 + 56 * i, 600, 18),
                        R("label", "", t, 1700, 98 + 56 * i, 180, 20)]
        else:
            for i, (n, w) in enumerate([("GNOME Online Accounts", "Stored token"), ("Network password for cloud.okafor-family.net", "Network password"),
                                        ("Chrome Safe Storage", "Application password"), ("Unlock password for: daniel@okafor.dev", "Password")]):
                out += [R("list-item", n, "", 350, 84 + 56 * i, 1560, 54), R("label", "", n, 410, 88 + 56 * i, 800, 22),
                        R("label", "", w, 1600, 98 + 56 * i, 280, 20)]
        return out

    def props(tab: str, strength: str) -> list[str]:
        out = [R("dialog", "Daniel Okafor", "", 560, 160, 800, 700), R("push-button", "Close", "", 1320, 168, 30, 30)]
        for i, t in enumerate(["Owner", "Names and Signatures", "Details"]):
            out.append(R("page-tab", t, "", 600 + 200 * i, 210, 190, 32, "selected" if t == tab else ""))
        if tab == "Owner":
            for i, (k, v) in enumerate([("Name:", "Daniel Okafor"), ("Email:", "daniel@okafor.dev"), ("Comment:", ""),
                                        ("Key ID:", "4B0ED815"), ("Type:", "Personal PGP key")]):
                out += [R("label", "", k, 760, 270 + 34 * i, 120, 22), R("label", "", v, 890, 270 + 34 * i, 400, 22)]
            out += [R("push-button", "Add user ID…", "", 600, 460, 140, 34), R("push-button", "Change Passphrase", "", 760, 460, 170, 34)]
        else:
            for i, (k, v) in enumerate([("Key ID:", "7F3A91C24B0ED815"), ("Type:", "RSA"), ("Strength:", strength),
                                        ("Fingerprint:", "9C2E 61A0 F4D7 3B85 E1C6  0A94 7F3A 91C2 4B0E D815"),
                                        ("Created:", "2023-09-04"), ("Expires:", st["expires"]), ("Override Owner Trust:", "Ultimate")]):
                out += [R("label", "", k, 600, 262 + 32 * i, 200, 22), R("label", "", v, 810, 262 + 32 * i, 520, 22)]
            out += [R("push-button", "Change", "", 1180, 420, 90, 30), R("label", "", "Export Secret Key:", 600, 496, 200, 22),
                    R("push-button", "Export", "", 810, 492, 90, 30), R("label", "", "Subkeys", 600, 544, 200, 22),
                    R("table", "Subkeys", "", 600, 570, 720, 120)]
            cols = [("ID", 600, 160), ("Type", 760, 70), ("Usage", 830, 120), ("Created", 950, 100), ("Expires", 1050, 100),
                    ("Status", 1150, 80), ("Strength", 1230, 90)]
            for n, x, w in cols:
                out.append(R("table-column-header", n, "", x, 572, w, 26))
            for j, row in enumerate([("7F3A91C24B0ED815", "RSA", "Sign, Certify", "2023-09-04", st["expires"], "Good", strength),
                                     ("E83D27A90C4F61B2", "RSA", "Encrypt", "2023-09-04", "2025-09-03", "Good", "3072")]):
                for v, (_n, x, w) in zip(row, cols):
                    out.append(R("table-cell", "", v, x, 600 + 28 * j, w, 26))
        return out

    def shot(extra: list[str] | None = None) -> str:
        out = [R("frame", "Passwords and Keys", "", 70, 27, 1850, 1053), R("push-button", "New…", "", 80, 34, 34, 34),
               R("toggle-button", "Search", "", 1760, 34, 34, 34), R("push-button", "Main Menu", "", 1800, 34, 34, 34)]
        out += sidebar() + main_list() + (extra or [])
        return desktop("Passwords and Keys", ck.label(), out, ("Passwords and Keys",))

    state = shot()
    turns = []
    st["src"] = "GnuPG keys"
    turns.append((code("pyautogui.click(208, 281)  # GnuPG keys"), shot()))
    ck.tick()
    st["sel"] = "Daniel Okafor"
    turns.append((code("pyautogui.doubleClick(900, 111)  # Daniel Okafor"), shot(props("Owner", "3072"))))
    turns.append((code("pyautogui.click(1095, 226)  # Details"), shot(props("Details", "3072"))))
    ck.tick()
    chg = [R("dialog", "Change expiry", "", 760, 380, 400, 280), R("label", "", "Change expiry", 900, 392, 140, 20),
           R("check-box", "Never expires", "", 790, 430, 200, 24), R("entry", "Expiry date", "2025-09-03", 790, 470, 340, 32),
           R("calendar", "", "September 2025", 790, 510, 340, 80),
           R("push-button", "Cancel", "", 920, 610, 100, 32), R("push-button", "Change", "", 1030, 610, 100, 32)]
    turns.append((code("pyautogui.click(1225, 435)  # Change (expiry)"), shot(props("Details", "3072") + chg)))
    ck.tick()
    pin = [R("dialog", "Passphrase", "", 700, 380, 520, 240),
           R("label", "", "Please enter the passphrase to unlock the OpenPGP secret key:\n\"Daniel Okafor <daniel@okafor.dev>\"\n3072-bit RSA key, ID 7F3A91C24B0ED815,\ncreated 2023-09-04.", 730, 400, 460, 90),
           R("password-text", "Passphrase:", "", 820, 510, 360, 30), R("check-box", "Save in password manager", "", 730, 550, 260, 22),
           R("push-button", "Cancel", "", 980, 580, 100, 30), R("push-button", "OK", "", 1090, 580, 100, 30)]
    turns.append((code("pyautogui.tripleClick(960, 486)\npyautogui.write('2026-09-03')\npyautogui.click(1080, 626)  # Change"),
                  shot(props("Details", "3072") + pin)))
    ck.tick()
    st["expires"] = "2026-09-03"
    turns.append((code("pyautogui.write('plover-anchor-1187')\npyautogui.press('enter')"), shot(props("Details", "3072"))))
    turns.append((code("pyautogui.click(1335, 183)  # Close"), shot()))
    ck.tick()
    turns.append((code("pyautogui.doubleClick(900, 111)  # Daniel Okafor\npyautogui.click(1095, 226)  # Details"), shot(props("Details", "4096"))))
    ck.tick()
    exp = [R("dialog", "Export PGP Key", "", 460, 200, 1000, 640), R("text", "Name:", "Daniel Okafor.asc", 560, 222, 500, 28),
           R("push-button", "daniel", "", 620, 262, 90, 28), R("list-item", "Home", "", 470, 316, 160, 24, "selected"),
           R("list-item", "Documents", "", 470, 342, 160, 24), R("table", "Files", "", 640, 300, 800, 440)]
    for i, (n, m) in enumerate([("Desktop", "12 Aug"), ("Documents", "Yesterday"), ("Downloads", "08:40"), ("keys", "3 Feb"),
                                ("Pictures", "1 Aug"), ("Projects", "Yesterday")]):
        exp += [R("table-cell", "", n, 650, 330 + 28 * i, 420, 26), R("table-cell", "", m, 1210, 330 + 28 * i, 200, 26)]
    exp += [R("combo-box", "", "Armored PGP keys", 1200, 760, 240, 30), R("push-button", "Cancel", "", 480, 210, 90, 30),
            R("push-button", "Export", "", 1350, 210, 90, 30)]
    turns.append((code("pyautogui.click(1335, 183)  # Close\npyautogui.rightClick(900, 111)\npyautogui.click(960, 190)  # Export…"), shot(exp)))
    turns.append((code("pyautogui.click(1395, 225)  # Export"), shot()))
    rs.add("os", "h55-os-18", sysp("In Passwords and Keys, extend the expiry of Daniel Okafor's PGP key to 2026-09-03, check the key's details again, and export the public key to the home folder."),
           turns, state=state, bad=True, turn=8,
           kind="Daniel Okafor's primary key showed Strength 3072 (and the pinentry prompt said 3072-bit RSA), but when the properties are reopened after only an expiry change it shows Strength 4096.")


def t19(rs: RowSet) -> None:
    """Disks: unmount a USB stick, reformat its partition as Ext4 'BACKUP', mount it, compare with the internal disk (clean)."""
    ck = Clock("Jun 11", 16, 47)
    usb = {"label": "USBDATA", "fs": "FAT", "contents": "FAT (32-bit version)", "uuid": "3C1A-9E07", "ptype": "W95 FAT32 (LBA)",
           "mounted": True, "free": "31 GB — 18 GB free (40.6% full)"}
    st = {"dev": "usb"}

    def drives() -> list[str]:
        return [R("list-item", "512 GB Disk", "WDC PC SN530 SDBPNPZ-512G-1002", 78, 84, 300, 60, "selected" if st["dev"] == "ssd" else ""),
                R("list-item", "31 GB Drive", "SanDisk Ultra", 78, 146, 300, 60, "selected" if st["dev"] == "usb" else "")]

    def usb_pane() -> list[str]:
        mp = f" — Mounted at /media/daniel/{usb['label']}" if usb["mounted"] else " — Not Mounted"
        out = [R("label", "", "31 GB Drive", 900, 34, 200, 20), R("label", "", "/dev/sdb", 900, 54, 200, 16),
               R("push-button", "Power off this disk", "", 1760, 34, 34, 34), R("push-button", "Drive Options", "", 1800, 34, 34, 34)]
        for i, (k, v) in enumerate([("Model", "SanDisk Ultra (1.00)"), ("Serial Number", "4C530001230517109283"),
                                    ("Size", "31 GB (31,004,295,168 bytes)"), ("Partitioning", "Master Boot Record")]):
            out += [R("label", "", k, 420, 100 + 28 * i, 200, 22), R("label", "", v, 640, 100 + 28 * i, 800, 22)]
        out += [R("label", "", "Volumes", 420, 230, 200, 22),
                R("push-button", f"{usb['label']} Partition 1 31 GB {usb['fs']}", "", 420, 260, 1480, 120, "selected"),
                R("push-button", "Unmount selected partition" if usb["mounted"] else "Mount selected partition", "", 420, 386, 34, 30),
                R("push-button", "Additional partition options", "", 458, 386, 34, 30),
                R("push-button", "Delete selected partition", "", 496, 386, 34, 30)]
        for i, (k, v) in enumerate([("Size", usb["free"] if usb["mounted"] else "31 GB (31,003,246,592 bytes)"),
                                    ("Device", "/dev/sdb1"), ("UUID", usb["uuid"]), ("Partition Type", usb["ptype"]),
                                    ("Contents", usb["contents"] + mp)]):
            out += [R("label", "", k, 420, 440 + 28 * i, 200, 22), R("label", "", v, 640, 440 + 28 * i, 1200, 22)]
        return out

    def ssd_pane() -> list[str]:
        out = [R("label", "", "512 GB Disk", 900, 34, 200, 20), R("label", "", "/dev/nvme0n1", 900, 54, 200, 16),
               R("push-button", "Drive Options", "", 1800, 34, 34, 34)]
        for i, (k, v) in enumerate([("Model", "WDC PC SN530 SDBPNPZ-512G-1002 (21160001)"), ("Serial Number", "21243H801552"),
                                    ("Assessment", "Disk is OK (41° C / 106° F)"), ("Size", "512 GB (512,110,190,592 bytes)"),
                                    ("Partitioning", "GUID Partition Table")]):
            out += [R("label", "", k, 420, 100 + 28 * i, 200, 22), R("label", "", v, 640, 100 + 28 * i, 800, 22)]
        out += [R("label", "", "Volumes", 420, 258, 200, 22),
                R("push-button", "Partition 1 537 MB FAT", "", 420, 288, 120, 120, "selected"),
                R("push-button", "Filesystem Partition 2 511 GB Ext4", "", 540, 288, 1360, 120)]
        for i, (k, v) in enumerate([("Size", "537 MB — 531 MB free (1.1% full)"), ("Device", "/dev/nvme0n1p1"), ("UUID", "0E2B-7C41"),
                                    ("Partition Type", "EFI System"), ("Contents", "FAT (32-bit version) — Mounted at /boot/efi")]):
            out += [R("label", "", k, 420, 470 + 28 * i, 200, 22), R("label", "", v, 640, 470 + 28 * i, 1200, 22)]
        return out

    def shot(extra: list[str] | None = None) -> str:
        out = [R("frame", "Disks", "", 70, 27, 1850, 1053), R("push-button", "Main Menu", "", 340, 34, 34, 34)] + drives()
        out += usb_pane() if st["dev"] == "usb" else ssd_pane()
        return desktop("Disks", ck.label(), out + (extra or []), ("Disks",))

    st["dev"] = "ssd"
    state = shot()
    turns = []
    st["dev"] = "usb"
    turns.append((code("pyautogui.click(228, 176)  # 31 GB Drive"), shot()))
    ck.tick()
    usb["mounted"] = False
    turns.append((code("pyautogui.click(437, 401)  # Unmount selected partition"), shot()))

    def fmt(name: str) -> list[str]:
        return [R("dialog", "Format Volume", "", 610, 250, 700, 500), R("push-button", "Cancel", "", 620, 258, 80, 34),
                R("label", "", "Format Volume", 900, 266, 160, 20), R("push-button", "Next", "", 1220, 258, 80, 34, "" if name else "disabled"),
                R("entry", "Volume Name", name, 700, 320, 520, 34), R("label", "", "For example: “Angela’s Files” or “Backup”.", 700, 358, 520, 18),
                R("toggle-button", "Erase", "", 1170, 390, 50, 26), R("label", "", "Overwrites existing data, but takes longer.", 700, 394, 400, 18),
                R("label", "", "Type", 700, 440, 100, 22),
                R("radio-button", "Internal disk for use with Linux systems only (Ext4)", "", 700, 470, 520, 30, "checked"),
                R("check-box", "Password protect volume (LUKS)", "", 730, 502, 400, 24),
                R("radio-button", "For use with Windows (NTFS)", "", 700, 540, 520, 30),
                R("radio-button", "For use with all systems and devices (FAT)", "", 700, 574, 520, 30),
                R("radio-button", "Other", "", 700, 608, 520, 30)]

    ck.tick()
    turns.append((code("pyautogui.click(475, 401)  # Additional partition options\npyautogui.click(560, 440)  # Format Partition…"), shot(fmt(""))))
    conf = [R("dialog", "Format Volume", "", 610, 250, 700, 500), R("push-button", "Back", "", 620, 258, 80, 34),
            R("label", "", "Confirm Details", 880, 266, 160, 20), R("push-button", "Format", "", 1220, 258, 80, 34, "destructive"),
            R("label", "", "Warning: all data on the volume will be lost but may still be recoverable by data recovery services", 640, 320, 640, 40),
            R("label", "", "Tip: If you are planning to recycle, sell or give away your old computer or disk, you should use a more thorough erase type to keep your private information from falling into the wrong hands", 640, 370, 640, 60),
            R("label", "", "Affected Devices", 640, 450, 200, 20), R("label", "", "Partition 1 of SanDisk Ultra — /dev/sdb1", 660, 476, 600, 20)]
    turns.append((code("pyautogui.write('BACKUP')\npyautogui.click(1260, 275)  # Next"), shot(conf)))
    ck.tick()
    auth = [R("dialog", "Authentication Required", "", 660, 340, 600, 300),
            R("label", "", "Authentication Required", 820, 360, 280, 24),
            R("label", "", "Authentication is required to modify the disk settings for SanDisk Ultra (/dev/sdb)", 690, 400, 540, 40),
            R("label", "", "Daniel Okafor", 880, 460, 200, 20), R("password-text", "Password", "", 740, 500, 440, 34),
            R("push-button", "Cancel", "", 740, 580, 200, 36), R("push-button", "Authenticate", "", 980, 580, 200, 36)]
    turns.append((code("pyautogui.click(1260, 275)  # Format"), shot(auth)))
    ck.tick()
    usb.update({"label": "BACKUP", "fs": "Ext4", "contents": "Ext4 (version 1.0)", "uuid": "6b1f0e2a-8d44-4c1e-9a3a-1f2c5be6d0a7",
                "ptype": "Linux", "free": "31 GB — 29 GB free (0.1% full)"})
    turns.append((code("pyautogui.write('daniel-pw-2291')\npyautogui.press('enter')"), shot()))
    usb["mounted"] = True
    turns.append((code("pyautogui.click(437, 401)  # Mount selected partition"), shot()))
    ck.tick()
    st["dev"] = "ssd"
    turns.append((code("pyautogui.click(228, 114)  # 512 GB Disk"), shot()))
    st["dev"] = "usb"
    turns.append((code("pyautogui.click(228, 176)  # 31 GB Drive"), shot()))
    rs.add("os", "h55-os-19", sysp("In Disks, reformat the SanDisk USB stick's partition as Ext4 named BACKUP, mount it, and compare it with the internal disk."),
           turns, state=state)


def t20(rs: RowSet) -> None:
    """Settings > Mouse & Touchpad: left-handed button, natural scrolling, tap to click, touchpad speed, test area (clean)."""
    ck = Clock("Sep 9", 7, 58)
    st = {"primary": "Left", "m_nat": False, "t_nat": True, "tap": False, "m_speed": "0.00", "t_speed": "0.15", "test": False}

    def sw(name: str, on: bool, y: int) -> list[str]:
        return [R("label", "", name, 740, y + 14, 400, 22), R("toggle-button", name, "", 1430, y + 12, 50, 26, "checked" if on else "")]

    def content() -> list[str]:
        if st["test"]:
            return [R("label", "", "Test Your Settings", 900, 200, 300, 24), R("label", "", "Try clicking, double clicking, scrolling", 860, 232, 380, 20),
                    R("drawing-area", "Primary click", "", 720, 280, 380, 300), R("drawing-area", "Double click", "", 1110, 280, 380, 300),
                    R("drawing-area", "Scroll test", "", 720, 600, 770, 360)]
        out = [R("label", "", "General", 720, 186, 200, 22), R("label", "", "Primary Button", 740, 226, 300, 22),
               R("label", "", "Sets the order of physical buttons on mice and touchpads.", 740, 248, 450, 18),
               R("toggle-button", "Left", "", 1290, 226, 90, 34, "checked" if st["primary"] == "Left" else ""),
               R("toggle-button", "Right", "", 1384, 226, 90, 34, "checked" if st["primary"] == "Right" else ""),
               R("label", "", "Mouse", 720, 300, 200, 22), R("label", "", "Mouse Speed", 740, 340, 200, 22),
               R("slider", "Mouse Speed", st["m_speed"], 1100, 336, 380, 30)]
        out += sw("Natural Scrolling", st["m_nat"], 380)
        out += [R("label", "", "Scrolling moves the content, not the view.", 740, 416, 400, 18), R("label", "", "Touchpad", 720, 470, 200, 22)]
        out += sw("Touchpad", True, 500)
        out += sw("Natural Scrolling", st["t_nat"], 556)
        out += [R("label", "", "Touchpad Speed", 740, 626, 200, 22), R("slider", "Touchpad Speed", st["t_speed"], 1100, 622, 380, 30)]
        out += sw("Tap to Click", st["tap"], 668)
        out += sw("Two-finger Scrolling", True, 724)
        out += sw("Edge Scrolling", False, 780)
        return out

    def shot() -> str:
        header = [R("label", "", "Mouse & Touchpad", 1030, 136, 200, 22),
                  R("toggle-button", "Test Your Settings", "", 1400, 128, 200, 34, "checked" if st["test"] else "")]
        return desktop("Settings", ck.label(), settings_window("Mouse & Touchpad", content(), header), ("Settings",))

    state = desktop("Settings", ck.label(), settings_window("Power", [
        R("label", "", "Power Mode", 720, 186, 200, 22), R("radio-button", "Performance", "", 740, 220, 600, 40),
        R("radio-button", "Balanced", "", 740, 262, 600, 40, "checked"), R("radio-button", "Power Saver", "", 740, 304, 600, 40),
        R("label", "", "Power Saving Options", 720, 380, 300, 22), R("toggle-button", "Dim Screen", "", 1430, 420, 50, 26, "checked"),
        R("combo-box", "Screen Blank", "5 minutes", 1300, 470, 180, 34), R("toggle-button", "Automatic Power Saver", "", 1430, 530, 50, 26, "checked"),
        R("label", "", "Battery", 720, 600, 200, 22), R("label", "", "Charging — 1 hour 12 minutes until fully charged", 740, 630, 500, 20),
        R("progress-bar", "Battery level", "63%", 740, 656, 740, 10)]), ("Settings",))
    turns = []
    turns.append((code("pyautogui.click(470, 625)  # Mouse & Touchpad"), shot()))
    ck.tick()
    st["primary"] = "Right"
    turns.append((code("pyautogui.click(1429, 243)  # Right"), shot()))
    st["m_nat"] = True
    turns.append((code("pyautogui.click(1455, 405)  # Natural Scrolling (mouse)"), shot()))
    ck.tick()
    st["tap"] = True
    turns.append((code("pyautogui.click(1455, 693)  # Tap to Click"), shot()))
    st["t_speed"] = "0.45"
    turns.append((code("pyautogui.moveTo(1318, 637)\npyautogui.dragTo(1375, 637, duration=0.5)  # Touchpad Speed"), shot()))
    ck.tick()
    st["test"] = True
    turns.append((code("pyautogui.click(1500, 145)  # Test Your Settings"), shot()))
    rs.add("os", "h55-os-20", sysp("In Settings > Mouse & Touchpad, make the right button primary, turn on natural scrolling for the mouse and tap to click for the touchpad, speed the touchpad up a little, then open the test area."),
           turns, state=state)


def t21(rs: RowSet) -> None:
    """Chrome on a self-hosted Gitea: close an issue with a comment, label it, open a new one; the closed counter reverts to 11 (bad, turn 11)."""
    ck = Clock("May 22", 15, 30)
    base = "git.lab.internal:3000/ops/backup-scripts"
    issues = {21: {"t": "rsync job skips symlinked dirs", "by": "lnyberg", "age": "4 days ago", "labels": [], "open": True, "c": 2},
              19: {"t": "Rotate restic repository password", "by": "daniel", "age": "2 weeks ago", "labels": ["security"], "open": True, "c": 1},
              18: {"t": "pg_dump fails on replica during vacuum", "by": "marta", "age": "2 weeks ago", "labels": ["bug"], "open": True, "c": 5},
              15: {"t": "Document restore drill for NAS", "by": "daniel", "age": "1 month ago", "labels": ["docs"], "open": True, "c": 0},
              12: {"t": "Move cron schedules to systemd timers", "by": "marta", "age": "2 months ago", "labels": ["enhancement"], "open": True, "c": 3}}
    closed_old = [(20, "Exclude /var/cache from VM images", "closed 6 days ago by marta"), (17, "Restic prune runs out of memory", "closed 2 weeks ago by daniel"),
                  (16, "Email report shows wrong timezone", "closed 3 weeks ago by lnyberg"), (14, "Add ntfy notification on failure", "closed 1 month ago by daniel"),
                  (13, "backup.sh ignores EXCLUDE_FILE", "closed 1 month ago by marta"), (11, "Pin rclone to v1.65", "closed 2 months ago by daniel"),
                  (10, "Offsite copy to B2 bucket", "closed 2 months ago by daniel"), (9, "Check free space before dump", "closed 3 months ago by marta"),
                  (7, "Shellcheck warnings in lib/common.sh", "closed 3 months ago by lnyberg"), (4, "Initial README", "closed 5 months ago by daniel"),
                  (2, "License file", "closed 5 months ago by daniel")]
    st: dict = {"closed_at": None}
    tabs = ["Issues - backup-scripts - Gitea: Git with a cup of tea"]

    def n_open() -> int:
        return sum(v["open"] for v in issues.values())

    def n_closed() -> int:
        return len(closed_old) + sum(not v["open"] for v in issues.values())

    def header(active: str) -> list[str]:
        out = [R("link", "Gitea", "", 90, 124, 40, 30), R("link", "Explore", "", 140, 128, 70, 22), R("link", "Notifications", "", 1760, 128, 30, 22),
               R("link", "daniel", "", 1800, 124, 90, 30), R("link", "ops", "", 120, 176, 40, 26), R("link", "backup-scripts", "", 170, 176, 160, 26),
               R("push-button", "Watch 3", "", 1500, 174, 110, 30), R("push-button", "Star 1", "", 1620, 174, 100, 30), R("push-button", "Fork 0", "", 1730, 174, 100, 30)]
        x = 120
        for t in ["Code", f"Issues {n_open()}", "Pull Requests 2", "Actions", "Packages", "Projects", "Releases 4", "Wiki", "Activity", "Settings"]:
            out.append(R("link", t, "", x, 220, 10 * len(t) + 24, 34, "selected" if t.split()[0] == active else ""))
            x += 10 * len(t) + 30
        return out

    def labels(ls: list[str]) -> str:
        return (" " + " ".join(ls)) if ls else ""

    def issue_list(show_open: bool, extra_closed: list[tuple[int, str, str]] | None = None, closed_count: int | None = None) -> list[str]:
        out = header("Issues") + [R("entry", "Search...", "", 120, 280, 600, 34), R("push-button", "Search", "", 720, 280, 40, 34),
                                  R("link", "Labels", "", 1480, 280, 90, 34), R("link", "Milestones", "", 1570, 280, 110, 34),
                                  R("link", "New Issue", "", 1700, 280, 110, 34),
                                  R("link", f"{n_open()} Open", "", 120, 336, 90, 26, "selected" if show_open else ""),
                                  R("link", f"{n_closed() if closed_count is None else closed_count} Closed", "", 220, 336, 100, 26, "" if show_open else "selected")]
        for i, f in enumerate(["Label", "Milestone", "Poster", "Assignee", "Type", "Sort"]):
            out.append(R("push-button", f, "", 1240 + 100 * i - 300, 336, 90, 26))
        rows: list[tuple[int, str, str, str, int]] = []
        if show_open:
            for num in sorted(issues, reverse=True):
                v = issues[num]
                if v["open"]:
                    rows.append((num, v["t"] + labels(v["labels"]), f"#{num} opened {v['age']} by {v['by']}", "", v["c"]))
        else:
            for num, t, meta in (extra_closed or []) + closed_old:
                c = issues[num]["c"] if num in issues else 0
                rows.append((num, t, f"#{num} {meta}", "", c))
        for i, (_num, t, meta, _x, c) in enumerate(rows):
            y = 380 + 60 * i
            out += [R("link", t, "", 150, y, 900, 24), R("label", "", meta, 150, y + 26, 600, 18)]
            if c:
                out.append(R("link", str(c), "", 1780, y + 10, 40, 20))
        return out

    def issue_page(num: int, comment_box: str, timeline: list[tuple[str, str]], dropdown: list[str] | None = None) -> list[str]:
        v = issues[num]
        state = "Open" if v["open"] else "Closed"
        out = header("Issues") + [R("heading", "", f"{v['t']} #{num}", 120, 280, 1200, 34), R("push-button", "Edit", "", 1700, 282, 70, 30),
                                  R("link", "New Issue", "", 1780, 282, 110, 30), R("label", "", state, 120, 330, 80, 28),
                                  R("label", "", f"{v['by']} opened this issue {v['age']} · {v['c']} comments", 210, 334, 600, 20)]
        y = 380
        for who, text in timeline:
            out += [R("label", "", who, 180, y, 900, 20), R("paragraph", "", text, 180, y + 26, 1000, 40)]
            y += 90
        btns = (["Close with Comment", "Comment"] if comment_box else ["Close Issue", "Comment"]) if v["open"] else ["Reopen Issue", "Comment"]
        out += [R("entry", "Comment", comment_box, 180, y + 10, 1000, 140)] + [R("push-button", b, "", 900 + 150 * i, y + 160, 140, 34) for i, b in enumerate(btns)]
        side = [("Labels", "No label" if not v["labels"] else ", ".join(v["labels"])), ("Milestone", "No milestone"), ("Projects", "No project"),
                ("Assignees", "No assignees"), ("Participants", str(len({w.split()[0] for w, _ in timeline} | {v['by']}))),
                ("Notifications", "Unsubscribe"), ("Due date", "No due date")]
        for i, (k, val) in enumerate(side):
            out += [R("label", "", k, 1320, 380 + 60 * i, 200, 20), R("label", "", val, 1320, 404 + 60 * i, 400, 20)]
            if k == "Labels":
                out.append(R("push-button", "Edit labels", "", 1860, 378, 24, 24))
        if dropdown is not None:
            out += [R("entry", "Filter labels", "", 1330, 430, 360, 30)]
            for i, lb in enumerate(["bug", "docs", "enhancement", "security", "wontfix"]):
                out.append(R("check-menu-item", lb, "", 1330, 466 + 32 * i, 360, 30, "checked" if lb in dropdown else ""))
        return out

    def shot(url: str, content: list[str]) -> str:
        return desktop("Google Chrome", ck.label(), chrome_window(tabs, 0, url, content, ext_icons=("uBlock Origin",)))

    state = desktop("Google Chrome", ck.label(), chrome_window(["New Tab"], 0, "", [R("entry", "Search Google or type a URL", "", 660, 420, 600, 44),
                                                                                     R("link", "git.lab.internal", "", 700, 520, 100, 100),
                                                                                     R("link", "Grafana", "", 820, 520, 100, 100),
                                                                                     R("link", "Proxmox", "", 940, 520, 100, 100)],
                                                               ext_icons=("uBlock Origin",)))
    turns = []
    turns.append((code(f"pyautogui.click(900, 94)\npyautogui.write('http://{base}/issues\\n')"), shot(f"{base}/issues", issue_list(True))))
    ck.tick()
    tl = [("lnyberg commented 4 days ago", "Backups of /srv/media on nas-02 are missing the photos/ tree, which is a symlink to /mnt/pool/photos. rsync logs show 'skipping non-regular file'."),
          ("marta commented 2 days ago", "Confirmed on nas-01 too, the --copy-unsafe-links flag is missing from lib/sync.sh.")]
    tabs[0] = "rsync job skips symlinked dirs - Issue #21 - ops/backup-scripts - Gitea: Git with a cup of tea"
    turns.append((code("pyautogui.click(600, 392)  # rsync job skips symlinked dirs"), shot(f"{base}/issues/21", issue_page(21, "", tl))))
    msg = "Fixed in 4c1e9a2 (added --copy-unsafe-links to lib/sync.sh), closing."
    turns.append((code(f"pyautogui.click(680, 630)\npyautogui.write('{msg}')"), shot(f"{base}/issues/21", issue_page(21, msg, tl))))
    ck.tick()
    issues[21]["open"] = False
    issues[21]["c"] = 3
    st["closed_at"] = ck.t
    tl2 = tl + [("daniel commented just now", msg), ("daniel closed this issue just now", "")]
    turns.append((code("pyautogui.click(970, 737)  # Close with Comment"), shot(f"{base}/issues/21#issuecomment-2218", issue_page(21, "", tl2))))
    ck.tick()
    turns.append((code("pyautogui.click(1872, 390)  # Edit labels"), shot(f"{base}/issues/21#issuecomment-2218", issue_page(21, "", tl2, []))))
    issues[21]["labels"] = ["bug"]
    tl3 = [(w.replace("just now", "1 minute ago"), t) for w, t in tl2] + [("daniel added the bug label just now", "")]
    turns.append((code("pyautogui.click(1500, 481)  # bug\npyautogui.click(800, 900)"), shot(f"{base}/issues/21#issuecomment-2218", issue_page(21, "", tl3))))
    ck.tick()
    tabs[0] = "Issues - backup-scripts - Gitea: Git with a cup of tea"
    turns.append((code("pyautogui.click(242, 237)  # Issues"), shot(f"{base}/issues", issue_list(True))))
    ck.tick()
    turns.append((code("pyautogui.click(270, 349)  # Closed"),
                  shot(f"{base}/issues?state=closed", issue_list(False, [(21, "rsync job skips symlinked dirs bug", "closed 3 minutes ago by daniel")]))))
    ck.tick()
    tabs[0] = "New Issue - ops/backup-scripts - Gitea: Git with a cup of tea"
    form = header("Issues") + [R("entry", "Title", "", 120, 290, 1100, 36), R("page-tab", "Write", "", 120, 340, 80, 30, "selected"),
                               R("page-tab", "Preview", "", 204, 340, 90, 30), R("entry", "Content", "", 120, 374, 1100, 300),
                               R("label", "", "Attach files by dragging & dropping, selecting or pasting them.", 120, 680, 600, 18),
                               R("push-button", "Create Issue", "", 1080, 710, 140, 36)]
    for i, (k, val) in enumerate([("Labels", "No label"), ("Milestone", "No milestone"), ("Projects", "No project"), ("Assignees", "No assignees")]):
        form += [R("label", "", k, 1320, 290 + 60 * i, 200, 20), R("label", "", val, 1320, 314 + 60 * i, 400, 20)]
    turns.append((code("pyautogui.click(1755, 297)  # New Issue"), shot(f"{base}/issues/new", form)))
    ck.tick(120)
    issues[23] = {"t": "Add retention check for weekly snapshots", "by": "daniel", "age": "just now", "labels": [], "open": True, "c": 0}
    body = "restic forget should keep 8 weekly snapshots; add a check that fails the run when fewer remain."
    tabs[0] = "Add retention check for weekly snapshots - Issue #23 - ops/backup-scripts - Gitea: Git with a cup of tea"
    turns.append((code(f"pyautogui.click(670, 308)\npyautogui.write('{issues[23]['t']}')\npyautogui.click(670, 520)\npyautogui.write('{body}')\npyautogui.click(1150, 728)  # Create Issue"),
                  shot(f"{base}/issues/23", issue_page(23, "", [("daniel commented just now", body)]))))
    ck.tick()
    issues[23]["age"] = "1 minute ago"
    tabs[0] = "Issues - backup-scripts - Gitea: Git with a cup of tea"
    turns.append((code("pyautogui.click(242, 237)  # Issues"), shot(f"{base}/issues", issue_list(True, closed_count=11))))
    ck.tick()
    tabs[0] = "Milestones - backup-scripts - Gitea: Git with a cup of tea"
    ms = header("Issues") + [R("link", "Labels", "", 120, 280, 90, 34), R("link", "Milestones", "", 210, 280, 110, 34, "selected"),
                             R("link", "New Milestone", "", 1700, 280, 140, 34), R("link", "2 Open", "", 120, 336, 80, 26, "selected"),
                             R("link", "1 Closed", "", 210, 336, 90, 26),
                             R("link", "v1.4", "", 150, 390, 200, 26), R("label", "", "Due by Jun 30, 2024", 150, 420, 300, 18),
                             R("progress-bar", "", "40%", 1100, 396, 300, 10), R("label", "", "3 Open 2 Closed", 1420, 390, 200, 20),
                             R("link", "v1.5", "", 150, 470, 200, 26), R("label", "", "No due date", 150, 500, 300, 18),
                             R("progress-bar", "", "0%", 1100, 476, 300, 10), R("label", "", "1 Open 0 Closed", 1420, 470, 200, 20)]
    turns.append((code("pyautogui.click(1625, 297)  # Milestones"), shot(f"{base}/milestones", ms)))
    rs.add("os", "h55-os-21", sysp("On the team's Gitea server (git.lab.internal:3000) in Chrome, close issue #21 of ops/backup-scripts with a comment that it was fixed in 4c1e9a2, label it bug, open a new issue about checking weekly snapshot retention, and review the milestones."),
           turns, state=state, bad=True, turn=11,
           kind="After #21 was closed the issue list showed 12 Closed, but after only a new issue was opened it shows 11 Closed again (with 5 Open).")


def t22(rs: RowSet) -> None:
    """dconf Editor: show seconds and weekday in the top-bar clock; the key list reverts clock-show-seconds to false (bad, turn 4)."""
    ck = Clock("Mar 14", 10, 1, 52)
    keys = [("clock-format", "'24h'", "Whether the clock displays in 24h or 12h format"), ("clock-show-date", "true", "Show date in clock"),
            ("clock-show-seconds", "false", "Whether the clock shows seconds"), ("clock-show-weekday", "false", "Show weekday in clock"),
            ("color-scheme", "'default'", "Color scheme"), ("cursor-blink", "true", "Cursor Blink"),
            ("cursor-blink-time", "1200", "Cursor Blink Time"), ("cursor-blink-timeout", "10", "Cursor Blink Timeout"),
            ("cursor-size", "24", "Cursor size"), ("cursor-theme", "'Yaru'", "Cursor theme"),
            ("document-font-name", "'Sans 11'", "Document font"), ("enable-animations", "true", "Enable Animations"),
            ("enable-hot-corners", "false", "Enable the hot corners"), ("font-antialiasing", "'grayscale'", "Antialiasing"),
            ("font-hinting", "'slight'", "Hinting"), ("font-name", "'Ubuntu 11'", "Default font"),
            ("gtk-enable-primary-paste", "true", "Enable the primary paste selection"), ("gtk-theme", "'Yaru'", "GTK+ Theme"),
            ("icon-theme", "'Yaru'", "Icon Theme"), ("locate-pointer", "false", "Highlights the current location of the pointer."),
            ("monospace-font-name", "'Ubuntu Mono 13'", "Monospace font"), ("show-battery-percentage", "false", "Show battery percentage"),
            ("text-scaling-factor", "1.0", "Text scaling factor"), ("toolbar-style", "'both-horiz'", "Toolbar style")]
    vals = {k: v for k, v, _ in keys}
    shown = dict(vals)
    path = "/org/gnome/desktop/interface/"

    def folder() -> list[str]:
        out = [R("label", "", "interface", 900, 34, 200, 20), R("label", "", path, 860, 54, 280, 16), R("list", "", "", 70, 80, 1850, 1000)]
        for i, (k, _v, summ) in enumerate(keys):
            y = 84 + 40 * i
            out += [R("list-item", k, "", 90, y, 1810, 38), R("label", "", k, 110, y + 2, 500, 20), R("label", "", summ, 110, y + 20, 700, 16),
                    R("label", "", shown[k], 1500, y + 10, 380, 20)]
        return out

    def key_page(k: str, use_default: bool) -> list[str]:
        summ = next(s for kk, _v, s in keys if kk == k)
        desc = {"clock-show-seconds": "If true, display seconds in the clock.", "clock-show-weekday": "If true, display the weekday in the clock."}[k]
        out = [R("label", "", k, 900, 34, 240, 20), R("label", "", path + k, 820, 54, 360, 16)]
        for i, (lab, v) in enumerate([("Schema", "org.gnome.desktop.interface"), ("Summary", summ), ("Description", desc),
                                      ("Type", "Boolean"), ("Default value", "False")]):
            out += [R("label", "", lab, 400, 120 + 44 * i, 240, 22), R("label", "", v, 660, 120 + 44 * i, 900, 22)]
        out += [R("label", "", "Use default value", 400, 360, 240, 22),
                R("toggle-button", "Use default value", "", 1450, 358, 50, 26, "checked" if use_default else ""),
                R("label", "", "Custom value", 400, 404, 240, 22),
                R("toggle-button", "Custom value", "", 1450, 402, 50, 26,
                  ", ".join(d for d in ("checked" if vals[k] == "true" else "", "disabled" if use_default else "") if d))]
        return out

    def shot(body: list[str]) -> str:
        out = [R("frame", "dconf Editor", "", 70, 27, 1850, 1053), R("push-button", "Back", "", 80, 34, 34, 34),
               R("toggle-button", "Search", "", 1720, 34, 34, 34), R("push-button", "Bookmarks", "", 1760, 34, 34, 34),
               R("push-button", "Main Menu", "", 1800, 34, 34, 34)]
        return desktop("dconf Editor", ck.label(), out + body, ("dconf Editor",))

    state = shot([R("label", "", "dconf Editor", 880, 34, 200, 20), R("label", "", "/", 960, 54, 20, 16), R("list", "", "", 70, 80, 1850, 1000),
                  R("list-item", "ca/", "", 90, 84, 1810, 38), R("list-item", "com/", "", 90, 124, 1810, 38), R("list-item", "org/", "", 90, 164, 1810, 38),
                  R("list-item", "system/", "", 90, 204, 1810, 38)])
    turns = []
    ck.tick(23)
    turns.append((code(f"pyautogui.hotkey('ctrl', 'l')\npyautogui.write('{path}\\n')"), shot(folder())))
    ck.tick(11)
    turns.append((code("pyautogui.click(960, 183)  # clock-show-seconds"), shot(key_page("clock-show-seconds", True))))
    ck.tick(17)
    vals["clock-show-seconds"] = "true"
    ck.seconds = True
    turns.append((code("pyautogui.click(1475, 371)  # Use default value\npyautogui.click(1475, 415)  # Custom value"), shot(key_page("clock-show-seconds", False))))
    ck.tick(9)
    turns.append((code("pyautogui.click(97, 51)  # Back"), shot(folder())))
    ck.tick(14)
    turns.append((code("pyautogui.click(960, 223)  # clock-show-weekday"), shot(key_page("clock-show-weekday", True))))
    ck.tick(12)
    vals["clock-show-weekday"] = shown["clock-show-weekday"] = "true"
    ck.weekday = "Thu"
    turns.append((code("pyautogui.click(1475, 371)  # Use default value\npyautogui.click(1475, 415)  # Custom value"), shot(key_page("clock-show-weekday", False))))
    ck.tick(8)
    turns.append((code("pyautogui.click(97, 51)  # Back"), shot(folder())))
    rs.add("os", "h55-os-22", sysp("With dconf Editor, make the top-bar clock show seconds and the weekday (org.gnome.desktop.interface clock-show-seconds and clock-show-weekday)."),
           turns, state=state, bad=True, turn=4,
           kind="clock-show-seconds was set to a custom true in turn 3 (the clock shows seconds), but the key list lists it as false right after going back.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
