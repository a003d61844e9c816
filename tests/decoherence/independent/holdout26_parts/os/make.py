# ruff: noqa: E501
"""Held-out set holdout26, domain os: 22 Ubuntu GNOME desktop trajectories (11 with one contradiction).

Each trajectory is rendered from a small explicit app state, so every change between observations follows
from an action or from the nature of the thing shown (clocks, counters, progress, re-sorting, filters, unit
or format changes). In the contradicting ones exactly one detail of one observation drifts; the labels say
which turn. Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

TASK = "os"


def R(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
      pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    """One row of the accessibility table (tab-separated, as the benchmark prints it)."""
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]


def screen(app: str, clock: str, rows: list[str], running: tuple[str, ...] = (), tray: tuple[str, ...] = ()) -> str:
    """Top bar (Activities, app menu, clock, tray), the Ubuntu dock, then the app's own rows."""
    out = [OS_HDR,
           R("push-button", "Activities", "", "", "", (0, 0), (98, 27)),
           R("menu", app, "", "", "", (98, 0), (160, 27)),
           R("label", "", clock, "", "", (884, 0), (152, 27))]
    for i, t in enumerate(tray):
        out.append(R("label", "", t, "", "", (1640 + 40 * i, 0), (40, 27)))
    out.append(R("menu", "System", "", "", "", (1760, 0), (160, 27)))
    names = DOCK + [r for r in running if r not in DOCK]
    for i, n in enumerate(names):
        desc = "running" if n in running else ""
        out.append(R("push-button", n, "", "", desc, (4, 38 + 66 * i), (62, 62)))
    out.append(R("toggle-button", "Show Applications", "", "", "", (4, 1012), (62, 62)))
    out.extend(rows)
    return "\n".join(out)


def lines_of(text: str) -> int:
    return text.count("\n") + 1


def wc(text: str) -> tuple[int, int, int]:
    """Words, characters with spaces, characters without spaces (line breaks not counted)."""
    flat = text.replace("\n", "")
    return len(text.split()), len(flat), len(flat.replace(" ", ""))


def once(s: str, old: str, new: str) -> str:
    """Replace exactly one occurrence (used to inject the single drifted detail)."""
    assert s.count(old) == 1, (old, s.count(old))
    return s.replace(old, new)


def kb(n: int) -> str:
    """Nautilus-style decimal size."""
    if n < 1000:
        return f"{n} bytes"
    if n < 1_000_000:
        return f"{n / 1000:.1f} kB"
    if n < 1_000_000_000:
        return f"{n / 1_000_000:.1f} MB"
    return f"{n / 1_000_000_000:.1f} GB"


# ---------------------------------------------------------------- 01 gedit (clean)
AGENDA = """# Platform team sync — 2024-04-09

Attendees: Dana, Priya, Marco, Lukas, Aisha
Facilitator: Priya
Notes: TBD

## Agenda

1. Incident review: INC-2291 (cache stampede on 04-02) — owner: Marco
2. Postgres 16 upgrade plan — owner: TBD
3. On-call rotation for May — owner: Aisha
4. Cost report: March cloud spend (+8.4% MoM) — owner: Lukas
5. AOB

## Action items

- [ ] Marco: write postmortem for INC-2291 by Fri
- [ ] TBD: draft pg16 rollout checklist
- [ ] Aisha: publish May rotation in PagerDuty"""


def gedit(clock: str, buf: str, ln: int, col: int, *, dirty: bool = False, tab: int = 8, extra: list[str] | None = None) -> str:
    title = ("*" if dirty else "") + "meeting-agenda.md (~/Documents) - gedit"
    rows = [
        R("frame", title, "", "gedit", "", (70, 27), (1850, 1053)),
        R("push-button", "Open", "", "", "", (78, 35), (78, 34)),
        R("push-button", "New Tab", "", "", "", (160, 35), (34, 34)),
        R("label", "", "meeting-agenda.md", "", "~/Documents", (880, 33), (190, 20)),
        R("push-button", "Save", "", "", "", (1700, 35), (62, 34)),
        R("push-button", "Main Menu", "", "", "", (1766, 35), (34, 34)),
        R("page-tab", "meeting-agenda.md", "", "", "", (70, 75), (1850, 30)),
        R("text", "", buf, "", "", (70, 105), (1850, 930)),
        R("push-button", "Markdown", "", "", "Highlight mode", (1220, 1050), (110, 26)),
        R("push-button", f"Tab Width: {tab}", "", "", "", (1340, 1050), (110, 26)),
        R("push-button", f"Ln {ln}, Col {col}", "", "", "", (1460, 1050), (130, 26)),
        R("label", "", "INS", "", "", (1600, 1050), (40, 26)),
    ]
    if extra:
        rows += extra
    return screen("Text Editor", clock, rows, running=("Text Editor",))


def t_gedit() -> dict:
    p = "~/Documents/meeting-agenda.md"
    buf = AGENDA
    lines = buf.split("\n")
    tbd = [i + 1 for i, ln in enumerate(lines) if "TBD" in ln]
    assert len(tbd) == 3
    turns = []
    turns.append((code(f"""
import subprocess, time, os
subprocess.Popen(["gedit", os.path.expanduser("{p}")])
time.sleep(2)
"""), gedit("Apr 9  09:41", buf, 1, 1)))
    first_col = lines[tbd[0] - 1].index("TBD") + 4
    search_rows = [
        R("text", "Search", "TBD", "", "", (1380, 110), (280, 32)),
        R("label", "", "1 of 3", "", "", (1600, 116), (50, 20)),
        R("push-button", "Previous match", "", "", "", (1664, 110), (32, 32)),
        R("push-button", "Next match", "", "", "", (1698, 110), (32, 32)),
    ]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('TBD', interval=0.05)
"""), gedit("Apr 9  09:41", buf, tbd[0], first_col, extra=search_rows)))
    buf2 = buf.replace("TBD", "Dana")
    last_line = lines[tbd[-1] - 1]
    last_col = last_line.index("TBD") + 5
    repl = [
        R("dialog", "Find and Replace", "", "", "", (760, 380), (420, 250)),
        R("text", "Search for", "TBD", "", "", (860, 420), (300, 32)),
        R("text", "Replace with", "Dana", "", "", (860, 460), (300, 32)),
        R("check-box", "Match case", "", "", "unchecked", (790, 500), (160, 22)),
        R("check-box", "Match entire word only", "", "", "unchecked", (790, 526), (200, 22)),
        R("check-box", "Regular expression", "", "", "unchecked", (790, 552), (160, 22)),
        R("label", "", "3 occurrences replaced", "", "", (790, 582), (200, 20)),
        R("push-button", "Replace All", "", "", "", (930, 600), (100, 30)),
        R("push-button", "Replace", "", "", "", (1036, 600), (70, 30)),
        R("push-button", "Find", "", "", "", (1110, 600), (60, 30)),
    ]
    turns.append((code("""
import pyautogui, time
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 'h')
time.sleep(0.5)
pyautogui.typewrite('TBD', interval=0.05)
pyautogui.press('tab')
pyautogui.typewrite('Dana', interval=0.05)
pyautogui.click(980, 615)  # Replace All
"""), gedit("Apr 9  09:43", buf2, tbd[-1], last_col, dirty=True, extra=repl)))
    turns.append((code("""
import pyautogui
pyautogui.press('escape')  # close the Find and Replace dialog
pyautogui.hotkey('ctrl', 's')
"""), gedit("Apr 9  09:43", buf2, tbd[-1], last_col)))
    item = "- [ ] Lukas: tag untagged EC2 instances before the cost review"
    buf3 = buf2 + "\n" + item
    n3 = lines_of(buf3)
    turns.append((code(f"""
import pyautogui
pyautogui.hotkey('ctrl', 'end')
pyautogui.press('enter')
pyautogui.typewrite({item!r}, interval=0.02)
"""), gedit("Apr 9  09:45", buf3, n3, len(item) + 1, dirty=True)))
    pop = [
        R("menu", "Tab Width", "", "", "", (1300, 880), (180, 160)),
        R("radio-menu-item", "2", "", "", "", (1310, 890), (160, 24)),
        R("radio-menu-item", "4", "", "", "checked", (1310, 914), (160, 24)),
        R("radio-menu-item", "8", "", "", "", (1310, 938), (160, 24)),
        R("radio-menu-item", "12", "", "", "", (1310, 962), (160, 24)),
        R("check-menu-item", "Use Spaces", "", "", "unchecked", (1310, 996), (160, 24)),
    ]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1395, 1063)  # Tab Width button in the status bar
time.sleep(0.4)
pyautogui.click(1390, 926)   # 4
"""), gedit("Apr 9  09:46", buf3, n3, len(item) + 1, dirty=True, tab=4, extra=pop)))
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 's')
"""), gedit("Apr 9  09:46", buf3, n3, len(item) + 1, tab=4)))
    words, chars, nsp = wc(buf3)
    stats = [
        R("dialog", "Document Statistics", "", "", "", (780, 360), (360, 300)),
        R("label", "", "meeting-agenda.md", "", "", (800, 400), (200, 20)),
        R("label", "Lines", str(n3), "", "", (1000, 430), (80, 20)),
        R("label", "Words", str(words), "", "", (1000, 456), (80, 20)),
        R("label", "Characters (with spaces)", str(chars), "", "", (1000, 482), (80, 20)),
        R("label", "Characters (no spaces)", str(nsp), "", "", (1000, 508), (80, 20)),
        R("label", "Bytes", str(len(buf3.encode("utf-8"))), "", "", (1000, 534), (80, 20)),
        R("push-button", "Update", "", "", "", (1040, 610), (80, 30)),
    ]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1783, 52)  # main menu
time.sleep(0.4)
pyautogui.click(1700, 300)  # Tools
pyautogui.click(1700, 330)  # Document Statistics
"""), gedit("Apr 9  09:47", buf3, n3, len(item) + 1, tab=4, extra=stats)))
    return dict(tid="h26-os-01", turns=turns, state="GNOME desktop, no windows open. ~/Documents/meeting-agenda.md holds the draft agenda for today's platform sync.")


# ---------------------------------------------------------------- 02 GIMP (one contradiction)
GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp(clock: str, *, dims: str, state: str, dirty: bool, zoom: str, mem: str, msg: str = "",
         extra: list[str] | None = None, undo: list[str] | None = None) -> str:
    title = f"{'*' if dirty else ''}[IMG_2231] ({state})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {dims} – GIMP"
    rows = [R("frame", title, "", "gimp-2.10", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(GIMP_MENUS):
        rows.append(R("menu", m, "", "", "", (76 + 62 * i, 30), (58, 24)))
    for i, t in enumerate(["Rectangle Select", "Free Select", "Fuzzy Select", "Crop", "Unified Transform", "Move", "Text", "Paintbrush", "Eraser", "Clone", "Dodge / Burn"]):
        rows.append(R("push-button", t, "", "", "", (78 + 30 * (i % 4), 70 + 30 * (i // 4)), (28, 28)))
    rows += [
        R("drawing-area", "", "", "", f"IMG_2231.jpg {dims}", (320, 80), (1260, 900)),
        R("page-tab", "Layers", "", "", "", (1600, 70), (100, 26)),
        R("table-cell", "IMG_2231.jpg", "IMG_2231.jpg", "", "visible", (1620, 110), (280, 34)),
        R("combo-box", "Mode", "Normal", "", "", (1620, 150), (180, 26)),
        R("spin-button", "Opacity", "100.0", "", "", (1620, 180), (180, 24)),
    ]
    if undo is not None:
        rows.append(R("page-tab", "Undo History", "", "", "", (1600, 420), (120, 26)))
        for i, u in enumerate(undo):
            rows.append(R("table-cell", u, u, "", "selected" if i == len(undo) - 1 else "", (1620, 452 + 30 * i), (280, 28)))
    rows += [
        R("label", "", "1046, 812", "", "pointer position", (76, 1052), (110, 24)),
        R("combo-box", "Units", "px", "", "", (190, 1052), (60, 24)),
        R("combo-box", "Zoom", zoom, "", "", (254, 1052), (80, 24)),
        R("label", "", msg or f"IMG_2231.jpg ({mem})", "", "", (340, 1052), (600, 24)),
    ]
    if extra:
        rows += extra
    return screen("GNU Image Manipulation Program", clock, rows, running=("GNU Image Manipulation Program",))


def t_gimp() -> dict:
    big, small = "4032x3024", "1600x1200"
    turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(["gimp", os.path.expanduser("~/Pictures/IMG_2231.jpg")])
time.sleep(8)
"""), gimp("May 3  15:12", dims=big, state="imported", dirty=False, zoom="16.7%", mem="36.7 MB")))
    scale_dlg = [
        R("dialog", "Scale Image", "", "", "", (720, 300), (480, 420)),
        R("label", "", "IMG_2231-1", "", "", (790, 330), (200, 20)),
        R("spin-button", "Width", "4032", "", "", (830, 380), (140, 28)),
        R("spin-button", "Height", "3024", "", "", (830, 412), (140, 28)),
        R("toggle-button", "Chain", "", "", "linked", (980, 392), (20, 40)),
        R("combo-box", "Size unit", "px", "", "", (1010, 396), (60, 26)),
        R("label", "", "4032 × 3024 pixels", "", "", (830, 446), (200, 20)),
        R("spin-button", "X resolution", "72.000", "", "", (830, 480), (140, 28)),
        R("spin-button", "Y resolution", "72.000", "", "", (830, 512), (140, 28)),
        R("combo-box", "Resolution unit", "pixels/in", "", "", (1010, 496), (100, 26)),
        R("combo-box", "Interpolation", "Cubic", "", "", (830, 580), (180, 26)),
        R("push-button", "Help", "", "", "", (740, 670), (70, 30)),
        R("push-button", "Reset", "", "", "", (816, 670), (70, 30)),
        R("push-button", "Scale", "", "", "", (1040, 670), (70, 30)),
        R("push-button", "Cancel", "", "", "", (1116, 670), (70, 30)),
    ]
    turns.append((code("""
import pyautogui, time
pyautogui.click(324, 42)  # Image
time.sleep(0.4)
pyautogui.click(360, 412)  # Scale Image...
time.sleep(1)
"""), gimp("May 3  15:13", dims=big, state="imported", dirty=False, zoom="16.7%", mem="36.7 MB", extra=scale_dlg)))
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(900, 394)
pyautogui.typewrite('1600')
pyautogui.press('tab')
time.sleep(0.3)
pyautogui.click(1075, 685)  # Scale
time.sleep(3)
"""), gimp("May 3  15:13", dims=small, state="imported", dirty=True, zoom="16.7%", mem="43.1 MB")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'j')  # View > Zoom > Fit Image in Window
"""), gimp("May 3  15:14", dims=small, state="imported", dirty=True, zoom="66.7%", mem="43.1 MB")))
    bc = [
        R("dialog", "Brightness-Contrast", "", "", "", (720, 320), (460, 380)),
        R("label", "", "IMG_2231.jpg-2 ([IMG_2231] (imported))", "", "", (760, 350), (380, 20)),
        R("combo-box", "Presets", "", "", "", (760, 390), (340, 26)),
        R("slider", "Brightness", "0.0", "", "", (760, 430), (380, 26)),
        R("slider", "Contrast", "0.0", "", "", (760, 462), (380, 26)),
        R("push-button", "Edit these Settings as Levels", "", "", "", (760, 500), (260, 28)),
        R("check-box", "Preview", "", "", "checked", (760, 590), (90, 22)),
        R("check-box", "Split view", "", "", "unchecked", (870, 590), (100, 22)),
        R("push-button", "Help", "", "", "", (740, 650), (70, 30)),
        R("push-button", "Reset", "", "", "", (816, 650), (70, 30)),
        R("push-button", "OK", "", "", "", (1040, 650), (60, 30)),
        R("push-button", "Cancel", "", "", "", (1106, 650), (70, 30)),
    ]
    turns.append((code("""
import pyautogui, time
pyautogui.click(448, 42)  # Colors
time.sleep(0.4)
pyautogui.click(500, 140)  # Brightness-Contrast...
time.sleep(1)
"""), gimp("May 3  15:15", dims=small, state="imported", dirty=True, zoom="66.7%", mem="43.1 MB", extra=bc)))
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(1100, 443); pyautogui.typewrite('12\\n')
pyautogui.doubleClick(1100, 475); pyautogui.typewrite('8\\n')
time.sleep(0.5)
pyautogui.click(1070, 665)  # OK
time.sleep(1)
"""), gimp("May 3  15:16", dims=small, state="imported", dirty=True, zoom="66.7%", mem="48.6 MB")))
    hist = ["[Base Image]", "Scale Image", "Brightness-Contrast"]
    turns.append((code("""
import pyautogui, time
pyautogui.click(138, 42)  # Edit
time.sleep(0.4)
pyautogui.click(190, 150)  # Undo History
time.sleep(0.5)
"""), gimp("May 3  15:16", dims=small, state="imported", dirty=True, zoom="66.7%", mem="48.6 MB", undo=hist)))
    jpg = [
        R("dialog", "Export Image as JPEG", "", "", "", (740, 300), (440, 460)),
        R("slider", "Quality", "90", "", "", (770, 340), (380, 26)),
        R("check-box", "Show preview in image window", "", "", "unchecked", (770, 380), (260, 22)),
        R("check-box", "Save Exif data", "", "", "checked", (770, 420), (200, 22)),
        R("check-box", "Save XMP data", "", "", "checked", (770, 446), (200, 22)),
        R("check-box", "Save color profile", "", "", "checked", (770, 472), (200, 22)),
        R("check-box", "Save thumbnail", "", "", "checked", (770, 498), (200, 22)),
        R("toggle-button", "Advanced Options", "", "", "collapsed", (770, 540), (200, 24)),
        R("push-button", "Load Defaults", "", "", "", (770, 580), (120, 28)),
        R("push-button", "Save Defaults", "", "", "", (900, 580), (120, 28)),
        R("push-button", "Help", "", "", "", (760, 710), (70, 30)),
        R("push-button", "Export", "", "", "", (1020, 710), (70, 30)),
        R("push-button", "Cancel", "", "", "", (1096, 710), (70, 30)),
    ]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 'e')
time.sleep(1)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('IMG_2231_web.jpg')
pyautogui.press('enter')
time.sleep(1)
"""), gimp("May 3  15:17", dims=small, state="imported", dirty=True, zoom="66.7%", mem="48.6 MB", undo=hist, extra=jpg)))
    good = gimp("May 3  15:17", dims=small, state="exported", dirty=True, zoom="66.7%", mem="48.6 MB", undo=hist,
                msg="Image exported to '/home/maria/Pictures/IMG_2231_web.jpg'")
    bad = once(good, "1 layer) 1600x1200 – GIMP", "1 layer) 4032x3024 – GIMP")
    turns.append((code("""
import pyautogui, time
pyautogui.click(1055, 725)  # Export
time.sleep(2)
"""), bad))
    return dict(tid="h26-os-02", turns=turns, state="GNOME desktop; ~/Pictures/IMG_2231.jpg is a 4032x3024 phone photo that should be published at 1600 px wide.",
                bad=True, turn=9, kind="image size in the title bar reads the original 4032x3024 again after it was scaled to 1600x1200, with no undo")


# ---------------------------------------------------------------- 03 Files / Nautilus (one contradiction)
SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def nautilus(clock: str, path: list[str], items: list[tuple[str, str, str, str]], *, selected: str = "",
             floating: str = "", extra: list[str] | None = None, sort: str = "Name", hidden: bool = False,
             search: str | None = None) -> str:
    """items: (name, size column, modified column, kind) already in display order."""
    title = path[-1]
    rows = [R("frame", title, "", "org.gnome.Nautilus", "", (70, 27), (1850, 1053)),
            R("push-button", "Back", "", "", "", (80, 36), (34, 34)),
            R("push-button", "Forward", "", "", "", (116, 36), (34, 34))]
    if search is not None:
        rows.append(R("text", "Search", search, "", "", (660, 36), (520, 34)))
    else:
        for i, p in enumerate(path):
            rows.append(R("push-button", p, "", "", "path bar", (600 + 110 * i, 36), (106, 34)))
    rows += [R("push-button", "Search", "", "", "", (1680, 36), (34, 34)),
             R("toggle-button", "View options", "", "", f"sorted by {sort}" + (", hidden files shown" if hidden else ""), (1720, 36), (34, 34)),
             R("toggle-button", "List view", "", "", "pressed", (1760, 36), (34, 34))]
    for i, s in enumerate(SIDEBAR):
        rows.append(R("list-item", s, "", "", "current" if s == path[-1] and search is None else "", (72, 80 + 34 * i), (230, 32)))
    cols = ["Name", "Size", "Modified"] + (["Location"] if search is not None else [])
    for i, c in enumerate(cols):
        rows.append(R("table-column-header", c, "", "", "sort indicator" if c == sort else "", (310 + 560 * i, 80), (556, 30)))
    for j, (name, size, mod, kind) in enumerate(items):
        y = 112 + 34 * j
        d = ("selected, " if name == selected else "") + kind
        rows.append(R("table-cell", name, name, "", d, (310, y), (556, 32)))
        rows.append(R("table-cell", "", size, "", "", (870, y), (556, 32)))
        rows.append(R("table-cell", "", mod, "", "", (1430, y), (300, 32)))
        if search is not None:
            rows.append(R("table-cell", "", "Pictures/lisbon-2024", "", "", (1734, y), (180, 32)))
    if floating:
        rows.append(R("label", "", floating, "", "", (1560, 1040), (340, 30)))
    if extra:
        rows += extra
    return screen("Files", clock, rows, running=("Files",))


def t_nautilus_dl() -> dict:
    files = {  # name: (bytes, modified, kind)
        "IMG_20240309_151204.jpg": (3_412_889, "9 Mar", "JPEG image"),
        "meeting-notes-standup.odt": (18_244, "Yesterday", "OpenDocument text"),
        "old_installer.deb": (96_104_310, "28 Feb", "Debian package"),
        "report-draft-v2.docx": (64_318, "Yesterday", "Word document"),
        "scan0012.pdf": (245_612, "11 Mar", "PDF document"),
        "scan0013.pdf": (198_307, "11 Mar", "PDF document"),
        "Screenshot from 2024-03-12 10-41-07.png": (412_815, "12 Mar", "PNG image"),
        "tax-form-w9.pdf": (141_006, "7 Mar", "PDF document"),
        "vacation-itinerary.xlsx": (22_731, "08:52", "Excel spreadsheet"),
        "zoom_amd64.deb": (182_417_220, "5 Mar", "Debian package"),
    }
    folders: dict[str, tuple[int, str]] = {}

    def listing() -> list[tuple[str, str, str, str]]:
        out = [(n, f"{c} item" + ("" if c == 1 else "s"), m, "folder") for n, (c, m) in sorted(folders.items(), key=lambda kv: kv[0].lower())]
        out += [(n, kb(b), m, k) for n, (b, m, k) in sorted(files.items(), key=lambda kv: kv[0].lower())]
        return out

    path = ["Home", "Downloads"]
    turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(["nautilus", "--new-window", os.path.expanduser("~/Downloads")])
time.sleep(2)
import pyautogui
pyautogui.hotkey('ctrl', '2')  # list view
"""), nautilus("Mar 14  10:02", path, listing())))
    folders["Invoices"] = (0, "10:03")
    turns.append((code("""
import pyautogui, time
pyautogui.click(1100, 900)  # empty area
pyautogui.hotkey('ctrl', 'shift', 'n')
time.sleep(0.5)
pyautogui.typewrite('Invoices')
pyautogui.press('enter')
"""), nautilus("Mar 14  10:03", path, listing(), selected="Invoices", floating="“Invoices” selected (containing 0 items)")))
    files["invoice_2024_03_acme.pdf"] = files.pop("scan0012.pdf")
    turns.append((code("""
import pyautogui, time
pyautogui.click(420, 298)  # scan0012.pdf
pyautogui.press('f2')
time.sleep(0.4)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('invoice_2024_03_acme.pdf')
pyautogui.press('enter')
"""), nautilus("Mar 14  10:04", path, listing(), selected="invoice_2024_03_acme.pdf", floating="“invoice_2024_03_acme.pdf” selected (245.6 kB)")))
    files["invoice_2024_03_globex.pdf"] = files.pop("scan0013.pdf")
    turns.append((code("""
import pyautogui, time
pyautogui.click(420, 332)  # scan0013.pdf
pyautogui.press('f2')
time.sleep(0.4)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('invoice_2024_03_globex.pdf')
pyautogui.press('enter')
"""), nautilus("Mar 14  10:05", path, listing(), selected="invoice_2024_03_globex.pdf", floating="“invoice_2024_03_globex.pdf” selected (198.3 kB)")))
    moved = {n: files.pop(n) for n in ["invoice_2024_03_acme.pdf", "invoice_2024_03_globex.pdf"]}
    folders["Invoices"] = (2, "10:06")
    turns.append((code("""
import pyautogui, time
pyautogui.click(420, 196)  # invoice_2024_03_acme.pdf
pyautogui.keyDown('ctrl'); pyautogui.click(420, 230); pyautogui.keyUp('ctrl')  # + invoice_2024_03_globex.pdf
pyautogui.moveTo(420, 230)
pyautogui.dragTo(420, 128, duration=0.8, button='left')  # drop on the Invoices folder
time.sleep(0.5)
"""), nautilus("Mar 14  10:06", path, listing())))
    inner = [(n, kb(b), m, k) for n, (b, m, k) in sorted(moved.items())]
    good = nautilus("Mar 14  10:06", ["Home", "Downloads", "Invoices"], inner)
    bad = once(good, "invoice_2024_03_globex.pdf\tinvoice_2024_03_globex.pdf", "scan0013.pdf\tscan0013.pdf")
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(420, 128)  # Invoices
"""), bad))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('alt', 'left')
"""), nautilus("Mar 14  10:07", path, listing())))
    files.pop("old_installer.deb")
    toast = [R("notification", "", "“old_installer.deb” moved to trash", "", "", (760, 980), (420, 44)),
             R("push-button", "Undo", "", "", "", (1100, 986), (60, 32))]
    turns.append((code("""
import pyautogui
pyautogui.click(420, 230)  # old_installer.deb
pyautogui.press('delete')
"""), nautilus("Mar 14  10:08", path, listing(), extra=toast)))
    return dict(tid="h26-os-03", turns=turns, state="Ubuntu 22.04 desktop. Task: file the two scanned March invoices in ~/Downloads into an Invoices folder under descriptive names, then clean up the old installer.",
                bad=True, turn=6, kind="a renamed file is listed under its old name (scan0013.pdf) inside the folder it was moved to")


# ---------------------------------------------------------------- 04 VLC (clean)
EPISODES = [("Ep. 140 – Shipping Containers", 52 * 60 + 14), ("Ep. 141 – The Bell Labs Years", 47 * 60 + 3),
            ("Ep. 142 – The History of Fonts", 58 * 60 + 31), ("Ep. 143 – Why Bridges Sing", 44 * 60 + 56),
            ("Ep. 144 – Listener Questions", 39 * 60 + 12)]


def mmss(s: int) -> str:
    return f"{s // 60:02d}:{s % 60:02d}"


def hhmm(sec: int) -> str:
    return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}"


def vlc(now: int, cur: int, pos: int, *, playing: bool, vol: int, rate: str, rnd: bool) -> str:
    title, dur = EPISODES[cur]
    rows = [R("frame", f"{title} - VLC media player", "", "vlc", "", (300, 120), (1100, 760))]
    for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]):
        rows.append(R("menu", m, "", "", "", (306 + 70 * i, 150), (66, 24)))
    rows.append(R("tree-table", "Playlist", "", "", "", (306, 180), (1088, 520)))
    for i, c in enumerate(["Title", "Duration", "Album"]):
        rows.append(R("table-column-header", c, "", "", "", (306 + [0, 620, 760][i], 180), (300, 26)))
    for i, (t, d) in enumerate(EPISODES):
        y = 210 + 28 * i
        rows.append(R("table-cell", t, t, "", "now playing" if i == cur else "", (306, y), (610, 26)))
        rows.append(R("table-cell", "", mmss(d), "", "", (926, y), (130, 26)))
        rows.append(R("table-cell", "", "Ninety-Nine Objects", "", "", (1066, y), (320, 26)))
    rows += [
        R("label", "", mmss(pos), "", "elapsed", (310, 716), (60, 20)),
        R("slider", "Position", f"{pos / dur * 100:.1f}%", "", "", (376, 716), (920, 20)),
        R("label", "", mmss(dur), "", "total time", (1306, 716), (60, 20)),
        R("push-button", "Pause" if playing else "Play", "", "", "", (310, 752), (44, 44)),
        R("push-button", "Previous", "", "", "", (364, 758), (32, 32)),
        R("push-button", "Stop", "", "", "", (398, 758), (32, 32)),
        R("push-button", "Next", "", "", "", (432, 758), (32, 32)),
        R("push-button", "Toggle the video in fullscreen", "", "", "", (480, 758), (32, 32)),
        R("toggle-button", "Toggle playlist", "", "", "checked", (520, 758), (32, 32)),
        R("toggle-button", "Loop", "", "", "unchecked", (556, 758), (32, 32)),
        R("toggle-button", "Random", "", "", "checked" if rnd else "unchecked", (592, 758), (32, 32)),
        R("label", "", rate, "", "playback speed", (1170, 762), (50, 20)),
        R("slider", "Volume", f"{vol}%", "", "", (1230, 762), (120, 20)),
        R("label", "", ("Playing" if playing else "Paused") + f" — {title}", "", "", (306, 850), (700, 20)),
    ]
    return screen("VLC media player", f"Jun 2  {hhmm(now)}", rows, running=("VLC media player",))


def t_vlc() -> dict:
    t = 20 * 3600 + 14 * 60 + 5
    turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(["vlc", os.path.expanduser("~/Podcasts/queue.m3u")])
time.sleep(3)
"""), vlc(t + 3, 0, 2, playing=True, vol=100, rate="1.00x", rnd=False)))
    t += 20
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(500, 266)  # Ep. 142 in the playlist
time.sleep(1)
"""), vlc(t, 2, 1, playing=True, vol=100, rate="1.00x", rnd=False)))
    t += 91
    turns.append((code("""
import time
time.sleep(90)
"""), vlc(t, 2, 92, playing=True, vol=100, rate="1.00x", rnd=False)))
    t += 2
    turns.append((code("""
import pyautogui
pyautogui.press('space')
"""), vlc(t, 2, 93, playing=False, vol=100, rate="1.00x", rnd=False)))
    t += 25
    turns.append((code("""
import pyautogui
for _ in range(3):
    pyautogui.hotkey('ctrl', 'down')
"""), vlc(t, 2, 93, playing=False, vol=85, rate="1.00x", rnd=False)))
    t += 4
    turns.append((code("""
import pyautogui, time
pyautogui.press('space')            # resume
for _ in range(2):
    pyautogui.click(376, 162)       # Playback
    time.sleep(0.3)
    pyautogui.click(420, 220)       # Speed
    pyautogui.click(560, 250)       # Faster (fine)
time.sleep(1)
"""), vlc(t, 2, 95, playing=True, vol=85, rate="1.20x", rnd=False)))
    t += 121
    turns.append((code("""
import time
time.sleep(120)
"""), vlc(t, 2, 95 + 145, playing=True, vol=85, rate="1.20x", rnd=False)))
    t += 3
    turns.append((code("""
import pyautogui
pyautogui.click(608, 774)  # Random
"""), vlc(t, 2, 95 + 149, playing=True, vol=85, rate="1.20x", rnd=True)))
    t += 2
    turns.append((code("""
import pyautogui, time
pyautogui.press('n')  # next (random order)
time.sleep(1)
"""), vlc(t, 4, 1, playing=True, vol=85, rate="1.20x", rnd=True)))
    return dict(tid="h26-os-04", turns=turns, state="Desktop idle. ~/Podcasts/queue.m3u lists five episodes of the 'Ninety-Nine Objects' podcast. Listen to episode 142 for a bit at a slightly faster speed and quieter volume.")


# ---------------------------------------------------------------- 05 Firefox (clean)
def hms(h: int, m: int, s: int = 0) -> int:
    return h * 3600 + m * 60 + s


DEPARTURES = [("6", "Uptown - Southdale", hms(10, 44, 10)), ("4", "Lyndale Av - Southtown", hms(10, 48, 40)),
              ("17", "Lyndale Av - Washington St", hms(10, 51, 5)), ("6", "Xerxes Av - France Av", hms(10, 55, 30)),
              ("12", "Uptown - Excelsior Blvd", hms(10, 58, 0)), ("4", "Lyndale Av - Southtown", hms(11, 3, 40)),
              ("6", "Uptown - Southdale", hms(11, 7, 0)), ("17", "Lyndale Av - Washington St", hms(11, 11, 20)),
              ("12", "Uptown - Excelsior Blvd", hms(11, 18, 0)), ("6", "Uptown - Southdale", hms(11, 22, 10)),
              ("6", "Xerxes Av - France Av", hms(11, 36, 0))]


def ampm(sec: int, secs: bool = False) -> str:
    h, m, s = sec // 3600, sec % 3600 // 60, sec % 60
    return f"{(h - 1) % 12 + 1}:{m:02d}" + (f":{s:02d}" if secs else "") + (" am" if h < 12 else " pm")


def ff_frame(title: str, url: str, tabs: list[str], active: int, star: bool = False) -> list[str]:
    rows = [R("frame", f"{title} — Mozilla Firefox", "", "firefox", "", (70, 27), (1850, 1053))]
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", "", "selected" if i == active else "", (76 + 250 * i, 32), (246, 36)))
    rows += [R("push-button", "Open a new tab (Ctrl+T)", "", "", "", (76 + 250 * len(tabs), 36), (30, 30)),
             R("push-button", "Back", "", "", "", (80, 74), (32, 32)),
             R("push-button", "Forward", "", "", "", (114, 74), (32, 32)),
             R("push-button", "Reload", "", "", "", (148, 74), (32, 32)),
             R("entry", "Search with Google or enter address", url, "", "", (240, 74), (1300, 32)),
             R("push-button", "Edit bookmark for this page (Ctrl+D)" if star else "Bookmark this page (Ctrl+D)", "", "", "", (1510, 76), (28, 28))]
    return rows


def nextrip(now: int, updated: int, route: str | None, tabs: list[str], star: bool = False, extra: list[str] | None = None) -> str:
    rows = ff_frame("NexTrip - Metro Transit", "https://www.metrotransit.org/nextrip/17940", tabs, 0, star)
    rows += [R("heading", "", "Hennepin Ave & 7th St - Stop #17940", "", "", (320, 150), (900, 40)),
             R("label", "", "Southbound • Stop #17940", "", "", (320, 194), (400, 20)),
             R("combo-box", "Route", route or "All routes", "", "", (320, 230), (200, 32)),
             R("push-button", "Refresh departures", "", "", "", (540, 230), (180, 32)),
             R("label", "", f"Updated {ampm(updated, True)}", "", "", (740, 236), (200, 20))]
    shown = [d for d in DEPARTURES if d[2] >= updated and (route is None or d[0] == route)][:8]
    for i, (r, dest, dep) in enumerate(shown):
        delta = dep - updated
        if delta < 60:
            when, rt = "Due", "real-time"
        elif delta < 20 * 60:
            when, rt = f"{delta // 60} Min", "real-time"
        else:
            when, rt = ampm(dep)[:-3], "scheduled"
        y = 280 + 44 * i
        rows += [R("list-item", "", f"Route {r}", "", "", (320, y), (120, 40)),
                 R("static", "", dest, "", "", (450, y), (520, 40)),
                 R("static", "", when, "", rt, (980, y), (120, 40))]
    rows.append(R("link", "Service alerts (2)", "", "", "", (320, 280 + 44 * len(shown) + 20), (200, 24)))
    if extra:
        rows += extra
    return screen("Firefox", f"Apr 14  {ampm(now)[:-3]}", rows, running=("Firefox Web Browser",))


def weather(now: int, tabs: list[str], scrolled: bool) -> str:
    rows = ff_frame("National Weather Service", "https://forecast.weather.gov/MapClick.php?lat=44.9778&lon=-93.2650", tabs, 1)
    top = [R("heading", "", "Current conditions at", "", "", (320, 150), (500, 26)),
           R("heading", "", "Minneapolis, Minneapolis-St. Paul International Airport (KMSP)", "", "", (320, 178), (900, 26)),
           R("static", "", "Fair", "", "", (320, 214), (200, 24)),
           R("static", "", "41°F", "", "", (320, 242), (120, 40)),
           R("static", "", "5°C", "", "", (450, 252), (80, 24)),
           R("table-cell", "Humidity", "62%", "", "", (640, 214), (300, 22)),
           R("table-cell", "Wind Speed", "NW 9 mph", "", "", (640, 238), (300, 22)),
           R("table-cell", "Barometer", "30.05 in (1017.6 mb)", "", "", (640, 262), (300, 22)),
           R("table-cell", "Dewpoint", "29°F (-2°C)", "", "", (640, 286), (300, 22)),
           R("table-cell", "Visibility", "10.00 mi", "", "", (640, 310), (300, 22)),
           R("table-cell", "Last update", "14 Apr 9:53 am CDT", "", "", (640, 334), (300, 22))]
    fc = [R("heading", "", "Detailed Forecast", "", "", (320, 150 if scrolled else 420), (400, 26))]
    text = [("Today", "Sunny, with a high near 58. Northwest wind 8 to 13 mph."),
            ("Tonight", "Clear, with a low around 36. Northwest wind 5 to 8 mph becoming light and variable in the evening."),
            ("Monday", "Sunny, with a high near 64. South wind 5 to 10 mph."),
            ("Monday Night", "Partly cloudy, with a low around 45. South wind around 10 mph."),
            ("Tuesday", "A chance of showers after 1pm. Mostly cloudy, with a high near 61. Chance of precipitation is 40%.")]
    for i, (k, v) in enumerate(text):
        fc.append(R("static", k, v, "", "", (320, (186 if scrolled else 456) + 40 * i), (1200, 36)))
    rows += (fc if scrolled else top + fc[:3])
    return screen("Firefox", f"Apr 14  {ampm(now)[:-3]}", rows, running=("Firefox Web Browser",))


def t_firefox_bus() -> dict:
    one = ["NexTrip - Metro Transit"]
    two = ["NexTrip - Metro Transit", "National Weather Service"]
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["firefox", "https://www.metrotransit.org/nextrip/17940"])
time.sleep(5)
"""), nextrip(hms(10, 41, 20), hms(10, 41, 18), None, one)))
    turns.append((code("""
import pyautogui, time
time.sleep(60)
pyautogui.click(630, 246)  # Refresh departures
time.sleep(1)
"""), nextrip(hms(10, 42, 36), hms(10, 42, 35), None, one)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(420, 246)  # Route filter
time.sleep(0.3)
pyautogui.click(420, 330)  # 6
time.sleep(1)
"""), nextrip(hms(10, 43, 5), hms(10, 43, 4), "6", one)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 't')
pyautogui.typewrite('https://forecast.weather.gov/MapClick.php?lat=44.9778&lon=-93.2650\\n', interval=0.01)
time.sleep(4)
"""), weather(hms(10, 43, 41), two, False)))
    turns.append((code("""
import pyautogui
pyautogui.scroll(-10)
"""), weather(hms(10, 44, 30), two, True)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', '1')
time.sleep(1)
"""), nextrip(hms(10, 45, 10), hms(10, 45, 4), "6", two)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(420, 246)  # Route filter
time.sleep(0.3)
pyautogui.click(420, 280)  # All routes
time.sleep(1)
"""), nextrip(hms(10, 45, 40), hms(10, 45, 38), None, two)))
    panel = [R("dialog", "Add bookmark", "", "", "", (1220, 110), (400, 220)),
             R("entry", "Name", "NexTrip - Metro Transit", "", "", (1240, 160), (360, 30)),
             R("combo-box", "Folder", "Bookmarks Toolbar", "", "", (1240, 200), (360, 30)),
             R("push-button", "Save", "", "", "", (1440, 280), (80, 32)),
             R("push-button", "Cancel", "", "", "", (1526, 280), (80, 32))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'd')
"""), nextrip(hms(10, 45, 52), hms(10, 45, 38), None, two, extra=panel)))
    turns.append((code("""
import pyautogui
pyautogui.click(1480, 296)  # Save
"""), nextrip(hms(10, 46, 4), hms(10, 45, 38), None, two, star=True)))
    return dict(tid="h26-os-05", turns=turns, state="Firefox is not running. The user wants to know when the next route 6 bus leaves Hennepin Ave & 7th St, whether to take a jacket, and to bookmark the departures page.")


# ---------------------------------------------------------------- 06 KeePassXC (one contradiction)
KP_ENTRIES = [("Amazon", "dana.k@fastmail.com", "https://www.amazon.com", "11/02/2023 19:44"),
              ("GitHub", "dkowalski", "https://github.com/login", "02/01/2024 09:12"),
              ("GitLab (work)", "dana.kowalski", "https://gitlab.corp.example.com", "15/12/2023 16:30"),
              ("Hetzner Robot", "K1204588", "https://robot.hetzner.com", "08/03/2024 21:05"),
              ("Mastodon", "@dana@hachyderm.io", "https://hachyderm.io", "30/09/2023 10:01"),
              ("Netflix", "dana.k@fastmail.com", "https://www.netflix.com", "04/07/2022 20:15"),
              ("Proton VPN", "dana.k", "https://account.protonvpn.com", "19/01/2024 08:40")]
KP_GROUPS = ["Root", "General", "Email", "Internet", "Homebanking", "Network", "Work"]


def keepass(clock: str, entries: list[tuple[str, str, str, str]], *, selected: str = "", search: str = "",
            preview: list[str] | None = None, extra: list[str] | None = None) -> str:
    rows = [R("frame", "Passwords.kdbx - KeePassXC", "", "keepassxc", "", (160, 60), (1600, 960))]
    for i, m in enumerate(["Database", "Entries", "Groups", "Tools", "View", "Help"]):
        rows.append(R("menu", m, "", "", "", (166 + 80 * i, 90), (76, 24)))
    rows.append(R("text", "Search (Ctrl+F)", search, "", "", (1300, 122), (440, 32)))
    for i, g in enumerate(KP_GROUPS):
        rows.append(R("tree-item", g, "", "", "selected" if g == "Root" else "", (170 + (0 if g == "Root" else 20), 170 + 30 * i), (260, 28)))
    for i, c in enumerate(["Title", "Username", "Password", "URL", "Notes", "Modified"]):
        rows.append(R("table-column-header", c, "", "", "ascending" if c == "Title" else "", (450 + [0, 260, 500, 640, 1000, 1120][i], 170), (250, 28)))
    for j, (t, u, url, mod) in enumerate(entries):
        y = 200 + 30 * j
        rows += [R("table-cell", t, t, "", "selected" if t == selected else "", (450, y), (250, 28)),
                 R("table-cell", "", u, "", "", (710, y), (230, 28)),
                 R("table-cell", "", "******", "", "", (950, y), (130, 28)),
                 R("table-cell", "", url, "", "", (1090, y), (350, 28)),
                 R("table-cell", "", "", "", "", (1450, y), (110, 28)),
                 R("table-cell", "", mod, "", "", (1570, y), (180, 28))]
    if preview:
        rows += preview
    if extra:
        rows += extra
    return screen("KeePassXC", clock, rows, running=("KeePassXC",))


def t_keepass() -> dict:
    entries = list(KP_ENTRIES)
    turns = []
    turns.append((code("""
import subprocess, time, os, pyautogui
subprocess.Popen(["keepassxc", os.path.expanduser("~/Passwords.kdbx")])
time.sleep(3)
pyautogui.typewrite('plum-Orbit-harbor-42')
pyautogui.press('enter')
time.sleep(2)
"""), keepass("Mar 22  14:18", entries)))
    new = ("Hetzner Cloud Console", "dana.k@fastmail.com", "https://console.hetzner.cloud", "22/03/2024 14:20")
    entries = sorted(entries + [new], key=lambda e: e[0].lower())
    prev = [R("page-tab", "General", "", "", "selected", (450, 760), (100, 26)),
            R("label", "Username", "dana.k@fastmail.com", "", "", (470, 800), (400, 22)),
            R("label", "Password", "●●●●●●", "", "", (470, 826), (400, 22)),
            R("link", "URL", "https://console.hetzner.cloud", "", "", (470, 852), (400, 22)),
            R("label", "Expiration", "Never", "", "", (470, 878), (400, 22)),
            R("label", "Tags", "", "", "", (470, 904), (400, 22))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'n')
time.sleep(1)
pyautogui.typewrite('Hetzner Cloud Console'); pyautogui.press('tab')
pyautogui.typewrite('dana.k@fastmail.com'); pyautogui.press('tab')
pyautogui.click(1402, 318)  # generate password
time.sleep(0.5)
pyautogui.click(1502, 760)  # Apply password
pyautogui.click(760, 418); pyautogui.typewrite('https://console.hetzner.cloud')
pyautogui.click(1580, 980)  # OK
time.sleep(1)
"""), keepass("Mar 22  14:20", entries, selected=new[0], preview=prev)))
    props = [R("dialog", "Edit entry", "", "", "", (160, 60), (1600, 960)),
             R("list-item", "Entry", "", "", "", (170, 160), (120, 60)),
             R("list-item", "Advanced", "", "", "", (170, 224), (120, 60)),
             R("list-item", "Icon", "", "", "", (170, 288), (120, 60)),
             R("list-item", "Auto-Type", "", "", "", (170, 352), (120, 60)),
             R("list-item", "Properties", "", "", "selected", (170, 416), (120, 60)),
             R("list-item", "History", "", "", "", (170, 480), (120, 60)),
             R("label", "", "Edit entry: Hetzner Cloud Console", "", "", (320, 110), (600, 28)),
             R("label", "Created", "22/03/2024 14:20:31", "", "", (340, 180), (300, 24)),
             R("label", "Modified", "22/03/2024 14:20:31", "", "", (340, 210), (300, 24)),
             R("label", "Accessed", "22/03/2024 14:20:31", "", "", (340, 240), (300, 24)),
             R("label", "UUID", "a3f1c97e0b4d4e21b6f0d8e4c2a95f17", "", "", (340, 270), (400, 24)),
             R("table", "Plugin data", "", "", "empty", (340, 320), (1380, 400)),
             R("push-button", "Remove", "", "", "", (340, 730), (90, 30)),
             R("push-button", "OK", "", "", "", (1560, 980), (80, 30)),
             R("push-button", "Cancel", "", "", "", (1650, 980), (90, 30))]
    good = screen("KeePassXC", "Mar 22  14:21", [R("frame", "Passwords.kdbx - KeePassXC", "", "keepassxc", "", (160, 60), (1600, 960))] + props, running=("KeePassXC",))
    bad = once(good, "Created\t22/03/2024 14:20:31", "Created\t22/03/2024 14:07:52")
    turns.append((code("""
import pyautogui, time
pyautogui.press('enter')      # edit the selected entry
time.sleep(1)
pyautogui.click(230, 446)     # Properties
"""), bad))
    found = [e for e in entries if "git" in (e[0] + e[2]).lower()]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1695, 995)    # Cancel
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('git')
time.sleep(0.5)
"""), keepass("Mar 22  14:22", found, search="git")))
    prev2 = [R("page-tab", "General", "", "", "selected", (450, 760), (100, 26)),
             R("label", "Username", "dkowalski", "", "", (470, 800), (400, 22)),
             R("label", "Password", "●●●●●●", "", "", (470, 826), (400, 22)),
             R("link", "URL", "https://github.com/login", "", "", (470, 852), (400, 22)),
             R("label", "Expiration", "Never", "", "", (470, 878), (400, 22)),
             R("label", "Tags", "dev", "", "", (470, 904), (400, 22)),
             R("page-tab", "Advanced", "", "", "", (556, 760), (100, 26)),
             R("page-tab", "Autotype", "", "", "", (662, 760), (100, 26))]
    turns.append((code("""
import pyautogui
pyautogui.click(560, 214)  # GitHub
"""), keepass("Mar 22  14:22", found, search="git", selected="GitHub", preview=prev2)))

    def gen(pw: str, clock: str) -> str:
        dlg = [R("dialog", "Generate Password", "", "", "", (600, 200), (720, 560)),
               R("page-tab", "Password", "", "", "selected", (620, 230), (110, 28)),
               R("page-tab", "Passphrase", "", "", "", (736, 230), (110, 28)),
               R("text", "Generated password", pw, "", "", (620, 280), (600, 32)),
               R("push-button", "Regenerate password", "", "", "", (1226, 280), (32, 32)),
               R("push-button", "Copy password", "", "", "", (1262, 280), (32, 32)),
               R("label", "", "Entropy: 126.34 bit", "", "", (620, 320), (200, 20)),
               R("label", "", "Password Quality: Excellent", "", "", (1020, 320), (240, 20)),
               R("slider", "Length", "20", "", "", (620, 360), (560, 24)),
               R("toggle-button", "Upper Case Letters A to Z", "A-Z", "", "checked", (620, 410), (80, 32)),
               R("toggle-button", "Lower Case Letters a to z", "a-z", "", "checked", (706, 410), (80, 32)),
               R("toggle-button", "Numbers 0 to 9", "0-9", "", "checked", (792, 410), (80, 32)),
               R("toggle-button", "Special Characters", "/*_&...", "", "checked", (878, 410), (100, 32)),
               R("toggle-button", "Extended ASCII", "ExtendedASCII", "", "unchecked", (984, 410), (130, 32)),
               R("push-button", "Close", "", "", "", (1220, 700), (80, 30))]
        return keepass(clock, found, search="git", selected="GitHub", preview=prev2, extra=dlg)
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'g')  # Tools > Password Generator
time.sleep(1)
"""), gen("q7#Lm2v!Rz9@Tb4xWe8%", "Mar 22  14:23")))
    turns.append((code("""
import pyautogui
pyautogui.click(1242, 296)  # Regenerate password
"""), gen("Xp4&hN8s^Dk1!mQz7Rv3", "Mar 22  14:23")))
    lock = [R("frame", "Passwords.kdbx [Locked] - KeePassXC", "", "keepassxc", "", (160, 60), (1600, 960)),
            R("heading", "", "Unlock Database - KeePassXC", "", "", (700, 300), (520, 30)),
            R("label", "", "/home/dana/Passwords.kdbx", "", "", (700, 340), (520, 22)),
            R("password-text", "Password", "", "", "", (700, 400), (480, 34)),
            R("check-box", "Key File", "", "", "unchecked", (700, 450), (200, 22)),
            R("push-button", "Unlock", "", "", "", (1100, 520), (80, 32)),
            R("push-button", "Cancel", "", "", "", (1010, 520), (80, 32))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1260, 715)     # Close
pyautogui.hotkey('ctrl', 'l')  # lock database
time.sleep(0.5)
"""), screen("KeePassXC", "Mar 22  14:24", lock, running=("KeePassXC",))))
    return dict(tid="h26-os-06", turns=turns, state="KeePassXC is installed; ~/Passwords.kdbx is the personal vault (master password: plum-Orbit-harbor-42). Add an entry for the Hetzner Cloud console, check the GitHub entry, and try the password generator, then lock the vault.",
                bad=True, turn=3, kind="a newly created entry's Created timestamp (14:07) is earlier than the clock shown before it was created (14:18)")


# ---------------------------------------------------------------- 07 LibreOffice Calc budget (one contradiction)
def col_letter(i: int) -> str:
    return "ABCDEFGHIJ"[i]


def calc(clock: str, fname: str, cells: dict[str, str], ncols: int, nrows: int, *, namebox: str, inputline: str,
         status: str, modified: bool, sheets: tuple[str, ...] = ("Q1", "Notes"), extra: list[str] | None = None,
         hidden_rows: tuple[int, ...] = (), filt: str = "", widths: tuple[int, ...] = ()) -> str:
    rows = [R("frame", f"{fname} - LibreOffice Calc", "", "libreoffice-calc", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]):
        rows.append(R("menu", m, "", "", "", (76 + 58 * i, 58), (54, 22)))
    rows += [R("combo-box", "Name Box", namebox, "", "", (76, 150), (120, 26)),
             R("text", "Input line", inputline, "", "", (300, 150), (1600, 26))]
    x = 110
    w = widths or tuple([160] * ncols)
    for c in range(ncols):
        rows.append(R("table-column-header", col_letter(c), "", "", "", (x, 184), (w[c], 20)))
        x += w[c]
    y = 206
    for r in range(1, nrows + 1):
        if r in hidden_rows:
            continue
        x = 110
        for c in range(ncols):
            ref = f"{col_letter(c)}{r}"
            v = cells.get(ref, "")
            rows.append(R("table-cell", ref, v, "", "", (x, y), (w[c], 22)))
            x += w[c]
        y += 22
    for i, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", "", "selected" if i == 0 else "", (160 + 90 * i, 1010), (88, 24)))
    rows += [R("label", "", f"Sheet 1 of {len(sheets)}", "", "", (76, 1040), (110, 22)),
             R("label", "", filt or "Default", "", "", (200, 1040), (200, 22)),
             R("label", "", "English (USA)", "", "", (420, 1040), (120, 22)),
             R("label", "", "", "", ("The document has been modified. Click to save the document." if modified
                                      else "The document has not been modified since the last save."), (560, 1040), (22, 22)),
             R("label", "", status, "", "", (1100, 1040), (540, 22)),
             R("label", "", "100%", "", "zoom", (1850, 1040), (50, 22))]
    if extra:
        rows += extra
    return screen("LibreOffice Calc", clock, rows, running=("LibreOffice Calc",))


def money(x: float) -> str:
    return f"{x:,.2f}"


def g15(x: float) -> str:
    return f"{x:.15g}"


def t_calc_budget() -> dict:
    cats = ["Rent", "Groceries", "Utilities", "Transport", "Internet", "Insurance", "Dining out"]
    vals = [[1450.0, 1450.0, 1450.0], [412.36, 388.90, 405.12], [138.40, 151.22, 129.87], [96.00, 88.50, 120.25],
            [59.99, 59.99, 59.99], [120.00, 120.00, 120.00], [74.80, 131.45, 92.10]]
    fname = "household_budget_2024.ods"
    avg_col: dict[int, str] = {}

    def cells() -> dict[str, str]:
        c = {"A1": "Category", "B1": "Jan", "C1": "Feb", "D1": "Mar", "E1": "Q1 Total", "A9": "Total"}
        for i, (cat, v) in enumerate(zip(cats, vals)):
            r = i + 2
            c[f"A{r}"] = cat
            for j in range(3):
                c[f"{'BCD'[j]}{r}"] = money(v[j])
            c[f"E{r}"] = money(round(sum(v), 2))
        for j in range(3):
            c[f"{'BCD'[j]}9"] = money(round(sum(v[j] for v in vals), 2))
        c["E9"] = money(round(sum(sum(v) for v in vals), 2))
        if avg_col:
            c["F1"] = "Avg / month"
            c.update({f"F{r}": s for r, s in avg_col.items()})
        return c

    def colsum(j: int) -> tuple[str, str]:
        s = round(sum(v[j] for v in vals), 2)
        return money(s / 7), money(s)

    turns = []
    turns.append((code(f"""
import subprocess, time, os
subprocess.Popen(["libreoffice", "--calc", os.path.expanduser("~/Documents/{fname}")])
time.sleep(6)
"""), calc("Apr 2  19:31", fname, cells(), 5, 9, namebox="A1", inputline="Category", status="Average: ; Sum: 0", modified=False)))
    a, s = colsum(0)
    turns.append((code("""
import pyautogui
pyautogui.click(350, 239)                     # B2
pyautogui.keyDown('shift'); pyautogui.click(350, 371); pyautogui.keyUp('shift')  # B8
"""), calc("Apr 2  19:32", fname, cells(), 5, 9, namebox="B2:B8", inputline="1450", status=f"Average: {a}; Sum: {s}", modified=False)))
    old_a, old_s = colsum(2)
    vals[3][2] = 132.75
    turns.append((code("""
import pyautogui, time
pyautogui.click(130, 163)   # Name Box
pyautogui.typewrite('D5\\n')
time.sleep(0.3)
pyautogui.typewrite('132.75\\n')
"""), calc("Apr 2  19:33", fname, cells(), 5, 9, namebox="D6", inputline="59.99", status="Average: 59.99; Sum: 59.99", modified=True)))
    a, s = colsum(2)
    assert s != old_s
    turns.append((code("""
import pyautogui
pyautogui.click(670, 239)                     # D2
pyautogui.keyDown('shift'); pyautogui.click(670, 371); pyautogui.keyUp('shift')  # D8
"""), calc("Apr 2  19:33", fname, cells(), 5, 9, namebox="D2:D8", inputline="1450", status=f"Average: {a}; Sum: {s}", modified=True)))
    totals = [round(sum(v), 2) for v in vals]
    raw = [t / 3 for t in totals]
    for i, x in enumerate(raw):
        avg_col[i + 2] = f"{x:.6f}".rstrip("0").rstrip(".")
    rs = sum(raw)
    turns.append((code("""
import pyautogui, time
pyautogui.click(130, 163); pyautogui.typewrite('F1\\n')
pyautogui.typewrite('Avg / month\\n')
pyautogui.typewrite('=E2/3\\n')
pyautogui.click(130, 163); pyautogui.typewrite('F2:F8\\n')
pyautogui.hotkey('ctrl', 'd')   # fill down
time.sleep(0.3)
"""), calc("Apr 2  19:35", fname, cells(), 6, 9, namebox="F2:F8", inputline="=E2/3", status=f"Average: {g15(rs / 7)}; Sum: {g15(rs)}", modified=True)))
    for i, x in enumerate(raw):
        avg_col[i + 2] = money(x)
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', '1')   # Format as Number (2 decimals)
"""), calc("Apr 2  19:35", fname, cells(), 6, 9, namebox="F2:F8", inputline="=E2/3", status=f"Average: {money(rs / 7)}; Sum: {money(rs)}", modified=True)))
    good = calc("Apr 2  19:36", fname, cells(), 6, 9, namebox="D2:D8", inputline="1450", status=f"Average: {a}; Sum: {s}", modified=True)
    bad = once(good, f"Average: {a}; Sum: {s}", f"Average: {old_a}; Sum: {old_s}")
    turns.append((code("""
import pyautogui
pyautogui.click(670, 239)                     # D2
pyautogui.keyDown('shift'); pyautogui.click(670, 371); pyautogui.keyUp('shift')  # D8
"""), bad))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'home')
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), calc("Apr 2  19:36", fname, cells(), 6, 9, namebox="A1", inputline="Category", status="Average: ; Sum: 0", modified=False)))
    et = round(sum(totals), 2)
    turns.append((code("""
import pyautogui
pyautogui.click(830, 239)                     # E2
pyautogui.keyDown('shift'); pyautogui.click(830, 371); pyautogui.keyUp('shift')  # E8
"""), calc("Apr 2  19:37", fname, cells(), 6, 9, namebox="E2:E8", inputline="=SUM(B2:D2)", status=f"Average: {money(et / 7)}; Sum: {money(et)}", modified=False)))
    return dict(tid="h26-os-07", turns=turns, state="~/Documents/household_budget_2024.ods holds the Q1 household budget. The March transport figure must be corrected to 132.75 (a fuel receipt was missing) and a monthly-average column added.",
                bad=True, turn=7, kind="status-bar Sum/Average for the March column still reflect the value before the D5 edit, not the cells shown")


# ---------------------------------------------------------------- 08 GNOME System Monitor (clean)
def sysmon_procs(clock: str, procs: list[tuple[str, str, float, int, float]], sort: str, *, search: str | None = None,
                 selected: int = 0, extra: list[str] | None = None) -> str:
    """procs: (name, user, cpu %, pid, memory MB)."""
    rows = [R("frame", "System Monitor", "", "gnome-system-monitor", "", (260, 80), (1400, 900)),
            R("page-tab", "Processes", "", "", "selected", (700, 88), (110, 34)),
            R("page-tab", "Resources", "", "", "", (812, 88), (110, 34)),
            R("page-tab", "File Systems", "", "", "", (924, 88), (120, 34)),
            R("toggle-button", "Search", "", "", "pressed" if search is not None else "", (1520, 88), (34, 34))]
    if search is not None:
        rows.append(R("text", "Search", search, "", "", (700, 130), (520, 32)))
    key = {"% CPU": lambda p: -p[2], "Memory": lambda p: -p[4]}[sort]
    shown = [p for p in procs if search is None or search in p[0]]
    y0 = 210 if search is not None else 170
    for i, c in enumerate(["Process Name", "User", "% CPU", "ID", "Memory"]):
        rows.append(R("table-column-header", c, "", "", "sorted descending" if c == sort else "", (262 + [0, 420, 620, 800, 980][i], y0 - 30), (200, 28)))
    for j, (n, u, cpu, pid, mem) in enumerate(sorted(shown, key=key)):
        y = y0 + 30 * j
        m = f"{mem / 1000:.1f} GB" if mem >= 1000 else f"{mem:.1f} MB"
        rows += [R("table-cell", n, n, "", "selected" if pid == selected else "", (262, y), (410, 28)),
                 R("table-cell", "", u, "", "", (682, y), (190, 28)),
                 R("table-cell", "", f"{cpu:.1f}", "", "", (882, y), (170, 28)),
                 R("table-cell", "", str(pid), "", "", (1062, y), (170, 28)),
                 R("table-cell", "", m, "", "", (1242, y), (200, 28))]
    rows.append(R("push-button", "End Process", "", "", "", (1520, 940), (120, 32)))
    if extra:
        rows += extra
    return screen("System Monitor", clock, rows, running=("System Monitor", "Firefox Web Browser"))


def sysmon_res(clock: str, cpus: list[float], mem: tuple[str, str, str], net: tuple[str, str, str, str]) -> str:
    rows = [R("frame", "System Monitor", "", "gnome-system-monitor", "", (260, 80), (1400, 900)),
            R("page-tab", "Processes", "", "", "", (700, 88), (110, 34)),
            R("page-tab", "Resources", "", "", "selected", (812, 88), (110, 34)),
            R("page-tab", "File Systems", "", "", "", (924, 88), (120, 34)),
            R("heading", "", "CPU", "", "", (280, 140), (200, 24)),
            R("drawing-area", "CPU History", "", "", "60 seconds", (280, 170), (1360, 200))]
    for i, c in enumerate(cpus):
        rows.append(R("label", f"CPU{i + 1}", f"{c:.1f}%", "", "", (300 + 170 * i, 380), (160, 20)))
    rows += [R("heading", "", "Memory and Swap", "", "", (280, 420), (300, 24)),
             R("drawing-area", "Memory and Swap History", "", "", "60 seconds", (280, 450), (1360, 160)),
             R("label", "Memory", mem[0], "", "", (300, 620), (420, 20)),
             R("label", "Cache", mem[1], "", "", (300, 644), (420, 20)),
             R("label", "Swap", mem[2], "", "", (760, 620), (420, 20)),
             R("heading", "", "Network", "", "", (280, 690), (200, 24)),
             R("drawing-area", "Network History", "", "", "60 seconds", (280, 720), (1360, 160)),
             R("label", "Receiving", net[0], "", "", (300, 890), (200, 20)),
             R("label", "Total Received", net[1], "", "", (300, 914), (200, 20)),
             R("label", "Sending", net[2], "", "", (760, 890), (200, 20)),
             R("label", "Total Sent", net[3], "", "", (760, 914), (200, 20))]
    return screen("System Monitor", clock, rows, running=("System Monitor", "Firefox Web Browser"))


def t_sysmon() -> dict:
    base = [("python3", 48211), ("gnome-shell", 1843), ("firefox", 5120), ("Isolated Web Co", 5391), ("Xwayland", 1901),
            ("code", 7712), ("python3", 6620), ("pipewire", 1620), ("tracker-miner-fs-3", 1702),
            ("gnome-system-monitor", 49002), ("gnome-terminal-server", 3310)]
    snaps = [  # per refresh: cpu list, mem list (same order as base)
        ([98.7, 4.1, 3.3, 1.9, 0.6, 1.2, 0.3, 0.4, 1.5, 2.2, 0.0], [3124.6, 412.6, 1108.3, 356.2, 88.4, 498.0, 142.7, 14.2, 48.9, 61.3, 52.1]),
        ([99.1, 5.6, 2.4, 1.2, 0.4, 0.9, 0.2, 0.5, 0.0, 1.9, 0.1], [3187.2, 413.0, 1111.9, 358.8, 88.4, 498.3, 142.7, 14.2, 48.9, 61.5, 52.1]),
        ([97.9, 3.8, 2.9, 2.7, 0.5, 1.1, 0.4, 0.3, 0.0, 2.4, 0.0], [3215.9, 413.2, 1112.4, 359.1, 88.4, 498.3, 142.9, 14.2, 48.9, 61.6, 52.1]),
        ([98.4, 4.4, 1.8, 0.9, 0.3, 0.8, 0.2, 0.4, 0.0, 2.0, 0.0], [3240.0, 413.2, 1113.0, 359.4, 88.4, 498.5, 142.9, 14.2, 48.9, 61.7, 52.1]),
        ([0.0, 3.1, 2.2, 1.4, 0.4, 1.0, 0.3, 0.5, 0.0, 2.3, 0.0], [0.0, 413.5, 1114.2, 359.8, 88.4, 498.5, 142.9, 14.2, 48.9, 61.8, 52.1]),
        ([0.0, 2.7, 2.6, 1.1, 0.2, 0.7, 0.2, 0.4, 0.0, 2.1, 0.0], [0.0, 413.5, 1114.8, 360.3, 88.4, 498.6, 143.0, 14.2, 48.9, 61.8, 52.1]),
    ]

    def procs(k: int, alive: bool = True) -> list[tuple[str, str, float, int, float]]:
        cpu, mem = snaps[k]
        out = []
        for (n, pid), c, m in zip(base, cpu, mem):
            if pid == 48211 and not alive:
                continue
            out.append((n, "dana", c, pid, m))
        return out

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["gnome-system-monitor"])
time.sleep(2)
"""), sysmon_procs("May 7  11:02", procs(0), "% CPU")))
    turns.append((code("""
import pyautogui
pyautogui.click(1340, 154)  # Memory column header
"""), sysmon_procs("May 7  11:02", procs(1), "Memory")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('python')
"""), sysmon_procs("May 7  11:03", procs(2), "Memory", search="python")))
    menu = [R("menu", "", "", "", "", (480, 240), (220, 300))] + [
        R("menu-item", n, "", "", "", (484, 244 + 28 * i), (212, 26))
        for i, n in enumerate(["Properties", "Memory Maps", "Open Files", "Change Priority", "Set Affinity", "Stop", "Continue", "End", "Kill"])]
    turns.append((code("""
import pyautogui
pyautogui.rightClick(460, 224)  # python3, PID 48211
"""), sysmon_procs("May 7  11:03", procs(3), "Memory", search="python", selected=48211, extra=menu)))
    dlg = [R("alert", "End the selected process “python3” (PID 48211)?", "", "", "", (660, 380), (600, 220)),
           R("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", "", "", (690, 440), (540, 60)),
           R("push-button", "Cancel", "", "", "", (690, 540), (250, 36)),
           R("push-button", "End Process", "", "", "", (980, 540), (250, 36))]
    turns.append((code("""
import pyautogui
pyautogui.click(590, 454)  # End
"""), sysmon_procs("May 7  11:03", procs(3), "Memory", search="python", selected=48211, extra=dlg)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1105, 558)  # End Process
time.sleep(2)
"""), sysmon_procs("May 7  11:04", procs(4, alive=False), "Memory", search="python")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(866, 105)  # Resources
time.sleep(2)
"""), sysmon_res("May 7  11:04", [4.0, 2.1, 6.9, 1.0, 3.0, 2.0, 0.0, 5.1],
                 ("5.9 GB (38.0%) of 15.5 GB", "3.2 GB", "0 bytes (0.0%) of 2.1 GB"),
                 ("12.4 KiB/s", "1.8 GiB", "3.1 KiB/s", "214.7 MiB"))))
    turns.append((code("""
import time
time.sleep(10)
"""), sysmon_res("May 7  11:04", [2.0, 1.0, 3.0, 8.1, 1.0, 0.0, 2.0, 1.0],
                 ("5.9 GB (38.1%) of 15.5 GB", "3.2 GB", "0 bytes (0.0%) of 2.1 GB"),
                 ("48.9 KiB/s", "1.8 GiB", "6.6 KiB/s", "214.8 MiB"))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(755, 105)  # Processes
time.sleep(1)
"""), sysmon_procs("May 7  11:05", procs(5, alive=False), "Memory", search="python")))
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(960, 146)
pyautogui.press('backspace')
pyautogui.press('escape')
time.sleep(1)
"""), sysmon_procs("May 7  11:05", procs(5, alive=False), "Memory")))
    return dict(tid="h26-os-08", turns=turns, state="The laptop fan is loud: a forgotten training script (python3 train.py) is eating a CPU core. Find it in System Monitor, end it, and confirm the machine calms down.")


# ---------------------------------------------------------------- 09 Files / Nautilus photos (clean)
def t_nautilus_photos() -> dict:
    files = {"IMG_4401.JPG": (4_812_330, "2 Apr"), "IMG_4402.JPG": (5_104_221, "2 Apr"), "IMG_4403.JPG": (3_998_104, "2 Apr"),
             "IMG_4405.JPG": (6_230_977, "2 Apr"), "IMG_4406.JPG": (4_455_012, "2 Apr"), "IMG_4409.JPG": (2_874_513, "3 Apr"),
             "IMG_4411.JPG": (5_667_840, "3 Apr"), "IMG_4412.MOV": (38_512_904, "3 Apr"), "IMG_4415.JPG": (4_120_655, "3 Apr"),
             "IMG_4418.HEIC": (2_301_778, "3 Apr"), "notes.txt": (1_204, "4 Apr"), ".DS_Store": (6_148, "4 Apr")}
    kinds = {"JPG": "JPEG image", "MOV": "QuickTime video", "HEIC": "HEIF image", "txt": "plain text document", "zip": "Zip archive", "DS_Store": "unknown"}
    path = ["Home", "Pictures", "lisbon-2024"]

    def listing(by: str, hidden: bool = False, match: str = "") -> list[tuple[str, str, str, str]]:
        items = [(n, b, m) for n, (b, m) in files.items() if (hidden or not n.startswith(".")) and match in n]
        items.sort(key=(lambda t: -t[1]) if by == "Size" else (lambda t: t[0].lower().lstrip(".")))
        return [(n, kb(b), m, kinds[n.rsplit(".", 1)[-1]]) for n, b, m in items]

    def props(clock: str, mtime: str) -> list[str]:
        n = len(files)
        tot = sum(b for b, _ in files.values())
        return [R("dialog", "lisbon-2024 Properties", "", "", "", (760, 260), (420, 420)),
                R("page-tab", "Basic", "", "", "selected", (780, 290), (80, 28)),
                R("page-tab", "Permissions", "", "", "", (862, 290), (110, 28)),
                R("text", "Name", "lisbon-2024", "", "", (880, 340), (280, 30)),
                R("label", "Type", "Folder (inode/directory)", "", "", (880, 390), (280, 20)),
                R("label", "Contents", f"{n} items, totalling {kb(tot)}", "", "", (880, 416), (280, 20)),
                R("label", "Parent Folder", "/home/dana/Pictures", "", "", (880, 442), (280, 20)),
                R("label", "Accessed", f"16 April 2024, {clock}", "", "", (880, 480), (280, 20)),
                R("label", "Modified", mtime, "", "", (880, 506), (280, 20)),
                R("label", "Free space", "112.4 GB", "", "", (880, 544), (280, 20))]

    turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(["nautilus", "--new-window", os.path.expanduser("~/Pictures/lisbon-2024")])
time.sleep(2)
"""), nautilus("Apr 16  18:20", path, listing("Name"))))
    turns.append((code("""
import pyautogui
pyautogui.click(1148, 95)  # Size column header
"""), nautilus("Apr 16  18:20", path, listing("Size"), sort="Size")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'h')  # show hidden files
"""), nautilus("Apr 16  18:21", path, listing("Size", hidden=True), sort="Size", hidden=True)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'h')  # hide them again
pyautogui.rightClick(1100, 900)  # empty area
time.sleep(0.3)
pyautogui.click(1180, 1010)      # Properties
time.sleep(1)
"""), nautilus("Apr 16  18:21", path, listing("Size"), sort="Size", extra=props("18:21", "4 April 2024, 21:17"))))
    turns.append((code("""
import pyautogui, time
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('IMG_44')
time.sleep(1)
"""), nautilus("Apr 16  18:22", path, listing("Name", match="IMG_44"), sort="Relevance", search="IMG_44",
               floating="Searching “lisbon-2024” for “IMG_44”")))
    best = ["IMG_4401.JPG", "IMG_4405.JPG", "IMG_4411.JPG"]
    size_sorted = [r[0] for r in listing("Size")]
    ys = [112 + 34 * size_sorted.index(n) + 16 for n in best]
    files["lisbon-best.zip"] = (sum(files[n][0] for n in best) - 214_806, "18:24")
    dlg_code = f"""
import pyautogui, time
pyautogui.press('escape')
pyautogui.click(420, {ys[0]})
for y in ({ys[1]}, {ys[2]}):
    pyautogui.keyDown('ctrl'); pyautogui.click(420, y); pyautogui.keyUp('ctrl')
pyautogui.rightClick(420, {ys[2]})
time.sleep(0.3)
pyautogui.click(500, {ys[2] + 190})  # Compress…
time.sleep(0.5)
pyautogui.typewrite('lisbon-best')
pyautogui.click(1090, 520)  # Create (.zip is the default format)
time.sleep(3)
"""
    turns.append((code(dlg_code), nautilus("Apr 16  18:24", path, listing("Size"), sort="Size", selected="lisbon-best.zip",
                                            floating=f"“lisbon-best.zip” selected ({kb(files['lisbon-best.zip'][0])})")))
    y = 112 + 34 * [r[0] for r in listing("Size")].index("IMG_4409.JPG") + 16
    files.pop("IMG_4409.JPG")
    toast = [R("notification", "", "“IMG_4409.JPG” moved to trash", "", "", (760, 980), (420, 44)),
             R("push-button", "Undo", "", "", "", (1100, 986), (60, 32))]
    turns.append((code(f"""
import pyautogui
pyautogui.click(420, {y})  # IMG_4409.JPG (blurry)
pyautogui.press('delete')
"""), nautilus("Apr 16  18:25", path, listing("Size"), sort="Size", extra=toast)))
    turns.append((code("""
import pyautogui, time
pyautogui.rightClick(1100, 900)
time.sleep(0.3)
pyautogui.click(1180, 1010)  # Properties
time.sleep(1)
"""), nautilus("Apr 16  18:25", path, listing("Size"), sort="Size", extra=props("18:25", "16 April 2024, 18:25"))))
    return dict(tid="h26-os-09", turns=turns, state="~/Pictures/lisbon-2024 holds photos copied from a phone and a Mac. Look through it, bundle the three best shots (IMG_4401, IMG_4405, IMG_4411) into lisbon-best.zip and drop the blurry IMG_4409.")


# ---------------------------------------------------------------- 10 Evince (one contradiction)
EV_PAGES = {
    1: ["Adaptive Sampling for Sparse Sensor Networks", "A thesis submitted in fulfilment of the requirements for the degree of Doctor of Philosophy",
        "Maria Okafor", "School of Computing, University of Leeds", "March 2024"],
    31: ["4.2 Field deployment",
         "The prototype was deployed across four river sites in the Aire valley between May and October 2023. "
         "Across the 212 nodes that reported for the full season (n = 212), median battery life rose from 41 days "
         "under fixed-rate sampling to 67 days under the adaptive scheduler described in Section 3.4.",
         "Packet loss stayed below 3.5% at every site. Table 4.3 summarises the per-site results; the Esholt site, "
         "which had the densest canopy cover, showed the largest relative gain.",
         "4.2.1 Failure modes",
         "Eleven nodes were lost to flooding in late August and are excluded from the season totals above."],
    47: ["Table 4.3: Per-site results of the 2023 field deployment.",
         "Site | Nodes | Median battery life (days) | Packet loss (%)",
         "Kirkstall | 58 | 66 | 2.1", "Rodley | 71 | 69 | 1.8", "Apperley Bridge | 49 | 64 | 3.0", "Esholt | 34 | 70 | 2.4",
         "All sites | 212 | 67 | 2.3"],
}


def evince(clock: str, page: int, *, annot_mode: bool = False, note: tuple[str, bool] | None = None,
           sidebar: list[str] | None = None, extra: list[str] | None = None, has_icon: bool = False) -> str:
    rows = [R("frame", "Adaptive Sampling for Sparse Sensor Networks — thesis_final.pdf", "", "evince", "", (70, 27), (1850, 1053)),
            R("toggle-button", "Side pane", "", "", "pressed" if sidebar else "", (80, 36), (34, 34)),
            R("text", "Select page", str(page), "", "", (130, 36), (60, 34)),
            R("label", "", f"({page} of 84)", "", "", (194, 44), (90, 20)),
            R("toggle-button", "Annotate the document", "", "", "pressed" if annot_mode else "", (1640, 36), (34, 34)),
            R("toggle-button", "Search", "", "", "", (1680, 36), (34, 34)),
            R("push-button", "Automatic", "", "", "zoom", (1720, 36), (110, 34)),
            R("push-button", "File options", "", "", "", (1836, 36), (34, 34))]
    if annot_mode:
        rows += [R("toggle-button", "Add text annotation", "", "", "", (820, 76), (34, 34)),
                 R("toggle-button", "Highlight text", "", "", "", (858, 76), (34, 34))]
    x0 = 400 if sidebar else 120
    if sidebar:
        rows += sidebar
    rows.append(R("document-frame", f"Page {page}", "", "", "", (x0 + 200, 120), (1100, 940)))
    for i, t in enumerate(EV_PAGES[page]):
        rows.append(R("paragraph", "", t, "", "", (x0 + 300, 200 + 90 * i), (900, 80)))
    if has_icon:
        rows.append(R("push-button", "Text annotation", "", "", "maria", (x0 + 1230, 290), (24, 24)))
    if note is not None:
        text, open_ = note
        if open_:
            rows += [R("frame", "maria", "", "", "annotation window", (x0 + 1250, 300), (300, 220)),
                     R("label", "", "27/03/2024, 13:12", "", "", (x0 + 1260, 306), (200, 18)),
                     R("text", "", text, "", "", (x0 + 1260, 330), (280, 170)),
                     R("push-button", "Close", "", "", "", (x0 + 1520, 304), (24, 24))]
    if extra:
        rows += extra
    return screen("Document Viewer", clock, rows, running=("Document Viewer",))


def t_evince() -> dict:
    note = "check sample size n=212 against Table 4.3 — the site rows must add up"
    turns = []
    turns.append((code("""
import subprocess, time, os
subprocess.Popen(["evince", os.path.expanduser("~/Documents/thesis/thesis_final.pdf")])
time.sleep(2)
"""), evince("Mar 27  13:10", 1)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('31\\n')
time.sleep(0.5)
"""), evince("Mar 27  13:11", 31)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1657, 53)   # Annotate the document
time.sleep(0.3)
pyautogui.click(837, 93)    # Add text annotation
pyautogui.click(1360, 300)  # right margin next to the n = 212 sentence
time.sleep(0.5)
"""), evince("Mar 27  13:12", 31, annot_mode=True, note=("", True), has_icon=True)))
    turns.append((code(f"""
import pyautogui
pyautogui.typewrite({note!r}, interval=0.02)
"""), evince("Mar 27  13:12", 31, annot_mode=True, note=(note, True), has_icon=True)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1652, 316)  # close the note window
pyautogui.click(1657, 53)   # leave annotation mode
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('47\\n')
time.sleep(0.5)
"""), evince("Mar 27  13:13", 47)))
    side = [R("page-tab", "Thumbnails", "", "", "", (76, 80), (90, 28)),
            R("page-tab", "Outline", "", "", "", (168, 80), (80, 28)),
            R("page-tab", "Annotations", "", "", "selected", (250, 80), (100, 28)),
            R("page-tab", "Bookmarks", "", "", "", (352, 80), (46, 28)),
            R("tree-item", "Page 31", "", "", "expanded", (80, 120), (310, 26)),
            R("tree-item", "maria", "", "", note, (100, 148), (290, 26))]
    good = evince("Mar 27  13:14", 47, sidebar=side)
    bad = once(good, "n=212 against", "n=218 against")
    turns.append((code("""
import pyautogui, time
pyautogui.press('f9')        # side pane
time.sleep(0.3)
pyautogui.click(300, 94)     # Annotations tab
"""), bad))
    dlg = [R("dialog", "Save a Copy", "", "", "", (560, 200), (800, 600)),
           R("text", "Name", "thesis_final_annotated.pdf", "", "", (700, 240), (500, 32)),
           R("push-button", "thesis", "", "", "current folder", (700, 290), (120, 30)),
           R("table-cell", "figures", "figures", "", "folder", (760, 360), (400, 26)),
           R("table-cell", "thesis_final.pdf", "thesis_final.pdf", "", "3.1 MB", (760, 388), (400, 26)),
           R("table-cell", "thesis_final.tex", "thesis_final.tex", "", "214.6 kB", (760, 416), (400, 26)),
           R("push-button", "Cancel", "", "", "", (580, 206), (80, 30)),
           R("push-button", "Save", "", "", "", (1260, 206), (80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.press('f9')        # hide the side pane
pyautogui.hotkey('ctrl', 's')  # Save a Copy…
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('thesis_final_annotated.pdf')
"""), evince("Mar 27  13:15", 47, extra=dlg)))
    turns.append((code("""
import pyautogui, time
pyautogui.press('enter')
time.sleep(1)
"""), evince("Mar 27  13:15", 47)))
    return dict(tid="h26-os-10", turns=turns, state="The thesis PDF ~/Documents/thesis/thesis_final.pdf is under review. Leave a note on page 31 to cross-check the sample size against Table 4.3, look at the table, and save an annotated copy.",
                bad=True, turn=6, kind="text of the note the agent typed reads back with a different number (n=218 instead of n=212) in the annotations list")


# ---------------------------------------------------------------- 11 Settings (one contradiction)
PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
          "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
          "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
          "Default Applications", "Date & Time", "About"]


def settings(clock: str, panel: str, body: list[str], batt: int | None) -> str:
    rows = [R("frame", "Settings", "", "gnome-control-center", "", (310, 90), (1300, 900)),
            R("push-button", "Search", "", "", "", (318, 96), (34, 34)),
            R("label", "", panel, "", "", (880, 100), (300, 24))]
    for i, p in enumerate(PANELS):
        rows.append(R("list-item", p, "", "", "selected" if p == panel else "", (312, 140 + 32 * i), (280, 30)))
    rows += body
    tray = (f"{batt} %",) if batt is not None else ()
    return screen("Settings", clock, rows, running=("Settings",), tray=tray)


def power_body(pct: int, until: str, blank: str, show_pct: bool, popover: bool = False) -> list[str]:
    b = [R("heading", "", "Battery", "", "", (640, 150), (300, 24)),
         R("level-bar", "Battery", f"{pct}%", "", "", (640, 180), (800, 16)),
         R("label", "", f"Charging • {until} until full", "", "", (640, 200), (400, 20)),
         R("heading", "", "Power Mode", "", "", (640, 250), (300, 24)),
         R("radio-button", "Performance", "", "", "High performance and power usage.", (640, 280), (800, 48)),
         R("radio-button", "Balanced", "", "", "checked; Standard performance and power usage.", (640, 330), (800, 48)),
         R("radio-button", "Power Saver", "", "", "Reduced performance and power usage.", (640, 380), (800, 48)),
         R("heading", "", "Power Saving Options", "", "", (640, 450), (300, 24)),
         R("toggle-button", "Dim Screen", "", "", "on; Reduces the screen brightness when the computer is inactive.", (640, 480), (800, 48)),
         R("combo-box", "Screen Blank", blank, "", "Turns the screen off after a period of inactivity.", (640, 530), (800, 48)),
         R("toggle-button", "Automatic Power Saver", "", "", "on; Enables power saver mode when battery is low.", (640, 580), (800, 48)),
         R("push-button", "Automatic Suspend", "When on battery power", "", "Pauses the computer after a period of inactivity.", (640, 630), (800, 48)),
         R("heading", "", "Suspend & Power Button", "", "", (640, 700), (300, 24)),
         R("combo-box", "Power Button Behavior", "Suspend", "", "", (640, 730), (800, 48)),
         R("toggle-button", "Show Battery Percentage", "", "", "on" if show_pct else "off", (640, 780), (800, 48))]
    if popover:
        opts = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
        b.append(R("menu", "Screen Blank", "", "", "", (1240, 380), (200, 320)))
        for i, o in enumerate(opts):
            b.append(R("radio-menu-item", o, "", "", "checked" if o == "5 minutes" else "", (1244, 384 + 31 * i), (192, 30)))
    return b


def t_settings() -> dict:
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["gnome-control-center", "power"])
time.sleep(2)
"""), settings("Mar 21  4:40 PM", "Power", power_body(84, "1 hour 12 minutes", "5 minutes", False), None)))
    turns.append((code("""
import pyautogui
pyautogui.click(1340, 554)  # Screen Blank
"""), settings("Mar 21  4:41 PM", "Power", power_body(84, "1 hour 11 minutes", "5 minutes", False, popover=True), None)))
    turns.append((code("""
import pyautogui
pyautogui.click(1340, 647)  # 15 minutes
"""), settings("Mar 21  4:41 PM", "Power", power_body(84, "1 hour 11 minutes", "15 minutes", False), None)))
    turns.append((code("""
import pyautogui
pyautogui.click(1400, 804)  # Show Battery Percentage
"""), settings("Mar 21  4:42 PM", "Power", power_body(85, "1 hour 8 minutes", "15 minutes", True), 85)))

    def appearance(dark: bool) -> list[str]:
        return [R("heading", "", "Style", "", "", (640, 150), (300, 24)),
                R("radio-button", "Light", "", "", "" if dark else "checked", (700, 180), (260, 170)),
                R("radio-button", "Dark", "", "", "checked" if dark else "", (1000, 180), (260, 170)),
                R("heading", "", "Color", "", "", (640, 380), (300, 24))] + [
                R("radio-button", c, "", "", "checked" if c == "orange" else "", (640 + 46 * i, 410), (40, 40))
                for i, c in enumerate(["orange", "bark", "sage", "olive", "viridian", "prussian green", "blue", "purple", "magenta", "red"])] + [
                R("heading", "", "Desktop Icons", "", "", (640, 480), (300, 24)),
                R("combo-box", "Size", "Small", "", "", (640, 510), (800, 48)),
                R("combo-box", "Position of New Icons", "Bottom Right", "", "", (640, 560), (800, 48)),
                R("toggle-button", "Show Personal folder", "", "", "on", (640, 610), (800, 48)),
                R("heading", "", "Dock", "", "", (640, 680), (300, 24)),
                R("toggle-button", "Auto-hide the Dock", "", "", "off", (640, 710), (800, 48)),
                R("toggle-button", "Panel mode", "", "", "on", (640, 760), (800, 48)),
                R("slider", "Icon size", "48", "", "", (640, 810), (800, 48)),
                R("combo-box", "Position on screen", "Left", "", "", (640, 860), (800, 48))]
    turns.append((code("""
import pyautogui
pyautogui.click(450, 283)  # Appearance
"""), settings("Mar 21  4:43 PM", "Appearance", appearance(False), 85)))
    turns.append((code("""
import pyautogui
pyautogui.click(1130, 265)  # Dark
"""), settings("Mar 21  4:43 PM", "Appearance", appearance(True), 86)))
    night = [R("page-tab", "Displays", "", "", "", (820, 140), (120, 30)),
             R("page-tab", "Night Light", "", "", "selected", (942, 140), (120, 30)),
             R("toggle-button", "Night Light", "", "", "on; Makes the screen warmer to reduce eye strain at night.", (640, 200), (800, 56)),
             R("radio-button", "Sunset to Sunrise", "", "", "checked", (640, 280), (800, 40)),
             R("radio-button", "Manual Schedule", "", "", "", (640, 322), (800, 40)),
             R("label", "", "Between 8:39 PM and 6:29 AM", "", "", (660, 366), (400, 20)),
             R("slider", "Color Temperature", "4000", "", "", (640, 420), (800, 40))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(450, 603)   # Displays
time.sleep(0.5)
pyautogui.click(1000, 155)  # Night Light tab
pyautogui.click(1400, 228)  # Night Light switch
"""), settings("Mar 21  4:45 PM", "Displays", night, 86)))
    good = settings("Mar 21  4:46 PM", "Power", power_body(87, "1 hour 2 minutes", "15 minutes", True), 87)
    bad = once(good, "Screen Blank\t15 minutes", "Screen Blank\t5 minutes")
    turns.append((code("""
import pyautogui
pyautogui.click(450, 571)  # Power
"""), bad))
    about = [R("label", "Device Name", "dana-thinkpad", "", "", (640, 330), (800, 48)),
             R("label", "Memory", "16.0 GiB", "", "", (640, 400), (800, 40)),
             R("label", "Processor", "11th Gen Intel® Core™ i7-1165G7 @ 2.80GHz × 8", "", "", (640, 440), (800, 40)),
             R("label", "Graphics", "Mesa Intel® Xe Graphics (TGL GT2)", "", "", (640, 480), (800, 40)),
             R("label", "Disk Capacity", "512.1 GB", "", "", (640, 520), (800, 40)),
             R("label", "OS Name", "Ubuntu 22.04.4 LTS", "", "", (640, 580), (800, 40)),
             R("label", "OS Type", "64-bit", "", "", (640, 620), (800, 40)),
             R("label", "GNOME Version", "42.9", "", "", (640, 660), (800, 40)),
             R("label", "Windowing System", "Wayland", "", "", (640, 700), (800, 40)),
             R("push-button", "Software Updates", "", "", "", (640, 760), (800, 48))]
    turns.append((code("""
import pyautogui
pyautogui.click(450, 955)  # About
"""), settings("Mar 21  4:47 PM", "About", about, 87)))

    def dt(fmt: str) -> list[str]:
        return [R("toggle-button", "Automatic Date & Time", "", "", "on; Requires internet access", (640, 150), (800, 56)),
                R("toggle-button", "Automatic Time Zone", "", "", "off", (640, 210), (800, 56)),
                R("push-button", "Date & Time", "21 March 2024, 4:48 PM" if fmt == "AM / PM" else "21 March 2024, 16:48", "", "", (640, 270), (800, 48)),
                R("push-button", "Time Zone", "CDT (Chicago, United States)", "", "", (640, 320), (800, 48)),
                R("combo-box", "Time Format", fmt, "", "", (640, 370), (800, 48))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(450, 923)   # Date & Time
time.sleep(0.5)
pyautogui.click(1340, 394)  # Time Format
time.sleep(0.3)
pyautogui.click(1340, 430)  # 24-hour
"""), settings("Mar 21  16:48", "Date & Time", dt("24-hour"), 88)))
    return dict(tid="h26-os-11", turns=turns, state="Ubuntu laptop on AC power, 12-hour clock. Set the screen to blank after 15 minutes, show the battery percentage, switch to the dark style, enable Night Light, check the system details and switch the clock to 24-hour.",
                bad=True, turn=8, kind="Screen Blank setting reads 5 minutes again after the agent set it to 15 minutes")


# ---------------------------------------------------------------- 12 Inkscape (clean)
def f3(x: float) -> str:
    return f"{x:.3f}"


def inkscape(clock: str, title: str, toolbar: list[str], status: str, zoom: str) -> str:
    rows = [R("frame", f"{title} - Inkscape", "", "org.inkscape.Inkscape", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]):
        rows.append(R("menu", m, "", "", "", (76 + 70 * i, 58), (66, 22)))
    rows += toolbar
    for i, t in enumerate(["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Circle", "Star", "Spiral", "Pencil", "Pen", "Calligraphy", "Text", "Gradient", "Dropper"]):
        rows.append(R("toggle-button", t, "", "", "", (76, 130 + 36 * i), (34, 34)))
    rows += [R("drawing-area", "canvas", "", "", "A4 page", (120, 130), (1500, 860)),
             R("label", "", "Layer 1", "", "current layer", (360, 1046), (100, 24)),
             R("label", "", status, "", "", (470, 1046), (1000, 24)),
             R("label", "X", "143.08", "", "", (1560, 1040), (60, 16)),
             R("label", "Y", "88.21", "", "", (1560, 1058), (60, 16)),
             R("spin-button", "Zoom", zoom, "", "", (1640, 1046), (80, 24)),
             R("spin-button", "Rotation", "0.00°", "", "", (1740, 1046), (80, 24))]
    return screen("Inkscape", clock, rows, running=("Inkscape",))


def sel_bar(vals: tuple[float, float, float, float] | None, unit: str) -> list[str]:
    names = ["X", "Y", "W", "H"]
    out = [R("spin-button", n, f3(v) if vals else "0.000", "", "" if vals else "insensitive", (700 + 150 * i, 92), (140, 30))
           for i, (n, v) in enumerate(zip(names, vals or (0, 0, 0, 0)))]
    out.append(R("toggle-button", "Lock width and height", "", "", "unlocked", (1300, 92), (30, 30)))
    out.append(R("combo-box", "Units", unit, "", "", (1340, 92), (70, 30)))
    return out


def t_inkscape() -> dict:
    px = 96 / 25.4
    stroke = 25.4 / 96  # 1 px default stroke, in mm
    rect_vis = (10.0, 10.0, 60.0 + stroke, 30.0 + stroke)
    ell = (73.0 - stroke / 2, 13.0 - stroke / 2, 24.0 + stroke, 24.0 + stroke)
    union = (10.0, 10.0, ell[0] + ell[2] - 10.0, rect_vis[3])
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["inkscape"])
time.sleep(6)
"""), inkscape("Feb 19  15:30", "New document 1", sel_bar(None, "mm"),
               "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.", "35%")))
    rect_bar = [R("spin-button", "W", "60.000", "", "", (700, 92), (140, 30)),
                R("spin-button", "H", "30.000", "", "", (850, 92), (140, 30)),
                R("combo-box", "Units", "mm", "", "", (1000, 92), (70, 30)),
                R("spin-button", "Rx", "0.000", "", "", (1080, 92), (140, 30)),
                R("spin-button", "Ry", "0.000", "", "", (1230, 92), (140, 30)),
                R("push-button", "Not rounded", "", "", "", (1380, 92), (30, 30))]
    turns.append((code("""
import pyautogui
pyautogui.press('r')
pyautogui.moveTo(520, 380)
pyautogui.dragTo(600, 420, duration=0.5)
pyautogui.click(770, 107); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('60\\t')   # W
pyautogui.click(920, 107); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('30\\t')   # H
"""), inkscape("Feb 19  15:31", "*New document 1", rect_bar, "Rectangle 60.00 mm × 30.00 mm in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    turns.append((code("""
import pyautogui
pyautogui.press('escape'); pyautogui.press('s')
pyautogui.click(520, 380)  # select the rectangle
pyautogui.click(770, 107); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('10\\t')   # X
pyautogui.click(920, 107); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('10\\t')   # Y
"""), inkscape("Feb 19  15:32", "*New document 1", sel_bar(rect_vis, "mm"), "Rectangle 60.00 mm × 30.00 mm in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1375, 107)  # Units
time.sleep(0.3)
pyautogui.click(1375, 180)  # px
"""), inkscape("Feb 19  15:32", "*New document 1", sel_bar(tuple(v * px for v in rect_vis), "px"), "Rectangle 226.77 px × 113.39 px in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    ell_bar = [R("spin-button", "Rx", "12.000", "", "", (700, 92), (140, 30)),
               R("spin-button", "Ry", "12.000", "", "", (850, 92), (140, 30)),
               R("combo-box", "Units", "mm", "", "", (1000, 92), (70, 30)),
               R("spin-button", "Start", "0.000", "", "", (1080, 92), (120, 30)),
               R("spin-button", "End", "0.000", "", "", (1210, 92), (120, 30)),
               R("push-button", "Make whole", "", "", "", (1340, 92), (30, 30))]
    turns.append((code("""
import pyautogui
pyautogui.press('e')
pyautogui.keyDown('ctrl')
pyautogui.moveTo(640, 385)
pyautogui.dragTo(672, 417, duration=0.5)
pyautogui.keyUp('ctrl')
pyautogui.click(770, 107); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('12\\t')  # Rx
pyautogui.click(920, 107); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('12\\t')  # Ry
"""), inkscape("Feb 19  15:33", "*New document 1", ell_bar, "Circle in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    turns.append((code("""
import pyautogui
pyautogui.press('escape'); pyautogui.press('s')
pyautogui.hotkey('ctrl', 'a')
pyautogui.hotkey('ctrl', 'g')
"""), inkscape("Feb 19  15:34", "*New document 1", sel_bar(tuple(v * px for v in union), "px"), "Group of 2 objects in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 's')
time.sleep(1)
pyautogui.typewrite('badge')
pyautogui.press('enter')
time.sleep(1)
"""), inkscape("Feb 19  15:34", "badge.svg", sel_bar(tuple(v * px for v in union), "px"), "Drawing saved to /home/dana/Pictures/badge.svg", "35%")))
    turns.append((code("""
import pyautogui
pyautogui.press('5')  # zoom to fit page
"""), inkscape("Feb 19  15:35", "badge.svg", sel_bar(tuple(v * px for v in union), "px"), "Group of 2 objects in layer Layer 1. Click selection to toggle scale/rotation handles.", "47%")))
    return dict(tid="h26-os-12", turns=turns, state="Inkscape 1.1 on Ubuntu; default A4 template (mm). Draw a 60 × 30 mm rectangle at 10 mm from the corner with a 12 mm-radius circle beside it, group them and save as badge.svg.")


# ---------------------------------------------------------------- 13 GNOME Terminal (clean)
class Term:
    """A gnome-terminal window whose accessible text is the visible part of the buffer."""

    def __init__(self, title: str, prompt: str, rows: int = 40) -> None:
        self.title, self.ps1, self.rows = title, prompt, rows
        self.buf: list[str] = [prompt]

    def run(self, cmd: str, out: str = "", wait: bool = False) -> None:
        self.buf[-1] += cmd
        if out:
            self.buf += out.split("\n")
        if not wait:
            self.buf.append(self.ps1)

    def answer(self, out: str = "") -> None:
        if out:
            self.buf += out.split("\n")
        self.buf.append(self.ps1)

    def view(self, clock: str) -> str:
        text = "\n".join(self.buf[-self.rows:])
        rows = [R("frame", self.title, "", "gnome-terminal-server", "", (300, 120), (1300, 860)),
                R("push-button", "New tab", "", "", "", (306, 126), (34, 34)),
                R("push-button", "Search", "", "", "", (1480, 126), (34, 34)),
                R("push-button", "Menu", "", "", "", (1516, 126), (34, 34)),
                R("terminal", "Terminal", text, "", "", (300, 166), (1300, 814))]
        return screen("Terminal", clock, rows, running=("Terminal",))


def tcode(cmd: str, wait: float = 1.0) -> str:
    return code(f"""
import pyautogui, time
pyautogui.typewrite({cmd!r} + '\\n', interval=0.01)
time.sleep({wait})
""")


def t_terminal() -> dict:
    t = Term("dana@devbox: ~", "dana@devbox:~$ ")
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'alt', 't')
time.sleep(1.5)
"""), t.view("May 9  14:24")))
    c = "systemctl status nginx --no-pager | head -12"
    t.run(c, """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Thu 2024-05-09 12:11:04 CEST; 2h 13min ago
       Docs: man:nginx(8)
    Process: 1162 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1181 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1184 (nginx)
      Tasks: 5 (limit: 18912)
     Memory: 6.9M
        CPU: 412ms
     CGroup: /system.slice/nginx.service
             ├─1184 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"""")
    turns.append((tcode(c), t.view("May 9  14:24")))
    c = "sudo systemctl restart nginx"
    t.run(c, "[sudo] password for dana: ", wait=True)
    turns.append((tcode(c), t.view("May 9  14:25")))
    t.answer()
    turns.append((code("""
import pyautogui, time
pyautogui.typewrite('tulip-Cobalt-88\\n', interval=0.02)
time.sleep(2)
"""), t.view("May 9  14:25")))
    c = "systemctl status nginx --no-pager | head -12"
    t.run(c, """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Thu 2024-05-09 14:25:20 CEST; 18s ago
       Docs: man:nginx(8)
    Process: 50712 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 50713 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 50716 (nginx)
      Tasks: 5 (limit: 18912)
     Memory: 5.2M
        CPU: 41ms
     CGroup: /system.slice/nginx.service
             ├─50716 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"""")
    turns.append((tcode(c), t.view("May 9  14:25")))
    t.run("uptime", " 14:26:02 up  2:16,  2 users,  load average: 0.31, 0.22, 0.18")
    turns.append((tcode("uptime"), t.view("May 9  14:26")))
    c = "df -h /var && sudo du -sh /var/log/nginx"
    t.run(c, """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p2  468G  431G   14G  97% /
1.2G	/var/log/nginx""")
    turns.append((tcode(c, 3), t.view("May 9  14:26")))
    c = "sudo find /var/log/nginx -name '*.gz' -mtime +14 -print -delete | wc -l && sudo du -sh /var/log/nginx"
    t.run(c, "58\n214M	/var/log/nginx")
    turns.append((tcode(c, 3), t.view("May 9  14:26")))
    t.run("df -h /var", """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p2  468G  430G   15G  97% /""")
    turns.append((tcode("df -h /var"), t.view("May 9  14:26")))
    c = "ps -o pid,etimes,cmd -C nginx"
    t.run(c, """    PID ELAPSED CMD
  50716      95 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  50717      95 nginx: worker process
  50718      95 nginx: worker process
  50719      95 nginx: worker process
  50720      95 nginx: worker process""")
    turns.append((tcode(c), t.view("May 9  14:26")))
    return dict(tid="h26-os-13", turns=turns, state="Workstation 'devbox' serves a local nginx. Its config was just edited: restart nginx, confirm it came back, and free disk space by deleting compressed nginx logs older than two weeks. The sudo password is tulip-Cobalt-88.")


# ---------------------------------------------------------------- 14 Rhythmbox (one contradiction)
def dur_words(sec: int) -> str:
    d, rem = divmod(sec, 86400)
    h, rem = divmod(rem, 3600)
    m = rem // 60
    parts = []
    if d:
        parts.append(f"{d} day" + ("s" if d != 1 else ""))
    if h:
        parts.append(f"{h} hour" + ("s" if h != 1 else ""))
    parts.append(f"{m} minute" + ("s" if m != 1 else ""))
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def status_line(n: int, sec: int, size_mb: float) -> str:
    size = f"{size_mb / 1000:.1f} GB" if size_mb >= 1000 else f"{size_mb:.1f} MB"
    return f"{n} song{'s' if n != 1 else ''}, {dur_words(sec)}, {size}"


LIB_TOP = [("1", "Dancing Queen", "Pop", "ABBA", "Arrival", 231), ("2", "My Love, My Life", "Pop", "ABBA", "Arrival", 233),
           ("1", "La femme d'argent", "Electronic", "Air", "Moon Safari", 429), ("2", "Sexy Boy", "Electronic", "Air", "Moon Safari", 298),
           ("3", "All I Need", "Electronic", "Air", "Moon Safari", 268), ("1", "Intro", "Indie", "alt-J", "An Awesome Wave", 157),
           ("2", "Interlude 1 (Ripe & Ruin)", "Indie", "alt-J", "An Awesome Wave", 72), ("1", "Neighborhood #1 (Tunnels)", "Indie", "Arcade Fire", "Funeral", 288)]
EIIRP = [("1", "Everything In Its Right Place", "Alternative", "Radiohead", "Kid A", 251, 9.9),
         ("1", "Everything In Its Right Place", "Alternative", "Radiohead", "Kid A", 251, 9.9),
         ("1", "Everything In Its Right Place", "Alternative", "Radiohead", "Kid A", 251, 9.9),
         ("1", "Everything In Its Right Place", "Alternative", "Radiohead", "I Might Be Wrong: Live Recordings", 462, 18.4),
         ("5", "Everything in Its Right Place", "Classical", "Christopher O'Riley", "True Love Waits", 264, 10.5)]
BOWIE = [("3", "\u201cHeroes\u201d", "Rock", "David Bowie", "\u201cHeroes\u201d", 367, 14.7),
         ("1", "Changes", "Rock", "David Bowie", "Hunky Dory", 217, 8.7),
         ("4", "Life on Mars?", "Rock", "David Bowie", "Hunky Dory", 233, 9.3),
         ("1", "Let's Dance", "Rock", "David Bowie", "Let's Dance", 458, 18.3),
         ("4", "Ashes to Ashes", "Rock", "David Bowie", "Scary Monsters (And Super Creeps)", 263, 10.5),
         ("1", "Space Oddity", "Rock", "David Bowie", "Space Oddity", 315, 12.6),
         ("4", "Starman", "Rock", "David Bowie", "The Rise and Fall of Ziggy Stardust and the Spiders from Mars", 258, 10.3),
         ("9", "Ziggy Stardust", "Rock", "David Bowie", "The Rise and Fall of Ziggy Stardust and the Spiders from Mars", 193, 7.7),
         ("10", "Suffragette City", "Rock", "David Bowie", "The Rise and Fall of Ziggy Stardust and the Spiders from Mars", 205, 8.2)]


def rhythmbox(clock: str, source: str, songs: list[tuple], status: str, *, playlists: list[str], search: str = "",
              browser: str | None = None, playing: tuple[str, int, int] | None = None, selected: tuple[int, ...] = (),
              extra: list[str] | None = None) -> str:
    title = f"{playing[0]}" if playing else "Rhythmbox"
    rows = [R("frame", title, "", "rhythmbox", "", (70, 27), (1850, 1053)),
            R("push-button", "Previous", "", "", "", (80, 40), (40, 36)),
            R("toggle-button", "Play", "", "", "pressed" if playing else "", (122, 40), (40, 36)),
            R("push-button", "Next", "", "", "", (164, 40), (40, 36))]
    if playing:
        name, pos, dur = playing
        rows += [R("label", "", f"{name} by David Bowie from The Rise and Fall of Ziggy Stardust and the Spiders from Mars", "", "", (240, 38), (900, 20)),
                 R("label", "", f"{pos // 60}:{pos % 60:02d} of {dur // 60}:{dur % 60:02d}", "", "", (240, 60), (120, 18)),
                 R("slider", "", f"{pos / dur * 100:.0f}%", "", "", (380, 60), (600, 18))]
    rows += [R("toggle-button", "Shuffle", "", "", "", (1500, 40), (40, 36)),
             R("toggle-button", "Repeat", "", "", "", (1542, 40), (40, 36)),
             R("slider", "Volume", "70%", "", "", (1600, 44), (120, 28))]
    side = ["Play Queue", "Music", "Podcasts", "Radio"]
    for i, s in enumerate(side):
        rows.append(R("tree-item", s, "", "", "selected" if s == source else "", (76, 110 + 30 * i), (220, 28)))
    rows.append(R("tree-item", "Playlists", "", "", "expanded", (76, 240), (220, 28)))
    for i, p in enumerate(playlists):
        rows.append(R("tree-item", p, "", "", "selected" if p == source else "", (96, 270 + 30 * i), (200, 28)))
    if source == "Music":
        rows.append(R("text", "Search", search, "", "", (320, 100), (500, 30)))
        if browser:
            rows.append(R("table-cell", browser, browser, "", "selected", (320, 140), (500, 26)))
    for i, c in enumerate(["Track", "Title", "Genre", "Artist", "Album", "Time"]):
        rows.append(R("table-column-header", c, "", "", "", (320 + [0, 60, 520, 700, 940, 1450][i], 300), (200, 26)))
    for j, s in enumerate(songs):
        y = 328 + 28 * j
        tr, ti, ge, ar, al, d = s[:6]
        desc = ("selected" if j in selected else "") + ("; now playing" if playing and ti == playing[0] else "")
        rows += [R("table-cell", "", tr, "", "", (320, y), (56, 26)),
                 R("table-cell", ti, ti, "", desc.strip("; "), (380, y), (456, 26)),
                 R("table-cell", "", ge, "", "", (840, y), (176, 26)),
                 R("table-cell", "", ar, "", "", (1020, y), (236, 26)),
                 R("table-cell", "", al, "", "", (1260, y), (506, 26)),
                 R("table-cell", "", f"{d // 60}:{d % 60:02d}", "", "", (1770, y), (60, 26))]
    rows.append(R("label", "", status, "", "", (320, 1050), (900, 22)))
    if extra:
        rows += extra
    return screen("Rhythmbox", clock, rows, running=("Rhythmbox",))


def t_rhythmbox() -> dict:
    lib_n, lib_sec, lib_mb = 1284, 311_236, 6110.0
    base = ["My Top Rated", "Recently Added", "Recently Played"]
    turns = []

    def lib_status() -> str:
        return status_line(lib_n, lib_sec, lib_mb)

    turns.append((code("""
import subprocess, time
subprocess.Popen(["rhythmbox"])
time.sleep(3)
"""), rhythmbox("Jul 6  10:05", "Music", LIB_TOP, lib_status(), playlists=base, browser=f"All 212 artists ({lib_n})")))
    eiirp = list(EIIRP)

    def st(songs: list[tuple]) -> str:
        return status_line(len(songs), sum(s[5] for s in songs), round(sum(s[6] for s in songs), 1))
    turns.append((code("""
import pyautogui, time
pyautogui.click(570, 115)
pyautogui.typewrite('Everything In Its Right Place')
time.sleep(1)
"""), rhythmbox("Jul 6  10:05", "Music", eiirp, st(eiirp), playlists=base, search="Everything In Its Right Place", browser="All 2 artists (5)")))
    gone = eiirp[1:3]
    eiirp = [eiirp[0]] + eiirp[3:]
    lib_n -= 2
    lib_sec -= sum(s[5] for s in gone)
    lib_mb -= sum(s[6] for s in gone)
    turns.append((code("""
import pyautogui, time
pyautogui.click(600, 370)                                          # 2nd copy
pyautogui.keyDown('shift'); pyautogui.click(600, 398); pyautogui.keyUp('shift')  # 3rd copy
pyautogui.rightClick(600, 398)
time.sleep(0.3)
pyautogui.click(660, 478)                                          # Move to Trash
time.sleep(0.5)
"""), rhythmbox("Jul 6  10:06", "Music", eiirp, st(eiirp), playlists=base, search="Everything In Its Right Place", browser="All 2 artists (3)")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(805, 115)  # clear the search field
time.sleep(1)
"""), rhythmbox("Jul 6  10:06", "Music", LIB_TOP, lib_status(), playlists=base, browser=f"All 212 artists ({lib_n})")))
    pls = base + ["Road trip"]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'n')  # New Playlist
time.sleep(0.5)
pyautogui.typewrite('Road trip\\n')
"""), rhythmbox("Jul 6  10:07", "Road trip", [], "0 songs", playlists=pls)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(180, 154)  # Music
pyautogui.click(570, 115)
pyautogui.typewrite('Bowie')
time.sleep(1)
"""), rhythmbox("Jul 6  10:07", "Music", BOWIE, st(BOWIE), playlists=pls, search="Bowie", browser="All 1 artist (9)")))
    pick = [0, 1, 2, 5, 6]
    turns.append((code("""
import pyautogui, time
pyautogui.click(600, 342)
for y in (370, 398, 482, 510):
    pyautogui.keyDown('ctrl'); pyautogui.click(600, y); pyautogui.keyUp('ctrl')
pyautogui.rightClick(600, 510)
time.sleep(0.3)
pyautogui.click(780, 517)   # Add to Playlist
time.sleep(0.3)
pyautogui.click(1030, 549)  # Road trip
"""), rhythmbox("Jul 6  10:08", "Music", BOWIE, st(BOWIE), playlists=pls, search="Bowie", browser="All 1 artist (9)", selected=tuple(pick))))
    road = [BOWIE[i] for i in pick]
    turns.append((code("""
import pyautogui
pyautogui.click(180, 374)  # Road trip
"""), rhythmbox("Jul 6  10:08", "Road trip", road, st(road), playlists=pls)))
    star = ("Starman", 1, 258)
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(600, 454)  # Starman
time.sleep(1)
"""), rhythmbox("Jul 6  10:09", "Road trip", road, st(road), playlists=pls, playing=star)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(180, 154)  # Music
time.sleep(1)
"""), rhythmbox("Jul 6  10:09", "Music", BOWIE, st(BOWIE), playlists=pls, search="Bowie", browser="All 1 artist (9)", playing=("Starman", 9, 258))))
    good = rhythmbox("Jul 6  10:09", "Music", LIB_TOP, lib_status(), playlists=pls, browser=f"All 212 artists ({lib_n})", playing=("Starman", 15, 258))
    bad = once(good, lib_status(), status_line(1284, 311_236, 6110.0))
    turns.append((code("""
import pyautogui, time
pyautogui.click(805, 115)  # clear the search field
time.sleep(1)
"""), bad))
    turns.append((code("""
import pyautogui, time
pyautogui.click(180, 374)  # Road trip
time.sleep(1)
"""), rhythmbox("Jul 6  10:09", "Road trip", road, st(road), playlists=pls, playing=("Starman", 21, 258))))
    return dict(tid="h26-os-14", turns=turns, state="Rhythmbox with a local library of 1284 songs. Move the two surplus copies of 'Everything In Its Right Place' (same album, imported three times) to the trash and build a 'Road trip' playlist of Bowie songs, then start it.",
                bad=True, turn=11, kind="library status bar shows the song count and total length from before two songs were moved to the trash")


# ---------------------------------------------------------------- 15 VS Code (one contradiction)
CLIENT_PY = '''"""HTTP client for the Open-Meteo forecast API."""

from __future__ import annotations

import requests

BASE_URL = "https://api.open-meteo.com/v1/forecast"
TIMEOUT = 10
RETRIES = 3


def fetch_forecast(lat: float, lon: float, days: int = 3) -> dict:
    params = {
        "latitude": lat,
        "longitude": lon,
        "daily": "temperature_2m_max,temperature_2m_min",
        "forecast_days": days,
        "timezone": "auto",
    }
    for attempt in range(RETRIES):
        try:
            resp = requests.get(BASE_URL, params=params, timeout=TIMEOUT)
            resp.raise_for_status()
            return resp.json()
        except requests.RequestException:
            if attempt == RETRIES - 1:
                raise
    return {}'''

CLI_PY = '''"""Command-line entry point: `weather <lat> <lon> [--days N]`."""

from __future__ import annotations

import argparse
import json

from weather.client import fetch_forecast


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="weather")
    parser.add_argument("lat", type=float)
    parser.add_argument("lon", type=float)
    parser.add_argument("--days", type=int, default=3)
    args = parser.parse_args(argv)
    data = fetch_forecast(args.lat, args.lon, days=args.days)
    print(json.dumps(data["daily"], indent=2))
    return 0'''

TEST_PY = '''from unittest import mock

import pytest
import requests

from weather import client


def _resp(payload):
    r = mock.Mock()
    r.json.return_value = payload
    r.raise_for_status.return_value = None
    return r


def test_passes_days_through():
    with mock.patch.object(client.requests, "get", return_value=_resp({"daily": {}})) as get:
        client.fetch_forecast(52.5, 13.4, days=5)
    assert get.call_args.kwargs["params"]["forecast_days"] == 5
    assert get.call_args.kwargs["timeout"] == client.TIMEOUT


def test_retries_then_raises():
    with mock.patch.object(client.requests, "get", side_effect=requests.ConnectionError) as get:
        with pytest.raises(requests.ConnectionError):
            client.fetch_forecast(0, 0)
    assert get.call_count == client.RETRIES'''

VS_TREE = [(".venv", 0, "folder"), ("tests", 0, "folder, expanded"), ("test_cli.py", 1, ""), ("test_client.py", 1, ""),
           ("weather", 0, "folder, expanded"), ("__init__.py", 1, ""), ("cli.py", 1, ""), ("client.py", 1, ""),
           (".gitignore", 0, ""), ("pyproject.toml", 0, ""), ("README.md", 0, "")]


def vscode(clock: str, tabs: list[str], active: str, text: str, pos: str, *, modified: tuple[str, ...] = (),
           dirty: bool = False, terminal: str | None = None) -> str:
    rows = [R("frame", f"{'● ' if dirty else ''}{active} - weather-cli - Visual Studio Code", "", "code", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
        rows.append(R("menu", m, "", "", "", (110 + 64 * i, 30), (60, 24)))
    for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)", "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
        desc = "selected" if i == 0 else ("1 pending change" if i == 2 and modified else "")
        rows.append(R("page-tab", a, "", "", desc, (72, 62 + 48 * i), (48, 48)))
    rows.append(R("tree", "Files Explorer", "", "", "WEATHER-CLI", (122, 90), (300, 600)))
    for i, (n, lvl, d) in enumerate(VS_TREE):
        dd = ", ".join(x for x in [d, "modified" if n in modified else ""] if x)
        rows.append(R("tree-item", n, "", "", dd, (130 + 16 * lvl, 120 + 22 * i), (280, 22)))
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", "", ("selected" if t == active else "") + (", unsaved" if dirty and t == active else ""), (424 + 160 * i, 62), (156, 34)))
    rows.append(R("text", active, text, "", "editor content", (470, 120), (1440, 620 if terminal is not None else 880)))
    if terminal is not None:
        rows += [R("page-tab", "Terminal", "", "", "selected", (430, 750), (90, 26)),
                 R("terminal", "Terminal 1, bash", terminal, "", "", (430, 780), (1480, 250))]
    rows += [R("push-button", "main", "", "", "Git branch", (72, 1052), (70, 22)),
             R("push-button", "No Problems", "0  0", "", "", (150, 1052), (60, 22)),
             R("push-button", pos, "", "", "Go to Line/Column", (1300, 1052), (110, 22)),
             R("push-button", "Spaces: 4", "", "", "", (1420, 1052), (80, 22)),
             R("push-button", "UTF-8", "", "", "", (1506, 1052), (50, 22)),
             R("push-button", "LF", "", "", "", (1560, 1052), (30, 22)),
             R("push-button", "Python", "", "", "Select Language Mode", (1594, 1052), (60, 22)),
             R("push-button", "3.11.6 ('.venv': venv)", "", "", "Select Interpreter", (1660, 1052), (180, 22))]
    return screen("Visual Studio Code", clock, rows, running=("Visual Studio Code",))


def t_vscode() -> dict:
    turns = []
    turns.append((code("""
import subprocess, time, os
root = os.path.expanduser("~/code/weather-cli")
subprocess.Popen(["code", root, "-g", root + "/weather/client.py"])
time.sleep(5)
"""), vscode("Jan 23  11:20", ["client.py"], "client.py", CLIENT_PY, "Ln 1, Col 1")))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'p')
pyautogui.typewrite('cli.py')
time.sleep(0.5)
pyautogui.press('enter')
"""), vscode("Jan 23  11:21", ["client.py", "cli.py"], "cli.py", CLI_PY, "Ln 1, Col 1")))
    cli2 = CLI_PY.replace("default=3)", "default=7)")
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'h')
pyautogui.typewrite('default=3)')
pyautogui.press('tab')
pyautogui.typewrite('default=7)')
pyautogui.hotkey('ctrl', 'alt', 'enter')  # Replace All
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
"""), vscode("Jan 23  11:22", ["client.py", "cli.py"], "cli.py", cli2, "Ln 15, Col 55", modified=("cli.py",))))
    good = vscode("Jan 23  11:22", ["client.py", "cli.py"], "client.py", CLIENT_PY, "Ln 1, Col 1", modified=("cli.py",))
    bad = once(good, "TIMEOUT = 10\n", "TIMEOUT = 15\n")
    turns.append((code("""
import pyautogui
pyautogui.click(500, 79)  # client.py tab
"""), bad))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'p')
pyautogui.typewrite('test_client.py')
time.sleep(0.5)
pyautogui.press('enter')
"""), vscode("Jan 23  11:23", ["client.py", "cli.py", "test_client.py"], "test_client.py", TEST_PY, "Ln 1, Col 1", modified=("cli.py",))))
    term = """dana@devbox:~/code/weather-cli$ source .venv/bin/activate
(.venv) dana@devbox:~/code/weather-cli$ pytest -q
......                                                                   [100%]
6 passed in 0.41s
(.venv) dana@devbox:~/code/weather-cli$ """
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', '`')
time.sleep(1)
pyautogui.typewrite('source .venv/bin/activate\\n')
pyautogui.typewrite('pytest -q\\n')
time.sleep(3)
"""), vscode("Jan 23  11:24", ["client.py", "cli.py", "test_client.py"], "test_client.py", TEST_PY, "Ln 1, Col 1", modified=("cli.py",), terminal=term)))
    term2 = term + """git status --short && git diff --stat
 M weather/cli.py
 weather/cli.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)
(.venv) dana@devbox:~/code/weather-cli$ """
    turns.append((code("""
import pyautogui, time
pyautogui.typewrite('git status --short && git diff --stat\\n')
time.sleep(1)
"""), vscode("Jan 23  11:24", ["client.py", "cli.py", "test_client.py"], "test_client.py", TEST_PY, "Ln 1, Col 1", modified=("cli.py",), terminal=term2)))
    return dict(tid="h26-os-15", turns=turns, state="VS Code on Ubuntu; project ~/code/weather-cli (a small Open-Meteo CLI, git repo, clean tree). Change the CLI's default forecast length from 3 to 7 days and check the tests still pass.",
                bad=True, turn=4, kind="a line of client.py (TIMEOUT = 10) reads TIMEOUT = 15 when its tab is reopened, though only cli.py was edited")


# ---------------------------------------------------------------- 16 Shotwell (clean)
def shotwell(clock: str, page: str, count_label: str, photos: list[tuple[str, str, int]], *, events: list[str],
             tags: list[tuple[str, int]], selected: tuple[str, ...] = (), rating_filter: str = "All photos",
             sort: str = "By Exposure Date, ascending", extra: list[str] | None = None) -> str:
    rows = [R("frame", "Shotwell", "", "shotwell", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"]):
        rows.append(R("menu", m, "", "", "", (76 + 64 * i, 32), (60, 22)))
    rows += [R("tree-item", "Library", "", "", "expanded", (76, 70), (260, 26))]
    y = 96
    for s in ["Photos", "Flagged", "Last Import", "Trash"]:
        rows.append(R("tree-item", s, "", "", "selected" if s == page else "", (92, y), (244, 26)))
        y += 26
    rows.append(R("tree-item", "Events", "", "", "expanded", (76, y), (260, 26)))
    y += 26
    for e in events:
        rows.append(R("tree-item", e, "", "", "", (92, y), (244, 26)))
        y += 26
    rows.append(R("tree-item", "Tags", "", "", "expanded", (76, y), (260, 26)))
    y += 26
    for t, n in tags:
        rows.append(R("tree-item", t, "", "", f"{n} photos", (92, y), (244, 26)))
        y += 26
    rows += [R("label", "", count_label, "", "", (360, 70), (300, 22)),
             R("combo-box", "Rating filter", rating_filter, "", "", (1400, 66), (200, 28)),
             R("text", "Search", "", "", "", (1610, 66), (290, 28)),
             R("label", "", sort, "", "sort order", (360, 96), (400, 20))]
    for i, (name, meta, stars) in enumerate(photos):
        d = ("selected, " if name in selected else "") + meta + (", " + "★" * stars if stars else "")
        rows.append(R("icon", name, "", "", d, (360 + 190 * (i % 8), 130 + 190 * (i // 8)), (180, 180)))
    rows += [R("push-button", "Rotate", "", "", "", (360, 1040), (80, 30)),
             R("push-button", "Enhance", "", "", "", (444, 1040), (80, 30)),
             R("push-button", "Publish", "", "", "", (528, 1040), (80, 30)),
             R("push-button", "Slideshow", "", "", "", (612, 1040), (90, 30)),
             R("slider", "Zoom", "40%", "", "", (1700, 1044), (200, 22))]
    if extra:
        rows += extra
    return screen("Shotwell", clock, rows, running=("Shotwell",))


def t_shotwell() -> dict:
    nums = [412, 413, 415, 416, 418, 419, 420, 421, 423, 424, 425, 427, 428, 429, 430, 431, 432, 433]
    days = ["Apr 6"] * 5 + ["Apr 7"] * 5 + ["Apr 8"] * 4 + ["Apr 9"] * 4
    kyoto = [(f"DSC_0{n}.JPG", d) for n, d in zip(nums, days)]
    stars = {n: 0 for n, _ in kyoto}
    tagged = False
    old_events = ["Sun Mar 10", "Sat Mar 23", "Sun Mar 24"]
    old_tags = [("family", 61), ("hiking", 38)]
    recent = [("IMG_3907.JPG", "Mar 24"), ("IMG_3908.JPG", "Mar 24"), ("IMG_3911.JPG", "Mar 24"), ("IMG_3912.JPG", "Mar 24"),
              ("IMG_3915.JPG", "Mar 24"), ("IMG_3916.JPG", "Mar 24"), ("IMG_3920.JPG", "Mar 24"), ("IMG_3921.JPG", "Mar 24")]

    def k(order: list[tuple[str, str]] | None = None) -> list[tuple[str, str, int]]:
        return [(n, d + (", tags: kyoto, travel" if tagged else ""), stars[n]) for n, d in (order or kyoto)]

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["shotwell"])
time.sleep(3)
"""), shotwell("Apr 12  21:03", "Photos", "214 photos", [(n, d, 0) for n, d in recent], events=old_events, tags=old_tags,
               sort="By Exposure Date, ascending (scrolled to end)")))
    chooser = [R("alert", "Import", "", "", "", (660, 380), (600, 200)),
               R("label", "", "Shotwell can copy the photos into your library folder or it can import them without copying.", "", "", (690, 410), (540, 40)),
               R("check-box", "Don't show this message again", "", "", "unchecked", (690, 470), (300, 22)),
               R("push-button", "Copy Photos", "", "", "", (760, 520), (130, 32)),
               R("push-button", "Import in Place", "", "", "", (900, 520), (140, 32)),
               R("push-button", "Cancel", "", "", "", (1050, 520), (90, 32))]
    turns.append((code("""
import pyautogui, time, os
pyautogui.hotkey('ctrl', 'shift', 'i')  # Import From Folder
time.sleep(1)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite(os.path.expanduser('~/Pictures/2024-04-kyoto') + '\\n')
time.sleep(0.5)
pyautogui.press('enter')  # OK
time.sleep(1)
"""), shotwell("Apr 12  21:04", "Photos", "214 photos", [(n, d, 0) for n, d in recent], events=old_events, tags=old_tags,
               sort="By Exposure Date, ascending (scrolled to end)", extra=chooser)))
    events = old_events + ["Sat Apr 6", "Sun Apr 7", "Mon Apr 8", "Tue Apr 9"]
    done = [R("alert", "Import Complete", "", "", "", (700, 420), (520, 160)),
            R("label", "", "18 photos successfully imported.", "", "", (730, 460), (460, 22)),
            R("push-button", "OK", "", "", "", (1120, 530), (70, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(970, 536)  # Import in Place
time.sleep(6)
"""), shotwell("Apr 12  21:04", "Last Import", "18 photos", k(), events=events, tags=old_tags, extra=done)))
    turns.append((code("""
import pyautogui
pyautogui.click(1155, 545)  # OK
"""), shotwell("Apr 12  21:05", "Last Import", "18 photos", k(), events=events, tags=old_tags)))
    best = ("DSC_0416.JPG", "DSC_0424.JPG", "DSC_0431.JPG")
    for b in best:
        stars[b] = 5
    turns.append((code("""
import pyautogui
pyautogui.click(1020, 220)                                          # DSC_0416
pyautogui.keyDown('ctrl'); pyautogui.click(640, 410); pyautogui.click(1780, 410); pyautogui.keyUp('ctrl')  # DSC_0424, DSC_0431
pyautogui.press('5')                                                # rate five stars
"""), shotwell("Apr 12  21:06", "Last Import", "18 photos", k(), events=events, tags=old_tags, selected=best)))
    tagged = True
    tags = sorted(old_tags + [("kyoto", 18), ("travel", 18)])
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'a')
pyautogui.hotkey('ctrl', 't')  # Add Tags
time.sleep(0.5)
pyautogui.typewrite('kyoto, travel\\n')
"""), shotwell("Apr 12  21:07", "Last Import", "18 photos", k(), events=events, tags=tags, selected=tuple(n for n, _ in kyoto))))
    by_rating = sorted(kyoto, key=lambda p: (-stars[p[0]], nums.index(int(p[0][5:8]))))
    turns.append((code("""
import pyautogui, time
pyautogui.click(220, 520)     # empty sidebar area, clears the selection
pyautogui.click(204, 43)      # View
time.sleep(0.3)
pyautogui.click(260, 300)     # Sort Photos > By Rating
pyautogui.click(204, 43); time.sleep(0.3)
pyautogui.click(260, 330)     # Sort Photos > Descending
"""), shotwell("Apr 12  21:08", "Last Import", "18 photos", k(by_rating), events=events, tags=tags, sort="By Rating, descending")))
    five = [p for p in by_rating if stars[p[0]] == 5]
    turns.append((code("""
import pyautogui, time
pyautogui.click(1500, 80)     # Rating filter
time.sleep(0.3)
pyautogui.click(1500, 250)    # Five stars only
"""), shotwell("Apr 12  21:08", "Last Import", "3 of 18 photos", k(five), events=events, tags=tags, sort="By Rating, descending", rating_filter="★★★★★ only")))
    return dict(tid="h26-os-16", turns=turns, state="Shotwell library of 214 photos. Import the Kyoto trip photos from ~/Pictures/2024-04-kyoto without copying them, rate the three best (DSC_0416, DSC_0424, DSC_0431) five stars, tag the trip, and show only the best shots.")


# ---------------------------------------------------------------- 17 LibreOffice Writer (clean)
def lo_counts(paras: list[str]) -> tuple[int, int, int]:
    words = sum(1 for p in paras for tok in p.split() if tok not in ("—", "–"))
    chars = sum(len(p) for p in paras)
    nosp = sum(len(p.replace(" ", "")) for p in paras)
    return words, chars, nosp


def writer(clock: str, fname: str, pages: list[list[str]], *, style: str, page: int, modified: bool, zoom: str = "100%",
           extra: list[str] | None = None) -> str:
    paras = [p for pg in pages for p in pg]
    w, c, _ = lo_counts(paras)
    rows = [R("frame", f"{fname} - LibreOffice Writer", "", "libreoffice-writer", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]):
        rows.append(R("menu", m, "", "", "", (76 + 58 * i, 58), (54, 22)))
    rows += [R("combo-box", "Paragraph Style", style, "", "", (80, 120), (200, 26)),
             R("combo-box", "Font Name", "Liberation Serif", "", "", (286, 120), (180, 26)),
             R("combo-box", "Font Size", "12 pt", "", "", (470, 120), (70, 26))]
    y = 180
    for n, pg in enumerate(pages, 1):
        rows.append(R("document-text", f"Page {n}", "", "", "", (560, y), (800, 1000)))
        for p in pg:
            rows.append(R("paragraph", "", p, "", "", (660, y + 40), (600, 24 + 22 * (len(p) // 90))))
            y += 44 + 22 * (len(p) // 90)
        y += 120
    rows += [R("label", "", f"Page {page} of {len(pages)}", "", "", (76, 1052), (110, 22)),
             R("label", "", f"{w} words, {c} characters", "", "", (200, 1052), (220, 22)),
             R("label", "", "Default Page Style", "", "", (440, 1052), (150, 22)),
             R("label", "", "English (USA)", "", "", (600, 1052), (110, 22)),
             R("label", "", "", "", ("The document has been modified. Click to save the document." if modified
                                      else "The document has not been modified since the last save."), (730, 1052), (22, 22)),
             R("slider", "Zoom", zoom, "", "", (1700, 1052), (140, 22)),
             R("label", "", zoom, "", "Zoom & View Layout", (1850, 1052), (50, 22))]
    if extra:
        rows += extra
    return screen("LibreOffice Writer", clock, rows, running=("LibreOffice Writer",))


def t_writer() -> dict:
    fname = "cover_letter_acme.odt"
    body = ["Cover letter — Senior Data Engineer",
            "Dear Hiring Team at Acme Corp,",
            "I am writing to apply for the Senior Data Engineer position advertised on your careers page. Over the past six years I have designed and operated batch and streaming pipelines that move several terabytes a day, most recently at Northwind Logistics, where I led the migration of our nightly ETL from cron scripts to Airflow and cut the average pipeline runtime from 3 hours 40 minutes to 55 minutes.",
            "What draws me to Acme Corp is your work on real-time inventory forecasting. I would welcome the chance to bring my experience with Kafka, dbt and Postgres performance tuning to that team.",
            "Kind regards,",
            "Dana Kowalski"]
    pages = [list(body)]
    turns = []
    turns.append((code(f"""
import subprocess, time, os
subprocess.Popen(["libreoffice", "--writer", os.path.expanduser("~/Documents/{fname}")])
time.sleep(5)
"""), writer("Feb 27  08:55", fname, pages, style="Default Paragraph Style", page=1, modified=False)))
    add = "I have attached my CV and a short write-up of the Airflow migration. I am available for a call any weekday after 2 pm CET."
    pages[0].insert(4, add)
    turns.append((code(f"""
import pyautogui, time
pyautogui.click(1250, 452)   # end of the 'What draws me' paragraph
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.typewrite({add!r}, interval=0.01)
"""), writer("Feb 27  08:57", fname, pages, style="Default Paragraph Style", page=1, modified=True)))
    pages[0] = [p.replace("Acme Corp", "Acme Corporation") for p in pages[0]]
    dlg = [R("dialog", "Find and Replace", "", "", "", (1380, 300), (480, 420)),
           R("combo-box", "Find", "Acme Corp", "", "", (1400, 340), (440, 28)),
           R("check-box", "Match case", "", "", "unchecked", (1400, 376), (140, 22)),
           R("check-box", "Whole words only", "", "", "unchecked", (1560, 376), (160, 22)),
           R("combo-box", "Replace", "Acme Corporation", "", "", (1400, 420), (440, 28)),
           R("push-button", "Find All", "", "", "", (1400, 470), (100, 30)),
           R("push-button", "Replace", "", "", "", (1506, 470), (100, 30)),
           R("push-button", "Replace All", "", "", "", (1612, 470), (110, 30)),
           R("label", "", "Search key replaced 2 times.", "", "", (1400, 660), (300, 20)),
           R("push-button", "Close", "", "", "", (1760, 680), (80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'h')
time.sleep(0.5)
pyautogui.typewrite('Acme Corp')
pyautogui.click(1620, 434); pyautogui.typewrite('Acme Corporation')
pyautogui.click(1667, 485)  # Replace All
"""), writer("Feb 27  08:58", fname, pages, style="Default Paragraph Style", page=1, modified=True, extra=dlg)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1800, 695)  # Close
pyautogui.hotkey('ctrl', 'home')
pyautogui.tripleClick(180, 133)  # Paragraph Style box
pyautogui.typewrite('Heading 1\\n')
"""), writer("Feb 27  08:58", fname, pages, style="Heading 1", page=1, modified=True)))
    pages.append(["References available on request."])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'end')
pyautogui.hotkey('ctrl', 'enter')   # page break
pyautogui.typewrite('References available on request.')
"""), writer("Feb 27  08:59", fname, pages, style="Default Paragraph Style", page=2, modified=True)))
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), writer("Feb 27  09:00", fname, pages, style="Default Paragraph Style", page=2, modified=False)))
    w, c, ns = lo_counts([p for pg in pages for p in pg])
    wcd = [R("dialog", "Word and Character Count", "", "", "", (760, 380), (400, 260)),
           R("label", "", "Selection", "", "", (900, 410), (100, 20)),
           R("label", "", "Document", "", "", (1020, 410), (100, 20)),
           R("label", "Words", "0", "", "selection", (900, 440), (100, 20)),
           R("label", "Words", str(w), "", "document", (1020, 440), (100, 20)),
           R("label", "Characters including spaces", "0", "", "selection", (900, 466), (100, 20)),
           R("label", "Characters including spaces", str(c), "", "document", (1020, 466), (100, 20)),
           R("label", "Characters excluding spaces", "0", "", "selection", (900, 492), (100, 20)),
           R("label", "Characters excluding spaces", str(ns), "", "document", (1020, 492), (100, 20)),
           R("push-button", "Help", "", "", "", (780, 590), (80, 30)),
           R("push-button", "Close", "", "", "", (1060, 590), (80, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(540, 69)   # Tools
time.sleep(0.3)
pyautogui.click(600, 160)  # Word Count...
time.sleep(0.5)
"""), writer("Feb 27  09:00", fname, pages, style="Default Paragraph Style", page=2, modified=False, extra=wcd)))
    turns.append((code("""
import pyautogui
pyautogui.click(1100, 605)  # Close
pyautogui.keyDown('ctrl')
pyautogui.scroll(-2, x=960, y=600)  # zoom out two steps
pyautogui.keyUp('ctrl')
"""), writer("Feb 27  09:01", fname, pages, style="Default Paragraph Style", page=2, modified=False, zoom="80%")))
    return dict(tid="h26-os-17", turns=turns, state="Draft cover letter ~/Documents/cover_letter_acme.odt. Add a closing paragraph, use the company's full name 'Acme Corporation', make the first line a heading, add a references page, save, and check the word count.")


# ---------------------------------------------------------------- 18 GNOME Boxes (one contradiction)
def boxes_list(clock: str, states: dict[str, str], menu_for: str | None = None) -> str:
    rows = [R("frame", "Boxes", "", "org.gnome.Boxes", "", (260, 100), (1400, 860)),
            R("push-button", "New", "", "", "Create a virtual machine", (268, 106), (40, 34)),
            R("toggle-button", "Search", "", "", "", (1500, 106), (34, 34)),
            R("toggle-button", "View", "", "", "grid", (1540, 106), (34, 34)),
            R("push-button", "Application menu", "", "", "", (1580, 106), (34, 34))]
    for i, (name, st) in enumerate(states.items()):
        x = 320 + 320 * i
        rows += [R("push-button", name, "", "", st, (x, 200), (280, 220)),
                 R("label", "", name, "", "", (x, 428), (280, 22)),
                 R("label", "", st, "", "", (x, 452), (280, 18))]
    if menu_for:
        i = list(states).index(menu_for)
        items = ["Open in New Window", "Add to Favorites"] + (["Force Shutdown"] if states[menu_for] == "Running" else []) + ["Clone…", "Delete", "Preferences"]
        x = 320 + 320 * i + 140
        rows.append(R("menu", "", "", "", "", (x, 320), (220, 34 * len(items) + 8)))
        for j, it in enumerate(items):
            rows.append(R("menu-item", it, "", "", "", (x + 4, 324 + 34 * j), (212, 32)))
    return screen("Boxes", clock, rows, running=("Boxes",))


def boxes_prefs(clock: str, mem: str) -> str:
    rows = [R("dialog", "Debian 12 Preferences", "", "org.gnome.Boxes", "", (560, 180), (800, 640)),
            R("page-tab", "System", "", "", "selected", (600, 220), (100, 30)),
            R("page-tab", "Devices & Shares", "", "", "", (704, 220), (150, 30)),
            R("page-tab", "Snapshots", "", "", "", (858, 220), (100, 30)),
            R("text", "Name", "Debian 12", "", "", (620, 280), (680, 34)),
            R("label", "", "Operating System: Debian 12", "", "", (620, 330), (680, 20)),
            R("label", "", "Broker: qemu:///session", "", "", (620, 354), (680, 20)),
            R("label", "", "Storage: 7.3 GiB used of 20.0 GiB", "", "", (620, 378), (680, 20)),
            R("slider", "Memory", mem, "", "", (620, 430), (680, 40)),
            R("slider", "Maximum Disk Size", "20.0 GiB", "", "", (620, 490), (680, 40)),
            R("toggle-button", "3D Acceleration", "", "", "off", (620, 560), (680, 40)),
            R("toggle-button", "Run in Background", "", "", "off", (620, 610), (680, 40)),
            R("push-button", "Close", "", "", "", (1320, 186), (34, 34))]
    return screen("Boxes", clock, rows, running=("Boxes",))


def boxes_display(clock: str, guest: str) -> str:
    rows = [R("frame", "Debian 12", "", "org.gnome.Boxes", "", (260, 100), (1400, 860)),
            R("push-button", "Back", "", "", "", (268, 106), (34, 34)),
            R("label", "", "Debian 12", "", "", (900, 110), (120, 24)),
            R("push-button", "Send key combinations", "", "", "", (1460, 106), (34, 34)),
            R("push-button", "Fullscreen", "", "", "", (1500, 106), (34, 34)),
            R("push-button", "Properties", "", "", "", (1540, 106), (34, 34)),
            R("drawing-area", "Debian 12", "", "", guest, (262, 144), (1396, 814))]
    return screen("Boxes", clock, rows, running=("Boxes",))


def t_boxes() -> dict:
    st = {"Windows 11 test": "Running", "Debian 12": "Powered Off", "Fedora 39 Workstation": "Powered Off"}
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["gnome-boxes"])
time.sleep(3)
"""), boxes_list("Oct 3  09:40", st)))
    turns.append((code("""
import pyautogui
pyautogui.rightClick(460, 310)  # Windows 11 test
"""), boxes_list("Oct 3  09:40", st, menu_for="Windows 11 test")))
    st["Windows 11 test"] = "Powered Off"
    turns.append((code("""
import pyautogui, time
pyautogui.click(570, 408)  # Force Shutdown
time.sleep(2)
"""), boxes_list("Oct 3  09:41", st)))
    good = boxes_list("Oct 3  09:41", st, menu_for="Debian 12")
    bad = once(good, "Windows 11 test\t\t\tPowered Off", "Windows 11 test\t\t\tRunning")
    bad = once(bad, "label\t\tPowered Off\t\t\t(320, 452)", "label\t\tRunning\t\t\t(320, 452)")
    turns.append((code("""
import pyautogui
pyautogui.rightClick(780, 310)  # Debian 12
"""), bad))
    turns.append((code("""
import pyautogui, time
pyautogui.click(890, 476)  # Preferences
time.sleep(1)
"""), boxes_prefs("Oct 3  09:42", "4.0 GiB")))
    turns.append((code("""
import pyautogui
pyautogui.click(960, 450)
for _ in range(8):
    pyautogui.press('right')   # 256 MiB steps
"""), boxes_prefs("Oct 3  09:42", "6.0 GiB")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1337, 203)      # Close
time.sleep(0.5)
pyautogui.click(780, 310)       # start Debian 12
time.sleep(4)
"""), boxes_display("Oct 3  09:43", "GNU GRUB boot menu: '*Debian GNU/Linux' highlighted, 'Advanced options for Debian GNU/Linux', 'UEFI Firmware Settings'; 'The highlighted entry will be executed automatically in 3s.'")))
    turns.append((code("""
import time
time.sleep(20)
"""), boxes_display("Oct 3  09:43", "Debian 12 GDM login screen: user list with 'dana', button 'Not listed?', top bar showing the guest clock and power menu")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(960, 540)  # user 'dana'
time.sleep(0.5)
pyautogui.typewrite('debian-test\\n')
time.sleep(6)
"""), boxes_display("Oct 3  09:44", "Debian 12 GNOME desktop after login: Activities overview open with the dash (Firefox ESR, Files, Software, Help, Show Applications) and a 'Welcome to Debian' notification")))
    return dict(tid="h26-os-18", turns=turns, state="GNOME Boxes holds three VMs; the Windows 11 test VM is running and hung. Force it off, then give the Debian 12 VM 6 GiB of RAM and boot it (guest password: debian-test).",
                bad=True, turn=4, kind="a VM that was force-shut-down is shown as Running again with no action")


# ---------------------------------------------------------------- 19 Thunderbird (one contradiction)
TB_FOLDERS = ["Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash", "Receipts"]


def thunderbird(clock: str, folder: str, msgs: list[dict], unread_counts: dict[str, int], *, selected: str = "",
                preview: list[str] | None = None, extra: list[str] | None = None, total: int | None = None) -> str:
    rows = [R("frame", f"{folder} - dana.k@fastmail.com - Mozilla Thunderbird", "", "thunderbird", "", (70, 27), (1850, 1053)),
            R("page-tab", folder, "", "", "selected", (110, 32), (240, 34)),
            R("push-button", "Get Messages", "", "", "", (80, 76), (120, 30)),
            R("push-button", "New Message", "", "", "", (206, 76), (120, 30)),
            R("text", "Search", "", "", "", (800, 76), (500, 30)),
            R("tree-item", "dana.k@fastmail.com", "", "", "expanded", (76, 120), (260, 28))]
    for i, f in enumerate(TB_FOLDERS):
        u = unread_counts.get(f, 0)
        rows.append(R("tree-item", f, str(u) if u else "", "", "selected" if f == folder else "", (96, 150 + 30 * i), (240, 28)))
    for i, c in enumerate(["Subject", "Correspondents", "Date"]):
        rows.append(R("table-column-header", c, "", "", "sorted descending" if c == "Date" else "", (350 + [0, 620, 960][i], 120), (300, 26)))
    for j, m in enumerate(msgs):
        y = 148 + 28 * j
        d = ", ".join(x for x in ["selected" if m["s"] == selected else "", "unread" if m["u"] else "read",
                                  "has attachment" if m.get("a") else ""] if x)
        rows += [R("table-cell", m["s"], m["s"], "", d, (350, y), (610, 26)),
                 R("table-cell", "", m["f"], "", "", (970, y), (330, 26)),
                 R("table-cell", "", m["d"], "", "", (1310, y), (240, 26))]
    if preview:
        rows += preview
    tot = len(msgs) if total is None else total
    rows += [R("label", "", f"Unread: {unread_counts.get(folder, 0)}", "", "", (1560, 1052), (120, 22)),
             R("label", "", f"Total: {tot}", "", "", (1690, 1052), (100, 22))]
    if extra:
        rows += extra
    return screen("Thunderbird Mail", clock, rows, running=("Thunderbird Mail",))


def tb_preview(frm: str, to: str, subj: str, date: str, body: str, attach: str = "") -> list[str]:
    out = [R("label", "From", frm, "", "", (350, 600), (700, 22)),
           R("label", "To", to, "", "", (350, 624), (700, 22)),
           R("label", "Subject", subj, "", "", (350, 648), (900, 22)),
           R("label", "Date", date, "", "", (1400, 600), (200, 22)),
           R("push-button", "Reply", "", "", "", (1500, 640), (70, 28)),
           R("push-button", "Forward", "", "", "", (1574, 640), (80, 28)),
           R("push-button", "Delete", "", "", "", (1658, 640), (70, 28)),
           R("document-web", "", body, "", "message body", (350, 690), (1560, 300))]
    if attach:
        out += [R("label", "", attach, "", "attachment", (350, 1000), (400, 22)),
                R("push-button", "Save", "", "", "", (1760, 998), (70, 26))]
    return out


def t_thunderbird() -> dict:
    def M(s: str, f: str, d: str, u: bool = False, a: bool = False) -> dict:
        return {"s": s, "f": f, "d": d, "u": u, "a": a}
    inbox = [M("Your March statement is ready", "Northwind Bank", "8:14 AM", True),
             M("Re: Offsite venue shortlist", "Priya Raman", "7:52 AM", True),
             M("[Jira] OPS-4412 assigned to you", "Jira", "7:30 AM", True),
             M("Congratulations! You've been selected for a $500 gift card", "Rewards Center", "6:03 AM", True),
             M("Invoice #INV-20931 from Hetzner Online", "Hetzner Online GmbH", "3/20/2024, 10:40 PM", False, True),
             M("Weekly digest: 12 new posts in #platform", "Discourse", "3/20/2024, 6:05 PM"),
             M("Lunch Thursday?", "Marco Bellini", "3/20/2024, 12:17 PM"),
             M("Your order has shipped", "Bookshop.org", "3/19/2024, 4:02 PM"),
             M("Re: Q2 roadmap draft", "Aisha Bello", "3/19/2024, 11:25 AM"),
             M("Security alert: new sign-in on Linux", "Google", "3/18/2024, 9:12 PM"),
             M("Your receipt from Fastmail", "Fastmail", "3/18/2024, 7:00 AM", False, True),
             M("Postmortem: INC-2279", "Lukas Meyer", "3/15/2024, 3:44 PM"),
             M("Team offsite — save the date", "Priya Raman", "3/14/2024, 10:02 AM"),
             M("Welcome to the platform on-call rotation", "PagerDuty", "3/12/2024, 8:30 AM")]
    receipts = [M("DigitalOcean invoice - February 2024", "DigitalOcean", "3/1/2024, 9:03 AM", False, True),
                M("Receipt for your Backblaze payment", "Backblaze", "3/1/2024, 2:11 AM", False, True),
                M("Your Steam purchase", "Steam", "2/24/2024, 8:47 PM")]
    sent = [M("Re: Lunch Thursday?", "Marco Bellini", "3/20/2024, 12:40 PM"),
            M("Re: Q2 roadmap draft", "Aisha Bello", "3/19/2024, 2:05 PM"),
            M("Re: Postmortem: INC-2279", "Lukas Meyer", "3/15/2024, 4:30 PM")]

    def unread() -> dict[str, int]:
        return {"Inbox": sum(m["u"] for m in inbox)}

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["thunderbird"])
time.sleep(6)
"""), thunderbird("Mar 21  09:05", "Inbox", inbox, unread())))
    spam = inbox[3]
    spam["u"] = False
    pv = tb_preview("Rewards Center <no-reply@rewards-center-promo.net>", "dana.k@fastmail.com", spam["s"], "6:03 AM",
                    "Dear Customer, you have been randomly selected to receive a $500 gift card. Claim within 24 hours: click the button below and confirm your shipping details.")
    turns.append((code("""
import pyautogui
pyautogui.click(600, 245)  # the gift card message
"""), thunderbird("Mar 21  09:05", "Inbox", inbox, unread(), selected=spam["s"], preview=pv)))
    inbox.remove(spam)
    nxt = inbox[3]
    pv2 = tb_preview("Hetzner Online GmbH <billing@hetzner.com>", "dana.k@fastmail.com", nxt["s"], "3/20/2024, 10:40 PM",
                     "Dear Dana Kowalski, please find attached invoice INV-20931 for the period 01.03.2024 – 31.03.2024. Amount: € 12.49. The amount will be charged to your credit card ending 4411.",
                     "Invoice_INV-20931.pdf 48.2 KB")
    turns.append((code("""
import pyautogui
pyautogui.press('delete')
"""), thunderbird("Mar 21  09:06", "Inbox", inbox, unread(), selected=nxt["s"], preview=pv2)))
    inv = inbox.pop(3)
    receipts.insert(0, inv)
    turns.append((code("""
import pyautogui
pyautogui.moveTo(600, 245)                       # Hetzner invoice (selected)
pyautogui.dragTo(150, 345, duration=0.8)         # onto Receipts
"""), thunderbird("Mar 21  09:06", "Inbox", inbox, unread())))
    offsite = inbox[1]
    offsite["u"] = False
    pv3 = tb_preview("Priya Raman <priya.raman@corp.example.com>", "platform-team@corp.example.com", offsite["s"], "7:52 AM",
                     "Hi all — narrowed it down to two venues: Hafenhaus (Hamburg, 40 people, €3,900/day incl. catering) and Kulturbrauerei Loft (Berlin, 55 people, €4,450/day). Please vote in the thread by Friday. > On 3/14/2024 Priya Raman wrote: Team offsite — save the date ...")
    good = thunderbird("Mar 21  09:07", "Inbox", inbox, unread(), selected=offsite["s"], preview=pv3)
    with_spam = inbox[:3] + [spam] + inbox[3:]
    bad = thunderbird("Mar 21  09:07", "Inbox", with_spam, unread(), selected=offsite["s"], preview=pv3, total=len(inbox))
    assert bad != good
    turns.append((code("""
import pyautogui
pyautogui.click(600, 190)  # Re: Offsite venue shortlist
"""), bad))
    turns.append((code("""
import pyautogui
pyautogui.click(200, 345)  # Receipts folder
"""), thunderbird("Mar 21  09:08", "Receipts", receipts, unread())))
    pv4 = tb_preview("Hetzner Online GmbH <billing@hetzner.com>", "dana.k@fastmail.com", inv["s"], "3/20/2024, 10:40 PM",
                     "Dear Dana Kowalski, please find attached invoice INV-20931 for the period 01.03.2024 – 31.03.2024. Amount: € 12.49. The amount will be charged to your credit card ending 4411.",
                     "Invoice_INV-20931.pdf 48.2 KB")
    msg_tab = [R("page-tab", inv["s"], "", "", "selected", (352, 32), (300, 34))] + pv4
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(600, 161)  # Hetzner invoice
time.sleep(1)
"""), screen("Thunderbird Mail", "Mar 21  09:08", [R("frame", f"{inv['s']} - Mozilla Thunderbird", "", "thunderbird", "", (70, 27), (1850, 1053)),
                                                    R("page-tab", "Receipts", "", "", "", (110, 32), (240, 34))] + msg_tab, running=("Thunderbird Mail",))))
    save = [R("dialog", "Save Attachment", "", "", "", (560, 200), (800, 600)),
            R("text", "Name", "Invoice_INV-20931.pdf", "", "", (700, 240), (500, 32)),
            R("push-button", "Downloads", "", "", "current folder", (700, 290), (120, 30)),
            R("table-cell", "Invoices", "Invoices", "", "folder", (760, 360), (400, 26)),
            R("table-cell", "vacation-itinerary.xlsx", "vacation-itinerary.xlsx", "", "22.7 kB", (760, 388), (400, 26)),
            R("push-button", "Cancel", "", "", "", (580, 206), (80, 30)),
            R("push-button", "Save", "", "", "", (1260, 206), (80, 30))]
    base_tab = [R("frame", f"{inv['s']} - Mozilla Thunderbird", "", "thunderbird", "", (70, 27), (1850, 1053)),
                R("page-tab", "Receipts", "", "", "", (110, 32), (240, 34))] + msg_tab
    turns.append((code("""
import pyautogui, time
pyautogui.click(1795, 1011)  # Save (attachment)
time.sleep(1)
"""), screen("Thunderbird Mail", "Mar 21  09:09", base_tab + save, running=("Thunderbird Mail",))))
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(960, 373)  # into Invoices
time.sleep(0.3)
pyautogui.press('enter')
time.sleep(1)
"""), screen("Thunderbird Mail", "Mar 21  09:09", base_tab, running=("Thunderbird Mail",))))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'w')
"""), thunderbird("Mar 21  09:09", "Receipts", receipts, unread(), selected=inv["s"], preview=pv4)))
    turns.append((code("""
import pyautogui
pyautogui.click(200, 225)  # Sent
"""), thunderbird("Mar 21  09:10", "Sent", sent, unread())))
    return dict(tid="h26-os-19", turns=turns, state="Thunderbird, account dana.k@fastmail.com. Triage the morning mail: delete the gift-card spam, file the Hetzner invoice under Receipts and save its PDF into ~/Downloads/Invoices, read Priya's offsite mail.",
                bad=True, turn=5, kind="a message deleted two turns earlier is back in the Inbox list")


# ---------------------------------------------------------------- 20 Transmission (clean)
def transmission(clock: str, torrents: list[tuple[str, str, str, str]], *, selected: str = "", down: str, up: str,
                 ratio: str, sort: str = "Name", extra: list[str] | None = None) -> str:
    """torrents: (name, progress line, status line, state) in display order."""
    rows = [R("frame", "Transmission", "", "transmission-gtk", "", (300, 120), (1320, 780))]
    for i, b in enumerate(["Open a torrent", "Start torrent", "Pause torrent", "Remove torrent", "Torrent properties"]):
        rows.append(R("push-button", b, "", "", "", (306 + 44 * i, 156), (40, 40)))
    rows += [R("combo-box", "Show", f"All ({len(torrents)})", "", "", (306, 204), (160, 28)),
             R("combo-box", "Trackers", "All", "", "", (470, 204), (160, 28)),
             R("text", "Filter", "", "", "", (1360, 204), (250, 28)),
             R("label", "", f"sorted by {sort}", "", "View > Sort Torrents By", (640, 208), (200, 20))]
    for j, (name, prog, stat, state) in enumerate(torrents):
        y = 240 + 70 * j
        rows += [R("table-cell", name, name, "", ("selected, " if name == selected else "") + state, (306, y), (1300, 22)),
                 R("label", "", prog, "", "", (340, y + 22), (1200, 20)),
                 R("progress-bar", "", prog.rsplit("(", 1)[-1].split(")")[0], "", "", (340, y + 44), (1200, 10)),
                 R("label", "", stat, "", "", (340, y + 56), (1200, 14))]
    rows += [R("push-button", "Options", "", "", "", (306, 868), (30, 26)),
             R("label", "", ratio, "", "", (900, 872), (160, 20)),
             R("label", "", f"↓ {down}  ↑ {up}", "", "", (1420, 872), (200, 20))]
    if extra:
        rows += extra
    return screen("Transmission", clock, rows, running=("Transmission",))


def t_transmission() -> dict:
    U = "ubuntu-22.04.4-desktop-amd64.iso"
    D = "debian-12.5.0-amd64-netinst.iso"
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["transmission-gtk"])
time.sleep(3)
"""), transmission("Apr 20  13:02", [(U, "1.62 GB of 4.69 GB (34.5%) - 12 minutes remaining", "Downloading from 22 of 64 connected peers - ↓ 4.1 MB/s, ↑ 96 kB/s", "downloading")],
                       down="4.1 MB/s", up="96 kB/s", ratio="Ratio: 0.01")))
    turns.append((code("""
import time
time.sleep(60)
"""), transmission("Apr 20  13:03", [(U, "1.98 GB of 4.69 GB (42.2%) - 7 minutes remaining", "Downloading from 38 of 112 connected peers - ↓ 6.4 MB/s, ↑ 210 kB/s", "downloading")],
                       down="6.4 MB/s", up="210 kB/s", ratio="Ratio: 0.01")))
    paused = (U, "2.04 GB of 4.69 GB (43.5%)", "Paused", "paused")
    turns.append((code("""
import pyautogui, time
pyautogui.click(600, 251)   # select the Ubuntu torrent
pyautogui.click(416, 176)   # Pause torrent
time.sleep(1)
"""), transmission("Apr 20  13:03", [paused], selected=U, down="0 kB/s", up="0 kB/s", ratio="Ratio: 0.01")))
    opts = [R("dialog", "Torrent Options", "", "", "", (560, 240), (800, 520)),
            R("combo-box", "Torrent file", D + ".torrent", "", "", (700, 280), (500, 30)),
            R("combo-box", "Destination folder", "Downloads", "", "", (700, 320), (500, 30)),
            R("label", "", "23.9 GB free", "", "", (700, 354), (200, 20)),
            R("table-cell", D, D, "", "download, normal priority", (600, 400), (500, 26)),
            R("table-cell", "", "659.0 MB", "", "size", (1110, 400), (120, 26)),
            R("combo-box", "Torrent priority", "Normal", "", "", (700, 640), (200, 30)),
            R("check-box", "Start when added", "", "", "checked", (600, 680), (200, 22)),
            R("check-box", "Mo_ve .torrent file to the trash", "", "", "unchecked", (820, 680), (260, 22)),
            R("push-button", "Cancel", "", "", "", (1160, 720), (80, 30)),
            R("push-button", "Open", "", "", "", (1250, 720), (80, 30))]
    turns.append((code("""
import pyautogui, time, os
pyautogui.hotkey('ctrl', 'o')
time.sleep(1)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite(os.path.expanduser('~/Downloads/debian-12.5.0-amd64-netinst.iso.torrent') + '\\n')
time.sleep(1)
"""), transmission("Apr 20  13:04", [paused], selected=U, down="0 kB/s", up="0 kB/s", ratio="Ratio: 0.01", extra=opts)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1290, 735)  # Open
time.sleep(1)
"""), transmission("Apr 20  13:04", [(D, "0 B of 659.0 MB (0.0%) - Remaining time unknown", "Downloading from 0 of 0 connected peers", "downloading"), paused],
                       selected=D, down="0 kB/s", up="0 kB/s", ratio="Ratio: 0.01")))
    turns.append((code("""
import time
time.sleep(60)
"""), transmission("Apr 20  13:05", [(D, "312.0 MB of 659.0 MB (47.3%) - 1 minute remaining", "Downloading from 17 of 40 connected peers - ↓ 5.8 MB/s, ↑ 88 kB/s", "downloading"), paused],
                       selected=D, down="5.8 MB/s", up="88 kB/s", ratio="Ratio: 0.01")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(600, 321)   # Ubuntu torrent
pyautogui.click(372, 176)   # Start torrent
time.sleep(2)
"""), transmission("Apr 20  13:05", [(D, "341.0 MB of 659.0 MB (51.7%) - 1 minute remaining", "Downloading from 17 of 41 connected peers - ↓ 5.7 MB/s, ↑ 91 kB/s", "downloading"),
                                     (U, "2.04 GB of 4.69 GB (43.5%) - 49 minutes remaining", "Downloading from 3 of 9 connected peers - ↓ 900 kB/s, ↑ 12 kB/s", "downloading")],
                       selected=U, down="6.6 MB/s", up="103 kB/s", ratio="Ratio: 0.01")))
    turns.append((code("""
import pyautogui, time
pyautogui.click(390, 55)   # View menu (app menu)
time.sleep(0.3)
pyautogui.click(470, 180)  # Sort Torrents By
pyautogui.click(640, 240)  # Progress
"""), transmission("Apr 20  13:05", [(U, "2.05 GB of 4.69 GB (43.7%) - 12 minutes remaining", "Downloading from 19 of 55 connected peers - ↓ 3.6 MB/s, ↑ 40 kB/s", "downloading"),
                                     (D, "370.0 MB of 659.0 MB (56.1%) - 1 minute remaining", "Downloading from 17 of 41 connected peers - ↓ 5.6 MB/s, ↑ 90 kB/s", "downloading")],
                       selected=U, down="9.2 MB/s", up="130 kB/s", ratio="Ratio: 0.01", sort="Progress")))
    turns.append((code("""
import time
time.sleep(60)
"""), transmission("Apr 20  13:06", [(U, "2.40 GB of 4.69 GB (51.2%) - 6 minutes remaining", "Downloading from 41 of 118 connected peers - ↓ 6.1 MB/s, ↑ 230 kB/s", "downloading"),
                                     (D, "659.0 MB, uploaded 14.2 MB (Ratio: 0.02) (100%)", "Seeding to 1 of 6 connected peers - ↑ 310 kB/s", "seeding")],
                       selected=U, down="6.1 MB/s", up="540 kB/s", ratio="Ratio: 0.01", sort="Progress")))
    return dict(tid="h26-os-20", turns=turns, state="Transmission is set to resume a half-finished Ubuntu ISO download at start. Pause it to let the smaller Debian netinst ISO (torrent file already in ~/Downloads) go first, then resume the Ubuntu one.")


# ---------------------------------------------------------------- 21 LibreOffice Calc sales (clean)
def t_calc_sales() -> dict:
    fname = "q1_sales_by_rep.xlsx"
    data = [["North", "Alvarez", 120, 24.50], ["West", "Brooks", 85, 31.00], ["East", "Chen", 142, 19.75],
            ["South", "Dubois", 64, 42.00], ["West", "Eriksen", 110, 27.25], ["North", "Farouk", 97, 24.50],
            ["East", "Gallo", 133, 21.00], ["West", "Hughes", 58, 39.90], ["South", "Ito", 76, 33.30],
            ["North", "Jensen", 101, 26.80]]
    fmt = {"cur": False}
    now = {"v": "04/18/24 14:31"}

    def rev(r: list) -> float:
        return round(r[2] * r[3], 2)

    def num(x: float) -> str:
        return f"${x:,.2f}" if fmt["cur"] else g15(x)

    def cells(hidden: tuple[int, ...] = ()) -> dict[str, str]:
        c = {"A1": "Region", "B1": "Rep", "C1": "Units", "D1": "Unit price", "E1": "Revenue", "G1": "Refreshed", "H1": now["v"], "A12": "Total"}
        for i, r in enumerate(data):
            n = i + 2
            c.update({f"A{n}": r[0], f"B{n}": r[1], f"C{n}": str(r[2]), f"D{n}": f"{r[3]:.2f}", f"E{n}": num(rev(r))})
        vis = [r for i, r in enumerate(data) if i + 2 not in hidden]
        c["C12"] = str(sum(r[2] for r in vis))
        c["E12"] = num(round(sum(rev(r) for r in vis), 2))
        return c

    def sheet(clock: str, *, nb: str, il: str, st: str, mod: bool, hidden: tuple[int, ...] = (), filt: str = "", extra: list[str] | None = None) -> str:
        return calc(clock, fname, cells(hidden), 8, 12, namebox=nb, inputline=il, status=st, modified=mod, sheets=("Sales",),
                    hidden_rows=hidden, filt=filt, extra=extra)

    turns = []
    turns.append((code(f"""
import subprocess, time, os
subprocess.Popen(["libreoffice", "--calc", os.path.expanduser("~/Documents/{fname}")])
time.sleep(6)
"""), sheet("Apr 18  14:31", nb="A1", il="Region", st="Average: ; Sum: 0", mod=False)))
    tot = round(sum(rev(r) for r in data), 2)
    turns.append((code("""
import pyautogui
pyautogui.click(130, 163); pyautogui.typewrite('E2:E11\\n')   # Name Box
"""), sheet("Apr 18  14:31", nb="E2:E11", il="=C2*D2", st=f"Average: {g15(tot / 10)}; Sum: {g15(tot)}", mod=False)))
    fmt["cur"] = True
    turns.append((code("""
import pyautogui
pyautogui.click(130, 163); pyautogui.typewrite('E2:E12\\n')
pyautogui.hotkey('ctrl', 'shift', '4')   # Currency format
"""), sheet("Apr 18  14:32", nb="E2:E12", il="=C2*D2", st=f"Average: ${tot * 2 / 11:,.2f}; Sum: ${tot * 2:,.2f}", mod=True)))
    data.sort(key=lambda r: -rev(r))
    now["v"] = "04/18/24 14:33"
    nums_sum = round(sum(r[2] + r[3] + rev(r) for r in data), 2)
    sort_code = """
import pyautogui, time
pyautogui.click(130, 163); pyautogui.typewrite('A1:E11\\n')
pyautogui.click(478, 69)    # Data
time.sleep(0.3)
pyautogui.click(520, 110)   # Sort...
time.sleep(1)
pyautogui.click(900, 400)   # Sort Key 1
pyautogui.click(900, 520)   # Revenue
pyautogui.click(1100, 440)  # Descending
pyautogui.click(1130, 760)  # OK
time.sleep(0.5)
"""
    turns.append((code(sort_code), sheet("Apr 18  14:33", nb="A1:E11", il="Region", st=f"Average: {g15(nums_sum / 30)}; Sum: {g15(nums_sum)}", mod=True)))
    west = [i + 2 for i, r in enumerate(data) if r[0] != "West"]
    hid = tuple(west)
    vis_rows = [i + 2 for i, r in enumerate(data) if r[0] == "West"]
    turns.append((code("""
import pyautogui, time
pyautogui.click(130, 163); pyautogui.typewrite('A1\\n')
pyautogui.hotkey('ctrl', 'shift', 'l')   # AutoFilter
time.sleep(0.3)
pyautogui.click(255, 217)                # Region filter button
time.sleep(0.3)
pyautogui.click(180, 300)                # 'All' off
pyautogui.click(180, 372)                # West
pyautogui.click(300, 470)                # OK
"""), sheet("Apr 18  14:34", nb="A1", il="Region", st="Average: ; Sum: 0", mod=True, hidden=hid, filt=f"{len(vis_rows)} of 10 records found")))
    hughes = next(i for i, r in enumerate(data) if r[1] == "Hughes") + 2
    data[hughes - 2][2] = 61
    now["v"] = "04/18/24 14:35"
    assert hughes == 11 and hughes in vis_rows  # lowest revenue: last data row, so Enter lands on the totals row
    west_units = sum(r[2] for r in data if r[0] == "West")
    turns.append((code(f"""
import pyautogui
pyautogui.click(130, 163); pyautogui.typewrite('C{hughes}\\n')
pyautogui.typewrite('61\\n')     # corrected unit count for Hughes
"""), sheet("Apr 18  14:35", nb="C12", il="=SUBTOTAL(9,C2:C11)", st=f"Average: {west_units}; Sum: {west_units}",
            mod=True, hidden=hid, filt=f"{len(vis_rows)} of 10 records found")))
    turns.append((code("""
import pyautogui
pyautogui.click(130, 163); pyautogui.typewrite('A1\\n')
pyautogui.hotkey('ctrl', 'shift', 'l')   # AutoFilter off: all rows again
"""), sheet("Apr 18  14:36", nb="A1", il="Region", st="Average: ; Sum: 0", mod=True)))
    keep = [R("alert", "Keep current format", "", "", "", (620, 400), (680, 220)),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", "", "", (650, 430), (620, 40)),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", "", "", (650, 474), (620, 20)),
            R("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (650, 510), (400, 22)),
            R("push-button", "Use Excel 2007-365!", "", "", "", (800, 560), (200, 34)),
            R("push-button", "Use ODF Format!", "", "", "", (1010, 560), (160, 34))]
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
"""), sheet("Apr 18  14:36", nb="A1", il="Region", st="Average: ; Sum: 0", mod=True, extra=keep)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(900, 577)  # Use Excel 2007-365!
time.sleep(1)
"""), sheet("Apr 18  14:36", nb="A1", il="Region", st="Average: ; Sum: 0", mod=False)))
    return dict(tid="h26-os-21", turns=turns, state="~/Documents/q1_sales_by_rep.xlsx: Q1 sales per rep with a SUBTOTAL totals row and a NOW() 'Refreshed' stamp in H1. Format revenue as currency, rank reps by revenue, look at the West region alone, fix Hughes' unit count (61, not 58) and save in the same format.")


# ---------------------------------------------------------------- 22 Remmina (one contradiction)
def remmina_main(clock: str, profiles: list[tuple[str, str, str, str, str]], *, selected: str = "", search: str | None = None) -> str:
    rows = [R("frame", "Remmina Remote Desktop Client", "", "org.remmina.Remmina", "", (360, 140), (1200, 700)),
            R("push-button", "New connection profile", "", "", "", (368, 146), (34, 34)),
            R("combo-box", "Quick connect protocol", "RDP", "", "", (700, 146), (80, 34)),
            R("text", "Server", "", "", "quick connect", (784, 146), (360, 34)),
            R("toggle-button", "Search", "", "", "pressed" if search is not None else "", (1440, 146), (34, 34)),
            R("push-button", "Main menu", "", "", "", (1480, 146), (34, 34))]
    if search is not None:
        rows.append(R("text", "Search", search, "", "", (700, 190), (520, 32)))
    shown = [p for p in profiles if search is None or search in p[0]]
    y0 = 260 if search is not None else 220
    for i, c in enumerate(["Name", "Group", "Server", "Plugin", "Last used"]):
        rows.append(R("table-column-header", c, "", "", "sorted ascending" if c == "Name" else "", (366 + [0, 220, 360, 700, 820][i], y0 - 30), (200, 28)))
    for j, (n, g, srv, plug, last) in enumerate(shown):
        y = y0 + 30 * j
        rows += [R("table-cell", n, n, "", "selected" if n == selected else "", (366, y), (216, 28)),
                 R("table-cell", "", g, "", "", (586, y), (136, 28)),
                 R("table-cell", "", srv, "", "", (726, y), (336, 28)),
                 R("table-cell", "", plug, "", "", (1066, y), (116, 28)),
                 R("table-cell", "", last, "", "", (1186, y), (300, 28))]
    rows.append(R("label", "", f"Total {len(shown)} items.", "", "", (366, 812), (300, 22)))
    return screen("Remmina", clock, rows, running=("Remmina",))


def remmina_edit(clock: str, f: dict[str, str], title: str = "Remote Connection Profile") -> str:
    rows = [R("frame", "Remmina Remote Desktop Client", "", "org.remmina.Remmina", "", (360, 140), (1200, 700)),
            R("dialog", title, "", "", "", (480, 120), (960, 820)),
            R("text", "Name", f["name"], "", "", (640, 170), (600, 32)),
            R("combo-box", "Group", f["group"], "", "", (640, 210), (600, 32)),
            R("combo-box", "Protocol", f["proto"], "", "", (640, 250), (600, 32)),
            R("page-tab", "Basic", "", "", "selected", (520, 300), (80, 28)),
            R("page-tab", "Advanced", "", "", "", (604, 300), (90, 28)),
            R("page-tab", "Behavior", "", "", "", (698, 300), (90, 28)),
            R("page-tab", "SSH Tunnel", "", "", "", (792, 300), (100, 28)),
            R("text", "Server", f["server"], "", "", (640, 350), (600, 32)),
            R("text", "Username", f["user"], "", "", (640, 390), (600, 32)),
            R("password-text", "Password", f.get("pw", ""), "", "", (640, 430), (600, 32))]
    if f["proto"].startswith("RDP"):
        rows += [R("text", "Domain", f["domain"], "", "", (640, 470), (600, 32)),
                 R("radio-button", "Use initial window size", "", "", "checked" if f["res"] == "initial" else "", (640, 520), (240, 22)),
                 R("radio-button", "Use client resolution", "", "", "checked" if f["res"] == "client" else "", (640, 546), (240, 22)),
                 R("radio-button", "Custom", "", "", "checked" if f["res"] not in ("initial", "client") else "", (640, 572), (100, 22)),
                 R("combo-box", "Resolution", f["res"] if f["res"] not in ("initial", "client") else "", "", "", (760, 570), (200, 28)),
                 R("combo-box", "Colour depth", "GFX RFX (32 bpp)", "", "", (640, 610), (400, 32)),
                 R("combo-box", "Network connection type", "Auto-detect", "", "", (640, 650), (400, 32)),
                 R("text", "Share folder", "", "", "", (640, 690), (400, 32))]
    else:
        rows += [R("text", "SSH private key file", "", "", "", (640, 470), (600, 32)),
                 R("combo-box", "Authentication type", "Password", "", "", (640, 510), (400, 32)),
                 R("text", "Start-up program", "", "", "", (640, 550), (600, 32))]
    for i, b in enumerate(["Cancel", "Save as Default", "Save", "Connect", "Save and Connect"]):
        rows.append(R("push-button", b, "", "", "", (720 + 140 * i, 890), (130, 34)))
    return screen("Remmina", clock, rows, running=("Remmina",))


def t_remmina() -> dict:
    profiles = [["build-server", "Work", "build01.corp.example.com", "RDP", "2024-03-18 - 09:14:02"],
                ["nas", "Home", "192.168.1.40:5901", "VNC", "2024-02-29 - 21:40:11"],
                ["pi-hole", "Home", "192.168.1.2", "SSH", "2024-03-03 - 10:22:45"],
                ["win-jump", "Work", "jump.corp.example.com:3390", "RDP", "2024-03-20 - 17:55:31"]]

    def P() -> list[tuple[str, str, str, str, str]]:
        return [tuple(p) for p in sorted(profiles)]  # type: ignore[misc]

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(["remmina"])
time.sleep(2)
"""), remmina_main("Mar 22  10:58", P())))
    wj = {"name": "win-jump", "group": "Work", "proto": "RDP - Remote Desktop Protocol", "server": "jump.corp.example.com:3390",
          "user": "dkowalski", "pw": "●●●●●●●●●●", "domain": "CORP", "res": "client"}
    turns.append((code("""
import pyautogui, time
pyautogui.click(470, 324)      # win-jump
pyautogui.hotkey('ctrl', 'e')  # Edit
time.sleep(1)
"""), remmina_edit("Mar 22  10:59", wj)))
    wj["user"] = "d.kowalski"
    wj["res"] = "1920x1080"
    turns.append((code("""
import pyautogui, time
pyautogui.tripleClick(940, 406); pyautogui.typewrite('d.kowalski')
pyautogui.click(650, 583)      # Custom
pyautogui.click(860, 584); time.sleep(0.3)
pyautogui.click(860, 700)      # 1920x1080
"""), remmina_edit("Mar 22  10:59", wj)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1065, 907)     # Save
time.sleep(0.5)
"""), remmina_main("Mar 22  11:00", P(), selected="win-jump")))
    cert = [R("frame", "win-jump", "", "org.remmina.Remmina", "", (160, 60), (1600, 960)),
            R("label", "", "Connecting to “jump.corp.example.com:3390”…", "", "", (700, 300), (520, 22)),
            R("dialog", "Certificate Changed", "", "", "", (600, 380), (720, 340)),
            R("label", "", "Attention: the certificate for this host has changed since the last connection.", "", "", (630, 410), (660, 22)),
            R("label", "Subject", "CN = JUMP01.corp.example.com", "", "", (630, 450), (660, 22)),
            R("label", "Issuer", "CN = JUMP01.corp.example.com", "", "", (630, 476), (660, 22)),
            R("label", "Old fingerprint", "3b:77:c0:9e:51:0d:aa:42:6f:e1:08:92:bd:3c:5a:71:2e:90:cc:14", "", "", (630, 502), (660, 22)),
            R("label", "New fingerprint", "8f:2a:1c:e4:7b:93:05:d6:b1:3e:60:29:fa:c8:71:0b:54:9d:e2:33", "", "", (630, 528), (660, 22)),
            R("label", "", "Accept changed certificate?", "", "", (630, 570), (660, 22)),
            R("push-button", "Yes", "", "", "", (1100, 660), (90, 34)),
            R("push-button", "No", "", "", "", (1200, 660), (90, 34))]
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(470, 324)  # connect to win-jump
time.sleep(3)
"""), screen("Remmina", "Mar 22  11:00", cert, running=("Remmina",))))
    sess = [R("frame", "win-jump", "", "org.remmina.Remmina", "", (0, 27), (1920, 1053))]
    for i, b in enumerate(["Toggle fullscreen mode", "Toggle dynamic resolution update", "Toggle scaled mode", "Grab all keyboard events",
                           "Preferences", "Tools", "Screenshot", "Minimize window", "Disconnect"]):
        sess.append(R("push-button", b, "", "", "", (700 + 40 * i, 28), (36, 30)))
    sess.append(R("drawing-area", "win-jump", "", "", "remote desktop 1920x1080: Windows Server 2022, Server Manager dashboard open, taskbar clock 11:01", (0, 60), (1920, 1020)))
    turns.append((code("""
import pyautogui, time
pyautogui.click(1145, 677)  # Yes
time.sleep(5)
"""), screen("Remmina", "Mar 22  11:01", sess, running=("Remmina",))))
    profiles[3][4] = "2024-03-22 - 11:02:47"
    turns.append((code("""
import pyautogui, time
pyautogui.click(1038, 43)  # Disconnect
time.sleep(1)
"""), remmina_main("Mar 22  11:02", P(), selected="win-jump")))
    sd = {"name": "staging-db", "group": "Work", "proto": "SSH - Secure Shell", "server": "10.40.2.15", "user": "postgres", "pw": ""}
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'n')
time.sleep(1)
pyautogui.click(940, 186); pyautogui.typewrite('staging-db')
pyautogui.click(940, 226); pyautogui.typewrite('Work')
pyautogui.click(940, 266); time.sleep(0.3); pyautogui.click(940, 430)   # SSH - Secure Shell
pyautogui.click(940, 366); pyautogui.typewrite('10.40.2.15')
pyautogui.click(940, 406); pyautogui.typewrite('postgres')
"""), remmina_edit("Mar 22  11:03", sd)))
    profiles.append(["staging-db", "Work", "10.40.2.15", "SSH", ""])
    good = remmina_main("Mar 22  11:03", P(), selected="staging-db")
    bad = once(good, "jump.corp.example.com:3390", "jump.corp.example.com:3389")
    turns.append((code("""
import pyautogui, time
pyautogui.click(1065, 907)  # Save
time.sleep(0.5)
"""), bad))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('stag')
"""), remmina_main("Mar 22  11:04", P(), selected="staging-db", search="stag")))
    ssh = [R("frame", "staging-db", "", "org.remmina.Remmina", "", (160, 60), (1600, 960)),
           R("label", "", "Connecting to “10.40.2.15”…", "", "", (700, 300), (520, 22)),
           R("dialog", "Enter SSH password", "", "", "", (660, 380), (600, 260)),
           R("text", "Username", "postgres", "", "", (760, 430), (400, 32)),
           R("password-text", "Password", "", "", "focused", (760, 470), (400, 32)),
           R("check-box", "Save password", "", "", "unchecked", (760, 514), (200, 22)),
           R("push-button", "Cancel", "", "", "", (960, 580), (90, 34)),
           R("push-button", "OK", "", "", "", (1060, 580), (90, 34))]
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(470, 274)  # staging-db
time.sleep(2)
"""), screen("Remmina", "Mar 22  11:04", ssh, running=("Remmina",))))
    return dict(tid="h26-os-22", turns=turns, state="Remmina holds four saved connection profiles. Fix the win-jump RDP profile (username d.kowalski, 1920x1080), test it, then add an SSH profile staging-db for 10.40.2.15 (user postgres) and try it.",
                bad=True, turn=9, kind="the win-jump profile's server port reads 3389 in the profile list, though it was 3390 and only its username and resolution were edited")


TRAJ = [t_gedit, t_gimp, t_nautilus_dl, t_vlc, t_firefox_bus, t_keepass, t_calc_budget, t_sysmon, t_nautilus_photos,
        t_evince, t_settings, t_inkscape, t_terminal, t_rhythmbox, t_vscode, t_shotwell, t_writer, t_boxes,
        t_thunderbird, t_transmission, t_calc_sales, t_remmina]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJ:
        t = fn()
        assert 6 <= len(t["turns"]) <= 12, t["tid"]
        rs.add(task=TASK, tid=t["tid"], system=OS_SYSTEM, turns=t["turns"], state=t["state"],
               bad=t.get("bad", False), turn=t.get("turn"), kind=t.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
