# ruff: noqa: E501
"""holdout7, os domain: 22 desktop (Ubuntu 22.04 GNOME, OSWorld-style) trajectories for the decoherence warnings.

Written from knowledge of how the real desktop apps behave and of the OSWorld linearized accessibility tree
(``tag / name / text / class / description / position / size``), WITHOUT reading the detectors, their rules,
or any earlier labeled set. Each trajectory is a Python (pyautogui / app-helper) action per turn and the full
desktop accessibility tree after it.

11 trajectories are "bad": exactly one observation contradicts what an earlier observation established (the
label gives that 1-based turn and a kind). 11 are "clean" but full of legitimate changes that look like
contradictions (undo, restore from trash, re-opened tab, seek backwards, time-zone change, sorting, new PID
after a restart, counters moved by the agent's own actions, 12-hour clock crossing noon, ...).

Run ``.venv/bin/python -m tests.decoherence.independent.holdout7_parts.os.make``; it writes ``os_test.jsonl``
and ``labels.json`` next to this file. Deterministic: no randomness, no clock, no network.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

HERE = Path(__file__).resolve().parent

SYSTEM = (
    "You are a **Desktop World Model** -- a precise simulator of computer-use interactions. Your task is to "
    "predict the exact next desktop accessibility-tree state after an action is executed.\n\n"
    "Given the historical context (previous interactions in the same trajectory), the task instruction, the "
    "current state (the visible desktop accessibility tree) and the action (a free-form Python code block: "
    "pyautogui calls, app helper APIs such as BrowserTools / CalcTools / WriterTools / ImpressTools / VLCTools, "
    "or arbitrary Python), predict the exact next desktop state.\n\n"
    "- Preserve the original state format exactly\n"
    "- Keep node ordering, labels, and coordinates consistent unless the action changes them\n"
    "- If the action has no visible desktop effect, return the unchanged state\n"
    "- Use the prior turns as context when files, windows, or app state persist across actions\n\n"
    "First, think step by step. Then provide the final predicted desktop state wrapped strictly within "
    "<predicted_observation></predicted_observation> tags; inside the tags, output only the full desktop state."
)

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"


# --------------------------------------------------------------------------------------------------------
# rows, desktop shell
# --------------------------------------------------------------------------------------------------------

def R(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      cls: str = "", desc: str = "") -> str:
    """One linearized a11y node, quoting text the way OSWorld does (``""`` when empty)."""
    if not text:
        t = '""'
    elif '"' in text:
        t = '"' + text.replace('"', '""') + '"'
    else:
        t = text
    return f"{tag}\t{name}\t{t}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


FAVORITES = ["Google Chrome", "Visual Studio Code", "VLC media player", "Thunderbird Mail", "LibreOffice Writer",
             "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Terminal"]


class Clock:
    """The GNOME top-bar clock ("Mar 12  09:41" or, with AM/PM, "Mar 12  9:41 AM")."""

    def __init__(self, day: str, h: int, m: int, twelve: bool = False) -> None:
        self.day, self.minutes, self.twelve = day, h * 60 + m, twelve

    def tick(self, n: int = 1) -> Clock:
        self.minutes += n
        return self

    def hm(self) -> tuple[int, int]:
        return divmod(self.minutes % (24 * 60), 60)

    def __str__(self) -> str:
        h, m = self.hm()
        if self.twelve:
            return f"{self.day}  {(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{self.day}  {h:02d}:{m:02d}"


def desktop(clock: Clock, app: str, body: list[str], extra_dock: tuple[str, ...] = ()) -> str:
    out = [HDR,
           R("label", "Activities", "", (0, 0), (99, 27)),
           R("menu", app, "", (99, 0), (12 + 9 * len(app), 27)),
           R("label", "", str(clock), (884, 0), (152, 27)),
           R("menu", "System", "", (1814, 0), (106, 27))]
    for i, name in enumerate(FAVORITES + list(extra_dock)):
        out.append(R("push-button", name, "", (0, 33 + 68 * i), (70, 64)))
    out.append(R("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    return "\n".join(out + body)


def menubar(names: list[str], y: int = 58, x: int = 74) -> list[str]:
    out = []
    for n in names:
        w = 10 + 8 * len(n)
        out.append(R("menu", n, "", (x, y), (w, 23)))
        x += w
    return out


def fnum(n: float) -> str:
    return f"{n:,.0f}"


# --------------------------------------------------------------------------------------------------------
# LibreOffice (Calc / Writer / Impress)
# --------------------------------------------------------------------------------------------------------

LO_MENUS = {"calc": ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"],
            "writer": ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"],
            "impress": ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]}
MODIFIED = "The document has been modified. Click to save the document."
SAVED = "The document has not been modified since the last save."


def lo_frame(kind: str, title: str) -> list[str]:
    app = {"calc": "LibreOffice Calc", "writer": "LibreOffice Writer", "impress": "LibreOffice Impress"}[kind]
    rows = [R("frame", f"{title} - {app}", "", (70, 27), (1850, 1053))]
    rows += menubar(LO_MENUS[kind])
    x = 78
    for b in ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo"]:
        rows.append(R("push-button", b, "", (x, 86), (31, 30)))
        x += 33
    return rows


def lo_status(items: list[str], modified: bool, zoom: int = 100) -> list[str]:
    rows = []
    x = 74
    for it in items:
        w = 16 + 7 * len(it)
        rows.append(R("label", "", it, (x, 1056), (w, 22)))
        x += w + 8
    rows.append(R("label", "Document Status", MODIFIED if modified else SAVED, (1601, 1056), (22, 22)))
    rows.append(R("label", "Zoom", f"{zoom}%", (1862, 1056), (54, 22)))
    return rows


COLS = "ABCDEFGH"


def cell_pos(addr: str) -> tuple[int, int]:
    c, r = COLS.index(addr[0]), int(addr[1:])
    return 126 + 81 * c, 214 + 17 * (r - 1)


def calc(title: str, cells: dict[str, str], active: str, content: str, sheets: list[str], cur: int, *,
         modified: bool, sel: str, dialog: list[str] | None = None) -> list[str]:
    rows = lo_frame("calc", title)
    rows.append(R("combo-box", "Name Box", active, (74, 156), (98, 24)))
    rows.append(R("push-button", "Function Wizard", "", (190, 156), (26, 24)))
    rows.append(R("push-button", "Select Function", "", (218, 156), (26, 24)))
    rows.append(R("paragraph", "Input line", content, (256, 156), (1600, 24)))
    order = sorted(cells, key=lambda a: (int(a[1:]), COLS.index(a[0])))
    for a in order:
        if cells[a] != "":
            rows.append(R("table-cell", a, cells[a], cell_pos(a), (81, 17)))
    x = 142
    for i, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", (x, 1030), (14 + 8 * len(s), 22), desc="selected" if i == cur else ""))
        x += 22 + 8 * len(s)
    rows += lo_status([f"Sheet {cur + 1} of {len(sheets)}", "Default", "English (USA)", sel], modified)
    return rows + (dialog or [])


def writer(title: str, paras: list[str], page: str, counts: str, *, modified: bool, footer: str | None = None,
           dialog: list[str] | None = None, spacing: float = 1.0) -> list[str]:
    rows = lo_frame("writer", title)
    rows.append(R("combo-box", "Paragraph Style", "Default Paragraph Style", (78, 122), (150, 26)))
    rows.append(R("combo-box", "Font Name", "Liberation Serif", (232, 122), (160, 26)))
    rows.append(R("combo-box", "Font Size", "12 pt", (396, 122), (62, 26)))
    rows.append(R("document-text", "", "", (70, 160), (1850, 890)))
    y = 250
    step = int(19 * spacing)
    for p in paras:
        lines = max(1, len(p) // 95 + 1)
        rows.append(R("paragraph", "", p, (567, y), (786, step * lines)))
        y += step * lines + 10
        if y > 990:
            break
    if footer is not None:
        rows.append(R("paragraph", "Footer", footer, (567, 1010), (786, 19)))
    rows += lo_status([page, counts, "Default Page Style", "English (USA)"], modified)
    return rows + (dialog or [])


def impress(title: str, slides: list[str], cur: int, body: list[str], layout: str, *, modified: bool,
            dialog: list[str] | None = None) -> list[str]:
    rows = lo_frame("impress", title)
    rows.append(R("label", "Slides", "", (74, 130), (190, 20)))
    for i, s in enumerate(slides):
        rows.append(R("list-item", f"Slide {i + 1}", s, (92, 156 + 112 * i), (160, 90), desc="selected" if i == cur else ""))
    y = 260
    for i, p in enumerate(body):
        rows.append(R("paragraph", "PresObj Title" if i == 0 else "PresObj Outline", p, (420, y), (1180, 60 if i == 0 else 34)))
        y += 90 if i == 0 else 44
    rows += lo_status([f"Slide {cur + 1} of {len(slides)}", layout, "English (USA)"], modified)
    return rows + (dialog or [])


# --------------------------------------------------------------------------------------------------------
# Chrome
# --------------------------------------------------------------------------------------------------------

def chrome(tabs: list[str], active: int, url: str, page: list[str], *, starred: bool, bar: list[str] | None = None,
           popup: list[str] | None = None) -> list[str]:
    rows = [R("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    x = 82
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", (x, 35), (240, 34), desc="selected" if i == active else ""))
        x += 244
    rows.append(R("push-button", "New Tab", "", (x + 4, 38), (28, 28)))
    rows.append(R("push-button", "Back", "", (80, 73), (34, 34)))
    rows.append(R("push-button", "Forward", "", (116, 73), (34, 34)))
    rows.append(R("push-button", "Reload", "", (152, 73), (34, 34)))
    rows.append(R("entry", "Address and search bar", url, (238, 76), (1440, 28)))
    rows.append(R("push-button", "Edit bookmark for this tab" if starred else "Bookmark this tab", "", (1646, 76), (28, 28)))
    rows.append(R("push-button", "Extensions", "", (1736, 73), (34, 34)))
    rows.append(R("push-button", "Chrome", "", (1868, 73), (34, 34), desc="Customize and control Google Chrome"))
    y0 = 112
    if bar is not None:
        bx = 84
        for b in bar:
            rows.append(R("push-button", b, "", (bx, 112), (min(200, 20 + 7 * len(b)), 28)))
            bx += min(200, 20 + 7 * len(b)) + 4
        y0 = 144
    rows.append(R("document-web", tabs[active], "", (70, y0), (1850, 1080 - y0)))
    return rows + page + (popup or [])


def web_page(items: list[tuple[str, str, str]], y0: int = 170) -> list[str]:
    """Page content: (tag, name, text) in reading order, laid out top to bottom."""
    out, y = [], y0
    for tag, name, text in items:
        h = 38 if tag == "heading" else 22 if tag in ("link", "push-button", "entry") else 20 * (1 + len(text) // 150)
        out.append(R(tag, name, text, (330, y), (1260, h)))
        y += h + 12
    return out


# --------------------------------------------------------------------------------------------------------
# Files (Nautilus), Terminal, VS Code
# --------------------------------------------------------------------------------------------------------

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
           "Other Locations"]


def files(crumbs: list[str], items: list[tuple[str, str, str]], *, selected: tuple[str, ...] = (),
          status: str | None = None, toast: str | None = None, empty: bool = False, sort_hint: str = "Name",
          popover: list[str] | None = None) -> list[str]:
    rows = [R("frame", crumbs[-1], "", (70, 27), (1850, 1053))]
    rows.append(R("push-button", "Back", "", (80, 35), (34, 34)))
    rows.append(R("push-button", "Forward", "", (116, 35), (34, 34)))
    x = 160
    for c in crumbs:
        rows.append(R("toggle-button", c, "", (x, 35), (16 + 8 * len(c), 34), desc="checked" if c == crumbs[-1] else ""))
        x += 18 + 8 * len(c)
    rows.append(R("push-button", "Search", "", (1742, 35), (34, 34)))
    rows.append(R("toggle-button", "View options", "", (1784, 35), (34, 34)))
    rows.append(R("push-button", "Open menu", "", (1868, 35), (34, 34)))
    for i, s in enumerate(SIDEBAR):
        rows.append(R("list-item", s, "", (74, 84 + 34 * i), (226, 34),
                      desc="selected" if s == crumbs[-1] or (s == "Home" and crumbs[-1] == "Home") else ""))
    if empty:
        rows.append(R("label", "", "Folder is Empty", (970, 520), (200, 26)))
    else:
        rows.append(R("table-column-header", "Name", "", (306, 80), (900, 30), desc="sorted" if sort_hint == "Name" else ""))
        rows.append(R("table-column-header", "Size", "", (1206, 80), (180, 30)))
        rows.append(R("table-column-header", "Modified", "", (1386, 80), (300, 30), desc="sorted" if sort_hint == "Modified" else ""))
        for i, (name, size, mod) in enumerate(items):
            y = 112 + 34 * i
            d = "selected" if name in selected else ""
            rows.append(R("table-cell", "", name, (306, y), (900, 34), desc=d))
            rows.append(R("table-cell", "", size, (1206, y), (180, 34), desc=d))
            rows.append(R("table-cell", "", mod, (1386, y), (300, 34), desc=d))
    if status:
        rows.append(R("label", "", status, (1560, 1042), (10 + 7 * len(status), 26)))
    if toast:
        rows.append(R("label", "", toast, (860, 960), (10 + 7 * len(toast), 24)))
        rows.append(R("push-button", "Undo", "", (880 + 7 * len(toast), 956), (58, 32)))
        rows.append(R("push-button", "Close", "", (944 + 7 * len(toast), 956), (32, 32)))
    return rows + (popover or [])


def terminal(title: str, lines: list[str], keep: int = 45) -> list[str]:
    text = "\n".join(lines[-keep:])
    return [R("frame", title, "", (70, 27), (1850, 1053)),
            R("push-button", "New Tab", "", (76, 35), (34, 34)),
            R("push-button", "Menu", "", (1826, 35), (34, 34)),
            R("terminal", "Terminal", text, (70, 75), (1850, 1005))]


class Shell:
    """A bash session in GNOME Terminal: accumulates the visible text."""

    def __init__(self, user: str, host: str, cwd: str) -> None:
        self.user, self.host, self.cwd = user, host, cwd
        self.lines: list[str] = [self.ps1()]

    def ps1(self) -> str:
        home = f"/home/{self.user}"
        c = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}:{c}$ "

    def title(self) -> str:
        return self.ps1()[:-2]

    def run(self, cmd: str, out: str = "", cd: str | None = None) -> list[str]:
        self.lines[-1] += cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        if cd:
            self.cwd = cd
        self.lines.append(self.ps1())
        return terminal(self.title(), self.lines)

    def clear(self) -> None:
        self.lines = [self.ps1()]


def vscode(folder: str, tabs: list[str], active: int, text: str, *, branch: str, problems: str, lncol: str,
           scm: int, side: list[str] | None = None, panel: list[str] | None = None, quick: list[str] | None = None,
           sync: str = "") -> list[str]:
    rows = [R("frame", f"{tabs[active].lstrip('● ')} - {folder} - Visual Studio Code", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], y=31, x=104)
    acts = ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)",
            f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)",
            "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]
    for i, a in enumerate(acts):
        rows.append(R("page-tab", a, "", (70, 62 + 48 * i), (48, 48)))
    rows += side or []
    x = 424
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", (x, 62), (150, 35), desc="selected" if i == active else ""))
        x += 152
    rows.append(R("entry", "Editor content;Press Alt+F1 for Accessibility Options.", text, (424, 120), (1496, 640)))
    rows += panel or []
    rows.append(R("push-button", f"{branch}, Checkout Branch/Tag...", "", (70, 1058), (40 + 7 * len(branch), 22)))
    syncname = "Publish Branch" if sync == "publish" else f"{branch} (Git) - Synchronize Changes{sync}"
    rows.append(R("push-button", syncname, "", (118 + 7 * len(branch), 1058), (44, 22)))
    rows.append(R("push-button", problems, "", (170 + 7 * len(branch), 1058), (70, 22)))
    rows.append(R("push-button", lncol, "", (1560, 1058), (90, 22)))
    rows.append(R("push-button", "Spaces: 4", "", (1656, 1058), (70, 22)))
    rows.append(R("push-button", "UTF-8", "", (1732, 1058), (46, 22)))
    rows.append(R("push-button", "Python", "", (1784, 1058), (54, 22)))
    return rows + (quick or [])


def explorer(items: list[tuple[str, int]]) -> list[str]:
    rows = [R("label", "", "EXPLORER", (118, 66), (120, 22))]
    for i, (name, depth) in enumerate(items):
        rows.append(R("tree-item", name, "", (118 + 12 * depth, 110 + 22 * i), (290, 22)))
    return rows


# --------------------------------------------------------------------------------------------------------
# Thunderbird, VLC, GIMP, System Monitor, Settings
# --------------------------------------------------------------------------------------------------------

def thunderbird(account: str, folders: list[tuple[str, int]], cur: str, msgs: list[dict[str, Any]], sel: int | None,
                preview: list[str] | None = None, unread_shown: int | None = None) -> list[str]:
    rows = [R("frame", f"{cur} - {account} - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
    rows.append(R("page-tab", cur, "", (74, 31), (220, 32), desc="selected"))
    for i, b in enumerate(["Get Messages", "Write", "Chat", "Address Book", "Tag", "Quick Filter"]):
        rows.append(R("push-button", b, "", (80 + 110 * i, 70), (104, 30)))
    rows.append(R("entry", "Search <Ctrl+K>", "", (1420, 70), (380, 30)))
    rows.append(R("tree-item", account, "", (76, 110), (280, 24)))
    for i, (f, unread) in enumerate(folders):
        rows.append(R("tree-item", f"{f} ({unread})" if unread else f, "", (96, 136 + 26 * i), (260, 24),
                      desc="selected" if f == cur else ""))
    for j, col in enumerate(["Subject", "Correspondents", "Date"]):
        rows.append(R("table-column-header", col, "", (366 + [0, 700, 1100][j], 110), ([700, 400, 300][j], 26)))
    for i, m in enumerate(msgs):
        y = 138 + 26 * i
        d = ("selected" if sel == i else "") + ("" if m["read"] else (" " if sel == i else "") + "unread")
        rows.append(R("table-cell", "", m["subj"], (366, y), (700, 26), desc=d.strip()))
        rows.append(R("table-cell", "", m["from"], (1066, y), (400, 26), desc=d.strip()))
        rows.append(R("table-cell", "", m["date"], (1466, y), (300, 26), desc=d.strip()))
    if preview:
        y = 560
        for p in preview:
            rows.append(R("paragraph" if y > 660 else "label", "", p, (366, y), (1540, 22)))
            y += 28
    unread = sum(1 for m in msgs if not m["read"]) if unread_shown is None else unread_shown
    rows.append(R("label", "", f"Unread: {unread}", (1620, 1056), (90, 22)))
    rows.append(R("label", "", f"Total: {len(msgs)}", (1716, 1056), (90, 22)))
    return rows


def vlc(title: str, elapsed: str, total: str, *, playing: bool, volume: int = 100, playlist: list[tuple[str, str]] | None = None,
        dialog: list[str] | None = None) -> list[str]:
    rows = [R("frame", f"{title} - VLC media player", "", (70, 27), (1850, 1053))]
    rows += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], y=31)
    if playlist is not None:
        rows.append(R("table-column-header", "Title", "", (300, 90), (1100, 24)))
        rows.append(R("table-column-header", "Duration", "", (1400, 90), (200, 24)))
        for i, (t, d) in enumerate(playlist):
            rows.append(R("table-cell", "", t, (300, 116 + 24 * i), (1100, 24), desc="selected" if t == title else ""))
            rows.append(R("table-cell", "", d, (1400, 116 + 24 * i), (200, 24), desc="selected" if t == title else ""))
    rows.append(R("label", "", elapsed, (76, 990), (60, 20)))
    rows.append(R("slider", "", "", (140, 990), (1700, 20)))
    rows.append(R("label", "", total, (1848, 990), (64, 20)))
    for i, b in enumerate(["Pause the playback" if playing else "Play", "Previous media in the playlist, skip backward when held",
                           "Stop playback", "Next media in the playlist, skip forward when held",
                           "Toggle the video to fullscreen", "Show extended settings", "Toggle playlist",
                           "Click to toggle between loop all, loop one and no loop", "Random"]):
        rows.append(R("push-button", b, "", (80 + 38 * i, 1022), (34, 34)))
    rows.append(R("push-button", "Mute", "", (1750, 1022), (34, 34)))
    rows.append(R("slider", "Volume", f"{volume}%", (1790, 1026), (120, 26)))
    return rows + (dialog or [])


def gimp_title(name: str, state: str, layers: int, w: int, h: int, dirty: bool) -> str:
    return (f"{'*' if dirty else ''}[{name}] ({state})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
            f"{layers} layer{'s' if layers > 1 else ''}) {w}x{h} \u2013 GIMP")


def gimp(title: str, layers: list[str], active: int, zoom: str, mem: str, dialog: list[str] | None = None) -> list[str]:
    rows = [R("frame", title, "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], y=58)
    rows.append(R("page-tab", "Layers", "", (1632, 420), (90, 26), desc="selected"))
    for i, lname in enumerate(layers):
        rows.append(R("table-cell", "", lname, (1660, 454 + 40 * i), (250, 38), desc="selected" if i == active else ""))
    rows.append(R("combo-box", "", "px", (180, 1050), (56, 24)))
    rows.append(R("combo-box", "", zoom, (240, 1050), (90, 24)))
    rows.append(R("label", "", mem, (340, 1052), (300, 20)))
    return rows + (dialog or [])


def sysmon(tab: str, procs: list[tuple[str, str, str, int, str]], *, search: str | None = None, sel: int | None = None,
           extra: list[str] | None = None) -> list[str]:
    rows = [R("frame", "System Monitor", "", (70, 27), (1850, 1053))]
    for i, t in enumerate(["Processes", "Resources", "File Systems"]):
        rows.append(R("page-tab", t, "", (820 + 110 * i, 35), (104, 32), desc="selected" if t == tab else ""))
    rows.append(R("toggle-button", "Search", "", (1786, 35), (34, 34), desc="checked" if search is not None else ""))
    y0 = 80
    if search is not None:
        rows.append(R("entry", "", search, (760, 76), (400, 32)))
        y0 = 118
    for j, (h, w) in enumerate([("Process Name", 520), ("User", 160), ("% CPU", 120), ("ID", 120), ("Memory", 160)]):
        rows.append(R("table-column-header", h, "", (76 + sum([0, 520, 680, 800, 920][j:j + 1]), y0), (w, 28),
                      desc="sorted" if h == "% CPU" else ""))
    for i, (name, user, cpu, pid, mem) in enumerate(procs):
        y = y0 + 30 + 28 * i
        d = "selected" if sel == i else ""
        for j, v in enumerate([name, user, cpu, str(pid), mem]):
            rows.append(R("table-cell", "", v, (76 + [0, 520, 680, 800, 920][j], y), ([520, 160, 120, 120, 160][j], 28), desc=d))
    rows.append(R("push-button", "End Process", "", (1780, 1040), (120, 32)))
    return rows + (extra or [])


SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[str], popup: list[str] | None = None) -> list[str]:
    rows = [R("frame", panel, "", (70, 27), (1850, 1053)), R("label", "", "Settings", (180, 40), (90, 24))]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(R("list-item", p, "", (74, 80 + 38 * i), (300, 38), desc="selected" if p == panel else ""))
    return rows + body + (popup or [])


def code(src: str) -> str:
    return "```python\n" + src.strip("\n") + "\n```"


# --------------------------------------------------------------------------------------------------------
# row set with the task instruction in the first prompt
# --------------------------------------------------------------------------------------------------------

class OsRows(RowSet):
    def traj(self, tid: str, instruction: str, start: str, turns: list[tuple[str, str]], *, bad: bool = False,
             turn: int | None = None, kind: str = "clean") -> None:
        assert 6 <= len(turns) <= 12, (tid, len(turns))
        state = f"{start}\n\n**Task Instruction:**\n{instruction}"
        self.add("os", tid, SYSTEM, turns, state=state, bad=bad, turn=turn, kind=kind)


# ========================================================================================================
# trajectories
# ========================================================================================================

def t01_calc_budget_clean(rs: OsRows) -> None:
    """Calc: fill two cells (totals recompute), select a range (status sum), sort descending (row order changes), save."""
    clk = Clock("Mar 18", 9, 12)
    title = "dept_budget_q1.xlsx"
    data = [["Marketing", 4200, 3950, None], ["Engineering", 12800, 13150, 13020],
            ["Support", 3100, 2980, None], ["Facilities", 2250, 2250, 2250]]

    def cells(rows: list[list[Any]]) -> dict[str, str]:
        c = {"A1": "Department", "B1": "January", "C1": "February", "D1": "March", "E1": "Q1 Total"}
        for i, r in enumerate(rows, 2):
            c[f"A{i}"] = r[0]
            for j, v in enumerate(r[1:]):
                c[f"{'BCD'[j]}{i}"] = "" if v is None else str(v)
            c[f"E{i}"] = str(sum(v or 0 for v in r[1:]))
        c["A6"] = "Total"
        for col in "BCDE":
            c[f"{col}6"] = str(sum(int(c[f"{col}{i}"] or 0) for i in range(2, 6)))
        return c

    def tree(active: str, content: str, sel: str, modified: bool, dialog: list[str] | None = None) -> str:
        return desktop(clk, "LibreOffice Calc", calc(title, cells(data), active, content, ["Budget", "Notes"], 0,
                                                     modified=modified, sel=sel, dialog=dialog))

    start = tree("A1", "Department", "Average: ; Sum: 0", False)
    turns = []
    data[0][3] = 4475
    clk.tick(1)
    turns.append((code('CalcTools.set_cell_value("D2", 4475)'), tree("A1", "Department", "Average: ; Sum: 0", True)))
    data[2][3] = 3240
    turns.append((code('CalcTools.set_cell_value("D4", 3240)'), tree("A1", "Department", "Average: ; Sum: 0", True)))
    clk.tick(1)
    e3 = sum(data[1][1:])
    turns.append((code("pyautogui.click(450, 248)"), tree("E3", "=SUM(B3:D3)", f"Average: {e3}; Sum: {e3}", True)))
    nums = [v for r in data for v in r[1:]] + [sum(r[1:]) for r in data]
    s = sum(nums)
    avg = s / len(nums)
    turns.append((code('pyautogui.click(120, 156)\npyautogui.write("A2:E5")\npyautogui.press("enter")'),
                  tree("A2:E5", "Marketing", f"Average: {avg:.10g}; Sum: {s}", True)))
    sort_dlg = [R("dialog", "Sort", "", (700, 330), (520, 420)),
                R("page-tab", "Sort Criteria", "", (716, 350), (120, 28), desc="selected"),
                R("page-tab", "Options", "", (838, 350), (80, 28)),
                R("combo-box", "Sort Key 1", "Column A", (740, 410), (220, 28)),
                R("radio-button", "Ascending", "", (990, 410), (120, 22), desc="checked"),
                R("radio-button", "Descending", "", (990, 436), (120, 22)),
                R("combo-box", "Sort Key 2", "- undefined -", (740, 500), (220, 28)),
                R("push-button", "OK", "", (1026, 704), (90, 32)), R("push-button", "Cancel", "", (1120, 704), (90, 32))]
    turns.append((code('pyautogui.click(652, 58)\npyautogui.click(700, 176)'),
                  tree("A2:E5", "Marketing", f"Average: {avg:.10g}; Sum: {s}", True, sort_dlg)))
    data.sort(key=lambda r: -sum(r[1:]))
    clk.tick(1)
    turns.append((code('pyautogui.click(850, 424)\npyautogui.click(850, 520)  # Column E\npyautogui.click(994, 440)  # Descending\npyautogui.click(1070, 720)  # OK'),
                  tree("A2:E5", data[0][0], f"Average: {avg:.10g}; Sum: {s}", True)))
    turns.append((code("CalcTools.save()"),
                  tree("A2:E5", data[0][0], f"Average: {avg:.10g}; Sum: {s}", False)))
    clk.tick(1)
    e6 = sum(sum(r[1:]) for r in data)
    turns.append((code("pyautogui.click(450, 299)"), tree("E6", "=SUM(E2:E5)", f"Average: {e6}; Sum: {e6}", False)))
    rs.traj("h7-os-01", "Fill in the missing March figures (Marketing 4475, Support 3240), sort the departments by Q1 total, largest first, and save the workbook.",
            start, turns)


def t02_calc_inventory_bad(rs: OsRows) -> None:
    """Calc: a cell set to 1845 (shown as 1,845 after formatting) later reads 1,485 with nothing touching it."""
    clk = Clock("Apr 3", 14, 37)
    title = "warehouse_stock.ods"
    stock = {"BX-1001": ["Hex bolt M8x40", 640, 300], "BX-1002": ["Hex nut M8", 2210, 500],
             "BX-1017": ["Washer 8mm zinc", 1320, 400], "BX-1030": ["Lag screw 6x60", 188, 250],
             "BX-1044": ["Anchor plug 8mm", 95, 150], "BX-1052": ["Threaded rod M8 1m", 54, 40]}
    fmt = {"on": False}
    shown = {}

    def cells() -> dict[str, str]:
        c = {"A1": "SKU", "B1": "Item", "C1": "On hand", "D1": "Reorder at", "E1": "Status"}
        for i, (sku, (item, qty, ro)) in enumerate(stock.items(), 2):
            c[f"A{i}"], c[f"B{i}"] = sku, item
            q = shown.get(f"C{i}", qty)
            c[f"C{i}"] = fnum(q) if fmt["on"] else str(q)
            c[f"D{i}"] = str(ro)
            c[f"E{i}"] = "REORDER" if qty < ro else "OK"
        tot = sum(v[1] for v in stock.values())
        c["B8"], c["C8"] = "Total units", fnum(tot) if fmt["on"] else str(tot)
        return c

    def tree(active: str, content: str, sel: str, modified: bool) -> str:
        return desktop(clk, "LibreOffice Calc", calc(title, cells(), active, content, ["Stock", "Suppliers", "Log"], 0,
                                                     modified=modified, sel=sel))

    start = tree("A1", "SKU", "Average: ; Sum: 0", False)
    turns = []
    stock["BX-1030"][1] = 1845
    clk.tick(1)
    turns.append((code('CalcTools.set_cell_value("C5", 1845)'), tree("A1", "SKU", "Average: ; Sum: 0", True)))
    stock["BX-1044"][1] = 37
    turns.append((code('CalcTools.set_cell_value("C6", 37)'), tree("A1", "SKU", "Average: ; Sum: 0", True)))
    turns.append((code("pyautogui.click(450, 299)"), tree("E6", '=IF(C6<D6;"REORDER";"OK")', "Average: ; Sum: 0", True)))
    fmt["on"] = True
    clk.tick(1)
    turns.append((code('CalcTools.set_number_format("C2:C8", "#,##0")'), tree("E6", '=IF(C6<D6;"REORDER";"OK")', "Average: ; Sum: 0", True)))
    turns.append((code("pyautogui.click(288, 282)"), tree("C5", "1845", "Average: 1,845; Sum: 1,845", True)))
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "home")'), tree("A1", "SKU", "Average: ; Sum: 0", True)))
    shown["C5"] = 1485  # the contradiction: nothing wrote C5 since it was set to 1845
    turns.append((code("CalcTools.save()"), tree("A1", "SKU", "Average: ; Sum: 0", False)))
    clk.tick(1)
    turns.append((code('CalcTools.freeze_panes(1, 0)'), tree("A1", "SKU", "Average: ; Sum: 0", False)))
    rs.traj("h7-os-02", "Update the on-hand counts (BX-1030 is now 1845, BX-1044 is 37), show the counts with thousands separators, and save.",
            start, turns, bad=True, turn=7, kind="value_drift")


def t03_writer_grant_clean(rs: OsRows) -> None:
    """Writer: heading upper-cased, line spacing grows the page count, page numbers appear, typing grows the word count, save."""
    clk = Clock("Feb 27", 16, 4)
    title = "grant_proposal.docx"
    paras = ["Project Summary",
             "The Riverside Literacy Initiative will provide weekly reading sessions for 120 children aged six to ten across four public libraries in the county, staffed by trained volunteers and two part-time coordinators.",
             "Need",
             "County assessment data from 2023 show that 38% of third graders read below grade level. Families in the eastern districts have the fewest after-school options and the longest travel times to a branch library.",
             "Activities",
             "Sessions run from September to May. Each child is paired with the same volunteer for the whole year and takes home two books a month.",
             "Budget",
             "The total request is $48,500, of which $31,000 covers coordinator salaries, $9,500 books and materials, and $8,000 volunteer training and background checks."]
    st = {"page": "Page 1 of 2", "counts": "1,212 words, 7,486 characters", "mod": False, "footer": None, "sp": 1.0}

    def tree(dialog: list[str] | None = None) -> str:
        return desktop(clk, "LibreOffice Writer", writer(title, paras, st["page"], st["counts"], modified=st["mod"],
                                                         footer=st["footer"], dialog=dialog, spacing=st["sp"]))

    start = tree()
    turns = []
    turns.append((code("pyautogui.tripleClick(760, 259)"), tree()))
    paras[0] = "PROJECT SUMMARY"
    st["mod"] = True
    turns.append((code('WriterTools.change_text_case("upper")'), tree()))
    st["sp"], st["page"] = 1.5, "Page 1 of 3"
    clk.tick(1)
    turns.append((code("WriterTools.set_line_spacing(1.5)"), tree()))
    st["footer"] = "1"
    turns.append((code('WriterTools.add_page_numbers("bottom", "center")'), tree()))
    clk.tick(2)
    st["page"] = "Page 3 of 3"
    turns.append((code('pyautogui.hotkey("ctrl", "end")'), tree()))
    st["footer"] = "3"
    st["counts"] = "1,231 words, 7,598 characters"
    turns.append((code('pyautogui.press("enter")\npyautogui.write("All volunteers complete a six-hour training course before their first session and a refresher each January.")'), tree()))
    keep = [R("dialog", "Keep current format", "", (690, 420), (540, 190)),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cWord 2007\u2013365\u201d.", (720, 450), (480, 60)),
            R("push-button", "Use Word 2007-365!", "", (730, 560), (170, 32)),
            R("push-button", "Use ODF Format!", "", (910, 560), (150, 32))]
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), tree(keep)))
    st["mod"] = False
    turns.append((code('pyautogui.press("enter")'), tree()))
    rs.traj("h7-os-03", "In the grant proposal, make the first heading uppercase, use 1.5 line spacing, add centered page numbers at the bottom, add a sentence about volunteer training at the end, and save it as Word.",
            start, turns)


def t04_writer_saveas_bad(rs: OsRows) -> None:
    """Writer: Save As under a new name; a few turns later the title bar shows the old file name again."""
    clk = Clock("Jun 6", 10, 41)
    st = {"title": "meeting_notes_draft.odt", "mod": False}
    paras = ["Product sync \u2013 June 5", "Attendees: Priya, Marco, Lena, Tom",
             "1. Beta feedback: 14 of 20 testers finished onboarding; two reported the export button is hidden on small screens.",
             "2. Release date stays at June 24 unless the sync bug is not fixed by June 14.",
             "3. Action items: Marco owns the export fix, Lena drafts the release notes."]
    counts = {"c": "74 words, 431 characters"}

    def tree(dialog: list[str] | None = None) -> str:
        return desktop(clk, "LibreOffice Writer", writer(st["title"], paras, "Page 1 of 1", counts["c"], modified=st["mod"], dialog=dialog))

    def saveas(name: str) -> list[str]:
        return [R("dialog", "Save As", "", (460, 200), (1000, 640)),
                R("entry", "Name", name, (560, 226), (600, 32)),
                R("toggle-button", "Documents", "", (560, 270), (110, 30), desc="checked"),
                R("list-item", "Home", "", (470, 320), (180, 30)), R("list-item", "Documents", "", (470, 352), (180, 30), desc="selected"),
                R("table-cell", "", "meeting_notes_draft.odt", (664, 320), (520, 30)),
                R("table-cell", "", "18.2 kB", (1184, 320), (100, 30)),
                R("table-cell", "", "team_roster.ods", (664, 352), (520, 30)),
                R("table-cell", "", "9.7 kB", (1184, 352), (100, 30)),
                R("combo-box", "File type", "ODF Text Document (.odt)", (1080, 780), (260, 30)),
                R("push-button", "Cancel", "", (470, 214), (80, 32)), R("push-button", "Save", "", (1370, 214), (80, 32))]

    start = tree()
    turns = [(code('pyautogui.hotkey("ctrl", "shift", "s")'), tree(saveas("meeting_notes_draft.odt")))]
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("meeting_notes_final.odt")'), tree(saveas("meeting_notes_final.odt"))))
    st["title"] = "meeting_notes_final.odt"
    turns.append((code('pyautogui.press("enter")'), tree()))
    paras.append("4. Next sync: June 12, 10:30.")
    counts["c"] = "79 words, 459 characters"
    st["mod"] = True
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "end")\npyautogui.press("enter")\npyautogui.write("4. Next sync: June 12, 10:30.")'), tree()))
    st["mod"] = False
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), tree()))
    recent = [R("menu", "Recent Documents", "", (74, 140), (260, 26)),
              R("menu-item", "1. meeting_notes_final.odt", "", (336, 140), (420, 26)),
              R("menu-item", "2. meeting_notes_draft.odt", "", (336, 166), (420, 26)),
              R("menu-item", "3. q2_okrs.docx", "", (336, 192), (420, 26)),
              R("menu-item", "4. team_roster.ods", "", (336, 218), (420, 26)),
              R("menu-item", "Clear List", "", (336, 252), (420, 26))]
    clk.tick(1)
    turns.append((code('pyautogui.click(84, 58)\npyautogui.click(150, 140)'), tree(recent)))
    st["title"] = "meeting_notes_draft.odt"  # the contradiction: the open document was saved as _final two turns ago
    turns.append((code('pyautogui.press("esc")\npyautogui.press("esc")'), tree()))
    clk.tick(2)
    st["mod"] = True
    turns.append((code("WriterTools.set_line_spacing(1.15)"), tree()))
    rs.traj("h7-os-04", "Save the meeting notes as meeting_notes_final.odt in Documents, add the date of the next sync at the end, and save again.",
            start, turns, bad=True, turn=7, kind="rename_old_name")


def bookmark_bubble(name: str, folder: str = "Bookmarks bar") -> list[str]:
    return [R("dialog", "Bookmark added", "", (1330, 104), (340, 200)),
            R("entry", "Bookmark name", name, (1350, 150), (300, 30)),
            R("combo-box", "Bookmark folder", folder, (1350, 194), (300, 30)),
            R("push-button", "Remove", "", (1350, 250), (80, 32)),
            R("push-button", "More\u2026", "", (1440, 250), (80, 32)),
            R("push-button", "Done", "", (1570, 250), (80, 32))]


NTP = web_page([("entry", "Search Google or type a URL", ""), ("link", "Gmail", ""), ("link", "Images", ""),
                ("link", "Web Store", ""), ("link", "YouTube", ""), ("push-button", "Customize Chrome", "")], y0=420)


def t05_chrome_returns_clean(rs: OsRows) -> None:
    """Chrome: navigate, bookmark (star fills, bar grows), close the tab, bring it back, clear browsing data."""
    clk = Clock("Nov 29", 11, 52, twelve=True)
    bar = ["Gmail", "YouTube", "Maps", "Bank \u2013 Checking"]
    cs_page = web_page([("heading", "", "Customer service"), ("link", "Track your order", ""), ("link", "Returns & claims", ""),
                        ("link", "Delivery services", ""), ("link", "Assembly service", ""), ("link", "Contact us", ""),
                        ("paragraph", "", "Most questions can be answered online. Sign in to your IKEA Family account to see your orders from the last 12 months.")])
    rp_page = web_page([("link", "Customer service", ""), ("heading", "", "Return policy"),
                        ("paragraph", "", "Changed your mind? You have 365 days to return new, unopened products with proof of purchase. Opened or assembled products can be returned within 180 days."),
                        ("paragraph", "", "Mattresses can be exchanged within 365 days under our Love Your Mattress guarantee. Cut fabric, plants and as-is items are final sale."),
                        ("heading", "", "How to return"), ("link", "Start a return online", ""), ("link", "Find a store", "")])
    privacy = web_page([("heading", "", "Privacy and security"), ("link", "Clear browsing data", ""), ("link", "Privacy Guide", ""),
                        ("link", "Third-party cookies", ""), ("link", "Ad privacy", ""), ("link", "Security", ""),
                        ("link", "Site settings", "")])
    turns = []
    start = desktop(clk, "Google Chrome", chrome(["New Tab"], 0, "", NTP, starred=False, bar=bar))
    clk.tick(1)
    turns.append((code('pyautogui.click(900, 90)\npyautogui.write("ikea.com/us/en/customer-service/")\npyautogui.press("enter")'),
                  desktop(clk, "Google Chrome", chrome(["Customer service - IKEA"], 0, "ikea.com/us/en/customer-service/", cs_page, starred=False, bar=bar))))
    rp = "Return policy - IKEA"
    rp_url = "ikea.com/us/en/customer-service/returns-claims/return-policy/"
    turns.append((code("pyautogui.click(400, 278)"),
                  desktop(clk, "Google Chrome", chrome([rp], 0, rp_url, rp_page, starred=False, bar=bar))))
    bar = bar + [rp]
    clk.tick(1)
    turns.append((code("BrowserTools.bookmark_page()"),
                  desktop(clk, "Google Chrome", chrome([rp], 0, rp_url, rp_page, starred=True, bar=bar, popup=bookmark_bubble(rp)))))
    turns.append((code("pyautogui.click(1610, 266)"),
                  desktop(clk, "Google Chrome", chrome([rp], 0, rp_url, rp_page, starred=True, bar=bar))))
    turns.append((code('pyautogui.hotkey("ctrl", "t")'),
                  desktop(clk, "Google Chrome", chrome([rp, "New Tab"], 1, "", NTP, starred=False, bar=bar))))
    clk.tick(2)
    turns.append((code('pyautogui.click(200, 52)\npyautogui.hotkey("ctrl", "w")'),
                  desktop(clk, "Google Chrome", chrome(["New Tab"], 0, "", NTP, starred=False, bar=bar))))
    turns.append((code("BrowserTools.bring_back_last_tab()"),
                  desktop(clk, "Google Chrome", chrome([rp, "New Tab"], 0, rp_url, rp_page, starred=True, bar=bar))))
    dlg = [R("dialog", "Clear browsing data", "", (660, 260), (600, 520)),
           R("page-tab", "Basic", "", (680, 310), (280, 34), desc="selected"), R("page-tab", "Advanced", "", (960, 310), (280, 34)),
           R("combo-box", "Time range", "Last hour", (820, 370), (220, 30)),
           R("check-box", "Browsing history", "", (690, 420), (540, 40), desc="checked"),
           R("check-box", "Cookies and other site data", "", (690, 470), (540, 40), desc="checked"),
           R("check-box", "Cached images and files", "", (690, 520), (540, 40), desc="checked"),
           R("push-button", "Cancel", "", (1030, 720), (90, 34)), R("push-button", "Clear data", "", (1130, 720), (110, 34))]
    clk.tick(1)
    turns.append((code("BrowserTools.delete_browsing_data()"),
                  desktop(clk, "Google Chrome", chrome([rp, "New Tab", "Settings"], 2, "chrome://settings/clearBrowserData", privacy, starred=False, bar=bar, popup=dlg))))
    clk.tick(1)
    turns.append((code("pyautogui.click(1184, 736)"),
                  desktop(clk, "Google Chrome", chrome([rp, "New Tab", "Settings - Privacy and security"], 2, "chrome://settings/privacy", privacy, starred=False, bar=bar))))
    rs.traj("h7-os-05", "Find IKEA's return policy page, bookmark it on the bookmarks bar, then clear the last hour of browsing data.",
            start, turns)


def t06_chrome_pydocs_bad(rs: OsRows) -> None:
    """Chrome: three docs pages bookmarked one by one; the bookmark manager then lists only the last two."""
    clk = Clock("Jan 22", 15, 3)
    v = "Python 3.12.1 documentation"
    pages = {
        "pathlib": (f"pathlib \u2014 Object-oriented filesystem paths \u2014 {v}", "docs.python.org/3/library/pathlib.html",
                    [("heading", "", "pathlib \u2014 Object-oriented filesystem paths"), ("paragraph", "", "New in version 3.4."),
                     ("paragraph", "", "Source code: Lib/pathlib.py"), ("link", "Basic use", ""), ("link", "Pure paths", ""), ("link", "Concrete paths", "")]),
        "asyncio": (f"asyncio \u2014 Asynchronous I/O \u2014 {v}", "docs.python.org/3/library/asyncio.html",
                    [("heading", "", "asyncio \u2014 Asynchronous I/O"), ("paragraph", "", "asyncio is a library to write concurrent code using the async/await syntax."),
                     ("link", "Runners", ""), ("link", "Coroutines and Tasks", ""), ("link", "Streams", ""), ("link", "Event Loop", "")]),
        "typing": (f"typing \u2014 Support for type hints \u2014 {v}", "docs.python.org/3/library/typing.html",
                   [("heading", "", "typing \u2014 Support for type hints"), ("paragraph", "", "New in version 3.5."),
                    ("paragraph", "", "Source code: Lib/typing.py"), ("link", "Relevant PEPs", ""), ("link", "Type aliases", ""), ("link", "NewType", "")]),
    }
    home = web_page([("heading", "", "Python 3.12.1 documentation"), ("link", "What's new in Python 3.12?", ""),
                     ("link", "Tutorial", ""), ("link", "Library reference", ""), ("link", "Language reference", "")])

    def tab(key: str, starred: bool, popup: list[str] | None = None) -> str:
        t, u, items = pages[key]
        return desktop(clk, "Google Chrome", chrome([t], 0, u, web_page(items), starred=starred, popup=popup))

    start = desktop(clk, "Google Chrome", chrome([v], 0, "docs.python.org/3/", home, starred=False))
    turns = []
    for i, key in enumerate(["pathlib", "asyncio", "typing"]):
        clk.tick(1)
        turns.append((code(f'pyautogui.click(900, 90)\npyautogui.write("docs.python.org/3/library/{key}.html")\npyautogui.press("enter")'), tab(key, False)))
        clk.tick(1 + i % 2)
        turns.append((code("BrowserTools.bookmark_page()"), tab(key, True, bookmark_bubble(pages[key][0]))))

    def manager(names: list[tuple[str, str]], query: str = "") -> list[str]:
        rows = [R("entry", "Search bookmarks", query, (760, 150), (600, 36)),
                R("tree-item", "Bookmarks bar", "", (80, 210), (250, 32), desc="selected"),
                R("tree-item", "Other bookmarks", "", (80, 244), (250, 32))]
        for i, (n, u) in enumerate(names):
            rows.append(R("list-item", n, u, (520, 210 + 44 * i), (900, 42)))
        return rows

    existing = [("Gmail", "mail.google.com/mail/u/0/"), ("Sprint board \u2013 Jira", "northwind.atlassian.net/jira/software/projects/NW/boards/4")]
    # the contradiction: the pathlib bookmark (added at turn 2) is missing from the Bookmarks bar folder
    listed = existing + [(pages[k][0], "https://" + pages[k][1]) for k in ("asyncio", "typing")]
    tt = pages["typing"][0]
    clk.tick(1)
    turns.append((code("BrowserTools.open_bookmarks()"),
                  desktop(clk, "Google Chrome", chrome([tt, "Bookmarks"], 1, "chrome://bookmarks", manager(listed), starred=False))))
    turns.append((code('pyautogui.click(1060, 168)\npyautogui.write("3.12.1")'),
                  desktop(clk, "Google Chrome", chrome([tt, "Bookmarks"], 1, "chrome://bookmarks/?q=3.12.1", manager(listed[2:], "3.12.1"), starred=False))))
    rs.traj("h7-os-06", "Bookmark the pathlib, asyncio and typing pages of the Python docs, then check them in the bookmark manager.",
            start, turns, bad=True, turn=7, kind="created_missing")


def t07_files_invoices_clean(rs: OsRows) -> None:
    """Files: rename (re-sorts), trash + Undo (file comes back), trash a duplicate, sort by modified, open Trash."""
    clk = Clock("May 2", 10, 14)
    items = [("invoice_0412.pdf", "184.3 kB", "Apr 12"), ("invoice_0419.pdf", "201.7 kB", "Apr 19"),
             ("invoice_0419 (copy).pdf", "201.7 kB", "Apr 19"), ("invoice_0426.pdf", "176.0 kB", "Apr 26"),
             ("notes.txt", "1.2 kB", "Yesterday"), ("scan_0001.pdf", "2.4 MB", "09:58")]
    crumbs = ["Home", "Documents", "Invoices"]

    def tree(**kw: Any) -> str:
        return desktop(clk, "Files", files(crumbs, items, **kw))

    start = tree()
    turns = [(code("pyautogui.click(500, 299)"), tree(selected=("scan_0001.pdf",), status="\u201cscan_0001.pdf\u201d selected (2.4 MB)"))]
    pop = [R("label", "", "File name", (420, 326), (120, 20)), R("entry", "", "scan_0001.pdf", (420, 350), (320, 32)),
           R("push-button", "Rename", "", (750, 350), (80, 32))]
    turns.append((code('pyautogui.press("f2")'), tree(selected=("scan_0001.pdf",), status="\u201cscan_0001.pdf\u201d selected (2.4 MB)", popover=pop)))
    items[5] = ("invoice_0502.pdf", "2.4 MB", "09:58")
    items.sort(key=lambda t: t[0].rsplit(".", 1)[0].lower())  # Nautilus: "invoice_0419" before "invoice_0419 (copy)"
    clk.tick(1)
    turns.append((code('pyautogui.write("invoice_0502")\npyautogui.press("enter")'),
                  tree(selected=("invoice_0502.pdf",), status="\u201cinvoice_0502.pdf\u201d selected (2.4 MB)")))
    gone = items.pop(3)
    turns.append((code('pyautogui.click(500, 214)\npyautogui.press("delete")'), tree(toast=f"\u201c{gone[0]}\u201d moved to trash")))
    items.insert(3, gone)
    turns.append((code("pyautogui.click(1140, 972)"), tree(selected=(gone[0],), status=f"\u201c{gone[0]}\u201d selected (176.0 kB)")))
    clk.tick(1)
    dup = items.pop(2)
    turns.append((code('pyautogui.click(500, 197)\npyautogui.press("delete")'), tree(toast=f"\u201c{dup[0]}\u201d moved to trash")))
    order = ["invoice_0502.pdf", "notes.txt", "invoice_0426.pdf", "invoice_0419.pdf", "invoice_0412.pdf"]
    items.sort(key=lambda t: order.index(t[0]))
    clk.tick(1)
    turns.append((code('pyautogui.click(1800, 52)\npyautogui.click(1700, 236)  # Last Modified'), tree(sort_hint="Modified")))
    crumbs = ["Trash"]
    items = [dup]
    turns.append((code("pyautogui.click(150, 403)"), tree()))
    rs.traj("h7-os-07", "In Documents/Invoices, rename scan_0001.pdf to invoice_0502.pdf, move the duplicate of the April 19 invoice to the trash, and sort the folder by modification date.",
            start, turns)


def t08_files_exports_bad(rs: OsRows) -> None:
    """Files: a photo is trashed; after visiting a new sub-folder and going back, the photo is listed again."""
    clk = Clock("Aug 15", 19, 26)
    items = [("contact_sheet.pdf", "640.2 kB", "Aug 11"), ("IMG_2228.jpg", "3.1 MB", "Aug 10"), ("IMG_2229.jpg", "2.9 MB", "Aug 10"),
             ("IMG_2231.jpg", "3.4 MB", "Aug 10"), ("IMG_2232.jpg", "3.0 MB", "Aug 10"), ("IMG_2235.jpg", "2.7 MB", "Aug 10"),
             ("panorama_lake.jpg", "11.8 MB", "Aug 12")]
    crumbs = ["Home", "Pictures", "Exports"]

    def tree(its: list[tuple[str, str, str]], **kw: Any) -> str:
        return desktop(clk, "Files", files(crumbs, its, **kw))

    start = tree(items)
    turns = [(code("pyautogui.click(500, 231)"), tree(items, selected=("IMG_2231.jpg",), status="\u201cIMG_2231.jpg\u201d selected (3.4 MB)"))]
    trashed = items.pop(3)
    turns.append((code('pyautogui.press("delete")'), tree(items, toast=f"\u201c{trashed[0]}\u201d moved to trash")))
    dlg = [R("dialog", "New Folder", "", (760, 420), (400, 170)), R("label", "", "Folder name", (780, 470), (120, 20)),
           R("entry", "", "", (780, 494), (360, 32)), R("push-button", "Cancel", "", (770, 430), (80, 30)),
           R("push-button", "Create", "", (1070, 430), (80, 30))]
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "n")'), tree(items, popover=dlg)))
    items.insert(0, ("Rejected", "0 items", "19:27"))
    clk.tick(1)
    turns.append((code('pyautogui.write("Rejected")\npyautogui.press("enter")'),
                  tree(items, selected=("Rejected",), status="\u201cRejected\u201d selected (containing 0 items)")))
    crumbs = ["Home", "Pictures", "Exports", "Rejected"]
    turns.append((code("pyautogui.doubleClick(500, 129)"), tree([], empty=True)))
    crumbs = ["Home", "Pictures", "Exports"]
    back = items[:4] + [trashed] + items[4:]  # the contradiction: IMG_2231.jpg was moved to the trash at turn 2
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("alt", "left")'), tree(back, selected=("Rejected",), status="\u201cRejected\u201d selected (containing 0 items)")))
    turns.append((code('pyautogui.hotkey("ctrl", "a")'), tree(back, selected=tuple(n for n, _, _ in back), status="\u201cRejected\u201d selected (containing 0 items), 7 other items selected (27.5 MB)")))
    turns.append((code("pyautogui.click(500, 146)"), tree(back, selected=("contact_sheet.pdf",), status="\u201ccontact_sheet.pdf\u201d selected (640.2 kB)")))
    rs.traj("h7-os-08", "In Pictures/Exports, delete the blurry IMG_2231.jpg and create a folder named Rejected for the photos that will not be used.",
            start, turns, bad=True, turn=6, kind="deleted_reappears")


def t09_terminal_nginx_clean(rs: OsRows) -> None:
    """GNOME Terminal: restart nginx (new Main PID, new 'since'), the 12-hour top-bar clock crosses noon, curl's Date is GMT (an hour 'behind')."""
    clk = Clock("Mar 12", 11, 58, twelve=True)
    sh = Shell("dana", "dana-ThinkPad-T14", "/home/dana")
    host = "dana-ThinkPad-T14"
    unit = "A high performance web server and a reverse proxy server"

    def status(since: str, ago: str, pid: int) -> str:
        return (f"\u25cf nginx.service - {unit}\n"
                "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
                f"     Active: active (running) since Tue 2024-03-12 {since} CET; {ago} ago\n"
                "       Docs: man:nginx(8)\n"
                f"   Main PID: {pid} (nginx)")

    def t(x: list[str]) -> str:
        return desktop(clk, "Terminal", x)

    start = t(terminal(sh.title(), sh.lines))
    turns = [(code('pyautogui.write("sudo nginx -t\\n")'),
              t(sh.run("sudo nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful")))]
    turns.append((code('pyautogui.write("systemctl status nginx --no-pager | head -n 5\\n")'),
                   t(sh.run("systemctl status nginx --no-pager | head -n 5", status("07:56:02", "4h 2min", 1432)))))
    clk.tick(1)
    turns.append((code('pyautogui.write("sudo systemctl restart nginx\\n")'), t(sh.run("sudo systemctl restart nginx"))))
    turns.append((code('pyautogui.write("systemctl status nginx --no-pager | head -n 5\\n")'),
                   t(sh.run("systemctl status nginx --no-pager | head -n 5", status("11:59:41", "6s", 23817)))))
    clk.tick(1)
    turns.append((code('pyautogui.write("date\\n")'), t(sh.run("date", "Tue Mar 12 12:00:19 PM CET 2024"))))
    turns.append((code('pyautogui.write("curl -sI http://localhost | head -n 4\\n")'),
                   t(sh.run("curl -sI http://localhost | head -n 4",
                            "HTTP/1.1 200 OK\nServer: nginx/1.18.0 (Ubuntu)\nDate: Tue, 12 Mar 2024 11:00:26 GMT\nContent-Type: text/html"))))
    j = "\n".join(f"Mar 12 11:59:41 {host} systemd[1]: {m}" for m in
                  [f"Stopping {unit}...", "nginx.service: Deactivated successfully.", f"Stopped {unit}.", f"Starting {unit}...", f"Started {unit}."][1:])
    turns.append((code('pyautogui.write("journalctl -u nginx -n 4 --no-pager\\n")'), t(sh.run("journalctl -u nginx -n 4 --no-pager", j))))
    turns.append((code('pyautogui.write("uptime\\n")'), t(sh.run("uptime", " 12:00:52 up  4:05,  1 user,  load average: 0.21, 0.18, 0.15"))))
    clk.tick(1)
    turns.append((code('pyautogui.write("ps -o pid,cmd -C nginx\\n")'),
                   t(sh.run("ps -o pid,cmd -C nginx", "    PID CMD\n  23817 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n  23818 nginx: worker process\n  23819 nginx: worker process\n  23820 nginx: worker process\n  23821 nginx: worker process"))))
    rs.traj("h7-os-09", "The nginx config was edited. Test it, restart nginx and confirm the server is answering on localhost.", start, turns)


def t10_terminal_tarball_bad(rs: OsRows) -> None:
    """GNOME Terminal: a release tarball is verified and unpacked; a later `ls -l` prints it with a different byte size."""
    clk = Clock("Mar 5", 8, 47)
    sh = Shell("sam", "sam-desktop", "/home/sam")
    tgz = "orbit-cli-2.8.1-linux-amd64.tar.gz"
    digest = "9b1f0c5e7a2d4e38c61f0b7d95a3e2c4f8d17a60b2e9c53d4f1a8b6e07c3d925"
    shaline = f"{digest}  {tgz}"

    def ls(size: int) -> str:
        return (f"total 18324\n-rw-rw-r-- 1 sam sam 18342911 Mar  4 16:20 {tgz}\n"
                f"-rw-rw-r-- 1 sam sam      {len(shaline) + 1} Mar  4 16:20 {tgz}.sha256\n"
                "-rw-rw-r-- 1 sam sam   412876 Feb 28 09:13 q4-report.pdf").replace("18342911", str(size))

    def t(x: list[str]) -> str:
        return desktop(clk, "Terminal", x)

    start = t(terminal(sh.title(), sh.lines))
    turns = [(code('pyautogui.write("cd ~/Downloads && ls -l\\n")'), t(sh.run("cd ~/Downloads && ls -l", ls(18342911), cd="/home/sam/Downloads")))]
    turns.append((code(f'pyautogui.write("sha256sum {tgz}\\n")'), t(sh.run(f"sha256sum {tgz}", shaline))))
    turns.append((code(f'pyautogui.write("sha256sum -c {tgz}.sha256\\n")'), t(sh.run(f"sha256sum -c {tgz}.sha256", f"{tgz}: OK"))))
    clk.tick(1)
    sh.clear()
    turns.append((code(f'pyautogui.write("clear && mkdir -p ~/tools && tar -xzf {tgz} -C ~/tools\\n")'), t(terminal(sh.title(), sh.lines))))
    turns.append((code('pyautogui.write("ls ~/tools/orbit-cli-2.8.1\\n")'), t(sh.run("ls ~/tools/orbit-cli-2.8.1", "completions  LICENSE  orbit  README.md"))))
    turns.append((code('pyautogui.write("du -sh ~/tools/orbit-cli-2.8.1\\n")'), t(sh.run("du -sh ~/tools/orbit-cli-2.8.1", "51M\t/home/sam/tools/orbit-cli-2.8.1"))))
    clk.tick(1)
    # the contradiction: the tarball was listed as 18342911 bytes at turn 1 and nothing has written to it since
    turns.append((code('pyautogui.write("ls -l\\n")'), t(sh.run("ls -l", ls(18432911)))))
    turns.append((code('pyautogui.write("~/tools/orbit-cli-2.8.1/orbit --version\\n")'),
                   t(sh.run("~/tools/orbit-cli-2.8.1/orbit --version", "orbit version 2.8.1 (commit 4e1b9c2, built 2024-03-04T15:58:12Z)"))))
    rs.traj("h7-os-10", "Verify the checksum of the orbit-cli release in Downloads, unpack it into ~/tools and check that the binary runs.",
            start, turns, bad=True, turn=7, kind="size_drift")


def scm_view(branch: str, message: str, changes: list[tuple[str, str]]) -> list[str]:
    rows = [R("label", "", "SOURCE CONTROL", (118, 66), (160, 22)),
            R("entry", f"Message (Ctrl+Enter to commit on '{branch}')", message, (126, 100), (286, 30)),
            R("push-button", "Commit", "", (126, 138), (286, 28))]
    if changes:
        rows.append(R("tree-item", f"Changes {len(changes)}", "", (118, 176), (294, 22)))
        for i, (f, st) in enumerate(changes):
            rows.append(R("tree-item", f"{f}, {st}", "", (130, 198 + 22 * i), (282, 22)))
    return rows


def t11_vscode_lint_clean(rs: OsRows) -> None:
    """VS Code: fix an error (problems count drops), save (dirty dot clears, SCM badge appears), commit (badge goes, 1 outgoing)."""
    clk = Clock("Oct 9", 13, 20)
    folder = "webhook-relay"
    src = ["import json", "import logging", "", "from flask import Flask, request", "", "app = Flask(__name__)",
           'log = logging.getLogger("relay")', "", "", '@app.post("/hook")', "def hook():",
           "    payload = request.get_json(force=True)", '    target = payload.get("target")', "    if not target:",
           '        return {"error": "missing target"}, 400', '    log.info("relaying to %s", target)',
           '    return {"queued": True, "target": targt}, 202', ""]
    ex = explorer([("WEBHOOK-RELAY", 0), ("tests", 1), (".gitignore", 1), ("app.py", 1), ("README.md", 1), ("requirements.txt", 1)])
    st: dict[str, Any] = {"tab": "app.py", "prob": "Errors: 1, Warnings: 1", "ln": "Ln 1, Col 1", "scm": 0, "side": ex,
                          "panel": None, "sync": ""}

    def tree() -> str:
        return desktop(clk, "Visual Studio Code", vscode(folder, [st["tab"]], 0, "\n".join(src), branch="main", problems=st["prob"],
                                                         lncol=st["ln"], scm=st["scm"], side=st["side"], panel=st["panel"], sync=st["sync"]))

    start = tree()
    turns = []
    st["ln"] = "Ln 17, Col 38"
    turns.append((code("pyautogui.click(826, 472)"), tree()))
    src[16] = '    return {"queued": True, "target": target}, 202'
    st["tab"], st["prob"], st["ln"] = "\u25cf app.py", "Errors: 0, Warnings: 1", "Ln 17, Col 43"
    clk.tick(1)
    turns.append((code('pyautogui.doubleClick(826, 472)\npyautogui.write("target")'), tree()))
    st["tab"], st["scm"] = "app.py", 1
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), tree()))
    del src[0]
    st["tab"], st["prob"], st["ln"] = "\u25cf app.py", "No Problems", "Ln 1, Col 1"
    clk.tick(1)
    turns.append((code('pyautogui.click(520, 130)\npyautogui.hotkey("ctrl", "shift", "k")'), tree()))
    st["tab"] = "app.py"
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), tree()))
    st["side"] = scm_view("main", "", [("app.py", "M")])
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "g")'), tree()))
    msg = "Fix undefined name in /hook handler, drop unused import"
    clk.tick(1)
    st["side"] = scm_view("main", msg, [("app.py", "M")])
    turns.append((code(f'pyautogui.click(270, 115)\npyautogui.write("{msg}")'), tree()))
    st["side"], st["scm"], st["sync"] = scm_view("main", "", []), 0, " 0\u2193 1\u2191"
    turns.append((code('pyautogui.hotkey("ctrl", "enter")'), tree()))
    clk.tick(1)
    st["panel"] = [R("page-tab", "TERMINAL", "", (440, 770), (80, 26), desc="selected"),
                   R("terminal", "Terminal 1, bash", "dana@dev-box:~/src/webhook-relay$ git log --oneline -2\n"
                     f"a3f9c21 (HEAD -> main) {msg}\n7d0e4b8 (origin/main, origin/HEAD) Add request logging\n"
                     "dana@dev-box:~/src/webhook-relay$ ", (424, 800), (1496, 250))]
    turns.append((code('pyautogui.hotkey("ctrl", "`")\npyautogui.write("git log --oneline -2\\n")'), tree()))
    rs.traj("h7-os-11", "Fix the problems reported in app.py of the webhook-relay project and commit the fix.", start, turns)


def t12_vscode_branch_bad(rs: OsRows) -> None:
    """VS Code: create and switch to a new branch; after an edit and a save the status bar is back on main."""
    clk = Clock("Jul 17", 9, 5)
    folder = "auth-service"
    cfg = ['"""Runtime settings for the auth service."""', "", "import os", "", 'DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://localhost/auth")',
           "TOKEN_TTL_SECONDS = 3600", "LOGIN_TIMEOUT = 30", "MAX_LOGIN_ATTEMPTS = 5", 'COOKIE_NAME = "auth_session"', ""]
    readme = "# auth-service\n\nIssues session tokens for the web app.\n\n## Running locally\n\n    make dev\n"
    ex = explorer([("AUTH-SERVICE", 0), ("auth", 1), ("tests", 1), ("config.py", 1), ("Makefile", 1), ("README.md", 1)])
    st: dict[str, Any] = {"tabs": ["README.md"], "act": 0, "text": readme, "branch": "main", "ln": "Ln 1, Col 1", "scm": 0,
                          "side": ex, "quick": None, "sync": ""}

    def tree() -> str:
        return desktop(clk, "Visual Studio Code", vscode(folder, st["tabs"], st["act"], st["text"], branch=st["branch"], problems="No Problems",
                                                         lncol=st["ln"], scm=st["scm"], side=st["side"], quick=st["quick"], sync=st["sync"]))

    start = tree()
    turns = []
    st["quick"] = [R("entry", "Select a ref to checkout", "", (660, 70), (600, 30)),
                   R("list-item", "+ Create new branch...", "", (660, 104), (600, 24)),
                   R("list-item", "+ Create new branch from...", "", (660, 128), (600, 24)),
                   R("list-item", "$(git-branch) main", "", (660, 152), (600, 24)),
                   R("list-item", "$(cloud) origin/main", "", (660, 176), (600, 24)),
                   R("list-item", "$(cloud) origin/feature/sso", "", (660, 200), (600, 24))]
    turns.append((code("pyautogui.click(100, 1068)"), tree()))
    st["quick"] = [R("entry", "Branch name", "", (660, 70), (600, 30)),
                   R("label", "", "Please provide a new branch name (Press 'Enter' to confirm or 'Escape' to cancel)", (660, 104), (600, 24))]
    turns.append((code("pyautogui.click(760, 116)"), tree()))
    st["quick"], st["branch"], st["sync"] = None, "fix/login-timeout", "publish"
    clk.tick(1)
    turns.append((code('pyautogui.write("fix/login-timeout")\npyautogui.press("enter")'), tree()))
    st["tabs"], st["act"], st["text"] = ["README.md", "config.py"], 1, "\n".join(cfg)
    turns.append((code('pyautogui.hotkey("ctrl", "p")\npyautogui.write("config.py")\npyautogui.press("enter")'), tree()))
    cfg[6] = "LOGIN_TIMEOUT = 60"
    st["tabs"], st["text"], st["ln"] = ["README.md", "\u25cf config.py"], "\n".join(cfg), "Ln 7, Col 19"
    clk.tick(1)
    turns.append((code('pyautogui.doubleClick(640, 256)\npyautogui.write("60")'), tree()))
    st["tabs"], st["scm"] = ["README.md", "config.py"], 1
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), tree()))
    st["branch"] = "main"  # the contradiction: no checkout happened since the switch to fix/login-timeout at turn 3
    st["sync"] = ""
    st["side"] = scm_view("main", "", [("config.py", "M")])
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "g")'), tree()))
    clk.tick(1)
    st["side"] = scm_view("main", "Raise login timeout to 60 s", [("config.py", "M")])
    turns.append((code('pyautogui.click(270, 115)\npyautogui.write("Raise login timeout to 60 s")'), tree()))
    rs.traj("h7-os-12", "Create a branch named fix/login-timeout in the auth-service repo and raise LOGIN_TIMEOUT in config.py from 30 to 60 seconds.",
            start, turns, bad=True, turn=7, kind="state_changed_without_write")


def M(subj: str, frm: str, date: str, read: bool) -> dict[str, Any]:
    return {"subj": subj, "from": frm, "date": date, "read": read}


def msg_preview(m: dict[str, Any], to: str, body: list[str]) -> list[str]:
    return [f"From {m['from']}", f"Subject {m['subj']}", f"To {to}", *body]


def t13_thunderbird_inbox_clean(rs: OsRows) -> None:
    """Thunderbird: reading lowers the unread count, Get Messages raises it and shifts rows, delete/archive move mail, Trash shows it."""
    clk = Clock("Sep 19", 10, 42, twelve=True)
    acct = "maria.keller@posteo.de"
    inbox = [M("Your order has shipped", "Zalando", "10:31 AM", False),
             M("Re: Flat viewing Saturday", "Jonas Weber", "9:58 AM", False),
             M("Invoice September 2024", "Stadtwerke M\u00fcnchen", "8:12 AM", False),
             M("Weekly digest: 3 repositories you follow", "GitHub", "7:00 AM", True),
             M("Dentist appointment reminder", "Praxis Dr. Haas", "9/18/2024, 4:20 PM", True),
             M("Your Deutschlandticket for October", "Deutsche Bahn", "9/17/2024, 11:05 AM", False),
             M("Re: Book club \u2013 next title", "Clara Neumann", "9/16/2024, 8:47 PM", True),
             M("Security alert", "Google", "9/15/2024, 2:13 PM", True),
             M("Newsletter September", "Alpenverein Sektion M\u00fcnchen", "9/14/2024, 9:00 AM", True)]
    trash = [M("Limited offer: 20% off", "MediaMarkt", "9/12/2024, 6:30 PM", True)]
    archives = 0

    def folders(inb: list[dict[str, Any]]) -> list[tuple[str, int]]:
        return [("Inbox", sum(not m["read"] for m in inb)), ("Drafts", 0), ("Sent", 0), ("Archives", archives), ("Junk", 0),
                ("Trash", sum(not m["read"] for m in trash))]

    def tree(cur: str, msgs: list[dict[str, Any]], sel: int | None, prev: list[str] | None = None) -> str:
        return desktop(clk, "Thunderbird Mail", thunderbird(acct, folders(inbox), cur, msgs, sel, prev))

    def open_(i: int, body: list[str]) -> str:
        inbox[i]["read"] = True
        return tree("Inbox", inbox, i, msg_preview(inbox[i], acct, body))

    jonas = ["Hi Maria,", "Saturday at 11 works for the landlord too. The flat is on the 3rd floor, bell says \u201cHuber\u201d.", "Jonas"]
    zal = ["Good news! Your order 10482-339 is on its way.", "Expected delivery: Mon, 9/23 \u2013 Tue, 9/24"]
    stw = ["Dear Ms Keller,", "your invoice for September 2024 is available in your customer portal. Amount due: \u20ac 86.40"]
    start = tree("Inbox", inbox, None)
    turns = [(code("pyautogui.click(700, 177)"), open_(1, jonas))]
    turns.append((code("pyautogui.click(700, 151)"), open_(0, zal)))
    clk.tick(1)
    inbox[:0] = [M("Your package is out for delivery", "DHL", "10:44 AM", False), M("Team lunch moved to 12:30", "Anna Schmid", "10:43 AM", False)]
    turns.append((code("pyautogui.click(134, 85)"), tree("Inbox", inbox, 2, msg_preview(inbox[2], acct, zal))))
    trash.insert(0, inbox.pop(2))
    turns.append((code('pyautogui.press("delete")'), tree("Inbox", inbox, 2, msg_preview(inbox[2], acct, jonas))))
    clk.tick(1)
    inbox.pop(2)
    archives = 0
    inbox[2]["read"] = True
    turns.append((code('pyautogui.press("a")'), tree("Inbox", inbox, 2, msg_preview(inbox[2], acct, stw))))
    turns.append((code("pyautogui.click(150, 268)"), tree("Trash", trash, None)))
    clk.tick(1)
    turns.append((code("pyautogui.click(150, 138)"), tree("Inbox", inbox, None)))
    rs.traj("h7-os-13", "Read Jonas's message about the flat viewing and the Zalando shipping notice, check for new mail, delete the shipping notice, archive Jonas's message and make sure the notice is in the Trash.",
            start, turns)


def t14_thunderbird_reply_bad(rs: OsRows) -> None:
    """Thunderbird: two unread messages are read (5 -> 3), a reply is sent; back in the Inbox the unread count says 4."""
    clk = Clock("Feb 6", 16, 12)
    acct = "procurement@brightline.io"
    inbox = [M("Q3 vendor contract \u2013 final redlines", "Sofia Marin", "15:58", False),
             M("PO-20418 approved", "Coupa", "15:40", False),
             M("Laptop refresh: quotes from 3 suppliers", "Daniel Oyelaran", "14:22", False),
             M("Re: Office chairs delivery window", "Ergonomix GmbH", "11:05", True),
             M("Your AWS invoice is available", "Amazon Web Services", "09:31", False),
             M("Travel policy update 2024", "HR Team", "05/02/2024, 17:44", False),
             M("Re: Badge access for contractors", "Facilities", "05/02/2024, 10:02", True),
             M("Renewal notice: Adobe Acrobat licenses", "Adobe", "02/02/2024, 08:15", True)]
    sent = [M("Re: Office chairs delivery window", "Ergonomix GmbH", "05/02/2024, 16:30", True),
            M("Request for quote: 40 monitors", "sales@dataplanet.de", "01/02/2024, 11:12", True)]

    def folders(unread: int) -> list[tuple[str, int]]:
        return [("Inbox", unread), ("Drafts", 0), ("Sent", 0), ("Archives", 0), ("Junk", 2), ("Trash", 0)]

    def tree(cur: str, msgs: list[dict[str, Any]], sel: int | None, prev: list[str] | None = None, extra: list[str] | None = None,
             unread: int | None = None) -> str:
        u = sum(not m["read"] for m in inbox) if unread is None else unread
        return desktop(clk, "Thunderbird Mail", thunderbird(acct, folders(u), cur, msgs, sel, prev,
                                                            unread_shown=unread if cur == "Inbox" else None) + (extra or []))

    sofia = ["Hi team,", "attached are the final redlines. Legal signed off on clause 7.2; the only open point is the payment term (Net 45 vs Net 60).", "Best, Sofia"]
    coupa = ["Purchase order PO-20418 for \u20ac 12,940.00 has been approved by Mark Feldmann."]
    start = tree("Inbox", inbox, None)
    inbox[0]["read"] = True
    turns = [(code("pyautogui.click(700, 151)"), tree("Inbox", inbox, 0, msg_preview(inbox[0], acct, sofia)))]
    inbox[1]["read"] = True
    turns.append((code("pyautogui.click(700, 177)"), tree("Inbox", inbox, 1, msg_preview(inbox[1], acct, coupa))))

    def compose(body: str) -> list[str]:
        return [R("frame", "Write: Re: Q3 vendor contract \u2013 final redlines - Thunderbird", "", (420, 140), (1100, 760)),
                R("push-button", "Send", "", (440, 180), (70, 30)),
                R("entry", "From", f"Procurement <{acct}>", (560, 230), (900, 28)),
                R("entry", "To", "Sofia Marin <sofia.marin@brightline.io>", (560, 264), (900, 28)),
                R("entry", "Subject", "Re: Q3 vendor contract \u2013 final redlines", (560, 298), (900, 28)),
                R("document-frame", "Message body", body, (430, 350), (1080, 530))]

    quote = "On 06/02/2024 15:58, Sofia Marin wrote:\n> Hi team,"
    sofia_prev = msg_preview(inbox[0], acct, sofia)
    clk.tick(1)
    turns.append((code("pyautogui.click(700, 151)\npyautogui.hotkey(\"ctrl\", \"r\")"), tree("Inbox", inbox, 0, sofia_prev, compose("\n\n" + quote))))
    reply = "Thanks Sofia, we can accept Net 45 if the early-payment discount stays at 2%."
    clk.tick(2)
    turns.append((code(f'pyautogui.write("{reply}")'), tree("Inbox", inbox, 0, sofia_prev, compose(reply + "\n\n" + quote))))
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "enter")'), tree("Inbox", inbox, 0, sofia_prev)))
    sent.insert(0, M("Re: Q3 vendor contract \u2013 final redlines", "Sofia Marin", "16:16", True))
    turns.append((code("pyautogui.click(150, 190)"), tree("Sent", sent, None)))
    clk.tick(1)
    # the contradiction: three unread messages remain in the Inbox, but the folder and status bar say 4
    turns.append((code("pyautogui.click(150, 138)"), tree("Inbox", inbox, None, unread=4)))
    inbox[2]["read"] = True
    turns.append((code("pyautogui.click(700, 203)"), tree("Inbox", inbox, 2, msg_preview(inbox[2], acct, ["Hi,", "here are the three quotes for the 25 laptops we discussed."]), unread=3)))
    rs.traj("h7-os-14", "Read the contract mail from Sofia and the Coupa approval, then reply to Sofia that Net 45 is acceptable if the 2% early-payment discount stays.",
            start, turns, bad=True, turn=7, kind="count_mismatch")


def mmss(s: int) -> str:
    return f"{s // 60:02d}:{s % 60:02d}"


def t15_vlc_lecture_clean(rs: OsRows) -> None:
    """VLC: playback time runs, a 1-minute backward jump (time goes back), pause holds it, next item starts at 00:01."""
    clk = Clock("Jan 30", 20, 15)
    st: dict[str, Any] = {"title": "lecture_07.mp4", "pos": 252, "total": "52:38", "play": True, "vol": 100, "pl": None}

    def tree(advance: int = 0) -> str:
        if st["play"]:
            st["pos"] += advance
        return desktop(clk, "VLC media player", vlc(st["title"], mmss(st["pos"]), st["total"], playing=st["play"], volume=st["vol"], playlist=st["pl"]))

    start = tree()
    turns = [(code('VLCTools.add_to_playlist("/home/lee/Videos/lectures/lecture_08.mp4")'), tree(19))]
    st["pos"] += 7 - 60
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "left")'), tree()))
    st["pos"] += 3
    st["play"] = False
    turns.append((code('pyautogui.press("space")'), tree()))
    clk.tick(2)
    turns.append((code("pyautogui.moveTo(960, 540)"), tree(40)))
    st["play"] = True
    turns.append((code('pyautogui.press("space")'), tree(1)))
    st["pl"] = [("lecture_07.mp4", "52:38"), ("lecture_08.mp4", "47:05")]
    turns.append((code('pyautogui.hotkey("ctrl", "l")'), tree(13)))
    st["title"], st["pos"], st["total"] = "lecture_08.mp4", 0, "47:05"
    clk.tick(1)
    turns.append((code("pyautogui.doubleClick(600, 152)"), tree(1)))
    st["vol"] = 95
    turns.append((code('pyautogui.hotkey("ctrl", "down")'), tree(8)))
    rs.traj("h7-os-15", "Queue lecture 8 after the current lecture, rewind a minute, pause and resume, then start lecture 8 a little quieter.",
            start, turns)


def t16_vlc_album_bad(rs: OsRows) -> None:
    """VLC: a track keeps playing across several turns with no seek; one observation shows the elapsed time lower than before."""
    clk = Clock("Dec 8", 17, 31)
    tracks = [("So What - Miles Davis", "09:22"), ("Freddie Freeloader - Miles Davis", "09:46"), ("Blue in Green - Miles Davis", "05:37"),
              ("All Blues - Miles Davis", "11:33"), ("Flamenco Sketches - Miles Davis", "09:26")]
    st: dict[str, Any] = {"pos": 65, "vol": 100}
    cur = tracks[1][0]

    def tree(pos: int, dialog: list[str] | None = None) -> str:
        return desktop(clk, "VLC media player", vlc(cur, mmss(pos), "09:46", playing=True, volume=st["vol"], playlist=tracks, dialog=dialog))

    start = tree(65)
    turns = [(code("pyautogui.moveTo(1200, 640)"), tree(87))]
    st["vol"] = 105
    turns.append((code('pyautogui.hotkey("ctrl", "up")'), tree(100)))
    prefs = [R("dialog", "Simple Preferences", "", (560, 180), (800, 700)),
             R("page-tab-list", "", "", (580, 200), (120, 640)),
             R("list-item", "Interface", "", (580, 200), (120, 80), desc="selected"), R("list-item", "Audio", "", (580, 280), (120, 80)),
             R("list-item", "Video", "", (580, 360), (120, 80)), R("list-item", "Subtitles / OSD", "", (580, 440), (120, 80)),
             R("list-item", "Input / Codecs", "", (580, 520), (120, 80)), R("list-item", "Hotkeys", "", (580, 600), (120, 80)),
             R("combo-box", "Language", "System Default", (900, 230), (200, 28)),
             R("check-box", "Resize interface to video size", "", (740, 320), (300, 22), desc="checked"),
             R("push-button", "Reset Preferences", "", (580, 840), (150, 30)),
             R("push-button", "Cancel", "", (1160, 840), (90, 30)), R("push-button", "Save", "", (1260, 840), (90, 30))]
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "p")'), tree(118, prefs)))
    turns.append((code('pyautogui.press("esc")'), tree(129)))
    turns.append((code("VLCTools.get_settings()"), tree(136)))
    clk.tick(1)
    turns.append((code("pyautogui.moveTo(960, 600)"), tree(123)))  # the contradiction: 02:03 after 02:16, no seek
    turns.append((code("pyautogui.moveTo(1100, 300)"), tree(132)))
    rs.traj("h7-os-16", "While the album plays, raise the volume a little and look at VLC's interface preferences without changing them.",
            start, turns, bad=True, turn=6, kind="clock_backwards")


def scale_dialog(w: int, h: int, res: str) -> list[str]:
    return [R("dialog", "Scale Image", "", (700, 300), (520, 460)),
            R("label", "", "Image Size", (720, 350), (120, 20)),
            R("spin-button", "Width", str(w), (800, 380), (120, 28)),
            R("spin-button", "Height", str(h), (800, 414), (120, 28)),
            R("toggle-button", "Chain", "", (930, 390), (20, 40), desc="checked"),
            R("combo-box", "", "px", (960, 396), (80, 28)),
            R("spin-button", "X resolution", res, (800, 470), (120, 28)),
            R("spin-button", "Y resolution", res, (800, 504), (120, 28)),
            R("combo-box", "Interpolation", "Cubic", (820, 580), (200, 28)),
            R("push-button", "Help", "", (710, 710), (80, 30)), R("push-button", "Reset", "", (900, 710), (80, 30)),
            R("push-button", "Cancel", "", (1030, 710), (80, 30)), R("push-button", "Scale", "", (1120, 710), (80, 30))]


def export_dialog(name: str, folder: str) -> list[str]:
    return [R("dialog", "Export Image", "", (460, 180), (1000, 700)),
            R("entry", "Name", name, (560, 206), (600, 30)),
            R("toggle-button", folder, "", (560, 250), (110, 30), desc="checked"),
            R("push-button", "Select File Type (By Extension)", "", (480, 800), (300, 28)),
            R("push-button", "Help", "", (480, 840), (80, 30)),
            R("push-button", "Cancel", "", (1260, 840), (80, 30)), R("push-button", "Export", "", (1350, 840), (90, 30))]


def t17_gimp_scale_clean(rs: OsRows) -> None:
    """GIMP: scale 4032x3024 -> 1600x1200, undo (size goes back), redo, duplicate layer (2 layers), export (imported -> exported)."""
    clk = Clock("Jul 2", 18, 6)
    name = "harbor_sunset"
    st: dict[str, Any] = {"state": "imported", "w": 4032, "h": 3024, "dirty": False, "layers": ["harbor_sunset.jpg"], "mem": "harbor_sunset.jpg (143.5 MB)"}

    def tree(dialog: list[str] | None = None) -> str:
        t = gimp_title(name, st["state"], len(st["layers"]), st["w"], st["h"], st["dirty"])
        return desktop(clk, "GNU Image Manipulation Program", gimp(t, st["layers"], 0, "16.7%", st["mem"], dialog))

    start = tree()
    turns = [(code("pyautogui.click(420, 70)\npyautogui.click(480, 420)  # Scale Image..."), tree(scale_dialog(4032, 3024, "300.000")))]
    clk.tick(1)
    turns.append((code('pyautogui.tripleClick(860, 394)\npyautogui.write("1600")\npyautogui.press("tab")'), tree(scale_dialog(1600, 1200, "300.000"))))
    st.update(w=1600, h=1200, dirty=True, mem="harbor_sunset.jpg (160.4 MB)")
    turns.append((code("pyautogui.click(1160, 725)"), tree()))
    st.update(w=4032, h=3024, dirty=False)
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "z")'), tree()))
    st.update(w=1600, h=1200, dirty=True)
    turns.append((code('pyautogui.hotkey("ctrl", "y")'), tree()))
    st.update(layers=["harbor_sunset.jpg copy", "harbor_sunset.jpg"], mem="harbor_sunset.jpg (167.7 MB)")
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "d")'), tree()))
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "e")'), tree(export_dialog("harbor_sunset.jpg", "Pictures"))))
    jpeg = [R("dialog", "Export Image as JPEG", "", (760, 300), (400, 420)),
            R("slider", "Quality", "90", (790, 350), (340, 30)),
            R("check-box", "Show preview in image window", "", (790, 400), (300, 22)),
            R("push-button", "Help", "", (770, 680), (80, 30)), R("push-button", "Cancel", "", (980, 680), (80, 30)),
            R("push-button", "Export", "", (1070, 680), (80, 30))]
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("harbor_sunset_1600.jpg")\npyautogui.press("enter")'), tree(jpeg)))
    st.update(state="exported")
    turns.append((code("pyautogui.click(1110, 695)"), tree()))
    rs.traj("h7-os-17", "Scale the open photo to 1600 pixels wide (keep the aspect ratio), keep a copy of the layer, and export it as harbor_sunset_1600.jpg.",
            start, turns)


def t18_gimp_poster_bad(rs: OsRows) -> None:
    """GIMP: scaled to 1240x1754 (the New Layer dialog confirms it); after export the title bar says 1240x1745."""
    clk = Clock("Apr 24", 13, 48)
    name = "poster_a4"
    st: dict[str, Any] = {"state": "imported", "w": 2480, "h": 3508, "dirty": False, "layers": ["poster_a4.png"], "mem": "poster_a4.png (101.8 MB)", "zoom": "25%"}

    def tree(dialog: list[str] | None = None) -> str:
        t = gimp_title(name, st["state"], len(st["layers"]), st["w"], st["h"], st["dirty"])
        return desktop(clk, "GNU Image Manipulation Program", gimp(t, st["layers"], 0, st["zoom"], st["mem"], dialog))

    start = tree()
    turns = [(code("pyautogui.click(420, 70)\npyautogui.click(480, 420)  # Scale Image..."), tree(scale_dialog(2480, 3508, "300.000")))]
    turns.append((code('pyautogui.tripleClick(860, 394)\npyautogui.write("1240")\npyautogui.press("tab")'), tree(scale_dialog(1240, 1754, "300.000"))))
    clk.tick(1)
    st.update(w=1240, h=1754, dirty=True, mem="poster_a4.png (110.3 MB)")
    turns.append((code("pyautogui.click(1160, 725)"), tree()))
    newl = [R("dialog", "New Layer", "", (660, 240), (600, 560)),
            R("entry", "Layer name", "Layer", (800, 280), (400, 28)),
            R("combo-box", "Mode", "Normal", (800, 330), (300, 28)),
            R("spin-button", "Opacity", "100.0", (800, 370), (300, 28)),
            R("spin-button", "Width", "1240", (800, 450), (120, 28)),
            R("spin-button", "Height", "1754", (800, 484), (120, 28)),
            R("combo-box", "Fill with", "Transparency", (800, 560), (300, 28)),
            R("push-button", "Cancel", "", (1060, 760), (80, 30)), R("push-button", "OK", "", (1150, 760), (80, 30))]
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "n")'), tree(newl)))
    clk.tick(1)
    st.update(layers=["Watermark", "poster_a4.png"], mem="poster_a4.png (118.6 MB)")
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("Watermark")\npyautogui.press("enter")'), tree()))
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "e")'), tree(export_dialog("poster_a4.png", "Documents"))))
    png = [R("dialog", "Export Image as PNG", "", (760, 260), (400, 520)),
           R("check-box", "Save background color", "", (790, 300), (300, 22)),
           R("check-box", "Save resolution", "", (790, 330), (300, 22), desc="checked"),
           R("slider", "Compression level", "9", (790, 560), (340, 30)),
           R("push-button", "Help", "", (770, 740), (80, 30)), R("push-button", "Cancel", "", (980, 740), (80, 30)),
           R("push-button", "Export", "", (1070, 740), (80, 30))]
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("poster_a4_web.png")\npyautogui.press("enter")'), tree(png)))
    st.update(state="exported", h=1745)  # the contradiction: the image is 1240x1754 (turns 3 and 4); nothing resized it
    clk.tick(1)
    turns.append((code("pyautogui.click(1110, 755)"), tree()))
    st.update(zoom="52.9%")
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "j")'), tree()))
    rs.traj("h7-os-18", "Halve the size of the A4 poster (to 1240 px wide), add an empty layer named Watermark and export the result as poster_a4_web.png.",
            start, turns, bad=True, turn=8, kind="value_drift")


def t19_impress_duplicate_clean(rs: OsRows) -> None:
    """Impress: duplicate a slide (count 5 -> 6, two slides with the same title), move it to the end, retitle it, save."""
    clk = Clock("Oct 1", 8, 55)
    title = "q3_review.pptx"
    bodies = {"Q3 Business Review": ["Q3 Business Review", "Northwind Analytics \u2013 October 2024"],
              "Agenda": ["Agenda", "Results", "Roadmap", "Key metrics", "Team"],
              "Roadmap": ["Roadmap", "Q4: self-serve onboarding", "Q4: EU data residency", "Q1: usage-based billing"],
              "Key Metrics": ["Key Metrics", "ARR: $4.8M (+9% QoQ)", "Active workspaces: 1,312", "NPS: 41"],
              "Team": ["Team", "Headcount: 38", "Open roles: 4 (2 engineering, 1 sales, 1 support)"]}
    slides = list(bodies)
    contents = [bodies[s] for s in slides]
    st = {"cur": 0, "mod": False}

    def tree() -> str:
        return desktop(clk, "LibreOffice Impress", impress(title, slides, st["cur"], contents[st["cur"]], "Title, Content", modified=st["mod"]))

    start = tree()
    st["cur"] = 2
    turns = [(code("ImpressTools.go_to_slide(3)"), tree())]
    slides.insert(3, "Roadmap")
    contents.insert(3, list(contents[2]))
    st.update(cur=3, mod=True)
    clk.tick(1)
    turns.append((code("ImpressTools.duplicate_slide(3)"), tree()))
    slides.append(slides.pop(3))
    contents.append(contents.pop(3))
    st["cur"] = 5
    turns.append((code("pyautogui.moveTo(172, 537)\npyautogui.dragTo(172, 760, duration=0.8)"), tree()))
    clk.tick(1)
    turns.append((code('ImpressTools.set_slide_background(6, color="#1F3864")'), tree()))
    slides[5] = "Roadmap \u2013 H1 2025"
    contents[5] = ["Roadmap \u2013 H1 2025"] + contents[5][1:]
    turns.append((code('ImpressTools.write_text("Roadmap \u2013 H1 2025", slide_index=6, box_index=0)'), tree()))
    st["cur"] = 2
    clk.tick(2)
    turns.append((code("ImpressTools.go_to_slide(3)"), tree()))
    turns.append((code("ImpressTools.get_slide_count()"), tree()))
    st["mod"] = False
    turns.append((code("ImpressTools.save()"), tree()))
    rs.traj("h7-os-19", "Duplicate the Roadmap slide, move the copy to the end of the deck, give it a dark blue background and the title \u201cRoadmap \u2013 H1 2025\u201d, then save.",
            start, turns)


def t20_impress_retention_bad(rs: OsRows) -> None:
    """Impress: a figure is written on slide 4; coming back to slide 4 two turns later it reads differently."""
    clk = Clock("Mar 27", 17, 2)
    title = "board_update.odp"
    slides = ["Board Update \u2013 March", "Highlights", "Revenue", "Retention", "Hiring", "Asks"]
    contents = [["Board Update \u2013 March", "Prepared for the April 2 board meeting"],
                ["Highlights", "Closed 3 enterprise deals", "Launched the mobile app in 4 markets", "Cash runway: 26 months"],
                ["Revenue", "Q1 revenue: $2.31M", "Plan: $2.25M (103%)"],
                ["Retention", "Gross retention: 94%", "Net retention: TBD", "Logo churn: 7 accounts"],
                ["Hiring", "Hired: 6 of 9 planned", "Open: VP Sales, 2 backend engineers"],
                ["Asks", "Intros to logistics companies in DACH", "Feedback on pricing change"]]
    st = {"cur": 0, "mod": False}

    def tree(body: list[str] | None = None) -> str:
        return desktop(clk, "LibreOffice Impress", impress(title, slides, st["cur"], body or contents[st["cur"]], "Title, Content", modified=st["mod"]))

    start = tree()
    st["cur"] = 3
    turns = [(code("ImpressTools.go_to_slide(4)"), tree())]
    contents[3][2] = "Net retention: 118%"
    st["mod"] = True
    clk.tick(1)
    turns.append((code('ImpressTools.write_text("Net retention: 118%", slide_index=4, box_index=1, paragraph_index=1)'), tree()))
    st["cur"] = 4
    turns.append((code("ImpressTools.go_to_slide(5)"), tree()))
    clk.tick(1)
    turns.append((code("ImpressTools.position_box(slide_index=5, box_index=1, left=1.2, top=4.0)"), tree()))
    st["cur"] = 3
    drift = list(contents[3])
    drift[2] = "Net retention: 116%"  # the contradiction: written as 118% at turn 2, not edited since
    turns.append((code("ImpressTools.go_to_slide(4)"), tree(drift)))
    clk.tick(1)
    st["mod"] = False
    turns.append((code("ImpressTools.save()"), tree(drift)))
    st["cur"] = 5
    turns.append((code("ImpressTools.go_to_slide(6)"), tree()))
    rs.traj("h7-os-20", "Fill in the net retention figure (118%) on the Retention slide of the board update, nudge the Hiring text box down, and save.",
            start, turns, bad=True, turn=5, kind="content_changed_without_write")


def t21_sysmon_pid_bad(rs: OsRows) -> None:
    """System Monitor: CPU and memory figures refresh every turn (legitimately); one refresh shows the same python3 with another ID."""
    clk = Clock("Nov 14", 22, 9)
    base = [["python3", "dana", 48.7, 48213, "1.2 GB"], ["chrome", "dana", 12.4, 3318, "412.6 MB"],
            ["gnome-shell", "dana", 6.1, 1874, "289.3 MB"], ["Xwayland", "dana", 2.3, 1921, "78.4 MB"],
            ["python3", "dana", 1.8, 51007, "96.2 MB"], ["code", "dana", 1.2, 40112, "301.5 MB"],
            ["pulseaudio", "dana", 0.6, 2045, "12.1 MB"], ["gnome-system-monitor", "dana", 0.5, 58890, "41.7 MB"],
            ["tracker-miner-fs-3", "dana", 0.3, 2210, "23.9 MB"], ["gnome-terminal-server", "dana", 0.2, 3520, "48.0 MB"]]
    cpu_by_turn = [(48.7, 12.4, 6.1, 2.3, 1.8, 1.2, 0.6, 0.5, 0.3, 0.2), (50.3, 9.8, 5.4, 2.9, 1.5, 1.6, 0.4, 1.1, 0.0, 0.3),
                   (51.2, 8.7, 4.9, 2.1, 1.6, 0.9, 0.5, 0.8, 0.2, 0.4), (49.9, 8.1, 5.6, 2.4, 1.4, 1.1, 0.3, 0.6, 0.1, 0.2),
                   (47.6, 10.3, 6.8, 2.8, 1.9, 0.8, 0.6, 0.9, 0.0, 0.1), (52.4, 7.5, 4.4, 2.0, 1.3, 1.2, 0.5, 0.7, 0.3, 0.2),
                   (50.8, 8.9, 5.1, 2.2, 1.7, 1.0, 0.4, 0.6, 0.2, 0.3), (49.1, 9.2, 5.9, 2.5, 1.2, 0.9, 0.6, 0.5, 0.1, 0.2),
                   (51.7, 8.4, 4.8, 2.6, 1.6, 1.3, 0.3, 0.8, 0.2, 0.1)]
    mem_by_turn = ["1.2 GB"] * 4 + ["1.3 GB"] * 5

    def procs(k: int, query: str | None = None, pid_override: int | None = None) -> list[tuple[str, str, str, int, str]]:
        out = []
        for i, p in enumerate(base):
            cpu = cpu_by_turn[k][i]
            mem = mem_by_turn[k] if i == 0 else p[4]
            pid = pid_override if (i == 0 and pid_override) else p[3]
            if query is None or query in p[0]:
                out.append((p[0], p[1], f"{cpu:.1f}" if cpu else "0.0", pid, mem))
        return sorted(out, key=lambda r: -float(r[2]))

    def tree(k: int, query: str | None = None, sel: int | None = None, extra: list[str] | None = None, pid: int | None = None) -> str:
        return desktop(clk, "System Monitor", sysmon("Processes", procs(k, query, pid), search=query, sel=sel, extra=extra),
                       extra_dock=("System Monitor",))

    menu = [R("menu-item", n, "", (400, 200 + 28 * i), (220, 28)) for i, n in
            enumerate(["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    start = tree(0)
    turns = [(code("pyautogui.click(1802, 52)"), tree(1, ""))]
    clk.tick(1)
    turns.append((code('pyautogui.write("python")'), tree(2, "python")))
    turns.append((code("pyautogui.click(300, 162)"), tree(3, "python", 0)))
    turns.append((code('pyautogui.rightClick(300, 162)'), tree(4, "python", 0, menu)))
    clk.tick(1)
    turns.append((code('pyautogui.press("esc")'), tree(5, "python", 0)))
    # the contradiction: same python3 (same user, command, memory trend), but its ID is now 48231 instead of 48213
    turns.append((code("pyautogui.moveTo(960, 700)"), tree(6, "python", 0, pid=48231)))
    props = [R("dialog", "python3 (PID 48231) Properties", "", (660, 300), (600, 420)),
             R("label", "", "Process Name: python3", (690, 340), (540, 22)), R("label", "", "User: dana (1000)", (690, 368), (540, 22)),
             R("label", "", "Status: Running", (690, 396), (540, 22)), R("label", "", "Memory: 1.3 GB", (690, 424), (540, 22)),
             R("label", "", "CPU: 49%", (690, 452), (540, 22)), R("label", "", "Started: Today 19:41", (690, 480), (540, 22)),
             R("label", "", "Nice: 0", (690, 508), (540, 22)),
             R("label", "", "Command Line: python3 train_embeddings.py --epochs 40 --batch-size 256", (690, 536), (540, 44)),
             R("push-button", "Close", "", (1150, 680), (90, 30))]
    clk.tick(1)
    turns.append((code('pyautogui.hotkey("alt", "enter")'), tree(7, "python", 0, props, pid=48231)))
    turns.append((code("pyautogui.click(1195, 695)"), tree(8, "python", 0, pid=48231)))
    rs.traj("h7-os-21", "Something is using half the CPU. Find the python3 process responsible in System Monitor and open its properties to see its command line.",
            start, turns, bad=True, turn=6, kind="identity_changed")


def t22_settings_clock_clean(rs: OsRows) -> None:
    """Settings: 24h -> AM/PM (top-bar clock changes format), time zone London -> Berlin (clock jumps an hour ahead), dark style."""
    clk = Clock("Mar 12", 12, 57)

    def dt_rows(auto_tz: bool, fmt: str, tz: str) -> list[str]:
        h, m = clk.hm()
        now = f"12 March 2024, {(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}" if clk.twelve else f"12 March 2024, {h:02d}:{m:02d}"
        return [R("label", "", "Date & Time", (900, 40), (120, 24)),
                R("check-box", "Automatic Date & Time", "", (500, 120), (900, 54), desc="checked"),
                R("label", "", "Requires internet access", (520, 150), (300, 18)),
                R("check-box", "Automatic Time Zone", "", (500, 176), (900, 54), desc="checked" if auto_tz else ""),
                R("push-button", "Date & Time", now, (500, 250), (900, 54)),
                R("push-button", "Time Zone", tz, (500, 306), (900, 54)),
                R("push-button", "Time Format", fmt, (500, 380), (900, 54))]

    def tree(panel: str, body: list[str], popup: list[str] | None = None) -> str:
        return desktop(clk, "Settings", settings(panel, body, popup), extra_dock=("Settings",))

    wifi = [R("label", "", "Network", (920, 40), (100, 24)), R("label", "", "Wired", (500, 120), (200, 24)),
            R("label", "", "Connected - 1000 Mb/s", (500, 160), (300, 24)), R("check-box", "Wired", "", (1360, 156), (50, 30), desc="checked"),
            R("label", "", "VPN", (500, 240), (100, 24)), R("label", "", "Network Proxy", (500, 320), (200, 24)),
            R("label", "", "Off", (1300, 320), (40, 24))]
    start = tree("Network", wifi)
    london = "GMT (London, United Kingdom)"
    turns = [(code("pyautogui.click(220, 985)"), tree("Date & Time", dt_rows(True, "24-hour", london)))]
    pop = [R("radio-button", "AM / PM", "", (1220, 430), (160, 30)), R("radio-button", "24-hour", "", (1220, 462), (160, 30), desc="checked")]
    turns.append((code("pyautogui.click(950, 407)"), tree("Date & Time", dt_rows(True, "24-hour", london), pop)))
    clk.twelve = True
    turns.append((code("pyautogui.click(1260, 445)"), tree("Date & Time", dt_rows(True, "AM / PM", london))))
    clk.tick(1)
    turns.append((code("pyautogui.click(1380, 203)"), tree("Date & Time", dt_rows(False, "AM / PM", london))))
    tzd = [R("dialog", "Time Zone", "", (560, 200), (800, 600)), R("entry", "Search for a city", "", (760, 230), (400, 32)),
           R("image", "World map", "", (580, 290), (760, 380)), R("label", "", "Greenwich Mean Time", (600, 700), (400, 22)),
           R("label", "", "London, United Kingdom", (600, 726), (400, 22))]
    turns.append((code("pyautogui.click(950, 333)"), tree("Date & Time", dt_rows(False, "AM / PM", london), tzd)))
    tzd_s = list(tzd)
    tzd_s[1] = R("entry", "Search for a city", "Berlin", (760, 230), (400, 32))
    res = [R("list-item", "Berlin, Germany", "", (760, 266), (400, 30)), R("list-item", "Berlin, Maryland, United States", "", (760, 296), (400, 30)),
           R("list-item", "Berlin, New Hampshire, United States", "", (760, 326), (400, 30))]
    turns.append((code('pyautogui.write("Berlin")'), tree("Date & Time", dt_rows(False, "AM / PM", london), tzd_s + res)))
    clk.tick(61)  # one minute passes, and the zone moves an hour ahead
    tzd_b = [tzd[0], R("entry", "Search for a city", "", (760, 230), (400, 32)), tzd[2],
             R("label", "", "Central European Standard Time", (600, 700), (400, 22)), R("label", "", "Berlin, Germany", (600, 726), (400, 22))]
    berlin = "CET (Berlin, Germany)"
    turns.append((code("pyautogui.click(900, 281)"), tree("Date & Time", dt_rows(False, "AM / PM", berlin), tzd_b)))
    turns.append((code('pyautogui.press("esc")'), tree("Date & Time", dt_rows(False, "AM / PM", berlin))))

    def appearance(dark: bool) -> list[str]:
        return [R("label", "", "Appearance", (900, 40), (120, 24)), R("label", "", "Style", (500, 110), (100, 22)),
                R("toggle-button", "Light", "", (560, 140), (280, 200), desc="" if dark else "checked"),
                R("toggle-button", "Dark", "", (1060, 140), (280, 200), desc="checked" if dark else ""),
                R("label", "", "Color", (500, 380), (100, 22)),
                R("radio-button", "Orange", "", (520, 410), (36, 36), desc="checked"), R("radio-button", "Bark", "", (566, 410), (36, 36)),
                R("radio-button", "Sage", "", (612, 410), (36, 36)), R("radio-button", "Olive", "", (658, 410), (36, 36)),
                R("label", "", "Desktop Icons", (500, 500), (160, 22)), R("label", "", "Dock", (500, 640), (100, 22)),
                R("check-box", "Auto-hide the Dock", "", (500, 670), (900, 54))]
    clk.tick(1)
    turns.append((code("pyautogui.click(220, 205)"), tree("Appearance", appearance(False))))
    turns.append((code("pyautogui.click(1200, 240)"), tree("Appearance", appearance(True))))
    rs.traj("h7-os-22", "I just moved to Berlin: switch the clock to 12-hour AM/PM format, set the time zone manually to Berlin, and turn on the dark style.",
            start, turns)


def main() -> None:
    rs = OsRows(HERE)
    for fn in [t01_calc_budget_clean, t02_calc_inventory_bad, t03_writer_grant_clean, t04_writer_saveas_bad,
               t05_chrome_returns_clean, t06_chrome_pydocs_bad, t07_files_invoices_clean, t08_files_exports_bad,
               t09_terminal_nginx_clean, t10_terminal_tarball_bad, t11_vscode_lint_clean, t12_vscode_branch_bad,
               t13_thunderbird_inbox_clean, t14_thunderbird_reply_bad, t15_vlc_lecture_clean, t16_vlc_album_bad,
               t17_gimp_scale_clean, t18_gimp_poster_bad, t19_impress_duplicate_clean, t20_impress_retention_bad,
               t21_sysmon_pid_bad, t22_settings_clock_clean]:
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
