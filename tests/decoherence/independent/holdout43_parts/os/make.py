# ruff: noqa: E501
"""Held-out set holdout43, domain os: 22 GNOME desktop trajectories (accessibility-tree observations).

Each trajectory is one task on an Ubuntu 22.04 GNOME desktop driven by Python code blocks; half of them
carry exactly one observation that contradicts an earlier turn, the other half are clean.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

SYSTEM = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the historical context (previous interactions in the same trajectory), the task instruction, the current desktop accessibility tree and the action, predict the exact next desktop state after the action completes.

## State Modeling Rules

- Preserve the original state format exactly: one node per line, tab-separated tag, name, text, class, description, position (top-left x&y) and size (w&h).
- Keep node ordering, labels and coordinates consistent unless the action changes them.
- If the action has no visible desktop effect, return the unchanged state.
- Track open windows, files, dialogs, selections and application state across turns.

## Action Space

The action is a free-form Python code block: pyautogui calls (click, doubleClick, rightClick, moveTo, dragTo, scroll, write, press, hotkey), app helper classes (CalcTools, WriterTools, ImpressTools, VLCTools, BrowserTools) and arbitrary subprocess / os calls. Treat the executed code as the authoritative description of what happened; ignore helper calls such as print_result() unless they change the UI.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags, with no extra commentary inside the tags.

## Task Instruction
{task}"""

DOCK = ("Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Terminal")

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


def system(task: str) -> str:
    return SYSTEM.format(task=task)


def screen(app: str, body: list[Row], clock: str, extra_dock: tuple[str, ...] = ()) -> str:
    """Top bar, the windows' nodes, then the Ubuntu dock (favourites plus running apps that are not pinned)."""
    rows = [R("label", "Activities", "Activities", 0, 0, 99, 27)]
    if app:
        rows.append(R("menu", app, "", 99, 0, 24 + 9 * len(app), 27))
    rows.append(R("menu", "System", "", 1783, 0, 137, 27))
    rows += body
    for i, name in enumerate(DOCK + extra_dock):
        rows.append(R("push-button", name, "", 0, 33 + 66 * i, 70, 64))
    rows.append(R("toggle-button", "Show Applications", "", 0, 1013, 70, 64))
    assert not any(ch in f for r in rows for f in r[:3] for ch in "\t\n"), "tab or newline inside a node"
    return a11y(rows, clock=clock)


def grid(cols: list[tuple[str, int, int]], rows: list[tuple[str, ...]], y0: int, rh: int = 33,
         header: bool = True, tag: str = "table-cell") -> list[Row]:
    """A table: optional column headers, then one cell node per column for every row."""
    out: list[Row] = []
    if header:
        for name, x, w in cols:
            out.append(R("table-column-header", name, "", x, y0, w, rh))
        y0 += rh
    for i, row in enumerate(rows):
        for (_, x, w), val in zip(cols, row):
            out.append(R(tag, "", val, x, y0 + rh * i, w, rh))
    return out


def menu(items: list[str], x: int, y: int, w: int, h: int = 30, tag: str = "menu-item") -> list[Row]:
    out: list[Row] = []
    for i, item in enumerate(items):
        if item == "-":
            out.append(R("separator", "", "", x, y + h * i, w, 1))
        else:
            out.append(R(tag, item, "", x, y + h * i, w, h))
    return out


# GNOME Files (properties, permissions, open with) - clean
def t01(rs: RowSet) -> None:
    task = ("In ~/Projects/grant-2024, remove all access for others on the 'submissions' folder, make LibreOffice Calc "
            "the default application for CSV files such as budget_v3.csv, and rename 'draft notes.txt' to 'draft-notes.txt'.")
    files = [["figures", "12 items", "Apr 2"], ["submissions", "7 items", "Mar 28"], ["budget_v2.ods", "17.9 kB", "Mar 30"],
             ["budget_v3.csv", "12.3 kB", "09:12"], ["cover_letter.odt", "22.0 kB", "Mar 19"],
             ["draft notes.txt", "6.1 kB", "Yesterday"], ["narrative_final.odt", "84.2 kB", "Apr 5"],
             ["references.bib", "31.7 kB", "Apr 3"], ["timeline.pdf", "212.6 kB", "Mar 21"]]
    cols = [("Name", 310, 880), ("Size", 1190, 150), ("Modified", 1340, 180)]

    def window() -> list[Row]:
        rows = [R("frame", "grant-2024", "", 70, 27, 1850, 1053),
                R("push-button", "Back", "", 78, 37, 34, 34), R("push-button", "Forward", "", 114, 37, 34, 34),
                R("push-button", "Home", "", 160, 37, 74, 34), R("push-button", "Projects", "", 236, 37, 88, 34),
                R("push-button", "grant-2024", "", 326, 37, 110, 34),
                R("toggle-button", "Search", "", 1760, 37, 34, 34), R("push-button", "View", "", 1800, 37, 46, 34),
                R("push-button", "Main Menu", "", 1850, 37, 34, 34)]
        for i, place in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music",
                                   "Pictures", "Videos", "Trash", "Other Locations"]):
            rows.append(R("list-item", place, "", 70, 84 + 36 * i, 230, 36))
        rows += grid(cols, [tuple(f) for f in files], 80)
        return rows

    def props(name: str, tab: str, others: str = "Access Files", default: str = "Text Editor") -> list[Row]:
        rows = [R("dialog", f"{name} Properties", "", 660, 210, 600, 640),
                R("push-button", "Close", "", 1214, 218, 34, 34),
                R("page-tab", "Basic", "", 680, 260, 90, 34), R("page-tab", "Permissions", "", 772, 260, 120, 34)]
        if not name.endswith("/") and "." in name:
            rows.append(R("page-tab", "Open With", "", 894, 260, 116, 34))
        if tab == "Basic":
            if name == "submissions":
                info = [("Type:", "Folder (inode/directory)"), ("Contents:", "7 items, totalling 3.4 MB"),
                        ("Parent Folder:", "/home/maya/Projects/grant-2024"),
                        ("Accessed:", "Mon 08 Apr 2024 04:47:52 PM EDT"), ("Modified:", "Thu 28 Mar 2024 03:18:06 PM EDT"),
                        ("Free space:", free[0])]
            else:
                info = [("Type:", "CSV document (text/csv)"), ("Size:", "12.3 kB (12,301 bytes)"),
                        ("Parent Folder:", "/home/maya/Projects/grant-2024"),
                        ("Accessed:", "Tue 09 Apr 2024 09:12:44 AM EDT"), ("Modified:", "Tue 09 Apr 2024 09:12:44 AM EDT"),
                        ("Free space:", free[0])]
            rows += [R("label", "Name:", "Name:", 700, 320, 140, 30), R("text", "Name", name, 860, 316, 360, 36)]
            for i, (k, v) in enumerate(info):
                rows += [R("label", k, k, 700, 370 + 44 * i, 140, 30), R("label", v, v, 860, 370 + 44 * i, 360, 30)]
        elif tab == "Permissions":
            rows += [R("label", "Owner:", "Owner:", 700, 320, 140, 30), R("label", "Me", "Me", 860, 320, 200, 30),
                     R("label", "Access:", "Access:", 700, 362, 140, 30),
                     R("combo-box", "Create and Delete Files", "", 860, 356, 340, 40),
                     R("label", "Group:", "Group:", 700, 420, 140, 30), R("combo-box", "maya", "", 860, 414, 340, 40),
                     R("label", "Access:", "Access:", 700, 466, 140, 30),
                     R("combo-box", "Create and Delete Files", "", 860, 460, 340, 40),
                     R("label", "Others", "Others", 700, 524, 140, 30), R("label", "Access:", "Access:", 700, 566, 140, 30),
                     R("combo-box", others, "", 860, 560, 340, 40),
                     R("label", "Security context:", "Security context:", 700, 624, 150, 30),
                     R("label", "unknown", "unknown", 860, 624, 200, 30),
                     R("push-button", "Change Permissions for Enclosed Files…", "", 760, 680, 400, 40)]
        else:
            other = "Text Editor" if default == "LibreOffice Calc" else "LibreOffice Calc"
            rows += [R("label", "", "Select an application to open “budget_v3.csv” and other files of type “CSV document”", 690, 314, 540, 44),
                     R("label", "Default Application", "Default Application", 700, 370, 300, 26),
                     R("list-item", default, "", 700, 398, 520, 40),
                     R("label", "Recommended Applications", "Recommended Applications", 700, 448, 300, 26),
                     R("list-item", other, "", 700, 476, 520, 40),
                     R("label", "Other Applications", "Other Applications", 700, 526, 300, 26),
                     R("list-item", "Visual Studio Code", "", 700, 554, 520, 40),
                     R("list-item", "LibreOffice Writer", "", 700, 594, 520, 40),
                     R("list-item", "Google Chrome", "", 700, 634, 520, 40),
                     R("list-item", "GNU Image Manipulation Program", "", 700, 674, 520, 40),
                     R("push-button", "Reset", "", 700, 790, 100, 36), R("push-button", "Add", "", 1000, 790, 90, 36),
                     R("push-button", "Set as default", "", 1096, 790, 140, 36)]
        return rows

    free = ["142.8 GB"]
    ctx = menu(["Open", "Open in New Tab", "Open in New Window", "Open With Other Application", "Open in Terminal", "-",
                "Cut", "Copy", "Move to…", "Copy to…", "Move to Trash", "Rename…", "Compress…", "Send to…", "Star", "-",
                "Properties"], 520, 162, 270)
    state = screen("Files", window(), "Apr 9  10:03")
    turns = [(code("pyautogui.rightClick(520, 162)"), screen("Files", window() + ctx, "Apr 9  10:03")),
             (code("pyautogui.click(600, 642)"), screen("Files", window() + props("submissions", "Basic"), "Apr 9  10:03")),
             (code("pyautogui.click(832, 277)"), screen("Files", window() + props("submissions", "Permissions"), "Apr 9  10:04")),
             (code("pyautogui.click(1030, 580)\ntime.sleep(0.5)\npyautogui.click(1030, 612)  # 'None' in the drop-down"),
              screen("Files", window() + props("submissions", "Permissions", others="None"), "Apr 9  10:04")),
             (code("pyautogui.press('escape')\npyautogui.click(520, 228)\npyautogui.hotkey('ctrl', 'i')"),
              screen("Files", window() + props("budget_v3.csv", "Basic"), "Apr 9  10:05")),
             (code("pyautogui.click(952, 277)"), screen("Files", window() + props("budget_v3.csv", "Open With"), "Apr 9  10:05")),
             (code("pyautogui.click(960, 496)\npyautogui.click(1166, 808)"),
              screen("Files", window() + props("budget_v3.csv", "Open With", default="LibreOffice Calc"), "Apr 9  10:06"))]
    rename = [R("popover", "Rename File", "", 420, 311, 420, 130), R("label", "File Name", "File Name", 440, 321, 200, 26),
              R("text", "", "draft notes.txt", 440, 352, 290, 40), R("push-button", "Rename", "", 740, 352, 84, 40)]
    turns.append((code("pyautogui.press('escape')\npyautogui.click(520, 294)\npyautogui.press('f2')"),
                  screen("Files", window() + rename, "Apr 9  10:06")))
    files[5][0] = "draft-notes.txt"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('draft-notes.txt')\npyautogui.press('enter')"),
                  screen("Files", window(), "Apr 9  10:07")))
    free[0] = "142.7 GB"
    turns.append((code("pyautogui.click(520, 162)\npyautogui.hotkey('ctrl', 'i')"),
                  screen("Files", window() + props("submissions", "Basic"), "Apr 9  10:08")))
    rs.add(task="os", tid="h43-os-01", system=system(task), turns=turns, state=state)


SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings_window(panel: str, x: int = 360, y: int = 110) -> list[Row]:
    rows = [R("frame", "Settings", "", x, y, 1200, 840), R("label", "Settings", "Settings", x + 110, y + 12, 90, 26),
            R("toggle-button", "Search", "", x + 10, y + 8, 34, 34), R("push-button", "Main Menu", "", x + 236, y + 8, 34, 34),
            R("label", panel, panel, x + 640, y + 12, 200, 26), R("push-button", "Close", "", x + 1156, y + 8, 34, 34)]
    for i, name in enumerate(SETTINGS_PANELS):
        rows.append(R("list-item", name, "", x, y + 50 + 31 * i, 280, 31))
    return rows


# GNOME Settings (date and time, default apps) - bad
def t02(rs: RowSet) -> None:
    task = ("Stop GNOME from setting the time zone automatically, set it to Lisbon, Portugal, switch the clock to the "
            "AM/PM format, and make Google Chrome the default web browser.")
    X, Y = 360, 110
    st = {"auto_tz": "ON", "tz": "EDT (New York, United States)", "fmt": "24-hour", "dt": "9 April 2024, 14:03"}

    def datetime_panel(tz_shown: str | None = None) -> list[Row]:
        rows = settings_window("Date & Time")
        cx = X + 320
        rows += [R("label", "Automatic Date & Time", "Automatic Date & Time", cx, Y + 80, 500, 24),
                 R("label", "", "Requires internet access", cx, Y + 104, 500, 20),
                 R("toggle-button", "Automatic Date & Time", "ON", cx + 770, Y + 86, 50, 28),
                 R("label", "Automatic Time Zone", "Automatic Time Zone", cx, Y + 140, 500, 24),
                 R("label", "", "Requires location services enabled and internet access", cx, Y + 164, 500, 20),
                 R("toggle-button", "Automatic Time Zone", st["auto_tz"], cx + 770, Y + 146, 50, 28),
                 R("label", "Date & Time", "Date & Time", cx, Y + 210, 300, 24),
                 R("label", "", st["dt"], cx + 520, Y + 210, 300, 24),
                 R("label", "Time Zone", "Time Zone", cx, Y + 262, 300, 24),
                 R("label", "", tz_shown or st["tz"], cx + 420, Y + 262, 400, 24),
                 R("label", "Time Format", "Time Format", cx, Y + 330, 300, 24),
                 R("combo-box", "Time Format", st["fmt"], cx + 660, Y + 322, 160, 40)]
        return rows

    def tz_dialog(search: str, zone: str, city: str, utc: str, now: str, results: list[str] | None = None) -> list[Row]:
        rows = [R("dialog", "Time Zone", "", 560, 200, 800, 620), R("push-button", "Close", "", 1314, 208, 34, 34),
                R("text", "Search for a city", search, 780, 254, 360, 38),
                R("image", "World map", "", 580, 320, 760, 380),
                R("label", "", now, 600, 720, 200, 30), R("label", "", zone, 600, 752, 400, 24),
                R("label", "", city, 600, 776, 400, 24), R("label", "", utc, 1200, 752, 120, 24)]
        for i, res in enumerate(results or []):
            rows.append(R("list-item", res, "", 780, 294 + 36 * i, 360, 36))
        return rows

    def defaults_panel(web: str) -> list[Row]:
        rows = settings_window("Default Applications")
        cx = X + 420
        for i, (k, v) in enumerate([("Web", web), ("Mail", "Thunderbird Mail"), ("Calendar", "Thunderbird Mail"),
                                    ("Music", "Rhythmbox"), ("Video", "Videos"), ("Photos", "Image Viewer")]):
            rows += [R("label", k, k, cx, Y + 90 + 56 * i, 160, 40), R("combo-box", k, v, cx + 200, Y + 90 + 56 * i, 360, 40)]
        return rows

    state = screen("Settings", settings_window("Network") + [
        R("label", "Wired", "Wired", X + 320, Y + 70, 200, 26), R("label", "", "Connected - 1000 Mb/s", X + 320, Y + 110, 400, 24),
        R("toggle-button", "Wired", "ON", X + 1090, Y + 110, 50, 28), R("push-button", "Wired settings", "", X + 1150, Y + 104, 34, 34),
        R("label", "VPN", "VPN", X + 320, Y + 180, 200, 26), R("push-button", "Add connection", "", X + 1150, Y + 176, 34, 34),
        R("label", "", "Not set up", X + 320, Y + 220, 400, 24),
        R("label", "Network Proxy", "Network Proxy", X + 320, Y + 290, 300, 24), R("label", "", "Off", X + 1040, Y + 290, 80, 24)],
        "Apr 9  14:03")
    turns = [(code("pyautogui.click(500, 877)  # Date & Time"), screen("Settings", datetime_panel(), "Apr 9  14:03"))]
    st["auto_tz"] = "OFF"
    turns.append((code("pyautogui.click(1475, 270)"), screen("Settings", datetime_panel(), "Apr 9  14:03")))
    st["dt"] = "9 April 2024, 14:04"
    turns.append((code("pyautogui.click(800, 384)"),
                  screen("Settings", datetime_panel() + tz_dialog("", "Eastern Daylight Time", "New York, United States", "UTC−4", "14:04"), "Apr 9  14:04")))
    turns.append((code("pyautogui.click(960, 273)\npyautogui.write('Lisbon')"),
                  screen("Settings", datetime_panel() + tz_dialog("Lisbon", "Eastern Daylight Time", "New York, United States", "UTC−4", "14:04",
                                                                   ["Lisbon, Portugal", "Lisbon, Maine, United States", "Lisbon, Ohio, United States"]), "Apr 9  14:04")))
    st["tz"], st["dt"] = "WEST (Lisbon, Portugal)", "9 April 2024, 19:04"
    turns.append((code("pyautogui.click(960, 312)"),
                  screen("Settings", datetime_panel() + tz_dialog("Lisbon, Portugal", "Western European Summer Time", "Lisbon, Portugal", "UTC+1", "19:04"), "Apr 9  19:04")))
    turns.append((code("pyautogui.click(1331, 225)"), screen("Settings", datetime_panel(), "Apr 9  19:04")))
    popup = menu(["24-hour", "AM / PM"], X + 980, Y + 366, 160, 34)
    st["dt"] = "9 April 2024, 19:05"
    turns.append((code("pyautogui.click(1420, 452)"), screen("Settings", datetime_panel() + popup, "Apr 9  19:05")))
    st["fmt"], st["dt"] = "AM / PM", "9 April 2024, 7:05 PM"
    turns.append((code("pyautogui.click(1420, 527)"),
                  screen("Settings", datetime_panel(tz_shown="EDT (New York, United States)"), "Apr 9  7:05 PM")))
    turns.append((code("pyautogui.click(500, 846)  # Default Applications"), screen("Settings", defaults_panel("Firefox"), "Apr 9  7:05 PM")))
    turns.append((code("pyautogui.click(1160, 220)\ntime.sleep(0.5)\npyautogui.click(1160, 294)"),
                  screen("Settings", defaults_panel("Google Chrome"), "Apr 9  7:06 PM")))
    rs.add(task="os", tid="h43-os-02", system=system(task), turns=turns, state=state,
           bad=True, turn=8, kind="time zone the agent set to Lisbon reads back as the old New York zone")


UPSTREAMS = """# /etc/nginx/conf.d/upstreams.conf
# managed by ops - last reviewed 2024-03-18 (tkowalski)
# NOTE: 10.0.6.21 is the new app-03 host (replaces app-01 after migration OPS-2291)

upstream app_backend {
    least_conn;
    server 10.0.4.17:8080 max_fails=3 fail_timeout=15s;
    server 10.0.4.18:8080 max_fails=3 fail_timeout=15s;
    server 10.0.4.19:8080 max_fails=3 fail_timeout=15s backup;
    keepalive 64;
}

upstream api_backend {
    server 10.0.4.17:9000 weight=3;
    server 10.0.5.40:9000 weight=2;
    server 10.0.6.21:9000 weight=1 down;
    keepalive 32;
}

upstream metrics_backend {
    server 10.0.4.17:9100;
    server 10.0.4.18:9100;
}

upstream ws_backend {
    ip_hash;
    server 10.0.4.17:8081;
    server 10.0.4.19:8081;
}

upstream admin_backend {
    server 10.0.4.17:8443;
    server 10.0.4.17:8444 backup;
}

map $remote_addr $is_internal {
    default        0;
    10.0.4.17      1;
    10.0.4.18      1;
    10.0.5.40      1;
}

geo $healthcheck_src {
    default        0;
    10.0.4.17/32   1;
}

# legacy rewrite target, keep until 2024-06: 10.0.4.17:8088"""


# Text Editor (find and replace) - bad
def t03(rs: RowSet) -> None:
    task = ("In upstreams.conf, replace every occurrence of the retired host 10.0.4.17 with 10.0.6.21 using find and "
            "replace, then save the file.")
    old, new = "10.0.4.17", "10.0.6.21"
    lines = UPSTREAMS.split("\n")
    assert UPSTREAMS.count(old) == 9 and UPSTREAMS.count(new) == 2

    def where(needle: str, start_line: int) -> tuple[int, int, int, int]:
        """(line, col, index among all matches, total) of the first match at or after start_line."""
        hits = [(i + 1, ln.index(needle) + 1) for i, ln in enumerate(lines) if needle in ln]
        for k, (ln, col) in enumerate(hits, 1):
            if ln >= start_line:
                return ln, col, k, sum(line.count(needle) for line in lines)
        return start_line, 1, 0, 0

    def view(title: str, pos: str, bar: list[Row]) -> list[Row]:
        rows = [R("frame", f"{title} - Text Editor", "", 70, 27, 1850, 1053),
                R("push-button", "Open", "", 80, 35, 80, 34), R("push-button", "New Tab", "", 164, 35, 34, 34),
                R("label", title, title, 900, 33, 200, 22), R("label", "~/ops/nginx/conf.d", "~/ops/nginx/conf.d", 905, 53, 190, 18),
                R("push-button", "Main Menu", "", 1746, 35, 34, 34), R("push-button", "Minimize", "", 1790, 35, 34, 34),
                R("push-button", "Maximize", "", 1832, 35, 34, 34), R("push-button", "Close", "", 1874, 35, 34, 34)]
        rows += bar
        for i, ln in enumerate(lines):
            rows.append(R("paragraph", "", ln, 90, 84 + 21 * i, 1200, 21))
        rows.append(R("label", pos, pos, 1790, 1050, 120, 24))
        return rows

    def bar(search: str, count: str, replace: str | None = None) -> list[Row]:
        rows = [R("text", "Search", search, 1330, 82, 300, 34), R("label", count, count, 1560, 88, 64, 22),
                R("push-button", "Move to previous match", "", 1636, 82, 34, 34),
                R("push-button", "Move to next match", "", 1672, 82, 34, 34),
                R("toggle-button", "Search & Replace", "", 1708, 82, 34, 34), R("toggle-button", "Search Options", "", 1744, 82, 34, 34),
                R("push-button", "Close search", "", 1780, 82, 34, 34)]
        if replace is not None:
            rows += [R("text", "Replace", replace, 1330, 120, 300, 34), R("push-button", "Replace", "", 1636, 120, 80, 34),
                     R("push-button", "Replace All", "", 1720, 120, 100, 34)]
        return rows

    state = screen("Text Editor", view("upstreams.conf", "Ln 1, Col 1", []), "Mar 21  16:40", ("Text Editor",))
    ln, col, k, n = where(new, 1)
    turns = [(code(f"pyautogui.hotkey('ctrl', 'f')\npyautogui.write('{new}')"),
              screen("Text Editor", view("upstreams.conf", f"Ln {ln}, Col {col}", bar(new, f"{k} of {n}")), "Mar 21  16:40", ("Text Editor",)))]
    ln, col, k, n = where(old, ln)
    turns.append((code(f"pyautogui.hotkey('ctrl', 'a')\npyautogui.write('{old}')"),
                  screen("Text Editor", view("upstreams.conf", f"Ln {ln}, Col {col}", bar(old, f"{k} of {n}")), "Mar 21  16:41", ("Text Editor",))))
    pos = f"Ln {ln}, Col {col}"
    turns.append((code(f"pyautogui.hotkey('ctrl', 'h')\npyautogui.click(1480, 137)\npyautogui.write('{new}')"),
                  screen("Text Editor", view("upstreams.conf", pos, bar(old, f"{k} of {n}", new)), "Mar 21  16:41", ("Text Editor",))))
    lines[:] = [line.replace(old, new) for line in lines]
    turns.append((code("pyautogui.click(1770, 137)  # Replace All"),
                  screen("Text Editor", view("*upstreams.conf", pos, bar(old, "0 of 0", new)), "Mar 21  16:41", ("Text Editor",))))
    ln2, col2, k2, n2 = where(new, ln)
    assert n2 == 11
    turns.append((code(f"pyautogui.click(1480, 99)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('{new}')"),
                  screen("Text Editor", view("*upstreams.conf", f"Ln {ln2}, Col {col2}", bar(new, f"{k2} of {n2 - 1}", new)), "Mar 21  16:42", ("Text Editor",))))
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 's')"),
                  screen("Text Editor", view("upstreams.conf", f"Ln {ln2}, Col {col2}", []), "Mar 21  16:42", ("Text Editor",))))
    ln3, col3, k3, n3 = where("10.0.4.", ln2 + 1)
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('10.0.4.')"),
                  screen("Text Editor", view("upstreams.conf", f"Ln {ln3}, Col {col3}", bar("10.0.4.", f"{k3} of {n3}")), "Mar 21  16:43", ("Text Editor",))))
    rs.add(task="os", tid="h43-os-03", system=system(task), turns=turns, state=state,
           bad=True, turn=5, kind="match count for the new address after Replace All is one short of the earlier count plus the replaced ones")


SUP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
LO_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


def lo_chrome(title: str, menus: list[str], boxes: list[tuple[str, str]]) -> list[Row]:
    """A maximised LibreOffice window: frame, menu bar, the standard toolbar and the formatting boxes."""
    rows = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 76
    for m in menus:
        rows.append(R("menu", m, "", x, 60, 12 + 9 * len(m), 26))
        x += 14 + 9 * len(m)
    for i, b in enumerate(["New", "Templates", "Open", "Save", "Export as PDF", "Print", "Toggle Print Preview", "Cut",
                           "Copy", "Paste", "Clone Formatting", "Undo", "Redo", "Find and Replace", "Spelling"]):
        rows.append(R("push-button", b, "", 80 + 36 * i, 90, 34, 32))
    x = 80
    for name, val in boxes:
        rows.append(R("combo-box", name, val, x, 126, 150 if "Size" not in name else 70, 30))
        x += 160 if "Size" not in name else 80
    return rows


# LibreOffice Writer (footnotes) - clean
def t04(rs: RowSet) -> None:
    task = ("In thesis_ch3.docx, add a footnote right after 'Okafor et al. (2019)' that reads 'See also the replication "
            "in Haddad and Lindqvist (2021), Table 4.' and save the file keeping the Word format.")
    notes = {"a": "LST was derived from Landsat 8 TIRS band 10 using the split-window algorithm; see Appendix B for the emissivity correction.",
             "b": "Districts 11 and 12 were excluded from the night-time model because two loggers failed between 14 and 19 July.",
             "c": "Canopy cover was digitised from 2021 orthophotos at 0.25 m resolution (City Survey Office, 2022).",
             "n": ""}
    new_text = "See also the replication in Haddad and Lindqvist (2021), Table 4."
    paras = [["3.2 Surface temperature and canopy cover"],
             ["Surface temperatures were computed for all 212 census blocks from the three cloud-free scenes of 6, 14 and 22 July 2022", ("a", ""),
              ", and block means were weighted by the share of each pixel that fell inside the block boundary."],
             ["Across the fourteen monitoring districts, mean land-surface temperature during the July heat events was 4.1 °C higher in blocks with less than 10 % tree canopy than in blocks above 30 %, a gap consistent with the range reported by Okafor et al. (2019)",
              ("n", ""), ". The difference held after controlling for building height and distance to the river (β = −0.37, p < 0.001)."],
             ["The relationship weakened at night, when impervious surface fraction rather than canopy explained most of the variance in the logger data", ("b", ""),
              ". Blocks in the two riverside districts cooled fastest, losing on average 1.8 °C more between 18:00 and 23:00 than inland blocks of similar density."],
             ["Canopy gains since 2015 were concentrated in the northern districts", ("c", ""),
              ", which limits how far the cross-sectional estimate can be read as the effect of planting; Section 3.4 returns to this with the panel model."]]
    present = {"a", "b", "c"}
    stats = {"words": 2847, "chars": 17102, "nospace": 14327}

    def doc() -> list[Row]:
        order = [seg[0] for p in paras for seg in p if isinstance(seg, tuple) and seg[0] in present]
        num = {k: 7 + i for i, k in enumerate(order)}
        rows: list[Row] = []
        y = 300
        for p in paras:
            text = "".join(seg if isinstance(seg, str) else (str(num[seg[0]]).translate(SUP) if seg[0] in present else "") for seg in p)
            height = 26 if len(text) < 60 else 26 * (len(text) // 95 + 1)
            rows.append(R("heading" if len(p) == 1 else "paragraph", "", text, 560, y, 800, height))
            y += height + 18
        rows.append(R("separator", "", "", 560, 872, 240, 1))
        for i, k in enumerate(order):
            rows.append(R("paragraph", "", f"{num[k]} {notes[k]}".rstrip(), 560, 884 + 40 * i, 800, 38))
        return rows

    def status() -> list[Row]:
        return [R("label", "", "Page 3 of 11", 80, 1052, 110, 24),
                R("label", "", f"{stats['words']:,} words, {stats['chars']:,} characters", 200, 1052, 260, 24),
                R("label", "", "Default Page Style", 700, 1052, 150, 24), R("label", "", "English (USA)", 900, 1052, 120, 24),
                R("label", "", "100%", 1840, 1052, 60, 24)]

    def view(title: str, extra: list[Row]) -> list[Row]:
        return (lo_chrome(f"{title} - LibreOffice Writer", LO_MENUS,
                          [("Paragraph Style", "Text Body"), ("Font Name", "Liberation Serif"), ("Font Size", "12 pt")])
                + doc() + status() + extra)

    insert_menu = menu(["Page Break", "More Breaks", "-", "Image…", "Chart…", "Media", "OLE Object", "Shape", "-", "Section…",
                        "Text from File…", "Text Box", "Comment", "Frame", "Fontwork…", "Caption…", "-", "Hyperlink…",
                        "Bookmark…", "Cross-reference…", "-", "Special Character…", "Formatting Mark", "Horizontal Line",
                        "-", "Footnote and Endnote", "Table of Contents and Index", "Page Number…", "Field", "Header and Footer",
                        "Envelope…", "Signature Line…"], 226, 86, 300, 28)
    state = screen("LibreOffice Writer", view("thesis_ch3.docx", []), "Nov 14  21:37")
    turns = [(code("pyautogui.click(1163, 533)  # just after 'Okafor et al. (2019)'\npyautogui.click(259, 73)"),
              screen("LibreOffice Writer", view("thesis_ch3.docx", insert_menu), "Nov 14  21:37"))]
    sub = menu(["Footnote", "Endnote", "Footnote or Endnote…"], 526, 786, 240, 28)
    turns.append((code("pyautogui.moveTo(400, 800)"), screen("LibreOffice Writer", view("thesis_ch3.docx", insert_menu + sub), "Nov 14  21:38")))
    present.add("n")
    turns.append((code("pyautogui.click(650, 800)"), screen("LibreOffice Writer", view("thesis_ch3.docx", []), "Nov 14  21:38")))
    notes["n"] = new_text
    stats["words"] += len(new_text.split())
    stats["chars"] += len(new_text)
    stats["nospace"] += len(new_text.replace(" ", ""))
    turns.append((code(f"pyautogui.write({new_text!r})"), screen("LibreOffice Writer", view("thesis_ch3.docx", []), "Nov 14  21:39")))
    keep = [R("dialog", "Keep current format", "", 660, 420, 600, 220),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007–365”.", 680, 450, 560, 44),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 680, 500, 560, 24),
            R("check-box", "Ask when not saving in ODF or default format", "", 680, 540, 400, 24),
            R("push-button", "Use Word 2007–365!", "", 820, 590, 200, 34), R("push-button", "Use ODF Format!", "", 1030, 590, 160, 34)]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), screen("LibreOffice Writer", view("thesis_ch3.docx", keep), "Nov 14  21:39")))
    turns.append((code("pyautogui.click(920, 607)"), screen("LibreOffice Writer", view("thesis_ch3.docx", []), "Nov 14  21:39")))
    wc = [R("dialog", "Word and Character Count", "", 740, 380, 440, 300),
          R("label", "", "Selection", 930, 400, 100, 24), R("label", "", "Document", 1060, 400, 100, 24)]
    for i, (k, sel, tot) in enumerate([("Words:", "0", f"{stats['words']:,}"), ("Characters including spaces:", "0", f"{stats['chars']:,}"),
                                       ("Characters excluding spaces:", "0", f"{stats['nospace']:,}"), ("Asian characters and Korean syllables:", "0", "0"),
                                       ("Standardized pages:", "0", f"{stats['chars'] / 1800:.1f}")]):
        wc += [R("label", "", k, 760, 432 + 34 * i, 170, 24), R("label", "", sel, 930, 432 + 34 * i, 100, 24),
               R("label", "", tot, 1060, 432 + 34 * i, 100, 24)]
    wc += [R("push-button", "Help", "", 760, 630, 90, 34), R("push-button", "Close", "", 1070, 630, 90, 34)]
    tools = "pyautogui.click(567, 73)  # Tools\npyautogui.click(620, 212)  # Word Count…"
    turns.append((code(tools), screen("LibreOffice Writer", view("thesis_ch3.docx", wc), "Nov 14  21:40")))
    turns.append((code("pyautogui.click(1115, 647)"), screen("LibreOffice Writer", view("thesis_ch3.docx", []), "Nov 14  21:40")))
    rs.add(task="os", tid="h43-os-04", system=system(task), turns=turns, state=state)


# LibreOffice Impress (master slides) - clean
def t05(rs: RowSet) -> None:
    task = ("In q3_review.odp, apply the 'Focus' master slide to the three region slides (4 to 6) only, rename that "
            "master to 'Q3 Focus' in master view, and save the presentation.")
    menus = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
    titles = ["Q3 2024 Regional Review", "Agenda", "Headline numbers", "North region", "Central region", "South region",
              "Risks and mitigations", "Questions"]
    bodies = {1: ["Operations steering group", "16 October 2024"],
              2: ["Headline numbers", "Regional deep-dives: North, Central, South", "Risks and mitigations", "Decisions needed"],
              3: ["Revenue €48.2 m (+6.4 % vs Q2)", "Gross margin 31.8 % (target 32 %)", "On-time delivery 94.1 %", "Headcount 1,214 (+22)"],
              4: ["Revenue €17.9 m, +9.2 % QoQ", "Two new distribution contracts (Aalborg, Kiel)", "Warehouse automation phase 2 live since 2 Sept", "Open issue: driver shortage, 11 vacancies"],
              5: ["Revenue €19.4 m, +3.1 % QoQ", "Margin pressure from energy surcharge (−0.6 pt)", "Customer churn down to 2.3 %", "Open issue: ERP cut-over slipped to 18 Nov"],
              6: ["Revenue €10.9 m, +7.7 % QoQ", "Porto depot at 96 % capacity", "New key account: Lusomarket (from 1 Oct)", "Open issue: customs backlog at Sines"],
              7: ["Energy prices: hedge 60 % of Q1 volume", "ERP cut-over: add two weeks of parallel run", "Driver shortage: agency pool + sign-on bonus"],
              8: ["Thank you", "ops-steering@nordhavn-logistics.eu"]}
    master_of = {i: "Default" for i in range(1, 9)}
    used = ["Default"]
    available = ["Beehive", "Blue Curve", "Blueprint Plans", "Candy", "Focus", "Forestbird", "Inspiration", "Lights",
                 "Lush Green", "Midnightblue", "Pencil", "Piano", "Portfolio", "Progress", "Sunset", "Vintage", "Vivid", "Yellow Idea"]

    def normal(cur: int, panel: bool) -> list[Row]:
        rows = lo_chrome("q3_review.odp - LibreOffice Impress", menus, [])
        rows.append(R("label", "Slides", "Slides", 76, 166, 200, 24))
        for i in range(1, 9):
            rows.append(R("list-item", f"Slide {i}", "", 80, 196 + 104 * (i - 1), 210, 100))
        rows += [R("text", "PresObj Title", titles[cur - 1], 420, 250, 1000, 110)]
        for j, line in enumerate(bodies[cur]):
            rows.append(R("paragraph", "", line, 440, 400 + 48 * j, 960, 44))
        rows += sidebar(panel)
        rows += [R("label", "", f"Slide {cur} of 8", 80, 1052, 110, 24), R("label", "", master_of[cur], 300, 1052, 160, 24),
                 R("label", "", "English (USA)", 900, 1052, 120, 24), R("label", "", "76%", 1840, 1052, 60, 24)]
        return rows

    def sidebar(panel: bool) -> list[Row]:
        rows = [R("page-tab", "Properties", "", 1880, 180, 36, 36), R("page-tab", "Slide Transition", "", 1880, 220, 36, 36),
                R("page-tab", "Animation", "", 1880, 260, 36, 36), R("page-tab", "Master Slides", "", 1880, 300, 36, 36),
                R("page-tab", "Styles", "", 1880, 340, 36, 36), R("page-tab", "Gallery", "", 1880, 380, 36, 36),
                R("page-tab", "Navigator", "", 1880, 420, 36, 36)]
        if panel:
            rows.append(R("label", "Master Slides", "Master Slides", 1530, 176, 200, 26))
            rows.append(R("label", "Used in This Presentation", "Used in This Presentation", 1530, 210, 300, 22))
            for i, m in enumerate(used):
                rows.append(R("list-item", m, "", 1530 + 110 * i, 236, 104, 80))
            rows.append(R("label", "Recently Used", "Recently Used", 1530, 330, 300, 22))
            rows.append(R("label", "Available for Use", "Available for Use", 1530, 370, 300, 22))
            for i, m in enumerate(available):
                rows.append(R("list-item", m, "", 1530 + 110 * (i % 3), 396 + 86 * (i // 3), 104, 80))
        return rows

    def master_view(names: list[str], cur: str) -> list[Row]:
        rows = lo_chrome("q3_review.odp - LibreOffice Impress", menus, [])
        rows += [R("tool-bar", "Master View", "", 420, 160, 520, 34), R("push-button", "New Master", "", 426, 162, 110, 30),
                 R("push-button", "Rename Master", "", 540, 162, 130, 30), R("push-button", "Delete Master", "", 674, 162, 120, 30),
                 R("push-button", "Close Master View", "", 798, 162, 140, 30)]
        for i, n in enumerate(names):
            rows.append(R("list-item", n, "", 80, 196 + 104 * i, 210, 100))
        rows += [R("text", "PresObj Title", "Click to edit the title text format", 420, 250, 1000, 110)]
        for j, line in enumerate(["Click to edit the outline text format", "Second Outline Level", "Third Outline Level",
                                  "Fourth Outline Level", "Fifth Outline Level"]):
            rows.append(R("paragraph", "", line, 440 + 30 * j, 400 + 48 * j, 960 - 30 * j, 44))
        rows += [R("text", "PresObj Date", "<date/time>", 420, 930, 300, 40), R("text", "PresObj Footer", "<footer>", 760, 930, 400, 40),
                 R("text", "PresObj Number", "<number>", 1200, 930, 220, 40)]
        rows += sidebar(True)
        rows += [R("label", "", cur, 80, 1052, 160, 24), R("label", "", "English (USA)", 900, 1052, 120, 24),
                 R("label", "", "76%", 1840, 1052, 60, 24)]
        return rows

    clock = "Oct 15  17:12"
    state = screen("LibreOffice Impress", normal(1, False), clock)
    turns = [(code("pyautogui.click(1898, 318)  # sidebar: Master Slides"), screen("LibreOffice Impress", normal(1, True), clock)),
             (code("pyautogui.click(185, 558)\npyautogui.keyDown('shift')\npyautogui.click(185, 766)\npyautogui.keyUp('shift')"),
              screen("LibreOffice Impress", normal(6, True), "Oct 15  17:13"))]
    ctx = menu(["Apply to All Slides", "Apply to Selected Slides", "-", "Edit Master…", "Show Large Preview"], 1690, 520, 230, 30)
    turns.append((code("pyautogui.rightClick(1690, 520)  # 'Focus'"), screen("LibreOffice Impress", normal(6, True) + ctx, "Oct 15  17:13")))
    for i in (4, 5, 6):
        master_of[i] = "Focus"
    used.append("Focus")
    turns.append((code("pyautogui.click(1800, 565)"), screen("LibreOffice Impress", normal(6, True), "Oct 15  17:13")))
    turns.append((code("pyautogui.click(196, 73)  # View\npyautogui.click(260, 200)  # Master Slide"),
                  screen("LibreOffice Impress", master_view(["Default", "Focus"], "Focus"), "Oct 15  17:14")))
    ren = [R("dialog", "Rename Master Slide", "", 760, 440, 400, 170), R("label", "Name", "Name", 780, 480, 80, 24),
           R("text", "Name", "Focus", 870, 474, 270, 36), R("push-button", "Help", "", 780, 556, 80, 34),
           R("push-button", "OK", "", 970, 556, 80, 34), R("push-button", "Cancel", "", 1060, 556, 80, 34)]
    turns.append((code("pyautogui.click(185, 350)  # 'Focus' master\npyautogui.click(605, 177)  # Rename Master"),
                  screen("LibreOffice Impress", master_view(["Default", "Focus"], "Focus") + ren, "Oct 15  17:14")))
    for i in (4, 5, 6):
        master_of[i] = "Q3 Focus"
    used[1] = "Q3 Focus"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Q3 Focus')\npyautogui.press('enter')"),
                  screen("LibreOffice Impress", master_view(["Default", "Q3 Focus"], "Q3 Focus"), "Oct 15  17:15")))
    turns.append((code("pyautogui.click(868, 177)  # Close Master View"), screen("LibreOffice Impress", normal(6, True), "Oct 15  17:15")))
    turns.append((code("pyautogui.click(185, 870)  # Slide 7\npyautogui.hotkey('ctrl', 's')"),
                  screen("LibreOffice Impress", normal(7, True), "Oct 15  17:16")))
    rs.add(task="os", tid="h43-os-05", system=system(task), turns=turns, state=state)


def calc_cells(cells: dict[str, str], cols: str = "ABCDEFGHIJKLMN", nrows: int = 34, x0: int = 130, y0: int = 216,
               cw: int = 126, rh: int = 24) -> list[Row]:
    """Column and row headers of the visible grid, then one node per non-empty visible cell."""
    rows = [R("table-column-header", c, "", x0 + cw * i, y0 - rh, cw, rh) for i, c in enumerate(cols)]
    rows += [R("table-row-header", str(r), "", 80, y0 + rh * (r - 1), 50, rh) for r in range(1, nrows + 1)]
    for ref, val in cells.items():
        col, row = ref[0], int(ref[1:])
        if col in cols and row <= nrows:
            rows.append(R("table-cell", ref, val, x0 + cw * cols.index(col), y0 + rh * (row - 1), cw, rh))
    return rows


# LibreOffice Calc (named ranges) - bad
def t06(rs: RowSet) -> None:
    task = ("In regional_sales.xlsx, rename the named range 'SalesData' to 'Sales_Q1', define a new global named range "
            "'Targets' for the target table on the Notes sheet (F2:G6), and save the file in its current format.")
    menus = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
    regions = ["North", "South", "East", "West", "Central"]
    reps = ["A. Brennan", "C. Duarte", "F. Haddad", "J. Kowalczyk", "L. Mensah", "M. Ortega", "N. Petrov", "P. Quinn",
            "R. Sato", "S. Tembo", "T. Varga", "V. Nguyen", "W. Adeyemi", "Y. Lindqvist"]
    products = ["Model 200 pump", "Model 350 pump", "Seal kit S4", "Controller CX-2", "Valve block V9"]
    price = [412.0, 655.0, 38.5, 289.0, 174.0]
    data = {"A1": "Date", "B1": "Region", "C1": "Rep", "D1": "Product", "E1": "Units", "F1": "Revenue"}
    for i in range(2, 35):
        k = i - 2
        units = 3 + (k * 7) % 19
        p = (k * 3) % 5
        data.update({f"A{i}": f"01/{2 + k // 3:02d}/2024", f"B{i}": regions[(k * 2) % 5], f"C{i}": reps[(k * 5) % 14],
                     f"D{i}": products[p], f"E{i}": str(units), f"F{i}": f"{units * price[p]:,.2f}"})
    notes = {"A1": "Parameters", "A2": "EUR/USD", "B2": "1.0874", "D1": "Reps", "F1": "Region", "G1": "Q1 target"}
    for i, r in enumerate(reps, 2):
        notes[f"D{i}"] = r
    for i, (r, t) in enumerate(zip(regions, ["1,240,000", "980,000", "1,105,000", "870,000", "1,410,000"]), 2):
        notes[f"F{i}"], notes[f"G{i}"] = r, t
    names = [["FX_EUR", "$Notes.$B$2"], ["Reps", "$Notes.$D$2:$D$15"], ["SalesData", "$Data.$A$1:$F$241"]]

    def view(sheet: str, box: str, line: str, status: str = "Average: ; Sum: 0") -> list[Row]:
        rows = lo_chrome("regional_sales.xlsx - LibreOffice Calc", menus,
                         [("Font Name", "Liberation Sans"), ("Font Size", "10 pt")])
        rows += [R("combo-box", "Name Box", box, 80, 162, 120, 28), R("push-button", "Function Wizard", "", 206, 162, 30, 28),
                 R("push-button", "Select Function", "", 238, 162, 30, 28), R("push-button", "Formula", "", 270, 162, 30, 28),
                 R("text", "Input line", line, 306, 162, 1600, 28)]
        rows += calc_cells(data if sheet == "Data" else notes)
        rows += [R("page-tab", "Data", "", 150, 1024, 70, 26), R("page-tab", "Notes", "", 222, 1024, 76, 26),
                 R("label", "", f"Sheet {1 if sheet == 'Data' else 2} of 2", 80, 1052, 110, 24),
                 R("label", "", "Default", 300, 1052, 100, 24), R("label", "", "English (USA)", 700, 1052, 120, 24),
                 R("label", "", status, 1300, 1052, 300, 24), R("label", "", "100%", 1840, 1052, 60, 24)]
        return rows

    def manage(sel: int | None) -> list[Row]:
        rows = [R("dialog", "Manage Names", "", 560, 260, 800, 560)]
        rows += grid([("Name", 580, 240), ("Range or Formula Expression", 820, 340), ("Scope", 1160, 180)],
                     [(n, r, "Document (Global)") for n, r in names], 300, 28)
        n, r = names[sel] if sel is not None else ("", "")
        rows += [R("label", "Name:", "Name:", 580, 600, 90, 24), R("text", "Name", n, 680, 596, 300, 30),
                 R("label", "Range or formula expression:", "Range or formula expression:", 580, 640, 220, 24),
                 R("text", "Range or formula expression", r, 810, 636, 380, 30),
                 R("label", "Scope:", "Scope:", 580, 680, 90, 24), R("combo-box", "Scope", "Document (Global)", 680, 676, 300, 30),
                 R("push-button", "Range Options", "", 580, 720, 160, 30), R("push-button", "Add", "", 1000, 596, 90, 30),
                 R("push-button", "Delete", "", 1000, 636, 90, 30), R("push-button", "Help", "", 580, 776, 90, 32),
                 R("push-button", "OK", "", 1160, 776, 90, 32), R("push-button", "Cancel", "", 1256, 776, 90, 32)]
        return rows

    clock = "Feb 27  11:52"
    state = screen("LibreOffice Calc", view("Data", "A1", "Date"), clock)
    turns = [(code("pyautogui.hotkey('ctrl', 'F3')"), screen("LibreOffice Calc", view("Data", "A1", "Date") + manage(None), clock)),
             (code("pyautogui.click(700, 398)  # SalesData"), screen("LibreOffice Calc", view("Data", "A1", "Date") + manage(2), clock))]
    names[2][0] = "Sales_Q1"
    turns.append((code("pyautogui.tripleClick(830, 611)\npyautogui.write('Sales_Q1')"),
                  screen("LibreOffice Calc", view("Data", "A1", "Date") + manage(2), "Feb 27  11:53")))
    turns.append((code("pyautogui.click(1205, 792)  # OK"), screen("LibreOffice Calc", view("Data", "A1", "Date"), "Feb 27  11:53")))
    turns.append((code("pyautogui.click(260, 1037)  # sheet tab 'Notes'"), screen("LibreOffice Calc", view("Notes", "A1", "Parameters"), "Feb 27  11:53")))
    turns.append((code("pyautogui.click(140, 176)\npyautogui.write('F2:G6')\npyautogui.press('enter')"),
                  screen("LibreOffice Calc", view("Notes", "F2:G6", "North", "Average: 1,121,000; Sum: 5,605,000"), "Feb 27  11:54")))
    define = [R("dialog", "Define Name", "", 660, 360, 600, 320),
              R("label", "", "Define the name and range or formula expression.", 680, 390, 500, 24),
              R("label", "Name:", "Name:", 680, 430, 90, 24), R("text", "Name", "Targets", 820, 426, 380, 30),
              R("label", "Range or formula expression:", "Range or formula expression:", 680, 470, 130, 40),
              R("text", "Range or formula expression", "$Notes.$F$2:$G$6", 820, 472, 380, 30),
              R("label", "Scope:", "Scope:", 680, 520, 90, 24), R("combo-box", "Scope", "Document (Global)", 820, 516, 380, 30),
              R("push-button", "Range Options", "", 680, 560, 160, 30), R("push-button", "Help", "", 680, 630, 90, 32),
              R("push-button", "Add", "", 1060, 630, 90, 32), R("push-button", "Cancel", "", 1156, 630, 90, 32)]
    turns.append((code("pyautogui.click(617, 73)  # Sheet\npyautogui.click(700, 520)  # Named Ranges and Expressions\npyautogui.click(960, 520)  # Define…\npyautogui.write('Targets')"),
                  screen("LibreOffice Calc", view("Notes", "F2:G6", "North", "Average: 1,121,000; Sum: 5,605,000") + define, "Feb 27  11:54")))
    box_list = menu(["FX_EUR", "Reps", "SalesData", "Targets"], 80, 190, 160, 26, tag="list-item")
    turns.append((code("pyautogui.click(1105, 646)  # Add\npyautogui.click(190, 176)  # Name Box drop-down"),
                  screen("LibreOffice Calc", view("Notes", "Targets", "North", "Average: 1,121,000; Sum: 5,605,000") + box_list, "Feb 27  11:55")))
    keep = [R("dialog", "Keep current format", "", 660, 420, 600, 220),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007–365”.", 680, 450, 560, 44),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 680, 500, 560, 24),
            R("check-box", "Ask when not saving in ODF or default format", "", 680, 540, 400, 24),
            R("push-button", "Use Excel 2007–365!", "", 820, 590, 200, 34), R("push-button", "Use ODF Format!", "", 1030, 590, 160, 34)]
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 's')"),
                  screen("LibreOffice Calc", view("Notes", "Targets", "North", "Average: 1,121,000; Sum: 5,605,000") + keep, "Feb 27  11:55")))
    turns.append((code("pyautogui.click(920, 607)"),
                  screen("LibreOffice Calc", view("Notes", "Targets", "North", "Average: 1,121,000; Sum: 5,605,000"), "Feb 27  11:55")))
    rs.add(task="os", tid="h43-os-06", system=system(task), turns=turns, state=state,
           bad=True, turn=8, kind="Name Box list still shows the named range under its old name after the rename")


# LibreOffice Draw (layers) - clean
def t07(rs: RowSet) -> None:
    task = ("In floorplan_l2.odg, add a non-printing layer named 'Annotations', rename the 'Background grid' layer to "
            "'Grid', and hide the Grid layer.")
    menus = ["File", "Edit", "View", "Insert", "Format", "Page", "Shape", "Tools", "Window", "Help"]
    rooms = [("Room 201", 420, 230, 300, 240), ("Room 202", 720, 230, 260, 240), ("Room 203", 980, 230, 260, 240),
             ("Room 204", 1240, 230, 300, 240), ("Room 205", 420, 640, 420, 260), ("Room 206", 1120, 640, 420, 260)]
    tabs = ["Layout", "Controls", "Dimension Lines", "Background grid"]
    hidden: set[str] = set()

    def view(status: str = "", pos: str = "12.40 / 8.25", size: str = "0.00 x 0.00", editing: str | None = None) -> list[Row]:
        rows = lo_chrome("floorplan_l2.odg - LibreOffice Draw", menus,
                         [("Line Style", "Continuous"), ("Area Style/Filling", "Color")])
        rows.append(R("list-item", "Page 1", "", 80, 196, 200, 140))
        grid_layer = "Grid" if "Grid" in tabs else "Background grid"
        if grid_layer not in hidden:
            rows.append(R("shape", "Group object 'floor grid' (48 objects)", "", 400, 210, 1160, 720))
        for name, x, y, w, h in rooms:
            rows.append(R("shape", f"Rectangle '{name}'", name, x, y, w, h))
        rows += [R("shape", "Polygon 'Corridor'", "Corridor", 420, 470, 1120, 170),
                 R("shape", "Rectangle 'Stair core'", "Stair core", 840, 640, 140, 260),
                 R("shape", "Rectangle 'Lift'", "Lift", 980, 640, 140, 130),
                 R("shape", "Dimension Line 11.20 m", "11.20 m", 420, 190, 560, 16),
                 R("shape", "Dimension Line 8.20 m", "8.20 m", 1560, 230, 16, 410),
                 R("shape", "Dimension Line 22.40 m", "22.40 m", 420, 920, 1120, 16)]
        x = 300
        for t in tabs:
            w = 30 + 8 * len(t)
            if t == editing:
                rows.append(R("text", "", t, x, 1020, w, 28))
            else:
                rows.append(R("page-tab", t, "", x, 1020, w, 28))
            x += w + 2
        rows += [R("label", "", status, 80, 1052, 300, 24), R("label", "", pos, 600, 1052, 150, 24),
                 R("label", "", size, 800, 1052, 150, 24), R("label", "", "Page 1 of 1", 1100, 1052, 110, 24),
                 R("label", "", "Default", 1300, 1052, 100, 24), R("label", "", "62%", 1840, 1052, 60, 24)]
        return rows

    ctx = menu(["Insert Layer…", "Delete Layer", "Rename Layer", "-", "Modify Layer…"], 330, 880, 220, 30)

    def ins(name: str, printable: str) -> list[Row]:
        return [R("dialog", "Insert Layer", "", 710, 330, 500, 420), R("label", "Name:", "Name:", 730, 370, 100, 24),
                R("text", "Name", name, 730, 396, 460, 32), R("label", "Title:", "Title:", 730, 440, 100, 24),
                R("text", "Title", "", 730, 466, 460, 32), R("label", "Description:", "Description:", 730, 510, 120, 24),
                R("text", "Description", "", 730, 536, 460, 70), R("check-box", "Visible", "checked", 730, 620, 150, 24),
                R("check-box", "Printable", printable, 730, 650, 150, 24), R("check-box", "Locked", "unchecked", 730, 680, 150, 24),
                R("push-button", "Help", "", 730, 710, 80, 32), R("push-button", "OK", "", 1020, 710, 80, 32),
                R("push-button", "Cancel", "", 1110, 710, 80, 32)]

    clock = "Jun 3  08:47"
    state = screen("LibreOffice Draw", view(), clock)
    turns = [(code("pyautogui.rightClick(330, 1034)  # layer tab 'Layout'"), screen("LibreOffice Draw", view() + ctx, clock)),
             (code("pyautogui.click(420, 895)"), screen("LibreOffice Draw", view() + ins("Layer4", "checked"), clock)),
             (code("pyautogui.tripleClick(960, 412)\npyautogui.write('Annotations')\npyautogui.click(740, 662)  # Printable"),
              screen("LibreOffice Draw", view() + ins("Annotations", "unchecked"), "Jun 3  08:48"))]
    tabs.append("Annotations")
    turns.append((code("pyautogui.click(1060, 726)  # OK"), screen("LibreOffice Draw", view(), "Jun 3  08:48")))
    turns.append((code("pyautogui.rightClick(640, 1034)  # 'Background grid'\npyautogui.click(700, 955)  # Rename Layer"),
                  screen("LibreOffice Draw", view(editing="Background grid"), "Jun 3  08:49")))
    tabs[3] = "Grid"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Grid')\npyautogui.press('enter')"),
                  screen("LibreOffice Draw", view(), "Jun 3  08:49")))
    hidden.add("Grid")
    turns.append((code("pyautogui.keyDown('shift')\npyautogui.click(659, 1034)  # 'Grid'\npyautogui.keyUp('shift')"),
                  screen("LibreOffice Draw", view(), "Jun 3  08:50")))
    turns.append((code("pyautogui.click(1390, 350)  # Room 204"),
                  screen("LibreOffice Draw", view("Rectangle 'Room 204' selected", "24.80 / 2.00", "6.00 x 4.80"), "Jun 3  08:50")))
    rs.add(task="os", tid="h43-os-07", system=system(task), turns=turns, state=state)


def tb_frame(title: str, tabs: list[str]) -> list[Row]:
    rows = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 140
    for t in tabs:
        rows.append(R("page-tab", t, "", x, 34, 260, 34))
        x += 264
    rows += [R("push-button", "Minimize", "", 1790, 34, 34, 34), R("push-button", "Maximize", "", 1832, 34, 34, 34),
             R("push-button", "Close", "", 1874, 34, 34, 34)]
    for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
        rows.append(R("push-button", s, "", 76, 90 + 52 * i if s != "Settings" else 1020, 52, 48))
    return rows


# Thunderbird (address book) - bad
def t08(rs: RowSet) -> None:
    task = ("In Thunderbird's Personal Address Book, delete the stale duplicate of Dana Whitfield (dana.w@oldmail.net), "
            "add Kofi Asante (kofi.asante@meridianfreight.gh, Meridian Freight), then start a new message to Dana "
            "Whitfield's Northpeak address.")
    people = [("Aisha Rahman", "aisha.rahman@brightlane.io", "Brightlane"),
              ("Bruno Castellano", "b.castellano@vettori-group.it", "Vettori Group"),
              ("Carmen Ruiz", "carmen.ruiz@lumenhealth.org", "Lumen Health"),
              ("Dana Whitfield", "dana.whitfield@northpeak.com", "Northpeak"),
              ("Dana Whitfield", "dana.w@oldmail.net", ""),
              ("Elias Brandt", "elias.brandt@kernwerk.de", "Kernwerk GmbH"),
              ("Farah Siddiqui", "farah@siddiqui-design.co.uk", "Siddiqui Design"),
              ("Gideon Park", "gpark@harborline.com", "Harborline"),
              ("Hana Yoshida", "hana.yoshida@tsurumi.co.jp", "Tsurumi Trading"),
              ("Ivan Horvat", "ivan.horvat@adriastack.hr", "AdriaStack"),
              ("Julia Moreau", "julia.moreau@atelier-mj.fr", "Atelier MJ"),
              ("Kwame Boateng", "k.boateng@goldcoastlabs.com", "Gold Coast Labs"),
              ("Lena Fischer", "lena.fischer@kernwerk.de", "Kernwerk GmbH"),
              ("Marco Bianchi", "marco@bianchi-arch.it", "Bianchi Architetti")]
    tabs = ["Inbox - Tallis Consulting", "Address Book"]

    def book(card: list[Row]) -> list[Row]:
        rows = tb_frame("Address Book - Mozilla Thunderbird", tabs)
        rows += [R("push-button", "New Address Book", "", 140, 84, 120, 32), R("push-button", "New Contact", "", 264, 84, 120, 32),
                 R("push-button", "New List", "", 388, 84, 100, 32), R("push-button", "Import", "", 492, 84, 90, 32),
                 R("text", "Search Personal Address Book", "", 700, 84, 420, 32), R("push-button", "List View Options", "", 1126, 84, 34, 32)]
        for i, b in enumerate(["All Address Books", "Personal Address Book", "Collected Addresses"]):
            rows.append(R("tree-item", b, "", 140, 134 + 32 * i, 250, 32))
        rows += grid([("Name", 400, 300), ("Email", 700, 360), ("Organization", 1060, 240)], people, 134, 30)
        return rows + card

    def card(name: str, email: str, org: str, extra: list[tuple[str, str]]) -> list[Row]:
        rows = [R("push-button", "Edit", "", 1840, 134, 60, 32), R("heading", name, name, 1320, 180, 500, 36),
                R("label", "", org, 1320, 220, 500, 24), R("label", "Email Addresses", "Email Addresses", 1320, 270, 300, 24),
                R("link", email, email, 1320, 298, 500, 24)]
        for i, (k, v) in enumerate(extra):
            rows += [R("label", k, k, 1320, 344 + 56 * i, 300, 24), R("label", "", v, 1320, 370 + 56 * i, 560, 24)]
        return rows

    clock = "Sep 19  15:21"
    state = screen("Thunderbird Mail", book([]), clock)
    turns = [(code("pyautogui.click(550, 299)  # second 'Dana Whitfield' row"),
              screen("Thunderbird Mail", book(card("Dana Whitfield", "dana.w@oldmail.net", "",
                                                   [("Notes", "Old personal address - bounces since Nov 2022"), ("Last modified", "14/03/2021")])), clock))]
    confirm = [R("dialog", "Delete Contact", "", 720, 440, 480, 180),
               R("label", "", "Are you sure you want to delete the contact Dana Whitfield?", 740, 480, 440, 44),
               R("push-button", "Delete", "", 970, 566, 100, 34), R("push-button", "Cancel", "", 1080, 566, 100, 34)]
    turns.append((code("pyautogui.press('delete')"),
                  screen("Thunderbird Mail", book(card("Dana Whitfield", "dana.w@oldmail.net", "",
                                                       [("Notes", "Old personal address - bounces since Nov 2022"), ("Last modified", "14/03/2021")])) + confirm, clock)))
    del people[4]
    turns.append((code("pyautogui.click(1020, 583)"), screen("Thunderbird Mail", book([]), "Sep 19  15:22")))

    def form(first: str, last: str, email: str, org: str) -> list[Row]:
        disp = f"{first} {last}".strip()
        return [R("heading", disp or "New Contact", disp or "New Contact", 1320, 140, 500, 36),
                R("label", "First Name", "First Name", 1320, 190, 200, 22), R("text", "First Name", first, 1320, 214, 270, 32),
                R("label", "Last Name", "Last Name", 1600, 190, 200, 22), R("text", "Last Name", last, 1600, 214, 270, 32),
                R("label", "Display Name", "Display Name", 1320, 256, 200, 22), R("text", "Display Name", disp, 1320, 280, 550, 32),
                R("label", "Nickname", "Nickname", 1320, 322, 200, 22), R("text", "Nickname", "", 1320, 346, 550, 32),
                R("label", "Email Addresses", "Email Addresses", 1320, 396, 200, 22), R("text", "Email", email, 1320, 420, 450, 32),
                R("label", "Phone Numbers", "Phone Numbers", 1320, 470, 200, 22), R("push-button", "Add Phone Number", "", 1320, 494, 200, 30),
                R("label", "Organization", "Organization", 1320, 546, 200, 22), R("text", "Organization", org, 1320, 570, 450, 32),
                R("push-button", "Cancel", "", 1660, 1000, 100, 34), R("push-button", "Save", "", 1770, 1000, 100, 34)]

    turns.append((code("pyautogui.click(324, 100)  # New Contact"), screen("Thunderbird Mail", book(form("", "", "", "")), "Sep 19  15:22")))
    fill = ("pyautogui.click(1455, 230)\npyautogui.write('Kofi')\npyautogui.click(1735, 230)\npyautogui.write('Asante')\n"
            "pyautogui.click(1545, 436)\npyautogui.write('kofi.asante@meridianfreight.gh')\n"
            "pyautogui.click(1545, 586)\npyautogui.write('Meridian Freight')")
    turns.append((code(fill), screen("Thunderbird Mail", book(form("Kofi", "Asante", "kofi.asante@meridianfreight.gh", "Meridian Freight")), "Sep 19  15:23")))
    people.insert(10, ("Kofi Asante", "kofi.asante@meridianfreight.gh", "Meridian Freight"))
    people.sort(key=lambda p: p[0])
    turns.append((code("pyautogui.click(1820, 1017)  # Save"),
                  screen("Thunderbird Mail", book(card("Kofi Asante", "kofi.asante@meridianfreight.gh", "Meridian Freight", [("Last modified", "19/09/2024")])), "Sep 19  15:23")))

    def compose(to: str, popup: list[str]) -> list[Row]:
        rows = [R("frame", "Write: (no subject) - Thunderbird", "", 360, 120, 1200, 860)]
        for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Options", "Tools", "Help"]):
            rows.append(R("menu", m, "", 366 + 70 * i, 154, 66, 26))
        for i, b in enumerate(["Send", "Spelling", "Save", "Contacts", "Attach", "Security"]):
            rows.append(R("push-button", b, "", 370 + 96 * i, 186, 90, 36))
        rows += [R("label", "From", "From", 380, 240, 70, 26), R("combo-box", "From", "Owen Tallis <owen@tallis-consulting.co.uk>", 460, 236, 700, 32),
                 R("label", "To", "To", 380, 280, 70, 26), R("text", "To", to, 460, 276, 1080, 32),
                 R("label", "Subject", "Subject", 380, 320, 70, 26), R("text", "Subject", "", 460, 316, 1080, 32),
                 R("document-web", "Message body", "", 370, 360, 1180, 600)]
        for i, p in enumerate(popup):
            rows.append(R("list-item", p, "Personal Address Book", 460, 308 + 30 * i, 600, 30))
        return rows

    after_save = book(card("Kofi Asante", "kofi.asante@meridianfreight.gh", "Meridian Freight", [("Last modified", "19/09/2024")]))
    turns.append((code("pyautogui.hotkey('ctrl', 'm')\ntime.sleep(1)\npyautogui.write('Dana')"),
                  screen("Thunderbird Mail", after_save + compose("Dana", ["Dana Whitfield <dana.whitfield@northpeak.com>",
                                                                           "Dana Whitfield <dana.w@oldmail.net>"]), "Sep 19  15:24")))
    turns.append((code("pyautogui.press('enter')"),
                  screen("Thunderbird Mail", after_save + compose("Dana Whitfield <dana.whitfield@northpeak.com>", []), "Sep 19  15:24")))
    rs.add(task="os", tid="h43-os-08", system=system(task), turns=turns, state=state,
           bad=True, turn=7, kind="contact deleted at turn 3 is offered again by the recipient autocomplete")


# Inkscape (text and path operations) - bad
def t09(rs: RowSet) -> None:
    task = ("In logo_draft.svg, convert the NORDHAVN wordmark text to paths, union the two overlapping circles into one "
            "path, give the converted wordmark the ID 'wordmark', and save the drawing.")
    objs = ["path3350", "text2239", "text2231", "circle1045", "circle1043", "rect812"]
    st = {"title": "logo_draft.svg - Inkscape", "tab": "Objects", "status": "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
          "xywh": ("0.000", "0.000", "0.000", "0.000")}
    tail = " in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."

    def view(panel: list[Row]) -> list[Row]:
        rows = [R("frame", st["title"], "", 70, 27, 1850, 1053)]
        x = 76
        for m in ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]:
            rows.append(R("menu", m, "", x, 60, 12 + 9 * len(m), 26))
            x += 14 + 9 * len(m)
        for i, (k, v) in enumerate(zip("XYWH", st["xywh"])):
            rows += [R("label", k, k, 420 + 150 * i, 96, 20, 26), R("spin-button", k, v, 442 + 150 * i, 94, 120, 30)]
        rows += [R("combo-box", "Units", "px", 1030, 94, 70, 30)]
        for i, t in enumerate(["Selector", "Node", "Zoom", "Rectangle", "Ellipse", "Star", "Spiral", "Pencil", "Pen",
                               "Calligraphy", "Text", "Gradient", "Dropper", "Paint Bucket"]):
            rows.append(R("toggle-button", t, "", 76, 134 + 40 * i, 34, 36))
        rows.append(R("drawing-area", "Canvas", "", 112, 130, 1288, 900))
        x = 1404
        for t in ["Fill and Stroke", "Objects", "Object Properties", "XML Editor"]:
            if t in tabs:
                rows.append(R("page-tab", t, "", x, 130, 24 + 8 * len(t), 30))
                x += 26 + 8 * len(t)
        rows += panel
        rows += [R("label", "Fill:", "Fill:", 80, 1044, 30, 22), R("label", "Stroke:", "Stroke:", 80, 1062, 50, 18),
                 R("combo-box", "Current layer", "Layer 1", 180, 1044, 120, 32),
                 R("label", "", st["status"], 320, 1050, 1100, 22), R("label", "", "Z: 100%", 1800, 1050, 100, 22)]
        return rows

    def objects_panel() -> list[Row]:
        rows = [R("tree-item", "Layer 1", "", 1410, 176, 490, 28)]
        for i, o in enumerate(objs):
            rows.append(R("tree-item", o, "", 1434, 204 + 28 * i, 466, 28))
        return rows

    def props(oid: str) -> list[Row]:
        return [R("label", "ID", "ID", 1414, 184, 90, 24), R("text", "ID", oid, 1510, 180, 380, 30),
                R("label", "Label", "Label", 1414, 224, 90, 24), R("text", "Label", f"#{oid}", 1510, 220, 380, 30),
                R("label", "Title", "Title", 1414, 264, 90, 24), R("text", "Title", "", 1510, 260, 380, 30),
                R("label", "Image Rendering", "Image Rendering", 1414, 304, 120, 24), R("combo-box", "Image Rendering", "auto", 1540, 300, 200, 30),
                R("label", "Description", "Description", 1414, 344, 120, 24), R("text", "Description", "", 1414, 370, 476, 90),
                R("check-box", "Hide", "unchecked", 1414, 476, 90, 24), R("check-box", "Lock", "unchecked", 1514, 476, 90, 24),
                R("push-button", "Interactivity", "", 1414, 514, 120, 30), R("push-button", "Set", "", 1800, 514, 90, 30)]

    def xml_panel(nodes: list[str], attrs: list[tuple[str, str]]) -> list[Row]:
        rows = [R("push-button", "New element node", "", 1410, 170, 30, 30), R("push-button", "New text node", "", 1444, 170, 30, 30),
                R("push-button", "Duplicate node", "", 1478, 170, 30, 30), R("push-button", "Delete node", "", 1512, 170, 30, 30),
                R("tree-item", '<svg:svg id="svg8">', "", 1410, 206, 490, 26), R("tree-item", '<svg:defs id="defs2">', "", 1430, 232, 470, 26),
                R("tree-item", '<sodipodi:namedview id="base">', "", 1430, 258, 470, 26),
                R("tree-item", '<svg:metadata id="metadata5">', "", 1430, 284, 470, 26),
                R("tree-item", '<svg:g id="layer1" inkscape:label="Layer 1">', "", 1430, 310, 470, 26)]
        for i, n in enumerate(nodes):
            rows.append(R("tree-item", n, "", 1450, 336 + 26 * i, 450, 26))
        rows += [R("table-column-header", "Name", "", 1410, 560, 160, 26), R("table-column-header", "Value", "", 1570, 560, 330, 26)]
        for i, (k, v) in enumerate(attrs):
            rows += [R("table-cell", "", k, 1410, 586 + 28 * i, 160, 28), R("table-cell", "", v, 1570, 586 + 28 * i, 330, 28)]
        return rows

    tabs = ["Fill and Stroke", "Objects"]
    clock = "Jan 22  13:05"
    state = screen("Inkscape", view(objects_panel()), clock, ("Inkscape",))
    st["status"], st["xywh"] = "Text (Montserrat, 72 pt)" + tail, ("64.218", "300.455", "383.564", "52.480")
    turns = [(code("pyautogui.click(640, 660)  # NORDHAVN text on the canvas"), screen("Inkscape", view(objects_panel()), clock, ("Inkscape",)))]
    objs[2] = "g4812"
    st["title"], st["status"] = "*logo_draft.svg - Inkscape", "Group of 8 objects" + tail
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'c')  # Path > Object to Path"), screen("Inkscape", view(objects_panel()), clock, ("Inkscape",))))
    st["status"], st["xywh"] = "2 objects of type Circle" + tail, ("196.000", "96.000", "160.000", "120.000")
    turns.append((code("pyautogui.click(580, 380)\npyautogui.keyDown('shift')\npyautogui.click(700, 380)\npyautogui.keyUp('shift')"),
                  screen("Inkscape", view(objects_panel()), "Jan 22  13:06", ("Inkscape",))))
    objs[3:5] = ["path1045"]
    st["status"] = "Path 14 nodes" + tail
    turns.append((code("pyautogui.hotkey('ctrl', 'plus')  # Path > Union"), screen("Inkscape", view(objects_panel()), "Jan 22  13:06", ("Inkscape",))))
    tabs.append("Object Properties")
    st["status"], st["xywh"] = "Group of 8 objects" + tail, ("64.218", "300.455", "383.564", "52.480")
    turns.append((code("pyautogui.click(640, 660)\npyautogui.hotkey('ctrl', 'shift', 'o')"), screen("Inkscape", view(props("g4812")), "Jan 22  13:07", ("Inkscape",))))
    objs[2] = "wordmark"
    turns.append((code("pyautogui.tripleClick(1700, 195)\npyautogui.write('wordmark')\npyautogui.click(1845, 529)  # Set"),
                  screen("Inkscape", view(props("wordmark")), "Jan 22  13:07", ("Inkscape",))))
    tabs.append("XML Editor")
    nodes = ['<svg:rect id="rect812">', '<svg:path id="path1045">', '<svg:g id="wordmark" aria-label="NORDHAVN">',
             '<svg:text id="text2239">', '<svg:path id="path3350">']
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')"),
                  screen("Inkscape", view(xml_panel(nodes, [("id", "wordmark"), ("aria-label", "NORDHAVN"),
                                                            ("style", "font-weight:800;font-size:96px;font-family:Montserrat;letter-spacing:6px;fill:#f4efe6")])), "Jan 22  13:08", ("Inkscape",))))
    st["status"], st["xywh"] = "Rectangle 512 × 512" + tail, ("0.000", "0.000", "512.000", "512.000")
    rect_attrs = [("id", "rect812"), ("width", "512"), ("height", "512"), ("x", "0"), ("y", "0"), ("rx", "48"), ("style", "fill:#0b2740;stroke:none")]
    turns.append((code("pyautogui.click(1600, 349)  # rect node"), screen("Inkscape", view(xml_panel(nodes, rect_attrs)), "Jan 22  13:08", ("Inkscape",))))
    st["status"], st["xywh"] = "Path 9 nodes" + tail, ("64.000", "402.770", "384.000", "34.460")
    wave = [("id", "path3350"), ("d", "m 64,428 c 42.667,-18.2 85.333,-18.2 128,0 c 42.667,18.2 85.333,18.2 128,0 c 42.667,-18.2 85.333,-18.2 128,0"),
            ("style", "fill:none;stroke:#3fa7d6;stroke-width:6;stroke-linecap:round")]
    turns.append((code("pyautogui.click(1600, 453)  # path3350 node"), screen("Inkscape", view(xml_panel(nodes, wave)), "Jan 22  13:09", ("Inkscape",))))
    st["title"] = "logo_draft.svg - Inkscape"
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), screen("Inkscape", view(xml_panel(nodes, wave)), "Jan 22  13:09", ("Inkscape",))))
    st["status"], st["xywh"] = "Text (Montserrat, 13.5 pt)" + tail, ("118.640", "380.920", "274.720", "18.330")
    drift = ['<svg:rect id="rect821">'] + nodes[1:]
    tag = [("id", "text2239"), ("xml:space", "preserve"), ("x", "256"), ("y", "396"),
           ("style", "font-size:18px;font-family:Montserrat;letter-spacing:4px;text-anchor:middle;fill:#9fb7c9")]
    turns.append((code("pyautogui.click(1600, 427)  # text2239 node"), screen("Inkscape", view(xml_panel(drift, tag)), "Jan 22  13:10", ("Inkscape",))))
    rs.add(task="os", tid="h43-os-09", system=system(task), turns=turns, state=state,
           bad=True, turn=11, kind="id of the untouched background rectangle changes from rect812 to rect821 in the XML editor")


# GIMP (layers and curves) - clean
def t10(rs: RowSet) -> None:
    task = ("Grade harbor_dusk.jpg in GIMP: duplicate the layer, name the copy 'curves', apply an S-shaped Value curve "
            "to it, set its mode to Soft light at 60% opacity, and export the result as harbor_dusk_graded.jpg.")
    st = {"dirty": "", "file": "[harbor_dusk] (imported)", "layers": ["Background"], "mode": "Normal", "opacity": "100.0",
          "status": "Background (48.9 MB)", "edit": ""}

    def title() -> str:
        n = len(st["layers"])
        return (f"{st['dirty']}{st['file']}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{'s' if n > 1 else ''}) "
                "4032x3024 – GIMP")

    def view(extra: list[Row]) -> list[Row]:
        rows = [R("frame", title(), "", 70, 27, 1850, 1053)]
        x = 76
        for m in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
            rows.append(R("menu", m, "", x, 56, 12 + 9 * len(m), 24))
            x += 14 + 9 * len(m)
        rows.append(R("page-tab", "harbor_dusk.jpg-1", "", 330, 84, 200, 28))
        for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
                               "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool",
                               "Text Tool", "Color Picker Tool", "Zoom Tool"]):
            rows.append(R("toggle-button", t, "", 80 + 40 * (i % 2), 90 + 40 * (i // 2), 36, 36))
        rows += [R("label", "Tool Options", "Tool Options", 80, 380, 200, 24),
                 R("drawing-area", "Image canvas", "", 330, 116, 1180, 890),
                 R("page-tab", "Layers", "", 1520, 520, 80, 28), R("page-tab", "Channels", "", 1602, 520, 90, 28),
                 R("page-tab", "Paths", "", 1694, 520, 70, 28), R("page-tab", "Undo History", "", 1766, 520, 120, 28),
                 R("label", "Mode", "Mode", 1524, 556, 50, 24), R("combo-box", "Mode", st["mode"], 1580, 552, 250, 30),
                 R("label", "Opacity", "Opacity", 1524, 590, 70, 24), R("spin-button", "Opacity", st["opacity"], 1600, 588, 230, 28),
                 R("label", "Lock:", "Lock:", 1524, 624, 50, 24), R("toggle-button", "Lock pixels", "", 1580, 620, 28, 28),
                 R("toggle-button", "Lock position and size", "", 1610, 620, 28, 28), R("toggle-button", "Lock alpha channel", "", 1640, 620, 28, 28)]
        for i, layer in enumerate(st["layers"]):
            if layer == st["edit"]:
                rows.append(R("text", "Layer name", layer, 1600, 656 + 44 * i, 290, 40))
            else:
                rows.append(R("table-cell", layer, layer, 1600, 656 + 44 * i, 290, 40))
        for i, b in enumerate(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                               "Duplicate this layer", "Anchor the floating layer", "Add a mask", "Delete this layer"]):
            rows.append(R("push-button", b, "", 1524 + 46 * i, 1000, 40, 30))
        rows += [R("label", "", "1842, 1307", 330, 1050, 110, 22), R("combo-box", "Units", "px", 450, 1046, 60, 28),
                 R("combo-box", "Zoom", "25%", 520, 1046, 90, 28), R("label", "", st["status"], 620, 1050, 400, 22)]
        return rows + extra

    clock = "Aug 30  19:58"
    state = screen("GNU Image Manipulation Program", view([]), clock)
    st["layers"], st["dirty"], st["status"] = ["Background copy", "Background"], "*", "Background copy (97.6 MB)"
    turns = [(code("pyautogui.hotkey('shift', 'ctrl', 'd')  # Layer > Duplicate Layer"), screen("GNU Image Manipulation Program", view([]), clock))]
    st["edit"] = "Background copy"
    turns.append((code("pyautogui.doubleClick(1700, 676)"), screen("GNU Image Manipulation Program", view([]), clock)))
    st["edit"], st["layers"], st["status"] = "", ["curves", "Background"], "curves (97.6 MB)"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('curves')\npyautogui.press('enter')"),
                  screen("GNU Image Manipulation Program", view([]), "Aug 30  19:59")))

    def curves(inp: str, out: str) -> list[Row]:
        return [R("dialog", "Curves", "", 620, 200, 640, 700), R("label", "", "Adjust Color Curves", 640, 230, 300, 24),
                R("label", "", "curves-4 ([harbor_dusk] (imported))", 640, 254, 400, 20),
                R("label", "Presets:", "Presets:", 640, 292, 70, 24), R("combo-box", "Presets", "", 720, 288, 420, 30),
                R("label", "Channel:", "Channel:", 640, 334, 70, 24), R("combo-box", "Channel", "Value", 720, 330, 160, 30),
                R("push-button", "Reset Channel", "", 890, 330, 130, 30), R("toggle-button", "Linear histogram", "", 1160, 330, 30, 30),
                R("toggle-button", "Logarithmic histogram", "", 1194, 330, 30, 30), R("drawing-area", "Curve", "", 640, 372, 600, 340),
                R("label", "Input:", "Input:", 640, 724, 50, 24), R("spin-button", "Input", inp, 694, 720, 80, 28),
                R("label", "Output:", "Output:", 790, 724, 60, 24), R("spin-button", "Output", out, 854, 720, 80, 28),
                R("label", "Type:", "Type:", 960, 724, 40, 24), R("combo-box", "Curve type", "Smooth", 1004, 720, 120, 28),
                R("check-box", "Preview", "checked", 640, 766, 100, 24), R("check-box", "Split view", "unchecked", 760, 766, 120, 24),
                R("push-button", "Help", "", 640, 852, 80, 34), R("push-button", "Reset", "", 930, 852, 80, 34),
                R("push-button", "OK", "", 1080, 852, 80, 34), R("push-button", "Cancel", "", 1168, 852, 80, 34)]

    turns.append((code("pyautogui.click(445, 68)  # Colors\npyautogui.click(480, 308)  # Curves…"),
                  screen("GNU Image Manipulation Program", view(curves("0", "0")), "Aug 30  19:59")))
    turns.append((code("pyautogui.moveTo(790, 627)\npyautogui.dragTo(790, 648, duration=0.5)  # 64 -> 48\n"
                       "pyautogui.moveTo(1092, 456)\npyautogui.dragTo(1092, 435, duration=0.5)  # 192 -> 208"),
                  screen("GNU Image Manipulation Program", view(curves("192", "208")), "Aug 30  20:00")))
    st["status"] = "curves (146.2 MB)"
    turns.append((code("pyautogui.click(1120, 869)  # OK"), screen("GNU Image Manipulation Program", view([]), "Aug 30  20:00")))
    st["mode"] = "Soft light"
    turns.append((code("pyautogui.click(1705, 567)\ntime.sleep(0.5)\npyautogui.click(1705, 812)  # 'Soft light'"),
                  screen("GNU Image Manipulation Program", view([]), "Aug 30  20:01")))
    st["opacity"] = "60.0"
    turns.append((code("pyautogui.tripleClick(1715, 602)\npyautogui.write('60')\npyautogui.press('enter')"),
                  screen("GNU Image Manipulation Program", view([]), "Aug 30  20:01")))
    export = [R("dialog", "Export Image as JPEG", "", 700, 260, 520, 560), R("label", "Quality:", "Quality:", 720, 300, 80, 24),
              R("spin-button", "Quality", "90", 1100, 296, 100, 28), R("label", "", "File size: unknown", 720, 336, 300, 24),
              R("check-box", "Show preview in image window", "unchecked", 720, 370, 300, 24),
              R("check-box", "Save Exif data", "checked", 720, 404, 300, 24), R("check-box", "Save XMP data", "checked", 720, 434, 300, 24),
              R("check-box", "Save IPTC data", "unchecked", 720, 464, 300, 24), R("check-box", "Save thumbnail", "checked", 720, 494, 300, 24),
              R("check-box", "Save color profile", "checked", 720, 524, 300, 24), R("push-button", "Advanced Options", "", 720, 564, 180, 28),
              R("push-button", "Load Defaults", "", 720, 720, 120, 32), R("push-button", "Save Defaults", "", 850, 720, 120, 32),
              R("push-button", "Help", "", 720, 770, 80, 34), R("push-button", "Export", "", 1030, 770, 80, 34),
              R("push-button", "Cancel", "", 1120, 770, 80, 34)]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\n"
                       "pyautogui.write('harbor_dusk_graded.jpg')\npyautogui.press('enter')"),
                  screen("GNU Image Manipulation Program", view(export), "Aug 30  20:02")))
    st["file"] = "[harbor_dusk] (exported)"
    turns.append((code("pyautogui.click(1070, 787)  # Export"), screen("GNU Image Manipulation Program", view([]), "Aug 30  20:02")))
    rs.add(task="os", tid="h43-os-10", system=system(task), turns=turns, state=state)


# Shotwell (events as albums) - clean
def t11(rs: RowSet) -> None:
    task = ("In Shotwell, the event 'Sat May 18, 2024' mixes the morning hike (IMG_4431 to IMG_4442) with the wedding. Move "
            "the hike photos into their own event named 'Rila hike' and rename the remaining event to 'Elena & Tomas wedding'.")
    events = [["Sat May 11, 2024", 17, "May"], ["Sat May 18, 2024", 52, "May"], ["Sun May 26, 2024", 9, "May"], ["Sat Jun 1, 2024", 23, "June"]]
    photos = [f"IMG_{n}.JPG" for n in range(4431, 4483)]

    def side(edit: int | None = None) -> list[Row]:
        rows = [R("tree-item", "Library", "", 76, 84, 240, 28), R("tree-item", "Photos", "", 96, 112, 220, 28),
                R("tree-item", "Last Import", "", 96, 140, 220, 28), R("tree-item", "Flagged", "", 96, 168, 220, 28),
                R("tree-item", "Trash", "", 96, 196, 220, 28), R("tree-item", "Events", "", 76, 232, 240, 28),
                R("tree-item", "2024", "", 96, 260, 220, 28)]
        y = 288
        for month in ["May", "June"]:
            rows.append(R("tree-item", month, "", 116, y, 200, 28))
            y += 28
            for k, (name, _, m) in enumerate(events):
                if m == month:
                    rows.append(R("text" if k == edit else "tree-item", name if k != edit else "", name if k == edit else "", 136, y, 180, 28))
                    y += 28
        rows += [R("tree-item", "Tags", "", 76, y + 8, 240, 28)]
        for i, t in enumerate(["family", "hiking", "wedding"]):
            rows.append(R("tree-item", t, "", 96, y + 36 + 28 * i, 220, 28))
        return rows

    def window(main: list[Row], edit: int | None = None, title: str = "Shotwell") -> list[Row]:
        rows = [R("frame", title, "", 70, 27, 1850, 1053)]
        for i, m in enumerate(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"]):
            rows.append(R("menu", m, "", 76 + 66 * i, 56, 60, 24))
        rows += side(edit) + [R("text", "Search", "", 1500, 84, 300, 30)] + main
        rows += [R("push-button", "Rotate", "", 330, 1040, 80, 30), R("push-button", "Flag", "", 414, 1040, 70, 30),
                 R("push-button", "Enhance", "", 488, 1040, 90, 30), R("push-button", "Publish", "", 582, 1040, 90, 30),
                 R("slider", "Zoom", "", 1650, 1044, 200, 22)]
        return rows

    def tiles() -> list[Row]:
        rows = []
        for i, (name, n, _) in enumerate(events):
            rows.append(R("list-item", name, f"{n} Photos", 340 + 240 * i, 130, 220, 220))
        return rows

    def thumbs(items: list[str]) -> list[Row]:
        return [R("list-item", p, "", 340 + 230 * (i % 6), 130 + 170 * (i // 6), 220, 160) for i, p in enumerate(items)][:30]

    clock = "Jun 4  20:16"
    state = screen("Shotwell", window(thumbs(photos[-30:]), title="Photos — Shotwell"), clock, ("Shotwell",))
    turns = [(code("pyautogui.click(196, 246)  # Events"), screen("Shotwell", window(tiles()), clock, ("Shotwell",)))]
    turns.append((code("pyautogui.doubleClick(690, 240)  # 'Sat May 18, 2024'"),
                  screen("Shotwell", window(thumbs(photos), title="Sat May 18, 2024 — Shotwell"), clock, ("Shotwell",))))
    hike, wed = photos[:12], photos[12:]
    events[1][1] = 40
    events.insert(1, ["Sat May 18, 2024", 12, "May"])
    turns.append((code("pyautogui.click(450, 210)  # IMG_4431\npyautogui.keyDown('shift')\npyautogui.click(1600, 380)  # IMG_4442\n"
                       "pyautogui.keyUp('shift')\npyautogui.hotkey('ctrl', 'n')  # Events > New Event"),
                  screen("Shotwell", window(thumbs(wed), title="Sat May 18, 2024 — Shotwell"), "Jun 4  20:17", ("Shotwell",))))
    turns.append((code("pyautogui.click(226, 344)  # first 'Sat May 18, 2024' in the sidebar"),
                  screen("Shotwell", window(thumbs(hike), title="Sat May 18, 2024 — Shotwell"), "Jun 4  20:17", ("Shotwell",))))
    turns.append((code("pyautogui.press('f2')"),
                  screen("Shotwell", window(thumbs(hike), edit=1, title="Sat May 18, 2024 — Shotwell"), "Jun 4  20:17", ("Shotwell",))))
    events[1][0] = "Rila hike"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Rila hike')\npyautogui.press('enter')"),
                  screen("Shotwell", window(thumbs(hike), title="Rila hike — Shotwell"), "Jun 4  20:18", ("Shotwell",))))
    turns.append((code("pyautogui.click(196, 246)  # Events"), screen("Shotwell", window(tiles()), "Jun 4  20:18", ("Shotwell",))))
    ren = [R("dialog", "Rename Event", "", 760, 440, 400, 160), R("label", "", "Name:", 780, 480, 60, 24),
           R("text", "Name", "Sat May 18, 2024", 850, 474, 290, 34), R("push-button", "Cancel", "", 950, 550, 90, 34),
           R("push-button", "OK", "", 1050, 550, 90, 34)]
    ctx = menu(["Rename Event…", "Make Key Photo for Event", "-", "Hide", "Flag"], 930, 240, 240, 30)
    turns.append((code("pyautogui.rightClick(930, 240)  # 'Sat May 18, 2024' tile"), screen("Shotwell", window(tiles()) + ctx, "Jun 4  20:18", ("Shotwell",))))
    turns.append((code("pyautogui.click(1000, 255)  # Rename Event…"), screen("Shotwell", window(tiles()) + ren, "Jun 4  20:19", ("Shotwell",))))
    events[2][0] = "Elena & Tomas wedding"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Elena & Tomas wedding')\npyautogui.press('enter')"),
                  screen("Shotwell", window(tiles()), "Jun 4  20:19", ("Shotwell",))))
    rs.add(task="os", tid="h43-os-11", system=system(task), turns=turns, state=state)


# Rhythmbox (internet radio) - bad
def t12(rs: RowSet) -> None:
    task = ("Add the internet radio stream https://novazz.ice.infomaniak.ch/novazz-128.mp3 to Rhythmbox, name it "
            "'Radio Nova (Paris)' with genre 'Eclectic', and start playing it.")
    url = "https://novazz.ice.infomaniak.ch/novazz-128.mp3"
    stations = [("BBC World Service", "News"), ("Deutschlandfunk", "News"), ("FIP", "Eclectic"), ("Jazz24", "Jazz"),
                ("KEXP 90.3 FM", "Eclectic"), ("Radio Paradise – Main Mix", "Eclectic"), ("Radio Swiss Jazz", "Jazz"),
                ("SomaFM: Drone Zone", "Electronic"), ("SomaFM: Groove Salad", "Electronic"), ("Venice Classic Radio", "Classical"),
                ("WNYC 93.9 FM", "Public Radio"), ("WQXR 105.9 FM", "Classical")]
    st = {"view": "Music", "song": "Not Playing", "time": "", "search": ""}

    def window(extra: list[Row], shown: list[tuple[str, str]] | None = None) -> list[Row]:
        rows = [R("frame", "Rhythmbox" if st["song"] == "Not Playing" else st["song"], "", 200, 80, 1500, 900),
                R("push-button", "Previous", "", 214, 94, 40, 36), R("push-button", "Play", "", 258, 94, 40, 36),
                R("push-button", "Next", "", 302, 94, 40, 36), R("label", "", st["song"], 700, 94, 500, 22),
                R("label", "", st["time"], 700, 116, 200, 18), R("toggle-button", "Repeat", "", 1420, 94, 36, 36),
                R("toggle-button", "Shuffle", "", 1460, 94, 36, 36), R("push-button", "Volume", "", 1560, 94, 36, 36),
                R("push-button", "Application menu", "", 1650, 94, 36, 36)]
        side = ["Library", "Play Queue", "Music", "Podcasts", "Radio", "Last.fm", "Libre.fm", "Playlists", "My Top Rated",
                "Recently Added", "Recently Played"]
        for i, s in enumerate(side):
            rows.append(R("tree-item", s, "", 210 if s in ("Library", "Playlists") else 226, 150 + 30 * i, 200, 30))
        if st["view"] == "Radio":
            rows += [R("push-button", "Add", "", 440, 146, 80, 32), R("toggle-button", "Browse", "", 524, 146, 90, 32),
                     R("text", "Search", st["search"], 1300, 146, 380, 32)]
            items = shown if shown is not None else stations
            genres: dict[str, int] = {}
            for _, g in items:
                genres[g or "Unknown"] = genres.get(g or "Unknown", 0) + 1
            rows.append(R("table-cell", "", f"All ({len(items)})", 440, 190, 1240, 26))
            for i, g in enumerate(sorted(genres)):
                rows.append(R("table-cell", "", f"{g} ({genres[g]})", 440, 216 + 26 * i, 1240, 26))
            rows += grid([("Title", 440, 620), ("Genre", 1060, 300), ("Rating", 1360, 160), ("Last Played", 1520, 160)],
                         [(t, g, "", last.get(t, "Never")) for t, g in items], 420, 28)
        else:
            rows += [R("label", "", "Music: 1,482 songs, 4 days 2 hours, 9.1 GB", 440, 950, 400, 22)]
        return rows + extra

    last = {"FIP": "Yesterday", "KEXP 90.3 FM": "11/02/2024", "Jazz24": "Yesterday", "BBC World Service": "Today 08:12",
            "Radio Paradise – Main Mix": "10/28/2024", "SomaFM: Groove Salad": "11/04/2024"}
    clock = "Nov 6  17:52"
    state = screen("Rhythmbox", window([]), clock, ("Rhythmbox",))
    st["view"] = "Radio"
    turns = [(code("pyautogui.click(300, 285)  # Radio"), screen("Rhythmbox", window([]), clock, ("Rhythmbox",)))]
    dlg = [R("dialog", "New Internet Radio Station", "", 660, 430, 600, 170),
           R("label", "", "URL of internet radio station:", 680, 460, 300, 24), R("text", "", "", 680, 490, 560, 32),
           R("push-button", "Cancel", "", 1040, 550, 100, 34), R("push-button", "Add", "", 1150, 550, 90, 34)]
    turns.append((code("pyautogui.click(480, 162)  # Add"), screen("Rhythmbox", window(dlg), clock, ("Rhythmbox",))))
    stations.insert(3, (url, ""))
    turns.append((code(f"pyautogui.write('{url}')\npyautogui.click(1195, 567)"), screen("Rhythmbox", window([]), "Nov 6  17:53", ("Rhythmbox",))))

    def props(title: str, genre: str) -> list[Row]:
        return [R("dialog", f"{title} Properties", "", 660, 300, 600, 420),
                R("label", "Title:", "Title:", 680, 340, 100, 24), R("text", "Title", title, 800, 336, 440, 32),
                R("label", "Genre:", "Genre:", 680, 384, 100, 24), R("text", "Genre", genre, 800, 380, 440, 32),
                R("label", "Location:", "Location:", 680, 428, 100, 24), R("text", "Location", url, 800, 424, 440, 32),
                R("label", "Rating:", "Rating:", 680, 472, 100, 24), R("slider", "Rating", "0", 800, 470, 120, 24),
                R("label", "Play count:", "Play count:", 680, 510, 100, 24), R("label", "", "0", 800, 510, 200, 24),
                R("label", "Last played:", "Last played:", 680, 544, 100, 24), R("label", "", "Never", 800, 544, 200, 24),
                R("label", "Bitrate:", "Bitrate:", 680, 578, 100, 24), R("label", "", "Unknown", 800, 578, 200, 24),
                R("push-button", "Close", "", 1140, 660, 100, 34)]

    turns.append((code("pyautogui.rightClick(700, 546)  # the new station\npyautogui.click(760, 700)  # Properties"),
                  screen("Rhythmbox", window(props(url, "")), "Nov 6  17:53", ("Rhythmbox",))))
    del stations[3]
    stations.insert(5, ("Radio Nova (Paris)", "Eclectic"))
    turns.append((code("pyautogui.tripleClick(1020, 352)\npyautogui.write('Radio Nova (Paris)')\npyautogui.tripleClick(1020, 396)\n"
                       "pyautogui.write('Eclectic')\npyautogui.click(1190, 677)  # Close"),
                  screen("Rhythmbox", window([]), "Nov 6  17:54", ("Rhythmbox",))))
    st["song"], st["time"] = "Radio Nova (Paris)", "0:04"
    turns.append((code("pyautogui.doubleClick(700, 602)  # Radio Nova (Paris)"), screen("Rhythmbox", window([]), "Nov 6  17:54", ("Rhythmbox",))))
    st["song"], st["time"], st["search"] = "Parcels – Tieduprightnow", "1:12", "nova"
    turns.append((code("pyautogui.click(1490, 162)\npyautogui.write('nova')"), screen("Rhythmbox", window([], shown=[]), "Nov 6  17:55", ("Rhythmbox",))))
    rs.add(task="os", tid="h43-os-12", system=system(task), turns=turns, state=state,
           bad=True, turn=7, kind="station created and renamed earlier is missing from the radio list when searched")


# Transmission (speed limits) - bad
def t13(rs: RowSet) -> None:
    task = ("In Transmission, cap global speeds at 250 kB/s upload and 2000 kB/s download, then limit the Debian DVD "
            "download on its own to 1500 kB/s.")
    names = ["ubuntu-24.04.1-desktop-amd64.iso", "debian-12.7.0-amd64-DVD-1.iso", "Fedora-Workstation-Live-x86_64-40-1.14.iso",
             "archlinux-2024.09.01-x86_64.iso", "openSUSE-Tumbleweed-DVD-x86_64-Snapshot20240918-Media.iso"]

    def lines(u_up: int, d_down: str, d_up: int, have: str, pct: str, left: str, a_up: int, fedora: str | None = None) -> list[tuple[str, str]]:
        return [(f"Seeding to 3 of 41 peers - ↑ {u_up} kB/s", "6.10 GB, uploaded 9.84 GB (Ratio: 1.61)"),
                (f"Downloading from 18 of 52 peers - ↓ {d_down}, ↑ {d_up} kB/s", f"{have} of 3.72 GB ({pct}) - {left} remaining"),
                (fedora or "Paused", "2.29 GB, uploaded 0.98 GB (Ratio: 0.43)"),
                (f"Seeding to 1 of 12 peers - ↑ {a_up} kB/s", "1.12 GB, uploaded 3.31 GB (Ratio: 2.95)"),
                ("Queued for download", "0 bytes of 4.38 GB (0.0%)")]

    def window(rows_: list[tuple[str, str]], total: str, show: str = "All (5)", only: tuple[int, ...] = (0, 1, 2, 3, 4)) -> list[Row]:
        rows = [R("frame", "Transmission", "", 260, 120, 1400, 820)]
        for i, m in enumerate(["File", "Edit", "Torrent", "View", "Help"]):
            rows.append(R("menu", m, "", 266 + 72 * i, 152, 68, 26))
        for i, b in enumerate(["Open a torrent", "Start torrent", "Pause torrent", "Remove torrent", "Torrent properties"]):
            rows.append(R("push-button", b, "", 270 + 46 * i, 182, 42, 40))
        rows += [R("label", "Show:", "Show:", 270, 234, 50, 24), R("combo-box", "Activity", show, 324, 230, 200, 30),
                 R("combo-box", "Trackers", "All", 530, 230, 160, 30), R("text", "Search", "", 1350, 230, 300, 30)]
        for k, i in enumerate(only):
            y = 270 + 72 * k
            rows += [R("list-item", names[i], "", 270, y, 1380, 70), R("label", "", rows_[i][0], 300, y + 26, 900, 20),
                     R("progress-bar", "", "", 300, y + 46, 1330, 6), R("label", "", rows_[i][1], 300, y + 52, 900, 18)]
        rows += [R("push-button", "Options", "", 270, 906, 34, 30), R("toggle-button", "Alternative Speed Limits", "", 308, 906, 34, 30),
                 R("label", "", "Ratio: 1.38", 700, 910, 160, 22), R("label", "", total, 1400, 910, 240, 22)]
        return rows

    def prefs(up: tuple[str, str], down: tuple[str, str]) -> list[Row]:
        rows = [R("dialog", "Transmission Preferences", "", 610, 200, 700, 620)]
        for i, t in enumerate(["Speed", "Downloading", "Seeding", "Privacy", "Network", "Desktop", "Remote"]):
            rows.append(R("page-tab", t, "", 624 + 96 * i, 236, 94, 30))
        rows += [R("label", "Speed Limits", "Speed Limits", 640, 290, 200, 24),
                 R("check-box", "Upload (kB/s):", up[0], 660, 326, 200, 24), R("spin-button", "Upload (kB/s):", up[1], 1080, 322, 160, 30),
                 R("check-box", "Download (kB/s):", down[0], 660, 362, 200, 24), R("spin-button", "Download (kB/s):", down[1], 1080, 358, 160, 30),
                 R("label", "Alternative Speed Limits", "Alternative Speed Limits", 640, 420, 300, 24),
                 R("label", "", "Override normal speed limits manually or at scheduled times", 660, 452, 500, 22),
                 R("label", "Upload (kB/s):", "Upload (kB/s):", 660, 488, 200, 24), R("spin-button", "Alt upload", "50", 1080, 484, 160, 30),
                 R("label", "Download (kB/s):", "Download (kB/s):", 660, 524, 200, 24), R("spin-button", "Alt download", "50", 1080, 520, 160, 30),
                 R("check-box", "Scheduled times:", "unchecked", 660, 566, 160, 24), R("combo-box", "From", "23:00", 830, 562, 100, 30),
                 R("label", "", "to", 940, 566, 20, 24), R("combo-box", "To", "07:00", 970, 562, 100, 30),
                 R("label", "On days:", "On days:", 660, 606, 100, 24), R("combo-box", "On days", "Every Day", 770, 602, 200, 30),
                 R("push-button", "Help", "", 630, 770, 90, 34), R("push-button", "Close", "", 1200, 770, 90, 34)]
        return rows

    clock = "Sep 24  22:31"
    state = screen("Transmission", window(lines(212, "1.6 MB/s", 64, "1.52 GB", "40.9%", "23 min", 48), "↓ 1.6 MB/s  ↑ 324 kB/s"), clock, ("Transmission",))
    w1 = window(lines(198, "1.7 MB/s", 58, "1.58 GB", "42.5%", "21 min", 51), "↓ 1.7 MB/s  ↑ 307 kB/s")
    turns = [(code("pyautogui.click(338, 165)  # Edit\npyautogui.click(400, 330)  # Preferences"),
              screen("Transmission", w1 + prefs(("unchecked", "100"), ("unchecked", "100")), clock, ("Transmission",)))]
    w2 = window(lines(146, "1.7 MB/s", 41, "1.63 GB", "43.8%", "20 min", 38), "↓ 1.7 MB/s  ↑ 225 kB/s")
    turns.append((code("pyautogui.click(672, 338)\npyautogui.tripleClick(1150, 337)\npyautogui.write('250')\npyautogui.press('tab')\n"
                       "pyautogui.click(672, 374)\npyautogui.tripleClick(1150, 373)\npyautogui.write('2000')\npyautogui.press('tab')"),
                  screen("Transmission", w2 + prefs(("checked", "250"), ("checked", "2000")), "Sep 24  22:32", ("Transmission",))))
    w3 = window(lines(139, "1.8 MB/s", 36, "1.69 GB", "45.4%", "19 min", 44, fedora="Seeding to 2 of 17 peers - ↑ 29 kB/s"), "↓ 1.8 MB/s  ↑ 248 kB/s")
    turns.append((code("pyautogui.click(1245, 787)  # Close"), screen("Transmission", w3, "Sep 24  22:32", ("Transmission",))))
    lf = lines(0, "1.8 MB/s", 33, "1.74 GB", "46.8%", "18 min", 0)
    turns.append((code("pyautogui.click(424, 245)\ntime.sleep(0.5)\npyautogui.click(424, 335)  # Downloading"),
                  screen("Transmission", window(lf, "↓ 1.8 MB/s  ↑ 241 kB/s", "Downloading (2)", (1, 4)), "Sep 24  22:33", ("Transmission",))))

    def details(tab: str, limit: tuple[str, str] = ("unchecked", "100")) -> list[Row]:
        rows = [R("dialog", "debian-12.7.0-amd64-DVD-1.iso Properties", "", 560, 180, 800, 700)]
        for i, t in enumerate(["Information", "Peers", "Trackers", "Files", "Options"]):
            rows.append(R("page-tab", t, "", 580 + 110 * i, 216, 106, 30))
        if tab == "Information":
            info = [("Activity", ""), ("Torrent size:", "3.72 GB (15,237 pieces @ 256 KiB)"), ("Have:", "1.79 GB (48.1%)"),
                    ("Uploaded:", "96.2 MB (Ratio: 0.05)"), ("Downloaded:", "1.81 GB"), ("State:", "Downloading"),
                    ("Running time:", "44 minutes"), ("Remaining time:", "17 minutes"), ("Last activity:", "Active now"),
                    ("Error:", "No errors"), ("Details", ""), ("Location:", "/home/lena/Downloads"),
                    ("Hash:", "7a9c1e3f5d2b84a06c1f9e3d7b5a2c4e8f0d6b13"), ("Privacy:", "Public torrent"),
                    ("Origin:", "Created by mktorrent 1.1 on Sat Sep 7 10:14:52 2024"), ("Comment:", "\"Debian CD from cdimage.debian.org\"")]
            for i, (k, v) in enumerate(info):
                rows.append(R("label", k, k, 590 if v else 580, 262 + 32 * i, 180, 24))
                if v:
                    rows.append(R("label", "", v, 780, 262 + 32 * i, 560, 24))
        else:
            rows += [R("label", "Speed", "Speed", 580, 262, 200, 24),
                     R("check-box", "Honor global limits", "checked", 600, 296, 300, 24),
                     R("check-box", "Limit download speed (kB/s):", limit[0], 600, 330, 300, 24),
                     R("spin-button", "Limit download speed (kB/s):", limit[1], 1120, 326, 160, 30),
                     R("check-box", "Limit upload speed (kB/s):", "unchecked", 600, 366, 300, 24),
                     R("spin-button", "Limit upload speed (kB/s):", "100", 1120, 362, 160, 30),
                     R("label", "Torrent priority:", "Torrent priority:", 600, 404, 200, 24), R("combo-box", "Torrent priority", "Normal", 1120, 400, 160, 30),
                     R("label", "Seeding Limits", "Seeding Limits", 580, 456, 200, 24),
                     R("label", "Ratio:", "Ratio:", 600, 490, 100, 24), R("combo-box", "Ratio", "Use global settings", 900, 486, 220, 30),
                     R("label", "Idle:", "Idle:", 600, 526, 100, 24), R("combo-box", "Idle", "Use global settings", 900, 522, 220, 30),
                     R("label", "Peer Connections", "Peer Connections", 580, 578, 200, 24),
                     R("label", "Maximum peers:", "Maximum peers:", 600, 612, 200, 24), R("spin-button", "Maximum peers", "50", 1120, 608, 160, 30)]
        rows.append(R("push-button", "Close", "", 1250, 830, 90, 34))
        return rows

    lf2 = lines(0, "1.8 MB/s", 31, "1.79 GB", "48.1%", "17 min", 0)
    w5 = window(lf2, "↓ 1.8 MB/s  ↑ 239 kB/s", "Downloading (2)", (1, 4))
    turns.append((code("pyautogui.click(800, 305)  # debian row\npyautogui.hotkey('alt', 'enter')"),
                  screen("Transmission", w5 + details("Information"), "Sep 24  22:33", ("Transmission",))))
    turns.append((code("pyautogui.click(1073, 231)  # Options"), screen("Transmission", w5 + details("Options"), "Sep 24  22:33", ("Transmission",))))
    lf3 = lines(0, "1.5 MB/s", 30, "1.83 GB", "49.2%", "21 min", 0)
    w7 = window(lf3, "↓ 1.5 MB/s  ↑ 236 kB/s", "Downloading (2)", (1, 4))
    turns.append((code("pyautogui.click(612, 342)\npyautogui.tripleClick(1190, 341)\npyautogui.write('1500')\npyautogui.press('tab')"),
                  screen("Transmission", w7 + details("Options", ("checked", "1500")), "Sep 24  22:34", ("Transmission",))))
    lf4 = lines(0, "1.4 MB/s", 30, "1.89 GB", "50.8%", "22 min", 0)
    turns.append((code("pyautogui.click(1295, 847)  # Close"),
                  screen("Transmission", window(lf4, "↓ 1.4 MB/s  ↑ 233 kB/s", "Downloading (2)", (1, 4)), "Sep 24  22:34", ("Transmission",))))
    rs.add(task="os", tid="h43-os-13", system=system(task), turns=turns, state=state,
           bad=True, turn=3, kind="paused Fedora torrent shows as seeding though nobody resumed it")


# VLC (media library) - clean
def t14(rs: RowSet) -> None:
    task = ("Add the folder ~/Videos/lectures to VLC's Media Library, sort the library by duration, play the shortest "
            "lecture at 1.25x speed, then pause it.")
    lib = [["Planet Earth II - E01 Islands.mkv", "58:47", ""], ["Cosmos - A Spacetime Odyssey S01E01.mkv", "43:58", ""],
           ["The Last Dance - Episode 1.mp4", "50:12", ""]]
    lectures = [("01 - Vectors and spaces.mp4", "52:18"), ("02 - Linear transformations.mp4", "47:05"),
                ("03 - Eigenvalues and eigenvectors.mp4", "41:12"), ("04 - Orthogonality.mp4", "55:40"),
                ("05 - Least squares.mp4", "44:27"), ("06 - Singular value decomposition.mp4", "01:03:09"),
                ("07 - Review session.mp4", "38:51")]
    st = {"side": "", "title": "VLC media player", "elapsed": "--:--", "total": "--:--", "play": "Play", "speed": "1.00x"}

    def window(extra: list[Row] | None = None) -> list[Row]:
        rows = [R("frame", st["title"], "", 200, 80, 1400, 860)]
        for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]):
            rows.append(R("menu", m, "", 206 + 78 * i, 112, 74, 26))
        if st["side"]:
            for i, s in enumerate(["Playlist", "Media Library", "My Computer", "My Videos", "My Music", "My Pictures",
                                   "Devices", "Local Network", "Universal Plug'n'Play", "Network streams (SAP)", "Internet", "Podcasts"]):
                rows.append(R("tree-item", s, "", 210 if s in ("Playlist", "Media Library", "My Computer", "Devices", "Local Network", "Internet") else 230,
                              146 + 28 * i, 200, 28))
            items = lib if st["side"] == "Media Library" else []
            rows += grid([("Title", 420, 720), ("Duration", 1140, 140), ("Album", 1280, 310)], [tuple(x) for x in items], 146, 28)
        rows += [R("slider", "Position", "", 210, 866, 1380, 16), R("label", "", st["elapsed"], 210, 886, 80, 22),
                 R("label", "", st["total"], 1510, 886, 80, 22), R("push-button", st["play"], "", 214, 906, 40, 30),
                 R("push-button", "Previous media in the playlist", "", 262, 906, 34, 30), R("push-button", "Stop playback", "", 298, 906, 34, 30),
                 R("push-button", "Next media in the playlist", "", 334, 906, 34, 30), R("push-button", "Toggle the video to fullscreen", "", 380, 906, 34, 30),
                 R("push-button", "Show extended settings", "", 416, 906, 34, 30), R("push-button", "Toggle playlist", "", 452, 906, 34, 30),
                 R("push-button", "Click to toggle between loop all, loop one and no loop", "", 488, 906, 34, 30),
                 R("push-button", "Random", "", 524, 906, 34, 30), R("push-button", "Mute", "", 1380, 906, 34, 30),
                 R("slider", "Volume", "100%", 1420, 910, 110, 22), R("label", "", st["speed"], 1540, 912, 50, 20)]
        return rows + (extra or [])

    clock = "Mar 5  09:11"
    state = screen("VLC media player", window(), clock)
    st["side"] = "Playlist"
    turns = [(code("pyautogui.hotkey('ctrl', 'l')"), screen("VLC media player", window(), clock))]
    st["side"] = "Media Library"
    turns.append((code("pyautogui.click(310, 188)  # Media Library"), screen("VLC media player", window(), clock)))
    lib += [[t, "--:--", "Linear Algebra (Spring 2023)"] for t, _ in lectures]
    turns.append((code("pyautogui.rightClick(800, 400)\npyautogui.click(860, 430)  # Add Directory...\ntime.sleep(1)\n"
                       "pyautogui.write('/home/arjun/Videos/lectures')\npyautogui.press('enter')"),
                  screen("VLC media player", window(), "Mar 5  09:12")))
    for row in lib[3:]:
        row[1] = dict(lectures)[row[0]]

    def secs(d: str) -> int:
        parts = [int(p) for p in d.split(":")]
        return parts[0] * 3600 + parts[1] * 60 + parts[2] if len(parts) == 3 else parts[0] * 60 + parts[1]

    lib.sort(key=lambda r: secs(r[1]))
    turns.append((code("pyautogui.click(1210, 160)  # Duration column header"), screen("VLC media player", window(), "Mar 5  09:12")))
    st.update(title="07 - Review session.mp4 - VLC media player", elapsed="00:03", total="38:51", play="Pause the playback")
    turns.append((code("pyautogui.doubleClick(780, 188)  # 07 - Review session.mp4"), screen("VLC media player", window(), "Mar 5  09:13")))
    st["elapsed"] = "00:41"
    popup = [R("slider", "Playback speed", "1.00x", 1380, 820, 200, 30)]
    turns.append((code("pyautogui.click(1565, 922)  # speed label"), screen("VLC media player", window(popup), "Mar 5  09:13")))
    st["elapsed"], st["speed"] = "01:17", "1.25x"
    popup = [R("slider", "Playback speed", "1.25x", 1380, 820, 200, 30)]
    turns.append((code("pyautogui.moveTo(1480, 835)  # handle at 1.00x\npyautogui.dragTo(1505, 835, duration=0.4)"), screen("VLC media player", window(popup), "Mar 5  09:14")))
    st["elapsed"] = "02:05"
    lib.sort(key=lambda r: r[0].lower())
    turns.append((code("pyautogui.press('escape')\npyautogui.click(780, 160)  # Title column header"), screen("VLC media player", window(), "Mar 5  09:14")))
    st["elapsed"], st["play"] = "02:31", "Play"
    turns.append((code("pyautogui.press('space')"), screen("VLC media player", window(), "Mar 5  09:15")))
    rs.add(task="os", tid="h43-os-14", system=system(task), turns=turns, state=state)


def chrome(tabs: list[str], active: int, url: str, avatar: str, page: list[Row], x: int = 70, y: int = 27) -> list[Row]:
    rows = [R("frame", f"{tabs[active]} - Google Chrome", "", x, y, 1850, 1053)]
    for i, t in enumerate(tabs):
        rows += [R("page-tab", t, "", x + 10 + 240 * i, y + 8, 236, 34), R("push-button", "Close", "", x + 216 + 240 * i, y + 16, 18, 18)]
    rows += [R("push-button", "New Tab", "", x + 14 + 240 * len(tabs), y + 12, 28, 28),
             R("push-button", "Back", "", x + 8, y + 48, 34, 34), R("push-button", "Forward", "", x + 44, y + 48, 34, 34),
             R("push-button", "Reload", "", x + 80, y + 48, 34, 34), R("text", "Address and search bar", url, x + 130, y + 50, 1500, 30),
             R("push-button", "Bookmark this tab", "", x + 1640, y + 48, 34, 34), R("push-button", avatar, "", x + 1720, y + 48, 60, 34),
             R("push-button", "Chrome", "", x + 1790, y + 48, 34, 34)]
    return rows + page


# Chrome (profiles) - clean
def t15(rs: RowSet) -> None:
    task = ("In Google Chrome, delete the unused 'Test' profile, then create a new profile without signing in, named "
            "'Client - Halvorsen' with a green color, and check which profile directory it got.")
    tabs = ["Kestrel Intranet – Dashboard", "Benchling – Notebook", "Inbox (14) - rahul.menon@kestrelbio.com - Kestrel Bio Mail"]
    page = [R("heading", "Good morning, Rahul", "", 120, 150, 600, 40), R("link", "Lab bookings", "", 120, 220, 200, 24),
            R("link", "Purchase requests (3 pending)", "", 120, 252, 300, 24), R("link", "Cold room rota", "", 120, 284, 200, 24),
            R("link", "IT helpdesk", "", 120, 316, 200, 24), R("heading", "Announcements", "", 120, 380, 400, 30),
            R("paragraph", "", "Sequencing core closed 12–13 Sept for instrument service.", 120, 420, 900, 24),
            R("paragraph", "", "New biosafety training deadline: 30 September.", 120, 450, 900, 24)]
    main = chrome(tabs, 0, "intranet.kestrelbio.com/dashboard", "Work", page)
    profiles = [("Work", "rahul.menon@kestrelbio.com"), ("Person 2", ""), ("Test", "")]

    def picker(extra: list[Row]) -> list[Row]:
        rows = [R("frame", "Google Chrome", "", 520, 140, 880, 760), R("heading", "Who's using Chrome?", "", 640, 230, 640, 44)]
        for i, (n, sub) in enumerate(profiles):
            rows += [R("push-button", n, sub, 640 + 200 * i, 320, 180, 200),
                     R("push-button", f"More actions for {n}", "", 780 + 200 * i, 330, 30, 30)]
        rows += [R("push-button", "Add", "", 640 + 200 * len(profiles), 320, 180, 200),
                 R("check-box", "Show on startup", "checked", 860, 820, 200, 24), R("push-button", "Guest mode", "", 1240, 816, 130, 32)]
        return rows + extra

    clock = "Sep 10  09:03"
    state = screen("Google Chrome", main, clock)
    pmenu = [R("label", "", "Rahul Menon", 1530, 120, 300, 24), R("label", "", "rahul.menon@kestrelbio.com", 1530, 146, 300, 20),
             R("push-button", "Sync is on", "", 1530, 176, 300, 32), R("label", "", "Other Chrome profiles", 1530, 226, 300, 20),
             R("menu-item", "Person 2", "", 1520, 252, 320, 36), R("menu-item", "Test", "", 1520, 288, 320, 36),
             R("menu-item", "Add", "", 1520, 324, 320, 36), R("menu-item", "Guest", "", 1520, 360, 320, 36),
             R("push-button", "Manage Chrome profiles", "", 1800, 226, 30, 30)]
    turns = [(code("pyautogui.click(1820, 92)  # profile avatar"), screen("Google Chrome", main + pmenu, clock))]
    turns.append((code("pyautogui.click(1815, 241)  # Manage Chrome profiles"), screen("Google Chrome", main + picker([]), clock)))
    more = menu(["Edit", "Delete"], 1180, 364, 160, 34)
    turns.append((code("pyautogui.click(1195, 345)  # More actions for Test"), screen("Google Chrome", main + picker(more), "Sep 10  09:04")))
    confirm = [R("dialog", "Delete this profile and browsing data?", "", 700, 380, 520, 330),
               R("label", "", "This will permanently delete the browsing data from this device.", 720, 430, 480, 24),
               R("label", "", "Browsing history", 720, 470, 300, 22), R("label", "", "12", 1140, 470, 60, 22),
               R("label", "", "Passwords", 720, 498, 300, 22), R("label", "", "0", 1140, 498, 60, 22),
               R("label", "", "Bookmarks", 720, 526, 300, 22), R("label", "", "3", 1140, 526, 60, 22),
               R("label", "", "Autofill form data", 720, 554, 300, 22), R("label", "", "0", 1140, 554, 60, 22),
               R("push-button", "Cancel", "", 1000, 650, 100, 34), R("push-button", "Delete", "", 1110, 650, 90, 34)]
    turns.append((code("pyautogui.click(1260, 415)  # Delete"), screen("Google Chrome", main + picker(confirm), "Sep 10  09:04")))
    del profiles[2]
    turns.append((code("pyautogui.click(1155, 667)"), screen("Google Chrome", main + picker([]), "Sep 10  09:04")))
    setup = [R("frame", "Google Chrome", "", 520, 140, 880, 760), R("heading", "Set up your new Chrome profile", "", 640, 260, 640, 44),
             R("paragraph", "", "Sign in to get your bookmarks, history, passwords, and other settings on all your devices", 640, 320, 640, 44),
             R("push-button", "Sign in", "", 860, 420, 200, 40), R("push-button", "Continue without an account", "", 820, 480, 280, 40),
             R("push-button", "Back", "", 540, 160, 34, 34)]
    turns.append((code("pyautogui.click(1130, 420)  # Add"), screen("Google Chrome", main + setup, "Sep 10  09:05")))

    def custom(name: str, color: str) -> list[Row]:
        rows = [R("frame", "Google Chrome", "", 520, 140, 880, 760), R("heading", "Customize your Chrome profile", "", 640, 230, 640, 44),
                R("text", "Add a name or label like \"Work\" or \"Personal\"", name, 700, 420, 520, 40), R("label", "", "Pick a theme color", 700, 490, 300, 24)]
        for i, c in enumerate(["Default", "Grey", "Blue", "Aqua", "Green", "Viridian", "Citron", "Orange", "Apricot", "Rose", "Pink", "Fuchsia", "Violet"]):
            rows.append(R("radio-button", c, "checked" if c == color else "unchecked", 700 + 40 * i, 524, 34, 34))
        rows += [R("check-box", "Create desktop shortcut", "unchecked", 700, 600, 300, 24), R("push-button", "Done", "", 1120, 820, 100, 36)]
        return rows

    turns.append((code("pyautogui.click(960, 500)  # Continue without an account"), screen("Google Chrome", main + custom("Person 3", "Default"), "Sep 10  09:05")))
    new_page = [R("heading", "Google", "", 760, 300, 400, 100), R("text", "Search Google or type a URL", "", 600, 440, 720, 46),
                R("link", "Add shortcut", "", 900, 540, 120, 110), R("push-button", "Customize Chrome", "", 1720, 1020, 180, 40)]
    win2 = chrome(["New Tab"], 0, "", "Client - Halvorsen", new_page)
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Client - Halvorsen')\npyautogui.click(877, 541)  # Green\npyautogui.click(1170, 838)  # Done"),
                  screen("Google Chrome", main + win2, "Sep 10  09:06")))
    version = [R("heading", "Google Chrome", "", 120, 140, 400, 34)]
    for i, (k, v) in enumerate([("Google Chrome:", "128.0.6613.137 (Official Build) (64-bit)"),
                                ("Revision:", "fe621c5aa2d6b987e964fb1b5066833da5fb613d-refs/branch-heads/6613@{#1711}"),
                                ("OS:", "Linux"), ("JavaScript:", "V8 12.8.374.31"),
                                ("User Agent:", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36"),
                                ("Command Line:", "/usr/bin/google-chrome-stable --profile-directory=\"Profile 5\" --flag-switches-begin --flag-switches-end"),
                                ("Executable Path:", "/opt/google/chrome/google-chrome"),
                                ("Profile Path:", "/home/rahul/.config/google-chrome/Profile 5"),
                                ("Linker:", "lld"), ("Variations Seed Type:", "Null")]):
        version += [R("label", "", k, 120, 200 + 34 * i, 200, 24), R("label", "", v, 330, 200 + 34 * i, 1500, 24)]
    win3 = chrome(["About Version"], 0, "chrome://version", "Client - Halvorsen", version)
    turns.append((code("pyautogui.click(900, 92)\npyautogui.write('chrome://version')\npyautogui.press('enter')"),
                  screen("Google Chrome", main + win3, "Sep 10  09:06")))
    rs.add(task="os", tid="h43-os-15", system=system(task), turns=turns, state=state)


def firefox(title: str, url: str, page: list[Row], downloads: bool = False) -> list[Row]:
    rows = [R("frame", f"{title} — Mozilla Firefox", "", 70, 27, 1850, 1053), R("page-tab", title, "", 80, 34, 240, 36),
            R("push-button", "Open a new tab", "", 326, 38, 30, 30), R("push-button", "Back", "", 80, 78, 32, 32),
            R("push-button", "Forward", "", 114, 78, 32, 32), R("push-button", "Reload", "", 148, 78, 32, 32),
            R("push-button", "Site information", "", 200, 80, 28, 28), R("entry", "Search with Google or enter address", url, 230, 78, 1400, 32)]
    if downloads:
        rows.append(R("push-button", "Downloads", "", 1790, 78, 32, 32))
    rows += [R("push-button", "Firefox View", "", 1830, 78, 32, 32), R("push-button", "Open application menu", "", 1870, 78, 32, 32)]
    return rows + page


# Firefox (downloads and site permissions) - bad
def t16(rs: RowSet) -> None:
    task = ("Download the PDFs of invoices INV-2024-0412 and INV-2024-0398 from the Northwind portal, then in Firefox's "
            "settings block notifications from portal.northwind-energy.com and remove the camera permission of meet.jit.si.")
    inv = [("INV-2024-0412", "Aug 2024", "€1,284.40", "Due 30 Sep"), ("INV-2024-0398", "Jul 2024", "€1,197.15", "Paid"),
           ("INV-2024-0371", "Jun 2024", "€1,042.90", "Paid"), ("INV-2024-0355", "May 2024", "€986.20", "Paid"),
           ("INV-2024-0330", "Apr 2024", "€1,113.75", "Paid")]
    portal = [R("heading", "Invoices", "", 140, 160, 400, 40), R("label", "", "Customer no. NW-0088213 · Keller Bakeries GmbH", 140, 206, 600, 22)]
    portal += grid([("Invoice", 140, 260), ("Period", 400, 200), ("Amount", 600, 200), ("Status", 800, 200), ("", 1000, 200)],
                   [(a, b, c, d, "Download PDF") for a, b, c, d in inv], 250, 40)
    url = "https://portal.northwind-energy.com/invoices"
    older = [("northwind_tariffs_2024.xlsx", "48.6 KB — northwind-energy.com — 9:47 AM"),
             ("zoom_amd64.deb", "164 MB — zoom.us — 9/17/24"), ("boarding_pass_LH1234.pdf", "96.3 KB — lufthansa.com — 9/15/24")]

    def panel(items: list[tuple[str, str]]) -> list[Row]:
        rows = [R("panel", "Downloads", "", 1500, 116, 420, 80 + 60 * len(items))]
        for i, (n, _) in enumerate(items):
            size = _.split(" — ")[0]
            rows += [R("list-item", n, "", 1510, 126 + 60 * i, 400, 56), R("label", "", f"Completed — {size}", 1560, 154 + 60 * i, 340, 20)]
        rows.append(R("push-button", "Show all downloads", "", 1510, 126 + 60 * len(items), 400, 36))
        return rows

    def library(items: list[tuple[str, str]]) -> list[Row]:
        rows = [R("frame", "Library", "", 400, 200, 1100, 640), R("push-button", "Organize", "", 420, 240, 100, 30),
                R("push-button", "Views", "", 524, 240, 80, 30), R("push-button", "Import and Backup", "", 608, 240, 160, 30),
                R("entry", "Search Downloads", "", 1180, 240, 300, 30)]
        for i, t in enumerate(["History", "Downloads", "Tags", "All Bookmarks"]):
            rows.append(R("tree-item", t, "", 410, 290 + 30 * i, 220, 30))
        for i, (n, s) in enumerate(items):
            rows += [R("list-item", n, "", 640, 290 + 56 * i, 850, 54), R("label", "", s, 690, 316 + 56 * i, 700, 20)]
        return rows

    clock = "Sep 18  10:20"
    state = screen("Firefox", firefox("Invoices · Northwind Energy", url, portal), clock)
    d1 = ("INV-2024-0412.pdf", "182 KB — portal.northwind-energy.com — 10:21 AM")
    turns = [(code("pyautogui.click(1080, 310)  # Download PDF, INV-2024-0412"),
              screen("Firefox", firefox("Invoices · Northwind Energy", url, portal, True) + panel([d1] + older), "Sep 18  10:21"))]
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'shift', 'y')"),
                  screen("Firefox", firefox("Invoices · Northwind Energy", url, portal, True) + library([d1] + older), "Sep 18  10:21")))
    d2 = ("INV-2024-0398.pdf", "201 KB — portal.northwind-energy.com — 10:08 AM")
    turns.append((code("pyautogui.hotkey('ctrl', 'w')\npyautogui.click(1080, 350)  # Download PDF, INV-2024-0398"),
                  screen("Firefox", firefox("Invoices · Northwind Energy", url, portal, True) + panel([d2, d1] + older), "Sep 18  10:22")))
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'shift', 'y')"),
                  screen("Firefox", firefox("Invoices · Northwind Energy", url, portal, True) + library([d2, d1] + older), "Sep 18  10:23")))
    prefs = [R("list-item", "General", "", 120, 160, 240, 40), R("list-item", "Home", "", 120, 200, 240, 40),
             R("list-item", "Search", "", 120, 240, 240, 40), R("list-item", "Privacy & Security", "", 120, 280, 240, 40),
             R("list-item", "Sync", "", 120, 320, 240, 40), R("entry", "Find in Settings", "", 1300, 130, 300, 32),
             R("heading", "Permissions", "", 420, 160, 400, 34)]
    for i, p in enumerate(["Location", "Camera", "Microphone", "Speaker Selection", "Notifications", "Autoplay", "Virtual Reality"]):
        prefs += [R("label", p, p, 440, 214 + 44 * i, 300, 24), R("push-button", "Settings…", "", 1400, 208 + 44 * i, 110, 34)]
    prefs += [R("check-box", "Block pop-up windows", "checked", 440, 530, 300, 24), R("push-button", "Exceptions…", "", 1400, 524, 110, 34),
              R("check-box", "Warn you when websites try to install add-ons", "checked", 440, 574, 420, 24),
              R("push-button", "Exceptions…", "", 1400, 568, 110, 34)]
    settings = firefox("Settings", "about:preferences#privacy", prefs, True)
    turns.append((code("pyautogui.hotkey('ctrl', 'w')\npyautogui.click(900, 94)\npyautogui.write('about:preferences#privacy')\n"
                       "pyautogui.press('enter')\ntime.sleep(1)\npyautogui.scroll(-15)"), screen("Firefox", settings, "Sep 18  10:23")))

    def perm(kind: str, sites: list[tuple[str, str]], block_new: str) -> list[Row]:
        rows = [R("dialog", f"Settings - {kind} Permissions", "", 560, 220, 800, 600),
                R("label", "", f"The following websites have requested to {'send you notifications' if kind == 'Notification' else 'access your camera'}.", 580, 260, 740, 40),
                R("entry", "Search Website", "", 580, 310, 760, 32)]
        rows += grid([("Website", 580, 520), ("Status", 1100, 240)], [(s, v) for s, v in sites], 356, 36)
        rows += [R("push-button", "Remove Website", "", 580, 650, 150, 34), R("push-button", "Remove All Websites", "", 740, 650, 180, 34),
                 R("check-box", f"Block new requests asking to {'allow notifications' if kind == 'Notification' else 'access your camera'}", block_new, 580, 700, 500, 24),
                 R("push-button", "Cancel", "", 1100, 770, 100, 34), R("push-button", "Save Changes", "", 1210, 770, 130, 34)]
        return rows

    notif = [("https://app.slack.com", "Allow"), ("https://portal.northwind-energy.com", "Allow"), ("https://www.reddit.com", "Block")]
    turns.append((code("pyautogui.click(1455, 401)  # Notifications Settings…"),
                  screen("Firefox", settings + perm("Notification", notif, "unchecked"), "Sep 18  10:24")))
    notif[1] = ("https://portal.northwind-energy.com", "Block")
    turns.append((code("pyautogui.click(1220, 446)\ntime.sleep(0.5)\npyautogui.click(1220, 510)  # Block"),
                  screen("Firefox", settings + perm("Notification", notif, "unchecked"), "Sep 18  10:24")))
    turns.append((code("pyautogui.click(1275, 787)  # Save Changes"), screen("Firefox", settings, "Sep 18  10:24")))
    cam = [("https://meet.jit.si", "Allow"), ("https://teams.microsoft.com", "Allow")]
    turns.append((code("pyautogui.click(1455, 269)  # Camera Settings…"), screen("Firefox", settings + perm("Camera", cam, "unchecked"), "Sep 18  10:25")))
    del cam[0]
    turns.append((code("pyautogui.click(800, 410)  # meet.jit.si\npyautogui.click(655, 667)  # Remove Website"),
                  screen("Firefox", settings + perm("Camera", cam, "unchecked"), "Sep 18  10:25")))
    rs.add(task="os", tid="h43-os-16", system=system(task), turns=turns, state=state,
           bad=True, turn=4, kind="second download's completion time is earlier than the first download's and than the clock when it was made")


# VS Code (settings and tasks) - clean
def t17(rs: RowSet) -> None:
    task = ("In the ledger-sync workspace in VS Code, set the editor tab size to 2 for this workspace only, create a "
            "tasks.json entry for the npm 'test' script, run it, and run it once more to confirm the failing test.")
    tree = [".github", "node_modules", "src", "test-fixtures", ".gitignore", "package-lock.json", "package.json", "README.md",
            "tsconfig.json", "vitest.config.ts"]
    st = {"title": "Welcome - ledger-sync - Visual Studio Code", "changes": 0, "tabs": ["Welcome"], "active": "Welcome",
          "status": ["main", "0 errors, 0 warnings"], "pos": []}

    def window(editor: list[Row], panel: list[Row] | None = None) -> list[Row]:
        rows = [R("frame", st["title"], "", 70, 27, 1850, 1053)]
        for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
            rows.append(R("menu", m, "", 110 + 74 * i, 30, 70, 26))
        scm = f"Source Control ({st['changes']} pending changes)" if st["changes"] else "Source Control"
        for i, a in enumerate(["Explorer", "Search", scm, "Run and Debug", "Extensions", "Testing"]):
            rows.append(R("page-tab", a, "", 70, 64 + 48 * i, 48, 48))
        rows += [R("label", "", "EXPLORER", 130, 64, 200, 22), R("tree-item", "LEDGER-SYNC", "", 120, 92, 300, 22)]
        for i, t in enumerate(tree):
            depth = 2 if t in ("settings.json", "tasks.json") else 1
            rows.append(R("tree-item", t, "", 120 + 12 * depth, 114 + 22 * i, 300 - 12 * depth, 22))
        for i, t in enumerate(st["tabs"]):
            rows.append(R("page-tab", t, "", 420 + 180 * i, 64, 176, 34))
        rows += editor + (panel or [])
        rows += [R("push-button", st["status"][0], "", 76, 1056, 70, 22), R("push-button", st["status"][1], "", 160, 1056, 160, 22)]
        for i, p in enumerate(st["pos"]):
            rows.append(R("push-button", p, "", 1380 + 110 * i, 1056, 106, 22))
        rows.append(R("push-button", "Notifications", "", 1890, 1056, 24, 22))
        return rows

    def lines(text: str) -> list[Row]:
        return [R("paragraph", "", ln, 480, 104 + 19 * i, 1400, 19) for i, ln in enumerate(text.split("\n"))]

    welcome = [R("heading", "Visual Studio Code", "", 700, 200, 600, 50), R("label", "", "Editing evolved", 700, 260, 300, 24),
               R("heading", "Start", "", 700, 330, 200, 28), R("link", "New File...", "", 720, 366, 200, 22),
               R("link", "Open File...", "", 720, 392, 200, 22), R("link", "Open Folder...", "", 720, 418, 200, 22),
               R("heading", "Recent", "", 700, 470, 200, 28), R("link", "ledger-sync ~/src", "", 720, 506, 300, 22),
               R("link", "dotfiles ~", "", 720, 532, 300, 22)]
    clock = "Apr 23  14:05"
    state = screen("Visual Studio Code", window(welcome), clock)

    def settings(tab: str, search: str, items: list[tuple[str, str, str]], found: str = "") -> list[Row]:
        rows = [R("entry", "Search settings", search, 460, 110, 1200, 32), R("label", "", found, 1680, 116, 180, 22),
                R("page-tab", "User", "", 460, 152, 70, 30), R("page-tab", "Workspace", "", 536, 152, 110, 30)]
        if not search:
            for i, g in enumerate(["Commonly Used", "Text Editor", "Workbench", "Window", "Features", "Application", "Security", "Extensions"]):
                rows.append(R("tree-item", g, "", 460, 200 + 28 * i, 220, 28))
        for i, (k, desc, val) in enumerate(items):
            rows += [R("label", k, k, 720, 200 + 96 * i, 900, 24), R("label", "", desc, 720, 226 + 96 * i, 1100, 36),
                     R("spin-button" if val.isdigit() else "combo-box", k, val, 720, 264 + 96 * i, 300, 28)]
        return rows

    common = [("Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "off"),
              ("Editor: Font Size", "Controls the font size in pixels.", "14"),
              ("Editor: Font Family", "Controls the font family.", "'Droid Sans Mono', 'monospace', monospace"),
              ("Editor: Tab Size", "The number of spaces a tab is equal to.", "4"),
              ("Editor: Render Whitespace", "Controls how the editor should render whitespace characters.", "selection"),
              ("Editor: Cursor Style", "Controls the cursor style.", "line"),
              ("Editor: Word Wrap", "Controls how lines should wrap.", "off"),
              ("Editor: Multi Cursor Modifier", "The modifier to be used to add multiple cursors with the mouse.", "alt")]
    st.update(title="Settings - ledger-sync - Visual Studio Code", tabs=["Welcome", "Settings"])
    turns = [(code("pyautogui.hotkey('ctrl', ',')"), screen("Visual Studio Code", window(settings("User", "", common)), clock))]
    tab4 = [("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "4"),
            ("Editor: Detect Indentation", "Controls whether Editor: Tab Size and Editor: Insert Spaces will be automatically detected when a file is opened based on the file contents.", "true"),
            ("Editor: Sticky Tab Stops", "Emulate selection behavior of tab characters when using spaces for indentation.", "false")]
    turns.append((code("pyautogui.click(590, 167)  # Workspace\npyautogui.click(900, 126)\npyautogui.write('tab size')"),
                  screen("Visual Studio Code", window(settings("Workspace", "tab size", tab4, "3 Settings Found")), clock)))
    tab2 = [(tab4[0][0], tab4[0][1], "2")] + tab4[1:]
    tree.insert(1, ".vscode")
    st["changes"] = 1
    turns.append((code("pyautogui.tripleClick(870, 278)\npyautogui.write('2')\npyautogui.press('tab')"),
                  screen("Visual Studio Code", window(settings("Workspace", "tab size", tab2, "3 Settings Found")), "Apr 23  14:06")))
    qp = [R("entry", "Select a task to configure", "", 760, 70, 800, 30)]
    for i, t in enumerate(["Create tasks.json file from template", "npm: build - tsc -p tsconfig.json", "npm: dev - tsx watch src/index.ts",
                           "npm: install - install dependencies from package", "npm: lint - eslint src --ext .ts", "npm: test - vitest run",
                           "tsc: build - tsconfig.json", "tsc: watch - tsconfig.json"]):
        qp.append(R("list-item", t, "", 760, 104 + 26 * i, 800, 26))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Tasks: Configure Task')\npyautogui.press('enter')"),
                  screen("Visual Studio Code", window(settings("Workspace", "tab size", tab2, "3 Settings Found")) + qp, "Apr 23  14:06")))
    tasks_json = ('{\n  "version": "2.0.0",\n  "tasks": [\n    {\n      "type": "npm",\n      "script": "test",\n      "group": "test",\n'
                  '      "problemMatcher": [],\n      "label": "npm: test",\n      "detail": "vitest run"\n    }\n  ]\n}')
    tree[2:2] = ["settings.json", "tasks.json"]
    st.update(title="tasks.json - ledger-sync - Visual Studio Code", tabs=["Welcome", "Settings", "tasks.json"], changes=2,
              pos=["Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "JSON with Comments"])
    turns.append((code("pyautogui.click(1000, 247)  # npm: test - vitest run"),
                  screen("Visual Studio Code", window(lines(tasks_json)), "Apr 23  14:06")))

    def run(start: str, dur: str, t: tuple[str, str, str, str, str], pre: str) -> list[Row]:
        out = (" *  Executing task: npm run test \n\n> ledger-sync@0.8.3 test\n> vitest run\n\n\n RUN  v1.6.0 /home/dmitri/src/ledger-sync\n\n"
               f" ✓ src/parser/ofx.test.ts  (14 tests) {t[0]}\n ✓ src/parser/csv.test.ts  (9 tests) {t[1]}\n"
               f" ✓ src/sync/reconcile.test.ts  (22 tests) {t[2]}\n ❯ src/sync/dedupe.test.ts  (6 tests | 1 failed) {t[3]}\n"
               f"   × dedupe > keeps the earliest duplicate when amounts match {t[4]}\n     → expected '2024-03-02' to be '2024-03-01'\n\n"
               " Test Files  1 failed | 3 passed (4)\n      Tests  1 failed | 50 passed (51)\n"
               f"   Start at  {start}\n   Duration  {dur} (transform {pre})\n\n"
               " *  The terminal process \"/usr/bin/bash '-c', 'npm run test'\" terminated with exit code: 1. \n"
               " *  Terminal will be reused by tasks, press any key to close it. ")
        rows = [R("page-tab", "Problems", "", 430, 640, 90, 28), R("page-tab", "Output", "", 524, 640, 80, 28),
                R("page-tab", "Debug Console", "", 608, 640, 120, 28), R("page-tab", "Terminal", "", 732, 640, 90, 28),
                R("page-tab", "Ports", "", 826, 640, 60, 28), R("list-item", "Task - npm: test", "", 1720, 676, 190, 26),
                R("terminal", "Terminal 1, Task - npm: test", "", 430, 672, 1280, 370)]
        rows += [R("paragraph", "", ln, 440, 676 + 17 * i, 1260, 17) for i, ln in enumerate(out.split("\n"))]
        return rows

    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Tasks: Run Task')\npyautogui.press('enter')\n"
                       "time.sleep(1)\npyautogui.write('npm: test')\npyautogui.press('enter')"),
                  screen("Visual Studio Code", window(lines(tasks_json)[:28], run("14:07:31", "1.42s", ("38ms", "21ms", "112ms", "17ms", "9ms"),
                                                                                    "402ms, setup 0ms, collect 688ms, tests 188ms, environment 1ms, prepare 611ms")), "Apr 23  14:07")))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Tasks: Rerun Last Task')\npyautogui.press('enter')"),
                  screen("Visual Studio Code", window(lines(tasks_json)[:28], run("14:08:05", "1.18s", ("31ms", "19ms", "97ms", "15ms", "8ms"),
                                                                                    "355ms, setup 0ms, collect 574ms, tests 162ms, environment 0ms, prepare 498ms")), "Apr 23  14:08")))
    st.update(title="settings.json - ledger-sync - Visual Studio Code", tabs=["Welcome", "Settings", "tasks.json", "settings.json"],
              pos=["Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"])
    turns.append((code("pyautogui.click(260, 158)  # .vscode/settings.json"),
                  screen("Visual Studio Code", window(lines('{\n    "editor.tabSize": 2\n}'), run("14:08:05", "1.18s", ("31ms", "19ms", "97ms", "15ms", "8ms"),
                                                                                                  "355ms, setup 0ms, collect 574ms, tests 162ms, environment 0ms, prepare 498ms")), "Apr 23  14:08")))
    rs.add(task="os", tid="h43-os-17", system=system(task), turns=turns, state=state)


# System Monitor (file systems) - clean
def t18(rs: RowSet) -> None:
    task = ("Use System Monitor to check how full the root file system is, delete the old VM images in "
            "~/Downloads/old_vm_images to free space, confirm the new free space, and restart the file indexer "
            "(tracker-miner-fs-3) that is slowing the machine down.")
    fs = {"/": ["/dev/nvme0n1p2", "/", "ext4", "490.6 GB", "38.2 GB", "427.4 GB", "92%"],
          "/boot/efi": ["/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.8 MB", "6.1 MB", "1%"],
          "/data": ["/dev/sda1", "/data", "ext4", "2.0 TB", "1.1 TB", "820.3 GB", "41%"]}
    procs = [["bash", "sven", "0", "3912", "5.2 MB"], ["code", "sven", "1.2", "4410", "302.7 MB"], ["code", "sven", "0.4", "4466", "611.0 MB"],
             ["evolution-alarm-notify", "sven", "0", "2050", "62.0 MB"], ["firefox", "sven", "3.1", "2841", "1.1 GB"],
             ["gnome-shell", "sven", "2.4", "1874", "412.6 MB"], ["gnome-system-monitor", "sven", "1.6", "6011", "46.9 MB"],
             ["gnome-terminal-server", "sven", "0.3", "3890", "58.1 MB"], ["ibus-daemon", "sven", "0", "1822", "9.7 MB"],
             ["Isolated Web Co", "sven", "0.8", "3120", "486.2 MB"], ["Isolated Web Co", "sven", "0", "3177", "212.9 MB"],
             ["pipewire", "sven", "0.2", "1702", "11.3 MB"], ["pipewire-pulse", "sven", "0.1", "1706", "14.8 MB"],
             ["qemu-system-x86_64", "sven", "6.8", "5120", "4.1 GB"], ["tracker-miner-fs-3", "sven", "38.5", "1950", "148.7 MB"],
             ["WebExtensions", "sven", "0", "3002", "118.4 MB"], ["wireplumber", "sven", "0", "1704", "16.2 MB"],
             ["Xwayland", "sven", "0.1", "1901", "72.4 MB"]]

    def window(tab: str, body: list[Row]) -> list[Row]:
        rows = [R("frame", "System Monitor", "", 260, 110, 1400, 860)]
        for i, t in enumerate(["Processes", "Resources", "File Systems"]):
            rows.append(R("page-tab", t, "", 700 + 170 * i, 118, 160, 34))
        rows += [R("toggle-button", "Search", "", 1520, 118, 34, 34), R("push-button", "Menu", "", 1560, 118, 34, 34)]
        return rows + body

    def fs_table(order: list[str]) -> list[Row]:
        return grid([("Device", 270, 220), ("Directory", 490, 220), ("Type", 710, 120), ("Total", 830, 180),
                     ("Available", 1010, 180), ("Used", 1190, 460)], [tuple(fs[k][:5]) + (f"{fs[k][5]}  {fs[k][6]}",) for k in order], 164, 30)

    def mb(v: str) -> float:
        n, u = v.split()
        return float(n) * (1024 if u == "GB" else 1)

    def proc_table(sort: str) -> list[Row]:
        rows = sorted(procs, key=(lambda p: -mb(p[4])) if sort == "Memory" else (lambda p: p[0].lower()))
        return (grid([("Process Name", 270, 420), ("User", 690, 140), ("% CPU", 830, 110), ("ID", 940, 110), ("Memory", 1050, 150),
                      ("Disk read total", 1200, 150), ("Disk write total", 1350, 150), ("Priority", 1500, 150)],
                     [tuple(p) + (dr.get(p[3], f"{int(p[3]) * 37 % 900 / 10 + 1:.1f} MB"), dw.get(p[3], f"{int(p[3]) * 13 % 400 / 10:.1f} MB"), "Normal") for p in rows], 164, 28)
                + [R("push-button", "End Process", "", 1520, 930, 130, 32)])

    dr = {"2841": "412.0 MB", "4410": "96.3 MB", "5120": "3.8 GB", "1950": "1.9 GB", "1874": "188.4 MB"}
    dw = {"2841": "1.2 GB", "4410": "14.1 MB", "5120": "2.7 GB", "1950": "611.5 MB", "1874": "2.1 MB"}
    proc_state = window("Processes", proc_table("Process Name"))
    clock = "Feb 12  16:44"
    state = screen("System Monitor", proc_state, clock)
    turns = [(code("pyautogui.click(1120, 135)  # File Systems"), screen("System Monitor", window("File Systems", fs_table(["/", "/boot/efi", "/data"])), clock))]
    fs["/"][4:7] = ["38.1 GB", "427.5 GB", "92%"]
    turns.append((code("pyautogui.click(1100, 179)  # Available column"),
                  screen("System Monitor", window("File Systems", fs_table(["/boot/efi", "/", "/data"])), clock)))
    fs["/"][4:7] = ["71.5 GB", "394.1 GB", "85%"]
    turns.append((code("import glob, subprocess\nimgs = glob.glob('/home/sven/Downloads/old_vm_images/*.qcow2')\n"
                       "subprocess.run(['rm', '-f', *imgs], check=True)\ntime.sleep(3)"),
                  screen("System Monitor", window("File Systems", fs_table(["/boot/efi", "/", "/data"])), "Feb 12  16:45")))
    procs[4][2], procs[5][2], procs[6][2], procs[13][2], procs[14][2] = "2.7", "1.9", "1.4", "7.3", "41.2"
    procs[13][4], procs[14][4] = "4.1 GB", "151.0 MB"
    turns.append((code("pyautogui.click(780, 135)  # Processes"), screen("System Monitor", window("Processes", proc_table("Process Name")), "Feb 12  16:45")))
    procs[4][2], procs[13][2], procs[14][2], procs[4][4] = "4.4", "6.1", "39.7", "1.2 GB"
    turns.append((code("pyautogui.click(1125, 178)  # Memory column"), screen("System Monitor", window("Processes", proc_table("Memory")), "Feb 12  16:46")))
    res = [R("label", "CPU", "CPU", 290, 170, 200, 24), R("image", "CPU history", "", 290, 200, 1340, 200)]
    for i, c in enumerate(["24.1%", "31.8%", "12.0%", "19.5%", "44.2%", "16.7%", "8.9%", "27.3%"]):
        res += [R("label", f"CPU{i + 1}", f"CPU{i + 1} {c}", 290 + 165 * i, 406, 160, 20)]
    res += [R("label", "Memory and Swap", "Memory and Swap", 290, 440, 300, 24), R("image", "Memory and swap history", "", 290, 470, 1340, 180),
            R("label", "", "Memory 9.8 GB (63.4%) of 15.5 GB", 290, 656, 400, 20), R("label", "", "Cache 4.3 GB", 700, 656, 200, 20),
            R("label", "", "Swap 1.1 GB (26.8%) of 4.1 GB", 920, 656, 400, 20),
            R("label", "Network", "Network", 290, 690, 300, 24), R("image", "Network history", "", 290, 720, 1340, 180),
            R("label", "", "Receiving 3.4 MB/s", 290, 906, 200, 20), R("label", "", "Total Received 18.6 GB", 500, 906, 240, 20),
            R("label", "", "Sending 61.2 kB/s", 800, 906, 200, 20), R("label", "", "Total Sent 2.3 GB", 1010, 906, 200, 20)]
    turns.append((code("pyautogui.click(950, 135)  # Resources"), screen("System Monitor", window("Resources", res), "Feb 12  16:46")))
    fs["/"][4:7] = ["71.4 GB", "394.2 GB", "85%"]
    turns.append((code("pyautogui.click(1120, 135)  # File Systems"),
                  screen("System Monitor", window("File Systems", fs_table(["/boot/efi", "/", "/data"])), "Feb 12  16:47")))
    procs[14][2:5] = ["4.6", "6388", "21.3 MB"]
    procs[4][2], procs[13][2], procs[4][4] = "3.0", "6.6", "1.2 GB"
    dr["6388"], dw["6388"] = "12.4 MB", "0 bytes"
    turns.append((code("subprocess.run(['systemctl', '--user', 'restart', 'tracker-miner-fs-3.service'], check=True)\n"
                       "pyautogui.click(780, 135)  # Processes"),
                  screen("System Monitor", window("Processes", proc_table("Memory")), "Feb 12  16:47")))
    rs.add(task="os", tid="h43-os-18", system=system(task), turns=turns, state=state)


# GNOME Disks (partitions) - bad
def t19(rs: RowSet) -> None:
    task = ("In Disks, rename the filesystem on the second partition of the 2 TB hard disk from 'backup' to 'archive' "
            "and mount it, then check the first partition and the USB stick.")
    st = {"label2": "backup", "mount2": "Not Mounted"}
    uuid1, uuid2 = "3f9c2a71-8d4e-4b6a-9e15-c0d7a2b48f66", "0b74e1d9-52c3-4f0a-a8e6-7d91c3f2b5a0"

    def window(disk: str, sel: int, extra: list[Row] | None = None, uuid1_shown: str | None = None) -> list[Row]:
        rows = [R("frame", "Disks", "", 200, 100, 1500, 860), R("push-button", "Main Menu", "", 1600, 108, 34, 34)]
        for i, (a, b) in enumerate([("500 GB Disk", "Samsung SSD 970 EVO Plus 500GB"), ("2.0 TB Hard Disk", "ST2000DM008-2FR102"),
                                    ("15 GB Drive", "SanDisk Ultra USB 3.0")]):
            rows.append(R("list-item", a, b, 210, 160 + 64 * i, 340, 62))
        if disk == "sdb":
            head = [("Model", "ST2000DM008-2FR102 (0001)"), ("Serial Number", "ZFL4K7TQ"), ("Size", "2.0 TB (2,000,398,934,016 bytes)"),
                    ("Partitioning", "GUID Partition Table"), ("Assessment", "Disk is OK, 31° C (88° F)")]
            title, sub = "2.0 TB Hard Disk", "/dev/sdb"
            parts = [("data", "Partition 1", "1.2 TB Ext4", 600, 620), (st["label2"], "Partition 2", "800 GB Ext4", 1220, 440)]
            if sel == 1:
                det = [("Size", "1.2 TB (1,199,998,976,000 bytes)"), ("Device", "/dev/sdb1"), ("UUID", uuid1_shown or uuid1),
                       ("Partition Type", "Linux Filesystem"), ("Contents", "Ext4 (version 1.0) — Mounted at /data")]
            else:
                det = [("Size", "800 GB (800,397,860,864 bytes)"), ("Device", "/dev/sdb2"), ("UUID", uuid2),
                       ("Partition Type", "Linux Filesystem"), ("Contents", f"Ext4 (version 1.0) — {st['mount2']}")]
            mounted = sel == 1 or st["mount2"] != "Not Mounted"
        else:
            head = [("Model", "SanDisk Ultra USB 3.0 (1.00)"), ("Serial Number", "4C530001230817109385"),
                    ("Size", "15.4 GB (15,376,318,464 bytes)"), ("Partitioning", "Master Boot Record")]
            title, sub = "15 GB Drive", "/dev/sdc"
            parts = [("SANDISK", "Partition 1", "15.4 GB FAT", 600, 1060)]
            det = [("Size", "15.4 GB (15,375,269,888 bytes)"), ("Device", "/dev/sdc1"), ("UUID", "6A3F-1C29"),
                   ("Partition Type", "W95 FAT32 (LBA) (Bootable)"), ("Contents", "FAT (32-bit version) — Mounted at /media/ines/SANDISK")]
            mounted = True
            rows += [R("push-button", "Power off this disk", "", 1560, 108, 34, 34), R("push-button", "Eject this disk", "", 1520, 108, 34, 34)]
        rows += [R("label", "", title, 880, 112, 300, 22), R("label", "", sub, 880, 134, 300, 18), R("push-button", "Drive Options", "", 1640, 108, 34, 34)]
        for i, (k, v) in enumerate(head):
            rows += [R("label", k, k, 600, 180 + 30 * i, 180, 24), R("label", "", v, 800, 180 + 30 * i, 860, 24)]
        rows.append(R("label", "Volumes", "Volumes", 600, 350, 180, 24))
        for lab, part, desc, x, w in parts:
            rows.append(R("push-button", f"{lab} {part} {desc}", "", x, 380, w, 90))
        rows += [R("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", 600, 480, 34, 32),
                 R("push-button", "Delete selected partition", "", 638, 480, 34, 32),
                 R("push-button", "Additional partition options", "", 676, 480, 34, 32)]
        for i, (k, v) in enumerate(det):
            rows += [R("label", k, k, 600, 530 + 30 * i, 180, 24), R("label", "", v, 800, 530 + 30 * i, 860, 24)]
        return rows + (extra or [])

    clock = "Jul 8  11:26"
    state = screen("Disks", [R("frame", "Disks", "", 200, 100, 1500, 860)] + window("sdb", 1)[2:5] + [
        R("label", "", "Select a disk", 1000, 500, 300, 24)], clock)
    turns = [(code("pyautogui.click(380, 255)  # 2.0 TB Hard Disk"), screen("Disks", window("sdb", 1), clock))]
    turns.append((code("pyautogui.click(1440, 425)  # Partition 2"), screen("Disks", window("sdb", 2), clock)))
    opts = menu(["Format Partition…", "Edit Partition…", "Edit Filesystem…", "Change Passphrase…", "Resize…", "Check Filesystem…",
                 "Repair Filesystem…", "Take Ownership…", "-", "Edit Mount Options…", "Edit Encryption Options…", "-",
                 "Create Partition Image…", "Restore Partition Image…", "Benchmark Partition…"], 676, 514, 280, 30)
    turns.append((code("pyautogui.click(693, 496)  # Additional partition options"), screen("Disks", window("sdb", 2, opts), "Jul 8  11:27")))
    edit = [R("dialog", "Edit Filesystem", "", 700, 400, 520, 200), R("label", "Label", "Label", 720, 450, 80, 24),
            R("text", "Label", "backup", 810, 446, 390, 32), R("push-button", "Cancel", "", 720, 420, 80, 32),
            R("push-button", "Change", "", 1120, 420, 80, 32)]
    turns.append((code("pyautogui.click(800, 589)  # Edit Filesystem…"), screen("Disks", window("sdb", 2, edit), "Jul 8  11:27")))
    auth = [R("dialog", "Authentication Required", "", 660, 330, 600, 330),
            R("label", "", "Authentication is required to modify the filesystem label on ST2000DM008-2FR102 (/dev/sdb2)", 690, 400, 540, 44),
            R("label", "", "Ines Carvalho", 860, 470, 200, 24), R("password-text", "Password", "", 700, 520, 520, 34),
            R("push-button", "Cancel", "", 700, 600, 250, 40), R("push-button", "Authenticate", "", 970, 600, 250, 40)]
    turns.append((code("pyautogui.tripleClick(1005, 462)\npyautogui.write('archive')\npyautogui.click(1160, 436)  # Change"),
                  screen("Disks", window("sdb", 2, auth), "Jul 8  11:28")))
    st["label2"] = "archive"
    turns.append((code("pyautogui.write('correct-horse-7')\npyautogui.press('enter')"), screen("Disks", window("sdb", 2), "Jul 8  11:28")))
    st["mount2"] = "Mounted at /media/ines/archive"
    turns.append((code("pyautogui.click(617, 496)  # Mount selected partition"), screen("Disks", window("sdb", 2), "Jul 8  11:29")))
    turns.append((code("pyautogui.click(900, 425)  # Partition 1"),
                  screen("Disks", window("sdb", 1, uuid1_shown="3f9c2a71-8d4e-4b6a-9e51-c0d7a2b48f66"), "Jul 8  11:29")))
    turns.append((code("pyautogui.click(380, 319)  # 15 GB Drive"), screen("Disks", window("sdc", 1), "Jul 8  11:29")))
    rs.add(task="os", tid="h43-os-19", system=system(task), turns=turns, state=state,
           bad=True, turn=8, kind="UUID of the untouched first partition differs from the one shown at turn 1")


# Archive Manager (add, delete, extract) - bad
def t20(rs: RowSet) -> None:
    task = ("In Archive Manager, add manifest.json and LICENSE.txt from ~/Builds/release to release_assets.zip, remove "
            "robots.txt from the archive, then extract the img folder's images to ~/Builds/preview.")
    root = [["css", "", "Folder", ""], ["img", "", "Folder", ""], ["js", "", "Folder", ""],
            ["about.html", "9.1 kB", "HTML document", "29 April 2024, 18:02"], ["CHANGELOG.md", "6.3 kB", "Markdown document", "29 April 2024, 17:55"],
            ["favicon.ico", "15.1 kB", "Windows icon", "12 March 2024, 09:30"], ["index.html", "18.4 kB", "HTML document", "29 April 2024, 18:02"],
            ["robots.txt", "68 bytes", "plain text document", "12 March 2024, 09:30"], ["sitemap.xml", "4.2 kB", "XML document", "29 April 2024, 18:04"]]
    img = [["team", "", "Folder", ""], ["hero.webp", "212.4 kB", "WebP image", "27 April 2024, 14:12"],
           ["logo.svg", "8.8 kB", "SVG image", "02 February 2024, 11:47"], ["og-card.png", "96.0 kB", "PNG image", "27 April 2024, 14:20"],
           ["pattern.svg", "3.4 kB", "SVG image", "02 February 2024, 11:47"]]

    def kb(v: str) -> float:
        if not v:
            return 0.0
        n, u = v.split()
        return float(n) / 1000 if u == "bytes" else float(n)

    def window(loc: str, items: list[list[str]], status: str | None = None, extra: list[Row] | None = None) -> list[Row]:
        total = sum(kb(i[1]) for i in items)
        rows = [R("frame", "release_assets.zip", "", 260, 120, 1400, 820), R("push-button", "Extract", "", 270, 128, 90, 34),
                R("push-button", "Add Files", "", 366, 128, 34, 34), R("label", "", "release_assets.zip", 860, 134, 200, 22),
                R("toggle-button", "Find", "", 1540, 128, 34, 34), R("push-button", "Menu", "", 1580, 128, 34, 34),
                R("push-button", "Go to the previous visited location", "", 270, 172, 34, 30),
                R("push-button", "Go to the next visited location", "", 306, 172, 34, 30),
                R("push-button", "Go to the home location", "", 342, 172, 34, 30), R("entry", "Location", loc, 390, 172, 1260, 30)]
        rows += grid([("Name", 270, 620), ("Size", 890, 160), ("Type", 1050, 260), ("Modified", 1310, 340)], [tuple(i) for i in items], 210, 30)
        rows.append(R("label", "", status or f"{len(items)} objects ({total:.1f} kB)", 270, 910, 600, 22))
        return rows + (extra or [])

    clock = "May 6  10:42"
    state = screen("Archive Manager", window("/", root), clock, ("Archive Manager",))
    chooser = [R("dialog", "Add Files", "", 460, 200, 1000, 660), R("push-button", "Cancel", "", 480, 210, 90, 34),
               R("push-button", "Add", "", 1350, 210, 90, 34), R("push-button", "Builds", "", 700, 256, 90, 30),
               R("push-button", "release", "", 792, 256, 90, 30)]
    for i, p in enumerate(["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"]):
        chooser.append(R("list-item", p, "", 470, 300 + 34 * i, 200, 34))
    chooser += grid([("Name", 690, 420), ("Size", 1110, 120), ("Modified", 1230, 200)],
                    [("assets", "", "10:12"), ("LICENSE.txt", "1.1 kB", "10:12"), ("manifest.json", "2.7 kB", "10:41"),
                     ("release_assets.zip", "1.9 MB", "10:13"), ("RELEASE_NOTES.md", "3.9 kB", "10:12")], 296, 32)
    chooser += [R("check-box", "Include files:", "unchecked", 690, 780, 150, 24), R("check-box", "Add only if newer", "unchecked", 900, 780, 200, 24),
                R("check-box", "Follow links", "checked", 1120, 780, 150, 24)]
    turns = [(code("pyautogui.click(383, 145)  # Add Files"), screen("Archive Manager", window("/", root, extra=chooser), clock, ("Archive Manager",)))]
    root[7:7] = [["LICENSE.txt", "1.1 kB", "plain text document", "06 May 2024, 10:12"],
                 ["manifest.json", "2.7 kB", "JSON document", "06 May 2024, 10:41"]]
    assert root[9][0] == "robots.txt"
    turns.append((code("pyautogui.click(900, 376)  # LICENSE.txt\npyautogui.keyDown('ctrl')\npyautogui.click(900, 408)  # manifest.json\n"
                       "pyautogui.keyUp('ctrl')\npyautogui.click(1395, 227)  # Add"),
                  screen("Archive Manager", window("/", root), "May 6  10:43", ("Archive Manager",))))
    css = [["vendor", "", "Folder", ""], ["main.css", "41.3 kB", "CSS stylesheet", "29 April 2024, 17:58"],
           ["print.css", "2.2 kB", "CSS stylesheet", "14 January 2024, 16:05"]]
    turns.append((code("pyautogui.doubleClick(500, 255)  # css"), screen("Archive Manager", window("/css/", css), "May 6  10:43", ("Archive Manager",))))
    del root[9]
    total = sum(kb(i[1]) for i in root)
    turns.append((code("pyautogui.click(287, 187)  # back\ntime.sleep(0.5)\npyautogui.click(500, 525)  # robots.txt\npyautogui.press('delete')"),
                  screen("Archive Manager", window("/", root, status=f"{len(root) + 1} objects ({total:.1f} kB)"), "May 6  10:44", ("Archive Manager",))))
    turns.append((code("pyautogui.doubleClick(500, 285)  # img"), screen("Archive Manager", window("/img/", img), "May 6  10:44", ("Archive Manager",))))
    sel = f"4 objects selected ({sum(kb(i[1]) for i in img[1:]):.1f} kB)"
    ext = [R("dialog", "Extract", "", 460, 200, 1000, 660), R("push-button", "Cancel", "", 480, 210, 90, 34),
           R("push-button", "Extract", "", 1340, 210, 100, 34), R("push-button", "Builds", "", 700, 256, 90, 30),
           R("push-button", "preview", "", 792, 256, 90, 30), R("label", "", "Folder is empty", 1000, 480, 200, 24),
           R("label", "Extract", "Extract", 690, 740, 80, 24), R("radio-button", "All files", "unchecked", 690, 770, 150, 24),
           R("radio-button", "Selected files", "checked", 860, 770, 150, 24), R("radio-button", "Files:", "unchecked", 1030, 770, 80, 24),
           R("check-box", "Keep directory structure", "unchecked", 690, 806, 250, 24),
           R("check-box", "Do not overwrite newer files", "unchecked", 960, 806, 250, 24)]
    turns.append((code("pyautogui.click(500, 285)  # hero.webp\npyautogui.keyDown('shift')\npyautogui.click(500, 375)  # pattern.svg\n"
                       "pyautogui.keyUp('shift')\npyautogui.click(315, 145)  # Extract\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'l')\n"
                       "pyautogui.write('/home/noor/Builds/preview/')\npyautogui.press('enter')"),
                  screen("Archive Manager", window("/img/", img, status=sel, extra=ext), "May 6  10:45", ("Archive Manager",))))
    done = [R("dialog", "", "", 660, 400, 600, 200), R("label", "", "Extraction completed successfully", 700, 440, 520, 28),
            R("push-button", "Close", "", 700, 540, 160, 36), R("push-button", "Show the Files", "", 1040, 540, 180, 36)]
    turns.append((code("pyautogui.click(1390, 227)  # Extract"),
                  screen("Archive Manager", window("/img/", img, status=sel, extra=done), "May 6  10:45", ("Archive Manager",))))
    rs.add(task="os", tid="h43-os-20", system=system(task), turns=turns, state=state,
           bad=True, turn=4, kind="object count in the status bar is not lowered after an entry was deleted")


# GNOME Boxes (virtual machines) - clean
def t21(rs: RowSet) -> None:
    task = ("In Boxes, give the Debian 12 machine 4 GiB of memory and start it, then make a clone of the Fedora 40 "
            "Workstation machine.")
    boxes = [["Debian 12", "Debian GNU/Linux 12 (bookworm)", "Powered off"],
             ["Fedora 40 Workstation", "Fedora Linux 40 (Workstation Edition)", "Powered off"],
             ["Ubuntu 24.04 server", "Ubuntu 24.04 LTS", "Running"], ["Windows 11", "Microsoft Windows 11", "Paused"]]

    def window(extra: list[Row] | None = None) -> list[Row]:
        rows = [R("frame", "Boxes", "", 360, 140, 1200, 780), R("push-button", "Create a virtual machine", "", 370, 148, 34, 34),
                R("label", "", "Boxes", 930, 154, 100, 22), R("toggle-button", "List view", "", 1400, 148, 34, 34),
                R("toggle-button", "Search", "", 1440, 148, 34, 34), R("push-button", "Main Menu", "", 1480, 148, 34, 34)]
        for i, (n, os_, state) in enumerate(boxes):
            y = 200 + 84 * i
            rows += [R("list-item", n, "", 380, y, 1160, 80), R("image", f"{n} thumbnail", "", 390, y + 8, 100, 64),
                     R("label", "", n, 510, y + 14, 500, 24), R("label", "", os_, 510, y + 42, 500, 20), R("label", "", state, 1300, y + 28, 220, 22)]
        return rows + (extra or [])

    def prefs(mem: str) -> list[Row]:
        rows = [R("dialog", "Debian 12 — Preferences", "", 560, 180, 800, 700), R("page-tab", "General", "", 600, 230, 100, 32),
                R("page-tab", "Resources", "", 704, 230, 110, 32), R("page-tab", "Snapshots", "", 818, 230, 110, 32),
                R("page-tab", "Devices & Shares", "", 932, 230, 160, 32)]
        rows += [R("label", "Memory", "Memory", 600, 300, 200, 24), R("slider", "Memory", mem, 820, 300, 400, 24),
                 R("label", "", mem, 1230, 300, 100, 24), R("label", "", "Host memory: 31.2 GiB", 820, 330, 300, 20),
                 R("label", "Processors", "Processors", 600, 380, 200, 24), R("spin-button", "Processors", "2", 1230, 374, 100, 32),
                 R("label", "Maximum Disk Size", "Maximum Disk Size", 600, 450, 200, 24), R("slider", "Maximum Disk Size", "20.0 GiB", 820, 450, 400, 24),
                 R("label", "", "20.0 GiB", 1230, 450, 100, 24), R("label", "", "6.8 GiB used", 820, 480, 300, 20),
                 R("label", "3D Acceleration", "3D Acceleration", 600, 540, 200, 24), R("toggle-button", "3D Acceleration", "OFF", 1270, 536, 50, 28)]
        if mem != "2.0 GiB":
            rows.append(R("label", "", "Changes will take effect after you restart the box", 600, 820, 500, 22))
        return rows

    clock = "Oct 2  15:30"
    state = screen("Boxes", window(), clock, ("Boxes",))
    ctx = menu(["Open in New Window", "Add to Favorites", "-", "Delete", "Clone", "Preferences"], 800, 240, 240, 32)
    turns = [(code("pyautogui.rightClick(800, 240)  # Debian 12"), screen("Boxes", window(ctx), clock, ("Boxes",)))]
    turns.append((code("pyautogui.click(900, 416)  # Preferences\ntime.sleep(1)\npyautogui.click(759, 246)  # Resources"),
                  screen("Boxes", window(prefs("2.0 GiB")), clock, ("Boxes",))))
    turns.append((code("pyautogui.moveTo(846, 312)\npyautogui.dragTo(872, 312, duration=0.5)"), screen("Boxes", window(prefs("4.0 GiB")), "Oct 2  15:31", ("Boxes",))))
    turns.append((code("pyautogui.press('escape')"), screen("Boxes", window(), "Oct 2  15:31", ("Boxes",))))
    vm = [R("frame", "Debian 12", "", 360, 140, 1200, 780), R("push-button", "Back", "", 370, 148, 34, 34),
          R("label", "", "Debian 12", 920, 154, 120, 22), R("push-button", "Send key combinations", "", 1400, 148, 34, 34),
          R("push-button", "Preferences", "", 1440, 148, 34, 34), R("push-button", "Fullscreen", "", 1480, 148, 34, 34),
          R("drawing-area", "Remote display", "", 360, 190, 1200, 730), R("label", "", "Debian GNU/Linux 12 debian tty1", 380, 210, 400, 20),
          R("label", "", "debian login:", 380, 234, 200, 20)]
    boxes[0][2] = "Running"
    turns.append((code("pyautogui.doubleClick(800, 240)  # Debian 12"), screen("Boxes", vm, "Oct 2  15:32", ("Boxes",))))
    turns.append((code("pyautogui.click(387, 165)  # Back"), screen("Boxes", window(), "Oct 2  15:32", ("Boxes",))))
    boxes.insert(2, ["Fedora 40 Workstation 2", "Fedora Linux 40 (Workstation Edition)", "Importing…"])
    turns.append((code("pyautogui.rightClick(800, 324)  # Fedora 40 Workstation\npyautogui.click(900, 468)  # Clone"),
                  screen("Boxes", window(), "Oct 2  15:33", ("Boxes",))))
    boxes[2][2] = "Powered off"
    turns.append((code("time.sleep(60)"), screen("Boxes", window(), "Oct 2  15:34", ("Boxes",))))
    rs.add(task="os", tid="h43-os-21", system=system(task), turns=turns, state=state)


# GNOME Terminal (tabs) - bad
def t22(rs: RowSet) -> None:
    task = ("In GNOME Terminal, start the geo-api Flask app on port 8040 in the first tab, check from a second tab which "
            "process is listening on the port, run the geocoding tests and one live request from a third tab, then stop the "
            "server and confirm the port is closed.")
    home = "dev@orbit:~/proj/geo-api$"
    venv = f"(.venv) {home}"
    tabs: list[dict[str, object]] = [{"title": "dev@orbit: ~/proj/geo-api", "lines": [
        f"{home} git log --oneline -3", "a41c9e2 (HEAD -> main) geocode: fall back to Nominatim when cache misses",
        "7d02b5f add /health version field", "c93e1aa pin shapely<2.1", f"{home} "]}]

    def view(active: int) -> str:
        rows = [R("frame", str(tabs[active]["title"]), "", 250, 100, 1420, 860),
                R("push-button", "New Tab", "", 260, 108, 34, 34), R("label", "", str(tabs[active]["title"]), 860, 114, 300, 22),
                R("toggle-button", "Find", "", 1540, 108, 34, 34), R("push-button", "Menu", "", 1580, 108, 34, 34)]
        if len(tabs) > 1:
            w = 1400 // len(tabs)
            for i, t in enumerate(tabs):
                rows += [R("page-tab", str(t["title"]), "", 260 + w * i, 150, w - 4, 34), R("push-button", "Close", "", 230 + w * (i + 1), 158, 18, 18)]
        top = 190 if len(tabs) > 1 else 150
        lines = list(tabs[active]["lines"])[-38:]  # type: ignore[call-overload]
        rows.append(R("terminal", "Terminal", "", 250, top, 1420, 960 - top))
        rows += [R("paragraph", "", ln, 260, top + 4 + 19 * i, 1400, 19) for i, ln in enumerate(lines)]
        return rows

    def out(i: int, cmd: str, result: list[str], prompt: str) -> None:
        lines = tabs[i]["lines"]
        assert isinstance(lines, list)
        lines[-1] = lines[-1] + cmd
        lines += result + [prompt + " "]

    def keys(src: str) -> str:
        return code(f"pyautogui.write({src!r})\npyautogui.press('enter')")

    clock = "Nov 14  16:00"
    state = screen("Terminal", view(0), clock)
    out(0, "source .venv/bin/activate && flask --app geoapi run --port 8040",
        [" * Serving Flask app 'geoapi'", " * Debug mode: off",
         "WARNING: This is a development server. Do not use it in a production deployment. Use a production WSGI server instead.",
         " * Running on http://127.0.0.1:8040", "Press CTRL+C to quit"], "")
    tabs[0]["lines"] = list(tabs[0]["lines"])[:-1]  # type: ignore[call-overload]
    turns = [(keys("source .venv/bin/activate && flask --app geoapi run --port 8040"), screen("Terminal", view(0), clock))]
    tabs.append({"title": "dev@orbit: ~/proj/geo-api", "lines": [f"{home} "]})
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"), screen("Terminal", view(1), "Nov 14  16:01")))
    out(1, "curl -s localhost:8040/health", ['{"status":"ok","version":"0.9.2"}'], home)
    turns.append((keys("curl -s localhost:8040/health"), screen("Terminal", view(1), "Nov 14  16:01")))
    out(1, "ss -ltnp 'sport = :8040'", ["State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess",
                                        'LISTEN 0      128        127.0.0.1:8040       0.0.0.0:*    users:(("flask",pid=48213,fd=3))'], home)
    turns.append((keys("ss -ltnp 'sport = :8040'"), screen("Terminal", view(1), "Nov 14  16:01")))
    out(1, "ps -o pid,ppid,etime,rss,args -p $(pgrep -f 'flask --app geoapi')",
        ["    PID    PPID     ELAPSED   RSS COMMAND",
         "  48231   47990       01:47 58312 /home/dev/proj/geo-api/.venv/bin/python3 /home/dev/proj/geo-api/.venv/bin/flask --app geoapi run --port 8040"], home)
    turns.append((keys("ps -o pid,ppid,etime,rss,args -p $(pgrep -f 'flask --app geoapi')"), screen("Terminal", view(1), "Nov 14  16:02")))
    tabs.append({"title": "dev@orbit: ~/proj/geo-api", "lines": [f"{home} "]})
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"), screen("Terminal", view(2), "Nov 14  16:02")))
    tabs[2]["title"] = "dev@orbit: ~/proj/geo-api/tests"
    out(2, "cd tests && ../.venv/bin/pytest -q test_geocode.py",
        ["........                                                                 [100%]", "8 passed in 1.37s"], "dev@orbit:~/proj/geo-api/tests$")
    turns.append((keys("cd tests && ../.venv/bin/pytest -q test_geocode.py"), screen("Terminal", view(2), "Nov 14  16:03")))
    req = "curl -s -X POST localhost:8040/geocode -H 'content-type: application/json' -d '{\"q\": \"Karl-Marx-Allee 90, Berlin\"}'"
    out(2, req, ['{"query":"Karl-Marx-Allee 90, Berlin","lat":52.51766,"lon":13.43716,"source":"nominatim","cached":false}'],
        "dev@orbit:~/proj/geo-api/tests$")
    turns.append((keys(req), screen("Terminal", view(2), "Nov 14  16:03")))
    tabs[0]["lines"] = list(tabs[0]["lines"]) + [  # type: ignore[call-overload]
        '127.0.0.1 - - [14/Nov/2024 16:01:22] "GET /health HTTP/1.1" 200 -',
        '127.0.0.1 - - [14/Nov/2024 16:03:37] "POST /geocode HTTP/1.1" 200 -']
    turns.append((code("pyautogui.hotkey('alt', '1')"), screen("Terminal", view(0), "Nov 14  16:04")))
    tabs[0]["lines"] = list(tabs[0]["lines"]) + ["^C" + venv + " "]  # type: ignore[call-overload]
    turns.append((code("pyautogui.hotkey('ctrl', 'c')"), screen("Terminal", view(0), "Nov 14  16:04")))
    out(2, 'curl -s localhost:8040/health; echo "exit=$?"', ["exit=7"], "dev@orbit:~/proj/geo-api/tests$")
    turns.append((code("pyautogui.hotkey('alt', '3')\n" + "pyautogui.write('curl -s localhost:8040/health; echo \"exit=$?\"')\npyautogui.press('enter')"),
                  screen("Terminal", view(2), "Nov 14  16:05")))
    rs.add(task="os", tid="h43-os-22", system=system(task), turns=turns, state=state,
           bad=True, turn=5, kind="PID of the running flask server differs between ss and ps though nothing restarted it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
