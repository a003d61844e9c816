# ruff: noqa: E501
"""holdout67, os domain: 22 Ubuntu-desktop trajectories (11 with one contradiction) written without the checker.

Actions are pyautogui / app-helper Python blocks; observations are OSWorld-style accessibility tables
(tag, name, text, class, description, position, size) inside <predicted_observation>. Run with
``python -m tests.decoherence.independent.holdout67_parts.os.make``; writes ``os_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from tests.decoherence.independent import rowkit2 as rk

TASK = "os"
SYSTEM = (
    "You are a desktop world model for an Ubuntu 22.04 GNOME session (OSWorld style). The agent acts with "
    "Python code blocks (pyautogui calls, the CalcTools / WriterTools / ImpressTools / BrowserTools helpers, or "
    "plain subprocess and os calls). Work out what the code does and reply with the complete accessibility "
    "table of the desktop after it ran (tag, name, text, class, description, position, size), wrapped in "
    "<predicted_observation></predicted_observation>. Keep windows, files, selections and values consistent "
    "with the earlier turns; an action with no visible effect returns the same table."
)

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]


def r(tag: str, name: str, text: str, x: int, y: int, w: int, h: int) -> Row:
    return (tag, name, text, (x, y), (w, h))


DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash"]


def desk(clock: str, app: str, rows: list[Row]) -> str:
    top = [r("push-button", "Activities", "", 0, 0, 99, 27)]
    if app:
        top.append(r("menu", app, "", 99, 0, 150, 27))
    top.append(r("menu", "System", "", 1732, 0, 188, 27))
    dock = [r("push-button", n, "", 0, 33 + 64 * i, 70, 64) for i, n in enumerate(DOCK)]
    dock.append(r("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return rk.a11y(top + rows + dock, clock=clock)


def fmt(n: float, dec: int = 0) -> str:
    return f"{n:,.{dec}f}"


# ---------------------------------------------------------------- LibreOffice
LO_MENUS = {"calc": ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"],
            "writer": ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"],
            "impress": ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]}
COLS = "ABCDEFGHIJKL"


def lo_menus(kind: str) -> list[Row]:
    return [r("menu", m, "", 72 + 62 * i, 56, 56, 22) for i, m in enumerate(LO_MENUS[kind])]


def calc(title: str, cells: dict[str, str], ncols: int, nrows: int, namebox: str, inputline: str,
         sheets: list[str], active: int, status: str = "Average: ; Sum: 0", widths: dict[str, int] | None = None,
         extra: list[Row] | None = None) -> list[Row]:
    widths = widths or {}
    rows = [r("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)] + lo_menus("calc")
    for i, b in enumerate(["Load URL", "New", "Templates", "Open", "Save", "Export", "Export Directly as PDF", "Print",
                           "Cut", "Copy", "Paste", "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling",
                           "Row", "Column", "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Image",
                           "Insert Chart", "Insert or Edit Pivot Table", "Special Character", "Hyperlink",
                           "Comment", "Headers and Footers", "Define Print Area", "Freeze Rows and Columns"]):
        rows.append(r("push-button", b, "", 74 + 31 * i, 82, 28, 26))
    rows += [r("combo-box", "Font Name", "Liberation Sans", 74, 114, 180, 24),
             r("combo-box", "Font Size", "10 pt", 258, 114, 68, 24),
             r("toggle-button", "Bold", "", 332, 114, 26, 24), r("toggle-button", "Italic", "", 360, 114, 26, 24),
             r("toggle-button", "Underline", "", 388, 114, 26, 24),
             r("push-button", "Format as Currency", "", 690, 114, 26, 24),
             r("push-button", "Format as Percent", "", 718, 114, 26, 24),
             r("push-button", "Format as Number", "", 746, 114, 26, 24),
             r("push-button", "Conditional", "", 930, 114, 34, 24),
             r("combo-box", "Name Box", namebox, 72, 150, 110, 24),
             r("push-button", "Function Wizard", "", 188, 150, 26, 24),
             r("push-button", "Select Function", "", 216, 150, 26, 24),
             r("push-button", "Formula", "", 244, 150, 26, 24),
             r("paragraph", "Input line", inputline, 274, 150, 1620, 24)]
    y = 194
    for ri in range(1, nrows + 1):
        x = 112
        for c in COLS[:ncols]:
            w = widths.get(c, 96)
            ref = f"{c}{ri}"
            rows.append(r("table-cell", ref, cells.get(ref, ""), x, y, w, 19))
            x += w
        y += 19
    x = 180
    for s in sheets:
        rows.append(r("page-tab", s, "", x, 1000, 16 + 8 * len(s), 22))
        x += 20 + 8 * len(s)
    rows += [r("push-button", "Add sheet", "", 150, 1000, 24, 22),
             r("label", "", f"Sheet {active} of {len(sheets)}", 74, 1054, 120, 20),
             r("label", "", "Default", 300, 1054, 90, 20),
             r("label", "", "English (USA)", 480, 1054, 110, 20),
             r("label", "", status, 1180, 1054, 360, 20),
             r("slider", "Zoom", "100%", 1760, 1054, 150, 20)]
    return rows + (extra or [])


def writer(title: str, style: str, paras: list[str], status: list[str], extra: list[Row] | None = None,
           y0: int = 262) -> list[Row]:
    rows = [r("frame", f"{title} - LibreOffice Writer", "", 70, 27, 1850, 1053)] + lo_menus("writer")
    for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
                           "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling", "Formatting Marks",
                           "Insert Table", "Insert Image", "Insert Chart", "Insert Special Character",
                           "Insert Page Break", "Insert Field", "Insert Comment", "Track Changes",
                           "Insert Line"]):
        rows.append(r("push-button", b, "", 74 + 31 * i, 82, 28, 26))
    rows += [r("combo-box", "Paragraph Style", style, 74, 114, 170, 24),
             r("combo-box", "Font Name", "Liberation Serif", 250, 114, 180, 24),
             r("combo-box", "Font Size", "12 pt", 434, 114, 68, 24),
             r("toggle-button", "Bold", "", 508, 114, 26, 24), r("toggle-button", "Italic", "", 536, 114, 26, 24),
             r("toggle-button", "Underline", "", 564, 114, 26, 24),
             r("toggle-button", "Align Left", "", 760, 114, 26, 24),
             r("toggle-button", "Align Center", "", 788, 114, 26, 24),
             r("push-button", "Toggle Unordered List", "", 880, 114, 26, 24),
             r("push-button", "Toggle Ordered List", "", 908, 114, 26, 24)]
    y = y0
    for p in paras:
        h = 18 * max(1, (len(p) + 104) // 105)
        rows.append(r("paragraph", "", p, 520, y, 880, h))
        y += h + 10
    rows += [r("label", "", s, 74 + 190 * i, 1054, 180, 20) for i, s in enumerate(status)]
    rows.append(r("slider", "Zoom", "100%", 1760, 1054, 150, 20))
    return rows + (extra or [])


def impress(title: str, slides: list[str], current: int, content: list[Row], extra: list[Row] | None = None,
            saved: bool = True) -> list[Row]:
    rows = [r("frame", f"{title} - LibreOffice Impress", "", 70, 27, 1850, 1053)] + lo_menus("impress")
    for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
                           "Undo", "Redo", "Find & Replace", "Spelling", "Display Views", "Master Slide",
                           "Start from First Slide", "Start from Current Slide", "New Slide", "Duplicate Slide",
                           "Delete Slide", "Slide Layout", "Insert Text Box", "Insert Image", "Insert Table",
                           "Insert Chart"]):
        rows.append(r("push-button", b, "", 74 + 31 * i, 82, 28, 26))
    rows.append(r("label", "Slides", "Slides", 76, 118, 220, 20))
    for i, s in enumerate(slides, 1):
        rows.append(r("list-item", f"Slide {i}", s, 92, 142 + 132 * (i - 1), 188, 106))
    rows += content
    rows += [r("label", "", f"Slide {current} of {len(slides)}", 74, 1054, 140, 20),
             r("label", "", "Default", 300, 1054, 120, 20),
             r("label", "", "English (USA)", 480, 1054, 110, 20),
             r("label", "", "The document has not been modified since the last save." if saved
               else "The document has been modified. Click to save the document.", 640, 1054, 26, 20),
             r("slider", "Zoom", "68%", 1760, 1054, 150, 20)]
    return rows + (extra or [])


# ---------------------------------------------------------------- Thunderbird
def tb(folder: str, account: str, folders: list[tuple[str, int]], msgs: list[dict[str, object]], selected: int | None,
       pane: list[Row], sort: str = "Date", extra: list[Row] | None = None, status: str = "") -> list[Row]:
    unread = sum(1 for m in msgs if m["unread"])
    rows = [r("frame", f"{folder} - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
            r("page-tab", folder, "", 74, 30, 220, 34),
            r("push-button", "Get Messages", "", 80, 72, 120, 30), r("push-button", "Write", "", 204, 72, 80, 30),
            r("push-button", "Tag", "", 288, 72, 60, 30), r("push-button", "Quick Filter", "", 352, 72, 110, 30),
            r("entry", "Search <Ctrl+K>", "", 760, 72, 420, 30), r("push-button", "AppMenu", "", 1880, 72, 34, 30),
            r("tree-item", account, "", 78, 120, 300, 26)]
    for i, (f, n) in enumerate(folders):
        rows.append(r("tree-item", f"{f} ({n})" if n else f, "", 96, 146 + 26 * i, 282, 26))
    rows += [r("label", "", folder, 392, 114, 200, 24),
             r("label", "", f"{len(msgs)} messages", 600, 114, 140, 24),
             r("column-header", "Read status", "", 392, 144, 26, 24),
             r("column-header", "Subject", "Subject", 420, 144, 470, 24),
             r("column-header", "Correspondents", "Correspondents", 890, 144, 260, 24),
             r("column-header", "Date", "Date" + (" ▲" if sort == "Date ▲" else ""), 1150, 144, 170, 24)]
    for i, m in enumerate(msgs):
        y = 170 + 26 * i
        rows += [r("table-cell", "Read status", "Unread" if m["unread"] else "Read", 392, y, 26, 26),
                 r("table-cell", "Subject", str(m["subj"]), 420, y, 470, 26),
                 r("table-cell", "Correspondents", str(m["from"]), 890, y, 260, 26),
                 r("table-cell", "Date", str(m["date"]), 1150, y, 170, 26)]
    if selected is not None:
        rows.append(r("label", "", "1 selected", 750, 114, 100, 24))
    rows += pane
    rows += [r("label", "", status, 74, 1054, 500, 20), r("label", "", f"Unread: {unread}", 1600, 1054, 90, 20),
             r("label", "", f"Total: {len(msgs)}", 1700, 1054, 90, 20)]
    return rows + (extra or [])


def tb_msg(frm: str, to: str, subj: str, date: str, body: list[str]) -> list[Row]:
    rows = [r("push-button", "Reply", "", 1340, 410, 70, 28), r("push-button", "Forward", "", 1414, 410, 80, 28),
            r("push-button", "Archive", "", 1498, 410, 76, 28), r("push-button", "Junk", "", 1578, 410, 60, 28),
            r("push-button", "Delete", "", 1642, 410, 68, 28), r("push-button", "More", "", 1714, 410, 60, 28),
            r("label", "From", frm, 400, 410, 900, 22), r("label", "Subject", subj, 400, 436, 1300, 22),
            r("label", "To", to, 400, 462, 900, 22), r("label", "Date", date, 1600, 462, 300, 22)]
    y = 510
    for p in body:
        rows.append(r("paragraph", "", p, 410, y, 1480, 20))
        y += 26
    return rows


def t_tb_tracking(rs: rk.RowSet, tid: str) -> None:
    acct, folders0 = "jordan.lee@fastmail.com", ["Inbox", "Drafts", "Sent", "Archive", "Junk", "Trash"]
    msgs: list[dict[str, object]] = [
        {"subj": "Your order W4827-1193 has shipped", "from": "Northwind Outfitters", "date": "9:12 AM", "unread": True},
        {"subj": "Delivery scheduled: Thursday, March 14", "from": "UPS My Choice", "date": "8:47 AM", "unread": True},
        {"subj": "Standup notes – Mar 11", "from": "Priya Raman", "date": "3/11/24, 5:31 PM", "unread": True},
        {"subj": "Re: Apartment lease renewal", "from": "Mark Ellison", "date": "3/11/24, 11:02 AM", "unread": False},
        {"subj": "Your March statement is ready", "from": "Harbor Credit Union", "date": "3/10/24, 6:15 AM", "unread": False},
        {"subj": "Weekend hike?", "from": "Sam Carter", "date": "3/9/24, 8:44 PM", "unread": False},
        {"subj": "Invoice INV-20931 from Clearline Web Hosting", "from": "Clearline Billing", "date": "3/8/24, 1:20 PM", "unread": False},
        {"subj": "Your library hold is ready for pickup", "from": "Multnomah County Library", "date": "3/7/24, 10:05 AM", "unread": False},
    ]

    def folders() -> list[tuple[str, int]]:
        n = sum(1 for m in msgs if m["unread"])
        return [(f, n if f == "Inbox" else 0) for f in folders0]

    def order_body(track: str) -> list[str]:
        return ["Hi Jordan,", "Good news — your order W4827-1193 is on its way.", "Carrier: UPS Ground",
                f"Tracking number: {track}", "Estimated delivery: Thursday, March 14", "Items shipped:",
                "1 × Trailhead 35L Daypack (Slate) — $89.00", "2 × Merino Crew Socks (M) — $36.00",
                "Subtotal $125.00 · Shipping $0.00 · Tax $10.94 · Total $135.94",
                "Shipping to: Jordan Lee, 41 Alder Street, Apt 3B, Portland, OR 97214", "Track your package",
                "Questions? Reply to this email or call 1-800-555-0142 (Mon–Fri, 7 AM–6 PM PT).",
                "Northwind Outfitters · 1200 Kietzke Lane · Reno, NV 89502"]

    good = "1Z 84F 2E7 03 4418 2291"
    order_pane = tb_msg("Northwind Outfitters <orders@northwindoutfitters.com>", "jordan.lee@fastmail.com",
                        "Your order W4827-1193 has shipped", "3/12/24, 9:12 AM", order_body(good))
    ups_pane = tb_msg("UPS My Choice <mcinfo@ups.com>", "jordan.lee@fastmail.com", "Delivery scheduled: Thursday, March 14",
                      "3/12/24, 8:47 AM",
                      ["Your package is scheduled for delivery.", "Scheduled Delivery: Thursday, 03/14/2024",
                       "Estimated Time: End of Day", "Shipped From: NORTHWIND OUTFITTERS, RENO, NV, US",
                       "Ship To: PORTLAND, OR, US", "Tracking Number: 1Z84F2E70344182291",
                       "Number of Packages: 1", "UPS Service: UPS Ground", "Weight: 2.1 LBS",
                       "Reference Number 1: W4827-1193", "Change Delivery", "Track Package",
                       "© 2024 United Parcel Service of America, Inc."])
    standup = tb_msg("Priya Raman <priya.raman@lumenlabs.io>", "eng-team@lumenlabs.io", "Standup notes – Mar 11",
                     "3/11/24, 5:31 PM",
                     ["Hi all, notes from today:", "• Jordan: finished the export retry logic, PR #412 in review",
                      "• Wei: profiling the ingest worker, memory down 18% so far",
                      "• Amal: on-call handover Thursday, runbook updated",
                      "Blockers: staging DB snapshot still failing (ticket OPS-2291)",
                      "Next standup moved to 9:45 AM tomorrow.", "— Priya"])
    main_ = "Inbox"
    turns = []
    msgs[0]["unread"] = False
    turns.append((rk.code("pyautogui.click(655, 183)"),
                  desk("Mar 12  09:31", "Thunderbird Mail", tb(main_, acct, folders(), msgs, 0, order_pane))))
    quoted = ["On 3/12/24 9:12 AM, Northwind Outfitters wrote:"] + ["> " + p for p in order_body(good)]
    compose_head = [r("frame", "Write: Re: Your order W4827-1193 has shipped - Thunderbird", "", 360, 140, 1200, 820),
                    r("push-button", "Send", "", 372, 180, 70, 30), r("push-button", "Spelling", "", 446, 180, 86, 30),
                    r("push-button", "Attach", "", 536, 180, 76, 30), r("push-button", "Security", "", 616, 180, 86, 30),
                    r("push-button", "Save", "", 706, 180, 64, 30),
                    r("combo-box", "From", "Jordan Lee <jordan.lee@fastmail.com>", 470, 222, 700, 28),
                    r("entry", "To", "Northwind Outfitters <orders@northwindoutfitters.com>", 470, 256, 1000, 28),
                    r("entry", "Subject", "Re: Your order W4827-1193 has shipped", 470, 290, 1000, 28)]

    def compose(typed: list[str]) -> list[Row]:
        out = list(compose_head)
        y = 340
        for p in typed + ([""] if typed else []) + quoted:
            out.append(r("paragraph", "", p, 380, y, 1160, 20))
            y += 22
        out.append(r("label", "", "Jordan Lee <jordan.lee@fastmail.com>", 380, 930, 400, 20))
        return out

    base = tb(main_, acct, folders(), msgs, 0, order_pane)
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'r')"), desk("Mar 12  09:32", "Thunderbird Mail", base + compose([]))))
    typed = ["Hi,", "Could you confirm the parcel is going to 41 Alder Street, Apt 3B? The building has a locked lobby, so",
             "the driver may need to buzz unit 3B. Thanks!", "Jordan"]
    turns.append((rk.code("pyautogui.write('Hi,\\nCould you confirm the parcel is going to 41 Alder Street, Apt 3B? The building has a locked lobby, so\\nthe driver may need to buzz unit 3B. Thanks!\\nJordan')"),
                  desk("Mar 12  09:33", "Thunderbird Mail", base + compose(typed))))
    dlg = [r("dialog", "Save Message", "", 760, 420, 420, 150),
           r("label", "", "Save this message to your drafts folder (Drafts)?", 780, 450, 380, 40),
           r("push-button", "Save", "", 1090, 520, 72, 30), r("push-button", "Cancel", "", 1010, 520, 76, 30),
           r("push-button", "Don't Save", "", 780, 520, 100, 30)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'w')"), desk("Mar 12  09:33", "Thunderbird Mail", base + compose(typed) + dlg)))
    turns.append((rk.code("pyautogui.click(830, 535)"), desk("Mar 12  09:33", "Thunderbird Mail", tb(main_, acct, folders(), msgs, 0, order_pane))))
    msgs[1]["unread"] = False
    turns.append((rk.code("pyautogui.click(655, 209)"), desk("Mar 12  09:34", "Thunderbird Mail", tb(main_, acct, folders(), msgs, 1, ups_pane))))
    slipped = tb_msg("Northwind Outfitters <orders@northwindoutfitters.com>", "jordan.lee@fastmail.com",
                     "Your order W4827-1193 has shipped", "3/12/24, 9:12 AM", order_body("1Z 84F 2E7 03 4481 2291"))
    turns.append((rk.code("pyautogui.click(655, 183)"), desk("Mar 12  09:34", "Thunderbird Mail", tb(main_, acct, folders(), msgs, 0, slipped))))
    msgs[2]["unread"] = False
    turns.append((rk.code("pyautogui.click(655, 235)"), desk("Mar 12  09:35", "Thunderbird Mail", tb(main_, acct, folders(), msgs, 2, standup))))
    msgs0 = [dict(m) for m in msgs]
    for m in msgs0[:3]:
        m["unread"] = True
    start = desk("Mar 12  09:30", "Thunderbird Mail", tb(main_, acct, [(f, 3 if f == "Inbox" else 0) for f in folders0], msgs0, None, []))
    rs.add(TASK, tid, SYSTEM, turns, state=start, bad=True, turn=7,
           kind="Turn 7 re-opens the same Northwind shipping email and shows tracking number 1Z 84F 2E7 03 4481 2291, while turn 1 (and the reply quote and the UPS email) gave 1Z 84F 2E7 03 4418 2291; a received message cannot change.")


def t_calc_pivot(rs: rk.RowSet, tid: str) -> None:
    price = {"Widget": 20, "Gadget": 45, "Gizmo": 35}
    data = [("East", "Widget", 120), ("West", "Widget", 95), ("North", "Gadget", 60), ("East", "Gadget", 44),
            ("South", "Widget", 130), ("West", "Gizmo", 70), ("North", "Widget", 88), ("South", "Gizmo", 52),
            ("East", "Gizmo", 39), ("West", "Gadget", 57), ("North", "Gizmo", 41), ("South", "Gadget", 66)]
    rev = [u * price[p] for _, p, u in data]
    units = [u for _, _, u in data]

    def sheet1() -> dict[str, str]:
        c = {"A1": "Region", "B1": "Product", "C1": "Units", "D1": "Revenue"}
        for i, (reg, prod, _) in enumerate(data, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"], c[f"D{i}"] = reg, prod, str(units[i - 2]), str(rev[i - 2])
        return c

    def pivot(rv: list[int]) -> dict[str, str]:
        c = {"A1": "Filter", "A3": "Region", "B3": "Sum - Revenue"}
        regs = sorted({d[0] for d in data})
        for i, g in enumerate(regs, 4):
            c[f"A{i}"] = g
            c[f"B{i}"] = str(sum(v for (reg, _, _), v in zip(data, rv) if reg == g))
        c[f"A{4 + len(regs)}"] = "Total Result"
        c[f"B{4 + len(regs)}"] = str(sum(rv))
        return c

    title = "sales_q1.xlsx"
    s1 = ["Sheet1"]
    s2 = ["Pivot Table_Sheet1_1", "Sheet1"]
    app = "LibreOffice Calc"
    state = desk("Mar 18  10:14", app, calc(title, sheet1(), 6, 24, "A1", "Region", s1, 1))
    turns = []
    tot = sum(units) + sum(rev)
    sel_status = f"Average: {fmt(tot / 24, 2)}; Sum: {fmt(tot)}"
    turns.append((rk.code("pyautogui.click(160, 203)\npyautogui.keyDown('shift')\npyautogui.click(448, 431)\npyautogui.keyUp('shift')"),
                  desk("Mar 18  10:14", app, calc(title, sheet1(), 6, 24, "A1:D13", "Region", s1, 1, sel_status))))
    src = [r("dialog", "Select Source", "", 720, 380, 480, 260), r("label", "", "Selection", 740, 410, 200, 20),
           r("radio-button", "Current selection", "", 750, 440, 300, 22),
           r("radio-button", "Named range", "", 750, 466, 300, 22),
           r("combo-box", "Named range", "", 1060, 466, 120, 24),
           r("radio-button", "Data source registered in LibreOffice", "", 750, 492, 330, 22),
           r("radio-button", "External source/interface", "", 750, 518, 300, 22),
           r("push-button", "Help", "", 740, 600, 80, 28), r("push-button", "OK", "", 1020, 600, 80, 28),
           r("push-button", "Cancel", "", 1106, 600, 80, 28)]
    base_sel = calc(title, sheet1(), 6, 24, "A1:D13", "Region", s1, 1, sel_status)
    turns.append((rk.code("pyautogui.click(320, 56)\npyautogui.click(372, 414)  # Pivot Table..."),
                  desk("Mar 18  10:15", app, base_sel + src)))

    def layout(rowf: list[str], dataf: list[str], avail: list[str]) -> list[Row]:
        out = [r("dialog", "Pivot Table Layout", "", 560, 200, 800, 640),
               r("label", "", "Filters:", 580, 230, 200, 20), r("label", "", "Column Fields:", 800, 230, 200, 20),
               r("list-item", "Data", "Data", 800, 254, 200, 22), r("label", "", "Row Fields:", 580, 360, 200, 20),
               r("label", "", "Data Fields:", 800, 360, 200, 20), r("label", "", "Available Fields:", 1040, 230, 200, 20)]
        out += [r("list-item", f, f, 580, 384 + 24 * i, 200, 22) for i, f in enumerate(rowf)]
        out += [r("list-item", f, f, 800, 384 + 24 * i, 200, 22) for i, f in enumerate(dataf)]
        out += [r("list-item", f, f, 1040, 254 + 24 * i, 200, 22) for i, f in enumerate(avail)]
        out += [r("check-box", "Ignore empty rows", "", 580, 600, 220, 22),
                r("check-box", "Identify categories", "", 580, 626, 220, 22),
                r("check-box", "Total columns", "", 820, 600, 220, 22),
                r("check-box", "Total rows", "", 820, 626, 220, 22),
                r("check-box", "Add filter", "", 1040, 600, 200, 22),
                r("check-box", "Enable drill to details", "", 1040, 626, 220, 22),
                r("label", "", "Source and Destination", 580, 664, 220, 20),
                r("label", "Selection", "$Sheet1.$A$1:$D$13", 600, 690, 400, 22),
                r("radio-button", "New sheet", "", 600, 716, 200, 22),
                r("push-button", "Help", "", 580, 800, 80, 28), r("push-button", "OK", "", 1180, 800, 80, 28),
                r("push-button", "Cancel", "", 1266, 800, 80, 28)]
        return out

    fields = ["Region", "Product", "Units", "Revenue"]
    turns.append((rk.code("pyautogui.click(1060, 614)"), desk("Mar 18  10:15", app, base_sel + layout([], [], fields))))
    turns.append((rk.code("pyautogui.dragTo(1100, 265, duration=0.5)  # from Available Fields\npyautogui.moveTo(1100, 265)\npyautogui.dragTo(640, 395, duration=0.5)\npyautogui.moveTo(1100, 337)\npyautogui.dragTo(860, 395, duration=0.5)"),
                  desk("Mar 18  10:16", app, base_sel + layout(["Region"], ["Sum - Revenue"], fields))))
    piv_old = pivot(rev)
    turns.append((rk.code("pyautogui.click(1220, 814)"),
                  desk("Mar 18  10:16", app, calc(title, piv_old, 4, 22, "A1", "Filter", s2, 1, widths={"B": 130}))))
    data[3] = ("East", "Gadget", 48)
    units[3], rev[3] = 48, 48 * 45
    turns.append((rk.code("CalcTools.switch_active_sheet('Sheet1')\nCalcTools.set_cell_value('C5', 48)\nCalcTools.set_cell_value('D5', 2160)"),
                  desk("Mar 18  10:17", app, calc(title, sheet1(), 6, 24, "D5", "2160", s2, 2, "Average: 2160; Sum: 2,160"))))
    turns.append((rk.code("CalcTools.switch_active_sheet('Pivot Table_Sheet1_1')"),
                  desk("Mar 18  10:17", app, calc(title, piv_old, 4, 22, "A1", "Filter", s2, 1, widths={"B": 130}))))
    east_old = piv_old["B4"]
    menu = [r("menu", "Context menu", "", 214, 282, 240, 300)] + [
        r("menu-item", m, "", 216, 286 + 26 * i, 236, 24) for i, m in enumerate(
            ["Cut", "Copy", "Paste", "Paste Special", "Insert Comment", "Properties...", "Refresh", "Delete",
             "Format Cells..."])]
    turns.append((rk.code("pyautogui.click(208, 271, button='right')"),
                  desk("Mar 18  10:18", app, calc(title, piv_old, 4, 22, "B4", east_old, s2, 1, f"Average: {east_old}; Sum: {fmt(int(east_old))}", widths={"B": 130}, extra=menu))))
    piv_new = pivot(rev)
    turns.append((rk.code("pyautogui.click(260, 443)  # Refresh"),
                  desk("Mar 18  10:18", app, calc(title, piv_new, 4, 22, "B4", piv_new["B4"], s2, 1, f"Average: {piv_new['B4']}; Sum: {fmt(int(piv_new['B4']))}", widths={"B": 130}))))
    s3 = ["Summary", "Sheet1"]
    turns.append((rk.code("CalcTools.rename_sheet('Pivot Table_Sheet1_1', 'Summary')"),
                  desk("Mar 18  10:19", app, calc(title, piv_new, 4, 22, "B4", piv_new["B4"], s3, 1, f"Average: {piv_new['B4']}; Sum: {fmt(int(piv_new['B4']))}", widths={"B": 130}))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


# ---------------------------------------------------------------- GNOME Settings
SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, content: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "Settings", "", 420, 140, 1080, 780), r("push-button", "Search", "", 430, 146, 34, 34),
            r("label", "", "Settings", 560, 152, 120, 24), r("label", "", panel, 1060, 152, 200, 24)]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(r("list-item", p, p, 426, 190 + 29 * i, 290, 29))
    return rows + content + (extra or [])


def t_settings_bt(rs: rk.RowSet, tid: str) -> None:
    app = "Settings"

    def bt(on: bool) -> list[Row]:
        if not on:
            return [r("toggle-button", "Bluetooth", "", 1420, 150, 48, 26),
                    r("label", "", "Bluetooth Turned Off", 1000, 460, 300, 30),
                    r("label", "", "Turn on to connect devices and receive file transfers.", 930, 500, 440, 20)]
        return [r("toggle-button", "Bluetooth", "", 1420, 150, 48, 26),
                r("label", "", "Visible as “ubuntu-desktop” and available for Bluetooth file transfers. Transferred files are placed in the Downloads folder.", 780, 210, 620, 40),
                r("label", "", "Devices", 780, 270, 200, 22),
                r("list-item", "WH-1000XM4", "WH-1000XM4", 780, 300, 640, 48), r("label", "", "Disconnected", 1280, 312, 120, 22),
                r("list-item", "MX Master 3", "MX Master 3", 780, 348, 640, 48), r("label", "", "Connected", 1280, 360, 120, 22),
                r("list-item", "Pixel 7", "Pixel 7", 780, 396, 640, 48), r("label", "", "Not Set Up", 1280, 408, 120, 22),
                r("label", "", "Searching for devices…", 780, 460, 300, 20)]

    def bt_state(on: bool) -> list[Row]:
        rows = bt(on)
        rows[0] = r("toggle-button", "Bluetooth", "ON" if on else "OFF", 1420, 150, 48, 26)
        return rows

    wifi = [r("toggle-button", "Wi-Fi", "ON", 1420, 150, 48, 26), r("label", "", "Visible Networks", 780, 200, 300, 22),
            r("list-item", "HomeNet-5G", "HomeNet-5G", 780, 230, 640, 46), r("label", "", "Connected", 1180, 242, 100, 22),
            r("list-item", "HomeNet", "HomeNet", 780, 276, 640, 46), r("list-item", "DIRECT-7B-HP OfficeJet", "DIRECT-7B-HP OfficeJet", 780, 322, 640, 46),
            r("list-item", "Neighbour_2.4", "Neighbour_2.4", 780, 368, 640, 46), r("list-item", "xfinitywifi", "xfinitywifi", 780, 414, 640, 46)]
    state = desk("Mar 20  16:40", app, settings("Wi-Fi", wifi))
    turns = [(rk.code("pyautogui.click(570, 233)"), desk("Mar 20  16:40", app, settings("Bluetooth", bt_state(True)))),
             (rk.code("pyautogui.click(1444, 163)"), desk("Mar 20  16:41", app, settings("Bluetooth", bt_state(False))))]

    def displays(tab: str, night: bool) -> list[Row]:
        rows = [r("page-tab", "Displays", "Displays", 920, 190, 120, 30), r("page-tab", "Night Light", "Night Light", 1040, 190, 120, 30)]
        if tab == "Displays":
            rows += [r("label", "", "Built-in display", 780, 240, 300, 22),
                     r("combo-box", "Orientation", "Landscape", 780, 280, 640, 46),
                     r("combo-box", "Resolution", "1920 × 1080 (16∶9)", 780, 326, 640, 46),
                     r("combo-box", "Refresh Rate", "60.00 Hz", 780, 372, 640, 46),
                     r("label", "Scale", "100%", 780, 418, 640, 46),
                     r("toggle-button", "Fractional Scaling", "OFF", 1360, 470, 48, 26),
                     r("label", "", "Night Light", 780, 530, 300, 22), r("label", "", "On" if night else "Off", 1340, 530, 60, 22)]
        else:
            rows += [r("toggle-button", "Night Light", "ON" if night else "OFF", 1360, 250, 48, 26),
                     r("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", 780, 290, 620, 40)]
            if night:
                rows += [r("combo-box", "Schedule", "Sunset to Sunrise", 780, 350, 640, 46),
                         r("label", "", "Color Temperature", 780, 410, 300, 22),
                         r("slider", "Color Temperature", "4000 K", 780, 440, 640, 30)]
        return rows

    turns.append((rk.code("pyautogui.click(570, 567)"), desk("Mar 20  16:41", app, settings("Displays", displays("Displays", False)))))
    turns.append((rk.code("pyautogui.click(1100, 205)"), desk("Mar 20  16:41", app, settings("Displays", displays("Night Light", False)))))
    turns.append((rk.code("pyautogui.click(1384, 263)"), desk("Mar 20  16:42", app, settings("Displays", displays("Night Light", True)))))
    power = [r("label", "", "Power Mode", 780, 200, 300, 22),
             r("radio-button", "Performance", "", 780, 230, 640, 40), r("radio-button", "Balanced", "", 780, 270, 640, 40),
             r("radio-button", "Power Saver", "", 780, 310, 640, 40), r("label", "", "Power Saving Options", 780, 370, 300, 22),
             r("toggle-button", "Dim Screen", "ON", 1360, 400, 48, 26), r("combo-box", "Screen Blank", "5 minutes", 780, 440, 640, 46),
             r("toggle-button", "Automatic Power Saver", "ON", 1360, 500, 48, 26),
             r("label", "", "Suspend & Power Button", 780, 560, 300, 22),
             r("combo-box", "Power Button Behavior", "Suspend", 780, 590, 640, 46),
             r("label", "Automatic Suspend", "Off", 780, 640, 640, 46)]
    turns.append((rk.code("pyautogui.click(570, 538)"), desk("Mar 20  16:42", app, settings("Power", power))))
    turns.append((rk.code("pyautogui.click(570, 233)"), desk("Mar 20  16:43", app, settings("Bluetooth", bt_state(True)))))
    sharing = [r("toggle-button", "Sharing", "ON", 1420, 150, 48, 26),
               r("entry", "Device Name", "ubuntu-desktop", 780, 200, 640, 46),
               r("list-item", "Remote Desktop", "Remote Desktop", 780, 270, 640, 46), r("label", "", "Off", 1360, 282, 50, 22),
               r("list-item", "Remote Login", "Remote Login", 780, 316, 640, 46), r("label", "", "Off", 1360, 328, 50, 22),
               r("list-item", "Media Sharing", "Media Sharing", 780, 362, 640, 46), r("label", "", "Off", 1360, 374, 50, 22)]
    turns.append((rk.code("pyautogui.click(570, 480)"), desk("Mar 20  16:43", app, settings("Sharing", sharing))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=7,
           kind="Turn 7 shows the Bluetooth panel switched ON with its device list, but the agent turned Bluetooth OFF at turn 2 and only visited Displays, Night Light and Power since, none of which touches Bluetooth.")


# ---------------------------------------------------------------- Files (Nautilus)
SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
           "Other Locations"]


def files(title: str, path: list[str], entries: list[tuple[str, str, str]], extra: list[Row] | None = None,
          trash: bool = False, sort: str = "Name", status: str = "") -> list[Row]:
    rows = [r("frame", title, "", 240, 120, 1440, 860), r("push-button", "Back", "", 500, 126, 34, 34),
            r("push-button", "Forward", "", 536, 126, 34, 34)]
    x = 580
    for p in path:
        rows.append(r("toggle-button", p, p, x, 126, 14 + 9 * len(p), 34))
        x += 20 + 9 * len(p)
    rows += [r("push-button", "Search", "", 1480, 126, 34, 34), r("toggle-button", "View options", "", 1520, 126, 50, 34),
             r("push-button", "Main Menu", "", 1574, 126, 34, 34)]
    for i, s in enumerate(SIDEBAR):
        rows.append(r("list-item", s, s, 244, 170 + 36 * i, 252, 36))
    if trash:
        rows += [r("push-button", "Restore…", "", 520, 170, 90, 30), r("push-button", "Empty…", "", 1560, 170, 90, 30)]
        heads = ["Name", "Size", "Original Location", "Trashed On"]
    else:
        heads = ["Name", "Size", "Modified", "Star"]
    y0 = 212 if trash else 170
    for i, h in enumerate(heads):
        label = h + (" ▼" if h == sort else "")
        rows.append(r("column-header", h, label, 500 + [0, 620, 780, 1040][i], y0, [620, 160, 260, 100][i], 28))
    if not entries and trash:
        rows += [r("label", "", "Trash is Empty", 960, 520, 200, 30)]
    for i, e in enumerate(entries):
        y = y0 + 30 + 34 * i
        rows += [r("table-cell", "Name", e[0], 500, y, 620, 34), r("table-cell", "Size", e[1], 1120, y, 160, 34),
                 r("table-cell", "Original Location" if trash else "Modified", e[2], 1280, y, 260, 34)]
        if trash and len(e) > 3:
            rows.append(r("table-cell", "Trashed On", e[3], 1540, y, 140, 34))
    if status:
        rows.append(r("label", "", status, 1380, 940, 280, 28))
    return rows + (extra or [])


def toast(msg: str) -> list[Row]:
    return [r("notification", "", msg, 720, 880, 480, 48), r("push-button", "Undo", "", 1090, 888, 70, 32),
            r("push-button", "Close", "", 1166, 888, 32, 32)]


def t_files_docs(rs: rk.RowSet, tid: str) -> None:
    app = "Files"
    ent = {"budget_2024.ods": ("18.2 kB", "Mar 11"), "draft_v2.odt": ("24.6 kB", "Mar 15"),
           "meeting_notes.md": ("3.1 kB", "10:02"), "old_notes.txt": ("1.4 kB", "Jan 9"),
           "Projects": ("4 items", "Mar 4"), "Receipts": ("12 items", "Feb 27"), "resume.pdf": ("142.8 kB", "Feb 2"),
           "tax_checklist.txt": ("2.0 kB", "Mar 1")}

    def listing() -> list[tuple[str, str, str]]:
        return [(n, ent[n][0], ent[n][1]) for n in sorted(ent, key=str.lower)]

    docs = ["Home", "Documents"]
    state = desk("Mar 21  11:25", app, files("Documents", docs, listing()))
    turns = []
    nf = [r("dialog", "New Folder", "", 760, 360, 400, 170), r("label", "", "Folder name", 780, 400, 200, 20),
          r("entry", "Folder name", "", 780, 426, 360, 32), r("push-button", "Cancel", "", 780, 372, 80, 30),
          r("push-button", "Create", "", 1060, 372, 80, 30)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'shift', 'n')"), desk("Mar 21  11:25", app, files("Documents", docs, listing(), nf))))
    ent["Invoices"] = ("0 items", "11:26")
    turns.append((rk.code("pyautogui.write('Invoices\\n')"), desk("Mar 21  11:26", app, files("Documents", docs, listing(), status="“Invoices” selected (containing 0 items)"))))
    ren = [r("dialog", "Rename File", "", 640, 320, 400, 130), r("label", "", "File name", 660, 340, 200, 20),
           r("entry", "File name", "draft_v2.odt", 660, 366, 280, 32), r("push-button", "Rename", "", 948, 366, 80, 32)]
    turns.append((rk.code("pyautogui.click(700, 251)\npyautogui.press('f2')"),
                  desk("Mar 21  11:26", app, files("Documents", docs, listing(), ren, status="“draft_v2.odt” selected (24.6 kB)"))))
    ent["proposal_final.odt"] = ent.pop("draft_v2.odt")
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('proposal_final.odt\\n')"),
                  desk("Mar 21  11:27", app, files("Documents", docs, listing(), status="“proposal_final.odt” selected (24.6 kB)"))))
    old = ent.pop("old_notes.txt")
    turns.append((rk.code("pyautogui.click(700, 319)\npyautogui.press('delete')"),
                  desk("Mar 21  11:27", app, files("Documents", docs, listing(), toast("“old_notes.txt” moved to trash")))))
    turns.append((rk.code("pyautogui.click(370, 512)"),
                  desk("Mar 21  11:28", app, files("Trash", ["Trash"], [("old_notes.txt", "1.4 kB", "Documents", "11:27")], trash=True))))
    ctx = [r("menu", "Context menu", "", 700, 258, 220, 100), r("menu-item", "Restore From Trash", "", 702, 262, 216, 26),
           r("menu-item", "Delete Permanently…", "", 702, 290, 216, 26), r("menu-item", "Properties", "", 702, 318, 216, 26)]
    turns.append((rk.code("pyautogui.click(700, 259, button='right')\npyautogui.click(780, 275)"),
                  desk("Mar 21  11:28", app, files("Trash", ["Trash"], [], trash=True))))
    ent["old_notes.txt"] = old
    turns.append((rk.code("pyautogui.click(370, 332)"), desk("Mar 21  11:29", app, files("Documents", docs, listing()))))
    by_mod = sorted(listing(), key=lambda e: {"11:26": 9, "10:02": 8, "Mar 15": 7, "Mar 11": 6, "Mar 4": 5, "Mar 1": 4,
                                               "Feb 27": 3, "Feb 2": 2, "Jan 9": 1}[e[2]], reverse=True)
    turns.append((rk.code("pyautogui.click(1400, 184)"), desk("Mar 21  11:29", app, files("Documents", docs, by_mod, sort="Modified"))))
    del ctx
    rs.add(TASK, tid, SYSTEM, turns, state=state)


def t_files_trip(rs: rk.RowSet, tid: str) -> None:
    app = "Files"
    sizes = {41: "4.8 MB", 42: "5.1 MB", 43: "3.9 MB", 44: "4.4 MB", 45: "6.0 MB", 46: "5.3 MB", 47: "4.7 MB",
             48: "3.6 MB", 49: "5.5 MB"}
    imgs = {f"IMG_20{k}.jpg": (v, "Mar 2") for k, v in sizes.items()}
    imgs["edited"] = ("3 items", "Mar 5")

    def listing(d: dict[str, tuple[str, str]]) -> list[tuple[str, str, str]]:
        return [(n, d[n][0], d[n][1]) for n in sorted(d, key=str.lower)]

    path = ["Home", "Pictures", "trip"]
    state = desk("Mar 22  18:03", app, files("trip", path, listing(imgs)))
    turns = []
    full = dict(imgs)
    del imgs["IMG_2044.jpg"]
    turns.append((rk.code("pyautogui.click(700, 336)\npyautogui.press('delete')"),
                  desk("Mar 22  18:03", app, files("trip", path, listing(imgs), toast("“IMG_2044.jpg” moved to trash")))))
    dlg = [r("alert", "", "", 700, 400, 520, 180),
           r("label", "", "Are you sure you want to permanently delete “IMG_2047.jpg”?", 720, 420, 480, 44),
           r("label", "", "If you delete an item, it will be permanently lost.", 720, 470, 480, 20),
           r("push-button", "Cancel", "", 720, 530, 230, 34), r("push-button", "Delete", "", 970, 530, 230, 34)]
    turns.append((rk.code("pyautogui.click(700, 421)\npyautogui.hotkey('shift', 'delete')"),
                  desk("Mar 22  18:04", app, files("trip", path, listing(imgs), dlg, status="“IMG_2047.jpg” selected (4.7 MB)"))))
    del imgs["IMG_2047.jpg"]
    turns.append((rk.code("pyautogui.click(1085, 547)"), desk("Mar 22  18:04", app, files("trip", path, listing(imgs)))))
    turns.append((rk.code("pyautogui.click(370, 512)"),
                  desk("Mar 22  18:04", app, files("Trash", ["Trash"], [("IMG_2044.jpg", "4.4 MB", "trip", "18:03")], trash=True))))
    em = [r("alert", "", "", 700, 400, 520, 180), r("label", "", "Empty all items from Trash?", 720, 420, 480, 24),
          r("label", "", "All items in the Trash will be permanently deleted.", 720, 456, 480, 20),
          r("push-button", "Cancel", "", 720, 530, 230, 34), r("push-button", "Empty Trash", "", 970, 530, 230, 34)]
    turns.append((rk.code("pyautogui.click(1605, 185)"),
                  desk("Mar 22  18:05", app, files("Trash", ["Trash"], [("IMG_2044.jpg", "4.4 MB", "trip", "18:03")], em, trash=True))))
    turns.append((rk.code("pyautogui.click(1085, 547)"), desk("Mar 22  18:05", app, files("Trash", ["Trash"], [], trash=True))))
    pics = {"Screenshots": ("14 items", "Mar 19"), "trip": (f"{len(imgs)} items", "18:04"), "wallpapers": ("6 items", "Jan 30"),
            "avatar.png": ("212.4 kB", "Dec 12 2023")}
    turns.append((rk.code("pyautogui.click(370, 440)"), desk("Mar 22  18:05", app, files("Pictures", ["Home", "Pictures"], listing(pics)))))
    slip = dict(imgs)
    slip["IMG_2047.jpg"] = full["IMG_2047.jpg"]
    turns.append((rk.code("pyautogui.doubleClick(700, 285)"), desk("Mar 22  18:06", app, files("trip", path, listing(slip)))))
    home = {"Desktop": ("2 items", "Mar 20"), "Documents": ("9 items", "Mar 21"), "Downloads": ("23 items", "Mar 22"),
            "Music": ("0 items", "Oct 3 2023"), "Pictures": ("4 items", "Mar 19"), "Public": ("0 items", "Oct 3 2023"),
            "snap": ("3 items", "Mar 1"), "Templates": ("0 items", "Oct 3 2023"), "Videos": ("1 item", "Feb 11")}
    turns.append((rk.code("pyautogui.click(370, 260)"), desk("Mar 22  18:06", app, files("Home", ["Home"], listing(home)))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=8,
           kind="Turn 8 lists IMG_2047.jpg in the trip folder again, but it was permanently deleted with Shift+Delete at turn 3 (and turn 7 counted the folder at 8 items); nothing restored or recreated it.")


# ---------------------------------------------------------------- VS Code
def vscode(project: str, active: str, tabs: list[str], tree: list[tuple[int, str, str]], lines: list[str],
           cursor: str, term: list[str] | None = None, side: str = "Explorer", scm: int = 0,
           side_rows: list[Row] | None = None, extra: list[Row] | None = None, branch: str = "main",
           sync: str = "0↓ 0↑", lang: str = "Python") -> list[Row]:
    title = f"{active.lstrip('● ')} - {project} - Visual Studio Code" if active else f"{project} - Visual Studio Code"
    rows = [r("frame", title, "", 70, 27, 1850, 1053)]
    for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
        rows.append(r("menu", m, "", 80 + 64 * i, 30, 58, 26))
    rows += [r("page-tab", "Explorer (Ctrl+Shift+E)", "", 72, 62, 48, 48), r("page-tab", "Search (Ctrl+Shift+F)", "", 72, 110, 48, 48),
             r("page-tab", f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)", "", 72, 158, 48, 48),
             r("page-tab", "Run and Debug (Ctrl+Shift+D)", "", 72, 206, 48, 48), r("page-tab", "Extensions (Ctrl+Shift+X)", "", 72, 254, 48, 48),
             r("label", "", side.upper(), 130, 66, 200, 22)]
    if side == "Explorer":
        rows += [r("push-button", "New File...", "", 300, 66, 22, 22), r("push-button", "New Folder...", "", 324, 66, 22, 22),
                 r("push-button", "Refresh Explorer", "", 348, 66, 22, 22), r("push-button", "Collapse Folders in Explorer", "", 372, 66, 22, 22),
                 r("tree-item", project.upper(), "", 122, 92, 270, 22)]
        for i, (depth, name, deco) in enumerate(tree):
            rows.append(r("tree-item", name + (f" {deco}" if deco else ""), "", 130 + 12 * depth, 114 + 22 * i, 262 - 12 * depth, 22))
    rows += side_rows or []
    x = 400
    for t in tabs:
        rows.append(r("page-tab", t, "", x, 62, 30 + 8 * len(t), 34))
        x += 30 + 8 * len(t)
    for i, ln in enumerate(lines):
        rows.append(r("label", "", str(i + 1), 404, 104 + 19 * i, 40, 19))
        rows.append(r("text", "", ln, 458, 104 + 19 * i, 1400, 19))
    if term is not None:
        rows += [r("page-tab", "Problems", "", 404, 640, 80, 26), r("page-tab", "Output", "", 490, 640, 70, 26),
                 r("page-tab", "Debug Console", "", 566, 640, 110, 26), r("page-tab", "Terminal", "", 682, 640, 80, 26),
                 r("push-button", "New Terminal", "", 1700, 640, 26, 26), r("push-button", "Kill Terminal", "", 1760, 640, 26, 26)]
        for i, ln in enumerate(term[-18:]):
            rows.append(r("label", "", ln, 406, 672 + 18 * i, 1500, 18))
    rows += [r("push-button", branch, "", 72, 1056, 80, 22), r("push-button", f"Synchronize Changes {sync}", "", 156, 1056, 80, 22),
             r("push-button", "No Problems", "", 240, 1056, 70, 22), r("push-button", cursor, "", 1420, 1056, 110, 22),
             r("push-button", "Spaces: 4", "", 1534, 1056, 70, 22), r("push-button", "UTF-8", "", 1608, 1056, 50, 22),
             r("push-button", "LF", "", 1662, 1056, 26, 22), r("push-button", lang, "", 1692, 1056, 60, 22),
             r("push-button", "Notifications", "", 1880, 1056, 30, 22)]
    return rows + (extra or [])


MODELS = '''from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Item:
    sku: str
    name: str
    quantity: int = 0
    location: str = "MAIN"
    updated_at: datetime = field(default_factory=datetime.utcnow)

    def restock(self, amount: int) -> None:
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.quantity += amount
        self.updated_at = datetime.utcnow()'''.split("\n")

APP = '''from flask import Flask, jsonify, request

from .db import get_item, list_items, save_item
from .models import Item

app = Flask(__name__)


@app.get("/items")
def items():
    return jsonify([i.__dict__ for i in list_items()])


@app.post("/items/<sku>/restock")
def restock(sku: str):
    item = get_item(sku)
    item.restock(int(request.json["amount"]))
    save_item(item)
    return jsonify(item.__dict__), 200'''.split("\n")

SCHEMAS = '''from pydantic import BaseModel, Field


class RestockRequest(BaseModel):
    amount: int = Field(gt=0, le=10_000)


class ItemOut(BaseModel):
    sku: str
    name: str
    quantity: int
    location: str'''.split("\n")


def t_vscode_schemas(rs: rk.RowSet, tid: str) -> None:
    app, proj = "Visual Studio Code", "inventory-api"
    tree = [(0, ".vscode", ""), (0, "src", ""), (1, "__init__.py", ""), (1, "app.py", ""), (1, "db.py", ""),
            (1, "models.py", ""), (0, "tests", ""), (0, ".gitignore", ""), (0, "README.md", ""), (0, "requirements.txt", "")]
    state = desk("Mar 25  14:02", app, vscode(proj, "models.py", ["models.py"], tree, MODELS, "Ln 17, Col 40"))
    turns = []
    inline = [r("entry", "Type file name. Press Enter to confirm or Escape to cancel.", "", 154, 224, 238, 22)]
    tree_in = tree[:6] + [(1, "", "")] + tree[6:]
    turns.append((rk.code("pyautogui.click(200, 136)\npyautogui.click(311, 77)"),
                  desk("Mar 25  14:02", app, vscode(proj, "models.py", ["models.py"], tree_in[:6] + tree_in[7:], MODELS, "Ln 17, Col 40", extra=inline))))
    tree2 = tree[:6] + [(1, "schemas.py", "U")] + tree[6:]
    turns.append((rk.code("pyautogui.write('schemas.py\\n')"),
                  desk("Mar 25  14:03", app, vscode(proj, "schemas.py", ["models.py", "schemas.py"], tree2, [""], "Ln 1, Col 1", scm=1))))
    turns.append((rk.code("pyautogui.write('from pydantic import BaseModel, Field\\n\\n\\nclass RestockRequest(BaseModel):\\n    amount: int = Field(gt=0, le=10_000)\\n\\n\\nclass ItemOut(BaseModel):\\n    sku: str\\n    name: str\\n    quantity: int\\n    location: str')"),
                  desk("Mar 25  14:04", app, vscode(proj, "● schemas.py", ["models.py", "● schemas.py"], tree2, SCHEMAS, "Ln 12, Col 18", scm=1))))
    turns.append((rk.code("pyautogui.hotkey('ctrl', 's')"),
                  desk("Mar 25  14:04", app, vscode(proj, "schemas.py", ["models.py", "schemas.py"], tree2, SCHEMAS, "Ln 12, Col 18", scm=1))))
    turns.append((rk.code("pyautogui.click(220, 180)"),
                  desk("Mar 25  14:05", app, vscode(proj, "app.py", ["models.py", "schemas.py", "app.py"], tree2, APP, "Ln 1, Col 1", scm=1))))
    p = "dev@ws-ubuntu:~/code/inventory-api$"
    term = [f"{p} git status --short", "?? src/schemas.py", p]
    turns.append((rk.code("pyautogui.hotkey('ctrl', '`')\npyautogui.write('git status --short\\n')"),
                  desk("Mar 25  14:05", app, vscode(proj, "app.py", ["models.py", "schemas.py", "app.py"], tree2, APP, "Ln 1, Col 1", term, scm=1))))
    term2 = term[:-1] + [f"{p} ls src", "__init__.py  app.py  db.py  models.py", p]
    turns.append((rk.code("pyautogui.write('ls src\\n')"),
                  desk("Mar 25  14:06", app, vscode(proj, "app.py", ["models.py", "schemas.py", "app.py"], tree2, APP, "Ln 1, Col 1", term2, scm=1))))
    term3 = [f"{p} python -m pytest -q", "....                                                                     [100%]",
             "4 passed in 0.31s", p]
    turns.append((rk.code("pyautogui.write('clear && python -m pytest -q\\n')"),
                  desk("Mar 25  14:06", app, vscode(proj, "app.py", ["models.py", "schemas.py", "app.py"], tree2, APP, "Ln 1, Col 1", term3, scm=1))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=7,
           kind="Turn 7's `ls src` prints only __init__.py, app.py, db.py and models.py, but src/schemas.py was created and saved at turns 2-4 (the explorer and turn 6's git status still show it) and nothing deleted it.")


MAIN = '''import uvicorn
from fastapi import FastAPI

from notes.routes import router

app = FastAPI(title="notes-service")
app.include_router(router, prefix="/api")


@app.get("/health")
def health() -> dict[str, str]:
    return {"status": "ok"}


if __name__ == "__main__":
    uvicorn.run("main:app", host="127.0.0.1", port=8000, reload=False)'''.split("\n")


def t_vscode_uvicorn(rs: rk.RowSet, tid: str) -> None:
    app, proj = "Visual Studio Code", "notes-service"
    tree = [(0, ".venv", ""), (0, "notes", ""), (0, "tests", ""), (0, ".gitignore", ""), (0, "main.py", ""),
            (0, "pyproject.toml", ""), (0, "README.md", "")]
    readme = ["# notes-service", "", "Small FastAPI service for team notes.", "", "## Run", "", "    python main.py", "",
              "Then open http://127.0.0.1:8000/docs."]
    state = desk("Apr 2  09:12", app, vscode(proj, "README.md", ["README.md"], tree, readme, "Ln 1, Col 1", lang="Markdown"))
    turns = [(rk.code("pyautogui.click(190, 202)"),
              desk("Apr 2  09:12", app, vscode(proj, "main.py", ["README.md", "main.py"], tree, MAIN, "Ln 1, Col 1")))]
    main2 = MAIN[:-1] + [MAIN[-1].replace("8000", "8080")]
    turns.append((rk.code("pyautogui.doubleClick(1180, 389)\npyautogui.write('8080')"),
                  desk("Apr 2  09:13", app, vscode(proj, "● main.py", ["README.md", "● main.py"], tree, main2, "Ln 16, Col 64"))))
    tree_m = [t if t[1] != "main.py" else (0, "main.py", "M") for t in tree]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 's')"),
                  desk("Apr 2  09:13", app, vscode(proj, "main.py", ["README.md", "main.py"], tree_m, main2, "Ln 16, Col 64", scm=1))))
    p = "(.venv) mia@devbox:~/src/notes-service$"

    def up(pid: int) -> list[str]:
        return [f"INFO:     Started server process [{pid}]", "INFO:     Waiting for application startup.",
                "INFO:     Application startup complete.", "INFO:     Uvicorn running on http://127.0.0.1:8080 (Press CTRL+C to quit)"]
    term = [f"{p} python main.py"] + up(51234)
    turns.append((rk.code("pyautogui.hotkey('ctrl', '`')\npyautogui.write('python main.py\\n')"),
                  desk("Apr 2  09:14", app, vscode(proj, "main.py", ["README.md", "main.py"], tree_m, main2, "Ln 16, Col 64", term, scm=1))))
    term += ["^CINFO:     Shutting down", "INFO:     Waiting for application shutdown.", "INFO:     Application shutdown complete.",
             "INFO:     Finished server process [51234]", p]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'c')"),
                  desk("Apr 2  09:15", app, vscode(proj, "main.py", ["README.md", "main.py"], tree_m, main2, "Ln 16, Col 64", term, scm=1))))
    term = term[:-1] + [f"{p} python main.py"] + up(51291)
    turns.append((rk.code("pyautogui.press('up')\npyautogui.press('enter')"),
                  desk("Apr 2  09:15", app, vscode(proj, "main.py", ["README.md", "main.py"], tree_m, main2, "Ln 16, Col 64", term, scm=1))))

    def scm_rows(msg: str, changes: list[str]) -> list[Row]:
        out = [r("entry", "Source Control Input", msg or "Message (Ctrl+Enter to commit on 'main')", 124, 96, 266, 28),
               r("push-button", "Commit", "", 124, 130, 266, 28)]
        if changes:
            out.append(r("tree-item", f"Changes {len(changes)}", "", 122, 166, 270, 22))
            out += [r("tree-item", f"{c} M", "", 134, 188 + 22 * i, 258, 22) for i, c in enumerate(changes)]
        return out
    turns.append((rk.code("pyautogui.click(96, 182)"),
                  desk("Apr 2  09:16", app, vscode(proj, "main.py", ["README.md", "main.py"], [], main2, "Ln 16, Col 64", term, side="Source Control", scm=1, side_rows=scm_rows("", ["main.py"])))))
    turns.append((rk.code("pyautogui.click(256, 110)\npyautogui.write('Use port 8080 for local runs')\npyautogui.hotkey('ctrl', 'enter')"),
                  desk("Apr 2  09:16", app, vscode(proj, "main.py", ["README.md", "main.py"], [], main2, "Ln 16, Col 64", term, side="Source Control", side_rows=scm_rows("", []), sync="0↓ 1↑"))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


# ---------------------------------------------------------------- GIMP
def gimp(title: str, layers: list[str], active: str, dims: str, zoom: str = "50%", extra: list[Row] | None = None,
         status: str = "") -> list[Row]:
    rows = [r("frame", f"{title} – GIMP", "", 70, 27, 1850, 1053)]
    for i, m in enumerate(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]):
        rows.append(r("menu", m, "", 76 + 60 * i, 56, 54, 24))
    for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
                           "Unified Transform Tool", "Warp Transform", "Bucket Fill", "Paintbrush Tool", "Eraser Tool",
                           "Clone Tool", "Smudge Tool", "Paths Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]):
        rows.append(r("push-button", t, "", 76 + 34 * (i % 4), 90 + 34 * (i // 4), 32, 32))
    rows += [r("push-button", "Foreground color", "", 80, 240, 40, 40), r("push-button", "Background color", "", 104, 264, 40, 40),
             r("canvas", dims, "", 300, 90, 1260, 930),
             r("page-tab", "Layers", "", 1580, 90, 80, 28), r("page-tab", "Channels", "", 1660, 90, 80, 28),
             r("page-tab", "Paths", "", 1740, 90, 70, 28), r("page-tab", "Undo History", "", 1810, 90, 100, 28),
             r("combo-box", "Mode", "Normal", 1580, 126, 250, 26), r("spin-button", "Opacity", "100.0", 1580, 158, 330, 26),
             r("toggle-button", "Lock pixels", "", 1580, 190, 24, 24), r("toggle-button", "Lock position and size", "", 1606, 190, 24, 24),
             r("toggle-button", "Lock alpha channel", "", 1632, 190, 24, 24)]
    for i, lay in enumerate(layers):
        rows.append(r("table-cell", lay, lay, 1640, 222 + 36 * i, 270, 36))
    rows += [r("push-button", "Create a new layer", "", 1580, 600, 28, 28), r("push-button", "Create a new layer group", "", 1612, 600, 28, 28),
             r("push-button", "Raise this layer one step", "", 1644, 600, 28, 28), r("push-button", "Lower this layer one step", "", 1676, 600, 28, 28),
             r("push-button", "Duplicate this layer", "", 1708, 600, 28, 28), r("push-button", "Anchor this floating layer", "", 1740, 600, 28, 28),
             r("push-button", "Delete this layer", "", 1772, 600, 28, 28),
             r("combo-box", "Unit", "px", 300, 1026, 60, 24), r("combo-box", "Zoom", zoom, 364, 1026, 90, 24),
             r("label", "", status or f"{active} ({dims})", 460, 1026, 600, 24)]
    return rows + (extra or [])


def gimp_title(name: str, n: int, dims: str, dirty: bool, tag: str = "") -> str:
    return f"{'*' if dirty else ''}[{name}]{tag}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{'s' if n > 1 else ''}) {dims}"


def t_gimp_rename(rs: rk.RowSet, tid: str) -> None:
    app = "GNU Image Manipulation Program"
    layers = ["Title text", "Logo", "Background"]
    dims = "1200x1800"
    state = desk("Mar 27  15:48", app, gimp(gimp_title("poster", 3, dims, False), layers, "Title text", dims, "33.3%"))
    turns = []

    def attrs(name: str) -> list[Row]:
        return [r("dialog", "Layer Attributes", "", 700, 260, 520, 520), r("label", "", "Layer name:", 720, 300, 120, 24),
                r("entry", "Layer name", name, 850, 300, 350, 28), r("label", "", "Color tag:", 720, 340, 120, 24),
                r("combo-box", "Mode", "Normal", 850, 380, 350, 28), r("spin-button", "Opacity", "100.0", 850, 414, 350, 28),
                r("spin-button", "Offset X", "340", 850, 460, 160, 28), r("spin-button", "Offset Y", "1320", 1040, 460, 160, 28),
                r("label", "", "Size: 520 × 260 pixels", 720, 500, 300, 24),
                r("check-box", "Visible", "", 720, 540, 200, 24), r("check-box", "Linked", "", 720, 568, 200, 24),
                r("check-box", "Lock pixels", "", 720, 596, 200, 24), r("check-box", "Lock position and size", "", 720, 624, 240, 24),
                r("check-box", "Lock alpha", "", 720, 652, 200, 24),
                r("push-button", "Help", "", 720, 730, 80, 32), r("push-button", "Reset", "", 810, 730, 80, 32),
                r("push-button", "OK", "", 1030, 730, 80, 32), r("push-button", "Cancel", "", 1120, 730, 80, 32)]
    t0 = gimp_title("poster", 3, dims, False)
    turns.append((rk.code("pyautogui.doubleClick(1660, 276)"), desk("Mar 27  15:48", app, gimp(t0, layers, "Logo", dims, "33.3%", attrs("Logo")))))
    turns.append((rk.code("pyautogui.tripleClick(1020, 314)\npyautogui.write('Brand mark')"),
                  desk("Mar 27  15:49", app, gimp(t0, layers, "Logo", dims, "33.3%", attrs("Brand mark")))))
    layers = ["Title text", "Brand mark", "Background"]
    t1 = gimp_title("poster", 3, dims, True)
    turns.append((rk.code("pyautogui.click(1070, 746)"), desk("Mar 27  15:49", app, gimp(t1, layers, "Brand mark", dims, "33.3%"))))
    nl = [r("dialog", "New Layer", "", 680, 220, 560, 620), r("label", "", "Layer name:", 700, 260, 120, 24),
          r("entry", "Layer name", "Layer", 830, 260, 390, 28), r("combo-box", "Mode", "Normal", 830, 330, 390, 28),
          r("spin-button", "Opacity", "100.0", 830, 364, 390, 28), r("spin-button", "Width", "1200", 830, 410, 160, 28),
          r("spin-button", "Height", "1800", 830, 444, 160, 28), r("spin-button", "Offset X", "0", 830, 490, 160, 28),
          r("spin-button", "Offset Y", "0", 830, 524, 160, 28), r("combo-box", "Fill with", "Transparency", 830, 570, 390, 28),
          r("check-box", "Visible", "", 700, 620, 200, 24), r("check-box", "Linked", "", 700, 648, 200, 24),
          r("push-button", "Help", "", 700, 790, 80, 32), r("push-button", "Reset", "", 790, 790, 80, 32),
          r("push-button", "OK", "", 1050, 790, 80, 32), r("push-button", "Cancel", "", 1140, 790, 80, 32)]
    turns.append((rk.code("pyautogui.hotkey('shift', 'ctrl', 'n')"), desk("Mar 27  15:50", app, gimp(t1, layers, "Brand mark", dims, "33.3%", nl))))
    layers = ["Title text", "Shadow", "Brand mark", "Background"]
    t2 = gimp_title("poster", 4, dims, True)
    turns.append((rk.code("pyautogui.tripleClick(1020, 274)\npyautogui.write('Shadow')\npyautogui.click(1090, 806)"),
                  desk("Mar 27  15:50", app, gimp(t2, layers, "Shadow", dims, "33.3%"))))
    sc = [r("dialog", "Scale Image", "", 720, 300, 480, 420), r("label", "", "Image Size", 740, 330, 200, 24),
          r("spin-button", "Width", "1200", 800, 364, 160, 28), r("spin-button", "Height", "1800", 800, 398, 160, 28),
          r("toggle-button", "Chain", "", 970, 380, 24, 36), r("combo-box", "Unit", "px", 1010, 380, 80, 28),
          r("label", "", "1200 × 1800 pixels", 800, 432, 200, 22), r("label", "", "300 ppi", 1010, 432, 100, 22),
          r("spin-button", "X resolution", "300.000", 800, 470, 160, 28), r("spin-button", "Y resolution", "300.000", 800, 504, 160, 28),
          r("combo-box", "Resolution unit", "pixels/in", 1010, 486, 120, 28), r("label", "", "Quality", 740, 550, 200, 24),
          r("combo-box", "Interpolation", "Cubic", 840, 580, 300, 28),
          r("push-button", "Help", "", 740, 670, 80, 32), r("push-button", "Reset", "", 830, 670, 80, 32),
          r("push-button", "Scale", "", 1010, 670, 80, 32), r("push-button", "Cancel", "", 1100, 670, 80, 32)]
    turns.append((rk.code("pyautogui.click(376, 68)  # Image\npyautogui.click(440, 404)  # Scale Image..."),
                  desk("Mar 27  15:51", app, gimp(t2, layers, "Shadow", dims, "33.3%", sc))))
    dims2 = "800x1200"
    slip = ["Title text", "Shadow", "Logo", "Background"]
    turns.append((rk.code("pyautogui.tripleClick(880, 378)\npyautogui.write('800')\npyautogui.press('tab')\npyautogui.click(1050, 686)"),
                  desk("Mar 27  15:52", app, gimp(gimp_title("poster", 4, dims2, True), slip, "Shadow", dims2, "50%"))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=7,
           kind="Turn 7's Layers list shows the third layer as 'Logo' again, but it was renamed to 'Brand mark' at turns 2-3 and the Scale Image action only resized the image.")


def t_gimp_layers(rs: rk.RowSet, tid: str) -> None:
    app = "GNU Image Manipulation Program"
    dims = "1500x500"
    layers = ["banner.png"]
    t0 = gimp_title("banner", 1, dims, False, " (imported)")
    state = desk("Apr 4  11:20", app, gimp(t0, layers, "banner.png", dims, "100%"))
    turns = []
    nl = [r("dialog", "New Layer", "", 680, 220, 560, 620), r("label", "", "Layer name:", 700, 260, 120, 24),
          r("entry", "Layer name", "Layer", 830, 260, 390, 28), r("combo-box", "Mode", "Normal", 830, 330, 390, 28),
          r("spin-button", "Opacity", "100.0", 830, 364, 390, 28), r("spin-button", "Width", "1500", 830, 410, 160, 28),
          r("spin-button", "Height", "500", 830, 444, 160, 28), r("combo-box", "Fill with", "Transparency", 830, 570, 390, 28),
          r("push-button", "Help", "", 700, 790, 80, 32), r("push-button", "Reset", "", 790, 790, 80, 32),
          r("push-button", "OK", "", 1050, 790, 80, 32), r("push-button", "Cancel", "", 1140, 790, 80, 32)]
    turns.append((rk.code("pyautogui.hotkey('shift', 'ctrl', 'n')"), desk("Apr 4  11:20", app, gimp(t0, layers, "banner.png", dims, "100%", nl))))
    layers = ["Text overlay", "banner.png"]
    turns.append((rk.code("pyautogui.tripleClick(1020, 274)\npyautogui.write('Text overlay')\npyautogui.click(1090, 806)"),
                  desk("Apr 4  11:21", app, gimp(gimp_title("banner", 2, dims, True, " (imported)"), layers, "Text overlay", dims, "100%"))))
    layers = ["Text overlay copy", "Text overlay", "banner.png"]
    turns.append((rk.code("pyautogui.hotkey('shift', 'ctrl', 'd')"),
                  desk("Apr 4  11:21", app, gimp(gimp_title("banner", 3, dims, True, " (imported)"), layers, "Text overlay copy", dims, "100%"))))
    layers = ["Text overlay", "banner.png"]
    t2 = gimp_title("banner", 2, dims, True, " (imported)")
    turns.append((rk.code("pyautogui.click(1786, 614)  # Delete this layer"), desk("Apr 4  11:22", app, gimp(t2, layers, "Text overlay", dims, "100%"))))

    def canvas(w: str) -> list[Row]:
        return [r("dialog", "Set Image Canvas Size", "", 640, 200, 640, 700), r("label", "", "Canvas Size", 660, 230, 200, 24),
                r("spin-button", "Width", w, 720, 264, 160, 28), r("spin-button", "Height", "500", 720, 298, 160, 28),
                r("combo-box", "Unit", "px", 930, 280, 80, 28), r("label", "", f"{w} × 500 pixels", 720, 332, 200, 22),
                r("label", "", "Offset", 660, 380, 200, 24), r("spin-button", "X", "0", 720, 560, 160, 28),
                r("spin-button", "Y", "0", 720, 594, 160, 28), r("push-button", "Center", "", 900, 576, 80, 28),
                r("combo-box", "Resize layers", "None", 820, 660, 300, 28), r("combo-box", "Fill with", "Transparency", 820, 694, 300, 28),
                r("push-button", "Help", "", 660, 850, 80, 32), r("push-button", "Reset", "", 750, 850, 80, 32),
                r("push-button", "Resize", "", 1090, 850, 80, 32), r("push-button", "Cancel", "", 1180, 850, 80, 32)]
    turns.append((rk.code("pyautogui.click(376, 68)  # Image\npyautogui.click(440, 380)  # Canvas Size..."),
                  desk("Apr 4  11:22", app, gimp(t2, layers, "Text overlay", dims, "100%", canvas("1500")))))
    dims = "1600x500"
    t3 = gimp_title("banner", 2, dims, True, " (imported)")
    turns.append((rk.code("pyautogui.tripleClick(800, 278)\npyautogui.write('1600')\npyautogui.press('tab')\npyautogui.click(1130, 866)"),
                  desk("Apr 4  11:23", app, gimp(t3, layers, "Text overlay", dims, "100%"))))
    ex = [r("dialog", "Export Image as PNG", "", 700, 220, 520, 600), r("check-box", "Interlacing (Adam7)", "", 720, 260, 300, 24),
          r("check-box", "Save background color", "", 720, 288, 300, 24), r("check-box", "Save gamma", "", 720, 316, 300, 24),
          r("check-box", "Save layer offset", "", 720, 344, 300, 24), r("check-box", "Save resolution", "", 720, 372, 300, 24),
          r("check-box", "Save creation time", "", 720, 400, 300, 24), r("check-box", "Save comment", "", 720, 428, 300, 24),
          r("check-box", "Save color values from transparent pixels", "", 720, 456, 400, 24),
          r("combo-box", "Pixel format", "automatic", 900, 500, 300, 28), r("slider", "Compression level", "9", 900, 540, 300, 28),
          r("check-box", "Save Exif data", "", 720, 600, 300, 24), r("check-box", "Save XMP data", "", 720, 628, 300, 24),
          r("push-button", "Help", "", 720, 770, 80, 32), r("push-button", "Load Defaults", "", 810, 770, 120, 32),
          r("push-button", "Save Defaults", "", 940, 770, 120, 32), r("push-button", "Export", "", 1070, 770, 70, 32),
          r("push-button", "Cancel", "", 1146, 770, 70, 32)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'e')"), desk("Apr 4  11:24", app, gimp(t3, layers, "Text overlay", dims, "100%", ex))))
    turns.append((rk.code("pyautogui.click(1105, 786)"),
                  desk("Apr 4  11:24", app, gimp(gimp_title("banner", 2, dims, True, " (exported)"), layers, "Text overlay", dims, "100%",
                                                 status="Image exported to '/home/user/Pictures/banner.png'"))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


def t_tb_newmail(rs: rk.RowSet, tid: str) -> None:
    app, acct = "Thunderbird Mail", "r.osei@northbay-arch.com"
    folders0 = ["Inbox", "Drafts", "Sent", "Archive", "Junk", "Trash"]
    msgs: list[dict[str, object]] = [
        {"subj": "Site visit photos – Harbor Street", "from": "Lena Fischer", "date": "8:05 AM", "unread": True, "k": 7},
        {"subj": "RE: Permit drawings rev C", "from": "City Planning Desk", "date": "4/2/24, 4:40 PM", "unread": True, "k": 6},
        {"subj": "Lunch & learn: timber framing", "from": "Events Team", "date": "4/2/24, 10:12 AM", "unread": False, "k": 5},
        {"subj": "Your Adobe invoice", "from": "Adobe", "date": "4/1/24, 7:30 AM", "unread": False, "k": 4},
        {"subj": "Q2 staffing plan", "from": "Dana Whitfield", "date": "3/29/24, 3:05 PM", "unread": False, "k": 3},
        {"subj": "Model files for review", "from": "Tom Becker", "date": "3/28/24, 9:47 AM", "unread": False, "k": 2},
    ]
    trash: list[dict[str, object]] = [{"subj": "Webinar reminder", "from": "Autodesk", "date": "3/25/24, 8:00 AM", "unread": False, "k": 0}]

    def fl() -> list[tuple[str, int]]:
        n = sum(1 for m in msgs if m["unread"])
        return [(f, n if f == "Inbox" else 0) for f in folders0]

    state = desk("Apr 3  09:40", app, tb("Inbox", acct, fl(), msgs, None, []))
    turns = []
    new = [{"subj": "Updated fee proposal – Marina Lofts", "from": "Carla Mendes", "date": "9:38 AM", "unread": True, "k": 9},
           {"subj": "Invitation: Design review @ Thu Apr 4, 2pm", "from": "Dana Whitfield", "date": "9:31 AM", "unread": True, "k": 8}]
    msgs = new + msgs
    turns.append((rk.code("pyautogui.click(140, 87)  # Get Messages"),
                  desk("Apr 3  09:40", app, tb("Inbox", acct, fl(), msgs, None, [], status="2 new messages downloaded from r.osei@northbay-arch.com"))))
    msgs[0]["unread"] = False
    pane = tb_msg("Carla Mendes <c.mendes@mendes-qs.co>", "r.osei@northbay-arch.com", "Updated fee proposal – Marina Lofts", "4/3/24, 9:38 AM",
                  ["Hi Rafael,", "Attached is the revised fee proposal for Marina Lofts. Main changes from the March version:",
                   "• Stage 3 fee reduced from 4.5% to 4.2% of construction value", "• Added a fixed fee of £6,800 for the facade study",
                   "• Payment milestones now monthly instead of per stage", "Happy to talk it through on Thursday after the design review.",
                   "Best, Carla", "1 attachment: Marina_Lofts_fee_proposal_v3.pdf  214 KB"])
    turns.append((rk.code("pyautogui.click(655, 183)"), desk("Apr 3  09:41", app, tb("Inbox", acct, fl(), msgs, 0, pane))))
    asc = list(reversed(msgs))
    turns.append((rk.code("pyautogui.click(1230, 156)  # Date column header"),
                  desk("Apr 3  09:41", app, tb("Inbox", acct, fl(), asc, 7, pane, sort="Date ▲"))))
    by_from = sorted(msgs, key=lambda m: (str(m["from"]), -int(str(m["k"]))))
    sel = by_from.index(msgs[0])
    turns.append((rk.code("pyautogui.click(1020, 156)  # Correspondents column header"),
                  desk("Apr 3  09:42", app, tb("Inbox", acct, fl(), by_from, sel, pane, sort="Correspondents"))))
    gone = next(m for m in msgs if m["subj"] == "Your Adobe invoice")
    msgs.remove(gone)
    trash.insert(0, gone)
    by_from = sorted(msgs, key=lambda m: (str(m["from"]), -int(str(m["k"]))))
    turns.append((rk.code(f"pyautogui.click(655, {183 + 26 * [m['subj'] for m in sorted(msgs + [gone], key=lambda m: (str(m['from']), -int(str(m['k']))))].index('Your Adobe invoice')})\npyautogui.press('delete')"),
                  desk("Apr 3  09:42", app, tb("Inbox", acct, fl(), by_from, None, [], sort="Correspondents"))))
    tfl = [(f, 0) for f in folders0]
    tfl[0] = ("Inbox", sum(1 for m in msgs if m["unread"]))
    turns.append((rk.code("pyautogui.click(200, 289)  # Trash"), desk("Apr 3  09:43", app, tb("Trash", acct, tfl, trash, None, []))))
    turns.append((rk.code("pyautogui.click(200, 159)  # Inbox"), desk("Apr 3  09:43", app, tb("Inbox", acct, fl(), by_from, None, [], sort="Correspondents"))))
    for m in msgs:
        m["unread"] = False
    turns.append((rk.code("pyautogui.hotkey('shift', 'c')  # Mark folder read"), desk("Apr 3  09:44", app, tb("Inbox", acct, fl(), by_from, None, [], sort="Correspondents"))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


# ---------------------------------------------------------------- System Monitor
def sysmon(tab: str, procs: list[tuple[str, str, str, int, str]], search: str | None = None, extra: list[Row] | None = None,
           content: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "System Monitor", "", 300, 120, 1320, 840), r("page-tab", "Processes", "", 760, 126, 110, 34),
            r("page-tab", "Resources", "", 870, 126, 110, 34), r("page-tab", "File Systems", "", 980, 126, 120, 34),
            r("toggle-button", "Search", "", 1500, 126, 34, 34), r("push-button", "Main Menu", "", 1540, 126, 34, 34)]
    if tab == "Processes":
        if search is not None:
            rows.append(r("entry", "Search", search, 760, 170, 400, 32))
        y0 = 210 if search is not None else 170
        for i, h in enumerate(["Process Name", "User", "% CPU", "ID", "Memory"]):
            rows.append(r("column-header", h, h, 304 + [0, 520, 700, 850, 1000][i], y0, [520, 180, 150, 150, 300][i], 28))
        shown = [p for p in procs if search is None or search in p[0]]
        for i, p in enumerate(shown):
            y = y0 + 30 + 28 * i
            rows += [r("table-cell", "Process Name", p[0], 304, y, 520, 28), r("table-cell", "User", p[1], 824, y, 180, 28),
                     r("table-cell", "% CPU", p[2], 1004, y, 150, 28), r("table-cell", "ID", str(p[3]), 1154, y, 150, 28),
                     r("table-cell", "Memory", p[4], 1304, y, 300, 28)]
        rows.append(r("push-button", "End Process", "", 1480, 910, 120, 32))
    return rows + (content or []) + (extra or [])


def t_sysmon(rs: rk.RowSet, tid: str) -> None:
    app = "System Monitor"
    base = [("gnome-shell", "sam", 3.1, 1712, "312.4 MB"), ("Xwayland", "sam", 0.4, 1766, "64.8 MB"),
            ("code", "sam", 1.2, 40318, "221.6 MB"), ("firefox", "sam", 2.6, 22107, "488.0 MB"),
            ("python3", "sam", 38.0, 48213, "96.3 MB"), ("python3", "sam", 0.0, 47750, "21.4 MB"),
            ("gnome-terminal-server", "sam", 0.2, 45011, "38.9 MB"), ("nautilus", "sam", 0.0, 3220, "72.1 MB"),
            ("pipewire", "sam", 0.3, 1520, "9.8 MB"), ("tracker-miner-fs-3", "sam", 0.0, 1608, "26.2 MB"),
            ("gnome-system-monitor", "sam", 1.4, 48390, "41.7 MB"), ("evolution-alarm-notify", "sam", 0.0, 1841, "18.5 MB"),
            ("snap-store", "sam", 0.0, 2033, "144.0 MB"), ("ibus-daemon", "sam", 0.1, 1690, "6.2 MB")]
    cpu = {1712: [3.1, 2.4, 4.0, 2.9], 1766: [0.4, 0.6, 0.3, 0.5], 40318: [1.2, 0.9, 1.6, 1.0], 22107: [2.6, 3.3, 2.1, 2.8],
           48213: [38.0, 41.5, 39.2, 36.7], 47750: [0.0, 0.0, 0.1, 0.0], 45011: [0.2, 0.0, 0.3, 0.1], 3220: [0.0] * 4,
           1520: [0.3, 0.2, 0.3, 0.2], 1608: [0.0] * 4, 48390: [1.4, 1.1, 1.8, 1.3], 1841: [0.0] * 4, 2033: [0.0] * 4,
           1690: [0.1, 0.0, 0.1, 0.0]}

    def procs(step: int, rows: list[tuple[str, str, float, int, str]]) -> list[tuple[str, str, str, int, str]]:
        out = [(p[0], p[1], f"{cpu[p[3]][step] if p[3] in cpu else p[2]:.1f}", p[3], p[4]) for p in rows]
        return sorted(out, key=lambda p: p[0].lower())

    state = desk("Apr 5  13:02", "Terminal", [r("frame", "sam@lab-04: ~/jobs", "", 300, 160, 1100, 700),
                                               r("terminal", "Terminal", "sam@lab-04:~/jobs$ ", 304, 200, 1092, 656)])
    turns = [(rk.code("import subprocess\nsubprocess.Popen(['gnome-system-monitor'])"), desk("Apr 5  13:02", app, sysmon("Processes", procs(0, base))))]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('python')"), desk("Apr 5  13:03", app, sysmon("Processes", procs(1, base), "python"))))
    ctx = [r("menu", "Context menu", "", 600, 270, 260, 320)] + [r("menu-item", m, "", 602, 274 + 28 * i, 256, 26) for i, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Set Affinity", "Stop", "Continue", "End", "Kill"])]
    turns.append((rk.code("pyautogui.click(500, 254, button='right')"), desk("Apr 5  13:03", app, sysmon("Processes", procs(1, base), "python", ctx))))
    al = [r("alert", "", "", 700, 400, 520, 180), r("label", "", "End the selected process “python3” (PID 48213)?", 720, 420, 480, 44),
          r("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 720, 466, 480, 44),
          r("push-button", "Cancel", "", 720, 530, 230, 34), r("push-button", "End Process", "", 970, 530, 230, 34)]
    turns.append((rk.code("pyautogui.click(700, 485)  # End"), desk("Apr 5  13:04", app, sysmon("Processes", procs(2, base), "python", al))))
    base2 = [p for p in base if p[3] != 48213]
    turns.append((rk.code("pyautogui.click(1085, 547)"), desk("Apr 5  13:04", app, sysmon("Processes", procs(2, base2), "python"))))
    base3 = base2 + [("python3", "sam", 12.5, 48877, "31.0 MB")]
    turns.append((rk.code("subprocess.Popen(['python3', '/home/sam/jobs/worker.py', '--queue', 'thumbs'])"),
                  desk("Apr 5  13:05", app, sysmon("Processes", procs(3, base3), "python"))))
    res = [r("label", "", "CPU", 320, 180, 200, 24), r("label", "", "CPU1 41.2%", 320, 420, 140, 20), r("label", "", "CPU2 8.0%", 470, 420, 140, 20),
           r("label", "", "CPU3 5.9%", 620, 420, 140, 20), r("label", "", "CPU4 3.1%", 770, 420, 140, 20),
           r("label", "", "Memory and Swap", 320, 470, 200, 24), r("label", "", "Memory 3.1 GB (40.6%) of 7.7 GB", 320, 700, 300, 20),
           r("label", "", "Cache 2.2 GB", 320, 724, 300, 20), r("label", "", "Swap 0 bytes (0.0%) of 2.0 GB", 700, 700, 300, 20),
           r("label", "", "Network", 320, 760, 200, 24), r("label", "", "Receiving 12.4 KiB/s", 320, 900, 200, 20),
           r("label", "", "Total Received 1.8 GiB", 540, 900, 200, 20), r("label", "", "Sending 3.1 KiB/s", 800, 900, 200, 20),
           r("label", "", "Total Sent 204.6 MiB", 1020, 900, 200, 20)]
    turns.append((rk.code("pyautogui.click(925, 143)"), desk("Apr 5  13:05", app, sysmon("Resources", [], content=res))))
    base4 = base2 + [("python3", "sam", 44.1, 48877, "58.6 MB")]
    turns.append((rk.code("pyautogui.click(815, 143)"), desk("Apr 5  13:06", app, sysmon("Processes", procs(0, base4), "python"))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


def t_calc_named(rs: rk.RowSet, tid: str) -> None:
    app, title = "LibreOffice Calc", "household_budget.ods"
    items = [("Rent", 1200), ("Utilities", 185), ("Groceries", 430), ("Transport", 150), ("Insurance", 210),
             ("Phone", 65), ("Misc", 95)]
    sheets = ["March", "April"]

    def cells(total: int | None) -> dict[str, str]:
        c = {"A1": "Category", "B1": "Amount", "C1": "Paid", "A10": "Total"}
        for i, (k, v) in enumerate(items, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"] = k, str(v), "yes" if i < 6 else "no"
        if total is not None:
            c["B10"] = str(total)
        return c

    s = sum(v for _, v in items)
    state = desk("Apr 8  19:20", app, calc(title, cells(None), 5, 26, "A1", "Category", sheets, 1))
    sel = f"Average: {fmt(s / 7, 2)}; Sum: {fmt(s)}"
    turns = [(rk.code("pyautogui.click(256, 222)\npyautogui.keyDown('shift')\npyautogui.click(256, 336)\npyautogui.keyUp('shift')"),
              desk("Apr 8  19:20", app, calc(title, cells(None), 5, 26, "B2:B8", "1200", sheets, 1, sel)))]
    turns.append((rk.code("pyautogui.click(127, 162)\npyautogui.write('Expenses\\n')"),
                  desk("Apr 8  19:21", app, calc(title, cells(None), 5, 26, "Expenses", "1200", sheets, 1, sel))))
    turns.append((rk.code("pyautogui.click(256, 374)\npyautogui.write('=SUM(Expenses)\\n')"),
                  desk("Apr 8  19:21", app, calc(title, cells(s), 5, 26, "B11", "", sheets, 1))))
    mg = [r("dialog", "Manage Names", "", 600, 240, 720, 520), r("column-header", "Name", "Name", 620, 270, 200, 24),
          r("column-header", "Range or Expression", "Range or Expression", 820, 270, 260, 24),
          r("column-header", "Scope", "Scope", 1080, 270, 220, 24),
          r("table-cell", "Name", "Expenses", 620, 296, 200, 24), r("table-cell", "Range or Expression", "$March.$B$2:$B$8", 820, 296, 260, 24),
          r("table-cell", "Scope", "Document (Global)", 1080, 296, 220, 24),
          r("entry", "Name", "Expenses", 760, 560, 400, 28), r("entry", "Range or formula expression", "$March.$B$2:$B$8", 760, 594, 400, 28),
          r("combo-box", "Scope", "Document (Global)", 760, 628, 400, 28), r("push-button", "Add", "", 620, 680, 80, 30),
          r("push-button", "Delete", "", 706, 680, 80, 30), r("push-button", "Help", "", 620, 720, 80, 30),
          r("push-button", "OK", "", 1140, 720, 80, 30), r("push-button", "Cancel", "", 1226, 720, 80, 30)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'F3')"), desk("Apr 8  19:22", app, calc(title, cells(s), 5, 26, "B11", "", sheets, 1, extra=mg))))
    turns.append((rk.code("pyautogui.click(1180, 735)"), desk("Apr 8  19:22", app, calc(title, cells(s), 5, 26, "B11", "", sheets, 1))))
    items[3] = ("Transport", 175)
    s2 = sum(v for _, v in items)
    turns.append((rk.code("pyautogui.click(256, 279)\npyautogui.write('175\\n')"),
                  desk("Apr 8  19:23", app, calc(title, cells(s2 - 10), 5, 26, "B6", "210", sheets, 1, "Average: 210; Sum: 210"))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=6,
           kind=f"Turn 6 shows B10 =SUM(Expenses) as {s2 - 10} after Transport went from 150 to 175, but the named range B2:B8 now adds up to {s2} (it was {s} at turn 3); the total does not follow the one edit.")


def t_calc_revert(rs: rk.RowSet, tid: str) -> None:
    app, title = "LibreOffice Calc", "gradebook_period3.xlsx"
    studs = [("Aiden Brooks", 92, 85, 88, 90), ("Bella Nguyen", 78, 81, 74, 85), ("Carlos Ortiz", 88, 90, 93, 87),
             ("Dana Kowalski", 96, 72, 79, 91), ("Eli Thompson", 70, 68, 75, 80), ("Fatima Zahra", 99, 94, 97, 96),
             ("Gavin Reed", 83, 77, 81, 84), ("Hana Sato", 90, 88, 86, 92), ("Ivan Petrov", 74, 79, 70, 78),
             ("Julia Moreau", 87, 83, 90, 89)]
    g = [list(x) for x in studs]

    def avg(st: list[object]) -> str:
        return str((Decimal(sum(int(str(v)) for v in st[1:])) / 4).quantize(Decimal("0.1"), ROUND_HALF_UP))

    def grades(rows: list[list[object]]) -> dict[str, str]:
        c = {"A1": "Student", "B1": "Homework", "C1": "Midterm", "D1": "Final", "E1": "Project", "F1": "Average"}
        for i, st in enumerate(rows, 2):
            c[f"A{i}"] = str(st[0])
            for j, col in enumerate("BCDE", 1):
                c[f"{col}{i}"] = str(st[j])
            c[f"F{i}"] = avg(st)
        return c

    sheets = ["Grades", "Attendance"]
    w = {"A": 130}
    state = desk("Apr 9  07:50", app, calc(title, grades(g), 7, 24, "A1", "Student", sheets, 1, widths=w))
    old = [list(x) for x in g]
    turns = [(rk.code("pyautogui.click(480, 280)"), desk("Apr 9  07:50", app, calc(title, grades(g), 7, 24, "D5", "79", sheets, 1, "Average: 79; Sum: 79", widths=w)))]
    g[3][3] = 88
    turns.append((rk.code("pyautogui.write('88\\n')"), desk("Apr 9  07:51", app, calc(title, grades(g), 7, 24, "D6", "75", sheets, 1, "Average: 75; Sum: 75", widths=w))))
    g[5][4] = 91
    turns.append((rk.code("CalcTools.set_cell_value('E7', 91)"), desk("Apr 9  07:51", app, calc(title, grades(g), 7, 24, "D6", "75", sheets, 1, "Average: 75; Sum: 75", widths=w))))
    kf = [r("dialog", "Keep current format", "", 640, 400, 640, 200),
          r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", 660, 430, 600, 40),
          r("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 660, 476, 600, 20),
          r("check-box", "Ask when not saving in ODF or default format", "", 660, 510, 400, 22),
          r("push-button", "Use Excel 2007-365!", "", 900, 560, 180, 30), r("push-button", "Use ODF Format!", "", 1090, 560, 170, 30)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 's')"), desk("Apr 9  07:52", app, calc(title, grades(g), 7, 24, "D6", "75", sheets, 1, "Average: 75; Sum: 75", widths=w, extra=kf))))
    turns.append((rk.code("pyautogui.click(990, 575)"), desk("Apr 9  07:52", app, calc(title, grades(g), 7, 24, "D6", "75", sheets, 1, "Average: 75; Sum: 75", widths=w))))
    att = {"A1": "Student", "B1": "Present", "C1": "Absent", "D1": "Tardy", "E1": "Rate"}
    for i, (st, ab, ta) in enumerate(zip([x[0] for x in studs], [1, 3, 0, 2, 5, 0, 1, 2, 4, 1], [2, 0, 1, 4, 3, 0, 2, 1, 0, 1]), 2):
        att[f"A{i}"], att[f"B{i}"], att[f"C{i}"], att[f"D{i}"] = st, str(62 - ab), str(ab), str(ta)
        att[f"E{i}"] = f"{(62 - ab) / 62:.1%}"
    turns.append((rk.code("CalcTools.switch_active_sheet('Attendance')"), desk("Apr 9  07:53", app, calc(title, att, 7, 24, "A1", "Student", sheets, 2, widths=w))))
    slip = [list(x) for x in g]
    slip[3][3] = old[3][3]
    turns.append((rk.code("CalcTools.switch_active_sheet('Grades')"), desk("Apr 9  07:53", app, calc(title, grades(slip), 7, 24, "D6", "75", sheets, 1, "Average: 75; Sum: 75", widths=w))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=7,
           kind=f"Turn 7 shows Dana Kowalski's Final (D5) back at 79 with the old {avg(old[3])} average, but it was typed as 88 at turn 2 and saved at turn 5; switching sheets does not undo an edit.")


def t_calc_cond(rs: rk.RowSet, tid: str) -> None:
    app, title = "LibreOffice Calc", "inventory_levels.xlsx"
    items = [("Hex bolt M8", "HB-M8-40", 140, 50), ("Washer 8mm", "WS-08", 410, 200), ("Lock nut M8", "LN-M8", 40, 20),
             ("Wood screw 4x30", "WS-430", 18, 60), ("Cable tie 200mm", "CT-200", 75, 100), ("Anchor 6mm", "AN-06", 220, 80),
             ("Hinge 75mm", "HG-75", 9, 12), ("Bracket L 50", "BR-L50", 33, 25), ("Drywall plug", "DP-10", 510, 150),
             ("Threaded rod M8", "TR-M8", 14, 10)]

    def cells() -> dict[str, str]:
        c = {"A1": "Item", "B1": "SKU", "C1": "On hand", "D1": "Reorder at", "E1": "Status"}
        for i, (a, b, q, ro) in enumerate(items, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"], c[f"D{i}"] = a, b, str(q), str(ro)
            c[f"E{i}"] = "Reorder" if q < ro else "OK"
        return c

    w = {"A": 150}
    sheets = ["Stock"]
    state = desk("Apr 10  15:30", app, calc(title, cells(), 6, 22, "A1", "Item", sheets, 1, widths=w))
    q = [x[2] for x in items]
    sel = f"Average: {fmt(sum(q) / len(q), 1)}; Sum: {fmt(sum(q))}"
    turns = [(rk.code("pyautogui.click(400, 222)\npyautogui.keyDown('shift')\npyautogui.click(400, 393)\npyautogui.keyUp('shift')"),
              desk("Apr 10  15:30", app, calc(title, cells(), 6, 22, "C2:C11", "140", sheets, 1, sel, widths=w)))]

    def cond(val: str, style: str) -> list[Row]:
        return [r("dialog", "Conditional Formatting for C2:C11", "", 520, 200, 880, 560), r("label", "", "Condition 1", 540, 230, 200, 22),
                r("combo-box", "Condition type", "Cell value is", 560, 260, 200, 28), r("combo-box", "Operator", "less than", 770, 260, 200, 28),
                r("entry", "Value", val, 980, 260, 200, 28), r("label", "", "Apply Style:", 560, 300, 120, 22),
                r("combo-box", "Apply Style", style, 690, 300, 200, 28), r("label", "", "Example", 900, 300, 200, 40),
                r("push-button", "Add", "", 1300, 240, 80, 30), r("push-button", "Remove", "", 1300, 276, 80, 30),
                r("label", "", "Cell Range", 540, 680, 120, 22), r("entry", "Range", "C2:C11", 680, 680, 300, 28),
                r("push-button", "Help", "", 540, 720, 80, 30), r("push-button", "OK", "", 1220, 720, 80, 30),
                r("push-button", "Cancel", "", 1306, 720, 80, 30)]
    base = calc(title, cells(), 6, 22, "C2:C11", "140", sheets, 1, sel, widths=w)
    turns.append((rk.code("pyautogui.click(320, 68)  # Format\npyautogui.click(380, 560)  # Conditional\npyautogui.click(560, 560)  # Condition..."),
                  desk("Apr 10  15:31", app, base + cond("", "Accent"))))
    turns.append((rk.code("pyautogui.click(1080, 274)\npyautogui.write('25')\npyautogui.click(790, 314)\npyautogui.write('Bad\\n')"),
                  desk("Apr 10  15:32", app, base + cond("25", "Bad"))))
    turns.append((rk.code("pyautogui.click(1260, 735)"), desk("Apr 10  15:32", app, base)))
    items[2] = ("Lock nut M8", "LN-M8", 12, 20)
    turns.append((rk.code("pyautogui.click(400, 260)\npyautogui.write('12\\n')"),
                  desk("Apr 10  15:33", app, calc(title, cells(), 6, 22, "C5", "18", sheets, 1, "Average: 18; Sum: 18", widths=w))))

    def manage(rows: list[tuple[str, str]]) -> list[Row]:
        out = [r("dialog", "Manage Conditional Formatting", "", 600, 280, 640, 420), r("column-header", "Range", "Range", 620, 310, 200, 24),
               r("column-header", "First Condition", "First Condition", 820, 310, 400, 24)]
        for i, (a, b) in enumerate(rows):
            out += [r("table-cell", "Range", a, 620, 336 + 24 * i, 200, 24), r("table-cell", "First Condition", b, 820, 336 + 24 * i, 400, 24)]
        out += [r("push-button", "Add", "", 620, 600, 80, 30), r("push-button", "Edit...", "", 706, 600, 80, 30),
                r("push-button", "Remove", "", 792, 600, 80, 30), r("push-button", "Help", "", 620, 650, 80, 30),
                r("push-button", "OK", "", 1060, 650, 80, 30), r("push-button", "Cancel", "", 1146, 650, 80, 30)]
        return out
    cur = calc(title, cells(), 6, 22, "C5", "18", sheets, 1, "Average: 18; Sum: 18", widths=w)
    turns.append((rk.code("pyautogui.click(320, 68)  # Format\npyautogui.click(380, 560)  # Conditional\npyautogui.click(560, 650)  # Manage..."),
                  desk("Apr 10  15:33", app, cur + manage([("C2:C11", "Cell value is less than 25")]))))
    turns.append((rk.code("pyautogui.click(700, 348)\npyautogui.click(832, 615)  # Remove"), desk("Apr 10  15:34", app, cur + manage([]))))
    turns.append((rk.code("pyautogui.click(1100, 665)"), desk("Apr 10  15:34", app, cur)))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


def wstatus(page: str, words: int, chars: int, modified: bool = False) -> list[str]:
    return [page, f"{fmt(words)} words, {fmt(chars)} characters", "Default Page Style", "English (USA)",
            "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save."]


def t_writer_toc(rs: rk.RowSet, tid: str) -> None:
    app, title = "LibreOffice Writer", "thesis_draft.docx"
    heads = ["Introduction", "Background", "Methods", "Results", "Discussion"]
    pages = [2, 3, 6, 9, 12]
    body = ["Coastal Erosion Monitoring with Low-Cost Lidar", "Introduction",
            "Sandy coastlines along the Baltic retreat by up to 1.2 m per year, yet most municipalities survey them only once a decade. This thesis asks whether consumer-grade lidar sensors mounted on poles can fill that gap.",
            "Background",
            "Terrestrial laser scanning has been used for dune monitoring since the early 2000s, but survey-grade scanners cost upward of €40,000 and need trained operators.",
            "Methods",
            "Three stations were installed at Rewal, Pobierowo and Dziwnówek between May and October 2023, each logging a profile every 30 minutes.",
            "Results", "Over 154 days the stations recorded 21,870 profiles; 6.4% were discarded because of rain or sea spray on the sensor window.",
            "Discussion", "The sensors resolved changes of about 3 cm in the dune toe, enough to capture individual storm events but not seasonal grain-size shifts."]
    words, chars = 3912, 24388
    state = desk("Apr 11  16:05", app, writer(title, "Default Paragraph Style", body, wstatus("Page 1 of 14", words, chars)))
    turns = [(rk.code("pyautogui.click(700, 465)\npyautogui.click(160, 126)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Heading 1\\n')"),
              desk("Apr 11  16:05", app, writer(title, "Heading 1", body, wstatus("Page 1 of 14", words, chars, True))))]
    dlg = [r("dialog", "Table of Contents, Index or Bibliography", "", 440, 160, 1040, 720),
           r("page-tab", "Type", "", 460, 190, 70, 28), r("page-tab", "Entries", "", 530, 190, 80, 28), r("page-tab", "Styles", "", 610, 190, 70, 28),
           r("page-tab", "Columns", "", 680, 190, 80, 28), r("page-tab", "Background", "", 760, 190, 100, 28),
           r("entry", "Title", "Table of Contents", 920, 250, 400, 28), r("combo-box", "Type", "Table of Contents", 920, 284, 400, 28),
           r("check-box", "Protected against manual changes", "", 920, 320, 360, 24), r("combo-box", "For", "Entire document", 920, 370, 200, 28),
           r("spin-button", "Evaluate up to level", "10", 1240, 370, 80, 28), r("check-box", "Outline", "", 920, 420, 200, 24),
           r("check-box", "Additional styles", "", 920, 448, 200, 24), r("check-box", "Index marks", "", 920, 476, 200, 24),
           r("push-button", "Help", "", 460, 830, 80, 30), r("push-button", "Reset", "", 550, 830, 80, 30),
           r("push-button", "OK", "", 1300, 830, 80, 30), r("push-button", "Cancel", "", 1386, 830, 80, 30)]
    turns.append((rk.code("pyautogui.click(521, 300)\npyautogui.press('home')\npyautogui.click(270, 68)  # Insert\npyautogui.click(350, 640)  # Table of Contents and Index\npyautogui.click(560, 640)"),
                  desk("Apr 11  16:06", app, writer(title, "Heading 1", body, wstatus("Page 1 of 14", words, chars, True), dlg))))

    def toc(hs: list[str]) -> list[str]:
        return ["Table of Contents"] + [f"{h} {p}" for h, p in zip(hs, pages)]
    t1 = toc(heads)
    w1 = words + sum(len(x.split()) for x in t1)
    c1 = chars + sum(len(x) for x in t1)
    doc1 = body[:1] + t1 + body[1:]
    turns.append((rk.code("pyautogui.click(1340, 845)"), desk("Apr 11  16:06", app, writer(title, "Contents Heading", doc1, wstatus("Page 1 of 14", w1, c1, True)))))
    body2 = [("Methodology" if b == "Methods" else b) for b in body]
    doc2 = body2[:1] + t1 + body2[1:]
    c2 = c1 + 4
    turns.append((rk.code("pyautogui.doubleClick(560, 633)\npyautogui.write('Methodology')"),
                  desk("Apr 11  16:07", app, writer(title, "Heading 1", doc2, wstatus("Page 1 of 14", w1, c2, True)))))
    ctx = [r("menu", "Context menu", "", 600, 330, 240, 180)] + [r("menu-item", m, "", 602, 334 + 26 * i, 236, 24) for i, m in enumerate(
        ["Cut", "Copy", "Paste", "Update Index", "Edit Index", "Delete Index"])]
    turns.append((rk.code("pyautogui.click(560, 346, button='right')"),
                  desk("Apr 11  16:07", app, writer(title, "Contents 1", doc2, wstatus("Page 1 of 14", w1, c2, True), ctx))))
    t2 = toc(["Methodology" if h == "Methods" else h for h in heads])
    doc3 = body2[:1] + t2 + body2[1:]
    c3 = c2 + 4
    turns.append((rk.code("pyautogui.click(660, 425)  # Update Index"),
                  desk("Apr 11  16:08", app, writer(title, "Contents 1", doc3, wstatus("Page 1 of 14", w1, c3, True)))))
    kf = [r("dialog", "Keep current format", "", 640, 400, 640, 200),
          r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007-365”.", 660, 430, 600, 40),
          r("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 660, 476, 600, 20),
          r("check-box", "Ask when not saving in ODF or default format", "", 660, 510, 400, 22),
          r("push-button", "Use Word 2007-365!", "", 900, 560, 180, 30), r("push-button", "Use ODF Format!", "", 1090, 560, 170, 30)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 's')"), desk("Apr 11  16:08", app, writer(title, "Contents 1", doc3, wstatus("Page 1 of 14", w1, c3, True), kf))))
    turns.append((rk.code("pyautogui.click(990, 575)"), desk("Apr 11  16:09", app, writer(title, "Contents 1", doc3, wstatus("Page 1 of 14", w1, c3)))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


def t_writer_track(rs: rk.RowSet, tid: str) -> None:
    app, title = "LibreOffice Writer", "service_agreement_v3.odt"
    p = ["SERVICE AGREEMENT", "between Lindqvist Data AB (“Provider”) and Harrow & Vale Ltd (“Client”)",
         "1. Scope. The Provider will operate and maintain the Client's data warehouse described in Annex A.",
         "2. Term. This Agreement starts on 1 May 2024 and runs for twelve (12) months.",
         "3. Service levels. Availability of 99.5% per calendar month, measured as set out in Annex B.",
         "4. Fees. The monthly fee is SEK 48,000, excluding VAT.",
         "4.2 Payment terms. Invoices are payable within 30 days of receipt.",
         "5. Termination.",
         "5.1 Either party may terminate this Agreement for material breach not remedied within 15 days.",
         "6. Governing law. Swedish law applies; disputes go to the Stockholm District Court."]
    words, chars = 1804, 11237
    state = desk("Apr 11  10:12", app, writer(title, "Default Paragraph Style", p, wstatus("Page 1 of 6", words, chars)))
    em = [r("menu", "Edit", "", 134, 70, 300, 520)] + [r("menu-item", m, "", 136, 74 + 26 * i, 296, 24) for i, m in enumerate(
        ["Undo", "Redo", "Repeat", "Cut", "Copy", "Paste", "Paste Special", "Select All", "Selection Mode", "Find & Replace...",
         "Go to Page...", "Track Changes", "Hyperlink", "Footnote or Endnote...", "Index Entry...", "Bibliography Entry...", "Fields..."])]
    sub = [r("menu", "Track Changes", "", 436, 360, 300, 300)] + [r("menu-item", m, "", 438, 364 + 26 * i, 296, 24) for i, m in enumerate(
        ["Record Changes", "Show Track Changes", "Previous Change", "Next Change", "Accept Change", "Reject Change", "Accept All",
         "Reject All", "Manage...", "Compare Document..."])]
    turns = [(rk.code("pyautogui.click(165, 68)  # Edit\npyautogui.click(260, 372)  # Track Changes"),
              desk("Apr 11  10:13", app, writer(title, "Default Paragraph Style", p, wstatus("Page 1 of 6", words, chars), em + sub)))]
    turns.append((rk.code("pyautogui.click(520, 376)  # Record Changes"),
                  desk("Apr 11  10:13", app, writer(title, "Default Paragraph Style", p, wstatus("Page 1 of 6", words, chars)))))
    p2 = list(p)
    p2[6] = "4.2 Payment terms. Invoices are payable within 3045 days of receipt."
    turns.append((rk.code("pyautogui.doubleClick(1052, 470)\npyautogui.write('45')"),
                  desk("Apr 11  10:14", app, writer(title, "Default Paragraph Style", p2, wstatus("Page 1 of 6", words, chars, True)))))
    ins = " Either party may also terminate for convenience with 60 days' written notice."
    p3 = list(p2)
    p3[8] = p3[8] + ins
    w3, c3 = words + len(ins.split()), chars + len(ins)
    turns.append((rk.code("pyautogui.click(1398, 542)\npyautogui.press('end')\npyautogui.write(\" Either party may also terminate for convenience with 60 days' written notice.\")"),
                  desk("Apr 11  10:15", app, writer(title, "Default Paragraph Style", p3, wstatus("Page 1 of 6", w3, c3, True)))))

    def mgr(entries: list[tuple[str, str]], sel: int | None = None) -> list[Row]:
        out = [r("dialog", "Manage Changes", "", 560, 220, 800, 560), r("page-tab", "List", "", 580, 250, 60, 28),
               r("page-tab", "Filter", "", 640, 250, 60, 28)]
        for i, h in enumerate(["Action", "Author", "Date", "Comment"]):
            out.append(r("column-header", h, h, 580 + 180 * i, 290, 180, 24))
        for i, (act, date) in enumerate(entries):
            y = 316 + 24 * i
            out += [r("table-cell", "Action", act, 580, y, 180, 24), r("table-cell", "Author", "Alex Kim", 760, y, 180, 24),
                    r("table-cell", "Date", date, 940, y, 180, 24), r("table-cell", "Comment", "", 1120, y, 220, 24)]
        out += [r("push-button", "Accept", "", 580, 720, 90, 30), r("push-button", "Reject", "", 676, 720, 90, 30),
                r("push-button", "Accept All", "", 772, 720, 100, 30), r("push-button", "Reject All", "", 878, 720, 100, 30),
                r("push-button", "Undo", "", 984, 720, 80, 30), r("push-button", "Help", "", 1150, 720, 80, 30),
                r("push-button", "Close", "", 1250, 720, 90, 30)]
        if sel is not None:
            out.append(r("label", "", f"{sel} of {len(entries)} selected", 580, 690, 200, 20))
        return out
    ch = [("Deletion", "04/11/2024 10:14"), ("Insertion", "04/11/2024 10:14"), ("Insertion", "04/11/2024 10:15")]
    turns.append((rk.code("pyautogui.click(165, 68)  # Edit\npyautogui.click(260, 372)  # Track Changes\npyautogui.click(520, 584)  # Manage..."),
                  desk("Apr 11  10:16", app, writer(title, "Default Paragraph Style", p3, wstatus("Page 1 of 6", w3, c3, True), mgr(ch)))))
    p4 = list(p3)
    p4[6] = "4.2 Payment terms. Invoices are payable within 45 days of receipt."
    slip = [("Insertion", "04/10/2024 10:14"), ("Insertion", "04/11/2024 10:15")]
    turns.append((rk.code("pyautogui.click(670, 328)\npyautogui.click(625, 735)  # Accept"),
                  desk("Apr 11  10:16", app, writer(title, "Default Paragraph Style", p4, wstatus("Page 1 of 6", w3, c3, True), mgr(slip)))))
    turns.append((rk.code("pyautogui.click(1295, 735)  # Close"),
                  desk("Apr 11  10:17", app, writer(title, "Default Paragraph Style", p4, wstatus("Page 1 of 6", w3, c3, True)))))
    turns.append((rk.code("pyautogui.hotkey('ctrl', 's')"),
                  desk("Apr 11  10:17", app, writer(title, "Default Paragraph Style", p4, wstatus("Page 1 of 6", w3, c3)))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=6,
           kind="Turn 6's Manage Changes list dates the remaining '30'→'45' insertion 04/10/2024 10:14, but turn 5 listed it as 04/11/2024 10:14 (the edit was made at turn 3 on Apr 11); accepting the deletion does not re-date the other change.")


def t_tb_list(rs: rk.RowSet, tid: str) -> None:
    app = "Thunderbird Mail"
    contacts = {"Ana Ruiz": "ana.ruiz@posteo.de", "Ben Okafor": "ben.okafor@gmail.com", "Chloe Martin": "chloe.m@outlook.com",
                "Dmitri Volkov": "dvolkov@proton.me", "Gustav Lind": "gustav.lind@lindqvist.se", "Hannah Weiss": "h.weiss@web.de",
                "Jonas Berg": "jonas.berg@icloud.com", "Mia Hoffmann": "mia.hoffmann@gmx.net"}
    members = ["Ana Ruiz", "Ben Okafor", "Chloe Martin", "Dmitri Volkov"]

    def ab(view: str, rows_: list[tuple[str, str]], card: list[Row] | None = None, extra: list[Row] | None = None) -> list[Row]:
        out = [r("frame", "Address Book - Mozilla Thunderbird", "", 70, 27, 1850, 1053), r("page-tab", "Inbox", "", 74, 30, 200, 34),
               r("page-tab", "Address Book", "", 276, 30, 200, 34), r("push-button", "New Address Book", "", 80, 72, 160, 30),
               r("push-button", "New Contact", "", 244, 72, 120, 30), r("push-button", "New List", "", 368, 72, 100, 30),
               r("push-button", "Import", "", 472, 72, 80, 30), r("entry", "Search", "", 620, 72, 400, 30),
               r("tree-item", "All Address Books", "", 80, 120, 280, 28), r("tree-item", "Personal Address Book", "", 80, 148, 280, 28),
               r("tree-item", "Book Club", "", 100, 176, 260, 28), r("tree-item", "Collected Addresses", "", 80, 204, 280, 28),
               r("label", "", view, 380, 114, 300, 24), r("label", "", f"{len(rows_)} contacts", 700, 114, 140, 24),
               r("column-header", "Name", "Name", 380, 144, 300, 24), r("column-header", "Email", "Email", 680, 144, 320, 24)]
        for i, (n, e) in enumerate(rows_):
            out += [r("table-cell", "Name", n, 380, 170 + 28 * i, 300, 28), r("table-cell", "Email", e, 680, 170 + 28 * i, 320, 28)]
        return out + (card or []) + (extra or [])

    def everyone() -> list[tuple[str, str]]:
        return [(n, contacts[n]) for n in sorted(contacts)]

    def club(ms: list[str]) -> list[Row]:
        return [r("heading", "", "Book Club", 1080, 170, 400, 30), r("label", "", "Mailing list", 1080, 204, 200, 20),
                r("push-button", "Edit", "", 1780, 170, 80, 30), r("label", "", "Members", 1080, 250, 200, 22)] + [
            r("list-item", f"{m} <{contacts[m]}>", "", 1080, 278 + 26 * i, 700, 26) for i, m in enumerate(ms)]

    state = desk("Apr 12  20:10", app, tb("Inbox", "ana.ruiz@posteo.de", [("Inbox", 0), ("Drafts", 0), ("Sent", 0), ("Trash", 0)], [
        {"subj": "Next book: ‘Klara and the Sun’?", "from": "Chloe Martin", "date": "7:44 PM", "unread": False},
        {"subj": "Your Deutsche Bahn booking", "from": "DB Vertrieb", "date": "4/11/24, 2:12 PM", "unread": False},
        {"subj": "Book club – venue for May", "from": "Ben Okafor", "date": "4/10/24, 9:03 PM", "unread": False}], None, []))
    turns = [(rk.code("pyautogui.hotkey('ctrl', 'shift', 'b')"), desk("Apr 12  20:10", app, ab("All Address Books", everyone())))]
    turns.append((rk.code("pyautogui.click(220, 190)"), desk("Apr 12  20:10", app, ab("Book Club", [(m, contacts[m]) for m in members], club(members)))))

    def edit(ms: list[str], typed: str = "") -> list[Row]:
        out = [r("dialog", "Mailing List", "", 660, 200, 600, 560), r("entry", "List Name", "Book Club", 800, 230, 420, 28),
               r("entry", "List Nickname", "", 800, 264, 420, 28), r("entry", "Description", "Monthly reading group", 800, 298, 420, 28),
               r("label", "", "Type email addresses to add them to the mailing list:", 680, 340, 500, 20)]
        for i, m in enumerate(ms):
            out.append(r("entry", "", f"{m} <{contacts[m]}>", 700, 370 + 30 * i, 520, 28))
        out.append(r("entry", "", typed, 700, 370 + 30 * len(ms), 520, 28))
        out += [r("push-button", "OK", "", 1060, 720, 80, 30), r("push-button", "Cancel", "", 1146, 720, 90, 30)]
        return out
    cur = ab("Book Club", [(m, contacts[m]) for m in members], club(members))
    turns.append((rk.code("pyautogui.click(1820, 185)"), desk("Apr 12  20:11", app, cur + edit(members))))
    typed = "Elena Park <elena.park@posteo.de>"
    turns.append((rk.code(f"pyautogui.click(960, 504)\npyautogui.write('{typed}')"), desk("Apr 12  20:11", app, cur + edit(members, typed))))
    contacts["Elena Park"] = "elena.park@posteo.de"
    members = members + ["Elena Park"]
    turns.append((rk.code("pyautogui.click(1100, 735)"), desk("Apr 12  20:12", app, ab("Book Club", [(m, contacts[m]) for m in members], club(members)))))
    turns.append((rk.code("pyautogui.click(220, 134)"), desk("Apr 12  20:12", app, ab("All Address Books", everyone()))))
    card = [r("heading", "", "Ben Okafor", 1080, 170, 400, 30), r("label", "", "ben.okafor@gmail.com", 1080, 204, 400, 20),
            r("push-button", "Edit", "", 1780, 170, 80, 30), r("label", "Email", "ben.okafor@gmail.com", 1080, 260, 500, 22),
            r("label", "Phone", "+49 176 5550 1382", 1080, 290, 500, 22), r("label", "Birthday", "September 3", 1080, 320, 500, 22),
            r("label", "Notes", "Hosts in even months", 1080, 350, 500, 22)]
    turns.append((rk.code("pyautogui.click(530, 212)"), desk("Apr 12  20:13", app, ab("All Address Books", everyone(), card))))
    slip = ["Ana Ruiz", "Ben Okafor", "Chloe Martin", "Elena Park"]
    turns.append((rk.code("pyautogui.click(220, 190)"), desk("Apr 12  20:13", app, ab("Book Club", [(m, contacts[m]) for m in slip], club(slip)))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=8,
           kind="Turn 8 shows the Book Club list with Ana, Ben, Chloe and Elena only: Dmitri Volkov, a member at turns 2-5, is gone although the agent only added Elena and then viewed contacts.")


# ---------------------------------------------------------------- Chrome
def chrome(tabs: list[str], active: int, url: str, content: list[Row], extra: list[Row] | None = None, star: bool = False) -> list[Row]:
    rows = [r("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    x = 80
    for t in tabs:
        rows += [r("page-tab", t, "", x, 34, 240, 34), r("push-button", "Close", "", x + 214, 42, 20, 20)]
        x += 244
    rows += [r("push-button", "New Tab", "", x + 4, 38, 28, 28), r("push-button", "Back", "", 80, 74, 34, 34),
             r("push-button", "Forward", "", 116, 74, 34, 34), r("push-button", "Reload", "", 152, 74, 34, 34),
             r("entry", "Address and search bar", url, 200, 76, 1500, 30),
             r("push-button", "Edit bookmark for this tab" if star else "Bookmark this tab", "", 1666, 76, 30, 30),
             r("push-button", "Extensions", "", 1720, 74, 34, 34), r("push-button", "Chrome", "", 1880, 74, 34, 34)]
    return rows + content + (extra or [])


def t_chrome_clock(rs: rk.RowSet, tid: str) -> None:
    app = "Google Chrome"
    cities = [("Berlin", 0), ("London", -60), ("New York", -360), ("Los Angeles", -540), ("Tokyo", 420), ("Sydney", 540),
              ("Dubai", 120), ("São Paulo", -300), ("Mumbai", 210), ("Singapore", 360)]

    def wc(hh: int, mm: int, ss: int) -> list[Row]:
        out = [r("heading", "", "The World Clock — Worldwide", 300, 160, 900, 40),
               r("paragraph", "", "Current local time in cities around the world (Berlin: Central European Summer Time).", 300, 210, 1000, 20)]
        base = hh * 60 + mm
        for i, (c, off) in enumerate(cities):
            t = (base + off) % 1440
            day = "Sun" if base + off < 1440 and base + off >= 0 else ("Mon" if base + off >= 1440 else "Sat")
            out += [r("link", c, c, 300 + 500 * (i % 2), 250 + 34 * (i // 2), 200, 30),
                    r("table-cell", "", f"{day} {t // 60:02d}:{t % 60:02d}:{ss:02d}", 520 + 500 * (i % 2), 250 + 34 * (i // 2), 220, 30)]
        out += [r("link", "Time Zone Converter", "Time Zone Converter", 300, 450, 200, 20), r("link", "Meeting Planner", "Meeting Planner", 520, 450, 200, 20)]
        return out
    url1 = "timeanddate.com/worldclock/"
    t1 = "The World Clock — Worldwide"
    state = desk("Apr 14  10:02", app, chrome(["New Tab"], 0, "", [r("entry", "Search Google or type a URL", "", 660, 420, 600, 44)]))
    turns = [(rk.code("pyautogui.click(900, 91)\npyautogui.write('https://www.timeanddate.com/worldclock/\\n')"),
              desk("Apr 14  10:02", app, chrome([t1], 0, url1, wc(10, 2, 41))))]
    t2 = "Python (programming language) - Wikipedia"
    turns.append((rk.code("pyautogui.hotkey('ctrl', 't')"), desk("Apr 14  10:03", app, chrome([t1, "New Tab"], 1, "", [r("entry", "Search Google or type a URL", "", 660, 420, 600, 44)]))))
    wiki = [r("heading", "", "Python (programming language)", 300, 160, 900, 40),
            r("paragraph", "", "From Wikipedia, the free encyclopedia", 300, 206, 600, 20),
            r("paragraph", "", "Python is a high-level, general-purpose programming language. Its design philosophy emphasizes code readability with the use of significant indentation.", 300, 240, 1100, 40),
            r("table-cell", "Paradigm", "Multi-paradigm: object-oriented, procedural (imperative), functional, structured, reflective", 1450, 300, 400, 60),
            r("table-cell", "Designed by", "Guido van Rossum", 1450, 364, 400, 20), r("table-cell", "First appeared", "20 February 1991; 33 years ago", 1450, 388, 400, 20),
            r("table-cell", "Stable release", "3.12.3 / 9 April 2024", 1450, 412, 400, 20), r("table-cell", "Typing discipline", "duck, dynamic, strong", 1450, 436, 400, 20),
            r("link", "Contents", "Contents", 80, 240, 200, 20), r("link", "History", "History", 80, 266, 200, 20),
            r("link", "Design philosophy and features", "Design philosophy and features", 80, 292, 200, 20),
            r("link", "Syntax and semantics", "Syntax and semantics", 80, 318, 200, 20)]
    turns.append((rk.code("pyautogui.write('en.wikipedia.org/wiki/Python_(programming_language)\\n')"),
                  desk("Apr 14  10:03", app, chrome([t1, t2], 1, "en.wikipedia.org/wiki/Python_(programming_language)", wiki))))
    turns.append((rk.code("pyautogui.hotkey('ctrl', '1')"), desk("Apr 14  10:04", app, chrome([t1, t2], 0, url1, wc(10, 4, 7)))))
    turns.append((rk.code("pyautogui.press('f5')"), desk("Apr 14  10:04", app, chrome([t1, t2], 0, url1, wc(10, 4, 52)))))
    bub = [r("dialog", "Bookmark added", "", 1360, 110, 400, 220), r("entry", "Bookmark name", t1, 1380, 160, 360, 28),
           r("combo-box", "Bookmark folder", "Bookmarks bar", 1380, 200, 360, 28), r("push-button", "More…", "", 1380, 280, 80, 30),
           r("push-button", "Remove", "", 1570, 280, 80, 30), r("push-button", "Done", "", 1660, 280, 80, 30)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'd')"), desk("Apr 14  10:05", app, chrome([t1, t2], 0, url1, wc(10, 5, 10), bub, star=True))))
    bar = [r("push-button", t1, "", 80, 112, 220, 26)]
    turns.append((rk.code("pyautogui.click(1700, 295)"), desk("Apr 14  10:05", app, chrome([t1, t2], 0, url1, bar + wc(10, 5, 19), star=True))))
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'w')"),
                  desk("Apr 14  10:05", app, chrome([t2], 0, "en.wikipedia.org/wiki/Python_(programming_language)", [r("push-button", t1, "", 80, 112, 220, 26)] + wiki))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


def t_impress_clock(rs: rk.RowSet, tid: str) -> None:
    app, title = "LibreOffice Impress", "Q3_review.pptx"
    slides = ["Q3 Review", "Agenda", "Revenue by Region", "Pipeline", "Hiring", "Next Steps"]

    def body(i: int, t: str, pts: list[str], bg: str = "") -> list[Row]:
        out = [r("panel", f"Slide {i}", "", 320, 140, 1280, 720), r("paragraph", "PresentationTitle", t, 420, 200, 1080, 80)]
        out += [r("paragraph", "PresentationOutliner", p, 440, 320 + 50 * k, 1040, 40) for k, p in enumerate(pts)]
        if bg:
            out.append(r("label", "Background", bg, 320, 140, 0, 0))
        return out
    rev = ["EMEA: €4.1M (+9% QoQ)", "Americas: €6.8M (+4% QoQ)", "APAC: €2.3M (+15% QoQ)", "Total: €13.2M"]
    state = desk("Apr 15  14:20", app, impress(title, slides, 1, body(1, "Q3 Review", ["Commercial team", "15 October 2024"])))
    turns = [(rk.code("ImpressTools.go_to_slide(3)"), desk("Apr 15  14:21", app, impress(title, slides, 3, body(3, "Revenue by Region", rev))))]
    slides2 = slides[:3] + ["Revenue by Region"] + slides[3:]
    turns.append((rk.code("ImpressTools.duplicate_slide(3)"), desk("Apr 15  14:21", app, impress(title, slides2, 4, body(4, "Revenue by Region", rev), saved=False))))
    slides3 = slides[:3] + ["Revenue by Segment"] + slides[3:]
    turns.append((rk.code("ImpressTools.write_text('Revenue by Segment', page_index=3, box_index=0)"),
                  desk("Apr 15  14:22", app, impress(title, slides3, 4, body(4, "Revenue by Segment", rev), saved=False))))
    turns.append((rk.code("ImpressTools.set_slide_background(slide_index=3, color='#1F3B5C')"),
                  desk("Apr 15  14:23", app, impress(title, slides3, 4, body(4, "Revenue by Segment", rev, "#1F3B5C"), saved=False))))
    turns.append((rk.code("ImpressTools.go_to_slide(1)"),
                  desk("Apr 15  14:24", app, impress(title, slides3, 1, body(1, "Q3 Review", ["Commercial team", "15 October 2024"]), saved=False))))
    kf = [r("dialog", "Keep current format", "", 640, 400, 640, 200),
          r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint 2007-365”.", 660, 430, 600, 40),
          r("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 660, 476, 600, 20),
          r("push-button", "Use PowerPoint 2007-365!", "", 880, 560, 200, 30), r("push-button", "Use ODF Format!", "", 1090, 560, 170, 30)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 's')"),
                  desk("Apr 15  14:22", app, impress(title, slides3, 1, body(1, "Q3 Review", ["Commercial team", "15 October 2024"]), kf, saved=False))))
    turns.append((rk.code("pyautogui.click(980, 575)"),
                  desk("Apr 15  14:25", app, impress(title, slides3, 1, body(1, "Q3 Review", ["Commercial team", "15 October 2024"])))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=6,
           kind="Turn 6's top-bar clock reads 14:22 although turn 5 already showed 14:24; the clock cannot go backwards between two consecutive actions.")


def t_settings_power(rs: rk.RowSet, tid: str) -> None:
    app = "Settings"

    def power(pct: int, left: str, blank: str, pctshow: bool, extra: list[Row] | None = None) -> list[Row]:
        return settings("Power", [r("label", "", "Battery", 780, 190, 300, 22), r("progress-bar", "Battery", f"{pct}%", 780, 220, 640, 20),
                                  r("label", "", f"{left} until empty ({pct}%)", 780, 246, 400, 20),
                                  r("label", "", "Power Mode", 780, 290, 300, 22), r("radio-button", "Performance", "", 780, 320, 640, 40),
                                  r("radio-button", "Balanced", "", 780, 360, 640, 40), r("radio-button", "Power Saver", "", 780, 400, 640, 40),
                                  r("label", "", "Power Saving Options", 780, 460, 300, 22), r("toggle-button", "Dim Screen", "ON", 1360, 490, 48, 26),
                                  r("combo-box", "Screen Blank", blank, 780, 530, 640, 46),
                                  r("toggle-button", "Automatic Power Saver", "ON", 1360, 590, 48, 26),
                                  r("label", "", "Suspend & Power Button", 780, 640, 300, 22),
                                  r("combo-box", "Power Button Behavior", "Suspend", 780, 670, 640, 46),
                                  r("toggle-button", "Show Battery Percentage", "ON" if pctshow else "OFF", 1360, 730, 48, 26),
                                  r("label", "Automatic Suspend", "When on battery power", 780, 770, 640, 46)], extra)
    state = desk("Apr 16  13:40", app, power(64, "3:12", "5 minutes", False))
    pop = [r("menu", "Screen Blank", "", 1100, 430, 300, 300)] + [r("menu-item", m, "", 1102, 434 + 32 * i, 296, 30) for i, m in enumerate(
        ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"])]
    turns = [(rk.code("pyautogui.click(1100, 553)"), desk("Apr 16  13:40", app, power(64, "3:12", "5 minutes", False, pop)))]
    turns.append((rk.code("pyautogui.click(1250, 641)"), desk("Apr 16  13:41", app, power(64, "3:10", "10 minutes", False))))

    def disp(rate: str, extra: list[Row] | None = None) -> list[Row]:
        return settings("Displays", [r("page-tab", "Displays", "Displays", 920, 190, 120, 30), r("page-tab", "Night Light", "Night Light", 1040, 190, 120, 30),
                                     r("label", "", "Built-in display", 780, 240, 300, 22), r("combo-box", "Orientation", "Landscape", 780, 280, 640, 46),
                                     r("combo-box", "Resolution", "1920 × 1080 (16∶9)", 780, 326, 640, 46),
                                     r("combo-box", "Refresh Rate", rate, 780, 372, 640, 46), r("label", "Scale", "100%", 780, 418, 640, 46),
                                     r("toggle-button", "Fractional Scaling", "OFF", 1360, 470, 48, 26)], extra)
    turns.append((rk.code("pyautogui.click(570, 581)"), desk("Apr 16  13:41", app, disp("60.00 Hz"))))
    rp = [r("menu", "Refresh Rate", "", 1100, 400, 240, 110)] + [r("menu-item", m, "", 1102, 404 + 32 * i, 236, 30) for i, m in enumerate(["60.00 Hz", "59.94 Hz", "48.00 Hz"])]
    turns.append((rk.code("pyautogui.click(1100, 395)"), desk("Apr 16  13:42", app, disp("60.00 Hz", rp))))
    applyb = [r("push-button", "Cancel", "", 440, 146, 80, 34), r("push-button", "Apply", "", 1400, 146, 80, 34)]
    turns.append((rk.code("pyautogui.click(1200, 451)"), desk("Apr 16  13:42", app, disp("59.94 Hz", applyb))))
    keep = [r("alert", "", "", 700, 400, 520, 180), r("label", "", "Keep Display Settings?", 720, 420, 480, 24),
            r("label", "", "Settings changes will revert in 20 seconds", 720, 456, 480, 20),
            r("push-button", "Revert Settings", "", 720, 530, 230, 34), r("push-button", "Keep Changes", "", 970, 530, 230, 34)]
    turns.append((rk.code("pyautogui.click(1440, 163)"), desk("Apr 16  13:42", app, disp("59.94 Hz", keep))))
    keep2 = list(keep)
    keep2[2] = r("label", "", "Settings changes will revert in 14 seconds", 720, 456, 480, 20)
    turns.append((rk.code("import time\ntime.sleep(6)"), desk("Apr 16  13:43", app, disp("59.94 Hz", keep2))))
    turns.append((rk.code("pyautogui.click(1085, 547)"), desk("Apr 16  13:43", app, disp("59.94 Hz"))))
    turns.append((rk.code("pyautogui.click(570, 552)"), desk("Apr 16  13:44", app, power(62, "2:58", "10 minutes", False))))
    turns.append((rk.code("pyautogui.click(1384, 743)"), desk("Apr 16  13:44", app, power(62, "2:58", "10 minutes", True))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


def evince(page: int, total: int, zoom: str, content: list[Row], extra: list[Row] | None = None, search: str | None = None) -> list[Row]:
    rows = [r("frame", "annual_report_2023.pdf", "", 200, 60, 1520, 980), r("toggle-button", "Side pane", "", 206, 66, 34, 34),
            r("entry", "Select page", str(page), 250, 68, 60, 30), r("label", "", f"({page} of {total})", 314, 72, 80, 22),
            r("push-button", "Search", "", 1440, 66, 34, 34), r("combo-box", "Zoom", zoom, 1480, 68, 110, 30),
            r("push-button", "File options", "", 1600, 66, 34, 34), r("push-button", "Main Menu", "", 1640, 66, 34, 34)]
    if search is not None:
        rows += [r("entry", "Search", search, 600, 110, 500, 30), r("push-button", "Find previous occurrence of the search string", "", 1106, 110, 30, 30),
                 r("push-button", "Find next occurrence of the search string", "", 1140, 110, 30, 30)]
    rows.append(r("document-frame", "", "", 210, 150, 1500, 880))
    return rows + content + (extra or [])


def t_evince(rs: rk.RowSet, tid: str) -> None:
    app = "Document Viewer"

    def p4(op: str) -> list[Row]:
        lines = ["4  Financial highlights", "Revenue grew 12.4% to €48.7 million, driven by the Nordic retail segment and the first full year of the",
                 "Lodz distribution centre. Gross margin improved to 41.3% (2022: 39.8%).",
                 "Key figures (€ million)            2023      2022", "Revenue                             48.7      43.3",
                 "Gross profit                        20.1      17.2", f"Operating profit (EBIT)             {op}       4.9",
                 "EBITDA                               9.4       7.8", "Net profit                           4.3       3.5",
                 "Cash flow from operations            7.9       6.1", "Net debt                            11.2      14.6",
                 "Employees (FTE, year-end)             412       377",
                 "The Board proposes a dividend of €0.38 per share (2022: €0.30)."]
        return [r("paragraph", "", ln, 420, 200 + 34 * i, 1080, 26) for i, ln in enumerate(lines)]
    p7 = ["7  Profitability", "EBITDA rose to €9.4 million (2022: €7.8 million), an EBITDA margin of 19.3%.",
          "Depreciation increased with the Lodz site coming on stream; EBIT came to €6.2 million.",
          "Personnel costs were €18.9 million, 39% of revenue.", "Financial items were −€0.6 million, mainly interest on the term loan.",
          "Figure 3: EBITDA and EBIT by quarter, 2022–2023"]
    page7 = [r("paragraph", "", ln, 420, 200 + 34 * i, 1080, 26) for i, ln in enumerate(p7)]
    cover = [r("paragraph", "", "Annual Report 2023", 600, 400, 700, 60), r("paragraph", "", "Nordvik Logistics Group AB (publ)", 600, 480, 700, 30)]
    state = desk("Apr 17  11:05", app, evince(1, 24, "Fit Width", cover))
    turns = [(rk.code("pyautogui.tripleClick(280, 83)\npyautogui.write('4\\n')"), desk("Apr 17  11:05", app, evince(4, 24, "Fit Width", p4("6.2"))))]
    res = [r("label", "", "3 results", 1180, 116, 100, 20)]
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('EBITDA')"), desk("Apr 17  11:06", app, evince(4, 24, "Fit Width", p4("6.2"), res, "EBITDA"))))
    turns.append((rk.code("pyautogui.click(1155, 125)  # Find next"), desk("Apr 17  11:06", app, evince(7, 24, "Fit Width", page7, res, "EBITDA"))))
    turns.append((rk.code("pyautogui.hotkey('ctrl', 'plus')"), desk("Apr 17  11:07", app, evince(7, 24, "125%", page7, res, "EBITDA"))))
    turns.append((rk.code("pyautogui.press('escape')\npyautogui.tripleClick(280, 83)\npyautogui.write('4\\n')"), desk("Apr 17  11:07", app, evince(4, 24, "125%", p4("6.8")))))
    props = [r("dialog", "Properties", "", 700, 240, 520, 560), r("page-tab", "General", "", 720, 270, 80, 28), r("page-tab", "Fonts", "", 800, 270, 70, 28),
             r("label", "Title", "Annual Report 2023", 860, 320, 340, 22), r("label", "Location", "/home/ines/Documents/annual_report_2023.pdf", 860, 348, 340, 40),
             r("label", "Author", "Nordvik Logistics Group AB", 860, 396, 340, 22), r("label", "Creator", "Adobe InDesign 18.5 (Windows)", 860, 424, 340, 22),
             r("label", "Producer", "Adobe PDF Library 17.0", 860, 452, 340, 22), r("label", "Created", "Thu 14 Mar 2024 09:31:07", 860, 480, 340, 22),
             r("label", "Modified", "Thu 14 Mar 2024 09:33:52", 860, 508, 340, 22), r("label", "Number of Pages", "24", 860, 536, 340, 22),
             r("label", "Format", "PDF-1.7", 860, 564, 340, 22), r("label", "Paper Size", "A4, Portrait (210 × 297 mm)", 860, 592, 340, 22),
             r("label", "Size", "6.1 MB", 860, 620, 340, 22), r("push-button", "Close", "", 1120, 760, 80, 30)]
    turns.append((rk.code("pyautogui.hotkey('alt', 'Return')"), desk("Apr 17  11:08", app, evince(4, 24, "125%", [r("paragraph", "", "4  Financial highlights", 420, 200, 1080, 26)], props))))
    rs.add(TASK, tid, SYSTEM, turns, state=state, bad=True, turn=5,
           kind="Turn 5 re-reads page 4 of the PDF and its key-figures table gives 2023 Operating profit (EBIT) as 6.8, while turn 1 showed 6.2 on the same page (and page 7 says EBIT €6.2 million); a PDF's text does not change.")


def t_impress_reorder(rs: rk.RowSet, tid: str) -> None:
    app, title = "LibreOffice Impress", "product_launch.odp"
    slides = ["Aurora Smart Lamp", "Why Aurora", "Roadmap", "Pricing", "Launch Plan"]
    bodies = {"Aurora Smart Lamp": ["Launch briefing", "Product marketing · May 2024"],
              "Why Aurora": ["Adaptive colour temperature", "Works offline, no cloud account", "7-year warranty"],
              "Roadmap": ["Q2: EU launch", "Q3: US launch", "Q4: app integrations"],
              "Roadmap (2025)": ["Q2: EU launch", "Q3: US launch", "Q4: app integrations"],
              "Pricing": ["Aurora Mini €79", "Aurora €129", "Aurora Pro €189"],
              "Launch Plan": ["Press embargo lifts 3 June", "Retail partners: 4 chains", "Paid social from 5 June"]}

    def body(t: str, i: int) -> list[Row]:
        return [r("panel", f"Slide {i}", "", 320, 140, 1280, 720), r("paragraph", "PresentationTitle", t, 420, 200, 1080, 80)] + [
            r("paragraph", "PresentationOutliner", p, 440, 320 + 50 * k, 1040, 40) for k, p in enumerate(bodies[t])]
    state = desk("Apr 18  09:00", app, impress(title, slides, 1, body(slides[0], 1)))
    s2 = slides[:3] + ["Roadmap"] + slides[3:]
    turns = [(rk.code("ImpressTools.duplicate_slide(3)"), desk("Apr 18  09:00", app, impress(title, s2, 4, body("Roadmap", 4), saved=False)))]
    s3 = slides[:3] + ["Roadmap (2025)"] + slides[3:]
    turns.append((rk.code("ImpressTools.write_text('Roadmap (2025)', page_index=3, box_index=0)"), desk("Apr 18  09:01", app, impress(title, s3, 4, body("Roadmap (2025)", 4), saved=False))))
    s4 = slides[:3] + slides[3:] + ["Roadmap (2025)"]
    turns.append((rk.code("pyautogui.moveTo(186, 590)\npyautogui.dragTo(186, 826, duration=0.6)"), desk("Apr 18  09:01", app, impress(title, s4, 6, body("Roadmap (2025)", 6), saved=False))))
    turns.append((rk.code("ImpressTools.go_to_slide(1)"), desk("Apr 18  09:02", app, impress(title, s4, 1, body(s4[0], 1), saved=False))))
    s5 = s4[:-1]
    turns.append((rk.code("pyautogui.click(186, 802)\npyautogui.press('delete')"), desk("Apr 18  09:02", app, impress(title, s5, 5, body(s5[4], 5), saved=False))))
    show = [r("frame", "product_launch.odp - LibreOffice Impress - Presentation", "", 0, 0, 1920, 1080), r("panel", "Slide 5", "", 0, 0, 1920, 1080),
            r("paragraph", "PresentationTitle", "Launch Plan", 160, 90, 1600, 120)] + [
        r("paragraph", "PresentationOutliner", p, 200, 280 + 80 * k, 1520, 60) for k, p in enumerate(bodies["Launch Plan"])]
    turns.append((rk.code("pyautogui.hotkey('shift', 'f5')"), rk.a11y(show)))
    turns.append((rk.code("pyautogui.press('escape')"), desk("Apr 18  09:03", app, impress(title, s5, 5, body(s5[4], 5), saved=False))))
    turns.append((rk.code("ImpressTools.save()"), desk("Apr 18  09:03", app, impress(title, s5, 5, body(s5[4], 5)))))
    rs.add(TASK, tid, SYSTEM, turns, state=state)


ORDER = [("B", t_tb_tracking), ("C", t_calc_pivot), ("B", t_settings_bt), ("C", t_files_docs), ("C", t_tb_newmail),
         ("B", t_gimp_rename), ("B", t_vscode_schemas), ("C", t_sysmon), ("B", t_calc_named), ("C", t_writer_toc),
         ("C", t_chrome_clock), ("B", t_tb_list), ("C", t_vscode_uvicorn), ("B", t_impress_clock), ("B", t_files_trip),
         ("C", t_gimp_layers), ("C", t_settings_power), ("B", t_writer_track), ("C", t_impress_reorder), ("B", t_evince),
         ("B", t_calc_revert), ("C", t_calc_cond)]


def main() -> None:
    rs = rk.RowSet(Path(__file__).parent)
    for i, (_, fn) in enumerate(ORDER, 1):
        fn(rs, f"h67-os-{i:02d}")
    rs.write()


if __name__ == "__main__":
    main()
