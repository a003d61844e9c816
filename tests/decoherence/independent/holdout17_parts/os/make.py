# ruff: noqa: E501
"""Held-out OS-domain trajectories (OSWorld-style Ubuntu GNOME desktop, accessibility-tree observations)."""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

DOCK = [("Google Chrome", 33), ("Thunderbird Mail", 101), ("Visual Studio Code", 169), ("VLC media player", 237),
        ("LibreOffice Writer", 305), ("LibreOffice Calc", 373), ("LibreOffice Impress", 441),
        ("GNU Image Manipulation Program", 509), ("Files", 577), ("Ubuntu Software", 645), ("Help", 713),
        ("Trash", 784)]


def line(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    return f"{tag}\t{name}\t{text}\t\t\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def screen(app: str, clock: str, rows: list[Row]) -> str:
    """The whole desktop: top bar (Activities, focused app, clock, system menu), the dock, then the windows."""
    out = [OS_HDR, line("label", "Activities", "Activities", (0, 0), (94, 27))]
    if app:
        out.append(line("menu", app, "", (94, 0), (12 + 9 * len(app), 27)))
    out.append(line("label", "", clock, (884, 0), (152, 27)))
    out.append(line("menu", "System", "", (1827, 0), (93, 27)))
    for name, y in DOCK:
        out.append(line("push-button", name, "", (0, y), (70, 64)))
    out.append(line("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    out.extend(line(*r) for r in rows)
    return "\n".join(out)


def system(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


def money(x: float) -> str:
    return f"{x:,.2f}"


def gen(x: float) -> str:
    """LibreOffice 'General' number format."""
    s = f"{x:.12g}"
    return s


def menubar(items: list[str], x0: int = 78, y: int = 62, step: int = 58) -> list[Row]:
    return [("menu", it, "", (x0 + i * step, y), (max(40, 9 * len(it) + 14), 23)) for i, it in enumerate(items)]


LO_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WR_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IM_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


# ---------------------------------------------------------------- LibreOffice Calc
COLS = "ABCDEFGH"


def calc(title: str, cells: dict[str, str], widths: list[int], name_box: str, input_line: str, sheets: list[str],
         active: int, status: str, modified: bool, dialog: list[Row] | None = None, selected: str = "") -> list[Row]:
    rows: list[Row] = [("frame", f"{title} - LibreOffice Calc", "", (70, 27), (1850, 1053))]
    rows += menubar(LO_MENUS)
    rows += [("push-button", "Save", "", (240, 92), (32, 26)), ("push-button", "Undo", "", (300, 92), (32, 26)),
             ("push-button", "Sort Ascending", "", (820, 92), (32, 26)), ("push-button", "AutoFilter", "", (890, 92), (32, 26)),
             ("combo-box", "Font Name", "Liberation Sans", (78, 124), (190, 24)), ("combo-box", "Font Size", "10 pt", (272, 124), (64, 24)),
             ("combo-box", "Name Box", name_box, (78, 156), (110, 24)), ("text", "Input line", input_line, (262, 156), (1650, 24))]
    xs = [112]
    for w in widths[:-1]:
        xs.append(xs[-1] + w)

    def key(addr: str) -> tuple[int, int]:
        return int(addr[1:]), COLS.index(addr[0])

    for addr in sorted(cells, key=key):
        val = cells[addr]
        if val == "":
            continue
        r, c = key(addr)
        rows.append(("table-cell", addr, val, (xs[c], 199 + (r - 1) * 19), (widths[c], 19)))
    for i, s in enumerate(sheets):
        rows.append(("page-tab", s, "", (186 + sum(10 + 8 * len(t) for t in sheets[:i]), 1006), (10 + 8 * len(s), 22)))
    rows += [("label", "", f"Sheet {active} of {len(sheets)}", (74, 1032), (110, 20))]
    if selected:
        rows.append(("label", "", selected, (300, 1032), (240, 20)))
    rows += [("label", "", "Default", (640, 1032), (90, 20)), ("label", "", "English (USA)", (760, 1032), (110, 20)),
             ("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (900, 1032), (20, 20)),
             ("label", "", status, (1180, 1032), (420, 20)), ("slider", "Zoom", "100%", (1700, 1032), (150, 20))]
    if dialog:
        rows += dialog
    return rows


def calc_status(vals: list[float], fmt=money) -> str:
    if not vals:
        return "Average: ; Sum: 0"
    return f"Average: {fmt(sum(vals) / len(vals))}; Sum: {fmt(sum(vals))}"


# ---------------------------------------------------------------- h17-os-02
def t02(rs: RowSet) -> None:
    # Calc, HVAC cost sheet corrections; BAD: turn 7 sets C7 to 78.60 and D7/C9 update, but D9 (=SUM(D2:D7), read at turn 6) keeps the old 24,663.35 instead of 24,654.35.
    title = "hvac_service_costs_2024.xlsx"
    sites = ["Hannover-Nord", "Kassel", "Göttingen", "Bremen-Ost", "Osnabrück", "Wolfsburg"]
    b = [3980.00, 4120.00, 2760.00, 3455.00, 2990.00, 3310.00]
    c: list[float | None] = [612.40, 298.75, 1044.10, None, 530.00, 87.60]
    widths = [150, 110, 110, 110, 90]
    sheets = ["Costs", "Rates"]

    def cells(stale_d9: float | None = None) -> dict[str, str]:
        out = {"A1": "Site", "B1": "Contract (EUR)", "C1": "Parts (EUR)", "D1": "Total (EUR)", "A9": "Total"}
        for i, s in enumerate(sites):
            r = i + 2
            out[f"A{r}"] = s
            out[f"B{r}"] = money(b[i])
            out[f"C{r}"] = "" if c[i] is None else money(c[i])
            out[f"D{r}"] = money(b[i] + (c[i] or 0))
        out["B9"] = money(sum(b))
        out["C9"] = money(sum(x or 0 for x in c))
        out["D9"] = money(stale_d9 if stale_d9 is not None else sum(b) + sum(x or 0 for x in c))
        return out

    def d_parts() -> list[float]:
        return [b[i] + (c[i] or 0) for i in range(6)]

    def obs(clock: str, nb: str, il: str, st: str, mod: bool, sel: str = "", cl: dict[str, str] | None = None, dialog: list[Row] | None = None) -> str:
        return screen("LibreOffice Calc", clock, calc(title, cl or cells(), widths, nb, il, sheets, 1, st, mod, dialog, sel))

    state = obs("Apr 9  14:12", "A1", "Site", "Average: ; Sum: 0", False)
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(387, 275)"), obs("Apr 9  14:12", "C5", "", "Average: ; Sum: 0", False)))
    c[3] = 1385.50
    turns.append((code("CalcTools.set_cell_value(\"C5\", 1385.5)"), obs("Apr 9  14:13", "C5", "1385.5", calc_status([1385.50]), True)))
    b[1] = 4210.00
    turns.append((code("CalcTools.set_cell_value(\"B3\", 4210)"), obs("Apr 9  14:13", "B3", "4210", calc_status([4210.00]), True)))
    turns.append((code("import pyautogui\npyautogui.click(530, 218)\npyautogui.keyDown('shift')\npyautogui.click(530, 313)\npyautogui.keyUp('shift')"),
                  obs("Apr 9  14:14", "D2:D7", "=B2+C2", calc_status(d_parts()), True, "Selected: 6 rows, 1 column")))
    turns.append((code("CalcTools.format_range(\"A9:D9\", bold=True)"),
                  obs("Apr 9  14:14", "D2:D7", "=B2+C2", calc_status(d_parts()), True, "Selected: 6 rows, 1 column")))
    d9_before = sum(d_parts())
    turns.append((code("import pyautogui\npyautogui.click(530, 351)"), obs("Apr 9  14:15", "D9", "=SUM(D2:D7)", calc_status([d9_before]), True)))
    c[5] = 78.60
    turns.append((code("CalcTools.set_cell_value(\"C7\", 78.6)"), obs("Apr 9  14:15", "C7", "78.6", calc_status([78.60]), True, cl=cells(stale_d9=d9_before))))
    turns.append((code("import pyautogui\npyautogui.click(530, 351)"), obs("Apr 9  14:16", "D9", "=SUM(D2:D7)", calc_status([d9_before]), True, cl=cells(stale_d9=d9_before))))
    keep = [("dialog", "Keep current format", "", (660, 430), (600, 190)),
            ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", (680, 460), (560, 40)),
            ("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (680, 505), (560, 20)),
            ("check-box", "Ask when not saving in ODF or default format", "", (680, 540), (330, 20)),
            ("push-button", "Use Excel 2007-365!", "", (880, 580), (170, 30)), ("push-button", "Use ODF Format!", "", (1060, 580), (180, 30))]
    turns.append((code("CalcTools.save()"), obs("Apr 9  14:16", "D9", "=SUM(D2:D7)", calc_status([d9_before]), True, cl=cells(stale_d9=d9_before), dialog=keep)))
    turns.append((code("import pyautogui\npyautogui.press('enter')"), obs("Apr 9  14:16", "D9", "=SUM(D2:D7)", calc_status([d9_before]), False, cl=cells(stale_d9=d9_before))))
    rs.add(task="os", tid="h17-os-02", system=system("In hvac_service_costs_2024.xlsx, enter 1,385.50 as the parts cost for Bremen-Ost, correct Kassel's contract to 4,210 and Wolfsburg's parts to 78.60, make the totals row bold, and save in the same format."),
           turns=turns, state=state, bad=True, turn=7, kind="sum cell D9 keeps the pre-edit total after C7 is lowered (parts no longer add up to it)")


# ---------------------------------------------------------------- h17-os-06
def t06(rs: RowSet) -> None:
    # Calc, field-trial yields: sort by yield descending, append a plot, average, rename sheet, save. Clean (rows re-ordered and sums change only by the agent's actions).
    title = "field_trials_yield.ods"
    data = [("P-03", "Karlsruhe Gold", 6.42, 512), ("P-05", "Nordstern", 7.18, 498), ("P-08", "Karlsruhe Gold", 5.97, 530),
            ("P-09", "Albatros", 6.85, 476), ("P-11", "Nordstern", 7.02, 505), ("P-12", "Albatros", 6.11, 488),
            ("P-13", "Meridian", 7.44, 521), ("P-14", "Meridian", 6.73, 493), ("P-15", "Karlsruhe Gold", 6.28, 517),
            ("P-16", "Albatros", 6.90, 481)]
    widths = [90, 150, 110, 120, 90]
    sheets = ["Sheet1", "Notes"]
    extra: dict[str, str] = {}

    def g(x: float) -> str:
        return gen(round(x, 10))

    def cells() -> dict[str, str]:
        out = {"A1": "Plot", "B1": "Variety", "C1": "Yield (t/ha)", "D1": "Rainfall (mm)"}
        for i, (p, v, y, rain) in enumerate(data):
            r = i + 2
            out.update({f"A{r}": p, f"B{r}": v, f"C{r}": f"{y:.2f}", f"D{r}": str(rain)})
        out.update(extra)
        return out

    def obs(clock: str, nb: str, il: str, st: str, mod: bool, sel: str = "", dialog: list[Row] | None = None) -> str:
        return screen("LibreOffice Calc", clock, calc(title, cells(), widths, nb, il, sheets, 1, st, mod, dialog, sel))

    def stat(vals: list[float]) -> str:
        return calc_status(vals, g)

    state = obs("Oct 2  09:47", "A1", "Plot", "Average: ; Sum: 0", False)
    turns = []
    nums = [x for _, _, y, rain in data for x in (y, rain)]
    turns.append((code("import pyautogui\npyautogui.click(130, 167)\npyautogui.write('A1:D11')\npyautogui.press('enter')"),
                  obs("Oct 2  09:47", "A1:D11", "Plot", stat(nums), False, "Selected: 11 rows, 4 columns")))

    def sort_dlg(key: str, desc: bool) -> list[Row]:
        return [("dialog", "Sort", "", (700, 300), (520, 470)), ("page-tab", "Sort Criteria", "", (712, 330), (110, 24)),
                ("page-tab", "Options", "", (826, 330), (70, 24)), ("label", "", "Sort Key 1", (720, 370), (90, 18)),
                ("combo-box", "Sort Key 1", key, (720, 394), (300, 26)), ("radio-button", "Ascending", "" if desc else "checked", (1040, 394), (120, 20)),
                ("radio-button", "Descending", "checked" if desc else "", (1040, 418), (120, 20)), ("label", "", "Sort Key 2", (720, 460), (90, 18)),
                ("combo-box", "Sort Key 2", "- undefined -", (720, 484), (300, 26)), ("push-button", "Help", "", (712, 726), (80, 30)),
                ("push-button", "Reset", "", (800, 726), (80, 30)), ("push-button", "OK", "", (1040, 726), (80, 30)), ("push-button", "Cancel", "", (1128, 726), (80, 30))]
    turns.append((code("import pyautogui\npyautogui.click(484, 62)\npyautogui.click(520, 88)"),
                  obs("Oct 2  09:48", "A1:D11", "Plot", stat(nums), False, "Selected: 11 rows, 4 columns", sort_dlg("Plot", False))))
    turns.append((code("import pyautogui\npyautogui.click(870, 407)\npyautogui.click(830, 475)\npyautogui.click(1050, 428)"),
                  obs("Oct 2  09:48", "A1:D11", "Plot", stat(nums), False, "Selected: 11 rows, 4 columns", sort_dlg("Yield (t/ha)", True))))
    data.sort(key=lambda t: -t[2])
    turns.append((code("import pyautogui\npyautogui.click(1080, 741)"),
                  obs("Oct 2  09:48", "A1:D11", "Plot", stat(nums), True, "Selected: 11 rows, 4 columns")))
    data.append(("P-17", "Meridian", 7.09, 509))
    turns.append((code("import pyautogui\npyautogui.click(150, 408)\npyautogui.write('P-17\\tMeridian\\t7.09\\t509\\n')"),
                  obs("Oct 2  09:49", "A13", "", "Average: ; Sum: 0", True)))
    ys = [y for _, _, y, _ in data]
    avg = sum(ys) / len(ys)
    extra["C14"] = f"{avg:.7f}"
    extra["B14"] = "Mean yield"
    turns.append((code("import pyautogui\npyautogui.click(260, 446)\npyautogui.write('Mean yield\\t=AVERAGE(C2:C12)\\n')"),
                  obs("Oct 2  09:50", "B15", "", "Average: ; Sum: 0", True)))
    extra["C14"] = f"{avg:.2f}"
    turns.append((code("CalcTools.set_number_format(\"C14\", \"0.00\")"),
                  obs("Oct 2  09:50", "C14", "=AVERAGE(C2:C12)", f"Average: {avg:.2f}; Sum: {avg:.2f}", True)))
    sheets[0] = "Yields 2024"
    turns.append((code("CalcTools.rename_sheet(\"Sheet1\", \"Yields 2024\")"),
                  obs("Oct 2  09:51", "C14", "=AVERAGE(C2:C12)", f"Average: {avg:.2f}; Sum: {avg:.2f}", True)))
    turns.append((code("import pyautogui\npyautogui.click(400, 218)\npyautogui.keyDown('shift')\npyautogui.click(400, 408)\npyautogui.keyUp('shift')"),
                  obs("Oct 2  09:51", "C2:C12", f"{data[0][2]:.2f}", f"Average: {g(avg)}; Sum: {g(sum(ys))}", True, "Selected: 11 rows, 1 column")))
    turns.append((code("CalcTools.save()"),
                  obs("Oct 2  09:52", "C2:C12", f"{data[0][2]:.2f}", f"Average: {g(avg)}; Sum: {g(sum(ys))}", False, "Selected: 11 rows, 1 column")))
    rs.add(task="os", tid="h17-os-06", system=system("In field_trials_yield.ods, sort the plots by yield from highest to lowest, add plot P-17 (Meridian, 7.09 t/ha, 509 mm) at the bottom, put the mean yield in C14 with two decimals, rename the sheet to 'Yields 2024' and save."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Thunderbird
def tbird(account: str, folders: list[tuple[str, int, int]], current: str, msgs: list[dict], *, flt: str = "",
          unread_only: bool = False, preview: dict | None = None, status_counts: tuple[int, int] | None = None,
          menu: list[Row] | None = None) -> list[Row]:
    """folders: (name, unread, indent); msgs: dicts with subj, frm, date, unread, sel."""
    rows: list[Row] = [("frame", f"{current} - {account} - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
                       ("push-button", "Get Messages", "", (84, 70), (120, 30)), ("push-button", "Write", "", (210, 70), (80, 30)),
                       ("push-button", "Tag", "", (296, 70), (60, 30)), ("push-button", "Quick Filter", "", (362, 70), (110, 30)),
                       ("entry", "Search <Ctrl+K>", "", (1300, 70), (380, 30)), ("push-button", "AppMenu", "", (1880, 70), (30, 30)),
                       ("tree", "Folder Pane", "", (70, 110), (330, 960))]
    y = 118
    for name, n, ind in folders:
        label = f"{name} ({n})" if n else name
        rows.append(("tree-item", name, label, (80 + 18 * ind, y), (300 - 18 * ind, 26)))
        y += 26
    rows += [("toggle-button", "Sticky", "", (410, 112), (30, 26)), ("toggle-button", "Unread", "on" if unread_only else "off", (446, 112), (70, 26)),
             ("toggle-button", "Starred", "off", (520, 112), (70, 26)), ("toggle-button", "Contact", "off", (594, 112), (70, 26)),
             ("toggle-button", "Tags", "off", (668, 112), (60, 26)), ("toggle-button", "Attachment", "off", (732, 112), (90, 26)),
             ("entry", "Filter these messages <Ctrl+Shift+K>", flt, (1000, 112), (420, 26))]
    if flt or unread_only:
        rows.append(("label", "", f"{len(msgs)} message{'s' if len(msgs) != 1 else ''}" if msgs else "No messages match your filters", (1430, 112), (150, 26)))
    rows += [("column-header", "Subject", "", (420, 146), (560, 24)), ("column-header", "Correspondents", "", (980, 146), (300, 24)),
             ("column-header", "Date", "", (1280, 146), (170, 24))]
    y = 172
    for m in msgs:
        txt = f"{m['frm']} | {m['date']} | {'Unread' if m['unread'] else 'Read'}" + (" | Selected" if m.get("sel") else "")
        rows.append(("tree-item", m["subj"], txt, (420, y), (1030, 24)))
        y += 24
    if preview:
        rows += [("heading", "", preview["subj"], (420, 560), (1480, 28)), ("label", "From", preview["frm"], (420, 594), (700, 20)),
                 ("label", "To", preview["to"], (420, 616), (700, 20)), ("label", "Date", preview["date"], (1600, 594), (200, 20))]
        yy = 650
        for p in preview["body"]:
            rows.append(("paragraph", "", p, (430, yy), (1440, 20)))
            yy += 24
    if status_counts:
        rows += [("label", "", f"Unread: {status_counts[0]}", (1620, 1056), (110, 20)), ("label", "", f"Total: {status_counts[1]}", (1740, 1056), (100, 20))]
    if menu:
        rows += menu
    return rows


def m(subj: str, frm: str, date: str, unread: bool) -> dict:
    return {"subj": subj, "frm": frm, "date": date, "unread": unread, "sel": False}


# ---------------------------------------------------------------- h17-os-14
def t14(rs: RowSet) -> None:
    # Thunderbird, move unread Brightwave mail to the Suppliers folder; BAD: turn 9 shows Inbox (4) though turn 6 showed Inbox (3) with 3 unread listed and no mail arrived or was marked unread.
    acct = "r.okafor@lumenfield.io"
    inbox = [m("PO #88213 confirmation", "Brightwave Packaging", "09:12", True), m("Re: Q2 carton pricing", "Brightwave Packaging", "08:47", True),
             m("Standup notes 13 Mar", "Dana Whitcombe", "Yesterday 17:30", False), m("Invoice BW-2024-0419", "Brightwave Packaging", "Yesterday 15:02", True),
             m("Your Lattice weekly digest", "Lattice", "Yesterday 07:00", True), m("Freight slot change", "Norrland Freight", "Tue 16:21", True),
             m("Brightwave: new pallet spec", "Brightwave Packaging", "Tue 11:40", False), m("Lunch & learn: tariffs", "Priya Raman", "Tue 09:05", True),
             m("Re: sample kit return", "Brightwave Packaging", "Mon 14:18", True), m("Timesheet reminder", "HR Ops", "Mon 08:00", False),
             m("Dock 3 maintenance", "Facilities", "Fri 10:15", False), m("Welcome to Lattice", "Lattice", "3/4/24", False)]
    suppliers = [m("Brightwave onboarding pack", "Brightwave Packaging", "2/19/24", False), m("Vendor code of conduct", "Procurement", "2/12/24", False)]

    def unread(lst: list[dict]) -> int:
        return sum(x["unread"] for x in lst)

    def folders(inbox_override: int | None = None) -> list[tuple[str, int, int]]:
        return [(acct, 0, 0), ("Inbox", unread(inbox) if inbox_override is None else inbox_override, 1), ("Drafts", 0, 1), ("Sent", 0, 1),
                ("Archives", 0, 1), ("Junk", 0, 1), ("Trash", 0, 1), ("Local Folders", 0, 0), ("Suppliers", unread(suppliers), 1),
                ("Outbox", 0, 1)]

    def view(clock: str, current: str, msgs: list[dict], **kw) -> str:
        fo = kw.pop("fo", None)
        lst = inbox if current == "Inbox" else suppliers
        return screen("Thunderbird Mail", clock, tbird(acct, folders(fo), current, msgs, status_counts=(unread(lst), len(lst)), **kw))

    state = view("Mar 14  09:31", "Inbox", inbox)
    turns = []
    bw = [x for x in inbox if x["frm"] == "Brightwave Packaging"]
    turns.append((code("import pyautogui\npyautogui.click(1200, 125)\npyautogui.write('Brightwave')"), view("Mar 14  09:31", "Inbox", bw, flt="Brightwave")))
    bwu = [x for x in bw if x["unread"]]
    turns.append((code("import pyautogui\npyautogui.click(481, 125)"), view("Mar 14  09:32", "Inbox", bwu, flt="Brightwave", unread_only=True)))
    for x in bwu:
        x["sel"] = True
    turns.append((code("import pyautogui\npyautogui.click(700, 420)\npyautogui.hotkey('ctrl', 'a')"), view("Mar 14  09:32", "Inbox", bwu, flt="Brightwave", unread_only=True)))
    ctx = [("menu", "", "", (700, 196), (260, 330)), ("menu-item", "Open Message in New Tab", "", (704, 200), (252, 24)),
           ("menu-item", "Reply to Sender", "", (704, 226), (252, 24)), ("menu-item", "Forward", "", (704, 252), (252, 24)),
           ("menu-item", "Archive", "", (704, 290), (252, 24)), ("menu", "Move To", "", (704, 316), (252, 24)),
           ("menu", "Copy To", "", (704, 342), (252, 24)), ("menu-item", "Mark", "", (704, 368), (252, 24)),
           ("menu-item", "Delete 4 Messages", "", (704, 406), (252, 24)), ("menu", "Local Folders", "", (960, 316), (200, 24)),
           ("menu", acct, "", (960, 342), (260, 24))]
    turns.append((code("import pyautogui\npyautogui.rightClick(700, 184)\npyautogui.moveTo(800, 328)"), view("Mar 14  09:32", "Inbox", bwu, flt="Brightwave", unread_only=True, menu=ctx)))
    for x in bwu:
        x["sel"] = False
        inbox.remove(x)
    suppliers[:0] = bwu
    turns.append((code("import pyautogui\npyautogui.click(1030, 328)\npyautogui.click(1230, 328)"), view("Mar 14  09:33", "Inbox", [], flt="Brightwave", unread_only=True)))
    turns.append((code("import pyautogui\npyautogui.click(481, 125)\npyautogui.click(1200, 125)\npyautogui.press('escape')"), view("Mar 14  09:33", "Inbox", inbox)))
    turns.append((code("import pyautogui\npyautogui.click(180, 326)"), view("Mar 14  09:34", "Suppliers", suppliers)))
    inv = suppliers[2]
    inv["unread"] = False
    inv["sel"] = True
    prev = {"subj": inv["subj"], "frm": "Brightwave Packaging <billing@brightwave-pack.eu>", "to": acct, "date": "3/13/24, 15:02",
            "body": ["Dear Rasheed,", "Please find attached invoice BW-2024-0419 for PO #88107 (2,400 double-wall cartons, 600x400x400).",
                     "Amount due: EUR 3,912.00, payable within 30 days.", "Kind regards, Brightwave Packaging — Accounts"]}
    turns.append((code("import pyautogui\npyautogui.click(700, 220)"), view("Mar 14  09:34", "Suppliers", suppliers, preview=prev)))
    turns.append((code("import pyautogui\npyautogui.click(160, 144)"), view("Mar 14  09:35", "Inbox", inbox, fo=unread(inbox) + 1)))
    turns.append((code("import pyautogui\npyautogui.click(180, 326)"), view("Mar 14  09:35", "Suppliers", suppliers, fo=unread(inbox) + 1, preview=prev)))
    rs.add(task="os", tid="h17-os-14", system=system("In Thunderbird, move every unread message from Brightwave Packaging in the Inbox to the local folder 'Suppliers', then open the invoice among them."),
           turns=turns, state=state, bad=True, turn=9, kind="Inbox unread badge rises from 3 to 4 with no new or re-marked mail")


# ---------------------------------------------------------------- h17-os-03
def t03(rs: RowSet) -> None:
    # Thunderbird, mark the allotment-list mail read, archive the newsletter, fetch new mail. Clean (filter shrinks the list, unread count falls by marking and rises with two new messages).
    acct = "m.ferreira@quayside-coop.org"
    lst = "allotment-list"
    inbox = [m("Re: Plot 14 water rota", lst, "08:40", True), m("Plot 14 water rota", lst, "08:02", True),
             m("Seed swap on Saturday", lst, "Yesterday 19:11", True), m("Quayside Co-op newsletter — March", "Quayside Co-op", "Yesterday 12:00", True),
             m("Your invoice QC-55102", "Quayside Billing", "Yesterday 09:30", False), m("Shed key handover", "Tomasz Wrona", "Wed 18:45", True),
             m("Re: compost delivery", lst, "Wed 10:02", False), m("Minutes: committee 6 Mar", "Committee Secretary", "Tue 21:10", False),
             m("Parking permits 2024", "Estates Office", "Tue 08:15", True), m("Welcome to allotment-list", lst, "2/27/24", False)]
    archive = [m("Quayside Co-op newsletter — February", "Quayside Co-op", "2/14/24", False), m("Re: Plot 9 fence", lst, "2/11/24", False),
               m("Your invoice QC-54877", "Quayside Billing", "2/9/24", False), m("AGM date confirmed", "Committee Secretary", "2/2/24", False),
               m("Water meter reading", "Estates Office", "1/30/24", False), m("Re: rota for January", lst, "1/22/24", False)]
    archive_total = [41]

    def unread(xs: list[dict]) -> int:
        return sum(x["unread"] for x in xs)

    def folders() -> list[tuple[str, int, int]]:
        return [(acct, 0, 0), ("Inbox", unread(inbox), 1), ("Drafts", 0, 1), ("Sent", 0, 1), ("Archives", 0, 1), ("2024", 0, 2),
                ("Junk", 0, 1), ("Trash", 0, 1), ("Local Folders", 0, 0), ("Outbox", 0, 1)]

    def view(clock: str, current: str, msgs: list[dict], **kw) -> str:
        counts = (unread(inbox), len(inbox)) if current == "Inbox" else (0, archive_total[0])
        return screen("Thunderbird Mail", clock, tbird(acct, folders(), current, msgs, status_counts=counts, **kw))

    state = view("Mar 15  10:41", "Inbox", inbox)
    turns = []
    al = [x for x in inbox if x["frm"] == lst or lst in x["subj"]]
    turns.append((code("import pyautogui\npyautogui.click(1200, 125)\npyautogui.write('allotment-list')"), view("Mar 15  10:41", "Inbox", al, flt=lst)))
    for x in al:
        x["sel"] = True
    turns.append((code("import pyautogui\npyautogui.click(700, 420)\npyautogui.hotkey('ctrl', 'a')"), view("Mar 15  10:42", "Inbox", al, flt=lst)))
    for x in al:
        x["unread"] = False
    turns.append((code("import pyautogui\npyautogui.press('r')"), view("Mar 15  10:42", "Inbox", al, flt=lst)))
    for x in al:
        x["sel"] = False
    turns.append((code("import pyautogui\npyautogui.click(1200, 125)\npyautogui.press('escape')"), view("Mar 15  10:43", "Inbox", inbox)))
    news = inbox[3]
    news["unread"] = False
    news["sel"] = True
    pv_news = {"subj": news["subj"], "frm": "Quayside Co-op <news@quayside-coop.org>", "to": acct, "date": "3/14/24, 12:00",
               "body": ["In this issue: spring seed orders close 29 March, the new tool library opens at Gate B, and volunteers are needed for the pond clean-up on 6 April.",
                        "Members' prices for bark mulch are unchanged at £4.50 per bag.", "Unsubscribe | Manage preferences"]}
    turns.append((code("import pyautogui\npyautogui.click(700, 244)"), view("Mar 15  10:43", "Inbox", inbox, preview=pv_news)))
    inbox.remove(news)
    news["sel"] = False
    archive.insert(0, news)
    archive_total[0] += 1
    inv = inbox[3]
    inv["sel"] = True
    pv_inv = {"subj": inv["subj"], "frm": "Quayside Billing <billing@quayside-coop.org>", "to": acct, "date": "3/14/24, 09:30",
              "body": ["Invoice QC-55102 — annual plot rent, Plot 14 (half plot).", "Amount: £62.00. To be collected by direct debit on 1 April.", "Thank you, Quayside Co-op"]}
    turns.append((code("import pyautogui\npyautogui.press('a')"), view("Mar 15  10:44", "Inbox", inbox, preview=pv_inv)))
    inbox[:0] = [m("Plot 22 hedge trimming", lst, "10:47", True), m("Your invoice QC-55187", "Quayside Billing", "10:46", True)]
    turns.append((code("import pyautogui\npyautogui.click(144, 85)"), view("Mar 15  10:47", "Inbox", inbox, preview=pv_inv)))
    turns.append((code("import pyautogui\npyautogui.click(150, 248)"), view("Mar 15  10:48", "2024", archive)))
    turns.append((code("import pyautogui\npyautogui.click(150, 144)"), view("Mar 15  10:48", "Inbox", inbox, preview=pv_inv)))
    rs.add(task="os", tid="h17-os-03", system=system("In Thunderbird, mark every message from the allotment-list mailing list as read, archive the March co-op newsletter, then check for new mail."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Files (Nautilus)
SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def nautilus(folder: str, crumbs: list[str], items: list[tuple[str, str, str]], *, status: str = "", toast: str = "",
             popover: list[Row] | None = None, origin: tuple[int, int] = (70, 27), size: tuple[int, int] = (1850, 1053),
             trash: bool = False) -> list[Row]:
    x0, y0 = origin
    w, h = size
    rows: list[Row] = [("frame", folder, "", origin, size), ("push-button", "Back", "", (x0 + 10, y0 + 8), (34, 34)),
                       ("push-button", "Forward", "", (x0 + 46, y0 + 8), (34, 34))]
    cx = x0 + 96
    for c in crumbs:
        rows.append(("push-button", c, "", (cx, y0 + 8), (16 + 8 * len(c), 34)))
        cx += 20 + 8 * len(c)
    rows += [("toggle-button", "Search", "", (x0 + w - 170, y0 + 8), (34, 34)), ("push-button", "View options", "", (x0 + w - 130, y0 + 8), (34, 34)),
             ("push-button", "Main menu", "", (x0 + w - 90, y0 + 8), (34, 34))]
    for i, s in enumerate(SIDEBAR):
        rows.append(("list-item", s, "", (x0 + 4, y0 + 56 + 36 * i), (196, 34)))
    lx = x0 + 210
    if trash:
        rows += [("push-button", "Restore", "", (lx + 10, y0 + 54), (80, 30)), ("push-button", "Empty…", "", (x0 + w - 100, y0 + 54), (80, 30))]
        hy = y0 + 92
    else:
        hy = y0 + 54
    rows += [("column-header", "Name", "", (lx, hy), (w - 520, 28)), ("column-header", "Size", "", (x0 + w - 310, hy), (110, 28)),
             ("column-header", "Modified", "", (x0 + w - 200, hy), (130, 28))]
    if not items:
        rows.append(("label", "", "Folder is Empty", (lx + (w - 210) // 2 - 70, y0 + h // 2), (140, 24)))
    for i, (name, sz, mod) in enumerate(items):
        yy = hy + 30 + 33 * i
        rows += [("table-cell", name, "", (lx, yy), (w - 520, 33)), ("table-cell", "", sz, (x0 + w - 310, yy), (110, 33)),
                 ("table-cell", "", mod, (x0 + w - 200, yy), (130, 33))]
    if status:
        rows.append(("label", "", status, (x0 + w - 420, y0 + h - 40), (400, 30)))
    if toast:
        rows += [("label", "", toast, (x0 + w // 2 - 200, y0 + h - 90), (300, 30)), ("push-button", "Undo", "", (x0 + w // 2 + 110, y0 + h - 90), (60, 30)),
                 ("push-button", "Close", "", (x0 + w // 2 + 176, y0 + h - 90), (30, 30))]
    if popover:
        rows += popover
    return rows


def rename_pop(old: str, y: int) -> list[Row]:
    return [("label", "", "Rename File", (500, y), (120, 20)), ("entry", "", old, (420, y + 26), (300, 32)),
            ("push-button", "Rename", "", (730, y + 26), (80, 32))]


# ---------------------------------------------------------------- h17-os-10
def t10(rs: RowSet) -> None:
    # Files, rename four survey photos to pier_north_01..04; BAD: turn 8 lists IMG_20240312_102311.jpg again, though turn 5 renamed it to pier_north_03.jpg (and pier_north_03.jpg is missing).
    files = {"IMG_20240312_101455.jpg": "3.2 MB", "IMG_20240312_101602.jpg": "2.9 MB", "IMG_20240312_102311.jpg": "3.4 MB",
             "IMG_20240312_103040.jpg": "3.0 MB", "notes.txt": "1.2 kB", "survey_sketch.pdf": "418.6 kB"}
    mod = {"notes.txt": "12 Mar", "survey_sketch.pdf": "13 Mar"}

    def items(d: dict[str, str]) -> list[tuple[str, str, str]]:
        return [(n, d[n], mod.get(n, "12 Mar")) for n in sorted(d, key=str.lower)]

    crumbs = ["Home", "Pictures", "site-survey"]

    def view(clock: str, d: dict[str, str] | None = None, **kw) -> str:
        return screen("Files", clock, nautilus("site-survey", crumbs, items(d or files), **kw))

    def ypos(d: dict[str, str], name: str) -> int:
        return 27 + 54 + 30 + 33 * sorted(d, key=str.lower).index(name) + 16

    state = view("Mar 18  16:04")
    turns = []
    turns.append((code(f"import pyautogui\npyautogui.click(600, {ypos(files, 'IMG_20240312_101455.jpg')})"),
                  view("Mar 18  16:04", status="“IMG_20240312_101455.jpg” selected (3.2 MB)")))
    turns.append((code("import pyautogui\npyautogui.press('f2')"),
                  view("Mar 18  16:05", status="“IMG_20240312_101455.jpg” selected (3.2 MB)", popover=rename_pop("IMG_20240312_101455.jpg", 150))))
    files["pier_north_01.jpg"] = files.pop("IMG_20240312_101455.jpg")
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('pier_north_01.jpg')\npyautogui.press('enter')"),
                  view("Mar 18  16:05", status="“pier_north_01.jpg” selected (3.2 MB)")))
    clocks = ["Mar 18  16:06", "Mar 18  16:06", "Mar 18  16:07"]
    for k, old in enumerate(["IMG_20240312_101602.jpg", "IMG_20240312_102311.jpg", "IMG_20240312_103040.jpg"]):
        new = f"pier_north_0{k + 2}.jpg"
        y = ypos(files, old)
        files[new] = files.pop(old)
        mod[new] = "12 Mar"
        turns.append((code(f"import pyautogui\npyautogui.click(600, {y})\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('{new}')\npyautogui.press('enter')"),
                      view(clocks[k], status=f"“{new}” selected ({files[new]})")))
    parent = [("Screenshots", "14 items", "15 Mar"), ("site-survey", "6 items", "16:07"), ("wallpapers", "9 items", "2 Feb")]
    turns.append((code("import pyautogui\npyautogui.hotkey('alt', 'up')"),
                  screen("Files", "Mar 18  16:07", nautilus("Pictures", ["Home", "Pictures"], parent, status="“site-survey” selected (containing 6 items)"))))
    drift = dict(files)
    drift["IMG_20240312_102311.jpg"] = drift.pop("pier_north_03.jpg")
    turns.append((code("import pyautogui\npyautogui.press('enter')"), view("Mar 18  16:08", drift)))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'a')"), view("Mar 18  16:08", drift, status="6 items selected (12.9 MB)")))
    rs.add(task="os", tid="h17-os-10", system=system("In ~/Pictures/site-survey, rename the four IMG_ photos, oldest first, to pier_north_01.jpg … pier_north_04.jpg."),
           turns=turns, state=state, bad=True, turn=8, kind="renamed photo listed under its old IMG_ name again after re-entering the folder")


# ---------------------------------------------------------------- h17-os-13
def fileroller(archive: str, loc: str, items: list[tuple[str, str, str, str]], origin: tuple[int, int] = (430, 190)) -> list[Row]:
    x0, y0 = origin
    rows: list[Row] = [("frame", archive, "", origin, (1000, 640)), ("push-button", "Back", "", (x0 + 10, y0 + 8), (34, 34)),
                       ("push-button", "Forward", "", (x0 + 46, y0 + 8), (34, 34)), ("push-button", "Home", "", (x0 + 82, y0 + 8), (34, 34)),
                       ("entry", "Location", loc, (x0 + 124, y0 + 10), (420, 30)), ("push-button", "Extract", "", (x0 + 600, y0 + 8), (80, 34)),
                       ("push-button", "Add Files", "", (x0 + 686, y0 + 8), (34, 34)), ("toggle-button", "Find", "", (x0 + 860, y0 + 8), (34, 34)),
                       ("push-button", "Menu", "", (x0 + 900, y0 + 8), (34, 34)), ("column-header", "Name", "", (x0, y0 + 54), (420, 26)),
                       ("column-header", "Size", "", (x0 + 420, y0 + 54), (110, 26)), ("column-header", "Type", "", (x0 + 530, y0 + 54), (170, 26)),
                       ("column-header", "Modified", "", (x0 + 700, y0 + 54), (300, 26))]
    for i, (n, s, t, mo) in enumerate(items):
        yy = y0 + 82 + 30 * i
        rows += [("table-cell", n, "", (x0, yy), (420, 30)), ("table-cell", "", s, (x0 + 420, yy), (110, 30)),
                 ("table-cell", "", t, (x0 + 530, yy), (170, 30)), ("table-cell", "", mo, (x0 + 700, yy), (300, 30))]
    return rows


def t13(rs: RowSet) -> None:
    # Archive Manager + Files, extract only invoices/ from q1_exports.zip into ~/Documents/accounting and trash the zip. Clean (a near-namesake zip stays; counts and windows change only through the agent's actions).
    dl = [("installer_v3.deb", "84.2 MB", "19 Apr"), ("notes-12-03.txt", "2.3 kB", "12 Mar"), ("q1_exports (1).zip", "1.6 MB", "10:52"),
          ("q1_exports.zip", "1.8 MB", "11:02"), ("rota_april.xlsx", "14.8 kB", "2 Apr"), ("team_photo.png", "5.6 MB", "17 Apr"),
          ("vendor_onboarding.pdf", "731.0 kB", "16 Apr")]
    back_o, back_s = (300, 120), (1150, 760)
    front_o, front_s = (560, 250), (1100, 700)

    def back(status: str = "", toast: str = "", items: list | None = None) -> list[Row]:
        return nautilus("Downloads", ["Home", "Downloads"], items if items is not None else dl, status=status, toast=toast, origin=back_o, size=back_s)

    root = [("invoices", "1.2 MB", "Folder", "28 March 2024, 17:36"), ("receipts", "734.0 kB", "Folder", "28 March 2024, 17:38"),
            ("summary.csv", "6.1 kB", "CSV document", "29 March 2024, 09:12")]
    inv = [("INV-1042.pdf", "286.4 kB", "PDF document", "28 March 2024, 17:31"), ("INV-1043.pdf", "301.9 kB", "PDF document", "28 March 2024, 17:32"),
           ("INV-1044.pdf", "277.0 kB", "PDF document", "28 March 2024, 17:34"), ("INV-1047.pdf", "312.5 kB", "PDF document", "28 March 2024, 17:36")]
    sel_zip = "“q1_exports.zip” selected (1.8 MB)"
    state = screen("Files", "Apr 22  11:14", back(sel_zip))
    turns = []
    turns.append((code("import pyautogui\npyautogui.doubleClick(700, 319)"),
                  screen("Archive Manager", "Apr 22  11:14", back(sel_zip) + fileroller("q1_exports.zip", "/", root))))
    turns.append((code("import pyautogui\npyautogui.doubleClick(600, 287)"),
                  screen("Archive Manager", "Apr 22  11:15", back(sel_zip) + fileroller("q1_exports.zip", "/invoices/", inv))))

    def extract_dlg(path_text: str) -> list[Row]:
        return [("dialog", "Extract", "", (520, 240), (880, 600)), ("entry", "Location", path_text, (700, 280), (520, 30)),
                ("list-item", "Home", "", (530, 330), (160, 30)), ("list-item", "Documents", "", (530, 362), (160, 30)),
                ("list-item", "Downloads", "", (530, 394), (160, 30)), ("table-cell", "installer_v3.deb", "", (700, 330), (500, 28)),
                ("table-cell", "notes-12-03.txt", "", (700, 358), (500, 28)), ("label", "", "Actions", (700, 700), (80, 20)),
                ("radio-button", "All files", "", (700, 724), (120, 20)), ("radio-button", "Selected files", "checked", (830, 724), (140, 20)),
                ("radio-button", "Files:", "", (980, 724), (70, 20)), ("check-box", "Keep directory structure", "checked", (700, 752), (220, 20)),
                ("check-box", "Do not overwrite newer files", "", (930, 752), (240, 20)), ("push-button", "Cancel", "", (1200, 790), (80, 30)),
                ("push-button", "Extract", "", (1290, 790), (90, 30))]
    turns.append((code("import pyautogui\npyautogui.hotkey('alt', 'left')\npyautogui.click(600, 287)\npyautogui.click(1070, 215)"),
                  screen("Archive Manager", "Apr 22  11:16", back(sel_zip) + fileroller("q1_exports.zip", "/", root) + extract_dlg(""))))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Documents/accounting/')"),
                  screen("Archive Manager", "Apr 22  11:16", back(sel_zip) + fileroller("q1_exports.zip", "/", root) + extract_dlg("~/Documents/accounting/"))))
    done = [("dialog", "", "", (760, 430), (420, 170)), ("label", "", "Extraction completed successfully", (790, 460), (360, 24)),
            ("push-button", "Close", "", (800, 550), (150, 32)), ("push-button", "Show the Files", "", (990, 550), (160, 32))]
    turns.append((code("import pyautogui\npyautogui.click(1335, 805)"),
                  screen("Archive Manager", "Apr 22  11:17", back(sel_zip) + fileroller("q1_exports.zip", "/", root) + done)))
    acc = [("2023", "12 items", "3 Jan"), ("budget_2024.ods", "22.4 kB", "8 Apr"), ("invoices", "4 items", "11:17")]
    fr = fileroller("q1_exports.zip", "/", root)
    turns.append((code("import pyautogui\npyautogui.click(1070, 566)"),
                  screen("Files", "Apr 22  11:17", back(sel_zip) + fr + nautilus("accounting", ["Home", "Documents", "accounting"], acc, origin=front_o, size=front_s))))
    inv_files = [(n, s, "28 Mar") for n, s, _, _ in inv]
    turns.append((code("import pyautogui\npyautogui.doubleClick(900, 416)"),
                  screen("Files", "Apr 22  11:18", back(sel_zip) + fr + nautilus("invoices", ["Home", "Documents", "accounting", "invoices"], inv_files, origin=front_o, size=front_s))))
    turns.append((code("import pyautogui\npyautogui.click(900, 205)\npyautogui.hotkey('ctrl', 'q')"),
                  screen("Files", "Apr 22  11:18", back(sel_zip) + nautilus("invoices", ["Home", "Documents", "accounting", "invoices"], inv_files, origin=front_o, size=front_s))))
    turns.append((code("import pyautogui\npyautogui.click(660, 486)"),
                  screen("Files", "Apr 22  11:19", back(sel_zip) + nautilus("Downloads", ["Home", "Downloads"], dl, origin=front_o, size=front_s))))
    zip_row = front_o[1] + 54 + 30 + 33 * 3 + 16
    dl2 = [x for x in dl if x[0] != "q1_exports.zip"]
    turns.append((code(f"import pyautogui\npyautogui.click(900, {zip_row})\npyautogui.press('delete')"),
                  screen("Files", "Apr 22  11:19", back(items=dl2) + nautilus("Downloads", ["Home", "Downloads"], dl2, toast="“q1_exports.zip” moved to trash", origin=front_o, size=front_s))))
    trash = [("old_draft.odt", "48.0 kB", "9 Apr"), ("q1_exports.zip", "1.8 MB", "11:02")]
    turns.append((code("import pyautogui\npyautogui.click(660, 630)"),
                  screen("Files", "Apr 22  11:20", back(items=dl2) + nautilus("Trash", ["Trash"], trash, origin=front_o, size=front_s, trash=True))))
    rs.add(task="os", tid="h17-os-13", system=system("Extract only the 'invoices' folder of ~/Downloads/q1_exports.zip into ~/Documents/accounting, then move that zip (not the '(1)' copy) to the Trash."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Visual Studio Code
def vscode(folder: str, active: str, tabs: list[tuple[str, bool]], body: list[Row], *, scm: int = 0, explorer: list[Row] | None = None,
           status: tuple[str, str] = ("Ln 1, Col 1", "Plain Text"), quick: list[Row] | None = None, sidebar: str = "EXPLORER") -> list[Row]:
    rows: list[Row] = [("frame", f"{active} - {folder} - Visual Studio Code", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], x0=110, y=30, step=70)
    rows += [("push-button", "Explorer (Ctrl+Shift+E)", "", (70, 62), (48, 48)), ("push-button", "Search (Ctrl+Shift+F)", "", (70, 110), (48, 48)),
             ("push-button", f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)", str(scm) if scm else "", (70, 158), (48, 48)),
             ("push-button", "Run and Debug (Ctrl+Shift+D)", "", (70, 206), (48, 48)), ("push-button", "Extensions (Ctrl+Shift+X)", "", (70, 254), (48, 48)),
             ("push-button", "Accounts", "", (70, 960), (48, 48)), ("push-button", "Manage", "", (70, 1008), (48, 48)),
             ("heading", sidebar, "", (130, 62), (200, 30))]
    rows += explorer or []
    x = 420
    for name, dirty in tabs:
        rows.append(("page-tab", name, "● unsaved changes" if dirty else "", (x, 62), (40 + 8 * len(name), 35)))
        x += 40 + 8 * len(name)
    rows += body
    rows += [("push-button", "main", "", (70, 1056), (70, 24)), ("push-button", "No Problems", "0 errors, 0 warnings", (150, 1056), (90, 24)),
             ("push-button", "", status[0], (1380, 1056), (110, 24)), ("push-button", "", "Spaces: 2" if status[1] == "JSON" else "Spaces: 4", (1500, 1056), (80, 24)),
             ("push-button", "", "UTF-8", (1590, 1056), (60, 24)), ("push-button", "", "LF", (1660, 1056), (30, 24)),
             ("push-button", "", status[1], (1700, 1056), (140, 24)), ("push-button", "Notifications", "", (1880, 1056), (30, 24))]
    rows += quick or []
    return rows


def editor_text(text: str) -> list[Row]:
    return [("text", "Editor content; Press Alt+F1 for Accessibility Options.", text, (420, 100), (1490, 950))]


# ---------------------------------------------------------------- h17-os-05
def t05(rs: RowSet) -> None:
    # VS Code settings, auto-save after 1500 ms and a ruler at 100; BAD: turn 9 shows Files: Auto Save Delay as 1000 although turn 4 set it to 1500 and turns 6-7 showed 1500 in settings.json.
    folder = "ledgerline"
    exp = [("tree-item", n, "", (130, 100 + 22 * i), (280, 22)) for i, n in enumerate(["LEDGERLINE", ".vscode", "src", "ledger.py", "importers.py", "tests", "pyproject.toml", "README.md"])]
    ledger = ("from decimal import Decimal\n\n\nclass Ledger:\n    def __init__(self, currency: str = \"EUR\") -> None:\n        self.currency = currency\n"
              "        self.entries: list[tuple[str, Decimal]] = []\n\n    def post(self, account: str, amount: Decimal) -> None:\n        self.entries.append((account, amount))\n\n"
              "    def balance(self, account: str) -> Decimal:\n        return sum((a for acc, a in self.entries if acc == account), Decimal(0))\n")
    state = screen("Visual Studio Code", "May 6  15:20", vscode(folder, "ledger.py", [("ledger.py", False)], editor_text(ledger), explorer=exp, status=("Ln 4, Col 13", "Python")))

    def setting(y: int, title: str, desc: str, tag: str, value: str) -> list[Row]:
        return [("heading", title, "", (500, y), (900, 22)), ("label", "", desc, (500, y + 24), (1200, 20)), (tag, title, value, (500, y + 50), (320, 26))]

    def settings_ui(query: str, found: str, items: list[list[Row]]) -> list[Row]:
        rows: list[Row] = [("entry", "Search settings", query, (440, 110), (1300, 30)), ("page-tab", "User", "", (440, 150), (60, 28)),
                           ("page-tab", "Workspace", "", (510, 150), (100, 28))]
        if found:
            rows.append(("label", "", found, (1600, 150), (140, 28)))
        for it in items:
            rows += it
        return rows

    autosave, delay = ["off"], ["1000"]

    def auto_items() -> list[list[Row]]:
        return [setting(200, "Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "combo-box", autosave[0]),
                setting(290, "Files: Auto Save Delay", "Controls the delay in milliseconds after which an editor with unsaved changes is saved automatically. Only applies when Files: Auto Save is set to afterDelay.", "entry", delay[0]),
                setting(380, "Files: Auto Save When No Errors", "When enabled, will limit auto save of editors to files that have no errors reported in them at the time the auto save is triggered.", "check-box", "unchecked"),
                setting(470, "Files: Auto Save Workspace Files Only", "When enabled, will limit auto save of editors to files that are inside the opened workspace.", "check-box", "unchecked")]
    common = [setting(200, "Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "combo-box", "off"),
              setting(290, "Editor: Font Size", "Controls the font size in pixels.", "entry", "14"),
              setting(380, "Editor: Font Family", "Controls the font family.", "entry", "'Droid Sans Mono', 'monospace', monospace"),
              setting(470, "Editor: Tab Size", "The number of spaces a tab is equal to.", "entry", "4"),
              setting(560, "Editor: Render Whitespace", "Controls how the editor should render whitespace characters.", "combo-box", "selection"),
              setting(650, "Editor: Cursor Style", "Controls the cursor style.", "combo-box", "line"),
              setting(740, "Editor: Insert Spaces", "Insert spaces when pressing Tab.", "check-box", "checked"),
              setting(830, "Editor: Word Wrap", "Controls how lines should wrap.", "combo-box", "off")]
    tabs = [("ledger.py", False), ("Settings", False)]
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', ',')"),
                  screen("Visual Studio Code", "May 6  15:20", vscode(folder, "Settings", tabs, [("heading", "Commonly Used", "", (440, 190), (200, 24))] + settings_ui("", "", common), explorer=exp, status=("", "Python")))))
    turns.append((code("import pyautogui\npyautogui.write('auto save')"),
                  screen("Visual Studio Code", "May 6  15:21", vscode(folder, "Settings", tabs, settings_ui("auto save", "4 Settings Found", auto_items()), explorer=exp, status=("", "Python")))))
    autosave[0] = "afterDelay"
    turns.append((code("import pyautogui\npyautogui.click(660, 263)\npyautogui.click(660, 340)"),
                  screen("Visual Studio Code", "May 6  15:21", vscode(folder, "Settings", tabs, settings_ui("auto save", "4 Settings Found", auto_items()), explorer=exp, status=("", "Python")))))
    delay[0] = "1500"
    turns.append((code("import pyautogui\npyautogui.tripleClick(660, 353)\npyautogui.write('1500')\npyautogui.press('tab')"),
                  screen("Visual Studio Code", "May 6  15:22", vscode(folder, "Settings", tabs, settings_ui("auto save", "4 Settings Found", auto_items()), explorer=exp, status=("", "Python")))))
    rulers = [setting(200, "Editor: Rulers", "Render vertical rulers after a certain number of monospace characters. Use multiple values for multiple rulers. No rulers are drawn if array is empty.", "label", ""),
              [("link", "Edit in settings.json", "", (500, 274), (150, 20))]]
    turns.append((code("import pyautogui\npyautogui.click(900, 125)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('rulers')"),
                  screen("Visual Studio Code", "May 6  15:22", vscode(folder, "Settings", tabs, settings_ui("rulers", "1 Setting Found", rulers), explorer=exp, status=("", "Python")))))

    def sjson(d: str, rul: str) -> str:
        return ("{\n    \"workbench.colorTheme\": \"Default Dark Modern\",\n    \"editor.fontSize\": 14,\n    \"git.autofetch\": true,\n"
                f"    \"files.autoSave\": \"afterDelay\",\n    \"files.autoSaveDelay\": {d},\n    \"editor.rulers\": [\n        {rul}\n    ]\n}}")
    tabs3 = [("ledger.py", False), ("Settings", False), ("settings.json", True)]
    turns.append((code("import pyautogui\npyautogui.click(575, 284)"),
                  screen("Visual Studio Code", "May 6  15:23", vscode(folder, "settings.json", tabs3, editor_text(sjson("1500", "")), explorer=exp, status=("Ln 8, Col 9", "JSON with Comments")))))
    tabs4 = [("ledger.py", False), ("Settings", False), ("settings.json", False)]
    turns.append((code("import pyautogui\npyautogui.write('100')\npyautogui.hotkey('ctrl', 's')"),
                  screen("Visual Studio Code", "May 6  15:23", vscode(folder, "settings.json", tabs4, editor_text(sjson("1500", "100")), explorer=exp, status=("Ln 8, Col 12", "JSON with Comments")))))
    turns.append((code("import pyautogui\npyautogui.click(560, 80)"),
                  screen("Visual Studio Code", "May 6  15:24", vscode(folder, "Settings", tabs4, settings_ui("rulers", "1 Setting Found", rulers), explorer=exp, status=("", "JSON with Comments")))))
    delay[0] = "1000"
    turns.append((code("import pyautogui\npyautogui.click(900, 125)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('auto save')"),
                  screen("Visual Studio Code", "May 6  15:24", vscode(folder, "Settings", tabs4, settings_ui("auto save", "4 Settings Found", auto_items()), explorer=exp, status=("", "JSON with Comments")))))
    turns.append((code("import pyautogui\npyautogui.click(730, 80)"),
                  screen("Visual Studio Code", "May 6  15:25", vscode(folder, "settings.json", tabs4, editor_text(sjson("1000", "100")), explorer=exp, status=("Ln 8, Col 12", "JSON with Comments")))))
    rs.add(task="os", tid="h17-os-05", system=system("In VS Code, make files auto-save 1.5 seconds after the last change and show a vertical ruler at column 100 (user settings)."),
           turns=turns, state=state, bad=True, turn=9, kind="Files: Auto Save Delay reads 1000 although the agent set 1500 (and settings.json showed 1500)")


# ---------------------------------------------------------------- h17-os-17
def t17(rs: RowSet) -> None:
    # VS Code, change port and log level in config/app.dev.json only, format, save, review the diff. Clean (the prod file has other values; reformatting and the SCM badge follow the edits).
    folder = "harbor-api"
    names = ["HARBOR-API", ".vscode", "config", "app.dev.json", "app.prod.json", "app.test.json", "src", "tests", ".gitignore", "package.json", "README.md"]

    def exp(mark: bool) -> list[Row]:
        return [("tree-item", n, "M" if (mark and n == "app.dev.json") else "", (130, 100 + 22 * i), (280, 22)) for i, n in enumerate(names)]
    readme = "# harbor-api\n\nBerth-booking API for the Ostkai marina.\n\n## Running locally\n\n    npm install\n    NODE_ENV=development npm start\n\nConfig is read from `config/app.<env>.json`."
    state = screen("Visual Studio Code", "Jun 11  08:52", vscode(folder, "README.md", [("README.md", False)], editor_text(readme), explorer=exp(False), status=("Ln 1, Col 1", "Markdown")))
    dev0 = ('{\n  "service": "harbor-api",\n  "port": 8080,\n  "logLevel": "info",\n  "db": { "host": "localhost", "port": 5432, "name": "harbor_dev" },\n'
            '  "cors": ["http://localhost:5173"]\n}')
    turns = []
    quick = [("entry", "Search files by name (append : to go to line or @ to go to symbol)", "app.dev", (700, 70), (700, 30)),
             ("list-item", "app.dev.json", "config", (700, 104), (700, 24))]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'p')\npyautogui.write('app.dev')"),
                  screen("Visual Studio Code", "Jun 11  08:52", vscode(folder, "README.md", [("README.md", False)], editor_text(readme), explorer=exp(False), status=("Ln 1, Col 1", "Markdown"), quick=quick))))
    tabs = [("README.md", False), ("app.dev.json", False)]
    turns.append((code("import pyautogui\npyautogui.press('enter')"),
                  screen("Visual Studio Code", "Jun 11  08:53", vscode(folder, "app.dev.json", tabs, editor_text(dev0), explorer=exp(False), status=("Ln 1, Col 1", "JSON")))))
    dev1 = dev0.replace('"port": 8080', '"port": 8081')
    tabs = [("README.md", False), ("app.dev.json", True)]
    turns.append((code("import pyautogui\npyautogui.doubleClick(560, 144)\npyautogui.write('8081')"),
                  screen("Visual Studio Code", "Jun 11  08:53", vscode(folder, "app.dev.json", tabs, editor_text(dev1), explorer=exp(False), status=("Ln 3, Col 15", "JSON")))))
    dev2 = dev1.replace('"logLevel": "info"', '"logLevel": "debug"')
    turns.append((code("import pyautogui\npyautogui.doubleClick(600, 163)\npyautogui.write('debug')"),
                  screen("Visual Studio Code", "Jun 11  08:54", vscode(folder, "app.dev.json", tabs, editor_text(dev2), explorer=exp(False), status=("Ln 4, Col 21", "JSON")))))
    dev3 = ('{\n  "service": "harbor-api",\n  "port": 8081,\n  "logLevel": "debug",\n  "db": {\n    "host": "localhost",\n    "port": 5432,\n'
            '    "name": "harbor_dev"\n  },\n  "cors": [\n    "http://localhost:5173"\n  ]\n}')
    turns.append((code("import pyautogui\npyautogui.hotkey('shift', 'alt', 'f')"),
                  screen("Visual Studio Code", "Jun 11  08:54", vscode(folder, "app.dev.json", tabs, editor_text(dev3), explorer=exp(False), status=("Ln 4, Col 21", "JSON")))))
    tabs = [("README.md", False), ("app.dev.json", False)]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 's')"),
                  screen("Visual Studio Code", "Jun 11  08:55", vscode(folder, "app.dev.json", tabs, editor_text(dev3), scm=1, explorer=exp(True), status=("Ln 4, Col 21", "JSON")))))
    prod = ('{\n  "service": "harbor-api",\n  "port": 8443,\n  "logLevel": "warn",\n  "db": {\n    "host": "db.internal",\n    "port": 5432,\n'
            '    "name": "harbor"\n  },\n  "cors": [\n    "https://berths.ostkai-marina.de"\n  ]\n}')
    tabs = [("README.md", False), ("app.dev.json", False), ("app.prod.json", False)]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'p')\npyautogui.write('app.prod')\npyautogui.press('enter')"),
                  screen("Visual Studio Code", "Jun 11  08:55", vscode(folder, "app.prod.json", tabs, editor_text(prod), scm=1, explorer=exp(True), status=("Ln 1, Col 1", "JSON")))))
    scm_view = [("entry", "Message (Ctrl+Enter to commit on 'main')", "", (130, 100), (280, 30)), ("push-button", "Commit", "", (130, 136), (280, 30)),
                ("tree-item", "Changes", "1", (130, 176), (280, 22)), ("tree-item", "app.dev.json", "config  M", (150, 198), (260, 22))]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'g')"),
                  screen("Visual Studio Code", "Jun 11  08:56", vscode(folder, "app.prod.json", tabs, editor_text(prod), scm=1, explorer=scm_view, status=("Ln 1, Col 1", "JSON"), sidebar="SOURCE CONTROL"))))
    diff = [("text", "Original (HEAD) app.dev.json", dev0, (420, 100), (740, 950)), ("text", "Modified app.dev.json", dev3, (1165, 100), (745, 950))]
    tabs = [("README.md", False), ("app.dev.json", False), ("app.prod.json", False), ("app.dev.json (Working Tree)", False)]
    turns.append((code("import pyautogui\npyautogui.click(260, 209)"),
                  screen("Visual Studio Code", "Jun 11  08:56", vscode(folder, "app.dev.json (Working Tree)", tabs, diff, scm=1, explorer=scm_view, status=("Ln 1, Col 1", "JSON"), sidebar="SOURCE CONTROL"))))
    rs.add(task="os", tid="h17-os-17", system=system("In the harbor-api project, set the development config to port 8081 with log level debug (leave the production config alone), format and save it, then check the change in Source Control."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- GNOME Settings
GS_SIDEBAR = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Applications", "Privacy", "Online Accounts",
              "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color",
              "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def gsettings(panel: str, body: list[Row], dialog: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", panel, "", (70, 27), (1850, 1053)), ("push-button", "Search", "", (80, 35), (34, 34)),
                       ("push-button", "Primary Menu", "", (300, 35), (34, 34)), ("label", "", panel, (900, 40), (200, 24))]
    for i, s in enumerate(GS_SIDEBAR):
        rows.append(("list-item", s, "", (70, 80 + 40 * i), (290, 40)))
    rows += body
    rows += dialog or []
    return rows


def switch_row(y: int, title: str, on: bool, sub: str = "") -> list[Row]:
    rows: list[Row] = [("label", "", title, (640, y), (500, 22))]
    if sub:
        rows.append(("label", "", sub, (640, y + 22), (700, 18)))
    rows.append(("toggle-button", title, "on" if on else "off", (1390, y), (50, 28)))
    return rows


# ---------------------------------------------------------------- h17-os-16
def t16(rs: RowSet) -> None:
    # GNOME Settings, Do Not Disturb on and Thunderbird popups off; BAD: turn 8 shows Lock Screen Notifications off, though it was on at turns 1/2/5 (and on the Screen page at turn 7) and nothing touched it.
    dnd = [False]
    apps = ["Calendar", "Files", "Google Chrome", "Software", "Thunderbird Mail", "Visual Studio Code", "VLC media player"]

    def notif(lock_on: bool = True) -> list[Row]:
        rows = switch_row(120, "Do Not Disturb", dnd[0], "Notifications are hidden until this is turned off.") + \
            switch_row(180, "Lock Screen Notifications", lock_on)
        rows.append(("label", "", "Applications", (640, 250), (200, 22)))
        for i, a in enumerate(apps):
            rows += [("list-item", a, "On", (640, 280 + 48 * i), (800, 46))]
        return rows
    tb = {"Notifications": True, "Sound Alerts": True, "Notification Popups": True, "Show Message Content in Popups": True,
          "Lock Screen Notifications": True, "Show Message Content on Lock Screen": True}

    def tb_dialog() -> list[Row]:
        rows: list[Row] = [("dialog", "Thunderbird Mail", "", (660, 260), (600, 420))]
        for i, (k, v) in enumerate(tb.items()):
            rows += [("label", "", k, (690, 310 + 56 * i), (420, 22)), ("toggle-button", k, "on" if v else "off", (1180, 306 + 56 * i), (50, 28))]
        return rows
    bt = [("label", "", "Bluetooth", (640, 120), (200, 22)), ("toggle-button", "Bluetooth", "off", (1390, 120), (50, 28)),
          ("label", "", "Bluetooth Turned Off", (880, 480), (200, 30)), ("label", "", "Turn on to connect devices and receive file transfers.", (780, 520), (400, 20))]
    state = screen("Settings", "Feb 20  13:40", gsettings("Bluetooth", bt))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(200, 260)"), screen("Settings", "Feb 20  13:40", gsettings("Notifications", notif()))))
    dnd[0] = True
    turns.append((code("import pyautogui\npyautogui.click(1414, 134)"), screen("Settings", "Feb 20  13:41", gsettings("Notifications", notif()))))
    turns.append((code("import pyautogui\npyautogui.click(900, 495)"), screen("Settings", "Feb 20  13:41", gsettings("Notifications", notif(), tb_dialog()))))
    tb["Notification Popups"] = False
    turns.append((code("import pyautogui\npyautogui.click(1204, 432)"), screen("Settings", "Feb 20  13:42", gsettings("Notifications", notif(), tb_dialog()))))
    turns.append((code("import pyautogui\npyautogui.press('escape')"), screen("Settings", "Feb 20  13:42", gsettings("Notifications", notif()))))
    priv_rows = ["Connectivity", "Location Services", "Thunderbolt", "File History & Trash", "Screen", "Diagnostics"]
    priv_val = ["On", "Off", "", "", "", "Never"]
    priv = [("list-item", r, v, (640, 120 + 50 * i), (800, 48)) for i, (r, v) in enumerate(zip(priv_rows, priv_val))]
    turns.append((code("import pyautogui\npyautogui.click(200, 380)"), screen("Settings", "Feb 20  13:43", gsettings("Privacy", priv))))
    screen_dlg = [("dialog", "Screen", "", (660, 260), (600, 400)), ("label", "", "Blank Screen Delay", (690, 310), (300, 22)),
                  ("combo-box", "Blank Screen Delay", "5 minutes", (1040, 304), (190, 32)), ("label", "", "Automatic Screen Lock", (690, 366), (300, 22)),
                  ("toggle-button", "Automatic Screen Lock", "on", (1180, 362), (50, 28)), ("label", "", "Automatic Screen Lock Delay", (690, 422), (300, 22)),
                  ("combo-box", "Automatic Screen Lock Delay", "Screen Turns Off", (1040, 416), (190, 32)), ("label", "", "Lock Screen on Suspend", (690, 478), (300, 22)),
                  ("toggle-button", "Lock Screen on Suspend", "on", (1180, 474), (50, 28)), ("label", "", "Show Notifications on Lock Screen", (690, 534), (300, 22)),
                  ("toggle-button", "Show Notifications on Lock Screen", "on", (1180, 530), (50, 28))]
    turns.append((code("import pyautogui\npyautogui.click(900, 344)"), screen("Settings", "Feb 20  13:43", gsettings("Privacy", priv, screen_dlg))))
    turns.append((code("import pyautogui\npyautogui.press('escape')\npyautogui.click(200, 260)"), screen("Settings", "Feb 20  13:44", gsettings("Notifications", notif(lock_on=False)))))
    turns.append((code("import pyautogui\npyautogui.click(900, 495)"), screen("Settings", "Feb 20  13:44", gsettings("Notifications", notif(lock_on=False), tb_dialog()))))
    rs.add(task="os", tid="h17-os-16", system=system("Turn on Do Not Disturb and stop Thunderbird from showing notification pop-ups, leaving its other notification settings as they are."),
           turns=turns, state=state, bad=True, turn=8, kind="Lock Screen Notifications switch flips to off with no action on it")


# ---------------------------------------------------------------- terminal window
def term(title: str, text: str, origin: tuple[int, int] = (330, 170), size: tuple[int, int] = (1120, 680)) -> list[Row]:
    x0, y0 = origin
    return [("frame", title, "", origin, size), ("push-button", "New Tab", "", (x0 + 8, y0 + 6), (34, 34)),
            ("push-button", "Menu", "", (x0 + size[0] - 130, y0 + 6), (34, 34)), ("push-button", "Close", "", (x0 + size[0] - 46, y0 + 6), (34, 34)),
            ("terminal", "Terminal", text, (x0, y0 + 46), (size[0], size[1] - 46))]


class Shell:
    """Accumulates a terminal's visible text (last `keep` lines)."""

    def __init__(self, prompt: str, banner: str = "", keep: int = 38) -> None:
        self.prompt, self.keep = prompt, keep
        self.lines = ([banner] if banner else []) + [prompt + " "]

    def run(self, cmd: str, out: str = "") -> str:
        self.lines[-1] = self.prompt + " " + cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        self.lines.append(self.prompt + " ")
        return self.text()

    def text(self) -> str:
        return "\n".join(self.lines[-self.keep:])


# ---------------------------------------------------------------- h17-os-01
def sysmon(procs: list[tuple[str, str, int, str]], *, query: str | None = None, tab: str = "Processes", extra: list[Row] | None = None,
           resources: list[Row] | None = None, origin: tuple[int, int] = (70, 27), size: tuple[int, int] = (1850, 1053)) -> list[Row]:
    x0, y0 = origin
    rows: list[Row] = [("frame", "System Monitor", "", origin, size), ("page-tab", "Processes", "", (x0 + 700, y0 + 8), (110, 34)),
                       ("page-tab", "Resources", "", (x0 + 812, y0 + 8), (110, 34)), ("page-tab", "File Systems", "", (x0 + 924, y0 + 8), (120, 34)),
                       ("toggle-button", "Search", "on" if query is not None else "off", (x0 + size[0] - 130, y0 + 8), (34, 34)),
                       ("push-button", "Menu", "", (x0 + size[0] - 90, y0 + 8), (34, 34))]
    if tab == "Resources":
        return rows + (resources or []) + (extra or [])
    top = y0 + 50
    if query is not None:
        rows.append(("entry", "Search", query, (x0 + 600, top), (500, 32)))
        top += 42
    rows += [("column-header", "Process Name", "", (x0, top), (700, 28)), ("column-header", "User", "", (x0 + 700, top), (200, 28)),
             ("column-header", "% CPU", "", (x0 + 900, top), (160, 28)), ("column-header", "ID", "", (x0 + 1060, top), (160, 28)),
             ("column-header", "Memory", "", (x0 + 1220, top), (200, 28))]
    for i, (name, cpu, pid, mem) in enumerate(procs):
        yy = top + 30 + 28 * i
        rows += [("table-cell", name, "", (x0, yy), (700, 28)), ("table-cell", "", "dana", (x0 + 700, yy), (200, 28)),
                 ("table-cell", "", cpu, (x0 + 900, yy), (160, 28)), ("table-cell", "", str(pid), (x0 + 1060, yy), (160, 28)),
                 ("table-cell", "", mem, (x0 + 1220, yy), (200, 28))]
    return rows + (extra or [])


def t01(rs: RowSet) -> None:
    # System Monitor + terminal, end a runaway syncthing and start the service again. Clean (CPU/memory readings refresh, the new instance has a new PID, a search narrows the list).
    def by_cpu(ps: list[tuple[str, str, int, str]]) -> list[tuple[str, str, int, str]]:
        return sorted(ps, key=lambda p: -float(p[1]))
    p0 = by_cpu([("syncthing", "96.8", 2871, "38.4 MB"), ("gnome-shell", "4.1", 1642, "212.6 MB"), ("chrome", "2.6", 3310, "301.2 MB"),
                 ("rsync", "2.1", 5120, "5.9 MB"), ("gnome-system-monitor", "1.8", 6042, "48.3 MB"), ("tracker-miner-fs-3", "1.2", 1888, "24.7 MB"),
                 ("gnome-terminal-server", "0.4", 2950, "41.0 MB"), ("pipewire", "0.2", 1711, "9.8 MB"), ("gvfsd", "0.0", 1733, "3.1 MB")])
    state = screen("System Monitor", "Nov 27  11:05", sysmon(p0))
    turns = []
    f1 = [("syncthing", "97.3", 2871, "38.6 MB"), ("rsync", "2.4", 5120, "5.9 MB")]
    turns.append((code("import pyautogui\npyautogui.click(1807, 52)\npyautogui.write('sync')"), screen("System Monitor", "Nov 27  11:05", sysmon(f1, query="sync"))))
    ctx = [("menu", "", "", (420, 170), (220, 260))] + [("menu-item", t, "", (424, 174 + 28 * i), (212, 26)) for i, t in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    f2 = [("syncthing", "96.9", 2871, "38.6 MB"), ("rsync", "2.7", 5120, "5.9 MB")]
    turns.append((code("import pyautogui\npyautogui.rightClick(400, 164)"), screen("System Monitor", "Nov 27  11:06", sysmon(f2, query="sync", extra=ctx))))
    dlg = [("alert", "", "", (660, 420), (600, 200)), ("label", "", "End the selected process “syncthing” (PID 2871)?", (690, 450), (540, 24)),
           ("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (690, 480), (540, 44)),
           ("push-button", "Cancel", "", (890, 570), (150, 34)), ("push-button", "End Process", "", (1050, 570), (180, 34))]
    f3 = [("syncthing", "97.1", 2871, "38.7 MB"), ("rsync", "2.3", 5120, "5.9 MB")]
    turns.append((code("import pyautogui\npyautogui.click(530, 355)"), screen("System Monitor", "Nov 27  11:06", sysmon(f3, query="sync", extra=dlg))))
    f4 = [("rsync", "2.9", 5120, "6.0 MB")]
    turns.append((code("import pyautogui\npyautogui.click(1140, 587)"), screen("System Monitor", "Nov 27  11:06", sysmon(f4, query="sync"))))
    sh = Shell("dana@ws-kestrel:~$")
    mon_bg = sysmon([("rsync", "3.0", 5120, "6.0 MB")], query="sync")
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'alt', 't')"), screen("Terminal", "Nov 27  11:07", mon_bg + term("dana@ws-kestrel: ~", sh.text()))))
    cmd = "systemctl --user start syncthing.service && systemctl --user status syncthing.service --no-pager | head -n 6"
    out = ("● syncthing.service - Syncthing - Open Source Continuous File Synchronization\n"
           "     Loaded: loaded (/usr/lib/systemd/user/syncthing.service; enabled; vendor preset: enabled)\n"
           "     Active: active (running) since Wed 2024-11-27 11:07:12 CET; 1s ago\n"
           "       Docs: man:syncthing(1)\n"
           "   Main PID: 9412 (syncthing)\n"
           "      Tasks: 11 (limit: 9401)")
    turns.append((code(f"import pyautogui\npyautogui.write({cmd!r})\npyautogui.press('enter')"), screen("Terminal", "Nov 27  11:07", mon_bg + term("dana@ws-kestrel: ~", sh.run(cmd, out)))))
    tw = term("dana@ws-kestrel: ~", sh.text())
    f7 = [("syncthing", "6.3", 9412, "21.4 MB"), ("rsync", "2.6", 5120, "6.0 MB")]
    turns.append((code("import pyautogui\npyautogui.hotkey('alt', 'tab')"), screen("System Monitor", "Nov 27  11:08", tw + sysmon(f7, query="sync"))))
    p8 = by_cpu([("gnome-shell", "3.9", 1642, "214.0 MB"), ("syncthing", "3.1", 9412, "23.9 MB"), ("rsync", "2.7", 5120, "6.0 MB"),
                 ("chrome", "2.2", 3310, "301.8 MB"), ("gnome-system-monitor", "1.6", 6042, "48.9 MB"), ("gnome-terminal-server", "0.9", 2950, "44.2 MB"),
                 ("tracker-miner-fs-3", "0.8", 1888, "24.7 MB"), ("pipewire", "0.2", 1711, "9.8 MB"), ("bash", "0.0", 9388, "5.2 MB"),
                 ("gvfsd", "0.0", 1733, "3.1 MB")])
    turns.append((code("import pyautogui\npyautogui.click(1807, 52)"), screen("System Monitor", "Nov 27  11:08", tw + sysmon(p8))))
    p9 = sorted([("gnome-shell", "4.4", 1642, "214.1 MB"), ("syncthing", "1.9", 9412, "24.3 MB"), ("rsync", "2.5", 5120, "6.0 MB"),
                 ("chrome", "2.0", 3310, "302.0 MB"), ("gnome-system-monitor", "1.7", 6042, "48.9 MB"), ("gnome-terminal-server", "0.3", 2950, "44.2 MB"),
                 ("tracker-miner-fs-3", "0.6", 1888, "24.7 MB"), ("pipewire", "0.2", 1711, "9.8 MB"), ("bash", "0.0", 9388, "5.2 MB"),
                 ("gvfsd", "0.0", 1733, "3.1 MB")], key=lambda p: p[2])
    turns.append((code("import pyautogui\npyautogui.click(1210, 91)"), screen("System Monitor", "Nov 27  11:09", tw + sysmon(p9))))
    res = [("label", "", "CPU", (100, 90), (100, 22)), ("label", "", "CPU1 9.8%", (120, 380), (140, 20)), ("label", "", "CPU2 6.1%", (320, 380), (140, 20)),
           ("label", "", "CPU3 4.4%", (520, 380), (140, 20)), ("label", "", "CPU4 7.3%", (720, 380), (140, 20)),
           ("label", "", "Memory and Swap", (100, 430), (200, 22)), ("label", "", "Memory 2.4 GB (31.2%) of 7.7 GB", (120, 720), (320, 20)),
           ("label", "", "Cache 1.9 GB", (120, 744), (200, 20)), ("label", "", "Swap 0 bytes (0.0%) of 2.0 GB", (520, 720), (300, 20)),
           ("label", "", "Network", (100, 780), (200, 22)), ("label", "", "Receiving 1.3 KiB/s", (120, 1020), (200, 20)),
           ("label", "", "Total Received 412.6 MiB", (120, 1044), (240, 20)), ("label", "", "Sending 0.6 KiB/s", (520, 1020), (200, 20)),
           ("label", "", "Total Sent 58.1 MiB", (520, 1044), (240, 20))]
    turns.append((code("import pyautogui\npyautogui.click(937, 52)"), screen("System Monitor", "Nov 27  11:09", tw + sysmon([], tab="Resources", resources=res))))
    rs.add(task="os", tid="h17-os-01", system=system("syncthing is stuck at ~100% CPU. End it from System Monitor, start the syncthing user service again from a terminal, and confirm in System Monitor that it is running normally."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- h17-os-20
def t20(rs: RowSet) -> None:
    # Terminal, find and stop the stale dev server on port 8088; BAD: turn 6 lsof shows the listener as PID 48231 while turns 1-2 identified it as PID 48213 and nothing was restarted.
    sh = Shell("theo@devbox-07:~/projects$")
    title = "theo@devbox-07: ~/projects"
    big = ((70, 27), (1850, 1053))

    def obs(clock: str, text: str) -> str:
        return screen("Terminal", clock, term(title, text, *big))
    state = obs("Jul 30  16:41", sh.text())
    turns = []
    steps = [
        ("Jul 30  16:41", "ss -ltnp | grep 8088",
         'LISTEN 0      511        127.0.0.1:8088       0.0.0.0:*    users:(("node",pid=48213,fd=21))'),
        ("Jul 30  16:42", "ps -o pid,ppid,etime,cmd -p 48213",
         "    PID    PPID     ELAPSED CMD\n  48213   48190    02:14:07 node /home/theo/projects/quillmark/node_modules/.bin/vite --port 8088"),
        ("Jul 30  16:42", "ps -o pid,ppid,etime,cmd -p 48190",
         "    PID    PPID     ELAPSED CMD\n  48190   48177    02:14:08 npm run dev"),
        ("Jul 30  16:43", "readlink /proc/48213/cwd", "/home/theo/projects/quillmark"),
        ("Jul 30  16:43", "grep -n '\"dev\"\\|\"preview\"' quillmark/package.json",
         '7:    "dev": "vite --port 8088",\n9:    "preview": "vite preview --port 4173",'),
        ("Jul 30  16:44", "lsof -nP -iTCP:8088 -sTCP:LISTEN",
         "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\nnode    48231 theo   21u  IPv4 392114      0t0  TCP 127.0.0.1:8088 (LISTEN)"),
        ("Jul 30  16:44", "kill 48190", ""),
        ("Jul 30  16:45", "sleep 1; ss -ltnp | grep 8088 || echo 'port 8088 free'", "port 8088 free"),
        ("Jul 30  16:45", "ps -o pid,cmd -p 48190,48213", "    PID CMD"),
    ]
    for clock, cmd, out in steps:
        turns.append((code(f"import pyautogui\npyautogui.write({cmd!r})\npyautogui.press('enter')"), obs(clock, sh.run(cmd, out))))
    rs.add(task="os", tid="h17-os-20", system=system("Something left over is still listening on port 8088. In the open terminal, find out what it is and stop it so the port is free."),
           turns=turns, state=state, bad=True, turn=6, kind="listener PID reported by lsof differs from the PID ss/ps reported, with no restart")


# ---------------------------------------------------------------- VLC
def vlc(title: str, *, elapsed: str = "--:--", total: str = "--:--", playing: bool = False, volume: str = "80%", loop: str = "No loop",
        playlist: list[tuple[str, str, bool]] | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", f"{title} - VLC media player" if title else "VLC media player", "", (320, 150), (1280, 800))]
    rows += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], x0=328, y=178, step=70)
    if playlist is not None:
        rows += [("tree", "Playlist", "", (330, 210), (250, 600)), ("tree-item", "Playlist", "", (340, 220), (230, 24)),
                 ("tree-item", "Media Library", "", (340, 250), (230, 24)), ("column-header", "Title", "", (590, 210), (800, 24)),
                 ("column-header", "Duration", "", (1390, 210), (200, 24))]
        for i, (n, d, cur) in enumerate(playlist):
            rows += [("table-cell", n, "current" if cur else "", (590, 236 + 26 * i), (800, 26)), ("table-cell", "", d, (1390, 236 + 26 * i), (200, 26))]
    rows += [("label", "", elapsed, (330, 860), (70, 20)), ("slider", "Seek", "", (400, 860), (1100, 20)), ("label", "", total, (1510, 860), (80, 20)),
             ("push-button", "Pause the playback" if playing else "Play", "", (330, 890), (40, 40)), ("push-button", "Previous media in the playlist, skip backward when held", "", (380, 895), (30, 30)),
             ("push-button", "Stop playback", "", (410, 895), (30, 30)), ("push-button", "Next media in the playlist, skip forward when held", "", (440, 895), (30, 30)),
             ("push-button", "Toggle the video in fullscreen", "", (490, 895), (30, 30)), ("push-button", "Show extended settings", "", (520, 895), (30, 30)),
             ("push-button", "Toggle playlist", "", (550, 895), (30, 30)), ("push-button", "Click to toggle between loop all, loop one and no loop", loop, (580, 895), (30, 30)),
             ("push-button", "Random", "", (610, 895), (30, 30)), ("push-button", "Mute", "", (1440, 895), (30, 30)), ("slider", "Volume", volume, (1470, 895), (110, 30))]
    rows += extra or []
    return rows


# ---------------------------------------------------------------- h17-os-11
def t11(rs: RowSet) -> None:
    # VLC Simple Preferences (one instance, always continue playback, no media title on start); BAD: turn 4's top-bar clock reads 20:12 after turn 3 already showed 20:15 (time goes backwards).
    iface = {"Use native style": True, "Resize interface to video size": True, "Show controls in full screen mode": True,
             "Pause playback when minimized": False, "Allow only one instance": False, "Enqueue items into playlist in one instance mode": False,
             "Show media change popup": True, "Save recently played items": True}
    cont = ["Ask"]
    osd = {"Enable On Screen Display (OSD)": True, "Show media title on video start": True}

    def prefs(tab: str, popup: bool = False) -> list[Row]:
        rows: list[Row] = [("dialog", "Simple Preferences", "", (460, 120), (1000, 820))]
        for i, t in enumerate(["Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"]):
            rows.append(("page-tab", t, "", (470, 150 + 90 * i), (110, 84)))
        if tab == "Interface":
            rows += [("label", "", "Interface Settings", (600, 150), (300, 24)), ("combo-box", "Language", "System Default", (800, 190), (260, 28))]
            for i, (k, v) in enumerate(iface.items()):
                rows.append(("check-box", k, "checked" if v else "unchecked", (620, 240 + 34 * i), (520, 26)))
            rows.append(("combo-box", "Continue playback?", cont[0], (900, 530), (200, 28)))
            if popup:
                rows += [("list-item", o, "", (900, 560 + 26 * i), (200, 26)) for i, o in enumerate(["Never", "Ask", "Always"])]
        else:
            rows += [("label", "", "Subtitle & On Screen Display Settings", (600, 150), (400, 24))]
            for i, (k, v) in enumerate(osd.items()):
                rows.append(("check-box", k, "checked" if v else "unchecked", (620, 190 + 34 * i), (520, 26)))
            rows += [("combo-box", "Position", "Bottom", (900, 270), (200, 28)), ("combo-box", "Preferred subtitle language", "", (900, 310), (200, 28)),
                     ("combo-box", "Default encoding", "Default (Windows-1252)", (900, 350), (260, 28)), ("combo-box", "Font", "Sans", (900, 420), (200, 28)),
                     ("combo-box", "Font size", "Auto", (900, 460), (200, 28))]
        rows += [("radio-button", "Simple", "checked", (480, 900), (80, 22)), ("radio-button", "All", "", (570, 900), (60, 22)),
                 ("push-button", "Reset Preferences", "", (700, 896), (150, 30)), ("push-button", "Cancel", "", (1250, 896), (90, 30)),
                 ("push-button", "Save", "", (1350, 896), (90, 30))]
        return rows

    def obs(clock: str, extra: list[Row] | None = None) -> str:
        return screen("VLC media player", clock, vlc("", extra=extra))
    state = obs("Sep 3  20:13")
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'p')"), obs("Sep 3  20:14", prefs("Interface"))))
    iface["Allow only one instance"] = True
    turns.append((code("import pyautogui\npyautogui.click(640, 389)"), obs("Sep 3  20:14", prefs("Interface"))))
    turns.append((code("import pyautogui\npyautogui.click(1000, 544)"), obs("Sep 3  20:15", prefs("Interface", popup=True))))
    cont[0] = "Always"
    turns.append((code("import pyautogui\npyautogui.click(1000, 625)"), obs("Sep 3  20:12", prefs("Interface"))))
    turns.append((code("import pyautogui\npyautogui.click(525, 462)"), obs("Sep 3  20:13", prefs("Subtitles / OSD"))))
    osd["Show media title on video start"] = False
    turns.append((code("import pyautogui\npyautogui.click(640, 237)"), obs("Sep 3  20:13", prefs("Subtitles / OSD"))))
    turns.append((code("import pyautogui\npyautogui.click(1395, 911)"), obs("Sep 3  20:14")))
    turns.append((code("VLCTools.get_settings()"), obs("Sep 3  20:14")))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'p')"), obs("Sep 3  20:15", prefs("Interface"))))
    turns.append((code("import pyautogui\npyautogui.click(1295, 911)"), obs("Sep 3  20:15")))
    rs.add(task="os", tid="h17-os-11", system=system("In VLC, allow only one running instance, always continue playback from where a file was left, and stop showing the media title when a video starts. Save the preferences."),
           turns=turns, state=state, bad=True, turn=4, kind="top-bar clock goes back three minutes between consecutive turns")


# ---------------------------------------------------------------- h17-os-21
def t21(rs: RowSet) -> None:
    # VLC, queue two more lectures, loop all, volume up, jump to lecture 3, check its info, pause. Clean (elapsed time runs while playing, playlist grows, a new file starts at 00:00).
    d = "/home/amira/Videos/ling101"
    pl = [["lecture_01_intro.mp4", "51:07", True]]

    def plist() -> list[tuple[str, str, bool]]:
        return [(a, b, c) for a, b, c in pl]

    def obs(clock: str, title: str, el: str, tot: str, playing: bool, vol: str = "80%", loop: str = "No loop", show: bool = True, extra: list[Row] | None = None) -> str:
        return screen("VLC media player", clock, vlc(title, elapsed=el, total=tot, playing=playing, volume=vol, loop=loop, playlist=plist() if show else None, extra=extra))
    state = obs("Jan 16  09:31", "lecture_01_intro.mp4", "00:12:40", "00:51:07", False, show=False)
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'l')"), obs("Jan 16  09:31", "lecture_01_intro.mp4", "00:12:40", "00:51:07", False)))
    pl.append(["lecture_02_phonology.mp4", "47:15", False])
    turns.append((code(f"VLCTools.add_to_playlist('{d}/lecture_02_phonology.mp4')"), obs("Jan 16  09:31", "lecture_01_intro.mp4", "00:12:40", "00:51:07", False)))
    pl.append(["lecture_03_morphology.mp4", "48:52", False])
    turns.append((code(f"VLCTools.add_to_playlist('{d}/lecture_03_morphology.mp4')"), obs("Jan 16  09:32", "lecture_01_intro.mp4", "00:12:40", "00:51:07", False)))
    turns.append((code("import pyautogui\npyautogui.click(595, 910)"), obs("Jan 16  09:32", "lecture_01_intro.mp4", "00:12:40", "00:51:07", False, loop="Loop all")))
    turns.append((code("import pyautogui\npyautogui.press('space')"), obs("Jan 16  09:32", "lecture_01_intro.mp4", "00:12:42", "00:51:07", True, loop="Loop all")))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'up')"), obs("Jan 16  09:33", "lecture_01_intro.mp4", "00:12:58", "00:51:07", True, vol="85%", loop="Loop all")))
    pl[0][2] = False
    pl[2][2] = True
    turns.append((code("import pyautogui\npyautogui.doubleClick(800, 301)"), obs("Jan 16  09:33", "lecture_03_morphology.mp4", "00:00:02", "00:48:52", True, vol="85%", loop="Loop all")))
    info = [("dialog", "Current Media Information", "", (560, 200), (800, 640)), ("page-tab", "General", "", (570, 230), (90, 28)),
            ("page-tab", "Metadata", "", (662, 230), (90, 28)), ("page-tab", "Codec", "", (754, 230), (70, 28)), ("page-tab", "Statistics", "", (826, 230), (90, 28)),
            ("entry", "Title", "lecture_03_morphology.mp4", (680, 280), (660, 26)), ("entry", "Artist", "", (680, 314), (660, 26)),
            ("entry", "Album", "", (680, 348), (660, 26)), ("entry", "Genre", "", (680, 382), (300, 26)), ("entry", "Date", "2024", (1040, 382), (300, 26)),
            ("text", "Comments", "Recorded 15 Jan 2024, Room H-204", (680, 420), (660, 120)),
            ("entry", "Location", f"file://{d}/lecture_03_morphology.mp4", (680, 780), (660, 26)), ("push-button", "Close", "", (1250, 806), (90, 28))]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'i')"), obs("Jan 16  09:33", "lecture_03_morphology.mp4", "00:00:19", "00:48:52", True, vol="85%", loop="Loop all", extra=info)))
    turns.append((code("import pyautogui\npyautogui.click(1295, 820)"), obs("Jan 16  09:34", "lecture_03_morphology.mp4", "00:00:49", "00:48:52", True, vol="85%", loop="Loop all")))
    turns.append((code("import pyautogui\npyautogui.press('space')"), obs("Jan 16  09:34", "lecture_03_morphology.mp4", "00:00:51", "00:48:52", False, vol="85%", loop="Loop all")))
    rs.add(task="os", tid="h17-os-21", system=system("In VLC, add lectures 2 and 3 from ~/Videos/ling101 to the playlist, turn on loop-all, raise the volume a step, start lecture 3, check its file location and then pause it."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- LibreOffice Impress
def impress(fname: str, slides: list[str], cur: int, body: list[str], *, modified: bool, layout: str = "Title, Content", sorter: bool = False,
            title_edit: bool = False, dialog: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", f"{fname} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
    rows += menubar(IM_MENUS)
    rows += [("push-button", "Save", "", (240, 92), (32, 26)), ("push-button", "Start from First Slide", "", (900, 92), (32, 26))]
    if sorter:
        for i, t in enumerate(slides):
            rows.append(("list-item", f"Slide {i + 1}", t, (120 + 330 * (i % 5), 160 + 250 * (i // 5)), (300, 200)))
    else:
        rows.append(("list", "Slides Pane", "", (70, 130), (220, 900)))
        for i, t in enumerate(slides):
            rows.append(("list-item", f"Slide {i + 1}", t, (80, 140 + 100 * i), (200, 92)))
        rows.append(("text", "PresentationTitle", slides[cur - 1], (420, 200), (1300, 120)))
        if title_edit:
            rows.append(("label", "", "TextEdit: Paragraph 1, Row 1, Column " + str(len(slides[cur - 1]) + 1), (330, 1032), (320, 20)))
        if body:
            rows.append(("text", "PresentationOutliner", "\n".join("• " + b for b in body), (420, 360), (1300, 560)))
    rows += [("label", "", f"Slide {cur} of {len(slides)}", (74, 1032), (120, 20)), ("label", "", layout, (700, 1032), (160, 20)),
             ("label", "", "English (USA)", (1000, 1032), (110, 20)),
             ("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (1150, 1032), (20, 20)),
             ("slider", "Zoom", "66%", (1700, 1032), (150, 20))]
    rows += dialog or []
    return rows


# ---------------------------------------------------------------- h17-os-18
def t18(rs: RowSet) -> None:
    # Impress, delete the 'Legacy VPN setup' slide and retitle slide 4; BAD: turn 7's Slide Sorter shows 9 slides including 'Legacy VPN setup', deleted at turn 2 (turn 2-6 showed 8).
    fname = "onboarding_q3.pptx"
    slides = ["Welcome to Halvorsen Labs", "Your first week", "Who's who", "Tools & accounts", "Security basics", "Office & facilities",
              "Legacy VPN setup", "Expense policy", "Questions?"]
    bodies = {"Legacy VPN setup": ["Install the OpenVPN 2.4 client", "Import halvorsen-legacy.ovpn from the IT share", "Only needed for the old build farm (bf-01 … bf-04)"],
              "Expense policy": ["Submit receipts in Spendwell within 30 days", "Travel over EUR 500 needs pre-approval", "Per diem: EUR 28 (domestic), EUR 42 (abroad)"],
              "Tools & accounts": ["Single sign-on: id.halvorsen-labs.com", "Chat: #onboarding-q3, #it-help", "Request repo access via the Access Portal"]}
    old = list(slides)
    state = screen("LibreOffice Impress", "Aug 5  10:02", impress(fname, slides, 1, ["Hello and welcome — 12 new starters this quarter"], modified=False, layout="Title Slide"))
    turns = []
    turns.append((code("ImpressTools.go_to_slide(7)"), screen("LibreOffice Impress", "Aug 5  10:02", impress(fname, slides, 7, bodies["Legacy VPN setup"], modified=False))))
    slides.remove("Legacy VPN setup")
    turns.append((code("import pyautogui\npyautogui.click(180, 786)\npyautogui.press('delete')"), screen("LibreOffice Impress", "Aug 5  10:03", impress(fname, slides, 7, bodies["Expense policy"], modified=True))))
    turns.append((code("ImpressTools.go_to_slide(4)"), screen("LibreOffice Impress", "Aug 5  10:03", impress(fname, slides, 4, bodies["Tools & accounts"], modified=True))))
    slides[3] = "Tools, accounts & access"
    turns.append((code("import pyautogui\npyautogui.click(1000, 260)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Tools, accounts & access')"),
                  screen("LibreOffice Impress", "Aug 5  10:04", impress(fname, slides, 4, bodies["Tools & accounts"], modified=True, title_edit=True))))
    turns.append((code("import pyautogui\npyautogui.press('escape')\npyautogui.press('escape')"), screen("LibreOffice Impress", "Aug 5  10:04", impress(fname, slides, 4, bodies["Tools & accounts"], modified=True))))
    turns.append((code("ImpressTools.get_slide_count()"), screen("LibreOffice Impress", "Aug 5  10:05", impress(fname, slides, 4, bodies["Tools & accounts"], modified=True))))
    drift = list(old)
    drift[3] = "Tools, accounts & access"
    turns.append((code("import pyautogui\npyautogui.click(194, 62)\npyautogui.click(240, 118)"), screen("LibreOffice Impress", "Aug 5  10:05", impress(fname, drift, 4, [], modified=True, sorter=True))))
    keep = [("dialog", "Keep current format", "", (660, 430), (600, 190)),
            ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint 2007-365”.", (680, 460), (560, 40)),
            ("push-button", "Use PowerPoint 2007-365!", "", (860, 580), (190, 30)), ("push-button", "Use ODF Format!", "", (1060, 580), (180, 30))]
    turns.append((code("ImpressTools.save()"), screen("LibreOffice Impress", "Aug 5  10:06", impress(fname, drift, 4, [], modified=True, sorter=True, dialog=keep))))
    rs.add(task="os", tid="h17-os-18", system=system("In onboarding_q3.pptx, delete the 'Legacy VPN setup' slide, retitle slide 4 to 'Tools, accounts & access', and save in PowerPoint format."),
           turns=turns, state=state, bad=True, turn=7, kind="deleted slide is back in the Slide Sorter and the slide count is 9 again")


# ---------------------------------------------------------------- h17-os-07
def t07(rs: RowSet) -> None:
    # Impress, duplicate the Northwind scorecard, retitle the copy for Kestrel Supply, grey background on slide 2, strike one open issue, save. Clean (duplication shifts later slide numbers and raises the count).
    fname = "vendor_review_2024.odp"
    slides = ["Vendor review 2024", "Agenda", "Scorecard method", "Scorecard: Northwind Logistics", "Open issues", "Next steps"]
    bodies = {"Vendor review 2024": ["Procurement — quarterly supplier review"],
              "Agenda": ["Scoring method", "Supplier scorecards", "Open issues and next steps"],
              "Scorecard: Northwind Logistics": ["On-time delivery: 94.2%", "Damage rate: 0.8%", "Invoice accuracy: 99.1%", "Overall: B+"],
              "Open issues": ["Renegotiate freight surcharge", "Second source for pallet wrap", "Quarterly KPI pack from each supplier"]}
    turns = []

    def obs(clock: str, cur: int, body: list[str], modified: bool, **kw) -> str:
        return screen("LibreOffice Impress", clock, impress(fname, slides, cur, body, modified=modified, **kw))
    state = obs("Dec 4  15:30", 1, bodies["Vendor review 2024"], False, layout="Title Slide")
    turns.append((code("ImpressTools.get_slide_count()"), obs("Dec 4  15:30", 1, bodies["Vendor review 2024"], False, layout="Title Slide")))
    turns.append((code("ImpressTools.go_to_slide(4)"), obs("Dec 4  15:31", 4, bodies["Scorecard: Northwind Logistics"], False)))
    slides.insert(4, slides[3])
    turns.append((code("ImpressTools.duplicate_slide(4)"), obs("Dec 4  15:31", 5, bodies["Scorecard: Northwind Logistics"], True)))
    slides[4] = "Scorecard: Kestrel Supply"
    turns.append((code("import pyautogui\npyautogui.click(1000, 260)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Scorecard: Kestrel Supply')"),
                  obs("Dec 4  15:32", 5, bodies["Scorecard: Northwind Logistics"], True, title_edit=True)))
    turns.append((code("ImpressTools.go_to_slide(2)"), obs("Dec 4  15:32", 2, bodies["Agenda"], True)))
    turns.append((code("ImpressTools.set_slide_background(2, color='#EDEDED')"), obs("Dec 4  15:33", 2, bodies["Agenda"], True)))
    turns.append((code("ImpressTools.go_to_slide(6)"), obs("Dec 4  15:33", 6, bodies["Open issues"], True)))
    turns.append((code("ImpressTools.set_text_strikethrough(6, 'Renegotiate freight surcharge')"), obs("Dec 4  15:34", 6, bodies["Open issues"], True)))
    turns.append((code("ImpressTools.save()"), obs("Dec 4  15:34", 6, bodies["Open issues"], False)))
    rs.add(task="os", tid="h17-os-07", system=system("In vendor_review_2024.odp, duplicate the Northwind Logistics scorecard slide and retitle the copy 'Scorecard: Kestrel Supply'; give slide 2 a light grey (#EDEDED) background; strike through 'Renegotiate freight surcharge' on the open-issues slide; save."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- LibreOffice Writer
def writer(fname: str, paras: list[tuple[str, str]], *, page: str, words: str, modified: bool, footer: str = "", dialog: list[Row] | None = None,
           style: str = "Default Paragraph Style") -> list[Row]:
    rows: list[Row] = [("frame", f"{fname} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    rows += menubar(WR_MENUS)
    rows += [("push-button", "Save", "", (240, 92), (32, 26)), ("combo-box", "Paragraph Style", style, (78, 124), (190, 24)),
             ("combo-box", "Font Name", "Carlito", (272, 124), (190, 24)), ("combo-box", "Font Size", "11 pt", (466, 124), (64, 24))]
    y = 200
    for tag, txt in paras:
        h = 24 if tag == "heading" else 22 * (1 + len(txt) // 110)
        rows.append((tag, "", txt, (560, y), (800, h)))
        y += h + 14
    if footer:
        rows.append(("paragraph", "Footer", footer, (560, 1000), (800, 20)))
    rows += [("label", "", page, (74, 1032), (120, 20)), ("label", "", words, (220, 1032), (380, 20)), ("label", "", "Default Page Style", (640, 1032), (140, 20)),
             ("label", "", "English (UK)", (800, 1032), (110, 20)),
             ("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (1150, 1032), (20, 20)),
             ("slider", "Zoom", "100%", (1700, 1032), (150, 20))]
    rows += dialog or []
    return rows


# ---------------------------------------------------------------- h17-os-15
def t15(rs: RowSet) -> None:
    # Writer, 1.5 line spacing, centred page numbers, upper-case heading, save as .docx. Clean (page count grows from the spacing, the heading changes case, word count stays).
    fname = "grant_narrative_draft.docx"
    h_sum = ["Project summary"]
    p1 = ("The Community Orchard Network will plant and maintain 140 fruit trees across nine school grounds in Leith and Granton between April 2025 "
          "and March 2027, and train 36 pupil 'orchard keepers' to look after them.")
    p2 = ("Each school receives a mix of heritage apple, pear and plum varieties chosen with the Scottish Fruit Tree Trust, together with tools, "
          "a watering rota and two pruning workshops a year.")
    p3 = "Local surveys in 2024 found that only two of the nine schools had any growing space in regular use."

    def page1(spaced: bool) -> list[tuple[str, str]]:
        out = [("heading", "Community Orchard Network — Grant Narrative"), ("heading", h_sum[0]), ("paragraph", p1), ("paragraph", p2)]
        if not spaced:
            out += [("heading", "Need and evidence"), ("paragraph", p3)]
        return out
    last = [("heading", "Budget justification"),
            ("paragraph", "Trees and stakes account for £11,340 (140 trees at £81); tools and water butts for £4,950; workshop fees for £9,600."),
            ("paragraph", "Staff time (0.4 FTE coordinator for two years) is £20,410 including on-costs; evaluation is £2,300."),
            ("paragraph", "Total requested: £48,600 over two years.")]
    words = "1,214 words, 7,902 characters"
    state = screen("LibreOffice Writer", "Mar 3  19:20", writer(fname, page1(False), page="Page 1 of 3", words=words, modified=False, style="Title"))
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'a')"),
                  screen("LibreOffice Writer", "Mar 3  19:20", writer(fname, page1(False), page="Page 1 of 3", words="Selected: " + words, modified=False, style=""))))
    turns.append((code("WriterTools.set_line_spacing(1.5)"),
                  screen("LibreOffice Writer", "Mar 3  19:21", writer(fname, page1(True), page="Page 1 of 4", words="Selected: " + words, modified=True, style=""))))
    turns.append((code("WriterTools.add_page_numbers(position='bottom', alignment='center')"),
                  screen("LibreOffice Writer", "Mar 3  19:21", writer(fname, page1(True), page="Page 1 of 4", words="Selected: " + words, modified=True, style="", footer="1"))))
    turns.append((code("import pyautogui\npyautogui.tripleClick(640, 250)"),
                  screen("LibreOffice Writer", "Mar 3  19:22", writer(fname, page1(True), page="Page 1 of 4", words="Selected: 2 words, 15 characters", modified=True, style="Heading 2", footer="1"))))
    h_sum[0] = "PROJECT SUMMARY"
    turns.append((code("WriterTools.change_text_case('upper')"),
                  screen("LibreOffice Writer", "Mar 3  19:22", writer(fname, page1(True), page="Page 1 of 4", words="Selected: 2 words, 15 characters", modified=True, style="Heading 2", footer="1"))))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'end')"),
                  screen("LibreOffice Writer", "Mar 3  19:23", writer(fname, last, page="Page 4 of 4", words=words, modified=True, footer="4"))))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'home')"),
                  screen("LibreOffice Writer", "Mar 3  19:23", writer(fname, page1(True), page="Page 1 of 4", words=words, modified=True, style="Title", footer="1"))))
    keep = [("dialog", "Keep current format", "", (660, 430), (600, 190)),
            ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007-365”.", (680, 460), (560, 40)),
            ("push-button", "Use Word 2007-365!", "", (880, 580), (170, 30)), ("push-button", "Use ODF Format!", "", (1060, 580), (180, 30))]
    turns.append((code("WriterTools.save()"),
                  screen("LibreOffice Writer", "Mar 3  19:24", writer(fname, page1(True), page="Page 1 of 4", words=words, modified=True, style="Title", footer="1", dialog=keep))))
    turns.append((code("import pyautogui\npyautogui.press('enter')"),
                  screen("LibreOffice Writer", "Mar 3  19:24", writer(fname, page1(True), page="Page 1 of 4", words=words, modified=False, style="Title", footer="1"))))
    rs.add(task="os", tid="h17-os-15", system=system("In grant_narrative_draft.docx, set 1.5 line spacing for the whole document, add centred page numbers at the bottom, make the 'Project summary' heading upper case, and save as Word."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- GIMP
GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp(name: str, how: str, dirty: bool, w: int, h: int, layers: list[str], active: str, mem: str, *, tool: str = "Move",
         tool_opts: list[Row] | None = None, zoom: str = "50%", dialog: list[Row] | None = None, edit_layer: str | None = None) -> list[Row]:
    n = len(layers)
    title = f"{'*' if dirty else ''}[{name}] ({how})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{'s' if n != 1 else ''}) {w}x{h} – GIMP"
    rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    rows += menubar(GIMP_MENUS, x0=78, y=56, step=64)
    for i, t in enumerate(["Move", "Rectangle Select", "Free Select", "Fuzzy Select", "Crop", "Unified Transform", "Paintbrush", "Eraser", "Bucket Fill", "Text"]):
        rows.append(("toggle-button", t, "on" if t == tool else "", (78 + 34 * (i % 2), 90 + 34 * (i // 2)), (32, 32)))
    rows.append(("label", "", "Tool Options", (78, 300), (150, 22)))
    rows += tool_opts or []
    rows.append(("drawing-area", "", "", (420, 120), (1150, 880)))
    rows += [("page-tab", "Layers", "", (1590, 90), (80, 26)), ("page-tab", "Channels", "", (1672, 90), (80, 26)), ("page-tab", "Paths", "", (1754, 90), (60, 26)),
             ("combo-box", "Mode", "Normal", (1590, 124), (200, 26)), ("spin-button", "Opacity", "100.0", (1590, 156), (320, 26))]
    for i, ly in enumerate(layers):
        rows.append(("table-cell", ly, ("active" if ly == active else ""), (1640, 196 + 38 * i), (270, 36)))
    if edit_layer is not None:
        rows.append(("entry", "", edit_layer, (1640, 196 + 38 * layers.index(active)), (270, 36)))
    rows += [("combo-box", "", "px", (420, 1006), (60, 24)), ("combo-box", "", zoom, (486, 1006), (80, 24)), ("label", "", f"{active} ({mem})", (580, 1006), (400, 24))]
    rows += dialog or []
    return rows


def new_layer_dlg(name: str, w: int, h: int) -> list[Row]:
    return [("dialog", "New Layer", "", (700, 250), (520, 520)), ("entry", "Layer name", name, (860, 290), (330, 28)),
            ("combo-box", "Mode", "Normal", (860, 330), (330, 28)), ("spin-button", "Opacity", "100.0", (860, 366), (330, 28)),
            ("spin-button", "Width", str(w), (860, 410), (140, 28)), ("spin-button", "Height", str(h), (860, 446), (140, 28)),
            ("spin-button", "Offset X", "0", (860, 490), (140, 28)), ("spin-button", "Offset Y", "0", (860, 526), (140, 28)),
            ("combo-box", "Fill with", "Transparency", (860, 570), (330, 28)), ("push-button", "Help", "", (712, 720), (80, 30)),
            ("push-button", "Reset", "", (800, 720), (80, 30)), ("push-button", "OK", "", (1040, 720), (80, 30)), ("push-button", "Cancel", "", (1128, 720), (80, 30))]


# ---------------------------------------------------------------- h17-os-08
def t08(rs: RowSet) -> None:
    # GIMP, add a 'price-tag' layer with a filled box, then a 'caption' layer, export; BAD: turn 8's Layers list (and title layer count) lacks 'price-tag', which turn 3 created and turns 3-7 showed.
    nm, W, H = "storefront_banner", 2400, 800
    layers = ["storefront_banner.png"]

    def obs(clock: str, dirty: bool, active: str, mem: str, ly: list[str] | None = None, how: str = "imported", **kw) -> str:
        return screen("GNU Image Manipulation Program", clock, gimp(nm, how, dirty, W, H, ly or layers, active, mem, **kw))
    state = obs("May 21  12:30", False, "storefront_banner.png", "14.6 MB")
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'n')"), obs("May 21  12:30", False, "storefront_banner.png", "14.6 MB", dialog=new_layer_dlg("Layer", W, H))))
    turns.append((code("import pyautogui\npyautogui.tripleClick(1020, 304)\npyautogui.write('price-tag')"), obs("May 21  12:31", False, "storefront_banner.png", "14.6 MB", dialog=new_layer_dlg("price-tag", W, H))))
    layers.insert(0, "price-tag")
    turns.append((code("import pyautogui\npyautogui.click(1080, 735)"), obs("May 21  12:31", True, "price-tag", "22.0 MB")))
    rect_opts = [("check-box", "Antialiasing", "checked", (78, 330), (200, 22)), ("check-box", "Feather edges", "unchecked", (78, 356), (200, 22)),
                 ("check-box", "Rounded corners", "unchecked", (78, 382), (200, 22))]

    def pos_opts(x: str, y: str, w: str, h: str) -> list[Row]:
        return rect_opts + [("spin-button", "Position X", x, (78, 430), (120, 24)), ("spin-button", "Position Y", y, (200, 430), (120, 24)),
                            ("spin-button", "Size W", w, (78, 462), (120, 24)), ("spin-button", "Size H", h, (200, 462), (120, 24))]
    turns.append((code("import pyautogui\npyautogui.press('r')"), obs("May 21  12:32", True, "price-tag", "22.0 MB", tool="Rectangle Select", tool_opts=pos_opts("0", "0", "0", "0"))))
    turns.append((code("import pyautogui\npyautogui.moveTo(1150, 380)\npyautogui.dragTo(1360, 470, duration=0.5)"),
                  obs("May 21  12:32", True, "price-tag", "22.0 MB", tool="Rectangle Select", tool_opts=pos_opts("1460", "360", "420", "180"))))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', ',')"),
                  obs("May 21  12:33", True, "price-tag", "22.3 MB", tool="Rectangle Select", tool_opts=pos_opts("1460", "360", "420", "180"))))
    turns.append((code("import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'a')"),
                  obs("May 21  12:33", True, "price-tag", "22.3 MB", tool="Rectangle Select", tool_opts=pos_opts("1460", "360", "420", "180"))))
    layers.insert(0, "caption")
    drift = [x for x in layers if x != "price-tag"]
    turns.append((code("import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'n')\npyautogui.write('caption')\npyautogui.press('enter')"),
                  obs("May 21  12:34", True, "caption", "29.7 MB", ly=drift, tool="Rectangle Select", tool_opts=pos_opts("1460", "360", "420", "180"))))
    exp_dlg = [("dialog", "Export Image", "", (560, 160), (900, 700)), ("entry", "Name", "storefront_banner.png", (700, 190), (600, 30)),
               ("push-button", "shop", "", (740, 230), (60, 28)), ("push-button", "Pictures", "", (660, 230), (76, 28)),
               ("table-cell", "storefront_banner.png", "", (760, 280), (480, 26)), ("table-cell", "storefront_banner_old.png", "", (760, 306), (480, 26)),
               ("table-cell", "summer_sale.xcf", "", (760, 332), (480, 26)), ("push-button", "Select File Type (By Extension)", "", (580, 780), (300, 28)),
               ("push-button", "Cancel", "", (1250, 820), (90, 30)), ("push-button", "Export", "", (1350, 820), (90, 30))]
    turns.append((code("import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'e')"),
                  obs("May 21  12:34", True, "caption", "29.7 MB", ly=drift, tool="Rectangle Select", tool_opts=pos_opts("1460", "360", "420", "180"), dialog=exp_dlg)))
    png_dlg = [("dialog", "Export Image as PNG", "", (760, 300), (420, 460)), ("check-box", "Interlacing (Adam7)", "unchecked", (780, 340), (300, 22)),
               ("check-box", "Save background color", "unchecked", (780, 366), (300, 22)), ("check-box", "Save resolution", "checked", (780, 418), (300, 22)),
               ("spin-button", "Compression level", "9", (780, 560), (360, 26)), ("push-button", "Cancel", "", (980, 720), (90, 30)), ("push-button", "Export", "", (1080, 720), (90, 30))]
    turns.append((code("import pyautogui\npyautogui.tripleClick(1000, 205)\npyautogui.write('storefront_banner_v2.png')\npyautogui.click(1395, 835)"),
                  obs("May 21  12:35", True, "caption", "29.7 MB", ly=drift, tool="Rectangle Select", tool_opts=pos_opts("1460", "360", "420", "180"), dialog=png_dlg)))
    rs.add(task="os", tid="h17-os-08", system=system("In GIMP, add a transparent layer 'price-tag' with a filled 420×180 box at (1460, 360), then an empty layer 'caption', and export the result as storefront_banner_v2.png."),
           turns=turns, state=state, bad=True, turn=8, kind="newly created 'price-tag' layer missing from the Layers list and the title's layer count")


# ---------------------------------------------------------------- h17-os-12
def t12(rs: RowSet) -> None:
    # GIMP, scale a map to 1500 px wide, rename its layer, export as JPEG quality 85. Clean (size, title, layer name and memory change only through the agent's actions).
    st = {"name": "trailhead_map", "how": "imported", "dirty": False, "w": 3000, "h": 2000, "layer": "trailhead_map.png", "mem": "37.2 MB"}

    def obs(clock: str, **kw) -> str:
        return screen("GNU Image Manipulation Program", clock, gimp(st["name"], st["how"], st["dirty"], st["w"], st["h"], [st["layer"]], st["layer"], st["mem"], zoom="33.3%", **kw))

    def scale_dlg(w: str, h: str) -> list[Row]:
        return [("dialog", "Scale Image", "", (720, 260), (480, 460)), ("label", "", "trailhead_map.png-1", (740, 290), (300, 22)),
                ("spin-button", "Width", w, (840, 340), (160, 28)), ("spin-button", "Height", h, (840, 376), (160, 28)),
                ("toggle-button", "Chain", "linked", (1010, 356), (24, 40)), ("combo-box", "Unit", "px", (1050, 358), (70, 28)),
                ("label", "", f"{w} × {h} pixels", (840, 412), (240, 20)), ("label", "", "300 ppi, RGB color", (840, 434), (240, 20)),
                ("spin-button", "X resolution", "300.000", (840, 480), (160, 28)), ("spin-button", "Y resolution", "300.000", (840, 516), (160, 28)),
                ("combo-box", "Interpolation", "Cubic", (840, 580), (240, 28)), ("push-button", "Help", "", (730, 680), (80, 30)),
                ("push-button", "Reset", "", (820, 680), (80, 30)), ("push-button", "Scale", "", (1010, 680), (80, 30)), ("push-button", "Cancel", "", (1100, 680), (80, 30))]
    state = obs("Aug 19  17:02")
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(334, 66)\npyautogui.click(380, 372)"), obs("Aug 19  17:02", dialog=scale_dlg("3000", "2000"))))
    turns.append((code("import pyautogui\npyautogui.tripleClick(920, 354)\npyautogui.write('1500')\npyautogui.press('tab')"), obs("Aug 19  17:03", dialog=scale_dlg("1500", "1000"))))
    st.update(dirty=True, w=1500, h=1000, mem="9.9 MB")
    turns.append((code("import pyautogui\npyautogui.click(1050, 695)"), obs("Aug 19  17:03")))
    turns.append((code("import pyautogui\npyautogui.doubleClick(1760, 214)"), obs("Aug 19  17:04", edit_layer="trailhead_map.png")))
    st["layer"] = "map-base"
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('map-base')\npyautogui.press('enter')"), obs("Aug 19  17:04")))

    def exp_dlg(name: str) -> list[Row]:
        return [("dialog", "Export Image", "", (560, 160), (900, 700)), ("entry", "Name", name, (700, 190), (600, 30)),
                ("push-button", "Pictures", "", (660, 230), (76, 28)), ("push-button", "maps", "", (740, 230), (60, 28)),
                ("table-cell", "ridge_loop_elevation.png", "", (760, 280), (480, 26)), ("table-cell", "trailhead_map.png", "", (760, 306), (480, 26)),
                ("table-cell", "trailhead_map_print.pdf", "", (760, 332), (480, 26)), ("push-button", "Select File Type (By Extension)", "", (580, 780), (300, 28)),
                ("push-button", "Cancel", "", (1250, 820), (90, 30)), ("push-button", "Export", "", (1350, 820), (90, 30))]
    turns.append((code("import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'e')"), obs("Aug 19  17:05", dialog=exp_dlg("trailhead_map.png"))))
    turns.append((code("import pyautogui\npyautogui.tripleClick(1000, 205)\npyautogui.write('trailhead_map_web.jpg')"), obs("Aug 19  17:05", dialog=exp_dlg("trailhead_map_web.jpg"))))

    def jpg_dlg(q: str) -> list[Row]:
        return [("dialog", "Export Image as JPEG", "", (760, 260), (420, 520)), ("spin-button", "Quality", q, (780, 300), (380, 28)),
                ("label", "", "File size: unknown", (780, 336), (200, 20)), ("check-box", "Show preview in image window", "unchecked", (780, 364), (320, 22)),
                ("push-button", "Advanced Options", "", (780, 400), (200, 24)), ("push-button", "Help", "", (780, 730), (80, 30)),
                ("push-button", "Cancel", "", (980, 730), (90, 30)), ("push-button", "Export", "", (1080, 730), (90, 30))]
    turns.append((code("import pyautogui\npyautogui.click(1395, 835)"), obs("Aug 19  17:06", dialog=exp_dlg("trailhead_map_web.jpg") + jpg_dlg("90"))))
    turns.append((code("import pyautogui\npyautogui.tripleClick(960, 314)\npyautogui.write('85')\npyautogui.press('tab')"), obs("Aug 19  17:06", dialog=exp_dlg("trailhead_map_web.jpg") + jpg_dlg("85"))))
    st.update(name="trailhead_map_web", how="exported")
    turns.append((code("import pyautogui\npyautogui.click(1125, 745)"), obs("Aug 19  17:07")))
    rs.add(task="os", tid="h17-os-12", system=system("In GIMP, scale trailhead_map.png to 1500 px wide keeping the aspect ratio, rename its layer to 'map-base', and export it to the same folder as trailhead_map_web.jpg at quality 85."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- gedit
def gedit(fname: str, folder: str, text: str, *, dirty: bool, pos: str, search: str | None = None, matches: str = "",
          origin: tuple[int, int] = (240, 90), size: tuple[int, int] = (1400, 900)) -> list[Row]:
    x0, y0 = origin
    rows: list[Row] = [("frame", f"{'*' if dirty else ''}{fname} ({folder}) - gedit", "", origin, size), ("push-button", "Open", "", (x0 + 8, y0 + 8), (80, 34)),
                       ("push-button", "New Tab", "", (x0 + 92, y0 + 8), (34, 34)), ("label", "", f"{'*' if dirty else ''}{fname}", (x0 + 600, y0 + 8), (200, 18)),
                       ("label", "", folder, (x0 + 600, y0 + 26), (200, 16)), ("push-button", "Save", "", (x0 + size[0] - 180, y0 + 8), (70, 34)),
                       ("push-button", "Main Menu", "", (x0 + size[0] - 100, y0 + 8), (34, 34))]
    if search is not None:
        rows += [("entry", "Search", search, (x0 + size[0] - 460, y0 + 52), (300, 30)), ("label", "", matches, (x0 + size[0] - 150, y0 + 52), (80, 30))]
    rows += [("text", "", text, (x0, y0 + 90), (size[0], size[1] - 120)), ("label", "", "Plain Text", (x0 + size[0] - 520, y0 + size[1] - 28), (100, 24)),
             ("label", "", "Tab Width: 4", (x0 + size[0] - 400, y0 + size[1] - 28), (110, 24)), ("label", "", pos, (x0 + size[0] - 270, y0 + size[1] - 28), (130, 24)),
             ("label", "", "INS", (x0 + size[0] - 120, y0 + size[1] - 28), (50, 24))]
    return rows


# ---------------------------------------------------------------- h17-os-04
def t04(rs: RowSet) -> None:
    # gedit, raise proxy_read_timeout to 90s and add proxy_send_timeout in an nginx vhost; BAD: turn 9 shows client_max_body_size 20m, while turn 8 (after the last save) and every earlier turn showed 25m, and it was never edited.
    lines = ["# staging vhost for the tessellate API", "upstream tessellate_app {", "    server 127.0.0.1:9100 max_fails=3 fail_timeout=10s;",
             "    server 127.0.0.1:9101 max_fails=3 fail_timeout=10s;", "    keepalive 16;", "}", "", "server {", "    listen 443 ssl http2;",
             "    server_name staging.tessellate.dev;", "", "    ssl_certificate     /etc/ssl/tessellate/staging.crt;",
             "    ssl_certificate_key /etc/ssl/tessellate/staging.key;", "", "    client_max_body_size 25m;",
             "    access_log /var/log/nginx/tessellate-staging.access.log main;", "", "    location / {", "        proxy_pass http://tessellate_app;",
             "        proxy_http_version 1.1;", "        proxy_set_header Host $host;", "        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
             "        proxy_read_timeout 60s;", "        proxy_connect_timeout 5s;", "    }", "", "    location /healthz {", "        access_log off;",
             "        return 200 \"ok\\n\";", "    }", "}"]
    fname, folder = "site-staging.conf", "~/deploy/nginx"

    def obs(clock: str, dirty: bool, pos: str, ls: list[str] | None = None, **kw) -> str:
        return screen("Text Editor", clock, gedit(fname, folder, "\n".join(ls or lines), dirty=dirty, pos=pos, **kw))
    rt = lines.index("        proxy_read_timeout 60s;") + 1
    state = obs("Jan 9  11:50", False, "Ln 1, Col 1")
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'f')"), obs("Jan 9  11:50", False, "Ln 1, Col 1", search="")))
    turns.append((code("import pyautogui\npyautogui.write('proxy_read_timeout')"), obs("Jan 9  11:51", False, f"Ln {rt}, Col 27", search="proxy_read_timeout", matches="1 of 1")))
    turns.append((code("import pyautogui\npyautogui.press('escape')\npyautogui.press('end')"), obs("Jan 9  11:51", False, f"Ln {rt}, Col 32")))
    lines[rt - 1] = "        proxy_read_timeout 90s;"
    turns.append((code("import pyautogui\npyautogui.press('backspace', presses=4)\npyautogui.write('90s;')"), obs("Jan 9  11:52", True, f"Ln {rt}, Col 32")))
    lines.insert(rt, "        proxy_send_timeout 90s;")
    turns.append((code("import pyautogui\npyautogui.press('enter')\npyautogui.write('proxy_send_timeout 90s;')"), obs("Jan 9  11:52", True, f"Ln {rt + 1}, Col 32")))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 's')"), obs("Jan 9  11:53", False, f"Ln {rt + 1}, Col 32")))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'home')"), obs("Jan 9  11:53", False, "Ln 1, Col 1")))
    cm = lines.index("    client_max_body_size 25m;") + 1
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('client_max')"), obs("Jan 9  11:54", False, f"Ln {cm}, Col 15", search="client_max", matches="1 of 1")))
    drift = list(lines)
    drift[cm - 1] = "    client_max_body_size 20m;"
    turns.append((code("import pyautogui\npyautogui.press('escape')"), obs("Jan 9  11:54", False, f"Ln {cm}, Col 15", ls=drift)))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'w')"), screen("", "Jan 9  11:55", [])))
    rs.add(task="os", tid="h17-os-04", system=system("In ~/deploy/nginx/site-staging.conf (open in the text editor), raise proxy_read_timeout to 90s, add 'proxy_send_timeout 90s;' right below it, save, and check the upload size limit before closing."),
           turns=turns, state=state, bad=True, turn=9, kind="untouched client_max_body_size line reads 20m instead of 25m between two reads with no edit")


# ---------------------------------------------------------------- Document Viewer (Evince)
def evince(fname: str, page: int, pages: int, zoom: str, content: list[str], *, search: str | None = None, side: list[Row] | None = None,
           origin: tuple[int, int] = (70, 27), size: tuple[int, int] = (1850, 1053)) -> list[Row]:
    x0, y0 = origin
    rows: list[Row] = [("frame", fname, "", origin, size), ("toggle-button", "Side pane", "on" if side is not None else "off", (x0 + 8, y0 + 8), (34, 34)),
                       ("entry", "Select page", str(page), (x0 + 50, y0 + 10), (50, 30)), ("label", "", f"({page} of {pages})", (x0 + 104, y0 + 10), (80, 30)),
                       ("label", "", fname, (x0 + size[0] // 2 - 150, y0 + 14), (300, 22)), ("combo-box", "Zoom", zoom, (x0 + size[0] - 260, y0 + 8), (110, 34)),
                       ("toggle-button", "Find", "on" if search is not None else "off", (x0 + size[0] - 140, y0 + 8), (34, 34)),
                       ("push-button", "Main Menu", "", (x0 + size[0] - 100, y0 + 8), (34, 34))]
    if search is not None:
        rows.append(("entry", "Find", search, (x0 + size[0] - 560, y0 + 52), (400, 30)))
    left = x0 + 10
    if side is not None:
        rows += side
        left = x0 + 300
    rows.append(("document-frame", "", "", (left, y0 + 90), (x0 + size[0] - left - 10, size[1] - 100)))
    for i, p in enumerate(content):
        rows.append(("paragraph", "", p, (left + 200, y0 + 140 + 60 * i), (1000, 50)))
    return rows


def find_side(results: list[tuple[int, str]], x0: int = 70, y0: int = 27) -> list[Row]:
    rows: list[Row] = [("label", "", f"{len(results)} results" if results else "No results", (x0 + 10, y0 + 96), (270, 22))]
    for i, (pg, snip) in enumerate(results):
        rows.append(("list-item", f"Page {pg}", snip, (x0 + 10, y0 + 124 + 44 * i), (280, 42)))
    return rows


# ---------------------------------------------------------------- h17-os-19
def t19(rs: RowSet) -> None:
    # Document Viewer, find the notice-period clause, bookmark it, then compare with last year's agreement in a second window. Clean (search narrows, pages move, the older document has its own page count and hits).
    f24, f23 = "tenancy_agreement_2024.pdf", "tenancy_agreement_2023.pdf"
    p1 = ["ASSURED SHORTHOLD TENANCY AGREEMENT", "This agreement is made on 1 February 2024 between Redcliffe Lettings Ltd (the Landlord) and Priya Natarajan (the Tenant).",
          "Property: Flat 3, 27 Cotham Vale, Bristol BS6 6HR", "Term: 12 months from 1 March 2024. Rent: £1,150 per calendar month, payable in advance on the 1st."]
    p2 = ["2. Definitions", "“Notice” means notice in writing delivered by hand, by first-class post or by email to the addresses in clause 14.",
          "“Deposit” means the sum of £1,325 held under the Tenancy Deposit Scheme."]
    p5 = ["5. Rent review", "5.1 The Landlord may propose a rent increase once in any 12-month period by giving not less than one month's notice period in the prescribed form.",
          "5.2 Any increase takes effect on the first rent day after the notice expires."]
    p9 = ["9. Ending the tenancy", "9.1 After the fixed term the Tenant may end this tenancy by giving the Landlord at least one month's notice period in writing, ending on the last day of a rental period.",
          "9.2 The Landlord must give the Tenant at least two months' notice period under section 21 of the Housing Act 1988.",
          "9.3 Keys must be returned by 12:00 on the final day."]
    all_hits = [(2, "“Notice” means notice in writing…"), (5, "…one month's notice period in the…"), (5, "…after the notice expires."),
                (9, "…one month's notice period in writing…"), (9, "…two months' notice period under…"), (9, "…the notice must state…"),
                (11, "…on 14 days' notice …"), (13, "…any notice served by email…"), (13, "…notice of change of address…")]
    period_hits = [h for h in all_hits if "notice period" in h[1]]
    state = screen("Document Viewer", "Feb 12  18:05", evince(f24, 1, 14, "100%", p1))
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'f')"), screen("Document Viewer", "Feb 12  18:05", evince(f24, 1, 14, "100%", p1, search="", side=find_side([])))))
    turns.append((code("import pyautogui\npyautogui.write('notice')"), screen("Document Viewer", "Feb 12  18:06", evince(f24, 2, 14, "100%", p2, search="notice", side=find_side(all_hits)))))
    turns.append((code("import pyautogui\npyautogui.write(' period')"), screen("Document Viewer", "Feb 12  18:06", evince(f24, 5, 14, "100%", p5, search="notice period", side=find_side(period_hits)))))
    turns.append((code("import pyautogui\npyautogui.click(220, 216)"), screen("Document Viewer", "Feb 12  18:07", evince(f24, 9, 14, "100%", p9, search="notice period", side=find_side(period_hits)))))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'd')"), screen("Document Viewer", "Feb 12  18:07", evince(f24, 9, 14, "100%", p9, search="notice period", side=find_side(period_hits)))))
    bm = [("combo-box", "Side pane content", "Bookmarks", (80, 123), (270, 30)), ("list-item", "Page 9", "", (80, 160), (270, 30)),
          ("push-button", "Add bookmark", "", (80, 1020), (34, 30)), ("push-button", "Remove bookmark", "", (120, 1020), (34, 30))]
    turns.append((code("import pyautogui\npyautogui.click(215, 138)\npyautogui.click(215, 250)"), screen("Document Viewer", "Feb 12  18:08", evince(f24, 9, 14, "100%", p9, search="notice period", side=bm))))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'plus')"), screen("Document Viewer", "Feb 12  18:08", evince(f24, 9, 14, "120%", p9, search="notice period", side=bm))))
    back = evince(f24, 9, 14, "120%", p9, search="notice period", side=bm)
    chooser = [("dialog", "Open Document", "", (480, 200), (960, 640)), ("push-button", "Documents", "", (700, 230), (100, 28)),
               ("push-button", "housing", "", (804, 230), (80, 28)), ("table-cell", "deposit_receipt.pdf", "", (700, 280), (500, 28)),
               ("table-cell", "tenancy_agreement_2023.pdf", "", (700, 308), (500, 28)), ("table-cell", "tenancy_agreement_2024.pdf", "", (700, 336), (500, 28)),
               ("combo-box", "", "All Documents", (1200, 780), (200, 28)), ("push-button", "Cancel", "", (1230, 810), (90, 28)), ("push-button", "Open", "", (1330, 810), (90, 28))]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'o')"), screen("Document Viewer", "Feb 12  18:09", back + chooser)))
    q1 = ["ASSURED SHORTHOLD TENANCY AGREEMENT", "This agreement is made on 6 February 2023 between Redcliffe Lettings Ltd (the Landlord) and Priya Natarajan (the Tenant).",
          "Property: Flat 3, 27 Cotham Vale, Bristol BS6 6HR", "Term: 12 months from 1 March 2023. Rent: £1,080 per calendar month, payable in advance on the 1st."]
    front_o, front_s = (360, 110), (1300, 900)
    turns.append((code("import pyautogui\npyautogui.doubleClick(900, 322)"),
                  screen("Document Viewer", "Feb 12  18:09", back + evince(f23, 1, 11, "100%", q1, origin=front_o, size=front_s))))
    q4 = ["4. Notices and ending the tenancy", "4.6 The Tenant may end the tenancy after the fixed term by giving one month's notice period in writing.",
          "4.7 The Landlord must give two months' notice period as required by law."]
    hits23 = [(4, "…one month's notice period in writing."), (4, "…two months' notice period as…")]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('notice period')"),
                  screen("Document Viewer", "Feb 12  18:10", back + evince(f23, 4, 11, "100%", q4, search="notice period", side=find_side(hits23, *front_o), origin=front_o, size=front_s))))
    rs.add(task="os", tid="h17-os-19", system=system("In tenancy_agreement_2024.pdf, find the clause that sets the tenant's notice period, bookmark that page and zoom in a step; then open last year's agreement from the same folder and find its notice-period clause too."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Google Chrome
def chrome(tabs: list[str], active: int, url: str, body: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    x = 80
    for t in tabs:
        rows.append(("page-tab", t, "", (x, 35), (240, 34)))
        x += 240
    rows += [("push-button", "New Tab", "", (x + 4, 38), (28, 28)), ("push-button", "Back", "", (80, 76), (34, 34)),
             ("push-button", "Forward", "", (116, 76), (34, 34)), ("push-button", "Reload", "", (152, 76), (34, 34)),
             ("entry", "Address and search bar", url, (200, 78), (1480, 30)), ("push-button", "Bookmark this tab", "", (1650, 78), (30, 30)),
             ("push-button", "Extensions", "", (1700, 76), (34, 34)), ("push-button", "You", "", (1780, 76), (34, 34)),
             ("push-button", "Chrome", "", (1860, 76), (34, 34)), ("document-web", tabs[active], "", (70, 120), (1850, 960))]
    rows += body
    rows += extra or []
    return rows


def ext_id_ok(eid: str) -> str:
    assert len(eid) == 32 and set(eid) <= set("abcdefghijklmnop"), eid
    return eid


# ---------------------------------------------------------------- h17-os-22
def t22(rs: RowSet) -> None:
    # Chrome extensions page, turn JSON Lens off and restrict it to 'On click'; BAD: turn 7's list card gives JSON Lens a different ID (last letter) than turns 2-6 (card, details page and URL) showed.
    exts = [("Tab Harbor", "2.3.1", "Group, park and restore tabs without losing your place.", ext_id_ok("hbdnjcjmeoplkgafiekcmlnbgpdaoheh")),
            ("JSON Lens", "1.8.0", "Pretty-prints and folds JSON responses right in the tab.", ext_id_ok("mjcobbjfkedlgphpohhnlpifdbfkhbbi")),
            ("Grammarline", "14.1102.0", "Grammar and tone suggestions as you type.", ext_id_ok("kbfnbcaeplbcioakkpcpgfkobkghlhen")),
            ("Reader Calm", "0.9.4", "A distraction-free reading view for long articles.", ext_id_ok("pnhplgjpclknigjpccbcnmicgcieojbh"))]
    on = {"Tab Harbor": True, "JSON Lens": True, "Grammarline": True, "Reader Calm": False}
    tabs = ["Orders API – Swagger UI", "Extensions"]

    def cards(dev: bool, ids: dict[str, str] | None = None, only: str = "", query: str = "") -> list[Row]:
        rows: list[Row] = [("heading", "Extensions", "", (120, 130), (200, 30)), ("entry", "Search extensions", query, (700, 130), (520, 34)),
                           ("toggle-button", "Developer mode", "on" if dev else "off", (1800, 134), (40, 24))]
        if dev:
            rows += [("push-button", "Load unpacked", "", (120, 180), (140, 32)), ("push-button", "Pack extension", "", (270, 180), (140, 32)),
                     ("push-button", "Update", "", (420, 180), (90, 32))]
        shown = [e for e in exts if not only or e[0] == only]
        for i, (n, v, d, eid) in enumerate(shown):
            x, y = 120 + 440 * (i % 4), 240
            rows += [("heading", n, f"{n} {v}" if dev else n, (x + 60, y + 10), (300, 22)), ("label", "", d, (x + 60, y + 40), (340, 40))]
            if dev:
                rows += [("label", "", f"ID: {(ids or {}).get(n, eid)}", (x + 20, y + 96), (380, 20)), ("label", "", "Inspect views service worker (Inactive)", (x + 20, y + 120), (380, 20))]
            rows += [("push-button", "Details", "", (x + 20, y + 170), (80, 32)), ("push-button", "Remove", "", (x + 110, y + 170), (80, 32)),
                     ("toggle-button", n, "on" if on[n] else "off", (x + 350, y + 174), (40, 24))]
        return rows
    jid = exts[1][3]
    site = ["On all sites"]

    def details(listbox: bool = False) -> list[Row]:
        rows: list[Row] = [("push-button", "Back", "", (120, 130), (34, 34)), ("heading", "JSON Lens", "", (170, 134), (200, 26)),
                           ("label", "", "On" if on["JSON Lens"] else "Off", (1700, 134), (40, 24)), ("toggle-button", "JSON Lens", "on" if on["JSON Lens"] else "off", (1760, 134), (40, 24)),
                           ("label", "Description", exts[1][2], (160, 190), (900, 22)), ("label", "Version", "1.8.0", (160, 240), (300, 22)),
                           ("label", "Size", "< 1 MB", (160, 290), (300, 22)), ("label", "ID", jid, (160, 340), (400, 22)),
                           ("label", "Inspect views", "service worker (Inactive)", (160, 390), (400, 22)),
                           ("label", "Permissions", "Read and change all your data on all websites", (160, 440), (600, 22)),
                           ("combo-box", "Site access", site[0], (1500, 500), (260, 32))]
        if listbox:
            rows += [("list-item", o, "", (1500, 534 + 32 * i), (260, 30)) for i, o in enumerate(["On click", "On specific sites", "On all sites"])]
        rows += [("toggle-button", "Allow in Incognito", "off", (1760, 600), (40, 24)), ("toggle-button", "Allow access to file URLs", "off", (1760, 650), (40, 24)),
                 ("toggle-button", "Collect errors", "off", (1760, 700), (40, 24)), ("link", "View in Chrome Web Store", "", (160, 760), (200, 22)),
                 ("label", "Source", "Chrome Web Store", (160, 810), (300, 22)), ("link", "Remove extension", "", (160, 860), (200, 22))]
        return rows
    swagger = [("heading", "Orders API 2.6.0 OAS 3.0", "", (200, 160), (500, 36)), ("link", "/openapi.json", "", (200, 204), (120, 20)),
               ("push-button", "GET /orders List orders", "", (200, 300), (1400, 40)), ("push-button", "POST /orders Create order", "", (200, 346), (1400, 40)),
               ("push-button", "GET /orders/{order_id} Get order", "", (200, 392), (1400, 40))]
    state = screen("Google Chrome", "Oct 14  13:20", chrome(tabs[:1], 0, "localhost:8040/docs", swagger))
    turns = []
    turns.append((code("BrowserTools.open_extensions()"), screen("Google Chrome", "Oct 14  13:20", chrome(tabs, 1, "chrome://extensions", cards(False)))))
    turns.append((code("import pyautogui\npyautogui.click(1820, 146)"), screen("Google Chrome", "Oct 14  13:21", chrome(tabs, 1, "chrome://extensions", cards(True)))))
    durl = f"chrome://extensions/?id={jid}"
    turns.append((code("import pyautogui\npyautogui.click(600, 426)"), screen("Google Chrome", "Oct 14  13:21", chrome(tabs, 1, durl, details()))))
    turns.append((code("import pyautogui\npyautogui.click(1630, 516)"), screen("Google Chrome", "Oct 14  13:22", chrome(tabs, 1, durl, details(listbox=True)))))
    site[0] = "On click"
    turns.append((code("import pyautogui\npyautogui.click(1630, 549)"), screen("Google Chrome", "Oct 14  13:22", chrome(tabs, 1, durl, details()))))
    on["JSON Lens"] = False
    turns.append((code("import pyautogui\npyautogui.click(1780, 146)"), screen("Google Chrome", "Oct 14  13:23", chrome(tabs, 1, durl, details()))))
    drift = {"JSON Lens": jid[:-1] + "j"}
    turns.append((code("import pyautogui\npyautogui.click(137, 147)"), screen("Google Chrome", "Oct 14  13:23", chrome(tabs, 1, "chrome://extensions", cards(True, drift)))))
    turns.append((code("import pyautogui\npyautogui.click(960, 147)\npyautogui.write('json')"),
                  screen("Google Chrome", "Oct 14  13:24", chrome(tabs, 1, "chrome://extensions", cards(True, drift, only="JSON Lens", query="json")))))
    rs.add(task="os", tid="h17-os-22", system=system("In Chrome, switch off the JSON Lens extension and limit its site access to 'On click'; note its extension ID."),
           turns=turns, state=state, bad=True, turn=7, kind="extension ID on the JSON Lens card differs by one letter from the ID shown earlier")


# ---------------------------------------------------------------- h17-os-09
def t09(rs: RowSet) -> None:
    # Chrome, reopen a closed tab, clear the last hour of history (keeping cookies), switch the search engine to DuckDuckGo, check History. Clean (the closed tab comes back by action; older history survives the one-hour clear).
    ferrite, pallas, tempo = "Release notes 4.12 · Ferrite Docs", "Sprint 31 – Pallas Boards", "Lisbon 7-day forecast – Tempo"
    urls = {ferrite: "docs.ferrite.dev/releases/4.12", pallas: "boards.pallas.app/t/ops/sprint-31", tempo: "tempo.pt/en/lisbon/7-day",
            "Settings": "chrome://settings/clearBrowserData", "History": "chrome://history"}
    page = {ferrite: [("heading", "Ferrite 4.12 release notes", "", (300, 170), (800, 40)), ("paragraph", "", "Released 12 March 2024. Highlights: incremental indexing, a new --dry-run flag for ferrite migrate, and Python 3.12 wheels.", (300, 230), (1200, 44)),
                      ("heading", "Breaking changes", "", (300, 300), (400, 30)), ("paragraph", "", "The config key storage.path is now storage.root; the old name is read with a deprecation warning until 5.0.", (300, 340), (1200, 44))],
            pallas: [("heading", "Sprint 31 (11–22 Mar)", "", (300, 170), (600, 36)), ("list-item", "To do", "6 cards", (300, 230), (380, 30)),
                     ("list-item", "In progress", "4 cards", (700, 230), (380, 30)), ("list-item", "Done", "9 cards", (1100, 230), (380, 30))]}
    tabs = [ferrite, pallas, tempo]

    def obs(clock: str, active: str, body: list[Row] | None = None, url: str | None = None, extra: list[Row] | None = None) -> str:
        return screen("Google Chrome", clock, chrome(tabs, tabs.index(active), url or urls[active], body if body is not None else page.get(active, []), extra))
    state = obs("Mar 15  10:31", ferrite)
    turns = []
    tabs.remove(ferrite)
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'w')"), obs("Mar 15  10:31", pallas)))
    tabs.insert(0, ferrite)
    turns.append((code("BrowserTools.bring_back_last_tab()"), obs("Mar 15  10:32", ferrite)))
    tabs.append("Settings")
    settings_bg = [("heading", "Privacy and security", "", (500, 160), (400, 30)), ("link", "Clear browsing data", "Clear history, cookies, cache, and more", (500, 210), (900, 50)),
                   ("link", "Privacy Guide", "Review key privacy and security controls", (500, 262), (900, 50)),
                   ("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", (500, 314), (900, 50)),
                   ("link", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", (500, 366), (900, 50)),
                   ("link", "Site settings", "Controls what information sites can use and show", (500, 418), (900, 50))]
    boxes = {"Browsing history": True, "Cookies and other site data": True, "Cached images and files": True}

    def cbd(rng: str, cache: str, listbox: bool = False) -> list[Row]:
        subs = {"Browsing history": "Clears history, including in the search box", "Cookies and other site data": "Signs you out of most sites.",
                "Cached images and files": cache}
        rows: list[Row] = [("dialog", "Clear browsing data", "", (610, 220), (700, 520)), ("page-tab", "Basic", "", (630, 270), (320, 36)),
                           ("page-tab", "Advanced", "", (960, 270), (320, 36)), ("combo-box", "Time range", rng, (760, 330), (220, 32))]
        for i, (k, v) in enumerate(boxes.items()):
            rows += [("check-box", k, "checked" if v else "unchecked", (640, 390 + 64 * i), (24, 24)), ("label", "", subs[k], (680, 414 + 64 * i), (580, 20))]
        rows += [("push-button", "Cancel", "", (1090, 690), (90, 34)), ("push-button", "Clear data", "", (1190, 690), (100, 34))]
        if listbox:
            rows += [("list-item", o, "", (760, 364 + 30 * i), (220, 30)) for i, o in enumerate(["Last hour", "Last 24 hours", "Last 7 days", "Last 4 weeks", "All time"])]
        return rows
    turns.append((code("BrowserTools.delete_browsing_data()"), obs("Mar 15  10:32", "Settings", settings_bg, extra=cbd("All time", "Frees up 312 MB."))))
    turns.append((code("import pyautogui\npyautogui.click(870, 346)\npyautogui.click(870, 379)"), obs("Mar 15  10:33", "Settings", settings_bg, extra=cbd("Last hour", "Frees up less than 312 MB."))))
    boxes["Cookies and other site data"] = False
    turns.append((code("import pyautogui\npyautogui.click(652, 466)"), obs("Mar 15  10:33", "Settings", settings_bg, extra=cbd("Last hour", "Frees up less than 312 MB."))))
    turns.append((code("import pyautogui\npyautogui.click(1240, 707)"), obs("Mar 15  10:34", "Settings", settings_bg, url="chrome://settings/privacy")))
    engine = ["Google"]

    def se(listbox: bool = False) -> list[Row]:
        rows: list[Row] = [("heading", "Search engine", "", (500, 160), (400, 30)), ("label", "", "Search engine used in the address bar", (500, 214), (600, 22)),
                           ("combo-box", "Search engine used in the address bar", engine[0], (1300, 206), (220, 34)),
                           ("link", "Manage search engines and site search", "", (500, 266), (600, 40))]
        if listbox:
            rows += [("list-item", o, "", (1300, 240 + 30 * i), (220, 30)) for i, o in enumerate(["Google", "Bing", "Yahoo!", "DuckDuckGo", "Ecosia"])]
        return rows
    turns.append((code("BrowserTools.open_search_engine_settings()"), obs("Mar 15  10:34", "Settings", se(), url="chrome://settings/search")))
    turns.append((code("import pyautogui\npyautogui.click(1410, 223)"), obs("Mar 15  10:35", "Settings", se(listbox=True), url="chrome://settings/search")))
    engine[0] = "DuckDuckGo"
    turns.append((code("import pyautogui\npyautogui.click(1410, 345)"), obs("Mar 15  10:35", "Settings", se(), url="chrome://settings/search")))
    tabs.append("History")
    hist = [("entry", "Search history", "", (700, 130), (520, 34)), ("heading", "Today - Friday, March 15, 2024", "", (560, 190), (800, 26)),
            ("link", tempo, "09:12  tempo.pt", (560, 226), (800, 28)), ("link", pallas, "09:05  boards.pallas.app", (560, 256), (800, 28)),
            ("link", "Sign in – Pallas Boards", "09:04  boards.pallas.app", (560, 286), (800, 28)), ("link", "Inbox (14) – Fastpost", "08:47  mail.fastpost.eu", (560, 316), (800, 28)),
            ("heading", "Yesterday - Thursday, March 14, 2024", "", (560, 366), (800, 26)), ("link", "Release notes 4.11 · Ferrite Docs", "17:52  docs.ferrite.dev", (560, 402), (800, 28)),
            ("link", "ferrite migrate – CLI reference · Ferrite Docs", "17:40  docs.ferrite.dev", (560, 432), (800, 28)),
            ("link", "Sprint 30 retro – Pallas Boards", "15:15  boards.pallas.app", (560, 462), (800, 28))]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'h')"), obs("Mar 15  10:36", "History", hist)))
    rs.add(task="os", tid="h17-os-09", system=system("In Chrome, reopen the Ferrite release-notes tab you just closed, clear the last hour of browsing history and cache but keep cookies, make DuckDuckGo the address-bar search engine, and then open History."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
