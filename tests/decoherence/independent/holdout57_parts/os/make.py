# ruff: noqa: E501
"""Held-out set h57, domain os: 22 Ubuntu 22.04 GNOME desktop trajectories driven by pyautogui code.

Every observation is the desktop accessibility tree in OSWorld's linearised table (tag, name, text,
class, description, position, size). Eleven trajectories hold exactly one contradiction (labelled with
the first turn whose observation contradicts an earlier one), eleven are clean but full of legitimate
changes (re-sorts, renames, deletions, new ids, moving clocks, other views of the same data).
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

- Preserve the original state format exactly: a header line, then one node per line with the tab-separated columns tag, name, text, class, description, position (top-left x&y), size (w&h)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**: pyautogui calls (click, moveTo, dragTo, scroll, write, press, hotkey), the app helper classes (CalcTools, WriterTools, ImpressTools, BrowserTools, VLCTools) and arbitrary subprocess, os or json code. Treat the executed code as the authoritative description of what happened, use its semantics to infer which app, widget, file, cursor position or document content changes, and ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

"""


def sysp(task: str) -> str:
    return SYSTEM + task


def R(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      cls: str = "", desc: str = "") -> str:
    name, text = name.replace("\n", " "), text.replace("\n", " ")
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


DOCK = ("Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help")


def clk(date: str, minute: int) -> str:
    return f"{date}  {minute // 60:02d}:{minute % 60:02d}"


def desk(clock: str, app: str, body: list[str], extra: tuple[str, ...] = (), dock: str = "left", icon: int = 64) -> str:
    out = [HDR,
           R("label", "Home", "", (1833, 1037), (40, 17)),
           R("label", "Trash", "", (1831, 953), (44, 17)),
           R("label", "Activities", "Activities", (0, 0), (99, 27)),
           R("label", "", clock, (884, 0), (152, 27)),
           R("menu", "System", "", (1814, 0), (106, 27))]
    if app:
        out.insert(4, R("menu", app, "", (99, 0), (len(app) * 9 + 38, 27)))
    names = list(DOCK) + list(extra)
    step = icon + 4
    if dock == "left":
        for i, n in enumerate(names):
            out.append(R("push-button", n, "", (0, 33 + step * i), (icon + 6, icon)))
        out.append(R("toggle-button", "Show Applications", "", (0, 1080 - icon - 6), (icon + 6, icon + 6)))
    else:
        x0 = (1920 - (len(names) + 1) * step) // 2
        for i, n in enumerate(names):
            out.append(R("push-button", n, "", (x0 + step * i, 1080 - icon - 6), (icon, icon + 6)))
        out.append(R("toggle-button", "Show Applications", "", (x0 + step * len(names), 1080 - icon - 6), (icon, icon + 6)))
    out.extend(body)
    return "\n".join(out)


def bar(tag: str, names: list[str], x: int, y: int, w: int = 0, h: int = 23, gap: int = 4) -> list[str]:
    """A row of widgets (menus, toolbar buttons); width from the label unless w is given."""
    out = []
    for n in names:
        width = w or len(n) * 8 + 14
        out.append(R(tag, n, "", (x, y), (width, h)))
        x += width + gap
    return out


def cols(n: int) -> list[str]:
    return [chr(65 + i) for i in range(n)]


# ---------------------------------------------------------------- LibreOffice
LO_STD = ["Load URL", "New", "Templates", "Open", "Save", "Export Directly as PDF", "Print Directly", "Toggle Print Preview",
          "Cut", "Copy", "Paste", "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo", "Find & Replace", "Spelling"]
CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def lo_top(title: str, menus: list[str]) -> list[str]:
    out = [R("frame", title, "", (70, 27), (1850, 1053))]
    out += bar("menu", menus, 75, 64)
    out += bar("push-button", LO_STD, 75, 93, w=25, h=25, gap=3)
    return out


def lo_saved(modified: bool, x: int) -> str:
    d = ("The document has been modified. Click to save the document." if modified
         else "The document has not been modified since the last save.")
    return R("push-button", "", "", (x, 1046), (24, 19), desc=d)


def grid(header: list[str], data: list[list[str]], rownums: list[int] | None = None, x0: int = 122, y0: int = 199,
         widths: list[int] | None = None) -> list[str]:
    """Calc cells: header on row 1, data rows numbered by rownums (filtered views skip numbers), shown top to bottom."""
    widths = widths or [100] * len(header)
    rownums = rownums or list(range(2, len(data) + 2))
    out = []
    xs = [x0 + sum(widths[:i]) for i in range(len(header))]
    for c, v in enumerate(header):
        out.append(R("table-cell", f"{cols(len(header))[c]}1", v, (xs[c], y0), (widths[c], 17)))
    for i, (rn, row) in enumerate(zip(rownums, data), 1):
        for c, v in enumerate(row):
            if v != "":
                out.append(R("table-cell", f"{cols(len(header))[c]}{rn}", v, (xs[c], y0 + 17 * i), (widths[c], 17)))
    return out


def calc(doc: str, clock: str, cells: list[str], namebox: str, formula: str, sheets: list[str], active: int,
         sel: str = "", stat: str = "Average: ; Sum: 0", modified: bool = False, extra: list[str] | None = None,
         found: str = "") -> str:
    body = lo_top(f"{doc} - LibreOffice Calc", CALC_MENUS)
    body += [R("combo-box", "Name Box", namebox, (75, 158), (96, 24)),
             R("push-button", "Function Wizard", "", (195, 158), (24, 24)),
             R("push-button", "Select Function", "", (221, 158), (24, 24)),
             R("push-button", "Formula", "", (247, 158), (24, 24)),
             R("text", "Input line", formula, (275, 158), (1630, 24))]
    body += cells
    body += [R("push-button", "Add Sheet", "", (75, 1014), (24, 24))]
    for i, s in enumerate(sheets):
        body.append(R("page-tab", s, "", (150 + 92 * i, 1014), (88, 24)))
    body += [R("label", "", f"Sheet {active} of {len(sheets)}", (75, 1046), (110, 19)),
             R("label", "", found, (190, 1046), (160, 19)),
             R("label", "", "Default", (360, 1046), (80, 19)),
             R("label", "", "English (USA)", (450, 1046), (110, 19)),
             R("label", "", sel, (570, 1046), (240, 19)),
             lo_saved(modified, 820),
             R("label", "", stat, (860, 1046), (420, 19)),
             R("slider", "Zoom", "", (1700, 1046), (130, 19)),
             R("label", "", "100%", (1850, 1046), (45, 19))]
    body += extra or []
    return desk(clock, "LibreOffice Calc", body)


def writer(doc: str, clock: str, paras: list[str], status: list[str], modified: bool = False, extra: list[str] | None = None,
           y0: int = 246, style: str = "Default Paragraph Style") -> str:
    body = lo_top(f"{doc} - LibreOffice Writer", WRITER_MENUS)
    body += [R("combo-box", "Paragraph Style", style, (75, 126), (160, 24)),
             R("combo-box", "Font Name", "Liberation Serif", (240, 126), (160, 24)),
             R("combo-box", "Font Size", "12 pt", (405, 126), (60, 24))]
    body += bar("toggle-button", ["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript"], 470, 126, w=25, h=25, gap=3)
    body.append(R("document-text", doc, "", (410, 176), (1100, 860)))
    y = y0
    for p in paras:
        lines = max(1, len(p) // 118 + 1)
        body.append(R("paragraph", "", p, (505, y), (910, 18 * lines)))
        y += 18 * lines + 10
    x = 75
    for s in status:
        body.append(R("label", "", s, (x, 1046), (len(s) * 7 + 20, 19)))
        x += len(s) * 7 + 30
    body.append(lo_saved(modified, x))
    body += [R("slider", "Zoom", "", (1700, 1046), (130, 19)), R("label", "", "100%", (1850, 1046), (45, 19))]
    body += extra or []
    return desk(clock, "LibreOffice Writer", body)


def impress_sorter(doc: str, clock: str, titles: list[str], current: int, modified: bool = False,
                   hidden: tuple[int, ...] = (), extra: list[str] | None = None) -> str:
    body = lo_top(f"{doc} - LibreOffice Impress", IMPRESS_MENUS)
    body += bar("page-tab", ["Normal", "Outline", "Notes", "Slide Sorter"], 75, 126, w=90, h=24)
    body.append(R("list", "Slide Sorter", "", (75, 160), (1840, 870)))
    for i, t in enumerate(titles):
        r, c = divmod(i, 4)
        d = "Hidden slide" if (i + 1) in hidden else ""
        body.append(R("list-item", f"Slide {i + 1}", t, (110 + 440 * c, 190 + 270 * r), (400, 225), desc=d))
    body += [R("label", "", f"Slide {current} of {len(titles)}", (75, 1046), (110, 19)),
             R("label", "", "Default", (300, 1046), (80, 19)),
             R("label", "", "English (USA)", (500, 1046), (110, 19)),
             lo_saved(modified, 700),
             R("slider", "Zoom", "", (1700, 1046), (130, 19)), R("label", "", "62%", (1850, 1046), (45, 19))]
    body += extra or []
    return desk(clock, "LibreOffice Impress", body)


def g(x: float) -> str:
    """A number as Calc's status bar prints it in the General format."""
    return ("%.12g" % x) if x != int(x) else str(int(x))


def stat_of(values: list[float], fmt: str = "g") -> str:
    if not values:
        return "Average: ; Sum: 0"
    s, a = sum(values), sum(values) / len(values)
    if fmt == "money":
        return f"Average: {a:,.2f}; Sum: {s:,.2f}"
    return f"Average: {g(round(a, 9))}; Sum: {g(round(s, 9))}"


def sort_dlg(key1: str, key2: str = "- undefined -", key3: str | None = None) -> list[str]:
    out = [R("dialog", "Sort", "", (660, 250), (600, 560)),
           R("page-tab", "Sort Criteria", "", (672, 290), (110, 24)),
           R("page-tab", "Options", "", (786, 290), (70, 24)),
           R("label", "", "Sort Key 1", (684, 330), (90, 17)),
           R("combo-box", "Sort Key 1", key1, (700, 355), (260, 26)),
           R("radio-button", "Ascending", "", (990, 352), (110, 20)),
           R("radio-button", "Descending", "", (990, 376), (110, 20)),
           R("label", "", "Sort Key 2", (684, 420), (90, 17)),
           R("combo-box", "Sort Key 2", key2, (700, 445), (260, 26)),
           R("radio-button", "Ascending", "", (990, 442), (110, 20)),
           R("radio-button", "Descending", "", (990, 466), (110, 20))]
    if key3 is not None:
        out += [R("label", "", "Sort Key 3", (684, 510), (90, 17)),
                R("combo-box", "Sort Key 3", key3, (700, 535), (260, 26)),
                R("radio-button", "Ascending", "", (990, 532), (110, 20)),
                R("radio-button", "Descending", "", (990, 556), (110, 20))]
    out += [R("push-button", "Help", "", (672, 770), (80, 30)), R("push-button", "Reset", "", (930, 770), (80, 30)),
            R("push-button", "OK", "", (1020, 770), (80, 30)), R("push-button", "Cancel", "", (1110, 770), (90, 30))]
    return out


# ---------------------------------------------------------------- 01 Calc sorting (clean)
def t01(rs: RowSet) -> None:
    doc = "regional_sales_2024.xlsx"
    data = [("North", "A. Keller", 412, 58340.00, 0.214), ("South", "M. Osei", 388, 61905.50, 0.198),
            ("East", "L. Brandt", 275, 39120.75, 0.231), ("West", "J. Navarro", 502, 74480.00, 0.187),
            ("North", "S. Petrov", 331, 47015.25, 0.226), ("Central", "R. Iyer", 296, 43660.00, 0.205),
            ("East", "T. Okafor", 358, 52870.40, 0.219), ("West", "C. Duarte", 219, 31250.00, 0.241),
            ("South", "H. Lindqvist", 447, 66312.80, 0.193), ("Central", "P. Moreau", 264, 38905.10, 0.212),
            ("North", "Y. Tanaka", 389, 55760.00, 0.208), ("East", "D. Mensah", 301, 44118.60, 0.227)]
    rank = {r[1]: i for i, r in enumerate(sorted(data, key=lambda r: -r[3]), 1)}
    head = ["Region", "Rep", "Units", "Revenue", "Margin %"]

    def cells(rows: list[tuple], ranked: bool = False) -> list[str]:
        body = [[r[0], r[1], str(r[2]), f"{r[3]:,.2f}", f"{r[4] * 100:.1f}%"] + ([str(rank[r[1]])] if ranked else []) for r in rows]
        return grid(head + (["Rank"] if ranked else []), body, widths=[90, 120, 70, 100, 80, 60])

    def nums(rows: list[tuple], ranked: bool = False) -> list[float]:
        out: list[float] = []
        for r in rows:
            out += [r[2], r[3], r[4]] + ([rank[r[1]]] if ranked else [])
        return out

    minutes = [554, 555, 556, 557, 557, 559, 561, 562, 563]
    sheets = ["Sales", "Targets"]

    def view(t: int, rows: list[tuple], nb: str, fm: str, **kw) -> str:
        ranked = kw.pop("ranked", False)
        return calc(doc, clk("Mar 18", minutes[t]), cells(rows, ranked), nb, fm, sheets, 1, **kw)

    by_rev = sorted(data, key=lambda r: -r[3])
    by_region = sorted(data, key=lambda r: (r[0], -r[3]))
    rev = [r[3] for r in data]
    turns = [
        (code("pyautogui.click(160, 207)"), view(1, data, "A1", "Region")),
        (code("pyautogui.click(110, 170)\npyautogui.write('D1:D13')\npyautogui.press('enter')"),
         view(2, data, "D1:D13", "Revenue", sel="Selected: 13 rows, 1 column", stat=stat_of(rev, "money"))),
        (code("pyautogui.click(160, 224)\npyautogui.click(504, 75)  # Data\npyautogui.click(548, 101)  # Sort..."),
         view(3, data, "A1:E13", "North", sel="Selected: 13 rows, 5 columns", stat=stat_of(nums(data)), extra=sort_dlg("Region"))),
        (code("pyautogui.click(830, 368)\npyautogui.click(830, 476)  # Revenue\npyautogui.click(996, 386)  # Descending\npyautogui.click(1060, 785)  # OK"),
         view(4, by_rev, "A1:E13", "West", sel="Selected: 13 rows, 5 columns", stat=stat_of(nums(by_rev)), modified=True)),
        (code("pyautogui.click(442, 224)"),
         view(5, by_rev, "D2", "74480", stat="Average: 74,480.00; Sum: 74,480.00", modified=True)),
        (code("CalcTools.set_cell_value('F1', 'Rank')\nCalcTools.set_column_values('F', list(range(1, 13)), start_index=2)"),
         view(6, by_rev, "D2", "74480", stat="Average: 74,480.00; Sum: 74,480.00", modified=True, ranked=True)),
        (code("pyautogui.click(160, 224)\npyautogui.click(504, 75)\npyautogui.click(548, 101)\n"
              "pyautogui.click(830, 368); pyautogui.click(830, 392)  # Sort Key 1 = Region, Ascending\n"
              "pyautogui.click(830, 458); pyautogui.click(830, 566)  # Sort Key 2 = Revenue\n"
              "pyautogui.click(996, 476)  # Descending\npyautogui.click(1060, 785)"),
         view(7, by_region, "A1:F13", "Central", sel="Selected: 13 rows, 6 columns", stat=stat_of(nums(by_region, True)), modified=True, ranked=True)),
        (code("CalcTools.save()"),
         view(8, by_region, "A1:F13", "Central", sel="Selected: 13 rows, 6 columns", stat=stat_of(nums(by_region, True)), modified=False, ranked=True)),
    ]
    rs.add("os", "h57-os-01", sysp("In regional_sales_2024.xlsx, sort the sales table by revenue (largest first), add a Rank column, then re-sort by region and save."),
           turns, state=view(0, data, "G18", ""))


# ---------------------------------------------------------------- 02 Calc AutoFilter (bad: SKU id changes)
def t02(rs: RowSet) -> None:
    doc = "inventory_q3.ods"
    head = ["SKU", "Item", "Category", "Warehouse", "Qty", "Unit Cost"]
    data = [["CB-1001", "HDMI cable 2 m", "Cables", "WH-1", "240", "4.85"], ["CB-1004", "USB-C cable 1 m", "Cables", "WH-2", "515", "3.20"],
            ["FS-3310", "M6 hex bolt (100)", "Fasteners", "WH-1", "88", "6.40"], ["LT-2201", "LED panel 600x600", "Lighting", "WH-2", "42", "38.90"],
            ["TL-4410", "Cordless drill 18V", "Tools", "WH-3", "17", "89.00"], ["LT-2207", "LED tube T8 1200mm", "Lighting", "WH-1", "145", "7.35"],
            ["FS-3318", "Wall plug 8 mm (200)", "Fasteners", "WH-3", "63", "5.10"], ["CB-1012", "Cat6 patch 5 m", "Cables", "WH-1", "310", "2.95"],
            ["LT-2210", "Floodlight 50W", "Lighting", "WH-2", "64", "24.60"], ["TL-4422", "Multimeter DM-200", "Tools", "WH-2", "29", "31.75"],
            ["LT-2214", "Downlight 9W", "Lighting", "WH-3", "220", "6.80"], ["FS-3325", "Wood screw 4x40 (500)", "Fasteners", "WH-2", "120", "8.25"],
            ["CB-1020", "Extension reel 25 m", "Cables", "WH-3", "36", "27.40"], ["LT-2219", "Emergency exit sign", "Lighting", "WH-2", "18", "19.90"],
            ["TL-4431", "Spirit level 60 cm", "Tools", "WH-1", "54", "12.30"], ["TL-4437", "Stud finder", "Tools", "WH-1", "33", "16.45"]]
    widths = [90, 170, 100, 95, 60, 85]
    bad = [r[:] for r in data]
    bad[8][0] = "LT-2120"
    xs = [122 + sum(widths[:i]) for i in range(6)]

    def buttons() -> list[str]:
        return [R("push-button", "", "", (xs[i] + widths[i] - 18, 199), (18, 17), desc=f"AutoFilter for {h}") for i, h in enumerate(head)]

    def view(t: int, rows: list[list[str]], nums: list[int], nb: str, fm: str, af: bool, **kw) -> str:
        cells = grid(head, rows, nums, widths=widths) + (buttons() if af else [])
        return calc(doc, clk("Apr 9", [851, 852, 852, 853, 854, 855, 856, 857, 858, 859][t]), cells, nb, fm, ["Stock", "Suppliers", "Reorder"], 1, **kw)

    def pick(rows: list[list[str]], f) -> tuple[list[list[str]], list[int]]:
        keep = [(r, i + 2) for i, r in enumerate(rows) if f(r)]
        return [k[0] for k in keep], [k[1] for k in keep]

    allnums = list(range(2, 18))
    light, ln = pick(data, lambda r: r[2] == "Lighting")
    lw2, lwn = pick(data, lambda r: r[2] == "Lighting" and r[3] == "WH-2")
    popup = [R("window", "", "", (xs[2], 216), (250, 430)),
             R("push-button", "Sort Ascending", "", (xs[2] + 8, 224), (234, 24)), R("push-button", "Sort Descending", "", (xs[2] + 8, 250), (234, 24)),
             R("push-button", "Top 10", "", (xs[2] + 8, 276), (234, 24)), R("push-button", "Empty", "", (xs[2] + 8, 302), (234, 24)),
             R("push-button", "Not Empty", "", (xs[2] + 8, 328), (234, 24)), R("menu-item", "Filter by Color", "", (xs[2] + 8, 354), (234, 24)),
             R("push-button", "Custom Filter...", "", (xs[2] + 8, 380), (234, 24)), R("entry", "Search items...", "", (xs[2] + 8, 412), (234, 26)),
             R("check-box", "All", "", (xs[2] + 8, 446), (234, 22))]
    popup += [R("check-box", v, "", (xs[2] + 20, 470 + 22 * i), (222, 22)) for i, v in enumerate(["Cables", "Fasteners", "Lighting", "Tools"])]
    popup += [R("push-button", "OK", "", (xs[2] + 60, 610), (80, 28)), R("push-button", "Cancel", "", (xs[2] + 150, 610), (90, 28))]
    turns = [
        (code("pyautogui.click(160, 207)"), view(1, data, allnums, "A1", "SKU", False)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'l')"), view(2, data, allnums, "A1", "SKU", True)),
        (code(f"pyautogui.click({xs[2] + widths[2] - 9}, 207)  # Category dropdown"), view(3, data, allnums, "A1", "SKU", True, extra=popup)),
        (code(f"pyautogui.click({xs[2] + 20}, 457)  # All\npyautogui.click({xs[2] + 30}, 525)  # Lighting\npyautogui.click({xs[2] + 100}, 624)  # OK"),
         view(4, light, ln, "A1", "SKU", True, found="5 of 16 records found", modified=True)),
        (code(f"pyautogui.click({xs[3] + widths[3] - 9}, 207)  # Warehouse dropdown\npyautogui.click({xs[3] + 30}, 470)  # uncheck WH-1\n"
              f"pyautogui.click({xs[3] + 30}, 514)  # uncheck WH-3\npyautogui.click({xs[3] + 100}, 624)  # OK"),
         view(5, lw2, lwn, "A1", "SKU", True, found="3 of 16 records found", modified=True)),
        (code(f"pyautogui.click({xs[5] + 40}, 241)"),
         view(6, lw2, lwn, "F10", "24.6", True, found="3 of 16 records found", stat="Average: 24.60; Sum: 24.60", modified=True)),
        (code("pyautogui.click(504, 75)  # Data\npyautogui.click(560, 290)  # More Filters\npyautogui.click(770, 364)  # Reset Filter"),
         view(7, bad, allnums, "F10", "24.6", True, stat="Average: 24.60; Sum: 24.60", modified=True)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'l')"),
         view(8, bad, allnums, "F10", "24.6", False, stat="Average: 24.60; Sum: 24.60", modified=True)),
        (code("CalcTools.save()"),
         view(9, bad, allnums, "F10", "24.6", False, stat="Average: 24.60; Sum: 24.60", modified=False)),
    ]
    rs.add("os", "h57-os-02", sysp("In inventory_q3.ods, use AutoFilter to list the Lighting items stored in WH-2, check the floodlight's unit cost, then clear the filter and save."),
           turns, state=view(0, data, allnums, "H21", "", False), bad=True, turn=7,
           kind="After Reset Filter, row 10's SKU reads LT-2120 although rows 1-6 showed the same floodlight row as LT-2210 and nothing edited it.")


# ---------------------------------------------------------------- 03 Calc chart (clean)
def t03(rs: RowSet) -> None:
    doc = "website_traffic.xlsx"
    head = ["Month", "Visits", "Signups"]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    visits = [18420, 20115, 22980, 21640, 24310, 26875]
    signups = [356, 389, 412, 398, 451, 497]
    minutes = [615, 616, 617, 617, 618, 620, 621, 622]

    def cells(su: list[int]) -> list[str]:
        return grid(head, [[m, f"{v:,}", str(s)] for m, v, s in zip(months, visits, su)], widths=[90, 100, 100])

    def wizard(step: int, ctype: str = "Column", sub: str = "Normal") -> list[str]:
        out = [R("dialog", "Chart Type" if step == 1 else ("Data Range" if step == 2 else "Chart Elements"), "", (560, 230), (800, 520)),
               R("label", "", "Steps", (575, 250), (60, 17))]
        out += [R("list-item", s, "", (575, 275 + 24 * i), (170, 22)) for i, s in enumerate(["1. Chart Type", "2. Data Range", "3. Data Series", "4. Chart Elements"])]
        if step == 1:
            out.append(R("label", "", "Choose a Chart Type", (760, 250), (200, 17)))
            out += [R("list-item", t, "", (760, 275 + 24 * i), (150, 22)) for i, t in enumerate(["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"])]
            subs = ["Normal", "Stacked", "Percent Stacked", "3D"] if ctype == "Column" else ["Points Only", "Points and Lines", "Lines Only", "3D Lines"]
            out += [R("list-item", s, "", (930 + 100 * i, 275), (96, 80), desc=(ctype + ": " + s) if s == sub else "") for i, s in enumerate(subs)]
            if ctype == "Line":
                out += [R("check-box", "Smooth", "", (930, 380), (90, 20)), R("combo-box", "Line type", "Straight", (1030, 378), (150, 24)),
                        R("push-button", "Properties...", "", (1190, 378), (110, 26))]
        elif step == 2:
            out += [R("label", "", "Choose a Data Range", (760, 250), (200, 17)),
                    R("entry", "Data range", "$Sheet1.$A$1:$C$7", (760, 300), (420, 26)),
                    R("push-button", "Select data range", "", (1185, 300), (26, 26)),
                    R("radio-button", "Data series in rows", "", (760, 345), (200, 20)),
                    R("radio-button", "Data series in columns", "", (760, 369), (220, 20)),
                    R("check-box", "First row as label", "", (760, 410), (180, 20)),
                    R("check-box", "First column as label", "", (760, 434), (200, 20))]
        else:
            out += [R("label", "", "Choose Titles, Legend, and Grid Settings", (760, 250), (320, 17)),
                    R("entry", "Title", "", (860, 290), (300, 26)), R("entry", "Subtitle", "", (860, 322), (300, 26)),
                    R("entry", "X axis", "", (860, 370), (300, 26)), R("entry", "Y axis", "", (860, 402), (300, 26)),
                    R("check-box", "Display legend", "", (1190, 290), (140, 20)), R("radio-button", "Right", "", (1200, 316), (80, 20)),
                    R("check-box", "X axis", "", (760, 470), (80, 20)), R("check-box", "Y axis", "", (860, 470), (80, 20))]
        out += [R("push-button", "Help", "", (575, 705), (80, 30)), R("push-button", "< Back", "", (960, 705), (90, 30)),
                R("push-button", "Next >", "", (1055, 705), (90, 30)), R("push-button", "Finish", "", (1150, 705), (90, 30)),
                R("push-button", "Cancel", "", (1245, 705), (90, 30))]
        return out

    chart = R("embedded", "Object 1", "", (560, 230), (605, 340), desc="Chart")
    sel7 = "Selected: 7 rows, 3 columns"

    def st(su: list[int]) -> str:
        return stat_of([float(v) for v in visits] + [float(s) for s in su])

    def view(t: int, su: list[int], nb: str, fm: str, **kw) -> str:
        return calc(doc, clk("Feb 27", minutes[t]), cells(su), nb, fm, ["Sheet1"], 1, **kw)

    su2 = signups[:2] + [436] + signups[3:]
    pos = [R("dialog", "Position and Size", "", (620, 260), (680, 500)),
           R("page-tab", "Position and Size", "", (632, 300), (140, 24)),
           R("label", "", "Position", (650, 340), (80, 17)),
           R("spin-button", "Position X", "6.77 cm", (760, 364), (120, 26)), R("spin-button", "Position Y", "0.45 cm", (760, 396), (120, 26)),
           R("label", "", "Size", (650, 440), (80, 17)),
           R("spin-button", "Width", "16.00 cm", (760, 464), (120, 26)), R("spin-button", "Height", "9.00 cm", (760, 496), (120, 26)),
           R("check-box", "Keep ratio", "", (760, 530), (120, 20)),
           R("label", "", "Protect", (650, 570), (80, 17)),
           R("check-box", "Position", "", (760, 594), (100, 20)), R("check-box", "Size", "", (760, 618), (100, 20)),
           R("push-button", "Help", "", (632, 715), (80, 30)), R("push-button", "Reset", "", (1020, 715), (80, 30)),
           R("push-button", "OK", "", (1110, 715), (80, 30)), R("push-button", "Cancel", "", (1200, 715), (90, 30))]
    turns = [
        (code("pyautogui.click(110, 170)\npyautogui.write('A1:C7')\npyautogui.press('enter')"),
         view(1, signups, "A1:C7", "Month", sel=sel7, stat=st(signups))),
        (code("pyautogui.click(256, 75)  # Insert\npyautogui.click(300, 330)  # Chart..."),
         view(2, signups, "A1:C7", "Month", sel=sel7, stat=st(signups), modified=True, extra=[chart] + wizard(1))),
        (code("pyautogui.click(800, 383)  # Line\npyautogui.click(1078, 315)  # Points and Lines"),
         view(3, signups, "A1:C7", "Month", sel=sel7, stat=st(signups), modified=True, extra=[chart] + wizard(1, "Line", "Points and Lines"))),
        (code("pyautogui.click(1100, 720)  # Next >"),
         view(4, signups, "A1:C7", "Month", sel=sel7, stat=st(signups), modified=True, extra=[chart] + wizard(2))),
        (code("pyautogui.click(660, 347)  # 4. Chart Elements\npyautogui.click(1010, 303)\npyautogui.write('Monthly Traffic H1 2024')\n"
              "pyautogui.click(1195, 720)  # Finish\npyautogui.click(520, 420)  # leave chart edit mode"),
         view(5, signups, "E14", "", modified=True, extra=[chart])),
        (code("pyautogui.click(342, 258)\npyautogui.write('436')\npyautogui.press('enter')"),
         view(6, su2, "C5", "398", stat="Average: 398; Sum: 398", modified=True, extra=[chart])),
        (code("pyautogui.click(860, 400)\npyautogui.rightClick(860, 400)\npyautogui.click(930, 612)  # Position and Size..."),
         view(7, su2, "Object 1", "", modified=True, extra=[chart] + pos)),
    ]
    rs.add("os", "h57-os-03", sysp("Insert a line chart (points and lines) of monthly visits and signups in website_traffic.xlsx, titled 'Monthly Traffic H1 2024', correct March signups to 436 and check the chart's size."),
           turns, state=view(0, signups, "A1", "Month"))


# ---------------------------------------------------------------- 04 Calc sheet protection (bad: protection reverts)
def t04(rs: RowSet) -> None:
    doc = "payroll_march.ods"
    sheets = ["Summary", "Hours", "Rates"]
    rates = [["G1", "Trainee", "17.20", "1.5", "01/01/2024"], ["G2", "Associate", "21.40", "1.5", "01/01/2024"],
             ["G3", "Technician", "27.50", "1.5", "01/01/2024"], ["G4", "Senior Technician", "31.85", "1.5", "01/01/2024"],
             ["G5", "Supervisor", "36.10", "1.25", "01/03/2024"], ["G6", "Manager", "44.75", "1", "01/03/2024"]]
    rhead = ["Grade", "Title", "Hourly Rate", "OT Multiplier", "Effective From"]
    hours = [("E. Varga", "G3", [38, 40, 37.5, 40]), ("B. Chen", "G2", [40, 40, 40, 36]), ("F. Adeyemi", "G4", [42, 40, 41, 40]),
             ("L. Novak", "G3", [38, 38, 40, 40]), ("R. Santos", "G1", [30, 32, 30, 28]), ("M. Haddad", "G5", [40, 44, 40, 40]),
             ("J. Whitfield", "G2", [36, 40, 40, 38]), ("K. Ito", "G6", [40, 40, 40, 40])]
    hhead = ["Employee", "Grade", "Week 1", "Week 2", "Week 3", "Week 4", "Total"]
    minutes = [722, 723, 724, 725, 725, 726, 728, 729, 730]

    def hcells(h: list) -> list[str]:
        return grid(hhead, [[n, gr, *[g(x) for x in w], g(sum(w))] for n, gr, w in h], widths=[120, 70, 80, 80, 80, 80, 80])

    rcells = grid(rhead, rates, widths=[70, 150, 100, 110, 120])

    def view(t: int, cells: list[str], active: int, nb: str, fm: str, **kw) -> str:
        return calc(doc, clk("Mar 29", minutes[t]), cells, nb, fm, sheets, active, **kw)

    def protect() -> list[str]:
        out = [R("dialog", "Protect Sheet", "", (700, 290), (520, 480)),
               R("check-box", "Protect this sheet and the contents of protected cells", "", (716, 320), (440, 20)),
               R("label", "", "Password:", (736, 356), (90, 17)), R("password-text", "Password", "", (840, 352), (240, 26)),
               R("label", "", "Confirm:", (736, 390), (90, 17)), R("password-text", "Confirm", "", (840, 386), (240, 26)),
               R("label", "", "Allow all users of this sheet to:", (716, 430), (260, 17))]
        out += [R("check-box", n, "", (736, 456 + 24 * i), (220, 20)) for i, n in enumerate(
            ["Select protected cells", "Select unprotected cells", "Insert columns", "Insert rows", "Delete columns", "Delete rows"])]
        out += [R("push-button", "Help", "", (716, 725), (80, 30)), R("push-button", "OK", "", (1020, 725), (80, 30)),
                R("push-button", "Cancel", "", (1110, 725), (90, 30))]
        return out

    alert = [R("alert", "LibreOffice Calc", "", (760, 480), (400, 150)),
             R("label", "", "Protected cells can not be modified.", (800, 520), (300, 17)),
             R("push-button", "OK", "", (1060, 585), (80, 30))]
    hours2 = [h if i != 3 else (h[0], h[1], [40, 38, 40, 40]) for i, h in enumerate(hours)]
    turns = [
        (code("CalcTools.switch_active_sheet('Rates')"), view(1, rcells, 3, "A1", "Grade")),
        (code("pyautogui.click(558, 75)  # Tools\npyautogui.click(610, 412)  # Protect Sheet..."), view(2, rcells, 3, "A1", "Grade", extra=protect())),
        (code("pyautogui.click(960, 365)\npyautogui.write('Payr0ll!24')\npyautogui.click(960, 399)\npyautogui.write('Payr0ll!24')\n"
              "pyautogui.click(746, 466)  # untick 'Select protected cells'\npyautogui.click(1060, 740)  # OK"),
         view(3, rcells, 3, "A1", "Grade", modified=True)),
        (code("pyautogui.click(390, 258)\npyautogui.write('28.50')"),
         view(4, rcells, 3, "C4", "27.5", stat="Average: 27.50; Sum: 27.50", modified=True, extra=alert)),
        (code("pyautogui.press('enter')"), view(5, rcells, 3, "C4", "27.5", stat="Average: 27.50; Sum: 27.50", modified=True)),
        (code("CalcTools.switch_active_sheet('Hours')\npyautogui.click(350, 275)\npyautogui.write('40')\npyautogui.press('enter')"),
         view(6, hcells(hours2), 2, "C6", "30", stat="Average: 30; Sum: 30", modified=True)),
        (code("CalcTools.switch_active_sheet('Rates')\npyautogui.click(558, 75)  # Tools\npyautogui.click(610, 412)  # Protect Sheet..."),
         view(7, rcells, 3, "C4", "27.5", stat="Average: 27.50; Sum: 27.50", modified=True, extra=protect())),
        (code("pyautogui.click(1155, 740)  # Cancel"), view(8, rcells, 3, "C4", "27.5", stat="Average: 27.50; Sum: 27.50", modified=True)),
    ]
    rs.add("os", "h57-os-04", sysp("Protect the Rates sheet of payroll_march.ods with a password so rates cannot be edited, then correct L. Novak's week-1 hours on the Hours sheet to 40."),
           turns, state=view(0, hcells(hours), 2, "A1", "Employee"), bad=True, turn=7,
           kind="Rates was protected at turn 3 (edit refused at turn 4), but Tools > Protect Sheet now opens the set-password Protect Sheet dialog instead of Unprotect Sheet.")


# ---------------------------------------------------------------- 05 Writer mail merge (bad: merged address line differs)
def t05(rs: RowSet) -> None:
    doc = "renewal_letter.odt"
    recs = [("Mr", "Daniel", "Fischer", "14 Elm Row", "Leeds", "LS2 9JT", "M-20417", "31/03/2024"),
            ("Mrs", "Aileen", "Doyle", "3 Harbour View", "Whitby", "YO21 3PU", "M-20433", "31/03/2024"),
            ("Ms", "Priya", "Raman", "7 Clarendon Road", "Bristol", "BS6 7EP", "M-20452", "30/04/2024"),
            ("Mr", "Tomasz", "Nowak", "58 Station Street", "Derby", "DE1 2RJ", "M-20471", "30/04/2024"),
            ("Dr", "Helen", "Carver", "2 Mill Lane", "York", "YO1 6HU", "M-20489", "30/04/2024"),
            ("Mr", "Kwame", "Asante", "91 Grange Avenue", "Hull", "HU5 3BT", "M-20502", "31/05/2024"),
            ("Ms", "Sofia", "Marchetti", "12 Queen's Walk", "Bath", "BA1 2LP", "M-20518", "31/05/2024"),
            ("Mr", "Owen", "Pritchard", "40 Castle Street", "Cardiff", "CF10 1BS", "M-20530", "31/05/2024")]
    fields = ["Title", "FirstName", "LastName", "Street", "City", "Postcode", "MemberNo", "Expiry"]
    body_tpl = ["Northshire Rambling Club", "12 Market Place, Harrogate HG1 1AA · membership@northshire-ramblers.org.uk"]
    tail = ["Yours sincerely,", "Gwen Ashworth", "Membership Secretary"]

    def letter_text(r: tuple, street: str | None = None) -> list[str]:
        return body_tpl + [f"{r[0]} {r[1]} {r[2]}", street or r[3], r[4], r[5], f"Membership number: {r[6]}", f"Dear {r[0]} {r[2]},",
                           f"Your membership expires on {r[7]}. To renew for 2024–25, return the enclosed form or pay online at northshire-ramblers.org.uk/renew before that date. The annual fee remains £36 (£24 concessions).",
                           "Members who renew by 30 April will receive the 2024 walks programme by post."] + tail

    template = body_tpl + ["Membership number: <MemberNo>",
                           "Your membership expires on <Expiry>. To renew for 2024–25, return the enclosed form or pay online at northshire-ramblers.org.uk/renew before that date. The annual fee remains £36 (£24 concessions).",
                           "Members who renew by 30 April will receive the 2024 walks programme by post."] + tail
    minutes = [1000, 1001, 1002, 1003, 1003, 1004, 1005, 1006, 1007, 1008, 1009]

    def w(t: int, paras: list[str], title: str = doc, page: str = "Page 1 of 1", words: str = "78 words, 512 characters", **kw) -> str:
        return writer(title, clk("Apr 2", minutes[t]), paras, [page, words, "Default Page Style", "English (UK)"], **kw)

    dsv = [R("panel", "Data Sources", "", (75, 160), (1840, 300)), R("tree-item", "Bibliography", "", (80, 170), (180, 20)),
           R("tree-item", "members", "", (80, 192), (180, 20)), R("tree-item", "Queries", "", (100, 214), (160, 20)),
           R("tree-item", "Tables", "", (100, 236), (160, 20)), R("tree-item", "Sheet1", "", (120, 258), (140, 20))]
    dsv += [R("column-header", f, "", (300 + 150 * i, 170), (150, 20)) for i, f in enumerate(fields)]
    for j, r in enumerate(recs):
        dsv += [R("table-cell", "", v, (300 + 150 * i, 190 + 20 * j), (150, 20)) for i, v in enumerate(r)]
    dsv += [R("label", "", "Record", (300, 436), (50, 17)), R("text", "Current record", "1", (355, 434), (40, 20)),
            R("label", "", "of", (400, 436), (20, 17)), R("label", "", "14", (425, 436), (30, 17))]

    steps = ["1. Select starting document", "2. Select document type", "3. Insert address block", "4. Create salutation", "5. Adjust layout"]

    def wiz(step: int, docno: int = 1) -> list[str]:
        out = [R("dialog", "Mail Merge Wizard", "", (560, 180), (800, 640)), R("label", "", "Steps", (575, 200), (60, 17))]
        out += [R("list-item", s, "", (575, 225 + 24 * i), (200, 22)) for i, s in enumerate(steps)]
        r = recs[docno - 1]
        if step == 1:
            out += [R("label", "", "Select Starting Document for the Mail Merge", (800, 200), (380, 17))]
            out += [R("radio-button", s, "", (800, 240 + 28 * i), (400, 20)) for i, s in enumerate(
                ["Use the current document", "Create a new document", "Start from existing document", "Start from a template", "Start from a recently saved starting document"])]
        elif step == 2:
            out += [R("label", "", "Select Document Type", (800, 200), (300, 17)), R("radio-button", "Letter", "", (800, 240), (200, 20)),
                    R("radio-button", "Email message", "", (800, 268), (200, 20)),
                    R("label", "", "Send letters to a group of recipients. The letters can contain an address block and a salutation. The letters can be personalized for each recipient.", (800, 310), (520, 51))]
        elif step == 3:
            out += [R("label", "", "Insert Address Block", (800, 200), (300, 17)),
                    R("push-button", "Select Address List...", "", (800, 236), (180, 28)),
                    R("label", "", "Current address list: members", (990, 241), (300, 17)),
                    R("check-box", "This document shall contain an address block", "", (800, 280), (360, 20)),
                    R("push-button", "More...", "", (1180, 278), (90, 28)), R("push-button", "Match Fields...", "", (800, 330), (140, 28)),
                    R("label", "", f"{r[0]} {r[1]} {r[2]}", (820, 390), (300, 17)), R("label", "", r[3], (820, 408), (300, 17)),
                    R("label", "", r[4], (820, 426), (300, 17)), R("label", "", r[5], (820, 444), (300, 17)),
                    R("label", "", "Document:", (800, 500), (80, 17)), R("push-button", "First", "", (890, 496), (26, 26)),
                    R("push-button", "Previous", "", (918, 496), (26, 26)), R("text", "Document number", str(docno), (948, 496), (40, 26)),
                    R("push-button", "Next", "", (992, 496), (26, 26)), R("push-button", "Last", "", (1020, 496), (26, 26))]
        elif step == 4:
            out += [R("label", "", "Create a Salutation", (800, 200), (300, 17)),
                    R("check-box", "This document should contain a salutation", "", (800, 236), (360, 20)),
                    R("check-box", "Insert personalized salutation", "", (820, 264), (300, 20)),
                    R("combo-box", "Female", "Dear Ms <3>,", (900, 292), (260, 26)), R("combo-box", "Male", "Dear Mr <3>,", (900, 324), (260, 26)),
                    R("combo-box", "General salutation", "To whom it may concern,", (900, 380), (260, 26)),
                    R("label", "", f"Dear {r[0]} {r[2]},", (820, 440), (300, 17)),
                    R("label", "", "Document:", (800, 500), (80, 17)), R("text", "Document number", str(docno), (948, 496), (40, 26))]
        else:
            out += [R("label", "", "Adjust Layout of Address Block and Salutation", (800, 200), (380, 17)),
                    R("check-box", "Align to text body", "", (800, 236), (200, 20)),
                    R("spin-button", "From top", "2.00 cm", (900, 264), (100, 26)), R("spin-button", "From left", "2.00 cm", (900, 296), (100, 26)),
                    R("push-button", "Up", "", (1020, 340), (60, 28)), R("push-button", "Down", "", (1090, 340), (60, 28)),
                    R("combo-box", "Zoom", "Entire page", (1180, 236), (140, 26))]
        out += [R("push-button", "Help", "", (575, 780), (80, 30)), R("push-button", "< Back", "", (980, 780), (90, 30)),
                R("push-button", "Next >", "", (1075, 780), (90, 30)), R("push-button", "Finish", "", (1170, 780), (90, 30)),
                R("push-button", "Cancel", "", (1265, 780), (90, 30))]
        return out

    merged = "Untitled 2"
    save = [R("dialog", "Save As", "", (460, 200), (1000, 640)), R("entry", "Name", "renewal_letters_merged", (560, 220), (400, 30)),
            R("push-button", "Documents", "", (560, 260), (110, 28), desc="Current folder"),
            R("list-item", "renewal_letter.odt", "", (700, 320), (500, 24)), R("list-item", "members.ods", "", (700, 346), (500, 24)),
            R("list-item", "AGM_minutes_2023.odt", "", (700, 372), (500, 24)),
            R("combo-box", "File type", "ODF Text Document (.odt)", (1000, 760), (300, 28)),
            R("check-box", "Keep current format", "", (560, 760), (200, 20)), R("check-box", "Save with password", "", (560, 784), (200, 20)),
            R("push-button", "Cancel", "", (470, 206), (80, 30)), R("push-button", "Save", "", (1370, 206), (80, 30))]
    turns = [
        (code("pyautogui.hotkey('ctrl', 'shift', 'f4')"), w(1, template, extra=dsv, y0=500)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'f4')\npyautogui.click(558, 75)  # Tools\npyautogui.click(620, 486)  # Mail Merge Wizard..."),
         w(2, template, extra=wiz(1))),
        (code("pyautogui.click(1120, 795)  # Next >"), w(3, template, extra=wiz(2))),
        (code("pyautogui.click(1120, 795)  # Next >"), w(4, template, extra=wiz(3, 1))),
        (code("pyautogui.click(1005, 509)\npyautogui.click(1005, 509)  # Next document twice"), w(5, template, extra=wiz(3, 3))),
        (code("pyautogui.click(1120, 795)  # Next >"), w(6, template, extra=wiz(4, 3), modified=True)),
        (code("pyautogui.click(1120, 795)  # Next >"), w(7, template, extra=wiz(5, 3), modified=True)),
        (code("pyautogui.click(1215, 795)  # Finish"),
         w(8, letter_text(recs[0]), title=merged, page="Page 1 of 14", words="1,281 words, 8,437 characters", modified=True)),
        (code("pyautogui.hotkey('ctrl', 'g')\npyautogui.write('3')\npyautogui.press('enter')"),
         w(9, letter_text(recs[2], "27 Clarendon Road"), title=merged, page="Page 3 of 14", words="1,281 words, 8,437 characters", modified=True)),
        (code("pyautogui.hotkey('ctrl', 'shift', 's')\npyautogui.write('renewal_letters_merged')"),
         w(10, letter_text(recs[2], "27 Clarendon Road"), title=merged, page="Page 3 of 14", words="1,281 words, 8,437 characters", modified=True, extra=save)),
    ]
    rs.add("os", "h57-os-05", sysp("Use the Mail Merge Wizard to produce the membership renewal letters from renewal_letter.odt and the 'members' address list, check Priya Raman's letter and save the merged letters."),
           turns, state=w(0, template), bad=True, turn=9,
           kind="Merged letter 3 addresses Priya Raman at 27 Clarendon Road, but the data source and the wizard preview showed record 3 as 7 Clarendon Road.")


# ---------------------------------------------------------------- 06 Writer find & replace (bad: one replacement reverts)
def t06(rs: RowSet) -> None:
    doc = "vendor_agreement_v3.docx"
    p1 = ["MASTER SERVICES AGREEMENT",
          "This Agreement is entered into on 4 March 2024 between Halden Logistics Ltd (\"Customer\") and Brightwave Systems GmbH (\"Supplier\").",
          "1. Definitions",
          "1.1 \"Services\" means the fleet telemetry services described in Schedule A to be provided by the Supplier.",
          "1.2 \"Deliverables\" means all documents and software produced by the Supplier under this Agreement.",
          "2. Term",
          "2.1 This Agreement commences on the Effective Date and continues for 24 months unless terminated earlier in accordance with clause 9.",
          "3. Fees and Payment",
          "3.1 The Customer shall pay the Supplier the fees set out in Schedule B within 30 days of receipt of a valid invoice.",
          "3.2 The Supplier may adjust the fees once in each contract year by no more than the increase in the CPI.",
          "4. Obligations",
          "4.1 The Supplier shall maintain service availability of 99.5% measured monthly, excluding scheduled maintenance.",
          "4.2 The Supplier shall notify the Customer of any security incident within 48 hours of becoming aware of it.",
          "4.3 The Customer shall provide the Supplier with reasonable access to its depots during business hours.",
          "5. Liability",
          "5.1 Neither party's aggregate liability shall exceed the fees paid in the 12 months preceding the claim."]
    p2 = ["6. Confidentiality",
          "6.1 Each party shall keep the other party's Confidential Information secret and use it only for the purposes of this Agreement.",
          "7. Intellectual Property",
          "7.1 The Customer owns all data collected from its vehicles.",
          "7.2 The Supplier's pre-existing software remains its property; the Customer receives a non-exclusive licence for the Term.",
          "8. Subcontracting",
          "8.1 The Supplier may not subcontract any part of the Services without the Customer's prior written consent.",
          "9. Termination",
          "9.1 Either party may terminate this Agreement by giving 90 days' written notice."]

    def rep(ps: list[str]) -> list[str]:
        return [p.replace("Supplier", "Vendor") for p in ps]

    n = sum(p.count("Supplier") for p in p1 + p2)
    bad = rep(p1)
    bad[12] = p1[12]
    minutes = [906, 907, 908, 909, 909, 911, 912]

    def w(t: int, paras: list[str], words: str = "2,114 words, 14,380 characters", page: str = "Page 1 of 6", **kw) -> str:
        return writer(doc, clk("Mar 5", minutes[t]), paras, [page, words, "Default Page Style", "English (UK)"], **kw)

    def fr(find: str = "", repl: str = "", label: str = "") -> list[str]:
        return [R("dialog", "Find and Replace", "", (1180, 200), (700, 560)),
                R("label", "", "Find:", (1196, 226), (60, 17)), R("combo-box", "Find", find, (1196, 246), (420, 28)),
                R("check-box", "Match case", "", (1196, 282), (120, 20)), R("check-box", "Whole words only", "", (1336, 282), (160, 20)),
                R("label", "", label, (1196, 310), (420, 17)),
                R("push-button", "Find All", "", (1630, 246), (110, 28)), R("push-button", "Find Previous", "", (1630, 280), (110, 28)),
                R("push-button", "Find Next", "", (1750, 280), (110, 28)),
                R("label", "", "Replace:", (1196, 350), (60, 17)), R("combo-box", "Replace", repl, (1196, 370), (420, 28)),
                R("push-button", "Replace", "", (1630, 370), (110, 28)), R("push-button", "Replace All", "", (1750, 370), (110, 28)),
                R("toggle-button", "Other options", "", (1196, 420), (140, 22)),
                R("push-button", "Help", "", (1196, 715), (80, 30)), R("push-button", "Close", "", (1780, 715), (80, 30))]

    sel_f = f"Selected: {n} words, {n * 8} characters"
    sel_r = f"Selected: {n} words, {n * 6} characters"
    turns = [
        (code("pyautogui.hotkey('ctrl', 'h')"), w(1, p1, extra=fr())),
        (code("pyautogui.write('Supplier')\npyautogui.click(1256, 292)  # Match case\npyautogui.click(1400, 384)\npyautogui.write('Vendor')"),
         w(2, p1, extra=fr("Supplier", "Vendor"))),
        (code("pyautogui.click(1685, 260)  # Find All"), w(3, p1, words=sel_f, extra=fr("Supplier", "Vendor", f"Search key found {n} times"))),
        (code("pyautogui.click(1805, 384)  # Replace All"),
         w(4, rep(p1), words=sel_r, modified=True, extra=fr("Supplier", "Vendor", f"Search key replaced {n} times"))),
        (code("pyautogui.click(1820, 730)  # Close"), w(5, bad, words=sel_r, modified=True)),
        (code("pyautogui.scroll(-25)"), w(6, rep(p2), words=sel_r, page="Page 1 of 6 (Page 2)", modified=True, y0=230)),
    ]
    rs.add("os", "h57-os-06", sysp("In vendor_agreement_v3.docx replace every case-sensitive occurrence of 'Supplier' with 'Vendor'."),
           turns, state=w(0, p1, words="2,114 words, 14,380 characters"), bad=True, turn=5,
           kind=f"Clause 4.2 reads 'The Supplier shall notify…' again after Replace All replaced all {n} matches and turn 4 showed it as 'The Vendor shall notify…'.")


# ---------------------------------------------------------------- 07 Writer footnotes (clean)
def t07(rs: RowSet) -> None:
    doc = "thesis_ch2.odt"
    roman = ["i", "ii", "iii", "iv", "v"]
    fn_new = "Hartmann, K. (2019). Soil carbon flux under reduced tillage. Geoderma 341, 114–126."
    fn_del = "See also the appendix tables A3–A5."
    fn_lal = "Lal, R. (2004). Soil carbon sequestration impacts on global climate change. Science 304, 1623–1627."
    notes_all = ["All monetary values are in 2020 euros.", fn_lal, fn_new, fn_del, "Bulk density was measured with 100 cm³ rings."]

    def page(nums: list[str], has_new: bool, has_del: bool, new_text: str = fn_new) -> list[str]:
        """Page 3: anchors for footnote 2, the new one and the appendix one; nums are their labels."""
        a2 = nums[0]
        k = 1
        s3 = "Field measurements at the Rothamsted long-term trial showed a 0.3 t C ha⁻¹ yr⁻¹ gain over two decades, as reported by Hartmann (2019)."
        if has_new:
            s3 += nums[k]
            k += 1
        s3 += " Later re-sampling suggested that most of the gain was confined to the upper 10 cm."
        if has_del:
            s3 += nums[k]
        out = ["2.3 Carbon Flux Under Reduced Tillage",
               f"Reduced tillage has been associated with higher topsoil organic carbon in temperate cropland (Lal, 2004).{a2} The magnitude of this effect varies with soil texture, climate and residue management.",
               s3, "These findings motivate the sampling design described in Section 2.4, which pairs tilled and untilled plots on the same soil series.",
               "2.4 Sampling Design"]
        out.append(f"{nums[0]} {fn_lal}")
        k = 1
        if has_new:
            out.append(f"{nums[k]} {new_text}".rstrip())
            k += 1
        if has_del:
            out.append(f"{nums[k]} {fn_del}")
        return out

    def wc(text: str) -> tuple[int, int, int]:
        return len(text.split()), len(text), len(text.replace(" ", ""))

    base = (3482, 22105, 18640)
    add, rem = wc(fn_new), wc(fn_del)
    after_anchor = base
    after_add = tuple(b + a for b, a in zip(base, add))
    after_del = tuple(b - r for b, r in zip(after_add, rem))
    minutes = [848, 849, 850, 852, 853, 854, 855, 857, 858, 859]

    def w(t: int, paras: list[str], counts: tuple, **kw) -> str:
        return writer(doc, clk("May 14", minutes[t]), paras, ["Page 3 of 11", f"{counts[0]:,} words, {counts[1]:,} characters", "Default Page Style", "English (UK)"], **kw)

    arabic = ["2", "3", "4"]
    settings = [R("dialog", "Settings of Footnotes and Endnotes", "", (640, 220), (640, 560)),
                R("page-tab", "Footnotes", "", (652, 260), (90, 24)), R("page-tab", "Endnotes", "", (746, 260), (90, 24)),
                R("label", "", "Autonumbering", (668, 300), (120, 17)),
                R("combo-box", "Numbering", "1, 2, 3, ...", (800, 322), (200, 26)), R("combo-box", "Counting", "Per document", (800, 354), (200, 26)),
                R("spin-button", "Start at", "1", (800, 386), (80, 26)), R("entry", "Before", "", (800, 418), (80, 26)),
                R("entry", "After", "", (800, 450), (80, 26)),
                R("radio-button", "End of page", "", (1050, 322), (150, 20)), R("radio-button", "End of document", "", (1050, 346), (150, 20)),
                R("combo-box", "Paragraph", "Footnote", (800, 500), (200, 26)), R("combo-box", "Page", "Footnote", (800, 532), (200, 26)),
                R("combo-box", "Text area", "Footnote Anchor", (800, 584), (200, 26)), R("combo-box", "Footnote area", "Footnote Characters", (800, 616), (200, 26)),
                R("entry", "End of footnote", "", (800, 668), (300, 26)), R("entry", "Start of next page", "", (800, 700), (300, 26)),
                R("push-button", "Help", "", (652, 742), (80, 30)), R("push-button", "OK", "", (1100, 742), (80, 30)), R("push-button", "Cancel", "", (1190, 742), (80, 30))]

    def nav(labels: list[str], notes: list[str]) -> list[str]:
        out = [R("panel", "Navigator", "", (1560, 176), (350, 860)), R("combo-box", "Navigate By", "Footnotes", (1570, 186), (200, 26))]
        cats = ["Headings", "Tables", "Frames", "Images", "OLE objects", "Bookmarks", "Sections", "Hyperlinks", "References", "Indexes", "Comments", "Drawing objects", "Fields", "Footnotes", "Endnotes"]
        y = 230
        for c in cats:
            out.append(R("tree-item", c, "", (1570, y), (320, 20)))
            y += 22
            if c == "Footnotes":
                for lab, tx in zip(labels, notes):
                    out.append(R("tree-item", lab, tx, (1590, y), (300, 20)))
                    y += 22
        return out

    count_dlg = [R("dialog", "Word and Character Count", "", (760, 380), (400, 260)),
                 R("label", "", "Selection", (920, 400), (80, 17)), R("label", "", "Document", (1040, 400), (80, 17)),
                 R("label", "", "Words:", (780, 430), (120, 17)), R("label", "", "0", (920, 430), (80, 17)), R("label", "", f"{after_del[0]:,}", (1040, 430), (80, 17)),
                 R("label", "", "Characters including spaces:", (780, 456), (130, 17)), R("label", "", "0", (920, 456), (80, 17)), R("label", "", f"{after_del[1]:,}", (1040, 456), (80, 17)),
                 R("label", "", "Characters excluding spaces:", (780, 482), (130, 17)), R("label", "", "0", (920, 482), (80, 17)), R("label", "", f"{after_del[2]:,}", (1040, 482), (80, 17)),
                 R("label", "", "Comments:", (780, 508), (130, 17)), R("label", "", "0", (920, 508), (80, 17)), R("label", "", "0", (1040, 508), (80, 17)),
                 R("push-button", "Help", "", (776, 600), (80, 30)), R("push-button", "Close", "", (1066, 600), (80, 30))]
    rom_all = roman[:5]
    turns = [
        (code("pyautogui.click(1262, 354)  # just after 'Hartmann (2019).'"), w(1, page(arabic[:1] + arabic[1:2], False, True), base)),
        (code("pyautogui.click(256, 75)  # Insert\npyautogui.click(330, 352)  # Footnote and Endnote\npyautogui.click(520, 352)  # Footnote"),
         w(2, page(arabic, True, True, ""), after_anchor, modified=True, style="Footnote")),
        (code(f"pyautogui.write({fn_new!r})"), w(3, page(arabic, True, True), after_add, modified=True, style="Footnote")),
        (code("pyautogui.click(558, 75)  # Tools\npyautogui.click(640, 352)  # Footnotes and Endnotes..."),
         w(4, page(arabic, True, True), after_add, modified=True, style="Footnote", extra=settings)),
        (code("pyautogui.click(900, 335)\npyautogui.click(900, 405)  # i, ii, iii, ...\npyautogui.click(1140, 757)  # OK"),
         w(5, page(rom_all[1:4], True, True), after_add, modified=True, style="Footnote")),
        (code("pyautogui.press('f5')"),
         w(6, page(rom_all[1:4], True, True), after_add, modified=True, style="Footnote", extra=nav(rom_all, notes_all))),
        (code("pyautogui.click(1204, 372)  # just after the anchor of footnote iv\npyautogui.press('backspace')"),
         w(7, page(rom_all[1:3], True, False), after_del, modified=True,
           extra=nav(rom_all[:4], [notes_all[0], fn_lal, fn_new, notes_all[4]]))),
        (code("pyautogui.click(558, 75)  # Tools\npyautogui.click(620, 200)  # Word Count..."),
         w(8, page(rom_all[1:3], True, False), after_del, modified=True,
           extra=nav(rom_all[:4], [notes_all[0], fn_lal, fn_new, notes_all[4]]) + count_dlg)),
        (code("pyautogui.click(1106, 615)  # Close\npyautogui.hotkey('ctrl', 's')"),
         w(9, page(rom_all[1:3], True, False), after_del, modified=False,
           extra=nav(rom_all[:4], [notes_all[0], fn_lal, fn_new, notes_all[4]]))),
    ]
    rs.add("os", "h57-os-07", sysp("In thesis_ch2.odt add a footnote citing Hartmann (2019) after the Rothamsted sentence, switch footnote numbering to lower-case Roman numerals, remove the 'See also the appendix tables' footnote and save."),
           turns, state=w(0, page(arabic[:1] + arabic[1:2], False, True), base))


def impress_normal(doc: str, clock: str, titles: list[str], current: int, content: list[tuple[str, str]], modified: bool = False,
                   view: str = "Normal", notes: str | None = None, extra: list[str] | None = None, hidden: tuple[int, ...] = ()) -> str:
    body = lo_top(f"{doc} - LibreOffice Impress", IMPRESS_MENUS)
    body += bar("page-tab", ["Normal", "Outline", "Notes", "Slide Sorter"], 75, 126, w=90, h=24)
    body.append(R("list", "Slides", "", (75, 160), (200, 870)))
    for i, t in enumerate(titles):
        d = "Hidden slide" if (i + 1) in hidden else ""
        body.append(R("list-item", f"Slide {i + 1}", t, (85, 170 + 120 * i), (180, 100), desc=d))
    if view == "Notes":
        body.append(R("image", f"Slide {current}", titles[current - 1], (700, 190), (720, 405)))
        body.append(R("paragraph", "", notes if notes else "Click to add Notes", (700, 640), (720, 18 * (1 + len(notes or "") // 90))))
    else:
        y = 230
        for tag, text in content:
            body.append(R(tag, "", text, (420, y), (1200, 40 if tag == "heading" else 26)))
            y += 70 if tag == "heading" else 36
    body += [R("label", "", f"Slide {current} of {len(titles)}", (75, 1046), (110, 19)),
             R("label", "", "Title, Content" if view == "Normal" else "Notes", (300, 1046), (110, 19)),
             R("label", "", "English (USA)", (500, 1046), (110, 19)),
             lo_saved(modified, 700),
             R("slider", "Zoom", "", (1700, 1046), (130, 19)), R("label", "", "74%", (1850, 1046), (45, 19))]
    body += extra or []
    return desk(clock, "LibreOffice Impress", body)


# ---------------------------------------------------------------- 08 Impress slide sorter (bad: slide title renamed)
def t08(rs: RowSet) -> None:
    doc = "onboarding_2024.odp"
    titles = ["Welcome to Northwind", "Agenda", "Our Mission & Values", "Your First Week", "IT Accounts & Security",
              "Tools We Use", "Benefits Enrollment", "Who to Ask", "Q&A"]
    moved = titles[:2] + [titles[6]] + titles[2:6] + titles[7:]
    bad = [t if t != "IT Accounts & Security" else "IT Accounts and Security" for t in moved]
    dup = bad[:2] + ["Agenda"] + bad[2:]
    agenda = [("heading", "Agenda"), ("paragraph", "Who we are and what we value"), ("paragraph", "Benefits enrollment deadlines"),
              ("paragraph", "Your first week, day by day"), ("paragraph", "Getting set up with IT"),
              ("paragraph", "Tools and contacts"), ("paragraph", "Questions")]
    welcome = [("heading", "Welcome to Northwind"), ("paragraph", "New starter onboarding · March 2024"), ("paragraph", "People Operations")]
    minutes = [781, 782, 783, 784, 785, 786, 787, 787, 788]

    def c(t: int) -> str:
        return clk("Mar 4", minutes[t])

    turns = [
        (code("pyautogui.click(198, 75)  # View\npyautogui.click(260, 187)  # Slide Sorter"), impress_sorter(doc, c(1), titles, 1)),
        (code("pyautogui.moveTo(1190, 570)\npyautogui.dragTo(975, 300, duration=1.0)  # slide 7 between slides 2 and 3"),
         impress_sorter(doc, c(2), moved, 3, modified=True)),
        (code("pyautogui.rightClick(310, 840)\npyautogui.click(380, 1004)  # Hide Slide"),
         impress_sorter(doc, c(3), bad, 9, modified=True, hidden=(9,))),
        (code("pyautogui.click(750, 570)"), impress_sorter(doc, c(4), bad, 6, modified=True, hidden=(9,))),
        (code("ImpressTools.duplicate_slide(2)"), impress_sorter(doc, c(5), dup, 3, modified=True, hidden=(10,))),
        (code("pyautogui.click(198, 75)  # View\npyautogui.click(250, 101)  # Normal"),
         impress_normal(doc, c(6), dup, 3, agenda, modified=True, hidden=(10,))),
        (code("count = ImpressTools.get_slide_count()\nprint(count)"), impress_normal(doc, c(7), dup, 3, agenda, modified=True, hidden=(10,))),
        (code("ImpressTools.save()"), impress_normal(doc, c(8), dup, 3, agenda, modified=False, hidden=(10,))),
    ]
    rs.add("os", "h57-os-08", sysp("In onboarding_2024.odp move 'Benefits Enrollment' to be the third slide, hide the Q&A slide, duplicate the Agenda slide and save."),
           turns, state=impress_normal(doc, c(0), titles, 1, welcome), bad=True, turn=3,
           kind="The slide titled 'IT Accounts & Security' (slide 6 after the move) is listed as 'IT Accounts and Security' after only hiding slide 9.")


# ---------------------------------------------------------------- 09 Impress presenter notes (clean)
def t09(rs: RowSet) -> None:
    doc = "quarterly_review.pptx"
    titles = ["Q1 2024 Business Review", "Highlights", "Revenue by Region", "Customer Retention", "Product Roadmap", "Hiring Plan", "Risks", "Next Steps"]
    n1 = "Open with the headline: revenue up 12% quarter on quarter. Thank the EMEA team for the Lisbon contract."
    n4_old = "Mention churn fell from 4.3% to 3.1%. Do not share the logo list outside the company."
    n4_new = "Churn fell from 4.3% to 3.1%; net revenue retention is 108%. The logo list is internal only - skip it if partners attend."
    cover = [("heading", "Q1 2024 Business Review"), ("paragraph", "Leadership offsite · 11 April 2024"), ("paragraph", "Finance & Strategy")]
    minutes = [603, 604, 606, 607, 609, 610, 611, 612]

    def c(t: int) -> str:
        return clk("Apr 10", minutes[t])

    def notes(t: int, cur: int, text: str | None, **kw) -> str:
        return impress_normal(doc, c(t), titles, cur, [], view="Notes", notes=text, **kw)

    def show(display: str) -> list[str]:
        out = [R("dialog", "Slide Show Settings", "", (600, 200), (720, 620)), R("label", "", "Range", (620, 230), (80, 17)),
               R("radio-button", "All slides", "", (640, 256), (160, 20)), R("radio-button", "From:", "", (640, 282), (80, 20)),
               R("combo-box", "From slide", "Q1 2024 Business Review", (730, 278), (300, 26)), R("radio-button", "Custom slide show", "", (640, 312), (180, 20)),
               R("label", "", "Presentation Mode", (620, 350), (160, 17)), R("radio-button", "Full screen", "", (640, 376), (160, 20)),
               R("radio-button", "In a window", "", (640, 402), (160, 20)), R("radio-button", "Loop and repeat after:", "", (640, 428), (200, 20)),
               R("spin-button", "Pause duration", "00:00:10", (850, 426), (100, 26)), R("check-box", "Show logo", "", (660, 456), (120, 20)),
               R("label", "", "Multiple Displays", (620, 500), (160, 17)), R("combo-box", "Presentation display", display, (800, 520), (300, 26)),
               R("label", "", "Options", (1000, 230), (80, 17))]
        out += [R("check-box", s, "", (1010, 256 + 26 * i), (290, 20)) for i, s in enumerate(
            ["Change slides manually", "Mouse pointer visible", "Mouse pointer as pen", "Navigator visible", "Animations allowed",
             "Change slides by clicking on background", "Presentation always on top"])]
        out += [R("push-button", "Help", "", (620, 775), (80, 30)), R("push-button", "OK", "", (1140, 775), (80, 30)),
                R("push-button", "Cancel", "", (1230, 775), (80, 30))]
        return out

    turns = [
        (code("pyautogui.click(198, 75)  # View\npyautogui.click(240, 161)  # Notes"), notes(1, 1, None)),
        (code(f"pyautogui.click(1060, 650)\npyautogui.write({n1!r})"), notes(2, 1, n1, modified=True)),
        (code("ImpressTools.go_to_slide(4)"), notes(3, 4, n4_old, modified=True)),
        (code(f"pyautogui.click(1060, 650)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write({n4_new!r})"), notes(4, 4, n4_new, modified=True)),
        (code("pyautogui.click(462, 75)  # Slide Show\npyautogui.click(540, 330)  # Slide Show Settings..."),
         notes(5, 4, n4_new, modified=True, extra=show("Display 1 (built-in)"))),
        (code("pyautogui.click(950, 533)\npyautogui.click(950, 585)  # Display 2 (external)\npyautogui.click(1180, 790)  # OK"),
         notes(6, 4, n4_new, modified=True)),
        (code("ImpressTools.go_to_slide(1)"), notes(7, 1, n1, modified=True)),
    ]
    rs.add("os", "h57-os-09", sysp("Write speaker notes for the cover slide of quarterly_review.pptx, rewrite the notes of the Customer Retention slide, and send the slide show to the external display."),
           turns, state=impress_normal(doc, c(0), titles, 1, cover))


# ---------------------------------------------------------------- GIMP
GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]
GIMP_TOOLS = ["Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool", "Warp Transform",
              "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Smudge Tool", "Text Tool", "Bucket Fill Tool", "Color Picker Tool", "Zoom Tool"]


def gimp(title: str, clock: str, memo: str, zoom: str, layers: list[str], options: list[str] | None = None, extra: list[str] | None = None) -> str:
    body = [R("frame", title, "", (70, 27), (1850, 1053))]
    body += bar("menu", GIMP_MENUS, 75, 56)
    body += [R("push-button", t, "", (80 + 34 * (i % 6), 90 + 34 * (i // 6)), (32, 32)) for i, t in enumerate(GIMP_TOOLS)]
    body += [R("push-button", "Foreground color", "", (90, 200), (40, 40)), R("push-button", "Background color", "", (115, 225), (40, 40))]
    body += [R("label", "", "Tool Options", (80, 290), (200, 17))] + (options or [])
    body += [R("drawing-area", "", "", (300, 90), (1300, 900)),
             R("page-tab", "Layers", "", (1620, 90), (70, 24)), R("page-tab", "Channels", "", (1694, 90), (80, 24)),
             R("page-tab", "Paths", "", (1778, 90), (60, 24)), R("combo-box", "Mode", "Normal", (1620, 124), (290, 26)),
             R("spin-button", "Opacity", "100.0", (1620, 156), (290, 26))]
    body += [R("table-cell", "", ly, (1660, 196 + 40 * i), (250, 38)) for i, ly in enumerate(layers)]
    body += [R("combo-box", "Unit", "px", (305, 1000), (60, 26)), R("combo-box", "Zoom", zoom, (370, 1000), (90, 26)),
             R("label", "", memo, (470, 1004), (400, 17))]
    body += extra or []
    return desk(clock, "GNU Image Manipulation Program", body)


def props_dlg(name: str, path: str, w: int, h: int, ppi: int, fsize: str, ftype: str, mem: str, undo: int) -> list[str]:
    mm = lambda v: f"{v / ppi * 25.4:.2f}"  # noqa: E731
    rows = [("Size in pixels:", f"{w} × {h} pixels"), ("Print size:", f"{mm(w)} × {mm(h)} millimeters"),
            ("Resolution:", f"{ppi} × {ppi} ppi"), ("Color space:", "RGB color"), ("Precision:", "8-bit gamma integer"),
            ("File Name:", path), ("File Size:", fsize), ("File Type:", ftype), ("Size in memory:", mem),
            ("Undo steps:", str(undo)), ("Redo steps:", "0"), ("Number of pixels:", f"{w * h:,}"),
            ("Number of layers:", "1"), ("Number of channels:", "0"), ("Number of paths:", "0")]
    out = [R("dialog", f"Image Properties — {name}", "", (640, 220), (640, 560)),
           R("page-tab", "Properties", "", (652, 256), (90, 24)), R("page-tab", "Color Profile", "", (746, 256), (100, 24)),
           R("page-tab", "Comment", "", (850, 256), (80, 24)), R("page-tab", "Metadata", "", (934, 256), (80, 24))]
    for i, (k, v) in enumerate(rows):
        out += [R("label", "", k, (670, 296 + 26 * i), (150, 17)), R("label", "", v, (840, 296 + 26 * i), (420, 17))]
    out += [R("push-button", "Help", "", (652, 735), (80, 30)), R("push-button", "Close", "", (1186, 735), (80, 30))]
    return out


# ---------------------------------------------------------------- 10 GIMP canvas size (clean)
def t10(rs: RowSet) -> None:
    def title(w: int, h: int, state: str = "imported", dirty: bool = False) -> str:
        name = "banner_1500x500" if state == "exported" else "banner_source"
        return f"{'*' if dirty else ''}[{name}] ({state})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {w}x{h} – GIMP"

    minutes = [1132, 1133, 1134, 1135, 1136, 1137, 1138, 1139, 1141, 1141]

    def v(t: int, w: int, h: int, memo: str, extra: list[str] | None = None, state: str = "imported", dirty: bool = False) -> str:
        return gimp(title(w, h, state, dirty), clk("Jun 21", minutes[t]), memo, "100%", ["Background"], extra=extra)

    def canvas(w: int, h: int, ox: int, oy: int, resize: str = "None", fill: str = "Transparency") -> list[str]:
        return [R("dialog", "Set Image Canvas Size", "", (620, 180), (680, 700)),
                R("label", "", "Canvas Size", (640, 220), (120, 17)),
                R("spin-button", "Width", str(w), (720, 246), (120, 26)), R("spin-button", "Height", str(h), (720, 278), (120, 26)),
                R("toggle-button", "Chain", "", (850, 258), (20, 40), desc="Link width and height"),
                R("combo-box", "Unit", "px", (880, 262), (60, 26)),
                R("label", "", f"{w} × {h} pixels", (720, 312), (200, 17)), R("label", "", "72 ppi", (720, 330), (200, 17)),
                R("label", "", "Offset", (640, 370), (80, 17)),
                R("spin-button", "X", str(ox), (720, 396), (120, 26)), R("spin-button", "Y", str(oy), (720, 428), (120, 26)),
                R("push-button", "Center", "", (860, 410), (80, 28)),
                R("label", "", "Layers", (640, 480), (80, 17)),
                R("combo-box", "Resize layers", resize, (760, 506), (200, 26)), R("combo-box", "Fill with", fill, (760, 538), (200, 26)),
                R("check-box", "Resize text layers", "", (760, 570), (200, 20)),
                R("push-button", "Help", "", (640, 835), (80, 30)), R("push-button", "Reset", "", (980, 835), (80, 30)),
                R("push-button", "Cancel", "", (1070, 835), (80, 30)), R("push-button", "Resize", "", (1160, 835), (100, 30))]

    export = [R("dialog", "Export Image", "", (460, 180), (1000, 680)), R("entry", "Name", "banner_1500x500.png", (560, 200), (420, 30)),
              R("push-button", "Pictures", "", (560, 240), (110, 28), desc="Current folder"),
              R("list-item", "banner_source.png", "", (700, 300), (500, 24)), R("list-item", "logo_mark.svg", "", (700, 326), (500, 24)),
              R("list-item", "team_offsite.jpg", "", (700, 352), (500, 24)),
              R("combo-box", "Select File Type (By Extension)", "", (560, 780), (300, 26)),
              R("push-button", "Help", "", (470, 820), (80, 30)), R("push-button", "Export", "", (1280, 820), (80, 30)),
              R("push-button", "Cancel", "", (1370, 820), (80, 30))]
    png = [R("dialog", "Export Image as PNG", "", (720, 300), (480, 440))]
    png += [R("check-box", s, "", (740, 330 + 24 * i), (300, 20)) for i, s in enumerate(
        ["Interlacing (Adam7)", "Save background color", "Save gamma", "Save layer offset", "Save resolution", "Save creation time",
         "Save comment", "Save color values from transparent pixels"])]
    png += [R("combo-box", "Pixel format", "automatic", (740, 540), (200, 26)), R("slider", "Compression level", "9", (740, 580), (300, 26)),
            R("push-button", "Export", "", (1010, 700), (80, 30)), R("push-button", "Cancel", "", (1100, 700), (80, 30))]
    turns = [
        (code("pyautogui.click(339, 67)  # Image\npyautogui.click(400, 330)  # Canvas Size..."), v(1, 1200, 400, "banner_source.png (2.9 MB)", canvas(1200, 400, 0, 0))),
        (code("pyautogui.click(860, 278)  # unlink chain\npyautogui.tripleClick(780, 259); pyautogui.write('1500\\t')\n"
              "pyautogui.tripleClick(780, 291); pyautogui.write('500\\t')"), v(2, 1200, 400, "banner_source.png (2.9 MB)", canvas(1500, 500, 0, 0))),
        (code("pyautogui.click(900, 424)  # Center"), v(3, 1200, 400, "banner_source.png (2.9 MB)", canvas(1500, 500, 150, 50))),
        (code("pyautogui.click(860, 519)\npyautogui.click(860, 571)  # All layers\npyautogui.click(860, 551)\npyautogui.click(860, 629)  # Background color"),
         v(4, 1200, 400, "banner_source.png (2.9 MB)", canvas(1500, 500, 150, 50, "All layers", "Background color"))),
        (code("pyautogui.click(1210, 850)  # Resize"), v(5, 1500, 500, "banner_source.png (4.4 MB)", dirty=True)),
        (code("pyautogui.click(339, 67)  # Image\npyautogui.click(420, 720)  # Image Properties"),
         v(6, 1500, 500, "banner_source.png (4.4 MB)", props_dlg("banner_source", "/home/user/Pictures/banner_source.png", 1500, 500, 72, "118.4 kB", "PNG image", "4.4 MB", 1), dirty=True)),
        (code("pyautogui.click(1226, 750)  # Close\npyautogui.hotkey('ctrl', 'shift', 'e')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('banner_1500x500.png')"),
         v(7, 1500, 500, "banner_source.png (4.4 MB)", export, dirty=True)),
        (code("pyautogui.click(1320, 835)  # Export"), v(8, 1500, 500, "banner_source.png (4.4 MB)", [export[0]] + export[1:2] + png, dirty=True)),
    ]
    turns.append((code("pyautogui.click(1050, 715)  # Export (PNG options)"), v(9, 1500, 500, "banner_1500x500.png (4.4 MB)", state="exported", dirty=True)))
    rs.add("os", "h57-os-10", sysp("Enlarge the canvas of banner_source.png to 1500×500 px with the image centred and the new area filled with the background colour, then export it as banner_1500x500.png."),
           turns, state=v(0, 1200, 400, "banner_source.png (2.9 MB)"))


# ---------------------------------------------------------------- 11 GIMP colors and crop (bad: resolution changes)
def t11(rs: RowSet) -> None:
    def title(w: int, h: int, dirty: bool) -> str:
        return f"{'*' if dirty else ''}[scan_0912] (imported)-3.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {w}x{h} – GIMP"

    minutes = [495, 496, 497, 498, 499, 500, 502, 503, 504, 505]

    def v(t: int, w: int, h: int, mem: str, dirty: bool = False, extra: list[str] | None = None, options: list[str] | None = None) -> str:
        return gimp(title(w, h, dirty), clk("Jan 16", minutes[t]), f"scan_0912.tif ({mem})", "25%", ["Background"], options=options, extra=extra)

    def bc(b: str, c: str) -> list[str]:
        return [R("dialog", "Brightness-Contrast", "", (700, 280), (480, 420)),
                R("label", "", "Adjust Brightness and Contrast", (720, 300), (300, 17)), R("label", "", "Background-4 ([scan_0912] (imported))", (720, 320), (300, 17)),
                R("combo-box", "Presets", "", (720, 350), (360, 26)), R("push-button", "Manage presets", "", (1090, 350), (40, 26)),
                R("spin-button", "Brightness", b, (720, 392), (400, 26)), R("spin-button", "Contrast", c, (720, 424), (400, 26)),
                R("push-button", "Edit these Settings as Levels", "", (720, 460), (260, 28)),
                R("toggle-button", "Blending Options", "", (720, 500), (200, 22)),
                R("check-box", "Preview", "", (720, 540), (100, 20)), R("check-box", "Split view", "", (840, 540), (120, 20)),
                R("push-button", "Help", "", (720, 655), (80, 30)), R("push-button", "Reset", "", (890, 655), (80, 30)),
                R("push-button", "OK", "", (980, 655), (80, 30)), R("push-button", "Cancel", "", (1070, 655), (90, 30))]

    rect_opts = [R("label", "", "Rectangle Select", (80, 310), (200, 17)), R("label", "", "Mode:", (80, 334), (60, 17)),
                 R("check-box", "Antialiasing", "", (80, 358), (200, 20)), R("check-box", "Feather edges", "", (80, 382), (200, 20)),
                 R("check-box", "Rounded corners", "", (80, 406), (200, 20)), R("check-box", "Expand from center", "", (80, 430), (200, 20)),
                 R("check-box", "Fixed", "", (80, 454), (80, 20)), R("combo-box", "Fixed mode", "Aspect ratio", (165, 452), (120, 26)),
                 R("entry", "Aspect", "1:1", (80, 482), (120, 26)),
                 R("label", "", "Position:", (80, 516), (80, 17)), R("spin-button", "Position X", "210", (80, 536), (90, 26)),
                 R("spin-button", "Position Y", "164", (175, 536), (90, 26)),
                 R("label", "", "Size:", (80, 570), (80, 17)), R("spin-button", "Width", "2980", (80, 590), (90, 26)),
                 R("spin-button", "Height", "2110", (175, 590), (90, 26)),
                 R("combo-box", "Highlight", "", (80, 626), (200, 26)), R("combo-box", "Guides", "No guides", (80, 658), (200, 26)),
                 R("check-box", "Auto Shrink", "", (80, 690), (200, 20)), R("check-box", "Shrink merged", "", (80, 714), (200, 20))]
    path = "/home/user/Scans/scan_0912.tif"
    turns = [
        (code("pyautogui.click(339, 67)  # Image\npyautogui.click(420, 720)  # Image Properties"),
         v(1, 3508, 2480, "33.4 MB", extra=props_dlg("scan_0912", path, 3508, 2480, 300, "24.9 MB", "TIFF image", "33.4 MB", 0))),
        (code("pyautogui.click(1226, 750)  # Close\npyautogui.click(438, 67)  # Colors\npyautogui.click(600, 190)  # Brightness-Contrast..."),
         v(2, 3508, 2480, "33.4 MB", extra=bc("0", "0"))),
        (code("pyautogui.tripleClick(1000, 405); pyautogui.write('15\\t')\npyautogui.tripleClick(1000, 437); pyautogui.write('10\\t')"),
         v(3, 3508, 2480, "33.4 MB", extra=bc("15", "10"))),
        (code("pyautogui.click(1020, 670)  # OK"), v(4, 3508, 2480, "59.5 MB", dirty=True)),
        (code("pyautogui.press('r')\npyautogui.moveTo(352, 131)\npyautogui.dragTo(1097, 658, duration=1.0)"),
         v(5, 3508, 2480, "59.6 MB", dirty=True, options=rect_opts)),
        (code("pyautogui.click(339, 67)  # Image\npyautogui.click(400, 250)  # Crop to Selection"),
         v(6, 2980, 2110, "78.2 MB", dirty=True, options=rect_opts)),
        (code("pyautogui.click(438, 67)  # Colors\npyautogui.click(580, 390)  # Desaturate\npyautogui.click(760, 390)  # Desaturate...\n"
              "pyautogui.click(1020, 670)  # OK (Mode: Luminance)"),
         v(7, 2980, 2110, "96.1 MB", dirty=True, options=rect_opts)),
        (code("pyautogui.click(339, 67)  # Image\npyautogui.click(420, 720)  # Image Properties"),
         v(8, 2980, 2110, "96.1 MB", dirty=True, options=rect_opts,
           extra=props_dlg("scan_0912", path, 2980, 2110, 72, "24.9 MB", "TIFF image", "96.1 MB", 4))),
        (code("pyautogui.click(1226, 750)  # Close"), v(9, 2980, 2110, "96.1 MB", dirty=True, options=rect_opts)),
    ]
    rs.add("os", "h57-os-11", sysp("Brighten scan_0912.tif (brightness 15, contrast 10), crop it to the document area, desaturate it and check the resulting image properties."),
           turns, state=v(0, 3508, 2480, "33.4 MB"), bad=True, turn=8,
           kind="Image Properties gives 72 × 72 ppi (and a print size computed from it) although turn 1 showed 300 × 300 ppi and only brightness, crop and desaturate were applied.")


# ---------------------------------------------------------------- Thunderbird
def tb(clock: str, tabs: list[str], active: int, content: list[str]) -> str:
    body = [R("frame", f"{tabs[active]} - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
    body += [R("page-tab", t, "", (150 + 260 * i, 36), (256, 34)) for i, t in enumerate(tabs)]
    body += [R("push-button", "Minimize", "", (1800, 36), (34, 34)), R("push-button", "Maximize", "", (1836, 36), (34, 34)),
             R("push-button", "Close", "", (1872, 36), (34, 34))]
    body += [R("push-button", "Get Messages", "", (160, 76), (130, 32)), R("push-button", "New Message", "", (294, 76), (130, 32)),
             R("entry", "Search", "", (700, 78), (500, 30)), R("push-button", "AppMenu", "", (1870, 76), (34, 32), desc="Display the Thunderbird Menu")]
    body += [R("push-button", s, "", (76, 116 + 48 * i), (44, 44)) for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat"])]
    body += [R("push-button", "Settings", "", (76, 980), (44, 44)), R("push-button", "Collapse", "", (76, 1028), (44, 30))]
    body += content
    body += [R("label", "", "Done", (130, 1056), (60, 17)), R("push-button", "Today pane", "", (1800, 1054), (110, 22))]
    return desk(clock, "Thunderbird Mail", body)


# ---------------------------------------------------------------- 12 Thunderbird accounts (clean)
def t12(rs: RowSet) -> None:
    me = "maria.lopez@northwind.io"
    new = "m.lopez.personal@fastmail.com"
    subs = ["Server Settings", "Copies & Folders", "Composition & Addressing", "Junk Settings", "Synchronization & Storage",
            "End-To-End Encryption", "Return Receipts"]
    minutes = [838, 839, 840, 841, 842, 843, 845, 846, 847, 848, 849]

    def tree(name: str, extra_acct: bool = False) -> list[str]:
        out = [R("tree-item", name, "", (140, 140), (300, 24))]
        out += [R("tree-item", s, "", (160, 166 + 26 * i), (280, 24)) for i, s in enumerate(subs)]
        y = 166 + 26 * len(subs)
        if extra_acct:
            out.append(R("tree-item", new, "", (140, y), (300, 24)))
            y += 26
            out += [R("tree-item", s, "", (160, y + 26 * i), (280, 24)) for i, s in enumerate(subs)]
            y += 26 * len(subs)
        out += [R("tree-item", "Local Folders", "", (140, y), (300, 24)), R("tree-item", "Junk Settings", "", (160, y + 26), (280, 24)),
                R("tree-item", "Disk Space", "", (160, y + 52), (280, 24)), R("tree-item", "Outgoing Server (SMTP)", "", (140, y + 78), (300, 24)),
                R("push-button", "Account Actions", "", (140, 1000), (200, 30))]
        return out

    def main_page(acct: str, name: str, email: str, org: str, sig: str) -> list[str]:
        return [R("heading", "", f"Account Settings - <{acct}>", (480, 140), (900, 26)),
                R("label", "", "Account Name:", (480, 190), (140, 17)), R("entry", "Account Name:", acct, (640, 186), (600, 28)),
                R("label", "", "Default Identity", (480, 240), (200, 17)),
                R("label", "", "Each account has an identity, which is the information that other people see when they read your messages.", (480, 262), (900, 17)),
                R("entry", "Your Name:", name, (640, 292), (600, 28)), R("entry", "Email Address:", email, (640, 326), (600, 28)),
                R("entry", "Reply-to Address:", "", (640, 360), (600, 28)), R("entry", "Organization:", org, (640, 394), (600, 28)),
                R("label", "", "Signature text:", (480, 436), (140, 17)), R("check-box", "Use HTML (e.g., <b>bold</b>)", "", (640, 434), (300, 20)),
                R("entry", "Signature text:", sig, (480, 460), (760, 120)),
                R("check-box", "Attach the signature from a file instead (text, HTML, or image):", "", (480, 596), (500, 20)),
                R("check-box", "Attach my vCard to messages", "", (480, 624), (300, 20)), R("push-button", "Edit vCard...", "", (1100, 620), (140, 28)),
                R("label", "", "Outgoing Server (SMTP):", (480, 668), (180, 17)),
                R("combo-box", "Outgoing Server (SMTP):", "northwind - smtp.northwind.io (Default)" if email == me else f"{new} - smtp.fastmail.com", (680, 664), (500, 28)),
                R("push-button", "Manage Identities...", "", (1100, 720), (160, 28))]

    def server(every: str) -> list[str]:
        return [R("heading", "", "Server Settings", (480, 140), (900, 26)),
                R("label", "", "Server Type:", (480, 186), (120, 17)), R("label", "", "IMAP Mail Server", (640, 186), (200, 17)),
                R("entry", "Server Name:", "imap.northwind.io", (640, 214), (360, 28)), R("spin-button", "Port:", "993", (1080, 214), (90, 28)),
                R("label", "", "Default: 993", (1180, 220), (100, 17)), R("entry", "User Name:", me, (640, 248), (360, 28)),
                R("label", "", "Security Settings", (480, 294), (160, 17)),
                R("combo-box", "Connection security:", "SSL/TLS", (680, 318), (240, 28)), R("combo-box", "Authentication method:", "Normal password", (680, 352), (240, 28)),
                R("label", "", "Server Settings", (480, 398), (160, 17)),
                R("check-box", "Check for new messages at startup", "", (480, 422), (300, 20)),
                R("check-box", "Check for new messages every", "", (480, 448), (260, 20)), R("spin-button", "minutes", every, (745, 444), (70, 28)),
                R("label", "", "minutes", (822, 450), (60, 17)),
                R("check-box", "Allow immediate server notifications when new messages arrive", "", (480, 476), (460, 20)),
                R("label", "", "When I delete a message:", (480, 510), (200, 17)),
                R("radio-button", "Move it to this folder:", "", (500, 534), (200, 20)), R("combo-box", "Trash folder", "Trash on Northwind (work)", (710, 530), (260, 28)),
                R("radio-button", "Just mark it as deleted", "", (500, 562), (200, 20)), R("radio-button", "Remove it immediately", "", (500, 588), (200, 20)),
                R("check-box", "Clean up (\"Expunge\") Inbox on Exit", "", (480, 624), (300, 20)), R("check-box", "Empty Trash on Exit", "", (480, 650), (300, 20)),
                R("push-button", "Advanced...", "", (1100, 648), (120, 28)),
                R("label", "", "Message Storage", (480, 690), (160, 17)),
                R("combo-box", "Message Store Type:", "File per folder (mbox)", (680, 712), (260, 28)),
                R("entry", "Local Directory:", "/home/user/.thunderbird/k7x2ma1q.default-release/ImapMail/imap.northwind.io", (640, 746), (600, 28)),
                R("push-button", "Browse...", "", (1250, 746), (90, 28))]

    def smtp(servers: list[str]) -> list[str]:
        out = [R("heading", "", "Outgoing Server (SMTP) Settings", (480, 140), (900, 26)),
               R("label", "", "When managing your identities you can use a server from this list by selecting it as the Outgoing Server (SMTP), or you can use the default server from this list by selecting \"Use Default Server\".", (480, 176), (900, 34))]
        out += [R("list-item", s, "", (480, 224 + 26 * i), (600, 24)) for i, s in enumerate(servers)]
        out += [R("push-button", b, "", (1100, 224 + 34 * i), (120, 28)) for i, b in enumerate(["Add...", "Edit...", "Remove", "Set Default"])]
        out += [R("label", "", "Details of selected server:", (480, 380), (220, 17)),
                R("label", "", "Description:", (480, 406), (160, 17)), R("label", "", "northwind", (660, 406), (300, 17)),
                R("label", "", "Server Name:", (480, 430), (160, 17)), R("label", "", "smtp.northwind.io", (660, 430), (300, 17)),
                R("label", "", "Port:", (480, 454), (160, 17)), R("label", "", "587", (660, 454), (300, 17)),
                R("label", "", "User Name:", (480, 478), (160, 17)), R("label", "", me, (660, 478), (300, 17)),
                R("label", "", "Authentication method:", (480, 502), (160, 17)), R("label", "", "Normal password", (660, 502), (300, 17)),
                R("label", "", "Connection Security:", (480, 526), (160, 17)), R("label", "", "STARTTLS", (660, 526), (300, 17))]
        return out

    setup1 = [R("heading", "", "Set Up Your Existing Email Address", (700, 160), (600, 30)),
              R("label", "", "To use your current email address fill in your credentials. Thunderbird will automatically search for a working and recommended server configuration.", (700, 200), (600, 34))]

    def setup_fields(name: str, mail: str, pw: str) -> list[str]:
        return [R("entry", "Your full name", name, (700, 260), (480, 30)), R("entry", "Email address", mail, (700, 320), (480, 30)),
                R("password-text", "Password", pw, (700, 380), (480, 30)), R("check-box", "Remember password", "", (700, 420), (200, 20))]

    found = [R("label", "", "Configuration found at email provider", (700, 470), (400, 20)),
             R("label", "", "Available configurations", (700, 500), (300, 17)),
             R("radio-button", "IMAP Keep your folders and emails synced on your server", "", (700, 526), (480, 40)),
             R("radio-button", "POP3 Keep your folders and emails on your computer", "", (700, 570), (480, 40)),
             R("label", "", "Incoming", (720, 620), (80, 17)), R("label", "", "IMAP", (820, 620), (60, 17)),
             R("label", "", "imap.fastmail.com", (890, 620), (200, 17)), R("label", "", "SSL/TLS", (1100, 620), (80, 17)),
             R("label", "", "Outgoing", (720, 644), (80, 17)), R("label", "", "SMTP", (820, 644), (60, 17)),
             R("label", "", "smtp.fastmail.com", (890, 644), (200, 17)), R("label", "", "SSL/TLS", (1100, 644), (80, 17)),
             R("label", "", "Username", (720, 668), (80, 17)), R("label", "", new, (890, 668), (300, 17)),
             R("push-button", "Configure manually", "", (700, 720), (180, 32)), R("push-button", "Cancel", "", (960, 720), (100, 32)),
             R("push-button", "Done", "", (1070, 720), (100, 32))]
    done = [R("heading", "", "Account successfully created", (700, 200), (600, 30)),
            R("label", "", "You can now use this account with Thunderbird. You can improve the experience by connecting related services and configuring advanced account settings.", (700, 240), (600, 34)),
            R("push-button", "Account settings", "", (700, 300), (200, 30)), R("push-button", "End-to-end encryption", "", (700, 336), (200, 30)),
            R("push-button", "Signature", "", (700, 372), (200, 30)),
            R("label", "", "Connect your calendars and address books", (700, 420), (400, 17)),
            R("push-button", "Finish", "", (1070, 720), (100, 32))]
    sig = "Maria Lopez | Procurement Lead | Northwind Trading | +44 20 7946 0321"
    srv2 = ["northwind - smtp.northwind.io (Default)", "Gmail - smtp.gmail.com"]
    srv3 = srv2 + [f"{new} - smtp.fastmail.com"]
    tabs = ["Inbox", "Account Settings"]
    tabs3 = ["Inbox", "Account Settings", "Account Setup"]
    acct = "Northwind (work)"

    def c(t: int) -> str:
        return clk("Mar 21", minutes[t])

    turns = [
        (code("pyautogui.click(1886, 92)  # AppMenu\npyautogui.click(1700, 560)  # Account Settings"),
         tb(c(1), tabs, 1, tree(me) + main_page(me, "Maria Lopez", me, "Northwind Trading", sig))),
        (code("pyautogui.tripleClick(940, 200)\npyautogui.write('Northwind (work)')\npyautogui.press('tab')"),
         tb(c(2), tabs, 1, tree(acct) + main_page(acct, "Maria Lopez", me, "Northwind Trading", sig))),
        (code("pyautogui.click(260, 178)  # Server Settings"), tb(c(3), tabs, 1, tree(acct) + server("10"))),
        (code("pyautogui.tripleClick(780, 458)\npyautogui.write('5')\npyautogui.press('tab')"), tb(c(4), tabs, 1, tree(acct) + server("5"))),
        (code("pyautogui.click(260, 436)  # Outgoing Server (SMTP)"), tb(c(5), tabs, 1, tree(acct) + smtp(srv2))),
        (code("pyautogui.click(240, 1015)  # Account Actions\npyautogui.click(300, 900)  # Add Mail Account..."),
         tb(c(6), tabs3, 2, setup1 + setup_fields("", "", "") + [R("push-button", "Configure manually", "", (700, 470), (180, 32)),
                                                                 R("push-button", "Cancel", "", (960, 470), (100, 32)), R("push-button", "Continue", "", (1070, 470), (100, 32))])),
        (code(f"pyautogui.click(940, 275); pyautogui.write('Maria Lopez')\npyautogui.click(940, 335); pyautogui.write({new!r})\n"
              "pyautogui.click(940, 395); pyautogui.write('Fm-7q!tR2vLx')\npyautogui.click(1120, 486)  # Continue"),
         tb(c(7), tabs3, 2, setup1 + setup_fields("Maria Lopez", new, "••••••••••••") + found)),
        (code("pyautogui.click(1120, 736)  # Done"), tb(c(8), tabs3, 2, done)),
        (code("pyautogui.click(1120, 736)  # Finish"), tb(c(9), tabs, 1, tree(acct, True) + smtp(srv3))),
        (code("pyautogui.click(260, 360)"),
         tb(c(10), tabs, 1, tree(acct, True) + main_page(new, "Maria Lopez", new, "", ""))),
    ]
    rs.add("os", "h57-os-12", sysp("In Thunderbird rename the work account to 'Northwind (work)', check for new mail every 5 minutes, and add the personal Fastmail account m.lopez.personal@fastmail.com."),
           turns, state=tb(c(0), ["Inbox"], 0, [R("tree-item", f"{me}", "", (140, 140), (300, 24)), R("tree-item", "Inbox (7)", "", (160, 166), (280, 24)),
                                                R("tree-item", "Drafts", "", (160, 192), (280, 24)), R("tree-item", "Sent", "", (160, 218), (280, 24)),
                                                R("tree-item", "Trash", "", (160, 244), (280, 24)), R("tree-item", "Local Folders", "", (140, 270), (300, 24))]))


# ---------------------------------------------------------------- 13 Thunderbird tags and junk (bad: created tag missing)
def t13(rs: RowSet) -> None:
    me = "d.okoro@halden-logistics.co.uk"
    minutes = [556, 557, 558, 558, 559, 560, 561, 562, 563, 564]
    cats = ["General", "Composition", "Privacy & Security", "Chat", "Calendar"]
    colors = {"Important": "#FF0000", "Work": "#FF9900", "Personal": "#009900", "To Do": "#3333FF", "Later": "#993399", "Invoices": "#00A3A3"}

    def c(t: int) -> str:
        return clk("Mar 14", minutes[t])

    def settings(pane: list[str]) -> list[str]:
        out = [R("entry", "Find in Settings", "", (1400, 130), (360, 30))]
        out += [R("list-item", k, "", (150, 140 + 44 * i), (260, 40)) for i, k in enumerate(cats)]
        out += [R("list-item", "Thunderbird Add-ons & Themes", "", (150, 960), (260, 40))]
        return out + pane

    general = [R("heading", "", "Thunderbird Start Page", (480, 140), (600, 26)),
               R("check-box", "When Thunderbird launches, show the Start Page in the message area", "", (480, 176), (600, 20)),
               R("entry", "Location:", "about:blank", (560, 204), (600, 28)), R("push-button", "Restore Default", "", (1170, 204), (140, 28)),
               R("heading", "", "Language & Appearance", (480, 260), (600, 26)),
               R("combo-box", "Choose the language used to display menus, messages, and notifications from Thunderbird.", "English (GB)", (480, 296), (300, 28)),
               R("heading", "", "Fonts & Colors", (480, 350), (600, 26)),
               R("combo-box", "Default font:", "Default (DejaVu Serif)", (560, 386), (300, 28)), R("combo-box", "Size:", "16", (900, 386), (80, 28)),
               R("push-button", "Advanced...", "", (1000, 386), (110, 28)), R("push-button", "Colors...", "", (1120, 386), (110, 28))]

    def tags(names: list[str], sel: str = "") -> list[str]:
        out = [R("heading", "", "Reading & Display", (480, 140), (600, 26)),
               R("check-box", "Automatically mark messages as read", "", (480, 176), (400, 20)),
               R("radio-button", "Immediately on display", "", (500, 202), (300, 20)),
               R("radio-button", "After displaying for", "", (500, 228), (200, 20)), R("spin-button", "seconds", "5", (710, 224), (60, 28)),
               R("label", "", "Open messages in:", (480, 266), (200, 17)),
               R("radio-button", "A new tab", "", (500, 290), (200, 20)), R("radio-button", "A new message window", "", (500, 316), (200, 20)),
               R("radio-button", "An existing message window", "", (500, 342), (250, 20)),
               R("heading", "", "Tags", (480, 400), (600, 26)),
               R("label", "", "Tags can be used to categorize and prioritize your messages.", (480, 434), (600, 17))]
        out += [R("list-item", n, "", (480, 460 + 28 * i), (520, 26), desc=("selected; " if n == sel else "") + f"color {colors[n]}") for i, n in enumerate(names)]
        out += [R("push-button", b, "", (1020, 460 + 34 * i), (110, 28)) for i, b in enumerate(["Add", "Edit", "Delete"])]
        return out

    newtag = [R("dialog", "New Tag", "", (760, 420), (400, 180)), R("entry", "Tag Name:", "", (790, 460), (340, 28)),
              R("label", "", "Color:", (790, 504), (60, 17)), R("push-button", "Color", "", (860, 498), (60, 28)),
              R("push-button", "Cancel", "", (950, 560), (90, 28)), R("push-button", "OK", "", (1050, 560), (90, 28))]
    privacy = [R("heading", "", "Mail Content", (480, 140), (600, 26)),
               R("check-box", "Allow remote content in messages", "", (480, 176), (400, 20)), R("push-button", "Exceptions...", "", (1100, 172), (120, 28)),
               R("heading", "", "Cookies", (480, 220), (600, 26)),
               R("check-box", "Accept cookies from sites", "", (480, 256), (300, 20)), R("combo-box", "Keep until:", "they expire", (600, 282), (200, 28)),
               R("heading", "", "Junk", (480, 330), (600, 26)),
               R("label", "", "Set your default junk mail settings. Account-specific junk mail settings can be configured in Account Settings.", (480, 364), (800, 17)),
               R("check-box", "When I mark messages as junk:", "", (480, 392), (300, 20)),
               R("radio-button", "Move them to the account's \"Junk\" folder", "", (500, 418), (360, 20)),
               R("radio-button", "Delete them", "", (500, 444), (200, 20)),
               R("check-box", "Mark messages as read when marked as junk", "", (480, 474), (400, 20)),
               R("check-box", "Enable adaptive junk filter logging", "", (480, 500), (300, 20)),
               R("push-button", "Show log", "", (800, 496), (100, 28)), R("push-button", "Reset Training Data", "", (910, 496), (170, 28)),
               R("heading", "", "Scam Detection", (480, 550), (600, 26)),
               R("check-box", "Tell me if the message I'm reading is a suspected email scam", "", (480, 586), (500, 20))]
    log = [R("dialog", "Adaptive Junk Mail Log", "", (560, 220), (800, 560)),
           R("label", "", "This is the log of the adaptive junk mail controls.", (580, 244), (600, 17)),
           R("text", "", "Junk decision from JunkMail Plugin on 3/11/24, 7:42 AM message from: \"Parcel Notice\" <track@dlvry-notice.top> subject: Your parcel is waiting for confirmation date: Mon, 11 Mar 2024 07:41:55 +0000 message-id: <20240311074155.5f1c@dlvry-notice.top>", (580, 270), (760, 60)),
           R("text", "", "Junk decision from JunkMail Plugin on 3/12/24, 9:14 AM message from: \"Microsoft 365\" <no-reply@m365-secure-login.info> subject: Password expires today date: Tue, 12 Mar 2024 09:13:58 +0000 message-id: <c0ffee42.9d31@m365-secure-login.info>", (580, 336), (760, 60)),
           R("text", "", "Junk decision from JunkMail Plugin on 3/13/24, 6:05 PM message from: \"Crypto Desk\" <desk@fast-yield-club.biz> subject: 340% returns - last chance date: Wed, 13 Mar 2024 18:04:40 +0000 message-id: <a71be3.2210@fast-yield-club.biz>", (580, 402), (760, 60)),
           R("push-button", "Clear Log", "", (580, 735), (110, 30)), R("push-button", "Close", "", (1250, 735), (90, 30))]
    msgs = [("Invoice INV-20931 for March", "Brightwave Billing", "3/14/24, 8:02 AM"), ("Re: Q2 forecast review", "Tom Ashby", "3/13/24, 5:47 PM"),
            ("Delivery note DN-4471", "Depot Leeds", "3/13/24, 2:15 PM"), ("Team lunch Friday?", "Nadia Rahman", "3/13/24, 11:30 AM"),
            ("Your Zoom recording is ready", "Zoom", "3/12/24, 4:06 PM"), ("Contract renewal - vendor_agreement_v3", "Legal Team", "3/12/24, 10:22 AM")]
    mail = [R("tree-item", me, "", (140, 140), (300, 24)), R("tree-item", "Inbox (12)", "", (160, 166), (280, 24)),
            R("tree-item", "Drafts", "", (160, 192), (280, 24)), R("tree-item", "Sent", "", (160, 218), (280, 24)),
            R("tree-item", "Archive", "", (160, 244), (280, 24)), R("tree-item", "Junk (3)", "", (160, 270), (280, 24)),
            R("tree-item", "Trash", "", (160, 296), (280, 24)), R("tree-item", "Local Folders", "", (140, 322), (300, 24))]
    mail += [R("column-header", h, "", (460 + x, 140), (w, 24)) for h, x, w in [("Subject", 0, 560), ("Correspondents", 560, 300), ("Date", 860, 200), ("Tags", 1060, 150)]]
    for i, (s, f, d) in enumerate(msgs):
        mail += [R("table-cell", "", s, (460, 166 + 26 * i), (560, 24)), R("table-cell", "", f, (1020, 166 + 26 * i), (300, 24)),
                 R("table-cell", "", d, (1320, 166 + 26 * i), (200, 24))]
    menu = [R("menu", "", "", (700, 180), (300, 520))]
    menu += [R("menu-item", m, "", (704, 184 + 26 * i), (292, 24)) for i, m in enumerate(
        ["Open Message in New Tab", "Open Message in New Window", "Reply", "Reply All", "Forward", "Edit As New Message...", "Tag", "Mark", "Archive",
         "Move To", "Copy To", "Convert To", "Save As...", "Print...", "Delete Message"])]
    tagmenu = [R("menu", "", "", (1000, 340), (240, 230))]
    tagmenu += [R("menu-item", m, "", (1004, 344 + 26 * i), (232, 24)) for i, m in enumerate(
        ["New Tag...", "Manage Tags...", "Remove All Tags", "1 Important", "2 Work", "3 Personal", "4 To Do"])]
    base = ["Important", "Work", "Personal", "To Do", "Later"]
    t_set = ["Inbox", "Settings"]
    turns = [
        (code("pyautogui.click(1886, 92)  # AppMenu\npyautogui.click(1700, 530)  # Settings"), tb(c(1), t_set, 1, settings(general))),
        (code("pyautogui.scroll(-15)"), tb(c(2), t_set, 1, settings(tags(base)))),
        (code("pyautogui.click(1075, 474)  # Add"), tb(c(3), t_set, 1, settings(tags(base)) + newtag)),
        (code("pyautogui.write('Invoices')\npyautogui.click(890, 512)\npyautogui.click(1095, 574)  # OK"),
         tb(c(4), t_set, 1, settings(tags(base + ["Invoices"], "Invoices")))),
        (code("pyautogui.click(700, 585)  # Later\npyautogui.click(1075, 542)  # Delete"),
         tb(c(5), t_set, 1, settings(tags(["Important", "Work", "Personal", "To Do", "Invoices"], "Invoices")))),
        (code("pyautogui.click(280, 250)  # Privacy & Security"), tb(c(6), t_set, 1, settings(privacy))),
        (code("pyautogui.click(850, 510)  # Show log"), tb(c(7), t_set, 1, settings(privacy) + log)),
        (code("pyautogui.click(1295, 750)  # Close\npyautogui.click(278, 53)  # Inbox tab"), tb(c(8), t_set, 0, mail)),
        (code("pyautogui.rightClick(740, 178)\npyautogui.click(850, 352)  # Tag"), tb(c(9), t_set, 0, mail + menu + tagmenu)),
    ]
    rs.add("os", "h57-os-13", sysp("In Thunderbird create an 'Invoices' tag, delete the unused 'Later' tag, review the junk-mail log, then tag the Brightwave invoice."),
           turns, state=tb(c(0), ["Inbox"], 0, mail), bad=True, turn=9,
           kind="The message Tag submenu lists only Important, Work, Personal and To Do: the Invoices tag created at turn 4 (still listed at turn 5) is missing.")


# ---------------------------------------------------------------- Chrome
def chrome(clock: str, tabs: list[str], active: int, url: str, profile: str, page: list[str], extra: list[str] | None = None,
           behind: list[str] | None = None) -> str:
    body = [R("frame", f"{b} - Google Chrome", "", (70, 27), (1850, 1053)) for b in (behind or [])]
    body += [R("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    body += [R("page-tab", t, "", (80 + 240 * i, 35), (236, 34), cls="Tab") for i, t in enumerate(tabs)]
    body += [R("push-button", "New Tab", "", (80 + 240 * len(tabs), 38), (28, 28), cls="NewTabButton"),
             R("push-button", "Back", "", (78, 77), (34, 34), cls="ToolbarButton"), R("push-button", "Forward", "", (114, 77), (34, 34), cls="ToolbarButton"),
             R("push-button", "Reload", "", (150, 77), (34, 34), cls="ReloadButton"),
             R("entry", "Address and search bar", url, (200, 79), (1480, 30), cls="OmniboxViewViews"),
             R("push-button", "Bookmark this tab", "", (1650, 79), (28, 28), cls="StarView"),
             R("push-button", "Extensions", "", (1700, 77), (34, 34), cls="ExtensionsToolbarButton"),
             R("push-button", profile, "", (1740, 77), (90, 34), cls="AvatarToolbarButton", desc=f"Chrome profile: {profile}"),
             R("push-button", "Chrome", "", (1876, 77), (34, 34), cls="BrowserAppMenuButton", desc="Customize and control Google Chrome"),
             R("document-web", tabs[active], "", (70, 116), (1850, 964))]
    body += page
    body += extra or []
    return desk(clock, "Google Chrome", body)


NTP = [R("image", "Google", "", (820, 300), (272, 92)), R("entry", "Search Google or type a URL", "", (660, 430), (600, 46)),
       R("link", "Gmail", "", (1700, 130), (50, 20)), R("link", "Images", "", (1760, 130), (60, 20)),
       R("push-button", "Customize Chrome", "", (1720, 1020), (180, 36))]


# ---------------------------------------------------------------- 14 Chrome profiles (clean)
def t14(rs: RowSet) -> None:
    minutes = [697, 698, 699, 700, 701, 702, 703, 704, 705]

    def c(t: int) -> str:
        return clk("Feb 6", minutes[t])

    shortcuts = [R("link", s, "", (640 + 130 * i, 520), (112, 112)) for i, s in enumerate(["Acme Mail", "Jira", "Confluence", "GitHub", "Add shortcut"])]
    bubble = [R("panel", "Work", "", (1480, 112), (420, 560)), R("label", "", "Work", (1520, 180), (300, 20)),
              R("label", "", "dana.k@acme-corp.com", (1520, 204), (300, 17)), R("label", "", "Sync is on", (1520, 228), (300, 17)),
              R("push-button", "Manage your Google Account", "", (1520, 260), (340, 32)),
              R("push-button", "Passwords", "", (1500, 310), (120, 32)), R("push-button", "Payment methods", "", (1625, 310), (140, 32)),
              R("push-button", "Addresses and more", "", (1770, 310), (120, 32)),
              R("label", "", "Other Chrome profiles", (1500, 370), (300, 17)), R("push-button", "Personal", "", (1500, 396), (380, 36)),
              R("push-button", "Add", "", (1500, 440), (380, 36)), R("push-button", "Open Guest profile", "", (1500, 484), (380, 36)),
              R("push-button", "Manage Chrome profiles", "", (1500, 528), (380, 36))]
    picker_frame = "Google Chrome"

    def picker(rows: list[str]) -> str:
        body = [R("frame", "New Tab - Google Chrome", "", (70, 27), (1850, 1053)),
                R("frame", picker_frame, "", (560, 160), (800, 760)), R("document-web", "Chrome profile picker", "", (560, 196), (800, 724))] + rows
        return body

    setup = [R("heading", "", "Set up your new Chrome profile", (660, 300), (600, 36)),
             R("label", "", "Keep work and personal browsing separate, or share a computer with others", (660, 350), (600, 20)),
             R("push-button", "Sign in", "", (760, 480), (400, 44)), R("push-button", "Continue without an account", "", (760, 540), (400, 44)),
             R("push-button", "Back", "", (580, 216), (36, 36))]

    def customize(name: str) -> list[str]:
        return [R("heading", "", "Customize your Chrome profile", (660, 260), (600, 36)),
                R("entry", "Add a name or label like \"Work\" or \"Personal\"", name, (760, 360), (400, 40)),
                R("label", "", "Pick a theme color", (760, 430), (300, 17))] + \
               [R("radio-button", col, "", (760 + 50 * i, 460), (40, 40)) for i, col in enumerate(["Default", "Warm grey", "Midnight blue", "Black", "Beige", "Aqua", "Green"])] + \
               [R("check-box", "Create desktop shortcut", "", (760, 540), (300, 20)), R("push-button", "Done", "", (1160, 860), (100, 36)),
                R("push-button", "Back", "", (580, 216), (36, 36))]

    def people(name: str) -> list[str]:
        return [R("entry", "Search settings", "", (760, 130), (600, 36)),
                R("heading", "", "You and Google", (420, 200), (700, 30)),
                R("label", "", "Get Google smarts in Chrome", (420, 250), (500, 20)),
                R("label", "", "Sync and personalize Chrome across your devices", (420, 274), (500, 17)),
                R("push-button", "Turn on sync…", "", (1300, 256), (160, 36)),
                R("link", "Sync and Google services", "", (420, 330), (1040, 44)),
                R("link", "Customize your Chrome profile", "", (420, 376), (1040, 44), desc=name),
                R("link", "Import bookmarks and settings", "", (420, 422), (1040, 44))] + \
               [R("link", s, "", (80, 200 + 40 * i), (300, 36)) for i, s in enumerate(
                   ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance", "Search engine", "Default browser", "On startup"])]

    def manage(name: str) -> list[str]:
        return [R("heading", "", "Customize profile", (420, 200), (700, 30)),
                R("entry", "Name your Chrome profile", name, (420, 260), (500, 40)),
                R("label", "", "Theme color", (420, 330), (300, 17)),
                R("check-box", "Create desktop shortcut", "", (420, 560), (300, 20))]

    who = [R("heading", "", "Who's using Chrome?", (760, 260), (400, 40)),
           R("push-button", "Work", "", (640, 380), (150, 180), desc="dana.k@acme-corp.com"),
           R("push-button", "Personal", "", (810, 380), (150, 180)),
           R("push-button", "QA Testing", "", (980, 380), (150, 180)),
           R("push-button", "Add", "", (1150, 380), (150, 180)),
           R("push-button", "Guest mode", "", (660, 860), (140, 36)), R("check-box", "Show on startup", "", (1180, 866), (180, 20))]
    turns = [
        (code("pyautogui.click(1785, 94)  # profile button"), chrome(c(1), ["New Tab"], 0, "", "Work", NTP + shortcuts, bubble)),
        (code("pyautogui.click(1690, 458)  # Add"), desk(c(2), "Google Chrome", picker(setup))),
        (code("pyautogui.click(960, 562)  # Continue without an account"), desk(c(3), "Google Chrome", picker(customize("")))),
        (code("pyautogui.click(960, 380)\npyautogui.write('Testing')\npyautogui.click(1210, 878)  # Done"),
         chrome(c(4), ["New Tab"], 0, "", "Testing", NTP, behind=["New Tab"])),
        (code("BrowserTools.open_profile_settings()"),
         chrome(c(5), ["Settings - You and Google"], 0, "chrome://settings/people", "Testing", people("Testing"), behind=["New Tab"])),
        (code("pyautogui.click(940, 398)  # Customize your Chrome profile\npyautogui.tripleClick(670, 280)\npyautogui.write('QA Testing')\npyautogui.press('tab')"),
         chrome(c(6), ["Settings - Customize profile"], 0, "chrome://settings/manageProfile", "QA Testing", manage("QA Testing"), behind=["New Tab"])),
        (code("pyautogui.click(1785, 94)  # profile button\npyautogui.click(1690, 546)  # Manage Chrome profiles"),
         desk(c(7), "Google Chrome", [R("frame", "New Tab - Google Chrome", "", (70, 27), (1850, 1053)),
                                      R("frame", "Settings - Customize profile - Google Chrome", "", (70, 27), (1850, 1053)),
                                      R("frame", picker_frame, "", (560, 160), (800, 760)),
                                      R("document-web", "Chrome profile picker", "", (560, 196), (800, 724))] + who)),
        (code("pyautogui.click(885, 470)  # Personal"),
         chrome(c(8), ["New Tab"], 0, "", "Personal", NTP + [R("link", s, "", (640 + 130 * i, 520), (112, 112)) for i, s in enumerate(["YouTube", "Netflix", "Strava", "Add shortcut"])],
                behind=["New Tab", "Settings - Customize profile"])),
    ]
    rs.add("os", "h57-os-14", sysp("Create a new Chrome profile for testing without signing in, rename it 'QA Testing', then open the Personal profile from the profile picker."),
           turns, state=chrome(c(0), ["New Tab"], 0, "", "Work", NTP + shortcuts))


# ---------------------------------------------------------------- 15 Chrome extensions and site data (clean)
def t15(rs: RowSet) -> None:
    minutes = [920, 921, 921, 922, 923, 923, 925, 926, 927, 928]

    def c(t: int) -> str:
        return clk("May 29", minutes[t])

    exts = [("uBlock Origin", "Finally, an efficient blocker. Easy on CPU and memory.", "1.57.2", "cjpalhdlnbpafiamejdnhcphjbkeiagm"),
            ("Grammarly: AI Writing and Grammar Checker App", "Improve your writing with all-in-one assistance—including generative AI, grammar check, and more.", "14.1160.0", "kbfnbcaeplbcioakkpcpgfkobkghlhen"),
            ("Dark Reader", "Dark mode for every website. Take care of your eyes, use dark theme for night and daily browsing.", "4.9.80", "eimadpbcbfnmbkopoojfekhnkhdbieeh"),
            ("Google Docs Offline", "Edit, create, and view your documents, spreadsheets, and presentations — all without internet access.", "1.73.0", "ghbmnnjooekpmoecnnnilnnbdlolhkhi")]

    def ext_page(items: list[tuple], dev: bool, active: set[str]) -> list[str]:
        out = [R("heading", "", "Extensions", (90, 130), (200, 30)), R("entry", "Search extensions", "", (660, 128), (600, 36)),
               R("toggle-button", "Developer mode", "", (1780, 136), (40, 20))]
        if dev:
            out += [R("push-button", "Load unpacked", "", (90, 180), (140, 32)), R("push-button", "Pack extension", "", (240, 180), (150, 32)),
                    R("push-button", "Update", "", (400, 180), (90, 32))]
        for i, (n, d, v, eid) in enumerate(items):
            x, y = 420 + 560 * (i % 2), 240 + 250 * (i // 2)
            out += [R("heading", "", n, (x + 70, y + 20), (400, 20))]
            if dev:
                out += [R("label", "", v, (x + 70, y + 44), (100, 17))]
            out += [R("label", "", d, (x + 70, y + 68), (440, 40))]
            if dev:
                out += [R("label", "", f"ID: {eid}", (x + 70, y + 114), (440, 17))]
                if n in active:
                    out += [R("label", "", "Inspect views", (x + 70, y + 136), (100, 17)), R("link", "service worker (Inactive)", "", (x + 175, y + 136), (180, 17))]
            out += [R("push-button", "Details", "", (x + 20, y + 196), (80, 32)), R("push-button", "Remove", "", (x + 110, y + 196), (80, 32)),
                    R("toggle-button", n, "", (x + 470, y + 202), (40, 20))]
        return out

    on = {"uBlock Origin", "Grammarly: AI Writing and Grammar Checker App", "Google Docs Offline"}
    rm = [R("dialog", "Remove “Grammarly: AI Writing and Grammar Checker App”?", "", (700, 380), (520, 200)),
          R("label", "", "Remove “Grammarly: AI Writing and Grammar Checker App”?", (730, 410), (460, 20)),
          R("check-box", "Report abuse", "", (730, 470), (160, 20)),
          R("push-button", "Cancel", "", (1010, 530), (90, 32)), R("push-button", "Remove", "", (1110, 530), (90, 32))]
    sites = [("acme-corp.com", 14.8, 31), ("google.com", 9.6, 47), ("github.com", 5.2, 23), ("atlassian.net", 21.3, 12),
             ("youtube.com", 7.9, 15), ("linkedin.com", 2.4, 28), ("stackoverflow.com", 1.1, 9)]

    def all_sites(rows: list[tuple], total: float, query: str = "", subs: list[tuple] | None = None) -> list[str]:
        out = [R("entry", "Search", query, (1500, 130), (360, 36)),
               R("heading", "", "All sites", (420, 190), (400, 30)), R("combo-box", "Sort by", "Most visited", (1300, 190), (200, 32)),
               R("label", "", f"Total storage used by sites: {total:.1f} MB", (420, 240), (500, 20)),
               R("push-button", "Delete all data", "", (1300, 236), (160, 32))]
        y = 290
        for n, mb, ck in rows:
            out += [R("push-button", n, "", (420, y), (1040, 52), desc=f"{mb:.1f} MB · {ck} cookies")]
            y += 56
            for sn, smb, sck in (subs or []) if n == "acme-corp.com" else []:
                out += [R("link", sn, "", (460, y), (900, 44), desc=f"{smb:.1f} MB · {sck} cookies"),
                        R("push-button", f"Delete data for {sn}", "", (1400, y + 6), (32, 32))]
                y += 48
        return out

    total = sum(s[1] for s in sites)
    subs = [("intranet.acme-corp.com", 12.6, 19), ("mail.acme-corp.com", 2.2, 12)]
    delete = [R("dialog", "Delete site data and permissions for intranet.acme-corp.com?", "", (680, 380), (560, 230)),
              R("label", "", "This will delete 12.6 MB of site data and cookies for intranet.acme-corp.com. You may be signed out of this site.", (710, 430), (500, 40)),
              R("push-button", "Cancel", "", (1020, 560), (90, 32)), R("push-button", "Delete", "", (1120, 560), (90, 32))]
    wiki = [R("heading", "", "Onboarding", (420, 200), (600, 36)), R("link", "Home", "", (420, 160), (60, 20)),
            R("label", "", "Last edited by Priya N. on 27 May 2024", (420, 250), (400, 17)),
            R("paragraph", "", "Start here: request VPN access, set up 2FA and join #new-starters.", (420, 290), (900, 20))]
    url_ext, url_all = "chrome://extensions", "chrome://settings/content/all"
    three = [e for e in exts if not e[0].startswith("Grammarly")]
    turns = [
        (code("BrowserTools.open_extensions()"), chrome(c(1), ["Onboarding - Acme Wiki", "Extensions"], 1, url_ext, "Work", ext_page(exts, False, on))),
        (code("pyautogui.click(1800, 146)  # Developer mode"), chrome(c(2), ["Onboarding - Acme Wiki", "Extensions"], 1, url_ext, "Work", ext_page(exts, True, on))),
        (code("pyautogui.click(910, 702)  # Dark Reader toggle"),
         chrome(c(3), ["Onboarding - Acme Wiki", "Extensions"], 1, url_ext, "Work", ext_page(exts, True, on | {"Dark Reader"}))),
        (code("pyautogui.click(1130, 452)  # Remove (Grammarly)"),
         chrome(c(4), ["Onboarding - Acme Wiki", "Extensions"], 1, url_ext, "Work", ext_page(exts, True, on | {"Dark Reader"}), rm)),
        (code("pyautogui.click(1155, 546)  # Remove"),
         chrome(c(5), ["Onboarding - Acme Wiki", "Extensions"], 1, url_ext, "Work", ext_page(three, True, on | {"Dark Reader"}))),
        (code(f"pyautogui.click(900, 94)\npyautogui.write({url_all!r})\npyautogui.press('enter')"),
         chrome(c(6), ["Onboarding - Acme Wiki", "Settings - All sites"], 1, url_all, "Work", all_sites(sites, total))),
        (code("pyautogui.click(1680, 148)\npyautogui.write('acme')\npyautogui.click(940, 316)  # expand acme-corp.com"),
         chrome(c(7), ["Onboarding - Acme Wiki", "Settings - All sites"], 1, url_all, "Work", all_sites(sites[:1], total, "acme", subs))),
        (code("pyautogui.click(1416, 368)  # Delete data for intranet.acme-corp.com"),
         chrome(c(8), ["Onboarding - Acme Wiki", "Settings - All sites"], 1, url_all, "Work", all_sites(sites[:1], total, "acme", subs), delete)),
        (code("pyautogui.click(1165, 576)  # Delete"),
         chrome(c(9), ["Onboarding - Acme Wiki", "Settings - All sites"], 1, url_all, "Work",
                all_sites([("acme-corp.com", 2.2, 12)], total - 12.6, "acme", subs[1:]))),
    ]
    rs.add("os", "h57-os-15", sysp("In Chrome, enable Dark Reader, remove Grammarly, and delete the stored site data of intranet.acme-corp.com."),
           turns, state=chrome(c(0), ["Onboarding - Acme Wiki"], 0, "https://intranet.acme-corp.com/wiki/Onboarding", "Work", wiki))


# ---------------------------------------------------------------- VS Code
VSC_MENUS = ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]


def vscode(clock: str, title: str, side: list[str], tabs: list[tuple[str, str]], active: int, lines: list[str], status: list[str],
           extra: list[str] | None = None) -> str:
    body = [R("frame", f"{title} - Visual Studio Code", "", (70, 27), (1850, 1053))]
    body += bar("menu", VSC_MENUS, 110, 32, h=30)
    body += [R("push-button", b, "", (70, 70 + 48 * i), (48, 48), desc=d) for i, (b, d) in enumerate(
        [("Explorer", "Explorer (Ctrl+Shift+E)"), ("Search", "Search (Ctrl+Shift+F)"), ("Source Control", "Source Control (Ctrl+Shift+G)"),
         ("Run and Debug", "Run and Debug (Ctrl+Shift+D)"), ("Extensions", "Extensions (Ctrl+Shift+X)")])]
    body += [R("push-button", "Accounts", "", (70, 960), (48, 48)), R("push-button", "Manage", "", (70, 1008), (48, 48))]
    body += side
    body += [R("page-tab", n, "", (420 + 180 * i, 66), (176, 35), desc=d) for i, (n, d) in enumerate(tabs)]
    for i, ln in enumerate(lines, 1):
        body.append(R("label", str(i), ln, (470, 110 + 19 * (i - 1)), (1100, 19)))
    x = 120
    for s in status:
        body.append(R("push-button", s, "", (x, 1058), (len(s) * 7 + 16, 22)))
        x += len(s) * 7 + 20
    body += extra or []
    return desk(clock, "Visual Studio Code", body)


# ---------------------------------------------------------------- 16 VS Code workspace, debug configuration, extension (bad: launch.json port)
def t16(rs: RowSet) -> None:
    minutes = [841, 842, 843, 844, 845, 845, 846, 848, 849, 850, 851, 852, 853]

    def c(t: int) -> str:
        return clk("Jun 3", minutes[t])

    server = ["const express = require('express');", "const { router: itemsRouter } = require('./routes/items');", "const { connect } = require('./db');", "",
              "const app = express();", "const PORT = process.env.PORT || 8080;", "", "app.use(express.json());", "app.use('/api/items', itemsRouter);", "",
              "connect().then(() => {", "  app.listen(PORT, () => console.log(`inventory-api listening on ${PORT}`));", "});"]
    launch = ["{", "    // Use IntelliSense to learn about possible attributes.", "    // Hover to view descriptions of existing attributes.",
              "    // For more information, visit: https://go.microsoft.com/fwlink/?linkid=830387", "    \"version\": \"0.2.0\",", "    \"configurations\": [",
              "        {", "            \"type\": \"node\",", "            \"request\": \"launch\",", "            \"name\": \"Launch Program\",",
              "            \"skipFiles\": [", "                \"<node_internals>/**\"", "            ],",
              "            \"program\": \"${workspaceFolder}/src/server.js\""]
    tail1 = ["        }", "    ]", "}"]
    attach = ["        },", "        {", "            \"type\": \"node\",", "            \"request\": \"attach\",", "            \"name\": \"Attach to Process\",",
              "            \"port\": 9229,", "            \"restart\": true", "        }", "    ]", "}"]
    launch1 = launch + tail1
    launch2 = launch + attach
    launch2_bad = [ln.replace("9229", "9230") for ln in launch2]

    def explorer(head: str, roots: list[tuple[str, list[str]]]) -> list[str]:
        out = [R("label", "", "EXPLORER", (120, 70), (200, 20)), R("tree-item", head, "", (120, 96), (300, 22))]
        y = 120
        for root, items in roots:
            if head.endswith("(WORKSPACE)"):
                out.append(R("tree-item", root, "", (128, y), (290, 22)))
                y += 22
            for it in items:
                out.append(R("tree-item", it, "", (144, y), (274, 22)))
                y += 22
        out += [R("tree-item", "OUTLINE", "", (120, 990), (300, 22)), R("tree-item", "TIMELINE", "", (120, 1014), (300, 22))]
        return out

    api = ["src", "tests", ".gitignore", "package-lock.json", "package.json", "README.md"]
    api_v = [".vscode", "launch.json"] + api
    lib = ["src", "package.json", "tsconfig.json", "README.md"]
    git = "main"
    js_status = [git, "0 ⚠ 0 ⓧ", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "{} JavaScript", "Prettier"]

    def jsonc(ln: str, dirty: bool = False) -> list[str]:  # the tab, not the status bar, shows unsaved changes
        return [git, "0 ⚠ 0 ⓧ", ln, "Spaces: 4", "UTF-8", "LF", "{} JSON with Comments"]

    chooser = [R("dialog", "Add Folder to Workspace", "", (460, 200), (1000, 640)), R("push-button", "projects", "", (560, 220), (110, 28), desc="Current folder")]
    chooser += [R("list-item", f, "", (700, 280 + 26 * i), (600, 24), desc=m) for i, (f, m) in enumerate(
        [("billing-service", "14 May"), ("inventory-api", "09:12"), ("scratch", "2 Apr"), ("shared-lib", "31 May")])]
    chooser += [R("push-button", "Cancel", "", (470, 206), (80, 30)), R("push-button", "Add", "", (1370, 206), (80, 30))]
    folders_qp = [R("entry", "Select a workspace folder to create a launch.json file in or add it to the workspace config file", "", (620, 70), (680, 30))]
    folders_qp += [R("list-item", f, "", (620, 104 + 24 * i), (680, 22)) for i, f in enumerate(["inventory-api", "shared-lib", "inventory (workspace)"])]
    dbg_qp = [R("entry", "Select debugger", "", (620, 70), (680, 30))]
    dbg_qp += [R("list-item", f, "", (620, 104 + 24 * i), (680, 22)) for i, f in enumerate(
        ["Node.js", "Chrome", "Edge", "Web App (Chrome)", "Web App (Edge)", "Install an extension for JavaScript..."])]
    ws_un = "UNTITLED (WORKSPACE)"
    ws = "INVENTORY (WORKSPACE)"
    roots = [("inventory-api", api), ("shared-lib", lib)]
    roots_v = [("inventory-api", api_v), ("shared-lib", lib)]
    run_view = [R("label", "", "RUN AND DEBUG", (120, 70), (200, 20)), R("push-button", "Start Debugging", "", (120, 96), (28, 28)),
                R("combo-box", "Debug Launch Configurations", "Launch Program (inventory-api)", (150, 96), (250, 28)),
                R("tree-item", "VARIABLES", "", (120, 140), (300, 22)), R("tree-item", "WATCH", "", (120, 500), (300, 22)),
                R("tree-item", "CALL STACK", "", (120, 700), (300, 22)), R("tree-item", "BREAKPOINTS", "", (120, 900), (300, 22)),
                R("check-box", "Caught Exceptions", "", (136, 924), (280, 20)), R("check-box", "Uncaught Exceptions", "", (136, 946), (280, 20))]
    installed = [("Python", "ms-python", "v2024.6.0", "Python language support with extension access points for IntelliSense (Pylance), Debugging (Python Debugger), linting, formatting, refactoring, unit tests, and more."),
                 ("GitLens — Git supercharged", "gitkraken", "v14.9.0", "Supercharge Git within VS Code — Visualize code authorship at a glance via Git blame annotations and CodeLens."),
                 ("Prettier - Code formatter", "esbenp", "v10.4.0", "Code formatter using prettier")]

    def ext_items(items: list[tuple], y0: int, buttons: list[str]) -> list[str]:
        out = []
        for i, (n, pub, ver, d) in enumerate(items):
            y = y0 + 72 * i
            out += [R("list-item", n, "", (120, y), (300, 70), desc=f"{n}, {ver}, {pub}, {d}"), R("label", "", n, (176, y + 6), (200, 17)),
                    R("label", "", d[:58] + "…", (176, y + 26), (240, 17)), R("label", "", pub, (176, y + 46), (100, 17))]
            out += [R("push-button", b, "", (330 + 40 * j, y + 44), (36, 20)) for j, b in enumerate(buttons)]
        return out

    def ext_view(query: str, results: list[str]) -> list[str]:
        return [R("label", "", "EXTENSIONS", (120, 70), (200, 20)), R("entry", "Search Extensions in Marketplace", query, (120, 96), (300, 28))] + results

    installed_rows = [R("tree-item", "INSTALLED", "", (120, 130), (300, 22), desc="3")] + ext_items(installed, 156, ["Manage"]) + \
                     [R("tree-item", "RECOMMENDED", "", (120, 390), (300, 22), desc="2")] + \
                     ext_items([("ESLint", "Microsoft", "v3.0.10", "Integrates ESLint JavaScript into VS Code."),
                                ("Jest", "Orta", "v6.2.5", "Use Facebook's Jest With Pleasure.")], 416, ["Install"])
    eslint = [("ESLint", "Microsoft", "v3.0.10", "Integrates ESLint JavaScript into VS Code."),
              ("Prettier ESLint", "Rebecca Vest", "v6.0.0", "A Visual Studio Extension to format JavaScript and Typescript code using prettier-eslint package"),
              ("ESLint Chinese Rules", "maggie", "v0.2.2", "ESLint rules with Chinese descriptions"),
              ("vscode-eslint-config", "standardjs", "v1.1.0", "Shareable ESLint configuration snippets")]
    search_rows = [R("label", "", "34.9M", (360, 162), (50, 17))] + ext_items(eslint[:1], 156, ["Install"]) + ext_items(eslint[1:], 228, ["Install"])
    done_rows = [R("label", "", "34.9M", (360, 162), (50, 17))] + ext_items(eslint[:1], 156, ["Disable", "Uninstall", "Manage"]) + ext_items(eslint[1:], 228, ["Install"])
    t_ws = "inventory (Workspace)"
    lj = [("server.js", ""), ("launch.json", "")]
    lj_dirty = [("server.js", ""), ("launch.json", "Unsaved changes")]
    turns = [
        (code("pyautogui.click(128, 47)  # File\npyautogui.click(220, 418)  # Add Folder to Workspace..."),
         vscode(c(1), "server.js - inventory-api", explorer("INVENTORY-API", [("inventory-api", api)]), [("server.js", "")], 0, server, js_status, chooser)),
        (code("pyautogui.click(900, 371)  # shared-lib\npyautogui.click(1410, 221)  # Add"),
         vscode(c(2), "server.js - Untitled (Workspace)", explorer(ws_un, roots), [("server.js", "")], 0, server, js_status)),
        (code("pyautogui.click(128, 47)  # File\npyautogui.click(220, 446)  # Save Workspace As...\npyautogui.write('inventory')\npyautogui.press('enter')"),
         vscode(c(3), f"server.js - {t_ws}", explorer(ws, roots), [("server.js", "")], 0, server, js_status)),
        (code("pyautogui.click(398, 47)  # Run\npyautogui.click(470, 270)  # Add Configuration..."),
         vscode(c(4), f"server.js - {t_ws}", explorer(ws, roots), [("server.js", "")], 0, server, js_status, folders_qp)),
        (code("pyautogui.click(900, 115)  # inventory-api"),
         vscode(c(5), f"server.js - {t_ws}", explorer(ws, roots), [("server.js", "")], 0, server, js_status, dbg_qp)),
        (code("pyautogui.click(900, 115)  # Node.js"),
         vscode(c(6), f"launch.json - {t_ws}", explorer(ws, roots_v), lj, 1, launch1, jsonc("Ln 1, Col 1"),
                [R("push-button", "Add Configuration...", "", (1720, 1010), (170, 32))])),
        (code("import pyperclip\npyperclip.copy(\'\'\'" + "\n".join(launch2) + "\'\'\')\npyautogui.hotkey('ctrl', 'a')\npyautogui.hotkey('ctrl', 'v')"),
         vscode(c(7), f"launch.json - {t_ws}", explorer(ws, roots_v), lj_dirty, 1, launch2, jsonc("Ln 24, Col 2", True),
                [R("push-button", "Add Configuration...", "", (1720, 1010), (170, 32))])),
        (code("pyautogui.hotkey('ctrl', 's')\npyautogui.hotkey('ctrl', 'shift', 'd')"),
         vscode(c(8), f"launch.json - {t_ws}", run_view, lj, 1, launch2, jsonc("Ln 24, Col 2"),
                [R("push-button", "Add Configuration...", "", (1720, 1010), (170, 32))])),
        (code("pyautogui.hotkey('ctrl', 'shift', 'x')"),
         vscode(c(9), f"launch.json - {t_ws}", ext_view("", installed_rows), lj, 1, launch2_bad, jsonc("Ln 24, Col 2"),
                [R("push-button", "Add Configuration...", "", (1720, 1010), (170, 32))])),
        (code("pyautogui.write('eslint')"),
         vscode(c(10), f"launch.json - {t_ws}", ext_view("eslint", search_rows), lj, 1, launch2_bad, jsonc("Ln 24, Col 2"),
                [R("push-button", "Add Configuration...", "", (1720, 1010), (170, 32))])),
        (code("pyautogui.click(348, 210)  # Install (ESLint)\nimport time; time.sleep(8)"),
         vscode(c(11), f"launch.json - {t_ws}", ext_view("eslint", done_rows), lj, 1, launch2_bad, jsonc("Ln 24, Col 2") + ["ESLint"],
                [R("push-button", "Add Configuration...", "", (1720, 1010), (170, 32))])),
        (code("pyautogui.hotkey('ctrl', 'shift', 'e')"),
         vscode(c(12), f"launch.json - {t_ws}", explorer(ws, roots_v), lj, 1, launch2_bad, jsonc("Ln 24, Col 2") + ["ESLint"],
                [R("push-button", "Add Configuration...", "", (1720, 1010), (170, 32))])),
    ]
    rs.add("os", "h57-os-16", sysp("Add shared-lib to the inventory-api window as a multi-root workspace saved as 'inventory', create a Node.js launch configuration with an attach configuration on port 9229, and install the ESLint extension."),
           turns, state=vscode(c(0), "server.js - inventory-api", explorer("INVENTORY-API", [("inventory-api", api)]), [("server.js", "")], 0, server, js_status),
           bad=True, turn=9,
           kind="launch.json line 20 shows \"port\": 9230 after only opening the Extensions view, though the saved file showed \"port\": 9229 at turns 7-8.")


# ---------------------------------------------------------------- GNOME Settings
SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy",
                   "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media",
                   "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings_win(panel: str, content: list[str]) -> list[str]:
    out = [R("frame", "Settings", "", (420, 120), (1080, 820)), R("push-button", "Search", "", (430, 128), (34, 34)),
           R("label", "", "Settings", (520, 134), (100, 20)), R("push-button", "Main menu", "", (640, 128), (34, 34)),
           R("label", "", panel, (1000, 134), (200, 20)), R("push-button", "Close", "", (1460, 128), (34, 34))]
    out += [R("list-item", p, "", (424, 172 + 30 * i), (270, 28)) for i, p in enumerate(SETTINGS_PANELS)]
    return out + content


# ---------------------------------------------------------------- 17 Settings printers and notifications (bad: app switch reverts)
def t17(rs: RowSet) -> None:
    minutes = [578, 579, 580, 580, 581, 582, 583, 583, 584]

    def c(t: int) -> str:
        return clk("Oct 8", minutes[t])

    def printers(jobs: str) -> list[str]:
        return [R("push-button", "Add Printer…", "", (1340, 180), (140, 32)),
                R("image", "", "", (730, 220), (64, 64)), R("label", "", "HP LaserJet Pro M404n", (810, 226), (300, 22)),
                R("push-button", "Printer Settings", "", (1430, 226), (34, 34)),
                R("label", "", "Location", (810, 262), (100, 17)), R("label", "", "Room 2.14", (930, 262), (300, 17)),
                R("label", "", "Model", (810, 286), (100, 17)), R("label", "", "HP LaserJet Pro M404-M405 Postscript", (930, 286), (300, 17)),
                R("label", "", "Status", (810, 310), (100, 17)), R("label", "", "Ready", (930, 310), (300, 17)),
                R("push-button", jobs, "", (1340, 304), (120, 30)),
                R("image", "", "", (730, 380), (64, 64)), R("label", "", "Brother HL-L2350DW", (810, 386), (300, 22)),
                R("push-button", "Printer Settings", "", (1430, 386), (34, 34)),
                R("label", "", "Location", (810, 422), (100, 17)), R("label", "", "Reception", (930, 422), (300, 17)),
                R("label", "", "Model", (810, 446), (100, 17)), R("label", "", "Brother HL-L2350DW series", (930, 446), (300, 17)),
                R("label", "", "Status", (810, 470), (100, 17)), R("label", "", "Ready", (930, 470), (300, 17)),
                R("push-button", "No Active Jobs", "", (1340, 464), (120, 30))]

    def jobs_dlg(rows: list[tuple[str, str, str]]) -> list[str]:
        out = [R("dialog", "HP LaserJet Pro M404n — Active Jobs", "", (700, 300), (520, 300)),
               R("push-button", "Clear All", "", (720, 310), (100, 30)), R("push-button", "Close", "", (1176, 310), (34, 30))]
        for i, (name, state, pause) in enumerate(rows):
            y = 370 + 50 * i
            out += [R("label", "", name, (730, y), (240, 20)), R("label", "", state, (980, y), (100, 20)),
                    R("push-button", pause, "", (1100, y - 6), (34, 32)), R("push-button", "Cancel", "", (1140, y - 6), (34, 32))]
        return out

    apps = ["Calendar", "Disks", "Files", "Google Chrome", "Settings", "Software", "Thunderbird Mail", "Visual Studio Code"]

    def notif(state: dict[str, str]) -> list[str]:
        out = [R("label", "", "Do Not Disturb", (740, 190), (300, 20)), R("toggle-button", "Do Not Disturb", "", (1400, 186), (50, 28)),
               R("label", "", "Lock Screen Notifications", (740, 240), (300, 20)), R("toggle-button", "Lock Screen Notifications", "", (1400, 236), (50, 28)),
               R("label", "", "Applications", (730, 300), (200, 20))]
        for i, a in enumerate(apps):
            y = 334 + 52 * i
            out += [R("list-item", a, "", (730, y), (730, 50)), R("label", "", state[a], (1380, y + 16), (40, 17))]
        return out

    on = {a: ("Off" if a == "Software" else "On") for a in apps}
    off = dict(on, **{"Thunderbird Mail": "Off"})

    def app_dlg() -> list[str]:
        out = [R("dialog", "Thunderbird Mail", "", (760, 330), (400, 420))]
        out += [R("toggle-button", n, "", (1080, 380 + 50 * i), (50, 28)) for i, n in enumerate(
            ["Notifications", "Sound Alerts", "Notification Popups", "Show Message Content in Popups", "Lock Screen Notifications", "Show Message Content on Lock Screen"])]
        out += [R("label", "", n, (780, 384 + 50 * i), (280, 20)) for i, n in enumerate(
            ["Notifications", "Sound Alerts", "Notification Popups", "Show Message Content in Popups", "Lock Screen Notifications", "Show Message Content on Lock Screen"])]
        return out

    def v(t: int, panel: str, content: list[str], extra: list[str] | None = None) -> str:
        return desk(c(t), "Settings", settings_win(panel, content) + (extra or []), extra=("Settings",))

    two = [("quarterly_report.pdf", "Held", "Resume"), ("label_sheet.odt", "Pending", "Pause")]
    turns = [
        (code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'printers'])"), v(1, "Printers", printers("2 Jobs"))),
        (code("pyautogui.click(1400, 319)  # 2 Jobs"), v(2, "Printers", printers("2 Jobs"), jobs_dlg(two))),
        (code("pyautogui.click(1157, 430)  # Cancel label_sheet.odt"), v(3, "Printers", printers("1 Job"), jobs_dlg(two[:1]))),
        (code("pyautogui.click(1193, 325)  # Close"), v(4, "Printers", printers("1 Job"))),
        (code("pyautogui.click(560, 306)  # Notifications"), v(5, "Notifications", notif(on))),
        (code("pyautogui.click(1095, 671)  # Thunderbird Mail"), v(6, "Notifications", notif(on), app_dlg())),
        (code("pyautogui.click(1105, 394)  # Notifications switch"), v(7, "Notifications", notif(off), app_dlg())),
        (code("pyautogui.press('escape')"), v(8, "Notifications", notif(on))),
    ]
    rs.add("os", "h57-os-17", sysp("Cancel the pending label_sheet.odt job on the HP LaserJet, then turn off all notifications from Thunderbird Mail."),
           turns, state=desk(c(0), "", []), bad=True, turn=8,
           kind="After closing the app dialog the Thunderbird Mail row reads 'On' again, though its Notifications switch was turned off at turn 7 (row showed 'Off').")


# ---------------------------------------------------------------- 18 Files: views, sort, rename, compress (clean)
def t18(rs: RowSet) -> None:
    minutes = [841, 842, 843, 844, 845, 845, 846, 847, 848, 849, 850]

    def c(t: int) -> str:
        return clk("Mar 26", minutes[t])

    files = {"scans": ("14 items", "18 Mar", 0), "budget_2023.xlsx": ("48.2 kB", "12 Jan", 48.2e3), "budget_2024.xlsx": ("51.7 kB", "19 Mar", 51.7e3),
             "meeting-notes.txt": ("3.1 kB", "22 Mar", 3.1e3), "Q1_summary.pdf": ("1.2 MB", "21 Mar", 1.2e6), "Q2_summary.pdf": ("1.4 MB", "25 Mar", 1.4e6),
             "team_photo.jpg": ("3.8 MB", "2 Feb", 3.8e6)}
    order_mod = {"12 Jan": 1, "2 Feb": 2, "18 Mar": 3, "19 Mar": 4, "21 Mar": 5, "22 Mar": 6, "25 Mar": 7, "14:07": 9}

    def by_name(fs: dict) -> list[str]:
        return ["scans"] + sorted([f for f in fs if f != "scans"], key=str.lower)

    def by_size(fs: dict) -> list[str]:
        return ["scans"] + sorted([f for f in fs if f != "scans"], key=lambda f: fs[f][2])

    def by_mod(fs: dict) -> list[str]:
        return ["scans"] + sorted([f for f in fs if f != "scans"], key=lambda f: -order_mod[fs[f][1]])

    def head() -> list[str]:
        return [R("frame", "reports", "", (70, 27), (1850, 1053)), R("push-button", "Back", "", (330, 36), (34, 34)),
                R("push-button", "Forward", "", (366, 36), (34, 34)), R("push-button", "Home", "", (420, 36), (80, 34)),
                R("push-button", "Documents", "", (504, 36), (110, 34)), R("push-button", "reports", "", (618, 36), (90, 34)),
                R("toggle-button", "Search", "", (1700, 36), (34, 34)), R("push-button", "View options", "", (1740, 36), (34, 34)),
                R("toggle-button", "View mode", "", (1780, 36), (34, 34)), R("push-button", "Main menu", "", (1820, 36), (34, 34))] + \
               [R("list-item", s, "", (76, 84 + 36 * i), (240, 34)) for i, s in enumerate(
                   ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"])]

    def listing(fs: dict, order: list[str], sort: str) -> list[str]:
        out = [R("column-header", h, "", (330 + x, 80), (w, 30), desc=("sorted" if h == sort else "")) for h, x, w in [("Name", 0, 900), ("Size", 900, 200), ("Modified", 1100, 300)]]
        for i, f in enumerate(order):
            y = 112 + 40 * i
            out += [R("table-cell", "", f, (330, y), (900, 38)), R("table-cell", "", fs[f][0], (1230, y), (200, 38)),
                    R("table-cell", "", fs[f][1], (1430, y), (300, 38))]
        return out

    def icons(order: list[str]) -> list[str]:
        return [R("icon", f, "", (350 + 160 * (i % 9), 100 + 170 * (i // 9)), (140, 150)) for i, f in enumerate(order)]

    def v(t: int, body: list[str], extra: list[str] | None = None) -> str:
        return desk(c(t), "Files", head() + body + (extra or []))

    fs = dict(files)
    rename = [R("popover", "", "", (330, 150), (400, 110)), R("label", "", "File name", (350, 160), (200, 17)),
              R("entry", "", "meeting-notes.txt", (350, 184), (280, 34)), R("push-button", "Rename", "", (640, 184), (80, 34))]
    fs2 = {("meeting-notes-2024-03.txt" if k == "meeting-notes.txt" else k): val for k, val in fs.items()}
    compress = [R("dialog", "Create Archive", "", (760, 400), (400, 220)), R("label", "", "Archive name", (780, 430), (200, 17)),
                R("entry", "", "Archive", (780, 454), (250, 34)), R("combo-box", "", ".zip", (1040, 454), (100, 34)),
                R("push-button", "Cancel", "", (770, 410), (80, 30)), R("push-button", "Create", "", (1070, 410), (80, 30))]
    fs3 = dict(fs2, **{"summaries_H1.zip": ("2.5 MB", "14:07", 2.5e6)})
    fs4 = {k: val for k, val in fs3.items() if k != "meeting-notes-2024-03.txt"}
    toast = [R("label", "", "“meeting-notes-2024-03.txt” deleted", (800, 980), (320, 20)), R("push-button", "Undo", "", (1130, 974), (70, 32)),
             R("push-button", "Close", "", (1206, 974), (32, 32))]
    turns = [
        (code("pyautogui.hotkey('ctrl', '1')  # list view"), v(1, listing(fs, by_name(fs), "Name"))),
        (code("pyautogui.click(1330, 95)  # Size column"), v(2, listing(fs, by_size(fs), "Size"))),
        (code("pyautogui.click(700, 171)  # meeting-notes.txt\npyautogui.press('f2')"), v(3, listing(fs, by_size(fs), "Size"), rename)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('meeting-notes-2024-03.txt')\npyautogui.press('enter')"),
         v(4, listing(fs2, by_size(fs2), "Size"), [R("label", "", "“meeting-notes-2024-03.txt” selected (3.1 kB)", (1500, 1040), (380, 20))])),
        (code("pyautogui.click(700, 291)  # Q1_summary.pdf\npyautogui.keyDown('ctrl'); pyautogui.click(700, 331); pyautogui.keyUp('ctrl')"),
         v(5, listing(fs2, by_size(fs2), "Size"), [R("label", "", "2 items selected (2.6 MB)", (1600, 1040), (280, 20))])),
        (code("pyautogui.rightClick(700, 331)\npyautogui.click(790, 611)  # Compress…"),
         v(6, listing(fs2, by_size(fs2), "Size"), [R("label", "", "2 items selected (2.6 MB)", (1600, 1040), (280, 20))] + compress)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('summaries_H1')\npyautogui.click(1110, 425)  # Create"),
         v(7, listing(fs3, by_size(fs3), "Size"), [R("label", "", "“summaries_H1.zip” selected (2.5 MB)", (1520, 1040), (360, 20))])),
        (code("pyautogui.click(700, 171)  # meeting-notes-2024-03.txt\npyautogui.press('delete')"), v(8, listing(fs4, by_size(fs4), "Size"), toast)),
        (code("pyautogui.click(1530, 95)  # Modified column"), v(9, listing(fs4, by_mod(fs4), "Modified"))),
        (code("pyautogui.hotkey('ctrl', '2')  # grid view"), v(10, icons(by_mod(fs4)))),
    ]
    rs.add("os", "h57-os-18", sysp("In ~/Documents/reports, rename meeting-notes.txt to meeting-notes-2024-03.txt, compress the two quarterly summaries into summaries_H1.zip, delete the meeting notes, and show the newest files first."),
           turns, state=v(0, icons(by_name(fs))))


# ---------------------------------------------------------------- 19 Text Editor search and spell check (bad: clock goes backwards)
def t19(rs: RowSet) -> None:
    text = ["# inventory-api 2.4.0 — Release Notes", "", "Released: 2024-03-11", "", "## Highlights", "",
            "- New `/api/items/bulk` endpoint for batch upserts (up to 500 items per request).",
            "- Faster stock queries: the `warehouse_id` index cuts p95 latency from 180 ms to 45 ms.",
            "- Improved compatability with PostgreSQL 16.", "", "## Breaking changes", "",
            "- The `qty_on_hand` field is deprecated; use `quantity.available` instead.",
            "- Node.js 16 is no longer supported. The minimum version is now Node.js 18.", "", "## Deprecations", "",
            "- `GET /api/v1/stock` is deprecated and will be removed in 3.0.",
            "- The `--legacy-auth` flag is deprecated in favour of OAuth client credentials.",
            "- The XML export format is deprecated.", "", "## Fixes", "",
            "- Fixed a crash that occured when a warehouse had no locations.",
            "- Fixed a dependancy conflict between `pg` and `pg-pool`.",
            "- Corrected rounding of unit costs in CSV exports (#412).", "", "## Upgrade notes", "",
            "Run `npm run migrate` before starting the new version. The migration adds",
            "the `items_warehouse_id_idx` index and takes about 2 minutes per million rows."]
    hits = [(i + 1, ln.index("deprecated") + 1 + len("deprecated")) for i, ln in enumerate(text) if "deprecated" in ln]
    fix1 = [ln.replace("compatability", "compatibility") for ln in text]
    fix2 = [ln.replace("occured", "occurred") for ln in fix1]
    fix3 = [ln.replace("dependancy", "dependency") for ln in fix2]
    clocks = [641, 641, 642, 643, 644, 645, 647, 644, 648]

    def after(lines: list[str], word: str) -> str:
        i = next(k for k, ln in enumerate(lines) if word in ln)
        return f"Ln {i + 1}, Col {lines[i].index(word) + len(word) + 1}"

    def v(t: int, lines: list[str], pos: str, dirty: bool = False, extra: list[str] | None = None) -> str:
        title = ("*" if dirty else "") + "release_notes.md"
        body = [R("frame", f"{title} (~/projects/inventory-api) - gedit", "", (70, 27), (1850, 1053)),
                R("push-button", "Open", "", (80, 36), (80, 34)), R("push-button", "New tab", "", (164, 36), (34, 34)),
                R("label", "", title, (880, 38), (200, 17)), R("label", "", "~/projects/inventory-api", (880, 56), (200, 15)),
                R("push-button", "Save", "", (1760, 36), (70, 34)), R("push-button", "Main menu", "", (1834, 36), (34, 34)),
                R("page-tab", title, "", (70, 76), (1850, 30))]
        body += [R("text", str(i), ln, (76, 112 + 21 * (i - 1)), (1830, 21)) for i, ln in enumerate(lines, 1)]
        body += [R("push-button", "Markdown", "", (1400, 1052), (100, 24)), R("push-button", "Tab Width: 4", "", (1510, 1052), (110, 24)),
                 R("label", "", pos, (1640, 1056), (130, 17)), R("label", "", "INS", (1800, 1056), (40, 17))]
        return desk(clk("Jul 2", clocks[t]), "Text Editor", body + (extra or []), extra=("Text Editor",))

    def search(q: str, label: str) -> list[str]:
        return [R("entry", "Search", q, (1500, 110), (300, 34)), R("label", "", label, (1720, 118), (70, 17)),
                R("push-button", "Previous", "", (1804, 110), (34, 34)), R("push-button", "Next", "", (1840, 110), (34, 34))]

    def spell(word: str, change: str, sugg: list[str], done: bool = False) -> list[str]:
        out = [R("dialog", "Check Spelling", "", (720, 300), (480, 480)),
               R("label", "", "Misspelled word:", (740, 330), (140, 17)), R("label", "", "(correct spelling)" if done else word, (890, 330), (200, 17)),
               R("label", "", "Change to:", (740, 364), (140, 17)), R("entry", "Change to:", change, (890, 358), (200, 30)),
               R("push-button", "Check Word", "", (1100, 358), (90, 30)), R("label", "", "Suggestions:", (740, 400), (140, 17))]
        out += [R("table-cell", "", s, (740, 424 + 24 * i), (350, 22)) for i, s in enumerate(sugg)]
        out += [R("push-button", b, "", (1100, 424 + 36 * i), (90, 30)) for i, b in enumerate(["Ignore", "Ignore All", "Change", "Change All", "Add word"])]
        out += [R("label", "", "Language: English (United States)", (740, 700), (300, 17)), R("push-button", "Close", "", (1100, 730), (90, 30))]
        if done:
            out.append(R("label", "", "Completed spell checking", (740, 676), (300, 17)))
        return out

    turns = [
        (code("pyautogui.hotkey('ctrl', 'f')"), v(1, text, "Ln 1, Col 1", extra=search("", ""))),
        (code("pyautogui.write('deprecated')"), v(2, text, f"Ln {hits[0][0]}, Col {hits[0][1]}", extra=search("deprecated", f"1 of {len(hits)}"))),
        (code("pyautogui.press('enter')"), v(3, text, f"Ln {hits[1][0]}, Col {hits[1][1]}", extra=search("deprecated", f"2 of {len(hits)}"))),
        (code("pyautogui.press('escape')\npyautogui.hotkey('shift', 'f7')  # Check Spelling"),
         v(4, text, f"Ln {hits[1][0]}, Col {hits[1][1]}", extra=spell("compatability", "compatibility", ["compatibility", "comparability", "compatibly", "compatible"]))),
        (code("pyautogui.click(1145, 511)  # Change"),
         v(5, fix1, after(fix1, "compatibility"), True, spell("occured", "occurred", ["occurred", "occluded", "accrued", "occur ed", "cured"]))),
        (code("pyautogui.click(1145, 547)  # Change All"),
         v(6, fix2, after(fix2, "occurred"), True, spell("dependancy", "dependency", ["dependency", "dependence", "dependably", "dependant"]))),
        (code("pyautogui.click(1145, 511)  # Change"), v(7, fix3, after(fix3, "dependency"), True, spell("", "", [], True))),
        (code("pyautogui.click(1145, 745)  # Close\npyautogui.hotkey('ctrl', 's')"), v(8, fix3, after(fix3, "dependency"))),
    ]
    rs.add("os", "h57-os-19", sysp("In release_notes.md, step through the occurrences of 'deprecated', then run the spell checker, correct the misspellings and save."),
           turns, state=v(0, text, "Ln 1, Col 1"), bad=True, turn=7,
           kind="The top-bar clock reads 10:44 after turn 6 showed 10:47: time runs backwards between two consecutive spell-check steps.")


# ---------------------------------------------------------------- 20 Disks: unmount, format, mount (clean)
def t20(rs: RowSet) -> None:
    minutes = [962, 963, 964, 965, 966, 968, 969, 970, 971]

    def c(t: int) -> str:
        return clk("Aug 19", minutes[t])

    drives = [("512 GB Disk", "SAMSUNG MZVL2512HCJQ-00B00"), ("16 GB Drive", "SanDisk Cruzer Blade")]

    def frame(sel: int, title: str) -> list[str]:
        name, dev = title.split("\n")
        out = [R("frame", "Disks", "", (240, 100), (1440, 880)), R("label", "", name, (900, 106), (300, 18)), R("label", "", dev, (900, 124), (300, 15)),
               R("push-button", "Drive Options", "", (1580, 106), (34, 34)), R("push-button", "Main menu", "", (1620, 106), (34, 34))]
        if sel == 1:
            out.append(R("push-button", "Power off this disk", "", (1540, 106), (34, 34)))
        for i, (a, b) in enumerate(drives):
            out += [R("list-item", a, b, (246, 150 + 70 * i), (330, 66), desc=("selected" if i == sel else ""))]
        return out

    def usb(vol: str, fs: str, contents: str, uuid: str, ptype: str, mounted: bool) -> list[str]:
        return [R("label", "", "Model", (620, 160), (120, 17)), R("label", "", "SanDisk Cruzer Blade (1.00)", (760, 160), (400, 17)),
                R("label", "", "Serial Number", (620, 184), (120, 17)), R("label", "", "4C530001230917117385", (760, 184), (400, 17)),
                R("label", "", "Size", (620, 208), (120, 17)), R("label", "", "16 GB (16,008,609,792 bytes)", (760, 208), (400, 17)),
                R("label", "", "Partitioning", (620, 232), (120, 17)), R("label", "", "Master Boot Record", (760, 232), (400, 17)),
                R("label", "", "Volumes", (620, 280), (120, 17)),
                R("push-button", f"{vol}\nPartition 1\n16 GB {fs}" if vol else f"Partition 1\n16 GB {fs}", "", (620, 306), (1020, 110)),
                R("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", (620, 424), (34, 30)),
                R("push-button", "Delete selected partition", "", (694, 424), (34, 30)),
                R("push-button", "Additional partition options", "", (736, 424), (34, 30)),
                R("label", "", "Size", (620, 480), (120, 17)), R("label", "", "16 GB — 16,007,561,216 bytes (Offset 1.0 MB)", (760, 480), (500, 17)),
                R("label", "", "Device", (620, 504), (120, 17)), R("label", "", "/dev/sdb1", (760, 504), (500, 17)),
                R("label", "", "UUID", (620, 528), (120, 17)), R("label", "", uuid, (760, 528), (500, 17)),
                R("label", "", "Partition Type", (620, 552), (120, 17)), R("label", "", ptype, (760, 552), (500, 17)),
                R("label", "", "Contents", (620, 576), (120, 17)), R("link", "", contents, (760, 576), (500, 17))]

    nvme = [R("label", "", "Model", (620, 160), (120, 17)), R("label", "", "SAMSUNG MZVL2512HCJQ-00B00 (GXA7801Q)", (760, 160), (400, 17)),
            R("label", "", "Serial Number", (620, 184), (120, 17)), R("label", "", "S675NX0T412078", (760, 184), (400, 17)),
            R("label", "", "Assessment", (620, 208), (120, 17)), R("label", "", "Disk is OK (38° C / 100° F)", (760, 208), (400, 17)),
            R("label", "", "Size", (620, 232), (120, 17)), R("label", "", "512 GB (512,110,190,592 bytes)", (760, 232), (400, 17)),
            R("label", "", "Partitioning", (620, 256), (120, 17)), R("label", "", "GUID Partition Table", (760, 256), (400, 17)),
            R("label", "", "Volumes", (620, 296), (120, 17)),
            R("push-button", "Partition 1\n537 MB FAT", "", (620, 322), (60, 110)),
            R("push-button", "Filesystem\nPartition 2\n511 GB Ext4", "", (684, 322), (956, 110)),
            R("push-button", "Unmount selected partition", "", (620, 440), (34, 30)),
            R("push-button", "Additional partition options", "", (736, 440), (34, 30)),
            R("label", "", "Size", (620, 496), (120, 17)), R("label", "", "537 MB — 536,870,912 bytes (Offset 1.0 MB)", (760, 496), (500, 17)),
            R("label", "", "Device", (620, 520), (120, 17)), R("label", "", "/dev/nvme0n1p1", (760, 520), (500, 17)),
            R("label", "", "UUID", (620, 544), (120, 17)), R("label", "", "E8B1-2C4D", (760, 544), (500, 17)),
            R("label", "", "Partition Type", (620, 568), (120, 17)), R("label", "", "EFI System", (760, 568), (500, 17)),
            R("label", "", "Contents", (620, 592), (120, 17)), R("link", "", "FAT (32-bit version) — Mounted at /boot/efi", (760, 592), (500, 17))]
    fat_m = usb("SANDISK", "FAT", "FAT (32-bit version) — Mounted at /media/user/SANDISK", "4A3F-1C22", "W95 FAT32 (LBA)", True)
    fat_u = usb("SANDISK", "FAT", "FAT (32-bit version) — Not Mounted", "4A3F-1C22", "W95 FAT32 (LBA)", False)
    new_uuid = "1c9e6b0f-83d2-4f7a-9b61-2d0e5a7c4f18"
    ext_u = usb("BACKUP24", "Ext4", "Ext4 (version 1.0) — Not Mounted", new_uuid, "Linux", False)
    ext_m = usb("BACKUP24", "Ext4", "Ext4 (version 1.0) — Mounted at /media/user/BACKUP24", new_uuid, "Linux", True)

    def fmt(name: str, page: int) -> list[str]:
        if page == 1:
            return [R("dialog", "Format Volume", "", (700, 260), (520, 460)), R("push-button", "Cancel", "", (710, 268), (80, 30)),
                    R("push-button", "Next", "", (1130, 268), (80, 30)), R("entry", "Volume Name", name, (740, 330), (440, 32)),
                    R("label", "", "For example: “Angela’s Files” or “Backup”.", (740, 366), (440, 17)),
                    R("toggle-button", "Erase", "", (1130, 400), (50, 28)), R("label", "", "Type", (740, 450), (60, 17)),
                    R("radio-button", "Internal disk for use with Linux systems only (Ext4)", "", (740, 476), (440, 20)),
                    R("check-box", "Password protect volume (LUKS)", "", (770, 502), (300, 20)),
                    R("radio-button", "For use with Windows (NTFS)", "", (740, 530), (440, 20)),
                    R("radio-button", "For use with all systems and devices (FAT)", "", (740, 556), (440, 20)),
                    R("radio-button", "Other", "", (740, 582), (440, 20))]
        return [R("dialog", "Format Volume", "", (700, 260), (520, 460)), R("push-button", "Back", "", (710, 268), (80, 30)),
                R("push-button", "Format", "", (1130, 268), (80, 30)), R("label", "", "Confirm Details", (880, 272), (160, 20)),
                R("label", "", "Warning: all data on the volume will be lost. Double check that the device is correct before proceeding.", (740, 330), (440, 34)),
                R("label", "", "Affected Devices", (740, 390), (200, 17)),
                R("label", "", "Partition 1 of SanDisk Cruzer Blade", (760, 416), (400, 17)), R("label", "", "/dev/sdb1", (760, 436), (400, 17)),
                R("label", "", "Details", (740, 480), (200, 17)),
                R("label", "", "Volume Name: BACKUP24 — Type: Ext4 — Erase: Off", (760, 506), (420, 17))]

    def v(t: int, sel: int, title: str, body: list[str], extra: list[str] | None = None) -> str:
        return desk(c(t), "Disks", frame(sel, title) + body + (extra or []), extra=("Disks",))

    usb_t, nv_t = "16 GB Drive\n/dev/sdb", "512 GB Disk\n/dev/nvme0n1"
    turns = [
        (code("pyautogui.click(410, 253)  # 16 GB Drive"), v(1, 1, usb_t, fat_m)),
        (code("pyautogui.click(637, 439)  # Unmount selected partition"), v(2, 1, usb_t, fat_u)),
        (code("pyautogui.click(753, 439)  # Additional partition options\npyautogui.click(820, 470)  # Format Partition…"), v(3, 1, usb_t, fat_u, fmt("", 1))),
        (code("pyautogui.click(960, 346)\npyautogui.write('BACKUP24')\npyautogui.click(760, 486)  # Ext4\npyautogui.click(1170, 283)  # Next"),
         v(4, 1, usb_t, fat_u, fmt("BACKUP24", 2))),
        (code("pyautogui.click(1170, 283)  # Format\nimport time; time.sleep(6)"), v(5, 1, usb_t, ext_u)),
        (code("pyautogui.click(637, 439)  # Mount selected partition"), v(6, 1, usb_t, ext_m)),
        (code("pyautogui.click(410, 183)  # 512 GB Disk"), v(7, 0, nv_t, nvme)),
        (code("pyautogui.click(410, 253)  # 16 GB Drive"), v(8, 1, usb_t, ext_m)),
    ]
    rs.add("os", "h57-os-20", sysp("With GNOME Disks, reformat the SanDisk USB stick as an Ext4 volume named BACKUP24 and mount it."),
           turns, state=v(0, 0, nv_t, nvme))


# ---------------------------------------------------------------- 21 Document Viewer bookmarks (bad: page total changes)
def t21(rs: RowSet) -> None:
    minutes = [793, 794, 795, 796, 797, 798, 799, 800, 801]
    doc = "employee_handbook_2024.pdf"
    outline = [("1 Welcome", 3), ("2 Employment Basics", 7), ("3 Working Hours and Attendance", 13), ("4 Pay and Benefits", 19),
               ("5 Remote and Hybrid Work", 24), ("6 Leave Policies", 29), ("7 Health and Safety", 36), ("8 Code of Conduct", 41),
               ("9 IT and Data Security", 48), ("10 Leaving the Company", 56), ("Appendix A Forms", 60), ("Appendix B Contacts", 63)]
    pages = {1: ["Employee Handbook 2024", "Halden Logistics Ltd", "Version 3.2 · Effective 1 March 2024"],
             29: ["6 Leave Policies", "6.1 Annual leave", "Full-time employees receive 25 days of annual leave plus public holidays. Leave is accrued monthly and the leave year runs from 1 April to 31 March.",
                  "6.2 Carrying over leave", "Up to 5 unused days may be carried into the next leave year with your manager's approval; carried days must be used by 30 June."],
             41: ["8 Code of Conduct", "8.1 Respect at work", "We expect everyone to treat colleagues, customers and suppliers with courtesy. Harassment and discrimination of any kind are not tolerated.",
                  "8.2 Gifts and hospitality", "Gifts above £50 in value must be declared in the gifts register within 5 working days."],
             25: ["5.2 Equipment for remote work", "Employees approved for remote work receive a laptop, a monitor and a headset. A one-off home office allowance of £300 can be claimed through the expenses portal.",
                  "5.3 Working from abroad", "Remote work from outside the UK is limited to 20 working days per year and needs HR approval in advance."],
             5: ["1.4 Probation", "New employees serve a six-month probation period. Employees become eligible for remote work after the probation period, subject to the role assessment in section 5."]}

    def v(t: int, page: int, total: int, side: list[str], extra: list[str] | None = None) -> str:
        body = [R("frame", f"Employee Handbook 2024 — {doc}", "", (70, 27), (1850, 1053)),
                R("toggle-button", "Side pane", "", (80, 36), (34, 34)), R("entry", "Select page", str(page), (124, 38), (50, 30)),
                R("label", "", f"({page} of {total})", (180, 44), (90, 17)), R("label", "", "Employee Handbook 2024", (880, 38), (240, 18)),
                R("label", "", doc, (880, 56), (240, 15)), R("toggle-button", "Find", "", (1700, 36), (34, 34)),
                R("push-button", "Zoom", "Automatic", (1740, 36), (110, 34)), R("push-button", "File options", "", (1860, 36), (34, 34))]
        body += side
        body += [R("document-frame", "", "", (420, 76), (1500, 1004)), R("page", f"Page {page}", "", (760, 96), (820, 1160))]
        body += [R("paragraph", "", p, (840, 170 + 60 * i), (660, 50)) for i, p in enumerate(pages[page])]
        return desk(clk("Nov 12", minutes[t]), "Document Viewer", body + (extra or []), extra=("Document Viewer",))

    def sidebar(kind: str, marks: list[int] | None = None, results: list[tuple[int, str]] | None = None) -> list[str]:
        out = [R("toggle-button", k, "", (80 + 40 * i, 80), (36, 30)) for i, k in enumerate(["Thumbnails", "Outline", "Annotations", "Attachments", "Layers", "Bookmarks"])]
        if kind == "Outline":
            out += [R("tree-item", n, str(p), (76, 120 + 28 * i), (340, 26)) for i, (n, p) in enumerate(outline)]
        elif kind == "Bookmarks":
            out += [R("list-item", f"Page {p}", "", (76, 120 + 28 * i), (340, 26)) for i, p in enumerate(marks or [])]
            out += [R("push-button", "Add", "", (80, 1030), (34, 30)), R("push-button", "Remove", "", (120, 1030), (34, 30))]
        else:
            out += [R("list-item", f"{p}", s, (76, 120 + 40 * i), (340, 38)) for i, (p, s) in enumerate(results or [])]
        return out

    props = [R("dialog", "Properties", "", (660, 200), (600, 620)), R("page-tab", "General", "", (680, 236), (80, 24)),
             R("page-tab", "Fonts", "", (764, 236), (60, 24)), R("page-tab", "Document License", "", (828, 236), (130, 24))]
    for i, (k, val) in enumerate([("Title:", "Employee Handbook 2024"), ("Location:", f"/home/user/Documents/HR/{doc}"),
                                  ("Subject:", "Policies and procedures for all Halden Logistics employees"), ("Author:", "People Team"),
                                  ("Keywords:", "handbook, HR, policy"), ("Producer:", "Microsoft® Word for Microsoft 365"),
                                  ("Creator:", "Microsoft® Word for Microsoft 365"), ("Created:", "Tue 09 Jan 2024 14:22:05 GMT"),
                                  ("Modified:", "Fri 01 Mar 2024 10:03:41 GMT"), ("Format:", "PDF-1.7"), ("Number of Pages:", "62"),
                                  ("Optimized:", "No"), ("Security:", "No"), ("Paper Size:", "A4, Portrait (210 × 297 mm)"), ("Size:", "2.1 MB")]):
        props += [R("label", "", k, (690, 280 + 28 * i), (150, 17)), R("label", "", val, (850, 280 + 28 * i), (390, 17))]
    find = [R("entry", "Find", "remote work", (1400, 80), (420, 32)), R("push-button", "Find previous", "", (1824, 80), (34, 32)),
            R("push-button", "Find next", "", (1860, 80), (34, 32))]
    results = [(5, "…eligible for remote work after the probation period…"), (24, "5 Remote and Hybrid Work"),
               (25, "…approved for remote work receive a laptop…"), (25, "Remote work from outside the UK is limited…"),
               (26, "…remote work agreements are reviewed every 12 months…")]
    turns = [
        (code("pyautogui.press('f9')  # side pane\npyautogui.click(140, 95)  # Outline"), v(1, 1, 64, sidebar("Outline"))),
        (code("pyautogui.click(240, 273)  # 6 Leave Policies"), v(2, 29, 64, sidebar("Outline"))),
        (code("pyautogui.hotkey('ctrl', 'd')  # add bookmark\npyautogui.click(298, 95)  # Bookmarks"), v(3, 29, 64, sidebar("Bookmarks", [29]))),
        (code("pyautogui.tripleClick(149, 53)\npyautogui.write('41')\npyautogui.press('enter')"), v(4, 41, 64, sidebar("Bookmarks", [29]))),
        (code("pyautogui.hotkey('ctrl', 'd')"), v(5, 41, 62, sidebar("Bookmarks", [29, 41]))),
        (code("pyautogui.click(1877, 53)  # File options\npyautogui.click(1800, 330)  # Properties"), v(6, 41, 62, sidebar("Bookmarks", [29, 41]), props)),
        (code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('remote work')\npyautogui.press('enter')"),
         v(7, 5, 62, sidebar("Find", results=results), find)),
        (code("pyautogui.click(240, 219)  # result on page 25"), v(8, 25, 62, sidebar("Find", results=results), find)),
    ]
    rs.add("os", "h57-os-21", sysp("In employee_handbook_2024.pdf bookmark the first pages of the Leave Policies and Code of Conduct chapters, check the document properties, then find the remote-work rules for equipment."),
           turns, state=v(0, 1, 64, []), bad=True, turn=5,
           kind="The page counter reads '(41 of 62)' (and Properties later give 62 pages) although the same PDF showed 64 pages at turns 1-4 with nothing edited.")


# ---------------------------------------------------------------- 22 Settings appearance, shortcuts, region (clean)
def t22(rs: RowSet) -> None:
    minutes = [648, 648, 649, 649, 650, 650, 651, 651, 652, 652, 653, 653]

    def c(t: int) -> str:
        return clk("Sep 5", minutes[t])

    def appearance(size: str, position: str) -> list[str]:
        out = [R("label", "", "Style", (740, 180), (100, 20)), R("push-button", "Light", "", (740, 210), (300, 180)),
               R("push-button", "Dark", "", (1080, 210), (300, 180)), R("label", "", "Color", (740, 410), (100, 20))]
        out += [R("radio-button", col, "", (740 + 54 * i, 440), (44, 44)) for i, col in enumerate(
            ["Default", "Bark", "Sage", "Olive", "Viridian", "Prussian Blue", "Blue", "Purple", "Magenta", "Red"])]
        out += [R("label", "", "Desktop Icons", (740, 510), (200, 20)),
                R("combo-box", "Size", "Small", (1200, 540), (180, 34)), R("toggle-button", "Show Personal folder", "", (1330, 590), (50, 28)),
                R("combo-box", "Position of New Icons", "Bottom Right", (1200, 630), (180, 34)),
                R("label", "", "Dock", (740, 690), (200, 20)),
                R("toggle-button", "Auto-hide the Dock", "", (1330, 720), (50, 28)), R("toggle-button", "Panel mode", "", (1330, 760), (50, 28)),
                R("slider", "Icon size", size, (1080, 800), (300, 30)), R("combo-box", "Show on", "All displays", (1200, 840), (180, 34)),
                R("combo-box", "Position on screen", position, (1200, 880), (180, 34)), R("link", "Configure dock behavior", "", (740, 920), (640, 16))]
        return out

    keyboard = [R("label", "", "Input Sources", (740, 180), (200, 20)),
                R("label", "", "Includes keyboard layouts and input methods.", (740, 204), (400, 17)),
                R("list-item", "English (US)", "", (740, 230), (640, 50)), R("push-button", "+ Add Input Source…", "", (740, 282), (640, 50)),
                R("label", "", "Input Source Switching", (740, 360), (300, 20)),
                R("radio-button", "Use the same source for all windows", "", (740, 390), (640, 44)),
                R("radio-button", "Switch input sources individually for each window", "", (740, 436), (640, 44)),
                R("label", "", "Special Character Entry", (740, 510), (300, 20)),
                R("list-item", "Alternate Characters Key", "Right Alt", (740, 540), (640, 50)),
                R("list-item", "Compose Key", "Off", (740, 592), (640, 50)),
                R("label", "", "Keyboard Shortcuts", (740, 670), (300, 20)),
                R("list-item", "View and Customize Shortcuts", "", (740, 700), (640, 50))]
    cats = ["Accessibility", "Launchers", "Navigation", "Screenshots", "Sound and Media", "System", "Typing", "Windows", "Custom Shortcuts"]
    shortcuts = [R("dialog", "Keyboard Shortcuts", "", (640, 200), (640, 640)), R("entry", "Search Shortcuts", "", (680, 250), (560, 34))]
    shortcuts += [R("list-item", k, "", (680, 300 + 50 * i), (560, 48)) for i, k in enumerate(cats)]
    shortcuts += [R("push-button", "Reset All…", "", (1140, 206), (120, 30))]

    def custom(rows: list[tuple[str, str]]) -> list[str]:
        out = [R("dialog", "Custom Shortcuts", "", (640, 200), (640, 640)), R("push-button", "Back", "", (650, 206), (34, 30))]
        out += [R("list-item", n, k, (680, 260 + 50 * i), (560, 48)) for i, (n, k) in enumerate(rows)]
        out += [R("push-button", "Add Shortcut", "", (680, 260 + 50 * len(rows)), (560, 48))]
        return out

    add = [R("dialog", "Add Custom Shortcut", "", (700, 330), (520, 300)), R("push-button", "Cancel", "", (710, 336), (80, 30)),
           R("push-button", "Add", "", (1130, 336), (80, 30)), R("entry", "Name", "Open Disks", (820, 400), (360, 34)),
           R("entry", "Command", "gnome-disks", (820, 446), (360, 34)), R("label", "", "Shortcut", (740, 500), (80, 17)),
           R("push-button", "Ctrl+Alt+K", "", (1000, 492), (180, 34))]

    def region(fmt: str, banner: bool = False) -> list[str]:
        out = [R("label", "", "Your Account", (740, 180), (200, 20)),
               R("list-item", "Language", "English (United States)", (740, 210), (640, 50)),
               R("list-item", "Formats", fmt, (740, 262), (640, 50)),
               R("label", "", "Login Screen", (740, 340), (200, 20)), R("push-button", "Unlock…", "", (1280, 334), (100, 32)),
               R("list-item", "Language", "English (United States)", (740, 370), (640, 50)),
               R("list-item", "Formats", "United States", (740, 422), (640, 50)),
               R("push-button", "Manage Installed Languages", "", (740, 500), (260, 34))]
        if banner:
            out = [R("label", "", "Restart the session for changes to take effect", (720, 160), (500, 20)),
                   R("push-button", "Log Out", "", (1380, 156), (90, 30))] + out
        return out

    def formats(sel: str, prev: list[str]) -> list[str]:
        out = [R("dialog", "Formats", "", (640, 200), (640, 640)), R("push-button", "Cancel", "", (650, 206), (80, 30)),
               R("push-button", "Done", "", (1190, 206), (80, 30)), R("entry", "Search", "", (680, 250), (280, 34))]
        out += [R("list-item", k, "", (680, 294 + 44 * i), (280, 42), desc=("selected" if k == sel else "")) for i, k in enumerate(
            ["United States", "United Kingdom", "Germany", "France", "Spain", "Japan", "…"])]
        out += [R("label", "", "Preview", (1000, 250), (120, 20))]
        for i, (k, val) in enumerate(zip(["Dates", "Times", "Date & Times", "Numbers", "Measurement", "Paper"], prev)):
            out += [R("label", "", k, (1000, 290 + 56 * i), (240, 17)), R("label", "", val, (1000, 310 + 56 * i), (260, 17))]
        return out

    us = ["Thursday, September 5, 2024", "10:52:41 AM", "Thu Sep 5 2024 10:52:41 AM", "123,456,789.00", "U.S.", "Letter"]
    de = ["Donnerstag, 5. September 2024", "10:53:07", "Do 05 Sep 2024 10:53:07", "123.456.789,00", "Metrisch", "A4"]

    def v(t: int, panel: str, content: list[str], extra: list[str] | None = None, dock: str = "left", icon: int = 64) -> str:
        return desk(c(t), "Settings", settings_win(panel, content) + (extra or []), extra=("Settings",), dock=dock, icon=icon)

    b = {"dock": "bottom", "icon": 48}
    turns = [
        (code("pyautogui.moveTo(1230, 815)  # Icon size slider knob (48)\npyautogui.dragTo(1130, 815, duration=0.5)  # 32"),
         v(1, "Appearance", appearance("32", "Left"), icon=48)),
        (code("pyautogui.click(1290, 897)  # Position on screen\npyautogui.click(1290, 965)  # Bottom"),
         v(2, "Appearance", appearance("32", "Bottom"), **b)),
        (code("pyautogui.click(560, 636)  # Keyboard"), v(3, "Keyboard", keyboard, **b)),
        (code("pyautogui.click(1060, 725)  # View and Customize Shortcuts"), v(4, "Keyboard", keyboard, shortcuts, **b)),
        (code("pyautogui.click(960, 724)  # Custom Shortcuts"), v(5, "Keyboard", keyboard, custom([]), **b)),
        (code("pyautogui.click(960, 284)  # Add Shortcut\npyautogui.write('Open Disks')\npyautogui.press('tab')\npyautogui.write('gnome-disks')\n"
              "pyautogui.click(1090, 509)  # Set Shortcut…\npyautogui.hotkey('ctrl', 'alt', 'k')"),
         v(6, "Keyboard", keyboard, custom([]) + add, **b)),
        (code("pyautogui.click(1170, 351)  # Add"), v(7, "Keyboard", keyboard, custom([("Open Disks", "Ctrl+Alt+K")]), **b)),
        (code("pyautogui.press('escape')\npyautogui.click(560, 756)  # Region & Language"), v(8, "Region & Language", region("United States"), **b)),
        (code("pyautogui.click(1060, 287)  # Formats"), v(9, "Region & Language", region("United States"), formats("United States", us), **b)),
        (code("pyautogui.click(820, 403)  # Germany"), v(10, "Region & Language", region("United States"), formats("Germany", de), **b)),
        (code("pyautogui.click(1230, 221)  # Done"), v(11, "Region & Language", region("Germany", True), **b)),
    ]
    rs.add("os", "h57-os-22", sysp("Make the dock icons 32 px and move the dock to the bottom, add a Ctrl+Alt+K custom shortcut that opens Disks, and switch the date and number formats to Germany."),
           turns, state=v(0, "Appearance", appearance("48", "Left")))


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
