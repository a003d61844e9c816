# ruff: noqa: E501
"""Held-out set 15, os domain: 22 OSWorld-style trajectories (Ubuntu GNOME desktop, pyautogui actions,
linearized accessibility trees). Written by an outside author; every observation is rendered from a small
state model per trajectory, so that the only inconsistencies are the labeled ones."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

# ---------------------------------------------------------------- common desktop chrome

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash"]


def desk(clock: str, body: list[Row]) -> str:
    rows: list[Row] = [("label", "Activities", "Activities", (0, 0), (99, 27)),
                       ("label", "", clock, (884, 0), (152, 27)),
                       ("menu", "System", "", (1814, 0), (106, 27))]
    for i, n in enumerate(DOCK):
        rows.append(("push-button", n, "", (0, 33 + 66 * i), (70, 64)))
    rows.append(("toggle-button", "Show Applications", "", (0, 1015), (70, 64)))
    return a11y(rows + body)


def system(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


def clk(mon: str, day: int, h: int, m: int, ampm: bool = False) -> str:
    if ampm:
        hh = h % 12 or 12
        return f"{mon} {day} {hh}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return f"{mon} {day} {h:02d}:{m:02d}"


def num(x: float) -> str:
    """LibreOffice 'General' display of a number."""
    x = round(x, 9)
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{x:.10g}"


def money(x: float) -> str:
    return f"${x:,.2f}"


def menus(names: list[str], x0: int = 75, y: int = 56, w: int = 52) -> list[Row]:
    return [("menu", n, "", (x0 + i * (w + 4), y), (w, 22)) for i, n in enumerate(names)]


LO_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
LO_SAVED = "The document has not been modified since the last save."
LO_MOD = "The document has been modified. Click to save the document."


# ---------------------------------------------------------------- LibreOffice Calc

COLX = {"A": (85, 190), "B": (275, 100), "C": (375, 90), "D": (465, 110), "E": (575, 110), "F": (685, 120)}


def cellbox(ref: str) -> tuple[tuple[int, int], tuple[int, int]]:
    x, w = COLX[ref[0]]
    r = int(ref[1:])
    return (x, 171 + (r - 1) * 17), (w, 17)


def cellxy(ref: str) -> str:
    (x, y), (w, h) = cellbox(ref)
    return f"{x + w // 2}, {y + h // 2}"


def calc(title: str, cells: dict[str, str], sel: str, inp: str, sheets: list[str], active: int, summ: str,
         modified: bool, selinfo: str = "", dialog: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    rows += menus(LO_MENUS)
    rows += [("push-button", "Save", "", (139, 86), (34, 26)), ("push-button", "Undo", "", (300, 86), (34, 26)),
             ("combo-box", "Font Name", "Liberation Sans", (760, 86), (180, 26)),
             ("combo-box", "Font Size", "10 pt", (944, 86), (64, 26)),
             ("combo-box", "Name Box", sel, (75, 142), (96, 24)),
             ("push-button", "Function Wizard", "", (196, 142), (24, 24)),
             ("text", "Input line", inp, (262, 142), (1650, 24))]

    def key(ref: str) -> tuple[int, str]:
        return int(ref[1:]), ref[0]

    for ref in sorted(cells, key=key):
        pos, size = cellbox(ref)
        rows.append(("table-cell", ref, cells[ref], pos, size))
    for i, s in enumerate(sheets):
        rows.append(("page-tab", s, "", (130 + i * 96, 1010), (92, 22)))
    rows += [("label", "", f"Sheet {active} of {len(sheets)}", (75, 1055), (110, 18)),
             ("label", "", "Default", (420, 1055), (80, 18)),
             ("label", "", "English (USA)", (640, 1055), (110, 18))]
    if selinfo:
        rows.append(("label", "", selinfo, (900, 1055), (220, 18)))
    rows += [("label", "", summ, (1300, 1055), (320, 18)),
             ("push-button", LO_MOD if modified else LO_SAVED, "", (1640, 1055), (24, 18)),
             ("slider", "Zoom", "100%", (1750, 1055), (120, 18))]
    if dialog:
        rows += dialog
    return rows


# ---------------------------------------------------------------- LibreOffice Writer / Impress

def writer(title: str, style: str, font: str, size: str, paras: list[tuple[str, str]], page: str, words: str,
           modified: bool, footer: str = "", dialog: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    rows += menus(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])
    rows += [("push-button", "Save", "", (139, 86), (34, 26)),
             ("combo-box", "Paragraph Style", style, (75, 118), (150, 26)),
             ("combo-box", "Font Name", font, (230, 118), (180, 26)),
             ("combo-box", "Font Size", size, (414, 118), (64, 26)),
             ("push-button", "Bold", "", (490, 118), (26, 26)), ("push-button", "Italic", "", (518, 118), (26, 26))]
    y = 230
    for tag, text in paras:
        h = 22 if tag == "heading" else 18 * max(1, (len(text) + 94) // 95)
        rows.append((tag, "", text, (520, y), (880, h)))
        y += h + 12
    if footer:
        rows.append(("paragraph", "Footer", footer, (520, 985), (880, 18)))
    rows += [("label", "", page, (75, 1055), (120, 18)), ("label", "", words, (210, 1055), (260, 18)),
             ("label", "", "Default Page Style", (520, 1055), (140, 18)),
             ("label", "", "English (USA)", (700, 1055), (110, 18)),
             ("push-button", LO_MOD if modified else LO_SAVED, "", (1640, 1055), (24, 18)),
             ("slider", "Zoom", "100%", (1750, 1055), (120, 18))]
    if dialog:
        rows += dialog
    return rows


def impress(title: str, slides: list[str], cur: int, body: list[Row], modified: bool, layout: str,
            dialog: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    rows += menus(["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"])
    rows.append(("label", "", "Slides", (80, 130), (60, 18)))
    for i, s in enumerate(slides, 1):
        rows.append(("list-item", f"Slide {i}", s, (82, 150 + (i - 1) * 118), (190, 108)))
    rows += body
    rows += [("label", "", f"Slide {cur} of {len(slides)}", (75, 1055), (120, 18)),
             ("label", "", layout, (260, 1055), (160, 18)),
             ("label", "", "English (USA)", (700, 1055), (110, 18)),
             ("push-button", LO_MOD if modified else LO_SAVED, "", (1640, 1055), (24, 18)),
             ("slider", "Zoom", "78%", (1750, 1055), (120, 18))]
    if dialog:
        rows += dialog
    return rows


# ---------------------------------------------------------------- Files (Nautilus)

PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
          "Other Locations"]


def files(folder: str, path: list[str], items: list[tuple[str, str, str]], status: str = "",
          extra: list[Row] | None = None, cols: tuple[str, str, str] = ("Name", "Size", "Modified"),
          search: str | None = None, empty: str = "") -> list[Row]:
    rows: list[Row] = [("frame", folder, "", (70, 27), (1200, 760))]
    rows += [("push-button", "Back", "", (80, 35), (34, 34)), ("push-button", "Forward", "", (116, 35), (34, 34))]
    if search is None:
        for i, p in enumerate(path):
            rows.append(("toggle-button", p, "", (300 + i * 110, 35), (104, 34)))
    else:
        rows.append(("text", "Search", search, (300, 35), (420, 34)))
    rows += [("toggle-button", "Search", "", (1020, 35), (34, 34)), ("push-button", "View options", "", (1060, 35), (34, 34))]
    for i, p in enumerate(PLACES):
        rows.append(("list-item", p, "", (72, 80 + i * 36), (200, 34)))
    rows += [("table-column-header", cols[0], "", (280, 78), (560, 30)),
             ("table-column-header", cols[1], "", (840, 78), (150, 30)),
             ("table-column-header", cols[2], "", (990, 78), (270, 30))]
    for i, (n, s, m) in enumerate(items):
        y = 110 + i * 34
        rows += [("table-cell", "", n, (280, y), (560, 34)), ("table-cell", "", s, (840, y), (150, 34)),
                 ("table-cell", "", m, (990, y), (270, 34))]
    if empty:
        rows.append(("label", "", empty, (560, 400), (300, 30)))
    if status:
        rows.append(("label", "", status, (930, 750), (330, 28)))
    if extra:
        rows += extra
    return rows


# ---------------------------------------------------------------- Thunderbird

def tb_rows(title: str, account: str, tree: dict[str, list[str]], data: dict[str, list[dict[str, Any]]], cur: str,
            shown: list[dict[str, Any]] | None = None, sel: list[int] | None = None, qf: str | None = None,
            pane: list[Row] | None = None, extra: list[Row] | None = None,
            drop_folder: str | None = None) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053)),
                       ("push-button", "Get Messages", "", (80, 70), (120, 30)),
                       ("push-button", "New Message", "", (206, 70), (120, 30)),
                       ("entry", "Search <Ctrl+K>", "", (700, 70), (420, 30)),
                       ("push-button", "AppMenu", "", (1880, 70), (30, 30))]
    y = 120
    for acct, folders in tree.items():
        rows.append(("tree-item", acct, "", (80, y), (300, 26)))
        y += 28
        for f in folders:
            if f == drop_folder:
                continue
            key = f"{acct}/{f}"
            unread = sum(1 for m in data.get(key, []) if m["unread"])
            rows.append(("tree-item", f"{f} ({unread})" if unread else f, "", (100, y), (280, 26)))
            y += 28
    msgs = data[cur] if shown is None else shown
    rows += [("toggle-button", "Quick Filter", "", (400, 118), (110, 28)),
             ("entry", "Filter these messages <Ctrl+Shift+K>", qf or "", (520, 118), (360, 28))]
    if qf is not None:
        rows.append(("label", "", f"{len(msgs)} message{'s' if len(msgs) != 1 else ''}" if msgs else "No messages match your filter", (900, 118), (200, 28)))
    rows += [("table-column-header", "Read", "", (400, 152), (30, 24)),
             ("table-column-header", "Subject", "", (430, 152), (520, 24)),
             ("table-column-header", "Correspondents", "", (950, 152), (300, 24)),
             ("table-column-header", "Date", "", (1250, 152), (190, 24))]
    for i, m in enumerate(msgs):
        yy = 178 + i * 26
        rows += [("table-cell", "", "Unread" if m["unread"] else "Read", (400, yy), (30, 26)),
                 ("table-cell", "", m["subject"], (430, yy), (520, 26)),
                 ("table-cell", "", m["from"], (950, yy), (300, 26)),
                 ("table-cell", "", m["date"], (1250, yy), (190, 26))]
    if pane:
        rows += pane
    folder_msgs = data[cur]
    rows += [("label", "", f"Unread: {sum(1 for m in folder_msgs if m['unread'])}", (1560, 1058), (110, 18)),
             ("label", "", f"Total: {len(folder_msgs)}", (1680, 1058), (90, 18)),
             ("label", "", account, (80, 1058), (400, 18))]
    if extra:
        rows += extra
    return rows


def msg_pane(m: dict[str, Any], to: str, body: list[str]) -> list[Row]:
    rows: list[Row] = [("label", "From", m["from"], (1460, 180), (440, 20)),
                       ("label", "Subject", m["subject"], (1460, 204), (440, 20)),
                       ("label", "To", to, (1460, 228), (440, 20)),
                       ("label", "Date", m["date"], (1460, 252), (440, 20))]
    for i, b in enumerate(body):
        rows.append(("paragraph", "", b, (1460, 290 + i * 40), (440, 36)))
    return rows


# ---------------------------------------------------------------- Chrome

def chrome(tabs: list[str], active: int, url: str, content: list[Row], bar: list[str] | None = None,
           star: bool = False, extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    for i, t in enumerate(tabs):
        rows.append(("page-tab", t, "", (80 + i * 240, 35), (236, 34)))
    rows += [("push-button", "New Tab", "", (80 + len(tabs) * 240, 38), (28, 28)),
             ("push-button", "Back", "", (80, 75), (34, 34)), ("push-button", "Forward", "", (116, 75), (34, 34)),
             ("push-button", "Reload", "", (152, 75), (34, 34)),
             ("entry", "Address and search bar", url, (200, 77), (1500, 30)),
             ("push-button", "Edit bookmark for this tab" if star else "Bookmark this tab", "", (1668, 78), (28, 28)),
             ("push-button", "Chrome", "", (1880, 75), (34, 34))]
    if bar is not None:
        for i, b in enumerate(bar):
            rows.append(("push-button", b, "", (80 + i * 170, 112), (164, 26)))
    rows += content
    if extra:
        rows += extra
    return rows


# ---------------------------------------------------------------- VS Code

def vscode(title: str, tree: list[tuple[str, int]], tabs: list[str], active: str, body: list[Row],
           status: list[str], panel: list[Row] | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    rows += menus(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], y=30)
    rows += [("page-tab", "Explorer (Ctrl+Shift+E)", "", (72, 80), (48, 48)),
             ("page-tab", "Search (Ctrl+Shift+F)", "", (72, 128), (48, 48)),
             ("page-tab", "Source Control (Ctrl+Shift+G)", "", (72, 176), (48, 48)),
             ("page-tab", "Extensions (Ctrl+Shift+X)", "", (72, 224), (48, 48))]
    for i, (name, depth) in enumerate(tree):
        if not name:
            continue
        rows.append(("tree-item", name, "", (130 + 12 * depth, 110 + i * 22), (240 - 12 * depth, 22)))
    for i, t in enumerate(tabs):
        rows.append(("page-tab", t, "", (390 + i * 170, 58), (166, 35)))
    rows += body
    if panel:
        rows += panel
    for i, s in enumerate(status):
        rows.append(("push-button", "", s, (1300 + i * 100, 1057), (96, 22)))
    if extra:
        rows += extra
    return rows


def code_lines(lines: list[str], y0: int = 100) -> list[Row]:
    return [("text", str(i), ln, (450, y0 + (i - 1) * 19), (1400, 19)) for i, ln in enumerate(lines, 1)]


# ---------------------------------------------------------------- GIMP

def gimp(title: str, layers: list[str], active: str, zoom: str, msg: str, tool: str,
         dialog: list[Row] | None = None, menu: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    rows += menus(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], y=30)
    rows += [("panel", "Toolbox", "", (72, 60), (180, 430)),
             ("label", "Tool Options", tool, (72, 500), (180, 22)),
             ("panel", "Canvas", "", (260, 60), (1380, 960)),
             ("page-tab", "Layers", "", (1650, 420), (80, 26)),
             ("combo-box", "Mode", "Normal", (1650, 452), (200, 26)),
             ("spin-button", "Opacity", "100.0", (1650, 482), (200, 26))]
    for i, ly in enumerate(layers):
        rows.append(("table-cell", "", ly, (1690, 516 + i * 36), (220, 34)))
    rows += [("label", "Active layer", active, (1650, 900), (260, 20)),
             ("combo-box", "", "px", (262, 1030), (60, 24)), ("combo-box", "Zoom", zoom, (330, 1030), (90, 24)),
             ("label", "", msg, (430, 1030), (900, 24))]
    if menu:
        rows += menu
    if dialog:
        rows += dialog
    return rows


def gimp_title(name: str, tag: str, layers: int, w: int, h: int, dirty: bool) -> str:
    tag = f" ({tag})" if tag else ""
    return (f"{'*' if dirty else ''}[{name}]{tag}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
            f"{layers} layer{'s' if layers != 1 else ''}) {w}x{h} – GIMP")


# ---------------------------------------------------------------- GNOME Settings

SETTINGS_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search",
                   "Multitasking", "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power",
                   "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color",
                   "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", "Settings", "", (430, 150), (1060, 740)),
                       ("push-button", "Search", "", (440, 158), (34, 34)),
                       ("label", "", "Settings", (540, 164), (120, 22)),
                       ("label", "", panel, (1050, 164), (200, 22))]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(("list-item", p, "", (432, 200 + i * 26), (260, 26)))
    rows += body
    if extra:
        rows += extra
    return rows


def srow(i: int, label: str, kind: str, value: str, y0: int = 230) -> list[Row]:
    y = y0 + i * 52
    out: list[Row] = [("label", "", label, (740, y + 14), (400, 22))]
    if kind == "switch":
        out.append(("toggle-button", label, "on" if value == "on" else "off", (1380, y + 10), (52, 30)))
    elif kind == "combo":
        out.append(("combo-box", label, value, (1260, y + 10), (190, 30)))
    else:
        out.append(("label", "", value, (1260, y + 14), (190, 22)))
    return out


# ---------------------------------------------------------------- terminal / text editor

class Term:
    """A gnome-terminal window on the desktop: its accessible text is the visible part of the buffer."""

    def __init__(self, cwd: str, lines: list[str] | None = None, height: int = 34, user: str = "user",
                 host: str = "user-virtual-machine") -> None:
        self.cwd, self.user, self.host, self.height = cwd, user, host, height
        self.lines = lines or []
        self.lines.append(self.prompt)

    @property
    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    def run(self, cmd: str, out: str = "", cd: str | None = None, wait_input: bool = False) -> None:
        self.lines[-1] = self.lines[-1] + cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        if cd is not None:
            self.cwd = cd
        if wait_input:
            return
        self.lines.append(self.prompt)

    def feed(self, out: str = "") -> None:
        """Input to a waiting program (a sudo password): its output and the next prompt."""
        if out:
            self.lines += out.rstrip("\n").split("\n")
        self.lines.append(self.prompt)

    def clear(self) -> None:
        self.lines = [self.prompt]

    def text(self) -> str:
        return "\n".join(self.lines[-self.height:])

    def rows(self, focused: bool = True) -> list[Row]:
        title = f"{self.user}@{self.host}: {self.cwd}"
        return [("frame", title, "", (380, 160), (1160, 760)),
                ("push-button", "New Tab", "", (390, 166), (34, 34)),
                ("push-button", "Search", "", (1400, 166), (34, 34)),
                ("push-button", "Menu", "", (1440, 166), (34, 34)),
                ("terminal", "Terminal", self.text(), (382, 206), (1156, 712))]


def tcmd(cmd: str) -> str:
    return code(f"pyautogui.write({cmd!r}, interval=0.02)\npyautogui.press('enter')")


# ================================================================ trajectories

def t01() -> dict[str, Any]:
    # clean: Calc field-trip budget — two edits, sort by subtotal, sheet rename, currency format, save as xlsx.
    title = "field_trip_costs.xlsx - LibreOffice Calc"
    data = [["Museum tickets", 14.0, 28], ["Bus rental (52 seats)", 640.0, 1], ["Chaperone stipend", 45.0, 3],
            ["First-aid kits", 22.4, 2], ["Lunch boxes", 9.75, 30]]
    sheets = ["Sheet1", "Notes"]
    cur = {"fmt": num}

    def cells() -> dict[str, str]:
        c = {"A1": "Item", "B1": "Unit cost", "C1": "Qty", "D1": "Subtotal", "A7": "Total"}
        tot = 0.0
        for i, (it, cost, q) in enumerate(data, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"] = it, num(cost), num(q)
            c[f"D{i}"] = cur["fmt"](cost * q)
            tot += cost * q
        c["D7"] = cur["fmt"](tot)
        return c

    def rangestat() -> str:
        vals = [v for _, cost, q in data for v in (cost, q, cost * q)]
        return f"Average: {num(sum(vals) / len(vals))}; Sum: {num(sum(vals))}"

    def obs(ck: str, sel: str, inp: str, summ: str, mod: bool, selinfo: str = "", dialog: list[Row] | None = None) -> str:
        return desk(ck, calc(title, cells(), sel, inp, sheets, 1, summ, mod, selinfo, dialog))

    T = []
    state = obs(clk("Mar", 14, 10, 6), "A1", "Item", "Average: ; Sum: 0", False)
    T.append((code(f"pyautogui.click({cellxy('B2')})"),
              obs(clk("Mar", 14, 10, 6), "B2", "14", "Average: 14; Sum: 14", False)))
    data[0][1] = 16.5
    T.append((code("pyautogui.write('16.5\\n')"),
              obs(clk("Mar", 14, 10, 7), "B3", "640", "Average: 640; Sum: 640", True)))
    data[4][2] = 32
    T.append((code("CalcTools.set_cell_value('C6', 32)"),
              obs(clk("Mar", 14, 10, 7), "B3", "640", "Average: 640; Sum: 640", True)))
    T.append((code("pyautogui.click(123, 154)\npyautogui.write('A1:D6\\n')"),
              obs(clk("Mar", 14, 10, 8), "A1:D6", "Item", rangestat(), True, "Selected: 6 rows, 4 columns")))
    sort_dlg: list[Row] = [("dialog", "Sort", "", (610, 300), (620, 520)),
                           ("page-tab", "Sort Criteria", "", (625, 330), (110, 26)),
                           ("page-tab", "Options", "", (740, 330), (80, 26)),
                           ("label", "", "Sort Key 1", (640, 380), (120, 20)),
                           ("combo-box", "Sort Key 1", "Item", (640, 404), (300, 28)),
                           ("radio-button", "Ascending", "", (960, 404), (120, 22)),
                           ("radio-button", "Descending", "", (960, 430), (120, 22)),
                           ("label", "", "Sort Key 2", (640, 480), (120, 20)),
                           ("combo-box", "Sort Key 2", "- undefined -", (640, 504), (300, 28)),
                           ("push-button", "Help", "", (625, 770), (80, 30)), ("push-button", "Reset", "", (870, 770), (80, 30)),
                           ("push-button", "Cancel", "", (1040, 770), (80, 30)), ("push-button", "OK", "", (1130, 770), (80, 30))]
    T.append((code("pyautogui.click(467, 56)\npyautogui.click(497, 120)"),
              obs(clk("Mar", 14, 10, 8), "A1:D6", "Item", rangestat(), True, "Selected: 6 rows, 4 columns", sort_dlg)))
    data.sort(key=lambda r: -(r[1] * r[2]))
    T.append((code("pyautogui.click(790, 418)\npyautogui.click(790, 520)  # 'Subtotal'\npyautogui.click(1020, 441)\npyautogui.click(1170, 785)"),
              obs(clk("Mar", 14, 10, 9), "A1:D6", "Item", rangestat(), True, "Selected: 6 rows, 4 columns")))
    sheets[0] = "Costs"
    T.append((code("CalcTools.rename_sheet('Sheet1', 'Costs')"),
              obs(clk("Mar", 14, 10, 9), "A1:D6", "Item", rangestat(), True, "Selected: 6 rows, 4 columns")))
    cur["fmt"] = money
    T.append((code("CalcTools.set_number_format('D2:D7', '[$$-409]#,##0.00')"),
              obs(clk("Mar", 14, 10, 10), "A1:D6", "Item", rangestat(), True, "Selected: 6 rows, 4 columns")))
    keep: list[Row] = [("dialog", "Keep current format", "", (700, 420), (520, 200)),
                       ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", (720, 440), (480, 60)),
                       ("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (720, 505), (480, 40)),
                       ("push-button", "Use Excel 2007-365!", "", (780, 560), (180, 32)),
                       ("push-button", "Use ODF Format!", "", (970, 560), (170, 32)),
                       ("check-box", "Ask when not saving in ODF or default format", "", (720, 600), (360, 20))]
    T.append((code("pyautogui.hotkey('ctrl', 's')"),
              obs(clk("Mar", 14, 10, 10), "A1:D6", "Item", rangestat(), True, "Selected: 6 rows, 4 columns", keep)))
    T.append((code("pyautogui.click(870, 576)"),
              obs(clk("Mar", 14, 10, 11), "A1:D6", "Item", rangestat(), False, "Selected: 6 rows, 4 columns")))
    return dict(task="Open field_trip_costs.xlsx: the museum tickets now cost 16.50 each and we need 32 lunch boxes. Sort the items by subtotal (largest first), rename the sheet to 'Costs', show the subtotals and total as dollars, and save it keeping the xlsx format.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t07() -> dict[str, Any]:
    # bad: Calc reagent order — turn 5 shows the grand total E9 (=SUM(E2:E8), seen at turn 1) not updated for the new tips quantity typed at turn 5 (parts sum to 1263.5, cell shows 1216.4).
    title = "reagent_order_may.ods - LibreOffice Calc"
    data = [["Tris base 500 g", "Sigma-Aldrich", 86.4, 2], ["Agarose LE 100 g", "Bio-Rad", 129.0, 1],
            ["Gel stain 10,000X", "Biotium", 212.5, 1], ["Pipette tips 200 µL (rack)", "Eppendorf", 7.85, 24],
            ["Nitrile gloves M (box)", "Kimtech", 11.2, 12], ["PBS 10X 1 L", "Gibco", 38.75, 4],
            ["Ethanol 96% 2.5 L", "Carl Roth", 44.9, 3]]
    sheets = ["Order", "Suppliers"]
    over: dict[str, str] = {}

    def order_cells() -> dict[str, str]:
        c = {"A1": "Reagent", "B1": "Supplier", "C1": "Unit price", "D1": "Qty", "E1": "Line total", "D9": "Total"}
        tot = 0.0
        for i, (r, s, p, q) in enumerate(data, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"], c[f"D{i}"], c[f"E{i}"] = r, s, num(p), num(q), num(p * q)
            tot += p * q
        c["E9"] = num(tot)
        c.update(over)
        return c

    sup = {"A1": "Supplier", "B1": "Account no.", "C1": "Order e-mail", "D1": "Lead time (days)",
           "A2": "Sigma-Aldrich", "B2": "DE-4471902", "C2": "orders.de@sial.com", "D2": "3",
           "A3": "Bio-Rad", "B3": "BR-220918", "C3": "eu-orders@bio-rad.com", "D3": "5",
           "A4": "Biotium", "B4": "BT-00731", "C4": "sales@biotium.com", "D4": "9",
           "A5": "Eppendorf", "B5": "EP-558204", "C5": "order.de@eppendorf.com", "D5": "4",
           "A6": "Kimtech", "B6": "KC-91377", "C6": "kimtech-orders@kcc.com", "D6": "6",
           "A7": "Gibco", "B7": "TF-3310247", "C7": "orders@thermofisher.com", "D7": "2",
           "A8": "Carl Roth", "B8": "CR-0066158", "C8": "bestellung@carlroth.de", "D8": "2"}

    def o(ck: str, sel: str, inp: str, summ: str, mod: bool, active: int = 1) -> str:
        cells = order_cells() if active == 1 else sup
        return desk(ck, calc(title, cells, sel, inp, sheets, active, summ, mod))

    T = []
    state = o(clk("May", 6, 14, 31), "A1", "Reagent", "Average: ; Sum: 0", False)
    tot0 = sum(p * q for _, _, p, q in data)
    T.append((code(f"pyautogui.click({cellxy('E9')})"),
              o(clk("May", 6, 14, 31), "E9", "=SUM(E2:E8)", f"Average: {num(tot0)}; Sum: {num(tot0)}", False)))
    T.append((code(f"pyautogui.click({cellxy('D6')})"),
              o(clk("May", 6, 14, 32), "D6", "12", "Average: 12; Sum: 12", False)))
    data[4][3] = 20
    T.append((code("pyautogui.write('20\\n')"),
              o(clk("May", 6, 14, 32), "D7", "4", "Average: 4; Sum: 4", True)))
    T.append((code(f"pyautogui.click({cellxy('D5')})"),
              o(clk("May", 6, 14, 33), "D5", "24", "Average: 24; Sum: 24", True)))
    stale = sum(p * q for _, _, p, q in data)  # total before the tips change
    data[3][3] = 30
    over["E9"] = num(stale)
    T.append((code("pyautogui.write('30\\n')"),
              o(clk("May", 6, 14, 33), "D6", "20", "Average: 20; Sum: 20", True)))
    T.append((code("CalcTools.switch_active_sheet('Suppliers')"),
              o(clk("May", 6, 14, 34), "A1", "Supplier", "Average: ; Sum: 0", True, active=2)))
    T.append((code(f"pyautogui.click({cellxy('C4')})"),
              o(clk("May", 6, 14, 34), "C4", "sales@biotium.com", "Average: ; Sum: 0", True, active=2)))
    sup["C4"] = "orders@biotium.com"
    T.append((code("CalcTools.set_cell_value('C4', 'orders@biotium.com')"),
              o(clk("May", 6, 14, 35), "C4", "orders@biotium.com", "Average: ; Sum: 0", True, active=2)))
    T.append((code("CalcTools.save()"),
              o(clk("May", 6, 14, 35), "C4", "orders@biotium.com", "Average: ; Sum: 0", False, active=2)))
    return dict(task="In reagent_order_may.ods raise the glove boxes to 20 and the tip racks to 30, then update Biotium's order address on the Suppliers sheet to orders@biotium.com and save.",
                state=state, turns=T, bad=True, turn=5, kind="sum cell E9 not updated after tips qty change (derived total doesn't match line totals)")


def t03() -> dict[str, Any]:
    # bad: Files — draft_q3.odt renamed to vendor_agreement_Q3_signed.odt at turn 5 (listing updated at 5 and 7), but the turn-8 listing of Contracts shows it under its old name draft_q3.odt again.
    ck = lambda m: clk("Mar", 14, 10, m)  # noqa: E731
    docs = [("Contracts", "6 items", "10:14"), ("Meeting notes", "14 items", "Mar 8"), ("Receipts", "31 items", "Mar 12"),
            ("tax_2023.pdf", "2.4 MB", "Feb 11"), ("team_offsite_agenda.odt", "19.0 kB", "Mar 8")]
    home = [("Desktop", "3 items", "Mar 13"), ("Documents", "5 items", "Mar 12"), ("Downloads", "27 items", "09:58"),
            ("Music", "0 items", "Aug 2 2023"), ("Pictures", "4 items", "Mar 1"), ("Public", "0 items", "Aug 2 2023"),
            ("snap", "3 items", "Feb 6"), ("Templates", "0 items", "Aug 2 2023"), ("Videos", "2 items", "Jan 30")]
    contracts = {"draft_q3.odt": ("48.2 kB", "Mar 2"), "invoice_terms_v2.docx": ("22.9 kB", "Feb 27"),
                 "msa_orchard_logistics.pdf": ("1.2 MB", "Jan 19"), "nda_brightline_2022.pdf": ("311.7 kB", "Sep 12 2022"),
                 "nda_kestrel_2021.pdf": ("288.0 kB", "Nov 3 2021"), "signature_page.png": ("640.4 kB", "10:14")}
    folders: dict[str, tuple[str, str]] = {}

    def listing(names_override: dict[str, str] | None = None) -> list[tuple[str, str, str]]:
        fl = [(n, s, m) for n, (s, m) in sorted(folders.items(), key=lambda kv: kv[0].lower())]
        fi = [(n, s, m) for n, (s, m) in sorted(contracts.items(), key=lambda kv: kv[0].lower())]
        if names_override:
            fi = [(names_override.get(n, n), s, m) for n, s, m in fi]
        return fl + fi

    cpath = ["Home", "Documents", "Contracts"]
    T = []
    state = desk(ck(19), files("Home", ["Home"], home))
    T.append((code("pyautogui.click(172, 241)"), desk(ck(19), files("Documents", ["Home", "Documents"], docs))))
    T.append((code("pyautogui.doubleClick(420, 127)"), desk(ck(20), files("Contracts", cpath, listing()))))
    T.append((code("pyautogui.click(420, 127)"),
              desk(ck(20), files("Contracts", cpath, listing(), status="“draft_q3.odt” selected (48.2 kB)"))))
    pop: list[Row] = [("label", "", "File name", (420, 150), (200, 20)), ("text", "File name", "draft_q3.odt", (420, 172), (300, 30)),
                      ("push-button", "Rename", "", (730, 172), (80, 30))]
    T.append((code("pyautogui.press('f2')"),
              desk(ck(20), files("Contracts", cpath, listing(), status="“draft_q3.odt” selected (48.2 kB)", extra=pop))))
    contracts["vendor_agreement_Q3_signed.odt"] = contracts.pop("draft_q3.odt")
    T.append((code("pyautogui.write('vendor_agreement_Q3_signed')\npyautogui.press('enter')"),
              desk(ck(21), files("Contracts", cpath, listing(), status="“vendor_agreement_Q3_signed.odt” selected (48.2 kB)"))))
    nf: list[Row] = [("dialog", "New Folder", "", (560, 300), (420, 170)), ("label", "", "Folder name", (580, 340), (200, 20)),
                     ("text", "Folder name", "", (580, 364), (380, 32)), ("push-button", "Cancel", "", (580, 310), (80, 28)),
                     ("push-button", "Create", "", (880, 310), (80, 28))]
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"),
              desk(ck(22), files("Contracts", cpath, listing(), status="“vendor_agreement_Q3_signed.odt” selected (48.2 kB)", extra=nf))))
    folders["Archive pre-2023"] = ("0 items", "10:22")
    T.append((code("pyautogui.write('Archive pre-2023')\npyautogui.press('enter')"),
              desk(ck(22), files("Contracts", cpath, listing(), status="“Archive pre-2023” selected (containing 0 items)"))))
    # rows: folder, invoice, msa, nda_brightline (y=229), nda_kestrel (y=263)
    T.append((code("pyautogui.click(420, 229)\npyautogui.keyDown('ctrl')\npyautogui.click(420, 263)\npyautogui.keyUp('ctrl')\npyautogui.hotkey('ctrl', 'x')"),
              desk(ck(23), files("Contracts", cpath, listing({"vendor_agreement_Q3_signed.odt": "draft_q3.odt"}),
                                 status="2 items selected (599.7 kB)"))))
    T.append((code("pyautogui.doubleClick(420, 127)"),
              desk(ck(23), files("Archive pre-2023", cpath + ["Archive pre-2023"], [], empty="Folder is Empty"))))
    moved = [("nda_brightline_2022.pdf", "311.7 kB", "Sep 12 2022"), ("nda_kestrel_2021.pdf", "288.0 kB", "Nov 3 2021")]
    T.append((code("pyautogui.hotkey('ctrl', 'v')"),
              desk(ck(24), files("Archive pre-2023", cpath + ["Archive pre-2023"], moved))))
    return dict(task="In ~/Documents/Contracts rename draft_q3.odt to vendor_agreement_Q3_signed.odt, then move the two NDAs from before 2023 into a new folder 'Archive pre-2023' inside Contracts.",
                state=state, turns=T, bad=True, turn=8, kind="renamed file shown again under its old name in the folder listing")


def t16() -> dict[str, Any]:
    # clean: Files — trash two blurry scans, restore an older scan from the Trash, search, sort by size, parent folder count.
    ck = lambda m: clk("Mar", 14, 10, m)  # noqa: E731
    home = [("Desktop", "3 items", "Mar 13"), ("Documents", "6 items", "Mar 12"), ("Downloads", "19 items", "09:31"),
            ("Music", "0 items", "Aug 2 2023"), ("Pictures", "4 items", "Mar 12"), ("Public", "0 items", "Aug 2 2023"),
            ("snap", "3 items", "Feb 6"), ("Templates", "0 items", "Aug 2 2023"), ("Videos", "0 items", "Aug 2 2023")]
    scans = {"lease_addendum_p1.pdf": ("402.3 kB", "Mar 9", 402.3), "lease_addendum_p2.pdf": ("398.8 kB", "Mar 9", 398.8),
             "receipt_scan_0417.jpg": ("1.1 MB", "Mar 12", 1100), "receipt_scan_0418.jpg": ("1.3 MB", "Mar 12", 1300),
             "scan_0412_blurry.jpg": ("2.0 MB", "Mar 11", 2000), "scan_0413.jpg": ("1.9 MB", "Mar 11", 1900),
             "scan_0414.jpg": ("1.8 MB", "Mar 11", 1800), "scan_0415_blurry.jpg": ("2.2 MB", "Mar 11", 2200),
             "utility_bill_feb.pdf": ("156.0 kB", "Mar 5", 156.0)}
    trash = {"old_resume_2019.docx": ("Documents", "Feb 20"), "receipt_scan_0419.jpg": ("Pictures/Scans", "Mar 12")}
    smod = ["Mar 12"]

    def pics() -> list[tuple[str, str, str]]:
        return [("Scans", f"{len(scans)} items", smod[0]), ("Screenshots", "12 items", "Mar 7"),
                ("Wallpapers", "4 items", "Jan 3"), ("avatar_2023.png", "88.1 kB", "Jul 30 2023")]

    def sc(by_size: bool = False) -> list[tuple[str, str, str]]:
        items = sorted(scans.items(), key=(lambda kv: kv[1][2]) if by_size else (lambda kv: kv[0].lower()))
        return [(n, s, m) for n, (s, m, _) in items]

    def tr() -> list[tuple[str, str, str]]:
        return [(n, loc, when) for n, (loc, when) in sorted(trash.items())]

    tcols = ("Name", "Original Location", "Trashed On")
    tbar: list[Row] = [("push-button", "Restore…", "", (900, 718), (90, 28)), ("push-button", "Empty…", "", (1000, 718), (80, 28))]
    sp = ["Home", "Pictures", "Scans"]
    T = []
    state = desk(ck(34), files("Home", ["Home"], home))
    T.append((code("pyautogui.doubleClick(420, 263)"), desk(ck(34), files("Pictures", ["Home", "Pictures"], pics()))))
    T.append((code("pyautogui.doubleClick(420, 127)"), desk(ck(35), files("Scans", sp, sc()))))
    T.append((code("pyautogui.click(420, 263)\npyautogui.keyDown('ctrl')\npyautogui.click(420, 365)\npyautogui.keyUp('ctrl')"),
              desk(ck(35), files("Scans", sp, sc(), status="2 items selected (4.2 MB)"))))
    for n in ("scan_0412_blurry.jpg", "scan_0415_blurry.jpg"):
        scans.pop(n)
        trash[n] = ("Pictures/Scans", "10:36")
    toast: list[Row] = [("label", "", "2 files deleted", (560, 690), (200, 30)), ("push-button", "Undo", "", (770, 690), (70, 30))]
    T.append((code("pyautogui.press('delete')"), desk(ck(36), files("Scans", sp, sc(), extra=toast))))
    T.append((code("pyautogui.click(172, 421)"), desk(ck(36), files("Trash", ["Trash"], tr(), cols=tcols, extra=tbar))))
    ctx: list[Row] = [("menu-item", "Restore From Trash", "", (470, 170), (220, 28)), ("menu-item", "Delete Permanently", "", (470, 198), (220, 28)),
                      ("menu-item", "Properties", "", (470, 230), (220, 28))]
    T.append((code("pyautogui.rightClick(420, 161)"),
              desk(ck(37), files("Trash", ["Trash"], tr(), cols=tcols, status="“receipt_scan_0419.jpg” selected (1.2 MB)", extra=tbar + ctx))))
    trash.pop("receipt_scan_0419.jpg")
    scans["receipt_scan_0419.jpg"] = ("1.2 MB", "Mar 12", 1200)
    smod[0] = "10:37"
    T.append((code("pyautogui.click(580, 184)"), desk(ck(37), files("Trash", ["Trash"], tr(), cols=tcols, extra=tbar))))
    T.append((code("pyautogui.hotkey('alt', 'left')"), desk(ck(38), files("Scans", sp, sc()))))
    found = [r for r in sc() if "receipt" in r[0]]
    T.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('receipt')"), desk(ck(38), files("Scans", sp, found, search="receipt"))))
    T.append((code("pyautogui.press('escape')"), desk(ck(39), files("Scans", sp, sc()))))
    T.append((code("pyautogui.click(915, 93)"), desk(ck(39), files("Scans", sp, sc(by_size=True)))))
    T.append((code("pyautogui.click(462, 52)"), desk(ck(40), files("Pictures", ["Home", "Pictures"], pics()))))
    return dict(task="Delete the two blurry scans in ~/Pictures/Scans, get receipt_scan_0419.jpg back from the Trash into that folder, and show the folder sorted by size.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def _m(subject: str, sender: str, date: str, unread: bool) -> dict[str, Any]:
    return {"subject": subject, "from": sender, "date": date, "unread": unread}


TB_CTX: list[Row] = [("menu-item", "New Folder…", "", (200, 340), (220, 28)), ("menu-item", "Search Messages…", "", (200, 368), (220, 28)),
                     ("menu-item", "Settings", "", (200, 396), (220, 28))]


def tb_newfolder(name: str) -> list[Row]:
    return [("dialog", "New Folder", "", (760, 380), (400, 230)), ("label", "", "Name:", (780, 410), (60, 20)),
            ("entry", "Name", name, (780, 434), (360, 30)), ("label", "", "Create as a subfolder of:", (780, 480), (300, 20)),
            ("combo-box", "", "Local Folders", (780, 504), (360, 30)), ("push-button", "Cancel", "", (900, 560), (100, 30)),
            ("push-button", "Create Folder", "", (1010, 560), (130, 30))]


def tb_summary(msgs: list[dict[str, Any]]) -> list[Row]:
    rows: list[Row] = [("heading", "", f"{len(msgs)} Messages", (1460, 180), (440, 30))]
    for i, m in enumerate(msgs):
        rows.append(("label", "", f"{m['subject']} — {m['from']}", (1460, 220 + i * 26), (440, 24)))
    return rows


def t04() -> dict[str, Any]:
    # clean: Thunderbird — read a mail, create Local Folders/Invoices, quick-filter, move invoices, fetch new mail, move the new invoice.
    acct = "ivo.petrakis@harborline-freight.com"
    tree = {acct: ["Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash"], "Local Folders": ["Trash", "Outbox"]}
    AR = "Baltic Carriers AR <ar@baltic-carriers.eu>"
    inbox = [_m("Invoice INV-20931 – March freight", AR, "9:02 AM", True),
             _m("Re: Pallet count for Gdansk shipment", "Hana Lindqvist", "8:17 AM", True),
             _m("Your weekly fleet report", "FleetPulse <reports@fleetpulse.io>", "3/13/2024, 6:00 AM", False),
             _m("Invoice INV-20874 – February storage", AR, "3/12/2024, 3:40 PM", True),
             _m("Lunch & learn: customs declarations", "Tomasz Wrona", "3/12/2024, 11:05 AM", False),
             _m("Reminder: forklift inspection Friday", "Site Ops", "3/11/2024, 2:22 PM", False),
             _m("Invoice 7731 from Nordic Pallet Supply", "billing@nordicpallet.se", "3/8/2024, 10:48 AM", True),
             _m("Quarterly insurance certificate", "Marsh Brokers", "3/7/2024, 4:10 PM", False),
             _m("Re: Dock 4 door repair quote", "Ruben Akkerman", "3/6/2024, 9:37 AM", False),
             _m("Password expiry notice", "IT Helpdesk", "3/4/2024, 8:00 AM", False),
             _m("Welcome to the Harborline freight portal", "portal@harborline-freight.com", "2/28/2024, 1:15 PM", False)]
    data: dict[str, list[dict[str, Any]]] = {f"{acct}/Inbox": inbox,
                                             f"{acct}/Junk": [_m("You have (1) pending parcel", "dhl-notice@mailbox-trk.top", "3/13/2024, 11:51 PM", True),
                                                              _m("Re: Re: Offer", "Jenna", "3/10/2024, 2:02 AM", True)]}
    ck = lambda m: clk("Mar", 14, 9, m)  # noqa: E731
    IN = f"{acct}/Inbox"

    def tbx(folder: str = IN, **kw: Any) -> list[Row]:
        name = folder.split("/")[-1]
        return tb_rows(f"{name} - Mozilla Thunderbird", acct, tree, data, folder, **kw)

    body_a = ["Dear customer,", "please find attached invoice INV-20931 for March freight services (EUR 4,812.60, due 04/13/2024).",
              "Kind regards, Baltic Carriers Accounts Receivable"]
    T = []
    state = desk(ck(24), tbx())
    inbox[0]["unread"] = False
    T.append((code("pyautogui.click(690, 191)"), desk(ck(24), tbx(pane=msg_pane(inbox[0], acct, body_a)))))
    T.append((code("pyautogui.rightClick(200, 329)"), desk(ck(25), tbx(pane=msg_pane(inbox[0], acct, body_a), extra=TB_CTX))))
    T.append((code("pyautogui.click(300, 354)"), desk(ck(25), tbx(pane=msg_pane(inbox[0], acct, body_a), extra=tb_newfolder("")))))
    tree["Local Folders"].append("Invoices")
    data["Local Folders/Invoices"] = []
    T.append((code("pyautogui.write('Invoices')\npyautogui.click(1075, 575)"), desk(ck(26), tbx(pane=msg_pane(inbox[0], acct, body_a)))))

    def inv() -> list[dict[str, Any]]:
        return [m for m in data[IN] if "invoice" in m["subject"].lower() or "invoice" in m["from"].lower()]

    T.append((code("pyautogui.click(700, 132)\npyautogui.write('Invoice')"),
              desk(ck(26), tbx(shown=inv(), qf="Invoice", pane=msg_pane(inbox[0], acct, body_a)))))
    T.append((code("pyautogui.click(690, 191)\npyautogui.hotkey('ctrl', 'a')"), desk(ck(27), tbx(shown=inv(), qf="Invoice", pane=tb_summary(inv())))))
    moving = inv()
    data[IN] = [m for m in data[IN] if m not in moving]
    data["Local Folders/Invoices"] = moving
    T.append((code("pyautogui.moveTo(690, 191)\npyautogui.dragTo(200, 413, duration=0.6)"), desk(ck(27), tbx(shown=[], qf="Invoice"))))
    T.append((code("pyautogui.click(200, 413)"), desk(ck(28), tbx("Local Folders/Invoices"))))
    new = _m("Invoice INV-20990 – March fuel surcharge", AR, "9:31 AM", True)
    data[IN] = [new] + data[IN]
    T.append((code("pyautogui.click(140, 85)"), desk(ck(31), tbx("Local Folders/Invoices"))))
    T.append((code("pyautogui.click(200, 161)"), desk(ck(31), tbx())))
    new["unread"] = False
    body_n = ["Hello,", "invoice INV-20990 covers the March fuel surcharge (EUR 318.40). Payment terms: 30 days.",
              "Kind regards, Baltic Carriers Accounts Receivable"]
    T.append((code("pyautogui.click(690, 191)"), desk(ck(32), tbx(pane=msg_pane(new, acct, body_n)))))
    data[IN] = data[IN][1:]
    data["Local Folders/Invoices"] = [new] + data["Local Folders/Invoices"]
    T.append((code("pyautogui.moveTo(690, 191)\npyautogui.dragTo(200, 413, duration=0.6)"), desk(ck(33), tbx())))
    return dict(task="Create a folder named 'Invoices' under Local Folders and move every invoice e-mail from the Inbox into it.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t18() -> dict[str, Any]:
    # bad: Thunderbird — folder Receipts-2024 created at turn 4 (and opened at turn 7) is missing from the folder pane at turn 9, with no delete.
    acct = "s.brannigan@kilnworks-ceramics.ie"
    tree = {acct: ["Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash"], "Local Folders": ["Trash", "Outbox"]}
    KS = "Kiln Supply Co <orders@kilnsupply.co.uk>"
    inbox = [_m("Order #KS-45390 receipt", KS, "8:12 AM", True),
             _m("Firing schedule – week 12", "Declan Moriarty", "7:40 AM", True),
             _m("Studio rent – March", "Harbour Lane Lettings", "3/18/2024, 4:05 PM", False),
             _m("Spring catalogue 2024 is here", "Kiln Supply Co <news@kilnsupply.co.uk>", "3/18/2024, 10:00 AM", False),
             _m("Order #KS-45102 receipt", KS, "3/15/2024, 2:47 PM", True),
             _m("Craft fair stall confirmation", "Galway Makers Market", "3/14/2024, 11:20 AM", False),
             _m("Re: Glaze test tiles", "Aoife Kerrigan", "3/12/2024, 6:33 PM", False),
             _m("Order #KS-44817 receipt", KS, "3/4/2024, 9:15 AM", False),
             _m("Electricity bill ready", "Flogas", "3/1/2024, 8:00 AM", False),
             _m("Welcome to Makers Market 2024", "Galway Makers Market", "2/26/2024, 3:00 PM", False)]
    IN = f"{acct}/Inbox"
    RC = "Local Folders/Receipts-2024"
    data: dict[str, list[dict[str, Any]]] = {IN: inbox}
    ck = lambda m: clk("Mar", 19, 8, m)  # noqa: E731

    def tbx(folder: str = IN, **kw: Any) -> list[Row]:
        name = folder.split("/")[-1]
        return tb_rows(f"{name} - Mozilla Thunderbird", acct, tree, data, folder, **kw)

    def ks() -> list[dict[str, Any]]:
        return [m for m in data[IN] if "kiln supply" in m["from"].lower() or "kiln supply" in m["subject"].lower()]

    T = []
    state = desk(ck(41), tbx())
    T.append((code("pyautogui.click(700, 132)\npyautogui.write('Kiln Supply')"), desk(ck(41), tbx(shown=ks(), qf="Kiln Supply"))))
    T.append((code("pyautogui.rightClick(200, 329)"), desk(ck(42), tbx(shown=ks(), qf="Kiln Supply", extra=TB_CTX))))
    T.append((code("pyautogui.click(300, 354)"), desk(ck(42), tbx(shown=ks(), qf="Kiln Supply", extra=tb_newfolder("")))))
    tree["Local Folders"].append("Receipts-2024")
    data[RC] = []
    T.append((code("pyautogui.write('Receipts-2024')\npyautogui.press('enter')"), desk(ck(43), tbx(shown=ks(), qf="Kiln Supply"))))
    # filtered rows: 0 KS-45390, 1 catalogue, 2 KS-45102, 3 KS-44817
    inbox[0]["unread"] = False
    receipts = [m for m in ks() if "receipt" in m["subject"]]
    T.append((code("pyautogui.click(690, 191)\npyautogui.keyDown('ctrl')\npyautogui.click(690, 243)\npyautogui.click(690, 269)\npyautogui.keyUp('ctrl')"),
              desk(ck(43), tbx(shown=ks(), qf="Kiln Supply", pane=tb_summary(receipts)))))
    data[IN] = [m for m in data[IN] if m not in receipts]
    data[RC] = receipts
    T.append((code("pyautogui.moveTo(690, 269)\npyautogui.dragTo(200, 413, duration=0.6)"), desk(ck(44), tbx(shown=ks(), qf="Kiln Supply"))))
    T.append((code("pyautogui.click(200, 413)"), desk(ck(44), tbx(RC))))
    for m in receipts:
        m["unread"] = False
    T.append((code("pyautogui.hotkey('shift', 'c')"), desk(ck(45), tbx(RC))))
    T.append((code("pyautogui.click(200, 161)"), desk(ck(45), tbx(drop_folder="Receipts-2024"))))
    rent = data[IN][1]
    tab: list[Row] = [("frame", "Studio rent – March - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
                      ("page-tab", "Inbox", "", (80, 35), (220, 32)), ("page-tab", "Studio rent – March", "", (302, 35), (220, 32)),
                      ("label", "From", rent["from"] + " <accounts@harbourlane.ie>", (100, 90), (900, 22)),
                      ("label", "Subject", rent["subject"], (100, 116), (900, 22)), ("label", "To", acct, (100, 142), (900, 22)),
                      ("label", "Date", rent["date"], (1500, 90), (300, 22)),
                      ("paragraph", "", "Hi Saoirse,", (100, 200), (1200, 22)),
                      ("paragraph", "", "The studio rent for March (Unit 4, Harbour Lane) is €640.00, due by 25 March. Bank details are unchanged.", (100, 232), (1200, 44)),
                      ("paragraph", "", "Thanks, Gráinne — Harbour Lane Lettings", (100, 290), (1200, 22)),
                      ("push-button", "Reply", "", (1500, 150), (80, 30)), ("push-button", "Forward", "", (1590, 150), (90, 30)),
                      ("push-button", "Archive", "", (1690, 150), (80, 30)), ("push-button", "Delete", "", (1780, 150), (80, 30))]
    T.append((code("pyautogui.doubleClick(690, 217)"), desk(ck(46), tab)))
    return dict(task="Make a folder 'Receipts-2024' under Local Folders, move the Kiln Supply order receipts into it and mark them as read; then open the March studio rent e-mail.",
                state=state, turns=T, bad=True, turn=9, kind="newly created mail folder missing from the folder pane")


SETTINGS_NAV = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
                "Search engine", "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System",
                "Reset settings", "Extensions", "About Chrome"]


def chrome_settings(body: list[Row]) -> list[Row]:
    rows: list[Row] = [("entry", "Search settings", "", (700, 125), (520, 36))]
    for i, n in enumerate(SETTINGS_NAV):
        rows.append(("link", n, "", (90, 190 + i * 40), (240, 36)))
    return rows + body


def ntp(bar: list[str]) -> list[Row]:
    return [("heading", "", "Google", (800, 300), (320, 100)),
            ("entry", "Search Google or type a URL", "", (620, 430), (680, 44)),
            ("link", "Gmail", "", (1640, 150), (60, 26)), ("link", "Images", "", (1710, 150), (60, 26)),
            ("push-button", "Customize Chrome", "", (1700, 1010), (180, 36))]


def t08() -> dict[str, Any]:
    # clean: Chrome — default search engine to DuckDuckGo, enable Do Not Track (confirm dialog), bookmark a county roads page, check bookmark manager.
    ck = lambda m: clk("Mar", 16, 7, m)  # noqa: E731
    bar = ["Payroll – Gusto", "Marlow Transit times", "Library renewals", "Kid's school portal"]
    urls = ["app.gusto.com/payroll", "transit.marlowcounty.gov/realtime", "marlowlibraries.bibliocommons.com/v2/checkedout",
            "parents.westfield-elementary.org/portal"]
    engine = ["Google"]

    def search_page(extra: list[Row] | None = None) -> list[Row]:
        body: list[Row] = [("heading", "", "Search engine", (700, 200), (600, 30)),
                           ("label", "", "Search engine used in the address bar", (700, 250), (400, 22)),
                           ("combo-box", "Search engine used in the address bar", engine[0], (1180, 244), (180, 34)),
                           ("link", "Manage search engines and site search", "", (700, 300), (660, 40))]
        return chrome(["Settings - Search engine"], 0, "chrome://settings/search", chrome_settings(body), extra=extra)

    dnt = ["off"]

    def cookies(extra: list[Row] | None = None) -> list[Row]:
        body: list[Row] = [("heading", "", "Third-party cookies", (700, 200), (600, 30)),
                           ("radio-button", "Allow third-party cookies", "", (700, 250), (600, 40)),
                           ("radio-button", "Block third-party cookies in Incognito", "", (700, 296), (600, 40)),
                           ("radio-button", "Block third-party cookies", "", (700, 342), (600, 40)),
                           ("heading", "", "Advanced", (700, 410), (600, 26)),
                           ("toggle-button", "Clear cookies and site data when you close all windows", "off", (1320, 450), (40, 24)),
                           ("toggle-button", 'Send a "Do Not Track" request with your browsing traffic', dnt[0], (1320, 500), (40, 24)),
                           ("link", "Preload pages", "", (700, 540), (660, 40)),
                           ("link", "See all site data and permissions", "", (700, 590), (660, 40))]
        return chrome(["Settings - Third-party cookies"], 0, "chrome://settings/cookies", chrome_settings(body), extra=extra)

    T = []
    state = desk(ck(52), chrome(["New Tab"], 0, "", ntp(bar), bar=bar))
    T.append((code("BrowserTools.open_search_engine_settings()"), desk(ck(52), search_page())))
    opts: list[Row] = [("list-item", n, "", (1180, 280 + i * 30), (180, 28)) for i, n in enumerate(["Google", "Bing", "Yahoo!", "DuckDuckGo", "Ecosia"])]
    T.append((code("pyautogui.click(1270, 261)"), desk(ck(52), search_page(opts))))
    engine[0] = "DuckDuckGo"
    T.append((code("pyautogui.click(1270, 384)"), desk(ck(53), search_page())))
    priv: list[Row] = [("heading", "", "Privacy and security", (700, 200), (600, 30)),
                       ("link", "Delete browsing data", "Delete history, cookies, cache, and more", (700, 240), (660, 56)),
                       ("link", "Privacy Guide", "Review key privacy and security controls", (700, 300), (660, 56)),
                       ("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", (700, 360), (660, 56)),
                       ("link", "Ad privacy", "Customize the info used by sites to show you ads", (700, 420), (660, 56)),
                       ("link", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", (700, 480), (660, 56)),
                       ("link", "Site settings", "Controls what information sites can use and show", (700, 540), (660, 56))]
    T.append((code("BrowserTools.open_privacy_settings()"),
              desk(ck(53), chrome(["Settings - Privacy and security"], 0, "chrome://settings/privacy", chrome_settings(priv)))))
    T.append((code("pyautogui.click(1030, 388)"), desk(ck(54), cookies())))
    dlg: list[Row] = [("dialog", "Do Not Track", "", (720, 380), (480, 250)),
                      ("heading", "", "Do Not Track", (740, 400), (440, 28)),
                      ("label", "", 'Enabling "Do Not Track" means that a request will be included with your browsing traffic. Any effect depends on whether a website responds to the request, and how the request is interpreted.', (740, 440), (440, 100)),
                      ("push-button", "Cancel", "", (1000, 580), (80, 34)), ("push-button", "Confirm", "", (1090, 580), (90, 34))]
    T.append((code("pyautogui.click(1340, 512)"), desk(ck(54), cookies(dlg))))
    dnt[0] = "on"
    T.append((code("pyautogui.click(1135, 597)"), desk(ck(54), cookies())))
    page: list[Row] = [("heading", "", "Current Road Closures", (300, 200), (900, 40)),
                       ("label", "", "Last updated: March 16, 2024 7:40 AM", (300, 250), (500, 22)),
                       ("table-cell", "", "Old Mill Rd between Ferris Ln and Route 9 — bridge deck repair — detour via Hollis Ave — until Apr 5", (300, 300), (1200, 26)),
                       ("table-cell", "", "County Rd 14 at Kettle Creek — culvert replacement — full closure — until Mar 29", (300, 330), (1200, 26)),
                       ("table-cell", "", "Depot St (downtown Marlow) — water main work — one lane, flaggers 7 AM–4 PM — until Mar 22", (300, 360), (1200, 26)),
                       ("link", "Sign up for closure alerts", "", (300, 420), (260, 24)),
                       ("link", "Report a road problem", "", (580, 420), (220, 24))]
    title = "Current Road Closures | Marlow County Roads"
    url = "roads.marlowcounty.gov/closures"
    T.append((code("pyautogui.click(900, 92)\npyautogui.write('https://roads.marlowcounty.gov/closures\\n')"),
              desk(ck(55), chrome([title], 0, url, page))))
    bub: list[Row] = [("dialog", "Bookmark added", "", (1330, 112), (380, 210)), ("heading", "", "Bookmark added", (1350, 128), (300, 26)),
                      ("entry", "Bookmark name", title, (1350, 170), (340, 30)), ("combo-box", "Bookmark folder", "Bookmarks bar", (1350, 214), (340, 30)),
                      ("push-button", "More…", "", (1350, 270), (70, 30)), ("push-button", "Remove", "", (1520, 270), (80, 30)),
                      ("push-button", "Done", "", (1610, 270), (80, 30))]
    T.append((code("BrowserTools.bookmark_page()"), desk(ck(55), chrome([title], 0, url, page, star=True, extra=bub))))
    T.append((code("pyautogui.click(1650, 285)"), desk(ck(56), chrome([title], 0, url, page, star=True))))
    bar.append(title)
    urls.append(url)
    mgr: list[Row] = [("entry", "Search bookmarks", "", (700, 125), (520, 36)), ("push-button", "Organize", "", (1860, 125), (34, 34)),
                      ("tree-item", "Bookmarks bar", "", (90, 190), (240, 30)), ("tree-item", "Other bookmarks", "", (90, 222), (240, 30))]
    for i, (b, u) in enumerate(zip(bar, urls)):
        mgr += [("list-item", b, u, (520, 200 + i * 40), (1300, 38)), ("push-button", "More actions", "", (1830, 204 + i * 40), (30, 30))]
    T.append((code("BrowserTools.open_bookmarks()"), desk(ck(56), chrome([title, "Bookmarks"], 1, "chrome://bookmarks", mgr))))
    return dict(task="Make DuckDuckGo Chrome's default search engine, turn on Do Not Track, then bookmark roads.marlowcounty.gov/closures on the bookmarks bar.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t06() -> dict[str, Any]:
    # bad: Chrome bookmarks — 'Old Jira board' deleted at turn 3 (list shows it gone at 3-8), but the bookmarks bar on the new tab at turn 9 still shows it.
    ck = lambda m: clk("Mar", 19, 15, m)  # noqa: E731
    bm = [("Team calendar", "calendar.google.com/calendar/u/0/r/week"),
          ("Old Jira board", "sable-robotics.atlassian.net/jira/software/projects/OPS/boards/4"),
          ("Sprint board – Linear", "linear.app/sable/team/PLT/active"),
          ("Grafana – prod", "grafana.internal.sable-robotics.com/d/prod-overview"),
          ("Kilnworth vendor portal", "portal.kilnworth-industrial.com/login"),
          ("Osprey Freight portal", "book.ospreyfreight.com/account"),
          ("Expense reports", "app.expensify.com/reports"),
          ("Runbook wiki", "wiki.sable-robotics.com/runbooks")]
    vendors: list[tuple[str, str]] = []
    has_folder = [False]

    def mgr(extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("entry", "Search bookmarks", "", (700, 125), (520, 36)), ("push-button", "Organize", "", (1860, 125), (34, 34)),
                           ("tree-item", "Bookmarks bar", "", (90, 190), (240, 30))]
        if has_folder[0]:
            rows.append(("tree-item", "Vendors", "", (110, 222), (220, 30)))
        rows.append(("tree-item", "Other bookmarks", "", (90, 254 if has_folder[0] else 222), (240, 30)))
        items = [(b, u) for b, u in bm] + ([("Vendors", "")] if has_folder[0] else [])
        for i, (b, u) in enumerate(items):
            rows += [("list-item", b, u, (520, 200 + i * 40), (1300, 38)), ("push-button", "More actions", "", (1830, 204 + i * 40), (30, 30))]
        return chrome(["Bookmarks"], 0, "chrome://bookmarks", rows, extra=extra)

    T = []
    state = desk(ck(7), chrome(["New Tab"], 0, "", ntp([b for b, _ in bm]), bar=[b for b, _ in bm]))
    T.append((code("BrowserTools.open_bookmarks()"), desk(ck(7), mgr())))
    menu: list[Row] = [("menu-item", n, "", (1640, 250 + i * 32), (200, 30)) for i, n in
                       enumerate(["Edit", "Copy URL", "Open in new tab", "Open in new window", "Open in Incognito window", "Delete"])]
    T.append((code("pyautogui.click(1845, 259)"), desk(ck(8), mgr(menu))))
    bm.pop(1)
    toast: list[Row] = [("label", "", "Deleted 'Old Jira board'", (90, 1000), (300, 30)), ("push-button", "Undo", "", (400, 1000), (70, 30))]
    T.append((code("pyautogui.click(1740, 425)"), desk(ck(8), mgr(toast))))
    org: list[Row] = [("menu-item", n, "", (1680, 160 + i * 32), (200, 30)) for i, n in
                      enumerate(["Sort by name", "Add new bookmark", "Add new folder", "Import bookmarks", "Export bookmarks"])]
    T.append((code("pyautogui.click(1877, 142)"), desk(ck(9), mgr(org))))
    dlg: list[Row] = [("dialog", "Add folder", "", (710, 380), (500, 200)), ("heading", "", "Add folder", (730, 400), (300, 28)),
                      ("entry", "Name", "New folder", (730, 450), (460, 32)),
                      ("push-button", "Cancel", "", (1010, 520), (80, 34)), ("push-button", "Save", "", (1100, 520), (90, 34))]
    T.append((code("pyautogui.click(1780, 240)"), desk(ck(9), mgr(dlg))))
    has_folder[0] = True
    T.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Vendors')\npyautogui.click(1145, 537)"), desk(ck(10), mgr())))
    # list now: Team calendar, Sprint board, Grafana, Kilnworth (y=320), Osprey (y=360), Expense, Runbook, Vendors (y=480)
    vendors.append(bm.pop(3))
    T.append((code("pyautogui.moveTo(700, 339)\npyautogui.dragTo(700, 499, duration=0.8)"), desk(ck(10), mgr())))
    vendors.append(bm.pop(3))
    T.append((code("pyautogui.moveTo(700, 339)\npyautogui.dragTo(700, 459, duration=0.8)"), desk(ck(11), mgr())))
    bar = [b for b, _ in bm]
    bar.insert(1, "Old Jira board")
    T.append((code("pyautogui.hotkey('ctrl', 't')"), desk(ck(11), chrome(["Bookmarks", "New Tab"], 1, "", ntp(bar), bar=bar + ["Vendors"]))))
    graf: list[Row] = [("heading", "", "API latency", (330, 130), (600, 30)), ("push-button", "Last 6 hours", "", (1500, 130), (140, 30)),
                       ("label", "", "p50 latency  42.1 ms", (330, 200), (400, 24)), ("label", "", "p99 latency  311 ms", (750, 200), (400, 24)),
                       ("label", "", "Error rate  0.38 %", (1170, 200), (400, 24)), ("panel", "Requests per second", "", (330, 260), (1500, 360))]
    T.append((code("pyautogui.write('grafana.internal.sable-robotics.com/d/api-latency\\n')"),
              desk(ck(12), chrome(["Bookmarks", "API latency - Dashboards - Grafana"], 1, "grafana.internal.sable-robotics.com/d/api-latency", graf))))
    return dict(task="Delete the outdated 'Old Jira board' bookmark and put the Kilnworth and Osprey vendor portal bookmarks into a new 'Vendors' folder on the bookmarks bar.",
                state=state, turns=T, bad=True, turn=9, kind="deleted bookmark reappears on the bookmarks bar")


EXPL_BTNS: list[Row] = [("push-button", "New File...", "", (300, 84), (22, 22)), ("push-button", "New Folder...", "", (324, 84), (22, 22)),
                        ("push-button", "Refresh Explorer", "", (348, 84), (22, 22)), ("push-button", "Collapse Folders in Explorer", "", (372, 84), (22, 22))]


def t09() -> dict[str, Any]:
    # clean: VS Code — font size 14->15 and tab size 4->2 in Settings, new file dates.py (typed + saved), rename helpers.py, git status in the terminal.
    ck = lambda m: clk("Mar", 20, 11, m)  # noqa: E731
    pkg = ["__init__.py", "api.py", "helpers.py", "models.py"]

    def tree(entry_after: str | None = None, entry_text: str = "") -> tuple[list[tuple[str, int]], list[Row]]:
        tr: list[tuple[str, int]] = [("TIDEPOOL-API", 0), ("src", 1), ("tidepool", 2)]
        extra: list[Row] = []
        for f in sorted(pkg, key=str.lower):
            tr.append((f, 3))
        if entry_after is not None:
            idx = [n for n, _ in tr].index(entry_after) + 1
            extra.append(("entry", "Type file name. Press Enter to confirm or Escape to cancel.", entry_text, (166, 110 + idx * 22), (204, 22)))
            tr.insert(idx, ("", 3))  # the inline input box takes this row
        tr += [("tests", 1), ("test_api.py", 2), (".gitignore", 1), ("pyproject.toml", 1), ("README.md", 1)]
        return tr, EXPL_BTNS + extra

    api = ["from fastapi import FastAPI", "", "from .models import Reading", "", "app = FastAPI(title=\"tidepool\")", "", "",
           "@app.get(\"/health\")", "def health() -> dict:", "    return {\"status\": \"ok\"}", "", "",
           "@app.post(\"/readings\")", "def add_reading(r: Reading) -> Reading:", "    return r"]
    sets = {"font": "14", "tab": "4"}

    def settings_body() -> list[Row]:
        return [("entry", "Search settings", "", (420, 110), (900, 30)), ("page-tab", "User", "", (420, 150), (60, 26)),
                ("page-tab", "Workspace", "", (486, 150), (90, 26)), ("heading", "", "Commonly Used", (720, 200), (400, 28)),
                ("label", "", "Files: Auto Save", (720, 250), (400, 20)), ("combo-box", "Files: Auto Save", "off", (720, 300), (200, 26)),
                ("label", "", "Editor: Font Size", (720, 350), (400, 20)), ("entry", "Editor: Font Size", sets["font"], (720, 400), (300, 26)),
                ("label", "", "Editor: Font Family", (720, 450), (400, 20)), ("entry", "Editor: Font Family", "'Droid Sans Mono', 'monospace', monospace", (720, 500), (500, 26)),
                ("label", "", "Editor: Tab Size", (720, 550), (400, 20)), ("entry", "Editor: Tab Size", sets["tab"], (720, 600), (300, 26)),
                ("label", "", "Editor: Render Whitespace", (720, 650), (400, 20)), ("combo-box", "Editor: Render Whitespace", "selection", (720, 700), (200, 26))]

    title_s = "Settings - tidepool-api - Visual Studio Code"
    PY = ["UTF-8", "LF", "Python", "3.11.8 ('.venv': venv)"]

    def vs(title: str, tabs: list[str], active: str, body: list[Row], status: list[str], tr: Any = None, panel: list[Row] | None = None) -> str:
        t, ex = tr or tree()
        return desk(ck(cl[0]), vscode(title, t, tabs, active, body, status, panel=panel, extra=ex))

    cl = [3]
    T = []
    state = vs("api.py - tidepool-api - Visual Studio Code", ["api.py"], "api.py", code_lines(api), ["Ln 1, Col 1", "Spaces: 4"] + PY)
    tabs = ["api.py", "Settings"]
    T.append((code("pyautogui.hotkey('ctrl', ',')"), vs(title_s, tabs, "Settings", settings_body(), [])))
    sets["font"] = "15"
    cl[0] = 4
    T.append((code("pyautogui.tripleClick(870, 413)\npyautogui.write('15')"), vs(title_s, tabs, "Settings", settings_body(), [])))
    sets["tab"] = "2"
    T.append((code("pyautogui.tripleClick(870, 613)\npyautogui.write('2')"), vs(title_s, tabs, "Settings", settings_body(), [])))
    cl[0] = 5
    T.append((code("pyautogui.click(250, 165)\npyautogui.click(311, 95)"), vs(title_s, tabs, "Settings", settings_body(), [], tr=tree("tidepool"))))
    pkg.append("dates.py")
    tabs = ["api.py", "Settings", "dates.py"]
    PYd = ["UTF-8", "LF", "Python", "3.11.8 ('.venv': venv)"]
    T.append((code("pyautogui.write('dates.py\\n')"),
              vs("dates.py - tidepool-api - Visual Studio Code", tabs, "dates.py", code_lines([""]), ["Ln 1, Col 1", "Spaces: 2"] + PYd)))
    cl[0] = 6
    dl = ["from datetime import date, timedelta", ""]
    T.append((code("pyautogui.write('from datetime import date, timedelta\\n')"),
              vs("● dates.py - tidepool-api - Visual Studio Code", ["api.py", "Settings", "● dates.py"], "● dates.py", code_lines(dl), ["Ln 2, Col 1", "Spaces: 2"] + PYd)))
    T.append((code("pyautogui.hotkey('ctrl', 's')"),
              vs("dates.py - tidepool-api - Visual Studio Code", tabs, "dates.py", code_lines(dl), ["Ln 2, Col 1", "Spaces: 2"] + PYd)))
    cm: list[Row] = [("menu-item", n, "", (300, 250 + i * 26), (260, 24)) for i, n in enumerate(
        ["Open to the Side", "Open With...", "Open Containing Folder", "Open in Integrated Terminal", "Select for Compare",
         "Cut", "Copy", "Copy Path", "Copy Relative Path", "Rename...", "Delete"])]
    cl[0] = 7
    # tree rows: root, src, tidepool, __init__, api, dates, helpers (index 6 -> y 242)
    t, ex = tree()
    T.append((code("pyautogui.rightClick(250, 253)"),
              desk(ck(7), vscode("dates.py - tidepool-api - Visual Studio Code", t, tabs, "dates.py", code_lines(dl), ["Ln 2, Col 1", "Spaces: 2"] + PYd, extra=ex + cm))))
    t, ex = tree()
    ex = ex + [("entry", "Type file name. Press Enter to confirm or Escape to cancel.", "helpers.py", (166, 242), (204, 22))]
    T.append((code("pyautogui.click(430, 497)"),
              desk(ck(7), vscode("dates.py - tidepool-api - Visual Studio Code", t, tabs, "dates.py", code_lines(dl), ["Ln 2, Col 1", "Spaces: 2"] + PYd, extra=ex))))
    pkg[pkg.index("helpers.py")] = "text_helpers.py"
    cl[0] = 8
    T.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('text_helpers.py\\n')"),
              vs("dates.py - tidepool-api - Visual Studio Code", tabs, "dates.py", code_lines(dl), ["Ln 2, Col 1", "Spaces: 2"] + PYd)))
    term = ["(.venv) dana@quill-ws:~/projects/tidepool-api$ "]

    def panel() -> list[Row]:
        return [("page-tab", "Problems", "", (400, 760), (80, 24)), ("page-tab", "Output", "", (486, 760), (70, 24)),
                ("page-tab", "Terminal", "", (562, 760), (80, 24)), ("terminal", "Terminal 1, bash", "\n".join(term), (400, 790), (1500, 250))]

    T.append((code("pyautogui.hotkey('ctrl', '`')"),
              vs("dates.py - tidepool-api - Visual Studio Code", tabs, "dates.py", code_lines(dl), ["Ln 2, Col 1", "Spaces: 2"] + PYd, panel=panel())))
    term[-1] += "git status --short"
    term += [" D src/tidepool/helpers.py", "?? src/tidepool/dates.py", "?? src/tidepool/text_helpers.py",
             "(.venv) dana@quill-ws:~/projects/tidepool-api$ "]
    cl[0] = 9
    T.append((code("pyautogui.write('git status --short\\n')"),
              vs("dates.py - tidepool-api - Visual Studio Code", tabs, "dates.py", code_lines(dl), ["Ln 2, Col 1", "Spaces: 2"] + PYd, panel=panel())))
    return dict(task="In VS Code set the editor font size to 15 and the tab size to 2, add an empty module src/tidepool/dates.py that imports date and timedelta, and rename helpers.py to text_helpers.py.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t10() -> dict[str, Any]:
    # bad: VS Code — Files: Auto Save Delay typed as 2500 at turn 9, but settings.json at turn 10 shows "files.autoSaveDelay": 1500.
    ck = lambda m: clk("Apr", 2, 16, m)  # noqa: E731
    tr = [("SALTMARSH-ETL", 0), ("etl", 1), ("extract.py", 2), ("load.py", 2), ("transform.py", 2), ("tests", 1),
          ("test_transform.py", 2), ("requirements.txt", 1), ("README.md", 1)]
    tf = ["import pandas as pd", "", "", "def normalise_salinity(df: pd.DataFrame) -> pd.DataFrame:",
          "    \"\"\"Convert conductivity readings (mS/cm) to practical salinity units.\"\"\"",
          "    out = df.copy()", "    out[\"psu\"] = 0.4665 * out[\"cond_ms_cm\"] ** 1.0878", "    return out"]
    js = {"rulers": "[]", "auto": None, "delay": None}

    def sj() -> list[str]:
        lines = ["{", "    \"workbench.colorTheme\": \"Default Dark Modern\",",
                 "    \"python.defaultInterpreterPath\": \"/home/user/.venvs/etl/bin/python\","]
        tail = []
        if js["auto"]:
            tail += [f"    \"files.autoSave\": \"{js['auto']}\""]
        if js["delay"]:
            tail += [f"    \"files.autoSaveDelay\": {js['delay']}"]
        lines.append(f"    \"editor.rulers\": {js['rulers']}" + ("," if tail else ""))
        for i, t in enumerate(tail):
            lines.append(t + ("," if i < len(tail) - 1 else ""))
        return lines + ["}"]

    def sbody(query: str, results: list[Row], found: str) -> list[Row]:
        return [("entry", "Search settings", query, (420, 110), (900, 30)), ("label", "", found, (1330, 114), (160, 22)),
                ("page-tab", "User", "", (420, 150), (60, 26)), ("page-tab", "Workspace", "", (486, 150), (90, 26))] + results

    EXP = EXPL_BTNS
    JS = ["UTF-8", "LF", "JSON with Comments"]
    TT = "Settings - saltmarsh-etl - Visual Studio Code"
    T = []
    state = desk(ck(18), vscode("transform.py - saltmarsh-etl - Visual Studio Code", tr, ["transform.py"], "transform.py", code_lines(tf),
                                ["Ln 8, Col 15", "Spaces: 4", "UTF-8", "LF", "Python"], extra=EXP))
    tabs = ["transform.py", "Settings"]
    common: list[Row] = [("heading", "", "Commonly Used", (720, 200), (400, 28)), ("label", "", "Files: Auto Save", (720, 250), (400, 20)),
                         ("combo-box", "Files: Auto Save", "off", (720, 300), (200, 26)), ("label", "", "Editor: Font Size", (720, 350), (400, 20)),
                         ("entry", "Editor: Font Size", "14", (720, 400), (300, 26))]
    T.append((code("pyautogui.hotkey('ctrl', ',')"), desk(ck(18), vscode(TT, tr, tabs, "Settings", sbody("", common, ""), [], extra=EXP))))
    rul: list[Row] = [("label", "", "Editor: Rulers", (720, 200), (400, 20)),
                      ("label", "", "Render vertical rulers after a certain number of monospace characters. Use multiple values for multiple rulers. No rulers are drawn if array is empty.", (720, 226), (900, 40)),
                      ("link", "Edit in settings.json", "", (720, 276), (160, 20))]
    T.append((code("pyautogui.write('rulers')"), desk(ck(19), vscode(TT, tr, tabs, "Settings", sbody("rulers", rul, "1 Setting Found"), [], extra=EXP))))
    tabs = ["transform.py", "Settings", "settings.json"]
    SJT = "settings.json - saltmarsh-etl - Visual Studio Code"
    T.append((code("pyautogui.click(800, 286)"),
              desk(ck(19), vscode(SJT, tr, tabs, "settings.json", code_lines(sj()), ["Ln 4, Col 23", "Spaces: 4"] + JS, extra=EXP))))
    js["rulers"] = "[100]"
    T.append((code("pyautogui.write('100')"),
              desk(ck(20), vscode("● " + SJT, tr, ["transform.py", "Settings", "● settings.json"], "● settings.json", code_lines(sj()), ["Ln 4, Col 26", "Spaces: 4"] + JS, extra=EXP))))
    T.append((code("pyautogui.hotkey('ctrl', 's')"),
              desk(ck(20), vscode(SJT, tr, tabs, "settings.json", code_lines(sj()), ["Ln 4, Col 26", "Spaces: 4"] + JS, extra=EXP))))
    vals = {"auto": "off", "delay": "1000"}

    def auto(extra: list[Row] | None = None) -> list[Row]:
        res: list[Row] = [("label", "", "Files: Auto Save", (720, 200), (400, 20)),
                          ("label", "", "Controls auto save of editors that have unsaved changes.", (720, 226), (900, 20)),
                          ("combo-box", "Files: Auto Save", vals["auto"], (720, 256), (200, 26)),
                          ("label", "", "Files: Auto Save Delay", (720, 320), (400, 20)),
                          ("label", "", "Controls the delay in milliseconds after which an editor with unsaved changes is saved automatically. Only applies when Files: Auto Save is set to afterDelay.", (720, 346), (900, 40)),
                          ("entry", "Files: Auto Save Delay", vals["delay"], (720, 396), (300, 26))]
        return vscode(TT, tr, tabs, "Settings", sbody("files.autoSave", res, "2 Settings Found"), [], extra=EXP + (extra or []))

    T.append((code("pyautogui.click(560, 75)\npyautogui.click(870, 125)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('files.autoSave')"), desk(ck(21), auto())))
    dd: list[Row] = [("list-item", n, "", (720, 284 + i * 24), (200, 22)) for i, n in enumerate(["off", "afterDelay", "onFocusChange", "onWindowChange"])]
    T.append((code("pyautogui.click(820, 269)"), desk(ck(21), auto(dd))))
    vals["auto"] = "afterDelay"
    js["auto"], js["delay"] = "afterDelay", "1500"
    T.append((code("pyautogui.click(820, 319)"), desk(ck(22), auto())))
    vals["delay"] = "2500"
    T.append((code("pyautogui.tripleClick(870, 409)\npyautogui.write('2500')"), desk(ck(22), auto())))
    T.append((code("pyautogui.click(810, 75)"),
              desk(ck(23), vscode(SJT, tr, tabs, "settings.json", code_lines(sj()), ["Ln 4, Col 26", "Spaces: 4"] + JS, extra=EXP))))
    return dict(task="In VS Code turn on auto save after a delay of 2500 ms and add a vertical ruler at column 100 (user settings).",
                state=state, turns=T, bad=True, turn=10, kind="setting typed as 2500 reads back as 1500 in settings.json")


IMAGE_MENU = ["Duplicate", "Mode", "Precision", "Color Management", "Transform", "Guides", "Canvas Size…",
              "Fit Canvas to Layers", "Fit Canvas to Selection", "Print Size…", "Scale Image…", "Crop to Selection",
              "Crop to Content", "Slice Using Guides", "Zealous Crop", "Merge Visible Layers…", "Flatten Image",
              "Align Visible Layers…", "Configure Grid…", "Image Properties", "Metadata"]


def image_menu() -> list[Row]:
    return [("menu-item", n, "", (300, 56 + i * 26), (260, 24)) for i, n in enumerate(IMAGE_MENU)]


def new_layer_dialog(name: str, w: int, h: int) -> list[Row]:
    return [("dialog", "New Layer", "", (700, 250), (520, 560)), ("entry", "Layer name", name, (860, 290), (330, 28)),
            ("combo-box", "Mode", "Normal", (860, 340), (330, 28)), ("spin-button", "Opacity", "100.0", (860, 380), (330, 28)),
            ("spin-button", "Width", str(w), (860, 430), (150, 28)), ("spin-button", "Height", str(h), (860, 470), (150, 28)),
            ("combo-box", "Fill with", "Transparency", (860, 530), (330, 28)),
            ("push-button", "Help", "", (720, 760), (80, 32)), ("push-button", "Reset", "", (810, 760), (80, 32)),
            ("push-button", "Cancel", "", (1010, 760), (90, 32)), ("push-button", "OK", "", (1110, 760), (90, 32))]


def t13() -> dict[str, Any]:
    # clean: GIMP — scale 4032x3024 photo to 1600 wide (height follows the chain), add a 'watermark' layer, export as JPEG quality 85, zoom 100%.
    ck = lambda m: clk("Mar", 22, 13, m)  # noqa: E731
    st = {"w": 4032, "h": 3024, "layers": ["harbor_sunset.jpg"], "tag": "imported", "dirty": False, "zoom": "23.1%"}

    def g(msg: str = "", dialog: list[Row] | None = None, menu: list[Row] | None = None) -> list[Row]:
        return gimp(gimp_title("harbor_sunset", str(st["tag"]), len(st["layers"]), int(st["w"]), int(st["h"]), bool(st["dirty"])),
                    list(st["layers"]), st["layers"][0], str(st["zoom"]), msg, "Move", dialog, menu)

    def scale(w: int, h: int) -> list[Row]:
        return [("dialog", "Scale Image", "", (700, 300), (480, 420)), ("label", "", "Image Size", (720, 330), (200, 20)),
                ("spin-button", "Width", str(w), (820, 360), (150, 28)), ("spin-button", "Height", str(h), (820, 396), (150, 28)),
                ("combo-box", "", "px", (1000, 378), (70, 28)), ("label", "", f"{w} × {h} pixels", (820, 432), (200, 20)),
                ("spin-button", "X resolution", "72.000", (820, 470), (150, 28)), ("spin-button", "Y resolution", "72.000", (820, 506), (150, 28)),
                ("combo-box", "", "pixels/in", (1000, 488), (110, 28)), ("combo-box", "Interpolation", "Cubic", (820, 560), (200, 28)),
                ("push-button", "Help", "", (720, 670), (80, 32)), ("push-button", "Reset", "", (810, 670), (80, 32)),
                ("push-button", "Cancel", "", (980, 670), (90, 32)), ("push-button", "Scale", "", (1080, 670), (90, 32))]

    T = []
    state = desk(ck(5), g())
    T.append((code("pyautogui.click(325, 41)"), desk(ck(5), g(menu=image_menu()))))
    T.append((code("pyautogui.click(430, 329)"), desk(ck(6), g(dialog=scale(4032, 3024)))))
    T.append((code("pyautogui.tripleClick(895, 374)\npyautogui.write('1600')\npyautogui.press('tab')"), desk(ck(6), g(dialog=scale(1600, 1200)))))
    st.update(w=1600, h=1200, dirty=True)
    T.append((code("pyautogui.click(1125, 686)"), desk(ck(7), g())))
    T.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"), desk(ck(7), g(dialog=new_layer_dialog("Layer", 1600, 1200)))))
    st["layers"] = ["watermark", "harbor_sunset.jpg"]
    T.append((code("pyautogui.tripleClick(1025, 304)\npyautogui.write('watermark')\npyautogui.click(1155, 776)"), desk(ck(8), g())))
    exp: list[Row] = [("dialog", "Export Image", "", (560, 200), (800, 600)), ("entry", "Name", "harbor_sunset.jpg", (640, 230), (500, 30)),
                      ("label", "", "Save in folder:", (580, 276), (120, 22)), ("push-button", "Pictures", "", (720, 272), (120, 30)),
                      ("table-cell", "", "harbor_sunset.jpg", (760, 340), (400, 26)), ("table-cell", "", "lighthouse_dusk.jpg", (760, 366), (400, 26)),
                      ("push-button", "Select File Type (By Extension)", "", (580, 740), (300, 26)),
                      ("push-button", "Cancel", "", (1160, 770), (90, 30)), ("push-button", "Export", "", (1260, 770), (90, 30))]
    T.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), desk(ck(8), g(dialog=exp))))

    def jpeg(q: str) -> list[Row]:
        return [("dialog", "Export Image as JPEG", "", (720, 300), (460, 420)), ("spin-button", "Quality", q, (800, 340), (300, 28)),
                ("label", "", "File size: unknown", (800, 376), (300, 20)), ("check-box", "Show preview in image window", "", (800, 410), (300, 22)),
                ("push-button", "Advanced Options", "", (800, 450), (200, 26)),
                ("push-button", "Help", "", (740, 670), (80, 30)), ("push-button", "Cancel", "", (980, 670), (90, 30)),
                ("push-button", "Export", "", (1080, 670), (90, 30))]

    T.append((code("pyautogui.tripleClick(890, 245)\npyautogui.write('harbor_sunset_web.jpg')\npyautogui.press('enter')"), desk(ck(9), g(dialog=jpeg("90")))))
    st["tag"] = "exported"
    T.append((code("pyautogui.tripleClick(950, 354)\npyautogui.write('85')\npyautogui.click(1125, 685)"), desk(ck(9), g())))
    st["zoom"] = "100%"
    T.append((code("pyautogui.press('1')"), desk(ck(10), g())))
    return dict(task="Resize harbor_sunset.jpg in GIMP to 1600 px wide keeping the aspect ratio, add an empty layer called 'watermark', and export the result as harbor_sunset_web.jpg with JPEG quality 85.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t12() -> dict[str, Any]:
    # bad: GIMP — 3 layers (Background, Tint, text layer) per title and Layers panel at turns 5-9; Image Properties at turn 10 reports 'Number of layers: 4' with no layer added.
    ck = lambda m: clk("Apr", 9, 9, m)  # noqa: E731
    st: dict[str, Any] = {"layers": ["Background"], "active": "Background", "dirty": False, "zoom": "27.4%", "tool": "Move"}
    W, H = 2480, 3508

    def g(msg: str = "", dialog: list[Row] | None = None, menu: list[Row] | None = None) -> list[Row]:
        return gimp(gimp_title("spring_fair_poster", "", len(st["layers"]), W, H, st["dirty"]), list(st["layers"]), st["active"],
                    st["zoom"], msg, st["tool"], dialog, menu)

    T = []
    state = desk(ck(12), g())
    T.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"), desk(ck(12), g(dialog=new_layer_dialog("Layer", W, H)))))
    st.update(layers=["Tint", "Background"], active="Tint", dirty=True)
    T.append((code("pyautogui.tripleClick(1025, 304)\npyautogui.write('Tint')\npyautogui.click(1155, 776)"), desk(ck(13), g())))
    st["tool"] = "Text"
    T.append((code("pyautogui.press('t')"), desk(ck(13), g("Click or Click-Drag to create a new layer"))))
    box: list[Row] = [("text", "Text box", "", (700, 300), (40, 30)), ("combo-box", "Font", "Sans-serif", (700, 250), (160, 26)),
                      ("spin-button", "Size", "62", (870, 250), (60, 26))]
    T.append((code("pyautogui.click(700, 300)"), desk(ck(14), g(menu=box))))
    st.update(layers=["Spring Fair 2024", "Tint", "Background"], active="Spring Fair 2024")
    box2: list[Row] = [("text", "Text box", "Spring Fair 2024", (700, 300), (520, 76)), ("combo-box", "Font", "Sans-serif", (700, 250), (160, 26)),
                       ("spin-button", "Size", "62", (870, 250), (60, 26))]
    T.append((code("pyautogui.write('Spring Fair 2024')"), desk(ck(14), g(menu=box2))))
    T.append((code("pyautogui.press('escape')"), desk(ck(15), g())))
    st["zoom"] = "100%"
    T.append((code("pyautogui.press('1')"), desk(ck(15), g())))
    st["zoom"] = "27.4%"
    T.append((code("pyautogui.hotkey('shift', 'ctrl', 'j')"), desk(ck(16), g())))
    st["active"] = "Tint"
    T.append((code("pyautogui.click(1800, 569)"), desk(ck(16), g())))
    props: list[Row] = [("dialog", "Image Properties", "", (660, 240), (600, 560)), ("page-tab", "Properties", "", (680, 270), (100, 26)),
                        ("page-tab", "Color Profile", "", (784, 270), (110, 26)), ("page-tab", "Comment", "", (898, 270), (90, 26))]
    info = [("Size in pixels:", f"{W} × {H} pixels"), ("Print size:", "210.0 × 297.0 millimeters"), ("Resolution:", "300 × 300 ppi"),
            ("Color space:", "RGB color"), ("Precision:", "8-bit gamma integer"), ("Gamma:", "Perceptual gamma (sRGB)"),
            ("File Name:", "/home/user/Documents/fair/spring_fair_poster.xcf"), ("File Size:", "6.1 MB"), ("File Type:", "GIMP XCF image"),
            ("Number of pixels:", f"{W * H:,}"), ("Number of layers:", "4"), ("Number of channels:", "0"), ("Number of paths:", "0")]
    for i, (k, v) in enumerate(info):
        props += [("label", "", k, (690, 310 + i * 28), (180, 24)), ("label", "", v, (880, 310 + i * 28), (360, 24))]
    props += [("push-button", "Help", "", (680, 760), (80, 30)), ("push-button", "Close", "", (1160, 760), (80, 30))]
    T.append((code("pyautogui.click(325, 41)\npyautogui.click(430, 563)"), desk(ck(17), g(dialog=props))))
    T.append((code("pyautogui.click(1200, 775)"), desk(ck(17), g())))
    st["dirty"] = False
    T.append((code("pyautogui.hotkey('ctrl', 's')"), desk(ck(18), g())))
    return dict(task="On spring_fair_poster.xcf add a transparent layer named 'Tint' and a text layer reading 'Spring Fair 2024', then check the image properties and save.",
                state=state, turns=T, bad=True, turn=10, kind="Image Properties layer count disagrees with the layers created (4 vs 3)")


def para_xy(paras: list[tuple[str, str]], idx: int, at_end: bool = False) -> str:
    y = 230
    for i, (tag, text) in enumerate(paras):
        h = 22 if tag == "heading" else 18 * max(1, (len(text) + 94) // 95)
        if i == idx:
            return f"{1390 if at_end else 700}, {y + h - 9 if at_end else y + 11}"
        y += h + 12
    raise IndexError(idx)


def t11() -> dict[str, Any]:
    # clean: Impress — duplicate slide 3, retitle the copy, delete 'Hiring Plan' (slide numbers shift), save.
    ck = lambda m: clk("Apr", 3, 8, m)  # noqa: E731
    content = {"Operations Review – Q1 2024": ["Prepared by Facilities & Logistics · April 3, 2024"],
               "Agenda": ["Throughput by site", "Incidents & root causes", "Hiring plan", "Next steps"],
               "Throughput by Site": ["Reno DC: 18,420 pallets (+6% QoQ)", "Tacoma DC: 12,905 pallets (−2% QoQ)", "Boise cross-dock: 4,310 pallets (+11% QoQ)"],
               "Incidents & Root Causes": ["3 recordable incidents (Q4: 5)", "2 forklift contacts at Tacoma dock doors", "1 slip on wet floor, Reno receiving"],
               "Hiring Plan": ["4 forklift operators (Reno)", "1 safety coordinator (shared)", "Backfill night-shift lead (Tacoma)"],
               "Next Steps": ["Dock door bumper retrofit by May 15", "Cross-dock WMS pilot in Boise", "Q2 review on July 2"]}
    slides = list(content)
    bodies = {t: list(v) for t, v in content.items()}
    title = "ops_review_q1.odp - LibreOffice Impress"

    def body(cur: int, title_text: str | None = None) -> list[Row]:
        t = slides[cur - 1]
        rows: list[Row] = [("text", "PresentationTitle", title_text if title_text is not None else t, (420, 200), (1300, 120))]
        for i, b in enumerate(bodies[t]):
            rows.append(("paragraph", "", b, (460, 380 + i * 50), (1200, 40)))
        return rows

    def lay(cur: int) -> str:
        return "Title Slide" if cur == 1 else "Title, Content"

    T = []
    state = desk(ck(40), impress(title, slides, 1, body(1), False, lay(1)))
    T.append((code("ImpressTools.get_slide_count()"), desk(ck(40), impress(title, slides, 1, body(1), False, lay(1)))))
    slides.insert(3, "Throughput by Site")
    T.append((code("ImpressTools.duplicate_slide(3)"), desk(ck(41), impress(title, slides, 1, body(1), True, lay(1)))))
    T.append((code("ImpressTools.go_to_slide(4)"), desk(ck(41), impress(title, slides, 4, body(4), True, lay(4)))))
    T.append((code("pyautogui.doubleClick(1070, 260)"),
              desk(ck(42), impress(title, slides, 4, body(4), True, "TextEdit: Paragraph 1, Row 1, Column 19"))))
    new_t = "Throughput by Site (March)"
    slides[3] = new_t
    bodies[new_t] = list(bodies["Throughput by Site"])
    T.append((code(f"pyautogui.hotkey('ctrl', 'a')\npyautogui.write({new_t!r})"),
              desk(ck(42), impress(title, slides, 4, body(4), True, "TextEdit: Paragraph 1, Row 1, Column 27"))))
    T.append((code("pyautogui.press('escape')\npyautogui.press('escape')"), desk(ck(43), impress(title, slides, 4, body(4), True, lay(4)))))
    T.append((code("ImpressTools.go_to_slide(6)"), desk(ck(43), impress(title, slides, 6, body(6), True, lay(6)))))
    ctx: list[Row] = [("menu-item", n, "", (180, 790 + i * 26 - 200), (220, 24)) for i, n in
                      enumerate(["Cut", "Copy", "Paste", "New Slide", "Duplicate Slide", "Rename Slide…", "Hide Slide", "Delete Slide", "Layout"])]
    T.append((code("pyautogui.rightClick(177, 794)"), desk(ck(44), impress(title, slides, 6, body(6), True, lay(6), ctx))))
    slides.pop(5)
    T.append((code("pyautogui.click(290, 784)"), desk(ck(44), impress(title, slides, 6, body(6), True, lay(6)))))
    T.append((code("ImpressTools.save()"), desk(ck(45), impress(title, slides, 6, body(6), False, lay(6)))))
    return dict(task="In ops_review_q1.odp duplicate the 'Throughput by Site' slide, rename the copy's title to 'Throughput by Site (March)', remove the Hiring Plan slide and save.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t15() -> dict[str, Any]:
    # bad: Writer — top-bar clock reads 16:03 at turn 2 but 16:01 at turn 3 (goes backwards), then 16:04 onwards.
    title = "grant_narrative_v3.docx - LibreOffice Writer"
    paras = [("paragraph", "Northside Tool Library — Capacity Grant Narrative"),
             ("heading", "Project Background"),
             ("paragraph", "The Northside Tool Library lends 1,140 tools to 612 member households from a single shipping-container site behind the Grange Hall. Since 2021 loans have tripled while opening hours stayed at nine per week."),
             ("heading", "Community Need"),
             ("paragraph", "Two thirds of members rent their homes and cannot store large tools. Our waitlist for the tile saw and the floor sander regularly exceeds three weeks."),
             ("heading", "Budget Justification"),
             ("paragraph", "We request $38,500: $21,000 for a second container and shelving, $9,800 for a part-time coordinator (20 h/week, 7 months), and $7,700 for tool repairs and safety equipment.")]
    st: dict[str, Any] = {"pages": 5, "footer": "", "mod": False, "style": "Title", "font": "Liberation Sans", "size": "28 pt"}
    words = "1,486 words, 9,322 characters"

    def w(extra: list[Row] | None = None) -> list[Row]:
        return writer(title, st["style"], st["font"], st["size"], paras, f"Page 1 of {st['pages']}", words, st["mod"], st["footer"], extra)

    T = []
    state = desk(clk("Mar", 21, 16, 1), w())
    st.update(pages=7, mod=True)
    T.append((code("WriterTools.set_line_spacing(1.5)"), desk(clk("Mar", 21, 16, 2), w())))
    st["footer"] = "1"
    T.append((code("WriterTools.add_page_numbers(position='bottom', alignment='center')"), desk(clk("Mar", 21, 16, 3), w())))
    st.update(style="Heading 1", size="18 pt")
    T.append((code(f"pyautogui.tripleClick({para_xy(paras, 1)})"), desk(clk("Mar", 21, 16, 1), w())))
    paras[1] = ("heading", "PROJECT BACKGROUND")
    T.append((code("WriterTools.change_text_case('upper')"), desk(clk("Mar", 21, 16, 4), w())))
    T.append((code(f"pyautogui.tripleClick({para_xy(paras, 3)})"), desk(clk("Mar", 21, 16, 4), w())))
    paras[3] = ("heading", "COMMUNITY NEED")
    T.append((code("WriterTools.change_text_case('upper')"), desk(clk("Mar", 21, 16, 5), w())))
    T.append((code(f"pyautogui.tripleClick({para_xy(paras, 5)})"), desk(clk("Mar", 21, 16, 5), w())))
    paras[5] = ("heading", "BUDGET JUSTIFICATION")
    T.append((code("WriterTools.change_text_case('upper')"), desk(clk("Mar", 21, 16, 6), w())))
    st["mod"] = False
    T.append((code("WriterTools.save()"), desk(clk("Mar", 21, 16, 6), w())))
    return dict(task="In grant_narrative_v3.docx set 1.5 line spacing, add centered page numbers at the bottom, make the three section headings uppercase, and save.",
                state=state, turns=T, bad=True, turn=3, kind="top bar clock goes backwards (16:03 -> 16:01)")


def t22() -> dict[str, Any]:
    # clean: Writer — Find & Replace 'e-mail' -> 'email' (7 times; character count drops by 7), append a sentence (counts rise), save, Word Count dialog.
    ck = lambda m: clk("May", 2, 18, m)  # noqa: E731
    title = "volunteer_handbook.odt - LibreOffice Writer"
    paras = [("paragraph", "Riverside Food Pantry — Volunteer Handbook"),
             ("heading", "1. Before Your First Shift"),
             ("paragraph", "Complete the online orientation and confirm your e-mail address so the scheduling system can reach you. Bring closed-toe shoes and a water bottle."),
             ("heading", "2. Shift Check-in"),
             ("paragraph", "Shift check-in opens 15 minutes before the start time. Sign in at the front desk tablet using the e-mail address you registered with."),
             ("heading", "3. Communication"),
             ("paragraph", "Schedule changes are announced by e-mail every Thursday. If you do not receive the weekly e-mail, check your spam folder or ask the shift lead.")]
    cnt = {"w": 1264, "c": 7931, "x": 6690}
    st = {"mod": False, "style": "Title", "size": "24 pt"}

    def words() -> str:
        return f"{cnt['w']:,} words, {cnt['c']:,} characters"

    def w(extra: list[Row] | None = None) -> list[Row]:
        return writer(title, st["style"], "Liberation Sans", st["size"], paras, "Page 1 of 3", words(), bool(st["mod"]), "", extra)

    def fr(find: str, rep: str, label: str) -> list[Row]:
        return [("dialog", "Find and Replace", "", (1180, 260), (560, 440)), ("label", "", "Find:", (1200, 290), (60, 20)),
                ("combo-box", "Find", find, (1200, 314), (380, 28)), ("check-box", "Match case", "", (1200, 350), (140, 22)),
                ("check-box", "Whole words only", "", (1360, 350), (170, 22)),
                ("push-button", "Find All", "", (1200, 390), (100, 30)), ("push-button", "Find Previous", "", (1310, 390), (120, 30)),
                ("push-button", "Find Next", "", (1440, 390), (100, 30)), ("label", "", "Replace:", (1200, 440), (80, 20)),
                ("combo-box", "Replace", rep, (1200, 464), (380, 28)), ("push-button", "Replace", "", (1200, 504), (100, 30)),
                ("push-button", "Replace All", "", (1310, 504), (110, 30)), ("label", "", label, (1200, 550), (380, 22)),
                ("push-button", "Help", "", (1200, 650), (80, 30)), ("push-button", "Close", "", (1640, 650), (80, 30))]

    T = []
    state = desk(ck(14), w())
    T.append((code("pyautogui.hotkey('ctrl', 'h')"), desk(ck(14), w(fr("", "", "")))))
    T.append((code("pyautogui.write('e-mail')\npyautogui.click(1390, 478)\npyautogui.write('email')"), desk(ck(15), w(fr("e-mail", "email", "")))))
    paras = [(t, x.replace("e-mail", "email")) for t, x in paras]
    cnt["c"] -= 7
    cnt["x"] -= 7
    st["mod"] = True
    T.append((code("pyautogui.click(1365, 519)"), desk(ck(15), w(fr("e-mail", "email", "Search key replaced 7 times.")))))
    T.append((code("pyautogui.click(1680, 665)"), desk(ck(16), w())))
    st.update(style="Default Paragraph Style", size="11 pt")
    T.append((code(f"pyautogui.click({para_xy(paras, 4, at_end=True)})"), desk(ck(16), w())))
    add = " Please email the coordinator if you will be more than ten minutes late."
    paras[4] = (paras[4][0], paras[4][1] + add)
    cnt["w"] += len(add.split())
    cnt["c"] += len(add)
    cnt["x"] += len(add.replace(" ", ""))
    T.append((code(f"pyautogui.press('end')\npyautogui.write({add!r})"), desk(ck(17), w())))
    st["mod"] = False
    T.append((code("pyautogui.hotkey('ctrl', 's')"), desk(ck(17), w())))
    wc: list[Row] = [("dialog", "Word and Character Count", "", (760, 380), (400, 260)),
                     ("label", "", "Selection", (900, 400), (100, 20)), ("label", "", "Document", (1040, 400), (100, 20)),
                     ("label", "", "Words", (780, 430), (110, 20)), ("label", "Selection words", "0", (900, 430), (100, 20)),
                     ("label", "Document words", f"{cnt['w']:,}", (1040, 430), (100, 20)),
                     ("label", "", "Characters including spaces", (780, 460), (110, 36)), ("label", "Selection characters", "0", (900, 460), (100, 20)),
                     ("label", "Document characters", f"{cnt['c']:,}", (1040, 460), (100, 20)),
                     ("label", "", "Characters excluding spaces", (780, 500), (110, 36)), ("label", "Selection characters excluding spaces", "0", (900, 500), (100, 20)),
                     ("label", "Document characters excluding spaces", f"{cnt['x']:,}", (1040, 500), (100, 20)),
                     ("push-button", "Help", "", (780, 590), (80, 30)), ("push-button", "Close", "", (1060, 590), (80, 30))]
    T.append((code("pyautogui.click(549, 67)\npyautogui.click(610, 243)"), desk(ck(18), w(wc))))
    T.append((code("pyautogui.click(1100, 605)"), desk(ck(18), w())))
    return dict(task="In volunteer_handbook.odt replace every 'e-mail' with 'email', add the sentence 'Please email the coordinator if you will be more than ten minutes late.' at the end of the check-in paragraph, save, and report the document's word count.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def sb(name: str) -> str:
    return f"560, {200 + SETTINGS_PANELS.index(name) * 26 + 13}"


def t14() -> dict[str, Any]:
    # bad: GNOME Settings — 'Lock Screen Notifications' is on at turn 4; at turn 5 the agent only switches Do Not Disturb on, yet the lock-screen switch reads off.
    ck = lambda m: clk("Mar", 21, 15, m)  # noqa: E731
    pw = {"dim": "on", "blank": "5 minutes", "susp": "Off"}

    def power(extra: list[Row] | None = None) -> list[Row]:
        body: list[Row] = [("heading", "", "Power Saving Options", (740, 200), (400, 22))]
        body += srow(0, "Dim Screen", "switch", pw["dim"]) + srow(1, "Screen Blank", "combo", pw["blank"]) + srow(2, "Automatic Suspend", "label", pw["susp"])
        body += [("heading", "", "Suspend & Power Button", (740, 400), (400, 22))] + srow(4, "Power Button Behavior", "combo", "Suspend")
        return settings("Power", body, extra)

    nt = {"dnd": "off", "lock": "on"}
    apps = [("Archive Manager", "On"), ("Calendar", "On"), ("Disks", "On"), ("Files", "On"), ("Google Chrome", "On"),
            ("Thunderbird Mail", "On"), ("Ubuntu Software", "On"), ("Terminal", "Off")]

    def notif() -> list[Row]:
        body = srow(0, "Do Not Disturb", "switch", nt["dnd"]) + srow(1, "Lock Screen Notifications", "switch", nt["lock"])
        body.append(("heading", "", "Applications", (740, 350), (400, 22)))
        for i, (a, v) in enumerate(apps):
            body += [("label", "", a, (740, 384 + i * 44), (400, 22)), ("label", "", v, (1380, 384 + i * 44), (60, 22))]
        return settings("Notifications", body)

    dt = {"auto": "on"}

    def datetime(m: int) -> list[Row]:
        body = (srow(0, "Automatic Date & Time", "switch", dt["auto"]) + srow(1, "Automatic Time Zone", "switch", "off")
                + srow(2, "Date & Time", "label", f"March 21 2024, 15:{m:02d}") + srow(3, "Time Zone", "label", "CET (Berlin, Germany)")
                + srow(4, "Time Format", "combo", "24-hour"))
        return settings("Date & Time", body)

    net: list[Row] = [("heading", "", "Wired", (740, 200), (400, 22))] + srow(0, "Connected - 1000 Mb/s", "switch", "on", y0=236) + \
        [("heading", "", "VPN", (740, 320), (400, 22)), ("push-button", "Add VPN", "", (1400, 316), (34, 30))] + \
        srow(3, "Network Proxy", "label", "Off", y0=200)
    T = []
    state = desk(ck(40), settings("Network", net))
    T.append((code(f"pyautogui.click({sb('Power')})"), desk(ck(40), power())))
    blanks = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
    pop: list[Row] = [("list-item", b, "", (1260, 340 + i * 28), (190, 26)) for i, b in enumerate(blanks)]
    T.append((code("pyautogui.click(1355, 307)"), desk(ck(41), power(pop))))
    pw["blank"] = "15 minutes"
    T.append((code("pyautogui.click(1355, 577)"), desk(ck(41), power())))
    T.append((code(f"pyautogui.click({sb('Notifications')})"), desk(ck(42), notif())))
    nt["dnd"] = "on"
    nt["lock"] = "off"  # drift: this switch was not touched
    T.append((code("pyautogui.click(1406, 255)"), desk(ck(42), notif())))
    T.append((code(f"pyautogui.click({sb('Date & Time')})"), desk(ck(43), datetime(43))))
    dt["auto"] = "off"
    T.append((code("pyautogui.click(1406, 255)"), desk(ck(43), datetime(43))))
    T.append((code(f"pyautogui.click({sb('Power')})"), desk(ck(44), power())))
    dlg = {"plug": "off"}

    def susp() -> list[Row]:
        return [("dialog", "Automatic Suspend", "", (760, 360), (400, 220)),
                ("label", "", "Plugged In", (780, 400), (200, 22)), ("toggle-button", "Plugged In", dlg["plug"], (1080, 396), (52, 30)),
                ("label", "", "Delay", (800, 450), (100, 22)), ("combo-box", "Delay", "20 minutes", (960, 444), (170, 30))]

    T.append((code("pyautogui.click(1000, 359)"), desk(ck(44), power(susp()))))
    dlg["plug"] = "on"
    pw["susp"] = "When plugged in"
    T.append((code("pyautogui.click(1106, 411)"), desk(ck(45), power(susp()))))
    return dict(task="In Settings make the screen blank after 15 minutes, turn on Do Not Disturb, stop syncing the clock automatically, and let the machine suspend automatically when plugged in.",
                state=state, turns=T, bad=True, turn=5, kind="untouched 'Lock Screen Notifications' switch flips off when Do Not Disturb is toggled")


def t17() -> dict[str, Any]:
    # clean: GNOME Settings — dark style + blue accent, 12h -> 24h clock (top bar reformats), time zone Berlin -> Lisbon (clock legitimately one hour earlier), rename device.
    st = {"ampm": True, "h": 14, "tz": "CET (Berlin, Germany)"}

    def ck(m: int) -> str:
        return clk("Mar", 14, st["h"], m, ampm=bool(st["ampm"]))

    def nowrow(m: int) -> str:
        h = int(st["h"])
        t = f"{h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}" if st["ampm"] else f"{h:02d}:{m:02d}"
        return f"March 14 2024, {t}"

    ap = {"Light": "on", "Dark": "off"}
    accents = ["default", "bark", "sage", "olive", "viridian", "prussiangreen", "blue", "purple", "magenta", "red"]
    acc = {"sel": "default"}

    def appearance() -> list[Row]:
        body: list[Row] = [("label", "", "Style", (740, 200), (200, 22)),
                           ("toggle-button", "Light", ap["Light"], (760, 236), (280, 180)), ("toggle-button", "Dark", ap["Dark"], (1080, 236), (280, 180)),
                           ("label", "", "Color", (740, 440), (200, 22))]
        for i, a in enumerate(accents):
            body.append(("toggle-button", a, "on" if acc["sel"] == a else "off", (760 + i * 46, 470), (40, 40)))
        body += [("heading", "", "Desktop Icons", (740, 540), (300, 22))] + srow(0, "Size", "combo", "Small", y0=570) + srow(1, "Position of New Icons", "combo", "Bottom Right", y0=570)
        return settings("Appearance", body)

    tzdlg = {"on": False, "q": "", "label": "Berlin, Germany"}
    fmt = {"v": "AM / PM", "auto_tz": "on"}

    def dt(m: int, extra: list[Row] | None = None) -> list[Row]:
        body = (srow(0, "Automatic Date & Time", "switch", "on") + srow(1, "Automatic Time Zone", "switch", fmt["auto_tz"])
                + srow(2, "Date & Time", "label", nowrow(m)) + srow(3, "Time Zone", "label", str(st["tz"]))
                + srow(4, "Time Format", "combo", fmt["v"]))
        return settings("Date & Time", body, extra)

    def tz(results: list[str]) -> list[Row]:
        rows: list[Row] = [("dialog", "Time Zone", "", (600, 220), (720, 560)), ("entry", "Search for a city", tzdlg["q"], (760, 250), (400, 32)),
                           ("image", "World map", "", (620, 300), (680, 340)), ("label", "", str(tzdlg["label"]), (620, 660), (400, 22)),
                           ("push-button", "Close", "", (1280, 226), (30, 30))]
        for i, r in enumerate(results):
            rows.append(("list-item", r, "", (760, 286 + i * 30), (400, 28)))
        return rows

    T = []
    state = desk(ck(47), appearance())
    ap.update(Light="off", Dark="on")
    T.append((code("pyautogui.click(1220, 326)"), desk(ck(47), appearance())))
    acc["sel"] = "blue"
    T.append((code("pyautogui.click(1056, 490)"), desk(ck(47), appearance())))
    T.append((code(f"pyautogui.click({sb('Date & Time')})"), desk(ck(48), dt(48))))
    opts: list[Row] = [("list-item", "24-hour", "", (1260, 476), (190, 26)), ("list-item", "AM / PM", "", (1260, 504), (190, 26))]
    T.append((code("pyautogui.click(1355, 463)"), desk(ck(48), dt(48, opts))))
    st["ampm"] = False
    fmt["v"] = "24-hour"
    T.append((code("pyautogui.click(1355, 489)"), desk(ck(48), dt(48))))
    fmt["auto_tz"] = "off"
    T.append((code("pyautogui.click(1406, 307)"), desk(ck(49), dt(49))))
    T.append((code("pyautogui.click(1000, 411)"), desk(ck(49), dt(49, tz([])))))
    tzdlg["q"] = "Lisbon"
    T.append((code("pyautogui.write('Lisbon')"), desk(ck(49), dt(49, tz(["Lisbon, Portugal"])))))
    st["h"] = 13
    st["tz"] = "WET (Lisbon, Portugal)"
    tzdlg.update(q="Lisbon, Portugal", label="Lisbon, Portugal")
    T.append((code("pyautogui.click(960, 300)"), desk(ck(49), dt(49, tz([])))))
    T.append((code("pyautogui.click(1295, 241)"), desk(ck(50), dt(50))))
    about = {"name": "ops-desk-07"}

    def ab() -> list[Row]:
        info = [("Device Name", about["name"]), ("Hardware Model", "VMware, Inc. VMware Virtual Platform"), ("Memory", "7.7 GiB"),
                ("Processor", "Intel® Xeon(R) Gold 6226R CPU @ 2.90GHz × 4"), ("Graphics", "SVGA3D; build: RELEASE; LLVM;"),
                ("Disk Capacity", "68.7 GB"), ("OS Name", "Ubuntu 22.04.4 LTS"), ("OS Type", "64-bit"), ("GNOME Version", "42.9"),
                ("Windowing System", "X11")]
        body: list[Row] = [("image", "Ubuntu logo", "", (940, 190), (240, 80))]
        for i, (k, v) in enumerate(info):
            body += [("label", "", k, (740, 300 + i * 46), (240, 22)), ("label", "", v, (1040, 300 + i * 46), (420, 22))]
        return settings("About", body)

    T.append((code(f"pyautogui.click({sb('About')})"), desk(ck(50), ab())))
    about["name"] = "ops-desk-lisbon-07"
    T.append((code("pyautogui.click(1000, 311)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('ops-desk-lisbon-07')\npyautogui.press('enter')"),
              desk(ck(51), ab())))
    return dict(task="Switch the desktop to the dark style with the blue accent, use a 24-hour clock, set the time zone to Lisbon manually, and rename this computer to ops-desk-lisbon-07.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def sysmon(tab: str, procs: list[tuple[str, str, str, str]], search: str | None, extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", "System Monitor", "", (260, 120), (1400, 860)),
                       ("page-tab", "Processes", "", (760, 126), (120, 34)), ("page-tab", "Resources", "", (884, 126), (120, 34)),
                       ("page-tab", "File Systems", "", (1008, 126), (130, 34)),
                       ("toggle-button", "Search", "", (1540, 126), (34, 34)), ("push-button", "Menu", "", (1580, 126), (34, 34))]
    if tab == "Processes":
        y0 = 170
        if search is not None:
            rows.append(("entry", "Search", search, (660, 172), (600, 32)))
            y0 = 214
        for i, h in enumerate(["Process Name", "User", "% CPU", "ID", "Memory"]):
            rows.append(("table-column-header", h, "", (262 + i * 270, y0), (268, 28)))
        for r, (name, cpu, pid, mem) in enumerate(procs):
            y = y0 + 30 + r * 28
            for i, v in enumerate([name, "lior", cpu, pid, mem]):
                rows.append(("table-cell", "", v, (262 + i * 270, y), (268, 28)))
        rows.append(("push-button", "End Process", "", (1520, 940), (120, 30)))
    if extra:
        rows += extra
    return rows


def t05() -> dict[str, Any]:
    # clean: System Monitor — filter 'celery', end the stuck worker (PID 48213), systemd brings it back under new PIDs, sort by memory, clear the filter, Resources tab.
    ck = lambda m: clk("Mar", 27, 11, m)  # noqa: E731
    base = [("gnome-shell", "3.1", "1694", "287.1 MB"), ("gnome-system-monitor", "1.6", "51002", "38.7 MB"),
            ("gnome-terminal-server", "0.2", "44102", "41.5 MB"), ("python3", "0.4", "47990", "61.2 MB"),
            ("nautilus", "0.0", "2210", "54.0 MB"), ("evolution-alarm-notify", "0.0", "1930", "31.0 MB"),
            ("gjs", "0.0", "1911", "24.3 MB"), ("tracker-miner-fs-3", "0.0", "1822", "22.8 MB"),
            ("pipewire", "0.0", "1502", "6.1 MB"), ("bash", "0.0", "44117", "5.2 MB")]

    def mb(x: str) -> float:
        return float(x.split()[0])

    def by_cpu(ps: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
        return sorted(ps, key=lambda p: (-float(p[1]), int(p[2])))

    def by_mem(ps: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
        return sorted(ps, key=lambda p: -mb(p[3]))

    old = [("celery", "99.0", "48213", "412.6 MB"), ("celery", "0.0", "48220", "88.4 MB"), ("celery", "0.0", "48221", "87.9 MB")]
    T = []
    state = desk(ck(2), sysmon("Processes", by_cpu(old + base), None))
    T.append((code("pyautogui.click(1557, 143)"), desk(ck(2), sysmon("Processes", by_cpu(old + base), ""))))
    old[0] = ("celery", "98.7", "48213", "412.9 MB")
    T.append((code("pyautogui.write('celery')"), desk(ck(3), sysmon("Processes", by_cpu(old), "celery"))))
    old[0] = ("celery", "99.3", "48213", "413.0 MB")
    T.append((code("pyautogui.click(400, 258)"), desk(ck(3), sysmon("Processes", by_cpu(old), "celery"))))
    dlg: list[Row] = [("dialog", "", "", (700, 400), (520, 220)),
                      ("label", "", "End the selected process “celery” (PID 48213)?", (720, 420), (480, 40)),
                      ("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (720, 470), (480, 60)),
                      ("push-button", "Cancel", "", (920, 570), (130, 34)), ("push-button", "End Process", "", (1060, 570), (140, 34))]
    T.append((code("pyautogui.click(1580, 955)"), desk(ck(4), sysmon("Processes", by_cpu(old), "celery", dlg))))
    T.append((code("pyautogui.click(1130, 587)"), desk(ck(4), sysmon("Processes", [], "celery"))))
    new = [("celery", "2.3", "49107", "96.2 MB"), ("celery", "0.0", "49115", "71.0 MB"), ("celery", "0.0", "49116", "71.4 MB")]
    T.append((code("import time\ntime.sleep(6)"), desk(ck(4), sysmon("Processes", by_cpu(new), "celery"))))
    new[0] = ("celery", "0.7", "49107", "96.3 MB")
    T.append((code("pyautogui.click(1396, 228)"), desk(ck(5), sysmon("Processes", by_mem(new), "celery"))))
    base[0] = ("gnome-shell", "2.8", "1694", "287.4 MB")
    base[1] = ("gnome-system-monitor", "1.9", "51002", "38.9 MB")
    T.append((code("pyautogui.click(960, 188)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"),
              desk(ck(5), sysmon("Processes", by_mem(new + base), ""))))
    res: list[Row] = [("label", "", "CPU", (300, 180), (200, 22)), ("label", "", "CPU1 6.1%", (300, 420), (150, 20)),
                      ("label", "", "CPU2 3.0%", (460, 420), (150, 20)), ("label", "", "CPU3 2.0%", (620, 420), (150, 20)),
                      ("label", "", "CPU4 4.5%", (780, 420), (150, 20)), ("label", "", "Memory and Swap History", (300, 470), (300, 22)),
                      ("label", "", "Memory 3.1 GB (40.3%) of 7.7 GB", (300, 700), (400, 20)), ("label", "", "Swap 0 bytes (0.0%) of 2.1 GB", (760, 700), (400, 20)),
                      ("label", "", "Network History", (300, 750), (300, 22)), ("label", "", "Receiving 1.2 KiB/s", (300, 940), (250, 20)),
                      ("label", "", "Total Received 412.6 MiB", (560, 940), (250, 20)), ("label", "", "Sending 0.4 KiB/s", (900, 940), (250, 20)),
                      ("label", "", "Total Sent 38.0 MiB", (1160, 940), (250, 20))]
    T.append((code("pyautogui.click(944, 143)"), desk(ck(6), sysmon("Resources", [], None, res))))
    return dict(task="The reportgen celery worker is pegging a CPU. Use System Monitor to end the stuck process, let its service bring it back, and find the new worker's PID.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t19() -> dict[str, Any]:
    # clean: terminal — mosquitto listener 1883 -> 1884 (sudo sed), restart (new Main PID), ss, journal vacuum frees space (df avail rises), status later (uptime grows).
    ck = lambda m: clk("Mar", 14, 14, m)  # noqa: E731
    t = Term("~")
    T = []
    state = desk(ck(20), t.rows())
    st1 = """● mosquitto.service - Mosquitto MQTT Broker
     Loaded: loaded (/lib/systemd/system/mosquitto.service; enabled; vendor preset: enabled)
     Active: active (running) since Thu 2024-03-14 08:12:09 CET; 6h ago
       Docs: man:mosquitto.conf(5)
             man:mosquitto(8)
    Process: 1131 ExecStartPre=/bin/mkdir -m 740 -p /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: 1136 ExecStartPre=/bin/chown mosquitto /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: 1138 ExecStartPre=/bin/mkdir -m 740 -p /run/mosquitto (code=exited, status=0/SUCCESS)
    Process: 1140 ExecStartPre=/bin/chown mosquitto /run/mosquitto (code=exited, status=0/SUCCESS)
   Main PID: 1142 (mosquitto)
      Tasks: 1 (limit: 9387)
     Memory: 3.1M
        CPU: 41.822s
     CGroup: /system.slice/mosquitto.service
             └─1142 /usr/sbin/mosquitto -c /etc/mosquitto/mosquitto.conf

Mar 14 08:12:09 user-virtual-machine systemd[1]: Starting Mosquitto MQTT Broker...
Mar 14 08:12:09 user-virtual-machine systemd[1]: Started Mosquitto MQTT Broker."""
    steps: list[tuple[str, str, int, bool]] = [
        ("systemctl status mosquitto --no-pager", st1, 20, False),
        ("grep -n listener /etc/mosquitto/conf.d/local.conf", "3:listener 1883 0.0.0.0", 20, False),
        ("sudo sed -i 's/^listener 1883/listener 1884/' /etc/mosquitto/conf.d/local.conf", "[sudo] password for user: ", 21, True),
    ]
    for cmd, out, m, wait in steps:
        t.run(cmd, out, wait_input=wait)
        T.append((tcmd(cmd), desk(ck(m), t.rows())))
    t.feed()
    T.append((code("pyautogui.write('password', interval=0.05)\npyautogui.press('enter')"), desk(ck(21), t.rows())))
    jdir = "/var/log/journal/5e1c0d7a9b2f4c83a6f0e2d41b7c9a15"
    vac = ["Vacuuming done, freed 0B of archived journals from /run/log/journal."]
    for i, seq in enumerate(["0001", "2d0c", "5a17", "8e40", "b3f9", "e122", "10a8b"]):
        vac.append(f"Deleted archived journal {jdir}/system@6f0b2c1e94d84b7f9a0d33c5e8a1f2b7-000000000{seq:0>6}-0006{12 + i}e4c1d8a7.journal (128.0M).")
    vac += [f"Vacuuming done, freed 896.0M of archived journals from {jdir}.", "Vacuuming done, freed 0B of archived journals from /var/log/journal."]
    steps = [
        ("grep -n listener /etc/mosquitto/conf.d/local.conf", "3:listener 1884 0.0.0.0", 21, False),
        ("sudo systemctl restart mosquitto && systemctl status mosquitto --no-pager | grep -E 'Active|Main PID'",
         "     Active: active (running) since Thu 2024-03-14 14:22:37 CET; 2s ago\n   Main PID: 48815 (mosquitto)", 22, False),
        ("ss -ltn 'sport = :1884'", "State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess\nLISTEN 0      100          0.0.0.0:1884      0.0.0.0:*", 22, False),
        ("df -h /var", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda3        29G   26G  1.9G  94% /", 23, False),
        ("sudo journalctl --vacuum-time=7d", "\n".join(vac), 23, False),
        ("df -h /var", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda3        29G   25G  2.8G  90% /", 23, False),
        ("systemctl status mosquitto --no-pager | grep -E 'Active|Main PID'",
         "     Active: active (running) since Thu 2024-03-14 14:22:37 CET; 1min 41s ago\n   Main PID: 48815 (mosquitto)", 24, False),
    ]
    for cmd, out, m, wait in steps:
        t.run(cmd, out, wait_input=wait)
        T.append((tcmd(cmd), desk(ck(m), t.rows())))
    return dict(task="Move the local Mosquitto broker's listener from port 1883 to 1884 and restart it, then free some disk space on / by dropping archived journal files older than a week.",
                state=state, turns=T, bad=False, turn=None, kind="clean")


def t20() -> dict[str, Any]:
    # bad: terminal — postmaster Main PID 1187 at turn 1 (no restart anywhere), but ss at turn 6 reports the port-5432 listener as pid=1193.
    ck = lambda m: clk("Apr", 11, 10, m)  # noqa: E731
    t = Term("~")
    T = []
    state = desk(ck(44), t.rows())
    st1 = """● postgresql@14-main.service - PostgreSQL Cluster 14-main
     Loaded: loaded (/lib/systemd/system/postgresql@.service; enabled-runtime; vendor preset: enabled)
     Active: active (running) since Thu 2024-04-11 08:16:31 UTC; 2h 27min ago
    Process: 1169 ExecStart=/usr/bin/pg_ctlcluster --skip-systemctl-redirect 14-main start (code=exited, status=0/SUCCESS)
   Main PID: 1187 (postgres)
      Tasks: 7 (limit: 9387)
     Memory: 27.9M
        CPU: 1.913s
     CGroup: /system.slice/system-postgresql.slice/postgresql@14-main.service
             ├─1187 /usr/lib/postgresql/14/bin/postgres -D /var/lib/postgresql/14/main -c config_file=/etc/postgresql/14/main/postgresql.conf
             ├─1203 "postgres: 14/main: checkpointer "
             ├─1204 "postgres: 14/main: background writer "
             ├─1205 "postgres: 14/main: walwriter "
             ├─1206 "postgres: 14/main: autovacuum launcher "
             ├─1207 "postgres: 14/main: stats collector "
             └─1208 "postgres: 14/main: logical replication launcher "

Apr 11 08:16:29 user-virtual-machine systemd[1]: Starting PostgreSQL Cluster 14-main...
Apr 11 08:16:31 user-virtual-machine systemd[1]: Started PostgreSQL Cluster 14-main."""
    lsc = ("Ver Cluster Port Status Owner    Data directory              Log file\n"
           "14  main    5432 online postgres /var/lib/postgresql/14/main /var/log/postgresql/postgresql-14-main.log")
    act = "  pid  |         backend_type         \n" + """-------+------------------------------
  1203 | checkpointer
  1204 | background writer
  1205 | walwriter
  1206 | autovacuum launcher
  1208 | logical replication launcher
 52114 | client backend
(6 rows)
"""
    ss = ("State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess\n"
          'LISTEN 0      244        127.0.0.1:5432       0.0.0.0:*    users:(("postgres",pid=1193,fd=6))\n'
          'LISTEN 0      244            [::1]:5432          [::]:*    users:(("postgres",pid=1193,fd=5))')
    t.run("systemctl status postgresql@14-main --no-pager", st1)
    T.append((tcmd("systemctl status postgresql@14-main --no-pager"), desk(ck(44), t.rows())))
    t.run("pg_lsclusters", lsc)
    T.append((tcmd("pg_lsclusters"), desk(ck(45), t.rows())))
    c3 = "sudo -u postgres psql -c 'SHOW max_connections;'"
    t.run(c3, "[sudo] password for user: ", wait_input=True)
    T.append((tcmd(c3), desk(ck(45), t.rows())))
    t.feed(" max_connections \n-----------------\n 100\n(1 row)\n")
    T.append((code("pyautogui.write('password', interval=0.05)\npyautogui.press('enter')"), desk(ck(45), t.rows())))
    c5 = "sudo -u postgres psql -c 'SELECT pid, backend_type FROM pg_stat_activity ORDER BY pid;'"
    t.run(c5, act)
    T.append((tcmd(c5), desk(ck(46), t.rows())))
    c6 = "sudo ss -ltnp 'sport = :5432'"
    t.run(c6, ss)
    T.append((tcmd(c6), desk(ck(46), t.rows())))
    t.clear()
    T.append((tcmd("clear"), desk(ck(46), t.rows())))
    c8 = "grep -n '^max_connections' /etc/postgresql/14/main/postgresql.conf"
    t.run(c8, "65:max_connections = 100                 # (change requires restart)")
    T.append((tcmd(c8), desk(ck(47), t.rows())))
    t.run("uptime", " 10:47:52 up  2:31,  1 user,  load average: 0.04, 0.06, 0.01")
    T.append((tcmd("uptime"), desk(ck(47), t.rows())))
    return dict(task="Without restarting anything, find out which process is listening on PostgreSQL's port and what max_connections is set to on the local 14/main cluster.",
                state=state, turns=T, bad=True, turn=6, kind="postmaster PID differs between systemctl status and ss with no restart")


def t02() -> dict[str, Any]:
    # bad: terminal + GNOME Text Editor — ingest.toml shows 'batch_size = 250' (turn 1 cat, editor at turns 2-5, only max_workers edited), but grep at turn 7 prints '8:batch_size = 200'.
    ck = lambda m: clk("Apr", 17, 17, m)  # noqa: E731
    conf = ["# ingest worker configuration", "[queue]", 'broker_url = "amqp://ingest@10.20.4.11:5672/ingest"', "prefetch = 16", "",
            "[workers]", "max_workers = 6", "batch_size = 250", "flush_interval_s = 30", "", "[storage]",
            'spool_dir = "/var/spool/ingest"', "retention_days = 14"]
    t = Term("~")
    ed = {"open": False, "mod": False, "pos": "Ln 1, Col 1"}

    def screen() -> str:
        rows = t.rows()
        if ed["open"]:
            rows = rows + [("frame", f"{'*' if ed['mod'] else ''}ingest.toml (~/services/ingest) - Text Editor", "", (520, 200), (980, 640)),
                           ("push-button", "Open", "", (530, 206), (70, 34)), ("push-button", "New Tab", "", (604, 206), (34, 34)),
                           ("push-button", "Save", "", (1380, 206), (60, 34)), ("push-button", "Main Menu", "", (1446, 206), (34, 34)),
                           ("text", "", "\n".join(conf), (560, 260), (920, 540)),
                           ("label", "", str(ed["pos"]), (1340, 810), (140, 22))]
        return desk(ck(clock[0]), rows)

    clock = [9]
    T = []
    state = screen()
    c1 = "cd ~/services/ingest && cat ingest.toml"
    t.run(c1, "\n".join(conf), cd="~/services/ingest")
    T.append((tcmd(c1), screen()))
    t.run("gnome-text-editor ingest.toml &", "[1] 53390")
    ed["open"] = True
    clock[0] = 10
    T.append((tcmd("gnome-text-editor ingest.toml &"), screen()))
    ed["pos"] = "Ln 7, Col 16"
    T.append((code("pyautogui.doubleClick(690, 390)"), screen()))
    conf[6] = "max_workers = 8"
    ed["mod"] = True
    clock[0] = 11
    T.append((code("pyautogui.write('8')"), screen()))
    ed["mod"] = False
    T.append((code("pyautogui.hotkey('ctrl', 's')"), screen()))
    ed["open"] = False
    T.append((code("pyautogui.hotkey('ctrl', 'w')"), screen()))
    c7 = "grep -nE 'max_workers|batch_size' ingest.toml"
    t.run(c7, "7:max_workers = 8\n8:batch_size = 200\n[1]+  Done                    gnome-text-editor ingest.toml")
    clock[0] = 12
    T.append((tcmd(c7), screen()))
    t.lines = ["reloading ingest (config ./ingest.toml) ... ok", "workers: 8 running (pids 53501-53508)", t.prompt]  # the screen was cleared first
    T.append((tcmd("clear && ./bin/ingestctl reload"), screen()))
    t.run("./bin/ingestctl status", "SERVICE  STATE    WORKERS  QUEUE DEPTH  SPOOL\ningest   running  8/8      1,204        /var/spool/ingest")
    clock[0] = 13
    T.append((tcmd("./bin/ingestctl status"), screen()))
    return dict(task="Raise the ingest service's max_workers from 6 to 8 in ~/services/ingest/ingest.toml (use the text editor), then reload the service and check that 8 workers run.",
                state=state, turns=T, bad=True, turn=7, kind="config file line differs between two reads with no write to it (batch_size 250 vs 200)")


def t21() -> dict[str, Any]:
    # bad: VLC — playlist lists dawn_chorus_marsh.flac as 06:12 at turns 1-5; at turn 6 (get_settings, no playlist change) the same row reads 06:21.
    ck = lambda m: clk("Apr", 20, 21, m)  # noqa: E731
    pl = [["dawn_chorus_marsh.flac", "06:12"], ["harbor_timelapse.mp4", "03:47"]]
    st: dict[str, Any] = {"view": "video", "now": None, "el": "00:00", "tot": "--:--", "playing": False, "loop": "off"}

    def vlc() -> list[Row]:
        title = f"{st['now']} - VLC media player" if st["now"] else "VLC media player"
        rows: list[Row] = [("frame", title, "", (300, 150), (1320, 800))]
        rows += menus(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], x0=305, y=153, w=70)
        if st["view"] == "playlist":
            rows += [("tree-item", "Playlist", "", (310, 190), (200, 26)), ("tree-item", "Media Library", "", (310, 218), (200, 26)),
                     ("table-column-header", "Title", "", (520, 190), (800, 26)), ("table-column-header", "Duration", "", (1320, 190), (120, 26))]
            for i, (n, d) in enumerate(pl):
                rows += [("table-cell", "", n, (520, 218 + i * 26), (800, 26)), ("table-cell", "", d, (1320, 218 + i * 26), (120, 26))]
        else:
            rows.append(("panel", "Video", "", (302, 180), (1316, 680)))
        rows += [("label", "Elapsed", st["el"], (310, 870), (60, 20)), ("slider", "Position", "", (380, 870), (1140, 20)),
                 ("label", "Total", st["tot"], (1530, 870), (60, 20)),
                 ("push-button", "Pause" if st["playing"] else "Play", "", (310, 900), (40, 40)),
                 ("push-button", "Previous", "", (360, 905), (30, 30)), ("push-button", "Stop", "", (392, 905), (30, 30)),
                 ("push-button", "Next", "", (424, 905), (30, 30)), ("push-button", "Toggle the video to fullscreen", "", (470, 905), (30, 30)),
                 ("push-button", "Show extended settings", "", (502, 905), (30, 30)), ("push-button", "Toggle playlist", "", (534, 905), (30, 30)),
                 ("push-button", "Click to toggle between loop all, loop one and no loop", st["loop"], (566, 905), (30, 30)),
                 ("push-button", "Random", "off", (598, 905), (30, 30)), ("slider", "Volume", "80%", (1480, 910), (120, 20))]
        return rows

    T = []
    state = desk(ck(5), vlc())
    st["view"] = "playlist"
    T.append((code("pyautogui.hotkey('ctrl', 'l')"), desk(ck(5), vlc())))
    pl.append(["ferry_horn_loop.wav", "00:45"])
    T.append((code("VLCTools.add_to_playlist('/home/user/Videos/ingest/ferry_horn_loop.wav')"), desk(ck(6), vlc())))
    pl.append(["night_rain_tin_roof.ogg", "11:03"])
    T.append((code("VLCTools.add_to_playlist('/home/user/Videos/ingest/night_rain_tin_roof.ogg')"), desk(ck(6), vlc())))
    st.update(now="harbor_timelapse.mp4", el="00:00", tot="03:47", playing=True)
    T.append((code("pyautogui.doubleClick(900, 257)"), desk(ck(7), vlc())))
    st.update(el="00:04", loop="loop all")
    T.append((code("pyautogui.click(581, 920)"), desk(ck(7), vlc())))
    st["el"] = "00:09"
    pl[0][1] = "06:21"
    T.append((code("VLCTools.get_settings()"), desk(ck(7), vlc())))
    st.update(view="video", el="00:13")
    T.append((code("pyautogui.hotkey('ctrl', 'l')"), desk(ck(7), vlc())))
    st.update(el="00:15", playing=False)
    T.append((code("pyautogui.press('space')"), desk(ck(8), vlc())))
    st.update(now="ferry_horn_loop.wav", el="00:00", tot="00:45", playing=True)
    T.append((code("pyautogui.press('n')"), desk(ck(8), vlc())))
    return dict(task="In VLC add ferry_horn_loop.wav and night_rain_tin_roof.ogg from ~/Videos/ingest to the playlist, loop the whole playlist, and play harbor_timelapse.mp4.",
                state=state, turns=T, bad=True, turn=6, kind="playlist duration of an untouched item changes (06:12 -> 06:21)")


TRAJ = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(TRAJ, 1):
        d = fn()
        rs.add(task="os", tid=f"h15-os-{i:02d}", system=system(d["task"]), turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
