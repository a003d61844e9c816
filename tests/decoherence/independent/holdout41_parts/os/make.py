# ruff: noqa: E501
"""Held-out set holdout41, domain os: 22 GNOME desktop trajectories (11 with one contradiction).

Each observation is the desktop accessibility table an Ubuntu 22.04 GNOME session would give after a
Python code action. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout41_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]
Turns = list[tuple[str, str]]

SYS = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop. Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the previous interactions of the trajectory, the task instruction, the current desktop accessibility tree and the action (a Python code block), predict the exact next desktop state after the action completes.

## Core Responsibilities

1. **State Prediction**: generate the complete next accessibility-tree state.
2. **Context Maintenance**: track open windows, files, UI selections and application state across turns.
3. **Behavioral Fidelity**: stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree.

## State Modeling Rules

- Preserve the state format exactly: one node per line with tag, name, text, class, description, position (top-left x&y) and size (w&h), tab-separated.
- Keep node ordering, labels and coordinates consistent unless the action changes them.
- If the action has no visible desktop effect, return the unchanged state.
- Use the prior turns as context when files, windows or app state persist across actions.

## Action Space

The action is a free-form Python code block: pyautogui calls (click, doubleClick, rightClick, moveTo, dragTo, scroll, write, press, hotkey), the app helper classes (CalcTools, WriterTools, ImpressTools, BrowserTools, VLCTools) and plain subprocess / os / time calls. The executed code is the authoritative description of what happened; use its semantics to infer which app, widget, file or document content changes. Ignore helper calls such as print_result() unless they cause a visible UI change.

## Output Requirements

First think step by step, then give the full predicted desktop state strictly inside <predicted_observation></predicted_observation>, with nothing but the state inside the tags."""

FAV = ("Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help")


def system(task: str) -> str:
    return SYS + "\n\n## Task Instruction\n\n" + task


class Clock:
    """The top-bar clock of one session; it only moves forward."""

    def __init__(self, date: str, h: int, m: int) -> None:
        self.date, self.t = date, h * 60 + m

    def now(self) -> str:
        return f"{self.date}  {self.t // 60:02d}:{self.t % 60:02d}"

    def hm(self) -> str:
        return f"{self.t // 60:02d}:{self.t % 60:02d}"

    def tick(self, m: int = 1) -> str:
        self.t += m
        return self.now()


def desk(app: str, running: tuple[str, ...] = (), tray: str = "") -> list[Row]:
    """Top bar (Activities, focused app menu, system menu) and the Ubuntu dock."""
    rows: list[Row] = [("toggle-button", "Activities", "", (0, 0), (100, 27)),
                       ("menu", app, "", (112, 0), (16 + 9 * len(app), 27)),
                       ("menu", "System", tray, (1778, 0), (142, 27))]
    for i, name in enumerate(FAV + tuple(r for r in running if r not in FAV)):
        rows.append(("push-button", name, "", (0, 36 + 64 * i), (70, 62)))
    rows.append(("toggle-button", "Show Applications", "", (0, 1012), (70, 62)))
    return rows


def on(flag: bool) -> str:
    return "ON" if flag else "OFF"


def sel(flag: bool) -> str:
    return "(selected)" if flag else ""


def chk(flag: bool) -> str:
    return "(checked)" if flag else "(unchecked)"


def cents(v: int) -> str:
    """LibreOffice General format for a value held in cents."""
    s = f"{v // 100}.{v % 100:02d}".rstrip("0").rstrip(".")
    return s


def money(v: int) -> str:
    """The #,##0.00 number format for a value held in cents."""
    return f"{v // 100:,}.{v % 100:02d}"


# GNOME Settings, Displays and Night Light - clean
def t01(rs: RowSet) -> None:
    ck = Clock("Mar 12", 9, 41)
    side = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
            "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
            "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
            "Accessibility", "Users", "Default Applications", "Date & Time", "About"]
    builtin = {"res": "1920 × 1080 (16:9)", "rate": "60.02 Hz", "scales": ["100%", "200%"], "scale": "100%", "px": (192, 108)}
    dell = {"res": "3840 × 2160 (16:9)", "rate": "60.00 Hz", "scales": ["100%", "200%", "300%"], "scale": "200%", "px": (192, 108)}
    modes = ["3840 × 2160 (16:9)", "2560 × 1440 (16:9)", "1920 × 1200 (16:10)", "1920 × 1080 (16:9)",
             "1680 × 1050 (16:10)", "1600 × 900 (16:9)", "1280 × 1024 (5:4)", "1280 × 720 (16:9)", "1024 × 768 (4:3)"]

    def view(mon: int, pending: bool = False, popover: bool = False, keep: int | None = None,
             night: bool = False, nl_on: bool = False) -> str:
        rows = desk("Settings", ("Settings",))
        rows += [("frame", "Settings", "", (430, 140), (1060, 800)),
                 ("push-button", "Search", "", (438, 148), (34, 34)),
                 ("label", "Settings", "", (560, 153), (78, 24)),
                 ("push-button", "Main Menu", "", (692, 148), (34, 34)),
                 ("toggle-button", "Displays", sel(not night), (930, 148), (112, 34)),
                 ("toggle-button", "Night Light", sel(night), (1046, 148), (112, 34))]
        if pending:
            rows += [("push-button", "Cancel", "", (1300, 148), (76, 34)), ("push-button", "Apply", "", (1380, 148), (64, 34))]
        rows.append(("push-button", "Close", "", (1450, 148), (34, 34)))
        for i, name in enumerate(side):
            rows.append(("list-item", name, sel(name == "Displays"), (430, 190 + 30 * i), (260, 30)))
        if night:
            rows += [("label", "", "Night Light", (760, 210), (120, 22)),
                     ("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", (760, 236), (610, 40)),
                     ("switch", "Night Light", on(nl_on), (1310, 206), (60, 30)),
                     ("combo-box", "Schedule", "Sunset to Sunrise", (760, 300), (610, 44)),
                     ("label", "", "Sunset: 18:19   Sunrise: 06:41", (760, 350), (610, 22)),
                     ("slider", "Color Temperature", "4000", (760, 400), (610, 40)),
                     ("label", "", "More Warm", (760, 444), (90, 18)),
                     ("label", "", "Less Warm", (1290, 444), (80, 18))]
            return a11y(rows, ck.now())
        d = builtin if mon == 1 else dell
        w2, h2 = dell["px"]
        rows += [("toggle-button", "Join Displays", sel(True), (760, 200), (300, 36)),
                 ("toggle-button", "Mirror", "", (1070, 200), (300, 36)),
                 ("panel", "Display Arrangement", "", (760, 248), (610, 200)),
                 ("push-button", "1", "Built-in display", (862, 290), builtin["px"]),
                 ("push-button", "2", 'Dell Inc. 27"', (1054, 290), (w2, h2)),
                 ("label", "", "Drag displays to match your physical display setup. Select a display to change its settings.", (760, 456), (610, 40)),
                 ("combo-box", "Primary Display", "Built-in display", (760, 505), (610, 44)),
                 ("toggle-button", "1  Built-in display", sel(mon == 1), (760, 565), (300, 36)),
                 ("toggle-button", '2  Dell Inc. 27"', sel(mon == 2), (1070, 565), (300, 36)),
                 ("combo-box", "Orientation", "Landscape", (760, 615), (610, 44)),
                 ("combo-box", "Resolution", d["res"], (760, 660), (610, 44)),
                 ("combo-box", "Refresh Rate", d["rate"], (760, 705), (610, 44)),
                 ("label", "", "Scale", (760, 762), (60, 22))]
        for i, sc in enumerate(d["scales"]):
            rows.append(("toggle-button", sc, sel(sc == d["scale"]), (1030 + 86 * i, 755), (82, 36)))
        rows += [("label", "", "Fractional Scaling", (760, 812), (160, 22)),
                 ("label", "", "May increase power usage, lower speed, or reduce display sharpness.", (760, 836), (520, 18)),
                 ("switch", "Fractional Scaling", "OFF", (1310, 814), (60, 30))]
        if popover:
            rows.append(("window", "Resolution", "", (1040, 520), (330, 330)))
            for i, m in enumerate(modes):
                rows.append(("check-menu-item", m, sel(m == d["res"]), (1046, 528 + 35 * i), (318, 35)))
        if keep is not None:
            rows += [("dialog", "Keep Changes", "", (760, 430), (400, 190)),
                     ("label", "", "Keep these display settings?", (790, 455), (340, 26)),
                     ("label", "", f"Settings changes will revert in {keep} seconds", (790, 492), (340, 22)),
                     ("push-button", "Revert Settings", "", (760, 572), (200, 48)),
                     ("push-button", "Keep Changes", "", (960, 572), (200, 48))]
        return a11y(rows, ck.now())

    state = view(1)
    turns: Turns = []
    ck.tick()
    turns.append((code("pyautogui.click(1220, 583)"), view(2)))
    turns.append((code("pyautogui.click(1064, 682)"), view(2, popover=True)))
    ck.tick()
    dell.update(res="2560 × 1440 (16:9)", rate="59.95 Hz", scales=["100%", "200%"], px=(128, 72))
    turns.append((code("pyautogui.click(1204, 580)"), view(2, pending=True)))
    dell.update(scale="100%", px=(256, 144))
    turns.append((code("pyautogui.click(1071, 773)"), view(2, pending=True)))
    turns.append((code("pyautogui.click(1412, 165)"), view(2, keep=20)))
    turns.append((code("pyautogui.moveTo(1060, 596)\ntime.sleep(5)"), view(2, keep=14)))
    ck.tick()
    turns.append((code("pyautogui.click(1060, 596)"), view(2)))
    ck.tick()
    turns.append((code("pyautogui.click(1102, 165)\ntime.sleep(1)\npyautogui.click(1340, 221)"), view(2, night=True, nl_on=True)))
    rs.add(task="os", tid="h41-os-01", system=system(
        'In Settings > Displays, switch the external Dell monitor to 2560 × 1440 at 100% scale, keep the new settings, then turn on Night Light.'),
        turns=turns, state=state, bad=False)


# Files (Nautilus), bookmarks and trash - bad
def t02(rs: RowSet) -> None:
    ck = Clock("Mar 12", 9, 46)
    places = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]
    marks = ["invoices-2024"]
    home = [("Desktop", "3 items", "Feb 27"), ("Documents", "41 items", "Mar 8"), ("Downloads", "12 items", "09:12"),
            ("Music", "218 items", "Dec 30 2023"), ("Pictures", "1,407 items", "Mar 9"), ("Projects", "6 items", "Mar 11"),
            ("Public", "0 items", "Aug 14 2023"), ("snap", "5 items", "Mar 4"), ("Templates", "2 items", "Aug 14 2023"),
            ("Videos", "64 items", "Feb 18")]
    projects = [("atlas-report", "7 items", "Mar 11"), ("hydra-scripts", "9 items", "Mar 5"), ("kiln-firmware", "112 items", "Feb 22"),
                ("old-mockups", "27 items", "Jan 19"), ("README-projects.md", "2.1 kB", "Feb 2"), ("tasks.ods", "18.4 kB", "Mar 10")]
    atlas = [("data", "6 items", "Mar 7"), ("figures", "11 items", "Mar 11"), ("Makefile", "1.1 kB", "Feb 20"),
             ("notes.md", "3.6 kB", "Mar 11"), ("references.bib", "12.9 kB", "Mar 6"), ("report.pdf", "2.4 MB", "Mar 11"),
             ("report.tex", "48.3 kB", "Mar 11")]
    downloads = [("boarding-pass-LH1423.pdf", "214.6 kB", "Mar 9"), ("build-7731.tmp", "812.4 MB", "08:57"),
                 ("code_1.87.1-1709685762_amd64.deb", "98.4 MB", "Mar 6"), ("IMG_20240309_181244.jpg", "3.4 MB", "Mar 9"),
                 ("invoice-INV-20931.pdf", "88.1 kB", "Mar 7"), ("meeting-notes.docx", "24.7 kB", "09:12"),
                 ("paperwork.zip", "17.3 MB", "Feb 28"), ("render-cache.tmp", "402.0 MB", "Yesterday"),
                 ("session-0412.tmp", "96.7 MB", "08:31"), ("tax-form-2023.pdf", "1.2 MB", "Mar 4"),
                 ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "Feb 23"), ("zoom_amd64.deb", "188.2 MB", "Mar 1")]
    trash = [("invoice-draft.odt", "/home/dana/Documents", "31.2 kB", "Yesterday"), ("old-logo-v2.svg", "/home/dana/Pictures", "1.8 MB", "Mar 4")]

    def win(title: str, crumbs: list[str], current: str, items: list[tuple[str, str, str]] | None = None,
            selected: tuple[str, ...] = (), note: str = "", trash_view: bool = False, dialog: bool = False,
            sidebar: list[str] | None = None) -> str:
        rows = desk("Files", ("Files",))
        rows += [("frame", title, "", (240, 110), (1440, 860)),
                 ("push-button", "Back", "", (252, 118), (34, 34)), ("push-button", "Forward", "", (288, 118), (34, 34))]
        x = 336
        for c in crumbs:
            w = 30 + 9 * len(c)
            rows.append(("toggle-button", c, sel(c == crumbs[-1]), (x, 118), (w, 34)))
            x += w + 4
        rows += [("toggle-button", "Search", "", (1500, 118), (34, 34)), ("push-button", "View options", "", (1540, 118), (34, 34)),
                 ("push-button", "Main Menu", "", (1582, 118), (34, 34)), ("push-button", "Close", "", (1632, 118), (34, 34))]
        bar = places + (sidebar if sidebar is not None else marks) + ["Other Locations"]
        for i, name in enumerate(bar):
            rows.append(("list-item", name, sel(name == current), (240, 164 + 34 * i), (220, 34)))
        if trash_view:
            rows += [("label", "", "Trash", (476, 168), (60, 22))]
            if items:
                rows.append(("push-button", "Empty…", "", (1560, 162), (96, 32)))
                rows += [("table-column-header", "Name", "", (476, 204), (460, 30)), ("table-column-header", "Original Location", "", (936, 204), (330, 30)),
                         ("table-column-header", "Size", "", (1266, 204), (120, 30)), ("table-column-header", "Trashed On", "", (1386, 204), (150, 30))]
                for i, (n, loc, size, when) in enumerate(items):
                    y = 236 + 33 * i
                    rows += [("table-cell", "", n, (476, y), (460, 33)), ("table-cell", "", loc, (936, y), (330, 33)),
                             ("table-cell", "", size, (1266, y), (120, 33)), ("table-cell", "", when, (1386, y), (150, 33))]
            else:
                rows += [("label", "", "Trash is Empty", (900, 520), (180, 30))]
            if dialog:
                rows += [("dialog", "Empty all items from Trash?", "", (780, 420), (420, 190)),
                         ("label", "", "Empty all items from Trash?", (806, 446), (368, 26)),
                         ("label", "", "All items in the Trash will be permanently deleted.", (806, 482), (368, 40)),
                         ("push-button", "Cancel", "", (780, 562), (210, 48)),
                         ("push-button", "Empty Trash", "", (990, 562), (210, 48))]
            return a11y(rows, ck.now())
        rows += [("table-column-header", "Name", "", (476, 164), (620, 30)), ("table-column-header", "Size", "", (1096, 164), (150, 30)),
                 ("table-column-header", "Modified", "", (1246, 164), (180, 30)), ("table-column-header", "Star", "", (1426, 164), (60, 30))]
        for i, (n, size, mod) in enumerate(items or []):
            y = 196 + 33 * i
            rows += [("table-cell", "", n, (476, y), (620, 33)), ("table-cell", "", size, (1096, y), (150, 33)),
                     ("table-cell", "", mod, (1246, y), (180, 33)), ("table-cell", "", "", (1426, y), (60, 33))]
        if selected:
            rows.append(("label", "", note, (1250, 930), (410, 28)))
        elif note:
            rows += [("label", "", note, (760, 910), (300, 30)), ("push-button", "Undo", "", (1070, 906), (70, 34)),
                     ("push-button", "Close", "", (1146, 906), (34, 34))]
        return a11y(rows, ck.now())

    state = win("Home", ["Home"], "Home", home)
    turns: Turns = []
    turns.append((code("pyautogui.doubleClick(560, 377)"), win("Projects", ["Home", "Projects"], "", projects)))
    ck.tick()
    turns.append((code("pyautogui.doubleClick(560, 212)"), win("atlas-report", ["Home", "Projects", "atlas-report"], "", atlas)))
    marks.append("atlas-report")
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"), win("atlas-report", ["Home", "Projects", "atlas-report"], "atlas-report", atlas)))
    ck.tick()
    turns.append((code("pyautogui.click(330, 351)"), win("Downloads", ["Home", "Downloads"], "Downloads", downloads)))
    turns.append((code("pyautogui.click(600, 245)\npyautogui.keyDown('ctrl')\npyautogui.click(600, 443)\npyautogui.click(600, 476)\npyautogui.keyUp('ctrl')"),
                  win("Downloads", ["Home", "Downloads"], "Downloads", downloads, selected=("build-7731.tmp", "render-cache.tmp", "session-0412.tmp"),
                      note="3 items selected (1.3 GB)")))
    ck.tick()
    gone = {"build-7731.tmp", "render-cache.tmp", "session-0412.tmp"}
    left = [d for d in downloads if d[0] not in gone]
    turns.append((code("pyautogui.press('delete')"), win("Downloads", ["Home", "Downloads"], "Downloads", left, note="3 files deleted")))
    t = ck.hm()
    trash = [("build-7731.tmp", "/home/dana/Downloads", "812.4 MB", t), ("render-cache.tmp", "/home/dana/Downloads", "402.0 MB", t),
             ("session-0412.tmp", "/home/dana/Downloads", "96.7 MB", t)] + trash
    ck.tick()
    turns.append((code("pyautogui.click(330, 487)"), win("Trash", ["Trash"], "Trash", trash, trash_view=True)))
    turns.append((code("pyautogui.click(1608, 178)"), win("Trash", ["Trash"], "Trash", trash, trash_view=True, dialog=True)))
    ck.tick()
    turns.append((code("pyautogui.click(1095, 586)"), win("Trash", ["Trash"], "Trash", [], trash_view=True, sidebar=["invoices-2024"])))
    rs.add(task="os", tid="h41-os-02", system=system(
        'In Files, bookmark ~/Projects/atlas-report, move the three .tmp files in ~/Downloads to the Trash, then empty the Trash.'),
        turns=turns, state=state, bad=True, turn=9, kind="bookmark added with Ctrl+D missing from the sidebar after emptying the Trash")


# System Monitor, processes - bad
def t03(rs: RowSet) -> None:
    ck = Clock("Mar 12", 10, 7)
    # name, pid, memory, disk read total, disk write total, cpu per observation (state + 8 turns)
    procs = [
        ("python3", 48213, "1.3 GiB", "412.6 MiB", "2.1 GiB", [97.3, 98.1, 96.4, 95.8, 97.0, 96.2, 97.5, 98.0, 96.9]),
        ("tracker-miner-fs-3", 2291, "212.9 MiB", "1.8 GiB", "96.4 MiB", [11.8, 12.4, 10.9, 13.1, 12.0, 11.2, 12.7, 11.5, 12.2]),
        ("firefox", 3121, "1.1 GiB", "684.2 MiB", "1.2 GiB", [6.2, 5.8, 7.1, 6.6, 5.4, 6.9, 6.1, 5.9, 6.4]),
        ("gnome-shell", 1843, "498.2 MiB", "402.8 MiB", "18.3 MiB", [4.4, 3.9, 4.8, 4.1, 4.6, 5.2, 4.0, 3.8, 4.3]),
        ("Isolated Web Co", 3398, "412.3 MiB", "12.4 MiB", "0 bytes", [3.1, 3.4, 2.8, 3.6, 2.9, 3.3, 3.0, 3.5, 2.7]),
        ("code", 5127, "610.4 MiB", "318.1 MiB", "44.9 MiB", [2.0, 1.7, 2.3, 1.9, 2.2, 1.6, 2.1, 1.8, 2.4]),
        ("node", 5342, "288.7 MiB", "96.3 MiB", "12.1 MiB", [1.3, 1.5, 1.1, 1.4, 1.2, 1.6, 1.0, 1.3, 1.5]),
        ("Xwayland", 1902, "88.1 MiB", "21.7 MiB", "0 bytes", [0.6, 0.4, 0.7, 0.5, 0.6, 0.3, 0.8, 0.5, 0.4]),
        ("gnome-system-monitor", 9714, "74.6 MiB", "8.2 MiB", "0 bytes", [0.9, 1.1, 0.8, 1.2, 1.0, 0.9, 1.3, 1.1, 0.8]),
        ("gnome-terminal-server", 4410, "61.2 MiB", "6.9 MiB", "88.0 KiB", [0.4, 0.3, 0.5, 0.2, 0.4, 0.3, 0.2, 0.4, 0.3]),
        ("pipewire-pulse", 1711, "19.8 MiB", "2.1 MiB", "0 bytes", [0.3, 0.2, 0.3, 0.4, 0.2, 0.3, 0.2, 0.3, 0.2]),
        ("pipewire", 1702, "14.3 MiB", "1.4 MiB", "0 bytes", [0.2, 0.1, 0.2, 0.1, 0.2, 0.1, 0.2, 0.1, 0.2]),
        ("evolution-source-registry", 2054, "31.6 MiB", "9.3 MiB", "1.2 MiB", [0.0, 0.0, 0.1, 0.0, 0.0, 0.0, 0.0, 0.1, 0.0]),
        ("gsd-power", 2108, "24.9 MiB", "3.0 MiB", "0 bytes", [0.0, 0.1, 0.0, 0.0, 0.0, 0.1, 0.0, 0.0, 0.0]),
        ("bash", 4431, "5.1 MiB", "1.7 MiB", "12.0 KiB", [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
        ("bash", 48190, "5.0 MiB", "420.0 KiB", "4.0 KiB", [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
        ("ssh-agent", 1766, "5.9 MiB", "0 bytes", "0 bytes", [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
        ("tracker-xdg-portal-3", 2480, "9.8 MiB", "1.1 MiB", "0 bytes", [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
    ]
    prio = {48213: "Normal"}

    def win(k: int, by_cpu: bool, search: str = "", menu: int = 0, props: bool = False, end_dialog: bool = False,
            menu_at: tuple[int, int] = (420, 219)) -> str:
        rows = desk("System Monitor", ("System Monitor", "Terminal"))
        rows += [("frame", "System Monitor", "", (300, 120), (1320, 840)),
                 ("toggle-button", "Processes", sel(True), (740, 128), (120, 34)), ("toggle-button", "Resources", "", (864, 128), (120, 34)),
                 ("toggle-button", "File Systems", "", (988, 128), (130, 34)), ("toggle-button", "Search", sel(bool(search)), (1480, 128), (34, 34)),
                 ("push-button", "Main Menu", "", (1520, 128), (34, 34)), ("push-button", "Close", "", (1574, 128), (34, 34))]
        if search:
            rows.append(("text", "Search", search, (760, 174), (400, 34)))
        top = 216 if search else 172
        cols = [("Process Name", 310, 300), ("User", 610, 90), ("% CPU", 700, 90), ("ID", 790, 90), ("Memory", 880, 140),
                ("Disk read total", 1020, 160), ("Disk write total", 1180, 160), ("Priority", 1340, 120)]
        for name, x, w in cols:
            rows.append(("table-column-header", name, "", (x, top), (w, 30)))
        lst = [p for p in procs if search in p[0]]
        if by_cpu:
            lst = sorted(lst, key=lambda p: -p[5][k])
        else:
            lst = sorted(lst, key=lambda p: (p[0].lower(), p[1]))
        for i, (name, pid, mem, rd, wr, cpu) in enumerate(lst):
            y = top + 32 + 30 * i
            vals = [name, "dana", f"{cpu[k]:.1f}" if cpu[k] else "0", str(pid), mem, rd, wr, prio.get(pid, "Normal")]
            for (_, x, w), v in zip(cols, vals):
                rows.append(("table-cell", "", v, (x, y), (w, 30)))
        if menu:
            mx, my = menu_at
            items = [("menu-item", "Properties", 4), ("menu-item", "Memory Maps", 34), ("menu-item", "Open Files", 64),
                     ("menu", "Change Priority", 98), ("menu-item", "Stop", 132), ("menu-item", "Continue", 162),
                     ("menu-item", "End", 196), ("menu-item", "Kill", 226)]
            rows.append(("menu", "", "", (mx, my), (200, 262)))
            for tag, label, dy in items:
                rows.append((tag, label, "", (mx + 2, my + dy), (196, 30)))
            if menu == 2:
                rows.append(("menu", "", "", (mx + 200, my + 94), (170, 210)))
                for i, p in enumerate(["Very High", "High", "Normal", "Low", "Very Low", "Custom"]):
                    rows.append(("radio-menu-item", p, sel(p == "Normal"), (mx + 202, my + 98 + 34 * i), (166, 34)))
        if props:
            fields = [("Process Name", "python3"), ("User", "dana (1000)"), ("Status", "Running"), ("Memory", "1.3 GiB"),
                      ("Virtual Memory", "3.9 GiB"), ("Resident Memory", "1.4 GiB"), ("Writable Memory", "1.2 GiB"),
                      ("Shared Memory", "22.6 MiB"), ("X Server Memory", "N/A"), ("CPU", f"{procs[0][5][k]:.0f}%"),
                      ("CPU Time", "2 hours 9 minutes"), ("Started", "Today 07:58"), ("Nice", "5"), ("Priority", "Low"),
                      ("ID", "48231"), ("Security Context", "unconfined"),
                      ("Command Line", "python3 ingest_worker.py --queue bulk --batch 500 --source s3://atlas-raw/2024-03/"),
                      ("Waiting Channel", "0"), ("Control Group", "/user.slice/user-1000.slice/user@1000.service/app.slice/app-org.gnome.Terminal.slice/vte-spawn-6f2c1e4a-93b1-4b7e-a0d5-2c8e41f7b903.scope")]
            rows += [("dialog", "Process Properties", "", (660, 200), (600, 680)), ("label", "", "Process Properties", (680, 210), (200, 24))]
            for i, (f, v) in enumerate(fields):
                rows += [("label", "", f, (680, 250 + 30 * i), (170, 28)), ("label", "", v, (860, 250 + 30 * i), (390, 28))]
            rows.append(("push-button", "Close", "", (1150, 830), (90, 34)))
        if end_dialog:
            rows += [("dialog", "End Process", "", (710, 420), (500, 220)),
                     ("label", "", "End the selected process “tracker-miner-fs-3” (PID 2291)?", (736, 446), (448, 44)),
                     ("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (736, 496), (448, 60)),
                     ("push-button", "Cancel", "", (710, 592), (250, 48)), ("push-button", "End Process", "", (960, 592), (250, 48))]
        return a11y(rows, ck.now())

    state = win(0, False)
    turns: Turns = []
    turns.append((code("pyautogui.click(745, 187)"), win(1, True)))
    ck.tick()
    turns.append((code("pyautogui.rightClick(420, 219)"), win(2, True, menu=1)))
    turns.append((code("pyautogui.moveTo(520, 332)"), win(3, True, menu=2)))
    prio[48213] = "Low"
    ck.tick()
    turns.append((code("pyautogui.click(700, 436)"), win(4, True)))
    turns.append((code("pyautogui.rightClick(420, 219)"), win(5, True, menu=1)))
    ck.tick()
    turns.append((code("pyautogui.click(520, 238)"), win(6, True, props=True)))
    ck.tick()
    turns.append((code("pyautogui.click(1195, 847)\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('tracker')"), win(7, True, search="tracker")))
    ck.tick()
    turns.append((code("pyautogui.rightClick(420, 263)\npyautogui.click(520, 474)"), win(8, True, search="tracker", end_dialog=True)))
    rs.add(task="os", tid="h41-os-03", system=system(
        'Open System Monitor, lower the priority of the python3 job that is hogging the CPU to Low and check its properties, then end tracker-miner-fs-3.'),
        turns=turns, state=state, bad=True, turn=6, kind="PID of the python3 job in the Properties dialog differs from the PID in the list")


# LibreOffice Calc, cells and sheets - clean
def t04(rs: RowSet) -> None:
    ck = Clock("Mar 12", 14, 3)
    cats = ["Travel", "Lodging", "Meals", "Software", "Hardware", "Training", "Marketing", "Misc"]
    july = [[198000, 210450, 87500, 164025], [140000, 165000, 120000, 98000], [38810, 44120, 51275, 40960],
            [89900, 0, 0, 149900], [0, 265000, 0, 54999], [95000, 0, 0, 0], [240000, 185000, 205000, 310000],
            [11240, 9875, 15230, 7410]]
    sept = [[214000, 187540, 96000, 231075], [152000, 176000, 89000, 204500], [41235, 125450, 39820, 51190],
            [89900, 0, 14900, 129900], [342000, 0, 118999, 0], [0, 145000, 0, 72500], [275000, 198000, 312550, 220000],
            [8640, 14215, 6380, 21000]]
    aug_total = 4017725
    cols = "ABCDEF"
    xs = {"A": (140, 170), "B": (310, 110), "C": (420, 110), "D": (530, 110), "E": (640, 110), "F": (750, 110)}
    sheets = ["July", "August", "Sheet3", "Sheet4"]

    def grid(data: list[list[int]], totals_col: bool, totals_row: bool, fmt: bool) -> dict[str, str]:
        f = money if fmt else cents
        cells = {"A1": "Category", "B1": "Week 1", "C1": "Week 2", "D1": "Week 3", "E1": "Week 4"}
        for r, (cat, vals) in enumerate(zip(cats, data), 2):
            cells[f"A{r}"] = cat
            for c, v in zip("BCDE", vals):
                cells[f"{c}{r}"] = f(v)
            if totals_col:
                cells[f"F{r}"] = f(sum(vals))
        if totals_col:
            cells["F1"] = "Total"
        if totals_row:
            cells["A10"] = "Total"
            for i, c in enumerate("BCDE"):
                cells[f"{c}10"] = f(sum(v[i] for v in data))
            cells["F10"] = f(sum(map(sum, data)))
        return cells

    def win(cells: dict[str, str], active: str, box: str, line: str, status: str, modified: bool) -> str:
        rows = desk("LibreOffice Calc", ("LibreOffice Calc",))
        rows += [("frame", "Q3_expenses.ods - LibreOffice Calc", "", (70, 27), (1850, 1053))]
        for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]):
            rows.append(("menu", m, "", (74 + 62 * i, 56), (58, 24)))
        rows += [("push-button", "Save", "", (140, 88), (30, 30)), ("push-button", "Undo", "", (300, 88), (30, 30)),
                 ("combo-box", "Font Name", "Liberation Sans", (74, 124), (180, 28)), ("combo-box", "Font Size", "10 pt", (258, 124), (60, 28)),
                 ("combo-box", "Name Box", box, (74, 162), (110, 26)), ("text", "Input line", line, (262, 162), (1650, 26)),
                 ("table", "", "", (90, 200), (1830, 760))]
        for c in cols:
            x, w = xs[c]
            rows.append(("table-column-header", c, "", (x, 204), (w, 24)))
        for r in range(1, 13):
            y = 232 + 22 * (r - 1)
            for c in cols:
                x, w = xs[c]
                rows.append(("table-cell", f"{c}{r}", cells.get(f"{c}{r}", ""), (x, y), (w, 22)))
        for i, s in enumerate(sheets):
            rows.append(("page-tab", s, sel(s == active), (190 + 100 * i, 968), (96, 26)))
        rows += [("label", "", f"Sheet {sheets.index(active) + 1} of {len(sheets)}", (74, 1000), (120, 22)),
                 ("label", "", "Default", (300, 1000), (90, 22)), ("label", "", "English (USA)", (420, 1000), (120, 22)),
                 ("label", "Document modified" if modified else "Document not modified", "", (640, 1000), (24, 22)),
                 ("label", "", status, (900, 1000), (420, 22)), ("label", "", "100%", (1860, 1000), (50, 22))]
        return a11y(rows, ck.now())

    jcells = grid(july, True, True, True)
    state = win(jcells, "July", "A1", "Category", "Average: ; Sum: 0", False)
    turns: Turns = []
    ck.tick()
    turns.append((code('CalcTools.switch_active_sheet("Sheet3")'), win(grid(sept, False, False, False), "Sheet3", "A1", "Category", "Average: ; Sum: 0", False)))
    sheets[2] = "September"
    turns.append((code('CalcTools.rename_sheet("Sheet3", "September")'), win(grid(sept, False, False, False), "September", "A1", "Category", "Average: ; Sum: 0", True)))
    ck.tick()
    turns.append((code('CalcTools.set_cell_value("F1", "Total")\nfor r in range(2, 10):\n    CalcTools.set_cell_value(f"F{r}", f"=SUM(B{r}:E{r})")'),
                  win(grid(sept, True, False, False), "September", "A1", "Category", "Average: ; Sum: 0", True)))
    ck.tick()
    turns.append((code('CalcTools.set_cell_value("A10", "Total")\nfor c in "BCDEF":\n    CalcTools.set_cell_value(f"{c}10", f"=SUM({c}2:{c}9)")'),
                  win(grid(sept, True, True, False), "September", "A1", "Category", "Average: ; Sum: 0", True)))
    sept[2][1] = 124550
    ck.tick()
    turns.append((code('CalcTools.set_cell_value("C4", "1245.5")'), win(grid(sept, True, True, False), "September", "A1", "Category", "Average: ; Sum: 0", True)))
    turns.append((code('CalcTools.set_number_format("B2:F10", "#,##0.00")'), win(grid(sept, True, True, True), "September", "A1", "Category", "Average: ; Sum: 0", True)))
    total = money(sum(map(sum, sept)))
    ck.tick()
    turns.append((code("pyautogui.click(805, 441)"), win(grid(sept, True, True, True), "September", "F10", "=SUM(F2:F9)", f"Average: {total}; Sum: {total}", True)))
    sheets[3] = "Summary"
    ck.tick()
    turns.append((code('CalcTools.rename_sheet("Sheet4", "Summary")\nCalcTools.switch_active_sheet("Summary")'), win({}, "Summary", "A1", "", "Average: ; Sum: 0", True)))
    jt, st = sum(map(sum, july)), sum(map(sum, sept))
    summary = {"A1": "Month", "B1": "Total", "A2": "July", "B2": money(jt), "A3": "August", "B3": money(aug_total),
               "A4": "September", "B4": money(st), "A5": "Q3", "B5": money(jt + aug_total + st)}
    ck.tick()
    turns.append((code('CalcTools.set_cell_value("A1", "Month")\nCalcTools.set_cell_value("B1", "Total")\n'
                       'for r, m in enumerate(["July", "August", "September"], 2):\n    CalcTools.set_cell_value(f"A{r}", m)\n    CalcTools.set_cell_value(f"B{r}", f"={m}.F10")\n'
                       'CalcTools.set_cell_value("A5", "Q3")\nCalcTools.set_cell_value("B5", "=SUM(B2:B4)")'),
                  win(summary, "Summary", "A1", "Month", "Average: ; Sum: 0", True)))
    ck.tick()
    turns.append((code("CalcTools.save()"), win(summary, "Summary", "A1", "Month", "Average: ; Sum: 0", False)))
    rs.add(task="os", tid="h41-os-04", system=system(
        'In Q3_expenses.ods, rename Sheet3 to September, add row and column totals there (Meals in week 2 should be 1245.50), format the amounts with two decimals, build a Summary sheet of the three monthly totals, and save.'),
        turns=turns, state=state, bad=False)


# Gnote, notes list and note windows - clean
def t05(rs: RowSet) -> None:
    ck = Clock("Mar 13", 10, 13)
    notes = [  # title, sort key, modified label
        ["Standup notes", "2024-03-13 09:05", "Today, 09:05"], ["Groceries", "2024-03-12 18:40", "Yesterday, 18:40"],
        ["Flat viewing questions", "2024-03-09 11:22", "Mar 9, 2024"], ["Book list 2024", "2024-03-03 21:47", "Mar 3, 2024"],
        ["Car service", "2024-02-27 08:15", "Feb 27, 2024"], ["Old wifi passwords", "2024-02-02 19:30", "Feb 2, 2024"],
        ["Using Links in Gnote", "2024-01-09 12:01", "Jan 9, 2024"], ["Start Here", "2024-01-09 12:00", "Jan 9, 2024"]]
    groceries = ["Groceries", "", "oat milk", "eggs (12)", "spinach", "rye bread", "coffee beans", "lemons", "dish soap", "tin foil"]

    def touch(title: str, new_title: str | None = None) -> None:
        for n in notes:
            if n[0] == title:
                n[0] = new_title or title
                n[1], n[2] = f"2024-03-13 {ck.hm()}", f"Today, {ck.hm()}"
        notes.sort(key=lambda n: n[1], reverse=True)

    def win(note: tuple[str, list[str]] | None = None, menu_on: str = "", confirm: bool = False) -> str:
        rows = desk("Gnote", ("Gnote",))
        rows += [("frame", "Gnote", "", (240, 140), (800, 700)), ("push-button", "New", "", (250, 148), (60, 34)),
                 ("label", "", "All Notes", (560, 154), (100, 24)), ("toggle-button", "Search", "", (920, 148), (34, 34)),
                 ("push-button", "Main Menu", "", (958, 148), (34, 34)), ("push-button", "Close", "", (998, 148), (34, 34))]
        for i, nb in enumerate(["All Notes", "Unfiled Notes", "Important", "Personal", "Work"]):
            rows.append(("list-item", nb, sel(nb == "All Notes"), (240, 196 + 32 * i), (200, 32)))
        rows += [("table-column-header", "Note", "", (450, 196), (380, 30)), ("table-column-header", "Modified", "", (830, 196), (200, 30))]
        for i, (title, _, mod) in enumerate(notes):
            y = 228 + 30 * i
            rows += [("table-cell", "", title, (450, y), (380, 30)), ("table-cell", "", mod, (830, y), (200, 30))]
        if menu_on:
            y = 228 + 30 * [n[0] for n in notes].index(menu_on) + 15
            rows += [("menu", "", "", (600, y), (190, 100)), ("menu-item", "Open", "", (602, y + 4), (186, 30)),
                     ("menu-item", "Open In New Window", "", (602, y + 34), (186, 30)), ("menu-item", "Delete", "", (602, y + 64), (186, 30))]
        if confirm:
            rows += [("dialog", "Delete", "", (460, 380), (420, 180)), ("label", "", "Really delete this note?", (486, 404), (368, 26)),
                     ("label", "", "If you delete a note it is permanently lost.", (486, 438), (368, 22)),
                     ("push-button", "Cancel", "", (460, 512), (210, 48)), ("push-button", "Delete", "", (670, 512), (210, 48))]
        if note:
            title, lines = note
            rows += [("frame", title, "", (1080, 180), (620, 560)), ("push-button", "Search", "", (1090, 188), (34, 34)),
                     ("push-button", "Link", "", (1128, 188), (34, 34)), ("toggle-button", "Text", "", (1560, 188), (34, 34)),
                     ("push-button", "Note Actions", "", (1598, 188), (34, 34)), ("push-button", "Close", "", (1658, 188), (34, 34))]
            for i, line in enumerate(lines):
                rows.append(("paragraph", "", line, (1096, 236 + 26 * i), (588, 26)))
        return a11y(rows, ck.now())

    state = win()
    turns: Turns = []
    ck.tick()
    notes.insert(0, ["New Note 9", f"2024-03-13 {ck.hm()}", f"Today, {ck.hm()}"])
    turns.append((code("pyautogui.click(280, 165)"), win(("New Note 9", ["New Note 9", "", "Describe your new note here."]))))
    ck.tick()
    dentist = ["Dentist prep", "Bring insurance card", "Ask about night guard", "Appointment Thu 21 Mar 15:30"]
    touch("New Note 9", "Dentist prep")
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Dentist prep\\nBring insurance card\\nAsk about night guard\\nAppointment Thu 21 Mar 15:30')"),
                  win(("Dentist prep", dentist))))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), win()))
    ck.tick()
    gy = 228 + 30 * [n[0] for n in notes].index("Groceries") + 15
    turns.append((code(f"pyautogui.doubleClick(600, {gy})"), win(("Groceries", groceries))))
    ck.tick()
    touch("Groceries", "Groceries – week 11")
    groceries[0] = "Groceries – week 11"
    turns.append((code("pyautogui.click(1300, 249)\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.write('Groceries – week 11')"),
                  win(("Groceries – week 11", groceries))))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), win()))
    ck.tick()
    wy = 228 + 30 * [n[0] for n in notes].index("Old wifi passwords") + 15
    turns.append((code(f"pyautogui.rightClick(600, {wy})\npyautogui.click(680, {wy + 79})"), win(confirm=True)))
    notes[:] = [n for n in notes if n[0] != "Old wifi passwords"]
    turns.append((code("pyautogui.click(775, 536)"), win()))
    rs.add(task="os", tid="h41-os-05", system=system(
        'In Gnote, create a note "Dentist prep" with three reminder lines, retitle the Groceries note to "Groceries – week 11", and delete the "Old wifi passwords" note.'),
        turns=turns, state=state, bad=False)


# GNOME Software, updates page - bad
def t06(rs: RowSet) -> None:
    ck = Clock("Mar 13", 8, 52)
    apps = [  # name, summary, from, to, size, source
        ["GNU Image Manipulation Program", "Create images and edit photographs", "2.10.36", "2.10.38", "48.2 MB", "flathub"],
        ["Inkscape", "Vector Graphics Editor", "1.3.0", "1.3.2", "38.9 MB", "flathub"],
        ["Blender", "Free and open source 3D creation suite", "4.0.2", "4.1.0", "221.7 MB", "flathub"],
        ["Foliate", "Read e-books in style", "4.0.0", "4.1.1", "6.3 MB", "flathub"],
        ["Bottles", "Run Windows software", "51.10", "51.11", "14.8 MB", "flathub"]]

    def win(page: str, progress: dict[str, str] | None = None, detail: list[str] | None = None, restart: bool = False) -> str:
        badge = str(len(apps) + 1)
        rows = desk("Software", ("Ubuntu Software",))
        rows += [("frame", "Software", "", (360, 90), (1200, 900)),
                 ("toggle-button", "Search", "", (370, 98), (34, 34)),
                 ("toggle-button", "Explore", sel(page == "explore"), (740, 98), (130, 34)),
                 ("toggle-button", "Installed", sel(page == "installed"), (874, 98), (130, 34)),
                 ("toggle-button", "Updates", sel(page == "updates"), (1008, 98), (130, 34)),
                 ("label", "Updates available", badge, (1118, 96), (20, 18)),
                 ("push-button", "Main Menu", "", (1470, 98), (34, 34)), ("push-button", "Close", "", (1514, 98), (34, 34))]
        if detail:
            name, summary, old, new, size, src = detail
            rows += [("dialog", name, "", (610, 180), (700, 700)), ("push-button", "Back", "", (620, 190), (34, 34)),
                     ("label", "", name, (680, 194), (560, 26)), ("label", "", summary, (680, 224), (560, 22)),
                     ("label", "", f"{old} → {new}", (640, 270), (640, 22)),
                     ("label", "", "Source", (640, 320), (160, 22)), ("label", "", src, (820, 320), (300, 22)),
                     ("label", "", "Download Size", (640, 350), (160, 22)), ("label", "", size, (820, 350), (300, 22)),
                     ("label", "", "Runtime", (640, 380), (160, 22)), ("label", "", "org.gnome.Platform 45", (820, 380), (300, 22)),
                     ("label", "", "Release notes", (640, 430), (200, 24)),
                     ("label", "", f"Version {new}: bug fixes and translation updates. See the upstream changelog for details.", (640, 460), (640, 60)),
                     ("push-button", "Close", "", (1266, 190), (34, 34))]
            return a11y(rows, ck.now())
        if page == "explore":
            for i, cat in enumerate(["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Accessories", "Utilities"]):
                rows.append(("push-button", cat, "", (420 + 280 * (i % 4), 170 + 70 * (i // 4)), (260, 60)))
            rows += [("label", "", "Editor's Choice", (420, 330), (200, 26)), ("push-button", "Amberol", "Plays music, and nothing else", (420, 370), (530, 120)),
                     ("push-button", "Fragments", "Easy to use BitTorrent client", (970, 370), (530, 120))]
            return a11y(rows, ck.now())
        rows += [("label", "", "Requires Restart", (420, 160), (200, 24)), ("push-button", "Restart & Update", "", (1330, 152), (170, 36)),
                 ("list-item", "OS Updates", "", (420, 200), (1080, 70)),
                 ("label", "", "Includes performance, stability and security improvements.", (490, 234), (700, 22)),
                 ("label", "", "312.4 MB", (1380, 222), (100, 22))]
        y = 300
        if apps:
            rows += [("label", "", "Application Updates", (420, y), (220, 24))]
            if not progress:
                rows.append(("push-button", "Update All", "", (1380, y - 8), (120, 36)))
            y += 40
            for name, _summary, old, new, size, _ in apps:
                rows += [("list-item", name, "", (420, y), (1080, 70)), ("label", "", f"{old} → {new}", (490, y + 34), (500, 22))]
                if progress and name in progress:
                    rows.append(("progress-bar", "", progress[name], (1200, y + 24), (280, 22)))
                else:
                    rows += [("label", "", size, (1200, y + 24), (90, 22)), ("push-button", "Update", "", (1380, y + 17), (100, 36))]
                y += 74
        rows.append(("label", "", "Last checked: 08:31", (420, y + 20), (300, 22)))
        if restart:
            rows += [("dialog", "Restart & Install Updates", "", (710, 390), (500, 240)),
                     ("label", "", "Restart & Install Updates", (736, 414), (448, 28)),
                     ("label", "", "The system will restart and install updates automatically in 60 seconds.", (736, 452), (448, 44)),
                     ("check-box", "Install pending software updates", chk(True), (736, 510), (448, 28)),
                     ("push-button", "Cancel", "", (710, 582), (250, 48)), ("push-button", "Restart & Install", "", (960, 582), (250, 48))]
        return a11y(rows, ck.now())

    state = win("explore")
    turns: Turns = []
    turns.append((code("pyautogui.click(1073, 115)"), win("updates")))
    ck.tick()
    turns.append((code("pyautogui.click(800, 375)"), win("updates", detail=apps[0])))
    ck.tick()
    turns.append((code("pyautogui.click(1283, 207)\ntime.sleep(1)\npyautogui.click(1430, 375)"),
                  win("updates", progress={"GNU Image Manipulation Program": "Downloading… 31%"})))
    ck.tick(1)
    apps.pop(0)
    turns.append((code("time.sleep(30)"), win("updates")))
    ck.tick()
    drift = list(apps[0])
    drift[4] = "41.3 MB"
    turns.append((code("pyautogui.click(800, 375)"), win("updates", detail=drift)))
    ck.tick()
    turns.append((code("pyautogui.click(1283, 207)\ntime.sleep(1)\npyautogui.click(1440, 310)"),
                  win("updates", progress={"Inkscape": "Downloading… 18%", "Blender": "Pending", "Foliate": "Pending", "Bottles": "Pending"})))
    ck.tick(2)
    apps.clear()
    turns.append((code("time.sleep(120)"), win("updates")))
    ck.tick()
    turns.append((code("pyautogui.click(1415, 170)"), win("updates", restart=True)))
    rs.add(task="os", tid="h41-os-06", system=system(
        'In Software, update GIMP first, look at what the Inkscape update brings, then update the remaining applications and start the OS update restart.'),
        turns=turns, state=state, bad=True, turn=5, kind="download size of the pending Inkscape update differs between the list and its details")


# Disks (GNOME Disks), format a USB drive - clean
def t07(rs: RowSet) -> None:
    ck = Clock("Mar 13", 16, 20)
    devices = [("500 GB Disk", "Samsung SSD 980 PRO 500GB"), ("32 GB Drive", "SanDisk Ultra Fit"),
               ("4.1 kB Loop Device", "/dev/loop0"), ("66 MB Loop Device", "/snap/core22/1122"),
               ("253 MB Loop Device", "/snap/firefox/3836"), ("497 MB Loop Device", "/snap/gnome-42-2204/141")]
    nvme = [("Model", "Samsung SSD 980 PRO 500GB (5B2QGXA7)"), ("Serial Number", "S5GXNF0R812233K"),
            ("Size", "500 GB (500,107,862,016 bytes)"), ("Partitioning", "GUID Partition Table"),
            ("Assessment", "Disk is OK, 37° C (99° F)")]
    usb = [("Model", "SanDisk Ultra Fit (1.00)"), ("Serial Number", "4C530001160516115383"),
           ("Size", "32 GB (31,914,983,424 bytes)"), ("Partitioning", "Master Boot Record")]

    def win(dev: int, vol: dict[str, str] | None, title: str = "", vol_label: str = "", dialog: list[Row] | None = None) -> str:
        rows = desk("Disks", ("Disks",))
        rows += [("frame", "Disks", "", (260, 110), (1400, 860))]
        for i, (a, b) in enumerate(devices):
            rows += [("list-item", a, b, (260, 160 + 64 * i), (300, 64))]
        head, sub = title.split("\n")
        rows += [("label", "", head, (900, 114), (400, 18)), ("label", "", sub, (900, 134), (400, 16)),
                 ("push-button", "Power Off", "", (1500, 116), (34, 34)),
                 ("push-button", "Drive Options", "", (1540, 116), (34, 34)), ("push-button", "Close", "", (1612, 116), (34, 34))]
        info = nvme if dev == 0 else usb
        for i, (k, v) in enumerate(info):
            rows += [("label", "", k, (600, 180 + 30 * i), (170, 26)), ("label", "", v, (790, 180 + 30 * i), (800, 26))]
        rows += [("label", "", "Volumes", (600, 330), (100, 24)),
                 ("push-button", vol_label, "", (600, 364), (1000, 90))]
        if vol is None:
            buttons = ["Create partition in unallocated space", "Additional partition options"]
        elif "Not Mounted" in vol["Contents"]:
            buttons = ["Mount selected partition", "Delete selected partition", "Additional partition options"]
        else:
            buttons = ["Unmount selected partition", "Delete selected partition", "Additional partition options"]
        for i, b in enumerate(buttons):
            rows.append(("push-button", b, "", (600 + 40 * i, 464), (34, 34)))
        for i, (k, v) in enumerate((vol or {"Size": "32 GB — 31,913,934,848 bytes", "Contents": "Unallocated Space", "Device": "/dev/sda"}).items()):
            rows += [("label", "", k, (600, 520 + 30 * i), (170, 26)), ("label", "", v, (790, 520 + 30 * i), (800, 26))]
        rows += dialog or []
        return a11y(rows, ck.now())

    old = {"Size": "32 GB — 31,913,934,848 bytes", "Device": "/dev/sda1", "UUID": "6A1B-3F0C",
           "Partition Type": "W95 FAT32 (LBA)", "Contents": "FAT (32-bit version) — Mounted at /media/dana/OLD_USB"}
    nvme_vol = {"Size": "537 MB — 536,870,912 bytes", "Device": "/dev/nvme0n1p1", "UUID": "8E3B-4C21",
                "Partition Type": "EFI System", "Contents": "FAT (32-bit version) — Mounted at /boot/efi"}
    state = win(0, nvme_vol, "500 GB Disk\n/dev/nvme0n1", "EFI System Partition 1  537 MB FAT  |  Partition 2  499 GB Ext4")
    turns: Turns = []
    ck.tick()
    turns.append((code("pyautogui.click(410, 256)"), win(1, old, "32 GB Drive\n/dev/sda", "OLD_USB Partition 1  32 GB FAT")))
    fmt = [("dialog", "Format Disk", "", (660, 330), (600, 300)), ("push-button", "Cancel", "", (670, 338), (80, 34)),
           ("label", "", "Format Disk", (900, 344), (120, 24)), ("push-button", "Format…", "", (1166, 338), (84, 34)),
           ("combo-box", "Erase", "Don't overwrite existing data (Quick)", (700, 410), (520, 40)),
           ("combo-box", "Partitioning", "Compatible with all systems and devices (MBR / DOS)", (700, 470), (520, 40))]
    turns.append((code("pyautogui.click(1557, 133)\ntime.sleep(1)\npyautogui.click(1480, 200)"), win(1, old, "32 GB Drive\n/dev/sda", "OLD_USB Partition 1  32 GB FAT", fmt)))
    ck.tick()
    confirm = [("dialog", "Are you sure you want to format the disk?", "", (660, 360), (600, 300)),
               ("label", "", "Are you sure you want to format the disk?", (690, 384), (540, 26)),
               ("label", "", "All data on the disk will be lost but may still be recoverable by data recovery services", (690, 418), (540, 40)),
               ("label", "", "Affected Devices", (690, 470), (200, 22)),
               ("label", "", "OLD_USB (Partition 1 of 32 GB Drive)  /dev/sda1", (690, 498), (540, 22)),
               ("push-button", "Cancel", "", (660, 612), (300, 48)), ("push-button", "Format", "", (960, 612), (300, 48))]
    turns.append((code("pyautogui.click(1208, 355)"), win(1, old, "32 GB Drive\n/dev/sda", "OLD_USB Partition 1  32 GB FAT", confirm)))
    ck.tick()
    turns.append((code("pyautogui.click(1110, 636)\ntime.sleep(3)"), win(1, None, "32 GB Drive\n/dev/sda", "Free Space  32 GB")))
    ck.tick(2)
    new = {"Size": "32 GB — 31,913,934,848 bytes", "Device": "/dev/sda1", "UUID": "65E3-1A9C",
           "Partition Type": "HPFS/NTFS/exFAT", "Contents": "exFAT — Not Mounted"}
    turns.append((code("pyautogui.click(617, 481)\ntime.sleep(1)\npyautogui.click(1208, 355)  # Next\ntime.sleep(1)\n"
                       "pyautogui.write('CAMERA')\npyautogui.click(720, 610)  # Other\npyautogui.click(1208, 355)  # Next\ntime.sleep(1)\n"
                       "pyautogui.click(720, 470)  # exFAT\npyautogui.click(1208, 355)  # Create\ntime.sleep(4)"),
                  win(1, new, "32 GB Drive\n/dev/sda", "CAMERA Partition 1  32 GB exFAT")))
    ck.tick()
    new["Contents"] = "exFAT — Mounted at /media/dana/CAMERA"
    turns.append((code("pyautogui.click(617, 481)\ntime.sleep(2)"), win(1, new, "32 GB Drive\n/dev/sda", "CAMERA Partition 1  32 GB exFAT")))
    rs.add(task="os", tid="h41-os-07", system=system(
        'Use Disks to wipe the SanDisk USB stick and give it a single exFAT partition named CAMERA, then mount it.'),
        turns=turns, state=state, bad=False)


# Clocks, alarms - bad
def t08(rs: RowSet) -> None:
    ck = Clock("Mar 13", 10, 31)
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    alarms = [["06:30", "Alarm", "Weekdays", True], ["08:00", "Weekend run", "Sat, Sun", False], ["13:45", "Meds", "Every Day", True]]
    zones = [("London", "United Kingdom", -60), ("New York", "United States", -300), ("Tokyo", "Japan", 480)]

    def head(view: str) -> list[Row]:
        rows = desk("Clocks", ("Clocks",))
        rows += [("frame", "Clocks", "", (560, 160), (800, 720)), ("push-button", "Add", "", (570, 168), (34, 34))]
        for i, v in enumerate(["World", "Alarms", "Stopwatch", "Timer"]):
            rows.append(("toggle-button", v, sel(v == view), (760 + 104 * i, 168), (100, 34)))
        rows += [("push-button", "Main Menu", "", (1272, 168), (34, 34)), ("push-button", "Close", "", (1316, 168), (34, 34))]
        return rows

    def alarm_list(shown: list[list] | None = None) -> list[Row]:
        rows = []
        for i, (t, name, rep, en) in enumerate(shown or alarms):
            y = 230 + 84 * i
            rows += [("list-item", "", "", (600, y), (720, 76)), ("label", "", t, (624, y + 8), (160, 40)),
                     ("label", "", f"{name} • {rep}", (624, y + 50), (400, 20)), ("switch", "Enable Alarm", on(en), (1240, y + 23), (56, 30))]
        return rows

    def world() -> str:
        rows = head("World")
        t = ck.t
        for i, (city, country, off) in enumerate(zones):
            lt = (t + off) % 1440
            y = 230 + 84 * i
            diff = off // 60
            day = "Today" if 0 <= t + off < 1440 else ("Tomorrow" if t + off >= 1440 else "Yesterday")
            rows += [("list-item", "", "", (600, y), (720, 76)), ("label", "", city, (624, y + 10), (300, 26)),
                     ("label", "", f"{country} • {day} • {'+' if diff > 0 else ''}{diff} hours" if diff else country, (624, y + 42), (400, 20)),
                     ("label", "", f"{lt // 60:02d}:{lt % 60:02d}", (1180, y + 20), (110, 34))]
        return a11y(rows, ck.now())

    def editor(title: str, hh: str, mm: str, name: str, on_days: list[str], btn: str) -> list[Row]:
        rows = [("dialog", title, "", (660, 250), (600, 560)), ("push-button", "Cancel", "", (670, 258), (80, 34)),
                ("label", "", title, (900, 264), (140, 24)), ("push-button", btn, "", (1180, 258), (70, 34)),
                ("spin-button", "Hour", hh, (800, 320), (140, 90)), ("label", "", ":", (948, 340), (20, 40)),
                ("spin-button", "Minute", mm, (976, 320), (140, 90)), ("label", "", "Repeat", (690, 450), (120, 22))]
        for i, d in enumerate(days):
            rows.append(("toggle-button", d, sel(d in on_days), (690 + 78 * i, 480), (72, 40)))
        rows += [("label", "", "Name", (690, 546), (120, 22)), ("text", "Name", name, (840, 540), (390, 36)),
                 ("label", "", "Ring Duration", (690, 596), (150, 22)), ("combo-box", "Ring Duration", "5 minutes", (1030, 590), (200, 36)),
                 ("label", "", "Snooze Duration", (690, 646), (150, 22)), ("combo-box", "Snooze Duration", "10 minutes", (1030, 640), (200, 36))]
        if title == "Edit Alarm":
            rows.append(("push-button", "Remove Alarm", "", (860, 740), (200, 40)))
        return rows

    state = world()
    turns: Turns = []
    turns.append((code("pyautogui.click(914, 185)"), a11y(head("Alarms") + alarm_list(), ck.now())))
    ck.tick()
    wk = days[:5]
    turns.append((code("pyautogui.click(900, 258)"), a11y(head("Alarms") + alarm_list() + editor("Edit Alarm", "06", "30", "Alarm", wk, "Done"), ck.now())))
    ck.tick()
    turns.append((code("pyautogui.doubleClick(1046, 365)\npyautogui.write('45')\npyautogui.press('tab')\npyautogui.tripleClick(1035, 558)\npyautogui.write('Gym')"),
                  a11y(head("Alarms") + alarm_list() + editor("Edit Alarm", "06", "45", "Gym", wk, "Done"), ck.now())))
    alarms[0] = ["06:45", "Gym", "Weekdays", True]
    turns.append((code("pyautogui.click(1215, 275)"), a11y(head("Alarms") + alarm_list(), ck.now())))
    ck.tick()
    turns.append((code("pyautogui.click(587, 185)\ntime.sleep(1)\npyautogui.doubleClick(870, 365)\npyautogui.write('22')\npyautogui.doubleClick(1046, 365)\n"
                       "pyautogui.write('15')\npyautogui.press('tab')\nfor i in range(7):\n    pyautogui.click(726 + 78 * i, 500)\n"
                       "pyautogui.click(1035, 558)\npyautogui.write('Wind down')"),
                  a11y(head("Alarms") + alarm_list() + editor("New Alarm", "22", "15", "Wind down", days, "Add"), ck.now())))
    alarms.append(["22:15", "Wind down", "Every Day", True])
    shown = [list(a) for a in alarms]
    shown[0][0] = "06:30"
    ck.tick()
    turns.append((code("pyautogui.click(1215, 275)"), a11y(head("Alarms") + alarm_list(shown), ck.now())))
    ck.tick()
    turns.append((code("pyautogui.click(810, 185)"), world()))
    rs.add(task="os", tid="h41-os-08", system=system(
        'In Clocks, move the weekday alarm to 06:45 and call it Gym, add a daily 22:15 alarm named "Wind down", then go back to the world clocks.'),
        turns=turns, state=state, bad=True, turn=6, kind="alarm time edited to 06:45 lists as 06:30 again after adding another alarm")


# LibreOffice Writer, paragraph styles - bad
def t09(rs: RowSet) -> None:
    ck = Clock("Mar 13", 11, 2)
    paras = [
        ("Title", "Community Solar Pilot – Proposal"),
        ("Body Custom", "Prepared for the Eastgate Residents' Association · March 2024"),
        ("Heading 1", "1. Background"),
        ("Body Custom", "Eastgate's three council-owned blocks have about 4,200 m² of flat roof that currently produces nothing. Residents pay an average of £1,140 a year for electricity, and the shared corridors and lifts add another £38,000 to the service charge."),
        ("Body Custom", "In January the association asked us to look at whether a community-owned solar array could cover the landlord supply and sell the surplus to residents at a fixed rate below the price cap."),
        ("Heading 1", "2. Scope"),
        ("List Bullet", "Install about 180 kWp of panels across Blocks A, B and C."),
        ("List Bullet", "Replace the landlord meters with half-hourly smart meters."),
        ("List Bullet", "Set up Eastgate Energy CIC to own the array and hold the supply contract."),
        ("Heading 1", "3. Budget"),
        ("Body Custom", "The capital cost is estimated at £214,000 including scaffolding, roof surveys and grid connection fees. Table 2 on page 3 splits this by block."),
    ]
    tail = [
        ("Heading 1", "6. Next steps"),
        ("List Bullet", "Structural survey of Block C roof (April)."),
        ("List Bullet", "Members' vote at the AGM on 14 May."),
        ("List Bullet", "Submit the DNO connection application (June)."),
    ]
    applied = ["Body Custom", "Heading 1", "List Bullet", "Table Contents", "Title"]
    st = {"pages": 4, "modified": False, "spacing": 1.0}

    def win(sidebar: bool, style_box: str, page: int, body: list[tuple[str, str]], footer: str = "",
            extra: list[Row] | None = None, styles: list[str] | None = None, title: str = "proposal.odt - LibreOffice Writer") -> str:
        rows = desk("LibreOffice Writer", ("LibreOffice Writer",))
        rows += [("frame", title, "", (70, 27), (1850, 1053))]
        for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]):
            rows.append(("menu", m, "", (74 + 62 * i, 56), (58, 24)))
        rows += [("combo-box", "Paragraph Style", style_box, (74, 124), (180, 28)),
                 ("combo-box", "Font Name", "Liberation Serif", (258, 124), (180, 28)), ("combo-box", "Font Size", "24 pt" if style_box == "Title" else "11 pt", (442, 124), (60, 28))]
        x0 = 377 if sidebar else 587
        y = 200
        step = 26 if st["spacing"] == 1.0 else 36
        for style, text in body:
            lines = 1 + len(text) // 95
            h = 44 if style == "Title" else 30 if style == "Heading 1" else (step if style in ("Body Custom", "Report Body") else 26) * lines
            if y + h > 940:
                break
            rows.append(("paragraph", "", text, (x0 + 96, y), (624, h)))
            y += h + 10
        if footer:
            rows.append(("footer", "", footer, (x0 + 96, 900), (624, 24)))
        if sidebar:
            rows += [("panel", "Styles", "", (1500, 160), (380, 800)), ("label", "", "Styles", (1510, 166), (80, 22))]
            for i, b in enumerate(["Paragraph Styles", "Character Styles", "Frame Styles", "Page Styles", "List Styles", "Table Styles"]):
                rows.append(("toggle-button", b, sel(i == 0), (1510 + 30 * i, 196), (28, 28)))
            rows += [("push-button", "Fill Format Mode", "", (1730, 196), (28, 28)), ("push-button", "Styles actions", "", (1762, 196), (28, 28))]
            for i, s in enumerate(styles if styles is not None else applied):
                rows.append(("list-item", s, sel(s == style_box), (1510, 236 + 30 * i), (360, 30)))
            rows += [("check-box", "Show Previews", chk(False), (1510, 890), (200, 24)), ("combo-box", "Style filter", "Applied Styles", (1510, 920), (360, 28))]
        rows += [("label", "", f"Page {page} of {st['pages']}", (74, 1050), (110, 22)), ("label", "", "1,284 words, 7,903 characters", (200, 1050), (240, 22)),
                 ("label", "", "Default Page Style", (470, 1050), (150, 22)), ("label", "", "English (UK)", (650, 1050), (110, 22)),
                 ("label", "Document modified" if st["modified"] else "Document not modified", "", (800, 1050), (24, 22)),
                 ("label", "", "100%", (1860, 1050), (50, 22))]
        rows += extra or []
        return a11y(rows, ck.now())

    def menu() -> list[Row]:
        y = 236 + 30 * applied.index("Body Custom") + 15
        return [("menu", "", "", (1600, y), (180, 130)), ("menu-item", "New...", "", (1602, y + 4), (176, 30)),
                ("menu-item", "Edit Style...", "", (1602, y + 34), (176, 30)), ("menu-item", "Hide", "", (1602, y + 64), (176, 30)),
                ("menu-item", "Delete...", "", (1602, y + 94), (176, 30))]

    tabs = ["Organizer", "Indents & Spacing", "Alignment", "Text Flow", "Asian Typography", "Font", "Font Effects", "Position",
            "Highlighting", "Tabs", "Drop Caps", "Area", "Transparency", "Borders", "Outline & List", "Condition"]

    def dialog(tab: str, name: str, spacing: str = "Single") -> list[Row]:
        rows: list[Row] = [("dialog", "Paragraph Style: Body Custom", "", (420, 180), (1000, 700))]
        for i, t in enumerate(tabs):
            rows.append(("page-tab", t, sel(t == tab), (430 + 122 * (i % 8), 190 + 30 * (i // 8)), (120, 28)))
        if tab == "Organizer":
            rows += [("label", "", "Name:", (450, 270), (140, 24)), ("text", "Name", name, (600, 266), (400, 30)),
                     ("label", "", "Next style:", (450, 310), (140, 24)), ("combo-box", "Next style", "Body Custom", (600, 306), (400, 30)),
                     ("label", "", "Inherit from:", (450, 350), (140, 24)), ("combo-box", "Inherit from", "Default Paragraph Style", (600, 346), (400, 30)),
                     ("label", "", "Category:", (450, 390), (140, 24)), ("combo-box", "Category", "Custom Styles", (600, 386), (400, 30)),
                     ("label", "", "Contains", (450, 450), (140, 24)),
                     ("label", "", "Default Paragraph Style + Font: Liberation Serif, 11pt, Indent left 0.0\", right 0.0\", first line 0.3\", Spacing below 0.1\"", (450, 480), (900, 44))]
        else:
            rows += [("label", "", "Indent", (450, 270), (120, 24)),
                     ("spin-button", "Before text", "0.00\"", (700, 300), (140, 30)), ("spin-button", "After text", "0.00\"", (700, 336), (140, 30)),
                     ("spin-button", "First line", "0.30\"", (700, 372), (140, 30)), ("label", "", "Spacing", (450, 420), (120, 24)),
                     ("spin-button", "Above paragraph spacing", "0.00\"", (700, 450), (140, 30)), ("spin-button", "Below paragraph spacing", "0.10\"", (700, 486), (140, 30)),
                     ("label", "", "Line Spacing", (450, 540), (120, 24)), ("combo-box", "Line spacing", spacing, (700, 570), (200, 30))]
        rows += [("push-button", "Help", "", (430, 830), (90, 34)), ("push-button", "Reset", "", (980, 830), (90, 34)),
                 ("push-button", "Standard", "", (1076, 830), (100, 34)), ("push-button", "OK", "", (1190, 830), (100, 34)),
                 ("push-button", "Cancel", "", (1300, 830), (100, 34))]
        return rows

    state = win(False, "Title", 1, paras)
    turns: Turns = []
    turns.append((code("pyautogui.press('f11')"), win(True, "Title", 1, paras)))
    ck.tick()
    by = 236 + 30 * applied.index("Body Custom") + 15
    turns.append((code(f"pyautogui.rightClick(1600, {by})"), win(True, "Title", 1, paras, extra=menu())))
    turns.append((code(f"pyautogui.click(1660, {by + 49})"), win(True, "Title", 1, paras, extra=dialog("Organizer", "Body Custom"))))
    ck.tick()
    turns.append((code("pyautogui.tripleClick(800, 281)\npyautogui.write('Report Body')"), win(True, "Title", 1, paras, extra=dialog("Organizer", "Report Body"))))
    turns.append((code("pyautogui.click(612, 204)"), win(True, "Title", 1, paras, extra=dialog("Indents & Spacing", "Report Body"))))
    ck.tick()
    applied[:] = sorted(["Report Body" if s == "Body Custom" else s for s in applied])
    paras = [("Report Body" if s == "Body Custom" else s, t) for s, t in paras]
    st.update(pages=5, modified=True, spacing=1.5)
    turns.append((code("pyautogui.click(800, 585)\npyautogui.click(770, 666)  # 1.5 Lines\npyautogui.click(1240, 847)"), win(True, "Title", 1, paras)))
    ck.tick()
    applied[:] = sorted(applied + ["Footer"])
    shown = sorted(["Body Custom" if s == "Report Body" else s for s in applied])
    turns.append((code('WriterTools.add_page_numbers(position="bottom", alignment="center")'), win(True, "Title", 1, paras, styles=shown)))
    ck.tick()
    turns.append((code("pyautogui.press('f11')\npyautogui.hotkey('ctrl', 'end')"), win(False, "List Bullet", 5, tail, footer="5")))
    ck.tick()
    paras[0] = ("Title", paras[0][1].upper())
    turns.append((code("pyautogui.hotkey('ctrl', 'home')\npyautogui.hotkey('shift', 'end')\nWriterTools.change_text_case('upper')"), win(False, "Title", 1, paras)))
    ck.tick()
    st["modified"] = False
    turns.append((code("WriterTools.save()"), win(False, "Title", 1, paras)))
    rs.add(task="os", tid="h41-os-09", system=system(
        'In proposal.odt, rename the paragraph style "Body Custom" to "Report Body" and give it 1.5 line spacing, add centered page numbers in the footer, put the title in upper case and save.'),
        turns=turns, state=state, bad=True, turn=7, kind="renamed paragraph style listed under its old name in the Styles deck")


# Firefox, Library bookmarks manager - clean
def t10(rs: RowSet) -> None:
    ck = Clock("Mar 13", 8, 17)
    B = {
        "inbox": ("Inbox – Fastmail", "https://app.fastmail.com/mail/Inbox/", "3/13/2024, 8:02 AM"),
        "gh": ("GitHub", "https://github.com/", "3/13/2024, 8:15 AM"),
        "lh": ("Lufthansa – Manage booking", "https://www.lufthansa.com/de/en/my-bookings", "3/10/2024, 9:14 PM"),
        "bk": ("Booking.com: Hotel Lisboa Plaza", "https://www.booking.com/hotel/pt/lisboa-plaza.html", "3/10/2024, 9:31 PM"),
        "hn": ("Hacker News", "https://news.ycombinator.com/", "3/13/2024, 7:55 AM"),
        "r2r": ("Rome2Rio – Lisbon to Sintra", "https://www.rome2rio.com/map/Lisbon/Sintra", "3/11/2024, 10:05 PM"),
        "lh2": ("Lufthansa – Manage booking", "https://www.lufthansa.com/de/en/my-bookings", "3/10/2024, 9:14 PM"),
        "gf": ("Grafana – prod overview", "https://grafana.internal.example.net/d/prod-overview", "3/12/2024, 4:20 PM"),
        "wx": ("Weather – Lisbon", "https://www.ipma.pt/en/otempo/prev.localidade.hora/#Lisboa", "3/11/2024, 9:58 PM"),
        "dir": ("Travel 2024", "", ""),
    }
    toolbar = ["inbox", "gh", "lh", "bk", "hn", "r2r", "lh2", "gf", "wx"]
    folder: list[str] = []

    def firefox() -> list[Row]:
        rows = desk("Firefox Web Browser", ("Firefox Web Browser",))
        rows += [("frame", "GitHub: Let’s build from here · GitHub — Mozilla Firefox", "", (70, 27), (1850, 1053)),
                 ("page-tab", "GitHub: Let’s build from here · GitHub", "", (80, 35), (240, 36)), ("push-button", "Open a new tab (Ctrl+T)", "", (324, 38), (30, 30)),
                 ("push-button", "Back", "", (80, 78), (32, 32)), ("push-button", "Forward", "", (114, 78), (32, 32)), ("push-button", "Reload", "", (148, 78), (32, 32)),
                 ("entry", "Search with Google or enter address", "github.com", (300, 78), (1200, 32)),
                 ("push-button", "Open application menu", "", (1876, 78), (32, 32)), ("tool-bar", "Bookmarks Toolbar", "", (70, 116), (1850, 30))]
        x = 80
        for k in toolbar:
            name = B[k][0]
            w = min(40 + 7 * len(name), 220)
            rows.append(("push-button", name, "", (x, 118), (w, 26)))
            x += w + 4
        rows += [("document-web", "GitHub: Let’s build from here · GitHub", "", (70, 148), (1850, 932)),
                 ("heading", "", "Let’s build from here", (420, 300), (1080, 80)),
                 ("paragraph", "", "The world’s leading AI-powered developer platform.", (420, 400), (1080, 30)),
                 ("entry", "Email address", "", (700, 480), (330, 48)), ("push-button", "Sign up for GitHub", "", (1040, 480), (180, 48))]
        return rows

    def library(where: str, items: list[str], selected: tuple[int, ...] = (), extra: list[Row] | None = None) -> str:
        rows = firefox()
        rows += [("frame", "Library", "", (380, 150), (1160, 760)), ("push-button", "Go back", "", (390, 158), (30, 30)),
                 ("push-button", "Go forward", "", (422, 158), (30, 30)), ("push-button", "Organize", "", (470, 158), (100, 30)),
                 ("push-button", "Views", "", (574, 158), (80, 30)), ("push-button", "Import and Backup", "", (658, 158), (160, 30)),
                 ("entry", "Search Bookmarks", "", (1240, 158), (280, 30))]
        tree = [("History", 0), ("Downloads", 0), ("Tags", 0), ("All Bookmarks", 0), ("Bookmarks Toolbar", 1)]
        if "dir" in toolbar:
            tree.append(("Travel 2024", 2))
        tree += [("Bookmarks Menu", 1), ("Other Bookmarks", 1)]
        for i, (t, lvl) in enumerate(tree):
            rows.append(("tree-item", t, sel(t == where), (390 + 18 * lvl, 200 + 28 * i), (240 - 18 * lvl, 28)))
        rows += [("table-column-header", "Name", "", (640, 200), (380, 28)), ("table-column-header", "Location", "", (1020, 200), (320, 28)),
                 ("table-column-header", "Most Recent Visit", "", (1340, 200), (190, 28))]
        for i, k in enumerate(items):
            name, url, visit = B[k]
            y = 230 + 28 * i
            rows += [("table-cell", "", name, (640, y), (380, 28)), ("table-cell", "", url, (1020, y), (320, 28)),
                     ("table-cell", "", visit, (1340, y), (190, 28))]
        if len(selected) == 1:
            name, url, _ = B[items[selected[0]]]
            rows += [("label", "", "Name", (650, 740), (80, 24)), ("entry", "Name", name, (760, 738), (760, 28))]
            if url:
                rows += [("label", "", "URL", (650, 774), (80, 24)), ("entry", "URL", url, (760, 772), (760, 28)),
                         ("label", "", "Tags", (650, 808), (80, 24)), ("entry", "Tags", "", (760, 806), (760, 28)),
                         ("label", "", "Keyword", (650, 842), (80, 24)), ("entry", "Keyword", "", (760, 840), (760, 28))]
        elif selected:
            rows.append(("label", "", f"{len(selected)} items selected", (650, 740), (300, 24)))
        rows += extra or []
        return a11y(rows, ck.now())

    state = a11y(firefox(), ck.now())
    turns: Turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'o')\ntime.sleep(1)\npyautogui.click(505, 326)"), library("Bookmarks Toolbar", toolbar)))
    ck.tick()
    add = [("dialog", "Add Folder", "", (760, 380), (420, 200)), ("label", "", "Add Folder", (790, 396), (200, 24)),
           ("label", "", "Name", (790, 440), (80, 24)), ("entry", "Name", "New Folder", (880, 436), (270, 30)),
           ("push-button", "Cancel", "", (940, 520), (100, 34)), ("push-button", "Save", "", (1050, 520), (100, 34))]
    turns.append((code("pyautogui.rightClick(900, 620)\npyautogui.click(960, 678)  # Add Folder…"), library("Bookmarks Toolbar", toolbar, extra=add)))
    toolbar.append("dir")
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Travel 2024')\npyautogui.press('enter')"),
                  library("Bookmarks Toolbar", toolbar, selected=(len(toolbar) - 1,))))
    ck.tick()
    folder += ["lh", "bk", "r2r"]
    toolbar[:] = [k for k in toolbar if k not in folder]
    turns.append((code("pyautogui.click(800, 300)\npyautogui.keyDown('ctrl')\npyautogui.click(800, 328)\npyautogui.click(800, 384)\npyautogui.keyUp('ctrl')\n"
                       "pyautogui.dragTo(800, 496, duration=0.8)"), library("Bookmarks Toolbar", toolbar)))
    ck.tick()
    turns.append((code("pyautogui.doubleClick(800, 412)"), library("Travel 2024", folder)))
    ck.tick()
    toolbar.remove("lh2")
    turns.append((code("pyautogui.click(505, 326)\ntime.sleep(0.5)\npyautogui.click(800, 328)\npyautogui.press('delete')"),
                  library("Bookmarks Toolbar", toolbar, selected=(3,))))
    ck.tick()
    toolbar[:] = ["dir"] + sorted((k for k in toolbar if k != "dir"), key=lambda k: B[k][0].lower())
    turns.append((code("pyautogui.rightClick(800, 328)\npyautogui.click(880, 530)  # Sort By Name"), library("Bookmarks Toolbar", toolbar, selected=(toolbar.index("gf"),))))
    turns.append((code("pyautogui.hotkey('alt', 'f4')"), a11y(firefox(), ck.now())))
    rs.add(task="os", tid="h41-os-10", system=system(
        'In the Firefox Library, put the Lufthansa, Booking.com and Rome2Rio bookmarks into a new "Travel 2024" folder on the Bookmarks Toolbar, delete the leftover duplicate Lufthansa bookmark, and sort the toolbar by name.'),
        turns=turns, state=state, bad=False)


# Meld, two-way file merge - clean
def t11(rs: RowSet) -> None:
    import difflib

    ck = Clock("Mar 13", 15, 40)
    left = ["[server]", "host = 0.0.0.0", "port = 8080", "workers = 2", "", "[database]", "url = postgresql://app@db-staging:5432/app",
            "pool_size = 5", "timeout = 30", "", "[cache]", "backend = redis", "url = redis://cache-staging:6379/0", "", "[logging]",
            "level = DEBUG", "format = text", "", "[features]", "debug_toolbar = true", "beta_checkout = true"]
    right = ["[server]", "host = 0.0.0.0", "port = 8080", "workers = 8", "", "[database]", "url = postgresql://app@db-prod:5432/app",
             "pool_size = 20", "timeout = 30", "", "[cache]", "backend = redis", "url = redis://cache-prod:6379/0", "", "[logging]",
             "level = INFO", "format = json", "rotate = daily", "retention_days = 14", "", "[features]", "beta_checkout = false"]
    lp, rp = "/home/dana/deploy/staging/settings.ini", "/home/dana/deploy/production/settings.ini"

    def chunks() -> list[tuple[int, int, int, int]]:
        return [(i1, i2, j1, j2) for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, left, right, autojunk=False).get_opcodes() if tag != "equal"]

    def win(line: int, modified: bool) -> str:
        rows = desk("Meld", ("Meld",))
        rows += [("frame", f"settings.ini{'*' if modified else ''} — settings.ini - Meld", "", (70, 27), (1850, 1053)),
                 ("push-button", "Save", "", (80, 35), (34, 34)), ("push-button", "Undo", "", (118, 35), (34, 34)),
                 ("push-button", "Redo", "", (152, 35), (34, 34)), ("push-button", "Go to the previous change", "", (200, 35), (34, 34)),
                 ("push-button", "Go to the next change", "", (234, 35), (34, 34)), ("toggle-button", "Lock scrolling", "", (280, 35), (34, 34)),
                 ("push-button", "Main Menu", "", (1830, 35), (34, 34)),
                 ("page-tab", f"settings.ini{'*' if modified else ''} — settings.ini", sel(True), (80, 80), (320, 32)),
                 ("push-button", "New comparison", "", (404, 80), (32, 32)),
                 ("push-button", lp, "", (110, 130), (820, 30)), ("push-button", rp, "", (990, 130), (820, 30))]
        for n, text in enumerate(left, 1):
            rows.append(("text", f"{n}", text, (120, 178 + 22 * (n - 1)), (800, 22)))
        for n, text in enumerate(right, 1):
            rows.append(("text", f"{n}", text, (1000, 178 + 22 * (n - 1)), (800, 22)))
        for _i1, _i2, j1, _j2 in chunks():
            rows.append(("push-button", "Copy to left", "", (960, 178 + 22 * j1), (24, 22)))
        rows += [("label", "", f"Ln {line}, Col 1", (1600, 1046), (120, 22)), ("label", "", "INS", (1730, 1046), (40, 22))]
        return a11y(rows, ck.now())

    def merge(at_right: int) -> None:
        for i1, i2, j1, j2 in chunks():
            if j1 == at_right:
                left[i1:i2] = right[j1:j2]
                return
        raise AssertionError(at_right)

    state = win(1, False)
    turns: Turns = []
    cs = chunks()
    turns.append((code("pyautogui.hotkey('alt', 'down')"), win(cs[0][0] + 1, False)))
    merge(cs[0][2])
    turns.append((code(f"pyautogui.click(972, {178 + 22 * cs[0][2] + 11})"), win(cs[0][0] + 1, True)))
    ck.tick()
    cs = chunks()
    log = cs[2]
    turns.append((code("for _ in range(3):\n    pyautogui.hotkey('alt', 'down')"), win(log[0] + 1, True)))
    merge(log[2])
    turns.append((code(f"pyautogui.click(972, {178 + 22 * log[2] + 11})"), win(log[0] + 1, True)))
    ck.tick()
    cs = chunks()
    turns.append((code("pyautogui.hotkey('alt', 'down')"), win(cs[-1][0] + 1, True)))
    ck.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), win(cs[-1][0] + 1, False)))
    turns.append((code("pyautogui.hotkey('alt', 'up')\npyautogui.hotkey('alt', 'up')"), win(cs[0][0] + 1, False)))
    rs.add(task="os", tid="h41-os-11", system=system(
        'In Meld, bring the worker count and the whole [logging] section of the production settings.ini into the staging copy, leave the other differences alone, and save the staging file.'),
        turns=turns, state=state, bad=False)


# Déjà Dup backups, folders and a manual backup - bad
def t12(rs: RowSet) -> None:
    ck = Clock("Mar 13", 10, 54)
    include = [("Documents", "~/Documents"), ("Pictures", "~/Pictures")]
    exclude = [("Trash", "~/.local/share/Trash"), ("Downloads", "~/Downloads")]
    home = ["Desktop", "Documents", "Downloads", "Music", "Pictures", "Projects", "Public", "snap", "Templates", "Videos"]

    def main(last: str, nxt: str) -> list[Row]:
        rows = desk("Backups", ("Backups",))
        rows += [("frame", "Backups", "", (460, 150), (1000, 720)), ("toggle-button", "Overview", sel(True), (820, 158), (130, 34)),
                 ("toggle-button", "Restore", "", (954, 158), (130, 34)), ("push-button", "Main Menu", "", (1378, 158), (34, 34)),
                 ("push-button", "Close", "", (1418, 158), (34, 34)), ("label", "", "Backups", (860, 300), (200, 36)),
                 ("label", "", f"Last backup: {last}", (760, 360), (400, 24)), ("label", "", f"Next backup: {nxt}", (760, 390), (400, 24)),
                 ("label", "", "Storage location: BackupHDD › deja-dup", (760, 420), (400, 24)),
                 ("push-button", "Back Up Now", "", (860, 480), (200, 44))]
        return rows

    def prefs() -> list[Row]:
        rows: list[Row] = [("frame", "Preferences", "", (560, 120), (800, 820)), ("push-button", "Close", "", (1318, 128), (34, 34)),
                           ("label", "", "Storage Location", (590, 180), (200, 24)), ("combo-box", "Storage Location", "Local Folder", (1030, 176), (300, 34)),
                           ("label", "", "Folder", (590, 220), (200, 24)), ("text", "Folder", "/media/dana/BackupHDD/deja-dup", (1030, 216), (300, 34)),
                           ("label", "", "Folders to Back Up", (590, 280), (300, 24))]
        y = 314
        for name, path in include:
            rows += [("list-item", name, path, (590, y), (740, 44)), ("push-button", "Remove", "", (1290, y + 5), (34, 34))]
            y += 46
        rows.append(("push-button", "Add", "", (590, y), (740, 40)))
        y += 60
        rows.append(("label", "", "Folders to Ignore", (590, y), (300, 24)))
        y += 34
        for name, path in exclude:
            rows += [("list-item", name, path, (590, y), (740, 44)), ("push-button", "Remove", "", (1290, y + 5), (34, 34))]
            y += 46
        rows.append(("push-button", "Add", "", (590, y), (740, 40)))
        y += 60
        rows += [("label", "", "Back Up Automatically", (590, y), (300, 24)), ("switch", "Back Up Automatically", "ON", (1270, y - 4), (60, 30)),
                 ("label", "", "Automatic Backup Frequency", (590, y + 44), (300, 24)), ("combo-box", "Automatic Backup Frequency", "Daily", (1130, y + 40), (200, 34)),
                 ("label", "", "Keep Backups", (590, y + 88), (300, 24)), ("combo-box", "Keep Backups", "At least six months", (1130, y + 84), (200, 34))]
        return rows

    def chooser(title: str, typed: str = "", where: str = "Home", items: list[str] | None = None, chosen: str = "") -> list[Row]:
        rows: list[Row] = [("dialog", title, "", (510, 200), (900, 640)), ("push-button", "Cancel", "", (520, 208), (80, 34)),
                           ("label", "", title, (880, 214), (160, 24)), ("push-button", "Add", "", (1310, 208), (80, 34))]
        if typed:
            rows.append(("text", "Location", typed, (620, 256), (680, 32)))
        for i, p in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"]):
            rows.append(("list-item", p, sel(p == where), (520, 300 + 32 * i), (180, 32)))
        rows += [("table-column-header", "Name", "", (710, 300), (420, 28)), ("table-column-header", "Size", "", (1130, 300), (100, 28)),
                 ("table-column-header", "Modified", "", (1230, 300), (170, 28))]
        for i, n in enumerate(items or home):
            rows += [("table-cell", "", n, (710, 330 + 30 * i), (420, 30)), ("table-cell", "", "", (1130, 330 + 30 * i), (100, 30)),
                     ("table-cell", "", "Mar 11" if n == "Projects" else "Mar 8", (1230, 330 + 30 * i), (170, 30))]
        if chosen:
            rows.append(("label", "", f"“{chosen}” selected", (720, 800), (300, 22)))
        return rows

    state = a11y(main("Yesterday at 21:00", "Today at 21:00"), ck.now())
    turns: Turns = []
    turns.append((code("pyautogui.click(1395, 175)\ntime.sleep(0.5)\npyautogui.click(1300, 230)  # Preferences"),
                  a11y(main("Yesterday at 21:00", "Today at 21:00") + prefs(), ck.now())))
    ck.tick()
    turns.append((code("pyautogui.click(960, 426)"), a11y(main("Yesterday at 21:00", "Today at 21:00") + prefs() + chooser("Choose Folders"), ck.now())))
    include.append(("Projects", "~/Projects"))
    turns.append((code("pyautogui.click(900, 495)\npyautogui.click(1350, 225)"), a11y(main("Yesterday at 21:00", "Today at 21:00") + prefs(), ck.now())))
    ck.tick()
    turns.append((code("pyautogui.click(960, 658)\ntime.sleep(0.5)\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Projects/build-cache')"),
                  a11y(main("Yesterday at 21:00", "Today at 21:00") + prefs() + chooser("Choose Folders", typed="~/Projects/build-cache"), ck.now())))
    exclude.append(("build-cache", "~/Projects/build-cache"))
    turns.append((code("pyautogui.press('enter')"), a11y(main("Yesterday at 21:00", "Today at 21:00") + prefs(), ck.now())))
    ck.tick()
    turns.append((code("pyautogui.click(1335, 145)"), a11y(main("Yesterday at 21:00", "Today at 21:00"), ck.now())))
    ck.tick(2)
    run = main("Yesterday at 21:00", "Today at 21:00")[:-5] + [
        ("label", "", "Backing Up…", (840, 300), (240, 36)), ("label", "", "Backing up files…", (760, 360), (400, 24)),
        ("progress-bar", "", "7%", (700, 400), (520, 20)),
        ("label", "", "/home/dana/Projects/atlas-report/figures/fig03-irradiance.pdf", (700, 432), (520, 20)),
        ("push-button", "Resume Later", "", (760, 480), (190, 44)), ("push-button", "Cancel", "", (970, 480), (190, 44))]
    turns.append((code("pyautogui.click(960, 502)"), a11y(run, ck.now())))
    ck.tick(6)
    turns.append((code("time.sleep(360)"), a11y(main("Today at 10:41", "Tomorrow at 10:41"), ck.now())))
    rs.add(task="os", tid="h41-os-12", system=system(
        'In Backups (Déjà Dup), add ~/Projects to the folders to back up, ignore ~/Projects/build-cache, and run a backup now.'),
        turns=turns, state=state, bad=True, turn=8, kind="last-backup time after the manual run is earlier than when the run was started")


# Disk Usage Analyzer (Baobab), home folder scan - clean
def t13(rs: RowSet) -> None:
    ck = Clock("Mar 13", 17, 8)

    def size(mb: float) -> str:
        return f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.1f} MB"

    cache = [["thumbnails", 3100.0, 21844], ["pip", 2200.0, 9814], ["mozilla", 1400.0, 6120], ["yarn", 900.0, 8701],
             ["tracker3", 412.6, 14], ["gnome-software", 281.9, 2311], ["fontconfig", 5.2, 107]]
    top = [[".local", 21400.0, 61204, "Mar 13"], ["Videos", 14900.0, 212, "Feb 18"], ["Downloads", 9700.0, 131, "Mar 12"],
           [".cache", 0.0, 0, "Mar 13"], ["snap", 5200.0, 9320, "Mar 4"], ["Projects", 4100.0, 27402, "Mar 11"],
           ["Pictures", 2600.0, 1408, "Mar 9"], [".mozilla", 1200.0, 3112, "Mar 13"], [".vscode", 612.4, 5822, "Mar 11"],
           ["Documents", 412.9, 41, "Mar 8"], ["Music", 188.0, 218, "Dec 30 2023"], [".config", 96.3, 1904, "Mar 13"],
           [".thunderbird", 74.8, 388, "Mar 13"]]

    def sync_cache() -> None:
        for t in top:
            if t[0] == ".cache":
                t[1] = round(sum(c[1] for c in cache), 1)
                t[2] = sum(c[2] for c in cache) + len(cache)

    sync_cache()
    free = {"gb": 315.4}

    def locations() -> str:
        rows = desk("Disk Usage Analyzer", ("Disk Usage Analyzer",))
        rows += [("frame", "Disk Usage Analyzer", "", (300, 120), (1320, 820)), ("push-button", "Scan Folder…", "", (310, 128), (120, 34)),
                 ("push-button", "Main Menu", "", (1530, 128), (34, 34)), ("push-button", "Close", "", (1574, 128), (34, 34)),
                 ("list-item", "Home folder", "/home/dana", (340, 200), (1240, 70)), ("label", "", f"{free['gb']:.1f} GB available of 491.4 GB", (1200, 224), (360, 22)),
                 ("list-item", "Computer", "/", (340, 276), (1240, 70)), ("label", "", f"{free['gb']:.1f} GB available of 491.4 GB", (1200, 300), (360, 22)),
                 ("list-item", "BackupHDD", "/media/dana/BackupHDD", (340, 352), (1240, 70)), ("label", "", "1.2 TB available of 2.0 TB", (1200, 376), (360, 22))]
        return a11y(rows, ck.now())

    def scan(expanded: bool = False, menu_on: str = "") -> str:
        rows = desk("Disk Usage Analyzer", ("Disk Usage Analyzer",))
        rows += [("frame", "Disk Usage Analyzer", "", (300, 120), (1320, 820)), ("push-button", "Back", "", (310, 128), (34, 34)),
                 ("label", "", "Home folder", (880, 124), (160, 20)), ("label", "", "/home/dana", (880, 146), (160, 16)),
                 ("push-button", "Rescan", "", (1490, 128), (34, 34)), ("push-button", "Main Menu", "", (1530, 128), (34, 34)),
                 ("push-button", "Close", "", (1574, 128), (34, 34))]
        cols = [("Folder", 310, 330), ("Size", 640, 110), ("Contents", 750, 130), ("Modified", 880, 120)]
        for name, x, w in cols:
            rows.append(("table-column-header", name, "", (x, 176), (w, 28)))
        tree = [("dana", sum(t[1] for t in top), sum(t[2] for t in top) + len(top), "Today", 0)]
        for name, mb, n, mod in sorted(top, key=lambda t: -t[1]):
            tree.append((name, mb, n, mod, 1))
            if expanded and name == ".cache":
                for cn, cmb, cnum in sorted(cache, key=lambda c: -c[1]):
                    tree.append((cn, cmb, cnum, "Mar 13", 2))
        for i, (name, mb, n, mod, lvl) in enumerate(tree):
            y = 206 + 28 * i
            rows += [("tree-item", name, "", (310 + 20 * lvl, y), (330 - 20 * lvl, 28)), ("table-cell", "", size(mb), (640, y), (110, 28)),
                     ("table-cell", "", f"{n:,} items", (750, y), (130, 28)), ("table-cell", "", mod, (880, y), (120, 28))]
            if name == menu_on:
                rows += [("menu", "", "", (480, y + 14), (230, 100)), ("menu-item", "Open Folder", "", (482, y + 18), (226, 30)),
                         ("menu-item", "Copy Path to Clipboard", "", (482, y + 48), (226, 30)), ("menu-item", "Move to Trash", "", (482, y + 78), (226, 30))]
        rows += [("drawing-area", "Rings chart", "", (1010, 180), (600, 600)),
                 ("label", "", f"{size(tree[0][1])} ({tree[0][2]:,} items)", (1160, 800), (300, 22))]
        return a11y(rows, ck.now())

    def row_y(name: str, expanded: bool) -> int:
        order = ["dana"]
        for t in sorted(top, key=lambda t: -t[1]):
            order.append(t[0])
            if expanded and t[0] == ".cache":
                order += [c[0] for c in sorted(cache, key=lambda c: -c[1])]
        return 206 + 28 * order.index(name) + 14

    state = locations()
    turns: Turns = []
    ck.tick()
    turns.append((code("pyautogui.click(960, 235)\ntime.sleep(8)"), scan()))
    turns.append((code(f"pyautogui.click(322, {row_y('.cache', False)})"), scan(expanded=True)))
    ck.tick()
    py = row_y("pip", True)
    turns.append((code(f"pyautogui.rightClick(480, {py})"), scan(expanded=True, menu_on="pip")))
    cache[:] = [c for c in cache if c[0] != "pip"]
    sync_cache()
    hidden = {"mb": 2200.0, "n": 9814 + 2}
    local = next(t for t in top if t[0] == ".local")
    turns.append((code(f"pyautogui.click(595, {py + 77})"), scan(expanded=True)))
    local[1] += hidden["mb"]
    local[2] += hidden["n"]
    ck.tick()
    turns.append((code("pyautogui.click(1507, 145)\ntime.sleep(8)"), scan()))
    local[1] -= hidden["mb"]
    local[2] -= hidden["n"]
    free["gb"] += 2.2
    ck.tick(2)
    turns.append((code("subprocess.run(['gio', 'trash', '--empty'])\npyautogui.click(1507, 145)\ntime.sleep(8)"), scan()))
    ck.tick()
    turns.append((code("pyautogui.click(327, 145)"), locations()))
    rs.add(task="os", tid="h41-os-13", system=system(
        'Use Disk Usage Analyzer to find what is filling the home folder, trash the pip cache, empty the Trash and confirm the space came back.'),
        turns=turns, state=state, bad=False)


# Contacts, delete a duplicate and edit an entry - bad
def t14(rs: RowSet) -> None:
    ck = Clock("Mar 13", 12, 25)
    people = ["Aisha Bello", "Bruno Ferreira", "Chiara Conti", "Dmitri Volkov", "Elena Petrova", "Farah Haddad", "Hannah Schmidt",
              "Jonas Weber", "Kenji Tanaka", "Marek Novak", "Nadia Rahman", "Priya Raman", "Priya Raman (old)", "Rosa Delgado",
              "Tomasz Wójcik", "Yusuf Demir"]
    cards = {
        "Priya Raman (old)": [("Email", "Work", "priya.raman@oldcorp.example"), ("Phone", "Mobile", "+44 7700 900412"),
                              ("Organization", "", "Oldcorp Ltd"), ("Notes", "", "Imported from SIM, 2019")],
        "Marek Novak": [("Email", "Personal", "marek.novak@kestrel.example"), ("Address", "Home", "Údolní 33, 602 00 Brno, Czechia"),
                        ("Birthday", "", "April 2, 1988"), ("Organization", "", "Kestrel Robotics")],
    }

    def win(search: str = "", shown: list[str] | None = None, current: str = "", note: str = "", edit: bool = False, new: bool = False) -> str:
        rows = desk("Contacts", ("Contacts",))
        rows += [("frame", "Contacts", "", (360, 110), (1200, 860)), ("push-button", "Add contact", "", (370, 118), (34, 34)),
                 ("toggle-button", "Select", "", (530, 118), (70, 34)), ("push-button", "Main Menu", "", (604, 118), (34, 34)),
                 ("text", "Type to search", search, (380, 170), (300, 34))]
        lst = shown if shown is not None else [p for p in people if search.lower() in p.lower()]
        for i, p in enumerate(lst):
            rows.append(("list-item", p, sel(p == current), (370, 214 + 40 * i), (320, 40)))
        rows.append(("push-button", "Close", "", (1516, 118), (34, 34)))
        if new:
            rows += [("push-button", "Cancel", "", (720, 118), (80, 34)), ("push-button", "Done", "", (1396, 118), (70, 34)),
                     ("label", "", "New Contact", (980, 124), (120, 24)), ("push-button", "Change Avatar", "", (980, 180), (96, 96)),
                     ("text", "First name", "", (840, 300), (380, 36)), ("text", "Last name", "", (840, 342), (380, 36)),
                     ("text", "Add email", "", (840, 400), (380, 36)), ("text", "Add phone number", "", (840, 442), (380, 36)),
                     ("text", "Add address", "", (840, 484), (380, 36)), ("push-button", "Add Birthday", "", (840, 526), (380, 36))]
        elif current:
            rows += [("label", "", current, (900, 280), (400, 32)), ("push-button", "Done" if edit else "Edit", "", (1396, 118), (70, 34)),
                     ("push-button", "Contact menu", "", (1470, 118), (34, 34)), ("push-button", "Change Avatar" if edit else "Avatar", "", (980, 170), (96, 96))]
            fields = cards[current]
            if edit:
                rows += [("push-button", "Cancel", "", (720, 118), (80, 34)), ("text", "First name", current.split()[0], (840, 330), (380, 36)),
                         ("text", "Last name", current.split()[1], (840, 372), (380, 36))]
                y = 430
                for kind, tag, val in fields:
                    rows.append(("text", f"{kind} ({tag})" if tag else kind, val, (840, y), (380, 36)))
                    y += 42
                rows.append(("text", "Add phone number", "", (840, y), (380, 36)))
            else:
                y = 340
                for kind, tag, val in fields:
                    rows += [("label", "", f"{kind}{' · ' + tag if tag else ''}", (760, y), (200, 22)), ("label", "", val, (980, y), (460, 22))]
                    y += 40
        else:
            rows.append(("label", "", "Select a contact", (1000, 520), (200, 24)))
        if note:
            rows += [("label", "", note, (820, 900), (300, 24)), ("push-button", "Undo", "", (1130, 896), (70, 32))]
        return a11y(rows, ck.now())

    state = win()
    turns: Turns = []
    turns.append((code("pyautogui.click(530, 187)\npyautogui.write('Priya')"), win("Priya")))
    ck.tick()
    turns.append((code("pyautogui.click(530, 274)"), win("Priya", current="Priya Raman (old)")))
    people.remove("Priya Raman (old)")
    turns.append((code("pyautogui.click(1487, 135)\ntime.sleep(0.5)\npyautogui.click(1420, 250)  # Delete"), win("Priya", note="Priya Raman (old) deleted")))
    ck.tick()
    turns.append((code("pyautogui.press('escape')"), win("", shown=sorted(people + ["Priya Raman (old)"]), note="Priya Raman (old) deleted")))
    ck.tick()
    turns.append((code("pyautogui.click(530, 187)\npyautogui.write('Marek')"), win("Marek")))
    turns.append((code("pyautogui.click(530, 234)"), win("Marek", current="Marek Novak")))
    ck.tick()
    turns.append((code("pyautogui.click(1431, 135)"), win("Marek", current="Marek Novak", edit=True)))
    ck.tick()
    cards["Marek Novak"].insert(1, ("Phone", "Mobile", "+420 605 118 442"))
    turns.append((code("pyautogui.click(1030, 616)\npyautogui.write('+420 605 118 442')\npyautogui.click(1431, 135)"), win("Marek", current="Marek Novak")))
    ck.tick()
    turns.append((code("pyautogui.click(387, 135)"), win("Marek", new=True)))
    rs.add(task="os", tid="h41-os-14", system=system(
        'In Contacts, delete the duplicate "Priya Raman (old)" entry, add the mobile number +420 605 118 442 to Marek Novak, then start a new contact.'),
        turns=turns, state=state, bad=True, turn=4, kind="contact deleted at turn 3 is back in the full list after clearing the search")


# gitg, stage and commit then inspect history - bad
def t15(rs: RowSet) -> None:
    ck = Clock("Mar 13", 10, 19)
    commits = [  # sha, subject, author, date, refs, files
        ["9e1c4b7d2a6f0c38e5b1a47d92c0f6e3b8a51d24", "Bump version to 0.7.2", "Dana Whitfield", "Mar 11 2024 16:42", "main  origin/main  v0.7.2",
         [("Cargo.toml", "+1 −1"), ("Cargo.lock", "+1 −1"), ("CHANGELOG.md", "+9 −0")]],
        ["3b8f2e0c71d9a54e6c2f1b08a7d3e95c4f60b172", "Fix off-by-one in table header span", "Tomás Ibarra", "Mar 11 2024 11:05", "",
         [("src/table.rs", "+2 −2"), ("tests/tables.rs", "+14 −0")]],
        ["c47a19e2f83b06d5a9e1c7f24b58d30e6a92f1c8", "Merge pull request #142 from tibarra/inline-tables", "Dana Whitfield", "Mar 8 2024 09:31", "", []],
        ["72d0e6b4a1c95f38e20b7d6c14a9f5e83b1c0d47", "Support inline tables in arrays", "Tomás Ibarra", "Mar 7 2024 18:20", "", []],
        ["e5b93c1f0a7d28e64b1f9c03d5e7a82b6c4f19d0", "Add fuzz target for lexer", "Mei Lin", "Mar 6 2024 14:02", "", []],
        ["1f6c8a2d9e04b73c5a1e8f62d0b9c47e3a5d8f11", "ci: cache cargo registry", "Mei Lin", "Mar 5 2024 10:47", "", []],
        ["8a2e4d61c0f95b37e8d2a1c6f04b9e53d7a81c6e", "Bump version to 0.7.1", "Dana Whitfield", "Feb 28 2024 17:15", "v0.7.1", []],
        ["5d7f0b3e92a1c6480f3d2e9b7a5c1e08d46f2b93", "Document the strict mode flag", "Mei Lin", "Feb 27 2024 12:38", "", []],
        ["b2c9e41a7f0d38e65c1b9a24f7e0d3c58a6b2f14", "Reject duplicate keys in strict mode", "Tomás Ibarra", "Feb 26 2024 15:51", "fix/lexer-unicode", []],
        ["0e4a7c92d5b13f86e0a2d7c4b9f15e3a8c6d0b27", "Merge branch 'release/0.7'", "Dana Whitfield", "Feb 23 2024 09:12", "release/0.7  origin/release/0.7", []],
    ]
    mails = {"Dana Whitfield": "dana@whitfield.dev", "Tomás Ibarra": "tomas@ibarra.io", "Mei Lin": "mei@meilin.dev"}
    unstaged = ["README.md", "src/lexer.rs", "src/parser.rs"]
    staged: list[str] = []
    diffs = {
        "src/parser.rs": ["@@ -212,6 +212,11 @@ impl<'a> Parser<'a> {", "     pub fn parse(&mut self) -> Result<Document, ParseError> {",
                          "+        if self.src.trim().is_empty() {", "+            return Ok(Document::default());", "+        }",
                          "+", "         let mut doc = Document::default();", "         while let Some(tok) = self.lexer.next_token()? {",
                          "             self.parse_item(&mut doc, tok)?;", "         }"],
        "README.md": ["@@ -41,7 +41,7 @@ let doc: Document = tomlet::from_str(src)?;", " ## Strict mode", " ",
                      "-Strict mode rejects duplicate keys.", "+Strict mode rejects duplicate keys and mixed-type arrays.", " ",
                      " ```rust", " let doc = tomlet::Parser::strict(src).parse()?;"],
    }

    def head(mode: str) -> list[Row]:
        rows = desk("gitg", ("gitg",))
        rows += [("frame", "tomlet - gitg", "", (70, 27), (1850, 1053)), ("push-button", "Repositories", "", (80, 35), (34, 34)),
                 ("label", "", "tomlet", (860, 36), (200, 20)), ("label", "", "~/src/tomlet", (860, 56), (200, 16)),
                 ("toggle-button", "History", sel(mode == "history"), (1640, 35), (100, 34)),
                 ("toggle-button", "Commit", sel(mode == "commit"), (1744, 35), (100, 34)), ("push-button", "Main Menu", "", (1860, 35), (34, 34))]
        return rows

    def history(selected: int, parent_shown: str | None = None) -> str:
        rows = head("history")
        for i, (t, lvl) in enumerate([("Branches", 0), ("main", 1), ("fix/lexer-unicode", 1), ("release/0.7", 1), ("Remotes", 0),
                                      ("origin", 1), ("main", 2), ("release/0.7", 2), ("Tags", 0), ("v0.7.2", 1), ("v0.7.1", 1)]):
            rows.append(("tree-item", t, sel(i == 1), (80 + 16 * lvl, 90 + 28 * i), (240 - 16 * lvl, 28)))
        for i, (_sha, subj, auth, date, refs, _) in enumerate(commits):
            y = 90 + 30 * i
            rows += [("table-cell", "", (f"[{refs}]  " if refs else "") + subj, (340, y), (760, 30)),
                     ("table-cell", "", auth, (1100, y), (200, 30)), ("table-cell", "", date, (1300, y), (180, 30))]
        sha, subj, auth, date, _, files = commits[selected]
        parent = parent_shown or commits[selected + 1][0]
        y = 420
        rows += [("label", "", subj, (340, y), (1100, 26)), ("label", "", f"{auth} <{mails[auth]}>", (340, y + 30), (600, 22)),
                 ("label", "", date, (340, y + 54), (300, 22)), ("label", "", "SHA1:", (1200, y + 30), (60, 22)), ("label", "", sha, (1260, y + 30), (620, 22)),
                 ("label", "", "Parent:", (1200, y + 54), (60, 22)), ("label", "", parent, (1260, y + 54), (620, 22))]
        for i, (f, st) in enumerate(files):
            rows += [("list-item", f, st, (340, y + 100 + 30 * i), (900, 30))]
        return a11y(rows, ck.now())

    def commit_view(shown: str = "", dialog: str | None = None) -> str:
        rows = head("commit")
        rows += [("label", "", "Unstaged", (80, 90), (200, 24))]
        for i, f in enumerate(unstaged):
            rows.append(("list-item", f, sel(f == shown), (80, 120 + 30 * i), (420, 30)))
        rows.append(("label", "", "Staged", (80, 240), (200, 24)))
        for i, f in enumerate(staged):
            rows.append(("list-item", f, sel(f == shown), (80, 270 + 30 * i), (420, 30)))
        if shown:
            for i, line in enumerate(diffs[shown]):
                rows.append(("text", "", line, (520, 100 + 22 * i), (1380, 22)))
        rows += [("push-button", "Commit", "", (1780, 1030), (120, 36))]
        if dialog is not None:
            rows += [("dialog", "Commit", "", (560, 250), (800, 560)), ("label", "", "Dana Whitfield <dana@whitfield.dev>", (590, 270), (500, 22)),
                     ("text", "Commit message", dialog, (590, 310), (740, 330)),
                     ("check-box", "Add signed-off-by signature", chk(False), (590, 660), (300, 26)),
                     ("check-box", "Amend previous commit", chk(False), (590, 692), (300, 26)),
                     ("push-button", "Cancel", "", (1110, 750), (100, 36)), ("push-button", "Commit", "", (1220, 750), (110, 36))]
        return a11y(rows, ck.now())

    state = history(1)
    turns: Turns = []
    turns.append((code("pyautogui.click(700, 105)"), history(0)))
    ck.tick()
    turns.append((code("pyautogui.click(1794, 52)"), commit_view()))
    turns.append((code("pyautogui.click(290, 195)"), commit_view("src/parser.rs")))
    unstaged.remove("src/parser.rs")
    staged.append("src/parser.rs")
    ck.tick()
    turns.append((code("pyautogui.doubleClick(290, 195)"), commit_view("src/parser.rs")))
    turns.append((code("pyautogui.click(1840, 1048)"), commit_view("src/parser.rs", dialog="")))
    msg = "Handle empty input in parser\n\nReturn an empty Document instead of panicking when the source is empty or whitespace only."
    ck.tick(2)
    turns.append((code(f"pyautogui.click(960, 475)\npyautogui.write({msg!r})"), commit_view("src/parser.rs", dialog=msg.replace("\n", "\\n"))))
    staged.clear()
    ck.tick()
    new_sha = "4b02e6f91c7a3d58e0b2f46a19c8d7e35f0a6b93"
    commits[0][4] = "origin/main  v0.7.2"
    commits.insert(0, [new_sha, "Handle empty input in parser", "Dana Whitfield", f"Mar 13 2024 {ck.hm()}", "main", [("src/parser.rs", "+5 −0")]])
    turns.append((code("pyautogui.click(1275, 768)"), commit_view()))
    ck.tick()
    turns.append((code("pyautogui.click(1690, 52)"), history(1)))
    turns.append((code("pyautogui.click(700, 105)"), history(0, parent_shown="9e1c4b7d2af60c38e5b1a47d92c0f6e3b8a51d24")))
    ck.tick()
    turns.append((code("pyautogui.click(1794, 52)"), commit_view()))
    turns.append((code("pyautogui.click(290, 135)"), commit_view("README.md")))
    rs.add(task="os", tid="h41-os-15", system=system(
        'In gitg, commit only the src/parser.rs change with the message "Handle empty input in parser" (plus a short body), check the new commit in the history, then look at the README.md change that is still unstaged.'),
        turns=turns, state=state, bad=True, turn=9, kind="parent SHA of the new commit differs from the SHA the previous HEAD showed")


# Terminal (GNOME Terminal) preferences, profile settings - clean
def t16(rs: RowSet) -> None:
    ck = Clock("Mar 13", 14, 2)
    secs = [11, 37, 5, 41, 13, 49, 21, 55, 29]
    loads = ["0.42, 0.38, 0.35", "0.51, 0.40, 0.36", "0.47, 0.40, 0.36", "0.39, 0.39, 0.36", "0.36, 0.38, 0.35",
             "0.58, 0.42, 0.37", "0.49, 0.41, 0.37", "0.44, 0.40, 0.36", "0.40, 0.39, 0.36"]
    prof = {"name": "Unnamed", "custom": False, "font": "Monospace Regular 12", "bell": True}
    uuid = "b1dcc9dd-5262-4d8d-a863-c897e6d979b9"

    def terminal(k: int) -> list[Row]:
        t = ck.t
        up = t - (9 * 60 + 11)
        stamp = f"{t // 60:02d}:{t % 60:02d}:{secs[k]:02d}"
        lines = [f"Every 2.0s: date; uptime                                  ops-laptop: Wed Mar 13 {stamp} 2024", "",
                 f"Wed Mar 13 {stamp} CET 2024", f" {stamp} up 3 days,  {up // 60}:{up % 60:02d},  2 users,  load average: {loads[k]}"]
        rows = desk("Terminal", ("Terminal",))
        rows += [("frame", "dana@ops-laptop: ~", "", (120, 70), (900, 560)), ("push-button", "New Tab", "", (130, 78), (34, 34)),
                 ("push-button", "Search", "", (900, 78), (34, 34)), ("push-button", "Menu", "", (940, 78), (34, 34)),
                 ("push-button", "Close", "", (980, 78), (34, 34))]
        for i, line in enumerate(lines):
            rows.append(("terminal", "Terminal", line, (126, 122 + 20 * i), (890, 20)))
        return rows

    def prefs(page: str, extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("frame", "Preferences", "", (700, 190), (1040, 760)), ("push-button", "Close", "", (1696, 198), (34, 34))]
        items = [("General", 0), ("Shortcuts", 0), ("Profiles", 0), (prof["name"], 1)]
        for i, (n, lvl) in enumerate(items):
            rows.append(("list-item", n, sel(n == page), (710 + 14 * lvl, 250 + 36 * i), (220 - 14 * lvl, 36)))
        rows.append(("push-button", "New Profile", "", (710, 400), (220, 34)))
        if page == "General":
            for i, (n, v) in enumerate([("Show menubar by default in new terminals", False), ("Enable mnemonics (such as Alt+F to open the File menu)", False),
                                         ("Enable the menu accelerator key (F10 by default)", True)]):
                rows.append(("check-box", n, chk(v), (960, 260 + 36 * i), (700, 30)))
            rows += [("label", "", "Theme variant", (960, 400), (200, 24)), ("combo-box", "Theme variant", "Default", (1400, 396), (260, 34)),
                     ("label", "", "Open new terminals in", (960, 440), (200, 24)), ("combo-box", "Open new terminals in", "Tab", (1400, 436), (260, 34)),
                     ("label", "", "New tab position", (960, 480), (200, 24)), ("combo-box", "New tab position", "Last", (1400, 476), (260, 34))]
            return rows + (extra or [])
        rows += [("label", "", prof["name"], (960, 256), (300, 26)), ("push-button", "Profile menu", "", (1660, 254), (34, 30)),
                 ("label", "", f"Profile ID: {uuid}", (960, 286), (500, 20))]
        for i, tab in enumerate(["Text", "Colors", "Scrolling", "Command", "Compatibility"]):
            rows.append(("page-tab", tab, sel(tab == "Text"), (960 + 130 * i, 320), (126, 30)))
        rows += [("label", "", "Initial terminal size", (980, 372), (200, 24)), ("spin-button", "columns", "80", (1200, 368), (90, 30)),
                 ("spin-button", "rows", "24", (1380, 368), (90, 30)), ("push-button", "Reset", "", (1540, 368), (80, 30)),
                 ("check-box", "Custom font", chk(prof["custom"]), (980, 420), (200, 30)),
                 ("push-button", "Font", prof["font"], (1200, 418), (420, 34)),
                 ("label", "", "Allow blinking text", (980, 470), (200, 24)), ("combo-box", "Allow blinking text", "Always", (1200, 466), (200, 34)),
                 ("label", "", "Cell spacing", (980, 516), (200, 24)), ("spin-button", "width", "1.00", (1200, 512), (90, 30)),
                 ("spin-button", "height", "1.00", (1380, 512), (90, 30)),
                 ("label", "", "Cursor shape", (980, 566), (200, 24)), ("combo-box", "Cursor shape", "Block", (1200, 562), (200, 34)),
                 ("label", "", "Cursor blinking", (980, 610), (200, 24)), ("combo-box", "Cursor blinking", "Default", (1200, 606), (200, 34)),
                 ("label", "", "Sound", (980, 660), (200, 24)), ("check-box", "Terminal bell", chk(prof["bell"]), (1200, 656), (200, 30))]
        return rows + (extra or [])

    k = 0
    state = a11y(terminal(k), ck.now())
    turns: Turns = []
    k += 1
    turns.append((code("pyautogui.click(957, 95)\ntime.sleep(0.5)\npyautogui.click(900, 260)  # Preferences"), a11y(terminal(k) + prefs("General"), ck.now())))
    k += 1
    ck.tick()
    turns.append((code("pyautogui.click(830, 376)"), a11y(terminal(k) + prefs("Unnamed"), ck.now())))
    k += 1
    rename = [("dialog", "Rename Profile", "", (1000, 420), (440, 170)), ("label", "", "Rename Profile", (1030, 436), (200, 24)),
              ("text", "Profile name", "Unnamed", (1030, 476), (380, 34)), ("push-button", "Cancel", "", (1220, 540), (90, 34)),
              ("push-button", "Rename", "", (1320, 540), (90, 34))]
    turns.append((code("pyautogui.click(1677, 269)\ntime.sleep(0.5)\npyautogui.click(1600, 330)  # Rename…"), a11y(terminal(k) + prefs("Unnamed", rename), ck.now())))
    k += 1
    ck.tick()
    prof["name"] = "Ops"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Ops')\npyautogui.click(1365, 557)"), a11y(terminal(k) + prefs("Ops"), ck.now())))
    k += 1
    prof["custom"] = True
    turns.append((code("pyautogui.click(1080, 435)"), a11y(terminal(k) + prefs("Ops"), ck.now())))
    k += 1
    ck.tick()
    fonts = ["JetBrains Mono Regular", "JetBrains Mono Italic", "JetBrains Mono Medium", "JetBrains Mono Bold", "JetBrains Mono ExtraBold"]
    picker = [("dialog", "Choose A Terminal Font", "", (820, 260), (640, 560)), ("push-button", "Cancel", "", (830, 268), (80, 34)),
              ("label", "", "Choose A Terminal Font", (1030, 274), (220, 24)), ("push-button", "Select", "", (1370, 268), (80, 34)),
              ("text", "Search font name", "JetBrains", (840, 320), (600, 34))]
    picker += [("list-item", f, "", (840, 370 + 36 * i), (600, 36)) for i, f in enumerate(fonts)]
    picker += [("text", "Preview text", "The quick brown fox jumps over the lazy dog.", (840, 720), (600, 30)), ("spin-button", "Font size", "12", (1340, 770), (100, 30))]
    turns.append((code("pyautogui.click(1410, 435)\ntime.sleep(0.5)\npyautogui.write('JetBrains')"), a11y(terminal(k) + prefs("Ops", picker), ck.now())))
    k += 1
    prof["font"] = "JetBrains Mono 12"
    turns.append((code("pyautogui.click(1140, 388)\npyautogui.click(1410, 285)"), a11y(terminal(k) + prefs("Ops"), ck.now())))
    k += 1
    ck.tick()
    prof["bell"] = False
    turns.append((code("pyautogui.click(1300, 671)"), a11y(terminal(k) + prefs("Ops"), ck.now())))
    rs.add(task="os", tid="h41-os-16", system=system(
        'In the Terminal preferences, rename the default profile to "Ops", give it the custom font JetBrains Mono 12 and turn off the terminal bell. Leave the watch command running.'),
        turns=turns, state=state, bad=False)


# Weather, add a place and compare forecasts - clean
def t17(rs: RowSet) -> None:
    ck = Clock("Mar 13", 11, 52)
    places = [["Leeds", "West Yorkshire, United Kingdom", "9°"], ["Berlin", "Germany", "6°"], ["Toronto", "Ontario, Canada", "-1°"]]

    def hourly(start_h: int, temps: list[int], conds: list[str]) -> list[Row]:
        rows: list[Row] = []
        for i, (t, c) in enumerate(zip(temps, conds)):
            label = "Now" if i == 0 else f"{(start_h + i) % 24:02d}:00"
            rows += [("label", "", label, (440 + 130 * i, 620), (110, 22)), ("image", c, "", (460 + 130 * i, 650), (64, 64)),
                     ("label", "", f"{t}°", (460 + 130 * i, 724), (64, 24))]
        return rows

    def daily(days: list[tuple[str, int, int, str]]) -> list[Row]:
        rows: list[Row] = []
        for i, (d, hi, lo, c) in enumerate(days):
            rows += [("label", "", d, (440 + 130 * i, 620), (110, 22)), ("image", c, "", (460 + 130 * i, 650), (64, 64)),
                     ("label", "", f"{hi}° / {lo}°", (440 + 130 * i, 724), (110, 24))]
        return rows

    def win(city: str, region: str, temp: str, cond: str, feels: str, updated: str, mode: str, body: list[Row], pop: list[Row] | None = None) -> str:
        rows = desk("Weather", ("Weather",))
        rows += [("frame", "Weather", "", (400, 150), (1120, 760)), ("menu-button", "Places", f"{city}, {region}", (700, 158), (520, 34)),
                 ("push-button", "Refresh", "", (1430, 158), (34, 34)), ("push-button", "Main Menu", "", (1470, 158), (34, 34)),
                 ("label", "", temp, (460, 240), (200, 100)), ("label", "", cond, (680, 260), (300, 30)),
                 ("label", "", feels, (680, 296), (300, 24)), ("label", "", updated, (460, 360), (300, 22)),
                 ("toggle-button", "Hourly", sel(mode == "Hourly"), (760, 560), (180, 34)), ("toggle-button", "Daily", sel(mode == "Daily"), (944, 560), (180, 34))]
        rows += body
        rows += pop or []
        return a11y(rows, ck.now())

    def popover(search: str = "", results: list[str] | None = None) -> list[Row]:
        rows: list[Row] = [("window", "Places", "", (700, 196), (520, 360)), ("text", "Search for a city", search, (716, 210), (488, 36))]
        if results is not None:
            for i, r in enumerate(results):
                rows.append(("list-item", r, "", (716, 260 + 44 * i), (488, 44)))
            return rows
        for i, (c, reg, t) in enumerate(places):
            rows += [("list-item", f"{c}, {reg}", t, (716, 260 + 44 * i), (488, 44))]
        return rows

    leeds_h = hourly(11, [9, 10, 10, 11, 11, 10, 9], ["Light Rain", "Light Rain", "Overcast", "Overcast", "Partly Cloudy", "Partly Cloudy", "Clear"])
    state = win("Leeds", "West Yorkshire, United Kingdom", "9°", "Light Rain", "Feels like 6°", "Updated 3 minutes ago", "Hourly", leeds_h)
    turns: Turns = []
    turns.append((code("pyautogui.click(960, 175)"), win("Leeds", "West Yorkshire, United Kingdom", "9°", "Light Rain", "Feels like 6°", "Updated 3 minutes ago", "Hourly", leeds_h, popover())))
    ck.tick()
    res = ["Reykjavík, Capital Region, Iceland", "Reykjavík Airport, Capital Region, Iceland"]
    turns.append((code("pyautogui.write('Reykjav')"), win("Leeds", "West Yorkshire, United Kingdom", "9°", "Light Rain", "Feels like 6°", "Updated 4 minutes ago", "Hourly", leeds_h, popover("Reykjav", res))))
    ck.tick()
    rey_h = hourly(11, [1, 1, 2, 2, 1, 0, 0], ["Snow Showers", "Snow Showers", "Overcast", "Overcast", "Snow Showers", "Overcast", "Overcast"])
    places.insert(1, ["Reykjavík", "Capital Region, Iceland", "1°"])
    turns.append((code("pyautogui.click(960, 282)"), win("Reykjavík", "Capital Region, Iceland", "1°", "Snow Showers", "Feels like -5°", "Updated just now", "Hourly", rey_h)))
    ck.tick()
    rey_d = daily([("Today", 2, -2, "Snow Showers"), ("Thu", 3, -1, "Overcast"), ("Fri", 4, 0, "Rain"), ("Sat", 2, -3, "Snow Showers"),
                   ("Sun", 1, -4, "Clear"), ("Mon", 3, -1, "Partly Cloudy"), ("Tue", 5, 1, "Rain")])
    turns.append((code("pyautogui.click(1034, 577)"), win("Reykjavík", "Capital Region, Iceland", "1°", "Snow Showers", "Feels like -5°", "Updated 1 minute ago", "Daily", rey_d)))
    ck.tick(8)
    places[0][2] = "10°"
    places[2][2] = "5°"
    leeds_h2 = hourly(12, [10, 10, 11, 11, 10, 9, 8], ["Overcast", "Overcast", "Overcast", "Partly Cloudy", "Partly Cloudy", "Clear", "Clear"])
    turns.append((code("pyautogui.click(960, 175)\ntime.sleep(0.5)\npyautogui.click(960, 282)  # Leeds\ntime.sleep(1)\npyautogui.click(850, 577)  # Hourly"),
                  win("Leeds", "West Yorkshire, United Kingdom", "10°", "Overcast", "Feels like 8°", "Updated 2 minutes ago", "Hourly", leeds_h2)))
    ck.tick()
    turns.append((code("pyautogui.click(960, 175)"), win("Leeds", "West Yorkshire, United Kingdom", "10°", "Overcast", "Feels like 8°", "Updated 3 minutes ago", "Hourly", leeds_h2, popover())))
    rs.add(task="os", tid="h41-os-17", system=system(
        'In Weather, add Reykjavík, look at its daily forecast, then switch back to Leeds and check the hourly forecast.'),
        turns=turns, state=state, bad=False)


# Tweaks (and the Extensions app), window and top bar settings - bad
def t18(rs: RowSet) -> None:
    ck = Clock("Mar 13", 15, 17)
    panels = ["General", "Appearance", "Fonts", "Keyboard & Mouse", "Startup Applications", "Top Bar", "Window Titlebars", "Windows"]
    win_s = {"Attach Modal Dialogs": True, "Center New Windows": False, "Resize with Secondary-Click": False}
    focus = {"mode": "Click to Focus"}
    top = {"Activities Overview Hot Corner": True, "Battery Percentage": False, "Weekday": False, "Date": True, "Seconds": False, "Week Numbers": False}
    battery = {"pct": 87}

    def clock() -> str:
        wd = "Wed " if top["Weekday"] else ""
        return f"{wd}{ck.now()}"

    def tray() -> str:
        return f"{battery['pct']} %" if top["Battery Percentage"] else ""

    def tweaks(panel: str, shown_win: dict[str, bool] | None = None) -> list[Row]:
        rows = desk("Tweaks", ("Tweaks",), tray())
        rows += [("frame", "Tweaks", "", (360, 130), (1200, 800)), ("push-button", "Search", "", (370, 138), (34, 34)),
                 ("label", "", panel, (900, 144), (200, 24)), ("push-button", "Close", "", (1516, 138), (34, 34))]
        for i, p in enumerate(panels):
            rows.append(("list-item", p, sel(p == panel), (360, 182 + 40 * i), (260, 40)))
        if panel == "General":
            for i, (n, v) in enumerate([("Animations", True), ("Suspend when laptop lid is closed", True), ("Over-Amplification", False)]):
                rows += [("label", "", n, (660, 200 + 50 * i), (400, 24)), ("switch", n, on(v), (1450, 196 + 50 * i), (60, 30))]
        elif panel == "Windows":
            s = shown_win or win_s
            for i, (n, v) in enumerate(s.items()):
                rows += [("label", "", n, (660, 200 + 50 * i), (400, 24)), ("switch", n, on(v), (1450, 196 + 50 * i), (60, 30))]
            rows += [("label", "", "Window Action Key", (660, 350), (300, 24)), ("combo-box", "Window Action Key", "Super", (1360, 346), (150, 34)),
                     ("label", "", "Window Focus", (660, 410), (300, 24))]
            for i, m in enumerate(["Click to Focus", "Focus on Hover", "Secondary-Click"]):
                rows.append(("radio-button", m, sel(focus["mode"] == m), (680, 444 + 40 * i), (400, 34)))
            rows += [("label", "", "Raise Windows When Focused", (660, 570), (400, 24)),
                     ("switch", "Raise Windows When Focused", "OFF", (1450, 566), (60, 30))]
        elif panel == "Top Bar":
            items = [("Activities Overview Hot Corner", 200), ("Battery Percentage", 250), ("Clock", 320), ("Weekday", 360), ("Date", 410),
                     ("Seconds", 460), ("Calendar", 530), ("Week Numbers", 570)]
            for n, y in items:
                if n in ("Clock", "Calendar"):
                    rows.append(("label", "", n, (660, y), (200, 24)))
                else:
                    rows += [("label", "", n, (680 if n in ("Weekday", "Date", "Seconds", "Week Numbers") else 660, y), (400, 24)),
                             ("switch", n, on(top[n]), (1450, y - 4), (60, 30))]
        return rows

    def extensions() -> list[Row]:
        rows = tweaks("Top Bar")
        rows[1] = ("menu", "Extensions", "", (112, 0), (106, 27))
        rows += [("frame", "Extensions", "", (620, 170), (860, 760)), ("label", "", "Use Extensions", (660, 230), (300, 24)),
                 ("switch", "Use Extensions", "ON", (1380, 226), (60, 30)), ("label", "", "Built-In", (660, 290), (200, 24))]
        y = 324
        for n, d, v in [("Desktop Icons NG (DING)", "Adds icons to the desktop", True), ("Ubuntu AppIndicators", "Adds AppIndicator, KStatusNotifierItem and legacy Tray icons support to the Shell", True),
                        ("Ubuntu Dock", "A dock for the Gnome Shell, default Ubuntu experience", True)]:
            rows += [("list-item", n, d, (660, y), (780, 56)), ("switch", n, on(v), (1380, y + 13), (60, 30))]
            y += 58
        rows.append(("label", "", "Manually Installed", (660, y + 20), (300, 24)))
        y += 54
        for n, d, v in [("Caffeine", "Disable the screensaver and auto suspend", True), ("Clipboard Indicator", "Clipboard Manager extension for Gnome-Shell", False),
                        ("Vitals", "A glimpse into your computer's temperature, voltage, fan speed, memory usage, processor load…", False)]:
            rows += [("list-item", n, d, (660, y), (780, 56)), ("switch", n, on(v), (1380, y + 13), (60, 30))]
            y += 58
        return rows

    state = a11y(tweaks("General"), clock())
    turns: Turns = []
    turns.append((code("pyautogui.click(490, 482)"), a11y(tweaks("Windows"), clock())))
    ck.tick()
    win_s["Center New Windows"] = True
    turns.append((code("pyautogui.click(1480, 261)"), a11y(tweaks("Windows"), clock())))
    focus["mode"] = "Focus on Hover"
    drift = dict(win_s)
    drift["Attach Modal Dialogs"] = False
    turns.append((code("pyautogui.click(880, 501)"), a11y(tweaks("Windows", drift), clock())))
    ck.tick()
    turns.append((code("pyautogui.click(490, 402)"), a11y(tweaks("Top Bar"), clock())))
    top["Battery Percentage"] = True
    turns.append((code("pyautogui.click(1480, 261)"), a11y(tweaks("Top Bar"), clock())))
    ck.tick(2)
    top["Weekday"] = True
    battery["pct"] = 86
    turns.append((code("pyautogui.click(1480, 371)"), a11y(tweaks("Top Bar"), clock())))
    ck.tick()
    turns.append((code("subprocess.Popen(['gnome-extensions-app'])\ntime.sleep(2)"), a11y(extensions(), clock())))
    rs.add(task="os", tid="h41-os-18", system=system(
        'In Tweaks, center new windows and switch window focus to Focus on Hover; in the top bar show the battery percentage and the weekday; then open the Extensions app to review extensions.'),
        turns=turns, state=state, bad=True, turn=3, kind="untouched Attach Modal Dialogs switch reads OFF after changing the focus mode")


# Logs (GNOME Logs), failed service investigation - clean
def t19(rs: RowSet) -> None:
    ck = Clock("Mar 13", 10, 44)
    R = "nightly-rsync.service"
    started, closed = "Started Nightly rsync of ~/Projects to nas.local.", "rsync: connection unexpectedly closed (0 bytes received so far) [sender]"
    proto = "rsync error: error in rsync protocol data stream (code 12) at io.c(231) [sender=3.2.7]"
    exited, failed = f"{R}: Main process exited, code=exited, status=12/n/a", f"{R}: Failed with result 'exit-code'."
    # day, time, process, pid, message, priority, unit, category
    log = [
        ("Mar 13", "10:42:18", "systemd", 1, "fwupd.service: Deactivated successfully.", "Info", "fwupd.service", "System"),
        ("Mar 13", "10:40:02", "systemd", 1, "Starting Cleanup of Temporary Directories...", "Info", "systemd-tmpfiles-clean.service", "System"),
        ("Mar 13", "10:12:44", "NetworkManager", 902, "<info>  [1710321164.4410] dhcp4 (wlp2s0): state changed new lease, address=192.168.1.43", "Info", "NetworkManager.service", "System"),
        ("Mar 13", "09:31:07", "gnome-shell", 1843, "JS ERROR: TypeError: this._settings is null", "Error", "", "Applications"),
        ("Mar 13", "08:14:38", "systemd", 1, failed, "Warning", R, "System"),
        ("Mar 13", "08:14:38", "systemd", 1, exited, "Notice", R, "System"),
        ("Mar 13", "08:14:37", "rsync", 20441, proto, "Error", R, "System"),
        ("Mar 13", "08:14:37", "rsync", 20441, closed, "Error", R, "System"),
        ("Mar 13", "08:14:31", "systemd", 1, started, "Info", R, "System"),
        ("Mar 13", "07:58:02", "kernel", 0, "wlp2s0: Limiting TX power to 20 (20 - 0) dBm as advertised by 9c:53:22:1a:7e:40", "Info", "", "Hardware"),
        ("Mar 13", "02:00:09", "systemd", 1, failed, "Warning", R, "System"),
        ("Mar 13", "02:00:09", "systemd", 1, exited, "Notice", R, "System"),
        ("Mar 13", "02:00:08", "rsync", 18822, proto, "Error", R, "System"),
        ("Mar 13", "02:00:08", "rsync", 18822, closed, "Error", R, "System"),
        ("Mar 13", "02:00:02", "systemd", 1, started, "Info", R, "System"),
        ("Mar 12", "23:15:40", "kernel", 0, "ACPI Error: AE_NOT_FOUND, While resolving a named reference package element - \\_SB_.PCI0.XHC_.RHUB.HS11 (20230628/dspkginit-438)", "Error", "", "Hardware"),
        ("Mar 12", "19:31:44", "systemd", 1, "Startup finished in 6.912s (firmware) + 3.402s (loader) + 2.118s (kernel) + 9.877s (userspace) = 22.310s.", "Info", "", "System"),
    ]

    def pick(cat: str, search: str) -> list[tuple]:
        out = [e for e in log if (cat == "All" or (cat == "Important" and e[5] == "Error") or e[7] == cat)]
        return [e for e in out if search.lower() in (e[4] + " " + e[2]).lower()]

    def when(e: tuple) -> str:
        return e[1][:5] if e[0] == "Mar 13" else f"{e[0]} {e[1][:5]}"

    def frame(cat: str, search: str | None, back: bool = False) -> list[Row]:
        rows = desk("Logs", ("Logs",))
        rows += [("frame", "Logs", "", (200, 100), (1520, 880))]
        if back:
            rows.append(("push-button", "Back", "", (210, 108), (34, 34)))
        rows += [("toggle-button", "Search", sel(search is not None), (1530, 108), (34, 34)),
                 ("menu-button", "Boot", "Mar 12 19:31 – Mar 13 " + ck.hm(), (860, 108), (300, 34)),
                 ("push-button", "Main Menu", "", (1610, 108), (34, 34)), ("push-button", "Close", "", (1674, 108), (34, 34))]
        for i, c in enumerate(["Important", "All", "Applications", "System", "Security", "Hardware"]):
            rows.append(("list-item", c, sel(c == cat), (200, 190 + 40 * i), (220, 40)))
        if search is not None:
            rows.append(("text", "Search", search, (700, 150), (520, 32)))
        return rows

    def listing(cat: str, search: str | None, extra: list[Row] | None = None) -> str:
        rows = frame(cat, search)
        for i, e in enumerate(pick(cat, search or "")):
            y = 190 + 40 * i
            rows += [("table-cell", "", e[4], (440, y), (980, 40)), ("table-cell", "", e[2], (1420, y), (160, 40)), ("table-cell", "", when(e), (1580, y), (120, 40))]
        rows += extra or []
        return a11y(rows, ck.now())

    def detail(cat: str, e: tuple) -> str:
        rows = frame(cat, "rsync", back=True)
        fields = [("Message", e[4]), ("Process", e[2]), ("PID", str(e[3])), ("Unit", e[6]), ("Priority", e[5]),
                  ("Time", f"{e[0]} {e[1]}"), ("Boot", "b3f0c2d41e6a4f9c8d7e1a2b5c4d3e2f"), ("Audit Session", "-"), ("Transport", "stdout" if e[2] == "rsync" else "journal")]
        for i, (k, v) in enumerate(fields):
            rows += [("label", "", k, (460, 200 + 36 * i), (160, 30)), ("label", "", v, (640, 200 + 36 * i), (1040, 30))]
        return a11y(rows, ck.now())

    def y_of(cat: str, search: str, pred) -> int:
        lst = pick(cat, search)
        return 190 + 40 * next(i for i, e in enumerate(lst) if pred(e)) + 20

    state = listing("Important", None)
    turns: Turns = []
    turns.append((code("pyautogui.click(310, 330)"), listing("System", None)))
    ck.tick()
    turns.append((code("pyautogui.click(1547, 125)\npyautogui.write('rsync')"), listing("System", "rsync")))
    y1 = y_of("System", "rsync", lambda e: e[3] == 20441 and e[4] == proto)
    turns.append((code(f"pyautogui.click(900, {y1})"), detail("System", next(e for e in log if e[3] == 20441 and e[4] == proto))))
    ck.tick()
    turns.append((code("pyautogui.click(227, 125)"), listing("System", "rsync")))
    y2 = y_of("System", "rsync", lambda e: e[3] == 18822 and e[4] == proto)
    turns.append((code(f"pyautogui.click(900, {y2})"), detail("System", next(e for e in log if e[3] == 18822 and e[4] == proto))))
    ck.tick(3)
    log[:0] = [("Mar 13", "10:47:09", "systemd", 1, failed, "Warning", R, "System"),
               ("Mar 13", "10:47:09", "systemd", 1, exited, "Notice", R, "System"),
               ("Mar 13", "10:47:08", "rsync", 21377, proto, "Error", R, "System"),
               ("Mar 13", "10:47:08", "rsync", 21377, closed, "Error", R, "System"),
               ("Mar 13", "10:47:02", "systemd", 1, started, "Info", R, "System")]
    turns.append((code("pyautogui.click(227, 125)\ntime.sleep(0.5)\npyautogui.click(310, 250)"), listing("All", "rsync")))
    ck.tick()
    save = [("dialog", "Save logs", "", (560, 260), (800, 560)), ("push-button", "Cancel", "", (570, 268), (80, 34)),
            ("label", "", "Save logs", (910, 274), (100, 24)), ("push-button", "Save", "", (1270, 268), (80, 34)),
            ("text", "Name", "log.txt", (700, 320), (520, 34))]
    for i, p in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads"]):
        save.append(("list-item", p, sel(p == "Home"), (570, 380 + 32 * i), (180, 32)))
    for i, f in enumerate(["Desktop", "Documents", "Downloads", "Music", "Pictures", "Projects", "Videos"]):
        save.append(("table-cell", "", f, (770, 380 + 30 * i), (560, 30)))
    turns.append((code("pyautogui.click(1627, 125)\ntime.sleep(0.5)\npyautogui.click(1560, 170)  # Export"), listing("All", "rsync", save)))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('rsync-failure.txt')\npyautogui.press('enter')"), listing("All", "rsync")))
    ck.tick()
    turns.append((code("pyautogui.click(960, 166)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')\npyautogui.click(310, 210)"), listing("Important", "")))
    rs.add(task="os", tid="h41-os-19", system=system(
        'Use Logs to find out why nightly-rsync.service keeps failing, compare the failed runs, and export the rsync entries to ~/rsync-failure.txt.'),
        turns=turns, state=state, bad=False)


# LibreOffice Impress, slide order and titles - bad
def t20(rs: RowSet) -> None:
    ck = Clock("Mar 14", 9, 5)
    slides = [
        ("FY24 Sales Kickoff", ["Northern Region · 14 March 2024", "Hosted by Karin Olsen"], "Title Slide"),
        ("Agenda", ["Q1 results", "Pipeline health", "Territory changes", "New pricing", "Q&A"], "Title, Content"),
        ("Q1 Results", ["Bookings €4.82M (103% of plan)", "Net new logos: 37", "Win rate 28% (+3 pts)", "Churn 4.1% of ARR"], "Title, Content"),
        ("Pipeline Health", ["Coverage 3.1× for Q2", "Stage 3+ value €9.6M", "Average cycle 74 days"], "Title, Content"),
        ("Territory Changes", ["Benelux moves to Anna Vries", "Nordics split: SE/FI and NO/DK", "Named accounts list in the appendix"], "Title, Content"),
        ("New Pricing", ["Per-seat tiers replaced by usage bands", "Grandfathering until renewal", "Discount approval above 15%"], "Title, Content"),
        ("Backup", ["Detailed bookings by rep", "Win/loss reasons"], "Title, Content"),
        ("Appendix A – Definitions", ["Bookings: signed ACV in the quarter", "Coverage: open pipeline ÷ remaining quota"], "Title, Content"),
        ("Thank You", ["Questions: sales-ops@northwind.example"], "Title Only"),
    ]
    st = {"cur": 1, "modified": False, "edit": False}

    def win(count_shown: int | None = None, start: bool = False) -> str:
        rows = desk("LibreOffice Impress", ("LibreOffice Impress",))
        if start:
            rows[1] = ("menu", "LibreOffice", "", (112, 0), (115, 27))
            rows += [("frame", "LibreOffice", "", (70, 27), (1850, 1053)), ("push-button", "Open File", "", (90, 120), (220, 40)),
                     ("push-button", "Remote Files", "", (90, 166), (220, 40)), ("push-button", "Recent Files", "", (90, 212), (220, 40)),
                     ("push-button", "Templates", "", (90, 258), (220, 40)), ("label", "", "Create:", (90, 320), (220, 22))]
            for i, app in enumerate(["Writer Document", "Calc Spreadsheet", "Impress Presentation", "Draw Drawing", "Math Formula", "Base Database"]):
                rows.append(("push-button", app, "", (90, 350 + 46 * i), (220, 40)))
            for i, f in enumerate(["sales_kickoff.odp", "board_update_feb.odp", "pricing_faq.odt", "territories_2024.ods", "rep_onboarding.odp", "q4_review.odp"]):
                rows.append(("push-button", f, "", (360 + 260 * (i % 6), 120), (240, 200)))
            return a11y(rows, ck.now())
        rows += [("frame", "sales_kickoff.odp - LibreOffice Impress", "", (70, 27), (1850, 1053))]
        for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]):
            rows.append(("menu", m, "", (74 + 70 * i, 56), (66, 24)))
        rows.append(("label", "", "Slides", (80, 130), (120, 22)))
        for i, (title, _, _) in enumerate(slides, 1):
            rows.append(("list-item", f"Slide {i}", title, (80, 156 + 86 * (i - 1)), (200, 80)))
        title, body, layout = slides[st["cur"] - 1]
        rows += [("panel", "Slide", "", (300, 130), (1300, 860)),
                 ("text", "PresentationTitle", title, (400, 190), (1100, 110))]
        for i, line in enumerate(body):
            rows.append(("paragraph", "PresentationOutline" if layout != "Title Slide" else "PresentationSubtitle", line, (420, 340 + 50 * i), (1060, 44)))
        n = count_shown if count_shown is not None else len(slides)
        rows += [("label", "", f"Slide {st['cur']} of {n}", (74, 1050), (120, 22)), ("label", "", "Lush Green", (220, 1050), (110, 22)),
                 ("label", "", "TextEdit: Paragraph 1, Row 1, Column 11" if st["edit"] else layout, (360, 1050), (280, 22)),
                 ("label", "", "English (USA)", (680, 1050), (110, 22)),
                 ("label", "Document modified" if st["modified"] else "Document not modified", "", (820, 1050), (24, 22)),
                 ("label", "", "72%", (1860, 1050), (50, 22))]
        return a11y(rows, ck.now())

    state = win()
    turns: Turns = []
    st["cur"] = 3
    turns.append((code("ImpressTools.go_to_slide(3)"), win()))
    ck.tick()
    slides.insert(3, slides[2])
    st.update(cur=4, modified=True)
    turns.append((code("ImpressTools.duplicate_slide(3)"), win()))
    st["edit"] = True
    turns.append((code("pyautogui.click(950, 245)"), win()))
    ck.tick()
    slides[3] = ("Q2 Targets", slides[3][1], slides[3][2])
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Q2 Targets')"), win()))
    st["edit"] = False
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')"), win()))
    ck.tick()
    moved = slides.pop(3)
    slides.insert(5, moved)
    st["cur"] = 6
    turns.append((code("pyautogui.moveTo(180, 454)\npyautogui.dragTo(180, 672, duration=1.0)"), win()))
    ck.tick()
    st["cur"] = 8
    turns.append((code("ImpressTools.go_to_slide(8)"), win()))
    slides.pop(7)
    ck.tick()
    turns.append((code("pyautogui.click(180, 798)\npyautogui.press('delete')"), win()))
    ck.tick()
    st["cur"] = 1
    turns.append((code("ImpressTools.go_to_slide(1)\nImpressTools.set_slide_background(1, color='#1E3A2F')"), win()))
    st["cur"] = 6
    turns.append((code("ImpressTools.go_to_slide(6)"), win()))
    ck.tick()
    st["modified"] = False
    turns.append((code("ImpressTools.save()"), win(count_shown=10)))
    ck.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), win(start=True)))
    rs.add(task="os", tid="h41-os-20", system=system(
        'In sales_kickoff.odp, duplicate the Q1 Results slide, retitle the copy "Q2 Targets" and move it right after Territory Changes, delete the Backup slide, give the title slide a dark green background, and save.'),
        turns=turns, state=state, bad=True, turn=11, kind="status bar slide total shows 10 after a slide was deleted (9 left)")


# Image Viewer (Eye of GNOME), rotate and inspect a photo - bad
def t21(rs: RowSet) -> None:
    ck = Clock("Mar 18", 19, 36)
    img = {"w": 4032, "h": 3024, "bytes": "3.8 MB", "dirty": False, "mod": "Mar 16"}
    exif = [("Aperture", "f/1.6"), ("Exposure", "1/1250 sec."), ("Focal length", "4.2 (35mm film): 26 mm"), ("Flash", "Flash did not fire, compulsory flash mode"),
            ("ISO speed rating", "32"), ("Metering mode", "Pattern"), ("Camera model", "Apple iPhone 12"), ("Date/Time", "2024:03:16 14:22:07")]
    files = ["IMG_4469.jpg", "IMG_4470.jpg", "IMG_4471.jpg", "IMG_4472.jpg", "IMG_4473.HEIC"]

    def files_win() -> list[Row]:
        rows = desk("Files", ("Files",))
        rows += [("frame", "2024-03 Lisbon", "", (240, 110), (1440, 860)), ("toggle-button", "Home", "", (336, 118), (70, 34)),
                 ("toggle-button", "Pictures", "", (410, 118), (90, 34)), ("toggle-button", "2024-03 Lisbon", sel(True), (504, 118), (140, 34))]
        sizes = ["3.6 MB", "4.1 MB", str(img["bytes"]), "2.9 MB", "1.7 MB"]
        for i, f in enumerate(files):
            rows += [("table-cell", "", f, (476, 196 + 33 * i), (620, 33)), ("table-cell", "", sizes[i], (1096, 196 + 33 * i), (150, 33)),
                     ("table-cell", "", str(img["mod"]) if i == 2 else "Mar 16", (1246, 196 + 33 * i), (180, 33))]
        return rows

    def viewer(props: str = "", dates: str | None = None) -> str:
        rows = files_win()
        title = ("*" if img["dirty"] else "") + "IMG_4471.jpg"
        rows[1] = ("menu", "Image Viewer", "", (112, 0), (124, 27))
        rows += [("frame", title, "", (300, 60), (1320, 960)), ("push-button", "Gallery", "", (310, 68), (34, 34)),
                 ("label", "", title, (880, 74), (160, 22)), ("combo-box", "Zoom", "18%", (1380, 68), (90, 34)),
                 ("push-button", "Rotate Left", "", (1476, 68), (34, 34)), ("push-button", "Rotate Right", "", (1514, 68), (34, 34)),
                 ("push-button", "Main Menu", "", (1552, 68), (34, 34)), ("push-button", "Close", "", (1580, 68), (34, 34)),
                 ("image", "IMG_4471.jpg", "", (600 if img["w"] < img["h"] else 420, 120), (int(img["w"] * 0.18), int(img["h"] * 0.18))),
                 ("label", "", f"{img['w']} × {img['h']} pixels  {img['bytes']}  18%", (320, 990), (400, 22)), ("label", "", "3 / 5", (1540, 990), (60, 22))]
        if props:
            rows += [("dialog", "Image Properties", "", (1100, 180), (500, 560)), ("push-button", "Previous", "", (1110, 188), (34, 34)),
                     ("push-button", "Next", "", (1146, 188), (34, 34)), ("push-button", "Close", "", (1556, 188), (34, 34)),
                     ("page-tab", "General", sel(props == "General"), (1200, 236), (150, 30)), ("page-tab", "Metadata", sel(props == "Metadata"), (1354, 236), (150, 30))]
            if props == "General":
                gen = [("Name", "IMG_4471.jpg"), ("Width", f"{img['w']} pixels"), ("Height", f"{img['h']} pixels"), ("Type", "JPEG image"),
                       ("Bytes", img["bytes"]), ("Folder", "2024-03 Lisbon"), ("Taken on", "Mar 16, 2024, 14:22:07"), ("Aperture", "f/1.6"),
                       ("Exposure time", "1/1250 sec."), ("ISO speed rating", "32"), ("Camera model", "Apple iPhone 12")]
                for i, (k, v) in enumerate(gen):
                    rows += [("label", "", k, (1120, 290 + 32 * i), (150, 28)), ("label", "", v, (1290, 290 + 32 * i), (290, 28))]
            else:
                shown = [(k, dates if (k == "Date/Time" and dates) else v) for k, v in exif]
                rows += [("label", "", "Exif", (1120, 284), (100, 24))]
                for i, (k, v) in enumerate(shown):
                    rows += [("label", "", k, (1140, 314 + 32 * i), (150, 28)), ("label", "", v, (1300, 314 + 32 * i), (280, 28))]
                rows += [("label", "", "GPS", (1120, 580), (100, 24)), ("label", "", "Latitude", (1140, 610), (150, 28)),
                         ("label", "", "38° 42′ 49.1″ N", (1300, 610), (280, 28)), ("label", "", "Longitude", (1140, 642), (150, 28)),
                         ("label", "", "9° 8′ 11.6″ W", (1300, 642), (280, 28))]
        return a11y(rows, ck.now())

    state = a11y(files_win(), ck.now())
    turns: Turns = []
    turns.append((code("subprocess.Popen(['eog', '/home/dana/Pictures/2024-03 Lisbon/IMG_4471.jpg'])\ntime.sleep(2)"), viewer()))
    ck.tick()
    turns.append((code("pyautogui.hotkey('alt', 'enter')"), viewer("General")))
    turns.append((code("pyautogui.click(1429, 251)"), viewer("Metadata")))
    ck.tick()
    img.update(w=3024, h=4032, dirty=True)
    turns.append((code("pyautogui.click(1573, 205)\ntime.sleep(0.5)\npyautogui.hotkey('ctrl', 'r')"), viewer()))
    turns.append((code("pyautogui.hotkey('alt', 'enter')"), viewer("Metadata", dates="2024:03:16 14:27:07")))
    ck.tick()
    img.update(dirty=False, bytes="3.7 MB", mod=ck.hm())
    turns.append((code("pyautogui.click(1573, 205)\ntime.sleep(0.5)\npyautogui.hotkey('ctrl', 's')\ntime.sleep(2)"), viewer()))
    rs.add(task="os", tid="h41-os-21", system=system(
        'Open IMG_4471.jpg from Pictures/2024-03 Lisbon in Image Viewer, check when it was taken, rotate it upright (clockwise) and save it.'),
        turns=turns, state=state, bad=True, turn=5, kind="EXIF capture time changes after only rotating the image")


# Calendar (GNOME Calendar), create and move events - clean
def t22(rs: RowSet) -> None:
    ck = Clock("Mar 20", 9, 12)
    days = [("Sun", 17), ("Mon", 18), ("Tue", 19), ("Wed", 20), ("Thu", 21), ("Fri", 22), ("Sat", 23)]
    ev = [  # day, start, end, title, calendar
        [18, "09:30", "10:00", "Standup", "Work"], [18, "14:00", "15:00", "1:1 with Ravi", "Work"],
        [19, "09:30", "10:00", "Standup", "Work"], [19, "12:00", "13:00", "Lunch & learn: Rust async", "Work"],
        [20, "09:30", "10:00", "Standup", "Work"], [20, "16:00", "17:30", "Quarterly planning", "Work"],
        [21, "09:30", "10:00", "Standup", "Work"], [21, "13:00", "13:30", "Call plumber", "Personal"],
        [22, "09:30", "10:00", "Standup", "Work"], [22, "10:00", "11:00", "Team retro", "Work"], [22, "18:00", "20:45", "Cinema – Dune: Part Two", "Personal"],
    ]
    allday = [(23, "Mia's birthday")]

    def mins(t: str) -> int:
        return int(t[:2]) * 60 + int(t[3:])

    def head(view: str) -> list[Row]:
        rows = desk("Calendar", ("Calendar",))
        rows += [("frame", "Calendar", "", (70, 27), (1850, 1053)), ("push-button", "New Event", "", (80, 35), (34, 34)),
                 ("push-button", "Today", "", (124, 35), (70, 34)), ("push-button", "Previous", "", (200, 35), (34, 34)),
                 ("push-button", "Next", "", (236, 35), (34, 34)), ("label", "", "March 2024", (900, 42), (140, 22)),
                 ("toggle-button", "Week", sel(view == "Week"), (1620, 35), (90, 34)), ("toggle-button", "Month", sel(view == "Month"), (1714, 35), (90, 34)),
                 ("push-button", "Search", "", (1810, 35), (34, 34)), ("push-button", "Main Menu", "", (1848, 35), (34, 34))]
        return rows

    def month() -> str:
        rows = head("Month")
        for i, d in enumerate(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]):
            rows.append(("label", "", d, (90 + 262 * i, 84), (60, 20)))
        start = -5  # Feb 25 is the first cell
        for cell in range(42):
            day = start + cell + 1
            label = f"Feb {29 + day}" if day <= 0 else (str(day) if day <= 31 else f"Apr {day - 31}")
            x, y = 80 + 262 * (cell % 7), 110 + 150 * (cell // 7)
            rows.append(("label", "", label, (x + 6, y + 4), (80, 20)))
            items = [e for e in ev if e[0] == day and day > 0] + [(d, "", "", t, "") for d, t in allday if d == day]
            for j, e in enumerate(sorted(items, key=lambda e: e[1])[:3]):
                rows.append(("push-button", e[3], e[1], (x + 4, y + 28 + 26 * j), (250, 24)))
            if len(items) > 3:
                rows.append(("push-button", f"Other {len(items) - 3} events", "", (x + 4, y + 106), (250, 24)))
        return a11y(rows, ck.now())

    def week(extra: list[Row] | None = None) -> str:
        rows = head("Week")
        rows.append(("label", "", "Week 12", (1060, 42), (80, 22)))
        for i, (d, n) in enumerate(days):
            rows.append(("label", "", f"{d} {n}", (160 + 250 * i, 84), (120, 22)))
            for dd, t in allday:
                if dd == n:
                    rows.append(("push-button", t, "All day", (162 + 250 * i, 110), (244, 24)))
        for h in range(8, 21):
            rows.append(("label", "", f"{h:02d}:00", (80, 140 + 64 * (h - 8)), (60, 20)))
        for d, s, e, title, _cal in sorted(ev, key=lambda e: (e[0], mins(e[1]))):
            i = [n for _, n in days].index(d)
            y0 = 140 + (mins(s) - 480) * 64 // 60
            rows.append(("push-button", title, f"{s} – {e}", (162 + 250 * i, y0), (244, max(20, (mins(e) - mins(s)) * 64 // 60))))
        x = 160 + 250 * 3
        rows.append(("separator", "Now", "", (x, 140 + (ck.t - 480) * 64 // 60), (250, 2)))
        rows += extra or []
        return a11y(rows, ck.now())

    def editor(title: str, cal: str, sd: str, st: str, ed: str, et: str, loc: str = "", remind: str = "", existing: bool = False) -> list[Row]:
        rows: list[Row] = [("dialog", title or "New Event", "", (660, 180), (600, 700)), ("push-button", "Cancel", "", (670, 188), (80, 34)),
                           ("push-button", "Done", "", (1170, 188), (80, 34)), ("text", "Title", title, (700, 250), (520, 36)),
                           ("combo-box", "Calendar", cal, (700, 300), (520, 36)), ("label", "", "Schedule", (700, 360), (120, 22)),
                           ("switch", "All Day", "OFF", (1160, 356), (60, 30)), ("label", "", "Starts", (700, 400), (80, 22)),
                           ("text", "Start date", sd, (820, 396), (200, 34)), ("text", "Start time", st, (1030, 396), (190, 34)),
                           ("label", "", "Ends", (700, 444), (80, 22)), ("text", "End date", ed, (820, 440), (200, 34)),
                           ("text", "End time", et, (1030, 440), (190, 34)), ("combo-box", "Repeat", "No Repeat", (700, 500), (520, 36)),
                           ("label", "", "Reminders", (700, 560), (120, 22))]
        if remind:
            rows.append(("list-item", remind, "", (700, 590), (520, 34)))
        rows += [("push-button", "Add Reminder…", "", (700, 630), (520, 34)), ("text", "Location", loc, (700, 690), (520, 36)),
                 ("text", "Notes", "", (700, 740), (520, 80))]
        if existing:
            rows.append(("push-button", "Delete Event", "", (860, 834), (200, 36)))
        return rows

    state = month()
    turns: Turns = []
    turns.append((code("pyautogui.click(1665, 52)"), week()))
    ck.tick()
    pop = [("window", "New Event", "", (1160, 520), (360, 170)), ("label", "", "New Event on Thursday, March 21, 15:00", (1176, 532), (328, 22)),
           ("text", "Event name", "", (1176, 566), (328, 36)), ("push-button", "Edit Details…", "", (1176, 630), (150, 36)),
           ("push-button", "Add", "", (1426, 630), (78, 36))]
    turns.append((code("pyautogui.click(1285, 588)"), week(pop)))
    ck.tick()
    turns.append((code("pyautogui.write('Dentist – Dr. Okafor')\npyautogui.click(1251, 648)"),
                  week(editor("Dentist – Dr. Okafor", "Personal", "03/21/2024", "15:00", "03/21/2024", "16:00"))))
    ck.tick()
    turns.append((code("pyautogui.tripleClick(1125, 413)\npyautogui.write('15:30')\npyautogui.press('tab')\npyautogui.tripleClick(1125, 457)\npyautogui.write('16:15')\npyautogui.press('tab')"),
                  week(editor("Dentist – Dr. Okafor", "Personal", "03/21/2024", "15:30", "03/21/2024", "16:15"))))
    ev.append([21, "15:30", "16:15", "Dentist – Dr. Okafor", "Personal"])
    turns.append((code("pyautogui.click(1210, 205)"), week()))
    ck.tick()
    turns.append((code("pyautogui.doubleClick(1535, 300)"),
                  week(editor("Team retro", "Work", "03/22/2024", "10:00", "03/22/2024", "11:00", "Room 4.12 / meet.google.com/qkr-vnzb-hte", "10 minutes before", existing=True))))
    ck.tick(2)
    turns.append((code("pyautogui.tripleClick(920, 413)\npyautogui.write('03/21/2024')\npyautogui.press('tab')\npyautogui.tripleClick(1125, 413)\npyautogui.write('11:00')\n"
                       "pyautogui.press('tab')\npyautogui.tripleClick(920, 457)\npyautogui.write('03/21/2024')\npyautogui.press('tab')\npyautogui.tripleClick(1125, 457)\n"
                       "pyautogui.write('12:00')\npyautogui.press('tab')"),
                  week(editor("Team retro", "Work", "03/21/2024", "11:00", "03/21/2024", "12:00", "Room 4.12 / meet.google.com/qkr-vnzb-hte", "10 minutes before", existing=True))))
    for e in ev:
        if e[3] == "Team retro":
            e[:3] = [21, "11:00", "12:00"]
    ck.tick()
    turns.append((code("pyautogui.click(1210, 205)"), week()))
    rs.add(task="os", tid="h41-os-22", system=system(
        'In Calendar, add "Dentist – Dr. Okafor" on Thursday March 21 from 15:30 to 16:15 in the Personal calendar, and move Friday\'s Team retro to Thursday 11:00–12:00.'),
        turns=turns, state=state, bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
