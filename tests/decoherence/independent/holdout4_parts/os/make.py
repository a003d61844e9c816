# ruff: noqa: E501
"""holdout4 / os: 22 desktop trajectories (11 with exactly one contradiction, 11 clean) for the decoherence set.

``python -m tests.decoherence.independent.holdout4_parts.os.make`` writes ``os_test.jsonl`` and ``labels.json``
next to this file. Observations follow the OSWorld linearized accessibility table (tag, name, text, class,
description, position, size; an empty text is written ``""``, a text holding a quote is quoted with doubled
quotes); the gnome-shell top bar and the Ubuntu dock come first, then the focused application's nodes.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, code

out = Path(__file__).resolve().parent
R = RowSet(out)

OS_SYSTEM2 = ("You are a Desktop World Model for an Ubuntu 22.04 GNOME virtual machine (1920x1080). The agent acts with "
              "free-form Python: pyautogui calls, subprocess, and the CalcTools/WriterTools/ImpressTools/BrowserTools "
              "helpers. After each code block, predict the linearized accessibility tree of the desktop (tag, name, "
              "text, class, description, position, size) inside <predicted_observation></predicted_observation>.")
OS_SYSTEM3 = ("Simulate the desktop of an OSWorld Ubuntu VM. Each action is a Python code block executed on the machine; "
              "treat the code as the authoritative description of what happened. Reply with the next accessibility "
              "table, unchanged where the code has no visible effect, inside <predicted_observation></predicted_observation>.")

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"
FAV = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
       "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files"]

Pt = tuple[int, int]


def q(t: str) -> str:
    """The text column as OSWorld writes it."""
    if not t:
        return '""'
    return '"' + t.replace('"', '""') + '"' if '"' in t else t


def n(tag: str, name: str = "", text: str = "", xy: Pt = (0, 0), wh: Pt = (0, 0), desc: str = "") -> str:
    return f"{tag}\t{name}\t{q(text)}\t\t{desc}\t({xy[0]}, {xy[1]})\t({wh[0]}, {wh[1]})"


def desk(clock: str, app: str | None, rows: list[str], run: tuple[str, ...] = (), screen: Pt = (1920, 1080)) -> str:
    w, h = screen
    o = [HDR, n("toggle-button", "Activities", "", (0, 0), (98, 27))]
    if app:
        o.append(n("menu", app, "", (98, 0), (24 + 9 * len(app), 27)))
    o.append(n("label", "", clock, (w // 2 - 76, 0), (152, 27)))
    o.append(n("menu", "System", "", (w - 168, 0), (168, 27)))
    step = 66 if h >= 1000 else 56
    for i, a in enumerate(FAV + [a for a in run if a not in FAV]):
        o.append(n("push-button", a, "", (7, 34 + step * i), (56, step - 10)))
    o.append(n("push-button", "Trash", "", (7, h - 140), (56, 56)))
    o.append(n("toggle-button", "Show Applications", "", (7, h - 72), (56, 56)))
    return "\n".join(o + rows)


def tw(text: str, enter: bool = True) -> str:
    """Typing into the focused widget (a shell line, a form field)."""
    return f"pyautogui.write({text!r})" + ("\npyautogui.press('enter')" if enter else "")


# ------------------------------------------------------------------------------------------- app renderers
SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
           "Other Locations"]


def files(title: str, crumbs: list[str], items: list[tuple[str, str, str]], extra: list[str] | None = None,
          cols: tuple[str, str, str] = ("Name", "Size", "Modified"), empty: str = "") -> list[str]:
    """Nautilus 42 in list view."""
    rows = [n("frame", title, "", (70, 27), (1850, 1053)), n("push-button", "Back", "", (82, 37), (34, 34)),
            n("push-button", "Forward", "", (118, 37), (34, 34))]
    x = 166
    for c in crumbs:
        rows.append(n("toggle-button", c, "", (x, 37), (12 + 9 * len(c), 34)))
        x += 16 + 9 * len(c)
    rows += [n("push-button", "Search", "", (1760, 37), (34, 34)), n("toggle-button", "View Options", "", (1798, 37), (50, 34)),
             n("toggle-button", "Main Menu", "", (1852, 37), (34, 34))]
    rows += [n("list-item", s, "", (78, 86 + 34 * i), (214, 34)) for i, s in enumerate(SIDEBAR)]
    rows += [n("table-column-header", c, "", (x0, 80), (w0, 30)) for c, (x0, w0) in zip(cols, [(300, 960), (1260, 300), (1560, 340)])]
    for i, (name, size, mod) in enumerate(items):
        y = 112 + 34 * i
        rows += [n("table-cell", "", name, (300, y), (960, 34)), n("table-cell", "", size, (1260, y), (300, 34)),
                 n("table-cell", "", mod, (1560, y), (340, 34))]
    if empty:
        rows.append(n("label", empty, empty, (940, 520), (220, 30)))
    return rows + (extra or [])


def gedit(name: str, folder: str | None, text: str, pos: Pt, lang: str = "Plain Text", dirty: bool = False,
          extra: list[str] | None = None) -> list[str]:
    """gedit 41: header bar title and subtitle labels, the text view and the status bar."""
    t = ("*" if dirty else "") + name
    rows = [n("frame", f"{t} ({folder}) - gedit" if folder else f"{t} - gedit", "", (70, 27), (1850, 1053)),
            n("push-button", "Open", "", (80, 36), (78, 34)), n("push-button", "New Tab", "", (162, 36), (34, 34)),
            n("label", t, t, (900, 34), (9 * len(t), 20))]
    if folder:
        rows.append(n("label", folder, folder, (930, 54), (8 * len(folder), 16)))
    rows += [n("push-button", "Save", "", (1766, 36), (60, 34)), n("push-button", "Main Menu", "", (1830, 36), (34, 34))]
    rows += extra or []
    rows += [n("text", "", text, (70, 76), (1850, 970)), n("label", lang, lang, (1420, 1052), (110, 24)),
             n("label", "Tab Width: 8", "Tab Width: 8", (1550, 1052), (110, 24)),
             n("label", f"Ln {pos[0]}, Col {pos[1]}", f"Ln {pos[0]}, Col {pos[1]}", (1680, 1052), (120, 24)),
             n("label", "INS", "INS", (1820, 1052), (40, 24))]
    return rows


def chooser(title: str, name: str | None, folder: list[str], items: list[tuple[str, str, str]], ok: str,
            extra: list[str] | None = None) -> list[str]:
    """A GTK file chooser dialog (Save As / Open / Attach)."""
    rows = [n("dialog", title, "", (480, 200), (960, 640)), n("push-button", "Cancel", "", (492, 208), (80, 34)),
            n("push-button", ok, "", (1346, 208), (80, 34))]
    if name is not None:
        rows += [n("label", "Name", "Name", (600, 254), (50, 30)), n("text", "Name", name, (660, 254), (480, 30))]
    x = 700
    for c in folder:
        rows.append(n("toggle-button", c, "", (x, 300), (12 + 9 * len(c), 30)))
        x += 16 + 9 * len(c)
    rows += [n("list-item", s, "", (490, 340 + 32 * i), (190, 32)) for i, s in
             enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"])]
    rows += [n("table-column-header", c, "", (x0, 340), (w0, 28)) for c, (x0, w0) in zip(["Name", "Size", "Modified"], [(690, 440), (1130, 130), (1260, 170)])]
    for i, (fn, size, mod) in enumerate(items):
        y = 370 + 30 * i
        rows += [n("table-cell", "", fn, (690, y), (440, 30)), n("table-cell", "", size, (1130, y), (130, 30)),
                 n("table-cell", "", mod, (1260, y), (170, 30))]
    return rows + (extra or [])


class Term:
    """gnome-terminal: the terminal node holds the visible buffer, prompt included."""

    def __init__(self, user: str, host: str, cwd: str, before: str = "") -> None:
        self.user, self.host, self.cwd = user, host, cwd
        self.buf = before + self.prompt()

    def short(self) -> str:
        home = f"/home/{self.user}"
        return "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd

    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.short()}$ "

    def run(self, cmd: str, output: str = "", cd: str | None = None, prompt: bool = True) -> list[str]:
        self.buf += cmd + "\n" + (output + "\n" if output else "")
        if cd:
            self.cwd = cd
        if prompt:
            self.buf += self.prompt()
        return self.rows()

    def rows(self) -> list[str]:
        return [n("frame", f"{self.user}@{self.host}: {self.short()}", "", (70, 27), (1850, 1053)),
                n("push-button", "Search", "", (1776, 36), (34, 34)), n("push-button", "Main Menu", "", (1818, 36), (34, 34)),
                n("terminal", "Terminal", self.buf, (70, 76), (1850, 1004))]


CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def lo_menus(menus: list[str]) -> list[str]:
    return [n("menu", m, "", (76 + 66 * i, 64), (62, 24)) for i, m in enumerate(menus)]


def calc(doc: str, namebox: str, inp: str, grid: dict[str, str], sheets: list[str], active: int, stat: str,
         cols: dict[str, Pt], hidden: tuple[int, ...] = (), extra: list[str] | None = None) -> list[str]:
    """LibreOffice Calc 7.3: Name Box, Input line, the non-empty visible cells, sheet tabs and status bar."""
    rows = [n("frame", f"{doc} - LibreOffice Calc", "", (70, 27), (1850, 1053))] + lo_menus(CALC_MENUS)
    rows += [n("push-button", "Save", "", (210, 96), (30, 30)), n("push-button", "Sort Ascending", "", (980, 96), (30, 30)),
             n("push-button", "Sort Descending", "", (1012, 96), (30, 30)), n("push-button", "AutoFilter", "", (1044, 96), (30, 30)),
             n("combo-box", "Name Box", namebox, (76, 168), (110, 26)), n("push-button", "Function Wizard", "", (196, 168), (26, 26)),
             n("push-button", "Select Function", "", (226, 168), (26, 26)), n("text", "Input line", inp, (290, 168), (1620, 26))]
    maxrow = max(int(k[1:]) for k in grid)
    vis = [r for r in range(1, maxrow + 1) if r not in hidden]
    for ref, val in grid.items():
        r = int(ref[1:])
        if r in hidden or not val:
            continue
        x, w = cols[ref[0]]
        rows.append(n("table-cell", ref, val, (x, 218 + 22 * vis.index(r)), (w, 22)))
    rows += [n("page-tab", s, "", (150 + 110 * i, 1022), (104, 24)) for i, s in enumerate(sheets)]
    rows += [n("label", "", f"Sheet {active + 1} of {len(sheets)}", (76, 1052), (120, 24)), n("label", "", "Default", (420, 1052), (90, 24)),
             n("label", "", "English (USA)", (640, 1052), (110, 24)), n("label", "", stat, (1380, 1052), (220, 24))]
    return rows + (extra or [])


def counts(paras: list[str]) -> str:
    words = sum(len(p.split()) for p in paras)
    chars = sum(len(p) for p in paras)
    return f"{words:,} word{'s' if words != 1 else ''}, {chars:,} character{'s' if chars != 1 else ''}"


def writer(doc: str, paras: list[str], page: int, pages: int, extra: list[str] | None = None,
           footer: list[str] | None = None, stat: str | None = None) -> list[str]:
    """LibreOffice Writer 7.3: formatting toolbar, the paragraphs in view, status bar."""
    rows = [n("frame", f"{doc} - LibreOffice Writer", "", (70, 27), (1850, 1053))] + lo_menus(WRITER_MENUS)
    rows += [n("combo-box", "Paragraph Style", "Default Paragraph Style", (76, 132), (180, 26)),
             n("combo-box", "Font Name", "Liberation Serif", (262, 132), (170, 26)), n("combo-box", "Font Size", "12 pt", (438, 132), (64, 26))]
    rows += [n("paragraph", "", p, (545, 250 + 26 * i), (830, 26)) for i, p in enumerate(paras)]
    rows += [n("paragraph", "", f, (545, 1000), (830, 20)) for f in (footer or [])]
    rows += [n("label", "", f"Page {page} of {pages}", (76, 1052), (110, 24)), n("label", "", stat or counts(paras), (200, 1052), (260, 24)),
             n("label", "", "Default Page Style", (480, 1052), (140, 24)), n("label", "", "English (USA)", (640, 1052), (110, 24))]
    return rows + (extra or [])


def keep_format(fmt: str) -> list[str]:
    return [n("dialog", "Keep Current Format", "", (660, 400), (600, 230)),
            n("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format “{fmt}”.", (690, 440), (540, 60)),
            n("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (690, 505), (540, 40)),
            n("push-button", f"Use {fmt}!", "", (690, 574), (250, 34)), n("push-button", "Use ODF Format!", "", (960, 574), (250, 34)),
            n("check-box", "Ask when not saving in ODF or default format", "", (690, 614), (400, 22))]


def tbird(title: str, folders: list[str], msgs: list[tuple[str, str, str]], pane: list[str] | None = None,
          extra: list[str] | None = None, quick: bool = False) -> list[str]:
    """Thunderbird 102 main window: folder pane, thread pane, message pane."""
    rows = [n("frame", f"{title} - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
    rows += [n("push-button", b, "", (80 + 110 * i, 70), (104, 32)) for i, b in enumerate(["Get Messages", "Write", "Chat", "Address Book", "Tag", "Quick Filter"])]
    rows.append(n("entry", "Search <Ctrl+K>", "", (1560, 70), (340, 32)))
    rows += [n("tree-item", f, "", (80, 130 + 28 * i), (270, 28)) for i, f in enumerate(folders)]
    y0 = 150
    if quick:
        rows += [n("toggle-button", b, "", (380 + 96 * i, 112), (90, 28)) for i, b in enumerate(["Unread", "Starred", "Contact", "Tags", "Attachment"])]
        rows.append(n("entry", "Filter these messages <Ctrl+Shift+K>", "", (1500, 112), (400, 28)))
        y0 = 176
    rows += [n("table-column-header", c, "", (x0, y0 - 30), (w0, 28)) for c, (x0, w0) in zip(["Subject", "Correspondents", "Date"], [(380, 820), (1200, 420), (1620, 280)])]
    for i, (subj, who, date) in enumerate(msgs):
        y = y0 + 26 * i
        rows += [n("table-cell", "", subj, (380, y), (820, 26)), n("table-cell", "", who, (1200, y), (420, 26)), n("table-cell", "", date, (1620, y), (280, 26))]
    return rows + (pane or []) + (extra or [])


def mail_pane(frm: str, subj: str, to: str, date: str, body: list[str]) -> list[str]:
    rows = [n("label", "From", "From", (390, 590), (60, 22)), n("label", frm, frm, (460, 590), (9 * len(frm), 22)),
            n("label", "Subject", "Subject", (390, 616), (60, 22)), n("label", subj, subj, (460, 616), (9 * len(subj), 22)),
            n("label", "To", "To", (390, 642), (60, 22)), n("label", to, to, (460, 642), (9 * len(to), 22)),
            n("label", date, date, (1700, 590), (200, 22)),
            n("push-button", "Reply", "", (1420, 620), (80, 28)), n("push-button", "Forward", "", (1504, 620), (90, 28)),
            n("push-button", "Archive", "", (1598, 620), (84, 28)), n("push-button", "Junk", "", (1686, 620), (64, 28)),
            n("push-button", "Delete", "", (1754, 620), (74, 28))]
    return rows + [n("paragraph", "", p, (390, 690 + 28 * i), (1500, 26)) for i, p in enumerate(body)]


def chrome(tabs: list[str], active: int, url: str, content: list[str], extra: list[str] | None = None) -> list[str]:
    rows = [n("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    rows += [n("page-tab", t, "", (80 + 240 * i, 32), (236, 34)) for i, t in enumerate(tabs)]
    rows += [n("push-button", "New Tab", "", (84 + 240 * len(tabs), 36), (28, 28)),
             n("push-button", "Back", "", (80, 72), (34, 34)), n("push-button", "Forward", "", (116, 72), (34, 34)),
             n("push-button", "Reload", "", (152, 72), (34, 34)), n("entry", "Address and search bar", url, (196, 72), (1500, 34)),
             n("push-button", "Bookmark this tab", "", (1700, 72), (34, 34)), n("push-button", "Chrome", "", (1880, 72), (34, 34))]
    return rows + content + (extra or [])


def kb(size_bytes: int) -> str:
    """A file size as GNOME prints it (decimal units)."""
    if size_bytes < 1000:
        return f"{size_bytes} bytes"
    if size_bytes < 1_000_000:
        return f"{size_bytes / 1000:.1f} kB"
    if size_bytes < 1_000_000_000:
        return f"{size_bytes / 1_000_000:.1f} MB"
    return f"{size_bytes / 1_000_000_000:.1f} GB"


# ============================================================================================ bad trajectories
def os01() -> None:
    """Calc: two amounts are edited; an untouched amount (D5) reads differently when the total is selected."""
    cols = {"A": (117, 96), "B": (213, 110), "C": (323, 230), "D": (553, 120)}
    doc, sheets = "field-expenses-2024.xlsx", ["Expenses", "Mileage"]
    data = [("2024-03-04", "Travel", "Lufthansa LH012 FRA-HAM"), ("2024-03-04", "Transport", "FREENOW taxi"),
            ("2024-03-05", "Meals", "Nordsee Jungfernstieg"), ("2024-03-05", "Lodging", "Hotel Atlantic (4 nights)"),
            ("2024-03-06", "Meals", "Block House Altona"), ("2024-03-06", "Equipment", "Conrad Electronic"),
            ("2024-03-07", "Transport", "Sixt rental"), ("2024-03-08", "Meals", "Airport lounge"), ("2024-03-08", "Fees", "Roaming add-on")]
    a0 = [612.30, 48.90, 23.15, 1180.00, 61.70, 86.40, 198.00, 34.50, 19.99]
    a1 = a0[:5] + [96.40] + a0[6:]
    a2 = a1[:6] + [212.75] + a1[7:]

    def grid(am: list[float], d5: str | None = None) -> dict[str, str]:
        g = {"A1": "Date", "B1": "Category", "C1": "Vendor", "D1": "Amount (EUR)"}
        for i, (d, cat, ven) in enumerate(data, 2):
            g.update({f"A{i}": d, f"B{i}": cat, f"C{i}": ven, f"D{i}": f"{am[i - 2]:,.2f}"})
        g.update({"A11": "Total", "D11": f"{sum(am):,.2f}"})
        if d5:
            g["D5"] = d5
        return g

    mcols = {"A": (117, 96), "B": (213, 170), "C": (383, 170), "D": (553, 80)}
    mile = {"A1": "Date", "B1": "From", "C1": "To", "D1": "km", "A2": "2024-03-04", "B2": "Hamburg Airport", "C2": "Hotel Atlantic", "D2": "14",
            "A3": "2024-03-06", "B3": "Hotel Atlantic", "C3": "Conrad Altona", "D3": "9", "A4": "2024-03-08", "B4": "Hotel Atlantic",
            "C4": "Hamburg Airport", "D4": "14", "A5": "Total", "D5": "37"}
    app = "LibreOffice Calc"
    st = desk("Mar 11  15:12", app, calc(doc, "A1", "Date", grid(a0), sheets, 0, "Sum=0", cols))
    t = [(code("pyautogui.click(613, 361)"), desk("Mar 11  15:12", app, calc(doc, "D7", "86.4", grid(a0), sheets, 0, "Sum=86.40", cols))),
         (code(tw("96.4")), desk("Mar 11  15:13", app, calc(doc, "D8", "198", grid(a1), sheets, 0, "Sum=198.00", cols))),
         (code(tw("212.75")), desk("Mar 11  15:13", app, calc(doc, "D9", "34.5", grid(a2), sheets, 0, "Sum=34.50", cols))),
         (code("pyautogui.click(613, 449)"), desk("Mar 11  15:14", app, calc(doc, "D11", "=SUM(D2:D10)", grid(a2, d5="1,810.00"), sheets, 0, f"Sum={sum(a2):,.2f}", cols))),
         (code("pyautogui.click(312, 1034)"), desk("Mar 11  15:14", app, calc(doc, "A1", "Date", mile, sheets, 1, "Sum=0", mcols))),
         (code("pyautogui.hotkey('ctrl', 's')"), desk("Mar 11  15:15", app, calc(doc, "A1", "Date", mile, sheets, 1, "Sum=0", mcols, extra=keep_format("Excel 2007-365")))),
         (code("pyautogui.press('enter')"), desk("Mar 11  15:15", app, calc(doc, "A1", "Date", mile, sheets, 1, "Sum=0", mcols)))]
    R.add("os", "h4-os-01", OS_SYSTEM2, t, state=st, bad=True, turn=4, kind="state_changed_without_write")


def os02() -> None:
    """Nautilus rename, then LibreOffice's Open dialog lists the folder under the old file name."""
    crumbs = ["Home", "Documents", "Grants"]
    before = [("budget-justification.docx", "31.2 kB", "Jun 3"), ("draft_v3.odt", "48.6 kB", "09:47"),
              ("letters-of-support.pdf", "2.4 MB", "May 28"), ("timeline.xlsx", "12.9 kB", "Jun 5")]
    after = [before[0], before[2], ("NSF-proposal-final.odt", "48.6 kB", "09:47"), before[3]]

    def sel(name: str) -> str:
        return n("label", "", f"“{name}” selected (48.6 kB)", (1620, 1040), (290, 30))

    def pop(entry: str) -> list[str]:
        return [n("label", "Rename File", "Rename File", (560, 184), (120, 24)), n("label", "File name", "File name", (520, 212), (90, 20)),
                n("text", "", entry, (520, 236), (320, 32)), n("push-button", "Rename", "", (850, 236), (80, 32))]

    wr = "LibreOffice Writer"
    blank = writer("Untitled 1", [""], 1, 1)
    docs = [("Grants", "", "10:32"), ("Invoices", "", "May 31"), ("cv-2024.pdf", "88.0 kB", "Apr 19"), ("reading-list.odt", "9.7 kB", "Jun 1")]
    ftype = [n("combo-box", "File type", "All files (*.*)", (1150, 800), (270, 30))]
    t = [(code("pyautogui.click(520, 163)"), desk("Jun 7  10:31", "Files", files("Grants", crumbs, before, [sel("draft_v3.odt")]))),
         (code("pyautogui.press('f2')"), desk("Jun 7  10:31", "Files", files("Grants", crumbs, before, pop("draft_v3.odt") + [sel("draft_v3.odt")]))),
         (code(tw("NSF-proposal-final", enter=False)), desk("Jun 7  10:32", "Files", files("Grants", crumbs, before, pop("NSF-proposal-final.odt") + [sel("draft_v3.odt")]))),
         (code("pyautogui.press('enter')"), desk("Jun 7  10:32", "Files", files("Grants", crumbs, after, [sel("NSF-proposal-final.odt")]))),
         (code("pyautogui.click(35, 321)"), desk("Jun 7  10:33", wr, blank)),
         (code("pyautogui.hotkey('ctrl', 'o')"), desk("Jun 7  10:33", wr, blank + chooser("Open", None, ["Home", "Documents"], docs, "Open", ftype))),
         (code("pyautogui.doubleClick(760, 385)"), desk("Jun 7  10:33", wr, blank + chooser("Open", None, crumbs, before, "Open", ftype))),
         (code("pyautogui.press('esc')"), desk("Jun 7  10:34", wr, blank))]
    R.add("os", "h4-os-02", OS_SYSTEM, t, bad=True, turn=7, kind="rename_old_name")


def os03() -> None:
    """Terminal removes two installers; the file manager opened right after still shows one of them."""
    term = Term("user", "ubuntu", "/home/user/Downloads")
    run = ("Terminal",)
    st = desk("Apr 16  09:41", "Terminal", term.rows(), run)
    ls = ("-rw-rw-r-- 1 user user  97M Apr 16 09:12 code_1.88.1-1712771838_amd64.deb\n"
          "-rw-rw-r-- 1 user user 112M Apr 16 09:20 Obsidian-1.5.12.AppImage\n"
          "-rw-rw-r-- 1 user user  84M Apr 15 17:45 slack-desktop-4.37.101-amd64.deb\n"
          "-rw-rw-r-- 1 user user 178M Apr 11 14:03 zoom_amd64.deb")
    t1 = term.run("ls -lh *.deb *.AppImage", ls)
    t2 = term.run("rm zoom_amd64.deb slack-desktop-4.37.101-amd64.deb && df -h ~ | tail -1", "/dev/sda3        49G   31G   16G  67% /")
    dl = [("code_1.88.1-1712771838_amd64.deb", kb(97 * 1048576), "09:12"), ("invoice-88231.pdf", "184.2 kB", "Apr 12"),
          ("Obsidian-1.5.12.AppImage", kb(112 * 1048576), "09:20"), ("Screenshot from 2024-04-15 17-02-11.png", "611.0 kB", "Apr 15"),
          ("zoom_amd64.deb", kb(178 * 1048576), "Apr 11")]
    t4 = term.rows()
    t5 = term.run("chmod +x Obsidian-1.5.12.AppImage && ls -l Obsidian-1.5.12.AppImage", f"-rwxrwxr-x 1 user user {112 * 1048576} Apr 16 09:20 Obsidian-1.5.12.AppImage")
    t6 = term.run("sha256sum Obsidian-1.5.12.AppImage", "9b6e1d2f04c7a8835e1f0b3c7d9a24e6f51c08b2d7e4a9f3c6b18d05e2a7f4c1  Obsidian-1.5.12.AppImage")
    t = [(code(tw("ls -lh *.deb *.AppImage")), desk("Apr 16  09:41", "Terminal", t1, run)),
         (code(tw("rm zoom_amd64.deb slack-desktop-4.37.101-amd64.deb && df -h ~ | tail -1")), desk("Apr 16  09:42", "Terminal", t2, run)),
         (code("import subprocess\nsubprocess.run(['nautilus', '/home/user/Downloads'])"), desk("Apr 16  09:42", "Files", files("Downloads", ["Home", "Downloads"], dl), run)),
         (code("pyautogui.hotkey('ctrl', 'w')"), desk("Apr 16  09:43", "Terminal", t4, run)),
         (code(tw("chmod +x Obsidian-1.5.12.AppImage && ls -l Obsidian-1.5.12.AppImage")), desk("Apr 16  09:43", "Terminal", t5, run)),
         (code(tw("sha256sum Obsidian-1.5.12.AppImage")), desk("Apr 16  09:44", "Terminal", t6, run))]
    R.add("os", "h4-os-03", OS_SYSTEM3, t, state=st, bad=True, turn=3, kind="deleted_reappears")


def os04() -> None:
    """gedit saves a new markdown file into Documents; the Files listing of Documents lacks it."""
    lines = ["Retro 2024-04-09", "+ release train held its dates", "- flaky e2e on checkout (3 reruns)",
             "- on-call handover missed in Slack", "action: pin playwright 1.42, owner: Dario"]
    text = "\n".join(lines)
    more = "\naction: add handover checklist to runbook, owner: Mei"
    te = "Text Editor"
    run = ("Text Editor",)
    docs = [("notes", "", "Mar 29"), ("budget.ods", "24.8 kB", "Mar 14"), ("cv-2023.pdf", "91.3 kB", "Nov 2, 2023"),
            ("retro-2024-03-26.md", "1.2 kB", "Mar 26"), ("team-offsite.odp", "2.1 MB", "Feb 20")]
    enc = [n("combo-box", "Character Encoding", "Current Locale (UTF-8)", (700, 790), (260, 30)),
           n("combo-box", "Line Ending", "Unix/Linux", (1100, 790), (180, 30))]
    home = [("Desktop", "0 items", "Jan 9"), ("Documents", "6 items", "16:06"), ("Downloads", "23 items", "Apr 8"),
            ("Music", "0 items", "Jan 9"), ("Pictures", "41 items", "Apr 5"), ("Public", "0 items", "Jan 9"),
            ("snap", "3 items", "Mar 2"), ("Templates", "0 items", "Jan 9"), ("Videos", "2 items", "Feb 14")]
    docs_fm = [("notes", "7 items", "Mar 29"), *docs[1:]]
    saved = gedit("retro-2024-04-09.md", "~/Documents", text, (5, len(lines[-1]) + 1), lang="Markdown")
    st = desk("Apr 9  16:05", te, gedit("Untitled Document 1", None, "", (1, 1)), run)
    t = [(code(tw(text, enter=False)), desk("Apr 9  16:05", te, gedit("Untitled Document 1", None, text, (5, len(lines[-1]) + 1), dirty=True), run)),
         (code("pyautogui.hotkey('ctrl', 's')"), desk("Apr 9  16:05", te, gedit("Untitled Document 1", None, text, (5, len(lines[-1]) + 1), dirty=True)
                                                      + chooser("Save As", "Untitled Document 1", ["Home", "Documents"], docs, "Save", enc), run)),
         (code("pyautogui.hotkey('ctrl', 'a')\n" + tw("retro-2024-04-09.md", enter=False)),
          desk("Apr 9  16:06", te, gedit("Untitled Document 1", None, text, (5, len(lines[-1]) + 1), dirty=True)
               + chooser("Save As", "retro-2024-04-09.md", ["Home", "Documents"], docs, "Save", enc), run)),
         (code("pyautogui.press('enter')"), desk("Apr 9  16:06", te, saved, run)),
         (code("pyautogui.click(35, 585)"), desk("Apr 9  16:06", "Files", files("Home", ["Home"], home), run)),
         (code("pyautogui.doubleClick(520, 163)"), desk("Apr 9  16:07", "Files", files("Documents", ["Home", "Documents"], docs_fm), run)),
         (code("pyautogui.click(35, 651)"), desk("Apr 9  16:07", te, saved, run)),
         (code("pyautogui.hotkey('ctrl', 'end')\n" + tw(more, enter=False)),
          desk("Apr 9  16:08", te, gedit("retro-2024-04-09.md", "~/Documents", text + more, (6, len(more)), lang="Markdown", dirty=True), run))]
    R.add("os", "h4-os-04", OS_SYSTEM, t, state=st, bad=True, turn=6, kind="created_missing")


def os05() -> None:
    """Thunderbird reply: the top-bar clock shows the quoted message's time, earlier than a minute ago."""
    acct = "jonas.weber@meridian-labs.io"
    msgs = [("Re: Q2 vendor review — action items", "Priya Raman", "4:49 PM"),
            ("[meridian/infra] Run failed: deploy-staging - main (4f1c2ab)", "GitHub", "4:31 PM"),
            ("Lunch order for Thursday offsite", "Office Team", "2:12 PM"), ("Your Zoom cloud recording is now available", "Zoom", "11:06 AM"),
            ("Invoice 2024-0517 from Hetzner", "Hetzner Online GmbH", "5/20/24, 7:02 AM")]

    def folders(unread: int) -> list[str]:
        return [acct, f"Inbox ({unread})" if unread else "Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash", "Local Folders"]

    body = ["Hi Jonas,", "Recap from today's call:", "1. Atlas Cloud — renegotiate egress pricing (Marta)",
            "2. Send the Q2 scorecard to procurement by Friday (you)", "3. Drop Pinecrest as backup courier (me)",
            "4. Confirm SOC 2 report dates with Ventra (you)", "Thanks, Priya"]
    pane = mail_pane("Priya Raman <priya.raman@meridian-labs.io>", msgs[0][0], "Jonas Weber <jonas.weber@meridian-labs.io>", "5/21/24, 4:49 PM", body)
    subj = "Re: Q2 vendor review — action items"
    reply = "Thanks Priya — I'll take items 2 and 4 and send the scorecard to procurement tonight."

    def compose(first: str, attach: bool = False) -> list[str]:
        paras = [first, "", "On 5/21/24 4:49 PM, Priya Raman wrote:"] + ["> " + b for b in body]
        rows = [n("frame", f"Write: {subj} - Thunderbird", "", (300, 90), (1320, 900))]
        rows += [n("push-button", b, "", (310 + 96 * i, 100), (90, 32)) for i, b in enumerate(["Send", "Spelling", "Security", "Attach", "Save"])]
        rows += [n("combo-box", "From", "Jonas Weber <jonas.weber@meridian-labs.io>", (400, 150), (700, 30)),
                 n("entry", "To", "Priya Raman <priya.raman@meridian-labs.io>", (400, 186), (1100, 30)),
                 n("entry", "Subject", subj, (400, 222), (1100, 30))]
        rows += [n("paragraph", "", p, (320, 300 + 24 * i), (1280, 24)) for i, p in enumerate(paras)]
        if attach:
            rows += [n("label", "1 attachment", "1 attachment", (320, 940), (110, 24)),
                     n("list-item", "vendor-scorecard-q2.xlsx", "", (440, 940), (240, 24)), n("label", "38.2 KB", "38.2 KB", (690, 940), (70, 24))]
        return rows

    att = [("Q2", "", "May 17"), ("vendor-contracts", "", "Apr 30"), ("SOC2-Ventra-2023.pdf", "1.3 MB", "Jan 12"),
           ("vendor-scorecard-q2.xlsx", "38.2 kB", "16:40")]
    tb = "Thunderbird Mail"
    st = desk("May 21  16:58", tb, tbird(f"Inbox - {acct}", folders(3), msgs))
    t = [(code("pyautogui.click(700, 163)"), desk("May 21  16:58", tb, tbird(f"Inbox - {acct}", folders(2), msgs, pane))),
         (code("pyautogui.hotkey('ctrl', 'r')"), desk("May 21  16:49", tb, compose(""))),
         (code(tw(reply, enter=False)), desk("May 21  16:59", tb, compose(reply))),
         (code("pyautogui.click(643, 116)"), desk("May 21  17:00", tb, compose(reply) + chooser("Attach File(s)", None, ["Home", "Documents"], att, "Open"))),
         (code("pyautogui.doubleClick(760, 475)"), desk("May 21  17:00", tb, compose(reply, attach=True))),
         (code("pyautogui.hotkey('ctrl', 'enter')"), desk("May 21  17:01", tb, tbird(f"Inbox - {acct}", folders(2), msgs, pane)))]
    R.add("os", "h4-os-05", OS_SYSTEM2, t, state=st, bad=True, turn=2, kind="clock_backwards")


def os06() -> None:
    """Writer Save As names the document; typing one more line, the window is titled Untitled 1 again."""
    p = ["Board memo: Q3 hiring plan",
         "Summary: we propose adding four engineering roles and one product designer in Q3, funded from the unspent Q2 contractor budget.",
         "Risks: onboarding capacity in the platform team and a six-week lead time for senior hires."]
    p2 = p + ["Decision needed by 19 September."]
    wr = "LibreOffice Writer"
    docs = [("Board", "", "Aug 30"), ("hiring-plan-q2.odt", "16.4 kB", "Jun 3"), ("offer-letter-template.ott", "22.7 kB", "Mar 8"),
            ("org-chart.pdf", "212.0 kB", "Jul 19")]
    opts = [n("combo-box", "File type", "ODF Text Document (.odt)", (1100, 790), (300, 30)),
            n("check-box", "Automatic file name extension", "", (500, 800), (260, 22)), n("check-box", "Save with password", "", (500, 826), (200, 22)),
            n("check-box", "Edit filter settings", "", (720, 826), (180, 22))]
    home = [("Desktop", "0 items", "Jan 22"), ("Documents", "5 items", "10:12"), ("Downloads", "17 items", "Sep 11"),
            ("Music", "0 items", "Jan 22"), ("Pictures", "9 items", "Aug 2"), ("Public", "0 items", "Jan 22"),
            ("Templates", "0 items", "Jan 22"), ("Videos", "0 items", "Jan 22")]
    docs_fm = [("Board", "3 items", "Aug 30"), ("board-memo-q3.odt", "12.6 kB", "10:12"), ("hiring-plan-q2.odt", "16.4 kB", "Jun 3"),
               ("offer-letter-template.ott", "22.7 kB", "Mar 8"), ("org-chart.pdf", "212.0 kB", "Jul 19")]
    st = desk("Sep 12  10:10", wr, writer("Untitled 1", [""], 1, 1))
    t = [(code(tw("\n".join(p), enter=False)), desk("Sep 12  10:11", wr, writer("Untitled 1", p, 1, 1))),
         (code("pyautogui.hotkey('ctrl', 'shift', 's')"), desk("Sep 12  10:11", wr, writer("Untitled 1", p, 1, 1) + chooser("Save As", "Untitled 1", ["Home", "Documents"], docs, "Save", opts))),
         (code("pyautogui.hotkey('ctrl', 'a')\n" + tw("board-memo-q3", enter=False)),
          desk("Sep 12  10:12", wr, writer("Untitled 1", p, 1, 1) + chooser("Save As", "board-memo-q3", ["Home", "Documents"], docs, "Save", opts))),
         (code("pyautogui.press('enter')"), desk("Sep 12  10:12", wr, writer("board-memo-q3.odt", p, 1, 1))),
         (code(tw("\nDecision needed by 19 September.", enter=False)), desk("Sep 12  10:13", wr, writer("Untitled 1", p2, 1, 1))),
         (code("pyautogui.click(35, 585)"), desk("Sep 12  10:13", "Files", files("Home", ["Home"], home))),
         (code("pyautogui.doubleClick(520, 163)"), desk("Sep 12  10:14", "Files", files("Documents", ["Home", "Documents"], docs_fm)))]
    R.add("os", "h4-os-06", OS_SYSTEM3, t, state=st, bad=True, turn=5, kind="title_reverted")


def os07() -> None:
    """Chrome's task manager: re-sorting by CPU shows the Grafana tab under another process ID, nothing reloaded."""
    tabs = ["Node Exporter Full - Dashboards - Grafana", "Pull requests · meridian/infra", "Runbook – DB failover - Google Docs"]
    graf = "Tab: " + tabs[0]
    prs = "Tab: " + tabs[1]
    doc = "Tab: " + tabs[2]

    def tm(procs: list[tuple[str, str, str, str, str]]) -> list[str]:
        rows = [n("frame", "Task Manager - Google Chrome", "", (560, 260), (800, 520))]
        rows += [n("table-column-header", c, "", (x0, 300), (w0, 28)) for c, (x0, w0) in
                 zip(["Task", "Memory footprint", "CPU", "Network", "Process ID"], [(570, 330), (900, 130), (1030, 70), (1100, 120), (1220, 120)])]
        for i, row in enumerate(procs):
            y = 330 + 26 * i
            rows += [n("table-cell", "", v, (x0, y), (w0, 26)) for v, (x0, w0) in zip(row, [(570, 330), (900, 130), (1030, 70), (1100, 120), (1220, 120)])]
        return rows + [n("push-button", "End process", "", (1220, 732), (120, 34))]

    p1 = [("Browser", "214,312K", "1.6", "0", "2104"), ("GPU Process", "151,880K", "0.9", "0", "2139"),
          ("Utility: Network Service", "22,644K", "0.1", "0", "2145"), ("Utility: Storage Service", "7,412K", "0.0", "0", "2146"),
          ("Extension: uBlock Origin", "48,904K", "0.2", "0", "2211"), (graf, "388,120K", "14.2", "61.3 KB/s", "2298"),
          (prs, "97,236K", "0.1", "0", "2317"), (doc, "142,768K", "0.4", "0", "2352"), ("Spare Renderer", "18,016K", "0.0", "0", "2399")]
    p2 = [(graf, "391,444K", "12.9", "44.0 KB/s", "2298"), ("Browser", "214,560K", "1.4", "0", "2104"), ("GPU Process", "152,004K", "1.1", "0", "2139"),
          (doc, "142,768K", "0.3", "0", "2352"), (prs, "97,236K", "0.0", "0", "2317"), ("Extension: uBlock Origin", "48,904K", "0.2", "0", "2211"),
          ("Utility: Network Service", "22,644K", "0.1", "0", "2145"), ("Spare Renderer", "18,016K", "0.0", "0", "2399"),
          ("Utility: Storage Service", "7,412K", "0.0", "0", "2146")]
    p3 = [(graf, "393,020K", "15.0", "58.7 KB/s", "2298"), *p2[1:]]
    p4 = [(graf, "393,908K", "13.8", "52.2 KB/s", "3172"), ("Browser", "214,560K", "1.9", "0", "2104"), ("GPU Process", "152,136K", "1.0", "0", "2139"),
          (doc, "142,772K", "0.3", "0", "2352"), ("Extension: uBlock Origin", "48,904K", "0.2", "0", "2211"),
          ("Utility: Network Service", "22,644K", "0.1", "0", "2145"), (prs, "97,236K", "0.0", "0", "2317"),
          ("Spare Renderer", "18,016K", "0.0", "0", "2399"), ("Utility: Storage Service", "7,412K", "0.0", "0", "2146")]
    dash = [n("heading", "Node Exporter Full", "", (300, 130), (300, 30)), n("combo-box", "datasource", "Prometheus", (620, 130), (180, 28)),
            n("combo-box", "Job", "node", (820, 130), (140, 28)), n("combo-box", "Host", "db-03:9100", (980, 130), (200, 28)),
            n("push-button", "Last 1 hour", "", (1600, 130), (120, 28)), n("heading", "CPU Busy", "", (110, 200), (200, 24)),
            n("label", "", "23.4%", (110, 240), (200, 60)), n("heading", "Sys Load (5m avg)", "", (330, 200), (200, 24)),
            n("label", "", "0.41", (330, 240), (200, 60)), n("heading", "RAM Used", "", (550, 200), (200, 24)),
            n("label", "", "61.2%", (550, 240), (200, 60)), n("heading", "Root FS Used", "", (770, 200), (200, 24)),
            n("label", "", "74.0%", (770, 240), (200, 60)), n("heading", "Uptime", "", (990, 200), (200, 24)), n("label", "", "18.2 day", (990, 240), (200, 60))]
    prl = [n("heading", "Pull requests", "", (300, 140), (200, 30)), n("link", "Open", "", (300, 200), (90, 24)), n("link", "Closed", "", (400, 200), (90, 24)),
           n("link", "terraform: bump aws provider to 5.38", "", (320, 240), (600, 24)), n("label", "", "#418 opened 2 hours ago by aylin-d", (320, 264), (600, 20)),
           n("link", "pgbouncer: raise default_pool_size to 40", "", (320, 300), (600, 24)), n("label", "", "#415 opened yesterday by noahfischer", (320, 324), (600, 20)),
           n("link", "ci: cache terraform plugins between jobs", "", (320, 360), (600, 24)), n("label", "", "#409 opened 4 days ago by ravimenon", (320, 384), (600, 20))]
    ch = "Google Chrome"
    c0 = chrome(tabs, 0, "grafana.meridian.internal/d/rYdddlPWk/node-exporter-full?orgId=1&var-job=node&var-node=db-03:9100", dash)
    t = [(code("pyautogui.hotkey('shift', 'esc')"), desk("Feb 27  13:40", ch, c0 + tm(p1))),
         (code("pyautogui.click(965, 314)"), desk("Feb 27  13:40", ch, c0 + tm(p2))),
         (code("pyautogui.click(735, 343)"), desk("Feb 27  13:41", ch, c0 + tm(p3))),
         (code("pyautogui.click(1065, 314)"), desk("Feb 27  13:41", ch, c0 + tm(p4))),
         (code("pyautogui.click(1342, 272)"), desk("Feb 27  13:41", ch, c0)),
         (code("pyautogui.hotkey('ctrl', '2')"), desk("Feb 27  13:42", ch, chrome(tabs, 1, "github.com/meridian/infra/pulls", prl)))]
    R.add("os", "h4-os-07", OS_SYSTEM, t, state=desk("Feb 27  13:40", ch, c0), bad=True, turn=4, kind="identity_changed")


def os08() -> None:
    """Nautilus: three screenshots go to the trash; the folder's Properties then count one item too many."""
    shots = [("Screenshot from 2024-04-18 09-14-52.png", 1204311, "Apr 18"), ("Screenshot from 2024-04-18 11-02-07.png", 512840, "Apr 18"),
             ("Screenshot from 2024-04-19 14-40-33.png", 688102, "Apr 19"), ("Screenshot from 2024-04-19 14-41-10.png", 947655, "Apr 19"),
             ("Screenshot from 2024-04-20 10-05-48.png", 1310207, "Apr 20"), ("Screenshot from 2024-04-22 09-31-15.png", 402513, "09:31"),
             ("Screenshot from 2024-04-22 12-17-40.png", 1046030, "12:17"), ("Screenshot from 2024-04-22 15-58-02.png", 765414, "15:58"),
             ("Screenshot from 2024-04-22 16-05-19.png", 1323177, "16:05")]
    total = sum(s for _, s, _ in shots)
    gone = sum(s for _, s, _ in shots[:3])
    assert kb(total) == "8.2 MB" and kb(gone) == "2.4 MB", (kb(total), kb(gone))
    rest = shots[3:]
    pics = [("Screenshots", "9 items", "16:05"), ("Wallpapers", "4 items", "Jan 8"), ("avatar.png", "412.8 kB", "Feb 2"),
            ("family-2023-xmas.jpg", "3.6 MB", "Dec 27, 2023"), ("whiteboard-arch-review.jpg", "2.2 MB", "Apr 3")]
    crumbs = ["Home", "Pictures", "Screenshots"]

    def listing(items: list[tuple[str, int, str]]) -> list[tuple[str, str, str]]:
        return [(a, kb(b), c) for a, b, c in items]

    def props(contents: str, modified: str) -> list[str]:
        rows = [n("dialog", "Screenshots Properties", "", (660, 240), (600, 560)), n("page-tab", "Basic", "", (700, 290), (90, 30)),
                n("page-tab", "Permissions", "", (796, 290), (120, 30))]
        kv = [("Name", "Screenshots"), ("Type", "Folder (inode/directory)"), ("Contents", contents), ("Parent Folder", "/home/user/Pictures"),
              ("Accessed", modified), ("Modified", modified), ("Free Space", "17.3 GB")]
        for i, (k, v) in enumerate(kv):
            rows += [n("label", k, k, (700, 350 + 40 * i), (140, 24)), n("label", v, v, (860, 350 + 40 * i), (360, 24))]
        return rows

    ctx = [n("menu-item", m, "", (340, 146 + 30 * i), (260, 30)) for i, m in enumerate(
        ["Open", "Open in New Tab", "Open in New Window", "Open With Other Application", "Cut", "Copy", "Move to…", "Copy to…",
         "Move to Trash", "Rename…", "Compress…", "Star", "Properties"])]
    fl = "Files"
    st = desk("Apr 22  16:20", fl, files("Pictures", ["Home", "Pictures"], pics))
    t = [(code("pyautogui.rightClick(520, 129)"), desk("Apr 22  16:20", fl, files("Pictures", ["Home", "Pictures"], pics, ctx))),
         (code("pyautogui.click(470, 521)"), desk("Apr 22  16:20", fl, files("Pictures", ["Home", "Pictures"], pics, props(f"9 items, totalling {kb(total)}", "Mon 22 Apr 2024 16:05:19")))),
         (code("pyautogui.press('esc')\npyautogui.doubleClick(520, 129)"), desk("Apr 22  16:21", fl, files("Screenshots", crumbs, listing(shots)))),
         (code("pyautogui.click(520, 129)\npyautogui.keyDown('ctrl')\npyautogui.click(520, 163)\npyautogui.click(520, 197)\npyautogui.keyUp('ctrl')"),
          desk("Apr 22  16:21", fl, files("Screenshots", crumbs, listing(shots), [n("label", "", f"3 items selected ({kb(gone)})", (1620, 1040), (290, 30))]))),
         (code("pyautogui.press('delete')"), desk("Apr 22  16:21", fl, files("Screenshots", crumbs, listing(rest), [
             n("label", "3 files moved to trash", "3 files moved to trash", (860, 980), (220, 30)), n("push-button", "Undo", "", (1090, 978), (70, 34))]))),
         (code("pyautogui.rightClick(1100, 700)\npyautogui.click(1160, 1010)"),
          desk("Apr 22  16:22", fl, files("Screenshots", crumbs, listing(rest), props(f"7 items, totalling {kb(total - gone)}", "Mon 22 Apr 2024 16:21:38")))),
         (code("pyautogui.press('esc')"), desk("Apr 22  16:22", fl, files("Screenshots", crumbs, listing(rest))))]
    R.add("os", "h4-os-08", OS_SYSTEM2, t, state=st, bad=True, turn=6, kind="count_mismatch")


def os09() -> None:
    """sed rewrites two lines of .env; after gedit's Reload only one of the two edits shows."""
    env = ["APP_ENV=staging", "PORT=8080", "DATABASE_URL=postgres://shop:shop@10.0.3.12:5432/shop", "REDIS_URL=redis://10.0.3.14:6379/0",
           "LOG_LEVEL=info", "SENTRY_DSN="]
    seen = env[:4] + ["LOG_LEVEL=debug", env[5]]
    te = "Text Editor"
    bar = [n("label", "", "The file “/home/user/projects/webshop/.env” changed on disk.", (80, 80), (900, 24)),
           n("push-button", "Reload", "", (1700, 80), (90, 32)), n("push-button", "Close", "", (1800, 80), (34, 32))]
    before = "user@ubuntu:~/projects/webshop$ git status --short\n M docker-compose.yml\n"
    term = Term("user", "ubuntu", "/home/user/projects/webshop", before)
    t4 = term.rows()
    t5 = term.run("docker compose up -d web", "[+] Running 2/2\n ✔ Container webshop-redis-1  Running                          0.0s\n ✔ Container webshop-web-1    Started                          1.1s")
    t6 = term.run("docker compose ps --format '{{.Name}}  {{.Status}}'", "webshop-redis-1  Up 3 hours\nwebshop-web-1  Up 7 seconds")
    sed = ("import subprocess\nsubprocess.run(['sed', '-i', 's/^PORT=8080/PORT=9090/; s/^LOG_LEVEL=info/LOG_LEVEL=debug/', "
           "'/home/user/projects/webshop/.env'], check=True)")
    run = ("Terminal", "Text Editor")
    st = desk("Oct 8  11:20", te, gedit(".env", "~/projects/webshop", "\n".join(env), (1, 1)), run)
    t = [(code("pyautogui.click(400, 104)"), desk("Oct 8  11:20", te, gedit(".env", "~/projects/webshop", "\n".join(env), (2, 1)), run)),
         (code(sed), desk("Oct 8  11:21", te, gedit(".env", "~/projects/webshop", "\n".join(env), (2, 1), extra=bar), run)),
         (code("pyautogui.click(1745, 96)"), desk("Oct 8  11:21", te, gedit(".env", "~/projects/webshop", "\n".join(seen), (2, 1)), run)),
         (code("pyautogui.hotkey('ctrl', 'q')"), desk("Oct 8  11:21", "Terminal", t4, ("Terminal",))),
         (code(tw("docker compose up -d web")), desk("Oct 8  11:22", "Terminal", t5, ("Terminal",))),
         (code(tw("docker compose ps --format '{{.Name}}  {{.Status}}'")), desk("Oct 8  11:22", "Terminal", t6, ("Terminal",)))]
    R.add("os", "h4-os-09", OS_SYSTEM, t, state=st, bad=True, turn=3, kind="content_unchanged_after_edit")


def os10() -> None:
    """A CSV is only opened in Calc and one cell clicked; grep in the terminal then prints that row with another value."""
    rows = ["week,primary,secondary", "2024-W23,ines.duarte,marek.kowal", "2024-W24,marek.kowal,tomoko.sato",
            "2024-W25,tomoko.sato,ines.duarte", "2024-W26,ines.duarte,tomoko.sato"]
    term = Term("user", "ubuntu", "/home/user")
    run = ("Terminal",)
    st = desk("Jun 10  09:02", "Terminal", term.rows(), run)
    t1 = term.run("cat ~/ops/oncall-rotation.csv", "\n".join(rows))
    t2 = term.run("wc -l ~/ops/oncall-rotation.csv", "5 /home/user/ops/oncall-rotation.csv")
    term.run("libreoffice --calc ~/ops/oncall-rotation.csv &", "[1] 7421")
    t6 = term.rows()
    t7 = term.run("grep W24 ~/ops/oncall-rotation.csv", "2024-W24,marek.kowal,ines.duarte")
    t8 = term.run("date +%G-W%V", "2024-W24")
    imp = [n("dialog", "Text Import - [oncall-rotation.csv]", "", (560, 180), (800, 700)),
           n("combo-box", "Character set:", "Unicode (UTF-8)", (760, 230), (300, 28)), n("combo-box", "Language:", "Default - English (USA)", (760, 264), (300, 28)),
           n("label", "From row:", "From row:", (1090, 230), (80, 28)), n("check-box", "Tab", "", (600, 360), (100, 22)),
           n("check-box", "Comma", "", (720, 360), (100, 22)), n("check-box", "Semicolon", "", (840, 360), (110, 22)),
           n("check-box", "Space", "", (970, 360), (100, 22)), n("check-box", "Other", "", (1090, 360), (100, 22)),
           n("check-box", "Format quoted field as text", "", (600, 440), (260, 22)), n("check-box", "Detect special numbers", "", (600, 466), (220, 22)),
           n("push-button", "Help", "", (580, 830), (90, 32)), n("push-button", "OK", "", (1160, 830), (90, 32)), n("push-button", "Cancel", "", (1256, 830), (90, 32))]
    cols = {"A": (117, 96), "B": (213, 120), "C": (333, 120)}
    grid = {f"{c}{r}": v for r, line in enumerate(rows, 1) for c, v in zip("ABC", line.split(","))}
    doc, sheets = "oncall-rotation.csv", ["oncall-rotation"]
    lc = "LibreOffice Calc"
    t = [(code(tw("cat ~/ops/oncall-rotation.csv")), desk("Jun 10  09:02", "Terminal", t1, run)),
         (code(tw("wc -l ~/ops/oncall-rotation.csv")), desk("Jun 10  09:03", "Terminal", t2, run)),
         (code(tw("libreoffice --calc ~/ops/oncall-rotation.csv &")), desk("Jun 10  09:03", lc, imp, run)),
         (code("pyautogui.press('enter')"), desk("Jun 10  09:03", lc, calc(doc, "A1", "week", grid, sheets, 0, "Sum=0", cols), run)),
         (code("pyautogui.click(393, 273)"), desk("Jun 10  09:04", lc, calc(doc, "C3", "tomoko.sato", grid, sheets, 0, "Sum=0", cols), run)),
         (code("pyautogui.click(35, 651)"), desk("Jun 10  09:04", "Terminal", t6, run)),
         (code(tw("grep W24 ~/ops/oncall-rotation.csv")), desk("Jun 10  09:04", "Terminal", t7, run)),
         (code(tw("date +%G-W%V")), desk("Jun 10  09:05", "Terminal", t8, run))]
    R.add("os", "h4-os-10", OS_SYSTEM3, t, state=st, bad=True, turn=7, kind="content_changed_without_write")


def os11() -> None:
    """Thunderbird moves an invoice mail to a local folder; back in the Inbox the mail is listed again."""
    acct = "noah.fischer@meridian-labs.io"
    hz = ("Your invoice INV-30418 from Hetzner Online", "Hetzner Online GmbH", "7:02 AM")
    inbox = [("Standup notes 06/12", "Aylin Demir", "9:14 AM"), hz,
             ("[meridian/infra] Terraform plan for #412 (pending)", "GitHub", "6/11/24, 10:31 PM"),
             ("Lunch & learn: Postgres 16 partitioning", "Ravi Menon", "6/11/24, 3:05 PM"),
             ("AWS Notification - Budget alert: meridian-prod 80%", "AWS Budgets", "6/10/24, 8:00 AM")]
    moved = [inbox[0]] + inbox[2:]
    inv = [hz, ("Invoice 2024-05 – DigitalOcean", "DigitalOcean", "6/1/24, 2:13 AM"),
           ("Your invoice INV-29877 from Hetzner Online", "Hetzner Online GmbH", "5/14/24, 7:01 AM")]

    def folders(unread: int) -> list[str]:
        return [acct, f"Inbox ({unread})" if unread else "Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash", "Local Folders", "Invoices", "Receipts"]

    hz_pane = mail_pane("Hetzner Online GmbH <billing@hetzner.com>", hz[0], acct, "6/12/24, 7:02 AM",
                        ["Dear Noah Fischer,", "your invoice INV-30418 for May 2024 is now available in the Hetzner Console.",
                         "Amount due: € 148.92 (incl. VAT), to be collected by SEPA direct debit on 06/19/2024.", "Kind regards, Hetzner Online GmbH"])
    tf_pane = mail_pane("GitHub <notifications@github.com>", inbox[2][0], "meridian/infra <infra@noreply.github.com>", "6/11/24, 10:31 PM",
                        ["terraform-plan: Plan: 2 to add, 1 to change, 0 to destroy.", "aws_security_group.pgbouncer will be updated in-place",
                         "View the run: https://github.com/meridian/infra/actions/runs/9477120315"])
    su_pane = mail_pane("Aylin Demir <aylin.demir@meridian-labs.io>", inbox[0][0], "platform@meridian-labs.io", "6/12/24, 9:14 AM",
                        ["Yesterday: pgbouncer pool change rolled to staging; Terraform plan for #412 posted.",
                         "Today: prod rollout after 11:00, Noah reviews the plan.", "Blockers: none."])
    ctx = [n("menu-item", m, "", (700, 180 + 28 * i), (260, 28)) for i, m in enumerate(
        ["Open Message in New Tab", "Open Message in New Window", "Reply", "Reply All", "Forward", "Archive", "Tag", "Mark",
         "Move To", "Copy To", "Delete Message", "Save As…", "Print…"])]
    ib = f"Inbox - {acct}"
    tb = "Thunderbird Mail"
    subj = "Re: Standup notes 06/12"
    comp = [n("frame", f"Write: {subj} - Thunderbird", "", (300, 90), (1320, 900)),
            n("push-button", "Send", "", (310, 100), (90, 32)), n("push-button", "Attach", "", (598, 100), (90, 32)),
            n("entry", "To", "Aylin Demir <aylin.demir@meridian-labs.io>", (400, 186), (1100, 30)), n("entry", "Subject", subj, (400, 222), (1100, 30)),
            n("paragraph", "", "", (320, 300), (1280, 24)), n("paragraph", "", "On 6/12/24 9:14 AM, Aylin Demir wrote:", (320, 348), (1280, 24))]
    st = desk("Jun 12  09:30", tb, tbird(ib, folders(1), inbox))
    t = [(code("pyautogui.click(700, 189)"), desk("Jun 12  09:30", tb, tbird(ib, folders(0), inbox, hz_pane))),
         (code("pyautogui.rightClick(700, 189)"), desk("Jun 12  09:30", tb, tbird(ib, folders(0), inbox, hz_pane, ctx))),
         (code("pyautogui.click(760, 418)\npyautogui.click(1020, 418)\npyautogui.click(1240, 446)"), desk("Jun 12  09:31", tb, tbird(ib, folders(0), moved, tf_pane))),
         (code("pyautogui.click(150, 368)"), desk("Jun 12  09:31", tb, tbird("Invoices - Local Folders", folders(0), inv))),
         (code("pyautogui.click(150, 172)"), desk("Jun 12  09:31", tb, tbird(ib, folders(0), inbox, tf_pane))),
         (code("pyautogui.click(700, 163)"), desk("Jun 12  09:32", tb, tbird(ib, folders(0), inbox, su_pane))),
         (code("pyautogui.hotkey('ctrl', 'r')"), desk("Jun 12  09:32", tb, comp))]
    R.add("os", "h4-os-11", OS_SYSTEM2, t, state=st, bad=True, turn=5, kind="moved_still_in_source")


# ============================================================================================ clean trajectories
def os12() -> None:
    """Calc: an edit recomputes totals, a sort reorders the rows, a standard filter hides two of them."""
    cols = {"A": (117, 110), "B": (227, 110), "C": (337, 110), "D": (447, 120)}
    doc, sheets = "region-sales-h1.ods", ["H1", "Targets"]
    base = {"North": (41200, 44950), "South": (38700, 36100), "East": (52300, 55800), "West": (29900, 33400), "Central": (35600, 34200)}

    def grid(order: list[str], vals: dict[str, tuple[int, int]]) -> dict[str, str]:
        g = {"A1": "Region", "B1": "Q1", "C1": "Q2", "D1": "Total"}
        for i, reg in enumerate(order, 2):
            b, c = vals[reg]
            g.update({f"A{i}": reg, f"B{i}": f"{b:,}", f"C{i}": f"{c:,}", f"D{i}": f"{b + c:,}"})
        g.update({"A7": "", "A8": "Total", "B8": f"{sum(v[0] for v in vals.values()):,}", "C8": f"{sum(v[1] for v in vals.values()):,}",
                  "D8": f"{sum(v[0] + v[1] for v in vals.values()):,}"})
        return g

    order = list(base)
    edited = dict(base, South=(39150, 36100))
    srt = sorted(order, key=lambda r: -(edited[r][0] + edited[r][1]))
    assert srt == ["East", "North", "South", "Central", "West"], srt
    east = sum(edited["East"])

    def sf(field: str, cond: str, value: str) -> list[str]:
        return [n("dialog", "Standard Filter", "", (600, 330), (720, 420)), n("label", "Field name", "Field name", (700, 390), (120, 22)),
                n("label", "Condition", "Condition", (920, 390), (100, 22)), n("label", "Value", "Value", (1080, 390), (100, 22)),
                n("combo-box", "Field name 1", field, (700, 416), (200, 28)), n("combo-box", "Condition 1", cond, (920, 416), (140, 28)),
                n("combo-box", "Value 1", value, (1080, 416), (200, 28)), n("push-button", "Options", "", (640, 700), (90, 30)),
                n("push-button", "Help", "", (740, 700), (90, 30)), n("push-button", "OK", "", (1100, 700), (90, 30)), n("push-button", "Cancel", "", (1200, 700), (90, 30))]

    found = [n("label", "", "3 of 5 records found", (200, 1052), (180, 24))]
    lc = "LibreOffice Calc"
    g0, g1, g2 = grid(order, base), grid(order, edited), grid(srt, edited)
    st = desk("May 2  14:05", lc, calc(doc, "A1", "Region", g0, sheets, 0, "Sum=0", cols))
    t = [(code("pyautogui.click(282, 273)"), desk("May 2  14:05", lc, calc(doc, "B3", "38700", g0, sheets, 0, "Sum=38,700", cols))),
         (code(tw("39150")), desk("May 2  14:06", lc, calc(doc, "B4", "52300", g1, sheets, 0, "Sum=52,300", cols))),
         (code("pyautogui.click(507, 251)\npyautogui.click(1027, 111)"), desk("May 2  14:06", lc, calc(doc, "D2", "=B2+C2", g2, sheets, 0, f"Sum={east:,}", cols))),
         (code("pyautogui.click(569, 76)\npyautogui.click(640, 505)\npyautogui.click(900, 505)"),
          desk("May 2  14:07", lc, calc(doc, "D2", "=B2+C2", g2, sheets, 0, f"Sum={east:,}", cols, extra=sf("Region", "=", "")))),
         (code("pyautogui.click(800, 430)\npyautogui.click(780, 520)\npyautogui.click(990, 430)\npyautogui.click(960, 470)\npyautogui.click(1180, 430)\n" + tw("70000", enter=False)),
          desk("May 2  14:07", lc, calc(doc, "D2", "=B2+C2", g2, sheets, 0, f"Sum={east:,}", cols, extra=sf("Total", ">", "70000")))),
         (code("pyautogui.click(1145, 715)"), desk("May 2  14:08", lc, calc(doc, "D2", "=B2+C2", g2, sheets, 0, f"Sum={east:,}", cols, hidden=(5, 6), extra=found))),
         (code("info = CalcTools.get_workbook_info()\nprint(info)"), desk("May 2  14:08", lc, calc(doc, "D2", "=B2+C2", g2, sheets, 0, f"Sum={east:,}", cols, hidden=(5, 6), extra=found)))]
    R.add("os", "h4-os-12", OS_SYSTEM2, t, state=st)


def os13() -> None:
    """Nautilus: a new folder, two files moved into it, a trashed file brought back with Undo, the folder renamed."""
    crumbs = ["Home", "Projects", "thesis"]
    files0 = [("chapter1.tex", "38.4 kB", "Mar 5"), ("chapter2.tex", "52.1 kB", "Mar 6"), ("main.tex", "4.2 kB", "Mar 6"),
              ("refs.bib", "21.7 kB", "Feb 28"), ("thesis.pdf", "1.9 MB", "Mar 6")]
    fig = ("figures", "14 items", "Mar 2")
    fl = "Files"

    def status(text: str) -> list[str]:
        return [n("label", "", text, (1560, 1040), (350, 30))]

    newdlg = [n("dialog", "New Folder", "", (760, 400), (400, 170)), n("label", "Folder name", "Folder name", (790, 440), (120, 22)),
              n("text", "", "", (790, 466), (340, 32)), n("push-button", "Cancel", "", (770, 408), (80, 32)), n("push-button", "Create", "", (1070, 408), (80, 32))]
    toast = [n("label", "“thesis.pdf” moved to trash", "“thesis.pdf” moved to trash", (830, 980), (260, 30)), n("push-button", "Undo", "", (1100, 978), (70, 34))]
    l0 = [fig, *files0]
    l1 = [("drafts", "0 items", "10:41"), fig, *files0]
    l2 = [("drafts", "2 items", "10:42"), fig, *files0[2:]]
    l3 = [("drafts", "2 items", "10:42"), fig, *files0[2:4]]
    l4 = [("archive-2023", "2 items", "10:42"), fig, *files0[2:]]
    st = desk("Mar 7  10:41", fl, files("thesis", crumbs, l0))
    t = [(code("pyautogui.hotkey('ctrl', 'shift', 'n')"), desk("Mar 7  10:41", fl, files("thesis", crumbs, l0, newdlg))),
         (code(tw("drafts")), desk("Mar 7  10:41", fl, files("thesis", crumbs, l1, status("“drafts” selected (containing 0 items)")))),
         (code("pyautogui.click(520, 197)\npyautogui.keyDown('ctrl')\npyautogui.click(520, 231)\npyautogui.keyUp('ctrl')\npyautogui.hotkey('ctrl', 'x')\n"
               "pyautogui.doubleClick(520, 129)\npyautogui.hotkey('ctrl', 'v')"),
          desk("Mar 7  10:42", fl, files("drafts", crumbs + ["drafts"], files0[:2]))),
         (code("pyautogui.hotkey('alt', 'up')"), desk("Mar 7  10:42", fl, files("thesis", crumbs + ["drafts"], l2, status("“drafts” selected (containing 2 items)")))),
         (code("pyautogui.click(520, 265)\npyautogui.press('delete')"), desk("Mar 7  10:42", fl, files("thesis", crumbs + ["drafts"], l3, toast))),
         (code("pyautogui.click(1135, 995)"), desk("Mar 7  10:43", fl, files("thesis", crumbs + ["drafts"], l2, status("“thesis.pdf” selected (1.9 MB)")))),
         (code("pyautogui.click(520, 129)\npyautogui.press('f2')\n" + tw("archive-2023")),
          desk("Mar 7  10:43", fl, files("thesis", crumbs + ["archive-2023"], l4, status("“archive-2023” selected (containing 2 items)"))))]
    R.add("os", "h4-os-13", OS_SYSTEM, t, state=st)


def os14() -> None:
    """Terminal: a service restart gives a new main PID; older journal lines; a truncated listing; the clock moves on."""
    term = Term("user", "ubuntu", "/home/user")
    run = ("Terminal",)
    st = desk("Jun 18  11:06", "Terminal", term.rows(), run)
    s1 = ("● caddy.service - Caddy\n     Loaded: loaded (/lib/systemd/system/caddy.service; enabled; vendor preset: enabled)\n"
          "     Active: active (running) since Sat 2024-06-15 08:22:10 UTC; 3 days ago\n       Docs: https://caddyserver.com/docs/\n   Main PID: 1422 (caddy)")
    s2 = ("● caddy.service - Caddy\n     Loaded: loaded (/lib/systemd/system/caddy.service; enabled; vendor preset: enabled)\n"
          "     Active: active (running) since Tue 2024-06-18 11:07:02 UTC; 9s ago\n       Docs: https://caddyserver.com/docs/\n   Main PID: 28817 (caddy)")
    jr = ("Jun 18 11:07:02 ubuntu systemd[1]: Stopped Caddy.\nJun 18 11:07:02 ubuntu systemd[1]: Starting Caddy...\n"
          "Jun 18 11:07:02 ubuntu caddy[28817]: caddy.HomeDir=/var/lib/caddy\n"
          'Jun 18 11:07:02 ubuntu caddy[28817]: {"level":"info","ts":1718708822.5121,"msg":"serving initial configuration"}\n'
          "Jun 18 11:07:02 ubuntu systemd[1]: Started Caddy.")
    logs = "access-2024-06-01T00-00-00.012.log\naccess-2024-06-02T00-00-00.004.log\naccess-2024-06-03T00-00-00.017.log\n27"
    t1 = term.run("systemctl status caddy --no-pager | head -5", s1)
    term.run("sudo systemctl restart caddy", "[sudo] password for user: ", prompt=False)
    term.buf = term.buf[:-1]
    t2 = term.rows()
    term.buf += "\n" + term.prompt()
    t3 = term.rows()
    t4 = term.run("systemctl status caddy --no-pager | head -5", s2)
    t5 = term.run("journalctl -u caddy -n 5 --no-pager", jr)
    t6 = term.run("ls /var/log/caddy | head -3; ls /var/log/caddy | wc -l", logs)
    t7 = term.run("date", "Tue Jun 18 11:08:15 UTC 2024")
    t = [(code(tw("systemctl status caddy --no-pager | head -5")), desk("Jun 18  11:06", "Terminal", t1, run)),
         (code(tw("sudo systemctl restart caddy")), desk("Jun 18  11:06", "Terminal", t2, run)),
         (code(tw("password")), desk("Jun 18  11:07", "Terminal", t3, run)),
         (code(tw("systemctl status caddy --no-pager | head -5")), desk("Jun 18  11:07", "Terminal", t4, run)),
         (code(tw("journalctl -u caddy -n 5 --no-pager")), desk("Jun 18  11:07", "Terminal", t5, run)),
         (code(tw("ls /var/log/caddy | head -3; ls /var/log/caddy | wc -l")), desk("Jun 18  11:08", "Terminal", t6, run)),
         (code(tw("date")), desk("Jun 18  11:08", "Terminal", t7, run))]
    R.add("os", "h4-os-14", OS_SYSTEM3, t, state=st)


def os15() -> None:
    """gedit Save As under a new name (the old file stays), then Replace All and save."""
    orig = ("Dear Hiring Team,\n\nI am writing to apply for the Data Engineer position at Northwind Logistics. Over the past four years at "
            "Kestrel Freight I built and maintained the batch and streaming pipelines behind our shipment tracking.\n\n"
            "I would welcome the chance to discuss how I could help your platform team.")
    add = "\n\nKind regards,\nLea Brandt"
    v1 = orig + add
    v2 = v1.replace("Dear Hiring Team", "Dear Ms. Okafor")
    size0, size1 = len(orig.encode()) + 1, len(v1.encode()) + 1
    te = "Text Editor"
    run = ("Text Editor",)
    docs0 = [("cover-letter.txt", kb(size0), "Jun 11"), ("cv-lea-brandt.pdf", "96.3 kB", "May 30"), ("references.odt", "18.0 kB", "Jun 2")]
    docs1 = [("cover-letter-northwind.txt", kb(size1), "14:22"), *docs0]
    enc = [n("combo-box", "Character Encoding", "Unicode (UTF-8)", (700, 790), (260, 30)), n("combo-box", "Line Ending", "Unix/Linux", (1100, 790), (180, 30))]

    def fr(find: str, repl: str) -> list[str]:
        return [n("dialog", "Find and Replace", "", (1300, 120), (520, 300)), n("label", "Find", "Find", (1320, 160), (80, 24)),
                n("text", "", find, (1410, 160), (380, 30)), n("label", "Replace with", "Replace with", (1320, 200), (90, 24)),
                n("text", "", repl, (1410, 200), (380, 30)), n("check-box", "Match case", "", (1320, 250), (160, 22)),
                n("check-box", "Match entire word only", "", (1320, 276), (220, 22)), n("check-box", "Regular expression", "", (1320, 302), (200, 22)),
                n("check-box", "Search backwards", "", (1560, 250), (180, 22)), n("check-box", "Wrap around", "", (1560, 276), (160, 22)),
                n("push-button", "Close", "", (1320, 370), (80, 32)), n("push-button", "Replace All", "", (1450, 370), (110, 32)),
                n("push-button", "Replace", "", (1570, 370), (90, 32)), n("push-button", "Find", "", (1670, 370), (80, 32))]

    old, new = "cover-letter.txt", "cover-letter-northwind.txt"
    st = desk("Jun 12  14:21", te, gedit(old, "~/Documents", orig, (1, 1)), run)
    t = [(code("pyautogui.hotkey('ctrl', 'end')\n" + tw(add, enter=False)), desk("Jun 12  14:21", te, gedit(old, "~/Documents", v1, (8, 11), dirty=True), run)),
         (code("pyautogui.hotkey('ctrl', 'shift', 's')"),
          desk("Jun 12  14:21", te, gedit(old, "~/Documents", v1, (8, 11), dirty=True) + chooser("Save As", old, ["Home", "Documents"], docs0, "Save", enc), run)),
         (code("pyautogui.hotkey('ctrl', 'a')\n" + tw(new)), desk("Jun 12  14:22", te, gedit(new, "~/Documents", v1, (8, 11)), run)),
         (code("pyautogui.hotkey('ctrl', 'o')"), desk("Jun 12  14:22", te, gedit(new, "~/Documents", v1, (8, 11)) + chooser("Open", None, ["Home", "Documents"], docs1, "Open", enc[:1]), run)),
         (code("pyautogui.press('esc')\npyautogui.hotkey('ctrl', 'h')\n" + tw("Dear Hiring Team", enter=False) + "\npyautogui.press('tab')\n" + tw("Dear Ms. Okafor", enter=False)),
          desk("Jun 12  14:23", te, gedit(new, "~/Documents", v1, (8, 11), extra=fr("Dear Hiring Team", "Dear Ms. Okafor")), run)),
         (code("pyautogui.click(1505, 386)"), desk("Jun 12  14:23", te, gedit(new, "~/Documents", v2, (1, 16), dirty=True, extra=fr("Dear Hiring Team", "Dear Ms. Okafor")), run)),
         (code("pyautogui.click(1360, 386)\npyautogui.hotkey('ctrl', 's')"), desk("Jun 12  14:24", te, gedit(new, "~/Documents", v2, (1, 16)), run))]
    R.add("os", "h4-os-15", OS_SYSTEM, t, state=st)


def os16() -> None:
    """Thunderbird: unread count falls and rises, a deleted mail shows up in Trash, a quick filter shows a subset."""
    acct = "kaito.mori@fastmail.com"
    dhl = ("Your parcel is arriving today", "DHL Paket", "8:53 AM")
    wise = ("Your June statement is ready", "Wise", "8:41 AM")
    flat = ("Re: Flat viewing Saturday", "Hannah Ortiz", "8:12 AM")
    amz = ("Your Amazon.de order has shipped (#302-4471920-1187734)", "Amazon.de", "6/13/24, 7:55 PM")
    rdt = ("Weekly digest: r/selfhosted", "Reddit", "6/13/24, 6:00 AM")
    cal = ("Invitation: Dentist @ Fri Jun 21, 2024 9am - 10am (CEST)", "Google Calendar", "6/12/24, 5:18 PM")
    rev = ("Your verification code", "Revolut", "6/9/24, 1:44 PM")

    def folders(unread: int) -> list[str]:
        return [acct, f"Inbox ({unread})" if unread else "Inbox", "Drafts", "Sent", "Archive", "Spam", "Trash"]

    flat_pane = mail_pane("Hannah Ortiz <hannah.ortiz@posteo.de>", flat[0], acct, "6/14/24, 8:12 AM",
                          ["Hi Kaito,", "Saturday works. The landlord will be there from 11:00, flat 3 on the second floor, Lenaustraße 14.",
                           "Bring your Schufa report and the last three payslips, he asked twice.", "Hannah"])
    amz_pane = mail_pane("Amazon.de <versandbestaetigung@amazon.de>", amz[0], acct, "6/13/24, 7:55 PM",
                         ["Hello Kaito Mori,", "Your package with Anker 737 Power Bank has shipped and will arrive Monday, June 17.",
                          "Track your package: amazon.de/progress-tracker"])
    tb = "Thunderbird Mail"
    ib = f"Inbox - {acct}"
    inbox0 = [wise, flat, amz, rdt, cal]
    inbox1 = [dhl, wise, flat, amz, rdt, cal]
    inbox2 = [dhl, wise, amz, rdt, cal]
    st = desk("Jun 14  08:52", tb, tbird(ib, folders(2), inbox0))
    t = [(code("pyautogui.click(700, 189)"), desk("Jun 14  08:52", tb, tbird(ib, folders(1), inbox0, flat_pane))),
         (code("pyautogui.click(132, 86)"), desk("Jun 14  08:53", tb, tbird(ib, folders(2), inbox1, flat_pane))),
         (code("pyautogui.press('delete')"), desk("Jun 14  08:53", tb, tbird(ib, folders(2), inbox2, amz_pane))),
         (code("pyautogui.click(682, 86)\npyautogui.click(425, 126)"),
          desk("Jun 14  08:54", tb, tbird(ib, folders(2), [dhl, wise], extra=[n("label", "2 messages", "2 messages", (1300, 112), (120, 28))], quick=True))),
         (code("pyautogui.click(150, 312)"), desk("Jun 14  08:54", tb, tbird(f"Trash - {acct}", folders(2), [flat, rev], quick=True))),
         (code("pyautogui.click(150, 172)"), desk("Jun 14  08:55", tb, tbird(ib, folders(2), inbox2, quick=True)))]
    R.add("os", "h4-os-16", OS_SYSTEM2, t, state=st)


def os17() -> None:
    """Chrome: scrolled page, a new tab navigates, History opens, is closed and brought back."""
    rel = "Releases · grafana/grafana"
    zi = "zoneinfo — IANA time zone support — Python 3.12.4 documentation"
    top = [n("heading", "Releases", "", (300, 150), (200, 34)), n("link", "Tags", "", (520, 156), (60, 24)),
           n("heading", "v11.1.0", "", (560, 230), (160, 34)), n("label", "Latest", "Latest", (730, 236), (60, 22)),
           n("label", "Jun 21", "Jun 21", (300, 240), (80, 20)), n("paragraph", "", "Download page", (560, 290), (700, 22)),
           n("link", "What's new highlights", "", (560, 320), (200, 22)), n("heading", "Features and enhancements", "", (560, 360), (400, 28)),
           n("list-item", "", "Alerting: Add support for Loki derived fields in alert rules", (580, 396), (900, 22)),
           n("list-item", "", "Dashboards: Allow panel links to open in new tab", (580, 420), (900, 22))]
    lower = [n("heading", "v11.0.1", "", (560, 180), (160, 34)), n("label", "Jun 21", "Jun 21", (300, 190), (80, 20)),
             n("paragraph", "", "Download page", (560, 240), (700, 22)), n("heading", "Bug fixes", "", (560, 280), (400, 28)),
             n("list-item", "", "Alerting: Fix panic when evaluating rules with empty queries", (580, 316), (900, 22)),
             n("heading", "v10.4.5", "", (560, 520), (160, 34)), n("label", "Jun 21", "Jun 21", (300, 530), (80, 20)),
             n("paragraph", "", "Download page", (560, 580), (700, 22)), n("heading", "Security fixes", "", (560, 620), (400, 28))]
    newtab = [n("entry", "Search Google or type a URL", "", (660, 460), (600, 46)), n("link", "Gmail", "", (1700, 120), (50, 22)),
              n("link", "Images", "", (1760, 120), (60, 22)), n("link", "grafana.meridian.internal", "", (700, 560), (110, 110)),
              n("link", "GitHub", "", (830, 560), (110, 110)), n("link", "Hacker News", "", (960, 560), (110, 110)), n("push-button", "Add shortcut", "", (1090, 560), (110, 110))]
    zone = [n("heading", "zoneinfo — IANA time zone support", "", (500, 180), (700, 40)), n("paragraph", "", "Added in version 3.9.", (500, 240), (700, 22)),
            n("paragraph", "", "Source code: Lib/zoneinfo", (500, 270), (700, 22)), n("heading", "Using ZoneInfo", "", (500, 400), (400, 32)),
            n("heading", "Data sources", "", (500, 700), (400, 32)), n("link", "Next topic", "", (100, 600), (200, 22))]
    hist = [n("heading", "History", "", (300, 130), (200, 34)), n("entry", "Search history", "", (700, 130), (600, 36)),
            n("label", "Today - Tuesday, July 2, 2024", "Today - Tuesday, July 2, 2024", (560, 210), (400, 24))]
    for i, (tm, title, site) in enumerate([("11:39", zi, "docs.python.org"), ("11:37", rel, "github.com"),
                                           ("11:21", "What's new in Grafana v11.1 | Grafana documentation", "grafana.com"),
                                           ("11:20", "grafana 11.1 release notes - Google Search", "www.google.com")]):
        y = 250 + 40 * i
        hist += [n("label", tm, tm, (580, y), (60, 24)), n("link", title, "", (660, y), (700, 24)), n("label", site, site, (1370, y), (160, 24))]
    ch = "Google Chrome"
    rurl = "github.com/grafana/grafana/releases"
    zurl = "docs.python.org/3/library/zoneinfo.html"
    st = desk("Jul 2  11:38", ch, chrome([rel], 0, rurl, top))
    t = [(code("pyautogui.scroll(-10)"), desk("Jul 2  11:38", ch, chrome([rel], 0, rurl, lower))),
         (code("pyautogui.hotkey('ctrl', 't')"), desk("Jul 2  11:38", ch, chrome([rel, "New Tab"], 1, "", newtab))),
         (code(tw("docs.python.org/3/library/zoneinfo.html")), desk("Jul 2  11:39", ch, chrome([rel, zi], 1, zurl, zone))),
         (code("pyautogui.hotkey('ctrl', 'h')"), desk("Jul 2  11:40", ch, chrome([rel, zi, "History"], 2, "chrome://history", hist))),
         (code("pyautogui.hotkey('ctrl', 'w')"), desk("Jul 2  11:40", ch, chrome([rel, zi], 1, zurl, zone))),
         (code("BrowserTools.bring_back_last_tab()"), desk("Jul 2  11:41", ch, chrome([rel, zi, "History"], 2, "chrome://history", hist))),
         (code("pyautogui.click(198, 49)"), desk("Jul 2  11:41", ch, chrome([rel, zi, "History"], 0, rurl, lower)))]
    R.add("os", "h4-os-17", OS_SYSTEM, t, state=st)


SETTINGS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy",
            "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media",
            "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def os18() -> None:
    """Settings: a resolution change with a revert countdown, reverted by the button; then Date & Time."""
    def settings(panel: str, content: list[str], header: list[str] | None = None) -> list[str]:
        rows = [n("frame", "Settings", "", (420, 140), (1080, 760)), n("push-button", "Search", "", (430, 148), (34, 34)),
                n("toggle-button", "Main Menu", "", (640, 148), (34, 34)), n("label", panel, panel, (1000, 154), (9 * len(panel), 22))]
        rows += header or []
        rows += [n("list-item", s, "", (430, 196 + 28 * i), (250, 28)) for i, s in enumerate(SETTINGS)]
        return rows + content

    def displays(res: str) -> list[str]:
        return [n("page-tab", "Displays", "", (960, 196), (100, 30)), n("page-tab", "Night Light", "", (1064, 196), (110, 30)),
                n("label", "Orientation", "Orientation", (740, 260), (160, 34)), n("combo-box", "Orientation", "Landscape", (1100, 260), (360, 34)),
                n("label", "Resolution", "Resolution", (740, 300), (160, 34)), n("combo-box", "Resolution", res, (1100, 300), (360, 34)),
                n("label", "Refresh Rate", "Refresh Rate", (740, 340), (160, 34)), n("combo-box", "Refresh Rate", "60.00 Hz", (1100, 340), (360, 34)),
                n("label", "Scale", "Scale", (740, 380), (160, 34)), n("toggle-button", "100%", "", (1100, 380), (90, 34)),
                n("toggle-button", "200%", "", (1194, 380), (90, 34)), n("label", "Fractional Scaling", "Fractional Scaling", (740, 420), (200, 34))]

    res = ["1920 × 1080 (16∶9)", "1680 × 1050 (16∶10)", "1600 × 900 (16∶9)", "1440 × 900 (16∶10)", "1280 × 1024 (5∶4)",
           "1280 × 800 (16∶10)", "1024 × 768 (4∶3)"]
    pop = [n("list-item", r, "", (1100, 340 + 30 * i), (360, 30)) for i, r in enumerate(res)]
    apply = [n("push-button", "Cancel", "", (430, 148), (80, 34)), n("push-button", "Apply", "", (1400, 148), (90, 34))]

    def keep(secs: int) -> list[str]:
        return [n("dialog", "Keep these display settings?", "", (560, 360), (480, 180)),
                n("label", "Keep these display settings?", "Keep these display settings?", (600, 380), (400, 26)),
                n("label", "", f"Settings changes will revert in {secs} seconds", (600, 420), (400, 22)),
                n("push-button", "Revert Settings", "", (580, 480), (200, 36)), n("push-button", "Keep Changes", "", (820, 480), (200, 36))]

    net = [n("label", "Wired", "Wired", (740, 220), (100, 24)), n("label", "Connected - 1000 Mb/s", "Connected - 1000 Mb/s", (740, 260), (300, 24)),
           n("label", "VPN", "VPN", (740, 330), (100, 24)), n("label", "Network Proxy", "Network Proxy", (740, 400), (160, 24)), n("label", "Off", "Off", (1400, 400), (40, 24))]
    dt = [n("label", "Automatic Date & Time", "Automatic Date & Time", (740, 220), (300, 24)), n("label", "Requires internet access", "Requires internet access", (740, 246), (300, 20)),
          n("label", "Date & Time", "Date & Time", (740, 300), (300, 24)), n("label", "19 August 2024, 15:04", "19 August 2024, 15:04", (1200, 300), (260, 24)),
          n("label", "Automatic Time Zone", "Automatic Time Zone", (740, 360), (300, 24)), n("label", "Time Zone", "Time Zone", (740, 420), (300, 24)),
          n("label", "UTC (UTC)", "UTC (UTC)", (1300, 420), (160, 24)), n("label", "Time Format", "Time Format", (740, 480), (300, 24)),
          n("combo-box", "Time Format", "24-hour", (1300, 480), (160, 34))]
    se = "Settings"
    run = ("Settings",)
    small = (1600, 900)
    st = desk("Aug 19  15:02", se, settings("Network", net), run)
    t = [(code("pyautogui.click(555, 574)"), desk("Aug 19  15:03", se, settings("Displays", displays(res[0])), run)),
         (code("pyautogui.click(1280, 317)"), desk("Aug 19  15:03", se, settings("Displays", displays(res[0]) + pop), run)),
         (code("pyautogui.click(1280, 415)"), desk("Aug 19  15:03", se, settings("Displays", displays(res[2]), apply), run)),
         (code("pyautogui.click(1445, 165)"), desk("Aug 19  15:04", se, settings("Displays", displays(res[2]) + keep(20)), run, screen=small)),
         (code("import time\ntime.sleep(6)"), desk("Aug 19  15:04", se, settings("Displays", displays(res[2]) + keep(14)), run, screen=small)),
         (code("pyautogui.click(680, 498)"), desk("Aug 19  15:04", se, settings("Displays", displays(res[0])), run)),
         (code("pyautogui.click(555, 854)"), desk("Aug 19  15:04", se, settings("Date & Time", dt), run))]
    R.add("os", "h4-os-18", OS_SYSTEM2, t, state=st)


def os19() -> None:
    """Writer: counts grow while typing, a case change is undone, page numbers and a second page, then a first save."""
    p1 = "Site visit report: Kelsterbach DC"
    p2 = "On 4 November we walked the inbound dock, the cold store and the returns cage with the shift lead, Oksana Bilyk."
    pg2 = ["Findings", "Dock door 7 seal is torn; cold air loss measured at the threshold.", "Returns cage is unlabelled since the September re-layout."]
    wr = "LibreOffice Writer"
    docs = [("Contracts", "", "Oct 14"), ("dc-checklist.ods", "14.2 kB", "Oct 30"), ("site-visit-raunheim.odt", "19.8 kB", "Sep 18")]
    opts = [n("combo-box", "File type", "ODF Text Document (.odt)", (1100, 790), (300, 30)),
            n("check-box", "Automatic file name extension", "", (500, 800), (260, 22)), n("check-box", "Save with password", "", (500, 826), (200, 22))]
    full = [p1, p2] + pg2
    case = ("pyautogui.click(700, 263)\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\nWriterTools.change_text_case('upper')")
    st = desk("Nov 5  09:30", wr, writer("Untitled 1", [""], 1, 1))
    t = [(code(tw(p1)), desk("Nov 5  09:30", wr, writer("Untitled 1", [p1, ""], 1, 1))),
         (code(tw(p2, enter=False)), desk("Nov 5  09:31", wr, writer("Untitled 1", [p1, p2], 1, 1))),
         (code(case), desk("Nov 5  09:32", wr, writer("Untitled 1", [p1.upper(), p2], 1, 1))),
         (code("pyautogui.hotkey('ctrl', 'z')"), desk("Nov 5  09:32", wr, writer("Untitled 1", [p1, p2], 1, 1))),
         (code("WriterTools.add_page_numbers(position='footer', alignment='center')"), desk("Nov 5  09:33", wr, writer("Untitled 1", [p1, p2], 1, 1, footer=["1"]))),
         (code("pyautogui.hotkey('ctrl', 'end')\npyautogui.hotkey('ctrl', 'enter')\n" + tw("\n".join(pg2), enter=False)),
          desk("Nov 5  09:34", wr, writer("Untitled 1", pg2, 2, 2, footer=["2"], stat=counts(full)))),
         (code("pyautogui.hotkey('ctrl', 's')"),
          desk("Nov 5  09:35", wr, writer("Untitled 1", pg2, 2, 2, footer=["2"], stat=counts(full)) + chooser("Save As", "Untitled 1", ["Home", "Documents"], docs, "Save", opts))),
         (code("pyautogui.hotkey('ctrl', 'a')\n" + tw("site-visit-kelsterbach")),
          desk("Nov 5  09:35", wr, writer("site-visit-kelsterbach.odt", pg2, 2, 2, footer=["2"], stat=counts(full))))]
    R.add("os", "h4-os-19", OS_SYSTEM3, t, state=st)


def os20() -> None:
    """System Monitor: sort by CPU, filter to one process, end it, start it again under a new PID."""
    def sysmon(procs: list[tuple[str, str, str, str]], search: str | None = None, extra: list[str] | None = None) -> list[str]:
        rows = [n("frame", "System Monitor", "", (70, 27), (1850, 1053)), n("page-tab", "Processes", "", (800, 36), (110, 34)),
                n("page-tab", "Resources", "", (914, 36), (110, 34)), n("page-tab", "File Systems", "", (1028, 36), (120, 34)),
                n("push-button", "Search", "", (1780, 36), (34, 34)), n("push-button", "Main Menu", "", (1818, 36), (34, 34))]
        y0 = 120
        if search is not None:
            rows.append(n("text", "", search, (760, 80), (400, 32)))
            y0 = 160
        hx = [(80, 500), (580, 160), (740, 120), (860, 120), (980, 160)]
        rows += [n("table-column-header", c, "", (x0, y0), (w0, 28)) for c, (x0, w0) in zip(["Process Name", "User", "% CPU", "ID", "Memory"], hx)]
        for i, (name, cpu, pid, mem) in enumerate(procs):
            y = y0 + 30 + 28 * i
            rows += [n("table-cell", "", v, (x0, y), (w0, 28)) for v, (x0, w0) in zip([name, "user", cpu, pid, mem], hx)]
        return rows + (extra or [])

    by_name = [("bash", "0.0", "2731", "4.9 MB"), ("code", "2.7", "3390", "188.2 MB"), ("code", "0.3", "3412", "96.5 MB"),
               ("gnome-shell", "5.8", "1632", "311.9 MB"), ("gnome-system-monitor", "1.2", "5102", "37.6 MB"),
               ("gnome-terminal-server", "0.0", "2718", "31.0 MB"), ("nautilus", "0.0", "2951", "58.8 MB"),
               ("thunderbird", "0.9", "3320", "241.9 MB"), ("vlc", "4.6", "4417", "96.1 MB")]
    by_cpu = [("gnome-shell", "6.1", "1632", "312.4 MB"), ("vlc", "4.8", "4417", "96.2 MB"), ("code", "2.3", "3390", "188.7 MB"),
              ("thunderbird", "1.0", "3320", "241.9 MB"), ("gnome-system-monitor", "0.9", "5102", "38.1 MB"), ("code", "0.4", "3412", "96.5 MB"),
              ("nautilus", "0.0", "2951", "58.8 MB"), ("gnome-terminal-server", "0.0", "2718", "31.0 MB"), ("bash", "0.0", "2731", "4.9 MB")]
    vlc_old = [("vlc", "5.2", "4417", "96.4 MB")]
    ctx = [n("menu-item", m, "", (300, 206 + 28 * i), (220, 28)) for i, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Set Affinity", "Stop", "Continue", "End", "Kill"])]
    dlg = [n("dialog", "", "", (700, 400), (520, 220)), n("label", "", "End the selected process “vlc” (PID 4417)?", (730, 430), (460, 26)),
           n("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (730, 466), (460, 60)),
           n("push-button", "Cancel", "", (860, 560), (110, 34)), n("push-button", "End Process", "", (990, 560), (130, 34))]
    after = [("gnome-shell", "5.4", "1632", "313.0 MB"), ("vlc", "3.0", "5288", "61.9 MB"), ("code", "2.6", "3390", "188.7 MB"),
             ("thunderbird", "0.8", "3320", "242.0 MB"), ("gnome-system-monitor", "0.7", "5102", "38.3 MB"), ("code", "0.3", "3412", "96.5 MB"),
             ("nautilus", "0.0", "2951", "58.8 MB"), ("gnome-terminal-server", "0.0", "2718", "31.0 MB"), ("bash", "0.0", "2731", "4.9 MB")]
    sm = "System Monitor"
    run = ("Terminal", "System Monitor")
    st = desk("Jan 23  16:11", sm, sysmon(by_name), run)
    t = [(code("pyautogui.click(800, 134)"), desk("Jan 23  16:12", sm, sysmon(by_cpu), run)),
         (code("pyautogui.click(1797, 53)\n" + tw("vlc", enter=False)), desk("Jan 23  16:12", sm, sysmon(vlc_old, "vlc"), run)),
         (code("pyautogui.rightClick(300, 204)"), desk("Jan 23  16:12", sm, sysmon(vlc_old, "vlc", ctx), run)),
         (code("pyautogui.click(410, 416)"), desk("Jan 23  16:13", sm, sysmon(vlc_old, "vlc", dlg), run)),
         (code("pyautogui.click(1055, 577)"), desk("Jan 23  16:13", sm, sysmon([], "vlc"), run)),
         (code("import subprocess, time\nsubprocess.Popen(['vlc'])\ntime.sleep(3)\npyautogui.click(1400, 600)"),
          desk("Jan 23  16:13", sm, sysmon([("vlc", "3.1", "5288", "61.4 MB")], "vlc"), run)),
         (code("pyautogui.press('esc')"), desk("Jan 23  16:14", sm, sysmon(after), run))]
    R.add("os", "h4-os-20", OS_SYSTEM, t, state=st)


def os21() -> None:
    """Files and Terminal: mv renames a file the window shows; a file with the same name elsewhere; trash and restore."""
    api = [("config", "2 items", "Mar 14"), ("src", "12 items", "Mar 18"), ("tests", "7 items", "Mar 18"),
           ("pyproject.toml", "1.9 kB", "Mar 18"), ("README.md", "3.4 kB", "Feb 2")]
    cfg0 = [("logging.yaml", "1.1 kB", "Feb 12"), ("settings.toml", "2.6 kB", "Mar 14")]
    cfg1 = [("logging.prod.yaml", "1.1 kB", "Feb 12"), ("settings.toml", "2.6 kB", "Mar 14")]
    cfg2 = cfg1[:1]
    crumbs = ["Home", "code", "api", "config"]
    tcols = ("Name", "Original Location", "Trashed On")
    trash2 = [("old-notes.txt", "Documents", "Mar 11"), ("settings.toml", "code/api/config", "11:00")]
    tbar = [n("label", "Trash", "Trash", (300, 1040), (60, 30)), n("push-button", "Restore", "", (1700, 1040), (90, 30)),
            n("push-button", "Empty…", "", (1800, 1040), (90, 30))]
    toast = [n("label", "“settings.toml” moved to trash", "“settings.toml” moved to trash", (830, 980), (280, 30)), n("push-button", "Undo", "", (1120, 978), (70, 34))]
    term = Term("user", "ubuntu", "/home/user")
    t2 = term.rows()
    t3 = term.run("mv ~/code/api/config/logging.yaml ~/code/api/config/logging.prod.yaml && ls ~/code/web/config", "logging.yaml  vite.config.ts")
    fl = "Files"
    run = ("Terminal",)
    st = desk("Mar 19  10:58", fl, files("api", crumbs[:3], api), run)
    t = [(code("pyautogui.doubleClick(520, 129)"), desk("Mar 19  10:58", fl, files("config", crumbs, cfg0), run)),
         (code("pyautogui.click(35, 651)"), desk("Mar 19  10:59", "Terminal", t2, run)),
         (code(tw("mv ~/code/api/config/logging.yaml ~/code/api/config/logging.prod.yaml && ls ~/code/web/config")), desk("Mar 19  10:59", "Terminal", t3, run)),
         (code("pyautogui.click(35, 585)"), desk("Mar 19  10:59", fl, files("config", crumbs, cfg1), run)),
         (code("pyautogui.click(520, 163)\npyautogui.press('delete')"), desk("Mar 19  11:00", fl, files("config", crumbs, cfg2, toast), run)),
         (code("pyautogui.click(185, 409)"), desk("Mar 19  11:00", fl, files("Trash", ["Trash"], trash2, tbar, cols=tcols), run)),
         (code("pyautogui.rightClick(520, 163)\npyautogui.click(680, 195)"), desk("Mar 19  11:01", fl, files("Trash", ["Trash"], trash2[:1], tbar, cols=tcols), run)),
         (code("pyautogui.hotkey('alt', 'left')"), desk("Mar 19  11:01", fl, files("config", crumbs, cfg1), run))]
    R.add("os", "h4-os-21", OS_SYSTEM3, t, state=st)


def os22() -> None:
    """Impress helpers: a no-op count, navigation, a duplicated slide retitled, paging, save."""
    slides = [("Welcome to Meridian Labs", ["Onboarding, cohort 2024-10", "People team · 30 September 2024"]),
              ("Your first week", ["Mon: laptop pickup and accounts", "Tue–Wed: shadow your buddy", "Fri: first PR merged"]),
              ("Teams & who to ask", ["Platform: #platform-help", "Data: #data-eng", "People: people@meridian-labs.io"]),
              ("Tooling & access", ["Laptop: Ubuntu 22.04, full-disk encryption", "SSO via Okta; enrol your YubiKey on day 1",
                                    "GitHub org meridian-labs, request via #it-help"]),
              ("Security basics", ["Report phishing with the Outlook button", "No customer data on personal devices", "Lock your screen: Super+L"]),
              ("Q&A", ["Questions: #onboarding"])]
    doc = "onboarding-2024.pptx"

    def impress(deck: list[tuple[str, list[str]]], cur: int) -> list[str]:
        rows = [n("frame", f"{doc} - LibreOffice Impress", "", (70, 27), (1850, 1053))] + lo_menus(IMPRESS_MENUS)
        rows += [n("list-item", f"Slide {i}", "", (80, 140 + 110 * (i - 1)), (200, 104)) for i in range(1, len(deck) + 1)]
        title, body = deck[cur - 1]
        rows += [n("paragraph", "", title, (420, 260), (1300, 80))]
        rows += [n("paragraph", "", b, (440, 400 + 50 * i), (1260, 44)) for i, b in enumerate(body)]
        rows += [n("label", "", f"Slide {cur} of {len(deck)}", (76, 1052), (120, 24)), n("label", "", "Title, Content", (260, 1052), (140, 24)),
                 n("label", "", "English (USA)", (640, 1052), (110, 24)), n("label", "", "68%", (1860, 1052), (50, 24))]
        return rows

    dup = slides[:4] + [slides[3]] + slides[4:]
    ren = slides[:4] + [("Tooling & access (cont.)", slides[3][1])] + slides[4:]
    im = "LibreOffice Impress"
    st = desk("Sep 30  13:15", im, impress(slides, 1))
    t = [(code("n = ImpressTools.get_slide_count()\nprint(n)"), desk("Sep 30  13:15", im, impress(slides, 1))),
         (code("ImpressTools.go_to_slide(4)"), desk("Sep 30  13:15", im, impress(slides, 4))),
         (code("ImpressTools.duplicate_slide(4)"), desk("Sep 30  13:16", im, impress(dup, 5))),
         (code("ImpressTools.write_text('Tooling & access (cont.)', page_index=5, box_index=0)"), desk("Sep 30  13:16", im, impress(ren, 5))),
         (code("pyautogui.press('pagedown')"), desk("Sep 30  13:17", im, impress(ren, 6))),
         (code("ImpressTools.save()"), desk("Sep 30  13:17", im, impress(ren, 6)))]
    R.add("os", "h4-os-22", OS_SYSTEM2, t, state=st)


def main() -> None:
    for f in (os01, os02, os03, os04, os05, os06, os07, os08, os09, os10, os11,
              os12, os13, os14, os15, os16, os17, os18, os19, os20, os21, os22):
        f()
    R.write()


if __name__ == "__main__":
    main()
