# ruff: noqa: E501
"""Held-out set holdout46, domain os: 22 Ubuntu GNOME desktop trajectories driven by Python code blocks.

Each observation is the desktop accessibility table (``a11y``) after the action. Eleven trajectories
carry exactly one observation that contradicts an earlier one; the other eleven are coherent. Run from
the repository root: ``python3 -m tests.decoherence.independent.holdout46_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

SYS_BASE = (
    "You are a Desktop World Model, a precise simulator of computer-use interactions on an Ubuntu 22.04 "
    "GNOME desktop. Given the previous interactions of this trajectory, the task instruction, the current "
    "desktop accessibility tree and the action (a free-form Python code block: pyautogui calls, app helper "
    "classes, subprocess or file operations), predict the exact next accessibility-tree state.\n\n"
    "State modeling rules:\n"
    "- Preserve the tab-separated format exactly (tag, name, text, class, description, position, size).\n"
    "- Keep node ordering, labels and coordinates consistent unless the action changes them.\n"
    "- If the action has no visible effect, return the unchanged state.\n"
    "- Track open windows, files, selections and application state across turns; the executed code is the "
    "authoritative description of what happened.\n\n"
    "First think step by step, then give the full predicted desktop state inside "
    "<predicted_observation></predicted_observation>, with no commentary inside the tags."
)


def system(task: str) -> str:
    return SYS_BASE + "\n\n## Task Instruction\n" + task


def r(tag: str, name: str, text: str, x: int, y: int, w: int, h: int) -> Row:
    return (tag, name, text, (x, y), (w, h))


DOCK = ("Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help")


def desk(app: str, running: tuple[str, ...] = ()) -> list[Row]:
    """Top bar and Ubuntu dock."""
    rows = [r("push-button", "Activities", "", 0, 0, 99, 27),
            r("menu", app, "", 106, 0, 190, 27),
            r("menu", "System", "", 1786, 0, 134, 27)]
    for i, name in enumerate((*DOCK, *(x for x in running if x not in DOCK))):
        rows.append(r("push-button", name, "", 0, 36 + 68 * i, 70, 64))
    rows.append(r("toggle-button", "Show Applications", "", 0, 1009, 70, 64))
    return rows


def obs(app: str, running: tuple[str, ...], rows: list[Row], clock: str) -> str:
    return a11y(desk(app, running) + rows, clock=clock)


def money(x: float) -> str:
    return f"{x:,.2f}"


def fsize(n: int) -> str:
    """GLib-style decimal size."""
    if n < 1000:
        return f"{n} bytes"
    if n < 1000 ** 2:
        return f"{n / 1000:.1f} kB"
    if n < 1000 ** 3:
        return f"{n / 1000 ** 2:.1f} MB"
    return f"{n / 1000 ** 3:.1f} GB"


def mem(mb: float) -> str:
    return f"{mb / 1024:.1f} GiB" if mb >= 1024 else f"{mb:.1f} MiB"


# GNOME System Monitor — bad
def t01(rs: RowSet) -> None:
    task = ("In System Monitor, find the process that uses the most memory and lower its priority to Low, "
            "then end the busy tracker-miner-fs-3 process and check the memory usage on the Resources tab.")
    run = ("System Monitor",)
    # name, pid, memory MiB, cpu base, disk read total, disk write total
    procs = [
        ["firefox", 3318, 1163.8, 6.4, "611.4 MB", "143.2 MB"],
        ["Isolated Web Co", 3562, 604.2, 4.1, "18.3 MB", "0 bytes"],
        ["gnome-shell", 1642, 401.7, 3.2, "187.9 MB", "12.6 MB"],
        ["Isolated Web Co", 4190, 352.9, 0.8, "4.1 MB", "0 bytes"],
        ["thunderbird", 3904, 291.3, 0.4, "96.7 MB", "58.0 MB"],
        ["gnome-software", 2207, 214.6, 0.0, "71.2 MB", "3.4 MB"],
        ["Isolated Web Co", 3611, 188.4, 0.2, "2.6 MB", "0 bytes"],
        ["tracker-miner-fs-3", 1893, 96.3, 2.7, "1.4 GB", "211.7 MB"],
        ["Xwayland", 1701, 88.1, 1.1, "9.8 MB", "0 bytes"],
        ["gnome-system-monitor", 5877, 63.5, 1.9, "3.1 MB", "4.0 kB"],
        ["gnome-terminal-server", 4478, 52.9, 0.0, "6.3 MB", "120.0 kB"],
        ["evolution-alarm-notify", 2102, 41.0, 0.0, "11.5 MB", "0 bytes"],
        ["gsd-xsettings", 1969, 28.8, 0.0, "2.2 MB", "0 bytes"],
        ["gjs", 1912, 24.6, 0.0, "1.9 MB", "0 bytes"],
        ["pulseaudio", 1390, 18.2, 0.3, "3.7 MB", "32.0 kB"],
        ["pipewire", 1388, 12.7, 0.6, "1.0 MB", "0 bytes"],
        ["ibus-daemon", 1785, 9.4, 0.1, "2.8 MB", "0 bytes"],
        ["tracker-xdg-portal-3", 2411, 6.1, 0.0, "508.0 kB", "0 bytes"],
    ]
    wx, wy = 410, 120

    def cpu(turn: int, i: int) -> float:
        base = procs[i][3]
        return 0.0 if base == 0 else round(base + ((turn * 7 + i * 3) % 5) * 0.13, 2)

    def memv(turn: int, i: int) -> float:
        p = procs[i]
        if p[0] == "firefox":
            return p[2] + 3.1 * turn
        if p[0] == "Isolated Web Co":
            return p[2] + ((turn * 5 + p[1]) % 7) * 0.4
        return p[2]

    def header(tab: str, search: str | None) -> list[Row]:
        rows = [r("frame", "System Monitor", "", wx, wy, 1100, 780),
                r("toggle-button", "Processes", "pressed" if tab == "Processes" else "", wx + 430, wy + 8, 100, 34),
                r("toggle-button", "Resources", "pressed" if tab == "Resources" else "", wx + 534, wy + 8, 100, 34),
                r("toggle-button", "File Systems", "pressed" if tab == "File Systems" else "", wx + 638, wy + 8, 110, 34),
                r("toggle-button", "Search", "pressed" if search is not None else "", wx + 960, wy + 8, 34, 34),
                r("push-button", "Main Menu", "", wx + 1000, wy + 8, 34, 34),
                r("push-button", "Close", "", wx + 1058, wy + 8, 34, 34)]
        if search is not None:
            rows.append(r("entry", "Search", search, wx + 350, wy + 52, 400, 34))
        return rows

    cols = [("Process Name", 0, 250), ("User", 250, 90), ("% CPU", 340, 80), ("ID", 420, 80), ("Memory", 500, 110),
            ("Disk read total", 610, 130), ("Disk write total", 740, 130), ("Priority", 870, 110)]

    def table(turn: int, order: list[int], search: str | None, prio: dict[int, str], pidfix: dict[int, int] | None = None,
              sel: int | None = None) -> list[Row]:
        top = wy + (96 if search is not None else 56)
        rows = [r("table-column-header", c, "", wx + 10 + dx, top, w, 26) for c, dx, w in cols]
        for k, i in enumerate(order):
            p = procs[i]
            pid = (pidfix or {}).get(p[1], p[1])
            y = top + 28 + 24 * k
            vals = [p[0], "dana", f"{cpu(turn, i):.2f}", str(pid), mem(memv(turn, i)), p[4], p[5], prio.get(p[1], "Normal")]
            for (_c, dx, w), v in zip(cols, vals):
                rows.append(r("table-cell", v, "", wx + 10 + dx, y, w, 24))
        rows.append(r("push-button", "End Process", "", wx + 960, wy + 740, 120, 30))
        return rows

    def by_cpu(turn: int, keep: list[int]) -> list[int]:
        return sorted(keep, key=lambda i: (-cpu(turn, i), procs[i][0]))

    def by_mem(turn: int, keep: list[int]) -> list[int]:
        return sorted(keep, key=lambda i: -memv(turn, i))

    allp = list(range(len(procs)))

    def resources(used: str, pct: str, cache: str, rx: str, trx: str, tx: str, ttx: str, cpus: list[str]) -> list[Row]:
        rows = [r("label", "CPU History", "", wx + 20, wy + 60, 200, 20)]
        for n, v in enumerate(cpus):
            rows.append(r("label", f"CPU{n + 1}", v, wx + 20 + 130 * (n % 4), wy + 300 + 24 * (n // 4), 120, 20))
        rows += [r("label", "Memory and Swap History", "", wx + 20, wy + 360, 260, 20),
                 r("label", "Memory", f"{used} ({pct}) of 15.4 GiB", wx + 20, wy + 560, 300, 20),
                 r("label", "Cache", cache, wx + 330, wy + 560, 160, 20),
                 r("label", "Swap", "0 bytes (0.0%) of 2.0 GiB", wx + 520, wy + 560, 260, 20),
                 r("label", "Network History", "", wx + 20, wy + 600, 200, 20),
                 r("label", "Receiving", rx, wx + 20, wy + 730, 150, 20),
                 r("label", "Total Received", trx, wx + 180, wy + 730, 150, 20),
                 r("label", "Sending", tx, wx + 520, wy + 730, 150, 20),
                 r("label", "Total Sent", ttx, wx + 680, wy + 730, 150, 20)]
        return rows

    def o(rows: list[Row], clock: str) -> str:
        return obs("System Monitor", run, rows, clock)

    state = o(header("Resources", None) + resources("6.3 GiB", "40.9%", "3.2 GiB", "14.2 KiB/s", "1.3 GiB", "2.1 KiB/s", "212.4 MiB",
                                                     ["9.0%", "4.1%", "12.7%", "3.3%", "6.2%", "2.0%", "7.9%", "4.4%"]), "Oct 16  15:21")
    low = {3318: "Low"}
    turns = []
    turns.append((code("pyautogui.click(888, 145)  # Processes"),
                  o(header("Processes", None) + table(1, by_cpu(1, allp), None, {}), "Oct 16  15:21")))
    turns.append((code("pyautogui.click(965, 189)  # sort by Memory"),
                  o(header("Processes", None) + table(2, by_mem(2, allp), None, {}), "Oct 16  15:22")))
    menu = [r("menu", "", "", 560, 214, 220, 250)] + [r("menu-item", m, "", 562, 216 + 27 * k, 216, 26) for k, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    turns.append((code("pyautogui.rightClick(540, 205)  # firefox row"),
                  o(header("Processes", None) + table(3, by_mem(3, allp), None, {}, sel=0) + menu, "Oct 16  15:22")))
    turns.append((code("pyautogui.click(640, 297)  # Change Priority\npyautogui.click(820, 378)  # Low"),
                  o(header("Processes", None) + table(4, by_mem(4, allp), None, low, pidfix={2207: 2270}), "Oct 16  15:23")))
    tr = [7, 17]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('tracker')"),
                  o(header("Processes", "tracker") + table(5, by_mem(5, tr), "tracker", low), "Oct 16  15:23")))
    dlg = [r("dialog", "End Process", "", 700, 420, 520, 200),
           r("label", "", "End the selected process “tracker-miner-fs-3” (PID 1893)?", 730, 445, 460, 24),
           r("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 730, 480, 460, 60),
           r("push-button", "Cancel", "", 900, 570, 120, 34),
           r("push-button", "End Process", "", 1030, 570, 160, 34)]
    turns.append((code("pyautogui.rightClick(540, 245)  # tracker-miner-fs-3\npyautogui.click(620, 438)  # End"),
                  o(header("Processes", "tracker") + table(6, by_mem(6, tr), "tracker", low, sel=0) + dlg, "Oct 16  15:24")))
    turns.append((code("pyautogui.click(1110, 587)  # End Process"),
                  o(header("Processes", "tracker") + table(7, [17], "tracker", low), "Oct 16  15:24")))
    turns.append((code("pyautogui.click(992, 145)  # Resources"),
                  o(header("Resources", None) + resources("6.2 GiB", "40.3%", "3.2 GiB", "9.8 KiB/s", "1.3 GiB", "1.4 KiB/s", "213.0 MiB",
                                                                ["5.1%", "2.9%", "6.0%", "1.8%", "3.7%", "2.2%", "4.0%", "1.5%"]), "Oct 16  15:25")))
    rs.add(task="os", tid="h46-os-01", system=system(task), turns=turns, state=state, bad=True, turn=4,
           kind="PID of gnome-software changes although nothing restarted it")


CALC_MENUS = ("File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help")
CALC_TOOLS = ("New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
              "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart", "Merge and Center Cells", "Define Print Area")
COLX = {"A": (90, 100), "B": (190, 100), "C": (290, 90), "D": (380, 120), "E": (500, 80), "F": (580, 100),
        "G": (680, 90), "H": (770, 90)}


def calc(title: str, namebox: str, inputline: str, cells: list[tuple[str, str]], rows_shown: list[int], sheets: list[str],
         active: str, modified: bool, sum_text: str, found: str = "", pressed: tuple[str, ...] = ()) -> list[Row]:
    """A LibreOffice Calc window: menus, toolbar, formula bar, the visible cells, sheet tabs and status bar."""
    out = [r("frame", title, "", 70, 27, 1850, 1053)]
    out += [r("menu", m, "", 80 + 62 * k, 58, 58, 24) for k, m in enumerate(CALC_MENUS)]
    out += [r("toggle-button" if t in ("AutoFilter",) else "push-button", t, "pressed" if t in pressed else "", 80 + 38 * k, 88, 34, 32)
            for k, t in enumerate(CALC_TOOLS)]
    out += [r("combo-box", "Name Box", namebox, 80, 160, 120, 28), r("push-button", "Function Wizard", "", 206, 160, 28, 28),
            r("text", "Input line", inputline, 300, 160, 1590, 28)]
    ypos = {rn: 210 + 22 * k for k, rn in enumerate(rows_shown)}
    for addr, val in cells:
        col, rn = addr[0], int(addr[1:])
        if rn in ypos:
            x, w = COLX[col]
            out.append(r("table-cell", addr, val, x, ypos[rn], w, 22))
    for k, s in enumerate(sheets):
        out.append(r("page-tab", s, "selected" if s == active else "", 160 + 90 * k, 1010, 86, 24))
    out += [r("label", "Sheet", f"Sheet {sheets.index(active) + 1} of {len(sheets)}", 80, 1040, 110, 20),
            r("label", "Filter", found, 200, 1040, 180, 20),
            r("label", "Page Style", "Default", 400, 1040, 100, 20),
            r("label", "Language", "English (USA)", 510, 1040, 110, 20),
            r("label", "Selection Mode", "Standard selection", 630, 1040, 140, 20),
            r("label", "Document Modified", "The document has been modified. Click to save the document." if modified
              else "The document has not been modified since the last save.", 780, 1040, 24, 20),
            r("label", "Sum", sum_text, 1500, 1040, 220, 20),
            r("label", "Zoom", "100%", 1830, 1040, 60, 20)]
    return out


# LibreOffice Calc AutoFilter — clean
def t02(rs: RowSet) -> None:
    task = ("In sales_q3.xlsx, use AutoFilter so that only North region orders with more than 100 units are shown, "
            "put the number of visible orders in H1 with SUBTOTAL, and save keeping the xlsx format.")
    title = "sales_q3.xlsx - LibreOffice Calc"
    run = ("LibreOffice Calc",)
    data = [
        ("SO-24071", "07/02/2024", "North", "K. Obi", 140), ("SO-24072", "07/03/2024", "East", "L. Varga", 85),
        ("SO-24073", "07/05/2024", "South", "P. Nair", 210), ("SO-24074", "07/08/2024", "North", "D. Mensah", 64),
        ("SO-24075", "07/09/2024", "West", "R. Alves", 122), ("SO-24076", "07/11/2024", "East", "L. Varga", 47),
        ("SO-24077", "07/15/2024", "North", "K. Obi", 118), ("SO-24078", "07/18/2024", "South", "P. Nair", 93),
        ("SO-24079", "07/22/2024", "West", "T. Lindqvist", 156), ("SO-24080", "07/26/2024", "North", "D. Mensah", 99),
        ("SO-24081", "07/30/2024", "East", "S. Haddad", 131), ("SO-24082", "08/02/2024", "South", "P. Nair", 72),
        ("SO-24083", "08/06/2024", "North", "K. Obi", 205), ("SO-24084", "08/09/2024", "West", "R. Alves", 58),
        ("SO-24085", "08/14/2024", "East", "S. Haddad", 176), ("SO-24086", "08/20/2024", "North", "D. Mensah", 101),
        ("SO-24087", "08/27/2024", "South", "M. Castillo", 88), ("SO-24088", "09/03/2024", "West", "T. Lindqvist", 143),
        ("SO-24089", "09/10/2024", "North", "K. Obi", 77), ("SO-24090", "09/17/2024", "East", "L. Varga", 112),
        ("SO-24091", "09/24/2024", "South", "M. Castillo", 164), ("SO-24092", "09/30/2024", "West", "R. Alves", 95),
    ]
    cells = [("A1", "Order ID"), ("B1", "Date"), ("C1", "Region"), ("D1", "Rep"), ("E1", "Units"), ("F1", "Revenue")]
    for k, (oid, d, reg, rep, u) in enumerate(data, 2):
        cells += [(f"A{k}", oid), (f"B{k}", d), (f"C{k}", reg), (f"D{k}", rep), (f"E{k}", str(u)), (f"F{k}", money(u * 69))]
    allrows = list(range(1, 26))
    north = [1] + [k for k, row in enumerate(data, 2) if row[2] == "North"]
    north_big = [1] + [k for k, row in enumerate(data, 2) if row[2] == "North" and row[4] > 100]
    assert len(north) == 8 and len(north_big) == 5

    def o(rows: list[Row], clock: str) -> str:
        return obs("LibreOffice Calc", run, rows, clock)

    def c(**kw: object) -> list[Row]:
        base: dict[str, object] = dict(title=title, namebox="A1", inputline="Order ID", cells=cells, rows_shown=allrows,
                                       sheets=["Sales"], active="Sales", modified=True, sum_text="Sum=0", found="", pressed=("AutoFilter",))
        base.update(kw)
        return calc(**base)  # type: ignore[arg-type]

    state = o(c(namebox="F24", inputline="", modified=False, pressed=()), "Oct 16  09:02")
    turns = []
    turns.append((code("pyautogui.click(130, 210)  # A1"), o(c(modified=False, pressed=()), "Oct 16  09:02")))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'l')  # AutoFilter"), o(c(), "Oct 16  09:03")))
    pop = [r("window", "AutoFilter", "", 290, 232, 260, 420)]
    pop += [r("menu-item", m, "", 296, 238 + 24 * k, 248, 22) for k, m in enumerate(
        ["Sort Ascending", "Sort Descending", "Top 10", "Empty", "Not Empty", "Filter by Color", "Standard Filter..."])]
    pop += [r("entry", "Search items...", "", 296, 410, 248, 26)]
    pop += [r("check-box", v, "checked", 300, 442 + 24 * k, 240, 22) for k, v in enumerate(["(All)", "East", "North", "South", "West"])]
    pop += [r("push-button", "OK", "", 360, 614, 80, 30), r("push-button", "Cancel", "", 450, 614, 90, 30)]
    turns.append((code("pyautogui.click(370, 210)  # AutoFilter arrow of C1 (Region)"), o(c() + pop, "Oct 16  09:03")))
    nfound = f"{len(north) - 1} of {len(data)} records found"
    turns.append((code("pyautogui.click(310, 453)  # (All)\npyautogui.click(310, 501)  # North\npyautogui.click(400, 629)  # OK"),
                  o(c(rows_shown=north, found=nfound), "Oct 16  09:04")))
    vals = sorted(row[4] for row in data if row[2] == "North")
    pop2 = [r("window", "AutoFilter", "", 500, 232, 260, 520)]
    pop2 += [r("menu-item", m, "", 506, 238 + 24 * k, 248, 22) for k, m in enumerate(
        ["Sort Ascending", "Sort Descending", "Top 10", "Empty", "Not Empty", "Filter by Color", "Standard Filter..."])]
    pop2 += [r("entry", "Search items...", "", 506, 410, 248, 26)]
    pop2 += [r("check-box", v, "checked", 510, 442 + 24 * k, 240, 22) for k, v in enumerate(["(All)"] + [str(v) for v in vals])]
    pop2 += [r("push-button", "OK", "", 570, 714, 80, 30), r("push-button", "Cancel", "", 660, 714, 90, 30)]
    turns.append((code("pyautogui.click(572, 210)  # AutoFilter arrow of E1 (Units)"),
                  o(c(rows_shown=north, found=nfound) + pop2, "Oct 16  09:04")))

    def sfdlg(row2: tuple[str, str, str, str]) -> list[Row]:
        d = [r("dialog", "Standard Filter", "", 560, 300, 720, 420), r("label", "Filter Criteria", "", 580, 330, 200, 20)]
        d += [r("label", h, "", 580 + dx, 356, 150, 20) for h, dx in (("Operator", 0), ("Field name", 110), ("Condition", 300), ("Value", 440))]
        for k, (op, f, cond, v) in enumerate([("", "Region", "=", "North"), row2, ("", "- none -", "=", ""), ("", "- none -", "=", "")]):
            y = 382 + 34 * k
            d += [r("combo-box", f"Operator {k + 1}", op, 580, y, 100, 28), r("combo-box", f"Field name {k + 1}", f, 690, y, 180, 28),
                  r("combo-box", f"Condition {k + 1}", cond, 880, y, 130, 28), r("combo-box", f"Value {k + 1}", v, 1020, y, 240, 28)]
        d += [r("toggle-button", "Options", "", 580, 530, 100, 24), r("push-button", "Help", "", 580, 670, 90, 32),
              r("push-button", "OK", "", 1060, 670, 90, 32), r("push-button", "Cancel", "", 1160, 670, 100, 32)]
        return d

    turns.append((code("pyautogui.click(620, 406)  # Standard Filter..."),
                  o(c(rows_shown=north, found=nfound) + sfdlg(("", "- none -", "=", "")), "Oct 16  09:05")))
    turns.append((code("pyautogui.click(630, 430); pyautogui.click(622, 478)  # Operator 2: AND\n"
                       "pyautogui.click(780, 430); pyautogui.write('Units'); pyautogui.press('enter')\n"
                       "pyautogui.click(945, 430); pyautogui.click(945, 502)  # Condition 2: >\n"
                       "pyautogui.click(1140, 430); pyautogui.write('100')\npyautogui.click(1105, 686)  # OK"),
                  o(c(rows_shown=north_big, found=f"{len(north_big) - 1} of {len(data)} records found"), "Oct 16  09:06")))
    bigfound = f"{len(north_big) - 1} of {len(data)} records found"
    cells_h = cells + [("H1", str(len(north_big) - 1))]
    turns.append((code("pyautogui.click(815, 210)  # H1\npyautogui.write('=SUBTOTAL(103;A2:A23)\\n')"),
                  o(c(cells=cells_h, rows_shown=north_big, found=bigfound, namebox="H2", inputline=""), "Oct 16  09:07")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)\npyautogui.click(820, 560)  # Use Excel 2007-365!"),
                  o(c(cells=cells_h, rows_shown=north_big, found=bigfound, namebox="H2", inputline="", modified=False), "Oct 16  09:07")))
    rs.add(task="os", tid="h46-os-02", system=system(task), turns=turns, state=state)


# GNOME Clocks — clean
def t03(rs: RowSet) -> None:
    task = "In Clocks, add a world clock for Tokyo, then start a 25-minute timer and check it is counting down."
    run = ("Clocks",)
    wx, wy = 560, 200
    zones = [("London", "United Kingdom", 6), ("New York", "United States", 1), ("Los Angeles", "United States", -2)]
    tokyo = ("Tokyo", "Japan", 14)

    def head(page: str) -> list[Row]:
        rows = [r("frame", "Clocks", "", wx, wy, 800, 640)]
        if page == "World":
            rows.append(r("push-button", "Add Location", "", wx + 8, wy + 8, 34, 34))
        if page == "Timers-running":
            rows.append(r("push-button", "Add Timer", "", wx + 8, wy + 8, 34, 34))
        for k, t in enumerate(["World", "Alarms", "Stopwatch", "Timers"]):
            sel = page.startswith(t)
            rows.append(r("toggle-button", t, "pressed" if sel else "", wx + 220 + 92 * k, wy + 8, 88, 34))
        rows += [r("push-button", "Main Menu", "", wx + 714, wy + 8, 34, 34), r("push-button", "Close", "", wx + 758, wy + 8, 34, 34)]
        return rows

    def diff(h: int) -> str:
        if h > 0:
            return f"{h} hour{'s' if h != 1 else ''} later"
        return f"{-h} hour{'s' if h != -1 else ''} earlier"

    def world(hh: int, mm: int, with_tokyo: bool) -> list[Row]:
        rows = []
        for k, (city, country, off) in enumerate(zones + ([tokyo] if with_tokyo else [])):
            t = hh + off
            day = "Tomorrow" if t >= 24 else ("Yesterday" if t < 0 else "Today")
            y = wy + 70 + 74 * k
            rows += [r("list-item", city, country, wx + 20, y, 760, 70),
                     r("label", "", f"{day} • {diff(off)}", wx + 40, y + 40, 300, 20),
                     r("label", "", f"{t % 24:02d}:{mm:02d}", wx + 640, y + 18, 100, 34),
                     r("push-button", "Delete", "", wx + 748, y + 18, 28, 28)]
        return rows

    def o(rows: list[Row], clock: str) -> str:
        return obs("Clocks", run, rows, clock)

    def adddlg(search: str, results: list[tuple[str, str]]) -> list[Row]:
        d = [r("dialog", "Add a New World Clock", "", wx + 150, wy + 100, 500, 440),
             r("push-button", "Cancel", "", wx + 160, wy + 108, 80, 34),
             r("push-button", "Add", "", wx + 560, wy + 108, 80, 34),
             r("entry", "Search for a City", search, wx + 170, wy + 160, 460, 36)]
        if not results:
            d.append(r("label", "", "Search for a city", wx + 300, wy + 300, 200, 24))
        for k, (c, s) in enumerate(results):
            d.append(r("list-item", c, s, wx + 170, wy + 210 + 56 * k, 460, 52))
        return d

    state = o(head("World") + world(10, 47, False), "Oct 16  10:47")
    turns = []
    turns.append((code("pyautogui.click(585, 225)  # Add Location"), o(head("World") + world(10, 47, False) + adddlg("", []), "Oct 16  10:47")))
    res = [("Tokyo", "Tokyo, Japan"), ("Tokyo Haneda International Airport", "Ōta, Tokyo, Japan")]
    turns.append((code("pyautogui.write('Tokyo')"), o(head("World") + world(10, 48, False) + adddlg("Tokyo", res), "Oct 16  10:48")))
    turns.append((code("pyautogui.click(900, 436)  # Tokyo, Japan\npyautogui.click(1150, 325)  # Add"),
                  o(head("World") + world(10, 48, True), "Oct 16  10:48")))
    presets = ["1 min", "2 min", "3 min", "5 min", "15 min", "30 min", "45 min", "1 h"]

    def timer_setup(mins: str) -> list[Row]:
        rows = [r("spin-button", "Hours", "00", wx + 220, wy + 120, 100, 80), r("label", "", ":", wx + 330, wy + 140, 20, 40),
                r("spin-button", "Minutes", mins, wx + 360, wy + 120, 100, 80), r("label", "", ":", wx + 470, wy + 140, 20, 40),
                r("spin-button", "Seconds", "00", wx + 500, wy + 120, 100, 80)]
        rows += [r("push-button", p, "", wx + 120 + 142 * (k % 4), wy + 260 + 60 * (k // 4), 130, 50) for k, p in enumerate(presets)]
        rows.append(r("push-button", "Start", "", wx + 330, wy + 560, 140, 44))
        return rows

    def timer_running(left: str) -> list[Row]:
        return [r("list-item", "Timer", "", wx + 120, wy + 90, 560, 150),
                r("entry", "Title", "", wx + 140, wy + 100, 300, 30),
                r("label", "", left, wx + 260, wy + 140, 280, 60),
                r("label", "", "25 minutes", wx + 140, wy + 210, 200, 20),
                r("push-button", "Pause", "", wx + 560, wy + 150, 44, 44),
                r("push-button", "Reset", "", wx + 610, wy + 150, 44, 44),
                r("push-button", "Delete", "", wx + 640, wy + 100, 30, 30)]

    turns.append((code("pyautogui.click(1104, 225)  # Timers"), o(head("Timers") + timer_setup("00"), "Oct 16  10:48")))
    turns.append((code("pyautogui.click(970, 360)  # Minutes\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('25')\n"
                       "pyautogui.press('tab')\npyautogui.click(960, 782)  # Start"),
                  o(head("Timers-running") + timer_running("00:24:59"), "Oct 16  10:49")))
    turns.append((code("pyautogui.click(828, 225)  # World"), o(head("World") + world(10, 50, True), "Oct 16  10:50")))
    turns.append((code("pyautogui.click(1104, 225)  # Timers"), o(head("Timers-running") + timer_running("00:23:39"), "Oct 16  10:50")))
    rs.add(task="os", tid="h46-os-03", system=system(task), turns=turns, state=state)


# GNOME Software — bad
def t04(rs: RowSet) -> None:
    task = "Use Software to uninstall Cheese, then install the Foliate e-book reader, and check which updates are pending."
    run = ("Software",)
    wx, wy = 380, 110
    apps = [("Archive Manager", "6.4 MB"), ("Calculator", "8.2 MB"), ("Calendar", "7.1 MB"), ("Cheese", "5.9 MB"),
            ("Disks", "4.4 MB"), ("Document Viewer", "12.0 MB"), ("Firefox Web Browser", "251.6 MB"), ("GIMP", "312.3 MB"),
            ("Image Viewer", "3.9 MB"), ("LibreOffice Calc", "51.2 MB"), ("LibreOffice Writer", "47.8 MB"), ("Remmina", "10.6 MB"),
            ("Rhythmbox", "9.8 MB"), ("Shotwell", "14.5 MB"), ("Text Editor", "2.7 MB"), ("Thunderbird Mail", "224.0 MB"),
            ("Transmission", "5.2 MB"), ("Videos", "6.9 MB")]

    def head(tab: str, back: bool = False, search: str | None = None) -> list[Row]:
        rows = [r("frame", "Software", "", wx, wy, 1160, 860)]
        if back:
            rows.append(r("push-button", "Back", "", wx + 8, wy + 8, 34, 34))
        else:
            rows.append(r("toggle-button", "Search", "pressed" if search is not None else "", wx + 8, wy + 8, 34, 34))
            for k, t in enumerate(["Explore", "Installed", "Updates"]):
                rows.append(r("toggle-button", t, "pressed" if t == tab else "", wx + 400 + 120 * k, wy + 8, 116, 34))
        rows += [r("push-button", "Main Menu", "", wx + 1074, wy + 8, 34, 34), r("push-button", "Close", "", wx + 1118, wy + 8, 34, 34)]
        if search is not None:
            rows.append(r("entry", "Search", search, wx + 330, wy + 54, 500, 36))
        return rows

    def installed(lst: list[tuple[str, str]]) -> list[Row]:
        rows = [r("heading", "Apps", "", wx + 180, wy + 64, 200, 24)]
        for k, (n, sz) in enumerate(lst):
            y = wy + 96 + 42 * k
            rows += [r("list-item", n, "", wx + 180, y, 800, 40), r("label", "", sz, wx + 780, y + 10, 80, 20),
                     r("push-button", "Uninstall", "", wx + 870, y + 4, 100, 32)]
        return rows

    def details(name: str, summary: str, buttons: list[str], tile: tuple[str, str], info: list[tuple[str, str]], desc: list[str]) -> list[Row]:
        rows = [r("label", name, "", wx + 180, wy + 80, 400, 36), r("label", "", summary, wx + 180, wy + 120, 600, 22)]
        rows += [r("push-button", b, "", wx + 760 + 130 * k, wy + 90, 120, 36) for k, b in enumerate(buttons)]
        rows += [r("push-button", tile[0], tile[1], wx + 180, wy + 190, 190, 120),
                 r("push-button", "Safety", "Safe", wx + 380, wy + 190, 190, 120),
                 r("push-button", "Hardware Support", "Desktop Support", wx + 580, wy + 190, 190, 120),
                 r("push-button", "Age Rating", "All ages", wx + 780, wy + 190, 190, 120)]
        rows += [r("paragraph", "", d, wx + 180, wy + 340 + 60 * k, 800, 56) for k, d in enumerate(desc)]
        rows += [r("label", a, b, wx + 180, wy + 520 + 30 * k, 600, 26) for k, (a, b) in enumerate(info)]
        return rows

    cheese_desc = ["Take photos and videos with your webcam, with fun graphical effects.",
                   "Cheese uses your webcam to take photos and videos, applies fancy special effects and lets you share the fun with others."]
    cheese_info = [("Version", "41.1-1build1"), ("Updated", "Apr 7, 2022"), ("Category", "Graphics & Photography"),
                   ("License", "GPL-2.0+"), ("Source", "ubuntu-jammy-main"), ("Developer", "The GNOME Project"), ("Package", "cheese")]
    summ = "Take photos and videos with your webcam, with fun graphical effects"

    def o(rows: list[Row], clock: str) -> str:
        return obs("Software", run, rows, clock)

    state = o(head("Explore") + [r("heading", "Editor's Choice", "", wx + 180, wy + 64, 300, 24)] +
              [r("push-button", n, s, wx + 180 + 270 * (k % 3), wy + 100 + 150 * (k // 3), 260, 140) for k, (n, s) in enumerate(
                  [("Fragments", "Easy to use BitTorrent client"), ("Amberol", "Plays music, and nothing else"),
                   ("Newsflash", "Keep up with your feeds"), ("Apostrophe", "Edit Markdown in style"),
                   ("Blanket", "Listen to different sounds"), ("Solanum", "Balance working time and break time")])], "Oct 16  16:05")
    turns = []
    turns.append((code("pyautogui.click(900, 135)  # Installed"), o(head("Installed") + installed(apps), "Oct 16  16:05")))
    turns.append((code("pyautogui.click(700, 352)  # Cheese"),
                  o(head("Installed", back=True) + details("Cheese", summ, ["Open", "Uninstall"], ("Installed Size", "5.9 MB"), cheese_info, cheese_desc), "Oct 16  16:06")))
    conf = [r("dialog", "Uninstall Cheese?", "", 760, 380, 400, 220),
            r("label", "", "It will not be possible to use Cheese after removal. To use it again, it will have to be reinstalled.", 780, 430, 360, 60),
            r("push-button", "Cancel", "", 780, 540, 170, 40), r("push-button", "Uninstall", "", 970, 540, 170, 40)]
    det_inst = details("Cheese", summ, ["Open", "Uninstall"], ("Installed Size", "5.9 MB"), cheese_info, cheese_desc)
    turns.append((code("pyautogui.click(1330, 218)  # Uninstall"), o(head("Installed", back=True) + det_inst + conf, "Oct 16  16:06")))
    auth = [r("dialog", "Authentication Required", "", 710, 340, 500, 300),
            r("label", "", "Authentication is required to remove software", 740, 400, 440, 24),
            r("label", "", "Dana Kovač", 880, 450, 160, 24),
            r("password-text", "Password", "", 760, 500, 400, 36),
            r("push-button", "Cancel", "", 740, 580, 210, 40), r("push-button", "Authenticate", "", 970, 580, 210, 40)]
    turns.append((code("pyautogui.click(1055, 560)  # Uninstall"), o(head("Installed", back=True) + det_inst + auth, "Oct 16  16:06")))
    det_rm = details("Cheese", summ, ["Install"], ("Download Size", "1.6 MB"), cheese_info, cheese_desc)
    turns.append((code("pyautogui.write('correct-horse-42')\npyautogui.press('enter')\ntime.sleep(8)"),
                  o(head("Installed", back=True) + det_rm, "Oct 16  16:07")))
    apps2 = [a for a in apps if a[0] != "Cheese"]
    turns.append((code("pyautogui.click(405, 135)  # Back"), o(head("Installed") + installed(apps2), "Oct 16  16:07")))
    results = [("Foliate", "Read e-books in style"), ("Bookworm", "A simple, focused eBook reader"),
               ("Calibre", "E-book library management"), ("Komikku", "Discover and read manga and comics")]
    srows = [r("list-item", n, s, wx + 180, wy + 110 + 70 * k, 800, 64) for k, (n, s) in enumerate(results)]
    turns.append((code("pyautogui.click(405, 135)  # Search\npyautogui.write('foliate')"),
                  o(head("Installed", search="foliate") + srows, "Oct 16  16:08")))
    fol_desc = ["Discover a new chapter of reading with Foliate, the modern e-book reader tailored for GNOME.",
                "Supports EPUB, Mobipocket, Kindle, FB2, CBZ and PDF, with customizable fonts, colors and reading progress slider."]
    fol_info = [("Version", "2.6.4"), ("Updated", "Feb 12, 2023"), ("Category", "Education & Science"), ("License", "GPL-3.0+"),
                ("Source", "Flathub"), ("Developer", "John Factotum"), ("Package", "com.github.johnfactotum.Foliate")]
    prog = [r("progress-bar", "Installing", "37%", wx + 760, wy + 134, 250, 8)]
    turns.append((code("pyautogui.click(700, 250)  # Foliate\ntime.sleep(2)\npyautogui.click(1200, 218)  # Install"),
                  o(head("Installed", back=True) + details("Foliate", "Read e-books in style", ["Cancel"], ("Download Size", "3.1 MB"), fol_info, fol_desc) + prog, "Oct 16  16:09")))
    apps3 = sorted(apps + [("Foliate", "12.8 MB")])
    turns.append((code("time.sleep(20)\npyautogui.click(405, 135)  # Back\npyautogui.click(900, 135)  # Installed"),
                  o(head("Installed") + installed(apps3), "Oct 16  16:10")))
    upd = [r("heading", "Updates", "", wx + 180, wy + 64, 200, 24), r("push-button", "Update All", "", wx + 860, wy + 60, 120, 34),
           r("label", "", "Last checked: 14:02", wx + 180, wy + 92, 300, 20)]
    for k, (n, v, sz) in enumerate([("Firefox Web Browser", "131.0.2 → 131.0.3", "78.4 MB"), ("Thunderbird Mail", "128.3.0esr → 128.3.1esr", "71.9 MB"),
                                     ("Remmina", "1.4.35 → 1.4.36", "2.2 MB"),
                                     ("OS Updates", "Includes performance, stability and security improvements.", "14.2 MB")]):
        y = wy + 130 + 64 * k
        upd += [r("list-item", n, v, wx + 180, y, 800, 60), r("label", "", sz, wx + 780, y + 20, 80, 20),
                r("push-button", "Update", "", wx + 870, y + 12, 100, 34)]
    turns.append((code("pyautogui.click(1020, 135)  # Updates"), o(head("Updates") + upd, "Oct 16  16:10")))
    rs.add(task="os", tid="h46-os-04", system=system(task), turns=turns, state=state, bad=True, turn=9,
           kind="uninstalled app listed as installed again")


# Thunderbird address book — bad
def t05(rs: RowSet) -> None:
    task = ("In Thunderbird's Address Book, correct the contact Jon Halvorsen to Jonas Halvorsen (first and display name), "
            "add a new contact Priya Raman (priya.raman@quantapack.in, Quantapack Pvt Ltd, +91 22 4976 3310), then open the Suppliers list.")
    run = ("Thunderbird Mail",)
    people = [
        ("Amara Nwosu", "amara.nwosu@lagosprint.ng", "Lagos Print Works", "+234 1 280 4471"),
        ("Ben Whitaker", "ben@whitakerdesign.co.uk", "Whitaker Design", "+44 20 7946 0312"),
        ("Carla Mendes", "carla.mendes@portobox.pt", "Portobox Lda", "+351 22 605 8810"),
        ("Dmitri Volkov", "d.volkov@severtrans.com", "Severtrans", "+372 6 104 388"),
        ("Elena Rossi", "elena.rossi@cartotecnica.it", "Cartotecnica Rossi", "+39 02 8734 1190"),
        ("Farid Haddad", "farid@haddad-logistics.ae", "Haddad Logistics", "+971 4 355 2087"),
        ("Grace Liu", "grace.liu@pinecrest.io", "Pinecrest Analytics", "+1 415 555 0142"),
        ("Hiro Tanaka", "h.tanaka@kobe-seiki.jp", "Kobe Seiki", "+81 78 302 5516"),
        ("Ingrid Solberg", "ingrid@solberg.no", "Solberg Arkitekter", "+47 22 41 63 08"),
        ("Jon Halvorsen", "jon.halvorsen@fjordline-supply.no", "Fjordline Supply AS", "+47 55 30 18 42"),
        ("Katarzyna Nowak", "k.nowak@polpak.pl", "Polpak Sp. z o.o.", "+48 22 628 40 15"),
        ("Liam O'Connor", "liam.oconnor@greenfield.ie", "Greenfield Foods", "+353 1 677 9021"),
        ("Mei Chen", "mei.chen@lumen-optics.cn", "Lumen Optics", "+86 755 8610 2233"),
        ("Noah Fischer", "noah.fischer@fischer-gmbh.de", "Fischer GmbH", "+49 30 2093 1184"),
    ]
    priya = ("Priya Raman", "priya.raman@quantapack.in", "Quantapack Pvt Ltd", "+91 22 4976 3310")
    suppliers = ["Farid Haddad", "Hiro Tanaka", "Katarzyna Nowak"]

    def chrome(tab: str) -> list[Row]:
        rows = [r("frame", f"{tab} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
        rows += [r("push-button", b, "", 74, 120 + 48 * k, 40, 40) for k, b in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"])]
        rows += [r("page-tab", "Inbox - dana@kovac.dev", "", 120, 34, 240, 34),
                 r("page-tab", "Address Book", "selected" if tab == "Address Book" else "", 364, 34, 200, 34),
                 r("push-button", "New Address Book", "", 130, 80, 160, 30), r("push-button", "New Contact", "", 296, 80, 130, 30),
                 r("push-button", "New List", "", 432, 80, 110, 30)]
        return rows

    def books(sel: str) -> list[Row]:
        return [r("tree-item", b, "selected" if b == sel else "", 130 + (20 if b == "Suppliers" else 0), 130 + 30 * k, 260, 28)
                for k, b in enumerate(["All Address Books", "Personal Address Book", "Suppliers", "Collected Addresses"])]

    def table(lst: list[tuple[str, str, str, str]], book: str, sel: str | None) -> list[Row]:
        rows = [r("entry", f"Search {book}", "", 420, 130, 560, 30), r("label", "", f"{len(lst)} contacts", 420, 166, 200, 20)]
        cols = [("Name", 0, 170), ("Email", 170, 240), ("Organization", 410, 170), ("Phone", 580, 150)]
        rows += [r("table-column-header", c, "", 420 + dx, 192, w, 26) for c, dx, w in cols]
        for k, p in enumerate(lst):
            y = 220 + 28 * k
            for (_c, dx, w), v in zip(cols, p):
                rows.append(r("table-cell", v, "selected" if p[0] == sel else "", 420 + dx, y, w, 28))
        return rows

    def card(p: tuple[str, str, str, str], title: str, addr: str) -> list[Row]:
        return [r("heading", p[0], "", 1180, 140, 600, 36), r("label", "", p[1], 1180, 180, 600, 20),
                r("label", "", f"{title}, {p[2]}" if title else p[2], 1180, 204, 600, 20),
                r("push-button", "Write", "", 1180, 236, 90, 30), r("push-button", "Search", "", 1276, 236, 90, 30),
                r("push-button", "Edit", "", 1800, 140, 80, 30),
                r("heading", "Email Addresses", "", 1180, 290, 300, 22), r("label", "Work", p[1], 1180, 316, 600, 20),
                r("heading", "Phone Numbers", "", 1180, 356, 300, 22), r("label", "Work", p[3], 1180, 382, 600, 20)] + (
                    [r("heading", "Addresses", "", 1180, 422, 300, 22), r("label", "Work", addr, 1180, 448, 600, 20)] if addr else [])

    def form(first: str, last: str, display: str, email: str, phone: str, title: str, org: str, street: str, city: str,
             zipc: str, country: str, new: bool) -> list[Row]:
        f = [r("heading", "New Contact" if new else display, "", 1180, 140, 600, 36)]
        for k, (lab, val) in enumerate([("First Name", first), ("Last Name", last), ("Display Name", display), ("Nickname", ""),
                                        ("Email Address", email), ("Phone Number", phone), ("Title", title), ("Organization", org),
                                        ("Street", street), ("City", city), ("ZIP / Postal Code", zipc), ("Country", country)]):
            f.append(r("entry", lab, val, 1180 + 320 * (k % 2), 190 + 54 * (k // 2), 300, 30))
        f += [r("check-box", "Always prefer display name over message header", "checked", 1180, 520, 420, 24),
              r("combo-box", "Email type", "Work", 1180, 560, 140, 30)]
        if not new:
            f.append(r("push-button", "Delete Contact", "", 1180, 980, 140, 34))
        f += [r("push-button", "Cancel", "", 1700, 980, 90, 34), r("push-button", "Save", "", 1800, 980, 90, 34)]
        return f

    def o(rows: list[Row], clock: str) -> str:
        return obs("Thunderbird Mail", run, rows, clock)

    inbox = [r("frame", "Inbox - dana@kovac.dev - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
             r("page-tab", "Inbox - dana@kovac.dev", "selected", 120, 34, 240, 34)]
    inbox += [r("push-button", b, "", 74, 120 + 48 * k, 40, 40) for k, b in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"])]
    for k, (f, s, d) in enumerate([("Wei Zhang", "Q4 packaging quotes", "10:12"), ("Farid Haddad", "Re: Shipment ETA for PO-7731", "09:47"),
                                   ("Grace Liu", "Dashboard access for the new analyst", "Yesterday 17:20"),
                                   ("Jon Halvorsen", "Updated price list 2025", "Yesterday 11:05")]):
        inbox += [r("table-cell", f, "", 420, 220 + 28 * k, 200, 28), r("table-cell", s, "", 620, 220 + 28 * k, 600, 28),
                  r("table-cell", d, "", 1220, 220 + 28 * k, 160, 28)]
    state = o(inbox, "Oct 16  10:21")
    jon_addr = "Strandkaien 2, 5013 Bergen, Norway"
    base = chrome("Address Book") + books("Personal Address Book")
    turns = []
    turns.append((code("pyautogui.click(94, 188)  # Address Book"), o(base + table(people, "Personal Address Book", None), "Oct 16  10:21")))
    jon = people[9]
    turns.append((code("pyautogui.click(500, 486)  # Jon Halvorsen"),
                  o(base + table(people, "Personal Address Book", jon[0]) + card(jon, "Procurement Lead", jon_addr), "Oct 16  10:22")))
    turns.append((code("pyautogui.click(1840, 155)  # Edit"),
                  o(base + table(people, "Personal Address Book", jon[0]) +
                    form("Jon", "Halvorsen", "Jon Halvorsen", jon[1], jon[3], "Procurement Lead", jon[2], "Strandkaien 2", "Bergen", "5013", "Norway", False), "Oct 16  10:22")))
    jonas = ("Jonas Halvorsen", jon[1], jon[2], jon[3])
    people2 = [jonas if p is jon else p for p in people]
    turns.append((code("pyautogui.tripleClick(1330, 205)\npyautogui.write('Jonas')\npyautogui.tripleClick(1330, 259)\n"
                       "pyautogui.write('Jonas Halvorsen')\npyautogui.click(1845, 997)  # Save"),
                  o(base + table(people2, "Personal Address Book", jonas[0]) + card(jonas, "Procurement Lead", jon_addr), "Oct 16  10:23")))
    turns.append((code("pyautogui.click(360, 95)  # New Contact"),
                  o(base + table(people2, "Personal Address Book", None) + form("", "", "", "", "", "", "", "", "", "", "", True), "Oct 16  10:23")))
    people3 = sorted(people + [priya])
    turns.append((code("pyautogui.click(1330, 205); pyautogui.write('Priya')\npyautogui.click(1650, 205); pyautogui.write('Raman')\n"
                       "pyautogui.click(1330, 259); pyautogui.write('Priya Raman')\npyautogui.click(1330, 313); pyautogui.write('priya.raman@quantapack.in')\n"
                       "pyautogui.click(1650, 313); pyautogui.write('+91 22 4976 3310')\npyautogui.click(1650, 367); pyautogui.write('Quantapack Pvt Ltd')\n"
                       "pyautogui.click(1845, 997)  # Save"),
                  o(base + table(people3, "Personal Address Book", priya[0]) + card(priya, "", ""), "Oct 16  10:25")))
    sup = [p for p in people if p[0] in suppliers]
    turns.append((code("pyautogui.click(260, 190)  # Suppliers"),
                  o(chrome("Address Book") + books("Suppliers") + table(sup, "Suppliers", None), "Oct 16  10:25")))
    rs.add(task="os", tid="h46-os-05", system=system(task), turns=turns, state=state, bad=True, turn=6,
           kind="renamed contact listed under its old name")


# VS Code extensions — clean
def t06(rs: RowSet) -> None:
    task = ("In VS Code, install the 'EditorConfig for VS Code' extension, disable GitLens, and then open the Workspace tab "
            "of the settings editor.")
    run = ("Visual Studio Code",)
    inst = [
        ("Docker", "Microsoft", "Makes it easy to create, manage, and debug containerized applications."),
        ("Error Lens", "Alexander", "Improve highlighting of errors, warnings and other language diagnostics."),
        ("ESLint", "Microsoft", "Integrates ESLint JavaScript into VS Code."),
        ("Even Better TOML", "tamasfe", "Fully-featured TOML support"),
        ("GitLens — Git supercharged", "GitKraken", "Supercharge Git within VS Code — Visualize code authorship at a glance via Git blame annotations and CodeLens"),
        ("Jupyter", "Microsoft", "Jupyter notebook support, interactive programming and computing that supports Intellisense, debugging and more."),
        ("Prettier - Code formatter", "Prettier", "Code formatter using prettier"),
        ("Pylance", "Microsoft", "A performant, feature-rich language server for Python in VS Code"),
        ("Python", "Microsoft", "Python language support with extension access points for IntelliSense (Pylance), Debugging (Python Debugger), linting, formatting, refactoring, unit tests, and more."),
        ("Python Debugger", "Microsoft", "Python Debugger extension using debugpy."),
        ("Remote - SSH", "Microsoft", "Open any folder on a remote machine using SSH and take advantage of VS Code's full feature set."),
        ("YAML", "Red Hat", "YAML Language Support by Red Hat, with built-in Kubernetes syntax support"),
    ]
    edc = ("EditorConfig for VS Code", "EditorConfig", "EditorConfig Support for Visual Studio Code")
    market = [(edc[0], edc[1], edc[2], "6.1M", "4.5"),
              ("EditorConfig Generator", "Nhoizey", "Generates an .editorconfig file from the current workspace settings", "52K", "4"),
              ("EditorConfig Snippets", "Wesley Luyten", "Snippets and syntax highlighting for .editorconfig files", "18K", "5"),
              ("Lint EditorConfig", "kimbalrichardson", "Check files against the rules of the nearest .editorconfig", "9K", "3.5")]
    code_lines = ["import csv", "import logging", "from pathlib import Path", "", "from .schema import Reading, validate", "",
                  "log = logging.getLogger(__name__)", "", "", "def load_readings(path: Path) -> list[Reading]:",
                  "    \"\"\"Read one station export and return the validated readings.\"\"\"", "    rows: list[Reading] = []",
                  "    with path.open(newline=\"\") as fh:", "        for raw in csv.DictReader(fh):",
                  "            reading = validate(raw)", "            if reading is None:",
                  "                log.warning(\"skipping malformed row in %s\", path.name)", "                continue",
                  "            rows.append(reading)", "    return rows"]

    def chrome(tabs: list[str], active: str, blame: bool, side: list[Row]) -> list[Row]:
        rows = [r("frame", f"{active} - dataflow - Visual Studio Code", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 80 + 60 * k, 30, 56, 24) for k, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"])]
        rows += [r("page-tab", n, "", 74, 70 + 48 * k, 48, 48) for k, n in enumerate(
            ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G) - 2 pending changes",
             "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)", "Remote Explorer", "Testing"])]
        rows += [r("push-button", "Accounts", "", 74, 960, 48, 48), r("push-button", "Manage", "", 74, 1008, 48, 48)]
        rows += side
        rows += [r("page-tab", t, "selected" if t == active else "", 560 + 160 * k, 60, 156, 34) for k, t in enumerate(tabs)]
        if active == "loader.py":
            rows += [r("label", "", "dataflow › src › ingest › loader.py › load_readings", 560, 96, 600, 22)]
            rows += [r("paragraph", str(k + 1), ln, 560, 120 + 19 * k, 1300, 19) for k, ln in enumerate(code_lines)]
        status = ["main*", "Synchronize Changes", "No Problems", "Ln 14, Col 9", "Spaces: 4", "UTF-8", "LF", "Python", "3.11.9 ('.venv': venv)"]
        if blame:
            status.append("You, 3 days ago")
        status.append("Notifications")
        rows += [r("push-button", s, "", 74 + 150 * k, 1052, 146, 22) for k, s in enumerate(status)]
        return rows

    def ext_list(sections: list[tuple[str, list[tuple[str, str, str]]]], search: str = "", restart: str | None = None) -> list[Row]:
        rows = [r("label", "EXTENSIONS", "", 130, 66, 200, 22), r("entry", "Search Extensions in Marketplace", search, 130, 94, 400, 28)]
        y = 130
        for title, lst in sections:
            rows.append(r("push-button", f"{title} ({len(lst)})" if title != "RECOMMENDED" else title, "", 130, y, 400, 22))
            y += 24
            for n, pub, d in lst:
                rows += [r("list-item", n, pub, 130, y, 400, 66), r("label", "", d, 180, y + 22, 340, 20)]
                rows.append(r("push-button", "Restart Extensions" if restart == n else "Manage", "", 480 if restart != n else 380, y + 42, 40 if restart != n else 140, 22))
                y += 68
        return rows

    def market_list(installed_first: bool) -> list[Row]:
        rows = [r("label", "EXTENSIONS", "", 130, 66, 200, 22), r("entry", "Search Extensions in Marketplace", "editorconfig", 130, 94, 400, 28)]
        for k, (n, pub, d, dl, st) in enumerate(market):
            y = 130 + 70 * k
            rows += [r("list-item", n, pub, 130, y, 400, 66), r("label", "", d, 180, y + 22, 340, 20),
                     r("label", "", dl, 400, y + 2, 50, 18), r("label", "", st, 456, y + 2, 40, 18)]
            rows.append(r("push-button", "Manage" if (installed_first and k == 0) else "Install", "", 460, y + 42, 60, 22))
        return rows

    def o(rows: list[Row], clock: str) -> str:
        return obs("Visual Studio Code", run, rows, clock)

    explorer = [r("label", "EXPLORER", "", 130, 66, 200, 22), r("tree-item", "DATAFLOW", "", 130, 94, 400, 22)]
    explorer += [r("tree-item", n, "", 150 + 16 * d, 118 + 22 * k, 380, 22) for k, (n, d) in enumerate(
        [(".vscode", 0), ("src", 0), ("ingest", 1), ("__init__.py", 2), ("loader.py", 2), ("schema.py", 2), ("tests", 0),
         (".editorconfig", 0), (".gitignore", 0), ("pyproject.toml", 0), ("README.md", 0)])]
    state = o(chrome(["loader.py"], "loader.py", True, explorer), "Oct 16  14:31")
    inst2 = sorted(inst + [edc], key=lambda e: e[0].lower())
    rec = [("isort", "Microsoft", "Import organization support for Python files using isort.")]
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')"),
                  o(chrome(["loader.py"], "loader.py", True, ext_list([("INSTALLED", inst), ("RECOMMENDED", rec)])), "Oct 16  14:31")))
    turns.append((code("pyautogui.write('editorconfig')"), o(chrome(["loader.py"], "loader.py", True, market_list(False)), "Oct 16  14:32")))
    turns.append((code("pyautogui.click(490, 183)  # Install on EditorConfig for VS Code\ntime.sleep(4)"),
                  o(chrome(["loader.py"], "loader.py", True, market_list(True)), "Oct 16  14:32")))
    turns.append((code("pyautogui.click(330, 108)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"),
                  o(chrome(["loader.py"], "loader.py", True, ext_list([("INSTALLED", inst2), ("RECOMMENDED", rec)])), "Oct 16  14:33")))
    gl = inst2.index(next(e for e in inst2 if e[0].startswith("GitLens")))
    gy = 154 + 68 * gl
    ctx = [r("menu", "", "", 330, gy + 20, 300, 330)] + [r("menu-item", m, "", 332, gy + 22 + 26 * k, 296, 24) for k, m in enumerate(
        ["Disable", "Disable (Workspace)", "Uninstall", "Install Specific Version...", "Switch to Pre-Release Version", "Copy",
         "Copy Extension ID", "Extension Settings", "Apply Extension to all Profiles", "Add to Workspace Recommendations",
         "Add to Workspace Folder Recommendations", "Ignore Recommendation"])]
    turns.append((code(f"pyautogui.rightClick(300, {gy + 20})  # GitLens"),
                  o(chrome(["loader.py"], "loader.py", True, ext_list([("INSTALLED", inst2), ("RECOMMENDED", rec)]) + ctx), "Oct 16  14:33")))
    glname = inst2[gl][0]
    turns.append((code(f"pyautogui.click(380, {gy + 34})  # Disable"),
                  o(chrome(["loader.py"], "loader.py", True, ext_list([("INSTALLED", inst2), ("RECOMMENDED", rec)], restart=glname)), "Oct 16  14:34")))
    enabled = [e for e in inst2 if e[0] != glname]
    disabled = [inst2[gl]]
    turns.append((code(f"pyautogui.click(450, {gy + 52})  # Restart Extensions\ntime.sleep(3)"),
                  o(chrome(["loader.py"], "loader.py", False, ext_list([("INSTALLED", enabled), ("RECOMMENDED", rec), ("DISABLED", disabled)])), "Oct 16  14:34")))
    settings = [r("entry", "Search settings", "", 580, 110, 1200, 30), r("page-tab", "User", "", 580, 150, 80, 28),
                r("page-tab", "Workspace", "selected", 664, 150, 110, 28), r("label", "", "Last synced: 2 hrs ago", 1600, 150, 200, 20)]
    settings += [r("tree-item", n, "", 580, 200 + 26 * k, 200, 24) for k, n in enumerate(
        ["Commonly Used", "Text Editor", "Workbench", "Window", "Features", "Application", "Security", "Extensions"])]
    for k, (n, v) in enumerate([("Files: Auto Save", "off"), ("Editor: Font Size", "14"),
                                 ("Editor: Font Family", "'Droid Sans Mono', 'monospace', monospace"), ("Editor: Tab Size", "4"),
                                 ("Editor: Render Whitespace", "selection"), ("Editor: Cursor Style", "line"),
                                 ("Editor: Multi Cursor Modifier", "alt"), ("Editor: Insert Spaces", "checked"),
                                 ("Editor: Word Wrap", "off"), ("Files: Exclude", "Add Pattern")]):
        settings += [r("label", n, "", 820, 200 + 72 * k, 600, 22), r("combo-box" if v not in ("14", "4", "checked", "Add Pattern") else "entry", n, v, 820, 226 + 72 * k, 300, 28)]
    turns.append((code("pyautogui.hotkey('ctrl', ',')\ntime.sleep(1)\npyautogui.click(719, 164)  # Workspace"),
                  o(chrome(["loader.py", "Settings"], "Settings", False, ext_list([("INSTALLED", enabled), ("RECOMMENDED", rec), ("DISABLED", disabled)]) + settings), "Oct 16  14:35")))
    rs.add(task="os", tid="h46-os-06", system=system(task), turns=turns, state=state)


# GNOME Disks — bad
def t07(rs: RowSet) -> None:
    task = ("In Disks, check how the root partition of the internal SSD is mounted (without changing it), then give the "
            "SanDisk USB stick's filesystem the label BACKUP and mount it.")
    run = ("Disks",)
    wx, wy = 300, 100
    uuid_root = "7c2e9b1a-53f4-4d0e-8a61-2f9d0c4be3a7"
    drives = [("500 GB Disk", "Samsung SSD 970 EVO Plus 500GB"), ("31 GB Drive", "SanDisk Ultra"),
              ("4.1 kB Loop Device", "/var/lib/snapd/snaps/bare_5.snap"), ("77 MB Loop Device", "/var/lib/snapd/snaps/core22_1621.snap"),
              ("273 MB Loop Device", "/var/lib/snapd/snaps/firefox_5091.snap")]

    def base(sel: int, header: list[tuple[str, str]], buttons: list[str]) -> list[Row]:
        rows = [r("frame", "Disks", "", wx, wy, 1320, 860), r("push-button", "Main Menu", "", wx + 290, wy + 8, 34, 34)]
        rows += [r("list-item", a, "selected" if k == sel else "", wx + 8, wy + 56 + 62 * k, 320, 58) for k, (a, _) in enumerate(drives)]
        rows += [r("label", "", b, wx + 20, wy + 82 + 62 * k, 300, 20) for k, (_, b) in enumerate(drives)]
        rows.append(r("label", drives[sel][0], "", wx + 640, wy + 12, 300, 24))
        rows += [r("push-button", b, "", wx + 1180 + 44 * k, wy + 8, 34, 34) for k, b in enumerate(buttons)]
        rows += [r("label", a, b, wx + 350, wy + 60 + 26 * k, 900, 22) for k, (a, b) in enumerate(header)]
        return rows

    def volumes(blocks: list[tuple[str, str]], sel: int, mounted: bool, details: list[tuple[str, str]]) -> list[Row]:
        rows = [r("label", "Volumes", "", wx + 350, wy + 220, 100, 22)]
        w = 930 // len(blocks)
        rows += [r("push-button", a, b, wx + 350 + w * k, wy + 250, w - 4, 90) for k, (a, b) in enumerate(blocks)]
        rows += [r("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", wx + 350, wy + 346, 34, 30),
                 r("push-button", "Delete selected partition", "", wx + 388, wy + 346, 34, 30),
                 r("push-button", "Additional partition options", "", wx + 426, wy + 346, 34, 30)]
        rows += [r("label", a, b, wx + 350, wy + 400 + 26 * k, 900, 22) for k, (a, b) in enumerate(details)]
        return rows

    nv_head = [("Model", "Samsung SSD 970 EVO Plus 500GB (2B2QEXM7)"), ("Serial Number", "S4EVNX0R512837K"),
               ("Size", "500 GB (500,107,862,016 bytes)"), ("Partitioning", "GUID Partition Table"),
               ("Assessment", "Disk is OK, 38° C (100° F)")]
    nv_blocks = [("Partition 1", "537 MB FAT"), ("Filesystem Partition 2", "500 GB Ext4")]
    p1 = [("Size", "537 MB — 530 MB free (1.3% full)"), ("Device", "/dev/nvme0n1p1"), ("UUID", "E3A1-4C2F"),
          ("Partition Type", "EFI System"), ("Contents", "FAT (32-bit version) — Mounted at /boot/efi")]

    def p2(uuid: str) -> list[tuple[str, str]]:
        return [("Size", "500 GB — 187 GB free (62.6% full)"), ("Device", "/dev/nvme0n1p2"), ("UUID", uuid),
                ("Partition Type", "Linux Filesystem"), ("Contents", "Ext4 (version 1.0) — Mounted at Filesystem Root")]

    sd_head = [("Model", "SanDisk Ultra (1.00)"), ("Serial Number", "4C530001230716118234"),
               ("Size", "31 GB (30,752,636,928 bytes)"), ("Partitioning", "Master Boot Record")]

    def sd(label: str, mounted: bool) -> list[Row]:
        det = [("Size", "31 GB — 27 GB free (12.1% full)" if mounted else "31 GB (30,751,588,352 bytes)"), ("Device", "/dev/sda1"),
               ("UUID", "5A1E-9C37"), ("Partition Type", "W95 FAT32 (LBA)"),
               ("Contents", "FAT (32-bit version) — Mounted at /media/dana/BACKUP" if mounted else "FAT (32-bit version) — Not Mounted")]
        return base(1, sd_head, ["Power Off", "Drive Options"]) + volumes([(f"{label} Partition 1", "31 GB FAT")], 0, mounted, det)

    def o(rows: list[Row], clock: str) -> str:
        return obs("Disks", run, rows, clock)

    nvb = base(0, nv_head, ["Drive Options"])
    state = o(nvb + volumes(nv_blocks, 0, True, p1), "Oct 16  17:12")
    turns = []
    turns.append((code("pyautogui.click(1300, 395)  # Partition 2"), o(nvb + volumes(nv_blocks, 1, True, p2(uuid_root)), "Oct 16  17:12")))
    mo = [r("dialog", "Mount Options", "", 620, 200, 680, 640), r("toggle-button", "User Session Defaults", "off", 1200, 230, 60, 28),
          r("check-box", "Mount at system startup", "checked", 650, 280, 300, 24), r("check-box", "Show in user interface", "unchecked", 650, 310, 300, 24),
          r("check-box", "Require additional authorization to mount", "unchecked", 650, 340, 360, 24),
          r("entry", "Display Name", "", 820, 380, 440, 30), r("entry", "Icon Name", "", 820, 416, 440, 30),
          r("entry", "Symbolic Icon Name", "", 820, 452, 440, 30), r("entry", "Mount Options", "errors=remount-ro", 820, 510, 440, 30),
          r("entry", "Mount Point", "/", 820, 546, 440, 30), r("combo-box", "Identify As", f"/dev/disk/by-uuid/{uuid_root}", 820, 582, 440, 30),
          r("entry", "Filesystem Type", "ext4", 820, 618, 440, 30), r("push-button", "Cancel", "", 640, 210, 90, 34),
          r("push-button", "OK", "", 1200, 210, 90, 34)]
    turns.append((code("pyautogui.click(743, 461)  # Additional partition options\npyautogui.click(820, 720)  # Edit Mount Options..."),
                  o(nvb + volumes(nv_blocks, 1, True, p2(uuid_root)) + mo, "Oct 16  17:13")))
    turns.append((code("pyautogui.click(685, 227)  # Cancel"),
                  o(nvb + volumes(nv_blocks, 1, True, p2("7c2e9b1a-53f4-4d0e-8a61-2f9d0c4b3ea7")), "Oct 16  17:13")))
    turns.append((code("pyautogui.click(470, 218)  # 31 GB Drive"), o(sd("SANDISK", False), "Oct 16  17:14")))
    gm = [r("menu", "", "", 726, 478, 280, 380)] + [r("menu-item", m, "", 728, 480 + 28 * k, 276, 26) for k, m in enumerate(
        ["Format Partition…", "Edit Partition…", "Edit Filesystem…", "Change Passphrase…", "Resize…", "Check Filesystem…",
         "Repair Filesystem…", "Take Ownership…", "Edit Mount Options…", "Edit Encryption Options…", "Create Partition Image…",
         "Restore Partition Image…", "Benchmark Partition…"])]
    turns.append((code("pyautogui.click(743, 461)  # Additional partition options"), o(sd("SANDISK", False) + gm, "Oct 16  17:14")))
    ef = [r("dialog", "Edit Filesystem", "", 710, 380, 500, 180), r("push-button", "Cancel", "", 720, 390, 90, 34),
          r("push-button", "Change", "", 1110, 390, 90, 34), r("entry", "Label", "SANDISK", 820, 460, 360, 32)]
    turns.append((code("pyautogui.click(860, 550)  # Edit Filesystem…"), o(sd("SANDISK", False) + ef, "Oct 16  17:15")))
    turns.append((code("pyautogui.tripleClick(1000, 476)\npyautogui.write('BACKUP')\npyautogui.click(1155, 407)  # Change\ntime.sleep(2)"),
                  o(sd("BACKUP", False), "Oct 16  17:15")))
    turns.append((code("pyautogui.click(667, 461)  # Mount selected partition"), o(sd("BACKUP", True), "Oct 16  17:16")))
    rs.add(task="os", tid="h46-os-07", system=system(task), turns=turns, state=state, bad=True, turn=3,
           kind="filesystem UUID differs after only cancelling a dialog")


def firefox(tabs: list[tuple[str, bool]], url: str, title: str, body: list[Row]) -> list[Row]:
    """A maximized Firefox window: tab strip, navigation toolbar and the page content."""
    rows = [r("frame", f"{title} — Mozilla Firefox", "", 70, 27, 1850, 1053)]
    rows += [r("page-tab", t, "selected" if sel else "", 76 + 240 * k, 30, 236, 36) for k, (t, sel) in enumerate(tabs)]
    rows += [r("push-button", "Open a new tab (Ctrl+T)", "", 76 + 240 * len(tabs), 32, 32, 32),
             r("push-button", "Back", "", 78, 72, 32, 32), r("push-button", "Forward", "", 112, 72, 32, 32),
             r("push-button", "Reload", "", 146, 72, 32, 32), r("entry", "Search with Google or enter address", url, 260, 72, 1300, 32),
             r("push-button", "Save to Pocket", "", 1580, 72, 32, 32), r("push-button", "Firefox View", "", 1620, 72, 32, 32),
             r("push-button", "Extensions", "", 1660, 72, 32, 32), r("push-button", "Open application menu", "", 1880, 72, 32, 32)]
    return rows + body


# Firefox about:config — clean
def t08(rs: RowSet) -> None:
    task = ("In Firefox's about:config, set browser.tabs.closeWindowWithLastTab to false and create the boolean preference "
            "ui.key.menuAccessKeyFocuses set to false, then list only the modified preferences.")
    run = ("Firefox Web Browser",)
    gh = ("GitHub - dana-kovac/dataflow: Ingestion pipelines fo…", False)

    def page(rows: list[tuple[str, str, list[str]]], search: str, only_mod: bool, add: str | None = None) -> list[Row]:
        b = [r("entry", "Search preference name", search, 460, 140, 900, 34),
             r("check-box", "Show only modified preferences", "checked" if only_mod else "unchecked", 1380, 146, 300, 22)]
        y = 200
        for name, val, btns in rows:
            b += [r("label", name, "", 460, y, 640, 26), r("label", "", val, 1110, y, 200, 26)]
            b += [r("push-button", bt, "", 1320 + 44 * k, y, 40, 26) for k, bt in enumerate(btns)]
            y += 32
        if add is not None:
            b += [r("label", add, "", 460, y, 640, 26), r("radio-button", "Boolean", "checked", 1110, y, 80, 26),
                  r("radio-button", "Number", "", 1196, y, 80, 26), r("radio-button", "String", "", 1282, y, 80, 26),
                  r("push-button", "Add", "", 1370, y, 40, 26)]
        return b

    def o(rows: list[Row], clock: str) -> str:
        return obs("Firefox Web Browser", run, rows, clock)

    newtab = [r("entry", "Search with Google or enter address", "", 660, 360, 600, 48)]
    newtab += [r("link", s, "", 560 + 140 * k, 460, 120, 110) for k, s in enumerate(["YouTube", "Wikipedia", "Reddit", "GitHub", "Hacker News", "MDN Web Docs"])]
    state = o(firefox([gh, ("New Tab", True)], "", "New Tab", newtab), "Oct 16  15:48")
    warn = [r("heading", "Proceed with Caution", "", 560, 300, 700, 40),
            r("paragraph", "", "Changing advanced configuration preferences can impact Firefox performance or security.", 560, 360, 800, 24),
            r("check-box", "Warn me when I attempt to access these preferences", "checked", 560, 410, 460, 22),
            r("push-button", "Accept the Risk and Continue", "", 1060, 460, 260, 40)]
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('about:config\\n')"),
                  o(firefox([gh, ("about:config", True)], "about:config", "about:config", warn), "Oct 16  15:48")))
    cfg = ("Advanced Preferences", True)
    turns.append((code("pyautogui.click(1190, 480)  # Accept the Risk and Continue"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences", page([], "", False) +
                            [r("push-button", "Show All", "", 900, 220, 120, 34)]), "Oct 16  15:49")))
    turns.append((code("pyautogui.write('closeWindowWith')"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences",
                            page([("browser.tabs.closeWindowWithLastTab", "true", ["Toggle"])], "closeWindowWith", False)), "Oct 16  15:49")))
    turns.append((code("pyautogui.click(1340, 213)  # Toggle"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences",
                            page([("browser.tabs.closeWindowWithLastTab", "false", ["Toggle", "Reset"])], "closeWindowWith", False)), "Oct 16  15:50")))
    turns.append((code("pyautogui.tripleClick(900, 157)\npyautogui.write('browser.tabs.warnOn')"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences",
                            page([("browser.tabs.warnOnClose", "false", ["Toggle"]), ("browser.tabs.warnOnCloseOtherTabs", "true", ["Toggle"]),
                                  ("browser.tabs.warnOnOpen", "true", ["Toggle"])], "browser.tabs.warnOn", False)), "Oct 16  15:50")))
    turns.append((code("pyautogui.tripleClick(900, 157)\npyautogui.write('ui.key.menuAccessKeyFocuses')"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences",
                            page([], "ui.key.menuAccessKeyFocuses", False, add="ui.key.menuAccessKeyFocuses")), "Oct 16  15:51")))
    turns.append((code("pyautogui.click(1130, 213)  # Boolean\npyautogui.click(1390, 213)  # Add"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences",
                            page([("ui.key.menuAccessKeyFocuses", "true", ["Toggle", "Delete"])], "ui.key.menuAccessKeyFocuses", False)), "Oct 16  15:51")))
    turns.append((code("pyautogui.click(1340, 213)  # Toggle"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences",
                            page([("ui.key.menuAccessKeyFocuses", "false", ["Toggle", "Delete"])], "ui.key.menuAccessKeyFocuses", False)), "Oct 16  15:52")))
    mods = [("app.normandy.first_run", "false", ["Toggle", "Reset"]), ("app.normandy.migrationsApplied", "12", ["Edit", "Reset"]),
            ("app.normandy.user_id", "3e8b4f1c-9d2a-4b7e-a1f5-6c0d8e2b7a94", ["Edit", "Reset"]),
            ("app.update.lastUpdateTime.addon-background-update-timer", "1729065845", ["Edit", "Reset"]),
            ("app.update.lastUpdateTime.browser-cleanup-thumbnails", "1729069445", ["Edit", "Reset"]),
            ("app.update.lastUpdateTime.services-settings-poll-changes", "1729067012", ["Edit", "Reset"]),
            ("browser.contentblocking.category", "strict", ["Edit", "Reset"]),
            ("browser.laterrun.bookkeeping.profileCreationTime", "1714489012", ["Edit", "Reset"]),
            ("browser.laterrun.bookkeeping.sessionCount", "143", ["Edit", "Reset"]),
            ("browser.migration.version", "148", ["Edit", "Reset"]),
            ("browser.startup.homepage_override.buildID", "20241010165411", ["Edit", "Reset"]),
            ("browser.startup.homepage_override.mstone", "131.0.2", ["Edit", "Reset"]),
            ("browser.tabs.closeWindowWithLastTab", "false", ["Toggle", "Reset"]),
            ("browser.toolbars.bookmarks.visibility", "always", ["Edit", "Reset"]),
            ("extensions.lastAppVersion", "131.0.2", ["Edit", "Reset"]),
            ("media.gmp-gmpopenh264.version", "2.3.2", ["Edit", "Reset"]),
            ("ui.key.menuAccessKeyFocuses", "false", ["Toggle", "Delete"])]
    turns.append((code("pyautogui.tripleClick(900, 157)\npyautogui.press('backspace')\npyautogui.click(1390, 157)  # Show only modified preferences"),
                  o(firefox([gh, cfg], "about:config", "Advanced Preferences", page(mods, "", True)), "Oct 16  15:52")))
    rs.add(task="os", tid="h46-os-08", system=system(task), turns=turns, state=state)


# GNOME Weather — clean
def t09(rs: RowSet) -> None:
    task = "In Weather, add Reykjavík, look at its hourly and daily forecast, then go back to Chicago and refresh it."
    run = ("Weather",)
    wx, wy = 520, 160

    def head(place: str) -> list[Row]:
        return [r("frame", "Weather", "", wx, wy, 880, 720), r("push-button", "Places", place, wx + 8, wy + 8, 200, 34),
                r("push-button", "Refresh", "", wx + 750, wy + 8, 34, 34), r("push-button", "Main Menu", "", wx + 794, wy + 8, 34, 34),
                r("push-button", "Close", "", wx + 838, wy + 8, 34, 34)]

    def current(city: str, region: str, temp: str, cond: str, updated: str) -> list[Row]:
        return [r("label", "", city, wx + 40, wy + 70, 400, 30), r("label", "", region, wx + 40, wy + 102, 400, 20),
                r("label", "", temp, wx + 40, wy + 140, 160, 80), r("label", "", cond, wx + 210, wy + 170, 300, 24),
                r("label", "", updated, wx + 600, wy + 680, 260, 20)]

    def tabs(sel: str) -> list[Row]:
        return [r("page-tab", "Hourly", "selected" if sel == "Hourly" else "", wx + 300, wy + 250, 130, 34),
                r("page-tab", "Daily", "selected" if sel == "Daily" else "", wx + 440, wy + 250, 130, 34)]

    def hourly(items: list[tuple[str, str, str]]) -> list[Row]:
        return [r("label", t, f"{c}, {d}", wx + 30 + 70 * k, wy + 310, 66, 180) for k, (t, c, d) in enumerate(items)]

    def daily(items: list[tuple[str, str, str, str]]) -> list[Row]:
        return [r("label", d, f"{c}, {hi} / {lo}", wx + 30, wy + 300 + 36 * k, 820, 34) for k, (d, c, hi, lo) in enumerate(items)]

    chi_h = [("Now", "Mostly Cloudy", "14°"), ("10:00", "Mostly Cloudy", "15°"), ("11:00", "Partly Cloudy", "16°"),
             ("12:00", "Partly Cloudy", "17°"), ("13:00", "Partly Cloudy", "18°"), ("14:00", "Sunny", "18°"),
             ("15:00", "Sunny", "17°"), ("16:00", "Sunny", "16°"), ("17:00", "Clear", "14°"), ("18:00", "Clear", "13°"),
             ("19:00", "Clear", "12°"), ("20:00", "Clear", "11°")]
    chi_d = [("Today", "Mostly Cloudy", "19°", "9°"), ("Thursday", "Sunny", "21°", "11°"), ("Friday", "Clear", "22°", "12°"),
             ("Saturday", "Showers", "18°", "10°"), ("Sunday", "Rain", "15°", "7°"), ("Monday", "Cloudy", "13°", "5°"),
             ("Tuesday", "Partly Cloudy", "14°", "6°"), ("Wednesday", "Partly Cloudy", "16°", "8°"),
             ("Thursday", "Sunny", "17°", "9°"), ("Friday", "Mostly Cloudy", "16°", "8°")]
    chi_d2 = [("Today", "Partly Cloudy", "20°", "9°")] + chi_d[1:]
    rey_h = [("Now", "Light Rain", "6°"), ("15:00", "Light Rain", "6°"), ("16:00", "Rain", "5°"), ("17:00", "Rain", "5°"),
             ("18:00", "Overcast", "4°"), ("19:00", "Overcast", "4°"), ("20:00", "Overcast", "4°"), ("21:00", "Light Rain", "3°"),
             ("22:00", "Light Rain", "3°"), ("23:00", "Overcast", "3°"), ("00:00", "Overcast", "2°"), ("01:00", "Clear", "2°")]
    rey_d = [("Today", "Rain Showers", "7°", "2°"), ("Thursday", "Overcast", "6°", "1°"), ("Friday", "Snow Showers", "3°", "-1°"),
             ("Saturday", "Partly Cloudy", "4°", "-2°"), ("Sunday", "Clear", "5°", "0°"), ("Monday", "Rain", "7°", "3°"),
             ("Tuesday", "Rain", "8°", "4°"), ("Wednesday", "Overcast", "6°", "2°"), ("Thursday", "Light Rain", "6°", "1°"),
             ("Friday", "Partly Cloudy", "5°", "0°")]
    chi = ("Chicago", "Illinois, United States")
    rey = ("Reykjavík", "Capital Region, Iceland")

    def places(search: str, items: list[tuple[str, str]]) -> list[Row]:
        p = [r("popup-menu", "Places", "", wx + 8, wy + 46, 360, 80 + 52 * len(items)),
             r("entry", "Search for a city", search, wx + 20, wy + 58, 336, 34)]
        p += [r("list-item", a, b, wx + 20, wy + 100 + 52 * k, 336, 50) for k, (a, b) in enumerate(items)]
        return p

    def o(rows: list[Row], clock: str) -> str:
        return obs("Weather", run, rows, clock)

    chi_cur = current(*chi, "14°", "Mostly Cloudy", "Updated 3 minutes ago")
    state = o(head("Chicago") + chi_cur + tabs("Hourly") + hourly(chi_h), "Oct 16  09:12")
    turns = []
    turns.append((code("pyautogui.click(628, 185)  # Places"),
                  o(head("Chicago") + chi_cur + tabs("Hourly") + hourly(chi_h) + places("", [chi]), "Oct 16  09:12")))
    turns.append((code("pyautogui.write('Reykjav')"),
                  o(head("Chicago") + current(*chi, "14°", "Mostly Cloudy", "Updated 4 minutes ago") + tabs("Hourly") + hourly(chi_h) +
                    places("Reykjav", [rey, ("Reykjavík Airport", "Capital Region, Iceland")]), "Oct 16  09:13")))
    rey_cur = current(*rey, "6°", "Light Rain", "Updated Just now")
    turns.append((code("pyautogui.click(700, 285)  # Reykjavík, Capital Region, Iceland"),
                  o(head("Reykjavík") + rey_cur + tabs("Hourly") + hourly(rey_h), "Oct 16  09:13")))
    turns.append((code("pyautogui.click(1025, 427)  # Daily"),
                  o(head("Reykjavík") + current(*rey, "6°", "Light Rain", "Updated 1 minute ago") + tabs("Daily") + daily(rey_d), "Oct 16  09:14")))
    turns.append((code("pyautogui.click(628, 185)  # Places"),
                  o(head("Reykjavík") + current(*rey, "6°", "Light Rain", "Updated 2 minutes ago") + tabs("Daily") + daily(rey_d) +
                    places("", [chi, rey]), "Oct 16  09:15")))
    turns.append((code("pyautogui.click(700, 285)  # Chicago"),
                  o(head("Chicago") + current(*chi, "14°", "Mostly Cloudy", "Updated 7 minutes ago") + tabs("Daily") + daily(chi_d), "Oct 16  09:16")))
    turns.append((code("pyautogui.click(1287, 185)  # Refresh\ntime.sleep(2)"),
                  o(head("Chicago") + current(*chi, "15°", "Partly Cloudy", "Updated Just now") + tabs("Daily") + daily(chi_d2), "Oct 16  09:16")))
    rs.add(task="os", tid="h46-os-09", system=system(task), turns=turns, state=state)


# LibreOffice Writer bookmarks — bad
def t10(rs: RowSet) -> None:
    task = ("In thesis_draft.odt, insert a bookmark named 'methods' at the heading '3 Methods' and one named 'results' at "
            "'4 Results', then at the end of section 3.2 insert a cross-reference to the chapter number of the 'results' bookmark.")
    run = ("LibreOffice Writer",)
    title = "thesis_draft.odt - LibreOffice Writer"
    heads = [("1 Introduction", 1), ("1.1 Motivation", 1), ("1.2 Contributions", 2), ("2 Related Work", 3), ("3 Methods", 5),
             ("3.1 Data Collection", 5), ("3.2 Model", 6), ("4 Results", 8), ("4.1 Benchmarks", 8), ("4.2 Latency", 10),
             ("5 Discussion", 12), ("6 Conclusion", 14), ("References", 15), ("Appendix A: Survey Instrument", 16)]
    cats = ["Tables", "Frames", "Images", "OLE objects", "Bookmarks", "Sections", "Hyperlinks", "References", "Indexes",
            "Comments", "Drawing objects", "Fields", "Footnotes", "Endnotes"]
    pages = {
        1: ["Reliable Ingestion Pipelines for Sparse Sensor Networks", "Dana Kovač — MSc thesis draft, October 2024", "1 Introduction",
            "Environmental sensor networks deployed in remote areas deliver data irregularly: stations go offline for days and then upload bursts of buffered readings.",
            "This thesis studies how ingestion pipelines can stay correct and timely under such conditions.", "1.1 Motivation",
            "The regional water authority operates 212 stations whose exports arrive as CSV files of varying quality."],
        5: ["3 Methods", "This chapter describes the data collection campaign and the model used in all experiments.", "3.1 Data Collection",
            "Sensor readings were gathered from 212 stations over 14 months, from August 2022 to September 2023.",
            "Each station export was validated against the schema in Appendix A; 3.8% of rows were rejected as malformed.",
            "Table 3.1 summarises the station types and their reporting intervals."],
        6: ["3.2 Model", "We use a gradient-boosted ensemble that predicts the arrival delay of the next batch from the last 48 batches of each station.",
            "Features include time of day, battery voltage, signal strength and the size of the local buffer.",
            "Hyperparameters were tuned on the 2022 data only; the 2023 data is held out for evaluation.",
            "The results of this model on the three benchmarks are reported in Section "],
        8: ["4 Results", "This chapter reports the accuracy and latency results on the three benchmarks introduced in Section 3.",
            "4.1 Benchmarks", "Table 4.1 lists mean absolute error and coverage per benchmark.",
            "The ensemble reduces the mean absolute error of the delay estimate by 31% compared with the moving-average baseline.",
            "Coverage of the 90% prediction interval stays between 87% and 92% on all three benchmarks."],
    }

    def writer(page: int, nav: bool, words: str, chars: str, override: dict[int, list[str]] | None = None) -> list[Row]:
        rows = [r("frame", title, "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 80 + 62 * k, 58, 58, 24) for k, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])]
        rows += [r("combo-box", "Paragraph Style", {1: "Title", 5: "Heading 1", 6: "Text Body", 8: "Heading 1"}[page], 80, 90, 160, 28),
                 r("combo-box", "Font Name", "Liberation Serif", 246, 90, 180, 28), r("combo-box", "Font Size", "12 pt", 432, 90, 70, 28)]
        paras = (override or {}).get(page, pages[page])
        rows += [r("paragraph", "", t, 420, 200 + 44 * k, 900, 40) for k, t in enumerate(paras)]
        if nav:
            rows += [r("label", "Navigator", "", 1500, 130, 200, 24), r("combo-box", "Navigate By", "Headings", 1500, 160, 200, 28),
                     r("spin-button", "Go to Page", str(page), 1710, 160, 70, 28), r("tree-item", "Headings", "expanded", 1500, 200, 380, 22)]
            rows += [r("tree-item", h, "", 1516 + (16 if "." in h.split(" ")[0] else 0), 224 + 22 * k, 360, 22) for k, (h, _) in enumerate(heads)]
            rows += [r("tree-item", c, "collapsed", 1500, 540 + 22 * k, 380, 22) for k, c in enumerate(cats)]
        rows += [r("page-tab", d, "selected" if (d == "Navigator" and nav) else "", 1890, 130 + 36 * k, 30, 34) for k, d in enumerate(["Properties", "Styles", "Gallery", "Navigator", "Page"])]
        rows += [r("label", "Page", f"Page {page} of 17", 80, 1040, 120, 20),
                 r("label", "Word and character count", f"{words} words, {chars} characters", 220, 1040, 260, 20),
                 r("label", "Page Style", "Default Page Style", 500, 1040, 160, 20), r("label", "Language", "English (UK)", 680, 1040, 120, 20),
                 r("label", "Zoom", "100%", 1830, 1040, 60, 20)]
        return rows

    def bookmark_dlg(existing: list[tuple[str, str, str]]) -> list[Row]:
        d = [r("dialog", "Bookmark", "", 620, 260, 680, 480), r("entry", "Name", "Bookmark 1", 650, 300, 400, 30),
             r("check-box", "Hide", "unchecked", 650, 340, 100, 22), r("entry", "Condition", "", 760, 340, 290, 28)]
        d += [r("table-column-header", h, "", 650 + dx, 390, w, 24) for h, dx, w in (("Page", 0, 60), ("Name", 60, 160), ("Text", 220, 220), ("Hidden", 440, 70), ("Condition", 510, 100))]
        for k, (pg, n, t) in enumerate(existing):
            y = 416 + 24 * k
            d += [r("table-cell", pg, "", 650, y, 60, 24), r("table-cell", n, "", 710, y, 160, 24), r("table-cell", t, "", 870, y, 220, 24),
                  r("table-cell", "No", "", 1090, y, 70, 24)]
        d += [r("push-button", b, "", 1180, 300 + 40 * k, 100, 32) for k, b in enumerate(["Insert", "Go to", "Rename", "Delete"])]
        d += [r("push-button", "Help", "", 650, 690, 90, 32), r("push-button", "Close", "", 1190, 690, 90, 32)]
        return d

    def o(rows: list[Row], clock: str) -> str:
        return obs("LibreOffice Writer", run, rows, clock)

    w0, c0 = "4,812", "31,204"
    state = o(writer(1, False, w0, c0), "Oct 16  20:14")
    intro = ("1", "intro", "")
    appx = ("16", "appendix_a", "Appendix A: Survey Instrument")
    meth = ("5", "methods", "")
    turns = []
    turns.append((code("pyautogui.click(1905, 256)  # Navigator deck"), o(writer(1, True, w0, c0), "Oct 16  20:14")))
    turns.append((code("pyautogui.doubleClick(1560, 334)  # 3 Methods"), o(writer(5, True, w0, c0), "Oct 16  20:15")))
    turns.append((code("pyautogui.click(266, 70)  # Insert\npyautogui.click(300, 370)  # Bookmark..."),
                  o(writer(5, True, w0, c0) + bookmark_dlg([intro, appx]), "Oct 16  20:15")))
    turns.append((code("pyautogui.tripleClick(850, 315)\npyautogui.write('methods')\npyautogui.click(1230, 316)  # Insert"),
                  o(writer(5, True, w0, c0), "Oct 16  20:16")))
    turns.append((code("pyautogui.doubleClick(1560, 378)  # 4 Results"), o(writer(8, True, w0, c0), "Oct 16  20:16")))
    turns.append((code("pyautogui.click(266, 70)  # Insert\npyautogui.click(300, 370)  # Bookmark..."),
                  o(writer(8, True, w0, c0) + bookmark_dlg([intro, meth, appx]), "Oct 16  20:17")))
    turns.append((code("pyautogui.tripleClick(850, 315)\npyautogui.write('results')\npyautogui.click(1230, 316)  # Insert"),
                  o(writer(8, True, w0, c0), "Oct 16  20:17")))
    fd = [r("dialog", "Fields", "", 520, 200, 880, 620)]
    fd += [r("page-tab", t, "selected" if t == "Cross-references" else "", 540 + 130 * k, 230, 126, 30) for k, t in enumerate(
        ["Document", "Cross-references", "Functions", "DocInformation", "Variables", "Database"])]
    fd += [r("label", "Type", "", 540, 276, 200, 20)]
    fd += [r("list-item", t, "selected" if t == "Bookmarks" else "", 540, 300 + 22 * k, 220, 22) for k, t in enumerate(
        ["Set Reference", "Insert Reference", "Headings", "Numbered Paragraphs", "Drawing", "Figure", "Illustration", "Table", "Text", "Bookmarks", "Footnotes"])]
    fd += [r("label", "Selection", "", 780, 276, 200, 20)]
    fd += [r("list-item", b, "", 780, 300 + 22 * k, 280, 22) for k, b in enumerate(["appendix_a", "intro", "results"])]
    fd += [r("label", "Insert reference to", "", 1080, 276, 200, 20)]
    fd += [r("list-item", t, "selected" if k == 0 else "", 1080, 300 + 22 * k, 300, 22) for k, t in enumerate(
        ["Page", "Chapter", "Reference", "Above/Below", "As Page Style", "Number", "Number (no context)", "Number (full context)"])]
    fd += [r("entry", "Name", "", 780, 640, 280, 28), r("entry", "Value", "", 1080, 640, 300, 28),
           r("push-button", "Help", "", 540, 770, 90, 32), r("push-button", "Insert", "", 1180, 770, 90, 32), r("push-button", "Close", "", 1290, 770, 90, 32)]
    turns.append((code("pyautogui.doubleClick(1576, 356)  # 3.2 Model\npyautogui.click(1290, 376)  # end of the paragraph\n"
                       "pyautogui.hotkey('ctrl', 'f2')  # Insert > Cross-reference"),
                  o(writer(6, True, w0, c0) + fd, "Oct 16  20:18")))
    p6 = pages[6][:-1] + [pages[6][-1] + "4"]
    turns.append((code("pyautogui.click(860, 344)  # results\npyautogui.click(1150, 322)  # Chapter\npyautogui.click(1225, 786)  # Insert\n"
                       "pyautogui.click(1335, 786)  # Close"),
                  o(writer(6, True, "4,813", "31,205", override={6: p6}), "Oct 16  20:19")))
    rs.add(task="os", tid="h46-os-10", system=system(task), turns=turns, state=state, bad=True, turn=8,
           kind="bookmark created earlier is missing from the cross-reference list")


# GNOME Settings notifications — bad
def t11(rs: RowSet) -> None:
    task = ("In Settings > Notifications, turn notifications for Software off and turn off lock screen notifications for "
            "Thunderbird Mail only, leaving everything else as it is.")
    run = ("Settings",)
    wx, wy = 360, 90
    side = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy",
            "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media",
            "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]
    apps = ["Calendar", "Clocks", "Disks", "Evolution Alarm Notify", "Files", "Firefox Web Browser", "Slack", "Software",
            "Software Updater", "Terminal", "Thunderbird Mail", "Transmission"]

    def frame(panel: str) -> list[Row]:
        rows = [r("frame", "Settings", "", wx, wy, 1200, 900), r("push-button", "Search", "", wx + 8, wy + 8, 34, 34),
                r("label", "", "Settings", wx + 120, wy + 14, 100, 24), r("label", "", panel, wx + 700, wy + 14, 200, 24),
                r("push-button", "Close", "", wx + 1158, wy + 8, 34, 34)]
        rows += [r("list-item", s, "selected" if s == panel else "", wx + 8, wy + 52 + 33 * k, 300, 32) for k, s in enumerate(side)]
        return rows

    def notif(dnd: str, states: dict[str, str]) -> list[Row]:
        rows = [r("toggle-button", "Do Not Disturb", dnd, wx + 1040, wy + 80, 60, 30),
                r("toggle-button", "Lock Screen Notifications", "on", wx + 1040, wy + 130, 60, 30),
                r("heading", "Applications", "", wx + 380, wy + 190, 200, 24)]
        for k, a in enumerate(apps):
            rows += [r("list-item", a, "", wx + 380, wy + 220 + 50 * k, 740, 48), r("label", "", states.get(a, "On"), wx + 1040, wy + 234 + 50 * k, 40, 20)]
        return rows

    def appdlg(app: str, vals: list[str]) -> list[Row]:
        d = [r("dialog", app, "", wx + 300, wy + 200, 600, 420), r("push-button", "Close", "", wx + 858, wy + 206, 34, 34)]
        for k, (lab, v) in enumerate(zip(["Notifications", "Notification Popups", "Show Message Content in Popups",
                                          "Lock Screen Notifications", "Show Message Content on Lock Screen"], vals)):
            d += [r("label", lab, "", wx + 330, wy + 270 + 60 * k, 400, 24), r("toggle-button", lab, v, wx + 810, wy + 266 + 60 * k, 60, 30)]
        return d

    def o(rows: list[Row], clock: str) -> str:
        return obs("Settings", run, rows, clock)

    bg = [r("label", "", "Background", wx + 380, wy + 70, 300, 24), r("push-button", "Add Picture…", "", wx + 980, wy + 70, 130, 34)]
    bg += [r("push-button", n, "", wx + 380 + 180 * (k % 4), wy + 360 + 110 * (k // 4), 170, 100) for k, n in enumerate(
        ["Jammy Jellyfish", "Warty Final", "Blue Mountains", "Fields", "Rusty Fence", "Dark Sand", "Pink Flower", "Town at Dusk"])]
    state = o(frame("Background") + bg, "Oct 16  13:40")
    st = {"Slack": "Off"}
    turns = []
    turns.append((code("pyautogui.click(510, 290)  # Notifications"), o(frame("Notifications") + notif("off", st), "Oct 16  13:40")))
    sw_y = wy + 220 + 50 * apps.index("Software") + 24
    turns.append((code(f"pyautogui.click(900, {sw_y})  # Software"),
                  o(frame("Notifications") + notif("off", st) + appdlg("Software", ["on"] * 5), "Oct 16  13:41")))
    turns.append((code("pyautogui.click(1200, 371)  # Notifications switch"),
                  o(frame("Notifications") + notif("off", st) + appdlg("Software", ["off", "on", "on", "on", "on"]), "Oct 16  13:41")))
    st2 = {"Slack": "Off", "Software": "Off"}
    turns.append((code("pyautogui.click(1235, 313)  # Close"), o(frame("Notifications") + notif("off", st2), "Oct 16  13:42")))
    tb_y = wy + 220 + 50 * apps.index("Thunderbird Mail") + 24
    turns.append((code(f"pyautogui.click(900, {tb_y})  # Thunderbird Mail"),
                  o(frame("Notifications") + notif("off", st2) + appdlg("Thunderbird Mail", ["on"] * 5), "Oct 16  13:42")))
    turns.append((code("pyautogui.click(1200, 551)  # Lock Screen Notifications switch\npyautogui.click(1235, 313)  # Close"),
                  o(frame("Notifications") + notif("on", st2), "Oct 16  13:43")))
    rs.add(task="os", tid="h46-os-11", system=system(task), turns=turns, state=state, bad=True, turn=6,
           kind="Do Not Disturb switched on though no action touched it")


# OBS Studio scenes — clean
def t12(rs: RowSet) -> None:
    task = ("In OBS Studio, create a scene called Interview containing a new Video Capture Device (V4L2) source, rename "
            "'Scene 2' to 'BRB', move Interview to the top of the scene list and finally select Main again.")
    run = ("OBS Studio",)
    srcs = {"Starting Soon": ["Countdown", "Background Loop"], "Main": ["Lower Third", "Logo", "Screen Capture (XSHM)"],
            "Scene 2": ["BRB Card", "Music Bed"]}

    def win(scenes: list[str], sel: str, sources: list[str], cpu: str, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "OBS 30.2.3 - Profile: Weekly Show - Scenes: Weekly Show", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 80 + 70 * k, 30, 66, 24) for k, m in enumerate(["File", "Edit", "View", "Docks", "Profile", "Scene Collection", "Tools", "Help"])]
        rows += [r("label", "Preview", "", 80, 60, 1830, 640)]
        rows += [r("label", "Scenes", "", 80, 710, 360, 22)]
        rows += [r("list-item", s, "selected" if s == sel else "", 80, 736 + 26 * k, 360, 24) for k, s in enumerate(scenes)]
        rows += [r("push-button", b, "", 80 + 34 * k, 950, 30, 26) for k, b in enumerate(
            ["Add Scene", "Remove Selected Scene", "Open scene filters", "Move scene up", "Move scene down"])]
        rows += [r("label", "Sources", "", 450, 710, 360, 22)]
        rows += [r("list-item", s, "", 450, 736 + 26 * k, 360, 24) for k, s in enumerate(sources)]
        rows += [r("push-button", b, "", 450 + 34 * k, 950, 30, 26) for k, b in enumerate(
            ["Add Source", "Remove selected source(s)", "Open source properties", "Open source filters", "Move source(s) up", "Move source(s) down"])]
        rows += [r("label", "Audio Mixer", "", 820, 710, 500, 22), r("label", "Desktop Audio", "0.0 dB", 820, 740, 500, 40),
                 r("label", "Mic/Aux", "-4.2 dB", 820, 800, 500, 40),
                 r("label", "Scene Transitions", "", 1330, 710, 250, 22), r("combo-box", "Transition", "Fade", 1330, 740, 250, 28),
                 r("spin-button", "Duration", "300 ms", 1330, 780, 250, 28)]
        rows += [r("push-button", b, "", 1600, 740 + 36 * k, 300, 32) for k, b in enumerate(
            ["Start Streaming", "Start Recording", "Start Virtual Camera", "Studio Mode", "Settings", "Exit"])]
        rows += [r("label", "", "00:00:00", 1500, 1052, 70, 22), r("label", "", "00:00:00", 1580, 1052, 70, 22),
                 r("label", "", f"CPU: {cpu}", 1660, 1052, 100, 22), r("label", "", "30.00 / 30.00 FPS", 1770, 1052, 140, 22)]
        return rows + (extra or [])

    def o(rows: list[Row], clock: str) -> str:
        return obs("OBS Studio", run, rows, clock)

    sc = ["Starting Soon", "Main", "Scene 2"]
    state = o(win(sc, "Main", srcs["Main"], "2.7%"), "Oct 16  18:02")
    add = [r("dialog", "Add Scene", "", 760, 440, 400, 160), r("label", "", "Please enter the name of the scene", 780, 470, 360, 20),
           r("entry", "", "Scene 3", 780, 500, 360, 30), r("push-button", "OK", "", 960, 550, 90, 30), r("push-button", "Cancel", "", 1056, 550, 90, 30)]
    turns = []
    turns.append((code("pyautogui.click(95, 963)  # Add Scene"), o(win(sc, "Main", srcs["Main"], "2.9%", add), "Oct 16  18:02")))
    sc2 = sc + ["Interview"]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Interview')\npyautogui.press('enter')"),
                  o(win(sc2, "Interview", [], "2.4%"), "Oct 16  18:03")))
    types = ["Application Audio Capture (BETA)", "Audio Input Capture (PulseAudio)", "Audio Output Capture (PulseAudio)", "Browser",
             "Color Source", "Image", "Image Slide Show", "JACK Input Client", "Media Source", "Scene", "Screen Capture (XSHM)",
             "Text (FreeType 2)", "VLC Video Source", "Video Capture Device (V4L2)", "Window Capture (Xcomposite)", "Group"]
    menu = [r("menu", "", "", 460, 520, 300, 26 * len(types) + 4)] + [r("menu-item", t, "", 462, 522 + 26 * k, 296, 24) for k, t in enumerate(types)]
    turns.append((code("pyautogui.click(465, 963)  # Add Source"), o(win(sc2, "Interview", [], "2.6%", menu), "Oct 16  18:03")))
    cs = [r("dialog", "Create/Select Source", "", 700, 360, 520, 400), r("radio-button", "Create new", "checked", 720, 390, 200, 24),
          r("entry", "", "Video Capture Device (V4L2)", 740, 420, 440, 30), r("radio-button", "Add Existing", "", 720, 470, 200, 24),
          r("list", "", "", 740, 500, 440, 160), r("check-box", "Make source visible", "checked", 720, 680, 240, 24),
          r("push-button", "OK", "", 1010, 720, 90, 30), r("push-button", "Cancel", "", 1110, 720, 90, 30)]
    turns.append((code("pyautogui.click(600, 873)  # Video Capture Device (V4L2)"), o(win(sc2, "Interview", [], "2.6%", cs), "Oct 16  18:04")))
    pr = [r("dialog", "Properties for 'Video Capture Device (V4L2)'", "", 460, 120, 1000, 820), r("label", "", "Preview", 480, 150, 960, 420),
          r("combo-box", "Device", "HD Pro Webcam C920 (usb-0000:00:14.0-3)", 700, 590, 600, 30),
          r("combo-box", "Video Format", "YUYV 4:2:2", 700, 630, 600, 30), r("combo-box", "Color Range", "Default", 700, 670, 600, 30),
          r("combo-box", "Resolution", "1920x1080", 700, 710, 600, 30), r("combo-box", "Frame Rate", "30.00", 700, 750, 600, 30),
          r("check-box", "Use Buffering", "checked", 700, 790, 200, 24), r("push-button", "Defaults", "", 480, 890, 100, 30),
          r("push-button", "OK", "", 1250, 890, 90, 30), r("push-button", "Cancel", "", 1350, 890, 90, 30)]
    cam = "Video Capture Device (V4L2)"
    turns.append((code("pyautogui.click(1055, 735)  # OK"), o(win(sc2, "Interview", [cam], "4.8%", pr), "Oct 16  18:04")))
    turns.append((code("pyautogui.click(1295, 905)  # OK"), o(win(sc2, "Interview", [cam], "5.6%"), "Oct 16  18:05")))
    sc3 = ["Starting Soon", "Main", "BRB", "Interview"]
    turns.append((code("pyautogui.rightClick(200, 800)  # Scene 2\npyautogui.click(260, 850)  # Rename\npyautogui.hotkey('ctrl', 'a')\n"
                       "pyautogui.write('BRB')\npyautogui.press('enter')"),
                  o(win(sc3, "Interview", [cam], "5.4%"), "Oct 16  18:05")))
    sc4 = ["Interview", "Starting Soon", "Main", "BRB"]
    turns.append((code("pyautogui.click(200, 826)  # Interview\nfor _ in range(3):\n    pyautogui.click(197, 963)  # Move scene up"),
                  o(win(sc4, "Interview", [cam], "5.7%"), "Oct 16  18:06")))
    turns.append((code("pyautogui.click(200, 800)  # Main"), o(win(sc4, "Main", srcs["Main"], "5.1%"), "Oct 16  18:06")))
    rs.add(task="os", tid="h46-os-12", system=system(task), turns=turns, state=state)


# GNOME Calendar — clean
def t13(rs: RowSet) -> None:
    task = ("In Calendar, create a 'Dentist' event on Friday October 18 from 15:30 to 16:15 in the Personal calendar, move "
            "Thursday's 'Team sync' to 11:00–11:30, then switch to the month view.")
    run = ("Calendar",)
    days = ["SUN 13", "MON 14", "TUE 15", "WED 16", "THU 17", "FRI 18", "SAT 19"]
    base = [(1, "Standup", "09:30", "09:45"), (2, "Standup", "09:30", "09:45"), (2, "Lunch with Priya", "13:00", "14:00"),
            (3, "Standup", "09:30", "09:45"), (3, "Design review", "15:00", "16:30"), (4, "Standup", "09:30", "09:45"),
            (4, "Team sync", "10:00", "10:30"), (5, "Standup", "09:30", "09:45"), (5, "Gym", "12:00", "13:00"),
            (6, "Farmers market", "08:00", "10:00")]

    def ypos(t: str) -> int:
        h, m = map(int, t.split(":"))
        return 220 + int((h - 7 + m / 60) * 52)

    def head(view: str) -> list[Row]:
        rows = [r("frame", "Calendar", "", 70, 27, 1850, 1053), r("push-button", "New Event", "", 80, 34, 34, 34),
                r("push-button", "Today", "", 120, 34, 70, 34), r("push-button", "Previous", "", 194, 34, 34, 34),
                r("push-button", "Next", "", 230, 34, 34, 34), r("label", "", "October 2024", 900, 40, 200, 24)]
        rows += [r("toggle-button", v, "pressed" if v == view else "", 1560 + 84 * k, 34, 80, 34) for k, v in enumerate(["Week", "Month", "Year"])]
        rows += [r("push-button", "Search", "", 1820, 34, 34, 34), r("push-button", "Main Menu", "", 1860, 34, 34, 34)]
        return rows

    def week(events: list[tuple[int, str, str, str]]) -> list[Row]:
        rows = [r("label", d, "", 160 + 250 * k, 90, 246, 30) for k, d in enumerate(days)]
        rows += [r("push-button", "Mom's birthday", "All day", 160, 124, 246, 24)]
        rows += [r("label", f"{h:02d}:00", "", 90, 220 + 52 * (h - 7), 60, 20) for h in range(7, 22)]
        for d, t, s, e in sorted(events, key=lambda ev: (ev[0], ev[2])):
            rows.append(r("push-button", t, f"{s} – {e}", 160 + 250 * d, ypos(s), 246, max(ypos(e) - ypos(s), 20)))
        return rows

    def dialog(title: str, name: str, cal: str, sd: str, st: str, ed: str, et: str, loc: str) -> list[Row]:
        return [r("dialog", title, "", 660, 200, 600, 660), r("push-button", "Cancel", "", 670, 208, 90, 34),
                r("push-button", "Done", "", 1160, 208, 90, 34), r("entry", "Title", name, 690, 270, 540, 34),
                r("combo-box", "Calendar", cal, 690, 316, 540, 34), r("toggle-button", "All Day", "off", 1170, 372, 60, 30),
                r("entry", "Starts date", sd, 690, 414, 260, 34), r("entry", "Starts time", st, 970, 414, 260, 34),
                r("entry", "Ends date", ed, 690, 456, 260, 34), r("entry", "Ends time", et, 970, 456, 260, 34),
                r("combo-box", "Repeat", "No Repeat", 690, 510, 540, 34), r("push-button", "Add Reminder…", "", 690, 560, 540, 34),
                r("entry", "Location", loc, 690, 614, 540, 34), r("text", "Notes", "", 690, 660, 540, 120)]

    def o(rows: list[Row], clock: str) -> str:
        return obs("Calendar", run, rows, clock)

    month_first = [r("label", d, "", 160 + 250 * k, 90, 246, 24) for k, d in enumerate(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])]

    def month(events: dict[int, list[str]]) -> list[Row]:
        rows = list(month_first)
        # grid starts Sunday September 29
        for idx in range(35):
            day = idx - 1
            label = f"{day}" if 1 <= day <= 31 else ("Sep " + str(29 + idx) if idx < 2 else f"Nov {day - 31}")
            x, y = 160 + 250 * (idx % 7), 120 + 180 * (idx // 7)
            rows.append(r("label", label, "", x, y, 246, 22))
            for k, t in enumerate(events.get(day, [])):
                rows.append(r("push-button", t, "", x, y + 24 + 24 * k, 246, 22))
        return rows

    mview: dict[int, list[str]] = {}
    for day in range(1, 32):
        wd = (day + 1) % 7  # October 1, 2024 is a Tuesday (index 2)
        if 1 <= wd <= 5:
            mview.setdefault(day, []).append("Standup")
    extra = {1: ["Rent due"], 9: ["Book club"], 13: ["Mom's birthday"], 15: ["Lunch with Priya"], 16: ["Design review"],
             17: ["Team sync"], 18: ["Gym", "Dentist"], 19: ["Farmers market"], 24: ["Quarterly planning"], 31: ["Halloween party"]}
    for d, ev in extra.items():
        mview.setdefault(d, [])
        if d == 13:
            mview[d] = ev + mview[d]
        else:
            mview[d] += ev

    state = o(head("Month") + month({d: [e for e in ev if e != "Dentist"] for d, ev in mview.items()}), "Oct 16  11:05")
    turns = []
    turns.append((code("pyautogui.click(1600, 51)  # Week"), o(head("Week") + week(base), "Oct 16  11:05")))
    pop = [r("popup-menu", "New Event", "", 80, 70, 360, 150), r("label", "", "New Event on Wednesday, October 16", 96, 84, 330, 20),
           r("entry", "Summary", "", 96, 112, 330, 34), r("push-button", "Edit Details…", "", 96, 170, 150, 34),
           r("push-button", "Create", "", 330, 170, 96, 34)]
    turns.append((code("pyautogui.click(97, 51)  # New Event"), o(head("Week") + week(base) + pop, "Oct 16  11:06")))
    turns.append((code("pyautogui.click(171, 187)  # Edit Details…"),
                  o(head("Week") + week(base) + dialog("New Event", "", "Personal", "10/16/2024", "12:00", "10/16/2024", "13:00", ""), "Oct 16  11:06")))
    turns.append((code("pyautogui.click(960, 287); pyautogui.write('Dentist')\npyautogui.tripleClick(820, 431); pyautogui.write('10/18/2024\\t')\n"
                       "pyautogui.tripleClick(1100, 431); pyautogui.write('15:30\\t')\npyautogui.tripleClick(820, 473); pyautogui.write('10/18/2024\\t')\n"
                       "pyautogui.tripleClick(1100, 473); pyautogui.write('16:15\\t')"),
                  o(head("Week") + week(base) + dialog("New Event", "Dentist", "Personal", "10/18/2024", "15:30", "10/18/2024", "16:15", ""), "Oct 16  11:07")))
    ev2 = base + [(5, "Dentist", "15:30", "16:15")]
    turns.append((code("pyautogui.click(1205, 225)  # Done"), o(head("Week") + week(ev2), "Oct 16  11:08")))
    ts_y = ypos("10:00")
    popo = [r("popup-menu", "Team sync", "", 1160, ts_y + 20, 360, 200), r("label", "", "Team sync", 1176, ts_y + 34, 330, 24),
            r("label", "", "Thursday, October 17", 1176, ts_y + 64, 330, 20), r("label", "", "10:00 – 10:30", 1176, ts_y + 88, 330, 20),
            r("label", "", "Work", 1176, ts_y + 112, 330, 20), r("label", "", "Room 4B", 1176, ts_y + 136, 330, 20),
            r("push-button", "Edit…", "", 1400, ts_y + 170, 100, 34)]
    turns.append((code(f"pyautogui.click(1285, {ts_y + 10})  # Team sync"), o(head("Week") + week(ev2) + popo, "Oct 16  11:08")))
    ev3 = [e if e[1] != "Team sync" else (4, "Team sync", "11:00", "11:30") for e in ev2]
    turns.append((code(f"pyautogui.click(1450, {ts_y + 187})  # Edit…\ntime.sleep(1)\npyautogui.tripleClick(1100, 431); pyautogui.write('11:00\\t')\n"
                       "pyautogui.tripleClick(1100, 473); pyautogui.write('11:30\\t')\npyautogui.click(1205, 225)  # Done"),
                  o(head("Week") + week(ev3), "Oct 16  11:09")))
    turns.append((code("pyautogui.click(1684, 51)  # Month"), o(head("Month") + month(mview), "Oct 16  11:09")))
    rs.add(task="os", tid="h46-os-13", system=system(task), turns=turns, state=state)


# Archive Manager — bad
def t14(rs: RowSet) -> None:
    task = ("In Archive Manager, remove Thumbs.db from the images folder of project_assets.zip, add ~/Documents/LICENSE.txt to "
            "the top level of the archive, then extract everything to ~/Desktop/assets.")
    run = ("Archive Manager",)
    wx, wy = 360, 130
    images = [("hero_banner.png", 4812337, "PNG image", "27 September 2024, 16:20"), ("team_photo.jpg", 3106554, "JPEG image", "27 September 2024, 16:22"),
              ("office_exterior.jpg", 2744019, "JPEG image", "27 September 2024, 16:22"), ("product_shot_01.png", 1208776, "PNG image", "30 September 2024, 10:05"),
              ("product_shot_02.png", 1175402, "PNG image", "30 September 2024, 10:06"), ("icon_set.png", 402118, "PNG image", "01 October 2024, 14:48"),
              ("favicon.png", 15286, "PNG image", "01 October 2024, 14:49"), ("og_image.jpg", 356902, "JPEG image", "01 October 2024, 15:02"),
              ("pattern_bg.png", 361170, "PNG image", "02 October 2024, 09:31"), ("Thumbs.db", 18432, "unknown", "02 October 2024, 09:33")]
    docs = [("style_notes.md", 9871, "Markdown document", "02 October 2024, 11:12"), ("press_kit.pdf", 912455, "PDF document", "29 September 2024, 18:40"),
            ("changelog.txt", 3402, "plain text document", "02 October 2024, 11:40"), ("usage_rights.odt", 187609, "ODT document", "25 September 2024, 13:15")]
    fonts = [("Inter-Regular.ttf", 309828), ("Inter-Bold.ttf", 316100), ("OFL.txt", 4483)]
    files = [("README.md", 4196, "Markdown document", "02 October 2024, 11:42"), ("brand_guidelines.pdf", 3802551, "PDF document", "27 September 2024, 17:05"),
             ("palette.ase", 12604, "unknown", "26 September 2024, 08:58"), ("logo_master.svg", 248077, "SVG image", "26 September 2024, 09:14")]
    lic = ("LICENSE.txt", 11357, "plain text document", "14 March 2024, 09:05")

    def root(imgs: list[tuple[str, int, str, str]], extra: list[tuple[str, int, str, str]]) -> list[tuple[str, int, str, str]]:
        folders = [("docs", sum(f[1] for f in docs), "Folder", "02 October 2024, 11:40"),
                   ("fonts", sum(f[1] for f in fonts), "Folder", "20 September 2024, 12:00"),
                   ("images", sum(f[1] for f in imgs), "Folder", "02 October 2024, 09:33")]
        return folders + sorted(files + extra, key=lambda f: f[0].lower())

    def status(lst: list[tuple[str, int, str, str]]) -> str:
        return f"{len(lst)} objects ({fsize(sum(f[1] for f in lst))})"

    def win(loc: str, lst: list[tuple[str, int, str, str]], stat: str, sel: str | None = None) -> list[Row]:
        rows = [r("frame", "project_assets.zip", "", wx, wy, 1200, 820), r("push-button", "Extract", "", wx + 8, wy + 8, 90, 34),
                r("push-button", "Add Files", "", wx + 104, wy + 8, 34, 34), r("toggle-button", "Find", "", wx + 1070, wy + 8, 34, 34),
                r("push-button", "Main Menu", "", wx + 1110, wy + 8, 34, 34), r("push-button", "Close", "", wx + 1158, wy + 8, 34, 34),
                r("push-button", "Back", "", wx + 8, wy + 52, 34, 30), r("push-button", "Forward", "", wx + 44, wy + 52, 34, 30),
                r("push-button", "Up", "", wx + 80, wy + 52, 34, 30), r("push-button", "Home", "", wx + 116, wy + 52, 34, 30),
                r("entry", "Location", loc, wx + 230, wy + 52, 950, 30)]
        cols = [("Name", 0, 460), ("Size", 460, 140), ("Type", 600, 220), ("Date Modified", 820, 360)]
        rows += [r("table-column-header", c, "", wx + 10 + dx, wy + 92, w, 26) for c, dx, w in cols]
        for k, (n, sz, t, d) in enumerate(lst):
            y = wy + 120 + 26 * k
            for (_c, dx, w), v in zip(cols, (n, fsize(sz), t, d)):
                rows.append(r("table-cell", v, "selected" if n == sel else "", wx + 10 + dx, y, w, 26))
        rows.append(r("label", "", stat, wx + 10, wy + 794, 400, 22))
        return rows

    def o(rows: list[Row], clock: str) -> str:
        return obs("Archive Manager", run, rows, clock)

    r0 = root(images, [])
    state = o(win("/", r0, status(r0)), "Oct 16  12:31")
    turns = []
    turns.append((code("pyautogui.doubleClick(460, 303)  # images"), o(win("/images/", images, status(images)), "Oct 16  12:31")))
    turns.append((code("pyautogui.click(460, 484)  # Thumbs.db"),
                  o(win("/images/", images, f"1 object selected ({fsize(18432)})", sel="Thumbs.db"), "Oct 16  12:32")))
    dl = [r("dialog", "Delete", "", 760, 400, 420, 240), r("radio-button", "All files", "", 790, 440, 200, 24),
          r("radio-button", "Selected files", "checked", 790, 470, 200, 24), r("radio-button", "Files:", "", 790, 500, 80, 24),
          r("entry", "Files", "", 880, 500, 270, 28), r("label", "", "example: *.txt; *.doc", 880, 532, 270, 20),
          r("push-button", "Cancel", "", 960, 590, 100, 32), r("push-button", "Delete", "", 1070, 590, 100, 32)]
    turns.append((code("pyautogui.press('delete')"), o(win("/images/", images, f"1 object selected ({fsize(18432)})", sel="Thumbs.db") + dl, "Oct 16  12:32")))
    imgs2 = images[:-1]
    turns.append((code("pyautogui.click(1120, 606)  # Delete\ntime.sleep(1)"), o(win("/images/", imgs2, status(imgs2)), "Oct 16  12:33")))
    r1 = root(imgs2, [])
    turns.append((code("pyautogui.click(457, 197)  # Up"), o(win("/", r1, status(r1)), "Oct 16  12:33")))
    docs_dir = [("budget_2025.ods", "38.2 kB", "14 October 2024"), ("contract_v3.pdf", "412.6 kB", "11 October 2024"),
                ("LICENSE.txt", fsize(11357), "14 March 2024"), ("meeting_notes.md", "6.1 kB", "15 October 2024"),
                ("sales_q3.xlsx", "24.9 kB", "16 October 2024"), ("thesis_draft.odt", "1.2 MB", "16 October 2024")]
    ad = [r("dialog", "Add Files", "", 560, 200, 900, 640), r("push-button", "Cancel", "", 570, 208, 90, 34), r("push-button", "Add", "", 1360, 208, 90, 34),
          r("push-button", "dana", "", 760, 256, 80, 30), r("push-button", "Documents", "", 844, 256, 110, 30)]
    ad += [r("list-item", p, "selected" if p == "Documents" else "", 570, 300 + 32 * k, 170, 30) for k, p in enumerate(
        ["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"])]
    ad += [r("table-column-header", h, "", 760 + dx, 300, w, 26) for h, dx, w in (("Name", 0, 380), ("Size", 380, 120), ("Modified", 500, 180))]
    for k, (n, sz, d) in enumerate(docs_dir):
        ad += [r("table-cell", n, "", 760, 328 + 28 * k, 380, 28), r("table-cell", sz, "", 1140, 328 + 28 * k, 120, 28), r("table-cell", d, "", 1260, 328 + 28 * k, 180, 28)]
    ad += [r("check-box", "Add only if newer", "unchecked", 760, 760, 200, 24), r("check-box", "Follow symbolic links", "checked", 980, 760, 220, 24)]
    turns.append((code("pyautogui.click(481, 155)  # Add Files\ntime.sleep(1)\npyautogui.click(655, 412)  # Documents"), o(win("/", r1, status(r1)) + ad, "Oct 16  12:34")))
    r2 = root(imgs2, [lic])
    turns.append((code("pyautogui.click(900, 398)  # LICENSE.txt\npyautogui.click(1405, 225)  # Add\ntime.sleep(1)"),
                  o(win("/", r2, status(r1)), "Oct 16  12:35")))
    turns.append((code("pyautogui.doubleClick(460, 251)  # docs"), o(win("/docs/", docs, status(docs)), "Oct 16  12:35")))
    ex = [r("dialog", "Extract", "", 560, 200, 900, 660), r("push-button", "Cancel", "", 570, 208, 90, 34), r("push-button", "Extract", "", 1350, 208, 100, 34),
          r("push-button", "dana", "", 760, 256, 80, 30), r("push-button", "Downloads", "", 844, 256, 110, 30)]
    ex += [r("list-item", p, "selected" if p == "Downloads" else "", 570, 300 + 32 * k, 170, 30) for k, p in enumerate(
        ["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"])]
    ex += [r("table-cell", n, "", 760, 328 + 28 * k, 600, 28) for k, n in enumerate(
        ["dataflow-main.zip", "Foliate-2.6.4.flatpakref", "invoice_2024-09.pdf", "SteamSetup.exe", "zoom_amd64.deb"])]
    ex += [r("label", "Actions", "", 760, 690, 100, 20), r("radio-button", "All files", "checked", 760, 716, 160, 24),
           r("radio-button", "Selected files", "", 760, 744, 160, 24), r("radio-button", "Files:", "", 760, 772, 80, 24),
           r("entry", "Files", "", 850, 772, 260, 28), r("check-box", "Keep directory structure", "checked", 1140, 716, 260, 24),
           r("check-box", "Do not overwrite newer files", "unchecked", 1140, 744, 260, 24)]
    turns.append((code("pyautogui.click(405, 155)  # Extract"), o(win("/docs/", docs, status(docs)) + ex, "Oct 16  12:36")))
    cf = [r("alert", "", "", 710, 420, 500, 200), r("label", "", "Destination folder “/home/dana/Desktop/assets” does not exist.", 740, 450, 440, 40),
          r("label", "", "Do you want to create it?", 740, 500, 440, 20), r("push-button", "Cancel", "", 860, 570, 140, 34),
          r("push-button", "Create Folder", "", 1010, 570, 170, 34)]
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('/home/dana/Desktop/assets/')\npyautogui.click(1400, 225)  # Extract"),
                  o(win("/docs/", docs, status(docs)) + cf, "Oct 16  12:36")))
    done = [r("alert", "", "", 710, 420, 500, 180), r("label", "", "Extraction completed successfully", 740, 460, 440, 24),
            r("push-button", "Close", "", 860, 550, 140, 34), r("push-button", "Show the Files", "", 1010, 550, 170, 34)]
    turns.append((code("pyautogui.click(1095, 587)  # Create Folder\ntime.sleep(2)"), o(win("/docs/", docs, status(docs)) + done, "Oct 16  12:37")))
    rs.add(task="os", tid="h46-os-14", system=system(task), turns=turns, state=state, bad=True, turn=7,
           kind="object count and size in the status bar do not include the file just added")


# Steam library — clean
def t15(rs: RowSet) -> None:
    task = "In Steam, install Stardew Valley from the library, wait for the download to finish, then filter the library to installed games."
    run = ("Steam",)
    games = [("Baldur's Gate 3", False), ("Celeste", True), ("Dead Cells", True), ("Disco Elysium", False), ("Hades", True),
             ("Hollow Knight", True), ("Outer Wilds", False), ("Portal 2", True), ("Slay the Spire", True), ("Stardew Valley", False),
             ("Terraria", False), ("Vampire Survivors", True)]

    def win(lib: list[tuple[str, bool]], sel: str | None, main: list[Row], dl: str) -> list[Row]:
        rows = [r("frame", "Steam", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 80 + 70 * k, 32, 66, 22) for k, m in enumerate(["Steam", "View", "Friends", "Games", "Help"])]
        rows += [r("push-button", t, "", 420 + 130 * k, 62, 126, 34) for k, t in enumerate(["STORE", "LIBRARY", "COMMUNITY", "DANA_K"])]
        rows += [r("push-button", "Home", "", 80, 110, 330, 30), r("combo-box", "Collection", "GAMES", 80, 146, 250, 28),
                 r("push-button", "Advanced filters", "", 340, 146, 70, 28), r("entry", "Search by name", "", 80, 180, 330, 28),
                 r("label", "", f"ALL ({len(lib)})", 80, 216, 330, 22)]
        rows += [r("list-item", n, ", ".join(x for x in ("selected" if n == sel else "", "" if inst else "not installed") if x), 80, 240 + 28 * k, 330, 26)
                 for k, (n, inst) in enumerate(lib)]
        rows += main
        rows += [r("push-button", "Add a Game", "", 80, 1046, 140, 28), r("push-button", "Manage Downloads", dl, 800, 1046, 320, 28),
                 r("push-button", "Friends & Chat", "", 1760, 1046, 150, 28)]
        return rows

    def page(button: str, progress: str | None) -> list[Row]:
        p = [r("heading", "Stardew Valley", "", 440, 120, 600, 60), r("push-button", button, "", 440, 420, 200, 50)]
        if progress:
            p.append(r("progress-bar", "", progress, 660, 440, 400, 10))
        p += [r("label", "LAST PLAYED", "Aug 11", 1100, 420, 150, 40), r("label", "PLAY TIME", "112.4 hours", 1270, 420, 150, 40),
              r("label", "ACHIEVEMENTS", "31/49", 1440, 420, 150, 40)]
        p += [r("push-button", t, "", 440 + 130 * k, 500, 126, 30) for k, t in enumerate(["Store Page", "DLC", "Community Hub", "Discussions", "Guides", "Support"])]
        p += [r("label", "ACTIVITY", "", 440, 560, 200, 22), r("entry", "Say something about this game to your friends...", "", 440, 590, 900, 34),
              r("label", "FRIENDS WHO PLAY", "", 1400, 560, 300, 22), r("label", "", "3 friends have played previously", 1400, 590, 300, 22),
              r("label", "", "OCTOBER 3", 440, 650, 200, 20), r("label", "", "Stardew Valley 1.6.9 hotfix released", 440, 674, 900, 22)]
        return p

    def o(rows: list[Row], clock: str) -> str:
        return obs("Steam", run, rows, clock)

    home = [r("heading", "WHAT'S NEW", "", 440, 120, 400, 30)]
    home += [r("push-button", t, "", 440 + 320 * k, 160, 310, 180) for k, t in enumerate(
        ["Hades — Patch notes", "Celeste — Farewell speedrun event", "Dead Cells — The Clock Tower returns"])]
    home += [r("heading", "RECENT GAMES", "", 440, 380, 400, 30)]
    home += [r("push-button", t, "", 440 + 240 * k, 420, 230, 300) for k, t in enumerate(["Slay the Spire", "Hades", "Stardew Valley", "Portal 2"])]
    state = o(win(games, None, home, ""), "Oct 16  19:40")
    turns = []
    turns.append((code("pyautogui.click(240, 505)  # Stardew Valley"), o(win(games, "Stardew Valley", page("INSTALL", None), ""), "Oct 16  19:40")))
    dlg = [r("dialog", "Install - Stardew Valley", "", 660, 300, 600, 420), r("label", "Disk space required", "823.1 MB", 690, 360, 540, 22),
           r("label", "Disk space available", "187.43 GB", 690, 388, 540, 22), r("combo-box", "Choose location for install", "/home/dana/.local/share/Steam", 690, 440, 540, 30),
           r("check-box", "Create desktop shortcut", "unchecked", 690, 500, 300, 24), r("check-box", "Create application shortcut", "checked", 690, 530, 300, 24),
           r("push-button", "Install", "", 1000, 650, 110, 36), r("push-button", "Cancel", "", 1120, 650, 110, 36)]
    turns.append((code("pyautogui.click(540, 445)  # INSTALL"), o(win(games, "Stardew Valley", page("INSTALL", None) + dlg, ""), "Oct 16  19:41")))
    turns.append((code("pyautogui.click(1055, 668)  # Install"),
                  o(win(games, "Stardew Valley", page("PAUSE", "DOWNLOADING 3%"), "DOWNLOADING 3% - 26.4 MB / 823.1 MB"), "Oct 16  19:42")))
    dlp = [r("heading", "Downloads", "", 440, 120, 400, 36), r("label", "CURRENT", "21.6 MB/s", 440, 180, 180, 40),
           r("label", "PEAK", "24.3 MB/s", 640, 180, 180, 40), r("label", "TOTAL", "337.5 MB", 840, 180, 180, 40),
           r("label", "DISK USAGE", "19.8 MB/s", 1040, 180, 180, 40), r("push-button", "Stardew Valley", "", 440, 300, 1000, 80),
           r("label", "", "DOWNLOADING 41%", 700, 310, 300, 22), r("label", "", "337.5 MB / 823.1 MB", 700, 338, 300, 22),
           r("label", "", "22 sec remaining", 1100, 338, 200, 22), r("push-button", "Pause", "", 1460, 320, 40, 40),
           r("label", "", "Up Next (0)", 440, 420, 300, 22), r("label", "", "There are no downloads in the queue", 440, 450, 600, 22),
           r("label", "", "Completed (0)", 440, 500, 300, 22)]
    turns.append((code("pyautogui.click(960, 1060)  # Manage Downloads"),
                  o(win(games, "Stardew Valley", dlp, "DOWNLOADING 41% - 337.5 MB / 823.1 MB"), "Oct 16  19:42")))
    dlp2 = [r("heading", "Downloads", "", 440, 120, 400, 36), r("label", "CURRENT", "0 bytes/s", 440, 180, 180, 40),
            r("label", "PEAK", "24.3 MB/s", 640, 180, 180, 40), r("label", "TOTAL", "823.1 MB", 840, 180, 180, 40),
            r("label", "DISK USAGE", "0 bytes/s", 1040, 180, 180, 40), r("label", "", "Nothing is currently downloading", 440, 300, 600, 22),
            r("label", "", "Up Next (0)", 440, 420, 300, 22), r("label", "", "There are no downloads in the queue", 440, 450, 600, 22),
            r("label", "", "Completed (1)", 440, 500, 300, 22), r("push-button", "Stardew Valley", "", 440, 530, 1000, 80),
            r("label", "", "823.1 MB / 823.1 MB", 700, 560, 300, 22), r("label", "", "Download Complete 7:43 PM", 1100, 560, 300, 22),
            r("push-button", "Play", "", 1460, 550, 80, 40), r("push-button", "Clear", "", 1560, 500, 80, 28)]
    games2 = [(n, True if n == "Stardew Valley" else i) for n, i in games]
    turns.append((code("time.sleep(30)"), o(win(games2, "Stardew Valley", dlp2, "1 OF 1 ITEMS COMPLETE"), "Oct 16  19:43")))
    turns.append((code("pyautogui.click(615, 79)  # LIBRARY"), o(win(games2, "Stardew Valley", page("PLAY", None), "1 OF 1 ITEMS COMPLETE"), "Oct 16  19:43")))
    flt = [r("popup-menu", "Advanced filters", "", 340, 176, 300, 250), r("label", "", "PLAY STATE", 356, 186, 200, 20)]
    flt += [r("check-box", t, "unchecked", 356, 210 + 28 * k, 260, 26) for k, t in enumerate(["Ready to play", "Installed locally", "Played", "Unplayed"])]
    flt += [r("label", "", "SORT BY", 356, 330, 200, 20), r("combo-box", "Sort by", "Alphabetical", 356, 354, 260, 28)]
    turns.append((code("pyautogui.click(375, 160)  # Advanced filters"),
                  o(win(games2, "Stardew Valley", page("PLAY", None) + flt, "1 OF 1 ITEMS COMPLETE"), "Oct 16  19:44")))
    games3 = [g for g in games2 if g[1]]
    flt2 = [x if x[1] != "Installed locally" else ("check-box", "Installed locally", "checked", x[3], x[4]) for x in flt]
    turns.append((code("pyautogui.click(380, 251)  # Installed locally"),
                  o(win(games3, "Stardew Valley", page("PLAY", None) + flt2, "1 OF 1 ITEMS COMPLETE"), "Oct 16  19:44")))
    rs.add(task="os", tid="h46-os-15", system=system(task), turns=turns, state=state)


# Audacity tracks — bad
def t16(rs: RowSet) -> None:
    task = ("In the Audacity project interview_raw, set the Guest Mic track gain to -6 dB, pan Host Mic 20% to the left, "
            "mute Room Tone, select everything and save the project.")
    run = ("Audacity",)
    tracks = ["Host Mic", "Guest Mic", "Room Tone"]

    def win(gain: dict[str, str], pan: dict[str, str], mute: dict[str, str], sel: tuple[str, str], status: str) -> list[Row]:
        rows = [r("frame", "interview_raw", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 80 + 66 * k, 32, 62, 22) for k, m in enumerate(
            ["File", "Edit", "Select", "View", "Transport", "Tracks", "Generate", "Effect", "Analyze", "Tools", "Help"])]
        rows += [r("push-button", b, "", 80 + 52 * k, 62, 48, 48) for k, b in enumerate(["Pause", "Play", "Stop", "Skip to Start", "Skip to End", "Record"])]
        rows += [r("push-button", b, "", 420 + 30 * k, 62, 28, 28) for k, b in enumerate(["Selection Tool", "Envelope Tool", "Draw Tool", "Multi-Tool"])]
        rows += [r("label", "Audio Setup", "", 560, 62, 120, 28), r("label", "Share Audio", "", 690, 62, 120, 28),
                 r("label", "Time", "00 h 00 m 00.000 s", 1500, 62, 300, 40)]
        rows += [r("label", "", t, 380 + 200 * k, 126, 60, 16) for k, t in enumerate(["0", "5:00", "10:00", "15:00", "20:00", "25:00", "30:00", "35:00", "40:00"])]
        for k, t in enumerate(tracks):
            y = 150 + 220 * k
            rows += [r("push-button", "Close", "", 80, y + 2, 20, 20), r("push-button", t, "Open menu...", 102, y + 2, 180, 20),
                     r("toggle-button", "Mute", mute.get(t, ""), 84, y + 28, 90, 22), r("toggle-button", "Solo", "", 178, y + 28, 90, 22),
                     r("slider", "Gain", gain.get(t, "0.0 dB"), 84, y + 58, 180, 18), r("slider", "Pan", pan.get(t, "Center"), 84, y + 84, 180, 18),
                     r("label", "", "Mono, 48000Hz", 84, y + 110, 180, 16), r("label", "", "32-bit float", 84, y + 126, 180, 16),
                     r("push-button", "Select", "", 84, y + 190, 180, 22), r("panel", f"{t} Audio Track", "", 290, y, 1620, 216)]
        rows += [r("combo-box", "Snapping", "Off", 80, 830, 120, 26), r("label", "Selection", "Start and End of Selection", 220, 830, 220, 26),
                 r("text", "Start", sel[0], 450, 830, 180, 26), r("text", "End", sel[1], 640, 830, 180, 26),
                 r("label", "", status, 80, 1052, 800, 22), r("label", "", "Actual Rate: 48000", 1700, 1052, 200, 22)]
        return rows

    def o(rows: list[Row], clock: str) -> str:
        return obs("Audacity", run, rows, clock)

    z = "00 h 00 m 00.000 s"
    state = o(win({}, {}, {}, (z, z), "Stopped."), "Oct 16  16:32")
    gd = [r("dialog", "Gain", "", 760, 460, 400, 160), r("slider", "Gain", "0.0 dB", 790, 500, 340, 30),
          r("push-button", "OK", "", 940, 570, 90, 30), r("push-button", "Cancel", "", 1040, 570, 90, 30)]
    turns = []
    turns.append((code("pyautogui.doubleClick(174, 437)  # Guest Mic gain slider"), o(win({}, {}, {}, (z, z), "Stopped.") + gd, "Oct 16  16:32")))
    gd2 = [x if x[0] != "slider" else ("slider", "Gain", "-6.0 dB", x[3], x[4]) for x in gd]
    turns.append((code("pyautogui.press('left', presses=12)"), o(win({}, {}, {}, (z, z), "Stopped.") + gd2, "Oct 16  16:33")))
    g = {"Guest Mic": "-6.0 dB"}
    turns.append((code("pyautogui.click(985, 585)  # OK"), o(win(g, {}, {}, (z, z), "Stopped."), "Oct 16  16:33")))
    pd = [r("dialog", "Pan", "", 760, 460, 400, 160), r("slider", "Pan", "Center", 790, 500, 340, 30),
          r("push-button", "OK", "", 940, 570, 90, 30), r("push-button", "Cancel", "", 1040, 570, 90, 30)]
    turns.append((code("pyautogui.doubleClick(174, 243)  # Host Mic pan slider"), o(win(g, {}, {}, (z, z), "Stopped.") + pd, "Oct 16  16:34")))
    p = {"Host Mic": "20% Left"}
    turns.append((code("pyautogui.press('left', presses=2)\npyautogui.click(985, 585)  # OK"), o(win(g, p, {}, (z, z), "Stopped."), "Oct 16  16:34")))
    m = {"Room Tone": "pressed"}
    turns.append((code("pyautogui.click(129, 639)  # Room Tone Mute"), o(win(g, p, m, (z, z), "Stopped."), "Oct 16  16:35")))
    end = "00 h 42 m 18.375 s"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"), o(win(g, p, m, (z, end), "Stopped."), "Oct 16  16:35")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(2)"),
                  o(win({}, p, m, (z, end), "Saved /home/dana/Audio/interview_raw.aup3"), "Oct 16  16:36")))
    rs.add(task="os", tid="h46-os-16", system=system(task), turns=turns, state=state, bad=True, turn=8,
           kind="track gain set to -6 dB reads back as 0 dB")


# GNOME Contacts — bad
def t17(rs: RowSet) -> None:
    task = ("In Contacts, copy the work phone number of the duplicate 'B. Keller' into 'Bruno Keller' as a Work number, delete "
            "'B. Keller', then add Marisol Ortega (mobile +34 612 48 93 07, marisol.ortega@proton.me) and check both contacts.")
    run = ("Contacts",)
    wx, wy = 400, 100
    names = ["Alejandro Ruiz", "Anneke de Vries", "B. Keller", "Bruno Keller", "Chiara Bellini", "Daniel Park", "Emeka Obi",
             "Fatima Zahra", "Greta Lind", "Hannah Weiss", "Ivan Petrov", "Julia Santos", "Kenji Mori", "Lucía Fernández",
             "Mateo García", "Nora Lindqvist"]

    def win(lst: list[str], sel: str | None, right: list[Row], search: str = "", toast: str | None = None) -> list[Row]:
        rows = [r("frame", "Contacts", "", wx, wy, 1120, 860), r("push-button", "Add contact", "", wx + 8, wy + 8, 34, 34),
                r("label", "", "All Contacts", wx + 120, wy + 14, 160, 24), r("push-button", "Main Menu", "", wx + 320, wy + 8, 34, 34),
                r("entry", "Search contacts", search, wx + 10, wy + 52, 340, 32)]
        rows += [r("list-item", n, "selected" if n == sel else "", wx + 10, wy + 96 + 42 * k, 340, 40) for k, n in enumerate(lst)]
        rows += right
        rows.append(r("push-button", "Close", "", wx + 1078, wy + 8, 34, 34))
        if toast:
            rows += [r("label", "", toast, wx + 420, wy + 780, 300, 24), r("push-button", "Undo", "", wx + 730, wy + 776, 70, 32)]
        return rows

    def card(name: str, fields: list[tuple[str, str]]) -> list[Row]:
        c = [r("push-button", "Edit contact", "", wx + 1000, wy + 8, 34, 34), r("push-button", "Contact menu", "", wx + 1040, wy + 8, 34, 34),
             r("label", "", name[0], wx + 660, wy + 90, 100, 100), r("heading", name, "", wx + 480, wy + 210, 480, 36)]
        c += [r("label", a, b, wx + 480, wy + 280 + 56 * k, 480, 50) for k, (a, b) in enumerate(fields)]
        return c

    def editor(title: str, name: str, phones: list[tuple[str, str]], emails: list[tuple[str, str]], more: list[tuple[str, str]], ok: str) -> list[Row]:
        e = [r("push-button", "Cancel", "", wx + 370, wy + 8, 80, 34), r("label", "", title, wx + 650, wy + 14, 200, 24),
             r("push-button", ok, "", wx + 1000, wy + 8, 70, 34), r("push-button", "Change avatar", "", wx + 660, wy + 70, 100, 100),
             r("entry", "Name", name, wx + 480, wy + 190, 480, 34)]
        y = wy + 250
        for v, t in phones:
            e += [r("entry", "Phone", v, wx + 480, y, 340, 34), r("combo-box", "Phone type", t, wx + 830, y, 130, 34)]
            y += 44
        for v, t in emails:
            e += [r("entry", "Email", v, wx + 480, y, 340, 34), r("combo-box", "Email type", t, wx + 830, y, 130, 34)]
            y += 44
        for a, v in more:
            e.append(r("entry", a, v, wx + 480, y, 480, 34))
            y += 44
        e.append(r("push-button", "Add field", "", wx + 480, y + 10, 480, 34))
        return e

    bk = [("Work", "+41 44 268 39 10"), ("Work", "b.keller@kellerbau.ch"), ("Organisation", "Kellerbau AG")]
    bruno = [("Mobile", "+41 79 512 04 77"), ("Personal", "bruno.keller@gmail.com"), ("Birthday", "3 March 1984"),
             ("Home", "Seefeldstrasse 112, 8008 Zürich, Switzerland")]
    bruno2 = [("Mobile", "+41 79 512 04 77"), ("Work", "+41 44 268 39 10")] + bruno[1:]
    bruno_bad = [("Mobile", "+41 79 512 04 77"), ("Work", "+41 44 286 39 10")] + bruno[1:]
    mar = [("Mobile", "+34 612 48 93 07"), ("Personal", "marisol.ortega@proton.me")]

    def o(rows: list[Row], clock: str) -> str:
        return obs("Contacts", run, rows, clock)

    empty = [r("label", "", "Select a contact", wx + 620, wy + 400, 200, 24)]
    state = o(win(names, None, empty), "Oct 16  08:51")
    turns = []
    turns.append((code("pyautogui.click(580, 280)  # B. Keller"), o(win(names, "B. Keller", card("B. Keller", bk)), "Oct 16  08:51")))
    turns.append((code("pyautogui.click(580, 322)  # Bruno Keller"), o(win(names, "Bruno Keller", card("Bruno Keller", bruno)), "Oct 16  08:52")))
    turns.append((code("pyautogui.click(1417, 125)  # Edit contact"),
                  o(win(names, "Bruno Keller", editor("Bruno Keller", "Bruno Keller", [("+41 79 512 04 77", "Mobile"), ("", "Mobile")],
                                                      [("bruno.keller@gmail.com", "Personal"), ("", "Personal")],
                                                      [("Birthday", "3 March 1984"), ("Address", "Seefeldstrasse 112, 8008 Zürich, Switzerland")], "Done")), "Oct 16  08:52")))
    turns.append((code("pyautogui.click(1050, 411)\npyautogui.write('+41 44 268 39 10')\npyautogui.click(1295, 411)  # Phone type\n"
                       "pyautogui.click(1295, 480)  # Work"),
                  o(win(names, "Bruno Keller", editor("Bruno Keller", "Bruno Keller", [("+41 79 512 04 77", "Mobile"), ("+41 44 268 39 10", "Work"), ("", "Mobile")],
                                                      [("bruno.keller@gmail.com", "Personal"), ("", "Personal")],
                                                      [("Birthday", "3 March 1984"), ("Address", "Seefeldstrasse 112, 8008 Zürich, Switzerland")], "Done")), "Oct 16  08:53")))
    turns.append((code("pyautogui.click(1435, 125)  # Done"), o(win(names, "Bruno Keller", card("Bruno Keller", bruno2)), "Oct 16  08:53")))
    turns.append((code("pyautogui.click(580, 280)  # B. Keller"), o(win(names, "B. Keller", card("B. Keller", bk)), "Oct 16  08:54")))
    names2 = [n for n in names if n != "B. Keller"]
    turns.append((code("pyautogui.click(1457, 125)  # Contact menu\npyautogui.click(1400, 230)  # Delete"),
                  o(win(names2, None, empty, toast="B. Keller deleted"), "Oct 16  08:54")))
    turns.append((code("pyautogui.click(425, 125)  # Add contact"),
                  o(win(names2, None, editor("New Contact", "", [("", "Mobile")], [("", "Personal")], [], "Add")), "Oct 16  08:55")))
    names3 = sorted(names2 + ["Marisol Ortega"])
    turns.append((code("pyautogui.click(1120, 307); pyautogui.write('Marisol Ortega')\npyautogui.click(1050, 367); pyautogui.write('+34 612 48 93 07')\n"
                       "pyautogui.click(1050, 411); pyautogui.write('marisol.ortega@proton.me')\npyautogui.click(1435, 125)  # Add"),
                  o(win(names3, "Marisol Ortega", card("Marisol Ortega", mar)), "Oct 16  08:56")))
    turns.append((code("pyautogui.click(580, 300)  # Bruno Keller"), o(win(names3, "Bruno Keller", card("Bruno Keller", bruno_bad)), "Oct 16  08:56")))
    mar_y = wy + 96 + 42 * names3.index("Marisol Ortega") + 20
    turns.append((code(f"pyautogui.click(580, {mar_y})  # Marisol Ortega"), o(win(names3, "Marisol Ortega", card("Marisol Ortega", mar)), "Oct 16  08:57")))
    turns.append((code("pyautogui.click(580, 168)  # Search contacts\npyautogui.write('Ortega')"),
                  o(win(["Marisol Ortega"], "Marisol Ortega", card("Marisol Ortega", mar), search="Ortega"), "Oct 16  08:57")))
    rs.add(task="os", tid="h46-os-17", system=system(task), turns=turns, state=state, bad=True, turn=10,
           kind="work phone number digits changed with no edit")


# Slack desktop — clean
def t18(rs: RowSet) -> None:
    task = ("In Slack, set your status to 'In a meeting' for 1 hour, reply in the thread on Ana's migration question in "
            "#release-eng with a go, and pin her message to the channel.")
    run = ("Slack",)
    ana_q = "Can someone confirm the migration for the billing tables runs before the API deploy? Need a go/no-go for tonight."
    base_msgs = [("Wei Zhang", "10:12 AM", "Cut the 4.8.0 release branch. Code freeze is in effect until Friday 18:00."),
                 ("Ana Sousa", "10:31 AM", ana_q),
                 ("Tobias Brandt", "10:38 AM", "Staging is green on 4.8.0-rc2 :tada:"),
                 ("Wei Zhang", "10:40 AM", "Changelog draft: https://wiki.northwind.dev/rel/4.8.0 — please add anything I missed.")]
    replies = [("Tobias Brandt", "10:33 AM", "Migration is step 2 in the deploy pipeline, it runs before the API rollout."),
               ("Wei Zhang", "10:35 AM", "And it's idempotent, so a rerun is safe if it times out."),
               ("Ana Sousa", "10:37 AM", "Great — @dana can you give the final go?")]
    mine = ("dana", "10:46 AM", "Go from my side: migration first, then API. I'll watch the deploy at 7 pm.")

    def win(unread_random: int, status: str, thread_label: str, pins: int, pinned: bool, extra_msgs: list[tuple[str, str, str]],
            right: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "release-eng (Channel) - Northwind Labs - Slack", "", 70, 27, 1850, 1053),
                r("push-button", "Back", "", 300, 34, 30, 28), r("push-button", "Forward", "", 334, 34, 30, 28),
                r("entry", "Search Northwind Labs", "", 600, 34, 700, 28)]
        rows += [r("push-button", t, "", 78, 80 + 64 * k, 60, 60) for k, t in enumerate(["Home", "DMs", "Activity", "Later", "More"])]
        rows += [r("push-button", "dana", status, 78, 1010, 60, 60), r("label", "", "Northwind Labs", 150, 80, 250, 28),
                 r("tree-item", "Threads", "", 150, 120, 250, 26), r("tree-item", "Drafts & sent", "", 150, 146, 250, 26),
                 r("tree-item", "Channels", "expanded", 150, 186, 250, 26)]
        chans = [("general", ""), ("design-crit", ""), ("incidents", "2"), ("random", str(unread_random)), ("release-eng", "selected")]
        rows += [r("tree-item", f"# {c}", t, 166, 212 + 26 * k, 234, 26) for k, (c, t) in enumerate(chans)]
        rows += [r("tree-item", "Direct messages", "expanded", 150, 350, 250, 26)]
        rows += [r("tree-item", d, t, 166, 376 + 26 * k, 234, 26) for k, (d, t) in enumerate(
            [("Ana Sousa", "1"), ("Tobias Brandt", ""), ("Wei Zhang", ""), ("dana (you)", "")])]
        width = 900 if right else 1480
        rows += [r("heading", "# release-eng", "", 420, 76, 300, 30), r("push-button", "Members", "14", 420 + width - 200, 76, 80, 30),
                 r("push-button", "Huddle", "", 420 + width - 110, 76, 100, 30), r("page-tab", "Messages", "selected", 420, 110, 100, 28),
                 r("page-tab", "Pins", str(pins), 524, 110, 80, 28), r("page-tab", "Files", "", 608, 110, 80, 28)]
        y = 160
        for a, t, txt in base_msgs + extra_msgs:
            rows += [r("push-button", a, "", 470, y, 160, 22), r("label", "", t, 640, y, 90, 22), r("paragraph", "", txt, 470, y + 24, width - 60, 40)]
            if txt == ana_q:
                if pinned:
                    rows.append(r("label", "", "Pinned by you", 470, y - 18, 200, 16))
                rows += [r("push-button", thread_label, "", 470, y + 68, 400, 24)]
                y += 30
            y += 80
        rows += [r("entry", "Message #release-eng", "", 420, 960, width - 20, 70)]
        return rows + (right or [])

    def thread(reps: list[tuple[str, str, str]]) -> list[Row]:
        t = [r("heading", "Thread", "", 1340, 76, 200, 30), r("label", "", "# release-eng", 1340, 104, 200, 20),
             r("push-button", "Close", "", 1870, 76, 30, 30), r("push-button", "Ana Sousa", "", 1340, 140, 160, 22),
             r("label", "", "10:31 AM", 1510, 140, 90, 22), r("paragraph", "", ana_q, 1340, 164, 560, 60),
             r("label", "", f"{len(reps)} replies", 1340, 230, 200, 20)]
        for k, (a, tm, txt) in enumerate(reps):
            y = 260 + 90 * k
            t += [r("push-button", a, "", 1340, y, 160, 22), r("label", "", tm, 1510, y, 90, 22), r("paragraph", "", txt, 1340, y + 24, 560, 60)]
        t += [r("entry", "Reply…", "", 1340, 920, 560, 70), r("check-box", "Also send to # release-eng", "unchecked", 1340, 996, 300, 22)]
        return t

    def o(rows: list[Row], clock: str) -> str:
        return obs("Slack", run, rows, clock)

    state = o(win(1, "Active", "3 replies Last reply 6 minutes ago", 2, False, []), "Oct 16  10:43")
    menu = [r("menu", "", "", 140, 700, 300, 300), r("label", "", "dana", 156, 712, 260, 22), r("label", "", "Active", 156, 736, 260, 20)]
    menu += [r("menu-item", m, "", 142, 770 + 30 * k, 296, 28) for k, m in enumerate(
        ["Update your status", "Set yourself as away", "Pause notifications", "Profile", "Preferences", "Sign out of Northwind Labs"])]
    turns = []
    turns.append((code("pyautogui.click(108, 1040)  # profile picture"), o(win(1, "Active", "3 replies Last reply 6 minutes ago", 2, False, []) + menu, "Oct 16  10:43")))
    sugg = [("In a meeting", "1 hour"), ("Commuting", "30 minutes"), ("Out sick", "Today"), ("Vacationing", "Don't clear"), ("Working remotely", "Today")]

    def sdlg(text: str, after: str) -> list[Row]:
        d = [r("dialog", "Set a status", "", 660, 240, 600, 560), r("entry", "What's your status?", text, 690, 300, 540, 40)]
        if not text:
            d.append(r("label", "", "For Northwind Labs:", 690, 360, 300, 20))
            d += [r("push-button", a, b, 690, 390 + 44 * k, 540, 40) for k, (a, b) in enumerate(sugg)]
        d += [r("combo-box", "Remove status after…", after, 690, 640, 300, 34),
              r("push-button", "Cancel", "", 1010, 740, 100, 36), r("push-button", "Save", "", 1120, 740, 100, 36)]
        return d

    turns.append((code("pyautogui.click(290, 785)  # Update your status"),
                  o(win(1, "Active", "3 replies Last reply 7 minutes ago", 2, False, []) + sdlg("", "Today"), "Oct 16  10:44")))
    turns.append((code("pyautogui.click(960, 410)  # In a meeting"),
                  o(win(1, "Active", "3 replies Last reply 7 minutes ago", 2, False, []) + sdlg("In a meeting", "1 hour"), "Oct 16  10:44")))
    turns.append((code("pyautogui.click(1170, 758)  # Save"), o(win(2, "In a meeting", "3 replies Last reply 8 minutes ago", 2, False, []), "Oct 16  10:45")))
    turns.append((code("pyautogui.moveTo(900, 290)\npyautogui.click(1840, 262)  # Reply in thread"),
                  o(win(2, "In a meeting", "3 replies Last reply 8 minutes ago", 2, False, [], thread(replies)), "Oct 16  10:45")))
    turns.append((code(f"pyautogui.click(1620, 955)\npyautogui.write({mine[2]!r})\npyautogui.press('enter')"),
                  o(win(2, "In a meeting", "4 replies Last reply just now", 2, False, [], thread(replies + [mine])), "Oct 16  10:46")))
    tob = ("Tobias Brandt", "10:47 AM", "Thanks! Scheduling the prod deploy for 19:00 then.")
    turns.append((code("pyautogui.moveTo(900, 290)\npyautogui.click(1300, 262)  # More actions\npyautogui.click(1200, 520)  # Pin to channel"),
                  o(win(2, "In a meeting", "4 replies Last reply 1 minute ago", 3, True, [tob], thread(replies + [mine])), "Oct 16  10:47")))
    rs.add(task="os", tid="h46-os-18", system=system(task), turns=turns, state=state)


# GNOME Terminal profiles — clean
def t19(rs: RowSet) -> None:
    task = ("In Terminal preferences, clone the 'Unnamed' profile as 'Presentation', give the clone a custom font "
            "Monospace 18, make it the default profile, and check that 'Unnamed' kept its settings.")
    run = ("Terminal",)
    ids = {"Unnamed": "b1dcc9dd-5262-4d8d-a863-c897e6d979b9", "Solarized Dark": "3f6c2a0e-8b21-4d47-9a1f-7c5e0d2b94a8",
           "Presentation": "e7a41c58-0d93-4b6f-bb2e-51f0c8a7d316"}
    wx, wy = 500, 120
    term = [r("frame", "dana@atlas: ~", "", 300, 80, 1000, 640), r("terminal", "", "dana@atlas:~$ ", 310, 120, 980, 590)]

    def prefs(page: str, profiles: list[str], default: str, extra: list[Row]) -> list[Row]:
        title = "Preferences – General" if page == "General" else f"Preferences – Profile “{page}”"
        rows = [r("frame", title, "", wx, wy, 980, 760), r("push-button", "Close", "", wx + 938, wy + 8, 34, 34),
                r("list-item", "General", "selected" if page == "General" else "", wx + 8, wy + 56, 220, 32),
                r("list-item", "Shortcuts", "", wx + 8, wy + 90, 220, 32), r("label", "Profiles", "", wx + 8, wy + 132, 160, 24),
                r("push-button", "New Profile", "", wx + 190, wy + 128, 30, 30)]
        for k, p in enumerate(profiles):
            t = ", ".join(x for x in ("selected" if p == page else "", "Default" if p == default else "") if x)
            rows += [r("list-item", p, t, wx + 8, wy + 164 + 34 * k, 220, 32), r("push-button", "Profile menu", "", wx + 196, wy + 166 + 34 * k, 28, 28)]
        return rows + extra

    def general() -> list[Row]:
        return [r("check-box", "Show menubar by default in new terminals", "checked", wx + 260, wy + 70, 400, 24),
                r("check-box", "Enable mnemonics (such as Alt+F to open the File menu)", "unchecked", wx + 260, wy + 100, 500, 24),
                r("check-box", "Enable the menu accelerator key (F10 by default)", "checked", wx + 260, wy + 130, 500, 24),
                r("combo-box", "Theme variant", "Default", wx + 460, wy + 170, 200, 30),
                r("combo-box", "Open new terminals in", "Tab", wx + 460, wy + 210, 200, 30),
                r("combo-box", "New tab position", "Next", wx + 460, wy + 250, 200, 30),
                r("check-box", "Always show tabs", "unchecked", wx + 260, wy + 290, 300, 24)]

    def tabs(sel: str) -> list[Row]:
        return [r("page-tab", t, "selected" if t == sel else "", wx + 260 + 130 * k, wy + 120, 126, 30) for k, t in enumerate(
            ["Text", "Colors", "Scrolling", "Command", "Compatibility"])]

    def text_tab(name: str, custom: bool, font: str) -> list[Row]:
        return [r("heading", name, "", wx + 260, wy + 56, 400, 28), r("label", "", f"Profile ID: {ids[name]}", wx + 260, wy + 88, 500, 20)] + tabs("Text") + [
            r("label", "Text Appearance", "", wx + 260, wy + 170, 200, 22), r("label", "Initial terminal size", "", wx + 260, wy + 200, 200, 22),
            r("spin-button", "columns", "80", wx + 480, wy + 196, 90, 30), r("spin-button", "rows", "24", wx + 620, wy + 196, 90, 30),
            r("push-button", "Reset", "", wx + 760, wy + 196, 70, 30), r("spin-button", "Cell spacing width", "1.00", wx + 480, wy + 236, 90, 30),
            r("spin-button", "Cell spacing height", "1.00", wx + 620, wy + 236, 90, 30),
            r("check-box", "Custom font", "checked" if custom else "unchecked", wx + 260, wy + 280, 200, 24),
            r("push-button", "Font", font, wx + 480, wy + 276, 260, 30),
            r("combo-box", "Allow blinking text", "Always", wx + 480, wy + 320, 200, 30),
            r("check-box", "Show bold text in bright colors", "checked", wx + 260, wy + 360, 300, 24),
            r("label", "Cursor", "", wx + 260, wy + 400, 200, 22), r("combo-box", "Cursor shape", "Block", wx + 480, wy + 430, 200, 30),
            r("combo-box", "Cursor blinking", "Follow system", wx + 480, wy + 470, 200, 30),
            r("label", "Sound", "", wx + 260, wy + 520, 200, 22), r("check-box", "Terminal bell", "checked", wx + 260, wy + 550, 200, 24)]

    def colors_tab(name: str) -> list[Row]:
        return [r("heading", name, "", wx + 260, wy + 56, 400, 28), r("label", "", f"Profile ID: {ids[name]}", wx + 260, wy + 88, 500, 20)] + tabs("Colors") + [
            r("label", "Text and Background Color", "", wx + 260, wy + 170, 300, 22),
            r("check-box", "Use colors from system theme", "checked", wx + 260, wy + 200, 300, 24),
            r("combo-box", "Built-in schemes", "Custom", wx + 480, wy + 236, 200, 30),
            r("push-button", "Default color Text", "", wx + 480, wy + 276, 60, 30), r("push-button", "Default color Background", "", wx + 560, wy + 276, 60, 30),
            r("check-box", "Bold color", "unchecked", wx + 260, wy + 316, 200, 24), r("check-box", "Cursor color", "unchecked", wx + 260, wy + 346, 200, 24),
            r("check-box", "Highlight color", "unchecked", wx + 260, wy + 376, 200, 24),
            r("check-box", "Use transparent background", "unchecked", wx + 260, wy + 416, 300, 24),
            r("label", "Palette", "", wx + 260, wy + 460, 200, 22), r("combo-box", "Built-in schemes", "GNOME", wx + 480, wy + 490, 200, 30)]

    def o(rows: list[Row], clock: str) -> str:
        return obs("Terminal", run, rows, clock)

    profs = ["Solarized Dark", "Unnamed"]
    state = o(term, "Oct 16  21:03")
    turns = []
    turns.append((code("pyautogui.click(1255, 100)  # Terminal menu\npyautogui.click(1180, 300)  # Preferences"),
                  o(term + prefs("General", profs, "Unnamed", general()), "Oct 16  21:03")))
    turns.append((code("pyautogui.click(600, 300)  # Unnamed"), o(term + prefs("Unnamed", profs, "Unnamed", text_tab("Unnamed", False, "Monospace 12")), "Oct 16  21:04")))
    pm = [r("menu", "", "", wx + 220, wy + 190, 200, 130)] + [r("menu-item", m, "", wx + 222, wy + 192 + 30 * k, 196, 28) for k, m in enumerate(
        ["Clone…", "Rename…", "Delete…", "Set as default"])]
    turns.append((code("pyautogui.click(710, 298)  # Profile menu of Unnamed"),
                  o(term + prefs("Unnamed", profs, "Unnamed", text_tab("Unnamed", False, "Monospace 12") + pm), "Oct 16  21:04")))
    cd = [r("dialog", "Clone Profile", "", wx + 240, wy + 260, 460, 160), r("entry", "Profile name", "Unnamed (Copy)", wx + 260, wy + 310, 420, 32),
          r("push-button", "Cancel", "", wx + 480, wy + 370, 100, 32), r("push-button", "Clone", "", wx + 590, wy + 370, 90, 32)]
    turns.append((code("pyautogui.click(800, 327)  # Clone…"),
                  o(term + prefs("Unnamed", profs, "Unnamed", text_tab("Unnamed", False, "Monospace 12") + cd), "Oct 16  21:05")))
    profs2 = ["Presentation", "Solarized Dark", "Unnamed"]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Presentation')\npyautogui.click(1135, 506)  # Clone"),
                  o(term + prefs("Presentation", profs2, "Unnamed", text_tab("Presentation", False, "Monospace 12")), "Oct 16  21:05")))
    turns.append((code("pyautogui.click(770, 412)  # Custom font\npyautogui.click(1110, 411)  # Font\ntime.sleep(1)\n"
                       "pyautogui.tripleClick(1300, 760)  # size entry of the font chooser\npyautogui.write('18')\npyautogui.press('enter')"),
                  o(term + prefs("Presentation", profs2, "Unnamed", text_tab("Presentation", True, "Monospace 18")), "Oct 16  21:06")))
    turns.append((code("pyautogui.click(710, 298)  # Profile menu of Presentation\npyautogui.click(800, 417)  # Set as default"),
                  o(term + prefs("Presentation", profs2, "Presentation", text_tab("Presentation", True, "Monospace 18")), "Oct 16  21:06")))
    turns.append((code("pyautogui.click(890, 255)  # Colors"), o(term + prefs("Presentation", profs2, "Presentation", colors_tab("Presentation")), "Oct 16  21:07")))
    turns.append((code("pyautogui.click(600, 366)  # Unnamed"),
                  o(term + prefs("Unnamed", profs2, "Presentation", text_tab("Unnamed", False, "Monospace 12")), "Oct 16  21:07")))
    rs.add(task="os", tid="h46-os-19", system=system(task), turns=turns, state=state)


# Document Viewer annotations — bad
def t20(rs: RowSet) -> None:
    task = ("In Document Viewer, add a note on page 4 of contract_v3.pdf next to clause 4.2 saying 'Confirm 90-day notice with HR "
            "before signing.', highlight clause 7.2 on page 6 at 60% opacity, and save a copy of the annotated file.")
    run = ("Document Viewer",)
    pages = {
        1: ["SERVICES AGREEMENT", "between Northwind Labs GmbH (\"Client\") and Brightline Data Services Ltd (\"Supplier\")",
            "Contract reference NWL-2024-117, version 3, 4 October 2024", "1. Definitions",
            "1.1 \"Agreement\" means this services agreement including its schedules."],
        4: ["4. Term and Termination",
            "4.1 This Agreement commences on the Effective Date and continues for an initial term of twenty-four (24) months.",
            "4.2 Either party may terminate this Agreement for convenience by giving not less than ninety (90) days' written notice to the other party.",
            "4.3 Either party may terminate this Agreement with immediate effect if the other party commits a material breach that is not remedied within thirty (30) days.",
            "4.4 Termination does not affect any rights or liabilities accrued before the termination date.",
            "5. Fees and Payment", "5.1 The Client shall pay the fees set out in Schedule 2 within thirty (30) days of receipt of a valid invoice."],
        6: ["7. Confidentiality",
            "7.1 \"Confidential Information\" means all information disclosed by one party to the other that is marked as confidential or would reasonably be considered confidential.",
            "7.2 The Receiving Party shall not disclose Confidential Information to any third party without prior written consent, except to its employees and professional advisers who need to know it.",
            "7.3 The obligations in this clause survive termination of this Agreement for five (5) years.",
            "8. Data Protection", "8.1 Each party shall comply with applicable data protection law, including the GDPR."],
    }
    note_txt = "Confirm 90-day notice with HR before signing."
    hl_txt = "The Receiving Party shall not disclose Confidential Information to any third party without prior written consent…"
    old = [("Page 2", "Note", "Check governing law clause vs. DE template"), ("Page 9", "Highlight", "liability cap of EUR 250,000")]

    def win(page: int, side: str | None, annots: list[tuple[str, str, str]], annotate: bool, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "contract_v3.pdf — Services Agreement NWL-2024-117", "", 70, 27, 1850, 1053),
                r("toggle-button", "Side pane", "pressed" if side else "", 80, 34, 34, 34), r("entry", "Page", str(page), 130, 36, 50, 30),
                r("label", "", "of 14", 184, 40, 50, 22), r("push-button", "Previous Page", "", 240, 34, 34, 34),
                r("push-button", "Next Page", "", 276, 34, 34, 34), r("toggle-button", "Annotate the document", "pressed" if annotate else "", 1700, 34, 34, 34),
                r("push-button", "Search", "", 1740, 34, 34, 34), r("combo-box", "Zoom", "Fit Width", 1780, 34, 100, 34),
                r("push-button", "File options", "", 1884, 34, 34, 34)]
        if annotate:
            rows += [r("push-button", "Add text annotation", "", 1620, 76, 34, 34), r("push-button", "Add highlight annotation", "", 1660, 76, 34, 34)]
        x0 = 460 if side else 200
        if side == "Thumbnails":
            rows.append(r("combo-box", "Sidebar view", "Thumbnails", 80, 80, 360, 30))
            rows += [r("push-button", f"Page {k}", "", 180, 120 + 200 * (k - 1), 140, 190) for k in range(1, 6)]
        elif side == "Annotations":
            rows.append(r("combo-box", "Sidebar view", "Annotations", 80, 80, 360, 30))
            y = 120
            last = None
            for pg, kind, txt in sorted(annots, key=lambda a: int(a[0].split()[1])):
                if pg != last:
                    rows.append(r("label", pg, "", 90, y, 340, 22))
                    y += 24
                    last = pg
                rows.append(r("list-item", kind, txt, 100, y, 330, 40))
                y += 44
        rows += [r("paragraph", "", t, x0, 140 + 60 * k, 1400 - (x0 - 200), 54) for k, t in enumerate(pages.get(page, pages[1]))]
        return rows + (extra or [])

    def o(rows: list[Row], clock: str) -> str:
        return obs("Document Viewer", run, rows, clock)

    state = o(win(1, None, old, False), "Oct 16  14:07")
    turns = []
    turns.append((code("pyautogui.press('f9')"), o(win(1, "Thumbnails", old, False), "Oct 16  14:07")))
    turns.append((code("pyautogui.click(260, 95)  # Sidebar view\npyautogui.click(260, 160)  # Annotations"), o(win(1, "Annotations", old, False), "Oct 16  14:08")))
    turns.append((code("pyautogui.tripleClick(155, 51)\npyautogui.write('4\\n')"), o(win(4, "Annotations", old, False), "Oct 16  14:08")))
    a1 = old + [("Page 4", "Note", "")]
    popup = [r("window", "dana", "", 1500, 250, 300, 200), r("push-button", "Close", "", 1770, 254, 24, 24)]
    turns.append((code("pyautogui.click(1717, 51)  # Annotate the document\npyautogui.click(1637, 93)  # Add text annotation\n"
                       "pyautogui.click(1420, 262)  # next to clause 4.2"),
                  o(win(4, "Annotations", a1, True, popup + [r("text", "", "", 1510, 284, 280, 156)]), "Oct 16  14:09")))
    a2 = old + [("Page 4", "Note", note_txt)]
    turns.append((code(f"pyautogui.write({note_txt!r})"),
                  o(win(4, "Annotations", a2, True, popup + [r("text", "", note_txt, 1510, 284, 280, 156)]), "Oct 16  14:10")))
    note_y = 120 + 24 + 44 + 24

    def tip(stamp: str) -> list[Row]:
        return [r("tool-tip", "", f"dana — {stamp}", 240, note_y + 44, 300, 24)]

    turns.append((code(f"pyautogui.click(1782, 266)  # close the note window\npyautogui.moveTo(260, {note_y + 20})  # Page 4 note in the list"),
                  o(win(4, "Annotations", a2, True, tip("16 Oct 2024, 14:10:05")), "Oct 16  14:10")))
    turns.append((code("pyautogui.tripleClick(155, 51)\npyautogui.write('6\\n')"), o(win(6, "Annotations", a2, True), "Oct 16  14:11")))
    a3 = a2 + [("Page 6", "Highlight", hl_txt)]
    turns.append((code("pyautogui.click(1677, 93)  # Add highlight annotation\npyautogui.moveTo(460, 262)\npyautogui.dragTo(1580, 300, duration=1.0)"),
                  o(win(6, "Annotations", a3, True), "Oct 16  14:11")))
    cm = [r("menu", "", "", 900, 290, 240, 64), r("menu-item", "Annotation Properties…", "", 902, 292, 236, 28),
          r("menu-item", "Remove Annotation", "", 902, 322, 236, 28)]
    turns.append((code("pyautogui.rightClick(900, 280)  # on the highlight"), o(win(6, "Annotations", a3, True, cm), "Oct 16  14:12")))

    def props(opacity: str) -> list[Row]:
        return [r("dialog", "Annotation Properties", "", 760, 360, 420, 300), r("entry", "Author", "dana", 900, 400, 260, 30),
                r("push-button", "Color", "#f8e45c", 900, 440, 260, 30), r("spin-button", "Opacity", opacity, 900, 480, 260, 30),
                r("combo-box", "Markup type", "Highlight", 900, 520, 260, 30), r("push-button", "Cancel", "", 960, 610, 100, 32),
                r("push-button", "Apply", "", 1070, 610, 100, 32)]

    turns.append((code("pyautogui.click(1000, 306)  # Annotation Properties…"), o(win(6, "Annotations", a3, True, props("100")), "Oct 16  14:12")))
    turns.append((code(f"pyautogui.tripleClick(1030, 495)\npyautogui.write('60')\npyautogui.click(1120, 626)  # Apply\n"
                       f"pyautogui.moveTo(260, {note_y + 20})  # Page 4 note in the list"),
                  o(win(6, "Annotations", a3, True, tip("16 Oct 2024, 14:03:05")), "Oct 16  14:13")))
    sv = [r("dialog", "Save a Copy", "", 560, 200, 900, 640), r("entry", "Name", "contract_v3.pdf", 760, 216, 420, 30),
          r("push-button", "Cancel", "", 570, 212, 90, 34), r("push-button", "Save", "", 1360, 212, 90, 34),
          r("push-button", "dana", "", 760, 260, 80, 30), r("push-button", "Documents", "", 844, 260, 110, 30)]
    sv += [r("list-item", p, "selected" if p == "Documents" else "", 570, 300 + 32 * k, 170, 30) for k, p in enumerate(
        ["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"])]
    sv += [r("table-cell", n, "", 760, 330 + 28 * k, 600, 28) for k, n in enumerate(
        ["contract_v2.pdf", "contract_v3.pdf", "NDA_signed_2023.pdf", "Schedule_2_fees.pdf"])]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 's')"), o(win(6, "Annotations", a3, True, sv), "Oct 16  14:13")))
    rs.add(task="os", tid="h46-os-20", system=system(task), turns=turns, state=state, bad=True, turn=11,
           kind="annotation modification time moves backwards")


# GNOME System Monitor — clean
def t21(rs: RowSet) -> None:
    task = ("Files is frozen. In System Monitor, kill the nautilus process, start Files again, and check the new process's "
            "properties before returning to the full process list.")
    run = ("System Monitor", "Files")
    wx, wy = 410, 120
    # name, pid, memory MiB, cpu per turn (state, t1..t8), disk read total, disk write total
    procs = [
        ["gnome-shell", 1731, 388.2, [4.11, 3.87, 4.02, 3.54, 6.21, 5.90, 3.77, 3.92], "201.3 MB", "14.0 MB"],
        ["firefox", 3402, 1021.6, [3.02, 2.88, 3.40, 2.71, 2.95, 3.12, 2.60, 2.84], "588.0 MB", "131.7 MB"],
        ["Xwayland", 1790, 84.9, [1.20, 1.06, 1.31, 0.98, 2.44, 2.10, 0.91, 1.02], "9.4 MB", "0 bytes"],
        ["gnome-system-monitor", 6012, 61.7, [1.88, 2.01, 1.76, 1.93, 2.12, 1.84, 1.97, 2.05], "3.0 MB", "4.0 kB"],
        ["code", 4388, 402.5, [0.94, 0.81, 1.10, 0.76, 0.88, 0.69, 0.92, 0.85], "144.2 MB", "22.8 MB"],
        ["pipewire", 1452, 12.9, [0.51, 0.49, 0.55, 0.47, 0.52, 0.50, 0.48, 0.53], "1.1 MB", "0 bytes"],
        ["pulseaudio", 1455, 18.0, [0.27, 0.25, 0.31, 0.22, 0.26, 0.29, 0.24, 0.28], "3.6 MB", "28.0 kB"],
        ["tracker-miner-fs-3", 1988, 71.3, [0.12, 0.00, 0.15, 0.00, 0.64, 0.41, 0.10, 0.00], "903.4 MB", "118.2 MB"],
        ["ibus-daemon", 1866, 9.1, [0.08, 0.10, 0.06, 0.09, 0.11, 0.07, 0.08, 0.10], "2.7 MB", "0 bytes"],
        ["evolution-alarm-notify", 2190, 40.6, [0.0] * 8, "11.2 MB", "0 bytes"],
        ["gsd-housekeeping", 2021, 14.8, [0.0] * 8, "1.2 MB", "0 bytes"],
        ["gjs", 2004, 24.1, [0.0] * 8, "1.9 MB", "0 bytes"],
        ["gnome-terminal-server", 5120, 49.7, [0.0] * 8, "6.0 MB", "96.0 kB"],
    ]
    for p, last in zip(procs, [4.36, 2.79, 1.15, 1.99, 0.97, 0.54, 0.30, 0.22, 0.09, 0.0, 0.0, 0.0, 0.0]):
        p[3].append(last)  # type: ignore[attr-defined]
    old_n = ["nautilus", 4127, 212.4, [99.31, 99.12, 98.87, 99.40], "48.6 MB", "1.2 MB"]
    new_n = ["nautilus", 9862, 64.3, [0, 0, 0, 0, 0, 0.42, 0.00, 0.00, 0.00], "12.9 MB", "0 bytes"]
    cols = [("Process Name", 0, 250), ("User", 250, 90), ("% CPU", 340, 80), ("ID", 420, 80), ("Memory", 500, 110),
            ("Disk read total", 610, 130), ("Disk write total", 740, 130), ("Priority", 870, 110)]

    def header(search: str | None) -> list[Row]:
        rows = [r("frame", "System Monitor", "", wx, wy, 1100, 780),
                r("toggle-button", "Processes", "pressed", wx + 430, wy + 8, 100, 34), r("toggle-button", "Resources", "", wx + 534, wy + 8, 100, 34),
                r("toggle-button", "File Systems", "", wx + 638, wy + 8, 110, 34),
                r("toggle-button", "Search", "pressed" if search is not None else "", wx + 960, wy + 8, 34, 34),
                r("push-button", "Main Menu", "", wx + 1000, wy + 8, 34, 34), r("push-button", "Close", "", wx + 1058, wy + 8, 34, 34)]
        if search is not None:
            rows.append(r("entry", "Search", search, wx + 350, wy + 52, 400, 34))
        return rows

    def table(search: str | None, entries: list[list[object]], turn: int) -> list[Row]:
        top = wy + (96 if search is not None else 56)
        rows = [r("table-column-header", c, "", wx + 10 + dx, top, w, 26) for c, dx, w in cols]
        withcpu = [(e, float(e[3][turn])) for e in entries]  # type: ignore[index]
        withcpu.sort(key=lambda t: (-t[1], str(t[0][0])))
        for k, (e, c) in enumerate(withcpu):
            y = top + 28 * (k + 1)
            vals = [str(e[0]), "dana", f"{c:.2f}", str(e[1]), mem(float(e[2])), str(e[4]), str(e[5]), "Normal"]  # type: ignore[arg-type]
            for (_cn, dx, w), v in zip(cols, vals):
                rows.append(r("table-cell", v, "", wx + 10 + dx, y, w, 24))
        if not entries:
            rows.append(r("label", "", "No results", wx + 500, wy + 300, 120, 24))
        rows.append(r("push-button", "End Process", "", wx + 960, wy + 740, 120, 30))
        return rows

    alert = [r("alert", "", "", 760, 380, 460, 220), r("label", "", "“Files” is not responding.", 790, 410, 400, 24),
             r("label", "", "You may choose to wait a short while for it to continue or force the application to quit entirely.", 790, 440, 400, 48),
             r("push-button", "Force Quit", "", 790, 540, 190, 34), r("push-button", "Wait", "", 1000, 540, 190, 34)]

    def o(rows: list[Row], clock: str) -> str:
        return obs("System Monitor", run, rows, clock)

    files_win = [r("frame", "Home", "", 600, 160, 1000, 640), r("push-button", "Back", "", 610, 168, 34, 34),
                 r("push-button", "Forward", "", 646, 168, 34, 34), r("push-button", "Home", "", 700, 168, 90, 34)]
    files_win += [r("list-item", p, "selected" if p == "Home" else "", 610, 220 + 32 * k, 180, 30) for k, p in enumerate(
        ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"])]
    files_win += [r("push-button", f, "", 820 + 130 * (k % 6), 230 + 130 * (k // 6), 120, 120) for k, f in enumerate(
        ["Desktop", "Documents", "Downloads", "Music", "Pictures", "Public", "snap", "Templates", "Videos"])]
    state = o(header(None) + table(None, procs + [old_n], 0) + alert, "Oct 16  11:21")
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('nautilus')"),
                  o(header("nautilus") + table("nautilus", [old_n], 1) + alert, "Oct 16  11:21")))
    menu = [r("menu", "", "", 560, 260, 220, 250)] + [r("menu-item", m, "", 562, 262 + 27 * k, 216, 26) for k, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    turns.append((code("pyautogui.rightClick(540, 256)  # nautilus"), o(header("nautilus") + table("nautilus", [old_n], 2) + alert + menu, "Oct 16  11:22")))
    kd = [r("dialog", "Kill Process", "", 700, 420, 520, 200),
          r("label", "", "Kill the selected process “nautilus” (PID 4127)?", 730, 445, 460, 24),
          r("label", "", "Killing a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be killed.", 730, 480, 460, 60),
          r("push-button", "Cancel", "", 900, 570, 120, 34), r("push-button", "Kill Process", "", 1030, 570, 160, 34)]
    turns.append((code("pyautogui.click(620, 464)  # Kill"), o(header("nautilus") + table("nautilus", [old_n], 3) + alert + kd, "Oct 16  11:22")))
    turns.append((code("pyautogui.click(1110, 587)  # Kill Process"), o(header("nautilus") + table("nautilus", [], 4), "Oct 16  11:23")))
    turns.append((code("subprocess.Popen(['nautilus', '--new-window'])\ntime.sleep(3)"),
                  o(header("nautilus") + table("nautilus", [new_n], 5) + files_win, "Oct 16  11:24")))
    turns.append((code("pyautogui.click(960, 880)  # System Monitor window"),
                  o(files_win + header("nautilus") + table("nautilus", [new_n], 6), "Oct 16  11:24")))
    pr = [r("dialog", "Process Properties", "", 700, 260, 520, 560)]
    for k, (a, b) in enumerate([("Process Name", "nautilus"), ("User", "dana"), ("Status", "Sleeping"), ("Memory", "64.3 MiB"),
                                ("Virtual Memory", "1.3 GiB"), ("Resident Memory", "118.6 MiB"), ("Writable Memory", "58.9 MiB"),
                                ("Shared Memory", "54.3 MiB"), ("CPU", "0%"), ("CPU Time", "1.27 seconds"), ("Started", "Today 11:24:02"),
                                ("Nice", "0"), ("Priority", "Normal"), ("ID", "9862"), ("Security Context", "unconfined"),
                                ("Command Line", "nautilus --new-window"), ("Waiting Channel", "do_sys_poll"),
                                ("Control Group", "/user.slice/user-1000.slice/user@1000.service/app.slice/app-gnome-org.gnome.Nautilus-9862.scope")]):
        pr.append(r("label", a, b, 720, 290 + 28 * k, 480, 26))
    pr.append(r("push-button", "Close", "", 1100, 790, 100, 28))
    turns.append((code("pyautogui.rightClick(540, 256)  # nautilus\npyautogui.click(620, 275)  # Properties"),
                  o(files_win + header("nautilus") + table("nautilus", [new_n], 7) + pr, "Oct 16  11:25")))
    turns.append((code("pyautogui.click(1150, 804)  # Close\npyautogui.press('escape')  # leave the search"),
                  o(files_win + header(None) + table(None, procs + [new_n], 8), "Oct 16  11:25")))
    rs.add(task="os", tid="h46-os-21", system=system(task), turns=turns, state=state)


# LibreOffice Calc named ranges — bad
def t22(rs: RowSet) -> None:
    task = ("In budget_2025.ods, define a global named range TaxRate for Params.B2, use it in Q1!G4 as =F4*TaxRate, check the "
            "named ranges once more, and finally merge and center the title across A1:G1.")
    run = ("LibreOffice Calc",)
    title = "budget_2025.ods - LibreOffice Calc"
    items = [("Cloud hosting", "Hetzner", 1180.00, 1180.00, 1240.00), ("SaaS licences", "Atlassian", 860.00, 860.00, 910.00),
             ("Office rent", "Regus", 2400.00, 2400.00, 2400.00), ("Contractors", "Upwork", 3150.00, 2780.00, 3420.00),
             ("Hardware", "Dell", 0.00, 1890.00, 0.00), ("Travel", "Lufthansa", 640.00, 0.00, 1120.00),
             ("Marketing", "LinkedIn Ads", 1500.00, 1500.00, 1750.00), ("Training", "Coursera", 399.00, 0.00, 0.00),
             ("Telecom", "Swisscom", 212.40, 212.40, 212.40)]
    cells = [("A1", "Budget 2025 — Q1 operating costs (EUR)"), ("A3", "Category"), ("B3", "Vendor"), ("C3", "Jan"), ("D3", "Feb"),
             ("E3", "Mar"), ("F3", "Total"), ("G3", "Tax")]
    for k, (c, v, j, f, m) in enumerate(items, 4):
        cells += [(f"A{k}", c), (f"B{k}", v), (f"C{k}", money(j)), (f"D{k}", money(f)), (f"E{k}", money(m)), (f"F{k}", money(j + f + m))]
    tot = 4 + len(items)
    cells += [(f"A{tot}", "Total"), (f"C{tot}", money(sum(i[2] for i in items))), (f"D{tot}", money(sum(i[3] for i in items))),
              (f"E{tot}", money(sum(i[4] for i in items))), (f"F{tot}", money(sum(i[2] + i[3] + i[4] for i in items)))]
    shown = list(range(1, 31))
    sheets = ["Q1", "Q2", "Params"]

    def c(cl: list[tuple[str, str]], nb: str, inp: str, mod: bool, sm: str = "Sum=0") -> list[Row]:
        return calc(title, nb, inp, cl, shown, sheets, "Q1", mod, sm)

    def names(lst: list[tuple[str, str]], sel: int, name: str, rng: str) -> list[Row]:
        d = [r("dialog", "Manage Names", "", 560, 240, 760, 560)]
        d += [r("table-column-header", h, "", 590 + dx, 280, w, 24) for h, dx, w in (("Name", 0, 200), ("Range or Expression", 200, 300), ("Scope", 500, 180))]
        for k, (n, rg) in enumerate(lst):
            st = "selected" if k == sel else ""
            d += [r("table-cell", n, st, 590, 306 + 24 * k, 200, 24), r("table-cell", rg, st, 790, 306 + 24 * k, 300, 24),
                  r("table-cell", "Document (Global)", st, 1090, 306 + 24 * k, 180, 24)]
        d += [r("entry", "Name", name, 700, 560, 400, 28), r("entry", "Range or formula expression", rng, 700, 596, 400, 28),
              r("combo-box", "Scope", "Document (Global)", 700, 632, 400, 28), r("toggle-button", "Range Options", "", 590, 672, 140, 24),
              r("push-button", "Add", "", 1120, 560, 90, 30), r("push-button", "Delete", "", 1120, 596, 90, 30),
              r("push-button", "Help", "", 590, 760, 90, 30), r("push-button", "OK", "", 1120, 760, 90, 30), r("push-button", "Cancel", "", 1220, 760, 90, 30)]
        return d

    def o(rows: list[Row], clock: str) -> str:
        return obs("LibreOffice Calc", run, rows, clock)

    base_names = [("FX_EUR", "$Params.$B$4"), ("Regions", "$Params.$A$8:$A$12")]
    state = o(c(cells, "F4", "=SUM(C4:E4)", False, "Sum=3,600.00"), "Oct 16  09:38")
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'F3')  # Sheet > Named Ranges and Expressions > Manage"),
                  o(c(cells, "F4", "=SUM(C4:E4)", False, "Sum=3,600.00") + names(base_names, 0, "FX_EUR", "$Params.$B$4"), "Oct 16  09:38")))
    n3 = base_names + [("TaxRate", "$Params.$B$2")]
    turns.append((code("pyautogui.click(1165, 575)  # Add\npyautogui.tripleClick(900, 574); pyautogui.write('TaxRate')\n"
                       "pyautogui.tripleClick(900, 610); pyautogui.write('$Params.$B$2')\npyautogui.press('tab')"),
                  o(c(cells, "F4", "=SUM(C4:E4)", False, "Sum=3,600.00") + names(n3, 2, "TaxRate", "$Params.$B$2"), "Oct 16  09:39")))
    turns.append((code("pyautogui.click(1165, 775)  # OK"), o(c(cells, "F4", "=SUM(C4:E4)", True, "Sum=3,600.00"), "Oct 16  09:39")))
    f4 = items[0][2] + items[0][3] + items[0][4]
    cells2 = cells + [("G4", money(round(f4 * 0.19, 2)))]
    turns.append((code("pyautogui.click(725, 276)  # G4\npyautogui.write('=F4*TaxRate\\n')"), o(c(cells2, "G5", "", True), "Oct 16  09:40")))
    turns.append((code("pyautogui.hotkey('ctrl', 'F3')"),
                  o(c(cells2, "G5", "", True) + names(base_names + [("TaxRate", "$Params.$B$3")], 0, "FX_EUR", "$Params.$B$4"), "Oct 16  09:41")))
    turns.append((code("pyautogui.click(1265, 775)  # Cancel"), o(c(cells2, "G5", "", True), "Oct 16  09:41")))
    turns.append((code("pyautogui.click(140, 210)  # A1\npyautogui.keyDown('shift'); pyautogui.click(725, 210); pyautogui.keyUp('shift')  # A1:G1\n"
                       "pyautogui.click(650, 104)  # Merge and Center Cells"),
                  o(c(cells2, "A1:G1", "Budget 2025 — Q1 operating costs (EUR)", True), "Oct 16  09:42")))
    rs.add(task="os", tid="h46-os-22", system=system(task), turns=turns, state=state, bad=True, turn=5,
           kind="named range reference changed with no edit")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
