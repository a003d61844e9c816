# ruff: noqa: E501
"""Held-out set holdout35, domain os: 22 GNOME desktop trajectories (11 with one contradiction).

Each observation is the desktop accessibility table printed by ``a11y``; actions are Python code blocks
(pyautogui calls and helpers) as in the official os domain of AgentWorldBench.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

SYS_BASE = (
    "You are a Desktop World Model, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop. "
    "Given the previous interactions in the trajectory, the task instruction, the current desktop accessibility tree and the "
    "Python code block that was executed (pyautogui calls, app helper classes, subprocess or os calls), predict the exact next "
    "accessibility-tree state after the action completes.\n\n"
    "Rules: preserve the state format exactly (tag, name, text, class, description, position, size); keep node ordering, "
    "labels and coordinates consistent unless the action changes them; if the action has no visible effect, return the "
    "unchanged state; track open windows, files, selections and application state across turns. The executed code is the "
    "authoritative description of what happened.\n\n"
    "First think step by step, then give the full next desktop state inside <predicted_observation></predicted_observation>, "
    "with no commentary inside the tags."
)


def system(task: str) -> str:
    return SYS_BASE + "\n\n**Task Instruction:** " + task


def R(tag: str, name: str, text: str, x: int, y: int, w: int, h: int) -> Row:
    return (tag, name, text, (x, y), (w, h))


DOCK_BASE = ["Firefox Web Browser", "Files", "Terminal"]


def desk(app: str, running: list[str] | None = None) -> list[Row]:
    """Top bar (the clock row comes from a11y) and the dock."""
    rows = [R("push-button", "Activities", "", 0, 0, 100, 27),
            R("menu", app, "", 112, 0, 9 * len(app) + 40, 27),
            R("menu", "System", "", 1822, 0, 98, 27)]
    names = DOCK_BASE + [a for a in (running or []) if a not in DOCK_BASE]
    for i, n in enumerate(names):
        rows.append(R("push-button", n, "", 0, 33 + 68 * i, 64, 64))
    rows.append(R("push-button", "Show Applications", "", 0, 1012, 64, 64))
    return rows


def frame(title: str, x: int = 70, y: int = 27, w: int = 1850, h: int = 1053) -> list[Row]:
    return [R("frame", title, "", x, y, w, h),
            R("push-button", "Minimize", "", x + w - 110, y + 8, 28, 28),
            R("push-button", "Maximize", "", x + w - 74, y + 8, 28, 28),
            R("push-button", "Close", "", x + w - 38, y + 8, 28, 28)]


def table(cols: list[tuple[str, int]], data: list[list[str]], x: int, y: int, rh: int = 26,
          header: bool = True, selected: set[int] | None = None) -> list[Row]:
    """Column headers then one table-cell per value; a selected row gets a table-row node first."""
    out: list[Row] = []
    if header:
        cx = x
        for h, w in cols:
            out.append(R("table-column-header", h, "", cx, y, w, rh))
            cx += w
        y += rh
    total = sum(w for _, w in cols)
    for i, row in enumerate(data):
        if selected and i in selected:
            label = next((v for v in row if len(v) > 2), row[0])
            out.append(R("table-row", label, "selected", x, y, total, rh))
        cx = x
        for (_, w), val in zip(cols, row):
            out.append(R("table-cell", "", val, cx, y, w, rh))
            cx += w
        y += rh
    return out


def lines(texts: list[str], x: int, y: int, w: int, lh: int = 18, tag: str = "label") -> list[Row]:
    return [R(tag, "", t, x, y + lh * i, w, lh) for i, t in enumerate(texts)]


def menu(items: list[str], x: int, y: int, w: int = 260, ih: int = 30, tag: str = "menu-item") -> list[Row]:
    out = [R("menu", "", "", x, y, w, ih * len(items) + 12)]
    for i, it in enumerate(items):
        if it == "-":
            out.append(R("separator", "", "", x, y + 6 + ih * i, w, ih))
        else:
            out.append(R(tag, it, "", x, y + 6 + ih * i, w, ih))
    return out


def obs(rows: list[Row], clock: str) -> str:
    return a11y(rows, clock=clock)


def clk(day: str, t: str) -> str:
    return f"{day}  {t}"


# Thunderbird: bad
def t01(rs: RowSet) -> None:
    me = "m.okafor@lindqvist-partners.eu"
    billing = "Northwind Hosting Billing"
    # subject, from, date, size, unread
    inbox = [
        ["Invoice NW-2024-0311 for lindqvist-partners.eu", billing, "07:41", "48.2 KB", True],
        ["Re: Q1 audit timetable", "Henrik Lindqvist", "07:15", "12.6 KB", True],
        ["Weekly sync notes – 11 March", "Aisha Rahman", "Yesterday 18:02", "9.4 KB", False],
        ["Your domain lindqvist-partners.eu renews in 30 days", billing, "Yesterday 09:30", "22.1 KB", True],
        ["Lunch & learn: IFRS 16 updates", "Tomasz Wójcik", "10/03/2024 16:44", "31.0 KB", False],
        ["Fwd: Signed engagement letter – Brandt GmbH", "Henrik Lindqvist", "09/03/2024 11:12", "412.7 KB", True],
        ["Payment received – thank you", billing, "08/03/2024 13:27", "18.9 KB", False],
        ["Parking permit renewal", "Facilities Desk", "08/03/2024 10:03", "7.2 KB", False],
        ["Re: VAT return draft (Feb)", "Aisha Rahman", "07/03/2024 15:49", "64.3 KB", True],
        ["Scheduled maintenance: fra-2 cluster, 16 March", "Northwind Hosting NOC", "07/03/2024 08:00", "15.5 KB", False],
        ["Action needed: update your payment method", billing, "05/03/2024 09:12", "20.4 KB", True],
        ["Team offsite – hotel options", "Aisha Rahman", "04/03/2024 17:31", "1.2 MB", False],
        ["Re: Client portal access for Brandt GmbH", "Jonas Brandt", "04/03/2024 10:06", "14.8 KB", False],
        ["Expense claim #EC-3318 approved", "Concur Notifications", "01/03/2024 12:00", "11.3 KB", True],
        ["Newsletter: March tax calendar", "KPMG Insights", "01/03/2024 07:00", "88.5 KB", False],
        ["Re: Office keys", "Facilities Desk", "29/02/2024 16:20", "5.9 KB", False],
        ["Re: Q4 close checklist", "Henrik Lindqvist", "28/02/2024 14:55", "23.0 KB", False],
        ["Welcome to the new intranet", "IT Service Desk", "27/02/2024 09:00", "42.6 KB", False],
        ["Draft: partner meeting agenda", "Tomasz Wójcik", "26/02/2024 18:12", "16.1 KB", False],
        ["Your March payslip is available", "Payroll", "26/02/2024 08:30", "9.8 KB", False],
    ]
    receipts = [
        ["Invoice NW-2024-0211 for lindqvist-partners.eu", billing, "11/02/2024 07:40", "47.9 KB", False],
        ["Your Deutsche Bahn booking confirmation", "DB Reisezentrum", "08/02/2024 19:22", "156.3 KB", False],
        ["Receipt for your Adobe Acrobat Pro subscription", "Adobe", "03/02/2024 04:15", "38.2 KB", False],
        ["Payment received – thank you", billing, "02/02/2024 13:05", "18.7 KB", False],
        ["Lufthansa e-ticket receipt LH 2286", "Lufthansa", "29/01/2024 11:48", "214.0 KB", False],
        ["Microsoft 365 Business Standard – invoice", "Microsoft", "25/01/2024 02:10", "61.4 KB", False],
        ["Invoice NW-2024-0111 for lindqvist-partners.eu", billing, "11/01/2024 07:39", "47.6 KB", False],
        ["Your Uber receipt – Tuesday morning", "Uber Receipts", "09/01/2024 08:51", "72.3 KB", False],
        ["Staples order #4471-2290 shipped", "Staples", "05/01/2024 14:30", "29.9 KB", False],
        ["Payment received – thank you", billing, "03/01/2024 13:01", "18.6 KB", False],
        ["Hotel Adlon Kempinski – folio", "Hotel Adlon", "02/01/2024 10:17", "97.1 KB", False],
    ]
    day = "Tue Mar 12"

    def folders(inb_unread: int, inb_total: int, rec_total: int, current: str) -> list[Row]:
        items = [("Inbox", f"{inb_unread} unread, {inb_total} total"), ("Drafts", "2 total"), ("Sent", "318 total"),
                 ("Archives", "1,204 total"), ("Receipts", "64 total"), ("2024", f"{rec_total} total"),
                 ("2023", "49 total"), ("Junk", "3 total"), ("Trash", "27 total")]
        out = [R("tree", "Folders", "", 118, 138, 300, 880), R("tree-item", me, "", 126, 146, 292, 30)]
        for i, (n, t) in enumerate(items):
            indent = 170 if n in ("2024", "2023") else 146
            out.append(R("tree-item", n, t, indent, 180 + 32 * i, 418 - indent, 30))
            if n == current:
                out.append(R("table-row", n, "selected", indent, 180 + 32 * i, 418 - indent, 30))
        out += [R("tree-item", "Local Folders", "", 126, 480, 292, 30), R("tree-item", "Trash", "", 146, 512, 272, 30),
                R("tree-item", "Outbox", "", 146, 544, 272, 30)]
        return out

    cols = [("Star", 30), ("Attachment", 30), ("Subject", 520), ("Correspondents", 230), ("Date", 160), ("Size", 80), ("Read status", 40)]

    def msgrows(msgs: list[list], n: int = 16) -> list[list[str]]:
        return [["", "📎" if "Invoice NW" in m[0] else "", m[0], m[1], m[2], m[3], "●" if m[4] else ""] for m in msgs[:n]]

    def screen(folder: str, msgs: list[list], inb: tuple[int, int], rec_total: int, status: tuple[int, int],
               filt: str = "", filt_label: str = "", sel: set[int] | None = None, pane: list[Row] | None = None,
               ctx: list[Row] | None = None) -> list[Row]:
        title = f"{folder} - {me} - Mozilla Thunderbird" if folder == "Inbox" else f"{folder} - Receipts - Mozilla Thunderbird"
        rows = desk("Thunderbird Mail", ["Thunderbird Mail"]) + frame(title)
        rows += [R("push-button", "Get Messages", "", 118, 84, 130, 34), R("push-button", "New Message", "", 254, 84, 130, 34),
                 R("push-button", "Tag", "", 390, 84, 70, 34), R("toggle-button", "Quick Filter", "", 466, 84, 120, 34),
                 R("entry", "Search <Ctrl+K>", "", 760, 84, 520, 34)]
        rows += folders(inb[0], inb[1], rec_total, folder)
        rows += [R("entry", "Filter these messages <Ctrl+Shift+K>", filt, 430, 138, 420, 30),
                 R("toggle-button", "Unread", "", 860, 138, 80, 30), R("toggle-button", "Starred", "", 946, 138, 80, 30),
                 R("toggle-button", "Contact", "", 1032, 138, 80, 30), R("toggle-button", "Tags", "", 1118, 138, 70, 30),
                 R("toggle-button", "Attachment", "", 1194, 138, 100, 30)]
        if filt_label:
            rows.append(R("label", "", filt_label, 1310, 138, 160, 30))
        if msgs:
            rows += table(cols, msgrows(msgs), 430, 176, 26, selected=sel)
        else:
            rows += table(cols, [], 430, 176, 26) + [R("label", "", "No messages found", 760, 260, 300, 24)]
        rows += pane or []
        rows += [R("status-bar", "", "", 70, 1052, 1850, 28),
                 R("label", "", f"Unread: {status[0]}", 1600, 1054, 120, 24),
                 R("label", "", f"Total: {status[1]}", 1730, 1054, 120, 24)]
        rows += ctx or []
        return rows

    def summary(n: int) -> list[Row]:
        return [R("heading", "", f"{n} Messages", 1010, 640, 400, 40),
                R("push-button", "Archive", "", 1010, 690, 110, 34), R("push-button", "Delete", "", 1130, 690, 110, 34)]

    bills = [m for m in inbox if m[1] == billing]
    st = obs(screen("Inbox", inbox, (7, 42), 11, (7, 42)), clk(day, "09:14"))
    turns = []
    turns.append((code("pyautogui.click(640, 153)\npyautogui.write('billing@northwind-hosting.com')"),
                  obs(screen("Inbox", bills, (7, 42), 11, (7, 42), "billing@northwind-hosting.com", "4 messages"), clk(day, "09:14"))))
    turns.append((code("pyautogui.click(900, 215)\npyautogui.hotkey('ctrl', 'a')"),
                  obs(screen("Inbox", bills, (7, 42), 11, (7, 42), "billing@northwind-hosting.com", "4 messages", {0, 1, 2, 3}, summary(4)), clk(day, "09:15"))))
    for m in bills:
        m[4] = False
    turns.append((code("pyautogui.press('r')"),
                  obs(screen("Inbox", bills, (4, 42), 11, (4, 42), "billing@northwind-hosting.com", "4 messages", {0, 1, 2, 3}, summary(4)), clk(day, "09:15"))))
    ctx = menu(["Open Message in New Tab", "Open Message in New Window", "Open Message in Conversation", "-", "Reply", "Reply to All",
                "Forward", "Forward As", "Redirect", "Edit As New Message…", "-", "Tag", "Mark", "Archive", "Move To", "Copy To",
                "Move Again", "-", "Convert To", "Save As…", "Print…", "Delete Selected Messages"], 905, 240)
    turns.append((code("pyautogui.rightClick(905, 228)"),
                  obs(screen("Inbox", bills, (4, 42), 11, (4, 42), "billing@northwind-hosting.com", "4 messages", {0, 1, 2, 3}, summary(4), ctx), clk(day, "09:15"))))
    inbox2 = [m for m in inbox if m[1] != billing]
    turns.append((code("pyautogui.click(960, 666)  # Move To\ntime.sleep(0.5)\npyautogui.click(1230, 666)  # m.okafor@lindqvist-partners.eu\ntime.sleep(0.5)\npyautogui.click(1490, 826)  # Receipts\ntime.sleep(0.5)\npyautogui.click(1750, 858)  # 2024"),
                  obs(screen("Inbox", [], (4, 38), 15, (4, 38), "billing@northwind-hosting.com", "0 messages"), clk(day, "09:16"))))
    turns.append((code("pyautogui.press('escape')"),
                  obs(screen("Inbox", inbox2, (4, 38), 15, (4, 38)), clk(day, "09:16"))))
    rec2 = bills + receipts
    turns.append((code("pyautogui.click(200, 355)"),
                  obs(screen("2024", rec2, (4, 38), 15, (0, 16)), clk(day, "09:16"))))
    pane = [R("label", "From", f"{billing} <billing@northwind-hosting.com>", 1010, 640, 600, 22),
            R("label", "To", f"Miriam Okafor <{me}>", 1010, 664, 600, 22),
            R("label", "Date", "12/03/2024, 07:41", 1010, 688, 300, 22),
            R("label", "Subject", "Invoice NW-2024-0311 for lindqvist-partners.eu", 1010, 712, 600, 22),
            R("push-button", "Reply", "", 1640, 640, 80, 30), R("push-button", "Forward", "", 1726, 640, 90, 30),
            R("push-button", "More", "", 1822, 640, 60, 30)]
    pane += lines(["Dear customer,", "",
                   "your invoice NW-2024-0311 for the billing period 11/03/2024 – 10/04/2024 is now available.",
                   "Amount due: EUR 184.90 (incl. 19% VAT), payable by SEPA direct debit on 18/03/2024.",
                   "", "Services: Managed VPS M (fra-2) · 2 × Mailbox Business · Domain lindqvist-partners.eu",
                   "", "Customer number: NW-558120", "", "Kind regards,", "Northwind Hosting GmbH – Billing"], 1010, 750, 860)
    pane += [R("push-button", "NW-2024-0311.pdf", "41.7 KB", 1010, 980, 260, 34), R("push-button", "Save", "", 1280, 980, 70, 34)]
    turns.append((code("pyautogui.click(800, 215)"),
                  obs(screen("2024", rec2, (4, 38), 15, (0, 15), sel={0}, pane=pane), clk(day, "09:17"))))
    turns.append((code("pyautogui.click(200, 195)"),
                  obs(screen("Inbox", inbox2, (4, 38), 15, (4, 38)), clk(day, "09:17"))))
    rs.add(task="os", tid="h35-os-01", system=system("Move every message from billing@northwind-hosting.com in the Thunderbird Inbox into the Receipts/2024 folder and mark them as read."),
           turns=turns, state=st, bad=True, turn=7, kind="Receipts/2024 total in status bar does not follow the 11 + 4 moved messages")


# Nautilus: clean
def t02(rs: RowSet) -> None:
    day = "Mon Apr 8"
    # name, size, modified, kind
    files = [
        ["1099-INT_credit-union.pdf", "61.3 kB", "2 Feb", "PDF document"],
        ["car_registration.jpg", "2.7 MB", "19 Mar", "JPEG image"],
        ["passport_renewal_form.pdf", "655.0 kB", "11 Jan", "PDF document"],
        ["receipt_2023-01-14_hardware-store.pdf", "184.2 kB", "14 Jan 2023", "PDF document"],
        ["receipt_2023-03-02_pharmacy.pdf", "96.5 kB", "2 Mar 2023", "PDF document"],
        ["receipt_2023-06-19_electrician.pdf", "312.8 kB", "19 Jun 2023", "PDF document"],
        ["receipt_2023-11-30_donation.pdf", "74.1 kB", "30 Nov 2023", "PDF document"],
        ["scan0003.pdf", "1.4 MB", "6 Mar", "PDF document"],
        ["scan0004.pdf", "2.1 MB", "6 Mar", "PDF document"],
        ["scan0007.pdf", "3.8 MB", "21 Mar", "PDF document"],
        ["W-2_2023_employer.pdf", "128.9 kB", "29 Jan", "PDF document"],
    ]
    side = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]

    def screen(folder: str, path: list[str], items: list[list[str]], sel: set[int] | None = None, extra: list[Row] | None = None,
               sort: str = "Name") -> list[Row]:
        rows = desk("Files", ["Files"]) + frame(folder)
        rows += [R("push-button", "Back", "", 80, 38, 34, 34), R("push-button", "Forward", "", 118, 38, 34, 34)]
        x = 170
        for p in path:
            rows.append(R("push-button", p, "", x, 38, 12 * len(p) + 30, 34))
            x += 12 * len(p) + 34
        rows += [R("push-button", "Search", "", 1640, 38, 34, 34), R("toggle-button", "View options", "", 1680, 38, 48, 34),
                 R("push-button", "Main menu", "", 1734, 38, 34, 34)]
        for i, s in enumerate(side):
            rows.append(R("list-item", s, "", 70, 84 + 34 * i, 230, 34))
        cols = [("Name" + (" ▲" if sort == "Name" else ""), 760), ("Size" + (" ▼" if sort == "Size" else ""), 160), ("Modified", 200)]
        rows += table(cols, [[f[0], f[1], f[2]] for f in items], 310, 84, 34, selected=sel)
        rows += extra or []
        return rows

    def listing(fs: list[list[str]], folder_rows: list[list[str]]) -> list[list[str]]:
        return folder_rows + sorted(fs, key=lambda f: f[0].lower())

    path = ["Home", "Pictures", "Scans"]
    st = obs(screen("Scans", path, listing(files, [])), clk(day, "10:20"))
    turns = []
    pop = [R("dialog", "New Folder", "", 760, 300, 460, 190), R("label", "", "Folder name", 780, 340, 200, 22),
           R("entry", "", "", 780, 370, 420, 36), R("push-button", "Create", "", 1100, 430, 100, 36)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"), obs(screen("Scans", path, listing(files, []), extra=pop), clk(day, "10:20"))))
    folder = ["2023-tax", "0 items", "10:21", "Folder"]
    turns.append((code("pyautogui.write('2023-tax')\npyautogui.press('enter')"),
                  obs(screen("Scans", path, listing(files, [folder]), sel={0}), clk(day, "10:21"))))
    cur = listing(files, [folder])
    rsel = {i for i, f in enumerate(cur) if f[0].startswith("receipt_")}
    bar = [R("label", "", "4 items selected (667.6 kB)", 1560, 1030, 340, 30)]
    turns.append((code("pyautogui.click(520, 271)\npyautogui.keyDown('shift')\npyautogui.click(520, 373)\npyautogui.keyUp('shift')"),
                  obs(screen("Scans", path, cur, sel=rsel, extra=bar), clk(day, "10:21"))))
    files = [f for f in files if not f[0].startswith("receipt_")]
    folder = ["2023-tax", "4 items", "10:22", "Folder"]
    turns.append((code("pyautogui.moveTo(520, 305)\npyautogui.dragTo(470, 135, duration=0.8)"),
                  obs(screen("Scans", path, listing(files, [folder])), clk(day, "10:22"))))
    cur = listing(files, [folder])
    i7 = next(i for i, f in enumerate(cur) if f[0] == "scan0007.pdf")
    ren = [R("dialog", "Rename File", "", 520, 84 + 34 * (i7 + 2), 460, 150), R("label", "", "File name", 540, 100 + 34 * (i7 + 2), 200, 22),
           R("entry", "", "scan0007.pdf", 540, 126 + 34 * (i7 + 2), 420, 36), R("push-button", "Rename", "", 860, 176 + 34 * (i7 + 2), 100, 36)]
    turns.append((code(f"pyautogui.click(520, {84 + 34 * (i7 + 1) + 17})\npyautogui.press('f2')"),
                  obs(screen("Scans", path, cur, sel={i7}, extra=ren), clk(day, "10:22"))))
    for f in files:
        if f[0] == "scan0007.pdf":
            f[0] = "lease-agreement.pdf"
    cur = listing(files, [folder])
    il = next(i for i, f in enumerate(cur) if f[0] == "lease-agreement.pdf")
    turns.append((code("pyautogui.write('lease-agreement')\npyautogui.press('enter')"),
                  obs(screen("Scans", path, cur, sel={il}), clk(day, "10:23"))))

    def size_val(s: str) -> float:
        v, u = s.split()
        return float(v) * (1000 if u == "MB" else 1)

    by_size = [folder] + sorted(files, key=lambda f: -size_val(f[1]))
    il = next(i for i, f in enumerate(by_size) if f[0] == "lease-agreement.pdf")
    turns.append((code("pyautogui.click(1150, 101)"),
                  obs(screen("Scans", path, by_size, sel={il}, sort="Size"), clk(day, "10:23"))))
    inner = [["receipt_2023-01-14_hardware-store.pdf", "184.2 kB", "14 Jan 2023"], ["receipt_2023-03-02_pharmacy.pdf", "96.5 kB", "2 Mar 2023"],
             ["receipt_2023-06-19_electrician.pdf", "312.8 kB", "19 Jun 2023"], ["receipt_2023-11-30_donation.pdf", "74.1 kB", "30 Nov 2023"]]
    turns.append((code("pyautogui.doubleClick(520, 135)"),
                  obs(screen("2023-tax", path + ["2023-tax"], inner), clk(day, "10:24"))))
    rs.add(task="os", tid="h35-os-02", system=system("In ~/Pictures/Scans create a folder named 2023-tax, move every file whose name starts with receipt_ into it, and rename scan0007.pdf to lease-agreement.pdf."),
           turns=turns, state=st)


# GIMP: bad
def t03(rs: RowSet) -> None:
    day = "Wed Mar 13"
    mode = "(RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer)"

    def title(size: str, flag: str = "(imported)", dirty: bool = False) -> str:
        return f"{'*' if dirty else ''}[storefront_night] {flag}-1.0 {mode} {size} – GIMP"

    menus = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]

    def screen(size: str, mem: str, zoom: str, canvas: tuple[int, int], flag: str = "(imported)", dirty: bool = False,
               extra: list[Row] | None = None, status: str = "") -> list[Row]:
        rows = desk("GNU Image Manipulation Program", ["GNU Image Manipulation Program"]) + frame(title(size, flag, dirty))
        for i, m in enumerate(menus):
            rows.append(R("menu", m, "", 78 + 64 * i, 64, 60, 26))
        rows += [R("panel", "Toolbox", "", 70, 92, 220, 560)]
        for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
                               "Unified Transform Tool", "Warp Transform", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool",
                               "Clone Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]):
            rows.append(R("toggle-button", t, "", 78 + 52 * (i % 4), 100 + 46 * (i // 4), 46, 40))
        rows += [R("panel", "Tool Options", "", 70, 300, 220, 350), R("label", "", "Move", 80, 306, 200, 22),
                 R("check-box", "Pick a layer or guide", "", 80, 334, 200, 22)]
        cw, ch = canvas
        rows += [R("ruler", "", "", 300, 92, 1310, 20), R("ruler", "", "", 300, 112, 20, 900),
                 R("drawing-area", "storefront_night.jpg", "", 955 - cw // 2, 560 - ch // 2, cw, ch)]
        rows += [R("panel", "Layers", "", 1620, 92, 300, 520), R("combo-box", "Mode", "Normal", 1630, 124, 180, 28),
                 R("spin-button", "Opacity", "100.0", 1630, 158, 280, 28), R("list-item", "storefront_night.jpg", "", 1630, 200, 280, 42),
                 R("panel", "Brushes", "", 1620, 620, 300, 400), R("label", "", "2. Hardness 050 (51 × 51)", 1630, 650, 280, 22)]
        rows += [R("label", "", "px", 300, 1030, 40, 24), R("combo-box", "Zoom", zoom, 350, 1030, 90, 24),
                 R("label", "", status or f"storefront_night.jpg ({mem})", 450, 1030, 700, 24)]
        rows += extra or []
        return rows

    big = ("4000x2667", "94.7 MB", "25%", (1000, 667))
    st = obs(screen(*big), clk(day, "11:02"))
    turns = []
    imenu = menu(["Duplicate", "Mode", "Precision", "Color Management", "Transform", "Guides", "-", "Canvas Size…",
                  "Fit Canvas to Layers", "Fit Canvas to Selection", "Print Size…", "Scale Image…", "Crop to Selection",
                  "Crop to Content", "Slice Using Guides", "Zealous Crop", "-", "Merge Visible Layers…", "Flatten Image",
                  "Align Visible Layers…", "Configure Grid…", "Image Properties", "Metadata"], 334, 90, 280, 28)
    turns.append((code("pyautogui.click(334, 77)"), obs(screen(*big, extra=imenu), clk(day, "11:02"))))

    def scale_dlg(w: str, h: str) -> list[Row]:
        return [R("dialog", "Scale Image", "", 720, 330, 480, 420), R("label", "", "storefront_night.jpg-1", 740, 350, 300, 22),
                R("label", "", "Image Size", 740, 390, 200, 22),
                R("spin-button", "Width", w, 820, 420, 160, 30), R("spin-button", "Height", h, 820, 456, 160, 30),
                R("toggle-button", "Chain", "linked", 990, 432, 24, 44), R("combo-box", "", "px", 1030, 438, 80, 30),
                R("label", "", f"{w} × {h} pixels", 820, 494, 260, 22), R("label", "", "300 ppi", 820, 516, 200, 22),
                R("spin-button", "X resolution", "300.000", 820, 550, 160, 30), R("spin-button", "Y resolution", "300.000", 820, 586, 160, 30),
                R("combo-box", "", "pixels/in", 1030, 568, 120, 30), R("label", "", "Quality", 740, 630, 200, 22),
                R("combo-box", "Interpolation", "Cubic", 850, 656, 200, 30),
                R("push-button", "Help", "", 740, 706, 80, 32), R("push-button", "Reset", "", 830, 706, 80, 32),
                R("push-button", "Cancel", "", 1010, 706, 90, 32), R("push-button", "Scale", "", 1106, 706, 80, 32)]
    turns.append((code("pyautogui.click(400, 418)"), obs(screen(*big, extra=scale_dlg("4000", "2667")), clk(day, "11:03"))))
    turns.append((code("pyautogui.tripleClick(900, 435)\npyautogui.write('1600')\npyautogui.press('tab')"),
                  obs(screen(*big, extra=scale_dlg("1600", "1067")), clk(day, "11:03"))))
    small = ("1600x1067", "41.8 MB", "25%", (400, 267))
    turns.append((code("pyautogui.click(1146, 722)\ntime.sleep(2)"), obs(screen(*small, dirty=True), clk(day, "11:03"))))
    props = [R("dialog", "Image Properties", "", 700, 260, 520, 560), R("page-tab", "Properties", "", 720, 290, 110, 30),
             R("page-tab", "Color Profile", "", 834, 290, 120, 30), R("page-tab", "Comment", "", 958, 290, 100, 30)]
    kv = [("Size in pixels:", "4000 × 2667 pixels"), ("Print size:", "338.67 × 225.81 millimeters"),
          ("Resolution:", "300 × 300 ppi"), ("Color space:", "RGB color"), ("Precision:", "8-bit gamma integer"),
          ("File Name:", "/home/lena/Pictures/shop/storefront_night.jpg"), ("File Size:", "3.1 MB"), ("File Type:", "JPEG image"),
          ("Size in memory:", "41.8 MB"), ("Undo steps:", "1"), ("Redo steps:", "0"), ("Number of pixels:", "10,668,000"),
          ("Number of layers:", "1"), ("Number of channels:", "0"), ("Number of paths:", "0")]
    for i, (k, v) in enumerate(kv):
        props += [R("label", "", k, 720, 336 + 28 * i, 170, 24), R("label", "", v, 900, 336 + 28 * i, 300, 24)]
    props += [R("push-button", "Help", "", 720, 776, 80, 32), R("push-button", "Close", "", 1120, 776, 80, 32)]
    turns.append((code("pyautogui.click(334, 77)\ntime.sleep(0.4)\npyautogui.click(400, 698)  # Image Properties"),
                  obs(screen(*small, dirty=True, extra=props), clk(day, "11:04"))))
    shop = [["storefront_day.jpg", "2.8 MB", "09:41"], ["storefront_night.jpg", "3.1 MB", "09:41"], ["logo_round.png", "184.5 kB", "4 Mar"],
            ["menu_board_2024.xcf", "22.4 MB", "1 Mar"], ["window_decal.svg", "37.0 kB", "28 Feb"]]

    def export_dlg(name: str) -> list[Row]:
        d = [R("dialog", "Export Image", "", 520, 200, 880, 640), R("entry", "Name", name, 620, 230, 520, 32),
             R("push-button", "shop", "", 540, 280, 120, 30), R("list-item", "Recent", "", 530, 330, 160, 28),
             R("list-item", "Home", "", 530, 358, 160, 28), R("list-item", "Desktop", "", 530, 386, 160, 28),
             R("list-item", "Pictures", "", 530, 414, 160, 28)]
        d += table([("Name", 380), ("Size", 100), ("Modified", 120)], [list(r) for r in shop], 700, 320, 28)
        d += [R("push-button", "Select File Type (By Extension)", "", 540, 760, 300, 30),
              R("push-button", "Help", "", 540, 800, 80, 30), R("push-button", "Cancel", "", 1180, 800, 90, 30),
              R("push-button", "Export", "", 1280, 800, 100, 30)]
        return d
    turns.append((code("pyautogui.click(1160, 792)  # Close\npyautogui.hotkey('shift', 'ctrl', 'e')"),
                  obs(screen(*small, dirty=True, extra=export_dlg("storefront_night.jpg")), clk(day, "11:04"))))
    jpg = [R("dialog", "Export Image as JPEG", "", 760, 300, 420, 420), R("slider", "Quality", "90", 780, 340, 380, 30),
           R("label", "", "File size: unknown", 780, 380, 300, 22), R("check-box", "Show preview in image window", "", 780, 410, 300, 24),
           R("check-box", "Save Exif data", "checked", 780, 440, 300, 24), R("check-box", "Save XMP data", "checked", 780, 468, 300, 24),
           R("check-box", "Save color profile", "checked", 780, 496, 300, 24), R("push-button", "Advanced Options", "", 780, 530, 200, 26),
           R("push-button", "Help", "", 780, 676, 80, 30), R("push-button", "Cancel", "", 1000, 676, 80, 30),
           R("push-button", "Export", "", 1090, 676, 80, 30)]
    turns.append((code("pyautogui.tripleClick(880, 246)\npyautogui.write('storefront_night_web.jpg')\npyautogui.press('enter')"),
                  obs(screen(*small, dirty=True, extra=jpg), clk(day, "11:05"))))
    turns.append((code("pyautogui.tripleClick(1130, 355)\npyautogui.write('82')\npyautogui.press('tab')\npyautogui.click(1130, 691)\ntime.sleep(2)"),
                  obs(screen(*small, flag="(exported)", dirty=True, status="Exported /home/lena/Pictures/shop/storefront_night_web.jpg"), clk(day, "11:05"))))
    rs.add(task="os", tid="h35-os-03", system=system("In GIMP, scale storefront_night.jpg to 1600 px wide keeping the aspect ratio and export it next to the original as storefront_night_web.jpg with JPEG quality 82."),
           turns=turns, state=st, bad=True, turn=5, kind="Image Properties shows the pre-scale pixel size after scaling to 1600x1067")


# Rhythmbox: clean
def t04(rs: RowSet) -> None:
    day = "Tue Mar 12"
    ti = "Tame Impala"
    kh = "Khruangbin"
    # track, title, genre, artist, album, time, plays, last played, size MB
    songs = {
        "omy": ["1", "One More Year", "Psychedelic Rock", ti, "The Slow Rush", "5:24", "9", "Mar 03 07:54 PM", 12.4],
        "id": ["2", "Instant Destiny", "Psychedelic Rock", ti, "The Slow Rush", "3:13", "8", "Mar 03 07:58 PM", 7.4],
        "bl": ["3", "Borderline", "Psychedelic Rock", ti, "The Slow Rush", "3:57", "11", "Mar 03 08:15 PM", 9.1],
        "pf": ["4", "Posthumous Forgiveness", "Psychedelic Rock", ti, "The Slow Rush", "6:06", "7", "Feb 27 09:02 PM", 14.0],
        "bd": ["5", "Breathe Deeper", "Psychedelic Rock", ti, "The Slow Rush", "6:12", "7", "Feb 27 09:08 PM", 14.2],
        "liy": ["8", "Lost in Yesterday", "Psychedelic Rock", ti, "The Slow Rush", "4:09", "10", "Mar 03 08:28 PM", 9.5],
        "lih": ["1", "Let It Happen", "Psychedelic Rock", ti, "Currents", "7:47", "14", "Mar 09 11:20 AM", 10.7],
        "tlik": ["7", "The Less I Know the Better", "Psychedelic Rock", ti, "Currents", "3:36", "21", "Mar 10 06:47 PM", 4.6],
        "a10": ["1", "August 10", "Funk", kh, "The Universe Smiles Upon You", "4:15", "4", "Feb 14 10:31 PM", 9.8],
        "pe": ["5", "People Everywhere (Still Alive)", "Funk", kh, "The Universe Smiles Upon You", "4:41", "6", "Feb 14 10:36 PM", 10.8],
        "wg": ["9", "White Gloves", "Funk", kh, "The Universe Smiles Upon You", "5:27", "3", "Jan 30 08:12 PM", 12.6],
        "cmq": ["2", "Cómo Me Quieres", "Funk", kh, "Con Todo El Mundo", "3:39", "2", "Jan 30 08:21 PM", 8.9],
        "eftr": ["4", "Evan Finds the Third Room", "Funk", kh, "Con Todo El Mundo", "4:23", "1", "Jan 30 08:25 PM", 10.6],
        "mt": ["6", "Maria También", "Funk", kh, "Con Todo El Mundo", "3:30", "0", "Never", 8.5],
    }
    ti_order = ["lih", "tlik", "omy", "id", "bl", "pf", "bd", "liy"]
    kh_order = ["cmq", "eftr", "mt", "a10", "pe", "wg"]
    artists = [("All 312 artists", "1284"), ("Julia Jacklin", "12"), ("Kae Tempest", "8"), ("Kate Bush", "14"), (kh, "6"),
               ("King Gizzard & The Lizard Wizard", "22"), ("Kraftwerk", "9"), ("Kruder & Dorfmeister", "11"), ("Lana Del Rey", "17"),
               ("LCD Soundsystem", "19"), ("Leon Bridges", "10"), ("Little Simz", "13"), ("Lizzo", "7")]

    def secs(t: str) -> int:
        m, s = t.split(":")
        return int(m) * 60 + int(s)

    def status(keys: list[str]) -> str:
        tot = sum(secs(songs[k][5]) for k in keys)
        mb = sum(songs[k][8] for k in keys)
        return f"{len(keys)} songs, {tot // 60} minutes, {mb:.1f} MB"

    def screen(source: str, playlists: list[str], keys: list[str], playing: tuple[str, str], search: str = "",
               art: list[tuple[str, str]] | None = None, alb: list[tuple[str, str]] | None = None, asel: str = "", bsel: str = "",
               sel: set[int] | None = None, extra: list[Row] | None = None) -> list[Row]:
        k, pos = playing
        s = songs[k]
        rows = desk("Rhythmbox", ["Rhythmbox"]) + frame("Rhythmbox")
        rows += [R("push-button", "Previous", "", 90, 44, 40, 40), R("toggle-button", "Pause", "", 134, 44, 40, 40),
                 R("push-button", "Next", "", 178, 44, 40, 40), R("label", "", s[1], 260, 40, 700, 24),
                 R("label", "", f"by {s[3]} from {s[4]}", 260, 64, 700, 20), R("label", "", pos, 980, 52, 50, 20),
                 R("slider", "", "", 1035, 52, 560, 20), R("label", "", s[5], 1600, 52, 50, 20),
                 R("toggle-button", "Repeat", "", 1680, 44, 40, 40), R("toggle-button", "Shuffle", "", 1724, 44, 40, 40),
                 R("push-button", "Volume", "", 1768, 44, 40, 40)]
        side = ["Library", "Play Queue", "Music", "Podcasts", "Radio", "Playlists", "My Top Rated", "Recently Added",
                "Recently Played"] + playlists
        for i, n in enumerate(side):
            tag = "heading" if n in ("Library", "Playlists") else "list-item"
            rows.append(R(tag, n, "", 78, 100 + 30 * i, 200, 28))
            if n == source:
                rows.append(R("table-row", n, "selected", 78, 100 + 30 * i, 200, 28))
        rows += [R("entry", "Search", search, 1500, 100, 400, 32)]
        y = 140
        if art is not None:
            rows += table([("Artist", 700)], [[f"{a} ({c})"] for a, c in art], 290, y, 24,
                          selected={i for i, (a, _) in enumerate(art) if a == asel})
            rows += table([("Album", 700)], [[f"{a} ({c})"] for a, c in (alb or [])], 1000, y, 24,
                          selected={i for i, (a, _) in enumerate(alb or []) if a == bsel})
            y += 24 * (len(art) + 1) + 16
        cols = [("", 24), ("Track", 50), ("Title", 330), ("Genre", 150), ("Artist", 200), ("Album", 250), ("Time", 60),
                ("Play Count", 90), ("Last Played", 170)]
        data = [["🔊" if kk == k else "", songs[kk][0], songs[kk][1], songs[kk][2], songs[kk][3], songs[kk][4], songs[kk][5],
                 songs[kk][6], songs[kk][7]] for kk in keys]
        rows += table(cols, data, 290, y, 26, selected=sel)
        rows += [R("status-bar", "", status(keys), 290, 1050, 800, 24)]
        rows += extra or []
        return rows

    ti_art = [(ti, "8")]
    ti_alb = [("All 2 albums", "8"), ("Currents", "2"), ("The Slow Rush", "6")]
    st = obs(screen("Music", [], ti_order, ("bl", "3:31"), search="tame impala", art=[("All 1 artist", "8")] + ti_art,
                    alb=ti_alb, asel="All 1 artist", bsel="All 2 albums"), clk(day, "14:31"))
    turns = []
    kh_alb = [("All 2 albums", "6"), ("Con Todo El Mundo", "3"), ("The Universe Smiles Upon You", "3")]
    turns.append((code("pyautogui.click(1880, 116)  # clear search\ntime.sleep(0.5)\npyautogui.click(420, 272)  # Khruangbin"),
                  obs(screen("Music", [], kh_order, ("bl", "3:38"), art=artists, alb=kh_alb, asel=kh, bsel="All 2 albums"), clk(day, "14:31"))))
    con = ["cmq", "eftr", "mt"]
    turns.append((code("pyautogui.click(1150, 200)  # Con Todo El Mundo"),
                  obs(screen("Music", [], con, ("bl", "3:45"), art=artists, alb=kh_alb, asel=kh, bsel="Con Todo El Mundo"), clk(day, "14:31"))))
    newpl = [R("entry", "", "New Playlist", 78, 370, 200, 28)]
    turns.append((code("pyautogui.click(600, 535)\npyautogui.hotkey('ctrl', 'a')\npyautogui.rightClick(600, 535)\ntime.sleep(0.3)\npyautogui.click(680, 606)  # Add to Playlist\ntime.sleep(0.3)\npyautogui.click(900, 612)  # New Playlist"),
                  obs(screen("Music", [], con, ("bl", "3:52"), art=artists, alb=kh_alb, asel=kh, bsel="Con Todo El Mundo", sel={0, 1, 2},
                             extra=newpl), clk(day, "14:32"))))
    songs["bl"][6] = "12"
    songs["bl"][7] = "Today 02:32 PM"
    turns.append((code("pyautogui.write('Run Mix')\npyautogui.press('enter')"),
                  obs(screen("Music", ["Run Mix"], con, ("pf", "0:04"), art=artists, alb=kh_alb, asel=kh, bsel="Con Todo El Mundo",
                             sel={0, 1, 2}), clk(day, "14:32"))))
    turns.append((code("pyautogui.click(160, 384)"),
                  obs(screen("Run Mix", ["Run Mix"], con, ("pf", "0:10")), clk(day, "14:32"))))
    turns.append((code("pyautogui.doubleClick(600, 179)"),
                  obs(screen("Run Mix", ["Run Mix"], con, ("cmq", "0:01"), sel={0}), clk(day, "14:32"))))
    turns.append((code("pyautogui.click(160, 174)  # Music\ntime.sleep(0.3)\npyautogui.click(420, 176)  # All artists\npyautogui.click(1700, 116)\npyautogui.write('tame impala')\ntime.sleep(0.8)"),
                  obs(screen("Music", ["Run Mix"], ti_order, ("cmq", "0:08"), search="tame impala", art=[("All 1 artist", "8")] + ti_art,
                             alb=ti_alb, asel="All 1 artist", bsel="All 2 albums"), clk(day, "14:33"))))
    rs.add(task="os", tid="h35-os-04", system=system("In Rhythmbox, create a playlist called Run Mix containing the Khruangbin tracks from the album Con Todo El Mundo and start playing it."),
           turns=turns, state=st)


# VS Code: bad
def t05(rs: RowSet) -> None:
    day = "Thu Mar 14"
    readme = [
        "# ledger-sync", "", "Sync bank exports (OFX, CAMT.053, Revolut/Wise CSV) into a plain-text ledger.", "",
        "[![CI](https://github.com/tolu-dev/ledger-sync/actions/workflows/ci.yml/badge.svg)](https://github.com/tolu-dev/ledger-sync/actions)",
        "", "## Install", "", "```bash", "pipx install ledger-sync", "```", "", "## Usage", "", "```bash",
        "ledger-sync import ~/Downloads/statement_2024-02.ofx --account Assets:Bank:Checking",
        "ledger-sync reconcile --since 2024-01-01", "```", "",
        "Each import writes new postings to `journal/YYYY-MM.ledger`. Transactions you",
        "recieve twice (same FITID or same date/amount/payee) are skipped.", "", "## Rate limits", "",
        "When the Wise API answers 429, ledger-sync waits and retries with exponential",
        "backoff (max 5 attempts). You will recieve a warning in the log for each retry.", "", "## License", "", "MIT"]
    tree = [".github", "ledger_sync", "tests", ".gitignore", ".pre-commit-config.yaml", "CHANGELOG.md", "LICENSE", "pyproject.toml",
            "README.md", "uv.lock"]
    prompt = "tolu@thinkpad:~/src/ledger-sync$"

    def screen(view: str, text: list[str] | None, tab: str, cursor: str, branch: str, extra: list[Row] | None = None,
               term: list[str] | None = None, modified: bool = False, scm_changes: int = 0, msg: str = "") -> list[Row]:
        title = f"{'● ' if modified else ''}{tab + ' - ' if tab else ''}ledger-sync - Visual Studio Code"
        rows = desk("Visual Studio Code", ["Visual Studio Code"]) + frame(title)
        for i, n in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
            rows.append(R("menu", n, "", 110 + 70 * i, 30, 64, 30))
        for i, n in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)",
                               f"Source Control (Ctrl+Shift+G){' - ' + str(scm_changes) + ' pending changes' if scm_changes else ''}",
                               "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
            rows.append(R("page-tab", n, "", 70, 64 + 48 * i, 48, 48))
        if view == "explorer":
            rows += [R("heading", "EXPLORER", "", 118, 64, 300, 30), R("tree-item", "LEDGER-SYNC", "", 118, 96, 300, 24)]
            for i, f in enumerate(tree):
                deco = "M" if (f == "README.md" and scm_changes) else ""
                rows.append(R("tree-item", f, deco, 130, 120 + 22 * i, 288, 22))
        else:
            rows += [R("heading", "SOURCE CONTROL", "", 118, 64, 300, 30),
                     R("entry", "Message (Ctrl+Enter to commit on 'main')", msg, 126, 100, 284, 60),
                     R("push-button", "✓ Commit" if scm_changes else "↻ Sync Changes", "", 126, 166, 284, 30)]
            if scm_changes:
                rows += [R("tree-item", "Changes", "1", 126, 204, 284, 22), R("tree-item", "README.md", "M", 140, 226, 270, 22)]
        if text is not None:
            rows.append(R("page-tab", tab + (" ●" if modified else ""), "", 420, 64, 160, 34))
            for i, t in enumerate(text, 1):
                rows.append(R("text", str(i), t, 440, 100 + 19 * i, 1400, 19))
        rows += extra or []
        if term is not None:
            rows += [R("page-tab", "PROBLEMS", "", 420, 700, 90, 26), R("page-tab", "OUTPUT", "", 514, 700, 80, 26),
                     R("page-tab", "TERMINAL", "", 598, 700, 90, 26), R("terminal", "Terminal 1, bash", "", 420, 730, 1490, 300)]
            rows += lines(term[-16:], 430, 734, 1470, 18)
        rows += [R("status-bar", "", "", 70, 1050, 1850, 26), R("push-button", branch, "", 90, 1052, 80, 22),
                 R("push-button", "⊗ 0  ⚠ 0", "", 270, 1052, 80, 22)]
        if text is not None:
            rows += [R("push-button", cursor, "", 1420, 1052, 130, 22), R("push-button", "Spaces: 2", "", 1556, 1052, 80, 22),
                     R("push-button", "UTF-8", "", 1640, 1052, 50, 22), R("push-button", "LF", "", 1694, 1052, 30, 22),
                     R("push-button", "Markdown", "", 1728, 1052, 80, 22)]
        return rows

    turns = []
    st = obs(screen("explorer", None, "", "", "main  ↓0 ↑0"), clk(day, "16:19"))
    turns.append((code("pyautogui.hotkey('ctrl', 'p')\npyautogui.write('README.md')\npyautogui.press('enter')"),
                  obs(screen("explorer", readme, "README.md", "Ln 1, Col 1", "main  ↓0 ↑0"), clk(day, "16:19"))))
    find = [R("entry", "Find", "recieve", 1400, 104, 260, 26), R("label", "", "1 of 2", 1664, 104, 60, 26),
            R("entry", "Replace", "", 1400, 134, 260, 26), R("push-button", "Replace (Enter)", "", 1664, 134, 26, 26),
            R("push-button", "Replace All (Ctrl+Alt+Enter)", "", 1694, 134, 26, 26)]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')\npyautogui.write('recieve')"),
                  obs(screen("explorer", readme, "README.md", "Ln 21, Col 8 (7 selected)", "main  ↓0 ↑0", extra=find), clk(day, "16:20"))))
    fixed = [t.replace("recieve", "receive") for t in readme]
    find2 = [R("entry", "Find", "recieve", 1400, 104, 260, 26), R("label", "", "No results", 1664, 104, 70, 26),
             R("entry", "Replace", "receive", 1400, 134, 260, 26), R("push-button", "Replace (Enter)", "", 1664, 134, 26, 26),
             R("push-button", "Replace All (Ctrl+Alt+Enter)", "", 1694, 134, 26, 26)]
    turns.append((code("pyautogui.press('tab')\npyautogui.write('receive')\npyautogui.hotkey('ctrl', 'alt', 'enter')"),
                  obs(screen("explorer", fixed, "README.md", "Ln 21, Col 8", "main*  ↓0 ↑0", extra=find2, modified=True, scm_changes=1), clk(day, "16:20"))))
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 's')"),
                  obs(screen("explorer", fixed, "README.md", "Ln 21, Col 8", "main*  ↓0 ↑0", scm_changes=1), clk(day, "16:21"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"),
                  obs(screen("scm", fixed, "README.md", "Ln 21, Col 8", "main*  ↓0 ↑0", scm_changes=1), clk(day, "16:21"))))
    turns.append((code("pyautogui.click(268, 130)\npyautogui.write('docs: fix typo in README')\npyautogui.hotkey('ctrl', 'enter')"),
                  obs(screen("scm", fixed, "README.md", "Ln 21, Col 8", "main  ↓0 ↑1"), clk(day, "16:22"))))
    term = [f"{prompt} git log --oneline -5",
            "4c1f9e2 (HEAD -> main) docs: fix typo in README",
            "8d02b7a (origin/main, origin/HEAD) feat(sync): retry on 429 with backoff",
            "e41c0b9 fix(parser): handle CRLF in OFX exports",
            "b7a93f1 chore(deps): bump httpx to 0.27.0",
            "29fd6c4 test: add fixtures for Revolut CSV", prompt]
    turns.append((code("pyautogui.hotkey('ctrl', '`')\ntime.sleep(1)\npyautogui.write('git log --oneline -5\\n')"),
                  obs(screen("scm", fixed, "README.md", "Ln 21, Col 8", "main  ↓0 ↑1", term=term), clk(day, "16:22"))))
    term = term[:-1] + [f"{prompt} git push", "Enumerating objects: 5, done.", "Counting objects: 100% (5/5), done.",
                        "Delta compression using up to 8 threads", "Compressing objects: 100% (3/3), done.",
                        "Writing objects: 100% (3/3), 342 bytes | 342.00 KiB/s, done.",
                        "Total 3 (delta 2), reused 0 (delta 0), pack-reused 0",
                        "remote: Resolving deltas: 100% (2/2), completed with 2 local objects.",
                        "To github.com:tolu-dev/ledger-sync.git", "   8d02b7a..4c1f9e2  main -> main", prompt]
    turns.append((code("pyautogui.write('git push\\n')\ntime.sleep(3)"),
                  obs(screen("scm", fixed, "README.md", "Ln 21, Col 8", "main  ↓0 ↑0", term=term), clk(day, "16:23"))))
    show = [f"{prompt} git show --stat HEAD",
            "commit 4c1fe92b7d3a60c1e5f8a9d2b4c6e7f0a1b3c5d7 (HEAD -> main, origin/main, origin/HEAD)",
            "Author: Tolu Adeyemi <tolu@adeyemi.dev>", "Date:   Thu Mar 14 16:22:07 2024 +0100", "",
            "    docs: fix typo in README", "", " README.md | 4 ++--", " 1 file changed, 2 insertions(+), 2 deletions(-)", prompt]
    term = term[:-1] + show
    turns.append((code("pyautogui.write('git show --stat HEAD\\n')"),
                  obs(screen("scm", fixed, "README.md", "Ln 21, Col 8", "main  ↓0 ↑0", term=term), clk(day, "16:23"))))
    term = ["On branch main", "Your branch is up to date with 'origin/main'.", "",
            "nothing to commit, working tree clean", prompt]
    turns.append((code("pyautogui.write('clear && git status\\n')"),
                  obs(screen("scm", fixed, "README.md", "Ln 21, Col 8", "main  ↓0 ↑0", term=term), clk(day, "16:23"))))
    rs.add(task="os", tid="h35-os-05", system=system("In VS Code, fix the 'recieve' typo in README.md of ~/src/ledger-sync, commit it as 'docs: fix typo in README' and push to origin."),
           turns=turns, state=st, bad=True, turn=9, kind="full commit hash of HEAD in git show differs from the short hash shown by git log and git push")


# Calibre: clean
def t06(rs: RowSet) -> None:
    day = "Sat Mar 16"
    # title, title_sort, author, author_sort, date, size, rating, tags, series, publisher, published
    books = [
        ["The Hitchhiker's Guide to the Galaxy", "Hitchhiker's Guide to the Galaxy, The", "Douglas Adams", "Adams, Douglas", "04 Feb 2022", "0.5", "★★★★★", "Humor, SF", "Hitchhiker's Guide [1]", "Pan Books", "Oct 1979"],
        ["Foundation", "Foundation", "Isaac Asimov", "Asimov, Isaac", "04 Feb 2022", "0.7", "★★★★", "SF", "Foundation [1]", "Gnome Press", "May 1951"],
        ["The Handmaid's Tale", "Handmaid's Tale, The", "Margaret Atwood", "Atwood, Margaret", "19 Mar 2022", "0.9", "★★★★", "Dystopia", "", "McClelland & Stewart", "Sep 1985"],
        ["Jane Eyre", "Jane Eyre", "Charlotte Brontë", "Brontë, Charlotte", "02 Jan 2021", "1.1", "★★★★", "Classics", "", "Smith, Elder & Co.", "Oct 1847"],
        ["Fahrenheit 451", "Fahrenheit 451", "Ray Bradbury", "Bradbury, Ray", "04 Feb 2022", "0.4", "★★★★", "Dystopia, SF", "", "Ballantine Books", "Oct 1953"],
        ["Kindred", "Kindred", "Octavia E. Butler", "Butler, Octavia E.", "08 Aug 2023", "0.8", "★★★★★", "SF", "", "Doubleday", "Jun 1979"],
        ["Stories of Your Life and Others", "Stories of Your Life and Others", "Ted Chiang", "Chiang, Ted", "08 Aug 2023", "0.6", "★★★★★", "SF, Short stories", "", "Tor Books", "Jul 2002"],
        ["Jonathan Strange & Mr Norrell", "Jonathan Strange & Mr Norrell", "Susanna Clarke", "Clarke, Susanna", "30 Nov 2022", "2.4", "★★★★", "Fantasy", "", "Bloomsbury", "Sep 2004"],
        ["Leviathan Wakes", "Leviathan Wakes", "James S. A. Corey", "Corey, James S. A.", "12 Jan 2023", "1.3", "★★★★", "SF", "The Expanse [1]", "Orbit", "Jun 2011"],
        ["Do Androids Dream of Electric Sheep?", "Do Androids Dream of Electric Sheep?", "Philip K. Dick", "Dick, Philip K.", "04 Feb 2022", "0.5", "★★★★", "SF", "", "Doubleday", "Mar 1968"],
        ["The Name of the Rose", "Name of the Rose, The", "Umberto Eco", "Eco, Umberto", "21 Jun 2021", "1.6", "★★★★", "Historical, Mystery", "", "Harcourt", "Sep 1980"],
        ["American Gods", "American Gods", "Neil Gaiman", "Gaiman, Neil", "11 Oct 2021", "1.2", "★★★★", "Fantasy", "", "William Morrow", "Jun 2001"],
        ["The Ocean at the End of the Lane", "Ocean at the End of the Lane, The", "Neil Gaiman", "Gaiman, Neil", "11 Oct 2021", "0.4", "★★★★", "Fantasy", "", "William Morrow", "Jun 2013"],
        ["Neuromancer", "Neuromancer", "William Gibson", "Gibson, William", "04 Feb 2022", "0.6", "★★★★", "Cyberpunk, SF", "Sprawl [1]", "Ace Books", "Jul 1984"],
        ["Pattern Recognition", "Pattern Recognition", "William Gibson", "Gibson, William", "04 Feb 2022", "0.7", "★★★", "Thriller", "Blue Ant [1]", "G. P. Putnam's Sons", "Feb 2003"],
        ["Lord of the Flies", "Lord of the Flies", "William Golding", "Golding, William", "02 Jan 2021", "0.5", "★★★", "Classics", "", "Faber & Faber", "Sep 1954"],
        ["The Left Hand of Darkness", "Left Hand of Darkness, The", "Ursula K. Le Guin", "Guin, Ursula K. Le", "27 Feb 2024", "0.6", "★★★★★", "SF", "Hainish Cycle [4]", "Ace Books", "Mar 1969"],
        ["Dune", "Dune", "Frank Herbert", "Herbert, Frank", "04 Feb 2022", "1.4", "★★★★★", "SF", "Dune [1]", "Chilton Books", "Aug 1965"],
        ["Brave New World", "Brave New World", "Aldous Huxley", "Huxley, Aldous", "02 Jan 2021", "0.5", "★★★★", "Dystopia, Classics", "", "Chatto & Windus", "Feb 1932"],
        ["Never Let Me Go", "Never Let Me Go", "Kazuo Ishiguro", "Ishiguro, Kazuo", "19 Mar 2022", "0.6", "★★★★", "Literary", "", "Faber & Faber", "Feb 2005"],
        ["The Remains of the Day", "Remains of the Day, The", "Kazuo Ishiguro", "Ishiguro, Kazuo", "19 Mar 2022", "0.5", "★★★★★", "Literary", "", "Faber & Faber", "May 1989"],
        ["The Haunting of Hill House", "Haunting of Hill House, The", "Shirley Jackson", "Jackson, Shirley", "30 Oct 2022", "0.4", "★★★★", "Horror", "", "Viking", "Oct 1959"],
        ["The Fifth Season", "Fifth Season, The", "N. K. Jemisin", "Jemisin, N. K.", "12 Jan 2023", "1.0", "★★★★★", "Fantasy", "The Broken Earth [1]", "Orbit", "Aug 2015"],
        ["The Trial", "Trial, The", "Franz Kafka", "Kafka, Franz", "02 Jan 2021", "0.4", "★★★", "Classics", "", "Verlag Die Schmiede", "Apr 1925"],
        ["On the Road", "On the Road", "Jack Kerouac", "Kerouac, Jack", "21 Jun 2021", "0.6", "★★★", "Classics", "", "Viking", "Sep 1957"],
        ["Flowers for Algernon", "Flowers for Algernon", "Daniel Keyes", "Keyes, Daniel", "21 Jun 2021", "0.5", "★★★★", "SF", "", "Harcourt", "Mar 1966"],
        ["The Shining", "Shining, The", "Stephen King", "King, Stephen", "30 Oct 2022", "1.1", "★★★★", "Horror", "", "Doubleday", "Jan 1977"],
        ["The Poisonwood Bible", "Poisonwood Bible, The", "Barbara Kingsolver", "Kingsolver, Barbara", "19 Mar 2022", "1.2", "★★★★", "Literary", "", "HarperFlamingo", "Oct 1998"],
        ["To Kill a Mockingbird", "To Kill a Mockingbird", "Harper Lee", "Lee, Harper", "02 Jan 2021", "0.6", "★★★★★", "Classics", "", "J. B. Lippincott & Co.", "Jul 1960"],
        ["Solaris", "Solaris", "Stanisław Lem", "Lem, Stanisław", "12 Jan 2023", "0.5", "★★★★", "SF", "", "Faber & Faber", "Jan 1961"],
        ["The Golden Notebook", "Golden Notebook, The", "Doris Lessing", "Lessing, Doris", "21 Jun 2021", "1.0", "★★★", "Literary", "", "Michael Joseph", "Apr 1962"],
        ["The Call of the Wild", "Call of the Wild, The", "Jack London", "London, Jack", "02 Jan 2021", "0.3", "★★★", "Adventure", "", "Macmillan", "Jul 1903"],
        ["Life of Pi", "Life of Pi", "Yann Martel", "Martel, Yann", "11 Oct 2021", "0.7", "★★★★", "Literary", "", "Knopf Canada", "Sep 2001"],
        ["Kafka on the Shore", "Kafka on the Shore", "Haruki Murakami", "Murakami, Haruki", "11 Oct 2021", "1.1", "★★★★", "Literary", "", "Shinchosha", "Sep 2002"],
        ["Lolita", "Lolita", "Vladimir Nabokov", "Nabokov, Vladimir", "02 Jan 2021", "0.6", "★★★★", "Classics", "", "Olympia Press", "Sep 1955"],
        ["Nineteen Eighty-Four", "Nineteen Eighty-Four", "George Orwell", "Orwell, George", "02 Jan 2021", "0.6", "★★★★★", "Dystopia, Classics", "", "Secker & Warburg", "Jun 1949"],
        ["Journey to the Center of the Earth", "Journey to the Center of the Earth", "Jules Verne", "Verne, Jules", "02 Jan 2021", "0.5", "★★★", "Adventure, Classics", "", "Pierre-Jules Hetzel", "Nov 1864"],
    ]
    target = books[16]
    cols = [("Title", 420), ("Author(s)", 220), ("Date", 110), ("Size (MB)", 90), ("Rating", 90), ("Tags", 180),
            ("Series", 200), ("Publisher", 200), ("Published", 100)]

    def view(key: int) -> tuple[list[list[str]], int]:
        order = sorted(books, key=lambda b: b[key].lower())
        i = next(k for k, b in enumerate(order) if b is target)
        lo = max(0, min(i - 6, len(order) - 16))
        win = order[lo:lo + 16]
        return [[b[0], b[2], b[4], b[5], b[6], b[7], b[8], b[9], b[10]] for b in win], i - lo

    def screen(key: int, sel: bool, formats: str, jobs: int, extra: list[Row] | None = None) -> list[Row]:
        data, ti = view(key)
        rows = desk("calibre", ["calibre"]) + frame("calibre - || Calibre Library ||")
        for i, n in enumerate(["Add books", "Edit metadata", "Convert books", "View", "Get books", "Fetch news", "Help",
                               "Remove books", "Connect/share", "Preferences"]):
            rows.append(R("push-button", n, "", 80 + 120 * i, 40, 116, 70))
        rows += [R("entry", "Search (For advanced search click the gear icon to the left)", "", 300, 118, 900, 30),
                 R("push-button", "Search", "", 1210, 118, 80, 30), R("combo-box", "Saved search", "", 1300, 118, 200, 30)]
        rows += [R("tree-item", "Authors", "118", 80, 160, 200, 26), R("tree-item", "Languages", "3", 80, 186, 200, 26),
                 R("tree-item", "Series", "24", 80, 212, 200, 26), R("tree-item", "Formats", "4", 80, 238, 200, 26),
                 R("tree-item", "Publisher", "87", 80, 264, 200, 26), R("tree-item", "Rating", "5", 80, 290, 200, 26),
                 R("tree-item", "News", "0", 80, 316, 200, 26), R("tree-item", "Tags", "21", 80, 342, 200, 26),
                 R("tree-item", "Identifiers", "1", 80, 368, 200, 26)]
        hdr = [(h + (" ▲" if (h == "Title" and key == 1) or (h == "Author(s)" and key == 3) else ""), w) for h, w in cols]
        rows += table(hdr, data, 290, 160, 28, selected={ti} if sel else None)
        if sel:
            b = target
            rows += [R("image", "Cover", "", 1460, 600, 200, 300), R("label", "", "Title: " + b[0], 1460, 910, 450, 20),
                     R("label", "", "Authors: " + b[2], 1460, 930, 450, 20), R("label", "", "Formats: " + formats, 1460, 950, 450, 20),
                     R("label", "", "Folder: Ursula K. Le Guin/The Left Hand of Darkness (117)", 1460, 970, 450, 20),
                     R("label", "", "Series: Book 4 of Hainish Cycle", 1460, 990, 450, 20), R("label", "", "Tags: SF", 1460, 1010, 450, 20)]
        status = f"calibre 7.6 created by Kovid Goyal   [142 books{', 1 selected' if sel else ''}]"
        rows += [R("status-bar", "", status, 70, 1052, 900, 24), R("push-button", f"Jobs: {jobs}", "", 1800, 1052, 110, 24)]
        rows += extra or []
        return rows

    turns = []
    st = obs(screen(3, False, "EPUB", 0), clk(day, "20:05"))
    _, ti = view(3)
    turns.append((code(f"pyautogui.click(500, {160 + 28 * (ti + 1) + 14})"), obs(screen(3, True, "EPUB", 0), clk(day, "20:05"))))

    def convert(out: str) -> list[Row]:
        d = [R("dialog", "Convert The Left Hand of Darkness", "", 360, 140, 1200, 800),
             R("combo-box", "Input format:", "EPUB", 380, 170, 160, 28), R("combo-box", "Output format:", out, 1360, 170, 160, 28)]
        for i, n in enumerate(["Metadata", "Look & feel", "Heuristic processing", "Page setup", "Structure detection",
                               "Table of Contents", "Search & replace", f"{out} output"]):
            d.append(R("list-item", n, "", 380, 220 + 60 * i, 150, 56))
        d += [R("entry", "Title:", "The Left Hand of Darkness", 880, 230, 420, 28), R("entry", "Author(s):", "Ursula K. Le Guin", 880, 266, 420, 28),
              R("entry", "Author sort:", "Guin, Ursula K. Le", 880, 302, 420, 28), R("entry", "Publisher:", "Ace Books", 880, 338, 420, 28),
              R("entry", "Tags:", "SF", 880, 374, 420, 28), R("entry", "Series:", "Hainish Cycle", 880, 410, 300, 28),
              R("spin-button", "Book:", "4.00", 1190, 410, 110, 28), R("push-button", "Restore defaults", "", 380, 900, 160, 30),
              R("push-button", "OK", "", 1360, 900, 90, 30), R("push-button", "Cancel", "", 1456, 900, 90, 30)]
        return d
    turns.append((code("pyautogui.click(320, 75)"), obs(screen(3, True, "EPUB", 0, convert("EPUB")), clk(day, "20:06"))))
    turns.append((code("pyautogui.click(1440, 184)\ntime.sleep(0.4)\npyautogui.click(1440, 240)  # AZW3"),
                  obs(screen(3, True, "EPUB", 0, convert("AZW3")), clk(day, "20:06"))))
    turns.append((code("pyautogui.click(1404, 915)"), obs(screen(3, True, "EPUB", 1), clk(day, "20:06"))))
    target[5] = "0.9"
    turns.append((code("time.sleep(8)\npyautogui.moveTo(900, 600)"), obs(screen(3, True, "AZW3, EPUB", 0), clk(day, "20:07"))))

    def meta(asort: str) -> list[Row]:
        d = [R("dialog", "Edit metadata for The Left Hand of Darkness", "", 300, 100, 1320, 860)]
        kv = [("Title:", "The Left Hand of Darkness"), ("Title sort:", "Left Hand of Darkness, The"), ("Author(s):", "Ursula K. Le Guin"),
              ("Author sort:", asort), ("Series:", "Hainish Cycle"), ("Number:", "4.00"), ("Rating:", "5 stars"), ("Tags:", "SF"),
              ("Ids:", "isbn:9780441478125"), ("Date:", "27 Feb 2024"), ("Published:", "Mar 1969"), ("Publisher:", "Ace Books"),
              ("Languages:", "English")]
        for i, (k, v) in enumerate(kv):
            d.append(R("entry" if k not in ("Rating:", "Number:") else "spin-button", k, v, 420, 150 + 40 * i, 560, 30))
        d += [R("table-cell", "", "AZW3 (0.88 MB)", 1020, 600, 260, 26), R("table-cell", "", "EPUB (0.58 MB)", 1020, 626, 260, 26),
              R("push-button", "Download metadata", "", 1020, 700, 200, 30), R("push-button", "Previous", "", 320, 910, 100, 30),
              R("push-button", "Next", "", 430, 910, 100, 30), R("push-button", "OK", "", 1420, 910, 90, 30),
              R("push-button", "Cancel", "", 1516, 910, 90, 30)]
        return d
    turns.append((code("pyautogui.press('e')"), obs(screen(3, True, "AZW3, EPUB", 0, meta("Guin, Ursula K. Le")), clk(day, "20:07"))))
    turns.append((code("pyautogui.tripleClick(700, 285)\npyautogui.write('Le Guin, Ursula K.')"),
                  obs(screen(3, True, "AZW3, EPUB", 0, meta("Le Guin, Ursula K.")), clk(day, "20:08"))))
    target[3] = "Le Guin, Ursula K."
    turns.append((code("pyautogui.click(1464, 925)"), obs(screen(3, True, "AZW3, EPUB", 0), clk(day, "20:08"))))
    turns.append((code("pyautogui.click(500, 174)"), obs(screen(1, True, "AZW3, EPUB", 0), clk(day, "20:08"))))
    rs.add(task="os", tid="h35-os-06", system=system("In calibre, convert The Left Hand of Darkness to AZW3 and set its author sort to 'Le Guin, Ursula K.'."),
           turns=turns, state=st)


# Transmission: bad
def t07(rs: RowSet) -> None:
    day = "Fri Mar 15"
    fed_pct = [52.4, 53.8, 55.1, 56.5, 57.3, 57.9, 57.9, 57.9]
    mint_pct = [18.6, 18.9, 19.2, 19.5, 19.8, 20.1, 20.4, 20.7]

    def dl_lines(name: str, total: float, pct: float, speed: float, up: str, ratio: str, peers: str, up_speed: str,
                 paused: bool) -> tuple[str, str, str]:
        have = total * pct / 100
        if paused:
            return name, f"{have:.2f} GB of {total:.2f} GB ({pct:.1f}%), uploaded {up} (Ratio: {ratio})", "Paused"
        rem = (total - have) * 1024 / speed
        m, s = int(rem // 60), int(rem % 60)
        return (name, f"{have:.2f} GB of {total:.2f} GB ({pct:.1f}%), uploaded {up} (Ratio: {ratio}) - {m} minutes, {s} second{'s' if s != 1 else ''} remaining",
                f"Downloading from {peers} connected peers - ↓ {speed:.1f} MB/s, ↑ {up_speed}")

    def torrents(t: int, removed: bool, fed_paused: bool) -> list[tuple[str, str, str, str]]:
        out = []
        if not removed:
            out.append(("seeding", "debian-12.5.0-amd64-netinst.iso", "628.0 MB, uploaded 1.45 GB (Ratio: 2.31)",
                        "Seeding to 2 of 18 connected peers - ↑ 412 kB/s"))
        a, b, c = dl_lines("Fedora-Workstation-Live-x86_64-39", 2.10, fed_pct[t], 3.8, "38.2 MB", "0.03", "31 of 47", "96 kB/s", fed_paused)
        out.append(("paused" if fed_paused else "downloading", a, b, c))
        out.append(("seeding", "ubuntu-22.04.4-desktop-amd64.iso", "4.70 GB, uploaded 4.09 GB (Ratio: 0.87)",
                    "Seeding to 5 of 26 connected peers - ↑ 640 kB/s"))
        out.append(("seeding", "archlinux-2024.03.01-x86_64.iso", "1.03 GB, uploaded 3.14 GB (Ratio: 3.05)", "Idle"))
        a, b, c = dl_lines("linuxmint-21.3-cinnamon-64bit.iso", 2.90, mint_pct[t], 1.2, "4.1 MB", "0.00", "12 of 30", "22 kB/s", False)
        out.append(("downloading", a, b, c))
        out.append(("finished", "Big_Buck_Bunny_1080p_surround_FrostWire.com", "928.2 MB, uploaded 2.71 GB (Ratio: 2.99)", "Finished"))
        return out

    def screen(t: int, removed: bool, fed_paused: bool, show: str = "All", sel: str = "", extra: list[Row] | None = None,
               bad_list: list[tuple[str, str, str, str]] | None = None) -> list[Row]:
        allt = torrents(t, removed, fed_paused)
        shown = bad_list if bad_list is not None else [x for x in allt if show == "All" or x[0] == show.lower()]
        rows = desk("Transmission", ["Transmission"]) + frame("Transmission", 300, 120, 1100, 820)
        for i, n in enumerate(["Open", "Start", "Pause", "Remove", "Properties"]):
            rows.append(R("push-button", n, "", 310 + 56 * i, 170, 50, 40))
        combo = f"All ({len(allt)})" if show == "All" else show
        rows += [R("label", "", "Show:", 310, 222, 50, 28), R("combo-box", "", combo, 364, 222, 180, 28),
                 R("combo-box", "", f"All ({len(allt)})", 550, 222, 200, 28), R("entry", "Search", "", 1120, 222, 270, 28)]
        y = 260
        for _kind, name, prog, status in shown:
            rows.append(R("list-item", name, "", 306, y, 1088, 76))
            if name == sel:
                rows.append(R("table-row", name, "selected", 306, y, 1088, 76))
            rows += [R("label", "", name, 350, y + 4, 900, 20), R("label", "", prog, 350, y + 24, 1000, 18),
                     R("progress-bar", "", "", 350, y + 44, 1000, 10), R("label", "", status, 350, y + 56, 1000, 18)]
            y += 80
        down = sum(3.8 for k, n, _, _ in allt if k == "downloading" and n.startswith("Fedora")) + 1.2
        up_kb = (0 if removed else 412) + 640 + 22 + (0 if fed_paused else 96)
        rows += [R("status-bar", "", "", 300, 906, 1100, 30), R("push-button", "Options", "", 310, 908, 28, 26),
                 R("label", "", "Ratio: 1.42", 350, 908, 160, 26),
                 R("label", "", f"↓ {down:.1f} MB/s", 1150, 908, 110, 26), R("label", "", f"↑ {up_kb / 1024:.2f} MB/s", 1270, 908, 110, 26)]
        rows += extra or []
        return rows

    deb = "debian-12.5.0-amd64-netinst.iso"
    fed = "Fedora-Workstation-Live-x86_64-39"
    turns = []
    st = obs(screen(0, False, False), clk(day, "22:40"))
    turns.append((code("pyautogui.click(700, 290)"), obs(screen(1, False, False, sel=deb), clk(day, "22:40"))))
    ctx = menu(["Properties", "Open Folder", "Copy Magnet Link to Clipboard", "-", "Start", "Start Now", "Pause",
                "Remove", "Delete Files and Remove", "-", "Verify Local Data", "Set Location…", "Ask Tracker for More Peers",
                "Queue", "Bandwidth", "Torrent Options"], 700, 300, 280)
    turns.append((code("pyautogui.rightClick(700, 290)"), obs(screen(2, False, False, sel=deb, extra=ctx), clk(day, "22:40"))))
    turns.append((code("pyautogui.click(760, 531)  # Remove"), obs(screen(3, True, False), clk(day, "22:41"))))
    turns.append((code("pyautogui.click(700, 290)"), obs(screen(4, True, False, sel=fed), clk(day, "22:41"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'p')"), obs(screen(5, True, True, sel=fed), clk(day, "22:41"))))
    seeding_bad = [x for x in torrents(6, False, True) if x[0] == "seeding"]
    turns.append((code("pyautogui.click(454, 236)\ntime.sleep(0.3)\npyautogui.click(454, 356)  # Seeding"),
                  obs(screen(6, True, True, show="Seeding", sel=fed, bad_list=seeding_bad), clk(day, "22:41"))))
    turns.append((code("pyautogui.click(454, 236)\ntime.sleep(0.3)\npyautogui.click(454, 266)  # All"),
                  obs(screen(7, True, True, sel=fed), clk(day, "22:42"))))
    rs.add(task="os", tid="h35-os-07", system=system("In Transmission, remove the finished debian-12.5.0-amd64-netinst.iso torrent (keep the downloaded data) and pause the Fedora download."),
           turns=turns, state=st, bad=True, turn=6, kind="removed torrent listed again under the Seeding filter")


# GNOME Calendar: clean
def t08(rs: RowSet) -> None:
    day = "Tue Mar 12"
    ev: dict[tuple[int, int], list[str]] = {
        (3, 1): ["09:00 Quarterly planning"], (3, 4): ["08:30 Team standup"], (3, 6): ["18:00 Climbing gym"],
        (3, 8): ["12:30 Lunch with Priya"], (3, 11): ["08:30 Team standup"], (3, 12): ["15:00 1:1 with Marta"],
        (3, 13): ["18:00 Climbing gym"], (3, 15): ["14:00 Sprint review"], (3, 17): ["St. Patrick's Day"],
        (3, 18): ["08:30 Team standup"], (3, 20): ["18:00 Climbing gym"], (3, 25): ["08:30 Team standup", "16:00 Car service"],
        (3, 27): ["18:00 Climbing gym"], (3, 29): ["Good Friday"], (3, 31): ["Easter Sunday"], (4, 1): ["Easter Monday"],
        (4, 3): ["18:00 Climbing gym"], (2, 26): ["08:30 Team standup"], (2, 28): ["18:00 Climbing gym"]}
    cells = [(2, d) for d in range(25, 30)] + [(3, d) for d in range(1, 32)] + [(4, d) for d in range(1, 7)]

    def header(viewname: str, label: str) -> list[Row]:
        return [R("push-button", "New Event", "", 80, 36, 40, 36), R("push-button", "Today", "", 126, 36, 70, 36),
                R("push-button", "Previous", "", 200, 36, 36, 36), R("push-button", "Next", "", 240, 36, 36, 36),
                R("label", "", label, 290, 40, 300, 28), R("toggle-button", "Week", "checked" if viewname == "Week" else "", 860, 36, 90, 36),
                R("toggle-button", "Month", "checked" if viewname == "Month" else "", 952, 36, 90, 36),
                R("push-button", "Search", "", 1780, 36, 36, 36), R("push-button", "Manage your calendars", "", 1820, 36, 36, 36),
                R("push-button", "Main Menu", "", 1860, 36, 36, 36)]

    def month(extra: list[Row] | None = None) -> list[Row]:
        rows = desk("Calendar", ["Calendar"]) + frame("Calendar") + header("Month", "March 2024")
        for i, d in enumerate(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]):
            rows.append(R("label", "", d.upper()[:3], 80 + 262 * i, 84, 262, 24))
        for i, (m, d) in enumerate(cells):
            x, y = 80 + 262 * (i % 7), 110 + 156 * (i // 7)
            lab = str(d) if m == 3 else f"{d} {'Feb' if m == 2 else 'Apr'}"
            rows.append(R("table-cell", f"{lab}{' (today)' if (m, d) == (3, 12) else ''}", lab, x, y, 262, 156))
            for k, e in enumerate(ev.get((m, d), [])):
                rows.append(R("push-button", e, "", x + 6, y + 30 + 26 * k, 250, 24))
        rows += extra or []
        return rows

    st = obs(month(), clk(day, "13:05"))
    turns = []
    pop = [R("dialog", "New Event on Thursday, March 21", "", 1050, 470, 380, 150), R("entry", "", "", 1070, 510, 340, 34),
           R("push-button", "Edit Details…", "", 1070, 566, 160, 34), R("push-button", "Create", "", 1310, 566, 100, 34)]
    turns.append((code("pyautogui.doubleClick(1180, 570)"), obs(month(pop), clk(day, "13:05"))))

    def editor(title: str, allday: bool, date: str, start: str, end: str, cal: str = "Personal", head: str = "New Event") -> list[Row]:
        d = [R("dialog", head, "", 660, 200, 600, 640), R("push-button", "Cancel", "", 676, 212, 90, 34),
             R("label", "", head, 880, 216, 160, 28), R("push-button", "Done", "", 1154, 212, 90, 34),
             R("combo-box", "Calendar", cal, 680, 270, 560, 34), R("entry", "Title", title, 680, 320, 560, 34),
             R("entry", "Location", "", 680, 362, 560, 34), R("check-box", "All Day", "checked" if allday else "", 680, 420, 200, 30),
             R("entry", "Start date", date, 680, 460, 250, 34), R("entry", "End date", date, 990, 460, 250, 34)]
        if not allday:
            d += [R("spin-button", "Start time", start, 680, 502, 250, 34), R("spin-button", "End time", end, 990, 502, 250, 34)]
        d += [R("combo-box", "Repeat", "No Repeat", 680, 560, 560, 34), R("push-button", "Add Reminder…", "", 680, 610, 200, 34),
              R("entry", "Notes", "", 680, 660, 560, 120)]
        if head != "New Event":
            d.append(R("push-button", "Delete Event", "", 680, 790, 160, 34))
        return d
    turns.append((code("pyautogui.click(1150, 583)"), obs(month(editor("", True, "03/21/2024", "", "")), clk(day, "13:06"))))
    turns.append((code("pyautogui.click(960, 337)\npyautogui.write('Dentist – Dr. Haddad')\npyautogui.click(700, 435)  # All Day off\npyautogui.tripleClick(800, 519)\npyautogui.write('10:30')\npyautogui.tripleClick(1110, 519)\npyautogui.write('11:15')\npyautogui.press('tab')"),
                  obs(month(editor("Dentist – Dr. Haddad", False, "03/21/2024", "10:30", "11:15")), clk(day, "13:06"))))
    ev[(3, 21)] = ["10:30 Dentist – Dr. Haddad"]
    turns.append((code("pyautogui.click(1199, 229)"), obs(month(), clk(day, "13:07"))))
    pop = [R("dialog", "Sprint review", "", 1380, 420, 360, 170), R("label", "", "Sprint review", 1400, 436, 300, 26),
           R("label", "", "Friday, March 15 · 14:00 – 15:00", 1400, 466, 320, 22), R("label", "", "Work", 1400, 494, 200, 22),
           R("label", "", "Video call: meet.jit.si/acme-sprint-review", 1400, 518, 320, 22), R("push-button", "Edit…", "", 1640, 550, 90, 30)]
    turns.append((code("pyautogui.click(1440, 452)"), obs(month(pop), clk(day, "13:07"))))
    ev[(3, 15)] = []
    ev[(3, 22)] = ["14:00 Sprint review"]
    turns.append((code("pyautogui.click(1684, 565)\ntime.sleep(0.5)\npyautogui.tripleClick(800, 477)\npyautogui.write('03/22/2024')\npyautogui.tripleClick(1110, 477)\npyautogui.write('03/22/2024')\npyautogui.press('tab')\npyautogui.click(1199, 229)"),
                  obs(month(), clk(day, "13:08"))))
    wk = desk("Calendar", ["Calendar"]) + frame("Calendar") + header("Week", "March 2024, week 12")
    days = ["Sun 17", "Mon 18", "Tue 19", "Wed 20", "Thu 21", "Fri 22", "Sat 23"]
    for i, d in enumerate(days):
        wk.append(R("label", "", d, 150 + 252 * i, 84, 252, 24))
    wk.append(R("push-button", "St. Patrick's Day", "", 150, 112, 250, 24))
    for h in range(7, 21):
        wk.append(R("label", "", f"{h:02d}:00", 80, 146 + 60 * (h - 7), 60, 20))
    for col, (s, e, name) in {1: ("08:30", "08:45", "Team standup"), 3: ("18:00", "19:30", "Climbing gym"),
                              4: ("10:30", "11:15", "Dentist – Dr. Haddad"), 5: ("14:00", "15:00", "Sprint review")}.items():
        sh, sm = map(int, s.split(":"))
        eh, em = map(int, e.split(":"))
        y0 = 146 + int(60 * (sh - 7 + sm / 60))
        y1 = 146 + int(60 * (eh - 7 + em / 60))
        wk.append(R("push-button", f"{name}", f"{s} – {e}", 152 + 252 * col, y0, 248, y1 - y0))
    turns.append((code("pyautogui.click(905, 54)  # Week\ntime.sleep(0.5)\npyautogui.click(258, 54)  # Next"), obs(wk, clk(day, "13:09"))))
    rs.add(task="os", tid="h35-os-08", system=system("In GNOME Calendar, add 'Dentist – Dr. Haddad' on Thursday 21 March 2024 from 10:30 to 11:15 in the Personal calendar, and move the Sprint review from Friday 15 to Friday 22 March at the same time."),
           turns=turns, state=st)


# Zotero: bad
def t09(rs: RowSet) -> None:
    day = "Tue Mar 12"
    items = [
        ["Adam: A Method for Stochastic Optimization", "Kingma and Ba", "2014", "11/9/2023, 3:20:41 PM"],
        ["An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale", "Dosovitskiy et al.", "2020", "1/22/2024, 10:02:18 AM"],
        ["Attention Is All You Need", "Vaswani et al.", "2017", "11/9/2023, 3:14:22 PM"],
        ["BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding", "Devlin et al.", "2018", "11/9/2023, 3:16:05 PM"],
        ["Deep Residual Learning for Image Recognition", "He et al.", "2015", "11/14/2023, 9:48:33 AM"],
        ["Dropout: A Simple Way to Prevent Neural Networks from Overfitting", "Srivastava et al.", "2014", "11/14/2023, 9:51:10 AM"],
        ["Effective Approaches to Attention-based Neural Machine Translation", "Luong et al.", "2015", "11/9/2023, 3:18:47 PM"],
        ["Language Models are Few-Shot Learners", "Brown et al.", "2020", "1/22/2024, 10:05:56 AM"],
        ["Layer Normalization", "Ba et al.", "2016", "11/14/2023, 9:55:02 AM"],
        ["Long Short-Term Memory", "Hochreiter and Schmidhuber", "1997", "11/2/2023, 8:12:44 PM"],
        ["Neural Machine Translation by Jointly Learning to Align and Translate", "Bahdanau et al.", "2014", "11/9/2023, 3:15:30 PM"],
        ["Sequence to Sequence Learning with Neural Networks", "Sutskever et al.", "2014", "11/2/2023, 8:14:09 PM"],
    ]
    sub = "Attention mechanisms"

    def tree(child: bool, current: str) -> list[Row]:
        names = [("My Library", 0), ("Thesis", 1), ("Chapter 1", 2), ("Chapter 2", 2)]
        if child:
            names.append((sub, 3))
        names += [("Chapter 3", 2), ("Reading group", 1), ("Teaching", 1), ("My Publications", 0), ("Duplicate Items", 0),
                  ("Unfiled Items", 0), ("Retracted Items", 0), ("Trash", 0)]
        out = [R("tree", "Collections", "", 70, 110, 300, 640)]
        for i, (n, lvl) in enumerate(names):
            out.append(R("tree-item", n, "", 78 + 18 * lvl, 114 + 26 * i, 290 - 18 * lvl, 26))
            if n == current:
                out.append(R("table-row", n, "selected", 78 + 18 * lvl, 114 + 26 * i, 290 - 18 * lvl, 26))
        return out

    def tagsel(tags: list[str]) -> list[Row]:
        out = [R("panel", "Tag selector", "", 70, 760, 300, 280)]
        for i, t in enumerate(tags):
            out.append(R("push-button", t, "", 80 + 96 * (i % 3), 770 + 28 * (i // 3), 92, 24))
        out.append(R("entry", "Filter Tags", "", 80, 1004, 240, 28))
        return out

    def screen(child: bool, current: str, rows_: list[list[str]], tags: list[str], sel: set[int] | None = None,
               pane: list[Row] | None = None, extra: list[Row] | None = None) -> list[Row]:
        rows = desk("Zotero", ["Zotero"]) + frame("Zotero")
        for i, n in enumerate(["File", "Edit", "View", "Tools", "Help"]):
            rows.append(R("menu", n, "", 80 + 56 * i, 34, 52, 24))
        for i, n in enumerate(["New Collection…", "New Item", "Add Item(s) by Identifier", "Add Attachment", "New Note"]):
            rows.append(R("push-button", n, "", 80 + 44 * i, 64, 40, 36))
        rows += [R("combo-box", "Search mode", "All Fields & Tags", 1000, 66, 140, 30), R("entry", "Search", "", 1144, 66, 300, 30)]
        rows += tree(child, current) + tagsel(tags)
        if rows_:
            rows += table([("Title", 520), ("Creator", 170), ("Year", 60), ("Date Added", 190)], rows_, 376, 110, 26, selected=sel)
        else:
            rows += table([("Title", 520), ("Creator", 170), ("Year", 60), ("Date Added", 190)], [], 376, 110, 26)
        rows += pane or [R("label", "", f"{len(rows_)} items in this view", 1500, 500, 300, 24)]
        rows += extra or []
        return rows

    ch2_tags = ["attention", "CNN", "LSTM", "NLP", "NMT", "optimization", "pretraining", "regularization", "RNN", "transformers", "vision"]
    turns = []
    st = obs(screen(False, "Chapter 2", items, ch2_tags), clk(day, "16:36"))
    ctx = menu(["Sync", "-", "New Subcollection…", "New Saved Search…", "-", "Rename Collection…", "Show Items from Subcollections",
                "Delete Collection…", "Delete Collection and Items…", "-", "Export Collection…", "Create Bibliography from Collection…",
                "Generate Report from Collection…"], 200, 210, 320)
    turns.append((code("pyautogui.rightClick(160, 205)"), obs(screen(False, "Chapter 2", items, ch2_tags, extra=ctx), clk(day, "16:36"))))
    dlg = [R("dialog", "New Collection", "", 760, 420, 400, 170), R("label", "", "Name:", 780, 460, 80, 24),
           R("entry", "", "Untitled", 860, 456, 280, 30), R("check-box", "Create in “Chapter 2”", "checked", 780, 500, 300, 24),
           R("push-button", "Cancel", "", 960, 546, 90, 30), R("push-button", "OK", "", 1056, 546, 90, 30)]
    turns.append((code("pyautogui.click(280, 291)"), obs(screen(False, "Chapter 2", items, ch2_tags, extra=dlg), clk(day, "16:37"))))
    empty = [R("label", "", "No items in this view", 1500, 500, 300, 24)]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Attention mechanisms')\npyautogui.press('enter')"),
                  obs(screen(True, sub, [], [], pane=empty), clk(day, "16:37"))))
    turns.append((code("pyautogui.click(160, 205)"), obs(screen(True, "Chapter 2", items, ch2_tags), clk(day, "16:37"))))
    two = [R("label", "", "2 items selected", 1500, 500, 300, 24)]
    turns.append((code("pyautogui.click(600, 201)\npyautogui.keyDown('ctrl')\npyautogui.click(600, 409)\npyautogui.keyUp('ctrl')"),
                  obs(screen(True, "Chapter 2", items, ch2_tags, sel={2, 10}, pane=two), clk(day, "16:38"))))
    turns.append((code("pyautogui.moveTo(600, 409)\npyautogui.dragTo(200, 231, duration=1.0)"),
                  obs(screen(True, "Chapter 2", items, ch2_tags, sel={2, 10}, pane=two), clk(day, "16:38"))))
    mine = [items[2], items[10]]
    sub_tags = ["attention", "NLP", "NMT", "transformers"]
    turns.append((code("pyautogui.click(200, 231)"), obs(screen(True, sub, mine, sub_tags), clk(day, "16:38"))))

    def info(kv: list[tuple[str, str]]) -> list[Row]:
        p = [R("page-tab", "Info", "", 1330, 110, 90, 30), R("page-tab", "Abstract", "", 1424, 110, 90, 30),
             R("page-tab", "Attachments", "", 1518, 110, 110, 30), R("page-tab", "Notes", "", 1632, 110, 80, 30),
             R("page-tab", "Tags", "", 1716, 110, 80, 30), R("page-tab", "Related", "", 1800, 110, 90, 30)]
        for i, (k, v) in enumerate(kv):
            p += [R("label", "", k, 1330, 152 + 26 * i, 150, 24), R("entry", k.rstrip(":"), v, 1484, 152 + 26 * i, 420, 24)]
        return p
    vas = [("Item Type:", "Conference Paper"), ("Title:", "Attention Is All You Need"), ("Author:", "Vaswani, Ashish"),
           ("Author:", "Shazeer, Noam"), ("Author:", "Parmar, Niki"), ("Author:", "Uszkoreit, Jakob"), ("Author:", "Jones, Llion"),
           ("Author:", "Gomez, Aidan N."), ("Author:", "Kaiser, Łukasz"), ("Author:", "Polosukhin, Illia"),
           ("Proceedings Title:", "Advances in Neural Information Processing Systems"), ("Publisher:", "Curran Associates, Inc."),
           ("Volume:", "30"), ("Pages:", "5998–6008"), ("Date:", "2017"),
           ("URL:", "https://proceedings.neurips.cc/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html"),
           ("Date Added:", "11/9/2023, 3:14:22 PM"), ("Modified:", "11/9/2023, 3:14:22 PM")]
    turns.append((code("pyautogui.click(600, 149)"), obs(screen(False, "", mine, sub_tags, sel={0}, pane=info(vas)), clk(day, "16:39"))))

    def tagpane(tags: list[str], editing: bool = False) -> list[Row]:
        p = [R("page-tab", "Info", "", 1330, 110, 90, 30), R("page-tab", "Abstract", "", 1424, 110, 90, 30),
             R("page-tab", "Attachments", "", 1518, 110, 110, 30), R("page-tab", "Notes", "", 1632, 110, 80, 30),
             R("page-tab", "Tags", "", 1716, 110, 80, 30), R("page-tab", "Related", "", 1800, 110, 90, 30),
             R("label", "", f"{len(tags)} tags:", 1330, 152, 100, 24), R("push-button", "Add", "", 1440, 150, 70, 28)]
        for i, t in enumerate(tags):
            p += [R("entry", "", t, 1360, 186 + 28 * i, 480, 26), R("push-button", "−", "", 1850, 186 + 28 * i, 26, 26)]
        return p
    turns.append((code("pyautogui.click(1756, 125)"), obs(screen(True, sub, mine, sub_tags, sel={0}, pane=tagpane(["NLP", "transformers"])), clk(day, "16:39"))))
    sub_tags2 = ["attention", "ch2-core", "NLP", "NMT", "transformers"]
    turns.append((code("pyautogui.click(1475, 164)\npyautogui.write('ch2-core')\npyautogui.press('enter')\npyautogui.press('escape')"),
                  obs(screen(True, sub, mine, sub_tags2, sel={0}, pane=tagpane(["ch2-core", "NLP", "transformers"])), clk(day, "16:40"))))
    turns.append((code("pyautogui.click(600, 175)\ntime.sleep(0.3)\npyautogui.click(1475, 164)\npyautogui.write('ch2-core')\npyautogui.press('enter')\npyautogui.press('escape')"),
                  obs(screen(True, sub, mine, sub_tags2, sel={1}, pane=tagpane(["attention", "ch2-core", "NMT"])), clk(day, "16:40"))))
    rs.add(task="os", tid="h35-os-09", system=system("In Zotero, create a subcollection 'Attention mechanisms' under Thesis/Chapter 2, add 'Attention Is All You Need' and 'Neural Machine Translation by Jointly Learning to Align and Translate' to it, and tag both ch2-core."),
           turns=turns, state=st, bad=True, turn=8, kind="newly created subcollection missing from the collection tree")


# Inkscape: clean
def t10(rs: RowSet) -> None:
    day = "Thu Mar 21"
    path = "/home/noor/Design/badge.svg"

    def screen(dirty: bool, unit: str, tool: str, ctl: list[tuple[str, str]], msg: str, fill: str, stroke: str,
               dialog: list[Row] | None = None, circle: tuple[float, float, float, float] | None = None, cur: str = "") -> list[Row]:
        rows = desk("Inkscape", ["Inkscape"]) + frame(f"{'*' if dirty else ''}badge.svg - Inkscape")
        for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]):
            rows.append(R("menu", m, "", 76 + 62 * i, 34, 58, 24))
        for i, (k, v) in enumerate(ctl):
            rows.append(R("spin-button" if v and v[0].isdigit() or v.startswith("-") else "label", k, v, 140 + 150 * i, 64, 140, 30))
        for i, t in enumerate(["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Ellipse / Arc", "Star / Polygon",
                               "Spiral", "Pencil", "Pen", "Calligraphy", "Text", "Gradient", "Mesh", "Dropper", "Paint Bucket",
                               "Tweak", "Spray", "Eraser", "Connector"]):
            rows.append(R("toggle-button", t, "checked" if t == tool else "", 72, 104 + 40 * i, 36, 36))
        rows += [R("ruler", "", unit, 114, 100, 1400, 18), R("ruler", "", unit, 114, 118, 18, 880),
                 R("drawing-area", "badge.svg", "", 132, 118, 1380, 880), R("panel", "Page", "", 760, 300, 397, 559)]
        rows += [R("image", "rect18", "", 780, 320, 357, 519), R("text", "text22", "TEAM", 860, 760, 200, 60)]
        if circle:
            x, y, w, h = circle
            sx, sy = 760 + round(x * 96 / 25.4), 300 + round(y * 96 / 25.4)
            rows.append(R("image", "path846", "", sx, sy, round(w * 96 / 25.4), round(h * 96 / 25.4)))
        rows += dialog or []
        for i, c in enumerate(["none", "#000000", "#ffffff", "#ff0000", "#ff6600", "#ffcc00", "#00aa44", "#0066ff", "#5e81ac", "#6600cc"]):
            rows.append(R("push-button", c, "", 140 + 30 * i, 1004, 28, 20))
        rows += [R("label", "Fill:", fill, 76, 1030, 110, 20), R("label", "Stroke:", stroke, 76, 1050, 110, 20),
                 R("combo-box", "Current layer", "Layer 1", 200, 1034, 140, 28), R("label", "", msg, 350, 1034, 1000, 28),
                 R("label", "", cur, 1500, 1034, 200, 28), R("spin-button", "Z:", "100%", 1720, 1034, 80, 28),
                 R("spin-button", "R:", "0.00°", 1810, 1034, 80, 28)]
        return rows

    def pointer(x: int, y: int, unit: str = "mm") -> str:
        f = 1.0 if unit == "px" else 25.4 / 96
        return f"X: {(x - 760) * f:.2f}  Y: {(y - 300) * f:.2f}"

    sel_ctl = [("X:", "0.000"), ("Y:", "0.000"), ("W:", "0.000"), ("H:", "0.000"), ("", "px")]
    none_msg = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."

    def docprops(dunit: str, w: str, h: str, pu: str, scale: str, per: str) -> list[Row]:
        d = [R("panel", "Document Properties", "", 1520, 100, 400, 900), R("page-tab", "Page", "", 1530, 130, 70, 28),
             R("page-tab", "Guides", "", 1604, 130, 70, 28), R("page-tab", "Grids", "", 1678, 130, 70, 28),
             R("page-tab", "Snap", "", 1752, 130, 70, 28), R("page-tab", "Color", "", 1826, 130, 70, 28),
             R("combo-box", "Display units:", dunit, 1700, 176, 200, 28), R("label", "", "Custom size", 1530, 220, 200, 22),
             R("spin-button", "Width:", w, 1600, 250, 140, 28), R("spin-button", "Height:", h, 1600, 284, 140, 28),
             R("combo-box", "Units:", pu, 1800, 266, 100, 28), R("spin-button", "Scale x:", scale, 1600, 330, 140, 28),
             R("label", "", per, 1750, 330, 160, 28), R("label", "", "Viewbox…", 1530, 376, 200, 22),
             R("spin-button", "X:", "0.00000", 1560, 404, 150, 28), R("spin-button", "Y:", "0.00000", 1740, 404, 150, 28),
             R("spin-button", "Width:", "396.85000", 1560, 438, 150, 28), R("spin-button", "Height:", "559.37000", 1740, 438, 150, 28),
             R("label", "", "Background", 1530, 486, 200, 22), R("check-box", "Checkerboard background", "", 1530, 512, 300, 24),
             R("label", "", "Border", 1530, 550, 200, 22), R("check-box", "Show page border", "checked", 1530, 576, 300, 24),
             R("check-box", "Border on top of drawing", "checked", 1530, 602, 300, 24), R("check-box", "Show border shadow", "checked", 1530, 628, 300, 24),
             R("push-button", "Resize page to drawing or selection", "", 1530, 670, 360, 30)]
        return d

    turns = []
    st = obs(screen(False, "px", "Selector", sel_ctl, none_msg, "N/A", "N/A", cur="X: 412.00  Y: 233.00"), clk(day, "09:31"))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'd')"),
                  obs(screen(False, "px", "Selector", sel_ctl, none_msg, "N/A", "N/A", docprops("px", "396.85000", "559.37000", "px", "1.00000", "User units per px."), cur="X: 412.00  Y: 233.00"), clk(day, "09:31"))))
    turns.append((code("pyautogui.click(1850, 280)\ntime.sleep(0.3)\npyautogui.click(1850, 406)  # mm"),
                  obs(screen(True, "px", "Selector", sel_ctl, none_msg, "N/A", "N/A", docprops("px", "105.00000", "148.00000", "mm", "1.00000", "User units per px."), cur=pointer(1850, 406, "px")), clk(day, "09:32"))))
    sel_mm = [("X:", "0.000"), ("Y:", "0.000"), ("W:", "0.000"), ("H:", "0.000"), ("", "mm")]
    turns.append((code("pyautogui.click(1800, 190)\ntime.sleep(0.3)\npyautogui.click(1800, 316)  # mm"),
                  obs(screen(True, "mm", "Selector", sel_mm, none_msg, "N/A", "N/A", docprops("mm", "105.00000", "148.00000", "mm", "3.77953", "User units per mm."), cur=pointer(1800, 316)), clk(day, "09:32"))))
    ell = [("Rx:", "0.000"), ("Ry:", "0.000"), ("", "mm"), ("Start:", "0.00"), ("End:", "0.00"), ("", "Closed arc")]
    emsg = "Drag to create an ellipse. Drag controls to make an arc or segment. Click to select."
    turns.append((code("pyautogui.click(1905, 112)  # close dialog\npyautogui.press('e')"),
                  obs(screen(True, "mm", "Ellipse / Arc", ell, emsg, "#5e81ac", "None", cur=pointer(1905, 112)), clk(day, "09:33"))))
    ell2 = [("Rx:", "19.844"), ("Ry:", "19.844"), ("", "mm"), ("Start:", "0.00"), ("End:", "0.00"), ("", "Closed arc")]
    cmsg = "Circle in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."
    c1 = (26.458, 58.208, 39.688, 39.688)
    turns.append((code("pyautogui.keyDown('ctrl')\npyautogui.moveTo(860, 520)\npyautogui.dragTo(1010, 670, duration=0.6)\npyautogui.keyUp('ctrl')"),
                  obs(screen(True, "mm", "Ellipse / Arc", ell2, cmsg, "#5e81ac", "None", circle=c1, cur=pointer(1010, 670)), clk(day, "09:33"))))

    def sel(c: tuple[float, float, float, float]) -> list[tuple[str, str]]:
        return [("X:", f"{c[0]:.3f}"), ("Y:", f"{c[1]:.3f}"), ("W:", f"{c[2]:.3f}"), ("H:", f"{c[3]:.3f}"), ("", "mm")]
    turns.append((code("pyautogui.press('s')"),
                  obs(screen(True, "mm", "Selector", sel(c1), cmsg, "#5e81ac", "None", circle=c1, cur=pointer(1010, 670)), clk(day, "09:33"))))
    c2 = (26.458, 58.208, 40.0, 40.0)
    turns.append((code("pyautogui.tripleClick(510, 79)\npyautogui.write('40')\npyautogui.press('tab')\npyautogui.write('40')\npyautogui.press('enter')"),
                  obs(screen(True, "mm", "Selector", sel(c2), cmsg, "#5e81ac", "None", circle=c2, cur=pointer(510, 79)), clk(day, "09:34"))))
    c3 = (32.5, 54.0, 40.0, 40.0)
    turns.append((code("pyautogui.tripleClick(210, 79)\npyautogui.write('32.5')\npyautogui.press('tab')\npyautogui.write('54')\npyautogui.press('enter')"),
                  obs(screen(True, "mm", "Selector", sel(c3), cmsg, "#5e81ac", "None", circle=c3, cur=pointer(210, 79)), clk(day, "09:34"))))
    fs = [R("panel", "Fill and Stroke", "", 1520, 100, 400, 900), R("page-tab", "Fill", "", 1530, 130, 80, 28),
          R("page-tab", "Stroke paint", "", 1614, 130, 110, 28), R("page-tab", "Stroke style", "", 1728, 130, 110, 28),
          R("toggle-button", "Flat color", "checked", 1570, 170, 36, 36), R("combo-box", "", "RGB", 1540, 220, 120, 28),
          R("slider", "R", "255", 1540, 260, 330, 24), R("slider", "G", "0", 1540, 290, 330, 24), R("slider", "B", "0", 1540, 320, 330, 24),
          R("slider", "A", "255", 1540, 350, 330, 24), R("entry", "RGBA:", "ff0000ff", 1700, 390, 160, 28),
          R("spin-button", "Blur (%)", "0.0", 1540, 900, 330, 28), R("spin-button", "Opacity (%)", "100.0", 1540, 940, 330, 28)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'f')\ntime.sleep(0.5)\npyautogui.tripleClick(1780, 404)\npyautogui.write('ff0000ff')\npyautogui.press('enter')"),
                  obs(screen(True, "mm", "Selector", sel(c3), cmsg, "#ff0000", "None", fs, circle=c3, cur=pointer(1780, 404)), clk(day, "09:35"))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  obs(screen(False, "mm", "Selector", sel(c3), f"Drawing saved to {path}.", "#ff0000", "None", fs, circle=c3, cur=pointer(1780, 404)), clk(day, "09:35"))))
    rs.add(task="os", tid="h35-os-10", system=system("In Inkscape, set badge.svg to A6 (105 × 148 mm) with millimetres as display units, add a 40 mm circle centred on the page, fill it pure red and save."),
           turns=turns, state=st)


# VLC: bad
def t11(rs: RowSet) -> None:
    day = "Tue Mar 12"
    snap = "vlcsnap-2024-03-12-16h05m41s274.png"

    def screen(elapsed: str, playing: bool, extra: list[Row] | None = None) -> list[Row]:
        rows = desk("VLC media player", ["VLC media player"]) + frame("lecture_07_thermodynamics.mp4 - VLC media player")
        for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]):
            rows.append(R("menu", m, "", 76 + 74 * i, 34, 70, 24))
        rows += [R("drawing-area", "Video", "", 70, 60, 1850, 930),
                 R("label", "", elapsed, 80, 996, 70, 22), R("slider", "Position", "", 156, 996, 1680, 22),
                 R("label", "", "1:18:44", 1840, 996, 70, 22),
                 R("push-button", "Pause the playback" if playing else "Play", "", 80, 1028, 40, 40),
                 R("push-button", "Previous media in the playlist, skip backward when held", "", 130, 1028, 36, 40),
                 R("push-button", "Stop playback", "", 168, 1028, 36, 40),
                 R("push-button", "Next media in the playlist, skip forward when held", "", 206, 1028, 36, 40),
                 R("push-button", "Toggle the video in fullscreen", "", 260, 1028, 36, 40),
                 R("push-button", "Show extended settings", "", 298, 1028, 36, 40),
                 R("push-button", "Toggle playlist", "", 336, 1028, 36, 40),
                 R("push-button", "Click to toggle between loop all, loop one and no loop", "", 374, 1028, 36, 40),
                 R("push-button", "Random", "", 412, 1028, 36, 40),
                 R("push-button", "Mute", "", 1740, 1034, 30, 30), R("slider", "Volume", "100%", 1772, 1034, 140, 30)]
        rows += extra or []
        return rows

    turns = []
    st = obs(screen("11:02", True), clk(day, "16:04"))
    gt = [R("dialog", "Go to Time", "", 810, 450, 300, 150), R("label", "", "Go to time", 830, 480, 100, 24),
          R("spin-button", "", "0H:11m:04s.000", 940, 476, 150, 30), R("push-button", "Reset", "", 830, 550, 80, 30),
          R("push-button", "Cancel", "", 920, 550, 80, 30), R("push-button", "Go", "", 1010, 550, 80, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 't')"), obs(screen("11:04", True, gt), clk(day, "16:04"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('00:12:30')\npyautogui.press('enter')"),
                  obs(screen("12:31", True), clk(day, "16:05"))))
    turns.append((code("pyautogui.press('space')"), obs(screen("12:33", False), clk(day, "16:05"))))
    osd = [R("image", "Snapshot", "", 90, 80, 240, 135), R("label", "", snap, 90, 220, 500, 22)]
    turns.append((code("pyautogui.hotkey('shift', 's')"), obs(screen("12:09", False, osd), clk(day, "16:05"))))
    info = [R("dialog", "Current Media Information", "", 560, 180, 800, 700), R("page-tab", "General", "", 580, 210, 90, 28),
            R("page-tab", "Metadata", "", 674, 210, 90, 28), R("page-tab", "Codec", "", 768, 210, 80, 28),
            R("page-tab", "Statistics", "", 852, 210, 90, 28)]
    kv = [("Title", "Lecture 7 – Entropy and the Second Law"), ("Artist", "Prof. M. Castillo"), ("Album", "PHYS 2310 Thermodynamics"),
          ("Genre", "Education"), ("Copyright", "© 2024 University of Northern Plains"), ("Date", "2024"), ("Track number", "7"),
          ("Publisher", "UNP Media Services"), ("Encoded by", "Lavf60.3.100"), ("Language", "English"),
          ("Comments", "Recorded 2024-02-20, Room 114 Science Hall")]
    for i, (k, v) in enumerate(kv):
        info += [R("label", "", k, 580, 256 + 34 * i, 140, 26), R("entry", k, v, 730, 256 + 34 * i, 600, 26)]
    info += [R("label", "", "Location", 580, 800, 100, 26),
             R("entry", "Location", "file:///home/arjun/Videos/PHYS2310/lecture_07_thermodynamics.mp4", 690, 800, 640, 26),
             R("push-button", "Close", "", 1250, 840, 90, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"), obs(screen("12:33", False, info), clk(day, "16:05"))))
    fc = [R("dialog", "Select one or more files to open", "", 460, 200, 1000, 640), R("entry", "Location", "/home/arjun/Pictures/", 580, 236, 600, 30),
          R("list-item", "Recent", "", 470, 290, 160, 28), R("list-item", "Home", "", 470, 318, 160, 28),
          R("list-item", "Desktop", "", 470, 346, 160, 28), R("list-item", "Pictures", "", 470, 374, 160, 28),
          R("list-item", "Videos", "", 470, 402, 160, 28)]
    fc += table([("Name", 480), ("Size", 100), ("Modified", 140)],
                [["Screenshots", "", "11 Mar"], [snap, "1.2 MB", "16:05"], ["vlcsnap-2024-03-05-10h12m08s561.png", "1.1 MB", "5 Mar"],
                 ["whiteboard_lecture06.jpg", "3.4 MB", "5 Mar"], ["wallpaper_dunes.jpg", "5.8 MB", "17 Feb"]], 650, 290, 28)
    fc += [R("combo-box", "", "Media Files (*.3g2 *.3gp *.asf *.avi *.flac *.mkv *.mp3 *.mp4 …)", 900, 760, 500, 28),
           R("push-button", "Cancel", "", 1260, 796, 90, 30), R("push-button", "Open", "", 1356, 796, 90, 30)]
    turns.append((code("pyautogui.click(1295, 855)  # Close\npyautogui.hotkey('ctrl', 'o')\ntime.sleep(0.5)\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Pictures/')"),
                  obs(screen("12:33", False, fc), clk(day, "16:06"))))
    rs.add(task="os", tid="h35-os-11", system=system("In VLC, jump to 12:30 in the lecture video that is playing, pause it there and take a snapshot, then check that the snapshot was saved in ~/Pictures."),
           turns=turns, state=st, bad=True, turn=4, kind="elapsed time of the paused video goes back from 12:33 to 12:09 with no seek")


# Obsidian: clean
def t12(rs: RowSet) -> None:
    day = "Tue Mar 12"
    notes: dict[str, str] = {
        "Inbox": "# Inbox\n\n- Look at the new LiDAR pricing from Skyline\n- Book room for the April workshop\n- Read: Vousdoukas 2020 on sandy beach loss",
        "Project Atlas": "# Project Atlas\n\nOwner:: Dana Whitfield\nStatus:: active\n\n## Goal\nBuild a catalogue of coastal erosion sites from the 2019–2023 drone surveys.\n\n## Links\n- [[Atlas – open questions]]\n- [[Meeting 2024-03-05]]\n- Data: `~/data/atlas/surveys/`\n\n## Next steps\n- [ ] Merge duplicate site IDs from the 2021 survey\n- [ ] Ask GIS team about the new shoreline layer",
    }
    body = ("Attendees:: Dana, Luis, Mei\nProject:: [[Project Atlas]]\n\n## Notes\n"
            "- Luis finished re-projecting the 2021 survey tiles to EPSG:32630.\n"
            "- Mei found 14 duplicate site IDs; proposes a prefix per survey year.\n"
            "- Shoreline layer from the GIS team expected next Friday.\n\n## Actions\n"
            "- [ ] Dana: update the site ID convention in the README\n"
            "- [ ] Mei: merge duplicates after the convention is agreed")
    backlinks = {"Inbox": 0, "Project Atlas": 3, "Meeting 2024-03-12": 0}

    def stats(text: str) -> tuple[int, int]:
        return len(text.split()), len(text)

    def explorer(meet_open: bool, meetings: list[str], atlas_q: str, active: str, editing: str = "") -> list[Row]:
        out = [R("push-button", "New note", "", 120, 70, 30, 30), R("push-button", "New folder", "", 154, 70, 30, 30),
               R("push-button", "Change sort order", "", 188, 70, 30, 30), R("push-button", "Collapse all", "", 222, 70, 30, 30),
               R("tree-item", "Research", "", 112, 108, 300, 26)]
        items: list[tuple[str, int]] = [("Daily", 1), ("Meetings", 1)]
        if meet_open:
            items += [(m, 2) for m in meetings]
        items += [("Projects", 1), ("Project Atlas", 2), ("Project Borealis", 2), (atlas_q, 1), ("Inbox", 1), ("Reading list", 1)]
        for i, (n, lvl) in enumerate(items):
            if n == editing:
                out.append(R("entry", "", n, 112 + 16 * lvl, 134 + 26 * i, 300 - 16 * lvl, 26))
            else:
                out.append(R("tree-item", n, "", 112 + 16 * lvl, 134 + 26 * i, 300 - 16 * lvl, 26))
            if n == active:
                out.append(R("table-row", n, "selected", 112 + 16 * lvl, 134 + 26 * i, 300 - 16 * lvl, 26))
        return out

    def screen(active: str, text: str, meet_open: bool, meetings: list[str], atlas_q: str, extra: list[Row] | None = None,
               editing: str = "", title: str | None = None) -> list[Row]:
        rows = desk("Obsidian", ["Obsidian"]) + frame(f"{active} - Research - Obsidian v1.5.8")
        rows += [R("push-button", "Open quick switcher", "", 74, 70, 30, 30), R("push-button", "Open graph view", "", 74, 106, 30, 30),
                 R("push-button", "Create new canvas", "", 74, 142, 30, 30), R("push-button", "Open today's daily note", "", 74, 178, 30, 30)]
        rows += explorer(meet_open, meetings, atlas_q, active, editing)
        rows += [R("page-tab", active, "", 420, 64, 220, 32), R("push-button", "New tab", "", 644, 64, 30, 32),
                 R("heading", "", title if title is not None else active, 520, 120, 1000, 44)]
        for i, ln in enumerate(text.split("\n") if text else []):
            rows.append(R("paragraph", "", ln, 520, 180 + 26 * i, 1100, 26))
        w, c = stats(text)
        bl = backlinks.get(active, 0)
        rows += [R("status-bar", "", "", 1400, 1054, 520, 24), R("label", "", f"{bl} backlink{'s' if bl != 1 else ''}", 1420, 1054, 100, 22),
                 R("label", "", f"{w} words", 1560, 1054, 90, 22), R("label", "", f"{c:,} characters", 1660, 1054, 120, 22)]
        rows += extra or []
        return rows

    aq = "Atlas – open questions"
    meets = ["Meeting 2024-02-27", "Meeting 2024-03-05"]
    turns = []
    st = obs(screen("Inbox", notes["Inbox"], False, meets, aq), clk(day, "11:48"))
    turns.append((code("pyautogui.click(200, 173)"), obs(screen("Inbox", notes["Inbox"], True, meets, aq), clk(day, "11:48"))))
    ctx = menu(["New note", "New folder", "New canvas", "-", "Make a copy", "Bookmark…", "Move folder to…", "Search in folder", "-",
                "Rename…", "Delete", "-", "Reveal in system explorer", "Copy path"], 230, 180, 240)
    turns.append((code("pyautogui.rightClick(200, 173)"), obs(screen("Inbox", notes["Inbox"], True, meets, aq, ctx), clk(day, "11:49"))))
    m2 = meets + ["Untitled"]
    turns.append((code("pyautogui.click(290, 201)"),
                  obs(screen("Untitled", "", True, m2, aq, editing="", title="Untitled"), clk(day, "11:49"))))
    m3 = meets + ["Meeting 2024-03-12"]
    turns.append((code("pyautogui.write('Meeting 2024-03-12')\npyautogui.press('enter')"),
                  obs(screen("Meeting 2024-03-12", "", True, m3, aq), clk(day, "11:49"))))
    text_m = body
    turns.append((code("import subprocess\nnote = " + repr(body) + "\nsubprocess.run(['xclip', '-selection', 'clipboard'], input=note.encode(), check=True)\npyautogui.hotkey('ctrl', 'v')"),
                  obs(screen("Meeting 2024-03-12", text_m, True, m3, aq), clk(day, "11:50"))))
    backlinks["Project Atlas"] = 4
    turns.append((code("pyautogui.hotkey('ctrl', 'o')\npyautogui.write('Project Atlas')\npyautogui.press('enter')"),
                  obs(screen("Project Atlas", notes["Project Atlas"], True, m3, aq), clk(day, "11:50"))))
    notes["Project Atlas"] = notes["Project Atlas"].replace("- [[Meeting 2024-03-05]]", "- [[Meeting 2024-03-05]]\n- [[Meeting 2024-03-12]]")
    backlinks["Meeting 2024-03-12"] = 1
    turns.append((code("pyautogui.click(760, 440)\npyautogui.press('end')\npyautogui.press('enter')\npyautogui.write('[[Meeting 2024-03-12')\ntime.sleep(0.4)\npyautogui.press('enter')"),
                  obs(screen("Project Atlas", notes["Project Atlas"], True, m3, aq), clk(day, "11:51"))))
    ctx = menu(["Open in new tab", "Open to the right", "Open in new window", "-", "Make a copy", "Bookmark…", "Merge entire file with…",
                "Move file to…", "-", "Rename…", "Delete", "-", "Reveal in system explorer", "Copy path"], 230, 350, 260)
    turns.append((code("pyautogui.rightClick(200, 355)"), obs(screen("Project Atlas", notes["Project Atlas"], True, m3, aq, ctx), clk(day, "11:51"))))
    turns.append((code("pyautogui.click(300, 641)"), obs(screen("Project Atlas", notes["Project Atlas"], True, m3, aq, editing=aq), clk(day, "11:52"))))
    aq2 = "Atlas – Open Questions"
    notes["Project Atlas"] = notes["Project Atlas"].replace(f"[[{aq}]]", f"[[{aq2}]]")
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Atlas – Open Questions')\npyautogui.press('enter')"),
                  obs(screen("Project Atlas", notes["Project Atlas"], True, m3, aq2), clk(day, "11:52"))))
    turns.append((code("pyautogui.click(230, 251)"), obs(screen("Meeting 2024-03-12", text_m, True, m3, aq2), clk(day, "11:52"))))
    rs.add(task="os", tid="h35-os-12", system=system("In the Obsidian vault Research, create the note 'Meeting 2024-03-12' in Meetings with today's notes, link it from Project Atlas, and rename 'Atlas – open questions' to 'Atlas – Open Questions'."),
           turns=turns, state=st)


# GNOME Boxes: bad
def t13(rs: RowSet) -> None:
    day = "Wed Mar 20"
    uuid = "5b0e8d2c-7f3a-4c61-9e2d-1a8b6f4c03d7"
    prompt = "sana@workstation:~$"
    conn = "virsh -c qemu:///session"

    def dominfo(dom_id: int, u: str, state: str, cpu_time: str, mem: int) -> list[str]:
        return [f"Id:             {dom_id}", "Name:           win11-dev", f"UUID:           {u}", "OS Type:        hvm",
                f"State:          {state}", "CPU(s):         4", f"CPU time:       {cpu_time}", f"Max memory:     {mem} KiB",
                f"Used memory:    {mem} KiB", "Persistent:     yes", "Autostart:      disable", "Managed save:   no",
                "Security model: none", "Security DOI:   0", ""]

    def screen(term: list[str], focus: str, vm_state: dict[str, str], extra: list[Row] | None = None) -> list[Row]:
        rows = desk("Terminal" if focus == "term" else "Boxes", ["Boxes", "Terminal"])
        boxes = frame("Boxes", 120, 60, 1100, 760)
        boxes += [R("push-button", "New", "", 130, 70, 36, 34), R("toggle-button", "List view", "", 1030, 70, 36, 34),
                  R("toggle-button", "Search", "", 1070, 70, 36, 34), R("push-button", "Main Menu", "", 1110, 70, 36, 34)]
        for i, (name, title) in enumerate([("fedora39", "Fedora 39 Workstation"), ("win11-dev", "win11-dev"),
                                           ("ubuntu-server-22.04", "Ubuntu Server 22.04")]):
            x = 160 + 340 * i
            boxes += [R("image", title, "", x, 140, 300, 190), R("label", "", title, x, 336, 300, 22),
                      R("label", "", vm_state[name], x, 358, 300, 20)]
        termw = frame("sana@workstation: ~", 700, 300, 1180, 740)
        termw += [R("terminal", "Terminal", "", 700, 346, 1180, 694)] + lines(term[-36:], 708, 350, 1160, 19)
        rows += (boxes + termw) if focus == "term" else (termw + boxes)
        rows += extra or []
        return rows

    vm = {"fedora39": "Running", "win11-dev": "Running", "ubuntu-server-22.04": ""}
    turns = []
    term = ["Last login: Wed Mar 20 08:02:11 2024 from 192.168.1.40", prompt]
    st = obs(screen(term, "term", vm), clk(day, "09:12"))
    term = term[:-1] + [f"{prompt} {conn} dominfo win11-dev"] + dominfo(3, uuid, "running", "1843.2s", 4194304) + [prompt]
    turns.append((code(f"pyautogui.write('{conn} dominfo win11-dev\\n')"), obs(screen(term, "term", vm), clk(day, "09:12"))))
    ctx = menu(["Open in New Window", "Add to Favorites", "Take Screenshot", "Pause", "Force Shutdown", "-", "Delete", "Preferences"],
               620, 260, 240)
    turns.append((code("pyautogui.click(600, 90)  # focus Boxes\ntime.sleep(0.3)\npyautogui.rightClick(650, 235)"),
                  obs(screen(term, "boxes", vm, ctx), clk(day, "09:13"))))

    def prefs(mem: str, banner: bool) -> list[Row]:
        d = [R("dialog", "win11-dev Preferences", "", 360, 120, 640, 640), R("page-tab", "General", "", 380, 150, 100, 30),
             R("page-tab", "Resources", "", 484, 150, 100, 30), R("page-tab", "Devices & Shares", "", 588, 150, 150, 30),
             R("page-tab", "Snapshots", "", 742, 150, 100, 30)]
        if banner:
            d += [R("label", "", "Changes require restart of “win11-dev”.", 380, 190, 420, 28), R("push-button", "Restart", "", 880, 190, 100, 28)]
        d += [R("label", "", "Memory", 380, 240, 200, 24), R("spin-button", "Memory", mem, 760, 236, 200, 32),
              R("label", "", "Host has 31.2 GiB of memory", 380, 266, 400, 20),
              R("label", "", "Processors", 380, 310, 200, 24), R("spin-button", "Processors", "4", 760, 306, 200, 32),
              R("label", "", "Maximum disk size", 380, 380, 200, 24), R("label", "", "64.0 GiB (23.7 GiB used)", 760, 380, 220, 24),
              R("check-box", "Run in background", "", 380, 440, 300, 24), R("check-box", "3D acceleration", "checked", 380, 476, 300, 24),
              R("push-button", "Edit Configuration", "", 380, 560, 200, 32), R("push-button", "Troubleshooting Log", "", 600, 560, 200, 32)]
        return d
    turns.append((code("pyautogui.click(740, 484)  # Preferences"), obs(screen(term, "boxes", vm, prefs("4.0 GiB", False)), clk(day, "09:13"))))
    turns.append((code("pyautogui.click(540, 165)  # Resources\npyautogui.tripleClick(860, 252)\npyautogui.write('8')\npyautogui.press('enter')"),
                  obs(screen(term, "boxes", vm, prefs("8.0 GiB", True)), clk(day, "09:14"))))
    vm2 = dict(vm, **{"win11-dev": "Starting…"})
    turns.append((code("pyautogui.click(930, 204)  # Restart"), obs(screen(term, "boxes", vm2), clk(day, "09:14"))))
    bad_uuid = "5b0e8d2c-7f3a-4c61-9e2d-1a8b6f4c30d7"
    term = dominfo(4, bad_uuid, "running", "11.4s", 8388608) + [prompt]
    turns.append((code(f"time.sleep(25)\npyautogui.click(1300, 320)  # focus Terminal\npyautogui.write('clear && {conn} dominfo win11-dev\\n')"),
                  obs(screen(term, "term", vm), clk(day, "09:15"))))
    term = term[:-1] + [f"{prompt} {conn} domiflist win11-dev", " Interface   Type   Source   Model    MAC",
                        "-------------------------------------------------------", " -           user   -        e1000e   52:54:00:3a:7c:19", "", prompt]
    turns.append((code(f"pyautogui.write('{conn} domiflist win11-dev\\n')"), obs(screen(term, "term", vm), clk(day, "09:15"))))
    term = term[:-1] + [f"{prompt} {conn} list --all", " Id   Name                  State", "--------------------------------------",
                        " 2    fedora39              running", " 4    win11-dev             running", " -    ubuntu-server-22.04   shut off", "", prompt]
    turns.append((code(f"pyautogui.write('{conn} list --all\\n')"), obs(screen(term, "term", vm), clk(day, "09:16"))))
    term = term[:-1] + [f"{prompt} {conn} dumpxml win11-dev | grep -E '<uuid>|emory'", f"  <uuid>{uuid}</uuid>",
                        "  <memory unit='KiB'>8388608</memory>", "  <currentMemory unit='KiB'>8388608</currentMemory>", prompt]
    turns.append((code(f"pyautogui.write(\"{conn} dumpxml win11-dev | grep -E '<uuid>|emory'\\n\")"), obs(screen(term, "term", vm), clk(day, "09:16"))))
    rs.add(task="os", tid="h35-os-13", system=system("Give the win11-dev virtual machine in GNOME Boxes 8 GiB of memory, restart it, and confirm the new memory with virsh in the terminal."),
           turns=turns, state=st, bad=True, turn=6, kind="libvirt domain UUID differs after a restart")


# Audacity: clean
def t14(rs: RowSet) -> None:
    day = "Sat Mar 23"
    rate = 44100

    def hms(t: float) -> str:
        m, s = divmod(t, 60)
        h, m = divmod(int(m), 60)
        return f"{h:02d} h {m:02d} m {s:06.3f} s"

    def samples(t: float) -> str:
        return f"{round(t * rate):011,d} samples"

    def screen(length: float, sel: tuple[float, float], fmt: str = "hh:mm:ss + milliseconds", dirty: bool = False,
               status: str = "Stopped.", extra: list[Row] | None = None) -> list[Row]:
        rows = desk("Audacity", ["Audacity"]) + frame(f"{'*' if dirty else ''}podcast_ep41_raw")
        for i, m in enumerate(["File", "Edit", "Select", "View", "Transport", "Tracks", "Generate", "Effect", "Analyze", "Tools", "Help"]):
            rows.append(R("menu", m, "", 76 + 72 * i, 34, 68, 24))
        for i, b in enumerate(["Pause", "Play", "Stop", "Skip to Start", "Skip to End", "Record", "Enable Looping"]):
            rows.append(R("push-button", b, "", 80 + 48 * i, 64, 44, 44))
        rows += [R("push-button", "Audio Setup", "", 440, 70, 110, 30), R("push-button", "Share Audio", "", 556, 70, 110, 30),
                 R("slider", "Playback Level", "", 700, 64, 200, 20), R("slider", "Record Level", "", 700, 86, 200, 20),
                 R("ruler", "Timeline", "", 300, 120, 1600, 26)]
        scale = 1600 / 2520
        rows += [R("panel", "podcast_ep41_raw", "", 80, 150, 220, 160), R("push-button", "Mute", "", 90, 180, 60, 24),
                 R("push-button", "Solo", "", 156, 180, 60, 24), R("slider", "Volume", "0.0 dB", 90, 212, 200, 20),
                 R("slider", "Pan", "Center", 90, 236, 200, 20), R("label", "", "Mono, 44100Hz", 90, 262, 200, 18),
                 R("label", "", "32-bit float", 90, 280, 200, 18),
                 R("image", "podcast_ep41_raw", "", 300, 150, round(length * scale), 160)]
        if sel[1] > sel[0]:
            rows.append(R("image", "Selection", "", 300 + round(sel[0] * scale), 150, max(1, round((sel[1] - sel[0]) * scale)), 160))
        conv = hms if fmt.startswith("hh") else samples
        rows += [R("check-box", "Snap", "", 90, 1000, 70, 24), R("combo-box", "Selection", "Start and End of Selection", 170, 1000, 220, 26),
                 R("label", "Start", conv(sel[0]), 400, 1000, 200, 26), R("label", "End", conv(sel[1]), 610, 1000, 200, 26),
                 R("push-button", "Time format", fmt, 820, 1000, 200, 26), R("label", "Audio Position", "00 h 00 m 00 s", 1100, 1000, 220, 26),
                 R("status-bar", "", status, 70, 1050, 1400, 24), R("label", "", "Actual Rate: 44100", 1700, 1050, 200, 24)]
        rows += extra or []
        return rows

    full = 41 * 60 + 17.382
    turns = []
    st = obs(screen(full, (0.0, full)), clk(day, "15:40"))
    turns.append((code("pyautogui.click(620, 1013)\npyautogui.write('000000002500')"), obs(screen(full, (0.0, 2.5)), clk(day, "15:40"))))
    short = full - 2.5
    turns.append((code("pyautogui.press('delete')"), obs(screen(short, (0.0, 0.0), dirty=True), clk(day, "15:41"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"), obs(screen(short, (0.0, short), dirty=True), clk(day, "15:41"))))
    norm = [R("dialog", "Normalize", "", 700, 360, 520, 300), R("push-button", "Presets & settings", "", 720, 390, 180, 30),
            R("check-box", "Remove DC offset (center on 0.0 vertically)", "checked", 720, 440, 400, 24),
            R("check-box", "Normalize peak amplitude to", "checked", 720, 474, 260, 24), R("spin-button", "Peak amplitude dB", "-1.0", 990, 472, 80, 28),
            R("label", "", "dB", 1076, 474, 30, 24), R("check-box", "Normalize stereo channels independently", "", 720, 508, 400, 24),
            R("push-button", "Preview", "", 720, 610, 90, 30), R("push-button", "Cancel", "", 1020, 610, 90, 30),
            R("push-button", "Apply", "", 1116, 610, 90, 30)]
    turns.append((code("pyautogui.click(610, 46)  # Effect\ntime.sleep(0.3)\npyautogui.click(680, 352)  # Volume and Compression\ntime.sleep(0.3)\npyautogui.click(940, 448)  # Normalize..."),
                  obs(screen(short, (0.0, short), dirty=True, extra=norm), clk(day, "15:42"))))
    turns.append((code("pyautogui.click(1161, 625)\ntime.sleep(6)"), obs(screen(short, (0.0, short), dirty=True, status="Applied effect: Normalize"), clk(day, "15:42"))))
    turns.append((code("pyautogui.click(920, 1013)\ntime.sleep(0.3)\npyautogui.click(900, 880)  # samples"),
                  obs(screen(short, (0.0, short), fmt="samples", dirty=True, status="Applied effect: Normalize"), clk(day, "15:43"))))
    exp = [R("dialog", "Export Audio", "", 560, 220, 800, 560), R("combo-box", "Export to", "Export to computer", 760, 250, 400, 30),
           R("entry", "File Name", "podcast_ep41_raw", 760, 300, 400, 30), R("entry", "Folder", "/home/ola/Podcast", 760, 340, 330, 30),
           R("push-button", "Browse...", "", 1100, 340, 100, 30), R("combo-box", "Format", "MP3 Files", 760, 380, 400, 30),
           R("radio-button", "Mono", "checked", 760, 430, 80, 24), R("radio-button", "Stereo", "", 850, 430, 80, 24),
           R("combo-box", "Sample Rate", "44100 Hz", 760, 464, 200, 30), R("combo-box", "Bit Rate Mode", "Preset", 760, 504, 200, 30),
           R("combo-box", "Quality", "Standard, 170-210 kbps", 760, 544, 260, 30),
           R("radio-button", "Entire Project", "checked", 760, 600, 160, 24), R("radio-button", "Current Selection", "", 930, 600, 180, 24),
           R("push-button", "Edit metadata", "", 580, 730, 140, 30), R("push-button", "Cancel", "", 1160, 730, 90, 30),
           R("push-button", "Export", "", 1256, 730, 90, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')"),
                  obs(screen(short, (0.0, short), fmt="samples", dirty=True, status="Applied effect: Normalize", extra=exp), clk(day, "15:43"))))
    prog = [R("dialog", "Export Audio", "", 760, 440, 400, 180), R("label", "", "Exporting the audio as MP3", 780, 470, 360, 24),
            R("progress-bar", "", "24%", 780, 500, 360, 20), R("label", "", "Elapsed Time:  00:00:03", 780, 530, 360, 22),
            R("label", "", "Remaining Time:  00:00:10", 780, 554, 360, 22), R("push-button", "Stop", "", 960, 584, 90, 28),
            R("push-button", "Cancel", "", 1056, 584, 90, 28)]
    turns.append((code("pyautogui.click(1301, 745)\ntime.sleep(3)"),
                  obs(screen(short, (0.0, short), fmt="samples", dirty=True, status="Applied effect: Normalize", extra=prog), clk(day, "15:44"))))
    rs.add(task="os", tid="h35-os-14", system=system("In Audacity, cut the first 2.5 seconds of podcast_ep41_raw, normalize the whole track to -1 dB peak and export it as an MP3 in ~/Podcast."),
           turns=turns, state=st)


# Evolution: bad
def t15(rs: RowSet) -> None:
    day = "Mon Mar 18"
    acct = "mkowalski@fastmail.com"
    new = "Invoices 2023 (archived)"
    inbox = [
        ["●", "", "Ewa Nowak", "Re: Saturday – are we still on for the climbing gym?", "Today 8:14 AM"],
        ["●", "📎", "Hetzner Online GmbH", "Your invoice 084002417765 for March 2024", "Today 6:02 AM"],
        ["●", "", "GitHub", "[kowalski-m/dotfiles] Dependabot alert: tar-fs", "Yesterday 9:47 PM"],
        ["", "", "Piotr Zieliński", "Photos from Kraków", "Yesterday 7:02 PM"],
        ["●", "", "PKO Bank Polski", "Wyciąg z rachunku – luty 2024", "Sat 10:30 AM"],
        ["", "", "Fastmail", "Your Fastmail receipt", "Fri 4:22 PM"],
        ["●", "", "Marta Kowalska", "Birthday dinner – 30 March", "Fri 11:05 AM"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084002217741 for February 2024", "02/14/24"],
        ["●", "", "Allegro", "Twoje zamówienie zostało wysłane", "02/12/24"],
        ["", "", "LinkedIn", "You appeared in 14 searches this week", "02/11/24"],
        ["●", "", "Ewa Nowak", "Flat viewing on Thursday", "02/08/24"],
        ["", "", "Booking.com", "Your booking in Gdańsk is confirmed", "02/02/24"],
        ["●", "", "ZUS", "Informacja o stanie konta", "01/29/24"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084001984420 for December 2023", "12/14/23"],
        ["●", "", "Mozilla", "Firefox account: new sign-in", "12/09/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084001763092 for November 2023", "11/14/23"],
    ]
    archived = [
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084001984420 for December 2023", "12/14/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084001763092 for November 2023", "11/14/23"],
        ["", "📎", "OVHcloud", "Votre facture FR51274988 – octobre 2023", "10/31/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084001548817 for October 2023", "10/14/23"],
        ["", "📎", "JetBrains", "Your JetBrains order A-4410932 receipt", "09/21/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084001330275 for September 2023", "09/14/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084001109836 for August 2023", "08/14/23"],
        ["", "📎", "Orange Polska", "Faktura VAT F/23/07/118240", "07/20/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084000894412 for July 2023", "07/14/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084000671903 for June 2023", "06/14/23"],
        ["", "📎", "Namecheap", "Order Summary – kowalski.dev renewal", "05/03/23"],
        ["", "📎", "Hetzner Online GmbH", "Your invoice 084000452287 for May 2023", "05/14/23"],
    ]

    def tree(names: list[tuple[str, int, str]], current: str) -> list[Row]:
        out = [R("tree", "Folders", "", 70, 130, 300, 840)]
        base = [("On This Computer", 0, ""), ("Inbox", 1, ""), ("Drafts", 1, ""), ("Outbox", 1, ""), ("Sent", 1, ""),
                ("Templates", 1, ""), ("Trash", 1, ""), ("Junk", 1, ""), (acct, 0, "")]
        for i, (n, lvl, badge) in enumerate(base + names):
            out.append(R("tree-item", n, badge, 78 + 18 * lvl, 134 + 26 * i, 290 - 18 * lvl, 26))
            if n == current and i > 8:
                out.append(R("table-row", n, "selected", 78 + 18 * lvl, 134 + 26 * i, 290 - 18 * lvl, 26))
        return out

    def folders(stage: int, shown: str | None = None) -> list[tuple[str, int, str]]:
        if stage == 0:
            return [("Inbox", 1, "(12)"), ("Archive", 1, ""), ("Drafts", 1, ""), ("Invoices 2023", 1, ""), ("Invoices 2024", 1, ""),
                    ("Sent", 1, ""), ("Spam", 1, ""), ("Trash", 1, ""), ("Travel", 1, "")]
        if stage == 1:
            return [("Inbox", 1, "(12)"), ("Archive", 1, ""), ("Drafts", 1, ""), (new, 1, ""), ("Invoices 2024", 1, ""),
                    ("Sent", 1, ""), ("Spam", 1, ""), ("Trash", 1, ""), ("Travel", 1, "")]
        return [("Inbox", 1, "(12)"), ("Archive", 1, ""), (shown or new, 2, ""), ("Drafts", 1, ""), ("Invoices 2024", 1, ""),
                ("Sent", 1, ""), ("Spam", 1, ""), ("Trash", 1, ""), ("Travel", 1, "")]

    def screen(stage: int, current: str, msgs: list[list[str]], search: str = "", sel: set[int] | None = None,
               extra: list[Row] | None = None, shown: str | None = None, preview: list[Row] | None = None) -> list[Row]:
        rows = desk("Evolution", ["Evolution"]) + frame("Mail - Evolution")
        for i, m in enumerate(["File", "Edit", "View", "Message", "Folder", "Search", "Help"]):
            rows.append(R("menu", m, "", 76 + 70 * i, 34, 66, 24))
        for i, b in enumerate(["New", "Send / Receive", "Reply", "Group Reply", "Forward", "Print", "Delete", "Junk", "Not Junk",
                               "Previous", "Next"]):
            rows.append(R("push-button", b, "", 76 + 96 * i, 62, 92, 52))
        rows += [R("combo-box", "Show:", "All Messages", 380, 122, 200, 30), R("entry", "Search:", search, 700, 122, 400, 30),
                 R("combo-box", "in", "Current Folder", 1110, 122, 180, 30)]
        rows += tree(folders(stage, shown), current)
        cols = [("Status", 30), ("Attachment", 30), ("From", 260), ("Subject", 700), ("Date", 160)]
        rows += table(cols, msgs, 380, 160, 26, selected=sel)
        rows += preview or []
        for i, s in enumerate(["Mail", "Contacts", "Calendar", "Tasks", "Memos"]):
            rows.append(R("toggle-button", s, "checked" if s == "Mail" else "", 74 + 58 * i, 980, 54, 40))
        rows += [R("status-bar", "", "", 70, 1052, 1850, 24)]
        rows += extra or []
        return rows

    turns = []
    st = obs(screen(0, "Inbox", inbox), clk(day, "09:05"))
    fctx = menu(["Copy…", "Move…", "-", "New Folder…", "Delete", "Rename…", "-", "Refresh", "Mark All Messages as Read", "-", "Properties"],
                220, 470, 260)
    turns.append((code("pyautogui.rightClick(160, 459)"), obs(screen(0, "Inbox", inbox, extra=fctx), clk(day, "09:05"))))
    ren = [R("dialog", "Rename Folder", "", 700, 420, 460, 170), R("label", "", "Rename the “Invoices 2023” folder to:", 720, 450, 420, 24),
           R("entry", "", "Invoices 2023", 720, 484, 420, 30), R("push-button", "Cancel", "", 960, 540, 90, 30),
           R("push-button", "Rename", "", 1056, 540, 90, 30)]
    turns.append((code("pyautogui.click(300, 641)"), obs(screen(0, "Inbox", inbox, extra=ren), clk(day, "09:05"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Invoices 2023 (archived)')\npyautogui.click(1100, 555)"),
                  obs(screen(1, "Inbox", inbox), clk(day, "09:06"))))
    turns.append((code("pyautogui.rightClick(160, 459)"), obs(screen(1, "Inbox", inbox, extra=fctx), clk(day, "09:06"))))
    mv = [R("dialog", "Move Folder To", "", 660, 260, 520, 520), R("label", "", f"Move the folder “{new}” to:", 680, 290, 480, 24),
          R("tree", "", "", 680, 320, 480, 380)]
    for i, (n, lvl) in enumerate([("On This Computer", 0), ("Inbox", 1), ("Drafts", 1), ("Templates", 1), (acct, 0), ("Inbox", 1),
                                  ("Archive", 1), ("Drafts", 1), (new, 1), ("Invoices 2024", 1), ("Sent", 1), ("Spam", 1),
                                  ("Trash", 1), ("Travel", 1)]):
        mv.append(R("tree-item", n, "", 690 + 18 * lvl, 324 + 26 * i, 460 - 18 * lvl, 26))
    mv += [R("push-button", "New…", "", 680, 720, 90, 30), R("push-button", "Cancel", "", 980, 720, 90, 30),
           R("push-button", "Move", "", 1076, 720, 90, 30)]
    turns.append((code("pyautogui.click(250, 521)"), obs(screen(1, "Inbox", inbox, extra=mv), clk(day, "09:06"))))
    turns.append((code("pyautogui.click(760, 493)  # Archive\npyautogui.click(1121, 735)"), obs(screen(2, "Inbox", inbox), clk(day, "09:07"))))
    turns.append((code("pyautogui.click(200, 433)"), obs(screen(2, new, archived[2:]), clk(day, "09:07"))))
    het = [m for m in inbox if m[2] == "Hetzner Online GmbH"]
    turns.append((code("pyautogui.click(160, 381)\npyautogui.click(900, 137)\npyautogui.write('Hetzner')\npyautogui.press('enter')"),
                  obs(screen(2, "Inbox", het, search="Hetzner"), clk(day, "09:07"))))
    turns.append((code("pyautogui.click(900, 251)\npyautogui.keyDown('ctrl')\npyautogui.click(900, 277)\npyautogui.keyUp('ctrl')"),
                  obs(screen(2, "Inbox", het, search="Hetzner", sel={2, 3}), clk(day, "09:08"))))
    mv2 = [R("dialog", "Move to Folder", "", 660, 260, 520, 520), R("tree", "", "", 680, 290, 480, 410)]
    for i, (n, lvl) in enumerate([("On This Computer", 0), ("Inbox", 1), ("Drafts", 1), ("Outbox", 1), ("Sent", 1), ("Templates", 1),
                                  ("Trash", 1), ("Junk", 1), (acct, 0), ("Inbox", 1), ("Archive", 1), (new, 2), ("Drafts", 1),
                                  ("Invoices 2024", 1), ("Sent", 1), ("Spam", 1), ("Trash", 1), ("Travel", 1)]):
        mv2.append(R("tree-item", n, "", 690 + 18 * lvl, 294 + 22 * i, 460 - 18 * lvl, 22))
    mv2 += [R("push-button", "New…", "", 680, 720, 90, 30), R("push-button", "Cancel", "", 980, 720, 90, 30),
            R("push-button", "Move", "", 1076, 720, 90, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'v')"), obs(screen(2, "Inbox", het, search="Hetzner", sel={2, 3}, extra=mv2), clk(day, "09:08"))))
    het2 = het[:2]
    turns.append((code("pyautogui.click(860, 547)\npyautogui.click(1121, 735)"), obs(screen(2, "Inbox", het2, search="Hetzner"), clk(day, "09:08"))))
    turns.append((code("pyautogui.click(900, 137)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')\npyautogui.press('enter')\npyautogui.click(200, 433)"),
                  obs(screen(2, "Invoices 2023", archived, shown="Invoices 2023"), clk(day, "09:09"))))
    rs.add(task="os", tid="h35-os-15", system=system("In Evolution, rename the folder 'Invoices 2023' of mkowalski@fastmail.com to 'Invoices 2023 (archived)', move it under Archive, and file the two 2023 Hetzner invoices still in the Inbox into it."),
           turns=turns, state=st, bad=True, turn=12, kind="renamed folder listed under its old name in the folder tree")


# HandBrake: clean
def t16(rs: RowSet) -> None:
    day = "Sun Mar 24"
    frames = 35574

    def encode_status(done: int, fps: float, avg: float) -> tuple[str, str]:
        pct = 100 * done / frames
        eta = round((frames - done) / avg)
        h, rem = divmod(eta, 3600)
        m, s = divmod(rem, 60)
        return f"{pct:.2f} %", f"Encoding: task 1 of 1, {pct:.2f} % ({fps:.2f} fps, avg {avg:.2f} fps, ETA {h:02d}h{m:02d}m{s:02d}s)"

    def screen(preset: str, size: str, vcodec: str, audio: str, name: str, status: str, running: bool, extra: list[Row] | None = None) -> list[Row]:
        rows = desk("HandBrake", ["HandBrake"]) + frame("HandBrake", 260, 60, 1400, 940)
        for i, b in enumerate(["Open Source", "Add To Queue", "Stop" if running else "Start", "Pause", "Presets", "Preview", "Queue", "Activity"]):
            rows.append(R("push-button", b, "", 280 + 110 * i, 110, 104, 56))
        rows += [R("label", "Source:", "wedding_ceremony_4k.mov", 280, 180, 500, 24),
                 R("label", "", "3840x2160 (3840x2160), 29.97 FPS, 2 Audio Tracks, 0 Subtitle Tracks", 380, 204, 700, 22),
                 R("combo-box", "Title:", "1 - 00:19:47", 280, 236, 260, 30), R("combo-box", "Angle:", "1", 560, 236, 80, 30),
                 R("combo-box", "Range:", "Chapters", 660, 236, 120, 30), R("spin-button", "", "1", 790, 236, 60, 30),
                 R("spin-button", "", "1", 870, 236, 60, 30), R("label", "Duration:", "00:19:47", 950, 236, 150, 30),
                 R("combo-box", "Preset:", preset, 280, 280, 400, 30)]
        for i, t in enumerate(["Summary", "Dimensions", "Filters", "Video", "Audio", "Subtitles", "Chapters", "Tags"]):
            rows.append(R("page-tab", t, "", 280 + 100 * i, 326, 96, 30))
        rows += [R("combo-box", "Format:", "MP4", 300, 376, 200, 30), R("check-box", "Web Optimized", "", 300, 414, 200, 24),
                 R("check-box", "Align A/V Start", "checked", 300, 442, 200, 24), R("check-box", "iPod 5G Support", "", 300, 470, 200, 24),
                 R("check-box", "Passthru Common Metadata", "checked", 300, 498, 260, 24),
                 R("label", "Tracks:", vcodec, 700, 376, 600, 22),
                 R("label", "", audio, 700, 398, 600, 22), R("label", "", "Foreign Audio Scan, Burned Into Video", 700, 420, 600, 22),
                 R("label", "", "Chapter Markers", 700, 442, 600, 22),
                 R("label", "Filters:", "Decomb, Denoise NLMeans", 700, 476, 600, 22),
                 R("label", "Size:", f"{size} storage, {size} display", 700, 510, 600, 22),
                 R("image", "Preview", "", 1100, 380, 520, 292)]
        rows += [R("entry", "Save As:", name, 280, 900, 500, 30), R("combo-box", "To:", "Videos", 800, 900, 200, 30),
                 R("label", "", status, 280, 950, 1300, 24)]
        if running:
            rows.append(R("progress-bar", "", status.split(", ")[1].split(" (")[0], 280, 974, 1360, 14))
        rows += extra or []
        return rows

    hq = ("HQ 2160p60 4K HEVC Surround", "3840x2160", "H.265 (x265), 60 FPS PFR", "AAC (avcodec), 5.1 Surround")
    fast = ("Fast 1080p30", "1920x1080", "H.264 (x264), 30 FPS PFR", "AAC (avcodec), Stereo")
    turns = []
    st = obs(screen(*hq, "wedding_ceremony_4k.mp4", "", False), clk(day, "18:10"))
    turns.append((code("pyautogui.click(480, 295)\ntime.sleep(0.4)\npyautogui.click(520, 420)  # General > Fast 1080p30"),
                  obs(screen(*fast, "wedding_ceremony_4k.mp4", "", False), clk(day, "18:10"))))
    turns.append((code("pyautogui.tripleClick(530, 915)\npyautogui.write('wedding_ceremony_1080p.mp4')"),
                  obs(screen(*fast, "wedding_ceremony_1080p.mp4", "", False), clk(day, "18:11"))))
    turns.append((code("pyautogui.click(442, 138)"), obs(screen(*fast, "wedding_ceremony_1080p.mp4", "1 encode pending", False), clk(day, "18:11"))))
    _, s1 = encode_status(299, 48.22, 47.90)
    turns.append((code("pyautogui.click(552, 138)\ntime.sleep(5)"), obs(screen(*fast, "wedding_ceremony_1080p.mp4", s1, True), clk(day, "18:11"))))
    _, s2 = encode_status(3359, 51.03, 50.94)
    turns.append((code("time.sleep(60)"), obs(screen(*fast, "wedding_ceremony_1080p.mp4", s2, True), clk(day, "18:12"))))
    p3, s3 = encode_status(3859, 49.87, 50.78)
    q = [R("frame", "Queue", "", 700, 200, 900, 600), R("push-button", "Stop", "", 720, 240, 90, 40), R("push-button", "Pause", "", 816, 240, 90, 40),
         R("push-button", "Options", "", 912, 240, 90, 40), R("list-item", "wedding_ceremony_4k.mov", "", 720, 300, 420, 60),
         R("label", "", "wedding_ceremony_4k.mov", 760, 304, 380, 22), R("label", "", "→ wedding_ceremony_1080p.mp4", 760, 326, 380, 22),
         R("progress-bar", "", p3, 760, 350, 380, 8), R("page-tab", "Summary", "", 1160, 300, 100, 28),
         R("page-tab", "Statistics", "", 1264, 300, 100, 28), R("label", "Preset:", "Fast 1080p30", 1160, 340, 400, 22),
         R("label", "Source:", "/home/irena/Videos/wedding_ceremony_4k.mov", 1160, 364, 420, 22),
         R("label", "Destination:", "/home/irena/Videos/wedding_ceremony_1080p.mp4", 1160, 388, 420, 22),
         R("label", "Dimensions:", "1920x1080 storage, 1920x1080 display", 1160, 412, 420, 22),
         R("label", "Video:", "H.264 (x264), Constant Quality 22 RF, 30 FPS PFR", 1160, 436, 420, 22),
         R("label", "Audio:", "AAC (avcodec), Stereo, 160 kbps", 1160, 460, 420, 22), R("label", "", s3, 720, 770, 860, 22)]
    turns.append((code("pyautogui.click(992, 138)\ntime.sleep(10)"), obs(screen(*fast, "wedding_ceremony_1080p.mp4", s3, True, q), clk(day, "18:12"))))
    rs.add(task="os", tid="h35-os-16", system=system("In HandBrake, encode wedding_ceremony_4k.mov with the Fast 1080p30 preset to ~/Videos/wedding_ceremony_1080p.mp4 and start the encode."),
           turns=turns, state=st)


# Shotwell: bad
def t17(rs: RowSet) -> None:
    day = "Thu Mar 28"
    stars = {0: "☆☆☆☆☆", 1: "★☆☆☆☆", 2: "★★☆☆☆", 3: "★★★☆☆", 4: "★★★★☆", 5: "★★★★★", -1: "✖ Rejected"}
    rating = {2278: 3, 2279: 5, 2280: 2, 2281: 3, 2282: 4, 2283: 0, 2284: 1, 2285: 3, 2286: 4, 2287: 4, 2288: 0, 2289: 2, 2290: 3, 2291: 3}
    taken = {n: f"Mar {16 + (n - 2278) // 5}, 2024" for n in rating}

    def screen(rt: dict[int, int], filt: str, sel: set[int], extra: list[Row] | None = None) -> list[Row]:
        rows = desk("Shotwell", ["Shotwell"]) + frame("Lisbon trip – Mar 2024 - Shotwell")
        for i, m in enumerate(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"]):
            rows.append(R("menu", m, "", 76 + 70 * i, 34, 66, 24))
        side = [("Library", 0), ("Photos", 1), ("Flagged", 1), ("Last Import", 1), ("Trash", 1), ("Events", 0), ("2024", 1), ("March", 2),
                ("Lisbon trip – Mar 2024", 3), ("February", 2), ("Tags", 0), ("family", 1), ("food", 1), ("lisbon", 1), ("Saved Searches", 0)]
        for i, (n, lvl) in enumerate(side):
            rows.append(R("tree-item", n, "", 78 + 16 * lvl, 64 + 26 * i, 230 - 16 * lvl, 26))
            if n.startswith("Lisbon"):
                rows.append(R("table-row", n, "selected", 78 + 16 * lvl, 64 + 26 * i, 230 - 16 * lvl, 26))
        if filt == "All + Rejected":
            shown = sorted(rt)
        else:
            shown = [n for n in sorted(rt) if rt[n] == 5]
        rows.append(R("label", "", f"{len(shown)} Photos", 330, 64, 200, 24))
        for k, n in enumerate(shown):
            x, y = 330 + 230 * (k % 6), 100 + 250 * (k // 6)
            rows += [R("image", f"IMG_{n}.JPG", "", x, y, 210, 158), R("label", "", f"IMG_{n}", x, y + 164, 210, 20),
                     R("label", "", taken[n], x, y + 184, 210, 18), R("label", "", stars[rt[n]], x, y + 204, 210, 18)]
            if n in sel:
                rows.append(R("table-row", f"IMG_{n}.JPG", "selected", x, y, 210, 222))
        rows += [R("push-button", "Rotate", "", 330, 1040, 80, 32), R("push-button", "Enhance", "", 416, 1040, 90, 32),
                 R("push-button", "Publish", "", 512, 1040, 90, 32), R("push-button", "Slideshow", "", 608, 1040, 100, 32),
                 R("combo-box", "Rating filter", filt, 1400, 1040, 160, 32), R("entry", "Search", "", 1570, 1040, 180, 32),
                 R("slider", "Zoom", "", 1760, 1040, 150, 32)]
        rows += extra or []
        return rows

    def click_xy(idx: int) -> tuple[int, int]:
        return 330 + 230 * (idx % 6) + 105, 100 + 250 * (idx // 6) + 79

    order = sorted(rating)
    turns = []
    st = obs(screen(rating, "All + Rejected", set()), clk(day, "21:14"))
    x, y = click_xy(order.index(2281))
    turns.append((code(f"pyautogui.click({x}, {y})"), obs(screen(rating, "All + Rejected", {2281}), clk(day, "21:14"))))
    rating[2281] = 5
    turns.append((code("pyautogui.press('5')"), obs(screen(rating, "All + Rejected", {2281}), clk(day, "21:14"))))
    rating[2290] = 5
    x, y = click_xy(order.index(2290))
    turns.append((code(f"pyautogui.click({x}, {y})\npyautogui.press('5')"), obs(screen(rating, "All + Rejected", {2290}), clk(day, "21:15"))))
    rating[2284] = -1
    x, y = click_xy(order.index(2284))
    drift = {**rating, 2287: 2}
    turns.append((code(f"pyautogui.click({x}, {y})\npyautogui.press('9')"), obs(screen(drift, "All + Rejected", {2284}), clk(day, "21:15"))))
    turns.append((code("pyautogui.click(1480, 1056)\ntime.sleep(0.3)\npyautogui.click(1480, 1023)  # ★★★★★ Only"),
                  obs(screen(rating, "★★★★★ Only", set()), clk(day, "21:16"))))
    exp = [R("dialog", "Export Photos", "", 760, 380, 400, 300), R("combo-box", "Format:", "Unmodified", 880, 410, 260, 30),
           R("combo-box", "Quality:", "High", 880, 450, 260, 30), R("combo-box", "Scaling constraint:", "Original size", 880, 490, 260, 30),
           R("spin-button", "pixels", "1200", 880, 530, 120, 30), R("check-box", "Export metadata", "checked", 780, 574, 200, 24),
           R("push-button", "Cancel", "", 960, 630, 90, 30), R("push-button", "OK", "", 1056, 630, 90, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.hotkey('ctrl', 'shift', 'e')"),
                  obs(screen(rating, "★★★★★ Only", {2279, 2281, 2290}, exp), clk(day, "21:16"))))
    fc = [R("dialog", "Export Photos", "", 500, 200, 920, 600), R("entry", "Location", "/home/ines/Desktop/lisbon-best/", 620, 236, 600, 30),
          R("push-button", "Create Folder", "", 1240, 236, 40, 30), R("list-item", "Recent", "", 510, 290, 160, 28),
          R("list-item", "Home", "", 510, 318, 160, 28), R("list-item", "Desktop", "", 510, 346, 160, 28),
          R("list-item", "Pictures", "", 510, 374, 160, 28), R("label", "", "Folder is empty", 900, 450, 200, 24),
          R("push-button", "Cancel", "", 1220, 756, 90, 30), R("push-button", "Select", "", 1316, 756, 90, 30)]
    turns.append((code("import os\nos.makedirs(os.path.expanduser('~/Desktop/lisbon-best'), exist_ok=True)\npyautogui.click(1101, 645)\ntime.sleep(0.5)\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Desktop/lisbon-best/')"),
                  obs(screen(rating, "★★★★★ Only", {2279, 2281, 2290}, fc), clk(day, "21:17"))))
    turns.append((code("pyautogui.click(1361, 771)\ntime.sleep(3)"), obs(screen(rating, "★★★★★ Only", {2279, 2281, 2290}), clk(day, "21:17"))))
    rs.add(task="os", tid="h35-os-17", system=system("In Shotwell's 'Lisbon trip – Mar 2024' event, give IMG_2281 and IMG_2290 five stars, reject IMG_2284, then export all five-star photos of the event to ~/Desktop/lisbon-best."),
           turns=turns, state=st, bad=True, turn=4, kind="rating of an untouched photo drops from 4 to 2 stars")


# GNOME Text Editor: clean
def t18(rs: RowSet) -> None:
    day = "Fri Mar 29"
    text = ["# To do — March", "", "## Home", "TODO call the landlord about the boiler service", "TODO book car MOT (due 2 April)",
            "- [x] pay council tax instalment", "TODO order replacement filter for the extractor hood", "", "## Work",
            "TODO send Q1 invoices to Falk & Partner", "- [x] renew JetBrains licence", "TODO review Aiko's PR #412 (date parsing)",
            "TODO prepare slides for Thursday demo", "", "## Admin", "TODO scan and file the 2023 P60", "- [x] update address with the bank",
            "", "## Someday", "- learn to bake sourdough", "- repaint the hallway", ""]

    def screen(doc: list[str], dirty: bool, pos: str, bar: list[Row] | None = None) -> list[Row]:
        rows = desk("Text Editor", ["Text Editor"]) + frame(f"{'• ' if dirty else ''}todo.md - Text Editor")
        rows += [R("push-button", "Open", "", 80, 36, 80, 34), R("push-button", "New Tab", "", 166, 36, 34, 34),
                 R("label", "", f"todo.md{' •' if dirty else ''}", 900, 34, 200, 20), R("label", "", "~/notes", 900, 54, 200, 16),
                 R("push-button", "Save", "", 1740, 36, 60, 34), R("push-button", "Main Menu", "", 1806, 36, 34, 34)]
        y0 = 80
        if bar:
            rows += bar
            y0 = 160
        for i, ln in enumerate(doc, 1):
            rows.append(R("text", str(i), ln, 120, y0 + 22 * (i - 1), 1700, 22))
        rows += [R("label", "", pos, 1760, 1050, 140, 22), R("label", "", "Markdown", 1640, 1050, 100, 22)]
        return rows

    def search_bar(find: str, count: str, replace: str | None = None) -> list[Row]:
        b = [R("entry", "Search", find, 700, 84, 400, 32), R("label", "", count, 1110, 84, 80, 32),
             R("push-button", "Previous Match", "", 1196, 84, 34, 32), R("push-button", "Next Match", "", 1232, 84, 34, 32),
             R("toggle-button", "Search & Replace", "checked" if replace is not None else "", 1270, 84, 34, 32),
             R("toggle-button", "Toggle Search Options", "", 1306, 84, 34, 32)]
        if replace is not None:
            b += [R("entry", "Replace", replace, 700, 120, 400, 32), R("push-button", "Replace", "", 1110, 120, 90, 32),
                  R("push-button", "Replace All", "", 1206, 120, 110, 32)]
        return b

    turns = []
    st = obs(screen(text, False, "Ln 1, Col 1"), clk(day, "08:20"))
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), obs(screen(text, False, "Ln 1, Col 1", search_bar("", "", "")), clk(day, "08:20"))))
    n = sum(ln.count("TODO") for ln in text)
    turns.append((code("pyautogui.write('TODO')"), obs(screen(text, False, "Ln 4, Col 5", search_bar("TODO", f"1 of {n}", "")), clk(day, "08:20"))))
    text2 = [ln.replace("TODO", "- [ ]") for ln in text]
    turns.append((code("pyautogui.click(900, 136)\npyautogui.write('- [ ]')\npyautogui.click(1261, 136)"),
                  obs(screen(text2, True, "Ln 16, Col 6", search_bar("TODO", "0 of 0", "- [ ]")), clk(day, "08:21"))))
    idx = text2.index("- [x] update address with the bank")
    new = "- [ ] renew passport (expires 2024-06-30)"
    turns.append((code(f"pyautogui.press('escape')\npyautogui.click(600, {80 + 22 * idx + 11})\npyautogui.press('end')"),
                  obs(screen(text2, True, f"Ln {idx + 1}, Col {len(text2[idx]) + 1}"), clk(day, "08:21"))))
    text3 = text2[:idx + 1] + [new] + text2[idx + 1:]
    turns.append((code(f"pyautogui.press('enter')\npyautogui.write('{new}')"),
                  obs(screen(text3, True, f"Ln {idx + 2}, Col {len(new) + 1}"), clk(day, "08:22"))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs(screen(text3, False, f"Ln {idx + 2}, Col {len(new) + 1}"), clk(day, "08:22"))))
    m = sum(ln.count("- [ ]") for ln in text3)
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('- [ ]')"),
                  obs(screen(text3, False, "Ln 4, Col 6", search_bar("- [ ]", f"1 of {m}")), clk(day, "08:23"))))
    rs.add(task="os", tid="h35-os-18", system=system("In GNOME Text Editor, turn every 'TODO' in ~/notes/todo.md into a '- [ ]' checkbox, add '- [ ] renew passport (expires 2024-06-30)' at the end of the Admin section, and save."),
           turns=turns, state=st)


# Remmina: bad
def t19(rs: RowSet) -> None:
    day = "Tue Mar 12"
    p = "deploy@web-02:~$"
    profiles = [["db-01 (SSH)", "prod", "10.20.4.21", "SSH", "2024-03-11 17:40"],
                ["nas (VNC)", "home", "192.168.1.10:5901", "VNC", "2024-01-06 20:15"],
                ["web-02 (SSH)", "prod", "10.20.4.17", "SSH", "2024-03-07 09:12"],
                ["win-build (RDP)", "ci", "10.20.8.5:3389", "RDP", "2024-02-29 11:03"]]

    def main_win(rows_: list[list[str]]) -> list[Row]:
        w = frame("Remmina Remote Desktop Client", 160, 80, 1000, 600)
        w += [R("push-button", "New connection profile", "", 170, 90, 36, 34), R("toggle-button", "Search", "", 1040, 90, 36, 34),
              R("push-button", "Main Menu", "", 1080, 90, 36, 34), R("combo-box", "", "SSH", 220, 140, 90, 30),
              R("entry", "Server", "", 316, 140, 820, 30)]
        w += table([("Name", 260), ("Group", 100), ("Server", 220), ("Plugin", 90), ("Last used", 180)], rows_, 170, 180, 28)
        return w

    def screen(term: list[str] | None, prof: list[list[str]]) -> list[Row]:
        rows = desk("Remmina", ["Remmina"]) + main_win(prof)
        if term is not None:
            rows += frame("web-02 (SSH)", 420, 120, 1400, 900)
            rows += [R("page-tab", "web-02 (SSH)", "", 430, 166, 200, 30), R("toggle-button", "Toggle fullscreen mode", "", 1620, 166, 34, 30),
                     R("push-button", "Minimize window", "", 1660, 166, 34, 30), R("push-button", "Disconnect", "", 1700, 166, 34, 30),
                     R("push-button", "Open SFTP", "", 1740, 166, 34, 30), R("terminal", "", "", 430, 200, 1380, 810)]
            rows += lines(term[-44:], 436, 204, 1370, 18)
        return rows

    banner = ["Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-97-generic x86_64)", "",
              " * Documentation:  https://help.ubuntu.com", " * Management:     https://landscape.canonical.com",
              " * Support:        https://ubuntu.com/pro", "", "  System information as of Tue Mar 12 10:31:07 UTC 2024", "",
              "  System load:  0.18               Processes:             131",
              "  Usage of /:   41.7% of 38.58GB   Users logged in:       0",
              "  Memory usage: 23%                IPv4 address for eth0: 10.20.4.17", "  Swap usage:   0%", "",
              "Last login: Thu Mar  7 09:12:44 2024 from 10.20.1.35", p]
    turns = []
    st = obs(screen(None, profiles), clk(day, "11:31"))
    prof2 = [r[:] for r in profiles]
    prof2[2][4] = "2024-03-12 11:31"
    term = banner
    turns.append((code("pyautogui.doubleClick(400, 278)\ntime.sleep(3)"), obs(screen(term, prof2), clk(day, "11:31"))))
    worker = '"nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""'

    def status(reload_pid: int | None, workers: list[int], mem: str, cpu: str) -> list[str]:
        out = ["● nginx.service - A high performance web server and a reverse proxy server",
               "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)",
               "     Active: active (running) since Mon 2024-03-04 06:12:09 UTC; 1 week 1 day ago",
               "       Docs: man:nginx(8)"]
        if reload_pid:
            out.append(f"    Process: {reload_pid} ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)")
        else:
            out += ["    Process: 1398 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)",
                    "    Process: 1421 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)"]
        out += ["   Main PID: 1423 (nginx)", "      Tasks: 5 (limit: 4557)", f"     Memory: {mem}", f"        CPU: {cpu}",
                "     CGroup: /system.slice/nginx.service",
                '             ├─1423 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"']
        for i, w in enumerate(workers):
            out.append(f"             {'└' if i == len(workers) - 1 else '├'}─{w} {worker}")
        return out

    cmd = "systemctl status nginx --no-pager"
    out2 = status(None, [1424, 1425, 1426, 1427], "14.2M", "3min 41.218s") + ["",
            "Mar 04 06:12:09 web-02 systemd[1]: Starting A high performance web server and a reverse proxy server...",
            "Mar 04 06:12:09 web-02 systemd[1]: Started A high performance web server and a reverse proxy server.", p]
    term = term[:-1] + [f"{p} {cmd}"] + out2
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), obs(screen(term, prof2), clk(day, "11:31"))))
    ps = "ps -o pid,ppid,etime,cmd -C nginx"
    term = term[:-1] + [f"{p} {ps}", "    PID    PPID     ELAPSED CMD",
                        "   1487       1  8-04:19:41 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"] + \
        [f"   {w}    1487  8-04:19:41 nginx: worker process" for w in (1424, 1425, 1426, 1427)] + [p]
    turns.append((code(f"pyautogui.write('{ps}\\n')"), obs(screen(term, prof2), clk(day, "11:31"))))
    sed = "sudo sed -i 's/client_max_body_size 8m;/client_max_body_size 64m;/' /etc/nginx/sites-available/app.conf && grep -n client_max_body_size /etc/nginx/sites-available/app.conf"
    term = term[:-1] + [f"{p} {sed}", "14:    client_max_body_size 64m;", p]
    turns.append((code(f"pyautogui.write({sed + chr(10)!r})"), obs(screen(term, prof2), clk(day, "11:32"))))
    term = term[:-1] + [f"{p} sudo nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok",
                        "nginx: configuration file /etc/nginx/nginx.conf test is successful", p]
    turns.append((code("pyautogui.write('sudo nginx -t\\n')"), obs(screen(term, prof2), clk(day, "11:32"))))
    new_w = [218841, 218842, 218843, 218844]
    term = term[:-1] + [f"{p} sudo systemctl reload nginx && {ps}", "    PID    PPID     ELAPSED CMD",
                        "   1423       1  8-04:21:05 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"] + \
        [f" {w}    1423       00:02 nginx: worker process" for w in new_w] + [p]
    turns.append((code(f"pyautogui.write('sudo systemctl reload nginx && {ps}\\n')"), obs(screen(term, prof2), clk(day, "11:33"))))
    term = term[:-1] + [f"{p} {cmd} | head -16"] + status(218836, new_w, "15.1M", "3min 41.530s") + ["", p]
    turns.append((code(f"pyautogui.write('{cmd} | head -16\\n')"), obs(screen(term, prof2), clk(day, "11:33"))))
    rs.add(task="os", tid="h35-os-19", system=system("Use the Remmina SSH profile web-02 to raise client_max_body_size to 64m in /etc/nginx/sites-available/app.conf, test the config and reload nginx without restarting it."),
           turns=turns, state=st, bad=True, turn=3, kind="nginx master PID differs from the Main PID shown just before, no restart in between")


# OBS Studio: clean
def t20(rs: RowSet) -> None:
    day = "Tue Mar 12"
    scene_src = {"Intro": ["Countdown", "Background loop"], "Tutorial": ["Lower third", "Webcam (C920)"], "BRB": ["BRB card", "Music (Spotify)"]}

    def screen(scene: str, rec: str | None, cpu: str, desk_db: str, mic_db: str, msg: str = "", extra: list[Row] | None = None,
               sel_src: str = "") -> list[Row]:
        rows = desk("OBS Studio", ["OBS Studio"]) + frame("OBS 30.0.2 - Profile: Tutorials - Scenes: Main")
        for i, m in enumerate(["File", "Edit", "View", "Docks", "Profile", "Scene Collection", "Tools", "Help"]):
            rows.append(R("menu", m, "", 76 + 90 * i, 34, 86, 24))
        rows += [R("drawing-area", "Preview", "", 200, 64, 1520, 640)]
        rows += [R("panel", "Scenes", "", 76, 714, 360, 300)]
        for i, s in enumerate(scene_src):
            rows.append(R("list-item", s, "", 80, 744 + 28 * i, 352, 28))
            if s == scene:
                rows.append(R("table-row", s, "selected", 80, 744 + 28 * i, 352, 28))
        rows += [R("push-button", "Add Scene", "", 80, 980, 28, 28), R("push-button", "Remove Selected Scene", "", 112, 980, 28, 28),
                 R("panel", "Sources", "", 440, 714, 400, 300)]
        for i, s in enumerate(scene_src[scene]):
            rows += [R("list-item", s, "", 444, 744 + 28 * i, 330, 28), R("check-box", "Visibility", "checked", 778, 744 + 28 * i, 24, 28),
                     R("check-box", "Lock", "", 806, 744 + 28 * i, 24, 28)]
            if s == sel_src:
                rows.append(R("table-row", s, "selected", 444, 744 + 28 * i, 330, 28))
        rows += [R("push-button", "Add Source", "", 444, 980, 28, 28), R("push-button", "Remove Selected Source(s)", "", 476, 980, 28, 28),
                 R("push-button", "Open source properties", "", 508, 980, 28, 28),
                 R("panel", "Audio Mixer", "", 844, 714, 560, 300), R("label", "", "Desktop Audio", 850, 744, 200, 22),
                 R("label", "", desk_db, 1300, 744, 90, 22), R("slider", "Volume", "0.0 dB", 850, 770, 540, 20),
                 R("label", "", "Mic/Aux", 850, 810, 200, 22), R("label", "", mic_db, 1300, 810, 90, 22),
                 R("slider", "Volume", "0.0 dB", 850, 836, 540, 20),
                 R("panel", "Scene Transitions", "", 1408, 714, 240, 300), R("combo-box", "", "Fade", 1414, 744, 228, 28),
                 R("spin-button", "Duration", "300 ms", 1414, 780, 228, 28),
                 R("panel", "Controls", "", 1652, 714, 266, 300), R("push-button", "Start Streaming", "", 1658, 744, 254, 32),
                 R("push-button", "Stop Recording" if rec else "Start Recording", "", 1658, 780, 254, 32),
                 R("push-button", "Start Virtual Camera", "", 1658, 816, 254, 32), R("push-button", "Studio Mode", "", 1658, 852, 254, 32),
                 R("push-button", "Settings", "", 1658, 888, 254, 32), R("push-button", "Exit", "", 1658, 924, 254, 32),
                 R("status-bar", "", msg, 70, 1052, 1100, 24), R("label", "", "LIVE: 00:00:00", 1300, 1052, 120, 24),
                 R("label", "", f"REC: {rec or '00:00:00'}", 1430, 1052, 120, 24), R("label", "", f"CPU: {cpu}, 60.00 / 60.00 FPS", 1560, 1052, 300, 24)]
        rows += extra or []
        return rows

    turns = []
    st = obs(screen("Intro", None, "2.1%", "-inf dB", "-41.7 dB"), clk(day, "17:07"))
    turns.append((code("pyautogui.click(250, 786)"), obs(screen("Tutorial", None, "2.3%", "-inf dB", "-39.2 dB"), clk(day, "17:07"))))
    add = menu(["Audio Input Capture (PulseAudio)", "Audio Output Capture (PulseAudio)", "Browser", "Color Source", "Image",
                "Image Slide Show", "Media Source", "Scene", "Screen Capture (XSHM)", "Text (FreeType 2)", "Video Capture Device (V4L2)",
                "Window Capture (Xcomposite)", "-", "Group"], 444, 540, 300, 30)
    turns.append((code("pyautogui.click(458, 994)"), obs(screen("Tutorial", None, "2.4%", "-inf dB", "-44.0 dB", extra=add), clk(day, "17:07"))))
    create = [R("dialog", "Create/Select Source", "", 760, 360, 400, 330), R("radio-button", "Create new", "checked", 780, 390, 200, 24),
              R("entry", "", "Screen Capture (XSHM)", 800, 420, 340, 30), R("radio-button", "Add Existing", "", 780, 466, 200, 24),
              R("list", "", "", 800, 496, 340, 110), R("check-box", "Make source visible", "checked", 780, 620, 200, 24),
              R("push-button", "OK", "", 960, 652, 90, 28), R("push-button", "Cancel", "", 1056, 652, 90, 28)]
    turns.append((code("pyautogui.click(590, 801)"), obs(screen("Tutorial", None, "2.2%", "-inf dB", "-40.8 dB", extra=create), clk(day, "17:08"))))
    props = [R("dialog", "Properties for 'Screen Capture (XSHM)'", "", 460, 160, 1000, 720), R("drawing-area", "Preview", "", 480, 190, 960, 420),
             R("combo-box", "Screen", "Screen 0: 1920x1080 @ 0,0 (Primary)", 700, 640, 500, 30), R("check-box", "Capture Cursor", "checked", 700, 680, 200, 24),
             R("check-box", "Advanced Settings", "", 700, 712, 200, 24), R("push-button", "Defaults", "", 480, 836, 90, 28),
             R("push-button", "OK", "", 1256, 836, 90, 28), R("push-button", "Cancel", "", 1352, 836, 90, 28)]
    scene_src["Tutorial"] = ["Screen Capture (XSHM)"] + scene_src["Tutorial"]
    turns.append((code("pyautogui.click(1005, 666)"), obs(screen("Tutorial", None, "3.1%", "-inf dB", "-42.5 dB", extra=props, sel_src="Screen Capture (XSHM)"), clk(day, "17:08"))))
    turns.append((code("pyautogui.click(1301, 850)"), obs(screen("Tutorial", None, "3.4%", "-inf dB", "-38.9 dB", sel_src="Screen Capture (XSHM)"), clk(day, "17:08"))))
    turns.append((code("pyautogui.click(1785, 796)"), obs(screen("Tutorial", "00:00:01", "8.9%", "-inf dB", "-27.6 dB", sel_src="Screen Capture (XSHM)"), clk(day, "17:08"))))
    turns.append((code("time.sleep(10)"), obs(screen("Tutorial", "00:00:11", "9.4%", "-inf dB", "-18.3 dB", sel_src="Screen Capture (XSHM)"), clk(day, "17:08"))))
    saved = "Recording saved to '/home/dana/Videos/2024-03-12 17-08-43.mkv'"
    turns.append((code("pyautogui.click(1785, 796)"), obs(screen("Tutorial", None, "3.2%", "-inf dB", "-36.1 dB", msg=saved, sel_src="Screen Capture (XSHM)"), clk(day, "17:09"))))
    files = frame("Videos", 300, 140, 1300, 760) + [R("push-button", "Home", "", 400, 150, 80, 34), R("push-button", "Videos", "", 484, 150, 90, 34)]
    files += table([("Name ▲", 700), ("Size", 160), ("Modified", 200)],
                   [["2024-03-05 10-12-30.mkv", "412.6 MB", "5 Mar"], ["2024-03-12 17-08-43.mkv", "14.7 MB", "17:08"],
                    ["OBS-tutorial-draft.mp4", "86.2 MB", "28 Feb"], ["screencast-intro-v2.webm", "22.9 MB", "20 Feb"]], 540, 200, 34)
    rows9 = screen("Tutorial", None, "3.0%", "-inf dB", "-40.2 dB", sel_src="Screen Capture (XSHM)") + files
    rows9 = [r if r[0] != "menu" or r[1] != "OBS Studio" else R("menu", "Files", "", 112, 0, 80, 27) for r in rows9]
    turns.append((code("pyautogui.click(121, 46)  # File\ntime.sleep(0.3)\npyautogui.click(190, 132)  # Show Recordings\ntime.sleep(1.5)"),
                  obs(rows9, clk(day, "17:09"))))
    rs.add(task="os", tid="h35-os-20", system=system("In OBS Studio, add a Screen Capture (XSHM) source to the Tutorial scene, record about ten seconds, stop, and open the recordings folder."),
           turns=turns, state=st)


# GNOME Contacts: bad
def t21(rs: RowSet) -> None:
    day = "Wed Apr 3"
    people = ["Ada Byrne", "Benoît Lefèvre", "Chiara Moretti", "Dmitri Volkov", "Erik Johansson", "Fatima Zahra Benali",
              "Gustavo Herrera", "Hannah Okonkwo", "Ingrid Solberg", "Jae-won Park", "Kofi Mensah", "Lucía Fernández",
              "Mateus Carvalho", "Nadia Rahimi", "Oskar Nilsson", "Priya Raman", "Sven Eriksson", "Tamsin Hale"]
    ingrid = [("Phone", "Mobile", "+47 912 34 567"), ("Email", "Work", "ingrid.solberg@nordvik-arkitekter.no"),
              ("Email", "Personal", "ingrid.s@proton.me"), ("Address", "Work", "Akersgata 45, 0158 Oslo, Norway"),
              ("Organization", "", "Nordvik Arkitekter AS"), ("Website", "", "https://nordvik-arkitekter.no")]
    rafael = [("Phone", "Mobile", "+34 612 48 90 17"), ("Email", "Work", "rafael.quintero@arquired.es")]

    def listpane(names: list[str], sel: str, search: str) -> list[Row]:
        out = [R("push-button", "Add contact", "", 80, 36, 34, 34), R("label", "", "All Contacts", 200, 40, 200, 26),
               R("entry", "Search contacts", search, 80, 80, 420, 32)]
        y = 122
        letter = ""
        for n in names:
            if y > 990:
                break
            if n[0] != letter:
                letter = n[0]
                out.append(R("label", "", letter, 86, y, 40, 22))
                y += 24
            out.append(R("list-item", n, "", 80, y, 420, 44))
            if n == sel:
                out.append(R("table-row", n, "selected", 80, y, 420, 44))
            y += 44
        return out

    def details(name: str, fields: list[tuple[str, str, str]]) -> list[Row]:
        out = [R("push-button", "Edit", "", 1700, 36, 80, 34), R("push-button", "Contact menu", "", 1786, 36, 34, 34),
               R("image", "Avatar", "", 1000, 100, 96, 96), R("heading", "", name, 1110, 130, 600, 36)]
        for i, (kind, typ, val) in enumerate(fields):
            out += [R("label", "", kind, 900, 230 + 60 * i, 160, 22), R("label", "", val, 1070, 230 + 60 * i, 600, 22),
                    R("label", "", typ, 1070, 252 + 60 * i, 200, 18)]
        return out

    def editor(first: str, last: str, fields: list[tuple[str, str, str]], bday: str | None = None) -> list[Row]:
        out = [R("push-button", "Cancel", "", 1620, 36, 90, 34), R("push-button", "Done", "", 1716, 36, 90, 34),
               R("image", "Change avatar", "", 1000, 100, 96, 96), R("entry", "First name", first, 1110, 110, 300, 34),
               R("entry", "Last name", last, 1420, 110, 300, 34)]
        y = 220
        for kind, typ, val in fields:
            if kind in ("Phone", "Email"):
                out += [R("entry", kind, val, 900, y, 560, 34), R("combo-box", "", typ, 1470, y, 160, 34), R("push-button", "Remove", "", 1640, y, 34, 34)]
            else:
                out += [R("entry", kind, val, 900, y, 560, 34)]
            y += 46
        kinds = {k for k, _, _ in fields}
        for k in ("Phone", "Email"):
            out.append(R("push-button", f"Add {k.lower()}", "", 900, y, 200, 34))
            y += 46
        if bday is not None:
            d, m, yy = bday.split()
            out += [R("label", "", "Birthday", 900, y, 120, 34), R("spin-button", "Day", d, 1030, y, 90, 34),
                    R("combo-box", "Month", m, 1130, y, 160, 34), R("spin-button", "Year", yy, 1300, y, 110, 34)]
        else:
            out.append(R("push-button", "Set birthday", "", 900, y, 200, 34))
        y += 46
        if "Address" not in kinds:
            out.append(R("push-button", "Add address", "", 900, y, 200, 34))
        out += [R("push-button", "Add nickname", "", 900, y + 46, 200, 34), R("push-button", "Add notes", "", 900, y + 92, 200, 34)]
        return out

    def screen(names: list[str], sel: str, search: str, right: list[Row]) -> list[Row]:
        rows = desk("Contacts", ["Contacts"]) + frame(sel or "Contacts")
        return rows + listpane(names, sel, search) + right

    turns = []
    placeholder = [R("label", "", "Select a Contact", 1100, 500, 300, 30)]
    st = obs(screen(people, "", "", placeholder), clk(day, "14:02"))
    turns.append((code("pyautogui.click(97, 53)"), obs(screen(people, "", "", editor("", "", [])), clk(day, "14:02"))))
    turns.append((code("pyautogui.click(1260, 127)\npyautogui.write('Rafael')\npyautogui.press('tab')\npyautogui.write('Quintero')"),
                  obs(screen(people, "", "", editor("Rafael", "Quintero", [])), clk(day, "14:02"))))
    turns.append((code("pyautogui.click(1000, 237)\npyautogui.write('+34 612 48 90 17')\npyautogui.click(1000, 329)\npyautogui.write('rafael.quintero@arquired.es')"),
                  obs(screen(people, "", "", editor("Rafael", "Quintero", rafael)), clk(day, "14:03"))))
    people2 = sorted(people + ["Rafael Quintero"])
    turns.append((code("pyautogui.click(1761, 53)"), obs(screen(people2, "Rafael Quintero", "", details("Rafael Quintero", rafael)), clk(day, "14:03"))))
    turns.append((code("pyautogui.click(290, 96)\npyautogui.write('ingrid')"),
                  obs(screen(["Ingrid Solberg"], "Rafael Quintero", "ingrid", details("Rafael Quintero", rafael)), clk(day, "14:04"))))
    turns.append((code("pyautogui.click(290, 168)"), obs(screen(["Ingrid Solberg"], "Ingrid Solberg", "ingrid", details("Ingrid Solberg", ingrid)), clk(day, "14:04"))))
    turns.append((code("pyautogui.click(1740, 53)"), obs(screen(["Ingrid Solberg"], "Ingrid Solberg", "ingrid", editor("Ingrid", "Solberg", ingrid)), clk(day, "14:04"))))
    drift = [("Phone", "Mobile", "+47 912 43 567")] + ingrid[1:]
    turns.append((code("pyautogui.click(1000, 605)  # Set birthday\ntime.sleep(0.3)\npyautogui.tripleClick(1075, 605)\npyautogui.write('14')\npyautogui.click(1210, 605)\npyautogui.click(1210, 900)  # September\npyautogui.tripleClick(1355, 605)\npyautogui.write('1986')\npyautogui.press('tab')"),
                  obs(screen(["Ingrid Solberg"], "Ingrid Solberg", "ingrid", editor("Ingrid", "Solberg", drift, "14 September 1986")), clk(day, "14:05"))))
    ingrid2 = ingrid[:4] + [("Birthday", "", "September 14, 1986")] + ingrid[4:]
    turns.append((code("pyautogui.click(1761, 53)"), obs(screen(["Ingrid Solberg"], "Ingrid Solberg", "ingrid", details("Ingrid Solberg", ingrid2)), clk(day, "14:05"))))
    turns.append((code("pyautogui.click(290, 96)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"),
                  obs(screen(people2, "Ingrid Solberg", "", details("Ingrid Solberg", ingrid2)), clk(day, "14:06"))))
    rs.add(task="os", tid="h35-os-21", system=system("In GNOME Contacts, add Rafael Quintero (mobile +34 612 48 90 17, work email rafael.quintero@arquired.es) and set Ingrid Solberg's birthday to 14 September 1986."),
           turns=turns, state=st, bad=True, turn=8, kind="untouched phone number of the edited contact shows two digits swapped")


# Logseq: clean
def t22(rs: RowSet) -> None:
    day = "Tue Mar 12"
    yesterday = ["Budget review with [[Tom Becker]]: travel line is 18% over, move the offsite to May",
                 "DONE Send [[Vendor contracts]] renewals to legal", "LATER Update [[Hiring plan]] after the board meeting",
                 "Notes from [[Board meeting]] prep", "    Q1 revenue 4% under plan, churn flat"]

    def sidebar(cur: str) -> list[Row]:
        out = [R("push-button", "Toggle left sidebar", "", 80, 36, 34, 34), R("push-button", "Search", "", 120, 36, 34, 34),
               R("push-button", "Go back", "", 1700, 36, 34, 34), R("push-button", "More", "", 1780, 36, 34, 34)]
        for i, n in enumerate(["Journals", "Flashcards", "Graph view", "All pages"]):
            out.append(R("list-item", n, "", 80, 90 + 34 * i, 240, 32))
            if n == cur:
                out.append(R("table-row", n, "selected", 80, 90 + 34 * i, 240, 32))
        out += [R("label", "", "FAVORITES", 80, 250, 240, 22), R("list-item", "OKRs Q2", "", 80, 274, 240, 30),
                R("label", "", "RECENT", 80, 320, 240, 22)]
        return out

    def journals(today_blocks: list[tuple[str, str]], recent: list[str]) -> list[Row]:
        rows = desk("Logseq", ["Logseq"]) + frame("Logseq") + sidebar("Journals")
        for i, r in enumerate(recent):
            rows.append(R("list-item", r, "", 80, 344 + 30 * i, 240, 28))
        rows.append(R("heading", "", "Mar 12th, 2024", 500, 100, 600, 40))
        y = 150
        for tag, txt in today_blocks:
            rows.append(R(tag, "", txt, 520, y, 1100, 30))
            y += 34
        rows.append(R("heading", "", "Mar 11th, 2024", 500, y + 40, 600, 40))
        y += 90
        for txt in yesterday:
            rows.append(R("paragraph", "", txt.strip(), 520 + (30 if txt.startswith("    ") else 0), y, 1100, 30))
            y += 34
        return rows

    def page(props: list[tuple[str, str]] | None, editing: str | None, ref: str, recent: list[str]) -> list[Row]:
        rows = desk("Logseq", ["Logseq"]) + frame("Logseq") + sidebar("")
        for i, r in enumerate(recent):
            rows.append(R("list-item", r, "", 80, 344 + 30 * i, 240, 28))
        rows.append(R("heading", "", "Quarterly Report", 500, 100, 800, 48))
        y = 170
        if editing is not None:
            rows.append(R("entry", "", editing, 520, y, 1100, 90))
            y += 100
        elif props:
            for k, v in props:
                rows += [R("label", "", k, 520, y, 120, 26), R("link" if k != "status" else "label", v, v, 650, y, 400, 26)]
                y += 30
            rows.append(R("paragraph", "", "", 520, y, 1100, 30))
            y += 40
        else:
            rows.append(R("paragraph", "", "Click here to edit...", 520, y, 1100, 30))
            y += 40
        rows += [R("heading", "", "1 Linked Reference", 500, y + 40, 600, 30), R("link", "Mar 12th, 2024", "", 520, y + 80, 300, 26),
                 R("paragraph", "", ref, 540, y + 112, 1000, 30), R("push-button", "Filter", "", 1560, y + 40, 34, 30),
                 R("heading", "", "Unlinked References", 500, y + 170, 600, 30)]
        return rows

    def all_pages(sort: str) -> list[Row]:
        data = [["Quarterly Report", "1", "Mar 12th, 2024", "Mar 12th, 2024"], ["Maya Chen", "1", "Mar 12th, 2024", "Mar 12th, 2024"],
                ["Board meeting", "6", "Feb 19th, 2024", "Mar 11th, 2024"], ["Hiring plan", "2", "Jan 8th, 2024", "Mar 11th, 2024"],
                ["Tom Becker", "7", "Nov 2nd, 2023", "Mar 11th, 2024"], ["Vendor contracts", "3", "Dec 4th, 2023", "Mar 11th, 2024"],
                ["OKRs Q2", "5", "Mar 1st, 2024", "Mar 8th, 2024"], ["Team offsite", "2", "Feb 26th, 2024", "Mar 6th, 2024"],
                ["Budget 2024", "4", "Dec 11th, 2023", "Feb 29th, 2024"], ["Onboarding checklist", "0", "Jan 15th, 2024", "Jan 22nd, 2024"],
                ["Reading list", "0", "Oct 3rd, 2023", "Jan 2nd, 2024"], ["Contents", "0", "Oct 3rd, 2023", "Oct 3rd, 2023"],
                ["card", "0", "Oct 3rd, 2023", "Oct 3rd, 2023"]]
        if sort == "Name":
            data = sorted(data, key=lambda r: r[0].lower())
        rows = desk("Logseq", ["Logseq"]) + frame("Logseq") + sidebar("All pages")
        rows += [R("heading", "", "All pages", 500, 100, 400, 40), R("entry", "Search for a page", "", 500, 160, 400, 32),
                 R("toggle-button", "Include journals", "", 1300, 160, 200, 32), R("push-button", "Delete selected", "", 1510, 160, 150, 32)]
        hdr = [("Name" + (" ▲" if sort == "Name" else ""), 520), ("Backlinks", 120), ("Created at", 200), ("Updated at" + (" ▼" if sort == "Updated" else ""), 200)]
        rows += table(hdr, data, 500, 210, 34)
        rows.append(R("label", "", f"{len(data)} pages", 500, 210 + 34 * (len(data) + 1) + 10, 200, 24))
        return rows

    turns = []
    empty = [("paragraph", "")]
    st = obs(journals(empty, ["OKRs Q2", "Board meeting", "Tom Becker"]), clk(day, "10:37"))
    turns.append((code("pyautogui.click(800, 165)"), obs(journals([("entry", "")], ["OKRs Q2", "Board meeting", "Tom Becker"]), clk(day, "10:37"))))
    raw = "TODO Draft [[Quarterly Report]] outline"
    turns.append((code("pyautogui.write('TODO Draft [[Quarterly Report')\ntime.sleep(0.5)\npyautogui.press('enter')  # New page: Quarterly Report\npyautogui.write(' outline')"),
                  obs(journals([("entry", raw)], ["OKRs Q2", "Board meeting", "Tom Becker"]), clk(day, "10:38"))))
    turns.append((code("pyautogui.press('escape')"), obs(journals([("check-box", "TODO Draft [[Quarterly Report]] outline")], ["OKRs Q2", "Board meeting", "Tom Becker"]), clk(day, "10:38"))))
    rec = ["Quarterly Report", "OKRs Q2", "Board meeting", "Tom Becker"]
    turns.append((code("pyautogui.click(720, 165)  # Quarterly Report link"),
                  obs(page(None, None, "TODO Draft [[Quarterly Report]] outline", rec), clk(day, "10:38"))))
    props_raw = "owner:: [[Maya Chen]]\ndue:: [[Mar 29th, 2024]]\nstatus:: draft"
    turns.append((code("import subprocess\npyautogui.click(800, 185)\nsubprocess.run(['xclip', '-selection', 'clipboard'], input=" + repr(props_raw) + ".encode(), check=True)\npyautogui.hotkey('ctrl', 'v')"),
                  obs(page(None, props_raw.replace("\n", " ⏎ "), "TODO Draft [[Quarterly Report]] outline", rec), clk(day, "10:39"))))
    props = [("owner", "Maya Chen"), ("due", "Mar 29th, 2024"), ("status", "draft")]
    turns.append((code("pyautogui.press('escape')"), obs(page(props, None, "TODO Draft [[Quarterly Report]] outline", rec), clk(day, "10:39"))))
    turns.append((code("pyautogui.click(200, 209)"), obs(all_pages("Updated"), clk(day, "10:40"))))
    turns.append((code("pyautogui.click(760, 227)"), obs(all_pages("Name"), clk(day, "10:40"))))
    turns.append((code("pyautogui.click(200, 107)"), obs(journals([("check-box", "TODO Draft [[Quarterly Report]] outline")], rec), clk(day, "10:40"))))
    turns.append((code("pyautogui.click(530, 165)  # TODO checkbox"), obs(journals([("check-box", "DONE Draft [[Quarterly Report]] outline")], rec), clk(day, "10:41"))))
    turns.append((code("pyautogui.click(720, 165)"), obs(page(props, None, "DONE Draft [[Quarterly Report]] outline", rec), clk(day, "10:41"))))
    search = [R("dialog", "Search", "", 560, 120, 800, 420), R("entry", "Search or create page", "Quarterly", 580, 140, 760, 40),
              R("label", "", "PAGES", 580, 196, 200, 20), R("list-item", "Quarterly Report", "", 580, 220, 760, 34),
              R("label", "", "BLOCKS", 580, 270, 200, 20), R("list-item", "DONE Draft [[Quarterly Report]] outline", "Mar 12th, 2024", 580, 294, 760, 44),
              R("label", "", "CREATE", 580, 356, 200, 20), R("list-item", "New page: Quarterly", "", 580, 380, 760, 34)]
    turns.append((code("pyautogui.hotkey('ctrl', 'k')\npyautogui.write('Quarterly')"),
                  obs(page(props, None, "DONE Draft [[Quarterly Report]] outline", rec) + search, clk(day, "10:42"))))
    rs.add(task="os", tid="h35-os-22", system=system("In Logseq, add a TODO in today's journal linking a new page Quarterly Report, give that page owner, due and status properties, check it in All pages, then mark the TODO done."),
           turns=turns, state=st)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
