# ruff: noqa: E501
"""Held-out set holdout48, domain os: 22 Ubuntu GNOME desktop trajectories (11 with one contradiction).

Each observation is the desktop accessibility table after a Python code block ran (pyautogui, app helper
classes, subprocess). Written blind; run ``python3 -m tests.decoherence.independent.holdout48_parts.os.make``
from the repository root to write ``os_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

FAV = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
       "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def system(task: str) -> str:
    return (OS_SYSTEM + "\n\nYou are a precise desktop world model. Track open windows, files, selections and "
            "application state across turns; keep node order, labels and coordinates stable unless the action "
            "changes them; if the code has no visible effect, return the unchanged tree. The action is a free-form "
            "Python block (pyautogui calls, helper classes such as CalcTools, WriterTools, BrowserTools, VLCTools, "
            "subprocess, os) and the executed code is the authoritative description of what happened.\n\n"
            f"Task instruction: {task}")


def top(app: str | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [("label", "Activities", "Activities", (0, 0), (86, 27))]
    if app:
        rows.append(("menu", app, "", (104, 0), (9 * len(app) + 44, 27)))
    rows += extra or []
    rows.append(("menu", "System", "", (1814, 0), (106, 27)))
    return rows


def dock(*running: str) -> list[Row]:
    names = FAV + list(running) + ["Trash"]
    rows: list[Row] = [("push-button", n, "", (0, 33 + 68 * i), (70, 64)) for i, n in enumerate(names)]
    rows.append(("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    return rows


def desk(*icons: str) -> list[Row]:
    rows: list[Row] = [("label", "Home", "Home", (1833, 1037), (40, 17))]
    for i, name in enumerate(icons, 1):
        rows.append(("label", name, name, (1812, 1037 - 100 * i), (84, 34)))
    return rows


def screen(body: list[Row], clock: str, app: str | None = None, running: tuple[str, ...] = (),
           icons: tuple[str, ...] = (), extra_top: list[Row] | None = None) -> str:
    rows = [(t, n.replace("\n", " "), s if t == "terminal" or n == "Message" else s.replace("\n", " "), p, z)
            for t, n, s, p, z in top(app, extra_top) + body + dock(*running) + desk(*icons)]
    return a11y(rows, clock=clock)


def grid(x0: int, y0: int, rowh: int, cols: list[int], data: list[list[str]], tag: str = "table-cell") -> list[Row]:
    """Table cells row by row; cols are column widths starting at x0."""
    rows: list[Row] = []
    for r, line in enumerate(data):
        x = x0
        for c, text in enumerate(line):
            rows.append((tag, "", text, (x, y0 + r * rowh), (cols[c], rowh)))
            x += cols[c]
    return rows


def stack(x: int, y0: int, step: int, w: int, h: int, items: list[tuple[str, str, str]]) -> list[Row]:
    """Vertically stacked widgets: (tag, name, text)."""
    return [(t, n, s, (x, y0 + i * step), (w, h)) for i, (t, n, s) in enumerate(items)]


def menubar(names: list[str], y: int = 64) -> list[Row]:
    rows: list[Row] = []
    x = 74
    for n in names:
        w = 9 * len(n) + 18
        rows.append(("menu", n, "", (x, y), (w, 24)))
        x += w
    return rows


# ---------------------------------------------------------------- 01
# LibreOffice Calc range into Writer: clean
def t01(rs: RowSet) -> None:
    calc_title = "sales_2024.xlsx - LibreOffice Calc"
    data = [["Region", "Jan", "Feb", "Mar"],
            ["North", "18,420", "19,105", "21,377"],
            ["South", "14,860", "15,212", "16,004"],
            ["East", "22,931", "21,480", "23,615"],
            ["West", "11,245", "12,090", "12,778"],
            ["Total", "67,456", "67,887", "73,774"],
            ["", "", "", ""],
            ["Figures in EUR, net of returns", "", "", ""]]

    def calc(clock: str, namebox: str, inputline: str, status_sel: str, status_sum: str) -> str:
        body: list[Row] = [("frame", calc_title, "", (70, 27), (1850, 1053))]
        body += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"])
        body += [("push-button", n, "", (78 + 34 * i, 92), (30, 30)) for i, n in enumerate(
            ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
             "Undo", "Redo", "Find & Replace", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart"])]
        body += [("combo-box", "Font Name", "Liberation Sans", (78, 126), (160, 26)),
                 ("combo-box", "Font Size", "10 pt", (242, 126), (70, 26)),
                 ("text", "Name Box", namebox, (74, 158), (110, 24)),
                 ("push-button", "Function Wizard", "", (190, 158), (26, 24)),
                 ("push-button", "Select Function", "", (218, 158), (26, 24)),
                 ("text", "Input line", inputline, (276, 158), (1640, 24))]
        body += grid(74, 186, 20, [40, 90, 90, 90, 90, 90], [["", "A", "B", "C", "D", "E"]], tag="column-header")
        for r, line in enumerate(data, 1):
            body.append(("row-header", "", str(r), (74, 186 + 20 * r), (40, 20)))
            body += grid(114, 186 + 20 * r, 20, [90, 90, 90, 90], [line])
        body += [("page-tab-list", "Sheet tabs", "", (170, 1032), (600, 22)),
                 ("page-tab", "Summary", "Summary", (170, 1032), (80, 22)),
                 ("page-tab", "Raw data", "Raw data", (250, 1032), (80, 22)),
                 ("label", "", "Sheet 1 of 2", (74, 1056), (100, 20)),
                 ("label", "", status_sel, (180, 1056), (200, 20)),
                 ("label", "", "Default", (470, 1056), (80, 20)),
                 ("label", "", "English (USA)", (560, 1056), (110, 20)),
                 ("label", "", status_sum, (1180, 1056), (340, 20)),
                 ("label", "", "100%", (1860, 1056), (50, 20))]
        return screen(body, clock, app="LibreOffice Calc")

    head = [("heading", "", "Q1 2024 Sales Report"),
            ("paragraph", "", "Prepared by Finance Operations \u2014 draft for review on 8 April 2024."),
            ("heading", "", "Executive summary"),
            ("paragraph", "", "Revenue grew in each month of the quarter in three of four regions. East remained the largest region; West posted the fastest growth at 13.6% from January to March."),
            ("heading", "", "Regional summary")]
    tail = [("heading", "", "Outlook"),
            ("paragraph", "", "Q2 planning assumes flat pricing and a 4% volume uplift in North and South. Open risks are listed in Appendix B.")]

    def writer(clock: str, style: str, table: bool, words: str, modified: bool, dialog: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "report_q1.docx - LibreOffice Writer", "", (70, 27), (1850, 1053))]
        body += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])
        body += [("push-button", n, "", (78 + 34 * i, 92), (30, 30)) for i, n in enumerate(
            ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
             "Insert Table", "Insert Image", "Insert Chart", "Insert Special Characters", "Insert Comment"])]
        body += [("combo-box", "Paragraph Style", style, (78, 126), (190, 26)),
                 ("combo-box", "Font Name", "Liberation Serif", (272, 126), (160, 26)),
                 ("combo-box", "Font Size", "12 pt", (436, 126), (70, 26)),
                 ("document-text", "", "", (560, 170), (800, 860))]
        y = 230
        for tag, n, t in head:
            h = 48 if tag == "paragraph" and len(t) > 90 else 26
            body.append((tag, n, t, (640, y), (640, h)))
            y += h + 14
        if table:
            body.append(("table", "Table1", "", (640, y), (640, 132)))
            body += grid(640, y, 22, [160, 160, 160, 160], data[:6])
            y += 132 + 4
        body.append(("paragraph", "", "", (640, y), (640, 20)))
        y += 34
        for tag, n, t in tail:
            h = 48 if tag == "paragraph" else 26
            body.append((tag, n, t, (640, y), (640, h)))
            y += h + 14
        body += [("label", "", "Page 1 of 2", (74, 1056), (90, 20)),
                 ("label", "", words, (170, 1056), (230, 20)),
                 ("label", "", "Default Page Style", (420, 1056), (140, 20)),
                 ("label", "", "English (USA)", (570, 1056), (110, 20)),
                 ("label", "Document modified", "The document has been modified. Click to save the document." if modified
                  else "The document has not been modified since the last save.", (1120, 1056), (20, 20)),
                 ("label", "", "100%", (1860, 1056), (50, 20))]
        body += dialog or []
        return screen(body, clock, app="LibreOffice Writer")

    paste_dialog: list[Row] = [
        ("dialog", "Paste Special", "", (760, 340), (420, 380)),
        ("label", "", "Source: LibreOffice 7.3 Spreadsheet", (780, 372), (380, 20)),
        ("label", "", "Selection", (780, 400), (100, 20)),
        ("list", "Selection", "", (780, 424), (380, 220)),
        ("list-item", "", "calc8", (782, 426), (376, 22)),
        ("list-item", "", "GDI metafile", (782, 448), (376, 22)),
        ("list-item", "", "Bitmap", (782, 470), (376, 22)),
        ("list-item", "", "HTML format", (782, 492), (376, 22)),
        ("list-item", "", "Formatted text [RTF]", (782, 514), (376, 22)),
        ("list-item", "", "Formatted text [Richtext]", (782, 536), (376, 22)),
        ("list-item", "", "Unformatted text", (782, 558), (376, 22)),
        ("list-item", "", "DDE link", (782, 580), (376, 22)),
        ("push-button", "Help", "", (780, 676), (80, 30)),
        ("push-button", "OK", "", (990, 676), (80, 30)),
        ("push-button", "Cancel", "", (1080, 676), (80, 30))]
    keep_dialog: list[Row] = [
        ("dialog", "Keep current format", "", (700, 420), (520, 220)),
        ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cWord 2007\u2013365\u201d.", (720, 450), (480, 40)),
        ("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (720, 496), (480, 40)),
        ("check-box", "Ask when not saving in ODF or default format", "", (720, 548), (340, 22)),
        ("push-button", "Use Word 2007-365!", "", (760, 590), (180, 30)),
        ("push-button", "Use ODF Format!", "", (960, 590), (180, 30))]
    sel = "Selected: 6 rows, 4 columns"
    summ = "Average: 27,882.27; Sum: 418,234"
    turns = [
        (code("pyautogui.click(140, 170)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('A1:D6')\npyautogui.press('enter')"),
         calc("Apr 8 10:12", "A1:D6", "Region", sel, summ)),
        (code("pyautogui.hotkey('ctrl', 'c')"),
         calc("Apr 8 10:12", "A1:D6", "Region", sel, summ)),
        (code("pyautogui.click(35, 339)"),
         writer("Apr 8 10:13", "Heading 1", False, "412 words, 2,618 characters", False)),
        (code("pyautogui.click(700, 458)"),
         writer("Apr 8 10:13", "Default Paragraph Style", False, "412 words, 2,618 characters", False)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'v')"),
         writer("Apr 8 10:14", "Default Paragraph Style", False, "412 words, 2,618 characters", False, paste_dialog)),
        (code("pyautogui.click(900, 525)\npyautogui.click(1030, 691)"),
         writer("Apr 8 10:14", "Default Paragraph Style", True, "436 words, 2,746 characters", True)),
        (code("pyautogui.hotkey('ctrl', 's')"),
         writer("Apr 8 10:15", "Default Paragraph Style", True, "436 words, 2,746 characters", True, keep_dialog)),
        (code("pyautogui.click(850, 605)"),
         writer("Apr 8 10:15", "Default Paragraph Style", True, "436 words, 2,746 characters", False)),
    ]
    rs.add(task="os", tid="h48-os-01",
           system=system("Copy the regional totals table A1:D6 from sales_2024.xlsx in Calc into report_q1.docx in Writer, as a table under the 'Regional summary' heading, and save the report in Word format."),
           turns=turns, state=calc("Apr 8 10:12", "A1", "Region", "", "Average: ; Sum: 0"), bad=False)


FILES_SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_sidebar(active: str) -> list[Row]:
    return [("list-item", n, n + (" (current)" if n == active else ""), (74, 120 + 36 * i), (220, 34))
            for i, n in enumerate(FILES_SIDEBAR)]


# ---------------------------------------------------------------- 02
# Thunderbird attachment saved and opened in Files: bad
def t02(rs: RowSet) -> None:
    msgs = [("Invoice INV-2024-0387 for February services", "Marta Kowalski", "09:52"),
            ("Re: Site visit schedule \u2013 Leeds depot", "Tom Hargreaves", "09:17"),
            ("Your March statement is ready", "Northwind Bank", "Yesterday 18:40"),
            ("Weekly metrics digest", "Grafana Alerts", "Yesterday 07:00"),
            ("Pump station P4 \u2013 revised drawings", "Eleanor Voss", "12/03/2024 15:21"),
            ("Invoice INV-2024-0352 for January services", "Marta Kowalski", "09/02/2024 11:04"),
            ("Lunch & learn: pressure testing", "Eleanor Voss", "08/02/2024 16:25"),
            ("Invoice INV-2024-0311 for December services", "Marta Kowalski", "12/01/2024 10:47")]

    def tb(clock: str, opened: bool, extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Inbox - priya.raman@castleford-eng.co.uk - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
                           ("push-button", "Get Messages", "", (80, 40), (120, 30)),
                           ("push-button", "Write", "", (206, 40), (80, 30)),
                           ("push-button", "Tag", "", (292, 40), (60, 30)),
                           ("entry", "Search <Ctrl+K>", "", (700, 40), (520, 30)),
                           ("push-button", "AppMenu", "", (1880, 40), (34, 30)),
                           ("tree", "Folders", "", (74, 80), (240, 960))]
        folders = ["priya.raman@castleford-eng.co.uk", "Inbox (2)" if opened else "Inbox (3)", "Drafts", "Sent",
                   "Archives", "Junk", "Trash", "Local Folders", "Outbox"]
        body += stack(80, 84, 28, 230, 26, [("tree-item", f, f) for f in folders])
        body += [("column-header", "Subject", "", (320, 80), (760, 24)),
                 ("column-header", "Correspondents", "", (1080, 80), (320, 24)),
                 ("column-header", "Date", "", (1400, 80), (180, 24))]
        for i, (subj, who, date) in enumerate(msgs):
            y = 106 + 26 * i
            body += [("table-cell", "", subj, (320, y), (760, 26)), ("table-cell", "", who, (1080, y), (320, 26)),
                     ("table-cell", "", date, (1400, y), (180, 26))]
        body.append(("label", "", "Unread: 2" if opened else "Unread: 3", (1600, 1056), (90, 20)))
        body.append(("label", "", "Total: 8", (1700, 1056), (80, 20)))
        if opened:
            body += [("heading", "", msgs[0][0], (330, 330), (1240, 28)),
                     ("label", "From", "Marta Kowalski <m.kowalski@brightlane-consulting.eu>", (330, 364), (600, 20)),
                     ("label", "To", "Priya Raman <priya.raman@castleford-eng.co.uk>", (330, 388), (600, 20)),
                     ("label", "Date", "14/03/2024, 09:52", (1400, 364), (170, 20)),
                     ("push-button", "Reply", "", (1100, 330), (70, 28)),
                     ("push-button", "Forward", "", (1176, 330), (80, 28)),
                     ("push-button", "Archive", "", (1262, 330), (80, 28)),
                     ("push-button", "Junk", "", (1348, 330), (60, 28)),
                     ("push-button", "Delete", "", (1414, 330), (70, 28)),
                     ("paragraph", "", "Hi Priya,", (330, 430), (1240, 20)),
                     ("paragraph", "", "Please find attached invoice INV-2024-0387 for the February advisory work on the Leeds depot project (18 days at \u00a3270/day).", (330, 462), (1240, 20)),
                     ("paragraph", "", "Payment terms are 30 days from the invoice date. Let me know if you need a PO number added.", (330, 494), (1240, 20)),
                     ("paragraph", "", "Kind regards,", (330, 526), (1240, 20)),
                     ("paragraph", "", "Marta Kowalski \u2014 Brightlane Consulting", (330, 548), (1240, 20)),
                     ("toggle-button", "Toggle display of attachments", "", (330, 980), (24, 24)),
                     ("label", "", "1 attachment: INV-2024-0387.pdf 214 KB", (360, 982), (400, 20)),
                     ("push-button", "Save", "", (1480, 978), (90, 28)),
                     ("list-item", "INV-2024-0387.pdf", "INV-2024-0387.pdf 214 KB", (336, 1010), (240, 26))]
        else:
            body.append(("label", "", "No message selected", (330, 600), (1240, 20)))
        body += extra or []
        return screen(body, clock, app="Thunderbird Mail")

    ctx: list[Row] = stack(340, 1036 - 5 * 28, 28, 200, 26, [
        ("menu-item", "Open", ""), ("menu-item", "Save As\u2026", ""), ("menu-item", "Detach\u2026", ""),
        ("menu-item", "Delete", ""), ("menu-item", "Open Containing Folder", "")])
    ctx.insert(0, ("menu", "", "", (340, 896), (200, 140)))
    downloads = [["quarterly-pack.zip", "12.4 MB", "11 Mar"], ["site-plan-rev3.dwg", "4.7 MB", "6 Mar"],
                 ["timesheet_w10.xlsx", "38.2 kB", "8 Mar"], ["P4_pump_station_GA.pdf", "2.1 MB", "12 Mar"]]
    save_dlg: list[Row] = [("dialog", "Save Attachment", "", (560, 240), (800, 560)),
                           ("push-button", "Cancel", "", (570, 248), (80, 30)),
                           ("push-button", "Save", "", (1270, 248), (80, 30)),
                           ("text", "Name", "INV-2024-0387.pdf", (640, 290), (420, 28)),
                           ("push-button", "user", "", (640, 330), (70, 28)),
                           ("push-button", "Downloads", "", (712, 330), (100, 28))]
    save_dlg += stack(570, 370, 30, 160, 28, [("list-item", n, n) for n in FILES_SIDEBAR])
    save_dlg += [("column-header", "Name", "", (740, 370), (360, 24)), ("column-header", "Size", "", (1100, 370), (100, 24)),
                 ("column-header", "Modified", "", (1200, 370), (150, 24))]
    save_dlg += grid(740, 396, 26, [360, 100, 150], downloads)

    def files(clock: str, size: str, sel: bool, extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Invoices", "", (70, 27), (1850, 1053)),
                           ("push-button", "Back", "", (300, 40), (34, 30)),
                           ("push-button", "Forward", "", (336, 40), (34, 30)),
                           ("push-button", "Home", "", (380, 40), (70, 30)),
                           ("push-button", "Documents", "", (452, 40), (100, 30)),
                           ("push-button", "Invoices", "", (554, 40), (90, 30)),
                           ("push-button", "Search", "", (1740, 40), (34, 30)),
                           ("toggle-button", "View options", "", (1780, 40), (34, 30)),
                           ("push-button", "Main menu", "", (1870, 40), (34, 30))]
        body += files_sidebar("Documents")
        body += [("column-header", "Name", "", (300, 80), (900, 26)), ("column-header", "Size", "", (1200, 80), (140, 26)),
                 ("column-header", "Modified", "", (1340, 80), (200, 26)), ("column-header", "Star", "", (1540, 80), (60, 26))]
        items = [["2023", "14 items", "2 Jan", ""], ["INV-2024-0311.pdf", "198.6 kB", "12 Jan", ""],
                 ["INV-2024-0352.pdf", "203.1 kB", "9 Feb", ""], ["INV-2024-0387.pdf", size, "09:55", ""],
                 ["supplier-list.ods", "16.9 kB", "4 Mar", ""]]
        body += grid(300, 108, 32, [900, 140, 200, 60], items)
        if sel:
            body.append(("label", "", f"\u201cINV-2024-0387.pdf\u201d selected ({size})", (1620, 1040), (290, 30)))
        body += extra or []
        return screen(body, clock, app="Files")

    def props(size: str, nbytes: str) -> list[Row]:
        return [("dialog", "INV-2024-0387.pdf Properties", "", (700, 260), (520, 520)),
                ("page-tab", "Basic", "", (720, 296), (90, 30)), ("page-tab", "Permissions", "", (812, 296), (120, 30)),
                ("page-tab", "Open With", "", (934, 296), (110, 30)),
                ("text", "Name", "INV-2024-0387.pdf", (850, 350), (350, 28)),
                ("label", "Type", "PDF document (application/pdf)", (850, 396), (350, 20)),
                ("label", "Size", f"{size} ({nbytes} bytes)", (850, 426), (350, 20)),
                ("label", "Parent Folder", "/home/user/Documents/Invoices", (850, 456), (350, 20)),
                ("label", "Accessed", "Thu 14 Mar 2024 09:55:12", (850, 500), (350, 20)),
                ("label", "Modified", "Thu 14 Mar 2024 09:55:12", (850, 530), (350, 20)),
                ("label", "Created", "Thu 14 Mar 2024 09:55:12", (850, 560), (350, 20)),
                ("label", "Free space", "61.8 GB", (850, 604), (350, 20)),
                ("push-button", "Close", "", (1180, 266), (30, 26))]

    drift = "231.9 kB"
    evince: list[Row] = [("frame", "Invoice INV-2024-0387", "", (70, 27), (1850, 1053)),
                         ("push-button", "Side pane", "", (80, 38), (34, 30)),
                         ("text", "Select page", "1", (130, 40), (50, 28)),
                         ("label", "", "of 2", (184, 44), (40, 20)),
                         ("push-button", "Search", "", (1650, 38), (34, 30)),
                         ("toggle-button", "Automatic", "Automatic", (1690, 38), (110, 30)),
                         ("push-button", "File options", "", (1806, 38), (34, 30)),
                         ("push-button", "Main menu", "", (1846, 38), (34, 30)),
                         ("document-frame", "", "", (580, 80), (760, 970))]
    evince += stack(640, 130, 30, 640, 24, [
        ("paragraph", "", "BRIGHTLANE CONSULTING LTD"),
        ("paragraph", "", "14 Albion Street, Leeds LS1 6HX \u00b7 VAT GB 318 4472 90"),
        ("heading", "", "INVOICE"),
        ("paragraph", "", "Invoice no. INV-2024-0387"),
        ("paragraph", "", "Invoice date 29/02/2024    Due date 30/03/2024"),
        ("paragraph", "", "Bill to: Castleford Engineering Ltd, Accounts Payable, Unit 7 Wheldon Road, Castleford WF10 2SD"),
        ("paragraph", "", "Description    Qty    Rate    Amount"),
        ("paragraph", "", "Advisory services \u2013 Leeds depot, February 2024    18 days    \u00a3270.00    \u00a34,860.00"),
        ("paragraph", "", "Subtotal    \u00a34,860.00"),
        ("paragraph", "", "VAT 20%    \u00a3972.00"),
        ("paragraph", "", "Total due    \u00a35,832.00"),
        ("paragraph", "", "Bank: Northwind Bank plc \u00b7 Sort code 40-11-62 \u00b7 Account 31847725")])
    turns = [
        (code("pyautogui.click(700, 119)"), tb("Mar 14 09:53", True)),
        (code("pyautogui.rightClick(450, 1022)"), tb("Mar 14 09:53", True, ctx)),
        (code("pyautogui.click(420, 936)"), tb("Mar 14 09:54", True, save_dlg)),
        (code("pyautogui.tripleClick(850, 304)\npyautogui.write('~/Documents/Invoices/INV-2024-0387.pdf')\npyautogui.press('enter')"),
         tb("Mar 14 09:55", True)),
        (code("import subprocess\nsubprocess.Popen(['nautilus', '/home/user/Documents/Invoices'])"),
         files("Mar 14 09:55", "219.3 kB", False)),
        (code("pyautogui.click(500, 220)\npyautogui.hotkey('ctrl', 'i')"),
         files("Mar 14 09:56", drift, True, props(drift, "231,904"))),
        (code("pyautogui.press('escape')"), files("Mar 14 09:56", drift, True)),
        (code("pyautogui.press('enter')"), screen(evince, "Mar 14 09:57", app="Document Viewer", running=("Document Viewer",))),
    ]
    rs.add(task="os", tid="h48-os-02",
           system=system("Save the PDF attached to Marta Kowalski's latest invoice email into ~/Documents/Invoices, then open that folder in Files and open the saved invoice."),
           turns=turns, state=tb("Mar 14 09:53", False), bad=True, turn=6,
           kind="saved attachment's size in Files properties differs from the size listed a turn earlier")


# ---------------------------------------------------------------- 03
# GIMP export to the Desktop, set as wallpaper in Image Viewer: clean
def t03(rs: RowSet) -> None:
    def gimp(clock: str, dims: str, mem: str, dirty: bool, status: str, extra: list[Row] | None = None,
             icons: tuple[str, ...] = ()) -> str:
        title = f"{'*' if dirty else ''}[lakeside] ({status})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {dims} \u2013 GIMP"
        body: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
        body += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"])
        tools = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
                 "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool",
                 "Smudge Tool", "Paths Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]
        body += [("push-button", t, "", (78 + 32 * (i % 3), 100 + 32 * (i // 3)), (30, 30)) for i, t in enumerate(tools)]
        body += [("canvas", "", "", (290, 120), (1330, 900)),
                 ("ruler", "", "", (270, 100), (1350, 18)),
                 ("label", "", "px", (290, 1032), (30, 20)),
                 ("combo-box", "Zoom", "25%", (330, 1030), (80, 24)),
                 ("label", "", f"Background ({mem})", (420, 1032), (300, 20)),
                 ("page-tab", "Layers", "", (1640, 480), (80, 26)),
                 ("page-tab", "Channels", "", (1722, 480), (90, 26)),
                 ("page-tab", "Paths", "", (1814, 480), (70, 26)),
                 ("combo-box", "Mode", "Normal", (1640, 512), (200, 26)),
                 ("spin-button", "Opacity", "100.0", (1640, 542), (270, 24)),
                 ("list-item", "Background", "Background", (1640, 574), (270, 34)),
                 ("page-tab", "Brushes", "", (1640, 120), (80, 26)),
                 ("page-tab", "Patterns", "", (1722, 120), (80, 26)),
                 ("page-tab", "Fonts", "", (1804, 120), (70, 26))]
        body += extra or []
        return screen(body, clock, app="GNU Image Manipulation Program", icons=icons)

    image_menu: list[Row] = [("menu", "Image", "", (308, 88), (260, 560))]
    image_menu += stack(312, 92, 26, 252, 24, [("menu-item", n, "") for n in [
        "Duplicate", "Mode", "Precision", "Color Management", "Transform", "Canvas Size\u2026",
        "Fit Canvas to Layers", "Fit Canvas to Selection", "Print Size\u2026", "Scale Image\u2026",
        "Crop to Selection", "Crop to Content", "Slice Using Guides", "Zealous Crop", "Merge Visible Layers\u2026",
        "Flatten Image", "Align Visible Layers\u2026", "Guides", "Configure Grid\u2026", "Image Properties", "Metadata"]])

    def scale_dlg(w: str, h: str) -> list[Row]:
        return [("dialog", "Scale Image", "", (760, 320), (400, 380)),
                ("label", "", "lakeside.jpg-1", (780, 350), (300, 20)),
                ("label", "", "Image Size", (780, 384), (120, 20)),
                ("spin-button", "Width", w, (860, 410), (120, 26)),
                ("spin-button", "Height", h, (860, 442), (120, 26)),
                ("toggle-button", "Chain: linked", "", (990, 420), (20, 40)),
                ("combo-box", "Unit", "px", (1020, 426), (60, 26)),
                ("label", "", f"{w} \u00d7 {h} pixels", (860, 474), (200, 20)),
                ("label", "", "72 ppi", (860, 494), (200, 20)),
                ("spin-button", "X resolution", "72.000", (860, 526), (120, 26)),
                ("spin-button", "Y resolution", "72.000", (860, 558), (120, 26)),
                ("combo-box", "Resolution unit", "pixels/in", (1020, 542), (110, 26)),
                ("combo-box", "Interpolation", "Cubic", (880, 604), (180, 26)),
                ("push-button", "Help", "", (780, 656), (70, 30)),
                ("push-button", "Reset", "", (860, 656), (70, 30)),
                ("push-button", "Scale", "", (990, 656), (70, 30)),
                ("push-button", "Cancel", "", (1070, 656), (70, 30))]

    export_dlg: list[Row] = [("dialog", "Export Image", "", (560, 220), (800, 600)),
                             ("text", "Name", "lakeside.jpg", (640, 250), (420, 28)),
                             ("push-button", "user", "", (640, 290), (70, 28)),
                             ("push-button", "Pictures", "", (712, 290), (90, 28))]
    export_dlg += stack(570, 330, 30, 160, 28, [("list-item", n, n) for n in FILES_SIDEBAR])
    export_dlg += [("column-header", "Name", "", (740, 330), (360, 24)), ("column-header", "Size", "", (1100, 330), (100, 24)),
                   ("column-header", "Modified", "", (1200, 330), (150, 24))]
    export_dlg += grid(740, 356, 26, [360, 100, 150], [["Screenshots", "", "2 Mar"], ["harbour_dusk.jpg", "6.2 MB", "9 Mar"],
                                                     ["lakeside.jpg", "5.8 MB", "9 Mar"], ["ridge_trail.jpg", "7.4 MB", "9 Mar"],
                                                     ["profile_2023.png", "412.6 kB", "17 Nov 2023"]])
    export_dlg += [("push-button", "Select File Type (By Extension)", "", (570, 740), (300, 28)),
                   ("push-button", "Help", "", (570, 780), (70, 30)),
                   ("push-button", "Export", "", (1180, 780), (80, 30)),
                   ("push-button", "Cancel", "", (1270, 780), (80, 30))]
    png_dlg: list[Row] = [("dialog", "Export Image as PNG", "", (740, 300), (440, 460))]
    png_dlg += stack(760, 330, 26, 300, 22, [
        ("check-box", "Interlacing (Adam7)", "unchecked"), ("check-box", "Save background color", "unchecked"),
        ("check-box", "Save gamma", "unchecked"), ("check-box", "Save layer offset", "unchecked"),
        ("check-box", "Save resolution", "checked"), ("check-box", "Save creation time", "checked"),
        ("check-box", "Save comment", "unchecked"), ("check-box", "Save color values from transparent pixels", "unchecked"),
        ("combo-box", "Pixel format", "automatic"), ("spin-button", "Compression level", "9"),
        ("check-box", "Save Exif data", "checked"), ("check-box", "Save XMP data", "checked"),
        ("check-box", "Save IPTC data", "unchecked"), ("check-box", "Save thumbnail", "unchecked"),
        ("check-box", "Save color profile", "checked")])
    png_dlg += [("push-button", "Load Defaults", "", (760, 730), (110, 26)), ("push-button", "Save Defaults", "", (876, 730), (110, 26)),
                ("push-button", "Export", "", (1010, 730), (76, 26)), ("push-button", "Cancel", "", (1092, 730), (76, 26))]

    def eog(clock: str, info: bool) -> str:
        body: list[Row] = [("frame", "lakeside_wall.png", "", (70, 27), (1850, 1053)),
                           ("toggle-button", "Gallery", "", (80, 38), (34, 30)),
                           ("push-button", "Rotate Left", "", (1640, 38), (34, 30)),
                           ("push-button", "Rotate Right", "", (1676, 38), (34, 30)),
                           ("toggle-button", "Zoom", "68%", (1716, 38), (80, 30)),
                           ("toggle-button", "Fullscreen", "", (1800, 38), (34, 30)),
                           ("push-button", "Menu", "", (1840, 38), (34, 30))]
        if info:
            body += [("label", "", "The image \u201clakeside_wall.png\u201d has been set as Desktop Background.\nWould you like to modify its appearance?", (80, 80), (1300, 40)),
                     ("push-button", "Open Background Preferences", "", (1560, 86), (240, 30)),
                     ("push-button", "Close", "", (1840, 86), (30, 30))]
        body += [("image", "", "", (341, 134 if info else 84), (1306, 979 - (50 if info else 0))),
                 ("label", "", "1920 \u00d7 1440 pixels    3.1 MB    68%", (80, 1056), (400, 20)),
                 ("label", "", "1 / 1", (1840, 1056), (60, 20))]
        return screen(body, clock, app="Image Viewer", running=("Image Viewer",), icons=("lakeside_wall.png",))

    before = ("4032x3024", "70.1 MB")
    after = ("1920x1440", "86.7 MB")
    turns = [
        (code("pyautogui.click(339, 76)"), gimp("Mar 16 14:02", *before, False, "imported", image_menu)),
        (code("pyautogui.click(380, 339)"), gimp("Mar 16 14:02", *before, False, "imported", scale_dlg("4032", "3024"))),
        (code("pyautogui.tripleClick(920, 423)\npyautogui.write('1920')\npyautogui.press('tab')"),
         gimp("Mar 16 14:03", *before, False, "imported", scale_dlg("1920", "1440"))),
        (code("pyautogui.click(1025, 671)"), gimp("Mar 16 14:03", *after, True, "imported")),
        (code("pyautogui.hotkey('shift', 'ctrl', 'e')"), gimp("Mar 16 14:04", *after, True, "imported", export_dlg)),
        (code("pyautogui.tripleClick(850, 264)\npyautogui.write('~/Desktop/lakeside_wall.png')\npyautogui.press('enter')"),
         gimp("Mar 16 14:04", *after, True, "imported", png_dlg)),
        (code("pyautogui.click(1048, 743)"), gimp("Mar 16 14:05", *after, True, "exported", icons=("lakeside_wall.png",))),
        (code("import subprocess\nsubprocess.Popen(['eog', '/home/user/Desktop/lakeside_wall.png'])"), eog("Mar 16 14:05", False)),
        (code("pyautogui.hotkey('ctrl', 'F8')"), eog("Mar 16 14:06", True)),
    ]
    rs.add(task="os", tid="h48-os-03",
           system=system("Scale the photo open in GIMP to 1920 px wide, export it to the Desktop as lakeside_wall.png, and set that file as the desktop wallpaper."),
           turns=turns, state=gimp("Mar 16 14:02", *before, False, "imported"), bad=False)


# ---------------------------------------------------------------- 04
# VS Code edit checked in Text Editor: bad
def t04(rs: RowSet) -> None:
    base = ['# relay server configuration', '[server]', 'host = "0.0.0.0"', 'port = 8080', 'workers = 4',
            'tls_enabled = false', 'cert_path = "/etc/relay/certs/relay.crt"', 'key_path = "/etc/relay/certs/relay.key"',
            '', '[logging]', 'level = "info"', 'file = "/var/log/relay/server.log"', 'max_size_mb = 50', '',
            '[upstream]', 'url = "http://10.20.4.17:9000"', 'timeout_s = 30']

    def lines(port: str, tls: str) -> list[str]:
        out = list(base)
        out[3] = f"port = {port}"
        out[5] = f"tls_enabled = {tls}"
        return out

    def vscode(clock: str, text: list[str], dirty: bool, pos: str, quick: list[Row] | None = None) -> str:
        dot = "\u25cf " if dirty else ""
        body: list[Row] = [("frame", f"{dot}server.toml - relay - Visual Studio Code", "", (70, 27), (1850, 1053))]
        body += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], y=30)
        body += stack(72, 60, 48, 48, 48, [("page-tab", n, "") for n in ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)",
                                                                      "Source Control (Ctrl+Shift+G)", "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]])
        body += stack(124, 64, 22, 260, 22, [("tree-item", n, n) for n in [
            "RELAY", ".vscode", "config", "server.toml", "logging.toml", "src", "main.rs", "proxy.rs", "tls.rs",
            "tests", ".gitignore", "Cargo.lock", "Cargo.toml", "README.md"]])
        body += [("page-tab", f"{dot}server.toml", "", (390, 58), (150, 34)),
                 ("page-tab", "main.rs", "", (540, 58), (110, 34)),
                 ("label", "", "config > server.toml", (400, 96), (300, 20))]
        body += [("text", f"line {i}", t, (420, 120 + 20 * (i - 1)), (1200, 20)) for i, t in enumerate(text, 1)]
        body += [("push-button", "", "main*" if dirty else "main", (72, 1056), (70, 24)),
                 ("push-button", "", "0 \u24e7 0 \u26a0", (150, 1056), (70, 24)),
                 ("push-button", "", pos, (1500, 1056), (150, 24)),
                 ("push-button", "", "Spaces: 4", (1650, 1056), (80, 24)),
                 ("push-button", "", "UTF-8", (1730, 1056), (50, 24)),
                 ("push-button", "", "LF", (1780, 1056), (30, 24)),
                 ("push-button", "", "TOML", (1812, 1056), (50, 24)),
                 ("push-button", "Notifications", "", (1880, 1056), (30, 24))]
        body += quick or []
        return screen(body, clock, app="Visual Studio Code")

    def gedit(clock: str, text: list[str], pos: str) -> str:
        body: list[Row] = [("frame", "server.toml (~/projects/relay/config) - gedit", "", (70, 27), (1850, 1053)),
                           ("push-button", "Open", "", (80, 38), (80, 30)),
                           ("push-button", "New tab", "", (164, 38), (34, 30)),
                           ("label", "", "server.toml", (900, 36), (120, 18)),
                           ("label", "", "~/projects/relay/config", (880, 54), (160, 16)),
                           ("push-button", "Save", "", (1760, 38), (60, 30)),
                           ("push-button", "Menu", "", (1826, 38), (34, 30)),
                           ("page-tab", "server.toml", "", (74, 74), (1840, 30))]
        body += [("text", f"line {i}", t, (80, 110 + 20 * (i - 1)), (1800, 20)) for i, t in enumerate(text, 1)]
        body += [("combo-box", "", "TOML", (1440, 1056), (80, 22)),
                 ("combo-box", "", "Tab Width: 4", (1530, 1056), (110, 22)),
                 ("label", "", pos, (1660, 1056), (120, 22)),
                 ("label", "", "INS", (1800, 1056), (40, 22))]
        return screen(body, clock, app="Text Editor", running=("Text Editor",))

    go_line = [("entry", "Quick Input", ":", (680, 60), (600, 28)),
               ("label", "", "Current Line: 1, Character: 1. Type a line number between 1 and 17 to navigate to.", (680, 92), (600, 22))]
    old = lines("8080", "false")
    mid = lines("8443", "false")
    new = lines("8443", "true")
    turns = [
        (code("pyautogui.hotkey('ctrl', 'g')"), vscode("Mar 19 11:20", old, False, "Ln 1, Col 1", go_line)),
        (code("pyautogui.write('4')\npyautogui.press('enter')"), vscode("Mar 19 11:20", old, False, "Ln 4, Col 1")),
        (code("pyautogui.press('end')\npyautogui.hotkey('ctrl', 'shift', 'left')\npyautogui.write('8443')"),
         vscode("Mar 19 11:21", mid, True, "Ln 4, Col 12")),
        (code("pyautogui.doubleClick(572, 230)"), vscode("Mar 19 11:21", mid, True, "Ln 6, Col 20 (5 selected)")),
        (code("pyautogui.write('true')"), vscode("Mar 19 11:21", new, True, "Ln 6, Col 19")),
        (code("pyautogui.hotkey('ctrl', 's')"), vscode("Mar 19 11:22", new, False, "Ln 6, Col 19")),
        (code("import subprocess\nsubprocess.Popen(['gedit', '/home/user/projects/relay/config/server.toml'])"),
         gedit("Mar 19 11:22", mid, "Ln 1, Col 1")),
        (code("pyautogui.hotkey('ctrl', 'end')"), gedit("Mar 19 11:23", mid, "Ln 17, Col 14")),
    ]
    rs.add(task="os", tid="h48-os-04",
           system=system("In VS Code, change ~/projects/relay/config/server.toml so the server listens on port 8443 with tls_enabled = true, save it, and confirm the saved file in Text Editor."),
           turns=turns, state=vscode("Mar 19 11:20", old, False, "Ln 1, Col 1"), bad=True, turn=7,
           kind="tls_enabled saved as true in VS Code reads back as false when the file is opened in Text Editor")


def chrome_top(title: str, tabs: list[str], active: int, url: str) -> list[Row]:
    rows: list[Row] = [("frame", f"{title} - Google Chrome", "", (70, 27), (1850, 1053))]
    for i, t in enumerate(tabs):
        rows.append(("page-tab", t, "", (78 + 240 * i, 32), (236, 34)))
    rows += [("push-button", "New Tab", "", (78 + 240 * len(tabs), 36), (28, 28)),
             ("push-button", "Back", "", (80, 72), (34, 34)), ("push-button", "Forward", "", (116, 72), (34, 34)),
             ("push-button", "Reload", "", (152, 72), (34, 34)),
             ("entry", "Address and search bar", url, (196, 74), (1480, 30)),
             ("push-button", "Bookmark this tab", "", (1640, 76), (26, 26)),
             ("push-button", "Downloads", "", (1784, 72), (34, 34)),
             ("push-button", "You", "", (1822, 72), (34, 34)),
             ("push-button", "Chrome", "", (1860, 72), (34, 34))]
    return rows


# ---------------------------------------------------------------- 05
# Chrome download extracted with Archive Manager: clean
def t05(rs: RowSet) -> None:
    page_title = "Release Inter 4.0 \u00b7 rsms/inter \u00b7 GitHub"

    def release(clock: str, bubble: list[Row] | None = None) -> str:
        body = chrome_top(page_title, [page_title], 0, "github.com/rsms/inter/releases/tag/v4.0")
        body += [("heading", "", "Inter 4.0", (360, 180), (900, 40)),
                 ("link", "rsms", "rsms", (360, 230), (40, 20)),
                 ("label", "", "released this Nov 16, 2023 \u00b7 142 commits to master since this release", (404, 230), (700, 20)),
                 ("link", "v4.0", "v4.0", (360, 256), (50, 20)),
                 ("paragraph", "", "Inter 4.0 is a major update with new glyphs, stylistic sets and an improved variable font with optical size axis (opsz).", (360, 300), (1100, 44)),
                 ("paragraph", "", "Install the \u201cInter\u201d family from Inter.ttc for desktop use; use InterVariable for web or apps that support variable fonts.", (360, 352), (1100, 44)),
                 ("heading", "", "Assets 3", (360, 430), (200, 30))]
        assets = [["Inter-4.0.zip", "31.9 MB", "Nov 16, 2023"], ["Source code (zip)", "", "Nov 16, 2023"],
                  ["Source code (tar.gz)", "", "Nov 16, 2023"]]
        for i, (n, sz, d) in enumerate(assets):
            y = 470 + 40 * i
            body += [("link", n, n, (380, y), (500, 36)), ("label", "", sz, (1240, y + 8), (90, 20)),
                     ("label", "", d, (1340, y + 8), (120, 20))]
        body += [("push-button", "\U0001f44d 187", "", (360, 610), (70, 28)), ("push-button", "\U0001f389 64", "", (436, 610), (60, 28)),
                 ("label", "", "214 people reacted", (510, 614), (200, 20))]
        body += bubble or []
        return screen(body, clock, app="Google Chrome")

    bubble: list[Row] = [("dialog", "Recent download history", "", (1480, 110), (420, 120)),
                         ("label", "", "Inter-4.0.zip", (1540, 130), (300, 20)),
                         ("label", "", "8.6/31.9 MB \u2022 6 seconds left", (1540, 154), (300, 20)),
                         ("progress-bar", "", "27%", (1540, 180), (300, 6)),
                         ("push-button", "Pause", "", (1850, 140), (30, 30)),
                         ("link", "Full download history", "Full download history", (1500, 200), (200, 20))]

    def downloads(clock: str) -> str:
        body = chrome_top("Downloads", [page_title, "Downloads"], 1, "chrome://downloads")
        body += [("heading", "", "Downloads", (100, 130), (200, 30)),
                 ("entry", "Search downloads", "", (700, 126), (520, 36)),
                 ("push-button", "More actions", "", (1860, 126), (34, 34)),
                 ("heading", "", "Today", (660, 200), (600, 24)),
                 ("image", "", "", (680, 240), (32, 32)),
                 ("link", "Inter-4.0.zip", "Inter-4.0.zip", (730, 236), (400, 20)),
                 ("label", "", "https://github.com/rsms/inter/releases/download/v4.0/Inter-4.0.zip", (730, 258), (520, 20)),
                 ("label", "", "31.9 MB \u2022 Done", (730, 280), (200, 20)),
                 ("link", "Show in folder", "Show in folder", (730, 306), (120, 20)),
                 ("push-button", "Remove from list", "", (1230, 236), (28, 28)),
                 ("image", "", "", (680, 360), (32, 32)),
                 ("link", "ubuntu-fonts-0.83.zip", "ubuntu-fonts-0.83.zip", (730, 356), (400, 20)),
                 ("label", "", "https://assets.ubuntu.com/v1/0cef8205-ubuntu-font-family-0.83.zip", (730, 378), (520, 20)),
                 ("label", "", "Deleted", (730, 400), (200, 20)),
                 ("push-button", "Remove from list", "", (1230, 356), (28, 28))]
        return screen(body, clock, app="Google Chrome")

    root = [["extras", "", "Folder", ""], ["web", "", "Folder", ""],
            ["Inter.ttc", "11.6 MB", "TrueType font collection", "16 November 2023, 14:08"],
            ["InterVariable.ttf", "825.6 kB", "TrueType font", "16 November 2023, 14:08"],
            ["InterVariable-Italic.ttf", "858.4 kB", "TrueType font", "16 November 2023, 14:08"],
            ["LICENSE.txt", "4.4 kB", "plain text document", "16 November 2023, 14:08"],
            ["help.txt", "1.1 kB", "plain text document", "16 November 2023, 14:08"]]
    extras = [["otf", "", "Folder", ""], ["ttf", "", "Folder", ""]]

    def roller(clock: str, location: str, items: list[list[str]], status: str, extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Inter-4.0.zip", "", (70, 27), (1850, 1053)),
                           ("push-button", "Extract", "", (80, 38), (80, 30)),
                           ("push-button", "Add Files", "", (164, 38), (34, 30)),
                           ("label", "", "Inter-4.0.zip", (900, 44), (140, 18)),
                           ("toggle-button", "Find", "", (1780, 38), (34, 30)),
                           ("push-button", "Menu", "", (1820, 38), (34, 30)),
                           ("push-button", "Back", "", (80, 80), (34, 28)),
                           ("push-button", "Forward", "", (116, 80), (34, 28)),
                           ("push-button", "Home", "", (152, 80), (34, 28)),
                           ("text", "Location:", location, (260, 80), (1640, 28)),
                           ("column-header", "Name", "", (74, 116), (760, 26)),
                           ("column-header", "Size", "", (834, 116), (140, 26)),
                           ("column-header", "Type", "", (974, 116), (300, 26)),
                           ("column-header", "Modified", "", (1274, 116), (300, 26))]
        body += grid(74, 144, 28, [760, 140, 300, 300], items)
        body.append(("label", "", status, (80, 1056), (300, 20)))
        body += extra or []
        return screen(body, clock, app="Archive Manager", running=("Archive Manager",))

    def extract_dlg(loc: str) -> list[Row]:
        rows: list[Row] = [("dialog", "Extract", "", (480, 180), (960, 660)),
                           ("push-button", "Cancel", "", (490, 188), (80, 30)),
                           ("push-button", "Extract", "", (1350, 188), (80, 30))]
        if loc:
            rows.append(("text", "Location", loc, (560, 230), (600, 28)))
        else:
            rows += [("push-button", "user", "", (560, 230), (70, 28)), ("push-button", "Downloads", "", (632, 230), (100, 28))]
        rows += stack(490, 270, 30, 160, 28, [("list-item", n, n) for n in FILES_SIDEBAR])
        rows += [("column-header", "Name", "", (660, 270), (420, 24)), ("column-header", "Size", "", (1080, 270), (100, 24)),
                 ("column-header", "Modified", "", (1180, 270), (150, 24))]
        rows += grid(660, 296, 26, [420, 100, 150], [["Inter-4.0.zip", "31.9 MB", "10:41"],
                                                     ["invoice_feb.pdf", "186.0 kB", "4 Mar"],
                                                     ["mockups_v2.fig", "3.3 MB", "29 Feb"]])
        rows += [("label", "", "Extract", (500, 700), (100, 20)),
                 ("radio-button", "All files", "checked", (510, 724), (200, 22)),
                 ("radio-button", "Selected files", "unchecked", (510, 748), (200, 22)),
                 ("radio-button", "Files:", "unchecked", (510, 772), (80, 22)),
                 ("text", "Files:", "", (594, 772), (200, 22)),
                 ("label", "", "Actions", (900, 700), (100, 20)),
                 ("check-box", "Keep directory structure", "checked", (910, 724), (260, 22)),
                 ("check-box", "Do not overwrite newer files", "unchecked", (910, 748), (260, 22))]
        return rows

    create_q: list[Row] = [("dialog", "Extract", "", (760, 420), (400, 180)),
                           ("label", "", "Destination folder \u201c/home/user/Fonts-inbox\u201d does not exist.", (780, 446), (360, 40)),
                           ("label", "", "Do you want to create it?", (780, 492), (360, 20)),
                           ("push-button", "Cancel", "", (900, 556), (110, 30)),
                           ("push-button", "Create Folder", "", (1020, 556), (120, 30))]
    done: list[Row] = [("dialog", "", "", (760, 420), (400, 170)),
                       ("label", "", "Extraction completed successfully", (780, 450), (360, 24)),
                       ("push-button", "Close", "", (900, 546), (110, 30)),
                       ("push-button", "Show the Files", "", (1020, 546), (120, 30))]
    root_status = "7 objects (13.3 MB)"
    turns = [
        (code("pyautogui.click(460, 488)"), release("Mar 21 10:40", bubble)),
        (code("pyautogui.hotkey('ctrl', 'j')"), downloads("Mar 21 10:41")),
        (code("import subprocess\nsubprocess.Popen(['file-roller', '/home/user/Downloads/Inter-4.0.zip'])"),
         roller("Mar 21 10:41", "/", root, root_status)),
        (code("pyautogui.doubleClick(200, 158)"), roller("Mar 21 10:42", "/extras/", extras, "2 objects (0 bytes)")),
        (code("pyautogui.click(97, 94)"), roller("Mar 21 10:42", "/", root, root_status)),
        (code("pyautogui.hotkey('ctrl', 'e')"), roller("Mar 21 10:42", "/", root, root_status, extract_dlg(""))),
        (code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('/home/user/Fonts-inbox/')"),
         roller("Mar 21 10:43", "/", root, root_status, extract_dlg("/home/user/Fonts-inbox/"))),
        (code("pyautogui.click(1390, 203)"), roller("Mar 21 10:43", "/", root, root_status, create_q)),
        (code("pyautogui.click(1080, 571)"), roller("Mar 21 10:43", "/", root, root_status, done)),
        (code("pyautogui.click(955, 561)"), roller("Mar 21 10:44", "/", root, root_status)),
    ]
    rs.add(task="os", tid="h48-os-05",
           system=system("Download the Inter-4.0.zip asset from the release page open in Chrome and extract the whole archive into a new folder ~/Fonts-inbox with Archive Manager."),
           turns=turns, state=release("Mar 21 10:40"), bad=False)



# ---------------------------------------------------------------- 06
# VLC snapshot: bad
def t06(rs: RowSet) -> None:
    def vlc(clock: str, elapsed: str, pct: str, playing: bool, extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "harbour_timelapse_4k.mp4 - VLC media player", "", (70, 27), (1850, 1053))]
        body += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], y=30)
        body += [("filler", "", "", (70, 56), (1850, 920)),
                 ("slider", "Seek", pct, (80, 982), (1720, 16)),
                 ("label", "Elapsed time", elapsed, (1806, 980), (56, 20)),
                 ("label", "Total time", "00:24:08", (1864, 980), (56, 20)),
                 ("push-button", "Pause the playback" if playing else "Play", "", (80, 1010), (40, 40)),
                 ("push-button", "Previous media in the playlist, skip backward when held", "", (130, 1014), (32, 32)),
                 ("push-button", "Stop playback", "", (164, 1014), (32, 32)),
                 ("push-button", "Next media in the playlist, skip forward when held", "", (198, 1014), (32, 32)),
                 ("push-button", "Toggle the video in fullscreen", "", (244, 1014), (32, 32)),
                 ("push-button", "Show extended settings", "", (278, 1014), (32, 32)),
                 ("push-button", "Toggle playlist", "", (312, 1014), (32, 32)),
                 ("push-button", "Click to toggle between loop all, loop one and no loop", "", (346, 1014), (32, 32)),
                 ("push-button", "Random", "", (380, 1014), (32, 32)),
                 ("push-button", "Mute", "", (1760, 1014), (32, 32)),
                 ("slider", "Volume", "80%", (1796, 1018), (110, 24))]
        body += extra or []
        return screen(body, clock, app="VLC media player")

    video_menu: list[Row] = [("menu", "Video", "", (290, 54), (260, 300))]
    video_menu += stack(294, 58, 26, 252, 24, [("menu-item", n, "") for n in [
        "Video Track", "Fullscreen", "Always Fit Window", "Set as Wallpaper", "Zoom", "Aspect Ratio", "Crop",
        "Deinterlace", "Deinterlace mode", "Post processing", "Take Snapshot"]])
    media_menu: list[Row] = [("menu", "Media", "", (74, 54), (300, 380))]
    media_menu += stack(78, 58, 26, 292, 24, [("menu-item", n, "") for n in [
        "Open File...", "Open Multiple Files...", "Open Folder...", "Open Disc...", "Open Network Stream...",
        "Open Capture Device...", "Open Location from clipboard", "Open Recent Media", "Save Playlist to File...",
        "Convert / Save...", "Stream...", "Quit at the end of playlist", "Quit"]])

    def prefs(page: str) -> list[Row]:
        rows: list[Row] = [("dialog", "Simple Preferences", "", (460, 140), (1000, 800))]
        rows += [("list-item", n, n + (" (selected)" if n == page else ""), (470 + 160 * i, 150), (156, 70))
                 for i, n in enumerate(["Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"])]
        if page == "Interface":
            rows += stack(490, 240, 28, 900, 24, [
                ("label", "", "Interface Settings"),
                ("combo-box", "Language", "System Default"),
                ("radio-button", "Use native style", "checked"),
                ("radio-button", "Use custom skin", "unchecked"),
                ("check-box", "Integrate video in interface", "checked"),
                ("check-box", "Show controls in full screen mode", "checked"),
                ("check-box", "Pause playback when minimized", "unchecked"),
                ("check-box", "Resize interface to video size", "checked"),
                ("check-box", "Show systray icon", "checked"),
                ("check-box", "Show media change popup", "checked"),
                ("check-box", "Allow only one instance", "unchecked"),
                ("check-box", "Enqueue items into playlist in one instance mode", "unchecked"),
                ("check-box", "Save recently played items", "checked"),
                ("combo-box", "Continue playback?", "Ask"),
                ("check-box", "Allow metadata network access", "unchecked")])
        else:
            rows += stack(490, 240, 28, 900, 24, [
                ("label", "", "Video Settings"),
                ("check-box", "Enable video", "checked"),
                ("check-box", "Fullscreen", "unchecked"),
                ("check-box", "Window decorations", "checked"),
                ("check-box", "Always on top", "unchecked"),
                ("combo-box", "Output", "Automatic"),
                ("combo-box", "Deinterlacing", "Automatic"),
                ("combo-box", "Mode", "Automatic"),
                ("combo-box", "Force Aspect Ratio", ""),
                ("label", "", "Video snapshots"),
                ("text", "Directory", "/home/user/Pictures"),
                ("text", "Prefix", "vlcsnap-"),
                ("check-box", "Sequential numbering", "unchecked"),
                ("combo-box", "Format", "png")])
        rows += [("radio-button", "Simple", "checked", (480, 900), (80, 22)), ("radio-button", "All", "unchecked", (566, 900), (60, 22)),
                 ("push-button", "Reset Preferences", "", (660, 896), (150, 30)),
                 ("push-button", "Save", "", (1260, 896), (90, 30)), ("push-button", "Cancel", "", (1356, 896), (90, 30))]
        return rows

    turns = [
        (code("pyautogui.press('space')"), vlc("Mar 22 20:47", "00:12:38", "52%", False)),
        (code("pyautogui.click(321, 42)"), vlc("Mar 22 20:47", "00:12:38", "52%", False, video_menu)),
        (code("pyautogui.click(380, 330)"), vlc("Mar 22 20:47", "00:12:38", "52%", False)),
        (code("pyautogui.hotkey('ctrl', 'p')"), vlc("Mar 22 20:48", "00:12:38", "52%", False, prefs("Interface"))),
        (code("pyautogui.click(868, 185)"), vlc("Mar 22 20:48", "00:13:02", "54%", False, prefs("Video"))),
        (code("pyautogui.click(1401, 911)"), vlc("Mar 22 20:49", "00:13:02", "54%", False)),
        (code("pyautogui.click(101, 42)"), vlc("Mar 22 20:49", "00:13:02", "54%", False, media_menu)),
    ]
    rs.add(task="os", tid="h48-os-06",
           system=system("Pause the time-lapse playing in VLC, take a snapshot of the current frame, and check in the preferences which folder VLC saves snapshots to."),
           turns=turns, state=vlc("Mar 22 20:47", "00:12:31", "52%", True), bad=True, turn=5,
           kind="paused playback position jumps forward with no seek or play action")


SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, content: list[Row], clock: str, extra_top: list[Row] | None = None,
             extra: list[Row] | None = None) -> str:
    body: list[Row] = [("frame", panel, "", (70, 27), (1850, 1053)),
                       ("label", "", "Settings", (150, 40), (120, 24)),
                       ("push-button", "Search", "", (80, 36), (34, 30)),
                       ("push-button", "Main menu", "", (300, 36), (34, 30)),
                       ("label", "", panel, (1050, 40), (200, 24))]
    body += [("list-item", n, n + (" (selected)" if n == panel else ""), (74, 78 + 38 * i), (290, 36))
             for i, n in enumerate(SETTINGS_PANELS)]
    body += content + (extra or [])
    return screen(body, clock, app="Settings", running=("Settings",), extra_top=extra_top)


# ---------------------------------------------------------------- 07
# GNOME Settings Night Light: clean
def t07(rs: RowSet) -> None:
    def displays() -> list[Row]:
        return [("page-tab", "Displays", "", (1020, 84), (110, 30)), ("page-tab", "Night Light", "", (1132, 84), (120, 30)),
                ("label", "", "DELL P2419H", (820, 150), (300, 24))] + stack(820, 200, 52, 680, 48, [
            ("combo-box", "Orientation", "Landscape"), ("combo-box", "Resolution", "1920 \u00d7 1080 (16\u22369)"),
            ("combo-box", "Refresh Rate", "60.00 Hz"), ("radio-button", "Scale 100%", "checked"),
            ("radio-button", "Scale 200%", "unchecked"), ("toggle-button", "Fractional Scaling", "off")])

    def night(on: bool, schedule: str, to_min: str, temp: str, popover: bool = False) -> list[Row]:
        rows: list[Row] = [("page-tab", "Displays", "", (1020, 84), (110, 30)), ("page-tab", "Night Light", "", (1132, 84), (120, 30)),
                           ("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", (820, 150), (680, 40))]
        rows += stack(820, 210, 56, 680, 50, [
            ("toggle-button", "Night Light", "on" if on else "off"),
            ("combo-box", "Schedule", schedule)])
        rows += [("label", "", "Times", (820, 330), (80, 20)),
                 ("label", "", "From", (1000, 330), (50, 20)),
                 ("spin-button", "From hours", "20", (1060, 322), (60, 36)),
                 ("spin-button", "From minutes", "00", (1130, 322), (60, 36)),
                 ("label", "", "To", (1230, 330), (30, 20)),
                 ("spin-button", "To hours", "06", (1270, 322), (60, 36)),
                 ("spin-button", "To minutes", to_min, (1340, 322), (60, 36)),
                 ("label", "", "Color Temperature", (820, 390), (200, 20)),
                 ("slider", "Color Temperature", temp, (1040, 386), (460, 28))]
        if popover:
            rows += [("menu", "", "", (1180, 300), (240, 90)),
                     ("menu-item", "Sunset to Sunrise", "", (1186, 306), (228, 36)),
                     ("menu-item", "Manual Schedule", "", (1186, 346), (228, 36))]
        return rows

    nl = [("label", "Night Light", "", (1700, 0), (24, 27))]
    turns = [
        (code("pyautogui.click(1192, 99)"), settings("Displays", night(False, "Sunset to Sunrise", "00", "2700"), "Mar 25 21:14")),
        (code("pyautogui.click(1450, 235)"), settings("Displays", night(True, "Sunset to Sunrise", "00", "2700"), "Mar 25 21:14", nl)),
        (code("pyautogui.click(1300, 291)"), settings("Displays", night(True, "Sunset to Sunrise", "00", "2700", True), "Mar 25 21:15", nl)),
        (code("pyautogui.click(1300, 364)"), settings("Displays", night(True, "Manual Schedule", "00", "2700"), "Mar 25 21:15", nl)),
        (code("pyautogui.tripleClick(1370, 340)\npyautogui.write('30')\npyautogui.press('tab')"),
         settings("Displays", night(True, "Manual Schedule", "30", "2700"), "Mar 25 21:16", nl)),
        (code("pyautogui.moveTo(1347, 400)\npyautogui.dragTo(1440, 400, duration=0.5)"),
         settings("Displays", night(True, "Manual Schedule", "30", "2091"), "Mar 25 21:17", nl)),
    ]
    rs.add(task="os", tid="h48-os-07",
           system=system("Turn on Night Light with a manual schedule from 20:00 to 06:30 and move the color temperature into the warmest third of the slider."),
           turns=turns, state=settings("Displays", displays(), "Mar 25 21:14"), bad=False)


# ---------------------------------------------------------------- 08
# GNOME Tweaks window titlebars: bad
def t08(rs: RowSet) -> None:
    side = ["General", "Appearance", "Fonts", "Keyboard & Mouse", "Startup Applications", "Top Bar",
            "Window Titlebars", "Windows"]

    def tweaks(panel: str, content: list[Row], clock: str, buttons: list[str], left: bool) -> str:
        body: list[Row] = [("frame", "Tweaks", "", (470, 170), (980, 700)), ("label", "", "Tweaks", (560, 178), (80, 24)),
                           ("push-button", "Search", "", (680, 174), (34, 30)), ("push-button", "Main menu", "", (718, 174), (34, 30)),
                           ("label", "", panel, (1000, 178), (200, 24))]
        order = ["Close"] + buttons if left else buttons + ["Close"]
        if left:
            body += [("push-button", b, "", (478 + 32 * i, 176), (28, 28)) for i, b in enumerate(order)]
        else:
            body += [("push-button", b, "", (1416 - 32 * (len(order) - 1 - i), 176), (28, 28)) for i, b in enumerate(order)]
        body += [("list-item", n, n + (" (selected)" if n == panel else ""), (474, 214 + 40 * i), (220, 38)) for i, n in enumerate(side)]
        body += content
        return screen(body, clock, app="Tweaks", running=("Tweaks",))

    def titlebars(dbl: str, mx: bool, mn: bool, left: bool) -> list[Row]:
        return stack(720, 220, 44, 700, 40, [
            ("label", "", "Titlebar Actions"),
            ("combo-box", "Double-Click", dbl),
            ("combo-box", "Middle-Click", "Lower"),
            ("combo-box", "Secondary-Click", "Menu"),
            ("label", "", "Titlebar Buttons"),
            ("toggle-button", "Maximize", "on" if mx else "off"),
            ("toggle-button", "Minimize", "on" if mn else "off"),
            ("label", "", "Placement"),
            ("radio-button", "Left", "checked" if left else "unchecked"),
            ("radio-button", "Right", "unchecked" if left else "checked")])

    def windows(center: bool) -> list[Row]:
        return stack(720, 220, 44, 700, 40, [
            ("toggle-button", "Attach Modal Dialogs", "on"),
            ("toggle-button", "Center New Windows", "on" if center else "off"),
            ("toggle-button", "Resize with Secondary-Click", "off"),
            ("combo-box", "Window Action Key", "Super"),
            ("label", "", "Window Focus"),
            ("radio-button", "Click to Focus", "checked"),
            ("radio-button", "Focus on Hover", "unchecked"),
            ("radio-button", "Focus Follows Mouse", "unchecked"),
            ("toggle-button", "Raise Windows When Focused", "off")])

    topbar = stack(720, 220, 44, 700, 40, [
        ("toggle-button", "Activities Overview Hot Corner", "off"),
        ("toggle-button", "Battery Percentage", "off"),
        ("label", "", "Clock"),
        ("toggle-button", "Weekday", "off"),
        ("toggle-button", "Date", "on"),
        ("toggle-button", "Seconds", "off"),
        ("label", "", "Calendar"),
        ("toggle-button", "Week Numbers", "off")])
    general = stack(720, 220, 44, 700, 40, [
        ("toggle-button", "Animations", "on"),
        ("toggle-button", "Suspend when laptop lid is closed", "on"),
        ("toggle-button", "Over-Amplification", "off")])
    mm = ["Minimize", "Maximize"]
    turns = [
        (code("pyautogui.click(584, 479)"), tweaks("Window Titlebars", titlebars("Toggle Maximize", False, False, False), "Mar 27 16:31", [], False)),
        (code("pyautogui.click(1380, 460)"), tweaks("Window Titlebars", titlebars("Toggle Maximize", True, False, False), "Mar 27 16:31", ["Maximize"], False)),
        (code("pyautogui.click(1380, 504)"), tweaks("Window Titlebars", titlebars("Toggle Maximize", True, True, False), "Mar 27 16:32", mm, False)),
        (code("pyautogui.click(740, 592)"), tweaks("Window Titlebars", titlebars("Minimize", True, True, True), "Mar 27 16:32", mm, True)),
        (code("pyautogui.click(584, 519)"), tweaks("Windows", windows(False), "Mar 27 16:32", mm, True)),
        (code("pyautogui.click(1380, 284)"), tweaks("Windows", windows(True), "Mar 27 16:33", mm, True)),
        (code("pyautogui.click(584, 479)"), tweaks("Window Titlebars", titlebars("Minimize", True, True, True), "Mar 27 16:33", mm, True)),
        (code("pyautogui.click(584, 439)"), tweaks("Top Bar", topbar, "Mar 27 16:34", mm, True)),
    ]
    rs.add(task="os", tid="h48-os-08",
           system=system("In Tweaks, show the minimize and maximize titlebar buttons, place the titlebar buttons on the left, and turn on Center New Windows."),
           turns=turns, state=tweaks("General", general, "Mar 27 16:31", [], False), bad=True, turn=4,
           kind="titlebar double-click action changes when only the button placement was set")


# ---------------------------------------------------------------- 09
# Files hidden files, sort and batch rename: clean
def t09(rs: RowSet) -> None:
    sizes = ["3.8", "4.1", "3.6", "4.4", "3.9", "4.2", "3.7", "4.0", "4.3", "3.7"]
    days = ["9 Oct 2023"] * 3 + ["10 Oct 2023"] * 4 + ["11 Oct 2023"] * 3
    photos = [(f"IMG_{4481 + i}.jpg", f"lisbon_{i + 1:03d}.jpg", f"{sizes[i]} MB", days[i]) for i in range(10)]
    folder = ["raw", "10 items", "14 Oct 2023", ""]
    notes = ["notes.txt", "2.3 kB", "15 Oct 2023", ""]
    hidden = [[".nomedia", "0 bytes", "8 Oct 2023", ""], [".picasa.ini", "412 bytes", "8 Oct 2023", ""]]

    def listing(renamed: bool, show_hidden: bool, by: str) -> list[list[str]]:
        pics = [[p[1] if renamed else p[0], p[2], p[3], ""] for p in photos]
        if by == "name":
            return [folder] + (hidden if show_hidden else []) + pics + [notes]
        return [folder, notes] + pics[::-1] + ([hidden[1], hidden[0]] if show_hidden else [])

    def files(clock: str, items: list[list[str]], sel: str = "", extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "trip-2023", "", (70, 27), (1850, 1053)),
                           ("push-button", "Back", "", (300, 40), (34, 30)),
                           ("push-button", "Forward", "", (336, 40), (34, 30)),
                           ("push-button", "Home", "", (380, 40), (70, 30)),
                           ("push-button", "Pictures", "", (452, 40), (90, 30)),
                           ("push-button", "trip-2023", "", (544, 40), (100, 30)),
                           ("push-button", "Search", "", (1740, 40), (34, 30)),
                           ("toggle-button", "View options", "", (1780, 40), (34, 30)),
                           ("push-button", "Main menu", "", (1870, 40), (34, 30))]
        body += files_sidebar("Pictures")
        body += [("column-header", "Name", "", (300, 80), (900, 26)), ("column-header", "Size", "", (1200, 80), (140, 26)),
                 ("column-header", "Modified", "", (1340, 80), (200, 26)), ("column-header", "Star", "", (1540, 80), (60, 26))]
        body += grid(300, 108, 32, [900, 140, 200, 60], items)
        if sel:
            body.append(("label", "", sel, (1620, 1040), (290, 30)))
        body += extra or []
        return screen(body, clock, app="Files")

    def rename_dlg(template: str, new: list[str], conflict: bool, popover: bool = False) -> list[Row]:
        rows: list[Row] = [("dialog", "Rename 10 Files", "", (610, 200), (700, 660)),
                           ("push-button", "Cancel", "", (620, 208), (80, 30)),
                           ("push-button", "Rename", "", (1220, 208), (80, 30)),
                           ("radio-button", "Rename using a template", "checked", (640, 256), (260, 24)),
                           ("radio-button", "Find and replace text", "unchecked", (920, 256), (240, 24)),
                           ("text", "Template", template, (640, 296), (520, 32)),
                           ("push-button", "Add", "", (1170, 296), (110, 32)),
                           ("combo-box", "Order", "Original Name (Ascending)", (1000, 340), (280, 30))]
        for i, (p, n) in enumerate(zip(photos, new)):
            y = 392 + 40 * i
            rows += [("label", "", p[0], (660, y), (260, 24)), ("label", "", "\u2192", (940, y), (20, 24)),
                     ("label", "", n, (980, y), (260, 24))]
        if conflict:
            rows.append(("label", "", "\u201clisbon_.jpg\u201d would not be a unique new name.", (640, 802), (520, 24)))
        if popover:
            rows += [("menu", "", "", (1000, 332), (300, 390)), ("label", "", "Automatic Numbers", (1010, 340), (280, 20))]
            rows += stack(1010, 364, 28, 280, 26, [("menu-item", n, "") for n in [
                "1, 2, 3, 4", "01, 02, 03, 04", "001, 002, 003"]])
            rows.append(("label", "", "Metadata", (1010, 452), (280, 20)))
            rows += stack(1010, 476, 28, 280, 26, [("menu-item", n, "") for n in [
                "Camera Model", "Creation Date", "Season Number", "Episode Number", "Track Number", "Artist Name",
                "Title", "Album Name", "Original File Name"][:8]])
        return rows

    one = "\u201cIMG_4490.jpg\u201d selected (3.7 MB)"
    ten = "10 items selected (39.7 MB)"
    orig = [p[0] for p in photos]
    bare = ["lisbon_.jpg"] * 10
    numbered = [p[1] for p in photos]
    tmpl = "lisbon_[001, 002, 003]"
    turns = [
        (code("pyautogui.hotkey('ctrl', 'h')"), files("Apr 2 18:06", listing(False, True, "name"))),
        (code("pyautogui.click(1440, 93)"), files("Apr 2 18:06", listing(False, True, "modified"))),
        (code("pyautogui.click(600, 188)"), files("Apr 2 18:07", listing(False, True, "modified"), one)),
        (code("pyautogui.keyDown('shift')\npyautogui.click(600, 476)\npyautogui.keyUp('shift')"),
         files("Apr 2 18:07", listing(False, True, "modified"), ten)),
        (code("pyautogui.press('f2')"),
         files("Apr 2 18:07", listing(False, True, "modified"), ten, rename_dlg("[Original file name]", orig, False))),
        (code("pyautogui.tripleClick(900, 312)\npyautogui.write('lisbon_')"),
         files("Apr 2 18:08", listing(False, True, "modified"), ten, rename_dlg("lisbon_", bare, True))),
        (code("pyautogui.click(1225, 312)"),
         files("Apr 2 18:08", listing(False, True, "modified"), ten, rename_dlg("lisbon_", bare, True, True))),
        (code("pyautogui.click(1150, 433)"),
         files("Apr 2 18:08", listing(False, True, "modified"), ten, rename_dlg(tmpl, numbered, False))),
        (code("pyautogui.click(1260, 223)"), files("Apr 2 18:09", listing(True, True, "modified"), ten)),
        (code("pyautogui.click(750, 93)"), files("Apr 2 18:09", listing(True, True, "name"), ten)),
        (code("pyautogui.hotkey('ctrl', 'h')"), files("Apr 2 18:09", listing(True, False, "name"), ten)),
    ]
    rs.add(task="os", tid="h48-os-09",
           system=system("In Files, in ~/Pictures/trip-2023, show hidden files, sort by modification date, batch-rename the ten IMG_*.jpg photos to lisbon_001.jpg \u2026 lisbon_010.jpg in name order, then sort by name and hide hidden files again."),
           turns=turns, state=files("Apr 2 18:05", listing(False, False, "name")), bad=False)


# ---------------------------------------------------------------- 10
# GNOME Settings date and time: bad
def t10(rs: RowSet) -> None:
    def dt(auto_tz: bool, when: str, tz: str, fmt: str, popover: bool = False) -> list[Row]:
        rows = stack(820, 130, 64, 700, 58, [
            ("toggle-button", "Automatic Date & Time", "on"),
            ("toggle-button", "Automatic Time Zone", "on" if auto_tz else "off"),
            ("push-button", "Date & Time", when),
            ("push-button", "Time Zone", tz),
            ("combo-box", "Time Format", fmt)])
        rows[0:0] = [("label", "", "Requires internet access", (820, 170), (300, 16)),
                     ("label", "", "Requires location services enabled and internet access", (820, 234), (400, 16))]
        if popover:
            rows += [("menu", "", "", (1280, 430), (200, 90)), ("menu-item", "24-hour", "", (1286, 436), (188, 36)),
                     ("menu-item", "AM / PM", "", (1286, 476), (188, 36))]
        return rows

    def tz_dlg(query: str, picked: str, t: str, suggestions: bool = False) -> list[Row]:
        rows: list[Row] = [("dialog", "Time Zone", "", (560, 220), (800, 600)),
                           ("push-button", "Close", "", (1320, 228), (30, 30)),
                           ("text", "Search for a city", query, (760, 270), (400, 34)),
                           ("image", "Time zone map", "", (580, 320), (760, 420)),
                           ("label", "", picked, (600, 760), (400, 24)),
                           ("label", "", t, (1200, 760), (120, 24))]
        if suggestions:
            rows += [("menu", "", "", (760, 306), (400, 170))]
            rows += stack(766, 312, 40, 388, 36, [("menu-item", n, "") for n in [
                "New York, New York, United States", "New York Mills, Minnesota, United States",
                "West New York, New Jersey, United States", "New York Mills, New York, United States"]])
        return rows

    region = stack(820, 130, 64, 700, 58, [
        ("label", "", "The language setting is used for interface text and web pages. Formats are used for numbers, dates, and currencies."),
        ("push-button", "Language", "English (United States)"),
        ("push-button", "Formats", "United States"),
        ("push-button", "Manage Installed Languages", "")])
    berlin = "CET (Berlin, Germany)"
    ny = "EDT (New York, United States)"
    turns = [
        (code("pyautogui.click(1450, 222)"),
         settings("Date & Time", dt(False, "March 14 2024, 15:38", berlin, "24-hour"), "Mar 14 15:38")),
        (code("pyautogui.click(1170, 350)"),
         settings("Date & Time", dt(False, "March 14 2024, 15:39", berlin, "24-hour"), "Mar 14 15:39",
                  extra=tz_dlg("", "Berlin, Germany", "CET 15:39"))),
        (code("pyautogui.click(960, 287)\npyautogui.write('New York')"),
         settings("Date & Time", dt(False, "March 14 2024, 15:39", berlin, "24-hour"), "Mar 14 15:39",
                  extra=tz_dlg("New York", "Berlin, Germany", "CET 15:39", True))),
        (code("pyautogui.click(960, 330)"),
         settings("Date & Time", dt(False, "March 14 2024, 10:39", ny, "24-hour"), "Mar 14 10:39",
                  extra=tz_dlg("New York, New York, United States", "New York, United States", "EDT 10:39"))),
        (code("pyautogui.click(1335, 243)"),
         settings("Date & Time", dt(False, "March 14 2024, 10:40", ny, "24-hour"), "Mar 14 10:40")),
        (code("pyautogui.click(1170, 414)"),
         settings("Date & Time", dt(False, "March 14 2024, 10:40", ny, "24-hour", True), "Mar 14 10:40")),
        (code("pyautogui.click(1380, 494)"),
         settings("Date & Time", dt(False, "March 14 2024, 10:41 AM", ny, "AM / PM"), "Mar 14 10:41 AM")),
        (code("pyautogui.click(219, 819)"), settings("Region & Language", region, "Mar 14 10:39 AM")),
        (code("pyautogui.click(219, 971)"),
         settings("Date & Time", dt(False, "March 14 2024, 10:40 AM", ny, "AM / PM"), "Mar 14 10:40 AM")),
    ]
    rs.add(task="os", tid="h48-os-10",
           system=system("Turn off automatic time zone, set the time zone to New York, United States, switch the clock to AM/PM, and check the region formats."),
           turns=turns, state=settings("Date & Time", dt(True, "March 14 2024, 15:38", berlin, "24-hour"), "Mar 14 15:38"),
           bad=True, turn=8, kind="top bar clock shows an earlier minute than the previous turn with no time or zone change")


# ---------------------------------------------------------------- 11
# Document Viewer search and zoom: clean
def t11(rs: RowSet) -> None:
    pages = {
        1: ["Harbourline Logistics plc", "Annual Report and Accounts 2023", "Moving more, with less",
            "Strategic report \u00b7 Governance \u00b7 Financial statements"],
        4: ["Chief Executive\u2019s review", "2023 was a year of disciplined growth. Group revenue rose 9.2% to \u00a31,284.6m and we delivered an adjusted EBITDA margin of 18.4%, up 1.1 points on 2022.",
            "Volumes through our three UK port terminals recovered to pre-2020 levels by the third quarter, while contract logistics benefited from two new retail customers.",
            "We continued to invest in electrification: 142 battery-electric tractor units are now in service, 31% of the urban fleet."],
        11: ["Financial highlights", "Revenue \u00a31,284.6m (2022: \u00a31,176.3m)", "Adjusted EBITDA \u00a3236.4m (2022: \u00a3203.5m)",
             "Adjusted EBITDA margin 18.4% (2022: 17.3%)", "Adjusted profit before tax \u00a3118.9m (2022: \u00a399.2m)",
             "Net debt \u00a3412.7m \u00b7 leverage 1.7x", "Proposed final dividend 6.8p per share"],
        23: ["Segment review: Port Services", "Port Services revenue increased 12.6% to \u00a3498.1m, with container throughput of 1.94m TEU (2022: 1.71m TEU).",
             "Segment EBITDA was \u00a3108.1m and the EBITDA margin improved to 21.7% (2022: 19.9%), helped by higher crane utilisation at Felixstowe Quay 3.",
             "Capital expenditure in the segment was \u00a361.3m, mainly on two ship-to-shore cranes and yard automation.",
             "Outlook: we expect throughput growth of 3\u20135% in 2024, with margin broadly stable."],
    }
    results = [("4", "\u2026delivered an adjusted EBITDA margin of 18.4%, up 1.1\u2026"),
               ("11", "Adjusted EBITDA margin 18.4% (2022: 17.3%)"),
               ("12", "\u2026reconciliation of adjusted EBITDA margin to operating\u2026"),
               ("23", "\u2026and the EBITDA margin improved to 21.7% (2022\u2026"),
               ("31", "\u2026Contract Logistics EBITDA margin of 14.2%\u2026"),
               ("44", "\u2026definition: EBITDA margin is adjusted EBITDA divided\u2026")]

    def ev(clock: str, page: int, zoom: str, search: str | None, found: bool, popover: bool = False) -> str:
        body: list[Row] = [("frame", "Harbourline Logistics Annual Report 2023", "", (70, 27), (1850, 1053)),
                           ("toggle-button", "Side pane", "", (80, 38), (34, 30)),
                           ("text", "Select page", str(page), (130, 40), (50, 28)),
                           ("label", "", "of 48", (184, 44), (50, 20)),
                           ("toggle-button", "Search", "", (1650, 38), (34, 30)),
                           ("toggle-button", "Zoom", zoom, (1690, 38), (110, 30)),
                           ("push-button", "File options", "", (1806, 38), (34, 30)),
                           ("push-button", "Main menu", "", (1846, 38), (34, 30))]
        x0 = 500 if search is not None else 300
        if search is not None:
            body += [("text", "Search", search, (80, 80), (380, 32))]
            if found:
                body.append(("label", "", "6 results", (80, 120), (380, 20)))
                for i, (pg, snip) in enumerate(results):
                    body += [("list-item", f"Page {pg}", snip, (80, 146 + 52 * i), (380, 50))]
        w = 1400 if zoom == "142%" else 1000
        body.append(("document-frame", "", "", (x0 + (1400 - w) // 2, 80), (w, 970)))
        body += stack(x0 + (1400 - w) // 2 + 80, 150, 60 if zoom == "142%" else 44, w - 160, 40,
                      [("paragraph", "", t) for t in pages[page]])
        if popover:
            body += [("menu", "", "", (1600, 72), (200, 340))]
            body += stack(1606, 78, 30, 188, 28, [("menu-item", n, "") for n in [
                "Fit Page", "Fit Width", "Automatic", "50%", "70.71%", "100%", "141.42%", "200%", "282.84%", "400%"]])
        return screen(body, clock, app="Document Viewer", running=("Document Viewer",))

    turns = [
        (code("pyautogui.hotkey('ctrl', 'f')"), ev("Apr 3 09:21", 1, "Automatic", "", False)),
        (code("pyautogui.write('EBITDA margin')\npyautogui.press('enter')"), ev("Apr 3 09:21", 4, "Automatic", "EBITDA margin", True)),
        (code("pyautogui.press('enter')"), ev("Apr 3 09:22", 11, "Automatic", "EBITDA margin", True)),
        (code("pyautogui.click(270, 327)"), ev("Apr 3 09:22", 23, "Automatic", "EBITDA margin", True)),
        (code("pyautogui.click(1745, 53)"), ev("Apr 3 09:23", 23, "Automatic", "EBITDA margin", True, True)),
        (code("pyautogui.click(1700, 122)"), ev("Apr 3 09:23", 23, "142%", "EBITDA margin", True)),
        (code("pyautogui.press('escape')"), ev("Apr 3 09:23", 23, "142%", None, False)),
    ]
    rs.add(task="os", tid="h48-os-11",
           system=system("In Document Viewer, search the annual report for 'EBITDA margin', open the Port Services segment page among the results, and zoom to fit the page width."),
           turns=turns, state=ev("Apr 3 09:20", 1, "Automatic", None, False), bad=False)


# ---------------------------------------------------------------- 12
# Disk Usage Analyzer after deleting a folder: bad
def t12(rs: RowSet) -> None:
    def baobab(clock: str, rows: list[list[str]], home: list[str] | None, extra: list[Row] | None = None) -> str:
        if home is None:
            body: list[Row] = [("frame", "Disk Usage Analyzer", "", (70, 27), (1850, 1053)),
                               ("label", "", "Devices & Locations", (900, 40), (200, 24)),
                               ("push-button", "Main menu", "", (1870, 38), (34, 30)),
                               ("list-item", "Home folder", "Home folder  /home/user", (300, 120), (1300, 70)),
                               ("label", "", "41.8 GB used", (1400, 150), (180, 20)),
                               ("list-item", "Ubuntu", "Ubuntu  /", (300, 200), (1300, 70)),
                               ("label", "", "104.6 GB / 250.1 GB available", (1300, 230), (280, 20)),
                               ("push-button", "Scan Folder\u2026", "", (300, 300), (140, 30))]
            return screen(body, clock, app="Disk Usage Analyzer", running=("Disk Usage Analyzer",))
        body = [("frame", "Disk Usage Analyzer", "", (70, 27), (1850, 1053)),
                ("push-button", "Back", "", (80, 38), (34, 30)),
                ("label", "", "Home folder", (900, 34), (200, 20)),
                ("label", "", "/home/user", (900, 54), (200, 16)),
                ("push-button", "Rescan", "", (1830, 38), (34, 30)),
                ("push-button", "Main menu", "", (1870, 38), (34, 30)),
                ("column-header", "Folder", "", (74, 80), (460, 26)),
                ("column-header", "Size", "", (534, 80), (120, 26)),
                ("column-header", "Contents", "", (654, 80), (130, 26)),
                ("column-header", "Modified", "", (784, 80), (130, 26))]
        body += grid(74, 108, 30, [460, 120, 130, 130], [home] + rows, tag="tree-item")
        body += [("image", "Rings chart", "", (940, 120), (960, 880)),
                 ("toggle-button", "Rings Chart", "", (1820, 1020), (34, 30)),
                 ("toggle-button", "Treemap Chart", "", (1858, 1020), (34, 30))]
        body += extra or []
        return screen(body, clock, app="Disk Usage Analyzer", running=("Disk Usage Analyzer",))

    home0 = ["user", "41.8 GB", "187,422 items", "Today"]
    home1 = ["user", "30.5 GB", "187,207 items", "Today"]
    videos0 = ["    \u25b8 Videos", "18.5 GB", "262 items", "Mar 11"]
    videos_open = ["    \u25be Videos", "18.5 GB", "262 items", "Mar 11"]
    kids0 = [["        old-screencasts", "11.2 GB", "214 items", "Feb 20"],
             ["        lectures", "6.0 GB", "45 items", "Mar 11"],
             ["        2023-holiday.mp4", "1.3 GB", "", "Jan 6"]]
    rest = [["    \u25b8 .cache", "7.4 GB", "96,118 items", "Today"],
            ["    \u25b8 Downloads", "5.9 GB", "412 items", "Mar 26"],
            ["    \u25b8 .local", "4.1 GB", "38,907 items", "Today"],
            ["    \u25b8 Documents", "2.7 GB", "6,233 items", "Mar 27"],
            ["    \u25b8 Pictures", "1.9 GB", "1,876 items", "Mar 9"],
            ["    \u25b8 snap", "940.2 MB", "41,390 items", "Mar 22"],
            ["    \u25b8 Music", "312.5 MB", "214 items", "Dec 30"],
            ["    \u25b8 .config", "48.7 MB", "2,003 items", "Today"]]
    before = [videos0] + rest
    expanded = [videos_open] + kids0 + rest
    videos1 = ["    \u25b8 Videos", "7.3 GB", "47 items", "Mar 28"]
    after = [rest[0], videos1] + rest[1:]
    bad_open = [rest[0], ["    \u25be Videos", "18.5 GB", "47 items", "Mar 28"],
                ["        lectures", "6.0 GB", "45 items", "Mar 11"],
                ["        2023-holiday.mp4", "1.3 GB", "", "Jan 6"]] + rest[1:]
    turns = [
        (code("pyautogui.click(900, 155)"), baobab("Mar 28 13:05", before, home0)),
        (code("pyautogui.click(100, 153)"), baobab("Mar 28 13:05", expanded, home0)),
        (code("import subprocess\nsubprocess.run(['gio', 'trash', '/home/user/Videos/old-screencasts'], check=True)"),
         baobab("Mar 28 13:06", expanded, home0)),
        (code("import subprocess\nsubprocess.run(['gio', 'trash', '--empty'], check=True)"),
         baobab("Mar 28 13:06", expanded, home0)),
        (code("pyautogui.click(1847, 53)"), baobab("Mar 28 13:07", after, home1)),
        (code("pyautogui.click(100, 183)"), baobab("Mar 28 13:07", bad_open, home1)),
    ]
    rs.add(task="os", tid="h48-os-12",
           system=system("Use Disk Usage Analyzer to find what takes the most space in the home folder, permanently remove ~/Videos/old-screencasts (trash it and empty the Trash), and rescan to confirm the space was freed."),
           turns=turns, state=baobab("Mar 28 13:04", [], None), bad=True, turn=6,
           kind="Videos folder size back at its pre-deletion total after the rescan, though its largest subfolder is gone")


# ---------------------------------------------------------------- 13
# Screenshot app, then Image Viewer: clean
def t13(rs: RowSet) -> None:
    term: list[Row] = [("frame", "user@ubuntu: ~/projects/relay", "", (300, 160), (1100, 640)),
                       ("push-button", "New tab", "", (310, 166), (34, 30)),
                       ("push-button", "Menu", "", (1280, 166), (34, 30)),
                       ("push-button", "Close", "", (1366, 166), (28, 28)),
                       ("terminal", "", "user@ubuntu:~/projects/relay$ cargo test --release\n    Finished release [optimized] target(s) in 0.41s\n     Running unittests src/main.rs (target/release/deps/relay-6f1c0e2b9a3d4e57)\n\nrunning 24 tests\ntest result: ok. 24 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s\n\nuser@ubuntu:~/projects/relay$ ", (300, 200), (1100, 600))]

    def shot(clock: str, mode: str, delay: str, with_term: bool = True) -> str:
        body: list[Row] = list(term) if with_term else []
        body += [("frame", "Screenshot", "", (700, 300), (520, 420)),
                 ("push-button", "Take Screenshot", "", (710, 308), (150, 30)),
                 ("push-button", "Main menu", "", (1170, 308), (34, 30))]
        body += [("toggle-button", n, "pressed" if n == mode else "", (740 + 150 * i, 370), (140, 110))
                 for i, n in enumerate(["Screen", "Window", "Selection"])]
        body += [("toggle-button", "Show Pointer", "off", (1120, 520), (60, 30)),
                 ("label", "", "Show Pointer", (740, 526), (200, 20)),
                 ("spin-button", "Delay in Seconds", delay, (1040, 580), (100, 34)),
                 ("push-button", "\u2212", "", (1142, 580), (34, 34)),
                 ("push-button", "+", "", (1178, 580), (34, 34)),
                 ("label", "", "Delay in Seconds", (740, 588), (200, 20))]
        return screen(body, clock, app="Screenshot", running=("Terminal", "Screenshot"))

    def save(clock: str, name: str, w: int, h: int) -> str:
        body: list[Row] = list(term) + [
            ("dialog", "Save Screenshot", "", (660, 260), (600, 520)),
            ("push-button", "Cancel", "", (670, 268), (80, 30)),
            ("push-button", "Save", "", (1170, 268), (80, 30)),
            ("image", "Screenshot preview", "", (720, 320), (480, int(480 * h / w))),
            ("text", "Name", name, (760, 640), (420, 30)),
            ("combo-box", "Save in folder", "Pictures", (760, 680), (420, 30)),
            ("push-button", "Copy to Clipboard", "", (760, 726), (180, 30))]
        return screen(body, clock, app="Screenshot", running=("Terminal", "Screenshot"))

    def desktop(clock: str) -> str:
        return screen(list(term), clock, app="Terminal", running=("Terminal",))

    first = "Screenshot from 2024-04-05 11-02-41.png"
    second = "Screenshot from 2024-04-05 11-03-26.png"
    eog: list[Row] = [("frame", second, "", (70, 27), (1850, 1053)),
                      ("toggle-button", "Gallery", "", (80, 38), (34, 30)),
                      ("push-button", "Rotate Left", "", (1640, 38), (34, 30)),
                      ("push-button", "Rotate Right", "", (1676, 38), (34, 30)),
                      ("toggle-button", "Zoom", "91%", (1716, 38), (80, 30)),
                      ("toggle-button", "Fullscreen", "", (1800, 38), (34, 30)),
                      ("push-button", "Menu", "", (1840, 38), (34, 30)),
                      ("image", "", "", (124, 84), (1742, 980)),
                      ("label", "", "1920 \u00d7 1080 pixels    412.6 kB    91%", (80, 1056), (400, 20)),
                      ("label", "", "4 / 5", (1840, 1056), (60, 20))]
    turns = [
        (code("pyautogui.click(960, 425)"), shot("Apr 5 11:02", "Window", "0")),
        (code("for _ in range(3):\n    pyautogui.click(1195, 597)"), shot("Apr 5 11:02", "Window", "3")),
        (code("pyautogui.click(785, 323)"), save("Apr 5 11:02", first, 1100, 640)),
        (code("pyautogui.click(1210, 283)"), desktop("Apr 5 11:03")),
        (code("import subprocess\nsubprocess.Popen(['gnome-screenshot', '--interactive'])"), shot("Apr 5 11:03", "Window", "3")),
        (code("pyautogui.click(810, 425)\npyautogui.tripleClick(1090, 597)\npyautogui.write('0')\npyautogui.press('tab')"),
         shot("Apr 5 11:03", "Screen", "0")),
        (code("pyautogui.click(785, 323)"), save("Apr 5 11:03", second, 1920, 1080)),
        (code("pyautogui.click(1210, 283)"), desktop("Apr 5 11:03")),
        (code(f"import subprocess\nsubprocess.Popen(['eog', '/home/user/Pictures/{second}'])"),
         screen(eog, "Apr 5 11:04", app="Image Viewer", running=("Terminal", "Image Viewer"))),
    ]
    rs.add(task="os", tid="h48-os-13",
           system=system("With the Screenshot app, take a screenshot of the terminal window after a 3-second delay and save it, then take a full-screen screenshot without delay, save it too, and open the second one in Image Viewer."),
           turns=turns, state=shot("Apr 5 11:01", "Screen", "0"), bad=False)


# ---------------------------------------------------------------- 14
# Passwords and Keys new PGP key: bad
def t14(rs: RowSet) -> None:
    keys0 = [("Lena Fischer <lena.fischer@northwind.example>", "PGP key"),
             ("Ops Release Signing <release@northwind.example>", "PGP key")]
    mine = ("Dana Whitfield <dana.whitfield@northwind.example>", "Personal PGP key")

    def sea(clock: str, keys: list[tuple[str, str]], extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Passwords and Keys", "", (270, 140), (1380, 800)),
                           ("push-button", "New\u2026", "", (280, 148), (34, 30)),
                           ("label", "", "GnuPG keys", (900, 152), (200, 22)),
                           ("toggle-button", "Search", "", (1530, 148), (34, 30)),
                           ("push-button", "Main menu", "", (1570, 148), (34, 30))]
        body += stack(280, 190, 34, 240, 32, [
            ("label", "", "Passwords"), ("list-item", "Login", "Login"), ("label", "", "Certificates"),
            ("list-item", "Default trust", "Default trust"), ("list-item", "System Trust", "System Trust"),
            ("label", "", "Secure Shell"), ("list-item", "OpenSSH keys", "OpenSSH keys"), ("label", "", "PGP Keys"),
            ("list-item", "GnuPG keys", "GnuPG keys (selected)")])
        for i, (n, d) in enumerate(sorted(keys)):
            y = 200 + 60 * i
            body += [("list-item", n, n, (540, y), (1100, 56)), ("label", "", d, (560, y + 30), (400, 20))]
        body += extra or []
        return screen(body, clock, app="Passwords and Keys", running=("Passwords and Keys",))

    create: list[Row] = [("dialog", "Create new \u2026", "", (700, 300), (520, 380)),
                         ("label", "", "Select what type of item you want to create:", (720, 330), (480, 20))]
    create += stack(720, 370, 62, 480, 58, [
        ("list-item", "Password keyring", "Password keyring\nUsed to store application and network passwords"),
        ("list-item", "Password", "Password\nSafely store a password or secret."),
        ("list-item", "GPG key", "GPG key\nUsed to encrypt email and files"),
        ("list-item", "Secure Shell key", "Secure Shell key\nUsed to access other computers.")])

    def new_key(name: str, email: str) -> list[Row]:
        return [("dialog", "New PGP Key", "", (660, 260), (600, 480)),
                ("label", "", "A PGP key allows you to encrypt email or files to other people.", (680, 290), (560, 20)),
                ("text", "Full Name", name, (840, 330), (380, 30)),
                ("text", "Email Address", email, (840, 370), (380, 30)),
                ("text", "Comment", "", (840, 410), (380, 30)),
                ("toggle-button", "Advanced key options", "expanded", (680, 460), (240, 24)),
                ("combo-box", "Encryption Type", "RSA", (880, 496), (200, 30)),
                ("spin-button", "Key Strength (bits)", "3072", (880, 536), (120, 30)),
                ("check-box", "Never expires", "checked", (880, 576), (200, 24)),
                ("push-button", "Cancel", "", (1040, 690), (90, 30)),
                ("push-button", "Create", "", (1140, 690), (90, 30))]

    passdlg: list[Row] = [("dialog", "Passphrase for New PGP Key", "", (720, 380), (480, 240)),
                          ("label", "", "Enter the passphrase for your new key twice.", (740, 410), (440, 20)),
                          ("password-text", "Passphrase", "", (880, 450), (300, 30)),
                          ("password-text", "Confirm", "", (880, 490), (300, 30)),
                          ("push-button", "Cancel", "", (990, 570), (90, 30)),
                          ("push-button", "OK", "", (1090, 570), (90, 30))]

    def props(tab: str, keyid: str) -> list[Row]:
        spaced = " ".join(keyid[i:i + 4] for i in range(0, 16, 4))
        rows: list[Row] = [("dialog", "Dana Whitfield", "", (600, 180), (720, 680)),
                           ("page-tab", "Owner", "", (620, 214), (90, 30)),
                           ("page-tab", "Names and Signatures", "", (712, 214), (200, 30)),
                           ("page-tab", "Details", "", (914, 214), (90, 30))]
        if tab == "Owner":
            rows += stack(640, 270, 36, 640, 30, [
                ("label", "Name", "Dana Whitfield"), ("label", "Email", "dana.whitfield@northwind.example"),
                ("label", "Comment", ""), ("label", "Key ID", spaced), ("label", "Type", "Personal PGP key"),
                ("push-button", "Add Photo", ""), ("push-button", "Change Passphrase", "")])
        else:
            rows += stack(640, 270, 32, 640, 28, [
                ("label", "Key ID", spaced), ("label", "Type", "RSA"), ("label", "Strength", "3072"),
                ("label", "Fingerprint", "9F3C 21A8 6B0D E5C4 77A1  0E93 " + spaced),
                ("label", "Created", "2024-04-09"), ("label", "Expires", "Never"),
                ("combo-box", "Override Owner Trust", "Ultimate"),
                ("push-button", "Export", ""), ("push-button", "Export Secret Key", ""),
                ("label", "", "Subkeys")])
            rows += [("column-header", n, "", (640 + 110 * i, 610), (110, 24)) for i, n in enumerate(
                ["ID", "Type", "Usage", "Created", "Expires", "Status"])]
            rows += grid(640, 636, 26, [110] * 6, [[keyid[8:], "RSA", "Sign, Certify", "2024-04-09", "Never", "Good"],
                                                  ["5E2C3F40", "RSA", "Encrypt", "2024-04-09", "Never", "Good"]])
        rows.append(("push-button", "Close", "", (1280, 186), (30, 30)))
        return rows

    good = "4A9B53D0F218C7E6"
    drift = "4A9B53D0F218C76E"
    after = keys0 + [mine]
    turns = [
        (code("pyautogui.click(297, 163)"), sea("Apr 9 15:10", keys0, create)),
        (code("pyautogui.doubleClick(960, 523)"), sea("Apr 9 15:10", keys0, new_key("", ""))),
        (code("pyautogui.click(1030, 345)\npyautogui.write('Dana Whitfield')\npyautogui.press('tab')\npyautogui.write('dana.whitfield@northwind.example')"),
         sea("Apr 9 15:11", keys0, new_key("Dana Whitfield", "dana.whitfield@northwind.example"))),
        (code("pyautogui.click(1185, 705)"), sea("Apr 9 15:11", keys0, passdlg)),
        (code("pyautogui.click(1030, 465)\npyautogui.write('Corvid-Lantern-93!')\npyautogui.press('tab')\npyautogui.write('Corvid-Lantern-93!')\npyautogui.press('enter')"),
         sea("Apr 9 15:12", after)),
        (code("pyautogui.doubleClick(800, 228)"), sea("Apr 9 15:12", after, props("Owner", good))),
        (code("pyautogui.click(959, 229)"), sea("Apr 9 15:13", after, props("Details", drift))),
        (code("pyautogui.press('escape')"), sea("Apr 9 15:13", after)),
    ]
    rs.add(task="os", tid="h48-os-14",
           system=system("In Passwords and Keys, create a 3072-bit RSA PGP key for Dana Whitfield <dana.whitfield@northwind.example> with no expiry, then open its properties and note the key ID and fingerprint."),
           turns=turns, state=sea("Apr 9 15:10", keys0), bad=True, turn=7,
           kind="new key's ID on the Details tab differs from the ID its Owner tab showed")


# ---------------------------------------------------------------- 15
# Extensions app with Vitals preferences: clean
def t15(rs: RowSet) -> None:
    def topx(clip: bool, vitals: tuple[str, str, str] | None) -> list[Row]:
        rows: list[Row] = []
        if vitals:
            rows += [("label", "Vitals temperature", vitals[0], (1500, 0), (80, 27)),
                     ("label", "Vitals memory", vitals[1], (1584, 0), (80, 27)),
                     ("label", "Vitals processor", vitals[2], (1668, 0), (70, 27))]
        if clip:
            rows.append(("push-button", "Clipboard Indicator", "", (1744, 0), (30, 27)))
        return rows

    def ext(clip: bool, vit: bool, expanded: bool) -> list[Row]:
        rows: list[Row] = [("frame", "Extensions", "", (510, 120), (900, 840)),
                           ("label", "", "Extensions", (900, 128), (120, 24)),
                           ("push-button", "Main menu", "", (1360, 124), (34, 30)),
                           ("toggle-button", "Use Extensions", "on", (1300, 180), (60, 30)),
                           ("label", "", "Manually Installed", (560, 230), (300, 20)),
                           ("label", "", "Clipboard Indicator", (580, 262), (400, 24)),
                           ("toggle-button", "Clipboard Indicator", "on" if clip else "off", (1280, 264), (60, 30)),
                           ("toggle-button", "Show details: Clipboard Indicator", "", (1350, 264), (30, 30)),
                           ("label", "", "Vitals", (580, 314), (400, 24)),
                           ("toggle-button", "Vitals", "on" if vit else "off", (1280, 316), (60, 30)),
                           ("toggle-button", "Show details: Vitals", "expanded" if expanded else "", (1350, 316), (30, 30))]
        y = 366
        if expanded:
            rows += [("label", "", "A glimpse into your computer's temperature, voltage, fan speed, memory usage, processor load, system resources, network speed and storage stats. This is a one stop shop to monitor all of your vital sensors.", (580, 366), (780, 60)),
                     ("label", "Version", "59", (580, 432), (200, 20)),
                     ("label", "Author", "corecoding", (800, 432), (200, 20)),
                     ("link", "Website", "Website", (580, 462), (100, 20)),
                     ("push-button", "Settings", "", (1160, 456), (90, 30)),
                     ("push-button", "Remove\u2026", "", (1260, 456), (90, 30))]
            y = 510
        rows += [("label", "", "Built-In", (560, y), (300, 20))]
        for i, n in enumerate(["Desktop Icons NG (DING)", "Ubuntu AppIndicators", "Ubuntu Dock"]):
            yy = y + 32 + 52 * i
            rows += [("label", "", n, (580, yy), (400, 24)), ("toggle-button", n, "on", (1280, yy + 2), (60, 30))]
        return rows

    def prefs(precise: bool, unit: str, popover: bool = False) -> list[Row]:
        rows: list[Row] = [("frame", "Vitals", "", (660, 200), (640, 620)),
                           ("page-tab", "General", "", (700, 232), (90, 30)),
                           ("page-tab", "Temperature", "", (792, 232), (120, 30)),
                           ("page-tab", "Memory", "", (914, 232), (90, 30)),
                           ("page-tab", "Processor", "", (1006, 232), (100, 30)),
                           ("push-button", "Close", "", (1262, 206), (30, 30))]
        rows += stack(680, 290, 44, 600, 40, [
            ("spin-button", "Seconds between updates", "5"),
            ("combo-box", "Position in panel", "Right"),
            ("toggle-button", "Use higher precision", "on" if precise else "off"),
            ("toggle-button", "Alphabetize sensors in menu", "on"),
            ("toggle-button", "Hide zeros", "off"),
            ("toggle-button", "Use fixed widths", "on"),
            ("toggle-button", "Hide icons in top bar", "off"),
            ("combo-box", "Temperature unit", unit),
            ("toggle-button", "Include public IP address", "off")])
        if popover:
            rows += [("menu", "", "", (1100, 632), (160, 80)), ("menu-item", "\u00b0C", "", (1106, 638), (148, 32)),
                     ("menu-item", "\u00b0F", "", (1106, 672), (148, 32))]
        return rows

    def scr(clock: str, body: list[Row], clip: bool, vitals: tuple[str, str, str] | None) -> str:
        return screen(body, clock, app="Extensions",
                      running=("Extensions",), extra_top=topx(clip, vitals))

    turns = [
        (code("pyautogui.click(1310, 331)"), scr("Apr 11 08:42", ext(True, True, False), True, ("45\u00b0C", "3.1 GB", "12%"))),
        (code("pyautogui.click(1310, 279)"), scr("Apr 11 08:42", ext(False, True, False), False, ("44\u00b0C", "3.1 GB", "7%"))),
        (code("pyautogui.click(1365, 331)"), scr("Apr 11 08:43", ext(False, True, True), False, ("44\u00b0C", "3.1 GB", "9%"))),
        (code("pyautogui.click(1205, 471)"), scr("Apr 11 08:43", ext(False, True, True) + prefs(False, "\u00b0C"), False, ("45\u00b0C", "3.2 GB", "14%"))),
        (code("pyautogui.click(1240, 398)"), scr("Apr 11 08:43", ext(False, True, True) + prefs(True, "\u00b0C"), False, ("44.6\u00b0C", "3.18 GB", "10.3%"))),
        (code("pyautogui.click(1180, 618)"), scr("Apr 11 08:44", ext(False, True, True) + prefs(True, "\u00b0C", True), False, ("44.4\u00b0C", "3.18 GB", "8.9%"))),
        (code("pyautogui.click(1180, 688)"), scr("Apr 11 08:44", ext(False, True, True) + prefs(True, "\u00b0F"), False, ("112.3\u00b0F", "3.18 GB", "9.6%"))),
        (code("pyautogui.click(1277, 221)"), scr("Apr 11 08:45", ext(False, True, True), False, ("111.9\u00b0F", "3.11 GB", "6.2%"))),
    ]
    rs.add(task="os", tid="h48-os-15",
           system=system("In the Extensions app, enable Vitals and disable Clipboard Indicator; then in the Vitals settings turn on higher precision and show temperatures in Fahrenheit."),
           turns=turns, state=scr("Apr 11 08:42", ext(True, False, False), True, None), bad=False)


# ---------------------------------------------------------------- 16
# Startup Applications Preferences: bad
def t16(rs: RowSet) -> None:
    base = [("Dropbox", "Sync your files across computers and to the web", True),
            ("Flameshot", "Powerful yet simple to use screenshot software", True),
            ("Slack", "Slack Desktop", True),
            ("Solaar", "Logitech Unifying Receiver peripherals manager", True),
            ("SSH Key Agent", "GNOME Keyring: SSH Agent", True),
            ("Syncthing Tray", "Tray icon for Syncthing", True)]
    new_entry = ("Sync notes", "Pull the notes repository at login", True)

    def apps(clock: str, items: list[tuple[str, str, bool]], selected: str | None, extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Startup Applications Preferences", "", (560, 200), (800, 620)),
                           ("label", "", "Additional startup programs:", (580, 236), (400, 20))]
        for i, (n, d, on) in enumerate(sorted(items, key=lambda t: t[0].lower())):
            y = 268 + 54 * i
            body += [("check-box", n, "checked" if on else "unchecked", (590, y + 12), (24, 24)),
                     ("table-cell", "", f"{n}\n{d}" + ("  (selected)" if n == selected else ""), (624, y), (560, 52))]
        body += [("push-button", "Add", "", (1200, 268), (130, 30)),
                 ("push-button", "Remove", "", (1200, 304), (130, 30)),
                 ("push-button", "Edit", "", (1200, 340), (130, 30)),
                 ("push-button", "Close", "", (1200, 770), (130, 30))]
        body += extra or []
        return screen(body, clock, app="Startup Applications", running=("Startup Applications",))

    def entry_dlg(title: str, name: str, command: str, comment: str) -> list[Row]:
        return [("dialog", title, "", (700, 380), (520, 240)),
                ("text", "Name:", name, (820, 410), (380, 30)),
                ("text", "Command:", command, (820, 450), (290, 30)),
                ("push-button", "Browse\u2026", "", (1116, 450), (84, 30)),
                ("text", "Comment:", comment, (820, 490), (380, 30)),
                ("push-button", "Cancel", "", (1010, 570), (90, 30)),
                ("push-button", "Save" if title.startswith("Edit") else "Add", "", (1110, 570), (90, 30))]

    no_slack = [b for b in base if b[0] != "Slack"]
    solaar_off = [(n, d, False) if n == "Solaar" else (n, d, on) for n, d, on in no_slack]
    with_new = solaar_off + [new_entry]
    cmd = "/home/user/bin/sync-notes.sh --quiet"
    slack_back = with_new + [("Slack", "Slack Desktop", True)]
    turns = [
        (code("pyautogui.click(900, 402)"), apps("Apr 12 17:20", base, "Slack")),
        (code("pyautogui.click(1265, 319)"), apps("Apr 12 17:20", no_slack, None)),
        (code("pyautogui.click(602, 400)"), apps("Apr 12 17:21", solaar_off, None)),
        (code("pyautogui.click(1265, 283)"), apps("Apr 12 17:21", solaar_off, None, entry_dlg("Add Startup Program", "", "", ""))),
        (code("pyautogui.click(1010, 425)\npyautogui.write('Sync notes')"),
         apps("Apr 12 17:21", solaar_off, None, entry_dlg("Add Startup Program", "Sync notes", "", ""))),
        (code(f"pyautogui.press('tab')\npyautogui.write('{cmd}')"),
         apps("Apr 12 17:22", solaar_off, None, entry_dlg("Add Startup Program", "Sync notes", cmd, ""))),
        (code("pyautogui.click(1010, 505)\npyautogui.write('Pull the notes repository at login')"),
         apps("Apr 12 17:22", solaar_off, None, entry_dlg("Add Startup Program", "Sync notes", cmd, "Pull the notes repository at login"))),
        (code("pyautogui.click(1155, 585)"), apps("Apr 12 17:22", with_new, None)),
        (code("pyautogui.click(900, 510)\npyautogui.click(1265, 355)"),
         apps("Apr 12 17:23", slack_back, "Sync notes", entry_dlg("Edit Startup Program", "Sync notes", cmd, "Pull the notes repository at login"))),
        (code("pyautogui.click(1055, 585)"), apps("Apr 12 17:23", slack_back, "Sync notes")),
    ]
    rs.add(task="os", tid="h48-os-16",
           system=system("In Startup Applications, remove Slack, stop Solaar from starting (keep its entry), and add a 'Sync notes' entry that runs /home/user/bin/sync-notes.sh --quiet; then open the new entry to check it."),
           turns=turns, state=apps("Apr 12 17:20", base, None), bad=True, turn=9,
           kind="removed Slack startup entry listed again")


# ---------------------------------------------------------------- 17
# GNOME Calculator modes and preferences: clean
def t17(rs: RowSet) -> None:
    basic = ["7", "8", "9", "\u00f7", "\u2190", "C", "4", "5", "6", "\u00d7", "(", ")", "1", "2", "3", "\u2212",
             "x\u00b2", "\u221a", "0", ".", "%", "+", "="]
    adv = ["Memory", "x\u207f", "x\u207b\u00b9", "x!", "\u03c0", "e", "sin", "cos", "tan", "ln", "log", "|x|",
           "Modulus divison", "\u2153", "Exponent"]

    def calc(clock: str, mode: str, history: list[tuple[str, str]], display: str, extra: list[Row] | None = None) -> str:
        w = 760 if mode == "Advanced" else 400
        body: list[Row] = [("frame", "Calculator", "", (760, 220), (w, 620)),
                           ("push-button", "Undo", "", (770, 228), (34, 30)),
                           ("toggle-button", mode, "", (760 + w // 2 - 60, 228), (120, 30)),
                           ("push-button", "Close", "", (760 + w - 40, 228), (30, 30))]
        for i, (eq, ans) in enumerate(history):
            y = 270 + 44 * i
            body += [("label", "", eq, (780, y), (w - 200, 20)), ("push-button", "", ans, (760 + w - 180, y), (160, 22))]
        body += [("text", "", display, (770, 450), (w - 20, 60))]
        keys = (adv + basic) if mode == "Advanced" else basic
        cols = 11 if mode == "Advanced" else 6
        body += [("push-button", k, k, (770 + (w - 20) // cols * (i % cols), 530 + 60 * (i // cols)), ((w - 20) // cols - 4, 56))
                 for i, k in enumerate(keys)]
        body += extra or []
        return screen(body, clock, app="Calculator", running=("Calculator",))

    def modes(w: int) -> list[Row]:
        rows: list[Row] = [("menu", "", "", (760 + w // 2 - 100, 262), (200, 330))]
        rows += stack(760 + w // 2 - 94, 268, 32, 188, 30, [("radio-menu-item", n, "") for n in [
            "Basic", "Advanced", "Financial", "Programming", "Keyboard"]])
        rows += stack(760 + w // 2 - 94, 436, 32, 188, 30, [("menu-item", n, "") for n in [
            "Preferences", "Keyboard Shortcuts", "Help", "About Calculator"]])
        return rows

    def prefs(places: str) -> list[Row]:
        return [("dialog", "Preferences", "", (900, 300), (460, 400))] + stack(920, 340, 44, 420, 36, [
            ("combo-box", "Number Format", "Automatic"),
            ("spin-button", "Decimal places", places),
            ("toggle-button", "Show trailing zeroes", "off"),
            ("toggle-button", "Show thousands separators", "off"),
            ("combo-box", "Angle units", "Degrees"),
            ("combo-box", "Word size", "64 bits"),
            ("combo-box", "Exchange rate refresh interval", "Never")])

    h1 = [("1299\u00d70.85", "1104.15")]
    h2 = h1 + [("ans\u00d71.0725", "1184.200875")]
    h3 = h2 + [("sqrt(2)\u00d7100", "141.421356237")]
    h4 = h3 + [("12 in in cm", "30.48")]
    turns = [
        (code("pyautogui.write('1299*0.85')\npyautogui.press('enter')"), calc("Apr 15 12:30", "Basic", h1, "1104.15")),
        (code("pyautogui.write('ans*1.0725')\npyautogui.press('enter')"), calc("Apr 15 12:30", "Basic", h2, "1184.200875")),
        (code("pyautogui.click(960, 243)"), calc("Apr 15 12:31", "Basic", h2, "1184.200875", modes(400))),
        (code("pyautogui.click(960, 315)"), calc("Apr 15 12:31", "Advanced", h2, "1184.200875")),
        (code("pyautogui.write('sqrt(2)*100')\npyautogui.press('enter')"), calc("Apr 15 12:31", "Advanced", h3, "141.421356237")),
        (code("pyautogui.click(1140, 243)\npyautogui.click(1140, 451)"),
         calc("Apr 15 12:32", "Advanced", h3, "141.421356237", prefs("9"))),
        (code("pyautogui.tripleClick(1130, 402)\npyautogui.write('2')\npyautogui.press('tab')"),
         calc("Apr 15 12:32", "Advanced", h3, "141.42", prefs("2"))),
        (code("pyautogui.press('escape')"), calc("Apr 15 12:32", "Advanced", h3, "141.42")),
        (code("pyautogui.write('12 in in cm')\npyautogui.press('enter')"), calc("Apr 15 12:33", "Advanced", h4, "30.48")),
    ]
    rs.add(task="os", tid="h48-os-17",
           system=system("In Calculator, work out 1299 at 15% off plus 7.25% tax, then in Advanced mode compute 100\u00b7\u221a2, set the result precision to 2 decimal places, and convert 12 inches to centimetres."),
           turns=turns, state=calc("Apr 15 12:30", "Basic", [], ""), bad=False)


# ---------------------------------------------------------------- 18
# GNOME Logs coredump entry: bad
def t18(rs: RowSet) -> None:
    important = [("systemd-coredump", "Process {pid} (evolution-alarm) of user 1000 dumped core.", "09:41"),
                 ("bluetoothd", "Failed to set mode: Blocked through rfkill (0x12)", "09:14"),
                 ("kernel", "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PC00.PEG1.PEGP], AE_NOT_FOUND (20210730/psargs-330)", "09:12"),
                 ("gnome-shell", "JS ERROR: TypeError: this._workspacesViews[i] is undefined", "09:02"),
                 ("wpa_supplicant", "bgscan simple: Failed to enable signal strength monitoring", "08:58"),
                 ("systemd-coredump", "Process 2876 (tracker-extract-3) of user 1000 dumped core.", "Yesterday 16:22"),
                 ("kernel", "usb 3-2: device descriptor read/64, error -71", "Yesterday 14:05"),
                 ("gdm-password]", "gkr-pam: unable to locate daemon control file", "Yesterday 08:31")]
    hardware = [("kernel", "usb 3-2: new full-speed USB device number 7 using xhci_hcd", "09:33"),
                ("kernel", "usb 3-2: New USB device found, idVendor=046d, idProduct=c52b, bcdDevice=12.11", "09:33"),
                ("kernel", "logitech-djreceiver 0003:046D:C52B.0009: hiddev0,hidraw1: USB HID v1.11 Device [Logitech USB Receiver] on usb-0000:00:14.0-2/input2", "09:33"),
                ("kernel", "input: Logitech MX Master 3 as /devices/pci0000:00/0000:00:14.0/usb3/3-2/3-2:1.2/0003:046D:C52B.0009/0003:046D:4082.000A/input/input27", "09:33"),
                ("kernel", "thermal thermal_zone7: failed to read out thermal zone (-61)", "08:57"),
                ("kernel", "i915 0000:00:02.0: [drm] GuC firmware i915/tgl_guc_70.1.1.bin version 70.1", "08:57")]

    def logs(clock: str, cat: str, rows: list[tuple[str, str, str]], pid: str, search: str | None = None,
             detail: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Logs", "", (70, 27), (1850, 1053)),
                           ("push-button", "Back" if detail else "Export", "", (80, 38), (34, 30)),
                           ("label", "", "Logs", (900, 36), (120, 20)),
                           ("combo-box", "Boot", "Tue 16 Apr 08:56 \u2013 Current", (860, 54), (220, 18)),
                           ("toggle-button", "Search", "", (1830, 38), (34, 30))]
        body += [("list-item", c, c + (" (selected)" if c == cat else ""), (74, 84 + 40 * i), (220, 38))
                 for i, c in enumerate(["Important", "All", "Applications", "System", "Security", "Hardware"])]
        if search is not None:
            body.append(("text", "Search", search, (700, 82), (520, 32)))
        if detail:
            body += detail
        else:
            y0 = 124 if search is not None else 84
            for i, (snd, msg, t) in enumerate(rows):
                y = y0 + 56 * i
                body += [("table-cell", "", snd, (310, y), (220, 54)), ("table-cell", "", msg.format(pid=pid), (530, y), (1200, 54)),
                         ("table-cell", "", t, (1740, y), (170, 54))]
        return screen(body, clock, app="Logs", running=("Logs",))

    def core_detail(pid: str) -> list[Row]:
        msg = (f"Process {pid} (evolution-alarm) of user 1000 dumped core.\n\n"
               "Module linux-vdso.so.1 with build-id 3f9b1c5e0d2a47f18a6e93c4b7d21f0e6a58c3d1\n"
               f"Stack trace of thread {pid}:\n"
               "#0  0x00007f6a4c89e9fc __pthread_kill_implementation (libc.so.6 + 0x969fc)\n"
               "#1  0x00007f6a4c84a476 raise (libc.so.6 + 0x42476)\n"
               "#2  0x00007f6a4c8307f3 abort (libc.so.6 + 0x287f3)\n"
               "#3  0x00007f6a4cb6fb57 n/a (libglib-2.0.so.0 + 0x1eb57)\n"
               "#4  0x00007f6a4cbcb70e g_assertion_message_expr (libglib-2.0.so.0 + 0x7a70e)\n"
               "#5  0x000055d2e1a3c2f1 n/a (evolution-alarm-notify + 0x112f1)\n"
               "ELF object binary architecture: AMD x86-64")
        return [("heading", "", "systemd-coredump", (320, 96), (600, 28)),
                ("label", "", "Tuesday 09:41:07", (1600, 100), (200, 20))] + stack(320, 140, 34, 1560, 30, [
            ("label", "Message", msg), ("label", "Audit Session", "2"), ("label", "Priority", "Critical"),
            ("label", "Subject", "Process dumped its core"), ("label", "Defined By", "systemd"),
            ("link", "Support", "https://answers.launchpad.net/ubuntu"),
            ("label", "Documentation", "man:core(5)")])

    usb_detail = [("heading", "", "kernel", (320, 96), (600, 28)),
                  ("label", "", "Tuesday 09:33:52", (1600, 100), (200, 20))] + stack(320, 140, 34, 1560, 30, [
        ("label", "Message", "usb 3-2: New USB device found, idVendor=046d, idProduct=c52b, bcdDevice=12.11"),
        ("label", "Kernel Device", "+usb:3-2"), ("label", "Priority", "Info")])
    coredumps = [important[0], important[5]]
    turns = [
        (code("pyautogui.click(184, 103)"), logs("Apr 16 10:05", "Important", important, "4127")),
        (code("pyautogui.click(1847, 53)\npyautogui.write('dumped core')"),
         logs("Apr 16 10:05", "Important", coredumps, "4127", "dumped core")),
        (code("pyautogui.click(900, 151)"), logs("Apr 16 10:06", "Important", coredumps, "4172", "dumped core", core_detail("4172"))),
        (code("pyautogui.click(97, 53)"), logs("Apr 16 10:06", "Important", coredumps, "4172", "dumped core")),
        (code("pyautogui.press('escape')\npyautogui.click(184, 303)"), logs("Apr 16 10:07", "Hardware", hardware, "4172")),
        (code("pyautogui.click(900, 167)"), logs("Apr 16 10:07", "Hardware", hardware, "4172", detail=usb_detail)),
    ]
    rs.add(task="os", tid="h48-os-18",
           system=system("In Logs, find today's crash report for evolution-alarm among the important events and open it, then look at the hardware events for the USB receiver that was plugged in."),
           turns=turns, state=logs("Apr 16 10:04", "All", [important[0]] + hardware[3::-1] + important[1:5], "4127"), bad=True, turn=3,
           kind="PID in an existing coredump journal entry differs from the list a turn earlier")


# ---------------------------------------------------------------- 19
# GNOME Weather refresh, units and places: clean
def t19(rs: RowSet) -> None:
    def c2f(c: float) -> int:
        return int(c * 9 / 5 + 32 + 0.5)

    edi_hourly0 = [("Now", 9.0), ("09:00", 9.0), ("10:00", 10.0), ("11:00", 11.0), ("12:00", 11.0), ("13:00", 12.0), ("14:00", 12.0), ("15:00", 11.0)]
    edi_hourly1 = [("Now", 8.0), ("09:00", 9.0), ("10:00", 10.0), ("11:00", 10.0), ("12:00", 11.0), ("13:00", 12.0), ("14:00", 12.0), ("15:00", 11.0)]
    days = ["Today", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed", "Thu"]
    edi_daily = list(zip(days, [11.0, 12.0, 10.0, 9.0, 12.0, 13.0, 11.0, 10.0, 12.0, 13.0], [6.0, 5.0, 4.0, 3.0, 6.0, 7.0, 6.0, 5.0, 7.0, 8.0]))
    por_daily = list(zip(days, [17.2, 18.1, 19.4, 18.0, 16.6, 17.3, 19.0, 20.2, 19.5, 18.3], [11.1, 11.8, 12.4, 12.9, 11.6, 10.8, 11.9, 13.1, 13.4, 12.2]))

    def temp(c: float, f: bool) -> str:
        return f"{c2f(c)}\u00b0" if f else f"{int(c + 0.5)}\u00b0"

    def weather(clock: str, place: str, cond: str, now: float, updated: str, tab: str, f: bool,
                hourly: list[tuple[str, float]], daily: list[tuple[str, float, float]], extra: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Weather", "", (460, 160), (1000, 760)),
                           ("toggle-button", "Places", place.split(",")[0], (470, 168), (200, 30)),
                           ("push-button", "Refresh", "", (1360, 168), (34, 30)),
                           ("push-button", "Main menu", "", (1398, 168), (34, 30)),
                           ("label", "", place, (500, 230), (600, 30)),
                           ("label", "", cond, (500, 270), (400, 24)),
                           ("label", "", temp(now, f), (500, 300), (200, 90)),
                           ("label", "", updated, (500, 400), (400, 20)),
                           ("page-tab", "Hourly", "selected" if tab == "Hourly" else "", (500, 440), (100, 30)),
                           ("page-tab", "Daily", "selected" if tab == "Daily" else "", (602, 440), (100, 30))]
        if tab == "Hourly":
            body += [("label", "", f"{t}  {temp(c, f)}", (500 + 110 * i, 490), (104, 120)) for i, (t, c) in enumerate(hourly)]
        else:
            body += [("label", "", f"{d}  {temp(hi, f)}  {temp(lo, f)}", (500 + 95 * i, 490), (90, 160)) for i, (d, hi, lo) in enumerate(daily)]
        body += extra or []
        return screen(body, clock, app="Weather", running=("Weather",))

    units_menu: list[Row] = [("menu", "", "", (1200, 200), (230, 190)),
                             ("label", "", "Units", (1210, 208), (200, 20)),
                             ("radio-menu-item", "Celsius", "checked", (1210, 232), (210, 30)),
                             ("radio-menu-item", "Fahrenheit", "unchecked", (1210, 264), (210, 30)),
                             ("menu-item", "Keyboard Shortcuts", "", (1210, 304), (210, 30)),
                             ("menu-item", "About Weather", "", (1210, 336), (210, 30))]
    places: list[Row] = [("menu", "", "", (470, 200), (360, 260)),
                         ("text", "Search for a city", "", (480, 210), (340, 32)),
                         ("list-item", "Edinburgh, United Kingdom", "Edinburgh, United Kingdom  46\u00b0  (current location)", (480, 252), (340, 50)),
                         ("list-item", "Porto, Portugal", "Porto, Portugal  57\u00b0", (480, 304), (340, 50)),
                         ("list-item", "Reykjav\u00edk, Iceland", "Reykjav\u00edk, Iceland  34\u00b0", (480, 356), (340, 50))]
    edi = "Edinburgh, United Kingdom"
    turns = [
        (code("pyautogui.click(1377, 183)"), weather("Apr 16 08:14", edi, "Drizzle", 8.0, "Updated just now", "Hourly", False, edi_hourly1, edi_daily)),
        (code("pyautogui.click(652, 455)"), weather("Apr 16 08:15", edi, "Drizzle", 8.0, "Updated 1 minute ago", "Daily", False, edi_hourly1, edi_daily)),
        (code("pyautogui.click(1415, 183)"), weather("Apr 16 08:15", edi, "Drizzle", 8.0, "Updated 1 minute ago", "Daily", False, edi_hourly1, edi_daily, units_menu)),
        (code("pyautogui.click(1315, 279)"), weather("Apr 16 08:16", edi, "Drizzle", 8.0, "Updated 2 minutes ago", "Daily", True, edi_hourly1, edi_daily)),
        (code("pyautogui.click(570, 183)"), weather("Apr 16 08:17", edi, "Drizzle", 8.0, "Updated 3 minutes ago", "Daily", True, edi_hourly1, edi_daily, places)),
        (code("pyautogui.click(650, 329)"), weather("Apr 16 08:17", "Porto, Portugal", "Mostly cloudy", 14.0, "Updated 3 minutes ago", "Daily", True, [], por_daily)),
    ]
    rs.add(task="os", tid="h48-os-19",
           system=system("In Weather, refresh the forecast for Edinburgh, switch to the daily forecast in Fahrenheit, and then look at the forecast for Porto."),
           turns=turns, state=weather("Apr 16 08:14", edi, "Light rain", 9.0, "Updated 12 minutes ago", "Hourly", False, edi_hourly0, edi_daily),
           bad=False)


# ---------------------------------------------------------------- 20
# Chrome bookmark into a new folder: bad
def t20(rs: RowSet) -> None:
    title = "Jammy Jellyfish Release Notes - Release - Ubuntu Community Hub"
    url = "discourse.ubuntu.com/t/jammy-jellyfish-release-notes/24668"

    def bar(items: list[str]) -> list[Row]:
        return [("push-button", n, "", (80 + 150 * i, 112), (146, 28)) for i, n in enumerate(items)]

    def page(clock: str, bar_items: list[str], starred: bool, extra: list[Row] | None = None) -> str:
        body = chrome_top(title, [title], 0, url)
        k = next(i for i, r in enumerate(body) if r[1] == "Bookmark this tab")
        body[k] = ("push-button", "Edit bookmark for this tab" if starred else "Bookmark this tab", "", (1640, 76), (26, 26))
        body += bar(bar_items)
        body += [("link", "Ubuntu Community Hub", "Ubuntu Community Hub", (300, 160), (220, 30)),
                 ("heading", "", "Jammy Jellyfish Release Notes", (360, 220), (1000, 40)),
                 ("link", "Release", "Release", (360, 266), (70, 20)),
                 ("label", "", "Apr 21, 2022 \u00b7 142.6k views \u00b7 updated Feb 22, 2024", (440, 266), (500, 20)),
                 ("paragraph", "", "These release notes for Ubuntu 22.04 LTS (Jammy Jellyfish) provide an overview of the release and document the known issues with Ubuntu and its flavours.", (360, 310), (1000, 44)),
                 ("heading", "", "Support lifespan", (360, 380), (600, 30)),
                 ("paragraph", "", "Maintenance updates will be provided for 5 years for Ubuntu Desktop, Ubuntu Server, Ubuntu Cloud, and Ubuntu Core. All the remaining flavours will be supported for 3 years.", (360, 420), (1000, 44)),
                 ("heading", "", "Upgrades", (360, 490), (600, 30)),
                 ("paragraph", "", "Users of Ubuntu 20.04 LTS will be offered an automatic upgrade to 22.04 LTS a few days after 22.04.1 LTS is released.", (360, 530), (1000, 44)),
                 ("heading", "", "Updated Packages", (360, 600), (600, 30)),
                 ("paragraph", "", "Linux kernel 5.15 \u00b7 GNOME 42 \u00b7 systemd 249.11 \u00b7 OpenSSL 3.0 \u00b7 Python 3.10 \u00b7 GCC 11.2", (360, 640), (1000, 24))]
        body += extra or []
        return screen(body, clock, app="Google Chrome")

    def bubble(folder: str, dropdown: bool) -> list[Row]:
        rows: list[Row] = [("dialog", "Bookmark added", "", (1340, 104), (420, 230)),
                           ("text", "Bookmark name", title, (1360, 150), (380, 30)),
                           ("combo-box", "Bookmark folder", folder, (1360, 196), (380, 30)),
                           ("push-button", "More\u2026", "", (1360, 286), (90, 30)),
                           ("push-button", "Remove", "", (1560, 286), (90, 30)),
                           ("push-button", "Done", "", (1660, 286), (80, 30))]
        if dropdown:
            rows += [("menu", "", "", (1360, 228), (380, 170))]
            rows += stack(1366, 232, 32, 368, 30, [("menu-item", n, "") for n in [
                "Bookmarks bar", "Recipes", "Work", "Other bookmarks", "Choose another folder\u2026"]])
        return rows

    def editor(tree: list[tuple[str, int]], selected: str) -> list[Row]:
        rows: list[Row] = [("dialog", "Edit bookmark", "", (660, 240), (600, 520)),
                           ("text", "Name", title, (760, 280), (480, 30)),
                           ("text", "URL", "https://" + url, (760, 320), (480, 30)),
                           ("tree", "", "", (680, 370), (560, 300))]
        rows += [("tree-item", n, n + (" (selected)" if n == selected else ""), (690 + 20 * lvl, 376 + 30 * i), (520, 28))
                 for i, (n, lvl) in enumerate(tree)]
        rows += [("push-button", "New folder", "", (680, 710), (110, 30)), ("push-button", "Cancel", "", (1060, 710), (80, 30)),
                 ("push-button", "Save", "", (1150, 710), (80, 30))]
        return rows

    def manager(clock: str, folder: str, bar_items: list[str], tree: list[tuple[str, int]], items: list[tuple[str, str]],
                search: str = "") -> str:
        body = chrome_top("Bookmarks", [title, "Bookmarks"], 1, "chrome://bookmarks")
        body += bar(bar_items)
        body += [("heading", "", "Bookmarks", (100, 160), (200, 30)),
                 ("entry", "Search bookmarks", search, (700, 156), (520, 36)),
                 ("push-button", "Organize", "", (1860, 156), (34, 34))]
        body += [("tree-item", n, n + (" (selected)" if n == folder and not search else ""), (90 + 20 * lvl, 220 + 36 * i), (260, 34))
                 for i, (n, lvl) in enumerate(tree)]
        if items:
            for i, (n, u) in enumerate(items):
                y = 220 + 52 * i
                body += [("link", n, n, (660, y), (700, 22)), ("label", "", u, (660, y + 24), (700, 20)),
                         ("push-button", f"More actions for {n}", "", (1380, y + 8), (30, 30))]
        else:
            body.append(("label", "", "No search results found" if search else "No bookmarks", (900, 400), (300, 24)))
        return screen(body, clock, app="Google Chrome")

    bar0 = ["Recipes", "Work", "Launchpad"]
    tree0 = [("Bookmarks bar", 0), ("Recipes", 1), ("Work", 1), ("Other bookmarks", 0)]
    tree1 = [("Bookmarks bar", 0), ("Recipes", 1), ("Work", 1), ("Linux docs", 1), ("Other bookmarks", 0)]
    other = [("Ubuntu Wiki", "wiki.ubuntu.com"), ("Ask Ubuntu", "askubuntu.com"), ("LWN.net", "lwn.net"),
             ("Arch Wiki \u2013 GNOME", "wiki.archlinux.org/title/GNOME"), ("Debian Reference", "www.debian.org/doc/manuals/debian-reference")]
    mgr_tree = [("Bookmarks bar", 0), ("Recipes", 1), ("Work", 1), ("Other bookmarks", 0)]
    turns = [
        (code("BrowserTools.bookmark_page()"), page("Apr 18 14:50", bar0 + [title], True, bubble("Bookmarks bar", False))),
        (code("pyautogui.click(1550, 211)"), page("Apr 18 14:50", bar0 + [title], True, bubble("Bookmarks bar", True))),
        (code("pyautogui.click(1550, 375)"), page("Apr 18 14:51", bar0 + [title], True, editor(tree0, "Bookmarks bar"))),
        (code("pyautogui.click(735, 725)\npyautogui.write('Linux docs')\npyautogui.press('enter')"),
         page("Apr 18 14:51", bar0 + [title], True, editor(tree1, "Linux docs"))),
        (code("pyautogui.click(1190, 725)"), page("Apr 18 14:52", bar0 + ["Linux docs"], True)),
        (code("BrowserTools.open_bookmarks()"),
         manager("Apr 18 14:52", "Bookmarks bar", bar0, mgr_tree,
                 [("Recipes", "2 items"), ("Work", "14 items"), ("Launchpad", "launchpad.net")])),
        (code("pyautogui.click(960, 174)\npyautogui.write('jammy')"), manager("Apr 18 14:53", "", bar0, mgr_tree, [], "jammy")),
        (code("pyautogui.click(220, 346)"), manager("Apr 18 14:53", "Other bookmarks", bar0, mgr_tree, other)),
    ]
    rs.add(task="os", tid="h48-os-20",
           system=system("Bookmark the Ubuntu 22.04 release notes page open in Chrome into a new bookmarks-bar folder named 'Linux docs', then check it in the bookmark manager."),
           turns=turns, state=page("Apr 18 14:50", bar0, False), bad=True, turn=6,
           kind="newly created bookmark folder and its bookmark missing from the bookmark manager and bar")


# ---------------------------------------------------------------- 21
# LibreOffice Calc sheet helpers: bad
def t21(rs: RowSet) -> None:
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    rev = [38200, 36900, 41300, 39800, 40600, 42100, 37400, 35900, 40200, 41700, 43500, 46800]
    cost = [29450, 28730, 30120, 29900, 30480, 31050, 29100, 28640, 30010, 30560, 31220, 33070]
    actuals = [["Month", "Revenue", "Costs", "Margin"]]
    actuals += [[m, f"{r:,}", f"{c:,}", f"{r - c:,}"] for m, r, c in zip(months, rev, cost)]
    actuals += [["Total", f"{sum(rev):,}", f"{sum(cost):,}", f"{sum(rev) - sum(cost):,}"]]
    q_rev = [118400, 121900, 126300, 115700]
    q_cost = [89300, 90800, 92600, 88100]

    def forecast(total: bool) -> list[list[str]]:
        return [["Line", "Q1", "Q2", "Q3", "Q4", "Total"],
                ["Revenue"] + [f"{v:,}" for v in q_rev] + ([f"{sum(q_rev):,}"] if total else [""]),
                ["Costs"] + [f"{v:,}" for v in q_cost] + [""],
                ["Margin"] + [f"{a - b:,}" for a, b in zip(q_rev, q_cost)] + [""]]

    notes = [["Budget owner: M. Okafor"], ["Version 3 \u2014 approved 2024-01-19"],
             ["Actuals through December; forecast refreshed quarterly"], ["Costs exclude depreciation and one-off legal fees"]]

    def calc(clock: str, tabs: list[str], active: str, data: list[list[str]], modified: bool, namebox: str = "A1",
             inputline: str | None = None, rows_shown: list[int] | None = None) -> str:
        body: list[Row] = [("frame", "budget_2024.ods - LibreOffice Calc", "", (70, 27), (1850, 1053))]
        body += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"])
        body += [("push-button", n, "", (78 + 34 * i, 92), (30, 30)) for i, n in enumerate(
            ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
             "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart", "Freeze Rows and Columns"])]
        body += [("text", "Name Box", namebox, (74, 130), (110, 24)),
                 ("text", "Input line", data[0][0] if inputline is None else inputline, (276, 130), (1640, 24))]
        body += grid(74, 158, 20, [40, 110, 110, 110, 110, 110, 110], [["", "A", "B", "C", "D", "E", "F"]], tag="column-header")
        shown = rows_shown or list(range(1, 23))
        for k, r in enumerate(shown):
            y = 178 + 20 * k
            body.append(("row-header", "", str(r), (74, y), (40, 20)))
            line = data[r - 1] if r - 1 < len(data) else []
            body += grid(114, y, 20, [110] * 6, [(line + [""] * 6)[:6]])
        x = 170
        for t in tabs:
            w = 9 * len(t) + 30
            body.append(("page-tab", t, "selected" if t == active else "", (x, 1032), (w, 22)))
            x += w
        body += [("label", "", f"Sheet {tabs.index(active) + 1} of {len(tabs)}", (74, 1056), (100, 20)),
                 ("label", "", "Default", (470, 1056), (80, 20)),
                 ("label", "", "English (UK)", (560, 1056), (110, 20)),
                 ("label", "Document modified", "The document has been modified. Click to save the document." if modified
                  else "The document has not been modified since the last save.", (900, 1056), (20, 20)),
                 ("label", "", "Average: ; Sum: 0", (1180, 1056), (340, 20)),
                 ("label", "", "100%", (1860, 1056), (50, 20))]
        return screen(body, clock, app="LibreOffice Calc")

    t0 = ["Actuals", "Sheet2", "Sheet3", "Notes"]
    t1 = ["Actuals", "Forecast", "Sheet3", "Notes"]
    t2 = t1 + ["Actuals_backup"]
    t3 = ["Actuals", "Forecast", "Assumptions", "Notes", "Actuals_backup"]
    t_bad = ["Actuals", "Sheet2", "Assumptions", "Notes", "Actuals_backup"]
    scrolled = [1] + list(range(8, 29))
    turns = [
        (code("CalcTools.rename_sheet('Sheet2', 'Forecast')"), calc("Apr 19 16:02", t1, "Actuals", actuals, True)),
        (code("CalcTools.switch_active_sheet('Forecast')"), calc("Apr 19 16:02", t1, "Forecast", forecast(False), True)),
        (code("CalcTools.set_cell_value('F2', '=SUM(B2:E2)')"),
         calc("Apr 19 16:03", t1, "Forecast", forecast(True), True, "F2", "=SUM(B2:E2)")),
        (code("CalcTools.switch_active_sheet('Actuals')"), calc("Apr 19 16:03", t1, "Actuals", actuals, True)),
        (code("CalcTools.freeze_panes(rows=1, columns=0)"), calc("Apr 19 16:03", t1, "Actuals", actuals, True)),
        (code("pyautogui.moveTo(600, 500)\npyautogui.scroll(-2)"), calc("Apr 19 16:04", t1, "Actuals", actuals, True, rows_shown=scrolled)),
        (code("CalcTools.copy_sheet('Actuals', 'Actuals_backup')"), calc("Apr 19 16:04", t2, "Actuals", actuals, True, rows_shown=scrolled)),
        (code("CalcTools.rename_sheet('Sheet3', 'Assumptions')"), calc("Apr 19 16:05", t3, "Actuals", actuals, True, rows_shown=scrolled)),
        (code("CalcTools.switch_active_sheet('Actuals_backup')"), calc("Apr 19 16:05", t3, "Actuals_backup", actuals, True)),
        (code("CalcTools.save()"), calc("Apr 19 16:05", t_bad, "Actuals_backup", actuals, False)),
        (code("CalcTools.switch_active_sheet('Notes')"), calc("Apr 19 16:06", t_bad, "Notes", notes, False)),
    ]
    rs.add(task="os", tid="h48-os-21",
           system=system("In budget_2024.ods, rename Sheet2 to Forecast and add a row total in F2 there, freeze the header row of Actuals, copy Actuals to a new sheet Actuals_backup, rename Sheet3 to Assumptions, and save."),
           turns=turns, state=calc("Apr 19 16:02", t0, "Actuals", actuals, False), bad=True, turn=10,
           kind="sheet renamed to Forecast shown under its old name Sheet2 after saving")


# ---------------------------------------------------------------- 22
# GNOME Maps place, favorite and route modes: clean
def t22(rs: RowSet) -> None:
    def maps(clock: str, search: str, route: bool, extra: list[Row] | None = None, sidebar: list[Row] | None = None) -> str:
        body: list[Row] = [("frame", "Maps", "", (70, 27), (1850, 1053)),
                           ("push-button", "Go to current location", "", (80, 38), (34, 30)),
                           ("push-button", "Choose map type", "", (118, 38), (34, 30)),
                           ("text", "Search", search, (760, 38), (400, 30)),
                           ("toggle-button", "Route planner", "pressed" if route else "", (1720, 38), (34, 30)),
                           ("toggle-button", "Favorites", "", (1758, 38), (34, 30)),
                           ("push-button", "Print Route", "", (1796, 38), (34, 30)),
                           ("push-button", "Main menu", "", (1870, 38), (34, 30))]
        x0 = 500 if sidebar else 70
        body += sidebar or []
        body += [("image", "Map", "", (x0, 74), (1920 - x0, 1006)),
                 ("push-button", "Zoom in", "", (x0 + 20, 94), (34, 34)),
                 ("push-button", "Zoom out", "", (x0 + 20, 130), (34, 34)),
                 ("label", "", "500 m", (x0 + 20, 1040), (80, 16)),
                 ("label", "", "\u00a9 OpenStreetMap contributors", (1700, 1060), (210, 16))]
        body += extra or []
        return screen(body, clock, app="Maps", running=("Maps",))

    results: list[Row] = [("menu", "", "", (760, 72), (400, 300))]
    results += stack(766, 78, 58, 388, 54, [("list-item", n.split("\n")[0], n) for n in [
        "Museu Calouste Gulbenkian\nAvenida de Berna 45A, Lisboa",
        "Jardim Gulbenkian\nAvenida de Berna, Lisboa",
        "Funda\u00e7\u00e3o Calouste Gulbenkian\nAvenida de Berna 45A, Lisboa",
        "Centro de Arte Moderna Gulbenkian\nRua Dr. Nicolau de Bettencourt, Lisboa",
        "Gulbenkian\nBus stop \u00b7 Avenida de Berna, Lisboa"]])

    def bubble(fav: bool) -> list[Row]:
        return [("dialog", "", "", (900, 380), (420, 330)),
                ("heading", "", "Museu Calouste Gulbenkian", (920, 396), (380, 28)),
                ("label", "", "Museum", (920, 428), (200, 20)),
                ("label", "", "Avenida de Berna 45A\n1067-001 Lisboa", (920, 458), (380, 40)),
                ("label", "Opening hours", "Mon, Wed\u2013Sun 10:00\u201318:00", (920, 508), (380, 20)),
                ("label", "Wheelchair access", "yes", (920, 534), (380, 20)),
                ("link", "Website", "gulbenkian.pt/museu", (920, 560), (380, 20)),
                ("label", "Phone", "+351 217 823 000", (920, 586), (380, 20)),
                ("toggle-button", "Add to Favorites", "pressed" if fav else "", (920, 660), (34, 34)),
                ("push-button", "Share", "", (960, 660), (34, 34)),
                ("push-button", "Route", "", (1220, 660), (80, 34))]

    def planner(start: str, mode: str, summary: str, steps: list[tuple[str, str]]) -> list[Row]:
        rows: list[Row] = [("text", "From", start, (90, 90), (380, 32)),
                           ("text", "To", "Museu Calouste Gulbenkian, Lisboa", (90, 130), (380, 32)),
                           ("push-button", "Add destination", "", (90, 170), (34, 30))]
        rows += [("toggle-button", m, "pressed" if m == mode else "", (150 + 80 * i, 170), (76, 30))
                 for i, m in enumerate(["Car", "Bike", "Walk", "Transit"])]
        if not steps:
            rows.append(("label", "", "Choose a starting point", (90, 220), (380, 20)))
            return rows
        rows.append(("label", "", summary, (90, 220), (380, 22)))
        rows += [("list-item", n, f"{n}  {d}".rstrip(), (90, 256 + 46 * i), (390, 44)) for i, (n, d) in enumerate(steps)]
        return rows

    car = [("Start at Pra\u00e7a do Com\u00e9rcio", ""), ("Turn left onto Rua do Ouro", "450 m"),
           ("Continue onto Pra\u00e7a Dom Pedro IV", "300 m"), ("Turn right onto Avenida da Liberdade", "1.3 km"),
           ("At the roundabout, take the 2nd exit onto Avenida Fontes Pereira de Melo", "1.1 km"),
           ("Turn left onto Avenida Ant\u00f3nio Augusto de Aguiar", "950 m"),
           ("Turn right onto Avenida de Berna", "650 m"), ("Arrive at Museu Calouste Gulbenkian", "")]
    walk = [("Start at Pra\u00e7a do Com\u00e9rcio", ""), ("Walk north on Rua Augusta", "550 m"),
            ("Continue through Rossio", "250 m"), ("Continue onto Avenida da Liberdade", "1.2 km"),
            ("Cross Pra\u00e7a Marqu\u00eas de Pombal", "200 m"),
            ("Continue onto Avenida Ant\u00f3nio Augusto de Aguiar", "1.1 km"),
            ("Turn left onto Avenida de Berna", "400 m"), ("Arrive at Museu Calouste Gulbenkian", "")]
    bike = [("Start at Pra\u00e7a do Com\u00e9rcio", ""), ("Turn left onto Rua do Ouro", "450 m"),
            ("Continue onto Pra\u00e7a Dom Pedro IV", "300 m"), ("Turn right onto Avenida da Liberdade", "1.3 km"),
            ("Turn left onto Rua Castilho", "900 m"), ("Turn right onto Rua Marqu\u00eas de Fronteira", "700 m"),
            ("Turn left onto Avenida de Berna", "450 m"), ("Arrive at Museu Calouste Gulbenkian", "")]
    start = "Pra\u00e7a do Com\u00e9rcio, Lisboa"
    favs: list[Row] = [("menu", "", "", (1560, 72), (340, 130)),
                       ("list-item", "Casa", "Casa\nRua Ferreira Borges 112, Lisboa", (1566, 78), (328, 54)),
                       ("list-item", "Museu Calouste Gulbenkian", "Museu Calouste Gulbenkian\nAvenida de Berna 45A, Lisboa", (1566, 136), (328, 54))]
    place = "Museu Calouste Gulbenkian"
    turns = [
        (code("pyautogui.click(960, 53)\npyautogui.write('Gulbenkian')"), maps("Apr 20 10:18", "Gulbenkian", False, results)),
        (code("pyautogui.click(960, 105)"), maps("Apr 20 10:18", place, False, bubble(False))),
        (code("pyautogui.click(937, 677)"), maps("Apr 20 10:19", place, False, bubble(True))),
        (code("pyautogui.click(1260, 677)"), maps("Apr 20 10:19", place, True, sidebar=planner("", "Car", "", []))),
        (code("pyautogui.click(280, 106)\npyautogui.write('Pra\u00e7a do Com\u00e9rcio')\npyautogui.press('down')\npyautogui.press('enter')"),
         maps("Apr 20 10:20", place, True, sidebar=planner(start, "Car", "4.8 km \u00b7 14 min", car))),
        (code("pyautogui.click(348, 185)"), maps("Apr 20 10:20", place, True, sidebar=planner(start, "Walk", "3.7 km \u00b7 49 min", walk))),
        (code("pyautogui.click(268, 185)"), maps("Apr 20 10:21", place, True, sidebar=planner(start, "Bike", "4.1 km \u00b7 19 min", bike))),
        (code("pyautogui.click(1775, 53)"), maps("Apr 20 10:21", place, True, favs, sidebar=planner(start, "Bike", "4.1 km \u00b7 19 min", bike))),
    ]
    rs.add(task="os", tid="h48-os-22",
           system=system("In Maps, find the Calouste Gulbenkian Museum in Lisbon, add it to your favorites, and compare car, walking and cycling routes to it from Pra\u00e7a do Com\u00e9rcio."),
           turns=turns, state=maps("Apr 20 10:18", "", False), bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
