# ruff: noqa: E501
"""Held-out set holdout20, domain ``os``: 22 Ubuntu GNOME desktop trajectories (11 with one contradiction).

Each trajectory drives one desktop app with pyautogui code and observes the accessibility table. The
screens are rendered from a small per-app model so that everything not deliberately drifted stays
consistent; in the bad trajectories exactly one detail drifts at the labelled turn. Deterministic: no
randomness, no clock reads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code


def cell(s: str) -> str:
    """A text cell as printed in the table: raw, so multi-line buffers (editor, terminal) spill over several lines."""
    return s.replace("\t", "    ")


def R(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
      pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    return "\t".join([tag, cell(name), cell(text), cls, cell(desc), f"({pos[0]}, {pos[1]})", f"({size[0]}, {size[1]})"])


def desk(clock: str, rows: list[str]) -> str:
    """The desktop: GNOME top bar (Activities, clock, system menu) and the app rows."""
    top = [R("push-button", "Activities", pos=(0, 0), size=(99, 27)),
           R("label", "", clock, pos=(884, 0), size=(152, 27)),
           R("menu", "System", desc="Network, volume and battery", pos=(1766, 0), size=(154, 27))]
    return "\n".join([OS_HDR, *top, *rows])


def menubar(items: list[str], y: int, x0: int = 8, step: int = 62) -> list[str]:
    return [R("menu", m, pos=(x0 + i * step, y), size=(step - 6, 24)) for i, m in enumerate(items)]


def gen(x: float) -> str:
    """LibreOffice 'General' number format."""
    return f"{x:.2f}".rstrip("0").rstrip(".")


def cur(x: float) -> str:
    return f"${x:,.2f}"


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def hms(sec: int) -> str:
    return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"


class Term:
    """A GNOME Terminal window whose accessible text is the visible screen (scrollback trimmed to the window)."""

    def __init__(self, user: str, host: str, cwd: str, lines: int = 40) -> None:
        self.user, self.host, self.cwd, self.max = user, host, cwd, lines
        self.buf: list[str] = []

    @property
    def prompt(self) -> str:
        home = f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}:{cwd}$"

    def title(self) -> str:
        home = f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}: {cwd}"

    def run(self, cmd: str, out: str, cd: str | None = None) -> str:
        if self.buf:
            self.buf[-1] = f"{self.prompt} {cmd}"
        else:
            self.buf.append(f"{self.prompt} {cmd}")
        if cd is not None:
            self.cwd = cd
        if out:
            self.buf.extend(out.rstrip("\n").split("\n"))
        self.buf.append(f"{self.prompt} ")
        return "\n".join(self.buf[-self.max:])


def type_cmd(cmd: str, pre: str = "") -> str:
    return code("import pyautogui\n" + pre + f"pyautogui.typewrite({cmd!r} + '\\n', interval=0.02)")


TRAJ: list[Any] = []


def traj(fn: Any) -> Any:
    TRAJ.append(fn)
    return fn


# --------------------------------------------------------------------------- 01 LibreOffice Calc (bad)
@traj
def t01() -> dict[str, Any]:
    cats = ["Rent", "Groceries", "Utilities", "Transport", "Insurance", "Dining out", "Subscriptions", "Savings"]
    jan = [1450.0, 612.35, 214.80, 168.00, 96.20, 183.75, 47.97, 500.0]
    feb = [1450.0, 587.10, 231.45, 142.50, 96.20, 221.40, 47.97, 500.0]
    mar = [1450.0, 634.80, 198.65, 155.25, 96.20, 176.40, 52.96, 500.0]
    tj, tf, tm = round(sum(jan), 2), round(sum(feb), 2), round(sum(mar), 2)
    grand = round(tj + tf + tm, 2)
    xs = {"A": 40, "B": 160, "C": 256, "D": 352, "E": 448}
    ws = {"A": 120, "B": 96, "C": 96, "D": 96, "E": 96}

    def grid(march: bool, totals: bool, money: bool, note: bool) -> dict[str, str]:
        f = cur if money else gen
        c = {"A1": "Category", "B1": "January", "C1": "February", "D1": "March", "E1": "Q1 Total"}
        for i, cat in enumerate(cats):
            r = i + 2
            c[f"A{r}"] = cat
            c[f"B{r}"] = f(jan[i])
            c[f"C{r}"] = f(feb[i])
            if march:
                c[f"D{r}"] = f(mar[i])
            if totals:
                c[f"E{r}"] = f(round(jan[i] + feb[i] + mar[i], 2))
        c["A10"] = "Total"
        c["B10"] = f(tj)
        c["C10"] = f(tf)
        if totals:
            c["D10"] = f(tm)
            c["E10"] = f(grand)
        if note:
            c["A12"] = "Reviewed 2024-04-02, matches bank export"
        return c

    def scr(clock: str, cells: dict[str, str], namebox: str, inp: str, ssum: str, modified: bool) -> str:
        rows = [R("frame", "household_budget_2024.ods - LibreOffice Calc", pos=(0, 27), size=(1920, 1053))]
        rows += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"], 54)
        rows += [R("combo-box", "Font Name", "Liberation Sans", pos=(8, 118), size=(186, 26)),
                 R("combo-box", "Font Size", "10 pt", pos=(198, 118), size=(72, 26)),
                 R("combo-box", "Name Box", namebox, pos=(8, 152), size=(110, 26)),
                 R("push-button", "Function Wizard", pos=(124, 152), size=(26, 26)),
                 R("push-button", "Select Function", pos=(152, 152), size=(26, 26)),
                 R("text", "Input line", inp, pos=(210, 152), size=(1702, 26)),
                 R("table", "Sheet Sheet1", pos=(0, 186), size=(1904, 784))]
        for key in sorted(cells, key=lambda k: (int(k[1:]), k[0])):
            col, r = key[0], int(key[1:])
            rows.append(R("table-cell", key, cells[key], pos=(xs[col], 208 + (r - 1) * 23), size=(ws[col], 23)))
        rows += [R("page-tab", "Sheet1", pos=(86, 974), size=(62, 24)),
                 R("page-tab", "Notes", pos=(150, 974), size=(56, 24)),
                 R("label", "", "Sheet 1 of 2", pos=(0, 1002), size=(110, 22)),
                 R("label", "", "Default", pos=(116, 1002), size=(90, 22)),
                 R("label", "", "English (USA)", pos=(212, 1002), size=(110, 22)),
                 R("push-button", "", "", desc=("The document has been modified. Click to save the document." if modified
                                                 else "The document has not been modified since the last save."),
                   pos=(420, 1002), size=(22, 22)),
                 R("label", "", ssum, pos=(1240, 1002), size=(300, 22)),
                 R("slider", "Zoom", "100%", pos=(1700, 1002), size=(160, 22)),
                 R("label", "", "100%", pos=(1866, 1002), size=(48, 22))]
        return desk(clock, rows)

    state = ("LibreOffice Calc has household_budget_2024.ods open on Sheet1 (unmodified). A1:E1 hold the headers "
             "Category, January, February, March, Q1 Total; A2:A9 the categories, B2:C9 the January and February "
             "amounts, row 10 'Total' with =SUM() in B10 and C10. The March column D2:D10 and E2:E10 are empty. "
             "The cell cursor is on A1.")
    g1 = grid(True, False, False, False)
    g2 = grid(True, True, False, False)
    g4 = grid(True, True, True, False)
    g5 = grid(True, True, True, True)
    wrong = grand + 18.00  # the drifted status-bar sum
    turns = [
        (code(r"""
import pyautogui
pyautogui.click(400, 231)  # D2
pyautogui.typewrite('1450\n634.80\n198.65\n155.25\n96.20\n176.40\n52.96\n500\n', interval=0.03)
"""), scr("Apr 2  19:14", g1, "D10", "", "Sum: 0", True)),
        (code(r"""
import pyautogui
pyautogui.typewrite('=SUM(D2:D9)\n', interval=0.03)
pyautogui.click(496, 231)  # E2
pyautogui.typewrite('=SUM(B2:D2)\n', interval=0.03)
pyautogui.click(496, 231)
pyautogui.keyDown('shift'); pyautogui.click(496, 415); pyautogui.keyUp('shift')  # E2:E10
pyautogui.hotkey('ctrl', 'd')  # fill down
"""), scr("Apr 2  19:15", g2, "E2:E10", "=SUM(B2:D2)", f"Sum: {gen(round(2 * grand, 2))}", True)),
        (code(r"""
import pyautogui
pyautogui.click(400, 231)  # D2
pyautogui.keyDown('shift'); pyautogui.click(400, 392); pyautogui.keyUp('shift')  # D9
"""), scr("Apr 2  19:15", g2, "D2:D9", "1450", f"Sum: {gen(tm)}", True)),
        (code(r"""
import pyautogui
pyautogui.click(208, 231)  # B2
pyautogui.keyDown('shift'); pyautogui.click(496, 415); pyautogui.keyUp('shift')  # E10
pyautogui.hotkey('ctrl', 'shift', '4')  # currency format
"""), scr("Apr 2  19:16", g4, "B2:E10", "1450", f"Sum: {cur(round(4 * grand, 2))}", True)),
        (code(r"""
import pyautogui
pyautogui.click(100, 461)  # A12
pyautogui.typewrite('Reviewed 2024-04-02, matches bank export\n', interval=0.02)
"""), scr("Apr 2  19:17", g5, "A13", "", "Sum: 0", True)),
        (code(r"""
import pyautogui
pyautogui.click(208, 231)  # B2
pyautogui.keyDown('shift'); pyautogui.click(400, 392); pyautogui.keyUp('shift')  # D9
"""), scr("Apr 2  19:17", g5, "B2:D9", "1450", f"Sum: {cur(wrong)}", True)),
        (code(r"""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("Apr 2  19:18", g5, "B2:D9", "1450", f"Sum: {cur(wrong)}", False)),
        (code(r"""
import pyautogui
pyautogui.hotkey('ctrl', 'home')
"""), scr("Apr 2  19:18", g5, "A1", "Category", "Sum: 0", False)),
    ]
    return dict(tid="h20-os-01", state=state, turns=turns, bad=True, turn=6,
                kind=f"status-bar Sum of B2:D9 ({cur(wrong)}) does not equal the three monthly totals it covers ({cur(grand)})")


# --------------------------------------------------------------------------- Files (Nautilus) helpers
NAUT_SIDE = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]


def naut(clock: str, title: str, crumbs: list[str], side_sel: str, items: list[tuple[str, str, str]], *,
         view: str = "list", extra_side: list[str] | None = None, floating: str | None = None,
         sort: str = "Name", order: str = "ascending", extra: list[str] | None = None, trash_full: bool = False) -> str:
    rows = [R("frame", title, pos=(310, 92), size=(1300, 860)),
            R("push-button", "Back", pos=(620, 100), size=(34, 34)),
            R("push-button", "Forward", pos=(656, 100), size=(34, 34))]
    for i, c in enumerate(crumbs):
        rows.append(R("toggle-button", c, pos=(700 + i * 110, 100), size=(104, 34)))
    rows += [R("toggle-button", "Search", pos=(1420, 100), size=(34, 34)),
             R("push-button", "View options", desc=f"{'List' if view == 'list' else 'Grid'} view", pos=(1460, 100), size=(48, 34)),
             R("push-button", "Main menu", pos=(1514, 100), size=(34, 34))]
    side = NAUT_SIDE + (extra_side or []) + ["Other Locations"]
    for i, s in enumerate(side):
        d = "selected" if s == side_sel else ""
        if s == "Trash":
            d = (d + ", " if d else "") + ("contains items" if trash_full else "empty")
        rows.append(R("list-item", s, desc=d, pos=(318, 144 + i * 40), size=(290, 38)))
    if view == "list":
        for i, h in enumerate(["Name", "Size", "Modified", "Star"]):
            d = f"sorted {order}" if h == sort else ""
            rows.append(R("table-column-header", h, desc=d, pos=(620 + [0, 560, 700, 920][i], 144), size=([556, 136, 216, 60][i], 30)))
        for i, (n, s, m) in enumerate(items):
            y = 178 + i * 40
            rows += [R("table-cell", "Name", n, pos=(620, y), size=(556, 40)),
                     R("table-cell", "Size", s, pos=(1180, y), size=(136, 40)),
                     R("table-cell", "Modified", m, pos=(1320, y), size=(216, 40))]
    else:
        for i, (n, _s, _m) in enumerate(items):
            rows.append(R("label", "", n, pos=(640 + (i % 6) * 160, 200 + (i // 6) * 170), size=(140, 40)))
    if floating:
        rows.append(R("label", "", floating, pos=(1200, 914), size=(400, 30)))
    rows += extra or []
    return desk(clock, rows)


def by_name(items: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    folders = [x for x in items if x[1].endswith("items") or x[1].endswith("item")]
    files = [x for x in items if x not in folders]
    return sorted(folders, key=lambda x: x[0].lower()) + sorted(files, key=lambda x: x[0].lower())


# --------------------------------------------------------------------------- 02 Files (clean)
@traj
def t02() -> dict[str, Any]:
    inv = [("invoice_2024-02_hetzner.pdf", "48.3 kB", "28 Feb"), ("invoice_2024-03_hetzner.pdf", "48.9 kB", "1 Mar"),
           ("Invoice-ACME-7731.pdf", "212.4 kB", "5 Mar")]
    iso = ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "22 Feb")
    img = ("IMG_20240309_151204.jpg", "3.8 MB", "9 Mar")
    rest = [("quarterly-report-draft.docx", "86.1 kB", "Yesterday"), ("setup-vpn.sh", "2.1 kB", "11 Mar"),
            ("meeting-notes.txt", "4.6 kB", "09:12"), ("node-v20.11.1-linux-x64.tar.xz", "24.6 MB", "7 Mar")]
    usb = ["KINGSTON"]
    crumbs = ["Home", "Downloads"]
    d0 = by_name(inv + [iso, img] + rest)
    d2 = by_name(d0 + [("Invoices", "0 items", "10:14")])
    d4 = by_name([iso, img] + rest + [("Invoices", "3 items", "10:15")])
    lake = ("lake-walk.jpg", "3.8 MB", "9 Mar")
    d5 = by_name([iso, lake] + rest + [("Invoices", "3 items", "10:15")])
    units = {"kB": 1e3, "MB": 1e6, "GB": 1e9}

    def size_key(x: tuple[str, str, str]) -> float:
        v, u = x[1].split()
        return float(v) * units[u]
    d6 = [("Invoices", "3 items", "10:15")] + sorted([iso, lake] + rest, key=size_key, reverse=True)
    k0 = by_name([("backups", "14 items", "2 Feb"), ("DCIM", "183 items", "30 Dec 2023"), ("firmware", "6 items", "19 Jan"),
                  ("photos-2023.tar", "9.8 GB", "3 Jan"), ("README.txt", "1.2 kB", "14 Nov 2023")])
    k_part = by_name(k0 + [("ubuntu-22.04.4-desktop-amd64.iso", "1.1 GB", "10:19")])
    k_done = by_name(k0 + [("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "10:19")])

    def props(used: str, free: str, contents: str) -> list[str]:
        return [R("dialog", "KINGSTON Properties", pos=(760, 280), size=(400, 460)),
                R("page-tab", "Basic", pos=(780, 330), size=(120, 30)),
                R("page-tab", "Permissions", pos=(904, 330), size=(120, 30)),
                R("label", "Name", "KINGSTON", pos=(800, 380), size=(300, 24)),
                R("label", "Type", "Folder (inode/directory)", pos=(800, 414), size=(300, 24)),
                R("label", "Contents", contents, pos=(800, 448), size=(300, 24)),
                R("label", "Parent Folder", "/media/marta", pos=(800, 482), size=(300, 24)),
                R("label", "Used", used, pos=(800, 560), size=(300, 24)),
                R("label", "Free", free, pos=(800, 594), size=(300, 24)),
                R("label", "Total capacity", "31.0 GB", pos=(800, 628), size=(300, 24)),
                R("label", "Filesystem type", "exfat", pos=(800, 662), size=(300, 24)),
                R("push-button", "Open With Disk Usage Analyzer", pos=(800, 700), size=(300, 30))]
    state = ("Files (Nautilus 42) is open on ~/Downloads in grid view. The USB stick KINGSTON is mounted at "
             "/media/marta/KINGSTON and shown in the sidebar. Today is Wednesday 13 March 2024.")
    turns = [
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', '1')  # list view
"""), naut("Mar 13  10:12", "Downloads", crumbs, "Downloads", d0, extra_side=usb)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'n')
pyautogui.typewrite('Invoices\\n', interval=0.05)
"""), naut("Mar 13  10:14", "Downloads", crumbs, "Downloads", d2, extra_side=usb, floating="“Invoices” selected (containing 0 items)")),
        (code("""
import pyautogui
pyautogui.click(760, 258)  # Invoice-ACME-7731.pdf
pyautogui.keyDown('ctrl')
pyautogui.click(760, 298); pyautogui.click(760, 338)  # the two hetzner invoices
pyautogui.keyUp('ctrl')
"""), naut("Mar 13  10:14", "Downloads", crumbs, "Downloads", d2, extra_side=usb, floating="3 items selected (309.6 kB)")),
        (code("""
import pyautogui
pyautogui.moveTo(760, 298)
pyautogui.dragTo(760, 198, duration=0.8)  # onto the Invoices folder
"""), naut("Mar 13  10:15", "Downloads", crumbs, "Downloads", d4, extra_side=usb)),
        (code("""
import pyautogui
pyautogui.click(760, 238)  # IMG_20240309_151204.jpg
pyautogui.press('f2')
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('lake-walk.jpg\\n', interval=0.04)
"""), naut("Mar 13  10:16", "Downloads", crumbs, "Downloads", d5, extra_side=usb, floating="“lake-walk.jpg” selected (3.8 MB)")),
        (code("""
import pyautogui
pyautogui.click(1240, 159)  # Size column header
pyautogui.click(1240, 159)  # again: largest first
"""), naut("Mar 13  10:16", "Downloads", crumbs, "Downloads", d6, extra_side=usb, sort="Size", order="descending",
           floating="“lake-walk.jpg” selected (3.8 MB)")),
        (code("""
import pyautogui
pyautogui.rightClick(400, 564)  # KINGSTON in the sidebar
pyautogui.click(470, 700)  # Properties
"""), naut("Mar 13  10:17", "Downloads", crumbs, "Downloads", d6, extra_side=usb, sort="Size", order="descending",
           extra=props("15.6 GB", "15.4 GB", "212 items, totalling 15.6 GB"))),
        (code("""
import pyautogui
pyautogui.press('esc')
pyautogui.click(760, 238)  # ubuntu-22.04.4-desktop-amd64.iso (top of the size-sorted list)
pyautogui.hotkey('ctrl', 'c')
pyautogui.click(400, 564)  # KINGSTON
pyautogui.hotkey('ctrl', 'v')
"""), naut("Mar 13  10:19", "KINGSTON", ["KINGSTON"], "KINGSTON", k_part, extra_side=usb,
           extra=[R("push-button", "Show operations", desc="1 file operation running", pos=(1360, 100), size=(34, 34)),
                  R("label", "", "Copying “ubuntu-22.04.4-desktop-amd64.iso” to “KINGSTON”", pos=(1100, 150), size=(440, 24)),
                  R("progress-bar", "", "22%", pos=(1100, 178), size=(440, 8)),
                  R("label", "", "1.1 GB of 4.9 GB — 1 minute left (41.6 MB/s)", pos=(1100, 192), size=(440, 22)),
                  R("push-button", "Cancel", pos=(1546, 176), size=(28, 28))])),
        (code("""
import time
time.sleep(120)
"""), naut("Mar 13  10:21", "KINGSTON", ["KINGSTON"], "KINGSTON", k_done, extra_side=usb)),
        (code("""
import pyautogui
pyautogui.rightClick(400, 564)  # KINGSTON in the sidebar
pyautogui.click(470, 700)  # Properties
"""), naut("Mar 13  10:22", "KINGSTON", ["KINGSTON"], "KINGSTON", k_done, extra_side=usb,
           extra=props("20.5 GB", "10.5 GB", "213 items, totalling 20.5 GB"))),
    ]
    return dict(tid="h20-os-02", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- GIMP helper
def gimp(clock: str, title: str, layers: list[tuple[str, str]], zoom: str, msg: str, pointer: str,
         extra: list[str] | None = None, tab: str = "Layers", undo: list[str] | None = None) -> str:
    rows = [R("frame", title, pos=(0, 27), size=(1920, 1053))]
    rows += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], 54, step=70)
    for i, t in enumerate(["Rectangle Select", "Free Select", "Fuzzy Select", "Crop", "Unified Transform", "Move",
                           "Text", "Bucket Fill", "Gradient", "Paintbrush", "Eraser", "Clone", "Zoom"]):
        rows.append(R("push-button", t, pos=(6 + (i % 2) * 30, 90 + (i // 2) * 30), size=(28, 28)))
    rows += [R("canvas", "", desc="image canvas", pos=(260, 110), size=(1330, 900)),
             R("label", "", pointer, desc="pointer coordinates", pos=(260, 1018), size=(110, 24)),
             R("combo-box", "Units", "px", pos=(372, 1018), size=(60, 24)),
             R("combo-box", "Zoom", zoom, pos=(436, 1018), size=(90, 24)),
             R("label", "", msg, desc="status message", pos=(530, 1018), size=(700, 24))]
    for i, t in enumerate(["Layers", "Channels", "Paths", "Undo History"]):
        rows.append(R("page-tab", t, desc="selected" if t == tab else "", pos=(1600 + i * 78, 380), size=(76, 26)))
    if tab == "Layers":
        rows += [R("combo-box", "Mode", "Normal", pos=(1604, 414), size=(210, 26)),
                 R("spin-button", "Opacity", "100.0", pos=(1604, 446), size=(300, 24)),
                 R("toggle-button", "Lock pixels", pos=(1604, 476), size=(24, 24)),
                 R("toggle-button", "Lock position and size", pos=(1630, 476), size=(24, 24))]
        for i, (n, d) in enumerate(layers):
            rows.append(R("table-cell", "Layer", n, desc=d, pos=(1640, 508 + i * 42), size=(270, 40)))
        for i, b in enumerate(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                               "Duplicate this layer", "Anchor this floating layer", "Delete this layer"]):
            rows.append(R("push-button", b, pos=(1604 + i * 40, 990), size=(36, 28)))
    else:
        for i, u in enumerate(undo or []):
            rows.append(R("table-cell", "Undo step", u, pos=(1640, 414 + i * 36), size=(270, 34)))
    rows += extra or []
    return desk(clock, rows)


def gtitle(name: str, how: str, layers: int, w: int, h: int, dirty: bool, img: int = 1) -> str:
    lay = "1 layer" if layers == 1 else f"{layers} layers"
    tag = f" ({how})" if how else ""
    return (f"{'*' if dirty else ''}[{name}]{tag}-{img}.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {lay}) "
            f"{w}x{h} – GIMP")


# --------------------------------------------------------------------------- 03 GIMP scale for web (bad)
@traj
def t03() -> dict[str, Any]:
    lay = [("IMG_4471.JPG", "visible, active")]

    def scale_dlg(w: str, h: str) -> list[str]:
        return [R("dialog", "Scale Image", pos=(700, 300), size=(420, 430)),
                R("label", "", "IMG_4471-1", pos=(720, 330), size=(200, 24)),
                R("spin-button", "Width", w, pos=(800, 380), size=(120, 28)),
                R("spin-button", "Height", h, pos=(800, 414), size=(120, 28)),
                R("toggle-button", "Chain", desc="linked", pos=(926, 390), size=(20, 40)),
                R("combo-box", "Size unit", "px", pos=(954, 396), size=(70, 28)),
                R("label", "", f"{w} × {h} pixels" if w and h else "", pos=(800, 450), size=(200, 22)),
                R("label", "", "72 ppi", pos=(1010, 450), size=(90, 22)),
                R("spin-button", "X resolution", "72.000", pos=(800, 500), size=(120, 28)),
                R("spin-button", "Y resolution", "72.000", pos=(800, 534), size=(120, 28)),
                R("combo-box", "Resolution unit", "pixels/in", pos=(954, 516), size=(110, 28)),
                R("combo-box", "Interpolation", "Cubic", pos=(800, 590), size=(200, 28)),
                R("push-button", "Help", pos=(716, 680), size=(70, 30)),
                R("push-button", "Reset", pos=(800, 680), size=(70, 30)),
                R("push-button", "Scale", pos=(960, 680), size=(70, 30)),
                R("push-button", "Cancel", pos=(1036, 680), size=(70, 30))]

    usm = [R("dialog", "Sharpen (Unsharp Mask)", pos=(680, 240), size=(460, 420)),
           R("label", "", "Unsharp Mask — IMG_4471.JPG-1 ([IMG_4471] (imported))", pos=(700, 270), size=(420, 22)),
           R("combo-box", "Presets", "", pos=(700, 304), size=(300, 28)),
           R("spin-button", "Radius", "3.000", pos=(700, 350), size=(420, 28)),
           R("spin-button", "Amount", "0.500", pos=(700, 384), size=(420, 28)),
           R("spin-button", "Threshold", "0.000", pos=(700, 418), size=(420, 28)),
           R("check-box", "Clipping", desc="checked", pos=(700, 456), size=(200, 24)),
           R("check-box", "Preview", desc="checked", pos=(700, 560), size=(120, 24)),
           R("check-box", "Split view", desc="unchecked", pos=(900, 560), size=(120, 24)),
           R("push-button", "Help", pos=(700, 610), size=(70, 30)),
           R("push-button", "Reset", pos=(780, 610), size=(70, 30)),
           R("push-button", "OK", pos=(980, 610), size=(70, 30)),
           R("push-button", "Cancel", pos=(1056, 610), size=(70, 30))]

    def export_dlg(name: str) -> list[str]:
        return [R("dialog", "Export Image", pos=(480, 180), size=(960, 640)),
                R("text", "Name", name, pos=(560, 210), size=(500, 30)),
                R("push-button", "Pictures", desc="current folder", pos=(560, 250), size=(100, 28)),
                R("table-cell", "Name", "IMG_4468.JPG", pos=(700, 320), size=(440, 28)),
                R("table-cell", "Name", "IMG_4469.JPG", pos=(700, 348), size=(440, 28)),
                R("table-cell", "Name", "IMG_4470.JPG", pos=(700, 376), size=(440, 28)),
                R("table-cell", "Name", "IMG_4471.JPG", pos=(700, 404), size=(440, 28)),
                R("table-cell", "Name", "IMG_4472.JPG", pos=(700, 432), size=(440, 28)),
                R("combo-box", "Select File Type", "By Extension", pos=(500, 720), size=(300, 28)),
                R("push-button", "Help", pos=(500, 770), size=(70, 30)),
                R("push-button", "Export", pos=(1260, 770), size=(80, 30)),
                R("push-button", "Cancel", pos=(1346, 770), size=(80, 30))]

    jpeg = [R("dialog", "Export Image as JPEG", pos=(760, 300), size=(400, 360)),
            R("slider", "Quality", "82", pos=(780, 340), size=(360, 28)),
            R("label", "", "File size: 341.7 kB", pos=(780, 380), size=(300, 22)),
            R("check-box", "Show preview in image window", desc="checked", pos=(780, 410), size=(300, 24)),
            R("check-box", "Save Exif data", desc="checked", pos=(780, 440), size=(200, 24)),
            R("check-box", "Save XMP data", desc="checked", pos=(780, 466), size=(200, 24)),
            R("check-box", "Save color profile", desc="checked", pos=(780, 492), size=(200, 24)),
            R("push-button", "Advanced Options", desc="collapsed", pos=(780, 530), size=(200, 24)),
            R("push-button", "Help", pos=(780, 610), size=(70, 30)),
            R("push-button", "Export", pos=(1000, 610), size=(70, 30)),
            R("push-button", "Cancel", pos=(1076, 610), size=(70, 30))]

    t_orig = gtitle("IMG_4471", "imported", 1, 4032, 3024, False)
    t_small = gtitle("IMG_4471", "imported", 1, 1600, 1200, True)
    t_drift = gtitle("IMG_4471", "imported", 1, 4032, 3024, True)
    t_exp = gtitle("IMG_4471", "exported", 1, 4032, 3024, False)
    state = ("GIMP 2.10.30 has ~/Pictures/IMG_4471.JPG open (imported, unmodified): one layer 'IMG_4471.JPG', "
             "4032 × 3024 px, zoom 25%. Task: make a 1600 px wide, lightly sharpened JPEG copy for the web.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(290, 66)   # Image menu
pyautogui.click(340, 330)  # Scale Image...
"""), gimp("Mar 18  16:02", t_orig, lay, "25%", "IMG_4471.JPG (92.8 MB)", "2911.0, 1208.0", scale_dlg("4032", "3024"))),
        (code("""
import pyautogui
pyautogui.tripleClick(860, 394)  # Width field
pyautogui.typewrite('1600\\t', interval=0.05)
"""), gimp("Mar 18  16:02", t_orig, lay, "25%", "IMG_4471.JPG (92.8 MB)", "2911.0, 1208.0", scale_dlg("1600", "1200"))),
        (code("""
import pyautogui
pyautogui.click(995, 695)  # Scale
"""), gimp("Mar 18  16:03", t_small, lay, "25%", "IMG_4471.JPG (24.9 MB)", "1155.0, 478.0")),
        (code("""
import pyautogui
pyautogui.click(640, 66)   # Filters menu
pyautogui.click(700, 250)  # Enhance
pyautogui.click(900, 480)  # Sharpen (Unsharp Mask)...
"""), gimp("Mar 18  16:03", t_drift, lay, "25%", "IMG_4471.JPG (24.9 MB)", "1155.0, 478.0", usm)),
        (code("""
import pyautogui
pyautogui.tripleClick(900, 364); pyautogui.typewrite('1.5\\t', interval=0.05)   # Radius
pyautogui.tripleClick(900, 398); pyautogui.typewrite('0.35\\t', interval=0.05)  # Amount
pyautogui.click(1015, 625)  # OK
"""), gimp("Mar 18  16:04", t_drift, lay, "25%", "IMG_4471.JPG (37.6 MB)", "1155.0, 478.0")),
        (code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'e')  # Export As...
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('IMG_4471_web.jpg', interval=0.04)
"""), gimp("Mar 18  16:05", t_drift, lay, "25%", "IMG_4471.JPG (37.6 MB)", "1155.0, 478.0", export_dlg("IMG_4471_web.jpg"))),
        (code("""
import pyautogui
pyautogui.click(1300, 785)  # Export
pyautogui.sleep(1)
pyautogui.tripleClick(1100, 354); pyautogui.typewrite('82\\n', interval=0.05)  # Quality
pyautogui.click(790, 422)  # Show preview in image window
"""), gimp("Mar 18  16:05", t_drift, lay, "25%", "IMG_4471.JPG (37.6 MB)", "1155.0, 478.0", jpeg)),
        (code("""
import pyautogui
pyautogui.click(1035, 625)  # Export
"""), gimp("Mar 18  16:06", t_exp, lay, "25%", "IMG_4471.JPG (37.6 MB)", "1155.0, 478.0")),
    ]
    return dict(tid="h20-os-03", state=state, turns=turns, bad=True, turn=4,
                kind="image size in the GIMP title reads 4032x3024 again after the image was scaled to 1600x1200")


# --------------------------------------------------------------------------- VLC helper
def vlc(clock: str, title: str, *, playing: bool, elapsed: str, total: str, speed: str = "1.00x", volume: str = "100%",
        random: str = "off", loop: str = "off", extra: list[str] | None = None, playlist: list[str] | None = None) -> str:
    rows = [R("frame", title, pos=(240, 80), size=(1440, 920))]
    rows += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], 108, x0=248, step=78)
    if playlist is None:
        rows.append(R("filler", "", desc="video output", pos=(240, 136), size=(1440, 780)))
    else:
        rows += playlist
    rows += [R("slider", "Seek", elapsed, desc=f"{elapsed} / {total}", pos=(320, 924), size=(1260, 20)),
             R("label", "", elapsed, desc="Elapsed time", pos=(248, 924), size=(70, 20)),
             R("label", "", total, desc="Total time", pos=(1590, 924), size=(80, 20)),
             R("push-button", "Pause" if playing else "Play", pos=(252, 954), size=(36, 36)),
             R("push-button", "Previous media in the playlist, skip backward when held", pos=(300, 958), size=(30, 30)),
             R("push-button", "Stop playback", pos=(332, 958), size=(30, 30)),
             R("push-button", "Next media in the playlist, skip forward when held", pos=(364, 958), size=(30, 30)),
             R("push-button", "Toggle the video in fullscreen", pos=(408, 958), size=(30, 30)),
             R("push-button", "Show extended settings", pos=(440, 958), size=(30, 30)),
             R("push-button", "Toggle playlist", pos=(472, 958), size=(30, 30)),
             R("toggle-button", "Click to toggle between loop all, loop one and no loop", loop, pos=(504, 958), size=(30, 30)),
             R("toggle-button", "Random", random, pos=(536, 958), size=(30, 30)),
             R("label", "", speed, desc="Current playback speed", pos=(1420, 962), size=(50, 22)),
             R("slider", "Volume", volume, pos=(1560, 962), size=(110, 22))]
    rows += extra or []
    return desk(clock, rows)


# --------------------------------------------------------------------------- 04 VLC lecture (clean)
@traj
def t04() -> dict[str, Any]:
    title = "cs229-lecture07.mp4 - VLC media player"
    tot = "01:18:44"

    def submenu() -> list[str]:
        return [R("menu", "Subtitle", desc="open", pos=(560, 108), size=(72, 24)),
                R("menu-item", "Add Subtitle File...", pos=(560, 134), size=(240, 26)),
                R("menu", "Sub Track", desc="open", pos=(560, 160), size=(240, 26)),
                R("radio-menu-item", "Disable", desc="checked", pos=(802, 160), size=(220, 26)),
                R("radio-menu-item", "Track 1 - [English]", desc="unchecked", pos=(802, 186), size=(220, 26))]

    def info(tab: str) -> list[str]:
        rows = [R("dialog", "Current Media Information", pos=(600, 200), size=(720, 620))]
        for i, t in enumerate(["General", "Extra Metadata", "Codec", "Statistics"]):
            rows.append(R("page-tab", t, desc="selected" if t == tab else "", pos=(620 + i * 150, 230), size=(140, 28)))
        return rows

    gen_tab = [R("text", "Title", "CS229 Lecture 7 – Kernels", pos=(700, 280), size=(560, 26)),
               R("text", "Artist", "Stanford Online", pos=(700, 310), size=(560, 26)),
               R("text", "Album", "CS229: Machine Learning (Autumn 2018)", pos=(700, 340), size=(560, 26)),
               R("text", "Date", "2018", pos=(700, 370), size=(120, 26)),
               R("text", "Track number", "7", pos=(900, 370), size=(60, 26)),
               R("text", "Genre", "Education", pos=(700, 400), size=(200, 26)),
               R("text", "Encoded by", "Lavf58.76.100", pos=(700, 430), size=(200, 26)),
               R("text", "Location", "file:///home/arjun/Videos/lectures/cs229-lecture07.mp4", pos=(620, 760), size=(680, 26))]
    codec_tab = [R("tree-item", "", "Stream 0", pos=(620, 280), size=(680, 24)),
                 R("tree-item", "", "Codec: H264 - MPEG-4 AVC (part 10) (avc1)", pos=(650, 304), size=(650, 22)),
                 R("tree-item", "", "Language: English", pos=(650, 326), size=(650, 22)),
                 R("tree-item", "", "Type: Video", pos=(650, 348), size=(650, 22)),
                 R("tree-item", "", "Video resolution: 1920x1080", pos=(650, 370), size=(650, 22)),
                 R("tree-item", "", "Buffer dimensions: 1920x1088", pos=(650, 392), size=(650, 22)),
                 R("tree-item", "", "Frame rate: 29.970030", pos=(650, 414), size=(650, 22)),
                 R("tree-item", "", "Decoded format: Planar 4:2:0 YUV", pos=(650, 436), size=(650, 22)),
                 R("tree-item", "", "Orientation: Top left", pos=(650, 458), size=(650, 22)),
                 R("tree-item", "", "Stream 1", pos=(620, 484), size=(680, 24)),
                 R("tree-item", "", "Codec: MPEG AAC Audio (mp4a)", pos=(650, 508), size=(650, 22)),
                 R("tree-item", "", "Language: English", pos=(650, 530), size=(650, 22)),
                 R("tree-item", "", "Type: Audio", pos=(650, 552), size=(650, 22)),
                 R("tree-item", "", "Channels: Stereo", pos=(650, 574), size=(650, 22)),
                 R("tree-item", "", "Sample rate: 48000 Hz", pos=(650, 596), size=(650, 22)),
                 R("tree-item", "", "Bits per sample: 32", pos=(650, 618), size=(650, 22)),
                 R("tree-item", "", "Stream 2", pos=(620, 644), size=(680, 24)),
                 R("tree-item", "", "Codec: Text subtitles with various tags (subt)", pos=(650, 668), size=(650, 22)),
                 R("tree-item", "", "Language: English", pos=(650, 690), size=(650, 22)),
                 R("tree-item", "", "Type: Subtitle", pos=(650, 712), size=(650, 22))]

    def stats(size: str, ibr: str, dem: str, cbr: str, vdec: str, vdisp: str, adec: str, aplay: str) -> list[str]:
        items = [("Input/Read", ""), ("Media data size", size), ("Input bitrate", ibr), ("Demuxed data size", dem),
                 ("Content bitrate", cbr), ("Discarded (corrupted)", "0"), ("Dropped (discontinued)", "0"),
                 ("Video", ""), ("Decoded", vdec), ("Displayed", vdisp), ("Lost", "2 frames"),
                 ("Audio", ""), ("Decoded", adec), ("Played", aplay), ("Lost", "0 buffers")]
        return [R("tree-item", n, v, pos=(640 if v else 620, 280 + i * 26), size=(660, 24)) for i, (n, v) in enumerate(items)]

    state = "VLC media player 3.0.16 is open with nothing loaded (volume 100%, speed 1.00x, subtitles off)."
    turns = [
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'o')
pyautogui.sleep(1)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('/home/arjun/Videos/lectures/cs229-lecture07.mp4\\n', interval=0.02)
"""), vlc("Mar 21  20:31", title, playing=True, elapsed="00:00:02", total=tot)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 't')  # Go to Time
pyautogui.sleep(0.5)
pyautogui.typewrite('001230\\n', interval=0.05)
"""), vlc("Mar 21  20:31", title, playing=True, elapsed="00:12:31", total=tot)),
        (code("""
import pyautogui
pyautogui.click(596, 120)  # Subtitle menu
pyautogui.moveTo(680, 173)  # Sub Track
"""), vlc("Mar 21  20:31", title, playing=True, elapsed="00:12:38", total=tot, extra=submenu())),
        (code("""
import pyautogui
pyautogui.click(900, 199)  # Track 1 - [English]
"""), vlc("Mar 21  20:31", title, playing=True, elapsed="00:12:41", total=tot)),
        (code("""
import pyautogui
for _ in range(3):
    pyautogui.press(']')  # faster (fine), +0.10 each
"""), vlc("Mar 21  20:32", title, playing=True, elapsed="00:12:49", total=tot, speed="1.30x")),
        (code("""
import pyautogui
for _ in range(5):
    pyautogui.hotkey('ctrl', 'down')  # volume -5%
"""), vlc("Mar 21  20:32", title, playing=True, elapsed="00:13:02", total=tot, speed="1.30x", volume="75%")),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'i')  # Media Information
"""), vlc("Mar 21  20:32", title, playing=True, elapsed="00:13:10", total=tot, speed="1.30x", volume="75%",
          extra=info("General") + gen_tab)),
        (code("""
import pyautogui
pyautogui.click(990, 244)  # Codec tab
"""), vlc("Mar 21  20:32", title, playing=True, elapsed="00:13:16", total=tot, speed="1.30x", volume="75%",
          extra=info("Codec") + codec_tab)),
        (code("""
import pyautogui
pyautogui.click(1140, 244)  # Statistics tab
"""), vlc("Mar 21  20:32", title, playing=True, elapsed="00:13:21", total=tot, speed="1.30x", volume="75%",
          extra=info("Statistics") + stats("17 MiB", "2541 kb/s", "16 MiB", "2498 kb/s", "1588 blocks",
                                           "1579 frames", "2484 blocks", "2481 buffers"))),
        (code("""
import time
time.sleep(10)
"""), vlc("Mar 21  20:33", title, playing=True, elapsed="00:13:35", total=tot, speed="1.30x", volume="75%",
          extra=info("Statistics") + stats("21 MiB", "2312 kb/s", "20 MiB", "2287 kb/s", "2008 blocks",
                                           "1998 frames", "3141 blocks", "3138 buffers"))),
        (code("""
import pyautogui
pyautogui.press('esc')  # close the information dialog
"""), vlc("Mar 21  20:33", title, playing=True, elapsed="00:13:40", total=tot, speed="1.30x", volume="75%")),
    ]
    return dict(tid="h20-os-04", state=state, turns=turns, bad=False, turn=None, kind="clean")


def term_screen(clock: str, t: Term, text: str) -> str:
    rows = [R("frame", t.title(), pos=(300, 120), size=(1320, 820)),
            R("push-button", "New tab", pos=(306, 126), size=(34, 34)),
            R("label", "", t.title(), pos=(760, 130), size=(400, 24)),
            R("push-button", "Search", pos=(1480, 126), size=(34, 34)),
            R("push-button", "Menu", pos=(1520, 126), size=(34, 34)),
            R("push-button", "Close", pos=(1580, 126), size=(34, 34)),
            R("terminal", "Terminal", text, pos=(300, 166), size=(1320, 774))]
    return desk(clock, rows)


# --------------------------------------------------------------------------- 05 Terminal git branch (bad)
@traj
def t05() -> dict[str, Any]:
    t = Term("tessa", "kestrel", "/home/tessa")
    log6 = """e4a91c2 (HEAD -> main, origin/main, origin/HEAD) Bump version to 0.9.3
7b02d58 Fix rounding in currency formatter
c13f6e9 Add CSV export for reports
91ad4b7 Merge pull request #41 from tessa/ledger-tags
3f8e0a1 Support tags on ledger entries
d6c55b4 Refactor importer to streaming parser"""
    grep = """41:Webhooks recieve a signed JSON payload; verify the `X-Ledgerline-Signature` header before
87:If a report is still running you will recieve a 202 with a `Location` header to poll."""
    show = """commit e4a9c12f7d03b58e6a1c94d27f10b8e3c6a9d4f1 (origin/main, origin/HEAD, main)
Author: Tessa Lindqvist <tessa@ledgerline.dev>
Date:   Mon Mar 11 16:02:47 2024 +0100

    Bump version to 0.9.3

 pyproject.toml             | 2 +-
 src/ledgerline/__init__.py | 2 +-
 2 files changed, 2 insertions(+), 2 deletions(-)"""
    push = """Enumerating objects: 5, done.
Counting objects: 100% (5/5), done.
Delta compression using up to 8 threads
Compressing objects: 100% (3/3), done.
Writing objects: 100% (3/3), 412 bytes | 412.00 KiB/s, done.
Total 3 (delta 2), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (2/2), completed with 2 local objects.
remote:
remote: Create a pull request for 'fix/readme-typo' on GitHub by visiting:
remote:      https://github.com/ledgerline/ledgerline/pull/new/fix/readme-typo
remote:
To github.com:ledgerline/ledgerline.git
 * [new branch]      fix/readme-typo -> fix/readme-typo
branch 'fix/readme-typo' set up to track 'origin/fix/readme-typo'."""
    steps = [
        ("cd ~/src/ledgerline && git log --oneline -6", log6, "/home/tessa/src/ledgerline", "Mar 14  15:40"),
        ("git switch -c fix/readme-typo", "Switched to a new branch 'fix/readme-typo'", None, "Mar 14  15:40"),
        ("grep -n recieve README.md", grep, None, "Mar 14  15:41"),
        ("sed -i 's/recieve/receive/g' README.md && git diff --stat",
         " README.md | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)", None, "Mar 14  15:41"),
        ("git commit -am \"Fix 'receive' typo in README\"",
         "[fix/readme-typo 5a0d3f7] Fix 'receive' typo in README\n 1 file changed, 2 insertions(+), 2 deletions(-)", None, "Mar 14  15:42"),
        ("git log --oneline -3", "5a0d3f7 (HEAD -> fix/readme-typo) Fix 'receive' typo in README\n"
         "e4a91c2 (origin/main, origin/HEAD, main) Bump version to 0.9.3\n7b02d58 Fix rounding in currency formatter", None, "Mar 14  15:42"),
        ("git show --stat HEAD~1", show, None, "Mar 14  15:43"),
        ("git push -u origin fix/readme-typo", push, None, "Mar 14  15:43"),
        ("git status -sb", "## fix/readme-typo...origin/fix/readme-typo", None, "Mar 14  15:44"),
        ("git switch main", "Switched to branch 'main'\nYour branch is up to date with 'origin/main'.", None, "Mar 14  15:44"),
    ]
    turns = []
    for cmd, out, cd, clock in steps:
        text = t.run(cmd, out, cd)
        turns.append((type_cmd(cmd), term_screen(clock, t, text)))
    state = ("GNOME Terminal is open in the home directory of user tessa on host kestrel. The repository "
             "~/src/ledgerline is a clone of github.com:ledgerline/ledgerline with main up to date with origin/main. "
             "Task: fix the 'recieve' typo in README.md on a new branch and push it.")
    return dict(tid="h20-os-05", state=state, turns=turns, bad=True, turn=7,
                kind="full hash of HEAD~1 (e4a9c12…) does not match the commit e4a91c2 that git log showed for it")


# --------------------------------------------------------------------------- 06 GNOME Settings (clean)
@traj
def t06() -> dict[str, Any]:
    panels = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
              "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
              "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
              "Default Applications", "Date & Time", "About"]

    def settings(clock: str, panel: str, body: list[str], header_extra: list[str] | None = None) -> str:
        rows = [R("frame", "Settings", pos=(360, 100), size=(1200, 860)),
                R("push-button", "Search", pos=(368, 106), size=(34, 34)),
                R("label", "", "Settings", pos=(520, 112), size=(120, 24)),
                R("push-button", "Primary menu", pos=(700, 106), size=(34, 34)),
                R("label", "", panel, pos=(1060, 112), size=(200, 24))]
        rows += header_extra or []
        vis = panels[:21] if panels.index(panel) < 18 else panels[5:]
        for i, p in enumerate(vis):
            rows.append(R("list-item", p, desc="selected" if p == panel else "", pos=(366, 150 + i * 38), size=(370, 36)))
        return desk(clock, rows + body)

    def appearance(style: str) -> list[str]:
        return [R("radio-button", "Light", desc="checked" if style == "Light" else "unchecked", pos=(820, 180), size=(200, 150)),
                R("radio-button", "Dark", desc="checked" if style == "Dark" else "unchecked", pos=(1060, 180), size=(200, 150)),
                R("label", "", "Color", pos=(820, 360), size=(100, 22))]\
            + [R("radio-button", c, desc="checked" if c == "Orange" else "unchecked", pos=(820 + i * 44, 392), size=(40, 40))
               for i, c in enumerate(["Orange", "Bark", "Sage", "Olive", "Viridian", "Prussian green", "Blue", "Purple", "Magenta", "Red"])]\
            + [R("label", "", "Desktop Icons", pos=(820, 470), size=(200, 22)),
               R("toggle-button", "Show Personal folder", "on", pos=(1380, 500), size=(50, 28)),
               R("combo-box", "Position of new icons", "Bottom Right", pos=(1280, 540), size=(180, 34)),
               R("label", "", "Dock", pos=(820, 600), size=(200, 22)),
               R("toggle-button", "Auto-hide the Dock", "off", pos=(1380, 630), size=(50, 28)),
               R("slider", "Icon size", "48", pos=(1160, 670), size=(300, 28)),
               R("combo-box", "Position on screen", "Left", pos=(1280, 710), size=(180, 34))]

    def power(batt: str, remain: str, blank: str) -> list[str]:
        return [R("label", "", "Battery", pos=(820, 170), size=(200, 22)),
                R("level-bar", "Battery level", batt, pos=(820, 200), size=(560, 12)),
                R("label", "", f"{remain} ({batt})", pos=(820, 220), size=(400, 22)),
                R("label", "", "Power Mode", pos=(820, 270), size=(200, 22)),
                R("radio-button", "Performance", desc="unchecked", pos=(820, 300), size=(600, 40)),
                R("radio-button", "Balanced Power", desc="checked", pos=(820, 340), size=(600, 40)),
                R("radio-button", "Power Saver", desc="unchecked", pos=(820, 380), size=(600, 40)),
                R("label", "", "Power Saving Options", pos=(820, 440), size=(300, 22)),
                R("toggle-button", "Dim Screen", "on", pos=(1380, 474), size=(50, 28)),
                R("combo-box", "Screen Blank", blank, pos=(1280, 514), size=(150, 34)),
                R("toggle-button", "Automatic Power Saver", "on", pos=(1380, 558), size=(50, 28)),
                R("push-button", "Automatic Suspend", "When on battery power", pos=(820, 598), size=(610, 40)),
                R("label", "", "Suspend & Power Button", pos=(820, 660), size=(300, 22)),
                R("combo-box", "Power Button Behavior", "Suspend", pos=(1280, 690), size=(150, 34)),
                R("toggle-button", "Show Battery Percentage", "off", pos=(1380, 734), size=(50, 28))]

    def displays(frac: bool, scale: str, apply_btn: bool) -> list[str]:
        rows = [R("label", "", "Built-in display", pos=(820, 170), size=(300, 22)),
                R("combo-box", "Orientation", "Landscape", pos=(1200, 210), size=(230, 34)),
                R("combo-box", "Resolution", "1920 × 1200 (16∶10)", pos=(1200, 250), size=(230, 34)),
                R("combo-box", "Refresh Rate", "60.00 Hz", pos=(1200, 290), size=(230, 34)),
                R("label", "", "Scale", pos=(820, 336), size=(100, 22))]
        opts = ["100 %", "125 %", "150 %", "175 %", "200 %"] if frac else ["100 %", "200 %"]
        for i, o in enumerate(opts):
            rows.append(R("toggle-button", o, desc="pressed" if o == scale else "", pos=(1000 + i * 86, 330), size=(82, 34)))
        rows += [R("toggle-button", "Fractional Scaling", "on" if frac else "off", desc="May increase power usage, lower speed, or reduce display sharpness.",
                   pos=(1380, 380), size=(50, 28)),
                 R("push-button", "Night Light", "Off", pos=(820, 440), size=(610, 40))]
        hdr = [R("push-button", "Cancel", pos=(780, 106), size=(80, 34)), R("push-button", "Apply", pos=(1460, 106), size=(80, 34))] if apply_btn else []
        return hdr + rows

    def wifi(nets: list[tuple[str, str, str]]) -> list[str]:
        rows = [R("toggle-button", "Wi-Fi", "on", pos=(1480, 108), size=(50, 28)),
                R("toggle-button", "Airplane Mode", "off", desc="Disables Wi-Fi, Bluetooth and mobile broadband", pos=(1380, 170), size=(50, 28)),
                R("label", "", "Visible Networks", pos=(820, 230), size=(200, 22))]
        for i, (n, sig, extra) in enumerate(nets):
            rows.append(R("list-item", n, extra, desc=f"signal {sig}, secured", pos=(800, 262 + i * 52), size=(640, 50)))
        return rows

    about = [R("label", "Device Name", "zephyrus-g14", pos=(820, 380), size=(600, 40)),
             R("label", "Memory", "16.0 GiB", pos=(820, 430), size=(600, 40)),
             R("label", "Processor", "AMD Ryzen™ 7 6800hs with radeon graphics × 16", pos=(820, 470), size=(600, 40)),
             R("label", "Graphics", "AMD Radeon™ 680m", pos=(820, 510), size=(600, 40)),
             R("label", "Disk Capacity", "512.1 GB", pos=(820, 550), size=(600, 40)),
             R("label", "OS Name", "Ubuntu 22.04.4 LTS", pos=(820, 610), size=(600, 40)),
             R("label", "OS Type", "64-bit", pos=(820, 650), size=(600, 40)),
             R("label", "GNOME Version", "42.9", pos=(820, 690), size=(600, 40)),
             R("label", "Windowing System", "Wayland", pos=(820, 730), size=(600, 40)),
             R("push-button", "Software Updates", pos=(820, 790), size=(600, 40))]
    keep = [R("alert", "Keep Changes?", pos=(760, 380), size=(400, 200)),
            R("label", "", "Keep these display settings?", pos=(790, 410), size=(340, 24)),
            R("label", "", "Settings changes will revert in 20 seconds", pos=(790, 444), size=(340, 22)),
            R("push-button", "Revert Settings", pos=(780, 520), size=(170, 36)),
            R("push-button", "Keep Changes", pos=(970, 520), size=(170, 36))]
    nets1 = [("Harbor-5G", "excellent", "Connected"), ("Harbor-2G", "excellent", ""), ("Vodafone-8F2A", "good", ""),
             ("DIRECT-7B-HP OfficeJet 8010", "ok", ""), ("eduroam", "ok", ""), ("FRITZ!Box 7530 QX", "weak", "")]
    nets2 = [("Harbor-5G", "excellent", "Connected"), ("Harbor-2G", "excellent", ""), ("DIRECT-7B-HP OfficeJet 8010", "good", ""),
             ("Galaxy A54 1F3C", "good", ""), ("Vodafone-8F2A", "ok", ""), ("eduroam", "weak", "")]
    state = ("GNOME Settings is open on the Wi-Fi panel (laptop on battery). Task: switch to the dark style, make "
             "the screen blank after 15 minutes, use 125% display scaling, then check the Wi-Fi list and battery.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(1200, 230)  # focus the network list
pyautogui.scroll(-2)
"""), settings("Mar 19  09:40", "Wi-Fi", wifi(nets1))),
        (code("""
import pyautogui
pyautogui.click(550, 320)  # Appearance
"""), settings("Mar 19  09:41", "Appearance", appearance("Light"))),
        (code("""
import pyautogui
pyautogui.click(1160, 255)  # Dark
"""), settings("Mar 19  09:41", "Appearance", appearance("Dark"))),
        (code("""
import pyautogui
pyautogui.click(550, 662)  # Power
"""), settings("Mar 19  09:42", "Power", power("78 %", "3 hours 12 minutes until empty", "5 minutes"))),
        (code("""
import pyautogui
pyautogui.click(1355, 531)  # Screen Blank
pyautogui.click(1355, 640)  # 15 minutes
"""), settings("Mar 19  09:43", "Power", power("78 %", "3 hours 11 minutes until empty", "15 minutes"))),
        (code("""
import pyautogui
pyautogui.click(550, 700)  # Displays
pyautogui.sleep(1)
pyautogui.click(1405, 394)  # Fractional Scaling switch
"""), settings("Mar 19  09:44", "Displays", displays(True, "100 %", True))),
        (code("""
import pyautogui
pyautogui.click(1127, 347)  # 125 %
pyautogui.click(1500, 123)  # Apply
"""), settings("Mar 19  09:44", "Displays", displays(True, "125 %", False)) + "\n" + "\n".join(keep)),
        (code("""
import pyautogui
pyautogui.click(1055, 538)  # Keep Changes
"""), settings("Mar 19  09:45", "Displays", displays(True, "125 %", False))),
        (code("""
import time, pyautogui
time.sleep(420)  # leave the new scale running for a few minutes
pyautogui.click(550, 168)  # Wi-Fi
"""), settings("Mar 19  09:52", "Wi-Fi", wifi(nets2))),
        (code("""
import pyautogui
pyautogui.click(550, 662)  # Power
"""), settings("Mar 19  09:57", "Power", power("74 %", "2 hours 58 minutes until empty", "15 minutes"))),
        (code("""
import pyautogui
pyautogui.scroll(-10, x=550, y=700)
pyautogui.click(550, 930)  # About
"""), settings("Mar 19  09:58", "About", about)),
    ]
    return dict(tid="h20-os-06", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- Rhythmbox helper
Track = tuple[int, str, str, str, str, int]  # track no, title, genre, artist, album, seconds


def rb_dur(sec: int) -> str:
    m = sec // 60
    if m < 60:
        return f"{m} minute" + ("" if m == 1 else "s")
    h, m = divmod(m, 60)
    return f"{h} hour{'' if h == 1 else 's'} and {m} minute{'' if m == 1 else 's'}"


def rb_status(tracks: list[Track], mb_per_sec: float = 0.032) -> str:
    if not tracks:
        return ""
    n = len(tracks)
    sec = sum(t[5] for t in tracks)
    return f"{n} song{'' if n == 1 else 's'}, {rb_dur(sec)}, {sec * mb_per_sec:.1f} MB"


def rb(clock: str, playlists: list[str], source: str, tracks: list[Track], *, search: str = "",
       playing: tuple[str, str, str, int, int | None] | None = None, paused: bool = False, shuffle: bool = False,
       repeat: bool = False, selected: set[str] | None = None, status: str | None = None,
       extra_cols: dict[str, list[str]] | None = None, extra: list[str] | None = None, title: str | None = None,
       table: list[str] | None = None) -> str:
    win = title or (playing[0] if playing else "Rhythmbox")
    rows = [R("frame", win, pos=(200, 70), size=(1520, 940)),
            R("push-button", "Previous", pos=(212, 80), size=(40, 36)),
            R("push-button", "Play" if (paused or not playing) else "Pause", pos=(254, 80), size=(40, 36)),
            R("push-button", "Next", pos=(296, 80), size=(40, 36))]
    if playing:
        t, ar, al, el, tot = playing
        rows += [R("label", "", f"{t} by {ar} from {al}", pos=(360, 80), size=(800, 22)),
                 R("slider", "Position", mmss(el), pos=(360, 104), size=(700, 14)),
                 R("label", "", mmss(el), desc="elapsed", pos=(1066, 100), size=(44, 20)),
                 R("label", "", mmss(tot) if tot is not None else "", desc="duration", pos=(1112, 100), size=(44, 20))]
    rows += [R("toggle-button", "Enable shuffle", "on" if shuffle else "off", pos=(1500, 80), size=(40, 36)),
             R("toggle-button", "Enable repeat", "on" if repeat else "off", pos=(1542, 80), size=(40, 36)),
             R("push-button", "Volume", "70%", pos=(1600, 80), size=(40, 36)),
             R("push-button", "Menu", pos=(1660, 80), size=(40, 36))]
    side = [("Library", ""), ("Play Queue", ""), ("Music", ""), ("Podcasts", ""), ("Radio", ""), ("Playlists", "")]
    side += [(p, "") for p in playlists]
    for i, (s, _) in enumerate(side):
        tag = "tree-item" if s not in ("Library", "Playlists") else "label"
        rows.append(R(tag, s, desc="selected" if s == source else "", pos=(206, 130 + i * 30), size=(230, 28)))
    rows.append(R("text", "Search all fields", search, pos=(460, 130), size=(420, 30)))
    cols = ["Track", "Title", "Genre", "Artist", "Album", "Time"] + list((extra_cols or {}).keys())
    if table is not None:
        cols, tracks = [], []
        rows += table
    for i, c in enumerate(cols):
        rows.append(R("table-column-header", c, pos=(450 + i * 160, 176), size=(156, 26)))
    sel = selected or set()
    for r, tr in enumerate(tracks):
        vals = [str(tr[0]), tr[1], tr[2], tr[3], tr[4], mmss(tr[5])] + [v[r] for v in (extra_cols or {}).values()]
        for i, v in enumerate(vals):
            d = "selected" if tr[1] in sel else ""
            if playing and tr[1] == playing[0] and tr[4] == playing[2] and i == 1:
                d = (d + ", " if d else "") + ("paused" if paused else "playing")
            rows.append(R("table-cell", cols[i], v, desc=d, pos=(450 + i * 160, 204 + r * 28), size=(156, 28)))
    rows.append(R("label", "", rb_status(tracks) if status is None else status, desc="status bar", pos=(450, 984), size=(600, 22)))
    rows += extra or []
    return desk(clock, rows)


# --------------------------------------------------------------------------- 07 Rhythmbox road-trip playlist (bad)
@traj
def t07() -> dict[str, Any]:
    kg, ti = "Psychedelic Soul", "Psychedelic Rock"
    ctem, tusuy = "Con Todo El Mundo", "The Universe Smiles Upon You"
    khru: list[Track] = [(1, "Cómo Te Quiero", kg, "Khruangbin", ctem, 238), (2, "Lady and Man", kg, "Khruangbin", ctem, 242),
                         (3, "Maria También", kg, "Khruangbin", ctem, 188), (4, "August 10", kg, "Khruangbin", ctem, 263),
                         (5, "Evan Finds the Third Room", kg, "Khruangbin", ctem, 237), (6, "Friday Morning", kg, "Khruangbin", ctem, 270),
                         (2, "White Gloves", kg, "Khruangbin", tusuy, 269), (4, "People Everywhere (Still Alive)", kg, "Khruangbin", tusuy, 286),
                         (8, "Dern Kala", kg, "Khruangbin", tusuy, 241)]
    tame: list[Track] = [(1, "Let It Happen", ti, "Tame Impala", "Currents", 467), (3, "The Moment", ti, "Tame Impala", "Currents", 255),
                         (7, "The Less I Know the Better", ti, "Tame Impala", "Currents", 216), (12, "Eventually", ti, "Tame Impala", "Currents", 319),
                         (2, "Apocalypse Dreams", ti, "Tame Impala", "Lonerism", 356),
                         (4, "Feels Like We Only Go Backwards", ti, "Tame Impala", "Lonerism", 192),
                         (6, "Elephant", ti, "Tame Impala", "Lonerism", 211)]
    base = ["My Top Rated", "Recently Added", "Recently Played", "Focus"]
    focus: list[Track] = [(2, "Says", "Ambient", "Nils Frahm", "Spaces", 498), (3, "Avril 14th", "Electronic", "Aphex Twin", "Drukqs", 125),
                          (2, "An Ending (Ascent)", "Ambient", "Brian Eno", "Apollo: Atmospheres and Soundtracks", 266),
                          (1, "Weightless", "Ambient", "Marconi Union", "Weightless", 480)]
    withrt = base + ["Road Trip"]
    pick = {"Maria También", "August 10", "Friday Morning", "White Gloves"}
    road = [t for t in khru if t[1] in pick]
    lih = ("Let It Happen", "Tame Impala", "Currents", 0, 467)
    state = ("Rhythmbox 3.4.4 is open on the Music library (1,284 songs). Sidebar playlists: My Top Rated, Recently Added, "
             "Recently Played, Focus. Task: build a 'Road Trip' playlist from some Khruangbin songs, then play Tame Impala.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(320, 205)  # Music
pyautogui.click(670, 145)  # search field
pyautogui.typewrite('Khruangbin', interval=0.05)
"""), rb("Mar 16  17:20", base, "Music", khru, search="Khruangbin")),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'n')  # New Playlist
pyautogui.sleep(0.5)
pyautogui.typewrite('Road Trip\\n', interval=0.05)
"""), rb("Mar 16  17:20", withrt, "Road Trip", [])),
        (code("""
import pyautogui
pyautogui.click(320, 205)  # Music (search still 'Khruangbin')
pyautogui.click(770, 274)  # Maria También
pyautogui.keyDown('ctrl')
for y in (302, 358, 386):   # August 10, Friday Morning, White Gloves
    pyautogui.click(770, y)
pyautogui.keyUp('ctrl')
pyautogui.rightClick(770, 386)
pyautogui.click(840, 520)  # Add to Playlist
pyautogui.click(1010, 576)  # Road Trip
"""), rb("Mar 16  17:21", withrt, "Music", khru, search="Khruangbin", selected=pick)),
        (code("""
import pyautogui
pyautogui.click(320, 444)  # Road Trip
"""), rb("Mar 16  17:21", withrt, "Road Trip", road)),
        (code("""
import pyautogui
pyautogui.click(320, 205)  # Music
pyautogui.tripleClick(670, 145)
pyautogui.typewrite('Tame Impala', interval=0.05)
"""), rb("Mar 16  17:22", base, "Music", tame, search="Tame Impala")),
        (code("""
import pyautogui
pyautogui.doubleClick(770, 218)  # Let It Happen
"""), rb("Mar 16  17:22", base, "Music", tame, search="Tame Impala", playing=(*lih[:3], 1, 467))),
        (code("""
import pyautogui
pyautogui.click(1520, 98)  # shuffle
"""), rb("Mar 16  17:22", base, "Music", tame, search="Tame Impala", playing=(*lih[:3], 9, 467), shuffle=True)),
        (code("""
import pyautogui
pyautogui.click(274, 98)  # pause
"""), rb("Mar 16  17:22", base, "Music", tame, search="Tame Impala", playing=(*lih[:3], 16, 467), shuffle=True, paused=True)),
        (code("""
import pyautogui
pyautogui.click(320, 414)  # Focus
"""), rb("Mar 16  17:23", base, "Focus", focus, playing=(*lih[:3], 16, 467), shuffle=True, paused=True)),
    ]
    return dict(tid="h20-os-07", state=state, turns=turns, bad=True, turn=5,
                kind="the 'Road Trip' playlist created two turns earlier is missing from the sidebar")


# --------------------------------------------------------------------------- 08 Evince (clean)
@traj
def t08() -> dict[str, Any]:
    front = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"]

    def label(p: int) -> str:
        return front[p - 1] if p <= 12 else str(p - 12)

    outline = [("Preface", 9), ("1 Introduction", 13), ("2 The Operator Pattern", 29), ("3 Custom Resource Definitions", 43),
               ("4 Reconciliation Loops", 57), ("5 Finalizers and Garbage Collection", 85), ("6 Status, Conditions and Events", 110),
               ("7 Testing Operators", 133), ("8 Packaging with OLM", 161), ("9 Operating at Scale", 189),
               ("A Kubebuilder Reference", 223), ("Index", 249)]
    hits = [(64, "…the finalizer is added before any external resource is created, so…"),
            (65, "…remove the finalizer only after the bucket deletion has been confirmed…"),
            (65, "…a stuck finalizer keeps the object in Terminating forever…"),
            (68, "…see chapter 5 for finalizer ordering across controllers…"),
            (85, "5 Finalizers and Garbage Collection"),
            (85, "…A finalizer is a namespaced key that tells Kubernetes to wait…"),
            (86, "…metadata.finalizers is a list of strings; the API server…"),
            (87, "…controllerutil.AddFinalizer(obj, bucketFinalizer)…"),
            (87, "…if the finalizer is already present the update is a no-op…"),
            (89, "…owner references versus finalizers: which to choose…"),
            (92, "…orphaned children when the finalizer is removed too early…"),
            (93, "…Listing 5.4 Removing the finalizer after cleanup…"),
            (96, "…foreground deletion adds the foregroundDeletion finalizer…"),
            (100, "…a condition that reports finalizer progress to users…"),
            (103, "…emit an Event when the finalizer blocks deletion…"),
            (124, "…envtest does not run the garbage collector, so finalizer tests…"),
            (252, "finalizer, 52–56, 73–91, 112")]
    title = "Kubernetes Operators in Practice"

    def ev(clock: str, page: int, zoom: str, side: str | None, body: list[str], extra: list[str] | None = None,
           find: str = "") -> str:
        rows = [R("frame", title, pos=(160, 60), size=(1600, 960)),
                R("toggle-button", "Side pane", "on" if side else "off", pos=(168, 66), size=(34, 34)),
                R("text", "Select page", label(page), pos=(214, 66), size=(60, 34)),
                R("label", "", f"({page} of 260)", pos=(278, 72), size=(100, 22)),
                R("toggle-button", "Find in document", "on" if find else "off", pos=(1500, 66), size=(34, 34)),
                R("push-button", "Zoom", zoom, pos=(1560, 66), size=(110, 34)),
                R("push-button", "File options", pos=(1680, 66), size=(34, 34)),
                R("push-button", "Menu", pos=(1718, 66), size=(34, 34))]
        if find:
            rows.append(R("text", "Find", find, pos=(640, 108), size=(420, 32)))
        off = 160
        if side:
            off = 460
            for i, t in enumerate(["Thumbnails", "Outline", "Annotations", "Attachments", "Layers"]):
                rows.append(R("toggle-button", t, "on" if t == side else "off", pos=(170 + i * 56, 110), size=(52, 30)))
            rows += body
        rows += [R("document-frame", "", "", desc=f"page {label(page)}, zoom {zoom}", pos=(off, 146), size=(1760 - off, 874))]
        rows += extra or []
        return desk(clock, rows)

    def thumbs(pages: list[int], cur: int) -> list[str]:
        return [R("icon", f"Page {label(p)}", desc="selected" if p == cur else "", pos=(230, 150 + i * 210), size=(160, 200)) for i, p in enumerate(pages)]

    def outl() -> list[str]:
        return [R("tree-item", n, label(p), pos=(168, 150 + i * 30), size=(286, 28)) for i, (n, p) in enumerate(outline)]

    def results(cur: int) -> list[str]:
        rows = [R("label", "", "Find results", pos=(168, 150), size=(286, 22))]
        for i, (p, s) in enumerate(hits):
            rows.append(R("list-item", s, label(p), desc="selected" if i == cur else "", pos=(168, 176 + i * 44), size=(286, 42)))
        return rows

    def page_text(p: int, text: str) -> list[str]:
        return [R("paragraph", "", text, desc=f"page {label(p)}", pos=(720, 260), size=(760, 400))]

    props = [R("dialog", "Properties", pos=(720, 200), size=(480, 600)),
             R("page-tab", "General", desc="selected", pos=(740, 230), size=(100, 28)),
             R("page-tab", "Fonts", pos=(844, 230), size=(100, 28))]
    for i, (k, v) in enumerate([("Title:", title), ("Location:", "/home/samir/Books/k8s-operators-in-practice.pdf"),
                                ("Subject:", "Building Kubernetes controllers with controller-runtime"),
                                ("Author:", "Lena Vasquez"), ("Keywords:", "kubernetes, operators, golang"),
                                ("Producer:", "pdfTeX-1.40.25"), ("Creator:", "LaTeX with hyperref"),
                                ("Created:", "Tue 14 Feb 2023 10:03:17 AM CET"), ("Modified:", "Tue 14 Feb 2023 10:03:17 AM CET"),
                                ("Number of Pages:", "260"), ("Optimized:", "No"), ("Format:", "PDF-1.5"), ("Security:", "No"),
                                ("Paper Size:", "A4, Portrait (210 × 297 mm)"), ("Size:", "6.1 MB")]):
        props.append(R("label", k, v, pos=(740, 280 + i * 32), size=(440, 28)))
    p57 = ("4 Reconciliation Loops\n\nA controller never asks what changed. It is handed the name of an object and asked to "
           "make the world match that object's spec, from scratch, every time. This chapter builds the reconcile function "
           "for the BucketClaim operator introduced in chapter 3 and shows why level-triggered logic survives restarts, "
           "missed events and concurrent updates.\n\n4.1 The shape of Reconcile")
    p65 = ("Listing 4.6 Deleting the external bucket\n\nif !claim.DeletionTimestamp.IsZero() {\n    if err := r.store.DeleteBucket(ctx, claim.Status.BucketID); err != nil {\n"
           "        return ctrl.Result{}, err\n    }\n    controllerutil.RemoveFinalizer(claim, bucketFinalizer)\n    return ctrl.Result{}, r.Update(ctx, claim)\n}\n\n"
           "Remove the finalizer only after the bucket deletion has been confirmed. A stuck finalizer keeps the object in "
           "Terminating forever, which is annoying but safe; removing it early leaks a bucket, which costs money.")
    state = ("Evince 42.3 is open on ~/Books/k8s-operators-in-practice.pdf (260 pages; the front matter is numbered i–xii, so "
             "printed page numbers lag the physical page by 12). It shows page i at 'Fit Width' with the side pane hidden.")
    turns = [
        (code("""
import pyautogui
pyautogui.press('f9')  # side pane
"""), ev("Mar 22  21:05", 1, "Fit Width", "Thumbnails", thumbs([1, 2, 3, 4], 1))),
        (code("""
import pyautogui
pyautogui.click(252, 125)  # Outline
"""), ev("Mar 22  21:05", 1, "Fit Width", "Outline", outl())),
        (code("""
import pyautogui
pyautogui.click(300, 285)  # 4 Reconciliation Loops
"""), ev("Mar 22  21:06", 57, "Fit Width", "Outline", outl(), page_text(57, p57))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('finalizer\\n', interval=0.05)
"""), ev("Mar 22  21:06", 64, "Fit Width", "Outline", results(0), find="finalizer")),
        (code("""
import pyautogui
pyautogui.press('enter')
pyautogui.press('enter')  # third match
"""), ev("Mar 22  21:07", 65, "Fit Width", "Outline", results(2), page_text(65, p65), find="finalizer")),
        (code("""
import pyautogui
pyautogui.press('esc')  # close the find bar
pyautogui.click(1615, 83)  # Zoom
pyautogui.click(1615, 300)  # 150%
"""), ev("Mar 22  21:07", 65, "150%", "Outline", outl(), page_text(65, p65))),
        (code("""
import pyautogui
pyautogui.hotkey('alt', 'enter')  # document properties
"""), ev("Mar 22  21:08", 65, "150%", "Outline", outl(), props)),
        (code("""
import pyautogui
pyautogui.press('esc')
pyautogui.hotkey('ctrl', 'end')  # last page
"""), ev("Mar 22  21:08", 260, "150%", "Outline", outl())),
        (code("""
import pyautogui
pyautogui.click(196, 125)  # Thumbnails
"""), ev("Mar 22  21:09", 260, "150%", "Thumbnails", thumbs([257, 258, 259, 260], 260))),
    ]
    return dict(tid="h20-os-08", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- 09 Thunderbird reply and archive (bad)
@traj
def t09() -> dict[str, Any]:
    me = "marek.novak@kestrel-freight.eu"
    priya = "Priya Raman <priya.raman@northwind-logistics.com>"
    # subject, correspondent, date, unread, extra status
    inbox0 = [["Re: Q1 freight consolidation — revised rates", "Priya Raman", "13:52", True, ""],
              ["Your AWS Invoice is available", "Amazon Web Services", "11:18", True, ""],
              ["Standup moved to 10:30 tomorrow", "Marco Bellini", "10:47", True, ""],
              ["[Jira] (OPS-2291) Carrier API returns 502 intermittently", "Jira", "09:31", False, ""],
              ["Lunch & learn: Postgres partitioning", "Hannah Okafor", "11/03/2024, 16:20", True, ""],
              ["Weekly carrier performance report", "reports@kestrel-freight.eu", "11/03/2024, 07:00", False, ""],
              ["Invitation: Quarterly planning @ Thu 14 Mar 2024 14:00 - 15:00 (CET)", "Sofia Lind", "08/03/2024, 12:05", False, ""]]
    body_priya = ("Hi Marek,\n\nAttached are the revised Q1 consolidation rates. Main changes:\n"
                  "- Rotterdam → Poznań FTL down from €1,480 to €1,395\n- Groupage surcharge for < 4 pallets now €38/pallet\n"
                  "- Fuel index reset to 1.12 from 1 April\n\nCould you confirm by Thursday so we can book the March 25 departures?\n\n"
                  "Best,\nPriya\n\nPriya Raman | Key Account Manager | Northwind Logistics")
    reply = ("Hi Priya,\n\nThanks, the revised rates work for us. Please go ahead and book the 25 March departures; "
             "I'll send the pallet counts by tomorrow noon.\n\nBest regards,\nMarek")
    sent_old = [["Re: [Jira] (OPS-2291) Carrier API returns 502 intermittently", "Jira", "09:44"],
                ["Pallet forecast week 12", "Sofia Lind", "11/03/2024, 17:02"],
                ["Customs documents for shipment KF-22817", "Jonas Weber", "11/03/2024, 16:31"]]

    def tb(clock: str, folder: str, msgs: list[list[Any]], unread: int, sel: int | None, pane: list[str],
           sent: bool = False, win: str | None = None) -> str:
        rows = [R("frame", win or f"{folder} - Mozilla Thunderbird", pos=(0, 27), size=(1920, 1053))]
        for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
            rows.append(R("push-button", s, pos=(4, 90 + i * 44), size=(40, 40)))
        rows += [R("page-tab", folder, desc="selected", pos=(50, 34), size=(240, 32)),
                 R("push-button", "Get Messages", pos=(50, 72), size=(130, 32)),
                 R("push-button", "New Message", pos=(186, 72), size=(130, 32)),
                 R("text", "Search", "", pos=(700, 72), size=(500, 32)),
                 R("tree-item", me, pos=(50, 116), size=(330, 30))]
        folders = [("Inbox", f"{unread} unread" if unread else ""), ("Drafts", ""), ("Sent", ""), ("Archives", ""),
                   ("Junk", ""), ("Trash", "")]
        for i, (f, d) in enumerate(folders):
            rows.append(R("tree-item", f, d, desc="selected" if f == folder else "", pos=(70, 148 + i * 30), size=(310, 28)))
        for i, h in enumerate(["Star", "Attachment", "Subject", "Recipient" if sent else "Correspondents", "Date"]):
            rows.append(R("table-column-header", h, desc="sorted descending" if h == "Date" else "", pos=(390 + [0, 30, 60, 760, 1080][i], 116), size=([28, 28, 696, 316, 440][i], 26)))
        for r, m in enumerate(msgs):
            st = []
            if not sent and m[3]:
                st.append("unread")
            if not sent and m[4]:
                st.append(m[4])
            if sel == r:
                st.append("selected")
            d = ", ".join(st)
            y = 144 + r * 30
            rows += [R("table-cell", "Subject", m[0], desc=d, pos=(450, y), size=(696, 30)),
                     R("table-cell", "Recipient" if sent else "Correspondents", m[1], pos=(1150, y), size=(316, 30)),
                     R("table-cell", "Date", m[2], pos=(1470, y), size=(440, 30))]
        rows += pane
        return desk(clock, rows)

    def header(frm: str, to: str, subj: str, date: str, body: str) -> list[str]:
        return [R("push-button", "Reply", pos=(1460, 420), size=(80, 30)),
                R("push-button", "Forward", pos=(1544, 420), size=(90, 30)),
                R("push-button", "Archive", pos=(1638, 420), size=(80, 30)),
                R("push-button", "Junk", pos=(1722, 420), size=(60, 30)),
                R("push-button", "Delete", pos=(1786, 420), size=(70, 30)),
                R("label", "From", frm, pos=(400, 424), size=(900, 24)),
                R("label", "To", to, pos=(400, 452), size=(900, 24)),
                R("label", "Subject", subj, pos=(400, 480), size=(900, 24)),
                R("label", "Date", date, pos=(1600, 480), size=(300, 24)),
                R("document-web", "", body, pos=(390, 520), size=(1520, 540))]

    def compose(text: str) -> list[str]:
        quoted = "\n".join("> " + ln if ln else ">" for ln in body_priya.split("\n"))
        body = (text + "\n\n" if text else "\n\n") + "On 12/03/2024 13:52, Priya Raman wrote:\n" + quoted
        return [R("frame", "Write: Re: Q1 freight consolidation — revised rates - Thunderbird", pos=(360, 120), size=(1200, 860)),
                R("push-button", "Send", pos=(370, 128), size=(80, 32)),
                R("push-button", "Spelling", pos=(456, 128), size=(90, 32)),
                R("push-button", "Attach", pos=(552, 128), size=(80, 32)),
                R("push-button", "Save", pos=(638, 128), size=(70, 32)),
                R("combo-box", "From", f"Marek Novak <{me}>", pos=(460, 176), size=(700, 30)),
                R("text", "To", priya, pos=(460, 212), size=(700, 30)),
                R("text", "Subject", "Re: Q1 freight consolidation — revised rates", pos=(460, 248), size=(1080, 30)),
                R("document-frame", "Message body", body, pos=(370, 290), size=(1180, 680))]

    hdr_p = header(priya, f"Marek Novak <{me}>", inbox0[0][0], "12/03/2024, 13:52", body_priya)
    aws_body = ("Greetings from Amazon Web Services,\n\nThis e-mail confirms that your latest billing statement, for the account "
                "ending in 4417, is available on the AWS web site. Your account will be charged the following:\n\n"
                "Total: USD 312.48\n\nYou can see a complete break down of all charges on the Bills page.")
    marco_body = "Hi all,\n\nTomorrow's standup is moved to 10:30 because of the carrier call at 9:30. Same room.\n\nMarco"
    i1 = [m[:] for m in inbox0]
    i1[0][3] = False
    i4 = [m[:] for m in i1]
    i4[0][4] = "replied"
    i5 = [m[:] for m in i4]
    i5[1][3] = False
    i6 = [m[:] for m in i5 if not m[0].startswith("Your AWS")]
    i6[1][3] = False  # Marco's message is shown (and so read) after the archive
    sent = [["Re: Q1 freight consolidation — revised rates", "Priya Raman", "13:41"]] + sent_old
    state = (f"Thunderbird 115.8 is open on the Inbox of {me} (4 unread). Today is Tuesday 12 March 2024. "
             "Task: answer Priya's revised-rates mail, archive the AWS invoice notice, and flag what is left.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(800, 159)  # Priya's message
"""), tb("Mar 12  14:02", "Inbox", i1, 3, 0, hdr_p)),
        (code("""
import pyautogui
pyautogui.click(1500, 435)  # Reply
"""), tb("Mar 12  14:03", "Inbox", i1, 3, 0, hdr_p) + "\n" + "\n".join(compose(""))),
        (code("""
import pyautogui
pyautogui.click(900, 320)  # top of the body
pyautogui.typewrite("Hi Priya,\\n\\nThanks, the revised rates work for us. Please go ahead and book the 25 March departures; I'll send the pallet counts by tomorrow noon.\\n\\nBest regards,\\nMarek", interval=0.01)
"""), tb("Mar 12  14:05", "Inbox", i1, 3, 0, hdr_p) + "\n" + "\n".join(compose(reply))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'enter')  # Send
"""), tb("Mar 12  14:05", "Inbox", i4, 3, 0, hdr_p)),
        (code("""
import pyautogui
pyautogui.click(800, 189)  # AWS invoice notice
"""), tb("Mar 12  14:06", "Inbox", i5, 2, 1, header("Amazon Web Services <no-reply-aws@amazon.com>", me, i5[1][0],
                                                     "12/03/2024, 11:18", aws_body))),
        (code("""
import pyautogui
pyautogui.press('a')  # archive
"""), tb("Mar 12  14:06", "Inbox", i6, 1, 1, header("Marco Bellini <marco.bellini@kestrel-freight.eu>", "dev-team@kestrel-freight.eu",
                                                    i6[1][0], "12/03/2024, 10:47", marco_body))),
        (code("""
import pyautogui
pyautogui.click(200, 223)  # Sent
"""), tb("Mar 12  14:07", "Sent", sent, 1, None, [], sent=True)),
        (code("""
import pyautogui
pyautogui.click(800, 159)  # the reply to Priya
"""), tb("Mar 12  14:07", "Sent", sent, 1, 0, header(f"Marek Novak <{me}>", priya, sent[0][0], "12/03/2024, 13:41",
                                                     reply + "\n\nOn 12/03/2024 13:52, Priya Raman wrote:\n> Hi Marek, …"), sent=True)),
        (code("""
import pyautogui
pyautogui.click(200, 163)  # Inbox
"""), tb("Mar 12  14:08", "Inbox", i6, 1, None, [])),
        (code("""
import pyautogui
pyautogui.click(404, 249)  # star on 'Lunch & learn'
"""), tb("Mar 12  14:08", "Inbox", [m[:4] + ["starred" if m[0].startswith("Lunch") else m[4]] for m in i6], 1, None, [])),
    ]
    return dict(tid="h20-os-09", state=state, turns=turns, bad=True, turn=7,
                kind="the reply sent at about 14:05 is listed in Sent as 13:41, before the 13:52 message it answers")


# --------------------------------------------------------------------------- 10 VS Code fix and commit (clean)
@traj
def t10() -> dict[str, Any]:
    src0 = '''"""Invoice total calculations."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    vat_rate: Decimal


def line_net(line: Line) -> Decimal:
    return line.unit_price * line.quantity


def line_vat(line: Line) -> Decimal:
    return (line_net(line) * line.vat_rate).quantize(Decimal("0.01"))


def invoice_total(lines: list[Line]) -> Decimal:
    net = sum((line_net(x) for x in lines), Decimal("0"))
    vat = sum((line_vat(x) for x in lines), Decimal("0"))
    return net + vat'''
    imp = "from decimal import ROUND_HALF_UP, Decimal"
    l0 = src0.split("\n")
    src1 = "\n".join(l0[:1] + [imp] + l0[1:])
    old19 = '    return (line_net(line) * line.vat_rate).quantize(Decimal("0.01"))'
    new19 = '    return (line_net(line) * line.vat_rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)'
    src2 = src1.replace(old19, new19)
    assert src1.split("\n")[18] == old19
    fail = """(.venv) ines@devbox:~/work/invoicer$ pytest -q tests/test_totals.py
........F...                                                             [100%]
=================================== FAILURES ===================================
___________________________ test_vat_rounds_half_up ____________________________

    def test_vat_rounds_half_up():
        line = Line("Cable", 5, Decimal("2.50"), Decimal("0.21"))
>       assert line_vat(line) == Decimal("2.63")
E       AssertionError: assert Decimal('2.62') == Decimal('2.63')
E        +  where Decimal('2.62') = line_vat(Line(description='Cable', quantity=5, unit_price=Decimal('2.50'), vat_rate=Decimal('0.21')))

tests/test_totals.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_totals.py::test_vat_rounds_half_up - AssertionError: assert Decimal('2.62') == Decimal('2.63')
1 failed, 11 passed in 0.84s
(.venv) ines@devbox:~/work/invoicer$ """
    ok = fail + """pytest -q tests/test_totals.py
............                                                             [100%]
12 passed in 0.79s
(.venv) ines@devbox:~/work/invoicer$ """

    def vs(clock: str, text: str, *, dirty: bool, errors: int, ln: int, col: int, branch: str, scm: int,
           modified: bool, term: str | None = None, view: str = "Explorer", commit_msg: str = "", sync: str = "") -> str:
        tab = ("● " if dirty else "") + "totals.py"
        rows = [R("frame", f"{'● ' if dirty else ''}totals.py - invoicer - Visual Studio Code", pos=(0, 27), size=(1920, 1053))]
        rows += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 30, x0=40, step=70)
        for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)",
                               f"Source Control (Ctrl+Shift+G){f' - {scm} pending changes' if scm else ''}",
                               "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
            rows.append(R("page-tab", a, desc="selected" if a.startswith(view) else "", pos=(0, 64 + i * 48), size=(48, 48)))
        if view == "Explorer":
            rows.append(R("label", "", "EXPLORER", pos=(60, 64), size=(200, 22)))
            tree = [("INVOICER", ""), ("src", ""), ("invoice", ""), ("__init__.py", ""), ("totals.py", "M" if modified else ""),
                    ("tests", ""), ("test_totals.py", ""), (".gitignore", ""), ("pyproject.toml", ""), ("README.md", "")]
            for i, (n, d) in enumerate(tree):
                rows.append(R("tree-item", n, d, desc="selected" if n == "totals.py" else "", pos=(60, 94 + i * 22), size=(250, 22)))
        else:
            rows += [R("label", "", "SOURCE CONTROL", pos=(60, 64), size=(200, 22)),
                     R("text", "Source Control Input", commit_msg, desc="Message (Ctrl+Enter to commit on 'main')", pos=(60, 94), size=(250, 60)),
                     R("push-button", "✓ Commit", pos=(60, 160), size=(250, 28))]
            if scm:
                rows += [R("tree-item", "Changes", str(scm), pos=(60, 196), size=(250, 22)),
                         R("tree-item", "totals.py", "M", desc="src/invoice", pos=(76, 218), size=(234, 22))]
        rows += [R("page-tab", tab, desc="selected", pos=(320, 64), size=(140, 34)),
                 R("label", "", "src › invoice › totals.py", pos=(320, 100), size=(400, 20)),
                 R("text", "Editor content;Press Alt+F1 for Accessibility Options.", text, pos=(320, 122), size=(1600, 560 if term else 910))]
        if term is not None:
            rows += [R("page-tab", "PROBLEMS", pos=(320, 690), size=(90, 24)), R("page-tab", "OUTPUT", pos=(414, 690), size=(70, 24)),
                     R("page-tab", "TERMINAL", desc="selected", pos=(488, 690), size=(80, 24)),
                     R("terminal", "Terminal 1, bash", term, pos=(320, 718), size=(1600, 320))]
        status = [f"{branch}", sync, f"⊗ {errors}  ⚠ 0", f"Ln {ln}, Col {col}", "Spaces: 4", "UTF-8", "LF", "Python",
                  "3.11.6 ('.venv': venv)"]
        x = 0
        for s in status:
            if s:
                rows.append(R("push-button", s, pos=(x, 1056), size=(10 * len(s) + 16, 22)))
                x += 10 * len(s) + 20
        return desk(clock, rows)

    state = ("VS Code 1.87 has the folder ~/work/invoicer open (git repository, branch main, clean working tree) with "
             "the Explorer visible and no editor open. The project venv .venv (Python 3.11.6) is selected.")
    turns = [
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'p')
pyautogui.typewrite('totals.py\\n', interval=0.04)
"""), vs("Mar 20  15:10", src0, dirty=False, errors=8, ln=1, col=1, branch="main", scm=0, modified=False)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'home')
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.typewrite('from decimal import ROUND_HALF_UP, Decimal', interval=0.02)
"""), vs("Mar 20  15:11", src1, dirty=True, errors=0, ln=2, col=len(imp) + 1, branch="main", scm=0, modified=False)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), vs("Mar 20  15:11", src1, dirty=False, errors=0, ln=2, col=len(imp) + 1, branch="main*", scm=1, modified=True)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', '`')
pyautogui.sleep(1)
pyautogui.typewrite('pytest -q tests/test_totals.py\\n', interval=0.02)
"""), vs("Mar 20  15:12", src1, dirty=False, errors=0, ln=2, col=len(imp) + 1, branch="main*", scm=1, modified=True, term=fail)),
        (code("""
import pyautogui
pyautogui.click(900, 300)  # back to the editor
pyautogui.hotkey('ctrl', 'g')
pyautogui.typewrite('19\\n')
pyautogui.press('end')
pyautogui.press('left')  # before the closing parenthesis
pyautogui.typewrite(', rounding=ROUND_HALF_UP', interval=0.02)
"""), vs("Mar 20  15:13", src2, dirty=True, errors=0, ln=19, col=len(new19), branch="main*", scm=1, modified=True, term=fail)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
pyautogui.click(900, 900)  # terminal
pyautogui.typewrite('pytest -q tests/test_totals.py\\n', interval=0.02)
"""), vs("Mar 20  15:13", src2, dirty=False, errors=0, ln=19, col=len(new19), branch="main*", scm=1, modified=True, term=ok)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'g')
pyautogui.click(185, 124)  # commit message box
pyautogui.typewrite('Round VAT half-up and import Decimal', interval=0.03)
"""), vs("Mar 20  15:14", src2, dirty=False, errors=0, ln=19, col=len(new19), branch="main*", scm=1, modified=True, term=ok,
          view="Source Control", commit_msg="Round VAT half-up and import Decimal")),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'enter')  # commit
"""), vs("Mar 20  15:14", src2, dirty=False, errors=0, ln=19, col=len(new19), branch="main", scm=0, modified=False, term=ok,
          view="Source Control", sync="0↓ 1↑")),
    ]
    return dict(tid="h20-os-10", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- Inkscape helper
def ink(clock: str, title: str, xywh: tuple[float, float, float, float] | None, unit: str, msg: str, cursor: str,
        zoom: str = "100%", lock: bool = False, extra: list[str] | None = None, dock: list[str] | None = None) -> str:
    rows = [R("frame", title, pos=(0, 27), size=(1920, 1053))]
    rows += menubar(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"], 54, step=78)
    for i, t in enumerate(["Select and transform objects", "Edit paths by nodes", "Create rectangles and squares",
                           "Create circles, ellipses, and arcs", "Draw Bezier curves and straight lines", "Create and edit text objects",
                           "Pick colors from image", "Zoom in or out"]):
        rows.append(R("toggle-button", t, "on" if i == 0 else "off", pos=(4, 130 + i * 36), size=(34, 34)))
    if xywh is not None:
        for i, (n, v) in enumerate(zip(["X", "Y", "W", "H"], xywh)):
            rows.append(R("spin-button", n, f"{v:.3f}", pos=(560 + i * 150 + (40 if i > 2 else 0), 92), size=(110, 30)))
        rows.insert(-1, R("toggle-button", "Lock", "on" if lock else "off",
                          desc="When locked, change both width and height by the same proportion", pos=(1010, 92), size=(30, 30)))
        rows.append(R("combo-box", "Units", unit, pos=(1220, 92), size=(70, 30)))
    rows.append(R("canvas", "", desc="drawing canvas", pos=(44, 130), size=(1500 if dock else 1860, 880)))
    rows += dock or []
    rows += [R("label", "", "Layer 1", desc="current layer", pos=(150, 1044), size=(120, 28)),
             R("label", "", msg, desc="status message", pos=(280, 1044), size=(1100, 28)),
             R("label", "", cursor, desc="cursor coordinates", pos=(1560, 1044), size=(170, 28)),
             R("spin-button", "Zoom", zoom, pos=(1740, 1044), size=(80, 28)),
             R("spin-button", "Rotation", "0.00°", pos=(1830, 1044), size=(80, 28))]
    rows += extra or []
    return desk(clock, rows)


def align_dock() -> list[str]:
    rows = [R("page-tab", "Align and Distribute", desc="selected", pos=(1550, 130), size=(300, 30)),
            R("combo-box", "Relative to", "Page", pos=(1650, 170), size=(200, 30)),
            R("check-box", "Treat selection as group", desc="unchecked", pos=(1560, 206), size=(260, 24)),
            R("label", "", "Align", pos=(1560, 240), size=(100, 22))]
    for i, b in enumerate(["Align right edges of objects to the left edge of anchor", "Align left edges",
                           "Center on vertical axis", "Align right sides", "Align left edges of objects to the right edge of anchor"]):
        rows.append(R("push-button", b, pos=(1560 + i * 40, 266), size=(36, 36)))
    for i, b in enumerate(["Align bottom edges of objects to the top edge of anchor", "Align top edges",
                           "Center on horizontal axis", "Align bottom edges", "Align top edges of objects to the bottom edge of anchor"]):
        rows.append(R("push-button", b, pos=(1560 + i * 40, 306), size=(36, 36)))
    return rows


# --------------------------------------------------------------------------- 11 Inkscape badge layout (bad)
@traj
def t11() -> dict[str, Any]:
    rmsg = "Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."
    tmsg = "Text (Cantarell, 24 pt) in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."
    t_clean, t_dirty = "badge.svg - Inkscape", "*badge.svg - Inkscape"
    state = ("Inkscape 1.1.2 has ~/Design/badge.svg open (A4 portrait page, 210 × 297 mm, unmodified) with the "
             "selector tool active and the toolbar in mm. Layer 1 holds a rectangle 'rect842' and a text 'text1187' "
             "(NORTHWIND). Task: move the rectangle to X 45, Y 40 and centre both objects horizontally on the page.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(420, 330)  # the rectangle
"""), ink("Mar 25  11:02", t_clean, (24.0, 31.5, 120.0, 45.0), "mm", rmsg, "X: 41.27  Y: 52.60")),
        (code("""
import pyautogui
pyautogui.tripleClick(615, 107)  # X
pyautogui.typewrite('45\\t', interval=0.05)
"""), ink("Mar 25  11:02", t_dirty, (45.0, 31.5, 120.0, 45.0), "mm", rmsg, "X: 41.27  Y: 52.60")),
        (code("""
import pyautogui
pyautogui.tripleClick(765, 107)  # Y
pyautogui.typewrite('40\\t', interval=0.05)
"""), ink("Mar 25  11:03", t_dirty, (45.0, 40.0, 126.0, 45.0), "mm", rmsg, "X: 41.27  Y: 52.60")),
        (code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'a')  # Align and Distribute
"""), ink("Mar 25  11:03", t_dirty, (45.0, 40.0, 126.0, 45.0), "mm", rmsg, "X: 41.27  Y: 52.60", dock=align_dock())),
        (code("""
import pyautogui
pyautogui.click(1658, 284)  # Center on vertical axis
"""), ink("Mar 25  11:04", t_dirty, (42.0, 40.0, 126.0, 45.0), "mm", rmsg, "X: 41.27  Y: 52.60", dock=align_dock())),
        (code("""
import pyautogui
pyautogui.click(520, 395)  # the NORTHWIND text
"""), ink("Mar 25  11:04", t_dirty, (37.2, 55.87, 93.58, 14.26), "mm", tmsg, "X: 88.14  Y: 61.05", dock=align_dock())),
        (code("""
import pyautogui
pyautogui.click(1658, 284)  # Center on vertical axis
"""), ink("Mar 25  11:05", t_dirty, (58.21, 55.87, 93.58, 14.26), "mm", tmsg, "X: 88.14  Y: 61.05", dock=align_dock())),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), ink("Mar 25  11:05", t_clean, (58.21, 55.87, 93.58, 14.26), "mm", "Drawing saved to /home/yuki/Design/badge.svg.",
          "X: 88.14  Y: 61.05", dock=align_dock())),
    ]
    return dict(tid="h20-os-11", state=state, turns=turns, bad=True, turn=3,
                kind="rectangle width reads 126 mm after only its Y position was typed in (it was 120 mm)")


# --------------------------------------------------------------------------- 12 Shotwell import and tag (clean)
@traj
def t12() -> dict[str, Any]:
    shots = [f"IMG_{n:04d}.JPG" for n in range(501, 525)]
    lib = [f"IMG_{n:04d}.JPG" for n in range(389, 405)]
    tagged = ["IMG_0503.JPG", "IMG_0506.JPG", "IMG_0507.JPG", "IMG_0512.JPG", "IMG_0520.JPG"]

    def sw(clock: str, view: str, photos: list[str], *, library: int, events: bool, tags: list[str], rating: dict[str, int],
           selected: set[str] | None = None, flt: str = "All Photos", info: str = "", extra: list[str] | None = None,
           order: str = "ascending") -> str:
        rows = [R("frame", "Shotwell", pos=(80, 60), size=(1760, 980))]
        rows += menubar(["File", "Edit", "View", "Photo", "Events", "Tags", "Help"], 90, x0=90, step=70)
        side = [("Library", ""), ("Photos", f"{library:,} photos"), ("Flagged", ""), ("Last Import", "" if library == 1412 else "24 photos"),
                ("Trash", ""), ("Events", ""), ("2024", ""), ("February", "")]
        side += [("March", "")] + ([("Sat Mar 9", "11 photos"), ("Sun Mar 10", "8 photos"), ("Mon Mar 11", "5 photos")] if events else [])
        side += [("Tags", "")] + [(t, "") for t in tags]
        for i, (n, d) in enumerate(side):
            rows.append(R("tree-item", n, d, desc="selected" if n == view else "", pos=(88, 124 + i * 28), size=(260, 26)))
        rows += [R("combo-box", "Rating filter", flt, pos=(1200, 124), size=(200, 30)),
                 R("text", "Search", "", pos=(1420, 124), size=(260, 30)),
                 R("label", "", f"sorted by Capture date, {order}", pos=(1690, 128), size=(140, 22))]
        sel = selected or set()
        for i, p in enumerate(photos):
            r = rating.get(p, 0)
            d = ", ".join(x for x in ["selected" if p in sel else "", "★" * r if r else ""] if x)
            rows.append(R("icon", p, "", desc=d, pos=(370 + (i % 8) * 180, 170 + (i // 8) * 200), size=(170, 190)))
        if info:
            rows.append(R("label", "", info, desc="information pane", pos=(370, 996), size=(800, 26)))
        rows += extra or []
        return desk(clock, rows)

    ask = [R("alert", "Import", pos=(700, 400), size=(520, 200)),
           R("label", "", "Shotwell can copy the photos into your library folder or it can import them without copying.", pos=(720, 430), size=(480, 44)),
           R("check-box", "Always perform this action", desc="unchecked", pos=(720, 490), size=(260, 24)),
           R("push-button", "Cancel", pos=(720, 540), size=(120, 34)),
           R("push-button", "Import in Place", pos=(850, 540), size=(160, 34)),
           R("push-button", "Copy Photos", pos=(1020, 540), size=(160, 34))]
    prog = [R("progress-bar", "", "9 of 24", desc="Importing…", pos=(88, 980), size=(260, 20)),
            R("push-button", "Stop importing", pos=(350, 976), size=(26, 26))]
    done = [R("alert", "Import Complete", pos=(720, 420), size=(480, 160)),
            R("label", "", "24 photos successfully imported.", pos=(740, 450), size=(440, 24)),
            R("push-button", "OK", pos=(1080, 530), size=(100, 34))]
    rating5 = {"IMG_0507.JPG": 5}
    desc_order = list(reversed(shots))
    state = ("Shotwell 0.30.14 is open on the Photos library (1,412 photos, newest event February 2024). The camera card "
             "has been copied to ~/Pictures/2024-03-Lisbon (24 JPEGs, 9–11 March 2024). Task: import them into the library, "
             "tag the best five 'lisbon' and give IMG_0507 five stars.")
    turns = [
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'i')  # Import From Folder
pyautogui.sleep(1)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('/home/rui/Pictures/2024-03-Lisbon/\\n', interval=0.02)
pyautogui.click(1180, 800)  # Open
"""), sw("Mar 12  22:14", "Photos", lib, library=1412, events=False, tags=["family", "hiking", "receipts"], rating={}, extra=ask)),
        (code("""
import pyautogui
pyautogui.click(1100, 557)  # Copy Photos
"""), sw("Mar 12  22:14", "Photos", lib, library=1421, events=False, tags=["family", "hiking", "receipts"], rating={}, extra=prog)),
        (code("""
import time
time.sleep(8)
"""), sw("Mar 12  22:15", "Last Import", shots, library=1436, events=True, tags=["family", "hiking", "receipts"], rating={}, extra=done,
         info="24 Photos · Mar 9, 2024 – Mar 11, 2024")),
        (code("""
import pyautogui
pyautogui.click(1130, 547)  # OK
"""), sw("Mar 12  22:15", "Last Import", shots, library=1436, events=True, tags=["family", "hiking", "receipts"], rating={},
         info="24 Photos · Mar 9, 2024 – Mar 11, 2024")),
        (code("""
import pyautogui
pyautogui.click(230, 90)   # View
pyautogui.click(300, 380)  # Sort Photos
pyautogui.click(470, 440)  # Descending
"""), sw("Mar 12  22:16", "Last Import", desc_order, library=1436, events=True, tags=["family", "hiking", "receipts"], rating={},
         info="24 Photos · Mar 9, 2024 – Mar 11, 2024", order="descending")),
        (code("""
import pyautogui
pyautogui.click(1175, 265)  # IMG_0520
pyautogui.keyDown('ctrl')
for x, y in ((1175, 465), (635, 665), (815, 665), (1355, 665)):  # IMG_0512, IMG_0507, IMG_0506, IMG_0503
    pyautogui.click(x, y)
pyautogui.keyUp('ctrl')
pyautogui.hotkey('ctrl', 't')  # Add Tags
pyautogui.typewrite('lisbon\\n', interval=0.05)
"""), sw("Mar 12  22:17", "Last Import", desc_order, library=1436, events=True, tags=["family", "hiking", "lisbon", "receipts"], rating={},
         selected=set(tagged), info="5 Photos selected · Tags: lisbon", order="descending")),
        (code("""
import pyautogui
pyautogui.click(635, 665)  # IMG_0507 only
pyautogui.press('5')  # rate five stars
"""), sw("Mar 12  22:17", "Last Import", desc_order, library=1436, events=True, tags=["family", "hiking", "lisbon", "receipts"],
         rating=rating5, selected={"IMG_0507.JPG"}, info="IMG_0507.JPG · 4000 × 3000 · Mar 9, 2024 16:08 · ★★★★★ · Tags: lisbon",
         order="descending")),
        (code("""
import pyautogui
pyautogui.click(1300, 139)  # Rating filter
pyautogui.click(1300, 330)  # Rated ★★★★★
"""), sw("Mar 12  22:18", "Last Import", ["IMG_0507.JPG"], library=1436, events=True, tags=["family", "hiking", "lisbon", "receipts"],
         rating=rating5, selected={"IMG_0507.JPG"}, flt="★★★★★ only", info="1 of 24 Photos shown (rating filter)", order="descending")),
        (code("""
import pyautogui
pyautogui.click(1300, 139)
pyautogui.click(1300, 170)  # All Photos
pyautogui.click(200, 558)   # Tags > lisbon
"""), sw("Mar 12  22:18", "lisbon", list(reversed(tagged)), library=1436, events=True, tags=["family", "hiking", "lisbon", "receipts"],
         rating=rating5, info="5 Photos · Mar 9, 2024 – Mar 11, 2024", order="descending")),
    ]
    return dict(tid="h20-os-12", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- 13 gedit backup config (bad)
@traj
def t13() -> dict[str, Any]:
    lines = ["# restic backup configuration for nas01", "# managed by hand -- see README.md", "",
             "RESTIC_REPOSITORY=sftp:backup@10.20.0.14:/srv/restic/nas01", "RESTIC_PASSWORD_FILE=/etc/restic/nas01.pass",
             'BACKUP_PATHS="/srv/photos /srv/documents /home/ines"', "EXCLUDE_FILE=/etc/restic/excludes.txt", "",
             "# schedule (systemd timer OnCalendar)", 'SCHEDULE="*-*-* 02:30:00"', "RANDOMIZED_DELAY=15min", "",
             "# retention", "KEEP_DAILY=7", "KEEP_WEEKLY=4", "KEEP_MONTHLY=6", "KEEP_YEARLY=1", "",
             "# notifications", "NOTIFY_EMAIL=ines@example.net", "NOTIFY_ON_SUCCESS=false",
             "HEALTHCHECK_URL=https://hc-ping.com/3f0c6a1e-8b2d-4e57-9a41-2cd7b0e58f19", "",
             "# bandwidth limits (KiB/s)", "LIMIT_UPLOAD=4096", "LIMIT_DOWNLOAD=0"]

    def ge(clock: str, buf: list[str], dirty: bool, ln: int, col: int, extra: list[str] | None = None) -> str:
        rows = [R("frame", f"{'*' if dirty else ''}backup.conf (~/homelab) - gedit", pos=(260, 90), size=(1400, 900)),
                R("push-button", "Open", pos=(268, 96), size=(80, 34)),
                R("push-button", "New tab", pos=(352, 96), size=(34, 34)),
                R("label", "", f"{'*' if dirty else ''}backup.conf", desc="~/homelab", pos=(860, 100), size=(200, 26)),
                R("push-button", "Save", pos=(1480, 96), size=(70, 34)),
                R("push-button", "Main Menu", pos=(1556, 96), size=(34, 34)),
                R("text", "", "\n".join(buf), desc="document", pos=(260, 136), size=(1400, 820))]
        rows += extra or []
        rows += [R("combo-box", "", "Plain Text", pos=(1150, 962), size=(110, 26)),
                 R("combo-box", "", "Tab Width: 4", pos=(1270, 962), size=(110, 26)),
                 R("combo-box", "", f"Ln {ln}, Col {col}", pos=(1390, 962), size=(140, 26)),
                 R("label", "", "INS", pos=(1540, 962), size=(40, 26))]
        return desk(clock, rows)

    def replace_dlg() -> list[str]:
        return [R("dialog", "Find and Replace", pos=(1000, 300), size=(440, 300)),
                R("text", "Find", "02:30:00", pos=(1100, 340), size=(320, 30)),
                R("text", "Replace with", "03:15:00", pos=(1100, 380), size=(320, 30)),
                R("check-box", "Match case", desc="unchecked", pos=(1020, 420), size=(200, 24)),
                R("check-box", "Match entire word only", desc="unchecked", pos=(1020, 446), size=(200, 24)),
                R("check-box", "Regular expression", desc="unchecked", pos=(1020, 472), size=(200, 24)),
                R("check-box", "Wrap around", desc="checked", pos=(1020, 498), size=(200, 24)),
                R("push-button", "Replace All", pos=(1020, 550), size=(100, 32)),
                R("push-button", "Replace", pos=(1124, 550), size=(90, 32)),
                R("push-button", "Find", pos=(1218, 550), size=(90, 32)),
                R("push-button", "Close", pos=(1340, 550), size=(90, 32))]

    b0 = lines[:]
    b1 = b0[:]
    b1[9] = 'SCHEDULE="*-*-* 03:15:00"'
    b4 = b1[:]
    b4[15] = "KEEP_MONTHLY=12"
    b5 = b4[:]
    b5[5] = 'BACKUP_PATHS="/srv/photos /srv/documents /home/ines /srv/music"'
    b6 = b5[:]
    b6[20] = "NOTIFY_ON_SUCCESS=true"
    b8 = b6 + ["# last reviewed 2024-03-14"]
    b9 = b8[:]
    b9[3] = "RESTIC_REPOSITORY=sftp:backup@10.20.0.41:/srv/restic/nas01"
    m_end = b0[9].index("02:30:00") + len("02:30:00") + 1
    find_bar = [R("text", "Find", "KEEP", desc="1 of 4", pos=(1200, 140), size=(300, 30)),
                R("push-button", "Find previous", pos=(1504, 140), size=(30, 30)),
                R("push-button", "Find next", pos=(1536, 140), size=(30, 30))]
    state = ("gedit 41 has ~/homelab/backup.conf open (unmodified, 26 lines, cursor at Ln 1, Col 1). Task: move the "
             "nightly run to 03:15, keep 12 monthly snapshots, add /srv/music to the backup paths, send a mail on "
             "success too, and note the review date at the end.")
    turns = [
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'h')
pyautogui.typewrite('02:30:00', interval=0.05)
pyautogui.press('tab')
pyautogui.typewrite('03:15:00', interval=0.05)
"""), ge("Mar 14  21:30", b0, False, 10, m_end, replace_dlg())),
        (code("""
import pyautogui
pyautogui.click(1070, 566)  # Replace All
"""), ge("Mar 14  21:30", b1, True, 10, m_end, replace_dlg())),
        (code("""
import pyautogui
pyautogui.click(1385, 566)  # Close
pyautogui.hotkey('ctrl', 'i')
pyautogui.typewrite('16\\n', interval=0.05)
"""), ge("Mar 14  21:31", b1, True, 16, 1)),
        (code("""
import pyautogui
pyautogui.hotkey('shift', 'end')
pyautogui.typewrite('KEEP_MONTHLY=12', interval=0.03)
"""), ge("Mar 14  21:31", b4, True, 16, len(b4[15]) + 1)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'i')
pyautogui.typewrite('6\\n', interval=0.05)
pyautogui.press('end')
pyautogui.press('left')  # before the closing quote
pyautogui.typewrite(' /srv/music', interval=0.03)
"""), ge("Mar 14  21:32", b5, True, 6, len(b5[5]))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'i')
pyautogui.typewrite('21\\n', interval=0.05)
pyautogui.press('end')
pyautogui.press('backspace', presses=5)
pyautogui.typewrite('true', interval=0.05)
"""), ge("Mar 14  21:32", b6, True, 21, len(b6[20]) + 1)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), ge("Mar 14  21:33", b6, False, 21, len(b6[20]) + 1)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'end')
pyautogui.press('enter')
pyautogui.typewrite('# last reviewed 2024-03-14', interval=0.03)
"""), ge("Mar 14  21:33", b8, True, 27, len(b8[26]) + 1)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'home')
"""), ge("Mar 14  21:34", b9, True, 1, 1)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), ge("Mar 14  21:34", b9, False, 1, 1)),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('KEEP', interval=0.05)
"""), ge("Mar 14  21:35", b9, False, 14, 5, find_bar)),
    ]
    return dict(tid="h20-os-13", state=state, turns=turns, bad=True, turn=9,
                kind="line 4 RESTIC_REPOSITORY host reads 10.20.0.41 though it was 10.20.0.14 and that line was never edited")


# --------------------------------------------------------------------------- 14 Firefox uptime dashboard + download (clean)
@traj
def t14() -> dict[str, Any]:
    mons = [("adguard", "100%"), ("gitea", "100%"), ("grafana", "99.93%"), ("home-assistant", "100%"), ("immich", "99.86%"),
            ("jellyfin", "100%"), ("mqtt", "100%"), ("nextcloud", "96.21%"), ("paperless", "100%"), ("proxmox", "100%"),
            ("traefik", "100%"), ("vaultwarden", "100%"), ("wiki", "")]

    def ff(clock: str, tabs: list[str], cur: int, url: str, doc: list[str], extra: list[str] | None = None) -> str:
        rows = [R("frame", f"{tabs[cur]} — Mozilla Firefox", pos=(0, 27), size=(1920, 1053))]
        for i, t in enumerate(tabs):
            rows.append(R("page-tab", t, desc="selected" if i == cur else "", pos=(8 + i * 250, 32), size=(246, 36)))
        rows += [R("push-button", "Open a new tab (Ctrl+T)", pos=(8 + len(tabs) * 250, 36), size=(30, 30)),
                 R("push-button", "Back", pos=(8, 74), size=(30, 30)),
                 R("push-button", "Forward", pos=(42, 74), size=(30, 30)),
                 R("push-button", "Reload", pos=(76, 74), size=(30, 30)),
                 R("entry", "Search with Google or enter address", url, pos=(150, 74), size=(1400, 32)),
                 R("push-button", "Downloads", pos=(1800, 74), size=(30, 30)),
                 R("push-button", "Open application menu", pos=(1880, 74), size=(30, 30)),
                 R("document-web", tabs[cur], pos=(0, 112), size=(1920, 968))]
        rows += doc
        rows += extra or []
        return desk(clock, rows)

    def dash(events: list[tuple[str, str, str, str]], down: str, up: str, nc: str, nc_up: str) -> list[str]:
        rows = [R("heading", "Quick Stats", pos=(420, 140), size=(300, 30))]
        for i, (k, v) in enumerate([("Up", up), ("Down", down), ("Maintenance", "0"), ("Unknown", "0"), ("Pause", "1")]):
            rows.append(R("label", k, v, pos=(420 + i * 260, 180), size=(240, 60)))
        for i, (n, u) in enumerate(mons):
            val = nc_up if n == "nextcloud" else u
            st = nc if n == "nextcloud" else ("paused" if n == "wiki" else "up")
            rows.append(R("link", n, val, desc=st, pos=(20, 180 + i * 48), size=(380, 46)))
        rows.append(R("heading", "Important Events", pos=(420, 280), size=(300, 30)))
        for i, (n, s, d, m) in enumerate(events):
            y = 320 + i * 34
            rows += [R("table-cell", "Name", n, pos=(420, y), size=(240, 32)), R("table-cell", "Status", s, pos=(660, y), size=(120, 32)),
                     R("table-cell", "DateTime", d, pos=(780, y), size=(260, 32)), R("table-cell", "Message", m, pos=(1040, y), size=(800, 32))]
        return rows

    ev0 = [("nextcloud", "Down", "2024-03-14 09:58:12", "connect ECONNREFUSED 10.0.0.21:443"),
           ("immich", "Up", "2024-03-14 06:12:40", "200 - OK"),
           ("immich", "Down", "2024-03-14 06:10:40", "timeout of 48000ms exceeded"),
           ("grafana", "Up", "2024-03-13 23:02:05", "200 - OK"),
           ("grafana", "Down", "2024-03-13 23:01:05", "Request failed with status code 502")]
    ev1 = [("nextcloud", "Up", "2024-03-14 10:04:12", "200 - OK")] + ev0

    def detail(status: str, resp: str, up24: str, beats: list[tuple[str, str]]) -> list[str]:
        rows = [R("heading", "nextcloud", pos=(420, 140), size=(400, 40)),
                R("link", "https://cloud.home.arpa/status.php", pos=(420, 184), size=(400, 24)),
                R("label", "", status, desc="status badge", pos=(1700, 150), size=(100, 34)),
                R("push-button", "Pause", pos=(420, 220), size=(90, 34)), R("push-button", "Edit", pos=(514, 220), size=(80, 34)),
                R("push-button", "Clone", pos=(598, 220), size=(80, 34)), R("push-button", "Delete", pos=(682, 220), size=(90, 34)),
                R("label", "", "Check every 60 seconds", pos=(420, 266), size=(300, 22))]
        for i, (k, v) in enumerate([("Response (Current)", resp), ("Avg. Response (24-hour)", "142 ms"), ("Uptime (24-hour)", up24),
                                    ("Uptime (30-day)", "99.71%"), ("Cert Exp. (2024-04-20)", "37 days")]):
            rows.append(R("label", k, v, pos=(420 + i * 280, 300), size=(270, 60)))
        for i, (d, m) in enumerate(beats):
            rows += [R("table-cell", "Status", "Up" if m.startswith("200") else "Down", pos=(420, 400 + i * 34), size=(120, 32)),
                     R("table-cell", "DateTime", d, pos=(540, 400 + i * 34), size=(260, 32)),
                     R("table-cell", "Message", m, pos=(800, 400 + i * 34), size=(900, 32))]
        return rows

    refused = "connect ECONNREFUSED 10.0.0.21:443"
    beats1 = [(f"2024-03-14 {t}", refused) for t in ("10:01:12", "10:00:12", "09:59:12", "09:58:12")]
    beats2 = [("2024-03-14 10:02:12", refused)] + beats1
    beats3 = [("2024-03-14 10:05:12", "200 - OK"), ("2024-03-14 10:04:12", "200 - OK"), ("2024-03-14 10:03:12", refused)] + beats2
    listing = [R("heading", "Index of /server/releases", pos=(20, 130), size=(600, 36))]
    for i, (n, d, s) in enumerate([("nextcloud-28.0.2.tar.bz2", "2024-02-01 10:28", "182M"), ("nextcloud-28.0.2.zip", "2024-02-01 10:28", "257M"),
                                   ("nextcloud-28.0.3.tar.bz2", "2024-02-29 13:45", "183M"), ("nextcloud-28.0.3.tar.bz2.sha256", "2024-02-29 13:45", "91"),
                                   ("nextcloud-28.0.3.zip", "2024-02-29 13:45", "258M"), ("nextcloud-28.0.3.zip.sha256", "2024-02-29 13:45", "87")]):
        listing += [R("link", n, pos=(40, 200 + i * 26), size=(420, 24)), R("static", "", d, pos=(480, 200 + i * 26), size=(200, 24)),
                    R("static", "", s, pos=(700, 200 + i * 26), size=(80, 24))]
    dl_prog = [R("panel", "Downloads", pos=(1480, 110), size=(420, 120)),
               R("list-item", "nextcloud-28.0.3.tar.bz2", "38.4 of 183 MB (6.2 MB/s) — 24 seconds left", pos=(1490, 120), size=(400, 56)),
               R("push-button", "Show all downloads", pos=(1490, 186), size=(400, 34))]
    dl_done = [R("panel", "Downloads", pos=(1480, 110), size=(420, 120)),
               R("list-item", "nextcloud-28.0.3.tar.bz2", "Completed — 183 MB", pos=(1490, 120), size=(400, 56)),
               R("push-button", "Show all downloads", pos=(1490, 186), size=(400, 34))]
    library = [R("frame", "Library", pos=(500, 200), size=(900, 560)),
               R("tree-item", "History", pos=(510, 250), size=(200, 26)), R("tree-item", "Downloads", desc="selected", pos=(510, 278), size=(200, 26)),
               R("tree-item", "Tags", pos=(510, 306), size=(200, 26)), R("tree-item", "All Bookmarks", pos=(510, 334), size=(200, 26)),
               R("list-item", "nextcloud-28.0.3.tar.bz2", "183 MB — download.nextcloud.com — 10:03", pos=(720, 250), size=(670, 56)),
               R("list-item", "homelab-backup-2024-03.pdf", "412 KB — 10.0.0.5 — 9 Mar", pos=(720, 306), size=(670, 56))]
    kuma, idx = "Uptime Kuma", "Index of /server/releases"
    durl, nurl = "http://10.0.0.5:3001/dashboard", "http://10.0.0.5:3001/dashboard/8"
    rurl = "https://download.nextcloud.com/server/releases/"
    state = ("Firefox 123 is open with one empty tab. The home-lab monitor (Uptime Kuma) runs at http://10.0.0.5:3001. "
             "Task: look at why nextcloud is failing and fetch the 28.0.3 release tarball for the upgrade.")
    turns = [
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('http://10.0.0.5:3001/dashboard\\n', interval=0.02)
"""), ff("Mar 14  10:01", [kuma], 0, durl, dash(ev0, "1", "11", "down", "96.21%"))),
        (code("""
import pyautogui
pyautogui.click(200, 519)  # nextcloud
"""), ff("Mar 14  10:01", [kuma], 0, nurl, detail("Down", "0 ms", "96.21%", beats1))),
        (code("""
import time, pyautogui
time.sleep(60)
pyautogui.press('f5')
"""), ff("Mar 14  10:02", [kuma], 0, nurl, detail("Down", "0 ms", "96.15%", beats2))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 't')
pyautogui.typewrite('https://download.nextcloud.com/server/releases/\\n', interval=0.02)
"""), ff("Mar 14  10:03", [kuma, idx], 1, rurl, listing)),
        (code("""
import pyautogui
pyautogui.click(200, 264)  # nextcloud-28.0.3.tar.bz2
"""), ff("Mar 14  10:03", [kuma, idx], 1, rurl, listing, dl_prog)),
        (code("""
import time
time.sleep(30)
"""), ff("Mar 14  10:04", [kuma, idx], 1, rurl, listing, dl_done)),
        (code("""
import pyautogui
pyautogui.press('esc')
pyautogui.hotkey('ctrl', '1')
pyautogui.sleep(60)
pyautogui.press('f5')
"""), ff("Mar 14  10:05", [kuma, idx], 0, nurl, detail("Up", "187 ms", "96.09%", beats3))),
        (code("""
import pyautogui
pyautogui.hotkey('alt', 'left')  # back to the dashboard
"""), ff("Mar 14  10:05", [kuma, idx], 0, durl, dash(ev1, "0", "12", "up", "96.09%"))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'y')  # Library: Downloads
"""), ff("Mar 14  10:06", [kuma, idx], 0, durl, dash(ev1, "0", "12", "up", "96.09%"), library)),
    ]
    return dict(tid="h20-os-14", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- 15 Remmina rename profile (bad)
@traj
def t15() -> dict[str, Any]:
    profs = {"build-server": ["Lab", "192.168.40.12", "SSH", "2024-03-13 17:22"],
             "nas01": ["Home", "nas01.lan", "SSH", "2024-03-10 09:15"],
             "office-desktop": ["Work", "ws-0417.corp.example.com", "RDP", "2024-03-12 08:58"],
             "pi-hole": ["Home", "192.168.1.2", "SSH", "2024-02-27 20:41"],
             "render-node-2": ["Lab", "192.168.40.22:5900", "VNC", "2024-03-05 14:03"],
             "win11-testvm": ["Lab", "192.168.40.31", "RDP", "2024-03-08 16:47"]}

    def rem(clock: str, items: dict[str, list[str]], *, search: str | None = None, tree: bool = False,
            sel: str | None = None, extra: list[str] | None = None) -> str:
        rows = [R("frame", "Remmina Remote Desktop Client", pos=(460, 160), size=(1000, 640)),
                R("push-button", "New connection profile", pos=(468, 166), size=(34, 34)),
                R("toggle-button", "Toggle view", "tree" if tree else "list", pos=(1300, 166), size=(34, 34)),
                R("toggle-button", "Toggle search bar", "on" if search is not None else "off", pos=(1340, 166), size=(34, 34)),
                R("push-button", "Remmina main menu", pos=(1380, 166), size=(34, 34)),
                R("combo-box", "Quick connect protocol", "RDP", pos=(470, 210), size=(110, 30)),
                R("text", "Server", "", pos=(590, 210), size=(860, 30))]
        if search is not None:
            rows.append(R("text", "Search", search, pos=(590, 246), size=(600, 30)))
        names = sorted(n for n in items if search is None or search in n or search in items[n][1])
        for i, h in enumerate(["Name", "Group", "Server", "Plugin", "Last used"]):
            rows.append(R("table-column-header", h, desc="sorted ascending" if h == "Name" and not tree else "",
                          pos=(470 + [0, 220, 360, 640, 730][i], 282), size=([216, 136, 276, 86, 260][i], 26)))
        y = 310
        if tree:
            for g in sorted({items[n][0] for n in names}):
                rows.append(R("tree-item", g, desc="expanded", pos=(470, y), size=(980, 28)))
                y += 28
                for n in [n for n in names if items[n][0] == g]:
                    g_, srv, plug, last = items[n]
                    rows += [R("tree-item", n, desc="selected" if n == sel else "", pos=(496, y), size=(194, 28)),
                             R("table-cell", "Server", srv, pos=(830, y), size=(276, 28)),
                             R("table-cell", "Plugin", plug, pos=(1110, y), size=(86, 28)),
                             R("table-cell", "Last used", last, pos=(1200, y), size=(260, 28))]
                    y += 28
        else:
            for n in names:
                g, srv, plug, last = items[n]
                rows += [R("table-cell", "Name", n, desc="selected" if n == sel else "", pos=(470, y), size=(216, 28)),
                         R("table-cell", "Group", g, pos=(690, y), size=(136, 28)),
                         R("table-cell", "Server", srv, pos=(830, y), size=(276, 28)),
                         R("table-cell", "Plugin", plug, pos=(1110, y), size=(86, 28)),
                         R("table-cell", "Last used", last, pos=(1200, y), size=(260, 28))]
                y += 28
        rows.append(R("label", "", f"Total {len(names)} items.", desc="status bar", pos=(470, 772), size=(400, 22)))
        rows += extra or []
        return desk(clock, rows)

    def editor(name: str, group: str) -> list[str]:
        return [R("dialog", "Remote Connection Profile", pos=(560, 140), size=(800, 720)),
                R("text", "Name", name, pos=(700, 180), size=(600, 30)),
                R("combo-box", "Group", group, pos=(700, 216), size=(600, 30)),
                R("combo-box", "Protocol", "SSH - Secure Shell", pos=(700, 252), size=(600, 30)),
                R("combo-box", "Pre-command", "", pos=(700, 288), size=(600, 30)),
                R("combo-box", "Post-command", "", pos=(700, 324), size=(600, 30)),
                R("page-tab", "Basic", desc="selected", pos=(580, 370), size=(100, 28)),
                R("page-tab", "Advanced", pos=(684, 370), size=(100, 28)),
                R("page-tab", "Behavior", pos=(788, 370), size=(100, 28)),
                R("page-tab", "SSH Tunnel", pos=(892, 370), size=(100, 28)),
                R("text", "Server", "192.168.40.12", pos=(760, 416), size=(540, 30)),
                R("text", "Username", "ci", pos=(760, 452), size=(540, 30)),
                R("combo-box", "Authentication type", "SSH identity file", pos=(760, 488), size=(540, 30)),
                R("push-button", "Identity file", "id_ed25519", pos=(760, 524), size=(540, 30)),
                R("text", "Startup path", "", pos=(760, 560), size=(540, 30)),
                R("combo-box", "Terminal color scheme", "Default", pos=(760, 596), size=(540, 30)),
                R("push-button", "Cancel", pos=(580, 810), size=(110, 34)),
                R("push-button", "Save as Default", pos=(700, 810), size=(150, 34)),
                R("push-button", "Save", pos=(960, 810), size=(100, 34)),
                R("push-button", "Connect", pos=(1070, 810), size=(100, 34)),
                R("push-button", "Save and Connect", pos=(1180, 810), size=(160, 34))]

    renamed = {("ci-runner-01" if k == "build-server" else k): (["CI"] + v[1:] if k == "build-server" else v) for k, v in profs.items()}
    drift = {("build-server" if k == "ci-runner-01" else k): v for k, v in renamed.items()}
    used = {k: (v[:3] + ["2024-03-14 11:05"] if k == "win11-testvm" else v) for k, v in drift.items()}
    rdp = [R("frame", "win11-testvm", pos=(0, 27), size=(1920, 1053)),
           R("page-tab", "win11-testvm", desc="selected", pos=(0, 27), size=(240, 30)),
           R("push-button", "Resize the window to fit in remote resolution", pos=(1600, 27), size=(30, 30)),
           R("push-button", "Toggle fullscreen mode", pos=(1634, 27), size=(30, 30)),
           R("push-button", "Grab all keyboard events", pos=(1668, 27), size=(30, 30)),
           R("push-button", "Preferences", pos=(1702, 27), size=(30, 30)),
           R("push-button", "Screenshot", pos=(1736, 27), size=(30, 30)),
           R("push-button", "Minimize window", pos=(1770, 27), size=(30, 30)),
           R("push-button", "Disconnect", pos=(1804, 27), size=(30, 30)),
           R("drawing-area", "", desc="remote desktop 192.168.40.31, 1920x1016, Windows 11 lock screen", pos=(0, 60), size=(1920, 1016))]
    state = ("Remmina 1.4.25 is open in list view (sorted by name) with six connection profiles: build-server (Lab, "
             "192.168.40.12, SSH), nas01, office-desktop, pi-hole, render-node-2 and win11-testvm. The machine behind "
             "build-server is now the CI runner; task: rename that profile to ci-runner-01 in a new group CI, then check the "
             "Windows test VM still answers.")
    turns = [
        (code("""
import pyautogui
pyautogui.rightClick(570, 324)  # build-server
pyautogui.click(630, 400)  # Edit
"""), rem("Mar 14  11:02", profs, sel="build-server", extra=editor("build-server", "Lab"))),
        (code("""
import pyautogui
pyautogui.tripleClick(1000, 195)  # Name
pyautogui.typewrite('ci-runner-01', interval=0.04)
pyautogui.tripleClick(980, 231)  # Group
pyautogui.typewrite('CI', interval=0.04)
"""), rem("Mar 14  11:02", profs, sel="build-server", extra=editor("ci-runner-01", "CI"))),
        (code("""
import pyautogui
pyautogui.click(1010, 827)  # Save
"""), rem("Mar 14  11:03", renamed, sel="ci-runner-01")),
        (code("""
import pyautogui
pyautogui.click(1317, 183)  # Toggle view -> grouped tree
"""), rem("Mar 14  11:03", renamed, tree=True, sel="ci-runner-01")),
        (code("""
import pyautogui
pyautogui.click(1317, 183)  # back to the list
pyautogui.click(1357, 183)  # search bar
pyautogui.typewrite('192.168.40', interval=0.05)
"""), rem("Mar 14  11:04", drift, search="192.168.40")),
        (code("""
import pyautogui
pyautogui.press('esc')  # clear the search
pyautogui.click(1357, 183)  # hide the search bar
"""), rem("Mar 14  11:04", drift)),
        (code("""
import pyautogui
pyautogui.doubleClick(570, 450)  # win11-testvm
"""), rem("Mar 14  11:05", drift) + "\n" + "\n".join(rdp)),
        (code("""
import pyautogui
pyautogui.click(1819, 42)  # Disconnect
"""), rem("Mar 14  11:06", used, sel="win11-testvm")),
    ]
    return dict(tid="h20-os-15", state=state, turns=turns, bad=True, turn=5,
                kind="profile renamed to ci-runner-01 is listed again under its old name build-server")


# --------------------------------------------------------------------------- 16 GIMP banner canvas (clean)
@traj
def t16() -> dict[str, Any]:
    three = [("Title text", "visible, active"), ("Logo", "visible"), ("Background", "visible")]
    four = [("Fill", "visible, active"), ("Title text", "visible"), ("Logo", "visible"), ("Background", "visible")]
    one = [("Background", "visible, active")]

    def canvas_dlg(h: str, oy: str, linked: bool) -> list[str]:
        return [R("dialog", "Set Image Canvas Size", pos=(660, 200), size=(560, 640)),
                R("spin-button", "Width", "1200", pos=(780, 260), size=(120, 28)),
                R("spin-button", "Height", h, pos=(780, 294), size=(120, 28)),
                R("toggle-button", "Chain", desc="linked" if linked else "unlinked", pos=(906, 270), size=(20, 40)),
                R("combo-box", "Size unit", "px", pos=(934, 276), size=(70, 28)),
                R("label", "", f"1200 × {h} pixels", pos=(780, 330), size=(200, 22)),
                R("spin-button", "X", "0", pos=(780, 420), size=(120, 28)),
                R("spin-button", "Y", oy, pos=(780, 454), size=(120, 28)),
                R("push-button", "Center", pos=(940, 436), size=(90, 28)),
                R("combo-box", "Resize layers", "None", pos=(820, 620), size=(240, 28)),
                R("combo-box", "Fill with", "Transparency", pos=(820, 656), size=(240, 28)),
                R("check-box", "Resize text layers", desc="unchecked", pos=(820, 692), size=(240, 24)),
                R("push-button", "Help", pos=(680, 790), size=(70, 30)),
                R("push-button", "Reset", pos=(760, 790), size=(70, 30)),
                R("push-button", "Resize", pos=(1040, 790), size=(80, 30)),
                R("push-button", "Cancel", pos=(1126, 790), size=(80, 30))]

    png = [R("dialog", "Export Image as PNG", pos=(760, 300), size=(400, 420)),
           R("check-box", "Save background color", desc="unchecked", pos=(780, 340), size=(300, 24)),
           R("check-box", "Save resolution", desc="checked", pos=(780, 366), size=(300, 24)),
           R("check-box", "Save creation time", desc="checked", pos=(780, 392), size=(300, 24)),
           R("check-box", "Save color profile", desc="checked", pos=(780, 418), size=(300, 24)),
           R("combo-box", "Automatic pixel format", "automatic", pos=(780, 460), size=(300, 28)),
           R("slider", "Compression level", "9", pos=(780, 500), size=(300, 28)),
           R("push-button", "Export", pos=(1000, 670), size=(70, 30)),
           R("push-button", "Cancel", pos=(1076, 670), size=(70, 30))]
    new_layer = [R("dialog", "New Layer", pos=(700, 220), size=(520, 600)),
                 R("text", "Layer name", "Fill", pos=(820, 260), size=(380, 28)),
                 R("combo-box", "Mode", "Normal", pos=(820, 300), size=(380, 28)),
                 R("spin-button", "Opacity", "100.0", pos=(820, 336), size=(380, 28)),
                 R("spin-button", "Width", "1200", pos=(820, 480), size=(120, 28)),
                 R("spin-button", "Height", "628", pos=(820, 514), size=(120, 28)),
                 R("combo-box", "Fill with", "Foreground color", pos=(820, 600), size=(240, 28)),
                 R("push-button", "OK", pos=(1040, 780), size=(70, 30)),
                 R("push-button", "Cancel", pos=(1116, 780), size=(80, 30))]
    t0 = gtitle("banner", "", 3, 1200, 400, False)
    t1 = gtitle("banner", "", 3, 1200, 628, True)
    t2 = gtitle("banner", "", 4, 1200, 628, True)
    t3 = gtitle("banner", "", 1, 1200, 628, True)
    t4 = gtitle("banner", "exported", 1, 1200, 628, True)
    state = ("GIMP 2.10.30 has ~/Design/social/banner.xcf open (unmodified): 1200 × 400 px, three layers (Title text, "
             "Logo, Background), zoom 66.7%. Task: make a 1200 × 628 Open Graph image from it and export banner_og.png.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(290, 66)   # Image
pyautogui.click(340, 298)  # Canvas Size...
"""), gimp("Mar 26  14:20", t0, three, "66.7%", "Title text (8.6 MB)", "812.0, 233.0", canvas_dlg("400", "0", True))),
        (code("""
import pyautogui
pyautogui.click(916, 290)  # unlink the chain
pyautogui.tripleClick(840, 308); pyautogui.typewrite('628\\t', interval=0.05)
pyautogui.click(985, 450)  # Center
"""), gimp("Mar 26  14:20", t0, three, "66.7%", "Title text (8.6 MB)", "812.0, 233.0", canvas_dlg("628", "114", False))),
        (code("""
import pyautogui
pyautogui.click(1080, 805)  # Resize
"""), gimp("Mar 26  14:21", t1, three, "66.7%", "Title text (11.9 MB)", "812.0, 347.0")),
        (code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'n')  # New Layer
pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('Fill', interval=0.05)
"""), gimp("Mar 26  14:21", t1, three, "66.7%", "Title text (11.9 MB)", "812.0, 347.0", new_layer)),
        (code("""
import pyautogui
pyautogui.click(1075, 795)  # OK
"""), gimp("Mar 26  14:21", t2, four, "66.7%", "Fill (14.8 MB)", "812.0, 347.0")),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'z')  # undo the new layer
"""), gimp("Mar 26  14:22", t1, three, "66.7%", "Title text (14.8 MB)", "812.0, 347.0")),
        (code("""
import pyautogui
pyautogui.click(1873, 393)  # Undo History tab
"""), gimp("Mar 26  14:22", t1, three, "66.7%", "Title text (14.8 MB)", "812.0, 347.0", tab="Undo History",
           undo=["[ Base Image ]", "Resize Canvas (current)", "New Layer (redo)"])),
        (code("""
import pyautogui
pyautogui.click(290, 66)   # Image
pyautogui.click(340, 640)  # Flatten Image
"""), gimp("Mar 26  14:23", t3, one, "66.7%", "Background (17.2 MB)", "812.0, 347.0", tab="Undo History",
           undo=["[ Base Image ]", "Resize Canvas", "Flatten Image (current)"])),
        (code("""
import pyautogui
pyautogui.moveTo(920, 560)
pyautogui.press('1')  # zoom 1:1
"""), gimp("Mar 26  14:23", t3, one, "100%", "Background (17.2 MB)", "642.0, 301.0", tab="Undo History",
           undo=["[ Base Image ]", "Resize Canvas", "Flatten Image (current)"])),
        (code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'e')
pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('banner_og.png\\n', interval=0.04)
"""), gimp("Mar 26  14:24", t3, one, "100%", "Background (17.2 MB)", "642.0, 301.0", png, tab="Undo History",
           undo=["[ Base Image ]", "Resize Canvas", "Flatten Image (current)"])),
        (code("""
import pyautogui
pyautogui.click(1035, 685)  # Export
"""), gimp("Mar 26  14:24", t4, one, "100%", "Background (17.2 MB)", "642.0, 301.0", tab="Undo History",
           undo=["[ Base Image ]", "Resize Canvas", "Flatten Image (current)"])),
    ]
    return dict(tid="h20-os-16", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- 17 Writer cover letter (bad)
@traj
def t17() -> dict[str, Any]:
    paras = ["Application for Senior Data Engineer", "Dear Ms. Keller,",
             "I am writing to apply for the Senior Data Engineer position advertised on your careers page. For the past six "
             "years I have built and operated data platforms at Helix Mobility, most recently leading a team of four that moved "
             "our batch pipelines to a streaming architecture on Kafka and Flink.",
             "In that role I cut end-to-end data latency from six hours to under two minutes, reduced warehouse costs by 38 "
             "percent through partitioning and lifecycle policies, and introduced data contracts that halved the number of "
             "broken downstream dashboards.",
             "I would welcome the opportunity to discuss how this experience could support your plans for the analytics platform.",
             "Kind regards,", "Jonas Brandt"]
    added = " I also mentor junior engineers and run our internal dbt training sessions every quarter."
    p1 = paras[:]
    p1[3] += added

    def counts(ps: list[str]) -> tuple[int, int]:
        return sum(len(p.split()) for p in ps), sum(len(p) for p in ps)

    def wr(clock: str, ps: list[str], status: str, *, modified: bool, style: str, size: str, bold: bool, italic: bool,
           align: str, extra: list[str] | None = None) -> str:
        rows = [R("frame", "Cover_Letter_Keller.odt - LibreOffice Writer", pos=(0, 27), size=(1920, 1053))]
        rows += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"], 54)
        rows += [R("combo-box", "Paragraph Style", style, pos=(8, 118), size=(170, 26)),
                 R("combo-box", "Font Name", "Liberation Serif", pos=(182, 118), size=(186, 26)),
                 R("combo-box", "Font Size", size, pos=(372, 118), size=(72, 26)),
                 R("toggle-button", "Bold", "on" if bold else "off", pos=(450, 118), size=(26, 26)),
                 R("toggle-button", "Italic", "on" if italic else "off", pos=(478, 118), size=(26, 26)),
                 R("toggle-button", "Underline", "off", pos=(506, 118), size=(26, 26))]
        for i, a in enumerate(["Align Left", "Align Center", "Align Right", "Justified"]):
            rows.append(R("toggle-button", a, "on" if a == align else "off", pos=(700 + i * 28, 118), size=(26, 26)))
        rows.append(R("document-text", "", "", pos=(480, 170), size=(960, 820)))
        y = 230
        for p in ps:
            rows.append(R("paragraph", "", p, pos=(560, y), size=(800, 22 * (1 + len(p) // 95))))
            y += 22 * (1 + len(p) // 95) + 14
        rows += [R("label", "", "Page 1 of 1", pos=(0, 1002), size=(110, 22)),
                 R("label", "", status, pos=(116, 1002), size=(330, 22)),
                 R("label", "", "Default Page Style", pos=(452, 1002), size=(150, 22)),
                 R("label", "", "English (USA)", pos=(608, 1002), size=(110, 22)),
                 R("push-button", "", "", desc=("The document has been modified. Click to save the document." if modified
                                                 else "The document has not been modified since the last save."), pos=(900, 1002), size=(22, 22)),
                 R("slider", "Zoom", "100%", pos=(1700, 1002), size=(160, 22)),
                 R("label", "", "100%", pos=(1866, 1002), size=(48, 22))]
        rows += extra or []
        return desk(clock, rows)

    w0, c0 = counts(paras)
    w1, c1 = counts(p1)
    hw, hc = len(paras[0].split()), len(paras[0])
    pw, pc = len(p1[2].split()), len(p1[2])
    tot = f"{w1} words, {c1:,} characters"
    drift = f"{w1 - 4} words, {c1:,} characters"
    pdf = [R("dialog", "Export", pos=(560, 200), size=(800, 560)),
           R("text", "Name", "Cover_Letter_Keller.pdf", pos=(660, 230), size=(500, 30)),
           R("push-button", "Documents", desc="current folder", pos=(660, 270), size=(110, 28)),
           R("table-cell", "Name", "Cover_Letter_Keller.odt", pos=(780, 330), size=(400, 26)),
           R("table-cell", "Name", "CV_Jonas_Brandt_2024.pdf", pos=(780, 356), size=(400, 26)),
           R("combo-box", "File type", "PDF - Portable Document Format (.pdf)", pos=(900, 700), size=(300, 28)),
           R("push-button", "Cancel", pos=(1150, 730), size=(90, 30)), R("push-button", "Save", pos=(1250, 730), size=(90, 30))]
    state = (f"LibreOffice Writer 7.3 has ~/Documents/Cover_Letter_Keller.odt open (unmodified, one page, status bar "
             f"'{w0} words, {c0:,} characters'). Task: add a sentence about mentoring, make the heading bold 14 pt, justify the "
             "first body paragraph, italicise the signature, save and export a PDF.")
    body = dict(style="Default Paragraph Style", size="12 pt", bold=False, italic=False, align="Align Left")
    turns = [
        (code("""
import pyautogui
pyautogui.click(1352, 450)  # end of the 'In that role…' paragraph
pyautogui.press('end')
pyautogui.typewrite(' I also mentor junior engineers and run our internal dbt training sessions every quarter.', interval=0.01)
"""), wr("Mar 11  18:40", p1, tot, modified=True, **body)),
        (code("""
import pyautogui
pyautogui.tripleClick(760, 240)  # the heading
"""), wr("Mar 11  18:40", p1, f"Selected: {hw} words, {hc} characters", modified=True, style="Text Body", size="12 pt",
         bold=False, italic=False, align="Align Left")),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'b')
pyautogui.tripleClick(408, 131); pyautogui.typewrite('14\\n')  # font size
"""), wr("Mar 11  18:41", p1, f"Selected: {hw} words, {hc} characters", modified=True, style="Text Body", size="14 pt",
         bold=True, italic=False, align="Align Left")),
        (code("""
import pyautogui
pyautogui.click(900, 540)  # inside 'I would welcome…'
"""), wr("Mar 11  18:41", p1, tot, modified=True, **body)),
        (code("""
import pyautogui
pyautogui.click(561, 302)  # start of 'I am writing…'
pyautogui.keyDown('shift'); pyautogui.click(1010, 346); pyautogui.keyUp('shift')  # end of that paragraph
pyautogui.hotkey('ctrl', 'j')
"""), wr("Mar 11  18:42", p1, f"Selected: {pw} words, {pc} characters", modified=True, style="Default Paragraph Style",
         size="12 pt", bold=False, italic=False, align="Justified")),
        (code("""
import pyautogui
pyautogui.click(640, 600)  # 'Kind regards,'
"""), wr("Mar 11  18:42", p1, tot, modified=True, **body)),
        (code("""
import pyautogui
pyautogui.click(640, 636)  # signature line
pyautogui.press('home'); pyautogui.hotkey('shift', 'end')
pyautogui.hotkey('ctrl', 'i')
pyautogui.press('end')
"""), wr("Mar 11  18:43", p1, drift, modified=True, style="Default Paragraph Style", size="12 pt", bold=False,
         italic=True, align="Align Left")),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), wr("Mar 11  18:43", p1, drift, modified=False, style="Default Paragraph Style", size="12 pt", bold=False,
         italic=True, align="Align Left")),
        (code("""
import pyautogui
pyautogui.click(240, 66)  # File
pyautogui.click(300, 420)  # Export As > Export Directly as PDF
"""), wr("Mar 11  18:44", p1, drift, modified=False, style="Default Paragraph Style", size="12 pt", bold=False,
         italic=True, align="Align Left", extra=pdf)),
    ]
    return dict(tid="h20-os-17", state=state, turns=turns, bad=True, turn=7,
                kind=f"status-bar word count drops from {w1} to {w1 - 4} after only italic formatting, with the character count unchanged")


# --------------------------------------------------------------------------- 18 Terminal service check (clean)
@traj
def t18() -> dict[str, Any]:
    t = Term("dana", "web01", "/home/dana", lines=44)
    st1 = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Sat 2024-03-02 06:37:12 CET; 1 week 5 days ago
       Docs: man:nginx(8)
   Main PID: 1184 (nginx)
      Tasks: 5 (limit: 18953)
     Memory: 14.2M
        CPU: 2min 41.380s
     CGroup: /system.slice/nginx.service
             ├─1184 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
             ├─1185 nginx: worker process
             ├─1186 nginx: worker process
"""
    st2 = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Sat 2024-03-02 06:37:12 CET; 1 week 5 days ago
       Docs: man:nginx(8)
    Process: 48807 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 1184 (nginx)
      Tasks: 5 (limit: 18953)
     Memory: 15.1M
        CPU: 2min 41.512s
     CGroup: /system.slice/nginx.service
             ├─1184 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
             ├─48811 nginx: worker process
             ├─48812 nginx: worker process
             ├─48813 nginx: worker process
"""
    php1 = """● php8.1-fpm.service - The PHP 8.1 FastCGI Process Manager
     Loaded: loaded (/lib/systemd/system/php8.1-fpm.service; enabled; vendor preset: enabled)
     Active: active (running) since Sat 2024-03-02 06:37:10 CET; 1 week 5 days ago
       Docs: man:php-fpm8.1(8)
   Main PID: 1102 (php-fpm8.1)
     Status: "Processes active: 0, idle: 3, Requests: 51872, slow: 0, Traffic: 0.4req/sec\""""
    php2 = """● php8.1-fpm.service - The PHP 8.1 FastCGI Process Manager
     Loaded: loaded (/lib/systemd/system/php8.1-fpm.service; enabled; vendor preset: enabled)
     Active: active (running) since Thu 2024-03-14 10:23:41 CET; 2s ago
       Docs: man:php-fpm8.1(8)
    Process: 48897 ExecStartPost=/usr/lib/php/php-fpm-socket-helper install /run/php/php-fpm.sock /etc/php/8.1/fpm/pool.d/www.conf 81 (code=exited, status=0/SUCCESS)
   Main PID: 48894 (php-fpm8.1)"""
    lsh = """total 47M
-rw-r----- 1 www-data adm  18M Mar 14 10:23 access.log
-rw-r----- 1 www-data adm  24M Mar 14 00:00 access.log.1
-rw-r----- 1 www-data adm 2.1M Mar 13 00:00 access.log.2.gz
-rw-r----- 1 www-data adm 2.3M Mar 12 00:00 access.log.3.gz
-rw-r----- 1 www-data adm 4.0K Mar 14 10:22 error.log
-rw-r----- 1 www-data adm  12K Mar 14 00:00 error.log.1"""
    lsl = """-rw-r----- 1 www-data adm 18897412 Mar 14 10:24 /var/log/nginx/access.log
Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p2   98G   41G   52G  45% /"""
    steps = [
        ("uptime", " 10:21:07 up 12 days,  3:44,  2 users,  load average: 0.41, 0.37, 0.30", "Mar 14  10:21", None),
        ("systemctl status nginx --no-pager | head -n 12", st1, "Mar 14  10:21", None),
        ("sudo nginx -t && sudo systemctl reload nginx", "[sudo] password for dana: \n"
         "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
         "nginx: configuration file /etc/nginx/nginx.conf test is successful", "Mar 14  10:22", "hunter-otter-42"),
        ("systemctl status nginx --no-pager | head -n 14", st2, "Mar 14  10:22", None),
        ("systemctl status php8.1-fpm --no-pager | head -n 6", php1, "Mar 14  10:23", None),
        ("sudo systemctl restart php8.1-fpm && systemctl status php8.1-fpm --no-pager | head -n 6", php2, "Mar 14  10:23", None),
        ("ls -lh /var/log/nginx/", lsh, "Mar 14  10:24", None),
        ("ls -l /var/log/nginx/access.log; df -h /", lsl, "Mar 14  10:24", None),
        ("uptime", " 10:24:55 up 12 days,  3:48,  2 users,  load average: 0.52, 0.40, 0.31", "Mar 14  10:24", None),
        ("date", "Thu Mar 14 10:25:03 CET 2024", "Mar 14  10:25", None),
    ]
    turns = []
    for cmd, out, clock, pw in steps:
        text = t.run(cmd, out)
        act = type_cmd(cmd)
        if pw:
            act = code("import pyautogui\n" + f"pyautogui.typewrite({cmd!r} + '\\n', interval=0.02)\n"
                       "pyautogui.sleep(1)\n" + f"pyautogui.typewrite({pw!r} + '\\n', interval=0.05)  # sudo password")
        turns.append((act, term_screen(clock, t, text)))
    state = ("GNOME Terminal on the web server web01 (user dana, Ubuntu 22.04). nginx fronts a PHP 8.1 FPM app. Task: "
             "check the services, reload nginx after yesterday's config change, restart php-fpm, and look at the logs.")
    return dict(tid="h20-os-18", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- 19 VLC album playlist (bad)
@traj
def t19() -> dict[str, Any]:
    album = [("Eden", 233), ("Esja", 351), ("Glass", 209), ("Sun", 221), ("Now, Bend", 190), ("Leaving", 276),
             ("Biale Wakacje", 178), ("Nest", 284), ("Pink Fog", 253), ("Today", 225)]

    def plist(items: list[tuple[str, int]], playing: str | None = None, paused: bool = False, sel: str | None = None,
              extra: list[str] | None = None) -> list[str]:
        rows = [R("tree-item", "Playlist", desc="selected", pos=(248, 140), size=(220, 26)),
                R("tree-item", "Media Library", pos=(248, 166), size=(220, 26)),
                R("tree-item", "My Computer", pos=(248, 200), size=(220, 26)),
                R("tree-item", "My Videos", pos=(264, 226), size=(204, 26)),
                R("tree-item", "My Music", pos=(264, 252), size=(204, 26)),
                R("tree-item", "My Pictures", pos=(264, 278), size=(204, 26)),
                R("tree-item", "Devices", pos=(248, 312), size=(220, 26)),
                R("tree-item", "Local Network", pos=(248, 346), size=(220, 26)),
                R("tree-item", "Internet", pos=(248, 380), size=(220, 26)),
                R("text", "Search the playlist", "", pos=(1400, 140), size=(270, 28))]
        for i, h in enumerate(["Title", "Artist", "Duration", "Album"]):
            rows.append(R("table-column-header", h, pos=(480 + [0, 520, 820, 960][i], 176), size=([516, 296, 136, 230][i], 26)))
        for r, (t, d) in enumerate(items):
            st = [x for x in ["selected" if t == sel else "", ("paused" if paused else "playing") if t == playing else ""] if x]
            y = 204 + r * 28
            rows += [R("table-cell", "Title", t, desc=", ".join(st), pos=(480, y), size=(516, 28)),
                     R("table-cell", "Artist", "Hania Rani", pos=(1000, y), size=(296, 28)),
                     R("table-cell", "Duration", hms(d), pos=(1300, y), size=(136, 28)),
                     R("table-cell", "Album", "Esja", pos=(1440, y), size=(230, 28))]
        return rows + (extra or [])

    t_idle, t_play = "VLC media player", "Eden - VLC media player"
    no_glass = [x for x in album if x[0] != "Glass"]
    save = [R("dialog", "Save Playlist", pos=(560, 220), size=(800, 560)),
            R("text", "Name", "esja.xspf", pos=(660, 250), size=(500, 30)),
            R("push-button", "Music", desc="current folder", pos=(660, 290), size=(100, 28)),
            R("combo-box", "File type", "XSPF playlist (*.xspf)", pos=(900, 720), size=(300, 28)),
            R("push-button", "Cancel", pos=(1150, 740), size=(90, 30)), R("push-button", "Save", pos=(1250, 740), size=(90, 30))]
    state = ("VLC media player 3.0.16 shows its playlist view with Hania Rani's album Esja (10 tracks from ~/Music) "
             "enqueued and nothing playing. Loop is off, Random is off, volume 80%.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(519, 973)  # loop button: loop all
"""), vlc("Mar 23  09:12", t_idle, playing=False, elapsed="--:--", total="--:--", volume="80%", loop="loop all", playlist=plist(album))),
        (code("""
import pyautogui
pyautogui.doubleClick(700, 218)  # Eden
"""), vlc("Mar 23  09:12", t_play, playing=True, elapsed="00:00:01", total=hms(233), volume="80%", loop="loop all",
          playlist=plist(album, playing="Eden"))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'up')
pyautogui.hotkey('ctrl', 'up')  # volume +10%
"""), vlc("Mar 23  09:12", t_play, playing=True, elapsed="00:00:07", total=hms(233), volume="90%", loop="loop all", random="on",
          playlist=plist(album, playing="Eden"))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 't')
pyautogui.typewrite('000200\\n', interval=0.05)  # jump to 2:00
"""), vlc("Mar 23  09:13", t_play, playing=True, elapsed="00:02:00", total=hms(233), volume="90%", loop="loop all", random="on",
          playlist=plist(album, playing="Eden"))),
        (code("""
import pyautogui
pyautogui.press('space')  # pause
"""), vlc("Mar 23  09:13", t_play, playing=False, elapsed="00:02:04", total=hms(233), volume="90%", loop="loop all", random="on",
          playlist=plist(album, playing="Eden", paused=True))),
        (code("""
import pyautogui
pyautogui.click(700, 274)  # Glass
pyautogui.press('delete')  # remove from the playlist
"""), vlc("Mar 23  09:14", t_play, playing=False, elapsed="00:02:04", total=hms(233), volume="90%", loop="loop all", random="on",
          playlist=plist(no_glass, playing="Eden", paused=True))),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'y')  # Save Playlist to File...
pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('esja.xspf', interval=0.05)
"""), vlc("Mar 23  09:14", t_play, playing=False, elapsed="00:02:04", total=hms(233), volume="90%", loop="loop all", random="on",
          playlist=plist(no_glass, playing="Eden", paused=True), extra=save)),
        (code("""
import pyautogui
pyautogui.click(1295, 755)  # Save
"""), vlc("Mar 23  09:15", t_play, playing=False, elapsed="00:02:04", total=hms(233), volume="90%", loop="loop all", random="on",
          playlist=plist(no_glass, playing="Eden", paused=True))),
    ]
    return dict(tid="h20-os-19", state=state, turns=turns, bad=True, turn=3,
                kind="the Random (shuffle) toggle shows on although nothing toggled it; it was off before and only the volume was changed")


# --------------------------------------------------------------------------- 20 Rhythmbox radio, podcasts, play counts (clean)
@traj
def t20() -> dict[str, Any]:
    stations = [("BBC Radio 6 Music", "Eclectic", "320 kbps"), ("FIP", "Eclectic", "192 kbps"), ("KEXP 90.3 FM", "Alternative", "128 kbps"),
                ("Radio Paradise Main Mix", "Eclectic", "320 kbps"), ("SomaFM Groove Salad", "Ambient", "128 kbps")]

    def radio(playing: str | None) -> list[str]:
        rows = [R("table-column-header", h, pos=(450 + i * 300, 176), size=(296, 26)) for i, h in enumerate(["Title", "Genre", "Quality"])]
        for r, (t, g, q) in enumerate(stations):
            d = "playing" if t == playing else ""
            rows += [R("table-cell", "Title", t, desc=d, pos=(450, 204 + r * 28), size=(296, 28)),
                     R("table-cell", "Genre", g, pos=(750, 204 + r * 28), size=(296, 28)),
                     R("table-cell", "Quality", q, pos=(1050, 204 + r * 28), size=(296, 28))]
        return rows

    def pods(st: list[str]) -> list[str]:
        rows = [R("tree-item", "The Changelog: Software Development, Open Source", desc="selected", pos=(450, 176), size=(1200, 26))]
        eps = [("Ship it with Docker Compose Watch", "Mar 20, 2024"), ("The state of Rust in 2024", "Mar 13, 2024"),
               ("Local-first software, for real", "Mar 6, 2024"), ("htmx and the return of hypermedia", "Feb 28, 2024")]
        for i, h in enumerate(["Feed", "Title", "Date", "Status"]):
            rows.append(R("table-column-header", h, pos=(450 + i * 300, 214), size=(296, 26)))
        for r, ((t, d), s) in enumerate(zip(eps, st)):
            y = 242 + r * 28
            rows += [R("table-cell", "Feed", "The Changelog", pos=(450, y), size=(296, 28)), R("table-cell", "Title", t, pos=(750, y), size=(296, 28)),
                     R("table-cell", "Date", d, pos=(1050, y), size=(296, 28)), R("table-cell", "Status", s, pos=(1350, y), size=(296, 28))]
        return rows

    nf = "Nils Frahm"
    tr: dict[str, Track] = {"Says": (2, "Says", "Ambient", nf, "Spaces", 498), "Sunson": (2, "Sunson", "Ambient", nf, "All Melody", 552),
                            "Hammers": (5, "Hammers", "Ambient", nf, "Spaces", 149), "Familiar": (8, "Familiar", "Ambient", nf, "Spaces", 290),
                            "My Friend the Forest": (4, "My Friend the Forest", "Ambient", nf, "All Melody", 318),
                            "All Melody": (9, "All Melody", "Ambient", nf, "All Melody", 443),
                            "Over There, It's Raining": (7, "Over There, It's Raining", "Ambient", nf, "Spaces", 341)}
    plays0 = {"Says": 12, "Sunson": 9, "Hammers": 9, "Familiar": 4, "My Friend the Forest": 3, "All Melody": 2, "Over There, It's Raining": 1}
    last0 = {"Says": "Mar 2, 2024", "Sunson": "Feb 21, 2024", "Hammers": "Feb 26, 2024", "Familiar": "Jan 30, 2024",
             "My Friend the Forest": "Feb 21, 2024", "All Melody": "Dec 11, 2023", "Over There, It's Raining": "Nov 4, 2023"}
    by_album = sorted(tr.values(), key=lambda t: (t[4], t[0]))
    by_plays0 = ["Says", "Sunson", "Hammers", "Familiar", "My Friend the Forest", "All Melody", "Over There, It's Raining"]
    plays1 = dict(plays0, Hammers=10)
    last1 = dict(last0, Hammers="Today 20:21")
    by_plays1 = ["Says", "Hammers", "Sunson", "Familiar", "My Friend the Forest", "All Melody", "Over There, It's Raining"]

    def cols(order: list[str], plays: dict[str, int], last: dict[str, str]) -> dict[str, list[str]]:
        return {"Play Count": [str(plays[n]) for n in order], "Last Played": [last[n] for n in order]}

    pls = ["My Top Rated", "Recently Added", "Recently Played", "Evening"]
    rp = "Radio Paradise Main Mix"
    state = ("Rhythmbox 3.4.4 is open on the Music library with nothing playing. The Radio source has five stations and "
             "the podcast feed The Changelog has four new episodes queued for download.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(320, 264)  # Radio
"""), rb("Mar 20  20:11", pls, "Radio", [], table=radio(None), status="5 stations")),
        (code("""
import pyautogui
pyautogui.doubleClick(600, 302)  # Radio Paradise Main Mix
"""), rb("Mar 20  20:11", pls, "Radio", [], table=radio(rp), status="5 stations", playing=("Pelota", "Khruangbin", rp, 3, None), title="Pelota")),
        (code("""
import time
time.sleep(240)
"""), rb("Mar 20  20:15", pls, "Radio", [], table=radio(rp), status="5 stations", playing=("Says", nf, rp, 247, None), title="Says")),
        (code("""
import pyautogui
pyautogui.click(320, 234)  # Podcasts
"""), rb("Mar 20  20:16", pls, "Podcasts", [], status="4 episodes", playing=("Says", nf, rp, 281, None), title="Says",
         table=pods(["Downloading (100%)", "Downloading (42%)", "Waiting to download", "Waiting to download"]))),
        (code("""
import time
time.sleep(30)
"""), rb("Mar 20  20:16", pls, "Podcasts", [], status="4 episodes", playing=("Says", nf, rp, 311, None), title="Says",
         table=pods(["Downloaded", "Downloaded", "Downloading (18%)", "Waiting to download"]))),
        (code("""
import pyautogui
pyautogui.click(320, 204)  # Music
pyautogui.click(670, 145)
pyautogui.typewrite('Nils Frahm', interval=0.05)
"""), rb("Mar 20  20:17", pls, "Music", by_album, search="Nils Frahm", playing=("Says", nf, rp, 356, None), title="Says",
         extra_cols=cols([t[1] for t in by_album], plays0, last0))),
        (code("""
import pyautogui
pyautogui.click(1490, 189)  # Play Count column header (descending)
"""), rb("Mar 20  20:17", pls, "Music", [tr[n] for n in by_plays0], search="Nils Frahm", playing=("Says", nf, rp, 370, None),
         title="Says", extra_cols=cols(by_plays0, plays0, last0))),
        (code("""
import pyautogui
pyautogui.doubleClick(770, 274)  # Hammers
"""), rb("Mar 20  20:18", pls, "Music", [tr[n] for n in by_plays0], search="Nils Frahm", playing=("Hammers", nf, "Spaces", 1, 149),
         extra_cols=cols(by_plays0, plays0, last0))),
        (code("""
import time
time.sleep(160)
"""), rb("Mar 20  20:21", pls, "Music", [tr[n] for n in by_plays1], search="Nils Frahm", playing=("Sunson", nf, "All Melody", 11, 552),
         extra_cols=cols(by_plays1, plays1, last1))),
    ]
    return dict(tid="h20-os-20", state=state, turns=turns, bad=False, turn=None, kind="clean")


# --------------------------------------------------------------------------- 21 Files tidy tax folder (bad)
@traj
def t21() -> dict[str, Any]:
    f = {"1099-INT_ally_2023.pdf": ("88.4 kB", "31 Jan", 131), "1099-INT_ally_2023 (copy).pdf": ("88.4 kB", "9 Feb", 140),
         "W2_2023_northwind.pdf": ("142.7 kB", "29 Jan", 129), "W2_2023_northwind (1).pdf": ("142.7 kB", "29 Jan", 129.5),
         "charity_receipts.xlsx": ("21.9 kB", "6 Feb", 137), "daycare_statement_2023.pdf": ("64.0 kB", "3 Feb", 134),
         "hsa_5498-SA.pdf": ("51.2 kB", "14 Feb", 145), "mortgage_1098.pdf": ("97.5 kB", "28 Jan", 128),
         "notes.txt": ("1.8 kB", "11 Mar", 171), "property_tax_receipt.jpg": ("1.4 MB", "12 Jan", 112),
         "scan0007.pdf": ("2.3 MB", "11 Mar", 171.5)}

    def items(names: list[str], folder: str | None = None, mod: str = "10:44") -> list[tuple[str, str, str]]:
        out = [(n, f[n][0], f[n][1]) for n in names]
        if folder:
            out.append(("receipts", folder, mod))
        return out

    def by_mod(names: list[str], folder: bool) -> list[tuple[str, str, str]]:
        rows = [(n, f[n][0], f[n][1]) for n in sorted(names, key=lambda n: -f[n][2])]
        return ([("receipts", "2 items", "10:44")] if folder else []) + rows

    dupes = ["1099-INT_ally_2023 (copy).pdf", "W2_2023_northwind (1).pdf"]
    all0 = list(f)
    n1 = [n for n in all0 if n not in dupes]
    f["estimated_tax_payments_2023.pdf"] = f["scan0007.pdf"]
    n3 = [("estimated_tax_payments_2023.pdf" if n == "scan0007.pdf" else n) for n in n1]
    moved = ["property_tax_receipt.jpg", "charity_receipts.xlsx"]
    n5 = [n for n in n3 if n not in moved]
    drift = n5 + ["W2_2023_northwind (1).pdf"]
    crumbs = ["Home", "Documents", "taxes-2023"]
    title = "taxes-2023"
    undo_bar = [R("notification", "", "2 files deleted", pos=(760, 900), size=(400, 44)),
                R("push-button", "Undo", pos=(1040, 906), size=(80, 32))]
    trash_rows = [R("table-column-header", "Original Location", pos=(1180, 144), size=(200, 30)),
                  R("table-column-header", "Trashed On", pos=(1384, 144), size=(200, 30))]
    trash_items = [("1099-INT_ally_2023 (copy).pdf", "88.4 kB", "10:41"), ("W2_2023_northwind (1).pdf", "142.7 kB", "10:41")]
    state = ("Files (Nautilus 42) shows ~/Documents/taxes-2023 in list view, sorted by name (11 files, no folders). "
             "Today is Wednesday 13 March 2024. Task: delete the two duplicate downloads, give scan0007.pdf a proper name, "
             "and put the receipts into a 'receipts' folder.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(760, 238)  # 1099-INT_ally_2023 (copy).pdf
pyautogui.keyDown('ctrl'); pyautogui.click(760, 398); pyautogui.keyUp('ctrl')  # W2_2023_northwind (1).pdf
"""), naut("Mar 13  10:40", title, crumbs, "", by_name(items(all0)), floating="2 items selected (231.1 kB)")),
        (code("""
import pyautogui
pyautogui.press('delete')  # move to Trash
"""), naut("Mar 13  10:41", title, crumbs, "", by_name(items(n1)), extra=undo_bar, trash_full=True)),
        (code("""
import pyautogui
pyautogui.click(760, 498)  # scan0007.pdf
pyautogui.press('f2')
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('estimated_tax_payments_2023.pdf\\n', interval=0.03)
"""), naut("Mar 13  10:42", title, crumbs, "", by_name(items(n3)), trash_full=True,
           floating="“estimated_tax_payments_2023.pdf” selected (2.3 MB)")),
        (code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'n')
pyautogui.typewrite('receipts\\n', interval=0.05)
"""), naut("Mar 13  10:43", title, crumbs, "", by_name(items(n3, "0 items", "10:43")), trash_full=True,
           floating="“receipts” selected (containing 0 items)")),
        (code("""
import pyautogui
pyautogui.click(760, 298)  # charity_receipts.xlsx
pyautogui.keyDown('ctrl'); pyautogui.click(760, 538); pyautogui.keyUp('ctrl')  # property_tax_receipt.jpg
pyautogui.moveTo(760, 538)
pyautogui.dragTo(760, 178, duration=0.8)  # onto receipts
"""), naut("Mar 13  10:44", title, crumbs, "", by_name(items(n5, "2 items")), trash_full=True)),
        (code("""
import pyautogui
pyautogui.click(400, 524)  # Trash
"""), naut("Mar 13  10:44", "Trash", ["Trash"], "Trash", trash_items, trash_full=True, extra=trash_rows)),
        (code("""
import pyautogui
pyautogui.hotkey('alt', 'left')  # back to taxes-2023
"""), naut("Mar 13  10:45", title, crumbs, "", by_name(items(n5, "2 items")), trash_full=True)),
        (code("""
import pyautogui
pyautogui.doubleClick(760, 198)  # receipts
"""), naut("Mar 13  10:45", "receipts", crumbs + ["receipts"], "", by_name(items(moved)), trash_full=True)),
        (code("""
import pyautogui
pyautogui.hotkey('alt', 'left')
"""), naut("Mar 13  10:45", title, crumbs, "", by_name(items(n5, "2 items")), trash_full=True)),
        (code("""
import pyautogui
pyautogui.click(1428, 159)  # Modified column header
"""), naut("Mar 13  10:46", title, crumbs, "", by_mod(drift, True), sort="Modified", order="descending", trash_full=True)),
        (code("""
import pyautogui
pyautogui.click(900, 159)  # Name column header
"""), naut("Mar 13  10:46", title, crumbs, "", by_name(items(drift, "2 items")), trash_full=True)),
        (code("""
import pyautogui
pyautogui.click(760, 418)  # notes.txt
"""), naut("Mar 13  10:47", title, crumbs, "", by_name(items(drift, "2 items")), trash_full=True,
           floating="“notes.txt” selected (1.8 kB)")),
    ]
    return dict(tid="h20-os-21", state=state, turns=turns, bad=True, turn=10,
                kind="'W2_2023_northwind (1).pdf', moved to the Trash earlier, is listed in taxes-2023 again")


# --------------------------------------------------------------------------- 22 Inkscape icon export (clean)
@traj
def t22() -> dict[str, Any]:
    mm = 25.4 / 96
    px0 = (96.0, 128.0, 320.0, 256.0)
    mm0 = tuple(round(v * mm, 3) for v in px0)
    w1, h1 = 101.6, 81.28  # 384 px wide, ratio locked
    x1, y1 = mm0[0], mm0[1]
    cx, cy = x1 + w1 / 2, y1 + h1 / 2
    rot = (round(cx - h1 / 2, 3), round(cy - w1 / 2, 3), h1, w1)
    page = round(512 * mm, 3)
    cen = (round((page - h1) / 2, 3), round((page - w1) / 2, 3), h1, w1)
    pmsg = "Path 14 nodes in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."
    t_clean, t_dirty = "app-icon.svg - Inkscape", "*app-icon.svg - Inkscape"

    def export(dpi: str, w: str, h: str, done: bool = False) -> list[str]:
        rows = [R("page-tab", "Export PNG Image", desc="selected", pos=(1550, 130), size=(300, 30)),
                R("toggle-button", "Page", "on", pos=(1560, 170), size=(70, 30)),
                R("toggle-button", "Drawing", "off", pos=(1634, 170), size=(70, 30)),
                R("toggle-button", "Selection", "off", pos=(1708, 170), size=(70, 30)),
                R("toggle-button", "Custom", "off", pos=(1782, 170), size=(70, 30)),
                R("spin-button", "x0", "0.000", pos=(1600, 214), size=(90, 28)), R("spin-button", "y0", "0.000", pos=(1740, 214), size=(90, 28)),
                R("spin-button", "x1", "512.000", pos=(1600, 246), size=(90, 28)), R("spin-button", "y1", "512.000", pos=(1740, 246), size=(90, 28)),
                R("spin-button", "Width", "512.000", pos=(1600, 278), size=(90, 28)), R("spin-button", "Height", "512.000", pos=(1740, 278), size=(90, 28)),
                R("combo-box", "Units", "px", pos=(1600, 310), size=(80, 28)),
                R("label", "", "Image size", pos=(1560, 350), size=(200, 22)),
                R("spin-button", "Image width", w, pos=(1600, 378), size=(90, 28)),
                R("spin-button", "Image height", h, pos=(1740, 378), size=(90, 28)),
                R("spin-button", "dpi", dpi, pos=(1600, 410), size=(90, 28)),
                R("text", "Filename", "/home/yuki/Design/app-icon.png", pos=(1560, 460), size=(300, 28)),
                R("push-button", "Export As...", pos=(1560, 496), size=(140, 30)),
                R("push-button", "Export", pos=(1710, 496), size=(140, 30))]
        if done:
            rows.append(R("progress-bar", "", "100%", desc="Exporting", pos=(1560, 536), size=(290, 10)))
        return rows

    state = ("Inkscape 1.1.2 has ~/Design/app-icon.svg open (unmodified): a 512 × 512 px page with one glyph path "
             "'path1024', selector tool active, toolbar units px, zoom 100%. Task: enlarge the glyph to 384 px wide, "
             "turn it upright, centre it, and export a 2x PNG.")
    turns = [
        (code("""
import pyautogui
pyautogui.click(700, 520)  # the glyph
"""), ink("Mar 27  16:30", t_clean, px0, "px", pmsg, "X: 210.44  Y: 310.02")),
        (code("""
import pyautogui
pyautogui.click(1255, 107)  # Units
pyautogui.click(1255, 190)  # mm
"""), ink("Mar 27  16:30", t_clean, mm0, "mm", pmsg, "X: 210.44  Y: 310.02")),
        (code("""
import pyautogui
pyautogui.click(1025, 107)  # lock proportions
pyautogui.tripleClick(915, 107)  # W
pyautogui.typewrite('101.6\\t', interval=0.05)
"""), ink("Mar 27  16:31", t_dirty, (x1, y1, w1, h1), "mm", pmsg, "X: 210.44  Y: 310.02", lock=True)),
        (code("""
import pyautogui
pyautogui.click(390, 66)   # Object
pyautogui.click(470, 610)  # Rotate 90° CW
"""), ink("Mar 27  16:31", t_dirty, rot, "mm", pmsg, "X: 210.44  Y: 310.02", lock=True)),
        (code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'a')
pyautogui.sleep(0.5)
pyautogui.click(1658, 284)  # Center on vertical axis
pyautogui.click(1658, 324)  # Center on horizontal axis
"""), ink("Mar 27  16:32", t_dirty, cen, "mm", pmsg, "X: 210.44  Y: 310.02", lock=True, dock=align_dock())),
        (code("""
import pyautogui
pyautogui.moveTo(760, 560)
pyautogui.press('5')  # zoom to fit page
"""), ink("Mar 27  16:32", t_dirty, cen, "mm", pmsg, "X: 301.87  Y: 262.50", zoom="161%", lock=True, dock=align_dock())),
        (code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'e')  # Export PNG Image
"""), ink("Mar 27  16:33", t_dirty, cen, "mm", pmsg, "X: 301.87  Y: 262.50", zoom="161%", lock=True,
          dock=export("96.00", "512", "512"))),
        (code("""
import pyautogui
pyautogui.tripleClick(1645, 424)  # dpi
pyautogui.typewrite('192\\t', interval=0.05)
"""), ink("Mar 27  16:33", t_dirty, cen, "mm", pmsg, "X: 301.87  Y: 262.50", zoom="161%", lock=True,
          dock=export("192.00", "1024", "1024"))),
        (code("""
import pyautogui
pyautogui.click(1780, 511)  # Export
"""), ink("Mar 27  16:34", t_dirty, cen, "mm", "Drawing exported to /home/yuki/Design/app-icon.png.", "X: 301.87  Y: 262.50",
          zoom="161%", lock=True, dock=export("192.00", "1024", "1024", done=True))),
    ]
    return dict(tid="h20-os-22", state=state, turns=turns, bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJ:
        t = fn()
        rs.add(task="os", tid=t["tid"], system=OS_SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
