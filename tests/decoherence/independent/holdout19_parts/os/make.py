# ruff: noqa: E501
"""Holdout19, domain os: 22 Ubuntu 22.04 GNOME desktop trajectories driven by pyautogui code.

Every screen is rendered from an explicit per-app state by the small renderers below, so a clean
trajectory is consistent by construction (clock, counters, PIDs, progress and sort orders all move
for a reason). In each bad trajectory exactly one detail is overridden by hand at the labelled turn,
the way a simulating model drifts; later turns either never show that detail again or carry the
drifted value forward, so no second contradiction is introduced.

Run: ``python -m tests.decoherence.independent.holdout19_parts.os.make`` (writes os_test.jsonl and
labels.json next to this file).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

TASK = "os"
FAV = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Files", "Ubuntu Software", "Help"]
Turns = list[tuple[str, str]]


def R(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
      pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    """One row of the accessibility table (no field may contain a tab: it is the column separator)."""
    assert "\t" not in name + text + cls + desc, (tag, name, text[:60])
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def topbar(clock: str, app: str) -> list[str]:
    rows = [R("push-button", "Activities", "", "", "", (0, 0), (99, 27))]
    if app:
        rows.append(R("menu", app, "", "", "", (99, 0), (30 + 9 * len(app), 27)))
    rows += [R("label", "", clock, "", "", (884, 0), (152, 27)),
             R("menu", "System", "", "", "", (1766, 0), (154, 27))]
    return rows


def dock(extra: tuple[str, ...] = ()) -> list[str]:
    names = FAV + [e for e in extra if e not in FAV]
    rows = [R("push-button", n, "", "", "running" if n in extra else "", (8, 35 + 64 * i), (56, 56))
            for i, n in enumerate(names)]
    rows.append(R("push-button", "Show Applications", "", "", "", (8, 1016), (56, 56)))
    return rows


def screen(clock: str, app: str, body: list[str], extra: tuple[str, ...] = ()) -> str:
    return "\n".join([OS_HDR, *topbar(clock, app), *dock(extra), *body])


def desktop(clock: str, task: str, icons: tuple[str, ...] = ("Home", "Trash"), extra: tuple[str, ...] = ()) -> str:
    body = [R("icon", n, n, "", "", (1790, 60 + 110 * i), (96, 96)) for i, n in enumerate(icons)]
    return f"Task: {task}\n\n" + screen(clock, "", body, extra)


def act(src: str) -> str:
    return code(src)


def frame(title: str, pos: tuple[int, int] = (70, 27), size: tuple[int, int] = (1850, 1053)) -> str:
    return R("frame", title, "", "", "", pos, size)


class Term:
    """A gnome-terminal pane: prompt, typed command, output, next prompt; the widget shows the last rows."""

    def __init__(self, user: str, host: str, cwd: str = "~", rows: int = 42) -> None:
        self.user, self.host, self.cwd, self.rows = user, host, cwd, rows
        self.lines = [self.ps1]

    @property
    def ps1(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    @property
    def title(self) -> str:
        return f"{self.user}@{self.host}: {self.cwd}"

    def run(self, cmd: str, out: str = "", cd: str | None = None) -> None:
        self.lines[-1] += cmd
        if out:
            self.lines += [ln.expandtabs(8) for ln in out.rstrip("\n").split("\n")]
        if cd is not None:
            self.cwd = cd
        self.lines.append(self.ps1)

    def text(self) -> str:
        return "\n".join(self.lines[-self.rows:])

    def window(self, pos: tuple[int, int] = (70, 27), size: tuple[int, int] = (1850, 1053)) -> list[str]:
        x, y = pos
        return [frame(self.title, pos, size),
                R("push-button", "New tab", "", "", "", (x + 8, y + 6), (34, 34)),
                R("push-button", "Menu", "", "", "", (x + size[0] - 130, y + 6), (34, 34)),
                R("terminal", "Terminal", self.text(), "", "", (x, y + 46), (size[0], size[1] - 46))]


def typed(cmd: str, wait: float = 1.0) -> str:
    esc = cmd.replace("\\", "\\\\").replace("'", "\\'")
    return act(f"import pyautogui, time\npyautogui.typewrite('{esc}\\n', interval=0.02)\ntime.sleep({wait})")


def general(v: Decimal) -> str:
    """LibreOffice 'General' number format: no thousands separator, no trailing zeros."""
    s = format(v.normalize(), "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def money(v: Decimal) -> str:
    q = v.quantize(Decimal("0.01"))
    s = f"${abs(q):,.2f}"
    return "-" + s if q < 0 else s


# ---------------------------------------------------------------------------------------------------------
# 01  Files (Nautilus): rename three scans, move them into ~/Documents/Invoices.  BAD turn 7: renamed file
#     shows under its old name after the move.

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]


def nautilus(title: str, crumbs: list[str], items: list[tuple[str, ...]], *, selected: tuple[str, ...] = (),
             status: str = "", active: str = "", extra_side: tuple[str, ...] = (), cols: tuple[str, ...] = ("Name", "Size", "Modified"),
             popover: list[str] | None = None, empty: str = "", bare: bool = False) -> list[str]:
    rows = [frame(title),
            R("push-button", "Back", "", "", "", (312, 35), (34, 34)),
            R("push-button", "Forward", "", "", "", (346, 35), (34, 34))]
    x = 392
    for i, c in enumerate(crumbs):
        w = 40 + 9 * len(c)
        rows.append(R("toggle-button", c, "", "", "current location" if i == len(crumbs) - 1 else "", (x, 35), (w, 34)))
        x += w + 4
    rows += [R("toggle-button", "Search", "", "", "", (1650, 35), (34, 34)),
             R("push-button", "View options", "", "", "", (1694, 35), (34, 34)),
             R("push-button", "Toggle view", "", "", "", (1738, 35), (34, 34)),
             R("push-button", "Main menu", "", "", "", (1838, 35), (34, 34))]
    if popover:
        rows += popover
    side = SIDEBAR[:9] + list(extra_side) + SIDEBAR[9:]
    for i, s in enumerate(side):
        rows.append(R("list-item", s, "", "", "selected" if s == active else "", (70, 80 + 36 * i), (232, 36)))
    rows.append(R("list-item", "Other Locations", "", "", "selected" if active == "Other Locations" else "", (70, 80 + 36 * len(side) + 12), (232, 36)))
    if bare:
        pass
    elif empty:
        rows.append(R("label", "", empty, "", "", (900, 520), (400, 40)))
    else:
        widths = {"Name": 760, "Size": 150, "Modified": 160, "Original Location": 300, "Trashed On": 180}
        cx = 310
        for c in cols:
            rows.append(R("table-column-header", c, "", "", "", (cx, 80), (widths[c], 34)))
            cx += widths[c]
        for i, it in enumerate(items):
            y = 118 + 38 * i
            cx = 310
            for c, val in zip(cols, it):
                rows.append(R("table-cell", "", val, "", "selected" if it[0] in selected else "", (cx, y), (widths[c], 38)))
                cx += widths[c]
    if status:
        rows.append(R("label", "", status, "", "", (1480, 1036), (430, 30)))
    return rows


def row_y(i: int) -> int:
    return 118 + 38 * i + 19


def t01(rs: RowSet) -> None:
    day = "Tue Mar 12"
    task = "Rename the three scanned invoices in ~/Downloads to date-prefixed names and move them into a new folder ~/Documents/Invoices."
    dl = {  # name -> (size, modified, bytes)
        "invoice_template.ods": ("18.0 kB", "12 Feb", 18_004),
        "IMG_20240302_181522.jpg": ("3.4 MB", "2 Mar", 3_412_880),
        "meeting-notes.docx": ("24.1 kB", "Yesterday", 24_117),
        "node-v20.11.1-linux-x64.tar.xz": ("24.6 MB", "20 Feb", 24_610_304),
        "scan0001.pdf": ("412.3 kB", "09:14", 412_310),
        "scan0002.pdf": ("388.9 kB", "09:15", 388_890),
        "scan0003.pdf": ("1.2 MB", "09:17", 1_203_456),
        "Screenshot from 2024-03-11 17-02-44.png": ("512.8 kB", "Yesterday", 512_801),
        "tax-2023-summary.pdf": ("96.5 kB", "28 Feb", 96_512),
        "ubuntu-22.04.4-desktop-amd64.iso": ("4.9 GB", "3 Mar", 4_932_845_568),
        "zoom_amd64.deb": ("156.4 MB", "27 Feb", 156_398_112),
    }

    def listing(d: dict[str, tuple[str, str, int]]) -> list[tuple[str, str, str]]:
        return [(n, d[n][0], d[n][1]) for n in sorted(d, key=str.casefold)]

    def pos(d: dict[str, tuple[str, str, int]], name: str) -> int:
        return [n for n, _, _ in listing(d)].index(name)

    turns: Turns = []
    crumbs = ["Home", "Downloads"]
    dlx = ("Files",)
    turns.append((act("import subprocess, time\nsubprocess.Popen(['nautilus', '/home/alex/Downloads'])\ntime.sleep(2)"),
                  screen(f"{day}  09:44", "Files", nautilus("Downloads", crumbs, listing(dl), active="Downloads"), dlx)))
    renames = [("scan0001.pdf", "2024-03-04_invoice_Hetzner.pdf", "09:45"),
               ("scan0002.pdf", "2024-03-06_invoice_DigitalOcean.pdf", "09:45"),
               ("scan0003.pdf", "2024-03-08_invoice_Fastmail.pdf", "09:46")]
    for old, new, t in renames:
        y = row_y(pos(dl, old))
        dl[new] = dl.pop(old)
        src = (f"import pyautogui, time\npyautogui.click(560, {y})  # {old}\npyautogui.press('f2')\ntime.sleep(0.5)\n"
               f"pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('{new}', interval=0.03)\npyautogui.press('enter')\ntime.sleep(1)")
        turns.append((act(src), screen(f"{day}  {t}", "Files", nautilus(
            "Downloads", crumbs, listing(dl), selected=(new,), status=f"“{new}” selected ({dl[new][0]})", active="Downloads"), dlx)))
    docs = {"Invoices": ("0 items", "09:46"), "Projects": ("12 items", "8 Mar"), "Receipts": ("7 items", "29 Feb"),
            "cv_2024.odt": ("31.2 kB", "14 Feb"), "notes.txt": ("2.1 kB", "Yesterday")}

    def doc_list() -> list[tuple[str, str, str]]:
        return [(n, s, m) for n, (s, m) in docs.items()]

    turns.append((act("import pyautogui, time\npyautogui.click(186, 242)  # sidebar: Documents\ntime.sleep(1)\n"
                      "pyautogui.hotkey('shift', 'ctrl', 'n')\ntime.sleep(0.8)\npyautogui.typewrite('Invoices', interval=0.03)\n"
                      "pyautogui.press('enter')\ntime.sleep(1)"),
                  screen(f"{day}  09:46", "Files", nautilus("Documents", ["Home", "Documents"], doc_list(), selected=("Invoices",),
                                                            status="“Invoices” selected (containing 0 items)", active="Documents"), dlx)))
    inv = [n for n, _, _ in listing(dl)][:3]
    turns.append((act("import pyautogui, time\npyautogui.click(186, 278)  # sidebar: Downloads\ntime.sleep(1)\n"
                      f"pyautogui.click(560, {row_y(0)})\n"
                      f"pyautogui.keyDown('shift'); pyautogui.click(560, {row_y(2)}); pyautogui.keyUp('shift')\n"
                      "pyautogui.hotkey('ctrl', 'x')\ntime.sleep(0.5)"),
                  screen(f"{day}  09:47", "Files", nautilus("Downloads", crumbs, listing(dl), selected=tuple(inv),
                                                            status="3 items selected (2.0 MB)", active="Downloads"), dlx)))
    moved = {n: dl.pop(n) for n in inv}
    # BAD: the moved file 2024-03-06_invoice_DigitalOcean.pdf is listed under its pre-rename name
    shown = {("scan0002.pdf" if n == "2024-03-06_invoice_DigitalOcean.pdf" else n): v for n, v in moved.items()}
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'l')\n"
                      "pyautogui.typewrite('/home/alex/Documents/Invoices\\n', interval=0.02)\ntime.sleep(1)\n"
                      "pyautogui.hotkey('ctrl', 'v')\ntime.sleep(1.5)"),
                  screen(f"{day}  09:47", "Files", nautilus("Invoices", ["Home", "Documents", "Invoices"], listing(shown),
                                                            selected=tuple(shown), status="3 items selected (2.0 MB)"), dlx)))
    docs["Invoices"] = ("3 items", "09:47")
    turns.append((act("import pyautogui, time\npyautogui.hotkey('alt', 'up')\ntime.sleep(1)"),
                  screen(f"{day}  09:48", "Files", nautilus("Documents", ["Home", "Documents"], doc_list(), selected=("Invoices",),
                                                            status="“Invoices” selected (containing 3 items)", active="Documents"), dlx)))
    turns.append((act("import pyautogui, time\npyautogui.click(186, 278)  # sidebar: Downloads\ntime.sleep(1)"),
                  screen(f"{day}  09:48", "Files", nautilus("Downloads", crumbs, listing(dl), active="Downloads"), dlx)))
    rs.add(task=TASK, tid="h19-os-01", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  09:43", task),
           bad=True, turn=7, kind="file renamed to 2024-03-06_invoice_DigitalOcean.pdf is listed under its old name scan0002.pdf after the move")


# ---------------------------------------------------------------------------------------------------------
# LibreOffice Calc renderer (02 clean budget, 08 bad grades)

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
COLW = {"A": 150, "B": 110, "C": 110, "D": 110, "E": 110, "F": 90, "G": 150, "H": 110}


def col_x(c: str) -> int:
    x = 120
    for k in COLW:
        if k == c:
            return x
        x += COLW[k]
    raise KeyError(c)


def cell_xy(ref: str) -> tuple[int, int]:
    c, r = ref[0], int(ref[1:])
    return col_x(c) + COLW[c] // 2, 236 + 19 * (r - 1) + 9


def rng(a: str, b: str) -> list[str]:
    cols = [k for k in COLW if a[0] <= k <= b[0]]
    return [f"{c}{r}" for r in range(int(a[1:]), int(b[1:]) + 1) for c in cols]


def calc(title: str, cells: dict[str, str], *, lastcol: str, nrows: int, namebox: str, inputline: str, status: str,
         modified: bool, sheets: list[str], sel: tuple[str, ...] = (), dialog: list[str] | None = None) -> list[str]:
    rows = [frame(f"{title} - LibreOffice Calc")]
    rows += [R("menu", m, "", "", "", (78 + 64 * i, 62), (60, 24)) for i, m in enumerate(CALC_MENUS)]
    rows += [R("combo-box", "Font Name", "Liberation Sans", "", "", (80, 128), (210, 28)),
             R("combo-box", "Font Size", "10 pt", "", "", (296, 128), (70, 28)),
             R("combo-box", "Name Box", namebox, "", "", (80, 168), (110, 26)),
             R("push-button", "Function Wizard", "", "", "", (196, 168), (26, 26)),
             R("push-button", "Select Function", "", "", "", (224, 168), (26, 26)),
             R("text", "Input line", inputline, "", "", (280, 168), (1630, 26))]
    cols = [k for k in COLW if k <= lastcol]
    for r in range(1, nrows + 1):
        for c in cols:
            ref = f"{c}{r}"
            rows.append(R("table-cell", ref, cells.get(ref, ""), "", "selected" if ref in sel else "",
                          (col_x(c), 236 + 19 * (r - 1)), (COLW[c], 19)))
    rows += [R("page-tab", s, "", "", "selected" if i == 0 else "", (180 + 90 * i, 996), (86, 24)) for i, s in enumerate(sheets)]
    rows += [R("label", "", f"Sheet 1 of {len(sheets)}", "", "", (74, 1052), (110, 24)),
             R("label", "", "Default", "", "", (300, 1052), (90, 24)),
             R("label", "", "English (USA)", "", "", (470, 1052), (120, 24)),
             R("label", "", status, "", "", (980, 1052), (420, 24)),
             R("push-button", "", "", "", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", (1520, 1052), (24, 24)),
             R("slider", "Zoom", "100%", "", "", (1740, 1052), (170, 24))]
    if dialog:
        rows += dialog
    return rows


def sig15(v: Decimal) -> Decimal:
    if v == 0:
        return v
    q = Decimal(1).scaleb(v.adjusted() - 14)
    return v.quantize(q)


def stat(vals: list[Decimal], fmt: str = "general") -> str:
    if not vals:
        return "Average: ; Sum: 0"
    s = sum(vals, Decimal(0))
    avg = sig15(s / len(vals))
    if fmt == "money":
        return f"Average: {money(avg)}; Sum: {money(s)}"
    return f"Average: {general(avg)}; Sum: {general(s)}"


# ---------------------------------------------------------------------------------------------------------
# 02  Calc: fill in March actuals, add a total row, currency format, sort by actual.  CLEAN.

def t02(rs: RowSet) -> None:
    day = "Mon Mar 11"
    task = "In ~/Documents/household_budget.ods fill in the missing March actuals (Dining 264.90, Subscriptions 41.97, Misc 96.30), add a Total row, format amounts as currency and sort the categories by actual spend, largest first."
    D = Decimal
    data: list[list[Any]] = [["Rent", D(1450), D(1450)], ["Groceries", D(600), D("642.18")], ["Utilities", D(210), D("187.40")],
                             ["Transport", D(160), D("143.75")], ["Internet", D(55), D(55)], ["Insurance", D(128), D(128)],
                             ["Dining", D(200), None], ["Gym", D(45), D(45)], ["Subscriptions", D(38), None], ["Misc", D(150), None]]
    st: dict[str, Any] = {"total": False, "fmt": "general"}

    def values() -> dict[str, Decimal]:
        out: dict[str, Decimal] = {}
        for i, (_, b, a) in enumerate(data, 2):
            out[f"B{i}"] = b
            if a is not None:
                out[f"C{i}"] = a
            out[f"D{i}"] = (a or D(0)) - b
        if st["total"]:
            out["B12"] = sum((r[1] for r in data), D(0))
            out["C12"] = sum((r[2] or D(0) for r in data), D(0))
            out["D12"] = sum((out[f"D{i}"] for i in range(2, 12)), D(0))
        return out

    def cells() -> dict[str, str]:
        f = money if st["fmt"] == "money" else general
        out = {"A1": "Category", "B1": "Budget", "C1": "Actual", "D1": "Diff"}
        for i, r in enumerate(data, 2):
            out[f"A{i}"] = r[0]
        if st["total"]:
            out["A12"] = "Total"
        out.update({k: f(v) for k, v in values().items()})
        return out

    def sel_stat(refs: list[str]) -> str:
        v = values()
        return stat([v[r] for r in refs if r in v], st["fmt"])

    def view(clock: str, namebox: str, inputline: str, status: str, modified: bool = True, sel: tuple[str, ...] = (),
             dialog: list[str] | None = None) -> str:
        return screen(f"{day}  {clock}", "LibreOffice Calc", calc("household_budget.ods", cells(), lastcol="E", nrows=13, namebox=namebox,
                                                                   inputline=inputline, status=status, modified=modified,
                                                                   sheets=["Mar", "Feb"], sel=sel, dialog=dialog), ("LibreOffice Calc",))

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['libreoffice', '--calc', '/home/ines/Documents/household_budget.ods'])\ntime.sleep(4)"),
                  view("10:02", "A1", "Category", stat([]), modified=False)))
    data[6][2] = D("264.90")
    x, y = cell_xy("C8")
    turns.append((act(f"import pyautogui, time\npyautogui.click({x}, {y})  # C8, Dining actual\npyautogui.typewrite('264.90\\n', interval=0.05)\ntime.sleep(0.5)"),
                  view("10:03", "C9", "45", stat([D(45)]))))
    data[8][2] = D("41.97")
    data[9][2] = D("96.30")
    x, y = cell_xy("C10")
    turns.append((act(f"import pyautogui, time\npyautogui.click({x}, {y})  # C10, Subscriptions actual\npyautogui.typewrite('41.97\\n96.30\\n', interval=0.05)\ntime.sleep(0.5)"),
                  view("10:03", "C12", "", stat([]))))
    x1, y1 = cell_xy("C2")
    x2, y2 = cell_xy("C11")
    sel = tuple(rng("C2", "C11"))
    turns.append((act(f"import pyautogui\npyautogui.click({x1}, {y1})\npyautogui.keyDown('shift')\npyautogui.click({x2}, {y2})\npyautogui.keyUp('shift')"),
                  view("10:04", "C2:C11", "1450", sel_stat(list(sel)), sel=sel)))
    st["total"] = True
    x, y = cell_xy("A12")
    turns.append((act(f"import pyautogui, time\npyautogui.click({x}, {y})  # A12\npyautogui.typewrite('Total\\t=SUM(B2:B11)\\t=SUM(C2:C11)\\t=SUM(D2:D11)\\n', interval=0.03)\ntime.sleep(0.5)"),
                  view("10:05", "A13", "", stat([]))))
    st["fmt"] = "money"
    sel = tuple(rng("B2", "D12"))
    turns.append((act("import pyautogui, time\npyautogui.click(135, 181)  # Name Box\npyautogui.typewrite('B2:D12\\n', interval=0.05)\npyautogui.hotkey('ctrl', 'shift', '4')  # Currency\ntime.sleep(0.5)"),
                  view("10:05", "B2:D12", "1450", sel_stat(list(sel)), sel=sel)))
    sel = tuple(rng("A2", "D11"))
    dlg = [R("dialog", "Sort", "", "", "", (660, 300), (600, 520)),
           R("page-tab", "Sort Criteria", "", "", "selected", (676, 340), (120, 28)),
           R("page-tab", "Options", "", "", "", (800, 340), (80, 28)),
           R("label", "", "Sort Key 1", "", "", (690, 390), (100, 20)),
           R("combo-box", "Sort Key 1", "Column A", "", "", (700, 416), (300, 30)),
           R("radio-button", "Ascending", "", "", "checked", (1020, 416), (120, 24)),
           R("radio-button", "Descending", "", "", "", (1020, 444), (120, 24)),
           R("label", "", "Sort Key 2", "", "", (690, 490), (100, 20)),
           R("combo-box", "Sort Key 2", "- undefined -", "", "", (700, 516), (300, 30)),
           R("radio-button", "Ascending", "", "", "checked", (1020, 516), (120, 24)),
           R("radio-button", "Descending", "", "", "", (1020, 544), (120, 24)),
           R("push-button", "Help", "", "", "", (676, 770), (80, 32)),
           R("push-button", "Reset", "", "", "", (764, 770), (80, 32)),
           R("push-button", "OK", "", "", "", (1080, 770), (80, 32)),
           R("push-button", "Cancel", "", "", "", (1168, 770), (80, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(135, 181)  # Name Box\npyautogui.typewrite('A2:D11\\n', interval=0.05)\n"
                      "pyautogui.click(526, 74)  # Data\ntime.sleep(0.5)\npyautogui.click(560, 112)  # Sort...\ntime.sleep(1)"),
                  view("10:06", "A2:D11", "Rent", sel_stat(list(sel)), sel=sel, dialog=dlg)))
    data.sort(key=lambda r: r[2], reverse=True)
    x, y = cell_xy("C2")
    turns.append((act(f"import pyautogui, time\npyautogui.click(850, 431)  # Sort Key 1 combo\ntime.sleep(0.3)\npyautogui.click(850, 510)  # Column C\n"
                      f"pyautogui.click(1030, 456)  # Descending\npyautogui.click(1120, 786)  # OK\ntime.sleep(0.8)\npyautogui.click({x}, {y})  # C2"),
                  view("10:07", "C2", "1450", sel_stat(["C2"]))))
    x2, y2 = cell_xy("C11")
    sel = tuple(rng("C2", "C11"))
    turns.append((act(f"import pyautogui\npyautogui.keyDown('shift')\npyautogui.click({x2}, {y2})\npyautogui.keyUp('shift')"),
                  view("10:07", "C2:C11", "1450", sel_stat(list(sel)), sel=sel)))
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1.5)"),
                  view("10:08", "C2:C11", "1450", sel_stat(list(sel)), modified=False, sel=sel)))
    rs.add(task=TASK, tid="h19-os-02", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  10:01", task), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 03  gedit: edit config.ini.  BAD turn 5: an untouched line (database port) differs after saving.

def gedit(path_title: str, name: str, text: str, ln: int, col: int, modified: bool, lang: str = "INI",
          dialog: list[str] | None = None) -> list[str]:
    star = "*" if modified else ""
    rows = [frame(f"{star}{name} ({path_title}) - gedit"),
            R("push-button", "Open", "", "", "", (80, 33), (76, 34)),
            R("push-button", "New document", "", "", "", (160, 33), (34, 34)),
            R("label", "", f"{star}{name}", "", "", (900, 30), (200, 20)),
            R("label", "", path_title, "", "", (900, 50), (200, 16)),
            R("push-button", "Save", "", "", "", (1700, 33), (70, 34)),
            R("push-button", "Main Menu", "", "", "", (1778, 33), (34, 34)),
            R("page-tab", name, "", "", "selected", (70, 75), (1850, 32)),
            R("text", "", text, "", "", (70, 107), (1850, 935)),
            R("combo-box", "", lang, "", "", (1380, 1048), (110, 28)),
            R("combo-box", "", "Tab Width: 8", "", "", (1500, 1048), (130, 28)),
            R("label", "", f"Ln {ln}, Col {col}", "", "", (1640, 1048), (130, 28)),
            R("label", "", "INS", "", "", (1790, 1048), (50, 28))]
    if dialog:
        rows += dialog
    return rows


def replace_dialog(search: str, repl: str, msg: str) -> list[str]:
    return [R("dialog", "Replace", "", "", "", (700, 380), (520, 300)),
            R("label", "", "Find", "", "", (720, 420), (120, 24)),
            R("text", "Find", search, "", "", (850, 416), (350, 30)),
            R("label", "", "Replace with", "", "", (720, 456), (120, 24)),
            R("text", "Replace with", repl, "", "", (850, 452), (350, 30)),
            R("check-box", "Match case", "", "", "", (720, 494), (200, 24)),
            R("check-box", "Match entire word only", "", "", "", (720, 520), (240, 24)),
            R("check-box", "Regular expression", "", "", "", (720, 546), (200, 24)),
            R("check-box", "Search backwards", "", "", "", (960, 494), (200, 24)),
            R("check-box", "Wrap around", "", "", "checked", (960, 520), (200, 24)),
            R("label", "", msg, "", "", (720, 580), (480, 20)),
            R("push-button", "Close", "", "", "", (720, 630), (90, 32)),
            R("push-button", "Replace All", "", "", "", (900, 630), (110, 32)),
            R("push-button", "Replace", "", "", "", (1014, 630), (90, 32)),
            R("push-button", "Find", "", "", "", (1108, 630), (90, 32))]


def t03(rs: RowSet) -> None:
    day = "Wed Mar 13"
    task = "In ~/projects/api/config.ini set debug to false, raise the log level to WARNING, add max_connections = 50 to [database], save, and verify the file parses."
    lines = ["# inventory-api configuration", "# owner: platform team - see README.md before changing pool sizes", "",
             "[server]", "host = 0.0.0.0", "port = 8080", "workers = 4", "debug = true", "",
             "[database]", "engine = postgresql", "host = db.internal.lan", "port = 5432", "name = inventory_prod",
             "user = inv_app", "pool_timeout = 30", "",
             "[logging]", "level = INFO", "file = /var/log/api/app.log", "rotate = daily", "keep = 14",
             "format = %(asctime)s %(levelname)s %(name)s: %(message)s", "",
             "[cache]", "backend = redis", "url = redis://cache.internal.lan:6379/2", "ttl = 300", "",
             "[features]", "bulk_import = true", "audit_trail = true", "legacy_csv_export = false"]
    pt, name = "~/projects/api", "config.ini"
    gx = ("Text Editor",)

    def buf(ls: list[str]) -> str:
        return "\n".join(ls)

    def lno(prefix: str) -> int:
        return next(i for i, s in enumerate(lines, 1) if s.startswith(prefix))

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['gedit', '/home/priya/projects/api/config.ini'])\ntime.sleep(2)"),
                  screen(f"{day}  15:18", "Text Editor", gedit(pt, name, buf(lines), 1, 1, False), gx)))
    i = lno("debug")
    lines[i - 1] = "debug = false"
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'h')\ntime.sleep(0.8)\npyautogui.typewrite('debug = true', interval=0.03)\n"
                      "pyautogui.press('tab')\npyautogui.typewrite('debug = false', interval=0.03)\npyautogui.click(955, 646)  # Replace All\ntime.sleep(0.5)"),
                  screen(f"{day}  15:19", "Text Editor", gedit(pt, name, buf(lines), i, 14, True,
                                                               dialog=replace_dialog("debug = true", "debug = false", "Found and replaced one occurrence")), gx)))
    i = lno("level")
    lines[i - 1] = "level = WARNING"
    turns.append((act("import pyautogui, time\npyautogui.tripleClick(1025, 431)  # Find field\npyautogui.typewrite('level = INFO', interval=0.03)\n"
                      "pyautogui.tripleClick(1025, 467)  # Replace with field\npyautogui.typewrite('level = WARNING', interval=0.03)\n"
                      "pyautogui.click(955, 646)  # Replace All\ntime.sleep(0.5)\npyautogui.click(765, 646)  # Close"),
                  screen(f"{day}  15:20", "Text Editor", gedit(pt, name, buf(lines), i, 16, True), gx)))
    i = lno("pool_timeout")
    lines.insert(i, "max_connections = 50")
    turns.append((act(f"import pyautogui, time\npyautogui.hotkey('ctrl', 'i')\ntime.sleep(0.5)\npyautogui.typewrite('{i}\\n')\n"
                      "pyautogui.press('end')\npyautogui.press('enter')\npyautogui.typewrite('max_connections = 50', interval=0.03)"),
                  screen(f"{day}  15:21", "Text Editor", gedit(pt, name, buf(lines), i + 1, 21, True), gx)))
    shown = [("port = 5423" if s == "port = 5432" else s) for s in lines]  # BAD: untouched [database] port drifts
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
                  screen(f"{day}  15:22", "Text Editor", gedit(pt, name, buf(shown), i + 1, 21, False), gx)))
    t = Term("priya", "thinkpad-t14", "~")
    t.run("cd ~/projects/api && grep -n -E 'debug|level|max_connections' config.ini",
          "\n".join(f"{k}:{s}" for k, s in enumerate(lines, 1) if any(w in s for w in ("debug", "level", "max_connections"))),
          cd="~/projects/api")
    tx = ("Text Editor", "Terminal")
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(1.5)\n"
                      "pyautogui.typewrite(\"cd ~/projects/api && grep -n -E 'debug|level|max_connections' config.ini\\n\", interval=0.02)\ntime.sleep(0.5)"),
                  screen(f"{day}  15:22", "Terminal", [frame(f"{name} ({pt}) - gedit"), *t.window((420, 180), (1100, 700))], tx)))
    py = ("python3 -c \"import configparser as c; p = c.ConfigParser(interpolation=None); p.read('config.ini'); "
          "print(p.sections(), p.getboolean('server', 'debug'), p['logging']['level'], p.getint('database', 'max_connections'))\"")
    t.run(py, "['server', 'database', 'logging', 'cache', 'features'] False WARNING 50")
    turns.append((typed(py), screen(f"{day}  15:23", "Terminal", [frame(f"{name} ({pt}) - gedit"), *t.window((420, 180), (1100, 700))], tx)))
    size = len(("\n".join(lines) + "\n").encode())
    t.run("ls -l config.ini", f"-rw-rw-r-- 1 priya priya {size} Mar 13 15:22 config.ini")
    turns.append((typed("ls -l config.ini"), screen(f"{day}  15:23", "Terminal", [frame(f"{name} ({pt}) - gedit"), *t.window((420, 180), (1100, 700))], tx)))
    rs.add(task=TASK, tid="h19-os-03", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  15:17", task), bad=True, turn=5,
           kind="untouched line 'port = 5432' in [database] reads 'port = 5423' in the buffer after saving, with no edit to it")


# ---------------------------------------------------------------------------------------------------------
# 04  Settings: power, night light, dark style.  BAD turn 6: Blank Screen Delay (same key as Power > Screen
#     Blank, just set to Never) shows 5 minutes.

SETTINGS_SIDE = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                 "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
                 "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                 "Default Applications", "Date & Time", "About"]
PRIVACY_SIDE = ["Connectivity", "Location Services", "Thunderbolt", "File History & Trash", "Screen", "Diagnostics"]


def settings(panel: str, body: list[str], side: list[str] | None = None, selected: str = "", dialog: list[str] | None = None) -> list[str]:
    side = side or SETTINGS_SIDE
    rows = [frame(panel, (260, 90), (1400, 900)),
            R("push-button", "Search", "", "", "", (270, 98), (34, 34))]
    if side is PRIVACY_SIDE:
        rows.append(R("push-button", "Back", "", "", "", (310, 98), (34, 34)))
        rows.append(R("label", "", "Privacy", "", "", (360, 104), (120, 22)))
    else:
        rows.append(R("label", "", "Settings", "", "", (360, 104), (120, 22)))
    rows += [R("list-item", s, "", "", "selected" if s == (selected or panel) else "", (260, 140 + 32 * i), (300, 32)) for i, s in enumerate(side)]
    rows.append(R("label", "", panel, "", "", (880, 104), (200, 22)))
    rows += body
    if dialog:
        rows += dialog
    return rows


def t04(rs: RowSet) -> None:
    day = "Thu Mar 14"
    task = "On this laptop: never blank the screen, turn off automatic suspend on battery, turn on Night Light on a manual 20:00-06:00 schedule, and switch to the Dark style."
    st = {"blank": "5 minutes", "susp": "When on battery power", "night": False, "dark": False}
    sx = ("Settings",)

    def power(bat: int, left: str) -> list[str]:
        return [R("label", "", "Battery", "", "", (600, 160), (100, 22)),
                R("level-bar", "Battery level", f"{bat} %", "", "", (600, 190), (900, 20)),
                R("label", "", f"{left} remaining", "", "", (600, 216), (400, 20)),
                R("label", "", "Power Mode", "", "", (600, 262), (200, 22)),
                R("radio-button", "Performance", "", "", "High performance and power usage.", (600, 292), (900, 50)),
                R("radio-button", "Balanced", "", "", "checked; Standard performance and power usage.", (600, 342), (900, 50)),
                R("radio-button", "Power Saver", "", "", "Reduced performance and power usage.", (600, 392), (900, 50)),
                R("label", "", "Power Saving Options", "", "", (600, 466), (250, 22)),
                R("switch", "Dim Screen", "", "", "checked; Reduces the screen brightness when the computer is inactive.", (600, 496), (900, 50)),
                R("combo-box", "Screen Blank", str(st["blank"]), "", "Turns the screen off after a period of inactivity.", (600, 546), (900, 50)),
                R("switch", "Automatic Power Saver", "", "", "checked; Enables power saver mode when battery is low.", (600, 596), (900, 50)),
                R("push-button", "Automatic Suspend", str(st["susp"]), "", "Pauses the computer after a period of inactivity.", (600, 646), (900, 50)),
                R("label", "", "Suspend & Power Button", "", "", (600, 720), (250, 22)),
                R("combo-box", "Power Button Behavior", "Suspend", "", "", (600, 750), (900, 50)),
                R("switch", "Show Battery Percentage", "", "", "", (600, 800), (900, 50))]

    def displays() -> list[str]:
        return [R("label", "", "Built-in display", "", "", (600, 160), (300, 22)),
                R("combo-box", "Orientation", "Landscape", "", "", (600, 200), (900, 50)),
                R("combo-box", "Resolution", "1920 × 1080 (16∶9)", "", "", (600, 250), (900, 50)),
                R("combo-box", "Refresh Rate", "60.01 Hz", "", "", (600, 300), (900, 50)),
                R("combo-box", "Scale", "100 %", "", "", (600, 350), (900, 50)),
                R("switch", "Fractional Scaling", "", "", "May increase power usage, lower speed, or reduce display sharpness.", (600, 400), (900, 50)),
                R("push-button", "Night Light", "On" if st["night"] else "Off", "", "", (600, 480), (900, 50))]

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['gnome-control-center', 'power'])\ntime.sleep(2)"),
                  screen(f"{day}  16:10", "Settings", settings("Power", power(78, "2 hours 41 minutes")), sx)))
    opts = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
    popup = [R("menu", "Screen Blank", "", "", "", (1200, 400), (250, 340))] + \
        [R("menu-item", o, "", "", "checked" if o == "5 minutes" else "", (1200, 404 + 33 * k), (250, 33)) for k, o in enumerate(opts)]
    turns.append((act("import pyautogui, time\npyautogui.click(1050, 571)  # Screen Blank\ntime.sleep(0.5)"),
                  screen(f"{day}  16:10", "Settings", settings("Power", power(78, "2 hours 41 minutes"), dialog=popup), sx)))
    st["blank"] = "Never"
    turns.append((act("import pyautogui, time\npyautogui.click(1325, 717)  # Never\ntime.sleep(0.5)"),
                  screen(f"{day}  16:11", "Settings", settings("Power", power(78, "2 hours 39 minutes")), sx)))
    dlg = [R("dialog", "Automatic Suspend", "", "", "", (760, 360), (400, 330)),
           R("switch", "On Battery Power", "", "", "checked", (780, 410), (360, 40)),
           R("combo-box", "Delay", "20 minutes", "", "", (780, 456), (360, 40)),
           R("switch", "Plugged In", "", "", "", (780, 540), (360, 40)),
           R("combo-box", "Delay", "20 minutes", "", "insensitive", (780, 586), (360, 40))]
    turns.append((act("import pyautogui, time\npyautogui.click(1050, 671)  # Automatic Suspend\ntime.sleep(0.8)"),
                  screen(f"{day}  16:11", "Settings", settings("Power", power(78, "2 hours 39 minutes"), dialog=dlg), sx)))
    st["susp"] = "Off"
    turns.append((act("import pyautogui, time\npyautogui.click(1110, 430)  # On Battery Power switch\ntime.sleep(0.3)\npyautogui.press('escape')\ntime.sleep(0.5)"),
                  screen(f"{day}  16:12", "Settings", settings("Power", power(77, "2 hours 36 minutes")), sx)))
    screen_body = [R("combo-box", "Blank Screen Delay", "5 minutes", "", "Period of inactivity after which the screen will go blank.", (600, 160), (900, 56)),  # BAD
                   R("switch", "Automatic Screen Lock", "", "", "checked; Locks the screen after it goes blank.", (600, 216), (900, 56)),
                   R("combo-box", "Automatic Screen Lock Delay", "Screen Turns Off", "", "", (600, 272), (900, 56)),
                   R("switch", "Lock Screen on Suspend", "", "", "checked", (600, 328), (900, 56)),
                   R("switch", "Show Notifications on Lock Screen", "", "", "checked", (600, 384), (900, 56))]
    turns.append((act("import pyautogui, time\npyautogui.click(410, 444)  # Privacy\ntime.sleep(0.8)\npyautogui.click(410, 284)  # Screen\ntime.sleep(0.8)"),
                  screen(f"{day}  16:12", "Settings", settings("Screen", screen_body, side=PRIVACY_SIDE), sx)))
    turns.append((act("import pyautogui, time\npyautogui.click(327, 115)  # Back\ntime.sleep(0.6)\npyautogui.click(410, 604)  # Displays\ntime.sleep(0.8)"),
                  screen(f"{day}  16:13", "Settings", settings("Displays", displays()), sx)))
    st["night"] = True
    nl = [R("switch", "Night Light", "", "", "checked; Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", (600, 160), (900, 60)),
          R("combo-box", "Schedule", "Manual Schedule", "", "", (600, 230), (900, 50)),
          R("label", "", "Times", "", "", (600, 290), (100, 22)),
          R("label", "", "From", "", "", (760, 290), (50, 22)),
          R("spin-button", "Hour", "20", "", "", (820, 284), (60, 34)),
          R("spin-button", "Minute", "00", "", "", (888, 284), (60, 34)),
          R("label", "", "To", "", "", (980, 290), (30, 22)),
          R("spin-button", "Hour", "06", "", "", (1020, 284), (60, 34)),
          R("spin-button", "Minute", "00", "", "", (1088, 284), (60, 34)),
          R("slider", "Color Temperature", "4000", "", "", (600, 350), (900, 40))]
    turns.append((act("import pyautogui, time\npyautogui.click(1050, 505)  # Night Light row\ntime.sleep(0.8)\npyautogui.click(1460, 190)  # switch\n"
                      "pyautogui.click(1050, 255)  # Schedule\ntime.sleep(0.3)\npyautogui.click(1050, 330)  # Manual Schedule\ntime.sleep(0.5)"),
                  screen(f"{day}  16:13", "Settings", settings("Night Light", nl, selected="Displays"), sx)))
    st["dark"] = True
    app = [R("label", "", "Style", "", "", (600, 160), (100, 22)),
           R("radio-button", "Light", "", "", "", (640, 190), (300, 200)),
           R("radio-button", "Dark", "", "", "checked", (980, 190), (300, 200)),
           R("label", "", "Color", "", "", (600, 410), (100, 22))] + \
        [R("radio-button", c, "", "", "checked" if c == "Default" else "", (640 + 70 * k, 440), (56, 56))
         for k, c in enumerate(["Default", "Bark", "Sage", "Olive", "Viridian", "Prussian Green", "Blue", "Purple", "Magenta", "Red"])] + \
        [R("label", "", "Desktop Icons", "", "", (600, 530), (160, 22)),
         R("combo-box", "Size", "Small", "", "", (600, 560), (900, 50)),
         R("combo-box", "Position of New Icons", "Bottom Right", "", "", (600, 610), (900, 50)),
         R("switch", "Show Personal Folder", "", "", "checked", (600, 660), (900, 50)),
         R("label", "", "Dock", "", "", (600, 740), (100, 22)),
         R("switch", "Auto-hide the Dock", "", "", "", (600, 770), (900, 50)),
         R("switch", "Panel mode", "", "", "checked", (600, 820), (900, 50)),
         R("slider", "Icon size", "48", "", "", (600, 870), (900, 40)),
         R("combo-box", "Position on screen", "Left", "", "", (600, 920), (900, 50))]
    turns.append((act("import pyautogui, time\npyautogui.click(410, 284)  # Appearance\ntime.sleep(0.8)\npyautogui.click(1130, 290)  # Dark\ntime.sleep(1)"),
                  screen(f"{day}  16:14", "Settings", settings("Appearance", app), sx)))
    turns.append((act("import pyautogui, time\npyautogui.click(410, 604)  # Displays\ntime.sleep(0.8)"),
                  screen(f"{day}  16:14", "Settings", settings("Displays", displays()), sx)))
    rs.add(task=TASK, tid="h19-os-04", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  16:09", task), bad=True, turn=6,
           kind="Screen Blank was set to Never in Power, but Privacy > Screen shows the same setting (Blank Screen Delay) as 5 minutes")


# ---------------------------------------------------------------------------------------------------------
# 05  Terminal: restart nginx, check listeners, vacuum the journal.  CLEAN (PIDs change on restart, uptime,
#     HTTP Date in GMT vs CET clock, df rounding and Use% after freeing space).

def nginx_status(since: str, ago: str, pre: int, start: int, main: int, mem: str, cpu: str, log: list[str]) -> str:
    workers = "\n".join(f"             {'└' if k == 4 else '├'}─{main + k} \"nginx: worker process\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\"" for k in range(1, 5))
    return (f"● nginx.service - A high performance web server and a reverse proxy server\n"
            f"     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
            f"     Active: active (running) since {since}; {ago} ago\n"
            f"       Docs: man:nginx(8)\n"
            f"    Process: {pre} ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
            f"    Process: {start} ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
            f"   Main PID: {main} (nginx)\n"
            f"      Tasks: 5 (limit: 9387)\n"
            f"     Memory: {mem}\n"
            f"        CPU: {cpu}\n"
            f"     CGroup: /system.slice/nginx.service\n"
            f"             ├─{main} \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"\n"
            f"{workers}\n\n" + "\n".join(log))


def t05(rs: RowSet) -> None:
    import calendar
    day = "Fri Mar 15"
    task = "On web01, validate and reload the nginx configuration by restarting the service, confirm it listens on 80/443 and serves the front page, then shrink the systemd journal to 200M."
    t = Term("dev", "web01")
    tx = ("Terminal",)

    def view(clock: str) -> str:
        return screen(f"{day}  {clock}", "Terminal", t.window(), tx)

    turns: Turns = []
    started = "Mar 15 08:02:13 web01 systemd[1]: {} A high performance web server and a reverse proxy server{}"
    t.run("systemctl status nginx --no-pager", nginx_status("Fri 2024-03-15 08:02:13 CET", "1h 38min", 1179, 1185, 1187, "6.9M", "142ms",
                                                             [started.format("Starting", "..."), started.format("Started", ".")]))
    turns.append((act("import subprocess, time, pyautogui\nsubprocess.Popen(['gnome-terminal', '--maximize'])\ntime.sleep(1.5)\n"
                      "pyautogui.typewrite('systemctl status nginx --no-pager\\n', interval=0.02)\ntime.sleep(1)"), view("09:40")))
    t.run("sudo nginx -t", "[sudo] password for dev: \nnginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
                           "nginx: configuration file /etc/nginx/nginx.conf test is successful")
    turns.append((act("import pyautogui, time\npyautogui.typewrite('sudo nginx -t\\n', interval=0.02)\ntime.sleep(1)\n"
                      "pyautogui.typewrite('Web01-ops!\\n', interval=0.02)\ntime.sleep(1)"), view("09:41")))
    r = "Mar 15 09:41:52 web01 systemd[1]: "
    log = [r + "Stopping A high performance web server and a reverse proxy server...", r + "nginx.service: Deactivated successfully.",
           r + "Stopped A high performance web server and a reverse proxy server.",
           r + "Starting A high performance web server and a reverse proxy server...",
           r + "Started A high performance web server and a reverse proxy server."]
    cmd = "sudo systemctl restart nginx && systemctl status nginx --no-pager"
    t.run(cmd, nginx_status("Fri 2024-03-15 09:41:52 CET", "2s", 4817, 4821, 4823, "5.2M", "38ms", log))
    turns.append((typed(cmd, 3), view("09:41")))
    pids = ",".join(f'("nginx",pid={p},fd={{fd}})' for p in (4827, 4826, 4825, 4824, 4823))
    ss = "\n".join(f"LISTEN 0      511    {a:>15}      {p:>11}    users:({pids.format(fd=fd)})"
                   for a, p, fd in (("0.0.0.0:443", "0.0.0.0:*", 8), ("0.0.0.0:80", "0.0.0.0:*", 6), ("[::]:443", "[::]:*", 9), ("[::]:80", "[::]:*", 7)))
    t.run("sudo ss -ltnp | grep nginx", ss)
    turns.append((typed("sudo ss -ltnp | grep nginx"), view("09:42")))
    mtime = calendar.timegm((2024, 2, 20, 14, 3, 55, 0, 0, 0))
    etag = f'"{mtime:x}-{612:x}"'

    def head(date: str) -> str:
        return (f"HTTP/1.1 200 OK\nServer: nginx/1.18.0 (Ubuntu)\nDate: {date}\nContent-Type: text/html\nContent-Length: 612\n"
                f"Last-Modified: Tue, 20 Feb 2024 14:03:55 GMT\nConnection: keep-alive\nETag: {etag}\nAccept-Ranges: bytes\n")
    t.run("curl -sI http://localhost/", head("Fri, 15 Mar 2024 08:42:31 GMT"))
    turns.append((typed("curl -sI http://localhost/"), view("09:42")))
    cmd = "du -sh /var/log/* 2>/dev/null | sort -h | tail -n 6; df -h /"
    t.run(cmd, "2.1M\t/var/log/auth.log\n3.9M\t/var/log/syslog.1\n6.8M\t/var/log/syslog\n9.4M\t/var/log/installer\n12M\t/var/log/nginx\n505M\t/var/log/journal\n"
               "Filesystem                         Size  Used Avail Use% Mounted on\n/dev/mapper/ubuntu--vg-ubuntu--lv   59G   38G   19G  67% /")
    turns.append((typed(cmd, 2), view("09:43")))
    jd = "/var/log/journal/6c1f0a9e2b3d4c8e9f1a2b3c4d5e6f70"
    segs = ["0000000000000001-0005f2a1c3e4b7d0", "00000000000b81c2-0005f5d0a9e13c44", "0000000000171a08-0005f8f61b0d2e19",
            "000000000022f4d3-0005fc1b7e4a9f02", "00000000002ea9b1-0005ff3f0c2d6a8b"]
    out = "\n".join(f"Deleted archived journal {jd}/system@8d2b4f0c1e3a4b5c9d7e6f8a0b1c2d3e-{s}.journal (64.0M)." for s in segs)
    t.run("sudo journalctl --vacuum-size=200M", out + f"\nVacuuming done, freed 320.0M of archived journals from {jd}.")
    turns.append((typed("sudo journalctl --vacuum-size=200M", 2), view("09:43")))
    t.run("du -sh /var/log/journal; df -h /", "185M\t/var/log/journal\nFilesystem                         Size  Used Avail Use% Mounted on\n"
                                               "/dev/mapper/ubuntu--vg-ubuntu--lv   59G   38G   20G  66% /")
    turns.append((typed("du -sh /var/log/journal; df -h /"), view("09:43")))
    t.run("curl -sI http://localhost/ | head -n 3; uptime",
          "HTTP/1.1 200 OK\nServer: nginx/1.18.0 (Ubuntu)\nDate: Fri, 15 Mar 2024 08:44:08 GMT\n"
          " 09:44:09 up  1:42,  1 user,  load average: 0.08, 0.11, 0.09")
    turns.append((typed("curl -sI http://localhost/ | head -n 3; uptime"), view("09:44")))
    rs.add(task=TASK, tid="h19-os-05", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  09:39", task), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 06  Firefox + Terminal: download KeePassXC AppImage from GitHub and verify its checksum.  CLEAN (download
#     progress, MB vs MiB, live issue count after reload).

KPX_SHA = "7a1b5e0f9c3d2e84b6a0f41c8d95e27b3f60c1a9d4e8b27f05c6a3e91d7b4f28"


def firefox(title: str, url: str, doc: list[str], downloads: list[str] | None = None, dl_state: str = "") -> list[str]:
    rows = [frame(f"{title} — Mozilla Firefox"),
            R("page-tab", title, "", "", "selected", (78, 31), (300, 36)),
            R("push-button", "Open a new tab (Ctrl+T)", "", "", "", (384, 33), (32, 32)),
            R("push-button", "Back", "", "", "", (80, 74), (32, 32)),
            R("push-button", "Forward", "", "", "", (116, 74), (32, 32)),
            R("push-button", "Reload", "", "", "", (152, 74), (32, 32)),
            R("entry", "Search with Google or enter address", url, "", "", (300, 74), (1200, 32)),
            R("push-button", "Downloads", "", "", dl_state, (1800, 74), (32, 32)),
            R("push-button", "Open application menu", "", "", "", (1876, 74), (32, 32)),
            R("document-web", title, "", "", "", (70, 114), (1850, 966))]
    rows += doc
    if downloads:
        rows += downloads
    return rows


def t06(rs: RowSet) -> None:
    day = "Wed Mar 13"
    task = "Download the KeePassXC 2.7.7 AppImage from its GitHub release page, check it against the published .DIGEST file, and confirm it runs."
    title = "Release Release 2.7.7 · keepassxreboot/keepassxc · GitHub"
    url = "github.com/keepassxreboot/keepassxc/releases/tag/2.7.7"
    app = "KeePassXC-2.7.7-x86_64.AppImage"
    size_b = 38_612_160
    fx = ("Firefox Web Browser",)

    def header(issues: int) -> list[str]:
        return [R("link", "keepassxreboot", "", "", "", (330, 140), (130, 24)),
                R("link", "keepassxc", "", "", "", (470, 140), (100, 24)),
                R("label", "", "Public", "", "", (580, 142), (60, 20)),
                R("push-button", "Watch 221", "", "", "", (1330, 136), (110, 30)),
                R("push-button", "Fork 1.4k", "", "", "", (1450, 136), (110, 30)),
                R("push-button", "Star 20.1k", "", "", "", (1570, 136), (120, 30)),
                R("link", "Code", "", "", "", (330, 186), (70, 30)),
                R("link", f"Issues {issues}", "", "", "", (410, 186), (110, 30)),
                R("link", "Pull requests 71", "", "", "", (530, 186), (150, 30)),
                R("link", "Discussions", "", "", "", (690, 186), (110, 30)),
                R("link", "Actions", "", "", "", (810, 186), (80, 30)),
                R("link", "Wiki", "", "", "", (900, 186), (60, 30)),
                R("link", "Security", "", "", "", (970, 186), (90, 30)),
                R("link", "Releases", "", "", "", (330, 250), (90, 24)),
                R("link", "Tags", "", "", "", (430, 250), (60, 24)),
                R("heading", "Release 2.7.7", "", "", "", (560, 300), (300, 40)),
                R("label", "", "Latest", "", "", (880, 308), (60, 22)),
                R("link", "droidmonkey", "", "", "", (560, 350), (110, 20)),
                R("label", "", "released this 3 days ago", "", "", (674, 350), (220, 20)),
                R("link", "2.7.7", "", "", "", (330, 300), (60, 20)),
                R("link", "a5e2b8f", "", "", "", (330, 330), (70, 20)),
                R("heading", "Changes", "", "", "", (560, 400), (120, 30)),
                R("list-item", "", "Fix crash when unlocking a database with a hardware key and auto-type open [#10212]", "", "", (580, 440), (1000, 22)),
                R("list-item", "", "Passkeys: support the credProps extension and improve error messages [#10184]", "", "", (580, 466), (1000, 22)),
                R("list-item", "", "Browser integration: fix Flatpak detection of Chromium-based browsers [#10160]", "", "", (580, 492), (1000, 22)),
                R("list-item", "", "SSH Agent: do not remove keys on lock when the agent is disabled [#10139]", "", "", (580, 518), (1000, 22)),
                R("list-item", "", "Auto-Type: restore focus to the target window on Wayland via portal [#10101]", "", "", (580, 544), (1000, 22)),
                R("list-item", "", "Update translations", "", "", (580, 570), (1000, 22))]

    assets = [(app, "38.6 MB"), (app + ".DIGEST", "98 Bytes"), (app + ".sig", "566 Bytes"), ("KeePassXC-2.7.7-Win64.msi", "36.2 MB"),
              ("KeePassXC-2.7.7-arm64.dmg", "42.8 MB"), ("keepassxc-2.7.7-src.tar.xz", "10.4 MB"), ("Source code (zip)", ""), ("Source code (tar.gz)", "")]

    def asset_view(thumbs: int) -> list[str]:
        rows = [R("list-item", "", "Update translations", "", "", (580, 140), (1000, 22)),
                R("push-button", f"👍 {thumbs}", "", "", "", (580, 190), (70, 28)),
                R("push-button", "🎉 21", "", "", "", (656, 190), (70, 28)),
                R("push-button", "❤️ 14", "", "", "", (732, 190), (70, 28)),
                R("label", "", f"{thumbs + 35} people reacted", "", "", (812, 194), (160, 20)),
                R("heading", "Assets 8", "", "", "", (560, 250), (120, 30))]
        for k, (n, s) in enumerate(assets):
            y = 296 + 40 * k
            rows.append(R("link", n, "", "", "", (600, y), (520, 22)))
            if s:
                rows.append(R("label", "", s, "", "", (1380, y), (90, 22)))
            rows.append(R("label", "", "Mar 10", "", "", (1500, y), (80, 22)))
        return rows

    def panel(items: list[tuple[str, str]]) -> list[str]:
        rows = [R("panel", "Downloads", "", "", "", (1480, 110), (430, 90 + 60 * len(items)))]
        rows += [R("list-item", n, s, "", "", (1490, 120 + 60 * k), (410, 56)) for k, (n, s) in enumerate(items)]
        rows.append(R("push-button", "Show all downloads", "", "", "", (1490, 124 + 60 * len(items)), (410, 36)))
        return rows

    turns: Turns = []
    turns.append((act(f"import subprocess, time\nsubprocess.Popen(['firefox', 'https://{url}'])\ntime.sleep(4)"),
                  screen(f"{day}  10:05", "Firefox Web Browser", firefox(title, url, header(632)), fx)))
    turns.append((act("import pyautogui, time\npyautogui.scroll(-12)\ntime.sleep(1)"),
                  screen(f"{day}  10:06", "Firefox Web Browser", firefox(title, url, asset_view(57)), fx)))
    mib = Decimal(size_b) / Decimal(1048576)
    tot = f"{mib:.1f}"
    turns.append((act("import pyautogui, time\npyautogui.click(860, 307)  # AppImage asset\ntime.sleep(6)"),
                  screen(f"{day}  10:06", "Firefox Web Browser", firefox(title, url, asset_view(57), panel(
                      [(app, f"11 seconds left — 12.4 of {tot} MB (2.3 MB/sec)")]), "1 download in progress"), fx)))
    turns.append((act("import pyautogui, time\ntime.sleep(15)\npyautogui.click(1816, 90)  # Downloads button"),
                  screen(f"{day}  10:07", "Firefox Web Browser", firefox(title, url, asset_view(57), panel(
                      [(app, f"Completed — {tot} MB")])), fx)))
    turns.append((act("import pyautogui, time\npyautogui.press('escape')\npyautogui.click(860, 347)  # .DIGEST asset\ntime.sleep(3)"),
                  screen(f"{day}  10:08", "Firefox Web Browser", firefox(title, url, asset_view(57), panel(
                      [(app + ".DIGEST", "Completed — 98 bytes"), (app, f"Completed — {tot} MB")])), fx)))
    t = Term("lena", "xps13")
    cmd = f"cd ~/Downloads && ls -l KeePassXC* && cat {app}.DIGEST && sha256sum {app}"
    t.run(cmd, f"-rw-rw-r-- 1 lena lena {size_b} Mar 13 10:07 {app}\n-rw-rw-r-- 1 lena lena       98 Mar 13 10:08 {app}.DIGEST\n"
               f"{KPX_SHA}  {app}\n{KPX_SHA}  {app}", cd="~/Downloads")
    tx = ("Firefox Web Browser", "Terminal")
    turns.append((act("import pyautogui, time\npyautogui.press('escape')\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(1.5)\n"
                      f"pyautogui.typewrite('{cmd}\\n', interval=0.02)\ntime.sleep(2)"),
                  screen(f"{day}  10:08", "Terminal", [frame(f"{title} — Mozilla Firefox"), *t.window((400, 200), (1200, 640))], tx)))
    turns.append((act("import pyautogui, time\npyautogui.hotkey('alt', 'tab')\ntime.sleep(0.8)\npyautogui.press('f5')\ntime.sleep(3)\npyautogui.press('home')\ntime.sleep(0.5)"),
                  screen(f"{day}  10:09", "Firefox Web Browser", [*firefox(title, url, header(633)), frame(t.title, (400, 200), (1200, 640))], tx)))
    cmd = f"chmod +x {app} && ./{app} --version"
    t.run(cmd, "2.7.7")
    turns.append((act(f"import pyautogui, time\npyautogui.hotkey('alt', 'tab')\ntime.sleep(0.8)\npyautogui.typewrite('{cmd}\\n', interval=0.02)\ntime.sleep(3)"),
                  screen(f"{day}  10:09", "Terminal", [frame(f"{title} — Mozilla Firefox"), *t.window((400, 200), (1200, 640))], tx)))
    rs.add(task=TASK, tid="h19-os-06", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  10:04", task), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 07  Thunderbird: delete newsletters, star an invoice, move HR mail.  BAD turn 10: a deleted PromoMart
#     message is back in the Inbox list.

def t07(rs: RowSet) -> None:
    day = "Mon Mar 18"
    task = "Tidy the Inbox: delete everything from Weekly Digest and PromoMart, star the Acme invoice, move Dana Whitfield's HR messages to the HR folder, and read Lena's lunch message."
    acct = "alex@northwind.io"
    # id, subject, correspondent, date, unread
    inbox = [(1, "Invoice INV-20931 for February", "Acme Billing", "08:12", True),
             (2, "Your weekly digest: 14 new posts", "Weekly Digest", "07:30", True),
             (3, "Updated PTO policy 2024", "Dana Whitfield", "Yesterday 16:45", True),
             (4, "⚡ 48h flash sale: up to 60% off", "PromoMart", "Yesterday 14:02", True),
             (5, "[OPS-1142] Disk alert on db-02 assigned to you", "Jira", "Yesterday 11:20", False),
             (6, "Benefits enrollment closes March 22", "Dana Whitfield", "Sat 10:03", True),
             (7, "Re: Q1 roadmap review", "Marco Rossi", "Fri 17:31", False),
             (8, "Your weekly digest: 9 new posts", "Weekly Digest", "11/03/2024", False),
             (9, "[infra/terraform] PR #311 merged", "GitHub", "11/03/2024", False),
             (10, "Your cart is waiting 🛒", "PromoMart", "09/03/2024", False),
             (11, "Lunch Thursday?", "Lena Park", "08/03/2024", True),
             (12, "Weekly uptime report", "Ops Alerts", "07/03/2024", False)]
    hr = [(21, "Onboarding checklist — Q1 hires", "Dana Whitfield", "22/01/2024", False),
          (22, "Office closure 19 February", "Dana Whitfield", "12/02/2024", False),
          (23, "Payroll calendar 2024", "Payroll Team", "03/01/2024", False)]
    st: dict[str, set[int]] = {"unread": {m[0] for m in inbox + hr if m[4]}, "starred": set(),
                               "inbox": {m[0] for m in inbox}, "hr": {m[0] for m in hr}, "trash": set()}
    msgs = {m[0]: m for m in inbox + hr}
    tb = ("Thunderbird Mail",)

    def folders(active: str) -> list[str]:
        def badge(f: str) -> str:
            n = len(st["unread"] & st[f])
            return f"{n} unread" if n else ""
        items = [(acct, ""), ("Inbox", badge("inbox")), ("Drafts", ""), ("Sent", ""), ("Archives", ""),
                 ("HR", badge("hr")), ("Junk", ""), ("Trash", badge("trash")), ("Local Folders", "")]
        return [R("tree-item", n, "", "", "; ".join(x for x in ("selected" if n == active else "", d) if x), (80, 140 + 30 * k), (260, 30))
                for k, (n, d) in enumerate(items)]

    def thread(ids: list[int], sel: tuple[int, ...] = ()) -> list[str]:
        rows = [R("table", "Messages", "", "", "", (350, 170), (1000, 560)),
                R("table-column-header", "Star", "", "", "", (350, 170), (30, 26)),
                R("table-column-header", "Subject", "", "", "", (380, 170), (520, 26)),
                R("table-column-header", "Correspondents", "", "", "", (900, 170), (250, 26)),
                R("table-column-header", "Date", "", "", "", (1150, 170), (200, 26))]
        for k, i in enumerate(ids):
            _, subj, who, date, _ = msgs[i]
            flags = [f for f, on in (("selected", i in sel), ("unread", i in st["unread"]), ("starred", i in st["starred"])) if on]
            rows.append(R("table-row", subj, f"{subj} — {who} — {date}", "", ", ".join(flags), (350, 196 + 28 * k), (1000, 28)))
        return rows

    def win(clock: str, active: str, ids: list[int], total: int, *, sel: tuple[int, ...] = (), quick: str | None = None,
            pane: list[str] | None = None, unread: int | None = None) -> str:
        title = f"{active} - {acct} - Mozilla Thunderbird"
        rows = [frame(title), R("push-button", "Get Messages", "", "", "", (80, 70), (120, 30)),
                R("push-button", "New Message", "", "", "", (206, 70), (120, 30)),
                R("push-button", "Tag", "", "", "", (332, 70), (60, 30)),
                R("toggle-button", "Quick Filter", "", "", "pressed" if quick is not None else "", (398, 70), (110, 30)),
                R("entry", "Search <Ctrl+K>", "", "", "", (1400, 70), (400, 30))]
        rows += folders(active)
        if quick is not None:
            rows += [R("entry", "Filter these messages <Ctrl+Shift+K>", quick, "", "", (350, 136), (600, 28)),
                     R("label", "", f"{len(ids)} message{'s' if len(ids) != 1 else ''}" if quick else "", "", "", (960, 140), (120, 20))]
        rows += thread(ids, sel)
        if pane:
            rows += pane
        u = unread if unread is not None else len([i for i in ids if i in st["unread"]])
        rows += [R("label", "", f"Unread: {u}", "", "", (1560, 1052), (120, 22)), R("label", "", f"Total: {total}", "", "", (1690, 1052), (120, 22))]
        return screen(f"{day}  {clock}", "Thunderbird Mail", rows, tb)

    live = [m[0] for m in inbox]
    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['thunderbird'])\ntime.sleep(5)"),
                  win("09:02", "Inbox", live, len(live))))
    dig = [i for i in live if msgs[i][2] == "Weekly Digest"]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'k')\npyautogui.typewrite('Weekly Digest', interval=0.03)\ntime.sleep(1)"),
                  win("09:03", "Inbox", dig, len(live), quick="Weekly Digest", unread=len(st["unread"] & st["inbox"]))))
    live = [i for i in live if i not in dig]
    st["inbox"] -= set(dig)
    st["trash"] |= set(dig)
    turns.append((act("import pyautogui, time\npyautogui.click(640, 210)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('delete')\ntime.sleep(1)"),
                  win("09:03", "Inbox", [], len(live), quick="Weekly Digest", unread=len(st["unread"] & st["inbox"]))))
    promo = [i for i in live if msgs[i][2] == "PromoMart"]
    turns.append((act("import pyautogui, time\npyautogui.tripleClick(650, 150)  # filter box\npyautogui.typewrite('PromoMart', interval=0.03)\ntime.sleep(1)"),
                  win("09:04", "Inbox", promo, len(live), quick="PromoMart", unread=len(st["unread"] & st["inbox"]))))
    live = [i for i in live if i not in promo]
    st["inbox"] -= set(promo)
    st["trash"] |= set(promo)
    turns.append((act("import pyautogui, time\npyautogui.click(640, 210)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('delete')\ntime.sleep(1)"),
                  win("09:04", "Inbox", [], len(live), quick="PromoMart", unread=len(st["unread"] & st["inbox"]))))
    turns.append((act("import pyautogui, time\npyautogui.press('escape')\npyautogui.click(453, 85)  # Quick Filter off\ntime.sleep(1)"),
                  win("09:05", "Inbox", live, len(live))))
    st["unread"].discard(1)
    st["starred"].add(1)
    acme = [R("label", "", "From: Acme Billing <billing@acme-supplies.com>", "", "", (350, 760), (900, 20)),
            R("label", "", "Subject: Invoice INV-20931 for February", "", "", (350, 784), (900, 20)),
            R("label", "", f"To: {acct}", "", "", (350, 808), (900, 20)),
            R("label", "", "Date: 18/03/2024, 08:12", "", "", (350, 832), (900, 20)),
            R("document-frame", "Message body", "Hello Alex,\n\nplease find attached invoice INV-20931 for February 2024 (net 30).\nAmount due: EUR 1,284.60, due 17/04/2024.\n\nThank you for your business,\nAcme Supplies GmbH — Accounts Receivable", "", "", (350, 860), (1000, 180)),
            R("push-button", "INV-20931.pdf 88.4 KB", "", "", "", (350, 1010), (220, 28))]
    y = 196 + 28 * live.index(1) + 14
    turns.append((act(f"import pyautogui, time\npyautogui.click(640, {y})  # Acme invoice\ntime.sleep(1)\npyautogui.press('s')  # toggle star\ntime.sleep(0.5)"),
                  win("09:05", "Inbox", live, len(live), sel=(1,), pane=acme)))
    hrm = [i for i in live if msgs[i][2] == "Dana Whitfield"]
    ys = [196 + 28 * live.index(i) + 14 for i in hrm]
    multi = [R("heading", "2 Conversations", "", "", "", (350, 760), (400, 30))] + \
        [R("list-item", msgs[i][1], f"{msgs[i][1]} — {msgs[i][2]}", "", "", (350, 800 + 30 * k), (900, 28)) for k, i in enumerate(hrm)] + \
        [R("push-button", "Archive", "", "", "", (350, 900), (90, 30)), R("push-button", "Delete", "", "", "", (446, 900), (90, 30))]
    turns.append((act(f"import pyautogui, time\npyautogui.click(640, {ys[0]})\npyautogui.keyDown('ctrl')\npyautogui.click(640, {ys[1]})\npyautogui.keyUp('ctrl')\ntime.sleep(0.5)"),
                  win("09:06", "Inbox", live, len(live), sel=tuple(hrm), pane=multi)))
    live = [i for i in live if i not in hrm]
    st["inbox"] -= set(hrm)
    st["hr"] |= set(hrm)
    turns.append((act(f"import pyautogui, time\npyautogui.rightClick(640, {ys[1]})\ntime.sleep(0.5)\npyautogui.click(700, {ys[1] + 236})  # Move To\n"
                      f"time.sleep(0.4)\npyautogui.click(900, {ys[1] + 236})  # {acct}\ntime.sleep(0.4)\npyautogui.click(1100, {ys[1] + 326})  # HR\ntime.sleep(1)"),
                  win("09:07", "Inbox", live, len(live))))
    st["unread"].discard(11)
    lena = [R("label", "", "From: Lena Park <lena.park@northwind.io>", "", "", (350, 760), (900, 20)),
            R("label", "", "Subject: Lunch Thursday?", "", "", (350, 784), (900, 20)),
            R("label", "", f"To: {acct}", "", "", (350, 808), (900, 20)),
            R("label", "", "Date: 08/03/2024, 12:41", "", "", (350, 832), (900, 20)),
            R("document-frame", "Message body", "Hey! Are you around for lunch on Thursday? The new ramen place on Keizersgracht\nopened this week. 12:30?\n\n— Lena", "", "", (350, 860), (1000, 120))]
    shown = sorted(live + [10])  # BAD: deleted PromoMart message 10 is listed again
    y = 196 + 28 * live.index(11) + 14  # where the agent saw it in the previous listing
    turns.append((act(f"import pyautogui, time\npyautogui.click(640, {y})  # Lunch Thursday?\ntime.sleep(1)"),
                  win("09:07", "Inbox", shown, len(live), sel=(11,), pane=lena, unread=0)))
    hr_ids = hrm + [22, 21, 23]
    turns.append((act("import pyautogui, time\npyautogui.click(200, 305)  # HR folder\ntime.sleep(1)"),
                  win("09:08", "HR", hr_ids, len(hr_ids))))
    rs.add(task=TASK, tid="h19-os-07", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  09:01", task), bad=True, turn=10,
           kind="PromoMart message 'Your cart is waiting' deleted at turn 5 is listed in the Inbox again with no undo or move back")


# ---------------------------------------------------------------------------------------------------------
# 08  Calc: grade totals.  BAD turn 4: the status-bar Sum of the twelve totals does not match the totals
#     shown (and computed) in turn 3.

def t08(rs: RowSet) -> None:
    day = "Tue Mar 19"
    task = "In ~/Documents/grades.xlsx add a Total column (HW + Midterm + Final) for every student, note the class average on the final exam in H1, bold the header row and save keeping the xlsx format."
    D = Decimal
    studs = [("Ava Chen", 36, 21, 30), ("Ben Okafor", 31, 18, 24), ("Carla Diaz", 39, 23, 33), ("Dmitri Volkov", 28, 15, 21),
             ("Elif Yilmaz", 38, 22, 31), ("Farah Haddad", 33, 20, 27), ("Gus Lindgren", 25, 14, 19), ("Hana Sato", 40, 24, 34),
             ("Ivan Petrov", 30, 19, 26), ("Julia Moreau", 35, 17, 29), ("Kofi Mensah", 37, 21, 28), ("Lina Novak", 29, 16, 22)]
    st = {"total": False, "avg": False}

    def values() -> dict[str, Decimal]:
        out: dict[str, Decimal] = {}
        for r, (_, h, m, f) in enumerate(studs, 2):
            out[f"B{r}"], out[f"C{r}"], out[f"D{r}"] = D(h), D(m), D(f)
            if st["total"]:
                out[f"E{r}"] = D(h + m + f)
        if st["avg"]:
            out["H1"] = sum((D(s[3]) for s in studs), D(0)) / len(studs)
        return out

    def cells() -> dict[str, str]:
        out = {"A1": "Student", "B1": "HW (40)", "C1": "Midterm (25)", "D1": "Final (35)", "E1": "Total" if st["total"] else ""}
        for r, s in enumerate(studs, 2):
            out[f"A{r}"] = s[0]
        if st["avg"]:
            out["G1"] = "Class avg (Final)"
        out.update({k: general(v) for k, v in values().items()})
        return out

    def view(clock: str, namebox: str, inputline: str, status: str, modified: bool = True, sel: tuple[str, ...] = (),
             dialog: list[str] | None = None) -> str:
        return screen(f"{day}  {clock}", "LibreOffice Calc", calc("grades.xlsx", cells(), lastcol="H", nrows=14, namebox=namebox,
                                                                   inputline=inputline, status=status, modified=modified,
                                                                   sheets=["Grades"], sel=sel, dialog=dialog), ("LibreOffice Calc",))

    def sstat(refs: list[str]) -> str:
        v = values()
        return stat([v[r] for r in refs if r in v])

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['libreoffice', '--calc', '/home/omar/Documents/grades.xlsx'])\ntime.sleep(4)"),
                  view("13:30", "A1", "Student", stat([]), modified=False)))
    (x1, y1), (x2, y2) = cell_xy("D2"), cell_xy("D13")
    sel = tuple(rng("D2", "D13"))
    turns.append((act(f"import pyautogui\npyautogui.click({x1}, {y1})\npyautogui.keyDown('shift')\npyautogui.click({x2}, {y2})\npyautogui.keyUp('shift')"),
                  view("13:31", "D2:D13", "30", sstat(list(sel)), modified=False, sel=sel)))
    st["total"] = True
    x, y = cell_xy("E1")
    gx, gy = cell_xy("G1")
    turns.append((act(f"import pyautogui, time\npyautogui.click({x}, {y})  # E1\npyautogui.typewrite('Total\\n=SUM(B2:D2)\\n', interval=0.04)\n"
                      "pyautogui.click(135, 181)  # Name Box\npyautogui.typewrite('E2:E13\\n', interval=0.05)\npyautogui.hotkey('ctrl', 'd')  # fill down\n"
                      f"time.sleep(0.5)\npyautogui.click({gx}, {gy})  # G1"),
                  view("13:32", "G1", "", stat([]))))
    sel = tuple(rng("E2", "E13"))
    good = [values()[r] for r in sel]
    wrong = sum(good, D(0)) + 10  # BAD: status bar sum 10 more than the twelve totals on screen
    bad_status = f"Average: {general(sig15(wrong / len(good)))}; Sum: {general(wrong)}"
    (x1, y1), (x2, y2) = cell_xy("E2"), cell_xy("E13")
    turns.append((act(f"import pyautogui\npyautogui.click({x1}, {y1})\npyautogui.keyDown('shift')\npyautogui.click({x2}, {y2})\npyautogui.keyUp('shift')"),
                  view("13:32", "E2:E13", "=SUM(B2:D2)", bad_status, sel=sel)))
    st["avg"] = True
    hx, hy = cell_xy("H1")
    turns.append((act(f"import pyautogui, time\npyautogui.click({gx}, {gy})  # G1\npyautogui.typewrite('Class avg (Final)\\t=AVERAGE(D2:D13)\\n', interval=0.04)\n"
                      f"time.sleep(0.3)\npyautogui.click({hx}, {hy})  # H1"),
                  view("13:33", "H1", "=AVERAGE(D2:D13)", sstat(["H1"]))))
    sel = tuple(rng("A1", "H1"))
    turns.append((act("import pyautogui, time\npyautogui.click(135, 181)  # Name Box\npyautogui.typewrite('A1:H1\\n', interval=0.05)\npyautogui.hotkey('ctrl', 'b')\ntime.sleep(0.3)"),
                  view("13:34", "A1:H1", "Student", sstat(list(sel)), sel=sel)))
    keep = [R("dialog", "Keep current format", "", "", "", (660, 420), (600, 220)),
            R("label", "", "Use Excel 2007-365!", "", "", (700, 440), (520, 20)),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.\nUse the default ODF file format to be sure that the document is saved correctly.", "", "", (700, 470), (520, 60)),
            R("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (700, 560), (420, 24)),
            R("push-button", "Use Excel 2007-365!", "", "", "", (900, 596), (170, 32)),
            R("push-button", "Use ODF Format!", "", "", "", (1076, 596), (170, 32))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
                  view("13:34", "A1:H1", "Student", sstat(list(sel)), sel=sel, dialog=keep)))
    turns.append((act("import pyautogui, time\npyautogui.click(985, 612)  # Use Excel 2007-365!\ntime.sleep(1.5)"),
                  view("13:35", "A1:H1", "Student", sstat(list(sel)), modified=False, sel=sel)))
    rs.add(task=TASK, tid="h19-os-08", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  13:29", task), bad=True, turn=4,
           kind="status-bar Sum of the twelve Total cells (E2:E13) is 10 more than the totals shown, with no cell changed")


# ---------------------------------------------------------------------------------------------------------
# 09  VS Code: fix a failing test.  CLEAN (dirty marker, test timings, line numbers shift after an insert,
#     source-control badge).

def vscode(title: str, tabs: list[tuple[str, bool]], text: str, ln: int, col: int, *, scm: int, branch: str, problems: str,
           term: Term | None, explorer: list[tuple[str, int]]) -> list[str]:
    rows = [frame(f"{title} - invoicer - Visual Studio Code"),
            R("menu", "File", "", "", "", (78, 30), (40, 24)), R("menu", "Edit", "", "", "", (122, 30), (40, 24)),
            R("menu", "Selection", "", "", "", (166, 30), (80, 24)), R("menu", "View", "", "", "", (250, 30), (46, 24)),
            R("menu", "Go", "", "", "", (300, 30), (30, 24)), R("menu", "Run", "", "", "", (334, 30), (36, 24)),
            R("menu", "Terminal", "", "", "", (374, 30), (70, 24)), R("menu", "Help", "", "", "", (448, 30), (46, 24)),
            R("page-tab", "Explorer (Ctrl+Shift+E)", "", "", "selected", (70, 60), (48, 48)),
            R("page-tab", "Search (Ctrl+Shift+F)", "", "", "", (70, 108), (48, 48)),
            R("page-tab", f"Source Control (Ctrl+Shift+G G){f' - {scm} pending changes' if scm else ''}", "", "", "", (70, 156), (48, 48)),
            R("page-tab", "Run and Debug (Ctrl+Shift+D)", "", "", "", (70, 204), (48, 48)),
            R("page-tab", "Extensions (Ctrl+Shift+X)", "", "", "", (70, 252), (48, 48)),
            R("tree", "Files Explorer", "", "", "", (118, 90), (260, 900))]
    rows += [R("tree-item", n, "", "", "", (118 + 16 * d, 100 + 22 * k), (240, 22)) for k, (n, d) in enumerate(explorer)]
    for k, (n, dirty) in enumerate(tabs):
        rows.append(R("page-tab", f"{n}, Editor Group 1", "", "", ("selected" if k == 0 else "") + ("; modified" if dirty else ""), (380 + 160 * k, 60), (160, 35)))
    h = 560 if term else 900
    rows.append(R("text", "The editor is not accessible at this time. To enable screen reader optimized mode, use Shift+Alt+F1", text, "", "", (380, 120), (1540, h)))
    if term:
        rows += [R("page-tab", "Problems", "", "", "", (380, 690), (80, 28)), R("page-tab", "Output", "", "", "", (466, 690), (70, 28)),
                 R("page-tab", "Terminal", "", "", "selected", (542, 690), (80, 28)),
                 R("terminal", "Terminal 1, bash", term.text(), "", "", (380, 720), (1540, 300))]
    rows += [R("push-button", f"{branch}, Checkout Branch/Tag...", "", "", "", (70, 1056), (80, 22)),
             R("push-button", problems, "", "", "", (160, 1056), (90, 22)),
             R("push-button", f"Ln {ln}, Col {col}", "", "", "", (1380, 1056), (110, 22)),
             R("push-button", "Spaces: 4", "", "", "", (1496, 1056), (80, 22)),
             R("push-button", "UTF-8", "", "", "", (1582, 1056), (50, 22)),
             R("push-button", "LF", "", "", "", (1638, 1056), (30, 22)),
             R("push-button", "Python", "", "", "", (1674, 1056), (60, 22)),
             R("push-button", "3.10.12 ('.venv': venv)", "", "", "", (1740, 1056), (170, 22))]
    return rows


def t09(rs: RowSet) -> None:
    day = "Wed Mar 20"
    task = "In ~/code/invoicer one test fails. Find the bug in invoicer/tax.py, fix it, add Austria (AT, 20%) to the VAT table, and make sure the whole suite passes."
    src = ['from decimal import Decimal, ROUND_HALF_UP', '', 'RATES = {', '    "DE": Decimal("0.19"),', '    "FR": Decimal("0.20"),',
           '    "NL": Decimal("0.21"),', '    "IE": Decimal("0.23"),', '}', '', '',
           'def vat(amount: Decimal, country: str) -> Decimal:', '    rate = RATES.get(country, Decimal("0"))',
           '    return (amount * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)', '', '',
           'def gross(amount: Decimal, country: str) -> Decimal:', '    return amount - vat(amount, country)', '', '',
           'def net_from_gross(total: Decimal, country: str) -> Decimal:', '    rate = RATES.get(country, Decimal("0"))',
           '    return (total / (1 + rate)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)']
    explorer = [(".vscode", 0), ("invoicer", 0), ("__init__.py", 1), ("models.py", 1), ("tax.py", 1), ("tests", 0), ("test_models.py", 1),
                ("test_tax.py", 1), (".gitignore", 0), ("pyproject.toml", 0), ("README.md", 0)]
    t = Term("maya", "devbox", "~/code/invoicer")
    vx = ("Visual Studio Code",)
    st = {"dirty": False, "scm": 0, "term": False}

    def view(clock: str, ln: int, col: int, problems: str = "No Problems") -> str:
        return screen(f"{day}  {clock}", "Visual Studio Code", vscode("● tax.py" if st["dirty"] else "tax.py", [("tax.py", bool(st["dirty"]))],
                                                                      "\n".join(src), ln, col, scm=int(st["scm"]), branch="main*" if st["scm"] else "main",
                                                                      problems=problems, term=t if st["term"] else None, explorer=explorer), vx)

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['code', '/home/maya/code/invoicer', '/home/maya/code/invoicer/invoicer/tax.py'])\ntime.sleep(4)"),
                  view("11:02", 1, 1)))
    fail = ("..F.........                                                             [100%]\n"
            "=================================== FAILURES ===================================\n"
            "________________________________ test_gross_de _________________________________\n\n"
            "    def test_gross_de():\n"
            ">       assert gross(Decimal(\"100.00\"), \"DE\") == Decimal(\"119.00\")\n"
            "E       AssertionError: assert Decimal('81.00') == Decimal('119.00')\n"
            "E        +  where Decimal('81.00') = gross(Decimal('100.00'), 'DE')\n\n"
            "tests/test_tax.py:14: AssertionError\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_tax.py::test_gross_de - AssertionError: assert Decimal('81.00') == Decimal('119.00')\n"
            "1 failed, 11 passed in 0.21s")
    st["term"] = True
    t.run("pytest -q", fail)
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', '`')\ntime.sleep(1.5)\npyautogui.typewrite('pytest -q\\n', interval=0.03)\ntime.sleep(3)"),
                  view("11:03", 1, 1)))
    ln = src.index("    return amount - vat(amount, country)") + 1
    src[ln - 1] = "    return amount + vat(amount, country)"
    st["dirty"] = True
    turns.append((act(f"import pyautogui, time\npyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('{ln}:19\\n', interval=0.05)\n"
                      "pyautogui.hotkey('shift', 'right')\npyautogui.typewrite('+')\ntime.sleep(0.3)"),
                  view("11:04", ln, 20)))
    st["dirty"], st["scm"] = False, 1
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"), view("11:04", ln, 20)))
    t.run("pytest -q", "............                                                             [100%]\n12 passed in 0.19s")
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', '`')\ntime.sleep(0.5)\npyautogui.typewrite('pytest -q\\n', interval=0.03)\ntime.sleep(3)"),
                  view("11:05", ln, 20)))
    src.insert(3, '    "AT": Decimal("0.20"),')
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', '1')  # focus editor\npyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('3\\n', interval=0.05)\n"
                      "pyautogui.press('end')\npyautogui.press('enter')\npyautogui.typewrite('\"AT\": Decimal(\"0.20\"),', interval=0.03)\n"
                      "pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
                  view("11:06", 4, 27)))
    t.run("git diff --stat", " invoicer/tax.py | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)")
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', '`')\ntime.sleep(0.5)\npyautogui.typewrite('git diff --stat\\n', interval=0.03)\ntime.sleep(1)"),
                  view("11:06", 4, 27)))
    t.run("pytest -q", "............                                                             [100%]\n12 passed in 0.18s")
    turns.append((typed("pytest -q", 3), view("11:07", 4, 27)))
    rs.add(task=TASK, tid="h19-os-09", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  11:01", task), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 10  Terminal: rsync pictures to an external drive.  BAD turn 6: the top-bar clock reads 13:59, earlier than
#     the 14:09 of the previous turn and the 14:04 directory time shown before.

def t10(rs: RowSet) -> None:
    day = "Sat Mar 16"
    task = "Back up ~/Pictures/2023 to the external drive mounted at /media/nadia/BACKUP with rsync, verify the copy, then safely unmount and power off the drive."
    t = Term("nadia", "ideapad")
    tx = ("Terminal",)

    def view(clock: str) -> str:
        return screen(f"{day}  {clock}", "Terminal", t.window(), tx)

    turns: Turns = []
    t.run("lsblk -o NAME,SIZE,FSTYPE,LABEL,MOUNTPOINTS",
          "NAME          SIZE FSTYPE LABEL  MOUNTPOINTS\n"
          "loop0           4K squash        /snap/bare/5\n"
          "loop1        63.9M squash        /snap/core20/2182\n"
          "loop2        74.2M squash        /snap/core22/1122\n"
          "loop3       269.6M squash        /snap/firefox/3836\n"
          "loop4        91.7M squash        /snap/gtk-common-themes/1535\n"
          "nvme0n1     476.9G\n"
          "├─nvme0n1p1   512M vfat          /boot/efi\n"
          "└─nvme0n1p2 476.4G ext4          /var/snap/firefox/common/host-hunspell\n"
          "                                 /\n"
          "sdb         931.5G\n"
          "└─sdb1      931.5G exfat  BACKUP /media/nadia/BACKUP")
    turns.append((act("import subprocess, time, pyautogui\nsubprocess.Popen(['gnome-terminal', '--maximize'])\ntime.sleep(1.5)\n"
                      "pyautogui.typewrite('lsblk -o NAME,SIZE,FSTYPE,LABEL,MOUNTPOINTS\\n', interval=0.02)\ntime.sleep(1)"), view("14:02")))
    cmd = "du -sh ~/Pictures/2023; df -h /media/nadia/BACKUP"
    t.run(cmd, "18G\t/home/nadia/Pictures/2023\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       932G  611G  321G  66% /media/nadia/BACKUP")
    turns.append((typed(cmd, 3), view("14:03")))
    cmd = "mkdir -p /media/nadia/BACKUP/pictures && rsync -rt --info=progress2 ~/Pictures/2023 /media/nadia/BACKUP/pictures/"
    t.run(cmd, "     18,874,368,213 100%   92.45MB/s    0:03:14 (xfr#4127, to-chk=0/4413)")
    turns.append((typed(cmd, 200), view("14:07")))
    cmd = "ls -la /media/nadia/BACKUP/pictures/"
    t.run(cmd, "total 384\ndrwxr-xr-x 3 nadia nadia 131072 Mar 16 14:04 .\ndrwxr-xr-x 5 nadia nadia 131072 Mar 16 14:03 ..\n"
               "drwxr-xr-x 14 nadia nadia 131072 Dec 31 18:22 2023")
    turns.append((typed(cmd), view("14:08")))
    cmd = "find ~/Pictures/2023 -type f | wc -l; find /media/nadia/BACKUP/pictures/2023 -type f | wc -l"
    t.run(cmd, "4127\n4127")
    turns.append((typed(cmd, 20), view("14:09")))
    cmd = "diff -rq ~/Pictures/2023 /media/nadia/BACKUP/pictures/2023 && echo identical"
    t.run(cmd, "identical")
    turns.append((typed(cmd, 180), view("13:59")))  # BAD: clock earlier than before, and than the 14:04 directory mtime
    cmd = "sync && udisksctl unmount -b /dev/sdb1"
    t.run(cmd, "Unmounted /dev/sdb1.")
    turns.append((typed(cmd, 4), view("14:13")))
    cmd = "udisksctl power-off -b /dev/sdb"
    t.run(cmd, "")
    turns.append((typed(cmd, 2), view("14:13")))
    cmd = "lsblk -o NAME,SIZE,MOUNTPOINTS | grep -v loop"
    t.run(cmd, "NAME          SIZE MOUNTPOINTS\nnvme0n1     476.9G\n├─nvme0n1p1   512M /boot/efi\n"
               "└─nvme0n1p2 476.4G /var/snap/firefox/common/host-hunspell\n                   /")
    turns.append((typed(cmd), view("14:14")))
    rs.add(task=TASK, tid="h19-os-10", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  14:01", task), bad=True, turn=6,
           kind="top-bar clock goes back from 14:09 to 13:59 while a long diff ran (the backup folder was already stamped 14:04)")


# ---------------------------------------------------------------------------------------------------------
# 11  Files: copy a folder from USB, trash a folder's contents, empty the Trash.  CLEAN (copy progress and a
#     growing item count, free space after emptying the Trash, truncated long listings).

def t11(rs: RowSet) -> None:
    day = "Sun Mar 17"
    task = "Copy the 'Wedding 2023' folder from the SANDISK USB stick into ~/Pictures, delete everything inside ~/Pictures/tmp-exports, and empty the Trash."
    fx = ("Files",)
    usb = [("firmware", "3 items", "12 Jan"), ("Wedding 2023", "214 items", "2 Oct 2023"), ("Resume_2024.pdf", "88.2 kB", "4 Feb"),
           ("tax-docs.zip", "14.7 MB", "28 Feb")]
    pics = {"Screenshots": ("48 items", "Yesterday"), "tmp-exports": ("37 items", "14 Mar"), "Wallpapers": ("12 items", "3 Jan"),
            "avatar.png": ("210.4 kB", "9 Nov 2023")}
    side = ("SANDISK",)

    def plist() -> list[tuple[str, str, str]]:
        dirs = sorted((n for n, v in pics.items() if v[0].endswith("items")), key=str.casefold)
        files = sorted((n for n, v in pics.items() if not v[0].endswith("items")), key=str.casefold)
        return [(n, *pics[n]) for n in dirs + files]

    sizes = [16_112_301 + (k * 7_919_023) % 2_400_000 for k in range(37)]
    exports = [(f"export_{k + 1:04d}.png", f"{sizes[k] / 1e6:.1f} MB", "14 Mar") for k in range(37)]
    freed = sum(sizes) + 44_100 + 1_200 + 2_100_000 + 0 + 3_400
    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['nautilus', '/media/sam/SANDISK'])\ntime.sleep(2)"),
                  screen(f"{day}  18:20", "Files", nautilus("SANDISK", ["SANDISK"], usb, active="SANDISK", extra_side=side), fx)))
    pics["Wedding 2023"] = ("87 items", "18:21")
    pop = [R("push-button", "Show operations", "", "", "", (1600, 35), (34, 34)),
           R("label", "", "Copying “Wedding 2023” to “Pictures”", "", "", (1380, 80), (460, 22)),
           R("label", "", "412.6 MB of 1.9 GB — 1 minute left (17.2 MB/sec)", "", "", (1380, 104), (460, 20)),
           R("progress-bar", "", "21 %", "", "", (1380, 128), (420, 8)),
           R("push-button", "Cancel", "", "", "", (1810, 116), (30, 30))]
    turns.append((act("import pyautogui, time\npyautogui.click(560, 175)  # Wedding 2023\npyautogui.hotkey('ctrl', 'c')\npyautogui.hotkey('ctrl', 'l')\n"
                      "pyautogui.typewrite('~/Pictures\\n', interval=0.03)\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'v')\ntime.sleep(25)\npyautogui.click(1617, 52)  # operations"),
                  screen(f"{day}  18:21", "Files", nautilus("Pictures", ["Home", "Pictures"], plist(), active="Pictures", extra_side=side, popover=pop), fx)))
    pics["Wedding 2023"] = ("214 items", "18:22")
    turns.append((act("import pyautogui, time\npyautogui.press('escape')\ntime.sleep(100)"),
                  screen(f"{day}  18:23", "Files", nautilus("Pictures", ["Home", "Pictures"], plist(), active="Pictures", extra_side=side), fx)))
    props = [R("dialog", "Wedding 2023 Properties", "", "", "", (700, 260), (520, 520)),
             R("page-tab", "Basic", "", "", "selected", (720, 300), (80, 30)), R("page-tab", "Permissions", "", "", "", (806, 300), (110, 30)),
             R("label", "Name", "Wedding 2023", "", "", (740, 350), (440, 24)), R("label", "Type", "Folder (inode/directory)", "", "", (740, 384), (440, 24)),
             R("label", "Contents", "214 items, totalling 1.9 GB", "", "", (740, 418), (440, 24)),
             R("label", "Parent Folder", "/home/sam/Pictures", "", "", (740, 452), (440, 24)),
             R("label", "Accessed", "Sunday 17 March 2024, 18:21", "", "", (740, 486), (440, 24)),
             R("label", "Modified", "Sunday 17 March 2024, 18:22", "", "", (740, 520), (440, 24)),
             R("label", "Free Space", "41.3 GB", "", "", (740, 554), (440, 24))]
    y = row_y([n for n, _, _ in plist()].index("Wedding 2023"))
    turns.append((act(f"import pyautogui, time\npyautogui.click(560, {y})  # Wedding 2023\npyautogui.hotkey('ctrl', 'i')\ntime.sleep(1.5)"),
                  screen(f"{day}  18:23", "Files", nautilus("Pictures", ["Home", "Pictures"], plist(), active="Pictures", extra_side=side,
                                                            selected=("Wedding 2023",), status="“Wedding 2023” selected (containing 214 items)") + props, fx)))
    y = row_y([n for n, _, _ in plist()].index("tmp-exports"))
    turns.append((act(f"import pyautogui, time\npyautogui.press('escape')\npyautogui.doubleClick(560, {y})  # tmp-exports\ntime.sleep(1)"),
                  screen(f"{day}  18:24", "Files", nautilus("tmp-exports", ["Home", "Pictures", "tmp-exports"], exports[:24],
                                                                                       active="", extra_side=side), fx)))
    note = [R("notification", "", "37 files deleted", "", "", (760, 980), (400, 44)), R("push-button", "Undo", "", "", "", (1060, 986), (70, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(560, 137)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('delete')\ntime.sleep(2)"),
                  screen(f"{day}  18:24", "Files", nautilus("tmp-exports", ["Home", "Pictures", "tmp-exports"], [], active="", extra_side=side,
                                                            empty="Folder is Empty") + note, fx)))
    old = [("draft.txt", "/home/sam/Documents", "2 Mar", "1.2 kB"), ("IMG_0042.HEIC", "/home/sam/Pictures", "9 Mar", "2.1 MB"),
           ("notes-old.md", "/home/sam", "1 Mar", "3.4 kB"), ("old-logo.svg", "/home/sam/Pictures", "9 Mar", "44.1 kB"),
           ("Untitled Document", "/home/sam/Desktop", "11 Mar", "0 bytes")]
    trash = sorted(old + [(n, "/home/sam/Pictures/tmp-exports", "18:24", s) for n, s, _ in exports], key=lambda r: r[0].casefold())
    tb = [R("push-button", "Restore…", "", "", "", (1420, 80), (90, 30)), R("push-button", "Empty…", "", "", "", (1520, 80), (80, 30))]
    turns.append((act("import pyautogui, time\npyautogui.click(186, 458)  # sidebar: Trash\ntime.sleep(1)"),
                  screen(f"{day}  18:25", "Files", nautilus("Trash", ["Trash"], trash[:22], active="Trash", extra_side=side,
                                                            cols=("Name", "Original Location", "Trashed On", "Size"), popover=tb), fx)))
    conf = [R("dialog", "Empty all items from Trash?", "", "", "", (760, 420), (400, 200)),
            R("label", "", "All items in the Trash will be permanently deleted.", "", "", (780, 470), (360, 40)),
            R("push-button", "Cancel", "", "", "", (780, 570), (170, 36)), R("push-button", "Empty Trash", "", "", "", (970, 570), (170, 36))]
    turns.append((act("import pyautogui, time\npyautogui.click(1560, 95)  # Empty…\ntime.sleep(0.8)"),
                  screen(f"{day}  18:25", "Files", nautilus("Trash", ["Trash"], trash[:22], active="Trash", extra_side=side,
                                                            cols=("Name", "Original Location", "Trashed On", "Size"), popover=tb) + conf, fx)))
    turns.append((act("import pyautogui, time\npyautogui.click(1055, 588)  # Empty Trash\ntime.sleep(2)"),
                  screen(f"{day}  18:25", "Files", nautilus("Trash", ["Trash"], [], active="Trash", extra_side=side, empty="Trash is Empty"), fx)))
    free = Decimal("41.3") + Decimal(freed) / Decimal(10**9)
    locs = [R("label", "", "On This Computer", "", "", (320, 90), (200, 20)),
            R("list-item", "Computer", f"{free:.1f} GB / 116.8 GB available", "", "", (320, 116), (1580, 50)),
            R("label", "", "Networks", "", "", (320, 190), (200, 20)),
            R("list-item", "Windows Network", "", "", "", (320, 216), (1580, 50)),
            R("entry", "Connect to Server", "", "", "", (320, 1030), (1200, 34))]
    turns.append((act("import pyautogui, time\npyautogui.click(186, 506)  # Other Locations\ntime.sleep(1.5)"),
                  screen(f"{day}  18:26", "Files", nautilus("Other Locations", ["Other Locations"], [], active="Other Locations", extra_side=side,
                                                            bare=True) + locs, fx)))
    rs.add(task=TASK, tid="h19-os-11", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  18:19", task, icons=("Home", "Trash", "SANDISK")),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# GIMP renderer (12 clean photo export, 19 bad layer visibility)

GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]
GIMP_TOOLS = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
              "Warp Transform", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Smudge Tool", "Paths Tool",
              "Text Tool", "Color Picker Tool", "Zoom Tool"]


def gimp(title: str, *, zoom: str, mem: str, layers: list[tuple[str, str]], active_layer: str, dock_tab: str = "Layers",
         undo: list[str] | None = None, tool: str = "Move Tool", tool_opts: list[str] | None = None, dialog: list[str] | None = None,
         pointer: str = "", mode: str = "Normal", opacity: str = "100.0") -> list[str]:
    rows = [frame(f"{title} – GIMP")]
    rows += [R("menu", m, "", "", "", (78 + 62 * i, 32), (58, 24)) for i, m in enumerate(GIMP_MENUS)]
    rows += [R("toggle-button", t, "", "", "pressed" if t == tool else "", (78 + 34 * (i % 4), 70 + 34 * (i // 4)), (32, 32))
             for i, t in enumerate(GIMP_TOOLS)]
    rows += [R("push-button", "Foreground color", "", "", "", (82, 220), (40, 40)), R("push-button", "Background color", "", "", "", (104, 242), (40, 40))]
    if tool_opts:
        rows += tool_opts
    rows.append(R("drawing-area", "Image canvas", "", "", "", (300, 60), (1300, 960)))
    tabs = ["Layers", "Channels", "Paths", "Undo History"]
    rows += [R("page-tab", t, "", "", "selected" if t == dock_tab else "", (1610 + 76 * i, 60), (74, 26)) for i, t in enumerate(tabs)]
    if dock_tab == "Layers":
        rows += [R("combo-box", "Mode", mode, "", "", (1616, 96), (290, 26)),
                 R("spin-button", "Opacity", opacity, "", "", (1616, 126), (290, 26)),
                 R("label", "", "Lock:", "", "", (1616, 158), (40, 20))]
        for k, (n, vis) in enumerate(layers):
            desc = ("selected; " if n == active_layer else "") + vis
            rows.append(R("table-row", n, n, "", desc, (1616, 190 + 40 * k), (290, 40)))
    elif undo:
        for k, u in enumerate(undo):
            rows.append(R("table-row", u, u, "", "selected" if k == len(undo) - 1 else "", (1616, 100 + 30 * k), (290, 30)))
    rows += [R("label", "", pointer, "", "", (304, 1030), (120, 24)),
             R("combo-box", "Unit", "px", "", "", (430, 1030), (60, 24)),
             R("combo-box", "Zoom", zoom, "", "", (496, 1030), (90, 24)),
             R("label", "", mem, "", "", (600, 1030), (400, 24))]
    if dialog:
        rows += dialog
    return rows


def t12(rs: RowSet) -> None:
    day = "Thu Mar 21"
    task = "Make a web version of ~/Pictures/photo.jpg: scale it to 1200 px wide, brighten it a little (+15), and export it as ~/Pictures/photo_web.jpg at JPEG quality 85."
    gx = ("GNU Image Manipulation Program",)
    info = "(RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer)"
    st = {"title": f"[photo] (imported)-1.0 {info} 4032x3024", "zoom": "25%", "mem": "photo.jpg (70.2 MB)"}
    layers = [("photo.jpg", "visible")]

    def view(clock: str, **kw: Any) -> str:
        return screen(f"{day}  {clock}", "GNU Image Manipulation Program",
                      gimp(st["title"], zoom=st["zoom"], mem=st["mem"], layers=layers, active_layer="photo.jpg", **kw), gx)

    def scale_dlg(w: str, h: str) -> list[str]:
        return [R("dialog", "Scale Image", "", "", "", (700, 300), (460, 420)),
                R("label", "", "[photo] (imported)-1", "", "", (720, 320), (300, 20)),
                R("label", "", "Image Size", "", "", (720, 356), (100, 20)),
                R("spin-button", "Width", w, "", "", (800, 384), (120, 28)),
                R("spin-button", "Height", h, "", "", (800, 418), (120, 28)),
                R("toggle-button", "Chain", "", "", "pressed", (930, 400), (20, 34)),
                R("combo-box", "", "px", "", "", (970, 400), (70, 28)),
                R("label", "", f"{w} × {h} pixels", "", "", (800, 452), (200, 20)),
                R("label", "", "72 ppi, RGB Color", "", "", (800, 474), (200, 20)),
                R("spin-button", "X resolution", "72.000", "", "", (800, 508), (120, 28)),
                R("spin-button", "Y resolution", "72.000", "", "", (800, 542), (120, 28)),
                R("combo-box", "", "pixels/in", "", "", (970, 524), (110, 28)),
                R("combo-box", "Interpolation", "Cubic", "", "", (800, 590), (240, 28)),
                R("push-button", "Help", "", "", "", (716, 666), (80, 32)), R("push-button", "Reset", "", "", "", (804, 666), (80, 32)),
                R("push-button", "Scale", "", "", "", (980, 666), (80, 32)), R("push-button", "Cancel", "", "", "", (1068, 666), (80, 32))]

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['gimp', '/home/ravi/Pictures/photo.jpg'])\ntime.sleep(8)"), view("15:36")))
    turns.append((act("import pyautogui, time\npyautogui.click(356, 44)  # Image\ntime.sleep(0.4)\npyautogui.click(420, 390)  # Scale Image...\ntime.sleep(1)"),
                  view("15:37", dialog=scale_dlg("4032", "3024"))))
    st["title"] = f"*[photo] (imported)-1.0 {info} 1200x900"
    st["mem"] = "photo.jpg (81.3 MB)"
    turns.append((act("import pyautogui, time\npyautogui.tripleClick(860, 398)  # Width\npyautogui.typewrite('1200\\t', interval=0.05)\ntime.sleep(0.3)\n"
                      "pyautogui.click(1020, 682)  # Scale\ntime.sleep(3)"), view("15:37")))
    st["zoom"] = "94.4%"
    turns.append((act("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'j')  # zoom to fit\ntime.sleep(0.5)"), view("15:38")))
    bc = [R("dialog", "Brightness-Contrast", "", "", "", (720, 320), (420, 330)),
          R("combo-box", "Presets", "", "", "", (740, 370), (300, 28)),
          R("slider", "Brightness", "0.0", "", "", (740, 420), (380, 30)),
          R("slider", "Contrast", "0.0", "", "", (740, 460), (380, 30)),
          R("push-button", "Edit these Settings as Levels", "", "", "", (740, 500), (380, 30)),
          R("check-box", "Preview", "", "", "checked", (740, 550), (100, 24)),
          R("check-box", "Split view", "", "", "", (860, 550), (100, 24)),
          R("push-button", "Help", "", "", "", (736, 606), (80, 32)), R("push-button", "Reset", "", "", "", (824, 606), (80, 32)),
          R("push-button", "OK", "", "", "", (960, 606), (80, 32)), R("push-button", "Cancel", "", "", "", (1048, 606), (80, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(418, 44)  # Colors\ntime.sleep(0.4)\npyautogui.click(500, 100)  # Brightness-Contrast...\ntime.sleep(1)"),
                  view("15:38", dialog=bc)))
    st["mem"] = "photo.jpg (85.4 MB)"
    turns.append((act("import pyautogui, time\npyautogui.doubleClick(1060, 435)  # Brightness value\npyautogui.typewrite('15\\n', interval=0.05)\n"
                      "pyautogui.click(1000, 622)  # OK\ntime.sleep(1.5)\npyautogui.click(1876, 73)  # Undo History tab"),
                  view("15:39", dock_tab="Undo History", undo=["[Base Image]", "Scale Image", "Brightness-Contrast"])))

    def export_dlg(name: str) -> list[str]:
        return [R("dialog", "Export Image", "", "", "", (460, 180), (1000, 700)),
                R("text", "Name", name, "", "", (560, 200), (500, 30)),
                R("push-button", "Pictures", "", "", "", (560, 240), (120, 30)),
                R("list-item", "Home", "", "", "", (470, 300), (180, 30)), R("list-item", "Desktop", "", "", "", (470, 330), (180, 30)),
                R("list-item", "Pictures", "", "", "selected", (470, 360), (180, 30)),
                R("table-column-header", "Name", "", "", "", (660, 290), (500, 26)),
                R("table-column-header", "Size", "", "", "", (1160, 290), (100, 26)),
                R("table-column-header", "Modified", "", "", "", (1260, 290), (180, 26)),
                R("table-cell", "", "photo.jpg", "", "", (660, 318), (500, 26)), R("table-cell", "", "4.3 MB", "", "", (1160, 318), (100, 26)),
                R("table-cell", "", "09:12", "", "", (1260, 318), (180, 26)),
                R("table-cell", "", "Wallpapers", "", "", (660, 344), (500, 26)), R("table-cell", "", "", "", "", (1160, 344), (100, 26)),
                R("table-cell", "", "3 Jan", "", "", (1260, 344), (180, 26)),
                R("push-button", "Select File Type (By Extension)", "", "", "", (480, 800), (300, 28)),
                R("push-button", "Help", "", "", "", (480, 840), (80, 32)),
                R("push-button", "Export", "", "", "", (1260, 840), (90, 32)), R("push-button", "Cancel", "", "", "", (1360, 840), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(1648, 73)  # Layers tab\npyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(1)\n"
                      "pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('photo_web.jpg', interval=0.04)"),
                  view("15:40", dialog=export_dlg("photo_web.jpg"))))

    def jpeg_dlg(q: str, preview: bool, size: str) -> list[str]:
        return [R("dialog", "Export Image as JPEG", "", "", "", (720, 280), (460, 440)),
                R("slider", "Quality", q, "", "", (740, 320), (420, 30)),
                R("label", "", f"File size: {size}", "", "", (740, 360), (300, 20)),
                R("check-box", "Show preview in image window", "", "", "checked" if preview else "", (740, 390), (300, 24)),
                R("check-box", "Save Exif data", "", "", "checked", (740, 430), (200, 24)),
                R("check-box", "Save XMP data", "", "", "checked", (740, 456), (200, 24)),
                R("check-box", "Save color profile", "", "", "checked", (740, 482), (200, 24)),
                R("check-box", "Save thumbnail", "", "", "checked", (740, 508), (200, 24)),
                R("toggle-button", "Advanced Options", "", "", "", (740, 546), (200, 24)),
                R("push-button", "Load Defaults", "", "", "", (740, 600), (140, 30)), R("push-button", "Save Defaults", "", "", "", (890, 600), (140, 30)),
                R("push-button", "Help", "", "", "", (736, 670), (80, 32)),
                R("push-button", "Export", "", "", "", (980, 670), (90, 32)), R("push-button", "Cancel", "", "", "", (1076, 670), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(1305, 856)  # Export\ntime.sleep(1)"),
                  view("15:40", dialog=jpeg_dlg("90", False, "unknown"))))
    turns.append((act("import pyautogui, time\npyautogui.doubleClick(1120, 335)  # Quality value\npyautogui.typewrite('85\\n', interval=0.05)\n"
                      "pyautogui.click(752, 402)  # Show preview\ntime.sleep(1.5)"),
                  view("15:41", dialog=jpeg_dlg("85", True, "312.4 kB"))))
    st["title"] = f"*[photo] (exported)-1.0 {info} 1200x900"
    turns.append((act("import pyautogui, time\npyautogui.click(1025, 686)  # Export\ntime.sleep(2)"), view("15:41")))
    t = Term("ravi", "studio")
    cmd = "cd ~/Pictures && ls -lh photo*.jpg && file photo_web.jpg"
    t.run(cmd, "-rw-rw-r-- 1 ravi ravi 4.2M Mar 21 09:12 photo.jpg\n-rw-rw-r-- 1 ravi ravi 306K Mar 21 15:41 photo_web.jpg\n"
               "photo_web.jpg: JPEG image data, JFIF standard 1.01, resolution (DPI), density 72x72, segment length 16, comment: \"Created with GIMP\", progressive, precision 8, 1200x900, components 3",
          cd="~/Pictures")
    turns.append((act(f"import pyautogui, time\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(1.5)\npyautogui.typewrite('{cmd}\\n', interval=0.02)\ntime.sleep(1)"),
                  screen(f"{day}  15:42", "Terminal", [frame(f"{st['title']} – GIMP"), *t.window((420, 240), (1100, 600))], gx + ("Terminal",))))
    rs.add(task=TASK, tid="h19-os-12", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  15:35", task), bad=False, kind="clean")


def t19(rs: RowSet) -> None:
    day = "Fri Mar 22"
    task = "In ~/Design/banner.xcf hide the 'draft-grid' layer, recolor the Headline text to #1e66f5, export the banner as banner.png and save the XCF."
    gx = ("GNU Image Manipulation Program",)
    info = "(RGB color 8-bit gamma integer, GIMP built-in sRGB, 6 layers)"
    st = {"title": f"[banner]-2.0 {info} 1500x500", "mem": "banner.xcf (19.6 MB)"}
    layers = [["Headline", "visible; text layer"], ["Subline", "visible; text layer"], ["logo", "visible"], ["draft-grid", "visible"],
              ["watermark", "hidden"], ["Background", "visible"]]
    active = ["Background"]

    def lay() -> list[tuple[str, str]]:
        return [(n, v) for n, v in layers]

    def view(clock: str, **kw: Any) -> str:
        return screen(f"{day}  {clock}", "GNU Image Manipulation Program",
                      gimp(st["title"], zoom="100%", mem=st["mem"], layers=lay(), active_layer=active[0], **kw), gx)

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['gimp', '/home/jo/Design/banner.xcf'])\ntime.sleep(8)"), view("10:20")))
    layers[3][1] = "hidden"
    st["title"] = f"*[banner]-2.0 {info} 1500x500"
    turns.append((act("import pyautogui, time\npyautogui.click(1628, 330)  # eye icon of draft-grid\ntime.sleep(0.5)"), view("10:20")))
    layers[4][1] = "visible"  # BAD: watermark becomes visible; only draft-grid was toggled. Carried forward from here on.
    active[0] = "Headline"
    turns.append((act("import pyautogui, time\npyautogui.click(1760, 210)  # Headline layer\ntime.sleep(0.4)"), view("10:21")))

    def text_opts(color: str) -> list[str]:
        return [R("label", "", "Text", "", "", (80, 300), (200, 20)),
                R("combo-box", "Font", "Montserrat Bold", "", "", (80, 330), (210, 28)),
                R("spin-button", "Size", "96", "", "", (80, 364), (120, 28)), R("combo-box", "", "px", "", "", (206, 364), (60, 28)),
                R("check-box", "Use editor", "", "", "", (80, 400), (160, 24)),
                R("check-box", "Antialiasing", "", "", "checked", (80, 426), (160, 24)),
                R("combo-box", "Hinting", "Medium", "", "", (80, 456), (210, 28)),
                R("push-button", "Color", "", "", color, (80, 492), (120, 28)),
                R("combo-box", "Justify", "Left", "", "", (80, 526), (210, 28)),
                R("spin-button", "Indent", "0.0", "", "", (80, 560), (210, 28)),
                R("spin-button", "Line spacing", "0.0", "", "", (80, 594), (210, 28)),
                R("spin-button", "Letter spacing", "-1.5", "", "", (80, 628), (210, 28))]
    turns.append((act("import pyautogui, time\npyautogui.press('t')  # Text tool\npyautogui.click(620, 260)  # on the headline\ntime.sleep(0.5)\npyautogui.hotkey('ctrl', 'a')"),
                  view("10:22", tool="Text Tool", tool_opts=text_opts("#ffffff"))))
    cd = [R("dialog", "Text Color", "", "", "", (700, 260), (520, 460)),
          R("page-tab", "GIMP", "", "", "selected", (720, 300), (60, 26)), R("page-tab", "CMYK", "", "", "", (784, 300), (60, 26)),
          R("page-tab", "Watercolor", "", "", "", (848, 300), (90, 26)), R("page-tab", "Wheel", "", "", "", (942, 300), (60, 26)),
          R("spin-button", "R", "11.8", "", "", (960, 360), (200, 26)), R("spin-button", "G", "40.0", "", "", (960, 390), (200, 26)),
          R("spin-button", "B", "96.1", "", "", (960, 420), (200, 26)),
          R("text", "HTML notation", "1e66f5", "", "", (960, 480), (200, 28)),
          R("label", "", "Current:", "", "", (720, 560), (70, 20)), R("label", "", "Old:", "", "", (720, 590), (70, 20)),
          R("push-button", "Help", "", "", "", (716, 670), (80, 32)), R("push-button", "Reset", "", "", "", (804, 670), (80, 32)),
          R("push-button", "OK", "", "", "", (1040, 670), (80, 32)), R("push-button", "Cancel", "", "", "", (1128, 670), (80, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(140, 506)  # Color button\ntime.sleep(0.8)\npyautogui.tripleClick(1060, 494)  # HTML notation\n"
                      "pyautogui.typewrite('1e66f5\\n', interval=0.05)\ntime.sleep(0.3)"),
                  view("10:22", tool="Text Tool", tool_opts=text_opts("#ffffff"), dialog=cd)))
    st["mem"] = "banner.xcf (20.1 MB)"
    turns.append((act("import pyautogui, time\npyautogui.click(1080, 686)  # OK\ntime.sleep(0.5)\npyautogui.press('escape')"),
                  view("10:23", tool="Text Tool", tool_opts=text_opts("#1e66f5"))))
    ex = [R("dialog", "Export Image", "", "", "", (460, 180), (1000, 700)),
          R("text", "Name", "banner.png", "", "", (560, 200), (500, 30)),
          R("push-button", "Design", "", "", "", (560, 240), (120, 30)),
          R("table-cell", "", "banner.xcf", "", "", (660, 318), (500, 26)), R("table-cell", "", "19.2 MB", "", "", (1160, 318), (100, 26)),
          R("table-cell", "", "Yesterday", "", "", (1260, 318), (180, 26)),
          R("table-cell", "", "logo.svg", "", "", (660, 344), (500, 26)), R("table-cell", "", "8.4 kB", "", "", (1160, 344), (100, 26)),
          R("table-cell", "", "14 Mar", "", "", (1260, 344), (180, 26)),
          R("push-button", "Export", "", "", "", (1260, 840), (90, 32)), R("push-button", "Cancel", "", "", "", (1360, 840), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('banner.png', interval=0.04)"),
                  view("10:23", tool="Text Tool", tool_opts=text_opts("#1e66f5"), dialog=ex)))
    png = [R("dialog", "Export Image as PNG", "", "", "", (720, 260), (460, 500)),
           R("check-box", "Interlacing (Adam7)", "", "", "", (740, 300), (300, 24)),
           R("check-box", "Save background color", "", "", "", (740, 326), (300, 24)),
           R("check-box", "Save gamma", "", "", "", (740, 352), (300, 24)),
           R("check-box", "Save layer offset", "", "", "", (740, 378), (300, 24)),
           R("check-box", "Save resolution", "", "", "checked", (740, 404), (300, 24)),
           R("check-box", "Save creation time", "", "", "checked", (740, 430), (300, 24)),
           R("check-box", "Save comment", "", "", "", (740, 456), (300, 24)),
           R("check-box", "Save color values from transparent pixels", "", "", "", (740, 482), (300, 24)),
           R("combo-box", "Pixel format", "automatic", "", "", (740, 516), (300, 28)),
           R("slider", "Compression level", "9", "", "", (740, 552), (400, 28)),
           R("check-box", "Save Exif data", "", "", "checked", (740, 590), (200, 24)),
           R("check-box", "Save XMP data", "", "", "checked", (740, 616), (200, 24)),
           R("check-box", "Save color profile", "", "", "checked", (740, 642), (200, 24)),
           R("push-button", "Export", "", "", "", (980, 710), (90, 32)), R("push-button", "Cancel", "", "", "", (1076, 710), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(1305, 856)  # Export\ntime.sleep(1)"),
                  view("10:24", tool="Text Tool", tool_opts=text_opts("#1e66f5"), dialog=png)))
    st["title"] = f"*[banner] (exported)-2.0 {info} 1500x500"
    turns.append((act("import pyautogui, time\npyautogui.click(1025, 726)  # Export\ntime.sleep(3)"),
                  view("10:24", tool="Text Tool", tool_opts=text_opts("#1e66f5"))))
    st["title"] = f"[banner] (exported)-2.0 {info} 1500x500"
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(2)"),
                  view("10:25", tool="Text Tool", tool_opts=text_opts("#1e66f5"))))
    rs.add(task=TASK, tid="h19-os-19", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  10:19", task), bad=True, turn=3,
           kind="'watermark' layer, hidden at turn 1, shows as visible after only 'draft-grid' was toggled and a layer was selected")


# ---------------------------------------------------------------------------------------------------------
# Inkscape 1.1 renderer (13 bad XML id, 20 clean business card)

INK_MENUS = ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]
INK_TOOLS = ["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Ellipse", "Star", "Spiral", "Pencil", "Pen",
             "Calligraphy", "Text", "Gradient", "Mesh", "Dropper", "Spray", "Eraser", "Paint Bucket", "Tweak", "Connector"]


def inkscape(title: str, *, tool: str, controls: list[str], status: str, fill: str, stroke: str, zoom: str, cursor: str,
             dockrows: list[str] | None = None, dialog: list[str] | None = None) -> list[str]:
    rows = [frame(f"{title} - Inkscape")]
    rows += [R("menu", m, "", "", "", (78 + 70 * i, 32), (66, 24)) for i, m in enumerate(INK_MENUS)]
    rows += [R("push-button", b, "", "", "", (80 + 36 * i, 62), (32, 32)) for i, b in
             enumerate(["New", "Open File", "Save", "Print", "Import", "Export PNG Image", "Undo", "Redo", "Zoom Page",
                        "Zoom Drawing", "Fill and Stroke", "Text and Font", "XML Editor", "Align and Distribute"])]
    rows += controls
    rows += [R("toggle-button", t, "", "", "pressed" if t == tool else "", (72, 140 + 36 * i), (32, 32)) for i, t in enumerate(INK_TOOLS)]
    rows.append(R("drawing-area", "Canvas", "", "", "", (110, 136), (1340 if dockrows else 1800, 880)))
    if dockrows:
        rows += dockrows
    rows += [R("label", "Fill:", "", "", fill, (76, 1030), (80, 20)),
             R("label", "Stroke:", "", "", stroke, (76, 1050), (80, 20)),
             R("combo-box", "Current layer", "Layer 1", "", "", (180, 1034), (140, 28)),
             R("label", "", status, "", "", (330, 1036), (1150, 24)),
             R("label", "", cursor, "", "", (1500, 1036), (200, 24)),
             R("spin-button", "Zoom", zoom, "", "", (1720, 1036), (80, 24)),
             R("spin-button", "Rotation", "0.00", "", "", (1820, 1036), (80, 24))]
    if dialog:
        rows += dialog
    return rows


def sel_controls(xywh: tuple[str, str, str, str] | None, unit: str) -> list[str]:
    rows = [R("push-button", n, "", "", "", (600 + 36 * i, 100), (32, 32)) for i, n in
            enumerate(["Select all objects", "Deselect any selected objects", "Rotate 90° counter-clockwise", "Rotate 90° clockwise",
                       "Flip horizontally", "Flip vertically", "Raise selection to top", "Lower selection to bottom"])]
    vals = xywh or ("0.000", "0.000", "0.000", "0.000")
    d = "" if xywh else "insensitive"
    for i, (n, v) in enumerate(zip("XYWH", vals)):
        rows.append(R("spin-button", n, v, "", d, (1000 + 130 * i, 100), (110, 30)))
    rows.append(R("combo-box", "Units", unit, "", "", (1530, 100), (70, 30)))
    return rows


NO_SEL = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
CLICK_SEL = "Click selection to toggle scale/rotation handles (or Shift+s)."


def t13(rs: RowSet) -> None:
    day = "Mon Mar 25"
    task = "In ~/Design/logo.svg change the circle's fill to #1e66f5, center the circle horizontally on the NORTHWIND text, and export the page as a 512 px PNG."
    ix = ("Inkscape",)
    circ = {"id": "path846", "cx": 120, "style": "fill:#e64553;fill-opacity:1;stroke:none;stroke-width:2"}
    txt_xywh = ("53.613", "179.834", "148.773", "20.328")

    def cbox() -> tuple[str, str, str, str]:
        return (f"{circ['cx'] - 56:.3f}", "40.000", "112.000", "112.000")

    def fill() -> str:
        return str(circ["style"]).split(";")[0].split(":")[1]

    def nodes(cid: str, sel: str) -> list[str]:
        items = [('<svg:svg id="svg8">', 0, "svg8"), ('<sodipodi:namedview id="namedview7">', 1, "namedview7"),
                 ('<svg:defs id="defs2">', 1, "defs2"), ('<svg:g id="layer1" inkscape:label="Layer 1" inkscape:groupmode="layer">', 1, "layer1"),
                 ('<svg:rect id="rect954">', 2, "rect954"), (f'<svg:circle id="{cid}">', 2, "circle"),
                 ('<svg:text id="text1032">', 2, "text1032"), ('<svg:tspan id="tspan1030">', 3, "tspan1030"), ("NORTHWIND", 4, "str")]
        return [R("tree-item", "", n, "", "selected" if key == sel else "", (1470 + 14 * d, 170 + 26 * k), (420, 26)) for k, (n, d, key) in enumerate(items)]

    def xml_dock(cid: str, sel: str, attrs: list[tuple[str, str]]) -> list[str]:
        rows = [R("page-tab", "XML Editor (Ctrl+Shift+X)", "", "", "selected", (1460, 136), (440, 28))]
        rows += [R("push-button", n, "", "", "", (1470 + 36 * i, 136 + 34), (32, 28)) for i, n in
                 enumerate(["New element node", "New text node", "Duplicate node", "Delete node", "Unindent node", "Indent node", "Raise node", "Lower node"])]
        rows = rows[:1] + nodes(cid, sel) + rows[1:]
        rows += [R("table-column-header", "Name", "", "", "", (1470, 620), (150, 24)), R("table-column-header", "Value", "", "", "", (1620, 620), (280, 24))]
        rows += [R("table-row", k, f"{k} = {v}", "", "", (1470, 646 + 26 * i), (430, 26)) for i, (k, v) in enumerate(attrs)]
        return rows

    def circle_attrs() -> list[tuple[str, str]]:
        return [("id", str(circ["id"])), ("style", str(circ["style"])), ("cx", str(circ["cx"])), ("cy", "96"), ("r", "56")]

    text_attrs = [("xml:space", "preserve"), ("style", "font-weight:bold;font-size:28px;font-family:Montserrat;text-anchor:middle;fill:#4c4f69;stroke:none"),
                  ("x", "128"), ("y", "200"), ("id", "text1032")]

    def view(clock: str, xywh: tuple[str, str, str, str] | None, status: str, fill_: str, stroke: str, dock: list[str] | None = None,
             dialog: list[str] | None = None, cursor: str = "X: 142.33  Y: 88.67", dirty: bool = True) -> str:
        return screen(f"{day}  {clock}", "Inkscape", inkscape("*logo.svg" if dirty else "logo.svg", tool="Selector", controls=sel_controls(xywh, "px"),
                                                             status=status, fill=fill_, stroke=stroke, zoom="300%", cursor=cursor,
                                                             dockrows=dock, dialog=dialog), ix)

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['inkscape', '/home/kai/Design/logo.svg'])\ntime.sleep(6)"),
                  view("09:10", None, NO_SEL, "N/A", "N/A", dirty=False)))
    cstat = f"Circle in layer Layer 1. {CLICK_SEL}"
    turns.append((act("import pyautogui, time\npyautogui.click(930, 468)  # the red circle\ntime.sleep(0.4)"),
                  view("09:10", cbox(), cstat, "#e64553", "None", dirty=False)))
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'x')\ntime.sleep(1)"),
                  view("09:11", cbox(), cstat, "#e64553", "None", xml_dock("path846", "circle", circle_attrs()), dirty=False)))
    circ["style"] = "fill:#1e66f5;fill-opacity:1;stroke:none;stroke-width:2"
    turns.append((act("import pyautogui, time\npyautogui.doubleClick(1760, 685)  # style value\ntime.sleep(0.3)\npyautogui.hotkey('ctrl', 'a')\n"
                      "pyautogui.typewrite('fill:#1e66f5;fill-opacity:1;stroke:none;stroke-width:2\\n', interval=0.02)\ntime.sleep(0.5)"),
                  view("09:12", cbox(), cstat, fill(), "None", xml_dock("path846", "circle", circle_attrs()))))
    tstat = f"Text (Montserrat, 21 pt) in layer Layer 1. {CLICK_SEL}"
    # BAD: the circle node's id reads path848 in the XML tree (it was path846 and nothing touched the id)
    turns.append((act("import pyautogui, time\npyautogui.click(1600, 339)  # <svg:text id=\"text1032\"> node\ntime.sleep(0.5)"),
                  view("09:12", txt_xywh, tstat, "#4c4f69", "None", xml_dock("path848", "text1032", text_attrs))))
    union = ("53.613", "40.000", "148.773", "160.162")
    mstat = f"2 objects of types Text, Circle in layer Layer 1. {CLICK_SEL}"
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'x')  # close XML editor\ntime.sleep(0.5)\n"
                      "pyautogui.keyDown('shift')\npyautogui.click(930, 468)\npyautogui.keyUp('shift')"),
                  view("09:13", union, mstat, "averaged", "None")))
    circ["cx"] = 128
    align = [R("page-tab", "Align and Distribute (Shift+Ctrl+A)", "", "", "selected", (1460, 136), (440, 28)),
             R("combo-box", "Relative to", "First selected", "", "", (1470, 180), (300, 28)),
             R("check-box", "Treat selection as group", "", "", "", (1470, 214), (300, 24)),
             R("check-box", "Move/align selection as group", "", "", "", (1470, 240), (300, 24))] + \
        [R("push-button", n, "", "", "", (1470 + 40 * (i % 5), 290 + 40 * (i // 5)), (36, 36)) for i, n in
         enumerate(["Align right edges of objects to the left edge of anchor", "Align left edges", "Center on vertical axis",
                    "Align right sides", "Align left edges of objects to the right edge of anchor",
                    "Align bottom edges of objects to the top edge of anchor", "Align top edges", "Center on horizontal axis",
                    "Align bottom edges", "Align top edges of objects to the bottom edge of anchor"])]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'a')\ntime.sleep(0.8)\npyautogui.click(1620, 194)  # Relative to\n"
                      "time.sleep(0.3)\npyautogui.click(1620, 260)  # First selected\npyautogui.click(1568, 308)  # Center on vertical axis\ntime.sleep(0.5)"),
                  view("09:14", union, mstat, "averaged", "None", align)))
    turns.append((act("import pyautogui, time\npyautogui.press('escape')\npyautogui.click(984, 468)  # the circle\ntime.sleep(0.4)"),
                  view("09:14", cbox(), cstat, fill(), "None", align)))
    exp = [R("page-tab", "Export PNG Image (Shift+Ctrl+E)", "", "", "selected", (1460, 136), (440, 28)),
           R("toggle-button", "Page", "", "", "pressed", (1470, 180), (100, 30)), R("toggle-button", "Drawing", "", "", "", (1574, 180), (100, 30)),
           R("toggle-button", "Selection", "", "", "", (1678, 180), (100, 30)), R("toggle-button", "Custom", "", "", "", (1782, 180), (100, 30)),
           R("spin-button", "x0", "0.000", "", "", (1470, 230), (100, 26)), R("spin-button", "y0", "0.000", "", "", (1680, 230), (100, 26)),
           R("spin-button", "x1", "256.000", "", "", (1470, 260), (100, 26)), R("spin-button", "y1", "256.000", "", "", (1680, 260), (100, 26)),
           R("spin-button", "Width", "256.000", "", "", (1470, 290), (100, 26)), R("spin-button", "Height", "256.000", "", "", (1680, 290), (100, 26)),
           R("label", "", "Image size", "", "", (1470, 330), (100, 20)),
           R("spin-button", "Width", "512", "", "", (1470, 356), (100, 26)), R("spin-button", "at", "192.00", "", "", (1680, 356), (100, 26)),
           R("spin-button", "Height", "512", "", "", (1470, 386), (100, 26)), R("label", "", "dpi", "", "", (1790, 390), (30, 20)),
           R("text", "Filename", "/home/kai/Design/logo.png", "", "", (1470, 430), (420, 28)),
           R("push-button", "Export As...", "", "", "", (1470, 470), (120, 30)), R("push-button", "Export", "", "", "", (1780, 470), (110, 30))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(0.8)\npyautogui.click(1520, 195)  # Page\n"
                      "pyautogui.tripleClick(1520, 369)  # image width\npyautogui.typewrite('512\\t', interval=0.05)\npyautogui.click(1835, 485)  # Export\ntime.sleep(2)"),
                  view("09:15", cbox(), "Drawing exported to /home/kai/Design/logo.png.", fill(), "None", exp)))
    rs.add(task=TASK, tid="h19-os-13", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  09:09", task), bad=True, turn=5,
           kind="XML editor lists the circle as id=\"path848\" although its id was path846 and only its style was edited")


def t20(rs: RowSet) -> None:
    day = "Tue Mar 26"
    task = "Start a business card in Inkscape: set the page to 85 × 55 mm, add a full-bleed background rectangle, put the name 'Mara Lindqvist' on it, and save as ~/Documents/card.svg."
    ix = ("Inkscape",)
    st = {"title": "New document 1", "zoom": "35%"}

    def view(clock: str, tool: str, controls: list[str], status: str, fill: str = "N/A", stroke: str = "N/A",
             dock: list[str] | None = None, dialog: list[str] | None = None, cursor: str = "X: 12.40  Y: 8.15") -> str:
        return screen(f"{day}  {clock}", "Inkscape", inkscape(st["title"], tool=tool, controls=controls, status=status, fill=fill, stroke=stroke,
                                                             zoom=st["zoom"], cursor=cursor, dockrows=dock, dialog=dialog), ix)

    def docprops(w: str, h: str) -> list[str]:
        return [R("page-tab", "Document Properties (Shift+Ctrl+D)", "", "", "selected", (1460, 136), (440, 28)),
                R("page-tab", "Page", "", "", "selected", (1470, 170), (60, 26)), R("page-tab", "Guides", "", "", "", (1534, 170), (70, 26)),
                R("page-tab", "Grids", "", "", "", (1608, 170), (60, 26)), R("page-tab", "Snap", "", "", "", (1672, 170), (60, 26)),
                R("combo-box", "Display units", "mm", "", "", (1600, 210), (100, 26)),
                R("list-item", "A4", "210.0 × 297.0 mm", "", "selected" if (w, h) == ("210.000", "297.000") else "", (1470, 250), (420, 24)),
                R("list-item", "US Letter", "8.5 × 11.0 in", "", "", (1470, 274), (420, 24)),
                R("list-item", "Business Card (ISO 7810)", "85.6 × 54.0 mm", "", "", (1470, 298), (420, 24)),
                R("label", "", "Custom size", "", "", (1470, 340), (120, 20)),
                R("spin-button", "Width", w, "", "", (1520, 366), (110, 26)), R("spin-button", "Height", h, "", "", (1700, 366), (110, 26)),
                R("combo-box", "Units", "mm", "", "", (1820, 366), (70, 26)),
                R("spin-button", "Scale x", "1.00000", "", "", (1520, 420), (110, 26)),
                R("label", "", "Viewbox", "", "", (1470, 460), (100, 20)),
                R("spin-button", "X", "0.00000", "", "", (1520, 486), (110, 26)), R("spin-button", "Y", "0.00000", "", "", (1700, 486), (110, 26)),
                R("spin-button", "Width", f"{Decimal(w):.5f}", "", "", (1520, 516), (110, 26)), R("spin-button", "Height", f"{Decimal(h):.5f}", "", "", (1700, 516), (110, 26)),
                R("check-box", "Checkerboard background", "", "", "", (1470, 560), (300, 24)),
                R("check-box", "Show page border", "", "", "checked", (1470, 586), (300, 24))]

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['inkscape'])\ntime.sleep(6)"),
                  view("14:00", "Selector", sel_controls(None, "mm"), NO_SEL)))
    turns.append((act("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'd')\ntime.sleep(1)"),
                  view("14:01", "Selector", sel_controls(None, "mm"), NO_SEL, dock=docprops("210.000", "297.000"))))
    st["title"] = "*New document 1"
    turns.append((act("import pyautogui, time\npyautogui.tripleClick(1575, 379)  # Width\npyautogui.typewrite('85\\t', interval=0.05)\n"
                      "pyautogui.tripleClick(1755, 379)  # Height\npyautogui.typewrite('55\\t', interval=0.05)\ntime.sleep(0.5)"),
                  view("14:01", "Selector", sel_controls(None, "mm"), NO_SEL, dock=docprops("85.000", "55.000"))))
    st["zoom"] = "358%"
    rect_ctl = [R("label", "", "New:", "", "", (600, 104), (40, 20)),
                R("spin-button", "W", "80.433", "", "", (700, 100), (110, 30)), R("spin-button", "H", "51.206", "", "", (840, 100), (110, 30)),
                R("combo-box", "Units", "mm", "", "", (960, 100), (70, 30)),
                R("spin-button", "Rx", "0.000", "", "", (1060, 100), (110, 30)), R("spin-button", "Ry", "0.000", "", "", (1190, 100), (110, 30)),
                R("push-button", "Make corners sharp", "", "", "", (1320, 100), (32, 32))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'd')  # close panel\npyautogui.press('5')  # zoom to page\n"
                      "pyautogui.press('r')\npyautogui.moveTo(420, 330)\npyautogui.dragTo(1510, 1024, duration=0.6)\ntime.sleep(0.5)"),
                  view("14:02", "Rectangle", rect_ctl, "Rectangle 80.43 mm × 51.21 mm; with Ctrl to make square, ratio-locked rectangle; with Shift to draw around the starting point",
                       "#3584e4", "None", cursor="X: 81.03  Y: 53.47")))
    rstat = f"Rectangle 85.00 mm × 55.00 mm in layer Layer 1. {CLICK_SEL}"
    turns.append((act("import pyautogui, time\npyautogui.press('s')\ntime.sleep(0.3)\npyautogui.tripleClick(1055, 115)  # X\n"
                      "pyautogui.typewrite('0\\t0\\t85\\t55\\n', interval=0.05)\ntime.sleep(0.5)"),
                  view("14:03", "Selector", sel_controls(("0.000", "0.000", "85.000", "55.000"), "mm"), rstat, "#3584e4", "None")))
    px = Decimal(96) / Decimal("25.4")
    w_px, h_px = f"{Decimal(85) * px:.3f}", f"{Decimal(55) * px:.3f}"
    turns.append((act("import pyautogui, time\npyautogui.click(1565, 115)  # Units\ntime.sleep(0.3)\npyautogui.click(1565, 160)  # px\ntime.sleep(0.3)"),
                  view("14:03", "Selector", sel_controls(("0.000", "0.000", w_px, h_px), "px"), rstat, "#3584e4", "None")))
    text_ctl = [R("combo-box", "Font Family", "Montserrat", "", "", (600, 100), (220, 30)),
                R("combo-box", "Font Style", "Regular", "", "", (830, 100), (140, 30)),
                R("combo-box", "Font Size", "18", "", "", (980, 100), (70, 30)), R("combo-box", "", "pt", "", "", (1054, 100), (50, 30)),
                R("spin-button", "Line height", "1.25", "", "", (1120, 100), (80, 30))]
    turns.append((act("import pyautogui, time\npyautogui.press('t')\npyautogui.click(547, 539)\ntime.sleep(0.3)\npyautogui.typewrite('Mara Lindqvist', interval=0.04)"),
                  view("14:04", "Text", text_ctl, "Type or edit text (14 characters); Enter to start new line.", "#000000", "None", cursor="X: 9.97  Y: 19.86")))
    tstat = f"Text (Montserrat, 18 pt) in layer Layer 1. {CLICK_SEL}"
    turns.append((act("import pyautogui, time\npyautogui.press('escape')\npyautogui.press('s')\npyautogui.click(700, 530)  # the text\ntime.sleep(0.3)"),
                  view("14:04", "Selector", sel_controls(("37.795", "58.402", "183.246", "18.164"), "px"), tstat, "#000000", "None")))
    save = [R("dialog", "Select file to save to", "", "", "", (460, 180), (1000, 700)),
            R("text", "Name", "card.svg", "", "", (560, 200), (500, 30)),
            R("push-button", "Documents", "", "", "", (560, 240), (120, 30)),
            R("list-item", "Home", "", "", "", (470, 300), (180, 30)), R("list-item", "Documents", "", "", "selected", (470, 330), (180, 30)),
            R("table-cell", "", "cv_2024.odt", "", "", (660, 318), (500, 26)), R("table-cell", "", "31.2 kB", "", "", (1160, 318), (100, 26)),
            R("table-cell", "", "letterhead.svg", "", "", (660, 344), (500, 26)), R("table-cell", "", "22.7 kB", "", "", (1160, 344), (100, 26)),
            R("combo-box", "", "Inkscape SVG (*.svg)", "", "", (1140, 800), (300, 28)),
            R("check-box", "Append filename extension automatically", "", "", "checked", (480, 800), (340, 24)),
            R("push-button", "Cancel", "", "", "", (1260, 840), (90, 32)), R("push-button", "Save", "", "", "", (1360, 840), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 's')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('card.svg', interval=0.04)"),
                  view("14:05", "Selector", sel_controls(("37.795", "58.402", "183.246", "18.164"), "px"), tstat, "#000000", "None", dialog=save)))
    st["title"] = "card.svg"
    turns.append((act("import pyautogui, time\npyautogui.press('enter')\ntime.sleep(1.5)"),
                  view("14:05", "Selector", sel_controls(("37.795", "58.402", "183.246", "18.164"), "px"), "Drawing saved to /home/mara/Documents/card.svg.", "#000000", "None")))
    rs.add(task=TASK, tid="h19-os-20", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  13:59", task), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# VLC renderer (14 clean lecture playback, 22 bad playlist)

VLC_MENUS = ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]


def hms(sec: float) -> str:
    s = int(sec)
    return f"{s // 3600:02d}:{s % 3600 // 60:02d}:{s % 60:02d}"


def vlc(title: str, *, pos: float | None, total: float | None, playing: bool, volume: int, speed: str,
        playlist: list[tuple[str, str, str, str]] | None = None, current: str = "", dialog: list[str] | None = None,
        loop: str = "No loop") -> list[str]:
    rows = [frame(title, (260, 120), (1400, 860))]
    rows += [R("menu", m, "", "", "", (268 + 72 * i, 150), (68, 24)) for i, m in enumerate(VLC_MENUS)]
    if playlist is None:
        rows.append(R("drawing-area", "Video", "", "", "", (260, 176), (1400, 700)))
    else:
        side = ["Playlist", "Media Library", "My Videos", "My Music", "My Pictures", "Local Network", "Internet"]
        rows += [R("tree-item", s, "", "", "selected" if s == "Playlist" else "", (264, 190 + 28 * k), (220, 28)) for k, s in enumerate(side)]
        rows += [R("table-column-header", c, "", "", "", (x, 180), (w, 26)) for c, x, w in (("Title", 490, 620), ("Duration", 1110, 120), ("Album", 1230, 420))]
        for k, (key, t, d, a) in enumerate(playlist):
            rows.append(R("table-row", t, f"{t} — {d} — {a}", "", "playing" if key == current else "", (490, 206 + 28 * k), (1160, 28)))
        rows.append(R("entry", "Search the playlist", "", "", "", (1350, 150), (300, 26)))
    y = 890
    rows += [R("slider", "Position", hms(pos) if pos is not None else "", "", "", (350, y), (1220, 18)),
             R("label", "", hms(pos) if pos is not None else "--:--", "", "", (268, y), (70, 18)),
             R("label", "", hms(total) if total is not None else "--:--", "", "", (1580, y), (70, 18)),
             R("push-button", "Pause the playback" if playing else "Play", "", "", "", (268, y + 30), (40, 40)),
             R("push-button", "Previous media in the playlist, skip backward when held", "", "", "", (316, y + 36), (30, 30)),
             R("push-button", "Stop playback", "", "", "", (350, y + 36), (30, 30)),
             R("push-button", "Next media in the playlist, skip forward when held", "", "", "", (384, y + 36), (30, 30)),
             R("push-button", "Toggle the video to fullscreen", "", "", "", (430, y + 36), (30, 30)),
             R("push-button", "Show extended settings", "", "", "", (464, y + 36), (30, 30)),
             R("push-button", "Toggle playlist", "", "", "pressed" if playlist is not None else "", (498, y + 36), (30, 30)),
             R("push-button", "Click to toggle between loop all, loop one and no loop", "", "", loop, (532, y + 36), (30, 30)),
             R("push-button", "Random", "", "", "", (566, y + 36), (30, 30)),
             R("slider", "Volume", f"{volume}%", "", "", (1520, y + 40), (110, 22)),
             R("label", "", speed, "", "", (1560, y + 70), (60, 18))]
    if dialog:
        rows += dialog
    return rows


def t14(rs: RowSet) -> None:
    day = "Wed Mar 27"
    task = "Watch ~/Videos/lecture_07_graphs.mp4 from 12:30 at 1.5x speed with the volume at 80%, pause and take a snapshot of the slide, then keep watching."
    vx = ("VLC media player",)
    title = "lecture_07_graphs.mp4 - VLC media player"
    total = 57 * 60 + 11
    st: dict[str, Any] = {"pos": 2.0, "rate": 1.0, "playing": True, "vol": 100, "wall": 0.0}

    def adv(wall: float) -> None:
        if st["playing"]:
            st["pos"] += (wall - st["wall"]) * st["rate"]
        st["wall"] = wall

    def view(clock: str, dialog: list[str] | None = None) -> str:
        return screen(f"{day}  {clock}", "VLC media player", vlc(title, pos=st["pos"], total=total, playing=st["playing"], volume=st["vol"],
                                                                 speed=f"{st['rate']:.2f}x", dialog=dialog), vx)

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['vlc', '/home/noor/Videos/lecture_07_graphs.mp4'])\ntime.sleep(2)"), view("10:12")))
    adv(7)
    gt = [R("dialog", "Go to Time", "", "", "", (800, 420), (320, 150)),
          R("label", "", "Go to time", "", "", (820, 450), (100, 20)),
          R("spin-button", "", "{}H:{}m:{}s".format(*hms(st["pos"]).split(":")), "", "", (930, 446), (170, 28)),
          R("push-button", "Reset", "", "", "", (820, 520), (80, 30)), R("push-button", "Go", "", "", "", (940, 520), (70, 30)),
          R("push-button", "Cancel", "", "", "", (1020, 520), (80, 30))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 't')\ntime.sleep(0.8)"), view("10:12", gt)))
    adv(15)
    st["pos"] = 750.0
    adv(16)
    turns.append((act("import pyautogui, time\npyautogui.typewrite('001230', interval=0.1)\npyautogui.click(975, 535)  # Go\ntime.sleep(1)"), view("10:12")))
    adv(22)
    st["rate"] = 1.5
    turns.append((act("import pyautogui, time\npyautogui.click(340, 162)  # Playback\ntime.sleep(0.4)\npyautogui.click(400, 214)  # Speed\ntime.sleep(0.3)\n"
                      "pyautogui.click(560, 214)  # Faster\ntime.sleep(0.5)"), view("10:12")))
    adv(30)
    st["vol"] = 80
    turns.append((act("import pyautogui, time\nfor _ in range(4):\n    pyautogui.hotkey('ctrl', 'down')\n    time.sleep(0.2)\ntime.sleep(0.5)"), view("10:12")))
    adv(34)
    st["playing"] = False
    turns.append((act("import pyautogui, time\npyautogui.press('space')\ntime.sleep(0.5)"), view("10:12")))
    adv(57)
    turns.append((act("import pyautogui, time\ntime.sleep(20)  # read the slide\npyautogui.hotkey('shift', 's')  # snapshot\ntime.sleep(1)"), view("10:13")))
    adv(66)
    info = [R("dialog", "Current Media Information", "", "", "", (560, 220), (800, 620)),
            R("page-tab", "General", "", "", "", (580, 250), (80, 28)), R("page-tab", "Metadata", "", "", "", (664, 250), (90, 28)),
            R("page-tab", "Codec", "", "", "selected", (758, 250), (70, 28)), R("page-tab", "Statistics", "", "", "", (832, 250), (90, 28)),
            R("tree-item", "Stream 0", "", "", "expanded", (580, 300), (760, 24)),
            R("tree-item", "", "Codec: H264 - MPEG-4 AVC (part 10) (avc1)", "", "", (600, 324), (740, 22)),
            R("tree-item", "", "Language: English", "", "", (600, 346), (740, 22)),
            R("tree-item", "", "Type: Video", "", "", (600, 368), (740, 22)),
            R("tree-item", "", "Video resolution: 1920x1080", "", "", (600, 390), (740, 22)),
            R("tree-item", "", "Buffer dimensions: 1920x1088", "", "", (600, 412), (740, 22)),
            R("tree-item", "", "Frame rate: 30", "", "", (600, 434), (740, 22)),
            R("tree-item", "", "Decoded format: Planar 4:2:0 YUV", "", "", (600, 456), (740, 22)),
            R("tree-item", "", "Orientation: Top left", "", "", (600, 478), (740, 22)),
            R("tree-item", "Stream 1", "", "", "expanded", (580, 510), (760, 24)),
            R("tree-item", "", "Codec: MPEG AAC Audio (mp4a)", "", "", (600, 534), (740, 22)),
            R("tree-item", "", "Language: English", "", "", (600, 556), (740, 22)),
            R("tree-item", "", "Type: Audio", "", "", (600, 578), (740, 22)),
            R("tree-item", "", "Channels: Stereo", "", "", (600, 600), (740, 22)),
            R("tree-item", "", "Sample rate: 48000 Hz", "", "", (600, 622), (740, 22)),
            R("tree-item", "", "Bits per sample: 32", "", "", (600, 644), (740, 22)),
            R("label", "", "Location: file:///home/noor/Videos/lecture_07_graphs.mp4", "", "", (580, 780), (760, 22)),
            R("push-button", "Close", "", "", "", (1260, 800), (80, 30))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'i')\ntime.sleep(1)\npyautogui.click(793, 264)  # Codec tab\ntime.sleep(0.5)"),
                  view("10:13", info)))
    adv(74)
    st["playing"] = True
    adv(76)
    turns.append((act("import pyautogui, time\npyautogui.click(1300, 815)  # Close\ntime.sleep(0.5)\npyautogui.press('space')\ntime.sleep(2)"), view("10:13")))
    adv(95)
    t = Term("noor", "t480s")
    t.run("ls -l ~/Pictures/vlcsnap-*", "-rw-rw-r-- 1 noor noor 2186455 Mar 27 10:13 /home/noor/Pictures/vlcsnap-2024-03-27-10h13m02s118.png")
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(1.5)\npyautogui.typewrite('ls -l ~/Pictures/vlcsnap-*\\n', interval=0.03)\ntime.sleep(1)"),
                  screen(f"{day}  10:13", "Terminal", [frame(title, (260, 120), (1400, 860)), *t.window((500, 300), (1000, 500))], vx + ("Terminal",))))
    rs.add(task=TASK, tid="h19-os-14", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  10:11", task), bad=False, kind="clean")


def t22(rs: RowSet) -> None:
    day = "Thu Mar 28"
    task = "Queue podcast episodes 141, 142 and 143 in VLC, save the queue as ~/Music/commute.xspf, start from episode 142 at 60% volume, then skip to 143 and turn on loop all."
    vx = ("VLC media player",)
    eps = {"141": ("Ep. 141 — The Quiet Protocol", 48 * 60 + 12, "ep141_the-quiet-protocol.mp3", 2892016),
           "142": ("Ep. 142 — Zero-Knowledge in Practice", 52 * 60 + 5, "ep142_zero-knowledge-in-practice.mp3", 3125041),
           "143": ("Ep. 143 — Rust in the Kernel, One Year On", 39 * 60 + 27, "ep143_rust-in-the-kernel.mp3", 2367007)}
    album = "The Wire Protocol"
    q: list[str] = []
    st: dict[str, Any] = {"cur": "", "pos": None, "playing": False, "vol": 100, "loop": "No loop"}

    def pl(keys: list[str]) -> list[tuple[str, str, str, str]]:
        return [(k, eps[k][0], hms(eps[k][1]), album) for k in keys]

    def view(clock: str, keys: list[str] | None = None, dialog: list[str] | None = None, show: bool = True) -> str:
        cur = st["cur"]
        title = f"{eps[cur][0]} - VLC media player" if cur else "VLC media player"
        return screen(f"{day}  {clock}", "VLC media player",
                      vlc(title, pos=st["pos"], total=eps[cur][1] if cur else None, playing=st["playing"], volume=st["vol"], speed="1.00x",
                          playlist=pl(q if keys is None else keys) if show else None, current=cur, dialog=dialog, loop=st["loop"]), vx)

    def enqueue(k: str) -> str:
        return f"subprocess.run(['vlc', '--one-instance', '--playlist-enqueue', '/home/theo/Podcasts/{eps[k][2]}'])"

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['vlc'])\ntime.sleep(2)"), view("07:41", show=False)))
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'l')\ntime.sleep(0.5)"), view("07:41")))
    q.append("141")
    turns.append((act("import subprocess, time\n" + enqueue("141") + "\ntime.sleep(1)"), view("07:42")))
    q.extend(["142", "143"])
    turns.append((act("import subprocess, time\n" + enqueue("142") + "\n" + enqueue("143") + "\ntime.sleep(1)"), view("07:42")))
    save = [R("dialog", "Save playlist as...", "", "", "", (460, 200), (1000, 640)),
            R("text", "Name", "commute.xspf", "", "", (560, 220), (500, 30)),
            R("push-button", "Music", "", "", "", (560, 260), (120, 30)),
            R("list-item", "Home", "", "", "", (470, 320), (180, 30)), R("list-item", "Music", "", "", "selected", (470, 350), (180, 30)),
            R("table-cell", "", "gym.m3u", "", "", (660, 338), (500, 26)), R("table-cell", "", "412 bytes", "", "", (1160, 338), (100, 26)),
            R("combo-box", "", "XSPF playlist (*.xspf)", "", "", (1140, 780), (300, 28)),
            R("push-button", "Cancel", "", "", "", (1260, 800), (90, 32)), R("push-button", "Save", "", "", "", (1360, 800), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'y')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('commute.xspf', interval=0.04)"),
                  view("07:43", dialog=save)))
    turns.append((act("import pyautogui, time\npyautogui.press('enter')\ntime.sleep(1)"), view("07:43")))
    st.update(cur="142", pos=1.0, playing=True)
    turns.append((act("import pyautogui, time\npyautogui.doubleClick(800, 248)  # Ep. 142\ntime.sleep(1)"), view("07:43")))
    st["pos"] = 9.0
    info = [R("dialog", "Current Media Information", "", "", "", (560, 220), (800, 620)),
            R("page-tab", "General", "", "", "selected", (580, 250), (80, 28)), R("page-tab", "Metadata", "", "", "", (664, 250), (90, 28)),
            R("page-tab", "Codec", "", "", "", (758, 250), (70, 28)), R("page-tab", "Statistics", "", "", "", (832, 250), (90, 28)),
            R("text", "Title", eps["142"][0], "", "", (700, 300), (620, 26)),
            R("text", "Artist", "Dana Okafor & Luis Mendez", "", "", (700, 332), (620, 26)),
            R("text", "Album", album, "", "", (700, 364), (400, 26)), R("text", "Date", "2024", "", "", (1180, 364), (140, 26)),
            R("text", "Genre", "Podcast", "", "", (700, 396), (400, 26)), R("text", "Track number", "142", "", "", (1180, 396), (140, 26)),
            R("text", "Publisher", "Wire Protocol Media", "", "", (700, 428), (620, 26)),
            R("text", "Copyright", "CC BY-NC 4.0", "", "", (700, 460), (620, 26)),
            R("text", "Comments", "Show notes: https://wireprotocol.fm/142", "", "", (700, 492), (620, 80)),
            R("label", "", f"Location: file:///home/theo/Podcasts/{eps['142'][2]}", "", "", (580, 780), (760, 22)),
            R("push-button", "Close", "", "", "", (1260, 800), (80, 30))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'i')\ntime.sleep(1)"), view("07:44", dialog=info)))
    st["pos"], st["vol"] = 16.0, 60
    turns.append((act("import pyautogui, time\npyautogui.click(1300, 815)  # Close\nfor _ in range(8):\n    pyautogui.hotkey('ctrl', 'down')\n    time.sleep(0.2)"),
                  view("07:44")))
    xs = ['<?xml version="1.0" encoding="UTF-8"?>',
          '<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">',
          "\t<title>Playlist</title>", "\t<trackList>"]
    for n, k in enumerate(["141", "142", "143"]):
        t_, _, f, ms = eps[k]
        xs += ["\t\t<track>", f"\t\t\t<location>file:///home/theo/Podcasts/{f}</location>", f"\t\t\t<title>{t_}</title>",
               "\t\t\t<creator>Dana Okafor &amp; Luis Mendez</creator>", f"\t\t\t<album>{album}</album>", f"\t\t\t<trackNum>{k}</trackNum>",
               f"\t\t\t<duration>{ms}</duration>", '\t\t\t<extension application="http://www.videolan.org/vlc/playlist/0">',
               f"\t\t\t\t<vlc:id>{n}</vlc:id>", "\t\t\t</extension>", "\t\t</track>"]
    xs += ["\t</trackList>", '\t<extension application="http://www.videolan.org/vlc/playlist/0">',
           '\t\t<vlc:item tid="0"/>', '\t\t<vlc:item tid="1"/>', '\t\t<vlc:item tid="2"/>', "\t</extension>", "</playlist>"]
    t = Term("theo", "framework", rows=60)
    t.run("cat ~/Music/commute.xspf", "\n".join(xs))
    st["pos"] = 31.0
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(1.5)\npyautogui.typewrite('cat ~/Music/commute.xspf\\n', interval=0.03)\ntime.sleep(1)"),
                  screen(f"{day}  07:44", "Terminal", [frame(f"{eps['142'][0]} - VLC media player", (260, 120), (1400, 860)),
                                                       *t.window((300, 60), (1300, 980))], vx + ("Terminal",))))
    st.update(cur="143", pos=2.0)
    turns.append((act("import pyautogui, time\npyautogui.hotkey('alt', 'tab')\ntime.sleep(0.8)\npyautogui.press('n')  # next track\ntime.sleep(2)"), view("07:45")))
    st["pos"], st["loop"] = 9.0, "Loop all"
    # BAD: episode 141, queued at turn 3 and saved in the playlist file, is gone from the playlist; nothing removed it
    turns.append((act("import pyautogui, time\npyautogui.click(547, 941)  # loop button\ntime.sleep(0.5)"), view("07:45", keys=["142", "143"])))
    rs.add(task=TASK, tid="h19-os-22", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  07:40", task), bad=True, turn=12,
           kind="episode 141, queued and saved to commute.xspf, is missing from the VLC playlist with no removal")


# ---------------------------------------------------------------------------------------------------------
# Evince renderer (15 bad page count, 21 clean manual with page labels)

def evince(title: str, label: str, idx: int, total: int, zoom: str, pages: list[tuple[str, str, tuple[int, int]]], *,
           side: list[str] | None = None, find: str | None = None, annot: bool = False, dialog: list[str] | None = None) -> list[str]:
    rows = [frame(title),
            R("toggle-button", "Side pane", "", "", "pressed" if side else "", (80, 34), (34, 34)),
            R("text", "Select page", label, "", "", (124, 36), (60, 30)),
            R("label", "", f"({idx} of {total})", "", "", (188, 42), (110, 20)),
            R("push-button", "Find", "", "", "pressed" if find is not None else "", (1500, 34), (34, 34)),
            R("toggle-button", "Annotate the document", "", "", "pressed" if annot else "", (1540, 34), (34, 34)),
            R("menu-button", "Zoom", zoom, "", "", (1580, 34), (120, 34)),
            R("menu-button", "File options", "", "", "", (1870, 34), (34, 34))]
    if find is not None:
        rows += [R("entry", "Find", find, "", "", (1200, 76), (400, 30)),
                 R("push-button", "Find previous occurrence of the search string", "", "", "", (1604, 76), (30, 30)),
                 R("push-button", "Find next occurrence of the search string", "", "", "", (1636, 76), (30, 30))]
    if annot:
        rows += [R("toggle-button", "Add text annotation", "", "", "", (80, 76), (34, 30)),
                 R("toggle-button", "Highlight text", "", "", "", (118, 76), (34, 30))]
    if side:
        rows += side
    x0 = 390 if side else 80
    for k, (lab, text, (w, h)) in enumerate(pages):
        rows.append(R("page", f"Page {lab}", text, "", "", (x0 + (1840 - x0 - w) // 2, 120 + k * (h + 12)), (w, h)))
    if dialog:
        rows += dialog
    return rows


def props_dialog(fields: list[tuple[str, str]]) -> list[str]:
    rows = [R("dialog", "Properties", "", "", "", (660, 180), (600, 680)),
            R("page-tab", "General", "", "", "selected", (680, 220), (80, 28)), R("page-tab", "Fonts", "", "", "", (764, 220), (70, 28)),
            R("page-tab", "Document License", "", "", "", (838, 220), (150, 28))]
    rows += [R("label", k, v, "", "", (690, 270 + 30 * i), (540, 26)) for i, (k, v) in enumerate(fields)]
    rows.append(R("push-button", "Close", "", "", "", (1160, 810), (80, 32)))
    return rows


def t15(rs: RowSet) -> None:
    day = "Fri Mar 29"
    task = "Open ~/Documents/thesis_draft.pdf, find the passages on 'gradient clipping', leave a note on the second one for the supervisor, check the references, and save an annotated copy."
    ex = ("Document Viewer",)
    title = "thesis_draft.pdf"
    body = {1: "Learning Stable Optimizers for Sparse Mixture-of-Experts Models\nA thesis submitted for the degree of Master of Science\nAlex Brandt\nDepartment of Computer Science\nMarch 2024",
            2: "Abstract\nSparse mixture-of-experts (MoE) layers scale model capacity at a roughly constant compute cost, but training them is\nnotoriously unstable. We study the interaction between routing noise and adaptive optimizers ...",
            3: "1 Introduction\n... loss spikes are commonly suppressed with gradient clipping, yet the threshold is tuned per model and rarely\njustified. In this thesis we ask whether ...",
            4: "... Chapter 3 introduces the method; Chapter 4 reports experiments on three model sizes ...",
            14: "3.2 Gradient clipping under routing noise\nLet g_t denote the gradient at step t. With a global norm threshold c, gradient clipping rescales g_t\nwhenever ||g_t|| > c. Because the router re-assigns tokens between steps, ...",
            15: "... Proposition 3.1. Under assumption A2 the clipped update is unbiased only if ...",
            41: "References\n[1] N. Shazeer et al. Outrageously large neural networks: the sparsely-gated mixture-of-experts layer. ICLR 2017.\n[2] W. Fedus, B. Zoph, N. Shazeer. Switch Transformers. JMLR 2022.\n[3] R. Pascanu, T. Mikolov, Y. Bengio. On the difficulty of training recurrent neural networks. ICML 2013. ...",
            42: "[14] J. Zhang et al. Why gradient clipping accelerates training: a theoretical justification for adaptivity. ICLR 2020. ..."}
    A4 = (900, 1273)

    def pg(*ns: int) -> list[tuple[str, str, tuple[int, int]]]:
        return [(str(n), body.get(n, ""), A4) for n in ns]

    hits = [(3, "... commonly suppressed with gradient clipping, yet the threshold ..."), (14, "3.2 Gradient clipping under routing noise"),
            (14, "... a global norm threshold c, gradient clipping rescales g_t ..."), (17, "... we disable gradient clipping for the router ..."),
            (22, "Table 4.2: effect of gradient clipping threshold c on ..."), (31, "... without gradient clipping, 3 of 5 runs diverge ..."),
            (40, "... adaptive gradient clipping remains an open ...")]

    def results(sel: int) -> list[str]:
        rows = [R("label", "", f"{len(hits)} results", "", "", (90, 120), (280, 20))]
        rows += [R("list-item", f"Page {p}", s, "", "selected" if k == sel else "", (80, 146 + 52 * k), (300, 50)) for k, (p, s) in enumerate(hits)]
        return rows

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['evince', '/home/alex/Documents/thesis_draft.pdf'])\ntime.sleep(2)"),
                  screen(f"{day}  16:02", "Document Viewer", evince(title, "1", 1, 48, "Fit Width", pg(1)), ex)))
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'f')\ntime.sleep(0.4)\npyautogui.typewrite('gradient clipping\\n', interval=0.03)\ntime.sleep(1.5)"),
                  screen(f"{day}  16:03", "Document Viewer", evince(title, "3", 3, 48, "Fit Width", pg(3, 4), side=results(0), find="gradient clipping"), ex)))
    turns.append((act("import pyautogui, time\npyautogui.click(230, 223)  # second result (page 14)\ntime.sleep(1)"),
                  screen(f"{day}  16:03", "Document Viewer", evince(title, "14", 14, 48, "Fit Width", pg(14, 15), side=results(1), find="gradient clipping"), ex)))
    note = [R("frame", "alex", "", "", "", (1320, 300), (300, 220)),
            R("label", "", "03/29/2024 04:04:31 PM", "", "", (1330, 306), (200, 18)),
            R("text", "Note", "", "", "", (1330, 330), (280, 180))]
    turns.append((act("import pyautogui, time\npyautogui.click(1557, 51)  # Annotate the document\ntime.sleep(0.4)\npyautogui.click(97, 91)  # Add text annotation\n"
                      "pyautogui.click(1290, 330)  # next to the section heading\ntime.sleep(0.8)"),
                  screen(f"{day}  16:04", "Document Viewer", evince(title, "14", 14, 48, "Fit Width", pg(14, 15), side=results(1), find="gradient clipping", annot=True) + note, ex)))
    msg = "Is c tuned per model size here? Please cite Zhang et al. 2020 for the adaptivity argument."
    note[2] = R("text", "Note", msg, "", "", (1330, 330), (280, 180))
    turns.append((act(f"import pyautogui, time\npyautogui.typewrite('{msg}', interval=0.02)\ntime.sleep(0.3)"),
                  screen(f"{day}  16:05", "Document Viewer", evince(title, "14", 14, 48, "Fit Width", pg(14, 15), side=results(1), find="gradient clipping", annot=True) + note, ex)))
    fields = [("Title:", "Learning Stable Optimizers for Sparse Mixture-of-Experts Models"), ("Location:", "/home/alex/Documents/thesis_draft.pdf"),
              ("Subject:", "MSc thesis, draft 3"), ("Author:", "Alex Brandt"), ("Keywords:", "mixture-of-experts, optimization, stability"),
              ("Producer:", "pdfTeX-1.40.24"), ("Creator:", "LaTeX with hyperref"), ("Created:", "Tue 26 Mar 2024 21:14:07"),
              ("Modified:", "Tue 26 Mar 2024 21:14:07"), ("Format:", "PDF-1.5"), ("Number of Pages:", "48"), ("Optimized:", "No"),
              ("Security:", "No"), ("Paper Size:", "A4, Portrait (210 × 297 mm)"), ("Size:", "2.4 MB")]
    icon = [R("push-button", "Text annotation: alex", "", "", "", (1290, 318), (24, 24))]
    turns.append((act("import pyautogui, time\npyautogui.click(1600, 309)  # close the note popup\ntime.sleep(0.3)\npyautogui.click(1887, 51)  # File options\n"
                      "time.sleep(0.4)\npyautogui.click(1800, 420)  # Properties…\ntime.sleep(1)"),
                  screen(f"{day}  16:05", "Document Viewer", evince(title, "14", 14, 48, "Fit Width", pg(14, 15), side=results(1), find="gradient clipping", annot=True)
                         + icon + props_dialog(fields), ex)))
    outline = [("1 Introduction", "3"), ("2 Background", "5"), ("3 Method", "11"), ("3.2 Gradient clipping under routing noise", "14"),
               ("4 Experiments", "19"), ("5 Discussion", "33"), ("6 Conclusion", "39"), ("References", "41"), ("A Additional results", "45")]
    side = [R("tree-item", n, p, "", "selected" if n == "References" else "", (80, 120 + 30 * k), (300, 30)) for k, (n, p) in enumerate(outline)]
    # BAD: the document now reports 52 pages; it had 48 (header and Properties) and nothing adds pages
    turns.append((act("import pyautogui, time\npyautogui.click(1200, 826)  # Close\npyautogui.click(1557, 51)  # leave annotation mode\n"
                      "pyautogui.press('escape')  # close the find bar; the side pane shows the outline again\ntime.sleep(0.5)\n"
                      "pyautogui.click(230, 345)  # References\ntime.sleep(1)"),
                  screen(f"{day}  16:06", "Document Viewer", evince(title, "41", 41, 52, "Fit Width", pg(41, 42), side=side), ex)))
    save = [R("dialog", "Save a Copy", "", "", "", (460, 200), (1000, 640)),
            R("text", "Name", "thesis_draft_annotated.pdf", "", "", (560, 220), (500, 30)),
            R("push-button", "Documents", "", "", "", (560, 260), (120, 30)),
            R("table-cell", "", "thesis_draft.pdf", "", "", (660, 338), (500, 26)), R("table-cell", "", "2.4 MB", "", "", (1160, 338), (100, 26)),
            R("table-cell", "", "cv_2024.odt", "", "", (660, 364), (500, 26)), R("table-cell", "", "31.2 kB", "", "", (1160, 364), (100, 26)),
            R("combo-box", "", "PDF Documents", "", "", (1140, 780), (300, 28)),
            R("push-button", "Cancel", "", "", "", (1260, 800), (90, 32)), R("push-button", "Save", "", "", "", (1360, 800), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 's')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\n"
                      "pyautogui.typewrite('thesis_draft_annotated.pdf', interval=0.03)"),
                  screen(f"{day}  16:07", "Document Viewer", evince(title, "41", 41, 52, "Fit Width", pg(41, 42), side=side) + save, ex)))
    rs.add(task=TASK, tid="h19-os-15", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  16:01", task), bad=True, turn=7,
           kind="page counter says 41 of 52 though the PDF had 48 pages (header and Properties) and only a note was added")


def t21(rs: RowSet) -> None:
    day = "Sat Mar 30"
    task = "In ~/Downloads/AX3000_user_manual.pdf find how to factory-reset the router, zoom in on the reset steps, rotate the landscape wiring diagram so it reads upright, and check the page count."
    ex = ("Document Viewer",)
    title = "AX3000_user_manual.pdf"
    front = ["i", "ii", "iii", "iv", "v", "vi"]

    def label(idx: int) -> str:
        return front[idx - 1] if idx <= 6 else str(idx - 6)

    text = {1: "AX3000 Dual-Band Wi-Fi 6 Router\nUser Manual\nModel: AX3000-R2\nRev. 1.3", 2: "Copyright and trademarks ...",
            73: "5.3 Factory Reset\nA factory reset erases all settings, including the admin password and Wi-Fi names.\n1. Leave the router powered on.\n2. Press and hold the RESET button on the back panel for 10 seconds with a pin.\n3. Release the button when the Power LED starts blinking amber.\n4. Wait about 2 minutes until the LED is solid white.",
            74: "5.3 Factory Reset (continued)\nAfter the reset, connect to the default network printed on the label (SSID: AX3000-XXXX) and open http://192.168.0.1 ...",
            75: "6 Troubleshooting\n6.1 The Internet LED is off ...", 76: "Figure 6-2: Wiring diagram, modem in bridge mode (landscape)",
            77: "6.2 Slow wireless speeds ..."}
    st: dict[str, Any] = {"zoom": "Fit Width", "rot": False}
    portrait, landscape = (1060, 1372), (1372, 1060)

    def size(idx: int) -> tuple[int, int]:
        land = idx == 76
        if st["zoom"] == "150%":
            base = (1236, 1600) if not land else (1600, 1236)
        else:
            base = portrait if not land else landscape
        return (base[1], base[0]) if st["rot"] else base

    def pg(*idx: int) -> list[tuple[str, str, tuple[int, int]]]:
        return [(label(i), text.get(i, ""), size(i)) for i in idx]

    def view(clock: str, idx: int, shown: tuple[int, ...], **kw: Any) -> str:
        return screen(f"{day}  {clock}", "Document Viewer", evince(title, label(idx), idx, 96, st["zoom"], pg(*shown), **kw), ex)

    outline = [("Contents", "v"), ("1 Getting Started", "1"), ("2 Setting Up the Router", "9"), ("3 Wireless Settings", "23"), ("4 Security", "41"),
               ("5 Maintenance", "61"), ("5.1 Firmware Update", "62"), ("5.2 Backup and Restore", "65"), ("5.3 Factory Reset", "67"),
               ("6 Troubleshooting", "69"), ("Specifications", "87")]

    def side(sel: str) -> list[str]:
        return [R("tree-item", n, p, "", "selected" if n == sel else "", (80, 120 + 30 * k), (300, 30)) for k, (n, p) in enumerate(outline)]

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['evince', '/home/sofia/Downloads/AX3000_user_manual.pdf'])\ntime.sleep(2)"),
                  view("11:20", 1, (1,))))
    turns.append((act("import pyautogui, time\npyautogui.press('f9')\ntime.sleep(0.5)"), view("11:20", 1, (1,), side=side(""))))
    turns.append((act("import pyautogui, time\npyautogui.click(230, 375)  # 5.3 Factory Reset\ntime.sleep(1)"),
                  view("11:21", 73, (73,), side=side("5.3 Factory Reset"))))
    hits = [("12", "... the RESET button is recessed to prevent accidental presses ..."), ("67", "... Press and hold the reset button on the back ..."),
            ("67", "... Release the reset button when the Power LED ..."), ("68", "... after using the reset button, connect to ..."),
            ("70", "... If the reset button does not respond, ...")]
    res = [R("label", "", f"{len(hits)} results", "", "", (90, 120), (280, 20))] + \
        [R("list-item", f"Page {p}", s, "", "selected" if k == 1 else "", (80, 146 + 52 * k), (300, 50)) for k, (p, s) in enumerate(hits)]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'f')\ntime.sleep(0.4)\npyautogui.typewrite('reset button\\n', interval=0.03)\ntime.sleep(1.5)"),
                  view("11:21", 73, (73,), side=res, find="reset button")))
    st["zoom"] = "150%"
    turns.append((act("import pyautogui, time\npyautogui.click(1000, 600)  # focus the page\npyautogui.hotkey('ctrl', 'plus')\ntime.sleep(0.8)"), view("11:22", 73, (73,), side=res, find="reset button")))
    turns.append((act("import pyautogui, time\npyautogui.click(1000, 600)\npyautogui.press('pagedown', presses=2, interval=0.4)\ntime.sleep(0.5)"),
                  view("11:22", 74, (74,), side=res, find="reset button")))
    st["rot"] = True
    turns.append((act("import pyautogui, time\npyautogui.tripleClick(154, 51)  # page entry\npyautogui.typewrite('70\\n', interval=0.05)\ntime.sleep(0.8)\n"
                      "pyautogui.hotkey('ctrl', 'left')  # rotate left\ntime.sleep(0.8)"),
                  view("11:23", 76, (76,), side=res, find="reset button")))
    fields = [("Title:", "AX3000 User Manual"), ("Location:", "/home/sofia/Downloads/AX3000_user_manual.pdf"), ("Subject:", "AX3000-R2 Rev. 1.3"),
              ("Author:", "Technical Publications"), ("Keywords:", ""), ("Producer:", "Adobe PDF Library 17.0"), ("Creator:", "Adobe InDesign 18.2 (Windows)"),
              ("Created:", "Thu 11 Jan 2024 09:31:55"), ("Modified:", "Fri 12 Jan 2024 14:02:10"), ("Format:", "PDF-1.7"),
              ("Number of Pages:", "96"), ("Optimized:", "Yes"), ("Security:", "No"), ("Paper Size:", "US Letter, Portrait (8.5 × 11.0 inch)"),
              ("Size:", "7.8 MB")]
    turns.append((act("import pyautogui, time\npyautogui.click(1887, 51)  # File options\ntime.sleep(0.4)\npyautogui.click(1800, 420)  # Properties…\ntime.sleep(1)"),
                  screen(f"{day}  11:23", "Document Viewer", evince(title, label(76), 76, 96, st["zoom"], pg(76), side=res, find="reset button") + props_dialog(fields), ex)))
    turns.append((act("import pyautogui, time\npyautogui.click(1200, 826)  # Close\ntime.sleep(0.3)\npyautogui.hotkey('ctrl', 'home')\ntime.sleep(0.8)"),
                  view("11:24", 1, (1, 2), side=res, find="reset button")))
    rs.add(task=TASK, tid="h19-os-21", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  11:19", task), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 16  Rhythmbox: build a 'Focus' playlist and play it.  CLEAN (filtered counts, playlist totals, elapsed time,
#     re-sorting by Time, Next follows the new order).

def dur(secs: int) -> str:
    h, m = secs // 3600, (secs % 3600) // 60
    if h:
        return f"{h} hour{'s' if h > 1 else ''} and {m} minute{'s' if m != 1 else ''}"
    return f"{m} minute{'s' if m != 1 else ''}"


def mmss(secs: int) -> str:
    return f"{secs // 60}:{secs % 60:02d}"


def t16(rs: RowSet) -> None:
    day = "Sun Mar 31"
    task = "In Rhythmbox make a playlist called 'Focus' with Nils Frahm's 'Sunson', 'Says' and 'Familiar', play it starting from 'Says' with repeat on, sort it by length and skip to the next track."
    rx = ("Rhythmbox",)

    def tr(no: int, title: str, genre: str, artist: str, album: str, t: str) -> tuple[int, str, str, str, str, int]:
        m, s = t.split(":")
        return (no, title, genre, artist, album, int(m) * 60 + int(s))
    lib = [tr(1, "Xtal", "Electronic", "Aphex Twin", "Selected Ambient Works 85-92", "4:54"), tr(2, "Tha", "Electronic", "Aphex Twin", "Selected Ambient Works 85-92", "9:01"),
           tr(3, "Pulsewidth", "Electronic", "Aphex Twin", "Selected Ambient Works 85-92", "3:47"), tr(4, "Ageispolis", "Electronic", "Aphex Twin", "Selected Ambient Works 85-92", "5:21"),
           tr(2, "Spiegel im Spiegel", "Classical", "Arvo Pärt", "Alina", "10:41"),
           tr(1, "Wildlife Analysis", "Electronic", "Boards of Canada", "Music Has the Right to Children", "1:17"),
           tr(2, "An Eagle in Your Mind", "Electronic", "Boards of Canada", "Music Has the Right to Children", "6:23"),
           tr(3, "The Color of the Fire", "Electronic", "Boards of Canada", "Music Has the Right to Children", "1:45"),
           tr(4, "Telephasic Workshop", "Electronic", "Boards of Canada", "Music Has the Right to Children", "6:35"),
           tr(5, "Triangles & Rhombuses", "Electronic", "Boards of Canada", "Music Has the Right to Children", "1:50"),
           tr(6, "Sixtyten", "Electronic", "Boards of Canada", "Music Has the Right to Children", "5:48"),
           tr(1, "Migration", "Electronic", "Bonobo", "Migration", "5:21"), tr(2, "Break Apart", "Electronic", "Bonobo", "Migration", "4:29"),
           tr(3, "Outlier", "Electronic", "Bonobo", "Migration", "7:55"), tr(4, "Grains", "Electronic", "Bonobo", "Migration", "4:11"),
           tr(5, "Second Sun", "Electronic", "Bonobo", "Migration", "4:21"),
           tr(1, "1/1", "Ambient", "Brian Eno", "Ambient 1: Music for Airports", "17:22"), tr(2, "2/1", "Ambient", "Brian Eno", "Ambient 1: Music for Airports", "8:24"),
           tr(3, "1/2", "Ambient", "Brian Eno", "Ambient 1: Music for Airports", "11:30"), tr(4, "2/2", "Ambient", "Brian Eno", "Ambient 1: Music for Airports", "6:00")]
    nf = "Nils Frahm"
    cc = "Contemporary Classical"
    frahm = [tr(1, "The Whole Universe Wants to Be Touched", cc, nf, "All Melody", "2:38"), tr(2, "Sunson", cc, nf, "All Melody", "9:12"),
             tr(3, "A Place", cc, nf, "All Melody", "7:16"), tr(4, "My Friend the Forest", cc, nf, "All Melody", "4:29"),
             tr(5, "Human Range", cc, nf, "All Melody", "5:32"), tr(6, "Forever Changeless", cc, nf, "All Melody", "2:11"),
             tr(7, "All Melody", cc, nf, "All Melody", "8:18"), tr(1, "Keep", cc, nf, "Felt", "6:32"), tr(2, "Less", cc, nf, "Felt", "5:20"),
             tr(1, "An Aborted Beginning", cc, nf, "Spaces", "1:14"), tr(2, "Says", cc, nf, "Spaces", "8:17"), tr(3, "Hammers", cc, nf, "Spaces", "6:43"),
             tr(4, "Familiar", cc, nf, "Spaces", "4:35"), tr(5, "Improvisation for Coughs and a Cell Phone", cc, nf, "Spaces", "2:39")]
    size = {t[1]: t[5] * 40_000 + 96_000 for t in frahm}  # 320 kbit/s MP3 plus tags and cover art

    def status(tracks: list[tuple[int, str, str, str, str, int]]) -> str:
        secs = sum(t[5] for t in tracks)
        mb = sum(size[t[1]] for t in tracks) / 1e6
        return f"{len(tracks)} songs, {dur(secs)}, {mb:.1f} MB"

    playlists = ["My Top Rated", "Recently Added", "Recently Played"]
    st: dict[str, Any] = {"playing": None, "pos": 0, "repeat": False}

    def view(clock: str, source: str, tracks: list[tuple[int, str, str, str, str, int]], stat_: str, *, search: str = "",
             sel: tuple[str, ...] = (), edit: str = "", sorted_by: str = "") -> str:
        rows = [frame("Rhythmbox" if st["playing"] is None else f"{st['playing'][1]} - {st['playing'][3]}"),
                R("push-button", "Previous", "", "", "", (90, 36), (40, 36)),
                R("push-button", "Pause" if st["playing"] else "Play", "", "", "", (134, 36), (40, 36)),
                R("push-button", "Next", "", "", "", (178, 36), (40, 36)),
                R("toggle-button", "Repeat", "", "", "pressed" if st["repeat"] else "", (240, 36), (36, 36)),
                R("toggle-button", "Shuffle", "", "", "", (280, 36), (36, 36))]
        if st["playing"]:
            p = st["playing"]
            rows += [R("label", "", f"{p[1]}\nby {p[3]} from {p[4]}", "", "", (340, 32), (700, 44)),
                     R("slider", "", f"{mmss(st['pos'])} of {mmss(p[5])}", "", "", (1060, 46), (500, 18))]
        rows.append(R("slider", "Volume", "72%", "", "", (1600, 40), (120, 24)))
        side = ["Play Queue", "Music", "Podcasts", "Radio", "Last.fm", "Libre.fm", "Playlists"] + playlists
        for k, s in enumerate(side):
            name = edit if (edit and s == "New Playlist") else s
            rows.append(R("list-item", name, "", "", "selected" if s == source else "", (74, 96 + 30 * k), (230, 30)))
        rows += [R("entry", "Search", search, "", "", (1420, 96), (490, 30)),
                 R("table-column-header", "Track", "", "", "", (310, 136), (50, 24)),
                 R("table-column-header", "Title", "", "", "", (360, 136), (420, 24)),
                 R("table-column-header", "Genre", "", "", "", (780, 136), (200, 24)),
                 R("table-column-header", "Artist", "", "", "", (980, 136), (260, 24)),
                 R("table-column-header", "Album", "", "", "", (1240, 136), (420, 24)),
                 R("table-column-header", "Time", "", "", "sorted ascending" if sorted_by == "Time" else "", (1660, 136), (80, 24))]
        for k, t in enumerate(tracks):
            d = ", ".join(x for x, on in (("selected", t[1] in sel), ("playing", st["playing"] is not None and st["playing"][1] == t[1])) if on)
            rows.append(R("table-row", t[1], f"{t[0]} · {t[1]} · {t[2]} · {t[3]} · {t[4]} · {mmss(t[5])}", "", d, (310, 162 + 26 * k), (1430, 26)))
        rows.append(R("label", "", stat_, "", "", (310, 1046), (600, 22)))
        return screen(f"{day}  {clock}", "Rhythmbox", rows, rx)

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['rhythmbox'])\ntime.sleep(3)"),
                  view("20:15", "Music", lib, "412 songs, 1 day, 2 hours and 13 minutes, 2.8 GB")))
    turns.append((act("import pyautogui, time\npyautogui.click(1665, 111)  # Search\npyautogui.typewrite('Nils Frahm', interval=0.04)\ntime.sleep(1)"),
                  view("20:15", "Music", frahm, status(frahm), search="Nils Frahm")))
    playlists.append("Focus")
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 'n')  # New Playlist\ntime.sleep(0.5)\npyautogui.typewrite('Focus\\n', interval=0.05)\n"
                      "time.sleep(0.3)\npyautogui.click(190, 141)  # Music\ntime.sleep(0.5)"),
                  view("20:16", "Music", frahm, status(frahm), search="Nils Frahm")))
    pick = ["Sunson", "Says", "Familiar"]
    ys = [162 + 26 * [t[1] for t in frahm].index(n) + 13 for n in pick]
    turns.append((act(f"import pyautogui, time\npyautogui.click(560, {ys[0]})  # Sunson\npyautogui.keyDown('ctrl')\npyautogui.click(560, {ys[1]})  # Says\n"
                      f"pyautogui.click(560, {ys[2]})  # Familiar\npyautogui.keyUp('ctrl')\npyautogui.rightClick(560, {ys[2]})\ntime.sleep(0.4)\n"
                      f"pyautogui.click(640, {ys[2] + 120})  # Add to Playlist\ntime.sleep(0.3)\npyautogui.click(820, {ys[2] + 120})  # Focus"),
                  view("20:16", "Music", frahm, status(frahm), search="Nils Frahm", sel=tuple(pick))))
    focus = [t for t in frahm if t[1] in pick]
    turns.append((act("import pyautogui, time\npyautogui.click(190, 411)  # Focus playlist\ntime.sleep(0.6)"),
                  view("20:17", "Focus", focus, status(focus))))
    says = next(t for t in focus if t[1] == "Says")
    st.update(playing=says, pos=2)
    turns.append((act(f"import pyautogui, time\npyautogui.doubleClick(560, {162 + 26 * focus.index(says) + 13})  # Says\ntime.sleep(2)"),
                  view("20:17", "Focus", focus, status(focus))))
    st.update(repeat=True, pos=11)
    turns.append((act("import pyautogui, time\npyautogui.click(258, 54)  # Repeat\ntime.sleep(8)"), view("20:17", "Focus", focus, status(focus))))
    focus_sorted = sorted(focus, key=lambda t: t[5])
    st["pos"] = 19
    turns.append((act("import pyautogui, time\npyautogui.click(1700, 148)  # Time column header\ntime.sleep(7)"),
                  view("20:17", "Focus", focus_sorted, status(focus), sorted_by="Time")))
    nxt = focus_sorted[focus_sorted.index(says) + 1]
    st.update(playing=nxt, pos=1)
    turns.append((act("import pyautogui, time\npyautogui.click(198, 54)  # Next\ntime.sleep(1)"),
                  view("20:18", "Focus", focus_sorted, status(focus), sorted_by="Time")))
    rs.add(task=TASK, tid="h19-os-16", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  20:14", task), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 17  Shotwell: trash three blurry shots, rate and tag the best one, export it.  BAD turn 9: the event count
#     reads 36 photos after three of its 38 were trashed (the library total did drop by three).

def t17(rs: RowSet) -> None:
    day = "Mon Apr 1"
    task = "In Shotwell's 'Lisbon trip' event move the blurry IMG_4807, IMG_4808 and IMG_4815 to the Trash, give IMG_4822 five stars and the tag 'portfolio', then export it at maximum quality."
    sx = ("Shotwell",)
    event = [f"IMG_{n}.JPG" for n in range(4801, 4839)]
    library = 1208
    recent = [f"IMG_{n}.JPG" for n in range(5208, 5190, -1)]
    rating: dict[str, int] = {"IMG_4803.JPG": 3, "IMG_4811.JPG": 4, "IMG_4822.JPG": 3, "IMG_4830.JPG": 2}
    tags = ["family", "travel"]
    st: dict[str, Any] = {"trash": False}

    def side(sel: str) -> list[str]:
        items = [("Library", 0), ("Photos", 1), ("Flagged", 1), ("Last Import", 1)] + ([("Trash", 1)] if st["trash"] else []) + \
            [("Saved Searches", 0), ("Events", 0), ("2024", 1), ("March", 2), ("Kids' recital", 3), ("Lisbon trip", 3), ("February", 2),
             ("Tags", 0)] + [(t, 1) for t in tags] + [("Folders", 0), ("Pictures", 1)]
        return [R("tree-item", n, "", "", "selected" if n == sel else "", (74 + 16 * d, 80 + 28 * k), (250 - 16 * d, 28)) for k, (n, d) in enumerate(items)]

    def grid(names: list[str], sel: tuple[str, ...] = ()) -> list[str]:
        rows = []
        for k, n in enumerate(names):
            r = rating.get(n, 0)
            d = ", ".join(x for x in (("selected" if n in sel else ""), ("★" * r if r else "")) if x)
            rows.append(R("list-item", n, n, "", d, (340 + 250 * (k % 6), 100 + 290 * (k // 6)), (230, 270)))
        return rows

    def view(clock: str, sel_side: str, names: list[str], count: str, sel: tuple[str, ...] = (), dialog: list[str] | None = None) -> str:
        title = f"{sel_side} - Shotwell" if sel_side != "Photos" else "Shotwell"
        rows = [frame(title), *side(sel_side), *grid(names, sel),
                R("push-button", "Rotate", "", "", "", (340, 1000), (80, 34)), R("push-button", "Flag", "", "", "", (426, 1000), (70, 34)),
                R("push-button", "Enhance", "", "", "", (502, 1000), (90, 34)), R("push-button", "Slideshow", "", "", "", (598, 1000), (100, 34)),
                R("label", "", count, "", "", (1400, 1006), (200, 22)),
                R("slider", "Zoom", "", "", "", (1620, 1006), (200, 22)),
                R("entry", "Search", "", "", "", (1600, 34), (300, 30))]
        if dialog:
            rows += dialog
        return screen(f"{day}  {clock}", "Shotwell", rows, sx)

    def xy(names: list[str], n: str) -> tuple[int, int]:
        k = names.index(n)
        return 340 + 250 * (k % 6) + 115, 100 + 290 * (k // 6) + 135

    def photos(n: int) -> str:
        return f"{n} Photos"

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['shotwell'])\ntime.sleep(4)"), view("19:02", "Photos", recent, photos(library))))
    turns.append((act("import pyautogui, time\npyautogui.click(190, 346)  # Events > Lisbon trip\ntime.sleep(1.5)"),
                  view("19:02", "Lisbon trip", event[:18], photos(len(event)))))
    blur = ["IMG_4807.JPG", "IMG_4808.JPG", "IMG_4815.JPG"]
    pts = [xy(event[:18], b) for b in blur]
    turns.append((act(f"import pyautogui, time\npyautogui.click({pts[0][0]}, {pts[0][1]})\npyautogui.keyDown('ctrl')\n"
                      f"pyautogui.click({pts[1][0]}, {pts[1][1]})\npyautogui.click({pts[2][0]}, {pts[2][1]})\npyautogui.keyUp('ctrl')"),
                  view("19:03", "Lisbon trip", event[:18], photos(len(event)), sel=tuple(blur))))
    event = [n for n in event if n not in blur]
    library -= len(blur)
    st["trash"] = True
    turns.append((act("import pyautogui, time\npyautogui.press('delete')  # Move to Trash\ntime.sleep(1.5)"),
                  view("19:03", "Lisbon trip", event[:18], photos(len(event)))))
    win = event[12:30]
    best = "IMG_4822.JPG"
    rating[best] = 5
    bx, by = xy(win, best)
    turns.append((act(f"import pyautogui, time\npyautogui.scroll(-6)\ntime.sleep(0.8)\npyautogui.click({bx}, {by})  # IMG_4822\npyautogui.press('5')\ntime.sleep(0.5)"),
                  view("19:04", "Lisbon trip", win, photos(len(event)), sel=(best,))))
    tagdlg = [R("dialog", "Add Tags", "", "", "", (760, 440), (400, 180)),
              R("label", "", "Tags (separated by commas):", "", "", (780, 470), (360, 20)),
              R("text", "", "portfolio", "", "", (780, 500), (360, 30)),
              R("push-button", "Cancel", "", "", "", (960, 570), (80, 32)), R("push-button", "OK", "", "", "", (1050, 570), (80, 32))]
    turns.append((act("import pyautogui, time\npyautogui.hotkey('ctrl', 't')\ntime.sleep(0.6)\npyautogui.typewrite('portfolio', interval=0.05)"),
                  view("19:04", "Lisbon trip", win, photos(len(event)), sel=(best,), dialog=tagdlg)))
    tags.append("portfolio")
    tags.sort()
    turns.append((act("import pyautogui, time\npyautogui.press('enter')\ntime.sleep(0.6)"),
                  view("19:05", "Lisbon trip", win, photos(len(event)), sel=(best,))))
    turns.append((act("import pyautogui, time\npyautogui.click(190, 122)  # Library > Photos\ntime.sleep(1.5)"), view("19:05", "Photos", recent, photos(library))))
    # BAD: the event shows 36 photos; it had 38, three were trashed (35), and the library total did drop by three
    turns.append((act("import pyautogui, time\npyautogui.click(190, 374)  # Events > Lisbon trip\ntime.sleep(1.5)"),
                  view("19:06", "Lisbon trip", event[:18], photos(len(event) + 1))))
    exp = [R("dialog", "Export Photo", "", "", "", (740, 380), (440, 300)),
           R("combo-box", "Format", "JPEG", "", "", (880, 420), (260, 30)),
           R("combo-box", "Quality", "High (90%)", "", "", (880, 460), (260, 30)),
           R("combo-box", "Scaling constraint", "Original size", "", "", (880, 500), (260, 30)),
           R("spin-button", "pixels", "1200", "", "insensitive", (880, 540), (120, 30)),
           R("check-box", "Export metadata", "", "", "checked", (760, 584), (300, 24)),
           R("push-button", "Cancel", "", "", "", (980, 630), (80, 32)), R("push-button", "OK", "", "", "", (1070, 630), (80, 32))]
    bx, by = xy(win, best)
    turns.append((act(f"import pyautogui, time\npyautogui.scroll(-6)\ntime.sleep(0.8)\npyautogui.click({bx}, {by})  # IMG_4822\n"
                      "pyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(1)"),
                  screen(f"{day}  19:06", "Shotwell", [frame("Lisbon trip - Shotwell"), *exp], sx)))
    chooser = [R("dialog", "Export Photo", "", "", "", (460, 200), (1000, 640)),
               R("text", "Name", "IMG_4822.jpg", "", "", (560, 220), (500, 30)),
               R("push-button", "portfolio", "", "", "", (560, 260), (120, 30)),
               R("list-item", "Pictures", "", "", "", (470, 320), (180, 30)), R("list-item", "portfolio", "", "", "selected", (470, 350), (180, 30)),
               R("table-cell", "", "IMG_3120.jpg", "", "", (660, 338), (500, 26)), R("table-cell", "", "6.1 MB", "", "", (1160, 338), (100, 26)),
               R("table-cell", "", "IMG_4460.jpg", "", "", (660, 364), (500, 26)), R("table-cell", "", "5.4 MB", "", "", (1160, 364), (100, 26)),
               R("push-button", "Cancel", "", "", "", (1260, 800), (90, 32)), R("push-button", "Save", "", "", "", (1360, 800), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.click(1010, 475)  # Quality\ntime.sleep(0.3)\npyautogui.click(1010, 565)  # Maximum (100%)\n"
                      "pyautogui.click(1110, 646)  # OK\ntime.sleep(1)\npyautogui.typewrite('~/Pictures/portfolio/\\n', interval=0.03)\ntime.sleep(0.8)"),
                  screen(f"{day}  19:07", "Shotwell", [frame("Lisbon trip - Shotwell"), *chooser], sx)))
    rs.add(task=TASK, tid="h19-os-17", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  19:01", task), bad=True, turn=9,
           kind="'Lisbon trip' event shows 36 photos after 3 of its 38 were trashed (library total correctly fell by 3)")


# ---------------------------------------------------------------------------------------------------------
# 18  Remmina: add an RDP profile, connect, screenshot, disconnect.  CLEAN (item count after adding a profile,
#     'Last used' stamps, timestamped screenshot name, re-sorting by a column).

def t18(rs: RowSet) -> None:
    day = "Tue Apr 2"
    task = "In Remmina add an RDP profile 'build-win01' (group CI, server 10.20.4.31, user ci-admin, domain CORP), connect to it, take a screenshot of the session, disconnect, and list the profiles by last use."
    rx = ("Remmina",)
    profiles = [["nas", "Home", "10.20.1.5", "SSH", "2024-03-08 - 17:42:10"], ["pi-hole", "Home", "10.20.1.2", "SSH", "2024-02-19 - 08:03:55"],
                ["win-jump", "CI", "10.20.4.10", "RDP", "2024-02-27 - 13:20:41"]]

    def main(clock: str, *, sort: str = "Name", dialog: list[str] | None = None, note: list[str] | None = None) -> str:
        key = (lambda p: p[0].casefold()) if sort == "Name" else (lambda p: p[4])
        rows = [frame("Remmina Remote Desktop Client", (360, 160), (1200, 700)),
                R("push-button", "New connection profile", "", "", "", (370, 168), (34, 34)),
                R("combo-box", "", "RDP", "", "", (420, 168), (90, 34)),
                R("entry", "Server", "", "", "", (516, 168), (500, 34)),
                R("toggle-button", "Search", "", "", "", (1440, 168), (34, 34)),
                R("push-button", "Remmina Main Menu", "", "", "", (1500, 168), (34, 34))]
        cols = [("Name", 380, 220), ("Group", 600, 140), ("Server", 740, 220), ("Plugin", 960, 120), ("Last used", 1080, 300)]
        rows += [R("table-column-header", c, "", "", ("sorted descending" if (c == sort and sort != "Name") else "sorted ascending" if c == sort else ""), (x, 214), (w, 26))
                 for c, x, w in cols]
        for k, p in enumerate(sorted(profiles, key=key, reverse=sort != "Name")):
            for (_c, x, w), v in zip(cols, p):
                rows.append(R("table-cell", "", v, "", "", (x, 240 + 28 * k), (w, 28)))
        rows.append(R("label", "", f"Total {len(profiles)} items.", "", "", (370, 830), (300, 22)))
        if dialog:
            rows += dialog
        if note:
            rows += note
        return screen(f"{day}  {clock}", "Remmina", rows, rx)

    def editor(name: str, group: str, server: str, user: str, domain: str) -> list[str]:
        return [R("dialog", "Remote Connection Profile", "", "", "", (560, 140), (800, 800)),
                R("text", "Name", name, "", "", (700, 180), (600, 30)), R("combo-box", "Group", group, "", "", (700, 216), (600, 30)),
                R("combo-box", "Protocol", "RDP - Remote Desktop Protocol", "", "", (700, 252), (600, 30)),
                R("text", "Pre-command", "", "", "", (700, 288), (600, 30)), R("text", "Post-command", "", "", "", (700, 324), (600, 30)),
                R("page-tab", "Basic", "", "", "selected", (580, 370), (70, 28)), R("page-tab", "Advanced", "", "", "", (654, 370), (90, 28)),
                R("page-tab", "Behavior", "", "", "", (748, 370), (90, 28)), R("page-tab", "SSH Tunnel", "", "", "", (842, 370), (100, 28)),
                R("combo-box", "Server", server, "", "", (700, 414), (600, 30)),
                R("text", "Username", user, "", "", (700, 450), (600, 30)), R("password-text", "Password", "", "", "", (700, 486), (600, 30)),
                R("text", "Domain", domain, "", "", (700, 522), (600, 30)),
                R("check-box", "Share folder", "", "", "", (700, 558), (200, 24)),
                R("radio-button", "Use initial window size", "", "", "", (700, 594), (300, 24)),
                R("radio-button", "Use client resolution", "", "", "checked", (700, 620), (300, 24)),
                R("combo-box", "Colour depth", "GFX RFX (32 bpp)", "", "", (700, 660), (300, 30)),
                R("combo-box", "Network connection type", "None", "", "", (700, 696), (300, 30)),
                R("push-button", "Cancel", "", "", "", (900, 890), (90, 32)), R("push-button", "Save as Default", "", "", "", (996, 890), (130, 32)),
                R("push-button", "Save", "", "", "", (1132, 890), (70, 32)), R("push-button", "Connect", "", "", "", (1208, 890), (80, 32)),
                R("push-button", "Save and Connect", "", "", "", (1208, 850), (140, 32))]

    turns: Turns = []
    turns.append((act("import subprocess, time\nsubprocess.Popen(['remmina'])\ntime.sleep(2)"), main("10:11")))
    turns.append((act("import pyautogui, time\npyautogui.click(387, 185)  # New connection profile\ntime.sleep(1)"),
                  main("10:11", dialog=editor("Quick Connect", "", "", "", ""))))
    src = ("import pyautogui, time\npyautogui.tripleClick(1000, 195)  # Name\npyautogui.typewrite('build-win01', interval=0.03)\n"
           "pyautogui.click(1000, 231)  # Group\npyautogui.typewrite('CI', interval=0.03)\n"
           "pyautogui.click(1000, 429)  # Server\npyautogui.typewrite('10.20.4.31', interval=0.03)\n"
           "pyautogui.click(1000, 465)  # Username\npyautogui.typewrite('ci-admin', interval=0.03)\n"
           "pyautogui.click(1000, 501)  # Password\npyautogui.typewrite('B!ld-2024-win', interval=0.03)\n"
           "pyautogui.click(1000, 537)  # Domain\npyautogui.typewrite('CORP', interval=0.03)")
    turns.append((act(src), main("10:12", dialog=editor("build-win01", "CI", "10.20.4.31", "ci-admin", "CORP"))))
    profiles.append(["build-win01", "CI", "10.20.4.31", "RDP", ""])
    turns.append((act("import pyautogui, time\npyautogui.click(1167, 906)  # Save\ntime.sleep(1)"), main("10:12")))
    cert = [R("dialog", "Certificate Details", "", "", "", (700, 380), (520, 300)),
            R("label", "", "Certificate details:", "", "", (720, 410), (480, 20)),
            R("label", "Subject", "CN = build-win01.corp.local", "", "", (720, 440), (480, 20)),
            R("label", "Issuer", "CN = build-win01.corp.local", "", "", (720, 466), (480, 20)),
            R("label", "Fingerprint", "4e:91:2c:07:b8:5a:d3:1f:66:e0:9b:42:17:ac:f5:38:0d:c9:71:2e:a4:56:8b:13:fe:60:d7:2a:95:c1:3b:84", "", "", (720, 492), (480, 40)),
            R("label", "", "Accept certificate?", "", "", (720, 560), (480, 20)),
            R("push-button", "No", "", "", "", (1000, 630), (90, 32)), R("push-button", "Yes", "", "", "", (1100, 630), (90, 32))]
    turns.append((act("import pyautogui, time\npyautogui.doubleClick(480, 254)  # build-win01\ntime.sleep(2.5)"), main("10:13", dialog=cert)))
    sess = [frame("build-win01", (0, 27), (1920, 1053)),
            R("toggle-button", "Resize the window to fit in remote resolution", "", "", "", (860, 30), (30, 30)),
            R("toggle-button", "Toggle scaled mode", "", "", "", (894, 30), (30, 30)),
            R("toggle-button", "Grab all keyboard events", "", "", "", (928, 30), (30, 30)),
            R("push-button", "Preferences", "", "", "", (962, 30), (30, 30)), R("push-button", "Tools", "", "", "", (996, 30), (30, 30)),
            R("push-button", "Take screenshot", "", "", "", (1030, 30), (30, 30)), R("push-button", "Minimize window", "", "", "", (1064, 30), (30, 30)),
            R("push-button", "Disconnect", "", "", "", (1098, 30), (30, 30)),
            R("drawing-area", "build-win01", "", "", "", (0, 60), (1920, 1020))]
    turns.append((act("import pyautogui, time\npyautogui.click(1145, 646)  # Yes\ntime.sleep(5)"),
                  screen(f"{day}  10:13", "Remmina", [frame("Remmina Remote Desktop Client", (360, 160), (1200, 700)), *sess], rx)))
    shot = "remmina_build-win01_10.20.4.31_20240402-101422.png"
    note = [R("notification", "", f"Screenshot taken\n{shot}", "", "", (760, 60), (400, 70))]
    turns.append((act("import pyautogui, time\npyautogui.moveTo(960, 5)\ntime.sleep(0.5)\npyautogui.click(1045, 45)  # Take screenshot\ntime.sleep(1)"),
                  screen(f"{day}  10:14", "Remmina", [frame("Remmina Remote Desktop Client", (360, 160), (1200, 700)), *sess, *note], rx)))
    profiles[-1][4] = "2024-04-02 - 10:14:51"
    turns.append((act("import pyautogui, time\npyautogui.moveTo(960, 5)\ntime.sleep(0.5)\npyautogui.click(1113, 45)  # Disconnect\ntime.sleep(1.5)"),
                  main("10:14")))
    turns.append((act("import pyautogui, time\npyautogui.click(1230, 227)  # Last used\ntime.sleep(0.3)\npyautogui.click(1230, 227)  # again: newest first\ntime.sleep(0.3)"),
                  main("10:15", sort="Last used")))
    rs.add(task=TASK, tid="h19-os-18", system=OS_SYSTEM, turns=turns, state=desktop(f"{day}  10:10", task), bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in ALL:
        fn(rs)
    rs.write()


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]

if __name__ == "__main__":
    main()
