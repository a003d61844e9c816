# ruff: noqa: E501
"""Held-out set 13, os domain: 22 OSWorld-style trajectories (Ubuntu 22.04 GNOME, pyautogui code actions,
accessibility-tree observations), written by an outside author."""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

DOCK_APPS = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
             "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Terminal",
             "Trash"]


def system(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


def clock(day: str, minutes: int, ampm: bool = False) -> str:
    h, m = divmod(minutes, 60)
    if ampm:
        hh = h % 12 or 12
        return f"{day}  {hh}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return f"{day}  {h:02d}:{m:02d}"


def top(app: str, extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("push-button", "Activities", "", (0, 0), (98, 27)),
                       ("menu", app, "", (98, 0), (9 * len(app) + 30, 27))]
    rows += extra or []
    rows.append(("menu", "System", "", (1790, 0), (130, 27)))
    return rows


def dock(running: tuple[str, ...] = ()) -> list[Row]:
    rows: list[Row] = []
    for i, name in enumerate(DOCK_APPS):
        rows.append(("push-button", name + (" (running)" if name in running else ""), "", (0, 33 + 64 * i), (70, 64)))
    rows.append(("toggle-button", "Show Applications", "", (0, 1013), (70, 64)))
    return rows


def screen(app: str, win: list[Row], clk: str, running: tuple[str, ...] = (), extra_top: list[Row] | None = None) -> str:
    return a11y(top(app, extra_top) + win + dock(running or (app,)), clk)


def menubar(items: list[str], x0: int, y: int) -> list[Row]:
    rows: list[Row] = []
    x = x0
    for it in items:
        w = 9 * len(it) + 18
        rows.append(("menu", it, "", (x, y), (w, 24)))
        x += w
    return rows


def money(v: float) -> str:
    return f"{v:,.0f}" if float(v).is_integer() else f"{v:,.2f}"


# ---------------------------------------------------------------- LibreOffice Calc

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
COLW = {"A": 150, "B": 96, "C": 96, "D": 96, "E": 110, "F": 96, "G": 96}


def col_x(col: str) -> int:
    x = 112
    for c in "ABCDEFG":
        if c == col:
            return x
        x += COLW[c]
    return x


def calc_screen(fname: str, sheets: list[str], active: str, namebox: str, formula: str,
                grid: dict[str, str], nrows: int, cols: str, clk: str, status_sel: str | None = None,
                zoom: int = 100, modified: bool = False, extra: list[Row] | None = None) -> str:
    win: list[Row] = [("frame", f"{fname} - LibreOffice Calc", "", (70, 27), (1850, 1053))]
    win += menubar(CALC_MENUS, 78, 60)
    win += [("combo-box", "Font Name", "Liberation Sans", (180, 98), (200, 24)),
            ("combo-box", "Font Size", "10 pt", (386, 98), (70, 24)),
            ("combo-box", "Name Box", namebox, (78, 132), (110, 24)),
            ("push-button", "Function Wizard", "", (196, 132), (26, 24)),
            ("text", "Input line", formula, (260, 132), (1640, 24))]
    for r in range(1, nrows + 1):
        y = 170 + 22 * (r - 1)
        for c in cols:
            ref = f"{c}{r}"
            win.append(("table-cell", ref, grid.get(ref, ""), (col_x(c), y), (COLW[c], 22)))
    for i, s in enumerate(sheets):
        win.append(("page-tab", s, "", (150 + 110 * i, 1000), (104, 24)))
    idx = sheets.index(active) + 1
    if status_sel is None:
        v = grid.get(namebox, "")
        status_sel = f"Average: {v}; Sum: {v}" if v and v.lstrip("$").replace(",", "").replace(".", "").isdigit() else "Average: ; Sum: 0"
    win += [("label", "", f"Sheet {idx} of {len(sheets)}", (78, 1030), (120, 20)),
            ("label", "", "Default", (260, 1030), (90, 20)),
            ("label", "", "English (USA)", (420, 1030), (110, 20)),
            ("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (560, 1030), (24, 20)),
            ("label", "", status_sel, (900, 1030), (360, 20)),
            ("slider", "Zoom", f"{zoom}%", (1700, 1030), (160, 20))]
    win += extra or []
    return screen("LibreOffice Calc", win, clk)


def calc_state_01() -> dict[str, str]:
    g = {"A1": "Depot", "B1": "Jul", "C1": "Aug", "D1": "Sep", "E1": "Q3 Total"}
    return g


def calc_fill(g: dict[str, str], data: dict[str, list[float | None]], order: list[str], total_label: str = "Total") -> dict[str, str]:
    """Rows 2.. from data (B..D months), E = row sum, last row = column sums (as LibreOffice would display)."""
    out = dict(g)
    for i, name in enumerate(order, 2):
        vals = data[name]
        out[f"A{i}"] = name
        for c, v in zip("BCD", vals):
            out[f"{c}{i}"] = "" if v is None else money(v)
        out[f"E{i}"] = money(sum(v for v in vals if v is not None))
    t = len(order) + 2
    out[f"A{t}"] = total_label
    for j, c in enumerate("BCD"):
        out[f"{c}{t}"] = money(sum(data[n][j] or 0 for n in order))
    out[f"E{t}"] = money(sum(v or 0 for n in order for v in data[n]))
    return out


def traj_01(rs: RowSet) -> None:
    # Calc, depot freight (bad): turn 8 corrects B4; B6 and E4 follow, but the grand total E6 keeps the old figure, no longer the sum of E2:E5 / B6:D6 shown before.
    day = "Oct 7"
    fname = "depot_freight_q3.xlsx"
    sheets = ["Depots", "Notes"]
    order = ["Larkhill", "Brenmoor", "Ostwick", "Fallowmere"]
    data: dict[str, list[float | None]] = {"Larkhill": [1840, 2205, None], "Brenmoor": [3120, 2980, None],
                                           "Ostwick": [965, 1130, None], "Fallowmere": [2410, None, None]}

    def g() -> dict[str, str]:
        return calc_fill(calc_state_01(), data, order)

    def scr(t: int, nb: str, f: str, sel: str | None = None, mod: bool = True, grid: dict[str, str] | None = None,
            active: str = "Depots", extra: list[Row] | None = None) -> str:
        return calc_screen(fname, sheets, active, nb, f, grid if grid is not None else g(), 6, "ABCDE",
                           clock(day, 14 * 60 + 22 + t), sel, modified=mod, extra=extra)

    state = scr(0, "A1", "Depot", mod=False)
    turns = []
    data["Larkhill"][2] = 1975
    turns.append((code('CalcTools.set_cell_value("D2", 1975)'), scr(0, "D2", "1975")))
    data["Brenmoor"][2] = 3045
    turns.append((code('CalcTools.set_cell_value("D3", 3045)'), scr(1, "D3", "3045")))
    data["Ostwick"][2] = 1010
    turns.append((code('CalcTools.set_cell_value("D4", 1010)'), scr(1, "D4", "1010")))
    data["Fallowmere"][2] = 2290
    turns.append((code('CalcTools.set_cell_value("D5", 2290)'), scr(2, "D5", "2290")))
    turns.append((code("pyautogui.click(406, 269)"), scr(3, "C5", "")))
    data["Fallowmere"][1] = 2115
    turns.append((code('pyautogui.write("2115")\npyautogui.press("enter")'), scr(3, "C6", "=SUM(C2:C5)")))
    bvals = [data[n][0] or 0 for n in order]
    sel = f"Average: {money(sum(bvals) / 4)}; Sum: {money(sum(bvals))}"
    turns.append((code("pyautogui.click(310, 203)\npyautogui.keyDown('shift')\npyautogui.click(310, 269)\npyautogui.keyUp('shift')"),
                  scr(4, "B2:B5", "2410", sel=sel)))
    stale = g()["E6"]
    data["Ostwick"][0] = 985
    bad = g()
    bad["E6"] = stale
    turns.append((code('CalcTools.set_cell_value("B4", 985)'), scr(5, "B4", "985", grid=bad)))
    notes = {"A1": "Source", "B1": "Carrier invoices, Sep batch", "A2": "Checked by", "B2": "R. Okafor",
             "A3": "Status", "B3": "Draft", "A4": "", "A5": "", "A6": ""}
    turns.append((code('CalcTools.switch_active_sheet("Notes")'),
                  scr(6, "A1", "Source", grid=notes, active="Notes")))
    notes["B3"] = "Final"
    turns.append((code('CalcTools.set_cell_value("B3", "Final")\nCalcTools.save()'),
                  scr(7, "B3", "Final", grid=notes, active="Notes", mod=False)))
    rs.add(task="os", tid="h13-os-01", system=system(
        "Fill in the missing September freight costs and the blank August figure for Fallowmere in depot_freight_q3.xlsx, correct Ostwick's July cost to 985, mark the Notes sheet status Final and save."),
        turns=turns, state=state, bad=True, turn=8, kind="spreadsheet grand total not updated with its parts after a cell correction")


def traj_02(rs: RowSet) -> None:
    # Calc, hardware stock and returns workbook (clean): sheet rename, sheet switches, a qty edit, a descending sort, a currency format, selection sum, save.
    day = "Feb 12"
    fname = "kestrel_stock_feb.ods"
    items = [["KT-1042", "Brass hinge 35mm", 140, 1.85], ["KT-1187", "Cabinet latch", 62, 4.40],
             ["KT-2203", "Drawer runner 450", 18, 12.75], ["KT-2210", "Drawer runner 400", 25, 11.90],
             ["KT-3051", "Shelf pin 5mm", 900, 0.06]]
    returns = [["RMA-5521", "KT-2210", 3, "Wrong length"], ["RMA-5524", "KT-1042", 10, "Finish defect"],
               ["RMA-5530", "KT-2203", 2, "Bent rail"]]
    cur = {"on": False}

    def f2(v: float) -> str:
        return ("$" if cur["on"] else "") + f"{v:,.2f}"

    def stock() -> dict[str, str]:
        g = {"A1": "SKU", "B1": "Item", "C1": "Qty", "D1": "Unit cost", "E1": "Value"}
        for i, (sku, name, q, u) in enumerate(items, 2):
            g.update({f"A{i}": sku, f"B{i}": name, f"C{i}": str(q), f"D{i}": f2(u), f"E{i}": f2(round(q * u, 2))})
        g.update({"A8": "Total", "C8": f"{sum(it[2] for it in items):,}", "E8": f2(round(sum(it[2] * it[3] for it in items), 2))})
        return g

    def rets() -> dict[str, str]:
        g = {"A1": "RMA", "B1": "SKU", "C1": "Qty", "D1": "Reason"}
        for i, (r, sku, q, why) in enumerate(returns, 2):
            g.update({f"A{i}": r, f"B{i}": sku, f"C{i}": str(q), f"D{i}": why})
        return g

    sheets = ["Stock", "Sheet2"]

    def scr(t: int, active: str, nb: str, f: str, grid: dict[str, str], sel: str | None = None, mod: bool = True) -> str:
        return calc_screen(fname, sheets, active, nb, f, grid, 8, "ABCDE", clock(day, 9 * 60 + 47 + t), sel,
                           modified=mod)

    state = scr(0, "Stock", "A1", "SKU", stock(), mod=False)
    turns = []
    sheets[1] = "Returns"
    turns.append((code('CalcTools.rename_sheet("Sheet2", "Returns")'), scr(0, "Stock", "A1", "SKU", stock())))
    turns.append((code('CalcTools.switch_active_sheet("Returns")'), scr(1, "Returns", "A1", "RMA", rets())))
    returns[2][2] = 4
    turns.append((code('pyautogui.click(406, 247)\npyautogui.write("4")\npyautogui.press("enter")'),
                  scr(1, "Returns", "C5", "", rets())))
    turns.append((code('CalcTools.switch_active_sheet("Stock")'), scr(2, "Stock", "A1", "SKU", stock())))
    items[3][2] = 21
    turns.append((code('CalcTools.set_cell_value("C5", 21)'), scr(3, "Stock", "C5", "21", stock())))
    head = items[:]
    items.sort(key=lambda it: -it[2])
    assert head != items
    turns.append((code('pyautogui.click(406, 181)\npyautogui.click(1012, 98)  # Sort Descending'),
                  scr(4, "Stock", "C1", "Qty", stock())))
    turns.append((code("CalcTools.freeze_panes(rows=1, columns=0)"),
                  scr(4, "Stock", "C1", "Qty", stock())))
    cur["on"] = True
    turns.append((code('CalcTools.set_number_format("D2:E8", "[$$-409]#,##0.00")'),
                  scr(5, "Stock", "C1", "Qty", stock())))
    vals = [round(it[2] * it[3], 2) for it in items]
    sel = f"Average: ${sum(vals) / 5:,.2f}; Sum: ${sum(vals):,.2f}"
    turns.append((code("pyautogui.click(605, 203)\npyautogui.keyDown('shift')\npyautogui.click(605, 291)\npyautogui.keyUp('shift')"),
                  scr(6, "Stock", "E2:E6", "=C6*D6", stock(), sel=sel)))
    turns.append((code("CalcTools.save()"), scr(7, "Stock", "E2:E6", "=C6*D6", stock(), sel=sel, mod=False)))
    rs.add(task="os", tid="h13-os-02", system=system(
        "In kestrel_stock_feb.ods rename Sheet2 to Returns, fix RMA-5530's quantity to 4, set KT-2210's stock to 21, sort Stock by quantity (largest first), freeze the header row, show costs as US dollars and save."),
        turns=turns, state=state)



# ---------------------------------------------------------------- LibreOffice Writer

WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


PAGE_H, PAGE_LIMIT = 1150, 1000


def writer_layout(paras: list[tuple[str, str]], spacing: float = 1.0) -> list[tuple[str, str, int, int, int]]:
    """(style, text, page, y_in_page, height) for each paragraph; "PAGEBREAK" style starts a new page."""
    out = []
    page, y = 1, 96
    for style, text in paras:
        if style == "PAGEBREAK":
            page, y = page + 1, 96
            continue
        lines = max(1, -(-len(text) // 80))
        h = int((34 if style.startswith("Heading") else 21) * lines * spacing) + 12
        if y + h > PAGE_LIMIT:
            page, y = page + 1, 96
        out.append((style, text, page, y, h))
        y += h
    return out


def writer_screen(fname: str, paras: list[tuple[str, str]], clk: str, *, spacing: float = 1.0, cur_page: int = 1,
                  view_y: int = 0, modified: bool = False, footer: bool = False, style: str = "Heading 1",
                  extra: list[Row] | None = None) -> str:
    lay = writer_layout(paras, spacing)
    pages = max(p for _, _, p, _, _ in lay)
    words = sum(len(t.split()) for _, t, _, _, _ in lay)
    chars = sum(len(t) for _, t, _, _, _ in lay)
    win: list[Row] = [("frame", f"{fname} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    win += menubar(WRITER_MENUS, 78, 60)
    win += [("combo-box", "Paragraph Style", style, (80, 98), (180, 24)),
            ("combo-box", "Font Name", "Liberation Serif", (266, 98), (200, 24)),
            ("combo-box", "Font Size", "12 pt", (472, 98), (70, 24)),
            ("document-text", "", "", (560, 140), (800, 870))]
    items = []
    for st, text, page, y, h in lay:
        items.append((140 + (page - 1) * PAGE_H + y - view_y, "heading" if st.startswith("Heading") else "paragraph", st, text, h))
    if footer:
        for p in range(1, pages + 1):
            items.append((140 + (p - 1) * PAGE_H + 1090 - view_y, "paragraph", "Footer", str(p), 21))
    for sy, tag, name, text, h in sorted(items):
        if 140 <= sy <= 1000:
            win.append((tag, name, text, (656, sy), (610, h)))
    win += [("label", "", f"Page {cur_page} of {pages}", (78, 1030), (110, 20)),
            ("label", "", f"{words:,} words, {chars:,} characters", (200, 1030), (240, 20)),
            ("label", "", "Default Page Style", (460, 1030), (140, 20)),
            ("label", "", "English (USA)", (620, 1030), (110, 20)),
            ("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (760, 1030), (24, 20)),
            ("slider", "Zoom", "100%", (1700, 1030), (160, 20))]
    win += extra or []
    return screen("LibreOffice Writer", win, clk)


def traj_03(rs: RowSet) -> None:
    # Writer, saltmarsh survey notes (bad): turn 6 (save) shows the redshank paragraph with 41 nesting pairs; turns 1-5 showed 47 and nothing edited that paragraph.
    day = "May 15"
    fname = "holme_transect_c_notes.odt"
    paras = [("Heading 1", "Saltmarsh Breeding Bird Survey – Holme Dunes Transect C"),
             ("Text Body", "Survey date: 14 May, 05:40–08:15. Observers: T. Brannigan, S. Oyelaran. Wind SW 2, visibility good, high tide 09:52."),
             ("Text Body", "Redshank remain the most numerous breeder on the transect, with 47 nesting pairs confirmed from alarm-calling adults and three active scrapes found near the creek mouth."),
             ("Text Body", "Lapwing numbers have fallen again: 9 pairs against 13 last season. Two scrapes were lost to the spring tide on 6 May."),
             ("Text Body", "Skylark singing males: 21 along the seawall section; meadow pipit 11. No change in grazing regime since 2022."),
             ("Text Body", "Recommendation: extend the cattle exclusion fence 180 m east of sluice gate 4 before the second brood period."),
             ("Heading 2", "Counts by section"),
             ("Text Body", "Section C1 (creek mouth to sluice 2): redshank 19, lapwing 4, oystercatcher 3."),
             ("Text Body", "Section C2 (sluice 2 to sluice 4): redshank 16, lapwing 3, oystercatcher 1."),
             ("Text Body", "Section C3 (sluice 4 to the seawall bend): redshank 12, lapwing 2, oystercatcher 2."),
             ("Heading 2", "Disturbance log"),
             ("Text Body", "06:12 dog off lead on the seawall path, 4 redshank flushed from C2. 07:30 two kayaks in the creek, no reaction from nesting birds."),
             ("Text Body", "07:58 contractor quad bike at sluice 4; lapwing pair circled for six minutes before settling."),
             ("Heading 2", "Habitat notes"),
             ("Text Body", "Creek edge vegetation is taller than in April; sea purslane now covers most of the lower C1 margin and hides scrapes from the path."),
             ("Text Body", "Standing water in the C2 pans has dropped by roughly half since the last visit. Two pans are dry and cracked at the edges."),
             ("Text Body", "Fence posts 31-36 on the C3 boundary are leaning after the March storm; cattle pushed through once last week according to the grazier.")]

    def scr(t: int, **kw: object) -> str:
        return writer_screen(fname, paras, clock(day, 8 * 60 + 31 + t), **kw)  # type: ignore[arg-type]

    state = scr(0)
    turns = []
    turns.append((code("WriterTools.set_line_spacing(1.5)"), scr(0, spacing=1.5, modified=True)))
    turns.append((code('WriterTools.add_page_numbers(position="bottom", alignment="center")'),
                  scr(1, spacing=1.5, modified=True, footer=True)))
    turns.append((code("pyautogui.tripleClick(960, 251)"),
                  scr(1, spacing=1.5, modified=True, footer=True, style="Heading 1")))
    paras[0] = ("Heading 1", paras[0][1].upper())
    turns.append((code('WriterTools.change_text_case("upper")'),
                  scr(2, spacing=1.5, modified=True, footer=True, style="Heading 1")))
    turns.append((code("pyautogui.click(960, 420)"),
                  scr(3, spacing=1.5, modified=True, footer=True, style="Text Body")))
    good = paras[2]
    paras[2] = ("Text Body", good[1].replace("47 nesting", "41 nesting"))
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), scr(3, spacing=1.5, footer=True, style="Text Body")))
    turns.append((code('pyautogui.hotkey("ctrl", "end")'),
                  scr(4, spacing=1.5, footer=True, cur_page=2, view_y=900, style="Text Body")))
    paras.append(("Text Body", "Next visit: 28 May, same start time; bring the second scope for C3."))
    turns.append((code('pyautogui.press("enter")\npyautogui.write("Next visit: 28 May, same start time; bring the second scope for C3.")'),
                  scr(5, spacing=1.5, footer=True, cur_page=2, view_y=900, style="Text Body", modified=True)))
    turns.append((code("WriterTools.save()"), scr(6, spacing=1.5, footer=True, cur_page=2, view_y=900, style="Text Body")))
    rs.add(task="os", tid="h13-os-03", system=system(
        "Set 1.5 line spacing and centred page numbers in holme_transect_c_notes.odt, put the title in capitals, add a closing line about the next visit on 28 May, and save."),
        turns=turns, state=state, bad=True, turn=6, kind="document paragraph text (a count) differs between reads with no edit")


def find_replace_dialog(find: str, repl: str, note: str = "") -> list[Row]:
    rows: list[Row] = [("dialog", "Find and Replace", "", (620, 300), (560, 420)),
                       ("label", "Find:", "", (640, 340), (60, 20)),
                       ("combo-box", "Find", find, (640, 362), (360, 28)),
                       ("check-box", "Match case", "", (640, 396), (120, 22)),
                       ("check-box", "Whole words only", "", (780, 396), (150, 22)),
                       ("label", "Replace:", "", (640, 432), (70, 20)),
                       ("combo-box", "Replace", repl, (640, 454), (360, 28)),
                       ("push-button", "Find All", "", (1010, 362), (150, 30)),
                       ("push-button", "Find Previous", "", (1010, 398), (150, 30)),
                       ("push-button", "Find Next", "", (1010, 434), (150, 30)),
                       ("push-button", "Replace", "", (1010, 470), (150, 30)),
                       ("push-button", "Replace All", "", (1010, 506), (150, 30))]
    if note:
        rows.append(("label", "", note, (640, 640), (360, 20)))
    rows += [("push-button", "Help", "", (640, 676), (90, 30)), ("push-button", "Close", "", (1070, 676), (90, 30))]
    return rows


def save_as_dialog(title: str, name: str, folder: str, files: list[tuple[str, str, str]], ftype: str) -> list[Row]:
    rows: list[Row] = [("dialog", title, "", (460, 190), (1000, 680)),
                       ("label", "Name:", "", (480, 230), (60, 24)),
                       ("text", "Name", name, (548, 226), (520, 30)),
                       ("push-button", folder, "", (480, 276), (160, 30))]
    for i, (fn, size, mod) in enumerate(files):
        y = 330 + 28 * i
        rows += [("table-cell", "Name", fn, (660, y), (420, 28)), ("table-cell", "Size", size, (1080, y), (100, 28)),
                 ("table-cell", "Modified", mod, (1180, y), (160, 28))]
    rows += [("combo-box", "File type", ftype, (1080, 800), (360, 30)),
             ("check-box", "Automatic file name extension", "checked", (480, 800), (260, 24)),
             ("push-button", "Cancel", "", (1240, 834), (100, 30)), ("push-button", "Save", "", (1350, 834), (100, 30))]
    return rows


def traj_04(rs: RowSet) -> None:
    # Writer, food bank volunteer handbook (clean): replace-all changes three paragraphs and the counts, new paragraphs, a page break, Save As under a new name and format, page numbers, save.
    day = "Jan 9"
    fname = "volunteer_handbook_draft.docx"
    paras = [("Heading 1", "Riverside Food Bank – Volunteer Handbook"),
             ("Text Body", "Welcome! Each shift is led by a Shift Coordinator who signs you in and assigns your station for the day."),
             ("Text Body", "If you cannot attend, message your Shift Coordinator at least 24 hours before the shift starts so the rota can be filled."),
             ("Text Body", "Food safety: gloves and hairnets are required in the sorting room at all times. Wash your hands when you move between stations."),
             ("Text Body", "Questions about scheduling go to the Volunteer Coordinator, Dana Whitfield, at volunteers@riversidefb.org or 555-0143."),
             ("Text Body", "Under-16s may volunteer with a guardian on Saturday mornings only.")]
    t0 = 16 * 60 + 5

    def scr(t: int, **kw: object) -> str:
        return writer_screen(fname, paras, clock(day, t0 + t), **kw)  # type: ignore[arg-type]

    state = scr(0)
    turns = []
    turns.append((code('pyautogui.hotkey("ctrl", "h")'), scr(0, extra=find_replace_dialog("", ""))))
    turns.append((code('pyautogui.write("Coordinator")\npyautogui.click(820, 468)\npyautogui.write("Team Lead")'),
                  scr(1, extra=find_replace_dialog("Coordinator", "Team Lead"))))
    paras[:] = [(s, t.replace("Coordinator", "Team Lead")) for s, t in paras]
    turns.append((code("pyautogui.click(1085, 521)"),
                  scr(1, modified=True, style="Text Body", extra=find_replace_dialog("Coordinator", "Team Lead", "3 results replaced"))))
    turns.append((code("pyautogui.click(1115, 691)"), scr(2, modified=True, style="Text Body")))
    paras.append(("Text Body", "Parking: use the rear lot on Mill Street after 5 pm; the front bays are reserved for client pick-up."))
    turns.append((code('pyautogui.hotkey("ctrl", "end")\npyautogui.press("enter")\npyautogui.write("Parking: use the rear lot on Mill Street after 5 pm; the front bays are reserved for client pick-up.")'),
                  scr(3, modified=True, style="Text Body")))
    paras += [("PAGEBREAK", ""), ("Text Body", "Appendix A - Emergency Contacts")]
    turns.append((code('pyautogui.hotkey("ctrl", "enter")\npyautogui.write("Appendix A - Emergency Contacts")'),
                  scr(4, modified=True, cur_page=2, view_y=1000, style="Text Body")))
    files = [("annual_report_2023.odt", "48.2 kB", "Dec 18"), ("rota_template.docx", "22.9 kB", "Nov 30"),
             ("volunteer_handbook_draft.docx", "18.4 kB", "Jan 8")]
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "s")'),
                  scr(5, modified=True, cur_page=2, view_y=1000, style="Text Body",
                      extra=save_as_dialog("Save As", "volunteer_handbook_draft", "Documents", files, "Word 2007–365 (.docx)"))))
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("volunteer_handbook_v2")\npyautogui.click(1260, 815)\npyautogui.click(1260, 845)  # ODF Text Document (.odt)'),
                  scr(5, modified=True, cur_page=2, view_y=1000, style="Text Body",
                      extra=save_as_dialog("Save As", "volunteer_handbook_v2", "Documents", files, "ODF Text Document (.odt)"))))
    fname = "volunteer_handbook_v2.odt"
    turns.append((code("pyautogui.click(1400, 849)"), scr(6, cur_page=2, view_y=1000, style="Text Body")))
    turns.append((code('WriterTools.add_page_numbers(position="bottom", alignment="right")'),
                  scr(7, cur_page=2, view_y=1000, style="Text Body", footer=True, modified=True)))
    turns.append((code("WriterTools.save()"), scr(7, cur_page=2, view_y=1000, style="Text Body", footer=True)))
    rs.add(task="os", tid="h13-os-04", system=system(
        "In the volunteer handbook, replace every 'Coordinator' with 'Team Lead', add a parking paragraph, start an 'Appendix A - Emergency Contacts' page, save it as volunteer_handbook_v2.odt with page numbers."),
        turns=turns, state=state)


# ---------------------------------------------------------------- LibreOffice Impress

IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def slide(title: str, body: list[str], box: tuple[int, int] = (380, 330), bg: str = "None", color: str = "") -> dict:
    return {"title": title, "body": list(body), "box": box, "bg": bg, "color": color, "font": "Liberation Sans"}


def impress_screen(fname: str, slides: list[dict], cur: int, clk: str, *, modified: bool = False,
                   extra: list[Row] | None = None, layout: str = "Title, Content") -> str:
    s = slides[cur - 1]
    win: list[Row] = [("frame", f"{fname} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
    win += menubar(IMPRESS_MENUS, 78, 60)
    win += [("combo-box", "Font Name", s["font"], (180, 98), (200, 24)),
            ("combo-box", "Font Size", "18 pt", (386, 98), (70, 24)),
            ("panel", "Slides", "", (74, 130), (200, 880))]
    for i, sl in enumerate(slides, 1):
        y = 140 + 86 * (i - 1)
        if y <= 960:
            win.append(("list-item", f"Slide {i}", sl["title"], (84, y), (180, 80)))
    win += [("panel", "Slide view", "", (300, 130), (1280, 880)),
            ("text", "PresentationTitle", s["title"], (380, 190), (1120, 100))]
    bx, by = s["box"]
    for j, line in enumerate(s["body"]):
        win.append(("paragraph", "PresentationOutliner", line, (bx, by + 40 * j), (1040, 36)))
    win += [("panel", "Properties", "", (1600, 130), (310, 880)),
            ("combo-box", "Layout", layout, (1620, 170), (270, 28)),
            ("combo-box", "Background", s["bg"], (1620, 230), (270, 28))]
    if s["color"]:
        win.append(("combo-box", "Background color", s["color"], (1620, 264), (270, 28)))
    win += [("label", "", f"Slide {cur} of {len(slides)}", (78, 1030), (120, 20)),
            ("label", "", "Default", (260, 1030), (100, 20)),
            ("label", "", "English (USA)", (420, 1030), (110, 20)),
            ("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (560, 1030), (24, 20)),
            ("slider", "Zoom", "72%", (1700, 1030), (160, 20))]
    win += extra or []
    return screen("LibreOffice Impress", win, clk)


def traj_05(rs: RowSet) -> None:
    # Impress, ferry timetable deck (bad): turn 9 status bar says "Slide 1 of 8" while nine slides exist (turn 6 duplicate made 9, turns 6-8 said "of 9", the pane lists 9).
    day = "Nov 3"
    fname = "calder_ferry_winter_changes.odp"
    slides = [slide("Calder Isle Ferry – Winter 2024/25 Changes", ["Operations briefing for pier staff", "Effective Monday 2 December"], (380, 360)),
              slide("Why the timetable is changing", ["MV Sula Bhan in dry dock 2–20 December", "Single-vessel operation on the Pier 9 route", "Tidal restriction at Calder slipway below 0.8 m"]),
              slide("Winter timetable: Pier 9 → Calder Isle", ["Mon–Fri: 07:15, 09:40, 12:10, 15:30, 18:05", "Sat: 08:30, 12:10, 16:45", "Sun: 10:00, 15:30"]),
              slide("Vehicle deck bookings", ["Book at least 24 h ahead for vans over 6 m", "Hazardous goods only on the 12:10 sailing", "No motorcycles on Sunday sailings"]),
              slide("Staffing on the pier", ["Two marshals per sailing (was three)", "Ticket office opens 40 min before departure", "Cover rota published each Thursday"]),
              slide("Fares from 1 December", ["Adult return £14.60 (was £13.90)", "Car and driver return £58.00", "Islander card holders unchanged"]),
              slide("Questions", ["Contact: operations@calderferry.co.uk", "Duty manager line 01855 640 221"], (380, 360))]

    def scr(t: int, cur: int, **kw: object) -> str:
        return impress_screen(fname, slides, cur, clock(day, 11 * 60 + 2 + t), **kw)  # type: ignore[arg-type]

    state = scr(0, 1)
    turns = []
    turns.append((code("ImpressTools.go_to_slide(3)"), scr(0, 3)))
    dup = dict(slides[2], body=list(slides[2]["body"]))
    slides.insert(3, dup)
    turns.append((code("ImpressTools.duplicate_slide(3)"), scr(1, 4, modified=True)))
    slides[3] = dict(dup, title="Winter timetable: Calder Isle → Pier 9",
                     body=["Mon–Fri: 08:20, 10:50, 13:25, 16:40, 19:10", "Sat: 09:35, 13:25, 17:50", "Sun: 11:05, 16:40"])
    turns.append((code('ImpressTools.write_text(slide_index=4, placeholder="title", text="Winter timetable: Calder Isle → Pier 9")\n'
                       'ImpressTools.write_text(slide_index=4, placeholder="body", text="Mon–Fri: 08:20, 10:50, 13:25, 16:40, 19:10\\nSat: 09:35, 13:25, 17:50\\nSun: 11:05, 16:40")'),
                  scr(2, 4, modified=True)))
    slides[3]["box"] = (380, 420)
    turns.append((code("ImpressTools.position_box(slide_index=4, box='body', left_cm=3.0, top_cm=8.5)"), scr(3, 4, modified=True)))
    turns.append((code("ImpressTools.go_to_slide(7)"), scr(3, 7, modified=True)))
    slides.insert(7, dict(slides[6], body=list(slides[6]["body"])))
    turns.append((code("ImpressTools.duplicate_slide(7)"), scr(4, 8, modified=True)))
    slides[7]["bg"], slides[7]["color"] = "Color", "Light Gold 4"
    turns.append((code('ImpressTools.set_slide_background(slide_index=8, color="Light Gold 4")'), scr(5, 8, modified=True)))
    turns.append((code("ImpressTools.save()"), scr(6, 8)))
    bad = scr(6, 1).replace("Slide 1 of 9", "Slide 1 of 8")
    assert "Slide 1 of 8" in bad
    turns.append((code("ImpressTools.go_to_slide(1)"), bad))
    rs.add(task="os", tid="h13-os-05", system=system(
        "Add a return-direction timetable slide after slide 3 (Calder Isle → Pier 9), move its list lower, duplicate the fares slide and give the copy a Light Gold 4 background, then save."),
        turns=turns, state=state, bad=True, turn=9, kind="slide count in status bar does not follow the duplicates (and the listed slides)")


def keep_format_dialog(fmt: str, odf: str) -> list[Row]:
    return [("alert", "Keep current format", "", (640, 420), (640, 220)),
            ("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format “{fmt}”.", (700, 450), (560, 40)),
            ("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (700, 500), (560, 20)),
            ("check-box", "Ask when not saving in ODF or default format", "checked", (700, 540), (360, 22)),
            ("push-button", f"Use {fmt} Format!", "", (700, 590), (260, 32)),
            ("push-button", f"Use ODF Format ({odf})!", "", (980, 590), (260, 32))]


def traj_06(rs: RowSet) -> None:
    # Impress, harvest fair sponsor deck (clean): slide deletion renumbers the pane, duplicate and retitle, font change, export, pptx keep-format dialog, save, back to slide 1.
    day = "Sep 19"
    fname = "harvest_fair_sponsors.pptx"
    slides = [slide("Ashgrove Harvest Fair 2024", ["Sponsor recognition – committee draft", "Saturday 12 October, Ashgrove Green"], (380, 360)),
              slide("Agenda (old)", ["Welcome", "Sponsor tiers", "Stall map", "Any other business"]),
              slide("Sponsor tiers", ["Gold: £750 – banner at main gate, programme cover", "Silver: £300 – programme half page", "Friend: £75 – name on the thank-you board"]),
              slide("Gold sponsors", ["Millbrook Dairy", "Hatherley & Sons Builders", "The Copper Kettle Tearoom", "Ashgrove Veterinary Practice"]),
              slide("Silver sponsors", ["Fenwick Cycles", "Greenlane Garden Centre", "Oakridge Physiotherapy"]),
              slide("Thank you", ["Questions to the fair committee: fair@ashgrovevillage.org"], (380, 360))]

    def scr(t: int, cur: int, **kw: object) -> str:
        return impress_screen(fname, slides, cur, clock(day, 19 * 60 + 48 + t), **kw)  # type: ignore[arg-type]

    state = scr(0, 1)
    turns = []
    turns.append((code("ImpressTools.go_to_slide(4)"), scr(0, 4)))
    turns.append((code("pyautogui.click(174, 266)"), scr(1, 2)))
    del slides[1]
    turns.append((code('pyautogui.press("delete")'), scr(1, 2, modified=True)))
    slides.insert(3, dict(slides[2], body=list(slides[2]["body"])))
    turns.append((code("ImpressTools.duplicate_slide(3)"), scr(2, 4, modified=True)))
    slides[2] = dict(slides[2], body=["Millbrook Dairy", "Hatherley & Sons Builders"])
    slides[3] = dict(slides[3], title="Gold sponsors (cont.)", body=["The Copper Kettle Tearoom", "Ashgrove Veterinary Practice"])
    turns.append((code('ImpressTools.write_text(slide_index=3, placeholder="body", text="Millbrook Dairy\\nHatherley & Sons Builders")\n'
                       'ImpressTools.write_text(slide_index=4, placeholder="title", text="Gold sponsors (cont.)")\n'
                       'ImpressTools.write_text(slide_index=4, placeholder="body", text="The Copper Kettle Tearoom\\nAshgrove Veterinary Practice")'),
                  scr(4, 4, modified=True)))
    slides[3]["font"] = "DejaVu Sans"
    turns.append((code('ImpressTools.set_slide_font(slide_index=4, font_name="DejaVu Sans")'), scr(5, 4, modified=True)))
    turns.append((code('ImpressTools.export_to_image(slide_index=4, file_path="/home/user/Pictures/gold_sponsors_cont.png")'),
                  scr(6, 4, modified=True)))
    turns.append((code("ImpressTools.save()"),
                  scr(6, 4, modified=True, extra=keep_format_dialog("PowerPoint", ".odp"))))
    turns.append((code("pyautogui.click(830, 606)"), scr(7, 4)))
    turns.append((code("ImpressTools.go_to_slide(1)"), scr(7, 1)))
    rs.add(task="os", tid="h13-os-06", system=system(
        "In harvest_fair_sponsors.pptx delete the outdated agenda slide, split the Gold sponsors list over two slides (second titled 'Gold sponsors (cont.)' in DejaVu Sans), export that slide as a PNG to Pictures and save in PowerPoint format."),
        turns=turns, state=state)


# ---------------------------------------------------------------- GIMP

GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp_screen(img: dict, clk: str, extra: list[Row] | None = None) -> str:
    n = len(img["layers"])
    title = (f"{'*' if img['dirty'] else ''}[{img['name']}] ({img['how']})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
             f"{n} layer{'s' if n > 1 else ''}) {img['w']}x{img['h']} – GIMP")
    win: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    win += menubar(GIMP_MENUS, 78, 60)
    for i, tool in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Crop Tool", "Unified Transform Tool",
                              "Text Tool", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Gradient Tool"]):
        win.append(("toggle-button", tool, "", (78 + 34 * (i % 5), 96 + 34 * (i // 5)), (32, 32)))
    win += [("drawing-area", "", "", (260, 96), (1340, 900)),
            ("page-tab", "Layers", "", (1610, 96), (80, 26)),
            ("page-tab", "Channels", "", (1690, 96), (90, 26)),
            ("page-tab", "Paths", "", (1780, 96), (70, 26)),
            ("combo-box", "Mode", img["mode"], (1616, 130), (290, 26)),
            ("spin-button", "Opacity", f"{img['opacity']:.1f}", (1616, 162), (290, 26))]
    for i, name in enumerate(img["layers"]):
        win.append(("table-cell", name, "", (1650, 210 + 40 * i), (256, 38)))
    mem = round(sum(1 for _ in img["layers"]) * img["w"] * img["h"] * 4.6 / 1_048_576, 1)
    win += [("label", "", "px", (300, 1030), (30, 20)),
            ("combo-box", "Zoom", img["zoom"], (340, 1026), (90, 26)),
            ("label", "", f"{img['active']} ({mem} MB)", (440, 1030), (400, 20))]
    win += extra or []
    return screen("GNU Image Manipulation Program", win, clk)


def gimp_dialog(title: str, fields: list[tuple[str, str, str]], buttons: list[str], at: tuple[int, int] = (700, 300)) -> list[Row]:
    x, y = at
    rows: list[Row] = [("dialog", title, "", (x, y), (520, 120 + 36 * len(fields)))]
    for i, (tag, name, text) in enumerate(fields):
        rows.append((tag, name, text, (x + 180, y + 50 + 36 * i), (300, 28)))
    by = y + 70 + 36 * len(fields)
    for j, b in enumerate(buttons):
        rows.append(("push-button", b, "", (x + 520 - 110 * (len(buttons) - j), by), (100, 30)))
    return rows


def traj_07(rs: RowSet) -> None:
    # GIMP, kelp photo haze layer (bad): turn 8's Layer Attributes dialog names the layer "kelp_forest_0231.jpg copy", but turn 3 renamed it haze-mask and nothing renamed it back.
    day = "Jul 22"
    img = {"name": "kelp_forest_0231", "how": "imported", "dirty": False, "w": 4032, "h": 3024,
           "layers": ["kelp_forest_0231.jpg"], "active": "kelp_forest_0231.jpg", "mode": "Normal", "opacity": 100.0, "zoom": "25%"}

    def scr(t: int, extra: list[Row] | None = None) -> str:
        return gimp_screen(img, clock(day, 21 * 60 + 14 + t), extra)

    state = scr(0)
    turns = []
    img["layers"] = ["kelp_forest_0231.jpg copy", "kelp_forest_0231.jpg"]
    img["active"], img["dirty"] = "kelp_forest_0231.jpg copy", True
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "d")'), scr(0)))
    turns.append((code("pyautogui.doubleClick(1790, 229)"),
                  scr(1, [("text", "Layer name", "kelp_forest_0231.jpg copy", (1690, 214), (210, 30))])))
    img["layers"][0] = img["active"] = "haze-mask"
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("haze-mask")\npyautogui.press("enter")'), scr(1)))
    blur = [("spin-button", "Size X", "1.50"), ("spin-button", "Size Y", "1.50"), ("toggle-button", "Chain", "linked"),
            ("combo-box", "Blur type", "Gaussian"), ("combo-box", "Abyss policy", "Clamp"), ("check-box", "Preview", "checked")]
    turns.append((code("pyautogui.click(614, 72)  # Filters\npyautogui.click(660, 168)  # Blur\npyautogui.click(850, 190)  # Gaussian Blur..."),
                  scr(2, gimp_dialog("Gaussian Blur", blur, ["Reset", "Cancel", "OK"]))))
    blur[0] = ("spin-button", "Size X", "24.00")
    blur[1] = ("spin-button", "Size Y", "24.00")
    turns.append((code('pyautogui.tripleClick(1030, 364)\npyautogui.write("24")\npyautogui.press("tab")'),
                  scr(3, gimp_dialog("Gaussian Blur", blur, ["Reset", "Cancel", "OK"]))))
    turns.append((code("pyautogui.click(1170, 601)"), scr(5)))
    img["opacity"] = 35.0
    turns.append((code('pyautogui.tripleClick(1760, 175)\npyautogui.write("35")\npyautogui.press("enter")'), scr(5)))
    attrs = [("text", "Layer name", "kelp_forest_0231.jpg copy"), ("combo-box", "Mode", "Normal"),
             ("spin-button", "Opacity", "35.0"), ("spin-button", "Offset X", "0"), ("spin-button", "Offset Y", "0"),
             ("spin-button", "Width", "4032"), ("spin-button", "Height", "3024")]
    turns.append((code("pyautogui.doubleClick(1668, 229)"),
                  scr(6, gimp_dialog("Layer Attributes", attrs, ["Help", "Reset", "Cancel", "OK"], (680, 260)))))
    turns.append((code("pyautogui.click(1030, 597)"), scr(7)))
    rs.add(task="os", tid="h13-os-07", system=system(
        "In GIMP, duplicate the kelp photo's layer, name the copy haze-mask, give it a 24 px Gaussian blur and 35% opacity, then check the layer's attributes."),
        turns=turns, state=state, bad=True, turn=8, kind="renamed layer shown under its old name in a later dialog")


def traj_08(rs: RowSet) -> None:
    # GIMP, bakery promo image (clean): scale 3000x2000 -> 1500x1000, new layer, undo and redo of it, export under a new name.
    day = "Apr 4"
    img = {"name": "bakery_window_promo", "how": "imported", "dirty": False, "w": 3000, "h": 2000,
           "layers": ["bakery_window_promo.png"], "active": "bakery_window_promo.png", "mode": "Normal", "opacity": 100.0, "zoom": "33.3%"}

    def scr(t: int, extra: list[Row] | None = None) -> str:
        return gimp_screen(img, clock(day, 13 * 60 + 55 + t), extra)

    def scale(w: str, h: str) -> list[Row]:
        return gimp_dialog("Scale Image", [("spin-button", "Width", w), ("spin-button", "Height", h), ("toggle-button", "Chain", "linked"),
                                           ("spin-button", "X resolution", "300.000"), ("spin-button", "Y resolution", "300.000"),
                                           ("combo-box", "Interpolation", "Cubic")], ["Help", "Reset", "Cancel", "Scale"])

    state = scr(0)
    turns = []
    turns.append((code("pyautogui.click(343, 72)  # Image\npyautogui.click(400, 412)  # Scale Image..."), scr(0, scale("3000", "2000"))))
    turns.append((code('pyautogui.tripleClick(1030, 364)\npyautogui.write("1500")\npyautogui.press("tab")'), scr(1, scale("1500", "1000"))))
    img.update(w=1500, h=1000, dirty=True)
    turns.append((code("pyautogui.click(1160, 601)"), scr(1)))

    def newlayer(name: str) -> list[Row]:
        return gimp_dialog("New Layer", [("text", "Layer name", name), ("combo-box", "Mode", "Normal"), ("spin-button", "Opacity", "100.0"),
                                         ("spin-button", "Width", "1500"), ("spin-button", "Height", "1000"), ("combo-box", "Fill with", "Transparency")],
                           ["Help", "Reset", "Cancel", "OK"])

    turns.append((code('pyautogui.hotkey("shift", "ctrl", "n")'), scr(2, newlayer("Layer"))))
    turns.append((code('pyautogui.tripleClick(1030, 364)\npyautogui.write("price-tag")'), scr(3, newlayer("price-tag"))))
    img["layers"] = ["price-tag", "bakery_window_promo.png"]
    img["active"] = "price-tag"
    turns.append((code("pyautogui.click(1160, 601)"), scr(3)))
    img["layers"] = ["bakery_window_promo.png"]
    img["active"] = "bakery_window_promo.png"
    turns.append((code('pyautogui.hotkey("ctrl", "z")'), scr(4)))
    img["layers"] = ["price-tag", "bakery_window_promo.png"]
    img["active"] = "price-tag"
    turns.append((code('pyautogui.hotkey("ctrl", "y")'), scr(4)))
    files = [("bakery_window_promo.png", "9.8 MB", "09:12"), ("counter_display.jpg", "3.1 MB", "Tuesday"), ("logo_flour_mill.svg", "41.6 kB", "Mar 28")]
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "e")'),
                  scr(5, save_as_dialog("Export Image", "bakery_window_promo.png", "Pictures", files, "By Extension"))))
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("bakery_window_promo_web.png")\npyautogui.press("enter")'),
                  scr(6, gimp_dialog("Export Image as PNG", [("check-box", "Interlacing (Adam7)", ""), ("check-box", "Save background color", ""),
                                                             ("check-box", "Save resolution", "checked"), ("spin-button", "Compression level", "9")],
                                     ["Help", "Load Defaults", "Save Defaults", "Cancel", "Export"]))))
    img.update(name="bakery_window_promo_web", how="exported")
    turns.append((code("pyautogui.click(1160, 515)"), scr(7)))
    rs.add(task="os", tid="h13-os-08", system=system(
        "Scale bakery_window_promo.png to 1500 px wide, add an empty layer called price-tag, and export the result as bakery_window_promo_web.png in Pictures."),
        turns=turns, state=state)


# ---------------------------------------------------------------- Thunderbird

def tb_screen(account: str, folders: list[dict], cur: str, msgs: list[dict], clk: str, *, sel: int | None = None,
              qf: str = "", unread_only: bool = False, menu: list[Row] | None = None) -> str:
    f = next(x for x in folders if x["name"] == cur)
    win: list[Row] = [("frame", f"{cur} - {account} - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
                      ("push-button", "Get Messages", "", (90, 70), (120, 30)),
                      ("push-button", "Write", "", (216, 70), (80, 30)),
                      ("push-button", "Tag", "", (302, 70), (60, 30)),
                      ("entry", "Search <Ctrl+K>", "", (1300, 70), (420, 30)),
                      ("tree-item", account, "", (80, 120), (300, 28))]
    for i, fo in enumerate(folders):
        label = fo["name"] + (f" ({fo['unread']})" if fo["unread"] else "")
        win.append(("tree-item", label, "", (100, 150 + 28 * i), (280, 28)))
    win += [("toggle-button", "Unread", "pressed" if unread_only else "", (400, 112), (80, 28)),
            ("toggle-button", "Starred", "", (486, 112), (80, 28)),
            ("toggle-button", "Contact", "", (572, 112), (80, 28)),
            ("toggle-button", "Tags", "", (658, 112), (70, 28)),
            ("toggle-button", "Attachment", "", (734, 112), (100, 28)),
            ("entry", "Filter these messages <Ctrl+Shift+K>", qf, (1300, 112), (420, 28))]
    if qf or unread_only:
        win.append(("label", "", f"{len(msgs)} message{'s' if len(msgs) != 1 else ''}", (1200, 116), (90, 20)))
    win += [("column-header", "Subject", "", (400, 146), (700, 24)), ("column-header", "Correspondents", "", (1100, 146), (300, 24)),
            ("column-header", "Date", "", (1400, 146), (180, 24))]
    for i, m in enumerate(msgs[:12]):
        state = ("Unread" if m["unread"] else "Read") + (", Starred" if m.get("star") else "")
        win.append(("tree-item", m["subject"], f"{m['from']} | {m['date']} | {state}", (400, 172 + 26 * i), (1180, 26)))
    if sel is not None:
        m = msgs[sel]
        win += [("label", "From", m["from"] + (f" <{m['addr']}>" if m.get("addr") else ""), (420, 520), (700, 22)),
                ("label", "Subject", m["subject"], (420, 546), (900, 22)),
                ("label", "Date", m["full"], (1400, 520), (180, 22))]
        for j, line in enumerate(m.get("body", [])):
            win.append(("paragraph", "", line, (420, 590 + 26 * j), (1100, 24)))
    win += [("label", "", f"Unread: {f['unread']}", (1560, 1030), (110, 20)),
            ("label", "", f"Total: {f['total']}", (1680, 1030), (100, 20))]
    win += menu or []
    return screen("Thunderbird Mail", win, clk)


def mail(subject: str, frm: str, date: str, unread: bool = False, full: str = "", body: list[str] | None = None, addr: str = "") -> dict:
    return {"subject": subject, "from": frm, "date": date, "unread": unread, "full": full or date, "body": body or [], "addr": addr}


def ctx_menu(x: int, y: int, items: list[str]) -> list[Row]:
    rows: list[Row] = [("menu", "", "", (x, y), (260, 28 * len(items) + 8))]
    for i, it in enumerate(items):
        rows.append(("menu-item", it, "", (x + 4, y + 4 + 28 * i), (252, 28)))
    return rows


def traj_09(rs: RowSet) -> None:
    # Thunderbird, lab inbox (bad): turn 5 status bar shows Inbox "Total: 37" again, though turn 4 moved a message out (36) and no mail arrived.
    day = "Mar 6"
    acct = "m.castellanos@tidewaterlabs.org"
    folders = [{"name": "Inbox", "unread": 4, "total": 37}, {"name": "Drafts", "unread": 0, "total": 2},
               {"name": "Sent", "unread": 0, "total": 411}, {"name": "Archives", "unread": 0, "total": 1208},
               {"name": "Junk", "unread": 0, "total": 5}, {"name": "Trash", "unread": 0, "total": 63},
               {"name": "Grants", "unread": 0, "total": 88}, {"name": "Suppliers", "unread": 0, "total": 11}]
    inbox = [mail("Re: Calibration slot for the Orbitrap – Thu 14:00", "Priya Ramanathan", "10:42", True, "3/6/2025, 10:42 AM",
                  ["Thursday 14:00 works for us. Please bring the tune file from the last run.", "– Priya"]),
             mail("Invoice INV-20931 – Halden Scientific", "Halden Scientific Accounts", "09:58", True, "3/6/2025, 9:58 AM",
                  ["Please find attached invoice INV-20931 for PO 7712-TW (2 × C18 guard cartridges, 1 × LC-MS grade acetonitrile 4 L).",
                   "Amount due: $1,284.60. Payment terms: net 30."], "accounts@haldensci.com"),
             mail("Seminar moved to Room B214", "Dept. Office", "09:15", False, "3/6/2025, 9:15 AM",
                  ["Friday's proteomics seminar has moved from A101 to Room B214. Same time, 15:00."]),
             mail("Nitrogen dewar delivery window", "Carrow Gases Dispatch", "08:31", True, "3/6/2025, 8:31 AM",
                  ["Your 180 L dewar is scheduled for Friday between 07:00 and 09:00. Loading bay 2 must be clear."], "dispatch@carrowgases.com"),
             mail("[lab-all] Freezer -80 #3 alarm log", "Facilities Bot", "07:50", False),
             mail("Draft abstract for ASMS – comments?", "Tomasz Lewicki", "Yesterday 18:22", True),
             mail("Re: Sample manifest TW-0412", "Jun Okada", "Yesterday 16:05"),
             mail("Parking permit renewal", "Campus Services", "Yesterday 11:40"),
             mail("Quote Q-5567 for C18 columns", "Halden Scientific Sales", "Mon 15:12"),
             mail("Weekly safety walk-through notes", "Rosa Delgado", "Mon 09:03"),
             mail("Re: Shared drive quota", "IT Helpdesk", "Mon 08:44"),
             mail("Lunch order for Thursday's visitors", "Grace Ndlovu", "Sun 20:17"),
             mail("Re: Autosampler tray error E-41", "Jun Okada", "Sun 11:05"),
             mail("Conference travel form reminder", "Finance Office", "Sat 09:30")]
    suppliers = [mail("Order confirmation PO 7712-TW", "Halden Scientific Sales", "Mar 3"),
                 mail("Price list 2025 – consumables", "Carrow Gases", "Feb 27"),
                 mail("Backorder notice: nitrile gloves M", "LabSource Direct", "Feb 21"),
                 mail("Re: Quote Q-5410", "Halden Scientific Sales", "Feb 14"),
                 mail("Statement of account – January", "LabSource Direct", "Feb 3"),
                 mail("Service visit report SV-2290", "Orbis Instruments", "Jan 29"),
                 mail("Re: Cylinder return collection", "Carrow Gases Dispatch", "Jan 22"),
                 mail("New account manager", "Orbis Instruments", "Jan 15"),
                 mail("Invoice INV-20477 – Halden Scientific", "Halden Scientific Accounts", "Jan 8"),
                 mail("Holiday delivery schedule", "LabSource Direct", "Dec 18"),
                 mail("Certificate of analysis lot 2291", "Halden Scientific Sales", "Dec 11")]

    def fo(name: str) -> dict:
        return next(x for x in folders if x["name"] == name)

    def scr(t: int, cur: str = "Inbox", msgs: list[dict] | None = None, **kw: object) -> str:
        return tb_screen(acct, folders, cur, inbox if msgs is None else msgs, clock(day, 10 * 60 + 47 + t), **kw)  # type: ignore[arg-type]

    state = scr(0)
    turns = []
    inbox[1]["unread"] = False
    fo("Inbox")["unread"] = 3
    turns.append((code("pyautogui.click(750, 211)"), scr(0, sel=1)))
    items = ["Open Message in New Tab", "Open Message in New Window", "Reply", "Forward", "Archive", "Move To", "Copy To", "Tag", "Mark", "Delete Message"]
    turns.append((code("pyautogui.rightClick(750, 211)"), scr(1, sel=1, menu=ctx_menu(760, 216, items))))
    sub = ctx_menu(1024, 360, ["Recent", "Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash", "Grants", "Suppliers"])
    turns.append((code("pyautogui.click(890, 374)"), scr(1, sel=1, menu=ctx_menu(760, 216, items) + sub)))
    moved = inbox.pop(1)
    suppliers.insert(0, dict(moved, date="09:58"))
    fo("Inbox")["total"] = 36
    fo("Suppliers")["total"] = 12
    turns.append((code("pyautogui.click(1150, 606)"), scr(2, sel=1)))
    inbox[2]["unread"] = False
    fo("Inbox")["unread"] = 2
    bad = scr(3, sel=2).replace("Total: 36", "Total: 37")
    assert "Total: 37" in bad
    turns.append((code("pyautogui.click(750, 237)"), bad))
    turns.append((code("pyautogui.click(240, 360)"), scr(4, cur="Suppliers", msgs=suppliers)))
    turns.append((code("pyautogui.click(750, 185)"), scr(4, cur="Suppliers", msgs=suppliers, sel=0)))
    suppliers[0]["star"] = True
    turns.append((code('pyautogui.press("s")'), scr(5, cur="Suppliers", msgs=suppliers, sel=0)))
    rs.add(task="os", tid="h13-os-09", system=system(
        "In Thunderbird, file the Halden Scientific invoice into the Suppliers folder and star it there, and read the nitrogen dewar delivery email."),
        turns=turns, state=state, bad=True, turn=5, kind="folder total message count does not follow the message moved out")


def traj_10(rs: RowSet) -> None:
    # Thunderbird, kayak rental ops inbox (clean): new mail arrives, unread quick filter, archive, search filter, delete, clear filter, re-sort by correspondent.
    day = "May 9"
    acct = "ops@northcove-kayaks.com"
    folders = [{"name": "Inbox", "unread": 1, "total": 58}, {"name": "Drafts", "unread": 0, "total": 1},
               {"name": "Sent", "unread": 0, "total": 730}, {"name": "Archives", "unread": 0, "total": 2214},
               {"name": "Junk", "unread": 0, "total": 17}, {"name": "Trash", "unread": 0, "total": 40}]
    inbox = [mail("Booking NC-8841 – 2 singles, Sat 09:00", "Bookings Robot", "08:12", full="5/9/2025, 8:12 AM"),
             mail("Re: Dry bag order", "Lena Marsh", "07:40", True, "5/9/2025, 7:40 AM",
                  ["Twenty 20 L dry bags can ship Monday. Do you want the orange or the navy?", "Lena"], "lena@marshoutdoor.co"),
             mail("Tide tables for May", "Harbourmaster Office", "Yesterday 19:02"),
             mail("Booking NC-8838 cancelled", "Bookings Robot", "Yesterday 17:45"),
             mail("Insurance certificate 2024–25", "Coastline Mutual", "Yesterday 12:10"),
             mail("Paddle leash recall notice", "Aquabound Supply", "Tue 16:30"),
             mail("Booking NC-8829 – family tandem, Sun 11:00", "Bookings Robot", "Tue 10:05"),
             mail("Staff rota week 19", "Owen Price", "Tue 08:00"),
             mail("Invoice 3310 – wetsuit hire restock", "Aquabound Supply", "Mon 14:20"),
             mail("Re: Guide certification renewal", "Kayak Coaching Assoc.", "Mon 09:47"),
             mail("Booking NC-8817 – 4 singles, Sat 13:00", "Bookings Robot", "Sun 18:31"),
             mail("Spring newsletter draft", "Owen Price", "Sun 10:02"),
             mail("Re: Sea-cave tour permit", "County Parks Office", "Sat 15:44")]

    def fo(name: str) -> dict:
        return next(x for x in folders if x["name"] == name)

    def view(q: str = "", unread: bool = False) -> list[dict]:
        return [m for m in inbox if (not unread or m["unread"] or m.get("keep")) and (not q or q.lower() in m["subject"].lower())]

    def scr(t: int, msgs: list[dict], sel: dict | None = None, **kw: object) -> str:
        return tb_screen(acct, folders, "Inbox", msgs, clock(day, 9 * 60 + 31 + t), sel=None if sel is None else msgs.index(sel), **kw)  # type: ignore[arg-type]

    state = scr(0, view())
    turns = []
    new = [mail("Booking NC-8846 – 1 tandem, Sat 14:00", "Bookings Robot", "09:31", True, "5/9/2025, 9:31 AM",
                ["New booking NC-8846: 1 × tandem kayak, Saturday 14:00–16:00, guided. Customer: A. Fairley, 2 adults.", "Deposit paid: $40.00"],
                "no-reply@northcove-kayaks.com"),
           mail("Gift voucher GV-2207 redeemed", "Shopfront", "09:29", True)]
    inbox[:0] = new
    fo("Inbox").update(unread=3, total=60)
    turns.append((code("pyautogui.click(150, 85)"), scr(1, view())))
    turns.append((code("pyautogui.click(440, 126)"), scr(1, view(unread=True), unread_only=True)))
    dry = inbox[3]
    dry["unread"], dry["keep"] = False, True
    fo("Inbox")["unread"] = 2
    turns.append((code("pyautogui.click(750, 237)"), scr(2, view(unread=True), sel=dry, unread_only=True)))
    inbox.remove(dry)
    fo("Inbox")["total"] = 59
    fo("Archives")["total"] = 2215
    turns.append((code('pyautogui.press("a")'), scr(2, view(unread=True), unread_only=True)))
    turns.append((code("pyautogui.click(440, 126)"), scr(3, view())))
    turns.append((code('pyautogui.click(1510, 126)\npyautogui.write("NC-88")'), scr(4, view("NC-88"), qf="NC-88")))
    nc = inbox[0]
    nc["unread"] = False
    fo("Inbox")["unread"] = 1
    turns.append((code("pyautogui.click(750, 185)"), scr(5, view("NC-88"), sel=nc, qf="NC-88")))
    inbox.remove(nc)
    fo("Inbox")["total"] = 58
    fo("Trash")["total"] = 41
    turns.append((code('pyautogui.press("delete")'), scr(5, view("NC-88"), sel=view("NC-88")[0], qf="NC-88")))
    turns.append((code('pyautogui.press("escape")'), scr(6, view(), sel=inbox[inbox.index(view("NC-88")[0])])))
    by_from = sorted(inbox, key=lambda m: m["from"].lower())
    turns.append((code("pyautogui.click(1250, 158)"), scr(7, by_from, sel=view("NC-88")[0])))
    rs.add(task="os", tid="h13-os-10", system=system(
        "Fetch new mail, archive the dry bag reply after reading it, then find the newest NC-88xx booking, read it and delete it, and finally sort the inbox by correspondent."),
        turns=turns, state=state)


# ---------------------------------------------------------------- Google Chrome

def chrome_screen(tabs: list[str], active: int, url: str, page: list[Row], clk: str, *, starred: bool = False,
                  bar: list[str] | None = None, extra: list[Row] | None = None, home: bool = False) -> str:
    win: list[Row] = [("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    for i, t in enumerate(tabs):
        win.append(("page-tab", t, "selected" if i == active else "", (80 + 250 * i, 32), (248, 34)))
    win += [("push-button", "New Tab", "", (84 + 250 * len(tabs), 36), (28, 28)),
            ("push-button", "Back", "", (80, 72), (34, 34)),
            ("push-button", "Forward", "", (116, 72), (34, 34)),
            ("push-button", "Reload", "", (152, 72), (34, 34))]
    if home:
        win.append(("push-button", "Home", "", (188, 72), (34, 34)))
    win += [("entry", "Address and search bar", url, (240, 74), (1400, 30)),
            ("push-button", "Edit bookmark for this tab" if starred else "Bookmark this tab", "", (1610, 74), (28, 28)),
            ("push-button", "Chrome", "", (1880, 72), (34, 34))]
    if bar is not None:
        x = 84
        for b in bar:
            w = 7 * len(b) + 40
            win.append(("push-button", b, "", (x, 110), (w, 28)))
            x += w + 4
    win += page
    win += extra or []
    return screen("Google Chrome", win, clk)


SETTINGS_NAV = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
                "Search engine", "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System",
                "Reset settings", "Extensions", "About Chrome"]


def settings_page(heading: str, body: list[Row]) -> list[Row]:
    rows: list[Row] = [("entry", "Search settings", "", (700, 120), (520, 36))]
    for i, n in enumerate(SETTINGS_NAV):
        rows.append(("link", n, "", (90, 170 + 40 * i), (240, 36)))
    rows.append(("heading", heading, "", (560, 180), (800, 30)))
    return rows + body


def traj_11(rs: RowSet) -> None:
    # Chrome, hardening a browser profile (bad): turn 9 shows "Use secure DNS" off on the Security page, though turn 2 showed it on and no action touched it.
    day = "Aug 27"
    tabs = ["Settings"]
    st = {"https": False, "dns": True, "engine": "Google", "home": False}

    def privacy() -> list[Row]:
        return settings_page("Privacy and security", [
            ("push-button", "Delete browsing data", "Delete history, cookies, cache, and more", (560, 230), (800, 56)),
            ("push-button", "Privacy Guide", "Review key privacy and security controls", (560, 288), (800, 56)),
            ("push-button", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", (560, 346), (800, 56)),
            ("push-button", "Ad privacy", "Customize the info used by sites to show you ads", (560, 404), (800, 56)),
            ("push-button", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", (560, 462), (800, 56)),
            ("push-button", "Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)", (560, 520), (800, 56))])

    def security(dns: bool | None = None) -> list[Row]:
        d = st["dns"] if dns is None else dns
        rows: list[Row] = [("heading", "Safe Browsing", "", (560, 230), (800, 24)),
                           ("radio-button", "Enhanced protection", "", (580, 262), (780, 48)),
                           ("radio-button", "Standard protection", "checked", (580, 312), (780, 48)),
                           ("radio-button", "No protection (not recommended)", "", (580, 362), (780, 48)),
                           ("heading", "Advanced", "", (560, 426), (800, 24)),
                           ("toggle-button", "Always use secure connections", "on" if st["https"] else "off", (1300, 462), (40, 22)),
                           ("label", "", "Upgrade navigations to HTTPS and warn you before loading sites that don't support it", (580, 482), (700, 20)),
                           ("toggle-button", "Use secure DNS", "on" if d else "off", (1300, 520), (40, 22)),
                           ("label", "", "Determines how to connect to websites over a secure connection", (580, 540), (700, 20))]
        if d:
            rows += [("radio-button", "With your current service provider", "checked", (600, 570), (600, 28)),
                     ("radio-button", "With", "", (600, 600), (80, 28)),
                     ("combo-box", "Select DNS provider", "Cloudflare (1.1.1.1)", (690, 600), (260, 28))]
        rows += [("push-button", "Manage phones", "Control which phones you use as security keys", (560, 650), (800, 48)),
                 ("push-button", "Manage certificates", "Manage HTTPS/SSL certificates and settings", (560, 700), (800, 48)),
                 ("push-button", "Google Advanced Protection Program", "", (560, 750), (800, 48))]
        return settings_page("Security", rows)

    def search(open_list: bool = False) -> list[Row]:
        rows: list[Row] = [("label", "", "Search engine used in the address bar", (580, 236), (520, 22)),
                           ("combo-box", "Search engine used in the address bar", st["engine"], (1160, 230), (200, 32)),
                           ("push-button", "Manage search engines and site search", "", (560, 282), (800, 48))]
        if open_list:
            for i, e in enumerate(["Google", "Bing", "Yahoo!", "DuckDuckGo", "Ecosia"]):
                rows.append(("menu-item", e, "selected" if e == st["engine"] else "", (1160, 262 + 30 * i), (200, 30)))
        return settings_page("Search engine", rows)

    def appearance() -> list[Row]:
        rows: list[Row] = [("push-button", "Theme", "Open Chrome Web Store", (560, 230), (800, 48)),
                           ("combo-box", "Mode", "Device", (1160, 290), (200, 30)),
                           ("toggle-button", "Show home button", "on" if st["home"] else "off", (1300, 340), (40, 22))]
        if st["home"]:
            rows += [("radio-button", "New Tab page", "checked", (600, 372), (400, 28)),
                     ("radio-button", "Enter custom web address", "", (600, 402), (400, 28))]
        y = 450 if st["home"] else 390
        rows += [("toggle-button", "Show bookmarks bar", "off", (1300, y), (40, 22)),
                 ("toggle-button", "Show side panel on the right", "on", (1300, y + 50), (40, 22)),
                 ("combo-box", "Font size", "Medium (Recommended)", (1160, y + 100), (200, 30)),
                 ("push-button", "Customize fonts", "", (560, y + 150), (800, 48)),
                 ("combo-box", "Page zoom", "100%", (1160, y + 210), (200, 30))]
        return settings_page("Appearance", rows)

    def scr(t: int, url: str, page: list[Row]) -> str:
        return chrome_screen(tabs, 0, url, page, clock(day, 17 * 60 + 3 + t), home=st["home"])

    newtab = [("heading", "Google", "", (760, 300), (400, 120)), ("entry", "Search Google or type a URL", "", (640, 460), (640, 44)),
              ("link", "Gmail", "", (1500, 130), (60, 24)), ("link", "Images", "", (1570, 130), (60, 24))]
    state = chrome_screen(["New Tab"], 0, "", newtab, clock(day, 17 * 60 + 3))
    turns = []
    turns.append((code("BrowserTools.open_privacy_settings()"), scr(0, "chrome://settings/privacy", privacy())))
    turns.append((code("pyautogui.click(960, 490)"), scr(0, "chrome://settings/security", security())))
    st["https"] = True
    turns.append((code("pyautogui.click(1320, 473)"), scr(1, "chrome://settings/security", security())))
    turns.append((code("BrowserTools.open_search_engine_settings()"), scr(1, "chrome://settings/search", search())))
    turns.append((code("pyautogui.click(1260, 246)"), scr(2, "chrome://settings/search", search(True))))
    st["engine"] = "DuckDuckGo"
    turns.append((code("pyautogui.click(1260, 367)"), scr(2, "chrome://settings/search", search())))
    turns.append((code("BrowserTools.open_appearance_settings()"), scr(3, "chrome://settings/appearance", appearance())))
    st["home"] = True
    turns.append((code("pyautogui.click(1320, 351)"), scr(3, "chrome://settings/appearance", appearance())))
    turns.append((code('pyautogui.click(940, 89)\npyautogui.write("chrome://settings/security")\npyautogui.press("enter")'),
                  scr(4, "chrome://settings/security", security(dns=False))))
    turns.append((code("BrowserTools.open_search_engine_settings()"), scr(5, "chrome://settings/search", search())))
    turns.append((code("BrowserTools.open_appearance_settings()"), scr(5, "chrome://settings/appearance", appearance())))
    rs.add(task="os", tid="h13-os-11", system=system(
        "In Chrome, turn on 'Always use secure connections', make DuckDuckGo the address-bar search engine and show the home button; then double-check the security page."),
        turns=turns, state=state, bad=True, turn=9, kind="browser setting toggle changed with no action")


def traj_12(rs: RowSet) -> None:
    # Chrome, bikepacking research bookmarks (clean): bookmark with a new name, tab closed then restored, bookmark manager, search filter, delete with toast.
    day = "Jun 14"
    t0 = 20 * 60 + 11
    route = "Cairngorms Loop – Ridgeline Bikepacking"
    met = "Aviemore (Highland) weather - Met Office"
    tabs = [route, met]
    bar = ["Komoot planner", "Trips 2025", "Scottish Hill Tracks", "Bothy map", "Strava heatmap"]
    route_page = [("heading", "Cairngorms Loop", "", (400, 190), (900, 44)),
                  ("label", "", "298 km · 4,870 m climbing · 62% off-road · Grade: Hard", (400, 244), (900, 22)),
                  ("link", "Download GPX (v3.2, updated 2 May 2025)", "", (400, 280), (360, 24)),
                  ("paragraph", "", "Resupply at Braemar, Tomintoul and Aviemore; the Lairig Ghru section is a hike-a-bike of about 6 km.", (400, 320), (900, 44)),
                  ("paragraph", "", "River crossings at the Geldie Burn and the Feshie can be impassable after heavy rain — check levels before committing.", (400, 372), (900, 44))]
    met_page = [("heading", "Aviemore (Highland)", "", (400, 190), (700, 40)),
                ("table-cell", "Sat 14", "Light rain · 13°C / 7°C · Wind 18 mph", (400, 250), (700, 28)),
                ("table-cell", "Sun 15", "Sunny intervals · 16°C / 6°C · Wind 11 mph", (400, 280), (700, 28)),
                ("table-cell", "Mon 16", "Cloudy · 15°C / 8°C · Wind 9 mph", (400, 310), (700, 28))]
    route_url = "https://ridgeline-bikepacking.co.uk/routes/cairngorms-loop"
    met_url = "https://www.metoffice.gov.uk/weather/forecast/gfjpt1btm"
    marks = {"Bookmarks bar": ["Komoot planner", "Trips 2025", "Scottish Hill Tracks", "Bothy map", "Strava heatmap"],
             "Trips 2025": ["Corrour bothy – MBA page", "Caledonian sleeper booking", "Bothy code (MBA)"]}
    urls = {"Komoot planner": "komoot.com/plan", "Trips 2025": "", "Scottish Hill Tracks": "heritagepaths.co.uk/scottish-hill-tracks",
            "Bothy map": "mountainbothies.org.uk/bothies/map", "Strava heatmap": "strava.com/maps/global-heatmap",
            "Corrour bothy – MBA page": "mountainbothies.org.uk/bothies/corrour", "Caledonian sleeper booking": "sleeper.scot",
            "Bothy code (MBA)": "mountainbothies.org.uk/bothy-code", "Cairngorms Loop (GPX)": "ridgeline-bikepacking.co.uk/routes/cairngorms-loop"}

    def scr(t: int, active: int, url: str, page: list[Row], starred: bool = False, extra: list[Row] | None = None) -> str:
        return chrome_screen(tabs, active, url, page, clock(day, t0 + t), starred=starred, bar=bar, extra=extra)

    def bubble(name: str) -> list[Row]:
        return [("dialog", "Bookmark added", "", (1320, 106), (330, 190)),
                ("text", "Name", name, (1340, 150), (290, 30)),
                ("combo-box", "Folder", "Bookmarks bar", (1340, 194), (290, 30)),
                ("push-button", "More…", "", (1340, 246), (80, 32)),
                ("push-button", "Remove", "", (1440, 246), (90, 32)),
                ("push-button", "Done", "", (1540, 246), (90, 32))]

    def manager(query: str = "", menu: bool = False, toast: str = "") -> list[Row]:
        rows: list[Row] = [("heading", "Bookmarks", "", (90, 120), (200, 30)),
                           ("entry", "Search bookmarks", query, (700, 120), (520, 36)),
                           ("tree-item", "Bookmarks bar", "", (90, 180), (240, 32)),
                           ("tree-item", "Trips 2025", "", (110, 212), (220, 32)),
                           ("tree-item", "Other bookmarks", "", (90, 244), (240, 32))]
        if query:
            items = [n for f in marks.values() for n in f if query.lower() in n.lower()]
        else:
            items = marks["Bookmarks bar"]
        for i, n in enumerate(items):
            rows.append(("list-item", n, urls[n], (400, 180 + 44 * i), (1100, 42)))
            rows.append(("push-button", f"More actions for {n}", "", (1480, 188 + 44 * i), (28, 28)))
        if menu:
            rows += ctx_menu(1330, 304, ["Edit", "Copy URL", "Cut", "Copy", "Paste", "Delete", "Open in new tab", "Open in new window", "Open in Incognito window"])
        if toast:
            rows += [("alert", "", toast, (90, 980), (420, 48)), ("push-button", "Undo", "", (440, 990), (60, 28))]
        return rows

    state = scr(0, 0, route_url, route_page)
    turns = []
    turns.append((code("BrowserTools.bookmark_page()"), scr(0, 0, route_url, route_page, True, bubble(route))))
    turns.append((code('pyautogui.tripleClick(1485, 165)\npyautogui.write("Cairngorms Loop (GPX)")'),
                  scr(1, 0, route_url, route_page, True, bubble("Cairngorms Loop (GPX)"))))
    bar.append("Cairngorms Loop (GPX)")
    marks["Bookmarks bar"].append("Cairngorms Loop (GPX)")
    turns.append((code("pyautogui.click(1585, 262)"), scr(1, 0, route_url, route_page, True)))
    turns.append((code("pyautogui.click(454, 49)"), scr(2, 1, met_url, met_page)))
    tabs.pop(1)
    turns.append((code('pyautogui.hotkey("ctrl", "w")'), scr(2, 0, route_url, route_page, True)))
    tabs.append(met)
    turns.append((code("BrowserTools.bring_back_last_tab()"), scr(3, 1, met_url, met_page)))
    tabs.append("Bookmarks")
    turns.append((code("BrowserTools.open_bookmarks()"), scr(3, 2, "chrome://bookmarks", manager())))
    turns.append((code('pyautogui.click(960, 138)\npyautogui.write("bothy")'), scr(4, 2, "chrome://bookmarks/?q=bothy", manager("bothy"))))
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.press("backspace")'), scr(5, 2, "chrome://bookmarks", manager())))
    turns.append((code("pyautogui.click(1494, 290)"), scr(5, 2, "chrome://bookmarks", manager(menu=True))))
    marks["Bookmarks bar"].remove("Scottish Hill Tracks")
    bar.remove("Scottish Hill Tracks")
    turns.append((code("pyautogui.click(1460, 462)"), scr(6, 2, "chrome://bookmarks", manager(toast="Deleted 'Scottish Hill Tracks'"))))
    rs.add(task="os", tid="h13-os-12", system=system(
        "Bookmark the Cairngorms Loop route page on the bookmarks bar as 'Cairngorms Loop (GPX)', keep the Met Office tab open, and remove the Scottish Hill Tracks bookmark."),
        turns=turns, state=state)


# ---------------------------------------------------------------- Files (Nautilus)

PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_screen(path: list[str], items: list[tuple[str, str, str]], clk: str, *, status: str = "", extra: list[Row] | None = None,
                 columns: tuple[str, str, str] = ("Name", "Size", "Modified")) -> str:
    win: list[Row] = [("frame", path[-1], "", (70, 27), (1850, 1053)),
                      ("push-button", "Back", "", (80, 36), (34, 34)),
                      ("push-button", "Forward", "", (116, 36), (34, 34))]
    x = 170
    for p in path:
        w = 9 * len(p) + 30
        win.append(("push-button", p, "", (x, 38), (w, 30)))
        x += w + 4
    win += [("toggle-button", "Search", "", (1700, 36), (34, 34)),
            ("push-button", "View options", "", (1740, 36), (34, 34)),
            ("push-button", "Main menu", "", (1820, 36), (34, 34))]
    for i, pl in enumerate(PLACES):
        win.append(("list-item", pl, "", (72, 84 + 36 * i), (230, 34)))
    if items:
        for j, c in enumerate(columns):
            win.append(("column-header", c, "", (310 + [0, 900, 1130][j], 80), ([900, 230, 300][j], 28)))
        for i, (n, size, mod) in enumerate(items):
            win.append(("table-row", n, f"{size} | {mod}", (310, 110 + 34 * i), (1600, 34)))
    else:
        win.append(("label", "", "Folder is Empty", (900, 520), (200, 30)))
    if status:
        win.append(("label", "", status, (1500, 1040), (410, 30)))
    win += extra or []
    return screen("Files", win, clk)


def trash_note(name: str) -> list[Row]:
    return [("notification", "", f"“{name}” moved to trash", (760, 960), (420, 48)), ("push-button", "Undo", "", (1100, 970), (60, 28))]


def traj_13(rs: RowSet) -> None:
    # Files, grant application folder (bad): turn 11 lists ARC_Linkage_budget_v1.ods in Grants-2025 again, though turn 2 moved it to the Trash and nothing restored it.
    day = "Mar 17"
    home = ["Home", "Documents", "Grants-2025"]
    grants = [("ARC_Linkage_budget_v1.ods", "38.2 kB", "3 Mar"), ("ARC_Linkage_budget_v2.ods", "41.7 kB", "12 Mar"),
              ("ARC_Linkage_narrative.odt", "112.4 kB", "14 Mar"), ("CV_Lindqvist_2025.pdf", "301.5 kB", "28 Feb"),
              ("CV_Okafor_2025.pdf", "286.0 kB", "28 Feb"), ("eoi_feedback.eml", "9.6 kB", "20 Jan"),
              ("letters_of_support", "4 items", "10 Mar")]
    sub: list[tuple[str, str, str]] = []
    letters = [("support_CSIRO_Marine.pdf", "188.9 kB", "10 Mar"), ("support_Port_Hedland_Council.pdf", "97.2 kB", "6 Mar"),
               ("support_UWA_draft.docx", "54.3 kB", "4 Mar"), ("support_Woodside_unsigned.pdf", "143.0 kB", "9 Mar")]

    def listing(xs: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        return sorted(xs, key=lambda r: r[0].lower())

    def scr(t: int, path: list[str], xs: list[tuple[str, str, str]], **kw: object) -> str:
        return files_screen(path, listing(xs), clock(day, 15 * 60 + 26 + t), **kw)  # type: ignore[arg-type]

    state = scr(0, home, grants)
    turns = []
    turns.append((code("pyautogui.click(700, 127)"), scr(0, home, grants, status="“ARC_Linkage_budget_v1.ods” selected (38.2 kB)")))
    trashed = grants.pop(0)
    turns.append((code('pyautogui.press("delete")'), scr(1, home, grants, extra=trash_note(trashed[0]))))
    popover = [("dialog", "New Folder", "", (760, 300), (400, 150)), ("label", "", "Folder name", (780, 340), (360, 20)),
               ("text", "Folder name", "Untitled Folder", (780, 364), (360, 32)), ("push-button", "Create", "", (1040, 406), (100, 30))]
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "n")'), scr(1, home, grants, extra=popover)))
    grants.append(("submission", "0 items", "15:28"))
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("submission")\npyautogui.press("enter")'),
                  scr(2, home, grants, status="“submission” selected (containing 0 items)")))
    # sorted: budget_v2, narrative, CV_Lindqvist, CV_Okafor, eoi_feedback, letters_of_support, submission
    turns.append((code("pyautogui.click(700, 161)\npyautogui.keyDown('ctrl')\npyautogui.click(700, 195)\npyautogui.click(700, 229)\npyautogui.keyUp('ctrl')"),
                  scr(3, home, grants, status="3 items selected (699.9 kB)")))
    turns.append((code('pyautogui.hotkey("ctrl", "x")'), scr(3, home, grants, status="3 items selected (699.9 kB)")))
    turns.append((code("pyautogui.doubleClick(700, 331)"), scr(4, home + ["submission"], sub)))
    moved = [r for r in grants if r[0] in ("ARC_Linkage_narrative.odt", "CV_Lindqvist_2025.pdf", "CV_Okafor_2025.pdf")]
    sub += moved
    grants[:] = [r for r in grants if r not in moved]
    grants[-1] = ("submission", "3 items", "15:31")
    turns.append((code('pyautogui.hotkey("ctrl", "v")'), scr(5, home + ["submission"], sub)))
    turns.append((code("pyautogui.click(700, 161)\npyautogui.press(\"f2\")"),
                  scr(5, home + ["submission"], sub, extra=[("dialog", "Rename File", "", (760, 300), (400, 150)),
                                                             ("text", "File name", "CV_Lindqvist_2025.pdf", (780, 364), (360, 32)),
                                                             ("push-button", "Rename", "", (1040, 406), (100, 30))])))
    sub[1] = ("CV_Lindqvist_2025_signed.pdf", "301.5 kB", "28 Feb")
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("CV_Lindqvist_2025_signed.pdf")\npyautogui.press("enter")'),
                  scr(6, home + ["submission"], sub, status="“CV_Lindqvist_2025_signed.pdf” selected (301.5 kB)")))
    turns.append((code("pyautogui.click(419, 53)"), scr(7, home, grants + [trashed])))
    turns.append((code('pyautogui.hotkey("ctrl", "l")\npyautogui.write("~/Documents/Grants-2025/letters_of_support\\n")'),
                  scr(8, home + ["letters_of_support"], letters)))
    rs.add(task="os", tid="h13-os-13", system=system(
        "In Documents/Grants-2025, trash the superseded budget v1, put the narrative and both CVs in a new 'submission' folder, and mark Lindqvist's CV as signed by renaming it CV_Lindqvist_2025_signed.pdf; then open the letters of support."),
        turns=turns, state=state, bad=True, turn=11, kind="trashed file reappears in its old folder")


def traj_14(rs: RowSet) -> None:
    # Files, Downloads tidy-up (clean): rename re-sorts the list, three PDFs dragged into Paperwork (its item count rises), a photo trashed by mistake and restored from Trash, then the installer trashed.
    day = "Jun 18"
    t0 = 18 * 60 + 40
    dl = [("IMG_20240611_0932.jpg", "4.1 MB", "11 Jun"), ("IMG_20240611_0947.jpg", "3.8 MB", "11 Jun"),
          ("Paperwork", "12 items", "2 Jun"), ("boiler_service_invoice_BS-4471.pdf", "98.3 kB", "29 May"),
          ("electricity_statement_may.pdf", "156.0 kB", "2 Jun"), ("tenancy_renewal_2024.pdf", "212.6 kB", "3 Jun"),
          ("zoom_amd64.deb", "142.3 MB", "21 May")]
    trash = [("old_resume_2019.docx", "27.5 kB", "5 Jun")]

    def key(r: tuple[str, str, str]) -> tuple[int, str]:
        return (0 if r[1].endswith("items") else 1, r[0].lower())

    def scr(t: int, path: list[str], xs: list[tuple[str, str, str]], **kw: object) -> str:
        return files_screen(path, sorted(xs, key=key), clock(day, t0 + t), **kw)  # type: ignore[arg-type]

    here = ["Home", "Downloads"]
    state = scr(0, here, dl)
    turns = []
    # folders first: Paperwork, boiler, electricity, IMG_0932, IMG_0947, tenancy, zoom
    turns.append((code("pyautogui.click(700, 297)"), scr(0, here, dl, status="“tenancy_renewal_2024.pdf” selected (212.6 kB)")))
    rename = [("dialog", "Rename File", "", (760, 300), (400, 150)), ("text", "File name", "tenancy_renewal_2024.pdf", (780, 364), (360, 32)),
              ("push-button", "Rename", "", (1040, 406), (100, 30))]
    turns.append((code('pyautogui.press("f2")'), scr(1, here, dl, status="“tenancy_renewal_2024.pdf” selected (212.6 kB)", extra=rename)))
    dl[5] = ("2024-06_tenancy_renewal.pdf", "212.6 kB", "3 Jun")
    turns.append((code('pyautogui.write("2024-06_tenancy_renewal")\npyautogui.press("enter")'),
                  scr(1, here, dl, status="“2024-06_tenancy_renewal.pdf” selected (212.6 kB)")))
    # now: Paperwork, 2024-06_tenancy, boiler, electricity, IMG_0932, IMG_0947, zoom
    turns.append((code("pyautogui.keyDown('ctrl')\npyautogui.click(700, 195)\npyautogui.click(700, 229)\npyautogui.keyUp('ctrl')"),
                  scr(2, here, dl, status="3 items selected (466.9 kB)")))
    dl[:] = [r for r in dl if not r[0].endswith(".pdf")]
    dl[dl.index(("Paperwork", "12 items", "2 Jun"))] = ("Paperwork", "15 items", "18:43")
    turns.append((code("pyautogui.moveTo(700, 229)\npyautogui.dragTo(700, 127, duration=0.6)"), scr(3, here, dl)))
    # now: Paperwork, IMG_0932, IMG_0947, zoom
    turns.append((code('pyautogui.click(700, 195)\npyautogui.press("delete")'), scr(4, here, [r for r in dl if r[0] != "IMG_20240611_0947.jpg"],
                                                                               extra=trash_note("IMG_20240611_0947.jpg"))))
    img = next(r for r in dl if r[0] == "IMG_20240611_0947.jpg")
    dl.remove(img)
    trash.append(img)
    cols = ("Name", "Original Location", "Trashed On")
    tview = [("IMG_20240611_0947.jpg", "Downloads", "18:44"), ("old_resume_2019.docx", "Documents", "5 Jun")]
    turns.append((code("pyautogui.click(187, 425)"), files_screen(["Trash"], tview, clock(day, t0 + 5), columns=cols)))
    menu = ctx_menu(720, 140, ["Restore From Trash", "Delete From Trash", "Cut", "Copy", "Select All", "Properties"])
    turns.append((code("pyautogui.rightClick(700, 127)"),
                  files_screen(["Trash"], tview, clock(day, t0 + 5), columns=cols, status="“IMG_20240611_0947.jpg” selected (3.8 MB)", extra=menu)))
    trash.remove(img)
    dl.append(img)
    turns.append((code("pyautogui.click(800, 158)"), files_screen(["Trash"], tview[1:], clock(day, t0 + 6), columns=cols)))
    turns.append((code("pyautogui.click(187, 281)"), scr(6, here, dl)))
    # Paperwork, IMG_0932, IMG_0947, zoom
    zoom = next(r for r in dl if r[0] == "zoom_amd64.deb")
    dl.remove(zoom)
    turns.append((code('pyautogui.click(700, 229)\npyautogui.press("delete")'), scr(7, here, dl, extra=trash_note("zoom_amd64.deb"))))
    rs.add(task="os", tid="h13-os-14", system=system(
        "Tidy ~/Downloads: rename the tenancy PDF to start with 2024-06_, move the three PDFs into Paperwork, and trash the Zoom installer (keep the photos)."),
        turns=turns, state=state)


# ---------------------------------------------------------------- Visual Studio Code

def vscode_screen(folder: str, tree: list[tuple[str, int, str]], tabs: list[tuple[str, bool]], active: int, body: list[Row], clk: str, *,
                  status: dict[str, str], panel: list[Row] | None = None, extra: list[Row] | None = None) -> str:
    name, dirty = tabs[active] if tabs else ("Welcome", False)
    win: list[Row] = [("frame", f"{'● ' if dirty else ''}{name} - {folder} - Visual Studio Code", "", (70, 27), (1850, 1053))]
    win += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 78, 30)
    win += [("page-tab", "Explorer (Ctrl+Shift+E)", "", (72, 64), (48, 48)), ("page-tab", "Search (Ctrl+Shift+F)", "", (72, 112), (48, 48)),
            ("page-tab", "Source Control (Ctrl+Shift+G)", "", (72, 160), (48, 48)), ("page-tab", "Run and Debug (Ctrl+Shift+D)", "", (72, 208), (48, 48)),
            ("page-tab", "Extensions (Ctrl+Shift+X)", "", (72, 256), (48, 48)), ("heading", folder.upper(), "", (124, 66), (250, 22))]
    for i, (item, depth, deco) in enumerate(tree):
        win.append(("tree-item", item, deco, (124 + 16 * depth, 92 + 22 * i), (250 - 16 * depth, 22)))
    for i, (t, d) in enumerate(tabs):
        win.append(("page-tab", t, ("● " if d else "") + ("active" if i == active else ""), (380 + 170 * i, 64), (168, 34)))
    win += body
    win += panel or []
    win += [("push-button", status.get("branch", "main"), "", (72, 1052), (90, 22)),
            ("push-button", "No Problems" if status.get("errors", "0") == status.get("warnings", "0") == "0"
             else f"Errors: {status.get('errors', '0')}, Warnings: {status.get('warnings', '0')}", "", (170, 1052), (110, 22))]
    if "pos" in status:
        win += [("push-button", status["pos"], "", (1380, 1052), (110, 22)), ("push-button", status.get("indent", "Spaces: 4"), "", (1495, 1052), (80, 22)),
                ("push-button", "UTF-8", "", (1580, 1052), (50, 22)), ("push-button", "LF", "", (1635, 1052), (30, 22)),
                ("push-button", status.get("lang", "Python"), "", (1670, 1052), (80, 22))]
    win += extra or []
    return screen("Visual Studio Code", win, clk)


def code_lines(lines: list[str], first: int = 1) -> list[Row]:
    return [("label", str(first + i), ln, (440, 104 + 19 * i), (1460, 19)) for i, ln in enumerate(lines)]


def settings_ui(query: str, items: list[tuple[str, str, str]], found: str = "") -> list[Row]:
    rows: list[Row] = [("entry", "Search settings", query, (400, 110), (1300, 30)),
                       ("page-tab", "User", "active", (400, 150), (60, 28)), ("page-tab", "Workspace", "", (470, 150), (90, 28))]
    if found:
        rows.append(("label", "", found, (1560, 114), (130, 22)))
    for i, (title, kind, val) in enumerate(items):
        y = 200 + 96 * i
        rows += [("heading", title, "", (420, y), (900, 22)), (kind, title, val, (420, y + 50), (300, 26))]
    return rows


def traj_15(rs: RowSet) -> None:
    # VS Code, editor preferences for a Python API project (bad): turn 7's settings.json shows "files.autoSaveDelay": 1000, but turn 4 set it to 1500 in the Settings UI.
    day = "Dec 2"
    folder = "tidewatch-api"
    tree = [("src", 0, ""), ("tidewatch", 1, ""), ("__init__.py", 2, ""), ("ingest.py", 2, ""), ("stations.py", 2, ""),
            ("tests", 0, ""), ("test_ingest.py", 1, ""), (".gitignore", 0, ""), ("pyproject.toml", 0, ""), ("README.md", 0, "")]
    ingest = ["from datetime import datetime, timezone", "", "import httpx", "", "from .stations import STATION_IDS", "", "",
              "def fetch_levels(station: str, hours: int = 24) -> list[dict]:",
              '    """Return recent water levels for one station, newest first."""',
              '    url = f"https://api.tidewatch.local/v2/stations/{station}/levels"',
              '    resp = httpx.get(url, params={"hours": hours}, timeout=10)', "    resp.raise_for_status()",
              '    rows = resp.json()["levels"]', '    return sorted(rows, key=lambda r: r["t"], reverse=True)']
    tabs = [("ingest.py", False)]
    st = {"pos": "Ln 8, Col 1", "indent": "Spaces: 4"}
    vals = {"autosave": "off", "delay": "1000", "tab": "4"}

    def scr(t: int, active: int, body: list[Row], status: dict[str, str], extra: list[Row] | None = None) -> str:
        return vscode_screen(folder, tree, tabs, active, body, clock(day, 10 * 60 + 5 + t), status=status, extra=extra)

    def common() -> list[tuple[str, str, str]]:
        return [("Files: Auto Save", "combo-box", vals["autosave"]), ("Editor: Font Size", "spin-button", "14"),
                ("Editor: Font Family", "entry", "Droid Sans Mono, 'monospace', monospace"), ("Editor: Tab Size", "spin-button", vals["tab"]),
                ("Editor: Render Whitespace", "combo-box", "selection"), ("Editor: Cursor Style", "combo-box", "line")]

    def autos() -> list[tuple[str, str, str]]:
        return [("Files: Auto Save", "combo-box", vals["autosave"]), ("Files: Auto Save Delay", "spin-button", vals["delay"])]

    def tabq() -> list[tuple[str, str, str]]:
        return [("Editor: Tab Size", "spin-button", vals["tab"]), ("Editor: Detect Indentation", "check-box", "checked"),
                ("Editor: Insert Spaces", "check-box", "checked")]

    state = scr(0, 0, code_lines(ingest), st)
    turns = []
    tabs.append(("Settings", False))
    turns.append((code('pyautogui.hotkey("ctrl", ",")'), scr(0, 1, settings_ui("", common()), {})))
    turns.append((code('pyautogui.write("auto save")'), scr(1, 1, settings_ui("auto save", autos(), "2 Settings Found"), {})))
    vals["autosave"] = "afterDelay"
    turns.append((code("pyautogui.click(570, 263)\npyautogui.click(570, 341)  # afterDelay"),
                  scr(1, 1, settings_ui("auto save", autos(), "2 Settings Found"), {})))
    vals["delay"] = "1500"
    turns.append((code('pyautogui.tripleClick(570, 359)\npyautogui.write("1500")\npyautogui.press("enter")'),
                  scr(2, 1, settings_ui("auto save", autos(), "2 Settings Found"), {})))
    turns.append((code('pyautogui.tripleClick(1050, 125)\npyautogui.write("tab size")'),
                  scr(3, 1, settings_ui("tab size", tabq(), "3 Settings Found"), {})))
    vals["tab"] = "2"
    turns.append((code('pyautogui.tripleClick(570, 263)\npyautogui.write("2")\npyautogui.press("enter")'),
                  scr(3, 1, settings_ui("tab size", tabq(), "3 Settings Found"), {})))
    tabs.append(("settings.json", False))
    js = ["{", '    "workbench.colorTheme": "Default Dark Modern",', '    "python.defaultInterpreterPath": "/home/user/.venvs/tidewatch/bin/python",',
          '    "git.autofetch": true,', '    "files.autoSave": "afterDelay",', '    "files.autoSaveDelay": 1000,', '    "editor.tabSize": 2', "}"]
    palette = []
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "p")\npyautogui.write("Preferences: Open User Settings (JSON)")\npyautogui.press("enter")'),
                  scr(4, 2, code_lines(js), {"pos": "Ln 1, Col 1", "indent": "Spaces: 4", "lang": "JSON with Comments"}, palette)))
    turns.append((code("pyautogui.click(464, 81)"), scr(5, 0, code_lines(ingest), st)))
    ingest.insert(13, '    if not rows:')
    ingest.insert(14, '        return []')
    tabs[0] = ("ingest.py", True)
    st2 = {"pos": "Ln 15, Col 18", "indent": "Spaces: 4"}
    turns.append((code('pyautogui.click(1100, 341)\npyautogui.press("end")\npyautogui.press("enter")\npyautogui.write("if not rows:\\nreturn []")'),
                  scr(5, 0, code_lines(ingest), st2)))
    tabs[0] = ("ingest.py", False)
    turns.append((code("import time\ntime.sleep(2)"), scr(6, 0, code_lines(ingest), st2)))
    rs.add(task="os", tid="h13-os-15", system=system(
        "In VS Code set Files: Auto Save to afterDelay with a 1500 ms delay and the editor tab size to 2, confirm them in settings.json, then add an empty-result guard to fetch_levels in ingest.py."),
        turns=turns, state=state, bad=True, turn=7, kind="setting value set in the UI reads back different in settings.json")


def traj_16(rs: RowSet) -> None:
    # VS Code, small Python CLI (clean): new file created then saved, a fix that clears the Problems count, git decorations, a rename that retitles the tab, a terminal run.
    day = "Oct 21"
    folder = "bramble-cli"
    tree = [("bramble", 0, ""), ("__init__.py", 1, ""), ("__main__.py", 1, ""), ("cli.py", 1, ""), ("render.py", 1, ""),
            ("tests", 0, ""), ("test_cli.py", 1, ""), ("pyproject.toml", 0, ""), ("README.md", 0, "")]
    cli = ["import os", "import argparse", "", "from .render import render_tree", "", "", "def main(argv=None):",
           '    p = argparse.ArgumentParser(prog="bramble")', '    p.add_argument("root", nargs="?", default=".")',
           '    p.add_argument("--version", action="version", version="bramble 0.4.1")', "    args = p.parse_args(argv)",
           "    root = pathlib.Path(args.root).resolve()", "    print(render_tree(root))", "    return 0"]
    tabs = [("cli.py", False)]
    st = {"pos": "Ln 1, Col 1", "errors": "1", "warnings": "1", "branch": "main"}

    def scr(t: int, active: int, body: list[Row], status: dict[str, str], extra: list[Row] | None = None, panel: list[Row] | None = None) -> str:
        return vscode_screen(folder, tree, tabs, active, body, clock(day, 14 * 60 + 37 + t), status=status, extra=extra, panel=panel)

    state = scr(0, 0, code_lines(cli), st)
    turns = []
    menu = ctx_menu(200, 100, ["New File...", "New Folder...", "Reveal in Files", "Open in Integrated Terminal", "Find in Folder...",
                               "Cut", "Copy", "Copy Path", "Copy Relative Path", "Rename...", "Delete"])
    turns.append((code("pyautogui.rightClick(180, 103)"), scr(0, 0, code_lines(cli), st, menu)))
    tree.insert(5, ("", 1, "editing"))
    turns.append((code("pyautogui.click(330, 118)"), scr(1, 0, code_lines(cli), st)))
    tree[1:6] = [("__init__.py", 1, ""), ("__main__.py", 1, ""), ("cli.py", 1, ""), ("colors.py", 1, "U"), ("render.py", 1, "")]
    tabs.append(("colors.py", False))
    st_new = {"pos": "Ln 1, Col 1", "errors": "1", "warnings": "1", "branch": "main*"}
    turns.append((code('pyautogui.write("colors.py")\npyautogui.press("enter")'), scr(1, 1, code_lines([""]), st_new)))
    colors = ['RESET = "\\033[0m"', 'DIR = "\\033[1;34m"', 'LINK = "\\033[36m"']
    tabs[1] = ("colors.py", True)
    turns.append((code("pyautogui.write('RESET = \"\\\\033[0m\"\\nDIR = \"\\\\033[1;34m\"\\nLINK = \"\\\\033[36m\"')"),
                  scr(2, 1, code_lines(colors), dict(st_new, pos="Ln 3, Col 18"))))
    tabs[1] = ("colors.py", False)
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), scr(2, 1, code_lines(colors), dict(st_new, pos="Ln 3, Col 18"))))
    turns.append((code("pyautogui.click(464, 81)"), scr(3, 0, code_lines(cli), dict(st_new, pos="Ln 1, Col 1"))))
    cli[0] = "import pathlib"
    tabs[0] = ("cli.py", True)
    fixed = {"pos": "Ln 1, Col 15", "errors": "0", "warnings": "0", "branch": "main*"}
    turns.append((code('pyautogui.click(700, 113)\npyautogui.hotkey("home")\npyautogui.hotkey("shift", "end")\npyautogui.write("import pathlib")'),
                  scr(4, 0, code_lines(cli), fixed)))
    tabs[0] = ("cli.py", False)
    tree[3] = ("cli.py", 1, "M")
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), scr(4, 0, code_lines(cli), fixed)))
    turns.append((code('pyautogui.click(250, 191)\npyautogui.press("f2")'),
                  scr(5, 0, code_lines(cli), fixed, [("entry", "Rename", "colors.py", (140, 180), (230, 22))])))
    tree[4] = ("palette.py", 1, "U")
    tabs[1] = ("palette.py", False)
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("palette.py")\npyautogui.press("enter")'), scr(6, 0, code_lines(cli), fixed)))
    term = [("page-tab", "TERMINAL", "active", (400, 720), (90, 24)), ("page-tab", "PROBLEMS", "", (500, 720), (90, 24)),
            ("terminal", "Terminal 1, bash", "user@ubuntu:~/projects/bramble-cli$ python -m bramble --version\nbramble 0.4.1\nuser@ubuntu:~/projects/bramble-cli$ ", (400, 750), (1500, 290))]
    turns.append((code('pyautogui.hotkey("ctrl", "`")\npyautogui.write("python -m bramble --version\\n")'), scr(7, 0, code_lines(cli), fixed, panel=term)))
    rs.add(task="os", tid="h13-os-16", system=system(
        "In the bramble-cli project add a bramble/palette.py module with the RESET, DIR and LINK colour codes, fix the undefined pathlib in cli.py, and check `python -m bramble --version` still works."),
        turns=turns, state=state)


# ---------------------------------------------------------------- GNOME Settings

GS_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
             "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
             "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
             "Default Applications", "Date & Time", "About"]


def gs_screen(panel: str, content: list[Row], clk: str, dnd: bool = False, extra: list[Row] | None = None) -> str:
    win: list[Row] = [("frame", panel, "", (330, 90), (1260, 900)),
                      ("push-button", "Search", "", (340, 96), (34, 34)),
                      ("label", "", "Settings", (500, 100), (100, 24))]
    for i, p in enumerate(GS_PANELS):
        win.append(("list-item", p, "selected" if p == panel else "", (332, 140 + 32 * i), (300, 32)))
    win.append(("heading", panel, "", (1020, 100), (200, 24)))
    win += content
    win += extra or []
    top_extra: list[Row] = [("icon", "Do Not Disturb", "", (1050, 4), (20, 20))] if dnd else []
    return screen("Settings", win, clk, extra_top=top_extra)


def gs_row(label: str, tag: str, value: str, y: int) -> list[Row]:
    return [("label", "", label, (680, y + 12), (500, 22)), (tag, label, value, (1380, y + 6), (180, 34))]


def traj_17(rs: RowSet) -> None:
    # GNOME Settings, power/notification/sound tweaks (bad): turn 4's top bar clock reads 08:49 after turn 3 showed 08:53; time cannot run backwards and nothing touched the clock or time zone.
    day = "Feb 24"
    st = {"blank": "5 minutes", "lock": "On", "amp": "Off"}
    times = [50, 51, 52, 53, 49, 54, 55, 55, 56]

    def clk(i: int) -> str:
        return clock(day, 8 * 60 + times[i])

    def power(pop: bool = False) -> list[Row]:
        rows: list[Row] = [("heading", "Power Mode", "", (680, 150), (500, 24)),
                           ("radio-button", "Balanced", "checked", (680, 184), (860, 48)),
                           ("radio-button", "Performance", "", (680, 232), (860, 48)),
                           ("radio-button", "Power Saver", "", (680, 280), (860, 48)),
                           ("heading", "Power Saving Options", "", (680, 350), (500, 24))]
        rows += gs_row("Dim Screen", "toggle-button", "On", 384) + gs_row("Screen Blank", "combo-box", st["blank"], 436)
        rows += gs_row("Automatic Power Saver", "toggle-button", "On", 488)
        rows += [("heading", "Suspend & Power Button", "", (680, 560), (500, 24))] + gs_row("Automatic Suspend", "push-button", "Off", 594)
        if pop:
            for i, o in enumerate(["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]):
                rows.append(("menu-item", o, "selected" if o == st["blank"] else "", (1380, 480 + 30 * i), (180, 30)))
        return rows

    def notif() -> list[Row]:
        rows = gs_row("Do Not Disturb", "toggle-button", "Off", 150) + gs_row("Lock Screen Notifications", "toggle-button", st["lock"], 202)
        rows.append(("heading", "Applications", "", (680, 270), (500, 24)))
        for i, (a, v) in enumerate([("Calendar", "On"), ("Files", "On"), ("Google Chrome", "On"), ("Software", "On"), ("Thunderbird Mail", "On"), ("Ubuntu Software", "Off")]):
            rows += gs_row(a, "push-button", v, 300 + 52 * i)
        return rows

    def sound() -> list[Row]:
        rows: list[Row] = [("heading", "Output", "", (680, 150), (500, 24))]
        rows += gs_row("Output Device", "combo-box", "Speakers – Built-in Audio", 180)
        rows += [("label", "", "Output Volume", (680, 244), (200, 22)), ("slider", "Output Volume", "62%", (900, 244), (500, 22))]
        rows += gs_row("Over-Amplification", "toggle-button", st["amp"], 280)
        rows += [("label", "", "Balance", (680, 344), (200, 22)), ("slider", "Balance", "0", (900, 344), (500, 22)),
                 ("heading", "Input", "", (680, 400), (500, 24))]
        rows += gs_row("Input Device", "combo-box", "Internal Microphone – Built-in Audio", 430)
        rows += [("label", "", "Input Volume", (680, 494), (200, 22)), ("slider", "Input Volume", "48%", (900, 494), (500, 22))]
        rows += gs_row("Alert Sound", "combo-box", "Default", 540)
        return rows

    state = gs_screen("Wi-Fi", [("label", "", "No Wi-Fi Adapter Found", (880, 480), (300, 30)),
                                ("label", "", "Make sure you have a Wi-Fi adapter plugged and turned on", (780, 516), (500, 22))], clk(0))
    turns = []
    turns.append((code("pyautogui.click(482, 572)"), gs_screen("Power", power(), clk(1))))
    turns.append((code("pyautogui.click(1470, 459)"), gs_screen("Power", power(True), clk(2))))
    st["blank"] = "10 minutes"
    turns.append((code("pyautogui.click(1470, 675)"), gs_screen("Power", power(), clk(3))))
    turns.append((code("pyautogui.click(482, 316)"), gs_screen("Notifications", notif(), clk(4))))
    st["lock"] = "Off"
    turns.append((code("pyautogui.click(1470, 225)"), gs_screen("Notifications", notif(), clk(5))))
    turns.append((code("pyautogui.click(482, 540)"), gs_screen("Sound", sound(), clk(6))))
    st["amp"] = "On"
    turns.append((code("pyautogui.click(1470, 303)"), gs_screen("Sound", sound(), clk(7))))
    turns.append((code("pyautogui.click(482, 572)"), gs_screen("Power", power(), clk(8))))
    rs.add(task="os", tid="h13-os-17", system=system(
        "In Settings, make the screen blank after 10 minutes, hide notifications on the lock screen and allow volume over-amplification."),
        turns=turns, state=state, bad=True, turn=4, kind="top bar clock goes backwards")


def traj_18(rs: RowSet) -> None:
    # GNOME Settings, time zone / clock format / DND / dark style (clean): moving from Berlin to London time legitimately sets the clock back an hour; the 12-hour format changes how the clock reads.
    day = "Nov 18"
    st = {"tz": "CET (Berlin, Germany)", "fmt": "24-hour", "dnd": "Off", "style": "Light"}
    offs = {"CET (Berlin, Germany)": 60, "GMT (London, United Kingdom)": 0}

    def clk(utc: int) -> str:
        m = 10 * 60 + utc + offs[st["tz"]]
        return clock(day, m, ampm=st["fmt"] == "AM / PM")

    def long(utc: int) -> str:
        c = clk(utc).split("  ")[1]
        return f"18 November 2024, {c}"

    def dt(utc: int) -> list[Row]:
        return (gs_row("Automatic Date & Time", "toggle-button", "On", 150) + gs_row("Automatic Time Zone", "toggle-button", "Off", 202)
                + gs_row("Date & Time", "label", long(utc), 254) + gs_row("Time Zone", "push-button", st["tz"], 306)
                + gs_row("Time Format", "combo-box", st["fmt"], 358))

    def tzdlg(q: str, results: list[tuple[str, str]]) -> list[Row]:
        rows: list[Row] = [("dialog", "Time Zone", "", (560, 200), (800, 600)), ("entry", "Search for a city", q, (600, 240), (720, 34))]
        for i, (city, z) in enumerate(results):
            rows += [("list-item", city, z, (600, 290 + 44 * i), (720, 44))]
        return rows

    def notif() -> list[Row]:
        rows = gs_row("Do Not Disturb", "toggle-button", st["dnd"], 150) + gs_row("Lock Screen Notifications", "toggle-button", "On", 202)
        rows.append(("heading", "Applications", "", (680, 270), (500, 24)))
        for i, a in enumerate(["Calendar", "Files", "Google Chrome", "Software", "Thunderbird Mail"]):
            rows += gs_row(a, "push-button", "On", 300 + 52 * i)
        return rows

    def appearance() -> list[Row]:
        rows: list[Row] = [("heading", "Style", "", (680, 150), (500, 24)),
                           ("radio-button", "Light", "checked" if st["style"] == "Light" else "", (700, 184), (200, 150)),
                           ("radio-button", "Dark", "checked" if st["style"] == "Dark" else "", (940, 184), (200, 150)),
                           ("heading", "Color", "", (680, 360), (500, 24))]
        for i, c in enumerate(["orange", "bark", "sage", "olive", "viridian", "prussian green", "blue", "purple", "magenta", "red"]):
            rows.append(("radio-button", c, "checked" if c == "orange" else "", (700 + 52 * i, 394), (44, 44)))
        rows += [("heading", "Desktop Icons", "", (680, 470), (500, 24))] + gs_row("Size", "combo-box", "Small", 500)
        rows += gs_row("Show Personal folder", "toggle-button", "On", 552)
        return rows

    def scr(panel: str, content: list[Row], utc: int, extra: list[Row] | None = None) -> str:
        return gs_screen(panel, content, clk(utc), dnd=st["dnd"] == "On", extra=extra)

    state = scr("Wi-Fi", [("label", "", "No Wi-Fi Adapter Found", (880, 480), (300, 30))], 13)
    turns = []
    turns.append((code("pyautogui.click(482, 924)"), scr("Date & Time", dt(14), 14)))
    turns.append((code("pyautogui.click(1470, 329)"), scr("Date & Time", dt(14), 14, tzdlg("", []))))
    res = [("London, United Kingdom", "GMT · 10:15"), ("London, Ontario, Canada", "EST · 05:15"), ("Londonderry, United Kingdom", "GMT · 10:15")]
    turns.append((code('pyautogui.write("London")'), scr("Date & Time", dt(15), 15, tzdlg("London", res))))
    st["tz"] = "GMT (London, United Kingdom)"
    turns.append((code("pyautogui.click(960, 312)"), scr("Date & Time", dt(15), 15)))
    st["fmt"] = "AM / PM"
    turns.append((code("pyautogui.click(1470, 381)\npyautogui.click(1470, 441)  # AM / PM"), scr("Date & Time", dt(16), 16)))
    turns.append((code("pyautogui.click(482, 316)"), scr("Notifications", notif(), 17)))
    st["dnd"] = "On"
    turns.append((code("pyautogui.click(1470, 173)"), scr("Notifications", notif(), 17)))
    turns.append((code("pyautogui.click(482, 284)"), scr("Appearance", appearance(), 18)))
    st["style"] = "Dark"
    turns.append((code("pyautogui.click(1040, 259)"), scr("Appearance", appearance(), 18)))
    rs.add(task="os", tid="h13-os-18", system=system(
        "I've moved to London: set the time zone to London (UK), show the clock in 12-hour format, turn on Do Not Disturb and switch to the dark style."),
        turns=turns, state=state)


# ---------------------------------------------------------------- VLC

def vlc_screen(pl: list[tuple[str, str]], cur: int | None, clk: str, *, elapsed: str = "--:--", playing: bool = False,
               volume: int = 100, show_pl: bool = True, loop: str = "Loop", extra: list[Row] | None = None) -> str:
    title = (pl[cur][0] + " - VLC media player") if cur is not None else "VLC media player"
    win: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    win += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], 78, 32)
    if show_pl:
        win += [("tree-item", "Playlist", "", (80, 80), (220, 26)), ("tree-item", "Media Library", "", (80, 106), (220, 26)),
                ("column-header", "Title", "", (310, 80), (1100, 26)), ("column-header", "Duration", "", (1410, 80), (120, 26)),
                ("column-header", "Album", "", (1530, 80), (380, 26))]
        if not pl:
            win.append(("label", "", "Drop a file here or select a media source from the left.", (700, 500), (600, 24)))
        for i, (t, d) in enumerate(pl):
            win.append(("table-row", t, f"{d}" + (" | now playing" if i == cur else ""), (310, 108 + 28 * i), (1600, 28)))
    else:
        win.append(("drawing-area", "Video", "", (70, 60), (1850, 920)))
    total = pl[cur][1] if cur is not None else "--:--"
    win += [("label", "", elapsed, (80, 990), (60, 20)), ("slider", "Position", "", (150, 990), (1620, 20)), ("label", "", total, (1780, 990), (60, 20)),
            ("push-button", "Pause the playback" if playing else "Play", "", (80, 1020), (40, 40)),
            ("push-button", "Previous media in the playlist, skip backward when held", "", (130, 1024), (32, 32)),
            ("push-button", "Stop playback", "", (166, 1024), (32, 32)),
            ("push-button", "Next media in the playlist, skip forward when held", "", (202, 1024), (32, 32)),
            ("push-button", "Toggle the video in fullscreen", "", (250, 1024), (32, 32)),
            ("push-button", "Toggle playlist", "", (300, 1024), (32, 32)),
            ("push-button", loop, "", (336, 1024), (32, 32)),
            ("push-button", "Random", "", (372, 1024), (32, 32)),
            ("slider", "Volume", f"{volume}%", (1780, 1026), (120, 24))]
    win += extra or []
    return screen("VLC media player", win, clk)


def traj_19(rs: RowSet) -> None:
    # VLC, bird-sound playlist (bad): turn 6 playlist lists only two recordings; bittern_boom_minsmere.flac, added at turn 3, is gone with no removal.
    day = "Apr 29"
    base = "/home/user/Music/field_recordings/"
    pl: list[tuple[str, str]] = []

    def scr2(m: int, cur: int | None, **kw: object) -> str:
        return vlc_screen(pl, cur, clock(day, 6 * 60 + m), **kw)  # type: ignore[arg-type]

    state = vlc_screen(pl, None, clock(day, 6 * 60 + 12), volume=62)
    turns = []
    for f, d in [("dawn_chorus_wicken_fen.flac", "12:41"), ("nightjar_churring_thetford.flac", "06:18"),
                 ("bittern_boom_minsmere.flac", "03:57")]:
        pl.append((f, d))
        turns.append((code(f'VLCTools.add_to_playlist("{base}{f}")'), scr2(12, None, volume=62)))
    turns.append((code("pyautogui.doubleClick(800, 122)"), scr2(13, 0, elapsed="00:03", playing=True, volume=62)))
    turns.append((code('pyautogui.press("n")'), scr2(13, 1, elapsed="00:02", playing=True, volume=62)))
    bittern = pl.pop(2)
    turns.append((code('pyautogui.press("space")'), scr2(14, 1, elapsed="00:21", volume=62)))
    pl.append(bittern)
    turns.append((code('pyautogui.hotkey("ctrl", "l")'), scr2(14, 1, elapsed="00:21", volume=62, show_pl=False)))
    turns.append((code('pyautogui.press("space")'), scr2(15, 1, elapsed="00:22", playing=True, volume=62, show_pl=False)))
    rs.add(task="os", tid="h13-os-19", system=system(
        "Queue the three field recordings (Wicken Fen dawn chorus, Thetford nightjar, Minsmere bittern) in VLC and listen to the nightjar, pausing once."),
        turns=turns, state=state, bad=True, turn=6, kind="playlist item added earlier is missing")


def traj_20(rs: RowSet) -> None:
    # VLC, Icelandic lessons (clean): volume steps, pause freezing the time, sort by title, removing a duplicate entry, adding lesson 08, next/previous resetting the elapsed time, loop toggle.
    day = "Jan 30"
    base = "/home/user/Music/icelandic/"
    pl = [("Lesson 04 – At the Bakery", "16:05"), ("Lesson 06 – Directions", "17:48"), ("Lesson 05 – Numbers and Prices", "15:20"),
          ("Lesson 07 – Weather and Seasons", "18:32"), ("Lesson 05 – Numbers and Prices", "15:20")]

    def scr(m: int, cur: int, **kw: object) -> str:
        return vlc_screen(pl, cur, clock(day, 7 * 60 + m), **kw)  # type: ignore[arg-type]

    state = scr(42, 3, elapsed="04:10", playing=True, volume=80)
    turns = []
    turns.append((code('pyautogui.hotkey("ctrl", "down")\npyautogui.hotkey("ctrl", "down")'), scr(42, 3, elapsed="04:14", playing=True, volume=70)))
    turns.append((code('pyautogui.press("space")'), scr(42, 3, elapsed="04:20", volume=70)))
    pl.sort(key=lambda x: x[0])
    turns.append((code("pyautogui.click(860, 93)"), scr(43, 4, elapsed="04:20", volume=70)))
    del pl[2]
    turns.append((code('pyautogui.click(800, 178)\npyautogui.press("delete")'), scr(43, 3, elapsed="04:20", volume=70)))
    pl.append(("Lesson 08 – At the Swimming Pool", "19:06"))
    turns.append((code(f'VLCTools.add_to_playlist("{base}Icelandic_Lesson_08.mp3")'), scr(43, 3, elapsed="04:20", volume=70)))
    turns.append((code('pyautogui.press("space")'), scr(43, 3, elapsed="04:21", playing=True, volume=70)))
    turns.append((code('pyautogui.press("n")'), scr(44, 4, elapsed="00:02", playing=True, volume=70)))
    turns.append((code("pyautogui.click(352, 1040)"), scr(44, 4, elapsed="00:09", playing=True, volume=70, loop="Loop all")))
    turns.append((code('pyautogui.press("p")'), scr(44, 3, elapsed="00:01", playing=True, volume=70, loop="Loop all")))
    rs.add(task="os", tid="h13-os-20", system=system(
        "Turn the lesson down a little, tidy the VLC playlist (sort it by title, drop the duplicate lesson 05, add lesson 08 from ~/Music/icelandic), set it to loop all, and go back to lesson 07."),
        turns=turns, state=state)


# ---------------------------------------------------------------- GNOME Terminal

class Term:
    """A gnome-terminal window: the terminal node's text is the visible tail of the session."""

    def __init__(self, user: str, host: str, cwd: str = "~", rows: int = 36) -> None:
        self.user, self.host, self.cwd, self.rows = user, host, cwd, rows
        self.buf: list[str] = [self.prompt()]

    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}{'#' if self.user == 'root' else '$'} "

    def run(self, cmd: str, out: str = "") -> str:
        self.buf[-1] += cmd
        if out:
            self.buf += out.rstrip("\n").replace("\t", "    ").split("\n")
        self.buf.append(self.prompt())
        return code(f'pyautogui.write({cmd + chr(10)!r})')

    def screen(self, clk: str) -> str:
        text = "\n".join(self.buf[-self.rows:])
        win: list[Row] = [("frame", f"{self.user}@{self.host}: {self.cwd}", "", (70, 27), (1850, 1053)),
                          ("push-button", "New Tab", "", (80, 34), (34, 34)),
                          ("push-button", "Menu", "", (1760, 34), (34, 34)),
                          ("push-button", "Minimize", "", (1806, 34), (34, 34)),
                          ("push-button", "Maximize", "", (1842, 34), (34, 34)),
                          ("push-button", "Close", "", (1878, 34), (34, 34)),
                          ("terminal", "Terminal", text, (70, 74), (1850, 1006))]
        return screen("Terminal", win, clk)


def traj_21(rs: RowSet) -> None:
    # Terminal, user sync daemon cache (bad): turn 10's ps shows PID 48231 for tessera-syncd with an uninterrupted elapsed time, but turns 1-3 and 7-8 established PID 48213 and it was only sent SIGHUP, never restarted.
    day = "Oct 16"
    t = Term("dana", "ws-lab07")
    state = t.screen(clock(day, 13 * 60 + 15))
    turns = []
    a = t.run("systemctl --user status tessera-sync.service --no-pager",
              "● tessera-sync.service - Tessera dataset sync agent\n"
              "     Loaded: loaded (/home/dana/.config/systemd/user/tessera-sync.service; enabled; vendor preset: enabled)\n"
              "     Active: active (running) since Wed 2024-10-16 08:02:11 BST; 5h 13min ago\n"
              "   Main PID: 48213 (tessera-syncd)\n"
              "      Tasks: 9 (limit: 38286)\n"
              "     Memory: 141.6M\n"
              "        CPU: 6min 12.904s\n"
              "     CGroup: /user.slice/user-1000.slice/user@1000.service/app.slice/tessera-sync.service\n"
              "             └─48213 /usr/bin/tessera-syncd --config /home/dana/.config/tessera/sync.toml\n\n"
              "Oct 16 13:11:40 ws-lab07 tessera-syncd[48213]: pulled manifest rev 7731 (212 objects)\n"
              "Oct 16 13:11:52 ws-lab07 tessera-syncd[48213]: cache 2.71 GiB / limit 4.00 GiB")
    turns.append((a, t.screen(clock(day, 13 * 60 + 15))))
    a = t.run("ss -ltnp | grep 8631",
              'LISTEN 0      128        127.0.0.1:8631       0.0.0.0:*    users:(("tessera-syncd",pid=48213,fd=11))')
    turns.append((a, t.screen(clock(day, 13 * 60 + 16))))
    a = t.run("journalctl --user -u tessera-sync -n 4 --no-pager",
              "Oct 16 13:06:12 ws-lab07 tessera-syncd[48213]: pulled manifest rev 7730 (198 objects)\n"
              "Oct 16 13:06:25 ws-lab07 tessera-syncd[48213]: cache 2.69 GiB / limit 4.00 GiB\n"
              "Oct 16 13:11:40 ws-lab07 tessera-syncd[48213]: pulled manifest rev 7731 (212 objects)\n"
              "Oct 16 13:11:52 ws-lab07 tessera-syncd[48213]: cache 2.71 GiB / limit 4.00 GiB")
    turns.append((a, t.screen(clock(day, 13 * 60 + 16))))
    a = t.run("du -sh ~/.cache/tessera", "2.8G\t/home/dana/.cache/tessera")
    turns.append((a, t.screen(clock(day, 13 * 60 + 17))))
    a = t.run("cat ~/.config/tessera/sync.toml",
              '[remote]\nendpoint = "https://tessera.lab07.internal:8443"\nproject = "coastal-lidar-2024"\n\n'
              '[cache]\npath = "/home/dana/.cache/tessera"\ncache_max_gb = 4\nprune_on_reload = true\n\n[api]\nlisten = "127.0.0.1:8631"')
    turns.append((a, t.screen(clock(day, 13 * 60 + 18))))
    a = t.run("sed -i 's/^cache_max_gb = 4$/cache_max_gb = 1/' ~/.config/tessera/sync.toml && grep cache_max ~/.config/tessera/sync.toml",
              "cache_max_gb = 1")
    turns.append((a, t.screen(clock(day, 13 * 60 + 20))))
    a = t.run("kill -HUP 48213")
    turns.append((a, t.screen(clock(day, 13 * 60 + 21))))
    a = t.run("journalctl --user -u tessera-sync -n 3 --no-pager",
              "Oct 16 13:21:07 ws-lab07 tessera-syncd[48213]: received SIGHUP, reloading /home/dana/.config/tessera/sync.toml\n"
              "Oct 16 13:21:07 ws-lab07 tessera-syncd[48213]: cache limit 4.00 GiB -> 1.00 GiB, pruning\n"
              "Oct 16 13:21:31 ws-lab07 tessera-syncd[48213]: pruned 1.74 GiB (4118 chunks), cache 0.97 GiB / limit 1.00 GiB")
    turns.append((a, t.screen(clock(day, 13 * 60 + 22))))
    a = t.run("du -sh ~/.cache/tessera", "996M\t/home/dana/.cache/tessera")
    turns.append((a, t.screen(clock(day, 13 * 60 + 23))))
    a = t.run("ps -o pid,etime,rss,cmd -p $(pgrep -u dana tessera-syncd)",
              "    PID     ELAPSED   RSS CMD\n"
              "  48231    05:21:49 98412 /usr/bin/tessera-syncd --config /home/dana/.config/tessera/sync.toml")
    turns.append((a, t.screen(clock(day, 13 * 60 + 24))))
    a = t.run("date", "Wed Oct 16 01:24:20 PM BST 2024")
    turns.append((a, t.screen(clock(day, 13 * 60 + 24))))
    rs.add(task="os", tid="h13-os-21", system=system(
        "In the terminal, shrink the Tessera sync agent's cache limit from 4 GB to 1 GB without restarting it, make it reload its config, and confirm the cache shrank."),
        turns=turns, state=state, bad=True, turn=10, kind="process id changed without any restart")


def traj_22(rs: RowSet) -> None:
    # Terminal, greenhouse Raspberry Pi disk cleanup (clean): gzip shrinks two CSVs (sizes and df change), restart gives the logger a new PID and start time, new log lines, time moving on.
    day = "Nov 19"
    t = Term("root", "greenhouse-pi")
    state = t.screen(clock(day, 21 * 60 + 4))
    turns = []
    a = t.run("df -h /var", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/mmcblk0p2   29G   27G  1.1G  97% /")
    turns.append((a, t.screen(clock(day, 21 * 60 + 4))))
    a = t.run("ls -lh /var/log/sensor-logger/",
              "total 6.3G\n-rw-r--r-- 1 sensor sensor 3.1G Oct  1 00:00 readings-2024-09.csv\n"
              "-rw-r--r-- 1 sensor sensor 2.8G Nov  1 00:00 readings-2024-10.csv\n"
              "-rw-r--r-- 1 sensor sensor 412M Nov 19 21:04 readings-2024-11.csv\n"
              "-rw-r--r-- 1 sensor sensor  18M Nov 19 21:04 sensor-logger.log")
    turns.append((a, t.screen(clock(day, 21 * 60 + 5))))
    a = t.run("gzip -9 /var/log/sensor-logger/readings-2024-09.csv /var/log/sensor-logger/readings-2024-10.csv")
    turns.append((a, t.screen(clock(day, 21 * 60 + 11))))
    a = t.run("ls -lh /var/log/sensor-logger/",
              "total 1.2G\n-rw-r--r-- 1 sensor sensor 402M Oct  1 00:00 readings-2024-09.csv.gz\n"
              "-rw-r--r-- 1 sensor sensor 371M Nov  1 00:00 readings-2024-10.csv.gz\n"
              "-rw-r--r-- 1 sensor sensor 415M Nov 19 21:11 readings-2024-11.csv\n"
              "-rw-r--r-- 1 sensor sensor  18M Nov 19 21:11 sensor-logger.log")
    turns.append((a, t.screen(clock(day, 21 * 60 + 11))))
    a = t.run("df -h /var", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/mmcblk0p2   29G   22G  6.2G  78% /")
    turns.append((a, t.screen(clock(day, 21 * 60 + 12))))
    a = t.run("systemctl status sensor-logger --no-pager | head -5",
              "● sensor-logger.service - Greenhouse sensor logger (BME280 + soil probes)\n"
              "     Loaded: loaded (/etc/systemd/system/sensor-logger.service; enabled; vendor preset: enabled)\n"
              "     Active: active (running) since Sun 2024-11-03 06:41:09 GMT; 2 weeks 2 days ago\n"
              "   Main PID: 812 (python3)\n"
              "      Tasks: 4 (limit: 8755)")
    turns.append((a, t.screen(clock(day, 21 * 60 + 12))))
    a = t.run("systemctl restart sensor-logger")
    turns.append((a, t.screen(clock(day, 21 * 60 + 13))))
    a = t.run("systemctl status sensor-logger --no-pager | head -5",
              "● sensor-logger.service - Greenhouse sensor logger (BME280 + soil probes)\n"
              "     Loaded: loaded (/etc/systemd/system/sensor-logger.service; enabled; vendor preset: enabled)\n"
              "     Active: active (running) since Tue 2024-11-19 21:13:02 GMT; 6s ago\n"
              "   Main PID: 23907 (python3)\n"
              "      Tasks: 4 (limit: 8755)")
    turns.append((a, t.screen(clock(day, 21 * 60 + 13))))
    a = t.run("tail -n 3 /var/log/sensor-logger/sensor-logger.log",
              "2024-11-19 21:13:02,418 INFO logger starting (pid 23907), writing readings-2024-11.csv\n"
              "2024-11-19 21:13:03,007 INFO bme280@0x76 ok: 18.9 C, 71.2 %RH, 1004.6 hPa\n"
              "2024-11-19 21:13:03,115 INFO soil probes 1-4 ok: 31 %, 29 %, 35 %, 27 %")
    turns.append((a, t.screen(clock(day, 21 * 60 + 13))))
    a = t.run("date", "Tue 19 Nov 21:14:05 GMT 2024")
    turns.append((a, t.screen(clock(day, 21 * 60 + 14))))
    rs.add(task="os", tid="h13-os-22", system=system(
        "On the greenhouse Pi, free space on the root filesystem by compressing last months' sensor CSVs, then restart the sensor logger and check it is writing again."),
        turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (traj_01, traj_02, traj_03, traj_04, traj_05, traj_06, traj_07, traj_08, traj_09, traj_10, traj_11,
               traj_12, traj_13, traj_14, traj_15, traj_16, traj_17, traj_18, traj_19, traj_20, traj_21, traj_22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
