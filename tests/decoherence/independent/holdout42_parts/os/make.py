# ruff: noqa: E501
"""Held-out set holdout42, domain os: 22 Ubuntu GNOME desktop trajectories, 11 of them with one contradiction.

Each trajectory drives one desktop application with Python code blocks (pyautogui, app helpers,
subprocess); every observation is the desktop accessibility table. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout42_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]
Turns = list[tuple[str, str]]

HEAD = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the previous interactions of the trajectory (if any), the task instruction, the current accessibility tree and the action (a Python code block), predict the **exact next desktop state** after the action completes.

## State Modeling Rules

- Preserve the original state format exactly: one node per line, `tag`, `name`, `text`, `class`, `description`, `position (top-left x&y)`, `size (w&h)`, separated by tabs
- Keep node ordering, labels and coordinates consistent unless the action changes them
- Track open windows, files, selections and application state across turns
- If the action has no visible desktop effect, return the unchanged state (the top-bar clock still runs)

## Action Space

The action is a free-form Python code block (pyautogui calls, helper classes such as CalcTools, ImpressTools, VLCTools, BrowserTools, or subprocess/os calls). Treat the executed code as the authoritative description of what happened; ignore helper calls such as `print_result()` unless they change the UI.

## Output Requirements

First think step by step, then give the full predicted desktop state strictly inside <predicted_observation></predicted_observation>, with no commentary inside the tags."""


def system(task: str) -> str:
    return HEAD + "\n\n## Task Instruction\n\n" + task


def r(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


def ck(on: bool) -> str:
    return "checked" if on else "unchecked"


PINNED = ("Chromium Web Browser", "Firefox Web Browser", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
          "LibreOffice Calc", "LibreOffice Impress", "Thunderbird Mail", "GNU Image Manipulation Program", "Files", "Help")


def dock(*running: str) -> list[Row]:
    names = list(PINNED) + [a for a in running if a not in PINNED]
    rows = [r("toggle-button" if n in running else "push-button", n, "", 0, 33 + 64 * i, 70, 64) for i, n in enumerate(names)]
    rows.append(r("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return rows


def top(app: str | None, extra: tuple[Row, ...] = ()) -> list[Row]:
    rows = [r("label", "Activities", "Activities", 0, 0, 88, 27)]
    if app:
        rows.append(r("menu", app, "", 96, 0, 9 * len(app) + 40, 27))
    rows += list(extra)
    rows.append(r("menu", "System", "", 1769, 0, 151, 27))
    return rows


def screen(app: str | None, clock: str, body: list[Row], running: tuple[str, ...] = (), extra: tuple[Row, ...] = ()) -> str:
    return a11y(top(app, extra) + body + dock(*running), clock=clock)


def frame(title: str, x: int = 70, y: int = 27, w: int = 1850, h: int = 1053) -> list[Row]:
    return [r("frame", title, "", x, y, w, h),
            r("push-button", "Minimize", "", x + w - 120, y + 8, 34, 34),
            r("push-button", "Maximize", "", x + w - 82, y + 8, 34, 34),
            r("push-button", "Close", "", x + w - 44, y + 8, 34, 34)]


def at(hm: str, day: str = "Mar 19") -> str:
    return f"{day}  {hm}"


# ---------------------------------------------------------------------------------------------
# Thunderbird: folders and filters

TB_ACC = "maya.okafor@northwind-labs.com"

TB_INBOX = [
    ("Re: Q2 roadmap draft – comments inline", "Dana Whitfield", "Today 10:22", "18.4 KB", True),
    ("Your invoice INV-2024-0318 from Linode", "billing@linode.com", "Today 09:58", "42.1 KB", True),
    ("[tidewatch] CI failed on main (#412)", "GitHub", "Today 09:41", "12.7 KB", True),
    ("Lunch Thursday?", "Priya Raman", "Today 09:15", "4.2 KB", True),
    ("Receipt for your payment to Figma", "billing@figma.com", "Today 08:03", "38.9 KB", True),
    ("Weekly infra digest — week 11", "Ops Bot", "Today 07:00", "61.3 KB", True),
    ("Re: Vendor NDA signed copy", "Tomás Ibarra", "Yesterday 17:44", "233.0 KB", True),
    ("March payroll schedule", "HR Northwind", "Yesterday 16:20", "21.6 KB", False),
    ("Invoice #88213 – Hetzner Online", "billing@hetzner.com", "Yesterday 14:02", "57.4 KB", True),
    ("[tidewatch] PR #409 merged", "GitHub", "Yesterday 11:37", "9.8 KB", False),
    ("Offsite agenda v2", "Dana Whitfield", "Yesterday 10:05", "26.1 KB", True),
    ("Your Atlassian bill is ready", "billing@atlassian.com", "3/17/2024", "31.2 KB", False),
    ("Re: Access request for staging DB", "Karim Haddad", "3/16/2024", "7.3 KB", True),
    ("Security alert: new sign-in", "Google", "3/16/2024", "14.0 KB", False),
    ("Conference talk accepted 🎉", "PyCon DE Program", "3/15/2024", "11.5 KB", True),
    ("Q1 board deck – final", "Elena Sokolova", "3/15/2024", "2.4 MB", False),
    ("Re: Printer on 4th floor", "IT Helpdesk", "3/14/2024", "6.6 KB", False),
    ("Newsletter: Python Weekly #639", "Python Weekly", "3/14/2024", "48.8 KB", True),
    ("Expense report approved", "Concur", "3/13/2024", "16.2 KB", False),
    ("Re: Cloud cost review", "Karim Haddad", "3/13/2024", "8.9 KB", True),
    ("Welcome to the Q2 OKR cycle", "Elena Sokolova", "3/12/2024", "19.7 KB", False),
    ("Team photo from the offsite", "Priya Raman", "3/11/2024", "4.1 MB", True),
    ("Domain renewal notice", "Gandi", "3/11/2024", "10.4 KB", False),
]


def tb_screen(clock: str, title: str, folder: str, msgs: list[tuple[str, str, str, str, bool]], inbox_unread: int,
              invoices: int | None, *, selected: int | None = None, preview: list[Row] | None = None,
              dialog: list[Row] | None = None) -> str:
    rows = frame(title)
    rows += [r("push-button", "Get Messages", "", 84, 70, 128, 34), r("push-button", "Write", "", 218, 70, 82, 34),
             r("push-button", "Chat", "", 306, 70, 70, 34), r("push-button", "Address Book", "", 382, 70, 128, 34),
             r("push-button", "Tag", "", 516, 70, 62, 34), r("push-button", "Quick Filter", "", 584, 70, 118, 34),
             r("entry", "Search <Ctrl+K>", "", 1380, 72, 420, 30), r("push-button", "AppMenu", "", 1866, 70, 40, 34),
             r("label", "All Folders", "All Folders", 80, 116, 200, 26)]
    y = 146
    tree = [(TB_ACC, 0), (f"Inbox ({inbox_unread})" if inbox_unread else "Inbox", 1)]
    if invoices is not None:
        tree.append((f"Invoices ({invoices})" if invoices else "Invoices", 2))
    tree += [("Drafts (1)", 1), ("Sent", 1), ("Archives", 1), ("Junk", 1), ("Trash", 1), ("Local Folders", 0), ("Trash", 1), ("Outbox", 1)]
    for name, depth in tree:
        rows.append(r("tree-item", name, "", 80 + 18 * depth, y, 290 - 18 * depth, 28))
        y += 28
    rows += [r("table", "Message list", "", 372, 116, 1548, 480),
             r("table-column-header", "Read", "", 380, 116, 40, 28), r("table-column-header", "Subject", "", 424, 116, 740, 28),
             r("table-column-header", "Correspondents", "", 1168, 116, 320, 28), r("table-column-header", "Date", "", 1492, 116, 180, 28),
             r("table-column-header", "Size", "", 1676, 116, 110, 28)]
    for i, (subj, corr, date, size, unread) in enumerate(msgs[:16]):
        y = 146 + 28 * i
        if i == selected:
            rows.append(r("table-row", "selected", "", 372, y, 1530, 28))
        rows += [r("table-cell", "Read", "Unread" if unread else "Read", 380, y, 40, 28), r("table-cell", "Subject", subj, 424, y, 740, 28),
                 r("table-cell", "Correspondents", corr, 1168, y, 320, 28), r("table-cell", "Date", date, 1492, y, 180, 28),
                 r("table-cell", "Size", size, 1676, y, 110, 28)]
    rows += preview or []
    unread = sum(m[4] for m in msgs)
    rows += [r("status-bar", "", "", 70, 1052, 1850, 28), r("label", "", f"Unread: {unread}", 1560, 1056, 120, 20),
             r("label", "", f"Total: {len(msgs)}", 1700, 1056, 110, 20)]
    rows += dialog or []
    return screen("Thunderbird Mail", clock, rows, ("Thunderbird Mail",))



def tb_filters(items: list[tuple[str, bool]], sel: int | None) -> list[Row]:
    rows = [r("dialog", "Message Filters", "", 560, 240, 800, 560), r("label", "Filters for:", "Filters for:", 584, 280, 90, 26),
            r("combo-box", "", TB_ACC, 680, 276, 340, 32), r("entry", "Search filters by name…", "", 1040, 276, 296, 32),
            r("table-column-header", "Filter Name", "", 584, 322, 560, 26), r("table-column-header", "Enabled", "", 1148, 322, 80, 26)]
    for i, (name, on) in enumerate(items):
        y = 350 + 28 * i
        if i == sel:
            rows.append(r("table-row", "selected", "", 584, y, 644, 28))
        rows += [r("table-cell", "Filter Name", name, 584, y, 560, 28), r("check-box", "Enabled", ck(on), 1172, y, 28, 28)]
    rows += [r("label", "", f"{len(items)} items", 584, 642, 120, 24)]
    for i, b in enumerate(("New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom")):
        rows.append(r("push-button", b, "", 1240, 350 + 36 * i, 110, 32))
    rows += [r("label", "Run selected filter(s) on:", "Run selected filter(s) on:", 584, 690, 190, 26),
             r("combo-box", "", "Inbox", 780, 686, 260, 32), r("push-button", "Run Now", "", 1050, 686, 100, 32),
             r("push-button", "Filter Log", "", 584, 748, 110, 32), r("push-button", "Close", "", 1240, 748, 100, 32)]
    return rows


# Thunderbird, clean
def t01(rs: RowSet) -> None:
    inbox = list(TB_INBOX)
    st = tb_screen(at("10:41"), "Inbox - Mozilla Thunderbird", "Inbox", inbox, 14, None)
    turns: Turns = []
    dlg = [r("dialog", "New Folder", "", 760, 380, 400, 230), r("label", "Name:", "Name:", 784, 420, 60, 26),
           r("entry", "Name:", "", 784, 450, 352, 32), r("label", "Create as a subfolder of:", "Create as a subfolder of:", 784, 496, 220, 26),
           r("combo-box", "", "Inbox", 784, 526, 352, 32), r("push-button", "Cancel", "", 930, 570, 96, 32),
           r("push-button", "Create Folder", "", 1034, 570, 110, 32)]
    turns.append((code("pyautogui.rightClick(150, 174)\npyautogui.click(212, 236)  # New Folder…"),
                  tb_screen(at("10:41"), "Inbox - Mozilla Thunderbird", "Inbox", inbox, 14, None, dialog=dlg)))
    turns.append((code("pyautogui.write('Invoices')\npyautogui.press('enter')"),
                  tb_screen(at("10:42"), "Inbox - Mozilla Thunderbird", "Inbox", inbox, 14, 0)))
    existing = [("Newsletters → Archives", True), ("Ops Bot digests → mark read", False)]
    turns.append((code("pyautogui.click(1886, 87)  # AppMenu\npyautogui.click(1720, 540)  # Tools\npyautogui.click(1490, 300)  # Message Filters"),
                  tb_screen(at("10:43"), "Inbox - Mozilla Thunderbird", "Inbox", inbox, 14, 0, dialog=tb_filters(existing, 0))))
    rules = [r("dialog", "Filter Rules", "", 600, 200, 720, 640), r("label", "Filter name:", "Filter name:", 624, 240, 100, 26),
             r("entry", "Filter name:", "", 730, 236, 560, 32), r("label", "Apply filter when:", "Apply filter when:", 624, 284, 160, 26),
             r("check-box", "Manually Run", ck(True), 640, 314, 200, 26), r("check-box", "Getting New Mail:", ck(True), 640, 344, 180, 26),
             r("combo-box", "", "Filter before Junk Classification", 830, 340, 300, 32), r("check-box", "Archiving", ck(False), 640, 374, 200, 26),
             r("check-box", "After Sending", ck(False), 640, 404, 200, 26), r("check-box", "Periodically, every 10 minutes", ck(False), 640, 434, 280, 26),
             r("radio-button", "Match all of the following", ck(True), 624, 476, 240, 26), r("radio-button", "Match any of the following", ck(False), 880, 476, 240, 26),
             r("radio-button", "Match all messages", ck(False), 1130, 476, 170, 26), r("combo-box", "", "Subject", 624, 512, 180, 32),
             r("combo-box", "", "contains", 812, 512, 160, 32), r("entry", "", "", 980, 512, 250, 32), r("push-button", "+", "", 1236, 512, 32, 32),
             r("push-button", "−", "", 1272, 512, 32, 32), r("label", "Perform these actions:", "Perform these actions:", 624, 620, 200, 26),
             r("combo-box", "", "Move Message to", 624, 652, 220, 32), r("combo-box", "", "Inbox on " + TB_ACC, 852, 652, 400, 32),
             r("push-button", "+", "", 1258, 652, 32, 32), r("push-button", "Cancel", "", 1100, 790, 96, 32), r("push-button", "OK", "", 1204, 790, 96, 32)]
    turns.append((code("pyautogui.click(1294, 366)  # New…"),
                  tb_screen(at("10:44"), "Inbox - Mozilla Thunderbird", "Inbox", inbox, 14, 0, dialog=tb_filters(existing, 0) + rules)))
    new_list = existing + [("Billing to Invoices", True)]
    turns.append((code("pyautogui.click(1010, 252)\npyautogui.write('Billing to Invoices')\n"
                       "pyautogui.click(714, 528)  # attribute\npyautogui.click(700, 590)  # From\n"
                       "pyautogui.click(1100, 528)\npyautogui.write('billing@')\n"
                       "pyautogui.click(1050, 668)  # target folder\npyautogui.click(1010, 742)  # Invoices\n"
                       "pyautogui.click(1252, 806)  # OK"),
                  tb_screen(at("10:46"), "Inbox - Mozilla Thunderbird", "Inbox", inbox, 14, 0, dialog=tb_filters(new_list, 2))))
    moved = [m for m in inbox if m[1].startswith("billing@")]
    arrived = ("Staging deploy window moved to 14:00", "Karim Haddad", "Today 10:46", "5.9 KB", True)
    after = [arrived] + [m for m in inbox if not m[1].startswith("billing@")]
    turns.append((code("pyautogui.click(1100, 702)  # Run Now (Inbox)\nimport time; time.sleep(2)\npyautogui.click(1290, 764)  # Close"),
                  tb_screen(at("10:47"), "Inbox - Mozilla Thunderbird", "Inbox", after, 12, 3)))
    turns.append((code("pyautogui.click(200, 230)  # Invoices"),
                  tb_screen(at("10:48"), "Invoices - Mozilla Thunderbird", "Invoices", moved, 12, 3)))
    read = [(moved[0][0], moved[0][1], moved[0][2], moved[0][3], False)] + moved[1:]
    prev = [r("separator", "", "", 372, 600, 1548, 4), r("label", "From", "From", 392, 616, 70, 24), r("link", "Linode <billing@linode.com>", "Linode <billing@linode.com>", 470, 616, 300, 24),
            r("label", "Subject", "Subject", 392, 644, 70, 24), r("label", "", "Your invoice INV-2024-0318 from Linode", 470, 644, 500, 24),
            r("label", "To", "To", 392, 672, 70, 24), r("label", "", "Me <" + TB_ACC + ">", 470, 672, 380, 24),
            r("label", "Date", "", 1600, 616, 60, 24), r("label", "", "3/19/2024, 9:58 AM", 1660, 616, 200, 24),
            r("push-button", "Reply", "", 1560, 650, 80, 30), r("push-button", "Forward", "", 1646, 650, 90, 30), r("push-button", "Archive", "", 1742, 650, 90, 30),
            r("document-frame", "", "", 372, 710, 1548, 330), r("paragraph", "", "Hi Maya Okafor,", 400, 730, 600, 22),
            r("paragraph", "", "Your Linode invoice INV-2024-0318 for the period March 1 – March 18, 2024 is now available.", 400, 762, 900, 22),
            r("paragraph", "", "Amount due: $148.20", 400, 794, 400, 22),
            r("paragraph", "", "This amount will be charged to the Visa card ending in 4417 on March 21, 2024.", 400, 826, 900, 22),
            r("link", "View invoice", "https://cloud.linode.com/account/billing", 400, 858, 400, 22),
            r("paragraph", "", "— The Linode Team", 400, 890, 300, 22),
            r("push-button", "INV-2024-0318.pdf", "INV-2024-0318.pdf 36.8 KB", 400, 990, 260, 34)]
    turns.append((code("pyautogui.click(700, 160)  # first message"),
                  tb_screen(at("10:49"), "Your invoice INV-2024-0318 from Linode - Mozilla Thunderbird", "Invoices", read, 12, 2, selected=0, preview=prev)))
    rs.add(task="os", tid="h42-os-01", system=system("In Thunderbird, create an 'Invoices' subfolder of the Inbox and a filter that moves every message from a 'billing@' address into it; run the filter on the Inbox and open the newest invoice."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# GNOME Settings

SETTINGS_PANELS = ("Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
                   "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
                   "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                   "Default Applications", "Date & Time", "About")


def settings_win(panel: str, body: list[Row]) -> list[Row]:
    rows = frame("Settings", 330, 110, 1260, 860)
    rows += [r("push-button", "Search", "", 340, 118, 40, 34), r("label", "", "Settings", 470, 124, 90, 26),
             r("push-button", "Main Menu", "", 590, 118, 40, 34), r("label", "", panel, 900, 124, 300, 26)]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(r("list-item", p, "", 330, 162 + 32 * i, 300, 32))
        if p == panel:
            rows.append(r("label", "selected", "", 330, 162 + 32 * i, 4, 32))
    return rows + body


def kb_panel(sources: list[str], per_window: bool, compose: str) -> list[Row]:
    rows = [r("label", "Input Sources", "Input Sources", 700, 180, 300, 26),
            r("label", "", "Includes keyboard layouts and input methods.", 700, 208, 500, 22),
            r("list", "", "", 700, 240, 820, 52 * (len(sources) + 1))]
    y = 240
    for s in sources:
        rows += [r("list-item", s, "", 700, y, 820, 52), r("label", "", s, 724, y + 14, 300, 24), r("push-button", "More options", "", 1470, y + 10, 34, 34)]
        y += 52
    rows += [r("push-button", "Add Input Source…", "", 700, y, 820, 52)]
    y += 80
    rows += [r("label", "Input Source Switching", "Input Source Switching", 700, y, 300, 26),
             r("label", "", "Input sources can be switched using the Super+Space keyboard shortcut. This can be changed in the keyboard shortcut settings.", 700, y + 28, 820, 40),
             r("radio-button", "Use the same source for all windows", ck(not per_window), 700, y + 76, 820, 48),
             r("radio-button", "Switch input sources individually for each window", ck(per_window), 700, y + 124, 820, 48)]
    y += 200
    rows += [r("label", "Special Character Entry", "Special Character Entry", 700, y, 300, 26),
             r("label", "", "Methods for entering symbols and letter variants using the keyboard.", 700, y + 28, 820, 22),
             r("push-button", "Alternate Characters Key", "", 700, y + 58, 820, 52), r("label", "", "Right Alt", 1400, y + 72, 90, 24),
             r("push-button", "Compose Key", "", 700, y + 110, 820, 52), r("label", "", compose, 1400, y + 124, 90, 24)]
    y += 190
    rows += [r("label", "Keyboard Shortcuts", "Keyboard Shortcuts", 700, y, 300, 26),
             r("push-button", "View and Customize Shortcuts", "", 700, y + 32, 820, 52)]
    return rows


# GNOME Settings (keyboard), bad
def t02(rs: RowSet) -> None:
    net = [r("label", "Wired", "Wired", 700, 180, 200, 26), r("label", "", "Connected - 1000 Mb/s", 724, 226, 300, 24),
           r("toggle-button", "Wired", ck(True), 1400, 220, 52, 30), r("push-button", "Wired settings", "", 1462, 218, 34, 34),
           r("push-button", "Add connection", "", 1470, 176, 34, 34), r("label", "VPN", "VPN", 700, 290, 200, 26),
           r("label", "", "Office VPN (WireGuard)", 724, 336, 300, 24), r("toggle-button", "Office VPN (WireGuard)", ck(False), 1400, 330, 52, 30),
           r("push-button", "Add connection", "", 1470, 286, 34, 34), r("label", "Network Proxy", "Network Proxy", 724, 420, 300, 24),
           r("label", "", "Off", 1400, 420, 60, 24), r("push-button", "Network proxy settings", "", 1462, 414, 34, 34)]
    st = screen("Settings", at("09:12"), settings_win("Network", net), ("Files", "Settings"))
    en = ["English (US)"]
    both = ["English (US)", "German"]
    ind = (r("menu", "en", "", 1712, 0, 50, 27),)
    turns: Turns = []
    turns.append((code("pyautogui.click(480, 658)  # Keyboard"),
                  screen("Settings", at("09:12"), settings_win("Keyboard", kb_panel(en, False, "Off")), ("Files", "Settings"))))
    langs = ["English (United States)", "English (United Kingdom)", "English (Australia)", "Spanish (Spain)", "French (France)", "German", "Italian", "Portuguese (Brazil)"]
    dlg = [r("dialog", "Add an Input Source", "", 760, 260, 400, 520), r("push-button", "Cancel", "", 772, 268, 80, 34),
           r("label", "", "Add an Input Source", 880, 274, 180, 24), r("push-button", "Add", "", 1070, 268, 80, 34),
           r("entry", "Search", "", 780, 318, 360, 34)]
    dlg += [r("list-item", n, "", 760, 362 + 46 * i, 400, 46) for i, n in enumerate(langs)]
    dlg += [r("list-item", "More…", "⋮", 760, 362 + 46 * len(langs), 400, 46)]
    turns.append((code("pyautogui.click(1110, 318)  # Add Input Source…"),
                  screen("Settings", at("09:13"), settings_win("Keyboard", kb_panel(en, False, "Off")) + dlg, ("Files", "Settings"))))
    variants = ["German", "German (Austria)", "German (dead acute)", "German (E1)", "German (E2)", "German (Macintosh)",
                "German (Neo 2)", "German (no dead keys)", "German (QWERTY)", "German (T3)"]
    dlg2 = [r("dialog", "Add an Input Source", "", 760, 260, 400, 520), r("push-button", "Cancel", "", 772, 268, 80, 34),
            r("label", "", "Add an Input Source", 880, 274, 180, 24), r("push-button", "Add", "", 1070, 268, 80, 34),
            r("push-button", "Back", "", 772, 318, 40, 34), r("label", "", "German", 820, 322, 200, 24)]
    dlg2 += [r("list-item", n, "", 760, 362 + 42 * i, 400, 42) for i, n in enumerate(variants)]
    turns.append((code("pyautogui.click(960, 615)  # German"),
                  screen("Settings", at("09:13"), settings_win("Keyboard", kb_panel(en, False, "Off")) + dlg2, ("Files", "Settings"))))
    turns.append((code("pyautogui.click(960, 383)  # German\npyautogui.click(1110, 285)  # Add"),
                  screen("Settings", at("09:14"), settings_win("Keyboard", kb_panel(both, False, "Off")), ("Files", "Settings"), ind)))
    turns.append((code("pyautogui.click(1100, 520)  # Switch input sources individually for each window"),
                  screen("Settings", at("09:14"), settings_win("Keyboard", kb_panel(both, True, "Off")), ("Files", "Settings"), ind)))
    region = [r("label", "", "The language setting is used for interface text and web pages. Formats are used for numbers, dates and currencies.", 700, 176, 820, 40),
              r("label", "Your Account", "Your Account", 700, 232, 300, 26),
              r("push-button", "Language", "", 700, 264, 820, 52), r("label", "", "English (United States)", 1290, 278, 200, 24),
              r("push-button", "Formats", "", 700, 316, 820, 52), r("label", "", "United States", 1340, 330, 150, 24),
              r("label", "Login Screen", "Login Screen", 700, 400, 300, 26),
              r("push-button", "Language", "", 700, 432, 820, 52), r("label", "", "English (United States)", 1290, 446, 200, 24),
              r("push-button", "Formats", "", 700, 484, 820, 52), r("label", "", "United States", 1340, 498, 150, 24),
              r("push-button", "Unlock…", "", 1430, 396, 90, 34),
              r("push-button", "Manage Installed Languages", "", 700, 570, 260, 36)]
    turns.append((code("pyautogui.click(480, 786)  # Region & Language"),
                  screen("Settings", at("09:15"), settings_win("Region & Language", region), ("Files", "Settings"), ind)))
    turns.append((code("pyautogui.click(480, 658)  # Keyboard"),
                  screen("Settings", at("09:15"), settings_win("Keyboard", kb_panel(both, True, "Right Ctrl")), ("Files", "Settings"), ind)))
    desk = [r("label", "Home", "", 1833, 1037, 40, 17), r("push-button", "Home", "", 1812, 960, 82, 76),
            r("push-button", "Trash", "", 1812, 860, 82, 76), r("label", "Trash", "", 1834, 937, 40, 17)]
    turns.append((code("pyautogui.hotkey('alt', 'f4')"), screen(None, at("09:16"), desk, ("Files",), ind)))
    rs.add(task="os", tid="h42-os-02", system=system("Add the German keyboard layout as a second input source and make input sources switch individually for each window. Then close Settings."),
           turns=turns, state=st, bad=True, turn=7, kind="Compose Key setting reads Right Ctrl after being Off, with no action touching it")


# ---------------------------------------------------------------------------------------------
# VS Code: source control

VS_INGEST = """from __future__ import annotations

import csv
import logging
from pathlib import Path

from tidewatch.models import Reading
from tidewatch.settings import Settings

log = logging.getLogger(__name__)


def _is_blank(row: list[str]) -> bool:
    return not row or all(not cell.strip() for cell in row)


def ingest_csv(path: Path, settings: Settings) -> list[Reading]:
    readings: list[Reading] = []
    skipped = 0
    with path.open(newline="", encoding=settings.encoding) as fh:
        reader = csv.reader(fh, delimiter=settings.delimiter)
        header = next(reader, None)
        if header is None:
            log.warning("empty file: %s", path)
            return readings
        for lineno, row in enumerate(reader, start=2):
            if _is_blank(row):
                skipped += 1
                continue
            readings.append(Reading.from_row(header, row, lineno=lineno))
    if skipped:
        log.info("skipped %d blank rows in %s", skipped, path.name)
    return readings"""


def vs_screen(clock: str, side: list[Row], *, badge: str | None, branch: str, sync: str, terminal: str | None) -> str:
    rows = frame("ingest.py - tidewatch - Visual Studio Code")
    rows += [r("menu-item", m, "", 80 + 62 * i, 33, 58, 26) for i, m in enumerate(("File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"))]
    acts = ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)" + (f" - {badge} pending changes" if badge else ""),
            "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)", "Testing"]
    rows += [r("page-tab", a, "", 70, 66 + 48 * i, 48, 48) for i, a in enumerate(acts)]
    rows += side
    rows += [r("page-tab", "ingest.py", "", 470, 66, 140, 35), r("page-tab", "test_ingest.py", "", 610, 66, 160, 35),
             r("label", "", "src > tidewatch > ingest.py > ingest_csv", 470, 103, 500, 22)]
    ed_h = 580 if terminal is not None else 900
    rows.append(r("text", "Editor content;Press Alt+F1 for Accessibility Options.", VS_INGEST, 470, 126, 1450, ed_h))
    if terminal is not None:
        rows += [r("page-tab", "PROBLEMS", "", 470, 712, 90, 30), r("page-tab", "OUTPUT", "", 566, 712, 80, 30),
                 r("page-tab", "DEBUG CONSOLE", "", 652, 712, 130, 30), r("page-tab", "TERMINAL", "", 788, 712, 90, 30),
                 r("combo-box", "", "1: bash", 1600, 712, 120, 28), r("push-button", "New Terminal (Ctrl+Shift+`)", "", 1726, 712, 28, 28),
                 r("push-button", "Kill Terminal", "", 1758, 712, 28, 28), r("push-button", "Close Panel", "", 1880, 712, 28, 28),
                 r("terminal", "Terminal 1, bash", terminal, 470, 746, 1450, 290)]
    rows += [r("status-bar", "", "", 70, 1052, 1850, 28), r("push-button", branch, "", 80, 1054, 80, 24),
             r("push-button", sync, "", 166, 1054, 110, 24), r("push-button", "No Problems", "⊗ 0  ⚠ 0", 280, 1054, 80, 24),
             r("push-button", "Ln 34, Col 19", "", 1380, 1054, 110, 24), r("push-button", "Spaces: 4", "", 1494, 1054, 80, 24),
             r("push-button", "UTF-8", "", 1578, 1054, 50, 24), r("push-button", "LF", "", 1632, 1054, 30, 24),
             r("push-button", "Python", "", 1666, 1054, 60, 24), r("push-button", "3.10.12 ('.venv': venv)", "", 1730, 1054, 170, 24)]
    return screen("Visual Studio Code", clock, rows, ("Visual Studio Code",))


def vs_scm(message: str, staged: list[tuple[str, str, str]], changes: list[tuple[str, str, str]], sync_button: str | None) -> list[Row]:
    rows = [r("label", "", "SOURCE CONTROL", 118, 70, 200, 22), r("push-button", "Commit", "", 380, 66, 24, 24),
            r("push-button", "Refresh", "", 408, 66, 24, 24), r("push-button", "Views and More Actions...", "", 436, 66, 24, 24),
            r("entry", "Source Control Input", message or "Message (Ctrl+Enter to commit on 'main')", 126, 100, 336, 30)]
    y = 138
    if sync_button:
        rows.append(r("push-button", sync_button, "", 126, y, 336, 30))
    else:
        rows.append(r("push-button", "✓ Commit", "", 126, y, 336, 30))
    y += 40
    for title, items in (("Staged Changes", staged), ("Changes", changes)):
        if not items:
            continue
        rows.append(r("tree-item", title, str(len(items)), 118, y, 344, 22))
        y += 22
        for name, folder, status in items:
            kind = {"M": "Modified", "U": "Untracked", "A": "Index Added"}[status]
            rows.append(r("tree-item", f"{name}, {folder}, {kind}", status, 134, y, 328, 22))
            y += 22
    return rows


# VS Code (source control), bad
def t03(rs: RowSet) -> None:
    files = [("ingest.py", "src/tidewatch", "M"), ("test_ingest.py", "tests", "U"), ("README.md", "", "M")]
    explorer = [r("label", "", "EXPLORER", 118, 70, 200, 22), r("tree-item", "TIDEWATCH", "", 118, 96, 344, 22)]
    for i, (n, d) in enumerate((("src", 1), ("tidewatch", 2), ("__init__.py", 3), ("fetcher.py", 3), ("ingest.py", 3), ("models.py", 3),
                                ("settings.py", 3), ("tests", 1), ("test_fetcher.py", 2), ("test_ingest.py", 2), (".gitignore", 1),
                                ("pyproject.toml", 1), ("README.md", 1))):
        explorer.append(r("tree-item", n, "", 118 + 12 * d, 118 + 22 * i, 344 - 12 * d, 22))
    st = vs_screen(at("10:55"), explorer, badge="3", branch="main*", sync="Synchronize Changes", terminal=None)
    turns: Turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"),
                  vs_screen(at("10:55"), vs_scm("", [], files, None), badge="3", branch="main*", sync="Synchronize Changes", terminal=None)))
    staged = [(n, d, "A" if s == "U" else s) for n, d, s in files]
    turns.append((code("pyautogui.moveTo(300, 178)\npyautogui.click(440, 178)  # Stage All Changes"),
                  vs_screen(at("10:56"), vs_scm("", staged, [], None), badge="3", branch="main*", sync="Synchronize Changes", terminal=None)))
    msg = "Handle empty CSV rows in ingest"
    turns.append((code(f"pyautogui.click(290, 115)\npyautogui.write('{msg}')"),
                  vs_screen(at("10:57"), vs_scm(msg, staged, [], None), badge="3", branch="main*", sync="Synchronize Changes", terminal=None)))
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')"),
                  vs_screen(at("10:58"), vs_scm("", [], [], "Sync Changes 1↑"), badge=None, branch="main", sync="Synchronize Changes 0↓ 1↑", terminal=None)))
    p = "maya@ubuntu-dev:~/projects/tidewatch$ "
    turns.append((code("pyautogui.hotkey('ctrl', '`')"),
                  vs_screen(at("10:58"), vs_scm("", [], [], "Sync Changes 1↑"), badge=None, branch="main", sync="Synchronize Changes 0↓ 1↑", terminal=p)))
    log_out = (p + "git log --oneline -4\n4e7b1c9 (HEAD -> main) Handle empty CSV rows in ingest\n"
               "a91f2e0 (origin/main, origin/HEAD) Add retry backoff to fetcher\n7c03d58 Bump pandas to 2.1.4\n"
               "e2b6f14 Split config loading into settings module\n" + p)
    turns.append((code("pyautogui.write('git log --oneline -4\\n')"),
                  vs_screen(at("10:59"), vs_scm("", [], [], "Sync Changes 1↑"), badge=None, branch="main", sync="Synchronize Changes 0↓ 1↑", terminal=log_out)))
    status_out = p + "git status -sb\n## main...origin/main [ahead 1]\n" + p
    turns.append((code("pyautogui.write('clear && git status -sb\\n')"),
                  vs_screen(at("10:59"), vs_scm("", [], [], "Sync Changes 1↑"), badge=None, branch="main", sync="Synchronize Changes 0↓ 1↑", terminal=status_out)))
    show_out = (status_out + "git show --stat HEAD | head -12\ncommit 4e7b3c9f0d52a8e1b6c47a9f3d2e1058bb6a7c41\n"
                "Author: Maya Okafor <maya.okafor@northwind-labs.com>\nDate:   Tue Mar 19 10:58:12 2024 +0100\n\n"
                "    Handle empty CSV rows in ingest\n\n README.md               |  4 +++-\n"
                " src/tidewatch/ingest.py | 17 ++++++++++++-----\n tests/test_ingest.py    | 38 ++++++++++++++++++++++++++++++++++++++\n"
                " 3 files changed, 53 insertions(+), 6 deletions(-)\n" + p)
    turns.append((code("pyautogui.write('git show --stat HEAD | head -12\\n')"),
                  vs_screen(at("11:00"), vs_scm("", [], [], "Sync Changes 1↑"), badge=None, branch="main", sync="Synchronize Changes 0↓ 1↑", terminal=show_out)))
    turns.append((code("pyautogui.hotkey('ctrl', '`')\npyautogui.click(294, 153)  # Sync Changes"),
                  vs_screen(at("11:01"), vs_scm("", [], [], None), badge=None, branch="main", sync="Synchronize Changes", terminal=None)))
    rs.add(task="os", tid="h42-os-03", system=system("In VS Code, stage all pending changes of the tidewatch repository, commit them with the message 'Handle empty CSV rows in ingest', check the commit in the terminal, then push it."),
           turns=turns, state=st, bad=True, turn=8, kind="commit hash shown by git show differs from the hash git log printed for the same commit")


# ---------------------------------------------------------------------------------------------
# Evolution: calendar

EVO_WEEK = [  # day offset from Mon Mar 18, start, end, summary, location, calendar
    (0, "09:00", "09:15", "Stand-up", "Jitsi", "Work"), (0, "09:30", "10:30", "Sprint planning", "Room 2", "Work"),
    (1, "09:00", "09:15", "Stand-up", "Jitsi", "Work"), (1, "11:00", "11:30", "Vendor call – Hetzner", "", "Work"),
    (1, "14:00", "14:30", "1:1 with Dana", "Room 3A", "Work"), (2, "09:00", "09:15", "Stand-up", "Jitsi", "Work"),
    (3, "09:00", "09:15", "Stand-up", "Jitsi", "Work"), (3, "16:15", "17:00", "Dentist – Dr. Koval", "Schönhauser Allee 41", "Personal"),
    (4, "09:00", "09:15", "Stand-up", "Jitsi", "Work"), (4, "17:30", "19:00", "Team drinks @ Brauhaus", "Brauhaus Lemke", "Work"),
    (5, "10:00", "12:00", "Farmers market", "Kollwitzplatz", "Personal"),
]
EVO_DAYS = ("Monday 18", "Tuesday 19", "Wednesday 20", "Thursday 21", "Friday 22", "Saturday 23", "Sunday 24")


def evo_frame(title: str, view: str) -> list[Row]:
    rows = frame(title)
    rows += [r("menu", m, "", 80 + 70 * i, 33, 64, 26) for i, m in enumerate(("File", "Edit", "View", "Actions", "Search", "Help"))]
    rows += [r("push-button", "New", "", 80, 64, 70, 36), r("push-button", "Print", "", 156, 64, 60, 36), r("push-button", "Delete", "", 222, 64, 64, 36),
             r("push-button", "Go Back", "", 300, 64, 36, 36), r("push-button", "Today", "", 340, 64, 64, 36), r("push-button", "Go Forward", "", 408, 64, 36, 36)]
    for i, v in enumerate(("Day", "Work Week", "Week", "Month", "List")):
        rows.append(r("toggle-button", v, ck(v == view), 470 + 96 * i, 64, 92, 36))
    rows += [r("entry", "Search", "", 1560, 66, 340, 32)]
    rows += [r("calendar", "March 2024", "", 80, 112, 300, 220), r("label", "", "March 2024", 150, 116, 160, 22),
             r("label", "On This Computer", "On This Computer", 84, 350, 200, 22), r("check-box", "Personal", ck(True), 96, 376, 200, 24),
             r("check-box", "Birthdays & Anniversaries", ck(True), 96, 402, 240, 24),
             r("label", TB_ACC_CAL, TB_ACC_CAL, 84, 436, 290, 22), r("check-box", "Work", ck(True), 96, 462, 200, 24)]
    rows += [r("toggle-button", s, ck(s == "Calendar"), 80, 860 + 36 * i, 300, 34) for i, s in enumerate(("Mail", "Contacts", "Calendar", "Tasks", "Memos"))]
    return rows


TB_ACC_CAL = "maya.okafor@northwind-labs.com (CalDAV)"


def evo_y(hm: str) -> int:
    h, m = map(int, hm.split(":"))
    return 182 + ((h - 8) * 60 + m) * 36 // 30


def evo_week(clock: str, events: list[tuple[int, str, str, str, str, str]], extra: list[Row] | None = None) -> str:
    rows = evo_frame("Calendar - Evolution", "Week")
    rows += [r("label", "", "March 18 – March 24, 2024", 400, 112, 400, 26)]
    rows += [r("table-column-header", d, "", 440 + 210 * i, 140, 208, 26) for i, d in enumerate(EVO_DAYS)]
    rows += [r("label", "Calendar Event: Summary is Elena Sokolova's birthday. All day event.", "", 440 + 210 * 6, 166, 208, 14)]
    for h in range(8, 21):
        rows.append(r("label", "", f"{h:02d}:00", 392, evo_y(f"{h}:00"), 44, 18))
    for d, s, e, summ, loc, _cal in sorted(events, key=lambda ev: (ev[0], ev[1])):
        where = f" Location is {loc}." if loc else ""
        rows.append(r("label", f"Calendar Event: Summary is {summ}.{where} Start at {s}. End at {e}.", "", 442 + 210 * d, evo_y(s), 204, max(18, evo_y(e) - evo_y(s))))
    return screen("Evolution", clock, rows + (extra or []), ("Evolution",))


def evo_editor(title: str, summ: str, loc: str, d1: str, t1: str, d2: str, t2: str, cal: str) -> list[Row]:
    x, y = 560, 150
    return [r("frame", title, "", x, y, 800, 700), r("push-button", "Close", "", x + 756, y + 8, 34, 34),
            r("push-button", "Save and Close", "", x + 10, y + 52, 130, 36), r("push-button", "Save", "", x + 146, y + 52, 70, 36),
            r("push-button", "Reminders", "", x + 222, y + 52, 100, 36), r("toggle-button", "All day event", ck(False), x + 328, y + 52, 120, 36),
            r("toggle-button", "Show Time as Busy", ck(True), x + 454, y + 52, 150, 36), r("push-button", "Recurrence", "", x + 610, y + 52, 100, 36),
            r("label", "Calendar:", "Calendar:", x + 20, y + 110, 90, 24), r("combo-box", "", cal, x + 120, y + 106, 400, 32),
            r("label", "Summary:", "Summary:", x + 20, y + 154, 90, 24), r("entry", "Summary:", summ, x + 120, y + 150, 660, 32),
            r("label", "Location:", "Location:", x + 20, y + 198, 90, 24), r("entry", "Location:", loc, x + 120, y + 194, 660, 32),
            r("label", "Start time:", "Start time:", x + 20, y + 242, 90, 24), r("entry", "Date", d1, x + 120, y + 238, 150, 32),
            r("combo-box", "Time", t1, x + 280, y + 238, 110, 32), r("label", "End time:", "End time:", x + 20, y + 286, 90, 24),
            r("entry", "Date", d2, x + 120, y + 282, 150, 32), r("combo-box", "Time", t2, x + 280, y + 282, 110, 32),
            r("combo-box", "Time zone", "Europe/Berlin", x + 410, y + 282, 220, 32),
            r("label", "Description:", "Description:", x + 20, y + 330, 100, 24), r("text", "Description:", "", x + 120, y + 330, 660, 320)]


# Evolution (calendar), clean
def t04(rs: RowSet) -> None:
    ev = list(EVO_WEEK)
    st = evo_week(at("11:07"), ev)
    turns: Turns = []
    turns.append((code("pyautogui.click(114, 82)  # New"),
                  evo_week(at("11:07"), ev, evo_editor("Appointment — No Summary", "", "", "03/19/2024", "11:30", "03/19/2024", "12:00", "Personal"))))
    fill = ("pyautogui.click(880, 272)\npyautogui.write('Quarterly budget review')\npyautogui.click(880, 360)\npyautogui.write('Room 4B')\n"
            "pyautogui.click(790, 404); pyautogui.hotkey('ctrl', 'a'); pyautogui.write('03/20/2024\\t15:00')\n"
            "pyautogui.click(790, 448); pyautogui.hotkey('ctrl', 'a'); pyautogui.write('03/20/2024\\t16:00')\n"
            "pyautogui.click(1000, 272)  # Calendar combo\npyautogui.click(960, 340)  # Work")
    ed2 = evo_editor("Appointment — Quarterly budget review", "Quarterly budget review", "Room 4B", "03/20/2024", "15:00", "03/20/2024", "16:00", "Work")
    turns.append((code(fill), evo_week(at("11:08"), ev, ed2)))
    remind = [r("dialog", "Reminders", "", 760, 330, 520, 380), r("label", "Reminder", "Reminder", 784, 370, 100, 24),
              r("combo-box", "", "15 minutes before appointment", 890, 366, 360, 32),
              r("table-column-header", "Reminders", "", 784, 414, 470, 24), r("table-cell", "", "15 minutes before the start of the appointment", 784, 440, 470, 24),
              r("push-button", "Add", "", 784, 620, 80, 32), r("push-button", "Remove", "", 870, 620, 90, 32), r("push-button", "Close", "", 1170, 660, 90, 32)]
    turns.append((code("pyautogui.click(832, 220)  # Reminders\npyautogui.click(1070, 382)\npyautogui.click(1060, 470)  # 15 minutes before appointment"),
                  evo_week(at("11:09"), ev, ed2 + remind)))
    ev_new = ev + [(2, "15:00", "16:00", "Quarterly budget review", "Room 4B", "Work")]
    turns.append((code("pyautogui.click(1214, 676)  # Close reminders\npyautogui.click(634, 220)  # Save and Close"),
                  evo_week(at("11:09"), ev_new)))
    ev_moved = ev + [(2, "15:30", "16:30", "Quarterly budget review", "Room 4B", "Work")]
    turns.append((code("pyautogui.doubleClick(860, 620)\npyautogui.click(840, 404); pyautogui.hotkey('ctrl', 'a'); pyautogui.write('15:30')\n"
                       "pyautogui.click(840, 448); pyautogui.hotkey('ctrl', 'a'); pyautogui.write('16:30')\npyautogui.click(634, 220)  # Save and Close"),
                  evo_week(at("11:10"), ev_moved)))
    # month view
    other = {  # date -> events (time, summary)
        5: [("13:00", "Board meeting")], 12: [("10:00", "Q2 OKR kickoff")], 14: [("15:00", "Pi day bake sale")],
        27: [("16:00", "Release 2.4 go/no-go")], 29: [("", "Good Friday")], 33: [("", "Offsite travel")]}
    week_events: dict[int, list[tuple[str, str]]] = {}
    for d, s, _e, summ, _loc, _cal in ev_moved:
        week_events.setdefault(18 + d, []).append((s, summ))
    rows = evo_frame("Calendar - Evolution", "Month")
    rows += [r("label", "", "March 2024", 400, 112, 300, 26)]
    rows += [r("table-column-header", d, "", 400 + 216 * i, 140, 214, 24) for i, d in enumerate(("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"))]
    for cell in range(42):
        day = cell - 3  # Feb 26 is cell 0 -> day -3 ... Mar 1 is cell 4
        x, y = 400 + 216 * (cell % 7), 166 + 146 * (cell // 7)
        if day < 1:
            label = f"Feb {26 + cell}"
        elif day > 31:
            label = f"Apr {day - 31}"
        else:
            label = str(day) if day != 1 else "Mar 1"
        rows.append(r("table-cell", label, "", x, y, 214, 144))
        items: list[tuple[str, str]] = []
        if cell % 7 < 5 and not (day == 29 or day == 33):
            items.append(("09:00", "Stand-up"))
        items += [it for it in week_events.get(day, []) if it != ("09:00", "Stand-up")]
        items += other.get(day, [])
        items.sort()
        if day == 24:
            items.insert(0, ("", "Elena Sokolova's birthday"))
        for j, (tm, summ) in enumerate(items[:4]):
            txt = f"{tm} {summ}".strip()
            if len(txt) > 22:
                txt = txt[:21] + "…"
            rows.append(r("label", "", txt, x + 4, y + 24 + 22 * j, 206, 20))
    turns.append((code("pyautogui.click(806, 82)  # Month"), screen("Evolution", at("11:11"), rows, ("Evolution",))))
    lst = evo_frame("Calendar - Evolution", "List")
    cols = (("Summary", 400, 420), ("Start date", 824, 260), ("End date", 1088, 260), ("Location", 1352, 300), ("Calendar", 1656, 240))
    lst += [r("table-column-header", c, "", x, 116, w, 26) for c, x, w in cols]
    items2 = []
    for d, s, e, summ, loc, cal in ev_moved:
        if d >= 1:
            items2.append((18 + d, s, e, summ, loc, cal))
    items2 += [(25, "09:00", "09:15", "Stand-up", "Jitsi", "Work"), (26, "09:00", "09:15", "Stand-up", "Jitsi", "Work"),
               (27, "09:00", "09:15", "Stand-up", "Jitsi", "Work"), (27, "16:00", "17:00", "Release 2.4 go/no-go", "Room 2", "Work"),
               (28, "09:00", "09:15", "Stand-up", "Jitsi", "Work")]
    items2.sort()
    y = 144
    for day, s, e, summ, loc, cal in items2[:18]:
        rows_ = [(summ, 400, 420), (f"03/{day:02d}/2024 {s}", 824, 260), (f"03/{day:02d}/2024 {e}", 1088, 260), (loc, 1352, 300), (cal, 1656, 240)]
        lst += [r("table-cell", c, t, x, y, w, 26) for t, (c, x, w) in zip([t for t, _x, _w in rows_], cols)]
        y += 28
    turns.append((code("pyautogui.click(902, 82)  # List"), screen("Evolution", at("11:12"), lst, ("Evolution",))))
    rs.add(task="os", tid="h42-os-04", system=system("In Evolution, add a 'Quarterly budget review' appointment in Room 4B on the Work calendar for March 20 with a 15-minute reminder; it should run 15:30–16:30. Then review the month and the list view."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# File Roller (Archive Manager)

def fr_screen(clock: str, loc: str, items: list[tuple[str, str, str, str]], status: str, *, back: bool, selected: tuple[str, ...] = (),
              dialog: list[Row] | None = None) -> str:
    x0, y0 = 300, 120
    rows = frame("client-handoff.zip", x0, y0, 1320, 820)
    rows += [r("push-button", "Go to the previous visited location", "", x0 + 10, y0 + 8, 34, 34),
             r("push-button", "Go to the next visited location", "", x0 + 46, y0 + 8, 34, 34),
             r("push-button", "Extract", "", x0 + 100, y0 + 8, 80, 34), r("push-button", "Add Files", "", x0 + 186, y0 + 8, 34, 34),
             r("label", "", "client-handoff.zip", x0 + 560, y0 + 14, 200, 22), r("push-button", "Search", "", x0 + 1150, y0 + 8, 34, 34),
             r("push-button", "Menu", "", x0 + 1190, y0 + 8, 34, 34),
             r("label", "Location:", "Location:", x0 + 14, y0 + 56, 70, 24), r("entry", "Location:", loc, x0 + 90, y0 + 52, 1210, 30)]
    cols = (("Name", 0, 560), ("Size", 560, 180), ("Type", 740, 260), ("Date Modified", 1000, 300))
    rows += [r("table-column-header", c, "", x0 + 10 + dx, y0 + 92, w, 26) for c, dx, w in cols]
    for i, it in enumerate(items):
        y = y0 + 120 + 28 * i
        if it[0] in selected:
            rows.append(r("table-row", "selected", "", x0 + 10, y, 1300, 28))
        rows += [r("table-cell", c, v, x0 + 10 + dx, y, w, 28) for v, (c, dx, w) in zip(it, cols)]
    rows += [r("status-bar", "", status, x0, y0 + 790, 1320, 30)]
    return screen("Archive Manager", clock, rows + (dialog or []), ("Archive Manager",))


# File Roller (archives), bad
def t05(rs: RowSet) -> None:
    root = [("handoff", "2.1 MB", "Folder", "14 March 2024, 16:02")]
    base = [("wireframes", "1.4 MB", "Folder", "14 March 2024, 15:58"),
            ("brief-v3.pdf", "612.4 kB", "PDF document", "14 March 2024, 15:41"),
            ("budget-2024.xlsx", "46.2 kB", "Excel spreadsheet", "12 March 2024, 11:20"),
            ("logo.svg", "28.4 kB", "SVG image", "2 February 2024, 09:03"),
            ("notes.txt", "3.1 kB", "plain text document", "14 March 2024, 16:01")]
    st = fr_screen(at("10:18"), "/", root, "1 object (2.1 MB)", back=False)
    turns: Turns = []
    turns.append((code("pyautogui.doubleClick(420, 254)  # handoff"),
                  fr_screen(at("10:18"), "/handoff/", base, "5 objects (2.1 MB)", back=True)))
    chooser = [r("dialog", "Add Files", "", 420, 200, 1080, 680), r("push-button", "Cancel", "", 430, 208, 80, 34),
               r("label", "", "Add Files", 920, 214, 100, 22), r("push-button", "Add", "", 1410, 208, 80, 34),
               r("push-button", "maya", "", 640, 254, 70, 30), r("push-button", "Documents", "", 712, 254, 100, 30),
               r("push-button", "handoff-extra", "", 814, 254, 120, 30)]
    places = ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations")
    chooser += [r("list-item", p, "", 424, 254 + 34 * i, 200, 32) for i, p in enumerate(places)]
    chooser += [r("table-column-header", c, "", x, 296, w, 26) for c, x, w in (("Name", 640, 460), ("Size", 1104, 120), ("Modified", 1228, 260))]
    extra_files = [("contract-signed.pdf", "412.6 kB", "09:47"), ("meeting-notes-0318.txt", "5.4 kB", "Yesterday"),
                   ("readme-client.md", "2.2 kB", "Yesterday"), ("timeline.ods", "18.9 kB", "09:51")]
    for i, (n, s, m) in enumerate(extra_files):
        y = 324 + 30 * i
        chooser += [r("table-cell", "Name", n, 640, y, 460, 30), r("table-cell", "Size", s, 1104, y, 120, 30), r("table-cell", "Modified", m, 1228, y, 260, 30)]
    chooser += [r("check-box", "Add only if newer", ck(False), 640, 820, 200, 26), r("combo-box", "", "All files", 1300, 816, 190, 32)]
    turns.append((code("pyautogui.click(503, 145)  # Add Files"),
                  fr_screen(at("10:19"), "/handoff/", base, "5 objects (2.1 MB)", back=True, dialog=chooser)))
    added = [base[0], base[1], base[2], ("contract-signed.pdf", "412.6 kB", "PDF document", "19 March 2024, 09:47"),
             base[3], base[4], ("timeline.ods", "18.9 kB", "ODS spreadsheet", "19 March 2024, 09:51")]
    turns.append((code("pyautogui.click(760, 339)  # contract-signed.pdf\npyautogui.keyDown('ctrl'); pyautogui.click(760, 429); pyautogui.keyUp('ctrl')  # timeline.ods\n"
                       "pyautogui.click(1450, 225)  # Add"),
                  fr_screen(at("10:20"), "/handoff/", added, "7 objects (2.5 MB)", back=True)))
    wf = [("account.png", "402.1 kB", "PNG image", "14 March 2024, 15:52"), ("checkout.png", "361.8 kB", "PNG image", "14 March 2024, 15:55"),
          ("home.png", "455.3 kB", "PNG image", "14 March 2024, 15:49"), ("onboarding.png", "180.8 kB", "PNG image", "14 March 2024, 15:58")]
    turns.append((code("pyautogui.doubleClick(420, 254)  # wireframes"),
                  fr_screen(at("10:20"), "/handoff/wireframes/", wf, "4 objects (1.4 MB)", back=True)))
    turns.append((code("pyautogui.click(420, 282)\npyautogui.hotkey('ctrl', 'a')"),
                  fr_screen(at("10:21"), "/handoff/wireframes/", wf, "4 objects selected (1.4 MB)", back=True, selected=tuple(w[0] for w in wf))))
    bad = [it for it in added if it[0] != "timeline.ods"]
    turns.append((code("pyautogui.click(327, 145)  # Go to the previous visited location"),
                  fr_screen(at("10:21"), "/handoff/", bad, "6 objects (2.5 MB)", back=True)))
    desk = [r("push-button", "Home", "", 1812, 960, 82, 76), r("label", "Home", "", 1833, 1037, 40, 17),
            r("push-button", "Trash", "", 1812, 860, 82, 76), r("label", "Trash", "", 1834, 937, 40, 17)]
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), screen(None, at("10:22"), desk)))
    rs.add(task="os", tid="h42-os-05", system=system("Open client-handoff.zip in Archive Manager and add contract-signed.pdf and timeline.ods from ~/Documents/handoff-extra into its handoff folder, then check the wireframes and close the archive."),
           turns=turns, state=st, bad=True, turn=6, kind="file added to the archive is missing from the folder listing when going back to it")


# ---------------------------------------------------------------------------------------------
# Firefox: settings and history

def ff_frame(title: str, url: str, tab: str) -> list[Row]:
    rows = frame(f"{title} — Mozilla Firefox")
    rows += [r("page-tab", tab, "", 74, 30, 240, 36), r("push-button", "Open a new tab (Ctrl+T)", "", 318, 32, 32, 32),
             r("push-button", "List all tabs", "", 1776, 32, 32, 32),
             r("push-button", "Back", "", 76, 72, 32, 32), r("push-button", "Forward", "", 110, 72, 32, 32), r("push-button", "Reload", "", 144, 72, 32, 32),
             r("entry", "Search with Google or enter address", url, 300, 72, 1180, 32),
             r("push-button", "Save to Pocket", "", 1496, 72, 32, 32), r("push-button", "Firefox View", "", 1530, 72, 32, 32),
             r("push-button", "Extensions", "", 1564, 72, 32, 32), r("push-button", "Open application menu", "", 1870, 72, 32, 32)]
    cats = ("General", "Home", "Search", "Privacy & Security", "Sync", "More from Mozilla")
    sel = {"about:preferences#home": "Home", "about:preferences#search": "Search"}.get(url, "")
    for i, c in enumerate(cats):
        rows.append(r("list-item", c, "selected" if c == sel else "", 180, 160 + 50 * i, 260, 46))
    rows += [r("link", "Extensions & Themes", "", 180, 900, 260, 40), r("link", "Firefox Support", "", 180, 944, 260, 40),
             r("entry", "Find in Settings", "", 1380, 120, 320, 34)]
    return rows


def ff_home(custom: str | None) -> list[Row]:
    rows = [r("heading", "New Windows and Tabs", "New Windows and Tabs", 560, 170, 500, 30),
            r("push-button", "Restore Defaults", "", 1560, 170, 150, 34),
            r("label", "", "Choose what you see when you open your homepage, new windows, and new tabs.", 560, 206, 800, 22),
            r("label", "Homepage and new windows", "Homepage and new windows", 560, 250, 260, 24),
            r("combo-box", "Homepage and new windows", "Firefox Home (Default)" if custom is None else "Custom URLs...", 900, 244, 420, 34)]
    y = 288
    if custom is not None:
        rows += [r("entry", "Paste a URL...", custom, 900, y, 420, 34), r("push-button", "Use Current Pages", "", 900, y + 42, 170, 32),
                 r("push-button", "Use Bookmark…", "", 1076, y + 42, 150, 32)]
        y += 84
    rows += [r("label", "New tabs", "New tabs", 560, y + 6, 260, 24), r("combo-box", "New tabs", "Firefox Home (Default)", 900, y, 420, 34)]
    y += 70
    rows += [r("heading", "Firefox Home Content", "Firefox Home Content", 560, y, 500, 30),
             r("label", "", "Choose what content you want on your Firefox Home screen.", 560, y + 36, 800, 22)]
    y += 72
    for name, on, sub in (("Web Search", True, None), ("Shortcuts", True, "1 row"), ("Sponsored shortcuts", True, None),
                          ("Recommended by Pocket", True, None), ("Sponsored Stories", True, None), ("Recent activity", True, "1 row"),
                          ("Snippets", True, None)):
        indent = 590 if name in ("Sponsored shortcuts", "Sponsored Stories") else 560
        rows.append(r("check-box", name, ck(on), indent, y, 360, 28))
        if sub:
            rows.append(r("combo-box", "", sub, 1320, y - 2, 120, 32))
        y += 38
    return rows


def ff_search(engine: str) -> list[Row]:
    rows = [r("heading", "Search Bar", "Search Bar", 560, 170, 400, 30),
            r("radio-button", "Use the address bar for search and navigation", ck(True), 560, 210, 500, 28),
            r("radio-button", "Add search bar in toolbar", ck(False), 560, 244, 500, 28),
            r("heading", "Default Search Engine", "Default Search Engine", 560, 300, 400, 30),
            r("label", "", "This is your default search engine in the address bar and search bar. You can switch it at any time.", 560, 336, 800, 22),
            r("combo-box", "", engine, 560, 366, 300, 34),
            r("check-box", "Use this search engine in Private Windows", ck(False), 560, 410, 400, 28),
            r("heading", "Search Suggestions", "Search Suggestions", 560, 460, 400, 30),
            r("check-box", "Provide search suggestions", ck(True), 560, 500, 400, 28),
            r("check-box", "Show search suggestions in address bar results", ck(True), 590, 534, 460, 28),
            r("check-box", "Show search suggestions ahead of browsing history in address bar results", ck(False), 590, 568, 600, 28),
            r("check-box", "Show search suggestions in Private Windows", ck(False), 590, 602, 400, 28),
            r("heading", "Search Shortcuts", "Search Shortcuts", 560, 652, 400, 30),
            r("table-column-header", "Search Engine", "", 560, 692, 560, 26), r("table-column-header", "Keyword", "", 1124, 692, 300, 26)]
    for i, (n, k) in enumerate((("Google", "@google"), ("Amazon.com", "@amazon"), ("Bing", "@bing"), ("DuckDuckGo", "@ddg"),
                                ("eBay", "@ebay"), ("Wikipedia (en)", "@wikipedia"))):
        rows += [r("check-box", n, ck(True), 560, 720 + 30 * i, 560, 30), r("table-cell", "Keyword", k, 1124, 720 + 30 * i, 300, 30)]
    rows += [r("push-button", "Restore Default Search Engines", "", 560, 910, 260, 32), r("push-button", "Remove", "", 1330, 910, 90, 32),
             r("link", "Find more search engines", "", 560, 950, 220, 24)]
    return rows


FF_HIST = [  # title, url, time, visits
    ("Pull requests · northwind-labs/tidewatch", "https://github.com/northwind-labs/tidewatch/pulls", "10:31 AM", 7),
    ("22.04 fractional scaling makes apps blurry : r/Ubuntu", "https://www.reddit.com/r/Ubuntu/comments/1bhx2k9/2204_fractional_scaling_makes_apps_blurry/", "10:24 AM", 1),
    ("tidewatch/src/tidewatch/ingest.py at main · northwind-labs/tidewatch", "https://github.com/northwind-labs/tidewatch/blob/main/src/tidewatch/ingest.py", "10:19 AM", 3),
    ("csv — CSV File Reading and Writing — Python 3.12.2 documentation", "https://docs.python.org/3/library/csv.html", "10:12 AM", 5),
    ("Reddit - Dive into anything", "https://www.reddit.com/", "10:08 AM", 4),
    ("Tidewatch ingest - Dashboards - Grafana", "https://grafana.northwind-labs.com/d/tw-ingest/tidewatch-ingest", "9:57 AM", 12),
    ("What's new in pandas 2.2 : r/Python", "https://www.reddit.com/r/Python/comments/1b9q3re/whats_new_in_pandas_22/", "9:51 AM", 1),
    ("[TW-218] Empty rows crash ingest - Jira", "https://northwind.atlassian.net/browse/TW-218", "9:44 AM", 6),
    ("DuckDuckGo — Privacy, simplified.", "https://duckduckgo.com/", "9:40 AM", 2),
    ("Dashboard · Northwind Intranet", "https://intranet.northwind-labs.com/dashboard", "9:33 AM", 9),
    ("python - How to skip blank lines with csv.reader - Stack Overflow", "https://stackoverflow.com/questions/4521426/how-to-skip-blank-lines-with-csv-reader", "9:29 AM", 2),
    ("Google Calendar - Week of March 18, 2024", "https://calendar.google.com/calendar/u/0/r/week", "9:20 AM", 3),
    ("Hacker News", "https://news.ycombinator.com/", "9:12 AM", 8),
    ("Inbox (4) - maya.okafor@gmail.com - Gmail", "https://mail.google.com/mail/u/0/#inbox", "9:05 AM", 15),
]


def ff_library(entries: list[tuple[str, str, str, int]], search: str, note: str | None = None) -> list[Row]:
    x0, y0 = 360, 150
    rows = [r("frame", "Library", "", x0, y0, 1240, 760), r("push-button", "Close", "", x0 + 1196, y0 + 8, 34, 34),
            r("push-button", "Organize", "", x0 + 12, y0 + 50, 100, 32), r("push-button", "Views", "", x0 + 116, y0 + 50, 80, 32),
            r("push-button", "Import and Backup", "", x0 + 200, y0 + 50, 170, 32), r("entry", "Search History", search, x0 + 900, y0 + 50, 320, 32)]
    tree = (("History", 0), ("Today", 1), ("Yesterday", 1), ("Last 7 days", 1), ("This month", 1), ("February", 1), ("Older than 6 months", 1),
            ("Downloads", 0), ("Tags", 0), ("All Bookmarks", 0))
    for i, (n, d) in enumerate(tree):
        rows.append(r("tree-item", n, "selected" if n == "Today" else "", x0 + 10 + 16 * d, y0 + 96 + 26 * i, 240 - 16 * d, 26))
    cols = (("Name", 270, 420), ("Location", 694, 300), ("Most Recent Visit", 998, 150), ("Visit Count", 1152, 80))
    rows += [r("table-column-header", c, "", x0 + dx, y0 + 96, w, 26) for c, dx, w in cols]
    for i, (t, u, tm, v) in enumerate(entries):
        y = y0 + 124 + 26 * i
        vals = (t, u, f"3/19/2024, {tm}", str(v))
        rows += [r("table-cell", c, val, x0 + dx, y, w, 26) for val, (c, dx, w) in zip(vals, cols)]
    if note:
        rows.append(r("label", "", note, x0 + 270, y0 + 730, 600, 22))
    return rows


# Firefox (settings and history), clean
def t06(rs: RowSet) -> None:
    intra = "https://intranet.northwind-labs.com/dashboard"
    hist_tab = ff_frame("Tidewatch ingest - Dashboards - Grafana", "https://grafana.northwind-labs.com/d/tw-ingest/tidewatch-ingest", "Tidewatch ingest - Dashboards - Grafana")
    hist_tab = [row for row in hist_tab if row[0] not in ("list-item", "link") and row[1] != "Find in Settings"]
    st = screen("Firefox Web Browser", at("10:34"), hist_tab + [r("document-frame", "Tidewatch ingest - Dashboards - Grafana", "", 70, 110, 1850, 970)], ("Firefox Web Browser",))
    turns: Turns = []

    def pref(url: str, body: list[Row], clock: str, extra: list[Row] | None = None) -> str:
        return screen("Firefox Web Browser", clock, ff_frame("Settings", url, "Settings") + body + (extra or []), ("Firefox Web Browser",))
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('about:preferences#home\\n')"),
                  pref("about:preferences#home", ff_home(None), at("10:34"))))
    turns.append((code("pyautogui.click(1110, 261)\npyautogui.click(1110, 330)  # Custom URLs..."),
                  pref("about:preferences#home", ff_home(""), at("10:35"))))
    turns.append((code(f"pyautogui.click(1110, 305)\npyautogui.write('{intra}')\npyautogui.press('tab')"),
                  pref("about:preferences#home", ff_home(intra), at("10:35"))))
    turns.append((code("pyautogui.click(310, 283)  # Search"), pref("about:preferences#search", ff_search("Google"), at("10:36"))))
    turns.append((code("pyautogui.click(710, 383)\npyautogui.click(700, 485)  # DuckDuckGo"), pref("about:preferences#search", ff_search("DuckDuckGo"), at("10:36"))))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'h')"),
                  pref("about:preferences#search", ff_search("DuckDuckGo"), at("10:37"), ff_library(FF_HIST, ""))))
    red = [e for e in FF_HIST if "reddit.com" in e[1]]
    turns.append((code("pyautogui.click(1420, 216)\npyautogui.write('reddit')"),
                  pref("about:preferences#search", ff_search("DuckDuckGo"), at("10:37"), ff_library(red, "reddit"))))
    turns.append((code("pyautogui.click(900, 287)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('delete')"),
                  pref("about:preferences#search", ff_search("DuckDuckGo"), at("10:38"), ff_library([], "reddit"))))
    rest = sorted([e for e in FF_HIST if "reddit.com" not in e[1]], key=lambda e: -e[3])
    turns.append((code("pyautogui.click(1420, 216)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')\npyautogui.click(1552, 259)  # Visit Count header"),
                  pref("about:preferences#search", ff_search("DuckDuckGo"), at("10:38"), ff_library(rest, ""))))
    rs.add(task="os", tid="h42-os-06", system=system("In Firefox, make the intranet dashboard (https://intranet.northwind-labs.com/dashboard) the homepage, switch the default search engine to DuckDuckGo, and remove today's reddit.com visits from the history."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# LibreOffice Calc: filters and charts

CALC_DATA = [
    ("East", "Hannah Brooks", "Jan", 112, 5376), ("West", "Luis Ortega", "Jan", 87, 4176), ("Central", "Aisha Khan", "Jan", 64, 3072),
    ("South", "Tom Becker", "Jan", 93, 4464), ("North", "Ingrid Olsen", "Jan", 71, 3408), ("North", "Jonas Berg", "Jan", 98, 4180),
    ("East", "Mei Tanaka", "Jan", 76, 3648), ("West", "Grace Adeyemi", "Jan", 58, 2784), ("South", "Rafael Costa", "Jan", 81, 3888),
    ("Central", "Owen Fitzgerald", "Jan", 69, 3312), ("North", "Sofia Lind", "Jan", 54, 2592), ("East", "Hannah Brooks", "Feb", 104, 4992),
    ("West", "Luis Ortega", "Feb", 91, 4368), ("Central", "Aisha Khan", "Feb", 73, 3504), ("South", "Tom Becker", "Feb", 88, 4224),
    ("North", "Ingrid Olsen", "Feb", 66, 3168), ("North", "Jonas Berg", "Feb", 102, 4896), ("East", "Mei Tanaka", "Feb", 79, 3792),
    ("West", "Grace Adeyemi", "Feb", 62, 2976), ("South", "Rafael Costa", "Feb", 85, 4080), ("Central", "Owen Fitzgerald", "Feb", 71, 3408),
    ("North", "Sofia Lind", "Feb", 59, 2832), ("East", "Hannah Brooks", "Mar", 118, 5664), ("West", "Luis Ortega", "Mar", 95, 4560),
    ("Central", "Aisha Khan", "Mar", 77, 3696), ("South", "Tom Becker", "Mar", 90, 4320), ("North", "Ingrid Olsen", "Mar", 74, 3552),
    ("North", "Jonas Berg", "Mar", 107, 5136), ("East", "Mei Tanaka", "Mar", 83, 3984), ("West", "Grace Adeyemi", "Mar", 67, 3216),
    ("South", "Rafael Costa", "Mar", 89, 4272), ("Central", "Owen Fitzgerald", "Mar", 75, 3600), ("North", "Sofia Lind", "Mar", 63, 3024),
    ("East", "Priya Nair", "Mar", 41, 1968), ("West", "Daniel Moreau", "Mar", 38, 1824), ("South", "Kwame Mensah", "Mar", 44, 2112),
    ("Central", "Lena Vogel", "Mar", 36, 1728), ("North", "Erik Nyström", "Mar", 47, 2256), ("East", "Priya Nair", "Feb", 33, 1584),
    ("West", "Daniel Moreau", "Feb", 29, 1392),
]


def fmt(n: float) -> str:
    return f"{n:,.0f}"


def calc_screen(clock: str, data: list[tuple[str, str, str, int, int]], *, name_box: str, formula: str, status: str,
                records: str = "Sheet 1 of 1", autofilter: bool = False, only: str | None = None, extra: list[Row] | None = None,
                selected_cols: str = "") -> str:
    rows = frame("regional_sales_q1.ods - LibreOffice Calc")
    rows += [r("menu", m, "", 80 + 66 * i, 33, 62, 24) for i, m in enumerate(("File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"))]
    rows += [r("push-button", b, "", 80 + 36 * i, 62, 34, 32) for i, b in enumerate(("New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
                                                                                      "Undo", "Redo", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart"))]
    rows += [r("combo-box", "Name Box", name_box, 80, 132, 110, 28), r("push-button", "Function Wizard", "", 196, 132, 28, 28),
             r("push-button", "Sum", "", 228, 132, 28, 28), r("entry", "Input line", formula, 290, 132, 1620, 28)]
    letters = "ABCDEFG"
    widths = (110, 160, 90, 90, 110, 90, 90)
    xs = [130]
    for w in widths[:-1]:
        xs.append(xs[-1] + w)
    rows += [r("table-column-header", c, "selected" if c in selected_cols else "", xs[i], 168, widths[i], 20) for i, c in enumerate(letters)]
    hdr = ("Region", "Rep", "Month", "Units", "Revenue")
    shown = [(1, hdr)] + [(i + 2, d) for i, d in enumerate(data) if only is None or d[0] == only]
    for k, (rownum, vals) in enumerate(shown):
        y = 190 + 19 * k
        rows.append(r("table-row-header", str(rownum), "", 80, y, 50, 19))
        for c, v in enumerate(vals):
            txt = fmt(v) if isinstance(v, int) else v
            rows.append(r("table-cell", f"{letters[c]}{rownum}", txt, xs[c], y, widths[c], 19))
            if autofilter and rownum == 1:
                rows.append(r("push-button", f"AutoFilter {letters[c]}1", "", xs[c] + widths[c] - 18, y, 18, 19))
    rows += [r("page-tab", "Sheet1", "", 120, 1010, 80, 26), r("push-button", "Add Sheet", "", 86, 1010, 28, 26),
             r("status-bar", "", "", 70, 1048, 1850, 30), r("label", "", records, 80, 1052, 220, 22),
             r("label", "", "Default", 500, 1052, 120, 22), r("label", "", "English (USA)", 700, 1052, 140, 22),
             r("label", "", status, 1100, 1052, 420, 22), r("slider", "Zoom", "100%", 1700, 1052, 200, 22)]
    return screen("LibreOffice Calc", clock, rows + (extra or []), ("LibreOffice Calc",))


def avg_sum(vals: list[int]) -> str:
    return f"Average: {fmt(sum(vals) / len(vals))}; Sum: {fmt(sum(vals))}"


# LibreOffice Calc (filters and charts), bad
def t07(rs: RowSet) -> None:
    data = list(CALC_DATA)
    st = calc_screen(at("13:40"), data, name_box="A1", formula="Region", status="Average: ; Sum: 0")
    turns: Turns = []
    turns.append((code("pyautogui.click(650, 178)  # column E header"),
                  calc_screen(at("13:40"), data, name_box="E1:E1048576", formula="Revenue", status=avg_sum([d[4] for d in data]), selected_cols="E")))
    turns.append((code("pyautogui.click(135, 146)\npyautogui.write('E7\\n')"),
                  calc_screen(at("13:41"), data, name_box="E7", formula="4180", status="Average: 4,180; Sum: 4,180")))
    fixed = [d if i != 5 else (d[0], d[1], d[2], d[3], 4810) for i, d in enumerate(data)]
    turns.append((code("pyautogui.write('4810\\n')"),
                  calc_screen(at("13:41"), fixed, name_box="E8", formula="3648", status="Average: 3,648; Sum: 3,648")))
    turns.append((code("pyautogui.click(650, 178)  # column E header"),
                  calc_screen(at("13:42"), fixed, name_box="E1:E1048576", formula="Revenue", status=avg_sum([d[4] for d in data]), selected_cols="E")))
    turns.append((code("pyautogui.click(185, 199)  # A1\npyautogui.hotkey('ctrl', 'shift', 'l')  # AutoFilter"),
                  calc_screen(at("13:42"), fixed, name_box="A1", formula="Region", status="Average: ; Sum: 0", autofilter=True)))
    pop = [r("window", "AutoFilter", "", 222, 209, 300, 470), r("menu-item", "Sort Ascending", "", 230, 214, 280, 24),
           r("menu-item", "Sort Descending", "", 230, 240, 280, 24), r("menu-item", "Top 10", "", 230, 272, 280, 24),
           r("menu-item", "Empty", "", 230, 298, 280, 24), r("menu-item", "Not Empty", "", 230, 324, 280, 24),
           r("menu-item", "Text color", "", 230, 350, 280, 24), r("menu-item", "Background color", "", 230, 376, 280, 24),
           r("menu-item", "Standard Filter...", "", 230, 402, 280, 24), r("entry", "Search items...", "", 232, 434, 276, 28)]
    regions = ("Central", "East", "North", "South", "West")
    pop += [r("check-box", "(All)", ck(True), 236, 470, 260, 22)] + [r("check-box", g, ck(True), 236, 494 + 24 * i, 260, 22) for i, g in enumerate(regions)]
    pop += [r("push-button", "OK", "", 330, 640, 80, 28), r("push-button", "Cancel", "", 416, 640, 90, 28)]
    turns.append((code("pyautogui.click(231, 199)  # AutoFilter A1"),
                  calc_screen(at("13:43"), fixed, name_box="A1", formula="Region", status="Average: ; Sum: 0", autofilter=True, extra=pop)))
    turns.append((code("pyautogui.click(246, 481)  # (All)\npyautogui.click(246, 553)  # North\npyautogui.click(370, 654)  # OK"),
                  calc_screen(at("13:43"), fixed, name_box="A1", formula="Region", status="Average: ; Sum: 0", records="10 of 40 records found",
                              autofilter=True, only="North")))
    north = [d for d in fixed if d[0] == "North"]
    sel_vals = [d[3] for d in north] + [d[4] for d in north]
    wiz = [r("dialog", "Chart Wizard", "", 520, 250, 880, 560), r("label", "Steps", "Steps", 540, 290, 180, 24)]
    wiz += [r("list-item", s, "", 540, 320 + 30 * i, 200, 28) for i, s in enumerate(("1. Chart Type", "2. Data Range", "3. Data Series", "4. Chart Elements"))]
    wiz += [r("label", "", "Choose a Chart Type", 760, 290, 300, 24)]
    wiz += [r("list-item", t, "selected" if t == "Column" else "", 760, 320 + 28 * i, 180, 26) for i, t in
            enumerate(("Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"))]
    wiz += [r("check-box", "3D Look", ck(False), 960, 560, 120, 24), r("radio-button", "Normal", ck(True), 960, 330, 140, 24),
            r("radio-button", "Stacked", ck(False), 1110, 330, 140, 24), r("radio-button", "Percent Stacked", ck(False), 1260, 330, 130, 24),
            r("push-button", "Help", "", 540, 760, 80, 32), r("push-button", "< Back", "", 960, 760, 90, 32), r("push-button", "Next >", "", 1056, 760, 90, 32),
            r("push-button", "Finish", "", 1152, 760, 90, 32), r("push-button", "Cancel", "", 1290, 760, 90, 32)]
    turns.append((code("pyautogui.click(135, 146)\npyautogui.write('D1:E41\\n')\npyautogui.click(575, 78)  # Insert Chart"),
                  calc_screen(at("13:44"), fixed, name_box="D1:E41", formula="Units", status=avg_sum(sel_vals), records="10 of 40 records found",
                              autofilter=True, only="North", extra=wiz, selected_cols="DE")))
    wiz2 = [row for row in wiz if row[0] not in ("list-item", "radio-button", "check-box") or row[1].startswith(("1.", "2.", "3.", "4."))]
    wiz2 = [row for row in wiz2 if row[2] != "Choose a Chart Type"]
    wiz2 += [r("label", "", "Choose a Data Range", 760, 290, 300, 24), r("label", "Data range:", "Data range:", 760, 330, 100, 24),
             r("entry", "Data range:", "$Sheet1.$D$1:$E$41", 870, 326, 420, 30), r("radio-button", "Data series in rows", ck(False), 760, 380, 300, 24),
             r("radio-button", "Data series in columns", ck(True), 760, 410, 300, 24), r("check-box", "First row as label", ck(True), 760, 450, 300, 24),
             r("check-box", "First column as label", ck(False), 760, 480, 300, 24)]
    turns.append((code("pyautogui.click(1101, 776)  # Next >"),
                  calc_screen(at("13:44"), fixed, name_box="D1:E41", formula="Units", status=avg_sum(sel_vals), records="10 of 40 records found",
                              autofilter=True, only="North", extra=wiz2, selected_cols="DE")))
    chart = [r("embedded", "Object 1", "", 700, 230, 760, 440), r("chart", "Chart", "", 700, 230, 760, 440),
             r("label", "", "Units", 1390, 420, 60, 20), r("label", "", "Revenue", 1390, 446, 70, 20)]
    for i in range(len(north)):
        chart.append(r("label", "", str(i + 1), 770 + 66 * i, 640, 20, 18))
    turns.append((code("pyautogui.click(1197, 776)  # Finish"),
                  calc_screen(at("13:45"), fixed, name_box="Object 1", formula="", status="", records="10 of 40 records found",
                              autofilter=True, only="North", extra=chart)))
    rs.add(task="os", tid="h42-os-07", system=system("In regional_sales_q1.ods, correct the revenue in E7 to 4810, filter the table to the North region and insert a column chart of units and revenue."),
           turns=turns, state=st, bad=True, turn=4, kind="status-bar Sum of column E unchanged after E7 was raised from 4,180 to 4,810")


# ---------------------------------------------------------------------------------------------
# gedit: preferences

GEDIT_SH = """#!/usr/bin/env bash
# Nightly backup of ~/projects and ~/Documents to the NAS
set -euo pipefail

SRC_DIRS=("$HOME/projects" "$HOME/Documents")
DEST="/mnt/nas/backups/$(hostname)"
STAMP="$(date +%Y-%m-%d)"
LOG="$HOME/.local/state/backup/backup-$STAMP.log"

mkdir -p "$(dirname "$LOG")" "$DEST"

for dir in "${SRC_DIRS[@]}"; do
	name="$(basename "$dir")"
	echo "[$(date +%T)] syncing $dir" >> "$LOG"
	rsync -a --delete \\
		--exclude '.venv/' \\
		--exclude 'node_modules/' \\
		--exclude '__pycache__/' \\
		"$dir/" "$DEST/$name/" >> "$LOG" 2>&1
done

# keep 14 days of logs
find "$(dirname "$LOG")" -name 'backup-*.log' -mtime +14 -delete

if command -v notify-send >/dev/null; then
	notify-send "Backup" "Finished syncing ${#SRC_DIRS[@]} folders to $DEST"
fi"""


def gedit_screen(clock: str, text: str, *, modified: bool, tab: int, pos: str, dialog: list[Row] | None = None) -> str:
    x0, y0 = 260, 90
    rows = [r("frame", ("*" if modified else "") + "backup.sh (~/scripts) - gedit", "", x0, y0, 1400, 900),
            r("push-button", "Open", "", x0 + 8, y0 + 8, 80, 34), r("push-button", "New tab", "", x0 + 92, y0 + 8, 34, 34),
            r("label", "", ("*" if modified else "") + "backup.sh", x0 + 640, y0 + 6, 120, 20), r("label", "", "~/scripts", x0 + 660, y0 + 26, 80, 16),
            r("push-button", "Save", "", x0 + 1186, y0 + 8, 60, 34), r("push-button", "Main Menu", "", x0 + 1250, y0 + 8, 34, 34),
            r("push-button", "Minimize", "", x0 + 1290, y0 + 8, 34, 34), r("push-button", "Maximize", "", x0 + 1326, y0 + 8, 34, 34),
            r("push-button", "Close", "", x0 + 1362, y0 + 8, 34, 34),
            r("text", "", text, x0, y0 + 50, 1400, 818),
            r("status-bar", "", "", x0, y0 + 868, 1400, 32), r("push-button", "sh", "", x0 + 900, y0 + 872, 60, 24),
            r("push-button", f"Tab Width: {tab}", "", x0 + 980, y0 + 872, 110, 24), r("label", "", pos, x0 + 1110, y0 + 874, 130, 22),
            r("label", "", "INS", x0 + 1260, y0 + 874, 40, 22)]
    return screen("Text Editor", clock, rows + (dialog or []), ("Text Editor",))


def gedit_prefs(page: str, view: dict[str, bool], tab: int, spaces: bool, auto: bool) -> list[Row]:
    x0, y0 = 660, 220
    rows = [r("dialog", "Preferences", "", x0, y0, 600, 620), r("push-button", "Close", "", x0 + 556, y0 + 8, 34, 34)]
    rows += [r("page-tab", t, "selected" if t == page else "", x0 + 20 + 140 * i, y0 + 52, 136, 32) for i, t in enumerate(("View", "Editor", "Font & Colors", "Plugins"))]
    y = y0 + 100
    if page == "View":
        rows += [r("check-box", "Display line numbers", ck(view["lines"]), x0 + 30, y, 300, 26),
                 r("check-box", "Display right margin at column", ck(False), x0 + 30, y + 32, 300, 26), r("spin-button", "", "80", x0 + 340, y + 30, 90, 30),
                 r("check-box", "Display statusbar", ck(True), x0 + 30, y + 64, 300, 26),
                 r("check-box", "Display overview map", ck(False), x0 + 30, y + 96, 300, 26),
                 r("check-box", "Display grid pattern", ck(False), x0 + 30, y + 128, 300, 26),
                 r("label", "Text Wrapping", "Text Wrapping", x0 + 20, y + 176, 200, 24),
                 r("check-box", "Enable text wrapping", ck(True), x0 + 30, y + 206, 300, 26),
                 r("check-box", "Do not split words over two lines", ck(True), x0 + 50, y + 238, 300, 26),
                 r("label", "Highlighting", "Highlighting", x0 + 20, y + 286, 200, 24),
                 r("check-box", "Highlight current line", ck(view["current"]), x0 + 30, y + 316, 300, 26),
                 r("check-box", "Highlight matching brackets", ck(False), x0 + 30, y + 348, 300, 26)]
    else:
        rows += [r("label", "Tab Stops", "Tab Stops", x0 + 20, y, 200, 24), r("label", "Tab width:", "Tab width:", x0 + 30, y + 34, 100, 24),
                 r("spin-button", "Tab width:", str(tab), x0 + 140, y + 30, 90, 30),
                 r("check-box", "Insert spaces instead of tabs", ck(spaces), x0 + 30, y + 70, 300, 26),
                 r("check-box", "Enable automatic indentation", ck(auto), x0 + 30, y + 102, 300, 26),
                 r("label", "File Saving", "File Saving", x0 + 20, y + 150, 200, 24),
                 r("check-box", "Create a backup copy of files before saving", ck(False), x0 + 30, y + 180, 360, 26),
                 r("check-box", "Autosave files every", ck(False), x0 + 30, y + 212, 200, 26), r("spin-button", "", "10", x0 + 240, y + 210, 80, 30),
                 r("label", "", "minutes", x0 + 330, y + 214, 80, 22)]
    return rows


# gedit (preferences), clean
def t08(rs: RowSet) -> None:
    txt = GEDIT_SH
    view = {"lines": False, "current": False}
    st = gedit_screen(at("16:02"), txt, modified=False, tab=8, pos="Ln 12, Col 9")
    turns: Turns = []
    turns.append((code("pyautogui.click(1527, 115)  # Main Menu\npyautogui.click(1440, 300)  # Preferences"),
                  gedit_screen(at("16:02"), txt, modified=False, tab=8, pos="Ln 12, Col 9", dialog=gedit_prefs("View", view, 8, False, False))))
    view = {"lines": True, "current": True}
    turns.append((code("pyautogui.click(700, 333)  # Display line numbers\npyautogui.click(700, 649)  # Highlight current line"),
                  gedit_screen(at("16:03"), txt, modified=False, tab=8, pos="Ln 12, Col 9", dialog=gedit_prefs("View", view, 8, False, False))))
    turns.append((code("pyautogui.click(818, 288)  # Editor"),
                  gedit_screen(at("16:03"), txt, modified=False, tab=8, pos="Ln 12, Col 9", dialog=gedit_prefs("Editor", view, 8, False, False))))
    turns.append((code("pyautogui.tripleClick(845, 365)\npyautogui.write('4')\npyautogui.press('tab')\n"
                       "pyautogui.click(700, 403)  # Insert spaces instead of tabs\npyautogui.click(700, 435)  # Enable automatic indentation"),
                  gedit_screen(at("16:04"), txt, modified=False, tab=4, pos="Ln 12, Col 9", dialog=gedit_prefs("Editor", view, 4, True, True))))
    turns.append((code("pyautogui.click(1233, 245)  # Close"), gedit_screen(at("16:04"), txt, modified=False, tab=4, pos="Ln 12, Col 9")))
    line = 'echo "[$(date +%T)] backup done" >> "$LOG"'
    txt2 = txt + "\n" + line
    n = txt2.count("\n") + 1
    turns.append((code("pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.write('" + line.replace("'", "\\'") + "')"),
                  gedit_screen(at("16:05"), txt2, modified=True, tab=4, pos=f"Ln {n}, Col {len(line) + 1}")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), gedit_screen(at("16:05"), txt2, modified=False, tab=4, pos=f"Ln {n}, Col {len(line) + 1}")))
    rs.add(task="os", tid="h42-os-08", system=system("In gedit, turn on line numbers and current-line highlighting, use 4-space indentation with spaces and automatic indentation, then append a final log line to backup.sh and save it."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# GIMP: canvas size and export

def gimp_screen(clock: str, w: int, h: int, state: str, dirty: bool, mem: str, extra: list[Row] | None = None) -> str:
    title = f"{'*' if dirty else ''}[banner-draft] ({state})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {w}x{h} – GIMP"
    rows = frame(title)
    rows += [r("menu", m, "", 80 + 64 * i, 33, 60, 24) for i, m in enumerate(("File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"))]
    tools = ("Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool", "Warp Transform",
             "Paintbrush Tool", "Eraser Tool", "Bucket Fill Tool", "Gradient Tool", "Clone Tool", "Text Tool", "Color Picker Tool", "Zoom Tool")
    rows += [r("toggle-button", t, ck(t == "Move Tool"), 76 + 36 * (i % 6), 70 + 36 * (i // 6), 34, 34) for i, t in enumerate(tools)]
    rows += [r("label", "", "Move", 80, 200, 200, 22), r("label", "", "Tool Options", 80, 176, 200, 20)]
    rows += [r("page-tab", "banner-draft.png-1", "", 310, 66, 180, 28), r("panel", "Canvas", "", 310, 100, 1280, 920),
             r("label", "", "0", 320, 100, 20, 16), r("label", "", "500", 640, 100, 30, 16), r("label", "", "1000", 980, 100, 40, 16), r("label", "", "1500", 1320, 100, 40, 16)]
    rows += [r("page-tab", "Layers", "", 1600, 66, 90, 28), r("page-tab", "Channels", "", 1692, 66, 90, 28), r("page-tab", "Paths", "", 1784, 66, 90, 28),
             r("combo-box", "Mode", "Normal", 1600, 100, 310, 28), r("spin-button", "Opacity", "100.0", 1600, 134, 310, 26),
             r("check-box", "Lock pixels", ck(False), 1600, 166, 26, 26), r("check-box", "Lock position and size", ck(False), 1630, 166, 26, 26),
             r("table-cell", "", "banner-draft.png", 1660, 200, 250, 40),
             r("push-button", "Create a new layer", "", 1600, 600, 30, 28), r("push-button", "Delete this layer", "", 1880, 600, 30, 28)]
    rows += [r("status-bar", "", "", 70, 1050, 1850, 30), r("combo-box", "", "px", 310, 1052, 60, 24), r("combo-box", "", "66.7%", 380, 1052, 90, 24),
             r("label", "", mem, 480, 1054, 300, 22)]
    return screen("GNU Image Manipulation Program", clock, rows + (extra or []), ("GNU Image Manipulation Program",))


def gimp_canvas(w: int, h: int, chained: bool, ox: int, oy: int, layers: str, fill: str) -> list[Row]:
    x0, y0 = 620, 200
    return [r("dialog", "Set Image Canvas Size", "", x0, y0, 640, 680), r("label", "", "Set Image Canvas Size", x0 + 80, y0 + 16, 300, 24),
            r("label", "", "[banner-draft] (imported)-1", x0 + 80, y0 + 42, 300, 20),
            r("label", "Canvas Size", "Canvas Size", x0 + 20, y0 + 84, 200, 22), r("label", "Width:", "Width:", x0 + 30, y0 + 118, 70, 22),
            r("spin-button", "Width:", str(w), x0 + 110, y0 + 114, 140, 30), r("label", "Height:", "Height:", x0 + 30, y0 + 152, 70, 22),
            r("spin-button", "Height:", str(h), x0 + 110, y0 + 148, 140, 30), r("toggle-button", "Chain", ck(chained), x0 + 258, y0 + 122, 24, 50),
            r("combo-box", "", "px", x0 + 292, y0 + 130, 80, 30), r("label", "", f"{w} × {h} pixels", x0 + 400, y0 + 118, 200, 22),
            r("label", "", "72 ppi", x0 + 400, y0 + 142, 200, 22),
            r("label", "Offset", "Offset", x0 + 20, y0 + 200, 200, 22), r("label", "X:", "X:", x0 + 30, y0 + 234, 30, 22),
            r("spin-button", "X:", str(ox), x0 + 110, y0 + 230, 140, 30), r("label", "Y:", "Y:", x0 + 30, y0 + 268, 30, 22),
            r("spin-button", "Y:", str(oy), x0 + 110, y0 + 264, 140, 30), r("push-button", "Center", "", x0 + 292, y0 + 248, 90, 30),
            r("label", "Layers", "Layers", x0 + 20, y0 + 420, 200, 22), r("label", "Resize layers:", "Resize layers:", x0 + 30, y0 + 454, 120, 22),
            r("combo-box", "Resize layers:", layers, x0 + 160, y0 + 450, 300, 30), r("label", "Fill with:", "Fill with:", x0 + 30, y0 + 490, 120, 22),
            r("combo-box", "Fill with:", fill, x0 + 160, y0 + 486, 300, 30), r("check-box", "Resize text layers", ck(False), x0 + 30, y0 + 526, 300, 24),
            r("push-button", "Help", "", x0 + 20, y0 + 630, 80, 32), r("push-button", "Reset", "", x0 + 300, y0 + 630, 80, 32),
            r("push-button", "Cancel", "", x0 + 390, y0 + 630, 80, 32), r("push-button", "Resize", "", x0 + 480, y0 + 630, 140, 32)]


def gimp_chooser(title: str, name: str, files: list[tuple[str, str, str]], action: str, preview: list[Row] | None = None) -> list[Row]:
    x0, y0 = 420, 160
    rows = [r("dialog", title, "", x0, y0, 1080, 760), r("label", "Name:", "Name:", x0 + 20, y0 + 20, 60, 24),
            r("entry", "Name:", name, x0 + 90, y0 + 16, 500, 32), r("push-button", "maya", "", x0 + 240, y0 + 64, 70, 30),
            r("push-button", "Pictures", "", x0 + 312, y0 + 64, 90, 30), r("push-button", "marketing", "", x0 + 404, y0 + 64, 100, 30)]
    places = ("Search", "Recently Used", "maya", "Desktop", "File System", "Documents", "Music", "Pictures", "Videos", "Downloads")
    rows += [r("list-item", p, "", x0 + 10, y0 + 110 + 30 * i, 210, 28) for i, p in enumerate(places)]
    rows += [r("table-column-header", c, "", x, y0 + 110, w, 26) for c, x, w in (("Name", x0 + 230, 420), ("Size", x0 + 654, 110), ("Modified", x0 + 768, 150))]
    for i, (n, s, m) in enumerate(files):
        y = y0 + 138 + 28 * i
        rows += [r("table-cell", "Name", n, x0 + 230, y, 420, 28), r("table-cell", "Size", s, x0 + 654, y, 110, 28), r("table-cell", "Modified", m, x0 + 768, y, 150, 28)]
    rows += preview or []
    rows += [r("combo-box", "", "All images" if action == "Open" else "Select File Type (By Extension)", x0 + 230, y0 + 660, 400, 30),
             r("push-button", "Help", "", x0 + 20, y0 + 712, 80, 32), r("push-button", "Cancel", "", x0 + 880, y0 + 712, 90, 32),
             r("push-button", action, "", x0 + 976, y0 + 712, 90, 32)]
    return rows


# GIMP (canvas size and export), bad
def t09(rs: RowSet) -> None:
    st = gimp_screen(at("11:06"), 1600, 900, "imported", False, "banner-draft.png (9.8 MB)")
    turns: Turns = []
    turns.append((code("pyautogui.click(366, 45)  # Image\npyautogui.click(420, 262)  # Canvas Size…"),
                  gimp_screen(at("11:06"), 1600, 900, "imported", False, "banner-draft.png (9.8 MB)", gimp_canvas(1600, 900, True, 0, 0, "None", "Transparency"))))
    turns.append((code("pyautogui.click(890, 347)  # unchain\npyautogui.tripleClick(800, 363)\npyautogui.write('1000')\npyautogui.press('tab')"),
                  gimp_screen(at("11:07"), 1600, 900, "imported", False, "banner-draft.png (9.8 MB)", gimp_canvas(1600, 1000, False, 0, 0, "None", "Transparency"))))
    turns.append((code("pyautogui.click(957, 463)  # Center"),
                  gimp_screen(at("11:07"), 1600, 900, "imported", False, "banner-draft.png (9.8 MB)", gimp_canvas(1600, 1000, False, 0, 50, "None", "Transparency"))))
    turns.append((code("pyautogui.click(930, 665)\npyautogui.click(930, 760)  # All layers (Image size)\npyautogui.click(930, 701)\npyautogui.click(930, 755)  # Background color"),
                  gimp_screen(at("11:08"), 1600, 900, "imported", False, "banner-draft.png (9.8 MB)", gimp_canvas(1600, 1000, False, 0, 50, "All layers (Image size)", "Background color"))))
    turns.append((code("pyautogui.click(1170, 846)  # Resize"),
                  gimp_screen(at("11:08"), 1600, 1000, "imported", True, "banner-draft.png (10.9 MB)")))
    files = [("banner-draft.png", "412.3 kB", "09:12"), ("banner-old-2023.png", "388.0 kB", "12 Dec 2023"),
             ("logo-dark.png", "24.1 kB", "4 Mar"), ("social-card.jpg", "201.7 kB", "Yesterday")]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"),
                  gimp_screen(at("11:09"), 1600, 1000, "imported", True, "banner-draft.png (10.9 MB)", gimp_chooser("Export Image", "banner-draft.png", files, "Export"))))
    png = [r("dialog", "Export Image as PNG", "", 700, 260, 520, 600)]
    for i, (n, on) in enumerate((("Interlacing (Adam7)", False), ("Save background color", False), ("Save gamma", False), ("Save layer offset", False),
                                 ("Save resolution", True), ("Save creation time", True), ("Save comment", False),
                                 ("Save color values from transparent pixels", False))):
        png.append(r("check-box", n, ck(on), 720, 300 + 30 * i, 460, 26))
    png += [r("combo-box", "", "automatic pixelformat", 720, 550, 300, 30), r("slider", "Compression level", "9", 720, 590, 460, 30)]
    for i, (n, on) in enumerate((("Save Exif data", True), ("Save XMP data", True), ("Save IPTC data", True), ("Save thumbnail", False), ("Save color profile", True))):
        png.append(r("check-box", n, ck(on), 720 + 230 * (i % 2), 636 + 30 * (i // 2), 220, 26))
    png += [r("push-button", "Load Defaults", "", 720, 740, 130, 32), r("push-button", "Save Defaults", "", 856, 740, 130, 32),
            r("push-button", "Help", "", 720, 812, 80, 32), r("push-button", "Cancel", "", 1020, 812, 90, 32), r("push-button", "Export", "", 1116, 812, 90, 32)]
    turns.append((code("pyautogui.tripleClick(760, 192)\npyautogui.write('banner-final.png')\npyautogui.click(1441, 888)  # Export"),
                  gimp_screen(at("11:10"), 1600, 1000, "imported", True, "banner-draft.png (10.9 MB)",
                              gimp_chooser("Export Image", "banner-final.png", files, "Export") + png)))
    turns.append((code("pyautogui.click(1161, 828)  # Export"),
                  gimp_screen(at("11:11"), 1600, 1000, "exported", True, "banner-final.png (10.9 MB)")))
    files2 = [("banner-draft.png", "412.3 kB", "09:12"), ("banner-final.png", "498.6 kB", "10:41"), ("banner-old-2023.png", "388.0 kB", "12 Dec 2023"),
              ("logo-dark.png", "24.1 kB", "4 Mar"), ("social-card.jpg", "201.7 kB", "Yesterday")]
    prev = [r("label", "Preview", "Preview", 1360, 300, 120, 22), r("image", "", "", 1360, 330, 128, 80), r("label", "", "banner-final.png", 1350, 420, 140, 20),
            r("label", "", "498.6 kB", 1350, 442, 140, 20), r("label", "", "1600 × 1000 pixels", 1350, 464, 140, 20), r("label", "", "RGB, 1 layer", 1350, 486, 140, 20)]
    turns.append((code("pyautogui.hotkey('ctrl', 'o')\npyautogui.click(880, 326)  # banner-final.png"),
                  gimp_screen(at("11:12"), 1600, 1000, "exported", True, "banner-final.png (10.9 MB)",
                              [row for row in gimp_chooser("Open Image", "", files2, "Open", prev) if row[1] != "Name:"])))
    rs.add(task="os", tid="h42-os-09", system=system("In GIMP, extend the canvas of banner-draft.png to 1600×1000 (centered vertically, filled with the background color) and export the result as banner-final.png in the same folder."),
           turns=turns, state=st, bad=True, turn=9, kind="freshly exported file listed with a modified time earlier than the export")


# ---------------------------------------------------------------------------------------------
# Rhythmbox: library

RB_LIB = [  # track, title, genre, artist, album, time
    (1, "Sound & Color", "Rock", "Alabama Shakes", "Sound & Color", "3:02"), (2, "Don't Wanna Fight", "Rock", "Alabama Shakes", "Sound & Color", "3:52"),
    (3, "Dunes", "Rock", "Alabama Shakes", "Sound & Color", "4:18"), (4, "Future People", "Rock", "Alabama Shakes", "Sound & Color", "3:22"),
    (1, "Do I Wanna Know?", "Indie Rock", "Arctic Monkeys", "AM", "4:32"), (2, "R U Mine?", "Indie Rock", "Arctic Monkeys", "AM", "3:21"),
    (3, "One for the Road", "Indie Rock", "Arctic Monkeys", "AM", "3:26"),
    (1, "Myth", "Dream Pop", "Beach House", "Bloom", "4:18"), (2, "Wild", "Dream Pop", "Beach House", "Bloom", "4:49"),
    (12, "Myth (Radio Edit)", "Dream Pop", "Beach House", "Bloom", "3:41"),
    (1, "Levitation", "Dream Pop", "Beach House", "Depression Cherry", "5:52"), (2, "Sparks", "Dream Pop", "Beach House", "Depression Cherry", "5:21"),
    (3, "Space Song", "Dream Pop", "Beach House", "Depression Cherry", "5:20"), (1, "Space Song", "Dream Pop", "Beach House", "Space Song - Single", "5:20"),
    (1, "Change", "Indie Folk", "Big Thief", "Dragon New Mountain I Believe in You", "5:16"),
    (2, "Time Escaping", "Indie Folk", "Big Thief", "Dragon New Mountain I Believe in You", "3:41"),
    (3, "Spud Infinity", "Indie Folk", "Big Thief", "Dragon New Mountain I Believe in You", "4:32"),
    (1, "22 (OVER S∞∞N)", "Indie Folk", "Bon Iver", "22, A Million", "2:48"), (2, "715 - CR∑∑KS", "Indie Folk", "Bon Iver", "22, A Million", "2:13"),
    (3, "33 \"GOD\"", "Indie Folk", "Bon Iver", "22, A Million", "3:33"), (4, "29 #Strafford APTS", "Indie Folk", "Bon Iver", "22, A Million", "4:05"),
    (5, "666 ʇ", "Indie Folk", "Bon Iver", "22, A Million", "4:12"),
]
RB_NEW = [(i + 1, t, "Psychedelic", "Khruangbin", "Mordechai", d) for i, (t, d) in enumerate((
    ("First Class", "4:12"), ("Time (You and I)", "5:02"), ("Connaissais de Face", "4:48"), ("Father Bird, Mother Bird", "2:46"),
    ("If There Is No Question", "3:48"), ("Pelota", "3:24"), ("One to Remember", "3:27"), ("Dearest Alfred", "4:37"),
    ("So We Won't Forget", "3:48"), ("Shida", "4:04")))]
RB_ARTISTS = [("Alabama Shakes", 4), ("Arctic Monkeys", 3), ("Beach House", 7), ("Big Thief", 3), ("Bon Iver", 5), ("Bonobo", 12),
              ("Cigarettes After Sex", 10), ("Fleet Foxes", 12), ("Hiatus Kaiyote", 11), ("Hozier", 13), ("Jungle", 9), ("Little Simz", 12)]


def rb_screen(clock: str, *, title: str, playing: tuple[str, str] | None, paused: bool, body: list[Row], status: str) -> str:
    rows = frame(title, 120, 60, 1700, 980)
    rows += [r("push-button", "Previous", "", 130, 70, 40, 36), r("push-button", "Pause" if playing and not paused else "Play", "", 172, 70, 40, 36),
             r("push-button", "Next", "", 214, 70, 40, 36)]
    if playing:
        rows += [r("label", "", playing[0], 300, 70, 600, 20), r("slider", "", playing[1], 300, 92, 600, 14), r("label", "", playing[1], 910, 88, 110, 20)]
    rows += [r("toggle-button", "Repeat", ck(False), 1600, 70, 36, 36), r("toggle-button", "Shuffle", ck(False), 1640, 70, 36, 36),
             r("push-button", "Volume", "", 1690, 70, 36, 36), r("push-button", "Menu", "", 1740, 70, 36, 36)]
    side = [("Library", 0), ("Play Queue", 1), ("Music", 1), ("Podcasts", 1), ("Radio", 1), ("Playlists", 0), ("My Top Rated", 1), ("Recently Added", 1), ("Recently Played", 1)]
    rows += [r("tree-item" if d else "label", n, "", 130 + 14 * d, 122 + 28 * i, 220 - 14 * d, 26) for i, (n, d) in enumerate(side)]
    rows += body
    rows += [r("status-bar", "", status, 120, 1010, 1700, 28)]
    return screen("Rhythmbox", clock, rows, ("Rhythmbox",))


def rb_music(artists: list[tuple[str, int]], total: int, albums: str, artist_sel: str | None, album_rows: list[str], tracks: list[tuple[int, str, str, str, str, str]],
             playing: str | None = None, selected: tuple[str, ...] = ()) -> list[Row]:
    rows = [r("push-button", "Import", "", 370, 122, 90, 32), r("toggle-button", "Browse", ck(True), 466, 122, 90, 32),
            r("entry", "Search", "", 1300, 122, 500, 32),
            r("table-column-header", "Artist", "", 370, 164, 700, 24), r("table-column-header", "Album", "", 1080, 164, 730, 24)]
    all_label = f"All {len(artists)} artists ({total})"
    rows.append(r("table-cell", "Artist", all_label, 370, 188, 700, 24))
    if artist_sel is None:
        rows.append(r("table-row", "selected", "", 370, 188, 700, 24))
    for i, (a, n) in enumerate(artists[:12]):
        rows.append(r("table-cell", "Artist", f"{a} ({n})", 370, 212 + 24 * i, 700, 24))
        if a == artist_sel:
            rows.append(r("table-row", "selected", "", 370, 212 + 24 * i, 700, 24))
    rows.append(r("table-cell", "Album", albums, 1080, 188, 730, 24))
    rows += [r("table-cell", "Album", al, 1080, 212 + 24 * i, 730, 24) for i, al in enumerate(album_rows)]
    cols = (("Track", 370, 60), ("Title", 434, 380), ("Genre", 818, 160), ("Artist", 982, 260), ("Album", 1246, 420), ("Time", 1670, 80))
    rows += [r("table-column-header", c, "", x, 520, w, 26) for c, x, w in cols]
    for i, t in enumerate(tracks[:18]):
        y = 548 + 25 * i
        key = f"{t[3]}/{t[4]}/{t[1]}"
        if key in selected:
            rows.append(r("table-row", "selected", "", 370, y, 1380, 25))
        vals = (("▶ " if playing == key else "") + str(t[0]), t[1], t[2], t[3], t[4], t[5])
        rows += [r("table-cell", c, v, x, y, w, 25) for v, (c, x, w) in zip(vals, cols)]
    return rows


# Rhythmbox (library), clean
def t10(rs: RowSet) -> None:
    base_albums = ["Sound & Color (4)", "AM (3)", "Bloom (3)", "Depression Cherry (3)", "Space Song - Single (1)", "Dragon New Mountain I Believe in You (3)",
                   "22, A Million (5)", "Migration (12)", "Cigarettes After Sex (10)", "Helplessness Blues (12)", "Mood Valiant (11)", "Hozier (13)"]
    arts = RB_ARTISTS + [(f"artist{i}", 0) for i in range(26)]  # remaining artists are off-screen; only counts matter
    music0 = rb_music(arts, 142, "All 97 albums (142)", None, base_albums, RB_LIB)
    st = rb_screen(at("14:19"), title="Rhythmbox", playing=None, paused=False, body=music0, status="142 songs, 9 hours and 12 minutes, 1.1 GB")
    turns: Turns = []
    imp = [r("label", "", "Select a location to import:", 370, 130, 260, 24), r("push-button", "Import folder", "(None)", 640, 124, 300, 34),
           r("check-box", "Copy files that are outside the music library", ck(True), 960, 128, 400, 26),
           r("table-column-header", "Track", "", 370, 180, 60, 26), r("table-column-header", "Title", "", 434, 180, 380, 26),
           r("table-column-header", "Genre", "", 818, 180, 160, 26), r("table-column-header", "Artist", "", 982, 180, 260, 26),
           r("table-column-header", "Album", "", 1246, 180, 420, 26), r("table-column-header", "Time", "", 1670, 180, 80, 26),
           r("push-button", "Import listed tracks", "", 1560, 960, 240, 34)]
    turns.append((code("pyautogui.click(415, 138)  # Import"), rb_screen(at("14:19"), title="Rhythmbox", playing=None, paused=False, body=imp, status="")))
    imp2 = [row for row in imp if row[1] not in ("Import folder", "Import listed tracks")]
    imp2 += [r("push-button", "Import folder", "Khruangbin - Mordechai (2020)", 640, 124, 300, 34), r("push-button", "Import 10 listed tracks", "", 1560, 960, 240, 34)]
    for i, t in enumerate(RB_NEW):
        y = 208 + 25 * i
        imp2 += [r("table-cell", c, str(v), x, y, w, 25) for v, (c, x, w) in zip(t, (("Track", 370, 60), ("Title", 434, 380), ("Genre", 818, 160), ("Artist", 982, 260), ("Album", 1246, 420), ("Time", 1670, 80)))]
    turns.append((code("pyautogui.click(790, 141)\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('/home/maya/Music/incoming/Khruangbin - Mordechai (2020)\\n')\npyautogui.press('enter')"),
                  rb_screen(at("14:20"), title="Rhythmbox", playing=None, paused=False, body=imp2, status="10 songs, 39 minutes, 92.4 MB")))
    arts2 = sorted(RB_ARTISTS + [("Khruangbin", 10)])
    arts2full = arts2 + [(f"artist{i}", 0) for i in range(26)]
    albums2 = list(base_albums)
    music1 = rb_music(arts2full, 152, "All 98 albums (152)", None, albums2, RB_LIB)
    turns.append((code("pyautogui.click(1680, 977)  # Import 10 listed tracks"),
                  rb_screen(at("14:20"), title="Rhythmbox", playing=None, paused=False, body=music1, status="152 songs, 9 hours and 52 minutes, 1.2 GB")))
    music2 = rb_music(arts2full, 152, "All 1 album (10)", "Khruangbin", ["Mordechai (10)"], RB_NEW)
    turns.append((code("pyautogui.click(600, 476)  # Khruangbin (10)"),
                  rb_screen(at("14:21"), title="Rhythmbox", playing=None, paused=False, body=music2, status="10 songs, 39 minutes, 92.4 MB")))
    fc = "Khruangbin/Mordechai/First Class"
    music3 = rb_music(arts2full, 152, "All 1 album (10)", "Khruangbin", ["Mordechai (10)"], RB_NEW, playing=fc, selected=(fc,))
    playing = "First Class by Khruangbin from Mordechai"
    turns.append((code("pyautogui.doubleClick(600, 560)  # First Class"),
                  rb_screen(at("14:21"), title="First Class", playing=(playing, "0:02 of 4:12"), paused=False, body=music3, status="10 songs, 39 minutes, 92.4 MB")))
    # the whole library, sorted by artist: the imported album is far below the visible rows
    music4 = rb_music(arts2full, 152, "All 98 albums (152)", None, albums2, RB_LIB)
    turns.append((code("pyautogui.click(600, 200)  # All artists"),
                  rb_screen(at("14:22"), title="First Class", playing=(playing, "0:39 of 4:12"), paused=False, body=music4, status="152 songs, 9 hours and 52 minutes, 1.2 GB")))
    drop = {("Bloom", "Myth (Radio Edit)"), ("Space Song - Single", "Space Song")}
    lib3 = [t for t in RB_LIB if (t[4], t[1]) not in drop]
    arts3 = [(a, n - 2 if a == "Beach House" else n) for a, n in arts2full]
    albums3 = [("Bloom (2)" if a == "Bloom (3)" else a) for a in albums2 if a != "Space Song - Single (1)"] + ["Volcano (9)"]
    music5 = rb_music(arts3, 150, "All 97 albums (150)", None, albums3, lib3)
    turns.append((code("pyautogui.click(600, 798)  # Myth (Radio Edit)\npyautogui.keyDown('ctrl'); pyautogui.click(600, 873); pyautogui.keyUp('ctrl')  # Space Song (single)\n"
                       "pyautogui.press('delete')"),
                  rb_screen(at("14:22"), title="First Class", playing=(playing, "1:25 of 4:12"), paused=False, body=music5, status="150 songs, 9 hours and 43 minutes, 1.2 GB")))
    turns.append((code("pyautogui.click(192, 88)  # Pause"),
                  rb_screen(at("14:23"), title="Rhythmbox", playing=(playing, "2:03 of 4:12"), paused=True, body=music5, status="150 songs, 9 hours and 43 minutes, 1.2 GB")))
    rs.add(task="os", tid="h42-os-10", system=system("In Rhythmbox, import the album folder ~/Music/incoming/Khruangbin - Mordechai (2020), play its first track, remove the duplicate Beach House tracks (the radio edit of Myth and the single of Space Song) from the library, then pause."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# Passwords and Keys (Seahorse)

def sh_screen(clock: str, section: str, items: list[tuple[str, str]], extra: list[Row] | None = None, sel: str | None = None) -> str:
    x0, y0 = 360, 130
    rows = frame("Passwords and Keys", x0, y0, 1200, 800)
    rows += [r("push-button", "New…", "", x0 + 10, y0 + 8, 34, 34), r("toggle-button", "Search", ck(False), x0 + 50, y0 + 8, 34, 34),
             r("label", "", "Passwords and Keys", x0 + 520, y0 + 14, 200, 22), r("push-button", "Main Menu", "", x0 + 1040, y0 + 8, 34, 34)]
    side = [("Passwords", None), ("Login", "Passwords"), ("Certificates", None), ("Default trust", "Certificates"), ("System Trust", "Certificates"),
            ("Secure Shell", None), ("OpenSSH keys", "Secure Shell"), ("PGP Keys", None), ("GnuPG keys", "PGP Keys")]
    for i, (n, parent) in enumerate(side):
        rows.append(r("list-item" if parent else "label", n, "selected" if n == section else "", x0 + 10, y0 + 60 + 34 * i, 260, 32))
    rows += [r("label", "", section, x0 + 300, y0 + 60, 300, 26)]
    for i, (name, desc) in enumerate(items):
        y = y0 + 100 + 56 * i
        rows += [r("list-item", name, "selected" if name == sel else "", x0 + 290, y, 890, 54), r("label", "", name, x0 + 340, y + 6, 700, 22),
                 r("label", "", desc, x0 + 340, y + 28, 700, 20)]
    return screen("Passwords and Keys", clock, rows + (extra or []), ("Passwords and Keys",))


# Passwords and Keys (GPG key), bad
def t11(rs: RowSet) -> None:
    login = [("Chromium Safe Storage", "Password"), ("GOA google account (maya.okafor@gmail.com)", "Password"),
             ("imap://maya.okafor%40northwind-labs.com@mail.northwind-labs.com", "Password"),
             ("smtp://maya.okafor%40northwind-labs.com@mail.northwind-labs.com", "Password"),
             ("Network secret for Office VPN (WireGuard)/wireguard.private-key", "Password")]
    login.sort(key=lambda it: it[0].lower())
    st = sh_screen(at("15:31"), "Login", login)
    gpg0 = [("Tomás Ibarra", "tomas@ibarra.dev · Public PGP key"), ("Ubuntu CD Image Automatic Signing Key (2012)", "cdimage@ubuntu.com · Public PGP key")]
    turns: Turns = []
    turns.append((code("pyautogui.click(500, 467)  # GnuPG keys"), sh_screen(at("15:31"), "GnuPG keys", gpg0)))
    new = [r("dialog", "Create new item", "", 740, 300, 440, 380), r("label", "", "Create new item", 880, 316, 200, 22)]
    for i, (n, d) in enumerate((("Password keyring", "Used to store application and network passwords"), ("Password", "Safely store a password or secret."),
                                ("Secure Shell key", "Used to access other computers."), ("GPG key", "Used to encrypt email and files"))):
        new += [r("list-item", n, "", 750, 360 + 70 * i, 420, 66), r("label", "", d, 770, 390 + 70 * i, 380, 20)]
    turns.append((code("pyautogui.click(387, 155)  # New…"), sh_screen(at("15:32"), "GnuPG keys", gpg0, new)))

    def pgp(name: str, email: str) -> list[Row]:
        return [r("dialog", "New PGP Key", "", 700, 260, 520, 520), r("label", "", "A PGP key allows you to encrypt email or files to other people.", 720, 300, 480, 40),
                r("label", "Full Name", "Full Name", 720, 352, 120, 22), r("entry", "Full Name", name, 850, 348, 350, 32),
                r("label", "Email Address", "Email Address", 720, 392, 120, 22), r("entry", "Email Address", email, 850, 388, 350, 32),
                r("label", "Comment", "Comment", 720, 432, 120, 22), r("entry", "Comment", "", 850, 428, 350, 32),
                r("label", "Advanced key options", "Advanced key options", 720, 480, 300, 22),
                r("label", "Encryption type", "Encryption type", 740, 514, 120, 22), r("combo-box", "Encryption type", "RSA", 880, 510, 300, 32),
                r("label", "Key strength (bits)", "Key strength (bits)", 740, 554, 140, 22), r("spin-button", "Key strength (bits)", "3072", 880, 550, 120, 32),
                r("label", "Expiration date", "Expiration date", 740, 594, 120, 22), r("check-box", "Never expires", ck(True), 880, 592, 160, 26),
                r("push-button", "Cancel", "", 1010, 730, 90, 32), r("push-button", "Create", "", 1110, 730, 90, 32)]
    turns.append((code("pyautogui.click(960, 570)  # GPG key"), sh_screen(at("15:32"), "GnuPG keys", gpg0, pgp("", ""))))
    pin = [r("dialog", "Passphrase for New PGP Key", "", 740, 380, 440, 260), r("label", "", "Enter the passphrase for your new key twice.", 760, 420, 400, 22),
           r("label", "Passphrase:", "Passphrase:", 760, 470, 100, 22), r("password-text", "Passphrase:", "", 870, 466, 290, 32),
           r("label", "Confirm:", "Confirm:", 760, 510, 100, 22), r("password-text", "Confirm:", "", 870, 506, 290, 32),
           r("push-button", "Cancel", "", 980, 590, 90, 32), r("push-button", "OK", "", 1076, 590, 90, 32)]
    turns.append((code(f"pyautogui.click(1025, 364)\npyautogui.write('Maya Okafor')\npyautogui.click(1025, 404)\npyautogui.write('{TB_ACC}')\npyautogui.click(1155, 746)  # Create"),
                  sh_screen(at("15:33"), "GnuPG keys", gpg0, pgp("Maya Okafor", TB_ACC) + pin)))
    gpg1 = [("Maya Okafor", f"{TB_ACC} · Personal PGP key")] + gpg0
    turns.append((code("pyautogui.click(1015, 482)\npyautogui.write('n0rthwind-Tide!2024')\npyautogui.click(1015, 522)\npyautogui.write('n0rthwind-Tide!2024')\n"
                       "pyautogui.click(1121, 606)  # OK\nimport time; time.sleep(20)"),
                  sh_screen(at("15:34"), "GnuPG keys", gpg1)))

    def props(tab: str, body: list[Row]) -> list[Row]:
        return [r("frame", "Maya Okafor", "", 620, 180, 700, 640), r("push-button", "Close", "", 1276, 188, 34, 34),
                r("page-tab", "Owner", "selected" if tab == "Owner" else "", 640, 230, 120, 32), r("page-tab", "Names and Signatures", "", 762, 230, 200, 32),
                r("page-tab", "Details", "selected" if tab == "Details" else "", 964, 230, 120, 32)] + body
    owner = [r("label", "Name:", "Name:", 660, 290, 110, 22), r("label", "", "Maya Okafor", 780, 290, 400, 22),
             r("label", "Email:", "Email:", 660, 320, 110, 22), r("label", "", TB_ACC, 780, 320, 400, 22),
             r("label", "Comment:", "Comment:", 660, 350, 110, 22), r("label", "", "", 780, 350, 400, 22),
             r("label", "Key ID:", "Key ID:", 660, 380, 110, 22), r("label", "", "8D27B064A1C3E95F", 780, 380, 400, 22),
             r("label", "Type:", "Type:", 660, 410, 110, 22), r("label", "", "Personal key", 780, 410, 400, 22),
             r("push-button", "Change Passphrase", "", 660, 470, 180, 32), r("push-button", "Add Photo", "", 850, 470, 120, 32),
             r("push-button", "Export", "", 980, 470, 100, 32), r("push-button", "Delete Key", "", 1160, 760, 140, 32)]
    turns.append((code("pyautogui.doubleClick(900, 258)  # Maya Okafor"), sh_screen(at("15:34"), "GnuPG keys", gpg1, props("Owner", owner), sel="Maya Okafor")))
    details = [r("label", "Fingerprint:", "Fingerprint:", 660, 290, 110, 22), r("label", "", "3F1A 9C52 E7D4 08B6 71E2  5C0F 8D27 B064 A1C3 E59F", 780, 290, 500, 22),
               r("label", "Algorithm:", "Algorithm:", 660, 320, 110, 22), r("label", "", "RSA", 780, 320, 400, 22),
               r("label", "Strength:", "Strength:", 660, 350, 110, 22), r("label", "", "3072", 780, 350, 400, 22),
               r("label", "Created:", "Created:", 660, 380, 110, 22), r("label", "", "03/19/2024", 780, 380, 400, 22),
               r("label", "Expires:", "Expires:", 660, 410, 110, 22), r("label", "", "Never", 780, 410, 400, 22),
               r("label", "Owner Trust:", "Owner Trust:", 660, 440, 110, 22), r("combo-box", "", "Ultimate", 780, 436, 200, 30),
               r("label", "Subkeys", "Subkeys", 660, 500, 110, 22)]
    for c, x, w in (("ID", 660, 170), ("Type", 834, 70), ("Usage", 908, 150), ("Created", 1062, 100), ("Expires", 1166, 80), ("Strength", 1250, 60)):
        details.append(r("table-column-header", c, "", x, 530, w, 24))
    for j, row in enumerate((("8D27B064A1C3E59F", "RSA", "Sign, Certify", "03/19/2024", "Never", "3072"),
                             ("2B9E61F07C4D3A58", "RSA", "Encrypt", "03/19/2024", "Never", "3072"))):
        for v, (c, x, w) in zip(row, (("ID", 660, 170), ("Type", 834, 70), ("Usage", 908, 150), ("Created", 1062, 100), ("Expires", 1166, 80), ("Strength", 1250, 60))):
            details.append(r("table-cell", c, v, x, 556 + 26 * j, w, 26))
    turns.append((code("pyautogui.click(1024, 246)  # Details"), sh_screen(at("15:35"), "GnuPG keys", gpg1, props("Details", details), sel="Maya Okafor")))
    turns.append((code("pyautogui.click(1293, 205)  # Close"), sh_screen(at("15:35"), "GnuPG keys", gpg1, sel="Maya Okafor")))
    turns.append((code("pyautogui.click(500, 229)  # Login"), sh_screen(at("15:36"), "Login", login)))
    add = [r("dialog", "New password", "", 740, 320, 440, 320), r("label", "Keyring", "Keyring", 760, 360, 100, 22), r("combo-box", "Keyring", "Login", 870, 356, 290, 32),
           r("label", "Description", "Description", 760, 400, 100, 22), r("entry", "Description", "", 870, 396, 290, 32),
           r("label", "Password", "Password", 760, 440, 100, 22), r("password-text", "Password", "", 870, 436, 290, 32),
           r("push-button", "Cancel", "", 980, 590, 90, 32), r("push-button", "Add", "", 1076, 590, 90, 32)]
    turns.append((code("pyautogui.click(387, 155)  # New…\npyautogui.click(960, 430)  # Password"), sh_screen(at("15:36"), "Login", login, add)))
    login2 = sorted(login + [("Staging DB (read-only)", "Password")], key=lambda it: it[0].lower())
    turns.append((code("pyautogui.click(1015, 412)\npyautogui.write('Staging DB (read-only)')\npyautogui.click(1015, 452)\npyautogui.write('ro_8QfZ2vLm')\n"
                       "pyautogui.click(1121, 606)  # Add"),
                  sh_screen(at("15:37"), "Login", login2)))
    rs.add(task="os", tid="h42-os-11", system=system("In Passwords and Keys, create a GPG key for Maya Okafor (maya.okafor@northwind-labs.com), check its key details, then store the read-only staging database password in the Login keyring as 'Staging DB (read-only)'."),
           turns=turns, state=st, bad=True, turn=7, kind="key's fingerprint and primary subkey ID end E59F while the Owner tab gave key ID ...E95F")


# ---------------------------------------------------------------------------------------------
# Chromium: bookmarks and extensions

CR_BAR = [
    ("Northwind Intranet", "https://intranet.northwind-labs.com/"), ("Jira – TW board", "https://northwind.atlassian.net/jira/software/projects/TW/boards/4"),
    ("GitHub – northwind-labs", "https://github.com/northwind-labs"), ("Grafana", "https://grafana.northwind-labs.com/"),
    ("Kibana", "https://logs.northwind-labs.com/app/discover"), ("Old VPN portal (legacy)", "https://vpn-old.northwind-labs.com/portal"),
    ("PagerDuty", "https://northwind.pagerduty.com/incidents"), ("Figma", "https://www.figma.com/files/recents-and-sharing"),
    ("Python docs", "https://docs.python.org/3/"), ("MDN Web Docs", "https://developer.mozilla.org/en-US/"),
    ("Hetzner Console", "https://console.hetzner.cloud/projects"), ("Linode Cloud Manager", "https://cloud.linode.com/linodes"),
]


def cr_frame(title: str, url: str) -> list[Row]:
    rows = frame(f"{title} - Chromium")
    rows += [r("page-tab", title, "", 76, 32, 240, 34), r("push-button", "New Tab", "", 320, 34, 30, 30),
             r("push-button", "Back", "", 76, 72, 32, 32), r("push-button", "Forward", "", 110, 72, 32, 32), r("push-button", "Reload", "", 144, 72, 32, 32),
             r("entry", "Address and search bar", url, 190, 72, 1560, 32), r("push-button", "Bookmark this tab", "", 1720, 72, 32, 32),
             r("push-button", "Extensions", "", 1800, 72, 32, 32), r("push-button", "Chromium", "", 1870, 72, 32, 32)]
    return rows


def cr_bookmarks(clock: str, folder: str, items: list[tuple[str, str]], has_ops: bool, *, menu: list[Row] | None = None, toast: str | None = None,
                 selected: tuple[str, ...] = ()) -> str:
    rows = cr_frame("Bookmarks", "chrome://bookmarks" + ("/?id=3" if folder == "Ops" else ""))
    rows += [r("heading", "Bookmarks", "Bookmarks", 90, 120, 200, 30), r("entry", "Search bookmarks", "", 700, 116, 520, 36),
             r("push-button", "Organize", "", 1870, 118, 32, 32)]
    tree = [("Bookmarks bar", 0)] + ([("Ops", 1)] if has_ops else []) + [("Other bookmarks", 0), ("Mobile bookmarks", 0)]
    for i, (n, d) in enumerate(tree):
        rows.append(r("tree-item", n, "selected" if n == folder else "", 90 + 20 * d, 180 + 36 * i, 260 - 20 * d, 34))
    for i, (t, u) in enumerate(items):
        y = 180 + 44 * i
        rows += [r("list-item", t, "selected" if t in selected else "", 420, y, 1200, 42), r("label", "", t, 470, y + 10, 500, 22)]
        if u:
            rows.append(r("label", "", u, 980, y + 10, 560, 22))
        rows.append(r("push-button", f"More actions for {t}", "", 1580, y + 6, 30, 30))
    rows += menu or []
    if toast:
        rows += [r("alert", "", toast, 760, 1000, 400, 48), r("push-button", "Undo", "", 1080, 1008, 70, 32)]
    return screen("Chromium Web Browser", clock, rows, ("Chromium Web Browser",))


CR_EXT = [("uBlock Origin", "Finally, an efficient blocker. Easy on CPU and memory."),
          ("JSON Formatter", "Makes JSON easy to read. Open source."),
          ("Bitwarden Password Manager", "At home, at work, or on the go, Bitwarden easily secures all your passwords, passkeys, and sensitive information."),
          ("React Developer Tools", "Adds React debugging tools to the Chrome Developer Tools.")]


def cr_extensions(clock: str, on: dict[str, bool]) -> str:
    rows = cr_frame("Extensions", "chrome://extensions")
    rows += [r("heading", "Extensions", "Extensions", 90, 120, 200, 30), r("entry", "Search extensions", "", 700, 116, 520, 36),
             r("toggle-button", "Developer mode", ck(False), 1800, 120, 60, 30)]
    rows += [r("link", t, "", 90, 190 + 44 * i, 240, 40) for i, t in enumerate(("My extensions", "Keyboard shortcuts"))]
    for i, (n, d) in enumerate(CR_EXT):
        x, y = 420 + 500 * (i % 3), 190 + 200 * (i // 3)
        rows += [r("section", n, "", x, y, 480, 180), r("heading", n, n, x + 70, y + 20, 380, 24), r("label", "", d, x + 70, y + 50, 380, 60),
                 r("push-button", "Details", "", x + 20, y + 130, 80, 32), r("push-button", "Remove", "", x + 110, y + 130, 90, 32),
                 r("toggle-button", n, ck(on[n]), x + 410, y + 134, 44, 24)]
    return screen("Chromium Web Browser", clock, rows, ("Chromium Web Browser",))


# Chromium (bookmarks and extensions), clean
def t12(rs: RowSet) -> None:
    nt = cr_frame("New Tab", "")
    nt += [r("document-frame", "New Tab", "", 70, 110, 1850, 970), r("entry", "Search Google or type a URL", "", 660, 520, 600, 44)]
    nt += [r("link", t, "", 600 + 112 * i, 620, 100, 100) for i, t in enumerate(("Northwind Intranet", "GitHub", "Jira", "Grafana", "Gmail", "Add shortcut"))]
    st = screen("Chromium Web Browser", at("08:52"), nt, ("Chromium Web Browser",))
    turns: Turns = []
    bar = list(CR_BAR)
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'o')"), cr_bookmarks(at("08:52"), "Bookmarks bar", bar, False)))
    i_old = [t for t, _ in bar].index("Old VPN portal (legacy)")
    menu = [r("menu", "", "", 1430, 180 + 44 * i_old + 36, 180, 210)]
    menu += [r("menu-item", m, "", 1434, 180 + 44 * i_old + 40 + 34 * j, 172, 32) for j, m in enumerate(("Edit", "Copy URL", "Delete", "Open in new tab", "Open in new window", "Open in incognito window"))]
    turns.append((code(f"pyautogui.click(1595, {180 + 44 * i_old + 21})  # More actions for Old VPN portal (legacy)"),
                  cr_bookmarks(at("08:53"), "Bookmarks bar", bar, False, menu=menu, selected=("Old VPN portal (legacy)",))))
    bar = [b for b in bar if b[0] != "Old VPN portal (legacy)"]
    turns.append((code(f"pyautogui.click(1500, {180 + 44 * i_old + 40 + 34 * 2 + 16})  # Delete"),
                  cr_bookmarks(at("08:53"), "Bookmarks bar", bar, False, toast="'Old VPN portal (legacy)' deleted")))
    org = [r("menu", "", "", 1700, 150, 200, 150)]
    org += [r("menu-item", m, "", 1704, 154 + 34 * j, 192, 32) for j, m in enumerate(("Add new bookmark", "Add new folder", "Import bookmarks", "Export bookmarks"))]
    dlg = [r("dialog", "Add folder", "", 760, 380, 400, 200), r("heading", "Add folder", "Add folder", 784, 400, 200, 26),
           r("entry", "Name", "New folder", 784, 450, 352, 34), r("push-button", "Cancel", "", 950, 520, 90, 32), r("push-button", "Save", "", 1046, 520, 90, 32)]
    turns.append((code("pyautogui.click(1886, 134)  # Organize\npyautogui.click(1800, 205)  # Add new folder"),
                  cr_bookmarks(at("08:54"), "Bookmarks bar", bar, False, menu=dlg)))
    bar = bar + [("Ops", "")]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Ops')\npyautogui.click(1091, 536)  # Save"),
                  cr_bookmarks(at("08:54"), "Bookmarks bar", bar, True)))
    ops = [b for b in bar if b[0] in ("Grafana", "Kibana", "PagerDuty")]
    ys = [180 + 44 * [t for t, _ in bar].index(n) + 21 for n in ("Grafana", "Kibana", "PagerDuty")]
    turns.append((code(f"pyautogui.click(700, {ys[0]})\npyautogui.keyDown('ctrl')\npyautogui.click(700, {ys[1]})\npyautogui.click(700, {ys[2]})\npyautogui.keyUp('ctrl')\n"
                       f"pyautogui.moveTo(700, {ys[0]})\npyautogui.dragTo(180, 233, duration=1.0)  # onto Ops"),
                  cr_bookmarks(at("08:55"), "Bookmarks bar", [b for b in bar if b not in ops], True)))
    turns.append((code("pyautogui.click(200, 233)  # Ops"), cr_bookmarks(at("08:55"), "Ops", ops, True)))
    on = {n: True for n, _ in CR_EXT}
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('chrome://extensions\\n')"), cr_extensions(at("08:56"), on)))
    on = dict(on, **{"JSON Formatter": False})
    turns.append((code("pyautogui.click(1352, 336)  # JSON Formatter toggle"), cr_extensions(at("08:56"), on)))

    def details(incog: bool) -> str:
        rows = cr_frame("Extensions", "chrome://extensions/?id=cjpalhdlnbpafiamejdnhcphjbkeiagm")
        rows += [r("push-button", "Back", "", 420, 130, 32, 32), r("heading", "uBlock Origin", "uBlock Origin", 470, 132, 300, 28),
                 r("toggle-button", "On", ck(True), 1500, 190, 44, 24), r("label", "", "On", 1440, 190, 40, 22),
                 r("label", "Description", "Description", 440, 240, 200, 22), r("label", "", CR_EXT[0][1], 440, 266, 800, 22),
                 r("label", "Version", "Version", 440, 306, 200, 22), r("label", "", "1.56.0", 440, 332, 200, 22),
                 r("label", "Size", "Size", 440, 372, 200, 22), r("label", "", "5.1 MB", 440, 398, 200, 22),
                 r("label", "Permissions", "Permissions", 440, 438, 200, 22),
                 r("list-item", "", "Read and change all your data on all websites", 460, 464, 700, 22),
                 r("list-item", "", "Read your browsing history", 460, 490, 700, 22), r("list-item", "", "Display notifications", 460, 516, 700, 22),
                 r("list-item", "", "Manage your downloads", 460, 542, 700, 22),
                 r("label", "Site access", "Site access", 440, 582, 200, 22), r("combo-box", "", "On all sites", 1300, 578, 240, 32),
                 r("label", "", "Allow in Incognito", 440, 632, 400, 22), r("toggle-button", "Allow in Incognito", ck(incog), 1500, 632, 44, 24)]
        if incog:
            rows.append(r("label", "", "Warning: Chromium cannot prevent extensions from recording your browsing history. To disable this extension in Incognito mode, unselect this option.", 440, 658, 1000, 40))
        off = 50 if incog else 0
        rows += [r("label", "", "Allow access to file URLs", 440, 672 + off, 400, 22), r("toggle-button", "Allow access to file URLs", ck(False), 1500, 672 + off, 44, 24),
                 r("link", "Extension options", "", 440, 712 + off, 300, 22), r("link", "View in Chrome Web Store", "", 440, 752 + off, 300, 22),
                 r("label", "Source", "Source", 440, 792 + off, 200, 22), r("label", "", "Chrome Web Store", 440, 818 + off, 300, 22),
                 r("link", "Remove extension", "", 440, 858 + off, 300, 22)]
        return screen("Chromium Web Browser", at("08:57") if not incog else at("08:58"), rows, ("Chromium Web Browser",))
    turns.append((code("pyautogui.click(480, 336)  # uBlock Origin Details"), details(False)))
    turns.append((code("pyautogui.click(1521, 644)  # Allow in Incognito"), details(True)))
    turns.append((code("pyautogui.click(436, 146)  # Back"), cr_extensions(at("08:58"), on)))
    rs.add(task="os", tid="h42-os-12", system=system("In Chromium, delete the 'Old VPN portal (legacy)' bookmark, gather Grafana, Kibana and PagerDuty into a new 'Ops' folder on the bookmarks bar, disable the JSON Formatter extension and allow uBlock Origin in Incognito."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# Files (Nautilus)

NAUT_PLACES = ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations")


def files_screen(clock: str, title: str, path: tuple[str, ...], items: list[tuple[str, str, str]], *, selected: tuple[str, ...] = (),
                 extra: list[Row] | None = None, search: str | None = None, locations: dict[str, str] | None = None,
                 grid: bool = False, running: tuple[str, ...] = ("Files",)) -> str:
    rows = frame(title)
    rows += [r("push-button", "Back", "", 300, 35, 34, 34), r("push-button", "Forward", "", 336, 35, 34, 34)]
    if search is None:
        x = 380
        for p in path:
            w = 14 + 9 * len(p)
            rows.append(r("push-button", p, "", x, 37, w, 30))
            x += w + 2
    else:
        rows.append(r("entry", "Search", search, 380, 37, 700, 30))
    rows += [r("toggle-button", "Search", ck(search is not None), 1690, 35, 34, 34), r("push-button", "View options", "", 1730, 35, 34, 34),
             r("toggle-button", "List view" if grid else "Grid view", "", 1766, 35, 34, 34), r("push-button", "Main Menu", "", 1802, 35, 34, 34)]
    sel_place = path[-1] if path and path[-1] in NAUT_PLACES else ("Home" if path == ("Home",) else "")
    rows += [r("list-item", p, "selected" if p == sel_place and search is None else "", 74, 80 + 34 * i, 220, 32) for i, p in enumerate(NAUT_PLACES)]
    if grid:
        for i, (n, _s, _m) in enumerate(items):
            x, y = 320 + 170 * (i % 9), 90 + 170 * (i // 9)
            label = n if len(n) <= 20 else n[:19] + "…"
            rows += [r("icon", n, "selected" if n in selected else "", x, y, 150, 110), r("label", "", label, x, y + 114, 150, 40)]
    else:
        cols = [("Name", 300, 800), ("Size", 1104, 180)]
        if locations is not None:
            cols.append(("Location", 1288, 300))
        cols.append(("Modified", 1592 if locations is not None else 1288, 200))
        rows += [r("table-column-header", c, "", x, 80, w, 28) for c, x, w in cols]
        for i, (n, s, m) in enumerate(items):
            y = 110 + 34 * i
            if n in selected:
                rows.append(r("table-row", "selected", "", 300, y, 1610, 34))
            vals = [n, s] + ([locations.get(n, "")] if locations is not None else []) + [m]
            rows += [r("table-cell", c, v, x, y, w, 34) for v, (c, x, w) in zip(vals, cols)]
    return screen("Files", clock, rows + (extra or []), running)


# Files (rename and compress), bad
def t13(rs: RowSet) -> None:
    rep = [("old", "4 items", "12 Feb"), ("appendix-a.pdf", "1.2 MB", "Yesterday"), ("cover-letter.odt", "19.5 kB", "Yesterday"),
           ("q1-figures.ods", "31.7 kB", "10:02"), ("report_draft_v2.odt", "84.2 kB", "Yesterday")]
    path = ("Home", "Documents", "reports")
    st = files_screen(at("11:18"), "reports", path, rep)
    turns: Turns = []
    pop = [r("label", "", "File name", 440, 300, 200, 22), r("entry", "File name", "report_draft_v2.odt", 440, 326, 340, 34),
           r("push-button", "Rename", "", 790, 326, 90, 34)]
    turns.append((code("pyautogui.click(600, 263)  # report_draft_v2.odt\npyautogui.press('f2')"),
                  files_screen(at("11:18"), "reports", path, rep, selected=("report_draft_v2.odt",), extra=pop)))
    rep2 = rep[:4] + [("q1-sales-report.odt", "84.2 kB", "Yesterday")]
    turns.append((code("pyautogui.write('q1-sales-report')\npyautogui.press('enter')"),
                  files_screen(at("11:19"), "reports", path, rep2, selected=("q1-sales-report.odt",))))
    docs = [("Invoices", "12 items", "18 Mar"), ("keys", "3 items", "11 Jan"), ("reports", "5 items", "11:19"), ("templates", "9 items", "5 Feb"),
            ("annual-report-2023.pdf", "3.8 MB", "22 Jan"), ("budget-notes.txt", "2.7 kB", "Yesterday"), ("Offsite-agenda.odt", "24.6 kB", "Yesterday"),
            ("team-roster.ods", "14.1 kB", "4 Mar")]
    dpath = ("Home", "Documents")
    turns.append((code("pyautogui.click(450, 52)  # Documents"), files_screen(at("11:20"), "Documents", dpath, docs)))
    ctx = [r("menu", "", "", 620, 200, 260, 470)]
    ctx += [r("menu-item", m, "", 624, 204 + 33 * j, 252, 31) for j, m in enumerate(
        ("Open", "Open in New Tab", "Open in New Window", "Open With Other Application", "Cut", "Copy", "Move to…", "Copy to…",
         "Move to Trash", "Rename…", "Compress…", "Star", "Properties"))]
    turns.append((code("pyautogui.rightClick(600, 195)  # reports"),
                  files_screen(at("11:21"), "Documents", dpath, docs, selected=("reports",), extra=ctx)))
    cpop = [r("label", "", "Create Archive", 460, 240, 200, 22), r("label", "Archive name", "Archive name", 460, 272, 200, 22),
            r("entry", "Archive name", "reports", 460, 298, 300, 34), r("combo-box", "", ".zip", 770, 298, 90, 34),
            r("label", "", "Compatible with all operating systems.", 460, 338, 400, 20), r("push-button", "Create", "", 870, 298, 80, 34)]
    turns.append((code("pyautogui.click(750, 551)  # Compress…"),
                  files_screen(at("11:21"), "Documents", dpath, docs, selected=("reports",), extra=cpop)))
    docs2 = docs[:4] + docs[4:7] + [("reports.zip", "1.4 MB", "11:22")] + docs[7:]
    turns.append((code("pyautogui.press('enter')"), files_screen(at("11:22"), "Documents", dpath, docs2, selected=("reports.zip",))))
    found = [("reports", "5 items", "11:19"), ("reports.zip", "1.4 MB", "11:22"), ("report_draft_v2.odt", "84.2 kB", "Yesterday"),
             ("annual-report-2023.pdf", "3.8 MB", "22 Jan"), ("expense-report-feb.pdf", "212.9 kB", "4 Mar")]
    locs = {"reports": "Documents", "reports.zip": "Documents", "report_draft_v2.odt": "Documents/reports",
            "annual-report-2023.pdf": "Documents", "expense-report-feb.pdf": "Documents/Invoices"}
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('report')"),
                  files_screen(at("11:23"), "Documents", dpath, found, search="report", locations=locs)))
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')"), files_screen(at("11:23"), "Documents", dpath, docs2)))
    rs.add(task="os", tid="h42-os-13", system=system("In Files, rename ~/Documents/reports/report_draft_v2.odt to q1-sales-report.odt, compress the reports folder into reports.zip next to it, and search Documents for 'report' to check the result."),
           turns=turns, state=st, bad=True, turn=7, kind="renamed document still listed under its old name in search results")


# ---------------------------------------------------------------------------------------------
# GNOME Calendar

GC_EVENTS = {  # (month, day) -> titles
    (3, 2): ["Flea market"], (3, 8): ["Mom's birthday"], (3, 12): ["Car service"], (3, 15): ["Concert: Röyksopp"],
    (3, 19): ["Parcel pickup"], (3, 21): ["Dentist"], (3, 23): ["Farmers market"], (3, 27): ["Book club"], (3, 31): ["Easter brunch"],
    (4, 2): ["Passport appointment"], (4, 14): ["Half marathon"], (4, 20): ["Lisa & Tom's wedding"], (4, 26): ["Book club"],
}


def gc_screen(clock: str, month: int, events: dict[tuple[int, int], list[str]], extra: list[Row] | None = None) -> str:
    rows = frame("Calendar", 70, 27, 1850, 1053)
    name = {3: "March", 4: "April"}[month]
    rows += [r("push-button", "New Event", "", 80, 35, 34, 34), r("push-button", "Today", "", 124, 35, 70, 34),
             r("push-button", "Previous", "", 200, 35, 34, 34), r("push-button", "Next", "", 236, 35, 34, 34),
             r("label", "", f"{name} 2024", 300, 41, 200, 24)]
    rows += [r("toggle-button", v, ck(v == "Month"), 830 + 90 * i, 35, 88, 34) for i, v in enumerate(("Week", "Month", "Year"))]
    rows += [r("push-button", "Search", "", 1760, 35, 34, 34), r("push-button", "Main Menu", "", 1800, 35, 34, 34)]
    rows += [r("label", "", d, 80 + 262 * i, 80, 258, 22) for i, d in enumerate(("SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"))]
    # month grid starts on the Sunday on or before the 1st
    first = {3: ("Feb", 25, 29, 5), 4: ("Mar", 31, 31, 1)}[month]
    prev_name, prev_start, prev_len, lead = first
    mlen = {3: 31, 4: 30}[month]
    nxt = {3: ("Apr", 4), 4: ("May", 5)}[month]
    for cell in range(42):
        x, y = 80 + 262 * (cell % 7), 106 + 160 * (cell // 7)
        if cell < lead:
            m, d, label = month - 1, prev_start + cell, f"{prev_name} {prev_start + cell}"
            if d > prev_len:
                d -= prev_len
        elif cell - lead + 1 <= mlen:
            m, d = month, cell - lead + 1
            label = str(d)
        else:
            m, d = nxt[1], cell - lead + 1 - mlen
            label = f"{nxt[0]} {d}"
        state = "today" if (m, d) == (3, 19) else ("other-month" if m != month else "")
        rows.append(r("table-cell", label, state, x, y, 258, 158))
        for j, t in enumerate(events.get((m, d), [])):
            rows.append(r("push-button", t, "", x + 6, y + 30 + 26 * j, 246, 24))
    return screen("Calendar", clock, rows + (extra or []), ("Calendar",))


# GNOME Calendar, clean
def t14(rs: RowSet) -> None:
    ev = dict(GC_EVENTS)
    st = gc_screen(at("12:33"), 3, ev)
    turns: Turns = []
    quick = [r("label", "", "New Event on Tuesday, March 19", 640, 500, 320, 22), r("entry", "", "", 640, 530, 320, 34),
             r("push-button", "Edit Details…", "", 640, 576, 150, 32), r("push-button", "Add", "", 880, 576, 80, 32)]
    turns.append((code("pyautogui.click(97, 52)  # New Event"), gc_screen(at("12:33"), 3, ev, quick)))

    def editor(title: str, loc: str, allday: bool, start: str, end: str) -> list[Row]:
        return [r("dialog", "New Event", "", 660, 160, 600, 760), r("push-button", "Cancel", "", 670, 168, 80, 34),
                r("label", "", "New Event", 910, 174, 100, 22), r("push-button", "Done", "", 1170, 168, 80, 34),
                r("combo-box", "Calendar", "Personal", 690, 220, 540, 34), r("entry", "Title", title, 690, 270, 540, 34),
                r("entry", "Location", loc, 690, 314, 540, 34), r("label", "", "Schedule", 690, 368, 200, 22),
                r("toggle-button", "All Day", ck(allday), 1170, 398, 50, 28), r("label", "", "All Day", 690, 400, 200, 22),
                r("label", "", "Starts", 690, 440, 100, 22), r("push-button", "Starts", start, 900, 434, 330, 34),
                r("label", "", "Ends", 690, 484, 100, 22), r("push-button", "Ends", end, 900, 478, 330, 34),
                r("label", "", "Reminders", 690, 540, 200, 22), r("push-button", "Add Reminder…", "", 690, 566, 540, 34),
                r("label", "", "Repeat", 690, 620, 200, 22), r("combo-box", "Repeat", "No Repeat", 900, 614, 330, 34),
                r("label", "", "Notes", 690, 670, 200, 22), r("text", "Notes", "", 690, 696, 540, 200)]
    turns.append((code("pyautogui.click(715, 592)  # Edit Details…"),
                  gc_screen(at("12:34"), 3, ev, editor("", "", True, "Tuesday, March 19, 2024", "Tuesday, March 19, 2024"))))
    turns.append((code("pyautogui.click(960, 287)\npyautogui.write('Flight to Lisbon (TP 1237)')\npyautogui.click(960, 331)\npyautogui.write('BER Terminal 1')\n"
                       "pyautogui.click(1195, 412)  # All Day off\n"
                       "pyautogui.click(1065, 451); pyautogui.hotkey('ctrl', 'a'); pyautogui.write('04/05/2024 07:40\\n')\n"
                       "pyautogui.click(1065, 495); pyautogui.hotkey('ctrl', 'a'); pyautogui.write('04/05/2024 10:05\\n')"),
                  gc_screen(at("12:35"), 3, ev, editor("Flight to Lisbon (TP 1237)", "BER Terminal 1", False, "Friday, April 5, 2024 · 07:40", "Friday, April 5, 2024 · 10:05"))))
    ev2 = dict(ev)
    ev2[(4, 5)] = ["Flight to Lisbon (TP 1237)"]
    turns.append((code("pyautogui.click(1210, 185)  # Done"), gc_screen(at("12:36"), 3, ev2)))
    turns.append((code("pyautogui.click(253, 52)  # Next"), gc_screen(at("12:36"), 4, ev2)))
    pop = [r("label", "", "Flight to Lisbon (TP 1237)", 1360, 300, 320, 24), r("label", "", "Friday, April 5, 2024", 1360, 332, 320, 20),
           r("label", "", "07:40 – 10:05", 1360, 354, 320, 20), r("label", "", "BER Terminal 1", 1360, 384, 320, 20),
           r("label", "", "Personal", 1360, 414, 320, 20), r("push-button", "Edit…", "", 1600, 450, 80, 32)]
    turns.append((code("pyautogui.click(1440, 148)  # Flight to Lisbon (TP 1237)"), gc_screen(at("12:37"), 4, ev2, pop)))
    turns.append((code("pyautogui.press('escape')\npyautogui.click(159, 52)  # Today"), gc_screen(at("12:37"), 3, ev2)))
    rs.add(task="os", tid="h42-os-14", system=system("In GNOME Calendar, add a timed event 'Flight to Lisbon (TP 1237)' at BER Terminal 1 on April 5, 2024 from 07:40 to 10:05 in the Personal calendar, check it in April, then go back to today."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# LibreOffice Impress: slide transitions

IMP_SLIDES = [
    ("Welcome to Northwind Labs", ["Onboarding · March 2024", "People & Culture team"]),
    ("Who we are", ["Founded 2016 in Berlin, 84 people in 3 offices", "Environmental sensing for ports and coastal cities", "Remote-friendly, async by default"]),
    ("Our products", ["Tidewatch — tide and surge monitoring", "Harborlens — berth occupancy analytics", "Open data portal for 11 partner cities"]),
    ("How we work", ["Two-week sprints, planning on Mondays", "Written proposals before big changes", "On-call rotation after your third month"]),
    ("Tools & accounts", ["Google Workspace, Jira, GitHub, Grafana", "Request access in #it-helpdesk", "Passwords live in Bitwarden"]),
    ("Security basics", ["Lock your screen (Super+L)", "Hardware key for SSO", "Report phishing to security@northwind-labs.com"]),
    ("Your first week", ["Day 1: laptop, accounts, buddy lunch", "Day 2–3: product deep dives", "Day 5: ship a small change"]),
    ("Questions?", ["people@northwind-labs.com", "Slides: intranet › Onboarding"]),
]
IMP_TRANS = ("None", "Wipe", "Uncover", "Fade", "Cut", "Cover", "Push", "Split", "Diagonal", "Circle", "Wheel", "Shape", "Box", "Venetian",
             "3D Venetian", "Checkers", "Dissolve", "Bars", "Clock", "Zoom")


def imp_screen(clock: str, slide: int, deck: str, trans: tuple[str, str, str] | None, modified: bool) -> str:
    rows = frame("onboarding-2024.odp - LibreOffice Impress")
    rows += [r("menu", m, "", 80 + 66 * i, 33, 62, 24) for i, m in enumerate(("File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"))]
    rows += [r("push-button", b, "", 80 + 36 * i, 62, 34, 32) for i, b in enumerate(("New", "Open", "Save", "Export Directly as PDF", "Print", "Undo", "Redo",
                                                                                      "Start from First Slide", "Start from Current Slide", "Insert Text Box", "Insert Image"))]
    rows += [r("label", "", "Slides", 80, 104, 200, 22)]
    for i in range(len(IMP_SLIDES)):
        rows.append(r("list-item", f"Slide {i + 1}", "selected" if i + 1 == slide else "", 84, 130 + 118 * i, 200, 112))
    title, bullets = IMP_SLIDES[slide - 1]
    rows += [r("document-presentation", f"Slide {slide}", "", 300, 104, 1180, 900), r("panel", "PageShape: Slide", "", 380, 220, 1020, 574),
             r("paragraph", "", title, 440, 260, 900, 60)]
    rows += [r("paragraph", "", b, 470, 360 + 52 * j, 860, 40) for j, b in enumerate(bullets)]
    decks = ("Properties", "Slide Transition", "Animation", "Master Slides", "Styles", "Gallery", "Navigator")
    rows += [r("toggle-button", d, ck(d == deck), 1884, 110 + 40 * i, 32, 36) for i, d in enumerate(decks)]
    if deck == "Properties":
        rows += [r("label", "", "Properties", 1496, 110, 200, 24), r("label", "", "Slide", 1500, 144, 200, 22),
                 r("label", "Format:", "Format:", 1500, 176, 80, 22), r("combo-box", "Format:", "Screen 16:9", 1590, 172, 280, 30),
                 r("label", "Background:", "Background:", 1500, 212, 90, 22), r("combo-box", "Background:", "None", 1590, 208, 280, 30),
                 r("label", "", "Layouts", 1500, 270, 200, 22)]
    elif trans is not None:
        name, variant, dur = trans
        rows += [r("label", "", "Slide Transition", 1496, 110, 200, 24)]
        for i, t in enumerate(IMP_TRANS):
            rows.append(r("list-item", t, "selected" if t == name else "", 1500 + 92 * (i % 4), 144 + 74 * (i // 4), 88, 70))
        rows += [r("label", "Variant:", "Variant:", 1500, 530, 80, 22), r("combo-box", "Variant:", variant, 1590, 526, 280, 30),
                 r("label", "Duration:", "Duration:", 1500, 568, 80, 22), r("spin-button", "Duration:", dur, 1590, 564, 150, 30),
                 r("label", "Sound:", "Sound:", 1500, 606, 80, 22), r("combo-box", "Sound:", "No sound", 1590, 602, 280, 30),
                 r("check-box", "Loop until next sound", ck(False), 1590, 640, 280, 24),
                 r("label", "", "Advance Slide", 1500, 680, 200, 22), r("radio-button", "On mouse click", ck(True), 1510, 708, 300, 24),
                 r("radio-button", "Automatically after:", ck(False), 1510, 738, 200, 24), r("spin-button", "", "1.00 sec", 1720, 736, 150, 30),
                 r("push-button", "Apply Transition to All Slides", "", 1500, 790, 370, 32), r("push-button", "Play", "", 1500, 830, 100, 32),
                 r("check-box", "Automatic Preview", ck(True), 1620, 834, 250, 24)]
    msg = "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save."
    rows += [r("status-bar", "", "", 70, 1050, 1850, 30), r("label", "", f"Slide {slide} of {len(IMP_SLIDES)}", 80, 1054, 160, 22),
             r("label", "", "Default", 400, 1054, 100, 22), r("label", "", "English (USA)", 600, 1054, 140, 22),
             r("push-button", msg, "", 900, 1054, 24, 22), r("slider", "Zoom", "77%", 1700, 1054, 200, 22)]
    return screen("LibreOffice Impress", clock, rows, ("LibreOffice Impress",))


# LibreOffice Impress (slide transitions), bad
def t15(rs: RowSet) -> None:
    st = imp_screen(at("09:40"), 1, "Properties", None, False)
    none = ("None", "", "2.00 sec")
    turns: Turns = []
    turns.append((code("pyautogui.click(184, 304)  # Slide 2"), imp_screen(at("09:40"), 2, "Properties", None, False)))
    turns.append((code("pyautogui.click(1900, 168)  # Slide Transition deck"), imp_screen(at("09:41"), 2, "Slide Transition", none, False)))
    turns.append((code("pyautogui.click(1636, 179)  # Wipe"), imp_screen(at("09:41"), 2, "Slide Transition", ("Wipe", "Top to bottom", "2.00 sec"), True)))
    turns.append((code("pyautogui.tripleClick(1650, 579)\npyautogui.write('1.50')\npyautogui.press('enter')"),
                  imp_screen(at("09:42"), 2, "Slide Transition", ("Wipe", "Top to bottom", "1.50 sec"), True)))
    turns.append((code("pyautogui.click(184, 540)  # Slide 4"), imp_screen(at("09:42"), 4, "Slide Transition", none, True)))
    turns.append((code("pyautogui.click(1820, 179)  # Fade"), imp_screen(at("09:43"), 4, "Slide Transition", ("Fade", "Smoothly", "2.00 sec"), True)))
    turns.append((code("pyautogui.click(184, 304)  # Slide 2"), imp_screen(at("09:43"), 2, "Slide Transition", ("Wipe", "Top to bottom", "2.00 sec"), True)))
    turns.append((code("pyautogui.click(184, 776)  # Slide 6"), imp_screen(at("09:44"), 6, "Slide Transition", none, True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), imp_screen(at("09:44"), 6, "Slide Transition", none, False)))
    rs.add(task="os", tid="h42-os-15", system=system("In onboarding-2024.odp, give slide 2 a Wipe transition lasting 1.50 seconds and slide 4 a Fade transition, then save the presentation."),
           turns=turns, state=st, bad=True, turn=7, kind="slide 2's transition duration reads 2.00 sec again after the agent set 1.50 sec")


# ---------------------------------------------------------------------------------------------
# GNOME Terminal

def term_win(text: str, tabs: int = 1, title: str = "maya@ubuntu-dev: ~", x0: int = 360, y0: int = 160, w: int = 1200, h: int = 760) -> list[Row]:
    rows = [r("frame", title, "", x0, y0, w, h), r("push-button", "New tab", "", x0 + 8, y0 + 8, 34, 34),
            r("label", "", title, x0 + w // 2 - 100, y0 + 14, 200, 22), r("toggle-button", "Find", ck(False), x0 + w - 200, y0 + 8, 34, 34),
            r("push-button", "Menu", "", x0 + w - 160, y0 + 8, 34, 34), r("push-button", "Minimize", "", x0 + w - 120, y0 + 8, 34, 34),
            r("push-button", "Maximize", "", x0 + w - 82, y0 + 8, 34, 34), r("push-button", "Close", "", x0 + w - 44, y0 + 8, 34, 34)]
    top_ = y0 + 50
    if tabs > 1:
        rows += [r("page-tab", title, "selected" if i == tabs - 1 else "", x0 + (w // tabs) * i, y0 + 50, w // tabs, 34) for i in range(tabs)]
        top_ += 34
    rows.append(r("terminal", "Terminal", text, x0, top_, w, y0 + h - top_))
    return rows


def gt_prefs(page: str, profiles: list[tuple[str, bool]], body: list[Row], extra: list[Row] | None = None) -> list[Row]:
    x0, y0 = 420, 120
    title = f"Preferences – {page}"
    rows = [r("frame", title, "", x0, y0, 1080, 820), r("push-button", "Close", "", x0 + 1036, y0 + 8, 34, 34),
            r("label", "", "Global", x0 + 20, y0 + 60, 200, 22), r("list-item", "General", "selected" if page == "General" else "", x0 + 10, y0 + 86, 240, 34),
            r("list-item", "Shortcuts", "", x0 + 10, y0 + 122, 240, 34), r("label", "", "Profiles", x0 + 20, y0 + 170, 120, 22),
            r("push-button", "New Profile", "", x0 + 214, y0 + 164, 34, 34)]
    for i, (n, default) in enumerate(profiles):
        rows += [r("list-item", n, ("selected" if n == page else "") + (" default" if default else ""), x0 + 10, y0 + 204 + 36 * i, 200, 34),
                 r("push-button", "Profile menu", "", x0 + 214, y0 + 204 + 36 * i, 34, 34)]
    return rows + body + (extra or [])


def gt_text_tab(font: str, custom: bool, uid: str) -> list[Row]:
    x0, y0 = 700, 180
    return [r("page-tab", "Text", "selected", x0, y0, 110, 32), r("page-tab", "Colors", "", x0 + 112, y0, 110, 32),
            r("page-tab", "Scrolling", "", x0 + 224, y0, 110, 32), r("page-tab", "Command", "", x0 + 336, y0, 110, 32),
            r("page-tab", "Compatibility", "", x0 + 448, y0, 140, 32),
            r("label", "", "Initial terminal size:", x0, y0 + 60, 200, 22), r("spin-button", "", "80", x0 + 210, y0 + 56, 90, 30),
            r("label", "", "columns", x0 + 306, y0 + 60, 70, 22), r("spin-button", "", "24", x0 + 380, y0 + 56, 90, 30),
            r("label", "", "rows", x0 + 476, y0 + 60, 50, 22), r("push-button", "Reset", "", x0 + 540, y0 + 56, 70, 30),
            r("check-box", "Custom font", ck(custom), x0, y0 + 104, 200, 24), r("push-button", font, "", x0 + 210, y0 + 100, 260, 32),
            r("label", "", "Cell spacing:", x0, y0 + 148, 200, 22), r("spin-button", "", "1.00", x0 + 210, y0 + 144, 90, 30),
            r("label", "", "× width", x0 + 306, y0 + 148, 60, 22), r("spin-button", "", "1.00", x0 + 380, y0 + 144, 90, 30),
            r("label", "", "× height", x0 + 476, y0 + 148, 60, 22),
            r("label", "", "Allow blinking text:", x0, y0 + 196, 200, 22), r("combo-box", "", "Always", x0 + 210, y0 + 192, 200, 30),
            r("label", "", "Cursor shape:", x0, y0 + 236, 200, 22), r("combo-box", "", "Block", x0 + 210, y0 + 232, 200, 30),
            r("label", "", "Cursor blinking:", x0, y0 + 276, 200, 22), r("combo-box", "", "Default", x0 + 210, y0 + 272, 200, 30),
            r("label", "", "Sound:", x0, y0 + 320, 200, 22), r("check-box", "Terminal bell", ck(True), x0 + 210, y0 + 318, 200, 24),
            r("label", "", f"Profile ID: {uid}", x0, y0 + 720, 560, 20)]


def gt_colors_tab(system_theme: bool, scheme: str, uid: str) -> list[Row]:
    x0, y0 = 700, 180
    return [r("page-tab", "Text", "", x0, y0, 110, 32), r("page-tab", "Colors", "selected", x0 + 112, y0, 110, 32),
            r("page-tab", "Scrolling", "", x0 + 224, y0, 110, 32), r("page-tab", "Command", "", x0 + 336, y0, 110, 32),
            r("page-tab", "Compatibility", "", x0 + 448, y0, 140, 32),
            r("label", "", "Text and Background Color", x0, y0 + 56, 300, 22),
            r("check-box", "Use colors from system theme", ck(system_theme), x0, y0 + 86, 300, 24),
            r("label", "", "Built-in schemes:", x0 + 20, y0 + 124, 160, 22), r("combo-box", "", scheme, x0 + 210, y0 + 120, 220, 30),
            r("label", "", "Default color:", x0 + 20, y0 + 168, 160, 22), r("push-button", "Text", "", x0 + 210, y0 + 164, 60, 30),
            r("push-button", "Background", "", x0 + 280, y0 + 164, 60, 30),
            r("check-box", "Bold color:", ck(False), x0 + 20, y0 + 208, 160, 24), r("check-box", "Cursor color:", ck(False), x0 + 20, y0 + 240, 160, 24),
            r("check-box", "Highlight color:", ck(False), x0 + 20, y0 + 272, 160, 24),
            r("label", "", "Palette", x0, y0 + 320, 300, 22), r("label", "", "Built-in schemes:", x0 + 20, y0 + 352, 160, 22),
            r("combo-box", "", "GNOME", x0 + 210, y0 + 348, 220, 30), r("check-box", "Show bold text in bright colors", ck(False), x0 + 20, y0 + 394, 300, 24),
            r("label", "", f"Profile ID: {uid}", x0, y0 + 720, 560, 20)]


# Terminal (profiles), clean
def t16(rs: RowSet) -> None:
    p = "maya@ubuntu-dev:~$ "
    text0 = p + "echo $$\n4127\n" + p
    st = screen("Terminal", at("17:20"), term_win(text0), ("Terminal",))
    turns: Turns = []
    general = [r("check-box", "Show menubar by default in new terminals", ck(True), 700, 190, 500, 24),
               r("check-box", "Enable the menu accelerator key (F10 by default)", ck(True), 700, 222, 500, 24),
               r("check-box", "Enable mnemonics (such as Alt+F to open the File menu)", ck(False), 700, 254, 500, 24),
               r("check-box", "Enable the shortcut to switch to a tab (such as Alt+1)", ck(True), 700, 286, 500, 24),
               r("label", "", "Theme variant:", 700, 330, 150, 22), r("combo-box", "", "Default", 860, 326, 200, 30),
               r("label", "", "Open new terminals in:", 700, 370, 180, 22), r("combo-box", "", "Tab", 890, 366, 170, 30)]
    profs = [("Unnamed", True)]
    base = term_win(text0)
    turns.append((code("pyautogui.click(1400, 177)  # Menu\npyautogui.click(1330, 300)  # Preferences"),
                  screen("Terminal", at("17:20"), base + gt_prefs("General", profs, general), ("Terminal",))))
    newp = [r("dialog", "New Profile", "", 760, 400, 400, 180), r("label", "Profile name:", "Profile name:", 780, 440, 120, 22),
            r("entry", "Profile name:", "Unnamed", 900, 436, 240, 32), r("push-button", "Cancel", "", 960, 520, 80, 32), r("push-button", "Create", "", 1050, 520, 90, 32)]
    turns.append((code("pyautogui.click(651, 301)  # New Profile"),
                  screen("Terminal", at("17:21"), base + gt_prefs("General", profs, general, newp), ("Terminal",))))
    uid = "7e3f0a41-92c8-4b5d-9e16-3ad0c5f28b97"
    profs2 = [("Presenter", False), ("Unnamed", True)]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Presenter')\npyautogui.click(1095, 536)  # Create"),
                  screen("Terminal", at("17:21"), base + gt_prefs("Presenter", profs2, gt_text_tab("Monospace 12", False, uid)), ("Terminal",))))
    turns.append((code("pyautogui.click(712, 296)  # Custom font\npyautogui.click(1040, 296)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Ubuntu Mono 18')\npyautogui.press('enter')"),
                  screen("Terminal", at("17:22"), base + gt_prefs("Presenter", profs2, gt_text_tab("Ubuntu Mono 18", True, uid)), ("Terminal",))))
    turns.append((code("pyautogui.click(867, 196)  # Colors"),
                  screen("Terminal", at("17:22"), base + gt_prefs("Presenter", profs2, gt_colors_tab(True, "GNOME dark", uid)), ("Terminal",))))
    turns.append((code("pyautogui.click(712, 278)  # Use colors from system theme\npyautogui.click(1020, 315)\npyautogui.click(1020, 470)  # Solarized light"),
                  screen("Terminal", at("17:23"), base + gt_prefs("Presenter", profs2, gt_colors_tab(False, "Solarized light", uid)), ("Terminal",))))
    profs3 = [("Presenter", True), ("Unnamed", False)]
    turns.append((code("pyautogui.click(651, 341)  # Profile menu (Presenter)\npyautogui.click(730, 470)  # Set as default"),
                  screen("Terminal", at("17:23"), base + gt_prefs("Presenter", profs3, gt_colors_tab(False, "Solarized light", uid)), ("Terminal",))))
    text1 = p + "echo $$\n5318\n" + p
    turns.append((code("pyautogui.click(1477, 137)  # Close preferences\npyautogui.hotkey('ctrl', 'shift', 't')\npyautogui.write('echo $$\\n')"),
                  screen("Terminal", at("17:24"), term_win(text1, tabs=2), ("Terminal",))))
    rs.add(task="os", tid="h42-os-16", system=system("In GNOME Terminal, create a 'Presenter' profile with the Ubuntu Mono 18 font and the Solarized light colour scheme, make it the default, then open a new tab."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# Disk Usage Analyzer (Baobab)

def dua_screen(clock: str, path: tuple[str, ...], rows_: list[tuple[str, str, str, str]] | None, extra: list[Row] | None = None,
               start: list[Row] | None = None) -> str:
    x0, y0 = 200, 100
    rows = frame("Disk Usage Analyzer", x0, y0, 1520, 900)
    if start is not None:
        rows += [r("label", "", "Disk Usage Analyzer", x0 + 660, y0 + 14, 200, 22), r("push-button", "Main Menu", "", x0 + 1356, y0 + 8, 34, 34)] + start
        return screen("Disk Usage Analyzer", clock, rows + (extra or []), ("Disk Usage Analyzer",))
    rows += [r("push-button", "Back", "", x0 + 10, y0 + 8, 34, 34)]
    x = x0 + 60
    for p in path:
        rows.append(r("push-button", p, "", x, y0 + 10, 14 + 9 * len(p), 30))
        x += 16 + 9 * len(p)
    rows += [r("push-button", "Rescan", "", x0 + 1316, y0 + 8, 34, 34), r("push-button", "Main Menu", "", x0 + 1356, y0 + 8, 34, 34)]
    cols = (("Folder", x0 + 10, 330), ("Size", x0 + 344, 110), ("Contents", x0 + 458, 130), ("Modified", x0 + 592, 120))
    rows += [r("table-column-header", c, "", x, y0 + 56, w, 26) for c, x, w in cols]
    for i, vals in enumerate(rows_ or []):
        y = y0 + 84 + 28 * i
        rows += [r("table-cell", c, v, x + (0 if i == 0 or c != "Folder" else 20), y, w, 28) for v, (c, x, w) in zip(vals, cols)]
    rows += [r("panel", "Rings Chart", "", x0 + 740, y0 + 60, 770, 780), r("toggle-button", "Rings Chart", ck(True), x0 + 1400, y0 + 856, 34, 30),
             r("toggle-button", "Treemap Chart", ck(False), x0 + 1440, y0 + 856, 34, 30)]
    return screen("Disk Usage Analyzer", clock, rows + (extra or []), ("Disk Usage Analyzer",))


# Disk Usage Analyzer, bad
def t17(rs: RowSet) -> None:
    start = [r("list-item", "Home folder", "", 220, 170, 1480, 70), r("label", "", "Home folder", 300, 182, 400, 24), r("label", "", "/home/maya", 300, 208, 400, 20),
             r("list-item", "Ubuntu 22.04.4 LTS amd64", "", 220, 250, 1480, 70), r("label", "", "Ubuntu 22.04.4 LTS amd64", 300, 262, 400, 24),
             r("label", "", "78.4 GB available of 250.1 GB", 300, 288, 400, 20), r("level-bar", "", "0.69", 1200, 280, 460, 10),
             r("list-item", "Backup (USB)", "", 220, 330, 1480, 70), r("label", "", "Backup (USB)", 300, 342, 400, 24),
             r("label", "", "612.9 GB available of 1.0 TB", 300, 368, 400, 20), r("level-bar", "", "0.39", 1200, 360, 460, 10),
             r("push-button", "Scan Folder…", "", 220, 430, 160, 34)]
    st = dua_screen(at("15:48"), (), None, start=start)
    home = [("maya", "38.6 GB", "214,908 items", "Today"),
            (".cache", "9.8 GB", "96,412 items", "Today"), ("Videos", "7.2 GB", "58 items", "8 Mar"), ("Downloads", "6.1 GB", "312 items", "Yesterday"),
            ("snap", "5.4 GB", "41,227 items", "Today"), ("Pictures", "3.9 GB", "2,861 items", "14 Mar"), (".local", "2.7 GB", "38,905 items", "Today"),
            ("Documents", "1.6 GB", "1,244 items", "Today"), ("Music", "1.2 GB", "1,108 items", "11 Mar"), ("projects", "412.6 MB", "22,637 items", "Today"),
            (".mozilla", "203.4 MB", "1,874 items", "Today"), (".config", "88.1 MB", "2,019 items", "Today"), ("Desktop", "12.0 MB", "14 items", "2 Mar"),
            (".ssh", "28.7 kB", "5 items", "11 Jan"), ("Templates", "4.1 kB", "1 item", "3 Nov 2023")]
    turns: Turns = []
    turns.append((code("pyautogui.click(900, 205)  # Home folder"), dua_screen(at("15:49"), ("maya",), home)))
    iso = "/home/maya/Downloads/ubuntu-22.04.3-desktop-amd64.iso"
    turns.append((code(f"import subprocess\nsubprocess.run(['gio', 'trash', '{iso}'], check=True)\nsubprocess.run(['gio', 'trash', '--empty'], check=True)"),
                  dua_screen(at("15:50"), ("maya",), home)))
    rescan = [("maya", "38.6 GB", "214,907 items", "Today")] + sorted(
        [h for h in home[1:] if h[0] != "Downloads"] + [("Downloads", "1.4 GB", "311 items", "Today")],
        key=lambda h: -float(h[1].split()[0]) * {"GB": 1e9, "MB": 1e6, "kB": 1e3}[h[1].split()[1]])
    turns.append((code("pyautogui.hotkey('ctrl', 'r')  # Rescan"), dua_screen(at("15:51"), ("maya",), rescan)))
    cache = [(".cache", "9.8 GB", "96,412 items", "Today"), ("pip", "3.1 GB", "12,506 items", "Yesterday"), ("mozilla", "2.2 GB", "31,870 items", "Today"),
             ("JetBrains", "1.9 GB", "18,233 items", "12 Mar"), ("thumbnails", "1.1 GB", "27,941 items", "Today"), ("yarn", "824.5 MB", "4,102 items", "5 Mar"),
             ("go-build", "392.0 MB", "1,486 items", "28 Feb"), ("tracker3", "281.6 MB", "12 items", "Today"), ("fontconfig", "2.1 MB", "9 items", "2 Mar"),
             ("ubuntu-report", "12.3 kB", "2 items", "3 Nov 2023")]
    turns.append((code("pyautogui.doubleClick(320, 240)  # .cache"), dua_screen(at("15:51"), ("maya", ".cache"), cache)))
    menu = [r("menu", "", "", 360, 250, 240, 110), r("menu-item", "Open Folder", "", 364, 254, 232, 32),
            r("menu-item", "Copy Path to Clipboard", "", 364, 288, 232, 32), r("menu-item", "Move to Trash", "", 364, 322, 232, 32)]
    turns.append((code("pyautogui.rightClick(320, 226)  # pip"), dua_screen(at("15:52"), ("maya", ".cache"), cache, menu)))
    turns.append((code("pyautogui.click(480, 304)  # Copy Path to Clipboard"), dua_screen(at("15:52"), ("maya", ".cache"), cache)))
    rs.add(task="os", tid="h42-os-17", system=system("Scan the home folder with Disk Usage Analyzer, delete the old Ubuntu ISO in Downloads for good, rescan, then find the biggest folder inside ~/.cache and copy its path."),
           turns=turns, state=st, bad=True, turn=3, kind="home folder total unchanged after the 4.7 GB ISO was deleted and Downloads shrank")


# ---------------------------------------------------------------------------------------------
# VLC: playlist and preferences

def vlc_screen(clock: str, items: list[tuple[str, str]], *, playing: str | None, elapsed: str, loop: str, sort: str = "",
               playlist: bool = True, extra: list[Row] | None = None) -> str:
    title = f"{playing} - VLC media player" if playing else "VLC media player"
    rows = frame(title, 260, 90, 1400, 900)
    rows += [r("menu", m, "", 270 + 70 * i, 124, 66, 24) for i, m in enumerate(("Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"))]
    if playlist:
        rows += [r("label", "", "Playlist", 280, 160, 200, 22), r("tree-item", "Playlist", "selected", 276, 190, 230, 26),
                 r("tree-item", "Media Library", "", 276, 216, 230, 26), r("label", "", "My Computer", 280, 252, 200, 22),
                 r("tree-item", "My Videos", "", 276, 278, 230, 26), r("tree-item", "My Music", "", 276, 304, 230, 26),
                 r("tree-item", "My Pictures", "", 276, 330, 230, 26), r("label", "", "Devices", 280, 366, 200, 22),
                 r("tree-item", "Discs", "", 276, 392, 230, 26), r("label", "", "Local Network", 280, 428, 200, 22),
                 r("tree-item", "Network streams (SAP)", "", 276, 454, 230, 26), r("tree-item", "Universal Plug'n'Play", "", 276, 480, 230, 26),
                 r("entry", "Search the playlist", "", 1380, 158, 260, 28)]
        cols = (("Title", 520, 720), ("Duration", 1244, 120), ("Album", 1368, 280))
        rows += [r("table-column-header", c, ("sorted ascending" if c == sort else ""), x, 192, w, 26) for c, x, w in cols]
        for i, (t, d) in enumerate(items):
            y = 220 + 26 * i
            rows += [r("table-cell", "Title", ("▶ " if t == playing else "") + t, 520, y, 720, 26), r("table-cell", "Duration", d, 1244, y, 120, 26),
                     r("table-cell", "Album", "", 1368, y, 280, 26)]
    total = next((d for t, d in items if t == playing), "--:--")
    rows += [r("label", "", elapsed if playing else "--:--", 270, 908, 60, 20), r("slider", "", elapsed if playing else "", 336, 906, 1240, 22),
             r("label", "", total, 1590, 908, 60, 20),
             r("push-button", "Pause the playback" if playing else "Play", "", 270, 940, 40, 36), r("push-button", "Previous media in the playlist, skip backward when held", "", 316, 940, 36, 36),
             r("push-button", "Stop playback", "", 354, 940, 36, 36), r("push-button", "Next media in the playlist, skip forward when held", "", 392, 940, 36, 36),
             r("push-button", "Toggle the video to fullscreen", "", 440, 940, 36, 36), r("push-button", "Show extended settings", "", 478, 940, 36, 36),
             r("push-button", "Toggle playlist", "", 516, 940, 36, 36),
             r("push-button", {"off": "Click to toggle between loop all, loop one and no loop", "all": "Loop all"}[loop], "", 554, 940, 36, 36),
             r("push-button", "Random", "", 592, 940, 36, 36), r("slider", "Volume", "100%", 1500, 946, 140, 24)]
    return screen("VLC media player", clock, rows + (extra or []), ("VLC media player",))


def vlc_prefs(pause_min: bool, recent: bool) -> list[Row]:
    x0, y0 = 480, 130
    rows = [r("dialog", "Simple Preferences", "", x0, y0, 960, 820)]
    rows += [r("list-item", t, "selected" if t == "Interface" else "", x0 + 10, y0 + 20 + 70 * i, 110, 66)
             for i, t in enumerate(("Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"))]
    rows += [r("label", "", "Interface Settings", x0 + 140, y0 + 20, 300, 24), r("label", "", "Language", x0 + 140, y0 + 60, 200, 22),
             r("combo-box", "Menus language:", "System", x0 + 360, y0 + 56, 300, 30), r("label", "", "Look and feel", x0 + 140, y0 + 104, 200, 22),
             r("radio-button", "Use native interface", ck(True), x0 + 150, y0 + 134, 300, 24), r("radio-button", "Use custom skin", ck(False), x0 + 150, y0 + 162, 300, 24),
             r("check-box", "Show controls in full screen mode", ck(True), x0 + 150, y0 + 200, 400, 24),
             r("check-box", "Integrate video in interface", ck(True), x0 + 150, y0 + 228, 400, 24),
             r("check-box", "Pause playback when minimized", ck(pause_min), x0 + 150, y0 + 256, 400, 24),
             r("check-box", "Resize interface to video size", ck(True), x0 + 150, y0 + 284, 400, 24),
             r("check-box", "Show systray icon", ck(True), x0 + 150, y0 + 312, 400, 24),
             r("label", "", "Playlist and Instances", x0 + 140, y0 + 356, 300, 22),
             r("check-box", "Allow only one instance", ck(False), x0 + 150, y0 + 386, 400, 24),
             r("check-box", "Enqueue items into playlist in one instance mode", ck(False), x0 + 150, y0 + 414, 400, 24),
             r("check-box", "Display playlist tree", ck(True), x0 + 150, y0 + 442, 400, 24),
             r("label", "", "Privacy / Network Interaction", x0 + 140, y0 + 486, 300, 22),
             r("check-box", "Activate updates notifier", ck(False), x0 + 150, y0 + 516, 400, 24),
             r("check-box", "Save recently played items", ck(recent), x0 + 150, y0 + 544, 400, 24),
             r("entry", "Filter:", "", x0 + 560, y0 + 542, 360, 28),
             r("check-box", "Allow metadata network access", ck(False), x0 + 150, y0 + 572, 400, 24),
             r("label", "", "Show settings", x0 + 10, y0 + 770, 110, 20), r("radio-button", "Simple", ck(True), x0 + 10, y0 + 790, 70, 20),
             r("radio-button", "All", ck(False), x0 + 90, y0 + 790, 50, 20), r("push-button", "Reset Preferences", "", x0 + 560, y0 + 776, 150, 32),
             r("push-button", "Cancel", "", x0 + 720, y0 + 776, 100, 32), r("push-button", "Save", "", x0 + 830, y0 + 776, 100, 32)]
    return rows


# VLC (playlist and preferences), clean
def t18(rs: RowSet) -> None:
    items = [("lecture-04-graphs.mkv", "52:18"), ("lecture-05-dp.mkv", "48:41"), ("podcast-ep112.mp3", "1:07:33")]
    st = vlc_screen(at("20:12"), items, playing=None, elapsed="", loop="off", playlist=False)
    turns: Turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'l')"), vlc_screen(at("20:12"), items, playing=None, elapsed="", loop="off")))
    items2 = items + [("pycon-keynote-2023.mp4", "41:07")]
    turns.append((code("VLCTools.add_to_playlist('/home/maya/Videos/talks/pycon-keynote-2023.mp4')"),
                  vlc_screen(at("20:13"), items2, playing=None, elapsed="", loop="off")))
    pk = "pycon-keynote-2023.mp4"
    turns.append((code("pyautogui.doubleClick(800, 311)  # pycon-keynote-2023.mp4"), vlc_screen(at("20:14"), items2, playing=pk, elapsed="00:03", loop="off")))
    turns.append((code("pyautogui.hotkey('ctrl', 'p')"), vlc_screen(at("20:14"), items2, playing=pk, elapsed="00:41", loop="off", extra=vlc_prefs(False, True))))
    turns.append((code("pyautogui.click(642, 398)  # Pause playback when minimized\npyautogui.click(642, 686)  # Save recently played items"),
                  vlc_screen(at("20:15"), items2, playing=pk, elapsed="01:02", loop="off", extra=vlc_prefs(True, False))))
    turns.append((code("pyautogui.click(1360, 922)  # Save"), vlc_screen(at("20:15"), items2, playing=pk, elapsed="01:20", loop="off")))
    turns.append((code("pyautogui.click(572, 958)  # loop"), vlc_screen(at("20:15"), items2, playing=pk, elapsed="01:38", loop="all")))

    def secs(d: str) -> int:
        parts = [int(p) for p in d.split(":")]
        return parts[0] * 3600 + parts[1] * 60 + parts[2] if len(parts) == 3 else parts[0] * 60 + parts[1]
    turns.append((code("pyautogui.click(1300, 205)  # Duration column header"),
                  vlc_screen(at("20:16"), sorted(items2, key=lambda it: secs(it[1])), playing=pk, elapsed="01:55", loop="all", sort="Duration")))
    rs.add(task="os", tid="h42-os-18", system=system("In VLC, add ~/Videos/talks/pycon-keynote-2023.mp4 to the playlist and play it, set playback to pause when minimized and stop saving recently played items, turn on loop-all and sort the playlist by duration."),
           turns=turns, state=st)


# Screenshot tool with Files, clean
def t19(rs: RowSet) -> None:
    path = ("Home", "Pictures", "Screenshots")
    shots = [("Screenshot from 2024-03-11 09-22-10.png", "1.1 MB", "11 Mar"), ("Screenshot from 2024-03-14 16-40-55.png", "842.7 kB", "14 Mar"),
             ("Screenshot from 2024-03-18 12-03-31.png", "396.2 kB", "Yesterday")]
    st = files_screen(at("14:05"), "Screenshots", path, shots)
    turns: Turns = []
    ui = [r("panel", "Screenshot", "", 0, 0, 1920, 1080), r("push-button", "Close", "", 1250, 790, 40, 40),
          r("toggle-button", "Selection", ck(True), 760, 860, 120, 80), r("toggle-button", "Screen", ck(False), 890, 860, 120, 80),
          r("toggle-button", "Window", ck(False), 1020, 860, 120, 80), r("toggle-button", "Screenshot", ck(True), 690, 960, 50, 40),
          r("toggle-button", "Screencast", ck(False), 740, 960, 50, 40), r("push-button", "Capture", "", 925, 950, 70, 70),
          r("toggle-button", "Show Pointer", ck(False), 1180, 960, 50, 40)]
    turns.append((code("pyautogui.press('printscreen')"), files_screen(at("14:05"), "Screenshots", path, shots, extra=ui)))
    s1 = ("Screenshot from 2024-03-19 14-05-31.png", "2.3 MB", "14:05")
    shots2 = shots + [s1]
    note = [r("notification", "Screenshot captured", "You can paste the image from the clipboard.", 760, 40, 400, 90),
            r("label", "", "Screenshot captured", 850, 54, 300, 22), r("label", "", "You can paste the image from the clipboard.", 850, 80, 300, 20)]
    turns.append((code("pyautogui.click(950, 900)  # Screen\npyautogui.click(960, 985)  # Capture"),
                  files_screen(at("14:05"), "Screenshots", path, shots2, extra=note)))
    s2 = ("Screenshot from 2024-03-19 14-06-12.png", "148.9 kB", "14:06")
    shots3 = shots2 + [s2]
    turns.append((code("pyautogui.hotkey('alt', 'printscreen')"), files_screen(at("14:06"), "Screenshots", path, shots3, extra=note)))
    by_mod = [s2, s1, shots[2], shots[1], shots[0]]
    turns.append((code("pyautogui.click(1380, 94)  # Modified column header"), files_screen(at("14:07"), "Screenshots", path, by_mod)))
    fw = ("files-window.png", "148.9 kB", "14:06")
    by_mod2 = [fw, s1, shots[2], shots[1], shots[0]]
    turns.append((code("pyautogui.click(600, 127)\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('files-window.png\\n')"),
                  files_screen(at("14:07"), "Screenshots", path, by_mod2, selected=("files-window.png",))))
    by_mod3 = by_mod2[:4]
    toast = [r("alert", "", "“Screenshot from 2024-03-11 09-22-10.png” moved to trash", 760, 980, 460, 48), r("push-button", "Undo", "", 1150, 988, 60, 32)]
    turns.append((code("pyautogui.click(600, 263)\npyautogui.press('delete')"), files_screen(at("14:08"), "Screenshots", path, by_mod3, extra=toast)))
    flo = [r("label", "", "4 items selected (3.7 MB)", 1600, 1040, 300, 24)]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"),
                  files_screen(at("14:08"), "Screenshots", path, by_mod3, selected=tuple(s[0] for s in by_mod3), extra=flo)))
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', '2')  # grid view"),
                  files_screen(at("14:09"), "Screenshots", path, by_mod3, grid=True)))
    props = [r("dialog", "files-window.png Properties", "", 660, 200, 600, 640), r("page-tab", "Basic", "selected", 680, 250, 120, 32),
             r("page-tab", "Image", "", 802, 250, 120, 32), r("page-tab", "Permissions", "", 924, 250, 120, 32), r("page-tab", "Open With", "", 1046, 250, 120, 32),
             r("label", "Name", "Name", 690, 310, 140, 22), r("entry", "Name", "files-window.png", 840, 306, 400, 30),
             r("label", "Type", "Type", 690, 350, 140, 22), r("label", "", "PNG image (image/png)", 840, 350, 400, 22),
             r("label", "Size", "Size", 690, 380, 140, 22), r("label", "", "148.9 kB (148,912 bytes)", 840, 380, 400, 22),
             r("label", "Parent Folder", "Parent Folder", 690, 410, 140, 22), r("label", "", "/home/maya/Pictures/Screenshots", 840, 410, 400, 22),
             r("label", "Accessed", "Accessed", 690, 450, 140, 22), r("label", "", "Tue 19 Mar 2024 14:06:12 CET", 840, 450, 400, 22),
             r("label", "Modified", "Modified", 690, 480, 140, 22), r("label", "", "Tue 19 Mar 2024 14:06:12 CET", 840, 480, 400, 22),
             r("label", "Created", "Created", 690, 510, 140, 22), r("label", "", "Tue 19 Mar 2024 14:06:12 CET", 840, 510, 400, 22)]
    turns.append((code("pyautogui.click(395, 145)  # files-window.png\npyautogui.hotkey('ctrl', 'i')"),
                  files_screen(at("14:09"), "Screenshots", path, by_mod3, grid=True, selected=("files-window.png",), extra=props)))
    rs.add(task="os", tid="h42-os-19", system=system("Take a full-screen screenshot and a screenshot of the Files window, name the window screenshot files-window.png, delete the oldest screenshot in ~/Pictures/Screenshots and check the properties of files-window.png."),
           turns=turns, state=st)


# ---------------------------------------------------------------------------------------------
# Software & Updates

SU_TABS = ("Ubuntu Software", "Other Software", "Updates", "Authentication", "Additional Drivers", "Developer Options", "Ubuntu Pro")


def su_screen(clock: str, tab: str, body: list[Row], revert: bool, extra: list[Row] | None = None) -> str:
    x0, y0 = 460, 140
    rows = [r("frame", "Software & Updates", "", x0, y0, 1000, 780), r("push-button", "Close", "", x0 + 956, y0 + 8, 34, 34)]
    rows += [r("page-tab", t, "selected" if t == tab else "", x0 + 10 + 140 * i, y0 + 50, 138, 32) for i, t in enumerate(SU_TABS)]
    rows += body
    rows += [r("push-button", "Revert", "enabled" if revert else "disabled", x0 + 760, y0 + 730, 100, 34), r("push-button", "Close", "", x0 + 870, y0 + 730, 110, 34)]
    return screen("Software & Updates", clock, rows + (extra or []), ("Software & Updates",))


def su_other(sources: list[tuple[str, bool]], sel: str | None) -> list[Row]:
    rows = []
    for i, (s, on) in enumerate(sources):
        y = 200 + 50 * i
        if s == sel:
            rows.append(r("table-row", "selected", "", 480, y, 960, 48))
        rows.append(r("check-box", s, ck(on), 490, y + 4, 930, 40))
    rows += [r("push-button", "Add…", "", 480, 800, 90, 34), r("push-button", "Edit…", "", 576, 800, 90, 34),
             r("push-button", "Remove", "", 672, 800, 90, 34), r("push-button", "Add Volume…", "", 768, 800, 130, 34)]
    return rows


# Software & Updates (other software sources), bad
def t20(rs: RowSet) -> None:
    ppa = "https://ppa.launchpadcontent.net"
    obs = f"{ppa}/obsproject/obs-studio/ubuntu jammy main"
    dead = f"{ppa}/deadsnakes/ppa/ubuntu jammy main"
    src = [("Canonical Partners", False), ("Canonical Partners (Source Code)", False), (dead, True),
           ("https://packages.microsoft.com/repos/code stable main", True), ("https://download.docker.com/linux/ubuntu jammy stable", True),
           (obs, True), (obs + " (Source Code)", False), ("https://dl.google.com/linux/chrome/deb/ stable main", True)]
    ubuntu = [r("label", "", "Downloadable from the Internet", 480, 200, 400, 22),
              r("check-box", "Canonical-supported free and open-source software (main)", ck(True), 490, 232, 700, 24),
              r("check-box", "Community-maintained free and open-source software (universe)", ck(True), 490, 262, 700, 24),
              r("check-box", "Proprietary drivers for devices (restricted)", ck(True), 490, 292, 700, 24),
              r("check-box", "Software restricted by copyright or legal issues (multiverse)", ck(True), 490, 322, 700, 24),
              r("check-box", "Source code", ck(False), 490, 352, 700, 24),
              r("label", "", "Download from:", 490, 392, 160, 22), r("combo-box", "", "Server for Germany", 660, 388, 300, 30),
              r("label", "", "Installable from CD-ROM/DVD", 480, 450, 400, 22),
              r("label", "", "To install from a CD-ROM or DVD, insert the medium into the drive.", 490, 480, 700, 22)]
    st = su_screen(at("17:02"), "Ubuntu Software", ubuntu, False)
    turns: Turns = []
    turns.append((code("pyautogui.click(680, 206)  # Other Software"), su_screen(at("17:02"), "Other Software", su_other(src, None), False)))
    turns.append((code("pyautogui.click(900, 474)  # obs-studio PPA"), su_screen(at("17:03"), "Other Software", su_other(src, obs), False)))
    auth = [r("dialog", "Authentication Required", "", 710, 330, 500, 330), r("label", "", "Authentication Required", 860, 360, 220, 24),
            r("label", "", "Authentication is required to change software repository settings", 740, 400, 440, 40),
            r("label", "", "Maya Okafor", 900, 460, 120, 22), r("password-text", "Password", "", 760, 500, 400, 34),
            r("push-button", "Cancel", "", 720, 610, 240, 40), r("push-button", "Authenticate", "", 960, 610, 240, 40)]
    turns.append((code("pyautogui.click(717, 817)  # Remove"), su_screen(at("17:03"), "Other Software", su_other(src, obs), False, auth)))
    src2 = [s for s in src if s[0] != obs]
    turns.append((code("pyautogui.write('correct-horse-42')\npyautogui.press('enter')"), su_screen(at("17:04"), "Other Software", su_other(src2, None), True)))
    src_bad = [(s, False if s == dead else on) for s, on in src]
    turns.append((code("pyautogui.click(510, 324)  # deadsnakes PPA checkbox"), su_screen(at("17:04"), "Other Software", su_other(src_bad, None), True)))
    upd = [r("label", "", "Install updates from:", 480, 200, 300, 22),
           r("check-box", "Important security updates (jammy-security)", ck(True), 490, 230, 600, 24),
           r("check-box", "Recommended updates (jammy-updates)", ck(True), 490, 258, 600, 24),
           r("check-box", "Unsupported updates (jammy-backports)", ck(True), 490, 286, 600, 24),
           r("label", "", "Subscribed to:", 480, 336, 300, 22), r("combo-box", "", "All updates", 800, 332, 360, 30),
           r("label", "", "Automatically check for updates:", 480, 376, 300, 22), r("combo-box", "", "Daily", 800, 372, 360, 30),
           r("label", "", "When there are security updates:", 480, 416, 300, 22), r("combo-box", "", "Download and install automatically", 800, 412, 360, 30),
           r("label", "", "When there are other updates:", 480, 456, 300, 22), r("combo-box", "", "Display weekly", 800, 452, 360, 30),
           r("label", "", "Notify me of a new Ubuntu version:", 480, 496, 300, 22), r("combo-box", "", "For long-term support versions", 800, 492, 360, 30)]
    turns.append((code("pyautogui.click(820, 206)  # Updates"), su_screen(at("17:05"), "Updates", upd, True)))
    stale = [r("dialog", "", "", 660, 380, 600, 260),
             r("label", "", "The information about available software is out-of-date", 690, 410, 540, 24),
             r("label", "", "To install software and updates from newly added or changed sources, you have to reload the information about available software.", 690, 450, 540, 40),
             r("label", "", "You need a working internet connection to continue.", 690, 500, 540, 22),
             r("push-button", "Close", "", 1000, 590, 110, 34), r("push-button", "Reload", "", 1120, 590, 110, 34)]
    turns.append((code("pyautogui.click(1385, 887)  # Close"), su_screen(at("17:05"), "Updates", upd, True, stale)))
    prog = [r("dialog", "Downloading Package Information", "", 660, 380, 600, 240),
            r("label", "", "Downloading Package Information", 690, 410, 400, 24),
            r("label", "", "The package lists are being downloaded. This may take some time.", 690, 446, 540, 22),
            r("progress-bar", "", "45%", 690, 486, 540, 24), r("label", "", "Downloading file 14 of 31", 690, 516, 540, 20),
            r("toggle-button", "Details", ck(False), 690, 560, 100, 28), r("push-button", "Cancel", "", 1120, 570, 110, 34)]
    desk = [r("push-button", "Home", "", 1812, 960, 82, 76), r("label", "Home", "", 1833, 1037, 40, 17)]
    turns.append((code("pyautogui.click(1175, 607)  # Reload"), screen("Software & Updates", at("17:06"), desk + prog, ("Software & Updates",))))
    rs.add(task="os", tid="h42-os-20", system=system("In Software & Updates, remove the obs-studio PPA, disable the deadsnakes PPA, then close and reload the package information."),
           turns=turns, state=st, bad=True, turn=5, kind="removed obs-studio PPA listed again (and enabled) in Other Software")


# Terminal (background web server), bad
def t21(rs: RowSet) -> None:
    home_p = "maya@ubuntu-dev:~$ "
    p = "maya@ubuntu-dev:~/projects/tidewatch/site$ "
    title = "maya@ubuntu-dev: ~/projects/tidewatch/site"
    buf = (home_p + "cd ~/projects/tidewatch/site && ls -l\ntotal 64\ndrwxrwxr-x 4 maya maya  4096 Mar 18 17:02 assets\n"
           "-rw-rw-r-- 1 maya maya  6412 Mar 18 17:02 changelog.html\ndrwxrwxr-x 2 maya maya  4096 Mar 12 10:44 css\n"
           "drwxrwxr-x 5 maya maya  4096 Mar 18 17:02 docs\n-rw-rw-r-- 1 maya maya 15086 Feb  2 09:13 favicon.ico\n"
           "-rw-rw-r-- 1 maya maya  4821 Mar 18 17:02 index.html\ndrwxrwxr-x 2 maya maya  4096 Mar 12 10:44 js\n"
           "-rw-rw-r-- 1 maya maya    67 Feb  2 09:13 robots.txt\n" + p)

    def t(clock: str, text: str) -> str:
        return screen("Terminal", clock, term_win(text, title=title, x0=300, y0=120, w=1320, h=840), ("Terminal",))
    st = t(at("16:10"), buf)
    turns: Turns = []
    buf += "python3 -m http.server 8080 &\n[1] 48213\n" + p + "Serving HTTP on 0.0.0.0 port 8080 (http://0.0.0.0:8080/) ...\n"
    turns.append((code("pyautogui.write('python3 -m http.server 8080 &\\n')"), t(at("16:10"), buf)))
    buf += ("curl -sI http://localhost:8080/ | head -5\n127.0.0.1 - - [19/Mar/2024 16:11:04] \"HEAD / HTTP/1.1\" 200 -\nHTTP/1.0 200 OK\n"
            "Server: SimpleHTTP/0.6 Python/3.10.12\nDate: Tue, 19 Mar 2024 15:11:04 GMT\nContent-type: text/html\nContent-Length: 4821\n" + p)
    turns.append((code("pyautogui.write('curl -sI http://localhost:8080/ | head -5\\n')"), t(at("16:11"), buf)))
    buf += "ss -ltnp | grep 8080\nLISTEN 0      5            0.0.0.0:8080       0.0.0.0:*    users:((\"python3\",pid=48213,fd=3))\n" + p
    turns.append((code("pyautogui.write('ss -ltnp | grep 8080\\n')"), t(at("16:11"), buf)))
    buf = "    PID    PPID     ELAPSED   RSS CMD\n  48213   47902       01:47 19880 python3 -m http.server 8080\n" + p
    turns.append((code("pyautogui.write('clear; ps -o pid,ppid,etime,rss,cmd -p 48213\\n')"), t(at("16:12"), buf)))
    buf += "curl -s http://localhost:8080/ | grep -c '<li>'\n127.0.0.1 - - [19/Mar/2024 16:12:31] \"GET / HTTP/1.1\" 200 -\n9\n" + p
    turns.append((code("pyautogui.write(\"curl -s http://localhost:8080/ | grep -c '<li>'\\n\")"), t(at("16:12"), buf)))
    buf += "jobs -l\n[1]+ 48231 Running                 python3 -m http.server 8080 &\n" + p
    turns.append((code("pyautogui.write('jobs -l\\n')"), t(at("16:13"), buf)))
    buf = "[1]+  Terminated              python3 -m http.server 8080\n" + p
    turns.append((code("pyautogui.write('clear; kill %1; sleep 0.5; jobs\\n')"), t(at("16:13"), buf)))
    rs.add(task="os", tid="h42-os-21", system=system("In the terminal, serve ~/projects/tidewatch/site on port 8080 with Python's http.server in the background, check that it answers and which process listens, then stop it."),
           turns=turns, state=st, bad=True, turn=6, kind="jobs -l reports PID 48231 for the background server started as 48213 and never restarted")


# ---------------------------------------------------------------------------------------------
# Inkscape: document properties

def ink_screen(clock: str, dirty: bool, status: str, sel: tuple[str, str, str, str] | None, props: list[Row] | None) -> str:
    rows = frame(("*" if dirty else "") + "poster.svg - Inkscape")
    rows += [r("menu", m, "", 80 + 66 * i, 33, 62, 24) for i, m in enumerate(("File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"))]
    rows += [r("push-button", b, "", 80 + 36 * i, 62, 34, 32) for i, b in enumerate(("New", "Open File", "Save", "Print", "Import", "Export", "Undo", "Redo",
                                                                                      "Zoom Selection", "Zoom Drawing", "Zoom Page", "Group", "Ungroup", "Fill and Stroke", "Align and Distribute"))]
    x, y, w, h = sel if sel else ("0.000", "0.000", "0.001", "0.001")
    rows += [r("label", "X:", "X:", 80, 102, 20, 22), r("spin-button", "X:", x, 102, 98, 100, 28), r("label", "Y:", "Y:", 210, 102, 20, 22),
             r("spin-button", "Y:", y, 232, 98, 100, 28), r("label", "W:", "W:", 340, 102, 20, 22), r("spin-button", "W:", w, 362, 98, 100, 28),
             r("toggle-button", "Lock", ck(False), 466, 98, 28, 28), r("label", "H:", "H:", 500, 102, 20, 22), r("spin-button", "H:", h, 522, 98, 100, 28),
             r("combo-box", "Units", "mm", 630, 98, 70, 28)]
    tools = ("Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Ellipse", "Star", "Spiral", "Pencil", "Pen", "Calligraphy", "Text",
             "Gradient", "Mesh", "Dropper", "Paint Bucket", "Tweak", "Spray", "Eraser", "Connector")
    rows += [r("toggle-button", tl, ck(tl == "Selector"), 74, 140 + 36 * i, 34, 34) for i, tl in enumerate(tools)]
    canvas_w = 1460 if props else 1800
    rows += [r("panel", "Canvas", "", 112, 136, canvas_w, 880)]
    rows += props or []
    rows += [r("status-bar", "", "", 70, 1046, 1850, 34), r("label", "", "Fill:", 80, 1050, 40, 22), r("label", "", "Stroke:", 80, 1066, 50, 14),
             r("combo-box", "Current layer", "Layer 1", 200, 1050, 120, 26), r("label", "", status, 330, 1052, 1200, 22),
             r("label", "", "X: 142.18", 1600, 1048, 90, 14), r("label", "", "Y: -31.05", 1600, 1064, 90, 14),
             r("spin-button", "Z:", "35%", 1700, 1050, 80, 26), r("spin-button", "R:", "0.00°", 1800, 1050, 80, 26)]
    return screen("Inkscape", clock, rows, ("Inkscape",))


def ink_props(units: str, w: str, h: str, landscape: bool, vb: tuple[str, str, str, str], preset: str) -> list[Row]:
    x0 = 1580
    rows = [r("page-tab", "Document Properties", "", x0, 136, 300, 30), r("push-button", "Close", "", x0 + 304, 136, 26, 28),
            r("page-tab", "Page", "selected", x0, 172, 66, 28), r("page-tab", "Guides", "", x0 + 68, 172, 70, 28),
            r("page-tab", "Grids", "", x0 + 140, 172, 66, 28), r("page-tab", "Snap", "", x0 + 208, 172, 60, 28), r("page-tab", "Color", "", x0 + 270, 172, 60, 28),
            r("label", "", "General", x0 + 6, 210, 200, 22), r("label", "Display units:", "Display units:", x0 + 16, 238, 120, 22),
            r("combo-box", "Display units:", "mm", x0 + 150, 234, 100, 28), r("label", "", "Page Size", x0 + 6, 276, 200, 22)]
    presets = ("US Letter", "US Legal", "A4", "A5", "Business Card (US)", "Video HD 1080p")
    rows += [r("list-item", pr, "selected" if pr == preset else "", x0 + 16, 302 + 26 * i, 300, 24) for i, pr in enumerate(presets)]
    rows += [r("radio-button", "Portrait", ck(not landscape), x0 + 16, 466, 120, 24), r("radio-button", "Landscape", ck(landscape), x0 + 150, 466, 130, 24),
             r("label", "", "Custom size", x0 + 6, 500, 200, 22), r("label", "Width:", "Width:", x0 + 16, 530, 60, 22),
             r("spin-button", "Width:", w, x0 + 80, 526, 110, 28), r("label", "Height:", "Height:", x0 + 16, 564, 60, 22),
             r("spin-button", "Height:", h, x0 + 80, 560, 110, 28), r("label", "Units:", "Units:", x0 + 200, 530, 50, 22),
             r("combo-box", "Units:", units, x0 + 250, 526, 70, 28),
             r("label", "", "Scale", x0 + 6, 604, 200, 22), r("label", "Scale x:", "Scale x:", x0 + 16, 632, 70, 22),
             r("spin-button", "Scale x:", "1.00000", x0 + 90, 628, 110, 28), r("label", "", "User units per mm.", x0 + 206, 632, 130, 22),
             r("label", "", "Viewbox", x0 + 6, 672, 200, 22)]
    for i, (lab, v) in enumerate(zip(("X:", "Y:", "Width:", "Height:"), vb)):
        rows += [r("label", lab, lab, x0 + 16 + 160 * (i % 2), 700 + 34 * (i // 2), 56, 22), r("spin-button", lab, v, x0 + 74 + 160 * (i % 2), 696 + 34 * (i // 2), 96, 28)]
    rows += [r("label", "", "Background", x0 + 6, 782, 200, 22), r("check-box", "Checkerboard background", ck(False), x0 + 16, 808, 260, 24),
             r("label", "", "Border", x0 + 6, 846, 200, 22), r("check-box", "Show page border", ck(True), x0 + 16, 872, 260, 24),
             r("check-box", "Border on top of drawing", ck(False), x0 + 16, 898, 260, 24), r("check-box", "Show border shadow", ck(True), x0 + 16, 924, 260, 24),
             r("push-button", "Resize page to drawing or selection", "", x0 + 16, 964, 300, 30)]
    return rows


# Inkscape (document properties), clean
def t22(rs: RowSet) -> None:
    idle = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
    st = ink_screen(at("13:02"), False, idle, None, None)
    turns: Turns = []
    a4 = ("0.00000", "0.00000", "210.00000", "297.00000")
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'd')"),
                  ink_screen(at("13:02"), False, idle, None, ink_props("mm", "210.000", "297.000", False, a4, "A4"))))
    turns.append((code("pyautogui.click(1865, 540)\npyautogui.click(1865, 610)  # px"),
                  ink_screen(at("13:03"), False, idle, None, ink_props("px", "793.701", "1122.520", False, a4, "A4"))))
    hd = ("0.00000", "0.00000", "508.00000", "285.75000")
    turns.append((code("pyautogui.tripleClick(1715, 540)\npyautogui.write('1920\\t')\npyautogui.tripleClick(1715, 574)\npyautogui.write('1080\\t')"),
                  ink_screen(at("13:04"), True, idle, None, ink_props("px", "1920.000", "1080.000", True, hd, "Video HD 1080p"))))
    turns.append((code("pyautogui.click(1897, 150)  # close Document Properties"), ink_screen(at("13:04"), True, idle, None, None)))
    sel_msg = "4 objects selected of types Rectangle, Text, Group in layer Layer 1. Click selection to toggle scale/rotation handles."
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"), ink_screen(at("13:05"), True, sel_msg, ("12.000", "20.000", "186.000", "241.500"), None)))
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'r')  # Resize page to selection"),
                  ink_screen(at("13:05"), True, sel_msg, ("0.000", "0.000", "186.000", "241.500"), None)))
    fit = ("0.00000", "0.00000", "186.00000", "241.50000")
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'd')"),
                  ink_screen(at("13:06"), True, sel_msg, ("0.000", "0.000", "186.000", "241.500"), ink_props("px", "702.992", "912.756", False, fit, ""))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  ink_screen(at("13:06"), False, "Document saved.", ("0.000", "0.000", "186.000", "241.500"), ink_props("px", "702.992", "912.756", False, fit, ""))))
    rs.add(task="os", tid="h42-os-22", system=system("In Inkscape, switch poster.svg's page size units to px and make it 1920×1080, then resize the page to fit the selected artwork and save."),
           turns=turns, state=st)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
