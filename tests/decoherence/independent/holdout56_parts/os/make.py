# ruff: noqa: E501
"""Held-out set h56, domain ``os``: 22 trajectories on an Ubuntu 22.04 GNOME desktop driven by pyautogui code.

Observations are OSWorld-style linearized accessibility trees (tag, name, text, class, description,
position, size). Eleven trajectories hold exactly one contradiction (labelled with the 1-based turn whose
observation first contradicts an earlier one); the other eleven are clean but full of legitimate changes.

Run: ``python3 -m tests.decoherence.independent.holdout56_parts.os.make``
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

SYS_BASE = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions. Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

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

- Preserve the original state format exactly (one node per line: tag, name, text, class, description, position (top-left x&y), size (w&h), tab-separated)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**; the executed code itself is the authoritative description of what happened. Common APIs: `pyautogui.click/doubleClick/rightClick/moveTo/dragTo/scroll/write/press/hotkey`, the helper classes `BrowserTools`, `CalcTools`, `WriterTools`, `ImpressTools`, `VLCTools`, and arbitrary `subprocess`/`os` calls. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

"""

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def system(task: str) -> str:
    return SYS_BASE + task


def q(text: str) -> str:
    if not text:
        return '""'
    if '"' in text:
        return '"' + text.replace('"', '""') + '"'
    return text


def R(tag: str, name: str, text: str, pos: tuple[int, int], size: tuple[int, int], desc: str = "") -> str:
    return f"{tag}\t{name}\t{q(text)}\t\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def hm(date: str, t: int) -> str:
    """GNOME top-bar clock, t in minutes since midnight."""
    return f"{date}  {t // 60:02d}:{t % 60:02d}"


def desk(clock: str, body: list[str], extra: tuple[str, ...] = ()) -> str:
    out = [HDR, R("push-button", "Activities", "", (0, 0), (99, 27)), R("label", "", clock, (884, 0), (152, 27)),
           R("menu", "System", "", (1814, 0), (106, 27))]
    for i, name in enumerate(DOCK + list(extra)):
        out.append(R("push-button", name, "", (0, 33 + 68 * i), (70, 64)))
    out.append(R("push-button", "Trash", "", (0, 33 + 68 * (len(DOCK) + len(extra))), (70, 64)))
    out.append(R("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    return "\n".join(out + body)


def money(v: float) -> str:
    return f"{v:,.2f}"


# ---------------------------------------------------------------- LibreOffice


LO_MENUS = {
    "calc": ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"],
    "writer": ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"],
    "impress": ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"],
}
LO_TOOLS = {
    "calc": ["Load URL", "New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone", "Undo", "Redo",
             "Find & Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending", "Sort Descending", "AutoFilter",
             "Image", "Insert Chart", "Insert or Edit Pivot Table", "Special Character", "Freeze Rows and Columns"],
    "writer": ["Load URL", "New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone", "Undo", "Redo",
               "Find & Replace", "Spelling", "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box",
               "Insert Page Break", "Insert Field", "Insert Special Character", "Track Changes"],
    "impress": ["Load URL", "New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                "Find & Replace", "Spelling", "Display Grid", "Helplines While Moving", "Start from First Slide",
                "Start from Current Slide", "Table", "Image", "Insert Audio or Video", "Chart", "Text Box", "Insert Special Character"],
}


def lo_chrome(kind: str, title: str) -> list[str]:
    app = {"calc": "LibreOffice Calc", "writer": "LibreOffice Writer", "impress": "LibreOffice Impress"}[kind]
    rows = [R("frame", f"{title} - {app}", "", (70, 27), (1850, 1053)), R("menu-bar", "", "", (70, 55), (1850, 25))]
    x = 74
    for m in LO_MENUS[kind]:
        w = 14 + 8 * len(m)
        rows.append(R("menu", m, "", (x, 55), (w, 25)))
        x += w
    x = 76
    for b in LO_TOOLS[kind]:
        rows.append(R("push-button", b, "", (x, 84), (33, 33)))
        x += 35
    return rows


def col_letter(c: int) -> str:
    return "ABCDEFGHIJKLMNOP"[c]


def calc(clock: str, title: str, sheets: list[str], active: str, namebox: str, inputline: str,
         cells: dict[str, str], stats: str, dialog: list[str] | None = None, modified: bool = False) -> str:
    rows = lo_chrome("calc", title)
    rows += [R("combo-box", "Name Box", namebox, (75, 159), (112, 27)),
             R("push-button", "Function Wizard", "", (196, 159), (29, 27)),
             R("push-button", "Select Function", "", (227, 159), (29, 27)),
             R("push-button", "Formula", "", (258, 159), (29, 27)),
             R("paragraph", "Input line", inputline, (292, 159), (1610, 27)),
             R("table", f"Sheet {active}", "", (70, 192), (1832, 802))]

    def key(ref: str) -> tuple[int, str]:
        i = 0
        while ref[i].isalpha():
            i += 1
        return int(ref[i:]), ref[:i]

    for ref in sorted(cells, key=key):
        r, c = key(ref)
        ci = ord(c) - 65
        rows.append(R("table-cell", ref, cells[ref], (112 + 96 * ci, 192 + 19 * r), (96, 19)))
    x = 170
    for s in sheets:
        rows.append(R("page-tab", s, "", (x, 1004), (14 + 8 * len(s), 24)))
        x += 16 + 8 * len(s)
    idx = sheets.index(active) + 1
    rows += [R("label", "", f"Sheet {idx} of {len(sheets)}", (72, 1032), (96, 21)),
             R("label", "", f"PageStyle_{active}", (170, 1032), (140, 21)),
             R("label", "", "English (USA)", (420, 1032), (110, 21)),
             R("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (700, 1032), (21, 21)),
             R("label", "", stats, (930, 1032), (440, 21)),
             R("label", "", "100%", (1860, 1032), (50, 21))]
    return desk(clock, rows + (dialog or []))


def selstats(vals: list[float], rows: int, cols: int) -> str:
    sel = f"Selected: {rows} rows, {cols} column{'s' if cols != 1 else ''}"
    if not vals:
        return sel + "    Average: ; Sum: 0"
    s = sum(vals)
    avg = s / len(vals)
    a = f"{avg:,.2f}".rstrip("0").rstrip(".")
    t = f"{s:,.2f}".rstrip("0").rstrip(".")
    return f"{sel}    Average: {a}; Sum: {t}"


def cellstats(val: float | None) -> str:
    if val is None:
        return "Average: ; Sum: 0"
    v = f"{val:,.2f}".rstrip("0").rstrip(".")
    return f"Average: {v}; Sum: {v}"


def dlg_buttons(x: int, y: int, names: tuple[str, ...] = ("Help", "OK", "Cancel")) -> list[str]:
    out = []
    for i, n in enumerate(names):
        out.append(R("push-button", n, "", (x + 96 * i, y), (88, 34)))
    return out


def cellxy(ref: str) -> tuple[int, int]:
    i = 0
    while ref[i].isalpha():
        i += 1
    return 112 + 96 * (ord(ref[0]) - 65) + 48, 192 + 19 * int(ref[i:]) + 9


# ---------------------------------------------------------------- 01 Calc pivot table (clean)

SALES = [("North", "Alvarez", "Widget A", 42, 1840), ("South", "Baker", "Widget B", 30, 2250),
         ("East", "Chen", "Widget A", 55, 2410), ("West", "Dorsey", "Gadget X", 18, 3960),
         ("North", "Evans", "Gadget X", 11, 2420), ("South", "Fischer", "Widget A", 64, 2805),
         ("East", "Gomez", "Widget B", 27, 2025), ("West", "Hall", "Widget A", 39, 1709),
         ("North", "Ibarra", "Widget B", 22, 1650), ("South", "Jensen", "Gadget X", 9, 1980),
         ("East", "Kowalski", "Gadget X", 14, 3080), ("West", "Lund", "Widget B", 33, 2475)]


def t01(rs: RowSet) -> None:
    date, t = "Mar 14", 10 * 60 + 14
    title = "sales_q3.xlsx"
    data = [list(r) for r in SALES]

    def sheet1() -> dict[str, str]:
        c = {"A1": "Region", "B1": "Rep", "C1": "Product", "D1": "Units", "E1": "Revenue"}
        for i, row in enumerate(data, 2):
            for j, v in enumerate(row):
                c[f"{'ABCDE'[j]}{i}"] = str(v)
        return c

    def pivot() -> dict[str, str]:
        tot: dict[str, int] = {}
        for r in data:
            tot[r[0]] = tot.get(r[0], 0) + r[4]
        c = {"A1": "Filter", "A3": "Region", "B3": "Sum - Revenue"}
        for i, reg in enumerate(sorted(tot), 4):
            c[f"A{i}"], c[f"B{i}"] = reg, str(tot[reg])
        c[f"A{4 + len(tot)}"], c[f"B{4 + len(tot)}"] = "Total Result", str(sum(tot.values()))
        return c

    nums = [float(r[3]) for r in data] + [float(r[4]) for r in data]
    state = calc(hm(date, t), title, ["Sheet1"], "Sheet1", "A1", "Region", sheet1(), cellstats(None))
    turns = []
    a1, e13 = cellxy("A1"), cellxy("E13")
    turns.append((code(f"pyautogui.click({a1[0]}, {a1[1]})\npyautogui.keyDown('shift')\npyautogui.click({e13[0]}, {e13[1]})\npyautogui.keyUp('shift')"),
                  calc(hm(date, t), title, ["Sheet1"], "Sheet1", "A1:E13", "Region", sheet1(), selstats(nums, 13, 5))))
    t += 1
    src = [R("dialog", "Select Source", "", (735, 398), (450, 285)), R("label", "Selection", "Selection", (751, 414), (80, 18)),
           R("radio-button", "Current selection", "", (763, 440), (170, 22)), R("radio-button", "Named range", "", (763, 466), (130, 22)),
           R("combo-box", "Named range", "", (899, 464), (270, 26)),
           R("radio-button", "Data source registered in LibreOffice", "", (763, 496), (300, 22)),
           R("radio-button", "External source/interface", "", (763, 522), (220, 22))] + dlg_buttons(887, 637)
    turns.append((code("pyautogui.click(640, 67)  # Data\npyautogui.click(700, 512)  # Pivot Table\npyautogui.click(890, 512)  # Insert or Edit..."),
                   calc(hm(date, t), title, ["Sheet1"], "Sheet1", "A1:E13", "Region", sheet1(), selstats(nums, 13, 5), src)))

    def layout(rowf: list[str], dataf: list[str]) -> list[str]:
        out = [R("dialog", "Pivot Table Layout", "", (560, 250), (800, 580)),
               R("label", "Filters:", "Filters:", (576, 268), (60, 18)), R("list", "Filters", "", (576, 288), (250, 90)),
               R("label", "Column Fields:", "Column Fields:", (840, 268), (110, 18)), R("list", "Column Fields", "", (840, 288), (250, 90)),
               R("list-item", "Data", "Data", (842, 290), (246, 22)),
               R("label", "Row Fields:", "Row Fields:", (576, 392), (90, 18)), R("list", "Row Fields", "", (576, 412), (250, 160))]
        out += [R("list-item", f, f, (578, 414 + 24 * i), (246, 22)) for i, f in enumerate(rowf)]
        out += [R("label", "Data Fields:", "Data Fields:", (840, 392), (90, 18)), R("list", "Data Fields", "", (840, 412), (250, 160))]
        out += [R("list-item", f, f, (842, 414 + 24 * i), (246, 22)) for i, f in enumerate(dataf)]
        out += [R("label", "Available Fields:", "Available Fields:", (1104, 268), (120, 18)), R("list", "Available Fields", "", (1104, 288), (240, 284))]
        out += [R("list-item", f, f, (1106, 290 + 24 * i), (236, 22)) for i, f in enumerate(["Region", "Rep", "Product", "Units", "Revenue"])]
        out += [R("label", "Drag the Items into the Desired Position", "Drag the Items into the Desired Position", (576, 584), (300, 18)),
                R("toggle-button", "Options", "", (576, 610), (120, 26)), R("toggle-button", "Source and Destination", "", (576, 640), (200, 26)),
                R("label", "Source", "Source", (596, 672), (60, 18)), R("label", "Selection:", "Selection:", (612, 696), (80, 18)),
                R("text", "Selection:", "$Sheet1.$A$1:$E$13", (700, 692), (300, 26)),
                R("label", "Destination", "Destination", (596, 728), (90, 18)), R("combo-box", "Destination", "New sheet", (700, 750), (300, 26))]
        return out + dlg_buttons(1078, 784)

    t += 1
    turns.append((code("pyautogui.press('enter')"),
                   calc(hm(date, t), title, ["Sheet1"], "Sheet1", "A1:E13", "Region", sheet1(), selstats(nums, 13, 5), layout([], []))))
    turns.append((code("pyautogui.moveTo(1160, 301)\npyautogui.dragTo(700, 430, duration=0.5)  # Region -> Row Fields\npyautogui.moveTo(1160, 397)\npyautogui.dragTo(960, 430, duration=0.5)  # Revenue -> Data Fields"),
                   calc(hm(date, t), title, ["Sheet1"], "Sheet1", "A1:E13", "Region", sheet1(), selstats(nums, 13, 5), layout(["Region"], ["Sum - Revenue"]))))
    t += 1
    piv_old = pivot()
    tabs = ["Sheet1", "Pivot Table_Sheet1_1"]
    turns.append((code("pyautogui.click(1214, 801)  # OK"),
                  calc(hm(date, t), title, tabs, "Pivot Table_Sheet1_1", "A1", "Filter", piv_old, cellstats(None), modified=True)))
    t += 1
    tabs = ["Sheet1", "Summary"]
    turns.append((code("pyautogui.rightClick(282, 1016)\npyautogui.click(330, 905)  # Rename Sheet...\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Summary')\npyautogui.press('enter')"),
                   calc(hm(date, t), title, tabs, "Summary", "A1", "Filter", piv_old, cellstats(None), modified=True)))
    t += 2
    data[0][4] = 2140
    turns.append((code("pyautogui.click(194, 1016)  # Sheet1 tab\npyautogui.click(130, 172)  # Name Box\npyautogui.write('E2\\n')\npyautogui.write('2140\\n')"),
                   calc(hm(date, t), title, tabs, "Sheet1", "E3", "2250", sheet1(), cellstats(2250), modified=True)))
    turns.append((code("pyautogui.click(262, 1016)  # Summary tab"),
                   calc(hm(date, t), title, tabs, "Summary", "A1", "Filter", piv_old, cellstats(None), modified=True)))
    t += 1
    piv_new = pivot()
    b5 = cellxy("B5")
    turns.append((code(f"pyautogui.click({b5[0]}, {b5[1]})\npyautogui.click(640, 67)  # Data\npyautogui.click(700, 512)  # Pivot Table\npyautogui.click(890, 540)  # Refresh"),
                  calc(hm(date, t), title, tabs, "Summary", "B5", piv_new["B5"], piv_new, cellstats(float(piv_new["B5"])), modified=True)))
    rs.add("os", "h56-os-01", system("In sales_q3.xlsx, build a pivot table of total revenue by region on a new sheet named Summary, then correct Alvarez's revenue to 2140 and make sure the summary reflects it."),
           turns, state=state)


# ---------------------------------------------------------------- 02 Calc conditional formatting (bad: COUNTIF figure)

GRADES = [("Abbott", 72), ("Bishop", 58), ("Castro", 91), ("Dunn", 64), ("Ellis", 47), ("Farah", 83), ("Grant", 55),
          ("Hayes", 77), ("Iqbal", 95), ("Jordan", 59), ("Keane", 68), ("Lopez", 88), ("Morris", 52), ("Novak", 74),
          ("Ortiz", 81), ("Patel", 66), ("Quinn", 90), ("Reyes", 57), ("Stone", 79), ("Tran", 85)]


def t02(rs: RowSet) -> None:
    date, t = "Apr 3", 13 * 60 + 41
    title = "grades_period3.ods"
    tabs = ["Scores", "Roster"]
    scores = [g[1] for g in GRADES]

    def cells(count_override: int | None = None) -> dict[str, str]:
        c = {"A1": "Student", "B1": "Score", "D1": "Below 60", "D2": "Class average", "D3": "Highest", "D4": "Lowest"}
        for i, (n, v) in enumerate(zip([g[0] for g in GRADES], scores), 2):
            c[f"A{i}"], c[f"B{i}"] = n, str(v)
        below = sum(1 for v in scores if v < 60)
        c["E1"] = str(below if count_override is None else count_override)
        c["E2"] = f"{sum(scores) / len(scores):.2f}"
        c["E3"], c["E4"] = str(max(scores)), str(min(scores))
        return c

    state = calc(hm(date, t), title, tabs, "Scores", "A1", "Student", cells(), cellstats(None))
    b2, b21 = cellxy("B2"), cellxy("B21")
    turns = [(code(f"pyautogui.click({b2[0]}, {b2[1]})\npyautogui.keyDown('shift')\npyautogui.click({b21[0]}, {b21[1]})\npyautogui.keyUp('shift')"),
              calc(hm(date, t), title, tabs, "Scores", "B2:B21", "72", cells(), selstats([float(v) for v in scores], 20, 1)))]

    def cf(conds: list[tuple[str, str, str]]) -> list[str]:
        out = [R("dialog", "Conditional Formatting for B2:B21", "", (520, 260), (880, 540))]
        y = 290
        for i, (op, val, style) in enumerate(conds, 1):
            out += [R("label", f"Condition {i}", f"Condition {i}", (540, y), (90, 18)),
                    R("combo-box", "", "Cell value is", (640, y - 4), (160, 26)),
                    R("combo-box", "", op, (810, y - 4), (190, 26)),
                    R("text", "", val, (1010, y - 4), (200, 26)),
                    R("label", "Apply Style", "Apply Style", (640, y + 34), (90, 18)),
                    R("combo-box", "", style, (740, y + 30), (180, 26)),
                    R("label", "Example", "Example", (940, y + 34), (260, 18))]
            y += 110
        out += [R("push-button", "Add", "", (540, 700), (80, 30)), R("push-button", "Remove", "", (626, 700), (80, 30)),
                R("push-button", "Up", "", (712, 700), (60, 30)), R("push-button", "Down", "", (778, 700), (60, 30)),
                R("label", "Cell Range", "Cell Range", (540, 740), (90, 18)), R("label", "Range:", "Range:", (556, 764), (60, 18)),
                R("text", "Range:", "B2:B21", (620, 760), (560, 26))]
        return out + dlg_buttons(1110, 756)

    t += 1
    turns.append((code("pyautogui.click(430, 67)  # Format\npyautogui.click(500, 590)  # Conditional\npyautogui.click(680, 590)  # Condition..."),
                  calc(hm(date, t), title, tabs, "Scores", "B2:B21", "72", cells(), selstats([float(v) for v in scores], 20, 1),
                       cf([("equal to", "", "Accent")]))))
    t += 1
    two = [("less than", "60", "Bad"), ("greater than or equal to", "90", "Good")]
    turns.append((code("pyautogui.click(905, 287)\npyautogui.click(905, 372)  # less than\npyautogui.click(1110, 287)\npyautogui.write('60')\npyautogui.click(830, 321)\npyautogui.click(830, 470)  # Bad\npyautogui.click(580, 715)  # Add\npyautogui.click(905, 397)\npyautogui.click(905, 520)  # greater than or equal to\npyautogui.click(1110, 397)\npyautogui.write('90')\npyautogui.click(830, 431)\npyautogui.click(830, 560)  # Good"),
                   calc(hm(date, t), title, tabs, "Scores", "B2:B21", "72", cells(), selstats([float(v) for v in scores], 20, 1), cf(two))))
    turns.append((code("pyautogui.click(1254, 773)  # OK"),
                  calc(hm(date, t), title, tabs, "Scores", "B2:B21", "72", cells(), selstats([float(v) for v in scores], 20, 1), modified=True)))
    manage = [R("dialog", "Manage Conditional Formatting", "", (640, 330), (640, 420)),
              R("label", "Conditional Formats", "Conditional Formats", (656, 348), (160, 18)),
              R("table", "", "", (656, 372), (608, 260)),
              R("table-column-header", "Range", "Range", (658, 374), (150, 22)),
              R("table-column-header", "First Condition", "First Condition", (810, 374), (452, 22)),
              R("table-cell", "", "B2:B21", (658, 398), (150, 22)),
              R("table-cell", "", "Cell value is less than 60", (810, 398), (452, 22)),
              R("push-button", "Add", "", (656, 644), (90, 30)), R("push-button", "Edit...", "", (752, 644), (90, 30)),
              R("push-button", "Remove", "", (848, 644), (90, 30))] + dlg_buttons(990, 700)
    t += 1
    turns.append((code("pyautogui.click(430, 67)  # Format\npyautogui.click(500, 590)  # Conditional\npyautogui.click(680, 700)  # Manage..."),
                  calc(hm(date, t), title, tabs, "Scores", "B2:B21", "72", cells(), selstats([float(v) for v in scores], 20, 1), manage, modified=True)))
    t += 1
    scores[9] = 61  # Jordan, B11
    b11 = cellxy("B11")
    turns.append((code(f"pyautogui.click(1122, 717)  # OK\npyautogui.click({b11[0]}, {b11[1]})\npyautogui.write('61\\n')"),
                  calc(hm(date, t), title, tabs, "Scores", "B12", "68", cells(4), cellstats(68), modified=True)))
    e1 = cellxy("E1")
    turns.append((code(f"pyautogui.click({e1[0]}, {e1[1]})"),
                  calc(hm(date, t), title, tabs, "Scores", "E1", '=COUNTIF(B2:B21;"<60")', cells(4), cellstats(4), modified=True)))
    t += 1
    turns.append((code("pyautogui.click(430, 67)  # Format\npyautogui.click(500, 590)  # Conditional\npyautogui.click(680, 700)  # Manage..."),
                  calc(hm(date, t), title, tabs, "Scores", "E1", '=COUNTIF(B2:B21;"<60")', cells(4), cellstats(4), manage, modified=True)))
    turns.append((code("pyautogui.click(1122, 717)  # OK\npyautogui.hotkey('ctrl', 's')"),
                  calc(hm(date, t), title, tabs, "Scores", "E1", '=COUNTIF(B2:B21;"<60")', cells(4), cellstats(4))))
    rs.add("os", "h56-os-02", system("In grades_period3.ods, highlight scores below 60 with the Bad style and scores of 90 or more with the Good style, then fix Jordan's score to 61 and save."),
           turns, state=state, bad=True, turn=6,
           kind="After only Jordan's 59 became 61, the below-60 COUNTIF falls from 6 to 4; exactly five scores under 60 remain.")


# ---------------------------------------------------------------- 03 Calc named ranges and data validation (bad: list member)

DEPTS = ["Engineering", "Facilities", "Finance", "HR", "Legal", "Marketing", "Operations", "Sales"]
EXPENSES = [("2024-03-01", "Office chairs (4)", "Facilities", 1296.00), ("2024-03-02", "AWS invoice Feb", "Engineering", 3412.57),
            ("2024-03-04", "Payroll software seat", "Finance", 540.00), ("2024-03-05", "Recruiting ads", "HR", 1150.00),
            ("2024-03-06", "Contract review", "Legal", 2800.00), ("2024-03-07", "Trade show booth", "Marketing", 4750.00),
            ("2024-03-08", "Forklift service", "Operations", 615.40), ("2024-03-11", "CRM renewal", "Sales", 2199.00),
            ("2024-03-11", "Badge printer", "Facilities", 389.99), ("2024-03-12", "GitHub Enterprise", "Engineering", 1890.00),
            ("2024-03-13", "Audit prep", "Finance", 975.00), ("2024-03-13", "Team offsite", "Marketing", 1620.00),
            ("2024-03-14", "Courier charges", "", 86.50)]


def t03(rs: RowSet) -> None:
    date, t = "Mar 14", 16 * 60 + 2
    title = "budget_2024.ods"
    tabs = ["Expenses", "Settings"]
    settings = {"A1": "Budget settings", "A2": "Tax rate", "B2": "8.25%", "A4": "Departments"}
    for i, d in enumerate(DEPTS, 5):
        settings[f"A{i}"] = d
    exp_rows = [list(e) for e in EXPENSES]

    def expenses() -> dict[str, str]:
        c = {"A1": "Date", "B1": "Description", "C1": "Department", "D1": "Amount", "E1": "Tax"}
        for i, (d, desc, dep, amt) in enumerate(exp_rows, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"D{i}"], c[f"E{i}"] = d, desc, money(amt), money(round(amt * 0.0825 + 1e-9, 2))
            if dep:
                c[f"C{i}"] = dep
        return c

    state = calc(hm(date, t), title, tabs, "Expenses", "A1", "Date", expenses(), cellstats(None))
    turns = [(code("pyautogui.click(258, 1016)  # Settings tab"),
              calc(hm(date, t), title, tabs, "Settings", "A1", "Budget settings", settings, cellstats(None)))]
    a5, a12 = cellxy("A5"), cellxy("A12")
    define = [R("dialog", "Define Name", "", (660, 380), (600, 300)),
              R("label", "Name:", "Name:", (676, 400), (60, 18)), R("text", "Name:", "", (800, 396), (440, 26)),
              R("label", "Range or formula expression:", "Range or formula expression:", (676, 436), (200, 18)),
              R("text", "Range or formula expression:", "$Settings.$A$5:$A$12", (880, 432), (360, 26)),
              R("label", "Scope:", "Scope:", (676, 472), (60, 18)), R("combo-box", "Scope:", "Document (Global)", (880, 468), (360, 26)),
              R("toggle-button", "Range Options", "", (676, 508), (140, 24))] + dlg_buttons(968, 630, ("Help", "Add", "Cancel"))
    t += 1
    turns.append((code(f"pyautogui.click({a5[0]}, {a5[1]})\npyautogui.keyDown('shift')\npyautogui.click({a12[0]}, {a12[1]})\npyautogui.keyUp('shift')\npyautogui.click(560, 67)  # Sheet\npyautogui.click(640, 690)  # Named Ranges and Expressions\npyautogui.click(850, 690)  # Define..."),
                   calc(hm(date, t), title, tabs, "Settings", "A5:A12", "Engineering", settings, selstats([], 8, 1), define)))
    turns.append((code("pyautogui.write('Departments')\npyautogui.click(1108, 647)  # Add"),
                  calc(hm(date, t), title, tabs, "Settings", "Departments", "Engineering", settings, selstats([], 8, 1), modified=True)))
    b2 = cellxy("B2")
    t += 1
    turns.append((code(f"pyautogui.click({b2[0]}, {b2[1]})\npyautogui.click(130, 172)  # Name Box\npyautogui.write('TaxRate\\n')"),
                  calc(hm(date, t), title, tabs, "Settings", "TaxRate", "8.25%", settings, "Average: 8.25%; Sum: 8.25%", modified=True)))
    validity = [R("dialog", "Validity", "", (640, 300), (640, 480)),
                R("page-tab", "Criteria", "", (656, 318), (80, 28)), R("page-tab", "Input Help", "", (738, 318), (90, 28)),
                R("page-tab", "Error Alert", "", (830, 318), (90, 28)),
                R("label", "Allow:", "Allow:", (676, 370), (60, 18)), R("combo-box", "Allow:", "Cell range", (800, 366), (300, 26)),
                R("check-box", "Allow empty cells", "", (800, 402), (200, 22)), R("check-box", "Show selection list", "", (800, 428), (200, 22)),
                R("check-box", "Sort entries ascending", "", (820, 454), (220, 22)),
                R("label", "Source:", "Source:", (676, 492), (60, 18)), R("text", "Source:", "Departments", (800, 488), (400, 26)),
                R("push-button", "Shrink", "", (1206, 488), (28, 26))] + dlg_buttons(988, 730, ("Help", "OK", "Cancel", "Reset"))
    t += 1
    turns.append((code("pyautogui.click(194, 1016)  # Expenses tab\npyautogui.click(130, 172)  # Name Box\npyautogui.write('C2:C200\\n')\npyautogui.click(640, 67)  # Data\npyautogui.click(690, 420)  # Validity...\npyautogui.click(950, 379)\npyautogui.click(950, 470)  # Cell range\npyautogui.click(1000, 501)\npyautogui.write('Departments')"),
                   calc(hm(date, t), title, tabs, "Expenses", "C2:C200", "Facilities", expenses(), selstats([], 199, 1), validity, modified=True)))
    turns.append((code("pyautogui.click(1120, 747)  # OK"),
                  calc(hm(date, t), title, tabs, "Expenses", "C2:C200", "Facilities", expenses(), selstats([], 199, 1), modified=True)))
    c14 = cellxy("C14")
    shown = ["Engineering", "Procurement", "Finance", "HR", "Legal", "Marketing", "Operations", "Sales"]
    popup = [R("list", "", "", (c14[0] - 48, c14[1] + 10), (140, 8 * 20 + 4))]
    popup += [R("list-item", d, d, (c14[0] - 46, c14[1] + 12 + 20 * i), (136, 20)) for i, d in enumerate(shown)]
    t += 1
    turns.append((code(f"pyautogui.click({c14[0]}, {c14[1]})\npyautogui.hotkey('alt', 'down')"),
                  calc(hm(date, t), title, tabs, "Expenses", "C14", "", expenses(), cellstats(None), popup, modified=True)))
    exp_rows[12][2] = "Marketing"
    turns.append((code(f"pyautogui.click({c14[0] + 10}, {c14[1] + 12 + 20 * 5 + 10})  # Marketing"),
                  calc(hm(date, t), title, tabs, "Expenses", "C14", "Marketing", expenses(), cellstats(None), modified=True)))
    rs.add("os", "h56-os-03", system("In budget_2024.ods, name the department list on the Settings sheet 'Departments' and the tax-rate cell 'TaxRate', restrict Expenses!C2:C200 to that list, and fill in the department of the courier charge as Marketing."),
           turns, state=state, bad=True, turn=7,
           kind="The C14 selection list built from Settings!A5:A12 shows 'Procurement' where the range holds 'Facilities'; the department list was never edited.")


def writer(clock: str, title: str, pstyle: str, font: str, size: str, paras: list[tuple[str, str]], page: int, pages: int,
           words: int, chars: int, dialog: list[str] | None = None, modified: bool = False, side: list[str] | None = None,
           bar: list[str] | None = None) -> str:
    rows = lo_chrome("writer", title) + (bar or [])
    rows += [R("combo-box", "Paragraph Style", pstyle, (76, 122), (150, 27)), R("combo-box", "Font Name", font, (232, 122), (200, 27)),
             R("combo-box", "Font Size", size, (438, 122), (70, 27))]
    x = 514
    for b in ["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Clear Direct Formatting",
              "Font Color", "Character Highlighting Color", "Align Left", "Align Center", "Align Right", "Justified",
              "Toggle Unordered List", "Toggle Ordered List", "Increase Indent", "Decrease Indent"]:
        rows.append(R("push-button", b, "", (x, 122), (33, 27)))
        x += 35
    rows.append(R("document-text", "", "", (70, 156), (1850 - (330 if side else 0), 870)))
    y = 190
    for tag, text in paras:
        if tag == "section":
            rows.append(R("section", text, "", (298, y), (1100, 18)))
            continue
        rows.append(R(tag, "", text, (298, y), (1100 if tag != "heading" else 900, 18 if len(text) < 130 else 36)))
        y += 26 if len(text) < 130 else 44
    rows += side or []
    rows += [R("label", "", f"Page {page} of {pages}", (72, 1032), (120, 21)),
             R("label", "", f"{words:,} words, {chars:,} characters", (200, 1032), (260, 21)),
             R("label", "", "Default Page Style", (470, 1032), (140, 21)), R("label", "", "English (USA)", (620, 1032), (110, 21)),
             R("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (900, 1032), (21, 21)),
             R("label", "", "100%", (1860, 1032), (50, 21))]
    return desk(clock, rows + (dialog or []))


# ---------------------------------------------------------------- 04 Writer table of contents (clean)

THESIS = [("Introduction", 3), ("Motivation", 3), ("Research Questions", 4), ("Related Work", 5), ("Graph Neural Networks", 5),
          ("Temporal Models", 7), ("Evaluation Protocols", 8), ("Method", 9), ("Data Pipeline", 9), ("Model Architecture", 11),
          ("Results", 13), ("Conclusion", 16), ("References", 17)]


def t04(rs: RowSet) -> None:
    date, t = "May 22", 20 * 60 + 47
    title = "thesis_draft.docx"
    words, chars = 6214, 39870
    page1 = [("heading", "Forecasting Transit Ridership with Spatio-Temporal Graph Networks"),
             ("paragraph", "A thesis submitted in partial fulfilment of the requirements for the degree of Master of Science"),
             ("paragraph", "Marta Lindqvist"), ("paragraph", "Department of Computer Science, Uppsala University"),
             ("paragraph", "May 2024")]
    page3 = [("heading", "Introduction"),
             ("paragraph", "Urban transit agencies increasingly rely on short-horizon ridership forecasts to schedule vehicles, staff stations and communicate crowding to passengers in real time.")]

    def toc(entries: list[tuple[str, int]]) -> list[tuple[str, str]]:
        return [("section", "Table of Contents1"), ("heading", "Contents")] + [("paragraph", f"{n} {p}") for n, p in entries]

    def toc_add(entries: list[tuple[str, int]]) -> tuple[int, int]:
        w = 1 + sum(len(n.split()) + 1 for n, _ in entries)
        c = len("Contents") + sum(len(n) + 1 + len(str(p)) for n, p in entries)
        return w, c

    state = writer(hm(date, t), title, "Title", "Liberation Sans", "26 pt", page1 + [("paragraph", "")] + page3, 1, 18, words, chars)
    turns = [(code("pyautogui.click(700, 560)  # empty paragraph at the top of page 2"),
              writer(hm(date, t), title, "Default Paragraph Style", "Liberation Serif", "12 pt", [("paragraph", "")] + page3, 2, 18, words, chars))]
    dlg = [R("dialog", "Table of Contents, Index or Bibliography", "", (420, 180), (1080, 720)),
           R("page-tab", "Type", "", (436, 200), (60, 28)), R("page-tab", "Entries", "", (498, 200), (70, 28)),
           R("page-tab", "Styles", "", (570, 200), (60, 28)), R("page-tab", "Columns", "", (632, 200), (70, 28)),
           R("page-tab", "Background", "", (704, 200), (90, 28)),
           R("label", "Type and Title", "Type and Title", (860, 244), (120, 18)),
           R("label", "Title:", "Title:", (876, 272), (50, 18))]
    level_rows = [R("label", "Type:", "Type:", (876, 308), (50, 18)), R("combo-box", "Type:", "Table of Contents", (980, 304), (300, 26)),
                  R("check-box", "Protected against manual changes", "", (980, 340), (260, 22)),
                  R("label", "Create Index or Table of Contents", "Create Index or Table of Contents", (860, 384), (260, 18)),
                  R("label", "For:", "For:", (876, 412), (40, 18)), R("combo-box", "For:", "Entire document", (980, 408), (200, 26)),
                  R("label", "Evaluate up to level:", "Evaluate up to level:", (1190, 412), (150, 18))]
    tail = [R("label", "Create From", "Create From", (860, 452), (100, 18)), R("check-box", "Outline", "", (876, 478), (100, 22)),
            R("check-box", "Additional styles", "", (876, 504), (150, 22)), R("push-button", "Assign styles...", "", (1100, 502), (130, 28)),
            R("check-box", "Index marks", "", (876, 530), (120, 22)), R("check-box", "Preview", "", (436, 860), (90, 22))]
    tail += dlg_buttons(1014, 856, ("Help", "Reset", "OK", "Cancel"))

    def tocdlg(title_text: str, level: str) -> list[str]:
        return dlg + [R("text", "Title:", title_text, (980, 268), (400, 26))] + level_rows + [R("spin-button", "Evaluate up to level:", level, (1344, 408), (80, 26))] + tail

    t += 1
    body2 = [("paragraph", "")] + page3
    turns.append((code("pyautogui.click(290, 67)  # Insert\npyautogui.click(350, 700)  # Table of Contents and Index\npyautogui.click(620, 700)  # Table of Contents, Index or Bibliography..."),
                  writer(hm(date, t), title, "Default Paragraph Style", "Liberation Serif", "12 pt", body2, 2, 18, words, chars, tocdlg("Table of Contents", "10"))))
    turns.append((code("pyautogui.tripleClick(1180, 281)\npyautogui.write('Contents')\npyautogui.tripleClick(1384, 421)\npyautogui.write('3')"),
                  writer(hm(date, t), title, "Default Paragraph Style", "Liberation Serif", "12 pt", body2, 2, 18, words, chars, tocdlg("Contents", "3"))))
    t += 1
    dw, dc = toc_add(THESIS)
    words, chars = words + dw, chars + dc
    turns.append((code("pyautogui.click(1250, 873)  # OK"),
                  writer(hm(date, t), title, "Contents 1", "Liberation Serif", "12 pt", toc(THESIS) + page3, 2, 18, words, chars, modified=True)))
    t += 2
    head, sent = "Appendix A: Survey Instrument", "The full questionnaire distributed to participants is reproduced below."
    words += len(head.split()) + len(sent.split())
    chars += len(head) + len(sent)
    last = [("paragraph", "Zhao, L., Song, Y., Zhang, C. et al. (2020). T-GCN: A Temporal Graph Convolutional Network for Traffic Prediction. IEEE Transactions on Intelligent Transportation Systems, 21(9), 3848-3858."),
            ("heading", head), ("paragraph", sent)]
    turns.append((code(f"pyautogui.hotkey('ctrl', 'end')\npyautogui.hotkey('ctrl', 'enter')\npyautogui.tripleClick(150, 135)  # Paragraph Style box\npyautogui.write('Heading 1\\n')\npyautogui.write('{head}\\n')\npyautogui.write('{sent}')"),
                  writer(hm(date, t), title, "Text Body", "Liberation Serif", "12 pt", last, 19, 19, words, chars, modified=True)))
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'home')\npyautogui.scroll(-10)"),
                  writer(hm(date, t), title, "Title", "Liberation Sans", "26 pt", page1[3:] + toc(THESIS), 1, 19, words, chars, modified=True)))
    entries = THESIS + [(head, 19)]
    words, chars = words + len(head.split()) + 1, chars + len(head) + 3
    turns.append((code("pyautogui.rightClick(700, 420)  # inside the table of contents\npyautogui.click(790, 470)  # Update Index"),
                   writer(hm(date, t), title, "Contents 1", "Liberation Serif", "12 pt", page1[3:] + toc(entries), 2, 19, words, chars, modified=True)))
    t += 1
    nonspace = chars - (words - 1)  # one separator per word boundary on average in this document
    wc = [R("dialog", "Word and Character Count", "", (760, 400), (400, 260)),
          R("label", "Selection", "Selection", (900, 420), (80, 18)), R("label", "Document", "Document", (1040, 420), (80, 18)),
          R("label", "Words:", "Words:", (780, 448), (110, 18)), R("label", "", "0", (900, 448), (80, 18)), R("label", "", f"{words:,}", (1040, 448), (80, 18)),
          R("label", "Characters including spaces:", "Characters including spaces:", (780, 474), (110, 18)), R("label", "", "0", (900, 474), (80, 18)),
          R("label", "", f"{chars:,}", (1040, 474), (80, 18)),
          R("label", "Characters excluding spaces:", "Characters excluding spaces:", (780, 500), (110, 18)), R("label", "", "0", (900, 500), (80, 18)),
          R("label", "", f"{nonspace:,}", (1040, 500), (80, 18)),
          R("label", "Pages:", "Pages:", (780, 552), (110, 18)), R("label", "", "19", (1040, 552), (80, 18)),
          R("push-button", "Help", "", (780, 610), (88, 34)), R("push-button", "Close", "", (1052, 610), (88, 34))]
    turns.append((code("pyautogui.click(860, 67)  # Tools\npyautogui.click(920, 180)  # Word Count..."),
                  writer(hm(date, t), title, "Contents 1", "Liberation Serif", "12 pt", page1[3:] + toc(entries), 2, 19, words, chars, wc, modified=True)))
    keep = [R("alert", "Keep current format", "", (660, 420), (600, 200)),
            R("label", "", "Use Word 2007-365!", (680, 440), (560, 18)),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007-365”.", (740, 470), (500, 36)),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (740, 512), (500, 18)),
            R("check-box", "Ask when not saving in ODF or default format", "", (740, 546), (360, 22)),
            R("push-button", "Use Word 2007-365!", "", (860, 576), (180, 34)), R("push-button", "Use ODF Format!", "", (1050, 576), (180, 34))]
    turns.append((code("pyautogui.click(1096, 627)  # Close\npyautogui.hotkey('ctrl', 's')"),
                  writer(hm(date, t), title, "Contents 1", "Liberation Serif", "12 pt", page1[3:] + toc(entries), 2, 19, words, chars, keep, modified=True)))
    t += 1
    turns.append((code("pyautogui.click(950, 593)  # Use Word 2007-365!"),
                  writer(hm(date, t), title, "Contents 1", "Liberation Serif", "12 pt", page1[3:] + toc(entries), 2, 19, words, chars)))
    rs.add("os", "h56-os-04", system("Add a table of contents titled 'Contents' (three levels) on the empty second page of thesis_draft.docx, add an 'Appendix A: Survey Instrument' chapter at the end, make sure the contents list it, and save in Word format."),
           turns, state=state)


# ---------------------------------------------------------------- 05 Writer styles and track changes (clean)


def t05(rs: RowSet) -> None:
    date, t = "Mar 14", 10 * 60 + 49
    title = "contract_v3.odt"
    pay = "Client shall pay each invoice within {} days of receipt. Late payments accrue interest at 1.5% per month."
    paras = [("heading", "Master Services Agreement"),
             ("paragraph", 'This Agreement is entered into on March 1, 2024 between Northwind Analytics LLC ("Provider") and Halvorsen Marine AS ("Client").'),
             ("heading", "1. Services"),
             ("paragraph", "Provider shall deliver the services described in Schedule A, including monthly reporting and quarterly model reviews."),
             ("heading", "2. Payment Terms"), ("paragraph", pay.format("30")),
             ("heading", "3. Term and Termination"),
             ("paragraph", "Either party may terminate this Agreement with 60 days written notice to the other party."),
             ("heading", "4. Confidentiality"),
             ("paragraph", "Each party shall protect the other party's Confidential Information with at least reasonable care.")]
    words, chars = 1482, 9316
    tc_bar = [R("tool-bar", "Track Changes", "", (1180, 122), (460, 27))]
    x = 1182
    for b in ["Show Track Changes", "Record Track Changes", "Previous Track Change", "Next Track Change", "Accept Track Change",
              "Reject Track Change", "Accept All", "Reject All", "Insert Track Change Comment", "Manage Track Changes",
              "Compare Non-Track Changed Document", "Protect Track Changes"]:
        tc_bar.append(R("push-button", b, "", (x, 122), (33, 27)))
        x += 35
    state = writer(hm(date, t), title, "Body Text", "Liberation Serif", "12 pt", paras, 1, 4, words, chars)
    turns = [(code("pyautogui.click(190, 67)  # View\npyautogui.click(250, 300)  # Toolbars\npyautogui.click(450, 690)  # Track Changes"),
              writer(hm(date, t), title, "Body Text", "Liberation Serif", "12 pt", paras, 1, 4, words, chars, bar=tc_bar))]
    t += 1
    turns.append((code("pyautogui.click(1216, 135)  # Record Track Changes"),
                  writer(hm(date, t), title, "Body Text", "Liberation Serif", "12 pt", paras, 1, 4, words, chars, bar=tc_bar)))
    t += 1
    paras[5] = ("paragraph", pay.format("3045"))
    chars += 2
    turns.append((code("pyautogui.doubleClick(612, 329)  # the word '30'\npyautogui.write('45')"),
                  writer(hm(date, t), title, "Body Text", "Liberation Serif", "12 pt", paras, 1, 4, words, chars, modified=True, bar=tc_bar)))
    stamp = f"03/14/2024 {t // 60:02d}:{t % 60:02d}"

    def manage(items: list[tuple[str, str]]) -> list[str]:
        out = [R("dialog", "Manage Changes", "", (560, 300), (800, 480)),
               R("page-tab", "List", "", (576, 318), (50, 28)), R("page-tab", "Filter", "", (628, 318), (60, 28)),
               R("table", "", "", (576, 356), (768, 300))]
        for i, h in enumerate(["Action", "Author", "Date", "Comment"]):
            out.append(R("table-column-header", h, h, (578 + 190 * i, 358), (188, 22)))
        for j, (act, when) in enumerate(items):
            for i, v in enumerate([act, "Dana Whitfield", when, ""]):
                out.append(R("table-cell", "", v, (578 + 190 * i, 382 + 22 * j), (188, 22)))
        x0 = 576
        for b in ["Accept", "Reject", "Accept All", "Reject All", "Undo"]:
            out.append(R("push-button", b, "", (x0, 668), (100, 32)))
            x0 += 106
        return out + [R("push-button", "Help", "", (576, 730), (88, 34)), R("push-button", "Close", "", (1256, 730), (88, 34))]

    two = [("Deletion", stamp), ("Insertion", stamp)]
    t += 1
    turns.append((code("pyautogui.click(1531, 135)  # Manage Track Changes"),
                  writer(hm(date, t), title, "Body Text", "Liberation Serif", "12 pt", paras, 1, 4, words, chars, manage(two), modified=True, bar=tc_bar)))
    styles = [R("panel", "Styles", "", (1590, 156), (330, 870)), R("combo-box", "Paragraph Styles", "Applied Styles", (1600, 196), (200, 26))]
    for i, st in enumerate(["Body Text", "Default Paragraph Style", "Heading 1", "Heading 2", "List Bullet", "Signature", "Title"]):
        styles.append(R("list-item", st, st, (1600, 232 + 24 * i), (300, 22)))
    styles.append(R("check-box", "Show Previews", "", (1600, 990), (140, 22)))

    def stydlg(size: str) -> list[str]:
        out = [R("dialog", "Paragraph Style: Body Text", "", (460, 200), (1000, 640))]
        x0 = 476
        for tb in ["Organizer", "Indents & Spacing", "Alignment", "Text Flow", "Font", "Font Effects", "Position", "Highlighting",
                   "Tabs", "Drop Caps", "Area", "Transparency", "Borders", "Outline & List", "Condition"]:
            out.append(R("page-tab", tb, "", (x0, 218), (8 * len(tb) + 12, 28)))
            x0 += 8 * len(tb) + 14
        out += [R("label", "Family:", "Family:", (496, 272), (60, 18)), R("text", "Family:", "Liberation Serif", (496, 294), (420, 26)),
                R("label", "Style:", "Style:", (930, 272), (60, 18)), R("text", "Style:", "Regular", (930, 294), (220, 26)),
                R("label", "Size:", "Size:", (1164, 272), (60, 18)), R("text", "Size:", size, (1164, 294), (120, 26)),
                R("label", "Language:", "Language:", (496, 340), (80, 18)), R("combo-box", "Language:", "English (USA)", (496, 362), (300, 26)),
                R("push-button", "Features...", "", (810, 362), (100, 28)),
                R("label", "", "Liberation Serif", (700, 650), (500, 40))]
        return out + [R("push-button", "Help", "", (476, 790), (88, 34)), R("push-button", "Reset", "", (1078, 790), (88, 34)),
                      R("push-button", "Standard", "", (1174, 790), (88, 34)), R("push-button", "OK", "", (1270, 790), (88, 34)),
                      R("push-button", "Cancel", "", (1366, 790), (88, 34))]

    t += 1
    turns.append((code("pyautogui.click(1296, 747)  # Close\npyautogui.press('f11')\npyautogui.rightClick(1660, 243)  # Body Text\npyautogui.click(1700, 300)  # Modify..."),
                  writer(hm(date, t), title, "Body Text", "Liberation Serif", "12 pt", paras, 1, 4, words, chars, stydlg("12 pt"), modified=True, side=styles, bar=tc_bar)))
    turns.append((code("pyautogui.click(1198, 307)  # Font: Font tab already open, Size field\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('11 pt')\npyautogui.click(1314, 807)  # OK"),
                  writer(hm(date, t), title, "Body Text", "Liberation Serif", "11 pt", paras, 1, 4, words, chars, modified=True, side=styles, bar=tc_bar)))
    t += 1
    paras[5] = ("paragraph", pay.format("45"))
    chars -= 2
    turns.append((code("pyautogui.click(1531, 135)  # Manage Track Changes\npyautogui.click(838, 684)  # Accept All"),
                  writer(hm(date, t), title, "Body Text", "Liberation Serif", "11 pt", paras, 1, 4, words, chars, manage([]), modified=True, side=styles, bar=tc_bar)))
    t += 1
    props = [R("dialog", "Properties of “contract_v3.odt”", "", (560, 240), (800, 560))]
    x0 = 576
    for tb in ["General", "Description", "Custom Properties", "Security", "Font", "Statistics"]:
        props.append(R("page-tab", tb, "", (x0, 258), (8 * len(tb) + 12, 28)))
        x0 += 8 * len(tb) + 14
    for i, (k, v) in enumerate([("Type:", "OpenDocument Text"), ("Location:", "/home/user/Documents/Contracts"),
                                ("Size:", "24.7 kB (24,683 bytes)"), ("Created:", "02/27/2024, 09:12:41, Dana Whitfield"),
                                ("Modified:", f"03/14/2024, {t // 60:02d}:{t % 60:02d}:12, Dana Whitfield"), ("Template:", ""),
                                ("Digitally signed:", "Document not signed"), ("Last printed:", ""),
                                ("Total editing time:", "01:46:20"), ("Revision number:", "14")]):
        props += [R("label", k, k, (600, 340 + 30 * i), (150, 18)), R("label", "", v, (770, 340 + 30 * i), (560, 18))]
    props += [R("check-box", "Apply user data", "", (600, 660), (160, 22)), R("check-box", "Save preview image with this document", "", (600, 686), (300, 22))]
    props += dlg_buttons(980, 750, ("Help", "Reset", "OK", "Cancel"))
    turns.append((code("pyautogui.click(1300, 747)  # Close\npyautogui.hotkey('ctrl', 's')\npyautogui.click(100, 67)  # File\npyautogui.click(170, 760)  # Properties..."),
                  writer(hm(date, t), title, "Body Text", "Liberation Serif", "11 pt", paras, 1, 4, words, chars, props, side=styles, bar=tc_bar)))
    rs.add("os", "h56-os-05", system("In contract_v3.odt, record changes while extending the payment term from 30 to 45 days, reduce the Body Text paragraph style to 11 pt, accept all tracked changes, save, and check the document properties."),
           turns, state=state)


# ---------------------------------------------------------------- 06 Impress master slides and transitions (bad: duration)

SLIDES = ["Q2 2024 Business Review", "Agenda", "Revenue by Segment", "Customer Growth", "Product Roadmap", "Hiring Plan",
          "Risks and Mitigations", "Q&A"]
SLIDE_BODY = {1: ["Northwind Analytics · Leadership offsite", "July 9, 2024"],
              6: ["Engineering: +12 heads (8 backend, 4 mobile)", "Sales: +5 account executives in EMEA",
                  "Customer Success: +3 (one per region)", "Total headcount at end of Q3: 214"]}
TEMPLATES = ["Beehive", "Blue Curve", "Blueprint Plans", "Candy", "DNA", "Focus", "Forestbird", "Freshes", "Grey Elegant",
             "Growing Liberty", "Inspiration", "Lights", "Metropolis", "Midnightblue", "Nature Illustration", "Pencil", "Piano",
             "Portfolio", "Progress", "Sunset", "Vintage", "Vivid", "Yellow Idea"]


def impress(clock: str, title: str, slide: int, master: str, side: list[str], dialog: list[str] | None = None,
            modified: bool = False, master_view: bool = False) -> str:
    rows = lo_chrome("impress", title)
    rows.append(R("panel", "Slides Pane" if not master_view else "Master Slides Pane", "", (72, 156), (230, 870)))
    if master_view:
        rows.append(R("list-item", master, "", (82, 166), (200, 120)))
        rows.append(R("tool-bar", "Master View", "", (700, 122), (420, 27)))
        for i, b in enumerate(["New Master", "Rename Master", "Delete Master", "Master Elements", "Close Master View"]):
            rows.append(R("push-button", b, "", (702 + 82 * i, 122), (80, 27)))
        rows += [R("document-presentation", f"{title} - Master Slide {master}", "", (310, 156), (1270, 870)),
                 R("paragraph", "", "Click to edit the title text format", (420, 250), (1000, 60)),
                 R("paragraph", "", "Click to edit the outline text format", (420, 380), (1000, 30)),
                 R("paragraph", "", "Second Outline Level", (460, 420), (960, 26)),
                 R("paragraph", "", "Third Outline Level", (500, 452), (920, 24)),
                 R("paragraph", "", "<date/time>", (420, 900), (300, 20)), R("paragraph", "", "<footer>", (800, 900), (300, 20)),
                 R("paragraph", "", "<number>", (1200, 900), (200, 20))]
    else:
        for i, _ in enumerate(SLIDES, 1):
            rows.append(R("list-item", f"Slide {i}", "", (82, 166 + 118 * (i - 1) - 118 * max(0, slide - 7)), (200, 112)))
        rows.append(R("document-presentation", f"{title} - Slide {slide}", "", (310, 156), (1270, 870)))
        rows.append(R("paragraph", "", SLIDES[slide - 1], (420, 250), (1000, 60)))
        for j, line in enumerate(SLIDE_BODY.get(slide, [])):
            rows.append(R("paragraph", "", line, (420, 380 + 40 * j), (1000, 30)))
    rows += side
    rows += [R("label", "", "Master Slide" if master_view else f"Slide {slide} of {len(SLIDES)}", (72, 1032), (120, 21)),
             R("label", "", master, (260, 1032), (160, 21)), R("label", "", "English (USA)", (620, 1032), (110, 21)),
             R("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (900, 1032), (21, 21)),
             R("label", "", "71%", (1860, 1032), (50, 21))]
    return desk(clock, rows + (dialog or []))


def t06(rs: RowSet) -> None:
    date, t = "Jul 2", 15 * 60 + 20
    title = "q2_review.pptx"

    def props(master: str) -> list[str]:
        return [R("panel", "Properties", "", (1590, 156), (330, 870)), R("label", "Slide", "Slide", (1600, 170), (60, 18)),
                R("label", "Format:", "Format:", (1600, 200), (70, 18)), R("combo-box", "Format:", "Screen 16:9", (1700, 196), (200, 26)),
                R("label", "Orientation:", "Orientation:", (1600, 232), (90, 18)), R("combo-box", "Orientation:", "Landscape", (1700, 228), (200, 26)),
                R("label", "Background:", "Background:", (1600, 264), (90, 18)), R("combo-box", "Background:", "None", (1700, 260), (200, 26)),
                R("check-box", "Master Background", "", (1600, 296), (160, 22)), R("check-box", "Master Objects", "", (1760, 296), (140, 22)),
                R("label", "Master Slide:", "Master Slide:", (1600, 330), (90, 18)), R("combo-box", "Master Slide:", master, (1700, 326), (200, 26)),
                R("push-button", "Master View", "", (1700, 360), (120, 28)),
                R("label", "Layouts", "Layouts", (1600, 410), (60, 18))]

    def masters(used: str, recent: list[str]) -> list[str]:
        out = [R("panel", "Master Slides", "", (1590, 156), (330, 870)),
               R("label", "Used in This Presentation", "Used in This Presentation", (1600, 170), (200, 18)),
               R("list-item", used, "", (1600, 192), (96, 72)),
               R("label", "Recently Used", "Recently Used", (1600, 276), (200, 18))]
        out += [R("list-item", m, "", (1600 + 100 * i, 298), (96, 72)) for i, m in enumerate(recent)]
        out.append(R("label", "Available for Use", "Available for Use", (1600, 382), (200, 18)))
        out += [R("list-item", m, "", (1600 + 100 * (i % 3), 404 + 76 * (i // 3)), (96, 72)) for i, m in enumerate(["Default"] + TEMPLATES)]
        return out

    def trans(variant: str, dur: str) -> list[str]:
        out = [R("panel", "Slide Transition", "", (1590, 156), (330, 870))]
        for i, n in enumerate(["None", "Wipe", "Split", "Uncover", "Bars", "Shape", "Box", "Wedge", "Venetian", "Fade", "Cut",
                               "Covers", "Diagonal", "Dissolve", "Random", "Push", "Rotate", "Ripple", "Glitter", "Honeycomb"]):
            out.append(R("list-item", n, "", (1600 + 76 * (i % 4), 170 + 62 * (i // 4)), (72, 58)))
        out += [R("label", "Variant:", "Variant:", (1600, 496), (70, 18)), R("combo-box", "Variant:", variant, (1700, 492), (200, 26)),
                R("label", "Duration:", "Duration:", (1600, 528), (70, 18)), R("spin-button", "Duration:", dur, (1700, 524), (200, 26)),
                R("label", "Sound:", "Sound:", (1600, 560), (70, 18)), R("combo-box", "Sound:", "No sound", (1700, 556), (200, 26)),
                R("check-box", "Loop until next sound", "", (1700, 588), (180, 22)),
                R("label", "Advance Slide", "Advance Slide", (1600, 622), (120, 18)),
                R("radio-button", "On mouse click", "", (1610, 646), (150, 22)), R("radio-button", "Automatically after:", "", (1610, 672), (150, 22)),
                R("spin-button", "Automatically after:", "0.00 sec", (1770, 670), (130, 26)),
                R("push-button", "Apply Transition to All Slides", "", (1600, 712), (300, 30)),
                R("check-box", "Automatic Preview", "", (1600, 754), (150, 22)), R("push-button", "Play", "", (1820, 752), (80, 28))]
        return out

    state = impress(hm(date, t), title, 1, "Corporate-Blue", props("Corporate-Blue"))
    turns = [(code("pyautogui.click(1906, 330)  # sidebar: Master Slides"),
              impress(hm(date, t), title, 1, "Corporate-Blue", masters("Corporate-Blue", ["Corporate-Blue"])))]
    t += 1
    turns.append((code("pyautogui.rightClick(1648, 592)  # Focus\npyautogui.click(1790, 840)  # Apply to All Slides"),
                  impress(hm(date, t), title, 1, "Focus", masters("Focus", ["Focus", "Corporate-Blue"]), modified=True)))
    t += 1
    turns.append((code("pyautogui.click(1906, 250)  # sidebar: Slide Transition\npyautogui.click(1712, 323)  # Fade\npyautogui.tripleClick(1790, 537)\npyautogui.write('1.50 sec\\n')"),
                  impress(hm(date, t), title, 1, "Focus", trans("Smoothly", "1.50 sec"), modified=True)))
    turns.append((code("pyautogui.click(1750, 727)  # Apply Transition to All Slides"),
                  impress(hm(date, t), title, 1, "Focus", trans("Smoothly", "1.50 sec"), modified=True)))
    t += 1
    turns.append((code("ImpressTools.go_to_slide(6)"),
                  impress(hm(date, t), title, 6, "Focus", trans("Smoothly", "1.25 sec"), modified=True)))
    turns.append((code("pyautogui.click(190, 67)  # View\npyautogui.click(250, 260)  # Master Slide"),
                  impress(hm(date, t), title, 6, "Focus", props("Focus"), modified=True, master_view=True)))
    t += 1
    turns.append((code("pyautogui.click(825, 135)  # Rename Master\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Q2 Review')\npyautogui.press('enter')"),
                  impress(hm(date, t), title, 6, "Q2 Review", props("Q2 Review"), modified=True, master_view=True)))
    turns.append((code("pyautogui.click(1071, 135)  # Close Master View"),
                  impress(hm(date, t), title, 6, "Q2 Review", props("Q2 Review"), modified=True)))
    t += 1
    turns.append((code("pyautogui.click(1906, 330)  # sidebar: Master Slides"),
                  impress(hm(date, t), title, 6, "Q2 Review", masters("Q2 Review", ["Q2 Review", "Corporate-Blue"]), modified=True)))
    keep = [R("alert", "Keep current format", "", (660, 420), (600, 200)),
            R("label", "", "Use PowerPoint 2007-365!", (680, 440), (560, 18)),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint 2007-365”.", (740, 470), (500, 36)),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (740, 512), (500, 18)),
            R("check-box", "Ask when not saving in ODF or default format", "", (740, 546), (360, 22)),
            R("push-button", "Use PowerPoint 2007-365!", "", (820, 576), (220, 34)), R("push-button", "Use ODF Format!", "", (1050, 576), (180, 34))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  impress(hm(date, t), title, 6, "Q2 Review", masters("Q2 Review", ["Q2 Review", "Corporate-Blue"]), keep, modified=True)))
    rs.add("os", "h56-os-06", system("Apply the Focus master to every slide of q2_review.pptx, give all slides a 1.5-second Fade transition, rename the master to 'Q2 Review', and save."),
           turns, state=state, bad=True, turn=5,
           kind="The Fade transition applied to all slides with a 1.50 sec duration shows 1.25 sec on slide 6 with no edit of the duration.")


# ---------------------------------------------------------------- 07 GIMP layers, selection, export (bad: renamed layer back)

GIMP_TOOLS = ["Move Tool", "Rectangle Select Tool", "Ellipse Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
              "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Bucket Fill Tool", "Gradient Tool",
              "Text Tool", "Color Picker Tool", "Zoom Tool"]


def gimp(clock: str, title: str, layers: list[str], opacity: str, options: list[str], status: str,
         dialog: list[str] | None = None) -> str:
    rows = [R("frame", title, "", (70, 27), (1850, 1053)), R("menu-bar", "", "", (70, 55), (1850, 25))]
    x = 74
    for m in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
        rows.append(R("menu", m, "", (x, 55), (14 + 8 * len(m), 25)))
        x += 14 + 8 * len(m)
    for i, tl in enumerate(GIMP_TOOLS):
        rows.append(R("toggle-button", tl, "", (76 + 34 * (i % 2), 88 + 34 * (i // 2)), (32, 32)))
    rows += [R("push-button", "Foreground & background colors", "", (80, 372), (60, 50))]
    rows += options
    rows += [R("canvas", "", "", (360, 110), (1230, 860)), R("ruler", "", "", (340, 88), (1250, 20)), R("ruler", "", "", (340, 108), (20, 862))]
    rows += [R("page-tab", "Layers", "", (1600, 88), (80, 26)), R("page-tab", "Channels", "", (1682, 88), (80, 26)),
             R("page-tab", "Paths", "", (1764, 88), (70, 26)), R("page-tab", "Undo History", "", (1836, 88), (80, 26)),
             R("label", "Mode", "Mode", (1604, 124), (40, 18)), R("combo-box", "Mode", "Normal", (1650, 120), (250, 26)),
             R("label", "Opacity", "Opacity", (1604, 154), (60, 18)), R("spin-button", "Opacity", opacity, (1670, 150), (230, 26)),
             R("label", "Lock:", "Lock:", (1604, 184), (40, 18)),
             R("tree-table", "", "", (1600, 210), (316, 500))]
    for i, ly in enumerate(layers):
        rows.append(R("table-cell", "", ly, (1680, 212 + 40 * i), (230, 38)))
    for i, b in enumerate(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                           "Duplicate this layer", "Anchor this floating layer", "Add a mask", "Delete this layer"]):
        rows.append(R("push-button", b, "", (1600 + 39 * i, 716), (37, 30)))
    rows += [R("combo-box", "", "px", (360, 1032), (60, 24)), R("combo-box", "", "66.7%", (430, 1032), (90, 24)),
             R("label", "", status, (540, 1034), (600, 20))]
    return desk(clock, rows + (dialog or []))


def t07(rs: RowSet) -> None:
    date, t = "Oct 8", 9 * 60 + 5

    def ttl(n: int, dirty: bool = True, exported: bool = False) -> str:
        return (f"{'*' if dirty else ''}banner.xcf{' (exported)' if exported else ''}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                f"{n} layers) 1200x400 – GIMP")

    move = [R("label", "Move", "Move", (176, 440), (100, 18)), R("label", "Move:", "Move:", (176, 470), (60, 18)),
            R("radio-button", "Pick a layer or guide", "", (186, 494), (160, 22)), R("radio-button", "Move the active layer", "", (186, 518), (160, 22))]
    rect = [R("label", "Rectangle Select", "Rectangle Select", (176, 440), (140, 18)), R("label", "Mode:", "Mode:", (176, 470), (50, 18)),
            R("check-box", "Antialiasing", "", (176, 498), (110, 22)), R("check-box", "Feather edges", "", (176, 522), (120, 22)),
            R("check-box", "Rounded corners", "", (176, 546), (130, 22)), R("check-box", "Expand from center", "", (176, 570), (150, 22)),
            R("check-box", "Fixed", "", (176, 594), (60, 22)), R("combo-box", "", "Aspect ratio", (240, 592), (100, 26)),
            R("label", "Position:", "Position:", (176, 630), (70, 18))]

    def rect_pos(x0: str, y0: str, w: str, h: str) -> list[str]:
        return rect + [R("spin-button", "", x0, (176, 652), (70, 26)), R("spin-button", "", y0, (250, 652), (70, 26)),
                       R("label", "Size:", "Size:", (176, 688), (40, 18)), R("spin-button", "", w, (176, 710), (70, 26)),
                       R("spin-button", "", h, (250, 710), (70, 26)), R("check-box", "Highlight", "", (176, 746), (90, 22)),
                       R("combo-box", "", "No guides", (176, 772), (150, 26)), R("check-box", "Auto Shrink", "", (176, 806), (110, 22)),
                       R("check-box", "Shrink merged", "", (176, 830), (120, 22))]

    base = ["Logo", "Headline text", "Background"]
    state = gimp(hm(date, t), ttl(3, dirty=False), base, "100.0", move, "Logo (8.4 MB)")
    newdlg = [R("dialog", "New Layer", "", (660, 260), (600, 560)), R("label", "Layer name:", "Layer name:", (680, 300), (100, 18)),
              R("text", "Layer name:", "Layer", (800, 296), (440, 26)), R("label", "Color tag:", "Color tag:", (680, 336), (80, 18)),
              R("label", "Mode:", "Mode:", (680, 372), (60, 18)), R("combo-box", "Mode:", "Normal", (800, 368), (300, 26)),
              R("label", "Opacity:", "Opacity:", (680, 408), (70, 18)), R("spin-button", "Opacity:", "100.0", (800, 404), (300, 26)),
              R("label", "Width:", "Width:", (680, 444), (60, 18)), R("spin-button", "Width:", "1200", (800, 440), (140, 26)),
              R("label", "Height:", "Height:", (680, 480), (60, 18)), R("spin-button", "Height:", "400", (800, 476), (140, 26)),
              R("label", "Offset X:", "Offset X:", (680, 516), (70, 18)), R("spin-button", "Offset X:", "0", (800, 512), (140, 26)),
              R("label", "Offset Y:", "Offset Y:", (680, 552), (70, 18)), R("spin-button", "Offset Y:", "0", (800, 548), (140, 26)),
              R("label", "Fill with:", "Fill with:", (680, 588), (70, 18)), R("combo-box", "Fill with:", "Transparency", (800, 584), (300, 26)),
              R("check-box", "Switches", "", (680, 624), (100, 22))] + dlg_buttons(972, 770)
    turns = [(code("pyautogui.click(300, 67)  # Layer\npyautogui.click(340, 92)  # New Layer..."),
              gimp(hm(date, t), ttl(3, dirty=False), base, "100.0", move, "Logo (8.4 MB)", newdlg))]
    t += 1
    layers = ["Shadow", "Logo", "Headline text", "Background"]
    turns.append((code("pyautogui.tripleClick(1020, 309)\npyautogui.write('Shadow')\npyautogui.click(1112, 787)  # OK"),
                  gimp(hm(date, t), ttl(4), layers, "100.0", move, "Shadow (10.3 MB)")))
    turns.append((code("pyautogui.press('r')\npyautogui.moveTo(387, 150)\npyautogui.dragTo(654, 230, duration=0.6)\npyautogui.tripleClick(211, 665); pyautogui.write('40\\t60\\n')\npyautogui.tripleClick(211, 723); pyautogui.write('400\\t120\\n')"),
                  gimp(hm(date, t), ttl(4), layers, "100.0", rect_pos("40", "60", "400", "120"), "Shadow (10.3 MB)")))
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'comma')  # Fill with FG color\npyautogui.hotkey('shift', 'ctrl', 'a')  # Select > None"),
                  gimp(hm(date, t), ttl(4), layers, "100.0", rect_pos("40", "60", "400", "120"), "Shadow (10.9 MB)")))
    layers = ["Drop shadow", "Logo", "Headline text", "Background"]
    turns.append((code("pyautogui.doubleClick(1760, 231)  # layer name\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Drop shadow\\n')"),
                  gimp(hm(date, t), ttl(4), layers, "100.0", rect_pos("40", "60", "400", "120"), "Drop shadow (10.9 MB)")))
    t += 1
    layers = ["Logo", "Headline text", "Drop shadow", "Background"]
    turns.append((code("pyautogui.click(1736, 731)  # Lower this layer\npyautogui.click(1736, 731)  # Lower this layer"),
                  gimp(hm(date, t), ttl(4), layers, "100.0", rect_pos("40", "60", "400", "120"), "Drop shadow (10.9 MB)")))
    turns.append((code("pyautogui.tripleClick(1785, 163)\npyautogui.write('60\\n')"),
                  gimp(hm(date, t), ttl(4), layers, "60.0", rect_pos("40", "60", "400", "120"), "Drop shadow (10.9 MB)")))
    t += 1
    turns.append((code("pyautogui.click(1790, 271)  # Headline text"),
                  gimp(hm(date, t), ttl(4), layers, "100.0", rect_pos("40", "60", "400", "120"), "Headline text (10.9 MB)")))
    bad_layers = ["Logo", "Headline text", "Shadow", "Background"]
    export = [R("dialog", "Export Image", "", (460, 180), (1000, 720)), R("label", "Name:", "Name:", (480, 200), (50, 18)),
              R("text", "Name:", "banner.png", (540, 196), (500, 26)), R("push-button", "Pictures", "", (480, 240), (100, 28)),
              R("table", "Places", "", (480, 280), (200, 480))]
    for i, pl in enumerate(["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"]):
        export.append(R("table-cell", "", pl, (482, 282 + 28 * i), (196, 26)))
    export += [R("table", "Files", "", (690, 280), (750, 480))]
    for i, (n, sz, mod) in enumerate([("banner.xcf", "1.6 MB", "08:41"), ("banner_old.png", "214.9 kB", "3 Oct"), ("logo_source.svg", "18.2 kB", "27 Sep"),
                                      ("team_photo.jpg", "3.4 MB", "12 Sep")]):
        export += [R("table-cell", "", n, (692, 306 + 26 * i), (440, 24)), R("table-cell", "", sz, (1134, 306 + 26 * i), (120, 24)),
                   R("table-cell", "", mod, (1256, 306 + 26 * i), (180, 24))]
    export += [R("toggle-button", "Select File Type (By Extension)", "", (480, 780), (300, 26))] + dlg_buttons(1178, 850, ("Help", "Export", "Cancel"))[1:]
    t += 1
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('banner.png')"),
                  gimp(hm(date, t), ttl(4), bad_layers, "100.0", rect_pos("40", "60", "400", "120"), "Headline text (10.9 MB)", export)))
    png = [R("dialog", "Export Image as PNG", "", (700, 300), (520, 520))]
    for i, cb in enumerate(["Interlacing (Adam7)", "Save background color", "Save gamma", "Save layer offset", "Save resolution",
                            "Save creation time", "Save comment", "Save color values from transparent pixels"]):
        png.append(R("check-box", cb, "", (720, 330 + 28 * i), (360, 22)))
    png += [R("combo-box", "", "automatic pixelformat", (720, 566), (300, 26)),
            R("label", "Compression level", "Compression level", (720, 606), (150, 18)), R("spin-button", "Compression level", "9", (880, 602), (300, 26)),
            R("check-box", "Save Exif data", "", (720, 640), (150, 22)), R("check-box", "Save XMP data", "", (720, 664), (150, 22)),
            R("check-box", "Save IPTC data", "", (720, 688), (150, 22)), R("check-box", "Save thumbnail", "", (720, 712), (150, 22)),
            R("push-button", "Load Defaults", "", (720, 746), (120, 30)), R("push-button", "Save Defaults", "", (846, 746), (120, 30))]
    png += [R("push-button", "Help", "", (720, 784), (88, 30)), R("push-button", "Export", "", (1030, 784), (88, 30)), R("push-button", "Cancel", "", (1124, 784), (88, 30))]
    turns.append((code("pyautogui.click(1318, 867)  # Export"),
                  gimp(hm(date, t), ttl(4), bad_layers, "100.0", rect_pos("40", "60", "400", "120"), "Headline text (10.9 MB)", png)))
    t += 1
    turns.append((code("pyautogui.click(1074, 799)  # Export"),
                  gimp(hm(date, t), ttl(4, exported=True), bad_layers, "100.0", rect_pos("40", "60", "400", "120"), "Headline text (10.9 MB)")))
    rs.add("os", "h56-os-07", system("In banner.xcf, add a transparent layer named 'Shadow', fill a 400x120 rectangle at (40, 60) with the foreground color, rename the layer 'Drop shadow', put it just above the background at 60% opacity, and export the image as banner.png."),
           turns, state=state, bad=True, turn=9,
           kind="The Layers list shows the layer as 'Shadow' again although it was renamed 'Drop shadow' and never renamed back.")


# ---------------------------------------------------------------- Thunderbird

TB_ACCT = "jordan.ellis@fastmail.com"


def tb_frame(title: str, space: str) -> list[str]:
    rows = [R("frame", f"{title} - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
            R("page-tab", space, "", (140, 32), (220, 34)),
            R("push-button", "Get Messages", "", (80, 76), (110, 30)), R("push-button", "New Message", "", (196, 76), (120, 30)),
            R("entry", "Search <Ctrl+K>", "", (700, 76), (520, 30)), R("push-button", "AppMenu", "", (1880, 76), (32, 30))]
    for i, sp in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
        rows.append(R("push-button", sp, "", (72, 120 + 48 * i), (40, 40)))
    return rows


def tb_mail(clock: str, folder: str, folders: dict[str, tuple[int, int]], msgs: list[tuple[str, str, str]],
            reader: list[str] | None = None, dialog: list[str] | None = None) -> str:
    title = f"{folder} - {TB_ACCT}"
    rows = tb_frame(title, folder)
    rows += [R("tree", "Folders", "", (116, 120), (260, 900)), R("tree-item", TB_ACCT, "", (120, 124), (250, 26))]
    for i, (name, (unread, _total)) in enumerate(folders.items()):
        rows.append(R("tree-item", name, str(unread) if unread else "", (136, 152 + 28 * i), (234, 26)))
    total = folders[folder][1]
    rows += [R("label", folder, folder, (388, 122), (200, 22)), R("label", "", f"{total:,} messages", (600, 124), (160, 20)),
             R("push-button", "Quick Filter", "", (1700, 118), (110, 30)),
             R("table", "Message list", "", (384, 156), (1530, 420 if reader else 860))]
    for h in ["Star", "Attachments", "Subject", "Correspondents", "Date"]:
        w = {"Star": 26, "Attachments": 26, "Subject": 860, "Correspondents": 340, "Date": 240}[h]
        x = {"Star": 386, "Attachments": 414, "Subject": 442, "Correspondents": 1304, "Date": 1646}[h]
        rows.append(R("table-column-header", h, "", (x, 158), (w, 26)))
    shown = msgs[:14] if not reader else msgs[:8]
    for i, (subj, who, when) in enumerate(shown):
        y = 186 + 28 * i
        rows += [R("table-cell", "", subj, (442, y), (860, 26)), R("table-cell", "", who, (1304, y), (340, 26)),
                 R("table-cell", "", when, (1646, y), (240, 26))]
    rows += reader or []
    unread = folders[folder][0]
    rows += [R("label", "", f"Unread: {unread}", (1660, 1054), (100, 20)), R("label", "", f"Total: {total}", (1770, 1054), (100, 20))]
    return desk(clock, rows + (dialog or []))


GH = [("[northwind/ingest] Fix retry backoff in S3 uploader (PR #482)", 14, 602, True),
      ("[northwind/ingest] CI failed: main (build #3317)", 14, 587, False),
      ("Re: [northwind/dashboard] Chart tooltips overflow on Safari (Issue #219)", 14, 555, True),
      ("[northwind/ingest] Release v2.8.0", 14, 510, False),
      ("[northwind/infra] Bump terraform-provider-aws to 5.40.0 (PR #77)", 13, 1092, True),
      ("Re: [northwind/ingest] Fix retry backoff in S3 uploader (PR #482)", 13, 1060, False),
      ("[northwind/dashboard] Dark mode toggle does not persist (Issue #223)", 13, 845, True),
      ("[northwind/infra] Your review was requested on PR #76", 13, 680, True),
      ("[northwind/ingest] CI passed: main (build #3309)", 13, 598, False),
      ("Re: [northwind/dashboard] Chart tooltips overflow on Safari (Issue #219)", 12, 1004, True),
      ("[northwind/ingest] Dependabot: bump urllib3 from 2.2.0 to 2.2.1 (PR #480)", 12, 790, True),
      ("[northwind/dashboard] Release v1.14.2", 11, 1045, False),
      ("[northwind/infra] CI failed: plan (run #812)", 11, 603, True),
      ("Re: [northwind/ingest] Flaky test test_partition_merge (Issue #471)", 8, 937, False),
      ("[northwind/ingest] Milestone 2.8 closed", 7, 540, True)]
OTHERS = [("Lunch on Friday?", "Priya Raman", 14, 598), ("Your March statement is ready", "Fastmail Billing", 14, 571),
          ("Q2 roadmap review — slides attached", "Marcus Lee", 14, 532), ("Invoice INV-20931 from Stripe", "Stripe", 14, 485),
          ("Re: Staging database migration window", "Sofia Marchetti", 13, 1162), ("Flight confirmation LH 2412 MUC → ARN", "Lufthansa", 13, 978),
          ("Your order has shipped", "Thomann", 13, 760), ("Re: Interview loop for backend role", "Hannah Cole", 13, 615),
          ("Security alert: new sign-in on Linux", "Google", 12, 1382), ("Weekly metrics digest", "Northwind Metrics", 12, 420),
          ("Re: Offsite venue shortlist", "Marcus Lee", 11, 914), ("Dentist appointment reminder", "Smile Dental", 11, 540),
          ("Expense report approved", "Concur", 10, 1125), ("Conference talk accepted: PyCon DE", "PyCon DE Program Committee", 9, 750),
          ("Your library books are due", "Stadtbibliothek", 8, 480), ("Re: Kayak trip in May", "Erik Sandberg", 7, 1185)]


def tb_when(day: int, mins: int) -> str:
    h, m = divmod(mins, 60)
    hh = (h % 12) or 12
    tm = f"{hh}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return tm if day == 14 else f"3/{day}/2024, {tm}"


def t08(rs: RowSet) -> None:
    date, t = "Mar 14", 10 * 60 + 7
    inbox = [(s, "GitHub", d, m, "gh") for s, d, m, _ in GH] + [(s, w, d, m, "o") for s, w, d, m in OTHERS]
    gh_box: list[tuple[str, str, int, int, str]] = []

    def lst(box: list[tuple[str, str, int, int, str]]) -> list[tuple[str, str, str]]:
        return [(s, w, tb_when(d, m)) for s, w, d, m, _ in sorted(box, key=lambda x: (-x[2], -x[3]))]

    folders = {"Inbox": (37, 412), "Drafts": (0, 2), "Sent": (0, 1204), "Archives": (0, 3318), "Junk": (0, 12), "Trash": (0, 88),
               "GitHub": (0, 0), "Newsletters": (3, 140)}
    state = tb_mail(hm(date, t), "Inbox", folders, lst(inbox))

    def filters(names: list[str]) -> list[str]:
        out = [R("dialog", "Message Filters", "", (560, 220), (800, 600)),
               R("label", "Filters for:", "Filters for:", (580, 244), (80, 18)), R("combo-box", "Filters for:", TB_ACCT, (670, 240), (360, 28)),
               R("entry", "Search filters by name…", "", (1050, 240), (290, 28)),
               R("label", "", f"{len(names)} items", (580, 282), (100, 18)),
               R("table", "", "", (580, 306), (600, 380)),
               R("table-column-header", "Filter Name", "", (582, 308), (480, 24)), R("table-column-header", "Enabled", "", (1064, 308), (114, 24))]
        out += [R("table-cell", "", n, (582, 334 + 26 * i), (480, 24)) for i, n in enumerate(names)]
        for i, b in enumerate(["New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"]):
            out.append(R("push-button", b, "", (1196, 306 + 40 * i), (148, 32)))
        out += [R("label", "Run selected filter(s) on:", "Run selected filter(s) on:", (580, 706), (190, 18)),
                R("combo-box", "", "Inbox", (780, 702), (240, 28)), R("push-button", "Run Now", "", (1030, 700), (110, 32)),
                R("push-button", "Filter Log", "", (580, 770), (110, 32))]
        return out

    t += 1
    f2 = ["Newsletters", "Invoices from Stripe"]
    turns = [(code("pyautogui.press('alt')\npyautogui.click(380, 42)  # Tools\npyautogui.click(430, 150)  # Message Filters"),
              tb_mail(hm(date, t), "Inbox", folders, lst(inbox), dialog=filters(f2)))]

    def rules(name: str, field: str, op: str, value: str, target: str) -> list[str]:
        out = [R("dialog", "Filter Rules", "", (500, 180), (920, 700)), R("label", "Filter name:", "Filter name:", (520, 204), (90, 18)),
               R("entry", "Filter name:", name, (620, 200), (500, 28)),
               R("label", "Apply filter when:", "Apply filter when:", (520, 244), (140, 18)),
               R("check-box", "Manually Run", "", (540, 268), (140, 22)), R("check-box", "Getting New Mail:", "", (540, 294), (150, 22)),
               R("combo-box", "", "Filter after Junk Classification", (700, 292), (300, 26)),
               R("check-box", "Archiving", "", (540, 320), (100, 22)), R("check-box", "After Sending", "", (540, 346), (120, 22)),
               R("check-box", "Periodically, every 10 minutes", "", (540, 372), (240, 22)),
               R("radio-button", "Match all of the following", "", (520, 412), (220, 22)), R("radio-button", "Match any of the following", "", (760, 412), (220, 22)),
               R("radio-button", "Match all messages", "", (1000, 412), (180, 22)),
               R("combo-box", "", field, (520, 444), (200, 28)), R("combo-box", "", op, (728, 444), (200, 28)), R("entry", "", value, (936, 444), (380, 28)),
               R("push-button", "+", "", (1324, 444), (30, 28)), R("push-button", "−", "", (1358, 444), (30, 28)),
               R("label", "Perform these actions:", "Perform these actions:", (520, 620), (170, 18)),
               R("combo-box", "", "Move Message to", (520, 644), (240, 28)), R("combo-box", "", target, (768, 644), (420, 28)),
               R("push-button", "+", "", (1196, 644), (30, 28)), R("push-button", "−", "", (1230, 644), (30, 28))]
        return out + [R("push-button", "OK", "", (1220, 830), (88, 32)), R("push-button", "Cancel", "", (1316, 830), (88, 32))]

    t += 1
    turns.append((code("pyautogui.click(1270, 322)  # New…"),
                  tb_mail(hm(date, t), "Inbox", folders, lst(inbox), dialog=filters(f2) + rules("", "Subject", "contains", "", f"Inbox on {TB_ACCT}"))))
    t += 1
    rset = rules("GitHub notifications", "From", "contains", "notifications@github.com", f"GitHub on {TB_ACCT}")
    turns.append((code("pyautogui.click(870, 214)\npyautogui.write('GitHub notifications')\npyautogui.click(620, 458); pyautogui.click(620, 490)  # From\npyautogui.click(1126, 458)\npyautogui.write('notifications@github.com')\npyautogui.click(978, 658)  # folder picker\npyautogui.click(1000, 840)  # GitHub"),
                  tb_mail(hm(date, t), "Inbox", folders, lst(inbox), dialog=filters(f2) + rset)))
    f3 = f2 + ["GitHub notifications"]
    turns.append((code("pyautogui.click(1264, 846)  # OK"),
                  tb_mail(hm(date, t), "Inbox", folders, lst(inbox), dialog=filters(f3))))
    t += 1
    f3 = ["GitHub notifications", "Newsletters", "Invoices from Stripe"]
    turns.append((code("pyautogui.click(800, 398)  # GitHub notifications\npyautogui.click(1270, 482)  # Move to Top"),
                  tb_mail(hm(date, t), "Inbox", folders, lst(inbox), dialog=filters(f3))))
    gh_box = [m for m in inbox if m[4] == "gh"]
    inbox = [m for m in inbox if m[4] != "gh"]
    folders["Inbox"], folders["GitHub"] = (28, 397), (9, 15)
    turns.append((code("pyautogui.click(800, 346)  # GitHub notifications\npyautogui.click(1085, 716)  # Run Now"),
                  tb_mail(hm(date, t), "Inbox", folders, lst(inbox), dialog=filters(f3))))
    t += 1
    turns.append((code("pyautogui.press('escape')"), tb_mail(hm(date, t), "Inbox", folders, lst(inbox))))
    turns.append((code("pyautogui.click(250, 334)  # GitHub folder"), tb_mail(hm(date, t), "GitHub", folders, lst(gh_box))))
    t += 1
    folders["GitHub"] = (8, 15)
    first = lst(gh_box)[0]
    reader = [R("panel", "Message reader", "", (384, 590), (1530, 450)),
              R("label", "From", "From", (400, 600), (60, 18)), R("label", "", "GitHub <notifications@github.com>", (470, 600), (500, 18)),
              R("label", "Subject", "Subject", (400, 624), (60, 18)), R("label", "", first[0], (470, 624), (900, 18)),
              R("label", "To", "To", (400, 648), (60, 18)), R("label", "", "northwind/ingest <ingest@noreply.github.com>, Jordan Ellis <jordan.ellis@fastmail.com>", (470, 648), (900, 18)),
              R("label", "", "3/14/2024, 10:02 AM", (1700, 600), (180, 18)),
              R("document-web", "", "", (400, 680), (1500, 350)),
              R("paragraph", "", "@mlindqvist requested your review on: northwind/ingest#482 Fix retry backoff in S3 uploader.", (420, 700), (1400, 18)),
              R("paragraph", "", "Replaces the fixed 2 s sleep with exponential backoff (base 0.5 s, cap 30 s, full jitter) and adds 4 tests.", (420, 730), (1400, 18)),
              R("paragraph", "", "File changes: M ingest/uploader.py (18) M tests/test_uploader.py (64)", (420, 760), (1400, 18)),
              R("paragraph", "", "Reply to this email directly, view it on GitHub, or unsubscribe.", (420, 800), (1400, 18))]
    turns.append((code("pyautogui.click(870, 200)  # first message"), tb_mail(hm(date, t), "GitHub", folders, lst(gh_box), reader)))
    t += 1
    gh_box = [m for m in gh_box if m[0] != first[0] or m[3] != 602]
    folders["GitHub"], folders["Trash"] = (8, 14), (0, 89)
    nxt = lst(gh_box)[0]
    reader2 = reader[:4] + [R("label", "", nxt[0], (470, 624), (900, 18))] + reader[5:7] + [
        R("label", "", "3/14/2024, 9:47 AM", (1700, 600), (180, 18)), R("document-web", "", "", (400, 680), (1500, 350)),
        R("paragraph", "", "Run failed for main (a91c4e7): build #3317", (420, 700), (1400, 18)),
        R("paragraph", "", "tests / py3.11 failed in 4m 12s — test_partition_merge[large] AssertionError: 1022 != 1024", (420, 730), (1400, 18)),
        R("paragraph", "", "View workflow run", (420, 760), (1400, 18))]
    turns.append((code("pyautogui.press('delete')"), tb_mail(hm(date, t), "GitHub", folders, lst(gh_box), reader2)))
    t += 1
    turns.append((code("pyautogui.click(250, 152)  # Inbox\npyautogui.press('alt')\npyautogui.click(380, 42)  # Tools\npyautogui.click(430, 150)  # Message Filters\npyautogui.click(800, 346)  # GitHub notifications\npyautogui.click(1270, 402)  # Edit…"),
                  tb_mail(hm(date, t), "Inbox", folders, lst(inbox), dialog=filters(f3) + rset)))
    t += 2
    inbox.append(("Re: Q3 planning doc", "Priya Raman", 14, t, "o"))
    gh_box.append(("[northwind/ingest] CI passed: main (build #3321)", "GitHub", 14, t, "gh"))
    folders["Inbox"], folders["GitHub"] = (29, 398), (9, 15)
    turns.append((code("pyautogui.click(1360, 846)  # Cancel\npyautogui.press('escape')\npyautogui.click(135, 91)  # Get Messages"),
                  tb_mail(hm(date, t), "Inbox", folders, lst(inbox))))
    rs.add("os", "h56-os-08", system("In Thunderbird, create a filter that moves mail from notifications@github.com into the GitHub folder, put it first, run it on the Inbox, then tidy the GitHub folder and fetch new mail."),
           turns, state=state)


# ---------------------------------------------------------------- 09 Thunderbird address book (clean)

PERSONAL = [("Aaron Fischer", "aaron.fischer@posteo.de"), ("Alicia Moreno", "alicia@moreno.studio"), ("Ben Okafor", "ben.okafor@northwind.io"),
            ("Carla Jensen", "carla.jensen@outlook.com"), ("Daniel Weiss", "d.weiss@gmx.net"), ("Elena Petrova", "elena.petrova@yandex.ru"),
            ("Erik Sandberg", "erik.sandberg@gmail.com"), ("Fatima Zahra", "fatima.zahra@northwind.io"), ("Georg Brandt", "georg.brandt@tu-berlin.de"),
            ("Hannah Cole", "hannah.cole@proton.me"), ("Isabel Duarte", "isabel.duarte@sapo.pt"), ("Jonas Meyer", "jonas.meyer@web.de"),
            ("Kenji Watanabe", "kenji.w@icloud.com"), ("Lena Vogel", "lena.vogel@northwind.io"), ("Marcus Lee", "marcus.lee@northwind.io"),
            ("Nadia Haddad", "nadia.haddad@gmail.com"), ("Oscar Lindgren", "oscar.lindgren@spotify.com"), ("Paula Ricci", "paula.ricci@libero.it"),
            ("Rahul Mehta", "rahul.mehta@infosys.com"), ("Sofia Marchetti", "sofia.marchetti@northwind.io"),
            ("Tom Becker (old)", "tom.becker@oldcompany.de"), ("Ugo Bianchi", "ugo.bianchi@gmail.com"), ("Yara Nilsson", "yara.nilsson@kth.se")]
COLLECTED = [("Aisha Bello", "aisha.bello@andela.com"), ("Anna Kowalczyk", "anna.k@pwr.edu.pl"), ("billing@fastmail.com", "billing@fastmail.com"),
             ("Bruno Costa", "bruno.costa@uol.com.br"), ("Chris Dalton", "chris@daltonlaw.co.uk"), ("David Kim", "dkim@stripe.com"),
             ("Eva Horak", "eva.horak@seznam.cz"), ("Felix Braun", "f.braun@posteo.de")]


def t09(rs: RowSet) -> None:
    date, t = "Mar 14", 11 * 60 + 26
    book = [list(c) for c in PERSONAL]
    lists: list[tuple[str, str]] = []

    def ab(clock: str, selbook: str, entries: list[tuple[str, str]], count: int | None, sel: str | None, details: list[str],
           search: str = "", dialog: list[str] | None = None) -> str:
        rows = tb_frame("Address Book", "Address Book")
        rows += [R("push-button", "New Address Book", "", (120, 120), (170, 30)), R("push-button", "New Contact", "", (120, 156), (170, 30)),
                 R("push-button", "New List", "", (120, 192), (170, 30)), R("push-button", "Import", "", (120, 228), (170, 30)),
                 R("tree", "Address Books", "", (116, 270), (260, 300))]
        for i, b in enumerate(["All Address Books", "Personal Address Book", "Collected Addresses"]):
            rows.append(R("tree-item", b, "", (120, 274 + 30 * i), (250, 28)))
        rows.append(R("entry", f"Search {selbook}", search, (390, 120), (520, 30)))
        if count is not None:
            rows.append(R("label", "", f"{count} contacts", (920, 126), (120, 20)))
        srt = sorted(entries, key=lambda e: e[0].lower())
        start = 0
        if sel is not None:
            k = [e[0] for e in srt].index(sel)
            start = max(0, min(k - 10, len(srt) - 14)) if k >= 14 else 0
        rows.append(R("list", "Contacts", "", (384, 160), (620, 870)))
        for i, (n, e) in enumerate(srt[start:start + 14]):
            rows.append(R("list-item", n, e, (388, 164 + 58 * i), (612, 56)))
        return desk(clock, rows + details + (dialog or []))

    def card(name: str, email: str, phone: str = "") -> list[str]:
        out = [R("panel", "Contact details", "", (1010, 160), (900, 870)), R("heading", "", name, (1040, 190), (600, 32)),
               R("push-button", "Edit", "", (1800, 190), (80, 30)),
               R("label", "Email Addresses", "Email Addresses", (1040, 250), (200, 18)), R("link", email, email, (1060, 276), (400, 18))]
        if phone:
            out += [R("label", "Phone Numbers", "Phone Numbers", (1040, 318), (200, 18)), R("label", "", f"Cell: {phone}", (1060, 344), (300, 18))]
        return out

    allb = [tuple(c) for c in book] + COLLECTED
    state = tb_mail(hm(date, t), "Inbox", {"Inbox": (29, 398), "Drafts": (0, 2), "Sent": (0, 1204), "Archives": (0, 3318), "Junk": (0, 12),
                                          "Trash": (0, 89), "GitHub": (9, 15), "Newsletters": (3, 140)},
                    [(s, w, tb_when(d, m)) for s, w, d, m in sorted([(s, w, d, m) for s, w, d, m in OTHERS] + [("Re: Q3 planning doc", "Priya Raman", 14, 616)], key=lambda x: (-x[2], -x[3]))])
    turns = [(code("pyautogui.click(92, 188)  # Address Book space"),
              ab(hm(date, t), "All Address Books", [(n, e) for n, e in allb], len(allb) + 33, None, []))]
    turns.append((code("pyautogui.click(250, 318)  # Personal Address Book"),
                  ab(hm(date, t), "Personal Address Book", [tuple(c) for c in book], len(book), None, [])))
    t += 2
    book.append(["Priya Raman", "priya.raman@northwind.io"])
    turns.append((code("pyautogui.click(205, 171)  # New Contact\npyautogui.click(1200, 260); pyautogui.write('Priya')\npyautogui.click(1500, 260); pyautogui.write('Raman')\npyautogui.click(1200, 420); pyautogui.write('priya.raman@northwind.io')\npyautogui.click(1840, 990)  # Save"),
                  ab(hm(date, t), "Personal Address Book", [(n, e) for n, e in book], len(book), "Priya Raman", card("Priya Raman", "priya.raman@northwind.io"))))
    t += 1
    book[-1][1] = "p.raman@northwind.io"
    turns.append((code("pyautogui.click(1840, 205)  # Edit\npyautogui.tripleClick(1200, 420); pyautogui.write('p.raman@northwind.io')\npyautogui.click(1200, 520); pyautogui.write('+46 70 412 88 31')\npyautogui.click(1840, 990)  # Save"),
                  ab(hm(date, t), "Personal Address Book", [(n, e) for n, e in book], len(book), "Priya Raman", card("Priya Raman", "p.raman@northwind.io", "+46 70 412 88 31"))))
    t += 2
    members = [("Priya Raman", "p.raman@northwind.io"), ("Erik Sandberg", "erik.sandberg@gmail.com"), ("Hannah Cole", "hannah.cole@proton.me")]
    lists.append(("Book club", "Monthly book club"))
    ldet = [R("panel", "Contact details", "", (1010, 160), (900, 870)), R("heading", "", "Book club", (1040, 190), (600, 32)),
            R("push-button", "Edit", "", (1800, 190), (80, 30)), R("label", "", "Monthly book club", (1040, 236), (600, 18)),
            R("label", "Addresses in List", "Addresses in List", (1040, 276), (200, 18))]
    ldet += [R("list-item", f"{n} <{e}>", "", (1060, 302 + 26 * i), (600, 24)) for i, (n, e) in enumerate(members)]
    turns.append((code("pyautogui.click(205, 207)  # New List\npyautogui.write('Book club')\npyautogui.press('tab', presses=2)\npyautogui.write('Monthly book club')\npyautogui.press('tab')\npyautogui.write('Priya Raman <p.raman@northwind.io>\\nErik Sandberg <erik.sandberg@gmail.com>\\nHannah Cole <hannah.cole@proton.me>\\n')\npyautogui.click(1180, 790)  # OK"),
                  ab(hm(date, t), "Personal Address Book", [(n, e) for n, e in book] + [(lists[0][0], "")], len(book), "Book club", ldet)))
    t += 1
    conf = [R("alert", "Delete Contact", "", (710, 440), (500, 170)),
            R("label", "", "Are you sure you want to delete the contact Tom Becker (old)?", (740, 480), (440, 36)),
            R("push-button", "Delete", "", (1010, 560), (90, 32)), R("push-button", "Cancel", "", (1106, 560), (90, 32))]
    entries = [(n, e) for n, e in book] + [(lists[0][0], "")]
    turns.append((code("pyautogui.scroll(-10)\npyautogui.click(690, 802)  # Tom Becker (old)\npyautogui.press('delete')"),
                  ab(hm(date, t), "Personal Address Book", entries, len(book), "Tom Becker (old)", card("Tom Becker (old)", "tom.becker@oldcompany.de"), dialog=conf)))
    book = [c for c in book if c[0] != "Tom Becker (old)"]
    entries = [(n, e) for n, e in book] + [(lists[0][0], "")]
    turns.append((code("pyautogui.click(1055, 576)  # Delete"),
                  ab(hm(date, t), "Personal Address Book", entries, len(book), "Ugo Bianchi", card("Ugo Bianchi", "ugo.bianchi@gmail.com"))))
    t += 1
    hits = [(n, e) for n, e in entries if "ra" in n.lower() or "ra" in e.lower()]
    turns.append((code("pyautogui.click(650, 135)\npyautogui.write('ra')"),
                  ab(hm(date, t), "Personal Address Book", hits, len(hits), None, [], search="ra")))
    rs.add("os", "h56-os-09", system("In Thunderbird's Personal Address Book, add Priya Raman (then correct her address to p.raman@northwind.io and add her mobile), create a 'Book club' list with Priya, Erik and Hannah, delete the outdated Tom Becker card, and search for 'ra'."),
           turns, state=state)


# ---------------------------------------------------------------- 10 Thunderbird calendar (bad: event date)

DOW = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]


def t10(rs: RowSet) -> None:
    date, t = "Mar 14", 14 * 60 + 33

    def ev_fmt(m: int) -> str:
        h, mm = divmod(m, 60)
        return f"{(h % 12) or 12}:{mm:02d} {'AM' if h < 12 else 'PM'}"

    base_events = {11: [("Team standup", 570, 585)], 12: [("1:1 with Marcus", 840, 870)], 13: [("Team standup", 570, 585)],
                   14: [("Design review: ingest v3", 900, 960)], 15: [("Team standup", 570, 585), ("Lunch with Priya", 720, 780)],
                   18: [("Team standup", 570, 585)], 19: [("Dentist", 480, 525)], 20: [("Team standup", 570, 585)],
                   21: [("Quarterly all-hands", 960, 1020)], 22: [("Team standup", 570, 585)],
                   25: [("Team standup", 570, 585)], 27: [("Team standup", 570, 585)], 28: [("Release v2.9 freeze", -1, -1)],
                   29: [("Team standup", 570, 585)]}

    def week(clock: str, first: int, extra: dict[int, list[tuple[str, int, int]]], dialog: list[str] | None = None) -> str:
        rows = tb_frame("Calendar", "Calendar")
        rows += [R("push-button", "New Event", "", (120, 120), (120, 30)), R("push-button", "New Task", "", (246, 120), (110, 30)),
                 R("label", "", "March 2024", (140, 170), (200, 20)), R("table", "", "", (120, 196), (250, 190)),
                 R("label", "Calendars", "Calendars", (120, 410), (120, 18)),
                 R("check-box", "Home", "", (130, 436), (200, 22)), R("check-box", "Birthdays", "", (130, 462), (200, 22)),
                 R("push-button", "Today", "", (400, 120), (70, 30)), R("push-button", "Previous Week", "", (476, 120), (30, 30)),
                 R("push-button", "Next Week", "", (510, 120), (30, 30)),
                 R("label", "", f"March {first} – {first + 6}, 2024", (560, 124), (260, 24)),
                 R("label", "", f"CW: {first // 7 + 10}", (830, 126), (60, 20))]
        for i, v in enumerate(["Day", "Week", "Multiweek", "Month"]):
            rows.append(R("page-tab", v, "", (1500 + 100 * i, 120), (96, 30)))
        for d in range(7):
            day = first + d
            rows.append(R("label", "", f"{DOW[d]} 3/{day}", (440 + 210 * d, 170), (200, 22)))
        for d in range(7):
            day = first + d
            evs = base_events.get(day, []) + extra.get(day, [])
            for name, s, e in sorted(evs, key=lambda x: x[1]):
                when = f"{DOW[d]}, Mar {day}, 2024" + ("" if s < 0 else f" {ev_fmt(s)} – {ev_fmt(e)}")
                y = 200 if s < 0 else 230 + (s - 420) * 48 // 60
                h = 24 if s < 0 else max(24, (e - s) * 48 // 60)
                rows.append(R("push-button", name, "", (440 + 210 * d, y), (200, h), desc=when))
        return desk(clock, rows + (dialog or []))

    def evdlg(title: str, ttl: str, loc: str, repeat: str, remind: str, note: str = "") -> list[str]:
        out = [R("dialog", title, "", (500, 160), (920, 760)),
               R("push-button", "Save and Close", "", (516, 176), (140, 30)), R("push-button", "Save", "", (662, 176), (70, 30)),
               R("push-button", "Delete", "", (738, 176), (80, 30)), R("push-button", "Invite Attendees", "", (824, 176), (150, 30)),
               R("label", "Title:", "Title:", (520, 230), (70, 18)), R("entry", "Title:", ttl, (620, 226), (760, 28)),
               R("label", "Location:", "Location:", (520, 266), (70, 18)), R("entry", "Location:", loc, (620, 262), (760, 28)),
               R("label", "Category:", "Category:", (520, 302), (70, 18)), R("combo-box", "Category:", "None", (620, 298), (240, 28)),
               R("label", "Calendar:", "Calendar:", (880, 302), (70, 18)), R("combo-box", "Calendar:", "Home", (960, 298), (240, 28)),
               R("check-box", "All day Event", "", (620, 340), (130, 22)),
               R("label", "Start:", "Start:", (520, 376), (70, 18)), R("entry", "", "03/19/2024", (620, 372), (140, 28)),
               R("entry", "", "10:00 AM", (770, 372), (100, 28)),
               R("label", "End:", "End:", (520, 412), (70, 18)), R("entry", "", "03/19/2024", (620, 408), (140, 28)),
               R("entry", "", "11:00 AM", (770, 408), (100, 28)),
               R("label", "Repeat:", "Repeat:", (520, 452), (70, 18)), R("combo-box", "Repeat:", repeat, (620, 448), (240, 28))]
        if note:
            out.append(R("link", note, note, (620, 484), (500, 18)))
        out += [R("label", "Reminder:", "Reminder:", (520, 520), (70, 18)), R("combo-box", "Reminder:", remind, (620, 516), (240, 28)),
                R("page-tab", "Description", "", (520, 570), (110, 28)), R("page-tab", "Attachments", "", (632, 570), (110, 28)),
                R("page-tab", "Attendees", "", (744, 570), (100, 28)), R("entry", "", "", (520, 604), (880, 300))]
        return out

    state = tb_mail(hm(date, t), "Inbox", {"Inbox": (31, 401), "Drafts": (0, 2), "Sent": (0, 1207), "Archives": (0, 3318), "Junk": (0, 13),
                                          "Trash": (0, 89), "GitHub": (11, 18), "Newsletters": (3, 141)},
                    [(s, w, tb_when(d, m)) for s, w, d, m in sorted(OTHERS, key=lambda x: (-x[2], -x[3]))])
    turns = [(code("pyautogui.click(92, 236)  # Calendar space"), week(hm(date, t), 10, {}))]
    t += 1
    turns.append((code("pyautogui.click(525, 135)  # Next Week"), week(hm(date, t), 17, {})))
    new = evdlg("New Event: New Event", "", "", "Does not repeat", "No reminder")
    turns.append((code("pyautogui.doubleClick(860, 410)  # Tue 3/19, 10:00"), week(hm(date, t), 17, {}, new)))
    t += 1
    filled = evdlg("New Event: Sprint planning", "Sprint planning", "Room 4B", "Weekly", "15 minutes before",
                   "Occurs every Tuesday effective 3/19/2024 from 10:00 AM to 11:00 AM.")
    turns.append((code("pyautogui.click(1000, 240); pyautogui.write('Sprint planning')\npyautogui.click(1000, 276); pyautogui.write('Room 4B')\npyautogui.click(740, 462); pyautogui.click(740, 540)  # Weekly\npyautogui.click(740, 530); pyautogui.click(740, 610)  # 15 minutes before"),
                  week(hm(date, t), 17, {}, filled)))
    sp = ("Sprint planning", 600, 660)
    turns.append((code("pyautogui.click(586, 191)  # Save and Close"), week(hm(date, t), 17, {19: [sp]})))
    t += 1
    turns.append((code("pyautogui.click(525, 135)  # Next Week"), week(hm(date, t), 24, {26: [sp]})))
    turns.append((code("pyautogui.click(491, 135)  # Previous Week"), week(hm(date, t), 17, {20: [sp]})))
    rs.add("os", "h56-os-10", system("In Thunderbird Calendar, add a weekly 'Sprint planning' event in Room 4B on Tuesdays from 10:00 to 11:00 starting March 19, with a 15-minute reminder, and check the following week."),
           turns, state=state, bad=True, turn=7,
           kind="Going back a week shows the Sprint planning occurrence on Wed 3/20, but it was saved for Tue 3/19 (every Tuesday) and never moved.")


# ---------------------------------------------------------------- Chrome


def chrome(clock: str, tabs: list[str], active: int, url: str, page: list[str], bar: list[str] | None = None,
           dialog: list[str] | None = None) -> str:
    rows = [R("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053)), R("page-tab-list", "", "", (70, 27), (1700, 40))]
    for i, tb in enumerate(tabs):
        rows.append(R("page-tab", tb, "", (80 + 240 * i, 32), (236, 34)))
    rows += [R("push-button", "New Tab", "", (80 + 240 * len(tabs), 36), (28, 28)),
             R("push-button", "Back", "", (78, 72), (34, 34)), R("push-button", "Forward", "", (114, 72), (34, 34)),
             R("push-button", "Reload", "", (150, 72), (34, 34)),
             R("entry", "Address and search bar", url, (230, 74), (1440, 30)),
             R("push-button", "Bookmark this tab", "", (1640, 74), (28, 28)), R("push-button", "Extensions", "", (1690, 72), (34, 34)),
             R("push-button", "You", "", (1830, 72), (34, 34)), R("push-button", "Chrome", "", (1870, 72), (34, 34))]
    x = 84
    for b in bar or []:
        rows.append(R("push-button", b, "", (x, 110), (min(200, 16 + 7 * len(b)), 28)))
        x += min(200, 16 + 7 * len(b)) + 6
    rows.append(R("document-web", tabs[active], "", (70, 142 if bar else 110), (1850, 938 if bar else 970)))
    return desk(clock, rows + page + (dialog or []))


def t11(rs: RowSet) -> None:
    date, t = "Jun 5", 17 * 60 + 12
    bar = [("Gmail", "https://mail.google.com/mail/u/0/"), ("Jira – NW board", "https://northwind.atlassian.net/jira/software/projects/NW/boards/4"),
           ("arXiv cs.LG", "https://arxiv.org/list/cs.LG/recent"), ("Papers with Code", "https://paperswithcode.com/"),
           ("HN", "https://news.ycombinator.com/"), ("Grafana", "https://grafana.northwind.io/d/ingest-overview"),
           ("Hugging Face", "https://huggingface.co/"), ("Old wiki (deprecated)", "https://wiki-old.northwind.io/display/ENG")]
    research: list[tuple[str, str]] = []

    def barnames() -> list[str]:
        return [n for n, _ in bar] + (["Research"] if research else [])

    def mgr(folder: str, items: list[tuple[str, str]], search: str = "", toast: str = "", tree_research: bool = False) -> list[str]:
        out = [R("heading", "Bookmarks", "Bookmarks", (90, 160), (200, 30)), R("entry", "Search bookmarks", search, (600, 156), (700, 36)),
               R("push-button", "Organize", "", (1870, 158), (34, 34)), R("tree", "", "", (80, 210), (300, 400)),
               R("tree-item", "Bookmarks bar", "", (90, 214), (280, 32))]
        if tree_research:
            out.append(R("tree-item", "Research", "", (114, 248), (256, 32)))
        out += [R("tree-item", "Other bookmarks", "", (90, 282 if tree_research else 248), (280, 32)),
                R("tree-item", "Mobile bookmarks", "", (90, 316 if tree_research else 282), (280, 32)),
                R("list", folder, "", (500, 210), (900, 40 * len(items) + 10))]
        for i, (n, u) in enumerate(items):
            out.append(R("link", n, n, (560, 218 + 40 * i), (400, 20)))
            if u:
                out.append(R("label", "", u, (980, 218 + 40 * i), (360, 20)))
            out.append(R("push-button", "More actions", "", (1360, 212 + 40 * i), (32, 32)))
        if toast:
            out += [R("alert", "", toast, (90, 1000), (420, 48)), R("push-button", "Undo", "", (520, 1008), (70, 32))]
        return out

    def tb_items() -> list[tuple[str, str]]:
        return bar + ([("Research", "")] if research else [])

    newtab = [R("heading", "", "Google", (800, 300), (320, 110)), R("entry", "Search Google or type a URL", "", (640, 460), (640, 46))]
    for i, sc in enumerate(["Gmail", "GitHub", "Jira – NW board", "YouTube", "Grafana", "Hacker News"]):
        newtab.append(R("link", sc, sc, (640 + 112 * i, 560), (104, 110)))
    state = chrome(hm(date, t), ["New Tab"], 0, "", newtab, barnames())
    turns = [(code("BrowserTools.open_bookmarks()"),
              chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks", mgr("Bookmarks bar", tb_items()), barnames()))]
    t += 1
    dlg = [R("dialog", "Add folder", "", (710, 420), (500, 200)), R("label", "Name", "Name", (730, 460), (60, 18)),
           R("entry", "Name", "Research", (730, 484), (460, 32)), R("push-button", "Cancel", "", (1010, 560), (88, 34)),
           R("push-button", "Save", "", (1104, 560), (88, 34))]
    turns.append((code("pyautogui.click(1886, 175)  # Organize\npyautogui.click(1800, 240)  # Add new folder\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Research')"),
                  chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks", mgr("Bookmarks bar", tb_items()), barnames(), dlg)))
    items = bar + [("Research", "")]
    bnames = [n for n, _ in bar] + ["Research"]
    turns.append((code("pyautogui.click(1148, 577)  # Save"),
                  chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks", mgr("Bookmarks bar", items, tree_research=True), bnames)))
    t += 1
    moved = [b for b in bar if b[0] in ("arXiv cs.LG", "Papers with Code", "Hugging Face")]
    bar = [b for b in bar if b not in moved]
    research = list(moved)
    items = bar + [("Research", "")]
    bnames = [n for n, _ in bar] + ["Research"]
    turns.append((code("pyautogui.moveTo(600, 308); pyautogui.dragTo(600, 548, duration=0.6)  # arXiv cs.LG -> Research\npyautogui.moveTo(600, 308); pyautogui.dragTo(600, 508, duration=0.6)  # Papers with Code -> Research\npyautogui.moveTo(600, 428); pyautogui.dragTo(600, 468, duration=0.6)  # Hugging Face -> Research"),
                  chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks", mgr("Bookmarks bar", items, tree_research=True), bnames)))
    turns.append((code("pyautogui.click(240, 264)  # Research in the folder tree"),
                  chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks/?id=412", mgr("Research", research, tree_research=True), bnames)))
    t += 1
    research[1] = ("PwC – SOTA", research[1][1])
    turns.append((code("pyautogui.rightClick(660, 268)  # Papers with Code\npyautogui.click(700, 300)  # Edit\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('PwC – SOTA')\npyautogui.click(1148, 617)  # Save"),
                  chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks/?id=412", mgr("Research", research, tree_research=True), bnames)))
    t += 1
    bar = [b for b in bar if b[0] != "Old wiki (deprecated)"]
    items = bar + [("Research", "")]
    bnames = [n for n, _ in bar] + ["Research"]
    turns.append((code("pyautogui.click(240, 230)  # Bookmarks bar\npyautogui.click(1376, 388)  # More actions on 'Old wiki (deprecated)'\npyautogui.click(1300, 520)  # Delete"),
                  chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks", mgr("Bookmarks bar", items, toast="Deleted 'Old wiki (deprecated)'", tree_research=True), bnames)))
    turns.append((code("pyautogui.click(950, 174)\npyautogui.write('hugging')"),
                  chrome(hm(date, t), ["Bookmarks"], 0, "chrome://bookmarks/?q=hugging", mgr("Search results", [r for r in research if "hugging" in (r[0] + r[1]).lower()], "hugging", tree_research=True), bnames)))
    rs.add("os", "h56-os-11", system("In Chrome, make a 'Research' folder on the bookmarks bar holding arXiv cs.LG, Papers with Code (renamed 'PwC – SOTA') and Hugging Face, delete the deprecated wiki bookmark, and check that the Hugging Face bookmark can be found by search."),
           turns, state=state)


# ---------------------------------------------------------------- Files (Nautilus)

PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_win(folder: str, crumbs: list[str], items: list[tuple[str, str, str]], status: str = "",
              dialog: list[str] | None = None, toast: str = "", cols: tuple[str, str, str] = ("Name", "Size", "Modified"),
              perms: dict[str, str] | None = None, top: list[str] | None = None) -> list[str]:
    rows = [R("frame", folder, "", (300, 120), (1320, 820)), R("push-button", "Back", "", (310, 128), (34, 34)),
            R("push-button", "Forward", "", (346, 128), (34, 34))]
    x = 392
    for c in crumbs:
        rows.append(R("push-button", c, "", (x, 128), (16 + 8 * len(c), 34)))
        x += 18 + 8 * len(c)
    rows += top or []
    rows += [R("push-button", "Search", "", (1430, 128), (34, 34)), R("toggle-button", "View options", "", (1470, 128), (50, 34)),
             R("push-button", "Main menu", "", (1576, 128), (34, 34)), R("list", "Sidebar", "", (300, 170), (230, 770))]
    for i, p in enumerate(PLACES):
        rows.append(R("list-item", p, "", (300, 176 + 36 * i), (230, 34)))
    rows.append(R("table", "", "", (532, 170), (1088, 770)))
    for i, c in enumerate(cols):
        rows.append(R("table-column-header", c, "", (532 + [0, 600, 780][i], 172), ([598, 178, 300][i], 28)))
    if perms is not None:
        rows.append(R("table-column-header", "Permissions", "", (1470, 172), (150, 28)))
    for j, (n, s, m) in enumerate(items):
        y = 202 + 34 * j
        rows += [R("table-cell", n, n, (560, y), (570, 32)), R("table-cell", s, s, (1132, y), (178, 32)), R("table-cell", m, m, (1312, y), (150 if perms is not None else 300, 32))]
        if perms is not None:
            rows.append(R("table-cell", perms[n], perms[n], (1470, y), (150, 32)))
    if status:
        rows.append(R("label", "", status, (1300, 900), (310, 28)))
    if toast:
        rows += [R("label", "", toast, (780, 880), (400, 34)), R("push-button", "Undo", "", (1190, 882), (70, 30))]
    return rows + (dialog or [])


def t12(rs: RowSet) -> None:
    date, t = "Mar 14", 12 * 60 + 4
    downloads = [("Today", "Q2_review_final.pptx", "https://drive.usercontent.google.com/download?id=1hX9vQe2Lw0k&export=download", "8.5 MB"),
                 ("Today", "invoice_INV-20931.pdf", "https://pay.stripe.com/invoice/acct_1NwR4kLs/live_YWNjdF8xTndS/pdf", "145 KB"),
                 ("Today", "ubuntu-22.04.4-desktop-amd64.iso", "https://releases.ubuntu.com/22.04/ubuntu-22.04.4-desktop-amd64.iso", "4.6 GB"),
                 ("Yesterday", "rclone-v1.66.0-linux-amd64.deb", "https://downloads.rclone.org/v1.66.0/rclone-v1.66.0-linux-amd64.deb", "18.7 MB"),
                 ("Yesterday", "Arctic_Kayak_Route.gpx", "https://www.gpsies.com/download.do?fileId=kq7bxw&type=gpx", "403 KB"),
                 ("Yesterday", "sample-data (1).zip", "https://codeload.github.com/northwind/sample-data/zip/refs/heads/main", "Failed - Network error")]
    today = [(718, "Pull requests · northwind/ingest", "github.com"),
             (712, "Fix retry backoff in S3 uploader by jellis · Pull Request #482 · northwind/ingest", "github.com"),
             (697, "Inbox (29) – jordan.ellis@fastmail.com | Fastmail", "app.fastmail.com"),
             (686, "Exponential Backoff And Jitter | AWS Architecture Blog", "aws.amazon.com"),
             (684, "exponential backoff jitter - Google Search", "www.google.com"), (669, "Hacker News", "news.ycombinator.com"),
             (647, "Invoice INV-20931 – Stripe", "pay.stripe.com"), (612, "Q2 review – Google Slides", "docs.google.com"),
             (580, "Ubuntu 22.04.4 LTS (Jammy Jellyfish)", "releases.ubuntu.com"), (571, "Download Ubuntu Desktop | Ubuntu", "ubuntu.com"),
             (545, "Standup notes – Confluence", "northwind.atlassian.net")]
    yesterday = [(1188, "rclone downloads", "rclone.org"), (1185, "Install - rclone", "rclone.org"),
                 (972, "Arctic kayak route 2024 – GPSies", "www.gpsies.com"), (870, "northwind/sample-data: Public sample datasets", "github.com")]

    def ampm(m: int) -> str:
        h, mm = divmod(m, 60)
        return f"{(h % 12) or 12}:{mm:02d} {'AM' if h < 12 else 'PM'}"

    def dl_page(entries: list[tuple[str, str, str, str]], search: str = "") -> list[str]:
        out = [R("heading", "Downloads", "Downloads", (90, 130), (200, 30)), R("entry", "Search downloads", search, (600, 124), (700, 36)),
               R("push-button", "More actions", "", (1870, 126), (34, 34))]
        y, last = 190, ""
        for grp, name, url, size in entries:
            if grp != last:
                out.append(R("heading", grp, grp, (560, y), (200, 22)))
                y += 34
                last = grp
            out += [R("link", name, name, (640, y), (600, 20)), R("link", url, url, (640, y + 22), (700, 18)), R("label", "", size, (640, y + 44), (300, 18))]
            if not size.startswith("Failed"):
                out.append(R("push-button", "Show in folder", "", (640, y + 70), (120, 30)))
            else:
                out.append(R("push-button", "Retry", "", (640, y + 70), (80, 30)))
            out.append(R("push-button", "Remove from list", "", (1340, y), (32, 32)))
            y += 116
        return out

    def hist_page(tday: list[tuple[int, str, str]], yday: list[tuple[int, str, str]], search: str = "") -> list[str]:
        out = [R("heading", "History", "History", (90, 130), (200, 30)), R("entry", "Search history", search, (600, 124), (700, 36)),
               R("link", "Chrome history", "", (80, 190), (250, 40)), R("link", "Tabs from other devices", "", (80, 232), (250, 40)),
               R("link", "Delete browsing data", "", (80, 274), (250, 40))]
        y = 190
        for label, ents in (("Today - Thursday, March 14, 2024", tday), ("Yesterday - Wednesday, March 13, 2024", yday)):
            if not ents:
                continue
            out.append(R("heading", label, label, (500, y), (600, 22)))
            y += 32
            for m, ttl, dom in ents:
                out += [R("check-box", "", "", (510, y), (20, 20)), R("label", "", ampm(m), (540, y), (90, 20)),
                        R("link", ttl, ttl, (650, y), (700, 20)), R("label", "", dom, (1360, y), (220, 20)),
                        R("push-button", "Actions", "", (1590, y - 6), (32, 32))]
                y += 40
        return out

    pr_tab = "Pull requests · northwind/ingest"
    gh_page = [R("heading", "", "Pull requests", (300, 260), (300, 30)), R("link", "Fix retry backoff in S3 uploader", "", (320, 330), (500, 24)),
               R("label", "", "#482 opened 2 hours ago by jellis • Review required", (320, 356), (600, 18)),
               R("link", "Add partition merge metrics", "", (320, 400), (500, 24)),
               R("label", "", "#479 opened 3 days ago by mlindqvist • Approved", (320, 426), (600, 18))]
    state = chrome(hm(date, t), [pr_tab], 0, "github.com/northwind/ingest/pulls", gh_page)
    tabs = [pr_tab, "Downloads"]
    turns = [(code("pyautogui.hotkey('ctrl', 'j')"), chrome(hm(date, t), tabs, 1, "chrome://downloads", dl_page(downloads)))]
    downloads = downloads[:5]
    t += 1
    turns.append((code("pyautogui.click(1356, 830)  # Remove from list: sample-data (1).zip"), chrome(hm(date, t), tabs, 1, "chrome://downloads", dl_page(downloads))))
    turns.append((code("pyautogui.click(950, 142)\npyautogui.write('pdf')"),
                  chrome(hm(date, t), tabs, 1, "chrome://downloads/?q=pdf", dl_page([d for d in downloads if "pdf" in (d[1] + d[2]).lower()], "pdf"))))
    t += 1
    tabs = [pr_tab, "Downloads", "History"]
    turns.append((code("pyautogui.click(1282, 142)  # clear search\npyautogui.hotkey('ctrl', 'h')"),
                  chrome(hm(date, t), tabs, 2, "chrome://history", hist_page(today, yesterday))))
    turns.append((code("pyautogui.click(950, 142)\npyautogui.write('github')"),
                  chrome(hm(date, t), tabs, 2, "chrome://history/?q=github",
                         hist_page([e for e in today if "github" in (e[1] + e[2]).lower()], [e for e in yesterday if "github" in (e[1] + e[2]).lower()], "github"))))
    t += 1
    today = [e for e in today if e[1] != "Hacker News"]
    turns.append((code("pyautogui.click(1282, 142)  # clear search\npyautogui.click(1606, 436)  # Actions on 'Hacker News'\npyautogui.click(1500, 470)  # Remove from history"),
                  chrome(hm(date, t), tabs, 2, "chrome://history", hist_page(today, yesterday))))
    t += 1
    clear = [R("dialog", "Delete browsing data", "", (560, 240), (800, 520)), R("page-tab", "Basic", "", (580, 300), (380, 36)),
             R("page-tab", "Advanced", "", (960, 300), (380, 36)), R("label", "Time range", "Time range", (600, 360), (100, 20)),
             R("combo-box", "Time range", "Last hour", (720, 352), (240, 36)),
             R("check-box", "Browsing history", "", (600, 420), (24, 24)), R("label", "", "Clears history, including in the search box", (640, 444), (600, 18)),
             R("check-box", "Cookies and other site data", "", (600, 490), (24, 24)), R("label", "", "Signs you out of most sites.", (640, 514), (600, 18)),
             R("check-box", "Cached images and files", "", (600, 560), (24, 24)),
             R("label", "", "Frees up less than 318 MB. Some sites may load more slowly on your next visit.", (640, 584), (600, 18)),
             R("push-button", "Cancel", "", (1100, 700), (100, 36)), R("push-button", "Delete data", "", (1210, 700), (130, 36))]
    turns.append((code("pyautogui.click(200, 294)  # Delete browsing data"),
                  chrome(hm(date, t), tabs, 2, "chrome://settings/clearBrowserData", hist_page(today, yesterday), dialog=clear)))
    cutoff = t - 60
    today = [e for e in today if e[0] < cutoff]
    t += 1
    turns.append((code("pyautogui.click(1275, 718)  # Delete data\npyautogui.hotkey('alt', 'left')  # back to the history list"),
                  chrome(hm(date, t), tabs, 2, "chrome://history", hist_page(today, yesterday))))
    turns.append((code("pyautogui.click(440, 49)  # Downloads tab"), chrome(hm(date, t), tabs, 1, "chrome://downloads", dl_page(downloads))))
    t += 1
    dl_files = sorted([("Arctic_Kayak_Route.gpx", "412.3 kB", "13 Mar"), ("boarding_pass_LH2412.pdf", "96.4 kB", "11 Mar"),
                       ("invoice_INV-20931.pdf", "148.2 kB", "10:48"), ("Q2_review_final.pptx", "8.9 MB", "10:13"),
                       ("rclone-v1.66.0-linux-amd64.deb", "19.6 MB", "13 Mar"), ("Screenshot from 2024-03-12 15-22-10.png", "1.2 MB", "12 Mar"),
                       ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "09:52")], key=lambda f: f[0].lower())
    fw = files_win("Downloads", ["Home", "Downloads"], dl_files, "“invoice_INV-20931.pdf” selected (148.2 kB)")
    turns.append((code("pyautogui.click(700, 420)  # Show in folder: invoice_INV-20931.pdf"),
                  chrome(hm(date, t), tabs, 1, "chrome://downloads", dl_page(downloads), dialog=fw)))
    rs.add("os", "h56-os-12", system("In Chrome, tidy the downloads list (drop the failed sample-data download), remove Hacker News from history, delete the last hour of browsing data, and open the Stripe invoice's download folder."),
           turns, state=state)


# ---------------------------------------------------------------- 13 Chrome password manager (bad: deleted entry back)

PASSWORDS = [("accounts.google.com", "jordan.ellis@gmail.com"), ("amazon.de", "jordan.ellis@fastmail.com"),
             ("app.fastmail.com", "jordan.ellis@fastmail.com"), ("atlassian.net", "jordan.ellis@northwind.io"), ("bahn.de", "jellis"),
             ("dropbox.com", "jordan.ellis@fastmail.com"), ("forum.retrogamers.net", "jordy88"), ("github.com", "jellis"),
             ("grafana.northwind.io", "jordan"), ("linkedin.com", "jordan.ellis@fastmail.com"), ("netflix.com", "jordan.ellis@fastmail.com"),
             ("paypal.com", "jordan.ellis@fastmail.com"), ("strava.com", "jordan.ellis@fastmail.com"), ("stripe.com", "jordan.ellis@northwind.io")]


def t13(rs: RowSet) -> None:
    date, t = "Aug 21", 18 * 60 + 40
    tabs = ["Google Password Manager"]

    def nav() -> list[str]:
        return [R("heading", "Password Manager", "Password Manager", (90, 130), (260, 30)),
                R("link", "Passwords", "", (80, 190), (250, 40)), R("link", "Checkup", "", (80, 232), (250, 40)),
                R("link", "Settings", "", (80, 274), (250, 40))]

    def plist(entries: list[tuple[str, str]], search: str = "", toast: str = "") -> list[str]:
        out = nav() + [R("entry", "Search passwords", search, (600, 124), (700, 36)), R("heading", "Passwords", "Passwords", (500, 190), (200, 26)),
                       R("push-button", "Add", "", (1540, 188), (70, 32)),
                       R("label", "", "Passwords are saved to Google Password Manager on this device only.", (500, 226), (700, 18))]
        for i, (site, user) in enumerate(entries):
            out += [R("list-item", site, user, (500, 260 + 52 * i), (1120, 50)), R("push-button", "Open", "", (1580, 268 + 52 * i), (32, 32))]
        if toast:
            out += [R("alert", "", toast, (90, 1000), (300, 48)), R("push-button", "Undo", "", (400, 1008), (70, 32))]
        return out

    def detail(site: str, user: str, note: str = "No note added") -> list[str]:
        return nav() + [R("push-button", "Back", "", (500, 186), (32, 32)), R("heading", site, site, (540, 188), (500, 28)),
                        R("label", "Username", "Username", (540, 250), (100, 18)), R("entry", "Username", user, (540, 272), (500, 32)),
                        R("push-button", "Copy username", "", (1050, 274), (32, 32)),
                        R("label", "Password", "Password", (540, 320), (100, 18)), R("password-text", "Password", "••••••••••••", (540, 342), (500, 32)),
                        R("push-button", "Show password", "", (1050, 344), (32, 32)), R("push-button", "Copy password", "", (1086, 344), (32, 32)),
                        R("label", "Sites", "Sites", (540, 390), (100, 18)), R("link", f"https://{site}/", f"https://{site}/", (540, 412), (500, 20)),
                        R("label", "Note", "Note", (540, 450), (100, 18)), R("label", "", note, (540, 472), (500, 18)),
                        R("push-button", "Edit", "", (540, 520), (80, 36)), R("push-button", "Delete", "", (630, 520), (90, 36))]

    entries = list(PASSWORDS)
    gh_tab = ["Northwind Analytics · GitHub"]
    state = chrome(hm(date, t), gh_tab, 0, "github.com/northwind", [R("heading", "", "Northwind Analytics", (400, 240), (400, 30)),
                                                                     R("label", "", "38 repositories · 21 people", (400, 280), (400, 18))])
    turns = [(code("BrowserTools.open_password_settings()"), chrome(hm(date, t), tabs, 0, "chrome://password-manager/passwords", plist(entries)))]
    t += 1
    turns.append((code("pyautogui.click(1000, 597)  # forum.retrogamers.net"),
                  chrome(hm(date, t), tabs, 0, "chrome://password-manager/passwords/forum.retrogamers.net", detail("forum.retrogamers.net", "jordy88"))))
    entries = [e for e in entries if e[0] != "forum.retrogamers.net"]
    turns.append((code("pyautogui.click(675, 538)  # Delete"),
                  chrome(hm(date, t), tabs, 0, "chrome://password-manager/passwords", plist(entries, toast="Password deleted"))))
    t += 1
    checkup = nav() + [R("heading", "Checkup", "Checkup", (500, 190), (200, 26)), R("label", "", "Checked just now", (500, 226), (300, 18)),
                       R("push-button", "Check again", "", (1480, 188), (130, 32)),
                       R("link", "1 compromised password", "", (500, 270), (1120, 60)), R("label", "", "Change these now to protect your account", (560, 300), (600, 18)),
                       R("link", "3 reused passwords", "", (500, 340), (1120, 60)), R("label", "", "Create unique passwords", (560, 370), (600, 18)),
                       R("link", "1 weak password", "", (500, 410), (1120, 60)), R("label", "", "Create strong passwords", (560, 440), (600, 18))]
    turns.append((code("pyautogui.click(205, 252)  # Checkup\npyautogui.click(1545, 204)  # Check again"),
                  chrome(hm(date, t), tabs, 0, "chrome://password-manager/checkup", checkup)))
    comp = nav() + [R("push-button", "Back", "", (500, 186), (32, 32)), R("heading", "Compromised passwords", "Compromised passwords", (540, 188), (400, 28)),
                    R("label", "", "You should change these now", (540, 226), (400, 18)),
                    R("list-item", "strava.com", "jordan.ellis@fastmail.com", (500, 260), (1120, 60)),
                    R("label", "", "Found in data breach", (520, 300), (300, 18)), R("push-button", "Change password", "", (1400, 272), (160, 36)),
                    R("push-button", "More actions", "", (1580, 274), (32, 32))]
    turns.append((code("pyautogui.click(800, 300)  # 1 compromised password"),
                  chrome(hm(date, t), tabs, 0, "chrome://password-manager/checkup/compromised", comp)))
    t += 1
    settings = nav() + [R("heading", "Settings", "Settings", (500, 190), (200, 26)),
                        R("toggle-button", "Offer to save passwords and passkeys", "", (500, 240), (1120, 50)),
                        R("toggle-button", "Sign in automatically", "", (500, 296), (1120, 50)),
                        R("label", "", "Automatically sign in to websites using stored credentials. If turned off, you'll be asked for confirmation every time before signing in to a website.", (520, 330), (900, 36)),
                        R("label", "Import passwords", "Import passwords", (500, 390), (300, 20)), R("push-button", "Select file", "", (1480, 384), (130, 32)),
                        R("label", "Export passwords", "Export passwords", (500, 440), (300, 20)), R("push-button", "Download file", "", (1480, 434), (130, 32)),
                        R("label", "", "Export 13 passwords to a .csv file", (500, 464), (400, 18)),
                        R("label", "Add shortcut", "Add shortcut", (500, 500), (300, 20)),
                        R("label", "", "To get here quicker, add a shortcut to Google Password Manager", (500, 524), (600, 18)),
                        R("link", "Manage passkeys", "", (500, 570), (300, 20))]
    turns.append((code("pyautogui.click(205, 294)  # Settings"), chrome(hm(date, t), tabs, 0, "chrome://password-manager/settings", settings)))
    turns.append((code("pyautogui.click(205, 210)  # Passwords\npyautogui.click(950, 142)\npyautogui.write('git')"),
                  chrome(hm(date, t), tabs, 0, "chrome://password-manager/passwords?q=git", plist([e for e in entries if "git" in e[0]], "git"))))
    t += 1
    back = list(PASSWORDS)
    turns.append((code("pyautogui.click(950, 142)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"),
                  chrome(hm(date, t), tabs, 0, "chrome://password-manager/passwords", plist(back))))
    turns.append((code("pyautogui.click(1000, 649)  # github.com"),
                  chrome(hm(date, t), tabs, 0, "chrome://password-manager/passwords/github.com", detail("github.com", "jellis", "Recovery codes in 1Password vault 'Work'"))))
    rs.add("os", "h56-os-13", system("In Chrome's Password Manager, delete the saved password for forum.retrogamers.net, run a checkup, review the settings, and open the saved GitHub login."),
           turns, state=state, bad=True, turn=8,
           kind="forum.retrogamers.net, whose saved password was deleted at turn 3 (Settings then offered to export 13 passwords), is listed again after the search is cleared.")


# ---------------------------------------------------------------- VS Code


def vscode(clock: str, title: str, side: list[str], tabs: list[str], active: int, editor: list[str], status: list[str],
           panel: list[str] | None = None, pending: int = 0, dialog: list[str] | None = None) -> str:
    rows = [R("frame", title, "", (70, 27), (1850, 1053))]
    x = 110
    for m in ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]:
        rows.append(R("menu-item", m, "", (x, 30), (14 + 8 * len(m), 30)))
        x += 14 + 8 * len(m)
    scm = "Source Control (Ctrl+Shift+G)" + (f" - {pending} pending changes" if pending else "")
    for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", scm, "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
        rows.append(R("page-tab", a, "", (70, 62 + 48 * i), (48, 48)))
    rows += [R("push-button", "Accounts", "", (70, 960), (48, 48)), R("push-button", "Manage", "", (70, 1008), (48, 48))]
    rows += side
    for i, tb in enumerate(tabs):
        rows.append(R("page-tab", tb, "", (420 + 180 * i, 62), (176, 35)))
    rows += editor
    rows += panel or []
    x = 72
    for s in status:
        rows.append(R("push-button", s, "", (x, 1057), (10 + 7 * len(s), 22)))
        x += 16 + 7 * len(s)
    return desk(clock, rows + (dialog or []))


def ed(text: str, name: str = "Editor content;Press Alt+F1 for Accessibility Options.", top: int = 100, h: int = 600) -> list[str]:
    return [R("entry", name, text, (420, top), (1500, h))]


def t14(rs: RowSet) -> None:
    date, t = "Feb 27", 9 * 60 + 51
    title_app = "app.py - weather-cli - Visual Studio Code"
    app_py = "\n".join(["import argparse", "import json", "from urllib.request import urlopen", "", "API = \"https://api.open-meteo.com/v1/forecast\"", "",
                        "", "def fetch(lat: float, lon: float) -> dict:", "    url = f\"{API}?latitude={lat}&longitude={lon}&current_weather=true\"",
                        "    with urlopen(url, timeout=10) as resp:", "        return json.load(resp)", "", "",
                        "def main() -> None:", "    parser = argparse.ArgumentParser(prog=\"weather\")", "    parser.add_argument(\"lat\", type=float)",
                        "    parser.add_argument(\"lon\", type=float)", "    args = parser.parse_args()", "    data = fetch(args.lat, args.lon)",
                        "    cw = data[\"current_weather\"]", "    print(f\"{cw['temperature']} °C, wind {cw['windspeed']} km/h\")"])
    explorer = [R("label", "EXPLORER", "EXPLORER", (120, 66), (200, 20)), R("tree", "Files Explorer", "", (118, 92), (296, 500))]
    for i, f in enumerate([".venv", "tests", ".gitignore", "app.py", "pyproject.toml", "README.md"]):
        explorer.append(R("tree-item", f, "", (126, 96 + 24 * i), (286, 22)))
    st_py = ["main", "0 ⚠ 0", "Ln 14, Col 9", "Spaces: 4", "UTF-8", "LF", "Python", "3.11.7 ('.venv': venv)"]
    state = vscode(hm(date, t), title_app, explorer, ["app.py"], 0, ed(app_py), st_py)
    vals = {"Files: Auto Save": "off", "Editor: Font Size": "14", "Editor: Font Family": "'Droid Sans Mono', 'monospace', monospace",
            "Editor: Tab Size": "4", "Editor: Render Whitespace": "selection", "Editor: Cursor Style": "line",
            "Editor: Multi Cursor Modifier": "alt", "Editor: Word Wrap": "off", "Editor: Format On Save": "", "Editor: Format On Save Mode": "file",
            "Editor: Detect Indentation": "", "Editor: Insert Spaces": "", "Editor: Indent Size": "tabSize", "Files: Auto Save Delay": "1000",
            "Files: Auto Save When No Errors": "", "Files: Auto Save Workspace Files Only": ""}
    modified: set[str] = set()
    common = ["Files: Auto Save", "Editor: Font Size", "Editor: Font Family", "Editor: Tab Size", "Editor: Render Whitespace",
              "Editor: Cursor Style", "Editor: Multi Cursor Modifier", "Editor: Word Wrap"]

    def settings_ui(search: str, keys: list[str]) -> list[str]:
        out = [R("entry", "Search settings", search, (440, 110), (1200, 32)), R("page-tab", "User", "", (440, 150), (60, 28)),
               R("page-tab", "Workspace", "", (504, 150), (100, 28)), R("push-button", "Open Settings (JSON)", "", (1880, 66), (30, 28))]
        if search:
            out.append(R("label", "", f"{len(keys)} Settings Found", (1500, 116), (140, 20)))
        else:
            out.append(R("tree-item", "Commonly Used", "", (440, 190), (220, 24)))
        for i, k in enumerate(keys):
            y = 190 + 88 * i
            out.append(R("list-item", k, "", (680, y), (1200, 84), desc="Modified" if k in modified else ""))
            v = vals[k]
            if v == "":
                out.append(R("check-box", k, "", (700, y + 40), (20, 20)))
            elif k in ("Files: Auto Save", "Editor: Render Whitespace", "Editor: Cursor Style", "Editor: Multi Cursor Modifier",
                       "Editor: Word Wrap", "Editor: Format On Save Mode", "Editor: Indent Size"):
                out.append(R("combo-box", k, v, (700, y + 50), (300, 26)))
            else:
                out.append(R("entry", k, v, (700, y + 50), (400, 26)))
        return out

    title_set = "Settings - weather-cli - Visual Studio Code"
    tabs = ["app.py", "Settings"]
    turns = [(code("pyautogui.hotkey('ctrl', ',')"), vscode(hm(date, t), title_set, explorer, tabs, 1, settings_ui("", common), st_py[:2]))]
    fos = ["Editor: Format On Save", "Editor: Format On Save Mode"]
    turns.append((code("pyautogui.write('format on save')"), vscode(hm(date, t), title_set, explorer, tabs, 1, settings_ui("format on save", fos), st_py[:2])))
    t += 1
    modified.add("Editor: Format On Save")
    turns.append((code("pyautogui.click(710, 240)  # Editor: Format On Save"),
                  vscode(hm(date, t), title_set, explorer, tabs, 1, settings_ui("format on save", fos), st_py[:2])))
    tsz = ["Editor: Tab Size", "Editor: Detect Indentation", "Editor: Insert Spaces", "Editor: Indent Size"]
    turns.append((code("pyautogui.tripleClick(900, 126)\npyautogui.write('tab size')"),
                  vscode(hm(date, t), title_set, explorer, tabs, 1, settings_ui("tab size", tsz), st_py[:2])))
    t += 1
    vals["Editor: Tab Size"] = "2"
    modified.add("Editor: Tab Size")
    turns.append((code("pyautogui.tripleClick(900, 253)\npyautogui.write('2')\npyautogui.press('tab')"),
                  vscode(hm(date, t), title_set, explorer, tabs, 1, settings_ui("tab size", tsz), st_py[:2])))
    asv = ["Files: Auto Save", "Files: Auto Save Delay", "Files: Auto Save When No Errors", "Files: Auto Save Workspace Files Only"]
    turns.append((code("pyautogui.tripleClick(900, 126)\npyautogui.write('auto save')"),
                  vscode(hm(date, t), title_set, explorer, tabs, 1, settings_ui("auto save", asv), st_py[:2])))
    t += 1
    vals["Files: Auto Save"] = "afterDelay"
    modified.add("Files: Auto Save")
    turns.append((code("pyautogui.click(850, 253)\npyautogui.click(850, 305)  # afterDelay"),
                  vscode(hm(date, t), title_set, explorer, tabs, 1, settings_ui("auto save", asv), st_py[:2])))
    js = ["{", '    "workbench.colorTheme": "Default Dark Modern",', '    "python.defaultInterpreterPath": "/usr/bin/python3",',
          '    "git.autofetch": true,', '    "editor.formatOnSave": true,', '    "editor.tabSize": 2,', '    "files.autoSave": "afterDelay"', "}"]
    tabs3 = ["app.py", "Settings", "settings.json"]
    st_js = ["main", "0 ⚠ 0", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"]
    title_js = "settings.json - weather-cli - Visual Studio Code"
    t += 1
    turns.append((code("pyautogui.click(1895, 80)  # Open Settings (JSON)"),
                  vscode(hm(date, t), title_js, explorer, tabs3, 2, ed("\n".join(js)), st_js)))
    js[6] = '    "files.autoSave": "afterDelay",'
    js.insert(7, '    "editor.rulers": [88]')
    st_js2 = ["main", "0 ⚠ 0", "Ln 8, Col 26", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"]
    t += 1
    turns.append((code("pyautogui.click(1200, 240)  # end of line 7\npyautogui.press('end')\npyautogui.write(',\\n\"editor.rulers\": [88')\npyautogui.press('end')\ntime.sleep(2)"),
                  vscode(hm(date, t), title_js, explorer, tabs3, 2, ed("\n".join(js)), st_js2)))
    turns.append((code("pyautogui.click(510, 79)  # app.py tab"),
                  vscode(hm(date, t), title_app, explorer, tabs3, 0, ed(app_py), st_py)))
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Preferences: Open User Settings')\npyautogui.press('enter')"),
                  vscode(hm(date, t), title_set, explorer, tabs3, 1, settings_ui("", common), st_py[:2])))
    rs.add("os", "h56-os-14", system("In VS Code (weather-cli), turn on format on save, set the tab size to 2 and auto save to afterDelay, add an 88-column ruler in settings.json, and check the settings page again."),
           turns, state=state)


def term_panel(terms: list[tuple[str, str]]) -> list[str]:
    out = [R("page-tab", "Problems (Ctrl+Shift+M)", "", (430, 700), (90, 30)), R("page-tab", "Output (Ctrl+Shift+U)", "", (524, 700), (80, 30)),
           R("page-tab", "Debug Console (Ctrl+Shift+Y)", "", (608, 700), (120, 30)), R("page-tab", "Terminal (Ctrl+`)", "", (732, 700), (90, 30)),
           R("push-button", "New Terminal (Ctrl+Shift+`)", "", (1700, 702), (28, 26)), R("push-button", "Split Terminal (Ctrl+Shift+5)", "", (1732, 702), (28, 26)),
           R("push-button", "Kill Terminal", "", (1764, 702), (28, 26))]
    w = 1480 // len(terms)
    for i, (name, text) in enumerate(terms):
        out.append(R("terminal", name, text, (430 + w * i, 736), (w - 4, 310)))
    return out


# ---------------------------------------------------------------- 15 VS Code source control (bad: commit hash)


def t15(rs: RowSet) -> None:
    date, t = "Apr 16", 15 * 60 + 37
    title = "invoice-service - Visual Studio Code"
    prompt = "jordan@dev-box:~/code/invoice-service$ "
    totals_old = ["import { LineItem } from './types';", "", "/**", " * Sum of all line items, in the invoice currency.", " */",
                  "export function invoiceTotal(items: LineItem[]): number {", "  return items.reduce((sum, i) => sum + i.qty * i.price, 0);", "}"]
    totals_new = totals_old[:6] + ["  const cents = items.reduce((sum, i) => sum + Math.round(i.qty * i.price * 100), 0);", "  return cents / 100;", "}"]

    def scm(staged: list[tuple[str, str, str]], changes: list[tuple[str, str, str]], msg: str = "") -> list[str]:
        out = [R("label", "SOURCE CONTROL", "SOURCE CONTROL", (120, 66), (200, 20)),
               R("entry", "Source Control Input", msg, (124, 96), (288, 30), desc="Message (Ctrl+Enter to commit on 'main')"),
               R("push-button", "Commit", "", (124, 134), (260, 30)), R("push-button", "More Actions...", "", (388, 134), (24, 30)),
               R("tree", "Source Control Management", "", (118, 172), (296, 500))]
        y = 176
        for grp, items in (("Staged Changes", staged), ("Changes", changes)):
            if not items:
                continue
            out.append(R("tree-item", grp, str(len(items)), (120, y), (292, 22)))
            y += 24
            for f, d, s in items:
                out.append(R("tree-item", f"{f}, {s}", d, (136, y), (276, 22)))
                y += 24
        return out

    ch = [("README.md", "", "Modified"), ("format.ts", "src", "Modified"), ("totals.ts", "src", "Modified"), ("totals.test.ts", "test", "Untracked")]
    explorer = [R("label", "EXPLORER", "EXPLORER", (120, 66), (200, 20)), R("tree", "Files Explorer", "", (118, 92), (296, 500))]
    for i, f in enumerate(["node_modules", "src", "test", ".gitignore", "package.json", "README.md", "tsconfig.json"]):
        explorer.append(R("tree-item", f, "", (126, 96 + 24 * i), (286, 22)))
    readme = "# invoice-service\n\nGenerates and totals customer invoices (PDF + JSON).\n\n## Rounding\n\nTotals are computed in integer cents and converted back at the end."
    st = ["main*", "0↓ 0↑", "0 ⚠ 0", "Ln 7, Col 1", "Spaces: 2", "UTF-8", "LF", "Markdown"]
    state = vscode(hm(date, t), f"README.md - {title}", explorer, ["README.md"], 0, ed(readme), st)
    turns = [(code("pyautogui.click(94, 182)  # Source Control"), vscode(hm(date, t), f"README.md - {title}", scm([], ch), ["README.md"], 0, ed(readme), st, pending=4))]
    t += 1
    diff = ed("\n".join(totals_old), name="Original", h=500)[:1] + [R("entry", "Modified", "\n".join(totals_new), (1170, 100), (750, 500))]
    st_ts = ["main*", "0↓ 0↑", "0 ⚠ 0", "Ln 7, Col 1", "Spaces: 2", "UTF-8", "LF", "TypeScript"]
    tabs = ["README.md", "totals.ts (Working Tree)"]
    turns.append((code("pyautogui.click(260, 259)  # src/totals.ts"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm([], ch), tabs, 1, diff, st_ts, pending=4)))
    staged = [("format.ts", "src", "Modified"), ("totals.ts", "src", "Modified"), ("totals.test.ts", "test", "Index Added")]
    ch2 = [("README.md", "", "Modified")]
    turns.append((code("pyautogui.moveTo(260, 235); pyautogui.click(396, 235)  # stage src/format.ts\npyautogui.moveTo(260, 235); pyautogui.click(396, 235)  # stage src/totals.ts\npyautogui.moveTo(260, 235); pyautogui.click(396, 235)  # stage test/totals.test.ts"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm(staged, ch2), tabs, 1, diff, st_ts, pending=4)))
    t += 1
    msg = "Fix rounding in invoice totals"
    turns.append((code(f"pyautogui.click(268, 111)\npyautogui.write('{msg}')"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm(staged, ch2, msg), tabs, 1, diff, st_ts, pending=4)))
    t += 1
    st_ts = ["main*", "0↓ 1↑", "0 ⚠ 0", "Ln 7, Col 1", "Spaces: 2", "UTF-8", "LF", "TypeScript"]
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm([], ch2), tabs, 1, diff, st_ts, pending=1)))
    t += 1
    term = prompt + "git log --oneline -3\n4e7a1c9 (HEAD -> main) Fix rounding in invoice totals\nb2d05f3 (origin/main, origin/HEAD) Add VAT breakdown to PDF export\n91cc0ae Bump pdfkit to 0.15.0\n" + prompt
    short = [R("entry", "Original", "\n".join(totals_old), (420, 100), (750, 300)), R("entry", "Modified", "\n".join(totals_new), (1170, 100), (750, 300))]
    turns.append((code("pyautogui.hotkey('ctrl', '`')\npyautogui.write('git log --oneline -3\\n')"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm([], ch2), tabs, 1, short, st_ts, term_panel([("Terminal 1, bash", term)]), pending=1)))
    term += "git status -sb\n## main...origin/main [ahead 1]\n M README.md\n" + prompt
    turns.append((code("pyautogui.write('git status -sb\\n')"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm([], ch2), tabs, 1, short, st_ts, term_panel([("Terminal 1, bash", term)]), pending=1)))
    t += 1
    term += "git stash\nSaved working directory and index state WIP on main: 4e7a1c9 Fix rounding in invoice totals\n" + prompt
    st_ts = ["main", "0↓ 1↑", "0 ⚠ 0", "Ln 7, Col 1", "Spaces: 2", "UTF-8", "LF", "TypeScript"]
    turns.append((code("pyautogui.write('git stash\\n')"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm([], []), tabs, 1, short, st_ts, term_panel([("Terminal 1, bash", term)]))))
    term += "git stash list\nstash@{0}: WIP on main: 4e7a1c9 Fix rounding in invoice totals\n" + prompt
    turns.append((code("pyautogui.write('git stash list\\n')"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm([], []), tabs, 1, short, st_ts, term_panel([("Terminal 1, bash", term)]))))
    t += 1
    term += ("git show --stat HEAD\ncommit 4e7a19c3b0d2f6a8e51c7d94b2a0f3e6c8d1a57b (HEAD -> main)\nAuthor: Jordan Ellis <jordan.ellis@northwind.io>\n"
             "Date:   Tue Apr 16 15:40:52 2024 +0200\n\n    Fix rounding in invoice totals\n\n src/format.ts       |  6 +++---\n src/totals.ts       |  3 ++-\n"
             " test/totals.test.ts | 41 +++++++++++++++++++++++++++++++++++++++++\n 3 files changed, 46 insertions(+), 4 deletions(-)\n" + prompt)
    turns.append((code("pyautogui.write('git show --stat HEAD\\n')"),
                  vscode(hm(date, t), f"totals.ts (Working Tree) - {title}", scm([], []), tabs, 1, short, st_ts, term_panel([("Terminal 1, bash", term)]))))
    rs.add("os", "h56-os-15", system("In VS Code (invoice-service), commit the rounding fix (src/format.ts, src/totals.ts and the new test) without README.md, stash the README edit, and inspect the new commit."),
           turns, state=state, bad=True, turn=10,
           kind="git show reports HEAD as commit 4e7a19c3…, but the same commit was 4e7a1c9 in git log and in the stash message, and nothing was committed since.")


# ---------------------------------------------------------------- 16 VS Code integrated terminal (bad: server log goes backwards)


def t16(rs: RowSet) -> None:
    date, t = "Aug 21", 14 * 60 + 21
    title = "index.md - field-notes - Visual Studio Code"
    p = "jordan@dev-box:~/code/field-notes$ "
    md = "---\ntitle: \"Field Notes\"\nlayout: home\n---\n\nShort notes from kayak trips, trail runs and the occasional bug hunt.\n\n{{ recent_posts limit=5 }}"
    explorer = [R("label", "EXPLORER", "EXPLORER", (120, 66), (200, 20)), R("tree", "Files Explorer", "", (118, 92), (296, 500))]
    for i, f in enumerate(["content", "public", "templates", "build.py", "index.md", "README.md"]):
        explorer.append(R("tree-item", f, "", (126, 96 + 24 * i), (286, 22)))
    st = ["main", "0↓ 0↑", "0 ⚠ 0", "Ln 8, Col 32", "Spaces: 2", "UTF-8", "LF", "Markdown"]
    short = ed(md, h=580)
    state = vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st)
    t1 = p
    turns = [(code("pyautogui.hotkey('ctrl', '`')"), vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, bash", t1)])))]
    t1 = p + "python3 -m http.server 8000 --directory public\nServing HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/) ...\n"
    turns.append((code("pyautogui.write('python3 -m http.server 8000 --directory public\\n')"),
                  vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, python3", t1)]))))
    t += 1
    t1 += '127.0.0.1 - - [21/Aug/2024 14:22:31] "GET / HTTP/1.1" 200 -\n'
    t2 = p + "curl -s -o /dev/null -w '%{http_code}\\n' localhost:8000/\n200\n" + p
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', '5')  # split terminal\npyautogui.write(\"curl -s -o /dev/null -w '%{http_code}\\\\n' localhost:8000/\\n\")"),
                  vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, python3", t1), ("Terminal 2, bash", t2)]))))
    t1 += '127.0.0.1 - - [21/Aug/2024 14:21:58] "GET /posts/ HTTP/1.1" 200 -\n'
    t2 += ("curl -s localhost:8000/posts/ | head -5\n<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Posts · Field Notes</title>\n" + p)
    turns.append((code("pyautogui.write('curl -s localhost:8000/posts/ | head -5\\n')"),
                  vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, python3", t1), ("Terminal 2, bash", t2)]))))
    t += 1
    ls1 = ("total 40\ndrwxrwxr-x 4 jordan jordan 4096 Aug 21 14:05 .\ndrwxrwxr-x 6 jordan jordan 4096 Aug 21 13:58 ..\n"
           "-rw-rw-r-- 1 jordan jordan 1184 Aug 21 14:05 404.html\ndrwxrwxr-x 2 jordan jordan 4096 Aug 21 14:05 css\n"
           "-rw-rw-r-- 1 jordan jordan 6021 Aug 21 14:05 index.html\ndrwxrwxr-x 5 jordan jordan 4096 Aug 21 14:05 posts\n"
           "-rw-rw-r-- 1 jordan jordan  912 Aug 21 14:05 sitemap.xml\n")
    t2 = p + "ls -la public/\n" + ls1 + p
    turns.append((code("pyautogui.write('clear\\n')\npyautogui.write('ls -la public/\\n')"),
                  vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, python3", t1), ("Terminal 2, bash", t2)]))))
    ls2 = ("total 44\ndrwxrwxr-x 4 jordan jordan 4096 Aug 21 14:23 .\ndrwxrwxr-x 6 jordan jordan 4096 Aug 21 13:58 ..\n"
           "-rw-rw-r-- 1 jordan jordan 1184 Aug 21 14:05 404.html\ndrwxrwxr-x 2 jordan jordan 4096 Aug 21 14:05 css\n"
           "-rw-rw-r-- 1 jordan jordan   13 Aug 21 14:23 draft.html\n"
           "-rw-rw-r-- 1 jordan jordan 6021 Aug 21 14:05 index.html\ndrwxrwxr-x 5 jordan jordan 4096 Aug 21 14:05 posts\n"
           "-rw-rw-r-- 1 jordan jordan  912 Aug 21 14:05 sitemap.xml\n")
    t2 += "echo '<p>draft</p>' > public/draft.html && ls -la public/\n" + ls2 + p
    turns.append((code("pyautogui.write(\"echo '<p>draft</p>' > public/draft.html && ls -la public/\\n\")"),
                  vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, python3", t1), ("Terminal 2, bash", t2)]))))
    t += 1
    t1 += '127.0.0.1 - - [21/Aug/2024 14:24:12] "GET /draft.html HTTP/1.1" 200 -\n'
    t2 += "curl -s localhost:8000/draft.html\n<p>draft</p>\n" + p
    turns.append((code("pyautogui.write('curl -s localhost:8000/draft.html\\n')"),
                  vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, python3", t1), ("Terminal 2, bash", t2)]))))
    t1 += "^C\nKeyboard interrupt received, exiting.\n" + p
    turns.append((code("pyautogui.click(800, 900)  # focus Terminal 1\npyautogui.hotkey('ctrl', 'c')"),
                  vscode(hm(date, t), title, explorer, ["index.md"], 0, short, st, term_panel([("Terminal 1, bash", t1), ("Terminal 2, bash", t2)]))))
    rs.add("os", "h56-os-16", system("In VS Code (field-notes), serve the public/ folder on port 8000 from the integrated terminal, check a few pages with curl from a split terminal, add a draft page, then stop the server."),
           turns, state=state, bad=True, turn=4,
           kind="The http.server log stamps the later /posts/ request 14:21:58, before the earlier GET / logged at 14:22:31.")


# ---------------------------------------------------------------- 17 Files: properties and permissions (clean)


def t17(rs: RowSet) -> None:
    date, t = "Mar 14", 9 * 60 + 18
    crumbs = ["Home", "Documents", "Reports"]
    items = [("archive", "4 items", "29 Feb"), ("budget.ods", "18.9 kB", "8 Mar"), ("deploy.sh", "2.1 kB", "12 Mar"),
             ("notes.txt", "814 bytes", "13 Mar"), ("q3_report.pdf", "2.4 MB", "11 Mar")]
    perms = {"archive": "drwxr-xr-x", "budget.ods": "-rw-r--r--", "deploy.sh": "-rw-r--r--", "notes.txt": "-rw-r--r--", "q3_report.pdf": "-rw-r--r--"}

    def props(name: str, tab: str, basic: list[tuple[str, str]] | None = None, access: tuple[str, str, str] = ("", "", ""), exe: bool = False) -> list[str]:
        out = [R("dialog", f"{name} Properties", "", (660, 220), (600, 620)), R("page-tab", "Basic", "", (680, 262), (100, 30)),
               R("page-tab", "Permissions", "", (782, 262), (120, 30)), R("page-tab", "Open With", "", (904, 262), (110, 30))]
        if tab == "Basic":
            out += [R("label", "Name", "Name", (690, 320), (120, 18)), R("entry", "Name", name, (830, 314), (400, 30))]
            for i, (k, v) in enumerate(basic or []):
                out += [R("label", k, k, (690, 364 + 34 * i), (120, 18)), R("label", "", v, (830, 364 + 34 * i), (400, 18))]
        else:
            out += [R("label", "Owner", "Owner", (690, 320), (120, 18)), R("label", "", "Me", (830, 320), (300, 18)),
                    R("label", "Access", "Access", (690, 354), (120, 18)), R("combo-box", "Access", access[0], (830, 348), (300, 30)),
                    R("label", "Group", "Group", (690, 400), (120, 18)), R("combo-box", "Group", "user", (830, 394), (300, 30)),
                    R("label", "Access", "Access", (690, 440), (120, 18)), R("combo-box", "Access", access[1], (830, 434), (300, 30)),
                    R("label", "Others", "Others", (690, 486), (120, 18)),
                    R("label", "Access", "Access", (690, 520), (120, 18)), R("combo-box", "Access", access[2], (830, 514), (300, 30))]
            if exe:
                out += [R("label", "Execute", "Execute", (690, 566), (120, 18)), R("check-box", "Allow executing file as program", "", (830, 562), (300, 24))]
            out += [R("label", "Security context", "Security context", (690, 610), (140, 18)), R("label", "", "unknown", (850, 610), (200, 18))]
        return out

    pdf_basic = [("Type", "PDF document (application/pdf)"), ("Size", "2.4 MB (2,418,733 bytes)"), ("Parent Folder", "/home/user/Documents/Reports"),
                 ("Accessed", "Tue 12 Mar 2024 09:14:02"), ("Modified", "Mon 11 Mar 2024 17:48:30"), ("Created", "Mon 11 Mar 2024 17:48:30")]
    state = desk(hm(date, t), files_win("Reports", crumbs, items))
    turns = [(code("pyautogui.rightClick(700, 355)  # q3_report.pdf\npyautogui.click(760, 620)  # Properties"),
              desk(hm(date, t), files_win("Reports", crumbs, items, "“q3_report.pdf” selected (2.4 MB)", props("q3_report.pdf", "Basic", pdf_basic))))]
    turns.append((code("pyautogui.click(842, 277)  # Permissions"),
                  desk(hm(date, t), files_win("Reports", crumbs, items, "“q3_report.pdf” selected (2.4 MB)",
                                              props("q3_report.pdf", "Permissions", access=("Read and write", "Read-only", "Read-only"))))))
    t += 1
    perms["q3_report.pdf"] = "-rw-r-----"
    turns.append((code("pyautogui.click(980, 529)\npyautogui.click(980, 560)  # None"),
                  desk(hm(date, t), files_win("Reports", crumbs, items, "“q3_report.pdf” selected (2.4 MB)",
                                              props("q3_report.pdf", "Permissions", access=("Read and write", "Read-only", "None"))))))
    t += 1
    turns.append((code("pyautogui.press('escape')\npyautogui.rightClick(700, 287)  # deploy.sh\npyautogui.click(760, 552)  # Properties\npyautogui.click(842, 277)  # Permissions"),
                  desk(hm(date, t), files_win("Reports", crumbs, items, "“deploy.sh” selected (2.1 kB)",
                                              props("deploy.sh", "Permissions", access=("Read and write", "Read-only", "Read-only"), exe=True)))))
    perms["deploy.sh"] = "-rwxr-xr-x"
    turns.append((code("pyautogui.click(842, 574)  # Allow executing file as program\npyautogui.press('escape')\npyautogui.rightClick(1400, 186)  # column header\npyautogui.click(1440, 330)  # Permissions"),
                  desk(hm(date, t), files_win("Reports", crumbs, items, "“deploy.sh” selected (2.1 kB)", perms=perms))))
    t += 1
    items = [("archive", "4 items", "29 Feb"), ("budget.ods", "18.9 kB", "8 Mar"), ("deploy.sh", "2.1 kB", "12 Mar"),
             ("meeting-notes.txt", "814 bytes", "13 Mar"), ("q3_report.pdf", "2.4 MB", "11 Mar")]
    perms["meeting-notes.txt"] = perms.pop("notes.txt")
    turns.append((code("pyautogui.click(700, 321)  # notes.txt\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('meeting-notes.txt\\n')"),
                  desk(hm(date, t), files_win("Reports", crumbs, items, "“meeting-notes.txt” selected (814 bytes)", perms=perms))))
    notes_basic = [("Type", "plain text document (text/plain)"), ("Size", "814 bytes"), ("Parent Folder", "/home/user/Documents/Reports"),
                   ("Accessed", "Wed 13 Mar 2024 16:05:47"), ("Modified", "Wed 13 Mar 2024 16:02:11"), ("Created", "Wed 13 Mar 2024 15:31:09")]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')  # Properties"),
                  desk(hm(date, t), files_win("Reports", crumbs, items, "“meeting-notes.txt” selected (814 bytes)",
                                              props("meeting-notes.txt", "Basic", notes_basic), perms=perms))))
    rs.add("os", "h56-os-17", system("In Files (~/Documents/Reports), stop others from reading q3_report.pdf, make deploy.sh executable, show the Permissions column, rename notes.txt to meeting-notes.txt and check its properties."),
           turns, state=state)


# ---------------------------------------------------------------- 18 Files: trash (clean)


def t18(rs: RowSet) -> None:
    date, t = "Sep 3", 9 * 60 + 38
    crumbs = ["Home", "Pictures", "Export"]
    folder = [("IMG_2041.jpg", "3.8 MB", "2 Sep"), ("IMG_2042.jpg", "4.1 MB", "2 Sep"), ("IMG_2043.jpg", "3.6 MB", "2 Sep"),
              ("IMG_2044.jpg", "3.9 MB", "2 Sep"), ("panorama_draft.tif", "88.2 MB", "2 Sep"), ("thumbs.db", "12.3 kB", "31 Aug")]
    state = desk(hm(date, t), files_win("Export", crumbs, folder))
    folder = [f for f in folder if f[0] != "thumbs.db"]
    turns = [(code("pyautogui.click(700, 389)  # thumbs.db\npyautogui.press('delete')"),
              desk(hm(date, t), files_win("Export", crumbs, folder, toast="“thumbs.db” moved to trash")))]
    t += 1
    folder = [f for f in folder if f[0] not in ("IMG_2042.jpg", "panorama_draft.tif")]
    turns.append((code("pyautogui.click(700, 253)  # IMG_2042.jpg\npyautogui.keyDown('ctrl'); pyautogui.click(700, 355); pyautogui.keyUp('ctrl')  # panorama_draft.tif\npyautogui.press('delete')"),
                  desk(hm(date, t), files_win("Export", crumbs, folder, toast="2 files moved to trash"))))
    trash_items = [("IMG_2042.jpg", "/home/user/Pictures/Export", "09:39"), ("old_resume.docx", "/home/user/Documents", "26 Aug"),
                   ("panorama_draft.tif", "/home/user/Pictures/Export", "09:39"), ("thumbs.db", "/home/user/Pictures/Export", "09:38")]
    tb = [R("push-button", "Restore", "", (1200, 128), (90, 34)), R("push-button", "Empty…", "", (1296, 128), (90, 34))]
    t += 1
    turns.append((code("pyautogui.click(414, 517)  # Trash in the sidebar"),
                  desk(hm(date, t), files_win("Trash", ["Trash"], trash_items, cols=("Name", "Original Location", "Trashed On"), top=tb))))
    trash_items = [x for x in trash_items if x[0] != "IMG_2042.jpg"]
    folder = sorted(folder + [("IMG_2042.jpg", "4.1 MB", "2 Sep")])
    turns.append((code("pyautogui.click(700, 219)  # IMG_2042.jpg\npyautogui.click(1245, 145)  # Restore"),
                  desk(hm(date, t), files_win("Trash", ["Trash"], trash_items, cols=("Name", "Original Location", "Trashed On"), top=tb))))
    t += 1
    turns.append((code("pyautogui.click(414, 445)  # Pictures\npyautogui.doubleClick(700, 219)  # Export"),
                  desk(hm(date, t), files_win("Export", crumbs, folder))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"),
                  desk(hm(date, t), files_win("Export", crumbs, folder, "4 items selected (15.4 MB)"))))
    t += 1
    conf = [R("alert", "Empty all items from Trash?", "", (710, 420), (500, 190)),
            R("label", "", "Empty all items from Trash?", (740, 440), (440, 24)),
            R("label", "", "All items in the Trash will be permanently deleted.", (740, 474), (440, 18)),
            R("push-button", "Cancel", "", (740, 560), (210, 36)), R("push-button", "Empty Trash", "", (960, 560), (220, 36))]
    turns.append((code("pyautogui.click(414, 517)  # Trash\npyautogui.click(1341, 145)  # Empty…"),
                  desk(hm(date, t), files_win("Trash", ["Trash"], trash_items, cols=("Name", "Original Location", "Trashed On"), top=tb, dialog=conf))))
    empty = [R("label", "", "Trash is Empty", (1000, 520), (200, 30))]
    turns.append((code("pyautogui.click(1070, 578)  # Empty Trash"),
                  desk(hm(date, t), files_win("Trash", ["Trash"], [], cols=("Name", "Original Location", "Trashed On"), top=tb, dialog=empty))))
    t += 1
    turns.append((code("pyautogui.click(414, 445)  # Pictures\npyautogui.doubleClick(700, 219)  # Export\npyautogui.click(700, 219)  # IMG_2041.jpg"),
                  desk(hm(date, t), files_win("Export", crumbs, folder, "“IMG_2041.jpg” selected (3.8 MB)"))))
    rs.add("os", "h56-os-18", system("In Files (~/Pictures/Export), trash thumbs.db, IMG_2042.jpg and panorama_draft.tif, restore IMG_2042.jpg from the Trash, then empty the Trash."),
           turns, state=state)


# ---------------------------------------------------------------- 19 Text Editor preferences (bad: file line)

PGB = ["[databases]", "ledger = host=10.0.4.21 port=5432 dbname=ledger", "reports = host=10.0.4.22 port=5432 dbname=reports pool_size=10", "",
       "[pgbouncer]", "listen_addr = 0.0.0.0", "listen_port = 6432", "auth_type = scram-sha-256", "auth_file = /etc/pgbouncer/userlist.txt",
       "pool_mode = transaction", "max_client_conn = 400", "default_pool_size = 25", "reserve_pool_size = 5", "server_idle_timeout = 600",
       "log_connections = 0", "admin_users = pgbouncer_admin"]


def t19(rs: RowSet) -> None:
    date, t = "Nov 19", 22 * 60 + 8

    def te(lines: list[str], pos: str, dirty: bool = False, search: list[str] | None = None, prefs: list[str] | None = None) -> str:
        rows = [R("frame", f"{'*' if dirty else ''}pgbouncer.ini", "", (200, 80), (1500, 900)),
                R("push-button", "Open", "", (210, 88), (80, 34)), R("push-button", "New Tab", "", (294, 88), (34, 34)),
                R("label", "", f"{'*' if dirty else ''}pgbouncer.ini", (860, 86), (200, 20)), R("label", "", "~/deploy/pgbouncer", (860, 106), (200, 16)),
                R("push-button", "Save", "", (1560, 88), (70, 34)), R("push-button", "Main Menu", "", (1636, 88), (34, 34))]
        rows += search or []
        rows += [R("text", "", "\n".join(lines), (200, 130), (1500, 810)),
                 R("label", "", pos, (1500, 950), (120, 20)), R("push-button", "Indentation", "", (1400, 946), (90, 26), desc="Spaces: 4")]
        return desk(clock_now, rows + (prefs or []), extra=("Text Editor",))

    def prefs(font: str, margin: str) -> list[str]:
        out = [R("dialog", "Preferences", "", (560, 140), (800, 780)), R("label", "Appearance", "Appearance", (590, 180), (200, 20))]
        for i, sch in enumerate(["Adwaita", "Classic", "Cobalt", "Kate", "Oblivion", "Solarized Light", "Tango"]):
            out.append(R("radio-button", sch, "", (600 + 104 * i, 212), (100, 70)))
        out += [R("check-box", "Use System Font", "", (590, 310), (740, 40)), R("label", "Editor Font", "Editor Font", (600, 364), (200, 18)),
                R("push-button", "Editor Font", font, (1140, 356), (200, 34)), R("label", "Right Margin", "Right Margin", (590, 420), (200, 20)),
                R("check-box", "Show Right Margin", "", (590, 452), (740, 40)), R("label", "Right Margin Position", "Right Margin Position", (600, 510), (200, 18)),
                R("spin-button", "Right Margin Position", margin, (1200, 502), (140, 34)), R("label", "Behavior", "Behavior", (590, 566), (200, 20)),
                R("check-box", "Show Line Numbers", "", (590, 598), (740, 40)), R("check-box", "Highlight Current Line", "", (590, 642), (740, 40)),
                R("check-box", "Show Grid Pattern", "", (590, 686), (740, 40)), R("check-box", "Show Overview Map", "", (590, 730), (740, 40)),
                R("check-box", "Restore Session", "", (590, 774), (740, 40)), R("check-box", "Spellcheck", "", (590, 818), (740, 40))]
        return out

    lines = list(PGB)
    clock_now = hm(date, t)
    state = te(lines, "Ln 1, Col 1")
    turns = [(code("pyautogui.click(1653, 105)  # Main Menu\npyautogui.click(1560, 260)  # Preferences"), te(lines, "Ln 1, Col 1", prefs=prefs("Monospace 11", "80")))]
    t += 1
    clock_now = hm(date, t)
    turns.append((code("pyautogui.tripleClick(1270, 519)\npyautogui.write('100\\n')\npyautogui.click(1240, 373)  # Editor Font\npyautogui.write('Ubuntu Mono')\npyautogui.click(900, 400)  # Ubuntu Mono Regular\npyautogui.tripleClick(1160, 780); pyautogui.write('13')\npyautogui.click(1300, 180)  # Select"),
                  te(lines, "Ln 1, Col 1", prefs=prefs("Ubuntu Mono 13", "100"))))
    shown = list(lines)
    shown[11] = "default_pool_size = 20"
    turns.append((code("pyautogui.press('escape')  # close Preferences"), te(shown, "Ln 1, Col 1")))
    t += 1
    clock_now = hm(date, t)
    sbar = [R("entry", "Search", "pool", (900, 136), (360, 32)), R("label", "", "1 of 4", (1270, 142), (70, 20)),
            R("push-button", "Move to previous match", "", (1346, 136), (32, 32)), R("push-button", "Move to next match", "", (1380, 136), (32, 32)),
            R("toggle-button", "Replace", "", (1414, 136), (32, 32))]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('pool')"), te(shown, "Ln 3, Col 55", search=sbar)))
    t += 1
    clock_now = hm(date, t)
    shown[10] = "max_client_conn = 500"
    turns.append((code("pyautogui.press('escape')\npyautogui.doubleClick(520, 405)  # '400' on line 11\npyautogui.write('500')"), te(shown, "Ln 11, Col 22", dirty=True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), te(shown, "Ln 11, Col 22")))
    rs.add("os", "h56-os-19", system("In Text Editor, set the right margin to column 100 and the editor font to Ubuntu Mono 13, then raise max_client_conn in pgbouncer.ini to 500 and save."),
           turns, state=state, bad=True, turn=3,
           kind="After only closing Preferences, line 12 of pgbouncer.ini reads default_pool_size = 20 where it read 25; the file was not edited.")


# ---------------------------------------------------------------- 20 Terminal profiles (bad: custom font reverts)


def t20(rs: RowSet) -> None:
    date, t = "Sep 12", 14 * 60 + 3
    tab1 = "user@lab-ws:~$ uptime\n 14:03:11 up 6 days,  3:12,  1 user,  load average: 0.41, 0.37, 0.30\nuser@lab-ws:~$ "

    def term(tabs: list[tuple[str, str]], active: int) -> list[str]:
        rows = [R("frame", tabs[active][0], "", (240, 120), (1300, 780)), R("push-button", "New Tab", "", (250, 126), (34, 34)),
                R("push-button", "Menu", "", (1420, 126), (34, 34))]
        if len(tabs) > 1:
            for i, (n, _) in enumerate(tabs):
                rows.append(R("page-tab", n, "", (250 + 640 * i, 166), (636, 34)))
        rows.append(R("terminal", "Terminal", tabs[active][1], (240, 200 if len(tabs) > 1 else 166), (1300, 700)))
        return rows

    profiles = ["Unnamed"]

    def prefs(section: str, page: list[str]) -> list[str]:
        title = "Preferences – General" if section == "General" else f"Preferences – Profile “{section}”"
        out = [R("frame", title, "", (420, 160), (1080, 760)), R("label", "Global", "Global", (440, 220), (200, 18)),
               R("list-item", "General", "", (430, 244), (230, 36)), R("list-item", "Shortcuts", "", (430, 282), (230, 36)),
               R("label", "Profiles", "Profiles", (440, 330), (150, 18)), R("push-button", "+", "", (620, 324), (30, 30))]
        for i, pr in enumerate(profiles):
            out.append(R("list-item", pr, "", (430, 360 + 38 * i), (230, 36)))
        return out + page

    general = [R("check-box", "Show menubar by default in new terminals", "", (700, 230), (500, 24)),
               R("check-box", "Enable the menu accelerator key (F10 by default)", "", (700, 262), (500, 24)),
               R("check-box", "Enable the mnemonics", "", (700, 294), (500, 24)),
               R("label", "Theme variant:", "Theme variant:", (700, 340), (150, 18)), R("combo-box", "Theme variant:", "Default", (900, 334), (200, 30)),
               R("label", "Open new terminals in:", "Open new terminals in:", (700, 380), (180, 18)), R("combo-box", "Open new terminals in:", "Tab", (900, 374), (200, 30)),
               R("label", "New terminal position:", "New terminal position:", (700, 420), (180, 18)), R("combo-box", "New terminal position:", "Last", (900, 414), (200, 30))]
    pid = "7f3e2a1c-4b9d-4e86-9a2f-d05c8e61b7a4"
    tabs_row = [R("page-tab", n, "", (700 + 110 * i, 230), (106, 32)) for i, n in enumerate(["Text", "Colors", "Scrolling", "Command", "Compatibility"])]

    def head(name: str) -> list[str]:
        return [R("heading", name, name, (700, 180), (400, 28)), R("push-button", "Profile menu", "", (1440, 178), (34, 34))] + tabs_row

    def text_tab(cols: str, rws: str, font: str) -> list[str]:
        return head("Work") + [R("label", "Initial terminal size:", "Initial terminal size:", (720, 290), (170, 18)),
                               R("spin-button", "columns", cols, (900, 284), (90, 30)), R("label", "columns", "columns", (996, 290), (70, 18)),
                               R("spin-button", "rows", rws, (1070, 284), (90, 30)), R("label", "rows", "rows", (1166, 290), (50, 18)),
                               R("push-button", "Reset", "", (1240, 284), (70, 30)),
                               R("check-box", "Custom font", "", (720, 334), (150, 24)), R("push-button", "Custom font", font, (900, 330), (300, 32)),
                               R("label", "Cell spacing:", "Cell spacing:", (720, 380), (120, 18)), R("spin-button", "width", "1.00", (900, 374), (90, 30)),
                               R("label", "", "× width", (996, 380), (70, 18)), R("spin-button", "height", "1.00", (1070, 374), (90, 30)),
                               R("label", "", "× height", (1166, 380), (70, 18)),
                               R("check-box", "Allow blinking text", "", (720, 424), (200, 24)), R("combo-box", "Allow blinking text", "Always", (940, 420), (200, 30)),
                               R("check-box", "Enable bold text", "", (720, 460), (200, 24)),
                               R("label", "Cursor shape:", "Cursor shape:", (720, 504), (120, 18)), R("combo-box", "Cursor shape:", "Block", (900, 498), (200, 30)),
                               R("label", "Cursor blinking:", "Cursor blinking:", (720, 544), (120, 18)), R("combo-box", "Cursor blinking:", "Default", (900, 538), (200, 30)),
                               R("label", "", f"Profile ID: {pid}", (720, 880), (500, 18))]

    state = desk(hm(date, t), term([("user@lab-ws: ~", tab1)], 0), extra=("Terminal",))
    turns = [(code("pyautogui.click(1437, 143)  # Menu\npyautogui.click(1380, 290)  # Preferences"),
              desk(hm(date, t), term([("user@lab-ws: ~", tab1)], 0) + prefs("General", general), extra=("Terminal",)))]
    t += 1
    profiles.append("Work")
    turns.append((code("pyautogui.click(635, 339)  # + (new profile)\npyautogui.write('Work')\npyautogui.click(1040, 560)  # Create"),
                  desk(hm(date, t), term([("user@lab-ws: ~", tab1)], 0) + prefs("Work", text_tab("80", "24", "Monospace 12")), extra=("Terminal",))))
    t += 1
    turns.append((code("pyautogui.tripleClick(945, 299); pyautogui.write('120\\t')\npyautogui.tripleClick(1115, 299); pyautogui.write('32\\t')\npyautogui.click(732, 346)  # Custom font\npyautogui.click(1050, 346)\npyautogui.write('Ubuntu Mono')\npyautogui.click(960, 420)  # Ubuntu Mono Regular\npyautogui.tripleClick(1200, 780); pyautogui.write('14')\npyautogui.click(1320, 220)  # Select"),
                  desk(hm(date, t), term([("user@lab-ws: ~", tab1)], 0) + prefs("Work", text_tab("120", "32", "Ubuntu Mono 14")), extra=("Terminal",))))
    scroll = head("Work") + [R("check-box", "Show scrollbar", "", (720, 290), (300, 24)), R("check-box", "Scroll on output", "", (720, 322), (300, 24)),
                             R("check-box", "Scroll on keystroke", "", (720, 354), (300, 24)), R("check-box", "Limit scrollback to:", "", (720, 386), (170, 24)),
                             R("spin-button", "Limit scrollback to:", "50000", (900, 382), (120, 30)), R("label", "lines", "lines", (1026, 388), (50, 18)),
                             R("label", "", f"Profile ID: {pid}", (720, 880), (500, 18))]
    t += 1
    turns.append((code("pyautogui.click(920, 246)  # Scrolling\npyautogui.tripleClick(960, 397)\npyautogui.write('50000\\t')"),
                  desk(hm(date, t), term([("user@lab-ws: ~", tab1)], 0) + prefs("Work", scroll), extra=("Terminal",))))
    command = head("Work") + [R("check-box", "Run command as a login shell", "", (720, 290), (300, 24)),
                              R("check-box", "Run a custom command instead of my shell", "", (720, 322), (340, 24)),
                              R("label", "Custom command:", "Custom command:", (740, 360), (130, 18)), R("entry", "Custom command:", "tmux new -A -s work", (900, 354), (400, 30)),
                              R("label", "Preserve working directory:", "Preserve working directory:", (720, 404), (200, 18)),
                              R("combo-box", "Preserve working directory:", "Shell only", (940, 398), (200, 30)),
                              R("label", "When command exits:", "When command exits:", (720, 444), (200, 18)),
                              R("combo-box", "When command exits:", "Exit the terminal", (940, 438), (200, 30)),
                              R("label", "", f"Profile ID: {pid}", (720, 880), (500, 18))]
    turns.append((code("pyautogui.click(752, 246)  # Text"),
                  desk(hm(date, t), term([("user@lab-ws: ~", tab1)], 0) + prefs("Work", text_tab("120", "32", "Monospace 12")), extra=("Terminal",))))
    t += 1
    turns.append((code("pyautogui.click(1030, 246)  # Command\npyautogui.click(732, 334)  # Run a custom command instead of my shell\npyautogui.click(1100, 369)\npyautogui.write('tmux new -A -s work')"),
                  desk(hm(date, t), term([("user@lab-ws: ~", tab1)], 0) + prefs("Work", command), extra=("Terminal",))))
    t += 1
    tmux = "user@lab-ws:~$ \n\n\n\n\n\n\n\n\n\n[work] 0:bash*                                                    \"lab-ws\" 14:08 12-Sep-24"
    turns.append((code("pyautogui.hotkey('alt', 'f4')  # close Preferences\npyautogui.rightClick(267, 143)  # New Tab\npyautogui.click(330, 240)  # Work"),
                  desk(hm(date, t), term([("user@lab-ws: ~", tab1), ("tmux", tmux)], 1), extra=("Terminal",))))
    rs.add("os", "h56-os-20", system("In GNOME Terminal, create a 'Work' profile with a 120x32 initial size, the Ubuntu Mono 14 font, 50000 lines of scrollback and 'tmux new -A -s work' as its command, then open a tab with it."),
           turns, state=state, bad=True, turn=5,
           kind="Back on the Work profile's Text tab the custom font reads Monospace 12, though it was set to Ubuntu Mono 14 and only the Scrolling tab was touched since.")


# ---------------------------------------------------------------- GNOME Settings

SETTINGS_NAV = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy",
                "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media",
                "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def gsettings(clock: str, page: str, body: list[str], dialog: list[str] | None = None) -> str:
    rows = [R("frame", page, "", (260, 100), (1400, 880)), R("push-button", "Search", "", (270, 108), (34, 34)),
            R("label", "Settings", "Settings", (380, 114), (100, 22)), R("push-button", "Main Menu", "", (520, 108), (34, 34)),
            R("list", "", "", (260, 150), (300, 830))]
    for i, n in enumerate(SETTINGS_NAV):
        rows.append(R("list-item", n, "", (262, 152 + 33 * i), (296, 32)))
    rows.append(R("label", page, page, (1000, 114), (200, 22)))
    return desk(clock, rows + body + (dialog or []), extra=("Settings",))


def t21(rs: RowSet) -> None:
    date, t = "Jan 30", 16 * 60 + 12
    vol = {"Speakers - Built-in Audio": 45, "HDMI / DisplayPort - Built-in Audio": 100}
    cfg = {"Speakers - Built-in Audio": "Analog Stereo Output", "HDMI / DisplayPort - Built-in Audio": "Digital Stereo (HDMI) Output"}
    st = {"out": "Speakers - Built-in Audio", "alert": "Click", "blank": "5 minutes"}

    def sound() -> list[str]:
        out = st["out"]
        return [R("label", "System Volume", "System Volume", (600, 170), (200, 20)), R("slider", "System Volume", str(vol[out]), (640, 200), (900, 30)),
                R("label", "Over-Amplification", "Over-Amplification", (600, 250), (300, 20)), R("toggle-button", "Over-Amplification", "", (1480, 244), (50, 30)),
                R("push-button", "Volume Levels", "", (600, 296), (960, 50)),
                R("label", "Output", "Output", (600, 370), (200, 20)), R("label", "Output Device", "Output Device", (620, 406), (200, 18)),
                R("combo-box", "Output Device", out, (1000, 400), (420, 32)), R("push-button", "Test", "", (1430, 400), (80, 32)),
                R("label", "Configuration", "Configuration", (620, 452), (200, 18)), R("combo-box", "Configuration", cfg[out], (1000, 446), (420, 32)),
                R("label", "Balance", "Balance", (620, 498), (200, 18)), R("slider", "Balance", "0", (1000, 492), (500, 30)),
                R("label", "Input", "Input", (600, 560), (200, 20)), R("label", "Input Device", "Input Device", (620, 596), (200, 18)),
                R("combo-box", "Input Device", "Internal Microphone - Built-in Audio", (1000, 590), (500, 32)),
                R("label", "Configuration", "Configuration", (620, 642), (200, 18)), R("combo-box", "Configuration", "Analog Stereo Input", (1000, 636), (500, 32)),
                R("label", "Volume", "Volume", (620, 688), (200, 18)), R("slider", "Volume", "62", (1000, 682), (500, 30)),
                R("push-button", "Alert Sound", st["alert"], (600, 760), (960, 50))]

    def power(batt: str, remain: str) -> list[str]:
        return [R("label", "Battery", "Battery", (600, 170), (200, 20)), R("level-bar", "Battery", batt, (640, 206), (700, 16)),
                R("label", "", batt, (1360, 200), (80, 20)), R("label", "", remain, (640, 230), (300, 18)),
                R("label", "Power Mode", "Power Mode", (600, 280), (200, 20)),
                R("radio-button", "Performance", "", (620, 312), (900, 50), desc="High performance and power usage."),
                R("radio-button", "Balanced", "", (620, 364), (900, 50), desc="Standard performance and power usage."),
                R("radio-button", "Power Saver", "", (620, 416), (900, 50), desc="Reduced performance and power usage."),
                R("label", "Power Saving Options", "Power Saving Options", (600, 490), (300, 20)),
                R("toggle-button", "Dim Screen", "", (1480, 524), (50, 30)), R("label", "Dim Screen", "Dim Screen", (620, 530), (300, 18)),
                R("label", "Screen Blank", "Screen Blank", (620, 580), (300, 18)), R("combo-box", "Screen Blank", st["blank"], (1300, 572), (230, 32)),
                R("label", "Automatic Power Saver", "Automatic Power Saver", (620, 630), (300, 18)), R("toggle-button", "Automatic Power Saver", "", (1480, 624), (50, 30)),
                R("push-button", "Automatic Suspend", "When on battery power", (600, 670), (960, 50)),
                R("label", "General", "General", (600, 750), (200, 20)),
                R("label", "Power Button Behavior", "Power Button Behavior", (620, 790), (300, 18)), R("combo-box", "Power Button Behavior", "Suspend", (1300, 782), (230, 32)),
                R("label", "Show Battery Percentage", "Show Battery Percentage", (620, 840), (300, 18)), R("toggle-button", "Show Battery Percentage", "", (1480, 834), (50, 30))]

    state = desk(hm(date, t), [R("label", "", "Desktop", (1833, 1037), (60, 17))])
    turns = [(code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'sound'])"), gsettings(hm(date, t), "Sound", sound()))]
    vol[st["out"]] = 70
    turns.append((code("pyautogui.moveTo(1045, 215)\npyautogui.dragTo(1270, 215, duration=0.5)"), gsettings(hm(date, t), "Sound", sound())))
    t += 1
    st["out"] = "HDMI / DisplayPort - Built-in Audio"
    turns.append((code("pyautogui.click(1210, 416)\npyautogui.click(1210, 470)  # HDMI / DisplayPort - Built-in Audio"), gsettings(hm(date, t), "Sound", sound())))
    st["out"] = "Speakers - Built-in Audio"
    turns.append((code("pyautogui.click(1210, 416)\npyautogui.click(1210, 440)  # Speakers - Built-in Audio"), gsettings(hm(date, t), "Sound", sound())))
    t += 1
    alert = [R("dialog", "Alert Sound", "", (760, 340), (400, 360))]
    for i, a in enumerate(["None", "Click", "Hum", "String", "Swing"]):
        alert.append(R("radio-button", a, "", (780, 390 + 52 * i), (360, 48)))
    turns.append((code("pyautogui.click(1080, 785)  # Alert Sound"), gsettings(hm(date, t), "Sound", sound(), alert)))
    st["alert"] = "String"
    t += 1
    turns.append((code("pyautogui.click(960, 570)  # String\npyautogui.press('escape')\npyautogui.click(410, 564)  # Power"),
                  gsettings(hm(date, t), "Power", power("87 %", "3:14 remaining"))))
    st["blank"] = "15 minutes"
    turns.append((code("pyautogui.click(1415, 588)\npyautogui.click(1415, 680)  # 15 minutes"), gsettings(hm(date, t), "Power", power("87 %", "3:14 remaining"))))
    t += 2

    def susp(batt_delay: str) -> list[str]:
        return [R("dialog", "Automatic Suspend", "", (710, 380), (500, 300)),
                R("label", "On Battery Power", "On Battery Power", (740, 430), (200, 18)), R("toggle-button", "On Battery Power", "", (1130, 424), (50, 30)),
                R("label", "Delay", "Delay", (760, 476), (100, 18)), R("combo-box", "Delay", batt_delay, (960, 470), (220, 32)),
                R("label", "Plugged In", "Plugged In", (740, 540), (200, 18)), R("toggle-button", "Plugged In", "", (1130, 534), (50, 30)),
                R("label", "Delay", "Delay", (760, 586), (100, 18)), R("combo-box", "Delay", "20 minutes", (960, 580), (220, 32))]

    turns.append((code("pyautogui.click(1080, 695)  # Automatic Suspend\npyautogui.click(1070, 486)\npyautogui.click(1070, 560)  # 30 minutes"),
                  gsettings(hm(date, t), "Power", power("86 %", "3:05 remaining"), susp("30 minutes"))))
    turns.append((code("pyautogui.press('escape')"), gsettings(hm(date, t), "Power", power("86 %", "3:05 remaining"))))
    t += 1
    turns.append((code("pyautogui.click(410, 531)  # Sound"), gsettings(hm(date, t), "Sound", sound())))
    vol[st["out"]] = 64
    osd = [R("label", "", "Speakers - Built-in Audio", (860, 880), (200, 18)), R("level-bar", "", "64", (860, 904), (200, 10))]
    turns.append((code("pyautogui.press('volumedown')"), gsettings(hm(date, t), "Sound", sound(), osd)))
    t += 2
    turns.append((code("pyautogui.click(410, 564)  # Power"), gsettings(hm(date, t), "Power", power("85 %", "2:58 remaining"))))
    rs.add("os", "h56-os-21", system("In Settings, raise the speaker volume to about 70%, check the HDMI output, use the String alert sound, set the screen to blank after 15 minutes and suspend after 30 minutes on battery, then lower the volume one step."),
           turns, state=state)


# ---------------------------------------------------------------- 22 Settings: network and users (bad: created user missing)


def t22(rs: RowSet) -> None:
    date, t = "Jun 11", 11 * 60 + 47
    net = [R("label", "Wired", "Wired", (600, 170), (200, 20)), R("push-button", "+", "", (1520, 164), (34, 34)),
           R("label", "", "Connected - 1000 Mb/s", (620, 214), (300, 18)), R("toggle-button", "Wired", "", (1420, 208), (50, 30)),
           R("push-button", "Wired settings", "", (1490, 206), (40, 34)),
           R("label", "VPN", "VPN", (600, 280), (200, 20)), R("push-button", "+", "", (1520, 274), (34, 34)),
           R("label", "", "Not set up", (620, 322), (300, 18)),
           R("push-button", "Network Proxy", "Off", (600, 380), (960, 50))]

    def wired() -> list[str]:
        out = [R("dialog", "Wired", "", (660, 200), (600, 620)), R("push-button", "Cancel", "", (670, 208), (80, 32)),
               R("push-button", "Apply", "", (1170, 208), (80, 32))]
        for i, tb in enumerate(["Details", "Identity", "IPv4", "IPv6", "Security"]):
            out.append(R("page-tab", tb, "", (680 + 110 * i, 256), (106, 32)))
        for i, (k, v) in enumerate([("Link speed", "1000 Mb/s"), ("IPv4 Address", "192.168.1.47"), ("IPv6 Address", "fe80::5054:ff:fe3a:9ce1"),
                                    ("Hardware Address", "52:54:00:3A:9C:E1"), ("Supported Frequencies", ""), ("Default Route", "192.168.1.1"),
                                    ("DNS", "192.168.1.1 1.1.1.1")]):
            if v:
                out += [R("label", k, k, (700, 310 + 34 * i), (200, 18)), R("label", "", v, (920, 310 + 34 * i), (300, 18))]
        out += [R("check-box", "Connect automatically", "", (700, 580), (300, 24)),
                R("check-box", "Make available to other users", "", (700, 612), (300, 24)),
                R("check-box", "Metered connection: has data limits or can incur charges", "", (700, 644), (500, 24))]
        return out

    def users(unlocked: bool, others: list[tuple[str, str]]) -> list[str]:
        out = []
        if not unlocked:
            out += [R("label", "", "Some settings must be unlocked before they can be changed.", (600, 160), (700, 18)),
                    R("push-button", "Unlock…", "", (1440, 152), (110, 34))]
        out += [R("push-button", "Change avatar", "", (980, 200), (160, 160)), R("entry", "Full name", "Jordan Ellis", (880, 380), (360, 34)),
                R("label", "Account Settings", "Account Settings", (600, 440), (200, 20)),
                R("label", "Administrator", "Administrator", (620, 480), (200, 18)), R("toggle-button", "Administrator", "", (1480, 474), (50, 30)),
                R("push-button", "Language", "English (United States)", (600, 516), (960, 50)),
                R("push-button", "Password", "•••••", (600, 568), (960, 50)),
                R("label", "Automatic Login", "Automatic Login", (620, 636), (200, 18)), R("toggle-button", "Automatic Login", "", (1480, 630), (50, 30)),
                R("push-button", "Account Activity", "Logged in", (600, 672), (960, 50)),
                R("label", "Other Users", "Other Users", (600, 750), (200, 20))]
        for i, (n, k) in enumerate(others):
            out.append(R("push-button", n, k, (600, 780 + 52 * i), (960, 50)))
        if unlocked:
            out.append(R("push-button", "Add User…", "", (1420, 744), (130, 32)))
        return out

    state = desk(hm(date, t), [R("label", "", "Desktop", (1833, 1037), (60, 17))])
    turns = [(code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'network'])"), gsettings(hm(date, t), "Network", net))]
    turns.append((code("pyautogui.click(1510, 223)  # Wired settings"), gsettings(hm(date, t), "Network", net, wired())))
    t += 1
    sam = [("Sam Ortega", "Standard")]
    turns.append((code("pyautogui.click(710, 225)  # Cancel\npyautogui.click(410, 861)  # Users"), gsettings(hm(date, t), "Users", users(False, sam))))
    t += 1
    turns.append((code("pyautogui.click(1495, 169)  # Unlock…\npyautogui.write('Tr4il-Runner!')\npyautogui.press('enter')"),
                  gsettings(hm(date, t), "Users", users(True, sam))))
    t += 1
    guest = [R("push-button", "Back", "", (580, 108), (34, 34)), R("push-button", "Change avatar", "", (980, 200), (160, 160)),
             R("entry", "Full name", "Lab Guest", (880, 380), (360, 34)), R("label", "Account Settings", "Account Settings", (600, 440), (200, 20)),
             R("label", "Administrator", "Administrator", (620, 480), (200, 18)), R("toggle-button", "Administrator", "", (1480, 474), (50, 30)),
             R("push-button", "Language", "English (United States)", (600, 516), (960, 50)),
             R("push-button", "Password", "Set at next login", (600, 568), (960, 50)),
             R("label", "Automatic Login", "Automatic Login", (620, 636), (200, 18)), R("toggle-button", "Automatic Login", "", (1480, 634), (50, 30)),
             R("push-button", "Account Activity", "Logged out", (600, 672), (960, 50)), R("push-button", "Remove User…", "", (1380, 760), (170, 36))]
    turns.append((code("pyautogui.click(1485, 760)  # Add User…\npyautogui.click(990, 420)  # Full Name\npyautogui.write('Lab Guest')  # username fills in as labguest\npyautogui.click(900, 620)  # Allow user to set a password when they next login\npyautogui.click(1200, 330)  # Add"),
                  gsettings(hm(date, t), "Lab Guest", guest)))
    turns.append((code("pyautogui.click(597, 125)  # Back"), gsettings(hm(date, t), "Users", users(True, sam))))
    t += 1
    screen = [R("push-button", "Back", "", (580, 108), (34, 34)),
              R("label", "Blank Screen Delay", "Blank Screen Delay", (620, 190), (300, 18)), R("combo-box", "Blank Screen Delay", "5 minutes", (1300, 182), (230, 32)),
              R("label", "Automatic Screen Lock", "Automatic Screen Lock", (620, 240), (300, 18)), R("toggle-button", "Automatic Screen Lock", "", (1480, 234), (50, 30)),
              R("label", "Automatic Screen Lock Delay", "Automatic Screen Lock Delay", (620, 290), (300, 18)),
              R("combo-box", "Automatic Screen Lock Delay", "30 seconds", (1300, 282), (230, 32)),
              R("label", "Lock Screen on Suspend", "Lock Screen on Suspend", (620, 340), (300, 18)), R("toggle-button", "Lock Screen on Suspend", "", (1480, 334), (50, 30)),
              R("label", "Show Notifications on Lock Screen", "Show Notifications on Lock Screen", (620, 390), (300, 18)),
              R("toggle-button", "Show Notifications on Lock Screen", "", (1480, 384), (50, 30))]
    turns.append((code("pyautogui.click(410, 432)  # Privacy\npyautogui.click(1000, 400)  # Screen\npyautogui.click(1415, 298)\npyautogui.click(1415, 330)  # 30 seconds"),
                  gsettings(hm(date, t), "Screen", screen)))
    t += 1
    turns.append((code("pyautogui.click(410, 168)  # Network\npyautogui.click(1510, 223)  # Wired settings"), gsettings(hm(date, t), "Network", net, wired())))
    rs.add("os", "h56-os-22", system("In Settings, note the wired connection's details, unlock Users and add a standard account 'Lab Guest' (labguest) who sets a password at first login, and make the screen lock 30 seconds after the screen turns off."),
           turns, state=state, bad=True, turn=6,
           kind="The Users page lists only Sam Ortega under Other Users, but the Lab Guest account was just created and never removed.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
