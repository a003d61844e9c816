# ruff: noqa: E501
"""Held-out set 54, domain os: 22 Ubuntu desktop trajectories driven by pyautogui code.

Every observation is the desktop accessibility tree in OSWorld's table (tag, name, text, class,
description, position, size). Eleven trajectories hold exactly one contradiction (labeled with the
first turn whose observation contradicts an earlier one); eleven are clean but full of legitimate
changes (edits, re-sorts, filters, restarts, moving clocks and counters, other views of one thing).
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

## Task Instruction

{task}

## Core Responsibilities

1. **State Prediction**: Generate the complete next accessibility-tree state
2. **Context Maintenance**: Track open windows, files, UI selections, and application state across turns
3. **Behavioral Fidelity**: Stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree

## State Modeling Rules

- Preserve the original state format exactly: the header line `tag, name, text, class, description, position (top-left x&y), size (w&h)` (tab-separated), then one node per line
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

This dataset does **not** use a small fixed JSON action schema. The action is a free-form **Python code block**, and the executed code itself is the authoritative description of what happened. Common APIs: `pyautogui.click/moveTo/dragTo/scroll/write/press/hotkey`, the helper classes `BrowserTools`, `CalcTools`, `WriterTools`, `ImpressTools`, `VLCTools`, and `subprocess.run(...)`, `os.*`, `json.*`.

- Treat the **actual code block** as the ground-truth action specification
- Do not assume the action space is closed; some tasks contain arbitrary Python file, shell, or scripting operations
- Use the code semantics to infer which app, widget, file, cursor position, or document content should change
- Ignore helper calls such as `print_result()` unless they cause a visible UI change

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary."""

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def sysp(task: str) -> str:
    return SYSTEM.replace("{task}", task)


def cell(s: object) -> str:
    s = str(s)
    if "\n" in s or '"' in s or "\t" in s:
        return '"' + s.replace('"', '""') + '"'
    return s


def E(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0,
      cls: str = "", desc: str = "") -> tuple:
    return (tag, name, text, cls, desc, x, y, w, h)


def line(e: tuple) -> str:
    tag, name, text, cls, desc, x, y, w, h = e
    return f"{tag}\t{cell(name)}\t{cell(text)}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


def clock(day: str, minutes: int) -> str:
    return f"{day}  {minutes // 60:02d}:{minutes % 60:02d}"


def tree(clk: str, rows: list[tuple], extra: tuple[str, ...] = (), icons: tuple[str, ...] = ("Home",)) -> str:
    out = [HDR]
    for i, ic in enumerate(icons):
        out.append(line(E("label", ic, "", 1833, 1037 - 98 * i, 40 + 3 * len(ic), 17)))
    out.append(line(E("label", "Activities", "Activities", 0, 0, 99, 27)))
    out.append(line(E("label", "", clk, 884, 0, 152, 27)))
    out.append(line(E("menu", "System", "", 1739, 0, 181, 27)))
    y = 33
    for d in DOCK:
        out.append(line(E("push-button", d, "", 0, y, 70, 64)))
        y += 68
    for d in extra:
        out.append(line(E("push-button", d, "", 0, y, 70, 64)))
        y += 68
    out.append(line(E("push-button", "Trash", "", 0, y + 3, 70, 64)))
    out.append(line(E("toggle-button", "Show Applications", "", 0, 1010, 70, 70)))
    out.extend(line(r) for r in rows)
    return "\n".join(out)


def stack(tag: str, items: list[str], x: int, y: int, w: int, h: int, dy: int | None = None, texts: bool = False) -> list[tuple]:
    dy = h if dy is None else dy
    return [E(tag, "" if texts else it, it if texts else "", x, y + i * dy, w, h) for i, it in enumerate(items)]


def hrow(tag: str, items: list[str], x: int, y: int, widths: list[int] | int, h: int) -> list[tuple]:
    out = []
    for i, it in enumerate(items):
        w = widths[i] if isinstance(widths, list) else widths
        out.append(E(tag, it, "", x, y, w, h))
        x += w
    return out


def money(v: float) -> str:
    return f"${v:,.2f}"


# ---------------------------------------------------------------- LibreOffice chrome
LO_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]


def lo_menus(app: str) -> list[tuple]:
    names = {"calc": LO_MENUS,
             "writer": ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"],
             "impress": ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]}[app]
    return hrow("menu", names, 70, 58, [38, 39, 46, 49, 59, 51, 47, 45, 50, 64, 44], 26)


LO_STD = ["New", "Templates", "Open", "Save", "Export Directly as PDF", "Print Directly", "Toggle Print Preview", "Cut",
          "Copy", "Paste", "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo", "Find & Replace", "Spelling"]


def lo_std(extra: list[str]) -> list[tuple]:
    return hrow("push-button", LO_STD + extra, 76, 88, 33, 30)


# ================================================================ 01 Calc: sort, autofilter, pivot, cell style (clean)
ORDERS = [
    ("SO-24017", "2024-01-08", "North", "Okafor", 12, 3480.0),
    ("SO-24018", "2024-01-09", "East", "Lindqvist", 7, 1925.0),
    ("SO-24021", "2024-01-11", "West", "Haddad", 22, 5610.0),
    ("SO-24022", "2024-01-12", "South", "Moreau", 9, 2295.0),
    ("SO-24025", "2024-01-15", "North", "Okafor", 16, 4640.0),
    ("SO-24026", "2024-01-15", "East", "Brandt", 4, 1180.0),
    ("SO-24030", "2024-01-18", "West", "Haddad", 11, 2915.0),
    ("SO-24031", "2024-01-19", "South", "Moreau", 18, 4770.0),
    ("SO-24034", "2024-01-22", "North", "Tanaka", 6, 1710.0),
    ("SO-24036", "2024-01-23", "East", "Lindqvist", 14, 3920.0),
    ("SO-24039", "2024-01-25", "West", "Alvarez", 27, 6885.0),
    ("SO-24040", "2024-01-26", "South", "Moreau", 5, 1375.0),
    ("SO-24043", "2024-01-29", "North", "Tanaka", 20, 5300.0),
    ("SO-24044", "2024-01-30", "East", "Brandt", 8, 2160.0),
]
COLS = "ABCDEF"
CW = [98, 92, 80, 92, 60, 100]


def calc_win(title: str, namebox: str, formula: str, grid: list[tuple], sheets: list[str], active: int, status: list[str],
             extra: list[tuple] | None = None) -> list[tuple]:
    rows = [E("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    rows += lo_menus("calc")
    rows += lo_std(["Row", "Column", "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart",
                    "Insert or Edit Pivot Table", "Insert Special Character", "Insert Hyperlink", "Insert Comment",
                    "Headers and Footers", "Define Print Area", "Freeze Rows and Columns", "Split Window", "Show Draw Functions"])
    rows += [E("combo-box", "Font Name", "Liberation Sans", 76, 120, 160, 26), E("combo-box", "Font Size", "10 pt", 238, 120, 62, 26)]
    rows += hrow("toggle-button", ["Bold", "Italic", "Underline"], 302, 120, 30, 26)
    rows += hrow("push-button", ["Format as Currency", "Format as Percent", "Format as Number", "Format as Date",
                                 "Add Decimal Place", "Delete Decimal Place"], 420, 120, 30, 26)
    rows += [E("combo-box", "Name Box", namebox, 76, 152, 98, 24), E("push-button", "Function Wizard", "", 182, 152, 26, 24),
             E("push-button", "Select Function", "", 210, 152, 26, 24), E("push-button", "Formula", "", 238, 152, 26, 24),
             E("text", "Input line", formula, 268, 152, 1646, 24), E("table", f"Sheet {sheets[active]}", "", 70, 204, 1850, 790)]
    rows += grid
    x = 160
    for s in sheets:
        w = 18 + 8 * len(s)
        rows.append(E("page-tab", s, "", x, 1000, w, 26))
        x += w
    rows += [E("label", "", status[0], 74, 1052, 120, 22), E("label", "", "Default", 260, 1052, 80, 22),
             E("label", "", "English (USA)", 420, 1052, 110, 22)]
    rows += [E("label", "", s, 620 + 260 * i, 1052, 250, 22) for i, s in enumerate(status[1:])]
    rows += [E("slider", "Zoom", "", 1650, 1055, 160, 18), E("label", "", "100%", 1846, 1052, 48, 22)]
    return rows + (extra or [])


def calc_grid(data: list[tuple], hdr: tuple, show: list[int] | None = None) -> list[tuple]:
    """Cells A1:F{n}; show lists the sheet rows (2-based) left visible by a filter."""
    out = []
    y = 226
    for c, v in enumerate(hdr):
        out.append(E("table-cell", f"{COLS[c]}1", v, 112 + sum(CW[:c]), y, CW[c], 22))
    visible = list(range(2, len(data) + 2)) if show is None else show
    for r in visible:
        y += 22
        rec = data[r - 2]
        vals = [rec[0], rec[1], rec[2], rec[3], str(rec[4]), money(rec[5])]
        for c, v in enumerate(vals):
            out.append(E("table-cell", f"{COLS[c]}{r}", v, 112 + sum(CW[:c]), y, CW[c], 22))
    return out


def t01(rs: RowSet) -> None:
    day = "Mar 18"
    hdr = ("Order ID", "Order Date", "Region", "Rep", "Units", "Revenue")
    data = list(ORDERS)
    sheets = ["Orders", "Notes"]
    title = "regional_sales_2024.xlsx"
    t = 9 * 60 + 41

    def st(sel: str = "", extra: str = "Average: ; Sum: 0") -> list[str]:
        return [f"Sheet 1 of {len(sheets)}", sel, extra]

    state = tree(clock(day, t), calc_win(title, "A1", "Order ID", calc_grid(data, hdr), sheets, 0, st()))
    turns = []

    def obs(namebox: str, formula: str, status: list[str], grid: list[tuple] | None = None, active: int = 0, extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t), calc_win(title, namebox, formula, grid if grid is not None else calc_grid(data, hdr), sheets, active, status, extra))

    def stat(vals: list[float]) -> str:
        return f"Average: {money(sum(vals) / len(vals))}; Sum: {money(sum(vals))}"

    # 1 select F2:F15
    t += 1
    turns.append((code("pyautogui.click(128, 152)\npyautogui.write('F2:F15')\npyautogui.press('enter')"),
                  obs("F2:F15", money(data[0][5]), st("Selected: 14 rows, 1 column", stat([r[5] for r in data])))))
    # 2 open sort dialog
    dialog = [E("dialog", "Sort", "", 720, 330, 520, 470), E("page-tab", "Sort Criteria", "", 732, 362, 110, 26),
              E("page-tab", "Options", "", 842, 362, 76, 26), E("label", "Sort Key 1", "Sort Key 1", 744, 404, 90, 18),
              E("combo-box", "Sort Key 1", "Order ID", 744, 426, 300, 28), E("radio-button", "Ascending", "", 1060, 426, 110, 22),
              E("radio-button", "Descending", "", 1060, 452, 110, 22), E("label", "Sort Key 2", "Sort Key 2", 744, 494, 90, 18),
              E("combo-box", "Sort Key 2", "- undefined -", 744, 516, 300, 28), E("push-button", "Help", "", 732, 756, 80, 30),
              E("push-button", "OK", "", 1052, 756, 80, 30), E("push-button", "Cancel", "", 1140, 756, 88, 30)]
    t += 1
    turns.append((code("pyautogui.click(128, 152)\npyautogui.write('A1:F15')\npyautogui.press('enter')\npyautogui.click(385, 58)  # Data\npyautogui.click(420, 84)  # Sort..."),
                  obs("A1:F15", "Order ID", st("Selected: 15 rows, 6 columns", "Average: ; Sum: 0"), extra=dialog)))
    # 3 sort by revenue descending
    data.sort(key=lambda r: -r[5])
    t += 1
    turns.append((code("pyautogui.click(894, 440)\npyautogui.click(850, 608)  # Revenue\npyautogui.click(1066, 463)  # Descending\npyautogui.click(1092, 771)  # OK"),
                  obs("A1:F15", "Order ID", st("Selected: 15 rows, 6 columns", "Average: ; Sum: 0"))))
    # 4 autofilter
    t += 1
    turns.append((code("pyautogui.click(120, 237)  # A1\npyautogui.hotkey('ctrl', 'shift', 'l')"),
                  obs("A1", "Order ID", st())))
    # 5 region dropdown
    pop = [E("window", "", "", 290, 248, 246, 380), E("push-button", "Sort Ascending", "", 298, 254, 230, 24),
           E("push-button", "Sort Descending", "", 298, 278, 230, 24), E("push-button", "Top 10", "", 298, 308, 230, 24),
           E("push-button", "Empty", "", 298, 332, 230, 24), E("push-button", "Not Empty", "", 298, 356, 230, 24),
           E("text", "Search items...", "", 298, 388, 230, 26), E("check-box", "(Select All)", "", 298, 420, 230, 22)]
    pop += stack("check-box", ["East", "North", "South", "West"], 314, 442, 214, 22)
    pop += [E("push-button", "OK", "", 356, 594, 80, 28), E("push-button", "Cancel", "", 442, 594, 86, 28)]
    t += 1
    turns.append((code("pyautogui.click(374, 237)  # AutoFilter button of C1"), obs("C1", "Region", st(), extra=pop)))
    # 6 keep North only
    north = [i + 2 for i, r in enumerate(data) if r[2] == "North"]
    t += 1
    turns.append((code("pyautogui.click(306, 431)  # (Select All) off\npyautogui.click(322, 453)  # North\npyautogui.click(396, 608)  # OK"),
                  obs("C1", "Region", st("", f"{len(north)} of {len(data)} records found"), grid=calc_grid(data, hdr, north))))
    # 7 reset filter
    t += 2
    turns.append((code("pyautogui.click(385, 58)  # Data\npyautogui.click(430, 300)  # More Filters\npyautogui.click(640, 352)  # Reset Filter"),
                  obs("C1", "Region", st())))
    # 8 pivot table
    regions = sorted({r[2] for r in data})

    def pivot_grid() -> list[tuple]:
        g = [E("table-cell", "A1", "Region", 112, 226, 98, 22), E("table-cell", "B1", "Sum - Revenue", 210, 226, 120, 22)]
        y = 226
        for i, rg in enumerate(regions, 2):
            y += 22
            g += [E("table-cell", f"A{i}", rg, 112, y, 98, 22),
                  E("table-cell", f"B{i}", money(sum(r[5] for r in data if r[2] == rg)), 210, y, 120, 22)]
        y += 22
        n = len(regions) + 2
        g += [E("table-cell", f"A{n}", "Total Result", 112, y, 98, 22), E("table-cell", f"B{n}", money(sum(r[5] for r in data)), 210, y, 120, 22)]
        return g
    sheets.append("Pivot Table_Orders_1")
    t += 1
    turns.append((code("CalcTools.create_pivot_table(source_range='Orders.A1:F15', row_fields=['Region'], data_fields=[('Revenue', 'SUM')], target_sheet='Pivot Table_Orders_1')"),
                  tree(clock(day, t), calc_win(title, "A1", "Region", pivot_grid(), sheets, 2, [f"Sheet 3 of {len(sheets)}", "", "Average: ; Sum: 0"]))))
    # 9 back to Orders
    t += 1
    turns.append((code("CalcTools.switch_active_sheet('Orders')"), obs("C1", "Region", st())))
    # 10 cell style Good on top three
    t += 1
    turns.append((code("pyautogui.click(128, 152)\npyautogui.write('F2:F4')\npyautogui.press('enter')\npyautogui.click(288, 58)  # Styles\npyautogui.click(330, 276)  # Good"),
                  obs("F2:F4", money(data[0][5]), st("Selected: 3 rows, 1 column", stat([r[5] for r in data[:3]])))))
    # 11 correct F6 (SO-24025 after the sort)
    old = data[4]
    data[4] = (old[0], old[1], old[2], old[3], old[4], 4960.0)
    t += 1
    turns.append((code("CalcTools.set_cell_value('F6', 4960)"), obs("F6", "4960", st())))
    # 12 pivot sheet, refresh
    t += 1
    turns.append((code("CalcTools.switch_active_sheet('Pivot Table_Orders_1')\npyautogui.click(160, 248)\npyautogui.click(385, 58)  # Data\npyautogui.click(440, 330)  # Pivot Table\npyautogui.click(640, 382)  # Refresh"),
                  tree(clock(day, t), calc_win(title, "A2", "East", pivot_grid(), sheets, 2, [f"Sheet 3 of {len(sheets)}", "", "Average: ; Sum: 0"]))))
    rs.add("os", "h54-os-01", sysp("In regional_sales_2024.xlsx, sort the orders by revenue (largest first), check the North orders with an AutoFilter, build a pivot table of revenue by region, mark the three largest orders with the 'Good' cell style, correct order SO-24025 to $4,960 and refresh the pivot table."),
           turns, state=state)


# ================================================================ 02 System Monitor: processes (bad: a PID changes)
def t02(rs: RowSet) -> None:
    day = "Mar 21"
    t = 10 * 60 + 52
    # name, pid, cpu base, memory MiB, disk read MiB
    procs = [
        ["gnome-shell", 1893, 3.1, 412.6, 188.4], ["pipewire", 1720, 0.1, 9.8, 1.2], ["tracker-miner-fs-3", 2056, 0.0, 18.9, 64.3],
        ["evolution-alarm-notify", 2104, 0.0, 21.6, 3.9], ["Xwayland", 1951, 0.4, 61.2, 7.5], ["chrome", 44380, 1.8, 512.7, 231.0],
        ["thunderbird", 44911, 0.3, 297.4, 96.8], ["code", 45102, 2.4, 318.9, 140.2], ["gnome-terminal-server", 46017, 0.2, 54.8, 12.6],
        ["bash", 46031, 0.0, 5.1, 0.4], ["bash", 47731, 0.0, 5.0, 0.3], ["python3", 47760, 0.0, 38.2, 2.8],
        ["python3", 48213, 87.5, 2355.2, 1840.7], ["gnome-system-monitor", 48560, 1.2, 46.3, 5.2],
    ]
    jitter = [0.0, 0.3, -0.2, 0.5, -0.4, 0.2, 0.6, -0.1, 0.4, -0.3]

    def mem(m: float) -> str:
        return f"{m / 1024:.1f} GiB" if m >= 1024 else f"{m:.1f} MiB"

    def table(rows: list[list], k: int) -> list[tuple]:
        heads = ["Process Name", "User", "% CPU", "ID", "Memory", "Disk read total", "Disk write total", "Priority"]
        ws = [260, 90, 70, 80, 110, 140, 140, 90]
        out = [E("table", "", "", 372, 206, 1176, 700)] + hrow("table-column-header", heads, 372, 206, ws, 26)
        y = 232
        for p in rows:
            cpu = max(0.0, p[2] + (jitter[(k + p[1]) % 10] if p[2] > 0.05 else 0.0))
            grow = p[1] == 48213
            vals = [p[0], "alex", f"{cpu:.1f}", str(p[1]), mem(p[3] + (k * 6.5 if grow else 0)),
                    mem(p[4] + (k * 41.3 if grow else 0)), mem(p[4] / 7 + (k * 3.1 if grow else 0)), "Normal"]
            x = 372
            for v, w in zip(vals, ws):
                out.append(E("table-cell", "", v, x, y, w, 24))
                x += w
            y += 24
        return out

    def win(body: list[tuple], search: str | None = None, extra: list[tuple] | None = None) -> list[tuple]:
        r = [E("frame", "System Monitor", "", 360, 140, 1200, 800), E("toggle-button", "Search", "", 372, 148, 34, 34)]
        r += hrow("radio-button", ["Processes", "Resources", "File Systems"], 780, 148, [110, 110, 120], 34)
        r += [E("push-button", "Menu", "", 1480, 148, 34, 34), E("push-button", "Close", "", 1522, 148, 30, 30)]
        if search is not None:
            r.append(E("text", "Search", search, 700, 186, 520, 30))
        r += body
        r += [E("push-button", "End Process", "", 1420, 906, 120, 30)]
        return r + (extra or [])

    def view(k: int, order: str, filt: str | None = None, extra: list[tuple] | None = None, drop: int | None = None) -> str:
        rows = [p for p in procs if p[1] != drop]
        if filt:
            rows = [p for p in rows if filt in p[0]]
        if order == "id":
            rows = sorted(rows, key=lambda p: p[1])
        elif order == "mem":
            rows = sorted(rows, key=lambda p: -(p[3] + (k * 6.5 if p[1] == 48213 else 0)))
        else:
            rows = sorted(rows, key=lambda p: -p[2])
        return tree(clock(day, t), win(table(rows, k), search=filt, extra=extra), extra=("Terminal", "System Monitor"))

    state = view(0, "cpu")
    turns = []
    t += 1
    turns.append((code("pyautogui.click(734, 219)  # ID column header"), view(1, "id")))
    t += 1
    turns.append((code("pyautogui.click(389, 165)\npyautogui.write('python')"), view(2, "id", "python")))
    ctx = [E("menu", "", "", 520, 290, 230, 300)] + stack("menu-item", ["Properties", "Memory Maps", "Open Files", "Change Priority",
                                                                         "Stop", "Continue", "End", "Kill"], 528, 296, 214, 34)
    turns.append((code("pyautogui.rightClick(500, 244)  # python3 47760"), view(2, "id", "python", ctx)))
    props = [("Process Name", "python3"), ("User", "alex (1000)"), ("Status", "Sleeping"), ("Memory", "38.2 MiB"),
             ("Virtual Memory", "215.9 MiB"), ("Resident Memory", "41.7 MiB"), ("Writable Memory", "38.2 MiB"),
             ("Shared Memory", "9.1 MiB"), ("CPU", "0 %"), ("CPU Time", "1.74 seconds"), ("Started", "Today 09:12 AM"),
             ("Nice", "0"), ("Priority", "Normal"), ("ID", "47760"), ("Security Context", "N/A"),
             ("Command Line", "python3 -m http.server 8000 --directory /home/alex/site/public"), ("Waiting Channel", "do_epoll_wait"),
             ("Control Group", "0::/user.slice/user-1000.slice/user@1000.service/app.slice/app-org.gnome.Terminal.slice/vte-spawn-5c1e8a3d-0f4b-4c52-9a7e-2b1f6e0d9c41.scope")]
    dlg = [E("dialog", "python3 (PID 47760)", "", 660, 250, 600, 620)]
    for i, (k_, v) in enumerate(props):
        dlg += [E("label", k_, k_, 680, 290 + 30 * i, 160, 22), E("label", "", v, 850, 290 + 30 * i, 390, 22)]
    t += 1
    turns.append((code("pyautogui.click(600, 313)  # Properties"), view(3, "id", "python", dlg)))
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'F4')  # close the properties dialog\npyautogui.click(389, 165)  # close search"), view(4, "id")))
    # 6: sort by memory; the http.server python3 comes back with ID 47706 (contradiction)
    procs[11][1] = 47706
    t += 1
    turns.append((code("pyautogui.click(822, 219)  # Memory column header"), view(5, "mem")))
    confirm = [E("alert", "End Process", "", 720, 420, 480, 190),
               E("label", "", "End the selected process “python3” (PID 48213)?", 744, 444, 432, 24),
               E("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 744, 476, 432, 60),
               E("push-button", "Cancel", "", 900, 560, 140, 34), E("push-button", "End Process", "", 1046, 560, 140, 34)]
    t += 1
    turns.append((code("pyautogui.click(500, 244)  # python3 48213, top of the memory sort\npyautogui.hotkey('ctrl', 'e')"), view(6, "mem", extra=confirm)))
    t += 1
    turns.append((code("pyautogui.click(1114, 577)  # End Process"), view(7, "mem", drop=48213)))
    res = [E("frame", "System Monitor", "", 360, 140, 1200, 800), E("toggle-button", "Search", "", 372, 148, 34, 34)]
    res += hrow("radio-button", ["Processes", "Resources", "File Systems"], 780, 148, [110, 110, 120], 34)
    res += [E("push-button", "Menu", "", 1480, 148, 34, 34), E("push-button", "Close", "", 1522, 148, 30, 30),
            E("label", "CPU", "CPU", 380, 196, 60, 20), E("image", "CPU history", "", 380, 220, 1160, 150)]
    res += [E("label", "", f"CPU{i + 1} {v:.1f}%", 400 + 140 * i, 376, 130, 20) for i, v in enumerate([6.9, 3.0, 11.8, 4.1, 2.2, 7.5, 5.0, 3.6])]
    res += [E("label", "Memory and Swap", "Memory and Swap", 380, 410, 160, 20), E("image", "Memory and Swap history", "", 380, 434, 1160, 150),
            E("label", "", "Memory 3.4 GiB (22.0%) of 15.5 GiB", 400, 590, 320, 20), E("label", "", "Cache 4.1 GiB", 400, 612, 200, 20),
            E("label", "", "Swap 0 bytes (0.0%) of 2.0 GiB", 760, 590, 300, 20), E("label", "Network", "Network", 380, 650, 80, 20),
            E("image", "Network history", "", 380, 674, 1160, 150), E("label", "", "Receiving 2.1 KiB/s", 400, 830, 200, 20),
            E("label", "", "Total Received 1.8 GiB", 400, 852, 220, 20), E("label", "", "Sending 0.9 KiB/s", 760, 830, 200, 20),
            E("label", "", "Total Sent 216.4 MiB", 760, 852, 220, 20)]
    t += 1
    turns.append((code("pyautogui.click(890, 165)  # Resources"), tree(clock(day, t), res, extra=("Terminal", "System Monitor"))))
    rs.add("os", "h54-os-02", sysp("Find the python3 process that trains the model in System Monitor, look at the properties of the other python3 process, end the training process and check the memory use afterwards."),
           turns, state=state, bad=True, turn=6, kind="The python3 http.server process shown with ID 47760 (list and properties dialog) is listed as ID 47706 after only re-sorting by memory.")


# ================================================================ 03 Writer: table, header, track changes (bad: an edited cell reverts)
def writer_win(title: str, paras: list[tuple[str, str]], table: list[list[str]], header: str | None, modified: bool,
               style: str = "Default Paragraph Style", extra: list[tuple] | None = None, tc_bar: bool = False,
               page: str = "Page 1 of 3") -> list[tuple]:
    r = [E("frame", f"{title} - LibreOffice Writer", "", 70, 27, 1850, 1053)] + lo_menus("writer")
    r += lo_std(["Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Page Break", "Insert Field",
                 "Insert Special Character", "Insert Hyperlink", "Insert Footnote", "Insert Comment", "Show Track Changes"])
    r += [E("combo-box", "Paragraph Style", style, 76, 120, 200, 26), E("combo-box", "Font Name", "Liberation Serif", 280, 120, 170, 26),
          E("combo-box", "Font Size", "12 pt", 452, 120, 62, 26)]
    r += hrow("toggle-button", ["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript"], 518, 120, 30, 26)
    y = 152
    if tc_bar:
        r += hrow("push-button", ["Show Track Changes", "Record Track Changes", "Previous Track Change", "Next Track Change",
                                  "Accept Track Change", "Reject Track Change", "Accept All", "Reject All", "Insert Track Change Comment",
                                  "Manage Track Changes", "Compare Non-Track Changed Document"], 76, 152, 33, 30)
        y = 184
    r.append(E("document-text", title, "", 360, y + 10, 1200, 1040 - y - 40))
    yy = y + 60
    if header is not None:
        r += [E("section", "Header (Default Page Style)", "", 470, yy, 980, 40), E("paragraph", "", header, 490, yy + 10, 940, 20)]
        yy += 60
    for st, txt in paras:
        if st == "TABLE":
            r.append(E("table", "Table1", "", 490, yy, 940, 26 * len(table)))
            for i, row in enumerate(table):
                for j, v in enumerate(row):
                    r.append(E("table-cell", f"{'ABC'[j]}{i + 1}", v, 490 + [0, 300, 500][j], yy + 26 * i, [300, 200, 440][j], 26))
            yy += 26 * len(table) + 16
            continue
        h = 22 * (1 + len(txt) // 120)
        r.append(E("heading" if st.startswith("Heading") or st == "Title" else "paragraph", "", txt, 490, yy, 940, h))
        yy += h + 12
    r += [E("label", "", page, 74, 1052, 110, 22), E("label", "", "Default Page Style", 300, 1052, 150, 22),
          E("label", "", "English (USA)", 560, 1052, 110, 22),
          E("label", "", "", 800, 1052, 22, 22, desc="The document has been modified. Click to save the document." if modified
            else "The document has not been modified since the last save."),
          E("slider", "Zoom", "", 1650, 1055, 160, 18), E("label", "", "100%", 1846, 1052, 48, 22)]
    return r + (extra or [])


def t03(rs: RowSet) -> None:
    day = "Mar 19"
    t = 14 * 60 + 17
    title = "Grant_Proposal_v3.docx"
    summary = ("Phase II will restore 3.8 km of riparian buffer along Indian Creek, replacing invasive Himalayan blackberry with native "
               "willow and red-osier dogwood, and install six monitoring stations for water temperature and turbidity.")
    paras = [("Title", "Riverside Watershed Restoration — Phase II"), ("Text", "Submitted to: Columbia Basin Community Fund"),
             ("Text", "Applicant: Riverside Watershed Trust, 412 Alder Street, Hood River, OR 97031"),
             ("Heading 1", "1. Project Summary"), ("Text", summary), ("Heading 1", "2. Budget"),
             ("Text", "Table 1 summarises the requested funds for the 18-month project period (October 2024 – March 2026)."),
             ("TABLE", ""), ("Heading 1", "3. Timeline"),
             ("Text", "Planting begins in October 2024 after the first autumn rains; monitoring continues through March 2026.")]
    table = [["Category", "Amount (USD)", "Notes"], ["Personnel", "48,500", "0.6 FTE field coordinator, seasonal crew"],
             ["Equipment", "12,750", "Six sonde stations, data loggers"], ["Travel", "6,200", "Site visits, two regional workshops"],
             ["Consumables", "3,900", "Plant stock, erosion-control fabric"], ["Total", "71,350", ""]]
    st = {"header": None, "modified": False, "tc": False}

    def obs(extra: list[tuple] | None = None, style: str = "Default Paragraph Style") -> str:
        return tree(clock(day, t), writer_win(title, paras, table, st["header"], st["modified"], style, extra, st["tc"]))

    state = obs()
    turns = []
    # 1 travel 6,200 -> 7,450
    table[3][1] = "7,450"
    st["modified"] = True
    t += 1
    turns.append((code("pyautogui.click(900, 711)  # Travel amount cell\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.write('7,450')"),
                  obs(style="Table Contents")))
    # 2 total
    table[5][1] = "72,600"
    t += 1
    turns.append((code("pyautogui.click(900, 763)  # Total amount cell\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.write('72,600')"),
                  obs(style="Table Contents")))
    # 3 header
    st["header"] = "Riverside Watershed Trust — Grant Proposal (Phase II) — Confidential Draft"
    t += 1
    turns.append((code("pyautogui.click(187, 58)  # Insert\npyautogui.click(260, 540)  # Header and Footer\npyautogui.click(470, 540)  # Header\npyautogui.click(680, 540)  # Default Page Style\npyautogui.write('Riverside Watershed Trust — Grant Proposal (Phase II) — Confidential Draft')"),
                  obs(style="Header")))
    # 4 track changes toolbar + record -> travel cell back to 6,200 (contradiction)
    st["tc"] = True
    table[3][1] = "6,200"
    t += 1
    turns.append((code("pyautogui.click(148, 58)  # View\npyautogui.click(200, 402)  # Toolbars\npyautogui.click(420, 760)  # Track Changes\npyautogui.click(109, 167)  # Record Track Changes"),
                  obs(style="Header")))
    # 5 add a sentence with recording on
    added = " Volunteer planting days with Hood River Middle School are scheduled for each November."
    paras[9] = (paras[9][0], paras[9][1] + added)
    t += 2
    turns.append((code("pyautogui.click(1420, 920)  # end of the timeline paragraph\npyautogui.press('end')\npyautogui.write(' Volunteer planting days with Hood River Middle School are scheduled for each November.')"),
                  obs()))
    stamp = f"03/19/2024 {t // 60:02d}:{t % 60:02d}:41"
    t += 1
    dlg = [E("dialog", "Manage Changes", "", 620, 300, 680, 460), E("page-tab", "List", "", 632, 332, 60, 26),
           E("page-tab", "Filter", "", 692, 332, 60, 26), E("table", "", "", 632, 364, 656, 260)]
    dlg += hrow("table-column-header", ["Action", "Author", "Date", "Comment"], 632, 364, [120, 160, 200, 176], 24)
    dlg += [E("table-cell", "", "Insertion", 632, 388, 120, 24), E("table-cell", "", "Dana Whitfield", 752, 388, 160, 24),
            E("table-cell", "", stamp, 912, 388, 200, 24), E("table-cell", "", "", 1112, 388, 176, 24)]
    dlg += hrow("push-button", ["Accept", "Reject", "Accept All", "Reject All", "Undo"], 632, 640, [100, 100, 110, 110, 80], 30)
    dlg += [E("push-button", "Help", "", 632, 716, 80, 30), E("push-button", "Close", "", 1200, 716, 88, 30)]
    turns.append((code("pyautogui.click(109, 58)  # Edit\npyautogui.click(170, 560)  # Track Changes\npyautogui.click(400, 720)  # Manage..."),
                  obs(dlg)))
    keep = [E("alert", "Keep current format", "", 660, 420, 600, 200),
            E("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007–365”.", 684, 444, 552, 44),
            E("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 684, 496, 552, 22),
            E("check-box", "Ask when not saving in ODF or default format", "", 684, 530, 400, 22),
            E("push-button", "Use Word 2007–365!", "", 920, 574, 170, 32), E("push-button", "Use ODF Format!", "", 1096, 574, 150, 32)]
    t += 1
    turns.append((code("pyautogui.click(1244, 731)  # Close\npyautogui.hotkey('ctrl', 's')"), obs(keep)))
    st["modified"] = False
    t += 1
    turns.append((code("pyautogui.click(1005, 590)  # Use Word 2007-365!"), obs()))
    rs.add("os", "h54-os-03", sysp("In Grant_Proposal_v3.docx raise the Travel budget to 7,450 and fix the total, add a page header, then turn on change tracking, add the volunteer sentence to the timeline and save in Word format."),
           turns, state=state, bad=True, turn=4,
           kind="The Travel amount typed as 7,450 in turn 1 shows 6,200 again in turn 4 although only the Track Changes toolbar was opened (the Total still reads 72,600).")


# ================================================================ 04 GNOME Disks: reformat a USB stick (clean)
def t04(rs: RowSet) -> None:
    day = "Mar 22"
    t = 16 * 60 + 3
    drives = [("500 GB Disk", "Samsung SSD 870 EVO 500GB"), ("16 GB Drive", "SanDisk Cruzer Blade"),
              ("Loop Device", "/var/lib/snapd/snaps/core20_2182.snap"), ("Loop Device", "/var/lib/snapd/snaps/firefox_3836.snap"),
              ("Loop Device", "/var/lib/snapd/snaps/gnome-42-2204_172.snap"), ("Loop Device", "/var/lib/snapd/snaps/snapd_21184.snap")]
    part = {"label": "SANDISK", "type": "W95 FAT32 (LBA) (Bootable)", "uuid": "6A3C-19F2", "fs": "FAT (32-bit version)",
            "mount": "/media/alex/SANDISK", "free": "9.8 GB free (38.8% full)"}

    def details(r: list[tuple], det: list[tuple[str, str]]) -> None:
        for i, (k, v) in enumerate(det):
            r += [E("label", k, k, 640, 610 + 26 * i, 160, 22), E("label", "", v, 810, 610 + 26 * i, 700, 22)]

    def win(sel: int, extra: list[tuple] | None = None) -> list[tuple]:
        r = [E("frame", "Disks", "", 260, 120, 1400, 840)]
        for i, (a, b) in enumerate(drives):
            r.append(E("list-item", f"{a}\n{b}", "", 272, 176 + 62 * i, 330, 60))
        r += [E("push-button", "Drive Options", "", 1560, 128, 34, 34), E("push-button", "Main Menu", "", 1604, 128, 34, 34)]
        if sel == 0:
            info = [("Model", "Samsung SSD 870 EVO 500GB (SVT02B6Q)"), ("Serial Number", "S6PXNM0T812394K"),
                    ("Size", "500 GB (500,107,862,016 bytes)"), ("Partitioning", "GUID Partition Table"),
                    ("Assessment", "Disk is OK (34° C / 93° F)")]
        else:
            info = [("Model", "SanDisk Cruzer Blade (1.00)"), ("Serial Number", "4C530001230514115372"),
                    ("Size", "16 GB (16,008,609,792 bytes)"), ("Partitioning", "Master Boot Record")]
        r.append(E("heading", "", "16 GB Drive" if sel else "500 GB Disk", 640, 176, 400, 28))
        r.append(E("label", "", "/dev/sdb" if sel else "/dev/sda", 640, 204, 200, 20))
        for i, (k, v) in enumerate(info):
            r += [E("label", k, k, 640, 240 + 26 * i, 160, 22), E("label", "", v, 810, 240 + 26 * i, 700, 22)]
        r.append(E("label", "Volumes", "Volumes", 640, 400, 100, 22))
        if sel == 0:
            r += [E("push-button", "Partition 1\n537 MB FAT", "", 640, 430, 60, 120),
                  E("push-button", "Filesystem\nPartition 2\n500 GB Ext4", "", 700, 430, 880, 120)]
            r += hrow("push-button", ["Unmount selected partition", "Delete selected partition", "Additional partition options"], 640, 556, 36, 34)
            details(r, [("Size", "500 GB (499,567,116,288 bytes) — 312 GB free (33.4% full)"), ("Device", "/dev/sda2"),
                        ("UUID", "3f9d2a71-8c4e-4b0f-a6d2-91e5c7b08e44"), ("Partition Type", "Linux Filesystem"),
                        ("Contents", "Ext4 (version 1.0) — Mounted at Filesystem Root")])
            return r + (extra or [])
        size_line = f"16 GB (16,007,561,216 bytes) — {part['free']}" if part["mount"] else "16 GB (16,007,561,216 bytes)"
        r.append(E("push-button", f"{part['label']}\nPartition 1\n16 GB {part['fs'].split(' (')[0]}", "", 640, 430, 940, 120))
        r += hrow("push-button", ["Unmount selected partition" if part["mount"] else "Mount selected partition",
                                  "Delete selected partition", "Additional partition options"], 640, 556, 36, 34)
        details(r, [("Size", size_line), ("Device", "/dev/sdb1"), ("UUID", part["uuid"]), ("Partition Type", part["type"]),
                    ("Contents", f"{part['fs']} — " + (f"Mounted at {part['mount']}" if part["mount"] else "Not Mounted"))])
        return r + (extra or [])

    def obs(sel: int, extra: list[tuple] | None = None) -> str:
        icons = ("Home", part["mount"].rsplit("/", 1)[-1]) if part["mount"] else ("Home",)
        return tree(clock(day, t), win(sel, extra), extra=("Disks",), icons=icons)

    state = obs(0)
    turns = []
    t += 1
    turns.append((code("pyautogui.click(436, 268)  # 16 GB Drive"), obs(1)))
    part["mount"] = ""
    t += 1
    turns.append((code("pyautogui.click(658, 573)  # Unmount selected partition"), obs(1)))
    menu = [E("menu", "", "", 700, 590, 260, 420)] + stack("menu-item", [
        "Format Partition…", "Edit Partition…", "Edit Filesystem…", "Change Passphrase…", "Resize…", "Check Filesystem…",
        "Repair Filesystem…", "Take Ownership…", "Edit Mount Options…", "Create Partition Image…", "Restore Partition Image…",
        "Benchmark Partition…"], 708, 596, 244, 34)
    t += 1
    turns.append((code("pyautogui.click(730, 573)  # Additional partition options"), obs(1, menu)))
    fmt = [E("dialog", "Format Volume", "", 660, 300, 600, 460), E("push-button", "Cancel", "", 672, 308, 80, 32),
           E("push-button", "Next", "", 1168, 308, 80, 32), E("label", "Volume Name", "Volume Name", 690, 370, 120, 22),
           E("text", "Volume Name", "BACKUP", 820, 366, 400, 30), E("label", "", "For example: “Angela’s Files” or “Backup”.", 820, 400, 400, 20),
           E("label", "Erase", "Erase", 690, 440, 120, 22), E("toggle-button", "Erase", "", 1170, 436, 50, 28),
           E("label", "Type", "Type", 690, 490, 120, 22),
           E("radio-button", "Internal disk for use with Linux systems only (Ext4)", "", 820, 486, 420, 24),
           E("check-box", "Password protect volume (LUKS)", "", 850, 514, 380, 22),
           E("radio-button", "For use with Windows (NTFS)", "", 820, 546, 420, 24),
           E("radio-button", "For use with all systems and devices (FAT)", "", 820, 576, 420, 24),
           E("radio-button", "Other", "", 820, 606, 420, 24)]
    t += 1
    turns.append((code("pyautogui.click(790, 613)  # Format Partition…\npyautogui.click(1020, 381)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('BACKUP')\npyautogui.click(830, 498)  # Ext4"),
                  obs(1, fmt)))
    conf = [E("dialog", "Confirm Details", "", 660, 300, 600, 460), E("push-button", "Back", "", 672, 308, 80, 32),
            E("push-button", "Format", "", 1160, 308, 88, 32), E("heading", "", "Warning: all data on the volume will be lost", 690, 370, 540, 26),
            E("label", "", "Double-check that the correct volume is selected before continuing.", 690, 404, 540, 20),
            E("label", "Affected Devices", "Affected Devices", 690, 450, 540, 20),
            E("list-item", "Partition 1 of 16 GB Drive — SanDisk Cruzer Blade (/dev/sdb1)\nSANDISK — Currently not mounted", "", 690, 476, 540, 52)]
    t += 1
    turns.append((code("pyautogui.click(1208, 324)  # Next"), obs(1, conf)))
    part.update(label="BACKUP", type="Linux", uuid="b7e1c2d4-5f63-4a8e-9c21-0d4e7a93f15b", fs="Ext4 (version 1.0)")
    t += 1
    turns.append((code("pyautogui.click(1204, 324)  # Format\nimport time; time.sleep(8)"), obs(1)))
    part.update(mount="/media/alex/BACKUP", free="15 GB free (0.2% full)")
    t += 1
    turns.append((code("pyautogui.click(658, 573)  # Mount selected partition"), obs(1)))
    rs.add("os", "h54-os-04", sysp("Use Disks to reformat the SanDisk USB stick as an Ext4 volume named BACKUP and mount it again."), turns, state=state)


# ================================================================ 05 GIMP: layers, crop, levels (clean)
def t05(rs: RowSet) -> None:
    day = "Mar 25"
    t = 11 * 60 + 26
    st = {"layers": ["storefront.jpg"], "active": "storefront.jpg", "size": (4032, 3024), "dirty": False, "mem": "73.7 MB",
          "zoom": "25%"}
    tools = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
             "Warp Transform Tool", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Smudge Tool", "Paths Tool",
             "Text Tool", "Color Picker Tool", "Zoom Tool"]

    def win(extra: list[tuple] | None = None, opts: list[tuple] | None = None) -> list[tuple]:
        n = len(st["layers"])
        w, h = st["size"]
        title = (("*" if st["dirty"] else "") + f"[storefront] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                 f"{n} layer{'s' if n > 1 else ''}) {w}x{h} – GIMP")
        r = [E("frame", title, "", 70, 27, 1850, 1053)]
        r += hrow("menu", ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"],
                  76, 58, [40, 40, 52, 46, 54, 52, 56, 50, 56, 72, 44], 24)
        r += [E("toggle-button", tl, "", 80 + 34 * (i % 4), 92 + 34 * (i // 4), 32, 32) for i, tl in enumerate(tools)]
        r += opts or [E("label", "", "Tool Options", 80, 250, 140, 20)]
        r += [E("page-tab", "storefront.jpg-1", "", 300, 88, 160, 26), E("canvas", "", "", 300, 130, 1260, 880)]
        r += [E("page-tab", "Layers", "", 1580, 96, 80, 26), E("page-tab", "Channels", "", 1660, 96, 80, 26),
              E("page-tab", "Paths", "", 1740, 96, 60, 26), E("page-tab", "Undo History", "", 1800, 96, 110, 26),
              E("combo-box", "Mode", "Normal", 1588, 130, 240, 26), E("spin-button", "Opacity", "100.0", 1588, 160, 320, 24),
              E("label", "Lock:", "Lock:", 1588, 190, 40, 20), E("table", "", "", 1588, 216, 320, 560)]
        r += [E("table-cell", "", ly, 1640, 216 + 40 * i, 260, 38) for i, ly in enumerate(st["layers"])]
        r += hrow("push-button", ["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                                  "Duplicate this layer", "Anchor this floating layer", "Add a mask", "Delete this layer"], 1588, 784, 38, 30)
        r += [E("combo-box", "Zoom", st["zoom"], 420, 1044, 90, 26), E("combo-box", "Unit", "px", 340, 1044, 60, 26),
              E("label", "", f"{st['active']} ({st['mem']})", 530, 1048, 500, 20)]
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None, opts: list[tuple] | None = None) -> str:
        return tree(clock(day, t), win(extra, opts))

    state = obs()
    turns = []
    st.update(layers=["storefront.jpg copy", "storefront.jpg"], active="storefront.jpg copy", dirty=True, mem="110.3 MB")
    t += 1
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'd')  # Layer > Duplicate Layer"), obs()))
    dlg = [E("dialog", "New Layer", "", 640, 240, 640, 600), E("label", "Layer name:", "Layer name:", 660, 280, 120, 22),
           E("text", "Layer name", "Layer", 790, 276, 460, 28), E("label", "Color tag:", "Color tag:", 660, 316, 120, 22),
           E("combo-box", "Mode", "Normal", 790, 352, 460, 28), E("combo-box", "Blend space", "Auto", 790, 384, 460, 28),
           E("combo-box", "Composite space", "Auto", 790, 416, 460, 28), E("combo-box", "Composite mode", "Auto", 790, 448, 460, 28),
           E("spin-button", "Opacity", "100.0", 790, 480, 460, 26), E("spin-button", "Width", "4032", 790, 514, 200, 26),
           E("spin-button", "Height", "3024", 790, 544, 200, 26), E("spin-button", "Offset X", "0", 790, 578, 200, 26),
           E("spin-button", "Offset Y", "0", 790, 608, 200, 26), E("combo-box", "Fill with", "Transparency", 790, 642, 460, 28),
           E("check-box", "Switches", "", 790, 676, 200, 22), E("push-button", "Help", "", 660, 796, 80, 30),
           E("push-button", "Reset", "", 750, 796, 80, 30), E("push-button", "OK", "", 1100, 796, 70, 30),
           E("push-button", "Cancel", "", 1180, 796, 80, 30)]
    t += 1
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')  # Layer > New Layer..."), obs(dlg)))
    st.update(layers=["Price tag overlay", "storefront.jpg copy", "storefront.jpg"], active="Price tag overlay", mem="159.1 MB")
    t += 1
    turns.append((code("pyautogui.tripleClick(1020, 290)\npyautogui.write('Price tag overlay')\npyautogui.click(1135, 811)  # OK"), obs()))
    crop_opts = [E("label", "", "Crop", 80, 250, 140, 20), E("check-box", "Current layer only", "", 80, 276, 200, 22),
                 E("check-box", "Delete cropped pixels", "", 80, 300, 200, 22), E("check-box", "Allow growing", "", 80, 324, 200, 22),
                 E("spin-button", "Position X", "416", 80, 380, 90, 24), E("spin-button", "Position Y", "612", 176, 380, 90, 24),
                 E("spin-button", "Size W", "3200", 80, 430, 90, 24), E("spin-button", "Size H", "1800", 176, 430, 90, 24),
                 E("check-box", "Fixed", "", 80, 470, 60, 22), E("combo-box", "", "Aspect ratio", 146, 470, 120, 24),
                 E("text", "", "16:9", 80, 500, 180, 24)]
    st.update(size=(3200, 1800), mem="236.8 MB", zoom="31.3%")
    t += 2
    turns.append((code("pyautogui.hotkey('shift', 'c')  # Crop Tool\npyautogui.moveTo(700, 400)\npyautogui.dragTo(1200, 700, duration=0.5)\n# type exact values in the tool options\npyautogui.tripleClick(125, 392); pyautogui.write('416\\t612\\t3200\\t1800')\npyautogui.press('enter')\npyautogui.press('enter')  # commit the crop\npyautogui.hotkey('shift', 'ctrl', 'j')  # View > Zoom > Fit Image in Window"),
                  obs(opts=crop_opts)))
    st.update(active="storefront.jpg copy")
    t += 1
    turns.append((code("pyautogui.click(1760, 275)  # layer 'storefront.jpg copy'"), obs(opts=crop_opts)))
    lv = [E("dialog", "Levels", "", 620, 200, 680, 700), E("label", "", "Adjust Color Levels", 640, 220, 300, 22),
          E("label", "", "storefront.jpg copy-1 ([storefront] (imported))", 640, 244, 500, 20),
          E("combo-box", "Presets", "", 640, 280, 560, 28), E("combo-box", "Channel", "Value", 720, 330, 160, 28),
          E("push-button", "Reset Channel", "", 890, 330, 120, 28), E("label", "Input Levels", "Input Levels", 640, 372, 120, 20),
          E("image", "", "", 640, 396, 640, 180)]

    def lv_vals(a: str, g: str, b: str) -> list[tuple]:
        return [E("spin-button", "", a, 640, 590, 80, 26), E("spin-button", "", g, 920, 590, 80, 26),
                E("spin-button", "", b, 1200, 590, 80, 26), E("label", "Output Levels", "Output Levels", 640, 630, 120, 20),
                E("spin-button", "", "0", 640, 690, 80, 26), E("spin-button", "", "255", 1200, 690, 80, 26),
                E("push-button", "Auto Input Levels", "", 640, 730, 150, 28), E("push-button", "Edit these Settings as Curves", "", 1040, 730, 240, 28),
                E("check-box", "Preview", "", 640, 770, 100, 22), E("check-box", "Split view", "", 760, 770, 100, 22),
                E("push-button", "Help", "", 640, 850, 80, 30), E("push-button", "Reset", "", 730, 850, 80, 30),
                E("push-button", "OK", "", 1130, 850, 70, 30), E("push-button", "Cancel", "", 1210, 850, 80, 30)]
    t += 1
    turns.append((code("pyautogui.click(258, 58)  # Colors\npyautogui.click(300, 310)  # Levels..."), obs(lv + lv_vals("0", "1.00", "255"), crop_opts)))
    t += 1
    turns.append((code("pyautogui.tripleClick(680, 603); pyautogui.write('12\\t')\npyautogui.tripleClick(960, 603); pyautogui.write('1.10\\t')\npyautogui.tripleClick(1240, 603); pyautogui.write('240\\t')"),
                  obs(lv + lv_vals("12", "1.10", "240"), crop_opts)))
    st.update(mem="263.0 MB")
    t += 1
    turns.append((code("pyautogui.click(1165, 865)  # OK"), obs(opts=crop_opts)))
    st.update(layers=["Price tag overlay", "Levels adjusted", "storefront.jpg"], active="Levels adjusted")
    t += 1
    turns.append((code("pyautogui.doubleClick(1760, 275)  # edit the layer name\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Levels adjusted')\npyautogui.press('enter')"),
                  obs(opts=crop_opts)))
    rs.add("os", "h54-os-05", sysp("In GIMP, duplicate the storefront photo layer, add a transparent 'Price tag overlay' layer, crop the image to 3200x1800 from (416, 612), brighten the duplicate with Levels (12 / 1.10 / 240) and rename it 'Levels adjusted'."),
           turns, state=state)


# ================================================================ 06 Thunderbird: message filter and tags (bad: a tag's name changes)
def t06(rs: RowSet) -> None:
    day = "Mar 26"
    t = 9 * 60 + 31
    acct = "m.ortega@brightline-labs.com"
    msgs = [
        ["Invoice INV-20931 from Northgate Supplies", "Northgate Supplies Billing", "3/26/2024, 9:12 AM", True, ""],
        ["Q2 roadmap sync — agenda", "Priya Raman", "3/26/2024, 8:47 AM", True, ""],
        ["Re: Lab access badges", "Facilities Desk", "3/25/2024, 4:30 PM", False, ""],
        ["Your invoice from Cloudcrate (March 2024)", "Cloudcrate Billing", "3/25/2024, 2:03 PM", True, ""],
        ["Board pack draft v2", "Helen Okoye", "3/25/2024, 11:18 AM", True, ""],
        ["Team lunch Friday?", "Jonas Weber", "3/25/2024, 10:02 AM", False, ""],
        ["Invoice #5581 – Kestrel Calibration Services", "Kestrel Accounts", "3/24/2024, 6:41 PM", True, ""],
        ["Weekly metrics — week 12", "Metabase", "3/24/2024, 7:00 AM", False, ""],
        ["Lab Automation Digest #88", "Lab Automation News", "3/23/2024, 8:15 AM", False, ""],
        ["Re: Reagent order confirmation", "Sofia Marchetti", "3/22/2024, 3:22 PM", False, ""],
        ["Conference travel reimbursement", "Finance Team", "3/22/2024, 1:10 PM", False, ""],
        ["Security alert: new sign-in", "Google", "3/21/2024, 9:54 PM", False, ""],
        ["Minutes: safety committee", "Amir Haddad", "3/21/2024, 4:45 PM", False, ""],
        ["Invoice reminder: INV-20877 overdue", "Northgate Supplies Billing", "3/20/2024, 10:30 AM", False, ""],
    ]
    finance: list[list] = []
    st = {"folder": "Inbox"}

    def win(extra: list[tuple] | None = None) -> list[tuple]:
        shown = msgs if st["folder"] == "Inbox" else finance
        unread_in = sum(m[3] for m in msgs)
        unread_fin = sum(m[3] for m in finance)
        r = [E("frame", f"{st['folder']} - {acct} - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
             E("push-button", "Get Messages", "", 84, 70, 110, 30), E("push-button", "New Message", "", 200, 70, 120, 30),
             E("push-button", "Tag", "", 326, 70, 60, 30), E("push-button", "Quick Filter", "", 392, 70, 110, 30),
             E("text", "Search", "", 700, 70, 520, 30), E("push-button", "AppMenu", "", 1870, 70, 34, 30),
             E("tree", "Folders", "", 130, 110, 300, 900), E("tree-item", acct, "", 134, 116, 292, 28)]
        folders = [f"Inbox ({unread_in})" if unread_in else "Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash",
                   f"Finance ({unread_fin})" if unread_fin else "Finance", "Projects"]
        r += stack("tree-item", folders, 152, 146, 274, 28)
        r += [E("table", "Messages", "", 440, 150, 1470, 860)]
        r += hrow("table-column-header", ["Star", "Attachments", "Subject", "Tags", "Correspondents", "Date"], 440, 150,
                  [30, 30, 640, 160, 330, 280], 28)
        y = 178
        for m in shown:
            r += [E("table-cell", "", m[0], 500, y, 640, 26), E("table-cell", "", m[4], 1140, y, 160, 26),
                  E("table-cell", "", m[1], 1300, y, 330, 26), E("table-cell", "", m[2], 1630, y, 280, 26)]
            y += 26
        r += [E("label", "", f"Unread: {sum(m[3] for m in shown)}", 1560, 1052, 110, 22), E("label", "", f"Total: {len(shown)}", 1680, 1052, 100, 22)]
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t), win(extra))

    filters = [("Newsletters to Archive", "Enabled")]

    def fdlg() -> list[tuple]:
        d = [E("dialog", "Message Filters", "", 560, 240, 800, 560), E("label", "Filters for:", "Filters for:", 580, 270, 90, 22),
             E("combo-box", "", acct, 680, 266, 360, 28), E("text", "Search filters by name…", "", 1060, 266, 280, 28),
             E("label", "", f"{len(filters)} item{'s' if len(filters) > 1 else ''}", 580, 310, 120, 20), E("table", "", "", 580, 336, 560, 360)]
        d += hrow("table-column-header", ["Filter Name", "Enabled"], 580, 336, [460, 100], 26)
        for i, (n, e) in enumerate(filters):
            d += [E("table-cell", "", n, 580, 362 + 26 * i, 460, 26), E("table-cell", "", e, 1040, 362 + 26 * i, 100, 26)]
        d += stack("push-button", ["New…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"], 1160, 336, 180, 32, 40)
        d += [E("label", "Run selected filter(s) on:", "Run selected filter(s) on:", 580, 716, 200, 22), E("combo-box", "", "Inbox", 790, 712, 220, 28),
              E("push-button", "Run Now", "", 1020, 712, 100, 28), E("push-button", "Filter Log", "", 580, 756, 100, 28)]
        return d

    state = obs()
    turns = []
    t += 1
    turns.append((code("pyautogui.click(1887, 85)  # AppMenu\npyautogui.click(1700, 520)  # Tools\npyautogui.click(1500, 560)  # Message Filters"), obs(fdlg())))

    def rules(name: str, val: str, folder: str) -> list[tuple]:
        return [E("dialog", "Filter Rules", "", 600, 200, 760, 640), E("label", "Filter name:", "Filter name:", 620, 230, 100, 22),
                E("text", "Filter name", name, 730, 226, 600, 28), E("label", "Apply filter when:", "Apply filter when:", 620, 270, 200, 22),
                E("check-box", "Manually Run", "", 640, 296, 200, 22), E("check-box", "Getting New Mail:", "", 640, 322, 200, 22),
                E("combo-box", "", "Filter before Junk Classification", 850, 318, 300, 28), E("check-box", "Archiving", "", 640, 350, 200, 22),
                E("check-box", "After Sending", "", 640, 376, 200, 22), E("check-box", "Periodically, every 10 minutes", "", 640, 402, 300, 22),
                E("radio-button", "Match all of the following", "", 620, 440, 260, 22), E("radio-button", "Match any of the following", "", 900, 440, 260, 22),
                E("radio-button", "Match all messages", "", 1180, 440, 160, 22), E("combo-box", "", "Subject", 620, 472, 180, 28),
                E("combo-box", "", "contains", 806, 472, 180, 28), E("text", "", val, 992, 472, 280, 28),
                E("push-button", "+", "", 1280, 472, 30, 28), E("push-button", "−", "", 1314, 472, 30, 28),
                E("label", "Perform these actions:", "Perform these actions:", 620, 560, 200, 22), E("combo-box", "", "Move Message to", 620, 590, 240, 28),
                E("combo-box", "", folder, 866, 590, 400, 28), E("push-button", "OK", "", 1180, 796, 80, 30),
                E("push-button", "Cancel", "", 1268, 796, 80, 30)]
    t += 1
    turns.append((code("pyautogui.click(1250, 352)  # New…"), obs(fdlg() + rules("", "", f"Inbox on {acct}"))))
    t += 1
    turns.append((code("pyautogui.click(1030, 240); pyautogui.write('Vendor invoices')\npyautogui.click(1130, 486); pyautogui.write('invoice')\npyautogui.click(1066, 604)  # target folder\npyautogui.click(1080, 850)  # Finance"),
                  obs(fdlg() + rules("Vendor invoices", "invoice", f"Finance on {acct}"))))
    filters.append(("Vendor invoices", "Enabled"))
    t += 1
    turns.append((code("pyautogui.click(1220, 811)  # OK"), obs(fdlg())))
    moved = [m for m in msgs if "invoice" in m[0].lower()]
    finance.extend(moved)
    msgs[:] = [m for m in msgs if m not in moved]
    t += 1
    turns.append((code("pyautogui.click(800, 401)  # select 'Vendor invoices'\npyautogui.click(1070, 726)  # Run Now\nimport time; time.sleep(2)\npyautogui.hotkey('ctrl', 'w')  # close Message Filters"), obs()))
    board = next(m for m in msgs if m[0] == "Board pack draft v2")
    board[3] = False
    tagd = [E("dialog", "New Tag", "", 720, 400, 480, 200), E("label", "Tag name:", "Tag name:", 740, 440, 90, 22),
            E("text", "Tag name", "", 840, 436, 300, 28), E("push-button", "Color", "", 1150, 436, 30, 28),
            E("push-button", "OK", "", 1020, 556, 80, 30), E("push-button", "Cancel", "", 1108, 556, 80, 30)]
    t += 1
    turns.append((code(f"pyautogui.click(820, {178 + 26 * msgs.index(board) + 13})  # Board pack draft v2\npyautogui.click(356, 85)  # Tag\npyautogui.click(420, 380)  # New Tag…"),
                  obs(tagd)))
    board[4] = "Board prep"
    t += 1
    turns.append((code("pyautogui.click(990, 450); pyautogui.write('Board prep')\npyautogui.click(1165, 450); pyautogui.click(1240, 520)  # pick orange\npyautogui.click(1060, 571)  # OK"), obs()))
    q2 = next(m for m in msgs if m[0].startswith("Q2 roadmap"))
    q2[3] = False
    tagm = [E("menu", "", "", 326, 100, 220, 300)] + stack("menu-item", ["Remove All Tags", "1 Important", "2 Work", "3 Personal",
                                                                         "4 To Do", "5 Later", "6 Board prep", "New Tag…", "Manage Tags…"], 334, 106, 204, 30)
    t += 1
    turns.append((code(f"pyautogui.click(820, {178 + 26 * msgs.index(q2) + 13})  # Q2 roadmap sync — agenda\npyautogui.click(356, 85)  # Tag"), obs(tagm)))
    q2[4] = "Board prep"
    board[4] = "Board review"  # contradiction: the tag created as 'Board prep' comes back renamed on the first message
    t += 1
    turns.append((code("pyautogui.click(420, 301)  # 6 Board prep"), obs()))
    st["folder"] = "Finance"
    t += 1
    turns.append((code("pyautogui.click(240, 334)  # Finance"), obs()))
    rs.add("os", "h54-os-06", sysp(f"In Thunderbird ({acct}), create a 'Vendor invoices' filter that moves messages whose subject contains 'invoice' to Finance, run it on the Inbox, then tag the board pack and the Q2 roadmap mails with a new 'Board prep' tag."),
           turns, state=state, bad=True, turn=9,
           kind="The 'Board pack draft v2' message tagged with the new 'Board prep' tag in turn 7 shows the tag 'Board review' in turn 9, while the tag menu and the other message still say 'Board prep'.")


# ================================================================ 07 Disk Usage Analyzer (bad: a folder total does not follow a deletion)
def t07(rs: RowSet) -> None:
    day = "Mar 27"
    t = 13 * 60 + 48
    # name, size GB, contents (items, None for a file), modified
    top = [["Downloads", 0.0, 0, "Today"], ["Videos", 9.8, 41, "Mar 9"], [".cache", 6.1, 28910, "Today"],
           ["Documents", 3.4, 1212, "Yesterday"], [".local", 2.7, 9835, "Today"], ["Pictures", 1.9, 2410, "Mar 17"],
           ["snap", 0.3, 1870, "Mar 20"], [".config", 0.1, 412, "Today"], [".vscode", 0.1, 2947, "Mar 25"]]
    down = [["ubuntu-24.04-desktop-amd64.iso", 6.1, None, "Mar 26"], ["datasets", 4.3, 60, "Mar 14"],
            ["lectures", 2.9, 18, "Feb 28"], ["misc_pdfs", 0.7, 4, "Mar 21"], ["zoom_amd64.deb", 0.2, None, "Mar 2"]]
    cache = [["pip", 2.4, 6120, "Mar 25"], ["mozilla", 1.3, 3310, "Today"], ["thumbnails", 1.1, 18704, "Today"],
             ["JetBrains", 0.9, 702, "Mar 4"], ["tracker3", 0.3, 41, "Today"], ["fontconfig", 0.1, 27, "Mar 20"]]
    loose = 14  # plain files directly in the home folder

    def recompute() -> None:
        top[0][1] = round(sum(d[1] for d in down), 1)
        top[0][2] = len(down) + sum(d[2] or 0 for d in down)

    recompute()

    def home() -> tuple[float, int]:
        return round(sum(d[1] for d in top), 1), len(top) + loose + sum(d[2] for d in top)

    frozen: dict[str, tuple] = {}

    def results(expand: str | None = None, extra: list[tuple] | None = None) -> list[tuple]:
        hs, hc = frozen.get("home", home())
        r = [E("frame", "Disk Usage Analyzer", "", 240, 110, 1440, 860), E("push-button", "Back", "", 252, 118, 34, 34),
             E("label", "", "Home folder", 900, 116, 200, 20), E("label", "", "/home/alex", 900, 136, 200, 18),
             E("push-button", "Rescan", "", 1580, 118, 34, 34), E("push-button", "Main Menu", "", 1620, 118, 34, 34),
             E("tree-table", "", "", 252, 164, 760, 790)]
        r += hrow("table-column-header", ["Folder", "Size", "Contents", "Modified"], 252, 164, [360, 120, 160, 120], 26)

        def rowv(name: str, size: float, cont: int | None, mod: str, y: int, ind: int) -> list[tuple]:
            return [E("tree-item", name, "", 252 + ind, y, 360 - ind, 26), E("table-cell", "", f"{size:.1f} GB", 612, y, 120, 26),
                    E("table-cell", "", "" if cont is None else f"{cont:,} items", 732, y, 160, 26), E("table-cell", "", mod, 892, y, 120, 26)]
        y = 190
        r += rowv("alex", hs, hc, "Today", y, 0)
        for d in top:
            y += 26
            sz, ct = frozen.get(d[0], (d[1], d[2]))
            r += rowv(d[0], sz, ct, d[3], y, 24)
            if d[0] == expand:
                for c in (down if expand == "Downloads" else cache):
                    y += 26
                    r += rowv(c[0], c[1], c[2], c[3], y, 48)
        r.append(E("image", "Rings chart", "", 1030, 180, 630, 760))
        return r + (extra or [])

    def obs(body: list[tuple]) -> str:
        return tree(clock(day, t), body, extra=("Disk Usage Analyzer",))

    start = [E("frame", "Disk Usage Analyzer", "", 240, 110, 1440, 860), E("label", "", "Devices & Locations", 860, 118, 200, 24),
             E("push-button", "Main Menu", "", 1620, 118, 34, 34),
             E("list-item", "Home folder\n/home/alex", "", 260, 170, 1400, 70),
             E("list-item", "Computer\n/\n312.4 GB free / 467.4 GB total", "", 260, 244, 1400, 70),
             E("list-item", "BACKUP\n/media/alex/BACKUP\n14.8 GB free / 15.6 GB total", "", 260, 318, 1400, 70)]
    state = obs(start)
    turns = []
    t += 1
    turns.append((code("pyautogui.click(900, 205)  # Home folder\nimport time; time.sleep(6)"), obs(results())))
    t += 1
    turns.append((code("pyautogui.click(262, 229)  # expand Downloads"), obs(results("Downloads"))))
    ctx = [E("menu", "", "", 420, 270, 200, 110)] + stack("menu-item", ["Open Folder", "Copy Path", "Move to Trash"], 428, 276, 184, 32)
    t += 1
    turns.append((code("pyautogui.rightClick(430, 255)  # ubuntu-24.04-desktop-amd64.iso"), obs(results("Downloads", ctx))))
    t += 1
    turns.append((code("pyautogui.press('esc')\nimport subprocess\nsubprocess.run(['rm', '-f', '/home/alex/Downloads/ubuntu-24.04-desktop-amd64.iso'], check=True)"),
                  obs(results("Downloads"))))
    # rescan: the file is gone (one item fewer) but the sizes are left as before (contradiction)
    old_dl, old_home = (top[0][1], top[0][2]), home()
    down.pop(0)
    recompute()
    frozen["Downloads"] = (old_dl[0], top[0][2])
    frozen["home"] = (old_home[0], home()[1])
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'r')  # Rescan\nimport time; time.sleep(6)"), obs(results())))
    t += 1
    turns.append((code("pyautogui.click(262, 229)  # expand Downloads"), obs(results("Downloads"))))
    t += 1
    turns.append((code("pyautogui.click(262, 229)  # collapse Downloads\npyautogui.click(262, 281)  # expand .cache"), obs(results(".cache"))))
    rs.add("os", "h54-os-07", sysp("Use Disk Usage Analyzer to find what fills the home folder, delete the Ubuntu 24.04 ISO from Downloads and rescan to see the space it freed."),
           turns, state=state, bad=True, turn=5,
           kind="After the 6.1 GB ISO is deleted and the folder rescanned, Downloads still totals 14.2 GB (and the home folder 38.6 GB) though its item count dropped by one; it should be 8.1 GB.")


# ================================================================ 08 Chrome: passwords and site permissions (clean)
def chrome(title: str, url: str, tabs: list[str], body: list[tuple], extra: list[tuple] | None = None) -> list[tuple]:
    r = [E("frame", f"{title} - Google Chrome", "", 70, 27, 1850, 1053)]
    x = 80
    for tb in tabs:
        r += [E("page-tab", tb, "", x, 34, 240, 36), E("push-button", "Close", "", x + 214, 44, 18, 18)]
        x += 242
    r += [E("push-button", "New Tab", "", x + 4, 40, 28, 28), E("push-button", "Back", "", 80, 76, 34, 34),
          E("push-button", "Forward", "", 116, 76, 34, 34), E("push-button", "Reload", "", 152, 76, 34, 34),
          E("entry", "Address and search bar", url, 230, 78, 1500, 30), E("push-button", "Bookmark this tab", "", 1700, 78, 30, 30),
          E("push-button", "You", "", 1840, 76, 34, 34), E("push-button", "Chrome", "", 1878, 76, 34, 34)]
    return r + body + (extra or [])


def t08(rs: RowSet) -> None:
    day = "Mar 28"
    t = 15 * 60 + 12
    tabs = ["Sprint 14 board - Jira", "New Tab"]
    pw = [("accounts.zoho.eu", "r.kowalski@brightline-labs.com"), ("app.slack.com", "r.kowalski@brightline-labs.com"),
          ("bitbucket.org", "rkowalski_bl"), ("github.com", "rkowalski-bl"), ("gitlab.com", "r.kowalski"),
          ("jira.brightline-labs.com", "rkowalski"), ("login.microsoftonline.com", "r.kowalski@brightline-labs.com"),
          ("portal.azure.com", "r.kowalski@brightline-labs.com"), ("www.amazon.de", "rafal.kowalski@gmail.com")]
    allowed = ["https://app.slack.com", "https://calendar.google.com", "https://mail.zoho.eu"]
    blocked = ["https://news.example-daily.com", "http://deals.shopmart.io"]

    def pm(query: str = "", toast: bool = False) -> list[tuple]:
        b = [E("heading", "", "Password Manager", 100, 130, 300, 30), E("link", "Passwords", "", 100, 190, 240, 36),
             E("link", "Checkup", "", 100, 228, 240, 36), E("link", "Settings", "", 100, 266, 240, 36),
             E("entry", "Search passwords", query, 560, 134, 800, 36), E("heading", "", "Passwords", 560, 200, 200, 26),
             E("push-button", "Add", "", 1300, 196, 60, 32)]
        rows = [p for p in pw if query.lower() in p[0].lower() or query.lower() in p[1].lower()]
        b += [E("push-button", f"{s}\n{u}", "", 560, 244 + 56 * i, 800, 54) for i, (s, u) in enumerate(rows)]
        if query:
            b.append(E("label", "", f"{len(rows)} results", 560, 244 + 56 * len(rows) + 10, 200, 20))
        if toast:
            b += [E("alert", "", "Password deleted", 100, 980, 360, 48), E("push-button", "Undo", "", 380, 988, 60, 32)]
        return b

    def obs(title: str, url: str, body: list[tuple], extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t), chrome(title, url, tabs, body, extra))

    ntp = [E("image", "Google", "", 780, 300, 272, 92), E("entry", "Search Google or type a URL", "", 640, 430, 560, 44),
           E("link", "Jira", "", 640, 520, 112, 112), E("link", "Gmail", "", 752, 520, 112, 112), E("link", "Confluence", "", 864, 520, 112, 112),
           E("link", "GitHub", "", 976, 520, 112, 112), E("push-button", "Add shortcut", "", 1088, 520, 112, 112),
           E("push-button", "Customize Chrome", "", 1720, 1000, 180, 36)]
    state = obs("New Tab", "", ntp)
    turns = []
    tabs[1] = "Password Manager"
    t += 1
    turns.append((code("BrowserTools.open_password_settings()"), obs("Password Manager", "chrome://password-manager/passwords", pm())))
    t += 1
    turns.append((code("pyautogui.click(960, 152)\npyautogui.write('git')"), obs("Password Manager", "chrome://password-manager/passwords", pm("git"))))
    det = [E("heading", "", "Password Manager", 100, 130, 300, 30), E("link", "Passwords", "", 100, 190, 240, 36),
           E("link", "Checkup", "", 100, 228, 240, 36), E("link", "Settings", "", 100, 266, 240, 36),
           E("push-button", "Back", "", 560, 140, 32, 32), E("heading", "", "github.com", 600, 140, 400, 30),
           E("label", "Username", "Username", 560, 220, 200, 20), E("entry", "Username", "rkowalski-bl", 560, 244, 600, 36),
           E("push-button", "Copy username", "", 1170, 246, 32, 32), E("label", "Password", "Password", 560, 300, 200, 20),
           E("entry", "Password", "••••••••••••••••", 560, 324, 600, 36), E("push-button", "Show password", "", 1170, 326, 32, 32),
           E("push-button", "Copy password", "", 1206, 326, 32, 32), E("label", "Note", "Note", 560, 380, 200, 20),
           E("label", "", "2FA recovery codes are in the team vault", 560, 404, 600, 20), E("link", "Sites", "https://github.com", 560, 450, 300, 20),
           E("push-button", "Edit", "", 560, 500, 80, 36), E("push-button", "Delete", "", 650, 500, 90, 36)]
    t += 1
    turns.append((code("pyautogui.click(960, 271)  # github.com"), obs("Password Manager", "chrome://password-manager/passwords/github.com", det)))
    pw[:] = [p for p in pw if p[0] != "github.com"]
    t += 1
    turns.append((code("pyautogui.click(695, 518)  # Delete"), obs("Password Manager", "chrome://password-manager/passwords", pm(toast=True))))
    nav = [E("heading", "", "Settings", 100, 130, 200, 30), E("entry", "Search settings", "", 640, 130, 680, 40)]
    nav += stack("link", ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
                          "Search engine", "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System",
                          "Reset settings", "Extensions", "About Chrome"], 100, 190, 260, 34)
    priv = nav + [E("heading", "", "Safety Check", 560, 200, 400, 26), E("push-button", "Go to Safety Check", "", 1300, 236, 170, 34),
                  E("heading", "", "Privacy and security", 560, 300, 400, 26)]
    priv += stack("link", ["Clear browsing data\nDelete history, cookies, cache, and more", "Privacy Guide\nReview key privacy and security controls",
                           "Third-party cookies\nThird-party cookies are blocked in Incognito mode",
                           "Ad privacy\nCustomize the info used by sites to show you ads",
                           "Security\nSafe Browsing (protection from dangerous sites) and other security settings",
                           "Site settings\nControls what information sites can use and show (location, camera, pop-ups, and more)"],
                  560, 340, 910, 60, 62)
    tabs[1] = "Settings - Privacy and security"
    t += 1
    turns.append((code("BrowserTools.open_privacy_settings()"), obs("Settings - Privacy and security", "chrome://settings/privacy", priv)))

    def site_settings() -> list[tuple]:
        b = nav + [E("push-button", "Back", "", 560, 196, 32, 32), E("heading", "", "Site settings", 600, 196, 300, 30),
                   E("heading", "", "Recent activity", 560, 250, 300, 24)]
        slack_blocked = "https://app.slack.com" in blocked
        recent = ["meet.google.com\nAllowed camera, microphone", "app.slack.com\n" + ("Blocked notifications" if slack_blocked else "Allowed notifications"),
                  "maps.google.com\nAllowed location"]
        if slack_blocked:
            recent = [recent[1], recent[0], recent[2]]
        b += stack("link", recent, 560, 284, 910, 54)
        b += [E("link", "View permissions and data stored across sites", "", 560, 454, 910, 40), E("heading", "", "Permissions", 560, 520, 300, 24)]
        b += stack("link", ["Location\nSites can ask for your location", "Camera\nSites can ask to use your camera",
                            "Microphone\nSites can ask to use your microphone", "Notifications\nSites can ask to send notifications",
                            "Background sync\nRecently closed sites can finish sending and receiving data"], 560, 554, 910, 56)
        return b
    tabs[1] = "Settings - Site settings"
    t += 1
    turns.append((code("pyautogui.click(1015, 681)  # Site settings"), obs("Settings - Site settings", "chrome://settings/content", site_settings())))

    def notif(menu: bool = False) -> list[tuple]:
        b = nav + [E("push-button", "Back", "", 560, 196, 32, 32), E("heading", "", "Notifications", 600, 196, 300, 30),
                   E("entry", "Search", "", 1180, 196, 290, 34), E("label", "", "Sites usually send notifications to let you know about breaking news or chat messages", 560, 246, 910, 20),
                   E("heading", "", "Default behavior", 560, 290, 300, 22), E("radio-button", "Sites can ask to send notifications", "", 560, 320, 600, 28),
                   E("radio-button", "Use quieter messaging", "", 590, 350, 570, 28), E("radio-button", "Don't allow sites to send notifications", "", 560, 384, 600, 28),
                   E("heading", "", "Customized behaviors", 560, 440, 300, 22),
                   E("heading", "", "Not allowed to send notifications", 560, 476, 400, 22), E("push-button", "Add", "", 1400, 472, 60, 30)]
        y = 508
        for s in blocked:
            b += [E("link", s, "", 560, y, 760, 36), E("push-button", "More actions", "", 1430, y + 2, 32, 32)]
            y += 40
        b += [E("heading", "", "Allowed to send notifications", 560, y + 16, 400, 22), E("push-button", "Add", "", 1400, y + 12, 60, 30)]
        y += 48
        for s in allowed:
            b += [E("link", s, "", 560, y, 760, 36), E("push-button", "More actions", "", 1430, y + 2, 32, 32)]
            y += 40
        if menu:
            b += [E("menu", "", "", 1290, 680, 170, 116)] + stack("menu-item", ["Block", "Edit", "Remove"], 1298, 686, 154, 34)
        return b
    tabs[1] = "Settings - Notifications"
    t += 1
    turns.append((code("pyautogui.click(1015, 750)  # Notifications"), obs("Settings - Notifications", "chrome://settings/content/notifications", notif())))
    t += 1
    turns.append((code("pyautogui.click(1446, 654)  # More actions for https://app.slack.com"), obs("Settings - Notifications", "chrome://settings/content/notifications", notif(True))))
    allowed.remove("https://app.slack.com")
    blocked.append("https://app.slack.com")
    t += 1
    turns.append((code("pyautogui.click(1375, 703)  # Block"), obs("Settings - Notifications", "chrome://settings/content/notifications", notif())))
    tabs[1] = "Settings - Site settings"
    t += 1
    turns.append((code("pyautogui.click(576, 212)  # Back"), obs("Settings - Site settings", "chrome://settings/content", site_settings())))
    rs.add("os", "h54-os-08", sysp("In Chrome, delete the saved github.com password and stop app.slack.com from sending notifications."), turns, state=state)


# ================================================================ 09 Document Viewer (bad: the page count changes)
def t09(rs: RowSet) -> None:
    day = "Apr 2"
    t = 10 * 60 + 5
    st = {"page": 1, "of": 48, "side": None}
    pages = {
        1: ["Internal ISMS Audit Report 2024", "Brightline Laboratories GmbH", "ISO/IEC 27001:2022 — Surveillance Audit Preparation",
            "Audit period: 12 February – 8 March 2024", "Lead auditor: Katrin Vogel (Internal Audit)", "Document ID: IA-ISMS-2024-03 · Version 1.2 · Classification: Internal"],
        12: ["4.2 Understanding the needs and expectations of interested parties",
             "The register of interested parties (ISMS-REG-004, rev. 7) lists 19 parties, including the two contract research clients",
             "added in Q4 2023. Requirements of the Bavarian data protection authority were last reviewed on 11 September 2023.",
             "4.3 Determining the scope of the ISMS", "The scope statement covers the Munich and Regensburg sites, the LIMS and the hosted",
             "ELN platform. The Regensburg cold-storage annex, opened in January 2024, is not yet named in the scope statement."],
        22: ["5 Findings", "The audit raised 3 major nonconformities, 9 minor nonconformities and 14 opportunities for improvement.",
             "Findings are graded against ISO/IEC 27001:2022 clauses 4–10 and the Annex A controls selected in SoA rev. 11.",
             "Table 5-1 Summary of findings by clause", "Clause 6 (Planning) — 1 major, 2 minor", "Clause 8 (Operation) — 2 major, 4 minor",
             "Clause 9 (Performance evaluation) — 0 major, 3 minor"],
        27: ["5.2 Minor Nonconformities", "NC-m-04 — A.5.15 Access control: 6 of 40 sampled LIMS accounts belonged to staff who left",
             "more than 30 days before the sampling date; the leaver checklist was completed but the LIMS step was skipped.",
             "Evidence: EV-031, EV-032 (user export of 21 February 2024). Owner: IT Operations. Due: 30 April 2024.",
             "NC-m-05 — A.8.13 Information backup: the restore test for the ELN database was last performed on 3 July 2023,",
             "exceeding the semi-annual interval defined in the backup policy."],
    }
    outline = [("Executive Summary", 3), ("1 Scope and Objectives", 5), ("2 Audit Criteria", 7), ("3 Methodology", 9),
               ("4 Context of the Organisation", 11), ("5 Findings", 22), ("5.1 Major Nonconformities", 23),
               ("5.2 Minor Nonconformities", 27), ("5.3 Opportunities for Improvement", 33), ("6 Corrective Action Plan", 38),
               ("Appendix A — Evidence Log", 41), ("Appendix B — Interview Schedule", 46)]
    hits = [(23, "…major nonconformity NC-M-01 concerns the risk treatment plan…"), (24, "…the second major nonconformity (NC-M-02)…"),
            (25, "…nonconformity NC-M-03 was raised against A.8.32 change…"), (27, "…5.2 Minor Nonconformities NC-m-04…"),
            (27, "…the minor nonconformity for the ELN restore test…"), (29, "…nonconformity NC-m-07 (supplier reviews)…"),
            (38, "…each nonconformity has an owner and a due date…")]

    def win(extra: list[tuple] | None = None) -> list[tuple]:
        r = [E("frame", "Internal ISMS Audit Report 2024", "", 70, 27, 1850, 1053), E("toggle-button", "Side pane", "", 80, 36, 34, 34),
             E("text", "Select page", str(st["page"]), 124, 38, 60, 30), E("label", "", f"({st['page']} of {st['of']})", 188, 42, 90, 24),
             E("push-button", "Find", "", 1520, 36, 34, 34), E("combo-box", "Zoom", "Fit Width", 1566, 38, 110, 30),
             E("push-button", "Annotations", "", 1686, 36, 34, 34), E("push-button", "File options", "", 1730, 36, 34, 34),
             E("push-button", "Close", "", 1880, 38, 30, 30)]
        x0 = 80
        if st["side"] == "outline":
            r += [E("page-tab", "Thumbnails", "", 80, 80, 120, 28), E("page-tab", "Outline", "", 200, 80, 100, 28),
                  E("page-tab", "Annotations", "", 300, 80, 110, 28), E("tree", "", "", 80, 112, 330, 900)]
            r += [E("tree-item", f"{n}", str(p), 80, 116 + 30 * i, 330, 28) for i, (n, p) in enumerate(outline)]
            x0 = 420
        elif st["side"] == "find":
            r += [E("text", "Search", "nonconformity", 80, 80, 330, 30), E("label", "", f"{len(hits)} results", 80, 114, 200, 20),
                  E("list", "", "", 80, 140, 330, 860)]
            r += [E("list-item", f"{s}\nPage {p}", "", 80, 140 + 54 * i, 330, 52) for i, (p, s) in enumerate(hits)]
            x0 = 420
        r.append(E("document-frame", "", "", x0, 80, 1910 - x0, 990))
        lines = pages.get(st["page"], [])
        r += [E("paragraph", "", ln, x0 + 120, 160 + 40 * i, 1500 - x0, 30) for i, ln in enumerate(lines)]
        r.append(E("label", "", str(st["page"]), (x0 + 1910) // 2, 1040, 40, 18))
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t), win(extra), extra=("Document Viewer",))

    state = obs()
    turns = []
    st["page"] = 12
    t += 1
    turns.append((code("pyautogui.tripleClick(154, 53)\npyautogui.write('12')\npyautogui.press('enter')"), obs()))
    st["side"] = "outline"
    t += 1
    turns.append((code("pyautogui.press('f9')  # side pane\npyautogui.click(250, 94)  # Outline"), obs()))
    st["page"] = 22
    st["of"] = 46  # contradiction: the document had 48 pages
    t += 1
    turns.append((code("pyautogui.click(200, 281)  # 5 Findings"), obs()))
    st["side"] = "find"
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('nonconformity')\npyautogui.press('enter')"), obs()))
    st["page"] = 27
    t += 1
    turns.append((code("pyautogui.click(240, 328)  # result on page 27"), obs()))
    props = [("Title:", "Internal ISMS Audit Report 2024"), ("Location:", "/home/kvogel/Documents/Audit/ISO_27001_audit_report_2024.pdf"),
             ("Subject:", "ISO/IEC 27001:2022 surveillance audit preparation"), ("Author:", "Katrin Vogel"), ("Keywords:", "ISMS; audit; 2024"),
             ("Producer:", "Microsoft® Word for Microsoft 365"), ("Creator:", "Microsoft® Word for Microsoft 365"),
             ("Created:", "Thu 14 Mar 2024 04:02:11 PM CET"), ("Modified:", "Fri 15 Mar 2024 09:47:30 AM CET"),
             ("Number of Pages:", str(st["of"])), ("Optimized:", "No"), ("Format:", "PDF-1.7"), ("Security:", "No"),
             ("Paper Size:", "A4, Portrait (210 × 297 mm)"), ("Size:", "2.3 MB")]
    dlg = [E("dialog", "Properties", "", 660, 220, 600, 620), E("page-tab", "General", "", 672, 252, 90, 28),
           E("page-tab", "Fonts", "", 762, 252, 70, 28), E("page-tab", "Document License", "", 832, 252, 150, 28)]
    for i, (k, v) in enumerate(props):
        dlg += [E("label", k, k, 690, 300 + 32 * i, 150, 22), E("label", "", v, 850, 300 + 32 * i, 390, 22)]
    t += 1
    turns.append((code("pyautogui.click(1747, 53)  # File options\npyautogui.click(1700, 330)  # Properties"), obs(dlg)))
    rs.add("os", "h54-os-09", sysp("Open the Findings section of the ISMS audit report in Document Viewer, look for the minor nonconformities and check the document properties."),
           turns, state=state, bad=True, turn=3,
           kind="The page counter said 'of 48' for this PDF, but after jumping to Findings through the outline it reads '(22 of 46)' (and later 46 pages in Properties).")


# ================================================================ 10 Impress: slide layout and speaker notes (clean)
def t10(rs: RowSet) -> None:
    day = "Apr 3"
    t = 8 * 60 + 52
    slides = [
        {"title": "Welcome to Brightline Labs", "layout": "Title Slide", "body": ["Onboarding · Spring 2024 cohort"], "right": None, "notes": ""},
        {"title": "Agenda for your first week", "layout": "Title, Content", "body": ["Day 1: accounts, badge, lab tour", "Day 2: safety induction", "Day 3–5: shadowing your team"], "right": None, "notes": ""},
        {"title": "Who we are", "layout": "Title, Content", "body": ["Founded 2011 in Munich", "140 people across 2 sites", "Contract research for biotech and food safety"], "right": None, "notes": ""},
        {"title": "Tools you will use", "layout": "Title, Content", "body": ["Slack for chat and huddles", "Jira for sprint planning", "Confluence for documentation", "LIMS for sample tracking"], "right": None, "notes": ""},
        {"title": "Security basics", "layout": "Title, Content", "body": ["Lock your screen (Super+L)", "Badges are personal", "Report phishing to security@brightline-labs.com"], "right": None, "notes": ""},
        {"title": "Lab safety essentials", "layout": "Title, Content", "body": ["Lab coat and goggles beyond the yellow line", "Eyewash stations: B1.04, B1.12", "Spill kits next to every fume hood"], "right": None, "notes": ""},
        {"title": "Your first 30 days", "layout": "Title, Content", "body": ["Meet your buddy weekly", "Complete GMP e-learning by day 20", "30-day check-in with your lead"], "right": None, "notes": ""},
        {"title": "People to know", "layout": "Title, Content", "body": ["HR: Lena Brandt", "IT helpdesk: ext. 4400", "Safety officer: Dr. Tomasz Nowak"], "right": None, "notes": ""},
        {"title": "Questions?", "layout": "Title Only", "body": [], "right": None, "notes": ""},
    ]
    st = {"cur": 1, "view": "Normal", "modified": False}

    def win(extra: list[tuple] | None = None) -> list[tuple]:
        n = len(slides)
        s = slides[st["cur"] - 1]
        r = [E("frame", "Onboarding_2024.pptx - LibreOffice Impress", "", 70, 27, 1850, 1053)] + lo_menus("impress")
        r += lo_std(["Start from First Slide", "Start from Current Slide", "Display Views", "Master Slide", "Slide Layout",
                     "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Special Character", "Insert Fontwork Text"])
        r += [E("page-tab", v, "", 330 + 110 * i, 126, 108, 26) for i, v in enumerate(["Normal", "Outline", "Notes", "Handout", "Slide Sorter"])]
        r.append(E("list", "Slides Pane", "", 76, 126, 240, 900))
        r += [E("list-item", f"Slide {i + 1}", "", 86, 136 + 100 * i, 210, 92, desc=sl["title"]) for i, sl in enumerate(slides) if 136 + 100 * i < 1000]
        if st["view"] == "Normal":
            r.append(E("panel", f"Slide {st['cur']}", "", 330, 160, 1320, 742))
            r.append(E("text", "PresObj Title", s["title"], 400, 200, 1180, 120))
            if s["layout"] == "Title, 2 Content":
                r += [E("text", "PresObj Outline", "\n".join(s["body"]), 400, 340, 580, 500),
                      E("text", "PresObj Outline", "\n".join(s["right"]) if s["right"] else "Click to add Text", 1000, 340, 580, 500)]
            elif s["body"]:
                r.append(E("text", "PresObj Outline", "\n".join(s["body"]), 400, 340, 1180, 500))
        else:
            r += [E("panel", f"Slide {st['cur']}", "", 560, 170, 860, 484), E("text", "PresObj Title", s["title"], 600, 190, 780, 80),
                  E("text", "PresObj Notes", s["notes"] or "Click to add Notes", 560, 690, 860, 320)]
        r += [E("label", "", f"Slide {st['cur']} of {n}", 74, 1052, 120, 22), E("label", "", "Office Theme", 300, 1052, 140, 22),
              E("label", "", "English (USA)", 560, 1052, 110, 22),
              E("label", "", "", 800, 1052, 22, 22, desc="The document has been modified. Click to save the document." if st["modified"]
                else "The document has not been modified since the last save."),
              E("slider", "Zoom", "", 1650, 1055, 160, 18), E("label", "", "86%" if st["view"] == "Normal" else "61%", 1846, 1052, 48, 22)]
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t), win(extra))

    state = obs()
    turns = []
    st["cur"] = 4
    t += 1
    turns.append((code("ImpressTools.go_to_slide(4)"), obs()))
    slides[3]["layout"] = "Title, 2 Content"
    st["modified"] = True
    t += 1
    turns.append((code("pyautogui.click(338, 58)  # Slide\npyautogui.click(390, 610)  # Layout\npyautogui.click(640, 690)  # Title, 2 Content"), obs()))
    slides[3]["right"] = ["Accounts are created on day 1", "Book a LIMS training slot in week 1", "VPN: sign in with Brightline SSO"]
    t += 2
    turns.append((code("pyautogui.click(1290, 590)  # right placeholder\npyautogui.write('Accounts are created on day 1\\nBook a LIMS training slot in week 1\\nVPN: sign in with Brightline SSO')\npyautogui.press('esc')"), obs()))
    st["view"] = "Notes"
    t += 1
    turns.append((code("pyautogui.click(550, 139)  # Notes tab"), obs()))
    slides[3]["notes"] = "Demo a Slack huddle live. Remind them that LIMS training slots for April book up fast."
    t += 1
    turns.append((code("pyautogui.click(990, 850)\npyautogui.write('Demo a Slack huddle live. Remind them that LIMS training slots for April book up fast.')\npyautogui.press('esc')"), obs()))
    st["view"] = "Normal"
    t += 1
    turns.append((code("pyautogui.click(384, 139)  # Normal tab"), obs()))
    slides.insert(4, {**slides[3], "body": list(slides[3]["body"]), "right": list(slides[3]["right"])})
    st["cur"] = 5
    t += 1
    turns.append((code("ImpressTools.duplicate_slide(4)"), obs()))
    st["modified"] = False
    t += 1
    turns.append((code("ImpressTools.save()"), obs()))
    rs.add("os", "h54-os-10", sysp("In Onboarding_2024.pptx give slide 4 the 'Title, 2 Content' layout with account tips on the right, add speaker notes, duplicate the slide and save."),
           turns, state=state)


# ================================================================ 11 VS Code: search, workspace settings, source control (clean)
def t11(rs: RowSet) -> None:
    day = "Apr 4"
    t = 14 * 60 + 2
    importer = {
        78: "    def fetch_page(self, account_id: str, cursor: str | None = None) -> dict:",
        79: '        """Fetch one page of ledger entries for an account."""',
        80: "        url = f\"{self.base_url}/v2/accounts/{account_id}/entries\"",
        81: "        params = {\"limit\": self.page_size}",
        82: "        if cursor:",
        83: "            params[\"cursor\"] = cursor",
        84: "        log.debug(\"GET %s cursor=%s\", url, cursor)",
        85: "",
        86: "        # The upstream API rate-limits bursts above 20 req/s per token.",
        87: "        # See docs/api-notes.md#rate-limits.",
        88: "        # TODO: retry on 429 with exponential backoff",
        89: "        resp = self.session.get(url, params=params, timeout=30)",
        90: "        resp.raise_for_status()",
        91: "        payload = resp.json()",
        92: "        self.metrics.pages_fetched += 1",
        93: "        return payload",
        94: "",
        95: "    def iter_entries(self, account_id: str) -> Iterator[Entry]:",
        96: "        cursor = None",
        97: "        while True:",
        98: "            page = self.fetch_page(account_id, cursor)",
    }
    settings = ["{", '    "python.defaultInterpreterPath": ".venv/bin/python",', '    "python.testing.pytestEnabled": true,',
                '    "python.testing.pytestArgs": ["tests"],', '    "files.exclude": {', '        "**/__pycache__": true,',
                '        "**/.pytest_cache": true', "    }", "}"]
    todos = [["src/sync/exporter.py", 57, "# TODO: stream large batches instead of buffering"],
             ["src/sync/importer.py", 88, "# TODO: retry on 429 with exponential backoff"],
             ["src/sync/importer.py", 141, "# TODO: drop legacy CSV dialect after v2 migration"],
             ["tests/test_importer.py", 12, "# TODO: add fixtures for EUR/GBP multi-currency"],
             ["tests/test_importer.py", 203, "# TODO: flaky on CI, see LS-412"]]
    st = {"side": "Explorer", "tabs": [], "active": None, "dirty": set(), "pending": 0, "ahead": 0, "pos": "Ln 1, Col 1",
          "lang": "Python", "query": "", "msg": "", "dialog": False, "changes": []}

    def side() -> list[tuple]:
        if st["side"] == "Explorer":
            items = ["LEDGER-SYNC", ".vscode", "docs", "src", "tests", ".gitignore", "pyproject.toml", "README.md"]
            return [E("heading", "", "EXPLORER", 130, 76, 300, 22)] + stack("tree-item", items, 130, 104, 300, 22)
        if st["side"] == "Search":
            files: dict[str, list] = {}
            for f, ln, txt in todos:
                files.setdefault(f, []).append((ln, txt))
            r = [E("heading", "", "SEARCH", 130, 76, 300, 22), E("entry", "Search", st["query"], 136, 104, 290, 26),
                 E("entry", "Replace", "", 136, 134, 290, 26), E("label", "", f"{len(todos)} results in {len(files)} files - Open in editor", 136, 170, 290, 20)]
            y = 196
            for f, hs in files.items():
                base = f.rsplit("/", 1)
                r.append(E("tree-item", f"{base[1]} {base[0]}", str(len(hs)), 130, y, 300, 22))
                y += 22
                for ln, txt in hs:
                    r.append(E("tree-item", txt, "", 150, y, 280, 22, desc=f"Line {ln}"))
                    y += 22
            return r
        r = [E("heading", "", "SOURCE CONTROL", 130, 76, 300, 22),
             E("entry", "Message (Ctrl+Enter to commit on 'main')", st["msg"], 136, 104, 290, 48)]
        if st["changes"]:
            r.append(E("push-button", "✓ Commit", "", 136, 160, 290, 28))
            r.append(E("tree-item", "Changes", str(len(st["changes"])), 130, 196, 300, 22))
            r += [E("tree-item", f"{n} {d}", "M", 150, 218 + 22 * i, 280, 22) for i, (n, d) in enumerate(st["changes"])]
        elif st["ahead"]:
            r.append(E("push-button", f"Sync Changes {st['ahead']}↑", "", 136, 160, 290, 28))
        else:
            r.append(E("push-button", "✓ Commit", "", 136, 160, 290, 28))
        return r

    def editor() -> list[tuple]:
        if st["active"] is None:
            return [E("label", "", "Show All Commands  Ctrl + Shift + P", 900, 500, 300, 20)]
        r = []
        x = 440
        for tb in st["tabs"]:
            nm = tb.rsplit("/", 1)[-1] + (" ●" if tb in st["dirty"] else "")
            r.append(E("page-tab", nm, "", x, 70, 170, 34))
            x += 172
        if st["active"].endswith("importer.py"):
            lo = min(importer)
            txt = "\n".join(importer[k] for k in sorted(importer) if k < lo + 21)
        else:
            txt = "\n".join(settings)
        r.append(E("text", "Editor content;Press Alt+F1 for Accessibility Options.", txt, 440, 130, 1460, 880))
        return r

    def win(extra: list[tuple] | None = None) -> list[tuple]:
        title = (("● " if st["active"] in st["dirty"] else "") + (st["active"].rsplit("/", 1)[-1] + " - " if st["active"] else "")
                 + "ledger-sync - Visual Studio Code")
        r = [E("frame", title, "", 70, 27, 1850, 1053)]
        r += hrow("menu", ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 110, 34, [40, 40, 74, 46, 34, 40, 70, 44], 28)
        sc = "Source Control (Ctrl+Shift+G)" + (f" - {st['pending']} pending changes" if st["pending"] else "")
        r += [E("page-tab", n, "", 76, 70 + 48 * i, 48, 48) for i, n in enumerate(
            ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", sc, "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"])]
        r += side() + editor()
        r += [E("push-button", "main, Checkout Branch/Tag...", "main", 72, 1054, 70, 22),
              E("push-button", "Synchronize Changes", f"0↓ {st['ahead']}↑", 146, 1054, 60, 22),
              E("push-button", "No Problems", "0  0", 212, 1054, 60, 22)]
        if st["active"]:
            r += [E("push-button", "Go to Line/Column", st["pos"], 1400, 1054, 110, 22), E("push-button", "Select Indentation", "Spaces: 4", 1516, 1054, 80, 22),
                  E("push-button", "Select Encoding", "UTF-8", 1600, 1054, 50, 22), E("push-button", "Select End of Line Sequence", "LF", 1654, 1054, 24, 22),
                  E("push-button", "Select Language Mode", st["lang"], 1682, 1054, 130, 22)]
            if st["lang"] == "Python":
                r.append(E("push-button", "Select Interpreter", "3.11.6 ('.venv': venv)", 1816, 1054, 100, 22))
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t), win(extra))

    state = obs()
    turns = []
    st.update(side="Search", query="TODO")
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'f')\npyautogui.write('TODO')"), obs()))
    st.update(tabs=["src/sync/importer.py"], active="src/sync/importer.py", pos="Ln 88, Col 11 (4 selected)")
    t += 1
    turns.append((code("pyautogui.click(290, 273)  # importer.py result, line 88"), obs()))
    del importer[89]
    importer[88] = "        resp = self._get_with_backoff(url, params)"
    for k in sorted(k for k in importer if k > 89):
        importer[k - 1] = importer.pop(k)
    importer[98] = "            if not page[\"entries\"]:"
    todos[:] = [x for x in todos if x[1] != 88]
    for x in todos:
        if x[0] == "src/sync/importer.py" and x[1] > 89:
            x[1] -= 1
    st["dirty"].add("src/sync/importer.py")
    st["pos"] = "Ln 88, Col 51"
    t += 1
    turns.append((code("pyautogui.press('home')\npyautogui.hotkey('shift', 'down')\npyautogui.hotkey('shift', 'end')\npyautogui.write('        resp = self._get_with_backoff(url, params)', interval=0.01)"), obs()))
    st["dirty"].discard("src/sync/importer.py")
    st["pending"] = 1
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs()))
    st["tabs"].append(".vscode/settings.json")
    st.update(active=".vscode/settings.json", pos="Ln 1, Col 1", lang="JSON with Comments")
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Preferences: Open Workspace Settings (JSON)')\npyautogui.press('enter')"), obs()))
    settings[1:1] = ['    "editor.formatOnSave": true,', '    "editor.rulers": [100],']
    st.update(pending=2, pos="Ln 3, Col 28")
    t += 1
    turns.append((code("pyautogui.click(700, 152)\npyautogui.press('end')\npyautogui.press('enter')\npyautogui.write('\"editor.formatOnSave\": true,\\n\"editor.rulers\": [100],')\npyautogui.hotkey('ctrl', 's')"), obs()))
    st.update(side="Source Control", changes=[("settings.json", ".vscode"), ("importer.py", "src/sync")])
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"), obs()))
    st["msg"] = "Use backoff helper in importer; format on save"
    t += 1
    turns.append((code("pyautogui.click(280, 126)\npyautogui.write('Use backoff helper in importer; format on save')"), obs()))
    st.update(msg="", changes=[], pending=0, ahead=1)
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')"), obs()))
    dlg = [E("dialog", "Visual Studio Code", "", 700, 400, 520, 180),
           E("label", "", "This action will pull and push commits from and to \"origin/main\".", 724, 430, 472, 40),
           E("push-button", "OK", "", 760, 520, 120, 30), E("push-button", "OK, Don't Show Again", "", 886, 520, 180, 30),
           E("push-button", "Cancel", "", 1072, 520, 120, 30)]
    t += 1
    turns.append((code("pyautogui.click(280, 174)  # Sync Changes 1↑"), obs(dlg)))
    st["ahead"] = 0
    t += 1
    turns.append((code("pyautogui.click(820, 535)  # OK\nimport time; time.sleep(3)"), obs()))
    rs.add("os", "h54-os-11", sysp("In the ledger-sync workspace, resolve the TODO about retrying on 429 in importer.py, enable format on save and a ruler at 100 in the workspace settings, then commit and sync."),
           turns, state=state)


# ================================================================ 12 Meld: merge nginx configs (bad: an untouched line of a file changes)
def t12(rs: RowSet) -> None:
    day = "Apr 5"
    t = 17 * 60 + 21
    common_head = ["upstream app_backend {", "    server 127.0.0.1:8081 max_fails=3 fail_timeout=10s;", "    keepalive 32;", "}", ""]
    left = common_head + [
        "server {", "    listen 443 ssl http2;", "    server_name staging.brightline-labs.com;",
        "    ssl_certificate     /etc/letsencrypt/live/staging.brightline-labs.com/fullchain.pem;",
        "    ssl_certificate_key /etc/letsencrypt/live/staging.brightline-labs.com/privkey.pem;",
        "    client_max_body_size 25m;", "", "    location / {", "        proxy_pass http://app_backend;",
        "        proxy_read_timeout 120s;", "        proxy_set_header Host $host;", "        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
        "        proxy_set_header X-Forwarded-Proto $scheme;", "    }", "",
        "    add_header X-Robots-Tag \"noindex, nofollow\" always;", "", "    location /api/ {",
        "        proxy_pass http://app_backend;", "        limit_req zone=api burst=40 nodelay;", "        proxy_buffering off;", "    }",
        "", "    access_log /var/log/nginx/app.access.log main;", "    error_log  /var/log/nginx/app.error.log warn;", "}"]
    right = list(left)
    right[7] = "    server_name app.brightline-labs.com;"
    right[8] = "    ssl_certificate     /etc/letsencrypt/live/app.brightline-labs.com/fullchain.pem;"
    right[9] = "    ssl_certificate_key /etc/letsencrypt/live/app.brightline-labs.com/privkey.pem;"
    right[14] = "        proxy_read_timeout 60s;"
    right[24] = "        limit_req zone=api burst=20 nodelay;"
    del right[20:22]  # prod has no X-Robots-Tag header (and its blank line)
    st = {"pos": "Ln 1, Col 1", "dirty": False, "changes": 4}

    def win() -> list[tuple]:
        title = f"site-staging.conf — site-prod.conf{'*' if st['dirty'] else ''}"
        r = [E("frame", f"{title} - Meld", "", 70, 27, 1850, 1053),
             E("page-tab", title, "", 80, 74, 400, 30)]
        r += hrow("push-button", ["Save", "Undo", "Redo", "Go to the previous change", "Go to the next change", "Push current change to the left",
                                  "Push current change to the right", "Text Filters", "Comparison settings"], 80, 36, 34, 32)
        r += [E("push-button", "Main Menu", "", 1870, 36, 34, 32),
              E("text", "", "~/infra/nginx/site-staging.conf", 90, 110, 880, 28), E("text", "", "~/infra/nginx/site-prod.conf", 1010, 110, 880, 28),
              E("text", "", "\n".join(left), 90, 142, 860, 880), E("image", "", "", 952, 142, 56, 880),
              E("text", "", "\n".join(right), 1010, 142, 860, 880),
              E("label", "", f"{st['changes']} changes" if st["changes"] != 1 else "1 change", 1480, 1052, 120, 22),
              E("label", "", st["pos"], 1620, 1052, 140, 22), E("label", "", "INS", 1780, 1052, 40, 22)]
        return r

    def obs() -> str:
        return tree(clock(day, t), win(), extra=("Meld",))

    state = obs()
    turns = []
    st["pos"] = "Ln 8, Col 1"
    t += 1
    turns.append((code("pyautogui.click(400, 300)  # left pane\npyautogui.hotkey('ctrl', 'home')\npyautogui.hotkey('alt', 'down')  # next change"), obs()))
    st["pos"] = "Ln 15, Col 1"
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'down')"), obs()))
    right[14] = left[14]
    st.update(dirty=True, changes=3)
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'right')  # push current change to the right"), obs()))
    st["pos"] = "Ln 21, Col 1"
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'down')"), obs()))
    st["pos"] = "Ln 25, Col 1"
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'down')"), obs()))
    right[22] = left[24]
    st["changes"] = 2
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'right')  # push current change to the right"), obs()))
    st["dirty"] = False
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'l')  # File > Save All"), obs()))
    right[10] = "    client_max_body_size 20m;"  # contradiction: identical, untouched line in both files
    st["pos"] = "Ln 21, Col 1"
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'up')  # previous change"), obs()))
    rs.add("os", "h54-os-12", sysp("Use Meld to carry the staging proxy_read_timeout and the API rate-limit burst over to the production nginx config, then save it."),
           turns, state=state, bad=True, turn=8,
           kind="The production config's untouched line 'client_max_body_size 25m;' (identical in both files in every earlier turn) reads '20m' in the last turn after only saving and moving to the previous change.")


# ================================================================ 13 Files: rename, move, compress, properties (bad: a renamed file is back under its old name)
def t13(rs: RowSet) -> None:
    day = "Apr 8"
    t = 10 * 60 + 41
    inv = {"2023_Q4_summary.ods": ("18.4 kB", "Jan 6"), "invoice_0388.pdf": ("212.6 kB", "Nov 14 2023"),
           "invoice_0391.pdf": ("198.0 kB", "Dec 2 2023"), "invoice_0397.pdf": ("240.3 kB", "Dec 19 2023"),
           "invoice_0405.pdf": ("187.9 kB", "Jan 22"), "invoice_0412.pdf": ("203.5 kB", "Feb 19"),
           "invoice_0419.pdf": ("221.1 kB", "Mar 18"), "receipts_march.xlsx": ("36.7 kB", "Mar 29"), "vendor_contacts.csv": ("4.2 kB", "Feb 2")}
    folders: dict[str, tuple[str, str]] = {}
    archive: dict[str, tuple[str, str]] = {}
    backups = {"2023_tax_docs.zip": ("4.1 MB", "Feb 11"), "laptop_dotfiles.tar.gz": ("2.7 MB", "Mar 3")}
    home = {"Desktop": ("0 items", "Mar 1"), "Documents": ("14 items", "Mar 29"), "Downloads": ("37 items", "Apr 5"),
            "Music": ("0 items", "Mar 1"), "Pictures": ("212 items", "Apr 2"), "Public": ("0 items", "Mar 1"),
            "Templates": ("0 items", "Mar 1"), "Videos": ("3 items", "Mar 20"), "Backups": ("2 items", "Mar 3")}
    user = "ana"

    def listing(name: str, crumbs: list[str], dirs: dict, files: dict, extra: list[tuple] | None = None) -> str:
        r = [E("frame", name, "", 200, 110, 1300, 820), E("push-button", "Back", "", 212, 118, 34, 34),
             E("push-button", "Forward", "", 248, 118, 34, 34)]
        r += hrow("push-button", crumbs, 300, 118, [90] * len(crumbs), 34)
        r += [E("toggle-button", "Search", "", 1330, 118, 34, 34), E("toggle-button", "View options", "", 1370, 118, 34, 34),
              E("push-button", "Main Menu", "", 1410, 118, 34, 34)]
        r += stack("list-item", ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos",
                                 "Trash", "Other Locations"], 200, 160, 200, 36)
        r += [E("table", "", "", 402, 160, 1096, 768)] + hrow("table-column-header", ["Name", "Size", "Modified", "Star"], 402, 160, [640, 160, 200, 96], 30)
        y = 190
        for n in sorted(dirs, key=str.lower):
            r += [E("table-cell", "", n, 402, y, 640, 32), E("table-cell", "", dirs[n][0], 1042, y, 160, 32), E("table-cell", "", dirs[n][1], 1202, y, 200, 32)]
            y += 32
        for n in sorted(files, key=str.lower):
            r += [E("table-cell", "", n, 402, y, 640, 32), E("table-cell", "", files[n][0], 1042, y, 160, 32), E("table-cell", "", files[n][1], 1202, y, 200, 32)]
            y += 32
        return tree(clock(day, t), r + (extra or []), extra=("Files",))

    crumbs = ["Home", "Documents", "Invoices"]

    def inv_view(extra: list[tuple] | None = None) -> str:
        return listing("Invoices", crumbs, folders, inv, extra)

    state = listing("Home", ["Home"], home, {})
    turns = []
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Documents/Invoices\\n')"), inv_view()))
    pop = [E("dialog", "Rename File", "", 560, 400, 420, 110), E("label", "File name", "File name", 576, 412, 100, 20),
           E("text", "", "invoice_0412.pdf", 576, 436, 300, 30), E("push-button", "Rename", "", 884, 436, 84, 30)]
    t += 1
    turns.append((code("pyautogui.click(560, 366)  # invoice_0412.pdf\npyautogui.press('f2')"), inv_view(pop)))
    inv["2024-02_Northgate_invoice_0412.pdf"] = inv.pop("invoice_0412.pdf")
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('2024-02_Northgate_invoice_0412.pdf')\npyautogui.press('enter')"), inv_view()))
    folders["Archive 2023"] = ("0 items", f"{t // 60:02d}:{t % 60:02d}")
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.write('Archive 2023')\npyautogui.press('enter')"), inv_view()))
    for n in ["invoice_0388.pdf", "invoice_0391.pdf", "invoice_0397.pdf"]:
        archive[n] = inv.pop(n)
    folders["Archive 2023"] = ("3 items", f"{(t + 1) // 60:02d}:{(t + 1) % 60:02d}")
    t += 1
    turns.append((code("pyautogui.click(560, 302)  # invoice_0388.pdf\npyautogui.keyDown('ctrl')\npyautogui.click(560, 334)  # invoice_0391.pdf\npyautogui.click(560, 366)  # invoice_0397.pdf\npyautogui.keyUp('ctrl')\npyautogui.hotkey('ctrl', 'x')\npyautogui.doubleClick(560, 206)  # Archive 2023\npyautogui.hotkey('ctrl', 'v')"),
                  listing("Archive 2023", crumbs + ["Archive 2023"], {}, archive)))
    t += 1
    turns.append((code("pyautogui.hotkey('alt', 'left')"), inv_view()))
    # 7: the renamed invoice shows its old name again (contradiction)
    inv["invoice_0412.pdf"] = inv.pop("2024-02_Northgate_invoice_0412.pdf")
    ctx = [E("menu", "", "", 600, 210, 240, 440)] + stack("menu-item", ["Open", "Open With Other Application", "Open In New Tab",
                                                                        "Open In New Window", "Cut", "Copy", "Move to…", "Copy to…",
                                                                        "Move to Trash", "Rename…", "Compress…", "Star", "Properties"], 608, 216, 224, 32)
    t += 1
    turns.append((code("pyautogui.rightClick(560, 206)  # Archive 2023"), inv_view(ctx)))
    dlg = [E("dialog", "Create Archive", "", 620, 360, 480, 170), E("label", "Archive name", "Archive name", 640, 380, 200, 20),
           E("text", "", "Archive 2023", 640, 404, 300, 32), E("combo-box", "", ".zip", 946, 404, 134, 32),
           E("push-button", "Cancel", "", 632, 368, 70, 28), E("push-button", "Create", "", 1018, 368, 70, 28)]
    t += 1
    turns.append((code("pyautogui.click(720, 567)  # Compress…"), inv_view(dlg)))
    inv["Invoices_2023.zip"] = ("601.2 kB", f"{t // 60:02d}:{t % 60:02d}")
    made = inv["Invoices_2023.zip"][1]
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Invoices_2023')\npyautogui.click(1053, 382)  # Create\nimport time; time.sleep(2)"), inv_view()))
    props = [("Name", "Invoices_2023.zip"), ("Type", "Zip archive (application/zip)"), ("Size", "601.2 kB (601,184 bytes)"),
             ("Parent Folder", f"/home/{user}/Documents/Invoices"), ("Accessed", f"Today {made}"), ("Modified", f"Today {made}"),
             ("Created", f"Today {made}")]
    pd = [E("dialog", "Properties", "", 660, 260, 560, 520), E("page-tab", "Basic", "", 680, 292, 80, 28),
          E("page-tab", "Permissions", "", 760, 292, 110, 28), E("page-tab", "Open With", "", 870, 292, 100, 28),
          E("page-tab", "Archive Contents", "", 970, 292, 140, 28)]
    for i, (k, v) in enumerate(props):
        pd += [E("label", k, k, 690, 350 + 40 * i, 150, 22), E("label", "", v, 850, 350 + 40 * i, 350, 22)]
    t += 1
    turns.append((code("pyautogui.rightClick(560, 366)  # Invoices_2023.zip\npyautogui.click(650, 610)  # Properties"), inv_view(pd)))
    backups["Invoices_2023.zip"] = ("601.2 kB", made)
    t += 1
    turns.append((code("pyautogui.hotkey('escape')\npyautogui.hotkey('ctrl', 'c')\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Backups\\n')\npyautogui.hotkey('ctrl', 'v')"),
                  listing("Backups", ["Home", "Backups"], {}, backups)))
    rs.add("os", "h54-os-13", sysp("In Files, rename invoice_0412.pdf to 2024-02_Northgate_invoice_0412.pdf, move the 2023 invoices into a new 'Archive 2023' folder, compress that folder as Invoices_2023.zip and copy the zip to ~/Backups."),
           turns, state=state, bad=True, turn=7,
           kind="invoice_0412.pdf was renamed to 2024-02_Northgate_invoice_0412.pdf in turn 3 (and listed so in turn 6), but turn 7 lists it under its old name again with only a right-click in between.")


# ================================================================ 14 Transmission: pause, inspect, resume, remove (clean)
def t14(rs: RowSet) -> None:
    day = "Apr 9"
    t = 21 * 60 + 14
    size = 1990.0
    st = {"d": 752.4, "rate": 4.2, "paused": False, "up_deb": 936.1, "deb": True, "secs": 0}

    def fmt_mb(v: float) -> str:
        return f"{v / 1000:.2f} GB" if v >= 1000 else f"{v:.1f} MB"

    def remaining(sec: int) -> str:
        m, s = divmod(sec, 60)
        return f"{m} minutes, {s} seconds remaining" if m else f"{s} seconds remaining"

    def win(extra: list[tuple] | None = None) -> list[tuple]:
        n = 3 if st["deb"] else 2
        r = [E("frame", "Transmission", "", 420, 180, 1080, 640)]
        r += hrow("push-button", ["Open a torrent", "Start torrent", "Pause torrent", "Remove torrent", "Torrent properties"], 432, 220, 44, 40)
        r += [E("combo-box", "Show:", f"All ({n})", 440, 270, 200, 30), E("combo-box", "", "All", 650, 270, 200, 30),
              E("text", "Filter", "", 1180, 270, 300, 30), E("list", "", "", 432, 308, 1056, 460)]
        y = 308
        if st["deb"]:
            ratio = st["up_deb"] / 659.0
            r += [E("list-item", "debian-12.5.0-amd64-netinst.iso", "", 432, y, 1056, 72),
                  E("label", "", f"659.0 MB, uploaded {st['up_deb']:.1f} MB (Ratio: {ratio:.2f})", 470, y + 24, 900, 18),
                  E("progress-bar", "", "100%", 470, y + 44, 960, 8), E("label", "", "Seeding to 2 of 9 connected peers - ↑ 180 kB/s", 470, y + 54, 900, 18)]
            y += 76
        pct = st["d"] / size * 100
        if st["paused"]:
            line1 = f"{fmt_mb(st['d'])} of 1.99 GB ({pct:.1f}%)"
            line2 = "Paused"
        else:
            line1 = f"{fmt_mb(st['d'])} of 1.99 GB ({pct:.1f}%) - {remaining(int((size - st['d']) / st['rate']))}"
            line2 = f"Downloading from 23 of 41 connected peers - ↓ {st['rate']:.1f} MB/s, ↑ 12 kB/s"
        r += [E("list-item", "ubuntu-22.04.4-live-server-amd64.iso", "", 432, y, 1056, 72),
              E("label", "", line1, 470, y + 24, 900, 18), E("progress-bar", "", f"{int(pct)}%", 470, y + 44, 960, 8),
              E("label", "", line2, 470, y + 54, 900, 18)]
        y += 76
        r += [E("list-item", "archlinux-2024.03.01-x86_64.iso", "", 432, y, 1056, 72),
              E("label", "", "127.0 MB of 1.02 GB (12.4%)", 470, y + 24, 900, 18), E("progress-bar", "", "12%", 470, y + 44, 960, 8),
              E("label", "", "Paused", 470, y + 54, 900, 18)]
        down = 0.0 if st["paused"] else st["rate"]
        up = (180 if st["deb"] else 0) + (0 if st["paused"] else 12)
        r += [E("push-button", "Options", "", 432, 780, 34, 30), E("push-button", "Statistics", "", 470, 780, 34, 30),
              E("label", "", f"↓ {down:.1f} MB/s" if down else "↓ 0 kB/s", 1240, 786, 110, 20), E("label", "", f"↑ {up} kB/s", 1360, 786, 110, 20)]
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t + (25 + st["secs"]) // 60), win(extra), extra=("Transmission",))

    def advance(sec: int) -> None:
        st["secs"] += sec
        if not st["paused"]:
            st["d"] = min(size, st["d"] + st["rate"] * sec)
        if st["deb"]:
            st["up_deb"] += 0.18 * sec

    state = obs()
    turns = []
    advance(20)
    turns.append((code("pyautogui.click(900, 420)  # ubuntu-22.04.4-live-server-amd64.iso"), obs()))
    advance(10)
    st["paused"] = True
    turns.append((code("pyautogui.click(542, 240)  # Pause torrent"), obs()))
    info = [("Have:", f"{fmt_mb(st['d'])} ({st['d'] / size * 100:.1f}%)"), ("Downloaded:", f"{fmt_mb(st['d'] + 5.7)}"),
            ("Uploaded:", "12.9 MB (Ratio: 0.01)"), ("State:", "Paused"), ("Running time:", "Paused"), ("Remaining time:", "Unknown"),
            ("Last activity:", "Active now"), ("Error:", "No errors"), ("Size:", "1.99 GB (7,591 pieces @ 256.0 KiB)"),
            ("Location:", "/home/tom/Downloads"), ("Hash:", "1f4a2c9e0b7d6e35c8a4f21b9d07e6c3a5b8f012"), ("Privacy:", "Public torrent"),
            ("Origin:", "Created by mktorrent 1.1"), ("Comment:", "Ubuntu CD releases.ubuntu.com")]
    dlg = [E("dialog", "ubuntu-22.04.4-live-server-amd64.iso Properties", "", 620, 160, 680, 720)]
    dlg += hrow("page-tab", ["Information", "Peers", "Trackers", "Files", "Options"], 640, 190, 110, 30)
    for i, (k, v) in enumerate(info):
        dlg += [E("label", k, k, 660, 240 + 34 * i, 150, 22), E("label", "", v, 820, 240 + 34 * i, 460, 22)]
    dlg.append(E("push-button", "Close", "", 1190, 830, 90, 32))
    advance(45)
    turns.append((code("pyautogui.hotkey('alt', 'Return')  # Torrent properties"), obs(dlg)))
    advance(10)
    st["paused"] = False
    advance(20)
    turns.append((code("pyautogui.click(1235, 846)  # Close\npyautogui.click(498, 240)  # Start torrent"), obs()))
    advance(40)
    conf = [E("alert", "Remove torrent?", "", 720, 420, 480, 180),
            E("label", "", "Remove torrent?", 744, 440, 432, 24),
            E("label", "", "Once removed, continuing the transfer will require the torrent file or magnet link.", 744, 472, 432, 40),
            E("push-button", "Cancel", "", 940, 552, 110, 32), E("push-button", "Remove", "", 1060, 552, 110, 32)]
    turns.append((code("pyautogui.click(900, 344)  # debian-12.5.0-amd64-netinst.iso\npyautogui.press('delete')"), obs(conf)))
    advance(20)
    st["deb"] = False
    turns.append((code("pyautogui.click(1115, 568)  # Remove"), obs()))
    rs.add("os", "h54-os-14", sysp("In Transmission, pause the Ubuntu server download, check its properties, resume it, and remove the finished Debian torrent (keeping its data)."),
           turns, state=state)


# ================================================================ 15 Terminal: restart nginx (bad: `date` goes back in time)
def t15(rs: RowSet) -> None:
    day = "Apr 10"
    p = "ops@buildbox:~/deploy$"
    buf: list[str] = ["ops@buildbox:~$ "]
    clk = [14 * 60 + 2]

    def obs() -> str:
        title = "ops@buildbox: ~/deploy" if any("cd ~/deploy" in x for x in buf) else "ops@buildbox: ~"
        r = [E("frame", title, "", 300, 140, 1320, 820)]
        r += hrow("push-button", ["New Tab", "Menu"], 1500, 146, 34, 34)
        r += [E("push-button", "Search", "", 1466, 146, 34, 34), E("push-button", "Close", "", 1580, 148, 30, 30),
              E("terminal", "Terminal", "\n".join(buf[-44:]), 300, 186, 1320, 774)]
        return tree(clock(day, clk[0]), r, extra=("Terminal",))

    def run(cmd: str, out: str, minute: int, prompt: bool = True) -> tuple[str, str]:
        buf[-1] = buf[-1] + cmd
        buf.extend(out.split("\n") if out else [])
        if prompt:
            buf.append(p + " ")
        clk[0] = minute
        return code(f"pyautogui.write({cmd!r})\npyautogui.press('enter')"), obs()

    state = obs()
    turns = []
    buf[-1] = "ops@buildbox:~$ "
    a, o = run("cd ~/deploy && git log --oneline -5", "a91f3c2 (HEAD -> main, origin/main) nginx: raise upstream keepalive to 64\n"
               "5e07b8d ci: pin actions/checkout to v4.1.1\nc3d2a10 app: bump gunicorn workers to 6\n"
               "77b9e41 nginx: add gzip for application/json\n0f6a5d3 docs: runbook for certificate renewal", 14 * 60 + 3)
    turns.append((a, o))
    turns.append(run("date; uptime", "Wed Apr 10 14:03:27 CEST 2024\n 14:03:27 up 6 days,  3:41,  2 users,  load average: 0.41, 0.37, 0.30", 14 * 60 + 3))
    turns.append(run("systemctl status nginx --no-pager | head -12",
                     "● nginx.service - A high performance web server and a reverse proxy server\n"
                     "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
                     "     Active: active (running) since Thu 2024-04-04 10:22:15 CEST; 6 days ago\n"
                     "       Docs: man:nginx(8)\n"
                     "    Process: 1187 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
                     "    Process: 1204 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
                     "   Main PID: 1205 (nginx)\n      Tasks: 5 (limit: 18956)\n     Memory: 9.8M\n        CPU: 2min 14.305s\n"
                     "     CGroup: /system.slice/nginx.service\n"
                     "             ├─1205 \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"", 14 * 60 + 4))
    turns.append(run("sudo systemctl restart nginx", "[sudo] password for ops: ", 14 * 60 + 4, prompt=False))
    buf.append(p + " ")
    clk[0] = 14 * 60 + 5
    turns.append((code("pyautogui.write('••••••••')  # password, not echoed\npyautogui.press('enter')\nimport time; time.sleep(2)"), obs()))
    turns.append(run("systemctl status nginx --no-pager | head -12",
                     "● nginx.service - A high performance web server and a reverse proxy server\n"
                     "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
                     "     Active: active (running) since Wed 2024-04-10 14:05:02 CEST; 21s ago\n"
                     "       Docs: man:nginx(8)\n"
                     "    Process: 418830 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
                     "    Process: 418832 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
                     "   Main PID: 418833 (nginx)\n      Tasks: 5 (limit: 18956)\n     Memory: 7.1M\n        CPU: 61ms\n"
                     "     CGroup: /system.slice/nginx.service\n"
                     "             ├─418833 \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"", 14 * 60 + 5))
    turns.append(run("curl -sI http://localhost | head -5", "HTTP/1.1 200 OK\r\nServer: nginx/1.18.0 (Ubuntu)\r\nDate: Wed, 10 Apr 2024 12:05:48 GMT\r\n"
                     "Content-Type: text/html\r\nContent-Length: 612".replace("\r", ""), 14 * 60 + 5))
    turns.append(run("tail -n 4 /var/log/nginx/access.log",
                     '10.20.4.17 - - [10/Apr/2024:14:05:21 +0200] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.28"\n'
                     '10.20.4.17 - - [10/Apr/2024:14:05:41 +0200] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.28"\n'
                     '127.0.0.1 - - [10/Apr/2024:14:05:48 +0200] "HEAD / HTTP/1.1" 200 0 "-" "curl/7.81.0"\n'
                     '10.20.4.17 - - [10/Apr/2024:14:06:01 +0200] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.28"', 14 * 60 + 6))
    turns.append(run("df -h /var", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda2       468G  147G  298G  34% /", 14 * 60 + 6))
    turns.append(run("date", "Wed Apr 10 14:04:09 CEST 2024", 14 * 60 + 6))  # contradiction: earlier than the restart at 14:05:02
    turns.append(run("ls -lh /var/log/nginx/", "total 1.2M\n-rw-r----- 1 www-data adm 1.1M Apr 10 14:06 access.log\n"
                     "-rw-r----- 1 www-data adm  48K Apr  9 23:59 access.log.1\n-rw-r----- 1 www-data adm  12K Apr  8 00:00 access.log.2.gz\n"
                     "-rw-r----- 1 www-data adm    0 Apr 10 00:00 error.log\n-rw-r----- 1 www-data adm 3.4K Apr  9 17:41 error.log.1", 14 * 60 + 7))
    buf[:] = [p + " "]
    clk[0] = 14 * 60 + 7
    turns.append((code("pyautogui.write('clear')\npyautogui.press('enter')"), obs()))
    rs.add("os", "h54-os-15", sysp("In the Terminal, restart nginx on this build box, confirm it serves requests again and check the logs and the disk space."),
           turns, state=state, bad=True, turn=10,
           kind="`date` prints 14:04:09, earlier than the nginx restart at 14:05:02 and the 14:06:01 access-log line shown before it (the clock went backwards).")


# ================================================================ 16 KeePassXC: add, edit, delete entries (clean)
def t16(rs: RowSet) -> None:
    day = "Apr 11"
    t = 11 * 60 + 3
    groups = {"Root": [("Brightline SSO", "t.becker", "https://sso.brightline-labs.com", "2024-01-15 08:40"),
                       ("Wi-Fi guest", "", "", "2023-09-04 13:22")],
              "General": [], "Email": [("Work mail", "t.becker@brightline-labs.com", "https://mail.brightline-labs.com", "2023-10-10 10:01")],
              "Banking": [("Sparkasse online", "tbecker1987", "https://www.sparkasse.de", "2023-06-30 19:12")],
              "Servers": [("bastion-01 ssh", "ops", "ssh://bastion-01.brightline.internal", "2023-11-02 09:14"),
                          ("db-prod-01 postgres", "postgres_admin", "postgresql://db-prod-01.brightline.internal:5432", "2024-02-20 16:47"),
                          ("grafana admin", "admin", "https://grafana.brightline.internal", "2023-12-05 11:30"),
                          ("old-jenkins", "jenkins", "https://jenkins-old.brightline.internal", "2022-08-17 14:05")]}
    st = {"locked": True, "group": "Root", "dirty": False, "sel": None}

    def now() -> str:
        return f"2024-04-11 {t // 60:02d}:{t % 60:02d}"

    def win(extra: list[tuple] | None = None, body: list[tuple] | None = None) -> list[tuple]:
        title = "Passwords.kdbx [Locked] - KeePassXC" if st["locked"] else f"Passwords.kdbx{'*' if st['dirty'] else ''} - KeePassXC"
        r = [E("frame", title, "", 160, 80, 1600, 920)]
        r += hrow("menu", ["Database", "Entries", "Groups", "Tools", "View", "Help"], 166, 112, [80, 66, 64, 52, 48, 48], 24)
        r += hrow("push-button", ["Open database", "Save database", "Lock all databases", "Add a new entry", "Edit entry",
                                  "Delete entry", "Copy username", "Copy password", "Copy URL", "Password Generator", "Settings"], 170, 140, 40, 36)
        r += [E("entry", "Search", "", 1400, 144, 340, 30), E("page-tab", "Passwords.kdbx", "", 170, 184, 200, 28)]
        if body is not None:
            return r + body + (extra or [])
        if st["locked"]:
            r += [E("heading", "", "Unlock KeePassXC Database", 700, 300, 520, 34), E("label", "", "Passwords.kdbx", 700, 344, 520, 22),
                  E("label", "Enter Password:", "Enter Password:", 700, 400, 200, 20), E("password-text", "Password field", "", 700, 424, 520, 32),
                  E("push-button", "Toggle password visibility", "", 1180, 424, 40, 32), E("check-box", "Key File:", "", 700, 476, 200, 22),
                  E("push-button", "Hardware key help", "", 700, 510, 200, 28), E("push-button", "Unlock", "", 1100, 580, 120, 34),
                  E("push-button", "Cancel", "", 970, 580, 120, 34)]
            return r + (extra or [])
        gl = ["Root", "General", "Email", "Banking", "Servers"] + (["Recycle Bin"] if "Recycle Bin" in groups else [])
        r.append(E("tree", "", "", 170, 216, 300, 700))
        r += [E("tree-item", g, "", 170 + (0 if g == "Root" else 20), 220 + 28 * i, 280, 26) for i, g in enumerate(gl)]
        rows = groups[st["group"]]
        r += [E("table", "", "", 480, 216, 1270, 480)] + hrow("table-column-header", ["Title", "Username", "Password", "URL", "Notes", "Modified"],
                                                              480, 216, [240, 230, 110, 400, 130, 160], 28)
        for i, (ti, us, url, mod) in enumerate(rows):
            y = 244 + 28 * i
            r += [E("table-cell", "", ti, 480, y, 240, 28), E("table-cell", "", us, 720, y, 230, 28), E("table-cell", "", "******", 950, y, 110, 28),
                  E("table-cell", "", url, 1060, y, 400, 28), E("table-cell", "", "", 1460, y, 130, 28), E("table-cell", "", mod, 1590, y, 160, 28)]
        sel = next((x for x in rows if x[0] == st["sel"]), None)
        if sel:
            r += [E("label", "", sel[0], 490, 710, 600, 24), E("page-tab", "General", "", 490, 740, 90, 26), E("page-tab", "Advanced", "", 580, 740, 90, 26),
                  E("label", "Username", "Username", 500, 780, 120, 20), E("label", "", sel[1], 630, 780, 500, 20),
                  E("label", "Password", "Password", 500, 806, 120, 20), E("label", "", "●●●●●●●●●●", 630, 806, 500, 20),
                  E("label", "URL", "URL", 500, 832, 120, 20), E("link", "", sel[2], 630, 832, 500, 20),
                  E("label", "Expiration", "Expiration", 500, 858, 120, 20), E("label", "", "Never", 630, 858, 500, 20)]
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None, body: list[tuple] | None = None) -> str:
        return tree(clock(day, t), win(extra, body), extra=("KeePassXC",))

    def form(title: str, user: str, url: str, pw: str, head: str) -> list[tuple]:
        f = [E("heading", "", head, 480, 216, 800, 30)]
        f += stack("list-item", ["Entry", "Advanced", "Icon", "Auto-Type", "Browser Integration", "Properties"], 170, 256, 200, 40)
        f += [E("label", "Title:", "Title:", 400, 270, 100, 22), E("text", "Title", title, 510, 266, 700, 30),
              E("label", "Username:", "Username:", 400, 310, 100, 22), E("text", "Username", user, 510, 306, 700, 30),
              E("label", "Password:", "Password:", 400, 350, 100, 22), E("password-text", "Password", pw, 510, 346, 640, 30),
              E("push-button", "Generate Password", "", 1160, 346, 50, 30), E("label", "URL:", "URL:", 400, 390, 100, 22),
              E("text", "URL", url, 510, 386, 700, 30), E("label", "Tags:", "Tags:", 400, 430, 100, 22), E("text", "Tags", "", 510, 426, 700, 30),
              E("check-box", "Expires", "", 400, 470, 100, 22), E("label", "Notes:", "Notes:", 400, 510, 100, 22),
              E("text", "Notes", "", 510, 506, 700, 200), E("push-button", "OK", "", 1500, 950, 90, 32),
              E("push-button", "Cancel", "", 1600, 950, 90, 32), E("push-button", "Apply", "", 1400, 950, 90, 32)]
        return f

    state = obs()
    turns = []
    st["locked"] = False
    t += 1
    turns.append((code("pyautogui.click(960, 440)\npyautogui.write('correct-horse-battery-92')\npyautogui.press('enter')"), obs()))
    st["group"] = "Servers"
    t += 1
    turns.append((code("pyautogui.click(240, 346)  # Servers"), obs()))
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'n')  # Add a new entry"), obs(body=form("", "", "", "", "Servers > Add entry"))))
    t += 2
    groups["Servers"].append(("minio console", "minio-admin", "https://minio.brightline.internal:9001", now()))
    st.update(dirty=True, sel="minio console")
    turns.append((code("pyautogui.click(860, 281); pyautogui.write('minio console')\npyautogui.click(860, 321); pyautogui.write('minio-admin')\npyautogui.click(1185, 361)  # Generate Password, accept\npyautogui.click(860, 401); pyautogui.write('https://minio.brightline.internal:9001')\npyautogui.click(1545, 966)  # OK"),
                  obs()))
    t += 2
    g = groups["Servers"]
    i = next(k for k, x in enumerate(g) if x[0] == "grafana admin")
    g[i] = ("grafana admin", "grafana-svc", g[i][2], now())
    st["sel"] = "grafana admin"
    turns.append((code("pyautogui.click(600, 314)  # grafana admin\npyautogui.hotkey('ctrl', 'e')\npyautogui.tripleClick(860, 321)\npyautogui.write('grafana-svc')\npyautogui.click(1545, 966)  # OK"), obs()))
    conf = [E("alert", "Move entry to recycle bin?", "", 720, 420, 480, 170),
            E("label", "", "Do you really want to move entry \"old-jenkins\" to the recycle bin?", 744, 444, 432, 40),
            E("push-button", "Move to recycle bin", "", 900, 540, 170, 32), E("push-button", "Cancel", "", 1080, 540, 100, 32)]
    st["sel"] = "old-jenkins"
    t += 1
    turns.append((code("pyautogui.click(600, 342)  # old-jenkins\npyautogui.press('delete')"), obs(conf)))
    gone = next(x for x in g if x[0] == "old-jenkins")
    g.remove(gone)
    groups["Recycle Bin"] = [gone]
    st["sel"] = None
    t += 1
    turns.append((code("pyautogui.click(985, 556)  # Move to recycle bin"), obs()))
    st["group"] = "Recycle Bin"
    t += 1
    turns.append((code("pyautogui.click(240, 374)  # Recycle Bin"), obs()))
    rs.add("os", "h54-os-16", sysp("In KeePassXC, add a 'minio console' entry to the Servers group, change the grafana admin username to grafana-svc and move the old-jenkins entry to the recycle bin."),
           turns, state=state)


# ================================================================ 17 Settings: Wi-Fi, Bluetooth, Power, Sound, Privacy, Users (bad: a setting reverts in another panel)
def t17(rs: RowSet) -> None:
    day = "Apr 12"
    t = 9 * 60 + 18
    panels = ["Network", "Wi-Fi", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
              "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers",
              "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]

    def win(title: str, body: list[tuple], extra: list[tuple] | None = None) -> str:
        r = [E("frame", "Settings", "", 300, 120, 1320, 840), E("push-button", "Search", "", 312, 128, 34, 34),
             E("label", "", "Settings", 420, 134, 100, 24), E("push-button", "Main Menu", "", 530, 128, 34, 34),
             E("label", "", title, 1000, 134, 300, 24), E("push-button", "Close", "", 1580, 130, 30, 30)]
        r += stack("list-item", panels, 300, 172, 270, 34)
        return tree(clock(day, t), r + body + (extra or []), extra=("Settings",))

    wifi = [E("label", "Airplane Mode", "Airplane Mode", 700, 200, 400, 22), E("toggle-button", "Airplane Mode", "", 1400, 196, 52, 30),
            E("label", "", "Disables Wi-Fi, Bluetooth and mobile broadband", 700, 224, 500, 18),
            E("label", "Visible Networks", "Visible Networks", 700, 280, 400, 22)]
    wifi += stack("list-item", ["Brightline-Office\nConnected", "Brightline-Guest", "eduroam", "DIRECT-4B-HP LaserJet Pro", "Vodafone-8C21"], 700, 310, 760, 50)
    state = win("Wi-Fi", wifi)
    turns = []
    bt = [E("toggle-button", "Bluetooth", "", 1400, 134, 52, 26),
          E("label", "", "Visible as “tb-thinkpad” and available for Bluetooth file transfers. Transferred files are placed in the Downloads folder.", 700, 200, 760, 40),
          E("label", "Devices", "Devices", 700, 270, 400, 22)]
    bt += stack("list-item", ["MX Keys\nConnected", "WH-1000XM4\nNot Set Up", "Pixel 7\nDisconnected"], 700, 300, 760, 50)
    t += 1
    turns.append((code("pyautogui.click(435, 257)  # Bluetooth"), win("Bluetooth", bt)))
    power = [E("label", "Power Mode", "Power Mode", 700, 200, 400, 22)]
    power += stack("radio-button", ["Performance\nHigh performance and power usage.", "Balanced\nStandard performance and power usage.",
                                    "Power Saver\nReduced performance and power usage."], 700, 230, 760, 50)

    def power_opts(blank: str) -> list[tuple]:
        return [E("label", "Power Saving Options", "Power Saving Options", 700, 400, 400, 22),
                E("label", "Dim Screen", "Dim Screen", 700, 440, 400, 22), E("toggle-button", "Dim Screen", "", 1400, 436, 52, 30),
                E("label", "Screen Blank", "Screen Blank", 700, 492, 400, 22), E("combo-box", "Screen Blank", blank, 1260, 486, 200, 34),
                E("label", "Automatic Suspend", "Automatic Suspend", 700, 544, 400, 22), E("label", "", "Off", 1400, 544, 60, 22),
                E("label", "Suspend & Power Button", "Suspend & Power Button", 700, 610, 400, 22),
                E("label", "Power Button Behavior", "Power Button Behavior", 700, 650, 400, 22), E("combo-box", "Power Button Behavior", "Suspend", 1260, 644, 200, 34),
                E("label", "Show Battery Percentage", "Show Battery Percentage", 700, 702, 400, 22), E("toggle-button", "Show Battery Percentage", "", 1400, 698, 52, 30)]
    t += 1
    turns.append((code("pyautogui.click(435, 631)  # Power\npyautogui.click(1360, 503)  # Screen Blank\npyautogui.click(1360, 560)  # 3 minutes"),
                  win("Power", power + power_opts("3 minutes"))))
    sound = [E("label", "Volume Levels", "Volume Levels", 700, 200, 400, 22), E("label", "Output", "Output", 700, 260, 400, 22),
             E("label", "Output Device", "Output Device", 700, 296, 200, 22), E("combo-box", "Output Device", "Speakers - Built-in Audio", 1000, 290, 380, 34),
             E("push-button", "Test", "", 1390, 290, 70, 34), E("label", "Configuration", "Configuration", 700, 340, 200, 22),
             E("combo-box", "Configuration", "Analog Stereo Duplex", 1000, 334, 460, 34), E("label", "Balance", "Balance", 700, 384, 200, 22),
             E("slider", "Balance", "", 1000, 380, 460, 30), E("label", "Input", "Input", 700, 440, 400, 22),
             E("label", "Input Device", "Input Device", 700, 476, 200, 22), E("combo-box", "Input Device", "Internal Microphone - Built-in Audio", 1000, 470, 460, 34),
             E("label", "Volume", "Volume", 700, 520, 200, 22), E("slider", "Volume", "", 1000, 516, 460, 30),
             E("label", "Alert Sound", "Alert Sound", 700, 580, 400, 22)]
    sound += stack("radio-button", ["Click", "Drip", "Hum", "String", "Swing"], 700, 610, 760, 36)
    t += 1
    turns.append((code("pyautogui.click(435, 597)  # Sound\npyautogui.click(720, 664)  # Alert Sound: Drip"), win("Sound", sound)))
    # 5: Privacy > Screen shows the same idle delay as Power's "Screen Blank" -> back at 5 minutes (contradiction)
    scr = [E("push-button", "Back", "", 600, 128, 34, 34),
           E("label", "Blank Screen Delay", "Blank Screen Delay", 700, 200, 400, 22), E("combo-box", "Blank Screen Delay", "5 minutes", 1260, 194, 200, 34),
           E("label", "", "Period of inactivity after which the screen will go blank.", 700, 224, 500, 18),
           E("label", "Automatic Screen Lock", "Automatic Screen Lock", 700, 270, 400, 22), E("toggle-button", "Automatic Screen Lock", "", 1400, 266, 52, 30),
           E("label", "Automatic Screen Lock Delay", "Automatic Screen Lock Delay", 700, 322, 400, 22),
           E("combo-box", "Automatic Screen Lock Delay", "Screen Turns Off", 1260, 316, 200, 34),
           E("label", "Lock Screen on Suspend", "Lock Screen on Suspend", 700, 374, 400, 22), E("toggle-button", "Lock Screen on Suspend", "", 1400, 370, 52, 30),
           E("label", "Show Notifications on Lock Screen", "Show Notifications on Lock Screen", 700, 426, 400, 22),
           E("toggle-button", "Show Notifications on Lock Screen", "", 1400, 422, 52, 30)]
    t += 1
    turns.append((code("pyautogui.click(435, 495)  # Privacy\npyautogui.click(1000, 460)  # Screen"), win("Screen", scr)))
    notif = [E("label", "Do Not Disturb", "Do Not Disturb", 700, 200, 400, 22), E("toggle-button", "Do Not Disturb", "", 1400, 196, 52, 30),
             E("label", "Lock Screen Notifications", "Lock Screen Notifications", 700, 252, 400, 22), E("toggle-button", "Lock Screen Notifications", "", 1400, 248, 52, 30),
             E("label", "Applications", "Applications", 700, 310, 400, 22)]
    notif += stack("list-item", ["Calendar\nOn", "Files\nOn", "Google Chrome\nOn", "Slack\nOn", "Software\nOn", "Thunderbird Mail\nOn", "Zoom\nOff"], 700, 340, 760, 44)
    t += 1
    turns.append((code("pyautogui.click(435, 342)  # Notifications"), win("Notifications", notif)))

    def users(unlocked: bool) -> list[tuple]:
        u = [E("push-button", "Lock" if unlocked else "Unlock…", "", 1450, 130, 110, 30),
             E("image", "", "", 700, 200, 96, 96), E("label", "", "Tobias Becker", 820, 220, 400, 28), E("label", "", "tbecker", 820, 252, 400, 20),
             E("label", "Administrator", "Administrator", 700, 330, 400, 22), E("toggle-button", "Administrator", "", 1400, 326, 52, 30),
             E("label", "Password", "Password", 700, 382, 400, 22), E("label", "", "●●●●●", 1300, 382, 160, 22),
             E("label", "Automatic Login", "Automatic Login", 700, 434, 400, 22), E("toggle-button", "Automatic Login", "", 1400, 430, 52, 30),
             E("label", "Account Activity", "Account Activity", 700, 486, 400, 22), E("label", "", "Logged in", 1300, 486, 160, 22),
             E("label", "Other Users", "Other Users", 700, 560, 400, 22), E("list-item", "kiosk\nStandard", "", 700, 590, 760, 50)]
        if unlocked:
            u.append(E("push-button", "Add User…", "", 1350, 556, 110, 30))
        return u
    t += 1
    turns.append((code("pyautogui.click(435, 937)  # Users"), win("Users", users(False))))
    auth = [E("dialog", "Authentication Required", "", 720, 360, 480, 300),
            E("label", "", "Authentication is required to change user data", 744, 390, 432, 40),
            E("label", "", "Tobias Becker", 900, 450, 200, 22), E("password-text", "Password", "", 760, 500, 400, 34),
            E("push-button", "Cancel", "", 760, 600, 190, 34), E("push-button", "Authenticate", "", 970, 600, 190, 34)]
    t += 1
    turns.append((code("pyautogui.click(1505, 145)  # Unlock…"), win("Users", users(False), auth)))
    t += 1
    turns.append((code("pyautogui.write('Tb#2024-office')\npyautogui.click(1065, 617)  # Authenticate"), win("Users", users(True))))
    rs.add("os", "h54-os-17", sysp("In Settings, check the Wi-Fi and Bluetooth devices, set the screen to blank after 3 minutes, switch the alert sound to Drip, review the screen-lock and notification settings and unlock the Users panel to add an account."),
           turns, state=state, bad=True, turn=5,
           kind="Screen Blank was set to 3 minutes in Power (turn 3); Privacy > Screen's Blank Screen Delay, the same idle-delay setting, shows 5 minutes in turn 5 with no change in between.")


# ================================================================ 18 Remmina: connection profiles (clean)
def t18(rs: RowSet) -> None:
    day = "Apr 15"
    t = 13 * 60 + 19
    prof = {"build-agent-02": ["CI", "10.40.2.16", "RDP", "2024-04-09 17:12:05"],
            "design-mac": ["", "10.40.8.31", "VNC", ""],
            "nas-01": ["Infra", "nas-01.brightline.internal:5900", "VNC", "2024-03-28 09:41:33"],
            "old-jumpbox": ["Infra", "172.16.0.4", "SSH", "2023-07-14 12:02:51"],
            "pi-greenhouse": ["Lab", "192.168.40.22", "VNC", "2024-02-02 15:30:10"],
            "win-lims-client": ["Lab", "lims-ws-07.brightline.internal", "RDP", "2024-04-08 08:03:44"]}
    st = {"q": ""}

    def main(extra: list[tuple] | None = None) -> list[tuple]:
        shown = [n for n in sorted(prof) if st["q"].lower() in n.lower()]
        r = [E("frame", "Remmina Remote Desktop Client", "", 360, 160, 1200, 720), E("push-button", "New connection profile", "", 372, 168, 34, 34),
             E("text", "Search", st["q"], 700, 170, 500, 30), E("push-button", "Main menu", "", 1480, 168, 34, 34),
             E("combo-box", "", "RDP", 1260, 170, 100, 30), E("text", "Server", "", 420, 214, 1000, 30),
             E("table", "", "", 372, 254, 1176, 580)]
        r += hrow("table-column-header", ["Name", "Group", "Server", "Plugin", "Last used"], 372, 254, [260, 140, 380, 120, 276], 28)
        for i, n in enumerate(shown):
            g, s, pl, lu = prof[n]
            y = 282 + 28 * i
            r += [E("table-cell", "", n, 372, y, 260, 28), E("table-cell", "", g, 632, y, 140, 28), E("table-cell", "", s, 772, y, 380, 28),
                  E("table-cell", "", pl, 1152, y, 120, 28), E("table-cell", "", lu, 1272, y, 276, 28)]
        r.append(E("label", "", f"Total {len(shown)} items.", 380, 848, 300, 22))
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None) -> str:
        return tree(clock(day, t), main(extra), extra=("Remmina",))

    def editor(name: str, group: str, server: str, user: str) -> list[tuple]:
        return ([E("dialog", "Remote Connection Profile", "", 560, 140, 800, 800),
                E("label", "Name", "Name", 590, 190, 100, 22), E("text", "Name", name, 720, 186, 600, 30),
                E("label", "Group", "Group", 590, 230, 100, 22), E("combo-box", "Group", group, 720, 226, 600, 30),
                E("label", "Protocol", "Protocol", 590, 270, 100, 22), E("combo-box", "Protocol", "RDP - Remote Desktop Protocol", 720, 266, 600, 30)]
        + hrow("page-tab", ["Basic", "Advanced", "Behavior", "SSH Tunnel", "Notes"], 590, 316, 110, 30) + [
                E("label", "Server", "Server", 600, 370, 120, 22), E("text", "Server", server, 730, 366, 580, 30),
                E("label", "Username", "Username", 600, 410, 120, 22), E("text", "Username", user, 730, 406, 580, 30),
                E("label", "Password", "Password", 600, 450, 120, 22), E("password-text", "Password", "", 730, 446, 580, 30),
                E("label", "Domain", "Domain", 600, 490, 120, 22), E("text", "Domain", "", 730, 486, 580, 30),
                E("radio-button", "Use initial window size", "", 730, 530, 300, 22), E("radio-button", "Use client resolution", "", 730, 556, 300, 22),
                E("label", "Colour depth", "Colour depth", 600, 600, 120, 22), E("combo-box", "Colour depth", "Automatic (32 bpp) (Server chooses its best format)", 730, 596, 580, 30),
                E("label", "Network connection type", "Network connection type", 600, 640, 200, 22), E("combo-box", "", "Auto-detect", 830, 636, 480, 30),
                E("push-button", "Cancel", "", 880, 890, 100, 34), E("push-button", "Save as Default", "", 990, 890, 140, 34),
                E("push-button", "Save", "", 1140, 890, 80, 34), E("push-button", "Connect", "", 1230, 890, 100, 34),
                E("push-button", "Save and Connect", "", 1070, 846, 160, 34)])

    state = obs()
    turns = []
    t += 1
    turns.append((code("pyautogui.click(389, 185)  # New connection profile"), obs(editor("Quick Connect", "", "", ""))))
    prof["build-agent-03"] = ["CI", "10.40.2.17", "RDP", ""]
    t += 2
    turns.append((code("pyautogui.tripleClick(1020, 201); pyautogui.write('build-agent-03')\npyautogui.click(1020, 241); pyautogui.write('CI')\npyautogui.click(1020, 381); pyautogui.write('10.40.2.17')\npyautogui.click(1020, 421); pyautogui.write('ci')\npyautogui.click(1180, 907)  # Save"),
                  obs()))
    conn = [E("frame", "nas-01", "", 200, 60, 1520, 960), E("page-tab", "nas-01", "", 210, 96, 160, 30)]
    conn += stack("push-button", ["Resize the window to fit in remote resolution", "Toggle fullscreen mode", "Toggle dynamic resolution update",
                                  "Switch tab pages", "Grab all keyboard events", "Preferences", "Tools", "Screenshot", "Minimize window",
                                  "Disconnect"], 200, 140, 34, 34)
    conn += [E("canvas", "", "", 240, 130, 1470, 880), E("label", "", "nas-01 — DSM 7.2 (1440×900)", 880, 1000, 300, 18)]
    t += 1
    turns.append((code("pyautogui.doubleClick(500, 380)  # nas-01\nimport time; time.sleep(4)"), obs(conn)))
    t += 2
    prof["nas-01"][3] = f"2024-04-15 {t // 60:02d}:{t % 60:02d}:48"
    turns.append((code("pyautogui.click(217, 463)  # Disconnect"), obs()))
    prof["build-agent-03"][1] = "10.40.2.18"
    t += 1
    turns.append((code("pyautogui.rightClick(500, 325)  # build-agent-03\npyautogui.click(560, 380)  # Edit\npyautogui.tripleClick(1020, 381); pyautogui.write('10.40.2.18')\npyautogui.click(1180, 907)  # Save"),
                  obs()))
    st["q"] = "build"
    t += 1
    turns.append((code("pyautogui.click(950, 185)\npyautogui.write('build')"), obs()))
    st["q"] = ""
    del prof["old-jumpbox"]
    t += 1
    turns.append((code("pyautogui.click(950, 185); pyautogui.hotkey('ctrl', 'a'); pyautogui.press('backspace')\npyautogui.click(500, 409)  # old-jumpbox\npyautogui.press('delete')\npyautogui.click(1040, 560)  # Yes"),
                  obs()))
    rs.add("os", "h54-os-18", sysp("In Remmina, add an RDP profile 'build-agent-03' (CI group, 10.40.2.17, user ci), check the NAS over VNC, move build-agent-03 to 10.40.2.18 and delete the old jumpbox profile."),
           turns, state=state)


# ================================================================ 19 VLC: playlist (bad: a deleted item is listed again)
def t19(rs: RowSet) -> None:
    day = "Apr 16"
    t = 19 * 60 + 40
    pl = [("Ep. 36 – Soil carbon, revisited", "48:02"), ("Ep. 37 – Interview with Dr. Amara Osei (part 1)", "41:17"),
          ("Ep. 37 – Interview with Dr. Amara Osei (part 2)", "52:18"), ("Ep. 38 – Drones in the orchard", "39:45"),
          ("Ep. 39 – Listener questions", "27:09"), ("Ep. 40 – Cover crops that pay", "44:31"),
          ("Ep. 41 – Who owns the water?", "57:50"), ("Ep. 42 – Season finale", "1:03:12")]
    st = {"list": False, "playing": None, "pos": "00:00", "vol": "80%", "random": False}

    def win() -> list[tuple]:
        title = f"{st['playing']} - VLC media player" if st["playing"] else "VLC media player"
        r = [E("frame", title, "", 300, 120, 1320, 840)]
        r += hrow("menu", ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], 306, 150, [60, 76, 56, 54, 70, 52, 48, 46], 24)
        if st["list"]:
            r += [E("tree", "", "", 306, 180, 220, 680)] + stack("tree-item", ["Playlist", "Media Library", "My Computer", "Devices", "Local Network", "Internet"], 306, 186, 220, 28)
            r += [E("table", "", "", 530, 180, 1080, 680)] + hrow("table-column-header", ["Title", "Duration", "Album"], 530, 180, [640, 140, 300], 26)
            for i, (ti, du) in enumerate(pl):
                y = 206 + 26 * i
                r += [E("table-cell", "", ti, 530, y, 640, 26), E("table-cell", "", du, 1170, y, 140, 26), E("table-cell", "", "Field Notes Podcast", 1310, y, 300, 26)]
            r.append(E("text", "Search the playlist", "", 1380, 866, 230, 26))
        else:
            r.append(E("canvas", "", "", 306, 180, 1308, 680))
        total = next((d for ti, d in pl if ti == st["playing"]), "--:--") if st["playing"] else "--:--"
        r += [E("label", "", st["pos"], 310, 900, 60, 20), E("slider", "", "", 376, 900, 1160, 20), E("label", "", total, 1544, 900, 70, 20)]
        r += hrow("push-button", ["Pause the playback" if st["playing"] else "Play", "Previous media in the playlist, skip backward when held",
                                  "Stop playback", "Next media in the playlist, skip forward when held", "Toggle the video in fullscreen",
                                  "Show extended settings", "Toggle playlist", "Click to toggle between loop all, loop one and no loop",
                                  "Random"], 310, 928, 34, 28)
        r += [E("push-button", "Mute", "", 1450, 928, 28, 28), E("slider", "Volume", st["vol"], 1480, 930, 120, 24)]
        return r

    def obs() -> str:
        return tree(clock(day, t), win())

    state = obs()
    turns = []
    st["list"] = True
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'l')  # playlist"), obs()))
    pl.append(("Ep. 42b – Bonus Q&A", "22:40"))
    t += 1
    turns.append((code("VLCTools.add_to_playlist('/home/mia/Podcasts/ep42b_bonus_qa.mp3')"), obs()))
    st.update(playing=pl[2][0], pos="00:04")
    t += 1
    turns.append((code("pyautogui.doubleClick(800, 271)  # Ep. 37 part 2"), obs()))
    deleted = pl.pop(4)
    st["pos"] = "00:41"
    t += 1
    turns.append((code("pyautogui.click(800, 323)  # Ep. 39 – Listener questions\npyautogui.press('delete')"), obs()))
    st.update(playing=pl[3][0], pos="00:02")
    t += 1
    turns.append((code("pyautogui.press('n')  # next media"), obs()))
    pl.insert(4, deleted)  # contradiction: the deleted episode is listed again
    st.update(vol="75%", pos="00:09")
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'down')  # volume down"), obs()))
    st.update(random=True, pos="00:15")
    turns.append((code("pyautogui.click(598, 942)  # Random"), obs()))
    rs.add("os", "h54-os-19", sysp("In VLC, show the playlist, add the bonus Q&A episode, play part 2 of the interview, remove the listener-questions episode, skip to the next episode and lower the volume."),
           turns, state=state, bad=True, turn=6,
           kind="'Ep. 39 – Listener questions' was deleted from the playlist in turn 4 (and absent in turn 5) but is listed again in turn 6 after only a volume change.")


# ================================================================ 20 Inkscape: object ids, duplicate, group (clean)
def t20(rs: RowSet) -> None:
    day = "Apr 17"
    t = 15 * 60 + 33
    layers = {"Furniture": [["rect842", (400, 300, 1200, 600)], ["rect846", (850, 1000, 500, 500)], ["rect850", (3600, 200, 800, 400)],
                            ["ellipse858", (2600, 2100, 1100, 1100)]],
              "Walls": [["wall-north", (0, 0, 6000, 150)], ["wall-east", (5850, 0, 150, 4200)], ["wall-south", (0, 4050, 6000, 150)],
                        ["wall-west", (0, 0, 150, 4200)]]}
    st = {"dirty": False, "objects": False, "sel": None, "props": None, "group": None}

    def find(name: str) -> list:
        return next(o for o in layers["Furniture"] if o[0] == name)

    def win(extra: list[tuple] | None = None) -> list[tuple]:
        r = [E("frame", f"{'*' if st['dirty'] else ''}floorplan_draft.svg - Inkscape", "", 70, 27, 1850, 1053)]
        r += hrow("menu", ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"], 76, 58,
                  [40, 40, 46, 50, 56, 46, 42, 54, 80, 44], 24)
        sel = st["sel"]
        if sel:
            if sel.startswith("g"):
                objs = [find(n) for n in st["group"]]
                x0 = min(o[1][0] for o in objs)
                y0 = min(o[1][1] for o in objs)
                x1 = max(o[1][0] + o[1][2] for o in objs)
                y1 = max(o[1][1] + o[1][3] for o in objs)
                box = (x0, y0, x1 - x0, y1 - y0)
            else:
                box = find(sel)[1]
            vals = [f"{v:.3f}" for v in box]
        else:
            vals = ["0.000", "0.000", "0.000", "0.000"]
        r += [E("spin-button", k, v, 600 + 150 * i, 88, 120, 28) for i, (k, v) in enumerate(zip(["X", "Y", "W", "H"], vals))]
        r += [E("combo-box", "Units", "mm", 1210, 88, 70, 28)]
        r += [E("toggle-button", n, "", 76, 130 + 36 * i, 34, 34) for i, n in enumerate(
            ["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Circle", "Star", "Spiral", "Pencil", "Pen", "Calligraphy",
             "Text", "Gradient", "Mesh", "Dropper", "Spray", "Eraser", "Paint Bucket", "Tweak", "Connector"])]
        r.append(E("canvas", "", "", 116, 130, 1300 if st["objects"] or st["props"] else 1780, 880))
        if st["objects"]:
            r += [E("page-tab", "Objects", "", 1430, 130, 120, 28), E("tree", "", "", 1430, 162, 480, 560)]
            y = 166
            for ly in ["Walls", "Furniture"]:
                r.append(E("tree-item", ly, "", 1430, y, 480, 26))
                y += 26
                members = [o[0] for o in layers[ly]]
                if ly == "Furniture" and st["group"]:
                    members = [m for m in members if m not in st["group"]]
                    members.insert(0, "g1187")
                for m in members:
                    r.append(E("tree-item", m, "", 1454, y, 456, 26))
                    y += 26
                    if m == "g1187":
                        for g in st["group"]:
                            r.append(E("tree-item", g, "", 1478, y, 432, 26))
                            y += 26
        if st["props"]:
            oid, lab = st["props"]
            r += [E("page-tab", "Object Properties", "", 1430, 740, 160, 28), E("label", "ID:", "ID:", 1440, 780, 80, 22),
                  E("text", "ID", oid, 1530, 776, 370, 28), E("label", "Label:", "Label:", 1440, 814, 80, 22), E("text", "Label", lab, 1530, 810, 370, 28),
                  E("label", "Title:", "Title:", 1440, 848, 80, 22), E("text", "Title", "", 1530, 844, 370, 28),
                  E("check-box", "Hide", "", 1440, 920, 80, 22), E("check-box", "Lock", "", 1530, 920, 80, 22), E("push-button", "Set", "", 1820, 960, 80, 30)]
        if sel and sel.startswith("g"):
            status = f"Group of {len(st['group'])} objects in layer Furniture. Click selection to toggle scale/rotation handles (or Shift+s)."
        elif sel:
            kind = "Ellipse" if sel.startswith("ellipse") else "Rectangle"
            box = find(sel)[1]
            status = f"{kind} {box[2]:.2f} mm × {box[3]:.2f} mm in layer Furniture. Click selection to toggle scale/rotation handles (or Shift+s)."
        else:
            status = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
        r += [E("combo-box", "Current layer", "Furniture", 120, 1048, 140, 26), E("label", "", status, 280, 1050, 1200, 22),
              E("label", "", "Z: 3%", 1700, 1050, 80, 22), E("label", "", "R: 0.00°", 1790, 1050, 80, 22)]
        return r + (extra or [])

    def obs() -> str:
        return tree(clock(day, t), win(), extra=("Inkscape",))

    state = obs()
    turns = []
    st["objects"] = True
    t += 1
    turns.append((code("pyautogui.click(268, 58)  # Object\npyautogui.click(320, 420)  # Objects..."), obs()))
    st["sel"] = "rect842"
    t += 1
    turns.append((code("pyautogui.click(1560, 335)  # rect842"), obs()))
    st["props"] = ("rect842", "rect842")
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'o')  # Object Properties"), obs()))
    find("rect842")[0] = "desk-A"
    st.update(props=("desk-A", "desk-A"), sel="desk-A", dirty=True)
    t += 1
    turns.append((code("pyautogui.tripleClick(1715, 790); pyautogui.write('desk-A')\npyautogui.tripleClick(1715, 824); pyautogui.write('desk-A')\npyautogui.click(1860, 975)  # Set"), obs()))
    layers["Furniture"].insert(0, ["desk-A-6", (400, 300, 1200, 600)])
    st.update(sel="desk-A-6", props=("desk-A-6", "desk-A-6"))
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 'd')  # duplicate"), obs()))
    find("desk-A-6")[1] = (1700, 300, 1200, 600)
    t += 1
    turns.append((code("pyautogui.tripleClick(660, 102)\npyautogui.write('1700')\npyautogui.press('enter')"), obs()))
    st.update(group=["desk-A-6", "desk-A"], sel="g1187", props=("g1187", "g1187"))
    t += 1
    turns.append((code("pyautogui.keyDown('shift'); pyautogui.click(1560, 361); pyautogui.keyUp('shift')  # add desk-A\npyautogui.hotkey('ctrl', 'g')"), obs()))
    st.update(sel="rect846", props=("rect846", "rect846"))
    t += 1
    turns.append((code("pyautogui.click(1560, 413)  # rect846"), obs()))
    st["dirty"] = False
    t += 1
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs()))
    rs.add("os", "h54-os-20", sysp("In Inkscape, rename the desk rectangle rect842 to desk-A, duplicate it 1300 mm to the right, group the two desks and save the drawing."),
           turns, state=state)


# ================================================================ 21 Backups (Déjà Dup): back up now, restore a file (bad: the new backup is missing)
def t21(rs: RowSet) -> None:
    day = "Apr 18"
    t = 10 * 60 + 12
    points = ["Apr 17, 2024, 9:00 PM", "Apr 16, 2024, 9:00 PM", "Apr 15, 2024, 9:00 PM", "Apr 14, 2024, 9:00 PM",
              "Apr 13, 2024, 9:00 PM", "Apr 12, 2024, 9:00 PM", "Apr 5, 2024, 9:00 PM", "Mar 29, 2024, 9:00 PM"]
    st = {"last": "Yesterday", "view": "Overview", "path": ["Home"], "sel": None}
    trees = {("Home",): [("Desktop", "", "Apr 2"), ("Documents", "", "Apr 17"), ("Music", "", "Jan 8"), ("Pictures", "", "Apr 14"),
                         ("Templates", "", "Jan 8"), ("Videos", "", "Mar 3")],
             ("Home", "Documents"): [("taxes_2023", "", "Mar 21"), ("thesis", "", "Apr 17"), ("cv_lena_schmitt.pdf", "184.2 kB", "Feb 9"),
                                     ("reading_list.md", "6.1 kB", "Apr 10")],
             ("Home", "Documents", "thesis"): [("figures", "", "Apr 12"), ("chapter1.tex", "48.7 kB", "Mar 2"), ("chapter2.tex", "61.3 kB", "Mar 30"),
                                               ("chapter3.tex", "39.8 kB", "Apr 17"), ("main.tex", "3.2 kB", "Feb 19"), ("refs.bib", "27.4 kB", "Apr 15")]}

    def win(extra: list[tuple] | None = None, combo_open: bool = False) -> list[tuple]:
        r = [E("frame", "Backups", "", 460, 160, 1000, 740)]
        r += hrow("page-tab", ["Overview", "Restore"], 840, 168, 120, 34)
        r += [E("push-button", "Main Menu", "", 1410, 168, 34, 34)]
        if st["view"] == "Overview":
            r += [E("image", "", "", 900, 260, 120, 120), E("label", "Last backup", "Last backup", 560, 430, 300, 22),
                  E("label", "", st["last"], 1000, 430, 360, 22), E("label", "Next backup", "Next backup", 560, 470, 300, 22),
                  E("label", "", "Tomorrow", 1000, 470, 360, 22), E("label", "Back Up Automatically", "Back Up Automatically", 560, 510, 300, 22),
                  E("toggle-button", "Back Up Automatically", "", 1300, 506, 52, 30), E("label", "Storage location", "Storage location", 560, 560, 300, 22),
                  E("label", "", "BACKUP (/media/lena/BACKUP/deja-dup)", 1000, 560, 360, 22),
                  E("push-button", "Back Up Now", "", 860, 640, 200, 40)]
        else:
            r += [E("push-button", "Back", "", 476, 214, 34, 30)]
            r += hrow("push-button", st["path"], 520, 214, 120, 30)
            r += [E("label", "Date", "Date", 1120, 220, 60, 20), E("combo-box", "Date", points[0], 1180, 214, 260, 30)]
            r += [E("table", "", "", 472, 256, 976, 560)] + hrow("table-column-header", ["Name", "Size", "Modified"], 472, 256, [620, 180, 176], 28)
            for i, (n, sz, mod) in enumerate(trees[tuple(st["path"])]):
                y = 284 + 30 * i
                r += [E("table-cell", "", n, 472, y, 620, 30), E("table-cell", "", sz, 1092, y, 180, 30), E("table-cell", "", mod, 1272, y, 176, 30)]
            r += [E("push-button", "Search", "", 476, 850, 34, 34), E("push-button", "Restore", "", 1320, 850, 120, 34)]
            if combo_open:
                r += [E("menu", "", "", 1180, 244, 260, 34 * len(points) + 8)] + stack("menu-item", points, 1184, 248, 252, 34)
        return r + (extra or [])

    def obs(extra: list[tuple] | None = None, combo_open: bool = False) -> str:
        return tree(clock(day, t), win(extra, combo_open), extra=("Backups",), icons=("Home", "BACKUP"))

    state = obs()
    turns = []

    def prog(msg: str, pct: str) -> list[tuple]:
        return [E("dialog", "Backing Up…", "", 660, 380, 600, 240), E("heading", "", "Backing Up…", 690, 410, 540, 28),
                E("label", "", msg, 690, 460, 540, 20), E("progress-bar", "", pct, 690, 500, 540, 14),
                E("push-button", "Resume Later", "", 870, 560, 170, 34), E("push-button", "Cancel", "", 1050, 560, 100, 34)]
    t += 1
    turns.append((code("pyautogui.click(960, 660)  # Back Up Now"), obs(prog("Preparing…", ""))))
    t += 1
    turns.append((code("import time; time.sleep(40)"), obs(prog("Backing up ‘/home/lena/Documents/thesis/chapter3.tex’", "62%"))))
    st["last"] = "Today"
    t += 1
    turns.append((code("import time; time.sleep(45)"), obs()))
    # 4: the restore view's newest restore point is still yesterday's: today's backup is missing (contradiction)
    st["view"] = "Restore"
    t += 1
    turns.append((code("pyautogui.click(960, 185)  # Restore"), obs()))
    t += 1
    turns.append((code("pyautogui.click(1310, 229)  # Date"), obs(combo_open=True)))
    st["path"] = ["Home", "Documents"]
    turns.append((code("pyautogui.press('esc')\npyautogui.doubleClick(600, 329)  # Documents"), obs()))
    st["path"] = ["Home", "Documents", "thesis"]
    t += 1
    turns.append((code("pyautogui.doubleClick(600, 329)  # thesis"), obs()))
    t += 1
    turns.append((code("pyautogui.click(600, 389)  # chapter3.tex"), obs()))
    where = [E("dialog", "Restore Files", "", 660, 380, 600, 280), E("heading", "", "Restore to Where?", 690, 410, 540, 28),
             E("radio-button", "Restore files to _original locations", "", 690, 460, 540, 24),
             E("radio-button", "Restore to _specific folder", "", 690, 494, 540, 24), E("combo-box", "", "Documents", 720, 524, 300, 30),
             E("push-button", "Cancel", "", 980, 600, 100, 34), E("push-button", "Restore", "", 1090, 600, 140, 34)]
    t += 1
    turns.append((code("pyautogui.click(1380, 867)  # Restore"), obs(where)))
    done = [E("notification", "", "Restore Finished", 760, 40, 400, 60), E("label", "", "Your files were successfully restored.", 780, 70, 360, 20)]
    t += 1
    turns.append((code("pyautogui.click(1160, 617)  # Restore\nimport time; time.sleep(5)"), obs(done)))
    rs.add("os", "h54-os-21", sysp("In Backups, run a backup now, then restore chapter3.tex of the thesis from the latest backup."),
           turns, state=state, bad=True, turn=4,
           kind="The backup that completed in turn 3 ('Last backup: Today') is missing from Restore: its newest restore point is yesterday's (Apr 17, 9:00 PM), as the date list confirms.")


# ================================================================ 22 Logs: journal views and details (clean)
def t22(rs: RowSet) -> None:
    day = "Apr 19"
    t = 11 * 60 + 26
    # (time, sender, message, categories)
    entries = [
        ("11:26:02", "gnome-shell", "JS ERROR: TypeError: this._indicator is null", {"apps", "imp"}),
        ("11:25:07", "sshd", "Accepted publickey for deploy from 10.20.4.9 port 50122 ssh2: ED25519 SHA256:Qm3kV9d1x0Lr7cPz2yGhT4uWbN8sJfEo6aKiM5tYq0c", {"sec", "sys"}),
        ("11:25:07", "systemd-logind", "New session 412 of user deploy.", {"sys"}),
        ("11:24:12", "NetworkManager", "<info>  [1713518652.3341] dhcp4 (wlp0s20f3): state changed new lease, address=10.20.7.143", {"sys"}),
        ("11:22:40", "sshd", "Connection closed by authenticating user root 185.220.101.34 port 43918 [preauth]", {"sec", "sys"}),
        ("11:22:38", "sshd", "Failed password for root from 185.220.101.34 port 43918 ssh2", {"sec", "sys", "imp"}),
        ("11:20:01", "CRON", "(root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)", {"sys"}),
        ("11:17:45", "kernel", "usb 3-2: new full-speed USB device number 9 using xhci_hcd", {"hw"}),
        ("11:17:45", "kernel", "input: Logitech MX Keys as /devices/pci0000:00/0000:00:14.0/usb3/3-2/3-2:1.2/0003:046D:C52B.0007/input/input31", {"hw"}),
        ("11:12:19", "sudo", "lena : TTY=pts/1 ; PWD=/home/lena ; USER=root ; COMMAND=/usr/bin/apt upgrade", {"sec", "sys"}),
        ("11:08:56", "thunderbird", "[GFX1-]: Failed to create EGLContext!", {"apps", "imp"}),
        ("11:02:33", "pkexec", "lena: Executing command [USER=root] [TTY=unknown] [CWD=/home/lena] [COMMAND=/usr/lib/update-notifier/package-system-locked]", {"sec", "sys"}),
    ]
    pids = {"11:25:07sshd": "51873", "11:22:40sshd": "51790", "11:22:38sshd": "51790", "11:20:01CRON": "51702", "11:12:19sudo": "51477",
            "11:02:33pkexec": "51233", "11:26:02gnome-shell": "2291", "11:25:07systemd-logind": "903", "11:24:12NetworkManager": "915",
            "11:08:56thunderbird": "44170"}
    st = {"cat": "imp", "q": ""}
    cats = [("Important", "imp"), ("All", None), ("Applications", "apps"), ("System", "sys"), ("Security", "sec"), ("Hardware", "hw")]

    def win(extra: list[tuple] | None = None, detail: tuple | None = None) -> list[tuple]:
        r = [E("frame", "Logs", "", 360, 130, 1200, 800), E("toggle-button", "Search", "", 372, 138, 34, 34),
             E("combo-box", "", "Current Boot — Fri Apr 19 08:02", 800, 138, 320, 34), E("push-button", "Export logs", "", 1470, 138, 34, 34),
             E("push-button", "Main Menu", "", 1510, 138, 34, 34)]
        if detail:
            tm, snd, msg, _ = detail
            pid = pids.get(tm + snd, "")
            r += [E("push-button", "Back", "", 372, 184, 34, 30), E("heading", "", msg, 420, 230, 1100, 60)]
            fields = [("Sender", snd), ("Time", f"Friday, April 19, 2024 {tm}"), ("Priority", "Info" if "Failed" not in msg else "Notice"),
                      ("Process ID", pid), ("Hostname", "buildbox"), ("Unit", "ssh.service"),
                      ("Boot ID", "8f2c61d4a0e94b3c9d57e1a2b6f08c33"), ("Audit Session", "412"), ("Command Line", "sshd: deploy [priv]")]
            for i, (k, v) in enumerate(fields):
                r += [E("label", k, k, 420, 310 + 34 * i, 200, 22), E("label", "", v, 640, 310 + 34 * i, 880, 22)]
            return r + (extra or [])
        r += [E("list", "", "", 372, 184, 220, 300)] + stack("list-item", [c[0] for c in cats], 372, 188, 220, 36)
        if st["q"]:
            r.append(E("text", "Search", st["q"], 620, 184, 600, 30))
        tag = next(c[1] for c in cats if c[1] == st["cat"])
        shown = [e for e in entries if (tag is None or tag in e[3]) and (not st["q"] or st["q"] in e[1])]
        r.append(E("list", "", "", 610, 224, 940, 700))
        for i, (tm, snd, msg, _) in enumerate(shown):
            y = 228 + 52 * i
            r += [E("list-item", "", msg, 610, y, 760, 26), E("label", "", snd, 610, y + 26, 300, 20), E("label", "", tm[:5], 1470, y, 70, 20)]
        return r + (extra or [])

    def obs(detail: tuple | None = None) -> str:
        return tree(clock(day, t), win(detail=detail), extra=("Logs",))

    state = obs()
    turns = []
    st["cat"] = None
    turns.append((code("pyautogui.click(482, 242)  # All"), obs()))
    st["q"] = "sshd"
    t += 1
    turns.append((code("pyautogui.click(389, 155)\npyautogui.write('sshd')"), obs()))
    t += 1
    turns.append((code("pyautogui.click(990, 241)  # Accepted publickey for deploy ..."), obs(detail=entries[1])))
    entries.insert(0, ("11:28:14", "sshd", "Invalid user admin from 185.220.101.34 port 51210", {"sec", "sys", "imp"}))
    pids["11:28:14sshd"] = "52011"
    t += 2
    turns.append((code("pyautogui.click(389, 199)  # Back"), obs()))
    st.update(q="", cat="sec")
    entries.insert(0, ("11:29:03", "sudo", "lena : TTY=pts/1 ; PWD=/home/lena ; USER=root ; COMMAND=/usr/bin/systemctl restart ssh", {"sec", "sys"}))
    t += 1
    turns.append((code("pyautogui.click(389, 155)  # close search\npyautogui.click(482, 350)  # Security"), obs()))
    st["cat"] = "imp"
    t += 1
    turns.append((code("pyautogui.click(482, 206)  # Important"), obs()))
    rs.add("os", "h54-os-22", sysp("In Logs, look through this boot's journal for sshd activity, open the accepted-key login, then review the Security and Important views."),
           turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
