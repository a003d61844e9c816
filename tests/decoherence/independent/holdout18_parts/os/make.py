# ruff: noqa: E501
"""holdout18, domain os: 22 hand-written Ubuntu 22.04 GNOME desktop trajectories (ids h18-os-01 .. h18-os-22).

Every action is a Python code block (pyautogui plus small app helpers); every observation is the desktop
accessibility table that starts with ``rowkit2.OS_HDR`` (top bar, dock, then the app windows). Eleven
trajectories carry exactly one world-model contradiction (``bad=True``, ``turn`` = the 1-based observation
that contradicts an earlier one); eleven are clean but full of legitimate change (edits, clocks, progress,
re-sorted and filtered views, restarts with new PIDs, rotating codes). Half use mainstream apps (Files, gedit,
LibreOffice, Firefox, Settings, Terminal, Thunderbird, VS Code), half less common ones (GIMP, Inkscape, VLC,
Evince, Rhythmbox, Shotwell, Remmina, System Monitor, Transmission, KeePassXC, Audacity).

Run: ``python -m tests.decoherence.independent.holdout18_parts.os.make`` (writes ``os_test.jsonl`` and
``labels.json`` next to this file). Deterministic, stdlib only.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Pos = tuple[int, int]
Turns = list[tuple[str, str]]


# ---------------------------------------------------------------------------------------------- helpers
def r(tag: str, name: str = "", text: str = "", pos: Pos = (0, 0), size: Pos = (0, 0), cls: str = "", desc: str = "") -> str:
    """One row of the accessibility table."""
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def dock(apps: list[str], running: tuple[str, ...] = ()) -> list[str]:
    out = []
    for i, app in enumerate(apps):
        out.append(r("push-button", app, pos=(7, 34 + 63 * i), size=(56, 56), desc="running" if app in running else ""))
    out.append(r("toggle-button", "Show Applications", pos=(0, 1016), size=(70, 64)))
    return out


def desk(clock: str, body: list[str], apps: list[str], running: tuple[str, ...] = (), tray: list[str] | None = None) -> str:
    """The whole screen: top bar (clock label), dock, then the windows in ``body``."""
    lines = [OS_HDR,
             r("push-button", "Activities", pos=(0, 0), size=(100, 27)),
             r("label", text=clock, pos=(884, 0), size=(152, 27))]
    lines += tray or []
    lines.append(r("menu", "System", pos=(1746, 0), size=(174, 27)))
    lines += dock(apps + [a for a in running if a not in apps], running)
    lines += body
    return "\n".join(lines)


def money(v: float) -> str:
    return f"{v:,.2f}"


def num(v: float) -> str:
    """Calc 'General' format: no trailing zeros."""
    s = f"{v:.10f}".rstrip("0").rstrip(".")
    return s


COLX = {"A": 74, "B": 242, "C": 362, "D": 452, "E": 542, "F": 632, "G": 722, "H": 812, "I": 902}
COLW = {"A": 168, "B": 120}


def cell_rows(cells: dict[str, str]) -> list[str]:
    """Calc grid cells in reading order (row, then column)."""
    def key(ref: str) -> tuple[int, str]:
        return int(ref[1:]), ref[0]
    out = []
    for ref in sorted(cells, key=key):
        col, row = ref[0], int(ref[1:])
        out.append(r("table-cell", ref, cells[ref], (COLX[col], 190 + 22 * (row - 1)), (COLW.get(col, 90), 22)))
    return out


CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]


def calc(title: str, namebox: str, formula: str, cells: dict[str, str], sel: str, modified: bool,
         sheets: tuple[str, ...], active: str, extra: list[str] | None = None, sheet_pos: str = "Sheet 1 of 2") -> list[str]:
    rows = [r("frame", f"{title} - LibreOffice Calc", pos=(70, 27), size=(1850, 1053))]
    for i, m in enumerate(CALC_MENUS):
        rows.append(r("menu", m, pos=(76 + 58 * i, 54), size=(52, 24)))
    rows += [r("push-button", "Save", pos=(170, 82), size=(30, 30), desc="Save (Ctrl+S)"),
             r("push-button", "AutoSum", pos=(1188, 82), size=(30, 30), desc="Select Function"),
             r("combo-box", "Name Box", namebox, (74, 122), (110, 26), desc="Name Box"),
             r("text", "Input line", formula, (262, 122), (1650, 26), desc="Input line")]
    rows.append(r("table", f"Sheet {active}", pos=(74, 166), size=(1826, 846)))
    rows += cell_rows(cells)
    for i, s in enumerate(sheets):
        rows.append(r("page-tab", s, pos=(150 + 90 * i, 1018), size=(86, 24), desc="selected" if s == active else ""))
    rows += [r("label", text=sheet_pos, pos=(74, 1050), size=(110, 24)),
             r("label", text="Default", pos=(330, 1050), size=(80, 24)),
             r("label", text="English (USA)", pos=(520, 1050), size=(110, 24)),
             r("label", text=sel, pos=(1180, 1050), size=(360, 24)),
             r("push-button", pos=(1552, 1050), size=(24, 24),
               desc="The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save."),
             r("slider", "Zoom", "100%", (1770, 1050), (140, 24))]
    rows += extra or []
    return rows


class Term:
    """A GNOME Terminal buffer: the text cell shows the last ``rows`` lines, prompt included."""

    def __init__(self, user: str, host: str, cwd: str, rows: int = 40, prefix: str = "") -> None:
        self.user, self.host, self.cwd, self.rows, self.prefix = user, host, cwd, rows, prefix
        self.lines: list[str] = []

    @property
    def prompt(self) -> str:
        home = f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.prefix}{self.user}@{self.host}:{cwd}$ "

    def run(self, cmd: str, out: str = "", cd: str | None = None) -> str:
        self.lines.append(self.prompt + cmd)
        if out:
            self.lines += out.rstrip("\n").split("\n")
        if cd is not None:
            self.cwd = cd
        return self.screen()

    def screen(self) -> str:
        return "\n".join((self.lines + [self.prompt.rstrip()])[-self.rows:])

    def title(self) -> str:
        home = f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}: {cwd}"


def term_window(t: Term, pos: Pos = (70, 27), size: Pos = (1850, 1053)) -> list[str]:
    return [r("frame", t.title(), pos=pos, size=size),
            r("push-button", "New Tab", pos=(pos[0] + 8, pos[1] + 8), size=(34, 34)),
            r("push-button", "Menu", pos=(pos[0] + size[0] - 150, pos[1] + 8), size=(34, 34)),
            r("terminal", "Terminal", t.screen(), (pos[0], pos[1] + 46), (size[0], size[1] - 46))]


def type_cmd(cmd: str, wait: float = 1.0) -> str:
    return code(f"import pyautogui, time\npyautogui.typewrite({cmd!r} + '\\n', interval=0.02)\ntime.sleep({wait})")


# ---------------------------------------------------------------------------------------------- 01 Calc (clean)
def t01(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "LibreOffice Writer", "LibreOffice Calc", "Ubuntu Software", "Help"]
    items = [("Office rent", "Facilities", 3200.00, 3200.00, 3200.00),
             ("Cloud hosting", "IT", 1190.20, 1824.50, 1302.75),
             ("Software licenses", "IT", 640.00, 640.00, 712.00),
             ("Travel", "Operations", 415.60, 1288.10, 302.40),
             ("Internet", "IT", 129.99, 129.99, 129.99),
             ("Office supplies", "Facilities", 212.35, 98.70, 176.45),
             ("Catering", "Operations", 340.00, 0.00, 515.00)]

    def grid(rows: list[tuple[str, str, float, float, float]], total: bool) -> dict[str, str]:
        c = {"A1": "Item", "B1": "Category", "C1": "Jul", "D1": "Aug", "E1": "Sep", "F1": "Q3 total"}
        for i, (name, cat, jul, aug, sep) in enumerate(rows, 2):
            c.update({f"A{i}": name, f"B{i}": cat, f"C{i}": money(jul), f"D{i}": money(aug), f"E{i}": money(sep),
                      f"F{i}": money(round(jul + aug + sep, 2))})
        if total:
            n = len(rows) + 2
            cols = [sum(x[k] for x in rows) for k in (2, 3, 4)]
            c.update({f"A{n}": "Total", f"C{n}": money(cols[0]), f"D{n}": money(cols[1]), f"E{n}": money(cols[2]),
                      f"F{n}": money(sum(cols))})
        return c

    apps_run = ("LibreOffice Calc",)
    title = "expenses_q3.xlsx"
    sheets = ("Q3", "Notes")

    def scr(clock: str, nb: str, fx: str, c: dict[str, str], sel: str, mod: bool, extra: list[str] | None = None) -> str:
        return desk(f"Jun 11  {clock}", calc(title, nb, fx, c, sel, mod, sheets, "Q3", extra), apps, apps_run)

    g0 = grid(items, False)
    state = ("~/Documents/finance/expenses_q3.xlsx is open in LibreOffice Calc on sheet 'Q3', cursor on A1. Task: August "
             "'Cloud hosting' was mistyped (should be 1,284.50); fix it, add a Total row under the items, sort the items "
             "by Q3 total (largest first) and save in the same format.\n\n"
             + scr("09:13", "A1", "Item", g0, "", False))
    turns: Turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(128, 135)          # Name Box
pyautogui.typewrite('D3\\n', interval=0.05)
"""), scr("09:14", "D3", "1824.5", g0, "Average: 1,824.50; Sum: 1,824.50", False)))
    fixed = list(items)
    fixed[1] = ("Cloud hosting", "IT", 1190.20, 1284.50, 1302.75)
    g1 = grid(fixed, False)
    turns.append((code("""
import pyautogui
pyautogui.typewrite('1284.5\\n', interval=0.05)
"""), scr("09:14", "D4", "640", g1, "Average: 640.00; Sum: 640.00", True)))
    g2 = grid(fixed, True)
    turns.append((code("""
import pyautogui
pyautogui.click(128, 135)
pyautogui.typewrite('A9\\n', interval=0.05)
pyautogui.typewrite('Total\\t\\t=SUM(C2:C8)\\t=SUM(D2:D8)\\t=SUM(E2:E8)\\t=SUM(F2:F8)\\n', interval=0.03)
"""), scr("09:15", "A10", "", g2, "Average: ; Sum: 0", True)))
    s_ce = sum(x[k] for x in fixed for k in (2, 3, 4))
    turns.append((code("""
import pyautogui
pyautogui.click(128, 135)
pyautogui.typewrite('C2:E8\\n', interval=0.05)   # check the three month columns
"""), scr("09:15", "C2:E8", "3200", g2, f"Average: {money(s_ce / 21)}; Sum: {money(s_ce)}", True)))
    sort_dlg = [r("dialog", "Sort", pos=(700, 320), size=(520, 440)),
                r("page-tab", "Sort Criteria", pos=(716, 360), size=(110, 26), desc="selected"),
                r("page-tab", "Options", pos=(830, 360), size=(80, 26)),
                r("label", text="Sort Key 1", pos=(724, 402), size=(90, 20)),
                r("combo-box", "Sort Key 1", "Item", (724, 426), (300, 28)),
                r("radio-button", "Ascending", pos=(1040, 426), size=(120, 22), desc="checked"),
                r("radio-button", "Descending", pos=(1040, 452), size=(120, 22)),
                r("label", text="Sort Key 2", pos=(724, 494), size=(90, 20)),
                r("combo-box", "Sort Key 2", "- undefined -", (724, 518), (300, 28)),
                r("push-button", "Help", pos=(716, 716), size=(80, 30)),
                r("push-button", "OK", pos=(1034, 716), size=(80, 30)),
                r("push-button", "Cancel", pos=(1124, 716), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(128, 135)
pyautogui.typewrite('A1:F8\\n', interval=0.05)
pyautogui.click(482, 66)           # Data
time.sleep(0.5)
pyautogui.click(520, 118)          # Sort...
time.sleep(1)
"""), scr("09:16", "A1:F8", "Item", g2, f"Average: {money(2 * s_ce / 28)}; Sum: {money(2 * s_ce)}", True, sort_dlg)))
    ordered = sorted(fixed, key=lambda x: -(x[2] + x[3] + x[4]))
    g3 = grid(ordered, True)
    turns.append((code("""
import pyautogui, time
pyautogui.click(874, 440)          # Sort Key 1 drop-down
pyautogui.click(874, 612)          # 'Q3 total'
pyautogui.click(1046, 456)         # Descending
pyautogui.click(1074, 731)         # OK
time.sleep(1)
"""), scr("09:16", "A1:F8", "Item", g3, f"Average: {money(2 * s_ce / 28)}; Sum: {money(2 * s_ce)}", True)))
    keep = [r("alert", "Keep current format", pos=(660, 400), size=(600, 220)),
            r("label", text="Use Excel 2007-365!", pos=(680, 420), size=(400, 24)),
            r("label", text="This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.\nUse the default ODF file format to be sure that the document is saved correctly.", pos=(680, 450), size=(560, 60)),
            r("check-box", "Ask when not saving in ODF or default format", pos=(680, 530), size=(360, 22), desc="checked"),
            r("push-button", "Use Excel 2007-365!", pos=(880, 570), size=(180, 32)),
            r("push-button", "Use ODF Format!", pos=(1070, 570), size=(170, 32))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), scr("09:17", "A1:F8", "Item", g3, f"Average: {money(2 * s_ce / 28)}; Sum: {money(2 * s_ce)}", True, keep)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(970, 586)          # Use Excel 2007-365!
time.sleep(2)
pyautogui.click(128, 135)
pyautogui.typewrite('F9\\n', interval=0.05)
"""), scr("09:17", "F9", "=SUM(F2:F8)", g3, f"Average: {money(s_ce)}; Sum: {money(s_ce)}", False)))
    rs.add(task="os", tid="h18-os-01", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 02 Files (bad)
SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_win(title: str, crumbs: list[str], items: list[tuple[str, str, str]], *, grid: bool = False,
              selected: tuple[str, ...] = (), floating: str = "", extra: list[str] | None = None) -> list[str]:
    rows = [r("frame", title, pos=(360, 140), size=(1200, 760)),
            r("push-button", "Back", pos=(372, 150), size=(34, 34)),
            r("push-button", "Forward", pos=(410, 150), size=(34, 34))]
    for i, c in enumerate(crumbs):
        rows.append(r("toggle-button" if i == len(crumbs) - 1 else "push-button", c, pos=(470 + 120 * i, 150), size=(112, 34),
                      desc="checked" if i == len(crumbs) - 1 else ""))
    rows += [r("toggle-button", "Search", pos=(1330, 150), size=(34, 34)),
             r("toggle-button", "View options", pos=(1370, 150), size=(50, 34)),
             r("push-button", "Main Menu", pos=(1426, 150), size=(34, 34))]
    for i, s in enumerate(SIDEBAR):
        rows.append(r("list-item", s, pos=(362, 196 + 34 * i), size=(200, 34), desc="selected" if s == crumbs[-1] else ""))
    if grid:
        for i, (name, _, _) in enumerate(items):
            rows.append(r("icon", name, pos=(600 + 150 * (i % 6), 210 + 150 * (i // 6)), size=(130, 130),
                          desc="selected" if name in selected else ""))
    else:
        rows += [r("table", "Files", pos=(564, 196), size=(996, 700)),
                 r("table-column-header", "Name", pos=(564, 196), size=(520, 30)),
                 r("table-column-header", "Size", pos=(1084, 196), size=(120, 30)),
                 r("table-column-header", "Modified", pos=(1204, 196), size=(140, 30)),
                 r("table-column-header", "Star", pos=(1344, 196), size=(40, 30))]
        for i, (name, size, mod) in enumerate(items):
            y = 228 + 38 * i
            d = "selected" if name in selected else ""
            rows += [r("table-cell", "Name", name, (564, y), (520, 38), desc=d),
                     r("table-cell", "Size", size, (1084, y), (120, 38)),
                     r("table-cell", "Modified", mod, (1204, y), (140, 38))]
    if floating:
        rows.append(r("label", text=floating, pos=(1240, 866), size=(310, 26)))
    rows += extra or []
    return rows


def t02(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Files",)

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    base = [("holiday-photos.zip", "184.2 MB", "Jun 2"),
            ("invoice_3391.pdf", "842.1 kB", "May 28"),
            ("invoice_3392.pdf", "853.6 kB", "Jun 4"),
            ("notes.txt", "2.3 kB", "09:05"),
            ("Scan 2024-06-11 09.32.pdf", "1.2 MB", "09:32"),
            ("setup-tool_2.4.1_amd64.deb", "38.9 MB", "Jun 10")]
    dl = ["Home", "Downloads"]
    state = ("Ubuntu 22.04 desktop, user dana, no windows open. Task: in ~/Downloads create a folder 'Invoices 2024', rename "
             "the scanned invoice 'Scan 2024-06-11 09.32.pdf' to 'invoice_3393.pdf', and move all three invoice PDFs into the "
             "new folder.\n\n" + desk("Jun 11  09:40", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time, os, pyautogui
subprocess.Popen(['nautilus', os.path.expanduser('~/Downloads')])
time.sleep(2)
pyautogui.hotkey('ctrl', '1')      # list view
"""), scr("09:40", files_win("Downloads", dl, base))))
    folder = ("Invoices 2024", "0 items", "09:41")
    l2 = [folder] + base
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 'n')
time.sleep(1)
pyautogui.typewrite('Invoices 2024\\n', interval=0.04)
time.sleep(1)
"""), scr("09:41", files_win("Downloads", dl, l2, selected=("Invoices 2024",),
                             floating="“Invoices 2024” selected (containing 0 items)"))))
    pop = [r("popover", "Rename", pos=(700, 420), size=(420, 110)),
           r("label", text="File name", pos=(716, 432), size=(120, 22)),
           r("text", "File name", "Scan 2024-06-11 09.32.pdf", (716, 460), (300, 34), desc="selected text: Scan 2024-06-11 09.32"),
           r("push-button", "Rename", pos=(1024, 460), size=(84, 34))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(760, 418)          # 'Scan 2024-06-11 09.32.pdf'
pyautogui.press('f2')
time.sleep(0.5)
"""), scr("09:41", files_win("Downloads", dl, l2, selected=("Scan 2024-06-11 09.32.pdf",),
                             floating="“Scan 2024-06-11 09.32.pdf” selected (1.2 MB)", extra=pop))))
    l4 = [folder, base[0], base[1], base[2], ("invoice_3393.pdf", "1.2 MB", "09:32"), base[3], base[5]]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('invoice_3393.pdf\\n', interval=0.04)
time.sleep(1)
"""), scr("09:42", files_win("Downloads", dl, l4, selected=("invoice_3393.pdf",),
                             floating="“invoice_3393.pdf” selected (1.2 MB)"))))
    three = ("invoice_3391.pdf", "invoice_3392.pdf", "invoice_3393.pdf")
    turns.append((code("""
import pyautogui
pyautogui.keyDown('ctrl')
pyautogui.click(760, 304)          # invoice_3391.pdf
pyautogui.click(760, 342)          # invoice_3392.pdf
pyautogui.keyUp('ctrl')
"""), scr("09:42", files_win("Downloads", dl, l4, selected=three, floating="3 items selected (2.9 MB)"))))
    inside = [("invoice_3391.pdf", "842.1 kB", "May 28"), ("invoice_3392.pdf", "853.6 kB", "Jun 4"), ("invoice_3393.pdf", "1.2 MB", "09:32")]
    inv = ["Home", "Downloads", "Invoices 2024"]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'x')
pyautogui.doubleClick(760, 228)    # 'Invoices 2024'
time.sleep(1)
pyautogui.hotkey('ctrl', 'v')
time.sleep(1)
"""), scr("09:42", files_win("Invoices 2024", inv, inside))))
    l7 = [("Invoices 2024", "3 items", "09:42"), base[0], base[3], base[5]]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('alt', 'left')
time.sleep(1)
"""), scr("09:43", files_win("Downloads", dl, l7))))
    drift = [("invoice_3391.pdf", "", ""), ("invoice_3392.pdf", "", ""), ("Scan 2024-06-11 09.32.pdf", "", "")]
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(760, 228)    # 'Invoices 2024'
time.sleep(1)
pyautogui.hotkey('ctrl', '2')      # grid view to see the thumbnails
time.sleep(1)
"""), scr("09:43", files_win("Invoices 2024", inv, drift, grid=True))))
    props = [r("dialog", "Invoices 2024 Properties", pos=(720, 260), size=(480, 520)),
             r("page-tab", "Basic", pos=(736, 300), size=(80, 28), desc="selected"),
             r("page-tab", "Permissions", pos=(820, 300), size=(110, 28)),
             r("page-tab", "Local Network Share", pos=(934, 300), size=(170, 28)),
             r("label", "Name", "Invoices 2024", (880, 352), (300, 24)),
             r("label", "Type", "Folder (inode/directory)", (880, 388), (300, 24)),
             r("label", "Contents", "3 items, totalling 2.9 MB", (880, 424), (300, 24)),
             r("label", "Parent Folder", "/home/dana/Downloads", (880, 460), (300, 24)),
             r("label", "Accessed", "Tue 11 Jun 2024 09:43:22", (880, 510), (300, 24)),
             r("label", "Modified", "Tue 11 Jun 2024 09:42:31", (880, 546), (300, 24)),
             r("label", "Free space", "233.9 GB", (880, 596), (300, 24))]
    turns.append((code("""
import pyautogui, time
pyautogui.rightClick(1300, 700)    # empty area of the folder
time.sleep(0.5)
pyautogui.click(1360, 812)         # Properties
time.sleep(1)
"""), scr("09:44", files_win("Invoices 2024", inv, drift, grid=True, extra=props))))
    rs.add(task="os", tid="h18-os-02", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="renamed file shows under its old name (Scan 2024-06-11 09.32.pdf) in a later view of the folder")


# ---------------------------------------------------------------------------------------------- 03 gedit (bad)
NGINX = r"""server {
    listen 8080;
    server_name staging.example.org;
    root /var/www/staging/public;
    index index.html index.htm;

    access_log /var/log/nginx/staging.access.log;
    error_log  /var/log/nginx/staging.error.log warn;

    client_max_body_size 25m;
    keepalive_timeout 65;

    location / {
        try_files $uri $uri/ /index.html;
    }

    location /api/ {
        proxy_pass http://127.0.0.1:5000/;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 90s;
    }

    location ~* \.(css|js|png|svg|woff2)$ {
        expires 30d;
        add_header Cache-Control "public";
    }
}
"""


def gedit(name: str, folder: str, buf: str, ln: str, modified: bool, msg: str = "", extra: list[str] | None = None) -> list[str]:
    star = "*" if modified else ""
    rows = [r("frame", f"{star}{name} ({folder}) - gedit", pos=(70, 27), size=(1850, 1053)),
            r("push-button", "Open", pos=(80, 35), size=(70, 34)),
            r("push-button", "New Document", pos=(154, 35), size=(34, 34)),
            r("label", text=f"{star}{name}", pos=(900, 32), size=(140, 20)),
            r("label", text=folder, pos=(880, 52), size=(180, 16)),
            r("push-button", "Save", pos=(1740, 35), size=(60, 34)),
            r("push-button", "Main Menu", pos=(1806, 35), size=(34, 34)),
            r("page-tab", name, pos=(70, 76), size=(1850, 30), desc="selected"),
            r("text", "", buf.rstrip("\n"), (70, 106), (1850, 940))]
    if msg:
        rows.append(r("label", text=msg, pos=(80, 1052), size=(400, 24)))
    rows += [r("push-button", "Plain Text", pos=(1480, 1050), size=(110, 26)),
             r("push-button", "Tab Width: 8", pos=(1600, 1050), size=(110, 26)),
             r("label", text=ln, pos=(1720, 1052), size=(110, 24)),
             r("label", text="INS", pos=(1860, 1052), size=(40, 24))]
    rows += extra or []
    return rows


def t03(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Text Editor", "Terminal", "Ubuntu Software", "Help"]
    folder = "~/projects/site/nginx"

    def scr(clock: str, body: list[str], run: tuple[str, ...] = ("Text Editor",)) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    v0 = NGINX
    v1 = v0.replace("    listen 8080;", "    listen 80;")
    v2 = v1.replace("    client_max_body_size 25m;\n", "    client_max_body_size 25m;\n    gzip on;\n")
    drift = v2.replace("proxy_read_timeout 90s;", "proxy_read_timeout 120s;")
    state = ("GNOME desktop, user dana. Task: in ~/projects/site/nginx/site.conf make the staging server listen on port 80 "
             "instead of 8080 and enable gzip right after the client_max_body_size line, then save and confirm with grep.\n\n"
             + desk("Jun 11  16:02", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(['gedit', os.path.expanduser('~/projects/site/nginx/site.conf')])
time.sleep(2)
"""), scr("16:02", gedit("site.conf", folder, v0, "Ln 1, Col 1", False))))
    dlg = [r("dialog", "Find and Replace", pos=(760, 300), size=(420, 330)),
           r("label", text="Find", pos=(776, 340), size=(90, 24)),
           r("text", "Find", "", (876, 336), (288, 32)),
           r("label", text="Replace with", pos=(776, 380), size=(90, 24)),
           r("text", "Replace with", "", (876, 376), (288, 32)),
           r("check-box", "Match case", pos=(776, 420), size=(200, 22)),
           r("check-box", "Match entire word only", pos=(776, 446), size=(200, 22)),
           r("check-box", "Regular expression", pos=(776, 472), size=(200, 22)),
           r("check-box", "Search backwards", pos=(776, 498), size=(200, 22)),
           r("check-box", "Wrap around", pos=(776, 524), size=(200, 22), desc="checked"),
           r("push-button", "Close", pos=(776, 580), size=(80, 32)),
           r("push-button", "Replace All", pos=(880, 580), size=(100, 32)),
           r("push-button", "Replace", pos=(990, 580), size=(80, 32)),
           r("push-button", "Find", pos=(1080, 580), size=(80, 32))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'h')
time.sleep(1)
"""), scr("16:02", gedit("site.conf", folder, v0, "Ln 1, Col 1", False, extra=dlg))))
    dlg2 = [x.replace("\tFind\t\t\t\t(876, 336)", "\tFind\tlisten 8080;\t\t\t(876, 336)")
             .replace("\tReplace with\t\t\t\t(876, 376)", "\tReplace with\tlisten 80;\t\t\t(876, 376)") for x in dlg]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1020, 352)         # Find
pyautogui.typewrite('listen 8080;', interval=0.03)
pyautogui.click(1020, 392)         # Replace with
pyautogui.typewrite('listen 80;', interval=0.03)
pyautogui.click(930, 596)          # Replace All
time.sleep(1)
"""), scr("16:03", gedit("site.conf", folder, v1, "Ln 2, Col 15", True, msg="Found and replaced one occurrence", extra=dlg2))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(816, 596)          # Close
pyautogui.hotkey('ctrl', 'i')      # go to line
pyautogui.typewrite('10\\n', interval=0.05)
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.typewrite('    gzip on;', interval=0.03)
"""), scr("16:03", gedit("site.conf", folder, v2, "Ln 11, Col 13", True))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), scr("16:04", gedit("site.conf", folder, drift, "Ln 11, Col 13", False))))
    t = Term("dana", "ws-dana", "/home/dana")
    apps_t = ("Terminal",)
    t.run("cd ~/projects/site && grep -n 'listen\\|gzip' nginx/site.conf", "2:    listen 80;\n11:    gzip on;",
          cd="/home/dana/projects/site")
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'q')      # quit gedit (saved)
time.sleep(1)
pyautogui.hotkey('ctrl', 'alt', 't')
time.sleep(2)
pyautogui.typewrite("cd ~/projects/site && grep -n 'listen\\\\|gzip' nginx/site.conf\\n", interval=0.02)
time.sleep(1)
"""), scr("16:04", term_window(t), apps_t)))
    n = v2.count("\n")
    t.run("wc -l nginx/site.conf", f"{n} nginx/site.conf")
    turns.append((type_cmd("wc -l nginx/site.conf"), scr("16:05", term_window(t), apps_t)))
    t.run("git status --short", " M nginx/site.conf")
    turns.append((type_cmd("git status --short"), scr("16:05", term_window(t), apps_t)))
    rs.add(task="os", tid="h18-os-03", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="an unedited line of the file (proxy_read_timeout 90s) reads 120s after saving")


# ---------------------------------------------------------------------------------------------- 04 Firefox (clean)
def firefox(tabs: list[str], active: int, url: str, page: list[str], extra: list[str] | None = None) -> list[str]:
    rows = [r("frame", f"{tabs[active]} — Mozilla Firefox", pos=(70, 27), size=(1850, 1053))]
    for i, t in enumerate(tabs):
        rows.append(r("page-tab", t, pos=(78 + 250 * i, 30), size=(246, 36), desc="selected" if i == active else ""))
    rows += [r("push-button", "Open a new tab (Ctrl+T)", pos=(78 + 250 * len(tabs), 34), size=(30, 30)),
             r("push-button", "Back", pos=(80, 72), size=(32, 32)),
             r("push-button", "Forward", pos=(114, 72), size=(32, 32)),
             r("push-button", "Reload", pos=(148, 72), size=(32, 32)),
             r("entry", "Search with Google or enter address", url, (300, 74), (1200, 30)),
             r("push-button", "Extensions", pos=(1810, 72), size=(32, 32)),
             r("push-button", "Open application menu", pos=(1880, 72), size=(32, 32)),
             r("document-web", tabs[active], pos=(70, 112), size=(1850, 968))]
    rows += page
    rows += extra or []
    return rows


def gh_top(notif: bool = False) -> list[str]:
    return [r("link", "Homepage", pos=(100, 126), size=(32, 32)),
            r("link", "acme-labs", pos=(150, 130), size=(80, 22)),
            r("link", "tiler", pos=(240, 130), size=(40, 22)),
            r("push-button", "Search or jump to…", pos=(1200, 126), size=(300, 32)),
            r("link", "You have unread notifications" if notif else "You have no unread notifications", pos=(1760, 126), size=(32, 32)),
            r("link", "Code", pos=(100, 176), size=(60, 30)),
            r("link", "Issues 14", pos=(170, 176), size=(90, 30)),
            r("link", "Pull requests 3", pos=(270, 176), size=(130, 30)),
            r("link", "Actions", pos=(410, 176), size=(80, 30), desc="selected"),
            r("link", "Releases", pos=(500, 176), size=(80, 30))]


def t04(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Firefox Web Browser",)
    T_ACT = "Actions · acme-labs/tiler"

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    def run_row(i: int, title: str, wf: str, num: int, sha: str, branch: str, status: str, when: str, dur: str) -> list[str]:
        y = 330 + 74 * i
        return [r("image", status, pos=(120, y + 6), size=(16, 16)),
                r("link", title, pos=(150, y), size=(600, 24)),
                r("label", text=f"{wf} #{num}: Commit {sha} pushed by dana-k", pos=(150, y + 26), size=(600, 20)),
                r("link", branch, pos=(900, y), size=(180, 22)),
                r("label", text=when, pos=(1500, y), size=(140, 20)),
                r("label", text=dur, pos=(1500, y + 24), size=(140, 20))]

    main_runs = [("Fix tile cache eviction", "CI", 481, "7c41e9a", "main", "completed successfully", "2 hours ago", "4m 2s"),
                 ("Docs: add COG example", "Docs", 117, "e2f7730", "main", "completed successfully", "yesterday", "1m 10s"),
                 ("Merge pull request #203 from acme-labs/zoom-levels", "CI", 480, "3b0d2f6", "main", "failed", "3 days ago", "3m 58s"),
                 ("Release v0.9.2", "Release", 36, "15b9e08", "main", "completed successfully", "3 days ago", "6m 44s")]
    cur = ("Bump rasterio to 1.3.10", "CI", 482, "4f2a9c1", "feature/raster-bump", "in progress", "1 minute ago", "1m 2s")

    def actions_page(runs: list[tuple[str, str, int, str, str, str, str, str]], filt: str, count: str) -> list[str]:
        p = gh_top() + [r("heading", "All workflows", pos=(400, 230), size=(300, 34)),
                        r("entry", "Filter workflow runs", filt, (400, 276), (700, 32)),
                        r("label", text=count, pos=(400, 314), size=(300, 20)),
                        r("link", "CI", pos=(110, 280), size=(200, 28)),
                        r("link", "Docs", pos=(110, 310), size=(200, 28)),
                        r("link", "Release", pos=(110, 340), size=(200, 28))]
        for i, x in enumerate(runs):
            p += run_row(i, *x)
        return p

    state = ("Firefox is not running yet. Task: check that CI run #482 for the rasterio bump on acme-labs/tiler passes, "
             "then look at the main-branch runs and read the notes of the latest release.\n\n" + desk("Jun 11  14:02", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['firefox', 'https://github.com/acme-labs/tiler/actions'])
time.sleep(4)
"""), scr("14:02", firefox([T_ACT], 0, "github.com/acme-labs/tiler/actions",
                           actions_page([cur] + main_runs, "", "5,214 workflow runs")))))

    def job(i: int, name: str, status: str, dur: str) -> list[str]:
        y = 380 + 40 * i
        return [r("image", status, pos=(110, y + 4), size=(16, 16)),
                r("link", name, pos=(134, y), size=(200, 24)),
                r("label", text=dur, pos=(340, y), size=(80, 24))]

    def run_page(when: str, status: str, total: str, jobs: list[tuple[str, str, str]], artifacts: list[str]) -> list[str]:
        p = gh_top() + [r("heading", "Bump rasterio to 1.3.10 #482", pos=(110, 226), size=(700, 36)),
                        r("label", text=f"Triggered via push {when}", pos=(460, 290), size=(260, 20)),
                        r("label", text="dana-k pushed 4f2a9c1 feature/raster-bump", pos=(460, 312), size=(360, 20)),
                        r("label", "Status", status, (860, 290), (160, 40)),
                        r("label", "Total duration", total, (1060, 290), (160, 40)),
                        r("label", "Artifacts", str(len(artifacts)) if artifacts else "–", (1260, 290), (120, 40)),
                        r("link", "Summary", pos=(110, 300), size=(200, 26), desc="selected"),
                        r("heading", "Jobs", pos=(110, 350), size=(100, 24))]
        for i, j in enumerate(jobs):
            p += job(i, *j)
        p += [r("heading", "ci.yml", pos=(460, 380), size=(200, 24)),
              r("label", text="on: push", pos=(460, 410), size=(200, 20))]
        for i, a in enumerate(artifacts):
            p.append(r("link", a, pos=(460, 760 + 30 * i), size=(400, 24)))
        return p

    T_RUN = "Bump rasterio to 1.3.10 · acme-labs/tiler@4f2a9c1"
    U_RUN = "github.com/acme-labs/tiler/actions/runs/9468213307"
    turns.append((code("""
import pyautogui, time
pyautogui.click(400, 342)          # 'Bump rasterio to 1.3.10'
time.sleep(3)
"""), scr("14:03", firefox([T_RUN], 0, U_RUN, run_page(
        "2 minutes ago", "In progress", "–",
        [("lint", "completed successfully", "38s"), ("test (3.10)", "in progress", "1m 41s"),
         ("test (3.11)", "in progress", "1m 39s"), ("test (3.12)", "queued", "")], [])))))
    turns.append((code("""
import pyautogui, time
time.sleep(120)
pyautogui.press('f5')
time.sleep(3)
"""), scr("14:05", firefox([T_RUN], 0, U_RUN, run_page(
        "4 minutes ago", "In progress", "–",
        [("lint", "completed successfully", "38s"), ("test (3.10)", "completed successfully", "3m 5s"),
         ("test (3.11)", "completed successfully", "3m 11s"), ("test (3.12)", "in progress", "1m 2s")], [])))))
    turns.append((code("""
import pyautogui, time
time.sleep(90)
pyautogui.press('f5')
time.sleep(3)
"""), scr("14:07", firefox([T_RUN], 0, U_RUN, run_page(
        "6 minutes ago", "Success", "5m 19s",
        [("lint", "completed successfully", "38s"), ("test (3.10)", "completed successfully", "3m 5s"),
         ("test (3.11)", "completed successfully", "3m 11s"), ("test (3.12)", "completed successfully", "2m 20s")],
        ["coverage-report 214 KB"])))))
    filtered = actions_page(main_runs, "branch:main", "4 workflow run results")
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('alt', 'left')
time.sleep(2)
pyautogui.click(750, 292)          # Filter workflow runs
pyautogui.typewrite('branch:main\\n', interval=0.04)
time.sleep(2)
"""), scr("14:07", firefox([T_ACT], 0, "github.com/acme-labs/tiler/actions?query=branch%3Amain", filtered))))
    T_REL = "Releases · acme-labs/tiler"
    rel_page = gh_top() + [
        r("heading", "Releases", pos=(110, 230), size=(200, 34)),
        r("link", "Tags", pos=(330, 236), size=(60, 24)),
        r("heading", "v0.9.2", pos=(420, 300), size=(200, 32)),
        r("label", text="Latest", pos=(630, 306), size=(60, 20)),
        r("label", text="dana-k released this 3 days ago", pos=(420, 340), size=(300, 20)),
        r("label", text="* Clamp zoom to [0, 22] by @mira-o in #201\n* Add COG overview reader by @dana-k in #198\n* Drop Python 3.9 by @dana-k in #196", pos=(420, 370), size=(900, 80)),
        r("label", text="Assets 4", pos=(420, 470), size=(100, 22)),
        r("heading", "v0.9.1", pos=(420, 540), size=(200, 32)),
        r("label", text="dana-k released this May 21", pos=(420, 580), size=(300, 20)),
        r("label", text="Assets 4", pos=(420, 700), size=(100, 22)),
        r("heading", "v0.9.0", pos=(420, 760), size=(200, 32)),
        r("label", text="dana-k released this May 2", pos=(420, 800), size=(300, 20))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 't')
pyautogui.typewrite('github.com/acme-labs/tiler/releases\\n', interval=0.03)
time.sleep(3)
"""), scr("14:08", firefox([T_ACT, T_REL], 1, "github.com/acme-labs/tiler/releases", rel_page))))
    T_V = "Release v0.9.2 · acme-labs/tiler"
    v_page = gh_top() + [
        r("heading", "v0.9.2", pos=(420, 240), size=(200, 40)),
        r("label", text="Latest", pos=(630, 250), size=(60, 20)),
        r("label", text="dana-k released this 3 days ago · 4 commits to main since this release", pos=(420, 290), size=(700, 20)),
        r("link", "v0.9.2", pos=(110, 300), size=(80, 22)),
        r("link", "15b9e08", pos=(110, 330), size=(80, 22)),
        r("heading", "What's Changed", pos=(420, 330), size=(300, 30)),
        r("label", text="Clamp zoom to [0, 22] by @mira-o in #201\nAdd COG overview reader by @dana-k in #198\nDrop Python 3.9 by @dana-k in #196\nFix off-by-one in quadkey parsing by @tomasz-w in #195", pos=(420, 370), size=(900, 110)),
        r("label", text="Full Changelog: v0.9.1...v0.9.2", pos=(420, 500), size=(400, 20)),
        r("heading", "Assets 4", pos=(420, 560), size=(200, 26)),
        r("link", "tiler-0.9.2-py3-none-any.whl", pos=(440, 600), size=(400, 24)),
        r("label", text="48.3 KB", pos=(1200, 600), size=(80, 20)),
        r("link", "tiler-0.9.2.tar.gz", pos=(440, 630), size=(400, 24)),
        r("label", text="61.9 KB", pos=(1200, 630), size=(80, 20)),
        r("link", "Source code (zip)", pos=(440, 660), size=(400, 24)),
        r("link", "Source code (tar.gz)", pos=(440, 690), size=(400, 24))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(480, 316)          # 'v0.9.2'
time.sleep(3)
"""), scr("14:08", firefox([T_ACT, T_V], 1, "github.com/acme-labs/tiler/releases/tag/v0.9.2", v_page))))
    filtered_n = [x.replace("You have no unread notifications", "You have unread notifications") for x in filtered]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', '1')      # back to the Actions tab
time.sleep(1)
"""), scr("14:09", firefox([T_ACT, T_V], 0, "github.com/acme-labs/tiler/actions?query=branch%3Amain", filtered_n))))
    rs.add(task="os", tid="h18-os-04", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 05 Settings (bad)
PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
          "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
          "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
          "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[str], extra: list[str] | None = None) -> list[str]:
    rows = [r("frame", "Settings", pos=(340, 120), size=(1240, 840)),
            r("push-button", "Search", pos=(350, 128), size=(34, 34)),
            r("label", text="Settings", pos=(440, 134), size=(120, 24)),
            r("push-button", "Main Menu", pos=(560, 128), size=(34, 34)),
            r("label", text=panel, pos=(1000, 134), size=(200, 24))]
    for i, p in enumerate(PANELS):
        rows.append(r("list-item", p, pos=(342, 172 + 31 * i), size=(270, 31), desc="selected" if p == panel else ""))
    return rows + body + (extra or [])


def t05(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Settings",)

    def scr(clock: str, body: list[str], batt: int) -> str:
        tray = [r("push-button", "Battery", pos=(1780, 0), size=(24, 27), desc=f"Battery {batt}%")]
        return desk(f"Jun 11  {clock}", body, apps + ["Settings"], run, tray)

    def power(blank: str, suspend: str, batt: int, combo_open: bool = False) -> list[str]:
        b = [r("label", text="Battery", pos=(660, 180), size=(100, 22)),
             r("level-bar", "Battery", f"{batt}%", (660, 210), (700, 12)),
             r("label", text=f"{batt} %", pos=(1370, 204), size=(60, 22)),
             r("label", text="Power Mode", pos=(660, 270), size=(200, 22)),
             r("radio-button", "Performance", pos=(660, 300), size=(700, 50)),
             r("radio-button", "Balanced", pos=(660, 352), size=(700, 50), desc="checked"),
             r("radio-button", "Power Saver", pos=(660, 404), size=(700, 50)),
             r("label", text="Power Saving Options", pos=(660, 480), size=(200, 22)),
             r("toggle-button", "Dim Screen", pos=(1300, 512), size=(50, 28), desc="checked"),
             r("label", text="Screen Blank", pos=(680, 564), size=(200, 22)),
             r("combo-box", "Screen Blank", blank, (1180, 556), (170, 34)),
             r("toggle-button", "Automatic Power Saver", pos=(1300, 612), size=(50, 28), desc="checked"),
             r("label", text="Automatic Suspend", pos=(680, 664), size=(200, 22)),
             r("label", "Automatic Suspend", suspend, (1180, 664), (170, 22)),
             r("label", text="Suspend & Power Button", pos=(660, 730), size=(240, 22)),
             r("combo-box", "Power Button Behavior", "Suspend", (1180, 760), (170, 34)),
             r("toggle-button", "Show Battery Percentage", pos=(1300, 812), size=(50, 28))]
        if combo_open:
            opts = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
            b.append(r("menu", "Screen Blank", pos=(1180, 420), size=(170, 310)))
            for i, o in enumerate(opts):
                b.append(r("menu-item", o, pos=(1186, 426 + 30 * i), size=(160, 28), desc="checked" if o == blank else ""))
        return b

    def susp_dialog(bat_on: bool, bat_delay: str) -> list[str]:
        return [r("dialog", "Automatic Suspend", pos=(760, 400), size=(400, 260)),
                r("label", text="On Battery Power", pos=(780, 450), size=(200, 22)),
                r("toggle-button", "On Battery Power", pos=(1090, 446), size=(50, 28), desc="checked" if bat_on else ""),
                r("label", text="Delay", pos=(780, 494), size=(80, 22)),
                r("combo-box", "Delay", bat_delay, (960, 488), (180, 34), desc="" if bat_on else "insensitive"),
                r("label", text="Plugged In", pos=(780, 550), size=(200, 22)),
                r("toggle-button", "Plugged In", pos=(1090, 546), size=(50, 28)),
                r("label", text="Delay", pos=(780, 594), size=(80, 22)),
                r("combo-box", "Delay", "20 minutes", (960, 588), (180, 34), desc="insensitive")]

    def appearance(dark: bool) -> list[str]:
        b = [r("label", text="Style", pos=(660, 180), size=(100, 22)),
             r("toggle-button", "Light", pos=(700, 210), size=(260, 190), desc="" if dark else "checked"),
             r("toggle-button", "Dark", pos=(1000, 210), size=(260, 190), desc="checked" if dark else ""),
             r("label", text="Color", pos=(660, 420), size=(100, 22))]
        for i, c in enumerate(["Default", "Bark", "Sage", "Olive", "Viridian", "Prussian Green", "Blue", "Purple", "Magenta", "Red"]):
            b.append(r("radio-button", c, pos=(700 + 52 * i, 450), size=(40, 40), desc="checked" if c == "Default" else ""))
        b += [r("label", text="Desktop Icons", pos=(660, 520), size=(200, 22)),
              r("combo-box", "Size", "Small", (1180, 550), (170, 34)),
              r("combo-box", "Position of New Icons", "Bottom Right", (1180, 600), (170, 34)),
              r("toggle-button", "Show Personal folder", pos=(1300, 650), size=(50, 28), desc="checked"),
              r("label", text="Dock", pos=(660, 710), size=(100, 22)),
              r("toggle-button", "Auto-hide the Dock", pos=(1300, 740), size=(50, 28)),
              r("toggle-button", "Panel mode", pos=(1300, 790), size=(50, 28), desc="checked"),
              r("slider", "Icon size", "48", (1000, 840), (350, 28)),
              r("combo-box", "Position on screen", "Left", (1180, 890), (170, 34))]
        return b

    state = ("Ubuntu 22.04 laptop on battery, user dana. Task: in Settings make the screen blank after 15 minutes, enable "
             "automatic suspend on battery after 30 minutes, switch to the dark style, then open Displays to set up Night "
             "Light later.\n\n" + desk("Jun 11  11:20", [], apps, (), [r("push-button", "Battery", pos=(1780, 0), size=(24, 27), desc="Battery 78%")]))
    turns: Turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['gnome-control-center', 'power'])
time.sleep(3)
"""), scr("11:20", settings("Power", power("5 minutes", "Off", 78)), 78)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1265, 573)         # Screen Blank drop-down
time.sleep(0.5)
"""), scr("11:21", settings("Power", power("5 minutes", "Off", 78, combo_open=True)), 78)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1266, 680)         # '15 minutes'
time.sleep(0.5)
"""), scr("11:21", settings("Power", power("15 minutes", "Off", 78)), 78)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(900, 675)          # Automatic Suspend row
time.sleep(1)
"""), scr("11:21", settings("Power", power("15 minutes", "Off", 78), susp_dialog(False, "20 minutes")), 78)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1115, 460)         # On Battery Power switch
pyautogui.click(1050, 505)         # Delay drop-down
time.sleep(0.5)
pyautogui.click(1050, 640)         # '30 minutes'
time.sleep(0.5)
"""), scr("11:22", settings("Power", power("15 minutes", "Off", 77), susp_dialog(True, "30 minutes")), 77)))
    turns.append((code("""
import pyautogui, time
pyautogui.press('escape')          # close the Automatic Suspend dialog
time.sleep(0.5)
"""), scr("11:22", settings("Power", power("15 minutes", "On Battery Power", 77)), 77)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(470, 281)          # Appearance
time.sleep(1)
"""), scr("11:23", settings("Appearance", appearance(False)), 77)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1130, 305)         # Dark
time.sleep(1)
"""), scr("11:23", settings("Appearance", appearance(True)), 77)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(470, 544)          # Power, to double-check
time.sleep(1)
"""), scr("11:24", settings("Power", power("5 minutes", "On Battery Power", 76)), 76)))
    displays = [r("page-tab", "Displays", pos=(900, 170), size=(120, 30), desc="selected"),
                r("page-tab", "Night Light", pos=(1030, 170), size=(120, 30)),
                r("label", text="Built-in display", pos=(660, 230), size=(300, 22)),
                r("combo-box", "Orientation", "Landscape", (1180, 270), (170, 34)),
                r("combo-box", "Resolution", "1920 × 1080 (16∶9)", (1180, 320), (170, 34)),
                r("combo-box", "Refresh Rate", "60.01 Hz", (1180, 370), (170, 34)),
                r("toggle-button", "100 %", pos=(1000, 420), size=(110, 34), desc="checked"),
                r("toggle-button", "125 %", pos=(1112, 420), size=(110, 34)),
                r("toggle-button", "Fractional Scaling", pos=(1300, 480), size=(50, 28))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(470, 575)          # Displays
time.sleep(1)
"""), scr("11:24", settings("Displays", displays), 76)))
    rs.add(task="os", tid="h18-os-05", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="Screen Blank reads back the old 5 minutes after it was set to 15 minutes, with no change in between")


# ---------------------------------------------------------------------------------------------- 06 Terminal (clean)
def t06(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Terminal", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Terminal",)
    t = Term("dana", "ws-dana", "/home/dana", rows=42)

    def scr(clock: str) -> str:
        return desk(f"Jun 11  {clock}", term_window(t), apps, run)

    cg = "/user.slice/user-1000.slice/user@1000.service/app.slice/tiles.service"
    state = ("A GNOME Terminal window is open and focused at ~ (user dana on ws-dana). Task: check the user service "
             "tiles.service, pre-allocate a 512 MiB warm cache file under ~/tiles-cache/overviews, restart the service so it "
             "picks the cache up, and confirm it is healthy.\n\n" + desk("Jun 11  10:21", term_window(t), apps, run))
    turns: Turns = []
    t.run("systemctl --user status tiles.service --no-pager", f"""● tiles.service - Tile preview server
     Loaded: loaded (/home/dana/.config/systemd/user/tiles.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-06-11 08:09:15 CEST; 2h 12min ago
   Main PID: 4187 (python3)
      Tasks: 3 (limit: 18947)
     Memory: 48.2M
        CPU: 41.318s
     CGroup: {cg}
             └─4187 /usr/bin/python3 -m tiles.serve --port 8765 --cache /home/dana/tiles-cache

Jun 11 10:14:02 ws-dana python3[4187]: 127.0.0.1 - - [11/Jun/2024 10:14:02] "GET /tiles/12/2143/1405.png HTTP/1.1" 200 -
Jun 11 10:14:02 ws-dana python3[4187]: 127.0.0.1 - - [11/Jun/2024 10:14:02] "GET /tiles/12/2144/1405.png HTTP/1.1" 200 -
Jun 11 10:19:47 ws-dana python3[4187]: 127.0.0.1 - - [11/Jun/2024 10:19:47] "GET /health HTTP/1.1" 200 -""")
    turns.append((type_cmd("systemctl --user status tiles.service --no-pager"), scr("10:21")))
    t.run("uptime", " 10:22:04 up  2:14,  1 user,  load average: 0.42, 0.37, 0.31")
    turns.append((type_cmd("uptime"), scr("10:22")))
    t.run("df -h /home", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  211G  234G  48% /")
    turns.append((type_cmd("df -h /home"), scr("10:22")))
    cmd = "mkdir -p ~/tiles-cache/overviews && fallocate -l 512M ~/tiles-cache/overviews/warm.bin && ls -l ~/tiles-cache/overviews"
    t.run(cmd, "total 524288\n-rw-rw-r-- 1 dana dana 536870912 Jun 11 10:23 warm.bin")
    turns.append((type_cmd(cmd), scr("10:23")))
    t.run("df -h /home", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  212G  234G  48% /")
    turns.append((type_cmd("df -h /home"), scr("10:23")))
    cmd = "systemctl --user restart tiles.service && systemctl --user status tiles.service --no-pager -n 0"
    t.run(cmd, f"""● tiles.service - Tile preview server
     Loaded: loaded (/home/dana/.config/systemd/user/tiles.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-06-11 10:23:41 CEST; 9ms ago
   Main PID: 9342 (python3)
      Tasks: 1 (limit: 18947)
     Memory: 5.9M
        CPU: 7ms
     CGroup: {cg}
             └─9342 /usr/bin/python3 -m tiles.serve --port 8765 --cache /home/dana/tiles-cache""")
    turns.append((type_cmd(cmd, 2.0), scr("10:23")))
    t.run("journalctl --user -u tiles.service -n 6 --no-pager", """Jun 11 10:23:41 ws-dana systemd[1602]: Stopping Tile preview server...
Jun 11 10:23:41 ws-dana systemd[1602]: tiles.service: Deactivated successfully.
Jun 11 10:23:41 ws-dana systemd[1602]: Stopped Tile preview server.
Jun 11 10:23:41 ws-dana systemd[1602]: tiles.service: Consumed 41.402s CPU time.
Jun 11 10:23:41 ws-dana systemd[1602]: Started Tile preview server.
Jun 11 10:23:42 ws-dana python3[9342]: serving on http://127.0.0.1:8765 (cache /home/dana/tiles-cache, 512.0 MiB warm)""")
    turns.append((type_cmd("journalctl --user -u tiles.service -n 6 --no-pager"), scr("10:24")))
    t.run("curl -s localhost:8765/health; echo", '{"status": "ok", "pid": 9342, "uptime_s": 40, "cache_bytes": 536870912, "tiles_served": 0}')
    turns.append((type_cmd("curl -s localhost:8765/health; echo"), scr("10:24")))
    t.run("uptime", " 10:24:33 up  2:17,  1 user,  load average: 0.61, 0.42, 0.33")
    turns.append((type_cmd("uptime"), scr("10:24")))
    rs.add(task="os", tid="h18-os-06", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 07 Thunderbird (bad)
FOLDERS = ["Inbox", "Drafts", "Sent", "Archives", "Newsletters", "Junk", "Trash"]


def thunderbird(folder: str, unread: dict[str, int], msgs: list[tuple[str, str, str, str]], total: int,
                selected: str = "", pane: list[str] | None = None, sort_desc: bool = True) -> list[str]:
    """msgs: (subject, correspondent, date, flags) with flags a comma list of unread/starred/attachment/replied."""
    rows = [r("frame", f"{folder} - dana@acme-labs.example - Mozilla Thunderbird", pos=(70, 27), size=(1850, 1053)),
            r("page-tab", folder, pos=(80, 32), size=(220, 32), desc="selected"),
            r("push-button", "Get Messages", pos=(80, 72), size=(120, 30)),
            r("push-button", "Write", pos=(206, 72), size=(80, 30)),
            r("push-button", "Address Book", pos=(292, 72), size=(120, 30)),
            r("push-button", "Tag", pos=(418, 72), size=(60, 30)),
            r("push-button", "Quick Filter", pos=(484, 72), size=(110, 30)),
            r("entry", "Search <Ctrl+K>", "", (1400, 72), (400, 30)),
            r("push-button", "AppMenu", pos=(1870, 72), size=(32, 30)),
            r("tree-item", "dana@acme-labs.example", pos=(80, 120), size=(300, 28))]
    for i, f in enumerate(FOLDERS):
        n = unread.get(f, 0)
        rows.append(r("tree-item", f"{f} ({n})" if n else f, pos=(100, 150 + 28 * i), size=(280, 28),
                      desc="selected" if f == folder else ""))
    rows += [r("table", "Messages", pos=(390, 110), size=(1530, 420)),
             r("table-column-header", "Star", pos=(390, 110), size=(30, 28)),
             r("table-column-header", "Attachments", pos=(420, 110), size=(30, 28)),
             r("table-column-header", "Subject", pos=(450, 110), size=(800, 28)),
             r("table-column-header", "Correspondents", pos=(1250, 110), size=(400, 28)),
             r("table-column-header", "Date", pos=(1650, 110), size=(260, 28), desc="sorted descending" if sort_desc else "sorted ascending")]
    for i, (subj, who, date, flags) in enumerate(msgs):
        y = 140 + 28 * i
        d = ", ".join(x for x in (["selected"] if subj == selected else []) + ([flags] if flags else []))
        rows += [r("table-cell", "Subject", subj, (450, y), (800, 28), desc=d),
                 r("table-cell", "Correspondents", who, (1250, y), (400, 28)),
                 r("table-cell", "Date", date, (1650, y), (260, 28))]
    rows += pane or []
    rows += [r("label", text=f"Unread: {sum(1 for m in msgs if 'unread' in m[3]) if folder == 'Inbox' else 0}", pos=(1640, 1052), size=(100, 24)),
             r("label", text=f"Total: {total}", pos=(1760, 1052), size=(100, 24))]
    return rows


def t07(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Thunderbird Mail",)

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    phish = ("Action required: verify your mailbox quota", "IT Helpdesk", "09:12", "unread")
    inv = ("Invoice INV-20931 for May", "Northwind Supplies", "08:47", "unread, attachment")
    agenda = ("Offsite agenda — draft 2", "Priya Raman", "08:30", "unread, attachment")
    rust = ("This Week in Rust 551", "This Week in Rust", "07:02", "unread")
    hire = ("Re: Q3 hiring plan", "Marcus Lee", "Yesterday 17:40", "")
    ship = ("Your order has shipped", "Parcelo", "Yesterday 12:05", "")
    ci = ("[acme-labs/tiler] Run failed: CI - main (3b0d2f6)", "GitHub", "08/06/2024, 09:51", "")

    def msg_pane(frm: str, subj: str, date: str, body: str, att: str = "") -> list[str]:
        p = [r("label", "From", frm, (400, 560), (900, 22)),
             r("label", "Subject", subj, (400, 586), (900, 22)),
             r("label", "To", "Dana Kowalski <dana@acme-labs.example>", (400, 612), (900, 22)),
             r("label", "Date", date, (1650, 560), (250, 22)),
             r("push-button", "Reply", pos=(1500, 586), size=(70, 28)),
             r("push-button", "Forward", pos=(1574, 586), size=(80, 28)),
             r("push-button", "Archive", pos=(1658, 586), size=(80, 28)),
             r("push-button", "Junk", pos=(1742, 586), size=(60, 28)),
             r("push-button", "Delete", pos=(1806, 586), size=(70, 28)),
             r("document-frame", "", body, (400, 650), (1500, 330))]
        if att:
            p.append(r("push-button", att, pos=(400, 990), size=(300, 30)))
        return p

    inv_body = ("Dear customer,\n\nplease find attached invoice INV-20931 for deliveries in May 2024.\n\nAmount due: EUR 1,482.60\n"
                "Due date: 25/06/2024\nBank transfer reference: NW-20931\n\nKind regards,\nNorthwind Supplies — Accounts Receivable")
    agenda_body = ("Hi Dana,\n\nattached is draft 2 of the offsite agenda. Could you confirm the Thursday slot for the tiling "
                   "demo (14:00–14:45)? If that clashes with the vendor call we can swap with Marcus.\n\nThanks,\nPriya")
    hire_body = ("Dana, Priya —\n\nupdated the Q3 hiring plan with the two backend roles moved to August. Numbers are in the "
                 "shared sheet, tab 'Q3'.\n\nMarcus")
    state = ("Thunderbird is open on the account dana@acme-labs.example. Task: triage the inbox: delete the phishing mail, star "
             "the Northwind invoice, move the Rust newsletter to 'Newsletters', and reply to Priya confirming the Thursday "
             "14:00 demo slot.\n\n" + scr("09:54", thunderbird("Inbox", {"Inbox": 4}, [phish, inv, agenda, rust, hire, ship, ci], 7)))
    turns: Turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(160, 164)          # Inbox
time.sleep(1)
"""), scr("09:55", thunderbird("Inbox", {"Inbox": 4}, [phish, inv, agenda, rust, hire, ship, ci], 7))))
    inv_r = (inv[0], inv[1], inv[2], "attachment")
    pane_inv = msg_pane("Northwind Supplies <billing@northwind.example>", inv[0], "11/06/2024, 08:47", inv_body, "INV-20931.pdf  212 KB")
    turns.append((code("""
import pyautogui, time
pyautogui.click(800, 154)          # the 'verify your mailbox quota' mail
time.sleep(0.5)
pyautogui.press('delete')
time.sleep(1)
"""), scr("09:55", thunderbird("Inbox", {"Inbox": 2}, [inv_r, agenda, rust, hire, ship, ci], 6, inv[0], pane_inv))))
    inv_s = (inv[0], inv[1], inv[2], "starred, attachment")
    turns.append((code("""
import pyautogui
pyautogui.press('s')               # star the selected invoice
"""), scr("09:56", thunderbird("Inbox", {"Inbox": 2}, [inv_s, agenda, rust, hire, ship, ci], 6, inv[0], pane_inv))))
    pane_hire = msg_pane("Marcus Lee <marcus.lee@acme-labs.example>", hire[0], "10/06/2024, 17:40", hire_body)
    turns.append((code("""
import pyautogui, time
pyautogui.click(800, 196)          # 'This Week in Rust 551'
time.sleep(0.5)
pyautogui.rightClick(800, 196)
pyautogui.click(880, 420)          # Move To
pyautogui.click(1100, 420)         # dana@acme-labs.example
pyautogui.click(1300, 532)         # Newsletters
time.sleep(1)
"""), scr("09:56", thunderbird("Inbox", {"Inbox": 1}, [inv_s, agenda, hire, ship, ci], 5, hire[0], pane_hire))))
    agenda_r = (agenda[0], agenda[1], agenda[2], "attachment")
    pane_ag = msg_pane("Priya Raman <priya.raman@acme-labs.example>", agenda[0], "11/06/2024, 08:30", agenda_body, "offsite-agenda-v2.pdf  96 KB")
    turns.append((code("""
import pyautogui, time
pyautogui.click(800, 168)          # 'Offsite agenda — draft 2'
time.sleep(1)
"""), scr("09:57", thunderbird("Inbox", {}, [inv_s, agenda_r, hire, ship, ci], 5, agenda[0], pane_ag))))
    quoted = "\n".join("> " + ln if ln else ">" for ln in agenda_body.split("\n"))
    compose = [r("frame", "Write: Re: Offsite agenda — draft 2 - Thunderbird", pos=(420, 120), size=(1100, 820)),
               r("push-button", "Send", pos=(430, 130), size=(70, 30)),
               r("push-button", "Spelling", pos=(506, 130), size=(90, 30)),
               r("push-button", "Attach", pos=(602, 130), size=(80, 30)),
               r("combo-box", "From", "Dana Kowalski <dana@acme-labs.example>", (520, 176), (700, 28)),
               r("entry", "To", "Priya Raman <priya.raman@acme-labs.example>", (520, 210), (900, 28)),
               r("entry", "Subject", "Re: Offsite agenda — draft 2", (520, 280), (900, 28)),
               r("document-frame", "Message body", f"\n\nOn 11/06/2024 08:30, Priya Raman wrote:\n{quoted}", (430, 330), (1080, 600))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'r')      # reply
time.sleep(2)
"""), scr("09:57", thunderbird("Inbox", {}, [inv_s, agenda_r, hire, ship, ci], 5, agenda[0], pane_ag) + compose)))
    agenda_rep = (agenda[0], agenda[1], agenda[2], "attachment, replied")
    back = (phish[0], phish[1], phish[2], "")
    turns.append((code("""
import pyautogui, time
pyautogui.typewrite('Hi Priya,\\n\\nThursday 14:00-14:45 works for the tiling demo, no clash on my side.\\n\\nDana', interval=0.02)
pyautogui.hotkey('ctrl', 'enter')  # send
time.sleep(3)
"""), scr("09:58", thunderbird("Inbox", {}, [back, inv_s, agenda_rep, hire, ship, ci], 6, agenda[0], pane_ag))))
    sent = [("Re: Offsite agenda — draft 2", "Priya Raman", "09:58", ""),
            ("Re: Q3 hiring plan", "Marcus Lee; Priya Raman", "Yesterday 18:02", ""),
            ("Tile server benchmarks", "Tomasz Wójcik", "07/06/2024, 15:26", "attachment"),
            ("Re: Vendor call notes", "Northwind Supplies", "05/06/2024, 11:10", "")]
    reply_body = ("Hi Priya,\n\nThursday 14:00-14:45 works for the tiling demo, no clash on my side.\n\nDana\n\n"
                  f"On 11/06/2024 08:30, Priya Raman wrote:\n{quoted}")
    pane_sent = [r("label", "From", "Dana Kowalski <dana@acme-labs.example>", (400, 560), (900, 22)),
                 r("label", "Subject", "Re: Offsite agenda — draft 2", (400, 586), (900, 22)),
                 r("label", "To", "Priya Raman <priya.raman@acme-labs.example>", (400, 612), (900, 22)),
                 r("label", "Date", "11/06/2024, 09:58", (1650, 560), (250, 22)),
                 r("document-frame", "", reply_body, (400, 650), (1500, 330))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(160, 206)          # Sent
time.sleep(1)
pyautogui.click(800, 154)          # newest sent mail
time.sleep(1)
"""), scr("09:58", thunderbird("Sent", {}, sent, 212, sent[0][0], pane_sent))))
    news = [("This Week in Rust 551", "This Week in Rust", "07:02", ""),
            ("Python Weekly - Issue 651", "Python Weekly", "06/06/2024, 17:31", ""),
            ("This Week in Rust 550", "This Week in Rust", "04/06/2024, 07:04", ""),
            ("GIS Weekly #112: COGs everywhere", "GIS Weekly", "03/06/2024, 08:00", "")]
    turns.append((code("""
import pyautogui, time
pyautogui.click(160, 262)          # Newsletters
time.sleep(1)
"""), scr("09:59", thunderbird("Newsletters", {}, news, 37))))
    rs.add(task="os", tid="h18-os-07", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="mail deleted from the inbox (mailbox-quota phishing) is listed in the inbox again after sending a reply")


# ---------------------------------------------------------------------------------------------- 08 VS Code (clean)
TAX = '''from decimal import Decimal, ROUND_HALF_UP

RATES = {
    "DE": Decimal("0.19"),
    "FR": Decimal("0.20"),
    "NL": Decimal("0.21"),
}


def vat(amount: Decimal, country: str) -> Decimal:
    rate = RATES[country]
    return (amount * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def gross(amount: Decimal, country: str) -> Decimal:
    return amount + vat(amount, "DE")
'''


def vscode(editor: str, dirty: bool, ln: str, branch: str, scm: int, term: Term | None, side: str = "explorer",
           sync: str = "", scm_rows: list[str] | None = None) -> list[str]:
    rows = [r("frame", f"{'● ' if dirty else ''}tax.py - invoicer - Visual Studio Code", pos=(70, 27), size=(1850, 1053)),
            r("page-tab", "Explorer (Ctrl+Shift+E)", pos=(72, 70), size=(48, 48), desc="selected" if side == "explorer" else ""),
            r("page-tab", "Search (Ctrl+Shift+F)", pos=(72, 118), size=(48, 48)),
            r("page-tab", f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)",
              pos=(72, 166), size=(48, 48), desc="selected" if side == "scm" else ""),
            r("page-tab", "Run and Debug (Ctrl+Shift+D)", pos=(72, 214), size=(48, 48)),
            r("page-tab", "Extensions (Ctrl+Shift+X)", pos=(72, 262), size=(48, 48))]
    if side == "explorer":
        tree = [("INVOICER", 0), (".venv", 1), ("src", 1), ("invoicer", 2), ("__init__.py", 3), ("invoice.py", 3),
                ("tax.py", 3), ("tests", 1), ("test_invoice.py", 2), ("test_tax.py", 2), ("pyproject.toml", 1), ("README.md", 1)]
        for i, (n, d) in enumerate(tree):
            desc = "selected" if n == "tax.py" else ""
            if n == "tax.py" and scm:
                desc += ", M"
            rows.append(r("tree-item", n, pos=(124 + 16 * d, 100 + 22 * i), size=(280 - 16 * d, 22), desc=desc.strip(", ")))
    else:
        rows += scm_rows or []
    rows += [r("page-tab", "tax.py", pos=(410, 62), size=(130, 34), desc="selected, modified" if dirty else "selected"),
             r("entry", "Editor content;Press Alt+F1 for Accessibility Options.", editor.rstrip("\n"), (410, 120), (1510, 560))]
    if term is not None:
        rows += [r("page-tab", "TERMINAL", pos=(420, 690), size=(80, 26), desc="selected"),
                 r("terminal", "Terminal 1, bash", term.screen(), (410, 720), (1510, 330))]
    rows += [r("push-button", f"{branch}, Checkout Branch/Tag...", pos=(72, 1056), size=(70, 22))]
    if sync:
        rows.append(r("push-button", f"Synchronize Changes {sync}", pos=(146, 1056), size=(60, 22)))
    rows += [r("push-button", "No Problems", pos=(210, 1056), size=(60, 22)),
             r("push-button", ln, pos=(1480, 1056), size=(110, 22)),
             r("push-button", "Spaces: 4", pos=(1594, 1056), size=(70, 22)),
             r("push-button", "UTF-8", pos=(1668, 1056), size=(50, 22)),
             r("push-button", "LF", pos=(1722, 1056), size=(24, 22)),
             r("push-button", "Python", pos=(1750, 1056), size=(56, 22)),
             r("push-button", "3.11.4 ('.venv': venv)", pos=(1810, 1056), size=(110, 22))]
    return rows


def t08(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Visual Studio Code", "Terminal", "Ubuntu Software", "Help"]
    run = ("Visual Studio Code",)

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    term = Term("dana", "ws-dana", "/home/dana/src/invoicer", rows=16, prefix="(.venv) ")
    fixed = TAX.replace('vat(amount, "DE")', "vat(amount, country)")
    col = len('    return amount + vat(amount, country') + 1
    state = ("VS Code is open on ~/src/invoicer (git branch main, clean) with src/invoicer/tax.py in the editor. Task: run the "
             "tests, fix the failing one, re-run them and commit the fix.\n\n" + scr("11:04", vscode(TAX, False, "Ln 1, Col 1", "main", 0, None)))
    turns: Turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'grave')  # open the integrated terminal
time.sleep(2)
"""), scr("11:05", vscode(TAX, False, "Ln 1, Col 1", "main", 0, term))))
    term.run("pytest -q", """.....F......                                                             [100%]
=================================== FAILURES ===================================
________________________________ test_gross_fr _________________________________

    def test_gross_fr():
>       assert gross(Decimal("100.00"), "FR") == Decimal("120.00")
E       AssertionError: assert Decimal('119.00') == Decimal('120.00')
E        +  where Decimal('119.00') = gross(Decimal('100.00'), 'FR')

tests/test_tax.py:21: AssertionError
=========================== short test summary info ============================
FAILED tests/test_tax.py::test_gross_fr - AssertionError: assert Decimal('119.00') == Decimal('120.00')
1 failed, 11 passed in 0.41s""")
    turns.append((type_cmd("pytest -q", 3.0), scr("11:05", vscode(TAX, False, "Ln 1, Col 1", "main", 0, term))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1100, 300)         # focus the editor
pyautogui.hotkey('ctrl', 'g')
pyautogui.typewrite('16\\n', interval=0.05)
pyautogui.press('end')
pyautogui.press('left')
pyautogui.press('backspace', presses=4)
pyautogui.typewrite('country', interval=0.05)
"""), scr("11:06", vscode(fixed, True, f"Ln 16, Col {col}", "main", 0, term))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), scr("11:06", vscode(fixed, False, f"Ln 16, Col {col}", "main*", 1, term))))
    term.run("pytest -q", """............                                                             [100%]
12 passed in 0.37s""")
    turns.append((code("""
import pyautogui, time
pyautogui.click(1100, 900)         # terminal
pyautogui.typewrite('pytest -q\\n', interval=0.03)
time.sleep(3)
"""), scr("11:07", vscode(fixed, False, f"Ln 16, Col {col}", "main*", 1, term))))
    scm1 = [r("label", text="SOURCE CONTROL", pos=(124, 70), size=(200, 22)),
            r("entry", "Message (Ctrl+Enter to commit on 'main')", "", (124, 100), (270, 30)),
            r("push-button", "Commit", pos=(124, 140), size=(270, 30)),
            r("tree-item", "Changes", "1", (124, 180), (270, 22)),
            r("tree-item", "tax.py src/invoicer", "M", (140, 202), (254, 22))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 'g')
time.sleep(1)
"""), scr("11:07", vscode(fixed, False, f"Ln 16, Col {col}", "main*", 1, term, side="scm", scm_rows=scm1))))
    scm2 = [r("label", text="SOURCE CONTROL", pos=(124, 70), size=(200, 22)),
            r("entry", "Message (Ctrl+Enter to commit on 'main')", "", (124, 100), (270, 30)),
            r("push-button", "Sync Changes 1↑", pos=(124, 140), size=(270, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(260, 115)          # commit message box
pyautogui.typewrite('Use country rate in gross()', interval=0.03)
pyautogui.hotkey('ctrl', 'enter')
time.sleep(2)
"""), scr("11:08", vscode(fixed, False, f"Ln 16, Col {col}", "main", 0, term, side="scm", sync="0↓ 1↑", scm_rows=scm2))))
    term.run("git log --oneline -3", """e41b7c2 (HEAD -> main) Use country rate in gross()
9d03a15 (origin/main, origin/HEAD) Add NL rate
51c8e0f Initial invoicer package""")
    turns.append((code("""
import pyautogui, time
pyautogui.click(1100, 900)
pyautogui.typewrite('git log --oneline -3\\n', interval=0.03)
time.sleep(1)
"""), scr("11:08", vscode(fixed, False, f"Ln 16, Col {col}", "main", 0, term, side="scm", sync="0↓ 1↑", scm_rows=scm2))))
    rs.add(task="os", tid="h18-os-08", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 09 Writer (clean)
def writer(title: str, paras: list[tuple[str, str]], style: str, page: str, words: str, modified: bool,
           extra: list[str] | None = None) -> list[str]:
    rows = [r("frame", f"{title} - LibreOffice Writer", pos=(70, 27), size=(1850, 1053))]
    for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]):
        rows.append(r("menu", m, pos=(76 + 58 * i, 54), size=(52, 24)))
    rows += [r("combo-box", "Paragraph Style", style, (80, 124), (190, 28)),
             r("combo-box", "Font Name", "Liberation Sans" if style.startswith("Heading") or style == "Title" else "Liberation Serif", (276, 124), (200, 28)),
             r("combo-box", "Font Size", "14 pt" if style.startswith("Heading") else ("28 pt" if style == "Title" else "12 pt"), (480, 124), (70, 28)),
             r("document-text", title, pos=(520, 170), size=(880, 860))]
    y = 200
    for tag, text in paras:
        h = 34 if tag == "heading" else 22 * max(1, len(text) // 95 + 1)
        rows.append(r(tag, "", text, (600, y), (720, h)))
        y += h + 12
    rows += [r("label", text=page, pos=(74, 1050), size=(120, 24)),
             r("label", text=words, pos=(200, 1050), size=(300, 24)),
             r("label", text="Default Page Style", pos=(560, 1050), size=(140, 24)),
             r("label", text="English (UK)", pos=(760, 1050), size=(100, 24)),
             r("push-button", pos=(1552, 1050), size=(24, 24),
               desc="The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save."),
             r("slider", "Zoom", "100%", (1770, 1050), (140, 24))]
    return rows + (extra or [])


def t09(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("LibreOffice Writer",)
    title = "quarterly_report.docx"

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 21  {clock}", body, apps, run)

    def p1(q: str, date: str) -> list[tuple[str, str]]:
        return [("heading", "Tile Platform — Quarterly Report"),
                ("paragraph", f"Draft — {date} June 2024 · Platform team"),
                ("heading", "1. Summary"),
                ("paragraph", f"In {q} the tile platform served 1.84 billion tiles, up 22 % on the previous quarter. Median "
                              f"latency at the edge stayed under 40 ms for all {q} weeks except the week of the cache migration."),
                ("paragraph", f"The {q} objectives were met with one exception: the COG overview reader shipped two weeks late "
                              "(v0.9.2) because of the zoom-clamping regression found during review."),
                ("heading", "2. Usage"),
                ("paragraph", f"Traffic by client in {q}: web viewer 61 %, mobile SDK 27 %, batch exports 12 %. Batch exports "
                              "doubled after the March pricing change.")]

    def p3(appendix_b: bool, sel: bool = False) -> list[tuple[str, str]]:
        p = [("paragraph", "…the move to the shared cache cluster is the main driver for next quarter's cost reduction."),
             ("heading", "5. Conclusions"),
             ("paragraph", "The platform is stable and growing; the priorities for the next quarter are the cache cluster, "
                           "the vector-tile beta and on-call load."),
             ("heading", "Appendix A: Metrics"),
             ("paragraph", "Tiles served, p50/p95 latency and error rate per week are in metrics_weekly.csv, attached to the wiki page.")]
        if appendix_b:
            p += [("heading", "Appendix B: Legacy tile cache"),
                  ("paragraph", "The legacy per-node disk cache is still enabled on two edge nodes (edge-3, edge-7) as a fallback. "
                                "It will be switched off once the shared cache cluster has run for one full quarter without "
                                "incidents; until then its hit rate is reported separately.")]
        return p

    state = ("~/Documents/reports/quarterly_report.docx is open in LibreOffice Writer, cursor at the start. Task: the draft "
             "was copied from last quarter: change every 'Q2' to 'Q3', delete the obsolete 'Appendix B' (heading and its "
             "paragraph), start '5. Conclusions' on a new page, set the draft date to 21 June 2024, export a PDF next to "
             "it and save the .docx.\n\n" + scr("10:02", writer(title, p1("Q2", "14"), "Title", "Page 1 of 3", "1,486 words, 9,102 characters", False)))
    turns: Turns = []
    fr = [r("dialog", "Find and Replace", pos=(640, 260), size=(640, 520)),
          r("combo-box", "Find", "Q2", (660, 310), (440, 30)),
          r("check-box", "Match case", pos=(660, 350), size=(160, 22)),
          r("check-box", "Whole words only", pos=(840, 350), size=(180, 22), desc="checked"),
          r("combo-box", "Replace", "Q3", (660, 420), (440, 30)),
          r("push-button", "Find All", pos=(1120, 310), size=(140, 30)),
          r("push-button", "Replace All", pos=(1120, 420), size=(140, 30)),
          r("label", text="Search key replaced 7 times.", pos=(660, 700), size=(400, 22)),
          r("push-button", "Close", pos=(1180, 740), size=(90, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'h')
time.sleep(1)
pyautogui.typewrite('Q2', interval=0.05)
pyautogui.click(880, 435)          # Replace
pyautogui.typewrite('Q3', interval=0.05)
pyautogui.click(846, 361)          # Whole words only
pyautogui.click(1190, 435)         # Replace All
time.sleep(1)
"""), scr("10:03", writer(title, p1("Q3", "14"), "Title", "Page 1 of 3", "1,486 words, 9,102 characters", True, fr))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1225, 755)         # Close
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('Appendix B\\n', interval=0.05)
pyautogui.press('escape')
pyautogui.press('home')
pyautogui.hotkey('ctrl', 'shift', 'down')
pyautogui.hotkey('ctrl', 'shift', 'down')
time.sleep(0.5)
"""), scr("10:04", writer(title, p3(True), "Heading 1", "Page 3 of 3", "Selected: 64 words, 402 characters", True))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('delete')
time.sleep(0.5)
"""), scr("10:04", writer(title, p3(False), "Heading 1", "Page 3 of 3", "1,422 words, 8,700 characters", True))))
    p4 = [("heading", "5. Conclusions"),
          ("paragraph", "The platform is stable and growing; the priorities for the next quarter are the cache cluster, "
                        "the vector-tile beta and on-call load."),
          ("heading", "Appendix A: Metrics"),
          ("paragraph", "Tiles served, p50/p95 latency and error rate per week are in metrics_weekly.csv, attached to the wiki page.")]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('5. Conclusions\\n', interval=0.05)
pyautogui.press('escape')
pyautogui.press('home')
pyautogui.hotkey('ctrl', 'enter')  # page break before the heading
time.sleep(0.5)
"""), scr("10:05", writer(title, p4, "Heading 1", "Page 4 of 4", "1,422 words, 8,700 characters", True))))
    fr2 = [x.replace("\tQ2\t", "\t14 June 2024\t").replace("\tQ3\t", "\t21 June 2024\t")
           .replace("Search key replaced 7 times.", "Search key replaced 1 time.") for x in fr]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'home')
pyautogui.hotkey('ctrl', 'h')
time.sleep(1)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('14 June 2024', interval=0.05)
pyautogui.click(880, 435)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('21 June 2024', interval=0.05)
pyautogui.click(1190, 435)         # Replace All
time.sleep(1)
"""), scr("10:06", writer(title, p1("Q3", "21"), "Default Paragraph Style", "Page 1 of 4", "1,422 words, 8,700 characters", True, fr2))))
    pdf = [r("dialog", "PDF Options", pos=(560, 200), size=(800, 640)),
           r("page-tab", "General", pos=(576, 240), size=(80, 28), desc="selected"),
           r("page-tab", "Initial View", pos=(660, 240), size=(100, 28)),
           r("page-tab", "User Interface", pos=(764, 240), size=(110, 28)),
           r("page-tab", "Links", pos=(878, 240), size=(60, 28)),
           r("page-tab", "Security", pos=(942, 240), size=(80, 28)),
           r("page-tab", "Digital Signatures", pos=(1026, 240), size=(140, 28)),
           r("radio-button", "All", pos=(590, 300), size=(200, 22), desc="checked"),
           r("radio-button", "Pages:", pos=(590, 326), size=(80, 22)),
           r("radio-button", "Lossless compression", pos=(590, 420), size=(240, 22)),
           r("radio-button", "JPEG compression", pos=(590, 446), size=(240, 22), desc="checked"),
           r("spin-button", "Quality", "90%", (620, 472), (100, 28)),
           r("check-box", "Reduce image resolution", pos=(590, 510), size=(240, 22), desc="checked"),
           r("combo-box", "Reduce image resolution", "300 DPI", (830, 508), (100, 28)),
           r("check-box", "Tagged PDF (add document structure)", pos=(960, 300), size=(340, 22), desc="checked"),
           r("check-box", "Export outlines", pos=(960, 326), size=(340, 22), desc="checked"),
           r("check-box", "Hybrid PDF (embed ODF file)", pos=(960, 352), size=(340, 22)),
           r("push-button", "Help", pos=(576, 790), size=(90, 30)),
           r("push-button", "Export", pos=(1150, 790), size=(90, 30)),
           r("push-button", "Cancel", pos=(1250, 790), size=(90, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1225, 755)         # Close the Find and Replace dialog
pyautogui.click(105, 66)           # File
time.sleep(0.5)
pyautogui.click(180, 452)          # Export As > Export as PDF...
time.sleep(1.5)
"""), scr("10:06", writer(title, p1("Q3", "21"), "Title", "Page 1 of 4", "1,422 words, 8,700 characters", True, pdf))))
    chooser = [r("dialog", "Export", pos=(520, 180), size=(880, 620)),
               r("text", "Name", "quarterly_report.pdf", (640, 200), (500, 30)),
               r("push-button", "reports", pos=(620, 250), size=(90, 30), desc="current folder"),
               r("table-cell", "Name", "quarterly_report.docx", (760, 310), (400, 28)),
               r("table-cell", "Size", "48.1 kB", (1160, 310), (90, 28)),
               r("table-cell", "Modified", "Jun 14", (1250, 310), (120, 28)),
               r("combo-box", "File type", "PDF - Portable Document Format (.pdf)", (1000, 740), (380, 30)),
               r("push-button", "Cancel", pos=(540, 190), size=(80, 30)),
               r("push-button", "Save", pos=(1300, 190), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1195, 805)         # Export
time.sleep(1.5)
"""), scr("10:07", writer(title, p1("Q3", "21"), "Title", "Page 1 of 4", "1,422 words, 8,700 characters", True, chooser))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('quarterly_report_Q3_draft.pdf\\n', interval=0.03)
time.sleep(3)
"""), scr("10:07", writer(title, p1("Q3", "21"), "Title", "Page 1 of 4", "1,422 words, 8,700 characters", True))))
    keep = [r("alert", "Keep current format", pos=(660, 400), size=(600, 220)),
            r("label", text="Use Word 2007-365!", pos=(680, 420), size=(400, 24)),
            r("label", text="This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007-365”.\nUse the default ODF file format to be sure that the document is saved correctly.", pos=(680, 450), size=(560, 60)),
            r("check-box", "Ask when not saving in ODF or default format", pos=(680, 530), size=(360, 22), desc="checked"),
            r("push-button", "Use Word 2007-365!", pos=(880, 570), size=(180, 32)),
            r("push-button", "Use ODF Format!", pos=(1070, 570), size=(170, 32))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), scr("10:08", writer(title, p1("Q3", "21"), "Title", "Page 1 of 4", "1,422 words, 8,700 characters", True, keep))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(970, 586)          # Use Word 2007-365!
time.sleep(2)
"""), scr("10:08", writer(title, p1("Q3", "21"), "Title", "Page 1 of 4", "1,422 words, 8,700 characters", False))))
    rs.add(task="os", tid="h18-os-09", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 10 Calc timesheet (bad)
def t10(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "LibreOffice Writer", "LibreOffice Calc", "Ubuntu Software", "Help"]
    run = ("LibreOffice Calc",)
    title = "timesheet_june.ods"
    sheets = ("Week 23", "Week 24")
    names = ["Alvarez", "Bennett", "Chen", "Dubois", "Eriksen"]
    week = [[8, 7.5, 8, 8], [6, 6, 6, 6], [8, 8, 9.5, 7], [4, 4, 4, 4], [7.5, 8, 8, 8.5]]
    fri = [6, 6, 8, 4, 7]
    w23 = [[8, 8, 8, 8, 6], [6, 6, 6, 6, 6], [9, 8, 8, 8, 7], [4, 4, 4, 4, 4], [8, 8, 7.5, 8, 8]]

    def grid(days: list[list[float]], total_row: bool = False, overtime: bool = False) -> dict[str, str]:
        c = {"A1": "Name", "B1": "Mon", "C1": "Tue", "D1": "Wed", "E1": "Thu", "F1": "Fri", "G1": "Total"}
        for i, (n, d) in enumerate(zip(names, days), 2):
            c[f"A{i}"] = n
            for col, v in zip("BCDEF", d):
                c[f"{col}{i}"] = num(v)
            c[f"G{i}"] = num(sum(d))
            if overtime:
                c[f"H{i}"] = num(max(0, sum(d) - 38))
        if overtime:
            c["H1"] = "Overtime"
        if total_row:
            c["A7"] = "Total"
            c["G7"] = num(sum(sum(d) for d in days))
        return c

    def scr(clock: str, nb: str, fx: str, c: dict[str, str], sel: str, mod: bool, active: str = "Week 24") -> str:
        pos = "Sheet 2 of 2" if active == "Week 24" else "Sheet 1 of 2"
        return desk(f"Jun 14  {clock}", calc(title, nb, fx, c, sel, mod, sheets, active, sheet_pos=pos), apps, run)

    full = [d + [f] for d, f in zip(week, fri)]
    g0 = grid(week)
    state = ("~/Documents/hr/timesheet_june.ods is open in LibreOffice Calc on sheet 'Week 24' (G2:G6 hold =SUM(B2:F2) etc.). "
             "Task: enter Friday's hours (Alvarez 6, Bennett 6, Chen 8, Dubois 4, Eriksen 7), add a total under the Total "
             "column, add an Overtime column (hours above 38), save, and double-check the week's hours.\n\n"
             + scr("16:40", "A1", "Name", g0, "", False))
    turns: Turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(128, 135)          # Name Box
pyautogui.typewrite('F2\\n', interval=0.05)
"""), scr("16:40", "F2", "", g0, "Average: ; Sum: 0", False)))
    g1 = grid(full)
    turns.append((code("""
import pyautogui
pyautogui.typewrite('6\\n6\\n8\\n4\\n7\\n', interval=0.08)
"""), scr("16:41", "F7", "", g1, "Average: ; Sum: 0", True)))
    tot = sum(sum(d) for d in full)
    gt = [sum(d) for d in full]
    turns.append((code("""
import pyautogui
pyautogui.click(128, 135)
pyautogui.typewrite('G2:G6\\n', interval=0.05)
"""), scr("16:41", "G2:G6", "=SUM(B2:F2)", g1, f"Average: {num(tot / 5)}; Sum: {num(tot)}", True)))
    g2 = grid(full, total_row=True)
    turns.append((code("""
import pyautogui
pyautogui.click(128, 135)
pyautogui.typewrite('A7\\n', interval=0.05)
pyautogui.typewrite('Total\\t\\t\\t\\t\\t\\t=SUM(G2:G6)\\n', interval=0.05)
"""), scr("16:42", "A8", "", g2, "Average: ; Sum: 0", True)))
    g3 = grid(full, total_row=True, overtime=True)
    ot = [max(0, x - 38) for x in gt]
    turns.append((code("""
import pyautogui, time
pyautogui.click(128, 135)
pyautogui.typewrite('H1\\n', interval=0.05)
pyautogui.typewrite('Overtime\\n=MAX(0;G2-38)\\n', interval=0.05)
pyautogui.click(128, 135)
pyautogui.typewrite('H2:H6\\n', interval=0.05)
pyautogui.hotkey('ctrl', 'd')      # fill down
time.sleep(0.5)
"""), scr("16:43", "H2:H6", "=MAX(0;G2-38)", g3, f"Average: {num(sum(ot) / 5)}; Sum: {num(sum(ot))}", True)))
    turns.append((code("""
import pyautogui
pyautogui.click(128, 135)
pyautogui.typewrite('A1:H1\\n', interval=0.05)
pyautogui.hotkey('ctrl', 'b')
"""), scr("16:43", "A1:H1", "Name", g3, "Average: ; Sum: 0", True)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(1.5)
"""), scr("16:44", "A1:H1", "Name", g3, "Average: ; Sum: 0", False)))
    g23 = grid(w23)
    turns.append((code("""
import pyautogui, time
pyautogui.click(195, 1030)         # 'Week 23' tab, to compare with last week
time.sleep(1)
"""), scr("16:44", "A1", "Name", g23, "Average: ; Sum: 0", False, active="Week 23")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(285, 1030)         # back to 'Week 24'
time.sleep(1)
pyautogui.click(128, 135)
pyautogui.typewrite('B2:F6\\n', interval=0.05)
"""), scr("16:45", "B2:F6", "8", g3, f"Average: {num((tot + 4) / 25)}; Sum: {num(tot + 4)}", False)))
    rs.add(task="os", tid="h18-os-10", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="status-bar Sum of the daily hours B2:F6 (171) does not match the unchanged cells, which add up to 167 (G7)")


# ---------------------------------------------------------------------------------------------- 11 Terminal git (bad)
def t11(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Terminal", "Visual Studio Code", "Ubuntu Software", "Help"]
    run = ("Terminal",)
    t = Term("dana", "ws-dana", "/home/dana", rows=44)

    def scr(clock: str) -> str:
        return desk(f"Jun 11  {clock}", term_window(t), apps, run)

    state = ("A GNOME Terminal window is open at ~ (user dana). Task: cut release 0.9.3 of ~/src/tiler: create branch "
             "release/0.9.3 from main, bump the version in pyproject.toml, commit, add an annotated tag v0.9.3, push both and "
             "check the branch tracking.\n\n" + scr("15:10"))
    steps: list[tuple[str, str, str, str | None, float]] = [
        ("cd ~/src/tiler && git status -sb", "## main...origin/main", "15:10", "/home/dana/src/tiler", 1.0),
        ("git log --oneline -5", """7c41e9a (HEAD -> main, origin/main, origin/HEAD) Fix tile cache eviction
3b0d2f6 Merge pull request #203 from acme-labs/zoom-levels
a98c1d4 Clamp zoom to [0, 22]
e2f7730 Docs: add COG example
15b9e08 (tag: v0.9.2) Release v0.9.2""", "15:10", None, 1.0),
        ("git switch -c release/0.9.3", "Switched to a new branch 'release/0.9.3'", "15:11", None, 1.0),
        ("""sed -i 's/^version = "0.9.2"/version = "0.9.3"/' pyproject.toml && git diff""", """diff --git a/pyproject.toml b/pyproject.toml
index 4e1a2b7..c09d5f3 100644
--- a/pyproject.toml
+++ b/pyproject.toml
@@ -1,6 +1,6 @@
 [project]
 name = "tiler"
-version = "0.9.2"
+version = "0.9.3"
 description = "Raster tile pyramids from COGs"
 readme = "README.md"
 requires-python = ">=3.10\"""", "15:11", None, 1.0),
        ('git commit -am "Bump version to 0.9.3"', """[release/0.9.3 d8e5a61] Bump version to 0.9.3
 1 file changed, 1 insertion(+), 1 deletion(-)""", "15:12", None, 1.0),
        ("""git tag -a v0.9.3 -m "tiler 0.9.3" && git tag -l 'v0.9.*'""", "v0.9.0\nv0.9.1\nv0.9.2\nv0.9.3", "15:12", None, 1.0),
        ("git --no-pager show --stat v0.9.3", """tag v0.9.3
Tagger: Dana Kowalski <dana@acme-labs.example>
Date:   Tue Jun 11 15:12:40 2024 +0200

tiler 0.9.3

commit d8e5a61f0c2b94e7a13d6c58b2e0f9a47c1d3e85 (HEAD -> release/0.9.3, tag: v0.9.3)
Author: Dana Kowalski <dana@acme-labs.example>
Date:   Tue Jun 11 15:12:18 2024 +0200

    Bump version to 0.9.3

 pyproject.toml | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", "15:13", None, 1.0),
        ("git log --oneline --decorate -3", """d8e5a61 (HEAD -> release/0.9.3, tag: v0.9.3) Bump version to 0.9.3
7c41e9a (origin/main, origin/HEAD, main) Fix tile cache eviction
3b0d2f6 Merge pull request #203 from acme-labs/zoom-levels""", "15:13", None, 1.0),
        ("git push -u origin release/0.9.3 --follow-tags", """Enumerating objects: 6, done.
Counting objects: 100% (6/6), done.
Delta compression using up to 16 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (4/4), 531 bytes | 531.00 KiB/s, done.
Total 4 (delta 2), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (2/2), completed with 2 local objects.
remote:
remote: Create a pull request for 'release/0.9.3' on GitHub by visiting:
remote:      https://github.com/acme-labs/tiler/pull/new/release/0.9.3
remote:
To github.com:acme-labs/tiler.git
 * [new branch]      release/0.9.3 -> release/0.9.3
 * [new tag]         v0.9.3 -> v0.9.3
branch 'release/0.9.3' set up to track 'origin/release/0.9.3'.""", "15:14", None, 4.0),
        ("git branch -vv", """  main          7c41e9a [origin/main] Fix tile cache eviction
* release/0.9.3 d8e5b19 [origin/release/0.9.3] Bump version to 0.9.3""", "15:14", None, 1.0),
        ("git status -sb", "## release/0.9.3...origin/release/0.9.3", "15:14", None, 1.0),
    ]
    turns: Turns = []
    for cmd, out, clock, cd, wait in steps:
        t.run(cmd, out, cd=cd)
        turns.append((type_cmd(cmd, wait), scr(clock)))
    rs.add(task="os", tid="h18-os-11", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="commit id of the version-bump commit changes (d8e5a61 -> d8e5b19) in git branch -vv with no amend or rebase")


# ---------------------------------------------------------------------------------------------- 12 GIMP (clean)
def t12(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "GNU Image Manipulation Program", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("GNU Image Manipulation Program",)

    def gimp(flag: str, dirty: bool, dims: str, zoom: str, mem: str, coords: str, extra: list[str] | None = None) -> list[str]:
        star = "*" if dirty else ""
        rows = [r("frame", f"{star}[harbor_sunset] ({flag})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {dims} – GIMP",
                  pos=(70, 27), size=(1850, 1053))]
        for i, m in enumerate(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]):
            rows.append(r("menu", m, pos=(76 + 60 * i, 54), size=(54, 24)))
        for i, tname in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Crop Tool", "Unified Transform Tool",
                                   "Paintbrush Tool", "Eraser Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]):
            rows.append(r("toggle-button", tname, pos=(78 + 34 * (i % 5), 90 + 34 * (i // 5)), size=(32, 32)))
        rows += [r("canvas", "", pos=(260, 110), size=(1330, 900)),
                 r("label", "Layers", pos=(1600, 400), size=(300, 24)),
                 r("list-item", "harbor_sunset.jpg", pos=(1600, 430), size=(300, 40), desc="selected"),
                 r("combo-box", "Mode", "Normal", (1600, 360), (200, 26)),
                 r("spin-button", "Opacity", "100.0", (1600, 390), (200, 24)),
                 r("label", text=coords, pos=(262, 1052), size=(120, 24)),
                 r("combo-box", "Unit", "px", (390, 1050), (60, 26)),
                 r("combo-box", "Zoom", zoom, (456, 1050), (90, 26)),
                 r("label", text=mem, pos=(560, 1052), size=(400, 24))]
        return rows + (extra or [])

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    def scale_dlg(w: str, h: str) -> list[str]:
        return [r("dialog", "Scale Image", pos=(700, 300), size=(460, 420)),
                r("label", text="Image Size", pos=(720, 340), size=(200, 22)),
                r("spin-button", "Width", w, (800, 370), (140, 28)),
                r("spin-button", "Height", h, (800, 404), (140, 28)),
                r("toggle-button", "Chain", pos=(950, 380), size=(20, 40), desc="checked"),
                r("combo-box", "Unit", "px", (990, 386), (70, 28)),
                r("label", text=f"{w} × {h} pixels", pos=(800, 440), size=(200, 20)),
                r("spin-button", "X resolution", "72.000", (800, 470), (140, 28)),
                r("spin-button", "Y resolution", "72.000", (800, 504), (140, 28)),
                r("combo-box", "Resolution unit", "pixels/in", (990, 486), (110, 28)),
                r("label", text="Quality", pos=(720, 550), size=(200, 22)),
                r("combo-box", "Interpolation", "Cubic", (800, 580), (200, 28)),
                r("push-button", "Help", pos=(716, 670), size=(80, 30)),
                r("push-button", "Reset", pos=(800, 670), size=(80, 30)),
                r("push-button", "Cancel", pos=(980, 670), size=(80, 30)),
                r("push-button", "Scale", pos=(1066, 670), size=(80, 30))]

    state = ("GNOME desktop, user dana. Task: make a 1600 px wide JPEG (quality 85) of ~/Pictures/harbor_sunset.jpg named "
             "harbor_sunset_1600.jpg, next to the original, with GIMP.\n\n" + desk("Jun 11  13:29", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(['gimp', os.path.expanduser('~/Pictures/harbor_sunset.jpg')])
time.sleep(12)
"""), scr("13:30", gimp("imported", False, "4032x3024", "25%", "harbor_sunset.jpg (117.4 MB)", "1903, 1187"))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(316, 66)           # Image
time.sleep(0.5)
pyautogui.click(380, 388)          # Scale Image...
time.sleep(1)
"""), scr("13:31", gimp("imported", False, "4032x3024", "25%", "harbor_sunset.jpg (117.4 MB)", "478, 1262",
                        scale_dlg("4032", "3024")))))
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(870, 384)    # Width
pyautogui.typewrite('1600\\t', interval=0.05)
time.sleep(0.5)
"""), scr("13:31", gimp("imported", False, "4032x3024", "25%", "harbor_sunset.jpg (117.4 MB)", "2315, 1075",
                        scale_dlg("1600", "1200")))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1106, 685)         # Scale
time.sleep(3)
"""), scr("13:32", gimp("imported", True, "1600x1200", "25%", "harbor_sunset.jpg (139.5 MB)", "1622, 1140"))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 'j')   # View > Zoom > Fit Image in Window
time.sleep(1)
"""), scr("13:32", gimp("imported", True, "1600x1200", "70.8%", "harbor_sunset.jpg (139.5 MB)", "812, 455"))))
    exp = [r("dialog", "Export Image", pos=(500, 160), size=(920, 700)),
           r("text", "Name", "harbor_sunset.jpg", (620, 180), (500, 30)),
           r("push-button", "Pictures", pos=(620, 230), size=(90, 30), desc="current folder"),
           r("table-cell", "Name", "harbor_sunset.jpg", (760, 290), (400, 28)),
           r("table-cell", "Size", "4.8 MB", (1160, 290), (90, 28)),
           r("table-cell", "Modified", "Jun 9", (1250, 290), (120, 28)),
           r("table-cell", "Name", "harbor_walk_0412.jpg", (760, 318), (400, 28)),
           r("table-cell", "Size", "5.1 MB", (1160, 318), (90, 28)),
           r("table-cell", "Modified", "Jun 9", (1250, 318), (120, 28)),
           r("push-button", "Select File Type (By Extension)", pos=(520, 760), size=(300, 28)),
           r("push-button", "Help", pos=(520, 810), size=(80, 30)),
           r("push-button", "Cancel", pos=(1220, 810), size=(80, 30)),
           r("push-button", "Export", pos=(1310, 810), size=(90, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 'e')   # File > Export As...
time.sleep(1.5)
"""), scr("13:33", gimp("imported", True, "1600x1200", "70.8%", "harbor_sunset.jpg (139.5 MB)", "812, 455", exp))))

    def jpg_dlg(q: str, preview: bool, size: str) -> list[str]:
        return [r("dialog", "Export Image as JPEG", pos=(760, 280), size=(400, 460)),
                r("slider", "Quality", q, (780, 320), (360, 30)),
                r("label", text=f"File size: {size}", pos=(780, 360), size=(300, 22)),
                r("check-box", "Show preview in image window", pos=(780, 390), size=(300, 22), desc="checked" if preview else ""),
                r("toggle-button", "Advanced Options", pos=(780, 430), size=(200, 24)),
                r("push-button", "Load Defaults", pos=(780, 640), size=(120, 30)),
                r("push-button", "Save Defaults", pos=(910, 640), size=(120, 30)),
                r("push-button", "Help", pos=(780, 690), size=(80, 30)),
                r("push-button", "Cancel", pos=(980, 690), size=(80, 30)),
                r("push-button", "Export", pos=(1066, 690), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('harbor_sunset_1600.jpg\\n', interval=0.03)
time.sleep(1.5)
"""), scr("13:33", gimp("imported", True, "1600x1200", "70.8%", "harbor_sunset.jpg (139.5 MB)", "812, 455", jpg_dlg("90", False, "unknown")))))
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(1100, 335)   # Quality value
pyautogui.typewrite('85\\t', interval=0.05)
pyautogui.click(790, 401)          # Show preview in image window
time.sleep(1.5)
"""), scr("13:34", gimp("imported", True, "1600x1200", "70.8%", "harbor_sunset.jpg (141.2 MB)", "812, 455", jpg_dlg("85", True, "412.8 kB")))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1106, 705)         # Export
time.sleep(2)
"""), scr("13:34", gimp("exported", True, "1600x1200", "70.8%", "harbor_sunset.jpg (139.5 MB)", "1105, 705"))))
    rs.add(task="os", tid="h18-os-12", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 13 Inkscape (bad)
def t13(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Inkscape", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Inkscape",)

    def ink(title: str, tool: str, controls: list[str], status: str, coords: str, dock: list[str] | None = None,
            extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", f"{title} - Inkscape", pos=(70, 27), size=(1850, 1053))]
        for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]):
            rows.append(r("menu", m, pos=(76 + 66 * i, 54), size=(60, 24)))
        rows += controls
        for i, tname in enumerate(["Select and transform objects", "Edit paths by nodes", "Zoom", "Measure",
                                   "Create rectangles and squares", "Create circles, ellipses, and arcs", "Draw Bezier curves",
                                   "Create and edit text objects", "Pick colors from image"]):
            rows.append(r("toggle-button", tname, pos=(74, 160 + 36 * i), size=(32, 32), desc="checked" if tname == tool else ""))
        rows.append(r("canvas", "", pos=(110, 150), size=(1350 if dock else 1800, 880)))
        rows += dock or []
        rows += [r("combo-box", "Current layer", "Layer 1", (250, 1050), (120, 26)),
                 r("label", text=status, pos=(380, 1052), size=(1100, 24)),
                 r("label", text=coords, pos=(1640, 1052), size=(150, 24)),
                 r("spin-button", "Zoom", "35%", (1800, 1050), (70, 26)),
                 r("spin-button", "Rotation", "0.00°", (1870, 1050), (50, 26))]
        return rows + (extra or [])

    def rect_ctl(w: str, h: str, rx: str, ry: str) -> list[str]:
        return [r("label", text="Change:", pos=(90, 110), size=(60, 24)),
                r("spin-button", "W:", w, (160, 108), (90, 28)),
                r("spin-button", "H:", h, (280, 108), (90, 28)),
                r("combo-box", "Units", "mm", (380, 108), (60, 28)),
                r("spin-button", "Rx:", rx, (480, 108), (90, 28)),
                r("spin-button", "Ry:", ry, (600, 108), (90, 28)),
                r("push-button", "Make corners sharp", pos=(700, 108), size=(30, 28))]

    def sel_ctl(x: str, y: str, w: str, h: str) -> list[str]:
        return [r("push-button", "Select all objects", pos=(90, 108), size=(30, 28)),
                r("spin-button", "X:", x, (200, 108), (90, 28)),
                r("spin-button", "Y:", y, (320, 108), (90, 28)),
                r("spin-button", "W:", w, (440, 108), (90, 28)),
                r("toggle-button", "Lock width and height", pos=(536, 108), size=(28, 28)),
                r("spin-button", "H:", h, (570, 108), (90, 28)),
                r("combo-box", "Units", "mm", (670, 108), (60, 28))]

    text_ctl = [r("combo-box", "Font Family", "sans-serif", (90, 108), (220, 28)),
                r("combo-box", "Font Style", "Normal", (320, 108), (120, 28)),
                r("combo-box", "Font Size", "30", (450, 108), (60, 28)),
                r("combo-box", "Font size units", "pt", (516, 108), (50, 28)),
                r("spin-button", "Line height", "1.25", (600, 108), (70, 28))]

    def fill_dock(rgba: str) -> list[str]:
        rr, gg, bb = int(rgba[0:2], 16), int(rgba[2:4], 16), int(rgba[4:6], 16)
        return [r("page-tab", "Fill and Stroke", pos=(1470, 150), size=(220, 28), desc="selected"),
                r("page-tab", "Fill", pos=(1480, 190), size=(60, 26), desc="selected"),
                r("page-tab", "Stroke paint", pos=(1544, 190), size=(100, 26)),
                r("page-tab", "Stroke style", pos=(1648, 190), size=(100, 26)),
                r("toggle-button", "Flat color", pos=(1520, 230), size=(32, 32), desc="checked"),
                r("slider", "R", str(rr), (1490, 300), (340, 24)),
                r("slider", "G", str(gg), (1490, 330), (340, 24)),
                r("slider", "B", str(bb), (1490, 360), (340, 24)),
                r("slider", "A", "255", (1490, 390), (340, 24)),
                r("entry", "RGBA:", rgba, (1700, 424), (120, 26)),
                r("spin-button", "Blur (%)", "0.0", (1490, 900), (330, 24)),
                r("spin-button", "Opacity (%)", "100.0", (1490, 930), (330, 24))]

    def align_dock(rel: str = "Biggest object") -> list[str]:
        return [r("page-tab", "Fill and Stroke", pos=(1470, 150), size=(220, 28)),
                r("page-tab", "Align and Distribute", pos=(1694, 150), size=(220, 28), desc="selected"),
                r("combo-box", "Relative to:", rel, (1600, 196), (220, 28)),
                r("check-box", "Treat selection as group", pos=(1490, 232), size=(300, 22)),
                r("push-button", "Center on vertical axis", pos=(1560, 270), size=(32, 32)),
                r("push-button", "Center on horizontal axis", pos=(1560, 340), size=(32, 32)),
                r("push-button", "Align left edges", pos=(1490, 270), size=(32, 32)),
                r("push-button", "Align top edges", pos=(1490, 340), size=(32, 32))]

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 12  {clock}", body, apps, run)

    rect_tool = "Create rectangles and squares"
    sel_tool = "Select and transform objects"
    state = ("Inkscape 1.1 is open on an empty A4 document 'New document 1' at 35 % zoom. Task: draw a visitor badge: a "
             "120 × 80 mm rectangle with 6 mm rounded corners filled #1f6feb, the word VISITOR centred on it, saved as "
             "~/Documents/visitor_badge.svg.\n\n"
             + scr("09:20", ink("New document 1", sel_tool, sel_ctl("0.000", "0.000", "0.000", "0.000"),
                                "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
                                "X: 214.61  Y: 12.70")))
    turns: Turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.press('r')               # rectangle tool
pyautogui.moveTo(600, 400)
pyautogui.dragTo(706, 471, duration=0.5)
time.sleep(0.5)
"""), scr("09:20", ink("New document 1", rect_tool, rect_ctl("80.133", "53.675", "0.000", "0.000"),
                       "Rectangle 80.13 × 53.68 mm in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 120.35  Y: 122.58"))))
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(205, 122)    # W:
pyautogui.typewrite('120\\t', interval=0.05)
pyautogui.tripleClick(325, 122)    # H:
pyautogui.typewrite('80\\n', interval=0.05)
time.sleep(0.5)
"""), scr("09:21", ink("New document 1", rect_tool, rect_ctl("120.000", "80.000", "0.000", "0.000"),
                       "Rectangle 120 × 80 mm in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: -50.21  Y: 255.02"))))
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(525, 122)    # Rx:
pyautogui.typewrite('6\\t', interval=0.05)
pyautogui.tripleClick(645, 122)    # Ry:
pyautogui.typewrite('6\\n', interval=0.05)
time.sleep(0.5)
"""), scr("09:21", ink("New document 1", rect_tool, rect_ctl("120.000", "80.000", "6.000", "6.000"),
                       "Rectangle 120 × 80 mm in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 85.88  Y: 255.02"))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 'f')   # Fill and Stroke
time.sleep(1)
pyautogui.click(1536, 246)         # Flat color
pyautogui.tripleClick(1760, 437)   # RGBA
pyautogui.typewrite('1f6febff\\n', interval=0.05)
time.sleep(0.5)
"""), scr("09:22", ink("New document 1", rect_tool, rect_ctl("120.000", "80.000", "6.000", "6.000"),
                       "Rectangle 120 × 80 mm in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 374.56  Y: 19.93", fill_dock("1f6febff")))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('t')               # text tool
pyautogui.click(700, 470)
pyautogui.typewrite('VISITOR', interval=0.05)
pyautogui.press('escape')
time.sleep(0.5)
"""), scr("09:22", ink("New document 1", "Create and edit text objects", text_ctl,
                       "Text (sans-serif, 30 pt) in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 98.80  Y: 183.41", fill_dock("000000ff")))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('s')               # selector
pyautogui.hotkey('ctrl', 'a')      # select both objects
pyautogui.hotkey('ctrl', 'shift', 'a')   # Align and Distribute
time.sleep(1)
"""), scr("09:23", ink("New document 1", sel_tool, sel_ctl("40.212", "68.905", "120.000", "80.000"),
                       "2 objects of types Rectangle, Text in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 98.80  Y: 183.41", align_dock("Last selected")))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1710, 210)         # Relative to:
pyautogui.click(1710, 330)         # 'Biggest object'
pyautogui.click(1576, 286)         # Center on vertical axis
pyautogui.click(1576, 356)         # Center on horizontal axis
time.sleep(0.5)
"""), scr("09:23", ink("New document 1", sel_tool, sel_ctl("40.212", "68.905", "120.000", "80.000"),
                       "2 objects of types Rectangle, Text in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 160.17  Y: 86.40", align_dock()))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('escape')          # deselect
pyautogui.click(615, 420)          # inside the rectangle, away from the text
pyautogui.press('f4')              # rectangle tool, to read its corner radius
time.sleep(0.5)
"""), scr("09:24", ink("New document 1", rect_tool, rect_ctl("120.000", "80.000", "0.000", "0.000"),
                       "Rectangle 120 × 80 mm in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 51.55  Y: 84.02", align_dock()))))
    save = [r("dialog", "Select file to save to", pos=(500, 160), size=(920, 700)),
            r("text", "Name", "visitor_badge.svg", (620, 180), (500, 30)),
            r("push-button", "Documents", pos=(620, 230), size=(110, 30), desc="current folder"),
            r("table-cell", "Name", "badge_template_2023.svg", (760, 290), (400, 28)),
            r("table-cell", "Size", "18.4 kB", (1160, 290), (90, 28)),
            r("table-cell", "Modified", "3 Oct 2023", (1250, 290), (120, 28)),
            r("combo-box", "File type", "Inkscape SVG (*.svg)", (1000, 760), (380, 28)),
            r("check-box", "Append filename extension automatically", pos=(520, 760), size=(320, 22), desc="checked"),
            r("push-button", "Cancel", pos=(520, 170), size=(80, 30)),
            r("push-button", "Save", pos=(1320, 170), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.press('s')               # back to the selector
pyautogui.hotkey('shift', 'ctrl', 's')
time.sleep(1.5)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('visitor_badge.svg', interval=0.04)
"""), scr("09:24", ink("New document 1", sel_tool, sel_ctl("40.212", "68.905", "120.000", "80.000"),
                       "Rectangle 120 × 80 mm in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                       "X: 51.55  Y: 84.02", align_dock(), save))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('enter')
time.sleep(1.5)
"""), scr("09:25", ink("visitor_badge.svg", sel_tool, sel_ctl("40.212", "68.905", "120.000", "80.000"),
                       "Document saved.", "X: 51.55  Y: 84.02", align_dock()))))
    rs.add(task="os", tid="h18-os-13", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="rectangle corner radius reads Rx/Ry 0.000 again after it was set to 6 mm, with only an align in between")


# ---------------------------------------------------------------------------------------------- 14 VLC (clean)
def t14(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "VLC media player", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("VLC media player",)
    items = [("01 - Introduction", "18:40"), ("02 - Probability refresher", "42:05"), ("03 - Bayesian inference", "48:12"),
             ("04 - MCMC in practice", "55:31")]

    def secs(mmss: str) -> int:
        m, s = mmss.split(":")
        return int(m) * 60 + int(s)

    def vlc(cur: int, elapsed: str, playing: bool, speed: str, vol: int, playlist: bool, osd: str = "",
            subtitle: str = "", extra: list[str] | None = None) -> list[str]:
        title, total = items[cur]
        pct = 100 * secs(elapsed) / secs(total)
        rows = [r("frame", f"{title} - VLC media player", pos=(200, 100), size=(1500, 880))]
        for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]):
            rows.append(r("menu", m, pos=(206 + 70 * i, 106), size=(64, 24)))
        rows.append(r("filler", "video", pos=(200, 132), size=(900 if playlist else 1500, 700)))
        if osd:
            rows.append(r("label", text=osd, pos=(1000 if playlist else 1600, 150), size=(200, 30)))
        if subtitle:
            rows.append(r("label", text=subtitle, pos=(300, 760), size=(700, 50)))
        if playlist:
            rows += [r("label", text="Playlist", pos=(1110, 140), size=(200, 22)),
                     r("table-column-header", "Title", pos=(1110, 170), size=(460, 24)),
                     r("table-column-header", "Duration", pos=(1570, 170), size=(120, 24))]
            for i, (t, d) in enumerate(items):
                rows += [r("table-cell", "Title", t, (1110, 196 + 26 * i), (460, 26), desc="playing" if i == cur else ""),
                         r("table-cell", "Duration", d, (1570, 196 + 26 * i), (120, 26))]
            rows.append(r("label", text="4 items, 2:44:28", pos=(1110, 810), size=(200, 22)))
        rows += [r("label", text=elapsed, pos=(210, 842), size=(60, 22)),
                 r("slider", "Position", f"{pct:.1f}%", (280, 842), (1280, 22)),
                 r("label", text=total, pos=(1570, 842), size=(60, 22)),
                 r("push-button", "Pause the playback" if playing else "Play", pos=(210, 880), size=(40, 40)),
                 r("push-button", "Previous media in the playlist, skip backward when held", pos=(260, 884), size=(32, 32)),
                 r("push-button", "Stop playback", pos=(296, 884), size=(32, 32)),
                 r("push-button", "Next media in the playlist, skip forward when held", pos=(332, 884), size=(32, 32)),
                 r("push-button", "Toggle the video in fullscreen", pos=(380, 884), size=(32, 32)),
                 r("toggle-button", "Toggle playlist", pos=(430, 884), size=(32, 32), desc="checked" if playlist else ""),
                 r("push-button", "Click to toggle between loop all, loop one and no loop", pos=(466, 884), size=(32, 32)),
                 r("toggle-button", "Random", pos=(502, 884), size=(32, 32)),
                 r("push-button", "Mute", pos=(1480, 884), size=(32, 32)),
                 r("slider", "Volume", f"{vol}%", (1516, 884), (110, 32)),
                 r("label", text=speed, pos=(1640, 950), size=(50, 22))]
        return rows + (extra or [])

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    state = ("GNOME desktop, user dana. Task: in VLC open the course playlist ~/Videos/course/bayes_course.xspf, watch lecture "
             "03 from 12:00 at 1.5x speed with English subtitles, volume 80 %, take a snapshot of the slide at about 13:00, "
             "then pause.\n\n" + desk("Jun 11  15:09", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(['vlc', os.path.expanduser('~/Videos/course/bayes_course.xspf')])
time.sleep(4)
"""), scr("15:10", vlc(0, "00:03", True, "1.00x", 100, False))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'l')      # playlist
time.sleep(1)
"""), scr("15:10", vlc(0, "00:09", True, "1.00x", 100, True))))
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(1300, 261)   # '03 - Bayesian inference'
time.sleep(1)
"""), scr("15:11", vlc(2, "00:01", True, "1.00x", 100, True))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('+')               # faster
time.sleep(1)
"""), scr("15:11", vlc(2, "00:04", True, "1.50x", 100, True, osd="Speed: 1.50x"))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 't')      # Go to Time
time.sleep(1)
pyautogui.typewrite('001200', interval=0.05)
pyautogui.press('enter')
time.sleep(0.5)
"""), scr("15:12", vlc(2, "12:01", True, "1.50x", 100, True))))
    turns.append((code("""
import pyautogui, time
time.sleep(40)
pyautogui.hotkey('shift', 's')     # snapshot
time.sleep(0.5)
"""), scr("15:13", vlc(2, "13:01", True, "1.50x", 100, True, osd="Snapshot taken",
                       extra=[r("notification", "VLC media player", "Snapshot taken: /home/dana/Pictures/vlcsnap-2024-06-11-15h12m59s861.png", (1460, 40), (440, 80))]))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(556, 118)          # Subtitle
pyautogui.click(600, 144)          # Sub Track
pyautogui.click(780, 196)          # Track 1 - [English]
time.sleep(1)
"""), scr("15:13", vlc(2, "13:11", True, "1.50x", 100, True, osd="Subtitle track: Track 1 - [English]",
                       subtitle="…so the posterior is proportional to the likelihood times the prior."))))
    turns.append((code("""
import pyautogui, time
for _ in range(4):
    pyautogui.hotkey('ctrl', 'down')   # volume -5 % each
time.sleep(0.5)
"""), scr("15:13", vlc(2, "13:16", True, "1.50x", 80, True, osd="Volume: 80%",
                       subtitle="The normalising constant does not depend on theta, so we can drop it."))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('space')           # pause
time.sleep(0.5)
"""), scr("15:14", vlc(2, "13:20", False, "1.50x", 80, True, osd="Paused",
                       subtitle="The normalising constant does not depend on theta, so we can drop it."))))
    rs.add(task="os", tid="h18-os-14", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 15 Evince (bad)
def t15(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    doc_title = "Tile Pyramids for Planetary Imagery: A Survey"

    def evince(page: str, of: str, zoom: str, view: list[str], side: list[str] | None = None, find: str = "",
               extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", doc_title, pos=(260, 60), size=(1400, 980)),
                r("toggle-button", "Side pane", pos=(270, 68), size=(34, 34), desc="checked" if side else ""),
                r("text", "Select page", page, (320, 70), (60, 30)),
                r("label", text=f"of {of}", pos=(384, 74), size=(60, 22)),
                r("push-button", "Previous Page", pos=(450, 68), size=(34, 34)),
                r("push-button", "Next Page", pos=(486, 68), size=(34, 34)),
                r("toggle-button", "Find", pos=(1480, 68), size=(34, 34), desc="checked" if find else ""),
                r("push-button", "Zoom", zoom, (1520, 68), (90, 34)),
                r("push-button", "Menu", pos=(1616, 68), size=(34, 34))]
        if find:
            rows += [r("entry", "Find", find, (700, 110), (400, 30)),
                     r("push-button", "Find Previous", pos=(1104, 110), size=(30, 30)),
                     r("push-button", "Find Next", pos=(1136, 110), size=(30, 30))]
        rows += side or []
        rows += view
        return rows + (extra or [])

    def pg(n: int, text: str, y: int = 160) -> list[str]:
        return [r("page", f"Page {n}", pos=(560, y), size=(820, 1060)),
                r("paragraph", "", text, (620, y + 60), (700, 800))]

    results = [r("list-item", "Page 17", "…formats are summarised in Table 3, the compression…", (270, 160), (280, 54)),
               r("list-item", "Page 18", "Table 3: Tile formats and their compression ratios…", (270, 216), (280, 54)),
               r("list-item", "Page 23", "…as Table 3 shows, WMTS endpoints serve…", (270, 272), (280, 54))]
    p1 = ("Tile Pyramids for Planetary Imagery: A Survey\nM. Okafor, L. Brandt, S. Iyer\n\nAbstract. Planetary imagery "
          "archives now exceed petabyte scale, and interactive access depends on multi-resolution tile pyramids. We survey "
          "34 systems published between 2008 and 2023, compare their storage layouts (MBTiles, COG, Zarr), projection "
          "handling for non-terrestrial bodies and cache strategies, and report compression and latency measurements on a "
          "common 1.2 TB HiRISE subset.")
    p17 = ("4.2 Storage formats\n…Table 3 summarises the formats. The compression ratios were measured on the same HiRISE "
           "subset as in Section 3; formats are summarised in Table 3, the compression column reports the median over 500 "
           "random tiles at zoom 14.")
    p18 = ("Table 3: Tile formats and their compression ratios on the HiRISE subset.\n"
           "Format      Codec      Ratio   Median tile (KiB)   Random read (ms)\n"
           "MBTiles     PNG        1.9     212                 3.1\n"
           "MBTiles     WebP       4.6     87                  3.4\n"
           "COG         DEFLATE    2.3     —                   11.8\n"
           "COG         ZSTD       2.6     —                   9.7\n"
           "Zarr        Blosc-LZ4  2.1     —                   6.2\n"
           "\nThe WebP rows use lossy quality 90; all other codecs are lossless.")
    last = ("References (continued)\n[86] T. Nakamura and R. Silva, \"Cloud-optimized GeoTIFF for planetary mosaics,\" "
            "Planetary and Space Science, vol. 221, 2022.\n[87] J. Wirth et al., \"Zarr for Mars: chunking strategies for "
            "HiRISE DTMs,\" in Proc. LPSC, 2023.\n[88] USGS Astrogeology Science Center, \"Planetary Nomenclature and "
            "Cartography Standards,\" 2021.")

    def scr(clock: str, body: list[str], run: tuple[str, ...] = ("Document Viewer",)) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    state = ("GNOME desktop, user dana. Task: open ~/Documents/papers/tile-pyramids-survey.pdf, find Table 3 and note the "
             "WebP compression ratio, check the document properties (pages, size) and look at the last reference before "
             "closing it.\n\n" + desk("Jun 11  10:04", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(['evince', os.path.expanduser('~/Documents/papers/tile-pyramids-survey.pdf')])
time.sleep(2)
"""), scr("10:05", evince("1", "42", "Automatic", pg(1, p1)))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('Table 3\\n', interval=0.05)
time.sleep(1.5)
"""), scr("10:05", evince("17", "42", "Automatic", pg(17, p17), side=results, find="Table 3"))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(410, 243)          # result on page 18
time.sleep(1)
"""), scr("10:06", evince("18", "42", "Automatic", pg(18, p18), side=results, find="Table 3"))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('escape')          # close the find bar
pyautogui.hotkey('ctrl', 'plus')
time.sleep(1)
"""), scr("10:06", evince("18", "42", "150%", pg(18, p18, 140)))))
    props = [r("dialog", "Properties", pos=(700, 200), size=(520, 620)),
             r("page-tab", "General", pos=(716, 240), size=(80, 28), desc="selected"),
             r("page-tab", "Fonts", pos=(800, 240), size=(70, 28)),
             r("page-tab", "Document License", pos=(874, 240), size=(150, 28))]
    fields = [("Title:", doc_title), ("Location:", "/home/dana/Documents/papers/tile-pyramids-survey.pdf"),
              ("Subject:", "planetary mapping; tile pyramids; cloud-optimized formats"),
              ("Author:", "M. Okafor, L. Brandt, S. Iyer"), ("Keywords:", "HiRISE, COG, MBTiles, Zarr, WMTS"),
              ("Producer:", "pdfTeX-1.40.25"), ("Creator:", "LaTeX with hyperref"),
              ("Created:", "Tue 12 Mar 2024 09:14:55 AM CET"), ("Modified:", "Tue 12 Mar 2024 09:14:55 AM CET"),
              ("Number of Pages:", "42"), ("Optimized:", "No"), ("Format:", "PDF-1.5"), ("Security:", "No"),
              ("Paper Size:", "US Letter, Portrait (8.50 × 11.00 inch)"), ("Size:", "3.9 MB")]
    for i, (k, v) in enumerate(fields):
        props.append(r("label", k, v, (860, 286 + 32 * i), (340, 24)))
    props.append(r("push-button", "Close", pos=(1120, 780), size=(80, 30)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('alt', 'enter')   # File > Properties
time.sleep(1)
"""), scr("10:07", evince("18", "42", "150%", pg(18, p18, 140), extra=props))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1160, 795)         # Close
pyautogui.hotkey('ctrl', 'end')    # last page
time.sleep(1)
"""), scr("10:07", evince("44", "44", "150%", pg(44, last, 140)))))
    prn = [r("dialog", "Print", pos=(560, 180), size=(800, 620)),
           r("page-tab", "General", pos=(576, 220), size=(80, 28), desc="selected"),
           r("page-tab", "Page Setup", pos=(660, 220), size=(100, 28)),
           r("page-tab", "Job", pos=(764, 220), size=(60, 28)),
           r("table-cell", "Printer", "Print to File", (580, 270), (420, 28)),
           r("table-cell", "Printer", "HP-OfficeJet-Pro-9010", (580, 298), (420, 28), desc="selected"),
           r("radio-button", "All Pages", pos=(580, 420), size=(200, 22), desc="checked"),
           r("radio-button", "Current Page", pos=(580, 446), size=(200, 22)),
           r("radio-button", "Pages:", pos=(580, 472), size=(80, 22)),
           r("spin-button", "Copies:", "1", (1100, 420), (80, 28)),
           r("push-button", "Cancel", pos=(1160, 760), size=(80, 30)),
           r("push-button", "Print", pos=(1250, 760), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'p')      # see which printer is preselected
time.sleep(2)
"""), scr("10:08", [r("frame", doc_title, pos=(260, 60), size=(1400, 980))] + prn)))
    papers = [("hirise-dtm-pipeline.pdf", "7.2 MB", "Feb 27"), ("tile-pyramids-survey.pdf", "3.9 MB", "Mar 12"),
              ("zarr-v3-spec-notes.pdf", "611.4 kB", "May 30")]
    turns.append((code("""
import pyautogui, time, subprocess, os
pyautogui.press('escape')          # cancel printing
pyautogui.hotkey('ctrl', 'w')      # close the document
time.sleep(1)
subprocess.Popen(['nautilus', os.path.expanduser('~/Documents/papers')])
time.sleep(2)
"""), scr("10:08", files_win("papers", ["Home", "Documents", "papers"], papers), ("Files",))))
    rs.add(task="os", tid="h18-os-15", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="PDF page count changes from 42 to 44 (last page shows '44 of 44') with the same unchanged file")


# ---------------------------------------------------------------------------------------------- 16 Rhythmbox (bad)
def t16(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Rhythmbox",)
    library = [("1", "Low Tide", "Indie", "Amber Coast", "Saltwater", "4:12"),
               ("2", "Glasshouse", "Indie", "Amber Coast", "Saltwater", "3:58"),
               ("5", "Across the Desert", "Folk", "Mirela Voss", "Northbound", "4:05"),
               ("7", "Paper Lanterns", "Folk", "Mirela Voss", "Northbound", "5:21"),
               ("3", "Desert Bloom", "Electronic", "Kites Over Lima", "Paper Suns", "3:14"),
               ("9", "Mono Sky", "Electronic", "Kites Over Lima", "Paper Suns", "6:02"),
               ("1", "Open Road", "Rock", "The Dune Riders", "Open Road", "4:47"),
               ("4", "Desert Highway", "Rock", "The Dune Riders", "Open Road", "3:41"),
               ("6", "Gas Station Lights", "Rock", "The Dune Riders", "Open Road", "3:29"),
               ("2", "Harbour Bells", "Jazz", "Valentina Okoro Trio", "Night Ferry", "7:15")]
    desert = [x for x in library if "desert" in " ".join(x).lower()]
    playlist = desert                  # 'Add to Playlist' appends them in view order

    def rb(title: str, source: str, tracks: list[tuple[str, str, str, str, str, str]], status: str, playlists: list[str],
           search: str = "", now: str = "", pos: str = "", repeat: bool = False, selected: bool = False,
           extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", title, pos=(70, 27), size=(1850, 1053)),
                r("push-button", "Previous", pos=(80, 36), size=(36, 36)),
                r("push-button", "Pause" if now else "Play", pos=(118, 36), size=(36, 36)),
                r("push-button", "Next", pos=(156, 36), size=(36, 36))]
        if now:
            rows += [r("label", text=now, pos=(300, 36), size=(700, 20)),
                     r("slider", "Position", pos, (300, 58), (700, 14)),
                     r("label", text=pos, pos=(1010, 52), size=(120, 20))]
        rows += [r("toggle-button", "Repeat", pos=(1700, 40), size=(32, 32), desc="checked" if repeat else ""),
                 r("toggle-button", "Shuffle", pos=(1736, 40), size=(32, 32)),
                 r("push-button", "Main Menu", pos=(1870, 40), size=(32, 32)),
                 r("label", text="Library", pos=(80, 96), size=(200, 20))]
        y = 120
        for s in ["Music", "Podcasts", "Radio"]:
            rows.append(r("tree-item", s, pos=(80, y), size=(240, 28), desc="selected" if s == source else ""))
            y += 28
        rows.append(r("label", text="Playlists", pos=(80, y + 10), size=(200, 20)))
        y += 34
        for s in playlists:
            rows.append(r("tree-item", s, pos=(80, y), size=(240, 28), desc="selected" if s == source else ""))
            y += 28
        rows.append(r("entry", "Search all fields", search, (340, 90), (500, 30)))
        rows += [r("table-column-header", h, pos=(340 + x, 130), size=(w, 26)) for h, x, w in
                 [("Track", 0, 60), ("Title", 60, 400), ("Genre", 460, 160), ("Artist", 620, 300), ("Album", 920, 300), ("Time", 1220, 80)]]
        for i, (n, t, g, a, al, d) in enumerate(tracks):
            yy = 158 + 26 * i
            rows += [r("table-cell", "Track", n, (340, yy), (60, 26)),
                     r("table-cell", "Title", t, (400, yy), (400, 26), desc="selected" if selected else ""),
                     r("table-cell", "Genre", g, (800, yy), (160, 26)),
                     r("table-cell", "Artist", a, (960, yy), (300, 26)),
                     r("table-cell", "Album", al, (1260, yy), (300, 26)),
                     r("table-cell", "Time", d, (1560, yy), (80, 26))]
        rows.append(r("label", text=status, pos=(340, 1052), size=(500, 24)))
        return rows + (extra or [])

    base_pl = ["My Top Rated", "Recently Added", "Recently Played"]
    with_rt = base_pl + ["Road trip"]
    lib_status = "214 songs, 13 hours and 52 minutes, 1.6 GB"
    pl_status = "3 songs, 11 minutes, 27.4 MB"

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 14  {clock}", body, apps, run)

    state = ("GNOME desktop, user dana. Task: in Rhythmbox make a playlist 'Road trip' with every song whose title mentions "
             "'desert', switch repeat on and start playing it.\n\n" + desk("Jun 14  18:01", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['rhythmbox'])
time.sleep(4)
"""), scr("18:02", rb("Rhythmbox", "Music", library, lib_status, base_pl))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'n')      # new playlist
time.sleep(1)
pyautogui.typewrite('Road trip\\n', interval=0.05)
time.sleep(0.5)
"""), scr("18:02", rb("Rhythmbox", "Road trip", [], "", with_rt))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(200, 134)          # Music
pyautogui.click(590, 105)          # Search all fields
pyautogui.typewrite('desert', interval=0.05)
time.sleep(1)
"""), scr("18:03", rb("Rhythmbox", "Music", desert, pl_status, with_rt, search="desert"))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(600, 171)
pyautogui.hotkey('ctrl', 'a')
pyautogui.rightClick(600, 197)
pyautogui.click(680, 330)          # Add to Playlist
pyautogui.click(860, 386)          # Road trip
time.sleep(0.5)
"""), scr("18:03", rb("Rhythmbox", "Music", desert, pl_status, with_rt, search="desert", selected=True))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(826, 105)          # clear the search
pyautogui.click(200, 336)          # Road trip
time.sleep(1)
"""), scr("18:04", rb("Rhythmbox", "Road trip", playlist, pl_status, with_rt))))
    first = playlist[0]
    now = f"{first[1]} by {first[3]} from {first[4]}"
    turns.append((code("""
import pyautogui, time
pyautogui.click(1716, 56)          # Repeat
pyautogui.doubleClick(600, 171)    # first song of the playlist
time.sleep(1)
"""), scr("18:04", rb(first[1], "Road trip", playlist, pl_status, with_rt, now=now, pos=f"0:01 of {first[5]}", repeat=True))))
    turns.append((code("""
import time
time.sleep(30)
"""), scr("18:05", rb(first[1], "Road trip", playlist, pl_status, with_rt, now=now, pos=f"0:31 of {first[5]}", repeat=True))))
    recent = [first, ("3", "Harbour Lights", "Jazz", "Valentina Okoro Trio", "Night Ferry", "6:48"),
              ("2", "Glasshouse", "Indie", "Amber Coast", "Saltwater", "3:58"),
              ("11", "Quiet Engine", "Electronic", "Kites Over Lima", "Paper Suns", "4:33")]
    turns.append((code("""
import pyautogui, time
pyautogui.click(200, 308)          # Recently Played
time.sleep(1)
"""), scr("18:05", rb(first[1], "Recently Played", recent, "4 songs, 19 minutes, 44.6 MB", base_pl, now=now,
                      pos=f"0:36 of {first[5]}", repeat=True))))
    rs.add(task="os", tid="h18-os-16", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="the playlist 'Road trip' created earlier (and still playing) is missing from the sidebar's Playlists")


# ---------------------------------------------------------------------------------------------- 17 Shotwell (clean)
def t17(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Shotwell", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Shotwell",)

    def shot(view: str, header: str, photos: list[tuple[str, str]], events: list[str], tags: list[str], total: int,
             filt: str = "All + Rejected", extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", "Shotwell", pos=(70, 27), size=(1850, 1053))]
        for i, m in enumerate(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"]):
            rows.append(r("menu", m, pos=(76 + 62 * i, 54), size=(56, 24)))
        rows += [r("label", text="Library", pos=(80, 96), size=(200, 20)),
                 r("tree-item", "Photos", str(total), (80, 120), (260, 28), desc="selected" if view == "Photos" else ""),
                 r("tree-item", "Flagged", pos=(80, 148), size=(260, 28)),
                 r("tree-item", "Last Import", pos=(80, 176), size=(260, 28), desc="selected" if view == "Last Import" else ""),
                 r("tree-item", "Events", pos=(80, 214), size=(260, 28)),
                 r("tree-item", "2024", pos=(96, 242), size=(244, 28))]
        y = 270
        for e in events:
            rows.append(r("tree-item", e, pos=(112, y), size=(228, 28), desc="selected" if e == view else ""))
            y += 28
        rows.append(r("tree-item", "Tags", pos=(80, y + 10), size=(260, 28)))
        y += 38
        for t in tags:
            rows.append(r("tree-item", t, pos=(96, y), size=(244, 28), desc="selected" if t == view else ""))
            y += 28
        rows += [r("label", text=header, pos=(360, 96), size=(600, 24)),
                 r("push-button", "Filter by rating", filt, (1500, 90), (150, 30)),
                 r("entry", "Search", "", (1660, 90), (240, 30))]
        for i, (name, d) in enumerate(photos):
            rows.append(r("icon", name, pos=(360 + 190 * (i % 8), 140 + 200 * (i // 8)), size=(180, 190), desc=d))
        rows += [r("push-button", "Rotate", pos=(360, 1046), size=(80, 30)),
                 r("push-button", "Enhance", pos=(446, 1046), size=(90, 30)),
                 r("push-button", "Publish", pos=(542, 1046), size=(90, 30)),
                 r("slider", "Zoom", "50%", (1680, 1050), (200, 22))]
        return rows + (extra or [])

    old_events = ["Sun May 19", "Sat Jun 1"]
    tags = ["family", "hiking"]
    old = [(f"IMG_{n}.JPG", "") for n in range(4380, 4388)]
    new_names = [f"IMG_{n}.JPG" for n in range(4410, 4434)]
    stars = {"IMG_4412.JPG", "IMG_4419.JPG", "IMG_4427.JPG"}

    def batch(sel: bool = False, rated: bool = False, tagged: bool = False) -> list[tuple[str, str]]:
        out = []
        for n in new_names:
            d = []
            if n in stars:
                if sel:
                    d.append("selected")
                if rated:
                    d.append("rating ★★★★★")
                if tagged:
                    d.append("tags: harbor, sunset")
            out.append((n, ", ".join(d)))
        return out

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    state = ("Shotwell is not running; the SD card EOS_DIGITAL is mounted. Task: copy the 24 photos from "
             "/media/dana/EOS_DIGITAL/DCIM/100CANON into the Shotwell library, name the new event 'Harbor walk', give "
             "IMG_4412, IMG_4419 and IMG_4427 five stars and the tags harbor and sunset, then show only the five-star "
             "photos.\n\n" + desk("Jun 11  19:29", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['shotwell'])
time.sleep(4)
"""), scr("19:30", shot("Photos", "Photos", old, old_events, tags, 312))))
    chooser = [r("dialog", "Import From Folder", pos=(500, 160), size=(920, 700)),
               r("push-button", "EOS_DIGITAL", pos=(620, 200), size=(120, 30)),
               r("push-button", "DCIM", pos=(744, 200), size=(70, 30)),
               r("toggle-button", "100CANON", pos=(818, 200), size=(100, 30), desc="checked"),
               r("label", text="24 items", pos=(520, 800), size=(200, 22)),
               r("push-button", "Cancel", pos=(1220, 810), size=(80, 30)),
               r("push-button", "OK", pos=(1310, 810), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 'i')   # File > Import From Folder...
time.sleep(1)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('/media/dana/EOS_DIGITAL/DCIM/100CANON/\\n', interval=0.02)
time.sleep(1)
"""), scr("19:30", shot("Photos", "Photos", old, old_events, tags, 312, extra=chooser))))
    prog = [r("progress-bar", "Importing...", "37%", (80, 1000), (260, 20)),
            r("label", text="Imported 9 of 24", pos=(80, 1022), size=(260, 20))]
    partial = [(n, "") for n in new_names[:9]]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1350, 825)         # OK
time.sleep(1)
pyautogui.click(900, 560)          # 'Copy Photos' in the copy-or-in-place question
time.sleep(3)
"""), scr("19:31", shot("Last Import", "Last Import", partial, old_events, tags, 321, extra=prog))))
    done = [r("alert", "Import Complete", pos=(760, 420), size=(400, 180)),
            r("label", text="24 photos successfully imported.", pos=(780, 470), size=(360, 22)),
            r("push-button", "OK", pos=(1060, 550), size=(80, 30))]
    events = ["Sun May 19", "Sat Jun 1", "Sat Jun 8"]
    turns.append((code("""
import time
time.sleep(20)
"""), scr("19:31", shot("Last Import", "Last Import", batch(), events, tags, 336, extra=done))))
    ren = ["Sun May 19", "Sat Jun 1", "Harbor walk"]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1100, 565)         # OK
pyautogui.click(200, 340)          # event 'Sat Jun 8'
pyautogui.press('f2')              # Rename Event...
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('Harbor walk\\n', interval=0.05)
time.sleep(0.5)
"""), scr("19:32", shot("Harbor walk", "Harbor walk — Sat Jun 8, 2024 · 24 Photos", batch(), ren, tags, 336))))
    turns.append((code("""
import pyautogui
pyautogui.click(830, 235)          # IMG_4412.JPG
pyautogui.keyDown('ctrl')
pyautogui.click(640, 435)          # IMG_4419.JPG
pyautogui.click(640, 635)          # IMG_4427.JPG
pyautogui.keyUp('ctrl')
pyautogui.press('5')               # five stars
"""), scr("19:32", shot("Harbor walk", "Harbor walk — Sat Jun 8, 2024 · 24 Photos", batch(sel=True, rated=True), ren, tags, 336))))
    tags2 = ["family", "harbor", "hiking", "sunset"]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 't')      # Add Tags...
time.sleep(0.5)
pyautogui.typewrite('harbor, sunset\\n', interval=0.05)
time.sleep(0.5)
"""), scr("19:33", shot("Harbor walk", "Harbor walk — Sat Jun 8, 2024 · 24 Photos", batch(sel=True, rated=True, tagged=True), ren, tags2, 336))))
    five = [(n, d) for n, d in batch(sel=True, rated=True, tagged=True) if n in stars]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1575, 105)         # Filter by rating
pyautogui.click(1575, 330)         # '★★★★★ only'
time.sleep(0.5)
"""), scr("19:33", shot("Harbor walk", "Harbor walk — Sat Jun 8, 2024 · 3 of 24 Photos", five, ren, tags2, 336, filt="★★★★★ only"))))
    five_tag = [(n, d.replace("selected, ", "")) for n, d in five]
    turns.append((code("""
import pyautogui, time
pyautogui.click(200, 434)          # tag 'harbor'
time.sleep(0.5)
"""), scr("19:34", shot("harbor", "harbor · 3 Photos", five_tag, ren, tags2, 336, filt="★★★★★ only"))))
    rs.add(task="os", tid="h18-os-17", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 18 Remmina (bad)
def t18(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Remmina", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Remmina",)
    profiles = [("design-mac", "Lab", "10.0.4.57:5900", "VNC", "2024-04-18 - 10:11:30"),
                ("nas", "Home", "192.168.1.20", "SSH", "2024-05-30 - 21:14:07"),
                ("win-test-vm", "Lab", "10.0.4.33", "RDP", "2024-06-07 - 16:02:51")]

    def main(items: list[tuple[str, str, str, str, str]], search: str = "", extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", "Remmina Remote Desktop Client", pos=(360, 160), size=(1200, 700)),
                r("push-button", "New connection profile", pos=(370, 168), size=(34, 34)),
                r("combo-box", "Protocol", "RDP", (420, 168), (90, 34)),
                r("entry", "Server", "", (514, 168), (400, 34)),
                r("toggle-button", "Search", pos=(1470, 168), size=(34, 34), desc="checked" if search else ""),
                r("push-button", "Main Menu", pos=(1510, 168), size=(34, 34))]
        if search:
            rows.append(r("entry", "Search", search, (760, 212), (400, 30)))
        top = 250 if search else 212
        rows += [r("table-column-header", h, pos=(362 + x, top), size=(w, 28)) for h, x, w in
                 [("Name", 0, 260), ("Group", 260, 160), ("Server", 420, 260), ("Plugin", 680, 120), ("Last used", 800, 390)]]
        for i, (n, g, s, p, lu) in enumerate(items):
            y = top + 30 + 30 * i
            rows += [r("table-cell", "Name", n, (362, y), (260, 30)),
                     r("table-cell", "Group", g, (622, y), (160, 30)),
                     r("table-cell", "Server", s, (782, y), (260, 30)),
                     r("table-cell", "Plugin", p, (1042, y), (120, 30)),
                     r("table-cell", "Last used", lu, (1162, y), (390, 30))]
        rows.append(r("label", text=f"Total {len(items)} items.", pos=(370, 830), size=(300, 22)))
        return rows + (extra or [])

    def profile_dlg(name: str, group: str, proto: str, server: str, user: str, auth: str, ident: str) -> list[str]:
        rows = [r("dialog", "Remote Connection Profile", pos=(620, 140), size=(700, 760)),
                r("entry", "Name", name, (760, 180), (520, 30)),
                r("combo-box", "Group", group, (760, 216), (520, 30)),
                r("combo-box", "Protocol", proto, (760, 252), (520, 30)),
                r("page-tab", "Basic", pos=(640, 300), size=(70, 28), desc="selected"),
                r("page-tab", "Advanced", pos=(714, 300), size=(90, 28)),
                r("page-tab", "Behavior", pos=(808, 300), size=(90, 28)),
                r("page-tab", "SSH Tunnel", pos=(902, 300), size=(100, 28)),
                r("entry", "Server", server, (760, 350), (520, 30)),
                r("entry", "Username", user, (760, 386), (520, 30))]
        if auth:
            rows += [r("combo-box", "Authentication type", auth, (760, 422), (520, 30)),
                     r("push-button", "Identity file", ident, (760, 458), (520, 30))]
        else:
            rows += [r("password-text", "Password", "", (760, 422), (520, 30)),
                     r("entry", "Domain", "", (760, 458), (520, 30))]
        rows += [r("push-button", "Cancel", pos=(640, 850), size=(80, 30)),
                 r("push-button", "Save as Default", pos=(800, 850), size=(130, 30)),
                 r("push-button", "Save", pos=(940, 850), size=(80, 30)),
                 r("push-button", "Connect", pos=(1030, 850), size=(90, 30)),
                 r("push-button", "Save and Connect", pos=(1130, 850), size=(170, 30))]
        return rows

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    state = ("GNOME desktop, user dana. Task: in Remmina add an SSH profile 'build-server' (group Lab, 10.0.4.21, user ci, key "
             "~/.ssh/id_ed25519), connect, check the CI disk and containers, and log out.\n\n" + desk("Jun 11  10:39", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['remmina'])
time.sleep(3)
"""), scr("10:40", main(profiles))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(387, 185)          # New connection profile
time.sleep(1)
"""), scr("10:41", main(profiles, extra=profile_dlg("Quick Connect", "", "RDP - Remote Desktop Protocol", "", "", "", "")))))
    filled = profile_dlg("build-server", "Lab", "SSH - Secure Shell", "10.0.4.21", "ci", "SSH identity file", "/home/dana/.ssh/id_ed25519")
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(1020, 195); pyautogui.typewrite('build-server', interval=0.03)
pyautogui.click(1020, 231); pyautogui.typewrite('Lab\\n', interval=0.03)
pyautogui.click(1020, 267); time.sleep(0.5); pyautogui.click(1020, 420)   # SSH - Secure Shell
pyautogui.click(1020, 365); pyautogui.typewrite('10.0.4.21', interval=0.03)
pyautogui.click(1020, 401); pyautogui.typewrite('ci', interval=0.03)
pyautogui.click(1020, 437); pyautogui.click(1020, 520)                    # SSH identity file
pyautogui.click(1020, 473); time.sleep(1)
pyautogui.typewrite('~/.ssh/id_ed25519\\n', interval=0.03)
time.sleep(0.5)
"""), scr("10:42", main(profiles, extra=filled))))
    new = ("build-server", "Lab", "10.0.4.21", "SSH", "")
    with_new = [new] + profiles
    turns.append((code("""
import pyautogui, time
pyautogui.click(980, 865)          # Save
time.sleep(1)
"""), scr("10:36", main(with_new))))
    t = Term("ci", "build-01", "/home/ci", rows=38)
    t.lines = ["Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-107-generic x86_64)", "",
               " * Documentation:  https://help.ubuntu.com", " * Management:     https://landscape.canonical.com", "",
               "  System load:  1.92               Processes:             412",
               "  Usage of /:   38.4% of 97.9GB    Users logged in:       0",
               "  Memory usage: 41%                IPv4 address for eno1: 10.0.4.21", "",
               "Last login: Mon Jun 10 16:58:02 2024 from 10.0.4.15"]

    def conn() -> list[str]:
        return [r("frame", "build-server", pos=(200, 90), size=(1500, 920)),
                r("push-button", "Resize the window to fit in remote resolution", pos=(210, 96), size=(30, 30)),
                r("push-button", "Toggle fullscreen mode", pos=(244, 96), size=(30, 30)),
                r("push-button", "Minimize window", pos=(278, 96), size=(30, 30)),
                r("push-button", "Disconnect", pos=(312, 96), size=(30, 30)),
                r("page-tab", "build-server", pos=(360, 96), size=(160, 30), desc="selected"),
                r("terminal", "", t.screen(), (200, 130), (1500, 880))]
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(490, 257)    # build-server
time.sleep(3)
"""), scr("10:43", main(with_new) + conn())))
    steps = [("date; uptime", "Tue Jun 11 08:44:12 UTC 2024\n 08:44:12 up 3 days, 19:27,  1 user,  load average: 2.14, 1.87, 1.66", "10:44"),
             ("df -h /srv/ci", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       1.8T  1.2T  547G  69% /srv/ci", "10:45"),
             ("docker ps --format '{{.Names}}\\t{{.Status}}'", "runner-1\tUp 3 days\nrunner-2\tUp 3 days\nregistry-cache\tUp 3 days\nminio\tUp 2 days", "10:45")]
    for cmd, out, clock in steps:
        t.run(cmd, out)
        turns.append((type_cmd(cmd), scr(clock, main(with_new) + conn())))
    used = [("build-server", "Lab", "10.0.4.21", "SSH", "2024-06-11 - 10:43:05")] + profiles
    turns.append((type_cmd("exit", 2.0), scr("10:46", main(used))))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('build', interval=0.05)
time.sleep(0.5)
"""), scr("10:46", main(used[:1], search="build"))))
    rs.add(task="os", tid="h18-os-18", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="top-bar clock goes back from 10:42 to 10:36 between two consecutive steps")


# ---------------------------------------------------------------------------------------------- 19 System Monitor (clean)
def t19(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Terminal", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("System Monitor", "Firefox Web Browser", "Terminal")
    cols = ["Process Name", "User", "% CPU", "ID", "Memory", "Disk read total", "Disk write total", "Priority"]
    widths = [260, 120, 90, 90, 120, 160, 160, 120]

    def sm(tab: str, body: list[str], search: str = "", extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", "System Monitor", pos=(220, 100), size=(1480, 880)),
                r("toggle-button", "Search", pos=(230, 108), size=(34, 34), desc="checked" if search else "")]
        for i, tname in enumerate(["Processes", "Resources", "File Systems"]):
            rows.append(r("radio-button", tname, pos=(760 + 130 * i, 108), size=(126, 34), desc="checked" if tname == tab else ""))
        rows += [r("push-button", "Main Menu", pos=(1650, 108), size=(34, 34))]
        if search:
            rows.append(r("entry", "Search", search, (760, 150), (400, 30)))
        return rows + body + (extra or [])

    def plist(procs: list[tuple[str, str, str, str, str, str, str, str]], sort: str, sel: str = "", top: int = 150) -> list[str]:
        rows = []
        x = 222
        for c, w in zip(cols, widths):
            rows.append(r("table-column-header", c, pos=(x, top), size=(w, 28), desc="sorted descending" if c == sort else ""))
            x += w
        for i, p in enumerate(procs):
            x = 222
            y = top + 30 + 28 * i
            for j, (c, w) in enumerate(zip(cols, widths)):
                rows.append(r("table-cell", c, p[j], (x, y), (w, 28), desc="selected" if j == 0 and p[3] == sel else ""))
                x += w
        rows.append(r("push-button", "End Process", pos=(1560, 940), size=(120, 30), desc="" if sel else "insensitive"))
        return rows

    by_cpu = [("python3", "dana", "14.2", "6620", "3.4 GB", "1.2 GB", "16.4 kB", "Normal"),
              ("firefox", "dana", "7.8", "2291", "1.1 GB", "412.6 MB", "88.1 MB", "Normal"),
              ("gnome-shell", "dana", "3.1", "1514", "312.4 MB", "96.2 MB", "1.3 MB", "Normal"),
              ("Isolated Web Co", "dana", "2.4", "2733", "402.7 MB", "1.9 MB", "N/A", "Normal"),
              ("gnome-system-mo", "dana", "1.9", "7718", "41.3 MB", "2.2 MB", "N/A", "Normal"),
              ("Xwayland", "dana", "1.2", "1602", "64.9 MB", "7.1 MB", "N/A", "Normal"),
              ("gnome-terminal-", "dana", "0.4", "3120", "58.0 MB", "3.8 MB", "52.0 kB", "Normal"),
              ("pipewire", "dana", "0.3", "1388", "8.9 MB", "N/A", "N/A", "Very High"),
              ("python3", "dana", "0.1", "4187", "48.2 MB", "9.4 MB", "512.0 MB", "Normal"),
              ("tracker-miner-f", "dana", "0.0", "1671", "29.1 MB", "210.5 MB", "18.0 MB", "Very Low")]
    by_mem = [("python3", "dana", "13.9", "6620", "3.6 GB", "1.3 GB", "16.4 kB", "Normal"),
              ("firefox", "dana", "6.2", "2291", "1.1 GB", "412.6 MB", "88.4 MB", "Normal"),
              ("Isolated Web Co", "dana", "2.9", "2733", "404.0 MB", "1.9 MB", "N/A", "Normal"),
              ("gnome-shell", "dana", "3.4", "1514", "312.9 MB", "96.2 MB", "1.3 MB", "Normal"),
              ("Xwayland", "dana", "1.0", "1602", "64.9 MB", "7.1 MB", "N/A", "Normal"),
              ("gnome-terminal-", "dana", "0.2", "3120", "58.0 MB", "3.8 MB", "52.0 kB", "Normal"),
              ("python3", "dana", "0.0", "4187", "48.2 MB", "9.4 MB", "512.0 MB", "Normal"),
              ("gnome-system-mo", "dana", "2.1", "7718", "41.5 MB", "2.2 MB", "N/A", "Normal"),
              ("tracker-miner-f", "dana", "0.0", "1671", "29.1 MB", "210.5 MB", "18.0 MB", "Very Low"),
              ("pipewire", "dana", "0.3", "1388", "8.9 MB", "N/A", "N/A", "Very High")]

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    state = ("System Monitor is not open yet; the desktop feels sluggish. Task: find the process eating memory and kill it "
             "(it is a runaway scratch script), restart the user service tiles.service (python3 -m tiles.serve) and check "
             "memory and disks afterwards.\n\n" + desk("Jun 11  10:29", [], apps, run[1:]))
    turns: Turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['gnome-system-monitor'])
time.sleep(3)
"""), scr("10:30", sm("Processes", plist(by_cpu, "% CPU")))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(842, 164)          # 'Memory' column header
time.sleep(1)
"""), scr("10:30", sm("Processes", plist(by_mem, "Memory")))))
    props = [r("dialog", "Process Properties", pos=(700, 200), size=(520, 640))]
    pf = [("Process Name", "python3"), ("User", "dana"), ("Status", "Running"), ("Memory", "3.7 GB"),
          ("Virtual Memory", "3.9 GB"), ("Resident Memory", "3.7 GB"), ("Shared Memory", "6.3 MB"), ("CPU", "13 %"),
          ("CPU Time", "3:41.27"), ("Started", "Today 10:02:17"), ("Nice", "0"), ("Priority", "Normal"), ("ID", "6620"),
          ("Command Line", "python3 /home/dana/scratch/ingest_all.py --no-limit"), ("Waiting Channel", "0"),
          ("Control Group", "/user.slice/user-1000.slice/user@1000.service/app.slice/app-gnome-terminal-3120.scope")]
    for i, (k, v) in enumerate(pf):
        props.append(r("label", k, v, (880, 230 + 34 * i), (320, 24)))
    props.append(r("push-button", "Close", pos=(1120, 800), size=(80, 30)))
    turns.append((code("""
import pyautogui, time
pyautogui.rightClick(350, 194)     # python3 (6620)
pyautogui.click(420, 480)          # Properties
time.sleep(1)
"""), scr("10:31", sm("Processes", plist(by_mem, "Memory", sel="6620"), extra=props))))
    kill = [r("alert", "", pos=(700, 380), size=(520, 200)),
            r("label", text="Kill the selected process “python3” (PID: 6620)?", pos=(720, 400), size=(480, 24)),
            r("label", text="Killing a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be killed.", pos=(720, 432), size=(480, 60)),
            r("push-button", "Cancel", pos=(900, 530), size=(100, 32)),
            r("push-button", "Kill Process", pos=(1010, 530), size=(120, 32))]
    by_mem2 = [("python3", "dana", "14.4", "6620", "3.7 GB", "1.3 GB", "16.4 kB", "Normal")] + by_mem[1:]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1160, 815)         # Close
pyautogui.hotkey('ctrl', 'k')      # Kill
time.sleep(0.5)
"""), scr("10:31", sm("Processes", plist(by_mem2, "Memory", sel="6620"), extra=kill))))
    after = [("firefox", "dana", "5.9", "2291", "1.1 GB", "412.6 MB", "88.6 MB", "Normal"),
             ("Isolated Web Co", "dana", "2.2", "2733", "405.1 MB", "1.9 MB", "N/A", "Normal"),
             ("gnome-shell", "dana", "2.7", "1514", "313.0 MB", "96.2 MB", "1.3 MB", "Normal"),
             ("Xwayland", "dana", "0.8", "1602", "64.9 MB", "7.1 MB", "N/A", "Normal"),
             ("gnome-terminal-", "dana", "0.3", "3120", "58.1 MB", "3.8 MB", "52.0 kB", "Normal"),
             ("python3", "dana", "0.0", "4187", "48.2 MB", "9.4 MB", "512.0 MB", "Normal"),
             ("gnome-system-mo", "dana", "1.8", "7718", "41.6 MB", "2.2 MB", "N/A", "Normal"),
             ("evolution-alarm", "dana", "0.0", "1702", "33.8 MB", "6.0 MB", "N/A", "Normal"),
             ("tracker-miner-f", "dana", "0.0", "1671", "29.1 MB", "210.5 MB", "18.0 MB", "Very Low"),
             ("pipewire", "dana", "0.4", "1388", "8.9 MB", "N/A", "N/A", "Very High")]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1070, 546)         # Kill Process
time.sleep(1)
"""), scr("10:32", sm("Processes", plist(after, "Memory")))))
    res = [r("label", text="CPU", pos=(240, 160), size=(100, 22)),
           r("chart", "CPU History", pos=(240, 190), size=(1440, 200))]
    for i, v in enumerate(["4.0%", "6.9%", "3.0%", "11.1%", "2.0%", "5.9%", "3.0%", "7.8%"]):
        res.append(r("label", f"CPU{i + 1}", v, (260 + 170 * i, 400), (160, 22)))
    res += [r("label", text="Memory and Swap History", pos=(240, 440), size=(300, 22)),
            r("chart", "Memory and Swap History", pos=(240, 470), size=(1440, 200)),
            r("label", "Memory", "2.9 GB (18.7%) of 15.5 GB", (260, 680), (500, 22)),
            r("label", "Cache", "4.1 GB", (260, 704), (300, 22)),
            r("label", "Swap", "0 bytes (0.0%) of 2.0 GB", (900, 680), (400, 22)),
            r("label", text="Network History", pos=(240, 740), size=(300, 22)),
            r("chart", "Network History", pos=(240, 770), size=(1440, 140)),
            r("label", "Receiving", "12.3 KiB/s", (260, 920), (200, 22)),
            r("label", "Total Received", "1.9 GiB", (460, 920), (200, 22)),
            r("label", "Sending", "3.1 KiB/s", (900, 920), (200, 22)),
            r("label", "Total Sent", "214.6 MiB", (1100, 920), (200, 22))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(955, 125)          # Resources
time.sleep(2)
"""), scr("10:32", sm("Resources", res))))
    restarted = [("python3", "dana", "0.0", "9871", "21.9 MB", "N/A", "N/A", "Normal")]
    turns.append((code("""
import subprocess, pyautogui, time
subprocess.run(['systemctl', '--user', 'restart', 'tiles.service'], check=True)
time.sleep(2)
pyautogui.click(825, 125)          # Processes
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('python', interval=0.05)
time.sleep(1)
"""), scr("10:33", sm("Processes", plist(restarted, "Memory", top=190), search="python"))))
    fs = [r("table-column-header", h, pos=(222 + x, 150), size=(w, 28)) for h, x, w in
          [("Device", 0, 240), ("Directory", 240, 200), ("Type", 440, 100), ("Total", 540, 140), ("Available", 680, 140), ("Used", 820, 260)]]
    for i, row in enumerate([("/dev/nvme0n1p2", "/", "ext4", "502.9 GB", "251.2 GB", "226.1 GB  47%"),
                             ("/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.8 MB", "6.1 MB  1%")]):
        for j, (h, x, w) in enumerate([("Device", 0, 240), ("Directory", 240, 200), ("Type", 440, 100), ("Total", 540, 140),
                                       ("Available", 680, 140), ("Used", 820, 260)]):
            fs.append(r("table-cell", h, row[j], (222 + x, 180 + 30 * i), (w, 30)))
    turns.append((code("""
import pyautogui, time
pyautogui.press('escape')          # close the search
pyautogui.click(1085, 125)         # File Systems
time.sleep(1)
"""), scr("10:34", sm("File Systems", fs))))
    rs.add(task="os", tid="h18-os-19", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 20 Transmission (bad)
def t20(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Transmission", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Transmission",)
    deb = ("debian-12.5.0-amd64-netinst.iso", "658.5 MB, uploaded 1.41 GB (Ratio: 2.14)", "Seeding to 2 of 14 connected peers - ↑ 48 kB/s")
    ubu = "ubuntu-24.04-desktop-amd64.iso"

    def tm(torrents: list[tuple[str, str, str]], down: str, up: str, ratio: str, sel: str = "", extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", "Transmission", pos=(300, 140), size=(1300, 760))]
        for i, b in enumerate(["Open", "Start", "Pause", "Remove", "Properties"]):
            rows.append(r("push-button", b, pos=(310 + 44 * i, 150), size=(40, 40)))
        rows += [r("combo-box", "Show", f"All ({len(torrents)})", (310, 200), (180, 30)),
                 r("combo-box", "Trackers", "All", (500, 200), (180, 30)),
                 r("entry", "Search", "", (1380, 200), (200, 30))]
        for i, (name, prog, status) in enumerate(torrents):
            y = 240 + 70 * i
            rows += [r("table-cell", "Name", name, (310, y), (1280, 22), desc="selected" if name == sel else ""),
                     r("label", "Progress", prog, (330, y + 22), (900, 20)),
                     r("progress-bar", "", "", (330, y + 42), (1240, 6)),
                     r("label", "Status", status, (330, y + 50), (900, 18))]
        rows += [r("toggle-button", "Alternative Speed Limits", pos=(310, 870), size=(30, 26)),
                 r("push-button", "Statistics", ratio, (350, 870), (200, 26)),
                 r("label", text=f"↓ {down}", pos=(1380, 872), size=(100, 22)),
                 r("label", text=f"↑ {up}", pos=(1490, 872), size=(100, 22))]
        return rows + (extra or [])

    def scr(clock: str, body: list[str], run_: tuple[str, ...] = run) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run_)

    state = ("GNOME desktop, user dana; the .torrent for Ubuntu 24.04 desktop was saved to ~/Downloads a few minutes ago. "
             "Task: download the ISO with Transmission into ~/Downloads, check it in the file manager and then pause "
             "seeding.\n\n" + desk("Jun 11  14:17", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['transmission-gtk'])
time.sleep(3)
"""), scr("14:18", tm([deb], "0 kB/s", "48 kB/s", "Ratio: 2.14"))))
    opts = [r("dialog", "Torrent Options", pos=(620, 240), size=(680, 520)),
            r("label", "Torrent file", "ubuntu-24.04-desktop-amd64.iso.torrent", (800, 270), (480, 26)),
            r("combo-box", "Destination folder", "Downloads", (800, 306), (480, 30)),
            r("check-box", ubu, pos=(650, 360), size=(500, 24), desc="checked"),
            r("label", "Size", "6.11 GB", (1180, 360), (100, 24)),
            r("combo-box", "Torrent priority", "Normal", (800, 640), (200, 30)),
            r("check-box", "Start when added", pos=(650, 680), size=(300, 22), desc="checked"),
            r("check-box", "Move .torrent file to the trash", pos=(650, 704), size=(300, 22)),
            r("push-button", "Cancel", pos=(1110, 720), size=(80, 30)),
            r("push-button", "Open", pos=(1200, 720), size=(80, 30))]
    turns.append((code("""
import pyautogui, time, os
pyautogui.hotkey('ctrl', 'o')
time.sleep(1)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite(os.path.expanduser('~/Downloads/ubuntu-24.04-desktop-amd64.iso.torrent') + '\\n', interval=0.02)
time.sleep(1)
"""), scr("14:19", tm([deb], "0 kB/s", "51 kB/s", "Ratio: 2.14", extra=opts))))
    u0 = (ubu, "0 bytes of 6.11 GB (0.0%) - remaining time unknown", "Downloading from 3 of 17 connected peers - ↓ 0 kB/s, ↑ 0 kB/s")
    turns.append((code("""
import pyautogui, time
pyautogui.click(1240, 735)         # Open
time.sleep(2)
"""), scr("14:20", tm([deb, u0], "0 kB/s", "45 kB/s", "Ratio: 2.14", sel=ubu))))
    u1 = (ubu, "220.0 MB of 6.11 GB (3.6%) - 7 minutes remaining", "Downloading from 22 of 41 connected peers - ↓ 12.9 MB/s, ↑ 96 kB/s")
    props = [r("dialog", f"{ubu} Properties", pos=(560, 160), size=(800, 720)),
             r("page-tab", "Information", pos=(576, 200), size=(110, 28), desc="selected"),
             r("page-tab", "Peers", pos=(690, 200), size=(70, 28)),
             r("page-tab", "Trackers", pos=(764, 200), size=(90, 28)),
             r("page-tab", "Files", pos=(858, 200), size=(60, 28)),
             r("page-tab", "Options", pos=(922, 200), size=(80, 28)),
             r("label", text="Activity", pos=(580, 244), size=(200, 22))]
    pf = [("Torrent size:", "6.11 GB (1,458 pieces @ 4 MiB)"), ("Have:", "220.0 MB (3.6%)"), ("Availability:", "100%"),
          ("Uploaded:", "1.2 MB"), ("Downloaded:", "227.4 MB"), ("State:", "Downloading"), ("Running time:", "25 seconds"),
          ("Remaining time:", "7 minutes"), ("Last activity:", "Active now"), ("Error:", "No errors"),
          ("Location:", "/home/dana/Downloads"), ("Hash:", "4c5e2f7a9d1b3e0c8f6a2d4b1e9c7a5f3d0b8e26"),
          ("Privacy:", "Public torrent"), ("Origin:", "Created by mktorrent 1.1 on Thu Apr 25 13:40:57 2024"),
          ("Comment:", "Ubuntu CD releases.ubuntu.com")]
    for i, (k, v) in enumerate(pf):
        props.append(r("label", k, v, (760, 270 + 34 * i) if i < 10 else (760, 300 + 34 * i), (560, 24)))
    props.append(r("push-button", "Close", pos=(1260, 830), size=(80, 30)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('alt', 'enter')   # Properties of the selected torrent
time.sleep(1)
"""), scr("14:20", tm([deb, (u1[0], u1[1], u1[2])], "12.9 MB/s", "140 kB/s", "Ratio: 2.14", sel=ubu, extra=props))))
    u2 = (ubu, "3.25 GB of 6.11 GB (53.2%) - 3 minutes remaining", "Downloading from 41 of 58 connected peers - ↓ 13.8 MB/s, ↑ 312 kB/s")
    turns.append((code("""
import pyautogui, time
pyautogui.click(1300, 845)         # Close
time.sleep(210)
"""), scr("14:24", tm([deb, u2], "13.8 MB/s", "351 kB/s", "Ratio: 1.77", sel=ubu))))
    u3 = (ubu, "6.11 GB, uploaded 318.2 MB (Ratio: 0.05)", "Seeding to 3 of 40 connected peers - ↑ 1.1 MB/s")
    turns.append((code("""
import time
time.sleep(300)
"""), scr("14:29", tm([deb, u3], "0 kB/s", "1.2 MB/s", "Ratio: 1.82", sel=ubu))))
    dl = [("debian-12.5.0-amd64-netinst.iso", "658.5 MB", "Mar 2"), ("invoice_3391.pdf", "842.1 kB", "May 28"),
          ("ubuntu-24.04-desktop-amd64.iso", "6.1 GB", "14:12"), ("ubuntu-24.04-desktop-amd64.iso.torrent", "246.0 kB", "14:16")]
    turns.append((code("""
import subprocess, time, os, pyautogui
subprocess.Popen(['nautilus', os.path.expanduser('~/Downloads')])
time.sleep(2)
pyautogui.hotkey('ctrl', '1')      # list view
"""), scr("14:30", tm([deb, u3], "0 kB/s", "1.1 MB/s", "Ratio: 1.82", sel=ubu) +
          files_win("Downloads", ["Home", "Downloads"], dl), ("Transmission", "Files"))))
    u4 = (ubu, "6.11 GB, uploaded 331.7 MB (Ratio: 0.05)", "Paused")
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'w')      # close Files
time.sleep(1)
pyautogui.click(700, 320)          # the Ubuntu torrent
pyautogui.click(418, 170)          # Pause
time.sleep(1)
"""), scr("14:30", tm([deb, u4], "0 kB/s", "46 kB/s", "Ratio: 1.82", sel=ubu))))
    rs.add(task="os", tid="h18-os-20", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="downloaded ISO shows Modified 14:12, before the torrent was even added (14:20) and while it was still downloading at 14:24")


# ---------------------------------------------------------------------------------------------- 21 KeePassXC (clean)
def t21(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "KeePassXC", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("KeePassXC",)
    groups = ["Root", "Infrastructure", "Email", "Personal", "Recycle Bin"]
    base = [("Grafana", "grafana-ops", "https://grafana.acme-labs.example", "22/04/2024 11:02"),
            ("Harbor registry", "robot$ci", "https://harbor.acme-labs.example", "03/05/2024 09:40"),
            ("Jenkins admin", "jadmin", "https://ci.acme-labs.example", "14/02/2024 16:21"),
            ("VPN", "dana.k", "vpn.acme-labs.example", "30/01/2024 08:55")]

    def kp(entries: list[tuple[str, str, str, str]], modified: bool, sel: str = "", preview: list[str] | None = None,
           status: str = "", extra: list[str] | None = None, page: list[str] | None = None) -> list[str]:
        rows = [r("frame", f"work.kdbx{'*' if modified else ''} - KeePassXC", pos=(160, 80), size=(1600, 940))]
        for i, b in enumerate(["Open database", "Save database", "Lock databases", "Add a new entry", "Edit entry",
                               "Delete entry", "Copy username to clipboard", "Copy password to clipboard", "Copy URL to clipboard",
                               "Password Generator", "Settings"]):
            rows.append(r("push-button", b, pos=(170 + 44 * i, 110), size=(40, 40)))
        rows.append(r("entry", "Search (Ctrl+F)...", "", (1400, 116), (340, 30)))
        if page is not None:
            return rows + page + (extra or [])
        for i, g in enumerate(groups):
            rows.append(r("tree-item", g, pos=(170 + (0 if g == "Root" else 16), 170 + 30 * i), size=(260, 28),
                          desc="selected" if g == "Infrastructure" else ""))
        rows += [r("table-column-header", h, pos=(440 + x, 170), size=(w, 28)) for h, x, w in
                 [("Title", 0, 260), ("Username", 260, 240), ("Password", 500, 120), ("URL", 620, 360), ("Modified", 980, 320)]]
        for i, (t, u, url, m) in enumerate(entries):
            y = 200 + 28 * i
            d = "selected" if t == sel else ""
            rows += [r("table-cell", "Title", t, (440, y), (260, 28), desc=d),
                     r("table-cell", "Username", u, (700, y), (240, 28)),
                     r("table-cell", "Password", "●●●●●●", (940, y), (120, 28)),
                     r("table-cell", "URL", url, (1060, y), (360, 28)),
                     r("table-cell", "Modified", m, (1420, y), (320, 28))]
        rows += preview or []
        if status:
            rows.append(r("label", text=status, pos=(170, 990), size=(600, 22)))
        return rows + (extra or [])

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    unlock = [r("frame", "work.kdbx [Locked] - KeePassXC", pos=(160, 80), size=(1600, 940)),
              r("label", text="Unlock KeePassXC Database", pos=(760, 300), size=(400, 30)),
              r("label", text="/home/dana/Documents/work.kdbx", pos=(760, 340), size=(400, 22)),
              r("password-text", "Password field", "", (760, 400), (400, 32)),
              r("check-box", "Key File", pos=(760, 450), size=(200, 22)),
              r("push-button", "Unlock", pos=(1080, 520), size=(80, 32))]
    state = ("KeePassXC is showing the lock screen of ~/Documents/work.kdbx. Task: add an entry 'GitLab deploy token' "
             "(user gitlab+deploy-token-41, URL https://gitlab.acme-labs.example, a generated 32-character password, TOTP "
             "secret from the GitLab page) to the Infrastructure group, rename the Jenkins admin login to 'jenkins-admin', "
             "save, and copy the new token's password for pasting.\n\n" + scr("16:00", unlock))
    turns: Turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(960, 416)
pyautogui.typewrite('tiles-vault-Oktober-93\\n', interval=0.02)
time.sleep(2)
pyautogui.click(300, 215)          # Infrastructure
time.sleep(0.5)
"""), scr("16:00", kp(base, False))))
    form = [r("label", text="Root > Infrastructure > Add entry", pos=(180, 170), size=(600, 24)),
            r("entry", "Title", "", (400, 220), (700, 30)),
            r("entry", "Username", "", (400, 260), (700, 30)),
            r("password-text", "Password", "", (400, 300), (640, 30)),
            r("push-button", "Generate Password", pos=(1050, 300), size=(30, 30)),
            r("entry", "URL", "", (400, 340), (700, 30)),
            r("entry", "Tags", "", (400, 380), (700, 30)),
            r("check-box", "Expires", pos=(400, 420), size=(100, 22)),
            r("text", "Notes", "", (400, 460), (700, 200)),
            r("push-button", "Cancel", pos=(1500, 960), size=(90, 30)),
            r("push-button", "OK", pos=(1600, 960), size=(90, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'n')      # new entry
time.sleep(1)
"""), scr("16:01", kp(base, False, page=form))))
    form2 = [x.replace("\tTitle\t\t", "\tTitle\tGitLab deploy token\t").replace("\tUsername\t\t", "\tUsername\tgitlab+deploy-token-41\t")
             for x in form]

    def gen(pw: str, ent: str) -> list[str]:
        return [r("dialog", "Generate Password", pos=(900, 330), size=(620, 420)),
                r("entry", "Generated password", pw, (920, 360), (520, 30)),
                r("push-button", "Regenerate password", pos=(1446, 360), size=(30, 30)),
                r("label", text=f"Entropy: {ent} bit", pos=(920, 400), size=(200, 20)),
                r("label", text="Password Quality: Excellent", pos=(1260, 400), size=(240, 20)),
                r("slider", "Length", "32", (920, 440), (500, 24)),
                r("toggle-button", "Upper-case letters", pos=(920, 480), size=(60, 30), desc="checked"),
                r("toggle-button", "Lower-case letters", pos=(984, 480), size=(60, 30), desc="checked"),
                r("toggle-button", "Numbers", pos=(1048, 480), size=(60, 30), desc="checked"),
                r("toggle-button", "Special Characters", pos=(1112, 480), size=(60, 30), desc="checked"),
                r("push-button", "Copy", pos=(1300, 700), size=(90, 30)),
                r("push-button", "Apply Password", pos=(1400, 700), size=(110, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(750, 235)
pyautogui.typewrite('GitLab deploy token', interval=0.03)
pyautogui.click(750, 275)
pyautogui.typewrite('gitlab+deploy-token-41', interval=0.03)
pyautogui.click(1065, 315)         # Generate Password
time.sleep(1)
"""), scr("16:01", kp(base, False, page=form2, extra=gen("7hX#qLm2v!Rz9Tc$Wp4eNb8&Ys3Kd6Fa", "201.14")))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1461, 375)         # Regenerate password
time.sleep(0.5)
"""), scr("16:02", kp(base, False, page=form2, extra=gen("Qe2@Vn7$kL9xTz4#Rb6&Hm3!Wc8^Jp5d", "198.65")))))
    gl = ("GitLab deploy token", "gitlab+deploy-token-41", "https://gitlab.acme-labs.example", "11/06/2024 16:02")
    e1 = [gl] + base

    def prev(t: tuple[str, str, str, str], totp: str = "") -> list[str]:
        p = [r("page-tab", "General", pos=(440, 700), size=(90, 26), desc="selected"),
             r("label", "Username", t[1], (560, 740), (400, 22)),
             r("label", "Password", "●●●●●●●●●●●●●●●●", (560, 770), (400, 22)),
             r("label", "URL", t[2], (560, 800), (400, 22)),
             r("label", "Expiration", "Never", (560, 830), (400, 22))]
        if totp:
            p.append(r("label", "TOTP", totp, (1100, 740), (200, 22)))
        return p
    turns.append((code("""
import pyautogui, time
pyautogui.click(1455, 715)         # Apply Password
pyautogui.click(750, 355)          # URL
pyautogui.typewrite('https://gitlab.acme-labs.example', interval=0.02)
pyautogui.click(1645, 975)         # OK
time.sleep(1)
"""), scr("16:02", kp(e1, True, sel=gl[0], preview=prev(gl)))))
    setup = [r("dialog", "Setup TOTP", pos=(760, 360), size=(420, 340)),
             r("entry", "Secret Key:", "N5XGC4TBMVZHIZLQN4QGK3TUOJ4Q", (780, 400), (380, 30)),
             r("radio-button", "Default RFC 6238 token settings", pos=(780, 450), size=(360, 22), desc="checked"),
             r("radio-button", "Steam token settings", pos=(780, 476), size=(360, 22)),
             r("radio-button", "Use custom settings", pos=(780, 502), size=(360, 22)),
             r("label", text="Algorithm: SHA-1    Time step: 30 sec    Code size: 6 digits", pos=(780, 540), size=(380, 22)),
             r("push-button", "Cancel", pos=(980, 650), size=(80, 30)),
             r("push-button", "OK", pos=(1070, 650), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(870, 108)          # Entries menu
pyautogui.click(930, 420)          # TOTP > Set up TOTP...
time.sleep(1)
pyautogui.typewrite('N5XGC4TBMVZHIZLQN4QGK3TUOJ4Q', interval=0.02)
"""), scr("16:03", kp(e1, True, sel=gl[0], preview=prev(gl), extra=setup))))
    gl2 = (gl[0], gl[1], gl[2], "11/06/2024 16:03")
    e2 = [gl2] + base

    def show(code_: str, left: int) -> list[str]:
        return [r("dialog", "Timed Password", pos=(810, 420), size=(300, 180)),
                r("label", text=code_, pos=(860, 450), size=(200, 40)),
                r("progress-bar", "", f"Expires in {left} seconds", (830, 500), (260, 20)),
                r("push-button", "Close", pos=(900, 550), size=(80, 30)),
                r("push-button", "Copy", pos=(990, 550), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1110, 665)         # OK
time.sleep(0.5)
pyautogui.hotkey('ctrl', 't')      # Show TOTP
time.sleep(0.5)
"""), scr("16:03", kp(e2, True, sel=gl[0], preview=prev(gl2, "482 913"), extra=show("482 913", 17)))))
    turns.append((code("""
import time
time.sleep(20)
"""), scr("16:04", kp(e2, True, sel=gl[0], preview=prev(gl2, "079 245"), extra=show("079 245", 27)))))
    jen = ("Jenkins admin", "jenkins-admin", "https://ci.acme-labs.example", "11/06/2024 16:04")
    e3 = [gl2, base[0], base[1], jen, base[3]]
    turns.append((code("""
import pyautogui, time
pyautogui.click(940, 565)          # Close
pyautogui.click(570, 298)          # Jenkins admin
pyautogui.press('enter')           # edit
time.sleep(1)
pyautogui.tripleClick(750, 275)    # Username
pyautogui.typewrite('jenkins-admin', interval=0.03)
pyautogui.click(1645, 975)         # OK
time.sleep(0.5)
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), scr("16:04", kp(e3, False, sel=jen[0], preview=prev(jen)))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(570, 214)          # GitLab deploy token
pyautogui.hotkey('ctrl', 'c')      # copy its password
time.sleep(0.5)
"""), scr("16:05", kp(e3, False, sel=gl[0], preview=prev(gl2, "516 204"),
                      status="Password copied to clipboard. Clearing the clipboard in 10 seconds..."))))
    rs.add(task="os", tid="h18-os-21", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- 22 Audacity (clean)
def t22(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Audacity", "LibreOffice Writer", "Ubuntu Software", "Help"]
    run = ("Audacity",)

    def aud(dirty: bool, start: str, end: str, status: str = "Stopped.", extra: list[str] | None = None) -> list[str]:
        rows = [r("frame", f"{'*' if dirty else ''}episode_14_raw", pos=(70, 27), size=(1850, 1053))]
        for i, m in enumerate(["File", "Edit", "Select", "View", "Transport", "Tracks", "Generate", "Effect", "Analyze", "Tools", "Help"]):
            rows.append(r("menu", m, pos=(76 + 70 * i, 54), size=(64, 24)))
        for i, b in enumerate(["Pause", "Play", "Stop", "Skip to Start", "Skip to End", "Record"]):
            rows.append(r("push-button", b, pos=(80 + 50 * i, 86), size=(48, 48)))
        rows += [r("slider", "Playback Volume", "1.0", (500, 90), (160, 24)),
                 r("slider", "Recording Volume", "1.0", (500, 116), (160, 24)),
                 r("panel", "Track 1: episode_14_raw", pos=(70, 170), size=(1850, 300), desc="Stereo, 44100Hz\n32-bit float"),
                 r("combo-box", "Project Rate (Hz)", "44100", (80, 990), (100, 26)),
                 r("combo-box", "Snap-To", "Off", (200, 990), (80, 26)),
                 r("text", "Start", start, (320, 990), (180, 26)),
                 r("text", "End", end, (520, 990), (180, 26)),
                 r("text", "Audio Position", "00 h 00 m 00.000 s", (760, 990), (180, 26)),
                 r("label", text=status, pos=(80, 1052), size=(600, 24)),
                 r("label", text="Actual Rate: 44100", pos=(1700, 1052), size=(200, 24))]
        return rows + (extra or [])

    def scr(clock: str, body: list[str]) -> str:
        return desk(f"Jun 11  {clock}", body, apps, run)

    z = "00 h 00 m 00.000 s"
    state = ("GNOME desktop, user dana. Task: in Audacity cut the 6.25 s of silence at the start of "
             "~/Podcast/episode_14_raw.wav, normalize to -1 dB and export ~/Podcast/episode_14.mp3 with title "
             "'Episode 14: Tiles all the way down', artist 'Acme Labs Podcast', year 2024.\n\n" + desk("Jun 11  20:09", [], apps))
    turns: Turns = []
    turns.append((code("""
import subprocess, time, os, pyautogui
subprocess.Popen(['audacity', os.path.expanduser('~/Podcast/episode_14_raw.wav')])
time.sleep(8)
pyautogui.click(900, 320)          # into the track
pyautogui.hotkey('ctrl', 'a')      # select all to read the length
"""), scr("20:10", aud(False, z, "00 h 47 m 12.480 s"))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(410, 1003)         # Start
pyautogui.typewrite('000000000', interval=0.03)
pyautogui.click(610, 1003)         # End
pyautogui.typewrite('000006250', interval=0.03)
time.sleep(0.5)
"""), scr("20:10", aud(False, z, "00 h 00 m 06.250 s"))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('delete')
time.sleep(0.5)
"""), scr("20:11", aud(True, z, z))))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a')
"""), scr("20:11", aud(True, z, "00 h 47 m 06.230 s"))))
    norm = [r("dialog", "Normalize", pos=(760, 360), size=(420, 260)),
            r("check-box", "Remove DC offset (center on 0.0 vertically)", pos=(780, 400), size=(380, 22), desc="checked"),
            r("check-box", "Normalize peak amplitude to", pos=(780, 430), size=(240, 22), desc="checked"),
            r("text", "Peak amplitude dB", "-1.0", (1030, 428), (70, 26)),
            r("check-box", "Normalize stereo channels independently", pos=(780, 460), size=(380, 22)),
            r("push-button", "Manage", pos=(780, 570), size=(80, 30)),
            r("push-button", "Preview", pos=(866, 570), size=(80, 30)),
            r("push-button", "Cancel", pos=(1000, 570), size=(80, 30)),
            r("push-button", "Apply", pos=(1086, 570), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(596, 66)           # Effect
time.sleep(0.5)
pyautogui.click(660, 430)          # Normalize...
time.sleep(1)
"""), scr("20:12", aud(True, z, "00 h 47 m 06.230 s", extra=norm))))
    hist = [r("dialog", "History", pos=(1300, 200), size=(520, 400)),
            r("table-column-header", "Action", pos=(1310, 230), size=(360, 24)),
            r("table-column-header", "Reclaimable Space", pos=(1670, 230), size=(140, 24)),
            r("table-cell", "Action", "Imported 'episode_14_raw.wav'", (1310, 256), (360, 24)),
            r("table-cell", "Reclaimable Space", "0 bytes", (1670, 256), (140, 24)),
            r("table-cell", "Action", "Delete 6.25 seconds at 0.00", (1310, 280), (360, 24)),
            r("table-cell", "Reclaimable Space", "2.1 MB", (1670, 280), (140, 24)),
            r("table-cell", "Action", "Applied effect: Normalize", (1310, 304), (360, 24), desc="selected"),
            r("table-cell", "Reclaimable Space", "997.0 MB", (1670, 304), (140, 24)),
            r("label", "Total space used", "1.9 GB", (1500, 480), (200, 24)),
            r("label", "Undo levels available", "2", (1500, 510), (200, 24)),
            r("push-button", "Discard", pos=(1700, 540), size=(90, 28))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1126, 585)         # Apply
time.sleep(12)
pyautogui.click(286, 66)           # View
pyautogui.click(340, 300)          # History...
time.sleep(0.5)
"""), scr("20:12", aud(True, z, "00 h 47 m 06.230 s", status="Applied effect: Normalize", extra=hist))))
    exp = [r("dialog", "Export Audio", pos=(500, 160), size=(920, 720)),
           r("text", "Name", "episode_14_raw.mp3", (620, 180), (500, 30)),
           r("push-button", "Podcast", pos=(620, 230), size=(90, 30), desc="current folder"),
           r("table-cell", "Name", "episode_13.mp3", (760, 290), (400, 28)),
           r("table-cell", "Size", "56.2 MB", (1160, 290), (90, 28)),
           r("table-cell", "Name", "episode_14_raw.wav", (760, 318), (400, 28)),
           r("table-cell", "Size", "499.6 MB", (1160, 318), (90, 28)),
           r("combo-box", "File type", "MP3 Files", (1000, 560), (300, 30)),
           r("combo-box", "Bit Rate Mode", "Preset", (760, 620), (200, 28)),
           r("combo-box", "Quality", "Standard, 170-210 kbps", (760, 656), (300, 28)),
           r("combo-box", "Variable Speed", "Fast", (760, 692), (200, 28)),
           r("combo-box", "Channel Mode", "Joint Stereo", (760, 728), (200, 28)),
           r("push-button", "Cancel", pos=(1220, 830), size=(80, 30)),
           r("push-button", "Save", pos=(1310, 830), size=(90, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.press('escape')          # close History
pyautogui.hotkey('ctrl', 'shift', 'e')   # Export Audio...
time.sleep(1.5)
"""), scr("20:13", aud(True, z, "00 h 47 m 06.230 s", status="Stopped.", extra=exp))))

    def tags(title: str, artist: str, year: str) -> list[str]:
        rows = [r("dialog", "Edit Metadata Tags", pos=(660, 220), size=(600, 560))]
        for i, (k, v) in enumerate([("Artist Name", artist), ("Track Title", title), ("Album Title", ""), ("Track Number", ""),
                                    ("Year", year), ("Genre", ""), ("Comments", "")]):
            rows += [r("table-cell", "Tag", k, (680, 260 + 30 * i), (200, 28)),
                     r("table-cell", "Value", v, (880, 260 + 30 * i), (360, 28))]
        return rows + [r("push-button", "Cancel", pos=(1060, 730), size=(80, 30)),
                       r("push-button", "OK", pos=(1150, 730), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(870, 195)
pyautogui.typewrite('episode_14.mp3', interval=0.03)
pyautogui.click(1355, 845)         # Save
time.sleep(1)
"""), scr("20:13", aud(True, z, "00 h 47 m 06.230 s", extra=tags("", "", "")))))
    prog = [r("dialog", "Export", pos=(760, 420), size=(400, 180)),
            r("label", text="Exporting the audio as MP3", pos=(780, 440), size=(360, 22)),
            r("progress-bar", "", "24%", (780, 480), (360, 20)),
            r("label", "Elapsed Time", "00:00:06", (780, 510), (170, 22)),
            r("label", "Remaining Time", "00:00:19", (960, 510), (170, 22)),
            r("push-button", "Stop", pos=(900, 550), size=(80, 30)),
            r("push-button", "Cancel", pos=(990, 550), size=(80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(1060, 304)   # Track Title value
pyautogui.typewrite('Episode 14: Tiles all the way down\\n', interval=0.02)
pyautogui.doubleClick(1060, 274)   # Artist Name value
pyautogui.typewrite('Acme Labs Podcast\\n', interval=0.02)
pyautogui.doubleClick(1060, 394)   # Year value
pyautogui.typewrite('2024\\n', interval=0.02)
pyautogui.click(1190, 745)         # OK
time.sleep(6)
"""), scr("20:14", aud(True, z, "00 h 47 m 06.230 s", extra=prog))))
    turns.append((code("""
import time
time.sleep(25)
"""), scr("20:14", aud(True, z, "00 h 47 m 06.230 s", status="Stopped."))))
    rs.add(task="os", tid="h18-os-22", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------- main
def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
