# ruff: noqa: E501
"""holdout5, os part: 22 OSWorld-style desktop trajectories (linearized accessibility trees) for the decoherence warnings.

Written by hand for a frozen held-out set, WITHOUT reading the decoherence detectors, their rules, their tests
or any earlier labeled set; the only project code used is the row kit (rowkit2.RowSet). Each trajectory is an
Ubuntu 22.04 GNOME desktop driven by Python code blocks (pyautogui and the app helper classes); every
observation is the whole accessibility table (tag, name, text, class, description, position, size), built from
a small state model so that the clean ones stay consistent while full of legitimate change (formulas that
recalculate, a sort that reorders rows, slides renumbered after a duplicate, a service restart with a new PID,
a top-bar clock switching from 24-hour to AM/PM, a closed tab brought back, a title that loses its '*' on
save, ...). 11 trajectories carry exactly one contradiction at the labeled 1-based turn; later turns never
re-show the contradicted detail.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout5_parts.os.make`` -> os_test.jsonl, labels.json.
"""

from __future__ import annotations

import random
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

OUT = Path(__file__).resolve().parent
DOMAIN = "os"
SYSTEM = (
    "You stand in for an Ubuntu 22.04 GNOME desktop (1920x1080) that an agent controls by running Python code "
    "(pyautogui plus helper classes such as CalcTools, WriterTools, ImpressTools, BrowserTools, VLCTools). After "
    "each code block, think about what it changed, then give the desktop's linearized accessibility tree in the "
    "same tab-separated table as the current state, inside <predicted_observation></predicted_observation>."
)
HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"
DOCK = ["Google Chrome", "Visual Studio Code", "VLC media player", "LibreOffice Writer", "LibreOffice Calc", "LibreOffice Impress",
        "GNU Image Manipulation Program", "Files", "Thunderbird Mail", "Terminal", "Ubuntu Software", "Help", "Trash"]

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]


# ---------------------------------------------------------------- table helpers

def cell_text(t: str) -> str:
    if not t:
        return '""'
    if '"' in t:
        return '"' + t.replace('"', '""') + '"'
    return t


def R(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> Row:
    return (tag, name, text, pos, size)


def desktop(clock: str, rows: list[Row], extra_top: list[Row] | None = None) -> str:
    out = [HDR]
    if not clock.startswith("Mar"):
        clock = "Mar 14  " + clock
    top = [R("label", "Activities", "Activities", (0, 0), (97, 27)), R("label", "", clock, (884, 0), (152, 27))]
    top += extra_top or []
    top.append(R("menu", "System", "", (1790, 0), (130, 27)))
    dock = [R("push-button", n, "", (0, 33 + 66 * k), (70, 64)) for k, n in enumerate(DOCK)]
    dock.append(R("toggle-button", "Show Applications", "", (0, 1010), (70, 64)))
    for tag, name, text, pos, size in top + dock + rows:
        out.append(f"{tag}\t{name}\t{cell_text(text)}\t\t\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})")
    return "\n".join(out)


def code(src: str) -> str:
    return "```python\n" + src.strip("\n") + "\n```"


class Traj:
    def __init__(self, state: str) -> None:
        self.state = state
        self.turns: list[tuple[str, str]] = []

    def __call__(self, src: str, obs: str) -> None:
        self.turns.append((code(src), obs))


TRAJ: list = []


def traj(bad_turn: int | None = None, kind: str = "clean", task: str = ""):
    def deco(fn):
        TRAJ.append((fn, bad_turn, kind, task))
        return fn
    return deco


MOD = "The document has been modified. Click to save the document."
SAVED = "The document has not been modified since the last save."


def lo_menus(y: int = 60) -> list[Row]:
    names = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
    return [R("menu", n, "", (75 + 52 * k, y), (48, 23)) for k, n in enumerate(names)]


# ---------------------------------------------------------------- LibreOffice Calc (01, 02, 21, 22)

COLW, ROWH, X0, Y0 = 87, 19, 115, 210


def col_letter(c: int) -> str:
    return "ABCDEFGHIJ"[c]


def calc(title: str, cells: dict[str, str], sel: str, inp: str, sheets: list[str], active: str, modified: bool,
         zoom: int = 100, status_extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", f"{title} - LibreOffice Calc", "", (70, 27), (1850, 1053))] + lo_menus()
    rows += [R("push-button", "Save", "", (160, 92), (30, 30)), R("push-button", "Undo", "", (300, 92), (30, 30)),
             R("push-button", "Redo", "", (340, 92), (30, 30)), R("combo-box", "Name Box", sel, (75, 160), (110, 26)),
             R("push-button", "Function Wizard", "", (200, 160), (26, 26)), R("text", "Input line", inp, (300, 160), (1600, 26)),
             R("table", f"Sheet {active}", "", (75, 190), (1840, 780))]

    def key(a: str) -> tuple[int, int]:
        return int(a[1:]), "ABCDEFGHIJ".index(a[0])
    for addr in sorted(cells, key=key):
        r, c = key(addr)
        rows.append(R("table-cell", addr, cells[addr], (X0 + c * COLW, Y0 + (r - 1) * ROWH), (COLW, ROWH)))
    for k, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", (160 + k * 110, 985), (104, 24)))
    rows += [R("label", "", f"Sheet {sheets.index(active) + 1} of {len(sheets)}", (75, 1050), (130, 22)),
             R("label", "", "Default", (330, 1050), (90, 22)), R("label", "", "English (USA)", (560, 1050), (120, 22)),
             R("push-button", MOD if modified else SAVED, "", (760, 1050), (24, 22))]
    rows += status_extra or []
    rows.append(R("label", "", f"{zoom}%", (1860, 1050), (50, 22)))
    return rows


def num(v: float, cur: bool = False) -> str:
    s = f"{v:,.2f}" if cur or v != int(v) else f"{int(v):,}"
    return ("$" + s) if cur else (s if "," not in s else s.replace(",", ""))


def sales_cells(data: list[list], heads: list[str]) -> dict[str, str]:
    cells = {f"{col_letter(c)}1": h for c, h in enumerate(heads)}
    for r, (region, *vals) in enumerate(data, start=2):
        cells[f"A{r}"] = region
        for c, v in enumerate(vals, start=1):
            cells[f"{col_letter(c)}{r}"] = str(v)
        cells[f"E{r}"] = str(sum(vals))
    n = len(data) + 2
    cells[f"A{n}"] = "Total"
    for c in range(1, 5):
        cells[f"{col_letter(c)}{n}"] = str(sum(int(cells[f'{col_letter(c)}{r}']) for r in range(2, n)))
    return cells


@traj(task="Update the Q1 sales sheet: South's January figure is 1080 and East's March figure is 1610; sort the regions by total and rename the sheet to Q1.")
def o01(t: type[Traj]) -> Traj:
    data = [["North", 1200, 1350, 1100], ["South", 980, 1020, 1210], ["East", 1430, 1380, 1510], ["West", 860, 940, 1005]]
    H = ["Region", "Jan", "Feb", "Mar", "Total"]
    sheets = ["Sheet1", "Notes"]

    def scr(clock, sel, inp, mod, sheet_names=sheets, active="Sheet1", d=None):
        return desktop(clock, calc("q1_sales.xlsx", sales_cells(d or data, H), sel, inp, sheet_names, active, mod))
    T = t(scr("10:22", "A1", "Region", False))
    data[1][1] = 1080
    T('CalcTools.set_cell_value("B3", 1080)', scr("10:22", "A1", "Region", True))
    T("pyautogui.click(419, 276)  # cell D4", scr("10:23", "D4", "1510", True))
    data[2][3] = 1610
    T("pyautogui.write('1610\\n')", scr("10:23", "D5", "1005", True))
    data.sort(key=lambda r: -sum(r[1:]))
    T('CalcTools.sort_range("A2:E5", key_column="E", descending=True)', scr("10:24", "D5", str(data[3][3]), True))
    sheets2 = ["Q1", "Notes"]
    T('CalcTools.rename_sheet("Sheet1", "Q1")', scr("10:24", "D5", str(data[3][3]), True, sheets2, "Q1"))
    T("CalcTools.save()", scr("10:25", "D5", str(data[3][3]), False, sheets2, "Q1"))
    T("pyautogui.click(506, 238)  # cell E2", scr("10:25", "E2", "=SUM(B2:D2)", False, sheets2, "Q1"))
    return T


def inv_cells(items: list[list], cur: bool, extra: dict[str, str] | None = None, shown_qty: dict[int, int] | None = None) -> dict[str, str]:
    cells = {"A1": "Item", "B1": "Qty", "C1": "Unit price", "D1": "Value"}
    total = 0.0
    for r, (name, qty, price) in enumerate(items, start=2):
        cells[f"A{r}"] = name
        cells[f"B{r}"] = str((shown_qty or {}).get(r, qty))
        cells[f"C{r}"] = num(price, cur) if cur else f"{price:.2f}"
        v = round(qty * price, 2)
        total += v
        cells[f"D{r}"] = num(v, cur) if cur else f"{v:.2f}"
    n = len(items) + 2
    cells[f"A{n}"] = "Total"
    cells[f"D{n}"] = num(round(total, 2), cur) if cur else f"{total:.2f}"
    cells.update(extra or {})
    return cells


@traj(bad_turn=7, kind="value_changed", task="In inventory.ods set the hex key quantity to 45, format prices as currency, zoom to 120% and note the update date in A7.")
def o02(t: type[Traj]) -> Traj:
    items = [["Bolts M6", 120, 0.15], ["Nuts M6", 200, 0.08], ["Washers M6", 350, 0.03], ["Hex keys", 12, 2.40]]
    sheets = ["Stock"]

    def scr(clock, sel, inp, cur, zoom=100, extra=None, shown=None, mod=True):
        return desktop(clock, calc("inventory.ods", inv_cells(items, cur, extra, shown), sel, inp, sheets, "Stock", mod, zoom))
    T = t(scr("09:05", "A1", "Item", False, mod=False))
    T("pyautogui.click(245, 295)  # cell B5", scr("09:06", "B5", "12", False, mod=False))
    items[3][1] = 45
    T("pyautogui.write('45\\n')", scr("09:06", "B6", "", False))
    T('CalcTools.set_number_format("C2:D6", "currency")', scr("09:06", "B6", "", True))
    T("CalcTools.set_zoom_level(120)", scr("09:07", "B6", "", True, 120))
    T("pyautogui.click(158, 333)  # cell A7", scr("09:07", "A7", "", True, 120))
    T("pyautogui.write('Updated 14 Mar\\n')", scr("09:07", "A8", "", True, 120, {"A7": "Updated 14 Mar"}))
    # contradiction: B5 was set to 45 at turn 2 (D5 still shows 45 x 2.40); it reads 54
    T("pyautogui.click(419, 295)  # cell D5", scr("09:08", "D5", "=B5*C5", True, 120, {"A7": "Updated 14 Mar"}, {5: 54}))
    return T


def orders_data() -> list[tuple[str, str, str, int]]:
    rng = random.Random(4141)
    out = []
    for i in range(40):
        out.append((f"SO-{2401 + i}", rng.choice(["North", "South", "East", "West"]), rng.choice(["Widget", "Gadget", "Gizmo"]), rng.randint(120, 2400)))
    return out


def orders_cells(rows: list[tuple[str, str, str, int]], n: int = 12) -> dict[str, str]:
    cells = {"A1": "Order", "B1": "Region", "C1": "Product", "D1": "Amount"}
    for r, (o, reg, prod, amt) in enumerate(rows[:n], start=2):
        cells.update({f"A{r}": o, f"B{r}": reg, f"C{r}": prod, f"D{r}": str(amt)})
    return cells


def pivot_cells(rows: list[tuple[str, str, str, int]]) -> dict[str, str]:
    by: dict[str, int] = {}
    for _, reg, _, amt in rows:
        by[reg] = by.get(reg, 0) + amt
    cells = {"A1": "Filter", "A3": "Region", "B3": "Sum - Amount"}
    r = 4
    for reg in sorted(by):
        cells[f"A{r}"], cells[f"B{r}"] = reg, str(by[reg])
        r += 1
    cells[f"A{r}"], cells[f"B{r}"] = "Total Result", str(sum(by.values()))
    return cells


@traj(task="Summarise orders.xlsx by region in a pivot table on a new 'Pivot' sheet, keep a backup copy of the Orders sheet and put Orders first.")
def o21(t: type[Traj]) -> Traj:
    rows = orders_data()
    oc, pc = orders_cells(rows), pivot_cells(rows)

    def scr(clock, cells, sel, inp, sheets, active, mod, zoom=100):
        return desktop(clock, calc("orders.xlsx", cells, sel, inp, sheets, active, mod, zoom))
    T = t(scr("13:40", oc, "A1", "Order", ["Orders", "Notes"], "Orders", False))
    s1 = ["Pivot", "Orders", "Notes"]
    T('CalcTools.create_pivot_table(source="Orders.A1:D41", row_fields=["Region"], data_fields=[("Amount", "sum")], target_sheet="Pivot")',
      scr("13:40", pc, "A1", "Filter", s1, "Pivot", True))
    s2 = ["Pivot", "Orders", "Orders (backup)", "Notes"]
    T('CalcTools.copy_sheet("Orders", "Orders (backup)")', scr("13:41", oc, "A1", "Order", s2, "Orders (backup)", True))
    s3 = ["Orders", "Pivot", "Notes", "Orders (backup)"]
    T('CalcTools.reorder_sheets(["Orders", "Pivot", "Notes", "Orders (backup)"])', scr("13:41", oc, "A1", "Order", s3, "Orders (backup)", True))
    T('CalcTools.switch_active_sheet("Pivot")', scr("13:41", pc, "A1", "Filter", s3, "Pivot", True))
    T("print(CalcTools.get_workbook_info())", scr("13:42", pc, "A1", "Filter", s3, "Pivot", True))
    T("CalcTools.set_zoom_level(85)", scr("13:42", pc, "A1", "Filter", s3, "Pivot", True, 85))
    T("CalcTools.save()", scr("13:42", pc, "A1", "Filter", s3, "Pivot", False, 85))
    return T


@traj(bad_turn=6, kind="rename_old_name", task="In budget_2024.ods name the sheets Budget and Actuals, enter February's actual rent (1840) and show amounts as currency.")
def o22(t: type[Traj]) -> Traj:
    budget = {"A1": "Category", "B1": "Jan", "C1": "Feb", "D1": "Mar", "A2": "Rent", "B2": "1800", "C2": "1800", "D2": "1800",
              "A3": "Utilities", "B3": "240", "C3": "240", "D3": "240", "A4": "Groceries", "B4": "650", "C4": "650", "D4": "650"}
    actual = {"A1": "Category", "B1": "Jan", "C1": "Feb", "A2": "Rent", "B2": "1800", "C2": "", "A3": "Utilities", "B3": "263", "C3": "228",
              "A4": "Groceries", "B4": "712", "C4": "598"}

    def scr(clock, cells, sel, inp, sheets, active, mod=True):
        return desktop(clock, calc("budget_2024.ods", {k: v for k, v in cells.items() if v}, sel, inp, sheets, active, mod))
    T = t(scr("18:03", budget, "A1", "Category", ["Sheet1", "Sheet2"], "Sheet1", False))
    T('CalcTools.rename_sheet("Sheet1", "Budget")', scr("18:03", budget, "A1", "Category", ["Budget", "Sheet2"], "Budget"))
    names = ["Budget", "Actuals"]
    T('CalcTools.rename_sheet("Sheet2", "Actuals")', scr("18:04", budget, "A1", "Category", names, "Budget"))
    T('CalcTools.switch_active_sheet("Actuals")', scr("18:04", actual, "A1", "Category", names, "Actuals"))
    actual["C2"] = "1840"
    T('CalcTools.set_cell_value("C2", 1840)', scr("18:04", actual, "A1", "Category", names, "Actuals"))
    cur = {k: (f"${int(v):,}.00" if k[0] in "BC" and k[1:] != "1" and v else v) for k, v in actual.items()}
    T('CalcTools.set_number_format("B2:C4", "currency")', scr("18:05", cur, "A1", "Category", names, "Actuals"))
    # contradiction: the first sheet, renamed to Budget at turn 1, is listed as Sheet1 again
    T('CalcTools.switch_active_sheet("Budget")', scr("18:05", budget, "A1", "Category", ["Sheet1", "Actuals"], "Sheet1"))
    return T


# ---------------------------------------------------------------- LibreOffice Impress (05 clean, 06 bad)

def impress(title: str, slides: list[tuple[str, str]], cur: int, modified: bool, font: str = "Liberation Sans", dialog: bool = False,
            shown_total: int | None = None) -> list[Row]:
    names = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
    rows = [R("frame", f"{title} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
    rows += [R("menu", n, "", (75 + 60 * k, 60), (56, 23)) for k, n in enumerate(names)]
    rows += [R("push-button", "Save", "", (160, 92), (30, 30)), R("combo-box", "Font Name", font, (700, 128), (180, 26)),
             R("combo-box", "Font Size", "44 pt", (890, 128), (70, 26)), R("list", "Slides Pane", "", (75, 170), (230, 820))]
    for k, (tt, _) in enumerate(slides):
        rows.append(R("list-item", f"Slide {k + 1}", tt or "Click to add Title", (85, 180 + k * 86), (210, 80)))
    tt, body = slides[cur - 1]
    rows += [R("panel", f"Slide {cur}", "", (320, 170), (1400, 790)),
             R("text", "PresentationTitle", tt or "Click to add Title", (420, 230), (1200, 160)),
             R("text", "PresentationOutline", body or "Click to add Text", (420, 430), (1200, 460))]
    if dialog:
        rows += [R("dialog", "Keep current format", "", (660, 420), (600, 200)),
                 R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint”.", (680, 450), (560, 60)),
                 R("push-button", "Use PowerPoint Format!", "", (700, 560), (220, 34)), R("push-button", "Use ODF Format!", "", (940, 560), (200, 34))]
    rows += [R("label", "", f"Slide {cur} of {shown_total or len(slides)}", (75, 1050), (130, 22)), R("label", "", "Default", (330, 1050), (90, 22)),
             R("label", "", "English (USA)", (560, 1050), (120, 22)), R("push-button", MOD if modified else SAVED, "", (760, 1050), (24, 22)),
             R("label", "", "68%", (1860, 1050), (50, 22))]
    return rows


@traj(task="In kickoff.pptx duplicate the Timeline slide, retitle the copy 'Timeline – Q2 detail', save as PowerPoint, then drop the Goals slide.")
def o05(t: type[Traj]) -> Traj:
    slides = [("Project Kickoff", "Harborline edge migration\nMarch 2024"),
              ("Goals", "Cut p95 latency by 30%\nRetire the legacy load balancers\nZero-downtime cutover"),
              ("Timeline", "Mar: design review\nApr: canary in eu-west-1\nMay: full rollout"),
              ("Team", "Priya Shah – lead\nSam Okafor – infra\nAiko Tanaka – SRE"), ("Questions", "")]
    T = t(desktop("11:05", impress("kickoff.pptx", slides, 1, False)))
    T("ImpressTools.go_to_slide(3)", desktop("11:05", impress("kickoff.pptx", slides, 3, False)))
    slides.insert(3, slides[2])
    T("ImpressTools.duplicate_slide(3)", desktop("11:06", impress("kickoff.pptx", slides, 4, True)))
    slides[3] = ("Timeline – Q2 detail", slides[3][1])
    T('ImpressTools.write_text("Timeline – Q2 detail", slide_index=4, box_index=0)', desktop("11:06", impress("kickoff.pptx", slides, 4, True)))
    T("pyautogui.hotkey('ctrl', 's')", desktop("11:06", impress("kickoff.pptx", slides, 4, True, dialog=True)))
    T("pyautogui.click(810, 577)  # Use PowerPoint Format!", desktop("11:07", impress("kickoff.pptx", slides, 4, False)))
    T("ImpressTools.go_to_slide(6)", desktop("11:07", impress("kickoff.pptx", slides, 6, False)))
    slides.pop(1)
    T("ImpressTools.delete_slide(2)", desktop("11:08", impress("kickoff.pptx", slides, 5, True)))
    T("print(ImpressTools.get_slide_count())", desktop("11:08", impress("kickoff.pptx", slides, 5, True)))
    return T


@traj(bad_turn=6, kind="count_mismatch", task="Add a Resources slide at the end of training.odp and duplicate the Agenda slide.")
def o06(t: type[Traj]) -> Traj:
    slides = [("Onboarding", "Platform team, March cohort"), ("Agenda", "Accounts\nOn-call\nRunbooks\nTooling"),
              ("Accounts & access", "SSO, VPN, hardware keys"), ("On-call basics", "Rotations, paging, handover"),
              ("Runbooks", "Where they live and how to update them"), ("Incident roles", "Commander, scribe, comms"),
              ("Tooling", "Grafana, Loki, PagerDuty"), ("Wrap-up", "Questions and next steps")]
    T = t(desktop("15:20", impress("training.odp", slides, 1, False)))
    T("ImpressTools.go_to_slide(8)", desktop("15:20", impress("training.odp", slides, 8, False)))
    slides.append(("", ""))
    T("pyautogui.hotkey('ctrl', 'm')", desktop("15:21", impress("training.odp", slides, 9, True)))
    slides[8] = ("Resources", "")
    T('ImpressTools.write_text("Resources", slide_index=9, box_index=0)', desktop("15:21", impress("training.odp", slides, 9, True)))
    T('ImpressTools.set_slide_font(9, "Liberation Sans Narrow")', desktop("15:21", impress("training.odp", slides, 9, True, font="Liberation Sans Narrow")))
    T("ImpressTools.go_to_slide(2)", desktop("15:22", impress("training.odp", slides, 2, True)))
    slides.insert(2, slides[1])
    # contradiction: ten slides in the pane, the status bar counts eleven
    T("ImpressTools.duplicate_slide(2)", desktop("15:22", impress("training.odp", slides, 3, True, shown_total=11)))
    return T


# ---------------------------------------------------------------- LibreOffice Writer (09 clean, 10 bad)

def writer(title: str, paras: list[str], page: tuple[int, int], modified: bool, style: str = "Default Paragraph Style",
           save_as: str | None = None) -> list[Row]:
    names = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
    rows = [R("frame", f"{title} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    rows += [R("menu", n, "", (75 + 56 * k, 60), (52, 23)) for k, n in enumerate(names)]
    rows += [R("push-button", "Save", "", (160, 92), (30, 30)), R("combo-box", "Paragraph Style", style, (80, 128), (200, 26)),
             R("combo-box", "Font Name", "Liberation Serif", (290, 128), (180, 26)), R("combo-box", "Font Size", "12 pt", (480, 128), (70, 26)),
             R("document-text", "", "", (420, 170), (1080, 840))]
    y = 260
    for p in paras:
        if p == "\f":
            y += 120
            continue
        rows.append(R("paragraph", "", p, (520, y), (880, 22)))
        y += 30
    words = sum(len(p.split()) for p in paras if p != "\f")
    chars = sum(len(p) for p in paras if p != "\f")
    if save_as is not None:
        rows += [R("dialog", "Save As", "", (560, 240), (800, 560)), R("text", "Name", save_as, (700, 280), (500, 30)),
                 R("push-button", "Documents", "", (600, 330), (120, 30)), R("table-cell", "", "q4_review.odt", (780, 400), (400, 22)),
                 R("table-cell", "", "memo.odt", (780, 424), (400, 22)), R("combo-box", "File type", "ODF Text Document (.odt)", (780, 740), (300, 30)),
                 R("push-button", "Cancel", "", (1120, 280), (90, 30)), R("push-button", "Save", "", (1220, 280), (90, 30))]
    rows += [R("label", "", f"Page {page[0]} of {page[1]}", (75, 1050), (110, 22)),
             R("label", "", f"{words} word{'s' if words != 1 else ''}, {chars} character{'s' if chars != 1 else ''}", (200, 1050), (220, 22)),
             R("label", "", "Default Page Style", (440, 1050), (150, 22)), R("label", "", "English (USA)", (610, 1050), (120, 22)),
             R("push-button", MOD if modified else SAVED, "", (760, 1050), (24, 22)), R("label", "", "100%", (1860, 1050), (50, 22))]
    return rows


@traj(task="Write the Q1 review outline in a new document (title in capitals, an appendix on its own page) and save it as q1_review.odt.")
def o09(t: type[Traj]) -> Traj:
    P: list[str] = [""]
    T = t(desktop("14:58", writer("Untitled 1", P, (1, 1), False)))
    P = ["Quarterly review notes"]
    T("pyautogui.write('Quarterly review notes')", desktop("14:58", writer("Untitled 1", P, (1, 1), True)))
    P = P + ["Revenue grew 12 percent over Q4."]
    T("pyautogui.press('enter')\npyautogui.write('Revenue grew 12 percent over Q4.')", desktop("14:59", writer("Untitled 1", P, (1, 1), True)))
    P[0] = P[0].upper()
    T('WriterTools.change_text_case(paragraph_index=0, case="upper")', desktop("14:59", writer("Untitled 1", P, (1, 1), True)))
    P = P + ["\f", ""]
    T("pyautogui.hotkey('ctrl', 'enter')", desktop("15:00", writer("Untitled 1", P, (2, 2), True)))
    P[-1] = "Appendix"
    T("pyautogui.write('Appendix')", desktop("15:00", writer("Untitled 1", P, (2, 2), True)))
    T("pyautogui.hotkey('ctrl', 'shift', 's')", desktop("15:01", writer("Untitled 1", P, (2, 2), True, save_as="Untitled 1")))
    T("pyautogui.write('q1_review')\npyautogui.press('enter')", desktop("15:01", writer("q1_review.odt", P, (2, 2), False)))
    T("WriterTools.set_line_spacing(1.5)", desktop("15:02", writer("q1_review.odt", P, (2, 2), True)))
    return T


@traj(bad_turn=6, kind="value_reverted", task="In memo.odt capitalise the greeting line, add a thank-you, save, and sign it from Facilities.")
def o10(t: type[Traj]) -> Traj:
    P = ["to all staff", "The office will be closed on Friday, March 29.", "Please plan accordingly."]
    T = t(desktop("08:47", writer("memo.odt", P, (1, 1), False)))
    P[0] = "TO ALL STAFF"
    T('WriterTools.change_text_case(paragraph_index=0, case="upper")', desktop("08:47", writer("memo.odt", P, (1, 1), True)))
    P[2] += " Thank you."
    T("pyautogui.click(703, 331)  # end of the last paragraph\npyautogui.write(' Thank you.')", desktop("08:48", writer("memo.odt", P, (1, 1), True)))
    T("WriterTools.set_line_spacing(2.0)", desktop("08:48", writer("memo.odt", P, (1, 1), True)))
    T("WriterTools.save()", desktop("08:48", writer("memo.odt", P, (1, 1), False)))
    T("pyautogui.hotkey('ctrl', 'end')", desktop("08:49", writer("memo.odt", P, (1, 1), False)))
    # contradiction: the greeting, uppercased at turn 1 and saved at turn 4, is back in lower case
    bad = ["to all staff"] + P[1:] + ["— Facilities"]
    T("pyautogui.press('enter')\npyautogui.write('— Facilities')", desktop("08:49", writer("memo.odt", bad, (1, 1), True)))
    return T


# ---------------------------------------------------------------- Files / Nautilus (03 clean, 04 bad)

SIDEBAR = ["Recent", "Starred", "Home", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files(path: list[str], items: list[tuple[str, str, str]], floating: str | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", path[-1], "", (300, 120), (1300, 820)), R("push-button", "Back", "", (312, 130), (34, 34)),
            R("push-button", "Forward", "", (348, 130), (34, 34))]
    rows += [R("push-button", p, "", (400 + 110 * k, 130), (104, 34)) for k, p in enumerate(path)]
    rows += [R("push-button", "Search", "", (1400, 130), (34, 34)), R("push-button", "View options", "", (1440, 130), (34, 34)),
             R("push-button", "Open Menu", "", (1480, 130), (34, 34))]
    rows += [R("list-item", s, s, (310, 180 + 34 * k), (200, 32)) for k, s in enumerate(SIDEBAR)]
    rows += [R("table-column-header", "Name", "", (520, 180), (560, 28)), R("table-column-header", "Size", "", (1080, 180), (140, 28)),
             R("table-column-header", "Modified", "", (1220, 180), (180, 28))]
    for k, (name, size, when) in enumerate(items):
        y = 210 + 34 * k
        rows += [R("table-cell", "", name, (520, y), (560, 32)), R("table-cell", "", size, (1080, y), (140, 32)), R("table-cell", "", when, (1220, y), (180, 32))]
    if floating:
        rows.append(R("label", "", floating, (1200, 900), (380, 30)))
    return rows + (extra or [])


@traj(task="In ~/Documents make an 'archive' folder, move draft_v1.docx into it, then list the folder by modification date.")
def o03(t: type[Traj]) -> Traj:
    folders = [["reports", "4 items", "Mar 2"]]
    docs = [["budget.xlsx", "14.2 kB", "Yesterday"], ["draft_v1.docx", "32.0 kB", "Mar 12"], ["notes.txt", "1.1 kB", "09:12"], ["photo.jpg", "2.3 MB", "Mar 10"]]

    def lst():
        return [tuple(x) for x in sorted(folders) + sorted(docs)]
    P = ["Home", "Documents"]
    T = t(desktop("10:30", files(P, lst())))
    dlg = [R("dialog", "New Folder", "", (720, 380), (480, 190)), R("label", "", "Folder name", (740, 420), (200, 22))]
    T("pyautogui.hotkey('ctrl', 'shift', 'n')", desktop("10:30", files(P, lst(), extra=dlg + [R("text", "Folder name", "", (740, 450), (440, 34)), R("push-button", "Create", "", (1100, 400), (80, 30))])))
    T("pyautogui.write('archive')", desktop("10:31", files(P, lst(), extra=dlg + [R("text", "Folder name", "archive", (740, 450), (440, 34)), R("push-button", "Create", "", (1100, 400), (80, 30))])))
    folders.insert(0, ["archive", "0 items", "10:31"])
    T("pyautogui.press('enter')", desktop("10:31", files(P, lst(), "“archive” selected (containing 0 items)")))
    T("pyautogui.click(640, 328)  # draft_v1.docx", desktop("10:31", files(P, lst(), "“draft_v1.docx” selected (32.0 kB)")))
    moved = docs.pop(1)
    folders[0] = ["archive", "1 item", "10:32"]
    T("pyautogui.dragTo(640, 226, duration=0.5)  # onto the archive folder", desktop("10:32", files(P, lst())))
    T("pyautogui.doubleClick(640, 226)", desktop("10:32", files(P + ["archive"], [tuple(moved)])))
    T("pyautogui.hotkey('alt', 'up')", desktop("10:32", files(P, lst())))
    order = {"10:32": 0, "09:12": 1, "Yesterday": 2, "Mar 12": 3, "Mar 10": 4, "Mar 2": 5}
    by_date = [tuple(x) for x in sorted(folders, key=lambda f: order[f[2]]) + sorted(docs, key=lambda f: order[f[2]])]
    T("pyautogui.click(1300, 194)  # Modified column header", desktop("10:33", files(P, by_date)))
    return T


@traj(bad_turn=6, kind="deleted_reappears", task="Clean up ~/Downloads: trash old_resume.pdf, rename the screenshot to ui-bug.png, then show hidden files.")
def o04(t: type[Traj]) -> Traj:
    items = [("data.csv", "48.3 kB", "Yesterday"), ("invoice_0391.pdf", "412.0 kB", "08:55"), ("old_resume.pdf", "96.1 kB", "Jan 9"),
             ("screenshot-2024-03-13.png", "311.4 kB", "Yesterday"), ("setup.sh", "2.4 kB", "Mar 11")]
    P = ["Home", "Downloads"]
    T = t(desktop("10:04", files(P, items)))
    T("pyautogui.click(640, 294)  # old_resume.pdf", desktop("10:04", files(P, items, "“old_resume.pdf” selected (96.1 kB)")))
    items.remove(("old_resume.pdf", "96.1 kB", "Jan 9"))
    toast = [R("label", "", "“old_resume.pdf” moved to trash", (760, 960), (340, 30)), R("push-button", "Undo", "", (1110, 960), (60, 30))]
    T("pyautogui.press('delete')", desktop("10:05", files(P, items, extra=toast)))
    T("pyautogui.click(640, 294)  # screenshot-2024-03-13.png", desktop("10:05", files(P, items, "“screenshot-2024-03-13.png” selected (311.4 kB)")))
    pop = [R("label", "", "File name", (560, 330), (200, 22)), R("text", "File name", "screenshot-2024-03-13.png", (560, 356), (380, 32)),
           R("push-button", "Rename", "", (950, 356), (90, 32))]
    T("pyautogui.press('f2')", desktop("10:05", files(P, items, "“screenshot-2024-03-13.png” selected (311.4 kB)", pop)))
    items = sorted([i for i in items if not i[0].startswith("screenshot")] + [("ui-bug.png", "311.4 kB", "Yesterday")])
    T("pyautogui.write('ui-bug')\npyautogui.press('enter')", desktop("10:06", files(P, items, "“ui-bug.png” selected (311.4 kB)")))
    # contradiction: old_resume.pdf, trashed at turn 2, is listed again among the now-visible hidden files
    shown = [("data.csv", "48.3 kB", "Yesterday"), ("invoice_0391.pdf", "412.0 kB", "08:55"), ("old_resume.pdf", "96.1 kB", "Jan 9"),
             ("setup.sh", "2.4 kB", "Mar 11"), ("ui-bug.png", "311.4 kB", "Yesterday"), (".wget-hsts", "178 bytes", "Mar 11"),
             (".~lock.data.csv#", "90 bytes", "10:02")]
    T("pyautogui.hotkey('ctrl', 'h')", desktop("10:06", files(P, shown, "“ui-bug.png” selected (311.4 kB)")))
    return T


# ---------------------------------------------------------------- GNOME Terminal (07 clean, 08 bad)

def term(title: str, buf: list[str]) -> list[Row]:
    text = "\n".join(buf[-40:])
    return [R("frame", title, "", (300, 100), (1320, 860)), R("push-button", "New Tab", "", (312, 108), (34, 34)),
            R("push-button", "Menu", "", (1520, 108), (34, 34)), R("terminal", "Terminal", text, (305, 150), (1310, 805))]


class Shell:
    def __init__(self, prompt: str, history: list[str]) -> None:
        self.prompt = prompt
        self.buf = history + [prompt + " "]

    def run(self, typed: str, out: list[str], prompt_after: bool = True) -> list[str]:
        self.buf[-1] += typed
        self.buf += out
        if prompt_after:
            self.buf.append(self.prompt + " ")
        return list(self.buf)


@traj(task="Restart nginx on devbox, check that it came back, then rebuild the app.")
def o07(t: type[Traj]) -> Traj:
    sh = Shell("jlee@devbox:~/app$", ["jlee@devbox:~/app$ git pull", "Already up to date."])
    title = "jlee@devbox: ~/app"
    T = t(desktop("Mar 14  10:23", term(title, sh.buf)))
    st1 = ["● nginx.service - A high performance web server and a reverse proxy server",
           "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)",
           "     Active: active (running) since Thu 2024-03-14 09:02:11 UTC; 1h 21min ago",
           "       Docs: man:nginx(8)", "   Main PID: 1187 (nginx)"]
    T("pyautogui.write('systemctl status nginx --no-pager | head -5\\n')", desktop("Mar 14  10:23", term(title, sh.run("systemctl status nginx --no-pager | head -5", st1))))
    T("pyautogui.write('sudo systemctl restart nginx\\n')", desktop("Mar 14  10:23", term(title, sh.run("sudo systemctl restart nginx", ["[sudo] password for jlee: "], False))))
    sh.buf[-1] = "[sudo] password for jlee: "
    T("pyautogui.write('devbox-pass\\n')", desktop("Mar 14  10:23", term(title, sh.run("", [], True))))
    st2 = ["● nginx.service - A high performance web server and a reverse proxy server",
           "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)",
           "     Active: active (running) since Thu 2024-03-14 10:23:47 UTC; 6s ago",
           "       Docs: man:nginx(8)", "   Main PID: 24581 (nginx)"]
    T("pyautogui.write('systemctl status nginx --no-pager | head -5\\n')", desktop("Mar 14  10:23", term(title, sh.run("systemctl status nginx --no-pager | head -5", st2))))
    T("pyautogui.write('date\\n')", desktop("Mar 14  10:24", term(title, sh.run("date", ["Thu Mar 14 10:24:02 UTC 2024"]))))
    build = ["npm run build", "", "> app@1.4.0 build", "> vite build", "", "vite v5.1.4 building for production...", "✓ 214 modules transformed.",
             "dist/index.html                   0.46 kB │ gzip:  0.30 kB", "dist/assets/index-4f9a2c1e.css    8.12 kB │ gzip:  2.31 kB",
             "dist/assets/index-b71d03aa.js   143.57 kB │ gzip: 46.08 kB", "✓ built in 3.21s"]
    T("pyautogui.write('make build\\n')", desktop("Mar 14  10:24", term(title, sh.run("make build", build))))
    ls = ["total 152", "-rw-rw-r-- 1 jlee jlee   8315 10:24 index-4f9a2c1e.css", "-rw-rw-r-- 1 jlee jlee 147016 10:24 index-b71d03aa.js"]
    T("pyautogui.write('ls -l --time-style=+%H:%M dist/assets\\n')", desktop("Mar 14  10:24", term(title, sh.run("ls -l --time-style=+%H:%M dist/assets", ls))))
    T("pyautogui.write('date\\n')", desktop("Mar 14  10:24", term(title, sh.run("date", ["Thu Mar 14 10:24:41 UTC 2024"]))))
    return T


@traj(bad_turn=6, kind="identity_changed", task="On cache-01, check the Redis server and take a 60-second deploy lock.")
def o08(t: type[Traj]) -> Traj:
    sh = Shell("jlee@cache-01:~$", ["jlee@cache-01:~$ uptime", " 11:12:40 up 12 days,  3:05,  1 user,  load average: 0.08, 0.11, 0.09"])
    title = "jlee@cache-01: ~"
    T = t(desktop("Mar 14  11:12", term(title, sh.buf)))
    T("pyautogui.write('pgrep -a redis-server\\n')", desktop("Mar 14  11:12", term(title, sh.run("pgrep -a redis-server", ["1342 /usr/bin/redis-server 127.0.0.1:6379"]))))
    T("pyautogui.write('redis-cli ping\\n')", desktop("Mar 14  11:13", term(title, sh.run("redis-cli ping", ["PONG"]))))
    grep = "redis-cli info server | grep -E 'process_id|uptime_in_seconds'"
    T(f"pyautogui.write({grep + chr(10)!r})", desktop("Mar 14  11:13", term(title, sh.run(grep, ["process_id:1342", "uptime_in_seconds:5231"]))))
    T("pyautogui.write('redis-cli set deploy:lock 1 EX 60 NX\\n')", desktop("Mar 14  11:13", term(title, sh.run("redis-cli set deploy:lock 1 EX 60 NX", ["OK"]))))
    T("pyautogui.write('redis-cli ttl deploy:lock\\n')", desktop("Mar 14  11:13", term(title, sh.run("redis-cli ttl deploy:lock", ["(integer) 57"]))))
    # contradiction: same server, uptime kept counting (no restart), but process_id 1342 became 1432
    T(f"pyautogui.write({grep + chr(10)!r})", desktop("Mar 14  11:14", term(title, sh.run(grep, ["process_id:1432", "uptime_in_seconds:5291"]))))
    return T


# ---------------------------------------------------------------- Thunderbird (11 clean, 12 bad)

def tb(folder: str, folders: dict[str, int], msgs: list[dict], shown: dict | None = None) -> list[Row]:
    rows = [R("frame", f"{folder} - jordan.lee@harborline.io - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
    rows += [R("push-button", n, "", (90 + 120 * k, 70), (110, 30)) for k, n in enumerate(["Get Messages", "Write", "Chat", "Address Book", "Tag", "Quick Filter"])]
    rows += [R("entry", "Search <Ctrl+K>", "", (1400, 70), (400, 30)), R("tree", "Folders", "", (80, 120), (300, 900)),
             R("tree-item", "jordan.lee@harborline.io", "", (90, 130), (280, 26))]
    for k, (f, unread) in enumerate(folders.items()):
        rows.append(R("tree-item", f + (f" ({unread})" if unread else ""), "", (110, 160 + 28 * k), (260, 26)))
    rows += [R("table-column-header", "Star", "", (400, 120), (30, 26)), R("table-column-header", "Subject", "", (430, 120), (700, 26)),
             R("table-column-header", "Correspondents", "", (1130, 120), (300, 26)), R("table-column-header", "Date", "", (1430, 120), (200, 26))]
    for k, m in enumerate([m for m in msgs if m["folder"] == folder]):
        y = 148 + 26 * k
        rows += [R("table-cell", "Star", "Starred" if m.get("star") else "", (400, y), (30, 26)),
                 R("table-cell", "Subject", m["subj"] + (" (unread)" if m["unread"] else ""), (430, y), (700, 26)),
                 R("table-cell", "Correspondents", m["who"], (1130, y), (300, 26)), R("table-cell", "Date", m["date"], (1430, y), (200, 26))]
    if shown:
        rows += [R("label", "From", shown["from"], (420, 560), (800, 24)), R("label", "Subject", shown["subj"], (420, 588), (800, 24)),
                 R("label", "Date", shown["full"], (1500, 560), (200, 24)), R("document-web", "", "", (410, 620), (1500, 440)),
                 R("paragraph", "", shown["body"], (430, 640), (1460, 60))]
    return rows


def M(subj: str, who: str, date: str, unread: bool, folder: str = "Inbox", **kw) -> dict:
    return {"subj": subj, "who": who, "date": date, "unread": unread, "folder": folder, **kw}


@traj(task="Read and archive the audit email, reply to Elena that 25–27 March works, then fetch new mail.")
def o11(t: type[Traj]) -> Traj:
    audit = M("Quarterly audit schedule", "Elena Petrova", "09:41", True, addr="Elena Petrova <elena.petrova@harborline.io>", full="3/14/2024, 09:41",
              body="Hi Jordan, the auditors will be on site 25–27 March. Please confirm the dates work for your team. Elena")
    oncall = M("Re: on-call swap next week", "Marco Bellini", "08:12", True, addr="Marco Bellini <marco.bellini@harborline.io>", full="3/14/2024, 08:12",
               body="Swap confirmed: I take Mon–Wed, you take Thu–Sun. Updating PagerDuty now.")
    msgs = [audit, oncall, M("Pipeline #8812 has failed", "GitLab", "Yesterday 23:41", False), M("Lunch Friday?", "Priya Shah", "Yesterday 17:02", True),
            M("Your March invoice", "Fly.io", "3/12/2024 06:10", False),
            M("Re: Vault DR drill", "Aiko Tanaka", "Yesterday 16:40", False, "Sent"), M("on-call swap next week", "Marco Bellini", "Yesterday 10:15", False, "Sent")]

    def fl():
        return {f: sum(1 for m in msgs if m["folder"] == f and m["unread"]) for f in ["Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash"]}

    def sh(m):
        return {"from": m["addr"], "subj": m["subj"], "full": m["full"], "body": m["body"]}
    T = t(desktop("09:45", tb("Inbox", fl(), msgs)))
    audit["unread"] = False
    T("pyautogui.click(780, 161)  # Quarterly audit schedule", desktop("09:45", tb("Inbox", fl(), msgs, sh(audit))))
    audit["folder"], oncall["unread"] = "Archives", False
    T("pyautogui.press('a')", desktop("09:45", tb("Inbox", fl(), msgs, sh(oncall))))

    def compose(to: str, subj: str, body: str) -> list[Row]:
        return [
            R("frame", f"Write: {subj or '(no subject)'} - Thunderbird", "", (360, 140), (1200, 800)), R("push-button", "Send", "", (380, 180), (80, 30)),
            R("push-button", "Spelling", "", (470, 180), (90, 30)), R("push-button", "Attach", "", (570, 180), (90, 30)),
            R("combo-box", "From", "Jordan Lee <jordan.lee@harborline.io>", (480, 230), (700, 28)), R("entry", "To", to, (480, 264), (700, 28)),
            R("entry", "Subject", subj, (480, 298), (700, 28)), R("document-frame", "Message body", body, (380, 340), (1160, 580))]
    T("pyautogui.click(265, 85)  # Write", desktop("09:45", tb("Inbox", fl(), msgs, sh(oncall)) + compose("", "", "")))
    T("pyautogui.write('elena.petrova@harborline.io')\npyautogui.press('tab')\npyautogui.write('Re: audit dates')\npyautogui.press('tab')\npyautogui.write('25-27 March works for us. Jordan')",
      desktop("09:46", tb("Inbox", fl(), msgs, sh(oncall)) + compose("Elena Petrova <elena.petrova@harborline.io>", "Re: audit dates", "25-27 March works for us. Jordan")))
    msgs.insert(5, M("Re: audit dates", "Elena Petrova", "09:46", False, "Sent"))
    T("pyautogui.hotkey('ctrl', 'enter')", desktop("09:46", tb("Inbox", fl(), msgs, sh(oncall))))
    T("pyautogui.click(160, 229)  # Sent", desktop("09:46", tb("Sent", fl(), msgs)))
    msgs.insert(0, M("Badge pickup reminder", "Facilities", "09:47", True))
    T("pyautogui.click(145, 85)  # Get Messages", desktop("09:47", tb("Sent", fl(), msgs)))
    T("pyautogui.click(160, 173)  # Inbox", desktop("09:47", tb("Inbox", fl(), msgs)))
    return T


@traj(bad_turn=6, kind="moved_missing", task="Star the Fly.io invoice, archive it and the lunch email, then check the Archives folder.")
def o12(t: type[Traj]) -> Traj:
    inv = M("Invoice 2231 – March hosting", "Fly.io Billing", "08:02", False, addr="Fly.io Billing <billing@fly.io>", full="3/14/2024, 08:02",
            body="Invoice 2231 for harborline-prod: $38.17, paid with Visa ending 4242.")
    lunch = M("Team lunch Friday", "Priya Shah", "07:40", False, addr="Priya Shah <priya.shah@harborline.io>", full="3/14/2024, 07:40",
              body="Taberna at 12:30 on Friday, I booked for eight.")
    vault = M("Vault DR drill results", "Aiko Tanaka", "Yesterday 16:31", False, addr="Aiko Tanaka <aiko.tanaka@harborline.io>", full="3/13/2024, 16:31",
              body="Unseal took 4 minutes on the DR site; write-up attached.")
    metrics = M("Weekly metrics", "Grafana", "Yesterday 09:00", False, addr="Grafana <grafana@harborline.io>", full="3/13/2024, 09:00",
                body="p95 latency 182 ms (−6%), error rate 0.04%.")
    msgs = [inv, lunch, vault, metrics, M("Welcome aboard!", "HR", "1/8/2024 09:00", False, "Archives"),
            M("Q4 offsite photos", "Sam Okafor", "12/20/2023 14:02", False, "Archives")]
    folders = {"Inbox": 0, "Drafts": 0, "Sent": 0, "Archives": 0, "Junk": 0, "Trash": 0}

    def sh(m):
        return {"from": m["addr"], "subj": m["subj"], "full": m["full"], "body": m["body"]}
    T = t(desktop("08:30", tb("Inbox", folders, msgs)))
    T("pyautogui.click(780, 161)  # Invoice 2231", desktop("08:30", tb("Inbox", folders, msgs, sh(inv))))
    inv["star"] = True
    T("pyautogui.press('s')", desktop("08:30", tb("Inbox", folders, msgs, sh(inv))))
    inv["folder"] = "Archives"
    T("pyautogui.press('a')", desktop("08:31", tb("Inbox", folders, msgs, sh(lunch))))
    lunch["folder"] = "Archives"
    T("pyautogui.press('a')", desktop("08:31", tb("Inbox", folders, msgs, sh(vault))))
    T("pyautogui.click(780, 187)  # Weekly metrics", desktop("08:31", tb("Inbox", folders, msgs, sh(metrics))))
    # contradiction: the invoice archived at turn 3 is not in Archives (the lunch email archived after it is)
    arch = [lunch, msgs[4], msgs[5]]
    T("pyautogui.click(160, 257)  # Archives", desktop("08:32", tb("Archives", folders, arch)))
    return T


# ---------------------------------------------------------------- Google Chrome (13 clean, 14 bad)

def chrome(tabs: list[str], active: int, url: str, page: list[Row], bookmarks: list[str], starred: bool, extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    rows += [R("page-tab", tt, "", (80 + 240 * k, 35), (236, 34)) for k, tt in enumerate(tabs)]
    rows += [R("push-button", "New Tab", "", (80 + 240 * len(tabs), 38), (28, 28)), R("push-button", "Back", "", (85, 75), (34, 34)),
             R("push-button", "Forward", "", (121, 75), (34, 34)), R("push-button", "Reload", "", (157, 75), (34, 34)),
             R("entry", "Address and search bar", url, (200, 77), (1500, 30)),
             R("push-button", "Edit bookmark for this tab" if starred else "Bookmark this tab", "", (1710, 77), (30, 30)),
             R("push-button", "Extensions", "", (1760, 75), (34, 34)), R("push-button", "Chrome", "", (1870, 75), (34, 34))]
    rows += [R("push-button", b, "", (80 + 150 * k, 115), (146, 28)) for k, b in enumerate(bookmarks)]
    rows += [R("document-web", tabs[active], "", (70, 148), (1850, 930))] + page
    return rows + (extra or [])


WIKI_PAGE = [R("heading", "Backup policy (2024)", "", (300, 200), (800, 40)), R("paragraph", "", "Backup policy describes how Harborline backs up production data.", (300, 260), (1200, 24)),
             R("heading", "Schedule", "", (300, 300), (400, 30)),
             R("list-item", "", "Postgres: nightly full backup at 02:00 UTC, WAL archived every 5 minutes.", (320, 340), (1100, 24)),
             R("list-item", "", "Maintenance window: backups pause on the first Sunday of each month, 03:00–05:00 UTC.", (320, 368), (1100, 24))]
MAIL_PAGE = [R("heading", "Inbox", "", (300, 200), (400, 30)), R("link", "Quarterly audit schedule", "", (300, 250), (800, 24)),
             R("link", "Lunch Friday?", "", (300, 278), (800, 24)), R("link", "Re: on-call swap next week", "", (300, 306), (800, 24))]


@traj(task="Bookmark the Backup policy wiki page, check it survives closing the tab and clearing the last hour of browsing data.")
def o13(t: type[Traj]) -> Traj:
    MAIL = "Inbox (3) - jordan.lee@harborline.io - Harborline Mail"
    WIKI = "Backup policy (2024) - Harborline Wiki"
    wurl = "wiki.harborline.io/index.php/Backup_policy_(2024)"
    bm = ["Grafana", "GitLab", "Runbooks"]
    T = t(desktop("16:05", chrome([MAIL, WIKI], 1, wurl, WIKI_PAGE, bm, False)))
    bm2 = bm + [WIKI]
    bubble = [R("dialog", "Bookmark added", "", (1400, 110), (420, 220)), R("entry", "Name", WIKI, (1420, 160), (380, 30)),
              R("combo-box", "Folder", "Bookmarks bar", (1420, 200), (380, 30)), R("push-button", "More…", "", (1420, 280), (80, 30)),
              R("push-button", "Remove", "", (1620, 280), (80, 30)), R("push-button", "Done", "", (1720, 280), (80, 30))]
    T("BrowserTools.bookmark_page()", desktop("16:05", chrome([MAIL, WIKI], 1, wurl, WIKI_PAGE, bm2, True, bubble)))
    T("pyautogui.click(1760, 295)  # Done", desktop("16:06", chrome([MAIL, WIKI], 1, wurl, WIKI_PAGE, bm2, True)))
    T("pyautogui.hotkey('ctrl', 'w')", desktop("16:06", chrome([MAIL], 0, "mail.harborline.io/?_task=mail&_mbox=INBOX", MAIL_PAGE, bm2, False)))
    T("BrowserTools.bring_back_last_tab()", desktop("16:06", chrome([MAIL, WIKI], 1, wurl, WIKI_PAGE, bm2, True)))
    bpage = [R("heading", "Bookmarks", "", (300, 200), (400, 30)), R("entry", "Search bookmarks", "", (700, 160), (500, 30)),
             R("tree-item", "Bookmarks bar", "", (90, 240), (200, 26)), R("tree-item", "Other bookmarks", "", (90, 268), (200, 26))]
    bpage += [R("link", b, "", (320, 250 + 40 * k), (900, 30)) for k, b in enumerate(bm2)]
    tabs = [MAIL, WIKI, "Bookmarks"]
    T("BrowserTools.open_bookmarks()", desktop("16:07", chrome(tabs, 2, "chrome://bookmarks", bpage, bm2, False)))
    tabs = tabs + ["Settings - Clear browsing data"]
    spage = [R("heading", "Privacy and security", "", (500, 200), (600, 30)), R("link", "Clear browsing data", "", (500, 250), (600, 30)),
             R("link", "Third-party cookies", "", (500, 290), (600, 30)), R("link", "Security", "", (500, 330), (600, 30))]
    dlg = [R("dialog", "Clear browsing data", "", (660, 250), (600, 560)), R("page-tab", "Basic", "", (680, 300), (270, 34)),
           R("page-tab", "Advanced", "", (960, 300), (270, 34)), R("combo-box", "Time range", "Last hour", (680, 350), (300, 30)),
           R("check-box", "Browsing history", "", (680, 400), (560, 40)), R("check-box", "Cookies and other site data", "", (680, 450), (560, 40)),
           R("check-box", "Cached images and files", "", (680, 500), (560, 40)), R("push-button", "Cancel", "", (1040, 760), (90, 34)),
           R("push-button", "Clear data", "", (1140, 760), (110, 34))]
    T("BrowserTools.delete_browsing_data()", desktop("16:07", chrome(tabs, 3, "chrome://settings/clearBrowserData", spage, bm2, False, dlg)))
    tabs[3] = "Settings - Privacy and security"
    T("pyautogui.click(1195, 777)  # Clear data", desktop("16:08", chrome(tabs, 3, "chrome://settings/privacy", spage, bm2, False)))
    tabs = tabs + ["Bookmarks"]
    T("BrowserTools.open_bookmarks()", desktop("16:08", chrome(tabs, 4, "chrome://bookmarks", bpage, bm2, False)))
    return T


@traj(bad_turn=5, kind="clock_backwards", task="Add a Chrome site-search shortcut 'hw' for the Harborline wiki and try it.")
def o14(t: type[Traj]) -> Traj:
    tabs = ["Harborline Wiki", "Settings - Search engine"]
    bm = ["Grafana", "GitLab", "Runbooks"]
    home = [R("heading", "Main Page", "", (300, 200), (600, 40)), R("paragraph", "", "Welcome to the Harborline wiki.", (300, 260), (800, 24))]
    T = t(desktop("16:39", chrome(tabs[:1], 0, "wiki.harborline.io/index.php/Main_Page", home, bm, False)))
    se = [R("heading", "Search engine", "", (500, 200), (600, 30)), R("combo-box", "Search engine used in the address bar", "Google", (1100, 250), (220, 30)),
          R("link", "Manage search engines and site search", "", (500, 300), (700, 30))]
    T("BrowserTools.open_search_engine_settings()", desktop("16:40", chrome(tabs, 1, "chrome://settings/search", se, bm, False)))
    tabs[1] = "Settings - Manage search engines and site search"

    def manage(sites):
        rows = [R("heading", "Manage search engines and site search", "", (500, 200), (700, 30)), R("heading", "Search engines", "", (500, 250), (400, 30))]
        rows += [R("table-cell", "", n, (520, 290 + 34 * k), (300, 30)) for k, n in enumerate(["Google (Default)", "Bing", "Yahoo!", "DuckDuckGo", "Ecosia"])]
        rows += [R("heading", "Site search", "", (500, 480), (400, 30)), R("push-button", "Add", "", (1300, 480), (70, 30))]
        for k, (n, kw, u) in enumerate(sites):
            rows += [R("table-cell", "", n, (520, 520 + 34 * k), (300, 30)), R("table-cell", "", kw, (830, 520 + 34 * k), (120, 30)),
                     R("table-cell", "", u, (960, 520 + 34 * k), (600, 30))]
        if not sites:
            rows.append(R("label", "", "Added sites will appear here", (520, 520), (400, 24)))
        return rows
    T("pyautogui.click(850, 315)  # Manage search engines and site search", desktop("16:40", chrome(tabs, 1, "chrome://settings/searchEngines", manage([]), bm, False)))
    def add(a: str, b: str, c: str) -> list[Row]:
        return [R("dialog", "Add site search", "", (660, 300), (600, 380)), R("entry", "Search engine", a, (690, 360), (540, 34)),
                R("entry", "Shortcut", b, (690, 430), (540, 34)), R("entry", "URL with %s in place of query", c, (690, 500), (540, 34)),
                R("push-button", "Cancel", "", (1040, 620), (90, 34)), R("push-button", "Add", "", (1140, 620), (90, 34))]
    T("pyautogui.click(1335, 495)  # Add", desktop("16:41", chrome(tabs, 1, "chrome://settings/searchEngines", manage([]), bm, False, add("", "", ""))))
    url = "https://wiki.harborline.io/index.php?search=%s"
    T(f"pyautogui.click(960, 377)\npyautogui.write('Harbor Wiki')\npyautogui.click(960, 447)\npyautogui.write('hw')\npyautogui.click(960, 517)\npyautogui.write({url!r})",
      desktop("16:42", chrome(tabs, 1, "chrome://settings/searchEngines", manage([]), bm, False, add("Harbor Wiki", "hw", url))))
    # contradiction: the top-bar clock reads 16:14 after 16:42
    T("pyautogui.click(1185, 637)  # Add", desktop("16:14", chrome(tabs, 1, "chrome://settings/searchEngines", manage([("Harbor Wiki", "hw", url)]), bm, False)))
    res = [R("heading", "Search results", "", (300, 200), (600, 40)), R("paragraph", "", 'Showing results 1 – 3 of 3 for "Backup policy"', (300, 250), (800, 24)),
           R("link", "Backup policy (2024)", "", (300, 290), (600, 26)), R("link", "Vault DR drill", "", (300, 330), (600, 26)), R("link", "On-call handbook", "", (300, 370), (600, 26))]
    tabs[1] = "Search results for \"Backup policy\" - Harborline Wiki"
    T("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('hw Backup policy\\n')",
      desktop("16:43", chrome(tabs, 1, "wiki.harborline.io/index.php?search=Backup+policy", res, bm, False)))
    return T


# ---------------------------------------------------------------- VLC (15 clean, 16 bad)

def vlc(playlist: list[tuple[str, str]], cur: int, elapsed: str, playing: bool, volume: int = 80, shown_count: int | None = None) -> list[Row]:
    title, total = playlist[cur]
    rows = [R("frame", f"{title} - VLC media player", "", (300, 120), (1280, 820))]
    rows += [R("menu", n, "", (310 + 70 * k, 150), (66, 24)) for k, n in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"])]
    rows += [R("label", "", "Playlist", (310, 190), (200, 24)), R("label", "", f"{shown_count or len(playlist)} items", (1400, 190), (160, 24)),
             R("table-column-header", "Title", "", (310, 220), (1000, 24)), R("table-column-header", "Duration", "", (1310, 220), (250, 24))]
    for k, (tt, d) in enumerate(playlist):
        rows += [R("table-cell", "", tt, (310, 246 + 26 * k), (1000, 26)), R("table-cell", "", d, (1310, 246 + 26 * k), (250, 26))]
    rows += [R("label", "", elapsed, (310, 860), (70, 22)), R("slider", "Position", "", (390, 860), (1100, 22)), R("label", "", total, (1500, 860), (70, 22)),
             R("push-button", "Pause the playback" if playing else "Play", "", (310, 895), (36, 36)),
             R("push-button", "Previous media in the playlist, skip backward when held", "", (350, 895), (36, 36)),
             R("push-button", "Stop playback", "", (390, 895), (36, 36)),
             R("push-button", "Next media in the playlist, skip forward when held", "", (430, 895), (36, 36)),
             R("slider", "Volume", f"{volume}%", (1440, 900), (120, 24))]
    return rows


@traj(task="Queue Near Light and Ambre after the current album tracks in VLC, lower the volume to 60% and skip to the next track.")
def o15(t: type[Traj]) -> Traj:
    pl = [("Says – Nils Frahm", "08:19"), ("Saman – Ólafur Arnalds", "03:41")]
    T = t(desktop("21:10", vlc(pl, 0, "00:41", True)))
    pl.append(("Near Light – Ólafur Arnalds", "05:29"))
    T('VLCTools.add_to_playlist("/home/jlee/Music/Near Light.mp3")', desktop("21:10", vlc(pl, 0, "00:44", True)))
    T("pyautogui.press('space')", desktop("21:10", vlc(pl, 0, "00:47", False)))
    T("print(VLCTools.get_settings())", desktop("21:10", vlc(pl, 0, "00:47", False)))
    T('VLCTools.set_settings({"volume": 60})', desktop("21:11", vlc(pl, 0, "00:47", False, 60)))
    T("pyautogui.press('space')", desktop("21:11", vlc(pl, 0, "00:48", True, 60)))
    T("pyautogui.press('n')", desktop("21:11", vlc(pl, 1, "00:01", True, 60)))
    T("import time\ntime.sleep(10)", desktop("21:11", vlc(pl, 1, "00:11", True, 60)))
    pl.append(("Ambre – Nils Frahm", "02:41"))
    T('VLCTools.add_to_playlist("/home/jlee/Music/Ambre.mp3")', desktop("21:11", vlc(pl, 1, "00:13", True, 60)))
    return T


@traj(bad_turn=6, kind="count_mismatch", task="Pause the podcast, queue episodes 213 and 214, drop 212, skip ahead and queue 215.")
def o16(t: type[Traj]) -> Traj:
    pl = [("Episode 211 – Postmortems that help", "48:12"), ("Episode 212 – On-call hygiene", "51:40")]
    T = t(desktop("07:52", vlc(pl, 0, "12:30", True)))
    T("pyautogui.press('space')", desktop("07:52", vlc(pl, 0, "12:31", False)))
    pl.append(("Episode 213 – SLO math", "44:05"))
    T('VLCTools.add_to_playlist("/home/jlee/Podcasts/ep213.mp3")', desktop("07:52", vlc(pl, 0, "12:31", False)))
    pl.append(("Episode 214 – Chaos days", "39:50"))
    T('VLCTools.add_to_playlist("/home/jlee/Podcasts/ep214.mp3")', desktop("07:53", vlc(pl, 0, "12:31", False)))
    pl.pop(1)
    T("pyautogui.click(800, 285)  # Episode 212 row\npyautogui.press('delete')", desktop("07:53", vlc(pl, 0, "12:31", False)))
    T("pyautogui.press('n')", desktop("07:53", vlc(pl, 1, "00:01", True)))
    pl.append(("Episode 215 – Toil budgets", "46:30"))
    # contradiction: four entries listed, the playlist header counts five
    T('VLCTools.add_to_playlist("/home/jlee/Podcasts/ep215.mp3")', desktop("07:54", vlc(pl, 1, "00:04", True, shown_count=5)))
    return T


# ---------------------------------------------------------------- gedit (17 clean, 18 bad)

def gedit(name: str, folder: str, text: str, modified: bool, ln: int, col: int, extra: list[Row] | None = None, find: str | None = None) -> list[Row]:
    rows = [R("frame", f"{'*' if modified else ''}{name} ({folder}) - gedit", "", (260, 80), (1400, 900)),
            R("push-button", "Open", "", (280, 90), (80, 34)), R("push-button", "Save", "", (1480, 90), (70, 34)),
            R("push-button", "Main Menu", "", (1560, 90), (34, 34)), R("page-tab", name, "", (270, 130), (300, 32))]
    if find is not None:
        rows.append(R("text", "Find", find, (1200, 170), (400, 32)))
    rows += [R("text", "", text, (270, 170), (1380, 760)), R("label", "", "Plain Text", (1000, 950), (100, 24)),
             R("label", "", "Tab Width: 8", (1120, 950), (110, 24)), R("label", "", f"Ln {ln}, Col {col}", (1250, 950), (120, 24)),
             R("label", "", "INS", (1400, 950), (40, 24))]
    return rows + (extra or [])


@traj(task="Add a line about Sam's badge to notes.txt, save, then replace every 'badge' with 'keycard' and save again.")
def o17(t: type[Traj]) -> Traj:
    txt = "Sprint 14 follow-ups\n- renew badge for the new contractor\n- book room B for the DR drill\n- ask IT about the broken badge reader on floor 2\n"
    F = "~/Documents"
    T = t(desktop("11:58 AM", gedit("notes.txt", F, txt, False, 1, 1)))
    T("pyautogui.hotkey('ctrl', 'end')", desktop("11:58 AM", gedit("notes.txt", F, txt, False, 5, 1)))
    txt += "- order new badge for Sam\n"
    T("pyautogui.write('- order new badge for Sam\\n')", desktop("11:59 AM", gedit("notes.txt", F, txt, True, 6, 1)))
    T("pyautogui.hotkey('ctrl', 's')", desktop("11:59 AM", gedit("notes.txt", F, txt, False, 6, 1)))

    def dlg(f, r):
        return [R("dialog", "Find and Replace", "", (700, 300), (520, 260)), R("text", "Find", f, (830, 340), (360, 32)),
                R("text", "Replace with", r, (830, 380), (360, 32)), R("check-box", "Match case", "", (720, 430), (160, 26)),
                R("check-box", "Match entire word only", "", (900, 430), (260, 26)), R("push-button", "Close", "", (720, 500), (90, 32)),
                R("push-button", "Replace All", "", (880, 500), (110, 32)), R("push-button", "Replace", "", (1000, 500), (90, 32)),
                R("push-button", "Find", "", (1100, 500), (90, 32))]
    T("pyautogui.hotkey('ctrl', 'h')", desktop("12:00 PM", gedit("notes.txt", F, txt, False, 6, 1, dlg("", ""))))
    T("pyautogui.write('badge')\npyautogui.press('tab')\npyautogui.write('keycard')", desktop("12:01 PM", gedit("notes.txt", F, txt, False, 6, 1, dlg("badge", "keycard"))))
    txt = txt.replace("badge", "keycard")
    T("pyautogui.click(935, 516)  # Replace All", desktop("12:01 PM", gedit("notes.txt", F, txt, True, 6, 1, dlg("badge", "keycard"))))
    T("pyautogui.click(765, 516)  # Close", desktop("12:02 PM", gedit("notes.txt", F, txt, True, 6, 1)))
    T("pyautogui.hotkey('ctrl', 's')", desktop("12:03 PM", gedit("notes.txt", F, txt, False, 6, 1)))
    return T


@traj(bad_turn=7, kind="content_reverted", task="Raise the replica count in deploy.conf to 5, save, close gedit and reopen the file to check.")
def o18(t: type[Traj]) -> Traj:
    txt = "# edge-proxy deploy settings\nregion = eu-west-1\nreplicas = 3\nimage_tag = 2024.03.1\n"
    F = "~/deploy"
    T = t(desktop("17:20", gedit("deploy.conf", F, txt, False, 1, 1)))
    T("pyautogui.hotkey('ctrl', 'f')", desktop("17:20", gedit("deploy.conf", F, txt, False, 1, 1, find="")))
    T("pyautogui.write('replicas')", desktop("17:20", gedit("deploy.conf", F, txt, False, 3, 9, find="replicas")))
    T("pyautogui.press('escape')", desktop("17:21", gedit("deploy.conf", F, txt, False, 3, 9)))
    txt = txt.replace("replicas = 3", "replicas = 5")
    T("pyautogui.press('end')\npyautogui.press('backspace')\npyautogui.write('5')", desktop("17:21", gedit("deploy.conf", F, txt, True, 3, 13)))
    T("pyautogui.hotkey('ctrl', 's')", desktop("17:21", gedit("deploy.conf", F, txt, False, 3, 13)))
    T("pyautogui.hotkey('ctrl', 'w')", desktop("17:21", []))
    # contradiction: the file saved with replicas = 5 at turn 5 opens with the old value
    T("import subprocess\nsubprocess.Popen(['gedit', '/home/jlee/deploy/deploy.conf'])",
      desktop("17:22", gedit("deploy.conf", F, txt.replace("replicas = 5", "replicas = 3"), False, 1, 1)))
    return T


# ---------------------------------------------------------------- GNOME Settings (19 clean, 20 bad)

PANELS = ["Wi-Fi", "Network", "Bluetooth", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy", "Online Accounts",
          "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
          "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(page: str, content: list[Row], popup: list[str] | None = None, popup_at: tuple[int, int] = (1200, 400)) -> list[Row]:
    rows = [R("frame", "Settings", "", (260, 80), (1400, 900)), R("push-button", "Search", "", (270, 90), (34, 34)),
            R("label", "", page, (900, 95), (300, 26))]
    rows += [R("list-item", p, p, (270, 140 + 32 * k), (300, 30)) for k, p in enumerate(PANELS)]
    rows += content
    if popup:
        x, y = popup_at
        rows += [R("menu-item", p, p, (x, y + 34 * k), (240, 32)) for k, p in enumerate(popup)]
    return rows


def date_time_page(when: str, fmt: str) -> list[Row]:
    return [R("label", "", "Automatic Date & Time", (620, 160), (400, 26)), R("toggle-button", "Automatic Date & Time", "", (1540, 160), (60, 30)),
            R("label", "", "Automatic Time Zone", (620, 210), (400, 26)), R("toggle-button", "Automatic Time Zone", "", (1540, 210), (60, 30)),
            R("label", "", "Date & Time", (620, 260), (400, 26)), R("label", "", when, (1300, 260), (300, 26)),
            R("label", "", "Time Zone", (620, 310), (400, 26)), R("label", "", "CET (Berlin, Germany)", (1300, 310), (300, 26)),
            R("label", "", "Time Format", (620, 360), (400, 26)), R("combo-box", "Time Format", fmt, (1400, 356), (200, 34))]


def power_page(blank: str) -> list[Row]:
    return [R("label", "", "Power Mode", (620, 160), (400, 26)), R("radio-button", "Performance", "", (640, 200), (400, 30)),
            R("radio-button", "Balanced", "", (640, 240), (400, 30)), R("radio-button", "Power Saver", "", (640, 280), (400, 30)),
            R("label", "", "Power Saving Options", (620, 340), (400, 26)), R("label", "", "Dim Screen", (640, 380), (400, 26)),
            R("toggle-button", "Dim Screen", "", (1540, 380), (60, 30)), R("label", "", "Screen Blank", (640, 430), (400, 26)),
            R("combo-box", "Screen Blank", blank, (1400, 426), (200, 34)), R("label", "", "Automatic Suspend", (640, 480), (400, 26)),
            R("label", "", "Off", (1500, 480), (100, 26))]


BLANK = ["Never", "1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes"]


@traj(task="Switch the clock to AM/PM, make the screen blank after 15 minutes, then open the display settings.")
def o19(t: type[Traj]) -> Traj:
    wifi = [R("label", "", "Wi-Fi", (620, 160), (400, 26)), R("toggle-button", "Wi-Fi", "", (1540, 160), (60, 30)),
            R("label", "", "Visible Networks", (620, 210), (400, 26)), R("list-item", "HarborGuest", "HarborGuest", (620, 250), (980, 40)),
            R("label", "", "Connected", (1300, 258), (120, 24)), R("list-item", "Harbor-5G", "Harbor-5G", (620, 292), (980, 40))]
    T = t(desktop("16:01", settings("Wi-Fi", wifi)))
    T("pyautogui.click(420, 891)  # Date & Time", desktop("16:01", settings("Date & Time", date_time_page("14 March 2024, 16:01", "24-hour"))))
    T("pyautogui.click(1500, 373)  # Time Format", desktop("16:02", settings("Date & Time", date_time_page("14 March 2024, 16:02", "24-hour"), ["AM / PM", "24-hour"], (1400, 394))))
    T("pyautogui.click(1520, 411)  # AM / PM", desktop("4:02 PM", settings("Date & Time", date_time_page("14 March 2024, 4:02 PM", "AM / PM"))))
    T("pyautogui.click(420, 539)  # Power", desktop("4:02 PM", settings("Power", power_page("5 minutes"))))
    T("pyautogui.click(1500, 443)  # Screen Blank", desktop("4:03 PM", settings("Power", power_page("5 minutes"), BLANK, (1400, 464))))
    T("pyautogui.click(1520, 787)  # 15 minutes", desktop("4:03 PM", settings("Power", power_page("15 minutes"))))
    T("pyautogui.click(420, 891)  # Date & Time", desktop("4:03 PM", settings("Date & Time", date_time_page("14 March 2024, 4:03 PM", "AM / PM"))))
    disp = [R("page-tab", "Displays", "", (800, 150), (150, 34)), R("page-tab", "Night Light", "", (960, 150), (150, 34)),
            R("label", "", "Built-in display", (620, 240), (400, 26)), R("label", "", "Orientation", (620, 300), (400, 26)),
            R("combo-box", "Orientation", "Landscape", (1400, 296), (200, 34)), R("label", "", "Resolution", (620, 350), (400, 26)),
            R("combo-box", "Resolution", "1920 × 1080 (16∶9)", (1400, 346), (200, 34)), R("label", "", "Refresh Rate", (620, 400), (400, 26)),
            R("combo-box", "Refresh Rate", "60.00 Hz", (1400, 396), (200, 34)), R("label", "", "Scale", (620, 450), (400, 26)),
            R("label", "", "100%", (1500, 450), (100, 26))]
    T("pyautogui.click(420, 571)  # Displays", desktop("4:04 PM", settings("Displays", disp)))
    return T


@traj(bad_turn=6, kind="setting_reverted", task="Stop the screen from blanking and check the screen privacy settings agree.")
def o20(t: type[Traj]) -> Traj:
    about = [R("label", "", "Device Name", (620, 400), (300, 26)), R("label", "", "devbox", (1400, 400), (200, 26)),
             R("label", "", "OS Name", (620, 440), (300, 26)), R("label", "", "Ubuntu 22.04.4 LTS", (1400, 440), (200, 26))]
    T = t(desktop("13:15", settings("About", about)))
    T("pyautogui.click(420, 539)  # Power", desktop("13:15", settings("Power", power_page("5 minutes"))))
    T("pyautogui.click(1500, 443)  # Screen Blank", desktop("13:15", settings("Power", power_page("5 minutes"), BLANK, (1400, 464))))
    T("pyautogui.click(1520, 481)  # Never", desktop("13:16", settings("Power", power_page("Never"))))
    priv = [R("list-item", p, p, (620, 160 + 44 * k), (980, 40)) for k, p in enumerate(["Connectivity", "Location Services", "Thunderbolt", "File History & Trash", "Screen", "Diagnostics"])]
    T("pyautogui.click(420, 411)  # Privacy", desktop("13:16", settings("Privacy", priv)))
    scr = [R("label", "", "Blank Screen Delay", (620, 160), (400, 26)), R("combo-box", "Blank Screen Delay", "Never", (1400, 156), (200, 34)),
           R("label", "", "Automatic Screen Lock", (620, 210), (400, 26)), R("toggle-button", "Automatic Screen Lock", "", (1540, 210), (60, 30)),
           R("label", "", "Lock Screen Notifications", (620, 260), (400, 26)), R("toggle-button", "Lock Screen Notifications", "", (1540, 260), (60, 30))]
    T("pyautogui.click(1110, 356)  # Screen", desktop("13:16", settings("Screen", scr)))
    # contradiction: Screen Blank was set to Never (and the Screen page agreed); Power shows 5 minutes again
    T("pyautogui.click(420, 539)  # Power", desktop("13:17", settings("Power", power_page("5 minutes"))))
    return T


# ---------------------------------------------------------------- main

def main() -> None:
    rs = RowSet(OUT)
    seen = set()
    for fn, bad_turn, kind, task in TRAJ:
        n = int(fn.__name__[1:])
        assert n not in seen
        seen.add(n)
        T = fn(Traj)
        assert 6 <= len(T.turns) <= 12, (fn.__name__, len(T.turns))
        system = SYSTEM + (f"\n\nTask instruction: {task}" if task else "")
        rs.add(DOMAIN, f"h5-{DOMAIN}-{n:02d}", system, T.turns, state=T.state, bad=bad_turn is not None, turn=bad_turn, kind=kind)
    assert len(seen) == 22 and sum(1 for x in TRAJ if x[1]) == 11
    rs.rows[DOMAIN].sort(key=lambda r: (r["id"], r["turn_idx"]))
    rs.labels = dict(sorted(rs.labels.items()))
    rs.write()


if __name__ == "__main__":
    main()
