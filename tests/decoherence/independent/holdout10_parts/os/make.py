# ruff: noqa: E501
"""Held-out os trajectories (holdout10): 22 OSWorld-style desktop runs on Ubuntu 22.04 GNOME.

Observations are linearized accessibility trees (tag, name, text, class, description, position, size);
actions are pyautogui / app-helper code. 11 trajectories carry exactly one contradiction, 11 are clean
but full of legitimate changes (re-sorting, filters, counters, new pids, renames, time passing).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]
USER = "user"
HOST = "user-virtual-machine"


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


DOCK_APPS = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
             "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files",
             "Ubuntu Software", "Help"]


def desk(rows: list[Row], clock: str, extra: tuple[str, ...] = ()) -> str:
    """The whole desktop: top bar, the app rows, the dock (favourites, running extras, Trash, app grid)."""
    top = [R("menu", "Activities", "", 0, 0, 99, 27)]
    dock = [R("push-button", name, "", 0, 33 + 68 * i, 70, 64) for i, name in enumerate(DOCK_APPS + list(extra))]
    dock.append(R("push-button", "Trash", "", 0, 33 + 68 * len(dock), 70, 64))
    dock.append(R("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return a11y(top + rows + [R("menu", "System", "", 1814, 0, 106, 27)] + dock, clock=clock)


def sysmsg(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


def num(v: float, thousands: bool = False, dec: int = 2) -> str:
    return f"{v:,.{dec}f}" if thousands else f"{v:.{dec}f}"


def gen(v: float) -> str:
    """Calc's General format for a number."""
    s = f"{v:.10g}"
    return s


# ---------------------------------------------------------------- LibreOffice Calc

CALC_COLS = {"A": (105, 90), "B": (195, 220), "C": (415, 100), "D": (515, 100), "E": (615, 100)}


def calc(title: str, cells: dict[str, str], namebox: str, inputline: str, sheets: list[str], active: int,
         status: str, modified: bool, cols: str = "ABCD", nrows: int = 12, extra: list[Row] | None = None,
         selected: str = "") -> list[Row]:
    rows = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 75
    for m in ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]:
        w = 9 * len(m) + 14
        rows.append(R("menu", m, "", x, 64, w, 23))
        x += w
    x = 77
    for b in ["New", "Templates", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
              "Clone Formatting", "Undo", "Redo", "Find and Replace", "Sort", "Sort Ascending", "Sort Descending",
              "AutoFilter", "Insert Chart", "Freeze Rows and Columns"]:
        rows.append(R("push-button", b, "", x, 90, 30, 28))
        x += 34
    rows += [R("combo-box", "Font Name", "Liberation Sans", 77, 122, 160, 25),
             R("combo-box", "Font Size", "10 pt", 241, 122, 60, 25),
             R("combo-box", "Name Box", namebox, 75, 152, 110, 24),
             R("push-button", "Function Wizard", "", 190, 152, 26, 24),
             R("push-button", "Select Function", "", 218, 152, 26, 24),
             R("text", "Input line", inputline, 250, 152, 1660, 24)]
    for c in cols:
        cx, cw = CALC_COLS[c]
        rows.append(R("table-column-header", c, "", cx, 190, cw, 19))
    for r in range(1, nrows + 1):
        y = 209 + 19 * (r - 1)
        for c in cols:
            cx, cw = CALC_COLS[c]
            rows.append(R("table-cell", f"{c}{r}", cells.get(f"{c}{r}", ""), cx, y, cw, 19))
    for i, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", 160 + 90 * i, 1018, 86, 24))
    rows += [R("push-button", "Add sheet", "", 127, 1018, 28, 24),
             R("label", "", f"Sheet {active} of {len(sheets)}", 75, 1048, 100, 20),
             R("label", "", "Default", 190, 1048, 90, 20),
             R("label", "", "English (USA)", 300, 1048, 110, 20)]
    if selected:
        rows.append(R("label", "", selected, 430, 1048, 220, 20))
    rows += [R("label", "", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", 670, 1048, 20, 20),
             R("label", "", status, 1180, 1048, 360, 20),
             R("slider", "Zoom", "", 1700, 1048, 150, 20),
             R("label", "", "100%", 1860, 1048, 50, 20)]
    return rows + (extra or [])


def keep_format(fmt: str, use: str) -> list[Row]:
    return [R("dialog", "Keep current format", "", 660, 430, 600, 220),
            R("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format “{fmt}”.", 690, 470, 540, 40),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 690, 515, 540, 20),
            R("check-box", "Ask when not saving in ODF or default format", "", 690, 560, 360, 22),
            R("push-button", use, "", 850, 600, 190, 30),
            R("push-button", "Use ODF Format!", "", 1050, 600, 170, 30)]


def t01(rs: RowSet) -> None:
    # bad: Calc ledger; turn 11 shows the expense total D11 as 1,195.20 although turn 3 corrected D9 to 69.40 and turn 8 showed 1,168.20 (a total that no longer equals its parts: 600+314.80+184+69.40)
    task = ("In club_trip_ledger.xlsx the T-shirt order should be 314.80 and the snacks 69.40. Fix both, add the "
            "Oct 04 'Bake sale #2' income of 198.60 in row 10, make the totals include it, use a thousands "
            "separator for the money columns, and save in the same format.")
    title = "club_trip_ledger.xlsx - LibreOffice Calc"
    data = [("Sep 06", "Car wash", 412.50, None), ("Sep 09", "Bus deposit", None, 600.00),
            ("Sep 13", "Bake sale", 287.25, None), ("Sep 17", "T-shirt order", None, 341.80),
            ("Sep 20", "Raffle tickets", 530.00, None), ("Sep 24", "Museum entry", None, 184.00),
            ("Sep 27", "Sponsor: Kessler Hardware", 250.00, None), ("Oct 01", "Snacks", None, 96.40)]
    raw: dict[str, float | str] = {"A1": "Date", "B1": "Item", "C1": "Income", "D1": "Expense"}
    for i, (a, b, c, d) in enumerate(data, 2):
        raw[f"A{i}"], raw[f"B{i}"] = a, b
        if c is not None:
            raw[f"C{i}"] = c
        if d is not None:
            raw[f"D{i}"] = d
    raw["A11"], raw["A12"] = "Total", "Balance"
    formulas = {"C11": "=SUM(C2:C9)", "D11": "=SUM(D2:D9)", "C12": "=C11-D11"}
    thou = [False]

    def value(ref: str) -> float:
        f = formulas[ref]
        if f.startswith("=SUM("):
            col, lo, hi = f[5], int(f[6:f.index(":")]), int(f[f.index(":") + 2:-1])
            return round(sum(float(raw.get(f"{col}{r}", 0.0)) for r in range(lo, hi + 1)), 2)  # type: ignore[arg-type]
        return round(value("C11") - value("D11"), 2)

    def shown(override: dict[str, str] | None = None) -> dict[str, str]:
        out: dict[str, str] = {}
        for k, v in raw.items():
            out[k] = v if isinstance(v, str) else num(v, thou[0])
        for k in formulas:
            out[k] = num(value(k), thou[0])
        out.update(override or {})
        return out

    def inp(ref: str) -> str:
        if ref in formulas:
            return formulas[ref]
        v = raw.get(ref, "")
        return v if isinstance(v, str) else gen(v)

    def st(ref: str, override: str | None = None) -> str:
        if ref in formulas:
            s = override or num(value(ref), thou[0])
            return f"Average: {s}; Sum: {s}"
        v = raw.get(ref, "")
        if isinstance(v, str):
            return "Average: ; Sum: 0"
        s = num(v, thou[0])
        return f"Average: {s}; Sum: {s}"

    def obs(ref: str, clock: str, modified: bool, extra: list[Row] | None = None, override: dict[str, str] | None = None, stat: str | None = None) -> str:
        return desk(calc(title, shown(override), ref, inp(ref), ["Ledger"], 1, stat or st(ref), modified, extra=extra), clock)

    state = obs("A1", "Oct 5  16:41", False)
    turns = []
    turns.append((code("pyautogui.click(130, 164)\npyautogui.write('D5')\npyautogui.press('enter')"), obs("D5", "Oct 5  16:41", False)))
    raw["D5"] = 314.80
    turns.append((code('CalcTools.set_cell_value("D5", 314.80)'), obs("D5", "Oct 5  16:42", True)))
    raw["D9"] = 69.40
    turns.append((code('CalcTools.set_cell_value("D9", 69.40)'), obs("D5", "Oct 5  16:42", True)))
    raw["A10"], raw["B10"], raw["C10"] = "Oct 04", "Bake sale #2", 198.60
    turns.append((code('CalcTools.set_cell_value("A10", "Oct 04")\nCalcTools.set_cell_value("B10", "Bake sale #2")\nCalcTools.set_cell_value("C10", 198.60)'),
                  obs("D5", "Oct 5  16:43", True)))
    turns.append((code("pyautogui.click(465, 409)"), obs("C11", "Oct 5  16:43", True)))
    formulas["C11"] = "=SUM(C2:C10)"
    turns.append((code("pyautogui.write('=SUM(C2:C10)')\npyautogui.press('enter')"), obs("C12", "Oct 5  16:44", True)))
    formulas["D11"] = "=SUM(D2:D10)"
    turns.append((code("pyautogui.click(565, 409)\npyautogui.write('=SUM(D2:D10)')\npyautogui.press('enter')"), obs("D12", "Oct 5  16:44", True)))
    thou[0] = True
    turns.append((code('CalcTools.set_number_format("C2:D12", "#,##0.00")'), obs("D12", "Oct 5  16:45", True)))
    turns.append((code("CalcTools.save()"), obs("D12", "Oct 5  16:45", True, keep_format("Excel 2007-365", "Use Excel 2007-365!"))))
    turns.append((code("pyautogui.press('enter')"), obs("D12", "Oct 5  16:45", False)))
    bad = {"D11": "1,195.20"}
    turns.append((code("pyautogui.click(565, 409)"), obs("D11", "Oct 5  16:46", False, override=bad, stat="Average: 1,195.20; Sum: 1,195.20")))
    rs.add(task="os", tid="h10-os-01", system=sysmsg(task), turns=turns, state=state, bad=True, turn=11,
           kind="expense total D11 reads 1,195.20 after D9 was corrected to 69.40 (sum of its cells is 1,168.20, as shown at turn 8)")


def t12(rs: RowSet) -> None:
    # clean: Calc greenhouse log; sheet renamed, rows re-sorted by humidity (same selection sum), means added then reformatted to one decimal, saved, then the second sheet shown
    task = ("In greenhouse_bays.ods rename Sheet1 to 'Bays', sort the bays by humidity (highest first), add a 'Mean' "
            "row in row 11 with one decimal place, and save.")
    title = "greenhouse_bays.ods - LibreOffice Calc"
    data = [("North-1", 22.4, 68, 6.4), ("North-2", 23.1, 71, 6.2), ("North-3", 21.8, 74, 6.5), ("North-3A", 22.0, 63, 6.9),
            ("South-1", 25.6, 58, 6.1), ("South-2", 24.9, 61, 6.3), ("Prop-House", 26.2, 82, 5.9), ("Quarantine", 20.7, 55, 6.6)]
    sheets = ["Sheet1", "Notes"]
    mean: dict[str, str] = {}
    modified = [False]

    def cells() -> dict[str, str]:
        out = {"A1": "Bay", "B1": "Temp °C", "C1": "Humidity %", "D1": "Soil pH"}
        for i, (a, b, c, d) in enumerate(data, 2):
            out[f"A{i}"], out[f"B{i}"], out[f"C{i}"], out[f"D{i}"] = a, gen(b), gen(c), gen(d)
        out.update(mean)
        return out

    nums = [v for d in data for v in d[1:]]
    tot = sum(nums)
    rng_stat = f"Average: {tot / len(nums):.15g}; Sum: {tot:.15g}"
    sel = "Selected: 9 rows, 4 columns"

    def obs(nb: str, il: str, stat: str, clock: str, extra: list[Row] | None = None, selected: str = "") -> str:
        return desk(calc(title, cells(), nb, il, sheets, 1, stat, modified[0], extra=extra, selected=selected), clock)

    state = obs("A1", "Bay", "Average: ; Sum: 0", "Oct 8  08:56")
    turns = []
    sheets[0] = "Bays"
    modified[0] = True
    turns.append((code('CalcTools.rename_sheet("Sheet1", "Bays")'), obs("A1", "Bay", "Average: ; Sum: 0", "Oct 8  08:56")))
    turns.append((code("pyautogui.click(150, 218)\npyautogui.keyDown('shift')\npyautogui.click(565, 370)\npyautogui.keyUp('shift')"),
                  obs("A1:D9", "Bay", rng_stat, "Oct 8  08:57", selected=sel)))
    menu = [R("menu-item", m, "", 553, 87 + 24 * i, 230, 24) for i, m in enumerate(
        ["Sort...", "Sort Ascending", "Sort Descending", "AutoFilter", "More Filters", "Define Range...", "Select Range...",
         "Refresh Range", "Subtotals...", "Validity...", "Multiple Operations...", "Text to Columns...", "Consolidate...",
         "Group and Outline", "Pivot Table", "Statistics", "Calculate", "Form..."])]
    turns.append((code("pyautogui.click(583, 75)"), obs("A1:D9", "Bay", rng_stat, "Oct 8  08:57", menu, sel)))

    def sort_dlg(key: str) -> list[Row]:
        return [R("dialog", "Sort", "", 700, 300, 520, 460), R("page-tab", "Sort Criteria", "", 715, 335, 110, 26),
                R("page-tab", "Options", "", 828, 335, 80, 26), R("label", "", "Sort Key 1", 725, 380, 100, 20),
                R("combo-box", "", key, 725, 405, 300, 28), R("radio-button", "Ascending", "", 1040, 400, 140, 22),
                R("radio-button", "Descending", "", 1040, 425, 140, 22), R("label", "", "Sort Key 2", 725, 470, 100, 20),
                R("combo-box", "", "- undefined -", 725, 495, 300, 28), R("push-button", "Help", "", 715, 715, 80, 30),
                R("push-button", "Reset", "", 800, 715, 80, 30), R("push-button", "OK", "", 1040, 715, 80, 30),
                R("push-button", "Cancel", "", 1125, 715, 80, 30)]

    turns.append((code("pyautogui.click(600, 99)"), obs("A1:D9", "Bay", rng_stat, "Oct 8  08:57", sort_dlg("Bay"), sel)))
    turns.append((code("pyautogui.click(875, 419)\npyautogui.click(800, 519)\npyautogui.click(1052, 436)"),
                  obs("A1:D9", "Bay", rng_stat, "Oct 8  08:58", sort_dlg("Humidity %"), sel)))
    data.sort(key=lambda d: -d[2])
    turns.append((code("pyautogui.click(1080, 730)"), obs("A1:D9", "Bay", rng_stat, "Oct 8  08:58", selected=sel)))
    b, c, d = (sum(x[k] for x in data) / len(data) for k in (1, 2, 3))
    mean.update({"A11": "Mean", "B11": gen(b), "C11": gen(c), "D11": gen(d)})
    turns.append((code('CalcTools.set_cell_value("A11", "Mean")\nCalcTools.set_cell_value("B11", "=AVERAGE(B2:B9)")\n'
                       'CalcTools.set_cell_value("C11", "=AVERAGE(C2:C9)")\nCalcTools.set_cell_value("D11", "=AVERAGE(D2:D9)")'),
                  obs("A1:D9", "Bay", rng_stat, "Oct 8  08:59", selected=sel)))
    mean.update({"B11": num(b, dec=1), "C11": num(c, dec=1), "D11": num(d, dec=1)})
    turns.append((code('CalcTools.set_number_format("B11:D11", "0.0")'), obs("A1:D9", "Bay", rng_stat, "Oct 8  08:59", selected=sel)))
    modified[0] = False
    turns.append((code("CalcTools.save()"), obs("A1:D9", "Bay", rng_stat, "Oct 8  09:00", selected=sel)))
    notes = {"A1": "Probe calibration", "B1": "2024-10-02 by R. Okafor", "A2": "Humidity probes", "B2": "Vaisala HMP7, ±1.5 %RH",
             "A3": "pH meter", "B3": "two-point (4.0 / 7.0) buffer", "A5": "Next check", "B5": "2024-11-06"}
    turns.append((code('CalcTools.switch_active_sheet("Notes")'),
                  desk(calc(title, notes, "A1", "Probe calibration", sheets, 2, "Average: ; Sum: 0", False, cols="AB", nrows=8), "Oct 8  09:00")))
    rs.add(task="os", tid="h10-os-12", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- Thunderbird

def tb(account: str, folders: list[tuple[str, int, int]], current: str, msgs: list[dict[str, object]], unread: int,
       total: int, pane: list[Row], qf: str | None = None, extra: list[Row] | None = None, nshow: int = 12) -> list[Row]:
    """folders: (name, depth, unread); msgs: dicts with subj, frm, date, unread, star, sel (newest first)."""
    rows = [R("frame", f"{current} - {account} - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
            R("page-tab", current, "", 120, 32, 240, 34)]
    x = 80
    for b in ["Get Messages", "Write", "Chat", "Address Book", "Tag", "Quick Filter"]:
        rows.append(R("push-button", b, "", x, 72, 10 * len(b) + 40, 30))
        x += 10 * len(b) + 46
    rows.append(R("entry", "Search <Ctrl+K>", "", 1250, 72, 420, 30))
    rows.append(R("tree-item", account, "", 78, 120, 300, 26))
    for i, (name, depth, un) in enumerate(folders):
        label = f"{name} ({un})" if un else name
        rows.append(R("tree-item", label, "", 96 + 18 * depth, 146 + 26 * i, 282 - 18 * depth, 26))
    y0 = 120
    if qf is not None:
        rows += [R("toggle-button", "Unread", "", 390, 112, 70, 26), R("toggle-button", "Starred", "", 465, 112, 70, 26),
                 R("toggle-button", "Contact", "", 540, 112, 70, 26), R("toggle-button", "Tags", "", 615, 112, 60, 26),
                 R("toggle-button", "Attachment", "", 680, 112, 90, 26),
                 R("entry", "Filter these messages <Ctrl+Shift+K>", qf, 900, 112, 380, 26)]
        shown = [m for m in msgs if qf.lower() in (str(m["subj"]) + " " + str(m["frm"])).lower()] if qf else msgs
        if qf:
            rows.append(R("label", "", f"{len(shown)} message{'s' if len(shown) != 1 else ''}" if shown else "No messages found", 1290, 112, 160, 26))
        y0 = 146
    else:
        shown = msgs
    for i, h in enumerate(["Star", "Subject", "Correspondent", "Date"]):
        rows.append(R("table-column-header", h, "", [390, 420, 900, 1250][i], y0, [30, 480, 350, 160][i], 26))
    for i, m in enumerate(shown[:nshow]):
        y = y0 + 26 * (i + 1)
        rows += [R("table-cell", "", "★" if m.get("star") else "", 390, y, 30, 26),
                 R("table-cell", "", str(m["subj"]), 420, y, 480, 26),
                 R("table-cell", "", str(m["frm"]), 900, y, 350, 26),
                 R("table-cell", "", str(m["date"]), 1250, y, 160, 26)]
    rows += pane
    rows += [R("label", "", f"Unread: {unread}", 1620, 1055, 100, 20), R("label", "", f"Total: {total}", 1730, 1055, 100, 20)]
    return rows + (extra or [])


def shift(rows: list[Row], dx: int, dy: int) -> list[Row]:
    return [(t, n, x, (p[0] + dx, p[1] + dy), sz) for (t, n, x, p, sz) in rows]


def tb_msg(frm: str, subj: str, to: str, date: str, body: list[str], attach: str | None = None) -> list[Row]:
    rows = [R("label", "From", frm, 400, 520, 700, 22), R("label", "Subject", subj, 400, 544, 900, 22),
            R("label", "To", to, 400, 568, 600, 22), R("label", "Date", date, 1500, 520, 300, 22),
            R("push-button", "Reply", "", 1400, 560, 70, 28), R("push-button", "Forward", "", 1475, 560, 80, 28),
            R("push-button", "Archive", "", 1560, 560, 80, 28), R("push-button", "Junk", "", 1645, 560, 60, 28),
            R("push-button", "Delete", "", 1710, 560, 70, 28)]
    for i, p in enumerate(body):
        rows.append(R("paragraph", "", p, 400, 610 + 40 * i, 1480, 36))
    if attach:
        rows.append(R("label", "", attach, 400, 990, 400, 22))
    return rows


def tb_summary(subjects: list[str]) -> list[Row]:
    rows = [R("heading", "", f"{len(subjects)} messages", 400, 520, 400, 30)]
    for i, s in enumerate(subjects):
        rows.append(R("link", s, "", 420, 560 + 26 * i, 600, 24))
    return rows + [R("push-button", "Archive", "", 1500, 520, 80, 28), R("push-button", "Delete", "", 1585, 520, 70, 28)]


def t03(rs: RowSet) -> None:
    # bad: Thunderbird; turn 7 leaves Inbox at 6 unread (two Hollis mails read, moved, next message auto-opened); turn 8 (only a click on the Hollis folder) shows "Inbox (7)" in the folder pane
    task = ("Fetch new mail, read the two new messages from Hollis Freight, and file both of them under "
            "Suppliers/Hollis.")
    acct = "m.ortega@fernbrook-logistics.eu"
    inbox = [
        dict(subj="Q4 volunteer roster", frm="Dana Whitcombe", date="10:52", unread=True),
        dict(subj="Re: forklift certification dates", frm="Priya Raman", date="10:31", unread=True),
        dict(subj="Your Kestrel Bank statement is ready", frm="Kestrel Bank", date="09:47", unread=False),
        dict(subj="Pallet racking quote #RQ-5521", frm="Meridian Storage Systems", date="09:12", unread=True),
        dict(subj="Lunch & learn: customs paperwork", frm="Theo Bakshi", date="Yesterday 16:40", unread=False),
        dict(subj="Hollis Freight: September statement", frm="Hollis Freight Billing", date="Yesterday 14:05", unread=False),
        dict(subj="Dock 3 door sensor fault", frm="Facilities Desk", date="Yesterday 11:22", unread=True),
        dict(subj="Re: Re: shrink wrap order", frm="Ana Lucía Ortega", date="Yesterday 09:03", unread=False),
        dict(subj="October safety bulletin", frm="HSE Team", date="Mon 15:30", unread=True),
        dict(subj="Fwd: carrier scorecard Q3", frm="Priya Raman", date="Mon 10:14", unread=False),
        dict(subj="Webinar recording: WMS 8.2", frm="Ledgerline Software", date="Mon 08:00", unread=True),
        dict(subj="Timesheet reminder", frm="Payroll", date="Sun 18:00", unread=False),
    ]
    hidden_unread, total = 1, 141  # one older unread message below the visible rows
    hollis = [
        dict(subj="Re: pallet count for PO 7690", frm="Joost van Dalen", date="Oct 2", unread=False),
        dict(subj="Hollis Freight tariff 2025 (draft)", frm="Hollis Freight Sales", date="Sep 26", unread=False),
        dict(subj="Welcome to Hollis Freight online tracking", frm="Hollis Freight", date="Sep 11", unread=False),
    ]

    def unread() -> int:
        return sum(1 for m in inbox if m["unread"]) + hidden_unread

    def folders(inbox_unread: int | None = None) -> list[tuple[str, int, int]]:
        return [("Inbox", 0, unread() if inbox_unread is None else inbox_unread), ("Drafts", 0, 0), ("Sent", 0, 0),
                ("Archives", 0, 0), ("Suppliers", 0, 0), ("Hollis", 1, 0), ("Meridian", 1, 0), ("Junk", 0, 0), ("Trash", 0, 0)]

    def obs(clock: str, pane: list[Row], extra: list[Row] | None = None) -> str:
        return desk(tb(acct, folders(), "Inbox", inbox, unread(), total, pane, extra=extra), clock)

    state = obs("Oct 9  11:19", [])
    turns = []
    inv = dict(subj="Invoice HF-20931", frm="Hollis Freight", date="11:18", unread=True)
    pick = dict(subj="Revised pickup window – PO 7719", frm="Hollis Freight", date="11:19", unread=True)
    inbox[:0] = [pick, inv]
    total += 2
    turns.append((code("pyautogui.click(150, 87)"), obs("Oct 9  11:20", [])))
    inv["unread"] = False
    inv_pane = tb_msg("Hollis Freight <billing@hollisfreight.nl>", "Invoice HF-20931", "m.ortega@fernbrook-logistics.eu",
                      "10/9/24, 11:18", ["Dear Ms Ortega,",
                                         "Please find attached invoice HF-20931 for the linehaul Rotterdam – Fernbrook DC of 7 October (2 trailers, 66 pallets).",
                                         "Amount due: EUR 3,482.60. Payment terms: 30 days net.",
                                         "Kind regards, Joost van Dalen – Hollis Freight B.V."], "1 attachment: HF-20931.pdf  88.4 KB")
    turns.append((code("pyautogui.click(640, 185)"), obs("Oct 9  11:20", inv_pane)))
    pick["unread"] = False
    pick_pane = tb_msg("Hollis Freight <planning@hollisfreight.nl>", "Revised pickup window – PO 7719", "m.ortega@fernbrook-logistics.eu",
                       "10/9/24, 11:19", ["Hello Marta,",
                                          "Due to the lock closure at Zandvliet, the pickup for PO 7719 moves from Thursday 08:00–10:00 to Thursday 13:30–15:30.",
                                          "Driver: K. Aydın, trailer plate 71-BRZ-4. Please confirm dock 5 is free in that window.",
                                          "Regards, Hollis Freight planning desk"])
    turns.append((code("pyautogui.click(640, 159)"), obs("Oct 9  11:21", pick_pane)))
    turns.append((code("pyautogui.keyDown('ctrl')\npyautogui.click(640, 185)\npyautogui.keyUp('ctrl')"),
                  obs("Oct 9  11:21", tb_summary(["Revised pickup window – PO 7719", "Invoice HF-20931"]))))
    ctx = [R("menu-item", m, "", 660, 215 + 26 * i, 240, 26) for i, m in enumerate(
        ["Open in New Tab", "Open in New Window", "Reply to Sender", "Reply All", "Forward", "Archive", "Move To",
         "Copy To", "Tag", "Mark", "Save As…", "Print…", "Delete Selected Messages"])]
    summ = tb_summary(["Revised pickup window – PO 7719", "Invoice HF-20931"])
    turns.append((code("pyautogui.rightClick(640, 185)"), obs("Oct 9  11:21", summ, ctx)))
    sub = [R("menu-item", m, "", 900, 371 + 26 * i, 260, 26) for i, m in enumerate(["Recent", "Local Folders", acct])]
    sub2 = [R("menu-item", m, "", 1160, 423 + 26 * i, 200, 26) for i, m in enumerate(
        ["Move Here", "Inbox", "Drafts", "Sent", "Archives", "Suppliers", "Junk", "Trash"])]
    turns.append((code("pyautogui.click(700, 384)\npyautogui.moveTo(1000, 436)"), obs("Oct 9  11:22", summ, ctx + sub + sub2)))
    del inbox[0:2]
    total -= 2
    inbox[0]["unread"] = False  # Thunderbird selects and shows the next message after the move
    roster = tb_msg("Dana Whitcombe <d.whitcombe@fernbrook-logistics.eu>", "Q4 volunteer roster", "dc-all@fernbrook-logistics.eu",
                    "10/9/24, 10:52", ["Hi all,", "The Q4 roster for the food-bank sorting shifts is attached. Please swap directly with a colleague and copy me.",
                                       "Thanks! Dana"], "1 attachment: q4_roster.ods  14.2 KB")
    turns.append((code("pyautogui.moveTo(1240, 566)\npyautogui.click(1420, 592)"), obs("Oct 9  11:22", roster)))
    hollis[:0] = [dict(pick, unread=False), dict(inv, unread=False)]
    hollis.sort(key=lambda m: 0 if ":" in str(m["date"]) else 1)
    hollis_view = tb(acct, folders(inbox_unread=unread() + 1), "Hollis", hollis, 0, len(hollis), [])
    turns.append((code("pyautogui.click(200, 289)"), desk(hollis_view, "Oct 9  11:23")))
    tab = [R("frame", "Invoice HF-20931 - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
           R("page-tab", "Hollis", "", 120, 32, 240, 34), R("page-tab", "Invoice HF-20931", "", 364, 32, 240, 34)]
    tab += shift(inv_pane, -320, -430)
    turns.append((code("pyautogui.doubleClick(640, 185)"), desk(tab, "Oct 9  11:23")))
    rs.add(task="os", tid="h10-os-03", system=sysmsg(task), turns=turns, state=state, bad=True, turn=8,
           kind="Inbox unread badge goes back up from 6 to 7 (folder pane) on a plain folder click, no message marked unread or received")


def t13(rs: RowSet) -> None:
    # clean: Thunderbird; quick filter narrows and clears the list, reading lowers unread, a star is set, three Guild mails move out (older mails scroll into view), new mail raises the counts again; two look-alike senders (Marisol Ekwueme / Maris Ekwall)
    task = ("Star Marisol Ekwueme's message about the kiln schedule, move every message from the Pottery Guild into the "
            "'Guild' folder, then check for new mail.")
    acct = "jun.hale@kilnworks.studio"
    inbox = [
        dict(subj="Re: kiln schedule for Nov firing", frm="Marisol Ekwueme", date="14:02", unread=True),
        dict(subj="November newsletter", frm="Pottery Guild", date="13:40", unread=True),
        dict(subj="Order #KW-1188 shipped", frm="Clayworks Supply", date="12:15", unread=False),
        dict(subj="kiln schedule?", frm="Maris Ekwall", date="11:58", unread=True),
        dict(subj="Members' show: drop-off times", frm="Pottery Guild", date="10:03", unread=False),
        dict(subj="Invoice for October studio rent", frm="Harbourside Lofts", date="09:20", unread=False),
        dict(subj="Glaze test results", frm="Tomasz Wierzba", date="Yesterday 17:44", unread=True),
        dict(subj="Raku night RSVP", frm="Pottery Guild", date="Yesterday 15:10", unread=False),
        dict(subj="Your receipt from Clayworks Supply", frm="Clayworks Supply", date="Yesterday 12:00", unread=False),
        dict(subj="Re: commission – 12 mugs", frm="Odile Ferrand", date="Yesterday 09:31", unread=False),
        dict(subj="Class roster: Wheel II (Tue)", frm="Community Arts Centre", date="Mon 16:20", unread=True),
        dict(subj="Password reset requested", frm="Etsy", date="Mon 08:02", unread=False),
        dict(subj="Cone 6 firing log", frm="Tomasz Wierzba", date="Sun 19:12", unread=False),
        dict(subj="Weekend market stall fees", frm="Harbourside Market", date="Sun 10:40", unread=False),
        dict(subj="Re: glaze recipes", frm="Odile Ferrand", date="Sat 13:05", unread=False),
        dict(subj="Studio insurance renewal", frm="Brightline Insurance", date="Fri 11:11", unread=False),
    ]
    older = 38 - len(inbox)  # read messages further down the folder
    guild = [0]

    def unread() -> int:
        return sum(1 for m in inbox if m["unread"])

    def folders() -> list[tuple[str, int, int]]:
        return [("Inbox", 0, unread()), ("Drafts", 0, 0), ("Sent", 0, 0), ("Archives", 0, 0), ("Guild", 0, guild[0]),
                ("Orders", 0, 0), ("Junk", 0, 0), ("Trash", 0, 0)]

    def obs(clock: str, pane: list[Row], qf: str | None = None, extra: list[Row] | None = None, current: str = "Inbox") -> str:
        return desk(tb(acct, folders(), current, inbox, unread(), len(inbox) + older, pane, qf=qf, extra=extra), clock)

    drafts = tb(acct, folders(), "Drafts", [dict(subj="Price list 2025 (draft)", frm="Jun Hale", date="Oct 3", unread=False),
                                           dict(subj="Re: commission – 12 mugs", frm="Odile Ferrand", date="Sep 30", unread=False)],
                0, 2, [])
    state = desk(drafts, "Oct 10  14:12")
    turns = []
    turns.append((code("pyautogui.click(200, 159)"), obs("Oct 10  14:12", [])))
    turns.append((code("pyautogui.click(750, 87)\npyautogui.click(1090, 125)\npyautogui.write('kiln')"), obs("Oct 10  14:13", [], qf="kiln")))
    inbox[0]["unread"] = False
    marisol = tb_msg("Marisol Ekwueme <marisol@ekwueme-ceramics.com>", "Re: kiln schedule for Nov firing", acct, "10/10/24, 14:02",
                     ["Hi Jun,", "Confirmed: the Nov glaze firing goes in the big kiln on Thursday 14 Nov, loading from 16:00, cone 6 with a 20-minute hold.",
                      "Bisque for the market order has to be on the shelves by Tuesday 12 Nov.", "Marisol"])
    turns.append((code("pyautogui.click(640, 185)"), obs("Oct 10  14:13", marisol, qf="kiln")))
    inbox[0]["star"] = True
    turns.append((code("pyautogui.press('s')"), obs("Oct 10  14:14", marisol, qf="kiln")))
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')"), obs("Oct 10  14:14", marisol)))
    turns.append((code("pyautogui.click(750, 87)\npyautogui.click(1090, 125)\npyautogui.write('Pottery Guild')"), obs("Oct 10  14:15", marisol, qf="Pottery Guild")))
    gsubj = [str(m["subj"]) for m in inbox if m["frm"] == "Pottery Guild"]
    inbox[1]["unread"] = False  # the click opens (and marks read) the first Guild message
    turns.append((code("pyautogui.click(640, 185)\npyautogui.hotkey('ctrl', 'a')"), obs("Oct 10  14:15", tb_summary(gsubj), qf="Pottery Guild")))
    guild[0] = sum(1 for m in inbox if m["frm"] == "Pottery Guild" and m["unread"])
    inbox[:] = [m for m in inbox if m["frm"] != "Pottery Guild"]
    turns.append((code("pyautogui.rightClick(640, 185)\npyautogui.click(700, 384)\npyautogui.moveTo(1000, 436)\n"
                       "pyautogui.moveTo(1240, 566)\npyautogui.click(1240, 566)"), obs("Oct 10  14:16", [], qf="Pottery Guild")))
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')"), obs("Oct 10  14:16", [])))
    inbox.insert(0, dict(subj="Kiln loaded – firing starts 18:00", frm="Marisol Ekwueme", date="14:17", unread=True))
    turns.append((code("pyautogui.click(160, 87)"), obs("Oct 10  14:17", [])))
    rs.add(task="os", tid="h10-os-13", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- Files (Nautilus) and Terminal

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files(title: str, crumbs: list[str], items: list[tuple[str, ...]], status: str | None = None,
          cols: tuple[str, ...] = ("Name", "Size", "Modified"), extra: list[Row] | None = None, search: str | None = None,
          x0: int = 70, y0: int = 27, w: int = 1850, h: int = 1053) -> list[Row]:
    rows = [R("frame", title, "", x0, y0, w, h), R("push-button", "Back", "", x0 + 8, y0 + 8, 34, 34),
            R("push-button", "Forward", "", x0 + 46, y0 + 8, 34, 34)]
    if search is None:
        for i, c in enumerate(crumbs):
            rows.append(R("push-button", c, "", x0 + 90 + 110 * i, y0 + 8, 106, 34))
    else:
        rows.append(R("entry", "Search", search, x0 + 90, y0 + 8, 500, 34))
    rows += [R("toggle-button", "Search", "", x0 + w - 200, y0 + 8, 34, 34),
             R("toggle-button", "View options", "", x0 + w - 160, y0 + 8, 34, 34),
             R("push-button", "Open menu", "", x0 + w - 120, y0 + 8, 34, 34)]
    for i, s in enumerate(SIDEBAR):
        rows.append(R("list-item", s, "", x0 + 6, y0 + 56 + 36 * i, 220, 34))
    cx = [x0 + 240, x0 + 240 + 640, x0 + 240 + 640 + 180, x0 + 240 + 640 + 180 + 260]
    for i, c in enumerate(cols):
        rows.append(R("table-column-header", c, "", cx[i], y0 + 52, [640, 180, 260, 260][i], 30))
    for r, it in enumerate(items):
        for i, v in enumerate(it):
            rows.append(R("table-cell", "", v, cx[i], y0 + 84 + 36 * r, [640, 180, 260, 260][i], 36))
    if search is not None and not items:
        rows += [R("label", "", "No Results Found", x0 + 900, y0 + 480, 260, 30),
                 R("label", "", "Try a different search.", x0 + 900, y0 + 515, 260, 22)]
    if status:
        rows.append(R("label", "", status, x0 + w - 420, y0 + h - 40, 400, 30))
    return rows + (extra or [])


def term(title: str, content: str, x0: int = 420, y0: int = 180, w: int = 1100, h: int = 700) -> list[Row]:
    return [R("frame", title, "", x0, y0, w, h), R("push-button", "New Tab", "", x0 + 6, y0 + 6, 34, 34),
            R("label", "", title, x0 + 300, y0 + 12, 500, 22), R("push-button", "Search", "", x0 + w - 190, y0 + 6, 34, 34),
            R("toggle-button", "Menu", "", x0 + w - 150, y0 + 6, 34, 34), R("push-button", "Minimise", "", x0 + w - 110, y0 + 6, 30, 30),
            R("push-button", "Maximise", "", x0 + w - 75, y0 + 6, 30, 30), R("push-button", "Close", "", x0 + w - 40, y0 + 6, 30, 30),
            R("terminal", "Terminal", content, x0, y0 + 46, w, h - 46)]


class Shell:
    """Terminal scroll-back: keeps the visible text (last `keep` lines) of a bash session."""

    def __init__(self, cwd: str, keep: int = 34) -> None:
        self.cwd, self.keep, self.lines = cwd, keep, [self.ps1(cwd)]

    @staticmethod
    def ps1(cwd: str) -> str:
        return f"{USER}@{HOST}:{cwd}$ "

    def run(self, cmd: str, out: str = "", cd: str | None = None) -> str:
        self.lines[-1] += cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        if cd:
            self.cwd = cd
        self.lines.append(self.ps1(self.cwd))
        return self.text()

    def text(self) -> str:
        return "\n".join(self.lines[-self.keep:])

    @property
    def title(self) -> str:
        return f"{USER}@{HOST}: {self.cwd}"


def t02(rs: RowSet) -> None:
    # bad: Files; turn 4 renames IMG_20240611_0932.jpg to plot07_north.jpg and turn 8 moves it into plot07; turn 9 lists plot07 with IMG_20240611_0932.jpg instead of plot07_north.jpg
    task = ("In ~/Pictures/field_survey rename IMG_20240611_0932.jpg to plot07_north.jpg, then put all three plot07 photos "
            "into a new folder named plot07.")
    items = [["gps_track_0611.gpx", "412.8 kB", "Jun 11"], ["IMG_20240611_0917.jpg", "2.6 MB", "Jun 11"],
             ["IMG_20240611_0932.jpg", "3.1 MB", "Jun 11"], ["IMG_20240611_0948.jpg", "2.9 MB", "Jun 11"],
             ["notes_0611.txt", "1.7 kB", "Jun 11"], ["plot06_west.jpg", "2.7 MB", "Jun 10"],
             ["plot07_east.jpg", "2.8 MB", "Jun 11"], ["plot07_south.jpg", "3.0 MB", "Jun 11"]]
    crumbs = ["Home", "Pictures", "field_survey"]

    def srt() -> None:
        items.sort(key=lambda it: (0 if it[1].endswith("items") or it[1].endswith("item") else 1, it[0].lower()))

    def obs(clock: str, status: str | None = None, extra: list[Row] | None = None) -> str:
        return desk(files("field_survey", crumbs, [tuple(i) for i in items], status, extra=extra), clock)

    def y(name: str) -> int:
        return 27 + 84 + 36 * [i[0] for i in items].index(name) + 18

    state = obs("Jun 14  10:38")
    turns = []
    turns.append((code(f"pyautogui.click(500, {y('IMG_20240611_0932.jpg')})"), obs("Jun 14  10:38", "“IMG_20240611_0932.jpg” selected (3.1 MB)")))

    def pop(text: str) -> list[Row]:
        return [R("label", "", "File name", 380, 260, 300, 22), R("text", "", text, 380, 286, 330, 32),
                R("push-button", "Rename", "", 720, 286, 90, 32)]

    sel = "“IMG_20240611_0932.jpg” selected (3.1 MB)"
    turns.append((code("pyautogui.press('f2')"), obs("Jun 14  10:39", sel, pop("IMG_20240611_0932.jpg"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('plot07_north.jpg')"), obs("Jun 14  10:39", sel, pop("plot07_north.jpg"))))
    items[2][0] = "plot07_north.jpg"
    srt()
    turns.append((code("pyautogui.press('enter')"), obs("Jun 14  10:39", "“plot07_north.jpg” selected (3.1 MB)")))
    newf = [R("dialog", "New Folder", "", 760, 380, 420, 170), R("label", "", "Folder name", 785, 420, 200, 22),
            R("text", "", "", 785, 446, 370, 32), R("push-button", "Cancel", "", 785, 500, 90, 32),
            R("push-button", "Create", "", 1065, 500, 90, 32)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"), obs("Jun 14  10:40", "“plot07_north.jpg” selected (3.1 MB)", newf)))
    items.append(["plot07", "0 items", "10:40"])
    srt()
    turns.append((code("pyautogui.write('plot07')\npyautogui.press('enter')"), obs("Jun 14  10:40", "“plot07” selected (containing 0 items)")))
    east, north, south = y("plot07_east.jpg"), y("plot07_north.jpg"), y("plot07_south.jpg")
    turns.append((code(f"pyautogui.click(500, {east})\npyautogui.keyDown('ctrl')\npyautogui.click(500, {north})\npyautogui.click(500, {south})\npyautogui.keyUp('ctrl')"),
                  obs("Jun 14  10:41", "3 items selected (8.9 MB)")))
    moved = [i for i in items if i[0].startswith("plot07_")]
    items[:] = [i for i in items if not i[0].startswith("plot07_")]
    items[0][1:] = ["3 items", "10:41"]
    turns.append((code(f"pyautogui.moveTo(500, {south})\npyautogui.dragTo(500, {y('plot07')}, duration=0.6)"), obs("Jun 14  10:41")))
    inside = sorted([[("IMG_20240611_0932.jpg" if m[0] == "plot07_north.jpg" else m[0]), m[1], m[2]] for m in moved], key=lambda m: m[0].lower())
    turns.append((code(f"pyautogui.doubleClick(500, {y('plot07')})"),
                  desk(files("plot07", crumbs + ["plot07"], [tuple(i) for i in inside]), "Jun 14  10:42")))
    turns.append((code("pyautogui.hotkey('alt', 'left')"), obs("Jun 14  10:42")))
    rs.add(task="os", tid="h10-os-02", system=sysmsg(task), turns=turns, state=state, bad=True, turn=9,
           kind="renamed photo listed under its old name IMG_20240611_0932.jpg inside plot07 (renamed to plot07_north.jpg at turn 4)")


def ls_l(entries: list[tuple[str, int, str]], perm: str = "-rw-rw-r--") -> str:
    """entries: (name, size, 'Mon dd hh:mm'); the `total` line counts 4 KiB blocks in KiB."""
    total = sum(-(-s // 4096) * 4 for _, s, _ in entries)
    width = max(len(str(s)) for _, s, _ in entries)
    lines = [f"total {total}"]
    for name, size, when in sorted(entries, key=lambda e: e[0].lower()):
        lines.append(f"{perm} 1 {USER} {USER} {size:>{width}} {when} {name}")
    return "\n".join(lines)


def t07(rs: RowSet) -> None:
    # bad: Files + terminal; turn 3 permanently deletes survey_export_2023.csv (turn 6 `ls -l` and turn 7 zip agree it is gone); turn 8 `ls -l` lists it again
    task = ("Permanently delete survey_export_2023.csv from ~/Documents/exports (not to the Trash), then zip the remaining "
            "survey exports into exports.zip in the same folder from a terminal.")
    disk = [("codebook_v3.ods", 38112, "Feb 27 16:02"), ("README.txt", 1398, "Feb 27 16:05"),
            ("survey_export_2022.csv", 1104233, "Jan  9 11:48"), ("survey_export_2023.csv", 1187460, "Jan  9 11:49"),
            ("survey_export_2024.csv", 1302118, "Mar  4 09:15"), ("survey_export_2024_Q3.csv", 402577, "Mar  4 09:17")]
    human = {"codebook_v3.ods": "38.1 kB", "README.txt": "1.4 kB", "survey_export_2022.csv": "1.1 MB",
             "survey_export_2023.csv": "1.2 MB", "survey_export_2024.csv": "1.3 MB", "survey_export_2024_Q3.csv": "402.6 kB"}
    nice = {"Feb 27 16:02": "Feb 27", "Feb 27 16:05": "Feb 27", "Jan  9 11:48": "Jan 9", "Jan  9 11:49": "Jan 9",
            "Mar  4 09:15": "Mar 4", "Mar  4 09:17": "Mar 4"}
    crumbs = ["Home", "Documents", "exports"]

    def listing() -> list[tuple[str, ...]]:
        return [(n, human[n], nice.get(w, w[-5:])) for n, _, w in sorted(disk, key=lambda e: e[0].lower())]

    def fm(status: str | None = None, extra: list[Row] | None = None) -> list[Row]:
        return files("exports", crumbs, listing(), status, extra=extra)

    state = desk(fm(), "Mar 12  14:22")
    turns = []
    y23 = 27 + 84 + 36 * 3 + 18
    turns.append((code(f"pyautogui.click(520, {y23})"), desk(fm("“survey_export_2023.csv” selected (1.2 MB)"), "Mar 12  14:22")))
    dlg = [R("dialog", "", "", 700, 420, 520, 200),
           R("label", "", "Are you sure you want to permanently delete “survey_export_2023.csv”?", 730, 450, 460, 44),
           R("label", "", "If you delete an item, it will be permanently lost.", 730, 500, 460, 22),
           R("push-button", "Cancel", "", 730, 560, 220, 36), R("push-button", "Delete", "", 970, 560, 220, 36)]
    turns.append((code("pyautogui.hotkey('shift', 'delete')"), desk(fm("“survey_export_2023.csv” selected (1.2 MB)", dlg), "Mar 12  14:23")))
    deleted = disk.pop(3)
    turns.append((code("pyautogui.click(1080, 578)"), desk(fm(), "Mar 12  14:23")))
    ctx = [R("menu-item", m, "", 1000, 700 + 30 * i, 220, 30) for i, m in enumerate(
        ["New Folder…", "Add to Bookmarks", "Paste", "Select All", "Open in Terminal", "Properties"])]
    turns.append((code("pyautogui.rightClick(1000, 700)"), desk(fm(extra=ctx), "Mar 12  14:23")))
    sh = Shell("~/Documents/exports")
    turns.append((code("pyautogui.click(1100, 835)"), desk(fm() + term(sh.title, sh.text()), "Mar 12  14:24", ("Terminal",))))
    out = sh.run("ls -l", ls_l(disk))
    turns.append((code("pyautogui.write('ls -l\\n')"), desk(fm() + term(sh.title, out), "Mar 12  14:24", ("Terminal",))))
    csvs = sorted([d for d in disk if d[0].endswith(".csv")], key=lambda e: e[0])
    pct = {"survey_export_2022.csv": 78, "survey_export_2024.csv": 77, "survey_export_2024_Q3.csv": 76}
    out = sh.run("zip exports.zip survey_export_*.csv", "\n".join(f"  adding: {n} (deflated {pct[n]}%)" for n, _, _ in csvs))
    zsize = sum(s * (100 - pct[n]) // 100 + 76 + 2 * len(n) for n, s, _ in csvs) + 22
    disk.append(("exports.zip", zsize, "Mar 12 14:25"))
    human["exports.zip"] = f"{zsize / 1000:.1f} kB"
    turns.append((code("pyautogui.write('zip exports.zip survey_export_*.csv\\n')"), desk(fm() + term(sh.title, out), "Mar 12  14:25", ("Terminal",))))
    shown = disk + [deleted]
    out = sh.run("ls -l", ls_l(shown))
    turns.append((code("pyautogui.write('ls -l\\n')"), desk(fm() + term(sh.title, out), "Mar 12  14:25", ("Terminal",))))
    zl = ["Archive:  exports.zip", "  Length      Date    Time    Name", "---------  ---------- -----   ----"]
    dates = {"survey_export_2022.csv": "2024-01-09 11:48", "survey_export_2024.csv": "2024-03-04 09:15", "survey_export_2024_Q3.csv": "2024-03-04 09:17"}
    for n, s, _ in csvs:
        zl.append(f"{s:>9}  {dates[n]}   {n}")
    zl += ["---------                     -------", f"{sum(s for _, s, _ in csvs):>9}                     {len(csvs)} files"]
    out = sh.run("unzip -l exports.zip", "\n".join(zl))
    turns.append((code("pyautogui.write('unzip -l exports.zip\\n')"), desk(fm() + term(sh.title, out), "Mar 12  14:26", ("Terminal",))))
    rs.add(task="os", tid="h10-os-07", system=sysmsg(task), turns=turns, state=state, bad=True, turn=8,
           kind="permanently deleted survey_export_2023.csv reappears in the second `ls -l` (absent from the turn-6 listing and the zip)")


def t16(rs: RowSet) -> None:
    # clean: Files; a search narrows ~/Downloads to the .deb files, all five go to the Trash, one (zotero 7.0.5) is restored and reappears, a new folder is created and filled; zotero 7.0.4 (look-alike) stays in the Trash
    task = ("Clear the .deb installers out of ~/Downloads into the Trash, except zotero_7.0.5_amd64.deb, which should end "
            "up in a new folder ~/Downloads/installers.")
    dl = [["anki-24.06.3-linux-qt6.tar.zst", "141.9 MB", "Sep 20"], ["drawio-amd64-24.7.17.deb", "98.6 MB", "Sep 22"],
          ["invoice_0934.pdf", "212.4 kB", "Sep 30"], ["meeting_notes_0912.txt", "3.1 kB", "Sep 12"],
          ["obsidian_1.6.7_amd64.deb", "84.1 MB", "Sep 25"], ["slack-desktop-4.39.95-amd64.deb", "79.0 MB", "Sep 27"],
          ["zotero_7.0.4_amd64.deb", "62.3 MB", "Aug 30"], ["zotero_7.0.5_amd64.deb", "62.5 MB", "Sep 28"]]
    trash = [["budget_old.ods", "Documents", "Sep 29"]]
    crumbs = ["Home", "Downloads"]

    def view(status: str | None = None, extra: list[Row] | None = None) -> list[Row]:
        dl.sort(key=lambda it: (0 if it[1].endswith("item") or it[1].endswith("items") else 1, it[0].lower()))
        return files("Downloads", crumbs, [tuple(i) for i in dl], status, extra=extra)

    def tview(status: str | None = None, extra: list[Row] | None = None) -> list[Row]:
        trash.sort(key=lambda it: it[0].lower())
        return files("Trash", ["Trash"], [tuple(i) for i in trash], status, cols=("Name", "Original Location", "Trashed On"),
                     extra=extra + [R("push-button", "Empty…", "", 1700, 1020, 100, 34)] if extra else [R("push-button", "Empty…", "", 1700, 1020, 100, 34)])

    state = desk(view(), "Oct 2  11:03")
    turns = []
    debs = [i for i in dl if i[0].endswith(".deb")]
    res = [(d[0], d[1], "Downloads") for d in debs]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('.deb')"),
                  desk(files("Search for “.deb”", crumbs, res, cols=("Name", "Size", "Location"), search=".deb"), "Oct 2  11:04")))
    mb = sum(float(d[1].split()[0]) for d in debs)
    turns.append((code("pyautogui.click(520, 129)\npyautogui.hotkey('ctrl', 'a')"),
                  desk(files("Search for “.deb”", crumbs, res, f"{len(debs)} items selected ({mb:.1f} MB)", cols=("Name", "Size", "Location"), search=".deb"), "Oct 2  11:04")))
    dl[:] = [i for i in dl if not i[0].endswith(".deb")]
    trash += [[d[0], "Downloads", "11:05"] for d in debs]
    toast = [R("label", "", f"{len(debs)} files deleted", 820, 960, 200, 30), R("push-button", "Undo", "", 1030, 958, 70, 34),
             R("push-button", "Close", "", 1105, 958, 34, 34)]
    turns.append((code("pyautogui.press('delete')"),
                  desk(files("Search for “.deb”", crumbs, [], cols=("Name", "Size", "Location"), search=".deb", extra=toast), "Oct 2  11:05")))
    turns.append((code("pyautogui.click(180, 424)"), desk(tview(), "Oct 2  11:05")))
    trash.sort(key=lambda it: it[0].lower())
    yz = 27 + 84 + 36 * [t[0] for t in trash].index("zotero_7.0.5_amd64.deb") + 18
    ctx = [R("menu-item", m, "", 560, yz + 30 * i, 230, 30) for i, m in enumerate(
        ["Restore From Trash", "Delete From Trash", "Cut", "Copy", "Properties"])]
    turns.append((code(f"pyautogui.rightClick(520, {yz})"), desk(tview("“zotero_7.0.5_amd64.deb” selected (62.5 MB)", ctx), "Oct 2  11:06")))
    trash[:] = [t for t in trash if t[0] != "zotero_7.0.5_amd64.deb"]
    dl.append(["zotero_7.0.5_amd64.deb", "62.5 MB", "Sep 28"])
    turns.append((code(f"pyautogui.click(620, {yz + 15})"), desk(tview(), "Oct 2  11:06")))
    turns.append((code("pyautogui.click(180, 280)"), desk(view(), "Oct 2  11:06")))
    dl.append(["installers", "0 items", "11:07"])
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.write('installers')\npyautogui.press('enter')"),
                  desk(view("“installers” selected (containing 0 items)"), "Oct 2  11:07")))
    names = [i[0] for i in dl]
    yzot, yinst = 27 + 84 + 36 * names.index("zotero_7.0.5_amd64.deb") + 18, 27 + 84 + 18
    dl[:] = [i for i in dl if i[0] != "zotero_7.0.5_amd64.deb"]
    dl[0][1:] = ["1 item", "11:07"]
    turns.append((code(f"pyautogui.moveTo(520, {yzot})\npyautogui.dragTo(520, {yinst}, duration=0.6)"), desk(view(), "Oct 2  11:07")))
    turns.append((code(f"pyautogui.doubleClick(520, {yinst})"),
                  desk(files("installers", crumbs + ["installers"], [("zotero_7.0.5_amd64.deb", "62.5 MB", "Sep 28")]), "Oct 2  11:08")))
    rs.add(task="os", tid="h10-os-16", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- System Monitor

def sysmon(procs: list[tuple[str, str, str, str, str]], tab: str = "Processes", search: str | None = None,
           extra: list[Row] | None = None, sort: str = "Process Name", nshow: int = 14) -> list[Row]:
    x0, y0 = 300, 120
    rows = [R("frame", "System Monitor", "", x0, y0, 1200, 800)]
    for i, t in enumerate(["Processes", "Resources", "File Systems"]):
        rows.append(R("radio-button", t, "", x0 + 380 + 130 * i, y0 + 8, 124, 34))
    rows += [R("toggle-button", "Search", "", x0 + 1080, y0 + 8, 34, 34), R("push-button", "Menu", "", x0 + 1118, y0 + 8, 34, 34),
             R("push-button", "Close", "", x0 + 1160, y0 + 8, 30, 30)]
    if tab == "Processes":
        if search is not None:
            rows.append(R("entry", "", search, x0 + 350, y0 + 52, 500, 34))
            procs = [p for p in procs if search.lower() in p[0].lower()]
        top = y0 + (94 if search is not None else 52)
        hdrs = ["Process Name", "User", "% CPU", "ID", "Memory"]
        xs, ws = [x0, x0 + 420, x0 + 560, x0 + 680, x0 + 800], [420, 140, 120, 120, 140]
        for i, hd in enumerate(hdrs):
            rows.append(R("table-column-header", hd + (" ▾" if hd == sort else ""), "", xs[i], top, ws[i], 30))
        for r, p in enumerate(procs[:nshow]):
            for i, v in enumerate(p):
                rows.append(R("table-cell", "", v, xs[i], top + 30 + 28 * r, ws[i], 28))
        rows.append(R("push-button", "End Process", "", x0 + 1040, y0 + 755, 140, 34))
    return rows + (extra or [])


def t05(rs: RowSet) -> None:
    # bad: terminal + System Monitor; the docs server started at turn 2 has PID 48213 (turns 2, 3, 5, 8 agree) and is never restarted; turn 10 `ps` shows it as PID 48231
    task = ("Start the fieldnotes docs preview (python3 -m http.server 8731 on 127.0.0.1) from ~/projects/fieldnotes in "
            "the background, then use System Monitor to lower its priority to nice 10 and confirm it still answers.")
    base = [("at-spi-bus-launcher", "user", "0.00", "1544", "1.1 MB"), ("bash", "user", "0.00", "48102", "5.2 MB"),
            ("dbus-daemon", "user", "0.00", "1412", "3.4 MB"), ("evolution-alarm-notify", "user", "0.00", "1873", "28.9 MB"),
            ("gjs", "user", "0.00", "1950", "14.6 MB"), ("gnome-shell", "user", "1.40", "1601", "212.7 MB"),
            ("gnome-system-monitor", "user", "2.10", "48390", "31.5 MB"), ("gnome-terminal-server", "user", "0.30", "48095", "41.8 MB"),
            ("gsd-color", "user", "0.00", "1790", "9.7 MB"), ("gsd-housekeeping", "user", "0.00", "1801", "3.9 MB"),
            ("gsd-media-keys", "user", "0.00", "1805", "12.0 MB"), ("ibus-daemon", "user", "0.00", "1702", "6.5 MB"),
            ("pipewire", "user", "0.00", "1398", "4.4 MB"), ("python3", "user", "0.00", "48213", "11.4 MB"),
            ("snapd-desktop-integration", "user", "0.00", "1988", "6.2 MB"), ("tracker-miner-fs-3", "user", "0.00", "1420", "17.3 MB")]
    sh = Shell("~")
    state = desk([], "Apr 23  13:47")
    turns = []
    ex = ("Terminal",)
    turns.append((code("pyautogui.hotkey('ctrl', 'alt', 't')"), desk(term(sh.title, sh.text()), "Apr 23  13:47", ex)))
    sh.run("cd ~/projects/fieldnotes && python3 -m http.server 8731 --bind 127.0.0.1 > /tmp/fieldnotes-docs.log 2>&1 &", "[1] 48213", cd="~/projects/fieldnotes")
    turns.append((code("pyautogui.write('cd ~/projects/fieldnotes && python3 -m http.server 8731 --bind 127.0.0.1 > /tmp/fieldnotes-docs.log 2>&1 &\\n')"),
                  desk(term(sh.title, sh.text()), "Apr 23  13:48", ex)))
    sh.run("ss -ltnp | grep 8731", 'LISTEN 0      5          127.0.0.1:8731       0.0.0.0:*    users:(("python3",pid=48213,fd=3))')
    turns.append((code("pyautogui.write('ss -ltnp | grep 8731\\n')"), desk(term(sh.title, sh.text()), "Apr 23  13:48", ex)))
    ex2 = ("Terminal", "System Monitor")
    turns.append((code("pyautogui.press('super')\npyautogui.write('system monitor')\npyautogui.press('enter')"),
                  desk(term(sh.title, sh.text()) + sysmon(base), "Apr 23  13:49", ex2)))
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('python')"),
                  desk(term(sh.title, sh.text()) + sysmon(base, search="python"), "Apr 23  13:49", ex2)))
    ctx = [R("menu-item", m, "", 560, 290 + 28 * i, 220, 28) for i, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    turns.append((code("pyautogui.rightClick(500, 258)"), desk(term(sh.title, sh.text()) + sysmon(base, search="python", extra=ctx), "Apr 23  13:50", ex2)))
    prio = [R("radio-menu-item", m, "", 780, 374 + 28 * i, 200, 28) for i, m in enumerate(
        ["Very High", "High", "Normal", "Low", "Very Low", "Custom"])]
    turns.append((code("pyautogui.moveTo(640, 388)"), desk(term(sh.title, sh.text()) + sysmon(base, search="python", extra=ctx + prio), "Apr 23  13:50", ex2)))
    dlg = [R("dialog", "Change Priority", "", 700, 380, 520, 260),
           R("label", "", "Change Priority of Process “python3” (PID: 48213)", 725, 400, 470, 24),
           R("label", "", "Nice value:", 725, 450, 100, 24), R("spin-button", "", "0", 830, 446, 120, 30),
           R("label", "", "Note: The priority of a process is given by its nice value. A lower nice value corresponds to a higher priority.", 725, 495, 470, 44),
           R("push-button", "Cancel", "", 900, 590, 140, 34), R("push-button", "Change Priority", "", 1050, 590, 150, 34)]
    turns.append((code("pyautogui.click(860, 528)"), desk(term(sh.title, sh.text()) + sysmon(base, search="python", extra=dlg), "Apr 23  13:51", ex2)))
    turns.append((code("pyautogui.tripleClick(880, 461)\npyautogui.write('10')\npyautogui.click(1125, 607)"),
                  desk(term(sh.title, sh.text()) + sysmon(base, search="python"), "Apr 23  13:51", ex2)))
    sh.run("ps -o pid,ni,etime,cmd -C python3", "    PID  NI     ELAPSED CMD\n  48231  10       04:07 python3 -m http.server 8731 --bind 127.0.0.1")
    turns.append((code("pyautogui.hotkey('alt', 'tab')\npyautogui.write('ps -o pid,ni,etime,cmd -C python3\\n')"),
                  desk(sysmon(base, search="python") + term(sh.title, sh.text()), "Apr 23  13:52", ex2)))
    sh.run("curl -sI http://127.0.0.1:8731/ | head -1", "HTTP/1.0 200 OK")
    turns.append((code("pyautogui.write('curl -sI http://127.0.0.1:8731/ | head -1\\n')"),
                  desk(sysmon(base, search="python") + term(sh.title, sh.text()), "Apr 23  13:52", ex2)))
    rs.add(task="os", tid="h10-os-05", system=sysmsg(task), turns=turns, state=state, bad=True, turn=10,
           kind="PID of the never-restarted http.server drifts from 48213 to 48231 in the `ps` table")


def t19(rs: RowSet) -> None:
    # clean: System Monitor + terminal; CPU/memory figures fluctuate between refreshes, the runaway thumbd-worker (PID 7311) is restarted through systemd and comes back as PID 8842 with low CPU, the list re-sorts, a search shows the look-alike thumbd-tray too
    task = ("thumbd-worker is stuck at ~100% CPU. Restart its user service (thumbd.service) and check in System Monitor "
            "that the new worker process is idle.")

    def procs(worker: tuple[str, str, str] | None, cpu: dict[str, str], mem: dict[str, str]) -> list[tuple[str, str, str, str, str]]:
        base = {"gnome-shell": "1601", "gnome-system-monitor": "9120", "Xorg": "1380", "gnome-terminal-server": "5518",
                "pipewire": "1398", "ibus-daemon": "1702", "tracker-miner-fs-3": "1420", "evolution-alarm-notify": "1873",
                "gjs": "1950", "bash": "5527", "dbus-daemon": "1412", "thumbd-tray": "5012", "gsd-color": "1790",
                "at-spi-bus-launcher": "1544"}
        rows = [(n, "user", cpu.get(n, "0.00"), pid, mem[n]) for n, pid in base.items()]
        if worker:
            rows.append(("thumbd-worker", "user", worker[1], worker[0], worker[2]))
        rows.sort(key=lambda r: (-float(r[2]), r[0]))
        return rows

    mem = {"gnome-shell": "238.9 MB", "gnome-system-monitor": "33.0 MB", "Xorg": "96.2 MB", "gnome-terminal-server": "44.1 MB",
           "pipewire": "4.5 MB", "ibus-daemon": "6.6 MB", "tracker-miner-fs-3": "19.8 MB", "evolution-alarm-notify": "29.0 MB",
           "gjs": "14.6 MB", "bash": "5.3 MB", "dbus-daemon": "3.5 MB", "thumbd-tray": "7.9 MB", "gsd-color": "9.7 MB",
           "at-spi-bus-launcher": "1.1 MB"}
    sh = Shell("~")
    sh.lines = [sh.ps1("~") + "systemctl --user is-active thumbd.service", "active", sh.ps1("~")]
    ex = ("Terminal", "System Monitor")
    cpu1 = {"gnome-shell": "6.10", "gnome-system-monitor": "2.40", "Xorg": "1.90", "gnome-terminal-server": "0.60",
            "pipewire": "0.30", "ibus-daemon": "0.20", "tracker-miner-fs-3": "0.10"}
    state = desk(term(sh.title, sh.text()) + sysmon(procs(("7311", "98.70", "412.6 MB"), cpu1, mem), sort="% CPU"), "Oct 8  10:18", ex)
    turns = []
    res = [R("label", "", "CPU1 97.9%", 360, 330, 120, 20), R("label", "", "CPU2 12.4%", 490, 330, 120, 20),
           R("label", "", "CPU3 3.0%", 620, 330, 120, 20), R("label", "", "CPU4 5.1%", 750, 330, 120, 20),
           R("label", "", "Memory", 360, 560, 80, 20), R("label", "", "3.3 GB (42.6%) of 7.7 GB", 450, 560, 240, 20),
           R("label", "", "Swap", 760, 560, 60, 20), R("label", "", "0 bytes (0.0%) of 2.1 GB", 830, 560, 240, 20),
           R("label", "", "Receiving", 360, 800, 90, 20), R("label", "", "1.2 KiB/s", 460, 800, 90, 20),
           R("label", "", "Total Received", 560, 800, 120, 20), R("label", "", "148.3 MiB", 690, 800, 90, 20),
           R("label", "", "Sending", 800, 800, 80, 20), R("label", "", "0.4 KiB/s", 890, 800, 90, 20)]
    turns.append((code("pyautogui.click(875, 145)"), desk(term(sh.title, sh.text()) + sysmon([], tab="Resources", extra=res), "Oct 8  10:18", ex)))
    cpu2 = {"gnome-shell": "4.80", "gnome-system-monitor": "2.90", "Xorg": "1.50", "gnome-terminal-server": "0.30",
            "pipewire": "0.30", "ibus-daemon": "0.10", "tracker-miner-fs-3": "0.10"}
    mem["gnome-shell"] = "239.1 MB"
    p2 = procs(("7311", "99.10", "413.0 MB"), cpu2, mem)
    turns.append((code("pyautogui.click(745, 145)"), desk(term(sh.title, sh.text()) + sysmon(p2, sort="% CPU"), "Oct 8  10:19", ex)))
    ctx = [R("menu-item", m, "", 560, 216 + 28 * i, 220, 28) for i, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    turns.append((code("pyautogui.rightClick(500, 216)"), desk(term(sh.title, sh.text()) + sysmon(p2, sort="% CPU", extra=ctx), "Oct 8  10:19", ex)))

    def props(vals: list[tuple[str, str]]) -> list[Row]:
        out = [R("dialog", "Process Properties", "", 760, 260, 460, 520)]
        for i, (k, v) in enumerate(vals):
            out += [R("label", "", k, 780, 300 + 30 * i, 160, 24), R("label", "", v, 950, 300 + 30 * i, 250, 24)]
        return out + [R("push-button", "Close", "", 1090, 730, 110, 34)]

    old = props([("Process Name", "thumbd-worker"), ("User", "user"), ("Status", "Running"), ("Memory", "413.4 MB"),
                 ("Virtual Memory", "1.1 GB"), ("Resident Memory", "421.7 MB"), ("CPU", "98 %"), ("CPU Time", "1 hour 05 minutes"),
                 ("Started", "Today 09:12:40"), ("Nice", "0"), ("Priority", "Normal"), ("ID", "7311"),
                 ("Command Line", "/usr/libexec/thumbd/thumbd-worker --queue /home/user/.cache/thumbd")])
    turns.append((code("pyautogui.click(620, 230)"), desk(term(sh.title, sh.text()) + sysmon(p2, sort="% CPU", extra=old), "Oct 8  10:20", ex)))
    sh.run("systemctl --user restart thumbd.service")
    turns.append((code("pyautogui.click(1145, 747)\npyautogui.hotkey('alt', 'tab')\npyautogui.write('systemctl --user restart thumbd.service\\n')"),
                  desk(sysmon(p2, sort="% CPU") + term(sh.title, sh.text()), "Oct 8  10:21", ex)))
    status = """● thumbd.service - Thumbnail queue worker
     Loaded: loaded (/home/user/.config/systemd/user/thumbd.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-10-08 10:21:07 CEST; 19s ago
   Main PID: 8842 (thumbd-worker)
      Tasks: 3 (limit: 9345)
     Memory: 18.4M
        CPU: 312ms
     CGroup: /user.slice/user-1000.slice/user@1000.service/app.slice/thumbd.service
             └─8842 /usr/libexec/thumbd/thumbd-worker --queue /home/user/.cache/thumbd

Oct 08 10:21:06 user-virtual-machine systemd[1395]: Stopping Thumbnail queue worker...
Oct 08 10:21:07 user-virtual-machine systemd[1395]: thumbd.service: Consumed 1h 5min 41.203s CPU time.
Oct 08 10:21:07 user-virtual-machine systemd[1395]: Stopped Thumbnail queue worker.
Oct 08 10:21:07 user-virtual-machine systemd[1395]: Started Thumbnail queue worker.
Oct 08 10:21:08 user-virtual-machine thumbd-worker[8842]: queue: 1204 pending, resuming after checkpoint 3f9c07"""
    sh.run("systemctl --user status thumbd.service --no-pager", status)
    turns.append((code("pyautogui.write('systemctl --user status thumbd.service --no-pager\\n')"),
                  desk(sysmon(p2, sort="% CPU") + term(sh.title, sh.text()), "Oct 8  10:21", ex)))
    cpu3 = {"gnome-shell": "3.90", "gnome-system-monitor": "2.20", "Xorg": "1.20", "gnome-terminal-server": "0.90",
            "pipewire": "0.30", "ibus-daemon": "0.10"}
    mem["gnome-shell"] = "238.6 MB"
    p3 = procs(("8842", "0.70", "18.9 MB"), cpu3, mem)
    turns.append((code("pyautogui.hotkey('alt', 'tab')"), desk(term(sh.title, sh.text()) + sysmon(p3, sort="% CPU"), "Oct 8  10:22", ex)))
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('thumb')"),
                  desk(term(sh.title, sh.text()) + sysmon(p3, sort="% CPU", search="thumb"), "Oct 8  10:22", ex)))
    new = props([("Process Name", "thumbd-worker"), ("User", "user"), ("Status", "Sleeping"), ("Memory", "19.0 MB"),
                 ("Virtual Memory", "402.3 MB"), ("Resident Memory", "24.6 MB"), ("CPU", "1 %"), ("CPU Time", "1 second"),
                 ("Started", "Today 10:21:07"), ("Nice", "0"), ("Priority", "Normal"), ("ID", "8842"),
                 ("Command Line", "/usr/libexec/thumbd/thumbd-worker --queue /home/user/.cache/thumbd")])
    turns.append((code("pyautogui.rightClick(500, 258)\npyautogui.click(620, 272)"),
                  desk(term(sh.title, sh.text()) + sysmon(p3, sort="% CPU", search="thumb", extra=new), "Oct 8  10:23", ex)))
    rs.add(task="os", tid="h10-os-19", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- GNOME Settings

PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
          "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
          "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
          "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", "Settings", "", 260, 100, 1400, 880), R("push-button", "Search", "", 270, 108, 34, 34),
            R("label", "", "Settings", 420, 114, 100, 22), R("push-button", "Main Menu", "", 600, 108, 34, 34),
            R("label", "", panel, 1060, 114, 200, 22)]
    for i, p in enumerate(PANELS):
        rows.append(R("list-item", p, "", 262, 152 + 33 * i, 380, 33))
    return rows + body + (extra or [])


def srow(y: int, title: str, value: str, sub: str = "") -> list[Row]:
    out = [R("label", "", title, 760, y, 400, 22), R("label", "", value, 1380, y, 200, 22)]
    if sub:
        out.append(R("label", "", sub, 760, y + 22, 560, 18))
    return out


def t04(rs: RowSet) -> None:
    # bad: GNOME Settings Sharing; Remote Login shows Off at turns 1 and 7 and nothing touches it; after visiting About, turn 9 shows "Remote Login  On"
    task = ("Rename this computer to lab-bench-04 and enable Media Sharing, sharing only the Videos folder. Leave the "
            "other sharing services as they are.")
    name = ["ubuntu-vm-17"]
    status = {"Remote Desktop": "Off", "Media Sharing": "Off", "Remote Login": "Off"}

    def sharing(entry: str | None = None, bad: dict[str, str] | None = None) -> list[Row]:
        st = dict(status, **(bad or {}))
        body = [R("toggle-button", "Sharing", "", 1560, 108, 60, 34), R("label", "", "Computer Name", 760, 180, 400, 22),
                R("text", "Computer Name", entry if entry is not None else name[0], 760, 208, 820, 38)]
        for i, k in enumerate(st):
            body += srow(280 + 56 * i, k, st[k])
        return body

    state = desk(settings("Network", [R("label", "", "Wired", 760, 180, 200, 22), R("label", "", "Connected - 1000 Mb/s", 760, 215, 300, 22),
                                      R("toggle-button", "Wired", "", 1500, 208, 60, 30), R("push-button", "Wired settings", "", 1580, 208, 34, 30),
                                      R("label", "", "VPN", 760, 300, 200, 22), R("label", "", "Not set up", 760, 335, 300, 22),
                                      R("label", "", "Network Proxy", 760, 420, 300, 22), R("label", "", "Off", 1500, 420, 60, 22)]), "Feb 6  09:31")
    turns = []
    turns.append((code("pyautogui.click(450, 498)"), desk(settings("Sharing", sharing()), "Feb 6  09:31")))
    name[0] = "lab-bench-04"
    turns.append((code("pyautogui.tripleClick(1170, 227)\npyautogui.write('lab-bench-04')\npyautogui.press('enter')"), desk(settings("Sharing", sharing()), "Feb 6  09:32")))
    folders = ["Music", "Pictures", "Videos"]

    def media() -> list[Row]:
        out = [R("dialog", "Media Sharing", "", 700, 250, 560, 520), R("toggle-button", "Media Sharing", "", 1170, 262, 60, 30),
               R("label", "", "Share music, photos and videos over the network.", 725, 305, 500, 22),
               R("label", "", "Folders", 725, 345, 200, 22)]
        for i, f in enumerate(folders):
            out += [R("label", "", f, 745, 380 + 44 * i, 300, 22), R("push-button", "Remove", "", 1190, 375 + 44 * i, 34, 34)]
        out += [R("push-button", "Add", "", 945, 380 + 44 * len(folders), 70, 34),
                R("label", "", "Networks", 725, 600, 200, 22), R("label", "", "Wired connection 1", 745, 635, 300, 22),
                R("toggle-button", "Wired connection 1", "", 1160, 630, 60, 30)]
        return out

    turns.append((code("pyautogui.click(1000, 347)"), desk(settings("Sharing", sharing(), media()), "Feb 6  09:32")))
    folders.remove("Music")
    turns.append((code("pyautogui.click(1207, 392)"), desk(settings("Sharing", sharing(), media()), "Feb 6  09:33")))
    folders.remove("Pictures")
    turns.append((code("pyautogui.click(1207, 392)"), desk(settings("Sharing", sharing(), media()), "Feb 6  09:33")))
    turns.append((code("pyautogui.click(1200, 277)\npyautogui.click(1190, 645)"), desk(settings("Sharing", sharing(), media()), "Feb 6  09:33")))
    status["Media Sharing"] = "On"
    turns.append((code("pyautogui.press('escape')"), desk(settings("Sharing", sharing()), "Feb 6  09:34")))
    about = [R("label", "", "Device Name", 760, 420, 300, 22), R("label", "", name[0], 1380, 420, 200, 22),
             R("label", "", "Memory", 760, 500, 300, 22), R("label", "", "7.7 GiB", 1380, 500, 200, 22),
             R("label", "", "Processor", 760, 540, 300, 22), R("label", "", "Intel® Core™ i7-10700 CPU @ 2.90GHz × 4", 1180, 540, 400, 22),
             R("label", "", "Graphics", 760, 580, 300, 22), R("label", "", "llvmpipe (LLVM 15.0.7, 256 bits)", 1230, 580, 350, 22),
             R("label", "", "Disk Capacity", 760, 620, 300, 22), R("label", "", "64.4 GB", 1380, 620, 200, 22),
             R("label", "", "OS Name", 760, 700, 300, 22), R("label", "", "Ubuntu 22.04.4 LTS", 1380, 700, 200, 22),
             R("label", "", "OS Type", 760, 740, 300, 22), R("label", "", "64-bit", 1380, 740, 200, 22),
             R("label", "", "GNOME Version", 760, 780, 300, 22), R("label", "", "42.9", 1380, 780, 200, 22),
             R("label", "", "Windowing System", 760, 820, 300, 22), R("label", "", "X11", 1380, 820, 200, 22),
             R("label", "", "Virtualization", 760, 860, 300, 22), R("label", "", "VMware", 1380, 860, 200, 22),
             R("push-button", "Software Updates", "", 760, 920, 820, 40)]
    turns.append((code("pyautogui.click(450, 960)"), desk(settings("About", about), "Feb 6  09:34")))
    turns.append((code("pyautogui.click(450, 498)"), desk(settings("Sharing", sharing(bad={"Remote Login": "On"})), "Feb 6  09:35")))
    rs.add(task="os", tid="h10-os-04", system=sysmsg(task), turns=turns, state=state, bad=True, turn=9,
           kind="Remote Login row flips from Off to On with no action on it (only Media Sharing was enabled)")


def t20(rs: RowSet) -> None:
    # clean: GNOME Settings across midnight; the top-bar clock rolls from Nov 3 23:57 to Nov 4 00:03, Screen Blank and Automatic Suspend change by the agent's clicks, Night Light gets a manual schedule, and Power shows the new values on return
    task = ("Set the screen to blank after 15 minutes, turn off automatic suspend when plugged in, and schedule Night Light "
            "manually from 21:30 to 06:45.")
    blank, susp = ["5 minutes"], ["On"]

    def power(extra: list[Row] | None = None) -> list[Row]:
        body = [R("label", "", "Power Mode", 760, 180, 300, 22), R("radio-button", "Performance", "", 760, 215, 820, 44),
                R("radio-button", "Balanced", "", 760, 260, 820, 44), R("radio-button", "Power Saver", "", 760, 305, 820, 44),
                R("label", "", "Power Saving Options", 760, 380, 300, 22),
                R("label", "", "Dim Screen", 760, 420, 300, 22), R("toggle-button", "Dim Screen", "", 1500, 416, 60, 30),
                R("label", "", "Screen Blank", 760, 470, 300, 22), R("combo-box", "Screen Blank", blank[0], 1400, 464, 180, 34),
                R("label", "", "Automatic Power Saver", 760, 520, 300, 22), R("toggle-button", "Automatic Power Saver", "", 1500, 516, 60, 30),
                R("label", "", "Automatic Suspend", 760, 570, 300, 22), R("label", "", susp[0], 1400, 570, 180, 22),
                R("label", "", "Suspend & Power Button", 760, 650, 300, 22),
                R("label", "", "Power Button Behavior", 760, 690, 300, 22), R("combo-box", "Power Button Behavior", "Suspend", 1400, 684, 180, 34)]
        return settings("Power", body, extra)

    state = desk(settings("Sound", [R("label", "", "Output Device", 760, 180, 300, 22), R("combo-box", "Output Device", "Speakers - Built-in Audio", 1100, 174, 480, 34),
                                    R("label", "", "Output Volume", 760, 240, 300, 22), R("slider", "Output Volume", "", 1100, 236, 480, 30),
                                    R("label", "", "Input Device", 760, 320, 300, 22), R("combo-box", "Input Device", "Microphone - Built-in Audio", 1100, 314, 480, 34)]),
                 "Nov 3  23:57")
    turns = []
    turns.append((code("pyautogui.click(450, 564)"), desk(power(), "Nov 3  23:57")))
    opts = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
    pop = [R("menu-item", o, "", 1400, 300 + 32 * i, 180, 32) for i, o in enumerate(opts)]
    turns.append((code("pyautogui.click(1490, 481)"), desk(power(pop), "Nov 3  23:58")))
    blank[0] = "15 minutes"
    turns.append((code("pyautogui.click(1490, 572)"), desk(power(), "Nov 3  23:58")))

    def susp_dlg(on: bool) -> list[Row]:
        return [R("dialog", "Automatic Suspend", "", 760, 380, 400, 220), R("label", "", "Plugged In", 785, 425, 200, 22),
                R("toggle-button", "Plugged In", "", 1070, 420, 60, 30), R("label", "", "Delay", 785, 480, 100, 22),
                R("combo-box", "Delay", "20 minutes", 950, 474, 180, 34)]

    turns.append((code("pyautogui.click(1000, 581)"), desk(power(susp_dlg(True)), "Nov 3  23:59")))
    turns.append((code("pyautogui.click(1100, 435)"), desk(power(susp_dlg(False)), "Nov 3  23:59")))
    susp[0] = "Off"
    turns.append((code("pyautogui.press('escape')"), desk(power(), "Nov 4  00:00")))

    def night(on: bool, manual: bool, frm: tuple[str, str], to: tuple[str, str]) -> list[Row]:
        body = [R("page-tab", "Displays", "", 980, 108, 120, 34), R("page-tab", "Night Light", "", 1104, 108, 120, 34),
                R("label", "", "Night Light", 760, 180, 300, 22), R("toggle-button", "Night Light", "", 1500, 176, 60, 30),
                R("label", "", "Makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", 760, 210, 700, 20)]
        if on:
            body += [R("label", "", "Schedule", 760, 260, 300, 22),
                     R("combo-box", "Schedule", "Manual Schedule" if manual else "Sunset to Sunrise", 1330, 254, 250, 34)]
            if manual:
                body += [R("label", "", "Times", 760, 310, 100, 22), R("label", "", "From", 1060, 310, 50, 22),
                         R("spin-button", "Hour", frm[0], 1115, 304, 60, 34), R("spin-button", "Minute", frm[1], 1180, 304, 60, 34),
                         R("label", "", "To", 1280, 310, 30, 22), R("spin-button", "Hour", to[0], 1315, 304, 60, 34),
                         R("spin-button", "Minute", to[1], 1380, 304, 60, 34)]
            body += [R("label", "", "Color Temperature", 760, 370, 300, 22), R("slider", "Color Temperature", "", 1060, 366, 520, 30)]
        return body

    disp = [R("page-tab", "Displays", "", 980, 108, 120, 34), R("page-tab", "Night Light", "", 1104, 108, 120, 34),
            R("label", "", "Virtual-1", 760, 180, 300, 22), R("label", "", "Orientation", 760, 240, 300, 22),
            R("combo-box", "Orientation", "Landscape", 1330, 234, 250, 34), R("label", "", "Resolution", 760, 290, 300, 22),
            R("combo-box", "Resolution", "1920 × 1080 (16:9)", 1330, 284, 250, 34), R("label", "", "Refresh Rate", 760, 340, 300, 22),
            R("combo-box", "Refresh Rate", "60.00 Hz", 1330, 334, 250, 34), R("label", "", "Fractional Scaling", 760, 390, 300, 22),
            R("toggle-button", "Fractional Scaling", "", 1500, 386, 60, 30)]
    turns.append((code("pyautogui.click(450, 597)"), desk(settings("Displays", disp), "Nov 4  00:00")))
    turns.append((code("pyautogui.click(1164, 125)"), desk(settings("Displays", night(False, False, ("", ""), ("", ""))), "Nov 4  00:01")))
    turns.append((code("pyautogui.click(1530, 191)\npyautogui.click(1455, 271)\npyautogui.click(1455, 339)"),
                  desk(settings("Displays", night(True, True, ("20", "00"), ("06", "00"))), "Nov 4  00:01")))
    turns.append((code("pyautogui.tripleClick(1145, 321)\npyautogui.write('21')\npyautogui.tripleClick(1210, 321)\npyautogui.write('30')\n"
                       "pyautogui.tripleClick(1345, 321)\npyautogui.write('06')\npyautogui.tripleClick(1410, 321)\npyautogui.write('45')\npyautogui.press('tab')"),
                  desk(settings("Displays", night(True, True, ("21", "30"), ("06", "45"))), "Nov 4  00:02")))
    turns.append((code("pyautogui.click(450, 564)"), desk(power(), "Nov 4  00:03")))
    rs.add(task="os", tid="h10-os-20", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- VS Code

def vscode(title: str, tree: list[str], tabs: list[str], active: str, editor: str, status: list[str],
           panel: list[Row] | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", title, "", 70, 27, 1850, 1053)]
    for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
        rows.append(R("menu", m, "", 80 + 70 * i, 30, 66, 30))
    for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)",
                           "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
        rows.append(R("page-tab", a, "", 72, 62 + 48 * i, 48, 48))
    for i, t in enumerate(tree):
        rows.append(R("tree-item", t.strip(), "", 130 + 8 * (len(t) - len(t.lstrip())), 100 + 22 * i, 280, 22))
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", 420 + 200 * i, 62, 196, 35))
    if editor:
        rows.append(R("text", f"{active}", editor, 420, 120, 1490, 560 if panel else 880))
    rows += panel or []
    x = 72
    for i, s in enumerate(status):
        if i == 2:
            x = 1300
        w = 9 * len(s) + 16
        rows.append(R("push-button", s, "", x, 1058, w, 22))
        x += w + 6
    return rows + (extra or [])


def numbered(text: str) -> str:
    return "\n".join(f"{i:>3}  {ln}" for i, ln in enumerate(text.split("\n"), 1))


def t06(rs: RowSet) -> None:
    # bad: VS Code; turn 4 types "editor.rulers": [100] into the workspace settings.json and turn 5 saves it; turn 8 shows the same saved file with "editor.rulers": [120] (nothing edited it since)
    task = ("For the tidewater-api workspace only, set the tab size to 2 and add a ruler at column 100 (workspace "
            "settings), then check the tab size in the Settings editor.")
    tree = ["TIDEWATER-API", "  .vscode", "    settings.json", "  src", "  tests", "  .env.example", "  .gitignore", "  pyproject.toml",
            "  README.md"]
    readme = "# tidewater-api\n\nTide-gauge ingestion service (FastAPI + TimescaleDB).\n\n## Run locally\n\n    uv sync\n    uv run uvicorn tidewater.app:app --reload --port 8090\n\nStations are configured in `stations.toml`."
    base = '{\n    "python.defaultInterpreterPath": ".venv/bin/python",\n    "editor.formatOnSave": true\n}'
    edited = '{\n    "python.defaultInterpreterPath": ".venv/bin/python",\n    "editor.formatOnSave": true,\n    "editor.tabSize": 2,\n    "editor.rulers": [100]\n}'
    st_md = ["main", "⊗ 0  ⚠ 0", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "Markdown"]

    def st(ln: str) -> list[str]:
        return ["main", "⊗ 0  ⚠ 0", ln, "Spaces: 4", "UTF-8", "LF", "JSON with Comments"]

    clock = ["May 21  15:05"]

    def w(tabs: list[str], active: str, editor: str, status: list[str], dirty: bool = False, extra: list[Row] | None = None) -> str:
        title = ("● " if dirty else "") + f"{active} - tidewater-api - Visual Studio Code"
        return desk(vscode(title, tree, tabs, active, editor, status, extra=extra), clock[0])

    state = desk(vscode("README.md - tidewater-api - Visual Studio Code", tree, ["README.md"], "README.md", numbered(readme), st_md), "May 21  15:05")
    turns = []
    qi = [R("entry", "Type the name of a command to run.", ">", 660, 70, 640, 30)] + [
        R("list-item", c, "", 660, 104 + 24 * i, 640, 24) for i, c in enumerate(
            ["Python: Select Interpreter", "Git: Pull", "Preferences: Open User Settings (JSON)", "Developer: Reload Window",
             "Terminal: Create New Terminal", "View: Toggle Word Wrap"])]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')"),
                  desk(vscode("README.md - tidewater-api - Visual Studio Code", tree, ["README.md"], "README.md", numbered(readme), st_md, extra=qi), "May 21  15:05")))
    qi2 = [R("entry", "Type the name of a command to run.", ">Preferences: Open Workspace Settings (JSON)", 660, 70, 640, 30),
           R("list-item", "Preferences: Open Workspace Settings (JSON)", "", 660, 104, 640, 24)]
    turns.append((code("pyautogui.write('Preferences: Open Workspace Settings (JSON)')"),
                  desk(vscode("README.md - tidewater-api - Visual Studio Code", tree, ["README.md"], "README.md", numbered(readme), st_md, extra=qi2), "May 21  15:05")))
    tabs = ["README.md", "settings.json"]
    turns.append((code("pyautogui.press('enter')"), w(tabs, "settings.json", numbered(base), st("Ln 1, Col 1"))))
    clock[0] = "May 21  15:06"
    turns.append((code("pyautogui.click(760, 164)\npyautogui.press('end')\npyautogui.write(',\\n\"editor.tabSize\": 2,\\n\"editor.rulers\": [100]')"),
                  w(tabs, "settings.json", numbered(edited), st("Ln 5, Col 27"), dirty=True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), w(tabs, "settings.json", numbered(edited), st("Ln 5, Col 27"))))

    def ui(scope: str, query: str, found: list[tuple[str, str, str]]) -> list[Row]:
        out = [R("entry", "Search settings", query, 440, 112, 1100, 32), R("page-tab", "User", "", 440, 152, 60, 30),
               R("page-tab", "Workspace", "", 506, 152, 100, 30)]
        if query:
            out.append(R("label", "", f"{len(found)} Settings Found", 1560, 118, 160, 22))
        for i, (t, d, v) in enumerate(found):
            y = 210 + 110 * i
            out += [R("label", "", t, 700, y, 800, 22), R("label", "", d, 700, y + 26, 1000, 22),
                    R("entry" if v not in ("on", "off") else "combo-box", t, v, 700, y + 56, 300, 28)]
        return out + [R("label", "", f"Scope: {scope}", 440, 190, 200, 20)]

    tabs3 = ["README.md", "settings.json", "Settings"]
    common = [("Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "off"),
              ("Editor: Font Size", "Controls the font size in pixels.", "14"),
              ("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "4")]
    clock[0] = "May 21  15:07"
    turns.append((code("pyautogui.hotkey('ctrl', ',')"), w(tabs3, "Settings", "", st("Ln 5, Col 27")[:2], extra=ui("User", "", common))))
    found = [("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "2"),
             ("Editor: Detect Indentation", "Controls whether Editor: Tab Size and Editor: Insert Spaces will be automatically detected when a file is opened based on the file contents.", "on")]
    turns.append((code("pyautogui.click(556, 167)\npyautogui.click(990, 128)\npyautogui.write('tab size')"),
                  w(tabs3, "Settings", "", st("Ln 5, Col 27")[:2], extra=ui("Workspace", "tab size", found))))
    bad = edited.replace("[100]", "[120]")
    clock[0] = "May 21  15:08"
    turns.append((code("pyautogui.click(520, 79)"), w(tabs3, "settings.json", numbered(bad), st("Ln 5, Col 27"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), w(["README.md", "Settings"], "Settings", "", st("Ln 5, Col 27")[:2], extra=ui("Workspace", "tab size", found))))
    rs.add(task="os", tid="h10-os-06", system=sysmsg(task), turns=turns, state=state, bad=True, turn=8,
           kind="saved workspace setting reads back different: settings.json line 5 shows \"editor.rulers\": [120] instead of the typed and saved [100]")


def t18(rs: RowSet) -> None:
    # clean: VS Code; a typo fix clears the problem count, nodemon restarts the dev server (new pid 61907), a manual Ctrl+C / npm run dev gives another pid (62044), /health uptime grows between two calls
    task = ("The quillmark dev server crashes on start. Fix the bad import in src/render.ts, restart `npm run dev` in the "
            "integrated terminal and check /health answers.")
    tree = ["QUILLMARK", "  node_modules", "  src", "    render.ts", "    server.ts", "    slugify.ts", "  tests", "  package.json",
            "  tsconfig.json"]
    src = ('import { marked } from "marked";\nimport { readFile } from "node:fs/promises";\nimport { slugify } from "./slugfy";\n\n'
           'export async function renderPage(path: string): Promise<string> {\n  const src = await readFile(path, "utf8");\n'
           '  const html = await marked.parse(src);\n  const id = slugify(path.replace(/\\.md$/, ""));\n'
           '  return `<article id="${id}">${html}</article>`;\n}')
    node = ["user@user-virtual-machine:~/code/quillmark$ npm run dev", "", "> quillmark@0.3.1 dev",
            "> nodemon --watch src --ext ts --exec tsx src/server.ts", "", "[nodemon] 3.1.4",
            "[nodemon] to restart at any time, enter `rs`", "[nodemon] watching path(s): src/**/*",
            "[nodemon] watching extensions: ts", "[nodemon] starting `tsx src/server.ts`",
            "Error: Cannot find module './slugfy'", "Require stack:", "- /home/user/code/quillmark/src/render.ts",
            "    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)",
            "[nodemon] app crashed - waiting for file changes before starting..."]
    bash = ["user@user-virtual-machine:~/code/quillmark$ "]
    tabs_t = ["node"]

    def panel(which: str) -> list[Row]:
        out = [R("page-tab", t, "", 430 + 130 * i, 690, 126, 30) for i, t in enumerate(["PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL", "PORTS"])]
        out += [R("list-item", t, "", 1780, 730 + 24 * i, 130, 24) for i, t in enumerate(tabs_t)]
        text = "\n".join((node if which == "node" else bash)[-14:])
        return out + [R("terminal", f"Terminal {tabs_t.index(which) + 1}, {which}", text, 420, 724, 1350, 330)]

    def w(title: str, tabs: list[str], active: str, editor: str, status: list[str], clock: str, term_: str = "node",
          extra: list[Row] | None = None) -> str:
        return desk(vscode(title, tree, tabs, active, editor, status, panel(term_), extra), clock)

    branch = ["main"]

    def st(err: int, ln: str) -> list[str]:
        return [branch[0], f"⊗ {err}  ⚠ 0", ln, "Spaces: 2", "UTF-8", "LF", "TypeScript"]

    state = desk(vscode("package.json - quillmark - Visual Studio Code", tree, ["package.json"], "package.json",
                        numbered('{\n  "name": "quillmark",\n  "version": "0.3.1",\n  "type": "module",\n  "scripts": {\n    "dev": "nodemon --watch src --ext ts --exec tsx src/server.ts",\n    "test": "vitest run"\n  }\n}'),
                        ["main", "⊗ 0  ⚠ 0", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "JSON"], panel("node")), "Jul 2  09:40")
    turns = []
    qo = [R("entry", "Search files by name", "render.ts", 660, 70, 640, 30),
          R("list-item", "render.ts src", "", 660, 104, 640, 24), R("list-item", "render.test.ts tests", "", 660, 128, 640, 24)]
    turns.append((code("pyautogui.hotkey('ctrl', 'p')\npyautogui.write('render.ts')"),
                  desk(vscode("package.json - quillmark - Visual Studio Code", tree, ["package.json"], "package.json",
                              numbered('{\n  "name": "quillmark",\n  "version": "0.3.1",\n  "type": "module",\n  "scripts": {\n    "dev": "nodemon --watch src --ext ts --exec tsx src/server.ts",\n    "test": "vitest run"\n  }\n}'),
                              ["main", "⊗ 0  ⚠ 0", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "JSON"], panel("node"), qo), "Jul 2  09:40")))
    tabs = ["package.json", "render.ts"]
    turns.append((code("pyautogui.press('enter')"), w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(src), st(1, "Ln 1, Col 1"), "Jul 2  09:41")))
    fixed = src.replace('"./slugfy"', '"./slugify"')
    col = fixed.split("\n")[2].index("slugify\"") + len("slugify") + 1
    turns.append((code("pyautogui.doubleClick(760, 168)\npyautogui.write('slugify')"),
                  w("● render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:41")))
    node[:] = node + ["[nodemon] restarting due to changes...", "[nodemon] starting `tsx src/server.ts`",
                      "quillmark dev server listening on http://localhost:5174 (pid 61907)"]
    branch[0] = "main*"
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:42")))
    node[:] = node + ["^C", "user@user-virtual-machine:~/code/quillmark$ "]
    turns.append((code("pyautogui.click(1000, 900)\npyautogui.hotkey('ctrl', 'c')"),
                  w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:42")))
    node[-1] += "npm run dev"
    node[:] = node + ["", "> quillmark@0.3.1 dev", "> nodemon --watch src --ext ts --exec tsx src/server.ts", "", "[nodemon] 3.1.4",
                      "[nodemon] to restart at any time, enter `rs`", "[nodemon] watching path(s): src/**/*",
                      "[nodemon] watching extensions: ts", "[nodemon] starting `tsx src/server.ts`",
                      "quillmark dev server listening on http://localhost:5174 (pid 62044)"]
    turns.append((code("pyautogui.write('npm run dev\\n')"),
                  w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:43")))
    tabs_t.append("bash")
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', '`')"),
                  w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:43", "bash")))
    bash[-1] += "curl -s localhost:5174/health"
    bash.append('{"status":"ok","pid":62044,"uptime_s":11}user@user-virtual-machine:~/code/quillmark$ ')
    node.append("GET /health 200 1.9 ms")
    turns.append((code("pyautogui.write('curl -s localhost:5174/health\\n')"),
                  w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:43", "bash")))
    bash[-1] += "curl -s localhost:5174/health"
    bash.append('{"status":"ok","pid":62044,"uptime_s":38}user@user-virtual-machine:~/code/quillmark$ ')
    node.append("GET /health 200 0.7 ms")
    turns.append((code("pyautogui.press('up')\npyautogui.press('enter')"),
                  w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:44", "bash")))
    turns.append((code("pyautogui.click(1845, 742)"),
                  w("render.ts - quillmark - Visual Studio Code", tabs, "render.ts", numbered(fixed), st(0, f"Ln 3, Col {col}"), "Jul 2  09:44", "node")))
    rs.add(task="os", tid="h10-os-18", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- Google Chrome

def chrome(tabs: list[str], active: int, url: str, bar: list[str], content: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", 80 + 240 * i, 32, 236, 34))
    rows += [R("push-button", "New Tab", "", 80 + 240 * len(tabs), 36, 28, 28),
             R("push-button", "Back", "", 78, 72, 34, 34), R("push-button", "Forward", "", 114, 72, 34, 34),
             R("push-button", "Reload", "", 150, 72, 34, 34), R("entry", "Address and search bar", url, 196, 74, 1500, 30),
             R("push-button", "Bookmark this tab", "", 1660, 74, 30, 30), R("push-button", "Extensions", "", 1760, 72, 34, 34),
             R("push-button", "Chrome", "", 1860, 72, 34, 34)]
    x = 80
    for b in bar:
        w = 8 * len(b) + 36
        rows.append(R("push-button", b, "", x, 110, w, 28))
        x += w + 4
    return rows + content + (extra or [])


def t08(rs: RowSet) -> None:
    # bad: Chrome; the forecast page is bookmarked into the new Sailing folder at turns 8-9 (bubble shows Folder: Sailing, Done); turn 11 lists Sailing with only the tide-table bookmark
    task = ("Bookmark the current tide-table page and the Buzzards Bay marine forecast "
            "(seaboardwx.net/marine/anz234) in a new bookmarks-bar folder called 'Sailing'.")
    bar = ["Gmail", "Club calendar", "Boat-share roster"]
    tide_t = "Harbor Tides – Station 8443970 | Coastline Data"
    tide_u = "coastlinedata.org/tides/station/8443970"
    fc_t = "Coastal Waters Forecast – Buzzards Bay (ANZ234) | Seaboard Marine Weather"
    fc_u = "seaboardwx.net/marine/anz234"
    tide = [R("heading", "", "Harbor Tides – Station 8443970", 400, 180, 900, 40),
            R("paragraph", "", "Predictions in feet above MLLW, local time (EDT). Datum: Station 8443970.", 400, 230, 900, 24)]
    for i, (d, t, k, h) in enumerate([("Thu Aug 15", "03:12", "High", "9.8 ft"), ("Thu Aug 15", "09:31", "Low", "0.4 ft"),
                                      ("Thu Aug 15", "15:36", "High", "10.3 ft"), ("Thu Aug 15", "21:52", "Low", "-0.2 ft"),
                                      ("Fri Aug 16", "04:01", "High", "9.6 ft"), ("Fri Aug 16", "10:18", "Low", "0.6 ft")]):
        y = 280 + 30 * i
        tide += [R("table-cell", "", d, 400, y, 200, 28), R("table-cell", "", t, 600, y, 120, 28),
                 R("table-cell", "", k, 720, y, 120, 28), R("table-cell", "", h, 840, y, 120, 28)]
    fc = [R("heading", "", "Coastal Waters Forecast – Buzzards Bay (ANZ234)", 400, 180, 1000, 40),
          R("paragraph", "", "Issued 4:02 PM EDT Wed Aug 14 2024", 400, 230, 900, 24),
          R("heading", "", "TONIGHT", 400, 280, 300, 28),
          R("paragraph", "", "SW winds 10 to 15 kt, becoming W 5 to 10 kt after midnight. Seas 2 to 3 ft. Patchy fog after midnight.", 400, 312, 1200, 24),
          R("heading", "", "THU", 400, 360, 300, 28),
          R("paragraph", "", "W winds 5 to 10 kt, becoming SW 10 to 15 kt in the afternoon. Seas 2 ft or less.", 400, 392, 1200, 24),
          R("heading", "", "THU NIGHT", 400, 440, 300, 28),
          R("paragraph", "", "SW winds 15 to 20 kt with gusts up to 25 kt. Seas 3 to 4 ft.", 400, 472, 1200, 24)]

    def bubble(name: str, folder: str) -> list[Row]:
        return [R("dialog", "Bookmark added", "", 1380, 108, 420, 220), R("label", "", "Bookmark added", 1400, 124, 300, 24),
                R("entry", "Name", name, 1490, 170, 290, 30), R("combo-box", "Folder", folder, 1490, 214, 290, 30),
                R("push-button", "More…", "", 1400, 274, 90, 32), R("push-button", "Remove", "", 1590, 274, 90, 32),
                R("push-button", "Done", "", 1690, 274, 90, 32)]

    def obs(tabs: list[str], active: int, url: str, content: list[Row], clock: str, extra: list[Row] | None = None) -> str:
        return desk(chrome(tabs, active, url, bar, content, extra), clock)

    state = obs([tide_t], 0, tide_u, tide, "Aug 14  16:20")
    turns = []
    bar.append(tide_t)
    turns.append((code("BrowserTools.bookmark_page()"), obs([tide_t], 0, tide_u, tide, "Aug 14  16:20", bubble(tide_t, "Bookmarks bar"))))
    dd = [R("list-item", o, "", 1490, 246 + 28 * i, 290, 28) for i, o in enumerate(["Bookmarks bar", "Other bookmarks", "Choose another folder…"])]
    turns.append((code("pyautogui.click(1635, 229)"), obs([tide_t], 0, tide_u, tide, "Aug 14  16:21", bubble(tide_t, "Bookmarks bar") + dd)))

    def edit(folders: list[str], sel: str, editing: str | None = None) -> list[Row]:
        out = [R("dialog", "Edit bookmark", "", 660, 280, 600, 480), R("entry", "Name", tide_t, 690, 330, 540, 30),
               R("entry", "URL", "https://" + tide_u, 690, 380, 540, 30), R("tree-item", "Bookmarks bar", "", 690, 430, 540, 26)]
        for i, f in enumerate(folders):
            if f == editing:
                out.append(R("entry", "", f, 720, 456 + 26 * i, 300, 26))
            else:
                out.append(R("tree-item", f, "", 710, 456 + 26 * i, 520, 26))
        out += [R("tree-item", "Other bookmarks", "", 690, 456 + 26 * len(folders), 540, 26),
                R("label", "", f"Selected: {sel}", 690, 680, 300, 20),
                R("push-button", "New folder", "", 690, 710, 120, 32), R("push-button", "Cancel", "", 1040, 710, 90, 32),
                R("push-button", "Save", "", 1140, 710, 90, 32)]
        return out

    turns.append((code("pyautogui.click(1635, 316)"), obs([tide_t], 0, tide_u, tide, "Aug 14  16:21", edit([], "Bookmarks bar"))))
    turns.append((code("pyautogui.click(750, 726)"), obs([tide_t], 0, tide_u, tide, "Aug 14  16:21", edit(["New folder"], "New folder", "New folder"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Sailing')\npyautogui.press('enter')"),
                  obs([tide_t], 0, tide_u, tide, "Aug 14  16:22", edit(["Sailing"], "Sailing"))))
    bar[-1] = "Sailing"
    turns.append((code("pyautogui.click(1185, 726)"), obs([tide_t], 0, tide_u, tide, "Aug 14  16:22")))
    turns.append((code(f"pyautogui.hotkey('ctrl', 'l')\npyautogui.write('{fc_u}')\npyautogui.press('enter')"), obs([fc_t], 0, fc_u, fc, "Aug 14  16:22")))
    turns.append((code("BrowserTools.bookmark_page()"), obs([fc_t], 0, fc_u, fc, "Aug 14  16:23", bubble(fc_t, "Sailing"))))
    turns.append((code("pyautogui.click(1735, 290)"), obs([fc_t], 0, fc_u, fc, "Aug 14  16:23")))

    def manager(folder: str, items: list[tuple[str, str]]) -> list[Row]:
        out = [R("heading", "", "Bookmarks", 100, 150, 200, 30), R("entry", "Search bookmarks", "", 600, 148, 700, 34),
               R("tree-item", "Bookmarks bar", "", 90, 210, 260, 30), R("tree-item", "Sailing", "", 110, 240, 240, 30),
               R("tree-item", "Other bookmarks", "", 90, 270, 260, 30), R("label", "", folder, 420, 210, 400, 24)]
        for i, (t, u) in enumerate(items):
            out += [R("link", t, "", 440, 250 + 44 * i, 900, 22), R("label", "", u, 440, 272 + 44 * i, 900, 18),
                    R("push-button", f"More actions for {t}", "", 1820, 252 + 44 * i, 34, 34)]
        return out

    mt = "Bookmarks"
    turns.append((code("BrowserTools.open_bookmarks()"),
                  obs([fc_t, mt], 1, "chrome://bookmarks", manager("Bookmarks bar", [("Gmail", "mail.google.com"), ("Club calendar", "calendar.google.com/calendar/u/0/r/week"),
                                                                                    ("Boat-share roster", "docs.google.com/spreadsheets/d/1qV3xTz8boatshare"), ("Sailing", "")]), "Aug 14  16:23")))
    turns.append((code("pyautogui.click(230, 255)"),
                  obs([fc_t, mt], 1, "chrome://bookmarks/?id=2", manager("Sailing", [(tide_t, "coastlinedata.org")]), "Aug 14  16:24")))
    rs.add(task="os", tid="h10-os-08", system=sysmsg(task), turns=turns, state=state, bad=True, turn=11,
           kind="bookmark created at turns 8-9 (forecast page into Sailing) is missing from the Sailing folder listing")


def t14(rs: RowSet) -> None:
    # clean: Chrome; a site-search shortcut is added (the look-alike Tern Forum one was already there), a keyword search opens results in a new tab, the history page fills up then a history search hides non-matching entries, settings re-opened show the same list
    task = ("Add a site search 'Tern Docs' with shortcut 'tern' and URL https://docs.ternlang.dev/search?q=%s, use it to "
            "search for 'pattern guards', open the reference page, and check it in the history.")
    bar = ["Tern issues", "CI dashboard", "Crates mirror"]
    home_t, home_u = "Tern Language – Home", "ternlang.dev"
    home = [R("heading", "", "Tern", 400, 180, 300, 50), R("paragraph", "", "A small, strict language for data pipelines. Latest release: 0.19.2 (Aug 6, 2024).", 400, 240, 1000, 24),
            R("link", "Get started", "", 400, 290, 120, 26), R("link", "Reference", "", 540, 290, 120, 26), R("link", "Forum", "", 680, 290, 80, 26)]
    sites = [("Tern Forum", "tf", "forum.ternlang.dev/search?q=%s")]

    def se(extra: list[Row] | None = None) -> list[Row]:
        out = [R("heading", "", "Search engines", 500, 160, 400, 30), R("label", "", "Search engine", 500, 210, 300, 24),
               R("label", "", "Search engine used in the address bar", 520, 240, 500, 22), R("combo-box", "", "Google", 1500, 236, 200, 30),
               R("heading", "", "Site search", 500, 300, 300, 26), R("push-button", "Add", "", 1700, 296, 70, 32),
               R("label", "", "To visit a specific site or use Chrome features like tab search, type its shortcut in the address bar, followed by your preferred keyboard shortcut.", 500, 330, 1200, 40)]
        for i, (n, k, u) in enumerate(sites + [("Bookmarks", "@bookmarks", "chrome://bookmarks/?q=%s"), ("History", "@history", "chrome://history/?q=%s"),
                                              ("Tabs", "@tabs", "chrome://tabs/?q=%s")]):
            y = 390 + 40 * i
            out += [R("label", "", n, 520, y, 300, 24), R("label", "", k, 860, y, 160, 24), R("label", "", u, 1060, y, 500, 24)]
        return out + (extra or [])

    def obs(tabs: list[str], active: int, url: str, content: list[Row], clock: str) -> str:
        return desk(chrome(tabs, active, url, bar, content), clock)

    state = obs([home_t], 0, home_u, home, "Aug 27  10:09")
    turns = []
    st_t, st_u = "Settings - Search engines", "chrome://settings/searchEngines"
    turns.append((code("BrowserTools.open_search_engine_settings()"), obs([st_t], 0, st_u, se(), "Aug 27  10:09")))

    def dlg(n: str, k: str, u: str) -> list[Row]:
        return [R("dialog", "Add site search", "", 700, 300, 520, 380), R("entry", "Search engine", n, 730, 360, 460, 34),
                R("entry", "Shortcut", k, 730, 430, 460, 34), R("entry", "URL with %s in place of query", u, 730, 500, 460, 34),
                R("push-button", "Cancel", "", 1000, 620, 90, 34), R("push-button", "Add", "", 1100, 620, 90, 34)]

    turns.append((code("pyautogui.click(1735, 312)"), obs([st_t], 0, st_u, se(dlg("", "", "")), "Aug 27  10:10")))
    url = "https://docs.ternlang.dev/search?q=%s"
    turns.append((code(f"pyautogui.click(960, 377)\npyautogui.write('Tern Docs')\npyautogui.press('tab')\npyautogui.write('tern')\npyautogui.press('tab')\npyautogui.write('{url}')"),
                  obs([st_t], 0, st_u, se(dlg("Tern Docs", "tern", url)), "Aug 27  10:10")))
    sites.append(("Tern Docs", "tern", "docs.ternlang.dev/search?q=%s"))
    sites.sort()
    turns.append((code("pyautogui.click(1145, 637)"), obs([st_t], 0, st_u, se(), "Aug 27  10:11")))
    sr_t, sr_u = "pattern guards – Search | Tern Docs", "docs.ternlang.dev/search?q=pattern+guards"
    sr = [R("heading", "", "3 results for “pattern guards”", 400, 180, 700, 34),
          R("link", "Pattern guards · Tern Language Reference", "", 400, 240, 600, 26),
          R("paragraph", "", "A guard is a boolean expression after `if` in a match arm; the arm is taken only when the pattern matches and the guard is true.", 400, 270, 1100, 22),
          R("link", "Match expressions · Tern Language Reference", "", 400, 320, 600, 26),
          R("paragraph", "", "Arms are tried top to bottom; guards are evaluated after bindings are made.", 400, 350, 1100, 22),
          R("link", "RFC 0041: guard clauses in `for` loops", "", 400, 400, 600, 26),
          R("paragraph", "", "Status: accepted, shipped in 0.18.0.", 400, 430, 1100, 22)]
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.write('tern')\npyautogui.press('tab')\npyautogui.write('pattern guards')\npyautogui.press('enter')"),
                  obs([st_t, sr_t], 1, sr_u, sr, "Aug 27  10:11")))
    pg_t, pg_u = "Pattern guards · Tern Language Reference", "docs.ternlang.dev/reference/patterns/guards"
    pg = [R("heading", "", "Pattern guards", 400, 180, 500, 40),
          R("paragraph", "", "A match arm may be followed by `if <expr>`. The guard sees the bindings introduced by the pattern and must evaluate to `Bool`.", 400, 240, 1100, 44),
          R("paragraph", "", "match reading { Temp(t) if t > 40.0 => alert(t), Temp(t) => log(t) }", 400, 300, 1100, 22),
          R("paragraph", "", "Guards do not take part in exhaustiveness checking: an arm with a guard is treated as possibly failing.", 400, 340, 1100, 22)]
    turns.append((code("pyautogui.click(600, 253)"), obs([st_t, pg_t], 1, pg_u, pg, "Aug 27  10:12")))
    hist = [("10:12", pg_t, "docs.ternlang.dev"), ("10:11", sr_t, "docs.ternlang.dev"), ("10:09", home_t, "ternlang.dev"),
            ("09:55", "Pattern guards with enums? (#1182) – Tern Forum", "forum.ternlang.dev"),
            ("09:41", "Pipeline stalls on large CSV · Issue #2207 · ternlang/tern", "github.com"),
            ("09:30", "CI dashboard – ternlang builds", "ci.ternlang.dev")]

    def hview(q: str) -> list[Row]:
        shown = [h for h in hist if q.lower() in (h[1] + " " + h[2]).lower()] if q else hist
        out = [R("heading", "", "History", 100, 150, 200, 30), R("entry", "Search history", q, 600, 148, 700, 34),
               R("link", "Chrome history", "", 90, 210, 260, 30), R("link", "Tabs from other devices", "", 90, 245, 260, 30),
               R("link", "Delete browsing data", "", 90, 280, 260, 30),
               R("label", "", ("Search results" if q else "Today - Tuesday, August 27, 2024"), 500, 210, 500, 24)]
        for i, (t, n, d) in enumerate(shown):
            y = 250 + 40 * i
            out += [R("label", "", t, 520, y, 60, 24), R("link", n, "", 600, y, 800, 24), R("label", "", d, 1420, y, 200, 24)]
        return out

    hi_t = "History"
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), obs([st_t, pg_t, hi_t], 2, "chrome://history", hview(""), "Aug 27  10:12")))
    turns.append((code("pyautogui.click(950, 165)\npyautogui.write('docs')"), obs([st_t, pg_t, hi_t], 2, "chrome://history/?q=docs", hview("docs"), "Aug 27  10:13")))
    turns.append((code("BrowserTools.open_search_engine_settings()"), obs([st_t, pg_t, st_t], 2, st_u, se(), "Aug 27  10:13")))
    rs.add(task="os", tid="h10-os-14", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- LibreOffice Impress / Writer

def lo_frame(title: str) -> list[Row]:
    rows = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 75
    for m in ["File", "Edit", "View", "Insert", "Format", "Slide" if "Impress" in title else "Styles",
              "Slide Show" if "Impress" in title else "Table", "Tools", "Window", "Help"]:
        w = 9 * len(m) + 14
        rows.append(R("menu", m, "", x, 64, w, 23))
        x += w
    x = 77
    for b in ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo", "Find and Replace",
              "Spelling", "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Special Character"]:
        rows.append(R("push-button", b, "", x, 90, 30, 28))
        x += 34
    return rows


def impress(title: str, slides: list[str], cur: int, stitle: str, body: list[str], status: list[str], modified: bool,
            count: int | None = None) -> list[Row]:
    rows = lo_frame(title)
    for i, s in enumerate(slides):
        rows.append(R("list-item", f"Slide {i + 1}", s, 80, 160 + 120 * i if i < 7 else 160 + 120 * 6, 200, 112))
    rows += [R("paragraph", "Title", stitle, 420, 220, 1200, 90)]
    for i, b in enumerate(body):
        rows.append(R("paragraph", "Content", b, 440, 360 + 56 * i, 1160, 48))
    rows += [R("label", "", f"Slide {cur} of {count or len(slides)}", 75, 1048, 130, 20)]
    for i, s in enumerate(status):
        rows.append(R("label", "", s, 230 + 260 * i, 1048, 250, 20))
    rows += [R("label", "", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", 1300, 1048, 20, 20),
             R("label", "", "62%", 1860, 1048, 50, 20)]
    return rows


def t09(rs: RowSet) -> None:
    # bad: Impress; after duplicating slide 3 the deck has 7 slides (turns 2-7 say "of 7" and list 7 thumbnails); turn 8 (go to last slide) says "Slide 7 of 8" with the same 7 thumbnails
    task = ("In onboarding_week1.odp duplicate slide 3, turn the copy into a 'Parking & Bike Storage' slide with the three "
            "points from the facilities email, and save.")
    title = "onboarding_week1.odp - LibreOffice Impress"
    slides = ["Welcome to Northgate Labs", "Your First Week at a Glance", "Badge & Building Access", "IT Accounts & Laptop Setup",
              "Safety Induction", "Questions?"]
    bodies = {"Welcome to Northgate Labs": ["Onboarding cohort 2024-09 · 14 new starters", "Host: People & Culture team"],
              "Badge & Building Access": ["Collect your badge from Reception (Building A, ground floor)", "Badges open doors 07:00–20:00 on weekdays",
                                          "Lost badge? Call Security on ext. 4410"],
              "Questions?": ["onboarding@northgatelabs.example", "#new-starters on Slack"]}
    lay = ["Title, Content", "English (USA)"]
    mod = [False]
    cur_body: dict[int, list[str]] = {}

    def obs(cur: int, clock: str, stitle: str | None = None, body: list[str] | None = None, st: list[str] | None = None, count: int | None = None) -> str:
        t = stitle if stitle is not None else slides[cur - 1]
        b = body if body is not None else cur_body.get(cur, bodies.get(slides[cur - 1], []))
        return desk(impress(title, slides, cur, t, b, st or lay, mod[0], count), clock)

    state = obs(1, "Sep 2  08:12")
    turns = []
    turns.append((code("ImpressTools.go_to_slide(3)"), obs(3, "Sep 2  08:12")))
    slides.insert(3, slides[2])
    mod[0] = True
    turns.append((code("ImpressTools.duplicate_slide(3)"), obs(4, "Sep 2  08:13")))
    turns.append((code("pyautogui.click(1020, 265)"), obs(4, "Sep 2  08:13", st=["TextEdit: Paragraph 1, Row 1, Column 1", "English (USA)"])))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Parking & Bike Storage')"),
                  obs(4, "Sep 2  08:14", stitle="Parking & Bike Storage", st=["TextEdit: Paragraph 1, Row 1, Column 23", "English (USA)"])))
    newb = ["Visitor and staff parking: level P2, bays 40–58", "Bike cage behind Building C, code from Facilities",
            "EV chargers: book a slot in the Desk app"]
    turns.append((code("pyautogui.click(1020, 420)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('" + "\\n".join(newb) + "')"),
                  obs(4, "Sep 2  08:15", stitle="Parking & Bike Storage", body=newb, st=[f"TextEdit: Paragraph 3, Row 1, Column {len(newb[2]) + 1}", "English (USA)"])))
    slides[3] = "Parking & Bike Storage"
    cur_body[4] = newb
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')"), obs(4, "Sep 2  08:15")))
    mod[0] = False
    turns.append((code("ImpressTools.save()"), obs(4, "Sep 2  08:16")))
    turns.append((code("ImpressTools.go_to_slide(7)"), obs(7, "Sep 2  08:16", count=8)))
    rs.add(task="os", tid="h10-os-09", system=sysmsg(task), turns=turns, state=state, bad=True, turn=8,
           kind="status bar slide total says 'Slide 7 of 8' while the deck has 7 slides (7 thumbnails listed; turns 2-7 said 'of 7')")


def writer(title: str, paras: list[str], footer: str | None, status: list[str], modified: bool, extra: list[Row] | None = None) -> list[Row]:
    rows = lo_frame(title)
    rows += [R("combo-box", "Paragraph Style", "Default Paragraph Style", 77, 122, 200, 25),
             R("combo-box", "Font Name", "Liberation Serif", 281, 122, 160, 25), R("combo-box", "Font Size", "12 pt", 445, 122, 60, 25)]
    for i, p in enumerate(paras):
        rows.append(R("paragraph", "", p, 560, 200 + 70 * i, 800, 64))
    if footer is not None:
        rows.append(R("paragraph", "Footer", footer, 560, 990, 800, 22))
    for i, s in enumerate(status):
        rows.append(R("label", "", s, 75 + [0, 140, 430, 600][i], 1048, [130, 280, 160, 130][i], 20))
    rows += [R("label", "", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", 1300, 1048, 20, 20),
             R("label", "", "100%", 1860, 1048, 50, 20)]
    return rows + (extra or [])


def t17(rs: RowSet) -> None:
    # clean: Writer; a sentence typed at the end raises the word/character counts, select-all shows them as a selection, 1.5 spacing pushes the document from 3 to 4 pages, page numbers appear in the footer, save in Word format
    task = ("At the end of grant_narrative_draft.docx add the sentence 'Community partners will co-host two data walks in "
            "spring 2025.', set 1.5 line spacing for the whole document, add page numbers in the footer, and keep it as .docx.")
    title = "grant_narrative_draft.docx - LibreOffice Writer"
    first = ["Riverbend Youth Data Corps – Project Narrative", "1. Need",
             "Riverbend's three secondary schools share one part-time data instructor. In 2023 only 41 of 612 eligible students completed any data-literacy coursework.",
             "2. Approach", "Students will collect and publish neighbourhood air-quality and traffic counts with low-cost sensors, mentored by volunteers from local employers."]
    last = ["4. Evaluation", "We will track completion, pre/post skills assessments, and the number of datasets published on the city open-data portal.",
            "5. Sustainability", "After year two the sensor kits transfer to the school district, which has committed staff time in its 2025–26 budget."]
    words, chars = 412, 2618
    add = " Community partners will co-host two data walks in spring 2025."
    pages = [3]

    def wc(sel: bool = False) -> str:
        return ("Selected: " if sel else "") + f"{words:,} words, {chars:,} characters"

    def obs(paras: list[str], page: int, clock: str, modified: bool, footer: str | None = None, sel: bool = False,
            extra: list[Row] | None = None) -> str:
        st = [f"Page {page} of {pages[0]}", wc(sel), "Default Page Style", "English (USA)"]
        return desk(writer(title, paras, footer, st, modified, extra), clock)

    state = obs(first, 1, "Mar 18  13:02", False)
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'end')"), obs(last, 3, "Mar 18  13:02", False)))
    last[-1] += add
    words += len(add.split())
    chars += len(add)
    turns.append((code(f"pyautogui.write('{add}')"), obs(last, 3, "Mar 18  13:03", True)))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"), obs(last, 3, "Mar 18  13:03", True, sel=True)))
    pages[0] = 4
    last4 = ["5. Sustainability", last[-1]]
    turns.append((code("WriterTools.set_line_spacing(1.5)"), obs(last4, 4, "Mar 18  13:04", True, sel=True)))
    turns.append((code('WriterTools.add_page_numbers("footer", "center")'), obs(last4, 4, "Mar 18  13:04", True, footer="4", sel=True)))
    turns.append((code("pyautogui.hotkey('ctrl', 'home')"), obs(first[:4], 1, "Mar 18  13:05", True, footer="1")))
    turns.append((code("WriterTools.save()"), obs(first[:4], 1, "Mar 18  13:05", True, footer="1", extra=keep_format("Word 2007-365", "Use Word 2007-365!"))))
    turns.append((code("pyautogui.press('enter')"), obs(first[:4], 1, "Mar 18  13:05", False, footer="1")))
    rs.add(task="os", tid="h10-os-17", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- Document Viewer (Evince)

def evince(fname: str, page: int, n: int, paras: list[str], side: bool = False, find: tuple[str, list[str]] | None = None) -> list[Row]:
    rows = [R("frame", fname, "", 70, 27, 1850, 1053), R("toggle-button", "Side pane", "", 80, 35, 34, 34),
            R("entry", "Select page", str(page), 124, 36, 60, 32), R("label", "", f"({page} of {n})", 188, 42, 70, 22),
            R("push-button", "Previous page", "", 265, 35, 34, 34), R("push-button", "Next page", "", 303, 35, 34, 34),
            R("label", "", fname, 800, 42, 320, 22), R("toggle-button", "Search", "", 1700, 35, 34, 34),
            R("combo-box", "Zoom", "Automatic", 1740, 35, 110, 34), R("push-button", "Menu", "", 1860, 35, 34, 34)]
    x0 = 300 if side or find else 140
    if side and not find:
        for i in range(n):
            rows.append(R("list-item", str(i + 1), "", 80, 90 + 230 * i, 200, 220))
    if find:
        q, hits = find
        rows.append(R("entry", "Find in document", q, 640, 78, 600, 32))
        for i, h in enumerate(hits):
            rows += [R("list-item", h, "", 80, 120 + 40 * i, 200, 38), R("label", "", "3", 282, 130 + 40 * i, 16, 18)]
    for i, p in enumerate(paras):
        rows.append(R("paragraph", "", p, x0 + 260, 140 + 70 * i, 1100, 64))
    return rows


def t10(rs: RowSet) -> None:
    # bad: Document Viewer; page 2 of the lease addendum (turn 1) says the deposit is increased to $2,340.00 (+$395.00); turn 7 shows the same page of the same PDF with $2,430.00 — no file changed in between
    task = ("Read lease_addendum_unit4B.pdf and note the new rent, the new security deposit and any pet fee; do not edit "
            "the file.")
    fname = "lease_addendum_unit4B.pdf"
    pages = {1: ["ADDENDUM No. 2 TO RESIDENTIAL LEASE", "Premises: 1187 Larchmont Avenue, Unit 4B, Alder Falls",
                 "Landlord: Pinecrest Residential Partners LLC", "Tenant: Sofia Marchetti and Daniel Oyelaran",
                 "This Addendum is effective February 1, 2025 and amends the Lease dated March 1, 2023. All other terms of the Lease remain in force."],
             2: ["1. Rent. Monthly rent increases from $1,945.00 to $2,015.00 beginning March 1, 2025.",
                 "2. Security Deposit. The security deposit is increased to $2,340.00, with the additional $395.00 due on or before March 1, 2025.",
                 "3. Utilities. Water and sewer are billed monthly at a flat $48.00; electricity remains in Tenant's name.",
                 "4. Parking. Space P-17 is assigned to the Premises at $65.00 per month, payable with rent."],
             3: ["5. Pets. One cat is permitted. A one-time pet fee of $250.00 is due with the first pet-inclusive rent payment.",
                 "6. Pet rules. Pets must not be left unattended on the balcony and must be registered with the building office.",
                 "7. Renewal. Tenant may renew for twelve (12) months by written notice no later than December 31, 2025."],
             4: ["8. Entire Agreement. This Addendum and the Lease are the entire agreement of the parties concerning the Premises.",
                 "Signatures", "Landlord: Pinecrest Residential Partners LLC, by M. Adeyemi, Property Manager   Date: 01/14/2025",
                 "Tenant: Sofia Marchetti   Date: 01/16/2025", "Tenant: Daniel Oyelaran   Date: 01/16/2025"]}

    def obs(page: int, clock: str, side: bool = False, find: tuple[str, list[str]] | None = None, paras: list[str] | None = None) -> str:
        return desk(evince(fname, page, 4, paras or pages[page], side, find), clock)

    state = obs(1, "Jan 20  19:44")
    turns = []
    turns.append((code("pyautogui.press('n')"), obs(2, "Jan 20  19:44")))
    hits = []
    for p in pages[3]:
        low = p.lower()
        i = low.find("pet")
        while i >= 0:
            hits.append("…" + p[max(0, i - 16):i + 26].strip() + "…")
            i = low.find("pet", i + 1)
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('pet')"), obs(3, "Jan 20  19:45", find=("pet", hits))))
    turns.append((code("pyautogui.press('enter')"), obs(3, "Jan 20  19:45", find=("pet", hits))))
    turns.append((code("pyautogui.press('escape')"), obs(3, "Jan 20  19:46")))
    turns.append((code("pyautogui.press('f9')"), obs(3, "Jan 20  19:46", side=True)))
    turns.append((code("pyautogui.click(180, 200)"), obs(1, "Jan 20  19:46", side=True)))
    bad = [p.replace("$2,340.00", "$2,430.00") for p in pages[2]]
    turns.append((code("pyautogui.click(180, 430)"), obs(2, "Jan 20  19:47", side=True, paras=bad)))
    turns.append((code("pyautogui.press('end')"), obs(4, "Jan 20  19:47", side=True)))
    rs.add(task="os", tid="h10-os-10", system=sysmsg(task), turns=turns, state=state, bad=True, turn=7,
           kind="same PDF page re-read with a different figure: security deposit $2,340.00 at turn 1 becomes $2,430.00 at turn 7 (read-only viewer, no edit)")


# ---------------------------------------------------------------- GIMP

def gimp(title: str, zoom: str, layer: str, extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 75
    for m in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
        w = 9 * len(m) + 14
        rows.append(R("menu", m, "", x, 64, w, 23))
        x += w
    for i, t in enumerate(["Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
                           "Move Tool", "Text Tool", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Color Picker Tool"]):
        rows.append(R("push-button", t, "", 75 + 34 * (i % 2), 100 + 34 * (i // 2), 32, 32))
    rows += [R("page-tab", "Layers", "", 1640, 100, 90, 28), R("page-tab", "Channels", "", 1732, 100, 90, 28),
             R("page-tab", "Paths", "", 1824, 100, 80, 28), R("combo-box", "Mode", "Normal", 1640, 136, 260, 28),
             R("spin-button", "Opacity", "100.0", 1640, 170, 260, 28), R("list-item", layer, "", 1640, 210, 260, 40),
             R("combo-box", "Units", "px", 300, 1050, 60, 26), R("combo-box", "Zoom", zoom, 365, 1050, 90, 26)]
    return rows + (extra or [])


def t15(rs: RowSet) -> None:
    # clean: GIMP; the image is scaled 4000x2667 -> 1600x1067 (title and dialog follow), zoom-to-fit changes the zoom, export renames nothing but marks the title "(exported)", and Undo brings the size back to 4000x2667
    task = ("Scale harbor_dusk.jpg to 1600 px wide keeping the aspect ratio and export it as harbor_dusk_1600.jpg at JPEG "
            "quality 85 in ~/Pictures.")

    def title(state: str, w: int, h: int, dirty: bool) -> str:
        return f"{'*' if dirty else ''}[harbor_dusk] ({state})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {w}x{h} – GIMP"

    lay = "harbor_dusk.jpg"
    t0 = title("imported", 4000, 2667, False)
    state = desk(gimp(t0, "25%", lay), "Jun 30  20:14")
    turns = []
    menu = [R("menu-item", m, "", 293, 87 + 26 * i, 260, 26) for i, m in enumerate(
        ["Duplicate", "Mode", "Precision", "Color Management", "Transform", "Guides", "Canvas Size…", "Fit Canvas to Layers",
         "Fit Canvas to Selection", "Print Size…", "Scale Image…", "Crop to Selection", "Crop to Content", "Slice Using Guides",
         "Zealous Crop", "Merge Visible Layers…", "Flatten Image", "Align Visible Layers…", "Guillotine", "Image Properties"])]
    turns.append((code("pyautogui.click(322, 75)"), desk(gimp(t0, "25%", lay, menu), "Jun 30  20:14")))

    def scale(w: str, h: str) -> list[Row]:
        return [R("dialog", "Scale Image", "", 720, 300, 480, 440), R("label", "", "harbor_dusk.jpg-1", 745, 320, 300, 22),
                R("label", "", "Image Size", 745, 360, 200, 22), R("spin-button", "Width", w, 830, 395, 160, 30),
                R("spin-button", "Height", h, 830, 435, 160, 30), R("toggle-button", "Chain", "", 1000, 410, 24, 40),
                R("combo-box", "Units", "px", 1035, 415, 80, 30), R("label", "", f"{w} × {h} pixels", 830, 475, 200, 20),
                R("label", "", "300 ppi, RGB Color", 830, 497, 200, 20),
                R("spin-button", "X resolution", "300.000", 830, 535, 160, 30), R("spin-button", "Y resolution", "300.000", 830, 575, 160, 30),
                R("combo-box", "Interpolation", "Cubic", 830, 630, 200, 30),
                R("push-button", "Help", "", 745, 690, 80, 32), R("push-button", "Reset", "", 835, 690, 80, 32),
                R("push-button", "Cancel", "", 1000, 690, 90, 32), R("push-button", "Scale", "", 1095, 690, 90, 32)]

    turns.append((code("pyautogui.click(420, 360)"), desk(gimp(t0, "25%", lay, scale("4000", "2667")), "Jun 30  20:14")))
    nh = round(2667 * 1600 / 4000)
    turns.append((code("pyautogui.tripleClick(910, 410)\npyautogui.write('1600')\npyautogui.press('tab')"),
                  desk(gimp(t0, "25%", lay, scale("1600", str(nh))), "Jun 30  20:15")))
    t1 = title("imported", 1600, nh, True)
    turns.append((code("pyautogui.click(1140, 706)"), desk(gimp(t1, "25%", lay), "Jun 30  20:15")))
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'j')"), desk(gimp(t1, "79.7%", lay), "Jun 30  20:15")))
    exp = [R("dialog", "Export Image", "", 560, 200, 800, 620), R("entry", "Name", "harbor_dusk.jpg", 660, 220, 500, 30),
           R("label", "", "Save in folder:", 580, 265, 120, 22), R("push-button", "Pictures", "", 710, 260, 120, 30)]
    for i, (n, s, d) in enumerate([("harbor_dusk.jpg", "5.8 MB", "Jun 29"), ("lighthouse_fog.jpg", "4.1 MB", "Jun 12"), ("regatta_start.png", "9.3 MB", "May 30")]):
        exp += [R("table-cell", "", n, 780, 320 + 30 * i, 380, 28), R("table-cell", "", s, 1160, 320 + 30 * i, 80, 28),
                R("table-cell", "", d, 1240, 320 + 30 * i, 100, 28)]
    exp += [R("push-button", "Select File Type (By Extension)", "", 580, 740, 300, 28), R("push-button", "Help", "", 580, 780, 80, 30),
            R("push-button", "Cancel", "", 1150, 780, 90, 30), R("push-button", "Export", "", 1250, 780, 90, 30)]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), desk(gimp(t1, "79.7%", lay, exp), "Jun 30  20:16")))
    jpg = [R("dialog", "Export Image as JPEG", "", 740, 300, 440, 420), R("spin-button", "Quality", "90", 770, 340, 380, 30),
           R("label", "", "File size: unknown", 770, 380, 300, 20), R("check-box", "Show preview in image window", "", 770, 410, 300, 22),
           R("check-box", "Save Exif data", "", 770, 440, 300, 22), R("check-box", "Save XMP data", "", 770, 470, 300, 22),
           R("check-box", "Save color profile", "", 770, 500, 300, 22), R("push-button", "Advanced Options", "", 770, 540, 200, 26),
           R("push-button", "Help", "", 760, 670, 80, 32), R("push-button", "Cancel", "", 990, 670, 80, 32),
           R("push-button", "Export", "", 1080, 670, 80, 32)]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('harbor_dusk_1600.jpg')\npyautogui.press('enter')"),
                  desk(gimp(t1, "79.7%", lay, jpg), "Jun 30  20:16")))
    t2 = title("exported", 1600, nh, True)
    turns.append((code("pyautogui.tripleClick(960, 355)\npyautogui.write('85')\npyautogui.press('tab')\npyautogui.click(1120, 686)"),
                  desk(gimp(t2, "79.7%", lay), "Jun 30  20:17")))
    t3 = title("exported", 4000, 2667, False)  # undoing the only change makes the image clean again
    turns.append((code("pyautogui.hotkey('ctrl', 'z')"), desk(gimp(t3, "79.7%", lay), "Jun 30  20:17")))
    rs.add(task="os", tid="h10-os-15", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- VLC

def vlc(items: list[tuple[str, str]], playing: str | None, elapsed: str, total: str, speed: str = "1.00x", volume: str = "100%",
        selected: str | None = None, extra: list[Row] | None = None, paused: bool = False) -> list[Row]:
    title = f"{playing} - VLC media player" if playing else "VLC media player"
    rows = [R("frame", title, "", 360, 140, 1200, 780)]
    x = 365
    for m in ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]:
        w = 9 * len(m) + 14
        rows.append(R("menu", m, "", x, 172, w, 24))
        x += w
    rows += [R("list-item", "Playlist", "", 370, 210, 220, 26), R("list-item", "Media Library", "", 370, 236, 220, 26),
             R("list-item", "My Videos", "", 370, 280, 220, 26), R("list-item", "My Music", "", 370, 306, 220, 26),
             R("list-item", "My Pictures", "", 370, 332, 220, 26)]
    for i, h in enumerate(["Title", "Duration", "Album"]):
        rows.append(R("table-column-header", h, "", [600, 1160, 1280][i], 210, [560, 120, 270][i], 26))
    for r, (t, d) in enumerate(items):
        y = 236 + 26 * r
        rows += [R("table-cell", "", ("▶ " if t == playing else "") + t, 600, y, 560, 26), R("table-cell", "", d, 1160, y, 120, 26),
                 R("table-cell", "", "", 1280, y, 270, 26)]
    if selected:
        rows.append(R("label", "", f"Selected: {selected}", 600, 820, 500, 20))
    rows += [R("label", "", elapsed, 370, 838, 60, 20), R("slider", "Position", "", 435, 836, 1000, 24), R("label", "", total, 1440, 838, 60, 20),
             R("push-button", "Pause the playback" if playing and not paused else "Play", "", 370, 870, 40, 40),
             R("push-button", "Previous media in the playlist", "", 415, 875, 34, 30), R("push-button", "Stop playback", "", 450, 875, 34, 30),
             R("push-button", "Next media in the playlist", "", 485, 875, 34, 30), R("push-button", "Toggle the video in fullscreen", "", 530, 875, 34, 30),
             R("push-button", "Toggle playlist", "", 575, 875, 34, 30), R("push-button", "Click to toggle between loop all, loop one and no loop", "", 610, 875, 34, 30),
             R("push-button", "Random", "", 645, 875, 34, 30), R("label", "", speed, 1380, 900, 50, 18),
             R("push-button", "Mute", "", 1420, 875, 30, 30), R("slider", "Volume", volume, 1455, 880, 90, 20)]
    return rows + (extra or [])


def t11(rs: RowSet) -> None:
    # bad: VLC lecture playlist; the top-bar clock reads 15:06 at turn 7 and 15:04 at turn 8 (a click on a playlist row), then 15:07 at turn 9 — time runs backwards at turn 8
    task = ("Queue the three statistics lectures from ~/Videos/stat_lectures in VLC (lec05, lec06, lec07), play them at 1.5x, "
            "and skip straight to lec06.")
    items: list[tuple[str, str]] = []
    lec = [("lec05_sampling.mp4", "52:17"), ("lec06_estimators.mp4", "47:05"), ("lec07_confidence_intervals.mp4", "55:40")]
    state = desk(vlc([], None, "--:--", "--:--"), "Nov 19  15:02")
    turns = []
    for i, (n, d) in enumerate(lec):
        items.append((n, d))
        turns.append((code(f'VLCTools.add_to_playlist("/home/user/Videos/stat_lectures/{n}")'),
                      desk(vlc(list(items), None, "--:--", "--:--"), ["Nov 19  15:02", "Nov 19  15:02", "Nov 19  15:03"][i])))
    turns.append((code("pyautogui.doubleClick(800, 249)"), desk(vlc(items, lec[0][0], "00:02", "52:17"), "Nov 19  15:03")))
    turns.append((code("pyautogui.click(453, 184)\npyautogui.click(520, 330)\npyautogui.click(700, 330)"),
                  desk(vlc(items, lec[0][0], "00:24", "52:17", speed="1.50x"), "Nov 19  15:03")))
    turns.append((code("pyautogui.press('n')"), desk(vlc(items, lec[1][0], "00:01", "47:05", speed="1.50x"), "Nov 19  15:04")))
    turns.append((code("pyautogui.press('space')"), desk(vlc(items, lec[1][0], "03:02", "47:05", speed="1.50x", paused=True), "Nov 19  15:06")))
    turns.append((code("pyautogui.click(800, 301)"),
                  desk(vlc(items, lec[1][0], "03:02", "47:05", speed="1.50x", selected=lec[2][0], paused=True), "Nov 19  15:04")))
    turns.append((code("pyautogui.doubleClick(800, 301)"), desk(vlc(items, lec[2][0], "00:01", "55:40", speed="1.50x"), "Nov 19  15:07")))
    rs.add(task="os", tid="h10-os-11", system=sysmsg(task), turns=turns, state=state, bad=True, turn=8,
           kind="top-bar clock goes backwards from 15:06 (turn 7) to 15:04 (turn 8)")


def t21(rs: RowSet) -> None:
    # clean: VLC podcast; a folder adds five items, the duplicate "(1)" copy is removed, sorting by Duration reorders the list, playback starts and "next" follows the sorted order, volume is stepped down 100% -> 60%, pause/resume
    task = ("Load the Tidepool podcast folder (~/Music/podcast_tidepool) into VLC, drop the duplicate episode 12 copy, play "
            "the episodes shortest first, and turn the volume down to 60%.")
    items = [("tidepool_ep11_kelp_forests.mp3", "38:12"), ("tidepool_ep12_sea_stars (1).mp3", "41:55"),
             ("tidepool_ep12_sea_stars.mp3", "41:55"), ("tidepool_ep13_limpets.mp3", "29:48"), ("tidepool_ep14_nudibranchs.mp3", "44:03")]
    state = desk(vlc([], None, "--:--", "--:--"), "Apr 4  07:31")
    turns = []
    turns.append((code('VLCTools.add_to_playlist("/home/user/Music/podcast_tidepool")'), desk(vlc(items, None, "--:--", "--:--"), "Apr 4  07:31")))
    dup = items[1][0]
    turns.append((code("pyautogui.click(800, 275)"), desk(vlc(items, None, "--:--", "--:--", selected=dup), "Apr 4  07:32")))
    items.remove(items[1])
    turns.append((code("pyautogui.press('delete')"), desk(vlc(items, None, "--:--", "--:--"), "Apr 4  07:32")))
    items.sort(key=lambda it: it[1])
    turns.append((code("pyautogui.click(1220, 223)"), desk(vlc(items, None, "--:--", "--:--"), "Apr 4  07:32")))
    turns.append((code("pyautogui.doubleClick(800, 249)"), desk(vlc(items, items[0][0], "00:01", items[0][1]), "Apr 4  07:33")))
    turns.append((code("pyautogui.press('n')"), desk(vlc(items, items[1][0], "00:00", items[1][1]), "Apr 4  07:33")))
    turns.append((code("for _ in range(8):\n    pyautogui.hotkey('ctrl', 'down')"), desk(vlc(items, items[1][0], "00:14", items[1][1], volume="60%"), "Apr 4  07:34")))
    turns.append((code("pyautogui.press('space')"),
                  desk(vlc(items, items[1][0], "00:41", items[1][1], volume="60%", paused=True), "Apr 4  07:34")))
    turns.append((code("pyautogui.press('space')"), desk(vlc(items, items[1][0], "00:42", items[1][1], volume="60%"), "Apr 4  07:35")))
    rs.add(task="os", tid="h10-os-21", system=sysmsg(task), turns=turns, state=state)


# ---------------------------------------------------------------- gedit + terminal

def gedit(name: str, folder: str, text: str, modified: bool, status: str, extra: list[Row] | None = None) -> list[Row]:
    return [R("frame", f"{'*' if modified else ''}{name} ({folder}) - gedit", "", 700, 90, 1000, 720),
            R("push-button", "Open", "", 710, 98, 80, 34), R("push-button", "Save", "", 1470, 98, 70, 34),
            R("push-button", "Menu", "", 1550, 98, 34, 34), R("page-tab", ("*" if modified else "") + name, "", 700, 140, 300, 30),
            R("text", "", text, 700, 172, 1000, 600), R("label", "", "Plain Text", 1020, 782, 100, 22),
            R("label", "", "Tab Width: 8", 1140, 782, 110, 22), R("label", "", status, 1270, 782, 140, 22),
            R("label", "", "INS", 1430, 782, 40, 22)] + (extra or [])


def t22(rs: RowSet) -> None:
    # clean: terminal + gedit; the config file is edited (keep_daily 7 -> 14, one exclude line added) and saved, so a second cat shows the new text, ls -l shows the new size and mtime (other files unchanged) and the exclude count goes from 2 to 3
    task = ("In ~/.config/rsnapshot-lite/backup.conf keep 14 daily snapshots instead of 7 and also exclude *.iso files; "
            "use the text editor, then verify from the terminal.")
    d = "~/.config/rsnapshot-lite"
    conf = ["# rsnapshot-lite configuration", "snapshot_root = /mnt/backup/snapshots/", "source = /home/user/Documents/",
            "source = /home/user/Pictures/", "keep_hourly = 6", "keep_daily = 7", "keep_weekly = 4", "exclude = *.tmp",
            "exclude = .cache/", "logfile = /home/user/.config/rsnapshot-lite/last.log"]
    files_ = {"backup.conf": [len("\n".join(conf)) + 1, "Jan 27 18:40"], "hosts": [96, "Jan 27 18:41"], "last.log": [2281, "Feb  3 03:00"]}

    def ls() -> str:
        return ls_l([(n, v[0], v[1]) for n, v in files_.items()], perm="-rw-r--r--")  # type: ignore[misc]

    sh = Shell("~", keep=30)
    ex = ("Terminal",)
    state = desk(term(sh.title, sh.text(), 140, 120, 1000, 760), "Feb 4  09:12", ex)

    def T() -> list[Row]:
        return term(sh.title, sh.text(), 140, 120, 1000, 760)

    turns = []
    sh.run(f"cat {d}/backup.conf", "\n".join(conf))
    turns.append((code(f"pyautogui.write('cat {d}/backup.conf\\n')"), desk(T(), "Feb 4  09:12", ex)))
    sh.run(f"ls -l {d}/", ls())
    turns.append((code(f"pyautogui.write('ls -l {d}/\\n')"), desk(T(), "Feb 4  09:13", ex)))
    sh.run(f"gedit {d}/backup.conf &", "[1] 23419")
    ex2 = ("Terminal", "Text Editor")
    g = lambda mod, st, extra=None: gedit("backup.conf", d, "\n".join(conf), mod, st, extra)  # noqa: E731
    turns.append((code(f"pyautogui.write('gedit {d}/backup.conf &\\n')"), desk(T() + g(False, "Ln 1, Col 1"), "Feb 4  09:13", ex2)))
    find = [R("entry", "Find", "keep_daily", 1300, 180, 300, 30), R("label", "", "1 of 1", 1610, 186, 60, 20)]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('keep_daily')"), desk(T() + g(False, "Ln 6, Col 11", find), "Feb 4  09:14", ex2)))
    conf[5] = "keep_daily = 14"
    turns.append((code("pyautogui.press('escape')\npyautogui.doubleClick(842, 284)\npyautogui.write('14')"),
                  desk(T() + g(True, f"Ln 6, Col {len(conf[5]) + 1}"), "Feb 4  09:14", ex2)))
    conf.append("exclude = *.iso")
    turns.append((code("pyautogui.hotkey('ctrl', 'end')\npyautogui.write('\\nexclude = *.iso')"),
                  desk(T() + g(True, f"Ln {len(conf)}, Col {len(conf[-1]) + 1}"), "Feb 4  09:15", ex2)))
    files_["backup.conf"] = [len("\n".join(conf)) + 1, "Feb  4 09:15"]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), desk(T() + g(False, f"Ln {len(conf)}, Col {len(conf[-1]) + 1}"), "Feb 4  09:15", ex2)))
    sh.run(f"cat {d}/backup.conf", "\n".join(conf))
    turns.append((code(f"pyautogui.click(400, 700)\npyautogui.write('cat {d}/backup.conf\\n')"),
                  desk(g(False, f"Ln {len(conf)}, Col {len(conf[-1]) + 1}") + T(), "Feb 4  09:16", ex2)))
    sh.run(f"ls -l {d}/", ls())
    turns.append((code(f"pyautogui.write('ls -l {d}/\\n')"), desk(g(False, f"Ln {len(conf)}, Col {len(conf[-1]) + 1}") + T(), "Feb 4  09:16", ex2)))
    n = sum(1 for ln in conf if ln.startswith("exclude"))
    sh.run(f"grep -c '^exclude' {d}/backup.conf", str(n))
    turns.append((code(f"pyautogui.write(\"grep -c '^exclude' {d}/backup.conf\\n\")"),
                  desk(g(False, f"Ln {len(conf)}, Col {len(conf[-1]) + 1}") + T(), "Feb 4  09:17", ex2)))
    rs.add(task="os", tid="h10-os-22", system=sysmsg(task), turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
