# ruff: noqa: E501
"""Held-out OS (OSWorld, Ubuntu 22.04 GNOME) trajectories for the holdout16 set: 22 runs, 11 with one contradiction.

Every observation is a linearized accessibility tree (tag / name / text / class / description / position / size)
of the whole desktop: the top bar, the focused window(s) and the Ubuntu dock.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

FAV = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
       "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def r(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


def line(row: Row) -> str:
    tag, name, text, pos, size = row
    return f"{tag}\t{name}\t{text}\t\t\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def desk(app: str, clock: str, rows: list[Row], running: tuple[str, ...] = ()) -> str:
    """The whole desktop: top bar (Activities, app menu, clock, system menu), the window rows, the dock."""
    out = [OS_HDR, line(r("toggle-button", "Activities", "", 0, 0, 97, 27)),
           line(r("menu", app, "", 97, 0, 9 * len(app) + 34, 27)),
           f"label\t\t{clock}\t\t\t(884, 0)\t(152, 27)",
           line(r("menu", "System", "", 1757, 0, 163, 27))]
    out += [line(x) for x in rows]
    y = 33
    for n in FAV + list(running):
        out.append(line(r("push-button", n, "", 3, y, 64, 56)))
        y += 60
    out.append(line(r("push-button", "Trash", "", 3, 957, 64, 56)))
    out.append(line(r("push-button", "Show Applications", "", 3, 1017, 64, 56)))
    return "\n".join(out)


def sysp(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


def traj(task: str, state: str, turns: list[tuple[str, str]], bad: bool = False, turn: int | None = None,
         kind: str = "clean") -> dict[str, Any]:
    return {"system": sysp(task), "state": state, "turns": turns, "bad": bad, "turn": turn, "kind": kind}


def g(v: float) -> str:
    """A number in Calc's General format."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return s


def usd(v: float) -> str:
    return f"${v:,.2f}"


# ---------------------------------------------------------------- LibreOffice Calc

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TB = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
           "Undo", "Redo", "Find and Replace", "Spelling", "Sort", "Sort Ascending", "Sort Descending", "AutoFilter",
           "Insert Chart", "Insert or Edit Pivot Table", "Freeze Rows and Columns"]


def col_index(ref: str) -> tuple[int, int]:
    letters = "".join(ch for ch in ref if ch.isalpha())
    c = 0
    for ch in letters:
        c = c * 26 + (ord(ch) - 64)
    return c - 1, int(ref[len(letters):])


def calc(fname: str, cells: dict[str, str], namebox: str, formula: str, *, sheets: tuple[str, ...], active: int,
         status: str, modified: bool, colw: list[int], font: str = "Liberation Sans",
         dialog: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{fname} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    x = 74
    for m in CALC_MENUS:
        rows.append(r("menu", m, "", x, 58, 9 * len(m) + 14, 23))
        x += 9 * len(m) + 14
    x = 76
    for b in CALC_TB:
        rows.append(r("push-button", b, "", x, 87, 32, 32))
        x += 36
    rows += [r("combo-box", "Font Name", font, 76, 125, 182, 28), r("combo-box", "Font Size", "10", 262, 125, 68, 28),
             r("toggle-button", "Bold", "", 336, 125, 32, 28), r("toggle-button", "Italic", "", 370, 125, 32, 28),
             r("toggle-button", "Underline", "", 404, 125, 32, 28),
             r("combo-box", "Name Box", namebox, 76, 160, 104, 26), r("push-button", "Function Wizard", "", 188, 160, 26, 26),
             r("push-button", "Select Function", "", 216, 160, 26, 26), r("push-button", "Formula", "", 244, 160, 26, 26),
             r("text", "Input line", formula, 274, 160, 1640, 26)]
    for ref in sorted(cells, key=lambda k: (col_index(k)[1], col_index(k)[0])):
        c, n = col_index(ref)
        cx = 105 + sum(colw[:c])
        rows.append(r("table-cell", ref, cells[ref], cx, 245 + (n - 1) * 17, colw[c], 17))
    x = 182
    for s in sheets:
        rows.append(r("page-tab", s, "", x, 985, 12 * len(s) + 20, 24))
        x += 12 * len(s) + 22
    rows += [r("label", "", f"Sheet {active + 1} of {len(sheets)}", 74, 1029, 120, 21),
             r("label", "", "Default", 340, 1029, 110, 21), r("label", "", "English (USA)", 610, 1029, 120, 21),
             r("label", "", status, 1100, 1029, 360, 21),
             r("push-button", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", "", 1540, 1029, 24, 21),
             r("slider", "Zoom", "", 1700, 1029, 140, 21), r("label", "", "100%", 1846, 1029, 50, 21)]
    if dialog:
        rows += dialog
    return rows


def keep_format_dialog(fmt: str = "Excel 2007-365") -> list[Row]:
    return [r("dialog", "Keep current format", "", 640, 420, 640, 210),
            r("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format “{fmt}”.", 720, 450, 540, 40),
            r("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 720, 496, 540, 20),
            r("check-box", "Ask when not saving in ODF or default format", "", 720, 530, 360, 20),
            r("push-button", f"Use {fmt}!", "", 860, 580, 190, 34), r("push-button", "Use ODF Format!", "", 1060, 580, 160, 34)]


def t01() -> dict[str, Any]:
    # Calc, freight invoices: fill three amounts, SUM row, currency format, correct one amount, save as xlsx. Clean.
    task = ("In freight_q3.xlsx, fill in the missing amounts for INV-2291 (1284.50), INV-2292 (978.00) and INV-2293 "
            "(1530.25), add a 'Total' row under the table with a SUM of the Amount column, format the amounts as US "
            "dollars, correct INV-2288 to 1950.00, and save the file keeping the Excel format.")
    fname, sheets, colw = "freight_q3.xlsx", ("Invoices", "Carriers"), [96, 170, 96, 110, 80]
    data = [("INV-2287", "Brightline Freight", "07/03/2023", 842.10, "Paid"),
            ("INV-2288", "Cascadia Haul", "07/11/2023", 1905.00, "Paid"),
            ("INV-2289", "Brightline Freight", "07/19/2023", 611.75, "Paid"),
            ("INV-2290", "Dunmore Logistics", "08/02/2023", 2310.40, "Open"),
            ("INV-2291", "Cascadia Haul", "08/14/2023", None, "Open"),
            ("INV-2292", "Dunmore Logistics", "08/29/2023", None, "Open"),
            ("INV-2293", "Brightline Freight", "09/06/2023", None, "Open"),
            ("INV-2294", "Pike & Sons Carriers", "09/21/2023", 703.60, "Open")]
    amt: dict[int, float | None] = {i + 2: d[3] for i, d in enumerate(data)}
    total = {"on": False}
    cur = {"on": False}

    def fmt(v: float) -> str:
        return usd(v) if cur["on"] else g(v)

    def cells() -> dict[str, str]:
        c = {"A1": "Invoice", "B1": "Carrier", "C1": "Ship date", "D1": "Amount", "E1": "Status"}
        for i, (inv, car, dt, _, st) in enumerate(data):
            n = i + 2
            c[f"A{n}"], c[f"B{n}"], c[f"C{n}"], c[f"E{n}"] = inv, car, dt, st
            if amt[n] is not None:
                c[f"D{n}"] = fmt(amt[n])  # type: ignore[arg-type]
        if total["on"]:
            c["A10"] = "Total"
            c["D10"] = fmt(sum(v for v in amt.values() if v is not None))
        return c

    def one(v: float | None) -> str:
        return "Average: ; Sum: 0" if v is None else f"Average: {fmt(v)}; Sum: {fmt(v)}"

    def view(clock: str, nb: str, fx: str, status: str, modified: bool, dialog: list[Row] | None = None) -> str:
        return desk("LibreOffice Calc", clock, calc(fname, cells(), nb, fx, sheets=sheets, active=0, status=status,
                                                    modified=modified, colw=colw, dialog=dialog))

    state = view("Sep 28  15:06", "A1", "Invoice", "Average: ; Sum: 0", False)
    turns = []
    turns.append((code("pyautogui.click(520, 338)"), view("Sep 28  15:06", "D6", "", one(None), False)))
    amt[6] = 1284.5
    turns.append((code('CalcTools.set_cell_value("D6", 1284.5)'), view("Sep 28  15:07", "D6", "1284.5", one(1284.5), True)))
    amt[7] = 978.0
    turns.append((code('CalcTools.set_cell_value("D7", 978)'), view("Sep 28  15:07", "D6", "1284.5", one(1284.5), True)))
    amt[8] = 1530.25
    turns.append((code('CalcTools.set_cell_value("D8", 1530.25)'), view("Sep 28  15:07", "D6", "1284.5", one(1284.5), True)))
    total["on"] = True
    turns.append((code('pyautogui.click(150, 405)\npyautogui.write("Total\\t\\t\\t=SUM(D2:D9)\\n")'),
                  view("Sep 28  15:08", "A11", "", one(None), True)))
    cur["on"] = True
    turns.append((code('CalcTools.set_number_format("D2:D10", "[$$-409]#,##0.00")'),
                  view("Sep 28  15:08", "A11", "", one(None), True)))
    s8 = sum(v for v in amt.values() if v is not None)
    turns.append((code("pyautogui.click(520, 270)\npyautogui.keyDown('shift')\npyautogui.click(520, 389)\npyautogui.keyUp('shift')"),
                  view("Sep 28  15:09", "D2:D9", "842.1", f"Average: {usd(s8 / 8)}; Sum: {usd(s8)}", True)))
    amt[3] = 1950.0
    turns.append((code('pyautogui.click(520, 287)\npyautogui.write("1950\\n")'),
                  view("Sep 28  15:09", "D4", "611.75", one(611.75), True)))
    turns.append((code("CalcTools.save()"),
                  view("Sep 28  15:10", "D4", "611.75", one(611.75), True, keep_format_dialog())))
    turns.append((code('pyautogui.press("enter")'), view("Sep 28  15:10", "D4", "611.75", one(611.75), False)))
    return traj(task, state, turns)


def t10() -> dict[str, Any]:
    # Calc, pantry stock take: three counts edited; turn 6 edits C9 12->10 but the SUM cell C11 stays 92 (should be 90; turns 2-5 showed it following each edit). Bad.
    task = ("In pantry_inventory.ods, update the stock-take counts: Rolled oats 17, Red lentils 19, Quinoa 10. Make sure "
            "the 'Total units' cell reflects the new counts, make the 'Total units' label bold, and save.")
    fname, sheets, colw = "pantry_inventory.ods", ("Stock", "Suppliers"), [150, 90, 70, 90]
    items = [("Basmati rice", "1 kg bag", 14, 6), ("Rolled oats", "1 kg tub", 9, 8), ("Red lentils", "500 g", 22, 10),
             ("Chickpeas (dried)", "500 g", 11, 6), ("Buckwheat groats", "1 kg", 6, 4), ("Pearl barley", "500 g", 8, 4),
             ("Polenta", "1 kg", 5, 3), ("Quinoa", "500 g", 12, 6)]
    cnt = {i + 2: it[2] for i, it in enumerate(items)}
    shown_total = {"v": None}

    def cells() -> dict[str, str]:
        c = {"A1": "Item", "B1": "Unit", "C1": "Count", "D1": "Reorder at"}
        for i, (name, unit, _, ro) in enumerate(items):
            n = i + 2
            c[f"A{n}"], c[f"B{n}"], c[f"C{n}"], c[f"D{n}"] = name, unit, str(cnt[n]), str(ro)
        c["A11"] = "Total units"
        c["C11"] = str(shown_total["v"] if shown_total["v"] is not None else sum(cnt.values()))
        return c

    def view(clock: str, nb: str, fx: str, status: str, modified: bool) -> str:
        return desk("LibreOffice Calc", clock, calc(fname, cells(), nb, fx, sheets=sheets, active=0, status=status,
                                                    modified=modified, colw=colw, font="Liberation Sans"))

    def one(v: int | None) -> str:
        return "Average: ; Sum: 0" if v is None else f"Average: {v}; Sum: {v}"

    state = view("Feb 3  18:41", "A1", "Item", one(None), False)
    turns = [(code("pyautogui.click(380, 287)"), view("Feb 3  18:41", "C3", "9", one(9), False))]
    cnt[3] = 17
    turns.append((code('pyautogui.write("17\\n")'), view("Feb 3  18:41", "C4", "22", one(22), True)))
    cnt[4] = 19
    turns.append((code('pyautogui.write("19\\n")'), view("Feb 3  18:42", "C5", "11", one(11), True)))
    tot = sum(cnt.values())
    turns.append((code("pyautogui.click(380, 423)"), view("Feb 3  18:42", "C11", "=SUM(C2:C9)", one(tot), True)))
    turns.append((code("pyautogui.moveTo(380, 270)\npyautogui.dragTo(380, 381, duration=0.5)"),
                  view("Feb 3  18:42", "C2:C9", "14", f"Average: {g(tot / 8)}; Sum: {tot}", True)))
    shown_total["v"] = tot  # the SUM cell stops following its range from here on
    cnt[9] = 10
    turns.append((code('pyautogui.click(380, 389)\npyautogui.write("10\\n")'), view("Feb 3  18:43", "C10", "", one(None), True)))
    turns.append((code("pyautogui.click(180, 423)\npyautogui.hotkey('ctrl', 'b')"), view("Feb 3  18:43", "A11", "Total units", one(None), True)))
    turns.append((code("pyautogui.click(380, 423)"), view("Feb 3  18:43", "C11", "=SUM(C2:C9)", one(tot), True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), view("Feb 3  18:44", "C11", "=SUM(C2:C9)", one(tot), False)))
    return traj(task, state, turns, True, 6, "SUM total cell C11 stays 92 after C9 is changed from 12 to 10 (should be 90)")


# ---------------------------------------------------------------- LibreOffice Writer

WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


def writer(fname: str, paras: list[tuple[str, str]], *, page: int, pages: int, words: str, chars: str,
           modified: bool, footer: str | None = None, dialog: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{fname} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
    x = 74
    for m in WRITER_MENUS:
        rows.append(r("menu", m, "", x, 58, 9 * len(m) + 14, 23))
        x += 9 * len(m) + 14
    x = 76
    for b in ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
              "Undo", "Redo", "Find and Replace", "Spelling", "Formatting Marks", "Insert Table", "Insert Image",
              "Insert Chart", "Insert Special Character", "Insert Comment", "Track Changes"]:
        rows.append(r("push-button", b, "", x, 87, 32, 32))
        x += 36
    rows += [r("combo-box", "Paragraph Style", "Text Body", 76, 125, 190, 28),
             r("combo-box", "Font Name", "Calibri", 270, 125, 182, 28), r("combo-box", "Font Size", "11 pt", 456, 125, 68, 28),
             r("toggle-button", "Bold", "", 530, 125, 32, 28), r("toggle-button", "Italic", "", 564, 125, 32, 28),
             r("toggle-button", "Underline", "", 598, 125, 32, 28)]
    y = 236
    for style, text in paras:
        hgt = 22 if style.startswith("Heading") else 22 * max(1, (len(text) // 95) + 1)
        rows.append(r("heading" if style.startswith("Heading") else "paragraph", style, text, 612, y, 696, hgt))
        y += hgt + (14 if style.startswith("Heading") else 12)
    if footer is not None:
        rows.append(r("paragraph", "Footer", footer, 612, 948, 696, 18))
    rows += [r("label", "", f"Page {page} of {pages}", 74, 1029, 120, 21), r("label", "", f"{words} words, {chars} characters", 210, 1029, 260, 21),
             r("label", "", "Default Page Style", 500, 1029, 150, 21), r("label", "", "English (USA)", 680, 1029, 120, 21),
             r("push-button", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", "", 1540, 1029, 24, 21),
             r("slider", "Zoom", "", 1700, 1029, 140, 21), r("label", "", "80%", 1846, 1029, 50, 21)]
    if dialog:
        rows += dialog
    return rows


def t12() -> dict[str, Any]:
    # Writer, grant narrative: Replace All of a typo, 1.5 line spacing (page count grows), page numbers, save, jump to the end. Clean.
    task = ("In grant_narrative.docx, correct every 'aquatc' to 'aquatic', set the line spacing of the whole document to "
            "1.5, add centered page numbers in the footer, and save the document.")
    fname = "grant_narrative.docx"
    p1 = [("Heading 1", "Kettle Creek Watershed Restoration: Project Narrative"),
          ("Heading 2", "1. Statement of Need"),
          ("Text Body", "Kettle Creek drains 41 square miles of mixed farmland and second-growth forest before it joins the West Branch of the Susquehanna. Since 2016, summer water temperatures at the Hammersley gauge have exceeded 22 °C on an average of 19 days per year, well above the tolerance of native brook trout and the {aq} insects that anchor the food web."),
          ("Text Body", "Three failing culverts on Cross Fork Road block fish passage to 6.2 stream miles of cold-water habitat. Landowner surveys completed in 2023 identified 14 parcels where eroding banks deliver an estimated 380 tons of sediment to the creek each year."),
          ("Heading 2", "2. Project Goals"),
          ("List Bullet", "Goal 1: Replace the three Cross Fork Road culverts with open-bottom arches sized for the 100-year flow."),
          ("List Bullet", "Goal 2: Stabilize 2,400 linear feet of streambank with live stakes, root wads and riparian buffer plantings."),
          ("List Bullet", "Goal 3: Train volunteers to sample temperature, turbidity and macroinvertebrates at six monitoring stations."),
          ("Heading 2", "3. Methods"),
          ("Text Body", "Culvert replacement will follow the stream simulation design approach, matching channel width, slope and bed material through each crossing so that the structure is invisible to fish and to sediment moving downstream.")]
    last = [("Heading 2", "6. Evaluation Plan"),
            ("Text Body", "Success will be measured against baseline data collected in spring 2024: passage will be confirmed by PIT-tag detections above each new crossing, and bank stability by annual cross-section surveys at 12 permanent transects."),
            ("Heading 2", "7. Budget Justification"),
            ("Text Body", "Of the $248,500 requested, 61% funds culvert construction, 22% streambank work, 9% monitoring equipment and volunteer training, and 8% project administration."),
            ("Text Body", "A cost share of $96,000 is committed by the Kettle Creek Watershed Association and the Potter County Conservation District, as documented in the attached letters of support.")]

    def paras(fixed: bool, n: int) -> list[tuple[str, str]]:
        return [(s, t.replace("{aq}", "aquatic" if fixed else "aquatc")) for s, t in p1[:n]]

    def dlg(find: str, repl: str, msg: str = "") -> list[Row]:
        rows = [r("dialog", "Find and Replace", "", 1180, 300, 560, 470), r("label", "", "Find:", 1200, 330, 60, 20),
                r("combo-box", "Find", find, 1200, 354, 520, 30), r("check-box", "Match case", "", 1200, 394, 160, 20),
                r("check-box", "Whole words only", "", 1380, 394, 180, 20), r("label", "", "Replace:", 1200, 430, 80, 20),
                r("combo-box", "Replace", repl, 1200, 454, 520, 30), r("push-button", "Find All", "", 1200, 500, 100, 32),
                r("push-button", "Find Previous", "", 1306, 500, 130, 32), r("push-button", "Find Next", "", 1442, 500, 110, 32),
                r("push-button", "Replace", "", 1200, 540, 100, 32), r("push-button", "Replace All", "", 1306, 540, 130, 32),
                r("toggle-button", "Other options", "", 1200, 590, 160, 24)]
        if msg:
            rows.append(r("label", "", msg, 1200, 640, 300, 20))
        return rows + [r("push-button", "Help", "", 1200, 726, 90, 32), r("push-button", "Close", "", 1630, 726, 90, 32)]

    def view(clock: str, fixed: bool, n: int, page: int, pages: int, chars: str, modified: bool,
             footer: str | None = None, dialog: list[Row] | None = None, body: list[tuple[str, str]] | None = None) -> str:
        return desk("LibreOffice Writer", clock, writer(fname, body if body is not None else paras(fixed, n), page=page,
                                                        pages=pages, words="1,842", chars=chars, modified=modified,
                                                        footer=footer, dialog=dialog))

    state = view("Nov 7  09:12", False, 10, 1, 3, "11,406", False)
    turns = [(code("pyautogui.hotkey('ctrl', 'h')"), view("Nov 7  09:12", False, 10, 1, 3, "11,406", False, dialog=dlg("", ""))),
             (code('pyautogui.write("aquatc")'), view("Nov 7  09:12", False, 10, 1, 3, "11,406", False, dialog=dlg("aquatc", ""))),
             (code('pyautogui.click(1460, 469)\npyautogui.write("aquatic")'),
              view("Nov 7  09:13", False, 10, 1, 3, "11,406", False, dialog=dlg("aquatc", "aquatic"))),
             (code("pyautogui.click(1370, 556)"),
              view("Nov 7  09:13", True, 10, 1, 3, "11,408", True, dialog=dlg("aquatc", "aquatic", "Search key replaced 2 times."))),
             (code("pyautogui.click(1675, 742)"), view("Nov 7  09:13", True, 10, 1, 3, "11,408", True)),
             (code("WriterTools.set_line_spacing(1.5)"), view("Nov 7  09:14", True, 8, 1, 4, "11,408", True)),
             (code('WriterTools.add_page_numbers(position="footer", alignment="center")'),
              view("Nov 7  09:14", True, 8, 1, 4, "11,408", True, footer="1")),
             (code("WriterTools.save()"), view("Nov 7  09:15", True, 8, 1, 4, "11,408", False, footer="1")),
             (code("pyautogui.hotkey('ctrl', 'end')"), view("Nov 7  09:15", True, 0, 4, 4, "11,408", False, footer="4", body=last))]
    return traj(task, state, turns)


# ---------------------------------------------------------------- LibreOffice Impress

def impress(fname: str, titles: list[str], cur: int, shapes: list[tuple[str, str]], *, modified: bool,
            char_font: str | None = None) -> list[Row]:
    rows = [r("frame", f"{fname} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
    x = 74
    for m in ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]:
        rows.append(r("menu", m, "", x, 58, 9 * len(m) + 14, 23))
        x += 9 * len(m) + 14
    x = 76
    for b in ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
              "Find and Replace", "Spelling", "Display Views", "Master Slide", "Start from First Slide",
              "Start from Current Slide", "Table", "Image", "Insert Text Box", "Insert Fontwork Text"]:
        rows.append(r("push-button", b, "", x, 87, 32, 32))
        x += 36
    rows.append(r("label", "", "Slides", 78, 128, 60, 20))
    for i, t in enumerate(titles, 1):
        rows.append(r("list-item", f"Slide {i}", t, 84, 150 + (i - 1) * 118, 200, 112))
    y = 190
    for name, text in shapes:
        hgt = 70 if name == "PresentationTitle" else 40 * max(1, text.count("\n") + 1)
        rows.append(r("paragraph" if name != "PresentationTitle" else "heading", name, text, 470, y, 1000, hgt))
        y += hgt + 30
    if char_font is None:
        rows += [r("label", "", "Slide", 1560, 150, 80, 22), r("combo-box", "Format", "Screen 16:9", 1640, 176, 250, 28),
                 r("combo-box", "Orientation", "Landscape", 1640, 210, 250, 28), r("combo-box", "Background", "None", 1640, 244, 250, 28),
                 r("combo-box", "Master Slide", "Kiln", 1640, 278, 250, 28)]
    else:
        rows += [r("label", "", "Character", 1560, 150, 100, 22), r("combo-box", "Font Name", char_font, 1640, 176, 250, 28),
                 r("combo-box", "Font Size", "40 pt", 1640, 210, 120, 28), r("toggle-button", "Bold", "", 1640, 244, 32, 28),
                 r("toggle-button", "Italic", "", 1674, 244, 32, 28), r("toggle-button", "Underline", "", 1708, 244, 32, 28)]
    rows += [r("label", "", f"Slide {cur} of {len(titles)}", 74, 1029, 120, 21), r("label", "", "Kiln", 300, 1029, 80, 21),
             r("label", "", "English (USA)", 610, 1029, 120, 21),
             r("push-button", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", "", 1540, 1029, 24, 21),
             r("slider", "Zoom", "", 1700, 1029, 140, 21), r("label", "", "74%", 1846, 1029, 50, 21)]
    return rows


def t09() -> dict[str, Any]:
    # Impress, kiln schedule deck: duplicate slide 3, retitle the copy (later slides renumber), set fonts, open the last slide, save. Clean.
    task = ("In kiln_schedule.pptx, duplicate slide 3, change the duplicate's title to 'Cone 6 Glaze Firing', set the font "
            "of every slide to Ubuntu, and save the presentation.")
    fname = "kiln_schedule.pptx"
    content = {
        "Studio Kiln Schedule — Spring Term": [("PresentationTitle", "Studio Kiln Schedule — Spring Term"), ("Subtitle", "Clay Works Collective · updated February 2024")],
        "Loading Rules": [("PresentationTitle", "Loading Rules"), ("Outline", "Sign the kiln log before you load\nKeep 1 inch between glazed pieces and the elements\nWad every pot with a runny glaze\nNo greenware on the top shelf")],
        "Cone 04 Bisque Firing": [("PresentationTitle", "Cone 04 Bisque Firing"), ("Outline", "Candle at 180 °F overnight (8 h)\nRamp 200 °F/h to 1000 °F\nRamp 300 °F/h to cone 04 (1945 °F)\nNo hold; cool naturally")],
        "Glaze Test Tiles": [("PresentationTitle", "Glaze Test Tiles"), ("Outline", "Label the back of each tile with glaze code and layers\nTiles go on the bottom shelf only\nLog results in the shared glaze binder")],
        "Cooling & Unloading": [("PresentationTitle", "Cooling & Unloading"), ("Outline", "Do not open the lid above 150 °F\nWear kiln gloves; shelves stay hot for hours\nReturn posts and shelves to the rack by size")],
    }
    titles = list(content)

    def view(clock: str, tl: list[str], cur: int, shapes: list[tuple[str, str]], modified: bool, font: str | None = None) -> str:
        return desk("LibreOffice Impress", clock, impress(fname, tl, cur, shapes, modified=modified, char_font=font))

    state = view("Apr 2  13:27", titles, 1, content[titles[0]], False)
    s3 = content["Cone 04 Bisque Firing"]
    t6 = ["Studio Kiln Schedule — Spring Term", "Loading Rules", "Cone 04 Bisque Firing", "Cone 04 Bisque Firing",
          "Glaze Test Tiles", "Cooling & Unloading"]
    new = [("PresentationTitle", "Cone 6 Glaze Firing"), s3[1]]
    t6b = t6[:3] + ["Cone 6 Glaze Firing"] + t6[4:]
    turns = [(code("print(ImpressTools.get_slide_count())"), state),
             (code("ImpressTools.go_to_slide(3)"), view("Apr 2  13:27", titles, 3, s3, False)),
             (code("ImpressTools.duplicate_slide(3)"), view("Apr 2  13:28", t6, 4, s3, True)),
             (code("pyautogui.click(970, 225, clicks=3)"), view("Apr 2  13:28", t6, 4, s3, True, "Liberation Sans")),
             (code('pyautogui.write("Cone 6 Glaze Firing")'), view("Apr 2  13:28", t6b, 4, new, True, "Liberation Sans")),
             (code("pyautogui.press('escape')"), view("Apr 2  13:29", t6b, 4, new, True)),
             (code('for i in range(1, 7):\n    ImpressTools.set_slide_font(i, "Ubuntu")'), view("Apr 2  13:29", t6b, 4, new, True)),
             (code("ImpressTools.go_to_slide(6)"), view("Apr 2  13:30", t6b, 6, content["Cooling & Unloading"], True)),
             (code("pyautogui.click(970, 225)"), view("Apr 2  13:30", t6b, 6, content["Cooling & Unloading"], True, "Ubuntu")),
             (code("pyautogui.press('escape')\nImpressTools.save()"), view("Apr 2  13:31", t6b, 6, content["Cooling & Unloading"], False))]
    return traj(task, state, turns)


# ---------------------------------------------------------------- GIMP

GIMP_TOOLS = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
              "Unified Transform Tool", "Warp Transform", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool",
              "Clone Tool", "Smudge Tool", "Paths Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]


def gimp(title: str, layers: list[str], active: str, opacity: str, status: str, tool_opts: list[Row],
         extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", title, "", 70, 27, 1850, 1053)]
    x = 74
    for m in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
        rows.append(r("menu", m, "", x, 58, 9 * len(m) + 14, 23))
        x += 9 * len(m) + 14
    for i, t in enumerate(GIMP_TOOLS):
        rows.append(r("push-button", t, "", 78 + (i % 4) * 34, 90 + (i // 4) * 34, 32, 32))
    rows += tool_opts
    rows += [r("canvas", "", "", 330, 112, 1220, 880), r("ruler", "", "", 330, 90, 1220, 20), r("ruler", "", "", 310, 112, 20, 880)]
    rows += [r("page-tab", "Layers", "", 1562, 370, 80, 24), r("page-tab", "Channels", "", 1644, 370, 90, 24),
             r("page-tab", "Paths", "", 1736, 370, 70, 24), r("page-tab", "Undo History", "", 1808, 370, 110, 24),
             r("combo-box", "Mode", "Normal", 1566, 400, 240, 26), r("spin-button", "Opacity", opacity, 1566, 432, 340, 24),
             r("label", "", "Lock:", 1566, 462, 40, 22)]
    for i, name in enumerate(layers):
        rows.append(r("table-cell", name, name, 1600, 494 + i * 44, 300, 42))
    rows += [r("push-button", "Create a new layer", "", 1566, 950, 28, 28), r("push-button", "Create a new layer group", "", 1596, 950, 28, 28),
             r("push-button", "Raise this layer", "", 1626, 950, 28, 28), r("push-button", "Lower this layer", "", 1656, 950, 28, 28),
             r("push-button", "Duplicate this layer", "", 1686, 950, 28, 28), r("push-button", "Anchor the floating layer", "", 1716, 950, 28, 28),
             r("push-button", "Merge this layer with the first visible layer below it", "", 1746, 950, 28, 28),
             r("push-button", "Add a mask that allows non-destructive editing of transparency", "", 1776, 950, 28, 28),
             r("push-button", "Delete this layer", "", 1806, 950, 28, 28)]
    rows += [r("label", "", "1203, 788", 334, 1000, 90, 22), r("combo-box", "Unit", "px", 430, 1000, 60, 22),
             r("combo-box", "Zoom", "33.3%", 496, 1000, 90, 22), r("label", "", status, 600, 1000, 400, 22)]
    if extra:
        rows += extra
    return rows


def t02() -> dict[str, Any]:
    # GIMP, watermark: new layer 'watermark' created (turn 3), text layer added (turn 6); turn 7 (commit text with Escape) lists only the text layer and Background: 'watermark' is gone with no delete. Bad.
    task = ("harbor_dusk.png is open in GIMP. Add a new transparent layer named 'watermark', put the text "
            "'© K. Okafor 2023' on the image, set the text layer's opacity to 60%, and export the result as "
            "harbor_dusk_wm.png in the same folder.")
    base = "[harbor_dusk] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{s}) 2400x1600 – GIMP"

    def title(n: int, dirty: bool) -> str:
        return ("*" if dirty else "") + base.format(n=n, s="" if n == 1 else "s")

    move_opts = [r("label", "", "Move", 78, 250, 200, 20), r("radio-button", "Layer", "", 78, 276, 80, 20),
                 r("radio-button", "Selection", "", 160, 276, 90, 20), r("radio-button", "Path", "", 252, 276, 60, 20),
                 r("radio-button", "Pick a layer or guide", "", 78, 302, 200, 20), r("radio-button", "Move the active layer", "", 78, 326, 200, 20)]
    text_opts = [r("label", "", "Text", 78, 250, 200, 20), r("combo-box", "Font", "Sans-serif", 78, 276, 220, 26),
                 r("spin-button", "Size", "62", 78, 308, 150, 26), r("combo-box", "Size unit", "px", 232, 308, 66, 26),
                 r("check-box", "Use editor", "", 78, 340, 120, 20), r("check-box", "Antialiasing", "", 78, 364, 120, 20),
                 r("combo-box", "Hinting", "Medium", 78, 388, 220, 26), r("push-button", "Color", "", 78, 420, 60, 26),
                 r("combo-box", "Justify", "Left", 144, 420, 154, 26), r("combo-box", "Box", "Dynamic", 78, 452, 220, 26)]
    new_dlg = [r("dialog", "New Layer", "", 690, 230, 540, 620), r("label", "", "Layer name:", 710, 262, 110, 22)]
    ok_row = [r("combo-box", "Color tag", "None", 830, 300, 380, 26),
              r("combo-box", "Mode", "Normal", 830, 334, 380, 26), r("combo-box", "Blend space", "Auto", 830, 368, 380, 26),
              r("combo-box", "Composite mode", "Auto", 830, 402, 380, 26), r("spin-button", "Opacity", "100.0", 830, 436, 380, 26),
              r("spin-button", "Width", "2400", 830, 478, 300, 26), r("spin-button", "Height", "1600", 830, 512, 300, 26),
              r("spin-button", "Offset X", "0", 830, 546, 300, 26), r("spin-button", "Offset Y", "0", 830, 580, 300, 26),
              r("combo-box", "Fill with", "Transparency", 830, 622, 380, 26), r("check-box", "Visible", "", 830, 660, 120, 20),
              r("check-box", "Linked", "", 960, 660, 120, 20), r("push-button", "Help", "", 710, 800, 80, 32),
              r("push-button", "Reset", "", 940, 800, 80, 32), r("push-button", "Cancel", "", 1030, 800, 90, 32),
              r("push-button", "OK", "", 1130, 800, 80, 32)]
    text = "© K. Okafor 2023"
    on_canvas = [r("combo-box", "Font", "Sans-serif", 1160, 812, 150, 24), r("spin-button", "Size", "62", 1314, 812, 70, 24),
                 r("push-button", "Clear style of selected text", "", 1388, 812, 24, 24),
                 r("text", "", text, 1180, 846, 410, 74)]
    export_dlg = [r("dialog", "Export Image", "", 480, 160, 960, 700), r("label", "", "Name:", 500, 190, 60, 22)]
    ex_files = [r("label", "", "Save in folder:", 500, 224, 120, 22), r("toggle-button", "okafor", "", 630, 220, 80, 28),
                r("toggle-button", "Pictures", "", 712, 220, 90, 28), r("table-cell", "", "harbor_dawn.png", 720, 290, 400, 24),
                r("table-cell", "", "harbor_dusk.png", 720, 316, 400, 24), r("table-cell", "", "quay_crane_03.jpg", 720, 342, 400, 24),
                r("table-cell", "", "quay_crane_04.jpg", 720, 368, 400, 24), r("combo-box", "Select File Type (By Extension)", "", 500, 780, 300, 28),
                r("push-button", "Help", "", 500, 820, 80, 30), r("push-button", "Export", "", 1250, 820, 80, 30),
                r("push-button", "Cancel", "", 1340, 820, 80, 30)]
    png_dlg = [r("dialog", "Export Image as PNG", "", 760, 300, 400, 480), r("check-box", "Interlacing (Adam7)", "", 780, 330, 250, 20),
               r("check-box", "Save background color", "", 780, 356, 250, 20), r("check-box", "Save gamma", "", 780, 382, 250, 20),
               r("check-box", "Save layer offset", "", 780, 408, 250, 20), r("check-box", "Save resolution", "", 780, 434, 250, 20),
               r("check-box", "Save creation time", "", 780, 460, 250, 20), r("check-box", "Save comment", "", 780, 486, 250, 20),
               r("check-box", "Save color values from transparent pixels", "", 780, 512, 340, 20),
               r("combo-box", "", "automatic pixelformat", 780, 544, 340, 26), r("slider", "Compression level", "9", 780, 580, 340, 26),
               r("check-box", "Save Exif data", "", 780, 616, 160, 20), r("check-box", "Save XMP data", "", 950, 616, 160, 20),
               r("check-box", "Save IPTC data", "", 780, 642, 160, 20), r("check-box", "Save thumbnail", "", 950, 642, 160, 20),
               r("check-box", "Save color profile", "", 780, 668, 160, 20), r("push-button", "Load Defaults", "", 780, 700, 120, 30),
               r("push-button", "Save Defaults", "", 910, 700, 120, 30), r("push-button", "Help", "", 780, 740, 70, 30),
               r("push-button", "Export", "", 990, 740, 80, 30), r("push-button", "Cancel", "", 1076, 740, 80, 30)]
    app = "GNU Image Manipulation Program"

    def view(clock: str, *a: Any, **k: Any) -> str:
        return desk(app, clock, gimp(*a, **k))

    state = view("Jun 18  20:14", title(1, False), ["Background"], "Background", "100.0", "Background (46.2 MB)", move_opts)
    L2 = ["watermark", "Background"]
    L3 = [text, "watermark", "Background"]
    Ldrift = [text, "Background"]
    turns = [(code("pyautogui.hotkey('shift', 'ctrl', 'n')"),
              view("Jun 18  20:14", title(1, False), ["Background"], "Background", "100.0", "Background (46.2 MB)", move_opts,
                   new_dlg + [r("text", "Layer name", "Layer", 830, 262, 380, 26)] + ok_row)),
             (code('pyautogui.click(1020, 275, clicks=3)\npyautogui.write("watermark")'),
              view("Jun 18  20:15", title(1, False), ["Background"], "Background", "100.0", "Background (46.2 MB)", move_opts,
                   new_dlg + [r("text", "Layer name", "watermark", 830, 262, 380, 26)] + ok_row)),
             (code("pyautogui.click(1170, 816)"),
              view("Jun 18  20:15", title(2, True), L2, "watermark", "100.0", "watermark (61.0 MB)", move_opts)),
             (code("pyautogui.press('t')"),
              view("Jun 18  20:15", title(2, True), L2, "watermark", "100.0", "watermark (61.0 MB)", text_opts)),
             (code("pyautogui.click(1180, 846)"),
              view("Jun 18  20:16", title(2, True), L2, "watermark", "100.0", "watermark (61.0 MB)", text_opts, on_canvas[:3])),
             (code(f'pyautogui.write("{text}")'),
              view("Jun 18  20:16", title(3, True), L3, text, "100.0", f"{text} (61.4 MB)", text_opts, on_canvas)),
             (code("pyautogui.press('escape')"),
              view("Jun 18  20:16", title(3, True), Ldrift, text, "100.0", f"{text} (61.4 MB)", text_opts)),
             (code("pyautogui.tripleClick(1736, 444)\npyautogui.write('60\\n')"),
              view("Jun 18  20:17", title(3, True), Ldrift, text, "60.0", f"{text} (61.4 MB)", text_opts)),
             (code("pyautogui.hotkey('shift', 'ctrl', 'e')"),
              view("Jun 18  20:17", title(3, True), Ldrift, text, "60.0", f"{text} (61.4 MB)", text_opts,
                   export_dlg + [r("text", "Name", "harbor_dusk.png", 570, 186, 600, 28)] + ex_files)),
             (code('pyautogui.tripleClick(870, 200)\npyautogui.write("harbor_dusk_wm.png\\n")'),
              view("Jun 18  20:18", title(3, True), Ldrift, text, "60.0", f"{text} (61.4 MB)", text_opts,
                   export_dlg + [r("text", "Name", "harbor_dusk_wm.png", 570, 186, 600, 28)] + ex_files + png_dlg))]
    return traj(task, state, turns, True, 7, "layer 'watermark' created at turn 3 is missing from the Layers list after committing the text (no delete)")


# ---------------------------------------------------------------- Google Chrome

def chrome(tabs: list[str], active: int, url: str, bar: list[str], page: list[Row], profile: str = "You") -> list[Row]:
    rows = [r("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    for i, t in enumerate(tabs):
        rows.append(r("page-tab", t, "", 80 + i * 240, 35, 236, 34))
    rows += [r("push-button", "New Tab", "", 80 + len(tabs) * 240, 38, 28, 28), r("push-button", "Search tabs", "", 1838, 38, 28, 28),
             r("push-button", "Minimize", "", 1868, 36, 16, 16), r("push-button", "Close", "", 1896, 36, 16, 16),
             r("push-button", "Back", "", 84, 76, 34, 34), r("push-button", "Forward", "", 120, 76, 34, 34),
             r("push-button", "Reload", "", 156, 76, 34, 34), r("push-button", "View site information", "", 198, 80, 28, 26),
             r("entry", "Address and search bar", url, 230, 76, 1420, 34), r("push-button", "Bookmark this tab", "", 1656, 80, 28, 26),
             r("push-button", "Extensions", "", 1730, 76, 34, 34), r("push-button", profile, "", 1770, 76, 60, 34),
             r("push-button", "Chrome", "", 1838, 76, 34, 34)]
    x = 84
    for b in bar:
        rows.append(r("push-button", b, "", x, 116, 10 * len(b) + 30, 28))
        x += 10 * len(b) + 34
    rows.append(r("push-button", "All Bookmarks", "", 1786, 116, 120, 28))
    return rows + page


def t03() -> dict[str, Any]:
    # Chrome bookmark manager: 'Tide tables' renamed at turn 5; turn 6 (dragging another bookmark into a folder) lists it again as 'Tide tables' in the manager. Bad.
    task = ("In Chrome, rename the bookmark 'Tide tables' to 'NOAA Tides – Station 8443970' and move the 'Ferry schedule' "
            "bookmark into the 'Commute' folder.")
    new = "NOAA Tides – Station 8443970"
    bm = {"Tide tables": "tidesandcurrents.noaa.gov", "Ferry schedule": "mbta.com", "Sunrise calculator": "timeanddate.com",
          "Library holds": "bpl.bibliocommons.com", "MBTA alerts": "mbta.com"}
    commute = [("Red Line trip planner", "mbta.com"), ("Parking – Hingham lot", "parkmobile.io"), ("Bluebikes station map", "bluebikes.com")]

    def mgr(folder: str, items: list[tuple[str, str, bool]], extra: list[Row] | None = None) -> list[Row]:
        rows = [r("heading", "Bookmarks", "", 90, 160, 140, 30), r("entry", "Search bookmarks", "", 700, 158, 520, 36),
                r("push-button", "Organize", "", 1860, 160, 36, 36),
                r("tree-item", "Bookmarks bar", "", 90, 220, 250, 32), r("tree-item", "Commute", "", 118, 252, 222, 32),
                r("tree-item", "Recipes", "", 118, 284, 222, 32), r("tree-item", "Other bookmarks", "", 90, 316, 250, 32),
                r("label", "", folder, 560, 214, 300, 24)]
        y = 250
        for name, host, is_folder in items:
            rows.append(r("list-item", name, "" if is_folder else host, 560, y, 900, 40))
            rows.append(r("push-button", f"More actions for {name}", "", 1430, y + 4, 32, 32))
            y += 40
        return rows + (extra or [])

    def bar_items(tname: str, ferry: bool) -> list[str]:
        return ["Commute", "Recipes", tname] + (["Ferry schedule"] if ferry else []) + ["Sunrise calculator", "Library holds", "MBTA alerts"]

    def top(tname: str, ferry: bool) -> list[tuple[str, str, bool]]:
        return [("Commute", "", True), ("Recipes", "", True), (tname, bm["Tide tables"], False)] + \
            ([("Ferry schedule", bm["Ferry schedule"], False)] if ferry else []) + \
            [(k, bm[k], False) for k in ("Sunrise calculator", "Library holds", "MBTA alerts")]

    ntp = [r("image", "Google", "", 780, 300, 272, 92), r("entry", "Search Google or type a URL", "", 640, 420, 560, 46),
           r("link", "Gmail", "", 700, 520, 112, 112), r("link", "Weather Underground", "", 820, 520, 112, 112),
           r("link", "MBTA", "", 940, 520, 112, 112), r("push-button", "Add shortcut", "", 1060, 520, 112, 112),
           r("push-button", "Customize Chrome", "", 1700, 1000, 180, 36)]
    menu = [r("menu-item", "Edit", "", 1250, 366, 220, 32), r("menu-item", "Copy URL", "", 1250, 398, 220, 32),
            r("menu-item", "Delete", "", 1250, 430, 220, 32), r("menu-item", "Open in new tab", "", 1250, 470, 220, 32),
            r("menu-item", "Open in new window", "", 1250, 502, 220, 32), r("menu-item", "Open in Incognito window", "", 1250, 534, 220, 32)]
    url = "https://tidesandcurrents.noaa.gov/stationhome.html?id=8443970"

    def edit(name: str) -> list[Row]:
        return [r("dialog", "Edit bookmark", "", 710, 330, 500, 260), r("heading", "Edit bookmark", "", 734, 352, 200, 28),
                r("entry", "Name", name, 734, 410, 452, 36), r("entry", "URL", url, 734, 476, 452, 36),
                r("push-button", "Cancel", "", 1010, 540, 84, 34), r("push-button", "Save", "", 1102, 540, 84, 34)]

    app = "Google Chrome"
    tabs = ["New Tab", "Bookmarks"]
    state = desk(app, "Mar 9  07:52", chrome(["New Tab"], 0, "", bar_items("Tide tables", True), ntp))
    turns = [(code("BrowserTools.open_bookmarks()"),
              desk(app, "Mar 9  07:52", chrome(tabs, 1, "chrome://bookmarks", bar_items("Tide tables", True), mgr("Bookmarks bar", top("Tide tables", True))))),
             (code("pyautogui.click(1446, 350)"),
              desk(app, "Mar 9  07:53", chrome(tabs, 1, "chrome://bookmarks", bar_items("Tide tables", True), mgr("Bookmarks bar", top("Tide tables", True), menu)))),
             (code("pyautogui.click(1360, 382)"),
              desk(app, "Mar 9  07:53", chrome(tabs, 1, "chrome://bookmarks", bar_items("Tide tables", True), mgr("Bookmarks bar", top("Tide tables", True), edit("Tide tables"))))),
             (code(f'pyautogui.tripleClick(960, 428)\npyautogui.write("{new}")'),
              desk(app, "Mar 9  07:53", chrome(tabs, 1, "chrome://bookmarks", bar_items("Tide tables", True), mgr("Bookmarks bar", top("Tide tables", True), edit(new))))),
             (code("pyautogui.click(1144, 557)"),
              desk(app, "Mar 9  07:54", chrome(tabs, 1, "chrome://bookmarks", bar_items(new, True), mgr("Bookmarks bar", top(new, True))))),
             (code("pyautogui.moveTo(700, 390)\npyautogui.dragTo(200, 268, duration=1.0)"),
              desk(app, "Mar 9  07:54", chrome(tabs, 1, "chrome://bookmarks", bar_items(new, False), mgr("Bookmarks bar", top("Tide tables", False))))),
             (code("pyautogui.click(200, 268)"),
              desk(app, "Mar 9  07:55", chrome(tabs, 1, "chrome://bookmarks/?id=7", bar_items(new, False),
                                             mgr("Commute", [(n, h, False) for n, h in commute] + [("Ferry schedule", bm["Ferry schedule"], False)])))),
             (code("pyautogui.click(200, 236)"),
              desk(app, "Mar 9  07:55", chrome(tabs, 1, "chrome://bookmarks/?id=1", bar_items(new, False), mgr("Bookmarks bar", top("Tide tables", False))))),
             (code("pyautogui.hotkey('ctrl', 'w')"),
              desk(app, "Mar 9  07:55", chrome(["New Tab"], 0, "", bar_items(new, False), ntp)))]
    return traj(task, state, turns, True, 6, "bookmark renamed at turn 5 is listed again under its old name 'Tide tables' in the manager")


def t18() -> dict[str, Any]:
    # Chrome settings: HTTPS-always on, Preload pages off, clear cookies + cache for the last 7 days, re-check Security page. Clean.
    task = ("In Chrome, turn on 'Always use secure connections', turn off 'Preload pages', and clear cookies and cached "
            "images and files from the last 7 days without clearing the browsing history.")
    app = "Google Chrome"
    bar = ["Gmail", "Jira – Sprint board", "Grafana – prod", "Figma", "Confluence"]
    nav = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance", "Search engine",
           "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System", "Reset settings",
           "Extensions", "About Chrome"]

    def settings(body: list[Row]) -> list[Row]:
        rows = [r("heading", "Settings", "", 90, 160, 160, 30), r("entry", "Search settings", "", 700, 158, 560, 36)]
        for i, n in enumerate(nav):
            rows.append(r("link", n, "", 90, 214 + i * 44, 250, 40))
        return rows + body

    privacy = [r("heading", "Privacy and security", "", 560, 214, 400, 28),
               r("link", "Clear browsing data", "Clear history, cookies, cache, and more", 560, 256, 900, 60),
               r("link", "Privacy Guide", "Review key privacy and security controls", 560, 316, 900, 60),
               r("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", 560, 376, 900, 60),
               r("link", "Ad privacy", "Customize the info used by sites to show you ads", 560, 436, 900, 60),
               r("link", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", 560, 496, 900, 60),
               r("link", "Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)", 560, 556, 900, 60)]

    def security(https: str) -> list[Row]:
        return [r("push-button", "Back", "", 560, 214, 32, 32), r("heading", "Security", "", 600, 214, 300, 28),
                r("label", "", "Safe Browsing", 560, 262, 200, 22),
                r("radio-button", "Enhanced protection", "unchecked", 580, 294, 860, 56),
                r("radio-button", "Standard protection", "checked", 580, 354, 860, 56),
                r("radio-button", "No protection (not recommended)", "unchecked", 580, 414, 860, 56),
                r("label", "", "Advanced", 560, 490, 200, 22),
                r("toggle-button", "Always use secure connections", https, 1400, 524, 40, 24),
                r("label", "", "Upgrade navigations to HTTPS and warn you before loading sites that don't support it", 560, 540, 800, 20),
                r("toggle-button", "Use secure DNS", "on", 1400, 584, 40, 24),
                r("label", "", "Determines how to connect to websites over a secure connection", 560, 600, 800, 20),
                r("link", "Manage phone as a security key", "", 560, 640, 860, 48), r("link", "Manage certificates", "", 560, 690, 860, 48),
                r("link", "Google Advanced Protection Program", "", 560, 740, 860, 48)]

    def perf(preload: str) -> list[Row]:
        rows = [r("heading", "Performance", "", 560, 214, 300, 28), r("label", "", "General", 560, 256, 200, 22),
                r("toggle-button", "Performance issue alerts", "on", 1400, 288, 40, 24),
                r("label", "", "Memory", 560, 340, 200, 22), r("toggle-button", "Memory Saver", "on", 1400, 372, 40, 24),
                r("label", "", "Chrome frees up memory from inactive tabs", 560, 390, 800, 20),
                r("label", "", "Power", 560, 440, 200, 22), r("toggle-button", "Energy Saver", "on", 1400, 472, 40, 24),
                r("radio-button", "Turn on only when your battery is at 20% or lower", "checked", 600, 506, 800, 28),
                r("radio-button", "Turn on when your computer is unplugged", "unchecked", 600, 536, 800, 28),
                r("label", "", "Speed", 560, 590, 200, 22), r("toggle-button", "Preload pages", preload, 1400, 622, 40, 24),
                r("label", "", "Chrome preloads pages that you might visit, so they load faster", 560, 640, 800, 20)]
        if preload == "on":
            rows += [r("radio-button", "Standard preloading", "checked", 600, 676, 800, 28),
                     r("radio-button", "Extended preloading", "unchecked", 600, 706, 800, 28)]
        return rows

    def cbd(rng: str, hist: str, opts: bool = False) -> list[Row]:
        rows = [r("dialog", "Clear browsing data", "", 660, 250, 600, 520), r("page-tab", "Basic", "", 684, 300, 270, 40),
                r("page-tab", "Advanced", "", 966, 300, 270, 40), r("combo-box", "Time range", rng, 840, 366, 200, 32)]
        if opts:
            for i, o in enumerate(["Last hour", "Last 24 hours", "Last 7 days", "Last 4 weeks", "All time"]):
                rows.append(r("menu-item", o, "", 840, 400 + i * 30, 200, 30))
        rows += [r("check-box", "Browsing history", hist, 690, 420, 520, 50), r("label", "", "Clears history, including in the search box", 730, 446, 480, 20),
                 r("check-box", "Cookies and other site data", "checked", 690, 480, 520, 50), r("label", "", "Signs you out of most sites.", 730, 506, 480, 20),
                 r("check-box", "Cached images and files", "checked", 690, 540, 520, 50),
                 r("label", "", "Frees up less than 318 MB. Some sites may load more slowly on your next visit.", 730, 566, 480, 36),
                 r("push-button", "Cancel", "", 1040, 710, 90, 36), r("push-button", "Clear data", "", 1140, 710, 100, 36)]
        return rows

    ntp = [r("image", "Google", "", 780, 300, 272, 92), r("entry", "Search Google or type a URL", "", 640, 420, 560, 46),
           r("link", "Gmail", "", 700, 520, 112, 112), r("link", "Jira", "", 820, 520, 112, 112),
           r("link", "Grafana", "", 940, 520, 112, 112), r("push-button", "Add shortcut", "", 1060, 520, 112, 112)]

    def v(clock: str, title: str, url: str, page: list[Row]) -> str:
        return desk(app, clock, chrome([title], 0, url, bar, page, profile="Priya"))

    sp, ss, spf = "Settings - Privacy and security", "Settings - Security", "Settings - Performance"
    state = v("Jan 16  16:03", "New Tab", "", ntp)
    turns = [(code("BrowserTools.open_privacy_settings()"), v("Jan 16  16:03", sp, "chrome://settings/privacy", settings(privacy))),
             (code("pyautogui.click(1000, 526)"), v("Jan 16  16:04", ss, "chrome://settings/security", settings(security("off")))),
             (code("pyautogui.click(1420, 536)"), v("Jan 16  16:04", ss, "chrome://settings/security", settings(security("on")))),
             (code('pyautogui.click(900, 93)\npyautogui.write("chrome://settings/performance\\n")'),
              v("Jan 16  16:05", spf, "chrome://settings/performance", settings(perf("on")))),
             (code("pyautogui.click(1420, 634)"), v("Jan 16  16:05", spf, "chrome://settings/performance", settings(perf("off")))),
             (code("BrowserTools.delete_browsing_data()"),
              v("Jan 16  16:06", sp, "chrome://settings/clearBrowserData", settings(privacy) + cbd("Last hour", "checked"))),
             (code("pyautogui.click(940, 382)"),
              v("Jan 16  16:06", sp, "chrome://settings/clearBrowserData", settings(privacy) + cbd("Last hour", "checked", True))),
             (code("pyautogui.click(940, 475)"),
              v("Jan 16  16:06", sp, "chrome://settings/clearBrowserData", settings(privacy) + cbd("Last 7 days", "checked"))),
             (code("pyautogui.click(700, 432)"),
              v("Jan 16  16:07", sp, "chrome://settings/clearBrowserData", settings(privacy) + cbd("Last 7 days", "unchecked"))),
             (code("pyautogui.click(1190, 728)"), v("Jan 16  16:07", sp, "chrome://settings/privacy", settings(privacy))),
             (code('pyautogui.click(900, 93)\npyautogui.write("chrome://settings/security\\n")'),
              v("Jan 16  16:08", ss, "chrome://settings/security", settings(security("on"))))]
    return traj(task, state, turns)


# ---------------------------------------------------------------- Thunderbird

Msg = tuple[str, str, str, bool]  # subject, correspondent, date, read


def tbird(account: str, folders: list[tuple[str, int, int]], current: str, msgs: list[Msg], *, selected: str | None,
          preview: list[Row] | None, qf: str | None = None, extra: list[Row] | None = None,
          total: int | None = None) -> list[Row]:
    """folders: (name, indent, unread); total: the folder's message count when a quick filter hides some."""
    shown = len(msgs)
    total = shown if total is None else total
    unread = next(u for n, _, u in folders if n == current)
    rows = [r("frame", f"{current} - {account} - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
            r("push-button", "Mail", "", 74, 70, 40, 40), r("push-button", "Address Book", "", 74, 114, 40, 40),
            r("push-button", "Calendar", "", 74, 158, 40, 40), r("push-button", "Tasks", "", 74, 202, 40, 40),
            r("push-button", "Chat", "", 74, 246, 40, 40), r("push-button", "Settings", "", 74, 960, 40, 40),
            r("push-button", "Get Messages", "", 130, 34, 140, 30), r("push-button", "New Message", "", 276, 34, 140, 30),
            r("entry", "Search <Ctrl+K>", "", 700, 34, 520, 30), r("push-button", "Tag", "", 1240, 34, 70, 30),
            r("push-button", "Quick Filter", "", 1316, 34, 110, 30), r("push-button", "Application menu", "", 1880, 34, 30, 30),
            r("tree-item", account, "", 130, 90, 280, 26)]
    y = 118
    for name, ind, u in folders:
        rows.append(r("tree-item", f"{name} ({u})" if u else name, "", 130 + 18 * ind, y, 280 - 18 * ind, 26))
        y += 28
    if qf is not None:
        rows += [r("toggle-button", "Keep filters applied when switching folders", "", 430, 72, 28, 28),
                 r("toggle-button", "Unread", "", 462, 72, 80, 28), r("toggle-button", "Starred", "", 546, 72, 80, 28),
                 r("toggle-button", "Contact", "", 630, 72, 80, 28), r("toggle-button", "Tags", "", 714, 72, 70, 28),
                 r("toggle-button", "Attachment", "", 788, 72, 110, 28), r("entry", "Filter these messages <Ctrl+Shift+K>", qf, 1180, 72, 420, 28),
                 r("label", "", f"{shown} message{'s' if shown != 1 else ''}" if qf else "", 1610, 72, 120, 28)]
    top = 110 if qf is not None else 76
    rows += [r("column-header", "Star", "", 430, top, 30, 26), r("column-header", "Read", "", 462, top, 30, 26),
             r("column-header", "Subject", "", 494, top, 560, 26), r("column-header", "Correspondents", "", 1056, top, 300, 26),
             r("column-header", "Date", "", 1358, top, 200, 26)]
    y = top + 28
    for subj, who, date, read in msgs:
        rows += [r("table-cell", "Read" if read else "Unread", "", 462, y, 30, 26), r("table-cell", "Subject", subj, 494, y, 560, 26),
                 r("table-cell", "Correspondents", who, 1056, y, 300, 26), r("table-cell", "Date", date, 1358, y, 200, 26)]
        y += 28
    if selected is not None and preview:
        rows += preview
    rows += [r("label", "", f"Unread: {unread}", 1560, 1054, 110, 22), r("label", "", f"Total: {total}", 1680, 1054, 100, 22)]
    return rows + (extra or [])


def preview_pane(frm: str, subj: str, date: str, to: str, body: list[str]) -> list[Row]:
    rows = [r("push-button", "Reply", "", 1200, 560, 80, 28), r("push-button", "Forward", "", 1284, 560, 90, 28),
            r("push-button", "Archive", "", 1378, 560, 80, 28), r("push-button", "Junk", "", 1462, 560, 70, 28),
            r("push-button", "Delete", "", 1536, 560, 70, 28), r("push-button", "More", "", 1610, 560, 70, 28),
            r("label", "From", frm, 440, 564, 700, 22), r("label", "Subject", subj, 440, 590, 900, 22),
            r("label", "Date", date, 1600, 590, 200, 22), r("label", "To", to, 440, 616, 700, 22)]
    y = 660
    for p in body:
        rows.append(r("paragraph", "", p, 440, y, 1400, 22 * max(1, len(p) // 160 + 1)))
        y += 22 * max(1, len(p) // 160 + 1) + 12
    return rows


def t05() -> dict[str, Any]:
    # Thunderbird: quick filter narrows the Inbox, read a vendor proof (unread count drops), move it to Vendors, per-folder sort differs and is flipped. Clean.
    task = ("Find the email from Haverford Print Co. about proof #PR-5521 and move it to the 'Vendors' folder, then check "
            "the Vendors folder with the newest message at the top.")
    acct = "ops@eastfoldpress.com"
    inbox: list[Msg] = [
        ("Proof #PR-5521 ready for approval", "Haverford Print Co.", "9:58 AM", False),
        ("Re: Booth layout v3", "Mirela Stanciu", "9:31 AM", False),
        ("Your Linode invoice [INV-884201]", "Linode Billing", "8:02 AM", False),
        ("Standup moved to 11:15", "Dev Patel", "7:45 AM", False),
        ("Weekly digest: r/letterpress", "Reddit", "6:10 AM", False),
        ("Invoice 7730 – Haverford Print Co.", "Haverford Print Co.", "Yesterday 4:22 PM", True),
        ("Shipping confirmation #A-55120", "Paper Source Wholesale", "Yesterday 2:03 PM", False),
        ("Lunch Thursday?", "Noor Haddad", "Yesterday 11:40 AM", False),
        ("Q4 OKR draft", "Jonas Wirth", "Yesterday 9:15 AM", False),
        ("Security alert: new sign-in", "Google", "10/9/2023, 8:47 PM", True),
        ("Re: Ink color swatches", "Mirela Stanciu", "10/9/2023, 3:12 PM", False),
        ("Your order has shipped", "Blick Art Materials", "10/8/2023, 10:05 AM", False),
        ("Minutes: board meeting Oct 5", "Alana Reyes", "10/6/2023, 5:30 PM", False),
        ("Reminder: domain renewal", "Namecheap", "10/5/2023, 1:00 AM", False)]
    vendors_old: list[Msg] = [("Updated price list 2024", "French Paper Co.", "9/14/2023, 11:20 AM", False),
                              ("Re: Ink delivery window", "Van Son Ink", "9/27/2023, 2:41 PM", True),
                              ("Quote request: 500 duplex cards", "Mohawk Fine Papers", "10/2/2023, 9:03 AM", True)]

    def folders(inbox_u: int, vend_u: int) -> list[tuple[str, int, int]]:
        return [("Inbox", 1, inbox_u), ("Drafts", 1, 0), ("Sent", 1, 0), ("Archives", 1, 0), ("Vendors", 1, vend_u),
                ("Junk", 1, 0), ("Trash", 1, 0)]

    proof_body = ["Hi Eastfold team,",
                  "The digital proof for job #PR-5521 (letterpress wedding suite, 120 sets, 2-color, Crane Lettra 220#) is attached. Please check names, dates and the venue address carefully; once approved we will make plates on Friday and ship by October 20.",
                  "Reply 'APPROVED' or mark up the PDF with any changes.",
                  "Thanks, Gwen Alcott — Haverford Print Co., prepress"]
    inv_body = ["Please find attached invoice 7730 for job #PR-5498 (business cards, 500 pcs). Amount due: $412.60, net 30.",
                "Thank you for your business! — Haverford Print Co. accounts"]
    prev1 = preview_pane("Haverford Print Co. <proofs@haverfordprint.com>", "Proof #PR-5521 ready for approval", "10/11/2023, 9:58 AM", acct, proof_body)
    prev6 = preview_pane("Haverford Print Co. <accounts@haverfordprint.com>", "Invoice 7730 – Haverford Print Co.", "10/10/2023, 4:22 PM", acct, inv_body)
    ctx = [r("menu-item", n, "", 640, 160 + i * 30, 300, 30) for i, n in enumerate(
        ["Open Message in New Tab", "Open Message in New Window", "Reply", "Reply All", "Forward", "Forward As", "Archive",
         "Mark", "Tag", "Move To", "Copy To", "Delete Message", "Save As…", "Print…"])]
    sub = [r("menu-item", n, "", 942, 430 + i * 30, 220, 30) for i, n in enumerate(
        ["Recent", acct, "Inbox", "Drafts", "Sent", "Archives", "Vendors", "Junk", "Trash"])]
    app = "Thunderbird Mail"
    hav = [m for m in inbox if "Haverford" in m[1]]

    def v(clock: str, *a: Any, **k: Any) -> str:
        return desk(app, clock, tbird(acct, *a, **k))

    state = v("Oct 11  10:41", folders(12, 1), "Inbox", inbox, selected=None, preview=None)
    read1 = [(inbox[0][0], inbox[0][1], inbox[0][2], True)] + inbox[1:]
    hav_r = [(hav[0][0], hav[0][1], hav[0][2], True), hav[1]]
    moved = [m for m in read1 if m[0] != inbox[0][0]]
    v_asc = vendors_old + [("Proof #PR-5521 ready for approval", "Haverford Print Co.", "9:58 AM", True)]
    v_desc = list(reversed(v_asc))
    turns = [(code("pyautogui.hotkey('ctrl', 'shift', 'k')"), v("Oct 11  10:41", folders(12, 1), "Inbox", inbox, selected=None, preview=None, qf="", total=14)),
             (code('pyautogui.write("Haverford")'), v("Oct 11  10:42", folders(12, 1), "Inbox", hav, selected=None, preview=None, qf="Haverford", total=14)),
             (code("pyautogui.click(760, 152)"), v("Oct 11  10:42", folders(11, 1), "Inbox", hav_r, selected=hav[0][0], preview=prev1, qf="Haverford", total=14)),
             (code("pyautogui.rightClick(760, 152)"), v("Oct 11  10:42", folders(11, 1), "Inbox", hav_r, selected=hav[0][0], preview=prev1, qf="Haverford", extra=ctx, total=14)),
             (code("pyautogui.click(760, 445)"), v("Oct 11  10:43", folders(11, 1), "Inbox", hav_r, selected=hav[0][0], preview=prev1, qf="Haverford", extra=ctx + sub, total=14)),
             (code("pyautogui.click(1050, 625)"), v("Oct 11  10:43", folders(11, 1), "Inbox", [hav[1]], selected=hav[1][0], preview=prev6, qf="Haverford", total=13)),
             (code("pyautogui.hotkey('ctrl', 'shift', 'k')"), v("Oct 11  10:43", folders(11, 1), "Inbox", moved, selected=hav[1][0], preview=prev6)),
             (code("pyautogui.click(260, 243)"), v("Oct 11  10:44", folders(11, 1), "Vendors", v_asc, selected=None, preview=None)),
             (code("pyautogui.click(1450, 89)"), v("Oct 11  10:44", folders(11, 1), "Vendors", v_desc, selected=None, preview=None))]
    return traj(task, state, turns)


def t15() -> dict[str, Any]:
    # Thunderbird, conference folder: each opened message lowers the unread count (turns 2-6); turn 8 opens the last unread non-chair message (list shows it read) but the folder badge and status bar still say 2 unread instead of 1. Bad.
    task = ("In the 'Conference-2024' folder, read every unread message except the one from the program chair, which must "
            "stay unread, and archive the ECHS newsletter.")
    acct = "ines.carvalho@tecnico-lab.pt"
    A = ("Camera-ready deadline extended to May 20", "Lukas Brenner (ECHS 2024 Program Chair)", "Yesterday 6:14 PM")
    B = ("Your registration receipt #ECHS-24-0913", "ECHS Registration", "5/7/2024, 11:02 AM")
    C = ("ECHS Newsletter #4: keynotes announced", "ECHS Newsletter", "5/6/2024, 9:00 AM")
    D = ("Re: Shared shuttle from FCO?", "Tomás Aguiar", "5/5/2024, 8:37 PM")
    E = ("Visa invitation letter", "ECHS Local Organizers", "5/2/2024, 3:15 PM")
    F = ("Reviewer assignment: paper #142", "EasyChair", "4/28/2024, 7:49 AM")
    G = ("Hotel block at Domus Mariae", "ECHS Local Organizers", "4/22/2024, 12:30 PM")
    read = {A: False, B: False, C: False, D: False, E: True, F: False, G: True}
    present = [A, B, C, D, E, F, G]

    def msgs() -> list[Msg]:
        return [(m[0], m[1], m[2], read[m]) for m in present]

    def folders(conf_u: int) -> list[tuple[str, int, int]]:
        return [("Inbox", 1, 23), ("Drafts", 1, 0), ("Sent", 1, 0), ("Archives", 1, 0), ("2024", 2, 0),
                ("Conference-2024", 1, conf_u), ("Reviews", 1, 0), ("Junk", 1, 0), ("Trash", 1, 0)]

    bodies = {
        A: ("Lukas Brenner <l.brenner@echs2024.org>", "5/8/2024, 6:14 PM", ["Dear authors,", "Following several requests, the camera-ready deadline for all accepted papers is extended to May 20 (AoE). Please upload the final PDF and the signed copyright form through EasyChair; the page limit is unchanged.", "Best regards, Lukas Brenner, ECHS 2024 Program Chair"]),
        B: ("ECHS Registration <registration@echs2024.org>", "5/7/2024, 11:02 AM", ["Thank you for registering for ECHS 2024 (Rome, June 17–20).", "Receipt #ECHS-24-0913 · Early-bird author registration · €480.00 · paid by card ending 4417.", "Your badge will be ready for collection at the registration desk in Aula Magna."]),
        C: ("ECHS Newsletter <news@echs2024.org>", "5/6/2024, 9:00 AM", ["Keynotes announced! Prof. Amara Diallo (Uppsala) opens the conference on June 17 with 'Groundwater memory in a warming climate'.", "Also in this issue: the social dinner at Villa Celimontana, student volunteer call, and the updated programme at a glance."]),
        D: ("Tomás Aguiar <tomas.aguiar@uc.pt>", "5/5/2024, 8:37 PM", ["Hi Inês, I land at FCO on the 16th at 14:05 (TP 832). If your flight is close, shall we share the shuttle to Termini? The conference rate is €18 per person.", "Abraço, Tomás"]),
        F: ("EasyChair <noreply@easychair.org>", "4/28/2024, 7:49 AM", ["Dear Inês Carvalho,", "You have been assigned paper #142 'Sediment pulses after wildfire in Mediterranean catchments' for review. Reviews are due on May 24, 2024.", "Log in to EasyChair to access the submission."]),
    }

    def prev(m: tuple[str, str, str]) -> list[Row]:
        frm, date, body = bodies[m]
        return preview_pane(frm, m[0], date, acct, body)

    app = "Thunderbird Mail"

    def unread() -> int:
        return sum(1 for m in present if not read[m])

    def v(clock: str, sel: tuple[str, str, str] | None, conf_u: int | None = None) -> str:
        u = unread() if conf_u is None else conf_u
        return desk(app, clock, tbird(acct, folders(u), "Conference-2024", msgs(), selected=sel[0] if sel else None,
                                      preview=prev(sel) if sel else None))

    inbox_state = [("Re: Field campaign dates", "Rui Matos", "4:52 PM", False), ("Lab safety training – reminder", "DEC Secretariat", "3:10 PM", False),
                   ("Your Zenodo upload is published", "Zenodo", "1:27 PM", True), ("MSc thesis draft ch. 3", "Beatriz Lobo", "11:45 AM", False)]
    state = desk(app, "May 9  17:20", tbird(acct, folders(5), "Inbox", inbox_state, selected=None, preview=None, total=212))
    turns = [(code("pyautogui.click(270, 271)"), v("May 9  17:20", None))]
    read[B] = True
    turns.append((code("pyautogui.click(760, 145)"), v("May 9  17:21", B)))
    read[D] = True
    turns.append((code("pyautogui.click(760, 201)"), v("May 9  17:22", D)))
    read[A] = True
    turns.append((code("pyautogui.click(760, 117)"), v("May 9  17:23", A)))
    read[A] = False
    turns.append((code("pyautogui.press('m')"), v("May 9  17:23", A)))
    read[C] = True
    turns.append((code("pyautogui.click(760, 173)"), v("May 9  17:24", C)))
    present.remove(C)
    turns.append((code("pyautogui.press('a')"), v("May 9  17:24", D)))
    read[F] = True
    turns.append((code("pyautogui.click(760, 229)"), v("May 9  17:25", F, conf_u=2)))
    arch = [(C[0], C[1], C[2], True), ("Travel grant decision", "ECHS Travel Awards", "3/20/2024, 4:40 PM", True),
            ("Call for papers: ECHS 2024", "ECHS Program Committee", "1/15/2024, 10:00 AM", True)]
    turns.append((code("pyautogui.click(270, 243)"),
                  desk(app, "May 9  17:25", tbird(acct, folders(2), "2024", arch, selected=None, preview=None))))
    return traj(task, state, turns, True, 8, "unread count (folder badge and status bar) stays 2 after the last non-chair unread message is opened; should be 1")


# ---------------------------------------------------------------- Files (Nautilus)

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]
FileRow = tuple[str, str, str]  # name, size, modified


def files(title: str, path: list[str], items: list[FileRow], *, floating: str = "", cols: tuple[str, ...] = ("Name", "Size", "Modified"),
          empty: str = "", extra: list[Row] | None = None, trash: bool = False) -> list[Row]:
    rows = [r("frame", title, "", 70, 27, 1850, 1053), r("push-button", "Back", "", 300, 36, 34, 34),
            r("push-button", "Forward", "", 336, 36, 34, 34)]
    x = 380
    for p in path:
        rows.append(r("toggle-button", p, "", x, 36, 10 * len(p) + 40, 34))
        x += 10 * len(p) + 42
    rows += [r("push-button", "Search", "", 1700, 36, 34, 34), r("toggle-button", "View options", "", 1740, 36, 34, 34),
             r("push-button", "Main menu", "", 1820, 36, 34, 34)]
    for i, s in enumerate(SIDEBAR):
        rows.append(r("list-item", s, "", 74, 84 + i * 36, 220, 36))
    if trash:
        rows += [r("label", "", "Trash", 310, 80, 80, 36), r("push-button", "Restore…", "", 1640, 80, 110, 34),
                 r("push-button", "Empty…", "", 1760, 80, 100, 34)]
    top = 124 if trash else 84
    widths = {"Name": 760, "Size": 140, "Modified": 200, "Original Location": 300, "Trashed On": 200}
    x = 310
    for c in cols:
        rows.append(r("column-header", c, "", x, top, widths[c], 30))
        x += widths[c]
    y = top + 34
    for it in items:
        x = 310
        for c, val in zip(cols, it):
            rows.append(r("table-cell", "", val, x, y, widths[c], 34))
            x += widths[c]
        y += 36
    if empty:
        rows.append(r("label", "", empty, 980, 500, 200, 30))
    if floating:
        rows.append(r("label", "", floating, 1500, 1030, 400, 30))
    return rows + (extra or [])


def t08() -> dict[str, Any]:
    # Files: new folder, cut/paste three .gpx files into it, back up (folder shows 3 items), show hidden files, sort by Modified. Clean.
    task = ("In ~/Fieldwork, create a folder named 'transects_2023', move all the .gpx files into it, then show hidden files "
            "and sort the folder by modification time to check when the .sync marker was last touched.")
    app = "Files"
    base: list[FileRow] = [("notes_may.odt", "18.2 kB", "14 May"), ("plot_A.gpx", "12.4 kB", "9 May"), ("plot_B.gpx", "15.1 kB", "9 May"),
                           ("plot_C.gpx", "11.4 kB", "10 May"), ("plots_map.png", "1.2 MB", "11 May"), ("soil_samples.ods", "24.9 kB", "12 May"),
                           ("species_list.csv", "6.7 kB", "8 May")]
    gpx = [f for f in base if f[0].endswith(".gpx")]
    rest = [f for f in base if not f[0].endswith(".gpx")]
    pf = ["Home", "Fieldwork"]

    def v(clock: str, title: str, path: list[str], items: list[FileRow], **k: Any) -> str:
        return desk(app, clock, files(title, path, items, **k))

    newdlg = [r("dialog", "New Folder", "", 760, 380, 400, 170), r("label", "", "Folder name", 780, 420, 120, 22)]

    def nd(name: str) -> list[Row]:
        return newdlg + [r("entry", "", name, 780, 448, 360, 34), r("push-button", "Cancel", "", 780, 392, 80, 30),
                         r("push-button", "Create", "", 1060, 392, 80, 30)]

    folder0: FileRow = ("transects_2023", "0 items", "14:12")
    folder3: FileRow = ("transects_2023", "3 items", "14:13")
    state = v("May 22  14:11", "Fieldwork", pf, base)
    turns = [(code("pyautogui.hotkey('ctrl', 'shift', 'n')"), v("May 22  14:11", "Fieldwork", pf, base, extra=nd(""))),
             (code('pyautogui.write("transects_2023")'), v("May 22  14:12", "Fieldwork", pf, base, extra=nd("transects_2023"))),
             (code("pyautogui.press('enter')"), v("May 22  14:12", "Fieldwork", pf, [folder0] + base,
                                                  floating="“transects_2023” selected (containing 0 items)")),
             (code("pyautogui.click(600, 211)\npyautogui.keyDown('shift')\npyautogui.click(600, 283)\npyautogui.keyUp('shift')"),
              v("May 22  14:12", "Fieldwork", pf, [folder0] + base, floating="3 items selected (38.9 kB)")),
             (code("pyautogui.hotkey('ctrl', 'x')"), v("May 22  14:12", "Fieldwork", pf, [folder0] + base, floating="3 items selected (38.9 kB)")),
             (code("pyautogui.doubleClick(600, 135)"), v("May 22  14:13", "transects_2023", pf + ["transects_2023"], [], empty="Folder is Empty")),
             (code("pyautogui.hotkey('ctrl', 'v')"), v("May 22  14:13", "transects_2023", pf + ["transects_2023"], gpx, floating="3 items selected (38.9 kB)")),
             (code("pyautogui.hotkey('alt', 'up')"), v("May 22  14:13", "Fieldwork", pf + ["transects_2023"], [folder3] + rest,
                                                      floating="“transects_2023” selected (containing 3 items)"))]
    hidden = [folder3, ("notes_may.odt", "18.2 kB", "14 May"), ("plots_map.png", "1.2 MB", "11 May"), ("soil_samples.ods", "24.9 kB", "12 May"),
              ("species_list.csv", "6.7 kB", "8 May"), (".sync", "64 bytes", "2 May"), (".~lock.soil_samples.ods#", "92 bytes", "13:47")]
    by_mod = [folder3, (".~lock.soil_samples.ods#", "92 bytes", "13:47"), ("notes_may.odt", "18.2 kB", "14 May"),
              ("soil_samples.ods", "24.9 kB", "12 May"), ("plots_map.png", "1.2 MB", "11 May"), ("species_list.csv", "6.7 kB", "8 May"),
              (".sync", "64 bytes", "2 May")]
    turns += [(code("pyautogui.hotkey('ctrl', 'h')"), v("May 22  14:14", "Fieldwork", pf + ["transects_2023"], hidden,
                                                      floating="“transects_2023” selected (containing 3 items)")),
              (code("pyautogui.click(1300, 99)"), v("May 22  14:14", "Fieldwork", pf + ["transects_2023"], by_mod,
                                                   floating="“transects_2023” selected (containing 3 items)"))]
    return traj(task, state, turns)


def t17() -> dict[str, Any]:
    # Files, Downloads clean-up: two '(1)' duplicates trashed (turns 2, 4), photo renamed; Trash (turn 8) holds both, but turn 9 (back to Downloads) lists 'obsidian_1.5.8_amd64 (1).deb' again. Bad.
    task = ("Clean up ~/Downloads: move the duplicate downloads (the '(1)' copies) to the Trash and rename "
            "'IMG_20240302_1142.jpg' to 'permit_scan.jpg'. Check the Trash afterwards.")
    app = "Files"
    etc1, obs1 = "balena-etcher-1.18.11 (1).AppImage", "obsidian_1.5.8_amd64 (1).deb"
    items: list[FileRow] = [("balena-etcher-1.18.11.AppImage", "108.2 MB", "27 Feb"), (etc1, "108.2 MB", "27 Feb"),
                            ("IMG_20240302_1142.jpg", "2.4 MB", "2 Mar"), ("obsidian_1.5.8_amd64.deb", "96.1 MB", "29 Feb"),
                            (obs1, "96.1 MB", "1 Mar"), ("rent_receipt_feb.pdf", "184.3 kB", "1 Mar"),
                            ("tax-2023-worksheet.ods", "38.6 kB", "4 Mar"), ("vpn-client.ovpn", "3.1 kB", "5 Mar")]
    pd = ["Home", "Downloads"]

    def v(clock: str, its: list[FileRow], **k: Any) -> str:
        return desk(app, clock, files("Downloads", pd, its, **k))

    def toast(name: str) -> list[Row]:
        return [r("label", "", f"“{name}” deleted", 800, 960, 300, 30), r("push-button", "Undo", "", 1110, 958, 70, 34),
                r("push-button", "Close", "", 1186, 958, 34, 34)]

    def without(*names: str) -> list[FileRow]:
        return [f for f in items if f[0] not in names]

    state = v("Mar 6  08:30", items)
    turns = [(code("pyautogui.click(600, 171)"), v("Mar 6  08:30", items, floating=f"“{etc1}” selected (108.2 MB)")),
             (code("pyautogui.press('delete')"), v("Mar 6  08:31", without(etc1), extra=toast(etc1))),
             (code("pyautogui.click(600, 243)"), v("Mar 6  08:31", without(etc1), floating=f"“{obs1}” selected (96.1 MB)", extra=toast(etc1))),
             (code("pyautogui.press('delete')"), v("Mar 6  08:31", without(etc1, obs1), extra=toast(obs1)))]
    after = without(etc1, obs1)
    rename_pop = [r("label", "", "File name", 480, 236, 120, 22), r("entry", "", "IMG_20240302_1142.jpg", 480, 262, 340, 34),
                  r("push-button", "Rename", "", 830, 262, 90, 34)]
    turns += [(code("pyautogui.click(600, 171)\npyautogui.press('f2')"),
               v("Mar 6  08:32", after, floating="“IMG_20240302_1142.jpg” selected (2.4 MB)", extra=rename_pop)),
              (code('pyautogui.write("permit_scan")'),
               v("Mar 6  08:32", after, floating="“IMG_20240302_1142.jpg” selected (2.4 MB)",
                 extra=rename_pop[:1] + [r("entry", "", "permit_scan.jpg", 480, 262, 340, 34), rename_pop[2]]))]
    renamed = [("balena-etcher-1.18.11.AppImage", "108.2 MB", "27 Feb"), ("obsidian_1.5.8_amd64.deb", "96.1 MB", "29 Feb"),
               ("permit_scan.jpg", "2.4 MB", "2 Mar"), ("rent_receipt_feb.pdf", "184.3 kB", "1 Mar"),
               ("tax-2023-worksheet.ods", "38.6 kB", "4 Mar"), ("vpn-client.ovpn", "3.1 kB", "5 Mar")]
    turns.append((code("pyautogui.press('enter')"), v("Mar 6  08:32", renamed, floating="“permit_scan.jpg” selected (2.4 MB)")))
    trash_items = [(etc1, "/home/lbergstrom/Downloads", "108.2 MB", "08:31"), (obs1, "/home/lbergstrom/Downloads", "96.1 MB", "08:31")]
    turns.append((code("pyautogui.click(180, 426)"),
                  desk(app, "Mar 6  08:33", files("Trash", ["Trash"], trash_items, cols=("Name", "Original Location", "Size", "Trashed On"), trash=True))))
    back = renamed[:2] + [(obs1, "96.1 MB", "1 Mar")] + renamed[2:]
    turns.append((code("pyautogui.click(180, 282)"), v("Mar 6  08:33", back)))
    by_size = sorted(back, key=lambda f: float(f[1].split()[0]) * (1e6 if "MB" in f[1] else 1e3))
    turns.append((code("pyautogui.click(1140, 99)"), v("Mar 6  08:33", by_size)))
    return traj(task, state, turns, True, 9, "file moved to the Trash at turn 4 (and listed in the Trash at turn 8) is back in Downloads")


# ---------------------------------------------------------------- Visual Studio Code

def vscode(folder: str, tabs: list[tuple[str, bool]], active: int, side: list[Row], main: list[Row], status: list[str], *,
           scm: int = 0, panel: list[Row] | None = None, overlay: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{tabs[active][0]} - {folder} - Visual Studio Code" if tabs else f"{folder} - Visual Studio Code", "", 70, 27, 1850, 1053)]
    x = 80
    for m in ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]:
        rows.append(r("menu", m, "", x, 30, 9 * len(m) + 16, 26))
        x += 9 * len(m) + 16
    acts = ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)",
            "Source Control (Ctrl+Shift+G)" + (f" - {scm} pending changes" if scm else ""),
            "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)", "Testing"]
    for i, a in enumerate(acts):
        rows.append(r("page-tab", a, "", 70, 62 + i * 48, 48, 48))
    rows += [r("push-button", "Accounts", "", 70, 940, 48, 48), r("push-button", "Manage", "", 70, 988, 48, 48)]
    rows += side
    x = 420
    for name, dirty in tabs:
        rows.append(r("page-tab", name, "●" if dirty else "", x, 62, 16 * len(name) + 40, 35))
        x += 16 * len(name) + 40
    rows += main
    if panel:
        rows += panel
    x = 70
    for s in status[:3]:
        rows.append(r("push-button", s, "", x, 1056, 9 * len(s) + 16, 22))
        x += 9 * len(s) + 20
    x = 1060
    for s in status[3:]:
        rows.append(r("push-button", s, "", x, 1056, 9 * len(s) + 16, 22))
        x += 9 * len(s) + 20
    if overlay:
        rows += overlay
    return rows


def editor_text(text: str) -> list[Row]:
    return [r("entry", "Editor content;Press Alt+F1 for Accessibility Options.", text, 420, 100, 1480, 880)]


def t07() -> dict[str, Any]:
    # VS Code settings UI: workspace tab size 3, autoSave afterDelay with delay 1750 (turn 8); turn 10 opens .vscode/settings.json and it reads "files.autoSaveDelay": 1570. Bad.
    task = ("In VS Code, for this workspace only, set the editor tab size to 3 and turn on auto save after a delay of "
            "1750 ms. Then open the workspace settings file to verify the values.")
    folder = "river-gauge-dashboard"
    app = "Visual Studio Code"
    app_py = ('from flask import Flask, jsonify\nfrom gauges import load_station, latest_reading\n\napp = Flask(__name__)\n\n\n'
              '@app.get("/api/stations/<station_id>/latest")\ndef latest(station_id: str):\n    station = load_station(station_id)\n'
              '    if station is None:\n        return jsonify(error="unknown station"), 404\n    return jsonify(latest_reading(station))\n')
    tree = [r("heading", "Explorer", "", 118, 62, 300, 30), r("tree-item", folder.upper(), "", 118, 96, 300, 24)]
    for i, n in enumerate([".vscode", "gauges", "static", "templates", "app.py", "requirements.txt", "README.md"]):
        tree.append(r("tree-item", n, "", 130, 122 + i * 24, 288, 24))
    py_status = ["main", "Synchronize Changes", "No Problems", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "Python", "3.10.12 ('.venv': venv)", "Notifications"]
    set_status = ["main", "Synchronize Changes", "No Problems", "Notifications"]

    def setting(y: int, label: str, desc: str, tag: str, val: str, modified: bool = False) -> list[Row]:
        out = [r("label", label, desc, 620, y, 1000, 44), r(tag, label, val, 620, y + 48, 300 if tag != "check-box" else 20, 26)]
        if modified:
            out.append(r("label", "", "Modified", 600, y, 4, 74))
        return out

    common = [("Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "combo-box", "off"),
              ("Editor: Font Size", "Controls the font size in pixels.", "entry", "14"),
              ("Editor: Font Family", "Controls the font family.", "entry", "'Droid Sans Mono', 'monospace', monospace"),
              ("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "entry", "4"),
              ("Editor: Render Whitespace", "Controls how the editor should render whitespace characters.", "combo-box", "selection"),
              ("Editor: Cursor Style", "Controls the cursor style.", "combo-box", "line"),
              ("Editor: Multi Cursor Modifier", "The modifier to be used to add multiple cursors with the mouse.", "combo-box", "alt"),
              ("Editor: Insert Spaces", "Insert spaces when pressing Tab.", "check-box", "checked")]

    def settings_ui(scope: str, query: str, found: str, items: list[list[Row]], opts: list[Row] | None = None) -> list[Row]:
        rows = [r("entry", "Search settings", query, 440, 110, 1200, 32)]
        if found:
            rows.append(r("label", "", found, 1660, 114, 180, 24))
        rows += [r("page-tab", "User", "selected" if scope == "User" else "", 440, 150, 60, 30),
                 r("page-tab", "Workspace", "selected" if scope == "Workspace" else "", 506, 150, 100, 30)]
        for i, t in enumerate(["Commonly Used", "Text Editor", "Workbench", "Window", "Features", "Application", "Security", "Extensions"]):
            rows.append(r("tree-item", t, "", 440, 200 + i * 26, 150, 24))
        for it in items:
            rows += it
        return rows + (opts or [])

    def common_items() -> list[list[Row]]:
        return [setting(200 + i * 86, lab, d, tag, val) for i, (lab, d, tag, val) in enumerate(common)]

    tab_desc = common[3][1]
    det = ("Editor: Detect Indentation", "Controls whether Editor: Tab Size and Editor: Insert Spaces will be automatically detected when a file is opened based on the file contents.", "check-box", "checked")
    auto_desc = common[0][1]
    delay_desc = "Controls the delay in milliseconds after which an editor with unsaved changes is saved automatically. Only applies when Files: Auto Save is set to afterDelay."

    def v(clock: str, tabs: list[tuple[str, bool]], active: int, main: list[Row], status: list[str], overlay: list[Row] | None = None) -> str:
        return desk(app, clock, vscode(folder, tabs, active, tree, main, status, overlay=overlay))

    T1 = [("app.py", False)]
    T2 = [("app.py", False), ("Settings", False)]
    state = v("Aug 21  11:05", T1, 0, editor_text(app_py), py_status)
    turns = [(code("pyautogui.hotkey('ctrl', ',')"), v("Aug 21  11:05", T2, 1, settings_ui("User", "", "", common_items()), set_status)),
             (code("pyautogui.click(556, 165)"), v("Aug 21  11:05", T2, 1, settings_ui("Workspace", "", "", common_items()), set_status)),
             (code('pyautogui.click(1040, 126)\npyautogui.write("tab size")'),
              v("Aug 21  11:06", T2, 1, settings_ui("Workspace", "tab size", "2 Settings Found",
                                                    [setting(200, "Editor: Tab Size", tab_desc, "entry", "4"), setting(286, det[0], det[1], det[2], det[3])]), set_status)),
             (code('pyautogui.doubleClick(770, 261)\npyautogui.write("3")'),
              v("Aug 21  11:06", T2, 1, settings_ui("Workspace", "tab size", "2 Settings Found",
                                                    [setting(200, "Editor: Tab Size", tab_desc, "entry", "3", True), setting(286, det[0], det[1], det[2], det[3])]), set_status)),
             (code('pyautogui.tripleClick(1040, 126)\npyautogui.write("files.autoSave")'),
              v("Aug 21  11:07", T2, 1, settings_ui("Workspace", "files.autoSave", "2 Settings Found",
                                                    [setting(200, "Files: Auto Save", auto_desc, "combo-box", "off"),
                                                     setting(286, "Files: Auto Save Delay", delay_desc, "entry", "1000")]), set_status))]
    opts = [r("list-item", o, "", 620, 276 + i * 24, 300, 24) for i, o in enumerate(["off", "afterDelay", "onFocusChange", "onWindowChange"])]
    turns += [(code("pyautogui.click(770, 261)"),
               v("Aug 21  11:07", T2, 1, settings_ui("Workspace", "files.autoSave", "2 Settings Found",
                                                     [setting(200, "Files: Auto Save", auto_desc, "combo-box", "off"),
                                                      setting(286, "Files: Auto Save Delay", delay_desc, "entry", "1000")], opts), set_status)),
              (code("pyautogui.click(770, 312)"),
               v("Aug 21  11:07", T2, 1, settings_ui("Workspace", "files.autoSave", "2 Settings Found",
                                                     [setting(200, "Files: Auto Save", auto_desc, "combo-box", "afterDelay", True),
                                                      setting(286, "Files: Auto Save Delay", delay_desc, "entry", "1000")]), set_status)),
              (code('pyautogui.doubleClick(770, 347)\npyautogui.write("1750")'),
               v("Aug 21  11:08", T2, 1, settings_ui("Workspace", "files.autoSave", "2 Settings Found",
                                                     [setting(200, "Files: Auto Save", auto_desc, "combo-box", "afterDelay", True),
                                                      setting(286, "Files: Auto Save Delay", delay_desc, "entry", "1750", True)]), set_status))]
    qo = [r("entry", "Search files by name (append : to go to line or @ to go to symbol)", ".vscode/settings.json", 660, 70, 700, 30),
          r("list-item", "settings.json", ".vscode", 660, 104, 700, 24)]
    last_ui = settings_ui("Workspace", "files.autoSave", "2 Settings Found",
                          [setting(200, "Files: Auto Save", auto_desc, "combo-box", "afterDelay", True),
                           setting(286, "Files: Auto Save Delay", delay_desc, "entry", "1750", True)])
    js = ('{\n    "python.defaultInterpreterPath": ".venv/bin/python",\n    "editor.tabSize": 3,\n    "files.autoSave": "afterDelay",\n'
          '    "files.autoSaveDelay": 1570\n}\n')
    js_status = ["main", "Synchronize Changes", "No Problems", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "JSON with Comments", "Notifications"]
    T3 = T2 + [("settings.json", False)]
    turns += [(code('pyautogui.hotkey("ctrl", "p")\npyautogui.write(".vscode/settings.json")'), v("Aug 21  11:08", T2, 1, last_ui, set_status, qo)),
              (code("pyautogui.press('enter')"), v("Aug 21  11:08", T3, 2, editor_text(js), js_status))]
    return traj(task, state, turns, True, 10, "files.autoSaveDelay set to 1750 in the Settings UI reads back as 1570 in .vscode/settings.json")


def t20() -> dict[str, Any]:
    # VS Code: edit MAX_RETRIES 3 -> 5 in config.py, save (SCM badge appears), run pytest in the integrated terminal, stage, type commit message. Clean.
    task = ("In the meteo-ingest project open in VS Code, change MAX_RETRIES in src/meteo_ingest/config.py from 3 to 5, "
            "run the config tests, stage the change and type the commit message 'Raise MAX_RETRIES to 5' (do not commit yet).")
    folder = "meteo-ingest"
    app = "Visual Studio Code"
    cfg_lines = ['"""Runtime configuration for the station feed ingester."""', "", "from __future__ import annotations", "",
                 "import os", "from dataclasses import dataclass, field", "",
                 'API_BASE = os.environ.get("METEO_API_BASE", "https://api.meteo-feed.example/v2")',
                 'STATIONS = ("KBOS", "KORH", "KPVD", "KBDL", "KACK")', "", "REQUEST_TIMEOUT_S = 12.5", "BACKOFF_BASE_S = 0.8",
                 "BACKOFF_CAP_S = 30.0", "MAX_RETRIES = 3", "", "", "@dataclass(frozen=True)", "class IngestConfig:",
                 "    api_base: str = API_BASE", "    stations: tuple[str, ...] = STATIONS",
                 "    timeout_s: float = REQUEST_TIMEOUT_S", "    max_retries: int = MAX_RETRIES",
                 "    extra_headers: dict[str, str] = field(default_factory=dict)"]
    ln = cfg_lines.index("MAX_RETRIES = 3") + 1
    cfg_old = "\n".join(cfg_lines) + "\n"
    cfg_new = cfg_old.replace("MAX_RETRIES = 3", "MAX_RETRIES = 5")
    readme = ("# meteo-ingest\n\nPulls hourly observations from the station feed API and writes them to Parquet.\n\n"
              "## Development\n\n```\npython -m venv .venv && . .venv/bin/activate\npip install -e '.[test]'\npytest -q\n```\n")

    def tree(mod: bool) -> list[Row]:
        names = [(".venv", 1), ("src", 1), ("meteo_ingest", 2), ("__init__.py", 3), ("config.py", 3), ("fetch.py", 3), ("parse.py", 3),
                 ("tests", 1), ("test_config.py", 2), ("test_parse.py", 2), (".gitignore", 1), ("pyproject.toml", 1), ("README.md", 1)]
        rows = [r("heading", "Explorer", "", 118, 62, 300, 30), r("tree-item", folder.upper(), "", 118, 96, 300, 24)]
        for i, (n, d) in enumerate(names):
            rows.append(r("tree-item", n, "M" if (mod and n == "config.py") else "", 118 + 12 * d, 122 + i * 24, 300 - 12 * d, 24))
        return rows

    def scm(staged: bool, msg: str) -> list[Row]:
        rows = [r("heading", "Source Control", "", 118, 62, 300, 30),
                r("entry", "Message (Ctrl+Enter to commit on 'main')", msg, 126, 100, 284, 30),
                r("push-button", "✓ Commit", "", 126, 136, 284, 28)]
        if staged:
            rows += [r("tree-item", "Staged Changes", "1", 118, 172, 300, 22), r("tree-item", "config.py", "src/meteo_ingest  M", 130, 194, 288, 22)]
        else:
            rows += [r("tree-item", "Changes", "1", 118, 172, 300, 22), r("tree-item", "config.py", "src/meteo_ingest  M", 130, 194, 288, 22),
                     r("push-button", "Open File", "", 352, 194, 20, 22), r("push-button", "Discard Changes", "", 372, 194, 20, 22),
                     r("push-button", "Stage Changes", "", 392, 194, 20, 22)]
        return rows

    def status(pos: str, lang: str) -> list[str]:
        return ["main*" if pos != "md" else "main", "Synchronize Changes", "No Problems", pos, "Spaces: 4", "UTF-8", "LF", lang,
                "3.11.6 ('.venv': venv)", "Notifications"]

    def st(pos: str, lang: str = "Python", dirty_branch: bool = True) -> list[str]:
        s = status(pos, lang)
        s[0] = "main*" if dirty_branch else "main"
        return s

    def term(text: str) -> list[Row]:
        return [r("page-tab", "Problems", "", 420, 700, 80, 26), r("page-tab", "Output", "", 506, 700, 70, 26),
                r("page-tab", "Debug Console", "", 582, 700, 120, 26), r("page-tab", "Terminal", "selected", 708, 700, 80, 26),
                r("terminal", "Terminal 1, bash", text, 420, 730, 1480, 320)]

    def v(clock: str, side: list[Row], tabs: list[tuple[str, bool]], active: int, text: str, status: list[str], *, scmn: int = 0,
          panel: list[Row] | None = None, overlay: list[Row] | None = None) -> str:
        main = [r("entry", "Editor content;Press Alt+F1 for Accessibility Options.", text, 420, 100, 1480, 590 if panel else 880)]
        return desk(app, clock, vscode(folder, tabs, active, side, main, status, scm=scmn, panel=panel, overlay=overlay))

    md = [("README.md", False)]
    both = [("README.md", False), ("config.py", False)]
    dirty = [("README.md", False), ("config.py", True)]
    qo_empty = [r("entry", "Search files by name (append : to go to line or @ to go to symbol)", "", 660, 70, 700, 30),
                r("label", "", "recently opened", 1240, 104, 120, 24), r("list-item", "fetch.py", "src/meteo_ingest", 660, 104, 700, 24),
                r("list-item", "test_parse.py", "tests", 660, 128, 700, 24), r("list-item", "pyproject.toml", "", 660, 152, 700, 24)]
    qo = [r("entry", "Search files by name (append : to go to line or @ to go to symbol)", "config.py", 660, 70, 700, 30),
          r("list-item", "config.py", "src/meteo_ingest", 660, 104, 700, 24), r("list-item", "test_config.py", "tests", 660, 128, 700, 24)]
    prompt = "(.venv) asel@ubuntu:~/meteo-ingest$ "
    out = (prompt + "pytest -q tests/test_config.py\n....                                                                     [100%]\n"
           "4 passed in 0.27s\n" + prompt)
    state = v("Oct 30  14:40", tree(False), md, 0, readme, st("Ln 1, Col 1", "Markdown", False))
    turns = [(code("pyautogui.hotkey('ctrl', 'p')"), v("Oct 30  14:40", tree(False), md, 0, readme, st("Ln 1, Col 1", "Markdown", False), overlay=qo_empty)),
             (code('pyautogui.write("config.py")'), v("Oct 30  14:40", tree(False), md, 0, readme, st("Ln 1, Col 1", "Markdown", False), overlay=qo)),
             (code("pyautogui.press('enter')"), v("Oct 30  14:41", tree(False), both, 1, cfg_old, st("Ln 1, Col 1", "Python", False))),
             (code(f"pyautogui.hotkey('ctrl', 'g')\npyautogui.write('{ln}\\n')"), v("Oct 30  14:41", tree(False), both, 1, cfg_old, st(f"Ln {ln}, Col 1", "Python", False))),
             (code("pyautogui.doubleClick(590, 411)\npyautogui.write('5')"), v("Oct 30  14:41", tree(False), dirty, 1, cfg_new, st(f"Ln {ln}, Col 16", "Python", False))),
             (code("pyautogui.hotkey('ctrl', 's')"), v("Oct 30  14:42", tree(True), both, 1, cfg_new, st(f"Ln {ln}, Col 16"), scmn=1)),
             (code("pyautogui.hotkey('ctrl', '`')"), v("Oct 30  14:42", tree(True), both, 1, cfg_new, st(f"Ln {ln}, Col 16"), scmn=1, panel=term(prompt))),
             (code('pyautogui.write("pytest -q tests/test_config.py\\n")'), v("Oct 30  14:43", tree(True), both, 1, cfg_new, st(f"Ln {ln}, Col 16"), scmn=1, panel=term(out))),
             (code("pyautogui.hotkey('ctrl', 'shift', 'g')"), v("Oct 30  14:43", scm(False, ""), both, 1, cfg_new, st(f"Ln {ln}, Col 16"), scmn=1, panel=term(out))),
             (code("pyautogui.click(402, 205)"), v("Oct 30  14:44", scm(True, ""), both, 1, cfg_new, st(f"Ln {ln}, Col 16"), scmn=1, panel=term(out))),
             (code('pyautogui.click(268, 115)\npyautogui.write("Raise MAX_RETRIES to 5")'),
              v("Oct 30  14:44", scm(True, "Raise MAX_RETRIES to 5"), both, 1, cfg_new, st(f"Ln {ln}, Col 16"), scmn=1, panel=term(out)))]
    return traj(task, state, turns)


# ---------------------------------------------------------------- GNOME Terminal

class Term:
    """A gnome-terminal window: the terminal node holds the visible screen (last `rows` lines)."""

    def __init__(self, user: str, host: str, cwd: str = "~", text: str = "", rows: int = 38) -> None:
        self.user, self.host, self.cwd, self.rows = user, host, cwd, rows
        self.buf = text + self.prompt

    @property
    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    @property
    def title(self) -> str:
        return f"{self.user}@{self.host}: {self.cwd}"

    def screen(self) -> str:
        return "\n".join(self.buf.split("\n")[-self.rows:])

    def run(self, cmd: str, out: str = "") -> str:
        self.buf += cmd + "\n" + (out.rstrip("\n") + "\n" if out else "") + self.prompt
        return code("pyautogui.write(" + repr(cmd + "\n") + ")")

    def win(self) -> list[Row]:
        return [r("frame", self.title, "", 380, 120, 1160, 780), r("push-button", "New Tab", "", 390, 128, 34, 34),
                r("label", "", self.title, 760, 134, 400, 22), r("push-button", "Search", "", 1380, 128, 34, 34),
                r("push-button", "Menu", "", 1418, 128, 34, 34), r("push-button", "Minimize", "", 1456, 130, 24, 24),
                r("push-button", "Maximize", "", 1484, 130, 24, 24), r("push-button", "Close", "", 1512, 130, 24, 24),
                r("terminal", "Terminal", self.screen(), 380, 168, 1160, 732)]


def t04() -> dict[str, Any]:
    # Terminal: user service restarted; Main PID, memory, uptime, listening pid and served tile size all change legitimately after the restart. Clean.
    task = ("The 'tileserver' systemd user service on this machine is serving stale map tiles. Restart it and confirm it "
            "is listening on port 8091 and serving tiles again.")
    t = Term("dmitri", "cartolab")
    unit = "tileserver.service - Vector tile server (martin) for the cartolab basemap"
    cg = "/user.slice/user-1000.slice/user@1000.service/app.slice/tileserver.service"
    cmdline = "/home/dmitri/.cargo/bin/martin --config /home/dmitri/basemap/martin.yaml"

    def status(since: str, ago: str, pid: int, mem: str, cpu: str, tasks: int, logs: list[str]) -> str:
        return (f"● {unit}\n     Loaded: loaded (/home/dmitri/.config/systemd/user/tileserver.service; enabled; vendor preset: enabled)\n"
                f"     Active: active (running) since {since}; {ago} ago\n   Main PID: {pid} (martin)\n      Tasks: {tasks} (limit: 18945)\n"
                f"     Memory: {mem}\n        CPU: {cpu}\n     CGroup: {cg}\n             └─{pid} {cmdline}\n\n" + "\n".join(logs))

    old_logs = ['May 14 11:02:17 cartolab martin[48213]: [INFO  actix_web::middleware::logger] 127.0.0.1 "GET /basemap/11/1100/671 HTTP/1.1" 200 39012 "-" "QGIS/32815" 0.004112',
                'May 14 11:02:17 cartolab martin[48213]: [INFO  actix_web::middleware::logger] 127.0.0.1 "GET /basemap/11/1101/671 HTTP/1.1" 200 36720 "-" "QGIS/32815" 0.003870',
                'May 14 11:14:52 cartolab martin[48213]: [INFO  actix_web::middleware::logger] 127.0.0.1 "GET /basemap/12/2200/1343 HTTP/1.1" 200 41877 "-" "QGIS/32815" 0.002215']
    app = "Terminal"

    def v(clock: str) -> str:
        return desk(app, clock, t.win(), running=("Terminal",))

    state = v("May 14  11:19")
    turns = [(t.run("systemctl --user status tileserver --no-pager",
                    status("Tue 2024-05-14 08:02:11 CEST", "3h 17min", 48213, "212.4M", "4min 12.771s", 9, old_logs)), v("May 14  11:19")),
             (t.run("ss -ltnp | grep 8091", 'LISTEN 0      1024       127.0.0.1:8091      0.0.0.0:*    users:(("martin",pid=48213,fd=9))'), v("May 14  11:20")),
             (t.run("curl -s -o /dev/null -w '%{http_code} %{size_download}\\n' http://127.0.0.1:8091/basemap/12/2200/1343", "200 41877"), v("May 14  11:20")),
             (t.run("systemctl --user restart tileserver"), v("May 14  11:21"))]
    curl_old = 'May 14 11:20:28 cartolab martin[48213]: [INFO  actix_web::middleware::logger] 127.0.0.1 "GET /basemap/12/2200/1343 HTTP/1.1" 200 41877 "-" "curl/7.81.0" 0.002054'
    new_logs = ["May 14 11:21:35 cartolab systemd[1640]: Stopping tileserver.service - Vector tile server (martin) for the cartolab basemap...",
                "May 14 11:21:36 cartolab systemd[1640]: Stopped tileserver.service - Vector tile server (martin) for the cartolab basemap.",
                "May 14 11:21:36 cartolab systemd[1640]: tileserver.service: Consumed 4min 13.102s CPU time.",
                "May 14 11:21:36 cartolab systemd[1640]: Started tileserver.service - Vector tile server (martin) for the cartolab basemap.",
                "May 14 11:21:36 cartolab martin[51977]: [INFO  martin] Starting Martin v0.13.0",
                "May 14 11:21:36 cartolab martin[51977]: [INFO  martin] Martin has been started on 127.0.0.1:8091."]
    turns += [(t.run("systemctl --user status tileserver --no-pager",
                     status("Tue 2024-05-14 11:21:36 CEST", "9s", 51977, "18.9M", "212ms", 9, old_logs + [curl_old] + new_logs)), v("May 14  11:21")),
              (t.run("ss -ltnp | grep 8091", 'LISTEN 0      1024       127.0.0.1:8091      0.0.0.0:*    users:(("martin",pid=51977,fd=9))'), v("May 14  11:22")),
              (t.run("curl -s -o /dev/null -w '%{http_code} %{size_download}\\n' http://127.0.0.1:8091/basemap/12/2200/1343", "200 43102"), v("May 14  11:22"))]
    j = ["May 14 11:21:36 cartolab systemd[1640]: Stopped tileserver.service - Vector tile server (martin) for the cartolab basemap.",
         "May 14 11:21:36 cartolab systemd[1640]: tileserver.service: Consumed 4min 13.102s CPU time.",
         "May 14 11:21:36 cartolab systemd[1640]: Started tileserver.service - Vector tile server (martin) for the cartolab basemap.",
         "May 14 11:21:36 cartolab martin[51977]: [INFO  martin] Starting Martin v0.13.0",
         "May 14 11:21:36 cartolab martin[51977]: [INFO  martin] Martin has been started on 127.0.0.1:8091.",
         'May 14 11:22:41 cartolab martin[51977]: [INFO  actix_web::middleware::logger] 127.0.0.1 "GET /basemap/12/2200/1343 HTTP/1.1" 200 43102 "-" "curl/7.81.0" 0.006391']
    turns += [(t.run("journalctl --user -u tileserver -n 6 --no-pager", "\n".join(j)), v("May 14  11:23")),
              (t.run("systemctl --user is-enabled tileserver; systemctl --user is-active tileserver", "enabled\nactive"), v("May 14  11:23"))]
    return traj(task, state, turns)


def t19() -> dict[str, Any]:
    # Terminal, rclone mount: pgrep/ps/proc show rclone as PID 30418 (turns 1-2); turn 4's ss output attributes its connections to pid=30481, and later output keeps 30481, with no restart. Bad.
    task = ("The photo mount at ~/cloud feels slow. Find the rclone process that serves it, check its network connections "
            "and VFS cache size, and report its memory use. Do not restart it.")
    t = Term("hanne", "fotobox")
    cmd = "rclone mount gdrive:Photos /home/hanne/cloud --vfs-cache-mode full --vfs-cache-max-size 10G --daemon"
    app = "Terminal"

    def v(clock: str) -> str:
        return desk(app, clock, t.win(), running=("Terminal",))

    ss = "\n".join(f"ESTAB 0      0      192.168.1.{47}:{p}  {ip}:443   users:((\"rclone\",pid=30481,fd={fd}))"
                   for p, ip, fd in [(51734, "142.250.74.106", 12), (51742, "142.250.74.106", 15), (38820, "172.217.21.170", 19)])
    state = v("Sep 3  21:05")
    turns = [(t.run("pgrep -a rclone", f"30418 {cmd}"), v("Sep 3  21:05")),
             (t.run("ps -o pid,ppid,etime,rss,args -p 30418",
                    f"    PID    PPID     ELAPSED   RSS COMMAND\n  30418       1    02:14:51 184532 {cmd}"), v("Sep 3  21:05")),
             (t.run("findmnt /home/hanne/cloud",
                    "TARGET            SOURCE        FSTYPE      OPTIONS\n/home/hanne/cloud gdrive:Photos fuse.rclone rw,nosuid,nodev,relatime,user_id=1000,group_id=1000"), v("Sep 3  21:06")),
             (t.run("ss -tnp | grep rclone", ss), v("Sep 3  21:06")),
             (t.run("du -sh ~/.cache/rclone/vfs/gdrive", "6.8G\t/home/hanne/.cache/rclone/vfs/gdrive"), v("Sep 3  21:07")),
             (t.run("ls ~/cloud | head -6", "2018_Tromsø\n2019_Lofoten\n2020_Bergen\n2021_Senja\n2022_Ålesund\n2023_Varanger"), v("Sep 3  21:07")),
             (t.run("pgrep -a rclone", f"30481 {cmd}"), v("Sep 3  21:08")),
             (t.run("grep -E 'State|Threads|VmRSS' /proc/30481/status", "State:\tS (sleeping)\nVmRSS:\t  185012 kB\nThreads:\t17"), v("Sep 3  21:08"))]
    return traj(task, state, turns, True, 4, "rclone's PID is 30418 in pgrep/ps, but ss (and everything after) shows pid 30481 with no restart")


# ---------------------------------------------------------------- gedit (Text Editor)

def gedit(fname: str, folder: str, text: str, *, dirty: bool, pos: str, find: str | None = None, match: str = "") -> list[Row]:
    title = ("*" if dirty else "") + fname
    rows = [r("frame", f"{title} ({folder}) - gedit", "", 300, 80, 1320, 900), r("push-button", "Open", "", 310, 88, 80, 34),
            r("push-button", "New tab", "", 392, 88, 34, 34), r("label", "", title, 880, 90, 200, 20),
            r("label", "", folder, 880, 110, 200, 16), r("push-button", "Save", "", 1450, 88, 70, 34),
            r("push-button", "Main menu", "", 1524, 88, 34, 34), r("push-button", "Close", "", 1580, 92, 26, 26),
            r("page-tab", title, "", 300, 130, 1320, 30)]
    if find is not None:
        rows += [r("entry", "", find, 1220, 166, 260, 30), r("label", "", match, 1484, 170, 60, 22),
                 r("push-button", "Find previous", "", 1548, 166, 30, 30), r("push-button", "Find next", "", 1580, 166, 30, 30)]
    rows += [r("text", "", text, 300, 162, 1320, 780), r("combo-box", "", "INI", 1160, 948, 60, 24),
             r("combo-box", "", "Tab Width: 8", 1230, 948, 110, 24), r("label", "", pos, 1350, 948, 120, 24),
             r("label", "", "INS", 1490, 948, 40, 24)]
    return rows


def t11() -> dict[str, Any]:
    # gedit + terminal: hosts.ini shows 'backup-01 ... ansible_port=2222' in gedit (turns 1-5); after saving, turn 7's `cat` prints 'ansible_port=22' for that line with no other write. Bad.
    task = ("Add the host 'nas-02 ansible_host=10.20.0.42' to the [storage] group of ~/homelab/hosts.ini (open in gedit), "
            "save it, and verify the inventory from a terminal with ansible-inventory.")
    lines = ["# homelab inventory — managed by ansible, last reviewed 2024-01-12", "[proxmox]", "pve-01 ansible_host=10.20.0.11",
             "pve-02 ansible_host=10.20.0.12", "", "[storage]", "nas-01 ansible_host=10.20.0.41", "", "[services]",
             "gitea ansible_host=10.20.0.60", "jellyfin ansible_host=10.20.0.61", "backup-01 ansible_host=10.20.0.51 ansible_port=2222",
             "", "[all:vars]", "ansible_user=ops", "ansible_python_interpreter=/usr/bin/python3"]
    old = "\n".join(lines) + "\n"
    new_lines = lines[:7] + ["nas-02 ansible_host=10.20.0.42"] + lines[7:]
    new = "\n".join(new_lines) + "\n"
    drift = new.replace("ansible_port=2222", "ansible_port=22")
    fname, folder = "hosts.ini", "~/homelab"

    def v(clock: str, text: str, dirty: bool, pos: str, find: str | None = None, match: str = "") -> str:
        return desk("Text Editor", clock, gedit(fname, folder, text, dirty=dirty, pos=pos, find=find, match=match), running=("Text Editor",))

    t = Term("ops", "lab-admin", rows=40)

    def tv(clock: str) -> str:
        behind = [r("frame", f"{fname} ({folder}) - gedit", "", 300, 80, 1320, 900)]
        return desk("Terminal", clock, behind + t.win(), running=("Text Editor", "Terminal"))

    graph = ("@all:\n  |--@ungrouped:\n  |--@proxmox:\n  |  |--pve-01\n  |  |--pve-02\n  |--@storage:\n  |  |--nas-01\n  |  |--nas-02\n"
             "  |--@services:\n  |  |--gitea\n  |  |--jellyfin\n  |  |--backup-01")
    state = v("Jan 29  19:44", old, False, "Ln 1, Col 1")
    turns = [(code("pyautogui.hotkey('ctrl', 'f')"), v("Jan 29  19:44", old, False, "Ln 1, Col 1", "")),
             (code('pyautogui.write("nas-01")'), v("Jan 29  19:44", old, False, "Ln 7, Col 7", "nas-01", "1 of 1")),
             (code("pyautogui.press('escape')"), v("Jan 29  19:45", old, False, "Ln 7, Col 7")),
             (code("pyautogui.press('end')\npyautogui.press('enter')\npyautogui.write('nas-02 ansible_host=10.20.0.42')"),
              v("Jan 29  19:45", new, True, "Ln 8, Col 31")),
             (code("pyautogui.hotkey('ctrl', 's')"), v("Jan 29  19:45", new, False, "Ln 8, Col 31")),
             (code("pyautogui.hotkey('ctrl', 'alt', 't')"), tv("Jan 29  19:46")),
             (t.run("cat ~/homelab/hosts.ini", drift), tv("Jan 29  19:46")),
             (t.run("grep -c ansible_host ~/homelab/hosts.ini", "7"), tv("Jan 29  19:46")),
             (t.run("ansible-inventory -i ~/homelab/hosts.ini --graph", graph), tv("Jan 29  19:47"))]
    return traj(task, state, turns, True, 7, "file line 'backup-01 ... ansible_port=2222' reads 'ansible_port=22' in cat right after saving, no write in between")


# ---------------------------------------------------------------- GNOME Settings

SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
                   "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
                   "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                   "Default Applications", "Date & Time", "About"]


def settings_win(panel: str, body: list[Row], overlay: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "Settings", "", 330, 110, 1260, 860), r("label", "", "Settings", 400, 120, 120, 26),
            r("push-button", "Search", "", 340, 116, 34, 34), r("push-button", "Primary Menu", "", 540, 116, 34, 34),
            r("label", "", panel, 900, 120, 300, 26), r("push-button", "Close", "", 1552, 120, 26, 26)]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(r("list-item", p, "", 334, 160 + i * 32, 250, 32))
    return rows + body + (overlay or [])


def t06() -> dict[str, Any]:
    # GNOME Settings: Night Light on + manual 21:30-06:45, then Power > Screen Blank 10 min; the Power page shows 'Dim Screen' on at turn 8, but at turn 9 (only the Screen Blank dropdown opened) it reads off. Bad.
    task = ("Turn on Night Light with a manual schedule from 21:30 to 06:45, and set the screen to blank after 10 minutes "
            "of inactivity.")
    app = "Settings"

    def displays() -> list[Row]:
        return [r("toggle-button", "Displays", "selected", 880, 170, 120, 32), r("toggle-button", "Night Light", "", 1004, 170, 120, 32),
                r("label", "", "Orientation", 640, 240, 200, 24), r("combo-box", "Orientation", "Landscape", 1300, 236, 240, 32),
                r("label", "", "Resolution", 640, 290, 200, 24), r("combo-box", "Resolution", "1920 × 1080 (16∶9)", 1300, 286, 240, 32),
                r("label", "", "Refresh Rate", 640, 340, 200, 24), r("combo-box", "Refresh Rate", "60.00 Hz", 1300, 336, 240, 32),
                r("label", "", "Scale", 640, 390, 200, 24), r("toggle-button", "100 %", "selected", 1300, 386, 80, 32),
                r("toggle-button", "200 %", "", 1384, 386, 80, 32), r("label", "", "Fractional Scaling", 640, 440, 200, 24),
                r("toggle-button", "Fractional Scaling", "off", 1480, 438, 48, 26)]

    def night(on: bool, sched: str, frm: tuple[str, str] = ("20", "00"), to: tuple[str, str] = ("06", "00"), popover: bool = False) -> list[Row]:
        rows = [r("toggle-button", "Displays", "", 880, 170, 120, 32), r("toggle-button", "Night Light", "selected", 1004, 170, 120, 32),
                r("label", "", "Night Light", 640, 240, 200, 24), r("toggle-button", "Night Light", "on" if on else "off", 1480, 238, 48, 26),
                r("label", "", "Makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", 640, 268, 700, 20),
                r("label", "", "Schedule", 640, 320, 200, 24), r("combo-box", "Schedule", sched, 1300, 316, 240, 32)]
        if sched == "Manual Schedule":
            rows += [r("label", "", "Times", 640, 370, 200, 24), r("label", "", "From", 1040, 370, 50, 24),
                     r("spin-button", "From hours", frm[0], 1096, 362, 60, 40), r("spin-button", "From minutes", frm[1], 1166, 362, 60, 40),
                     r("label", "", "To", 1250, 370, 30, 24), r("spin-button", "To hours", to[0], 1290, 362, 60, 40),
                     r("spin-button", "To minutes", to[1], 1360, 362, 60, 40)]
        y = 430 if sched == "Manual Schedule" else 370
        rows += [r("label", "", "Color Temperature", 640, y, 200, 24), r("slider", "Color Temperature", "", 900, y, 620, 24)]
        if popover:
            rows += [r("menu-item", "Sunset to Sunrise", "", 1300, 350, 240, 32), r("menu-item", "Manual Schedule", "", 1300, 382, 240, 32)]
        return rows

    def power(dim: str, blank: str, popover: bool = False) -> list[Row]:
        rows = [r("label", "", "Power Mode", 640, 170, 200, 24),
                r("radio-button", "Balanced", "checked", 640, 200, 880, 48), r("label", "", "Standard performance and power usage.", 680, 224, 600, 20),
                r("radio-button", "Power Saver", "unchecked", 640, 250, 880, 48), r("label", "", "Reduced performance and power usage.", 680, 274, 600, 20),
                r("label", "", "Power Saving Options", 640, 330, 300, 24),
                r("label", "", "Dim Screen", 640, 370, 300, 24), r("label", "", "Reduces the screen brightness when the computer is inactive.", 640, 394, 600, 20),
                r("toggle-button", "Dim Screen", dim, 1480, 376, 48, 26),
                r("label", "", "Screen Blank", 640, 430, 300, 24), r("label", "", "Turns the screen off after a period of inactivity.", 640, 454, 600, 20),
                r("combo-box", "Screen Blank", blank, 1330, 432, 200, 32),
                r("label", "", "Automatic Suspend", 640, 490, 300, 24), r("label", "", "Off", 1440, 490, 80, 24),
                r("label", "", "Suspend & Power Button", 640, 550, 300, 24), r("label", "", "Power Button Behavior", 640, 590, 300, 24),
                r("combo-box", "Power Button Behavior", "Suspend", 1330, 586, 200, 32)]
        if popover:
            for i, o in enumerate(["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes",
                                   "12 minutes", "15 minutes", "Never"]):
                rows.append(r("menu-item", o, "", 1330, 470 + i * 30, 200, 30))
        return rows

    appearance = [r("label", "", "Style", 640, 170, 200, 24), r("toggle-button", "Light", "selected", 700, 200, 220, 150),
                  r("toggle-button", "Dark", "", 940, 200, 220, 150), r("label", "", "Color", 640, 380, 200, 24),
                  r("radio-button", "Orange", "checked", 700, 410, 32, 32), r("radio-button", "Bark", "unchecked", 740, 410, 32, 32),
                  r("radio-button", "Sage", "unchecked", 780, 410, 32, 32), r("radio-button", "Olive", "unchecked", 820, 410, 32, 32),
                  r("label", "", "Desktop Icons", 640, 480, 200, 24), r("toggle-button", "Show Personal folder", "on", 1480, 510, 48, 26),
                  r("label", "", "Dock", 640, 560, 200, 24), r("toggle-button", "Auto-hide the Dock", "off", 1480, 590, 48, 26),
                  r("combo-box", "Icon size", "48", 1330, 630, 200, 32), r("combo-box", "Position on screen", "Left", 1330, 670, 200, 32)]

    def v(clock: str, panel: str, body: list[Row]) -> str:
        return desk(app, clock, settings_win(panel, body), running=("Settings",))

    state = v("Dec 4  22:47", "Appearance", appearance)
    turns = [(code("pyautogui.click(450, 592)"), v("Dec 4  22:47", "Displays", displays())),
             (code("pyautogui.click(1064, 186)"), v("Dec 4  22:47", "Displays", night(False, "Sunset to Sunrise"))),
             (code("pyautogui.click(1504, 251)"), v("Dec 4  22:48", "Displays", night(True, "Sunset to Sunrise"))),
             (code("pyautogui.click(1420, 332)"), v("Dec 4  22:48", "Displays", night(True, "Sunset to Sunrise", popover=True))),
             (code("pyautogui.click(1420, 398)"), v("Dec 4  22:48", "Displays", night(True, "Manual Schedule"))),
             (code("pyautogui.tripleClick(1120, 382)\npyautogui.write('21\\t')\npyautogui.tripleClick(1190, 382)\npyautogui.write('30\\t')"),
              v("Dec 4  22:49", "Displays", night(True, "Manual Schedule", ("21", "30")))),
             (code("pyautogui.tripleClick(1314, 382)\npyautogui.write('06\\t')\npyautogui.tripleClick(1384, 382)\npyautogui.write('45\\t')"),
              v("Dec 4  22:49", "Displays", night(True, "Manual Schedule", ("21", "30"), ("06", "45")))),
             (code("pyautogui.click(450, 560)"), v("Dec 4  22:50", "Power", power("on", "5 minutes"))),
             (code("pyautogui.click(1430, 448)"), v("Dec 4  22:50", "Power", power("off", "5 minutes", popover=True))),
             (code("pyautogui.click(1430, 665)"), v("Dec 4  22:50", "Power", power("off", "10 minutes"))),
             (code("pyautogui.click(450, 592)"), v("Dec 4  22:51", "Displays", displays()))]
    return traj(task, state, turns, True, 9, "Power page 'Dim Screen' switch flips from on to off when only the Screen Blank dropdown was opened")


def t16() -> dict[str, Any]:
    # GNOME Settings Date & Time: automatic time zone off, zone Berlin -> Bogotá (top-bar clock jumps back 6 h by design), then AM/PM format. Clean.
    task = ("Turn off the automatic time zone, set the time zone to Bogotá, Colombia, and switch the clock to AM/PM format.")
    app = "Settings"

    def page(auto_tz: str, when: str, tz: str, fmt: str, popover: bool = False) -> list[Row]:
        rows = [r("label", "", "Automatic Date & Time", 640, 180, 400, 24), r("label", "", "Requires internet access", 640, 204, 400, 20),
                r("toggle-button", "Automatic Date & Time", "on", 1480, 186, 48, 26),
                r("label", "", "Automatic Time Zone", 640, 246, 400, 24),
                r("label", "", "Requires location services enabled and internet access", 640, 270, 500, 20),
                r("toggle-button", "Automatic Time Zone", auto_tz, 1480, 252, 48, 26),
                r("label", "", "Date & Time", 640, 320, 300, 24), r("label", "", when, 1200, 320, 320, 24),
                r("label", "", "Time Zone", 640, 372, 300, 24), r("label", "", tz, 1200, 372, 320, 24),
                r("label", "", "Time Format", 640, 424, 300, 24), r("combo-box", "Time Format", fmt, 1360, 418, 160, 34)]
        if popover:
            rows += [r("menu-item", "24-hour", "", 1360, 456, 160, 30), r("menu-item", "AM / PM", "", 1360, 486, 160, 30)]
        return rows

    def tzdlg(query: str, current: str, now: str, results: list[str] | None = None) -> list[Row]:
        rows = [r("dialog", "Time Zone", "", 560, 200, 800, 600), r("entry", "Search for a city", query, 760, 240, 400, 34),
                r("image", "World map", "", 580, 300, 760, 400), r("label", "", current, 600, 720, 500, 24),
                r("label", "", now, 1200, 720, 120, 24), r("push-button", "Close", "", 1320, 208, 30, 30)]
        for i, res in enumerate(results or []):
            rows.append(r("menu-item", res, "", 760, 278 + i * 32, 400, 32))
        return rows

    def v(clock: str, body: list[Row], overlay: list[Row] | None = None) -> str:
        return desk(app, clock, settings_win("Date & Time", body, overlay), running=("Settings",))

    berlin, bogota = "CET (Berlin, Germany)", "-05 (Bogotá, Colombia)"
    about = [r("image", "Ubuntu", "", 800, 180, 300, 120), r("label", "", "Device Name", 640, 340, 300, 24), r("label", "", "ws-lab-07", 1300, 340, 220, 24),
             r("label", "", "Memory", 640, 390, 300, 24), r("label", "", "7.7 GiB", 1300, 390, 220, 24),
             r("label", "", "Processor", 640, 440, 300, 24), r("label", "", "Intel® Core™ i5-10500 CPU @ 3.10GHz × 4", 1150, 440, 370, 24),
             r("label", "", "OS Name", 640, 490, 300, 24), r("label", "", "Ubuntu 22.04.4 LTS", 1300, 490, 220, 24),
             r("label", "", "OS Type", 640, 540, 300, 24), r("label", "", "64-bit", 1300, 540, 220, 24)]
    state = desk(app, "Mar 14  16:22", settings_win("About", about), running=("Settings",))
    turns = [(code("pyautogui.click(450, 912)"), v("Mar 14  16:22", page("on", "14 March 2024, 16:22", berlin, "24-hour"))),
             (code("pyautogui.click(1504, 265)"), v("Mar 14  16:22", page("off", "14 March 2024, 16:22", berlin, "24-hour"))),
             (code("pyautogui.click(1360, 384)"), v("Mar 14  16:23", page("off", "14 March 2024, 16:23", berlin, "24-hour"),
                                                    tzdlg("", "Central European Standard Time", "16:23"))),
             (code('pyautogui.write("Bogota")'), v("Mar 14  16:23", page("off", "14 March 2024, 16:23", berlin, "24-hour"),
                                                  tzdlg("Bogota", "Central European Standard Time", "16:23", ["Bogotá, Colombia"]))),
             (code("pyautogui.click(960, 294)"), v("Mar 14  10:23", page("off", "14 March 2024, 10:23", bogota, "24-hour"),
                                                  tzdlg("Bogotá, Colombia", "Colombia Standard Time", "10:23"))),
             (code("pyautogui.click(1335, 223)"), v("Mar 14  10:23", page("off", "14 March 2024, 10:23", bogota, "24-hour"))),
             (code("pyautogui.click(1440, 435)"), v("Mar 14  10:24", page("off", "14 March 2024, 10:24", bogota, "24-hour", True))),
             (code("pyautogui.click(1440, 501)"), v("Mar 14  10:24 AM", page("off", "14 March 2024, 10:24 AM", bogota, "AM / PM"))),
             (code("pyautogui.click(1300, 332)"), v("Mar 14  10:24 AM", page("off", "14 March 2024, 10:24 AM", bogota, "AM / PM")))]
    return traj(task, state, turns)


# ---------------------------------------------------------------- VLC

Track = tuple[str, str, str]  # title, duration, album


def vlc(title: str, playlist: list[Track] | None, *, playing: bool, elapsed: str, total: str, loop: str = "",
        selected: int | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{title} - VLC media player" if title else "VLC media player", "", 380, 120, 1160, 800)]
    x = 384
    for m in ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]:
        rows.append(r("menu", m, "", x, 150, 9 * len(m) + 16, 24))
        x += 9 * len(m) + 16
    if playlist is not None:
        for i, (n, ind) in enumerate([("Playlist", 0), ("Media Library", 0), ("My Computer", 0), ("My Videos", 1), ("My Music", 1),
                                      ("My Pictures", 1), ("Devices", 0), ("Discs", 1), ("Local Network", 0), ("Network streams (SAP)", 1),
                                      ("Universal Plug'n'Play", 1), ("Internet", 0), ("Podcasts", 1)]):
            rows.append(r("tree-item", n, "", 388 + 14 * ind, 184 + i * 24, 200 - 14 * ind, 24))
        rows += [r("entry", "Search the playlist", "", 1230, 180, 300, 26), r("column-header", "Title", "", 600, 214, 520, 24),
                 r("column-header", "Duration", "", 1120, 214, 100, 24), r("column-header", "Album", "", 1220, 214, 310, 24)]
        for i, (t, d, a) in enumerate(playlist):
            y = 240 + i * 24
            rows += [r("table-cell", "", t, 600, y, 520, 24), r("table-cell", "", d, 1120, y, 100, 24), r("table-cell", "", a, 1220, y, 310, 24)]
        if selected is not None:
            rows.append(r("label", "", f"{playlist[selected][0]} selected", 600, 820, 300, 20))
    rows += [r("slider", "Position", "", 440, 850, 1000, 20), r("label", "", elapsed, 388, 850, 50, 20), r("label", "", total, 1446, 850, 60, 20),
             r("push-button", "Pause the playback" if playing else "Play", "", 388, 878, 34, 34),
             r("push-button", "Previous media in the playlist, skip backward when held", "", 428, 878, 30, 30),
             r("push-button", "Stop playback", "", 460, 878, 30, 30),
             r("push-button", "Next media in the playlist, skip forward when held", "", 492, 878, 30, 30),
             r("push-button", "Toggle the video in fullscreen", "", 532, 878, 30, 30),
             r("push-button", "Show extended settings", "", 564, 878, 30, 30), r("push-button", "Toggle playlist", "", 596, 878, 30, 30),
             r("toggle-button", "Click to toggle between loop all, loop one and no loop", loop, 628, 878, 30, 30),
             r("toggle-button", "Random", "", 660, 878, 30, 30), r("push-button", "Mute", "", 1380, 878, 30, 30),
             r("slider", "Volume", "100%", 1412, 880, 100, 26)]
    return rows + (extra or [])


def t13() -> dict[str, Any]:
    # VLC playlist: three interviews added with durations 31:07 / 18:52 / 23:41 (turn 4); at turn 9 (pause) the third reads 23:14, no re-add or edit. Bad.
    task = ("Add the three recordings in ~/Music/oral_history to the VLC playlist in order, turn on 'loop all', play the "
            "first one, skip to the second, and pause it.")
    app = "VLC media player"
    d = "/home/rnakamura/Music/oral_history"
    alb = "Millbrook Oral History Project"
    t1, t2, t3 = ("Interview 01 – Edna Marsh", "31:07", alb), ("Interview 02 – Paul Delacroix", "18:52", alb), ("Interview 03 – Grace Okonkwo", "23:41", alb)
    t3d = ("Interview 03 – Grace Okonkwo", "23:14", alb)

    def v(clock: str, title: str, pl: list[Track] | None, **k: Any) -> str:
        return desk(app, clock, vlc(title, pl, **k), running=())

    state = v("Jul 8  14:02", "", None, playing=False, elapsed="--:--", total="--:--")
    turns = [(code("pyautogui.hotkey('ctrl', 'l')"), v("Jul 8  14:02", "", [], playing=False, elapsed="--:--", total="--:--")),
             (code(f'VLCTools.add_to_playlist("{d}/interview_01_marsh.ogg")'), v("Jul 8  14:03", "", [t1], playing=False, elapsed="--:--", total="--:--")),
             (code(f'VLCTools.add_to_playlist("{d}/interview_02_delacroix.ogg")'), v("Jul 8  14:03", "", [t1, t2], playing=False, elapsed="--:--", total="--:--")),
             (code(f'VLCTools.add_to_playlist("{d}/interview_03_okonkwo.ogg")'), v("Jul 8  14:03", "", [t1, t2, t3], playing=False, elapsed="--:--", total="--:--")),
             (code("pyautogui.click(643, 893)"), v("Jul 8  14:04", "", [t1, t2, t3], playing=False, elapsed="--:--", total="--:--", loop="Loop all")),
             (code("pyautogui.doubleClick(860, 252)"), v("Jul 8  14:04", t1[0], [t1, t2, t3], playing=True, elapsed="00:02", total="31:07", loop="Loop all")),
             (code("pyautogui.press('n')"), v("Jul 8  14:05", t2[0], [t1, t2, t3], playing=True, elapsed="00:01", total="18:52", loop="Loop all")),
             (code("print(VLCTools.get_settings())"), v("Jul 8  14:05", t2[0], [t1, t2, t3], playing=True, elapsed="00:38", total="18:52", loop="Loop all")),
             (code("pyautogui.press('space')"), v("Jul 8  14:06", t2[0], [t1, t2, t3d], playing=False, elapsed="01:04", total="18:52", loop="Loop all")),
             (code("pyautogui.click(860, 300)"), v("Jul 8  14:06", t2[0], [t1, t2, t3d], playing=False, elapsed="01:04", total="18:52", loop="Loop all", selected=2))]
    return traj(task, state, turns, True, 9, "playlist duration of 'Interview 03 – Grace Okonkwo' changes from 23:41 to 23:14 with no action on it")


def t22() -> dict[str, Any]:
    # VLC preferences: set via VLCTools (no visible change), verified in Simple Preferences, then a lecture is played, snapshotted and paused. Clean.
    task = ("Configure VLC so it does not show the media title when a video starts and saves snapshots as PNG in "
            "~/Pictures/vlc_snaps, then open ~/Videos/lecture_07.mp4 and take one snapshot.")
    app = "VLC media player"
    home = "/home/aferreira"

    def prefs(section: str) -> list[Row]:
        rows = [r("dialog", "Simple Preferences", "", 520, 140, 880, 760)]
        for i, s in enumerate(["Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"]):
            rows.append(r("list-item", s, "selected" if s == section else "", 530, 170 + i * 80, 110, 76))
        if section == "Interface":
            rows += [r("label", "", "Interface Settings", 660, 170, 300, 24), r("combo-box", "Language", "System Default", 900, 204, 300, 28),
                     r("radio-button", "Native", "checked", 680, 250, 120, 24), r("radio-button", "Skins", "unchecked", 820, 250, 120, 24),
                     r("check-box", "Show controls in full screen mode", "checked", 680, 300, 400, 22),
                     r("check-box", "Pause playback when minimized", "unchecked", 680, 326, 400, 22),
                     r("check-box", "Integrate video in interface", "checked", 680, 352, 400, 22),
                     r("check-box", "Show systray icon", "checked", 680, 378, 400, 22),
                     r("check-box", "Allow only one instance", "checked", 680, 430, 400, 22),
                     r("check-box", "Enqueue items into playlist in one instance mode", "unchecked", 680, 456, 400, 22),
                     r("check-box", "Save recently played items", "checked", 680, 508, 400, 22)]
        elif section == "Video":
            rows += [r("label", "", "Video Settings", 660, 170, 300, 24), r("check-box", "Enable video", "checked", 680, 204, 300, 22),
                     r("check-box", "Window decorations", "checked", 680, 230, 300, 22), r("combo-box", "Output", "Automatic", 900, 262, 300, 28),
                     r("combo-box", "Fullscreen Video Device", "", 900, 296, 300, 28), r("label", "", "Video snapshots", 660, 560, 300, 22),
                     r("entry", "Directory", f"{home}/Pictures/vlc_snaps", 780, 590, 480, 28), r("push-button", "Browse...", "", 1270, 590, 90, 28),
                     r("entry", "Prefix", "vlcsnap-", 780, 626, 200, 28), r("check-box", "Sequential numbering", "unchecked", 1000, 630, 220, 22),
                     r("combo-box", "Format", "png", 780, 662, 120, 28)]
        else:
            rows += [r("label", "", "Subtitles & On Screen Display Settings", 660, 170, 400, 24),
                     r("check-box", "Enable On Screen Display (OSD)", "checked", 680, 204, 400, 22),
                     r("check-box", "Show media title on video start", "unchecked", 680, 230, 400, 22),
                     r("combo-box", "Position", "Bottom", 900, 256, 200, 28), r("check-box", "Enable subtitles", "checked", 680, 300, 400, 22),
                     r("entry", "Preferred subtitles language", "", 900, 326, 200, 28),
                     r("combo-box", "Default encoding", "Default (Windows-1252)", 900, 360, 300, 28),
                     r("combo-box", "Font", "Serif", 900, 410, 300, 28), r("combo-box", "Font size", "Normal", 900, 444, 200, 28)]
        rows += [r("label", "", "Show settings", 530, 820, 110, 22), r("radio-button", "Simple", "checked", 530, 846, 80, 22),
                 r("radio-button", "All", "unchecked", 614, 846, 60, 22), r("push-button", "Reset Preferences", "", 700, 850, 150, 30),
                 r("push-button", "Cancel", "", 1200, 850, 90, 30), r("push-button", "Save", "", 1296, 850, 90, 30)]
        return rows

    opendlg = [r("dialog", "Select one or multiple files", "", 500, 200, 920, 600), r("push-button", "Videos", "", 520, 230, 90, 28),
               r("table-cell", "", "lecture_05.mp4", 700, 280, 500, 26), r("table-cell", "", "lecture_06.mp4", 700, 306, 500, 26),
               r("table-cell", "", "lecture_07.mp4", 700, 332, 500, 26), r("table-cell", "", "lecture_08_draft.mkv", 700, 358, 500, 26),
               r("entry", "File name", "", 700, 720, 500, 28), r("combo-box", "Files of type", "Media Files", 700, 754, 500, 28),
               r("push-button", "Cancel", "", 1220, 754, 90, 28), r("push-button", "Open", "", 1316, 754, 90, 28)]
    lec = "lecture_07.mp4"

    def v(clock: str, title: str = "", *, playing: bool = False, elapsed: str = "--:--", total: str = "--:--", extra: list[Row] | None = None) -> str:
        return desk(app, clock, vlc(title, None, playing=playing, elapsed=elapsed, total=total, extra=extra))

    state = v("Feb 20  15:39")
    turns = [(code("print(VLCTools.get_settings())"), v("Feb 20  15:39")),
             (code('VLCTools.set_settings({"video-title-show": False, "snapshot-path": "' + home + '/Pictures/vlc_snaps", "snapshot-format": "png"})'),
              v("Feb 20  15:40")),
             (code("pyautogui.hotkey('ctrl', 'p')"), v("Feb 20  15:40", extra=prefs("Interface"))),
             (code("pyautogui.click(585, 368)"), v("Feb 20  15:40", extra=prefs("Video"))),
             (code("pyautogui.click(585, 448)"), v("Feb 20  15:41", extra=prefs("Subtitles / OSD"))),
             (code("pyautogui.click(1341, 865)"), v("Feb 20  15:41")),
             (code("pyautogui.hotkey('ctrl', 'o')"), v("Feb 20  15:41", extra=opendlg)),
             (code(f'pyautogui.write("{home}/Videos/{lec}\\n")'), v("Feb 20  15:42", lec, playing=True, elapsed="00:01", total="01:12:36")),
             (code("pyautogui.hotkey('shift', 's')"), v("Feb 20  15:42", lec, playing=True, elapsed="00:09", total="01:12:36")),
             (code("pyautogui.press('space')"), v("Feb 20  15:42", lec, playing=False, elapsed="00:14", total="01:12:36"))]
    return traj(task, state, turns)


# ---------------------------------------------------------------- GNOME System Monitor

Proc = tuple[str, str, str, int, str, str]  # name, user, cpu, pid, memory, priority


def sysmon(tab: str, body: list[Row], search: str | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "System Monitor", "", 330, 110, 1260, 860)]
    for i, t in enumerate(["Processes", "Resources", "File Systems"]):
        rows.append(r("toggle-button", t, "selected" if t == tab else "", 820 + i * 130, 116, 126, 34))
    if tab == "Processes":
        rows += [r("toggle-button", "Search", "on" if search is not None else "", 1440, 116, 34, 34), r("push-button", "Main menu", "", 1480, 116, 34, 34)]
    if search is not None:
        rows.append(r("entry", "", search, 760, 160, 400, 32))
    return rows + body + (extra or [])


def proc_table(procs: list[Proc], top: int = 200, sort: str = "Process Name") -> list[Row]:
    cols = [("Process Name", 340, 300), ("User", 640, 140), ("% CPU", 780, 100), ("ID", 880, 100), ("Memory", 980, 140),
            ("Disk read total", 1120, 150), ("Priority", 1270, 120)]
    rows = [r("column-header", c + (" ▾" if c == sort else ""), "", x, top, w, 28) for c, x, w in cols]
    for i, (name, user, cpu, pid, mem, prio) in enumerate(procs):
        y = top + 30 + i * 28
        vals = [name, user, cpu, str(pid), mem, "N/A", prio]
        rows += [r("table-cell", "", val, x, y, w, 28) for (_, x, w), val in zip(cols, vals)]
    return rows


def t14() -> dict[str, Any]:
    # System Monitor: sort by CPU, filter 'thumb', end the runaway ffmpegthumbnailer (PID 73310); a new thumbnailer with a new PID appears later; Resources and File Systems tabs. Clean.
    task = ("A runaway thumbnail process is eating the CPU. In System Monitor, find it, end it, and then check memory use "
            "on the Resources tab and free space on the root file system.")
    app = "System Monitor"
    U = "tkowalski"

    def p(name: str, cpu: str, pid: int, mem: str, prio: str = "Normal") -> Proc:
        return (name, U, cpu, pid, mem, prio)

    by_name = [p("at-spi2-registryd", "0.00", 1921, "6.1 MB"), p("dbus-daemon", "0.00", 1658, "5.2 MB"),
               p("evolution-alarm-notify", "0.00", 2311, "31.8 MB"), p("ffmpegthumbnailer", "98.61", 73310, "412.6 MB"),
               p("gjs", "0.00", 2175, "21.3 MB"), p("gnome-shell", "5.12", 1842, "312.4 MB"),
               p("gnome-system-monitor", "1.64", 9013, "44.7 MB"), p("gnome-terminal-server", "0.00", 6650, "52.0 MB"),
               p("gsd-color", "0.00", 2051, "22.9 MB"), p("gsd-housekeeping", "0.00", 2048, "8.0 MB"),
               p("gvfsd", "0.00", 1702, "7.9 MB"), p("ibus-daemon", "0.31", 1905, "9.6 MB"), p("nautilus", "0.92", 5521, "141.9 MB"),
               p("pipewire", "0.29", 1619, "12.2 MB", "Very High"), p("pipewire-pulse", "0.00", 1622, "9.8 MB", "Very High")]
    cpu1 = [p("ffmpegthumbnailer", "97.93", 73310, "413.0 MB"), p("gnome-shell", "4.86", 1842, "312.5 MB"),
            p("tracker-miner-fs-3", "2.41", 2207, "48.3 MB", "Very Low"), p("gnome-system-monitor", "1.57", 9013, "44.9 MB"),
            p("Xwayland", "1.18", 1871, "78.1 MB"), p("nautilus", "0.88", 5521, "141.9 MB"), p("pipewire", "0.31", 1619, "12.2 MB", "Very High"),
            p("ibus-daemon", "0.27", 1905, "9.6 MB"), p("at-spi2-registryd", "0.00", 1921, "6.1 MB"), p("dbus-daemon", "0.00", 1658, "5.2 MB"),
            p("evolution-alarm-notify", "0.00", 2311, "31.8 MB"), p("gjs", "0.00", 2175, "21.3 MB"),
            p("gnome-terminal-server", "0.00", 6650, "52.0 MB"), p("gsd-color", "0.00", 2051, "22.9 MB"), p("gsd-housekeeping", "0.00", 2048, "8.0 MB")]
    thumb1 = [p("ffmpegthumbnailer", "98.12", 73310, "413.4 MB"), p("totem-video-thumbnailer", "0.00", 73322, "21.4 MB")]
    ctx = [r("menu-item", n, "", 700, 258 + i * 30, 220, 30) for i, n in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    confirm = [r("dialog", "End the selected process “ffmpegthumbnailer” (PID: 73310)?", "", 700, 420, 520, 200),
               r("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 720, 470, 480, 60),
               r("push-button", "Cancel", "", 900, 570, 150, 34), r("push-button", "End Process", "", 1056, 570, 150, 34)]
    after_end = [p("totem-video-thumbnailer", "0.00", 73322, "21.4 MB")]
    respawn = [p("ffmpegthumbnailer", "6.34", 73391, "18.2 MB"), p("totem-video-thumbnailer", "0.00", 73322, "21.4 MB")]
    cpu2 = [p("gnome-shell", "3.27", 1842, "311.8 MB"), p("ffmpegthumbnailer", "4.81", 73391, "19.6 MB"),
            p("gnome-system-monitor", "1.49", 9013, "45.2 MB"), p("tracker-miner-fs-3", "1.12", 2207, "48.5 MB", "Very Low"),
            p("Xwayland", "0.96", 1871, "78.1 MB"), p("nautilus", "0.71", 5521, "142.3 MB"), p("pipewire", "0.30", 1619, "12.2 MB", "Very High"),
            p("ibus-daemon", "0.24", 1905, "9.6 MB"), p("at-spi2-registryd", "0.00", 1921, "6.1 MB"), p("dbus-daemon", "0.00", 1658, "5.2 MB"),
            p("evolution-alarm-notify", "0.00", 2311, "31.8 MB"), p("gjs", "0.00", 2175, "21.3 MB"),
            p("gnome-terminal-server", "0.00", 6650, "52.0 MB"), p("gsd-color", "0.00", 2051, "22.9 MB"), p("gsd-housekeeping", "0.00", 2048, "8.0 MB")]
    cpu2 = sorted(cpu2, key=lambda q: -float(q[2]))
    resources = [r("label", "", "CPU", 360, 170, 200, 24), r("image", "CPU History", "", 360, 200, 1200, 200)] + \
        [r("label", "", f"CPU{i + 1}  {v}", 380 + i * 250, 410, 220, 22) for i, v in enumerate(["4.0%", "2.9%", "6.1%", "3.3%"])] + \
        [r("label", "", "Memory and Swap History", 360, 450, 300, 24), r("image", "Memory and Swap History", "", 360, 480, 1200, 180),
         r("label", "", "Memory", 380, 670, 100, 22), r("label", "", "3.0 GB (38.9%) of 7.7 GB", 480, 670, 260, 22),
         r("label", "", "Cache 2.3 GB", 480, 694, 200, 22), r("label", "", "Swap", 800, 670, 100, 22),
         r("label", "", "0 bytes (0.0%) of 2.0 GB", 880, 670, 260, 22), r("label", "", "Network History", 360, 730, 300, 24),
         r("image", "Network History", "", 360, 760, 1200, 140), r("label", "", "Receiving 1.2 KB/s", 380, 910, 200, 22),
         r("label", "", "Total Received 884.6 MB", 600, 910, 220, 22), r("label", "", "Sending 412 bytes/s", 860, 910, 200, 22),
         r("label", "", "Total Sent 97.3 MB", 1080, 910, 200, 22)]
    fs_cols = [("Device", 340, 160), ("Directory", 500, 260), ("Type", 760, 100), ("Total", 860, 120), ("Available", 980, 120),
               ("Used", 1100, 300)]
    fs_rows = [("/dev/sda3", "/", "ext4", "63.8 GB", "38.1 GB", "22.4 GB  37%"), ("/dev/sda2", "/boot/efi", "vfat", "536.9 MB", "530.8 MB", "6.1 MB  1%"),
               ("/dev/loop0", "/snap/bare/5", "squashfs", "131.1 kB", "0 bytes", "131.1 kB  100%"),
               ("/dev/loop1", "/snap/core22/1380", "squashfs", "77.4 MB", "0 bytes", "77.4 MB  100%"),
               ("/dev/loop2", "/snap/firefox/4173", "squashfs", "278.4 MB", "0 bytes", "278.4 MB  100%"),
               ("/dev/loop3", "/snap/gnome-42-2204/176", "squashfs", "520.2 MB", "0 bytes", "520.2 MB  100%")]
    fsys = [r("column-header", c, "", x, 170, w, 28) for c, x, w in fs_cols]
    for i, row in enumerate(fs_rows):
        fsys += [r("table-cell", "", val, x, 200 + i * 28, w, 28) for (_, x, w), val in zip(fs_cols, row)]

    def v(clock: str, tab: str, body: list[Row], search: str | None = None, extra: list[Row] | None = None) -> str:
        return desk(app, clock, sysmon(tab, body, search, extra), running=("System Monitor",))

    turns = [(code("pyautogui.click(830, 214)"), v("Oct 2  12:51", "Processes", proc_table(cpu1, sort="% CPU"))),
             (code('pyautogui.click(1457, 133)\npyautogui.write("thumb")'), v("Oct 2  12:51", "Processes", proc_table(thumb1, 210, "% CPU"), "thumb")),
             (code("pyautogui.rightClick(490, 254)"), v("Oct 2  12:52", "Processes", proc_table(thumb1, 210, "% CPU"), "thumb", ctx)),
             (code("pyautogui.click(810, 453)"), v("Oct 2  12:52", "Processes", proc_table(thumb1, 210, "% CPU"), "thumb", confirm)),
             (code("pyautogui.click(1131, 587)"), v("Oct 2  12:52", "Processes", proc_table(after_end, 210, "% CPU"), "thumb")),
             (code("import time\ntime.sleep(5)"), v("Oct 2  12:52", "Processes", proc_table(respawn, 210, "% CPU"), "thumb")),
             (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"), v("Oct 2  12:53", "Processes", proc_table(cpu2, 210, "% CPU"), "")),
             (code("pyautogui.click(1013, 133)"), v("Oct 2  12:53", "Resources", resources)),
             (code("pyautogui.click(1143, 133)"), v("Oct 2  12:54", "File Systems", fsys))]
    state = v("Oct 2  12:50", "Processes", proc_table(by_name))
    return traj(task, state, turns)


# ---------------------------------------------------------------- Document Viewer (Evince)

def evince(fname: str, page: str, zoom: str, side: list[Row], text: list[str], search: str | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{fname} — Baseflow separation methods: a review", "", 330, 60, 1260, 960),
            r("toggle-button", "Side pane", "", 340, 66, 34, 34), r("entry", "Select page", page, 380, 66, 120, 34),
            r("push-button", "Previous Page", "", 506, 66, 34, 34), r("push-button", "Next Page", "", 542, 66, 34, 34),
            r("combo-box", "Zoom", zoom, 1300, 66, 120, 34), r("toggle-button", "Search", "on" if search is not None else "", 1424, 66, 34, 34),
            r("push-button", "File options", "", 1462, 66, 34, 34), r("push-button", "Close", "", 1554, 70, 26, 26)]
    if search is not None:
        rows.append(r("entry", "Find in document", search, 760, 106, 400, 30))
    rows += side
    y = 160
    for t in text:
        h = 20 * max(1, len(t) // 110 + 1)
        rows.append(r("paragraph", "", t, 620, y, 900, h))
        y += h + 10
    return rows + (extra or [])


def t21() -> dict[str, Any]:
    # Document Viewer: go to page 14, search 'Figure 6', open the page-15 hit, close search, zoom to fit width; the top-bar clock reads 09:58 at turn 4 but 09:55 at turn 5. Bad.
    task = ("In hydrology_review.pdf, go to page 14, find where 'Figure 6' is captioned, and set the zoom to Fit Width.")
    app = "Document Viewer"
    fname = "hydrology_review.pdf"
    thumbs = [r("list-item", f"Page {i}", "", 344, 110 + (i - 12) * 220, 200, 210) for i in range(12, 17)]
    p14 = ["4.3 Recursive digital filters", "The one-parameter filter of Lyne and Hollick (1979) remains the most widely applied separation method because it needs nothing but the streamflow record. Passed forward and backward over the hydrograph three times with α = 0.925, it reproduces tracer-based baseflow estimates to within 15% in most humid catchments.",
           "Eckhardt (2005) generalised the filter with a second parameter, BFImax, which bounds the long-term baseflow index by aquifer type. The seasonal behaviour of the resulting baseflow index (Figure 6) shows a clear winter maximum in chalk catchments and an autumn minimum in flashy upland basins.",
           "Neither parameter is physically measured, and both are usually calibrated against recession analysis."]
    p15 = ["Figure 6. Seasonal baseflow index (BFI) for 38 UK catchments computed with the Eckhardt filter (BFImax = 0.80 for porous aquifers, 0.50 for hard-rock aquifers). Shaded bands show the interquartile range across catchments; the dashed line is the annual mean BFI.",
           "4.4 Tracer-based separation", "Chemical and isotopic mass balances split the hydrograph into components by source rather than by timing. Electrical conductivity is the cheapest tracer and can be logged continuously, but it assumes end-member concentrations that are constant in time."]
    hits = [r("list-item", "Page 14", "…of the resulting baseflow index (Figure 6) shows a clear winter…", 344, 110, 200, 70),
            r("list-item", "Page 15", "Figure 6. Seasonal baseflow index (BFI) for 38 UK…", 344, 182, 200, 70),
            r("list-item", "Page 22", "…the recession constants in Figure 6 and Table 4 suggest…", 344, 254, 200, 70),
            r("list-item", "Page 31", "…reproduce the pattern of Figure 6 only when BFImax is…", 344, 326, 200, 70),
            r("label", "", "4 results", 344, 400, 200, 22)]
    zoom_menu = [r("menu-item", n, "", 1300, 104 + i * 30, 160, 30) for i, n in enumerate(
        ["Fit Page", "Fit Width", "Automatic", "50%", "70%", "85%", "100%", "125%", "150%", "175%", "200%", "300%", "400%"])]

    def v(clock: str, page: str, zoom: str, side: list[Row], text: list[str], search: str | None = None, extra: list[Row] | None = None) -> str:
        return desk(app, clock, evince(fname, page, zoom, side, text, search, extra), running=("Document Viewer",))

    p1 = ["Baseflow separation methods: a review", "Hydrological Sciences Review 12 (2023) 201–238",
          "Abstract. Baseflow — the slowly varying part of streamflow sustained by groundwater — underpins low-flow management, water-quality modelling and the assessment of drought resilience. We review graphical, filtering, recession-based and tracer-based separation methods and compare their assumptions, data needs and performance across 38 UK catchments."]
    thumbs1 = [r("list-item", f"Page {i}", "", 344, 110 + (i - 1) * 220, 200, 210) for i in range(1, 6)]
    state = v("Jun 5  09:57", "1 of 38", "Automatic", thumbs1, p1)
    turns = [(code("pyautogui.hotkey('ctrl', 'l')"), v("Jun 5  09:57", "1 of 38", "Automatic", thumbs1, p1)),
             (code('pyautogui.write("14\\n")'), v("Jun 5  09:57", "14 of 38", "Automatic", thumbs, p14)),
             (code("pyautogui.hotkey('ctrl', 'f')"), v("Jun 5  09:58", "14 of 38", "Automatic", thumbs, p14, "")),
             (code('pyautogui.write("Figure 6\\n")'), v("Jun 5  09:58", "14 of 38", "Automatic", hits, p14, "Figure 6")),
             (code("pyautogui.click(444, 217)"), v("Jun 5  09:55", "15 of 38", "Automatic", hits, p15, "Figure 6")),
             (code("pyautogui.press('escape')"), v("Jun 5  09:55", "15 of 38", "Automatic", [r("list-item", f"Page {i}", "", 344, 110 + (i - 13) * 220, 200, 210) for i in range(13, 18)], p15)),
             (code("pyautogui.click(1360, 83)"), v("Jun 5  09:56", "15 of 38", "Automatic", [r("list-item", f"Page {i}", "", 344, 110 + (i - 13) * 220, 200, 210) for i in range(13, 18)], p15, extra=zoom_menu)),
             (code("pyautogui.click(1380, 149)"), v("Jun 5  09:56", "15 of 38", "Fit Width", [r("list-item", f"Page {i}", "", 344, 110 + (i - 13) * 220, 200, 210) for i in range(13, 18)], p15))]
    return traj(task, state, turns, True, 5, "top-bar clock goes back from 09:58 (turn 4) to 09:55 (turn 5)")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ALL, 1):
        t = fn()
        rs.add(task="os", tid=f"h16-os-{i:02d}", system=t["system"], turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
