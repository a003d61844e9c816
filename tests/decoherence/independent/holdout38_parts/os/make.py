# ruff: noqa: E501
"""Held-out set holdout38, domain os: 22 Ubuntu GNOME desktop trajectories driven by Python code blocks.

Each observation is the desktop accessibility table (tag, name, text, class, description, position, size)
after the action. Eleven trajectories carry exactly one observation that contradicts an earlier turn.
"""

from __future__ import annotations

import hashlib
from datetime import date
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

SYS = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080, Ubuntu Dock on the left, top bar with clock). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the historical context (previous interactions in the same trajectory), the task instruction, the current state (the visible desktop accessibility tree) and the action (a Python code block), predict the **exact next desktop state** after the action completes.

## State Modeling Rules

- Preserve the original state format exactly: one node per line, tab-separated columns tag, name, text, class, description, position (top-left x&y), size (w&h)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Track open windows, files, UI selections and application state across turns; time keeps running between turns (clock, media playback, downloads, incoming messages)

## Action Space

The action is a free-form Python code block (pyautogui calls, app helper classes such as CalcTools or WriterTools, subprocess, os, time). Treat the executed code as the authoritative description of what happened.

## Output Requirements

First, think step by step. Then provide the full predicted desktop state wrapped strictly within <predicted_observation></predicted_observation> tags, with no commentary inside the tags."""


def system(task: str) -> str:
    return SYS + "\n\n## Task Instruction\n\n" + task


def r(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]


def shell(app: str, dock: list[str]) -> list[Row]:
    rows = [r("push-button", "Activities", "", 0, 0, 97, 27), r("menu", app, "", 107, 0, 8 * len(app) + 34, 27),
            r("menu", "System", "", 1808, 0, 112, 27)]
    for i, name in enumerate(dock):
        rows.append(r("push-button", name, "", 0, 33 + 68 * i, 70, 64))
    rows.append(r("push-button", "Show Applications", "", 0, 1013, 70, 64))
    return rows


def screen(app: str, dock: list[str], clock: str, body: list[Row]) -> str:
    return a11y(shell(app, dock) + body, clock=clock)


def hexid(seed: str, n: int = 40, upper: bool = False) -> str:
    h = hashlib.sha1(seed.encode()).hexdigest()
    while len(h) < n:
        h += hashlib.sha1(h.encode()).hexdigest()
    return h[:n].upper() if upper else h[:n]


# GNOME Calendar week view - clean
def t01(rs: RowSet) -> None:
    dock = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Calendar", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    clocks = ["Mar 11  09:14", "Mar 11  09:14", "Mar 11  09:15", "Mar 11  09:15", "Mar 11  09:16", "Mar 11  09:16",
              "Mar 11  09:17", "Mar 11  09:17", "Mar 11  09:18", "Mar 11  09:18"]

    def header(view: str) -> list[Row]:
        rows = [r("push-button", "New Event", "", 80, 34, 34, 34), r("push-button", "Today", "", 122, 34, 64, 34),
                r("push-button", "Previous", "", 194, 34, 34, 34), r("push-button", "Next", "", 232, 34, 34, 34),
                r("label", "", "March 2024", 282, 36, 120, 20)]
        if view == "week":
            rows.append(r("label", "", "Week 11", 282, 56, 60, 14))
        rows += [r("toggle-button", "Week", "", 876, 34, 84, 34), r("toggle-button", "Month", "", 962, 34, 84, 34),
                 r("toggle-button", "Search", "", 1742, 34, 34, 34), r("push-button", "Manage your calendars", "", 1784, 34, 48, 34),
                 r("push-button", "Main Menu", "", 1840, 34, 34, 34)]
        return rows

    def month() -> list[Row]:
        rows = header("month")
        for i, d in enumerate(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]):
            rows.append(r("label", "", d, 78 + 264 * i, 80, 40, 17))
        start = date(2024, 2, 25).toordinal()
        special = {date(2024, 3, 10): ["Daylight Saving Time starts"], date(2024, 3, 14): ["Dentist – Dr. Okafor"],
                   date(2024, 3, 15): ["Lunch with Sam"], date(2024, 3, 16): ["Farmers market"],
                   date(2024, 3, 17): ["St. Patrick's Day"], date(2024, 3, 29): ["Good Friday"],
                   date(2024, 3, 31): ["Easter Sunday"], date(2024, 4, 1): ["Rent due"]}
        for k in range(42):
            d = date.fromordinal(start + k)
            x, y = 70 + 264 * (k % 7), 104 + 162 * (k // 7)
            label = f"{d.strftime('%b')} {d.day}" if d.day == 1 else str(d.day)
            rows.append(r("label", "", label, x + 8, y + 6, 40, 17))
            evs = []
            if d.weekday() < 5:
                evs.append("Team standup")
            if d.weekday() == 1:
                evs.append("1:1 with Priya")
            evs += special.get(d, [])
            allday = [e for e in evs if e in ("Daylight Saving Time starts", "St. Patrick's Day", "Good Friday", "Easter Sunday", "Rent due")]
            timed = [e for e in evs if e not in allday]
            for j, e in enumerate(allday + timed):
                rows.append(r("push-button", e, "", x + 4, y + 30 + 22 * j, 256, 20))
        return rows

    base_events = [("Team standup", d, 9.5, 9.75) for d in range(1, 6)] + [
        ("1:1 with Priya", 2, 14.0, 14.5), ("Lunch with Sam", 5, 12.5, 13.5), ("Farmers market", 6, 9.0, 10.0)]

    def week(events: list[tuple[str, int, float, float]]) -> list[Row]:
        rows = header("week")
        for i, d in enumerate(["Sun 10", "Mon 11", "Tue 12", "Wed 13", "Thu 14", "Fri 15", "Sat 16"]):
            rows.append(r("label", "", d, 158 + 252 * i, 84, 70, 20))
        rows.append(r("push-button", "Daylight Saving Time starts", "", 152, 120, 248, 26))
        for hr in range(7, 22):
            rows.append(r("label", "", f"{hr:02d}:00", 80, 152 + 60 * (hr - 7), 50, 15))
        for title, day, s, e in sorted(events, key=lambda ev: (ev[1], ev[2])):
            rows.append(r("push-button", title, "", 152 + 252 * day, 160 + int((s - 7) * 60), 248, int((e - s) * 60)))
        return rows

    def editor(title: str, cal: str, loc: str, sd: str, st: str, ed: str, et: str, notes: str, new: bool) -> list[Row]:
        rows = [r("dialog", "New Event" if new else "Edit Event", "", 560, 140, 800, 780),
                r("push-button", "Cancel", "", 576, 152, 80, 34), r("label", "", "New Event" if new else "Edit Event", 920, 160, 90, 20),
                r("push-button", "Add" if new else "Done", "", 1262, 152, 80, 34),
                r("label", "", "Title", 600, 204, 40, 17), r("entry", "Title", title, 600, 224, 720, 40),
                r("label", "", "Calendar", 600, 278, 70, 17), r("combo-box", "Calendar", cal, 600, 298, 720, 40),
                r("label", "", "Location", 600, 352, 70, 17), r("entry", "Location", loc, 600, 372, 720, 40),
                r("label", "", "Schedule", 600, 432, 80, 17), r("check-box", "All Day", "", 600, 456, 90, 24),
                r("label", "", "Starts", 600, 500, 60, 17), r("entry", "Start date", sd, 700, 492, 260, 36),
                r("entry", "Start time", st, 980, 492, 120, 36),
                r("label", "", "Ends", 600, 550, 60, 17), r("entry", "End date", ed, 700, 542, 260, 36),
                r("entry", "End time", et, 980, 542, 120, 36),
                r("label", "", "Repeat", 600, 600, 60, 17), r("combo-box", "Repeat", "No Repeat", 700, 592, 260, 36),
                r("label", "", "Reminders", 600, 652, 90, 17), r("push-button", "Add Reminder…", "", 600, 676, 150, 34),
                r("label", "", "Notes", 600, 728, 60, 17), r("text", "Notes", notes, 600, 750, 720, 110)]
        if not new:
            rows.append(r("push-button", "Delete Event", "", 600, 876, 140, 34))
        return rows

    wk0 = base_events + [("Dentist – Dr. Okafor", 4, 16.0, 17.0)]
    wk1 = wk0 + [("Sprint planning", 3, 10.0, 11.5)]
    wk2 = base_events + [("Sprint planning", 3, 10.0, 11.5), ("Dentist – Dr. Okafor", 5, 16.0, 17.0)]
    app = "Calendar"
    quick = [r("popover", "New Event", "", 920, 372, 360, 150), r("label", "", "New Event", 940, 384, 90, 20),
             r("label", "", "Wednesday, March 13, 10:00 – 11:00", 940, 408, 300, 17),
             r("entry", "Event title", "", 940, 432, 320, 36), r("push-button", "Personal", "", 940, 480, 100, 32),
             r("push-button", "Edit Details…", "", 1050, 480, 120, 32), r("push-button", "Add", "", 1180, 480, 80, 32)]
    dent_pop = [r("popover", "Dentist – Dr. Okafor", "", 1160, 566, 360, 150), r("label", "", "Dentist – Dr. Okafor", 1180, 578, 200, 20),
                r("label", "", "Thursday, March 14", 1180, 604, 160, 17), r("label", "", "16:00 – 17:00", 1180, 624, 110, 17),
                r("label", "", "Riverside Dental, 412 Elm St", 1180, 648, 230, 17), r("push-button", "Edit…", "", 1400, 672, 100, 32)]
    note = "Cleaning + check on lower left molar. Bring insurance card."
    obs = [
        week(wk0),
        week(wk0) + quick,
        week(wk0) + editor("Sprint planning", "Personal", "", "03/13/2024", "10:00", "03/13/2024", "11:00", "", True),
        week(wk0) + editor("Sprint planning", "Work", "", "03/13/2024", "10:00", "03/13/2024", "11:00", "", True),
        week(wk0) + editor("Sprint planning", "Work", "", "03/13/2024", "10:00", "03/13/2024", "11:30", "", True),
        week(wk1),
        week(wk1) + dent_pop,
        week(wk1) + editor("Dentist – Dr. Okafor", "Personal", "Riverside Dental, 412 Elm St", "03/15/2024", "16:00", "03/15/2024", "17:00", note, False),
        week(wk2),
    ]
    acts = [
        code("pyautogui.click(918, 51)"),
        code("pyautogui.click(1032, 355)"),
        code("pyautogui.write('Sprint planning')\npyautogui.click(1110, 496)"),
        code("pyautogui.click(960, 318)\ntime.sleep(0.5)\npyautogui.click(960, 410)  # 'Work' in the calendar list"),
        code("pyautogui.tripleClick(1040, 560)\npyautogui.write('11:30')\npyautogui.press('tab')"),
        code("pyautogui.click(1302, 169)"),
        code("pyautogui.click(1284, 730)"),
        code("pyautogui.click(1450, 688)\ntime.sleep(1)\npyautogui.tripleClick(830, 510)\npyautogui.write('03/15/2024')\npyautogui.press('tab')"),
        code("pyautogui.click(1302, 169)"),
    ]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-01", system=system(
        "In GNOME Calendar, switch to the week view, add an event 'Sprint planning' on Wednesday March 13 from 10:00 to 11:30 in the Work calendar, "
        "then move the 'Dentist – Dr. Okafor' appointment from Thursday to Friday at the same time."),
        turns=turns, state=screen(app, dock, clocks[0], month()))


# Dconf Editor - bad
def t02(rs: RowSet) -> None:
    dock = DOCK + ["dconf Editor"]
    app = "dconf Editor"
    keys = [("can-change-accels", "false", "Can change accels"),
            ("clock-format", "'24h'", "Whether the clock displays in 24h or 12h format"),
            ("clock-show-date", "true", "Show date in clock"), ("clock-show-seconds", "false", "Show time with seconds"),
            ("clock-show-weekday", "false", "Show weekday in clock"), ("color-scheme", "'default'", "Color scheme"),
            ("cursor-blink", "true", "Cursor Blink"), ("cursor-blink-time", "1200", "Cursor Blink Time"),
            ("cursor-blink-timeout", "10", "Cursor Blink Timeout"), ("cursor-size", "24", "Cursor size"),
            ("cursor-theme", "'Yaru'", "Cursor theme"), ("document-font-name", "'Sans 11'", "Document font"),
            ("enable-animations", "true", "Enable Animations"), ("enable-hot-corners", "false", "Enable the hot corners"),
            ("font-antialiasing", "'grayscale'", "Antialiasing"), ("font-hinting", "'slight'", "Hinting"),
            ("font-name", "'Ubuntu 11'", "Default font")]

    def head(path: list[str]) -> list[Row]:
        rows = []
        x = 300
        for p in path:
            w = 10 + 8 * len(p)
            rows.append(r("push-button", p, "", x, 36, w, 30))
            x += w + 2
        rows += [r("toggle-button", "Bookmarks", "", 1746, 34, 36, 34), r("toggle-button", "Search", "", 1790, 34, 36, 34),
                 r("push-button", "Main menu", "", 1840, 34, 36, 34)]
        return rows

    def listing(vals: dict[str, str]) -> list[Row]:
        rows = head(["/", "org/", "gnome/", "desktop/", "interface/"])
        for i, (k, v, s) in enumerate(keys):
            y = 92 + 58 * i
            rows += [r("label", "", k, 110, y + 8, 400, 20), r("label", "", s, 110, y + 32, 600, 17),
                     r("label", "", vals.get(k, v), 1500, y + 18, 380, 20)]
        return rows

    def keypage(key: str, summary: str, desc: str, typ: str, default: str, current: str, custom: str | None) -> list[Row]:
        rows = head(["/", "org/", "gnome/", "desktop/", "interface/", key])
        props = [("Path", f"/org/gnome/desktop/interface/{key}"), ("Schema", "org.gnome.desktop.interface"),
                 ("Summary", summary), ("Description", desc), ("Type", typ), ("Default value", default), ("Current value", current)]
        for i, (a, b) in enumerate(props):
            rows += [r("label", "", a, 110, 100 + 48 * i, 200, 20), r("label", "", b, 400, 100 + 48 * i, 1400, 20)]
        rows += [r("label", "", "Use default value", 110, 440, 200, 20), r("toggle-button", "Use default value", "", 1820, 436, 60, 30),
                 r("label", "", "Custom value", 110, 488, 200, 20)]
        if typ == "Boolean":
            rows.append(r("toggle-button", "Custom value", "", 1820, 484, 60, 30))
        else:
            rows.append(r("spin-button", "Custom value", custom or "", 1500, 480, 380, 36))
        return rows

    cs = ("cursor-size", "Cursor size", "Size of the cursor used as cursor theme.", "Int32", "24")
    wd = ("clock-show-weekday", "Show weekday in clock", "If true, display the day of the week in the date in the top bar.", "Boolean", "false")
    folders = ["a11y/", "app-folders/", "background/", "calendar/", "datetime/", "file-sharing/", "input-sources/", "interface/",
               "lockdown/", "media-handling/", "notifications/", "peripherals/", "privacy/", "screensaver/", "search-providers/",
               "session/", "sound/", "wm/"]
    desk_rows = head(["/", "org/", "gnome/", "desktop/"]) + [r("label", "", f, 110, 100 + 52 * i, 400, 20) for i, f in enumerate(folders)]
    clocks = ["Mar 12  10:38", "Mar 12  10:39", "Mar 12  10:39", "Mar 12  10:40", "Mar 12  10:40", "Mar 12  10:41",
              "Mar 12  10:41", "Tue Mar 12  10:42", "Tue Mar 12  10:42"]
    obs = [
        keypage(*cs, "24", "24"),
        keypage(*cs, "24", "24"),
        keypage(*cs, "32", "32"),
        listing({}),
        keypage(*wd, "false", None),
        keypage(*wd, "false", None),
        keypage(*wd, "true", None),
        desk_rows,
    ]
    acts = [
        code("pyautogui.click(900, 643)  # cursor-size row"),
        code("pyautogui.click(1850, 451)"),
        code("pyautogui.tripleClick(1690, 498)\npyautogui.write('32')\npyautogui.press('enter')"),
        code("pyautogui.click(545, 51)  # 'interface/' in the path bar"),
        code("pyautogui.click(900, 353)  # clock-show-weekday row"),
        code("pyautogui.click(1850, 451)"),
        code("pyautogui.click(1850, 499)"),
        code("pyautogui.click(461, 51)  # 'desktop/' in the path bar"),
    ]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-02", system=system(
        "Using dconf Editor, under /org/gnome/desktop/interface/ set cursor-size to 32 and turn on clock-show-weekday, "
        "then go back to /org/gnome/desktop/."),
        turns=turns, state=screen(app, dock, clocks[0], listing({})), bad=True, turn=4,
        kind="cursor-size set to 32 reads back as 24 in the key list")


# Firefox bookmarks manager - clean
def t03(rs: RowSet) -> None:
    dock = DOCK
    app = "Firefox"
    toolbar = [("Getting Started", "https://www.mozilla.org/en-US/firefox/central/", ""),
               ("Gmail", "https://mail.google.com/mail/u/0/#inbox", "4/3/2024, 8:02 AM"),
               ("Chase", "https://secure.chase.com/web/auth/dashboard#/dashboard/overview", "3/28/2024, 6:47 PM"),
               ("IRS Free File", "https://www.irs.gov/filing/irs-free-file-do-your-taxes-for-free", "4/3/2024, 2:58 PM"),
               ("Form 1040 Instructions", "https://www.irs.gov/pub/irs-pdf/i1040gi.pdf", "3/30/2024, 8:55 PM"),
               ("Where's My Refund?", "https://www.irs.gov/refunds", ""),
               ("Google Calendar", "https://calendar.google.com/calendar/u/0/r", "4/3/2024, 8:30 AM"),
               ("Hacker News", "https://news.ycombinator.com/", "4/3/2024, 7:58 AM")]
    other = [("IRS - Free File", "https://www.irs.gov/filing/irs-free-file-do-your-taxes-for-free", "4/3/2024, 2:58 PM"),
             ("Recipes", "https://cooking.nytimes.com/", "3/31/2024, 5:12 PM"),
             ("ArchWiki", "https://wiki.archlinux.org/title/Main_page", "3/22/2024, 10:41 AM"),
             ("Raspberry Pi Documentation", "https://www.raspberrypi.com/documentation/computers/getting-started.html", "2/18/2024, 3:05 PM")]
    folder = ("Tax 2023", "", "")

    def main(bar: list[str]) -> list[Row]:
        rows = [r("page-tab", "IRS Free File: Do your taxes for free | Internal Revenue Service", "", 74, 32, 240, 36),
                r("push-button", "Open a new tab", "", 318, 34, 32, 32), r("push-button", "Back", "", 78, 76, 32, 32),
                r("push-button", "Forward", "", 112, 76, 32, 32), r("push-button", "Reload", "", 146, 76, 32, 32),
                r("entry", "Search with Google or enter address", "https://www.irs.gov/filing/irs-free-file-do-your-taxes-for-free", 260, 76, 1300, 32),
                r("push-button", "Open application menu", "", 1880, 76, 32, 32)]
        x = 78
        for b in bar:
            w = 30 + 7 * len(b)
            rows.append(r("push-button", b, "", x, 114, w, 26))
            x += w + 4
        rows += [r("heading", "", "IRS Free File: Do your taxes for free", 300, 260, 700, 40),
                 r("paragraph", "", "If your adjusted gross income (AGI) was $79,000 or less, use IRS Free File to prepare and file your federal income tax return for free.", 300, 320, 900, 48)]
        return rows

    def library(tree_tax: bool, sel_tree: str, items: list[tuple[str, str, str]], details: tuple[str, str] | None) -> list[Row]:
        rows = [r("frame", "Library", "", 410, 190, 1100, 700), r("push-button", "Organize", "", 420, 200, 100, 30),
                r("push-button", "Views", "", 524, 200, 80, 30), r("push-button", "Import and Backup", "", 608, 200, 160, 30),
                r("entry", "Search Bookmarks", "", 1200, 200, 300, 30)]
        tree = [("History", 420), ("Downloads", 420), ("Tags", 420), ("All Bookmarks", 420), ("Bookmarks Toolbar", 440)]
        if tree_tax:
            tree.append(("Tax 2023", 460))
        tree += [("Bookmarks Menu", 440), ("Other Bookmarks", 440)]
        for i, (t, x) in enumerate(tree):
            rows.append(r("tree-item", t, "", x, 246 + 26 * i, 680 - x, 24))
        rows += [r("column-header", "Name", "", 690, 246, 330, 24), r("column-header", "Location", "", 1020, 246, 300, 24),
                 r("column-header", "Most Recent Visit", "", 1320, 246, 180, 24)]
        for i, (n, u, v) in enumerate(items):
            y = 272 + 24 * i
            rows += [r("table-cell", "", n, 690, y, 330, 24), r("table-cell", "", u, 1020, y, 300, 24), r("table-cell", "", v, 1320, y, 180, 24)]
        if details is not None:
            rows += [r("label", "", "Name", 700, 726, 50, 17), r("entry", "Name", details[0], 760, 720, 720, 30)]
            if details[1]:
                rows += [r("label", "", "URL", 700, 762, 50, 17), r("entry", "URL", details[1], 760, 756, 720, 30),
                         r("label", "", "Tags", 700, 798, 50, 17), r("entry", "Tags", "", 760, 792, 720, 30),
                         r("label", "", "Keyword", 700, 834, 60, 17), r("entry", "Keyword", "", 760, 828, 720, 30)]
        return rows

    names = [t[0] for t in toolbar]
    moved = [t for t in toolbar if t[0] not in ("IRS Free File", "Form 1040 Instructions")]
    organize = [r("menu", "Organize", "", 420, 230, 220, 214)] + [
        r("menu-item", m, "", 420, 232 + 26 * i, 220, 26)
        for i, m in enumerate(["New Bookmark…", "New Folder…", "New Separator", "Cut", "Copy", "Paste", "Delete", "Select All"])]
    dialog = [r("dialog", "Add Folder", "", 760, 420, 400, 180), r("label", "", "Add Folder", 780, 432, 120, 20),
              r("label", "", "Name", 780, 476, 50, 17), r("entry", "Name", "New Folder", 840, 470, 300, 32),
              r("push-button", "Cancel", "", 960, 548, 90, 32), r("push-button", "Save", "", 1056, 548, 90, 32)]
    bar3 = names + ["Tax 2023"]
    bar5 = [t[0] for t in moved] + ["Tax 2023"]
    renamed = [toolbar[3], ("Form 1040 instructions (PDF)", toolbar[4][1], toolbar[4][2])]
    obs = [
        main(names) + library(False, "Bookmarks Toolbar", toolbar, None) + organize,
        main(names) + library(False, "Bookmarks Toolbar", toolbar, None) + dialog,
        main(bar3) + library(False, "Bookmarks Toolbar", toolbar + [folder], ("Tax 2023", "")),
        main(bar3) + library(False, "Bookmarks Toolbar", toolbar + [folder], None),
        main(bar5) + library(False, "Bookmarks Toolbar", moved + [folder], None),
        main(bar5) + library(True, "Tax 2023", [toolbar[3], toolbar[4]], None),
        main(bar5) + library(True, "Tax 2023", renamed, ("Form 1040 instructions (PDF)", toolbar[4][1])),
        main(bar5) + library(True, "Other Bookmarks", other[1:], None),
    ]
    acts = [
        code("pyautogui.click(470, 215)"),
        code("pyautogui.click(530, 271)"),
        code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Tax 2023')\npyautogui.press('enter')"),
        code("pyautogui.click(850, 356)\npyautogui.keyDown('ctrl')\npyautogui.click(850, 380)\npyautogui.keyUp('ctrl')"),
        code("pyautogui.moveTo(850, 380)\npyautogui.dragTo(850, 476, duration=1.0)"),
        code("pyautogui.doubleClick(850, 428)"),
        code("pyautogui.click(850, 308)\ntime.sleep(0.5)\npyautogui.tripleClick(1120, 735)\npyautogui.write('Form 1040 instructions (PDF)')\npyautogui.press('enter')"),
        code("pyautogui.click(540, 440)\ntime.sleep(0.5)\npyautogui.click(850, 284)\npyautogui.press('delete')"),
    ]
    clocks = ["Apr 3  15:02", "Apr 3  15:02", "Apr 3  15:02", "Apr 3  15:03", "Apr 3  15:03", "Apr 3  15:04",
              "Apr 3  15:04", "Apr 3  15:05", "Apr 3  15:05"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-03", system=system(
        "In Firefox's Library window, create a folder 'Tax 2023' in the Bookmarks Toolbar, move 'IRS Free File' and 'Form 1040 Instructions' into it, "
        "rename 'Form 1040 Instructions' to 'Form 1040 instructions (PDF)', and delete the duplicate 'IRS - Free File' from Other Bookmarks."),
        turns=turns, state=screen(app, dock, clocks[0], main(names) + library(False, "Bookmarks Toolbar", toolbar, None)))


# Synaptic Package Manager - bad
def t04(rs: RowSet) -> None:
    dock = DOCK + ["Synaptic Package Manager"]
    app = "Synaptic Package Manager"
    allpk = [("0ad", "0.0.25b-2", "Real-time strategy game of ancient warfare"),
             ("0ad-data", "0.0.25-1", "Real-time strategy game of ancient warfare (data files)"),
             ("0ad-data-common", "0.0.25-1", "Real-time strategy game of ancient warfare (common data files)"),
             ("0install", "2.16-2", "cross-distribution packaging system"),
             ("0install-core", "2.16-2", "cross-distribution packaging system (non-GUI parts)"),
             ("0xffff", "0.9-1", "Open Free Fiasco Firmware Flasher"),
             ("2048-qt", "0.1.6-2build1", "mathematics based puzzle game"),
             ("2ping", "4.5.1-1", "Ping utility to determine directional packet loss"),
             ("2to3", "3.10.6-1~22.04", "2to3 binary using python3"),
             ("3270-common", "4.1ga10-1.1build1", "Common files for IBM 3270 emulators and pr3287"),
             ("389-ds", "2.0.15-1", "389 Directory Server suite - metapackage"),
             ("389-ds-base", "2.0.15-1", "389 Directory Server suite - server"),
             ("3dchess", "0.8.1-20build1", "Play chess across 3 boards!"),
             ("3depict", "0.0.23-1build2", "visualisation and analysis for single valued point data"),
             ("4g8", "1.0-3.2", "Packet Capture and Interception for Switched Networks"),
             ("4ti2", "1.6.9+ds-4build1", "mathematical tool suite for problems on linear spaces -- tools")]
    res = {"htop": [("bpytop", "1.0.68-1", "Resource monitor that shows usage and stats"),
                    ("htop", "3.0.5-7build2", "interactive processes viewer")],
           "ncdu": [("ncdu", "1.15.1-1", "ncurses disk usage viewer")],
           "tmux": [("byobu", "5.133-1.1", "text window manager, shell multiplexer, integrated DevOps environment"),
                    ("tmate", "2.4.0-2", "terminal multiplexer with instant terminal sharing"),
                    ("tmux", "3.2a-4ubuntu0.2", "terminal multiplexer"),
                    ("tmuxinator", "3.0.1-1", "Create and manage complex tmux sessions easily"),
                    ("tmuxp", "1.9.2-1", "tmux session manager")]}
    longdesc = {"htop": ("htop - interactive processes viewer",
                         "Htop is an ncursed-based process viewer similar to top, but it allows one to scroll the list vertically and horizontally to see all processes and their full command lines.\n\nTasks related to processes (killing, renicing) can be done without entering their PIDs."),
                "ncdu": ("ncdu - ncurses disk usage viewer",
                         "Ncdu is a ncurses-based du viewer. It provides a fast and easy-to-use interface through famous du utility. It allows one to browse through the directories and show percentages of disk usage with ncurses library."),
                "tmux": ("tmux - terminal multiplexer",
                         "tmux enables a number of terminals (or windows) to be accessed and controlled from a single terminal like screen. tmux runs as a server-client system. A server is created automatically when necessary and holds a number of sessions with a number of windows linked to it.")}

    def win(mode: str, hist: list[str], rows_: list[tuple[str, str, str]], marked: set[str], sel: str | None, status: str) -> list[Row]:
        rows = [r("menu", m, "", 74 + 70 * i, 30, 66, 22) for i, m in enumerate(["File", "Edit", "Package", "Settings", "Help"])]
        rows += [r("push-button", "Reload", "", 80, 56, 64, 60), r("push-button", "Mark All Upgrades", "", 150, 56, 120, 60),
                 r("push-button", "Apply", "", 276, 56, 64, 60), r("push-button", "Properties", "", 346, 56, 80, 60),
                 r("entry", "Quick filter", "", 900, 70, 300, 30), r("push-button", "Search", "", 1210, 56, 64, 60)]
        if mode == "sections":
            left = ["All", "Administration System Tools (universe)", "Amateur Radio (universe)", "Communication", "Communication (multiverse)",
                    "Communication (universe)", "Cross Platform", "Cross Platform (universe)", "Databases", "Databases (universe)",
                    "Debug", "Development", "Development (multiverse)", "Development (universe)", "Documentation"]
        else:
            left = hist
        for i, h in enumerate(left):
            rows.append(r("table-cell", "", h, 78, 130 + 24 * i, 300, 24))
        for i, b in enumerate(["Sections", "Status", "Origin", "Custom Filters", "Search Results", "Architecture"]):
            rows.append(r("toggle-button", b, "", 78, 880 + 30 * i, 300, 28))
        rows += [r("column-header", c, "", x, 130, w, 24) for c, x, w in
                 [("S", 390, 30), ("Package", 420, 300), ("Installed Version", 720, 220), ("Latest Version", 940, 220), ("Description", 1160, 750)]]
        for i, (p, v, d) in enumerate(rows_):
            y = 154 + 24 * i
            st = "Marked for installation" if p in marked else "Not installed"
            rows += [r("table-cell", st, "", 390, y, 30, 24), r("table-cell", "", p, 420, y, 300, 24), r("table-cell", "", "", 720, y, 220, 24),
                     r("table-cell", "", v, 940, y, 220, 24), r("table-cell", "", d, 1160, y, 750, 24)]
        if sel:
            rows += [r("label", "", longdesc[sel][0], 400, 572, 600, 20), r("push-button", "Get Screenshot", "", 400, 600, 130, 30),
                     r("push-button", "Get Changelog", "", 540, 600, 130, 30), r("text", "", longdesc[sel][1], 400, 640, 1500, 200)]
        rows.append(r("label", "", status, 78, 1056, 1800, 20))
        return rows

    def st(listed: int, n: int, used: str) -> str:
        tail = f"; {used} will be used" if n else ""
        return f"{listed} packages listed, 1873 installed, 0 broken. {n} to install/upgrade, 0 to remove{tail}"

    find = [r("dialog", "Find", "", 760, 420, 400, 170), r("label", "", "Search:", 780, 444, 60, 17), r("entry", "Search", "", 850, 438, 290, 30),
            r("label", "", "Look in:", 780, 486, 60, 17), r("combo-box", "Look in", "Description and Name", 850, 480, 290, 30),
            r("push-button", "Cancel", "", 950, 540, 90, 32), r("push-button", "Search", "", 1050, 540, 90, 32)]

    def ctx(y: int) -> list[Row]:
        items = ["Unmark", "Mark for Installation", "Mark for Reinstallation", "Mark for Upgrade", "Mark for Removal",
                 "Mark for Complete Removal", "Hold Current Version", "Properties", "Mark Recommended for Installation",
                 "Mark Suggested for Installation"]
        return [r("menu", "", "", 550, y, 280, 26 * len(items))] + [r("menu-item", m, "", 550, y + 26 * i, 280, 26) for i, m in enumerate(items)]

    summary = [r("dialog", "Summary", "", 610, 250, 700, 560), r("label", "", "Apply the following changes?", 640, 270, 400, 22),
               r("label", "", "This is your last opportunity to look through the list of marked changes before they are applied.", 640, 300, 640, 34),
               r("tree-item", "To be installed", "", 640, 350, 640, 24), r("tree-item", "htop", "", 670, 374, 610, 24),
               r("tree-item", "tmux", "", 670, 398, 610, 24),
               r("check-box", "Download package files only", "", 640, 640, 300, 24), r("label", "", "Summary", 640, 672, 100, 20),
               r("label", "", "2 new packages will be installed\n1,405 kB of extra space will be used\n554 kB need to be downloaded", 640, 696, 640, 60),
               r("push-button", "Cancel", "", 1100, 764, 90, 32), r("push-button", "Apply", "", 1200, 764, 90, 32)]
    h1, h2, h3 = ["htop"], ["htop", "ncdu"], ["htop", "ncdu", "tmux"]
    obs = [
        win("sections", [], allpk, set(), None, "75643 packages listed, 1873 installed, 0 broken. 0 to install/upgrade, 0 to remove") + find,
        win("search", h1, res["htop"], set(), None, st(2, 0, "")),
        win("search", h1, res["htop"], set(), "htop", st(2, 0, "")) + ctx(190),
        win("search", h1, res["htop"], {"htop"}, "htop", st(2, 1, "342 kB")),
        win("search", h2, res["ncdu"], {"htop"}, None, st(1, 1, "342 kB")),
        win("search", h2, res["ncdu"], {"htop", "ncdu"}, "ncdu", st(1, 2, "447 kB")),
        win("search", h3, res["tmux"], {"htop", "ncdu"}, None, st(5, 2, "447 kB")),
        win("search", h3, res["tmux"], {"htop", "ncdu", "tmux"}, "tmux", st(5, 3, "1,510 kB")),
        win("search", h3, res["tmux"], {"htop", "ncdu", "tmux"}, "tmux", st(5, 2, "1,405 kB")) + summary,
    ]
    acts = [
        code("pyautogui.click(1242, 86)"),
        code("pyautogui.write('htop')\npyautogui.press('enter')"),
        code("pyautogui.rightClick(550, 190)"),
        code("pyautogui.click(690, 229)"),
        code("pyautogui.click(1242, 86)\ntime.sleep(0.5)\npyautogui.write('ncdu')\npyautogui.press('enter')"),
        code("pyautogui.rightClick(550, 166)\ntime.sleep(0.5)\npyautogui.click(690, 205)"),
        code("pyautogui.click(1242, 86)\ntime.sleep(0.5)\npyautogui.write('tmux')\npyautogui.press('enter')"),
        code("pyautogui.rightClick(550, 214)\ntime.sleep(0.5)\npyautogui.click(690, 253)"),
        code("pyautogui.click(308, 86)"),
    ]
    clocks = ["May 6  16:21", "May 6  16:21", "May 6  16:21", "May 6  16:22", "May 6  16:22", "May 6  16:22",
              "May 6  16:23", "May 6  16:23", "May 6  16:24", "May 6  16:24"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    state = screen(app, dock, clocks[0], win("sections", [], allpk, set(), None,
                                             "75643 packages listed, 1873 installed, 0 broken. 0 to install/upgrade, 0 to remove"))
    rs.add(task="os", tid="h38-os-04", system=system(
        "In Synaptic Package Manager, search for and mark htop, ncdu and tmux for installation, then click Apply and review the summary."),
        turns=turns, state=state, bad=True, turn=9, kind="package marked for installation dropped from the pending changes and counts")


# Timeshift - bad
def t05(rs: RowSet) -> None:
    dock = DOCK + ["Timeshift"]
    app = "Timeshift"
    snaps = [("2024-02-01 08:59:58", "Ubuntu 22.04.3 LTS", "M", ""),
             ("2024-02-18 09:00:01", "Ubuntu 22.04.3 LTS", "W", ""),
             ("2024-02-25 09:00:01", "Ubuntu 22.04.4 LTS", "W", ""),
             ("2024-02-26 20:14:37", "Ubuntu 22.04.4 LTS", "O", "before nvidia-driver-535"),
             ("2024-03-03 09:00:01", "Ubuntu 22.04.4 LTS", "W", ""),
             ("2024-03-09 09:00:02", "Ubuntu 22.04.4 LTS", "D", ""),
             ("2024-03-10 09:00:01", "Ubuntu 22.04.4 LTS", "D", ""),
             ("2024-03-11 09:00:01", "Ubuntu 22.04.4 LTS", "B D", "")]
    new = ("2024-03-11 10:27:48", "Ubuntu 22.04.4 LTS", "O", "")
    loc = "/dev/nvme0n1p2 is mounted at /run/timeshift/1843/backup"

    def toolbar() -> list[Row]:
        return [r("push-button", b, "", x, 176, 80, 70) for b, x in
                [("Create", 376), ("Restore", 460), ("Delete", 544), ("Browse", 628), ("Settings", 760), ("Wizard", 844), ("Menu", 1470)]]

    def listing(items: list[tuple[str, str, str, str]], status: list[str]) -> list[Row]:
        rows = [r("frame", "Timeshift", "", 360, 160, 1200, 760)] + toolbar()
        rows += [r("column-header", c, "", x, 262, w, 26) for c, x, w in
                 [("Snapshot", 376, 260), ("System", 636, 220), ("Tags", 856, 80), ("Comments", 936, 600)]]
        for i, (s, sy, t, c) in enumerate(items):
            y = 288 + 26 * i
            rows += [r("table-cell", "", s, 376, y, 260, 26), r("table-cell", "", sy, 636, y, 220, 26),
                     r("table-cell", "", t, 856, y, 80, 26), r("table-cell", "", c, 936, y, 600, 26)]
        for i, s in enumerate(status):
            rows.append(r("label", "", s, 420, 842 + 22 * i, 1100, 20))
        return rows

    def progress(lines: list[str], frac: str) -> list[Row]:
        rows = [r("frame", "Timeshift", "", 360, 160, 1200, 760)] + toolbar()
        for i, s in enumerate(lines):
            rows.append(r("label", "", s, 420, 320 + 34 * i, 1080, 20))
        rows.append(r("progress-bar", "", frac, 420, 320 + 34 * len(lines) + 10, 1080, 20))
        return rows

    after_del = snaps[2:]
    after_new = after_del + [new]
    commented = [snaps[1]] + after_del + [(new[0], new[1], new[2], "before kernel 6.5 upgrade")]
    obs = [
        listing(snaps, ["Snapshots available", "8 snapshots, 38.7 GB free", loc]),
        listing(snaps, ["Removing '2024-02-01_08-59-58'...", "Deleting snapshots (1 of 2)", loc]) + [r("progress-bar", "", "21%", 420, 910, 1080, 14)],
        listing(after_del, ["Snapshots available", "6 snapshots, 40.9 GB free", loc]),
        progress(["Estimating system size...", "Saving to device: /dev/nvme0n1p2, mounted at path: /run/timeshift/1843/backup"], ""),
        progress(["Creating new snapshot...(RSYNC)", "Saving to device: /dev/nvme0n1p2, mounted at path: /run/timeshift/1843/backup",
                  "Syncing files with rsync...", "73.41% complete (00:00:19 remaining)",
                  "/usr/share/icons/Yaru/scalable/apps/org.gnome.Settings-symbolic.svg"], "73%"),
        listing(after_new, ["Snapshots available", "7 snapshots, 39.6 GB free", loc]),
        listing(commented, ["Snapshots available", "7 snapshots, 39.6 GB free", loc]),
    ]
    acts = [
        code("pyautogui.click(506, 301)\npyautogui.keyDown('ctrl')\npyautogui.click(506, 327)\npyautogui.keyUp('ctrl')"),
        code("pyautogui.click(584, 211)  # Delete"),
        code("time.sleep(20)"),
        code("pyautogui.click(416, 211)  # Create"),
        code("time.sleep(60)"),
        code("time.sleep(30)"),
        code("pyautogui.doubleClick(1236, 457)\ntime.sleep(0.5)\npyautogui.write('before kernel 6.5 upgrade')\npyautogui.press('enter')"),
    ]
    clocks = ["Mar 11  10:26", "Mar 11  10:26", "Mar 11  10:27", "Mar 11  10:27", "Mar 11  10:27", "Mar 11  10:28",
              "Mar 11  10:29", "Mar 11  10:30"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    state = screen(app, dock, clocks[0], listing(snaps, ["Snapshots available", "8 snapshots, 38.7 GB free", loc]))
    rs.add(task="os", tid="h38-os-05", system=system(
        "In Timeshift, delete the two oldest snapshots, then create a new on-demand snapshot and give it the comment 'before kernel 6.5 upgrade'."),
        turns=turns, state=state, bad=True, turn=7, kind="deleted snapshot listed again")


# LibreOffice Calc pivot table - clean
def t06(rs: RowSet) -> None:
    dock = DOCK + ["LibreOffice Calc"]
    app = "LibreOffice Calc"
    regions = ["North", "South", "East", "West", "Central"]
    reps = {"North": ["A. Lindqvist", "K. Osei"], "South": ["M. Alvarez", "J. Brooks"], "East": ["R. Tanaka", "S. Iyer"],
            "West": ["L. Moreau", "D. Novak"], "Central": ["P. Walsh", "T. Haddad"]}
    products = ["Widget A", "Widget B", "Gadget Pro", "Gizmo"]
    price = {"Widget A": 24.5, "Widget B": 31.0, "Gadget Pro": 149.0, "Gizmo": 12.75}
    data = []
    base = date(2024, 1, 2).toordinal()
    for i in range(60):
        d = date.fromordinal(base + (i * 88) // 60)
        reg = regions[(i * 7) % 5]
        prod = products[(i * 3 + i // 5) % 4]
        units = 5 + (i * 37) % 46
        data.append((d, d.strftime("%b"), reg, reps[reg][i % 2], prod, units, units * price[prod]))

    def money(v: float) -> str:
        return f"${v:,.2f}"

    colx = [(120, 100), (220, 70), (290, 90), (380, 130), (510, 110), (620, 70), (690, 110)]
    letters = "ABCDEFG"

    def chrome(name_box: str, input_line: str, tabs: list[str], active: int, status: list[str], modified: bool) -> list[Row]:
        rows = [r("frame", "sales_q1.xlsx - LibreOffice Calc", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 74 + 62 * i, 30, 60, 22) for i, m in enumerate(
            ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"])]
        rows += [r("push-button", b, "", 78 + 34 * i, 60, 32, 32) for i, b in enumerate(
            ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
             "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart", "Insert or Edit Pivot Table"])]
        rows += [r("combo-box", "Name Box", name_box, 78, 120, 120, 26), r("entry", "Input line", input_line, 240, 120, 1660, 26)]
        x = 110
        for t in tabs:
            w = 20 + 8 * len(t)
            rows.append(r("page-tab", t, "", x, 1020, w, 24))
            x += w + 2
        rows.append(r("push-button", "Add sheet", "", 90, 1020, 20, 24))
        labels = [f"Sheet {active} of {len(tabs)}", "Default", "English (USA)"] + status
        for i, s in enumerate(labels):
            rows.append(r("label", "", s, 80 + 220 * i, 1054, 210, 20))
        rows.append(r("label", "", "The document has been modified. Click to save the document." if modified else
                      "The document has not been modified since the last save.", 1500, 1054, 20, 20))
        rows.append(r("label", "", "100%", 1860, 1054, 50, 20))
        return rows

    def sales_cells() -> list[Row]:
        rows = []
        hdr = ["Date", "Month", "Region", "Rep", "Product", "Units", "Revenue"]
        for c, h in enumerate(hdr):
            rows.append(r("table-cell", f"{letters[c]}1", h, colx[c][0], 170, colx[c][1], 22))
        for k, (d, m, reg, rep, prod, u, rev) in enumerate(data[:25]):
            vals = [d.strftime("%m/%d/%Y"), m, reg, rep, prod, str(u), money(rev)]
            for c, v in enumerate(vals):
                rows.append(r("table-cell", f"{letters[c]}{k + 2}", v, colx[c][0], 192 + 22 * k, colx[c][1], 22))
        return rows

    months = sorted({m for _, m, *_ in data})
    piv: dict[tuple[str, str], float] = {}
    for _, m, reg, _, _, _, rev in data:
        piv[(reg, m)] = piv.get((reg, m), 0.0) + rev

    def pivot_cells() -> list[Row]:
        grid = {(0, 0): "Filter", (2, 0): "Sum - Revenue", (2, 1): "Month", (3, 0): "Region"}
        for j, m in enumerate(months):
            grid[(3, 1 + j)] = m
        grid[(3, 1 + len(months))] = "Total Result"
        for i, reg in enumerate(sorted(regions)):
            grid[(4 + i, 0)] = reg
            for j, m in enumerate(months):
                grid[(4 + i, 1 + j)] = money(piv.get((reg, m), 0.0))
            grid[(4 + i, 1 + len(months))] = money(sum(piv.get((reg, m), 0.0) for m in months))
        tr = 4 + len(regions)
        grid[(tr, 0)] = "Total Result"
        for j, m in enumerate(months):
            grid[(tr, 1 + j)] = money(sum(piv.get((g, m), 0.0) for g in regions))
        grid[(tr, 1 + len(months))] = money(sum(piv.values()))
        return [r("table-cell", f"{'ABCDE'[c]}{rr + 1}", v, 120 + 110 * c, 170 + 22 * rr, 110, 22) for (rr, c), v in sorted(grid.items())]

    serial = sum((d - date(1899, 12, 30)).days for d, *_ in data)
    total = serial + sum(u for *_, u, _ in data) + sum(v for *_, v in data)
    sel_status = ["Selected: 61 rows, 7 columns", f"Sum={total:,.2f}"]
    insert_menu = [r("menu", "Insert", "", 260, 52, 260, 26 * 14)] + [
        r("menu-item", m, "", 260, 54 + 26 * i, 260, 26) for i, m in enumerate(
            ["Image…", "Chart…", "Pivot Table…", "Media", "OLE Object", "Shape", "Function…", "Named Range or Expression…",
             "Comment", "Floating Frame…", "Fontwork…", "Hyperlink…", "Special Character…", "Form Control"])]
    source = [r("dialog", "Select Source", "", 760, 380, 400, 260), r("label", "", "Selection", 780, 396, 80, 17),
              r("radio-button", "Current selection", "", 790, 424, 300, 22), r("radio-button", "Named range", "", 790, 452, 300, 22),
              r("radio-button", "Data source registered in LibreOffice", "", 790, 480, 320, 22),
              r("radio-button", "External source/interface", "", 790, 508, 300, 22),
              r("push-button", "Help", "", 780, 590, 70, 32), r("push-button", "OK", "", 1000, 590, 70, 32),
              r("push-button", "Cancel", "", 1076, 590, 70, 32)]

    def layout(colf: list[str], rowf: list[str], dataf: list[str]) -> list[Row]:
        rows = [r("dialog", "Pivot Table Layout", "", 460, 200, 1000, 680),
                r("label", "", "Filters:", 480, 228, 80, 17), r("list", "Filters", "", 480, 250, 300, 120),
                r("label", "", "Column Fields:", 800, 228, 120, 17), r("list", "Column Fields", "", 800, 250, 300, 120)]
        rows += [r("list-item", f, "", 804, 254 + 24 * i, 292, 22) for i, f in enumerate(colf)]
        rows += [r("label", "", "Row Fields:", 480, 378, 100, 17), r("list", "Row Fields", "", 480, 400, 300, 240)]
        rows += [r("list-item", f, "", 484, 404 + 24 * i, 292, 22) for i, f in enumerate(rowf)]
        rows += [r("label", "", "Data Fields:", 800, 378, 100, 17), r("list", "Data Fields", "", 800, 400, 300, 240)]
        rows += [r("list-item", f, "", 804, 404 + 24 * i, 292, 22) for i, f in enumerate(dataf)]
        rows += [r("label", "", "Available Fields:", 1120, 228, 140, 17), r("list", "Available Fields", "", 1120, 250, 320, 390)]
        rows += [r("list-item", f, "", 1124, 254 + 24 * i, 312, 22) for i, f in enumerate(
            ["Date", "Month", "Region", "Rep", "Product", "Units", "Revenue"])]
        rows += [r("label", "", "Drag the items into the desired position", 480, 660, 400, 17),
                 r("push-button", "Options", "", 480, 700, 200, 24), r("push-button", "Source and Destination", "", 480, 730, 240, 24),
                 r("push-button", "Help", "", 480, 830, 80, 32), r("push-button", "OK", "", 1260, 830, 80, 32),
                 r("push-button", "Cancel", "", 1350, 830, 80, 32)]
        return rows

    ptab = "Pivot Table_Sales_1"
    tabmenu = [r("menu", "", "", 185, 772, 240, 260)] + [r("menu-item", m, "", 185, 774 + 26 * i, 240, 26) for i, m in enumerate(
        ["Insert Sheet…", "Delete Sheet…", "Rename Sheet…", "Move or Copy Sheet…", "Show Sheet…", "Hide Sheet",
         "Protect Sheet…", "Tab Color…", "Select All Sheets", "Insert Sheet From File…"])]

    def rename(v: str) -> list[Row]:
        return [r("dialog", "Rename Sheet", "", 760, 440, 400, 150), r("label", "", "Name:", 780, 470, 60, 17),
                r("entry", "Name", v, 780, 492, 360, 30), r("push-button", "Help", "", 780, 546, 70, 32),
                r("push-button", "OK", "", 980, 546, 70, 32), r("push-button", "Cancel", "", 1060, 546, 80, 32)]

    sales = sales_cells()
    pcells = pivot_cells()
    obs = [
        chrome("A1:G61", "Date", ["Sales"], 1, sel_status, False) + sales,
        chrome("A1:G61", "Date", ["Sales"], 1, sel_status, False) + sales + insert_menu,
        chrome("A1:G61", "Date", ["Sales"], 1, sel_status, False) + sales + source,
        chrome("A1:G61", "Date", ["Sales"], 1, sel_status, False) + sales + layout(["Data"], [], []),
        chrome("A1:G61", "Date", ["Sales"], 1, sel_status, False) + sales + layout(["Month", "Data"], ["Region"], ["Sum - Revenue"]),
        chrome("A1", "Filter", [ptab, "Sales"], 1, [], True) + pcells,
        chrome("A1", "Filter", [ptab, "Sales"], 1, [], True) + pcells + tabmenu,
        chrome("A1", "Filter", [ptab, "Sales"], 1, [], True) + pcells + rename(ptab),
        chrome("A1", "Filter", ["Pivot", "Sales"], 1, [], True) + pcells,
        chrome("A1", "Filter", ["Pivot", "Sales"], 1, [], False) + pcells,
    ]
    acts = [
        code("pyautogui.click(138, 133)\npyautogui.write('A1:G61')\npyautogui.press('enter')"),
        code("pyautogui.click(291, 41)  # Insert"),
        code("pyautogui.click(390, 119)  # Pivot Table…"),
        code("pyautogui.click(1035, 606)  # OK, current selection"),
        code("pyautogui.moveTo(1280, 314)\npyautogui.dragTo(630, 520, duration=0.8)  # Region -> Row Fields\n"
             "pyautogui.moveTo(1280, 290)\npyautogui.dragTo(950, 290, duration=0.8)  # Month -> Column Fields\n"
             "pyautogui.moveTo(1280, 410)\npyautogui.dragTo(950, 520, duration=0.8)  # Revenue -> Data Fields"),
        code("pyautogui.click(1300, 846)  # OK"),
        code("pyautogui.rightClick(185, 1032)"),
        code("pyautogui.click(300, 839)  # Rename Sheet…"),
        code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Pivot')\npyautogui.press('enter')"),
        code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)\npyautogui.press('enter')  # Keep current format"),
    ]
    clocks = ["Apr 2  16:40", "Apr 2  16:40", "Apr 2  16:40", "Apr 2  16:41", "Apr 2  16:41", "Apr 2  16:42",
              "Apr 2  16:42", "Apr 2  16:43", "Apr 2  16:43", "Apr 2  16:43", "Apr 2  16:44"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    state = screen(app, dock, clocks[0], chrome("A1", "Date", ["Sales"], 1, [], False) + sales)
    rs.add(task="os", tid="h38-os-06", system=system(
        "In sales_q1.xlsx (LibreOffice Calc), build a pivot table from the data in A1:G61 of the Sales sheet with Region as rows, Month as columns "
        "and the sum of Revenue as data, rename the new sheet to 'Pivot', and save the file keeping the xlsx format."),
        turns=turns, state=state)


# Stacer - bad
def t07(rs: RowSet) -> None:
    dock = DOCK + ["Stacer"]
    app = "Stacer"
    side = ["Dashboard", "Startup Apps", "System Cleaner", "Search", "Services", "Processes", "Uninstaller", "Resources",
            "APT Repository Manager", "Gnome Settings"]

    def frame(page: list[Row]) -> list[Row]:
        rows = [r("frame", "Stacer", "", 70, 27, 1850, 1053)]
        rows += [r("push-button", s, "", 78, 80 + 56 * i, 64, 52) for i, s in enumerate(side)]
        rows.append(r("push-button", "Settings", "", 78, 1010, 64, 52))
        return rows + page

    dash = [r("label", "", "CPU", 300, 90, 200, 20), r("label", "", "14%", 340, 200, 120, 40),
            r("label", "", "MEMORY", 700, 90, 200, 20), r("label", "", "5.2 GB / 15.5 GB", 700, 200, 240, 24), r("label", "", "33%", 760, 240, 120, 40),
            r("label", "", "DISK", 1100, 90, 200, 20), r("label", "", "112.4 GB / 467.9 GB", 1100, 200, 240, 24), r("label", "", "24%", 1160, 240, 120, 40),
            r("label", "", "DOWNLOAD", 1500, 90, 200, 20), r("label", "", "1.2 KB/s", 1500, 160, 200, 24),
            r("label", "", "UPLOAD", 1500, 230, 200, 20), r("label", "", "0.4 KB/s", 1500, 300, 200, 24),
            r("label", "", "SYSTEM INFO", 300, 420, 200, 20)]
    for i, (a, b) in enumerate([("Hostname", "dana-thinkpad"), ("Platform", "Linux x86_64"), ("Distribution", "Ubuntu 22.04.4 LTS"),
                                ("Kernel Release", "6.5.0-28-generic"), ("CPU Model", "11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz"),
                                ("CPU Speed", "2803.2 MHz"), ("CPU Core", "8")]):
        dash += [r("label", "", a, 300, 460 + 34 * i, 200, 20), r("label", "", b, 520, 460 + 34 * i, 700, 20)]

    kern = [(1, "systemd", "root", "08:41", 13.2), (2, "kthreadd", "root", "08:41", 0.0), (3, "rcu_gp", "root", "08:41", 0.0),
            (4, "rcu_par_gp", "root", "08:41", 0.0), (5, "slub_flushwq", "root", "08:41", 0.0), (6, "netns", "root", "08:41", 0.0),
            (8, "kworker/0:0H-events_highpri", "root", "08:41", 0.0), (10, "mm_percpu_wq", "root", "08:41", 0.0),
            (11, "rcu_tasks_kthread", "root", "08:41", 0.0), (12, "rcu_tasks_rude_kthread", "root", "08:41", 0.0),
            (13, "rcu_tasks_trace_kthread", "root", "08:41", 0.0), (14, "ksoftirqd/0", "root", "08:41", 0.0),
            (15, "rcu_preempt", "root", "08:41", 0.0), (16, "migration/0", "root", "08:41", 0.0), (17, "idle_inject/0", "root", "08:41", 0.0),
            (19, "cpuhp/0", "root", "08:41", 0.0), (20, "cpuhp/1", "root", "08:41", 0.0), (21, "idle_inject/1", "root", "08:41", 0.0),
            (22, "migration/1", "root", "08:41", 0.0), (23, "ksoftirqd/1", "root", "08:41", 0.0), (25, "kworker/1:0H-events_highpri", "root", "08:41", 0.0),
            (26, "cpuhp/2", "root", "08:41", 0.0), (27, "idle_inject/2", "root", "08:41", 0.0), (28, "migration/2", "root", "08:41", 0.0)]
    # pid, name, user, start, resident MB per snapshot (T2, T5, T8), cpu per snapshot
    user = [(3121, "firefox", "dana", "08:52", (612.4, 618.9, 626.1), (3.1, 4.6, 2.2)),
            (1645, "gnome-shell", "dana", "08:42", (398.7, 401.2, 399.8), (2.4, 5.8, 3.0)),
            (3397, "Isolated Web Co", "dana", "08:53", (287.1, 291.6, 302.4), (1.2, 0.8, 6.9)),
            (2950, "slack", "dana", "08:44", (254.6, 254.9, 257.3), (0.3, 0.2, 0.4)),
            (2874, "snap-store", "dana", "08:42", (241.3, 0.0, 0.0), (0.0, 0.0, 0.0)),
            (3012, "slack", "dana", "08:44", (198.2, 198.2, 201.0), (0.1, 0.1, 0.3)),
            (3188, "Privileged Cont", "dana", "08:52", (141.9, 142.0, 142.0), (0.0, 0.1, 0.0)),
            (2310, "tracker-miner-fs-3", "dana", "08:42", (118.4, 118.4, 121.7), (0.0, 0.0, 1.6)),
            (3455, "Isolated Web Co", "dana", "08:55", (112.7, 109.3, 110.8), (0.4, 0.2, 0.1)),
            (1822, "Xwayland", "dana", "08:42", (96.3, 96.3, 97.1), (0.7, 1.1, 0.6)),
            (2489, "evolution-alarm-notify", "dana", "08:42", (78.0, 78.0, 78.0), (0.0, 0.0, 0.0)),
            (1702, "gsd-xsettings", "dana", "08:42", (71.2, 71.2, 71.2), (0.0, 0.0, 0.0)),
            (3540, "Web Content", "dana", "09:02", (64.9, 66.2, 63.5), (0.0, 0.3, 0.0)),
            (1260, "packagekitd", "root", "08:41", (58.3, 58.3, 58.3), (0.0, 0.0, 0.0)),
            (3620, "gnome-terminal-server", "dana", "09:14", (52.3, 52.5, 52.5), (0.2, 0.0, 0.1)),
            (4012, "stacer", "dana", "10:03", (49.8, 51.6, 53.0), (1.9, 2.3, 2.1)),
            (2655, "update-notifier", "dana", "08:43", (46.1, 46.1, 46.1), (0.0, 0.0, 0.0)),
            (1155, "snapd", "root", "08:41", (44.9, 44.9, 45.3), (0.0, 0.0, 0.1)),
            (892, "systemd-journald", "root", "08:41", (38.6, 38.7, 38.9), (0.0, 0.1, 0.0)),
            (1734, "gsd-color", "dana", "08:42", (25.4, 25.4, 25.4), (0.0, 0.0, 0.0)),
            (1111, "NetworkManager", "root", "08:41", (21.3, 21.3, 21.4), (0.0, 0.0, 0.0)),
            (1492, "wireplumber", "dana", "08:42", (19.6, 19.6, 19.6), (0.0, 0.0, 0.0)),
            (1489, "pipewire", "dana", "08:42", (17.2, 17.3, 17.3), (0.3, 0.4, 0.3)),
            (2281, "ibus-daemon", "dana", "08:42", (14.8, 14.8, 14.8), (0.0, 0.1, 0.0))]
    cols = [("PID", 300, 90), ("Resident Memory", 390, 170), ("Memory %", 560, 110), ("User", 670, 110), ("CPU %", 780, 90),
            ("Start Time", 870, 120), ("State", 990, 80), ("Process", 1070, 600)]

    def table(rows_: list[tuple[int, str, str, str, float, float]], count: int, search: str) -> list[Row]:
        rows = [r("label", "", f"Processes ({count})", 300, 60, 200, 24), r("entry", "Search...", search, 1500, 56, 300, 30)]
        rows += [r("column-header", c, "", x, 96, w, 24) for c, x, w in cols]
        for i, (pid, name, usr, start, mem, cpu) in enumerate(rows_):
            y = 120 + 28 * i
            vals = [str(pid), f"{mem:.1f} MB" if mem else "0.0 MB", f"{mem / 15872 * 100:.2f}", usr, f"{cpu:.1f}", start, "S", name]
            rows += [r("table-cell", "", v, x, y, w, 28) for v, (_, x, w) in zip(vals, cols)]
        rows.append(r("push-button", "End Process", "", 1760, 1030, 140, 32))
        return rows

    def by_mem(k: int, hide: set[int], swap: dict[int, int] | None = None) -> list[tuple[int, str, str, str, float, float]]:
        out = [((swap or {}).get(p, p), n, u, s, m[k], c[k]) for p, n, u, s, m, c in user if p not in hide]
        return sorted(out, key=lambda t: -t[4])

    pid_rows = [(p, n, u, s, m, 0.0) for p, n, u, s, m in kern]
    startup = [r("label", "", "System Startup Applications (7)", 300, 60, 400, 24)]
    for i, (n, c) in enumerate([("Dropbox", "dropbox start -i"), ("im-launch", "sh -c 'if [ \"x$XDG_SESSION_TYPE\" = \"xwayland\" ] ; then exec env IM_CONFIG_CHECK_ENV=1 im-launch true; fi'"),
                                ("Print Queue Applet", "system-config-printer-applet"), ("Remmina Applet", "remmina-file-wrapper -i"),
                                ("Slack", "/usr/bin/slack --startup %U"), ("Snap user application autostart helper", "/usr/bin/snap userd --autostart"),
                                ("SSH Key Agent", "/usr/bin/gnome-keyring-daemon --start --components=ssh")]):
        y = 110 + 64 * i
        startup += [r("label", "", n, 320, y, 500, 22), r("label", "", c, 320, y + 26, 900, 17), r("check-box", n, "", 1700, y + 8, 50, 26),
                     r("push-button", "Edit", "", 1770, y + 6, 40, 30), r("push-button", "Delete", "", 1820, y + 6, 40, 30)]
    startup.append(r("push-button", "Add Startup App", "", 1760, 1030, 140, 32))
    services = [r("label", "", "System Services (74)", 300, 60, 400, 24), r("combo-box", "Running Status", "All", 1300, 56, 200, 30),
                r("combo-box", "Startup Status", "All", 1520, 56, 200, 30)]
    for i, (n, d) in enumerate([("accounts-daemon", "Accounts Service"), ("acpid", "ACPI event daemon"), ("anacron", "Run anacron jobs"),
                                ("apparmor", "Load AppArmor profiles"), ("apport", "LSB: automatic crash report generation"),
                                ("avahi-daemon", "Avahi mDNS/DNS-SD Stack"), ("bluetooth", "Bluetooth service"),
                                ("colord", "Manage, Install and Generate Color Profiles"), ("cron", "Regular background program processing daemon"),
                                ("cups", "CUPS Scheduler"), ("cups-browsed", "Make remote CUPS printers available locally"),
                                ("dbus", "D-Bus System Message Bus"), ("gdm", "GNOME Display Manager"), ("kerneloops", "Tool to automatically collect and submit kernel crash signatures"),
                                ("ModemManager", "Modem Manager"), ("NetworkManager", "Network Manager"), ("packagekit", "PackageKit Daemon"),
                                ("polkit", "Authorization Manager"), ("power-profiles-daemon", "Power Profiles daemon"), ("rsyslog", "System Logging Service")]):
        y = 100 + 46 * i
        services += [r("label", "", n, 320, y, 300, 20), r("label", "", d, 640, y, 700, 20),
                     r("check-box", "Running", "", 1500, y - 2, 80, 24), r("check-box", "Startup", "", 1620, y - 2, 80, 24)]
    polkit = [r("dialog", "Authentication Required", "", 660, 330, 600, 360), r("label", "", "Authentication Required", 800, 360, 320, 24),
              r("label", "", "Authentication is required to stop 'cups-browsed.service'.", 700, 400, 520, 40),
              r("label", "", "Dana Whitfield", 880, 470, 160, 20), r("password-text", "Password", "", 720, 520, 480, 34),
              r("push-button", "Cancel", "", 720, 620, 230, 40), r("push-button", "Authenticate", "", 970, 620, 230, 40)]
    obs = [
        frame(table(pid_rows, 243, "")),
        frame(table(by_mem(0, set()), 243, "")),
        frame(table([t for t in by_mem(0, set()) if t[1] == "snap-store"], 243, "snap-store")),
        frame(table([], 242, "snap-store")),
        frame(table(by_mem(1, {2874}), 241, "")),
        frame(startup),
        frame(startup),
        frame(table(by_mem(2, {2874}, {1645: 1654}), 244, "")),
        frame(services),
        frame(services) + polkit,
    ]
    acts = [
        code("pyautogui.click(110, 386)  # Processes"),
        code("pyautogui.click(475, 108)  # sort by Resident Memory"),
        code("pyautogui.click(1650, 71)\npyautogui.write('snap-store')"),
        code("pyautogui.click(800, 134)\npyautogui.click(1830, 1046)  # End Process"),
        code("pyautogui.tripleClick(1650, 71)\npyautogui.press('backspace')"),
        code("pyautogui.click(110, 162)  # Startup Apps"),
        code("pyautogui.click(1725, 387)  # Slack toggle"),
        code("pyautogui.click(110, 386)  # Processes"),
        code("pyautogui.click(110, 330)  # Services"),
        code("pyautogui.click(1540, 570)  # cups-browsed Running"),
    ]
    clocks = ["Apr 22  10:05", "Apr 22  10:05", "Apr 22  10:05", "Apr 22  10:06", "Apr 22  10:06", "Apr 22  10:07",
              "Apr 22  10:07", "Apr 22  10:08", "Apr 22  10:08", "Apr 22  10:09", "Apr 22  10:09"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-07", system=system(
        "Using Stacer, end the snap-store process that is using a lot of memory, disable Slack from starting at login, "
        "and stop the cups-browsed service."),
        turns=turns, state=screen(app, dock, clocks[0], frame(dash)), bad=True, turn=8,
        kind="PID of gnome-shell changed without a restart")


# Lollypop - clean
def t08(rs: RowSet) -> None:
    dock = DOCK + ["Lollypop"]
    app = "Lollypop"
    side = ["Popular", "Recently played", "Recently added", "Randoms", "Loved", "Playlists", "Artists", "Albums", "Genres", "Years"]
    albums = [("Abbey Road", "The Beatles"), ("Blue", "Joni Mitchell"), ("Currents", "Tame Impala"), ("Hounds of Love", "Kate Bush"),
              ("In Rainbows", "Radiohead"), ("Kind of Blue", "Miles Davis"), ("Random Access Memories", "Daft Punk"),
              ("Rumours", "Fleetwood Mac"), ("Songs in the Key of Life", "Stevie Wonder"), ("The Dark Side of the Moon", "Pink Floyd"),
              ("Vespertine", "Björk"), ("What's Going On", "Marvin Gaye")]
    popular = [("Blue", "Joni Mitchell"), ("In Rainbows", "Radiohead"), ("Currents", "Tame Impala"), ("Kind of Blue", "Miles Davis"),
               ("Hounds of Love", "Kate Bush"), ("Random Access Memories", "Daft Punk")]
    tracks = [("Second Hand News", 163), ("Dreams", 254), ("Never Going Back Again", 122), ("Don't Stop", 191), ("Go Your Own Way", 218),
              ("Songbird", 200), ("The Chain", 268), ("You Make Loving Fun", 211), ("I Don't Want to Know", 195), ("Oh Daddy", 236),
              ("Gold Dust Woman", 291)]

    def mmss(s: int) -> str:
        return f"{s // 60}:{s % 60:02d}"

    def player(title: str, artist: str, pos: int, length: int, playing: bool = True) -> list[Row]:
        return [r("push-button", "Previous", "", 80, 34, 36, 36), r("push-button", "Pause" if playing else "Play", "", 120, 34, 36, 36),
                r("push-button", "Next", "", 160, 34, 36, 36), r("label", "", title, 260, 32, 300, 20), r("label", "", artist, 260, 54, 300, 17),
                r("label", "", mmss(pos), 580, 44, 50, 17), r("slider", "", f"{pos}", 640, 42, 600, 20), r("label", "", mmss(length), 1250, 44, 50, 17),
                r("toggle-button", "Shuffle", "", 1700, 34, 36, 36), r("toggle-button", "Repeat", "", 1740, 34, 36, 36),
                r("toggle-button", "Search", "", 1800, 34, 36, 36), r("push-button", "Menu", "", 1850, 34, 36, 36)]

    def sidebar() -> list[Row]:
        return [r("list-item", s, "", 78, 90 + 40 * i, 220, 38) for i, s in enumerate(side)]

    def grid(items: list[tuple[str, str]], title: str) -> list[Row]:
        rows = [r("label", "", title, 320, 90, 300, 28)]
        for i, (a, b) in enumerate(items):
            x, y = 320 + 260 * (i % 6), 140 + 300 * (i // 6)
            rows += [r("push-button", a, "", x, y, 220, 220), r("label", "", a, x, y + 226, 220, 20), r("label", "", b, x, y + 250, 220, 17)]
        return rows

    def tracklist(header: list[str], with_artist: bool) -> list[Row]:
        rows = [r("label", "", h, 560, 100 + 30 * i, 600, 24) for i, h in enumerate(header)]
        rows += [r("push-button", "Play", "", 560, 220, 90, 34), r("push-button", "Shuffle", "", 656, 220, 90, 34),
                 r("push-button", "More options", "", 752, 220, 40, 34)]
        for i, (t, d) in enumerate(tracks):
            y = 280 + 40 * i
            rows += [r("label", "", str(i + 1), 340, y, 30, 20), r("label", "", t, 380, y, 600, 20)]
            if with_artist:
                rows.append(r("label", "", "Fleetwood Mac", 1000, y, 300, 20))
            rows.append(r("label", "", mmss(d), 1800, y, 60, 20))
        return rows

    total = sum(d for _, d in tracks)
    album_view = [r("push-button", "Rumours", "", 320, 90, 220, 220)] + tracklist(["Rumours", "Fleetwood Mac", f"1977 · 11 tracks · {total // 60} min"], False)
    pop = [r("popover", "", "", 752, 258, 300, 200), r("label", "", "Add to playlist", 770, 268, 200, 20),
           r("check-box", "Chill", "", 770, 298, 260, 30), r("check-box", "Workout", "", 770, 332, 260, 30)]
    pop2 = pop + [r("check-box", "Road Trip", "", 770, 366, 260, 30)]
    pop = pop + [r("push-button", "New playlist", "", 770, 410, 260, 34)]
    pop2 = pop2 + [r("push-button", "New playlist", "", 770, 410, 260, 34)]
    pls = [r("label", "", "Playlists", 320, 90, 300, 28)]
    for i, (n, c) in enumerate([("Road Trip", "11 tracks"), ("Chill", "24 tracks"), ("Workout", "31 tracks"), ("Loved", "57 tracks"),
                                ("Popular tracks", "100 tracks"), ("Recently played", "100 tracks"), ("Never played", "412 tracks")]):
        x, y = 320 + 260 * (i % 6), 140 + 300 * (i // 6)
        pls += [r("push-button", n, "", x, y, 220, 220), r("label", "", n, x, y + 226, 220, 20), r("label", "", c, x, y + 250, 220, 17)]
    road = tracklist(["Road Trip", f"11 tracks · {total // 60} min"], True)
    cy = ("A Case of You", "Joni Mitchell", 262)
    obs = [
        player(*cy[:2], 81, cy[2]) + sidebar() + grid(albums, "Albums"),
        player(*cy[:2], 88, cy[2]) + sidebar() + album_view,
        player(*cy[:2], 94, cy[2]) + sidebar() + album_view + pop,
        player(*cy[:2], 108, cy[2]) + sidebar() + album_view + pop2,
        player(*cy[:2], 116, cy[2]) + sidebar() + pls,
        player(*cy[:2], 122, cy[2]) + sidebar() + road,
        player("Go Your Own Way", "Fleetwood Mac", 2, 218) + sidebar() + road,
    ]
    acts = [
        code("pyautogui.click(188, 389)  # Albums"),
        code("pyautogui.click(690, 550)  # Rumours"),
        code("pyautogui.click(772, 237)  # More options"),
        code("pyautogui.click(900, 427)  # New playlist\ntime.sleep(0.5)\npyautogui.write('Road Trip')\npyautogui.press('enter')"),
        code("pyautogui.click(188, 309)  # Playlists"),
        code("pyautogui.click(430, 250)  # Road Trip"),
        code("pyautogui.click(1718, 52)  # Shuffle\npyautogui.click(605, 237)  # Play"),
    ]
    clocks = ["Jun 8  18:20", "Jun 8  18:20", "Jun 8  18:20", "Jun 8  18:20", "Jun 8  18:21", "Jun 8  18:21", "Jun 8  18:21", "Jun 8  18:21"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    state = screen(app, dock, clocks[0], player(*cy[:2], 72, cy[2]) + sidebar() + grid(popular, "Popular"))
    rs.add(task="os", tid="h38-os-08", system=system(
        "In Lollypop, add the album 'Rumours' by Fleetwood Mac to a new playlist called 'Road Trip', then open that playlist and play it shuffled."),
        turns=turns, state=state)


# Ubuntu Software updates - clean
def t09(rs: RowSet) -> None:
    dock = DOCK
    app = "Ubuntu Software"

    def head(tab: str) -> list[Row]:
        rows = [r("frame", "Ubuntu Software", "", 70, 27, 1850, 1053), r("toggle-button", "Search", "", 80, 34, 34, 34)]
        if tab == "Updates":
            rows.append(r("push-button", "Refresh", "", 120, 34, 34, 34))
        rows += [r("toggle-button", "Explore", "", 800, 34, 100, 34), r("toggle-button", "Installed", "", 904, 34, 100, 34),
                 r("toggle-button", "Updates", "", 1008, 34, 100, 34), r("push-button", "Main Menu", "", 1876, 34, 34, 34)]
        return rows

    explore = head("Explore") + [r("heading", "", "Editor's Picks", 300, 100, 300, 28)]
    for i, (n, s) in enumerate([("Bitwarden", "A secure and free password manager for all of your devices"),
                                ("Spotify", "Music for everyone"), ("Visual Studio Code", "Code editing. Redefined."),
                                ("Inkscape", "Vector Graphics Editor"), ("Kdenlive", "Video Editor"), ("Obsidian", "Markdown-based knowledge base")]):
        x, y = 300 + 440 * (i % 3), 140 + 170 * (i // 3)
        explore += [r("push-button", n, "", x, y, 420, 150), r("label", "", n, x + 110, y + 40, 300, 22), r("label", "", s, x + 110, y + 70, 300, 34)]
    explore.append(r("heading", "", "Categories", 300, 500, 300, 28))
    for i, c in enumerate(["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Art & Design", "Books & Reference",
                           "Development", "Education", "Entertainment", "Finance", "Games", "Health & Fitness", "Music & Audio"]):
        explore.append(r("push-button", c, "", 300 + 270 * (i % 5), 540 + 60 * (i // 5), 260, 50))

    def upd(items: list[tuple[str, str, str, str]], checked: str, busy: bool = False) -> list[Row]:
        rows = head("Updates")
        if busy:
            return rows + [r("label", "", "Checking for updates…", 840, 500, 240, 22), r("progress-bar", "", "", 840, 530, 240, 8)]
        rows += [r("label", "", checked, 300, 90, 400, 20), r("push-button", "Update All", "", 1700, 84, 120, 34)]
        for i, (n, ver, size, st) in enumerate(items):
            y = 140 + 90 * i
            rows += [r("label", "", n, 400, y + 14, 500, 22), r("label", "", ver, 400, y + 42, 600, 17), r("label", "", size, 1400, y + 28, 120, 17)]
            if st == "":
                rows.append(r("push-button", "Update", "", 1700, y + 20, 100, 34))
            elif st == "Pending":
                rows += [r("label", "", "Pending", 1560, y + 28, 100, 17), r("push-button", "Cancel", "", 1700, y + 20, 100, 34)]
            else:
                rows += [r("progress-bar", "", st, 1560, y + 30, 120, 12), r("label", "", st, 1560, y + 44, 140, 17),
                         r("push-button", "Cancel", "", 1700, y + 20, 100, 34)]
        return rows

    os1 = ("OS Updates", "Includes performance, stability and security improvements.", "38.2 MB", "")
    os2 = ("OS Updates", "Includes performance, stability and security improvements.", "41.6 MB", "")
    ff = ("Firefox", "125.0.3-1 → 126.0.1-1", "86.4 MB", "")
    sl = ("Slack", "4.37.101 → 4.38.125", "82.0 MB", "")
    vs = ("Visual Studio Code", "1.88.1 → 1.89.1", "101.2 MB", "")
    sp = ("Spotify", "1.2.31.1205.g4d59ad7c → 1.2.37.701.ge66eb7bc", "168.4 MB", "")

    def st(item: tuple[str, str, str, str], s: str) -> tuple[str, str, str, str]:
        return (item[0], item[1], item[2], s)

    installed = head("Installed") + [r("label", "", "Installed Apps", 300, 90, 300, 24)]
    for i, (n, v, s) in enumerate([("Disk Usage Analyzer", "42.0", "3.9 MB"), ("Document Scanner", "42.5", "4.2 MB"),
                                   ("Firefox", "126.0.1-1", "251.4 MB"), ("GIMP", "2.10.30-1build1", "93.1 MB"),
                                   ("LibreOffice Calc", "1:7.3.7-0ubuntu0.22.04.4", "41.2 MB"), ("LibreOffice Writer", "1:7.3.7-0ubuntu0.22.04.4", "35.9 MB"),
                                   ("Remmina", "1.4.25+dfsg-1", "6.1 MB"), ("Rhythmbox", "3.4.4-5ubuntu1", "4.8 MB"),
                                   ("Slack", "4.37.101", "257.1 MB"), ("Spotify", "1.2.31.1205.g4d59ad7c", "182.9 MB"),
                                   ("Thunderbird Mail", "1:115.10.1+build1-0ubuntu0.22.04.1", "224.6 MB"),
                                   ("Transmission", "3.00-2ubuntu2", "3.1 MB"), ("Visual Studio Code", "1.89.1", "332.9 MB")]):
        y = 130 + 66 * i
        installed += [r("label", "", n, 400, y + 10, 400, 22), r("label", "", v, 400, y + 36, 500, 17), r("label", "", s, 1400, y + 22, 120, 17),
                      r("push-button", "Uninstall", "", 1700, y + 14, 110, 34)]
    obs = [
        upd([os1, ff, sl, vs], "Last checked: 2 hours ago"),
        upd([], "", busy=True),
        upd([os2, ff, sl, sp, vs], "Last checked: just now"),
        upd([os2, st(ff, "Downloading… 13%"), sl, sp, vs], "Last checked: just now"),
        upd([os2, st(ff, "Installing… 64%"), sl, sp, st(vs, "Pending")], "Last checked: just now"),
        upd([os2, sl, sp, st(vs, "Downloading… 71%")], "Last checked: 1 minute ago"),
        upd([os2, sl, sp], "Last checked: 2 minutes ago"),
        installed,
    ]
    acts = [
        code("pyautogui.click(1058, 51)  # Updates"),
        code("pyautogui.click(137, 51)  # Refresh"),
        code("time.sleep(10)"),
        code("pyautogui.click(1750, 267)  # Update on Firefox"),
        code("pyautogui.click(1750, 537)  # Update on Visual Studio Code"),
        code("time.sleep(30)"),
        code("time.sleep(30)"),
        code("pyautogui.click(954, 51)  # Installed"),
    ]
    clocks = ["May 16  11:18", "May 16  11:18", "May 16  11:18", "May 16  11:19", "May 16  11:19", "May 16  11:19",
              "May 16  11:20", "May 16  11:21", "May 16  11:21"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-09", system=system(
        "In Ubuntu Software, check for updates and install only the Firefox and Visual Studio Code updates, leaving the rest pending. "
        "Then open the Installed tab."),
        turns=turns, state=screen(app, dock, clocks[0], explore))


# Chromium downloads - bad
def t10(rs: RowSet) -> None:
    dock = DOCK + ["Chromium Web Browser"]
    app = "Chromium Web Browser"
    ink = "Inkscape-091e20e-x86_64.AppImage"
    blend = "blender-4.1.0-linux-x64.tar.xz"
    ink_url = "https://inkscape.org/gallery/item/44616/Inkscape-091e20e-x86_64.AppImage"
    blend_url = "https://www.blender.org/download/release/Blender4.1/blender-4.1.0-linux-x64.tar.xz/"
    old = [("Today", "kdenlive-24.02.1-x86_64.AppImage", "https://download.kde.org/stable/kdenlive/24.02/linux/kdenlive-24.02.1-x86_64.AppImage", "done"),
           ("Today", "krita-5.2.2-x86_64.appimage", "https://download.kde.org/stable/krita/5.2.2/krita-5.2.2-x86_64.appimage", "Failed - Network error"),
           ("Yesterday", "invoice_RE-2024-0311.pdf", "https://accounts.hetzner.com/invoice/RE-2024-0311/pdf", "done"),
           ("Yesterday", "ubuntu-22.04.4-desktop-amd64.iso", "https://releases.ubuntu.com/22.04.4/ubuntu-22.04.4-desktop-amd64.iso", "done"),
           ("March 21, 2024", "Nextcloud-3.12.1-x86_64.AppImage", "https://github.com/nextcloud-releases/desktop/releases/download/v3.12.1/Nextcloud-3.12.1-x86_64.AppImage", "Failed - Forbidden"),
           ("March 21, 2024", "statement_2024-02.pdf", "https://secure.chase.com/svc/rr/documents/dpa/digital/v1/statement/2024-02.pdf", "done"),
           ("February 9, 2024", "Nextcloud-3.11.1-x86_64.AppImage", "https://github.com/nextcloud-releases/desktop/releases/download/v3.11.1/Nextcloud-3.11.1-x86_64.AppImage", "done"),
           ("February 9, 2024", "rustup-init.sh", "https://sh.rustup.rs/", "done")]

    def chrome(tabs: list[str], active: int, url: str, bubble_btn: bool) -> list[Row]:
        rows = []
        for i, t in enumerate(tabs):
            rows += [r("page-tab", t, "", 74 + 250 * i, 32, 246, 36), r("push-button", "Close", "", 74 + 250 * i + 220, 42, 16, 16)]
        rows += [r("push-button", "New Tab", "", 74 + 250 * len(tabs), 36, 28, 28), r("push-button", "Back", "", 78, 76, 32, 32),
                 r("push-button", "Forward", "", 112, 76, 32, 32), r("push-button", "Reload", "", 146, 76, 32, 32),
                 r("entry", "Address and search bar", url, 190, 76, 1500, 32)]
        if bubble_btn:
            rows.append(r("push-button", "Downloads", "", 1800, 76, 32, 32))
        rows.append(r("push-button", "Chromium", "", 1880, 76, 32, 32))
        return rows

    def dlpage(items: list[tuple[str, str, str, str]], search: str) -> list[Row]:
        rows = [r("heading", "", "Downloads", 90, 126, 200, 30), r("entry", "Search downloads", search, 700, 124, 520, 36)]
        if search:
            rows.append(r("push-button", "Clear search", "", 1190, 130, 24, 24))
        rows.append(r("push-button", "More actions", "", 1870, 126, 32, 32))
        y, last = 180, None
        for d, name, url, stt in items:
            if d != last:
                rows.append(r("label", "", d, 560, y, 300, 20))
                y += 30
                last = d
            rows += [r("link", name, name, 660, y + 14, 500, 20), r("link", url, url, 660, y + 40, 700, 17)]
            if stt == "done":
                rows.append(r("push-button", "Show in folder", "", 660, y + 66, 130, 30))
            elif stt.startswith("Failed"):
                rows += [r("label", "", stt, 660, y + 62, 300, 17), r("push-button", "Retry", "", 660, y + 84, 80, 30)]
            else:
                rows += [r("label", "", stt, 660, y + 62, 400, 17), r("progress-bar", "", "", 660, y + 84, 560, 4),
                         r("push-button", "Pause", "", 660, y + 94, 80, 30), r("push-button", "Cancel", "", 750, y + 94, 80, 30)]
            rows.append(r("push-button", "Remove from list", "", 1330, y + 10, 28, 28))
            y += 136
        if not items:
            rows.append(r("label", "", "No search results found", 820, 300, 280, 20))
        return rows

    blender_page = [r("heading", "", "Download Blender", 600, 200, 700, 50), r("label", "", "Blender 4.1.0 - March 26, 2024", 600, 270, 400, 20),
                    r("link", "Download Blender 4.1.0", "Download Blender 4.1.0", 600, 320, 300, 56),
                    r("label", "", "Linux · 64 bit · 338 MB", 600, 384, 300, 17), r("link", "macOS", "macOS", 940, 332, 80, 20),
                    r("link", "Windows", "Windows", 1030, 332, 90, 20), r("link", "Release Notes", "Release Notes", 600, 430, 140, 20),
                    r("link", "Requirements", "Requirements", 760, 430, 130, 20), r("link", "Checksum", "Checksum", 910, 430, 100, 20),
                    r("heading", "", "Blender LTS", 600, 560, 400, 34), r("link", "Blender 3.6 LTS", "Blender 3.6 LTS", 600, 610, 200, 20)]
    thanks = [r("heading", "", "Thank you for downloading Blender", 500, 200, 900, 50),
              r("paragraph", "", "Your download of blender-4.1.0-linux-x64.tar.xz should start automatically. If it doesn't, click here.", 500, 280, 900, 40),
              r("link", "click here", "click here", 1210, 300, 80, 20), r("heading", "", "Support Blender", 500, 420, 500, 34),
              r("link", "Donate Once", "Donate Once", 500, 470, 160, 40), r("link", "Join the Development Fund", "Join the Development Fund", 680, 470, 280, 40)]
    ink_page = [r("heading", "", "Download Inkscape 1.3.2", 500, 200, 900, 50),
                r("paragraph", "", "Your download should start automatically. If it does not, use the direct link.", 500, 280, 900, 20),
                r("link", "direct link", "direct link", 500, 320, 120, 20), r("label", "", "Released on November 25, 2023", 500, 360, 400, 17),
                r("link", "Release Notes", "Release Notes", 500, 400, 140, 20), r("link", "Verify (sha256)", "Verify (sha256)", 660, 400, 160, 20)]

    def bubble(items: list[tuple[str, str]]) -> list[Row]:
        rows = [r("dialog", "Recent downloads", "", 1440, 112, 440, 40 + 70 * len(items)), r("label", "", "Recent downloads", 1460, 122, 200, 20)]
        for i, (n, s) in enumerate(items):
            rows += [r("push-button", n, "", 1450, 150 + 70 * i, 420, 66), r("label", "", n, 1510, 160 + 70 * i, 300, 20),
                     r("label", "", s, 1510, 184 + 70 * i, 300, 17)]
        rows.append(r("link", "Full download history", "Full download history", 1460, 152 + 70 * len(items), 200, 20))
        return rows

    dl_url = "chrome://downloads"
    blend_tab = "Download — blender.org"
    new_done = [("Today", ink, ink_url, "done"), ("Today", blend, blend_url, "done")]
    no_krita = [o for o in old if not o[1].startswith("krita")]
    no_nc = [o for o in no_krita if o[1] != "Nextcloud-3.12.1-x86_64.AppImage"]
    drift = [("Today", "Inkscape-091e2e0-x86_64.AppImage", ink_url, "done"), new_done[1]]
    obs = [
        chrome([blend_tab, "Downloads"], 1, dl_url, False) + dlpage(old, ""),
        chrome([blend_tab, "Downloads"], 0, "blender.org/download/", False) + blender_page,
        chrome(["Thank you — blender.org", "Downloads"], 0, "blender.org/thanks/", True) + thanks + bubble([(blend, "21.4/338 MB, 31 secs left")]),
        chrome(["Download Inkscape 1.3.2 | Inkscape", "Downloads"], 0, "inkscape.org/release/inkscape-1.3.2/gnulinux/appimage/dl/", True) + ink_page
        + bubble([(ink, "4.1/137 MB, 22 secs left"), (blend, "198/338 MB, 14 secs left")]),
        chrome(["Download Inkscape 1.3.2 | Inkscape", "Downloads"], 1, dl_url, True)
        + dlpage([("Today", ink, ink_url, "6.1 MB/s - 58.3 MB of 137 MB, 13 secs left"), ("Today", blend, blend_url, "9.6 MB/s - 294 MB of 338 MB, 5 secs left")] + old, ""),
        chrome(["Download Inkscape 1.3.2 | Inkscape", "Downloads"], 1, dl_url, True) + dlpage(new_done + old, ""),
        chrome(["Download Inkscape 1.3.2 | Inkscape", "Downloads"], 1, dl_url, True) + dlpage(new_done + no_krita, ""),
        chrome(["Download Inkscape 1.3.2 | Inkscape", "Downloads"], 1, dl_url, True)
        + dlpage([o for o in no_krita if o[1].startswith("Nextcloud")], "nextcloud"),
        chrome(["Download Inkscape 1.3.2 | Inkscape", "Downloads"], 1, dl_url, True)
        + dlpage([o for o in no_nc if o[1].startswith("Nextcloud")], "nextcloud"),
        chrome(["Download Inkscape 1.3.2 | Inkscape", "Downloads"], 1, dl_url, True) + dlpage(drift + no_nc, ""),
        chrome(["Download Inkscape 1.3.2 | Inkscape"], 0, "inkscape.org/release/inkscape-1.3.2/gnulinux/appimage/dl/", True) + ink_page,
    ]
    acts = [
        code("pyautogui.hotkey('ctrl', 'j')"),
        code("pyautogui.click(190, 50)  # blender tab"),
        code("pyautogui.click(750, 348)  # Download Blender 4.1.0"),
        code("pyautogui.click(900, 92)\npyautogui.write('https://inkscape.org/release/inkscape-1.3.2/gnulinux/appimage/dl/')\npyautogui.press('enter')"),
        code("pyautogui.click(440, 50)  # Downloads tab"),
        code("time.sleep(20)"),
        code("pyautogui.click(1344, 642)  # Remove krita from list"),
        code("pyautogui.click(960, 142)\npyautogui.write('nextcloud')"),
        code("pyautogui.click(1344, 234)  # Remove Nextcloud-3.12.1 from list"),
        code("pyautogui.click(1202, 142)  # Clear search"),
        code("pyautogui.hotkey('ctrl', 'w')"),
    ]
    clocks = ["Mar 27  10:13", "Mar 27  10:13", "Mar 27  10:13", "Mar 27  10:14", "Mar 27  10:14", "Mar 27  10:14", "Mar 27  10:15",
              "Mar 27  10:15", "Mar 27  10:15", "Mar 27  10:16", "Mar 27  10:16", "Mar 27  10:16"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    state = screen(app, dock, clocks[0], chrome([blend_tab], 0, "blender.org/download/", False) + blender_page)
    rs.add(task="os", tid="h38-os-10", system=system(
        "In Chromium, download the Blender 4.1.0 Linux tarball and the Inkscape 1.3.2 AppImage, then remove the failed downloads "
        "(krita and Nextcloud 3.12.1) from the downloads list and close the downloads tab."),
        turns=turns, state=state, bad=True, turn=10, kind="downloaded AppImage filename's commit hash changed")


# BleachBit - clean
def t11(rs: RowSet) -> None:
    dock = DOCK + ["BleachBit"]
    app = "BleachBit"
    tree = [("APT", 0), ("Bash", 0), ("Chromium", 0), ("Deep scan", 0), ("Firefox", 0)]
    tree += [(c, 1) for c in ["Backup files", "Cache", "Cookies", "Crash reports", "DOM Storage", "Form history", "Passwords",
                              "Session restore", "Site preferences", "URL history", "Vacuum"]]
    tree += [("GNOME", 0), ("LibreOffice", 0), ("System", 0)]
    tree += [(c, 1) for c in ["Broken desktop files", "Cache", "Clipboard", "Custom", "Free disk space", "Localizations", "Memory",
                              "Recent documents list", "Rotated logs", "Temporary files", "Trash"]]
    tree += [("Thumbnails", 0), ("Cache", 1), ("Thunderbird", 0), ("VLC media player", 0), ("X11", 0)]
    prof = "/home/dana/.cache/mozilla/firefox/kx9w2p4e.default-release/cache2/entries/"

    def win(text: str, status: str, frac: str) -> list[Row]:
        rows = [r("frame", "BleachBit", "", 300, 120, 1300, 840), r("push-button", "Preview", "", 310, 130, 90, 34),
                r("push-button", "Clean", "", 404, 130, 90, 34), r("push-button", "Abort", "", 498, 130, 90, 34),
                r("push-button", "Application menu", "", 1556, 130, 34, 34)]
        for i, (n, lvl) in enumerate(tree):
            y = 186 + 22 * i
            rows += [r("check-box", n, "", 316 + 24 * lvl, y + 3, 16, 16), r("table-cell", "", n, 340 + 24 * lvl, y, 380 - 24 * lvl, 22)]
        rows += [r("text", "", text, 740, 180, 850, 730), r("progress-bar", "", frac, 740, 918, 850, 12), r("label", "", status, 740, 934, 850, 17)]
        return rows

    ff_desc = ("Firefox\nWeb browser\n\nBackup files: Delete the backup files\n"
               "Cache: Delete the web cache, which reduces time to display revisited pages\n"
               "Cookies: Delete cookies, which contain information such as web site preferences, authentication, and tracking identification\n"
               "Crash reports: Delete the files\nDOM Storage: Delete HTML5 cookies\nForm history: A history of forms entered in web sites and in the Search bar\n"
               "Passwords: A database of usernames and passwords as well as a list of sites that should not store passwords\n"
               "Session restore: Loads the initial session after the browser closes or crashes\nSite preferences: Settings for individual sites\n"
               "URL history: List of visited web pages\nVacuum: Clean database fragmentation to reduce space and improve speed without removing any data")
    sys_desc = ("System\nThe system in general\n\nBroken desktop files: Delete broken application menu entries and file associations\n"
                "Cache: Delete the cache\nClipboard: The desktop environment's clipboard used for copy and paste operations\n"
                "Custom: Delete user-specified files and folders\nFree disk space: Overwrite free disk space to hide deleted files\n"
                "Localizations: Delete files for unwanted languages\nMemory: Wipe the swap and free memory\n"
                "Recent documents list: Delete the list of recently used documents\nRotated logs: Delete old system logs\n"
                "Temporary files: Delete the temporary files\nTrash: Empty the trash")
    sizes = ["21.3kB", "4.0kB", "148.2kB", "8.0kB", "1.2MB", "36.9kB", "12.0kB", "592.1kB", "4.0kB", "77.4kB", "16.0kB", "2.4MB"]

    def ff_lines(seed: str, n: int) -> list[str]:
        return [f"Delete {sizes[(i * 5 + len(seed)) % len(sizes)]} {prof}{hexid(seed + str(i), 40, True)}" for i in range(n)]

    thumbs = [f"Delete {['14.2kB', '31.7kB', '9.8kB', '52.3kB'][i % 4]} /home/dana/.cache/thumbnails/{'large' if i % 3 else 'normal'}/{hexid('th' + str(i), 32)}.png"
              for i in range(6)]
    trash = ["Delete 3.1MB /home/dana/.local/share/Trash/files/IMG_20240311_140233.jpg",
             "Delete 4.0kB /home/dana/.local/share/Trash/info/IMG_20240311_140233.jpg.trashinfo",
             "Delete 88.6MB /home/dana/.local/share/Trash/files/zoom_amd64.deb",
             "Delete 4.0kB /home/dana/.local/share/Trash/info/zoom_amd64.deb.trashinfo",
             "Delete 412.0kB /home/dana/.local/share/Trash/files/old-resume-v2.docx",
             "Delete 4.0kB /home/dana/.local/share/Trash/info/old-resume-v2.docx.trashinfo",
             "Delete 4.0kB /home/dana/.local/share/Trash/files/scratch",
             "Delete 4.0kB /home/dana/.local/share/Trash/info/scratch.trashinfo"]
    preview = "\n".join(ff_lines("p", 14) + ["…"] + thumbs + trash + ["", "Disk space to be recovered: 612.4MB", "Files to be deleted: 8431"])
    def th(seed: str, n: int) -> list[str]:
        return [f"Delete {['14.2kB', '31.7kB', '9.8kB', '52.3kB', '118.5kB'][(i + len(seed)) % 5]} /home/dana/.cache/thumbnails/large/{hexid(seed + str(i), 32)}.png"
                for i in range(n)]

    cleaned = "\n".join(ff_lines("p", 14) + ["…"] + thumbs + th("n", 5) + trash + ["", "Disk space recovered: 618.9MB", "Files deleted: 8502"])
    again = "\n".join(th("z", 9) + ["…", "", "Disk space to be recovered: 1.3MB", "Files to be deleted: 27"])
    confirm = [r("dialog", "Delete", "", 710, 420, 500, 200), r("label", "", "Are you sure you want to permanently delete files according to the selected operations?  The actual files that will be deleted may have changed since you ran the preview.", 730, 440, 460, 80),
               r("check-box", "Do not show this again", "", 730, 530, 260, 22), r("push-button", "Cancel", "", 990, 570, 100, 34),
               r("push-button", "Delete", "", 1100, 570, 100, 34)]
    obs = [
        win(ff_desc, "", ""),
        win(sys_desc, "", ""),
        win(preview, "Done.", "100%"),
        win(preview, "Done.", "100%") + confirm,
        win(cleaned, "Done.", "100%"),
        win(again, "Done.", "100%"),
    ]
    acts = [
        code("pyautogui.click(348, 329)  # Firefox > Cache"),
        code("pyautogui.click(348, 879)  # Thumbnails > Cache\npyautogui.click(348, 835)  # System > Trash"),
        code("pyautogui.click(355, 147)  # Preview"),
        code("pyautogui.click(449, 147)  # Clean"),
        code("pyautogui.click(1150, 587)  # Delete\ntime.sleep(8)"),
        code("pyautogui.click(355, 147)  # Preview"),
    ]
    clocks = ["Feb 20  17:31", "Feb 20  17:31", "Feb 20  17:32", "Feb 20  17:32", "Feb 20  17:32", "Feb 20  17:33", "Feb 20  17:33"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-11", system=system(
        "In BleachBit, select Firefox > Cache, Thumbnails > Cache and System > Trash, preview what would be removed, clean it, "
        "and run another preview to confirm."),
        turns=turns, state=screen(app, dock, clocks[0], win("", "", "")))


# LibreOffice Writer track changes - bad
def t12(rs: RowSet) -> None:
    dock = DOCK
    app = "LibreOffice Writer"
    paras_before = [
        ("heading", "MASTER SERVICES AGREEMENT"),
        ("paragraph", "This Master Services Agreement is entered into as of March 1, 2024 (the “Effective Date”) by and between Northwind Analytics LLC, a Delaware limited liability company (“Provider”), and Harborline Logistics, Inc. (“Client”)."),
        ("heading", "1. Services"),
        ("paragraph", "1.1 Provider shall perform the services described in each Statement of Work executed by the parties (each, an “SOW”)."),
        ("heading", "2. Fees and Payment"),
        ("paragraph", "2.1 Client shall pay all undisputed invoices within thirty (30) forty-five (45) days of receipt."),
        ("paragraph", "2.2 Late payments shall accrue interest at one percent (1%) per month."),
        ("heading", "3. Term and Termination"),
        ("paragraph", "3.1 This Agreement commences on the Effective Date and continues for twenty-four (24) months unless terminated earlier under this Section 3."),
        ("heading", "4. Limitation of Liability"),
        ("paragraph", "4.1 Neither party shall be liable for indirect, incidental or consequential damages."),
        ("paragraph", "4.2 In no event shall either party’s aggregate liability exceed the fees paid in the twelve (12) months preceding the claim."),
        ("heading", "5. Notices"),
        ("paragraph", "5.1 Notices shall be given in writing by courier or by email to the addresses listed in Schedule B."),
        ("heading", "6. Miscellaneous"),
        ("paragraph", "6.1 This Agreement may be executed in counterparts.")]
    paras_after = [(t, s.replace("within thirty (30) forty-five (45) days", "within forty-five (45) days")) for t, s in paras_before]
    menus = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]

    def win(paras: list[tuple[str, str]], words: str, modified: bool) -> list[Row]:
        rows = [r("frame", "contract_draft_v3.docx - LibreOffice Writer", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 74 + 62 * i, 30, 60, 22) for i, m in enumerate(menus)]
        rows += [r("push-button", b, "", 78 + 34 * i, 60, 32, 32) for i, b in enumerate(
            ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo", "Find and Replace",
             "Spelling", "Formatting Marks", "Insert Table", "Insert Image", "Insert Comment", "Track Changes"])]
        rows += [r("combo-box", "Paragraph Style", "Default Paragraph Style", 78, 100, 200, 28), r("combo-box", "Font Name", "Liberation Serif", 282, 100, 180, 28),
                 r("combo-box", "Font Size", "12 pt", 466, 100, 70, 28)]
        y = 170
        for tag, s in paras:
            h = 24 if tag == "heading" else 24 * (1 + len(s) // 110)
            rows.append(r(tag, "", s, 560, y, 800, h))
            y += h + 14
        for i, s in enumerate(["Page 1 of 3", words, "Default Page Style", "English (USA)"]):
            rows.append(r("label", "", s, 80 + 240 * i, 1054, 230, 20))
        rows.append(r("label", "", "The document has been modified. Click to save the document." if modified else
                      "The document has not been modified since the last save.", 1100, 1054, 20, 20))
        rows.append(r("label", "", "100%", 1860, 1054, 50, 20))
        return rows

    edit_menu = [r("menu", "Edit", "", 136, 52, 260, 26 * 23)] + [r("menu-item", m, "", 136, 54 + 26 * i, 260, 26) for i, m in enumerate(
        ["Undo", "Redo", "Repeat", "Cut", "Copy", "Paste", "Paste Special", "Select All", "Selection Mode", "Find…", "Find & Replace…",
         "Go to Page…", "Track Changes", "Comment", "Hyperlink", "Footnote or Endnote…", "Index Entry…", "Bibliography Entry…",
         "Fields…", "Links to External Files…", "Object", "Exchange Database…", "Direct Cursor Mode"])]
    track_sub = [r("menu", "Track Changes", "", 396, 366, 280, 26 * 13)] + [r("menu-item", m, "", 396, 366 + 26 * i, 280, 26) for i, m in enumerate(
        ["Record Changes", "Show Track Changes", "Previous Change", "Next Change", "Accept Change", "Reject Change", "Accept All",
         "Reject All", "Comment…", "Protect…", "Manage…", "Compare Document…", "Merge Document…"])]
    c1 = ("Insertion", "Maria Chen", "03/04/2024 14:12:37", "")
    c2 = ("Deletion", "Maria Chen", "03/04/2024 14:15:02", "")
    c3 = ("Insertion", "Maria Chen", "03/04/2024 14:15:02", "")
    c4 = ("Attributes", "Tomás Ruiz", "03/05/2024 08:03:11", "")
    c5 = ("Deletion", "J. Patel", "03/05/2024 09:40:55", "Per legal, drop the cap")
    c6 = ("Insertion", "Maria Chen", "03/06/2024 16:27:48", "")
    c7 = ("Insertion", "J. Patel", "03/06/2024 17:02:19", "")

    def dlg_frame() -> list[Row]:
        return [r("dialog", "Manage Changes", "", 560, 240, 800, 560), r("page-tab", "List", "", 576, 256, 60, 28),
                r("page-tab", "Filter", "", 640, 256, 60, 28)]

    def buttons() -> list[Row]:
        return [r("push-button", "Accept", "", 580, 720, 90, 32), r("push-button", "Reject", "", 680, 720, 90, 32),
                r("push-button", "Accept All", "", 780, 720, 110, 32), r("push-button", "Reject All", "", 900, 720, 110, 32),
                r("push-button", "Undo", "", 1020, 720, 90, 32), r("push-button", "Help", "", 580, 760, 80, 32),
                r("push-button", "Close", "", 1250, 760, 90, 32)]

    def listing(items: list[tuple[str, str, str, str]]) -> list[Row]:
        rows = dlg_frame() + [r("column-header", c, "", x, 296, w, 24) for c, x, w in
                              [("Action", 580, 160), ("Author", 740, 180), ("Date", 920, 200), ("Comment", 1120, 220)]]
        for i, it in enumerate(items):
            y = 320 + 24 * i
            rows += [r("table-cell", "", v, x, y, w, 24) for v, (x, w) in zip(it, [(580, 160), (740, 180), (920, 200), (1120, 220)])]
        return rows + buttons()

    def filt() -> list[Row]:
        return dlg_frame() + [
            r("check-box", "Date", "", 590, 312, 100, 22), r("combo-box", "Date condition", "earlier than", 700, 306, 200, 30),
            r("entry", "Start date", "04/02/2024", 910, 306, 130, 30), r("entry", "Start time", "12:00:00 PM", 1050, 306, 130, 30),
            r("check-box", "Author", "", 590, 362, 100, 22), r("combo-box", "Author", "Maria Chen", 700, 356, 300, 30),
            r("check-box", "Action", "", 590, 412, 100, 22), r("combo-box", "Action", "Insertion", 700, 406, 300, 30),
            r("check-box", "Comment", "", 590, 462, 100, 22), r("entry", "Comment", "", 700, 456, 480, 30),
            r("check-box", "Range", "", 590, 512, 100, 22), r("entry", "Range", "", 700, 506, 480, 30)] + buttons()

    keep = [r("dialog", "Keep Current Format", "", 660, 400, 600, 260), r("label", "", "Use Word 2007-365!", 680, 420, 300, 22),
            r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007-365”.\n\nUse the default ODF file format to be sure that the document is saved correctly.", 680, 450, 560, 90),
            r("check-box", "Ask when not saving in ODF or default format", "", 680, 556, 400, 22),
            r("push-button", "Use Word 2007-365!", "", 880, 600, 180, 34), r("push-button", "Use ODF Format!", "", 1070, 600, 170, 34)]
    w0, w1 = "2,417 words, 15,830 characters", "2,415 words, 15,818 characters"
    obs = [
        win(paras_before, w0, False) + edit_menu,
        win(paras_before, w0, False) + edit_menu + track_sub,
        win(paras_before, w0, False) + listing([c1, c4, c2, c3, c5, c6, c7]),
        win(paras_before, w0, False) + filt(),
        win(paras_before, w0, False) + listing([c1, c2, c3, c6]),
        win(paras_after, w1, True) + listing([]),
        win(paras_after, w1, True) + listing([c4, c5, c7]),
        win(paras_after, w1, True) + listing([c4, c5, c7]),
        win(paras_after, w1, True) + listing([c4, c6, c7]),
        win(paras_after, w1, True),
        win(paras_after, w1, True) + keep,
        win(paras_after, w1, False),
    ]
    acts = [
        code("pyautogui.click(166, 41)  # Edit"),
        code("pyautogui.moveTo(266, 379)  # Track Changes"),
        code("pyautogui.click(536, 639)  # Manage…"),
        code("pyautogui.click(670, 270)  # Filter tab\npyautogui.click(601, 373)  # Author\npyautogui.click(850, 371)\npyautogui.click(850, 401)  # Maria Chen"),
        code("pyautogui.click(606, 270)  # List tab"),
        code("pyautogui.click(835, 736)  # Accept All"),
        code("pyautogui.click(670, 270)\npyautogui.click(601, 373)  # untick Author\npyautogui.click(606, 270)"),
        code("pyautogui.click(660, 356)  # J. Patel deletion"),
        code("pyautogui.click(725, 736)  # Reject"),
        code("pyautogui.click(1295, 776)  # Close"),
        code("pyautogui.hotkey('ctrl', 's')"),
        code("pyautogui.click(970, 617)  # Use Word 2007-365!"),
    ]
    clocks = ["Apr 2  11:47", "Apr 2  11:47", "Apr 2  11:47", "Apr 2  11:48", "Apr 2  11:48", "Apr 2  11:49", "Apr 2  11:49",
              "Apr 2  11:50", "Apr 2  11:50", "Apr 2  11:50", "Apr 2  11:51", "Apr 2  11:51", "Apr 2  11:51"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-12", system=system(
        "In contract_draft_v3.docx (LibreOffice Writer), open Manage Changes, accept all tracked changes made by Maria Chen, "
        "reject J. Patel's deletion in section 4.2, then close the dialog and save the document in Word format."),
        turns=turns, state=screen(app, dock, clocks[0], win(paras_before, w0, False)), bad=True, turn=9,
        kind="accepted insertion listed again as a pending change after rejecting another")


# GNOME Firmware - bad
def t13(rs: RowSet) -> None:
    dock = DOCK + ["Firmware"]
    app = "Firmware"
    devices = [("20XW004QUS System Firmware", "UEFI ESRT device", "0.1.60"), ("UEFI dbx", "UEFI revocation database", "371"),
               ("Samsung SSD 980 PRO 1TB", "NVM Express solid state drive", "5B2QGXA7"),
               ("Unifying Receiver", "Miniaturised USB wireless receiver", "RQR12.10_B0032"),
               ("TPM", "TPM 2.0 device", "7.2.2.0"), ("Integrated Camera", "Webcam", "0.0.7"),
               ("Intel Management Engine", "Intel CSME 15.0", "15.0.45.2336")]

    def head(title: str, back: bool) -> list[Row]:
        rows = [r("frame", "Firmware", "", 460, 120, 1000, 840)]
        if back:
            rows.append(r("push-button", "Back", "", 470, 130, 34, 34))
        rows += [r("label", "", title, 860, 138, 200, 20), r("push-button", "Refresh", "", 1370, 130, 34, 34),
                 r("push-button", "Main Menu", "", 1414, 130, 34, 34)]
        return rows

    def listing() -> list[Row]:
        rows = head("Firmware", False)
        for i, (n, s, v) in enumerate(devices):
            y = 190 + 70 * i
            rows += [r("label", "", n, 540, y + 12, 500, 22), r("label", "", s, 540, y + 38, 500, 17), r("label", "", v, 1200, y + 24, 220, 20)]
        return rows

    def page(title: str, props: list[tuple[str, str]], releases: list[tuple[str, str, str | None]], dy: int) -> list[Row]:
        rows = head(title, True)
        y = 200 - dy
        for a, b in props:
            h = 20 * (b.count("\n") + 1)
            rows += [r("label", "", a, 500, y, 200, 20), r("label", "", b, 720, y, 700, h)]
            y += h + 18
        y += 20
        rows.append(r("heading", "", "Releases", 500, y, 200, 24))
        y += 40
        for ver, desc, btn in releases:
            rows += [r("label", "", ver, 500, y, 200, 20), r("label", "", desc, 720, y, 560, 40)]
            if btn:
                rows.append(r("push-button", btn, "", 1310, y, 110, 34))
            y += 64
        return rows

    def ssd(serial: str) -> list[tuple[str, str]]:
        return [("Current Version", "5B2QGXA7"), ("Vendor", "Samsung"), ("Serial Number", serial),
                ("GUIDs", "e8a1b3f2-7c44-5d9b-a0e6-3f1c92d4b578\n3c2f9b1e-48a6-5e02-8d7f-61b0ac4e9d13\n91d7e6a5-0b3c-52f4-bc18-d4e2f7a60c29"),
                ("Flags", "Internal device\nUpdatable\nSupported on remote server\nRequires AC power\nNeeds a reboot after installation\nSigned Payload"),
                ("Install Duration", "5 seconds"), ("Update Protocol", "org.nvmexpress")]

    ssd_rel = [("5B2QGXA7", "Current version. Improves stability of drive.", None)]
    usb = [("Current Version", "RQR12.10_B0032"), ("Bootloader Version", "BOT01.02_B0014"), ("Vendor", "Logitech, Inc."),
           ("GUIDs", "9d131a0c-a606-580f-8eda-80587250b8d6\n279ed287-3607-549e-bacc-f873bb9838c4"),
           ("Flags", "Updatable\nSupported on remote server\nDevice can recover flash failures\nSigned Payload"),
           ("Install Duration", "30 seconds"), ("Update Protocol", "com.logitech.unifying")]
    usb_rel = [("RQR12.11_B0032", "This release addresses a potential pairing vulnerability reported by Marcus Mengs (CVE-2019-13055).", "Upgrade"),
               ("RQR12.10_B0032", "Current version.", "Reinstall")]
    confirm = [r("dialog", "Upgrade Unifying Receiver?", "", 660, 400, 600, 240), r("label", "", "Upgrade Unifying Receiver?", 700, 424, 520, 24),
               r("label", "", "RQR12.10_B0032 → RQR12.11_B0032\nThis release addresses a potential pairing vulnerability reported by Marcus Mengs (CVE-2019-13055).\nThe device will be unavailable while it is being updated.", 700, 460, 520, 100),
               r("push-button", "Cancel", "", 880, 584, 160, 36), r("push-button", "Upgrade", "", 1050, 584, 160, 36)]
    sn = "S5GXNF0R812345K"
    obs = [
        page("Samsung SSD 980 PRO 1TB", ssd(sn), ssd_rel, 0),
        page("Samsung SSD 980 PRO 1TB", ssd(sn), ssd_rel, 300),
        page("Samsung SSD 980 PRO 1TB", ssd("S5GXNF0R812534K"), ssd_rel, 0),
        listing(),
        page("Unifying Receiver", usb, usb_rel, 0),
        page("Unifying Receiver", usb, usb_rel, 0) + confirm,
    ]
    acts = [
        code("pyautogui.click(800, 365)  # Samsung SSD 980 PRO 1TB"),
        code("pyautogui.moveTo(960, 600)\npyautogui.scroll(-5)"),
        code("pyautogui.scroll(5)"),
        code("pyautogui.click(487, 147)  # Back"),
        code("pyautogui.click(800, 435)  # Unifying Receiver"),
        code("pyautogui.click(1365, 623)  # Upgrade"),
    ]
    clocks = ["Jul 9  13:02", "Jul 9  13:02", "Jul 9  13:03", "Jul 9  13:03", "Jul 9  13:03", "Jul 9  13:04", "Jul 9  13:04"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-13", system=system(
        "In GNOME Firmware, check the details of the Samsung SSD 980 PRO, then go to the Unifying Receiver and start the upgrade to the newest release."),
        turns=turns, state=screen(app, dock, clocks[0], listing()), bad=True, turn=3, kind="SSD serial number changed between views")


# Celluloid - clean
def t14(rs: RowSet) -> None:
    dock = DOCK + ["Celluloid"]
    app = "Celluloid"
    files = ["lecture_05_shortest_paths.mp4", "lecture_06_graphs_part2.mp4", "lecture_07_dynamic_programming.mp4",
             "lecture_08_greedy.mp4", "lecture_09_np_completeness.mp4", "recitation_04.mp4"]

    def hms(s: int) -> str:
        return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"

    def win(title: str, pos: int, dur: int, playing: bool, playlist: list[str] | None) -> list[Row]:
        rows = [r("frame", title, "", 70, 27, 1850, 1053), r("push-button", "Open", "", 80, 34, 60, 34),
                r("label", "", title, 850, 42, 360, 20), r("push-button", "Main Menu", "", 1876, 34, 34, 34)]
        if playlist is not None:
            rows.append(r("heading", "", "Playlist", 1530, 84, 200, 24))
            rows += [r("list-item", f, "", 1530, 120 + 36 * i, 380, 34) for i, f in enumerate(playlist)]
        rows += [r("push-button", "Pause" if playing else "Play", "", 90, 1000, 40, 40), r("push-button", "Previous", "", 140, 1000, 40, 40),
                 r("push-button", "Next", "", 190, 1000, 40, 40), r("label", "", hms(pos), 250, 1012, 70, 17),
                 r("slider", "Seek", str(pos), 330, 1010, 1300, 20), r("label", "", hms(dur), 1650, 1012, 70, 17),
                 r("push-button", "Volume", "", 1720, 1000, 40, 40), r("push-button", "Toggle Fullscreen", "", 1770, 1000, 40, 40)]
        return rows

    l7, l8 = files[2], files[3]
    d7, d8 = 4473, 3527
    after = [f for f in files if f != files[1]]
    ctx = [r("menu", "", "", 1610, 173, 200, 60), r("menu-item", "Copy Location", "", 1610, 175, 200, 28), r("menu-item", "Remove", "", 1610, 203, 200, 28)]
    mainmenu = [r("menu", "", "", 1660, 70, 250, 26 * 11)] + [r("menu-item", m, "", 1660, 72 + 26 * i, 250, 26) for i, m in enumerate(
        ["New Window", "Open Location…", "Add to Playlist…", "Load Subtitles…", "Audio Track", "Video Track", "Subtitle Track",
         "Toggle Controls", "Preferences", "Keyboard Shortcuts", "About Celluloid"])]
    subs = [r("menu", "Subtitle Track", "", 1410, 228, 250, 80)] + [r("radio-menu-item", m, "", 1410, 230 + 26 * i, 250, 26) for i, m in enumerate(
        ["None", "1: English [en] (srt)", "2: Español [es] (srt)"])]
    obs = [
        win(l7, 729, d7, True, files),
        win(l7, 737, d7, True, files) + ctx,
        win(l7, 741, d7, True, after),
        win(l7, 747, d7, False, after),
        win(l8, 2, d8, True, after),
        win(l8, 8, d8, True, after) + mainmenu,
        win(l8, 13, d8, True, after) + mainmenu + subs,
        win(l8, 19, d8, True, after),
        win(l8, 24, d8, True, None),
    ]
    acts = [
        code("pyautogui.press('f9')"),
        code("pyautogui.rightClick(1720, 173)  # lecture_06_graphs_part2.mp4"),
        code("pyautogui.click(1710, 217)  # Remove"),
        code("pyautogui.press('space')"),
        code("pyautogui.doubleClick(1720, 209)  # lecture_08_greedy.mp4"),
        code("pyautogui.click(1893, 51)  # Main Menu"),
        code("pyautogui.moveTo(1785, 241)  # Subtitle Track"),
        code("pyautogui.click(1535, 295)  # 2: Español [es]"),
        code("pyautogui.press('f9')"),
    ]
    clocks = ["Oct 17  20:05", "Oct 17  20:05", "Oct 17  20:05", "Oct 17  20:05", "Oct 17  20:05", "Oct 17  20:05",
              "Oct 17  20:06", "Oct 17  20:06", "Oct 17  20:06", "Oct 17  20:06"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-14", system=system(
        "In Celluloid, show the playlist, remove lecture_06_graphs_part2.mp4 from it, pause the current lecture, then play lecture_08_greedy.mp4 "
        "with the Spanish subtitle track and hide the playlist again."),
        turns=turns, state=screen(app, dock, clocks[0], win(l7, 724, d7, True, None)))


# GNOME Contacts groups - bad
def t15(rs: RowSet) -> None:
    dock = DOCK + ["Contacts"]
    app = "Contacts"
    groups = ["All Contacts", "Favorites", "Book Club", "Climbing Club", "Family", "Work"]
    everyone = ["Aaron Blake", "Ana Ferreira", "Ben Hollis", "Carmen Díaz", "Chloe Park", "Daniel Okoro", "Elif Yıldız", "Ewa Kowalska",
                "Farah Nasser", "Grace Liu", "Hannah Wu", "Isaac Meyer", "Jonas Keller", "Karin Sato", "Lena Müller", "Nadia Petrova",
                "Oliver Brandt", "Piotr Nowak", "Priya Raman", "Quentin Roux", "Rosa Alvarez", "Tom Eriksen", "Tomasz Kowalski", "Zofia Kowalska"]
    climbing = ["Ana Ferreira", "Ben Hollis", "Chloe Park", "Oliver Brandt", "Priya Raman", "Tom Eriksen"]
    family = ["Ewa Kowalska", "Piotr Nowak", "Tomasz Kowalski", "Zofia Kowalska"]

    def win(names: list[str], header_edit: bool, pane: list[Row]) -> list[Row]:
        rows = [r("frame", "Contacts", "", 70, 27, 1850, 1053)]
        if header_edit:
            rows += [r("push-button", "Cancel", "", 780, 34, 80, 34), r("push-button", "Done", "", 1820, 34, 80, 34)]
        else:
            rows += [r("push-button", "Add contact", "", 80, 34, 34, 34), r("push-button", "Edit", "", 1790, 34, 60, 34),
                     r("push-button", "Contact menu", "", 1860, 34, 34, 34)]
        rows += [r("list-item", g, "", 78, 90 + 40 * i, 220, 38) for i, g in enumerate(groups)]
        rows.append(r("entry", "Search contacts", "", 320, 84, 430, 34))
        letter = ""
        y = 130
        for n in names:
            if n[0] != letter:
                letter = n[0]
                rows.append(r("label", "", letter, 330, y, 20, 17))
                y += 22
            rows.append(r("list-item", n, "", 320, y, 430, 36))
            y += 38
        return rows + pane

    empty = [r("label", "", "Select a contact", 1200, 520, 200, 24)]
    editor_fields = [("First name", ""), ("Last name", ""), ("Mobile", ""), ("Personal email", "")]

    def editor(vals: list[str]) -> list[Row]:
        rows = [r("push-button", "Change avatar", "", 1280, 110, 120, 120)]
        for i, ((lab, _), v) in enumerate(zip(editor_fields, vals)):
            y = 270 + 60 * i
            rows += [r("label", "", lab, 900, y + 8, 140, 17), r("entry", lab, v, 1060, y, 500, 36)]
        rows += [r("push-button", "Add birthday", "", 1060, 520, 160, 34), r("push-button", "Add address", "", 1230, 520, 160, 34),
                 r("push-button", "Add note", "", 1400, 520, 120, 34)]
        return rows

    def card(name: str, props: list[tuple[str, str]]) -> list[Row]:
        rows = [r("label", "", name, 1100, 250, 400, 30)]
        y = 320
        for a, b in props:
            h = 20 * (b.count("\n") + 1)
            rows += [r("label", "", a, 900, y, 140, 17), r("label", "", b, 1060, y, 600, h)]
            y += h + 22
        rows.append(r("push-button", "Add to group", "", 1060, y + 10, 140, 34))
        return rows

    marta = [("Mobile", "+48 601 234 567"), ("Personal", "marta.k@wspinanie.pl")]
    with_m = sorted(everyone + ["Marta Kowalski"])
    pop = [r("popover", "", "", 1060, 446, 220, 150)] + [r("check-box", g, "", 1070, 452 + 34 * i, 200, 30) for i, g in enumerate(
        ["Book Club", "Climbing Club", "Family", "Work"])]
    tomasz = [("Mobile", "+48 502 118 904"), ("Home", "+48 22 641 30 77"), ("Personal", "t.kowalski@onet.pl"),
              ("Home address", "ul. Długa 14/3\n00-238 Warszawa\nPoland"), ("Groups", "Family")]
    obs = [
        win(everyone, True, editor(["", "", "", ""])),
        win(everyone, True, editor(["Marta", "Kowalski", "+48 601 234 567", "marta.k@wspinanie.pl"])),
        win(with_m, False, card("Marta Kowalski", marta)),
        win(with_m, False, card("Marta Kowalski", marta) + pop),
        win(with_m, False, card("Marta Kowalski", marta + [("Groups", "Climbing Club")])),
        win(climbing, False, empty),
        win(family, False, empty),
        win(family, False, card("Tomasz Kowalski", tomasz)),
    ]
    acts = [
        code("pyautogui.click(97, 51)  # Add contact"),
        code("pyautogui.click(1310, 288)\npyautogui.write('Marta')\npyautogui.click(1310, 348)\npyautogui.write('Kowalski')\n"
             "pyautogui.click(1310, 408)\npyautogui.write('+48 601 234 567')\npyautogui.click(1310, 468)\npyautogui.write('marta.k@wspinanie.pl')"),
        code("pyautogui.click(1860, 51)  # Done"),
        code("pyautogui.click(1130, 431)  # Add to group"),
        code("pyautogui.click(1170, 501)  # Climbing Club\npyautogui.press('escape')"),
        code("pyautogui.click(188, 229)  # Climbing Club group"),
        code("pyautogui.click(188, 269)  # Family group"),
        code("pyautogui.click(535, 290)  # Tomasz Kowalski"),
    ]
    clocks = ["Sep 3  19:12", "Sep 3  19:12", "Sep 3  19:13", "Sep 3  19:13", "Sep 3  19:13", "Sep 3  19:14", "Sep 3  19:14",
              "Sep 3  19:14", "Sep 3  19:15"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-15", system=system(
        "In GNOME Contacts, create a contact Marta Kowalski (mobile +48 601 234 567, email marta.k@wspinanie.pl), add her to the "
        "'Climbing Club' group, check the group's members, then open Tomasz Kowalski from the 'Family' group."),
        turns=turns, state=screen(app, dock, clocks[0], win(everyone, False, empty)), bad=True, turn=6,
        kind="contact just added to a group missing from that group's member list")


# Geary - clean
def t16(rs: RowSet) -> None:
    dock = DOCK + ["Geary"]
    app = "Geary"
    folders = ["Inbox", "Archive", "Drafts", "Sent", "Junk", "Trash"]
    gh = ("GitHub", "[northwind/etl] Fix flaky timezone test (PR #412)", "@kleinj requested your review on this pull request.", "10:51")
    hw = ("Hannah Wu", "Q2 offsite venue", "Hi Dana, the Lakeside room at Cedar Lodge is free on April 18 and 19. Can you book one of them before…", "10:37")
    hw2 = ("Hannah Wu, Me", "Q2 offsite venue", "Booked the Lakeside room for April 18. Confirmation is in the shared folder.", "11:06")
    st = ("Stripe", "Your payout of $4,218.50 is on the way", "A payout of $4,218.50 USD was sent to your bank account ending in 4421.", "09:58")
    rest = [("Marco Bianchi", "Re: Invoice 2024-031", "Thanks, payment was scheduled for Friday.", "09:12"),
            ("Notion Team", "What's new in Notion Calendar", "Time zones, event colors and more.", "08:30"),
            ("Priya Raman", "Design review moved to 11:30", "Same room, just a later start. Agenda unchanged.", "08:05"),
            ("Linear", "3 issues assigned to you", "ETL-211 Backfill March partitions, ETL-214 …", "Yesterday"),
            ("Tomás Ruiz", "Contract redlines", "Attached are my comments on sections 2 and 4.", "Yesterday"),
            ("AWS Notifications", "AWS Budgets: Monthly budget exceeded 80%", "Your budget 'northwind-prod' has exceeded 80% of $3,000.00.", "Yesterday"),
            ("Hannah Wu, Me", "Offsite agenda draft", "Looks good, let's keep Friday afternoon free.", "Mar 15"),
            ("Zoom", "Cloud recording is now available", "Weekly sync - Northwind Data is now available.", "Mar 15")]
    gl = ("GitLab", "Pipeline #48213 has failed for main", "Pipeline #48213 triggered by Jonas Keller has failed. Job: test:integration", "11:07")
    pr = ("Priya Raman", "Reminder: Design review @ 11:30", "Starts in 18 minutes. Link: https://meet.northwind.io/design", "11:12")
    archive = [("Aaron Blake", "Re: Laptop refresh", "The new ThinkPads arrive next week.", "Mar 18"),
               ("Jira", "[ETL-198] Resolved", "Status changed from In Review to Done.", "Mar 18"),
               ("Karin Sato", "Coffee next week?", "How about Tuesday at 9?", "Mar 14")]

    def win(folder: str, unread: int, convs: list[tuple[str, str, str, str]], viewer: list[Row], search: str = "") -> list[Row]:
        rows = [r("frame", f"{folder} — dana@northwind.io", "", 70, 27, 1850, 1053), r("push-button", "Compose Message", "", 80, 34, 34, 34)]
        rows += [r("push-button", b, "", x, 34, 34, 34) for b, x in
                 [("Reply", 860, ), ("Reply All", 898), ("Forward", 936), ("Mark conversation", 990), ("Add label", 1028),
                  ("Move conversation", 1066), ("Archive", 1800), ("Delete", 1840)]]
        rows += [r("entry", "Search", search, 340, 34, 480, 34), r("label", "", "dana@northwind.io", 80, 84, 240, 20)]
        for i, f in enumerate(folders):
            rows.append(r("tree-item", f, "", 90, 110 + 32 * i, 230, 30))
            if f == "Inbox" and unread:
                rows.append(r("label", "", str(unread), 290, 116 + 32 * i, 24, 17))
        for i, (who, subj, prev, when) in enumerate(convs):
            y = 84 + 84 * i
            rows += [r("list-item", "", "", 334, y, 512, 82), r("label", "", who, 350, y + 8, 360, 20), r("label", "", when, 740, y + 8, 90, 17),
                     r("label", "", subj, 350, y + 32, 470, 20), r("label", "", prev, 350, y + 56, 470, 17)]
        return rows + viewer

    def msg(blocks: list[tuple[str, str, str, str]]) -> list[Row]:
        rows = [r("heading", "", "Q2 offsite venue" if "Hannah" in blocks[0][0] else blocks[0][3], 880, 90, 900, 28)]
        y = 140
        for frm, to, when, body in blocks:
            rows += [r("label", "", frm, 880, y, 600, 20), r("label", "", f"To: {to}", 880, y + 24, 600, 17), r("label", "", when, 1780, y, 110, 17),
                     r("text", "", body, 880, y + 56, 1000, 20 * (body.count("\n") + 1))]
            y += 100 + 20 * (body.count("\n") + 1)
        return rows

    hbody = ("Hi Dana,\n\nthe Lakeside room at Cedar Lodge is free on April 18 and 19. Can you book one of them before Friday? "
             "They hold rooms for 48 hours only.\n\nThanks,\nHannah")
    h_blk = ("Hannah Wu <hannah.wu@northwind.io>", "Dana Morrow <dana@northwind.io>", "10:37", hbody)
    reply_txt = "Booked the Lakeside room for April 18. Confirmation is in the shared folder."
    quoted = "\n\nOn Tue, Mar 19, 2024 at 10:37, Hannah Wu <hannah.wu@northwind.io> wrote:\n> " + hbody.replace("\n", "\n> ")

    def composer(body: str) -> list[Row]:
        return [r("label", "", "To", 880, 560, 40, 17), r("entry", "To", "Hannah Wu <hannah.wu@northwind.io>", 930, 552, 940, 32),
                r("label", "", "Subject", 880, 600, 60, 17), r("entry", "Subject", "Re: Q2 offsite venue", 950, 592, 920, 32),
                r("text", "Message body", body, 880, 640, 990, 300), r("push-button", "Send", "", 1790, 956, 80, 34),
                r("push-button", "Discard", "", 1700, 956, 80, 34), r("push-button", "Detach", "", 880, 956, 80, 34)]

    sbody = ("Hi Dana Morrow,\n\nA payout of $4,218.50 USD was sent to your bank account ending in 4421.\n\n"
             "Payout ID: po_1OwK7pL2yb3TcQnE9sV4xJ2m\nEstimated arrival: Mar 21, 2024\n\nView payout in Dashboard")
    s_view = msg([("Stripe <support@stripe.com>", "dana@northwind.io", "09:58", sbody)])
    s_view[0] = r("heading", "", "Your payout of $4,218.50 is on the way", 880, 90, 900, 28)
    mark = [r("menu", "", "", 990, 70, 200, 140)] + [r("menu-item", m, "", 990, 72 + 26 * i, 200, 26) for i, m in enumerate(
        ["Mark as Read", "Mark as Unread", "Star", "Unstar", "Mark as Junk"])]
    none = [r("label", "", "No conversations selected", 1240, 520, 280, 24)]
    inbox0 = [gh, hw, st] + rest
    inbox4 = [hw2, gh, st] + rest
    inbox5 = [gl, gh, st] + rest
    results = [("Hannah Wu, Me", "Q2 offsite venue", reply_txt, "11:06"), rest[6]]
    obs = [
        win("Inbox", 6, inbox0, msg([h_blk])),
        win("Inbox", 6, inbox0, msg([h_blk]) + composer(quoted)),
        win("Inbox", 6, inbox0, msg([h_blk]) + composer(reply_txt + quoted)),
        win("Inbox", 6, inbox4, msg([h_blk, ("Dana Morrow <dana@northwind.io>", "Hannah Wu <hannah.wu@northwind.io>", "11:06", reply_txt)])),
        win("Inbox", 7, inbox5, none),
        win("Inbox", 6, inbox5, s_view),
        win("Inbox", 6, inbox5, s_view + mark),
        win("Inbox", 6, inbox5, s_view),
        win("Archive", 6, [hw2] + archive, none),
        win("Search", 6, results, none, "offsite"),
        win("Inbox", 7, [pr, gl, gh, st] + rest[:-1], none),
    ]
    acts = [
        code("pyautogui.click(590, 210)  # Q2 offsite venue"),
        code("pyautogui.click(877, 51)  # Reply"),
        code(f"pyautogui.write({reply_txt!r})"),
        code("pyautogui.click(1830, 973)  # Send"),
        code("pyautogui.click(1817, 51)  # Archive"),
        code("pyautogui.click(590, 294)  # Stripe payout"),
        code("pyautogui.click(1007, 51)  # Mark conversation"),
        code("pyautogui.click(1090, 137)  # Star"),
        code("pyautogui.click(205, 157)  # Archive folder"),
        code("pyautogui.click(580, 51)\npyautogui.write('offsite')\npyautogui.press('enter')"),
        code("pyautogui.press('escape')\npyautogui.click(205, 125)  # Inbox"),
    ]
    clocks = ["Mar 19  11:02", "Mar 19  11:02", "Mar 19  11:03", "Mar 19  11:05", "Mar 19  11:06", "Mar 19  11:07", "Mar 19  11:08",
              "Mar 19  11:08", "Mar 19  11:08", "Mar 19  11:09", "Mar 19  11:10", "Mar 19  11:12"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-16", system=system(
        "In Geary, open Hannah Wu's email 'Q2 offsite venue', reply 'Booked the Lakeside room for April 18. Confirmation is in the shared folder.', "
        "archive the conversation, star the Stripe payout email, and check that the reply shows up in Archive and in a search for 'offsite'."),
        turns=turns, state=screen(app, dock, clocks[0], win("Inbox", 7, inbox0, none)))


# GNOME Text Editor preferences - clean
def t17(rs: RowSet) -> None:
    dock = DOCK + ["Text Editor"]
    app = "Text Editor"
    doc = ("# Migration notes\n\n## Postgres 14 -> 16\n\n- [x] dump schema with `pg_dump --schema-only`\n- [x] test restore on staging (took 41 min)\n"
           "- [ ] check `pg_stat_statements` extension version\n- [ ] bump `max_wal_size` to 4GB\n\n## Open questions\n\n"
           "1. Do we keep the read replica during cutover?\n2. Who owns the rollback runbook?\n\n```sql\nSELECT datname, pg_size_pretty(pg_database_size(datname))\nFROM pg_database ORDER BY 2 DESC;\n```\n")

    def win() -> list[Row]:
        return [r("frame", "notes.md", "", 70, 27, 1850, 1053), r("push-button", "Open", "", 80, 34, 80, 34),
                r("push-button", "New Tab", "", 164, 34, 34, 34), r("label", "", "notes.md", 940, 36, 120, 20),
                r("label", "", "~/Documents", 950, 56, 100, 14), r("push-button", "Save", "", 1800, 34, 60, 34),
                r("push-button", "Main Menu", "", 1876, 34, 34, 34), r("text", "", doc, 80, 80, 1830, 950),
                r("label", "", "Ln 14, Col 42", 1780, 1050, 120, 17)]

    menu = [r("popover", "", "", 1660, 70, 250, 300), r("toggle-button", "Follow system style", "", 1676, 82, 70, 40),
            r("toggle-button", "Light style", "", 1750, 82, 70, 40), r("toggle-button", "Dark style", "", 1824, 82, 70, 40)] + [
        r("menu-item", m, "", 1670, 140 + 34 * i, 230, 32) for i, m in enumerate(
            ["New Window", "Preferences", "Keyboard Shortcuts", "Help", "About Text Editor"])]

    def prefs(font: str) -> list[Row]:
        rows = [r("dialog", "Preferences", "", 560, 140, 800, 820), r("label", "", "Preferences", 910, 152, 100, 20),
                r("heading", "", "Appearance", 590, 196, 200, 20)]
        for i, s in enumerate(["Adwaita", "Classic", "Cobalt", "Kate", "Oblivion", "Solarized Dark", "Solarized Light", "Tango"]):
            rows.append(r("toggle-button", s, "", 590 + 180 * (i % 4), 226 + 100 * (i // 4), 170, 90))
        rows += [r("label", "", "Use System Font", 600, 446, 300, 20), r("toggle-button", "Use System Font", "", 1280, 440, 50, 30),
                 r("label", "", "Font", 600, 498, 300, 20), r("label", "", font, 1060, 498, 220, 20),
                 r("heading", "", "Right Margin", 590, 548, 200, 20),
                 r("label", "", "Show Right Margin", 600, 586, 300, 20), r("toggle-button", "Show Right Margin", "", 1280, 580, 50, 30),
                 r("label", "", "Right Margin Position", 600, 638, 300, 20), r("spin-button", "Right Margin Position", "80", 1180, 632, 150, 34),
                 r("heading", "", "Behavior", 590, 688, 200, 20),
                 r("label", "", "Discover Settings", 600, 726, 300, 20), r("toggle-button", "Discover Settings", "", 1280, 720, 50, 30),
                 r("label", "", "Restore Session", 600, 778, 300, 20), r("toggle-button", "Restore Session", "", 1280, 772, 50, 30),
                 r("heading", "", "Editor", 590, 828, 200, 20),
                 r("label", "", "Show Line Numbers", 600, 866, 300, 20), r("toggle-button", "Show Line Numbers", "", 1280, 860, 50, 30),
                 r("label", "", "Highlight Current Line", 600, 918, 300, 20), r("toggle-button", "Highlight Current Line", "", 1280, 912, 50, 30)]
        return rows

    fonts = ["Cantarell", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Liberation Mono", "Liberation Sans", "Liberation Serif",
             "Monospace", "Noto Color Emoji", "Noto Mono", "Noto Sans Mono", "Ubuntu", "Ubuntu Condensed", "Ubuntu Mono"]

    def chooser(search: str, items: list[str]) -> list[Row]:
        rows = [r("dialog", "Select Font", "", 660, 200, 600, 680), r("push-button", "Cancel", "", 676, 212, 80, 34),
                r("label", "", "Select Font", 910, 220, 100, 20), r("push-button", "Select", "", 1164, 212, 80, 34),
                r("entry", "Search font name", search, 680, 264, 560, 34)]
        rows += [r("list-item", f, "", 680, 310 + 32 * i, 560, 30) for i, f in enumerate(items)]
        rows += [r("entry", "Preview text", "The quick brown fox jumps over the lazy dog.", 680, 790, 460, 34),
                 r("spin-button", "Font size", "11", 1150, 790, 90, 34)]
        return rows

    ubuntu_mono = ["Ubuntu Mono", "Ubuntu Mono Bold", "Ubuntu Mono Bold Italic", "Ubuntu Mono Italic"]
    obs = [
        win() + menu,
        win() + prefs("Monospace 11"),
        win() + prefs("Monospace 11"),
        win() + prefs("Monospace 11"),
        win() + prefs("Monospace 11") + chooser("", fonts),
        win() + prefs("Monospace 11") + chooser("Ubuntu Mono", ubuntu_mono),
        win() + prefs("Ubuntu Mono 13"),
    ]
    acts = [
        code("pyautogui.click(1893, 51)  # Main Menu"),
        code("pyautogui.click(1785, 190)  # Preferences"),
        code("pyautogui.click(1305, 875)  # Show Line Numbers"),
        code("pyautogui.click(1305, 455)  # Use System Font"),
        code("pyautogui.click(1170, 508)  # Font"),
        code("pyautogui.click(960, 281)\npyautogui.write('Ubuntu Mono')"),
        code("pyautogui.click(960, 325)  # Ubuntu Mono\npyautogui.tripleClick(1195, 807)\npyautogui.write('13')\npyautogui.click(1204, 229)  # Select"),
    ]
    clocks = ["Nov 28  15:40", "Nov 28  15:40", "Nov 28  15:40", "Nov 28  15:41", "Nov 28  15:41", "Nov 28  15:41", "Nov 28  15:42", "Nov 28  15:42"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-17", system=system(
        "In GNOME Text Editor, open Preferences, turn on line numbers, stop using the system font and set the editor font to Ubuntu Mono 13."),
        turns=turns, state=screen(app, dock, clocks[0], win()))


# Polari - bad
def t18(rs: RowSet) -> None:
    dock = DOCK + ["Polari"]
    app = "Polari"
    topics = {"#gnome": "GNOME general chat | Code of Conduct: https://conduct.gnome.org | Matrix: #gnome:gnome.org",
              "#python": "Python programming language discussion | Paste code: https://bpa.st | Ask your question and wait: ~5 min",
              "#archlinux": "Welcome to Arch Linux | https://archlinux.org | Rules: https://wiki.archlinux.org/title/Code_of_conduct | Pastebin: https://0x0.st",
              "#ubuntu": "Official Ubuntu Support Channel | Ubuntu 24.10 released! | https://ubottu.com/factoids.cgi"}
    members = {"#gnome": "512", "#python": "1843", "#archlinux": "2107", "#ubuntu": "1588"}
    gnome = [("14:02", "ebassi", "the GTK 4.17 tarball is up, release notes later today"),
             ("14:04", "fmuellner", "nice, I'll bump it in jhbuild"),
             ("14:09", "hadess", "anyone seeing the portal crash with screencast on nvidia 560?"),
             ("14:11", "jadahl", "hadess: yes, filed https://gitlab.gnome.org/GNOME/mutter/-/issues/3721"),
             ("14:18", "ebassi", "release notes: https://blog.gtk.org/2024/11/09/gtk-4-17-0/")]
    gnome_new = [("14:22", "hadess", "jadahl: thanks, subscribed"), ("14:26", "fmuellner", "jhbuild build of gtk 4.17 passed here")]
    python = [("14:05", "alyssa_p", "is there a way to make dataclasses frozen but allow one mutable cache field?"),
              ("14:06", "Tenzin_", "alyssa_p: field(compare=False) + object.__setattr__ in __post_init__, or just use functools.cached_property"),
              ("14:09", "grym", "how do I check which python a venv was made with"),
              ("14:09", "mkessler", "grym: cat .venv/pyvenv.cfg"),
              ("14:13", "ojh", "asyncio.TaskGroup cancels the siblings when one raises, right?"),
              ("14:14", "Tenzin_", "ojh: yes, and then raises an ExceptionGroup"),
              ("14:19", "grym", "mkessler: thanks")]
    q = "does uv have an equivalent of pip install pkg==1.2 that also pins it in pyproject.toml?"
    python2 = python + [("14:21", "dmorrow", q)]
    python3 = python2 + [("14:21", "Tenzin_", "dmorrow: uv add 'httpx==0.27.2' writes it to pyproject.toml and updates uv.lock"),
                         ("14:22", "mkessler", "dmorrow: and uv lock --upgrade-package httpx when you want to bump it later")]
    python4 = python3 + [("14:23", "alyssa_p", "anyone using pydantic v2 with sqlmodel?"), ("14:24", "ojh", "alyssa_p: yes, sqlmodel 0.0.14+ is fine with it")]
    python5 = python4 + [("14:22", "dmorrow", "Tenzin_: mkessler: thanks, that worked!")]
    arch = [("14:23", "", "dmorrow joined the room"), ("14:23", "grawity", "kpl: the mkinitcpio hook is called sd-vconsole now"),
            ("14:23", "kpl", "grawity: ah, that's why my keymap was gone at the luks prompt")]
    arch2 = arch + [("14:25", "Scimmia", "linux 6.11.7 is in core, reboot after updating"), ("14:26", "kpl", "works now, thanks grawity")]

    def win(room: str, log: list[tuple[str, str, str]], rooms: list[str], entry: str = "") -> list[Row]:
        rows = [r("frame", "Polari", "", 70, 27, 1850, 1053), r("push-button", "Add rooms", "", 80, 34, 34, 34),
                r("label", "", room, 900, 34, 200, 20), r("label", "", topics[room], 600, 56, 800, 14),
                r("push-button", "Show room members", "", 1820, 34, 80, 34), r("label", "", members[room], 1850, 44, 40, 17),
                r("label", "", "Libera.Chat", 90, 84, 200, 20)]
        y = 110
        for rm in rooms:
            rows.append(r("list-item", rm, "", 90, y, 260, 34))
            y += 36
        rows += [r("label", "", "OFTC", 90, y + 10, 200, 20), r("list-item", "#debian-next", "", 90, y + 36, 260, 34)]
        y, last = 100, None
        for t, nick, text in log:
            if nick:
                rows += [r("label", "", nick, 380, y, 140, 20), r("label", "", text, 540, y, 1200, 20)]
            else:
                rows.append(r("label", "", text, 540, y, 1200, 20))
            if t != last:
                rows.append(r("label", "", t, 1860, y, 50, 17))
                last = t
            y += 30
        rows += [r("push-button", "dmorrow", "", 380, 1030, 100, 34), r("entry", "Message", entry, 490, 1030, 1410, 34)]
        return rows

    base_rooms = ["#gnome", "#python", "#ubuntu"]
    rooms2 = ["#archlinux", "#gnome", "#python", "#ubuntu"]
    join = [r("dialog", "Join Chat Room", "", 660, 300, 600, 420), r("push-button", "Cancel", "", 676, 312, 80, 34),
            r("label", "", "Join Chat Room", 890, 320, 140, 20), r("push-button", "Join", "", 1164, 312, 80, 34),
            r("label", "", "Connection", 690, 376, 100, 17), r("combo-box", "Connection", "Libera.Chat", 800, 368, 420, 34),
            r("label", "", "Room Name", 690, 426, 100, 17), r("entry", "Room Name", "", 800, 418, 420, 34)]
    obs = [
        win("#python", python, base_rooms),
        win("#python", python2, base_rooms),
        win("#python", python3, base_rooms),
        win("#python", python3, base_rooms) + join,
        win("#archlinux", arch, rooms2),
        win("#python", python4, rooms2),
        win("#python", python5, rooms2),
        win("#archlinux", arch2, rooms2),
        win("#gnome", gnome + gnome_new, rooms2),
    ]
    acts = [
        code("pyautogui.click(220, 163)  # #python"),
        code(f"pyautogui.click(1195, 1047)\npyautogui.write({q!r})\npyautogui.press('enter')"),
        code("time.sleep(45)"),
        code("pyautogui.click(97, 51)  # Add rooms"),
        code("pyautogui.click(1010, 435)\npyautogui.write('#archlinux')\npyautogui.click(1204, 329)  # Join"),
        code("pyautogui.click(220, 199)  # #python"),
        code("pyautogui.click(1195, 1047)\npyautogui.write('Tenzin_: mkessler: thanks, that worked!')\npyautogui.press('enter')"),
        code("pyautogui.click(220, 127)  # #archlinux"),
        code("pyautogui.click(220, 163)  # #gnome"),
    ]
    clocks = ["Nov 9  14:20", "Nov 9  14:20", "Nov 9  14:21", "Nov 9  14:22", "Nov 9  14:22", "Nov 9  14:23", "Nov 9  14:24",
              "Nov 9  14:25", "Nov 9  14:26", "Nov 9  14:26"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-18", system=system(
        "In Polari, ask in #python on Libera.Chat how to pin a dependency version with uv, wait for an answer, join #archlinux, "
        "then thank whoever answered in #python and look back at #archlinux and #gnome."),
        turns=turns, state=screen(app, dock, clocks[0], win("#gnome", gnome, base_rooms)), bad=True, turn=7,
        kind="own new message stamped earlier than messages already in the log")


# Kooha - clean
def t19(rs: RowSet) -> None:
    dock = DOCK + ["Kooha"]
    app = "Kooha"

    def main(recording: str | None) -> list[Row]:
        rows = [r("frame", "Kooha", "", 760, 330, 400, 420)]
        if recording is None:
            rows += [r("push-button", "Main Menu", "", 1116, 340, 34, 34),
                     r("toggle-button", "Capture a Monitor or Window", "", 790, 400, 160, 90),
                     r("toggle-button", "Capture a Selection of Screen", "", 970, 400, 160, 90),
                     r("toggle-button", "Record Speaker", "", 800, 520, 90, 40), r("toggle-button", "Record Microphone", "", 915, 520, 90, 40),
                     r("toggle-button", "Show Pointer", "", 1030, 520, 90, 40), r("push-button", "Record", "", 860, 640, 200, 50)]
        else:
            rows += [r("label", "", "Recording", 900, 420, 120, 24), r("label", "", recording, 910, 470, 100, 30),
                     r("push-button", "Pause Recording", "", 830, 640, 120, 50), r("push-button", "Stop Recording", "", 970, 640, 120, 50)]
        return rows

    def prefs(delay: str, fmt: str) -> list[Row]:
        return [r("dialog", "Preferences", "", 610, 250, 700, 520), r("label", "", "Preferences", 920, 262, 100, 20),
                r("heading", "", "General", 640, 310, 200, 20),
                r("label", "", "Delay (Seconds)", 650, 350, 300, 20), r("spin-button", "Delay (Seconds)", delay, 1140, 342, 140, 34),
                r("label", "", "Format", 650, 400, 300, 20), r("combo-box", "Format", fmt, 1140, 392, 140, 34),
                r("label", "", "Frame Rate", 650, 450, 300, 20), r("spin-button", "Frame Rate", "30", 1140, 442, 140, 34),
                r("label", "", "Save Location", 650, 500, 300, 20), r("push-button", "Videos/Kooha", "", 1100, 492, 180, 34),
                r("heading", "", "Advanced", 640, 560, 200, 20),
                r("label", "", "Force Enable Unsupported Encoders", 650, 600, 400, 20),
                r("toggle-button", "Force Enable Unsupported Encoders", "", 1230, 594, 50, 30)]

    portal = [r("dialog", "Screen Share", "", 560, 240, 800, 560), r("push-button", "Cancel", "", 576, 252, 80, 34),
              r("label", "", "Screen Share", 910, 260, 120, 20), r("push-button", "Share", "", 1264, 252, 80, 34),
              r("label", "", "Kooha wants to share your screen. Choose what you'd like to share.", 600, 310, 720, 20),
              r("page-tab", "Monitor", "", 820, 350, 120, 30), r("page-tab", "Window", "", 960, 350, 120, 30),
              r("list-item", "Built-in display", "", 620, 410, 680, 60), r("label", "", "eDP-1 · 1920 × 1080", 700, 446, 300, 17),
              r("list-item", "Dell U2723QE", "", 620, 480, 680, 60), r("label", "", "DP-1 · 2560 × 1440", 700, 516, 300, 17)]
    notif = [r("notification", "Screencast recorded", "", 710, 40, 500, 110), r("label", "", "Screencast recorded", 780, 52, 300, 20),
             r("label", "", "Kooha-2024-05-21-14-34-51.mp4", 780, 76, 400, 17),
             r("push-button", "Show in Files", "", 780, 110, 150, 30), r("push-button", "Open", "", 940, 110, 100, 30)]
    obs = [
        main(None) + prefs("0", "WebM"),
        main(None) + prefs("0", "MP4"),
        main(None) + prefs("3", "MP4"),
        main(None) + portal,
        main("00:07"),
        main(None) + notif,
    ]
    acts = [
        code("pyautogui.click(1133, 357)  # Main Menu\ntime.sleep(0.5)\npyautogui.click(1060, 390)  # Preferences"),
        code("pyautogui.click(1210, 409)  # Format\ntime.sleep(0.5)\npyautogui.click(1210, 470)  # MP4"),
        code("pyautogui.tripleClick(1210, 359)\npyautogui.write('3')\npyautogui.press('tab')"),
        code("pyautogui.press('escape')\ntime.sleep(0.5)\npyautogui.click(960, 665)  # Record"),
        code("pyautogui.click(960, 440)  # Built-in display\npyautogui.click(1304, 269)  # Share\ntime.sleep(10)"),
        code("time.sleep(5)\npyautogui.click(1030, 665)  # Stop Recording"),
    ]
    clocks = ["May 21  14:33", "May 21  14:33", "May 21  14:33", "May 21  14:34", "May 21  14:34", "May 21  14:35", "May 21  14:35"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-19", system=system(
        "In Kooha, switch the recording format to MP4 with a 3 second delay, then record the built-in display for a few seconds and stop."),
        turns=turns, state=screen(app, dock, clocks[0], main(None)))


# Pinta - bad
def t20(rs: RowSet) -> None:
    dock = DOCK + ["Pinta"]
    app = "Pinta"
    tools = ["Move Selected", "Move Selection", "Zoom", "Pan", "Rectangle Select", "Ellipse Select", "Lasso Select", "Magic Wand Select",
             "Paintbrush", "Pencil", "Eraser", "Paint Bucket", "Gradient", "Color Picker", "Text", "Line/Curve", "Rectangle",
             "Rounded Rectangle", "Ellipse", "Freeform Shape", "Clone Stamp", "Recolor"]

    def win(title: str, layers: list[str], history: list[str]) -> list[Row]:
        rows = [r("frame", f"{title} - Pinta", "", 70, 27, 1850, 1053), r("push-button", "New", "", 80, 34, 34, 34),
                r("push-button", "Open", "", 118, 34, 34, 34), r("push-button", "Save", "", 156, 34, 34, 34),
                r("label", "", f"{title} - Pinta", 880, 42, 240, 20), r("push-button", "Adjustments", "", 1740, 34, 34, 34),
                r("push-button", "Effects", "", 1778, 34, 34, 34), r("push-button", "Main Menu", "", 1876, 34, 34, 34)]
        rows += [r("toggle-button", t, "", 80 + 36 * (i % 2), 90 + 36 * (i // 2), 34, 34) for i, t in enumerate(tools)]
        rows += [r("canvas", "", "", 200, 90, 1340, 930), r("label", "", "Layers", 1560, 90, 200, 20)]
        for i, name in enumerate(layers):
            y = 120 + 44 * i
            rows += [r("check-box", name, "", 1570, y + 12, 20, 20), r("label", "", name, 1600, y + 12, 280, 20)]
        rows += [r("push-button", b, "", 1560 + 40 * i, 350, 36, 30) for i, b in enumerate(
            ["Add New Layer", "Delete Layer", "Duplicate Layer", "Move Layer Up", "Move Layer Down", "Layer Properties"])]
        rows.append(r("label", "", "History", 1560, 400, 200, 20))
        rows += [r("list-item", h, "", 1560, 430 + 32 * i, 340, 30) for i, h in enumerate(history)]
        rows += [r("label", "", "612, 388", 210, 1040, 100, 17), r("label", "", "0, 0", 340, 1040, 100, 17),
                 r("combo-box", "Zoom", "66", 1800, 1034, 100, 30)]
        return rows

    def props(name: str) -> list[Row]:
        return [r("dialog", "Layer Properties", "", 760, 360, 400, 330), r("label", "", "Name:", 780, 396, 60, 17),
                r("entry", "Name", name, 860, 388, 280, 32), r("check-box", "Visible", "", 860, 436, 100, 22),
                r("label", "", "Blend Mode:", 780, 480, 90, 17), r("combo-box", "Blend Mode", "Normal", 880, 472, 260, 32),
                r("label", "", "Opacity:", 780, 528, 70, 17), r("spin-button", "Opacity", "100", 880, 520, 90, 32),
                r("slider", "Opacity", "100", 980, 526, 160, 20), r("push-button", "Cancel", "", 960, 636, 90, 34),
                r("push-button", "OK", "", 1060, 636, 80, 34)]

    def saveas(name: str) -> list[Row]:
        rows = [r("dialog", "Save Image File", "", 460, 180, 1000, 700), r("push-button", "Cancel", "", 476, 192, 80, 34),
                r("label", "", "Save Image File", 890, 200, 140, 20), r("push-button", "Save", "", 1364, 192, 80, 34),
                r("label", "", "Name", 500, 252, 50, 17), r("entry", "Name", name, 560, 244, 600, 34),
                r("push-button", "dana", "", 500, 296, 80, 30), r("push-button", "Pictures", "", 584, 296, 90, 30)]
        for i, (n, s, d) in enumerate([("Screenshots", "", "Yesterday"), ("logo_final.svg", "48.2 kB", "Mar 30"),
                                       ("poster_draft.ora", "14.8 MB", "11:02"), ("poster_v1.png", "3.1 MB", "Mar 28"),
                                       ("team_photo_2024.jpg", "5.6 MB", "Mar 12")]):
            y = 350 + 32 * i
            rows += [r("table-cell", "", n, 500, y, 560, 30), r("table-cell", "", s, 1060, y, 140, 30), r("table-cell", "", d, 1200, y, 200, 30)]
        rows.append(r("combo-box", "File type", "OpenRaster image (*.ora)", 1100, 820, 340, 34))
        return rows

    flatten = [r("dialog", "Flatten image", "", 710, 420, 500, 210), r("label", "", "Flatten image", 880, 440, 160, 22),
               r("label", "", "The image being saved has multiple layers, but PNG does not support layers. Flatten the image?", 740, 476, 440, 60),
               r("push-button", "Cancel", "", 880, 572, 150, 36), r("push-button", "Flatten", "", 1040, 572, 150, 36)]
    l0 = ["Guides", "Layer 3", "Layer 2", "Photo", "Background"]
    l1 = ["Guides", "Layer 3", "Title", "Photo", "Background"]
    l2 = ["Guides", "Logo", "Title", "Photo", "Background"]
    h0 = ["Open Image"]
    h1 = h0 + ["Layer Properties"]
    h2 = h1 + ["Layer Properties"]
    h3 = h2 + ["Hide Layer"]
    h4 = h3 + ["Sepia"]
    t = "poster_draft.ora"
    obs = [
        win(t, l0, h0) + props("Layer 2"),
        win(t, l0, h0) + props("Title"),
        win(t, l1, h1),
        win(t, l1, h1) + props("Layer 3"),
        win(t, l2, h2),
        win(t, l2, h3),
        win(t, l2, h3),
        win(t, l2, h4),
        win(t, l2, h4) + saveas("poster_draft.ora"),
        win(t, l2, h4) + saveas("poster_final.png"),
        win(t, l1, h4) + flatten,
        win("poster_final.png", ["Background"], h4 + ["Flatten"]),
    ]
    acts = [
        code("pyautogui.doubleClick(1700, 230)  # Layer 2"),
        code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Title')"),
        code("pyautogui.click(1100, 653)  # OK"),
        code("pyautogui.doubleClick(1700, 186)  # Layer 3"),
        code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Logo')\npyautogui.click(1100, 653)  # OK"),
        code("pyautogui.click(1580, 142)  # Guides visibility"),
        code("pyautogui.click(1700, 274)  # Photo layer"),
        code("pyautogui.click(1757, 51)  # Adjustments\ntime.sleep(0.5)\npyautogui.click(1700, 330)  # Sepia"),
        code("pyautogui.hotkey('ctrl', 'shift', 's')"),
        code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('poster_final.png')"),
        code("pyautogui.click(1404, 209)  # Save"),
        code("pyautogui.click(1115, 590)  # Flatten"),
    ]
    clocks = ["Apr 4  11:20", "Apr 4  11:20", "Apr 4  11:20", "Apr 4  11:21", "Apr 4  11:21", "Apr 4  11:21", "Apr 4  11:22",
              "Apr 4  11:22", "Apr 4  11:23", "Apr 4  11:23", "Apr 4  11:23", "Apr 4  11:24", "Apr 4  11:24"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-20", system=system(
        "In Pinta, rename layer 'Layer 2' to 'Title' and 'Layer 3' to 'Logo', hide the 'Guides' layer, apply Sepia to the 'Photo' layer, "
        "and save the result as poster_final.png in Pictures."),
        turns=turns, state=screen(app, dock, clocks[0], win(t, l0, h0)), bad=True, turn=11,
        kind="renamed layer listed under its old name")


# Totem (Videos) - bad
def t21(rs: RowSet) -> None:
    dock = DOCK + ["Videos"]
    app = "Videos"

    def mmss(s: int) -> str:
        return f"{s // 60}:{s % 60:02d}"

    def player(title: str, pos: int, dur: int, playing: bool) -> list[Row]:
        return [r("frame", title, "", 70, 27, 1850, 1053), r("push-button", "Back", "", 80, 34, 34, 34),
                r("label", "", title, 840, 42, 320, 20), r("push-button", "Fullscreen", "", 1836, 34, 34, 34),
                r("push-button", "Menu", "", 1876, 34, 34, 34),
                r("push-button", "Previous", "", 90, 1010, 40, 40), r("push-button", "Pause" if playing else "Play", "", 140, 1010, 40, 40),
                r("push-button", "Next", "", 190, 1010, 40, 40), r("label", "", mmss(pos), 250, 1022, 60, 17),
                r("slider", "", str(pos), 320, 1020, 1380, 20), r("label", "", mmss(dur), 1710, 1022, 60, 17),
                r("push-button", "Volume", "", 1790, 1010, 40, 40)]

    menu = [r("menu", "", "", 1660, 70, 250, 26 * 9)] + [r("menu-item", m, "", 1660, 72 + 26 * i, 250, 26) for i, m in enumerate(
        ["Properties", "Preferences", "Aspect Ratio", "Repeat", "Subtitles", "Languages", "Open Containing Folder", "Keyboard Shortcuts", "Help"])]
    props = [r("dialog", "Properties", "", 660, 200, 600, 680), r("label", "", "Properties", 910, 212, 100, 20),
             r("push-button", "Close", "", 1220, 206, 30, 30), r("heading", "", "General", 690, 256, 200, 20)]
    y = 286
    for sec, items in [("", [("Title", "Nature Documentary S01E03"), ("Artist", "Unknown"), ("Year", "2021"), ("Album", "Unknown"),
                             ("Duration", "52 minutes 18 seconds"), ("Comment", ""), ("Container", "Matroska")]),
                       ("Video", [("Dimensions", "1920 × 1080 pixels"), ("Codec", "H.264 (High Profile)"),
                                  ("Frame Rate", "23.976 frames per second"), ("Bitrate", "8420 kbps")]),
                       ("Audio", [("Codec", "MPEG-4 AAC"), ("Channels", "Stereo"), ("Sample Rate", "48000 Hz"), ("Bitrate", "192 kbps")])]:
        if sec:
            props.append(r("heading", "", sec, 690, y + 6, 200, 20))
            y += 34
        for a, b in items:
            props += [r("label", "", a, 710, y, 160, 17), r("label", "", b, 900, y, 340, 17)]
            y += 26
    eps = [("Nature.Documentary.S01E01.1080p", 2992), ("Nature.Documentary.S01E02.1080p", 3066), ("Nature.Documentary.S01E03.1080p", 3138),
           ("Nature.Documentary.S01E04.1080p", 3044), ("Nature.Documentary.S01E05.1080p", 3181), ("Recital_2023-06-10", 1424),
           ("Screencast from 2024-07-30 16-02-11", 95), ("VID_20240714_183512", 61)]
    browse = [r("frame", "Videos", "", 70, 27, 1850, 1053), r("toggle-button", "Videos", "", 880, 34, 80, 34),
              r("toggle-button", "Channels", "", 964, 34, 90, 34), r("toggle-button", "Search", "", 1800, 34, 34, 34),
              r("push-button", "Select", "", 1840, 34, 60, 34)]
    for i, (n, d) in enumerate(eps):
        x, yy = 120 + 440 * (i % 4), 100 + 320 * (i // 4)
        browse += [r("push-button", n, "", x, yy, 400, 230), r("label", "", n, x, yy + 240, 320, 20),
                   r("label", "", f"{d // 3600}:{d % 3600 // 60:02d}:{d % 60:02d}" if d >= 3600 else mmss(d), x + 340, yy + 240, 60, 17)]
    e3, e4 = "Nature.Documentary.S01E03.1080p", "Nature.Documentary.S01E04.1080p"
    obs = [
        player(e3, 1307, 3138, False),
        player(e3, 1307, 3138, False) + menu,
        player(e3, 1307, 3138, False) + props,
        player(e3, 1307, 3138, False),
        player(e3, 1318, 3138, False),
        browse,
        player(e4, 3, 3044, True),
    ]
    acts = [
        code("pyautogui.press('space')"),
        code("pyautogui.click(1893, 51)  # Menu"),
        code("pyautogui.click(1785, 85)  # Properties"),
        code("pyautogui.click(1235, 221)  # Close"),
        code("pyautogui.click(1893, 51)  # Menu\ntime.sleep(0.5)\npyautogui.moveTo(1785, 189)  # Subtitles\ntime.sleep(0.5)\npyautogui.click(1550, 241)  # English"),
        code("pyautogui.click(97, 51)  # Back"),
        code("pyautogui.click(1640, 215)  # Nature.Documentary.S01E04.1080p"),
    ]
    clocks = ["Aug 2  21:10", "Aug 2  21:10", "Aug 2  21:10", "Aug 2  21:11", "Aug 2  21:11", "Aug 2  21:11", "Aug 2  21:12", "Aug 2  21:12"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-21", system=system(
        "In Videos (Totem), pause the documentary episode that is playing, look at its properties, turn on English subtitles, "
        "then go back to the library and start episode S01E04."),
        turns=turns, state=screen(app, dock, clocks[0], player(e3, 1300, 3138, True)), bad=True, turn=5,
        kind="paused video's position advanced with no play action")


# Fractal - clean
def t22(rs: RowSet) -> None:
    dock = DOCK + ["Fractal"]
    app = "Fractal"

    def sidebar(rooms: list[str], badges: dict[str, str]) -> list[Row]:
        rows = [r("push-button", "Main Menu", "", 80, 34, 34, 34), r("toggle-button", "Search", "", 330, 34, 34, 34),
                r("push-button", "Add", "", 370, 34, 34, 34), r("label", "", "Favorites", 90, 84, 200, 17)]
        y = 106
        sections = [("Favorites", ["Family"]), ("Rooms", rooms), ("Low Priority", ["#random:fosdem.org"])]
        for k, (sec, items) in enumerate(sections):
            if k:
                rows.append(r("label", "", sec, 90, y + 8, 200, 17))
                y += 30
            for it in items:
                rows.append(r("list-item", it, "", 80, y, 330, 40))
                if badges.get(it):
                    rows.append(r("label", "", badges[it], 370, y + 10, 30, 17))
                y += 42
        return rows

    def room(name: str, topic: str, events: list[tuple[str, str, str]]) -> list[Row]:
        rows = [r("label", "", name, 1000, 34, 300, 20), r("label", "", topic, 900, 56, 500, 14),
                r("push-button", "Room Details", "", 1836, 34, 34, 34), r("push-button", "Room menu", "", 1876, 34, 34, 34)]
        y = 110
        for who, text, t in events:
            if who:
                rows += [r("label", "", who, 460, y, 300, 17), r("label", "", text, 460, y + 22, 1200, 20), r("label", "", t, 1840, y, 50, 17)]
                y += 60
            else:
                rows += [r("label", "", text, 600, y, 900, 17), r("label", "", t, 1840, y, 50, 17)]
                y += 32
        rows += [r("entry", "Send a message…", "", 440, 1030, 1380, 36), r("push-button", "Send", "", 1830, 1030, 80, 36)]
        return rows

    fam = [("Mom", "Did everyone see the photos from Sunday?", "18:02"), ("Tomek", "Yes! The one with the dog is great", "18:10"),
           ("Dana Morrow", "Printing it for grandma", "18:12"), ("Mom", "❤️", "18:13")]
    rnd = [("Johan", "the devroom CfP deadline is December 1st, don't leave it to the last day", "19:12"),
           ("ldo", "is the K building getting the bigger rooms again this year?", "19:20"),
           ("Johan", "ldo: K.1.105 and Janson stay the same, H got one more room", "19:24"),
           ("marta.s", "anyone organizing a Brussels fries meetup on Friday night?", "19:38")]
    topic = "Saturday hikes around the Bay"
    created = [("", "Dana Morrow created the room.", "19:43"), ("", "Dana Morrow joined the room.", "19:43"),
               ("", "Dana Morrow changed the room name to Hiking Crew.", "19:43"),
               ("", f"Dana Morrow changed the topic to “{topic}”.", "19:43"), ("", "Dana Morrow enabled encryption.", "19:43")]
    invited = created + [("", "Dana Morrow invited Lena Voss.", "19:45")]
    msg = "Saturday: Mount Tam loop, meet 8:30 at Pantoll"
    sent = invited + [("Dana Morrow", msg, "19:46")]
    joined = sent + [("", "Lena Voss joined the room.", "19:47"), ("Lena Voss", "🙌 I'm in! I'll bring the trail map", "19:47")]
    r0 = ["#rust:matrix.org", "GNOME Hackers", "Lena Voss", "#fractal:gnome.org", "Book club"]
    r1 = ["Hiking Crew"] + r0
    b0 = {"#rust:matrix.org": "47", "GNOME Hackers": "12", "#fractal:gnome.org": "4", "#random:fosdem.org": "9"}
    b1 = dict(b0, **{"#rust:matrix.org": "51"})
    b2 = dict(b1, **{"GNOME Hackers": "13"})
    b3 = dict(b2, **{"#rust:matrix.org": "55", "#random:fosdem.org": ""})
    b4 = dict(b3, **{"Hiking Crew": "1"})
    b5 = dict(b3, **{"#rust:matrix.org": "58"})
    addmenu = [r("popover", "", "", 300, 70, 200, 110)] + [r("menu-item", m, "", 306, 76 + 32 * i, 188, 30) for i, m in enumerate(
        ["New Room", "Join Room", "Explore Rooms"])]

    def newroom(name: str, tp: str) -> list[Row]:
        return [r("dialog", "New Room", "", 710, 300, 500, 420), r("push-button", "Cancel", "", 726, 312, 80, 34),
                r("label", "", "New Room", 920, 320, 80, 20), r("push-button", "Create", "", 1114, 312, 80, 34),
                r("entry", "Name", name, 740, 380, 440, 36), r("entry", "Topic (Optional)", tp, 740, 430, 440, 36),
                r("label", "", "Room Visibility", 740, 496, 200, 17), r("radio-button", "Private", "", 740, 524, 200, 26),
                r("radio-button", "Public", "", 740, 556, 200, 26), r("label", "", "Only invited people can join.", 740, 592, 400, 17)]

    def details(members: str) -> list[Row]:
        return [r("dialog", "Room Details", "", 1400, 74, 520, 940), r("label", "", "Hiking Crew", 1560, 260, 200, 24),
                r("label", "", topic, 1520, 292, 300, 17), r("label", "", "#hiking-crew:matrix.org", 1560, 316, 220, 17),
                r("push-button", "Members", "", 1420, 380, 480, 50), r("label", "", members, 1700, 396, 180, 17),
                r("push-button", "Invite", "", 1420, 440, 480, 50), r("push-button", "Notifications", "", 1420, 500, 480, 50),
                r("push-button", "Encryption", "", 1420, 560, 480, 50), r("label", "", "Enabled", 1780, 576, 100, 17),
                r("push-button", "Media History", "", 1420, 620, 480, 50), r("push-button", "Leave Room", "", 1420, 940, 480, 44)]

    def invite(q: str, chosen: bool) -> list[Row]:
        rows = [r("dialog", "Invite to Hiking Crew", "", 660, 240, 600, 520), r("push-button", "Cancel", "", 676, 252, 80, 34),
                r("label", "", "Invite to Hiking Crew", 860, 260, 200, 20), r("push-button", "Invite", "", 1164, 252, 80, 34),
                r("entry", "Search for users", q, 690, 310, 540, 36)]
        if q:
            rows += [r("list-item", "Lena Voss", "", 690, 370, 540, 56), r("label", "", "@lena.voss:matrix.org", 760, 400, 300, 17)]
        if chosen:
            rows.append(r("push-button", "Lena Voss", "", 690, 350, 120, 14))
        return rows

    rmenu = [r("menu", "", "", 1660, 70, 250, 26 * 8)] + [r("menu-item", m, "", 1660, 72 + 26 * i, 250, 26) for i, m in enumerate(
        ["Room Details", "Mark as Read", "Default", "All Messages", "@Mentions Only", "Mute", "Low Priority", "Leave Room"])]
    hc = ("Hiking Crew", topic)
    obs = [
        sidebar(r0, b0) + room("Family", "Mom, Dad, Tomek, Ola", fam) + addmenu,
        sidebar(r0, b0) + room("Family", "Mom, Dad, Tomek, Ola", fam) + newroom("", ""),
        sidebar(r0, b0) + room("Family", "Mom, Dad, Tomek, Ola", fam) + newroom("Hiking Crew", topic),
        sidebar(r1, b1) + room(*hc, created),
        sidebar(r1, b1) + room(*hc, created) + details("1 member"),
        sidebar(r1, b1) + room(*hc, created) + details("1 member") + invite("", False),
        sidebar(r1, b1) + room(*hc, created) + details("1 member") + invite("@lena.voss:matrix.org", True),
        sidebar(r1, b2) + room(*hc, invited) + details("1 member, 1 invited"),
        sidebar(r1, b2) + room(*hc, sent),
        sidebar(r1, b3) + room("#random:fosdem.org", "Off-topic chat for FOSDEM attendees", rnd),
        sidebar(r1, b4) + room("#random:fosdem.org", "Off-topic chat for FOSDEM attendees", rnd) + rmenu,
        sidebar(r1, b5) + room(*hc, joined),
    ]
    acts = [
        code("pyautogui.click(387, 51)  # Add"),
        code("pyautogui.click(400, 91)  # New Room"),
        code(f"pyautogui.click(960, 398)\npyautogui.write('Hiking Crew')\npyautogui.click(960, 448)\npyautogui.write({topic!r})"),
        code("pyautogui.click(1154, 329)  # Create"),
        code("pyautogui.click(1853, 51)  # Room Details"),
        code("pyautogui.click(1660, 465)  # Invite"),
        code("pyautogui.click(960, 328)\npyautogui.write('@lena.voss:matrix.org')\ntime.sleep(1)\npyautogui.click(960, 398)  # Lena Voss"),
        code("pyautogui.click(1204, 269)  # Invite"),
        code(f"pyautogui.press('escape')\npyautogui.click(1130, 1048)\npyautogui.write({msg!r})\npyautogui.press('enter')"),
        code("pyautogui.click(245, 480)  # #random:fosdem.org"),
        code("pyautogui.click(1893, 51)  # Room menu"),
        code("pyautogui.click(1785, 215)  # Mute\ntime.sleep(0.5)\npyautogui.click(245, 198)  # Hiking Crew"),
    ]
    clocks = ["Sep 12  19:40", "Sep 12  19:40", "Sep 12  19:41", "Sep 12  19:42", "Sep 12  19:43", "Sep 12  19:43", "Sep 12  19:44",
              "Sep 12  19:44", "Sep 12  19:45", "Sep 12  19:46", "Sep 12  19:46", "Sep 12  19:47", "Sep 12  19:48"]
    turns = [(a, screen(app, dock, clocks[i + 1], o)) for i, (a, o) in enumerate(zip(acts, obs))]
    rs.add(task="os", tid="h38-os-22", system=system(
        "In Fractal, create a private room 'Hiking Crew' with the topic 'Saturday hikes around the Bay', invite @lena.voss:matrix.org, "
        "post 'Saturday: Mount Tam loop, meet 8:30 at Pantoll', mute #random:fosdem.org, and then go back to Hiking Crew."),
        turns=turns, state=screen(app, dock, clocks[0], sidebar(r0, b0) + room("Family", "Mom, Dad, Tomek, Ola", fam)))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
