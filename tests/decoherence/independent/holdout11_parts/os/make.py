# ruff: noqa: E501
"""Held-out labeled set, os domain (holdout11): 22 OSWorld-style desktop trajectories, 11 with exactly one contradiction."""

from __future__ import annotations

import math
from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

DOCK_APPS = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
             "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
             "Help", "Trash"]


def system(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


class Clock:
    """The GNOME top bar clock: a fixed date and a minute counter that only moves forward unless told."""

    def __init__(self, day: str, hh: int, mm: int) -> None:
        self.day, self.t = day, hh * 60 + mm

    def at(self, minutes: int = 0) -> str:
        self.t += minutes
        return self.show(self.t)

    def show(self, t: int) -> str:
        return f"{self.day}  {t // 60:02d}:{t % 60:02d}"


def dock() -> list[Row]:
    rows: list[Row] = [("push-button", n, "", (0, 33 + i * 64), (70, 64)) for i, n in enumerate(DOCK_APPS)]
    rows.append(("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    return rows


DESKTOP: list[Row] = [("label", "Home", "", (1833, 1037), (40, 17)), ("label", "Trash", "", (1834, 937), (38, 17))]


def desk(app: str, body: list[Row], clock: str) -> str:
    """One desktop observation: top bar (Activities, app menu, clock, system menu), dock, then the windows."""
    top: list[Row] = [("push-button", "Activities", "", (0, 0), (98, 27))]
    if app:
        top.append(("menu", app, "", (110, 0), (12 * len(app) + 24, 27)))
    tail: list[Row] = [("menu", "System", "", (1768, 0), (152, 27))]
    return a11y(top + tail + dock() + body + DESKTOP, clock=clock)


def menubar(items: list[str], x0: int = 70, y: int = 64) -> list[Row]:
    rows: list[Row] = []
    x = x0
    for it in items:
        w = 10 * len(it) + 20
        rows.append(("menu", it, "", (x, y), (w, 24)))
        x += w
    return rows


def menu_items(items: list[str], x: int, y0: int, w: int = 260) -> list[Row]:
    return [("menu-item", it, "", (x, y0 + i * 30), (w, 30)) for i, it in enumerate(items)]


def col(i: int) -> str:
    return "ABCDEFGHIJ"[i]


def money(v: float) -> str:
    return f"{v:,.0f}"


def two(v: float) -> str:
    return f"{v:,.2f}"


class Term:
    """A gnome-terminal screen: prompt lines, commands and output, the last `rows` lines visible."""

    def __init__(self, user: str, host: str, cwd: str = "~", rows: int = 42) -> None:
        self.user, self.host, self.cwd, self.rows = user, host, cwd, rows
        self.lines = [self.prompt()]

    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    def title(self) -> str:
        return f"{self.user}@{self.host}: {self.cwd}"

    def run(self, cmd: str, out: str = "") -> None:
        self.lines[-1] += cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        self.lines.append(self.prompt())

    def typed(self, text: str) -> None:
        self.lines[-1] += text

    def screen(self) -> str:
        return "\n".join(self.lines[-self.rows:])

    def window(self, x: int = 330, y: int = 120, w: int = 1180, h: int = 820) -> list[Row]:
        return [("frame", self.title(), "", (x, y), (w, h)),
                *menubar(["File", "Edit", "View", "Search", "Terminal", "Help"], x, y + 37),
                ("terminal", "Terminal", self.screen(), (x, y + 64), (w, h - 64))]


CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]


def calc(title: str, sheets: list[str], cur: str, cells: dict[str, str], nrows: int, ncols: int, namebox: str,
         formula: str, status: str, modified: bool, extra: tuple[Row, ...] = ()) -> list[Row]:
    rows: list[Row] = [("frame", f"{title} - LibreOffice Calc", "", (70, 27), (1850, 1053))]
    rows += menubar(CALC_MENUS)
    rows += [("push-button", "Save", "", (170, 96), (28, 28)), ("push-button", "Undo", "", (420, 96), (28, 28)),
             ("combo-box", "Name Box", namebox, (72, 150), (110, 24)),
             ("push-button", "Function Wizard", "", (190, 150), (24, 24)),
             ("text", "Input line", formula, (246, 150), (1660, 24))]
    for c in range(ncols):
        rows.append(("table-column-header", col(c), col(c), (120 + c * 120, 178), (120, 18)))
    for r in range(1, nrows + 1):
        for c in range(ncols):
            ref = f"{col(c)}{r}"
            rows.append(("table-cell", ref, cells.get(ref, ""), (120 + c * 120, 196 + (r - 1) * 20), (120, 20)))
    for i, s in enumerate(sheets):
        rows.append(("page-tab", s, "", (150 + i * 120, 1008), (114, 24)))
    rows += list(extra)
    rows += [("label", "", f"Sheet {sheets.index(cur) + 1} of {len(sheets)}", (74, 1040), (120, 20)),
             ("label", "", "Default", (330, 1040), (80, 20)),
             ("label", "", "English (USA)", (560, 1040), (110, 20)),
             ("label", "", status, (1040, 1040), (380, 20)),
             ("label", "", "The document has been modified. Click to save." if modified
              else "The document has not been modified since the last save.", (1430, 1040), (24, 20)),
             ("slider", "Zoom", "100%", (1700, 1040), (160, 20))]
    return rows


def t01(rs: RowSet) -> None:
    # Calc freight costs (bad): turn 5's status-bar Sum for C2:C7 misses the Gdansk update made in turn 3 (cells and total show 21,605, status says 21,370).
    ck = Clock("Tue Jun 11", 9, 12)
    title = "freight_costs_2024.xlsx"
    sheets = ["Q1 freight", "Q2 freight"]
    ports = [["Rotterdam", 42, 5210], ["Antwerp", 28, 3340], ["Hamburg", 36, 3960], ["Felixstowe", 19, 2275],
             ["Gdansk", 24, 2710], ["Le Havre", 31, 3655]]
    q1 = [["Rotterdam", 39, 4870], ["Antwerp", 25, 2985], ["Hamburg", 33, 3712], ["Felixstowe", 21, 2490],
          ["Gdansk", 18, 2106], ["Le Havre", 27, 3188]]

    def grid(data: list[list]) -> dict[str, str]:
        cells = {"A1": "Port", "B1": "Containers", "C1": "Cost (EUR)", "D1": "Cost/Container"}
        for i, (p, n, c) in enumerate(data, 2):
            cells[f"A{i}"], cells[f"B{i}"], cells[f"C{i}"], cells[f"D{i}"] = p, str(n), money(c), two(c / n)
        tn, tc = sum(d[1] for d in data), sum(d[2] for d in data)
        cells.update({"A8": "Total", "B8": str(tn), "C8": money(tc), "D8": two(tc / tn)})
        return cells

    def obs(nb: str, f: str, status: str, modified: bool, data: list[list] | None = None, cur: str = "Q2 freight",
            extra: tuple[Row, ...] = ()) -> str:
        return desk("LibreOffice Calc", calc(title, sheets, cur, grid(data or ports), 10, 5, nb, f, status, modified,
                                             extra), ck.at(0))

    state = obs("A1", "Port", "", False)
    turns = []
    ck.at(1)
    turns.append((code("pyautogui.click(420, 266)"), obs("C4", "3960", "Average: 3,960; Sum: 3,960", False)))
    ports[2][2] = 4180
    turns.append((code("pyautogui.write('4180')\npyautogui.press('enter')"),
                   obs("C5", "2275", "Average: 2,275; Sum: 2,275", True)))
    ports[4][2] = 2945
    ck.at(1)
    turns.append((code('CalcTools.set_cell_value("C6", 2945)'), obs("C5", "2275", "Average: 2,275; Sum: 2,275", True)))
    tc = sum(p[2] for p in ports)
    turns.append((code("pyautogui.click(420, 346)"),
                  obs("C8", "=SUM(C2:C7)", f"Average: {money(tc)}; Sum: {money(tc)}", True)))
    ck.at(1)
    wrong = tc - 2945 + 2710
    turns.append((code("pyautogui.click(420, 226)\npyautogui.keyDown('shift')\npyautogui.click(420, 326)\npyautogui.keyUp('shift')"),
                  obs("C2:C7", "3655", f"Average: {money(tc / 6)}; Sum: {money(wrong)}", True)))
    turns.append((code("pyautogui.click(180, 386)"), obs("A10", "", "", True)))
    dlg = (("dialog", "Keep current format", "", (660, 420), (600, 190)),
           ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cExcel 2007-365\u201d.", (680, 450), (560, 60)),
           ("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (680, 510), (560, 20)),
           ("push-button", "Use Excel 2007-365!", "", (700, 560), (180, 30)),
           ("push-button", "Use ODF Format!", "", (900, 560), (160, 30)),
           ("check-box", "Ask when not saving in ODF or default format", "checked", (680, 598), (400, 20)))
    ck.at(1)
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs("A10", "", "", True, extra=dlg)))
    turns.append((code("pyautogui.click(790, 575)"), obs("A10", "", "", False)))
    ck.at(1)
    turns.append((code('CalcTools.switch_active_sheet("Q1 freight")'), obs("A1", "Port", "", False, data=q1, cur="Q1 freight")))
    rs.add(task="os", tid="h11-os-01", system=system("In freight_costs_2024.xlsx, on the 'Q2 freight' sheet, correct the Hamburg cost to 4180 and the Gdansk cost to 2945, check the total, save in the same format, then open the Q1 sheet."),
           turns=turns, state=state, bad=True, turn=5, kind="status-bar Sum of the selected cost cells ignores the earlier Gdansk edit and no longer matches the cells or the total")


SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Applications",
                   "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
                   "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                   "Default Applications", "Date & Time", "About"]


def settings_win(panel: str, body: list[Row]) -> list[Row]:
    rows: list[Row] = [("frame", panel, "", (380, 130), (1160, 820)),
                       ("push-button", "Search", "", (392, 140), (34, 34)),
                       ("label", "Settings", "Settings", (520, 146), (80, 22)),
                       ("push-button", "Open menu", "", (650, 140), (34, 34)),
                       ("label", panel, panel, (1060, 146), (120, 22)),
                       ("push-button", "Close", "", (1498, 140), (34, 34))]
    for i, p in enumerate(SETTINGS_PANELS[:22]):
        rows.append(("list-item", p, "", (380, 188 + i * 34), (300, 34)))
    return rows + body


def t02(rs: RowSet) -> None:
    # GNOME Settings, Night Light manual schedule and Screen Blank (clean): switch, schedule, times, temperature and Screen Blank only change by the agent's clicks; panels switch.
    ck = Clock("Wed May 8", 10, 41)
    nl = {"on": False, "sched": "Sunset to Sunrise", "from": (20, 0), "to": (6, 0), "temp": "4,000 K"}
    blank = "5 minutes"

    def displays() -> list[Row]:
        return settings_win("Displays", [
            ("toggle-button", "Displays", "checked", (930, 188), (150, 32)),
            ("toggle-button", "Night Light", "", (1080, 188), (150, 32)),
            ("label", "", "Built-in display", (760, 250), (200, 20)),
            ("label", "Orientation", "Orientation", (740, 300), (200, 20)),
            ("combo-box", "Orientation", "Landscape", (1260, 292), (240, 34)),
            ("label", "Resolution", "Resolution", (740, 352), (200, 20)),
            ("combo-box", "Resolution", "1920 \u00d7 1080 (16\u2236 9)", (1260, 344), (240, 34)),
            ("label", "Refresh Rate", "Refresh Rate", (740, 404), (200, 20)),
            ("combo-box", "Refresh Rate", "60.00 Hz", (1260, 396), (240, 34)),
            ("label", "Scale", "Scale", (740, 456), (200, 20)),
            ("toggle-button", "100%", "checked", (1260, 448), (80, 34)),
            ("toggle-button", "200%", "", (1340, 448), (80, 34)),
            ("label", "Fractional Scaling", "Fractional Scaling", (740, 508), (200, 20)),
            ("toggle-button", "Fractional Scaling", "off", (1440, 500), (56, 30))])

    def hm(t: tuple[int, int]) -> tuple[str, str]:
        return f"{t[0]:02d}", f"{t[1]:02d}"

    def night(popup: list[Row] | None = None) -> list[Row]:
        fh, fm = hm(nl["from"])
        th, tm = hm(nl["to"])
        body: list[Row] = [
            ("toggle-button", "Displays", "", (930, 188), (150, 32)),
            ("toggle-button", "Night Light", "checked", (1080, 188), (150, 32)),
            ("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", (740, 250), (760, 40)),
            ("label", "Night Light", "Night Light", (740, 312), (200, 20)),
            ("toggle-button", "Night Light", "on" if nl["on"] else "off", (1440, 306), (56, 30)),
            ("label", "Schedule", "Schedule", (740, 364), (200, 20)),
            ("combo-box", "Schedule", str(nl["sched"]), (1260, 356), (240, 34)),
            ("label", "Times", "Times", (740, 416), (200, 20)),
            ("label", "From", "From", (1010, 416), (50, 20)),
            ("spin-button", "Hour", fh, (1066, 408), (60, 34)),
            ("spin-button", "Minute", fm, (1136, 408), (60, 34)),
            ("label", "To", "To", (1220, 416), (30, 20)),
            ("spin-button", "Hour", th, (1256, 408), (60, 34)),
            ("spin-button", "Minute", tm, (1326, 408), (60, 34)),
            ("label", "Color Temperature", "Color Temperature", (740, 468), (200, 20)),
            ("slider", "Color Temperature", str(nl["temp"]), (960, 468), (540, 30))]
        return settings_win("Displays", body + (popup or []))

    def power(popup: list[Row] | None = None) -> list[Row]:
        return settings_win("Power", [
            ("label", "", "Power Mode", (740, 200), (200, 20)),
            ("radio-button", "Performance", "", (740, 236), (760, 48)),
            ("radio-button", "Balanced", "checked", (740, 284), (760, 48)),
            ("radio-button", "Power Saver", "", (740, 332), (760, 48)),
            ("label", "", "Power Saving Options", (740, 410), (200, 20)),
            ("label", "Dim Screen", "Dim Screen", (740, 452), (200, 20)),
            ("toggle-button", "Dim Screen", "on", (1440, 446), (56, 30)),
            ("label", "Screen Blank", "Screen Blank", (740, 504), (200, 20)),
            ("combo-box", "Screen Blank", blank, (1300, 496), (200, 34)),
            ("label", "Automatic Suspend", "Automatic Suspend", (740, 556), (200, 20)),
            ("label", "", "Off", (1440, 556), (40, 20)),
            ("label", "", "Suspend & Power Button", (740, 624), (240, 20)),
            ("label", "Power Button Behavior", "Power Button Behavior", (740, 666), (240, 20)),
            ("combo-box", "Power Button Behavior", "Suspend", (1300, 658), (200, 34))] + (popup or []))

    def o(rows: list[Row], m: int = 0) -> str:
        return desk("Settings", rows, ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'display'])"), o(displays(), 1)))
    turns.append((code("pyautogui.click(1155, 204)"), o(night())))
    nl["on"] = True
    turns.append((code("pyautogui.click(1468, 321)"), o(night())))
    pop = [("menu-item", "Sunset to Sunrise", "", (1260, 392), (240, 30)), ("menu-item", "Manual Schedule", "", (1260, 422), (240, 30))]
    turns.append((code("pyautogui.click(1380, 373)"), o(night(pop))))
    nl["sched"] = "Manual Schedule"
    turns.append((code("pyautogui.click(1380, 437)"), o(night(), 1)))
    nl["from"] = (21, 30)
    turns.append((code("pyautogui.tripleClick(1096, 425)\npyautogui.write('21')\npyautogui.press('tab')\npyautogui.tripleClick(1166, 425)\npyautogui.write('30')\npyautogui.press('tab')"), o(night())))
    nl["to"] = (6, 45)
    turns.append((code("pyautogui.tripleClick(1286, 425)\npyautogui.write('06')\npyautogui.press('tab')\npyautogui.tripleClick(1356, 425)\npyautogui.write('45')\npyautogui.press('tab')"), o(night(), 1)))
    nl["temp"] = "3,250 K"
    turns.append((code("pyautogui.moveTo(1230, 483)\npyautogui.dragTo(1122, 483, duration=0.5)"), o(night())))
    turns.append((code("pyautogui.click(530, 579)"), o(power(), 1)))
    opts = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
    pop2 = [("menu-item", t, "", (1300, 532 + i * 30), (200, 30)) for i, t in enumerate(opts)]
    turns.append((code("pyautogui.click(1400, 513)"), o(power(pop2))))
    blank = "8 minutes"
    turns.append((code("pyautogui.click(1400, 697)"), o(power())))
    turns.append((code("pyautogui.click(530, 613)\npyautogui.click(1155, 204)"), o(night(), 1)))
    rs.add(task="os", tid="h11-os-02", system=system("Turn on Night Light with a manual schedule from 21:30 to 06:45 and a warmer color temperature, then set the screen to blank after 8 minutes of inactivity."),
           turns=turns, state=state)


FILES_SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_win(title: str, crumbs: list[str], items: list[tuple[str, str, str]], status: str = "",
              extra: tuple[Row, ...] = (), cols: tuple[str, str, str] = ("Name", "Size", "Modified")) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (300, 110), (1320, 860)),
                       ("push-button", "Back", "", (310, 118), (34, 34)),
                       ("push-button", "Forward", "", (346, 118), (34, 34))]
    x = 400
    for c in crumbs:
        w = 12 * len(c) + 30
        rows.append(("push-button", c, "", (x, 118), (w, 34)))
        x += w
    rows += [("toggle-button", "Search", "", (1420, 118), (34, 34)),
             ("push-button", "View options", "", (1460, 118), (50, 34)),
             ("push-button", "Main menu", "", (1540, 118), (34, 34))]
    for i, s in enumerate(FILES_SIDEBAR):
        rows.append(("list-item", s, "", (300, 164 + i * 36), (220, 36)))
    rows += [("table-column-header", cols[0], cols[0], (520, 164), (560, 28)),
             ("table-column-header", cols[1], cols[1], (1080, 164), (200, 28)),
             ("table-column-header", cols[2], cols[2], (1280, 164), (330, 28))]
    for i, (n, s, m) in enumerate(items):
        y = 192 + i * 36
        rows += [("table-cell", n, n, (520, y), (560, 36)), ("table-cell", "", s, (1080, y), (200, 36)),
                 ("table-cell", "", m, (1280, y), (330, 36))]
    rows += list(extra)
    if status:
        rows.append(("label", "", status, (1200, 930), (400, 30)))
    return rows


def t03(rs: RowSet) -> None:
    # Files rename and move (bad): turn 9's Contracts listing shows the file renamed in turn 4 under its old name draft_NDA_final(2).odt again.
    ck = Clock("Thu Jun 13", 11, 24)
    crumbs = ["Home", "Documents", "Contracts"]
    contracts = [("Archive", "7 items", "3 May"), ("draft_NDA_final(2).odt", "38.2 kB", "10 Jun"),
                 ("MSA_Kelvington_signed.pdf", "412.6 kB", "22 Apr"), ("old_quote.pdf", "96.1 kB", "18 Jan"),
                 ("rates_2024.ods", "21.7 kB", "Yesterday"), ("SOW_phase2.docx", "54.0 kB", "09:47")]
    archive = [("2021_MSA_Kelvington.pdf", "388.0 kB", "12 Feb 2021"), ("NDA_Brightwater_2022.pdf", "142.3 kB", "7 Sep 2022"),
               ("quote_Hollis_2023.pdf", "88.9 kB", "30 Nov 2023"), ("SOW_phase1.docx", "49.6 kB", "14 Aug 2023"),
               ("SOW_phase1_signed.pdf", "301.2 kB", "21 Aug 2023"), ("termination_notice_Orrin.pdf", "64.0 kB", "2 Feb"),
               ("vendor_form_blank.odt", "17.5 kB", "6 Mar 2022")]

    def o(title: str, cr: list[str], items: list[tuple[str, str, str]], status: str = "", extra: tuple[Row, ...] = (),
          m: int = 0) -> str:
        return desk("Files", files_win(title, cr, items, status, extra), ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['nautilus', '/home/rhea/Documents/Contracts'])"), o("Contracts", crumbs, contracts, m=1)))
    turns.append((code("pyautogui.click(700, 246)"), o("Contracts", crumbs, contracts, "\u201cdraft_NDA_final(2).odt\u201d selected (38.2 kB)")))
    pop = (("popup-menu", "Rename File", "", (560, 280), (420, 120)), ("label", "", "File name", (580, 292), (200, 20)),
           ("text", "File name", "draft_NDA_final(2).odt", (580, 320), (290, 34)), ("push-button", "Rename", "", (880, 320), (80, 34)))
    turns.append((code("pyautogui.press('f2')"), o("Contracts", crumbs, contracts, "\u201cdraft_NDA_final(2).odt\u201d selected (38.2 kB)", pop)))
    renamed = [contracts[0], contracts[2], ("NDA_Hollis_Marine_2024.odt", "38.2 kB", "10 Jun"), contracts[3], contracts[4], contracts[5]]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('NDA_Hollis_Marine_2024.odt')\npyautogui.press('enter')"),
                  o("Contracts", crumbs, renamed, "\u201cNDA_Hollis_Marine_2024.odt\u201d selected (38.2 kB)", m=1)))
    turns.append((code("pyautogui.click(700, 318)"), o("Contracts", crumbs, renamed, "\u201cold_quote.pdf\u201d selected (96.1 kB)")))
    turns.append((code("pyautogui.hotkey('ctrl', 'x')"), o("Contracts", crumbs, renamed, "\u201cold_quote.pdf\u201d selected (96.1 kB)")))
    turns.append((code("pyautogui.doubleClick(700, 210)"), o("Archive", crumbs + ["Archive"], archive, m=1)))
    archive2 = archive[:2] + [("old_quote.pdf", "96.1 kB", "18 Jan")] + archive[2:]
    turns.append((code("pyautogui.hotkey('ctrl', 'v')"), o("Archive", crumbs + ["Archive"], archive2, "\u201cold_quote.pdf\u201d selected (96.1 kB)")))
    bad = [("Archive", "8 items", "11:27"), ("draft_NDA_final(2).odt", "38.2 kB", "10 Jun"), contracts[2], contracts[4], contracts[5]]
    turns.append((code("pyautogui.hotkey('alt', 'left')"), o("Contracts", crumbs + ["Archive"], bad, m=1)))
    documents = [("Contracts", "5 items", "11:27"), ("Invoices", "14 items", "Yesterday"), ("Meeting notes", "9 items", "5 Jun"),
                 ("Templates", "6 items", "19 Feb"), ("insurance_renewal_2024.pdf", "233.8 kB", "28 May"),
                 ("team_contacts.ods", "12.4 kB", "2 Apr")]
    turns.append((code("pyautogui.click(510, 135)"), o("Documents", ["Home", "Documents", "Contracts", "Archive"], documents)))
    rs.add(task="os", tid="h11-os-03", system=system("In ~/Documents/Contracts, rename 'draft_NDA_final(2).odt' to 'NDA_Hollis_Marine_2024.odt' and move 'old_quote.pdf' into the Archive subfolder."),
           turns=turns, state=state, bad=True, turn=9, kind="renamed file shown under its old name in the folder listing")


def tb_win(folder: str, account: str, folders: list[tuple[str, int]], msgs: list[tuple[str, str, str, bool]],
           unread: int, total: int, preview: list[Row] | None = None, qf: str | None = None, qf_count: str = "",
           extra: tuple[Row, ...] = ()) -> list[Row]:
    rows: list[Row] = [("frame", f"{folder} - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
                       ("page-tab", "Mail", "", (80, 34), (220, 30)),
                       ("push-button", "Get Messages", "", (80, 70), (130, 32)),
                       ("push-button", "New Message", "", (215, 70), (130, 32)),
                       ("push-button", "Tag", "", (350, 70), (60, 32)),
                       ("push-button", "Quick Filter", "", (415, 70), (110, 32)),
                       ("entry", "Search <Ctrl+K>", "", (700, 70), (520, 32)),
                       ("tree-item", account, "", (80, 120), (300, 30))]
    for i, (f, n) in enumerate(folders):
        rows.append(("tree-item", f"{f} ({n})" if n else f, "", (100, 150 + i * 30), (280, 30)))
    y = 120
    if qf is not None:
        rows += [("entry", "Filter these messages <Ctrl+Shift+K>", qf, (400, 120), (420, 30)),
                 ("label", "", qf_count, (840, 124), (160, 22))]
        y = 156
    rows += [("table-column-header", "Subject", "", (400, y), (420, 26)),
             ("table-column-header", "Correspondents", "", (820, y), (240, 26)),
             ("table-column-header", "Date", "", (1060, y), (160, 26))]
    for i, (s, c, d, u) in enumerate(msgs):
        yy = y + 26 + i * 28
        rows += [("table-cell", "Subject", s, (400, yy), (420, 28)), ("table-cell", "Correspondents", c, (820, yy), (240, 28)),
                 ("table-cell", "Date", d, (1060, yy), (160, 28)),
                 ("table-cell", "Read status", "Unread" if u else "Read", (1220, yy), (30, 28))]
    rows += preview or []
    rows += list(extra)
    rows += [("label", "", f"Unread: {unread}", (1560, 1052), (100, 20)), ("label", "", f"Total: {total}", (1680, 1052), (100, 20))]
    return rows


def t04(rs: RowSet) -> None:
    # Thunderbird read, move and fetch (clean): unread and total counts follow reads, the move, and a newly fetched message; the quick filter hides the others.
    ck = Clock("Fri Jun 14", 10, 19)
    acct = "m.okafor@teravane.io"
    inbox = [["Re: Pallet count for PO 77193", "Pallwick Logistics", "10:02", True],
             ["Updated dock schedule, week 24", "Pallwick Logistics", "09:38", True],
             ["Lunch & learn: ERP cutover", "Aisha Brandt", "09:15", True],
             ["Rate confirmation RC-5521", "Pallwick Logistic Services", "Yesterday 16:40", False],
             ["Invoice INV-30718 overdue reminder", "Kessler Paper Co.", "Yesterday 14:02", True],
             ["Your cloud recording is ready", "Zoom", "Yesterday 11:20", False],
             ["Forklift service visit", "Harbourline Equipment", "Mon 15:09", False],
             ["PTO request approved", "Jonas Weber", "Mon 09:55", False],
             ["Q2 KPI deck draft", "Priya Nandakumar", "6/7/24, 17:31", False]]
    carriers = [["Fuel surcharge update July", "Nordhaven Freight", "Wed 13:12", False],
                ["Re: Missing POD for shipment 4471", "Baltic Road Lines", "Tue 10:48", False],
                ["Lane rates Q3 (Antwerp-Lyon)", "Nordhaven Freight", "6/6/24, 09:03", False],
                ["Carrier onboarding docs", "Vesna Transport d.o.o.", "6/4/24, 15:27", False],
                ["Damaged goods claim CLM-0912", "Baltic Road Lines", "5/30/24, 11:40", False],
                ["Holiday cut-off dates", "Pallwick Logistics", "5/28/24, 08:16", False],
                ["Insurance certificate 2024", "Vesna Transport d.o.o.", "5/21/24, 14:55", False],
                ["Re: Temperature logger readings", "Coldline Carriers", "5/17/24, 16:02", False],
                ["New contact for dispatch", "Nordhaven Freight", "5/10/24, 10:30", False],
                ["Tender results: Rotterdam cluster", "Coldline Carriers", "5/2/24, 12:18", False],
                ["Fleet electrification pilot", "Baltic Road Lines", "4/25/24, 09:44", False],
                ["Rate sheet v3", "Vesna Transport d.o.o.", "4/19/24, 13:37", False]]

    def folders() -> list[tuple[str, int]]:
        return [("Inbox", sum(m[3] for m in inbox)), ("Drafts", 0), ("Sent", 0), ("Archives", 0),
                ("Carriers", sum(m[3] for m in carriers)), ("Junk", 0), ("Trash", 0)]

    def rowsof(ms: list[list]) -> list[tuple[str, str, str, bool]]:
        return [(m[0], m[1], m[2], bool(m[3])) for m in ms]

    def msgpane(m: list, to: str, body: str) -> list[Row]:
        return [("label", "From", f"{m[1]} <{to}>", (400, 560), (700, 22)), ("label", "Subject", m[0], (400, 586), (900, 22)),
                ("label", "To", f"Me <{acct}>", (400, 612), (700, 22)), ("label", "Date", m[2], (1500, 560), (200, 22)),
                ("paragraph", "", body, (400, 660), (1400, 200))]

    def o(ms: list[list], folder: str, unread: int, total: int, preview: list[Row] | None = None, qf: str | None = None,
          qfc: str = "", m: int = 0) -> str:
        return desk("Thunderbird Mail", tb_win(folder, acct, folders(), rowsof(ms), unread, total, preview, qf, qfc), ck.at(m))

    def inb_counts() -> tuple[int, int]:
        return sum(m[3] for m in inbox), len(inbox)

    state = o(inbox, "Inbox", *inb_counts())
    turns = []
    turns.append((code("pyautogui.click(240, 165)"), o(inbox, "Inbox", *inb_counts(), m=1)))
    pall = lambda: [m for m in inbox if "Pallwick" in m[1]]  # noqa: E731
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'k')\npyautogui.write('Pallwick')"),
                  o(pall(), "Inbox", *inb_counts(), qf="Pallwick", qfc=f"{len(pall())} messages")))
    inbox[0][3] = False
    p1 = msgpane(inbox[0], "dispatch@pallwick-logistics.eu", "Hi Michael,\n\nconfirmed: PO 77193 ships as 18 pallets (not 16), two extra for the returnable crates. Loading slot Monday 07:30, dock 4.\n\nBest regards,\nTomasz Wielgosz\nPallwick Logistics - Dispatch")
    turns.append((code("pyautogui.click(600, 195)"), o(pall(), "Inbox", *inb_counts(), p1, "Pallwick", f"{len(pall())} messages", m=1)))
    inbox[1][3] = False
    p2 = msgpane(inbox[1], "dispatch@pallwick-logistics.eu", "Hello,\n\nattached is the dock schedule for week 24. Tuesday and Thursday afternoons are now fully booked; please request Friday slots by 12:00 the day before.\n\nKind regards,\nPallwick Logistics - Dispatch\n\n[Attachment: dock_schedule_wk24.pdf, 88 KB]")
    turns.append((code("pyautogui.click(600, 223)"), o(pall(), "Inbox", *inb_counts(), p2, "Pallwick", f"{len(pall())} messages")))
    two_sel = [("label", "", "2 messages selected", (700, 600), (400, 30)), ("push-button", "Archive", "", (700, 650), (100, 32)),
               ("push-button", "Delete", "", (810, 650), (100, 32))]
    turns.append((code("pyautogui.click(600, 195)\npyautogui.keyDown('ctrl')\npyautogui.click(600, 223)\npyautogui.keyUp('ctrl')"),
                  o(pall(), "Inbox", *inb_counts(), two_sel, "Pallwick", f"{len(pall())} messages")))
    moved = inbox[:2]
    del inbox[:2]
    carriers[:0] = moved
    turns.append((code("pyautogui.rightClick(600, 209)\npyautogui.click(680, 420)  # Move To\npyautogui.click(900, 420)  # m.okafor@teravane.io\npyautogui.click(1120, 540)  # Carriers"),
                  o(pall(), "Inbox", *inb_counts(), None, "Pallwick", f"{len(pall())} message", m=1)))
    turns.append((code("pyautogui.click(240, 285)"), o(carriers, "Carriers", sum(m[3] for m in carriers), len(carriers))))
    turns.append((code("pyautogui.click(240, 165)"), o(inbox, "Inbox", *inb_counts(), m=1)))
    inbox.insert(0, ["Customs hold notice - container TGHU 884213 0", "Dunmore Customs Brokerage", "10:23", True])
    turns.append((code("pyautogui.click(145, 86)"), o(inbox, "Inbox", *inb_counts(), m=2)))
    inbox[0][3] = False
    p3 = msgpane(inbox[0], "clearance@dunmore-cb.co.uk", "Dear customer,\n\ncontainer TGHU 884213 0 (B/L MEDU7715024) has been selected for a documentary check at Felixstowe. Please send the commercial invoice and packing list for PO 77193 by 15:00 today to avoid storage charges.\n\nDunmore Customs Brokerage Ltd")
    turns.append((code("pyautogui.click(600, 159)"), o(inbox, "Inbox", *inb_counts(), p3)))
    rs.add(task="os", tid="h11-os-04", system=system("In Thunderbird, read the two unread messages from Pallwick Logistics in the Inbox, move them to the Carriers folder, then check for new mail and open anything new."),
           turns=turns, state=state)


def t05(rs: RowSet) -> None:
    # System Monitor end the biggest process (bad): turn 4's top bar clock reads 14:22 although turn 3 already showed 14:23 (clock goes backwards).
    ck = Clock("Wed May 22", 14, 21)
    procs = [["chrome", "lena", 40113, "611.0 MB", 611.0], ["chrome", "lena", 40160, "284.3 MB", 284.3],
             ["code", "lena", 41502, "498.7 MB", 498.7], ["gnome-shell", "lena", 1874, "412.6 MB", 412.6],
             ["gnome-system-monitor", "lena", 44310, "46.7 MB", 46.7], ["gnome-terminal-server", "lena", 30555, "52.1 MB", 52.1],
             ["nautilus", "lena", 33120, "118.9 MB", 118.9], ["node", "lena", 38214, "3.1 GB", 3174.4],
             ["pipewire", "lena", 1633, "12.8 MB", 12.8], ["python3", "lena", 39981, "1.2 GB", 1228.8],
             ["thunderbird", "lena", 29870, "356.2 MB", 356.2], ["tracker-miner-fs-3", "lena", 1890, "71.4 MB", 71.4],
             ["Xwayland", "lena", 2011, "88.4 MB", 88.4]]
    cpu_sets = [
        {40113: 3, 40160: 0, 41502: 2, 1874: 4, 44310: 2, 30555: 0, 33120: 0, 38214: 6, 1633: 1, 39981: 0, 29870: 1, 1890: 0, 2011: 1},
        {40113: 2, 40160: 1, 41502: 1, 1874: 6, 44310: 3, 30555: 0, 33120: 0, 38214: 7, 1633: 0, 39981: 1, 29870: 0, 1890: 0, 2011: 2},
        {40113: 4, 40160: 0, 41502: 3, 1874: 3, 44310: 2, 30555: 1, 33120: 0, 38214: 5, 1633: 1, 39981: 0, 29870: 1, 1890: 1, 2011: 1},
    ]

    def table(order: str, cpu: dict[int, int], sel: int | None = None) -> list[Row]:
        ps = sorted(procs, key=lambda p: (p[0].lower(), p[2])) if order == "name" else sorted(procs, key=lambda p: -p[4])
        rows: list[Row] = [("table-column-header", "Process Name", "", (320, 190), (360, 28)),
                           ("table-column-header", "User", "", (680, 190), (140, 28)),
                           ("table-column-header", "% CPU", "", (820, 190), (100, 28)),
                           ("table-column-header", "ID", "", (920, 190), (100, 28)),
                           ("table-column-header", "Memory", "", (1020, 190), (140, 28)),
                           ("table-column-header", "Priority", "", (1160, 190), (120, 28))]
        for i, p in enumerate(ps):
            y = 218 + i * 30
            rows += [("table-cell", "", str(p[0]), (320, y), (360, 30)), ("table-cell", "", str(p[1]), (680, y), (140, 30)),
                     ("table-cell", "", str(cpu[p[2]]), (820, y), (100, 30)), ("table-cell", "", str(p[2]), (920, y), (100, 30)),
                     ("table-cell", "", str(p[3]), (1020, y), (140, 30)), ("table-cell", "", "Normal", (1160, y), (120, 30))]
        return rows

    def win(tab: str, body: list[Row], end_enabled: bool = False) -> list[Row]:
        rows: list[Row] = [("frame", "System Monitor", "", (300, 120), (1000, 820)),
                           ("toggle-button", "Processes", "checked" if tab == "Processes" else "", (560, 128), (110, 34)),
                           ("toggle-button", "Resources", "checked" if tab == "Resources" else "", (670, 128), (110, 34)),
                           ("toggle-button", "File Systems", "checked" if tab == "File Systems" else "", (780, 128), (120, 34)),
                           ("toggle-button", "Search", "", (1180, 128), (34, 34)), ("push-button", "Main menu", "", (1220, 128), (34, 34))]
        rows += body
        if tab == "Processes":
            rows.append(("push-button", "End Process", "" if end_enabled else "insensitive", (1150, 890), (130, 34)))
        return rows

    def o(body: list[Row], tab: str = "Processes", end: bool = False, t: str | None = None) -> str:
        return desk("System Monitor", win(tab, body, end), t if t is not None else ck.at(0))

    state = desk("", [], ck.at(0))
    turns = []
    ck.at(1)
    turns.append((code("import subprocess\nsubprocess.Popen(['gnome-system-monitor'])"), o(table("name", cpu_sets[0]))))
    turns.append((code("pyautogui.click(1090, 204)"), o(table("mem", cpu_sets[1]))))
    ck.at(1)
    turns.append((code("pyautogui.click(500, 233)"), o(table("mem", cpu_sets[2], 38214), end=True)))
    ctx = [("menu-item", t, "", (520, 248 + i * 30), (220, 30)) for i, t in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    turns.append((code("pyautogui.rightClick(500, 233)"), o(table("mem", cpu_sets[2], 38214) + ctx, end=True, t=ck.show(ck.t - 1))))
    ck.at(1)
    props = [("dialog", "Process Properties", "", (620, 260), (560, 560))] + [
        ("label", k, v, (640, 300 + i * 30), (520, 28)) for i, (k, v) in enumerate([
            ("Process Name", "node"), ("User", "lena (1000)"), ("Status", "Sleeping"), ("Memory", "3.1 GB"),
            ("Virtual Memory", "14.2 GB"), ("Resident Memory", "3.2 GB"), ("Writable Memory", "3.0 GB"),
            ("Shared Memory", "41.8 MB"), ("CPU", "5%"), ("CPU Time", "18:42.31"), ("Started", "Today 11:58:07"),
            ("Nice", "0"), ("Priority", "Normal"), ("ID", "38214"), ("Security Context", "unconfined"),
            ("Command Line", "node /opt/tileforge/server.js --port 8088 --cache /var/cache/tileforge"),
            ("Waiting Channel", "do_epoll_wait")])] + [("push-button", "Close", "", (1080, 780), (80, 30))]
    turns.append((code("pyautogui.click(630, 263)"), o(table("mem", cpu_sets[2], 38214) + props, end=True)))
    turns.append((code("pyautogui.click(1120, 795)"), o(table("mem", cpu_sets[0], 38214), end=True)))
    ck.at(1)
    conf = [("alert", "End Process", "", (660, 420), (480, 180)),
            ("label", "", "End the selected process \u201cnode\u201d (PID 38214)?", (680, 450), (440, 24)),
            ("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (680, 480), (440, 60)),
            ("push-button", "Cancel", "", (900, 556), (110, 32)), ("push-button", "End Process", "", (1015, 556), (115, 32))]
    turns.append((code("pyautogui.click(1215, 907)"), o(table("mem", cpu_sets[1], 38214) + conf, end=True)))
    procs[:] = [p for p in procs if p[2] != 38214]
    turns.append((code("pyautogui.click(1072, 572)"), o(table("mem", cpu_sets[2]))))
    ck.at(1)
    res = [("label", "", "CPU", (330, 190), (100, 22)), ("label", "", "CPU1 4.0%  CPU2 6.1%  CPU3 2.0%  CPU4 3.9%", (330, 420), (900, 22)),
           ("label", "", "Memory and Swap History", (330, 470), (300, 22)),
           ("label", "Memory", "Memory 5.6 GB (36.4%) of 15.4 GB", (330, 690), (400, 22)),
           ("label", "Cache", "Cache 3.3 GB", (330, 716), (200, 22)),
           ("label", "Swap", "Swap 0 bytes (0.0%) of 2.1 GB", (760, 690), (400, 22)),
           ("label", "", "Network History", (330, 760), (300, 22)),
           ("label", "Receiving", "Receiving 1.4 KiB/s  Total Received 812.5 MiB", (330, 900), (420, 22)),
           ("label", "Sending", "Sending 0.6 KiB/s  Total Sent 96.2 MiB", (760, 900), (420, 22))]
    turns.append((code("pyautogui.click(725, 145)"), o(res, tab="Resources")))
    rs.add(task="os", tid="h11-os-05", system=system("Open System Monitor, find the process that uses the most memory, check what it is, and end it."),
           turns=turns, state=state, bad=True, turn=4, kind="top bar clock goes back a minute")


def t06(rs: RowSet) -> None:
    # Calc sort, rename sheet, add total (clean): rows reorder after the sort, the tab is renamed, a SUM appears in C12; sums stay 158 throughout.
    ck = Clock("Sat Apr 20", 16, 3)
    title = "volunteer_hours_april.ods"
    sheets = ["Sheet1", "Shifts"]
    data = [["Amara Oduya", "Kitchen", 14], ["Bastien Roux", "Logistics", 22], ["Chen Wei", "Front desk", 9],
            ["Dalia Haddad", "Kitchen", 31], ["Emil S\u00f8rensen", "Logistics", 17], ["Farah Qureshi", "Outreach", 26],
            ["Gus Mendel", "Front desk", 12], ["Hana Kobayashi", "Outreach", 19], ["Ivo Petrov", "Kitchen", 8]]
    extra_cells: dict[str, str] = {}
    total = sum(d[2] for d in data)

    def cells() -> dict[str, str]:
        c = {"A1": "Name", "B1": "Team", "C1": "Hours"}
        for i, (n, t, h) in enumerate(data, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"] = n, t, str(h)
        c.update(extra_cells)
        return c

    def o(nb: str, f: str, status: str, modified: bool, cur: str | None = None, extra: tuple[Row, ...] = (), m: int = 0) -> str:
        return desk("LibreOffice Calc", calc(title, sheets, cur or sheets[0], cells(), 14, 4, nb, f, status, modified, extra), ck.at(m))

    sel_status = f"Average: {total / len(data):.13f}; Sum: {total}"
    state = o("A1", "Name", "", False)
    turns = []
    turns.append((code("pyautogui.click(180, 206)"), o("A1", "Name", "", False, m=1)))
    turns.append((code("pyautogui.click(180, 206)\npyautogui.keyDown('shift')\npyautogui.click(420, 386)\npyautogui.keyUp('shift')"),
                  o("A1:C10", "8", sel_status, False)))
    dm = tuple(menu_items(["Sort...", "Sort Ascending", "Sort Descending", "AutoFilter", "More Filters", "Statistics",
                           "Pivot Table...", "Validity...", "Subtotals...", "Group and Outline", "Streams"], 560, 90))
    turns.append((code("pyautogui.click(590, 76)"), o("A1:C10", "8", sel_status, False, extra=dm, m=1)))

    def sortdlg(key: str, desc: bool) -> tuple[Row, ...]:
        return (("dialog", "Sort", "", (640, 300), (640, 480)), ("page-tab", "Sort Criteria", "", (660, 330), (120, 28)),
                ("page-tab", "Options", "", (780, 330), (90, 28)), ("label", "", "Sort Key 1", (660, 380), (120, 20)),
                ("combo-box", "Sort Key 1", key, (680, 410), (300, 30)),
                ("radio-button", "Ascending", "" if desc else "checked", (1000, 410), (140, 24)),
                ("radio-button", "Descending", "checked" if desc else "", (1000, 440), (140, 24)),
                ("label", "", "Sort Key 2", (660, 490), (120, 20)), ("combo-box", "Sort Key 2", "- undefined -", (680, 520), (300, 30)),
                ("push-button", "Help", "", (660, 730), (80, 32)), ("push-button", "OK", "", (1080, 730), (80, 32)),
                ("push-button", "Cancel", "", (1170, 730), (90, 32)))
    turns.append((code("pyautogui.click(690, 105)"), o("A1:C10", "8", sel_status, False, extra=sortdlg("Name", False))))
    turns.append((code("pyautogui.click(830, 425)\npyautogui.click(830, 515)  # Hours\npyautogui.click(1010, 452)"),
                  o("A1:C10", "8", sel_status, False, extra=sortdlg("Hours", True))))
    data.sort(key=lambda d: -d[2])
    turns.append((code("pyautogui.click(1120, 746)"), o("A1:C10", str(data[-1][2]), sel_status, True, m=1)))
    sheets[0] = "Roster"
    turns.append((code('CalcTools.rename_sheet("Sheet1", "Roster")'), o("A1:C10", str(data[-1][2]), sel_status, True)))
    extra_cells["C12"] = str(total)
    turns.append((code("pyautogui.click(420, 426)\npyautogui.write('=SUM(C2:C10)')\npyautogui.press('enter')"), o("C13", "", "", True, m=1)))
    turns.append((code("pyautogui.click(420, 426)"), o("C12", "=SUM(C2:C10)", f"Average: {total}; Sum: {total}", True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), o("C12", "=SUM(C2:C10)", f"Average: {total}; Sum: {total}", False, m=1)))
    rs.add(task="os", tid="h11-os-06", system=system("In volunteer_hours_april.ods, sort the volunteer table by Hours from highest to lowest, rename the sheet 'Sheet1' to 'Roster', put the total hours in C12 and save."),
           turns=turns, state=state)


def t07(rs: RowSet) -> None:
    # Terminal, syncthing GUI port (bad): turn 7's `systemctl show` gives MainPID=2371 while turn 2 showed Main PID 2317, with no restart in between (NRestarts=0, same start time).
    ck = Clock("Mon Jun 3", 10, 42)
    term = Term("kofi", "lab-nuc")

    def o(m: int = 0) -> str:
        return desk("Terminal", term.window(), ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'alt', 't')"), o()))
    cmd = "systemctl --user status syncthing.service --no-pager"
    term.run(cmd, """\u25cf syncthing.service - Syncthing - Open Source Continuous File Synchronization
     Loaded: loaded (/usr/lib/systemd/user/syncthing.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-06-03 08:12:44 CEST; 2h 31min ago
       Docs: man:syncthing(1)
   Main PID: 2317 (syncthing)
      Tasks: 21 (limit: 18962)
     Memory: 58.3M
        CPU: 1min 12.406s
     CGroup: /user.slice/user-1000.slice/user@1000.service/app.slice/syncthing.service
             \u251c\u25002317 /usr/bin/syncthing serve --no-browser --no-restart --logflags=0
             \u2514\u25002342 /usr/bin/syncthing serve --no-browser --no-restart --logflags=0

Jun 03 10:31:07 lab-nuc syncthing[2342]: [QKMZ7] INFO: Completed initial scan of sendreceive folder "Notes" (notes-k3x9p)
Jun 03 10:38:52 lab-nuc syncthing[2342]: [QKMZ7] INFO: Established secure connection to DPR4T3L at 192.168.1.40:22000-192.168.1.23:48702/tcp-server/TLS1.3-TLS_AES_128_GCM_SHA256/LAN-P10-8M2F0QK41J9D7VTA5B3C6H1N0E
Jun 03 10:38:52 lab-nuc syncthing[2342]: [QKMZ7] INFO: Device DPR4T3L client is "syncthing v1.27.2" named "pixel-7a" at 192.168.1.40:22000-192.168.1.23:48702/tcp-server/TLS1.3-TLS_AES_128_GCM_SHA256/LAN-P10-8M2F0QK41J9D7VTA5B3C6H1N0E""")
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)"), o(1)))
    cmd = "ss -ltnp | grep syncthing"
    term.run(cmd, """LISTEN 0      4096       127.0.0.1:8384       0.0.0.0:*    users:(("syncthing",pid=2342,fd=21))
LISTEN 0      4096               *:22000            *:*    users:(("syncthing",pid=2342,fd=19))""")
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)"), o()))
    cmd = "curl -s -o /dev/null -w '%{http_code}\\\\n' http://127.0.0.1:8384/"
    term.run("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8384/", "200")
    turns.append((code(f'pyautogui.write("{cmd}\\n", interval=0.02)'), o()))
    cmd = "grep -n '<address>' ~/.local/state/syncthing/config.xml"
    term.run(cmd, """14:            <address>dynamic</address>
27:            <address>dynamic</address>
61:        <address>127.0.0.1:8384</address>""")
    turns.append((code(f'pyautogui.write("{cmd}\\n", interval=0.02)'), o(1)))
    cmd = "syncthing --version"
    term.run(cmd, 'syncthing v1.27.2 "Gold Grasshopper" (go1.21.6 linux-amd64) debian@debian 2024-01-01 00:00:00 UTC [noupgrade]')
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)"), o()))
    cmd = "systemctl --user show -p MainPID -p NRestarts -p ActiveEnterTimestamp syncthing.service"
    term.run(cmd, "MainPID=2371\nNRestarts=0\nActiveEnterTimestamp=Mon 2024-06-03 08:12:44 CEST")
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)"), o(1)))
    cmd = "echo 127.0.0.1:8384 > ~/syncthing_gui.txt && cat ~/syncthing_gui.txt"
    term.run(cmd, "127.0.0.1:8384")
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)"), o()))
    rs.add(task="os", tid="h11-os-07", system=system("Check that the Syncthing user service is running (do not restart it), find the address its web GUI listens on, and write that address into ~/syncthing_gui.txt."),
           turns=turns, state=state, bad=True, turn=7, kind="service main PID differs from the earlier status output with no restart")


GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp_title(name: str, tag: str, dirty: bool, layers: int, size: tuple[int, int]) -> str:
    s = "layer" if layers == 1 else "layers"
    return (f"{'*' if dirty else ''}[{name}] {tag}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {layers} {s}) "
            f"{size[0]}x{size[1]} \u2013 GIMP").replace("] -1.0", "]-1.0")


def gimp_win(title: str, layers: list[tuple[str, str]], active: str, zoom: str, status: str = "",
             extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    rows += menubar(GIMP_MENUS, 70, 58)
    rows += [("panel", "Toolbox", "", (70, 90), (230, 500)), ("panel", "Tool Options", "", (70, 600), (230, 440)),
             ("drawing-area", "Canvas", "", (310, 110), (1290, 890)),
             ("page-tab", "Layers", "", (1610, 90), (80, 28)), ("page-tab", "Channels", "", (1690, 90), (90, 28)),
             ("page-tab", "Paths", "", (1780, 90), (70, 28)),
             ("combo-box", "Mode", "Normal", (1620, 126), (290, 28)),
             ("spin-button", "Opacity", "100.0", (1620, 160), (290, 26))]
    for i, (n, vis) in enumerate(layers):
        rows.append(("list-item", n, "active" if n == active else vis, (1620, 200 + i * 40), (290, 40)))
    rows += [("push-button", "Create a new layer", "", (1620, 1010), (28, 28)),
             ("push-button", "Duplicate layer", "", (1720, 1010), (28, 28)),
             ("push-button", "Delete layer", "", (1880, 1010), (28, 28)),
             ("combo-box", "Zoom", zoom, (380, 1040), (90, 24)), ("combo-box", "Units", "px", (330, 1040), (50, 24)),
             ("label", "", status, (480, 1040), (600, 20))]
    rows += extra or []
    return rows


def t08(rs: RowSet) -> None:
    # GIMP scale, add layer, export (clean): the title's size, layer count and (imported)/(exported) tag change only through the agent's actions; JPEG export does not remove the layer.
    ck = Clock("Tue Jul 2", 15, 36)
    size = [3200, 1200]
    layers = [("harbor_panorama.jpg", "")]
    flags = {"dirty": False, "tag": "(imported)"}

    def o(extra: list[Row] | None = None, m: int = 0) -> str:
        title = gimp_title("harbor_panorama", str(flags["tag"]), bool(flags["dirty"]), len(layers), (size[0], size[1]))
        return desk("GNU Image Manipulation Program", gimp_win(title, layers, layers[0][0], "33.3%", "", extra), ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['gimp', '/home/noor/Pictures/harbor_panorama.jpg'])"), o(m=1)))
    im = menu_items(["Duplicate", "Mode", "Precision", "Color Management", "Transform", "Canvas Size...", "Fit Canvas to Layers",
                     "Fit Canvas to Selection", "Print Size...", "Scale Image...", "Crop to Selection", "Crop to Content",
                     "Slice Using Guides", "Zealous Crop", "Merge Visible Layers...", "Flatten Image", "Align Visible Layers...",
                     "Guides", "Configure Grid...", "Image Properties", "Metadata"], 350, 84)
    turns.append((code("pyautogui.click(385, 70)"), o(im)))

    def scale_dlg(w: int, h: int) -> list[Row]:
        return [("dialog", "Scale Image", "", (700, 300), (460, 420)), ("label", "", "harbor_panorama.jpg-1", (720, 320), (300, 20)),
                ("label", "", "Image Size", (720, 360), (120, 20)),
                ("spin-button", "Width", str(w), (800, 390), (150, 28)), ("spin-button", "Height", str(h), (800, 424), (150, 28)),
                ("toggle-button", "Chain", "linked", (960, 400), (24, 40)), ("combo-box", "Unit", "px", (1000, 406), (80, 28)),
                ("label", "", f"{w} \u00d7 {h} pixels", (800, 458), (200, 20)),
                ("spin-button", "X resolution", "72.000", (800, 490), (120, 28)), ("spin-button", "Y resolution", "72.000", (800, 524), (120, 28)),
                ("combo-box", "Resolution unit", "pixels/in", (960, 506), (120, 28)),
                ("label", "", "Quality", (720, 570), (120, 20)), ("combo-box", "Interpolation", "Cubic", (820, 596), (200, 28)),
                ("push-button", "Help", "", (720, 670), (70, 30)), ("push-button", "Reset", "", (800, 670), (70, 30)),
                ("push-button", "Cancel", "", (980, 670), (80, 30)), ("push-button", "Scale", "", (1070, 670), (80, 30))]
    turns.append((code("pyautogui.click(475, 369)"), o(scale_dlg(3200, 1200))))
    turns.append((code("pyautogui.tripleClick(875, 404)\npyautogui.write('1280')\npyautogui.press('tab')"), o(scale_dlg(1280, 480), m=1)))
    size[:] = [1280, 480]
    flags["dirty"] = True
    turns.append((code("pyautogui.click(1110, 685)"), o()))

    def layer_dlg(name: str) -> list[Row]:
        return [("dialog", "New Layer", "", (660, 240), (560, 560)), ("text", "Layer name", name, (800, 280), (380, 28)),
                ("combo-box", "Mode", "Normal", (800, 320), (380, 28)), ("combo-box", "Blend space", "Auto", (800, 356), (380, 28)),
                ("spin-button", "Opacity", "100.0", (800, 430), (380, 26)),
                ("spin-button", "Width", "1280", (800, 470), (140, 28)), ("spin-button", "Height", "480", (800, 504), (140, 28)),
                ("spin-button", "Offset X", "0", (800, 546), (140, 28)), ("spin-button", "Offset Y", "0", (800, 580), (140, 28)),
                ("combo-box", "Fill with", "Transparency", (800, 624), (380, 28)),
                ("check-box", "Lock pixels", "", (800, 668), (200, 22)),
                ("push-button", "Help", "", (680, 750), (70, 30)), ("push-button", "Cancel", "", (1040, 750), (80, 30)),
                ("push-button", "OK", "", (1130, 750), (70, 30))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"), o(layer_dlg("Layer"))))
    layers.insert(0, ("Caption", ""))
    turns.append((code("pyautogui.tripleClick(990, 294)\npyautogui.write('Caption')\npyautogui.click(1165, 765)"), o(m=1)))

    def export_dlg(name: str) -> list[Row]:
        return [("dialog", "Export Image", "", (460, 180), (1000, 700)), ("text", "Name", name, (560, 200), (600, 30)),
                ("label", "", "Save in folder:", (480, 240), (120, 22)), ("push-button", "noor", "", (620, 236), (80, 30)),
                ("push-button", "Pictures", "", (700, 236), (100, 30)),
                ("table-cell", "", "harbor_panorama.jpg", (700, 300), (400, 28)), ("table-cell", "", "4.8 MB", (1100, 300), (100, 28)),
                ("table-cell", "", "pier_sunrise_02.jpg", (700, 328), (400, 28)), ("table-cell", "", "2.1 MB", (1100, 328), (100, 28)),
                ("table-cell", "", "Screenshots", (700, 356), (400, 28)), ("table-cell", "", "", (1100, 356), (100, 28)),
                ("push-button", "Cancel", "", (1260, 830), (90, 32)), ("push-button", "Export", "", (1360, 830), (90, 32))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), o(export_dlg("harbor_panorama.jpg"))))
    jpeg = [("dialog", "Export Image as JPEG", "", (740, 300), (440, 420)), ("slider", "Quality", "90", (760, 340), (400, 28)),
            ("check-box", "Show preview in image window", "", (760, 380), (300, 22)),
            ("label", "", "File size: unknown", (760, 410), (200, 20)),
            ("check-box", "Use quality settings from original image", "", (760, 440), (380, 22)),
            ("toggle-button", "Advanced Options", "", (760, 480), (200, 24)),
            ("push-button", "Help", "", (760, 670), (70, 30)), ("push-button", "Cancel", "", (1000, 670), (80, 30)),
            ("push-button", "Export", "", (1090, 670), (80, 30))]
    turns.append((code("pyautogui.tripleClick(860, 215)\npyautogui.write('harbor_panorama_web.jpg')\npyautogui.press('enter')"), o(jpeg)))
    flags["tag"] = "(exported)"
    turns.append((code("pyautogui.click(1130, 685)"), o(m=1)))
    rs.add(task="os", tid="h11-os-08", system=system("In GIMP, scale harbor_panorama.jpg to 1280 px wide keeping its aspect ratio, add a transparent layer named 'Caption', and export the result as harbor_panorama_web.jpg in the same folder."),
           turns=turns, state=state)


CHROME_NAV = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
              "Search engine", "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System",
              "Reset settings", "Extensions", "About Chrome"]


def chrome_win(title: str, url: str, tabs: list[str], active: int, page: list[Row], bookmarks: list[str] | None = None,
               settings_nav: bool = True) -> list[Row]:
    rows: list[Row] = [("frame", f"{title} - Google Chrome", "", (70, 27), (1850, 1053))]
    for i, t in enumerate(tabs):
        rows.append(("page-tab", t, "selected" if i == active else "", (80 + i * 240, 34), (236, 34)))
    rows += [("push-button", "New Tab", "", (80 + len(tabs) * 240, 38), (28, 28)),
             ("push-button", "Back", "", (80, 74), (32, 32)), ("push-button", "Forward", "", (114, 74), (32, 32)),
             ("push-button", "Reload", "", (148, 74), (32, 32)),
             ("entry", "Address and search bar", url, (230, 74), (1400, 32)),
             ("push-button", "Bookmark this tab", "", (1600, 74), (32, 32)),
             ("push-button", "Chrome", "", (1870, 74), (32, 32))]
    y = 110
    if bookmarks is not None:
        x = 80
        for b in bookmarks:
            w = 9 * len(b) + 40
            rows.append(("push-button", b, "", (x, 110), (w, 28)))
            x += w
        y = 140
    rows.append(("document-web", title, "", (70, y), (1850, 1080 - y)))
    if settings_nav:
        rows.append(("entry", "Search settings", "", (700, y + 10), (680, 36)))
        for i, n in enumerate(CHROME_NAV):
            rows.append(("link", n, "", (90, y + 70 + i * 40), (260, 40)))
    return rows + page


def t09(rs: RowSet) -> None:
    # Chrome site settings (bad): turn 11's Site settings page says pop-ups are allowed by default although turns 2-6 showed "Don't allow..." and the agent only added one allowed site.
    ck = Clock("Sun Jun 16", 19, 8)
    st = {"cookies": "Third-party cookies are blocked in Incognito mode", "popups": "Don't allow sites to send pop-ups or use redirects"}
    allowed = ["https://intranet.halvorsen-freight.com:443"]

    def privacy() -> list[Row]:
        items = [("Delete browsing data", "Delete history, cookies, cache, and more"),
                 ("Privacy Guide", "Review key privacy and security controls"),
                 ("Third-party cookies", st["cookies"]),
                 ("Ad privacy", "Customize the info used by sites to show you ads"),
                 ("Security", "Safe Browsing (protection from dangerous sites) and other security settings"),
                 ("Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)")]
        rows: list[Row] = [("heading", "Privacy and security", "", (420, 220), (900, 30))]
        for i, (n, s) in enumerate(items):
            rows.append(("link", n, s, (420, 270 + i * 64), (1000, 64)))
        return rows

    def site_settings(popups: str) -> list[Row]:
        items = [("heading", "Recent activity", ""), ("link", "meet.google.com", "Allowed camera, microphone"),
                 ("link", "app.linear.app", "Allowed notifications"),
                 ("heading", "Permissions", ""), ("link", "Location", "Sites can ask for your location"),
                 ("link", "Camera", "Sites can ask to use your camera"), ("link", "Microphone", "Sites can ask to use your microphone"),
                 ("link", "Notifications", "Sites can ask to send notifications"),
                 ("push-button", "Additional permissions", ""),
                 ("heading", "Content", ""), ("link", "Third-party cookies", st["cookies"]),
                 ("link", "JavaScript", "Sites can use JavaScript"), ("link", "Images", "Sites can show images"),
                 ("link", "Pop-ups and redirects", popups), ("push-button", "Additional content settings", "")]
        rows: list[Row] = [("push-button", "Back", "", (420, 220), (32, 32)), ("heading", "Site settings", "", (470, 220), (400, 30))]
        for i, (tag, n, s) in enumerate(items):
            rows.append((tag, n, s, (420, 270 + i * 48), (1000, 48)))
        return rows

    def popups_page(dialog: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("push-button", "Back", "", (420, 220), (32, 32)), ("heading", "Pop-ups and redirects", "", (470, 220), (400, 30)),
                           ("label", "", "Sites might send pop-ups to show ads, or use redirects to lead you to websites you may want to avoid", (420, 270), (1000, 40)),
                           ("heading", "Default behavior", "", (420, 320), (400, 26)),
                           ("radio-button", "Sites can send pop-ups and use redirects", "", (420, 356), (1000, 48)),
                           ("radio-button", "Don't allow sites to send pop-ups or use redirects", "checked", (420, 404), (1000, 48)),
                           ("heading", "Customized behaviors", "", (420, 470), (400, 26)),
                           ("label", "", "Not allowed to send pop-ups or use redirects", (420, 510), (700, 26)),
                           ("push-button", "Add", "", (1330, 506), (70, 32)), ("label", "", "No sites added", (440, 546), (300, 24)),
                           ("label", "", "Allowed to send pop-ups and use redirects", (420, 590), (700, 26)),
                           ("push-button", "Add", "", (1330, 586), (70, 32))]
        for i, a in enumerate(allowed):
            rows += [("link", a, "", (440, 630 + i * 44), (800, 44)), ("push-button", "More actions", "", (1360, 636 + i * 44), (32, 32))]
        return rows + (dialog or [])

    def cookies_page(third: str, dnt: bool, dialog: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("push-button", "Back", "", (420, 220), (32, 32)), ("heading", "Third-party cookies", "", (470, 220), (400, 30)),
                           ("radio-button", "Allow third-party cookies", "", (420, 280), (1000, 56)),
                           ("radio-button", "Block third-party cookies in Incognito", "checked" if third == "incognito" else "", (420, 336), (1000, 56)),
                           ("radio-button", "Block third-party cookies", "checked" if third == "block" else "", (420, 392), (1000, 56)),
                           ("heading", "Advanced", "", (420, 470), (300, 26)),
                           ("toggle-button", "Clear cookies and site data when you close all windows", "off", (420, 506), (1000, 48)),
                           ("toggle-button", "Send a \"Do Not Track\" request with your browsing traffic", "on" if dnt else "off", (420, 554), (1000, 48)),
                           ("heading", "Customized behaviors", "", (420, 622), (400, 26)),
                           ("label", "", "Sites allowed to use third-party cookies", (420, 660), (700, 26)),
                           ("push-button", "Add", "", (1330, 656), (70, 32)),
                           ("link", "[*.]teamwork-cdn.net", "", (440, 700), (800, 44)),
                           ("link", "See all site data and permissions", "", (420, 760), (1000, 48))]
        return rows + (dialog or [])

    def o(title: str, url: str, page: list[Row], m: int = 0) -> str:
        return desk("Google Chrome", chrome_win(title, url, [title], 0, page), ck.at(m))

    state = desk("Google Chrome", chrome_win("New Tab", "", ["New Tab"], 0, [("entry", "Search Google or type a URL", "", (660, 460), (600, 44))], settings_nav=False), ck.at(0))
    turns = []
    turns.append((code("BrowserTools.open_privacy_settings()"), o("Settings - Privacy and security", "chrome://settings/privacy", privacy(), 1)))
    turns.append((code("pyautogui.click(900, 622)"), o("Settings - Site settings", "chrome://settings/content", site_settings(st["popups"]))))
    turns.append((code("pyautogui.click(900, 918)"), o("Settings - Pop-ups and redirects", "chrome://settings/content/popups", popups_page(), 1)))
    add = [("dialog", "Add a site", "", (700, 380), (520, 220)), ("entry", "Site", "", (730, 440), (460, 36)),
           ("push-button", "Cancel", "", (1010, 540), (90, 34)), ("push-button", "Add", "insensitive", (1110, 540), (80, 34))]
    turns.append((code("pyautogui.click(1365, 602)"), o("Settings - Pop-ups and redirects", "chrome://settings/content/popups", popups_page(add))))
    allowed.append("[*.]portal.brackenridge-hoa.org")
    turns.append((code("pyautogui.write('portal.brackenridge-hoa.org')\npyautogui.click(1150, 557)"),
                  o("Settings - Pop-ups and redirects", "chrome://settings/content/popups", popups_page(), 1)))
    turns.append((code("pyautogui.click(436, 236)"), o("Settings - Site settings", "chrome://settings/content", site_settings(st["popups"]))))
    turns.append((code("pyautogui.click(900, 774)"), o("Settings - Third-party cookies", "chrome://settings/cookies", cookies_page("incognito", False), 1)))
    turns.append((code("pyautogui.click(900, 420)"), o("Settings - Third-party cookies", "chrome://settings/cookies", cookies_page("block", False))))
    st["cookies"] = "Third-party cookies are blocked"
    dnt = [("dialog", "Do Not Track", "", (660, 360), (600, 280)),
           ("label", "", "Enabling \"Do Not Track\" means that a request will be included with your browsing traffic. Any effect depends on whether a website responds to the request, and how the request is interpreted.", (690, 410), (540, 100)),
           ("push-button", "Cancel", "", (1040, 580), (90, 34)), ("push-button", "Confirm", "", (1140, 580), (100, 34))]
    turns.append((code("pyautogui.click(1380, 578)"), o("Settings - Third-party cookies", "chrome://settings/cookies", cookies_page("block", False, dnt))))
    turns.append((code("pyautogui.click(1190, 597)"), o("Settings - Third-party cookies", "chrome://settings/cookies", cookies_page("block", True), 1)))
    turns.append((code("pyautogui.click(436, 236)"), o("Settings - Site settings", "chrome://settings/content", site_settings("Sites can send pop-ups and use redirects"))))
    rs.add(task="os", tid="h11-os-09", system=system("In Chrome, keep pop-ups blocked but allow them for portal.brackenridge-hoa.org, block all third-party cookies, and turn on Do Not Track."),
           turns=turns, state=state, bad=True, turn=11, kind="pop-ups default setting shown as allowed with no action changing it")


def gb(n: int) -> str:
    """GLib's g_format_size: decimal units, one decimal."""
    for unit, f in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if n >= f:
            return f"{n / f:.1f} {unit}"
    return f"{n} bytes"


def lsh(n: int) -> str:
    """`ls -h`: binary units, rounded up, one decimal below 10."""
    for unit, f in (("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)):
        if n >= f:
            v = n / f
            return f"{math.ceil(v * 10) / 10:.1f}{unit}" if v < 10 else f"{math.ceil(v)}{unit}"
    return str(n)


def t10(rs: RowSet) -> None:
    # Disk Usage Analyzer plus terminal (clean): a VM image is deleted in the terminal; ls shows GiB while the analyzer shows GB, and the rescan shrinks sizes and item counts accordingly.
    ck = Clock("Thu Jun 20", 13, 50)
    focal, jammy = 10_307_921_000, 2_362_000_000
    vm = {"focal-dev-2021.qcow2": focal, "jammy-ci.qcow2": jammy}
    dl_other = {"datasets": (2_412_000_000, 318, "May 30"), "installers": (704_300_000, 11, "Apr 2")}
    dl_loose, dl_loose_n = 96_500_000, 27
    home_other = [(".cache", 3_104_000_000, 12_906, "Jun 20"), ("Pictures", 2_218_000_000, 1_544, "Jun 9"),
                  (".local", 1_587_000_000, 8_311, "Jun 19"), ("Documents", 912_400_000, 2_087, "Jun 18"),
                  ("snap", 611_000_000, 9_402, "Jun 14"), ("Music", 208_700_000, 196, "Feb 11"),
                  (".config", 143_200_000, 1_833, "Jun 20"), ("Desktop", 61_300_000, 12, "Jun 3")]
    home_loose, home_loose_n = 4_096_000, 19
    root_total, root_used0 = 98_299_000_000, 61_240_000_000
    vm_mod = ["Jan 22"]

    scan_vm = dict(vm)
    scan_mod = ["Jan 22"]

    def sizes() -> dict[str, tuple[int, int]]:
        v = sum(scan_vm.values()), len(scan_vm)
        d = (v[0] + sum(x[0] for x in dl_other.values()) + dl_loose,
             v[1] + 1 + sum(x[1] + 1 for x in dl_other.values()) + dl_loose_n)
        h = (d[0] + sum(x[1] for x in home_other) + home_loose, d[1] + 1 + sum(x[2] + 1 for x in home_other) + home_loose_n)
        return {"vm": v, "dl": d, "home": h}

    def scan_rows(expanded: bool) -> list[Row]:
        s = sizes()
        entries = [("samir", s["home"][0], s["home"][1], "Jun 20", 0)]
        kids = [("Downloads", s["dl"][0], s["dl"][1], "Jun 17")] + [(n, b, c, m) for n, b, c, m in home_other]
        kids.sort(key=lambda k: -k[1])
        for k in kids:
            entries.append((k[0], k[1], k[2], k[3], 1))
            if expanded and k[0] == "Downloads":
                sub = [("vm-images", s["vm"][0], s["vm"][1], scan_mod[0])] + [(n, b, c, m) for n, (b, c, m) in dl_other.items()]
                sub.sort(key=lambda k2: -k2[1])
                entries += [(n, b, c, m, 2) for n, b, c, m in sub]
        rows: list[Row] = [("table-column-header", "Folder", "", (420, 200), (420, 28)), ("table-column-header", "Size", "", (840, 200), (140, 28)),
                           ("table-column-header", "Contents", "", (980, 200), (160, 28)), ("table-column-header", "Modified", "", (1140, 200), (140, 28))]
        for i, (n, b, c, m, lvl) in enumerate(entries):
            y = 228 + i * 30
            rows += [("table-cell", "Folder", n, (420 + 24 * lvl, y), (420 - 24 * lvl, 30)), ("table-cell", "Size", gb(b), (840, y), (140, 30)),
                     ("table-cell", "Contents", f"{c:,} item{'' if c == 1 else 's'}", (980, y), (160, 30)), ("table-cell", "Modified", m, (1140, y), (140, 30))]
        return rows

    def baobab(view: str, expanded: bool = False) -> list[Row]:
        rows: list[Row] = [("frame", "Disk Usage Analyzer" if view == "main" else "samir", "", (400, 140), (1300, 820)),
                           ("push-button", "Back", "", (410, 148), (34, 34))]
        if view == "main":
            used = root_used0 - (focal - vm.get("focal-dev-2021.qcow2", 0))
            rows += [("label", "", "Devices & Locations", (800, 154), (300, 22)),
                     ("list-item", "Home folder", "/home/samir", (440, 220), (1220, 70)),
                     ("list-item", "Filesystem root", f"{gb(root_total - used)} available / {gb(root_total)}", (440, 300), (1220, 70)),
                     ("list-item", "Other Locations", "", (440, 380), (1220, 70))]
        else:
            rows += [("push-button", "Reload", "", (1610, 148), (34, 34)), ("push-button", "Main menu", "", (1650, 148), (34, 34))]
            rows += scan_rows(expanded)
            rows.append(("drawing-area", "Rings chart", "", (1300, 240), (380, 380)))
        return rows

    term = Term("samir", "p53-ws")

    def o(body: list[Row], m: int = 0) -> str:
        return desk("Disk Usage Analyzer" if body[0][0] == "frame" and "samir@" not in body[0][1] else "Terminal", body, ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['baobab'])"), o(baobab("main"), 1)))
    turns.append((code("pyautogui.click(1050, 255)"), o(baobab("scan"), 1)))
    turns.append((code("pyautogui.click(456, 273)"), o(baobab("scan", True))))
    turns.append((code("pyautogui.hotkey('ctrl', 'alt', 't')"), o(term.window(200, 300, 1100, 700) + baobab("scan", True), 1)))
    cmd = "ls -lh ~/Downloads/vm-images"
    term.run(cmd, f"total {lsh(focal + jammy)}\n-rw-r--r-- 1 samir samir {lsh(focal)} Mar 14  2021 focal-dev-2021.qcow2\n-rw-r--r-- 1 samir samir {lsh(jammy)} Jan 22 11:05 jammy-ci.qcow2")
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)"), o(term.window(200, 300, 1100, 700) + baobab("scan", True))))
    del vm["focal-dev-2021.qcow2"]
    vm_mod[0] = "Jun 20"
    cmd = "rm ~/Downloads/vm-images/focal-dev-2021.qcow2 && ls -lh ~/Downloads/vm-images"
    term.run(cmd, f"total {lsh(jammy)}\n-rw-r--r-- 1 samir samir {lsh(jammy)} Jan 22 11:05 jammy-ci.qcow2")
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)"), o(term.window(200, 300, 1100, 700) + baobab("scan", True), 1)))
    scan_vm.clear()
    scan_vm.update(vm)
    scan_mod[0] = vm_mod[0]
    turns.append((code("pyautogui.hotkey('alt', 'tab')\npyautogui.hotkey('ctrl', 'r')"), o(baobab("scan", True) + term.window(200, 300, 1100, 700)[:1], 1)))
    turns.append((code("pyautogui.click(427, 165)"), o(baobab("main") + term.window(200, 300, 1100, 700)[:1])))
    rs.add(task="os", tid="h11-os-10", system=system("Use Disk Usage Analyzer to find what takes the most space in the home folder, delete the old focal-dev-2021 VM image from the terminal, and rescan to confirm the space was freed."),
           turns=turns, state=state)


def vscode_win(title: str, tabs: list[str], active: int, body: list[Row], status: list[str], side: list[Row] | None = None,
               extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", f"{title} - Visual Studio Code", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 110, 30)
    for i, n in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)",
                           "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
        rows.append(("page-tab", n, "", (70, 70 + i * 48), (48, 48)))
    rows += side or []
    x0 = 420 if side else 118
    for i, t in enumerate(tabs):
        rows.append(("page-tab", t, "selected" if i == active else "", (x0 + i * 200, 62), (200, 35)))
    rows += body
    for i, s in enumerate(status):
        rows.append(("push-button", s, "", (80 + i * 160, 1056), (150, 22)))
    rows += extra or []
    return rows


DOT = " \u25cf"


def t11(rs: RowSet) -> None:
    # VS Code settings (bad): turn 6's settings.json has "editor.fontSize": 16 although the agent typed 15 in turn 2 and nothing changed it.
    ck = Clock("Tue Apr 30", 11, 5)
    proj = "tidewater-api"
    common = {"Files: Auto Save": "off", "Editor: Font Size": "14", "Editor: Font Family": "'Droid Sans Mono', 'monospace', monospace",
              "Editor: Tab Size": "4", "Editor: Render Whitespace": "selection", "Editor: Cursor Style": "line",
              "Editor: Multi Cursor Modifier": "alt", "Editor: Insert Spaces": "checked", "Editor: Word Wrap": "off"}
    fos = {"Editor: Format On Save": "unchecked", "Editor: Format On Save Mode": "file", "Notebook: Format On Save": "unchecked"}
    modified: set[str] = set()

    def settings_body(query: str, items: dict[str, str], found: str = "") -> list[Row]:
        rows: list[Row] = [("entry", "Search settings", query, (140, 110), (1300, 34)), ("label", "", found, (1460, 116), (200, 22)),
                           ("page-tab", "User", "selected", (140, 156), (70, 30)), ("page-tab", "Workspace", "", (220, 156), (110, 30))]
        if not query:
            for i, n in enumerate(["Commonly Used", "Text Editor", "Workbench", "Window", "Features", "Application", "Security", "Extensions"]):
                rows.append(("tree-item", n, "", (140, 200 + i * 28), (200, 28)))
            rows.append(("heading", "Commonly Used", "", (380, 200), (400, 30)))
        for i, (k, v) in enumerate(items.items()):
            y = 250 + i * 82
            rows.append(("label", k, "Modified" if k in modified else "", (380, y), (900, 24)))
            tag = "check-box" if v in ("checked", "unchecked") else ("combo-box" if k in ("Files: Auto Save", "Editor: Render Whitespace", "Editor: Cursor Style", "Editor: Multi Cursor Modifier", "Editor: Word Wrap", "Editor: Format On Save Mode") else "entry")
            rows.append((tag, k, v, (380, y + 40), (300, 28)))
        return rows

    status = ["main", "\u2297 0  \u26a0 0", "Prettier"]

    def o(tabs: list[str], active: int, body: list[Row], st: list[str] | None = None, side: list[Row] | None = None,
          extra: list[Row] | None = None, m: int = 0) -> str:
        name = tabs[active].replace(DOT, "").strip()
        title = f"{name} - {proj}" if tabs else proj
        return desk("Visual Studio Code", vscode_win(title, tabs, active, body, st or status, side, extra), ck.at(m))

    readme = "# tidewater-api\n\nREST service for tide-gauge readings (NOAA CO-OPS mirror).\n\n## Run\n\n    npm ci\n    npm run dev\n"
    state = o(["README.md"], 0, [("text", "Editor content; README.md", readme, (118, 97), (1800, 950))], status + ["Ln 1, Col 1", "UTF-8", "LF", "Markdown"])
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', ',')"), o(["README.md", "Settings"], 1, settings_body("", common), m=1)))
    common["Editor: Font Size"] = "15"
    modified.add("Editor: Font Size")
    turns.append((code("pyautogui.click(530, 386)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('15')"), o(["README.md", "Settings"], 1, settings_body("", common))))
    common["Editor: Tab Size"] = "2"
    modified.add("Editor: Tab Size")
    turns.append((code("pyautogui.click(530, 550)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('2')"), o(["README.md", "Settings"], 1, settings_body("", common), m=1)))
    turns.append((code("pyautogui.click(790, 127)\npyautogui.write('format on save')"), o(["README.md", "Settings"], 1, settings_body("format on save", fos, "3 Settings Found"))))
    fos["Editor: Format On Save"] = "checked"
    modified.add("Editor: Format On Save")
    turns.append((code("pyautogui.click(392, 304)"), o(["README.md", "Settings"], 1, settings_body("format on save", fos, "3 Settings Found"), m=1)))
    js = ['{', '    "workbench.colorTheme": "Default Dark Modern",', '    "git.autofetch": true,', '    "telemetry.telemetryLevel": "off",',
          '    "editor.fontSize": 16,', '    "editor.tabSize": 2,', '    "editor.formatOnSave": true', '}']

    def jbody() -> list[Row]:
        return [("label", "", "> .config > Code > User > {} settings.json", (118, 97), (900, 22)),
                ("text", "Editor content; settings.json", "\n".join(js), (118, 120), (1800, 930))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Preferences: Open User Settings (JSON)')\npyautogui.press('enter')"),
                  o(["README.md", "Settings", "settings.json"], 2, jbody(), status + ["Ln 1, Col 1", "UTF-8", "LF", "JSON with Comments"])))
    js[6] = '    "editor.formatOnSave": true,'
    js.insert(7, '    "files.trimTrailingWhitespace": true')
    turns.append((code("pyautogui.click(900, 248)\npyautogui.press('end')\npyautogui.write(',')\npyautogui.press('enter')\npyautogui.write('\"files.trimTrailingWhitespace\": true')"),
                  o(["README.md", "Settings", "settings.json \u25cf"], 2, jbody(), status + ["Ln 8, Col 41", "UTF-8", "LF", "JSON with Comments"], m=1)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), o(["README.md", "Settings", "settings.json"], 2, jbody(), status + ["Ln 8, Col 41", "UTF-8", "LF", "JSON with Comments"])))
    tree = [("label", "", "EXPLORER", (118, 70), (200, 22)), ("tree-item", "TIDEWATER-API", "", (118, 100), (300, 24))] + [
        ("tree-item", n, "", (130, 126 + i * 24), (288, 24)) for i, n in enumerate(
            [".github", "node_modules", "src", "test", ".env.example", ".eslintrc.json", ".gitignore", ".prettierrc", "package-lock.json", "package.json", "README.md", "tsconfig.json"])]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')"), o(["README.md", "Settings", "settings.json"], 2, jbody(), status + ["Ln 8, Col 41", "UTF-8", "LF", "JSON with Comments"], side=tree, m=1)))
    rs.add(task="os", tid="h11-os-11", system=system("In VS Code (project tidewater-api), set the editor font size to 15, the tab size to 2, turn on format on save, and also trim trailing whitespace via the user settings.json."),
           turns=turns, state=state, bad=True, turn=6, kind="font size reads back different in settings.json from the value the agent entered")


def t12(rs: RowSet) -> None:
    # Files duplicate cleanup with restore (clean): three copies are trashed, the folder shrinks, and one copy legitimately returns via Restore From Trash.
    ck = Clock("Tue May 28", 10, 11)
    crumbs = ["Home", "Pictures", "Field_Trip_0518"]
    allf = [("IMG_4468.jpg", "4.6 MB", "18 May"), ("IMG_4469.jpg", "4.9 MB", "18 May"), ("IMG_4469 (copy).jpg", "4.9 MB", "20 May"),
            ("IMG_4470.jpg", "5.2 MB", "18 May"), ("IMG_4471.jpg", "4.4 MB", "18 May"), ("IMG_4471 (copy).jpg", "4.7 MB", "21 May"),
            ("IMG_4472.jpg", "5.0 MB", "18 May"), ("IMG_4473.jpg", "4.8 MB", "18 May"), ("IMG_4473 (copy).jpg", "4.8 MB", "20 May"),
            ("notes.txt", "1.3 kB", "19 May"), ("route.gpx", "212.6 kB", "18 May")]
    present = [f[0] for f in allf]

    def folder() -> list[tuple[str, str, str]]:
        return [f for f in allf if f[0] in present]

    def o(title: str, items: list[tuple[str, str, str]], status: str = "", extra: tuple[Row, ...] = (),
          cols: tuple[str, str, str] = ("Name", "Size", "Modified"), cr: list[str] | None = None, m: int = 0) -> str:
        return desk("Files", files_win(title, cr or crumbs, items, status, extra, cols), ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['nautilus', '/home/ines/Pictures/Field_Trip_0518'])"), o("Field_Trip_0518", folder(), m=1)))
    search = (("entry", "Search", "(copy)", (800, 160), (400, 32)),)
    copies = [f for f in allf if "(copy)" in f[0]]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('(copy)')"), o("Search for \u201c(copy)\u201d", copies, extra=search)))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"), o("Search for \u201c(copy)\u201d", copies, "3 items selected (14.4 MB)", search)))
    for f in copies:
        present.remove(f[0])
    note = (("label", "", "3 files deleted", (780, 880), (200, 24)), ("push-button", "Undo", "", (1000, 874), (70, 34)),
            ("label", "", "No Results Found", (900, 500), (200, 24)))
    turns.append((code("pyautogui.press('delete')"), o("Search for \u201c(copy)\u201d", [], "", search + note, m=1)))
    turns.append((code("pyautogui.press('escape')"), o("Field_Trip_0518", folder())))
    trash = [("IMG_4469 (copy).jpg", "/home/ines/Pictures/Field_Trip_0518", "10:13"), ("IMG_4471 (copy).jpg", "/home/ines/Pictures/Field_Trip_0518", "10:13"),
             ("IMG_4473 (copy).jpg", "/home/ines/Pictures/Field_Trip_0518", "10:13"), ("invoice_draft_old.pdf", "/home/ines/Documents", "3 May")]
    tcols = ("Name", "Original Location", "Trashed")
    banner = (("label", "", "Trash", (900, 124), (80, 22)), ("push-button", "Empty\u2026", "", (1350, 930), (90, 32)))
    turns.append((code("pyautogui.click(410, 506)"), o("Trash", trash, "", banner, tcols, ["Trash"], m=1)))
    turns.append((code("pyautogui.click(700, 246)"), o("Trash", trash, "\u201cIMG_4471 (copy).jpg\u201d selected (4.7 MB)", banner, tcols, ["Trash"])))
    present.append("IMG_4471 (copy).jpg")
    trash2 = [t for t in trash if t[0] != "IMG_4471 (copy).jpg"]
    turns.append((code("pyautogui.rightClick(700, 246)\npyautogui.click(780, 262)  # Restore From Trash"), o("Trash", trash2, "", banner, tcols, ["Trash"], m=1)))
    turns.append((code("pyautogui.hotkey('alt', 'left')"), o("Field_Trip_0518", folder())))
    turns.append((code("pyautogui.click(700, 354)"), o("Field_Trip_0518", folder(), "\u201cIMG_4471 (copy).jpg\u201d selected (4.7 MB)", m=1)))
    rs.add(task="os", tid="h11-os-12", system=system("In ~/Pictures/Field_Trip_0518, delete all the duplicate photos whose names end in '(copy)', but then restore 'IMG_4471 (copy).jpg' from the Trash because it was the edited version."),
           turns=turns, state=state)


def t13(rs: RowSet) -> None:
    # Archive Manager cleanup (bad): thumbs.db, deleted from the archive in turn 5, is listed again at the archive root in turn 7 after going back up from fonts/.
    ck = Clock("Mon Jul 8", 9, 32)
    root = [("fonts", 2_946_512, "Folder", "28 March 2024, 14:10"), (".DS_Store", 6_148, "unknown", "28 March 2024, 14:09"),
            ("cover_back.png", 7_412_880, "PNG image", "27 March 2024, 18:44"), ("cover_front.png", 9_804_112, "PNG image", "27 March 2024, 18:51"),
            ("layout_v3.indd", 27_936_768, "Adobe InDesign document", "28 March 2024, 11:02"),
            ("README.txt", 1_214, "plain text document", "28 March 2024, 14:05"), ("thumbs.db", 48_128, "unknown", "26 March 2024, 09:17")]
    fonts = [("BrandonText-Bold.otf", 1_032_200, "OpenType font", "12 January 2023, 10:20"),
             ("BrandonText-Regular.otf", 1_096_112, "OpenType font", "12 January 2023, 10:20"),
             ("Lora-Italic.ttf", 818_200, "TrueType font", "3 May 2022, 16:48")]
    assert sum(f[1] for f in fonts) == root[0][1]

    def win(loc: str, items: list[tuple[str, int, str, str]], status: str, extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("frame", "brochure_assets.zip", "", (360, 150), (1200, 760)),
                           ("push-button", "Extract", "", (370, 158), (90, 34)), ("push-button", "Add Files", "", (466, 158), (34, 34)),
                           ("toggle-button", "Find", "", (1440, 158), (34, 34)), ("push-button", "Main menu", "", (1480, 158), (34, 34)),
                           ("push-button", "Back", "", (370, 204), (34, 30)), ("push-button", "Forward", "", (406, 204), (34, 30)),
                           ("push-button", "Up", "", (442, 204), (34, 30)), ("push-button", "Home", "", (478, 204), (34, 30)),
                           ("label", "", "Location:", (530, 210), (80, 20)), ("entry", "Location", loc, (620, 204), (920, 30)),
                           ("table-column-header", "Name", "", (370, 244), (480, 26)), ("table-column-header", "Size", "", (850, 244), (140, 26)),
                           ("table-column-header", "Type", "", (990, 244), (260, 26)), ("table-column-header", "Date Modified", "", (1250, 244), (300, 26))]
        for i, (n, b, t, d) in enumerate(items):
            y = 270 + i * 30
            rows += [("table-cell", "Name", n, (370, y), (480, 30)), ("table-cell", "Size", gb(b), (850, y), (140, 30)),
                     ("table-cell", "Type", t, (990, y), (260, 30)), ("table-cell", "Date Modified", d, (1250, y), (300, 30))]
        rows.append(("label", "", status, (370, 884), (500, 22)))
        return rows + (extra or [])

    def count(items: list[tuple[str, int, str, str]]) -> str:
        return f"{len(items)} objects ({gb(sum(i[1] for i in items))})"

    def o(body: list[Row], m: int = 0, app: str = "Archive Manager") -> str:
        return desk(app, body, ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['file-roller', '/home/oskar/Shared/brochure_assets.zip'])"), o(win("/", root, count(root)), 1)))
    turns.append((code("pyautogui.click(600, 315)"), o(win("/", root, "1 object selected (6.1 kB)"))))
    turns.append((code("pyautogui.keyDown('ctrl')\npyautogui.click(600, 465)\npyautogui.keyUp('ctrl')"),
                  o(win("/", root, f"2 objects selected ({gb(6_148 + 48_128)})"))))
    dlg = [("dialog", "Delete", "", (760, 380), (400, 260)), ("radio-button", "All files", "", (790, 420), (200, 24)),
           ("radio-button", "Selected files", "checked", (790, 452), (200, 24)), ("radio-button", "Files:", "", (790, 484), (80, 24)),
           ("entry", "Files", "", (880, 482), (250, 28)), ("label", "", "example: *.txt; *.doc", (880, 516), (250, 20)),
           ("push-button", "Cancel", "", (950, 590), (90, 32)), ("push-button", "Delete", "", (1050, 590), (90, 32))]
    turns.append((code("pyautogui.press('delete')"), o(win("/", root, f"2 objects selected ({gb(6_148 + 48_128)})", dlg), 1)))
    after = [r for r in root if r[0] not in (".DS_Store", "thumbs.db")]
    turns.append((code("pyautogui.click(1095, 606)"), o(win("/", after, count(after)))))
    turns.append((code("pyautogui.doubleClick(600, 285)"), o(win("/fonts/", fonts, count(fonts)), 1)))
    bad = after + [root[-1]]
    turns.append((code("pyautogui.click(459, 219)"), o(win("/", bad, count(bad)))))
    readme = "Brochure assets - Kestrel Outdoor spring 2024\n\nfonts/      licensed for print only (Brandon Text, Lora)\ncover_*.png 300 dpi, CMYK converted in InDesign\nlayout_v3.indd  final layout, 16 pages, A5 landscape\n\nContact: oskar.lind@kestrel-outdoor.se"
    editor = [("frame", "README.txt (/tmp/.fr-Q3H2V1) - Text Editor", "", (520, 200), (1000, 700)),
              ("push-button", "Open", "", (530, 208), (80, 34)), ("push-button", "Save", "", (1340, 208), (70, 34)),
              ("text", "", readme, (520, 250), (1000, 610)), ("label", "", "Ln 1, Col 1", (1300, 870), (120, 20))]
    turns.append((code("pyautogui.doubleClick(600, 405)"), o(editor + win("/", bad, count(bad))[:1], 1, "Text Editor")))
    rs.add(task="os", tid="h11-os-13", system=system("Remove the macOS and Windows junk files (.DS_Store and thumbs.db) from ~/Shared/brochure_assets.zip with Archive Manager, then check the README inside."),
           turns=turns, state=state, bad=True, turn=7, kind="file deleted from the archive appears again in the archive listing")


def t14(rs: RowSet) -> None:
    # Document Viewer, two versions of a report (clean): the v2 and v3 files differ in page count; page number, search position and zoom change with navigation; closing v2 removes its window.
    ck = Clock("Wed Jun 26", 14, 2)
    d = "/home/arjun/Documents/reports"
    hits = [3, 12, 12, 19, 27, 27, 30, 31, 38, 41, 43]
    pages = {
        1: "Annual Port Report 2023\nHarbor Authority of Port Calder\nPresented to the Board of Commissioners, April 2024",
        3: "1. Overview\nThe 2023 capital programme included maintenance dredging of the inner basin and the first phase of the Berth 7 quay wall renewal. Cargo throughput rose 4.2% to 18.6 million tonnes.",
        12: "4. Capital works\nThe maintenance dredging contract (CW-2023-04) was awarded to Van Ooijen Marine in March. Dredging of the approach channel was completed on 14 September 2023, ahead of schedule.",
        27: "Table 4: Maintenance dredging volumes by berth, 2019-2023 (m\u00b3)\nBerth | 2019 | 2020 | 2021 | 2022 | 2023\nBerth 2 | 41,200 | 38,900 | 44,750 | 40,100 | 36,480\nBerth 5 | 22,600 | 25,300 | 19,800 | 23,950 | 21,120\nBerth 7 | 58,400 | 61,750 | 57,300 | 63,200 | 71,900\nApproach channel | 112,000 | 0 | 96,500 | 0 | 104,300\nNote: dredging volumes measured in-situ by multibeam survey.",
    }
    v2p1 = "Annual Port Report 2022\nHarbor Authority of Port Calder\nPresented to the Board of Commissioners, May 2023"

    def viewer(name: str, page: int, total: int, text: str, zoom: str, find: tuple[str, str] | None = None,
               pos: tuple[int, int] = (300, 90)) -> list[Row]:
        x, y = pos
        rows: list[Row] = [("frame", name, "", (x, y), (1400, 960)),
                           ("toggle-button", "Side pane", "", (x + 10, y + 8), (34, 34)),
                           ("entry", "Select page", str(page), (x + 60, y + 8), (60, 34)), ("label", "", f"of {total}", (x + 126, y + 14), (60, 22)),
                           ("toggle-button", "Search", "", (x + 1100, y + 8), (34, 34)), ("combo-box", "Zoom", zoom, (x + 1150, y + 8), (100, 34)),
                           ("push-button", "Main menu", "", (x + 1260, y + 8), (34, 34))]
        if find:
            rows += [("entry", "Find", find[0], (x + 400, y + 56), (500, 32)), ("label", "", find[1], (x + 910, y + 62), (200, 22))]
        rows += [("document-frame", name, "", (x, y + 96), (1400, 864)),
                 ("label", f"Page {page}", text, (x + 250, y + 130), (900, 700))]
        return rows

    def o(body: list[Row], m: int = 0) -> str:
        return desk("Document Viewer", body, ck.at(m))

    state = desk("", [], ck.at(0))
    v2 = "harbor_authority_report_v2.pdf"
    v3 = "harbor_authority_report_v3.pdf"
    turns = []
    turns.append((code(f"import subprocess\nsubprocess.Popen(['evince', '{d}/{v2}'])"), o(viewer(v2, 1, 38, v2p1, "92%"), 1)))
    files = [("harbor_authority_report_v2.pdf", "2.8 MB", "14 Mar 2023"), ("harbor_authority_report_v3.pdf", "3.4 MB", "11 Apr"),
             ("harbor_authority_summary_v3.pdf", "412.0 kB", "11 Apr"), ("tide_tables_2024.pdf", "1.1 MB", "2 Jan")]
    dlg: list[Row] = [("dialog", "Open Document", "", (480, 160), (1000, 700)), ("push-button", "arjun", "", (700, 176), (80, 30)),
                      ("push-button", "Documents", "", (780, 176), (110, 30)), ("push-button", "reports", "", (890, 176), (90, 30)),
                      ("table-column-header", "Name", "", (700, 220), (440, 26)), ("table-column-header", "Size", "", (1140, 220), (100, 26)),
                      ("table-column-header", "Modified", "", (1240, 220), (200, 26))]
    for i, (n, s, m) in enumerate(files):
        dlg += [("table-cell", "", n, (700, 246 + i * 30), (440, 30)), ("table-cell", "", s, (1140, 246 + i * 30), (100, 30)),
                ("table-cell", "", m, (1240, 246 + i * 30), (200, 30))]
    dlg += [("combo-box", "File type", "All Documents", (1200, 780), (240, 30)), ("push-button", "Cancel", "", (500, 170), (80, 30)),
            ("push-button", "Open", "", (1380, 170), (80, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'o')"), o(viewer(v2, 1, 38, v2p1, "92%") + dlg)))
    back = viewer(v2, 1, 38, v2p1, "92%")[:1]
    turns.append((code("pyautogui.doubleClick(900, 291)"), o(viewer(v3, 1, 44, pages[1], "92%", pos=(340, 110)) + back, 1)))
    res: list[Row] = [("list-item", f"Result {i + 1}", f"p. {p}", (350, 260 + i * 40), (230, 40)) for i, p in enumerate(hits)]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('dredging')"),
                  o(viewer(v3, 3, 44, pages[3], "92%", ("dredging", f"{len(hits)} results"), pos=(340, 110)) + res + back)))
    turns.append((code("pyautogui.press('enter')"),
                  o(viewer(v3, 12, 44, pages[12], "92%", ("dredging", f"{len(hits)} results"), pos=(340, 110)) + res + back, 1)))
    turns.append((code("pyautogui.tripleClick(430, 135)\npyautogui.write('27')\npyautogui.press('enter')"),
                  o(viewer(v3, 27, 44, pages[27], "92%", ("dredging", f"{len(hits)} results"), pos=(340, 110)) + res + back)))
    turns.append((code("pyautogui.hotkey('ctrl', 'plus')"),
                  o(viewer(v3, 27, 44, pages[27], "100%", ("dredging", f"{len(hits)} results"), pos=(340, 110)) + res + back, 1)))
    turns.append((code("pyautogui.press('escape')"), o(viewer(v3, 27, 44, pages[27], "100%", pos=(340, 110)) + back)))
    turns.append((code(f"import subprocess\nsubprocess.run(['wmctrl', '-c', '{v2}'])"), o(viewer(v3, 27, 44, pages[27], "100%", pos=(340, 110)), 1)))
    rs.add(task="os", tid="h11-os-14", system=system("Open the 2023 harbor authority report (v3) in Document Viewer, find how often 'dredging' occurs, go to the page with Table 4 and zoom in; close any other report that is open."),
           turns=turns, state=state)


def writer_win(title: str, style: str, bold: bool, paras: list[str], status: list[str], modified: bool,
               extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", f"{title} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])
    rows += [("combo-box", "Paragraph Style", style, (80, 128), (180, 26)), ("combo-box", "Font Name", "Calibri", (270, 128), (180, 26)),
             ("combo-box", "Font Size", "11 pt", (460, 128), (70, 26)), ("toggle-button", "Bold", "pressed" if bold else "", (540, 128), (26, 26)),
             ("toggle-button", "Italic", "", (568, 128), (26, 26)), ("toggle-button", "Underline", "", (596, 128), (26, 26)),
             ("document-text", title, "", (400, 170), (1120, 840))]
    for i, p in enumerate(paras):
        rows.append(("paragraph", "", p, (500, 200 + i * 66), (920, 60)))
    rows += extra or []
    for i, s in enumerate(status):
        rows.append(("label", "", s, (80 + i * 260, 1040), (250, 20)))
    rows.append(("label", "", "The document has been modified. Click to save." if modified else "The document has not been modified since the last save.", (1400, 1040), (24, 20)))
    return rows


def t15(rs: RowSet) -> None:
    # Writer service agreement (bad): turn 8 shows the warranty clause as "18 months" after turns 1-4 showed "24 months", with only formatting, scrolling and a save in between.
    ck = Clock("Fri May 17", 8, 54)
    title = "service_agreement_northfold.docx"
    paras = ["SERVICE AND MAINTENANCE AGREEMENT",
             "between Northfold Cold Storage Ltd (\"the Customer\") and Brenlow Refrigeration Systems GmbH (\"the Supplier\")",
             "1. Scope",
             "The Supplier shall install, commission and maintain the refrigeration equipment listed in Schedule A (\"the Equipment\") at the Customer's site at Unit 4, Harwell Trade Park, Grimsby DN31 2QX.",
             "2. Term",
             "This Agreement commences on 1 July 2024 and continues for an initial term of 36 months, renewing automatically for successive 12-month periods unless terminated under clause 9.",
             "3. Warranty",
             "The Supplier warrants the Equipment for a period of 24 months from the date of commissioning. The warranty covers parts and labour but excludes refrigerant losses caused by damage on the Customer's side.",
             "4. Response Times",
             "Critical faults (loss of cooling in any chamber) shall be attended within 4 hours, 24/7. Non-critical faults shall be attended within 2 working days."]
    later = ["5. Maintenance Visits",
             "The Supplier shall carry out four planned maintenance visits per year, including leak testing in line with Regulation (EU) 2024/573, and shall leave a signed service report after each visit.",
             "6. Charges",
             "The annual service charge is GBP 18,400, payable quarterly in advance. Call-outs outside the scope of clause 4 are charged at GBP 96 per hour plus parts.",
             "7. Liability",
             "Neither party's aggregate liability under this Agreement shall exceed 125% of the charges paid in the twelve months preceding the claim."]
    counts = "1,842 words, 11,506 characters"

    def o(style: str, bold: bool, vis: list[str], page: str, modified: bool, sel: str = "", extra: list[Row] | None = None, m: int = 0) -> str:
        return desk("LibreOffice Writer", writer_win(title, style, bold, vis, [page, sel or counts, "Default Page Style", "English (UK)"], modified, extra), ck.at(m))

    state = o("Title", False, paras, "Page 1 of 4", False)
    turns = []
    turns.append((code("pyautogui.click(900, 215)\npyautogui.hotkey('ctrl', 'home')"), o("Title", False, paras, "Page 1 of 4", False, m=1)))
    turns.append((code("WriterTools.set_line_spacing(1.5)"), o("Title", False, paras[:9], "Page 1 of 5", True)))
    find = [("entry", "Find Text", "Warranty", (90, 1010), (260, 26)), ("push-button", "Find Previous", "", (360, 1010), (26, 26)),
            ("push-button", "Find Next", "", (388, 1010), (26, 26)), ("push-button", "Find All", "", (420, 1010), (70, 26)),
            ("check-box", "Match Case", "", (500, 1010), (110, 26))]
    sel = "Selected: 1 word, 8 characters"
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('Warranty')\npyautogui.press('enter')"), o("Heading 2", False, paras[:9], "Page 1 of 5", True, sel, find, 1)))
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'b')"), o("Heading 2", True, paras[:9], "Page 1 of 5", True, sel)))
    turns.append((code("pyautogui.moveTo(960, 600)\npyautogui.scroll(-15)"), o("Heading 2", True, later, "Page 2 of 5", True, sel, m=1)))
    dlg = [("dialog", "Keep current format", "", (660, 420), (600, 190)),
           ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cWord 2007-365\u201d.", (680, 450), (560, 60)),
           ("push-button", "Use Word 2007-365!", "", (700, 560), (180, 30)), ("push-button", "Use ODF Format!", "", (900, 560), (160, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), o("Heading 2", True, later, "Page 2 of 5", True, sel, dlg)))
    turns.append((code("pyautogui.click(790, 575)"), o("Heading 2", True, later, "Page 2 of 5", False, sel, m=1)))
    drift = paras[:9]
    drift[7] = drift[7].replace("24 months", "18 months")
    turns.append((code("pyautogui.hotkey('ctrl', 'home')"), o("Title", False, drift, "Page 1 of 5", False)))
    turns.append((code("pyautogui.click(620, 596)"), o("Heading 2", True, drift, "Page 1 of 5", False, m=1)))
    rs.add(task="os", tid="h11-os-15", system=system("In service_agreement_northfold.docx, set the line spacing of the document to 1.5, make the 'Warranty' heading bold, and save it as Word."),
           turns=turns, state=state, bad=True, turn=8, kind="warranty clause text differs between two reads with no edit (months value)")


def t16(rs: RowSet) -> None:
    # Terminal, stuck print job and CUPS restart (clean): the restart gives cupsd a new PID and start time; the queue shrinks as jobs are cancelled and printed; clock advances.
    ck = Clock("Tue Jun 4", 10, 5)
    term = Term("dana", "office-ws3")
    p = "HP_LaserJet_M404_3F"

    def o(m: int = 0) -> str:
        return desk("Terminal", term.window(), ck.at(m))

    def w(cmd: str) -> str:
        return code(f"pyautogui.write('{cmd}\\n', interval=0.02)")

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'alt', 't')"), o()))
    j417 = f"{p}-417 dana            1248256   Tue 04 Jun 2024 09:51:07 AM CEST"
    j418 = f"{p}-418 mkowalski         88064   Tue 04 Jun 2024 09:58:40 AM CEST"
    j419 = f"{p}-419 dana             206848   Tue 04 Jun 2024 10:02:15 AM CEST"
    cmd = "lpstat -p -o"
    term.run(cmd, f"printer {p} now printing {p}-417.  enabled since Tue 04 Jun 2024 09:51:08 AM CEST\n\tThe printer is not responding.\n{j417}\n{j418}\n{j419}")
    turns.append((w(cmd), o()))
    cmd = "systemctl status cups --no-pager"
    term.run(cmd, """\u25cf cups.service - CUPS Scheduler
     Loaded: loaded (/lib/systemd/system/cups.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-06-04 08:02:31 CEST; 2h 3min ago
TriggeredBy: \u25cf cups.socket
             \u25cf cups.path
       Docs: man:cupsd(8)
   Main PID: 1184 (cupsd)
      Tasks: 2 (limit: 18962)
     Memory: 7.4M
        CPU: 1.318s
     CGroup: /system.slice/cups.service
             \u251c\u25001184 /usr/sbin/cupsd -l
             \u2514\u250022968 socket://192.168.10.44 417 dana report_Q2_final.pdf 1 "job-uuid=urn:uuid:6b1f0c2e-93a4-4f7e-b2d1-0c5e8a7f3d19 ..."

Jun 04 09:51:08 office-ws3 cupsd[1184]: REQUEST localhost - - "POST /printers/HP_LaserJet_M404_3F HTTP/1.1" 200 1248934 Print-Job successful-ok""")
    turns.append((w(cmd), o(1)))
    cmd = f"cancel {p}-417"
    term.run(cmd)
    turns.append((w(cmd), o()))
    cmd = "sudo systemctl restart cups"
    term.run(cmd, "[sudo] password for dana: ")
    term.lines.pop()
    turns.append((w(cmd), o(1)))
    term.lines.append(term.prompt())
    turns.append((code("pyautogui.write('Quill-4471\\n', interval=0.02)"), o()))
    cmd = "systemctl status cups --no-pager | head -n 9"
    term.run(cmd, """\u25cf cups.service - CUPS Scheduler
     Loaded: loaded (/lib/systemd/system/cups.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-06-04 10:07:12 CEST; 21s ago
TriggeredBy: \u25cf cups.socket
             \u25cf cups.path
       Docs: man:cupsd(8)
   Main PID: 23817 (cupsd)
      Tasks: 2 (limit: 18962)
     Memory: 3.1M""")
    turns.append((w(cmd), o()))
    cmd = "lpstat -p -o"
    term.run(cmd, f"printer {p} now printing {p}-418.  enabled since Tue 04 Jun 2024 10:07:13 AM CEST\n{j418}\n{j419}")
    turns.append((w(cmd), o()))
    cmd = "sleep 45; lpstat -p -o"
    term.run(cmd, f"printer {p} now printing {p}-419.  enabled since Tue 04 Jun 2024 10:07:51 AM CEST\n{j419}")
    turns.append((code(f"pyautogui.write('{cmd}\\n', interval=0.02)\nimport time\ntime.sleep(50)"), o(1)))
    cmd = "lpstat -p -o"
    term.run(cmd, f"printer {p} is idle.  enabled since Tue 04 Jun 2024 10:08:40 AM CEST")
    turns.append((w(cmd), o(1)))
    cmd = "lpstat -W completed -o | tail -n 3"
    term.run(cmd, f"{p}-417 dana            1248256   Tue 04 Jun 2024 09:51:07 AM CEST\n{p}-418 mkowalski         88064   Tue 04 Jun 2024 09:58:40 AM CEST\n{p}-419 dana             206848   Tue 04 Jun 2024 10:02:15 AM CEST")
    turns.append((w(cmd), o()))
    rs.add(task="os", tid="h11-os-16", system=system("The office printer is stuck on a job. Cancel the stuck job HP_LaserJet_M404_3F-417, restart CUPS (sudo password: Quill-4471), and make sure the remaining jobs print and the printer ends up idle."),
           turns=turns, state=state)


def t17(rs: RowSet) -> None:
    # GIMP logo backdrop (bad): the layer "logo_mark.png copy" created by the duplicate in turn 5 is missing from the Layers panel from turn 6 on.
    ck = Clock("Thu Jul 11", 17, 20)
    layers = [("logo_mark.png", "")]
    flags = {"dirty": False}

    def o(extra: list[Row] | None = None, shown: list[tuple[str, str]] | None = None, active: str | None = None, m: int = 0) -> str:
        title = gimp_title("logo_mark", "(imported)", bool(flags["dirty"]), len(layers), (512, 512))
        ls = shown if shown is not None else layers
        return desk("GNU Image Manipulation Program", gimp_win(title, ls, active or ls[0][0], "100%", "", extra), ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['gimp', '/home/tomas/Design/logo_mark.png'])"), o(m=1)))

    def layer_dlg(name: str, fill: str) -> list[Row]:
        return [("dialog", "New Layer", "", (660, 240), (560, 560)), ("text", "Layer name", name, (800, 280), (380, 28)),
                ("combo-box", "Mode", "Normal", (800, 320), (380, 28)), ("spin-button", "Opacity", "100.0", (800, 430), (380, 26)),
                ("spin-button", "Width", "512", (800, 470), (140, 28)), ("spin-button", "Height", "512", (800, 504), (140, 28)),
                ("combo-box", "Fill with", fill, (800, 624), (380, 28)),
                ("push-button", "Cancel", "", (1040, 750), (80, 30)), ("push-button", "OK", "", (1130, 750), (70, 30))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"), o(layer_dlg("Layer", "Transparency"))))
    layers.insert(0, ("Backdrop", ""))
    flags["dirty"] = True
    turns.append((code("pyautogui.tripleClick(990, 294)\npyautogui.write('Backdrop')\npyautogui.click(990, 638)\npyautogui.click(990, 698)  # White\npyautogui.click(1165, 765)"), o(m=1)))
    layers[:] = [("logo_mark.png", ""), ("Backdrop", "")]
    turns.append((code("pyautogui.click(445, 70)  # Layer\npyautogui.click(470, 240)  # Stack\npyautogui.click(700, 330)  # Layer to Bottom"), o(active="Backdrop")))
    layers.insert(0, ("logo_mark.png copy", ""))
    turns.append((code("pyautogui.click(1765, 220)\npyautogui.hotkey('shift', 'ctrl', 'd')"), o(m=1)))
    desat = [("dialog", "Desaturate", "", (700, 320), (460, 300)), ("label", "", "logo_mark.png copy-4 ([logo_mark] (imported))", (720, 350), (420, 22)),
             ("label", "", "Mode", (720, 400), (80, 22)), ("combo-box", "Mode", "Luminance", (820, 396), (300, 28)),
             ("check-box", "Preview", "checked", (720, 450), (100, 22)), ("check-box", "Split view", "", (840, 450), (120, 22)),
             ("push-button", "Help", "", (720, 570), (70, 30)), ("push-button", "Reset", "", (800, 570), (70, 30)),
             ("push-button", "Cancel", "", (980, 570), (80, 30)), ("push-button", "OK", "", (1070, 570), (70, 30))]
    shown = [("logo_mark.png", ""), ("Backdrop", "")]
    turns.append((code("pyautogui.click(510, 70)  # Colors\npyautogui.click(560, 160)  # Desaturate\npyautogui.click(780, 160)  # Desaturate..."), o(desat, shown)))
    turns.append((code("pyautogui.click(1105, 585)"), o(None, shown, m=1)))
    save = [("dialog", "Save Image", "", (460, 180), (1000, 700)), ("text", "Name", "logo_mark.xcf", (560, 200), (600, 30)),
            ("label", "", "Save in folder:", (480, 240), (120, 22)), ("push-button", "tomas", "", (620, 236), (80, 30)),
            ("push-button", "Design", "", (700, 236), (90, 30)),
            ("table-cell", "", "logo_mark.png", (700, 300), (400, 28)), ("table-cell", "", "38.6 kB", (1100, 300), (100, 28)),
            ("table-cell", "", "brand_colors.gpl", (700, 328), (400, 28)), ("table-cell", "", "1.1 kB", (1100, 328), (100, 28)),
            ("push-button", "Cancel", "", (1260, 830), (90, 32)), ("push-button", "Save", "", (1360, 830), (90, 32))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), o(save, shown)))
    rs.add(task="os", tid="h11-os-17", system=system("In GIMP, put a white 'Backdrop' layer under logo_mark.png, make a desaturated duplicate of the logo layer on top, and save the work as logo_mark.xcf."),
           turns=turns, state=state, bad=True, turn=6, kind="newly duplicated layer missing from the Layers panel")


def t18(rs: RowSet) -> None:
    # Chrome bookmarks (clean): a folder is added, a bookmark renamed, a search filters the list, and a new bookmark moves from the bar into the new folder.
    ck = Clock("Mon Jul 15", 16, 22)
    bar = [["NSF old", "https://www.research.gov/research-web/"], ["Zotero", "https://www.zotero.org/groups/5120944/lab_refs/library"],
           ["Overleaf", "https://www.overleaf.com/project"], ["CFDA lookup", "https://sam.gov/content/assistance-listings"]]
    other = [["ResearchGate - Dr. L. Mbeki", "https://www.researchgate.net/profile/Lindiwe-Mbeki"],
             ["Faculty research office", "https://research.uct-example.ac.za/office"], ["Payroll self-service", "https://hr.uct-example.ac.za/ess"]]
    folder: list[list[str]] = []
    has_folder = [False]
    g_title, g_url = "Search Grants | Grants.gov", "https://www.grants.gov/search-grants"
    grants_page: list[Row] = [("heading", "Search Grants", "", (300, 220), (600, 40)), ("entry", "Keyword(s)", "", (300, 280), (600, 36)),
                              ("label", "", "1,742 grant opportunities", (300, 340), (300, 22)),
                              ("link", "Research Infrastructure Improvement Program Track-1 (RII Track-1)", "", (300, 380), (900, 26)),
                              ("link", "Coastal Resilience Fund 2024", "", (300, 430), (900, 26))]

    def barnames() -> list[str]:
        return [b[0] for b in bar] + ["All Bookmarks"]

    def bm_page(query: str, sel: str, items: list[list[str]], extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("heading", "Bookmarks", "", (100, 150), (200, 30)), ("entry", "Search bookmarks", query, (600, 150), (700, 36)),
                           ("push-button", "Organize", "", (1860, 150), (32, 32)),
                           ("tree-item", "Bookmarks bar", "selected" if sel == "Bookmarks bar" else "", (90, 220), (300, 34))]
        if has_folder[0]:
            rows.append(("tree-item", "Grant portals", "selected" if sel == "Grant portals" else "", (110, 254), (280, 34)))
        rows.append(("tree-item", "Other bookmarks", "selected" if sel == "Other bookmarks" else "", (90, 254 + 34 * has_folder[0]), (300, 34)))
        for i, (n, u) in enumerate(items):
            rows.append(("link" if u else "tree-item", n, u, (480, 220 + i * 48), (1200, 48)))
            rows.append(("push-button", "More actions", "", (1700, 228 + i * 48), (32, 32)))
        if not items and query:
            rows.append(("label", "", "No matching bookmarks found", (800, 300), (300, 22)))
        return rows + (extra or [])

    def bar_items() -> list[list[str]]:
        return bar

    def o(active: int, page: list[Row], url: str, m: int = 0, tabs: int = 2) -> str:
        titles = [g_title, "Bookmarks"][:tabs]
        return desk("Google Chrome", chrome_win(titles[active], url, titles, active, page, barnames(), settings_nav=False), ck.at(m))

    state = o(0, grants_page, g_url, tabs=1)
    turns = []
    turns.append((code("BrowserTools.open_bookmarks()"), o(1, bm_page("", "Bookmarks bar", bar_items()), "chrome://bookmarks/?id=1", 1)))
    org = [("menu-item", t, "", (1640, 190 + i * 34), (240, 34)) for i, t in enumerate(
        ["Sort by name", "Add new bookmark", "Add new folder", "Import bookmarks", "Export bookmarks", "Help center"])]
    turns.append((code("pyautogui.click(1876, 166)"), o(1, bm_page("", "Bookmarks bar", bar_items(), org), "chrome://bookmarks/?id=1")))
    add = [("dialog", "Add folder", "", (700, 380), (520, 200)), ("entry", "Name", "New folder", (730, 440), (460, 36)),
           ("push-button", "Cancel", "", (1010, 520), (90, 34)), ("push-button", "Save", "", (1110, 520), (80, 34))]
    turns.append((code("pyautogui.click(1760, 275)"), o(1, bm_page("", "Bookmarks bar", bar_items(), add), "chrome://bookmarks/?id=1")))
    has_folder[0] = True
    bar.append(["Grant portals", ""])
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Grant portals')\npyautogui.press('enter')"),
                  o(1, bm_page("", "Bookmarks bar", bar_items()), "chrome://bookmarks/?id=1", 1)))
    edit = [("dialog", "Edit bookmark", "", (700, 360), (520, 260)), ("entry", "Name", "NSF old", (730, 420), (460, 36)),
            ("entry", "URL", bar[0][1], (730, 480), (460, 36)),
            ("push-button", "Cancel", "", (1010, 570), (90, 34)), ("push-button", "Save", "", (1110, 570), (80, 34))]
    turns.append((code("pyautogui.rightClick(700, 244)\npyautogui.click(760, 262)  # Edit..."), o(1, bm_page("", "Bookmarks bar", bar_items(), edit), "chrome://bookmarks/?id=1")))
    bar[0][0] = "NSF Research.gov"
    turns.append((code("pyautogui.tripleClick(960, 438)\npyautogui.write('NSF Research.gov')\npyautogui.click(1150, 587)"),
                  o(1, bm_page("", "Bookmarks bar", bar_items()), "chrome://bookmarks/?id=1", 1)))
    hits = [b for b in bar + other if b[1] and "research" in (b[0] + b[1]).lower()]
    turns.append((code("pyautogui.click(950, 168)\npyautogui.write('research')"), o(1, bm_page("research", "", hits), "chrome://bookmarks/?q=research")))
    bar.append([g_title, g_url])
    bubble = [("dialog", "Bookmark added", "", (1280, 110), (400, 230)), ("entry", "Name", g_title, (1300, 160), (360, 34)),
              ("combo-box", "Folder", "Bookmarks bar", (1300, 210), (360, 34)), ("push-button", "More", "", (1300, 280), (90, 32)),
              ("push-button", "Remove", "", (1480, 280), (90, 32)), ("push-button", "Done", "", (1580, 280), (80, 32))]
    turns.append((code("pyautogui.click(200, 51)\npyautogui.hotkey('ctrl', 'd')"), o(0, grants_page + bubble, g_url, 1)))
    bar.pop()
    folder.append([g_title, g_url])
    turns.append((code("pyautogui.click(1480, 227)\npyautogui.click(1480, 295)  # Grant portals\npyautogui.click(1620, 296)  # Done"), o(0, grants_page, g_url)))
    turns.append((code("pyautogui.click(440, 51)"), o(1, bm_page("research", "", hits), "chrome://bookmarks/?q=research", 1)))
    turns.append((code("pyautogui.click(250, 271)"), o(1, bm_page("", "Grant portals", folder), "chrome://bookmarks/?id=187")))
    rs.add(task="os", tid="h11-os-18", system=system("In Chrome, create a bookmarks-bar folder 'Grant portals' and save the open Grants.gov search page into it; also rename the 'NSF old' bookmark to 'NSF Research.gov'."),
           turns=turns, state=state)


def t19(rs: RowSet) -> None:
    # Thunderbird message filter (bad): after the filter moves 3 messages into Brightline (23 before), turn 9's status bar says Total: 25 instead of 26.
    ck = Clock("Wed Jun 12", 9, 40)
    acct = "accounts@hollins-bakery.co.uk"
    bl = "Brightline Supply Co."
    inbox = [["Invoice BL-240611 for order 55102", bl, "09:12", True, "inv"], ["Flour delivery moved to Thursday", "Miller & Daughters", "08:47", True, ""],
             ["Re: Staff rota July", "Gemma Price", "08:05", True, ""], ["Invoice BL-240607 for order 55087", bl, "Yesterday 17:30", True, "inv"],
             ["Card terminal firmware update", "PayRight Merchant Services", "Yesterday 14:22", False, ""],
             ["Statement June 2024", bl, "Yesterday 09:01", False, "inv"], ["Food hygiene inspection visit", "Leeds City Council", "Mon 11:40", True, ""],
             ["Your Brightline account password was changed", bl, "Mon 09:02", False, "noreply"], ["Packaging samples", "EcoWrap Ltd", "6/7/24, 15:18", False, ""],
             ["Re: Wedding cake order - Saturday", "Olivia Hart", "6/6/24, 19:44", False, ""], ["Electricity bill ready", "Octavo Energy", "6/5/24, 07:30", False, ""],
             ["Oven service report", "Rational Service UK", "6/3/24, 16:05", False, ""]]
    brightline = [[f"Invoice BL-2405{d:02d} for order 5{4800 + d * 7}", bl, f"5/{d}/24, 17:{(d * 7) % 60:02d}", False, "inv"] for d in (31, 29, 24, 22, 17, 15, 10, 8, 3, 1)]
    older = 13
    total_bl = [len(brightline) + older]

    def folders() -> list[tuple[str, int]]:
        return [("Inbox", sum(m[3] for m in inbox)), ("Drafts", 0), ("Sent", 0), ("Suppliers", 0), ("Brightline", sum(m[3] for m in brightline)),
                ("Archives", 0), ("Junk", 0), ("Trash", 0)]

    def main(folder: str, preview: list[Row] | None = None, total_override: int | None = None) -> list[Row]:
        ms = inbox if folder == "Inbox" else brightline
        tot = len(inbox) if folder == "Inbox" else total_bl[0]
        return tb_win(folder, acct, folders(), [(m[0], m[1], m[2], bool(m[3])) for m in ms], sum(m[3] for m in ms),
                      total_override if total_override is not None else tot, preview)

    filters = [["Newsletters to Reading", True]]

    def fdlg(sel: str = "") -> list[Row]:
        rows: list[Row] = [("dialog", "Message Filters", "", (520, 200), (880, 620)), ("combo-box", "Filters for", acct, (640, 230), (400, 30)),
                           ("entry", "Search filters by name", "", (1080, 230), (300, 30))]
        for i, (n, en) in enumerate(filters):
            rows += [("table-cell", "Filter Name", n, (540, 290 + i * 30), (560, 30)), ("check-box", "Enabled", "checked" if en else "", (1110, 290 + i * 30), (60, 30))]
        rows += [("push-button", "New\u2026", "", (1220, 290), (150, 32)), ("push-button", "Edit\u2026", "", (1220, 330), (150, 32)),
                 ("push-button", "Delete", "", (1220, 370), (150, 32)), ("push-button", "Move to Top", "", (1220, 430), (150, 32)),
                 ("combo-box", "Run selected filter(s) on", "Inbox", (800, 760), (240, 30)), ("push-button", "Run Now", "", (1220, 760), (150, 32))]
        return rows

    def rules(name: str, field: str, op: str, val: str, action: str, target: str) -> list[Row]:
        return [("dialog", "Filter Rules", "", (600, 240), (760, 560)), ("entry", "Filter name", name, (740, 270), (500, 30)),
                ("check-box", "Manually Run", "checked", (640, 320), (200, 22)), ("check-box", "Getting New Mail", "checked", (640, 350), (200, 22)),
                ("combo-box", "Getting New Mail timing", "Filter after Junk Classification", (860, 348), (320, 28)),
                ("radio-button", "Match all of the following", "checked", (640, 410), (260, 22)),
                ("combo-box", "Field", field, (640, 450), (160, 30)), ("combo-box", "Operator", op, (810, 450), (160, 30)),
                ("entry", "Value", val, (980, 450), (320, 30)), ("label", "", "Perform these actions:", (640, 540), (200, 22)),
                ("combo-box", "Action", action, (640, 570), (260, 30)), ("combo-box", "Target folder", target, (910, 570), (390, 30)),
                ("push-button", "Cancel", "", (1160, 750), (90, 32)), ("push-button", "OK", "", (1260, 750), (80, 32))]

    def o(body: list[Row], m: int = 0) -> str:
        return desk("Thunderbird Mail", body, ck.at(m))

    state = o(main("Inbox"))
    turns = []
    turns.append((code("pyautogui.click(240, 285)"), o(main("Brightline"), 1)))
    turns.append((code("pyautogui.click(240, 165)"), o(main("Inbox"))))
    turns.append((code("pyautogui.hotkey('alt', 't')\npyautogui.click(180, 300)  # Message Filters"), o(main("Inbox") + fdlg(), 1)))
    turns.append((code("pyautogui.click(1295, 306)"), o(main("Inbox") + fdlg() + rules("", "Subject", "contains", "", "Move Message to", f"Inbox on {acct}"))))
    filled = rules("Brightline invoices", "From", "contains", "invoices@brightline-supply.com", "Move Message to", f"Brightline on {acct}")
    turns.append((code("pyautogui.click(990, 285)\npyautogui.write('Brightline invoices')\npyautogui.click(720, 465)\npyautogui.click(720, 495)  # From\npyautogui.click(1140, 465)\npyautogui.write('invoices@brightline-supply.com')\npyautogui.click(1105, 585)\npyautogui.click(1105, 705)  # Brightline"),
                  o(main("Inbox") + fdlg() + filled, 1)))
    filters.append(["Brightline invoices", True])
    turns.append((code("pyautogui.click(1300, 766)"), o(main("Inbox") + fdlg("Brightline invoices"))))
    moved = [m for m in inbox if m[4] == "inv"]
    inbox[:] = [m for m in inbox if m[4] != "inv"]
    brightline[:0] = moved
    total_bl[0] += len(moved)
    turns.append((code("pyautogui.click(1295, 776)"), o(main("Inbox") + fdlg("Brightline invoices"), 1)))
    turns.append((code("pyautogui.press('escape')"), o(main("Inbox"))))
    turns.append((code("pyautogui.click(240, 285)"), o(main("Brightline", total_override=total_bl[0] - 1), 1)))
    brightline[0][3] = False
    pv = [("label", "From", f"{bl} <invoices@brightline-supply.com>", (400, 560), (700, 22)), ("label", "Subject", brightline[0][0], (400, 586), (900, 22)),
          ("label", "To", f"Hollins Bakery Accounts <{acct}>", (400, 612), (700, 22)), ("label", "Date", brightline[0][2], (1500, 560), (200, 22)),
          ("paragraph", "", "Dear customer,\n\nplease find attached invoice BL-240611 for order 55102 (strong white flour 16 x 25 kg, caster sugar 10 x 25 kg). Amount due: GBP 1,284.60, payment terms 30 days.\n\nBrightline Supply Co. - Accounts Receivable\n\n[Attachment: BL-240611.pdf, 64 KB]", (400, 660), (1400, 200))]
    turns.append((code("pyautogui.click(600, 160)"), o(main("Brightline", pv, total_override=total_bl[0] - 1))))
    rs.add(task="os", tid="h11-os-19", system=system("In Thunderbird, create a message filter that moves mail from invoices@brightline-supply.com into the Suppliers/Brightline folder, run it on the Inbox, and open the newest invoice there."),
           turns=turns, state=state, bad=True, turn=9, kind="folder total in the status bar does not include all the messages the filter moved in")


def t20(rs: RowSet) -> None:
    # Impress duplicate, retitle, move, slide numbers (clean): slide count rises to 9, positions renumber after the move, a no-op helper call leaves the screen unchanged.
    ck = Clock("Thu Jun 27", 12, 16)
    title = "board_update_jun.odp"
    slides = [["Board Update - June 2024", ["Northwind Analytics B.V.", "Supervisory board, 27 June 2024"]],
              ["Agenda", ["Q2 results", "Q3 outlook", "Roadmap", "Risks", "Budget requests"]],
              ["Q2 Results", ["Revenue EUR 3.87M (+4% QoQ)", "Gross margin 61.2%", "Churn 1.9% (target < 2%)"]],
              ["Q3 Outlook", ["Revenue forecast: EUR 4.1M (+6% QoQ)", "Two new distribution partners in Benelux", "Hiring freeze lifted for engineering"]],
              ["Product Roadmap", ["Self-service dashboards (Aug)", "SSO for enterprise tier (Sep)", "EU data residency (Q4)"]],
              ["Risks & Mitigations", ["Key-person dependency in data platform team", "FX exposure on USD contracts"]],
              ["Budget Requests", ["2 FTE data engineering", "EUR 85k cloud commitment renewal"]],
              ["Questions", []]]
    st = {"cur": 1, "mod": False, "num": False}

    def win(extra: list[Row] | None = None) -> list[Row]:
        cur = int(st["cur"])
        rows: list[Row] = [("frame", f"{title} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
        rows += menubar(["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"])
        rows.append(("label", "", "Slides", (80, 130), (200, 22)))
        for i, (t, _) in enumerate(slides, 1):
            rows.append(("list-item", f"Slide {i}", t + (" (selected)" if i == cur else ""), (80, 160 + (i - 1) * 96), (200, 90)))
        t, bullets = slides[cur - 1]
        rows += [("document-presentation", f"Slide {cur}", "", (300, 130), (1300, 860)), ("text", "Title", t, (380, 200), (1140, 110))]
        if bullets:
            rows.append(("text", "Content", "\n".join("\u2022 " + b for b in bullets), (380, 340), (1140, 560)))
        if st["num"]:
            rows.append(("text", "Slide number", str(cur), (1420, 930), (120, 30)))
        rows += extra or []
        rows += [("label", "", f"Slide {cur} of {len(slides)}", (80, 1040), (160, 20)), ("label", "", "Title, Content", (300, 1040), (160, 20)),
                 ("label", "", "English (USA)", (560, 1040), (120, 20)),
                 ("label", "", "The document has been modified. Click to save." if st["mod"] else "The document has not been modified since the last save.", (1430, 1040), (24, 20))]
        return rows

    def o(extra: list[Row] | None = None, m: int = 0) -> str:
        return desk("LibreOffice Impress", win(extra), ck.at(m))

    state = o()
    turns = []
    st["cur"] = 4
    turns.append((code("ImpressTools.go_to_slide(4)"), o(m=1)))
    slides.insert(4, [slides[3][0], list(slides[3][1])])
    st.update(cur=5, mod=True)
    turns.append((code("ImpressTools.duplicate_slide(4)"), o()))
    slides[4][0] = "Q3 Outlook - Revised"
    turns.append((code("pyautogui.click(950, 255)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Q3 Outlook - Revised')\npyautogui.press('escape')\npyautogui.press('escape')"), o(m=1)))
    same = o()
    turns.append((code("count = ImpressTools.get_slide_count()\nprint_result(count)"), same))
    slides.append(slides.pop(4))
    st["cur"] = 9
    turns.append((code("pyautogui.moveTo(180, 589)\npyautogui.dragTo(180, 1000, duration=1.0)"), o(m=1)))
    ins = [("menu-item", t, "", (250, 90 + i * 30), (260, 30)) for i, t in enumerate(
        ["Slide", "Duplicate Slide", "Slide from File...", "Image...", "Chart...", "Media", "Table...", "Text Box", "Comment",
         "Field", "Header and Footer...", "Hyperlink...", "Special Character..."])]
    turns.append((code("pyautogui.click(290, 76)"), o(ins)))

    def hf(num: bool) -> list[Row]:
        return [("dialog", "Header and Footer", "", (660, 300), (600, 420)), ("page-tab", "Slides", "", (680, 330), (90, 28)),
                ("page-tab", "Notes and Handouts", "", (770, 330), (180, 28)), ("check-box", "Date and time", "", (690, 380), (200, 22)),
                ("check-box", "Footer", "", (690, 480), (200, 22)), ("check-box", "Slide number", "checked" if num else "", (690, 540), (200, 22)),
                ("check-box", "Do not show on the first slide", "", (690, 590), (300, 22)),
                ("push-button", "Help", "", (680, 670), (70, 30)), ("push-button", "Apply to All", "", (950, 670), (120, 30)),
                ("push-button", "Apply", "", (1080, 670), (80, 30)), ("push-button", "Cancel", "", (1170, 670), (80, 30))]
    turns.append((code("pyautogui.click(380, 405)"), o(hf(False))))
    turns.append((code("pyautogui.click(700, 551)"), o(hf(True), 1)))
    st["num"] = True
    turns.append((code("pyautogui.click(1010, 685)"), o()))
    st["mod"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), o(m=1)))
    rs.add(task="os", tid="h11-os-20", system=system("In board_update_jun.odp, duplicate the 'Q3 Outlook' slide, retitle the copy 'Q3 Outlook - Revised', move it to the end of the deck, show slide numbers on all slides, and save."),
           turns=turns, state=state)


def t21(rs: RowSet) -> None:
    # VLC fieldwork playlist (bad): turn 8's Media Information shows the location .../marsh_dawn_0491.ogg for the item listed as marsh_dawn_0419.ogg since turn 3.
    ck = Clock("Sat Jul 20", 20, 14)
    d = "/home/ines/Music/fieldwork"
    files = [("harbor_field_rec_0412.ogg", "12:41"), ("marsh_dawn_0419.ogg", "08:05"), ("ferry_terminal_0426.ogg", "15:22")]
    pl: list[tuple[str, str]] = []
    st = {"playing": "", "elapsed": "00:00", "loop": "no loop", "speed": "1.00x", "view": "video"}

    def win(extra: list[Row] | None = None) -> list[Row]:
        playing = str(st["playing"])
        title = f"{playing} - VLC media player" if playing else "VLC media player"
        rows: list[Row] = [("frame", title, "", (360, 140), (1200, 800))]
        rows += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], 360, 170)
        if st["view"] == "playlist":
            rows += [("tree-item", "Playlist", "selected", (370, 210), (220, 28)), ("tree-item", "Media Library", "", (370, 238), (220, 28)),
                     ("tree-item", "My Music", "", (370, 280), (220, 28)), ("entry", "Search the playlist", "", (1300, 206), (240, 28)),
                     ("table-column-header", "Title", "", (600, 240), (560, 26)), ("table-column-header", "Duration", "", (1160, 240), (120, 26)),
                     ("table-column-header", "Album", "", (1280, 240), (260, 26))]
            for i, (n, dur) in enumerate(pl):
                rows += [("table-cell", "Title", ("\u25b6 " if n == playing else "") + n, (600, 266 + i * 28), (560, 28)),
                         ("table-cell", "Duration", dur, (1160, 266 + i * 28), (120, 28)), ("table-cell", "Album", "", (1280, 266 + i * 28), (260, 28))]
        else:
            rows.append(("drawing-area", "Video", "", (360, 194), (1200, 640)))
        total = next((dur for n, dur in pl if n == playing), "--:--")
        rows += [("label", "Elapsed", str(st["elapsed"]), (380, 846), (60, 20)), ("slider", "Position", "", (450, 846), (960, 20)),
                 ("label", "Total", total, (1420, 846), (60, 20)),
                 ("push-button", "Pause" if playing else "Play", "", (370, 880), (40, 40)), ("push-button", "Previous", "", (420, 884), (32, 32)),
                 ("push-button", "Stop", "", (456, 884), (32, 32)), ("push-button", "Next", "", (492, 884), (32, 32)),
                 ("push-button", "Toggle playlist", "", (560, 884), (32, 32)),
                 ("push-button", "Loop", str(st["loop"]), (600, 884), (32, 32)), ("push-button", "Random", "off", (636, 884), (32, 32)),
                 ("label", "Playback speed", str(st["speed"]), (1380, 890), (60, 20)), ("slider", "Volume", "100%", (1450, 890), (100, 20))]
        return rows + (extra or [])

    def o(extra: list[Row] | None = None, m: int = 0) -> str:
        return desk("VLC media player", win(extra), ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code("import subprocess\nsubprocess.Popen(['vlc'])"), o(m=1)))
    st["view"] = "playlist"
    turns.append((code("pyautogui.hotkey('ctrl', 'l')"), o()))
    pl.extend(files)
    paths = ", ".join(f"'{d}/{n}'" for n, _ in files)
    turns.append((code(f"VLCTools.add_to_playlist([{paths}])"), o(m=1)))
    st.update(playing=files[0][0], elapsed="00:01")
    turns.append((code("pyautogui.doubleClick(880, 280)"), o()))
    st.update(loop="loop all", elapsed="00:09")
    turns.append((code("pyautogui.click(616, 900)"), o()))
    st.update(speed="1.20x", elapsed="00:17")
    turns.append((code("pyautogui.press(']')\npyautogui.press(']')"), o(m=1)))
    st.update(playing=files[1][0], elapsed="00:00")
    turns.append((code("pyautogui.press('n')"), o()))
    st["elapsed"] = "00:08"
    info = [("dialog", "Current Media Information", "", (620, 220), (680, 600)), ("page-tab", "General", "", (640, 250), (90, 28)),
            ("page-tab", "Metadata", "", (730, 250), (90, 28)), ("page-tab", "Codec", "", (820, 250), (70, 28)), ("page-tab", "Statistics", "", (890, 250), (90, 28))]
    for i, (k, v) in enumerate([("Title", files[1][0]), ("Artist", ""), ("Album", ""), ("Genre", ""), ("Date", ""), ("Track number", ""),
                                ("Copyright", ""), ("Comments", "Recorded with Zoom H5, XY capsule, 48 kHz"), ("Now Playing", "")]):
        info.append(("entry", k, v, (760, 300 + i * 40), (500, 30)))
    info += [("label", "Location", f"file://{d}/marsh_dawn_0491.ogg", (640, 700), (640, 22)), ("push-button", "Close", "", (1190, 770), (90, 32))]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"), o(info, 1)))
    st["elapsed"] = "00:23"
    turns.append((code("pyautogui.click(1235, 786)"), o()))
    st.update(playing="", elapsed="00:00")
    turns.append((code("pyautogui.click(472, 900)"), o(m=1)))
    rs.add(task="os", tid="h11-os-21", system=system("In VLC, add the three field recordings from ~/Music/fieldwork to the playlist, play them on loop at a slightly faster speed, check the file details of the second one, then stop."),
           turns=turns, state=state, bad=True, turn=8, kind="media information location names a different file than the playlist entry")


def t22(rs: RowSet) -> None:
    # Text Editor plus terminal on a .env file (clean): edits by the agent, a save, an append from the terminal, then a changed-on-disk bar and reload that brings the new line in.
    ck = Clock("Tue Jul 23", 11, 48)
    path = "/home/pavel/projects/ledger-sync/.env"
    lines = ["# ledger-sync runtime configuration", "APP_ENV=production", "DB_URL=postgres://ledger@db.internal:5432/ledger",
             "SYNC_INTERVAL=60", "SYNC_BATCH_SIZE=500", "QUEUE_URL=amqp://mq.internal:5672/ledger", "LOG_LEVEL=info",
             "LOG_FORMAT=json", "S3_BUCKET=ledger-exports-eu1"]
    shown = list(lines)
    st = {"dirty": False, "pos": "Ln 1, Col 1"}

    def ged(extra: list[Row] | None = None) -> list[Row]:
        t = f"{'*' if st['dirty'] else ''}.env (~/projects/ledger-sync) - gedit"
        rows: list[Row] = [("frame", t, "", (420, 120), (1100, 800)), ("push-button", "Open", "", (430, 128), (80, 34)),
                           ("push-button", "New tab", "", (514, 128), (34, 34)), ("push-button", "Save", "", (1370, 128), (70, 34)),
                           ("push-button", "Main menu", "", (1444, 128), (34, 34)), ("page-tab", ".env", "", (430, 172), (200, 30))]
        rows += extra or []
        rows += [("text", "", "\n".join(shown) + "\n", (430, 240), (1080, 640)),
                 ("label", "", "Plain Text", (900, 890), (100, 20)), ("label", "", "Tab Width: 8", (1060, 890), (120, 20)),
                 ("label", "", str(st["pos"]), (1220, 890), (120, 20)), ("label", "", "INS", (1380, 890), (40, 20))]
        return rows

    term = Term("pavel", "ledger-dev", rows=30)

    def o(body: list[Row], app: str = "Text Editor", m: int = 0) -> str:
        return desk(app, body, ck.at(m))

    state = desk("", [], ck.at(0))
    turns = []
    turns.append((code(f"import subprocess\nsubprocess.Popen(['gedit', '{path}'])"), o(ged(), m=1)))

    def fr(find: str, rep: str) -> list[Row]:
        return [("dialog", "Find and Replace", "", (760, 300), (520, 260)), ("entry", "Find", find, (880, 340), (360, 30)),
                ("entry", "Replace with", rep, (880, 380), (360, 30)), ("check-box", "Match case", "", (790, 430), (160, 22)),
                ("check-box", "Match entire word only", "", (790, 456), (220, 22)), ("check-box", "Regular expression", "", (790, 482), (200, 22)),
                ("push-button", "Replace All", "", (900, 514), (110, 32)), ("push-button", "Replace", "", (1020, 514), (90, 32)),
                ("push-button", "Find", "", (1120, 514), (70, 32)), ("push-button", "Close", "", (1200, 514), (70, 32))]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), o(ged() + fr("", ""))))
    shown[3] = lines[3] = "SYNC_INTERVAL=300"
    st.update(dirty=True, pos="Ln 4, Col 18")
    turns.append((code("pyautogui.click(1060, 355)\npyautogui.write('SYNC_INTERVAL=60')\npyautogui.click(1060, 395)\npyautogui.write('SYNC_INTERVAL=300')\npyautogui.click(955, 530)"),
                  o(ged() + fr("SYNC_INTERVAL=60", "SYNC_INTERVAL=300"), m=1)))
    shown[6] = lines[6] = "LOG_LEVEL=warn"
    st["pos"] = "Ln 7, Col 15"
    turns.append((code("pyautogui.click(1235, 530)\npyautogui.doubleClick(548, 364)\npyautogui.write('warn')"), o(ged())))
    st["dirty"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), o(ged(), m=1)))
    turns.append((code("pyautogui.hotkey('ctrl', 'alt', 't')"), o(term.window(300, 420, 1000, 560) + ged()[:1], "Terminal")))
    cmd = "grep -nE 'SYNC_INTERVAL|LOG_LEVEL' ~/projects/ledger-sync/.env"
    term.run(cmd, "4:SYNC_INTERVAL=300\n7:LOG_LEVEL=warn")
    turns.append((code(f'pyautogui.write("{cmd}\\n", interval=0.02)'), o(term.window(300, 420, 1000, 560) + ged()[:1], "Terminal")))
    lines.append("RETRY_LIMIT=5")
    cmd = "echo 'RETRY_LIMIT=5' >> ~/projects/ledger-sync/.env && wc -l ~/projects/ledger-sync/.env"
    term.run(cmd, f"{len(lines)} {path}")
    turns.append((code(f'pyautogui.write("{cmd}\\n", interval=0.02)'), o(term.window(300, 420, 1000, 560) + ged()[:1], "Terminal", m=1)))
    bar = [("info-bar", "", "The file \u201c/home/pavel/projects/ledger-sync/.env\u201d changed on disk.", (430, 204), (1080, 34)),
           ("push-button", "Reload", "", (1400, 206), (80, 30))]
    turns.append((code("pyautogui.hotkey('alt', 'tab')"), o(ged(bar) + term.window(300, 420, 1000, 560)[:1])))
    shown[:] = lines
    st["pos"] = "Ln 1, Col 1"
    turns.append((code("pyautogui.click(1440, 221)"), o(ged() + term.window(300, 420, 1000, 560)[:1], m=1)))
    rs.add(task="os", tid="h11-os-22", system=system("In ~/projects/ledger-sync/.env, set SYNC_INTERVAL to 300 and LOG_LEVEL to warn using the Text Editor, save, verify from a terminal, append RETRY_LIMIT=5 from the terminal, and reload the file in the editor."),
           turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
