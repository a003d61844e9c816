# ruff: noqa: E501
"""Held-out set 12, domain os: 22 OSWorld-style trajectories (Ubuntu 22.04 GNOME, pyautogui actions,
linearized accessibility trees), 11 of them with exactly one cross-turn contradiction.

Deterministic: no randomness, no clock, no network. Run as a module to write ``os_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Row = tuple[str, str, str, str, tuple[int, int], tuple[int, int]]

DOCK_APPS = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
             "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files",
             "Ubuntu Software", "Help", "Trash"]


def r(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      desc: str = "") -> Row:
    return (tag, name, text, desc, pos, size)


def _cell(s: str) -> str:
    if "\n" in s or "\t" in s or s.startswith('"'):
        return '"' + s.replace('"', '""') + '"'
    return s


def tree(app: str, clock: str, rows: list[Row], dock: bool = True) -> str:
    """The linearized desktop tree: top bar (Activities, app menu, clock, system menu), the app rows, the dock."""
    top = [r("push-button", "Activities", "", (0, 0), (100, 27))]
    if app:
        top.append(r("menu", app, "", (110, 0), (8 * len(app) + 40, 27)))
    top += [r("label", "", clock, (884, 0), (152, 27)), r("menu", "System", "", (1780, 0), (140, 27))]
    dk: list[Row] = []
    if dock:
        dk = [r("push-button", n, "", (0, 33 + 68 * i), (70, 64)) for i, n in enumerate(DOCK_APPS)]
        dk.append(r("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    out = [OS_HDR]
    for tag, name, text, desc, pos, size in top + rows + dk:
        out.append(f"{tag}\t{_cell(name)}\t{_cell(text)}\t\t{_cell(desc)}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})")
    return "\n".join(out)


def system(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


def money(x: float) -> str:
    return f"{x:,.2f}"


# ---------------------------------------------------------------- LibreOffice Calc

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
              "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart", "Bold", "Italic",
              "Underline", "Format as Number", "Format as Percent", "Add Decimal Place", "Delete Decimal Place"]


def calc(title: str, cells: dict[str, str], active: str, line: str, sheets: list[str], cur: int, status: str,
         modified: bool, widths: dict[str, int], extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{title} - LibreOffice Calc", "", (70, 27), (1850, 1053))]
    rows += [r("menu", m, "", (78 + 62 * i, 58), (58, 22)) for i, m in enumerate(CALC_MENUS)]
    rows += [r("push-button", t, "", (80 + 33 * i, 84), (30, 30)) for i, t in enumerate(CALC_TOOLS)]
    rows.append(r("combo-box", "Name Box", active, (78, 128), (100, 24)))
    rows.append(r("push-button", "Function Wizard", "", (186, 128), (26, 24)))
    rows.append(r("push-button", "Select Function", "", (214, 128), (26, 24)))
    rows.append(r("text", "Input line", line, (270, 128), (1640, 24)))
    xs, x = {}, 116
    for col, w in widths.items():
        xs[col] = (x, w)
        x += w

    def key(ref: str) -> tuple[int, str]:
        col = ref.rstrip("0123456789")
        return int(ref[len(col):]), col

    for ref in sorted(cells, key=key):
        row_n, col = key(ref)
        cx, w = xs[col]
        rows.append(r("table-cell", ref, cells[ref], (cx, 160 + 19 * (row_n - 1)), (w, 19)))
    rows += extra or []
    rows += [r("page-tab", s, "", (150 + 110 * i, 1012), (104, 22)) for i, s in enumerate(sheets)]
    rows.append(r("label", "", f"Sheet {cur} of {len(sheets)}", (78, 1040), (96, 18)))
    rows.append(r("label", "", "Default", (300, 1040), (60, 18)))
    rows.append(r("label", "", "English (USA)", (520, 1040), (100, 18)))
    rows.append(r("label", "", status, (1120, 1040), (320, 18)))
    rows.append(r("push-button", "The document has been modified. Click to save the document." if modified
                  else "The document has not been modified since the last save.", "", (1460, 1040), (20, 18)))
    rows.append(r("slider", "Zoom", "100%", (1640, 1040), (200, 18)))
    return rows


# ---------------------------------------------------------------- trajectories

def t_calc_fuel(rs: RowSet, tid: str) -> None:
    # clean: Calc fleet fuel log: fill a cost column, number-format it, total, sort descending (rows reorder), rename sheet, save.
    title = "fuel_log_Q3.xlsx"
    W = {"A": 110, "B": 90, "C": 80, "D": 80, "E": 90}
    data = [("2024-07-02", "VAN-07", 48.20, 1.689), ("2024-07-09", "TRK-12", 112.50, 1.655),
            ("2024-07-15", "VAN-03", 39.75, 1.702), ("2024-07-23", "TRK-12", 98.10, 1.671),
            ("2024-08-01", "VAN-07", 51.60, 1.694), ("2024-08-06", "CAR-21", 33.40, 1.718)]
    gen = {1: "81.4098", 2: "186.1875", 3: "67.6545", 4: "163.9251", 5: "87.4104", 6: "57.3812"}

    def cells(order: list[int], filled: int, fmt2: bool, total: bool) -> dict[str, str]:
        c = {"A1": "Date", "B1": "Vehicle", "C1": "Litres", "D1": "Price/L", "E1": "Cost"}
        for rown, i in enumerate(order, 2):
            dt, veh, lit, pr = data[i - 1]
            c[f"A{rown}"], c[f"B{rown}"], c[f"C{rown}"], c[f"D{rown}"] = dt, veh, f"{lit:.2f}", f"{pr:.3f}"
            if rown - 1 <= filled:
                c[f"E{rown}"] = f"{float(gen[i]):.2f}" if fmt2 else gen[i]
        if total:
            c["D10"], c["E10"] = "Total", "643.97"
        return c

    base = [1, 2, 3, 4, 5, 6]
    srt = [2, 4, 5, 1, 3, 6]
    clk = "Mon Sep 2  11:{:02d}"

    def ob(m: int, **kw: Any) -> str:
        return tree("LibreOffice Calc", clk.format(m), calc(title, widths=W, **kw))

    start = ob(14, cells=cells(base, 0, False, False), active="A1", line="Date", sheets=["Log"], cur=1,
               status="Average: ; Sum: 0", modified=False)
    turns = [
        (code("pyautogui.click(521, 188)"),
         ob(14, cells=cells(base, 0, False, False), active="E2", line="", sheets=["Log"], cur=1,
            status="Average: ; Sum: 0", modified=False)),
        (code('pyautogui.write("=C2*D2\\n")'),
         ob(15, cells=cells(base, 1, False, False), active="E3", line="", sheets=["Log"], cur=1,
            status="Average: ; Sum: 0", modified=True)),
        (code("pyautogui.click(521, 188)\npyautogui.keyDown('shift')\npyautogui.click(521, 283)\npyautogui.keyUp('shift')\npyautogui.hotkey('ctrl', 'd')"),
         ob(15, cells=cells(base, 6, False, False), active="E2:E7", line="=C2*D2", sheets=["Log"], cur=1,
            status="Average: 107.328083333333; Sum: 643.9685", modified=True)),
        (code('CalcTools.set_number_format("E2:E7", "0.00")'),
         ob(16, cells=cells(base, 6, True, False), active="E2:E7", line="=C2*D2", sheets=["Log"], cur=1,
            status="Average: 107.33; Sum: 643.97", modified=True)),
        (code('pyautogui.click(441, 340)\npyautogui.write("Total\\t=SUM(E2:E7)\\n")'),
         ob(17, cells=cells(base, 6, True, True), active="D11", line="", sheets=["Log"], cur=1,
            status="Average: ; Sum: 0", modified=True)),
        (code("pyautogui.click(521, 207)\npyautogui.click(491, 99)  # Sort Descending"),
         ob(17, cells=cells(srt, 6, True, True), active="E3", line="=C3*D3", sheets=["Log"], cur=1,
            status="Average: 163.93; Sum: 163.93", modified=True)),
        (code('CalcTools.rename_sheet("Log", "Q3 Fuel")'),
         ob(18, cells=cells(srt, 6, True, True), active="E3", line="=C3*D3", sheets=["Q3 Fuel"], cur=1,
            status="Average: 163.93; Sum: 163.93", modified=True)),
        (code("pyautogui.click(521, 340)"),
         ob(18, cells=cells(srt, 6, True, True), active="E10", line="=SUM(E2:E7)", sheets=["Q3 Fuel"], cur=1,
            status="Average: 643.97; Sum: 643.97", modified=True)),
        (code("CalcTools.save()"),
         ob(19, cells=cells(srt, 6, True, True), active="E10", line="=SUM(E2:E7)", sheets=["Q3 Fuel"], cur=1,
            status="Average: 643.97; Sum: 643.97", modified=False)),
        (code("pyautogui.hotkey('ctrl', 'Home')"),
         ob(19, cells=cells(srt, 6, True, True), active="A1", line="Date", sheets=["Q3 Fuel"], cur=1,
            status="Average: ; Sum: 0", modified=False)),
    ]
    rs.add(task="os", tid=tid, system=system("In fuel_log_Q3.xlsx, fill column E (Cost) with Litres x Price/L for every fill-up, show it with two decimals, put the total under the data labelled 'Total', sort the log by cost from highest to lowest, rename the sheet to 'Q3 Fuel' and save."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_calc_volunteers(rs: RowSet, tid: str) -> None:
    # bad: Calc volunteer hours; turn 8 (fill-down of column E) shows the March total C9 as 96 although turn 2-7 established 92 and no C cell changed (sum no longer matches its parts).
    title = "volunteer_hours_2025.ods"
    W = {"A": 150, "B": 140, "C": 70, "D": 70, "E": 70}
    names = ["Odalys Ferreira", "Kwame Asante", "Liesl Brandt", "Tomasz Wieczorek", "Priya Raghunathan",
             "Ewan Strachan", "Marisol Ibarra"]
    sites = ["Eastgate Pantry", "Riverside Shelter", "Eastgate Pantry", "Mill Lane Library", "Riverside Shelter",
             "Mill Lane Library", "Eastgate Pantry"]
    mar0 = [12, 9, 21, 6, 15, 11, 8]
    apr0 = [10, 14, 18, 9, 13, 7, 12]

    def cells(mar: list[int], apr: list[int], ecol: int, etot: bool, c9: int | None = None) -> dict[str, str]:
        c = {"A1": "Volunteer", "B1": "Site", "C1": "March", "D1": "April"}
        for i in range(7):
            c[f"A{i + 2}"], c[f"B{i + 2}"] = names[i], sites[i]
            c[f"C{i + 2}"], c[f"D{i + 2}"] = str(mar[i]), str(apr[i])
        c["A9"], c["C9"], c["D9"] = "Total", str(sum(mar) if c9 is None else c9), str(sum(apr))
        if ecol >= 0:
            c["E1"] = "Change"
        for i in range(ecol):
            c[f"E{i + 2}"] = str(apr[i] - mar[i])
        if etot:
            c["E9"] = str(sum(apr) - sum(mar))
        return c

    mar1 = mar0[:3] + [16] + mar0[4:]
    apr1 = apr0[:1] + [11] + apr0[2:]
    clk = "Thu May 8  17:{:02d}"

    def ob(m: int, **kw: Any) -> str:
        return tree("LibreOffice Calc", clk.format(m), calc(title, sheets=["Hours"], cur=1, widths=W, **kw))

    turns = [
        (code("pyautogui.click(441, 245)"),
         ob(31, cells=cells(mar0, apr0, -1, False), active="C5", line="6", status="Average: 6; Sum: 6", modified=False)),
        (code('pyautogui.write("16\\n")'),
         ob(31, cells=cells(mar1, apr0, -1, False), active="C6", line="15", status="Average: 15; Sum: 15", modified=True)),
        (code('pyautogui.click(511, 207)\npyautogui.write("11\\n")'),
         ob(32, cells=cells(mar1, apr1, -1, False), active="D4", line="18", status="Average: 18; Sum: 18", modified=True)),
        (code("pyautogui.click(191, 321)\npyautogui.keyDown('shift')\npyautogui.click(511, 321)\npyautogui.keyUp('shift')"),
         ob(32, cells=cells(mar1, apr1, -1, False), active="A9:D9", line="Total", status="Average: 86; Sum: 172", modified=True)),
        (code("pyautogui.hotkey('ctrl', 'b')"),
         ob(33, cells=cells(mar1, apr1, -1, False), active="A9:D9", line="Total", status="Average: 86; Sum: 172", modified=True)),
        (code('pyautogui.click(581, 169)\npyautogui.write("Change\\n")'),
         ob(34, cells=cells(mar1, apr1, 0, False), active="E2", line="", status="Average: ; Sum: 0", modified=True)),
        (code('pyautogui.write("=D2-C2\\n")'),
         ob(34, cells=cells(mar1, apr1, 1, False), active="E3", line="", status="Average: ; Sum: 0", modified=True)),
        (code("pyautogui.click(581, 188)\npyautogui.keyDown('shift')\npyautogui.click(581, 302)\npyautogui.keyUp('shift')\npyautogui.hotkey('ctrl', 'd')"),
         ob(35, cells=cells(mar1, apr1, 7, False, c9=96), active="E2:E8", line="=D2-C2",
            status="Average: -1.71428571428571; Sum: -12", modified=True)),
        (code('pyautogui.click(581, 321)\npyautogui.write("=SUM(E2:E8)\\n")'),
         ob(36, cells=cells(mar1, apr1, 7, True, c9=96), active="E10", line="", status="Average: ; Sum: 0", modified=True)),
        (code("CalcTools.save()"),
         ob(36, cells=cells(mar1, apr1, 7, True, c9=96), active="E10", line="", status="Average: ; Sum: 0", modified=False)),
    ]
    start = ob(30, cells=cells(mar0, apr0, -1, False), active="A1", line="Volunteer", status="Average: ; Sum: 0", modified=False)
    rs.add(task="os", tid=tid, system=system("In volunteer_hours_2025.ods, correct Tomasz Wieczorek's March hours to 16 and Kwame Asante's April hours to 11, make the Total row bold, add a 'Change' column (April minus March) with its own total, and save."),
           turns=turns, state=start, bad=True, turn=8, kind="Calc total cell C9 drifts from 92 to 96 with no change to its parts")


# ---------------------------------------------------------------- Thunderbird

def msg(subj: str, frm: str, addr: str, date: str, unread: bool = False, star: bool = False, body: str = "") -> dict[str, Any]:
    return {"subj": subj, "frm": frm, "addr": addr, "date": date, "unread": unread, "star": star, "body": body}


def tbird(account: str, folders: list[tuple[str, str, int]], cur: str, msgs: list[dict[str, Any]],
          sel: list[int], shown: dict[str, Any] | None, qfilter: str | None = None, qlabel: str = "",
          popup: list[Row] | None = None, status: bool = True,
          counts: tuple[int, int] | None = None) -> list[Row]:
    rows = [r("frame", f"{cur} - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
    for i, b in enumerate(["Get Messages", "Write", "Chat", "Address Book", "Tag", "Quick Filter"]):
        rows.append(r("push-button", b, "", (80 + 110 * i, 62), (104, 30)))
    rows.append(r("entry", "Search <Ctrl+K>", "", (1240, 64), (420, 28)))
    rows.append(r("push-button", "AppMenu", "", (1880, 62), (30, 30)))
    rows.append(r("tree-item", account, "", (76, 110), (290, 24)))
    for i, (name, unread, depth) in enumerate(folders):
        rows.append(r("tree-item", name, unread, (92 + 16 * depth, 134 + 24 * i), (274 - 16 * depth, 24)))
    y = 112
    if qfilter is not None:
        for i, b in enumerate(["Keep filters applied when switching folders", "Unread", "Starred", "Contact", "Tags", "Attachment"]):
            rows.append(r("toggle-button", b, "", (380 + 96 * i, y), (90, 24)))
        rows.append(r("entry", "Filter these messages <Ctrl+Shift+K>", qfilter, (1200, y), (420, 24)))
        if qlabel:
            rows.append(r("label", "", qlabel, (1630, y), (200, 24)))
        y += 30
    for h, x, w in [("Starred", 380, 28), ("Subject", 410, 700), ("Correspondents", 1110, 380), ("Date", 1490, 190),
                    ("Read status", 1690, 110)]:
        rows.append(r("column-header", h, "", (x, y), (w, 24)))
    y += 26
    for i, m in enumerate(msgs):
        yy = y + 24 * i
        sfx = " (selected)" if i in sel else ""
        rows.append(r("table-cell", "Starred", "Starred" if m["star"] else "", (380, yy), (28, 24)))
        rows.append(r("table-cell", "Subject", m["subj"], (410, yy), (700, 24), desc=sfx.strip(" ()")))
        rows.append(r("table-cell", "Correspondents", m["frm"], (1110, yy), (380, 24)))
        rows.append(r("table-cell", "Date", m["date"], (1490, yy), (190, 24)))
        rows.append(r("table-cell", "Read status", "Unread" if m["unread"] else "Read", (1690, yy), (110, 24)))
    if shown is not None and "summary" in shown:
        rows.append(r("heading", "", shown["summary"], (400, 600), (600, 30)))
        for i, s in enumerate(shown["items"]):
            rows.append(r("label", "", s, (400, 640 + 26 * i), (1200, 24)))
    elif shown is not None:
        rows.append(r("label", "From", f"{shown['frm']} <{shown['addr']}>", (400, 596), (900, 22)))
        rows.append(r("label", "Subject", shown["subj"], (400, 620), (1100, 22)))
        rows.append(r("label", "To", shown.get("to", account), (400, 644), (600, 22)))
        rows.append(r("label", "Date", shown["date"], (1650, 596), (200, 22)))
        for i, b in enumerate(["Reply", "Forward", "Archive", "Junk", "Delete", "More"]):
            rows.append(r("push-button", b, "", (1280 + 100 * i, 644), (96, 26)))
        rows.append(r("document-frame", "", shown["body"], (380, 680), (1530, 360)))
    rows += popup or []
    if status:
        unread, total = counts if counts is not None else (sum(1 for m in msgs if m["unread"]), len(msgs))
        rows.append(r("label", "", f"Unread: {unread}", (1640, 1054), (100, 20)))
        rows.append(r("label", "", f"Total: {total}", (1760, 1054), (100, 20)))
    return rows


def t_tb_kestrel(rs: RowSet, tid: str) -> None:
    # clean: Thunderbird, quick-filter a sender, create a subfolder, move the filtered mails, fetch new mail (counts rise, a new match appears), clear the filter, open the new folder.
    acct = "m.okonkwo@lindenhollow.org"
    kb = ("Kestrel Cloud Billing", "billing@kestrelcloud.io")
    m1 = msg("Invoice KC-20931 for February", *kb, "03/03/2025, 08:14", unread=True,
             body="Hello Mbali,\n\nYour invoice KC-20931 for the period 1-28 February 2025 is now available.\n\nObject storage (142 GB-month)   EUR 14.20\nEgress (31 GB)                  EUR 4.20\nTotal due                       EUR 18.40\n\nThe amount will be collected from the card ending 4417 on 10 March 2025.\n\nKestrel Cloud - Billing")
    m2 = msg("Re: Allotment rota for spring", "Dana Whitcombe", "dana.w@fieldpost.net", "03/02/2025, 19:40", unread=True)
    m3 = msg("Your holds are ready: 2 items", "Lindenhollow Library", "holds@lindenhollow-lib.org", "03/02/2025, 11:05")
    m4 = msg("Payment received - thank you", *kb, "02/21/2025, 09:30")
    m5 = msg("Photos from the ceilidh", "Ravi Menon", "ravi.menon@postbox.org", "02/19/2025, 22:16", unread=True)
    m6 = msg("Invoice KC-19874 for January", *kb, "02/03/2025, 08:11")
    m7 = msg("Your February statement is available", "Harbour Credit Union", "statements@harbourcu.org", "02/01/2025, 07:02")
    m8 = msg("Allotment rota for spring", "Dana Whitcombe", "dana.w@fieldpost.net", "01/29/2025, 18:22")
    m9 = msg("Choir folders - pickup Thursday", "Noor Al-Sayegh", "noor.alsayegh@lindenhollow.org", "01/27/2025, 13:45", unread=True)
    n1 = msg("Usage alert: 80% of your storage quota", *kb, "10:12", unread=True)
    n2 = msg("Re: Photos from the ceilidh", "Ravi Menon", "ravi.menon@postbox.org", "10:09", unread=True)
    m1r = dict(m1, unread=False)
    base_f = [("Drafts", "", 0), ("Sent", "", 0), ("Archives", "", 0), ("Junk", "", 0), ("Trash", "", 0)]

    def f(inbox_unread: int, sub: bool) -> list[tuple[str, str, int]]:
        out = [("Inbox", str(inbox_unread) if inbox_unread else "", 0)]
        if sub:
            out.append(("Kestrel Invoices", "", 1))
        return out + base_f

    clk = "Tue Mar 4  10:{:02d}"
    inbox0 = [m1, m2, m3, m4, m5, m6, m7, m8, m9]
    ctx = [r("menu-item", n, "", (150, 160 + 26 * i), (220, 26)) for i, n in enumerate(
        ["Get Messages", "Open in New Tab", "Open in New Window", "Search Messages...", "Subscribe...", "New Folder...",
         "Rename", "Compact", "Mark Folder Read", "Favorite Folder", "Properties"])]
    dlg = [r("dialog", "New Folder", "", (760, 400), (420, 220)), r("label", "", "Name:", (780, 440), (60, 22)),
           r("entry", "Name:", "", (850, 438), (310, 26)), r("label", "", "Create as a subfolder of:", (780, 480), (200, 22)),
           r("combo-box", "", "Inbox", (780, 506), (380, 28)), r("push-button", "Cancel", "", (960, 570), (96, 30)),
           r("push-button", "Create Folder", "", (1064, 570), (110, 30))]

    def ob(m: int, *a: Any, **kw: Any) -> str:
        return tree("Thunderbird Mail", clk.format(m), tbird(acct, *a, **kw))

    kest0 = [m1, m4, m6]
    kest1 = [m1r, m4, m6]
    summ = {"summary": "3 Conversations", "items": [f"{m['subj']} - {m['frm']} - {m['date']}" for m in kest1]}
    after = [n1, n2, m2, m3, m5, m7, m8, m9]
    turns = [
        (code("pyautogui.click(685, 77)"),
         ob(5, f(4, False), "Inbox", inbox0, [], None, qfilter="", counts=(4, 9))),
        (code('pyautogui.click(1410, 124)\npyautogui.write("kestrel")'),
         ob(6, f(4, False), "Inbox", kest0, [], None, qfilter="kestrel", qlabel="3 messages", counts=(4, 9))),
        (code("pyautogui.click(140, 146, button='right')"),
         ob(6, f(4, False), "Inbox", kest0, [], None, qfilter="kestrel", qlabel="3 messages", popup=ctx, counts=(4, 9))),
        (code("pyautogui.click(260, 303)"),
         ob(7, f(4, False), "Inbox", kest0, [], None, qfilter="kestrel", qlabel="3 messages", popup=dlg, counts=(4, 9))),
        (code('pyautogui.write("Kestrel Invoices")\npyautogui.click(1119, 585)'),
         ob(7, f(4, True), "Inbox", kest0, [], None, qfilter="kestrel", qlabel="3 messages", counts=(4, 9))),
        (code("pyautogui.click(760, 180)"),
         ob(8, f(3, True), "Inbox", kest1, [0], dict(m1r, to=acct), qfilter="kestrel", qlabel="3 messages", counts=(3, 9))),
        (code("pyautogui.hotkey('ctrl', 'a')"),
         ob(8, f(3, True), "Inbox", kest1, [0, 1, 2], summ, qfilter="kestrel", qlabel="3 messages", counts=(3, 9))),
        (code("pyautogui.click(760, 180, button='right')\npyautogui.click(850, 402)  # Move To\npyautogui.click(1080, 402)  # m.okonkwo@lindenhollow.org\npyautogui.click(1310, 402)  # Inbox\npyautogui.click(1520, 428)  # Kestrel Invoices"),
         ob(9, f(3, True), "Inbox", [], [], None, qfilter="kestrel", qlabel="No messages match your filter", counts=(3, 6))),
        (code("pyautogui.click(135, 77)"),
         ob(13, f(5, True), "Inbox", [n1], [], None, qfilter="kestrel", qlabel="1 message", counts=(5, 8))),
        (code("pyautogui.click(1410, 124)\npyautogui.press('escape')"),
         ob(13, f(5, True), "Inbox", after, [], None, qfilter="", counts=(5, 8))),
        (code("pyautogui.click(200, 170)"),
         ob(14, [("Inbox", "5", 0), ("Kestrel Invoices", "", 1)] + base_f, "Kestrel Invoices", kest1, [], None, qfilter="", counts=(0, 3))),
    ]
    start = ob(5, f(4, False), "Inbox", inbox0, [], None, counts=(4, 9))
    rs.add(task="os", tid=tid, system=system("In Thunderbird, create a subfolder of the Inbox called 'Kestrel Invoices' and move every message from Kestrel Cloud Billing into it."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_tb_pelican(rs: RowSet, tid: str) -> None:
    # bad: Thunderbird clean-up; turn 10 (back to the Inbox) lists the 'Reader letters: lighthouse keepers' newsletter again (Total 8) although turn 4 deleted it and turn 8 showed the Inbox without it (7 messages).
    acct = "j.vasquez-orr@fenmail.net"
    pp = ("Pelican Press", "news@pelicanpress.co.uk")
    p1 = msg("This week: the salt-marsh issue", *pp, "04/11/2025, 07:00", unread=True,
             body="PELICAN PRESS - Issue 312\n\nThe salt-marsh issue: why the Wash is rising faster than the models said, a walk from Snettisham to Heacham, and the return of the bittern.\n\nRead online | Manage your subscription | Unsubscribe")
    a1 = msg("Rent review - 14 Kiln Row", "Ashgrove Lettings", "lettings@ashgrove-lettings.co.uk", "04/10/2025, 16:22", unread=True,
             body="Dear Ms Vasquez-Orr,\n\nFurther to your tenancy agreement for 14 Kiln Row, the annual rent review falls on 1 June 2025. The landlord proposes a new monthly rent of GBP 1,085 (currently GBP 1,040).\n\nPlease let us know by 9 May 2025 whether you accept the proposal or would like to discuss it.\n\nKind regards,\nHelen Farrow\nAshgrove Lettings")
    b1 = msg("Booking confirmed: annual boiler service, 22 April", "HeatWise Services", "bookings@heatwise.co.uk", "04/10/2025, 09:47",
             body="Your booking reference is HW-77310.\n\nEngineer: Callum Reid\nDate: Tuesday 22 April 2025, 08:00-12:00\nAddress: 14 Kiln Row, Ely CB7 4QR\n\nPlease make sure the boiler cupboard is clear before the visit.")
    c1 = msg("Saturday parkrun + coffee?", "Sofia Brennan", "sofia.brennan@fenmail.net", "04/09/2025, 20:13",
             body="Hi Jo,\n\nAre you up for parkrun at Ely Riverside on Saturday? 9am start, then coffee at the Maltings afterwards.\n\nSofia")
    p2 = msg("Reader letters: lighthouse keepers", *pp, "04/04/2025, 07:00",
             body="PELICAN PRESS - Issue 311\n\nReader letters: three generations of lighthouse keepers at Hunstanton, plus your photos of the spring tides.\n\nRead online | Manage your subscription | Unsubscribe")
    d1 = msg("New sign-in from Firefox on Linux", "Fenmail", "noreply@fenmail.net", "04/03/2025, 12:31",
             body="We noticed a new sign-in to your Fenmail account.\n\nDevice: Firefox on Linux\nLocation: Ely, United Kingdom\nTime: 3 April 2025, 12:29 BST\n\nIf this was you, you can ignore this message.")
    e1 = msg("Invoice for the bookshelf", "Tobias Lindqvist", "tobias@lindqvist-joinery.co.uk", "04/02/2025, 18:05")
    f1 = msg("Your e-ticket: Cambridge to Ely, 5 Apr", "Northway Rail", "tickets@northwayrail.co.uk", "04/01/2025, 10:40")
    g1 = msg("Re: spare key", "Sofia Brennan", "sofia.brennan@fenmail.net", "03/29/2025, 11:02")
    h1 = msg("Your order #PP-55120 has shipped", "Pelican Pantry", "orders@pelicanpantry.com", "03/28/2025, 14:26")
    h2 = msg("Council Tax bill 2025/26", "East Fenland District Council", "counciltax@eastfenland.gov.uk", "03/14/2025, 09:12")
    h3 = msg("Meter reading reminder", "Fen Energy", "hello@fenenergy.co.uk", "03/02/2025, 08:00")

    def rd(m: dict[str, Any]) -> dict[str, Any]:
        return dict(m, unread=False)

    def fl(iu: int, tr: str) -> list[tuple[str, str, int]]:
        return [("Inbox", str(iu) if iu else "", 0), ("Drafts", "", 0), ("Sent", "", 0), ("Archives", "", 0),
                ("House", "", 0), ("Junk", "", 0), ("Trash", tr, 0)]

    clk = "Fri Apr 11  08:{:02d}"

    def ob(m: int, *a: Any, **kw: Any) -> str:
        return tree("Thunderbird Mail", clk.format(m), tbird(acct, *a, **kw))

    a1s = dict(rd(a1), star=True)
    turns = [
        (code("pyautogui.click(760, 150)"),
         ob(41, fl(1, ""), "Inbox", [rd(p1), a1, b1, c1, p2, d1, e1, f1, g1, h1], [0], rd(p1))),
        (code("pyautogui.press('delete')"),
         ob(41, fl(0, ""), "Inbox", [rd(a1), b1, c1, p2, d1, e1, f1, g1, h1], [0], rd(a1))),
        (code("pyautogui.click(760, 222)"),
         ob(42, fl(0, ""), "Inbox", [rd(a1), b1, c1, p2, d1, e1, f1, g1, h1], [3], p2)),
        (code("pyautogui.press('delete')"),
         ob(42, fl(0, ""), "Inbox", [rd(a1), b1, c1, d1, e1, f1, g1, h1], [3], d1)),
        (code("pyautogui.click(760, 150)"),
         ob(43, fl(0, ""), "Inbox", [rd(a1), b1, c1, d1, e1, f1, g1, h1], [0], rd(a1))),
        (code("pyautogui.press('s')"),
         ob(43, fl(0, ""), "Inbox", [a1s, b1, c1, d1, e1, f1, g1, h1], [0], a1s)),
        (code("pyautogui.click(760, 174)"),
         ob(44, fl(0, ""), "Inbox", [a1s, b1, c1, d1, e1, f1, g1, h1], [1], b1)),
        (code("pyautogui.click(760, 174, button='right')\npyautogui.click(1020, 443)  # Move To\npyautogui.click(1260, 443)  # j.vasquez-orr@fenmail.net\npyautogui.click(1480, 547)  # House"),
         ob(44, fl(0, ""), "Inbox", [a1s, c1, d1, e1, f1, g1, h1], [1], c1)),
        (code("pyautogui.click(160, 242)"),
         ob(45, fl(0, ""), "House", [b1, h2, h3], [], None)),
        (code("pyautogui.click(160, 146)"),
         ob(45, fl(0, ""), "Inbox", [a1s, c1, p2, d1, e1, f1, g1, h1], [], None)),
        (code("pyautogui.click(1300, 138)  # Correspondents column header"),
         ob(46, fl(0, ""), "Inbox", [a1s, d1, f1, h1, p2, c1, g1, e1], [], None)),
    ]
    start = ob(40, fl(2, ""), "Inbox", [p1, a1, b1, c1, p2, d1, e1, f1, g1, h1], [], None)
    rs.add(task="os", tid=tid, system=system("In Thunderbird, delete both Pelican Press newsletters from the Inbox, star the rent-review email from Ashgrove Lettings, and move the boiler-service booking confirmation into the House folder."),
           turns=turns, state=start, bad=True, turn=10, kind="deleted newsletter reappears in the Inbox list")


# ---------------------------------------------------------------- Files (Nautilus)

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
           "Other Locations"]


def nautilus(title: str, crumbs: list[str], items: list[tuple[str, ...]], sel: list[str], floating: str = "",
             popup: list[Row] | None = None, cols: tuple[str, ...] = ("Name", "Size", "Modified"),
             place: str = "", toast: str = "", extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", title, "", (70, 27), (1850, 1053))]
    rows += [r("push-button", "Back", "", (80, 38), (34, 34)), r("push-button", "Forward", "", (116, 38), (34, 34))]
    for i, c in enumerate(crumbs):
        rows.append(r("toggle-button", c, "", (170 + 120 * i, 38), (116, 34), desc="current" if i == len(crumbs) - 1 else ""))
    rows += [r("push-button", "Search", "", (1700, 38), (34, 34)), r("push-button", "View options", "", (1740, 38), (34, 34)),
             r("push-button", "Main menu", "", (1780, 38), (34, 34))]
    for i, s in enumerate(SIDEBAR):
        rows.append(r("list-item", s, "", (76, 84 + 34 * i), (200, 32), desc="selected" if s == place else ""))
    xs = [290, 900, 1100, 1400][:len(cols)]
    for c, x in zip(cols, xs):
        rows.append(r("column-header", c, "", (x, 80), (200 if x > 290 else 600, 28)))
    for i, it in enumerate(items):
        y = 110 + 33 * i
        for j, (c, x) in enumerate(zip(cols, xs)):
            rows.append(r("table-cell", c, it[j], (x, y), (200 if x > 290 else 600, 33),
                          desc="selected" if j == 0 and it[0] in sel else ""))
    rows += extra or []
    if floating:
        rows.append(r("label", "", floating, (1500, 1030), (400, 28)))
    if toast:
        rows += [r("label", "", toast, (760, 980), (340, 30)), r("push-button", "Undo", "", (1110, 980), (70, 30)),
                 r("push-button", "Close", "", (1186, 980), (30, 30))]
    rows += popup or []
    return rows


def rename_pop(label: str, value: str, y: int, button: str = "Rename") -> list[Row]:
    return [r("label", "", label, (520, y), (300, 22)), r("entry", "", value, (520, y + 28), (340, 32)),
            r("push-button", button, "", (870, y + 28), (90, 32))]


def t_files_scans(rs: RowSet, tid: str) -> None:
    # clean: Files, rename a scan (list re-sorts), create a folder, move five receipts in, trash a duplicate, look at the Trash (an older, different scan0007.pdf sits there), go back, open the new folder.
    q = "\u201c{}\u201d"
    P = {"passport_renewal_form.pdf": ("612.3 kB", "21 Feb"), "scan0001.pdf": ("188.2 kB", "12 Jan"),
         "scan0002.pdf": ("203.9 kB", "12 Jan"), "scan0003.pdf": ("176.4 kB", "18 Mar"), "scan0004.jpg": ("1.4 MB", "18 Mar"),
         "scan0005.pdf": ("221.0 kB", "2 Apr"), "scan0006.pdf": ("198.7 kB", "2 Apr"), "scan0007.pdf": ("214.6 kB", "9 May"),
         "scan0007 (copy).pdf": ("214.6 kB", "9 May"), "2024-03-18_pharmacy.pdf": ("176.4 kB", "18 Mar")}

    def ls(names: list[str], folder: tuple[str, str, str] | None = None) -> list[tuple[str, ...]]:
        out = [folder] if folder else []
        return out + [(n, *P[n]) for n in names]

    crumbs = ["Home", "Pictures", "Scans"]
    n0 = ["passport_renewal_form.pdf", "scan0001.pdf", "scan0002.pdf", "scan0003.pdf", "scan0004.jpg", "scan0005.pdf",
          "scan0006.pdf", "scan0007.pdf", "scan0007 (copy).pdf"]
    n1 = ["2024-03-18_pharmacy.pdf"] + [n for n in n0 if n != "scan0003.pdf"]
    moved = ["2024-03-18_pharmacy.pdf", "scan0001.pdf", "scan0002.pdf", "scan0005.pdf", "scan0006.pdf"]
    n2 = [n for n in n1 if n not in moved]
    n3 = [n for n in n2 if n != "scan0007 (copy).pdf"]
    clk = "Fri Jun 14  14:{:02d}"

    def ob(m: int, *a: Any, **kw: Any) -> str:
        return tree("Files", clk.format(m), nautilus(*a, **kw))

    trash = [("IMG_2231.jpg", "2.2 MB", "Camera", "3 Jun"), ("scan0007.pdf", "209.1 kB", "Scans", "28 May"),
             ("scan0007 (copy).pdf", "214.6 kB", "Scans", "14:25")]
    turns = [
        (code("pyautogui.click(520, 226)"),
         ob(21, "Scans", crumbs, ls(n0), ["scan0003.pdf"], floating=q.format("scan0003.pdf") + " selected (176.4 kB)")),
        (code("pyautogui.press('f2')"),
         ob(21, "Scans", crumbs, ls(n0), ["scan0003.pdf"], popup=rename_pop("File name", "scan0003.pdf", 250))),
        (code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("2024-03-18_pharmacy.pdf\\n")'),
         ob(22, "Scans", crumbs, ls(n1), ["2024-03-18_pharmacy.pdf"], floating=q.format("2024-03-18_pharmacy.pdf") + " selected (176.4 kB)")),
        (code("pyautogui.hotkey('shift', 'ctrl', 'n')"),
         ob(22, "Scans", crumbs, ls(n1), ["2024-03-18_pharmacy.pdf"], popup=rename_pop("Folder name", "", 420, "Create"))),
        (code('pyautogui.write("2024 Receipts\\n")'),
         ob(23, "Scans", crumbs, ls(n1, ("2024 Receipts", "0 items", "14:23")), ["2024 Receipts"],
            floating=q.format("2024 Receipts") + " selected (containing 0 items)")),
        (code("pyautogui.click(520, 160)\nfor y in (226, 259, 325, 358):\n    pyautogui.keyDown('ctrl')\n    pyautogui.click(520, y)\n    pyautogui.keyUp('ctrl')"),
         ob(23, "Scans", crumbs, ls(n1, ("2024 Receipts", "0 items", "14:23")), moved, floating="5 items selected (988.2 kB)")),
        (code("pyautogui.moveTo(520, 160)\npyautogui.dragTo(520, 127, duration=0.8)"),
         ob(24, "Scans", crumbs, ls(n2, ("2024 Receipts", "5 items", "14:24")), [])),
        (code("pyautogui.click(520, 259)\npyautogui.press('delete')"),
         ob(25, "Scans", crumbs, ls(n3, ("2024 Receipts", "5 items", "14:24")), [],
            toast=q.format("scan0007 (copy).pdf") + " moved to trash")),
        (code("pyautogui.click(176, 406)"),
         ob(25, "Trash", ["Trash"], trash, [], cols=("Name", "Size", "Original Location", "Trashed On"), place="Trash",
            extra=[r("push-button", "Restore", "", (1560, 1030), (90, 30)), r("push-button", "Empty\u2026", "", (1660, 1030), (90, 30))])),
        (code("pyautogui.hotkey('alt', 'left')"),
         ob(26, "Scans", crumbs, ls(n3, ("2024 Receipts", "5 items", "14:24")), [])),
        (code("pyautogui.doubleClick(520, 127)"),
         ob(26, "2024 Receipts", crumbs + ["2024 Receipts"], ls(["2024-03-18_pharmacy.pdf", "scan0001.pdf", "scan0002.pdf", "scan0005.pdf", "scan0006.pdf"]), [])),
    ]
    start = ob(20, "Scans", crumbs, ls(n0), [])
    rs.add(task="os", tid=tid, system=system("In ~/Pictures/Scans, rename scan0003.pdf to 2024-03-18_pharmacy.pdf, put the five PDF receipts (the pharmacy one and scan0001, scan0002, scan0005, scan0006) into a new folder '2024 Receipts', and move the duplicate 'scan0007 (copy).pdf' to the Trash."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_files_thesis(rs: RowSet, tid: str) -> None:
    # bad: Files, thesis folder; turn 8 (sort by Modified) lists the chapter as ch3_draft_v2.odt again although turn 3 renamed it to ch3_methods.odt and turns 3-7 showed the new name.
    q = "\u201c{}\u201d"
    P = {"ch1_introduction.odt": ("48.3 kB", "3 Feb"), "ch1_old.odt": ("41.0 kB", "12 Jan"),
         "ch2_literature.odt": ("112.7 kB", "19 Feb"), "ch3_draft_v2.odt": ("86.1 kB", "11 Mar"),
         "ch3_methods.odt": ("86.1 kB", "11 Mar"), "ch4_results.odt": ("64.9 kB", "27 Mar"),
         "refs.bib": ("38.2 kB", "28 Mar"), "thesis_outline.txt": ("2.1 kB", "4 Jan")}
    fig = ("figures", "14 items", "8 Mar")

    def ls(names: list[str], folders: list[tuple[str, str, str]]) -> list[tuple[str, ...]]:
        return list(folders) + [(n, *P[n]) for n in names]

    crumbs = ["Home", "Documents", "thesis"]
    n0 = ["ch1_introduction.odt", "ch1_old.odt", "ch2_literature.odt", "ch3_draft_v2.odt", "ch4_results.odt", "refs.bib", "thesis_outline.txt"]
    n1 = ["ch1_introduction.odt", "ch1_old.odt", "ch2_literature.odt", "ch3_methods.odt", "ch4_results.odt", "refs.bib", "thesis_outline.txt"]
    n2 = [n for n in n1 if n != "ch1_old.odt"]
    bydate_bad = ["refs.bib", "ch4_results.odt", "ch3_draft_v2.odt", "ch2_literature.odt", "ch1_introduction.odt", "thesis_outline.txt"]
    clk = "Tue Apr 2  10:{:02d}"

    def ob(m: int, *a: Any, **kw: Any) -> str:
        return tree("Files", clk.format(m), nautilus(*a, **kw))

    arc0, arc1 = ("archive", "0 items", "10:41"), ("archive", "1 item", "10:42")
    turns = [
        (code("pyautogui.click(520, 258)"),
         ob(39, "thesis", crumbs, ls(n0, [fig]), ["ch3_draft_v2.odt"], floating=q.format("ch3_draft_v2.odt") + " selected (86.1 kB)", place="")),
        (code("pyautogui.press('f2')"),
         ob(39, "thesis", crumbs, ls(n0, [fig]), ["ch3_draft_v2.odt"], popup=rename_pop("File name", "ch3_draft_v2.odt", 266))),
        (code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("ch3_methods.odt\\n")'),
         ob(40, "thesis", crumbs, ls(n1, [fig]), ["ch3_methods.odt"], floating=q.format("ch3_methods.odt") + " selected (86.1 kB)")),
        (code("pyautogui.hotkey('shift', 'ctrl', 'n')"),
         ob(40, "thesis", crumbs, ls(n1, [fig]), ["ch3_methods.odt"], popup=rename_pop("Folder name", "", 420, "Create"))),
        (code('pyautogui.write("archive\\n")'),
         ob(41, "thesis", crumbs, ls(n1, [arc0, fig]), ["archive"], floating=q.format("archive") + " selected (containing 0 items)")),
        (code("pyautogui.click(520, 226)"),
         ob(41, "thesis", crumbs, ls(n1, [arc0, fig]), ["ch1_old.odt"], floating=q.format("ch1_old.odt") + " selected (41.0 kB)")),
        (code("pyautogui.moveTo(520, 226)\npyautogui.dragTo(520, 127, duration=0.8)"),
         ob(42, "thesis", crumbs, ls(n2, [arc1, fig]), [])),
        (code("pyautogui.click(1200, 94)  # Modified column header"),
         ob(42, "thesis", crumbs, ls(bydate_bad, [arc1, fig]), [])),
        (code("pyautogui.doubleClick(520, 127)"),
         ob(43, "archive", crumbs + ["archive"], [("ch1_old.odt", *P["ch1_old.odt"])], [])),
        (code("pyautogui.hotkey('alt', 'left')"),
         ob(43, "thesis", crumbs, ls(bydate_bad, [arc1, fig]), [])),
    ]
    start = ob(38, "thesis", crumbs, ls(n0, [fig]), [])
    rs.add(task="os", tid=tid, system=system("In ~/Documents/thesis, rename ch3_draft_v2.odt to ch3_methods.odt, create a folder named 'archive' and move ch1_old.odt into it."),
           turns=turns, state=start, bad=True, turn=8, kind="renamed file shown under its old name after re-sorting")


# ---------------------------------------------------------------- GNOME Settings

PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
          "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
          "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
          "Default Applications", "Date & Time", "About"]


def gsettings(panel: str, content: list[tuple[str, str, str, str]], popup: list[Row] | None = None,
              heading: str | None = None) -> list[Row]:
    """content: (tag, name, text, state) rows of the panel, laid out top to bottom."""
    rows = [r("frame", heading or panel, "", (420, 130), (1080, 820)),
            r("push-button", "Search", "", (430, 140), (34, 34)), r("push-button", "Main menu", "", (470, 140), (34, 34)),
            r("label", "", heading or panel, (900, 140), (200, 34))]
    for i, p in enumerate(PANELS):
        rows.append(r("list-item", p, "", (426, 180 + 30 * i), (268, 30), desc="selected" if p == panel else ""))
    for i, (tag, name, text, state) in enumerate(content):
        rows.append(r(tag, name, text, (740, 190 + 44 * i), (700, 40), desc=state))
    rows += popup or []
    return rows


def t_settings_nightlight(rs: RowSet, tid: str) -> None:
    # clean: GNOME Settings, Night Light on with a manual 21:00-06:30 schedule, Screen Blank 5 -> 10 minutes, Appearance Light -> Dark; the top bar clock rolls over 10:00.
    clocks = ["09:56", "09:57", "09:57", "09:58", "09:58", "09:59", "10:00", "10:00", "10:01", "10:01", "10:02", "10:02"]

    def ob(i: int, panel: str, content: list[tuple[str, str, str, str]], popup: list[Row] | None = None) -> str:
        return tree("Settings", f"Sun Oct 13  {clocks[i]}", gsettings(panel, content, popup))

    disp = [("page-tab", "Displays", "", "selected"), ("page-tab", "Night Light", "", ""),
            ("label", "", "Built-in display", ""), ("combo-box", "Orientation", "Landscape", ""),
            ("combo-box", "Resolution", "1920 \u00d7 1080 (16:9)", ""), ("combo-box", "Refresh Rate", "60.00 Hz", ""),
            ("label", "Scale", "100%", ""), ("toggle-button", "Fractional Scaling", "", "off")]

    def night(on: bool, manual: bool, frm: tuple[str, str] = ("20", "00"), to: tuple[str, str] = ("06", "00")) -> list[tuple[str, str, str, str]]:
        c = [("page-tab", "Displays", "", ""), ("page-tab", "Night Light", "", "selected"),
             ("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", ""),
             ("toggle-button", "Night Light", "", "on" if on else "off"),
             ("combo-box", "Schedule", "Manual Schedule" if manual else "Sunset to Sunrise", "" if on else "insensitive")]
        if manual:
            c += [("spin-button", "From hour", frm[0], ""), ("spin-button", "From minute", frm[1], ""),
                  ("spin-button", "To hour", to[0], ""), ("spin-button", "To minute", to[1], "")]
        c.append(("slider", "Color Temperature", "", "" if on else "insensitive"))
        return c

    def power(blank: str) -> list[tuple[str, str, str, str]]:
        return [("label", "", "Power Mode", ""), ("radio-button", "Performance", "High performance and power usage.", ""),
                ("radio-button", "Balanced", "Standard performance and power usage.", "checked"),
                ("radio-button", "Power Saver", "Reduced performance and power usage.", ""),
                ("label", "", "Power Saving Options", ""), ("toggle-button", "Dim Screen", "Reduces the screen brightness when the computer is inactive.", "on"),
                ("combo-box", "Screen Blank", blank, ""), ("push-button", "Automatic Suspend", "Off", ""),
                ("label", "", "Suspend & Power Button", ""), ("combo-box", "Power Button Behavior", "Suspend", "")]

    def appear(style: str) -> list[tuple[str, str, str, str]]:
        return [("label", "", "Style", ""), ("radio-button", "Light", "", "checked" if style == "Light" else ""),
                ("radio-button", "Dark", "", "checked" if style == "Dark" else ""), ("label", "", "Color", ""),
                ("radio-button", "orange", "", "checked"), ("radio-button", "bark", "", ""), ("radio-button", "sage", "", ""),
                ("radio-button", "olive", "", ""), ("radio-button", "viridian", "", ""), ("radio-button", "prussiangreen", "", ""),
                ("radio-button", "blue", "", ""), ("radio-button", "purple", "", ""), ("radio-button", "magenta", "", ""),
                ("radio-button", "red", "", ""), ("label", "", "Desktop Icons", ""), ("toggle-button", "Show Personal folder", "", "on"),
                ("combo-box", "Position of New Icons", "Bottom Right", "")]

    sched_pop = [r("menu-item", "Sunset to Sunrise", "", (980, 410), (240, 30)), r("menu-item", "Manual Schedule", "", (980, 440), (240, 30))]
    blank_opts = ["Never", "1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes",
                  "12 minutes", "15 minutes"]
    blank_pop = [r("menu-item", o, "", (1000, 300 + 30 * i), (200, 30)) for i, o in enumerate(blank_opts)]
    turns = [
        (code("pyautogui.click(1090, 254)"), ob(1, "Displays", night(False, False))),
        (code("pyautogui.click(1400, 344)"), ob(2, "Displays", night(True, False))),
        (code("pyautogui.click(1090, 386)"), ob(3, "Displays", night(True, False), sched_pop)),
        (code("pyautogui.click(1100, 455)"), ob(4, "Displays", night(True, True))),
        (code("pyautogui.tripleClick(1090, 430)\npyautogui.write('21')\npyautogui.press('tab')"), ob(5, "Displays", night(True, True, ("21", "00")))),
        (code("pyautogui.tripleClick(1090, 562)\npyautogui.write('30')\npyautogui.press('tab')"), ob(6, "Displays", night(True, True, ("21", "00"), ("06", "30")))),
        (code("pyautogui.click(560, 555)"), ob(7, "Power", power("5 minutes"))),
        (code("pyautogui.click(1090, 474)"), ob(8, "Power", power("5 minutes"), blank_pop)),
        (code("pyautogui.click(1100, 525)"), ob(9, "Power", power("10 minutes"))),
        (code("pyautogui.click(560, 285)"), ob(10, "Appearance", appear("Light"))),
        (code("pyautogui.click(1090, 298)"), ob(11, "Appearance", appear("Dark"))),
    ]
    start = ob(0, "Displays", disp)
    rs.add(task="os", tid=tid, system=system("Turn on Night Light with a manual schedule from 21:00 to 06:30, make the screen blank after 10 minutes of inactivity, and switch the desktop style to Dark."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_settings_timezone(rs: RowSet, tid: str) -> None:
    # bad: GNOME Settings Date & Time; turn 10 (back from About) shows 'Automatic Time Zone' on again although turn 2 switched it off and nothing turned it back on.
    def ob(clock: str, panel: str, content: list[tuple[str, str, str, str]], popup: list[Row] | None = None) -> str:
        return tree("Settings", f"Wed Jan 15  {clock}", gsettings(panel, content, popup))

    def dt(auto_tz: bool, tz: str, when: str, fmt: str) -> list[tuple[str, str, str, str]]:
        return [("toggle-button", "Automatic Date & Time", "Requires internet access", "on"),
                ("toggle-button", "Automatic Time Zone", "Requires internet access", "on" if auto_tz else "off"),
                ("push-button", "Date & Time", when, "insensitive"),
                ("push-button", "Time Zone", tz, "insensitive" if auto_tz else ""),
                ("combo-box", "Time Format", fmt, "")]

    net = [("label", "", "Wired", ""), ("toggle-button", "Wired", "Connected - 1000 Mb/s", "on"),
           ("push-button", "Wired settings", "", ""), ("label", "", "VPN", ""), ("push-button", "Add VPN", "", ""),
           ("label", "", "Network Proxy", ""), ("push-button", "Network Proxy", "Off", "")]
    about = [("label", "Device Name", "ws-ledger-07", ""), ("label", "Memory", "15.5 GiB", ""),
             ("label", "Processor", "Intel\u00ae Core\u2122 i5-10500 CPU @ 3.10GHz \u00d7 12", ""),
             ("label", "Graphics", "Mesa Intel\u00ae UHD Graphics 630 (CML GT2)", ""), ("label", "Disk Capacity", "512.1 GB", ""),
             ("label", "OS Name", "Ubuntu 22.04.4 LTS", ""), ("label", "OS Type", "64-bit", ""), ("label", "GNOME Version", "42.9", ""),
             ("label", "Windowing System", "X11", ""), ("label", "Virtualization", "KVM", ""), ("push-button", "Software Updates", "", "")]
    berlin, rvk = "CET (Berlin, Germany)", "GMT (Reykjav\u00edk, Iceland)"
    tzdlg = [r("dialog", "Time Zone", "", (640, 260), (640, 520)), r("push-button", "Close", "", (1246, 264), (30, 30)), r("entry", "Search for a city", "", (660, 300), (600, 34)),
             r("image", "Time zone map", "", (660, 350), (600, 330))]

    def tzdlg_with(text: str, label: str = "", time: str = "") -> list[Row]:
        rows = [tzdlg[0], tzdlg[1], r("entry", "Search for a city", text, (660, 300), (600, 34)), tzdlg[3]]
        if label:
            rows += [r("label", "", label, (660, 690), (400, 24)), r("label", "", time, (1100, 690), (160, 24))]
        return rows

    fmt_pop = [r("menu-item", "24-hour", "", (1000, 420), (200, 30)), r("menu-item", "AM / PM", "", (1000, 450), (200, 30))]
    turns = [
        (code("pyautogui.click(560, 875)"), ob("2:20 PM", "Date & Time", dt(True, berlin, "15 January 2025, 2:20 PM", "AM / PM"))),
        (code("pyautogui.click(1400, 256)"), ob("2:20 PM", "Date & Time", dt(False, berlin, "15 January 2025, 2:20 PM", "AM / PM"))),
        (code("pyautogui.click(1090, 344)"), ob("2:21 PM", "Date & Time", dt(False, berlin, "15 January 2025, 2:21 PM", "AM / PM"), tzdlg_with(""))),
        (code('pyautogui.write("Reykjavik")'), ob("2:21 PM", "Date & Time", dt(False, berlin, "15 January 2025, 2:21 PM", "AM / PM"),
                                                 tzdlg_with("Reykjavik") + [r("menu-item", "Reykjav\u00edk, Iceland", "", (660, 336), (600, 30))])),
        (code("pyautogui.click(960, 351)"), ob("1:21 PM", "Date & Time", dt(False, rvk, "15 January 2025, 1:21 PM", "AM / PM"),
                                                tzdlg_with("Reykjav\u00edk, Iceland", "Reykjav\u00edk, Iceland \u2022 GMT", "1:21 PM"))),
        (code("pyautogui.click(1261, 279)  # close the Time Zone dialog"), ob("1:22 PM", "Date & Time", dt(False, rvk, "15 January 2025, 1:22 PM", "AM / PM"))),
        (code("pyautogui.click(1090, 386)"), ob("1:22 PM", "Date & Time", dt(False, rvk, "15 January 2025, 1:22 PM", "AM / PM"), fmt_pop)),
        (code("pyautogui.click(1100, 435)"), ob("13:22", "Date & Time", dt(False, rvk, "15 January 2025, 13:22", "24-hour"))),
        (code("pyautogui.click(560, 905)"), ob("13:23", "About", about)),
        (code("pyautogui.click(560, 875)"), ob("13:23", "Date & Time", dt(True, rvk, "15 January 2025, 13:23", "24-hour"))),
        (code("pyautogui.hotkey('ctrl', 'q')"), tree("", "Wed Jan 15  13:24", [r("label", "Home", "", (1833, 1037), (40, 17))])),
    ]
    start = ob("2:19 PM", "Network", net)
    rs.add(task="os", tid=tid, system=system("Stop the computer from setting its time zone automatically, set the time zone to Reykjavik (Iceland), and use the 24-hour clock."),
           turns=turns, state=start, bad=True, turn=10, kind="Automatic Time Zone switch back on with no action")


# ---------------------------------------------------------------- GNOME Terminal

class Term:
    """A gnome-terminal window whose a11y text is the last screenful of the buffer."""

    def __init__(self, user: str, host: str, lines: list[str] | None = None) -> None:
        self.user, self.host, self.cwd = user, host, "~"
        self.buf: list[str] = list(lines or [])
        self.buf.append(self.prompt)

    @property
    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    def run(self, cmd: str, out: str = "") -> None:
        self.buf[-1] = self.buf[-1] + cmd
        if out:
            self.buf += out.rstrip("\n").split("\n")
        self.buf.append(self.prompt)

    def rows(self, height: int = 44) -> list[Row]:
        text = "\n".join(self.buf[-height:])
        return [r("frame", f"{self.user}@{self.host}: {self.cwd}", "", (360, 140), (1200, 820)),
                r("push-button", "New Tab", "", (372, 148), (34, 34)), r("push-button", "Menu", "", (1470, 148), (34, 34)),
                r("push-button", "Close", "", (1516, 148), (34, 34)),
                r("terminal", "Terminal", text, (362, 186), (1196, 772))]


def t_term_radicale(rs: RowSet, tid: str) -> None:
    # clean: terminal, a stuck Radicale user service on a full disk: status, df, list and delete old backups (df frees up), restart (new PID, new start time), check the port and HTTP, list again, uptime.
    t = Term("anke", "ws-hafen")
    status0 = """\u25cf radicale.service - Radicale CalDAV/CardDAV server
     Loaded: loaded (/home/anke/.config/systemd/user/radicale.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-11-25 08:02:11 CET; 7h ago
   Main PID: 2417 (python3)
      Tasks: 4 (limit: 18923)
     Memory: 61.8M
        CPU: 1min 12.406s
     CGroup: /user.slice/user-1000.slice/user@1000.service/app.slice/radicale.service
             \u2514\u25002417 /usr/bin/python3 -m radicale --config /home/anke/.config/radicale/config

Nov 25 14:41:09 ws-hafen radicale[2417]: [2417/Thread-112] [ERROR] An exception occurred during PUT request on '/anke/family.ics/': [Errno 28] No space left on device
Nov 25 14:52:37 ws-hafen radicale[2417]: [2417/Thread-118] [ERROR] An exception occurred during PUT request on '/anke/calendar.ics/': [Errno 28] No space left on device
Nov 25 15:09:44 ws-hafen radicale[2417]: [2417/Thread-127] [ERROR] An exception occurred during PUT request on '/anke/calendar.ics/': [Errno 28] No space left on device"""
    df0 = """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p3   98G   93G     0 100% /home"""
    ls0 = """total 15G
-rw-r--r-- 1 anke anke 1.9G Oct  6 02:00 radicale-2024-10-06.tar.gz
-rw-r--r-- 1 anke anke 1.9G Oct 13 02:00 radicale-2024-10-13.tar.gz
-rw-r--r-- 1 anke anke 1.9G Oct 20 02:00 radicale-2024-10-20.tar.gz
-rw-r--r-- 1 anke anke 2.0G Oct 27 02:00 radicale-2024-10-27.tar.gz
-rw-r--r-- 1 anke anke 2.0G Nov  3 02:00 radicale-2024-11-03.tar.gz
-rw-r--r-- 1 anke anke 2.0G Nov 10 02:00 radicale-2024-11-10.tar.gz
-rw-r--r-- 1 anke anke 2.0G Nov 17 02:00 radicale-2024-11-17.tar.gz
-rw-r--r-- 1 anke anke 612M Nov 24 02:00 radicale-2024-11-24.tar.gz"""
    found = """/home/anke/radicale-backups/radicale-2024-10-06.tar.gz
/home/anke/radicale-backups/radicale-2024-10-13.tar.gz
/home/anke/radicale-backups/radicale-2024-10-20.tar.gz"""
    df1 = """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p3   98G   88G  5.7G  94% /home"""
    status1 = """\u25cf radicale.service - Radicale CalDAV/CardDAV server
     Loaded: loaded (/home/anke/.config/systemd/user/radicale.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-11-25 15:15:41 CET; 6s ago
   Main PID: 48807 (python3)
      Tasks: 3 (limit: 18923)
     Memory: 24.1M
        CPU: 412ms
     CGroup: /user.slice/user-1000.slice/user@1000.service/app.slice/radicale.service
             \u2514\u250048807 /usr/bin/python3 -m radicale --config /home/anke/.config/radicale/config

Nov 25 15:15:41 ws-hafen systemd[1174]: Stopping Radicale CalDAV/CardDAV server...
Nov 25 15:15:41 ws-hafen systemd[1174]: radicale.service: Deactivated successfully.
Nov 25 15:15:41 ws-hafen systemd[1174]: radicale.service: Consumed 1min 12.905s CPU time.
Nov 25 15:15:41 ws-hafen systemd[1174]: Stopped Radicale CalDAV/CardDAV server.
Nov 25 15:15:41 ws-hafen systemd[1174]: Started Radicale CalDAV/CardDAV server.
Nov 25 15:15:42 ws-hafen radicale[48807]: [48807] [INFO] Listening on '127.0.0.1:5232'
Nov 25 15:15:42 ws-hafen radicale[48807]: [48807] [INFO] Radicale server ready"""
    ss = 'LISTEN 0      5          127.0.0.1:5232       0.0.0.0:*    users:(("python3",pid=48807,fd=3))'
    ls1 = """total 8.6G
-rw-r--r-- 1 anke anke 2.0G Oct 27 02:00 radicale-2024-10-27.tar.gz
-rw-r--r-- 1 anke anke 2.0G Nov  3 02:00 radicale-2024-11-03.tar.gz
-rw-r--r-- 1 anke anke 2.0G Nov 10 02:00 radicale-2024-11-10.tar.gz
-rw-r--r-- 1 anke anke 2.0G Nov 17 02:00 radicale-2024-11-17.tar.gz
-rw-r--r-- 1 anke anke 612M Nov 24 02:00 radicale-2024-11-24.tar.gz"""
    steps = [
        ("systemctl --user status radicale --no-pager", status0, "15:12"),
        ("df -h /home", df0, "15:13"),
        ("ls -lh ~/radicale-backups", ls0, "15:13"),
        ("find ~/radicale-backups -name '*.tar.gz' -mtime +30 -print -delete", found, "15:14"),
        ("df -h /home", df1, "15:14"),
        ("systemctl --user restart radicale", "", "15:15"),
        ("systemctl --user status radicale --no-pager", status1, "15:15"),
        ("ss -ltnp | grep 5232", ss, "15:16"),
        ("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:5232/.web/", "200", "15:16"),
        ("ls -lh ~/radicale-backups", ls1, "15:16"),
        ("uptime", " 15:17:05 up  7:15,  2 users,  load average: 0.41, 0.37, 0.30", "15:17"),
    ]
    start = tree("Terminal", "Mon Nov 25  15:12", t.rows())
    turns = []
    for cmd, out, clock in steps:
        t.run(cmd, out)
        turns.append((code(f"pyautogui.write({cmd + chr(10)!r})"), tree("Terminal", f"Mon Nov 25  {clock}", t.rows())))
    rs.add(task="os", tid=tid, system=system("The Radicale calendar server (a systemd user service) stopped accepting changes. Free space by deleting the backup tarballs in ~/radicale-backups that are older than 30 days, restart the service and confirm it answers on port 5232."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- System Monitor

def sysmon(tab: str, procs: list[tuple[str, str, str, str, str, str]], sel: str = "", search: str | None = None,
           popup: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "System Monitor", "", (250, 120), (1420, 860))]
    for i, tb in enumerate(["Processes", "Resources", "File Systems"]):
        rows.append(r("page-tab", tb, "", (760 + 130 * i, 128), (124, 34), desc="selected" if tb == tab else ""))
    rows += [r("push-button", "Search", "", (1540, 128), (34, 34)), r("push-button", "Menu", "", (1580, 128), (34, 34))]
    y = 170
    if search is not None:
        rows.append(r("entry", "Search", search, (700, 170), (520, 32)))
        y = 210
    cols = [("Process Name", 270, 420), ("User", 690, 160), ("% CPU", 850, 110), ("ID", 960, 110), ("Memory", 1070, 160),
            ("Priority", 1230, 150)]
    for name, x, w in cols if tab == "Processes" else []:
        rows.append(r("column-header", name, "", (x, y), (w, 28)))
    for i, p in enumerate(procs):
        yy = y + 30 + 28 * i
        for j, (name, x, w) in enumerate(cols):
            rows.append(r("table-cell", name, p[j], (x, yy), (w, 28), desc="selected" if j == 0 and p[3] == sel else ""))
    rows += popup or []
    return rows


def t_sysmon_ffmpeg(rs: RowSet, tid: str) -> None:
    # bad: System Monitor; turn 6 (Properties dialog of ffmpeg) gives its ID as 48231 although turns 1-5 listed ffmpeg as PID 48213 and it was only re-prioritised, never restarted.
    clk = "Thu Feb 20  15:{:02d}"
    U = "rkovac"
    others = [("gnome-shell", "1893", "287.3 MB"), ("totem-video-thumbnailer", "51190", "96.4 MB"), ("chrome", "3321", "318.9 MB"),
              ("gnome-system-monitor", "52004", "38.7 MB"), ("nautilus", "2688", "61.2 MB"), ("gnome-terminal-server", "4105", "44.0 MB"),
              ("tracker-miner-fs-3", "1766", "28.4 MB"), ("evolution-alarm-notify", "2011", "31.7 MB"), ("pipewire", "1702", "9.8 MB"),
              ("gsd-media-keys", "1954", "21.5 MB"), ("bash", "4121", "5.3 MB")]

    def plist(ff_cpu: str, ff_mem: str, cpus: list[str], prio: str = "Normal", pid: str = "48213",
              drop_thumb: bool = False) -> list[tuple[str, str, str, str, str, str]]:
        out = [("ffmpeg", U, ff_cpu, pid, ff_mem, prio)]
        for (name, p, mem), c in zip(others, cpus):
            if drop_thumb and name == "totem-video-thumbnailer":
                continue
            out.append((name, U, c, p, mem, "Normal"))
        return out

    c1 = ["4", "3", "2", "1", "0", "0", "0", "0", "0", "0", "0"]
    c2 = ["5", "3", "1", "1", "0", "0", "0", "0", "0", "0", "0"]
    c3 = ["3", "3", "2", "1", "0", "0", "0", "0", "0", "0", "0"]

    def ob(m: int, *a: Any, **kw: Any) -> str:
        return tree("System Monitor", clk.format(m), sysmon(*a, **kw))

    ctx = [r("menu-item", n, "", (560, 262 + 28 * i), (220, 28)) for i, n in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]
    prio = [r("menu-item", n, "", (782, 346 + 28 * i), (180, 28), desc="checked" if n == "Normal" else "") for i, n in enumerate(
        ["Very High", "High", "Normal", "Low", "Very Low", "Custom"])]
    props = [("Process Name", "ffmpeg"), ("User", "rkovac (1000)"), ("Status", "Running"), ("Memory", "415.0 MB"),
             ("Virtual Memory", "1.6 GB"), ("Resident Memory", "432.2 MB"), ("Writable Memory", "403.1 MB"),
             ("Shared Memory", "17.9 MB"), ("X Server Memory", "N/A"), ("CPU", "79%"), ("CPU Time", "3 hours 18 minutes"),
             ("Started", "Today 14:02:55"), ("Nice", "19"), ("Priority", "Very Low"), ("ID", "48231"),
             ("Security Context", "N/A"),
             ("Command Line", "ffmpeg -i /home/rkovac/Videos/interview_raw.mov -c:v libx265 -crf 24 -preset slow -c:a aac /home/rkovac/Videos/interview_final.mp4"),
             ("Waiting Channel", "0"), ("Control Group", "/user.slice/user-1000.slice/user@1000.service/app.slice/app-org.gnome.Terminal.slice/vte-spawn-6f1c2a0e.scope")]
    pdlg = [r("dialog", "ffmpeg (PID 48231)", "", (560, 200), (800, 700))]
    for i, (k, v) in enumerate(props):
        pdlg += [r("label", "", k, (580, 240 + 30 * i), (200, 28)), r("label", k, v, (790, 240 + 30 * i), (550, 28))]
    pdlg.append(r("push-button", "Close", "", (1250, 860), (96, 32)))
    endq = [r("alert", "", "", (700, 420), (520, 200)),
            r("label", "", "End the selected process \u201ctotem-video-thumbnailer\u201d (PID 51190)?", (720, 440), (480, 28)),
            r("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (720, 474), (480, 60)),
            r("push-button", "Cancel", "", (960, 570), (110, 34)), r("push-button", "End Process", "", (1080, 570), (130, 34))]
    thumb = [("totem-video-thumbnailer", U, "3", "51190", "96.4 MB", "Normal")]
    turns = [
        (code("pyautogui.click(822, 145)"), ob(3, "Processes", plist("81", "412.6 MB", c1))),
        (code("pyautogui.click(480, 214)"), ob(3, "Processes", plist("80", "413.0 MB", c2), sel="48213")),
        (code("pyautogui.click(480, 214, button='right')"), ob(4, "Processes", plist("80", "413.0 MB", c2), sel="48213", popup=ctx)),
        (code("pyautogui.click(670, 360)"), ob(4, "Processes", plist("80", "413.0 MB", c2), sel="48213", popup=ctx + prio)),
        (code("pyautogui.click(870, 472)"), ob(4, "Processes", plist("79", "414.4 MB", c3, prio="Very Low"), sel="48213")),
        (code("pyautogui.click(480, 214, button='right')\npyautogui.click(670, 276)"),
         ob(5, "Processes", plist("79", "415.0 MB", c3, prio="Very Low"), sel="48213", popup=pdlg)),
        (code("pyautogui.click(1298, 876)"), ob(5, "Processes", plist("80", "415.3 MB", c1, prio="Very Low", pid="48231"), sel="48231")),
        (code('pyautogui.click(1557, 145)\npyautogui.write("thumb")'), ob(6, "Processes", thumb, search="thumb")),
        (code("pyautogui.click(480, 254)\npyautogui.hotkey('ctrl', 'e')"), ob(6, "Processes", thumb, sel="51190", search="thumb", popup=endq)),
        (code("pyautogui.click(1145, 587)"), ob(6, "Processes", [], search="thumb")),
        (code("pyautogui.press('escape')"), ob(7, "Processes", plist("80", "415.8 MB", c2, prio="Very Low", pid="48231", drop_thumb=True))),
    ]
    start = ob(2, "Resources", [], popup=[r("label", "", "CPU History", (280, 180), (200, 24)), r("label", "", "CPU1 98.0%  CPU2 96.1%  CPU3 97.3%  CPU4 99.0%", (280, 420), (900, 24)),
                                         r("label", "", "Memory and Swap History", (280, 460), (300, 24)), r("label", "", "Memory 5.9 GB (38.1%) of 15.5 GB", (280, 700), (600, 24))])
    rs.add(task="os", tid=tid, system=system("A video transcode is making the desktop sluggish. In System Monitor, set the ffmpeg process to Very Low priority, check its properties, and end the stuck totem-video-thumbnailer process."),
           turns=turns, state=start, bad=True, turn=6, kind="ffmpeg PID changes from 48213 to 48231 in the Properties dialog with no restart")


# ---------------------------------------------------------------- VS Code

VSC_MENUS = ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]


def vscode(title: str, explorer: list[tuple[str, int, str]] | None, tabs: list[tuple[str, bool, bool]],
           editor: str | None, status: list[str], panel: str | None = None, extra: list[Row] | None = None,
           root: str = "") -> list[Row]:
    rows = [r("frame", title, "", (70, 27), (1850, 1053))]
    rows += [r("menu", m, "", (110 + 60 * i, 32), (56, 24)) for i, m in enumerate(VSC_MENUS)]
    for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)",
                           "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
        rows.append(r("page-tab", a, "", (72, 62 + 48 * i), (48, 48)))
    if explorer is not None:
        rows.append(r("heading", "", "EXPLORER", (122, 62), (250, 30)))
        rows.append(r("tree-item", root, "", (122, 94), (250, 22), desc="expanded"))
        for i, (name, depth, st) in enumerate(explorer):
            rows.append(r("tree-item", name, "", (130 + 8 * depth, 116 + 22 * i), (240 - 8 * depth, 22), desc=st))
    for i, (name, dirty, active) in enumerate(tabs):
        d = ", ".join(x for x in ("modified" if dirty else "", "active" if active else "") if x)
        rows.append(r("page-tab", ("\u25cf " if dirty else "") + name, "", (380 + 160 * i, 62), (156, 35), desc=d))
    if editor is not None:
        rows.append(r("entry", "Editor content;Press Alt+F1 for Accessibility Options.", editor, (380, 120), (1530, 620 if panel is not None else 900)))
    rows += extra or []
    if panel is not None:
        rows += [r("page-tab", "Problems", "", (380, 750), (90, 26)), r("page-tab", "Output", "", (476, 750), (80, 26)),
                 r("page-tab", "Debug Console", "", (562, 750), (120, 26)), r("page-tab", "Terminal", "", (688, 750), (80, 26), desc="selected"),
                 r("terminal", "Terminal 1, bash", panel, (380, 780), (1530, 270))]
    for i, s in enumerate(status):
        rows.append(r("push-button", s, "", (90 + 150 * i if i < 2 else 1200 + 110 * (i - 2), 1058), (140 if i < 2 else 104, 22)))
    return rows


def t_vscode_tidepool(rs: RowSet, tid: str) -> None:
    # clean: VS Code on a Flask project: rename utils.py to units.py (tab follows), fix the import in app.py (dirty marker, then saved), add editor.rulers to .vscode/settings.json, run the app and the tests in the terminal.
    root = "TIDEPOOL"
    utils = '''"""Unit conversions and formatting for tide tables."""

FEET_TO_METRES = 0.3048


def feet_to_metres(feet: float) -> float:
    return round(feet * FEET_TO_METRES, 2)


def format_tide(entry: dict) -> str:
    height = feet_to_metres(entry["height_ft"])
    return f"{entry['time']}  {height:.2f} m  ({entry['kind']})"
'''
    app_old = '''from flask import Flask, jsonify

from tidepool.utils import feet_to_metres, format_tide
from tidepool.stations import load_station

app = Flask(__name__)


@app.get("/stations/<station_id>/today")
def today(station_id: str):
    station = load_station(station_id)
    return jsonify([format_tide(e) for e in station.today()])


if __name__ == "__main__":
    app.run(port=5050)
'''
    app_new = app_old.replace("tidepool.utils import", "tidepool.units import")
    sj_old = '''{
    "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",
    "python.testing.pytestEnabled": true
}
'''
    sj_new = '''{
    "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",
    "python.testing.pytestEnabled": true,
    "editor.rulers": [88]
}
'''

    def ex(mod: str, vs_open: bool, sel: str) -> list[tuple[str, int, str]]:
        items: list[tuple[str, int, str]] = [(".venv", 0, "collapsed"), (".vscode", 0, "expanded" if vs_open else "collapsed")]
        if vs_open:
            items.append(("settings.json", 1, ""))
        items += [("tests", 0, "collapsed"), ("tidepool", 0, "expanded")]
        items += sorted([("__init__.py", 1, ""), ("app.py", 1, ""), ("stations.py", 1, ""), (mod, 1, "")])
        items += [("README.md", 0, ""), ("requirements.txt", 0, "")]
        return [(n, d, "selected" if n == sel else s) for n, d, s in items]

    py = "Python"
    interp = "3.10.12 ('.venv': venv)"

    def st(ln: str, lang: str = py) -> list[str]:
        return ["main", "0 \u26a0 0", ln, "Spaces: 4", "UTF-8", "LF", lang, interp]

    def ob(m: int, title: str, *a: Any, **kw: Any) -> str:
        return tree("Visual Studio Code", f"Wed Jul 16  16:{m:02d}", vscode(f"{title} - tidepool - Visual Studio Code", *a, root=root, **kw))

    tprompt = "(.venv) sam@tern:~/projects/tidepool$ "
    run_out = tprompt + """python -m tidepool.app
 * Serving Flask app 'app'
 * Debug mode: off
WARNING: This is a development server. Do not use it in a production deployment. Use a production WSGI server instead.
 * Running on http://127.0.0.1:5050
Press CTRL+C to quit"""
    ren = [r("entry", "Type file name. Press Enter to confirm or Escape to cancel.", "utils.py", (138, 270), (232, 22))]
    turns = [
        (code("pyautogui.doubleClick(200, 281)"),
         ob(31, "utils.py", ex("utils.py", False, "utils.py"), [("utils.py", False, True)], utils, st("Ln 1, Col 1"))),
        (code("pyautogui.click(200, 281)\npyautogui.press('f2')"),
         ob(31, "utils.py", ex("utils.py", False, "utils.py"), [("utils.py", False, True)], utils, st("Ln 1, Col 1"), extra=ren)),
        (code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("units.py\\n")'),
         ob(32, "units.py", ex("units.py", False, "units.py"), [("units.py", False, True)], utils, st("Ln 1, Col 1"))),
        (code("pyautogui.doubleClick(200, 237)"),
         ob(32, "app.py", ex("units.py", False, "app.py"), [("units.py", False, False), ("app.py", False, True)], app_old, st("Ln 1, Col 1"))),
        (code("pyautogui.doubleClick(560, 163)\npyautogui.write('units')"),
         ob(33, "\u25cf app.py", ex("units.py", False, "app.py"), [("units.py", False, False), ("app.py", True, True)], app_new, st("Ln 3, Col 20"))),
        (code("pyautogui.hotkey('ctrl', 's')"),
         ob(33, "app.py", ex("units.py", False, "app.py"), [("units.py", False, False), ("app.py", False, True)], app_new, st("Ln 3, Col 20"))),
        (code("pyautogui.click(200, 149)\npyautogui.doubleClick(210, 171)"),
         ob(34, "settings.json", ex("units.py", True, "settings.json"), [("units.py", False, False), ("app.py", False, False), ("settings.json", False, True)],
            sj_old, st("Ln 1, Col 1", "JSON"))),
        (code("pyautogui.click(1000, 163)\npyautogui.press('end')\npyautogui.write(',\\n\"editor.rulers\": [88')\npyautogui.hotkey('ctrl', 's')"),
         ob(35, "settings.json", ex("units.py", True, "settings.json"), [("units.py", False, False), ("app.py", False, False), ("settings.json", False, True)],
            sj_new, st("Ln 4, Col 25", "JSON"))),
        (code("pyautogui.hotkey('ctrl', '`')"),
         ob(35, "settings.json", ex("units.py", True, "settings.json"), [("units.py", False, False), ("app.py", False, False), ("settings.json", False, True)],
            sj_new, st("Ln 4, Col 25", "JSON"), panel=tprompt)),
        (code('pyautogui.write("python -m tidepool.app\\n")'),
         ob(36, "settings.json", ex("units.py", True, "settings.json"), [("units.py", False, False), ("app.py", False, False), ("settings.json", False, True)],
            sj_new, st("Ln 4, Col 25", "JSON"), panel=run_out)),
        (code("pyautogui.hotkey('ctrl', 'c')\npyautogui.write(\"python -m pytest -q\\n\")"),
         ob(37, "settings.json", ex("units.py", True, "settings.json"), [("units.py", False, False), ("app.py", False, False), ("settings.json", False, True)],
            sj_new, st("Ln 4, Col 25", "JSON"),
            panel=run_out + "\n^C" + tprompt + "python -m pytest -q\n....                                                                     [100%]\n4 passed in 0.38s\n" + tprompt)),
    ]
    start = ob(30, "Welcome", ex("utils.py", False, ""), [("Welcome", False, True)], None, ["main", "0 \u26a0 0"],
               extra=[r("heading", "", "Visual Studio Code", (700, 200), (500, 60)), r("label", "", "Editing evolved", (700, 260), (300, 30))])
    rs.add(task="os", tid=tid, system=system("In the tidepool project open in VS Code, rename tidepool/utils.py to units.py and fix the import that uses it, add a ruler at column 88 to the workspace settings, then run the app once and the test suite in the integrated terminal."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_vscode_wrap(rs: RowSet, tid: str) -> None:
    # bad: VS Code user settings; turn 7 (settings.json opened) has "editor.wordWrapColumn": 80 although turn 5 set Word Wrap Column to 96 in the Settings editor.
    root = "FIELD-NOTES"
    exp = [("2024", 0, "collapsed"), ("2025", 0, "expanded"), ("01-wadden-sea.md", 1, ""), ("02-ringing-log.md", 1, ""),
           ("03-saltmarsh-transect.md", 1, ""), ("templates", 0, "collapsed"), ("CHANGELOG.md", 0, ""), ("README.md", 0, "")]

    def ex(sel: str = "") -> list[tuple[str, int, str]]:
        return [(n, d, "selected" if n == sel else s) for n, d, s in exp]

    def ob(m: int, title: str, *a: Any, **kw: Any) -> str:
        return tree("Visual Studio Code", f"Sat Mar 22  09:{m:02d}", vscode(f"{title} - field-notes - Visual Studio Code", *a, root=root, **kw))

    def srow(i: int, name: str, desc: str, kind: str, value: str, modified: bool = False) -> list[Row]:
        y = 200 + 92 * i
        return [r("label", "", name, (420, y), (900, 24), desc="modified" if modified else ""),
                r("label", "", desc, (420, y + 26), (1200, 22)), r(kind, name, value, (420, y + 52), (300, 28))]

    def sui(search: str, rows_: list[list[Row]], found: str) -> list[Row]:
        out = [r("entry", "Search settings", search, (420, 110), (1100, 32)), r("page-tab", "User", "", (420, 150), (60, 28), desc="selected"),
               r("page-tab", "Workspace", "", (490, 150), (100, 28))]
        if found:
            out.append(r("label", "", found, (1400, 114), (140, 24)))
        for x in rows_:
            out += x
        return out

    common = [srow(0, "Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "combo-box", "off"),
              srow(1, "Editor: Font Size", "Controls the font size in pixels.", "spin-button", "14"),
              srow(2, "Editor: Font Family", "Controls the font family.", "entry", "'Droid Sans Mono', 'monospace', monospace"),
              srow(3, "Editor: Tab Size", "The number of spaces a tab is equal to.", "spin-button", "4"),
              srow(4, "Editor: Render Whitespace", "Controls how the editor should render whitespace characters.", "combo-box", "selection"),
              srow(5, "Editor: Word Wrap", "Controls how lines should wrap.", "combo-box", "off")]

    def wrap(mode: str, col: str, mod_mode: bool, mod_col: bool) -> list[list[Row]]:
        return [srow(0, "Editor: Word Wrap", "Controls how lines should wrap.", "combo-box", mode, mod_mode),
                srow(1, "Editor: Word Wrap Column", "Controls the wrapping column of the editor when `#editor.wordWrap#` is `wordWrapColumn` or `bounded`.", "spin-button", col, mod_col),
                srow(2, "Diff Editor: Word Wrap", "Controls whether the diff editor wraps lines.", "combo-box", "inherit"),
                srow(3, "Editor: Wrapping Indent", "Controls the indentation of wrapped lines.", "combo-box", "same"),
                srow(4, "Editor: Wrapping Strategy", "Controls the algorithm that computes wrapping points.", "combo-box", "simple")]

    opts = [r("list-item", o, "", (420, 282 + 24 * i), (300, 24)) for i, o in enumerate(["off", "on", "wordWrapColumn", "bounded"])]
    user_json = '''{
    "workbench.colorTheme": "Default Dark Modern",
    "editor.fontSize": 14,
    "git.autofetch": true,
    "markdown.preview.breaks": true,
    "editor.wordWrap": "wordWrapColumn",
    "editor.wordWrapColumn": 80
}
'''
    changelog = '''# Changelog

## 2025-03-18
- Added transect T4 counts to 03-saltmarsh-transect.md
- Fixed ring numbers for the two redshank recoveries (ringing log)

## 2025-02-27
- New template: templates/ringing-session.md
- Moved 2024 notes into their own folder
'''
    st_md = ["main", "0 \u26a0 0", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "Markdown"]
    st_js = ["main", "0 \u26a0 0", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"]
    pal = [r("entry", "", ">Preferences: Open User Settings (JSON)", (660, 40), (600, 30)),
           r("list-item", "Preferences: Open User Settings (JSON)", "", (660, 72), (600, 24), desc="selected")]
    T = [("Settings", False, True)]
    turns = [
        (code("pyautogui.hotkey('ctrl', ',')"), ob(14, "Settings", ex(), T, None, ["main", "0 \u26a0 0"], extra=sui("", common, ""))),
        (code('pyautogui.write("word wrap")'), ob(14, "Settings", ex(), T, None, ["main", "0 \u26a0 0"],
                                                 extra=sui("word wrap", wrap("off", "80", False, False), "5 Settings Found"))),
        (code("pyautogui.click(570, 266)"), ob(15, "Settings", ex(), T, None, ["main", "0 \u26a0 0"],
                                               extra=sui("word wrap", wrap("off", "80", False, False), "5 Settings Found") + opts)),
        (code("pyautogui.click(570, 342)"), ob(15, "Settings", ex(), T, None, ["main", "0 \u26a0 0"],
                                               extra=sui("word wrap", wrap("wordWrapColumn", "80", True, False), "5 Settings Found"))),
        (code("pyautogui.tripleClick(570, 358)\npyautogui.write('96')\npyautogui.press('tab')"),
         ob(16, "Settings", ex(), T, None, ["main", "0 \u26a0 0"], extra=sui("word wrap", wrap("wordWrapColumn", "96", True, True), "5 Settings Found"))),
        (code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Preferences: Open User Settings (JSON)')"),
         ob(16, "Settings", ex(), T, None, ["main", "0 \u26a0 0"], extra=sui("word wrap", wrap("wordWrapColumn", "96", True, True), "5 Settings Found") + pal)),
        (code("pyautogui.press('enter')"),
         ob(17, "settings.json", ex(), [("Settings", False, False), ("settings.json", False, True)], user_json, st_js)),
        (code("pyautogui.doubleClick(200, 259)"),
         ob(17, "CHANGELOG.md", ex("CHANGELOG.md"), [("Settings", False, False), ("settings.json", False, False), ("CHANGELOG.md", False, True)], changelog, st_md)),
        (code("pyautogui.click(458, 79)"),
         ob(18, "Settings", ex("CHANGELOG.md"), [("Settings", False, True), ("settings.json", False, False), ("CHANGELOG.md", False, False)], None,
            ["main", "0 \u26a0 0"], extra=sui("word wrap", wrap("wordWrapColumn", "80", True, True), "5 Settings Found"))),
    ]
    start = ob(13, "README.md", ex(), [("README.md", False, True)], "# Field notes\n\nShorebird counts, ringing sessions and transect notes, one Markdown file per outing.\n", st_md)
    rs.add(task="os", tid=tid, system=system("In VS Code, make long lines wrap at column 96 in the user settings (word wrap at a fixed column), then open CHANGELOG.md to check it."),
           turns=turns, state=start, bad=True, turn=7, kind="settings.json shows wordWrapColumn 80 after it was set to 96")


# ---------------------------------------------------------------- GIMP

GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]
GIMP_IMAGE_MENU = ["Duplicate", "Mode", "Precision", "Color Management", "Transform", "Canvas Size...",
                   "Fit Canvas to Layers", "Fit Canvas to Selection", "Print Size...", "Scale Image...", "Crop to Selection",
                   "Crop to Content", "Slice Using Guides", "Zealous Crop", "Merge Visible Layers...", "Flatten Image",
                   "Align Visible Layers...", "Guides", "Configure Grid...", "Image Properties", "Metadata"]


def gtitle(name: str, state: str, dirty: bool, layers: int, w: int, h: int) -> str:
    f = f"[{name}]" + (f" ({state})" if state else "")
    return (f"{'*' if dirty else ''}{f}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
            f"{layers} layer{'s' if layers != 1 else ''}) {w}x{h} \u2013 GIMP")


def gimp(title: str, layers: list[tuple[str, bool, bool]], zoom: str, status: str, popup: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", title, "", (70, 27), (1850, 1053))]
    rows += [r("menu", m, "", (80 + 60 * i, 56), (56, 24)) for i, m in enumerate(GIMP_MENUS)]
    for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Crop Tool", "Unified Transform Tool",
                           "Paintbrush Tool", "Eraser Tool", "Text Tool", "Bucket Fill Tool", "Zoom Tool"]):
        rows.append(r("push-button", t, "", (80 + 34 * (i % 5), 90 + 34 * (i // 5)), (32, 32)))
    if layers:
        rows.append(r("drawing-area", "", "", (260, 90), (1300, 930)))
    rows += [r("page-tab", "Layers", "", (1580, 520), (80, 26), desc="selected"), r("page-tab", "Channels", "", (1664, 520), (80, 26)),
             r("page-tab", "Paths", "", (1748, 520), (80, 26)), r("combo-box", "Mode", "Normal", (1580, 552), (330, 26)),
             r("spin-button", "Opacity", "100.0", (1580, 582), (330, 26))]
    for i, (name, vis, act) in enumerate(layers):
        d = ", ".join(x for x in ("visible" if vis else "hidden", "selected" if act else "") if x)
        rows.append(r("toggle-button", "Toggle visibility", "", (1582, 616 + 36 * i), (24, 34), desc="on" if vis else "off"))
        rows.append(r("table-cell", name, name, (1650, 616 + 36 * i), (260, 34), desc=d))
    if layers:
        rows += [r("combo-box", "Unit", "px", (262, 1030), (60, 24)), r("combo-box", "Zoom", zoom, (330, 1030), (90, 24)),
                 r("label", "", status, (430, 1030), (600, 24))]
    rows += popup or []
    return rows


def t_gimp_harbour(rs: RowSet, tid: str) -> None:
    # clean: GIMP, scale a 4032x3024 photo to 1600x1200 (title size and dirty mark change), export under a new name at quality 82 (title says exported), close and discard.
    nm = "harbour_sunset"
    L = [("Background", True, True)]

    def ob(m: int, title: str, layers: list[tuple[str, bool, bool]], zoom: str, status: str, popup: list[Row] | None = None) -> str:
        return tree("GNU Image Manipulation Program", f"Sat Aug 9  11:{m:02d}", gimp(title, layers, zoom, status, popup))

    t0 = gtitle(nm, "imported", False, 1, 4032, 3024)
    t1 = gtitle(nm, "imported", True, 1, 1600, 1200)
    t2 = gtitle(nm, "exported", True, 1, 1600, 1200)
    imenu = [r("menu-item", n, "", (320, 82 + 26 * i), (260, 26)) for i, n in enumerate(GIMP_IMAGE_MENU)]

    def scale(w: str, h: str) -> list[Row]:
        return [r("dialog", "Scale Image", "", (700, 300), (460, 440)), r("label", "", f"{nm}-1", (720, 320), (200, 24)),
                r("spin-button", "Width", w, (820, 380), (150, 28)), r("spin-button", "Height", h, (820, 414), (150, 28)),
                r("toggle-button", "Chain", "", (980, 390), (24, 40), desc="on"), r("combo-box", "", "px", (1010, 396), (80, 28)),
                r("spin-button", "X resolution", "72.000", (820, 480), (150, 28)), r("spin-button", "Y resolution", "72.000", (820, 514), (150, 28)),
                r("combo-box", "", "pixels/in", (1010, 496), (120, 28)), r("combo-box", "Interpolation", "Cubic", (820, 580), (200, 28)),
                r("push-button", "Help", "", (712, 690), (80, 32)), r("push-button", "Reset", "", (800, 690), (80, 32)),
                r("push-button", "Cancel", "", (968, 690), (84, 32)), r("push-button", "Scale", "", (1060, 690), (84, 32))]

    files = [("harbour_sunset.jpg", "4.8 MB", "Yesterday"), ("ferry_terminal_dusk.jpg", "5.1 MB", "Yesterday"),
             ("lighthouse_pano.jpg", "11.3 MB", "3 Aug"), ("quay_crates.jpg", "4.2 MB", "3 Aug")]

    def export(name: str) -> list[Row]:
        out = [r("dialog", "Export Image", "", (420, 160), (1080, 720)), r("entry", "Name:", name, (520, 190), (600, 30)),
               r("push-button", "Pictures", "", (520, 240), (110, 30)), r("push-button", "harbour", "", (632, 240), (110, 30))]
        for i, (f, sz, mod) in enumerate(files):
            out += [r("table-cell", "Name", f, (640, 300 + 28 * i), (480, 28)), r("table-cell", "Size", sz, (1120, 300 + 28 * i), (100, 28)),
                    r("table-cell", "Modified", mod, (1220, 300 + 28 * i), (120, 28))]
        return out + [r("push-button", "Select File Type (By Extension)", "", (440, 800), (300, 28)),
                      r("push-button", "Help", "", (440, 840), (80, 30)), r("push-button", "Cancel", "", (1300, 840), (90, 30)),
                      r("push-button", "Export", "", (1400, 840), (90, 30))]

    def jpeg(q: str) -> list[Row]:
        return [r("dialog", "Export Image as JPEG", "", (720, 260), (480, 520)), r("spin-button", "Quality", q, (760, 300), (400, 28)),
                r("check-box", "Show preview in image window", "", (760, 340), (300, 24), desc="unchecked"),
                r("label", "", "File size: unknown", (760, 370), (300, 24)),
                r("check-box", "Optimize", "", (760, 420), (200, 24), desc="checked"), r("check-box", "Progressive", "", (760, 448), (200, 24), desc="checked"),
                r("check-box", "Save Exif data", "", (760, 476), (200, 24), desc="checked"), r("check-box", "Save XMP data", "", (760, 504), (200, 24), desc="checked"),
                r("check-box", "Save color profile", "", (760, 532), (200, 24), desc="checked"),
                r("push-button", "Help", "", (740, 730), (80, 30)), r("push-button", "Export", "", (1010, 730), (80, 30)),
                r("push-button", "Cancel", "", (1100, 730), (80, 30))]

    close = [r("alert", "Close [harbour_sunset] (exported)", "", (700, 400), (520, 240)),
             r("label", "", "Save the changes to image \u201c[harbour_sunset] (exported)\u201d before closing?", (720, 420), (480, 44)),
             r("label", "", "The image has been exported to \u201charbour_sunset_web.jpg\u201d.\nIf you don't save the image, changes from the last 4 minutes will be lost.", (720, 470), (480, 60)),
             r("push-button", "Discard Changes", "", (730, 590), (150, 32)), r("push-button", "Cancel", "", (900, 590), (90, 32)),
             r("push-button", "Save As", "", (1100, 590), (90, 32))]
    st0 = "Background (70.1 MB)"
    st1 = "Background (83.2 MB)"
    turns = [
        (code("pyautogui.click(350, 68)"), ob(3, t0, L, "25%", st0, imenu)),
        (code("pyautogui.click(400, 329)"), ob(3, t0, L, "25%", st0, scale("4032", "3024"))),
        (code("pyautogui.tripleClick(895, 394)\npyautogui.write('1600')\npyautogui.press('tab')"), ob(4, t0, L, "25%", st0, scale("1600", "1200"))),
        (code("pyautogui.click(1102, 706)"), ob(4, t1, L, "25%", st1)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'e')"), ob(5, t1, L, "25%", st1, export("harbour_sunset.jpg"))),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('harbour_sunset_web.jpg')"), ob(5, t1, L, "25%", st1, export("harbour_sunset_web.jpg"))),
        (code("pyautogui.press('enter')"), ob(6, t1, L, "25%", st1, jpeg("90"))),
        (code("pyautogui.tripleClick(960, 314)\npyautogui.write('82')\npyautogui.press('tab')"), ob(6, t1, L, "25%", st1, jpeg("82"))),
        (code("pyautogui.click(1050, 745)"), ob(7, t2, L, "25%", st1)),
        (code("pyautogui.hotkey('ctrl', 'w')"), ob(8, t2, L, "25%", st1, close)),
        (code("pyautogui.click(805, 606)"), ob(8, "GNU Image Manipulation Program", [], "", "")),
    ]
    start = ob(2, t0, L, "25%", st0)
    rs.add(task="os", tid=tid, system=system("Scale the open photo harbour_sunset.jpg to 1600 pixels wide (keep the aspect ratio) and export it next to the original as harbour_sunset_web.jpg with JPEG quality 82; do not overwrite the original."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_gimp_gala(rs: RowSet, tid: str) -> None:
    # bad: GIMP poster; turn 10 (zoom to fit) shows the top bar clock at 16:43 although turns 6-9 already showed 16:46-16:47 (clock goes backwards).
    nm = "gala_poster_A3"
    clocks = ["16:40", "16:41", "16:41", "16:42", "16:43", "16:44", "16:46", "16:46", "16:47", "16:47", "16:43"]

    def ob(i: int, title: str, layers: list[tuple[str, bool, bool]], zoom: str, status: str, popup: list[Row] | None = None) -> str:
        return tree("GNU Image Manipulation Program", f"Tue Nov 4  {clocks[i]}", gimp(title, layers, zoom, status, popup))

    L0 = [("headline", True, True), ("draft watermark", True, False), ("photo \u2013 great hall", True, False), ("Background", True, False)]
    L1 = [("headline", True, True), ("draft watermark", False, False), ("photo \u2013 great hall", True, False), ("Background", True, False)]
    L2 = [("sponsor strip", True, True), ("headline", True, False), ("draft watermark", False, False), ("photo \u2013 great hall", True, False),
          ("Background", True, False)]
    L3 = [("Background", True, True)]
    W, H = 3508, 4961
    newl = [r("dialog", "New Layer", "", (640, 220), (620, 560)), r("entry", "Layer name:", "Layer", (780, 260), (440, 28)),
            r("combo-box", "Mode:", "Normal", (780, 300), (300, 28)), r("spin-button", "Opacity:", "100.0", (780, 336), (300, 28)),
            r("spin-button", "Width:", str(W), (780, 376), (150, 28)), r("spin-button", "Height:", str(H), (780, 410), (150, 28)),
            r("combo-box", "Fill with:", "Transparency", (780, 460), (300, 28)), r("push-button", "Help", "", (660, 730), (80, 32)),
            r("push-button", "Reset", "", (750, 730), (80, 32)), r("push-button", "OK", "", (1070, 730), (80, 32)),
            r("push-button", "Cancel", "", (1160, 730), (80, 32))]
    newl2 = [x if x[1] != "Layer name:" else r("entry", "Layer name:", "sponsor strip", (780, 260), (440, 28)) for x in newl]
    imenu = [r("menu-item", n, "", (320, 82 + 26 * i), (260, 26)) for i, n in enumerate(GIMP_IMAGE_MENU)]
    exp = [r("dialog", "Export Image", "", (420, 160), (1080, 720)), r("entry", "Name:", "gala_poster_A3.png", (520, 190), (600, 30)),
           r("push-button", "Documents", "", (520, 240), (110, 30)), r("push-button", "gala-2025", "", (632, 240), (110, 30)),
           r("table-cell", "Name", "gala_poster_A3.xcf", (640, 300), (480, 28)), r("table-cell", "Size", "212.7 MB", (1120, 300), (100, 28)),
           r("table-cell", "Name", "gala_menu_cards.pdf", (640, 328), (480, 28)), r("table-cell", "Size", "1.9 MB", (1120, 328), (100, 28)),
           r("table-cell", "Name", "sponsor_logos", (640, 356), (480, 28)), r("table-cell", "Size", "", (1120, 356), (100, 28)),
           r("push-button", "Cancel", "", (1300, 840), (90, 30)), r("push-button", "Export", "", (1400, 840), (90, 30))]
    png = [r("dialog", "Export Image as PNG", "", (720, 260), (480, 520))]
    for i, (k, v) in enumerate([("Interlacing (Adam7)", "unchecked"), ("Save background color", "unchecked"), ("Save gamma", "unchecked"),
                                ("Save layer offset", "unchecked"), ("Save resolution", "checked"), ("Save creation time", "checked"),
                                ("Save comment", "unchecked"), ("Save color values from transparent pixels", "unchecked"),
                                ("Save Exif data", "checked"), ("Save XMP data", "checked"), ("Save color profile", "checked")]):
        png.append(r("check-box", k, "", (740, 290 + 28 * i), (420, 26), desc=v))
    png += [r("combo-box", "", "automatic pixelformat", (740, 610), (260, 28)), r("spin-button", "Compression level", "9", (740, 650), (300, 28)),
            r("push-button", "Export", "", (1010, 730), (80, 30)), r("push-button", "Cancel", "", (1100, 730), (80, 30))]
    s4, s5, s1 = "headline (318.6 MB)", "sponsor strip (385.0 MB)", "Background (451.3 MB)"
    turns = [
        (code("pyautogui.click(1594, 669)"), ob(1, gtitle(nm, "", True, 4, W, H), L1, "18.2%", s4)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'n')"), ob(2, gtitle(nm, "", True, 4, W, H), L1, "18.2%", s4, newl)),
        (code("pyautogui.tripleClick(1000, 274)\npyautogui.write('sponsor strip')"), ob(3, gtitle(nm, "", True, 4, W, H), L1, "18.2%", s4, newl2)),
        (code("pyautogui.click(1110, 746)"), ob(4, gtitle(nm, "", True, 5, W, H), L2, "18.2%", s5)),
        (code("pyautogui.click(350, 68)"), ob(5, gtitle(nm, "", True, 5, W, H), L2, "18.2%", s5, imenu)),
        (code("pyautogui.click(400, 485)"), ob(6, gtitle(nm, "", True, 1, W, H), L3, "18.2%", s1)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'e')"), ob(7, gtitle(nm, "", True, 1, W, H), L3, "18.2%", s1, exp)),
        (code("pyautogui.press('enter')"), ob(8, gtitle(nm, "", True, 1, W, H), L3, "18.2%", s1, png)),
        (code("pyautogui.click(1050, 745)"), ob(9, gtitle(nm, "exported", True, 1, W, H), L3, "18.2%", s1)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'j')"), ob(10, gtitle(nm, "exported", True, 1, W, H), L3, "19.6%", s1)),
    ]
    start = ob(0, gtitle(nm, "", False, 4, W, H), L0, "18.2%", s4)
    rs.add(task="os", tid=tid, system=system("In the open poster gala_poster_A3.xcf, hide the 'draft watermark' layer, add an empty layer called 'sponsor strip', flatten the image and export it as gala_poster_A3.png in the same folder."),
           turns=turns, state=start, bad=True, turn=10, kind="top bar clock goes back from 16:47 to 16:43")


# ---------------------------------------------------------------- Google Chrome

def chrome(tabs: list[tuple[str, bool]], url: str, page: list[Row], bar: list[str], star: bool = False,
           popup: list[Row] | None = None) -> list[Row]:
    act = next(t for t, a in tabs if a)
    rows = [r("frame", f"{act} - Google Chrome", "", (70, 27), (1850, 1053))]
    for i, (t, a) in enumerate(tabs):
        rows.append(r("page-tab", t, "", (80 + 240 * i, 30), (236, 34), desc="selected" if a else ""))
        rows.append(r("push-button", "Close", "", (292 + 240 * i, 38), (20, 20)))
    rows.append(r("push-button", "New Tab", "", (84 + 240 * len(tabs), 34), (28, 28)))
    rows += [r("push-button", "Back", "", (80, 72), (34, 34)), r("push-button", "Forward", "", (118, 72), (34, 34)),
             r("push-button", "Reload", "", (156, 72), (34, 34)), r("entry", "Address and search bar", url, (200, 72), (1500, 34)),
             r("push-button", "Edit bookmark for this tab" if star else "Bookmark this tab", "", (1660, 76), (28, 28)),
             r("push-button", "Extensions", "", (1720, 72), (34, 34)), r("push-button", "You", "", (1760, 72), (34, 34)),
             r("push-button", "Chrome", "", (1870, 72), (34, 34))]
    for i, b in enumerate(bar):
        rows.append(r("push-button", b, "", (80 + 170 * i, 110), (166, 28)))
    rows.append(r("document-web", act, "", (70, 142), (1850, 938)))
    rows += page
    rows += popup or []
    return rows


def _page(items: list[tuple[str, str, str]], y0: int = 170, x: int = 300) -> list[Row]:
    return [r(tag, name, text, (x, y0 + 34 * i), (1200, 30)) for i, (tag, name, text) in enumerate(items)]


def t_chrome_kiwix(rs: RowSet, tid: str) -> None:
    # clean: Chrome, bookmark a page to the bar, close its tab and bring it back, switch the default search engine to DuckDuckGo, check the bookmark manager, search from the address bar.
    kiwix = "Download Kiwix \u2013 Kiwix"
    whitby = "Whitby tide times \u2013 Tides4Fishing"
    kpage = _page([("heading", "", "Kiwix for every device"), ("paragraph", "", "Wikipedia and other content, offline. Download the reader for your platform, then pick ZIM files from our library."),
                   ("link", "Kiwix for Linux (AppImage, 2.3.1)", ""), ("link", "Kiwix for Windows (2.3.1)", ""), ("link", "Kiwix for macOS (App Store)", ""),
                   ("link", "Kiwix for Android (Google Play)", ""), ("link", "kiwix-serve (kiwix-tools 3.7.0)", ""), ("link", "Browse the ZIM library", "")])
    wpage = _page([("heading", "", "Whitby tide times today"), ("table-cell", "", "High tide 06:12  5.4 m"), ("table-cell", "", "Low tide 12:31  0.9 m"),
                   ("table-cell", "", "High tide 18:40  5.2 m"), ("table-cell", "", "Low tide 00:58  1.0 m"), ("paragraph", "", "Coefficient 82 - spring tide")])
    bar0 = ["Imported", "Gmail", "Tide tables", "Kiwix library"]
    bar1 = bar0 + ["Download Kiwix \u2013 Kiwix"]
    kurl, wurl = "kiwix.org/en/applications/", "tides4fishing.com/uk/england/whitby"
    tabs0 = [(kiwix, True), (whitby, False)]
    bubble = [r("dialog", "Bookmark added", "", (1360, 110), (380, 220)), r("entry", "Name", kiwix, (1380, 160), (340, 30)),
              r("combo-box", "Folder", "Bookmarks bar", (1380, 200), (340, 30)), r("push-button", "Remove", "", (1380, 280), (80, 30)),
              r("push-button", "More\u2026", "", (1470, 280), (80, 30)), r("push-button", "Done", "", (1640, 280), (80, 30))]

    def se(default: str, popup: list[Row] | None = None) -> list[Row]:
        items = [("heading", "", "Search engine"), ("label", "", "Search engine used in the address bar"),
                 ("combo-box", "Search engine used in the address bar", default), ("link", "Manage search engines and site search", ""),
                 ("heading", "", "Search engines"),
                 ("table-cell", "", "Google (Default)" if default == "Google" else "Google"), ("table-cell", "", "Bing"),
                 ("table-cell", "", "Yahoo!"), ("table-cell", "", "DuckDuckGo (Default)" if default == "DuckDuckGo" else "DuckDuckGo"),
                 ("table-cell", "", "Ecosia")]
        return [r("link", "Settings", "", (90, 160), (200, 30)), r("entry", "Search settings", "", (700, 150), (500, 34))] + _page(items, 210) + (popup or [])

    eng = [r("menu-item", e, "", (300, 312 + 30 * i), (300, 30)) for i, e in enumerate(["Google", "Bing", "Yahoo!", "DuckDuckGo", "Ecosia"])]
    tabs_s = [(kiwix, False), (whitby, False), ("Settings - Search engine", True)]
    bm = [r("tree-item", "Bookmarks bar", "", (90, 200), (260, 30), desc="selected"), r("tree-item", "Other bookmarks", "", (90, 230), (260, 30)),
          r("tree-item", "Mobile bookmarks", "", (90, 260), (260, 30)), r("entry", "Search bookmarks", "", (700, 150), (500, 34))]
    bm += [r("list-item", n, u, (400, 200 + 36 * i), (1200, 34)) for i, (n, u) in enumerate([
        ("Imported", ""), ("Gmail", "mail.google.com"), ("Tide tables", ""), ("Kiwix library", "library.kiwix.org"),
        (kiwix, "kiwix.org/en/applications/")])]
    tabs_b = [(kiwix, False), (whitby, False), ("Settings - Search engine", False), ("Bookmarks", True)]
    q = "offline wikipedia zim"
    tabs_q = [(kiwix, False), (whitby, False), ("Settings - Search engine", False), (f"{q} at DuckDuckGo", True)]
    ddg = _page([("entry", "Search", q), ("link", "Kiwix - Wikipedia offline", "kiwix.org"), ("link", "Wikipedia:Database download - Wikipedia", "en.wikipedia.org"),
                 ("link", "Library - Kiwix (ZIM files)", "library.kiwix.org"), ("link", "openZIM - Tools to create ZIM files", "openzim.org")])

    def ob(m: int, *a: Any, **kw: Any) -> str:
        return tree("Google Chrome", f"Fri May 23  20:{m:02d}", chrome(*a, **kw))

    turns = [
        (code("BrowserTools.bookmark_page()"), ob(11, tabs0, kurl, kpage, bar1, True, bubble)),
        (code("pyautogui.click(1680, 295)"), ob(11, tabs0, kurl, kpage, bar1, True)),
        (code("pyautogui.hotkey('ctrl', 'w')"), ob(12, [(whitby, True)], wurl, wpage, bar1, False)),
        (code("BrowserTools.bring_back_last_tab()"), ob(12, tabs0, kurl, kpage, bar1, True)),
        (code("BrowserTools.open_search_engine_settings()"), ob(13, tabs_s, "chrome://settings/search", se("Google"), bar1)),
        (code("pyautogui.click(600, 293)"), ob(13, tabs_s, "chrome://settings/search", se("Google", eng), bar1)),
        (code("pyautogui.click(450, 417)"), ob(14, tabs_s, "chrome://settings/search", se("DuckDuckGo"), bar1)),
        (code("BrowserTools.open_bookmarks()"), ob(14, tabs_b, "chrome://bookmarks", bm, bar1)),
        (code(f"pyautogui.click(900, 89)\npyautogui.write({q + chr(10)!r})"),
         ob(15, tabs_q, "duckduckgo.com/?q=offline+wikipedia+zim&t=chrome&ia=web", ddg, bar1)),
    ]
    start = ob(10, tabs0, kurl, kpage, bar0, False)
    rs.add(task="os", tid=tid, system=system("In Chrome, bookmark the Kiwix download page on the bookmarks bar, make DuckDuckGo the default search engine, then search for 'offline wikipedia zim' from the address bar."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_chrome_recipes(rs: RowSet, tid: str) -> None:
    # bad: Chrome recipe bookmarks; turn 11 (bookmark manager, Weeknight folder) lists only the gnocchi and chickpea recipes although turns 9-10 bookmarked 15-Minute Peanut Noodles into Weeknight (star filled).
    site = "Salt & Simmer"
    g = f"Miso Butter Gnocchi with Greens | {site}"
    c = f"Sheet-Pan Harissa Chickpeas | {site}"
    n = f"15-Minute Peanut Noodles | {site}"
    gu, cu, nu = ("saltandsimmer.com/recipes/miso-butter-gnocchi", "saltandsimmer.com/recipes/sheet-pan-harissa-chickpeas",
                  "saltandsimmer.com/recipes/15-minute-peanut-noodles")
    gp = _page([("heading", "", "Miso Butter Gnocchi with Greens"), ("label", "", "Serves 2 \u00b7 25 min \u00b7 vegetarian"),
                ("heading", "", "Ingredients"), ("list-item", "", "500 g shelf-stable gnocchi"), ("list-item", "", "2 tbsp white miso"),
                ("list-item", "", "30 g butter"), ("list-item", "", "150 g cavolo nero, shredded"), ("heading", "", "You might also like"),
                ("link", "Sheet-Pan Harissa Chickpeas", ""), ("link", "Charred Leek Orzo", "")])
    cp = _page([("heading", "", "Sheet-Pan Harissa Chickpeas"), ("label", "", "Serves 4 \u00b7 35 min \u00b7 vegan"),
                ("heading", "", "Ingredients"), ("list-item", "", "2 x 400 g tins chickpeas, drained"), ("list-item", "", "2 tbsp rose harissa"),
                ("list-item", "", "1 red onion, cut in wedges"), ("list-item", "", "200 g cherry tomatoes"), ("heading", "", "You might also like"),
                ("link", "15-Minute Peanut Noodles", ""), ("link", "Miso Butter Gnocchi with Greens", "")])
    np_ = _page([("heading", "", "15-Minute Peanut Noodles"), ("label", "", "Serves 2 \u00b7 15 min \u00b7 vegan"),
                 ("heading", "", "Ingredients"), ("list-item", "", "200 g wholewheat noodles"), ("list-item", "", "3 tbsp crunchy peanut butter"),
                 ("list-item", "", "1 tbsp soy sauce"), ("list-item", "", "1 lime, juiced"), ("heading", "", "You might also like"),
                 ("link", "Sheet-Pan Harissa Chickpeas", ""), ("link", "Smoky Black Bean Quesadillas", "")])
    bar0 = ["Imported", "Bank", "School portal", "Allotment"]
    bar1 = bar0 + ["Weeknight"]
    barg = bar0 + [g]

    def bubble(name: str, folder: str, title: str = "Bookmark added") -> list[Row]:
        return [r("dialog", title, "", (1360, 110), (380, 220)), r("entry", "Name", name, (1380, 160), (340, 30)),
                r("combo-box", "Folder", folder, (1380, 200), (340, 30)), r("push-button", "Remove", "", (1380, 280), (80, 30)),
                r("push-button", "More\u2026", "", (1470, 280), (80, 30)), r("push-button", "Done", "", (1640, 280), (80, 30))]

    folders = [r("menu-item", x, "", (1380, 232 + 28 * i), (340, 28)) for i, x in enumerate(["Bookmarks bar", "Other bookmarks", "Choose another folder\u2026"])]

    def edit(new: bool, sel: str) -> list[Row]:
        tree_ = [("Bookmarks bar", 0), ("Imported", 1), ("Bank", 1), ("School portal", 1), ("Allotment", 1)]
        if new:
            tree_.append(("Weeknight", 1))
        tree_.append(("Other bookmarks", 0))
        out = [r("dialog", "Edit bookmark", "", (660, 240), (600, 520)), r("entry", "Name", g, (690, 290), (540, 30)),
               r("entry", "URL", "https://www." + gu, (690, 330), (540, 30))]
        for i, (f, d) in enumerate(tree_):
            out.append(r("tree-item", f, "", (700 + 16 * d, 380 + 28 * i), (500, 28), desc="selected" if f == sel else ""))
        return out + [r("push-button", "New folder", "", (690, 700), (110, 32)), r("push-button", "Cancel", "", (1050, 700), (80, 32)),
                      r("push-button", "Save", "", (1140, 700), (80, 32))]

    def ob(m: int, *a: Any, **kw: Any) -> str:
        return tree("Google Chrome", f"Sun Sep 28  17:{m:02d}", chrome(*a, **kw))

    mgr_items = [(g, gu), (c, cu)]

    def mgr(items: list[tuple[str, str]], search: str = "") -> list[Row]:
        out = [r("tree-item", "Bookmarks bar", "", (90, 200), (260, 30), desc="expanded"), r("tree-item", "Imported", "", (106, 230), (244, 30)),
               r("tree-item", "Bank", "", (106, 260), (244, 30)), r("tree-item", "School portal", "", (106, 290), (244, 30)),
               r("tree-item", "Allotment", "", (106, 320), (244, 30)), r("tree-item", "Weeknight", "", (106, 350), (244, 30), desc="" if search else "selected"),
               r("tree-item", "Other bookmarks", "", (90, 380), (260, 30)), r("tree-item", "Mobile bookmarks", "", (90, 410), (260, 30)),
               r("entry", "Search bookmarks", search, (700, 150), (500, 34))]
        return out + [r("list-item", nm, u, (400, 200 + 36 * i), (1200, 34)) for i, (nm, u) in enumerate(items)]

    turns = [
        (code("BrowserTools.bookmark_page()"), ob(2, [(g, True)], gu, gp, barg, True, bubble(g, "Bookmarks bar"))),
        (code("pyautogui.click(1550, 215)"), ob(2, [(g, True)], gu, gp, barg, True, bubble(g, "Bookmarks bar") + folders)),
        (code("pyautogui.click(1550, 302)"), ob(3, [(g, True)], gu, gp, barg, True, edit(False, "Bookmarks bar"))),
        (code("pyautogui.click(745, 716)\npyautogui.write('Weeknight\\n')"), ob(3, [(g, True)], gu, gp, barg, True, edit(True, "Weeknight"))),
        (code("pyautogui.click(1180, 716)"), ob(4, [(g, True)], gu, gp, bar1, True)),
        (code("pyautogui.click(500, 457)"), ob(5, [(c, True)], cu, cp, bar1, False)),
        (code("BrowserTools.bookmark_page()\npyautogui.click(1680, 295)"), ob(5, [(c, True)], cu, cp, bar1, True)),
        (code(f"pyautogui.click(900, 89)\npyautogui.write({nu + chr(10)!r})"), ob(6, [(n, True)], nu, np_, bar1, False)),
        (code("BrowserTools.bookmark_page()"), ob(6, [(n, True)], nu, np_, bar1, True, bubble(n, "Weeknight"))),
        (code("pyautogui.click(1680, 295)"), ob(7, [(n, True)], nu, np_, bar1, True)),
        (code("BrowserTools.open_bookmarks()\npyautogui.click(230, 365)"), ob(7, [(n, False), ("Bookmarks", True)], "chrome://bookmarks/?id=412", mgr(mgr_items), bar1)),
        (code("pyautogui.click(950, 167)\npyautogui.write('gnocchi')"), ob(8, [(n, False), ("Bookmarks", True)], "chrome://bookmarks/?q=gnocchi", mgr([(g, gu)], "gnocchi"), bar1)),
    ]
    start = ob(1, [(g, True)], gu, gp, bar0, False)
    rs.add(task="os", tid=tid, system=system("Bookmark the gnocchi recipe, the harissa chickpeas and the 15-minute peanut noodles from Salt & Simmer into a new bookmarks-bar folder called 'Weeknight'."),
           turns=turns, state=start, bad=True, turn=11, kind="third bookmark created in Weeknight is missing from the bookmark manager")


# ---------------------------------------------------------------- LibreOffice Impress

IMP_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def impress(title: str, slides: list[str], cur: int, shapes: list[tuple[str, str, str, str]], modified: bool,
            popup: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{title} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
    rows += [r("menu", m, "", (78 + 70 * i, 58), (66, 22)) for i, m in enumerate(IMP_MENUS)]
    rows.append(r("label", "", "Slides", (80, 130), (200, 24)))
    for i, t in enumerate(slides, 1):
        rows.append(r("list-item", f"Slide {i}", t, (86, 158 + 104 * i - 104), (190, 100), desc="selected" if i == cur else ""))
    rows.append(r("document-presentation", f"Slide {cur}", "", (300, 130), (1320, 860)))
    for i, (tag, name, text, st) in enumerate(shapes):
        rows.append(r(tag, name, text, (360, 180 + 120 * i), (1200, 100), desc=st))
    rows += [r("label", "", f"Slide {cur} of {len(slides)}", (78, 1040), (120, 18)), r("label", "", "Default", (400, 1040), (100, 18)),
             r("label", "", "English (USA)", (700, 1040), (100, 18)),
             r("push-button", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", "", (1460, 1040), (20, 18)),
             r("slider", "Zoom", "62%", (1640, 1040), (200, 18))]
    rows += popup or []
    return rows


def t_impress_onboarding(rs: RowSet, tid: str) -> None:
    # clean: Impress, duplicate slide 3 (count 7 -> 8, later slides shift down), retitle the copy, delete the outdated policy slide (now slide 7, count back to 7), save in PowerPoint format.
    f = "onboarding_2025.pptx"
    S = ["Welcome to Marlow & Finch", "Your first week", "Who's who", "Tools we use", "Expenses & travel",
         "Old IT policy (2019)", "Questions?"]
    body = {
        "Welcome to Marlow & Finch": "Independent publishers since 1987 \u2022 42 people, two offices (Leeds and Bristol)",
        "Your first week": "Monday: laptop and badge from Facilities (2nd floor)\nTuesday: shadow your team lead\nFriday: lunch with the other starters",
        "Who's who": "Managing editor: Ros Hargreaves\nRights & permissions: Daniel Oyelaran\nProduction: Keiko Aldana\nOffice manager: Beth Crowther",
        "Tools we use": "Email and calendar: Thunderbird\nManuscripts: LibreOffice\nTickets: Redmine (it.marlowfinch.co.uk)",
        "Expenses & travel": "Submit receipts within 30 days \u2022 Rail: standard class \u2022 Mileage: 45p per mile",
        "Old IT policy (2019)": "Passwords must be changed every 60 days\nUSB sticks must be registered with IT",
        "Questions?": "people@marlowfinch.co.uk \u2022 ext. 2210",
    }

    def sh(t: str, shown_title: str | None = None, editing: bool = False) -> list[tuple[str, str, str, str]]:
        return [("text", "PresTitle", shown_title or t, "editing" if editing else ""), ("text", "PresObject", body[t], "")]

    S2 = S[:3] + ["Who's who \u2013 Bristol office"] + S[3:]
    body["Who's who \u2013 Bristol office"] = body["Who's who"]
    S3 = [x for x in S2 if x != "Old IT policy (2019)"]

    def ob(m: int, slides: list[str], cur: int, shapes: list[tuple[str, str, str, str]], mod: bool, popup: list[Row] | None = None) -> str:
        return tree("LibreOffice Impress", f"Mon Jan 6  08:{m:02d}", impress(f, slides, cur, shapes, mod, popup))

    keep = [r("alert", "Keep current format", "", (660, 400), (600, 200)),
            r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cPowerPoint 2007-365\u201d.", (680, 420), (560, 60)),
            r("push-button", "Use PowerPoint 2007-365!", "", (680, 540), (220, 32)), r("push-button", "Use ODF Format!", "", (920, 540), (160, 32))]
    turns = [
        (code("ImpressTools.go_to_slide(3)"), ob(41, S, 3, sh("Who's who"), False)),
        (code("ImpressTools.duplicate_slide(3)"), ob(41, S[:3] + ["Who's who"] + S[3:], 4, sh("Who's who"), True)),
        (code("pyautogui.doubleClick(960, 230)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write(\"Who's who \u2013 Bristol office\")"),
         ob(42, S2, 4, sh("Who's who \u2013 Bristol office", editing=True), True)),
        (code("pyautogui.press('escape')\npyautogui.press('escape')"), ob(42, S2, 4, sh("Who's who \u2013 Bristol office"), True)),
        (code("ImpressTools.go_to_slide(7)"), ob(43, S2, 7, sh("Old IT policy (2019)"), True)),
        (code("pyautogui.click(180, 830)\npyautogui.press('delete')"), ob(43, S3, 7, sh("Questions?"), True)),
        (code("ImpressTools.go_to_slide(1)"), ob(44, S3, 1, sh("Welcome to Marlow & Finch"), True)),
        (code("ImpressTools.save()"), ob(44, S3, 1, sh("Welcome to Marlow & Finch"), True, keep)),
        (code("pyautogui.click(790, 556)"), ob(45, S3, 1, sh("Welcome to Marlow & Finch"), False)),
    ]
    start = ob(40, S, 1, sh("Welcome to Marlow & Finch"), False)
    rs.add(task="os", tid=tid, system=system("In onboarding_2025.pptx, duplicate the \"Who's who\" slide and retitle the copy \"Who's who \u2013 Bristol office\", delete the outdated 'Old IT policy (2019)' slide, and save the file in its PowerPoint format."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_impress_grant(rs: RowSet, tid: str) -> None:
    # bad: Impress grant deck; turn 8 (go to slide 8) has the status bar say 'Slide 8 of 9' although slide 5 was duplicated in turn 2 (10 slides, 'of 10' in turns 2-7) and the slide pane still lists 10.
    f = "grant_pitch_v3.odp"
    S = ["Coastal Seed Library \u2013 Grant Proposal", "The problem", "Our approach", "Timeline 2025\u20132027", "Budget", "Partners",
         "Impact measures", "Risks & mitigation", "Thank you"]
    S2 = S[:5] + ["Budget"] + S[5:]
    body = {
        "Budget": "Seed bank equipment \u00a318,400\nVolunteer training \u00a36,250\nOutreach and events \u00a34,900\nTotal \u00a329,550",
        "Impact measures": "Varieties conserved: 140 by 2027\nSeed packets lent per year: 2,000\nVolunteer hours logged: 3,500",
        "Thank you": "Questions welcome \u2022 hello@coastalseedlibrary.org.uk",
    }

    def sh(t: str, strike: bool = False, logo: tuple[str, str] | None = None) -> list[tuple[str, str, str, str]]:
        out = [("text", "PresTitle", t, "")]
        if t == "Budget" and strike:
            out += [("text", "PresObject", body[t].rsplit("\n", 1)[0], ""), ("text", "PresObject", "Total \u00a329,550", "strikethrough")]
        else:
            out.append(("text", "PresObject", body[t], ""))
        if logo:
            out.append(("image", "csl_logo.png", "", f"position {logo[0]} cm, {logo[1]} cm; size 5.00 x 5.00 cm"))
        return out

    def ob(m: int, slides: list[str], cur: int, shapes: list[tuple[str, str, str, str]], mod: bool, total: int | None = None) -> str:
        rows = impress(f, slides, cur, shapes, mod)
        if total is not None:
            rows = [x if not x[2].startswith(f"Slide {cur} of") else r("label", "", f"Slide {cur} of {total}", (78, 1040), (120, 18)) for x in rows]
        return tree("LibreOffice Impress", f"Thu Jun 19  13:{m:02d}", rows)

    turns = [
        (code("ImpressTools.go_to_slide(5)"), ob(5, S, 5, sh("Budget"), False)),
        (code("ImpressTools.duplicate_slide(5)"), ob(6, S2, 6, sh("Budget"), True)),
        (code("ImpressTools.go_to_slide(5)"), ob(6, S2, 5, sh("Budget"), True)),
        (code('ImpressTools.set_text_strikethrough(5, "Total \u00a329,550")'), ob(7, S2, 5, sh("Budget", strike=True), True)),
        (code("ImpressTools.go_to_slide(10)"), ob(7, S2, 10, sh("Thank you"), True)),
        (code('ImpressTools.insert_image("/home/ines/Pictures/csl_logo.png")'), ob(8, S2, 10, sh("Thank you", logo=("11.00", "6.25")), True)),
        (code("ImpressTools.position_box(10, 'csl_logo.png', x=21.5, y=13.0)"), ob(8, S2, 10, sh("Thank you", logo=("21.50", "13.00")), True)),
        (code("ImpressTools.go_to_slide(8)"), ob(9, S2, 8, sh("Impact measures"), True, total=9)),
        (code("ImpressTools.save()"), ob(9, S2, 8, sh("Impact measures"), False, total=9)),
    ]
    start = ob(4, S, 1, [("text", "PresTitle", S[0], ""), ("text", "PresObject", "Application to the Heritage Seed Fund, round 7 \u2022 June 2025", "")], False)
    rs.add(task="os", tid=tid, system=system("In grant_pitch_v3.odp, duplicate the Budget slide (slide 5), strike through the old total on the original slide 5, put the logo ~/Pictures/csl_logo.png on the last slide at the bottom right, check the impact slide and save."),
           turns=turns, state=start, bad=True, turn=8, kind="status bar slide count says 9 after a duplicate made it 10")


# ---------------------------------------------------------------- VLC

VLC_MENUS = ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]


def vlc(now: str | None, items: list[tuple[str, str, str]], playing: str | None, elapsed: str, total: str, paused: bool,
        volume: str, loop: str = "No loop", popup: list[Row] | None = None, sel: str = "") -> list[Row]:
    rows = [r("frame", f"{now} - VLC media player" if now else "VLC media player", "", (260, 120), (1400, 860))]
    rows += [r("menu", m, "", (270 + 70 * i, 150), (66, 22)) for i, m in enumerate(VLC_MENUS)]
    rows += [r("list-item", "Playlist", "", (270, 190), (220, 28), desc="selected"), r("list-item", "Media Library", "", (270, 218), (220, 28)),
             r("list-item", "My Videos", "", (270, 260), (220, 28)), r("list-item", "My Music", "", (270, 288), (220, 28))]
    for c, x, w in [("Title", 500, 620), ("Duration", 1120, 120), ("Album", 1240, 400)]:
        rows.append(r("column-header", c, "", (x, 190), (w, 26)))
    for i, (t, d, a) in enumerate(items):
        y = 218 + 26 * i
        st = ", ".join(x for x in ("playing" if t == playing else "", "selected" if t == sel else "") if x)
        rows += [r("table-cell", "Title", t, (500, y), (620, 26), desc=st), r("table-cell", "Duration", d, (1120, y), (120, 26)),
                 r("table-cell", "Album", a, (1240, y), (400, 26))]
    rows += [r("label", "", elapsed, (270, 900), (70, 22)), r("slider", "Position", "", (344, 900), (1200, 22)),
             r("label", "", total, (1550, 900), (70, 22)),
             r("push-button", "Play" if paused or playing is None else "Pause", "", (270, 930), (40, 40)),
             r("push-button", "Previous media in playlist, skip backward when held", "", (320, 934), (34, 32)),
             r("push-button", "Stop playback", "", (356, 934), (34, 32)),
             r("push-button", "Next media in playlist, skip forward when held", "", (392, 934), (34, 32)),
             r("push-button", "Toggle the video to fullscreen", "", (440, 934), (34, 32)),
             r("push-button", "Toggle playlist", "", (480, 934), (34, 32)),
             r("push-button", "Click to toggle between loop all, loop one and no loop", "", (520, 934), (34, 32), desc=loop),
             r("push-button", "Random", "", (556, 934), (34, 32)),
             r("slider", "Volume", volume, (1500, 938), (120, 24))]
    rows += popup or []
    return rows


def t_vlc_lectures(rs: RowSet, tid: str) -> None:
    # clean: VLC, a lecture keeps playing (elapsed time rises) while three more are enqueued, the playlist is sorted by title, paused, volume lowered, another lecture started from 00:00, loop-all switched on.
    A = "MAR2041 Estuarine Processes"
    w2 = ("Week 02 \u2013 Tidal prisms", "52:37", A)
    w3 = ("Week 03 \u2013 Estuarine sediment transport", "48:10", A)
    w4 = ("Week 04 \u2013 Salt wedges and mixing", "55:02", A)
    w5 = ("Week 05 \u2013 Field methods", "41:48", A)

    def ob(clock: str, *a: Any, **kw: Any) -> str:
        return tree("VLC media player", f"Wed Oct 8  {clock}", vlc(*a, **kw))

    p3 = w3[0]
    d = "/home/obi/Videos/lectures/"
    turns = [
        (code(f'VLCTools.add_to_playlist("{d}week04_salt_wedges.mp4")'), ob("19:31", p3, [w3, w4], p3, "12:19", "48:10", False, "80%")),
        (code(f'VLCTools.add_to_playlist("{d}week05_field_methods.mp4")'), ob("19:31", p3, [w3, w4, w5], p3, "12:31", "48:10", False, "80%")),
        (code(f'VLCTools.add_to_playlist("{d}week02_tidal_prisms.mp4")'), ob("19:31", p3, [w3, w4, w5, w2], p3, "12:44", "48:10", False, "80%")),
        (code("pyautogui.click(810, 203)"), ob("19:32", p3, [w2, w3, w4, w5], p3, "12:52", "48:10", False, "80%")),
        (code("pyautogui.click(290, 950)"), ob("19:32", p3, [w2, w3, w4, w5], p3, "12:55", "48:10", True, "80%")),
        (code("pyautogui.hotkey('ctrl', 'down')"), ob("19:32", p3, [w2, w3, w4, w5], p3, "12:55", "48:10", True, "75%")),
        (code("pyautogui.doubleClick(810, 283)"), ob("19:33", w4[0], [w2, w3, w4, w5], w4[0], "00:02", "55:02", False, "75%")),
        (code('VLCTools.set_settings({"loop": True})'), ob("19:33", w4[0], [w2, w3, w4, w5], w4[0], "00:17", "55:02", False, "75%", loop="Loop all")),
        (code("VLCTools.get_settings()"), ob("19:34", w4[0], [w2, w3, w4, w5], w4[0], "00:31", "55:02", False, "75%", loop="Loop all")),
    ]
    start = ob("19:31", p3, [w3], p3, "12:04", "48:10", False, "80%")
    rs.add(task="os", tid=tid, system=system("VLC is playing the week 3 lecture. Add the week 2, 4 and 5 recordings from ~/Videos/lectures to the playlist, sort it by title, turn the volume down a step and switch to the week 4 lecture with the playlist set to loop."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_vlc_fenland(rs: RowSet, tid: str) -> None:
    # bad: VLC folk playlist; turn 8 (sort by Duration) shows 'The Lantern Fen' as 4:13 although turns 1-7 listed it as 4:37 (and the player still reports 04:37 for it).
    A = "Fen Songs Vol. 2"
    lan = ("The Lantern Fen", "04:37", A)
    wil = ("Willow Drove", "03:52", A)
    ely = ("Ely Fair Reel", "02:48", A)
    bear = ("Whittlesea Straw Bear Tune", "05:10", A)
    lan_bad = ("The Lantern Fen", "04:13", A)
    d = "/home/hesketh/Music/fenland/"

    def ob(clock: str, *a: Any, **kw: Any) -> str:
        return tree("VLC media player", f"Sat Jan 18  {clock}", vlc(*a, **kw))

    save = [r("dialog", "Save playlist as...", "", (520, 260), (880, 560)), r("entry", "Name", "", (620, 290), (500, 30)),
            r("push-button", "hesketh", "", (620, 340), (110, 30)), r("push-button", "Music", "", (732, 340), (110, 30)),
            r("push-button", "fenland", "", (844, 340), (110, 30)), r("table-cell", "Name", "01_the_lantern_fen.flac", (700, 400), (500, 28)),
            r("table-cell", "Name", "02_willow_drove.flac", (700, 428), (500, 28)), r("table-cell", "Name", "03_ely_fair_reel.flac", (700, 456), (500, 28)),
            r("table-cell", "Name", "04_straw_bear_tune.flac", (700, 484), (500, 28)),
            r("combo-box", "", "XSPF playlist (*.xspf)", (1100, 740), (260, 30)), r("push-button", "Cancel", "", (1120, 780), (100, 30)),
            r("push-button", "Save", "", (1230, 780), (100, 30))]
    save2 = [x if x[1] != "Name" or x[0] != "entry" else r("entry", "Name", "fenland.xspf", (620, 290), (500, 30)) for x in save]
    five = [lan, wil, ely, bear, wil]
    four = [lan, wil, ely, bear]
    byd = [ely, wil, lan_bad, bear]
    turns = [
        (code(f'VLCTools.add_to_playlist("{d}01_the_lantern_fen.flac")'), ob("10:02", None, [lan], None, "--:--", "--:--", True, "100%")),
        (code(f'VLCTools.add_to_playlist("{d}02_willow_drove.flac")'), ob("10:02", None, [lan, wil], None, "--:--", "--:--", True, "100%")),
        (code(f'VLCTools.add_to_playlist("{d}03_ely_fair_reel.flac")'), ob("10:02", None, [lan, wil, ely], None, "--:--", "--:--", True, "100%")),
        (code(f'VLCTools.add_to_playlist("{d}04_straw_bear_tune.flac")'), ob("10:03", None, [lan, wil, ely, bear], None, "--:--", "--:--", True, "100%")),
        (code(f'VLCTools.add_to_playlist("{d}02_willow_drove.flac")'), ob("10:03", None, five, None, "--:--", "--:--", True, "100%")),
        (code("pyautogui.click(810, 335)\npyautogui.press('delete')"), ob("10:03", None, four, None, "--:--", "--:--", True, "100%")),
        (code("pyautogui.doubleClick(810, 231)"), ob("10:04", lan[0], four, lan[0], "00:01", "04:37", False, "100%")),
        (code("pyautogui.click(1180, 203)"), ob("10:04", lan[0], byd, lan[0], "00:12", "04:37", False, "100%")),
        (code("pyautogui.hotkey('ctrl', 'y')"), ob("10:04", lan[0], byd, lan[0], "00:19", "04:37", False, "100%", popup=save)),
        (code("pyautogui.write('fenland.xspf')"), ob("10:05", lan[0], byd, lan[0], "00:27", "04:37", False, "100%", popup=save2)),
        (code("pyautogui.press('enter')"), ob("10:05", lan[0], byd, lan[0], "00:30", "04:37", False, "100%")),
    ]
    start = ob("10:01", None, [], None, "--:--", "--:--", True, "100%")
    rs.add(task="os", tid=tid, system=system("In VLC, queue the four tracks from ~/Music/fenland (01 to 04) once each, play the first one, sort the playlist by duration and save it as fenland.xspf in the same folder."),
           turns=turns, state=start, bad=True, turn=8, kind="track duration in the playlist drifts from 04:37 to 04:13")


# ---------------------------------------------------------------- LibreOffice Writer

WR_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


def writer(title: str, paras: list[str], page: str, words: str, modified: bool, style: str = "Default Paragraph Style",
           footer: str | None = None, popup: list[Row] | None = None, lang: str = "English (UK)") -> list[Row]:
    rows = [r("frame", f"{title} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    rows += [r("menu", m, "", (78 + 62 * i, 58), (58, 22)) for i, m in enumerate(WR_MENUS)]
    rows += [r("combo-box", "Paragraph Style", style, (80, 120), (200, 26)), r("combo-box", "Font Name", "Liberation Serif", (290, 120), (200, 26)),
             r("combo-box", "Font Size", "12 pt", (500, 120), (70, 26))]
    y = 200
    for p in paras:
        h = 22 * (1 + len(p) // 110)
        rows.append(r("paragraph", "", p, (560, y), (800, h)))
        y += h + 12
    if footer is not None:
        rows += [r("label", "", "Footer (Default Page Style)", (560, 930), (240, 20)), r("paragraph", "", footer, (560, 955), (800, 22))]
    rows += [r("label", "", page, (78, 1040), (120, 18)), r("label", "", words, (220, 1040), (300, 18)),
             r("label", "", "Default Page Style", (560, 1040), (140, 18)), r("label", "", lang, (720, 1040), (100, 18)),
             r("push-button", "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", "", (1460, 1040), (20, 18)),
             r("slider", "Zoom", "100%", (1640, 1040), (200, 18))]
    rows += popup or []
    return rows


def wc(paras: list[str]) -> str:
    w = sum(len(p.split()) for p in paras)
    c = sum(len(p) for p in paras)
    return f"{w:,} words, {c:,} characters"


def t_writer_tenancy(rs: RowSet, tid: str) -> None:
    # clean: Writer, uppercase the heading, 1.5 line spacing (document grows to 2 pages), page numbers, a sentence appended (word count rises), saved as ODT (title changes from .docx to .odt).
    P = ["Notice of rent increase",
         "Tenant: Mr R. Adeyemi, Flat 3, 27 Calder Street, Hebden Bridge HX7 8AB",
         "Landlord: Calder Homes Ltd, 4 Bankside, Halifax HX1 2EQ",
         "Date of notice: 3 February 2025",
         "This notice proposes a new rent of \u00a3785 per calendar month, replacing the current rent of \u00a3750 per calendar month, with effect from 1 April 2025.",
         "The new rent reflects the renewal of the kitchen in October 2024 and local market rents for two-bedroom flats in Hebden Bridge.",
         "If you do not agree with the proposed rent, you may refer this notice to the First-tier Tribunal (Property Chamber) before the date on which the new rent takes effect.",
         "Signed: ____________________   for Calder Homes Ltd"]
    P1 = ["NOTICE OF RENT INCREASE"] + P[1:]
    add = " A copy of the kitchen works invoice is available on request."
    P2 = P1[:5] + [P1[5] + add] + P1[6:]

    def sel(ps: list[str]) -> str:
        return f"Selected: {sum(len(p.split()) for p in ps):,} words, {sum(len(p) for p in ps):,} characters"

    def ob(m: int, title: str, paras: list[str], page: str, words: str, mod: bool, **kw: Any) -> str:
        return tree("LibreOffice Writer", f"Mon Feb 3  09:{m:02d}", writer(title, paras, page, words, mod, **kw))

    d, o = "tenancy_notice.docx", "tenancy_notice.odt"
    keep = [r("alert", "Keep current format", "", (660, 400), (600, 200)),
            r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cWord 2007-365\u201d.", (680, 420), (560, 60)),
            r("push-button", "Use Word 2007-365!", "", (680, 540), (200, 32)), r("push-button", "Use ODF Format!", "", (900, 540), (160, 32))]
    saveas = [r("dialog", "Save As", "", (420, 160), (1080, 720)), r("entry", "Name:", "tenancy_notice", (520, 190), (600, 30)),
              r("push-button", "Documents", "", (520, 240), (110, 30)), r("push-button", "lettings", "", (632, 240), (110, 30)),
              r("table-cell", "Name", "tenancy_notice.docx", (640, 300), (480, 28)), r("table-cell", "Name", "inventory_flat3.odt", (640, 328), (480, 28)),
              r("combo-box", "File type", "ODF Text Document (.odt)", (1100, 800), (300, 28)), r("push-button", "Cancel", "", (1300, 840), (90, 30)),
              r("push-button", "Save", "", (1400, 840), (90, 30))]
    turns = [
        (code("pyautogui.tripleClick(760, 211)"), ob(12, d, P, "Page 1 of 1", sel(P[:1]), False, style="Heading 1")),
        (code('WriterTools.change_text_case("upper")'), ob(12, d, P1, "Page 1 of 1", sel(P1[:1]), True, style="Heading 1")),
        (code("pyautogui.hotkey('ctrl', 'a')"), ob(13, d, P1, "Page 1 of 1", sel(P1), True, style="Heading 1")),
        (code("WriterTools.set_line_spacing(1.5)"), ob(13, d, P1, "Page 1 of 2", sel(P1), True, style="Heading 1")),
        (code('WriterTools.add_page_numbers("bottom", "center")'), ob(14, d, P1, "Page 1 of 2", sel(P1), True, style="Heading 1", footer="1")),
        (code(f"pyautogui.click(1300, 448)\npyautogui.press('end')\npyautogui.write({add!r})"),
         ob(15, d, P2, "Page 1 of 2", wc(P2), True, footer="1")),
        (code("WriterTools.save()"), ob(15, d, P2, "Page 1 of 2", wc(P2), True, footer="1", popup=keep)),
        (code("pyautogui.click(980, 556)"), ob(16, d, P2, "Page 1 of 2", wc(P2), True, footer="1", popup=saveas)),
        (code("pyautogui.click(1445, 855)"), ob(16, o, P2, "Page 1 of 2", wc(P2), False, footer="1")),
    ]
    start = ob(11, d, P, "Page 1 of 1", wc(P), False)
    rs.add(task="os", tid=tid, system=system("In tenancy_notice.docx, put the heading in capitals, use 1.5 line spacing for the whole notice, add centred page numbers at the bottom, add the sentence 'A copy of the kitchen works invoice is available on request.' after the paragraph about the kitchen, and save it as an ODF text document."),
           turns=turns, state=start, bad=False, turn=None, kind="clean")


def t_writer_fieldtrip(rs: RowSet, tid: str) -> None:
    # bad: Writer consent letter; turn 6 (page numbers added) shows the coach departing at 08:45 although every earlier turn showed 08:15 and only 'Mrs Patel' was replaced.
    P = ["Year 5 Field Trip: Wicken Fen Nature Reserve",
         "Dear Parent or Carer,",
         "On Friday 9 May 2025, Year 5 will visit Wicken Fen to study wetland habitats as part of our science topic 'Living Things and Their Habitats'.",
         "The coach departs from the north car park at 08:15 and returns to school by 16:30. Please make sure your child arrives by 08:00.",
         "The cost of the trip is \u00a314.50, which covers the coach and the reserve's education session. Please pay through ParentMail by Friday 25 April.",
         "Your child will need a packed lunch, a waterproof coat and wellington boots. Mrs Patel will be the lead teacher on the day and can be contacted on 01353 720 418.",
         "Please return the slip below to Mrs Patel by Friday 25 April.",
         "----------------------------------------",
         "I give permission for my child ______________________ to attend the Year 5 trip to Wicken Fen on Friday 9 May 2025.",
         "Signed: ______________________   Date: ____________"]
    P1 = [p.replace("Mrs Patel", "Ms Okafor") for p in P]
    P2 = [p.replace("08:15", "08:45") for p in P1]
    f = "field_trip_consent.odt"

    def ob(m: int, paras: list[str], page: str, mod: bool, **kw: Any) -> str:
        return tree("LibreOffice Writer", f"Tue Apr 8  15:{m:02d}", writer(f, paras, page, wc(paras), mod, **kw))

    def fr(find: str, rep: str, msg: str = "") -> list[Row]:
        out = [r("dialog", "Find and Replace", "", (1100, 200), (560, 560)), r("combo-box", "Find", find, (1120, 250), (400, 28)),
               r("check-box", "Match case", "", (1120, 290), (160, 24), desc="unchecked"), r("check-box", "Whole words only", "", (1300, 290), (180, 24), desc="unchecked"),
               r("push-button", "Find Previous", "", (1120, 330), (120, 30)), r("push-button", "Find Next", "", (1250, 330), (100, 30)),
               r("push-button", "Find All", "", (1360, 330), (90, 30)), r("combo-box", "Replace", rep, (1120, 400), (400, 28)),
               r("push-button", "Replace", "", (1120, 440), (100, 30)), r("push-button", "Replace All", "", (1230, 440), (110, 30)),
               r("push-button", "Help", "", (1120, 710), (80, 30)), r("push-button", "Close", "", (1560, 710), (80, 30))]
        if msg:
            out.append(r("label", "", msg, (1120, 370), (400, 24)))
        return out

    turns = [
        (code("pyautogui.hotkey('ctrl', 'a')\nWriterTools.set_line_spacing(1.15)"), ob(31, P, "Page 1 of 1", True)),
        (code("pyautogui.hotkey('ctrl', 'h')"), ob(31, P, "Page 1 of 1", True, popup=fr("", ""))),
        (code("pyautogui.write('Mrs Patel')\npyautogui.click(1320, 414)\npyautogui.write('Ms Okafor')"), ob(32, P, "Page 1 of 1", True, popup=fr("Mrs Patel", "Ms Okafor"))),
        (code("pyautogui.click(1285, 455)"), ob(32, P1, "Page 1 of 1", True, popup=fr("Mrs Patel", "Ms Okafor", "Search key replaced 2 times."))),
        (code("pyautogui.click(1600, 725)"), ob(33, P1, "Page 1 of 1", True)),
        (code('WriterTools.add_page_numbers("bottom", "right")'), ob(34, P2, "Page 1 of 1", True, footer="1")),
        (code("pyautogui.hotkey('ctrl', 'end')"), ob(34, P2, "Page 1 of 1", True, footer="1")),
        (code("WriterTools.save()"), ob(35, P2, "Page 1 of 1", False, footer="1")),
    ]
    start = ob(30, P, "Page 1 of 1", False)
    rs.add(task="os", tid=tid, system=system("In field_trip_consent.odt, set the line spacing to 1.15, change the contact teacher from Mrs Patel to Ms Okafor everywhere, add page numbers at the bottom right and save."),
           turns=turns, state=start, bad=True, turn=6, kind="departure time in the letter changes from 08:15 to 08:45 with no edit")


ORDER = [t_files_scans, t_vlc_fenland, t_calc_volunteers, t_settings_nightlight, t_tb_kestrel, t_impress_grant,
         t_chrome_recipes, t_term_radicale, t_writer_fieldtrip, t_gimp_harbour, t_vscode_tidepool, t_sysmon_ffmpeg,
         t_calc_fuel, t_tb_pelican, t_impress_onboarding, t_files_thesis, t_chrome_kiwix, t_settings_timezone,
         t_gimp_gala, t_writer_tenancy, t_vscode_wrap, t_vlc_lectures]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        fn(rs, f"h12-os-{i:02d}")
    rs.write()


if __name__ == "__main__":
    main()
