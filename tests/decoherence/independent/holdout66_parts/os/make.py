# ruff: noqa: E501
"""holdout66, os domain: 22 Ubuntu desktop trajectories (OSWorld-style accessibility trees).

Written without sight of the checker. 11 trajectories carry exactly one contradiction at a labeled
turn; 11 are clean but full of legitimate changes (edits, renames, deletions with undo, re-sorted and
filtered views, live values, restarts with new ids, revisited panels). Every observation is rendered
from an explicit per-trajectory state so the clean ones stay consistent; the bad ones override one
detail in one rendered turn only.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent import rowkit2
from tests.decoherence.independent.rowkit2 import a11y, code

TASK = "os"

SYSTEM = (
    "You act as a desktop world model: a faithful simulator of an Ubuntu 22.04 GNOME desktop that an agent "
    "drives with Python code (pyautogui calls, the app helper classes such as CalcTools, WriterTools, "
    "ImpressTools, BrowserTools and VLCTools, or plain subprocess/os calls). You are given the earlier turns, "
    "the user's task, the current accessibility tree and the code that was just executed. Treat the code as "
    "the exact description of what happened and predict the whole next accessibility tree, in the same "
    "table format (tag, name, text, class, description, position, size). Keep rows, labels and coordinates "
    "stable unless the action changes them, return the tree unchanged when the action has no visible effect, "
    "and keep track of windows, files, selections and document contents across turns. Reason step by step "
    "first, then give only the full predicted state inside <predicted_observation></predicted_observation>."
)


def system(task: str) -> str:
    return SYSTEM + "\n\nTask instruction: " + task


class Clock:
    def __init__(self, day: str, h: int, m: int) -> None:
        self.day, self.t = day, h * 60 + m

    def tick(self, minutes: int = 1) -> str:
        self.t += minutes
        return self.now()

    def now(self) -> str:
        return f"{self.day}  {self.t // 60:02d}:{self.t % 60:02d}"


DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Settings"]

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]


def desk(app: str, clock: str, rows: list[Row], dock_hidden: bool = False) -> str:
    top: list[Row] = [("push-button", "Activities", "", (0, 0), (95, 27)),
                      ("menu", app, "", (107, 0), (9 * len(app) + 36, 27))]
    tray: list[Row] = [("push-button", "System", "", (1752, 0), (168, 27))]
    dock: list[Row] = [] if dock_hidden else (
        [("push-button", n, "", (0, 34 + 64 * i), (70, 64)) for i, n in enumerate(DOCK)]
        + [("push-button", "Show Applications", "", (0, 1010), (70, 64))])
    return a11y(top + tray + rows + dock, clock=clock)


def frame(title: str) -> Row:
    return ("frame", title, "", (70, 27), (1850, 1053))


def menus(names: list[str], y: int = 58, x0: int = 78) -> list[Row]:
    out, x = [], x0
    for n in names:
        w = 9 * len(n) + 16
        out.append(("menu", n, "", (x, y), (w, 22)))
        x += w
    return out


def buttons(names: list[str], y: int, x0: int = 78, w: int = 30) -> list[Row]:
    return [("push-button", n, "", (x0 + i * (w + 4), y), (w, 26)) for i, n in enumerate(names)]


def labels(texts: list[str], y: int, x0: int, dx: int = 0, dy: int = 22, w: int = 900, tag: str = "label") -> list[Row]:
    return [(tag, "", t, (x0 + i * dx, y + i * dy), (w, 20)) for i, t in enumerate(texts)]


# --------------------------------------------------------------------------------------------------- LibreOffice
LO_CALC_MENU = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
LO_WRITER_MENU = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
LO_IMPRESS_MENU = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
COL = "ABCDEFGHIJ"


def calc(doc: str, grid: list[tuple[int, list[str]]], *, cell: str = "A1", line: str = "", sheets: tuple[str, ...] = ("Sheet1",),
         active: int = 0, sel: str = "Average: ; Sum: 0", found: str | None = None, autofilter: bool = False,
         extra: list[Row] | None = None, widths: list[int] | None = None) -> list[Row]:
    rows: list[Row] = [frame(f"{doc} - LibreOffice Calc")] + menus(LO_CALC_MENU)
    rows += buttons(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                     "Find & Replace", "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart",
                     "Insert Pivot Table", "Insert Comment", "Headers and Footers"], 88)
    rows += [("combo-box", "Name Box", cell, (78, 122), (110, 24)),
             ("push-button", "Function Wizard", "", (196, 122), (26, 24)),
             ("text", "Input line", line, (262, 122), (1650, 24))]
    widths = widths or [100] * 10
    ncols = max(len(v) for _, v in grid) if grid else 1
    xs = [113]
    for w in widths[:ncols]:
        xs.append(xs[-1] + w)
    for k, (r, vals) in enumerate(grid):
        y = 172 + k * 22
        for j, v in enumerate(vals):
            rows.append(("table-cell", f"{COL[j]}{r}", v, (xs[j], y), (widths[j], 22)))
            if autofilter and r == 1:
                rows.append(("push-button", "AutoFilter", "", (xs[j] + widths[j] - 19, y + 2), (18, 18)))
    rows += extra or []
    x = 110
    for i, s in enumerate(sheets):
        rows.append(("page-tab", s, "", (x, 1024), (9 * len(s) + 24, 24)))
        x += 9 * len(s) + 26
        del i
    rows += [("label", "", f"Sheet {active + 1} of {len(sheets)}", (78, 1053), (110, 20)),
             ("label", "", "Default", (200, 1053), (90, 20)),
             ("label", "", "English (USA)", (300, 1053), (110, 20))]
    if found:
        rows.append(("label", "", found, (640, 1053), (180, 20)))
    rows += [("label", "", sel, (1180, 1053), (380, 20)), ("slider", "Zoom", "100%", (1700, 1053), (140, 20)),
             ("label", "", "100%", (1846, 1053), (50, 20))]
    return rows


def statline(vals: list[float]) -> str:
    if not vals:
        return "Average: ; Sum: 0"
    s = sum(vals)
    avg = s / len(vals)
    fa = f"{avg:,.2f}".rstrip("0").rstrip(".") if avg != int(avg) else f"{int(avg):,}"
    fs = f"{s:,.2f}".rstrip("0").rstrip(".") if s != int(s) else f"{int(s):,}"
    return f"Average: {fa}; Sum: {fs}"


def writer(doc: str, paras: list[str], *, page: str = "Page 1 of 1", words: str = "", extra: list[Row] | None = None,
           y0: int = 230, style: str = "Default Paragraph Style") -> list[Row]:
    rows: list[Row] = [frame(f"{doc} - LibreOffice Writer")] + menus(LO_WRITER_MENU)
    rows += buttons(["New", "Open", "Save", "Export Directly as PDF", "Print", "Undo", "Redo", "Find & Replace",
                     "Spelling", "Insert Table", "Insert Image", "Insert Chart", "Insert Footnote", "Insert Comment",
                     "Insert Field"], 88)
    rows += [("combo-box", "Paragraph Style", style, (78, 122), (180, 24)),
             ("combo-box", "Font Name", "Liberation Serif", (264, 122), (180, 24)),
             ("combo-box", "Font Size", "12 pt", (450, 122), (70, 24))]
    rows += [("paragraph", "", p, (560, y0 + i * 34), (800, 30)) for i, p in enumerate(paras)]
    rows += extra or []
    rows += [("label", "", page, (78, 1053), (140, 20)), ("label", "", words, (230, 1053), (260, 20)),
             ("label", "", "Default Page Style", (560, 1053), (150, 20)), ("label", "", "English (USA)", (760, 1053), (110, 20)),
             ("slider", "Zoom", "100%", (1700, 1053), (140, 20)), ("label", "", "100%", (1846, 1053), (50, 20))]
    return rows


def impress(doc: str, slides: list[str], cur: int, content: list[str], *, extra: list[Row] | None = None,
            sorter: bool = False) -> list[Row]:
    rows: list[Row] = [frame(f"{doc} - LibreOffice Impress")] + menus(LO_IMPRESS_MENU)
    rows += buttons(["New", "Open", "Save", "Export Directly as PDF", "Undo", "Redo", "Find & Replace", "Start from First Slide",
                     "Start from Current Slide", "New Slide", "Duplicate Slide", "Delete Slide", "Slide Layout",
                     "Insert Text Box", "Insert Image", "Insert Table"], 88)
    if sorter:
        for i, t in enumerate(slides):
            rows.append(("list-item", f"Slide {i + 1}", t, (120 + (i % 4) * 420, 170 + (i // 4) * 300), (380, 260)))
    else:
        rows.append(("label", "", "Slides", (78, 130), (200, 20)))
        for i, t in enumerate(slides):
            rows.append(("list-item", f"Slide {i + 1}", t, (86, 156 + i * 128), (190, 112)))
        rows += [("paragraph", "", c, (420, 220 + i * 60), (1100, 48)) for i, c in enumerate(content)]
    rows += extra or []
    rows += [("label", "", f"Slide {cur} of {len(slides)}", (78, 1053), (140, 20)),
             ("label", "", "Default", (300, 1053), (120, 20)), ("label", "", "English (USA)", (760, 1053), (110, 20)),
             ("slider", "Zoom", "72%", (1700, 1053), (140, 20)), ("label", "", "72%", (1846, 1053), (50, 20))]
    return rows


# --------------------------------------------------------------------------------------------------- GNOME apps
SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
           "Other Locations"]


def files(folder: str, path: list[str], items: list[tuple[str, str, str]], *, status: str = "",
          extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [frame(folder), ("push-button", "Back", "", (82, 34), (34, 34)),
                       ("push-button", "Forward", "", (118, 34), (34, 34))]
    x = 170
    for p in path:
        rows.append(("toggle-button", p, "", (x, 34), (9 * len(p) + 40, 34)))
        x += 9 * len(p) + 42
    rows += [("toggle-button", "Search", "", (1640, 34), (34, 34)), ("push-button", "View options", "", (1680, 34), (34, 34)),
             ("toggle-button", "View mode", "", (1720, 34), (34, 34)), ("push-button", "Main menu", "", (1760, 34), (34, 34))]
    rows += [("list-item", s, "", (74, 80 + i * 36), (226, 34)) for i, s in enumerate(SIDEBAR)]
    rows += [("table-column-header", "Name", "", (310, 80), (900, 30)), ("table-column-header", "Size", "", (1210, 80), (140, 30)),
             ("table-column-header", "Modified", "", (1350, 80), (160, 30)), ("table-column-header", "Star", "", (1510, 80), (40, 30))]
    for i, (n, s, m) in enumerate(items):
        y = 112 + i * 34
        rows += [("table-cell", n, n, (310, y), (900, 34)), ("table-cell", "", s, (1210, y), (140, 34)),
                 ("table-cell", "", m, (1350, y), (160, 34))]
    if status:
        rows.append(("label", "", status, (1500, 1040), (410, 30)))
    rows += extra or []
    return rows


SETTINGS_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
                   "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                   "Default Applications", "Date & Time", "About"]


def settings(panel: str, content: list[Row]) -> list[Row]:
    rows: list[Row] = [frame(panel), ("push-button", "Search", "", (80, 34), (34, 34)), ("label", "", "Settings", (180, 40), (100, 20)),
                       ("push-button", "Primary Menu", "", (300, 34), (34, 34)), ("label", "", panel, (960, 40), (200, 20))]
    rows += [("list-item", p, "", (74, 80 + i * 37), (296, 36)) for i, p in enumerate(SETTINGS_PANELS)]
    return rows + content


def chrome(tabs: list[str], cur: int, url: str, page: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [frame(f"{tabs[cur]} - Google Chrome")]
    for i, t in enumerate(tabs):
        rows.append(("page-tab", t, "", (78 + i * 240, 34), (236, 34)))
    rows += [("push-button", "New Tab", "", (78 + len(tabs) * 240, 36), (28, 28)),
             ("push-button", "Back", "", (80, 74), (34, 34)), ("push-button", "Forward", "", (116, 74), (34, 34)),
             ("push-button", "Reload", "", (152, 74), (34, 34)), ("entry", "Address and search bar", url, (196, 74), (1480, 34)),
             ("push-button", "Bookmark this tab", "", (1640, 74), (34, 34)), ("push-button", "Extensions", "", (1690, 74), (34, 34)),
             ("push-button", "You", "", (1830, 74), (34, 34)), ("push-button", "Chrome", "", (1870, 74), (34, 34)),
             ("document-web", tabs[cur], "", (70, 114), (1850, 966))]
    return rows + page + (extra or [])


TB_SPACES = ["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]


def tb_frame(title: str, tabs: list[str]) -> list[Row]:
    rows: list[Row] = [frame(f"{title} - Mozilla Thunderbird")]
    rows += [("page-tab", t, "", (130 + i * 260, 34), (256, 34)) for i, t in enumerate(tabs)]
    rows += [("push-button", s, "", (72, 80 + i * 44), (40, 40)) for i, s in enumerate(TB_SPACES)]
    return rows


def tb_mail(folder: str, account: str, folders: list[str], msgs: list[tuple[bool, bool, str, str, str]], *, sel: int | None = None,
            pane: list[str] | None = None, status: tuple[int, int] = (0, 0), tabs: list[str] | None = None,
            extra: list[Row] | None = None) -> list[Row]:
    rows = tb_frame(f"{folder} - {account}", tabs or [f"{folder}"])
    rows += [("push-button", "Get Messages", "", (120, 80), (130, 30)), ("push-button", "New Message", "", (254, 80), (130, 30)),
             ("push-button", "Quick Filter", "", (1400, 80), (110, 30)), ("entry", "Search messages", "", (1520, 80), (300, 30))]
    rows += [("tree-item", f, "", (120, 130 + i * 30), (280, 28)) for i, f in enumerate(folders)]
    rows += [("table-column-header", h, "", (x, 128), (w, 26)) for h, x, w in
             [("Star", 410, 30), ("Subject", 442, 560), ("Correspondents", 1004, 300), ("Date", 1306, 180)]]
    for i, (star, unread, subj, who, date) in enumerate(msgs):
        y = 156 + i * 28
        rows += [("table-cell", "Starred" if star else "Not starred", "", (410, y), (30, 26)),
                 ("table-cell", "Subject", subj + (" (unread)" if unread else ""), (442, y), (560, 26)),
                 ("table-cell", "Correspondents", who, (1004, y), (300, 26)), ("table-cell", "Date", date, (1306, y), (180, 26))]
        if sel == i:
            rows.append(("label", "", "Selected", (410, y), (1076, 26)))
    if pane:
        rows += labels(pane, 620, 420, w=1400)
    rows += extra or []
    rows += [("label", "", f"Unread: {status[0]}", (1640, 1053), (110, 20)), ("label", "", f"Total: {status[1]}", (1760, 1053), (110, 20))]
    return rows


def vscode(title: str, side: list[Row], tabs: list[str], lines: list[str], first: int, term: list[str] | None, status: list[str],
           extra: list[Row] | None = None, badge: int = 0) -> list[Row]:
    rows: list[Row] = [frame(f"{title} - Visual Studio Code")] + menus(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], y=30)
    scm = f"Source Control ({badge} pending changes)" if badge else "Source Control"
    rows += [("page-tab", n, "", (70, 60 + i * 48), (48, 48)) for i, n in enumerate(["Explorer", "Search", scm, "Run and Debug", "Extensions"])]
    rows += side
    rows += [("page-tab", t, "", (420 + i * 200, 60), (196, 35)) for i, t in enumerate(tabs)]
    rows += [("text", f"line {first + i}", ln, (470, 100 + i * 19), (1400, 19)) for i, ln in enumerate(lines)]
    if term is not None:
        rows += [("page-tab", n, "", (420 + i * 110, 640), (104, 26)) for i, n in enumerate(["Problems", "Output", "Debug Console", "Terminal", "Ports"])]
        rows += [("label", "", t, (430, 672 + i * 17), (1450, 17)) for i, t in enumerate(term)]
    rows += extra or []
    x = 70
    for s in status:
        rows.append(("push-button", s, "", (x, 1058), (9 * len(s) + 20, 22)))
        x += 9 * len(s) + 24
    return rows


def gimp(title: str, layers: list[str], active: int, *, zoom: str = "25%", history: list[str] | None = None,
         extra: list[Row] | None = None, status: str = "") -> list[Row]:
    rows: list[Row] = [frame(title)] + menus(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], y=30)
    rows += [("push-button", t, "", (74 + (i % 3) * 34, 60 + (i // 3) * 34), (32, 32)) for i, t in enumerate(
        ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Crop Tool", "Unified Transform Tool", "Warp Transform",
         "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"])]
    rows += [("page-tab", "Layers", "", (1600, 420), (80, 26)), ("page-tab", "Channels", "", (1682, 420), (80, 26)),
             ("page-tab", "Paths", "", (1764, 420), (70, 26)), ("page-tab", "Undo History", "", (1836, 420), (80, 26)),
             ("combo-box", "Mode", "Normal", (1604, 452), (200, 26)), ("spin-button", "Opacity", "100.0", (1604, 482), (300, 24))]
    if history is None:
        for i, ly in enumerate(layers):
            rows.append(("table-cell", ly, ly, (1640, 512 + i * 40), (260, 38)))
            if i == active:
                rows.append(("label", "", "Active layer", (1604, 512 + i * 40), (30, 38)))
    else:
        rows += [("table-cell", h, h, (1640, 512 + i * 34), (260, 32)) for i, h in enumerate(history)]
    rows += extra or []
    rows += [("label", "", "px", (300, 1053), (30, 20)), ("combo-box", "Zoom", zoom, (340, 1050), (90, 24)),
             ("label", "", status, (440, 1053), (600, 20))]
    return rows


def vlc(title: str, playlist: list[tuple[str, str, str]] | None, playing: int | None, elapsed: str, total: str, *, paused: bool = False,
        loop: str = "Loop: off", extra: list[Row] | None = None, volume: str = "80%") -> list[Row]:
    rows: list[Row] = [frame(title)] + menus(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], y=30)
    if playlist is not None:
        rows += [("table-column-header", h, "", (x, 60), (w, 24)) for h, x, w in [("Title", 300, 700), ("Duration", 1000, 120), ("Album", 1120, 500)]]
        for i, (t, d, a) in enumerate(playlist):
            rows += [("table-cell", "Title", ("▶ " if i == playing else "") + t, (300, 86 + i * 24), (700, 24)),
                     ("table-cell", "Duration", d, (1000, 86 + i * 24), (120, 24)), ("table-cell", "Album", a, (1120, 86 + i * 24), (500, 24))]
        rows += [("tree-item", "Playlist", "", (74, 60), (220, 24)), ("tree-item", "Media Library", "", (74, 86), (220, 24)),
                 ("tree-item", "My Computer", "", (74, 122), (220, 24))]
    rows += extra or []
    rows += [("label", "Elapsed time", elapsed, (78, 990), (60, 20)), ("slider", "Position", "", (140, 990), (1700, 20)),
             ("label", "Total duration", total, (1846, 990), (60, 20)),
             ("push-button", "Play" if paused or playing is None else "Pause", "", (78, 1020), (40, 40)),
             ("push-button", "Previous media in the playlist, skip backward when held", "", (124, 1024), (32, 32)),
             ("push-button", "Stop playback", "", (158, 1024), (32, 32)),
             ("push-button", "Next media in the playlist, skip forward when held", "", (192, 1024), (32, 32)),
             ("push-button", "Toggle the video in fullscreen", "", (240, 1024), (32, 32)),
             ("push-button", "Show extended settings", "", (274, 1024), (32, 32)),
             ("push-button", "Toggle playlist", "", (308, 1024), (32, 32)),
             ("push-button", "Click to toggle between loop all, loop one and no loop", loop, (342, 1024), (32, 32)),
             ("push-button", "Random", "", (376, 1024), (32, 32)),
             ("slider", "Volume", volume, (1780, 1030), (120, 24))]
    return rows


# =================================================================================================== trajectories
def t01(rs: rowkit2.RowSet) -> None:
    """Clean: Calc sort by revenue, autofilter West, edit a filtered row, reset filter, save."""
    ck = Clock("Feb 12", 9, 14)
    doc = "q1_sales.xlsx"
    price = {"Desk lamp": 39, "Monitor arm": 89, "Chair mat": 45, "Cable tray": 22}
    data = [["2024-02-01", "Alvarez", "West", "Desk lamp", 14], ["2024-02-01", "Chen", "East", "Monitor arm", 6],
            ["2024-02-02", "Okafor", "South", "Chair mat", 20], ["2024-02-02", "Alvarez", "West", "Monitor arm", 9],
            ["2024-02-03", "Lindqvist", "North", "Cable tray", 31], ["2024-02-03", "Chen", "East", "Desk lamp", 11],
            ["2024-02-04", "Okafor", "South", "Monitor arm", 4], ["2024-02-05", "Alvarez", "West", "Chair mat", 17],
            ["2024-02-05", "Lindqvist", "North", "Monitor arm", 12], ["2024-02-06", "Chen", "East", "Cable tray", 25],
            ["2024-02-06", "Okafor", "South", "Desk lamp", 8], ["2024-02-07", "Patel", "West", "Cable tray", 19]]
    head = ["Date", "Rep", "Region", "Product", "Units", "Unit price", "Revenue"]

    def grid(recs: list[list], only: str | None = None) -> list[tuple[int, list[str]]]:
        g = [(1, head)]
        for i, r in enumerate(recs, 2):
            if only and r[2] != only:
                continue
            p = price[r[3]]
            g.append((i, [r[0], r[1], r[2], r[3], str(r[4]), f"{p:.2f}", f"{r[4] * p:,.2f}"]))
        return g

    def nums(recs: list[list]) -> list[float]:
        return [float(r[4]) for r in recs] + [float(price[r[3]]) for r in recs] + [float(r[4] * price[r[3]]) for r in recs]

    w = [100, 100, 80, 110, 60, 90, 100]
    state = desk("LibreOffice Calc", ck.now(), calc(doc, grid(data), widths=w, line="Date"))
    turns = []
    turns.append((code("pyautogui.click(120, 134)\npyautogui.write('E2:G13')\npyautogui.press('enter')"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell="E2:G13", line="14", sel=statline(nums(data)), widths=w))))
    sort_dlg: list[Row] = [("dialog", "Sort", "", (640, 300), (640, 480)), ("page-tab", "Sort Criteria", "", (660, 330), (120, 26)),
                           ("page-tab", "Options", "", (782, 330), (90, 26)), ("combo-box", "Sort Key 1", "Date", (680, 390), (300, 26)),
                           ("radio-button", "Ascending", "", (1000, 390), (120, 22)), ("radio-button", "Descending", "", (1000, 416), (120, 22)),
                           ("combo-box", "Sort Key 2", "- undefined -", (680, 470), (300, 26)),
                           ("push-button", "Help", "", (660, 740), (80, 30)), ("push-button", "OK", "", (1060, 740), (90, 30)),
                           ("push-button", "Cancel", "", (1160, 740), (90, 30))]
    turns.append((code("pyautogui.click(120, 134)\npyautogui.write('A1:G13')\npyautogui.press('enter')\npyautogui.click(560, 58)  # Data\npyautogui.click(600, 84)  # Sort..."),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell="A1:G13", line="Date", sel=statline(nums(data)), widths=w, extra=sort_dlg))))
    sort_dlg2 = [r if r[1] != "Sort Key 1" else ("combo-box", "Sort Key 1", "Revenue", r[3], r[4]) for r in sort_dlg]
    turns.append((code("pyautogui.click(830, 403)\npyautogui.click(830, 590)  # Revenue\npyautogui.click(1010, 427)  # Descending"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell="A1:G13", line="Date", sel=statline(nums(data)), widths=w, extra=sort_dlg2))))
    data.sort(key=lambda r: -(r[4] * price[r[3]]))
    turns.append((code("pyautogui.click(1105, 755)  # OK"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell="A1:G13", line="Date", sel=statline(nums(data)), widths=w))))
    turns.append((code("pyautogui.click(300, 194)  # B2\npyautogui.hotkey('ctrl', 'shift', 'l')"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell="B2", line=data[0][1], widths=w, autofilter=True))))
    west = [r for r in data if r[2] == "West"]
    turns.append((code("pyautogui.click(473, 174)  # Region filter button\npyautogui.click(500, 300)  # uncheck All\npyautogui.click(500, 402)  # West\npyautogui.click(640, 560)  # OK"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data, "West"), cell="B2", line=data[0][1], widths=w, autofilter=True,
                                                           found=f"{len(west)} of {len(data)} records found"))))
    idx = next(i for i, r in enumerate(data) if r[1] == "Alvarez" and r[3] == "Desk lamp")
    data[idx][4] = 16
    turns.append((code(f"CalcTools.set_cell_value('E{idx + 2}', 16)"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data, "West"), cell=f"E{idx + 2}", line="16", widths=w, autofilter=True,
                                                           found=f"{len(west)} of {len(data)} records found"))))
    turns.append((code("pyautogui.click(560, 58)  # Data\npyautogui.click(620, 300)  # More Filters\npyautogui.click(820, 380)  # Reset Filter"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell=f"E{idx + 2}", line="16", widths=w, autofilter=True))))
    keep: list[Row] = [("dialog", "Keep current format", "", (660, 420), (600, 200)),
                       ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cExcel 2007-365!\u201d.", (680, 450), (560, 40)),
                       ("push-button", "Use Excel 2007-365!", "", (700, 560), (200, 30)), ("push-button", "Use ODF Format!", "", (920, 560), (170, 30)),
                       ("check-box", "Ask when not saving in ODF or default format", "", (680, 520), (400, 22))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell=f"E{idx + 2}", line="16", widths=w, autofilter=True, extra=keep))))
    turns.append((code("pyautogui.press('enter')"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, grid(data), cell=f"E{idx + 2}", line="16", widths=w, autofilter=True))))
    rs.add(TASK, "h66-os-01", system("In q1_sales.xlsx sort the orders by revenue (highest first), check the West orders, correct Alvarez's desk lamp units to 16, then show all rows again and save in xlsx."),
           turns, state=state)


def t02(rs: rowkit2.RowSet) -> None:
    """Bad: a file moved to the Trash shows again in Downloads after an unrelated rename."""
    ck = Clock("Mar 4", 15, 2)
    items = [("2024-taxes", "6 items", "Feb 27"), ("Screenshots", "14 items", "11:20"), ("brochure-final.pdf", "3.1 MB", "Mar 1"),
             ("invoice_2291.pdf", "184.3 kB", "10:47"), ("jdk-21_linux-x64_bin.tar.gz", "193.8 MB", "Feb 19"),
             ("meeting-recording.m4a", "28.6 MB", "Feb 29"), ("setup-notes.txt", "4.2 kB", "09:15"),
             ("team-photo.jpg", "2.4 MB", "Mar 2"), ("vpn-config.ovpn", "5.0 kB", "Feb 21")]
    home = desk("Files", ck.now(), files("Home", ["Home"], [("Desktop", "3 items", "Feb 2"), ("Documents", "12 items", "Mar 1"),
                                                        ("Downloads", "9 items", "10:47"), ("Music", "0 items", "Jan 8"),
                                                        ("Pictures", "41 items", "Mar 2"), ("Public", "0 items", "Jan 8"),
                                                        ("snap", "4 items", "Jan 9"), ("Templates", "0 items", "Jan 8"),
                                                        ("Videos", "2 items", "Feb 11")]))
    P = ["Home", "Downloads"]
    turns = [(code("pyautogui.click(186, 297)  # Downloads in sidebar"), desk("Files", ck.tick(), files("Downloads", P, items)))]
    turns.append((code("pyautogui.click(600, 214)"), desk("Files", ck.tick(), files("Downloads", P, items, status="\u201cinvoice_2291.pdf\u201d selected (184.3 kB)"))))
    rest = [i for i in items if i[0] != "invoice_2291.pdf"]
    toast: list[Row] = [("label", "", "\u201cinvoice_2291.pdf\u201d moved to trash", (760, 980), (300, 30)), ("push-button", "Undo", "", (1070, 980), (70, 30)),
                        ("push-button", "Close", "", (1150, 980), (30, 30))]
    turns.append((code("pyautogui.press('delete')"), desk("Files", ck.tick(), files("Downloads", P, rest, extra=toast))))
    trash = [("invoice_2291.pdf", "184.3 kB", "10:47"), ("old-cv.docx", "38.0 kB", "Jan 30"), ("Untitled Document", "0 bytes", "Feb 14")]
    turns.append((code("pyautogui.click(186, 413)  # Trash"), desk("Files", ck.tick(), files("Trash", ["Trash"], trash,
                                                                                                   extra=[("push-button", "Restore\u2026", "", (1540, 1040), (110, 30)), ("push-button", "Empty\u2026", "", (1660, 1040), (100, 30))]))))
    turns.append((code("pyautogui.click(186, 265)  # Downloads"), desk("Files", ck.tick(), files("Downloads", P, rest))))
    ren: list[Row] = [("label", "", "File name", (620, 300), (200, 20)), ("entry", "", "setup-notes.txt", (620, 324), (340, 30)),
                      ("push-button", "Rename", "", (970, 324), (90, 30))]
    turns.append((code("pyautogui.click(600, 282)\npyautogui.press('f2')"), desk("Files", ck.tick(), files("Downloads", P, rest, status="\u201csetup-notes.txt\u201d selected (4.2 kB)", extra=ren))))
    renamed = sorted([("install-notes.txt", "4.2 kB", "09:15") if n == "setup-notes.txt" else (n, s, m) for n, s, m in items], key=lambda x: x[0].lower())
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('install-notes.txt')\npyautogui.press('enter')"),
                  desk("Files", ck.tick(), files("Downloads", P, renamed, status="\u201cinstall-notes.txt\u201d selected (4.2 kB)"))))
    docs = [("Contracts", "4 items", "Feb 20"), ("expenses-feb.ods", "22.7 kB", "Mar 1"), ("Letters", "7 items", "Jan 22"),
            ("passport-scan.pdf", "1.2 MB", "Jan 15"), ("rental-agreement.pdf", "611.4 kB", "Jan 9")]
    turns.append((code("pyautogui.click(186, 233)  # Documents"), desk("Files", ck.tick(), files("Documents", ["Home", "Documents"], docs))))
    rs.add(TASK, "h66-os-02", system("In Downloads, delete invoice_2291.pdf and rename setup-notes.txt to install-notes.txt, then open Documents."),
           turns, state=home, bad=True, turn=7,
           kind="After the rename, the Downloads listing again contains invoice_2291.pdf, which was moved to the Trash at turn 3 (and shown there at turn 4); nothing restored it.")


def t03(rs: rowkit2.RowSet) -> None:
    """Bad: a GIMP layer renamed at turn 2 is listed under its old name after cancelling a dialog."""
    ck = Clock("Apr 9", 13, 40)

    def title(n: int, dirty: bool) -> str:
        return f"{'*' if dirty else ''}[poster-spring] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layers) 2480x3508 \u2013 GIMP"

    layers = ["Title text", "Logo", "Background photo", "Background"]
    st = "poster-spring.xcf (182.4 MB)"
    state = desk("GNU Image Manipulation Program", ck.now(), gimp(title(4, False), layers, 0, status=st))
    edit: list[Row] = [("entry", "Layer name", "Logo", (1640, 552), (260, 30))]
    turns = [(code("pyautogui.doubleClick(1720, 570)  # double-click the name of layer 'Logo'"),
              desk("GNU Image Manipulation Program", ck.tick(), gimp(title(4, False), layers, 1, status=st, extra=edit)))]
    layers[1] = "Logo (white)"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Logo (white)')\npyautogui.press('enter')"),
                  desk("GNU Image Manipulation Program", ck.tick(), gimp(title(4, True), layers, 1, status=st))))
    nl: list[Row] = [("dialog", "New Layer", "", (700, 240), (520, 560)), ("entry", "Layer name", "Layer", (860, 280), (320, 28)),
                     ("combo-box", "Mode", "Normal", (860, 330), (320, 28)), ("spin-button", "Opacity", "100.0", (860, 370), (320, 26)),
                     ("spin-button", "Width", "2480", (860, 420), (160, 26)), ("spin-button", "Height", "3508", (860, 450), (160, 26)),
                     ("combo-box", "Fill with", "Transparency", (860, 520), (320, 28)), ("push-button", "Help", "", (720, 760), (80, 30)),
                     ("push-button", "Reset", "", (820, 760), (80, 30)), ("push-button", "OK", "", (1030, 760), (80, 30)),
                     ("push-button", "Cancel", "", (1120, 760), (80, 30))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"),
                  desk("GNU Image Manipulation Program", ck.tick(), gimp(title(4, True), layers, 1, status=st, extra=nl))))
    layers.insert(1, "Shadow")
    turns.append((code("pyautogui.tripleClick(1020, 294)\npyautogui.write('Shadow')\npyautogui.click(1070, 775)  # OK"),
                  desk("GNU Image Manipulation Program", ck.tick(), gimp(title(5, True), layers, 1, status="poster-spring.xcf (215.6 MB)"))))
    sc: list[Row] = [("dialog", "Scale Image", "", (720, 300), (480, 420)), ("spin-button", "Width", "2480", (880, 380), (160, 26)),
                     ("spin-button", "Height", "3508", (880, 410), (160, 26)), ("combo-box", "Unit", "px", (1050, 395), (80, 26)),
                     ("label", "", "2480 \u00d7 3508 pixels", (880, 440), (200, 20)), ("spin-button", "X resolution", "300.000", (880, 480), (160, 26)),
                     ("spin-button", "Y resolution", "300.000", (880, 510), (160, 26)), ("combo-box", "Interpolation", "Cubic", (880, 570), (200, 26)),
                     ("push-button", "Help", "", (740, 680), (80, 30)), ("push-button", "Reset", "", (840, 680), (80, 30)),
                     ("push-button", "Scale", "", (1000, 680), (80, 30)), ("push-button", "Cancel", "", (1090, 680), (80, 30))]
    turns.append((code("pyautogui.click(290, 30)  # Image\npyautogui.click(340, 420)  # Scale Image..."),
                  desk("GNU Image Manipulation Program", ck.tick(), gimp(title(5, True), layers, 1, status="poster-spring.xcf (215.6 MB)", extra=sc))))
    shown = list(layers)
    shown[2] = "Logo"
    turns.append((code("pyautogui.click(1130, 695)  # Cancel"),
                  desk("GNU Image Manipulation Program", ck.tick(), gimp(title(5, True), shown, 1, status="poster-spring.xcf (215.6 MB)"))))
    rs.add(TASK, "h66-os-03", system("In the poster, rename the layer 'Logo' to 'Logo (white)', add an empty layer called 'Shadow', and check the print size."),
           turns, state=state, bad=True, turn=6,
           kind="The Layers list shows the layer as 'Logo' again although it was renamed to 'Logo (white)' at turn 2 and listed so since; cancelling the Scale dialog renames nothing.")


def t04(rs: rowkit2.RowSet) -> None:
    """Clean: GIMP scale, desaturate then undo, export under a new name."""
    ck = Clock("May 21", 17, 3)

    def title(w: int, h: int, state: str = "(imported)", dirty: bool = False) -> str:
        return f"{'*' if dirty else ''}[IMG_4127] {state}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {w}x{h} \u2013 GIMP"

    app = "GNU Image Manipulation Program"
    state = desk(app, ck.now(), gimp(title(4032, 3024), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (70.1 MB)"))

    def dlg(w: str, h: str) -> list[Row]:
        return [("dialog", "Scale Image", "", (720, 300), (480, 420)), ("spin-button", "Width", w, (880, 380), (160, 26)),
                ("spin-button", "Height", h, (880, 410), (160, 26)), ("toggle-button", "Chain", "", (1044, 390), (20, 40)),
                ("combo-box", "Unit", "px", (1070, 395), (80, 26)), ("label", "", f"{w} \u00d7 {h} pixels", (880, 440), (200, 20)),
                ("spin-button", "X resolution", "72.000", (880, 480), (160, 26)), ("spin-button", "Y resolution", "72.000", (880, 510), (160, 26)),
                ("combo-box", "Interpolation", "Cubic", (880, 570), (200, 26)), ("push-button", "Help", "", (740, 680), (80, 30)),
                ("push-button", "Reset", "", (840, 680), (80, 30)), ("push-button", "Scale", "", (1000, 680), (80, 30)),
                ("push-button", "Cancel", "", (1090, 680), (80, 30))]

    turns = [(code("pyautogui.click(290, 30)  # Image\npyautogui.click(340, 420)  # Scale Image..."),
              desk(app, ck.tick(), gimp(title(4032, 3024), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (70.1 MB)", extra=dlg("4032", "3024"))))]
    turns.append((code("pyautogui.tripleClick(960, 393)\npyautogui.write('1600')\npyautogui.press('tab')"),
                  desk(app, ck.tick(), gimp(title(4032, 3024), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (70.1 MB)", extra=dlg("1600", "1200")))))
    turns.append((code("pyautogui.click(1040, 695)  # Scale"),
                  desk(app, ck.tick(), gimp(title(1600, 1200, dirty=True), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (22.4 MB)"))))
    hist = ["[ Base Image ]", "Scale Image", "Desaturate"]
    turns.append((code("pyautogui.click(380, 30)  # Colors\npyautogui.click(420, 300)  # Desaturate\npyautogui.click(460, 324)  # Desaturate...\npyautogui.press('enter')\npyautogui.click(1876, 433)  # Undo History tab"),
                  desk(app, ck.tick(), gimp(title(1600, 1200, dirty=True), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (22.6 MB)", history=hist))))
    turns.append((code("pyautogui.hotkey('ctrl', 'z')"),
                  desk(app, ck.tick(), gimp(title(1600, 1200, dirty=True), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (22.6 MB)", history=hist,
                                           extra=[("label", "", "Redo: Desaturate", (1640, 614), (260, 20))]))))
    exp: list[Row] = [("dialog", "Export Image", "", (520, 180), (880, 640)), ("entry", "Name", "IMG_4127_web.jpg", (600, 220), (600, 30)),
                      ("label", "", "/home/mara/Pictures/2024-05 Lisbon", (600, 260), (600, 20)), ("table-cell", "IMG_4127.JPG", "IMG_4127.JPG", (800, 320), (500, 26)),
                      ("table-cell", "IMG_4128.JPG", "IMG_4128.JPG", (800, 346), (500, 26)), ("table-cell", "IMG_4131.JPG", "IMG_4131.JPG", (800, 372), (500, 26)),
                      ("push-button", "Export", "", (1200, 770), (90, 30)), ("push-button", "Cancel", "", (1300, 770), (90, 30))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('IMG_4127_web.jpg')"),
                  desk(app, ck.tick(), gimp(title(1600, 1200, dirty=True), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (22.6 MB)", history=hist, extra=exp))))
    jp: list[Row] = [("dialog", "Export Image as JPEG", "", (720, 260), (480, 480)), ("slider", "Quality", "90", (760, 300), (400, 24)),
                     ("check-box", "Show preview in image window", "", (760, 340), (300, 22)), ("check-box", "Save Exif data", "", (760, 380), (200, 22)),
                     ("push-button", "Export", "", (1000, 700), (90, 30)), ("push-button", "Cancel", "", (1100, 700), (90, 30))]
    turns.append((code("pyautogui.click(1245, 785)  # Export"),
                  desk(app, ck.tick(), gimp(title(1600, 1200, dirty=True), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127.JPG (22.6 MB)", history=hist, extra=jp))))
    turns.append((code("pyautogui.click(1045, 715)  # Export"),
                  desk(app, ck.tick(), gimp(title(1600, 1200, "(exported)"), ["IMG_4127.JPG"], 0, zoom="25%", status="IMG_4127_web.jpg (22.6 MB)", history=hist,
                                           extra=[("label", "", "Redo: Desaturate", (1640, 614), (260, 20))]))))
    rs.add(TASK, "h66-os-04", system("Scale IMG_4127 to 1600 px wide (keep the ratio) and export it as IMG_4127_web.jpg; keep it in colour."),
           turns, state=state)


def t05(rs: rowkit2.RowSet) -> None:
    """Bad: a star set on a Thunderbird message is gone after selecting another message."""
    ck = Clock("Jun 3", 8, 51)
    acct = "j.moreau@arclight-studio.com"
    folders = ["j.moreau@arclight-studio.com", "Inbox (4)", "Drafts", "Sent", "Archives", "Junk", "Trash", "Local Folders"]
    m = [[False, True, "Q2 budget review \u2013 final numbers", "Ines Batista", "08:12"],
         [False, True, "Re: Offsite venue options", "Tom\u00e1s Reyes", "07:58"],
         [True, False, "Invoice INV-20931 from Printwell", "billing@printwell.eu", "Yesterday 17:40"],
         [False, True, "Your build #1482 passed", "ci@arclight-studio.com", "Yesterday 16:05"],
         [False, False, "Lunch Thursday?", "Ana Lopes", "Yesterday 12:31"],
         [False, True, "New comment on 'Brand refresh v3'", "Figma", "Yesterday 10:02"],
         [False, False, "Contract addendum signed", "legal@northwind-partners.com", "Fri 15:44"]]

    def view(sel: int | None, pane: list[str] | None, unread: int, flds: list[str], tabs: list[str] | None = None) -> list[Row]:
        return tb_mail("Inbox", acct, flds, [tuple(x) for x in m], sel=sel, pane=pane, status=(unread, 212), tabs=tabs)  # type: ignore[misc]

    state = desk("Thunderbird Mail", ck.now(), view(None, None, 4, folders))
    q2 = ["From: Ines Batista <ines.batista@arclight-studio.com>", "Subject: Q2 budget review \u2013 final numbers", "Date: 03/06/2024, 08:12",
          "To: Studio leads <leads@arclight-studio.com>", "Hi all, attached are the final Q2 numbers. Production came in at \u20ac184,200 against a plan of \u20ac190,000.",
          "Please confirm your department lines by Wednesday noon.", "Attachment: Q2_budget_final.xlsx (48 kB)"]
    m[0][1] = False
    f2 = folders[:1] + ["Inbox (3)"] + folders[2:]
    turns = [(code("pyautogui.click(700, 169)"), desk("Thunderbird Mail", ck.tick(), view(0, q2, 3, f2)))]
    m[0][0] = True
    turns.append((code("pyautogui.click(424, 169)  # star column of the selected message"), desk("Thunderbird Mail", ck.tick(), view(0, q2, 3, f2))))
    off = ["From: Tom\u00e1s Reyes <tomas.reyes@arclight-studio.com>", "Subject: Re: Offsite venue options", "Date: 03/06/2024, 07:58",
           "To: Jules Moreau <j.moreau@arclight-studio.com>", "Quinta da Serra can do 24\u201326 September for 18 people; the lake hotel only has the 1st to the 3rd of October.",
           "Both include a meeting room. I would book the Quinta before Friday.", "> On 31/05/2024 Jules wrote: can you check two venues for late September?"]
    m[1][1] = False
    f3 = folders[:1] + ["Inbox (2)"] + folders[2:]
    turns.append((code("pyautogui.click(700, 197)"), desk("Thunderbird Mail", ck.tick(), view(1, off, 2, f3))))
    tag: list[Row] = [("label", "", "Tags: Important", (420, 740), (300, 20))]
    turns.append((code("pyautogui.press('1')  # tag the selected message as Important"),
                  desk("Thunderbird Mail", ck.tick(), view(1, off, 2, f3) + tag)))
    inv = ["From: billing@printwell.eu", "Subject: Invoice INV-20931 from Printwell", "Date: 02/06/2024, 17:40", "To: j.moreau@arclight-studio.com",
           "Invoice INV-20931 for 500 tri-fold brochures (A4, 170 gsm) \u2013 total \u20ac612.40, due 16 June 2024.", "Pay by bank transfer, reference INV-20931.",
           "Attachment: INV-20931.pdf (96 kB)"]
    shown = [list(x) for x in m]
    shown[0][0] = False
    turns.append((code("pyautogui.click(700, 225)"),
                  desk("Thunderbird Mail", ck.tick(), tb_mail("Inbox", acct, f3, [tuple(x) for x in shown], sel=2, pane=inv, status=(2, 212)))))  # type: ignore[misc]
    acc: list[Row] = [("tree-item", "j.moreau@arclight-studio.com", "", (130, 90), (300, 26)), ("tree-item", "Server Settings", "", (150, 118), (280, 26)),
                      ("tree-item", "Copies & Folders", "", (150, 146), (280, 26)), ("tree-item", "Composition & Addressing", "", (150, 174), (280, 26)),
                      ("tree-item", "Junk Settings", "", (150, 202), (280, 26)), ("tree-item", "Outgoing Server (SMTP)", "", (130, 290), (300, 26)),
                      ("label", "", "Account Settings - <j.moreau@arclight-studio.com>", (480, 90), (600, 24)), ("entry", "Account Name:", acct, (640, 130), (500, 28)),
                      ("entry", "Your Name:", "Jules Moreau", (640, 200), (500, 28)), ("entry", "Email Address:", acct, (640, 236), (500, 28)),
                      ("entry", "Reply-to Address:", "", (640, 272), (500, 28)), ("entry", "Organization:", "Arclight Studio", (640, 308), (500, 28)),
                      ("check-box", "Attach the signature from a file instead (text, HTML, or image):", "", (640, 520), (500, 22))]
    turns.append((code("pyautogui.click(92, 300)  # Settings space\npyautogui.click(250, 400)  # Account Settings"),
                  desk("Thunderbird Mail", ck.tick(), tb_frame("Account Settings", ["Inbox", "Account Settings"]) + acc)))
    rs.add(TASK, "h66-os-05", system("Star the Q2 budget mail, tag the venue reply as Important, look at the Printwell invoice, then open the account settings."),
           turns, state=state, bad=True, turn=5,
           kind="When the invoice is selected, 'Q2 budget review' is listed as not starred although it was starred at turn 2 and still starred at turns 3-4; selecting another message does not unstar it.")


def t06(rs: rowkit2.RowSet) -> None:
    """Clean: Files new folder, move by cut/paste, rename, delete then Undo, empty Trash view."""
    ck = Clock("Jan 18", 10, 5)
    P = ["Home", "Projects"]
    items = [("client-alpha", "9 items", "Jan 16"), ("draft_v1.md", "12.8 kB", "Dec 11"), ("notes.txt", "2.1 kB", "09:58"),
             ("site-mockups.fig", "4.6 MB", "Jan 12"), ("tmp-build", "31 items", "Jan 17")]

    def srt(x: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        return sorted(x, key=lambda i: i[0].lower())

    state = desk("Files", ck.now(), files("Home", ["Home"], [("Desktop", "0 items", "Jan 3"), ("Documents", "8 items", "Jan 10"),
                                                          ("Downloads", "17 items", "Jan 17"), ("Projects", "5 items", "09:58")]))
    turns = [(code("pyautogui.doubleClick(600, 214)  # Projects"), desk("Files", ck.tick(), files("Projects", P, items)))]
    nf: list[Row] = [("dialog", "New Folder", "", (700, 380), (520, 180)), ("label", "", "Folder name", (720, 420), (200, 20)),
                     ("entry", "", "Untitled Folder", (720, 446), (480, 30)), ("push-button", "Cancel", "", (720, 390), (80, 30)),
                     ("push-button", "Create", "", (1120, 390), (80, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"), desk("Files", ck.tick(), files("Projects", P, items, extra=nf))))
    items = srt(items + [("archive-2023", "0 items", ck.tick().split()[-1])])
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('archive-2023')\npyautogui.press('enter')"),
                  desk("Files", ck.now(), files("Projects", P, items, status="\u201carchive-2023\u201d selected (containing 0 items)"))))
    t = ck.tick().split()[-1]
    items = srt([i for i in items if i[0] != "draft_v1.md" and i[0] != "archive-2023"] + [("archive-2023", "1 item", t)])
    turns.append((code("pyautogui.click(600, 180)  # draft_v1.md\npyautogui.hotkey('ctrl', 'x')\npyautogui.click(600, 112)  # archive-2023\npyautogui.hotkey('ctrl', 'v')"),
                  desk("Files", ck.now(), files("Projects", P, items, status="\u201carchive-2023\u201d selected (containing 1 item)"))))
    turns.append((code("pyautogui.doubleClick(600, 112)"), desk("Files", ck.tick(), files("archive-2023", P + ["archive-2023"], [("draft_v1.md", "12.8 kB", "Dec 11")]))))
    turns.append((code("pyautogui.hotkey('alt', 'left')"), desk("Files", ck.tick(), files("Projects", P, items))))
    items = srt([("meeting-notes.txt", "2.1 kB", "09:58") if i[0] == "notes.txt" else i for i in items])
    turns.append((code("pyautogui.click(600, 180)  # notes.txt\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('meeting-notes.txt')\npyautogui.press('enter')"),
                  desk("Files", ck.tick(), files("Projects", P, items, status="\u201cmeeting-notes.txt\u201d selected (2.1 kB)"))))
    gone = [i for i in items if i[0] != "tmp-build"]
    toast: list[Row] = [("label", "", "\u201ctmp-build\u201d moved to trash", (760, 980), (300, 30)), ("push-button", "Undo", "", (1070, 980), (70, 30)),
                        ("push-button", "Close", "", (1150, 980), (30, 30))]
    turns.append((code("pyautogui.click(600, 248)  # tmp-build\npyautogui.press('delete')"), desk("Files", ck.tick(), files("Projects", P, gone, extra=toast))))
    turns.append((code("pyautogui.click(1104, 995)  # Undo"), desk("Files", ck.tick(), files("Projects", P, items, status="\u201ctmp-build\u201d selected (containing 31 items)"))))
    turns.append((code("pyautogui.click(186, 413)  # Trash"), desk("Files", ck.tick(), files("Trash", ["Trash"], [], extra=[("label", "", "Trash is Empty", (860, 500), (200, 30))]))))
    rs.add(TASK, "h66-os-06", system("Tidy ~/Projects: put draft_v1.md into a new folder archive-2023 and rename notes.txt to meeting-notes.txt. Keep tmp-build."),
           turns, state=state)


def t07(rs: rowkit2.RowSet) -> None:
    """Clean: Writer footnote inserted (renumbering), find & replace all, footnote deleted (renumbering)."""
    ck = Clock("Oct 2", 20, 11)
    doc = "thesis-ch2.odt"
    body = ["2.3 Perception of colour in low light",
            "Rod cells dominate vision below roughly 0.01 cd/m\u00b2, so colour discrimination collapses in scotopic conditions.1",
            "Purkinje (1825) noticed that red flowers turned grey at dusk while blue ones kept their colour.",
            "Later work quantified the shift of peak sensitivity from 555 nm to 507 nm.2",
            "The colour constancy literature rarely controls for this mesopic range, and colour naming tasks",
            "are usually run under office lighting (about 500 lux), far from the conditions studied here."]
    notes = ["1 Stockman & Sharpe (2006), p. 41.", "2 Wald (1945); see also Crawford (1949)."]
    words = 1873

    def scr(b: list[str], n: list[str], w: int, extra: list[Row] | None = None, page: str = "Page 14 of 31") -> str:
        fn = [("paragraph", "", x, (560, 860 + i * 26), (800, 24)) for i, x in enumerate(n)]
        return desk("LibreOffice Writer", ck.tick(), writer(doc, b, page=page, words=f"{w:,} words, {w * 6 + 211:,} characters", extra=fn + (extra or [])))

    state = desk("LibreOffice Writer", ck.now(), writer(doc, body, page="Page 14 of 31", words=f"{words:,} words, {words * 6 + 211:,} characters",
                                                        extra=[("paragraph", "", x, (560, 860 + i * 26), (800, 24)) for i, x in enumerate(notes)]))
    body[2] = body[2] + "2"
    body[3] = body[3][:-1] + "3"
    notes = [notes[0], "2 ", "3 Wald (1945); see also Crawford (1949)."]
    turns = [(code("pyautogui.click(1354, 298)  # end of the Purkinje sentence\npyautogui.click(268, 58)  # Insert\npyautogui.click(330, 420)  # Footnote and Endnote\npyautogui.click(520, 420)  # Footnote"),
              scr(body, notes, words + 1))]
    notes[1] = "2 Purkinje, J. E. (1825). Neue Beitr\u00e4ge zur Kenntniss des Sehens, p. 109."
    words += 12
    turns.append((code("pyautogui.write('Purkinje, J. E. (1825). Neue Beitr\u00e4ge zur Kenntniss des Sehens, p. 109.')"), scr(body, notes, words)))
    fr: list[Row] = [("dialog", "Find and Replace", "", (1220, 200), (560, 520)), ("combo-box", "Find", "", (1240, 250), (400, 28)),
                     ("check-box", "Match case", "", (1240, 290), (160, 22)), ("check-box", "Whole words only", "", (1420, 290), (200, 22)),
                     ("combo-box", "Replace", "", (1240, 360), (400, 28)), ("push-button", "Find All", "", (1240, 400), (100, 30)),
                     ("push-button", "Find Previous", "", (1350, 400), (120, 30)), ("push-button", "Find Next", "", (1480, 400), (100, 30)),
                     ("push-button", "Replace", "", (1240, 440), (100, 30)), ("push-button", "Replace All", "", (1350, 440), (120, 30)),
                     ("push-button", "Close", "", (1680, 680), (80, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), scr(body, notes, words, fr)))
    body = [b.replace("colour", "color") for b in body]
    fr2 = [("combo-box", "Find", "colour", r[3], r[4]) if r[1] == "Find" else ("combo-box", "Replace", "color", r[3], r[4]) if r[1] == "Replace" else r for r in fr]
    turns.append((code("pyautogui.click(1440, 264)\npyautogui.write('colour')\npyautogui.click(1440, 374)\npyautogui.write('color')\npyautogui.click(1410, 455)  # Replace All"),
                  scr(body, notes, words, fr2 + [("label", "", "Search key replaced 17 times", (1240, 480), (300, 20))])))
    turns.append((code("pyautogui.click(1530, 415)  # Find Next"), scr(body, notes, words, fr2 + [("label", "", "Search key not found", (1240, 480), (300, 20))])))
    body[1] = body[1][:-1]
    body[2] = body[2][:-1] + "1"
    body[3] = body[3][:-1] + "2"
    notes = ["1 Purkinje, J. E. (1825). Neue Beitr\u00e4ge zur Kenntniss des Sehens, p. 109.", "2 Wald (1945); see also Crawford (1949)."]
    words -= 6
    turns.append((code("pyautogui.click(1730, 695)  # Close\npyautogui.click(1381, 264)  # after the first footnote anchor\npyautogui.press('backspace')\npyautogui.press('backspace')"),
                  scr(body, notes, words)))
    turns.append((code("WriterTools.save()"), scr(body, notes, words)))
    rs.add(TASK, "h66-os-07", system("In thesis-ch2.odt add a Purkinje footnote after the 1825 sentence, switch 'colour' to US spelling throughout, and remove the Stockman & Sharpe footnote."),
           turns, state=state)


def t08(rs: rowkit2.RowSet) -> None:
    """Bad: the merged letters lose one recipient of the six in the data source."""
    ck = Clock("Nov 27", 11, 22)
    doc = "invitation.odt"
    guests = [("Ana", "Kova\u010d", "ana.kovac@posteo.net", "Ljubljana"), ("Bruno", "Ferreira", "bferreira@sapo.pt", "Porto"),
              ("Chlo\u00e9", "Martin", "chloe.martin@orange.fr", "Lyon"), ("Tomasz", "Nowak", "t.nowak@wp.pl", "Krak\u00f3w"),
              ("Ingrid", "Halvorsen", "ingrid.h@online.no", "Bergen"), ("Yusuf", "Demir", "ydemir@ttmail.com", "\u0130zmir")]
    body = ["Winter Gathering 2024", "Dear ,", "We are delighted to invite you to our winter gathering on Saturday 14 December at 18:00,",
            "at the Old Granary, Rua das Flores 27, Porto.", "Please let us know by 6 December whether you can come.", "Warm regards, Marta & Jo\u00e3o"]
    ds: list[Row] = [("tree-item", "guests", "", (80, 150), (220, 24)), ("tree-item", "Sheet1", "", (100, 176), (200, 24))]
    for j, h in enumerate(["FirstName", "LastName", "Email", "City"]):
        ds.append(("table-column-header", h, "", (320 + j * 240, 150), (238, 24)))
    for i, g in enumerate(guests):
        for j, v in enumerate(g):
            ds.append(("table-cell", "", v, (320 + j * 240, 176 + i * 24), (238, 24)))
    ds.append(("label", "", "Record 1 of 6", (320, 330), (200, 20)))

    def w(paras: list[str], extra: list[Row], title: str = doc, page: str = "Page 1 of 1", words: str = "62 words, 371 characters") -> str:
        return desk("LibreOffice Writer", ck.tick(), writer(title, paras, page=page, words=words, extra=extra, y0=420))

    state = desk("LibreOffice Writer", ck.now(), writer(doc, body, words="61 words, 366 characters", y0=420))
    turns = [(code("pyautogui.hotkey('ctrl', 'shift', 'F4')  # data sources"), w(body, ds, words="61 words, 366 characters"))]
    body[1] = "Dear <FirstName>,"
    turns.append((code("pyautogui.dragTo(610, 488, duration=0.6)  # drag the FirstName column header after 'Dear '"), w(body, ds)))
    wiz: list[Row] = [("dialog", "Mail Merge Wizard", "", (560, 240), (800, 560)), ("list-item", "1. Select starting document", "", (580, 290), (220, 22)),
                      ("list-item", "2. Select document type", "", (580, 316), (220, 22)), ("list-item", "3. Insert address block", "", (580, 342), (220, 22)),
                      ("list-item", "4. Create salutation", "", (580, 368), (220, 22)), ("list-item", "5. Adjust layout", "", (580, 394), (220, 22)),
                      ("radio-button", "Use the current document", "", (830, 320), (300, 22)), ("radio-button", "Create a new document", "", (830, 346), (300, 22)),
                      ("push-button", "< Back", "", (1000, 750), (80, 30)), ("push-button", "Next >", "", (1090, 750), (80, 30)),
                      ("push-button", "Finish", "", (1180, 750), (80, 30)), ("push-button", "Cancel", "", (1270, 750), (80, 30))]
    turns.append((code("pyautogui.click(1050, 58)  # Tools\npyautogui.click(1100, 330)  # Mail Merge Wizard..."), w(body, ds + wiz)))
    step3 = wiz[:6] + [("label", "", "Current address list: guests", (830, 300), (400, 20)), ("push-button", "Select Different Address List...", "", (830, 330), (260, 30)),
                       ("check-box", "This document should contain an address block", "", (830, 380), (400, 22)),
                       ("label", "", "Kova\u010d Ana, Ljubljana", (850, 520), (300, 20)), ("label", "", "Document: 1", (850, 600), (120, 20)),
                       ("push-button", "Next address", "", (980, 596), (28, 28))] + wiz[6:][2:]
    turns.append((code("pyautogui.click(690, 353)  # 3. Insert address block"), w(body, ds + step3)))
    mm: list[Row] = [("push-button", "First Mail Merge Entry", "", (600, 150), (28, 26)), ("push-button", "Previous Mail Merge Entry", "", (630, 150), (28, 26)),
                     ("spin-button", "Current Mail Merge Entry", "1", (660, 150), (50, 26)), ("push-button", "Next Mail Merge Entry", "", (714, 150), (28, 26)),
                     ("push-button", "Last Mail Merge Entry", "", (744, 150), (28, 26)), ("check-box", "Exclude Mail Merge Entry", "", (780, 150), (28, 26)),
                     ("push-button", "Edit Individual Documents", "", (820, 150), (28, 26)), ("push-button", "Save Merged Documents", "", (850, 150), (28, 26)),
                     ("push-button", "Print Merged Documents", "", (880, 150), (28, 26)), ("push-button", "Send Email Messages", "", (910, 150), (28, 26))]
    turns.append((code("pyautogui.click(1215, 765)  # Finish"), w(body, ds + mm)))
    merged = [g for g in guests if g[0] != "Tomasz"]
    pages = []
    for i, g in enumerate(merged):
        pages.append(("paragraph", "", f"Dear {g[0]},", (240 + (i % 3) * 520, 260 + (i // 3) * 420), (480, 24)))
        pages.append(("paragraph", "", "We are delighted to invite you to our winter gathering on Saturday 14 December at 18:00,", (240 + (i % 3) * 520, 290 + (i // 3) * 420), (480, 24)))
    turns.append((code("pyautogui.click(834, 163)  # Edit Individual Documents\npyautogui.click(180, 58)  # View\npyautogui.click(240, 120)  # Multi-page view"),
                  desk("LibreOffice Writer", ck.tick(), writer("Letters1", [], page=f"Page 1 of {len(merged)}", words=f"{62 * len(merged)} words, {371 * len(merged)} characters", extra=pages))))
    rs.add(TASK, "h66-os-08", system("Merge invitation.odt with the guests address list so that every guest gets a letter, and open the individual letters."),
           turns, state=state, bad=True, turn=6,
           kind="The merged Letters1 has only 5 letters and no letter for Tomasz Nowak, although the guests list shown at turns 1-5 has 6 records ('Record 1 of 6') and nobody was excluded.")


def t09(rs: rowkit2.RowSet) -> None:
    """Clean: Chrome live clock and exchange-rate pages reloaded; tab closed and reopened; history."""
    ck = Clock("Mar 14", 10, 2)

    def clocks(t: int) -> list[Row]:
        cities = [("Lisbon", 0), ("New York", -4), ("Tokyo", 9), ("Sydney", 11), ("Berlin", 1), ("S\u00e3o Paulo", -3)]
        out: list[Row] = [("heading", "The World Clock \u2014 Worldwide", "", (120, 160), (900, 40))]
        for i, (c, off) in enumerate(cities):
            m = (t + off * 60) % 1440
            out += [("link", c, c, (140, 230 + i * 30), (200, 26)), ("table-cell", "", f"{m // 60:02d}:{m % 60:02d}", (360, 230 + i * 30), (120, 26))]
        return out

    def fx(rate: str, stamp: str) -> list[Row]:
        return [("heading", "Euro to United States Dollar", "", (120, 170), (700, 34)), ("label", "", f"1 EUR = {rate} USD", (120, 220), (400, 40)),
                ("label", "", f"{stamp} UTC \u00b7 Disclaimer", (120, 270), (500, 20)), ("link", "1D", "1D", (120, 320), (40, 24)),
                ("link", "5D", "5D", (170, 320), (40, 24)), ("label", "", "Previous close 1.0879", (1300, 320), (300, 20))]

    url1, url2 = "https://www.timeanddate.com/worldclock/", "https://www.google.com/finance/quote/EUR-USD"
    t1, t2 = "Time and Date world clock", "EUR / USD Currency Exchange Rate & News - Google Finance"
    state = desk("Google Chrome", ck.now(), chrome(["New Tab"], 0, "", [("entry", "Search Google or type a URL", "", (660, 460), (600, 44))]))
    turns = [(code(f"pyautogui.click(900, 91)\npyautogui.write('{url1}')\npyautogui.press('enter')"),
              desk("Google Chrome", ck.tick(), chrome([t1], 0, "timeanddate.com/worldclock", clocks(ck.t))))]
    turns.append((code("time.sleep(120)\npyautogui.press('f5')"), desk("Google Chrome", ck.tick(2), chrome([t1], 0, "timeanddate.com/worldclock", clocks(ck.t)))))
    turns.append((code(f"pyautogui.hotkey('ctrl', 't')\npyautogui.write('{url2}')\npyautogui.press('enter')"),
                  desk("Google Chrome", ck.tick(), chrome([t1, t2], 1, "google.com/finance/quote/EUR-USD", fx("1.0863", "Mar 14, 10:05:31 AM")))))
    turns.append((code("time.sleep(180)\npyautogui.press('f5')"),
                  desk("Google Chrome", ck.tick(3), chrome([t1, t2], 1, "google.com/finance/quote/EUR-USD", fx("1.0857", "Mar 14, 10:08:44 AM")))))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), desk("Google Chrome", ck.tick(), chrome([t1], 0, "timeanddate.com/worldclock", clocks(ck.t)))))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"),
                  desk("Google Chrome", ck.tick(), chrome([t1, t2], 1, "google.com/finance/quote/EUR-USD", fx("1.0859", "Mar 14, 10:10:12 AM")))))
    hist: list[Row] = [("heading", "History", "", (120, 170), (300, 30)), ("heading", "Today - Thursday, March 14, 2024", "", (400, 230), (600, 24)),
                       ("link", t2, "10:10 AM  " + t2, (420, 262), (900, 24)), ("link", t2, "10:05 AM  " + t2, (420, 288), (900, 24)),
                       ("link", t1, "10:03 AM  " + t1, (420, 314), (900, 24))]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), desk("Google Chrome", ck.tick(), chrome([t1, t2, "History"], 2, "chrome://history", hist))))
    rs.add(TASK, "h66-os-09", system("Check the current time in Tokyo and the live EUR/USD rate a few minutes apart; then look at today's browsing history."),
           turns, state=state)


def t10(rs: rowkit2.RowSet) -> None:
    """Bad: the Screen Blank delay set to 10 minutes shows 5 minutes when the Power panel is revisited."""
    ck = Clock("Aug 8", 14, 30)

    def power(blank: str, extra: list[Row] | None = None) -> list[Row]:
        return settings("Power", [("label", "", "Power Mode", (420, 100), (200, 20)), ("radio-button", "Performance", "", (440, 130), (600, 40)),
                                  ("radio-button", "Balanced", "", (440, 172), (600, 40)), ("radio-button", "Power Saver", "", (440, 214), (600, 40)),
                                  ("label", "", "Power Saving Options", (420, 290), (300, 20)), ("check-box", "Dim Screen", "", (1640, 320), (50, 30)),
                                  ("combo-box", "Screen Blank", blank, (1500, 364), (190, 34)), ("check-box", "Automatic Power Saver", "", (1640, 410), (50, 30)),
                                  ("label", "", "Automatic Suspend", (440, 460), (300, 20)), ("label", "", "Off", (1600, 460), (60, 20)),
                                  ("label", "", "Suspend & Power Button", (420, 520), (300, 20)), ("combo-box", "Power Button Behavior", "Suspend", (1500, 550), (190, 34)),
                                  ("check-box", "Show Battery Percentage", "", (1640, 600), (50, 30))] + (extra or []))

    def displays(night: bool | None) -> list[Row]:
        if night is None:
            return settings("Displays", [("page-tab", "Displays", "", (860, 90), (100, 30)), ("page-tab", "Night Light", "", (962, 90), (110, 30)),
                                         ("label", "", "Built-in display", (440, 150), (300, 20)), ("combo-box", "Orientation", "Landscape", (1400, 200), (260, 34)),
                                         ("combo-box", "Resolution", "1920 \u00d7 1080 (16:9)", (1400, 240), (260, 34)), ("combo-box", "Refresh Rate", "60.00 Hz", (1400, 280), (260, 34)),
                                         ("combo-box", "Scale", "100 %", (1400, 320), (260, 34)), ("check-box", "Fractional Scaling", "", (1640, 370), (50, 30))])
        return settings("Displays", [("page-tab", "Displays", "", (860, 90), (100, 30)), ("page-tab", "Night Light", "", (962, 90), (110, 30)),
                                     ("check-box", "Night Light", "on" if night else "off", (1640, 150), (50, 30)),
                                     ("radio-button", "Sunset to Sunrise", "", (440, 200), (300, 30)), ("radio-button", "Manual Schedule", "", (440, 236), (300, 30)),
                                     ("slider", "Color Temperature", "4000 K", (440, 300), (800, 30))])

    state = desk("Settings", ck.now(), settings("Wi-Fi", [("check-box", "Wi-Fi", "on", (1640, 40), (50, 30)), ("label", "", "Visible Networks", (420, 120), (300, 20)),
                                                             ("list-item", "Harbourview-5G", "Connected", (440, 150), (1200, 40)), ("list-item", "Harbourview", "", (440, 192), (1200, 40)),
                                                             ("list-item", "DIRECT-7B-HP OfficeJet", "", (440, 234), (1200, 40))]))
    turns = [(code("pyautogui.click(180, 579)  # Power"), desk("Settings", ck.tick(), power("5 minutes")))]
    opts = [("list-item", o, "", (1500, 400 + i * 30), (190, 28)) for i, o in enumerate(["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"])]
    turns.append((code("pyautogui.click(1595, 381)  # Screen Blank"), desk("Settings", ck.tick(), power("5 minutes", opts))))
    turns.append((code("pyautogui.click(1595, 594)  # 10 minutes"), desk("Settings", ck.tick(), power("10 minutes"))))
    turns.append((code("pyautogui.click(180, 616)  # Displays"), desk("Settings", ck.tick(), displays(None))))
    turns.append((code("pyautogui.click(1017, 105)  # Night Light tab\npyautogui.click(1665, 165)  # switch on"), desk("Settings", ck.tick(), displays(True))))
    turns.append((code("pyautogui.click(180, 579)  # Power"), desk("Settings", ck.tick(), power("5 minutes"))))
    turns.append((code("pyautogui.click(180, 246)  # Appearance"),
                  desk("Settings", ck.tick(), settings("Appearance", [("label", "", "Style", (420, 100), (200, 20)), ("radio-button", "Light", "", (520, 130), (300, 180)),
                                                                     ("radio-button", "Dark", "", (860, 130), (300, 180)), ("label", "", "Color", (420, 340), (200, 20)),
                                                                     ("radio-button", "orange", "", (440, 370), (40, 40)), ("label", "", "Desktop Icons", (420, 440), (300, 20)),
                                                                     ("check-box", "Show Personal folder", "", (1640, 470), (50, 30)), ("label", "", "Dock", (420, 540), (200, 20)),
                                                                     ("check-box", "Auto-hide the Dock", "", (1640, 570), (50, 30)), ("slider", "Icon size", "48", (1200, 620), (400, 30))]))))
    rs.add(TASK, "h66-os-10", system("Make the screen blank after 10 minutes of inactivity, switch on Night Light, then open the Appearance settings."),
           turns, state=state, bad=True, turn=6,
           kind="Back on the Power panel, Screen Blank reads '5 minutes' although it was set to '10 minutes' at turn 3; only the Night Light switch was touched in between.")


def t11(rs: rowkit2.RowSet) -> None:
    """Bad: VLC is paused at 01:47; after closing the Media Information dialog the elapsed time reads 01:17."""
    ck = Clock("Sep 19", 21, 7)
    pl = [("01 - Tide Tables", "03:58", "Coastline (2019)"), ("02 - Lantern Street", "04:21", "Coastline (2019)"),
          ("03 - Harbour Lights", "05:12", "Coastline (2019)"), ("04 - Salt & Iron", "03:36", "Coastline (2019)"), ("05 - North Pier", "06:03", "Coastline (2019)")]
    state = desk("VLC media player", ck.now(), vlc("VLC media player", pl, None, "--:--", "--:--"))
    turns = [(code("pyautogui.doubleClick(600, 146)  # 03 - Harbour Lights"), desk("VLC media player", ck.tick(), vlc("Harbour Lights - Mara Quell - VLC media player", pl, 2, "00:01", "05:12")))]
    turns.append((code("time.sleep(105)\npyautogui.press('space')"),
                  desk("VLC media player", ck.tick(2), vlc("Harbour Lights - Mara Quell - VLC media player", pl, 2, "01:47", "05:12", paused=True))))
    info: list[Row] = [("dialog", "Current Media Information", "", (600, 200), (720, 620)), ("page-tab", "General", "", (620, 230), (90, 26)),
                       ("page-tab", "Metadata", "", (712, 230), (90, 26)), ("page-tab", "Codec", "", (804, 230), (80, 26)), ("page-tab", "Statistics", "", (886, 230), (90, 26)),
                       ("entry", "Title", "Harbour Lights", (760, 280), (520, 26)), ("entry", "Artist", "Mara Quell", (760, 312), (520, 26)),
                       ("entry", "Album", "Coastline", (760, 344), (520, 26)), ("entry", "Date", "2019", (760, 376), (120, 26)), ("entry", "Track number", "3", (1000, 376), (80, 26)),
                       ("entry", "Genre", "Folk", (760, 408), (520, 26)), ("label", "", "Location: file:///home/leo/Music/Coastline/03%20-%20Harbour%20Lights.mp3", (620, 740), (680, 20)),
                       ("push-button", "Close", "", (1210, 780), (90, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"), desk("VLC media player", ck.tick(), vlc("Harbour Lights - Mara Quell - VLC media player", pl, 2, "01:47", "05:12", paused=True, extra=info))))
    codec = info[:5] + [("tree-item", "Stream 0", "", (620, 280), (660, 24)), ("label", "", "Type: Audio", (660, 306), (400, 20)),
                        ("label", "", "Codec: MPEG Audio layer 1/2/3 (mpga)", (660, 328), (400, 20)), ("label", "", "Channels: Stereo", (660, 350), (400, 20)),
                        ("label", "", "Sample rate: 44100 Hz", (660, 372), (400, 20)), ("label", "", "Bitrate: 320 kb/s", (660, 394), (400, 20))] + info[-2:]
    turns.append((code("pyautogui.click(844, 243)  # Codec"), desk("VLC media player", ck.tick(), vlc("Harbour Lights - Mara Quell - VLC media player", pl, 2, "01:47", "05:12", paused=True, extra=codec))))
    stats = info[:5] + [("label", "", "Input/Read: Media data size 4196 KiB, Input bitrate 318 kb/s", (640, 290), (640, 20)),
                        ("label", "", "Audio: Decoded 1611 blocks, Played 1609 buffers, Lost 0 buffers", (640, 320), (640, 20))] + info[-2:]
    turns.append((code("pyautogui.click(931, 243)  # Statistics"), desk("VLC media player", ck.tick(), vlc("Harbour Lights - Mara Quell - VLC media player", pl, 2, "01:47", "05:12", paused=True, extra=stats))))
    turns.append((code("pyautogui.click(1255, 795)  # Close"), desk("VLC media player", ck.tick(), vlc("Harbour Lights - Mara Quell - VLC media player", pl, 2, "01:17", "05:12", paused=True))))
    rs.add(TASK, "h66-os-11", system("Play 'Harbour Lights', pause it after a while and look up its codec and bitrate."),
           turns, state=state, bad=True, turn=6,
           kind="Playback was paused at 01:47 (turns 2-5) and nothing resumed or seeked it, yet after closing the dialog the elapsed time reads 01:17, going backwards.")


def t12(rs: rowkit2.RowSet) -> None:
    """Clean: VLC playlist added, playing time advances, sorted, an item removed, next track, loop toggled."""
    ck = Clock("Jul 2", 18, 40)
    pl = [("Morning Raga", "07:45", "Field Recordings"), ("Brass Parade", "03:12", "Field Recordings"), ("Chimes at Dusk", "05:30", "Field Recordings")]
    state = desk("VLC media player", ck.now(), vlc("VLC media player", [], None, "--:--", "--:--"))
    turns = [(code("VLCTools.add_to_playlist(['/home/sam/Music/field/morning-raga.ogg', '/home/sam/Music/field/brass-parade.ogg', '/home/sam/Music/field/chimes-at-dusk.ogg'])"),
              desk("VLC media player", ck.tick(), vlc("VLC media player", pl, None, "--:--", "--:--")))]
    turns.append((code("pyautogui.doubleClick(600, 98)"), desk("VLC media player", ck.tick(), vlc("Morning Raga - VLC media player", pl, 0, "00:02", "07:45"))))
    turns.append((code("time.sleep(60)"), desk("VLC media player", ck.tick(), vlc("Morning Raga - VLC media player", pl, 0, "01:03", "07:45"))))
    pl = sorted(pl)
    turns.append((code("pyautogui.click(650, 72)  # Title column header: sort"), desk("VLC media player", ck.tick(), vlc("Morning Raga - VLC media player", pl, 2, "02:05", "07:45"))))
    pl = [p for p in pl if p[0] != "Chimes at Dusk"]
    turns.append((code("pyautogui.click(600, 122)  # Chimes at Dusk\npyautogui.press('delete')"), desk("VLC media player", ck.tick(), vlc("Morning Raga - VLC media player", pl, 1, "03:07", "07:45"))))
    turns.append((code("pyautogui.doubleClick(600, 98)  # Brass Parade"), desk("VLC media player", ck.tick(), vlc("Brass Parade - VLC media player", pl, 0, "00:01", "03:12"))))
    turns.append((code("pyautogui.click(358, 1040)  # loop button"), desk("VLC media player", ck.now(), vlc("Brass Parade - VLC media player", pl, 0, "00:04", "03:12", loop="Loop all"))))
    rs.add(TASK, "h66-os-12", system("Queue the three field recordings, play them, drop 'Chimes at Dusk' from the list and loop the rest."),
           turns, state=state)


def t13(rs: rowkit2.RowSet) -> None:
    """Bad: Mont Blanc's elevation in the infobox changes when the article is shown again after Back."""
    ck = Clock("Feb 2", 16, 20)
    url = "en.wikipedia.org/wiki/Mont_Blanc"
    tt = "Mont Blanc - Wikipedia"

    def art(elev: str, extra: list[Row] | None = None) -> list[Row]:
        return [("heading", "Mont Blanc", "", (300, 180), (600, 40)), ("paragraph", "", "Mont Blanc is the highest mountain in the Alps and Western Europe, rising 4,805.59 m above sea level on the French-Italian border.", (300, 240), (900, 60)),
                ("table-cell", "Elevation", elev, (1300, 260), (400, 24)), ("table-cell", "Prominence", "4,695 m (15,404 ft)", (1300, 290), (400, 24)),
                ("table-cell", "Parent peak", "none (highest in the Alps)", (1300, 320), (400, 24)), ("table-cell", "Listing", "Seven Summits (Kilimanjaro variant)", (1300, 350), (400, 24)),
                ("table-cell", "Location", "France / Italy", (1300, 380), (400, 24)), ("table-cell", "Parent range", "Graian Alps", (1300, 410), (400, 24)),
                ("table-cell", "First ascent", "8 August 1786 by Jacques Balmat and Michel Paccard", (1300, 440), (400, 44)),
                ("table-cell", "Easiest route", "Go\u00fbter Route", (1300, 490), (400, 24)), ("link", "Jacques Balmat", "Jacques Balmat", (1400, 462), (140, 20)),
                ("heading", "Contents", "", (90, 240), (180, 24))] + (extra or [])

    state = desk("Google Chrome", ck.now(), chrome(["New Tab"], 0, "", [("entry", "Search Google or type a URL", "", (660, 460), (600, 44))]))
    e = "4,805.59 m (15,766 ft)"
    turns = [(code("pyautogui.click(900, 91)\npyautogui.write('https://en.wikipedia.org/wiki/Mont_Blanc')\npyautogui.press('enter')"),
              desk("Google Chrome", ck.tick(), chrome([tt], 0, url, art(e))))]
    find: list[Row] = [("entry", "Find in page", "ascent", (1420, 120), (300, 30)), ("label", "", "1/9", (1720, 120), (40, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('ascent')"), desk("Google Chrome", ck.tick(), chrome([tt], 0, url, art(e), find))))
    bal: list[Row] = [("heading", "Jacques Balmat", "", (300, 180), (600, 40)), ("paragraph", "", "Jacques Balmat (1762 \u2013 1834) was a Savoyard mountain guide and chamois hunter from Chamonix.", (300, 240), (900, 40)),
                      ("table-cell", "Born", "19 January 1762, Chamonix", (1300, 260), (400, 24)), ("table-cell", "Died", "July 1834 (aged 72), Sixt-Fer-\u00e0-Cheval", (1300, 290), (400, 24))]
    turns.append((code("pyautogui.press('esc')\npyautogui.click(1470, 472)  # Jacques Balmat"), desk("Google Chrome", ck.tick(), chrome(["Jacques Balmat - Wikipedia"], 0, "en.wikipedia.org/wiki/Jacques_Balmat", bal))))
    turns.append((code("pyautogui.hotkey('alt', 'left')"), desk("Google Chrome", ck.tick(), chrome([tt], 0, url, art("4,808.72 m (15,777 ft)")))))
    gm: list[Row] = [("heading", "Mont Blanc", "", (80, 180), (300, 30)), ("label", "", "4.5 (9,841) \u00b7 Mountain peak", (80, 220), (300, 20)),
                     ("push-button", "Directions", "", (80, 260), (100, 30)), ("label", "", "Chamonix-Mont-Blanc, France", (80, 310), (300, 20))]
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.write('https://www.google.com/maps/search/Mont+Blanc')\npyautogui.press('enter')"),
                  desk("Google Chrome", ck.tick(), chrome([tt, "Mont Blanc - Google Maps"], 1, "google.com/maps/place/Mont+Blanc", gm))))
    rs.add(TASK, "h66-os-13", system("Find Mont Blanc's elevation and who first climbed it on Wikipedia, then open it on Google Maps."),
           turns, state=state, bad=True, turn=4,
           kind="Back on the same Wikipedia article, the infobox elevation reads 4,808.72 m instead of the 4,805.59 m shown at turns 1-2 (and still stated in the lead); the page did not change.")


def t14(rs: rowkit2.RowSet) -> None:
    """Clean: Settings dark style, dock auto-hide (dock leaves the tree), Bluetooth discovery, 12-hour clock."""
    ck = Clock("Nov 5", 9, 48)
    h = {"hidden": False, "ampm": False}

    def clk() -> str:
        ck.tick()
        if not h["ampm"]:
            return ck.now()
        hh, mm = divmod(ck.t, 60)
        return f"{ck.day}  {(hh - 1) % 12 + 1}:{mm:02d} {'AM' if hh < 12 else 'PM'}"

    def appearance(dark: bool) -> list[Row]:
        return settings("Appearance", [("label", "", "Style", (420, 100), (200, 20)), ("radio-button", "Light", "" if dark else "selected", (520, 130), (300, 180)),
                                       ("radio-button", "Dark", "selected" if dark else "", (860, 130), (300, 180)), ("label", "", "Color", (420, 340), (200, 20)),
                                       ("radio-button", "orange", "selected", (440, 370), (40, 40)), ("label", "", "Dock", (420, 540), (200, 20)),
                                       ("check-box", "Auto-hide the Dock", "on" if h["hidden"] else "off", (1640, 570), (50, 30)), ("slider", "Icon size", "48", (1200, 620), (400, 30)),
                                       ("combo-box", "Position on screen", "Left", (1500, 670), (190, 34))])

    def d(rows: list[Row]) -> str:
        return desk("Settings", clk(), rows, dock_hidden=h["hidden"])

    state = desk("Settings", ck.now(), settings("Wi-Fi", [("check-box", "Wi-Fi", "on", (1640, 40), (50, 30)), ("list-item", "Casa-Pinto", "Connected", (440, 150), (1200, 40))]))
    turns = [(code("pyautogui.click(180, 246)  # Appearance"), d(appearance(False)))]
    turns.append((code("pyautogui.click(1010, 220)  # Dark"), d(appearance(True))))
    h["hidden"] = True
    turns.append((code("pyautogui.click(1665, 585)  # Auto-hide the Dock"), d(appearance(True))))

    def bt(on: bool, devs: list[tuple[str, str]]) -> list[Row]:
        rows: list[Row] = [("check-box", "Bluetooth", "on" if on else "off", (1640, 40), (50, 30))]
        if on:
            rows += [("label", "", "Visible as \u201cpinto-thinkpad\u201d and available for Bluetooth file transfers.", (440, 110), (900, 20)), ("label", "", "Devices", (420, 150), (200, 20))]
            rows += [("list-item", n, s, (440, 180 + i * 44), (1200, 42)) for i, (n, s) in enumerate(devs)]
            rows.append(("label", "", "Searching for devices\u2026", (440, 180 + len(devs) * 44), (300, 20)))
        else:
            rows.append(("label", "", "Bluetooth Turned Off", (860, 480), (300, 30)))
        return settings("Bluetooth", rows)

    turns.append((code("pyautogui.click(180, 154)  # Bluetooth"), d(bt(False, []))))
    turns.append((code("pyautogui.click(1665, 55)  # turn on"), d(bt(True, []))))
    turns.append((code("time.sleep(20)"), d(bt(True, [("WH-1000XM4", "Not Set Up"), ("MX Keys", "Not Set Up")]))))

    def dt(fmt: str) -> list[Row]:
        return settings("Date & Time", [("check-box", "Automatic Date & Time", "on", (1640, 110), (50, 30)), ("check-box", "Automatic Time Zone", "on", (1640, 156), (50, 30)),
                                        ("label", "", "Time Zone", (440, 250), (200, 20)), ("label", "", "WET (Lisbon, Portugal)", (1300, 250), (340, 20)),
                                        ("combo-box", "Time Format", fmt, (1500, 300), (190, 34))])

    turns.append((code("pyautogui.click(180, 968)  # Date & Time"), d(dt("24-hour"))))
    h["ampm"] = True
    turns.append((code("pyautogui.click(1595, 317)\npyautogui.click(1595, 380)  # AM / PM"), d(dt("AM / PM"))))
    turns.append((code("pyautogui.click(180, 246)  # Appearance"), d(appearance(True))))
    rs.add(TASK, "h66-os-14", system("Switch to the dark style with an auto-hiding dock, turn Bluetooth on, and use a 12-hour clock."),
           turns, state=state)


def t15(rs: rowkit2.RowSet) -> None:
    """Clean: Impress duplicate slide (numbers shift), retitle, delete a slide, slide sorter, save."""
    ck = Clock("Apr 25", 15, 12)
    doc = "Quarterly_Review.odp"
    slides = ["Q2 Review", "Highlights", "Q3 Pipeline", "Hiring", "Risks", "Next Steps"]
    body = {"Q2 Review": ["Q2 Review", "Operations team \u00b7 25 April 2024"], "Highlights": ["Highlights", "Revenue +12% QoQ", "Two new enterprise clients"],
            "Q3 Pipeline": ["Q3 Pipeline", "14 open deals, \u20ac2.3M weighted", "Top: Harlow Logistics (\u20ac410k)"], "Hiring": ["Hiring", "3 engineers, 1 designer"],
            "Risks": ["Risks", "Supplier delays in Poland", "FX exposure on USD contracts"], "Next Steps": ["Next Steps", "Board pack by 10 May"]}
    state = desk("LibreOffice Impress", ck.now(), impress(doc, slides, 1, body["Q2 Review"]))
    turns = [(code("ImpressTools.go_to_slide(3)"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 3, body["Q3 Pipeline"])))]
    slides.insert(3, "Q3 Pipeline")
    turns.append((code("ImpressTools.duplicate_slide(3)"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 4, body["Q3 Pipeline"]))))
    slides[3] = "Q3 Pipeline (EMEA)"
    body["Q3 Pipeline (EMEA)"] = ["Q3 Pipeline (EMEA)", "14 open deals, \u20ac2.3M weighted", "Top: Harlow Logistics (\u20ac410k)"]
    turns.append((code("pyautogui.tripleClick(900, 245)  # title of slide 4\npyautogui.write('Q3 Pipeline (EMEA)')\npyautogui.press('esc')"),
                  desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 4, body["Q3 Pipeline (EMEA)"]))))
    turns.append((code("ImpressTools.go_to_slide(6)"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 6, body["Risks"]))))
    slides.pop(5)
    turns.append((code("pyautogui.rightClick(180, 796)  # slide 6 thumbnail\npyautogui.click(260, 900)  # Delete Slide"),
                  desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 6, body["Next Steps"]))))
    turns.append((code("pyautogui.click(162, 58)  # View\npyautogui.click(220, 130)  # Slide Sorter"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 6, [], sorter=True))))
    turns.append((code("ImpressTools.save()"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 6, [], sorter=True))))
    rs.add(TASK, "h66-os-15", system("Copy the Q3 Pipeline slide as an EMEA version right after it, drop the Risks slide, and save."),
           turns, state=state)


def t16(rs: rowkit2.RowSet) -> None:
    """Bad: the autofilter record total changes from 18 to 19 with no row added."""
    ck = Clock("Jan 29", 11, 3)
    doc = "inventory.ods"
    wh = ["Berlin", "Hamburg", "Munich"]
    items = ["Pallet wrap", "Label roll", "Tape 48mm", "Carton S", "Carton M", "Carton L"]
    data = [[f"SKU-{1040 + i}", items[i % 6], "Packaging", wh[(i * 7) % 3], str(20 + (i * 37) % 90)] for i in range(18)]
    head = ["SKU", "Item", "Category", "Warehouse", "Qty"]

    def g(only: str | None = None) -> list[tuple[int, list[str]]]:
        return [(1, head)] + [(i, r) for i, r in enumerate(data, 2) if only is None or r[3] == only]

    def c(only: str | None, found: str | None, extra: list[Row] | None = None) -> str:
        return desk("LibreOffice Calc", ck.tick(), calc(doc, g(only), cell="D1", line="Warehouse", autofilter=True, found=found, extra=extra,
                                                        sheets=("Stock", "Suppliers")))

    state = desk("LibreOffice Calc", ck.now(), calc(doc, g(), cell="D1", line="Warehouse", sheets=("Stock", "Suppliers")))
    turns = [(code("pyautogui.hotkey('ctrl', 'shift', 'l')"), c(None, None))]
    pop: list[Row] = [("check-box", "(Select all)", "", (420, 210), (200, 22))] + [("check-box", w, "", (420, 234 + i * 24), (200, 22)) for i, w in enumerate(wh)] + \
        [("push-button", "OK", "", (420, 400), (80, 30)), ("push-button", "Cancel", "", (510, 400), (80, 30))]
    turns.append((code("pyautogui.click(494, 183)  # Warehouse filter button"), c(None, None, pop)))
    n_h = sum(r[3] == "Hamburg" for r in data)
    turns.append((code("pyautogui.click(430, 221)  # (Select all) off\npyautogui.click(430, 269)  # Hamburg\npyautogui.click(460, 415)  # OK"),
                  c("Hamburg", f"{n_h} of 18 records found")))
    turns.append((code("pyautogui.click(494, 183)"), c("Hamburg", f"{n_h} of 18 records found", pop)))
    n_m = sum(r[3] == "Munich" for r in data)
    turns.append((code("pyautogui.click(430, 269)  # Hamburg off\npyautogui.click(430, 293)  # Munich\npyautogui.click(460, 415)  # OK"),
                  c("Munich", f"{n_m} of 19 records found")))
    sup = [(1, ["Supplier", "Country", "Lead time (days)"]), (2, ["Verpa GmbH", "Germany", "6"]), (3, ["NordPack AS", "Norway", "11"]), (4, ["Cartonajes Soler", "Spain", "9"])]
    turns.append((code("CalcTools.switch_active_sheet('Suppliers')"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, sup, cell="A1", line="Supplier", sheets=("Stock", "Suppliers"), active=1))))
    sup[2] = (3, ["NordPack AS", "Norway", "8"])
    turns.append((code("CalcTools.set_cell_value('C3', 8)"),
                  desk("LibreOffice Calc", ck.tick(), calc(doc, sup, cell="C3", line="8", sheets=("Stock", "Suppliers"), active=1))))
    rs.add(TASK, "h66-os-16", system("Filter the stock list to see the Hamburg and then the Munich items, then update NordPack's lead time to 8 days."),
           turns, state=state, bad=True, turn=5,
           kind="The status bar says 'of 19 records found' although the sheet has 18 data rows (A2:E19, '... of 18 records found' at turn 3) and no row was added.")


def t17(rs: rowkit2.RowSet) -> None:
    """Clean: VS Code server run, edit and save, restart with a new PID, rename a file, commit."""
    ck = Clock("Jun 17", 14, 2)
    root = "invoice-api"
    tree = ["INVOICE-API", "app", "__init__.py", "main.py", "utils.py", "tests", "requirements.txt", "README.md"]

    def side(t: list[str]) -> list[Row]:
        return [("tree-item", n, "", (130, 100 + i * 22), (280, 22)) for i, n in enumerate(t)]

    src = ["from fastapi import FastAPI", "from app.utils import money", "", "app = FastAPI()", "", "", "@app.get('/invoices/{inv_id}')",
           "def get_invoice(inv_id: str):", "    return {'id': inv_id, 'total': money(0)}"]
    term = ["sam@dev:~/code/invoice-api$"]

    def v(tabs: list[str], lines: list[str], t: list[str], st: list[str], badge: int = 0, tr: list[str] | None = None) -> str:
        return desk("Visual Studio Code", ck.tick(), vscode(f"main.py - {root}", side(tr or tree), tabs, lines, 1, t, st, badge=badge))

    st = ["main", "Ln 9, Col 47", "Spaces: 4", "UTF-8", "LF", "Python", "3.10.12 ('.venv': venv)"]
    state = desk("Visual Studio Code", ck.now(), vscode(f"main.py - {root}", side(tree), ["main.py"], src, 1, None, st))
    turns = [(code("pyautogui.hotkey('ctrl', '`')"), v(["main.py"], src, term, st))]
    run1 = term[:-1] + ["sam@dev:~/code/invoice-api$ uvicorn app.main:app --port 8040", "INFO:     Started server process [48213]", "INFO:     Waiting for application startup.",
                        "INFO:     Application startup complete.", "INFO:     Uvicorn running on http://127.0.0.1:8040 (Press CTRL+C to quit)"]
    turns.append((code("pyautogui.write('uvicorn app.main:app --port 8040')\npyautogui.press('enter')"), v(["main.py"], src, run1, st)))
    src2 = src[:5] + ["@app.get('/health')", "def health():", "    return {'status': 'ok'}", "", ""] + src[6:]
    st2 = ["main*", "Ln 8, Col 28"] + st[2:]
    turns.append((code("pyautogui.click(900, 195)  # line 6\npyautogui.write(\"@app.get('/health')\\ndef health():\\n    return {'status': 'ok'}\\n\\n\")"),
                  v(["\u25cf main.py"], src2, run1, st2, badge=0)))
    run2 = run1 + ["^CINFO:     Shutting down", "INFO:     Finished server process [48213]", "sam@dev:~/code/invoice-api$ uvicorn app.main:app --port 8040",
                   "INFO:     Started server process [48391]", "INFO:     Application startup complete.", "INFO:     Uvicorn running on http://127.0.0.1:8040 (Press CTRL+C to quit)"]
    turns.append((code("pyautogui.hotkey('ctrl', 's')\npyautogui.click(900, 800)  # terminal\npyautogui.hotkey('ctrl', 'c')\npyautogui.press('up')\npyautogui.press('enter')"),
                  v(["main.py"], src2, run2, st2, badge=1)))
    tree2 = ["INVOICE-API", "app", "__init__.py", "helpers.py", "main.py", "tests", "requirements.txt", "README.md"]
    turns.append((code("pyautogui.click(200, 188)  # utils.py\npyautogui.press('f2')\npyautogui.write('helpers.py')\npyautogui.press('enter')"),
                  v(["main.py"], src2, run2, st2, badge=3, tr=tree2)))
    scm: list[Row] = [("entry", "Message (Ctrl+Enter to commit on 'main')", "", (130, 100), (280, 30)), ("push-button", "Commit", "", (130, 136), (280, 30)),
                      ("tree-item", "Changes 3", "", (130, 176), (280, 22)), ("tree-item", "helpers.py app", "U", (150, 198), (260, 22)),
                      ("tree-item", "main.py app", "M", (150, 220), (260, 22)), ("tree-item", "utils.py app", "D", (150, 242), (260, 22))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"), desk("Visual Studio Code", ck.tick(), vscode(f"main.py - {root}", scm, ["main.py"], src2, 1, run2, st2, badge=3))))
    scm2: list[Row] = scm[:2] + [("label", "", "No changes", (130, 176), (280, 22))]
    turns.append((code("pyautogui.click(270, 115)\npyautogui.write('Add health route; rename utils to helpers')\npyautogui.hotkey('ctrl', 'enter')"),
                  desk("Visual Studio Code", ck.tick(), vscode(f"main.py - {root}", scm2, ["main.py"], src2, 1, run2, ["main", "Ln 8, Col 28"] + st[2:], badge=0))))
    rs.add(TASK, "h66-os-17", system("Add a /health endpoint to invoice-api, restart the dev server, rename app/utils.py to helpers.py and commit."),
           turns, state=state)


def t18(rs: rowkit2.RowSet) -> None:
    """Bad: a commit hash from git log reappears with two characters swapped."""
    ck = Clock("Oct 14", 10, 31)
    root = "ledger-sync"
    side: list[Row] = [("tree-item", n, "", (130, 100 + i * 22), (280, 22)) for i, n in enumerate(["LEDGER-SYNC", "src", "csv.ts", "money.ts", "sync.ts", "test", "package.json", "tsconfig.json"])]
    src = ["export function round2(x: number): number {", "  return Math.round(x * 100) / 100;", "}"]
    p = "dana@ws7:~/src/ledger-sync$"
    log = ["9c4e2b7 (HEAD -> main, origin/main) Handle empty CSV rows", "e81f03a Add --dry-run flag", "4b0d9c2 Bump csv-parse to 5.5.3",
           "a17c6e5 Retry on HTTP 429 with backoff", "3f2e118 Initial import from gist"]

    def v(t: list[str], st: list[str], lines: list[str] = src, tabs: tuple[str, ...] = ("money.ts",)) -> str:
        return desk("Visual Studio Code", ck.tick(), vscode(f"money.ts - {root}", side, list(tabs), lines, 1, t, st))

    st = ["main", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "TypeScript"]
    state = desk("Visual Studio Code", ck.now(), vscode(f"money.ts - {root}", side, ["money.ts"], src, 1, [p], st))
    t1 = [f"{p} git log --oneline -5"] + log + [p]
    turns = [(code("pyautogui.write('git log --oneline -5')\npyautogui.press('enter')"), v(t1, st))]
    t2 = t1[:-1] + [f"{p} git checkout -b fix/rounding", "Switched to a new branch 'fix/rounding'", p]
    st2 = ["fix/rounding"] + st[1:]
    turns.append((code("pyautogui.write('git checkout -b fix/rounding')\npyautogui.press('enter')"), v(t2, st2)))
    src2 = ["export function round2(x: number): number {", "  const r = Math.round(x * 100);", "  return (Math.abs(x * 100 % 1) === 0.5 && r % 2 ? r - 1 : r) / 100;", "}"]
    turns.append((code("pyautogui.click(900, 119)\npyautogui.hotkey('ctrl', 'shift', 'k')\npyautogui.write('  const r = Math.round(x * 100);\\n  return (Math.abs(x * 100 % 1) === 0.5 && r % 2 ? r - 1 : r) / 100;')\npyautogui.hotkey('ctrl', 's')"),
                  v(t2, ["fix/rounding*", "Ln 3, Col 69"] + st[2:], src2)))
    t4 = [f"{p} git commit -am 'Round half to even'", "[fix/rounding 5d2a8f1] Round half to even", " 1 file changed, 2 insertions(+), 1 deletion(-)", p]
    turns.append((code("pyautogui.click(900, 800)\npyautogui.write('clear && git commit -am \"Round half to even\"')\npyautogui.press('enter')"), v(t4, ["fix/rounding", "Ln 3, Col 69"] + st[2:], src2)))
    t5 = t4[:-1] + [f"{p} git log --oneline -3", "5d2a8f1 (HEAD -> fix/rounding) Round half to even", "9c4e27b (origin/main, main) Handle empty CSV rows", "e81f03a Add --dry-run flag", p]
    turns.append((code("pyautogui.write('git log --oneline -3')\npyautogui.press('enter')"), v(t5, ["fix/rounding", "Ln 3, Col 69"] + st[2:], src2)))
    t6 = [f"{p} git push -u origin fix/rounding", "Enumerating objects: 7, done.", "Writing objects: 100% (4/4), 421 bytes | 421.00 KiB/s, done.",
          "To github.com:dana-k/ledger-sync.git", " * [new branch]      fix/rounding -> fix/rounding", "branch 'fix/rounding' set up to track 'origin/fix/rounding'.", p]
    turns.append((code("pyautogui.write('clear && git push -u origin fix/rounding')\npyautogui.press('enter')"), v(t6, ["fix/rounding", "Ln 3, Col 69"] + st[2:], src2)))
    rs.add(TASK, "h66-os-18", system("On a new branch fix/rounding, make round2 round half to even, commit and push it."),
           turns, state=state, bad=True, turn=5,
           kind="git log shows main's tip as 9c4e27b, but turn 1 listed the same commit ('Handle empty CSV rows') as 9c4e2b7; the new commit on the branch does not rewrite main's hash.")


def t19(rs: rowkit2.RowSet) -> None:
    """Bad: a slide added at turn 2 is missing from the slide sorter."""
    ck = Clock("Mar 28", 9, 5)
    doc = "Onboarding.odp"
    slides = ["Welcome to Fennwick", "Your first week", "Tools & accounts", "Who to ask", "Questions?"]
    state = desk("LibreOffice Impress", ck.now(), impress(doc, slides, 1, ["Welcome to Fennwick", "People Ops \u00b7 March 2024"]))
    turns = [(code("ImpressTools.go_to_slide(5)"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 5, ["Questions?", "people@fennwick.io"])))]
    slides = slides + [""]
    turns.append((code("pyautogui.hotkey('ctrl', 'm')  # new slide"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 6, ["Click to add Title", "Click to add Text"]))))
    slides[5] = "Useful links"
    turns.append((code("pyautogui.click(900, 245)\npyautogui.write('Useful links')"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 6, ["Useful links", "Click to add Text"]))))
    c6 = ["Useful links", "Handbook: wiki.fennwick.io/handbook", "IT help desk: help.fennwick.io", "Expenses: expenses.fennwick.io"]
    turns.append((code("pyautogui.click(900, 305)\npyautogui.write('Handbook: wiki.fennwick.io/handbook\\nIT help desk: help.fennwick.io\\nExpenses: expenses.fennwick.io')\npyautogui.press('esc')"),
                  desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 6, c6))))
    c2 = ["Your first week", "Mon: laptop & badge pick-up", "Tue\u2013Wed: team shadowing", "Fri: 30-day plan with your manager"]
    turns.append((code("ImpressTools.go_to_slide(2)"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 2, c2))))
    turns.append((code("ImpressTools.set_slide_font(2, 'Source Sans 3')"), desk("LibreOffice Impress", ck.tick(), impress(doc, slides, 2, c2))))
    turns.append((code("pyautogui.click(162, 58)  # View\npyautogui.click(220, 130)  # Slide Sorter"),
                  desk("LibreOffice Impress", ck.tick(), impress(doc, slides[:5], 2, [], sorter=True))))
    rs.add(TASK, "h66-os-19", system("Add a 'Useful links' slide at the end of the onboarding deck and set slide 2's font to Source Sans 3, then check the order in the slide sorter."),
           turns, state=state, bad=True, turn=7,
           kind="The slide sorter shows only 5 slides ('Slide 2 of 5') and no 'Useful links' slide, which was added at turn 2 and filled in at turns 3-4; nothing deleted it.")


def t20(rs: rowkit2.RowSet) -> None:
    """Clean: Calc chart inserted, comment added then deleted, value edited (total recomputed), sheet renamed."""
    ck = Clock("Dec 3", 16, 44)
    doc = "monthly_costs.ods"
    rows = [["Jan", 1240, 8100], ["Feb", 1240, 8100], ["Mar", 1310, 8350], ["Apr", 4850, 8350], ["May", 1310, 8900], ["Jun", 1310, 8900]]

    def g() -> list[tuple[int, list[str]]]:
        return [(1, ["Month", "Hosting", "Staff", "Total"])] + [(i, [r[0], f"{r[1]:,}", f"{r[2]:,}", f"{r[1] + r[2]:,}"]) for i, r in enumerate(rows, 2)]

    sheets = ("Sheet1",)

    def c(cell: str, line: str, extra: list[Row] | None = None, sel: str = "Average: ; Sum: 0") -> str:
        return desk("LibreOffice Calc", ck.tick(), calc(doc, g(), cell=cell, line=line, sheets=sheets, extra=extra, sel=sel))

    state = desk("LibreOffice Calc", ck.now(), calc(doc, g(), cell="A1", line="Month"))
    vals = [float(r[1]) for r in rows] + [float(r[2]) for r in rows]
    turns = [(code("pyautogui.click(120, 134)\npyautogui.write('A1:C7')\npyautogui.press('enter')"), c("A1:C7", "Month", sel=statline(vals)))]
    wiz: list[Row] = [("dialog", "Chart Type", "", (600, 260), (720, 520)), ("list-item", "Column", "", (620, 300), (160, 24)), ("list-item", "Bar", "", (620, 326), (160, 24)),
                      ("list-item", "Pie", "", (620, 352), (160, 24)), ("list-item", "Line", "", (620, 404), (160, 24)),
                      ("push-button", "Finish", "", (1130, 740), (80, 30)), ("push-button", "Cancel", "", (1220, 740), (80, 30))]
    turns.append((code("pyautogui.click(268, 58)  # Insert\npyautogui.click(310, 230)  # Chart..."), c("A1:C7", "Month", wiz, statline(vals))))
    chart: list[Row] = [("embedded", "Object 1", "", (560, 200), (640, 380))]
    turns.append((code("pyautogui.click(1170, 755)  # Finish\npyautogui.press('esc')\npyautogui.press('esc')"), c("A1", "Month", chart)))
    cm: list[Row] = [("paragraph", "Comment", "Includes one-off migration fee (3,540)", (330, 240), (220, 60))]
    turns.append((code("pyautogui.click(120, 134)\npyautogui.write('B5')\npyautogui.press('enter')\npyautogui.hotkey('ctrl', 'alt', 'c')\npyautogui.write('Includes one-off migration fee (3,540)')"),
                  c("B5", "4850", chart + cm)))
    rows[3][1] = 1310
    turns.append((code("pyautogui.press('esc')\nCalcTools.set_cell_value('B5', 1310)"), c("B5", "1310", chart)))
    turns.append((code("pyautogui.rightClick(200, 260)  # B5\npyautogui.click(260, 520)  # Delete Comment"), c("B5", "1310", chart)))
    sheets = ("Costs H1",)
    turns.append((code("CalcTools.rename_sheet('Sheet1', 'Costs H1')"), c("B5", "1310", chart)))
    turns.append((code("CalcTools.save()"), c("B5", "1310", chart)))
    rs.add(TASK, "h66-os-20", system("Chart the monthly hosting and staff costs, move the migration fee out of April's hosting (note it first), and name the sheet 'Costs H1'."),
           turns, state=state)


def t21(rs: rowkit2.RowSet) -> None:
    """Bad: a calendar event's time moves when the week view is shown again."""
    ck = Clock("May 15", 9, 12)

    def week(evs: list[tuple[str, str, str]], extra: list[Row] | None = None, view: str = "Week") -> list[Row]:
        rows = tb_frame("Calendar", ["Inbox", "Calendar"])
        rows += [("push-button", "New Event", "", (130, 90), (120, 30)), ("push-button", "Today", "", (480, 90), (70, 30)),
                 ("push-button", "Previous", "", (560, 90), (30, 30)), ("push-button", "Next", "", (594, 90), (30, 30)),
                 ("label", "", "May 13 \u2013 19, 2024  CW: 20" if view == "Week" else view, (640, 94), (300, 24))]
        rows += [("radio-button", v, "selected" if v == ("Week" if view == "Week" else "Day") else "", (1500 + i * 70, 90), (68, 30)) for i, v in enumerate(["Day", "Week", "Multiweek", "Month"])]
        rows += [("list-item", "Home", "", (130, 500), (260, 24)), ("list-item", "Team (shared)", "", (130, 526), (260, 24))]
        rows += [("push-button", f"{d}  {t}  {n}", "", (480 + 200 * ["Mon", "Tue", "Wed", "Thu", "Fri"].index(d), 200 + 40 * int(t[:2]) - 320), (196, 40)) for d, t, n in evs]
        return rows + (extra or [])

    evs = [("Mon", "09:30 \u2013 10:30", "Sprint planning"), ("Tue", "14:00 \u2013 14:30", "1:1 with Priya"),
           ("Wed", "15:00 \u2013 16:00", "Design review"), ("Thu", "08:15 \u2013 09:00", "Dentist")]
    mail = tb_mail("Inbox", "r.olsen@brightfold.net", ["r.olsen@brightfold.net", "Inbox", "Sent", "Trash"],
                   [(False, False, "Lumen Print: quote for the spring catalogue", "Lumen Print", "08:40"), (False, False, "Re: Design review agenda", "Priya Nair", "Yesterday 17:02")], status=(0, 96))
    state = desk("Thunderbird Mail", ck.now(), mail)
    turns = [(code("pyautogui.click(92, 168)  # Calendar space"), desk("Thunderbird Mail", ck.tick(), week(evs)))]
    dlg: list[Row] = [("dialog", "New Event", "", (600, 200), (720, 560)), ("entry", "Title:", "New Event", (760, 240), (520, 28)),
                      ("entry", "Start:", "05/15/2024", (760, 300), (140, 28)), ("entry", "Start time", "11:00", (910, 300), (90, 28)),
                      ("entry", "End:", "05/15/2024", (760, 336), (140, 28)), ("entry", "End time", "12:00", (910, 336), (90, 28)),
                      ("combo-box", "Calendar:", "Home", (760, 380), (260, 28)), ("push-button", "Save and Close", "", (620, 210), (130, 28))]
    turns.append((code("pyautogui.doubleClick(880, 462)  # Wed 11:00"), desk("Thunderbird Mail", ck.tick(), week(evs, dlg))))
    evs2 = evs + [("Wed", "11:00 \u2013 11:45", "Vendor call \u2014 Lumen Print")]
    turns.append((code("pyautogui.tripleClick(1020, 254)\npyautogui.write('Vendor call \u2014 Lumen Print')\npyautogui.tripleClick(945, 350)\npyautogui.write('11:45')\npyautogui.click(685, 224)  # Save and Close"),
                  desk("Thunderbird Mail", ck.tick(), week(evs2))))
    wed = [e for e in evs2 if e[0] == "Wed"]
    turns.append((code("pyautogui.click(1535, 105)  # Day"), desk("Thunderbird Mail", ck.tick(), week(wed, view="Wednesday, May 15, 2024"))))
    turns.append((code("pyautogui.click(609, 105)  # Next"), desk("Thunderbird Mail", ck.tick(), week([e for e in evs2 if e[0] == "Thu"], view="Thursday, May 16, 2024"))))
    moved = [(d, "16:00 \u2013 17:00" if n == "Design review" else t, n) for d, t, n in evs2]
    turns.append((code("pyautogui.click(1605, 105)  # Week"), desk("Thunderbird Mail", ck.tick(), week(moved))))
    turns.append((code("pyautogui.click(92, 80)  # Mail space"), desk("Thunderbird Mail", ck.tick(), mail)))
    rs.add(TASK, "h66-os-21", system("Book a 45-minute vendor call with Lumen Print on Wednesday at 11:00 in the Home calendar, and check the rest of the week."),
           turns, state=state, bad=True, turn=6,
           kind="In the week view 'Design review' is at 16:00-17:00, but turns 1, 3 and 4 showed it Wednesday 15:00-16:00; only a new event was added and views switched.")


def t22(rs: rowkit2.RowSet) -> None:
    """Clean: Thunderbird new mail arrives, a message filter is created and run (messages move), one is deleted."""
    ck = Clock("Sep 9", 8, 2)
    acct = "lena.fischer@kraehe.dev"
    inbox = [(False, True, "[kraehe/api] Fix pagination cursor (#412)", "notifications@github.com", "07:41"),
             (False, False, "Standup notes 06/09", "Omar Haddad", "Fri 10:12"),
             (False, True, "[kraehe/api] CI failed on main", "notifications@github.com", "Fri 09:55"),
             (True, False, "Flight confirmation LH 1174", "Lufthansa", "Thu 18:20"),
             (False, False, "[kraehe/web] Dependabot: bump vite", "notifications@github.com", "Thu 07:03")]
    new = [(False, True, "Invoice 2024-09 for hosting", "billing@hetzner.com", "08:02"),
           (False, True, "[kraehe/web] Review requested (#233)", "notifications@github.com", "07:58"),
           (False, True, "Lunch on Wednesday?", "Omar Haddad", "07:55")]

    def fl(inb: int, gh: int) -> list[str]:
        return [acct, f"Inbox ({inb})" if inb else "Inbox", "Drafts", "Sent", f"GitHub ({gh})" if gh else "GitHub", "Trash"]

    def unread(ms: list[tuple[bool, bool, str, str, str]]) -> int:
        return sum(m[1] for m in ms)

    state = desk("Thunderbird Mail", ck.now(), tb_mail("Inbox", acct, fl(unread(inbox), 0), inbox, status=(unread(inbox), 187)))
    inbox = new + inbox
    turns = [(code("pyautogui.click(185, 95)  # Get Messages"), desk("Thunderbird Mail", ck.tick(), tb_mail("Inbox", acct, fl(unread(inbox), 0), inbox, status=(unread(inbox), 190))))]
    fdlg: list[Row] = [("dialog", "Message Filters", "", (600, 200), (720, 560)), ("combo-box", "Filters for:", acct, (760, 230), (400, 28)),
                       ("list-item", "Newsletters \u2192 Reading", "Enabled", (620, 290), (500, 24)), ("list-item", "Invoices \u2192 Finance", "Enabled", (620, 316), (500, 24)),
                       ("push-button", "New\u2026", "", (1140, 290), (150, 28)), ("push-button", "Edit\u2026", "", (1140, 324), (150, 28)),
                       ("push-button", "Delete", "", (1140, 358), (150, 28)), ("push-button", "Run Now", "", (900, 700), (120, 28))]
    base = tb_mail("Inbox", acct, fl(unread(inbox), 0), inbox, status=(unread(inbox), 190))
    turns.append((code("pyautogui.click(1880, 80)  # app menu\npyautogui.click(1700, 420)  # Tools\npyautogui.click(1500, 460)  # Message Filters"), desk("Thunderbird Mail", ck.tick(), base + fdlg)))
    rule: list[Row] = [("dialog", "Filter Rules", "", (640, 240), (640, 480)), ("entry", "Filter name:", "GitHub notifications", (780, 270), (400, 28)),
                       ("combo-box", "Property", "From", (680, 360), (160, 28)), ("combo-box", "Operator", "contains", (850, 360), (160, 28)),
                       ("entry", "Value", "notifications@github.com", (1020, 360), (240, 28)), ("combo-box", "Action", "Move Message to", (680, 460), (200, 28)),
                       ("combo-box", "Folder", "GitHub on lena.fischer@kraehe.dev", (890, 460), (370, 28)), ("push-button", "OK", "", (1100, 680), (80, 28))]
    turns.append((code("pyautogui.click(1215, 304)  # New...\npyautogui.write('GitHub notifications')\npyautogui.click(1140, 374)\npyautogui.write('notifications@github.com')\npyautogui.click(1075, 474)\npyautogui.click(1075, 520)  # GitHub"),
                  desk("Thunderbird Mail", ck.tick(), base + fdlg + rule)))
    fdlg2 = fdlg[:4] + [("list-item", "GitHub notifications", "Enabled", (620, 342), (500, 24))] + fdlg[4:]
    turns.append((code("pyautogui.click(1140, 694)  # OK"), desk("Thunderbird Mail", ck.tick(), base + fdlg2)))
    gh_moved = [m for m in inbox if m[3] == "notifications@github.com"]
    inbox = [m for m in inbox if m[3] != "notifications@github.com"]
    gh_old = [(False, False, "[kraehe/api] Release v2.3.0", "notifications@github.com", "Sep 2"), (False, False, "[kraehe/web] PR merged (#229)", "notifications@github.com", "Aug 30")]
    gh = gh_moved + gh_old
    ghn = 37 + len(gh_moved)
    base2 = tb_mail("Inbox", acct, fl(unread(inbox), unread(gh)), inbox, status=(unread(inbox), 190 - len(gh_moved)))
    turns.append((code("pyautogui.click(660, 302)  # select the new filter\npyautogui.click(960, 714)  # Run Now"), desk("Thunderbird Mail", ck.tick(), base2 + fdlg2)))
    turns.append((code("pyautogui.click(1300, 745)  # close the dialog\npyautogui.click(200, 250)  # GitHub folder"),
                  desk("Thunderbird Mail", ck.tick(), tb_mail("GitHub", acct, fl(unread(inbox), unread(gh)), gh, status=(unread(gh), ghn), tabs=["GitHub"]))))
    gh2 = gh[1:]
    gh2[0] = (gh2[0][0], False) + gh2[0][2:]
    turns.append((code("pyautogui.click(700, 169)\npyautogui.press('delete')"),
                  desk("Thunderbird Mail", ck.tick(), tb_mail("GitHub", acct, fl(unread(inbox), unread(gh2)), gh2, sel=0, status=(unread(gh2), ghn - 1), tabs=["GitHub"],
                                                             pane=["From: notifications@github.com", "Subject: [kraehe/api] Fix pagination cursor (#412)", "Merged #412 into main."]))))
    rs.add(TASK, "h66-os-22", system("Fetch new mail and add a filter that moves GitHub notifications into the GitHub folder, run it on the Inbox, then clear out the first GitHub notification."),
           turns, state=state)


def main() -> None:
    rs = rowkit2.RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
