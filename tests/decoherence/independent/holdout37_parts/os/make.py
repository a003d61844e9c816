# ruff: noqa: E501
"""Held-out set holdout37, domain os: 22 Ubuntu GNOME desktop trajectories, 11 of them with one contradiction.

Each observation is the desktop accessibility table printed after a Python code block ran. The rows of
every trajectory are rendered from a small state that only the actions (or the live system) change.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

BASE = """# Role and Objective

You are a **Desktop World Model**: a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the previous interactions of the trajectory, the task instruction, the current state (the visible accessibility tree) and the action (a Python code block), predict the **exact next desktop state** after the action completes.

## State Modeling Rules

- Preserve the original state format exactly: one node per line, `tag, name, text, class, description, position (top-left x&y), size (w&h)` separated by tabs.
- Keep node ordering, labels and coordinates consistent unless the action changes them; only visible nodes are listed.
- If the action has no visible desktop effect, return the unchanged state.
- Track open windows, files, selections and application state across turns; live values (clock, meters, transfer rates) may move on their own.

## Action Space

The action is a free-form Python code block (pyautogui.click / doubleClick / rightClick / moveTo / dragTo / scroll / write / press / hotkey, time.sleep, subprocess.run, app helper calls). The executed code is the authoritative description of what happened.

## Output Requirements

First think step by step, then give the final predicted desktop state inside <predicted_observation></predicted_observation>, with no extra commentary inside the tags."""


def system(task: str) -> str:
    return BASE + "\n\n## Task Instruction\n\n" + task


DOCK = ("Files", "Firefox Web Browser", "Thunderbird Mail", "Terminal", "LibreOffice Writer", "Ubuntu Software")


def desk(rows: list[Row], clock: str, apps: tuple[str, ...] = (), tray: list[Row] | None = None) -> str:
    """Top bar, Ubuntu dock and the given window rows as one accessibility table."""
    head: list[Row] = [("push-button", "Activities", "", (0, 0), (98, 27))]
    head += tray or []
    head.append(("menu", "System", "", (1798, 0), (122, 27)))
    dock: list[Row] = [("push-button", n, "", (0, 33 + 66 * i), (70, 64)) for i, n in enumerate(DOCK + apps)]
    dock.append(("toggle-button", "Show Applications", "", (0, 1012), (70, 68)))
    return a11y(head + dock + rows, clock=clock)


def hm(day: str, minute: int, sec: int | None = None) -> str:
    """Top-bar clock text for a minute of the day."""
    s = f"{day}  {minute // 60:02d}:{minute % 60:02d}"
    return s if sec is None else s + f":{sec:02d}"


def ts(minute: int, sec: int = 0) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}:{sec:02d}"


def frame(title: str, x: int = 70, y: int = 27, w: int = 1850, h: int = 1053, controls: bool = True) -> list[Row]:
    rows: list[Row] = [("frame", title, "", (x, y), (w, h))]
    if controls:
        rows += [("push-button", "Minimize", "", (x + w - 120, y + 9), (32, 32)),
                 ("push-button", "Maximize", "", (x + w - 82, y + 9), (32, 32)),
                 ("push-button", "Close", "", (x + w - 44, y + 9), (32, 32))]
    return rows


def lab(text: str, x: int, y: int, w: int = 200, h: int = 22) -> Row:
    return ("label", text, "", (x, y), (w, h))


def btn(name: str, x: int, y: int, w: int = 90, h: int = 34) -> Row:
    return ("push-button", name, "", (x, y), (w, h))


def entry(name: str, value: str, x: int, y: int, w: int = 300, h: int = 34) -> Row:
    return ("text", name, value, (x, y), (w, h))


def switch(name: str, on: bool, x: int, y: int) -> Row:
    return ("toggle-button", name, "ON" if on else "OFF", (x, y), (48, 26))


def check(name: str, on: bool, x: int, y: int, w: int = 220) -> Row:
    return ("check-box", name, "checked" if on else "unchecked", (x, y), (w, 24))


def items(tag: str, names: list[str], x: int, y: int, w: int, h: int = 30) -> list[Row]:
    return [(tag, n, "", (x, y + h * i), (w, h)) for i, n in enumerate(names)]


def table(cols: list[tuple[str, int]], rows: list[list[str]], x: int, y: int, rh: int = 26, head: bool = True) -> list[Row]:
    out: list[Row] = []
    if head:
        cx = x
        for name, w in cols:
            out.append(("table-column-header", name, "", (cx, y), (w, rh)))
            cx += w
        y += rh
    for r in rows:
        cx = x
        for (_, w), val in zip(cols, r):
            out.append(("table-cell", val, "", (cx, y), (w, rh)))
            cx += w
        y += rh
    return out


def esc(text: str) -> str:
    """Multi-line widget text as one table field."""
    return text.replace("\t", "\\t").replace("\n", "\\n")


# GNOME System Monitor, clean
def t01(rs: RowSet) -> None:
    day = "Mar 11"
    # name, pid, base cpu, memory MB, disk read total MB, disk write total MB, priority, write growth MB per turn
    procs = [
        ["python3", 45102, 61.3, 1412.0, 18.2, 2150.0, "Normal", 96.0],
        ["tracker-miner-fs-3", 2614, 12.4, 212.6, 3921.0, 148.0, "Very Low", 0.0],
        ["gnome-shell", 1987, 4.1, 398.2, 121.4, 1.3, "Normal", 0.0],
        ["firefox", 3310, 3.2, 612.9, 402.7, 1890.0, "Normal", 4.0],
        ["Isolated Web Co", 3561, 1.7, 289.1, 1.2, 0.0, "Normal", 0.0],
        ["gnome-system-monitor", 46230, 1.1, 61.7, 2.9, 0.0, "Normal", 0.0],
        ["Xwayland", 2044, 0.9, 58.3, 6.4, 0.0, "Normal", 0.0],
        ["gnome-terminal-server", 4102, 0.6, 52.1, 3.3, 0.2, "Normal", 0.0],
        ["Web Content", 3702, 0.4, 141.6, 0.8, 0.0, "Normal", 0.0],
        ["pipewire", 1874, 0.3, 14.0, 1.1, 0.0, "Very High", 0.0],
        ["nautilus", 3902, 0.2, 118.4, 48.6, 0.5, "Normal", 0.0],
        ["WebExtensions", 3488, 0.1, 96.3, 0.4, 0.0, "Normal", 0.0],
        ["pipewire-pulse", 1881, 0.1, 9.8, 0.2, 0.0, "Very High", 0.0],
        ["ibus-daemon", 2101, 0.0, 11.6, 1.9, 0.0, "Normal", 0.0],
        ["evolution-alarm-notify", 2290, 0.0, 41.3, 7.0, 0.0, "Normal", 0.0],
        ["gsd-power", 2188, 0.0, 18.7, 0.6, 0.0, "Normal", 0.0],
        ["snapd-desktop-integration", 2337, 0.0, 22.4, 3.1, 0.0, "Normal", 0.0],
        ["bash", 4127, 0.0, 5.2, 0.9, 0.0, "Normal", 0.0],
    ]

    def size(mb: float) -> str:
        if mb <= 0:
            return "N/A"
        if mb >= 1000:
            return f"{mb / 1024:.1f} GB"
        if mb < 1:
            return f"{mb * 1024:.1f} kB"
        return f"{mb:.1f} MB"

    cols = [("Process Name", 330), ("User", 110), ("% CPU", 90), ("ID", 90), ("Memory", 120),
            ("Disk read total", 150), ("Disk write total", 150), ("Priority", 110)]

    def listing(t: int, menu: list[Row] | None = None, dialog: list[Row] | None = None, by_name: bool = False) -> tuple[str, list[str]]:
        live = []
        for i, p in enumerate(procs):
            cpu = round(p[2] * (1 + 0.07 * (((t * 3 + i * 5) % 5) - 2)), 1)
            wr = p[5] + p[7] * t
            rd = p[4] + (7.5 * t if p[0] == "tracker-miner-fs-3" and p[1] == 2614 else 0)
            mem = p[3] + (22.0 * t if p[0] == "python3" else 0)
            live.append((cpu, i, p[0], p[1], mem, rd, wr, p[6]))
        live.sort(key=lambda r: (r[2].lower(), r[3]) if by_name else (-r[0], r[1]))
        order = [r[2] for r in live]
        body = [[r[2], "maya", f"{r[0]:.1f}", str(r[3]), size(r[4]), size(r[5]), size(r[6]), r[7]] for r in live]
        rows = frame("System Monitor") + [
            ("radio-button", "Processes", "", (818, 35), (110, 34)), ("radio-button", "Resources", "", (928, 35), (110, 34)),
            ("radio-button", "File Systems", "", (1038, 35), (120, 34)), ("toggle-button", "Search", "", (1640, 35), (40, 34)),
            ("push-button", "Main Menu", "", (1688, 35), (40, 34))]
        rows += table(cols, body, 70, 80, rh=28)
        text = desk(rows + (menu or []) + (dialog or []), hm(day, 15 * 60 + 2 + t), apps=("System Monitor",))
        return text, order

    def y_of(order: list[str], name: str) -> int:
        return 80 + 28 + 28 * order.index(name) + 14

    def ctx(y: int) -> list[Row]:
        names = ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"]
        return [("menu-item", n, "", (372, y + 6 + 30 * i), (200, 30)) for i, n in enumerate(names)]

    state, _ = listing(0, by_name=True)
    turns: list[tuple[str, str]] = []
    obs, order = listing(1)
    turns.append((code("pyautogui.click(645, 94)  # sort by % CPU"), obs))
    yt = y_of(order, "tracker-miner-fs-3")
    obs, order = listing(2, menu=ctx(yt))
    turns.append((code(f"pyautogui.rightClick(300, {yt})"), obs))
    dlg = [("dialog", "", "", (680, 420), (560, 210)),
           lab("Kill the selected process “tracker-miner-fs-3” (PID: 2614)?", 704, 444, 512, 24),
           lab("Killing a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be killed.", 704, 478, 512, 66),
           btn("Cancel", 704, 570, 250, 36), btn("Kill Process", 966, 570, 250, 36)]
    obs, order = listing(3, menu=None, dialog=dlg)
    turns.append((code(f"pyautogui.click(470, {yt + 6 + 30 * 7 + 15})  # Kill"), obs))
    del procs[1]
    obs, order = listing(4)
    turns.append((code("pyautogui.click(1090, 588)  # Kill Process"), obs))
    procs.insert(6, ["tracker-miner-fs-3", 46457, 2.3, 24.8, 1.1, 0.0, "Very Low", 0.0])
    obs, order = listing(5)
    turns.append((code("import time\ntime.sleep(5)"), obs))
    yp = y_of(order, "python3")
    dlg = [("dialog", "", "", (680, 420), (560, 210)),
           lab("End the selected process “python3” (PID: 45102)?", 704, 444, 512, 24),
           lab("Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 704, 478, 512, 66),
           btn("Cancel", 704, 570, 250, 36), btn("End Process", 966, 570, 250, 36)]
    obs, order = listing(6, dialog=dlg)
    turns.append((code(f"pyautogui.click(300, {yp})\npyautogui.hotkey('ctrl', 'e')"), obs))
    del procs[0]
    obs, order = listing(7)
    turns.append((code("pyautogui.click(1090, 588)  # End Process"), obs))
    cpus = [3.0, 5.9, 2.0, 4.1, 1.0, 7.8, 3.1, 2.2]
    res = frame("System Monitor") + [
        ("radio-button", "Processes", "", (818, 35), (110, 34)), ("radio-button", "Resources", "", (928, 35), (110, 34)),
        ("radio-button", "File Systems", "", (1038, 35), (120, 34)), ("push-button", "Main Menu", "", (1688, 35), (40, 34)),
        ("heading", "CPU", "", (90, 84), (80, 24)), ("image", "CPU History", "", (90, 112), (1800, 250))]
    for i, c in enumerate(cpus):
        res.append(lab(f"CPU{i + 1}  {c:.1f}%", 120 + 220 * i, 370, 200))
    res += [("heading", "Memory and Swap", "", (90, 412), (220, 24)), ("image", "Memory and Swap History", "", (90, 440), (1800, 250)),
            lab("Memory", 120, 700, 90), lab("2.9 GB (37.6%) of 7.7 GB", 214, 700, 260), lab("Cache 1.9 GB", 480, 700, 160),
            lab("Swap", 800, 700, 70), lab("0 bytes (0.0%) of 2.1 GB", 874, 700, 260),
            ("heading", "Network", "", (90, 742), (120, 24)), ("image", "Network History", "", (90, 770), (1800, 220)),
            lab("Receiving", 120, 1000, 110), lab("14.2 KB/s", 234, 1000, 110), lab("Total Received", 380, 1000, 150), lab("1.3 GB", 534, 1000, 90),
            lab("Sending", 800, 1000, 90), lab("3.1 KB/s", 894, 1000, 110), lab("Total Sent", 1040, 1000, 110), lab("187.9 MB", 1154, 1000, 110)]
    turns.append((code("pyautogui.click(983, 52)  # Resources tab"), desk(res, hm(day, 15 * 60 + 10), apps=("System Monitor",))))
    rs.add(task="os", tid="h37-os-01", state=state, turns=turns, bad=False,
           system=system("In System Monitor, find the processes hogging the CPU: kill the stuck indexer, end the runaway python3 script, and check on the Resources tab that the load went down."))


# KeePassXC, bad
def t02(rs: RowSet) -> None:
    day = "Mar 14"
    uuid = "8c1f4e6a2b9d4f7ea3c05d19e7b26f48"
    entries = [
        ["AWS console (prod)", "maya.r@orbitlane.io", "https://orbitlane.signin.aws.amazon.com/console", "MFA on phone", "2025-01-07 16:12"],
        ["Confluence", "maya.r", "https://orbitlane.atlassian.net/wiki", "", "2024-08-22 09:41"],
        ["GitLab (work)", "mrahman", "https://gitlab.orbitlane.io", "deploy tokens in attachments", "2024-11-19 08:03"],
        ["Grafana", "maya", "https://grafana.internal.orbitlane.io", "", "2024-06-03 15:20"],
        ["Jenkins", "maya", "https://ci.orbitlane.io:8443", "", "2024-05-30 11:27"],
        ["Okta", "maya.rahman@orbitlane.io", "https://orbitlane.okta.com", "", "2025-02-26 10:55"],
        ["PagerDuty", "maya.rahman@orbitlane.io", "https://orbitlane.pagerduty.com", "on-call rotation B", "2024-12-02 18:04"],
        ["Sentry", "maya.rahman@orbitlane.io", "https://orbitlane.sentry.io", "", "2024-09-17 12:48"],
        ["Slack", "maya.rahman@orbitlane.io", "https://orbitlane.slack.com", "", "2024-03-11 08:59"],
        ["VPN (WireGuard)", "mrahman", "", "peer pubkey in attachment", "2024-10-14 13:36"],
        ["Zoom", "maya.rahman@orbitlane.io", "https://orbitlane.zoom.us", "SSO only", "2023-12-05 17:02"],
    ]
    groups = ["Personal", "General", "Windows", "Network", "Internet", "eMail", "Homebanking", "Work"]

    def chrome(dirty: bool) -> list[Row]:
        rows = frame(f"Personal.kdbx{'*' if dirty else ''} - KeePassXC")
        for i, m in enumerate(["Database", "Entries", "Groups", "Tools", "View", "Help"]):
            rows.append(("menu", m, "", (78 + 86 * i, 72), (80, 28)))
        for i, b in enumerate(["Open database", "Save database", "Lock database", "New entry", "Edit entry", "Delete entry",
                               "Copy username", "Copy password", "Copy URL", "Password generator", "Settings"]):
            rows.append(("push-button", b, "", (82 + 46 * i, 106), (40, 40)))
        rows.append(entry("Search (Ctrl+F)...", "", 1480, 110, 420, 32))
        return rows

    def main_view(dirty: bool, sel: int) -> list[Row]:
        rows = chrome(dirty)
        rows += [("tree-item", g, "", (84 + (0 if i == 0 else 20), 160 + 30 * i), (300 - (0 if i == 0 else 20), 30)) for i, g in enumerate(groups)]
        body = [[e[0], e[1], "●●●●●●", e[2], e[3], e[4]] for e in entries]
        rows += table([("Title", 250), ("Username", 260), ("Password", 110), ("URL", 420), ("Notes", 260), ("Modified", 180)],
                      body, 400, 160, rh=28)
        e = entries[sel]
        rows += [("page-tab", "General", "", (400, 700), (100, 30)), ("page-tab", "Advanced", "", (500, 700), (100, 30)),
                 ("page-tab", "Autotype", "", (600, 700), (100, 30)), ("page-tab", "Notes", "", (700, 700), (100, 30)),
                 lab(e[0], 410, 742, 400), lab("Username", 410, 780, 120), lab(e[1], 540, 780, 400),
                 lab("Password", 410, 810, 120), lab("●●●●●●", 540, 810, 200), lab("URL", 410, 840, 120), lab(e[2], 540, 840, 600),
                 lab("Expiration", 410, 870, 120), lab("Never", 540, 870, 200), lab("Tags", 410, 900, 120), lab("work", 540, 900, 200),
                 lab("Notes", 410, 930, 120), lab(e[3], 540, 930, 600)]
        return rows

    def edit_view(page: str, pw_dots: int, props: tuple[str, str, str, str] | None, dirty: bool) -> list[Row]:
        rows = chrome(dirty)
        rows += [("heading", "Edit Entry", "", (400, 160), (300, 30)), lab("Personal › Work › GitLab (work)", 400, 192, 500)]
        rows += [("list-item", n, "", (84, 160 + 64 * i), (300, 60)) for i, n in
                 enumerate(["Entry", "Advanced", "Icon", "Auto-Type", "Properties", "Browser Integration", "SSH Agent"])]
        if page == "Entry":
            rows += [entry("Title", "GitLab (work)", 560, 240, 900), entry("Username", "mrahman", 560, 284, 900),
                     ("password-text", "Password", "●" * pw_dots, (560, 328), (820, 34)),
                     ("toggle-button", "Toggle password visibility", "", (1384, 328), (36, 34)),
                     ("push-button", "Generate password", "", (1424, 328), (36, 34)),
                     ("progress-bar", "Password Quality", "Excellent" if pw_dots == 16 else "Good", (560, 366), (820, 6)),
                     entry("URL", "https://gitlab.orbitlane.io", 560, 380, 900), entry("Tags", "work", 560, 424, 900),
                     check("Expires", False, 560, 468), entry("Notes", "deploy tokens in attachments", 560, 508, 900, 260)]
        else:
            assert props is not None
            rows += [lab("Created:", 420, 240, 120), lab(props[0], 560, 240, 260), lab("Modified:", 420, 270, 120), lab(props[1], 560, 270, 260),
                     lab("Accessed:", 420, 300, 120), lab(props[2], 560, 300, 260), lab("Uuid:", 420, 330, 120), lab(props[3], 560, 330, 420),
                     lab("Plugin data", 420, 380, 200)]
            rows += table([("Name", 500), ("Value", 500)], [["KPXC_DECRYPTION_TIME_PREFERENCE", "1000"]], 420, 410, rh=28)
            rows += [btn("Remove", 1430, 500, 100)]
        rows += [btn("OK", 1540, 1020, 110), btn("Apply", 1660, 1020, 110), btn("Cancel", 1780, 1020, 110)]
        return rows

    t0 = 9 * 60 + 25
    state = desk(main_view(False, 2), hm(day, t0), apps=("KeePassXC",))
    turns = [
        (code("pyautogui.doubleClick(525, 258)  # GitLab (work)"),
         desk(edit_view("Entry", 14, None, False), hm(day, t0 + 1), apps=("KeePassXC",))),
        (code("pyautogui.click(234, 446)  # Properties"),
         desk(edit_view("Properties", 14, ("2023-09-04 14:22:51", "2024-11-19 08:03:12", "2025-03-14 09:26:40", uuid), False), hm(day, t0 + 1), apps=("KeePassXC",))),
        (code("pyautogui.click(234, 190)  # Entry\npyautogui.click(970, 345)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Vq7!mR2#tLx9pZ4w')"),
         desk(edit_view("Entry", 16, None, False), hm(day, t0 + 2), apps=("KeePassXC",))),
    ]
    entries[2][4] = "2025-03-14 09:28"
    turns.append((code("pyautogui.click(1595, 1037)  # OK"), desk(main_view(True, 2), hm(day, t0 + 3), apps=("KeePassXC",))))
    drift = uuid[:22] + "91" + uuid[24:]
    turns.append((code("pyautogui.doubleClick(525, 258)\npyautogui.click(234, 446)  # Properties"),
                  desk(edit_view("Properties", 16, ("2023-09-04 14:22:51", "2025-03-14 09:28:03", "2025-03-14 09:29:11", drift), True), hm(day, t0 + 4), apps=("KeePassXC",))))
    turns.append((code("pyautogui.click(1835, 1037)  # Cancel"), desk(main_view(True, 2), hm(day, t0 + 4), apps=("KeePassXC",))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), desk(main_view(False, 2), hm(day, t0 + 5), apps=("KeePassXC",))))
    rs.add(task="os", tid="h37-os-02", state=state, turns=turns, bad=True, turn=5, kind="entry UUID differs on second look at Properties",
           system=system("In KeePassXC (Personal.kdbx, group Work), change the password of the 'GitLab (work)' entry to Vq7!mR2#tLx9pZ4w, note down the entry's UUID from its Properties page, and save the database."))


# GNOME Logs, bad
def t03(rs: RowSet) -> None:
    day = "Mar 14"
    base = 1741910400  # 2025-03-14 00:00:00 UTC, the machine runs in UTC

    def ep(h: int, m: int, s: int, frac: str) -> str:
        return f"{base + h * 3600 + m * 60 + s}.{frac}"

    # sender, hh, mm, ss, message, priority
    system_log = [
        ("systemd", 9, 43, 5, "Started fwupd.service - Firmware update daemon.", "Info"),
        ("systemd", 9, 41, 58, "Starting fwupd.service - Firmware update daemon...", "Info"),
        ("NetworkManager", 9, 38, 52, f"<warn>  [{ep(9, 38, 52, '7306')}] device (wlp2s0): Activation: failed for connection 'eduroam'", "Warning"),
        ("NetworkManager", 9, 38, 52, f"<info>  [{ep(9, 38, 52, '7281')}] device (wlp2s0): state change: config -> failed (reason 'no-secrets', sys-iface-state: 'managed')", "Info"),
        ("wpa_supplicant", 9, 38, 51, 'wlp2s0: CTRL-EVENT-SSID-TEMP-DISABLED id=0 ssid="eduroam" auth_failures=1 duration=10 reason=WRONG_KEY', "Info"),
        ("NetworkManager", 9, 37, 51, f"<info>  [{ep(9, 37, 51, '1932')}] device (wlp2s0): Activation: starting connection 'eduroam' (6f1c2a4e-90d3-4b7e-8a51-2c9e7d3f0b18)", "Info"),
        ("systemd-resolved", 9, 31, 17, "Using degraded feature set UDP instead of UDP+EDNS0 for DNS server 192.168.0.1.", "Info"),
        ("NetworkManager", 9, 26, 28, f"<info>  [{ep(9, 26, 28, '5127')}] dhcp4 (wlp2s0): state changed new lease, address=192.168.0.114", "Info"),
        ("systemd", 9, 26, 28, "Started NetworkManager-dispatcher.service - Network Manager Script Dispatcher Service.", "Info"),
        ("CRON", 9, 17, 1, "(root) CMD (cd / && run-parts --report /etc/cron.hourly)", "Info"),
        ("snapd", 9, 2, 44, 'storehelpers.go:769: cannot refresh: snap has no updates available: "bare", "core22", "firefox", "gnome-42-2204", "snapd"', "Info"),
        ("NetworkManager", 8, 57, 41, f"<info>  [{ep(8, 57, 41, '0044')}] manager: NetworkManager state is now CONNECTED_GLOBAL", "Info"),
        ("systemd", 8, 57, 41, "Reached target network-online.target - Network is Online.", "Info"),
    ]
    hardware = [
        ("kernel", 9, 44, 12, "usb 3-2: new full-speed USB device number 7 using xhci_hcd"),
        ("kernel", 9, 44, 12, "usb 3-2: New USB device found, idVendor=046d, idProduct=c52b, bcdDevice=12.11"),
        ("kernel", 9, 44, 12, "usb 3-2: Product: USB Receiver"),
        ("kernel", 9, 44, 13, "logitech-djreceiver 0003:046D:C52B.0009: hiddev1,hidraw3: USB HID v1.11 Device [Logitech USB Receiver] on usb-0000:00:14.0-2/input2"),
        ("kernel", 9, 38, 51, "wlp2s0: deauthenticating from 3c:37:86:a1:5e:f0 by local choice (Reason: 3=DEAUTH_LEAVING)"),
        ("kernel", 9, 26, 27, "wlp2s0: associated"),
        ("kernel", 9, 26, 26, "wlp2s0: authenticate with 3c:37:86:a1:5e:f0"),
        ("kernel", 8, 57, 12, "Bluetooth: hci0: Firmware revision 0.0 build 121 week 36 2024"),
        ("kernel", 8, 57, 10, "nvme nvme0: 8/0/0 default/read/poll queues"),
        ("kernel", 8, 57, 9, "ACPI: battery: Slot [BAT0] (battery present)"),
    ]

    def chrome() -> list[Row]:
        rows = frame("Logs")
        rows += [("toggle-button", "Search", "", (1740, 35), (40, 34)), ("push-button", "Export", "", (1690, 35), (40, 34))]
        rows += items("list-item", ["Important", "All", "Applications", "System", "Security", "Hardware"], 80, 90, 200, 40)
        return rows

    def listing(entries: list[tuple], search: str | None, shown: dict[int, str] | None = None) -> list[Row]:
        rows = chrome()
        y = 90
        if search is not None:
            rows.append(entry("Search", search, 700, 82, 560, 34))
            y = 130
        for i, e in enumerate(entries):
            t = (shown or {}).get(i, f"{e[1]:02d}:{e[2]:02d}")
            rows += [("list-item", e[4], "", (300, y), (1600, 56)), lab(e[0], 316, y + 30, 300), lab(t, 1820, y + 16, 70)]
            y += 58
        return rows

    def detail(e: tuple) -> list[Row]:
        rows = chrome()
        rows += [btn("Back", 300, 84, 40), lab(e[0], 316, 140, 900),
                 lab("Sender", 316, 190, 160), lab(e[0], 500, 190, 500),
                 lab("Timestamp", 316, 222, 160), lab(f"2025-03-14 {e[1]:02d}:{e[2]:02d}:{e[3]:02d}", 500, 222, 500),
                 lab("Message", 316, 254, 160), lab(e[4], 500, 254, 1380, 44),
                 lab("Priority", 316, 306, 160), lab(e[5], 500, 306, 500),
                 lab("Audit Session", 316, 338, 160), lab("2", 500, 338, 500),
                 lab("Subject", 316, 370, 160), lab("/usr/sbin/NetworkManager", 500, 370, 500),
                 lab("Defined By", 316, 402, 160), lab("NetworkManager.service", 500, 402, 500)]
        return rows

    nm = [e for e in system_log if e[0] == "NetworkManager"]
    t0 = 9 * 60 + 44
    important = [
        system_log[2],
        ("gnome-shell", 9, 12, 40, "JS ERROR: TypeError: this._indicator is null", "Error"),
        ("gsd-media-keys", 8, 58, 3, "Unable to get default sink", "Warning"),
        ("kernel", 8, 57, 9, "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PC00.LPCB.HEC.ECAV], AE_NOT_FOUND (20230628/psargs-330)", "Error"),
        ("kernel", 8, 57, 9, "ACPI Error: Aborting method \\_SB.PC00.LPCB.HEC.SEN4._TMP due to previous error (AE_NOT_FOUND) (20230628/psparse-529)", "Error"),
    ]
    state = desk(listing(important, None), hm(day, t0), apps=("Logs",))
    turns = [
        (code("pyautogui.click(180, 230)  # System"), desk(listing(system_log, None), hm(day, t0), apps=("Logs",))),
        (code("pyautogui.click(1760, 52)  # Search\npyautogui.write('NetworkManager')"), desk(listing(nm, "NetworkManager"), hm(day, t0 + 1), apps=("Logs",))),
        (code("pyautogui.click(1000, 158)  # first result"), desk(detail(nm[0]), hm(day, t0 + 1), apps=("Logs",))),
        (code("pyautogui.click(320, 101)  # Back"), desk(listing(nm, "NetworkManager", {0: "09:36"}), hm(day, t0 + 2), apps=("Logs",))),
        (code("pyautogui.click(1000, 332)  # dhcp4 lease entry"), desk(detail(nm[3]), hm(day, t0 + 2), apps=("Logs",))),
        (code("pyautogui.click(320, 101)  # Back\npyautogui.press('escape')\npyautogui.click(180, 310)  # Hardware"),
         desk(listing([(h[0], h[1], h[2], h[3], h[4]) for h in hardware], None), hm(day, t0 + 3), apps=("Logs",))),
    ]
    rs.add(task="os", tid="h37-os-03", state=state, turns=turns, bad=True, turn=4, kind="same journal entry listed with an earlier time after going back",
           system=system("In GNOME Logs, find why the laptop failed to join the eduroam Wi-Fi: look at the NetworkManager messages under System, open the relevant ones, and then check the Hardware messages."))


# LibreOffice Draw, clean
def t04(rs: RowSet) -> None:
    day = "Mar 12"
    pages = ["Page 1", "Page 2", "Page 3"]
    shapes = {
        0: [("Rectangle", "Living room", 1.0, 1.0, 9.0, 6.0), ("Rectangle", "Kitchen", 10.5, 1.0, 6.0, 4.5), ("Rectangle", "Hall", 10.5, 6.0, 6.0, 3.0)],
        1: [("Rectangle", "Stairs", 1.0, 1.0, 3.0, 5.0), ("Ellipse", "Boiler", 12.0, 2.0, 2.5, 2.5), ("Rectangle", "Storage shelves", 6.0, 9.0, 8.0, 1.5)],
        2: [("Rectangle", "Garage", 1.0, 1.0, 7.0, 5.5), ("Line", "", 1.0, 8.0, 15.0, 0.0)],
    }
    st = {"page": 0, "zoom": 84, "sel": "", "pos": "", "size": "", "modified": False, "menu": None, "dialog": None}

    def render() -> str:
        rows = frame("floorplan.odg - LibreOffice Draw")
        for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Page", "Shape", "Tools", "Window", "Help"]):
            rows.append(("menu", m, "", (78 + 72 * i, 60), (66, 26)))
        for i, b in enumerate(["Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone", "Undo", "Redo",
                               "Grid", "Helplines While Moving", "Zoom & Pan", "Zoom", "Insert Text Box", "Insert Special Character",
                               "Insert Fontwork Text", "Insert Image", "Insert Chart", "Insert Table", "Show Draw Functions"]):
            rows.append(("push-button", b, "", (78 + 36 * i, 90), (32, 32)))
        for i, b in enumerate(["Select", "Zoom & Pan", "Insert Line", "Rectangle", "Ellipse", "Curves and Polygons", "Connectors",
                               "Basic Shapes", "Symbol Shapes", "Block Arrows", "Flowchart", "Callout Shapes", "Stars and Banners",
                               "3D Objects", "Rotate", "Align Objects", "Arrange", "Shadow", "Crop", "Toggle Point Edit Mode"]):
            rows.append(("push-button", b, "", (78 + 36 * i, 128), (32, 32)))
        rows += [("heading", "Pages", "", (78, 170), (220, 24))]
        rows += [("list-item", n, "", (90, 200 + 150 * i), (200, 140)) for i, n in enumerate(pages)]
        z = 32 * st["zoom"] / 84
        rows.append(("document-frame", "Drawing View", "", (320, 166), (1590, 830)))
        for kind, text, x, y, w, h in shapes[st["page"]]:
            name = f"{kind} '{text}'" if text else kind
            rows.append(("panel", name, text, (round(420 + x * z), round(190 + y * z)), (max(1, round(w * z)), max(1, round(h * z)))))
        rows += [lab(f"Page {st['page'] + 1} of {len(pages)}", 80, 1054, 150), lab("Default", 240, 1054, 120), lab(st["sel"], 380, 1054, 520),
                 lab(st["pos"], 910, 1054, 140), lab(st["size"], 1060, 1054, 140), lab("English (USA)", 1210, 1054, 130),
                 ("push-button", "The document has been modified. Click to save the document." if st["modified"]
                  else "The document has not been modified since the last save.", "", (1350, 1054), (24, 22)),
                 ("slider", "Zoom", "", (1560, 1054), (220, 22)), lab(f"{st['zoom']}%", 1790, 1054, 60)]
        rows += st["menu"] or []
        rows += st["dialog"] or []
        return desk(rows, hm(day, 14 * 60 + 6 + len(turns)), apps=("LibreOffice Draw",))

    turns: list[tuple[str, str]] = []
    state = render()
    st["page"] = 1
    turns.append((code("pyautogui.click(190, 420)  # Page 2 in the Pages pane"), render()))
    shapes[1].append(("Rectangle", "", 6.0, 4.5, 5.0, 2.5))
    st.update(sel="Rectangle selected", pos="6.00 / 4.50", size="5.00 x 2.50", modified=True)
    turns.append((code("pyautogui.click(200, 144)  # Rectangle\npyautogui.moveTo(612, 334)\npyautogui.dragTo(772, 414, duration=0.5)"), render()))
    shapes[1][-1] = ("Rectangle", "Server rack", 6.0, 4.5, 5.0, 2.5)
    st["sel"] = "TextEdit: Paragraph 1, Row 1, Column 12"
    turns.append((code("pyautogui.write('Server rack')"), render()))
    st["sel"] = "Rectangle selected"
    turns.append((code("pyautogui.press('escape')"), render()))
    st["menu"] = [("menu-item", n, "", (200, 420 + 28 * i), (220, 28)) for i, n in enumerate(
        ["New Page", "Duplicate Page", "Rename Page...", "Delete Page", "Cut", "Copy", "Paste", "Page Properties...", "Layout"])]
    turns.append((code("pyautogui.rightClick(190, 410)"), render()))
    st["menu"] = None
    st["dialog"] = [("dialog", "Rename Page", "", (760, 430), (400, 170)), lab("Name", 780, 480, 80),
                    entry("Name", "Page 2", 870, 474, 270), btn("Help", 780, 550, 90), btn("OK", 950, 550, 90), btn("Cancel", 1050, 550, 90)]
    turns.append((code("pyautogui.click(300, 490)  # Rename Page..."), render()))
    st["dialog"] = None
    pages[1] = "Basement"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Basement')\npyautogui.press('enter')"), render()))
    st["zoom"] = 112
    turns.append((code("pyautogui.click(222, 73)  # View\npyautogui.click(262, 402)  # Zoom\npyautogui.click(440, 470)  # Page Width"), render()))
    st["modified"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), render()))
    rs.add(task="os", tid="h37-os-04", state=state, turns=turns, bad=False,
           system=system("In floorplan.odg (LibreOffice Draw), add a rectangle labelled 'Server rack' on page 2, rename page 2 to 'Basement', zoom to page width and save the drawing."))


# Thunderbird address book, bad
def t05(rs: RowSet) -> None:
    day = "Mar 13"
    book = [
        ("Aiko Tanaka", "aiko.tanaka@kyoto-design.jp"), ("Bernard Lefèvre", "b.lefevre@atelier-lumen.fr"),
        ("Carla Mendes", "carla.mendes@gmail.com"), ("Daniel Osei", "d.osei@northwind-labs.com"),
        ("Elif Demir", "elif.demir@outlook.com"), ("Farah Haddad", "farah@haddad-legal.com"),
        ("Gustavo Ribeiro", "gribeiro@orbitlane.io"), ("Hannah Kowalski", "hannah.k@protonmail.com"),
        ("Ivan Petrov", "ivan.petrov@northwind-labs.com"), ("Jonas Berg", "jonas.berg@fjordline.no"),
        ("Miriam Okafor", "miriam.okafor@northwind-labs.com"), ("Miriam Okafor", "m.okafor1987@gmail.com"),
        ("Noah Williams", "noah.w@orbitlane.io"), ("Priya Nair", "priya.nair@tcs-digital.in"),
        ("Rahul Patel", "rahul.patel@orbitlane.io"),
    ]
    phones: dict[str, str] = {"d.osei@northwind-labs.com": "+44 161 496 0750"}
    orgs = {"miriam.okafor@northwind-labs.com": ("Northwind Labs", "Procurement Lead"), "m.okafor1987@gmail.com": ("", ""),
            "dev.patel@orbitlane.io": ("Orbitlane", "Site Reliability Engineer")}

    def chrome(search: str = "", where: str = "Personal Address Book") -> list[Row]:
        rows = frame("Address Book - Mozilla Thunderbird")
        rows += [("page-tab", "Inbox - maya.rahman@orbitlane.io", "", (80, 36), (300, 34)), ("page-tab", "Address Book", "", (384, 36), (220, 34)),
                 btn("New Address Book", 90, 86, 180), btn("New Contact", 290, 86, 140), btn("New List", 440, 86, 110), btn("Import", 560, 86, 100)]
        rows += items("tree-item", ["All Address Books", "Personal Address Book", "Collected Addresses", "Orbitlane (CardDAV)"], 90, 140, 260, 34)
        rows.append(entry(f"Search {where}", search, 370, 140, 420, 34))
        rows.append(("push-button", "Sort by", "", (800, 140), (40, 34)))
        return rows

    def cards(shown: list[tuple[str, str]]) -> list[Row]:
        out: list[Row] = []
        for i, (n, e) in enumerate(shown):
            out += [("list-item", n, "", (370, 184 + 52 * i), (470, 50)), lab(e, 420, 184 + 52 * i + 26, 400, 20)]
        return out

    def details(name: str, email: str) -> list[Row]:
        org, title = orgs.get(email, ("", ""))
        rows = [("heading", name, "", (880, 190), (600, 36))]
        if title:
            rows.append(lab(f"{title} • {org}", 880, 230, 600))
        rows += [btn("Write", 880, 266, 100), btn("Event", 990, 266, 100), btn("Search", 1100, 266, 100), btn("Edit", 1780, 190, 100),
                 ("heading", "Email Addresses", "", (880, 330), (300, 24)), lab(email, 900, 360, 500), lab("Work" if "@gmail" not in email else "Home", 1420, 360, 100),
                 ("heading", "Phone Numbers", "", (880, 400), (300, 24))]
        if email in phones:
            rows += [lab(phones[email], 900, 430, 300), lab("Work", 1420, 430, 100)]
        else:
            rows.append(lab("None", 900, 430, 300))
        rows += [("heading", "Notes", "", (880, 480), (300, 24))]
        return rows

    def form(first: str, last: str, email: str, phone: str | None) -> list[Row]:
        rows = [entry("First Name", first, 880, 200, 440), entry("Last Name", last, 1340, 200, 440),
                entry("Display Name", f"{first} {last}".strip(), 880, 250, 900), check("Prefer display name over message header", True, 880, 292, 420),
                entry("Nickname", "", 880, 330, 440), ("heading", "Email Addresses", "", (880, 380), (300, 24)),
                entry("Email", email, 880, 410, 700), ("combo-box", "Type", "Work", (1590, 410), (120, 34)), btn("Add Email Address", 880, 452, 200),
                ("heading", "Phone Numbers", "", (880, 500), (300, 24))]
        if phone is not None:
            rows += [entry("Phone", phone, 880, 530, 700), ("combo-box", "Type", "Work", (1590, 530), (120, 34))]
        rows += [btn("Add Phone Number", 880, 572, 200), ("heading", "Addresses", "", (880, 620), (300, 24)), btn("Add Address", 880, 650, 200),
                 ("heading", "Notes", "", (880, 700), (300, 24)), entry("Notes", "", 880, 730, 900, 120),
                 btn("Delete Contact", 880, 1010, 150), btn("Cancel", 1680, 1010, 100), btn("Save", 1790, 1010, 100)]
        return rows

    def obs(rows: list[Row], k: int) -> str:
        return desk(rows, hm(day, 11 * 60 + 20 + k), apps=())

    def sorted_book() -> list[tuple[str, str]]:
        return sorted(book, key=lambda c: (c[0], c[1]))

    collected = [("Billing", "billing@hetzner.com"), ("GitHub", "noreply@github.com"), ("Lukas Schmid", "lukas.schmid@fjordline.no"),
                 ("Marta Silva", "marta.silva@orbitlane.io"), ("Office Manager", "office@northwind-labs.com"), ("Sara Lindqvist", "sara.l@fjordline.no"),
                 ("Tomás Herrera", "therrera@atelier-lumen.fr"), ("Yusuf Aydın", "yusuf.aydin@outlook.com")]
    state = obs(chrome(where="Collected Addresses") + cards(collected) + [lab("No contact selected", 1200, 500, 300)], 0)
    turns = [(code("pyautogui.click(220, 191)  # Personal Address Book"), obs(chrome() + cards(book) + [lab("No contact selected", 1200, 500, 300)], 0))]
    gm = book.index(("Miriam Okafor", "m.okafor1987@gmail.com"))
    turns.append((code(f"pyautogui.click(600, {184 + 52 * gm + 25})"), obs(chrome() + cards(book) + details(*book[gm]), 1)))
    dlg = [("dialog", "Delete Contact", "", (710, 420), (500, 170)), lab("Are you sure you want to delete the contact Miriam Okafor?", 734, 460, 450, 40),
           btn("Cancel", 890, 540, 100), btn("Delete", 1000, 540, 100)]
    turns.append((code("pyautogui.press('delete')"), obs(chrome() + cards(book) + details(*book[gm]) + dlg, 1)))
    del book[gm]
    turns.append((code("pyautogui.click(1050, 557)  # Delete"), obs(chrome() + cards(book) + [lab("No contact selected", 1200, 500, 300)], 2)))
    turns.append((code("pyautogui.click(360, 103)  # New Contact"), obs(chrome() + cards(book) + form("", "", "", None), 3)))
    turns.append((code("pyautogui.click(1100, 217)\npyautogui.write('Dev')\npyautogui.click(1560, 217)\npyautogui.write('Patel')\npyautogui.click(1230, 427)\npyautogui.write('dev.patel@orbitlane.io')"),
                  obs(chrome() + cards(book) + form("Dev", "Patel", "dev.patel@orbitlane.io", None), 4)))
    book.append(("Dev Patel", "dev.patel@orbitlane.io"))
    book[:] = sorted_book()
    turns.append((code("pyautogui.click(1840, 1027)  # Save"), obs(chrome() + cards(book) + details("Dev Patel", "dev.patel@orbitlane.io"), 5)))
    mi = book.index(("Miriam Okafor", "miriam.okafor@northwind-labs.com"))
    turns.append((code(f"pyautogui.click(600, {184 + 52 * mi + 25})"), obs(chrome() + cards(book) + details(*book[mi]), 6)))
    phones["miriam.okafor@northwind-labs.com"] = "+44 20 7946 0321"
    turns.append((code("pyautogui.click(1830, 207)  # Edit\npyautogui.click(980, 589)  # Add Phone Number\npyautogui.write('+44 20 7946 0321')\npyautogui.click(1840, 1027)  # Save"),
                  obs(chrome() + cards(book) + details(*book[mi]), 8)))
    hits = [("Miriam Okafor", "miriam.okafor@northwind-labs.com"), ("Miriam Okafor", "m.okafor1987@gmail.com")]
    turns.append((code("pyautogui.click(580, 157)\npyautogui.write('okafor')"), obs(chrome("okafor") + cards(hits) + details(*hits[0]), 9)))
    rs.add(task="os", tid="h37-os-05", state=state, turns=turns, bad=True, turn=10, kind="deleted duplicate contact back in search results",
           system=system("In Thunderbird's Personal Address Book, delete the duplicate Miriam Okafor card (the gmail one), add Dev Patel (dev.patel@orbitlane.io), give the remaining Miriam Okafor the work phone +44 20 7946 0321, then search 'okafor' to check only one card is left."))


# Gedit, clean
def t06(rs: RowSet) -> None:
    day = "Mar 10"
    text = """user www-data;
worker_processes auto;
pid /run/nginx.pid;
error_log /var/log/nginx/error.log;
include /etc/nginx/modules-enabled/*.conf;

# tuned for the 4-core staging box
worker_rlimit_nofile 8192;

events {
\tmulti_accept on;
\tworker_connections 768;
}

http {
\tsendfile on;
\ttcp_nopush on;
\ttypes_hash_max_size 2048;
\tserver_tokens off;

\tinclude /etc/nginx/mime.types;
\tdefault_type application/octet-stream;
\tkeepalive_timeout 65;

\tssl_protocols TLSv1.2 TLSv1.3;
\tssl_prefer_server_ciphers on;

\taccess_log /var/log/nginx/access.log;

\tgzip on;
\tgzip_vary on;
\tgzip_types text/plain text/css application/json application/javascript;

\tupstream app {
\t\tserver 127.0.0.1:8081 max_fails=3 fail_timeout=10s;
\t\tserver 127.0.0.1:8082 max_fails=3 fail_timeout=10s;
\t}

\tinclude /etc/nginx/conf.d/*.conf;
\tinclude /etc/nginx/sites-enabled/*;
}
"""
    st = {"text": text, "dirty": False, "ln": 1, "col": 1, "tab": 8, "extra": []}

    def render(k: int) -> str:
        star = "*" if st["dirty"] else ""
        rows = frame(f"{star}nginx.conf (~/projects/site) - gedit")
        rows += [btn("Open", 80, 36, 80), ("push-button", "New tab", "", (166, 36), (34, 34)),
                 lab(f"{star}nginx.conf", 900, 34, 200, 20), lab("~/projects/site", 900, 54, 200, 18),
                 btn("Save", 1700, 36, 70), ("push-button", "Main Menu", "", (1776, 36), (34, 34)),
                 ("page-tab", f"{star}nginx.conf", "", (70, 80), (1850, 32)),
                 ("text", "", esc(st["text"]), (70, 112), (1850, 930)),
                 ("combo-box", "Plain Text", "", (1380, 1046), (130, 28)), ("combo-box", f"Tab Width: {st['tab']}", "", (1520, 1046), (130, 28)),
                 lab(f"Ln {st['ln']}, Col {st['col']}", 1660, 1050, 130), lab("INS", 1800, 1050, 40)]
        rows += st["extra"]
        return desk(rows, hm(day, 16 * 60 + 31 + k), apps=("Text Editor",))

    lines = text.split("\n")
    wl = lines.index("\tworker_connections 768;") + 1
    kl = lines.index("\tkeepalive_timeout 65;") + 1
    state = render(0)
    st.update(ln=wl, col=st["tab"] + len("worker_connections") + 1,
              extra=[entry("Search", "worker_connections", 1400, 120, 360, 34), lab("1 of 1", 1700, 126, 50),
                     ("push-button", "Previous match", "", (1770, 120), (34, 34)), ("push-button", "Next match", "", (1806, 120), (34, 34))])
    turns = [(code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('worker_connections')"), render(0))]
    st.update(extra=[], col=st["tab"] + len("worker_connections 768;") + 1)
    turns.append((code("pyautogui.press('escape')\npyautogui.press('end')"), render(1)))
    st["text"] = st["text"].replace("worker_connections 768;", "worker_connections 2048;")
    st.update(dirty=True, col=st["tab"] + len("worker_connections 2048;") + 1)
    turns.append((code("pyautogui.press('backspace', presses=4)\npyautogui.write('2048;')"), render(1)))
    st["text"] = st["text"].replace("keepalive_timeout 65;", "keepalive_timeout 30;")
    st.update(ln=kl, col=st["tab"] + len("keepalive_timeout 30;") + 1,
              extra=[("dialog", "Find and Replace", "", (700, 380), (520, 330)), entry("Find", "keepalive_timeout 65", 830, 420, 360),
                     entry("Replace with", "keepalive_timeout 30", 830, 462, 360), check("Match case", False, 730, 510), check("Match entire word only", False, 730, 540),
                     check("Regular expression", False, 730, 570), check("Search backwards", False, 730, 600), check("Wrap around", True, 730, 630),
                     lab("Found and replaced one occurrence", 730, 664, 300), btn("Close", 730, 690, 90), btn("Replace All", 880, 690, 110),
                     btn("Replace", 1000, 690, 90), btn("Find", 1100, 690, 90)])
    turns.append((code("pyautogui.hotkey('ctrl', 'h')\npyautogui.write('keepalive_timeout 65')\npyautogui.press('tab')\npyautogui.write('keepalive_timeout 30')\npyautogui.click(935, 707)  # Replace All"), render(3)))
    st.update(extra=[], dirty=False)
    turns.append((code("pyautogui.click(775, 707)  # Close\npyautogui.hotkey('ctrl', 's')"), render(4)))
    st.update(tab=4, col=4 + len("keepalive_timeout 30;") + 1)
    turns.append((code("pyautogui.click(1585, 1060)  # Tab Width\npyautogui.click(1585, 950)  # 4"), render(5)))
    rs.add(task="os", tid="h37-os-06", state=state, turns=turns, bad=False,
           system=system("In gedit (nginx.conf in ~/projects/site), raise worker_connections from 768 to 2048, lower keepalive_timeout from 65 to 30, save the file, and set the tab width to 4."))


# Syncthing GTK, bad
def t07(rs: RowSet) -> None:
    day = "Mar 14"
    pid8 = "R6TQ2XH-4MBN7EK-ZC5WQ3D-PJ7L2YF-XNRHA4M-TK3D6QB-W5EV2RS-HJ5UFAQ"
    folders = [
        {"label": "Documents", "id": "docs-7k2p9", "path": "/home/dana/Documents", "state": "Up to Date", "glob": "4,117 files, 2.38 GiB", "with": "nas-basement"},
        {"label": "Camera (pixel-8)", "id": "pixel_8_gsyy-photos", "path": "/home/dana/Sync/Camera", "state": "Up to Date", "glob": "1,862 files, 7.04 GiB", "with": "pixel-8, nas-basement"},
        {"label": "Music", "id": "music-lib", "path": "/mnt/data/Music", "state": "Up to Date", "glob": "9,402 files, 61.3 GiB", "with": "nas-basement"},
    ]
    st = {"pix_open": False, "photos_open": False, "k": 0}

    def main_rows() -> list[Row]:
        k = st["k"]
        rows = frame("Syncthing-GTK")
        rows += [("push-button", "Menu", "", (80, 36), (40, 34)), lab("Syncthing-GTK", 900, 42, 200),
                 ("heading", "Folders", "", (90, 90), (200, 26)), ("heading", "Devices", "", (1000, 90), (200, 26))]
        y = 124
        for f in folders:
            rows += [("push-button", f["label"], "", (90, y), (880, 40)), lab(f["state"], 820, y + 9, 140)]
            y += 44
            if f["label"] == "Photos" and st["photos_open"]:
                for key, val in [("Folder ID", f["id"]), ("Path", f["path"]), ("Global State", f["glob"]), ("Local State", f["glob"]),
                                 ("Last Scan", "2025-03-14 10:15"), ("Shared With", f["with"]), ("Rescan Interval", "3600 s"), ("Watch for Changes", "Yes"),
                                 ("File Pull Order", "Random")]:
                    rows += [lab(key, 110, y, 220), lab(val, 340, y, 600)]
                    y += 28
                rows += [btn("Rescan", 110, y + 4, 100), btn("Pause", 220, y + 4, 100), btn("Edit", 330, y + 4, 100), btn("Open Folder", 440, y + 4, 130)]
                y += 48
        rows += [btn("Add Folder", 90, y + 10, 140)]
        dl = [("1.2 KiB/s", "4.81 GiB"), ("0.9 KiB/s", "4.81 GiB"), ("38.6 KiB/s", "4.81 GiB"), ("4.1 KiB/s", "4.82 GiB"),
              ("1.7 KiB/s", "4.82 GiB"), ("0.6 KiB/s", "4.82 GiB"), ("2.3 KiB/s", "4.82 GiB"), ("1.1 KiB/s", "4.82 GiB"), ("0.8 KiB/s", "4.82 GiB")][k]
        rows += [("push-button", "thinkpad-x1", "", (1000, 124), (900, 40)), lab("This Device", 1780, 133, 110),
                 lab("Download Rate", 1020, 170, 200), lab(f"{dl[0]} ({dl[1]})", 1240, 170, 400),
                 lab("Upload Rate", 1020, 198, 200), lab(f"{max(0.2, 0.3 * ((k * 7) % 5)):.1f} KiB/s (2.37 GiB)", 1240, 198, 400),
                 lab("Announce Server", 1020, 226, 200), lab("3/4", 1240, 226, 400),
                 lab("Version", 1020, 254, 200), lab("v1.27.12, Linux (64-bit Intel/AMD)", 1240, 254, 400),
                 lab("Uptime", 1020, 282, 200), lab(f"3d 4h {17 + k}m", 1240, 282, 400),
                 ("push-button", "nas-basement", "", (1000, 320), (900, 40)), lab("Up to Date", 1780, 329, 110),
                 ("push-button", "pixel-8", "", (1000, 364), (900, 40)), lab("Up to Date", 1780, 373, 110)]
        if st["pix_open"]:
            rows += [lab("Address", 1020, 410, 200), lab("tcp://192.168.1.57:22000", 1240, 410, 400),
                     lab("Download Rate", 1020, 438, 200), lab("0 B/s (1.03 GiB)", 1240, 438, 400),
                     lab("Upload Rate", 1020, 466, 200), lab("0 B/s (84.2 MiB)", 1240, 466, 400),
                     lab("Version", 1020, 494, 200), lab("v1.27.12, Android (64-bit ARM)", 1240, 494, 400),
                     lab("Compression", 1020, 522, 200), lab("Metadata Only", 1240, 522, 400),
                     lab("Last Seen", 1020, 550, 200), lab("Connected", 1240, 550, 400),
                     btn("Pause", 1240, 584, 100), btn("Edit", 1350, 584, 100)]
        return rows

    def edit_dialog(did: str, photos: bool) -> list[Row]:
        rows = [("dialog", "Edit Device", "", (660, 240), (600, 560)), ("page-tab", "General", "", (680, 280), (100, 30)),
                ("page-tab", "Advanced", "", (780, 280), (100, 30)),
                entry("Device ID", did, 820, 330, 420), entry("Device Name", "pixel-8", 820, 374, 420), entry("Addresses", "dynamic", 820, 418, 420),
                check("Introducer", False, 820, 462), lab("Share Folders", 680, 500, 200)]
        shares = [("Documents", False), ("Camera (pixel-8)", True), ("Music", False)] + ([("Photos", True)] if photos else [])
        rows += [check(n, v, 700, 530 + 30 * i, 400) for i, (n, v) in enumerate(shares)]
        rows += [btn("Cancel", 1040, 750, 100), btn("Save", 1150, 750, 100)]
        return rows

    def obs(extra: list[Row] | None = None) -> str:
        return desk(main_rows() + (extra or []), hm(day, 10 * 60 + 9 + st["k"]), apps=("Syncthing-GTK",))

    state = obs()
    turns = []
    st.update(pix_open=True, k=1)
    turns.append((code("pyautogui.click(1450, 384)  # pixel-8"), obs()))
    st["k"] = 2
    turns.append((code("pyautogui.click(1400, 601)  # Edit"), obs(edit_dialog(pid8, False))))
    new = [("dialog", "Add Folder", "", (660, 240), (600, 560)), ("page-tab", "General", "", (680, 280), (100, 30)),
           ("page-tab", "File Versioning", "", (780, 280), (140, 30)), ("page-tab", "Advanced", "", (920, 280), (100, 30))]

    def folder_form(label: str, fid: str, path: str, pix: bool) -> list[Row]:
        return new + [entry("Folder Label", label, 820, 330, 420), entry("Folder ID", fid, 820, 374, 420), entry("Folder Path", path, 820, 418, 420),
                      lab("Share With Devices", 680, 470, 200), check("nas-basement", False, 700, 500, 300), check("pixel-8", pix, 700, 530, 300),
                      btn("Cancel", 1040, 750, 100), btn("Save", 1150, 750, 100)]

    st["k"] = 3
    turns.append((code("pyautogui.click(1090, 767)  # Cancel\npyautogui.click(160, 279)  # Add Folder"), obs(folder_form("", "fz4qd-x3vkc", "~/", False))))
    st["k"] = 4
    turns.append((code("pyautogui.click(1030, 347)\npyautogui.write('Photos')\npyautogui.tripleClick(1030, 391)\npyautogui.write('photos-2025')\n"
                       "pyautogui.tripleClick(1030, 435)\npyautogui.write('/home/dana/Photos')\npyautogui.click(712, 542)  # pixel-8"),
                  obs(folder_form("Photos", "photos-2025", "/home/dana/Photos", True))))
    folders.append({"label": "Photos", "id": "photos-2025", "path": "/home/dana/Photos", "state": "Scanning", "glob": "0 files, 0 B", "with": "pixel-8"})
    st["k"] = 5
    turns.append((code("pyautogui.click(1200, 767)  # Save"), obs()))
    st["k"] = 6
    turns.append((code("pyautogui.click(1400, 601)  # Edit (pixel-8)"), obs(edit_dialog(pid8.replace("XNRHA4M", "XNRH4AM"), True))))
    folders[3].update(state="Up to Date", glob="2,318 files, 11.7 GiB")
    st["k"] = 7
    turns.append((code("pyautogui.click(1090, 767)  # Cancel"), obs()))
    st.update(photos_open=True, k=8)
    turns.append((code("pyautogui.click(400, 276)  # Photos"), obs()))
    rs.add(task="os", tid="h37-os-07", state=state, turns=turns, bad=True, turn=6, kind="remote device ID changes in one group",
           system=system("In Syncthing-GTK, note the device ID of pixel-8, add ~/Photos as a new folder with ID photos-2025 shared with pixel-8, and check that the folder finished scanning."))


# GNOME Tweaks, clean
def t08(rs: RowSet) -> None:
    day = "Mar 09"
    st = {"page": "Appearance", "scale": "1.00", "battery": False, "weekday": False, "seconds": False, "k": 0}
    pct = [91, 91, 90, 90, 90, 89, 89, 89]
    secs = [0, 0, 0, 0, 0, 0, 51, 18]

    def clock() -> str:
        k = st["k"]
        minute = 10 * 60 + 2 + k
        base = f"{'Sun ' if st['weekday'] else ''}{day}  {minute // 60:02d}:{minute % 60:02d}"
        return base + (f":{secs[k]:02d}" if st["seconds"] else "")

    def page() -> list[Row]:
        p = st["page"]
        s = float(st["scale"])
        if p == "Fonts":
            rows: list[Row] = [("heading", "Preferred Fonts", "", (400, 90), (400, 24))]
            y = 126
            for name, val in [("Interface Text", "Ubuntu 11"), ("Document Text", "Sans 11"), ("Monospace Text", "Ubuntu Mono 13"), ("Legacy Window Titles", "Ubuntu Bold 11")]:
                rows += [lab(name, 420, y, 300, round(22 * s)), ("push-button", val, "", (1500, y - 6), (360, round(34 * s)))]
                y += round(46 * s)
            rows.append(("heading", "Rendering", "", (400, y + 10), (400, 24)))
            y += 46
            rows += [lab("Hinting", 420, y, 300), ("radio-button", "Full", "", (1500, y), (80, 30)), ("radio-button", "Medium", "", (1590, y), (90, 30)),
                     ("radio-button", "Slight", "", (1690, y), (80, 30)), ("radio-button", "None", "", (1780, y), (80, 30))]
            y += round(46 * s)
            rows += [lab("Antialiasing", 420, y, 300), ("radio-button", "Subpixel (for LCD screens)", "", (1400, y), (230, 30)),
                     ("radio-button", "Standard (grayscale)", "", (1640, y), (180, 30)), ("radio-button", "None", "", (1830, y), (70, 30))]
            y += round(46 * s)
            rows += [("heading", "Size", "", (400, y + 10), (400, 24)), lab("Scaling Factor", 420, y + 46, 300),
                     ("spin-button", "Scaling Factor", st["scale"], (1700, y + 40), (160, round(34 * s)))]
            return rows
        if p == "Top Bar":
            rows = [("heading", "Activities Overview Hot Corner", "", (400, 90), (500, 24))]
            y = 126
            for name, val in [("Activities Overview Hot Corner", False), ("Battery Percentage", st["battery"])]:
                rows += [lab(name, 420, y, 400, round(22 * s)), switch(name, bool(val), 1800, y - 2)]
                y += round(46 * s)
            rows.append(("heading", "Clock", "", (400, y + 10), (400, 24)))
            y += 46
            for name, val in [("Weekday", st["weekday"]), ("Date", True), ("Seconds", st["seconds"])]:
                rows += [lab(name, 420, y, 400, round(22 * s)), switch(name, bool(val), 1800, y - 2)]
                y += round(46 * s)
            rows.append(("heading", "Calendar", "", (400, y + 10), (400, 24)))
            y += 46
            rows += [lab("Week Numbers", 420, y, 400, round(22 * s)), switch("Week Numbers", False, 1800, y - 2)]
            return rows
        rows = [("heading", "Styles", "", (400, 90), (400, 24))]
        y = 126
        for name, val in [("Cursor", "Yaru"), ("Icons", "Yaru"), ("Shell", "Default"), ("Sound", "Yaru"), ("Legacy Applications", "Yaru")]:
            rows += [lab(name, 420, y, 300, round(22 * s)), ("combo-box", name, val, (1600, y - 6), (260, round(34 * s)))]
            y += round(46 * s)
        rows.append(("heading", "Background", "", (400, y + 10), (400, 24)))
        y += 46
        rows += [lab("Default Image", 420, y, 300), ("push-button", "Jammy-Jellyfish_WP_4096x2304_Grey.png", "", (1500, y - 6), (360, 34)),
                 lab("Dark Style Image", 420, y + 46, 300), ("push-button", "Jammy-Jellyfish_WP_4096x2304_Grey.png", "", (1500, y + 40), (360, 34)),
                 lab("Adjustment", 420, y + 92, 300), ("combo-box", "Adjustment", "Zoom", (1600, y + 86), (260, 34))]
        return rows

    def obs() -> str:
        rows = frame("Tweaks") + [lab("Tweaks", 150, 42, 150), ("push-button", "Main Menu", "", (330, 36), (34, 34)), lab(st["page"], 1050, 42, 200)]
        rows += items("list-item", ["Appearance", "Fonts", "Keyboard & Mouse", "Startup Applications", "Top Bar", "Window Titlebars", "Windows"], 80, 80, 300, 44)
        rows += page()
        tray: list[Row] = [("menu", "Battery", f"{pct[st['k']]} %", (1730, 0), (64, 27))] if st["battery"] else []
        return desk(rows, clock(), apps=("Tweaks",), tray=tray)

    state = obs()
    turns = []
    st.update(page="Fonts", k=1)
    turns.append((code("pyautogui.click(230, 146)  # Fonts"), obs()))
    st.update(scale="1.10", k=2)
    turns.append((code("pyautogui.tripleClick(1780, 505)\npyautogui.write('1.10')\npyautogui.press('enter')"), obs()))
    st.update(page="Top Bar", k=3)
    turns.append((code("pyautogui.click(230, 278)  # Top Bar"), obs()))
    st.update(battery=True, k=4)
    turns.append((code("pyautogui.click(1824, 188)  # Battery Percentage"), obs()))
    st.update(weekday=True, k=5)
    turns.append((code("pyautogui.click(1824, 285)  # Weekday"), obs()))
    st.update(seconds=True, k=6)
    turns.append((code("pyautogui.click(1824, 387)  # Seconds"), obs()))
    st.update(page="Appearance", k=7)
    turns.append((code("pyautogui.click(230, 102)  # Appearance"), obs()))
    rs.add(task="os", tid="h37-os-08", state=state, turns=turns, bad=False,
           system=system("With GNOME Tweaks, set the font scaling factor to 1.10, show the battery percentage in the top bar, and make the top-bar clock show the weekday and seconds."))


# Darktable, clean
def t09(rs: RowSet) -> None:
    day = "Mar 08"
    names = [f"DSC_{n}.NEF" for n in range(4410, 4425)]
    rating = {n: 1 for n in names}
    rating.update({"DSC_4412.NEF": 2, "DSC_4416.NEF": 3, "DSC_4421.NEF": 3})
    changed = {n: "2025:03:03 21:14:07" for n in names}
    exif = {}
    for i, n in enumerate(names):
        exif[n] = {"exposure": ["1/250", "1/320", "1/400", "1/200", "1/160"][i % 5], "aperture": ["f/5.6", "f/8.0", "f/4.0"][i % 3],
                   "iso": ["100", "200", "100", "400"][i % 4], "focal": ["35 mm", "50 mm", "85 mm", "24 mm"][i % 4],
                   "datetime": f"2025:03:02 {16 + i // 6:02d}:{(7 + i * 9) % 60:02d}:{(13 + i * 17) % 60:02d}", "id": str(2731 + i)}
    st = {"sel": "", "hover": "", "filter": "all", "popup": False, "k": 0}

    def stars(n: str) -> str:
        r = rating[n]
        return "rejected" if r < 0 else f"{r} star" + ("s" if r != 1 else "")

    def info(n: str) -> list[Row]:
        e = exif[n]
        fields = [("filmroll", "2025-03-02 Lisbon"), ("image id", e["id"]), ("group id", e["id"]), ("filename", n), ("version", "0"),
                  ("full path", f"/home/ines/Pictures/2025-03-02 Lisbon/{n}"), ("local copy", "no"), ("import timestamp", "2025:03:03 21:14:07"),
                  ("change timestamp", changed[n]), ("export timestamp", "-"), ("model", "Z 6_2"), ("maker", "Nikon"), ("lens", "NIKKOR Z 24-120mm f/4 S"),
                  ("aperture", e["aperture"]), ("exposure", e["exposure"]), ("exposure bias", "0.00 EV"), ("focal length", e["focal"]),
                  ("ISO", e["iso"]), ("datetime", e["datetime"]), ("width", "6048"), ("height", "4024"), ("rating", stars(n))]
        rows: list[Row] = [("heading", "image information", "", (1570, 560), (330, 24))]
        for i, (key, val) in enumerate(fields):
            rows += [lab(key, 1580, 590 + 20 * i, 130, 20), lab(val, 1716, 590 + 20 * i, 190, 20)]
        return rows

    def visible() -> list[str]:
        if st["filter"] == "5":
            return [n for n in names if rating[n] == 5]
        return names

    def obs() -> str:
        shown = visible()
        total = 148 if st["filter"] == "all" else len(shown)
        sel = 1 if st["sel"] in shown else 0
        msg = f"{sel} image of {total} (#{shown.index(st['sel']) + 1}) in current collection is selected" if sel else f"0 images of {total} in current collection are selected"
        rows = frame("darktable", controls=False)
        rows += [lab("darktable 4.6.1", 90, 40, 200), ("push-button", "lighttable", "", (1480, 40), (100, 26)), ("push-button", "darkroom", "", (1590, 40), (90, 26)),
                 ("push-button", "map", "", (1690, 40), (50, 26)), ("push-button", "slideshow", "", (1750, 40), (80, 26)), ("push-button", "print", "", (1840, 40), (60, 26)),
                 ("combo-box", "rating", {"all": "all", "5": "★★★★★ only"}[st["filter"]], (700, 84), (200, 26)),
                 ("combo-box", "sort by", "filename", (920, 84), (200, 26)), lab(msg, 720, 116, 520, 20),
                 ("heading", "collections", "", (80, 150), (330, 24)), ("combo-box", "film roll", "2025-03-02 Lisbon", (90, 180), (310, 28)),
                 ("heading", "import", "", (80, 230), (330, 24)), btn("add to library...", 90, 260, 150), btn("copy & import...", 250, 260, 150)]
        for i, n in enumerate(shown):
            rows.append(("push-button", n, stars(n), (440 + 220 * (i % 5), 150 + 200 * (i // 5)), (214, 194)))
        if st["popup"]:
            rows += [("menu-item", v, "", (700, 112 + 26 * i), (200, 26)) for i, v in enumerate(
                ["all", "unstarred only", "★", "★★", "★★★", "★★★★", "★★★★★ only", "rejected only", "all except rejected"])]
        rows += [("heading", "selected image[s]", "", (1570, 150), (330, 24)), btn("remove", 1580, 180, 100), btn("copy", 1690, 180, 100), btn("duplicate", 1800, 180, 100),
                 ("heading", "history stack", "", (1570, 230), (330, 24)), btn("selective copy...", 1580, 260, 150), btn("compress history", 1740, 260, 150),
                 ("heading", "export", "", (1570, 310), (330, 24)), ("combo-box", "file on disk", "$(FILE_FOLDER)/darktable_exported/$(FILE_NAME)", (1580, 340), (320, 28)),
                 ("combo-box", "format", "JPEG", (1580, 374), (320, 28)), btn("export", 1580, 500, 320)]
        focus = st["hover"] or (st["sel"] if st["sel"] in shown else "")
        if focus:
            rows += info(focus)
        return desk(rows, hm(day, 20 * 60 + 41 + st["k"]), apps=("darktable",))

    def at(n: str) -> tuple[int, int]:
        i = visible().index(n)
        return 440 + 220 * (i % 5) + 107, 150 + 200 * (i // 5) + 97

    state = obs()
    turns = []
    for k, n in enumerate(["DSC_4412.NEF", "DSC_4415.NEF", "DSC_4421.NEF"]):
        x, y = at(n)
        if k == 0:
            st.update(sel=n, k=1)
            turns.append((code(f"pyautogui.click({x}, {y})"), obs()))
            rating[n] = 5
            changed[n] = "2025:03:08 20:42:36"
            st["k"] = 2
            turns.append((code("pyautogui.press('5')"), obs()))
        else:
            rating[n] = 5
            changed[n] = f"2025:03:08 20:{42 + k}:{11 + 20 * k:02d}"
            st.update(sel=n, k=2 + k)
            turns.append((code(f"pyautogui.click({x}, {y})\npyautogui.press('5')"), obs()))
    x, y = at("DSC_4419.NEF")
    rating["DSC_4419.NEF"] = -1
    changed["DSC_4419.NEF"] = "2025:03:08 20:45:02"
    st.update(sel="DSC_4419.NEF", k=5)
    turns.append((code(f"pyautogui.click({x}, {y})\npyautogui.press('r')"), obs()))
    st.update(popup=True, k=6)
    turns.append((code("pyautogui.click(800, 97)  # rating filter"), obs()))
    st.update(popup=False, filter="5", k=6)
    turns.append((code("pyautogui.click(800, 281)  # ★★★★★ only"), obs()))
    st.update(hover="DSC_4415.NEF", k=7)
    x, y = at("DSC_4415.NEF")
    turns.append((code(f"pyautogui.moveTo({x}, {y})"), obs()))
    rs.add(task="os", tid="h37-os-09", state=state, turns=turns, bad=False,
           system=system("In darktable's lighttable (film roll 2025-03-02 Lisbon), give DSC_4412, DSC_4415 and DSC_4421 five stars, reject the blurry DSC_4419, then filter the view to five-star images only."))


# qBittorrent, bad
def t10(rs: RowSet) -> None:
    day = "Mar 14"
    tor = [
        {"name": "ubuntu-24.04.2-desktop-amd64.iso", "size": "5.79 GiB", "pieces": 23715, "have": 14102, "status": "Downloading", "seeds": "87 (1204)", "peers": "6 (41)",
         "hash": "a0c97e6f58d7f0a63ea04cf2d2a1e5a8b1c3f7d2", "added": "14/03/2025 08:51", "limit": "∞", "path": "/home/ravi/Downloads/ISOs/", "by": "mktorrent 1.1",
         "created": "20/02/2025 15:12", "comment": "Ubuntu CD releases.ubuntu.com"},
        {"name": "debian-12.9.0-amd64-DVD-1.iso", "size": "3.72 GiB", "pieces": 15236, "have": 4021, "status": "Downloading", "seeds": "23 (311)", "peers": "2 (19)",
         "hash": "3f1d29b8e4c07a5d6e2b91c48f0a7d36e5c2b1a9", "added": "14/03/2025 09:02", "limit": "∞", "path": "/home/ravi/Downloads/ISOs/", "by": "mktorrent 1.1",
         "created": "11/01/2025 10:44", "comment": "\"Debian CD from cdimage.debian.org\""},
        {"name": "Fedora-Workstation-Live-x86_64-41", "size": "2.18 GiB", "pieces": 8932, "have": 8932, "status": "Seeding", "seeds": "0 (188)", "peers": "3 (12)",
         "hash": "d8e6a3b91f7c2e4a0b5d6c8f93e1a2b7c4d0f6e5", "added": "12/03/2025 19:37", "limit": "∞", "path": "/home/ravi/Downloads/ISOs/", "by": "",
         "created": "24/10/2024 16:05", "comment": ""},
        {"name": "archlinux-2025.03.01-x86_64.iso", "size": "1.19 GiB", "pieces": 2437, "have": 2437, "status": "Seeding", "seeds": "0 (402)", "peers": "1 (25)",
         "hash": "77b2c5e0d91a4f38e6c2b0a7d5f1e9c3b8a26d40", "added": "10/03/2025 22:14", "limit": "∞", "path": "/home/ravi/Downloads/ISOs/", "by": "mktorrent 1.1",
         "created": "01/03/2025 09:00", "comment": "Arch Linux 2025.03.01 https://archlinux.org"},
        {"name": "linuxmint-22.1-cinnamon-64bit.iso", "size": "2.80 GiB", "pieces": 11472, "have": 11472, "status": "Completed", "seeds": "0 (0)", "peers": "0 (0)",
         "hash": "c2a8f4d6e1b9073a5c8e2d4f6b1a3c5e7d9f0b28", "added": "09/03/2025 13:26", "limit": "∞", "path": "/home/ravi/Downloads/ISOs/", "by": "",
         "created": "16/01/2025 11:48", "comment": ""},
    ]
    st = {"sel": 0, "tab": "General", "menu": False, "dialog": None, "k": 0}
    # per turn: down speeds (KiB/s) of the two downloads, up speeds of the four active torrents, pieces held by the two downloads
    down = [[3810, 1240], [3760, 1310], [3902, 1188], [498, 2950], [497, 3120], [499, 3060], [501, 2987], [496, 3010], [498, 0], [497, 0]]
    up = [[61, 12, 45, 18], [58, 14, 51, 9], [64, 11, 39, 22], [31, 19, 48, 15], [30, 22, 44, 17], [29, 20, 50, 12], [33, 21, 41, 19], [30, 18, 47, 16], [31, 0, 43, 14], [30, 0, 46, 18]]
    have = [[14102, 4021], [14950, 4297], [15808, 4562], [16702, 4818], [16818, 5551], [16935, 6320], [17052, 7069], [17168, 7832], [17285, 8564], [17401, 8564]]

    def rate(kib: int) -> str:
        return "0 B/s" if kib == 0 else (f"{kib / 1024:.1f} MiB/s" if kib >= 1024 else f"{kib} KiB/s")

    def obs() -> str:
        k = st["k"]
        rows = frame(f"[D: {rate(sum(down[k]))}, U: {sum(up[k])} KiB/s] qBittorrent v4.6.7")
        for i, m in enumerate(["File", "Edit", "View", "Tools", "Help"]):
            rows.append(("menu", m, "", (78 + 60 * i, 60), (56, 26)))
        for i, b in enumerate(["Add Torrent Link...", "Add Torrent File...", "Delete", "Resume", "Pause", "Top of Queue", "Move Up Queue", "Move Down Queue", "Bottom of Queue", "Options..."]):
            rows.append(("push-button", b, "", (80 + 42 * i, 90), (38, 38)))
        rows += [entry("Filter torrent names...", "", 1500, 94, 400, 30)]
        paused = 1 + (tor[1]["status"] == "Paused")
        active = sum(1 for i in range(5) if (i < 2 and down[k][i] > 0) or (i < 4 and up[k][i] > 0))
        rows += items("list-item", ["All (5)", "Downloading (2)", "Seeding (2)", "Completed (3)", f"Resumed ({5 - paused})", f"Paused ({paused})",
                                    f"Active ({active})", f"Inactive ({5 - active})", "Stalled (0)", "Errored (0)"], 80, 140, 220, 28)
        body = []
        for i, t in enumerate(tor):
            dl = down[k][i] if i < 2 else 0
            h = have[k][i] if i < 2 else t["pieces"]
            prog = f"{100 * h / t['pieces']:.1f}%"
            status = t["status"]
            secs = int((t["pieces"] - h) * 256 / dl) if dl else 0
            eta = "∞" if dl == 0 or h >= t["pieces"] else (f"{secs // 3600}h {secs % 3600 // 60}m" if secs >= 3600 else f"{secs // 60}m")
            upk = up[k][i] if i < 4 else 0
            seeds, peers = t["seeds"], t["peers"]
            if status == "Paused":
                seeds, peers = "0" + seeds[seeds.index(" "):], "0" + peers[peers.index(" "):]
            body.append([t["name"], t["size"], prog, status, seeds, peers, rate(dl), rate(upk), eta, ["0.06", "0.06", "1.87", "3.12", "0.95"][i]])
        rows += table([("Name", 420), ("Size", 100), ("Progress", 110), ("Status", 120), ("Seeds", 100), ("Peers", 100), ("Down Speed", 120),
                       ("Up Speed", 110), ("ETA", 80), ("Ratio", 80)], body, 320, 140, rh=28)
        s = st["sel"]
        t = tor[s]
        rows += [("page-tab", n, "", (320 + 110 * i, 560), (106, 30)) for i, n in enumerate(["General", "Trackers", "Peers", "HTTP Sources", "Content"])]
        if st["tab"] == "General":
            h = have[k][s] if s < 2 else t["pieces"]
            info = [("Time Active:", f"1h {4 + k}m" if s == 0 else f"{42 + k}m"), ("ETA:", body[s][8]), ("Connections:", "38 (100 max)"),
                    ("Downloaded:", f"{h * 256 / 1024 / 1024:.2f} GiB"), ("Uploaded:", f"{221.4 + 2.1 * k:.1f} MiB" if s == 0 else f"{64.8 + 0.8 * k:.1f} MiB"), ("Seeds:", t["seeds"]),
                    ("Download Speed:", body[s][6]), ("Upload Speed:", body[s][7]), ("Peers:", t["peers"]),
                    ("Download Limit:", st.get("shown_limit", t["limit"]) if s == 0 else t["limit"]), ("Upload Limit:", "∞"), ("Share Ratio:", body[s][9]),
                    ("Total Size:", t["size"]), ("Pieces:", f"{t['pieces']:,} x 256.0 KiB (have {h:,})"), ("Created By:", t["by"]),
                    ("Added On:", t["added"]), ("Completed On:", ""), ("Created On:", t["created"]), ("Info Hash v1:", t["hash"]), ("Info Hash v2:", "N/A"),
                    ("Save Path:", t["path"]), ("Comment:", t["comment"])]
            for i, (key, val) in enumerate(info):
                rows += [lab(key, 340 + 760 * (i % 2), 600 + 24 * (i // 2), 170), lab(val, 520 + 760 * (i % 2), 600 + 24 * (i // 2), 560)]
        else:
            if s == 0:
                trk = [("** [DHT] **", "Working", "412", "87", "0", ""), ("** [PeX] **", "Working", "0", "2", "0", ""), ("** [LSD] **", "Working", "0", "0", "0", ""),
                       ("https://torrent.ubuntu.com/announce", "Working", "1204", "41", "15820", ""),
                       ("https://ipv6.torrent.ubuntu.com/announce", "Not working", "0", "0", "0", "Connection refused")]
            else:
                trk = [("** [DHT] **", "Working", "412", "23", "0", ""), ("** [PeX] **", "Working", "0", "1", "0", ""), ("** [LSD] **", "Working", "0", "0", "0", ""),
                       ("http://bttracker.debian.org:6969/announce", "Working", "311", "19", "2208", "")]
            rows += table([("URL/Announce endpoint", 520), ("Status", 120), ("Seeds", 90), ("Peers", 90), ("Downloaded", 120), ("Message", 300)],
                          [list(r) for r in trk], 320, 600, rh=26)
        rows += [lab("DHT: 412 nodes", 1080, 1050, 160), lab(f"↓ {rate(sum(down[k]))} ({3.61 + 0.2 * k:.2f} GiB)", 1260, 1050, 260),
                 lab(f"↑ {sum(up[k])} KiB/s ({412.3 + 7.6 * k:.1f} MiB)", 1530, 1050, 220)]
        if st["menu"]:
            rows += [("menu-item", n, "", (600, 196 + 28 * i), (300, 28)) for i, n in enumerate(
                ["Resume", "Force Resume", "Pause", "Remove", "Set location...", "Rename...", "Category", "Tags", "Automatic Torrent Management",
                 "Limit download rate...", "Limit upload rate...", "Limit share ratio...", "Download in sequential order", "Download first and last pieces first",
                 "Force recheck", "Force reannounce", "Copy", "Preview file...", "Queue", "Export .torrent..."])]
        rows += st["dialog"] or []
        return desk(rows, hm(day, 10 * 60 + 8 + k), apps=("qBittorrent",))

    state = obs()
    turns = []
    st.update(k=1)
    turns.append((code("pyautogui.click(530, 182)  # ubuntu torrent"), obs()))
    st.update(k=2, menu=True)
    turns.append((code("pyautogui.rightClick(530, 182)"), obs()))
    dlg = [("dialog", "Torrent Download Speed Limiting", "", (700, 420), (520, 170)), ("slider", "Limit", "", (720, 470), (360, 24)),
           ("spin-button", "Limit", "∞ KiB/s", (1090, 466), (110, 32)), btn("OK", 1000, 540, 100), btn("Cancel", 1110, 540, 100)]
    st.update(menu=False, dialog=dlg)
    turns.append((code("pyautogui.click(750, 462)  # Limit download rate..."), obs()))
    tor[0]["limit"] = "500 KiB/s"
    st.update(k=3, dialog=None)
    turns.append((code("pyautogui.tripleClick(1145, 482)\npyautogui.write('500')\npyautogui.click(1050, 557)  # OK"), obs()))
    st.update(k=4, sel=1)
    turns.append((code("pyautogui.click(530, 210)  # debian torrent"), obs()))
    st.update(k=5, sel=0, shown_limit="∞")
    turns.append((code("pyautogui.click(530, 182)  # ubuntu torrent"), obs()))
    st.update(k=6, tab="Trackers")
    turns.append((code("pyautogui.click(483, 575)  # Trackers tab"), obs()))
    st.update(k=7, menu=True, sel=1)
    turns.append((code("pyautogui.rightClick(530, 210)  # debian torrent"), obs()))
    tor[1]["status"] = "Paused"
    st.update(k=8, menu=False, sel=1)
    turns.append((code("pyautogui.click(700, 266)  # Pause"), obs()))
    rs.add(task="os", tid="h37-os-10", state=state, turns=turns, bad=True, turn=6, kind="per-torrent download limit set by the agent shows the old value",
           system=system("In qBittorrent, limit the download rate of the Ubuntu 24.04.2 torrent to 500 KiB/s, check its General and Trackers tabs, then pause the Debian DVD torrent."))


# Meld, clean
def t11(rs: RowSet) -> None:
    day = "Mar 14"
    left_cfg = """site:
  title: "Harbour Notes"
  base_url: "https://harbournotes.example.org"
  language: en-GB

cache:
  ttl_seconds: 600
  stale_while_revalidate: 30

build:
  minify: true
  drafts: false
  output_dir: public

analytics:
  provider: plausible
  domain: harbournotes.example.org
"""
    right_cfg = left_cfg.replace("ttl_seconds: 600", "ttl_seconds: 60").replace("drafts: false", "drafts: true")
    files = {
        "left": {"assets": None, "config.yaml": [len(left_cfg.encode()), "2025-03-02 17:40:11"], "index.html": [6912, "2025-03-02 17:38:55"],
                 "README.md": [2051, "2025-02-27 10:03:21"], "robots.txt": [68, "2025-01-15 09:12:40"]},
        "right": {"assets": None, "config.yaml": [len(right_cfg.encode()), "2025-03-10 12:22:09"], "index.html": [7340, "2025-03-10 12:20:47"],
                  "README.md": [2051, "2025-02-27 10:03:21"], "sitemap.xml": [3409, "2025-03-10 12:21:30"]},
    }
    st = {"tab": "new", "right": right_cfg, "dirty": False, "ln": 1, "k": 0}

    def fsize(n: int) -> str:
        return f"{n} bytes" if n < 1000 else f"{n / 1000:.1f} kB"

    def tabs() -> list[Row]:
        rows = frame("Meld")
        rows += [("push-button", "Main Menu", "", (1800, 36), (34, 34))]
        if st["tab"] == "new":
            return rows + [("page-tab", "New comparison", "", (80, 80), (220, 32))]
        rows.append(("page-tab", "v1 — v2", "", (80, 80), (200, 32)))
        if st["tab"] == "file":
            rows.append(("page-tab", f"config.yaml — {'*' if st['dirty'] else ''}config.yaml", "", (284, 80), (280, 32)))
        return rows

    def dir_rows() -> list[Row]:
        names = sorted(set(files["left"]) | set(files["right"]), key=lambda n: (files["left"].get(n, files["right"].get(n)) is not None, n.lower()))
        rows: list[Row] = [entry("Left folder", "/home/noor/site/v1", 90, 124, 880), entry("Right folder", "/home/noor/site/v2", 1010, 124, 880)]
        for i, b in enumerate(["Compare selected files", "Copy to left", "Copy to right", "Delete", "Hide", "Same", "New", "Modified", "Filters"]):
            rows.append(("push-button", b, "", (90 + 100 * i, 166), (96, 32)))
        for side, x in (("left", 90), ("right", 1010)):
            body = []
            for n in names:
                v = files[side].get(n, "missing")
                if v == "missing":
                    body.append([n, "", "", ""])
                elif v is None:
                    body.append([n, "", "2025-03-10 12:19:02" if side == "right" else "2025-03-02 17:36:40", "rwxr-xr-x"])
                else:
                    body.append([n, fsize(v[0]), v[1], "rw-r--r--"])
            rows += table([("Name", 340), ("Size", 120), ("Modification time", 240), ("Permissions", 170)], body, x, 210, rh=28)
        return rows

    def file_rows() -> list[Row]:
        rows: list[Row] = [entry("Left file", "/home/noor/site/v1/config.yaml", 90, 124, 820), btn("Save", 916, 124, 60),
                           entry("Right file", "/home/noor/site/v2/config.yaml", 1010, 124, 820), btn("Save", 1836, 124, 60)]
        for i, b in enumerate(["Undo", "Redo", "Go to the previous change", "Go to the next change", "Lock scrolling"]):
            rows.append(("push-button", b, "", (90 + 40 * i, 166), (36, 32)))
        rows += [("text", "", esc(left_cfg), (90, 206), (880, 830)), ("text", "", esc(st["right"]), (1010, 206), (880, 830)),
                 lab(f"Ln {st['ln']}, Col 1", 1660, 1050, 130), lab("INS", 1800, 1050, 40)]
        return rows

    def obs() -> str:
        rows = tabs()
        if st["tab"] == "new":
            rows += [("toggle-button", "File comparison", "", (400, 300), (300, 60)), ("toggle-button", "Directory comparison", "", (400, 380), (300, 60)),
                     ("toggle-button", "Version control view", "", (400, 460), (300, 60)), lab("Directory comparison", 800, 300, 300),
                     ("push-button", "v1", "", (800, 340), (400, 34)), ("push-button", "v2", "", (800, 384), (400, 34)),
                     check("3-way comparison", False, 800, 430), btn("Blank comparison", 1300, 560, 150), btn("Compare", 1460, 560, 110)]
        elif st["tab"] == "dir":
            rows += dir_rows()
        else:
            rows += file_rows()
        return desk(rows, hm(day, 11 * 60 + st["k"]), apps=("Meld",))

    state = obs()
    turns = []
    st.update(tab="dir", k=1)
    turns.append((code("pyautogui.click(1515, 577)  # Compare"), obs()))
    st.update(tab="file", k=2)
    turns.append((code("pyautogui.doubleClick(260, 280)  # config.yaml"), obs()))
    st.update(ln=7, k=3)
    turns.append((code("pyautogui.hotkey('alt', 'down')"), obs()))
    st.update(right=left_cfg, dirty=True, ln=12, k=4)
    turns.append((code("pyautogui.hotkey('alt', 'right')\npyautogui.hotkey('alt', 'down')\npyautogui.hotkey('alt', 'right')"), obs()))
    st.update(dirty=False, k=6)
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'l')  # Save All"), obs()))
    files["right"]["config.yaml"] = [len(left_cfg.encode()), "2025-03-14 11:06:14"]
    st.update(tab="dir", k=6)
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), obs()))
    files["right"]["robots.txt"] = [68, "2025-01-15 09:12:40"]
    st.update(k=7)
    turns.append((code("pyautogui.click(260, 364)  # robots.txt (left)\npyautogui.click(340, 182)  # Copy to right"), obs()))
    rs.add(task="os", tid="h37-os-11", state=state, turns=turns, bad=False,
           system=system("Use Meld to compare ~/site/v1 with ~/site/v2, bring the v1 values of config.yaml over into v2's config.yaml and save it, then copy robots.txt from v1 to v2."))


# FileZilla, bad
def t12(rs: RowSet) -> None:
    day = "Mar 12"
    html = [("..", None, "", ""), ("assets", None, "Directory", "2025-03-10 12:19"), ("blog", None, "Directory", "2025-02-21 18:02"), ("img", None, "Directory", "2025-01-30 09:47"),
            (".htaccess", 512, "htaccess-file", "2024-11-02 14:10"), ("404.html", 2118, "html-file", "2024-11-02 14:10"), ("favicon.ico", 15086, "ico-file", "2024-06-18 08:31"),
            ("index.html", 7340, "html-file", "2025-03-10 12:20"), ("robots.txt", 68, "txt-file", "2025-01-15 09:12"), ("sitemap.xml", 3409, "xml-file", "2025-03-10 12:21")]
    assets = [("..", None, "", ""), ("fonts", None, "Directory", "2025-01-30 09:51"),
              ("app.min.js", 402118, "js-file", "2025-03-10 12:19"), ("app.min.js.bak", 398774, "bak-file", "2025-02-21 18:01"),
              ("icons.svg", 22915, "svg-file", "2025-01-30 09:50"), ("logo.svg", 4388, "svg-file", "2024-06-18 08:31"),
              ("main.css", 58312, "css-file", "2025-03-10 12:19"), ("main.css.map", 141806, "map-file", "2025-03-10 12:19"),
              ("manifest.json", 1204, "json-file", "2024-11-02 14:10"), ("sw.js", 3877, "js-file", "2025-02-21 18:01"),
              ("vendor.min.js", 611940, "js-file", "2025-03-10 12:19")]
    local = [("..", None, "", ""), ("app.3f9c21.js", 412806, "js-file", "2025-03-12 16:47"), ("asset-manifest.json", 1461, "json-file", "2025-03-12 16:47"),
             ("index.html", 7512, "html-file", "2025-03-12 16:47"), ("main.71be0a.css", 59020, "css-file", "2025-03-12 16:47"),
             ("runtime.c44e12.js", 3095, "js-file", "2025-03-12 16:47"), ("vendor.8a1d07.js", 618224, "js-file", "2025-03-12 16:47")]
    home = [("..", None, "", ""), ("build", None, "Directory", "2025-03-12 16:47"), ("Desktop", None, "Directory", "2024-09-02 10:12"),
            ("Documents", None, "Directory", "2025-03-11 19:30"), ("Downloads", None, "Directory", "2025-03-12 15:58"),
            (".bashrc", 3771, "bashrc-file", "2024-09-02 10:11"), (".profile", 807, "profile-file", "2024-09-02 10:11")]
    log: list[str] = []
    st = {"title": "FileZilla", "rpath": "", "remote": None, "lpath": "/home/lena/", "local": home, "lsel": "", "menu": None, "dialog": None, "queue": 0, "k": 0, "total_override": None}

    def n(v: int) -> str:
        return f"{v:,}"

    def summary(listing: list[tuple], override: int | None = None) -> str:
        f = [e for e in listing if e[1] is not None]
        d = [e for e in listing if e[1] is None and e[0] != ".."]
        total = sum(e[1] for e in f) if override is None else override
        return f"{len(f)} file{'s' if len(f) != 1 else ''} and {len(d)} director{'ies' if len(d) != 1 else 'y'}. Total size: {n(total)} bytes"

    def sortl(listing: list[tuple]) -> list[tuple]:
        return sorted(listing, key=lambda e: (e[0] != "..", e[1] is not None, e[0].lower()))

    def obs() -> str:
        rows = frame(st["title"])
        for i, m in enumerate(["File", "Edit", "View", "Transfer", "Server", "Bookmarks", "Help"]):
            rows.append(("menu", m, "", (78 + 80 * i, 60), (76, 26)))
        rows += [entry("Host:", "sftp://web-02.harbournotes.net", 120, 92, 260, 30), entry("Username:", "deploy", 470, 92, 160, 30),
                 ("password-text", "Password:", "●●●●●●●●●●●●", (720, 92), (160, 30)), entry("Port:", "22", 940, 92, 60, 30), btn("Quickconnect", 1010, 92, 120, 30)]
        rows += [("text", "Message log", esc("\n".join(log[-9:])), (78, 128), (1834, 200))]
        rows += [entry("Local site:", st["lpath"], 170, 336, 740, 28)]
        rows += table([("Filename", 330), ("Filesize", 120), ("Filetype", 150), ("Last modified", 220)],
                      [[e[0], "" if e[1] is None else n(e[1]), e[2], e[3]] for e in sortl(st["local"])], 78, 370, rh=24)
        rows.append(lab(st["lsel"] or summary(st["local"]), 78, 900, 820))
        rows += [entry("Remote site:", st["rpath"], 1090, 336, 820, 28)]
        if st["remote"] is None:
            rows.append(lab("Not connected to any server", 1300, 500, 300))
        else:
            rows += table([("Filename", 290), ("Filesize", 110), ("Filetype", 120), ("Last modified", 170), ("Permissions", 120), ("Owner/Group", 130)],
                          [[e[0], "" if e[1] is None else n(e[1]), e[2], e[3], "" if e[0] == ".." else ("drwxr-xr-x" if e[1] is None else "-rw-r--r--"),
                            "" if e[0] == ".." else "deploy www-data"] for e in sortl(st["remote"])], 990, 370, rh=24)
            rows.append(lab(summary(st["remote"], st["total_override"]), 990, 900, 900))
        rows += [("page-tab", "Queued files", "", (78, 930), (150, 28)), ("page-tab", "Failed transfers", "", (230, 930), (160, 28)),
                 ("page-tab", f"Successful transfers ({st['queue']})" if st["queue"] else "Successful transfers", "", (392, 930), (220, 28)),
                 lab("Queue: empty", 1780, 1050, 120)]
        rows += st["menu"] or []
        rows += st["dialog"] or []
        return desk(rows, hm(day, 17 * 60 + 2 + st["k"]), apps=("FileZilla",))

    def ry(name: str) -> int:
        return 370 + 24 + 24 * [e[0] for e in sortl(st["remote"])].index(name) + 12

    def ly(name: str) -> int:
        return 370 + 24 + 24 * [e[0] for e in sortl(st["local"])].index(name) + 12

    state = obs()
    turns = []
    log += ["Status:\tConnecting to web-02.harbournotes.net...", "Status:\tUsing username \"deploy\".", "Status:\tConnected to web-02.harbournotes.net",
            "Status:\tRetrieving directory listing...", "Status:\tListing directory /var/www/html", "Status:\tDirectory listing of \"/var/www/html\" successful"]
    st.update(title="deploy@web-02.harbournotes.net - FileZilla", rpath="/var/www/html", remote=html, k=1)
    turns.append((code("pyautogui.click(1070, 107)  # Quickconnect"), obs()))
    log += ["Status:\tListing directory /var/www/html/assets", "Status:\tDirectory listing of \"/var/www/html/assets\" successful"]
    y = ry("assets")
    st.update(rpath="/var/www/html/assets", remote=list(assets), k=2)
    turns.append((code(f"pyautogui.doubleClick(1130, {y})  # assets"), obs()))
    st.update(lpath="/home/lena/build/dist/", local=local, k=3)
    turns.append((code("pyautogui.tripleClick(540, 350)\npyautogui.write('/home/lena/build/dist/')\npyautogui.press('enter')"), obs()))
    js = [e for e in local if e[0].endswith(".js")]
    st.update(lsel=f"Selected 3 files. Total size: {n(sum(e[1] for e in js))} bytes", k=4)
    turns.append((code(f"pyautogui.click(240, {ly('app.3f9c21.js')})\npyautogui.keyDown('ctrl')\npyautogui.click(240, {ly('runtime.c44e12.js')})\n"
                       f"pyautogui.click(240, {ly('vendor.8a1d07.js')})\npyautogui.keyUp('ctrl')"), obs()))
    for e in js:
        log += [f"Status:\tStarting upload of /home/lena/build/dist/{e[0]}", f"Status:\tFile transfer successful, transferred {n(e[1])} bytes in 1 second"]
        st["remote"].append((e[0], e[1], "js-file", "2025-03-12 17:07"))
    log += ["Status:\tRetrieving directory listing of \"/var/www/html/assets\"...", "Status:\tListing directory /var/www/html/assets",
            "Status:\tDirectory listing of \"/var/www/html/assets\" successful"]
    st.update(queue=3, k=5)
    turns.append((code(f"pyautogui.rightClick(240, {ly('vendor.8a1d07.js')})\npyautogui.press('u')  # Upload"), obs()))
    total_with_bak = sum(e[1] for e in st["remote"] if e[1] is not None)
    y = ry("app.min.js.bak")
    st["menu"] = [("menu-item", m, "", (1150, y + 4 + 26 * i), (260, 26)) for i, m in enumerate(
        ["Download", "Add files to queue", "View/Edit", "Create directory", "Create directory and enter it", "Create new file", "Refresh",
         "Delete", "Rename", "Copy URL(s) to clipboard", "File permissions..."])]
    st["k"] = 6
    turns.append((code(f"pyautogui.rightClick(1130, {y})  # app.min.js.bak"), obs()))
    st.update(menu=None, dialog=[("dialog", "Confirmation needed", "", (760, 460), (400, 150)), lab("Really delete this file from the server?", 780, 500, 360),
                                 btn("Yes", 930, 560, 100), btn("No", 1040, 560, 100)], k=6)
    turns.append((code(f"pyautogui.click(1280, {y + 4 + 26 * 7 + 13})  # Delete"), obs()))
    st["remote"] = [e for e in st["remote"] if e[0] != "app.min.js.bak"]
    log += ["Status:\tDeleting \"/var/www/html/assets/app.min.js.bak\"", "Status:\tRetrieving directory listing of \"/var/www/html/assets\"...",
            "Status:\tListing directory /var/www/html/assets", "Status:\tDirectory listing of \"/var/www/html/assets\" successful"]
    st.update(dialog=None, k=7)
    turns.append((code("pyautogui.click(980, 577)  # Yes"), obs()))
    log += ["Status:\tRetrieving directory listing of \"/var/www/html/assets\"...", "Status:\tListing directory /var/www/html/assets",
            "Status:\tDirectory listing of \"/var/www/html/assets\" successful"]
    st.update(total_override=total_with_bak, k=8)
    turns.append((code("pyautogui.press('f5')"), obs()))
    log += ["Status:\tListing directory /var/www/html", "Status:\tDirectory listing of \"/var/www/html\" successful"]
    html[1] = ("assets", None, "Directory", "2025-03-12 17:09")
    st.update(total_override=None, rpath="/var/www/html", remote=html, k=9)
    turns.append((code(f"pyautogui.doubleClick(1130, {ry('..')})  # .."), obs()))
    rs.add(task="os", tid="h37-os-12", state=state, turns=turns, bad=True, turn=9, kind="remote total size still counts the deleted .bak file",
           system=system("With FileZilla (quickconnect to web-02 is filled in), upload the three .js bundles from ~/build/dist to /var/www/html/assets on the server, delete the old app.min.js.bak there, and refresh to check the folder."))


# MuseScore, clean
def t13(rs: RowSet) -> None:
    day = "Mar 07"
    st = {"bpm": 120, "measures": 32, "key": "C major", "dirty": False, "status": "", "props": False, "dialog": None, "k": 0}

    def obs() -> str:
        star = "*" if st["dirty"] else ""
        rows = frame(f"{star}sonatina_op36_no1 - MuseScore 4")
        for i, m in enumerate(["File", "Edit", "View", "Add", "Format", "Tools", "Plugins", "Help"]):
            rows.append(("menu", m, "", (78 + 70 * i, 40), (66, 26)))
        rows += [("page-tab", "Home", "", (700, 40), (90, 30)), ("page-tab", "Score", "", (790, 40), (90, 30)), ("page-tab", "Publish", "", (880, 40), (90, 30)),
                 ("push-button", "Play", "", (1400, 40), (34, 30)), ("push-button", "Loop playback", "", (1440, 40), (34, 30)),
                 lab("00:00:00.0", 1490, 44, 90), lab("1.1", 1590, 44, 40), lab(f"♩ = {st['bpm']}", 1640, 44, 80),
                 ("toggle-button", "Default (step time)", "", (80, 84), (40, 32))]
        for i, b in enumerate(["64th note", "32nd note", "16th note", "Eighth note", "Quarter note", "Half note", "Whole note", "Augmentation dot", "Tie", "Slur",
                               "Toggle sharp", "Toggle flat", "Toggle natural", "Voice 1", "Voice 2", "Flip direction", "Add"]):
            rows.append(("push-button", b, "", (126 + 38 * i, 84), (34, 32)))
        rows += [("page-tab", "Palettes", "", (80, 130), (110, 28)), ("page-tab", "Instruments", "", (190, 130), (120, 28)), ("page-tab", "Properties", "", (310, 130), (110, 28))]
        if st["props"] == "general":
            rows += [("heading", "General", "", (90, 170), (320, 24)), check("Visible", True, 100, 204), check("Cue size", False, 100, 234),
                     check("Auto-place", True, 100, 264), ("heading", "Playback", "", (90, 304), (320, 24)), check("Play", True, 100, 334),
                     ("heading", "Appearance", "", (90, 374), (320, 24)), ("spin-button", "Leading space", "0.00sp", (260, 404), (140, 30))]
        elif st["props"]:
            rows += [("heading", "Tempo", "", (90, 170), (320, 24)), ("spin-button", "BPM", str(st["bpm"]), (260, 204), (140, 30)),
                     check("Follow text", True, 100, 244), ("heading", "Text", "", (90, 284), (320, 24)), ("combo-box", "Style", "Tempo", (100, 314), (300, 30)),
                     ("combo-box", "Font", "Edwin", (100, 354), (200, 30)), ("spin-button", "Size", "12", (310, 354), (90, 30))]
        else:
            rows += items("tree-item", ["Clefs", "Key signatures", "Time signatures", "Accidentals", "Articulations", "Ornaments", "Breaths & pauses",
                                        "Graces", "Noteheads", "Lines", "Barlines", "Repeats & jumps", "Tempo", "Dynamics", "Layout", "Keyboard"], 90, 170, 320, 32)
        rows += [("document-frame", "Score", "", (430, 130), (1490, 900)),
                 lab("Sonatina in C", 680, 180, 300, 34), lab("Op. 36, No. 1", 760, 220, 140), lab("Muzio Clementi", 1000, 240, 140),
                 lab(f"♩ = {st['bpm']}", 520, 276, 80), lab(f"Key signature: {st['key']}", 560, 300, 200), lab("Time signature: 4/4", 560, 322, 160),
                 lab("Piano", 470, 330, 60), lab("Spiritoso", 610, 276, 100)]
        for m in range(1, st["measures"] + 1):
            page, idx = (0, m - 1) if m <= 24 else (1, m - 25)
            x = 540 + 720 * page + 150 * (idx % 4)
            y = (330 if page == 0 else 200) + 110 * (idx // 4)
            rows.append(("panel", f"Measure {m}", "", (x, y), (148, 100)))
        rows += [lab("Page 1", 760, 1000, 60), lab("Page 2", 1480, 1000, 60), lab(st["status"], 80, 1052, 900), lab("Page view", 1560, 1052, 100),
                 ("slider", "Zoom", "", (1680, 1052), (120, 20)), lab("60%", 1810, 1052, 50)]
        rows += st["dialog"] or []
        return desk(rows, hm(day, 19 * 60 + 33 + st["k"]), apps=("MuseScore 4",))

    state = obs()
    turns = []
    st.update(props=True, status="Tempo; Text: ♩ = 120; Measure: 1; Beat: 1; Staff: 1 (Piano)", k=1)
    turns.append((code("pyautogui.click(560, 287)  # tempo marking\npyautogui.click(365, 144)  # Properties"), obs()))
    st.update(bpm=96, dirty=True, status="Tempo; Text: ♩ = 96; Measure: 1; Beat: 1; Staff: 1 (Piano)", k=2)
    turns.append((code("pyautogui.tripleClick(330, 219)\npyautogui.write('96')\npyautogui.press('enter')"), obs()))
    st.update(measures=36, props="general", status="Rest; Duration: Whole (Measure rest); Measure: 36; Beat: 1; Staff: 1 (Piano)", k=3)
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'end')\nfor _ in range(4):\n    pyautogui.hotkey('ctrl', 'b')"), obs()))
    st.update(status="Range selection: Measure 1 – Measure 36; Staff: 1 (Piano)", k=4)
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"), obs()))
    st.update(dialog=[("dialog", "Transpose", "", (700, 300), (520, 480)), ("radio-button", "Transpose chromatically", "checked", (720, 340), (260, 24)),
                      ("radio-button", "By key", "checked", (740, 374), (120, 24)), ("combo-box", "Direction", "Closest", (870, 370), (120, 30)),
                      ("combo-box", "Key", "C major / A minor", (1000, 370), (200, 30)), ("radio-button", "By interval", "unchecked", (740, 414), (120, 24)),
                      ("radio-button", "Transpose diatonically", "unchecked", (720, 460), (260, 24)), check("Transpose key signatures", True, 720, 560, 300),
                      check("Transpose chord symbols", True, 720, 590, 300), lab("Options", 720, 630, 100), ("radio-button", "Single ♯", "unchecked", (740, 660), (100, 24)),
                      ("radio-button", "Single ♭", "unchecked", (850, 660), (100, 24)), ("radio-button", "Use double ♯ and ♭", "checked", (960, 660), (200, 24)),
                      btn("Cancel", 1000, 730, 100), btn("OK", 1110, 730, 100)], k=5)
    turns.append((code("pyautogui.click(428, 53)  # Tools\npyautogui.click(470, 80)  # Transpose..."), obs()))
    st.update(dialog=None, key="D major", status="Range selection: Measure 1 – Measure 36; Staff: 1 (Piano)", k=6)
    turns.append((code("pyautogui.click(930, 385)\npyautogui.click(930, 415)  # Up\npyautogui.click(1100, 385)\npyautogui.click(1100, 503)  # D major / B minor\npyautogui.click(1160, 747)  # OK"), obs()))
    rs.add(task="os", tid="h37-os-13", state=state, turns=turns, bad=False,
           system=system("In MuseScore 4 (Clementi Sonatina Op. 36 No. 1 is open), set the opening tempo to 96 BPM, append four measures at the end, and transpose the whole score up to D major."))


# Flatseal, bad
def t14(rs: RowSet) -> None:
    day = "Mar 13"
    apps = [("Bottles", "com.usebottles.bottles"), ("Discord", "com.discordapp.Discord"), ("Firefox", "org.mozilla.firefox"),
            ("Flatseal", "com.github.tchx84.Flatseal"), ("OBS Studio", "com.obsproject.Studio"), ("Signal", "org.signal.Signal"),
            ("Spotify", "com.spotify.Client"), ("Telegram Desktop", "org.telegram.desktop"), ("VLC", "org.videolan.VLC"), ("Zoom", "us.zoom.Zoom")]
    sections = [
        ("Share", [("Network", "network"), ("Inter-process communications", "ipc")]),
        ("Socket", [("X11 windowing system", "x11"), ("Wayland windowing system", "wayland"), ("Fallback to X11 windowing system", "fallback-x11"),
                    ("PulseAudio sound server", "pulseaudio"), ("D-Bus session bus", "session-bus"), ("D-Bus system bus", "system-bus"),
                    ("Secure Shell agent", "ssh-auth"), ("Smart cards", "pcsc"), ("Printing system", "cups"), ("GPG-Agent directories", "gpg-agent")]),
        ("Device", [("GPU acceleration", "dri"), ("Input devices", "input"), ("Virtualization", "kvm"), ("Shared memory", "shm"), ("All devices (e.g. webcam)", "all")]),
        ("Allow", [("Development syscalls", "devel"), ("Programs from other architectures", "multiarch"), ("Bluetooth", "bluetooth"),
                   ("Controller Area Network bus", "canbus"), ("Application Shared Memory", "per-app-dev-shm")]),
        ("Filesystem", [("All system files", "host"), ("All user files", "home"), ("All system libraries, executables and static data", "host-os"),
                        ("All system executables", "host-etc-less"), ("All system configuration", "host-etc")]),
    ]
    perms = {
        "Bottles": {"network", "ipc", "x11", "wayland", "fallback-x11", "pulseaudio", "dri", "all", "devel", "multiarch"},
        "Zoom": {"network", "ipc", "x11", "wayland", "fallback-x11", "pulseaudio", "dri", "all", "home"},
    }
    other = {"Bottles": ["xdg-download", "~/.local/share/Steam"], "Zoom": ["xdg-documents/Zoom"]}
    version = {"Bottles": "51.17", "Zoom": "6.3.6.6315"}
    st = {"app": "Bottles", "scroll": 0, "override": {}, "k": 0, "edit": None}

    def page() -> list[Row]:
        app = st["app"]
        on = perms[app]
        y = 0
        out: list[Row] = []

        def put(rows: list[Row]) -> None:
            for tag, name, text, (x, yy), size in rows:
                sy = yy + 140 - st["scroll"]
                if 140 <= sy and sy + size[1] <= 1075:
                    out.append((tag, name, text, (x, sy), size))

        for title, perms_ in sections:
            put([("heading", title, "", (480, y + 8), (400, 24))])
            y += 40
            for label, key in perms_:
                val = st["override"].get(key, key in on)
                put([lab(label, 500, y + 4, 700), lab(key, 500, y + 26, 700, 16), switch(label, val, 1820, y + 10)])
                y += 46
            if title == "Filesystem":
                put([lab("Other files", 500, y + 6, 400), lab("List of additional directories and files, with read-only (:ro) and create (:create) options", 500, y + 30, 900, 18),
                     ("push-button", "Add", "", (1840, y + 8), (34, 34))])
                y += 56
                for f in other[app]:
                    put([entry("Other files", f, 520, y + 8, 1280, 34), ("push-button", "Remove", "", (1810, y + 8), (34, 34))])
                    y += 48
                if st["edit"] is not None:
                    put([entry("Other files", st["edit"], 520, y + 8, 1280, 34), ("push-button", "Remove", "", (1810, y + 8), (34, 34))])
                    y += 48
        put([("heading", "Persistent", "", (480, y + 10), (400, 24))])
        y += 44
        put([entry("Persistent", ".zoom" if app == "Zoom" else ".local/share/bottles", 520, y + 8, 1280, 34)])
        y += 48
        put([("heading", "Environment", "", (480, y + 10), (400, 24))])
        y += 44
        put([entry("Variables", "QT_QPA_PLATFORM=xcb" if app == "Zoom" else "", 520, y + 8, 1280, 34)])
        y += 48
        put([("heading", "Session Bus", "", (480, y + 10), (400, 24)), lab("Talks", 500, y + 50, 400)])
        y += 80
        for b in (["org.freedesktop.ScreenSaver", "org.gnome.Shell.Screencast", "org.kde.StatusNotifierWatcher"] if app == "Zoom" else ["org.freedesktop.Flatpak"]):
            put([entry("Talks", b, 520, y + 8, 1280, 34)])
            y += 48
        return out

    def obs() -> str:
        name, aid = next(a for a in apps if a[0] == st["app"])
        rows = frame("Flatseal") + [lab("Flatseal", 200, 42, 100), ("toggle-button", "Search", "", (80, 36), (34, 34)),
                                    lab(name, 900, 42, 200), btn("Reset", 1700, 36, 80), ("push-button", "Main Menu", "", (1800, 36), (34, 34))]
        for i, (n, a) in enumerate(apps):
            rows += [("list-item", n, "", (80, 90 + 64 * i), (380, 62)), lab(a, 140, 90 + 64 * i + 34, 300, 18)]
        rows += [lab(name, 560, 96, 300, 26), lab(aid, 560, 122, 300, 18), lab(version[st["app"]], 900, 122, 120, 18)]
        rows += page()
        return desk(rows, hm(day, 18 * 60 + 12 + st["k"]), apps=("Flatseal",))

    state = obs()
    turns = []
    st.update(app="Zoom", k=1)
    turns.append((code("pyautogui.click(270, 697)  # Zoom"), obs()))
    perms["Zoom"].discard("all")
    st["k"] = 2
    turns.append((code("pyautogui.click(1844, 1019)  # All devices"), obs()))
    perms["Zoom"].discard("fallback-x11")
    st.update(k=3, override={"pulseaudio": False})
    turns.append((code("pyautogui.click(1844, 427)  # Fallback to X11 windowing system"), obs()))
    st.update(k=4, override={}, scroll=1100)
    turns.append((code("pyautogui.moveTo(1200, 700)\npyautogui.scroll(-10)"), obs()))
    perms["Zoom"].discard("home")
    st["k"] = 5
    turns.append((code("pyautogui.click(1844, 321)  # All user files"), obs()))
    st.update(k=6, edit="")
    turns.append((code("pyautogui.click(1857, 507)  # Other files: Add"), obs()))
    st.update(k=7, edit="~/Documents/Zoom:ro")
    turns.append((code("pyautogui.write('~/Documents/Zoom:ro')\npyautogui.press('enter')"), obs()))
    rs.add(task="os", tid="h37-os-14", state=state, turns=turns, bad=True, turn=3, kind="untouched sound permission switch flips off",
           system=system("In Flatseal, harden Zoom: turn off 'All devices' and the X11 fallback, remove access to all user files, and allow only ~/Documents/Zoom read-only."))


# Anki desktop, clean
def t15(rs: RowSet) -> None:
    day = "Mar 14"
    decks = {"Default": [0, 0, 0], "Japanese": [30, 3, 200], "Core 2k": [20, 3, 148], "Kanji": [10, 0, 52],
             "Medicine": [15, 2, 87], "Pharmacology": [15, 2, 87], "Spanish verbs": [5, 0, 12]}
    tree = [("Default", 0), ("Japanese", 0), ("Core 2k", 1), ("Kanji", 1), ("Medicine", 0), ("Pharmacology", 1), ("Spanish verbs", 0)]
    st = {"screen": "decks", "studied": (34, "12.4", "21.9"), "k": 0, "add": None, "card": None, "answer": False, "browser": False}

    def top() -> list[Row]:
        rows = frame("User 1 - Anki")
        for i, m in enumerate(["File", "Edit", "View", "Tools", "Help"]):
            rows.append(("menu", m, "", (78 + 60 * i, 40), (56, 26)))
        rows += [("link", n, "", (780 + 80 * i, 76), (74, 28)) for i, n in enumerate(["Decks", "Add", "Browse", "Stats", "Sync"])]
        return rows

    def screen() -> list[Row]:
        rows = top()
        s = st["screen"]
        if s == "decks":
            body = [[("    " * ind) + n, str(decks[n][0]), str(decks[n][1]), str(decks[n][2])] for n, ind in tree]
            rows += table([("Deck", 500), ("New", 90), ("Learn", 90), ("Due", 90)], body, 620, 150, rh=34)
            n, mins, per = st["studied"]
            rows += [lab(f"Studied {n} cards in {mins} minutes today ({per}s/card)", 720, 460, 480),
                     btn("Get Shared", 700, 1020, 120), btn("Create Deck", 830, 1020, 120), btn("Import File", 960, 1020, 120)]
        elif s == "overview":
            d = decks["Kanji"]
            rows += [("heading", "Japanese::Kanji", "", (760, 160), (400, 40)), lab("New:", 860, 230, 120), lab(str(d[0]), 1000, 230, 60),
                     lab("Learning:", 860, 260, 120), lab(str(d[1]), 1000, 260, 60), lab("To Review:", 860, 290, 120), lab(str(d[2]), 1000, 290, 60),
                     btn("Study Now", 890, 340, 140, 40), lab("Kanji from the JLPT N4 list: reading, meaning, stroke count.", 700, 420, 520),
                     btn("Options", 700, 1020, 100), btn("Custom Study", 810, 1020, 130), btn("Description", 950, 1020, 120)]
        else:
            front, reading, meaning, ivl = st["card"]
            d = decks["Kanji"]
            rows += [lab(front, 900, 220, 120, 120)]
            if st["answer"]:
                rows += [("separator", "", "", (300, 360), (1320, 2)), lab(reading, 860, 390, 200, 40), lab(meaning, 860, 440, 200, 30)]
                rows += [btn("Edit", 90, 1020, 90)]
                for i, (b, t) in enumerate(zip(["Again", "Hard", "Good", "Easy"], ivl)):
                    rows += [lab(t, 740 + 110 * i, 990, 100, 20), btn(b, 740 + 110 * i, 1014, 100)]
                rows += [btn("More", 1820, 1020, 90)]
            else:
                rows += [btn("Edit", 90, 1020, 90), lab(f"{d[0]} + {d[1]} + {d[2]}", 900, 990, 120, 20), btn("Show Answer", 880, 1014, 160), btn("More", 1820, 1020, 90)]
        return rows

    def obs() -> str:
        rows = screen()
        if st["add"] is not None:
            f, b = st["add"]
            rows += [("frame", "Add", "", (560, 200), (800, 640)), lab("Type", 580, 230, 60), ("push-button", "Basic", "", (640, 224), (200, 32)),
                     lab("Deck", 880, 230, 60), ("push-button", "Japanese::Kanji", "", (940, 224), (260, 32)),
                     btn("Fields...", 580, 270, 100), btn("Cards...", 690, 270, 100), lab("Front", 580, 320, 100), entry("Front", f, 580, 344, 760, 120),
                     lab("Back", 580, 480, 100), entry("Back", b, 580, 504, 760, 120), entry("Tags", "", 580, 650, 760, 34),
                     btn("Help", 580, 790, 90), btn("Add", 1060, 790, 90), btn("Close", 1160, 790, 90), btn("History" + (" ▾" if st.get("added") else ""), 1260, 790, 90)]
            if st.get("added"):
                rows.append(("tool-tip", "Added.", "", (900, 760), (120, 26)))
        if st["browser"]:
            rows += [("frame", "Browse (1 of 612 cards selected)", "", (300, 120), (1400, 900)), entry("Search", "deck:current", 560, 160, 900, 34)]
            rows += items("tree-item", ["Saved Searches", "Today", "Flags", "Card State", "Decks", "Note Types", "Tags"], 310, 200, 230, 30)
            newest = [("雷", "Card 1", "New #612", "2025-03-14"), ("港", "Card 1", "New #611", "2025-03-09"), ("銀", "Card 1", "New #610", "2025-03-09"),
                      ("鉄", "Card 1", "New #609", "2025-03-09"), ("病", "Card 1", "New #608", "2025-03-09"), ("院", "Card 1", "New #607", "2025-03-09"),
                      ("医", "Card 1", "New #606", "2025-03-09"), ("薬", "Card 1", "New #605", "2025-03-09"), ("試", "Card 1", "New #604", "2025-03-02"),
                      ("験", "Card 1", "New #603", "2025-03-02"), ("終", "Card 1", "2025-03-16", "2025-03-02"), ("始", "Card 1", "2025-03-21", "2025-03-02")]
            rows += table([("Sort Field", 300), ("Card", 140), ("Due", 160), ("Deck", 260), ("Created", 140)],
                          [[a, b, c, "Japanese::Kanji", d] for a, b, c, d in newest], 560, 204, rh=28)
            rows += [lab("Front", 1570, 210, 100), entry("Front", "雷", 1570, 234, 120, 60), lab("Back", 1570, 310, 100),
                     entry("Back", "かみなり / ライ — thunder", 1570, 334, 120, 80)]
        return desk(rows, hm(day, 7 * 60 + 48 + st["k"]), apps=("Anki",))

    state = obs()
    turns = []
    st.update(screen="overview", k=0)
    turns.append((code("pyautogui.click(700, 303)  # Kanji"), obs()))
    st.update(screen="review", card=("森", "もり / シン", "forest", ["10m", "3d", "6d", "14d"]), k=1)
    turns.append((code("pyautogui.click(960, 360)  # Study Now"), obs()))
    st.update(answer=True, k=1)
    turns.append((code("pyautogui.press('space')"), obs()))
    decks["Kanji"][2] -= 1
    decks["Japanese"][2] -= 1
    st.update(answer=False, card=("湖", "みずうみ / コ", "lake", ["10m", "2d", "5d", "11d"]), k=2)
    turns.append((code("pyautogui.press('3')"), obs()))
    decks["Kanji"][2] -= 1
    decks["Japanese"][2] -= 1
    st.update(card=("駅", "エキ", "station", ["10m", "4d", "9d", "21d"]), studied=(36, "13.1", "21.8"), k=3)
    turns.append((code("pyautogui.press('space')\npyautogui.press('3')"), obs()))
    st.update(add=("", ""), k=3)
    turns.append((code("pyautogui.press('a')"), obs()))
    st.update(add=("", ""), added=True, k=5)
    turns.append((code("pyautogui.click(960, 404)\npyautogui.write('雷')\npyautogui.press('tab')\npyautogui.write('かみなり / ライ — thunder')\npyautogui.hotkey('ctrl', 'enter')"), obs()))
    st.update(add=None, added=False, screen="decks", k=6)
    turns.append((code("pyautogui.click(1205, 807)  # Close\npyautogui.press('d')"), obs()))
    st.update(browser=True, k=6)
    turns.append((code("pyautogui.click(977, 90)  # Browse"), obs()))
    rs.add(task="os", tid="h37-os-15", state=state, turns=turns, bad=False,
           system=system("In Anki, do two reviews in the Japanese::Kanji deck (answer Good), add a Basic card 雷 / かみなり / ライ thunder to that deck, then open the Browser on the current deck."))


# Joplin, bad
def t16(rs: RowSet) -> None:
    day = "Mar 14"
    books = ["Personal", "Recipes", "Work", "Meetings", "Projects"]
    notes = {
        "Personal": [("Visa documents", "13/03/2025 21:04"), ("Dentist 20 March", "12/03/2025 18:40"), ("Gift ideas", "09/03/2025 10:15"),
                     ("Car insurance renewal", "28/02/2025 16:02"), ("Books 2025", "25/02/2025 22:31"), ("Wi-Fi passwords (home)", "17/01/2025 09:12"),
                     ("Plant watering schedule", "05/01/2025 11:47")],
    }
    bodies = {"Visa documents": "# Visa documents\n\n- [x] Passport scan (expires 2031-06-14)\n- [x] Bank statements Dec–Feb\n- [ ] Employer letter (HR promised by 18/03)\n- [ ] Travel insurance certificate\n\nEmbassy appointment: **24/03/2025 10:40**, ref. JP-VIS-88213"}
    st = {"book": "Personal", "note": "Visa documents", "dialog": None, "menu": None, "k": 0, "hide": False}

    def sidebar() -> list[Row]:
        rows: list[Row] = [("push-button", "Synchronise", "", (80, 1010), (260, 34)), lab("Completed: 14/03/2025 09:31", 90, 1048, 240),
                           ("heading", "Notebooks", "", (80, 80), (200, 28)), ("push-button", "New notebook", "", (300, 80), (30, 28))]
        order = sorted([b for b in books if b not in ("Meetings", "Projects")], key=str.lower)
        y = 112
        for b in order:
            rows.append(("tree-item", b, "", (90, y), (250, 28)))
            y += 28
            if b == "Work":
                for sb in ("Meetings", "Projects"):
                    rows.append(("tree-item", sb, "", (110, y), (230, 28)))
                    y += 28
        rows += [("tree-item", "All notes", "", (90, y), (250, 28)), ("heading", "Tags", "", (80, y + 44), (200, 28))]
        rows += items("tree-item", ["ideas", "japan", "receipts", "todo"], 90, y + 76, 250, 28)
        return rows

    def note_list() -> list[Row]:
        rows: list[Row] = [entry("Search...", "", 350, 80, 260, 30), ("push-button", "New to-do", "", (620, 80), (34, 30)),
                           ("push-button", "New note", "", (660, 80), (34, 30)), ("push-button", "Toggle sort order field", "", (350, 116), (34, 26))]
        lst = [] if st["hide"] else notes.get(st["book"], [])
        if not lst:
            rows.append(lab('No notes in here. Create one by clicking on "New note".', 360, 160, 330, 44))
        for i, (t, d) in enumerate(lst):
            rows += [("list-item", t, "", (350, 150 + 52 * i), (350, 50)), lab(d, 362, 150 + 52 * i + 28, 200, 18)]
        return rows

    def editor() -> list[Row]:
        n = st["note"]
        if not n:
            return []
        body = bodies.get(n, "")
        return [entry("Title", n if n != "Untitled" else "", 720, 80, 560, 34), ("push-button", "Toggle editor layout", "", (1860, 80), (34, 34)),
                ("push-button", "Bold", "", (720, 122), (30, 30)), ("push-button", "Italic", "", (754, 122), (30, 30)), ("push-button", "Hyperlink", "", (788, 122), (30, 30)),
                ("push-button", "Code", "", (822, 122), (30, 30)), ("push-button", "Attach file", "", (856, 122), (30, 30)), ("push-button", "Bulleted List", "", (900, 122), (30, 30)),
                ("push-button", "Checkbox", "", (934, 122), (30, 30)), ("push-button", "Heading", "", (968, 122), (30, 30)),
                ("text", "Markdown editor", esc(body), (720, 160), (590, 880)), ("document-web", "Viewer", esc(body.replace("# ", "").replace("- [x] ", "☑ ").replace("- [ ] ", "☐ ").replace("- ", "• ").replace("**", "")), (1320, 160), (590, 880))]

    def obs() -> str:
        rows = frame("Joplin") + sidebar() + note_list() + editor() + (st["menu"] or []) + (st["dialog"] or [])
        return desk(rows, hm(day, 9 * 60 + 49 + st["k"]), apps=("Joplin",))

    state = obs()
    turns = []
    st.update(dialog=[("dialog", "Create notebook", "", (700, 360), (520, 260)), entry("Title", "", 720, 420, 480), ("combo-box", "Parent notebook", "(None)", (720, 480), (480, 32)),
                      ("push-button", "Select emoji...", "", (720, 530), (200, 32)), btn("Cancel", 1000, 580, 100), btn("Create", 1110, 580, 100)], k=0)
    turns.append((code("pyautogui.click(315, 94)  # New notebook"), obs()))
    books.append("Trip 2025")
    notes["Trip 2025"] = []
    st.update(dialog=None, book="Trip 2025", note="", k=1)
    turns.append((code("pyautogui.write('Trip 2025')\npyautogui.press('enter')"), obs()))
    notes["Trip 2025"].append(("Untitled", "14/03/2025 09:51"))
    st.update(note="Untitled", k=2)
    turns.append((code("pyautogui.click(677, 95)  # New note"), obs()))
    bodies["Packing list"] = "- passport + visa printout\n- JR pass voucher\n- type A plug adapters (x2)\n- power bank\n- rain jacket"
    notes["Trip 2025"] = [("Packing list", "14/03/2025 09:52")]
    st.update(note="Packing list", k=3)
    turns.append((code("pyautogui.write('Packing list')\npyautogui.press('tab')\npyautogui.write('- passport + visa printout\\n- JR pass voucher\\n- type A plug adapters (x2)\\n- power bank\\n- rain jacket')"), obs()))
    st.update(book="Personal", note="Visa documents", k=4)
    turns.append((code("pyautogui.click(200, 126)  # Personal"), obs()))
    st.update(book="Trip 2025", note="", hide=True, k=4)
    turns.append((code("pyautogui.click(200, 182)  # Trip 2025"), obs()))
    st.update(book="Personal", note="Visa documents", hide=False, k=5)
    turns.append((code("pyautogui.click(200, 126)  # Personal"), obs()))
    st.update(menu=[("menu-item", m, "", (520, 180 + 28 * i), (260, 28)) for i, m in enumerate(
        ["Open in new window", "Copy Markdown link", "Share note...", "Duplicate", "Move to notebook", "Switch between note and to-do", "Copy external link",
         "Tags...", "Export", "Delete"])], k=5)
    turns.append((code("pyautogui.rightClick(520, 170)  # Visa documents"), obs()))
    rs.add(task="os", tid="h37-os-16", state=state, turns=turns, bad=True, turn=6, kind="note created in the new notebook is missing when the notebook is reopened",
           system=system("In Joplin, create a notebook 'Trip 2025' with a note 'Packing list' (passport + visa printout, JR pass voucher, type A plug adapters x2, power bank, rain jacket), then move the note 'Visa documents' from Personal into the new notebook."))


# GNOME Extensions, clean
def t17(rs: RowSet) -> None:
    day = "Mar 11"
    manual = [["Blur my Shell", True, "56", "Adds a blur look to different parts of the GNOME Shell, including the top panel, dash and overview."],
              ["Caffeine", True, "53", "Disable the screensaver and auto suspend."],
              ["Clipboard Indicator", True, "57", "Clipboard Manager extension for GNOME Shell - Adds a clipboard indicator to the top panel, and caches clipboard history."],
              ["Dash to Panel", False, "62", "An icon taskbar for the GNOME Shell. This extension moves the dash into the gnome main panel so that the application launchers and system tray are combined into a single panel."],
              ["Vitals", False, "66", "A glimpse into your computer's temperature, voltage, fan speed, memory usage, processor load, system resources, network speed and storage stats."]]
    builtin = [["Desktop Icons NG (DING)", True], ["Ubuntu AppIndicators", True], ["Ubuntu Dock", True], ["Ubuntu Tiling Assistant", True]]
    vit = [("47 °C", "2.9 GB", "1.47 GHz", "↓ 12.4 KB/s"), ("51 °C", "3.0 GB", "2.81 GHz", "↓ 3.1 KB/s"), ("49 °C", "3.0 GB", "1.12 GHz", "↓ 0.9 KB/s"),
           ("48 °C", "3.1 GB", "1.65 GHz", "↓ 184 KB/s"), ("50 °C", "3.0 GB", "2.04 GHz", "↓ 27.6 KB/s")]
    st = {"open": "", "dialog": None, "k": 0, "v": 0}

    def obs() -> str:
        rows = frame("Extensions") + [("toggle-button", "Use Extensions", "ON", (90, 38), (48, 26)), lab("Extensions", 900, 42, 120),
                                      ("push-button", "Main Menu", "", (1800, 36), (34, 34)), ("heading", "Manually Installed", "", (560, 90), (400, 26))]
        y = 126
        for name, on, ver, desc in manual:
            rows += [lab(name, 580, y + 16, 500), ("toggle-button", "Show extension info", "", (1250, y + 10), (34, 34)), switch(name, on, 1300, y + 14)]
            y += 56
            if st["open"] == name:
                rows += [lab(desc, 580, y, 760, 44), lab("Version", 580, y + 54, 100), lab(ver, 700, y + 54, 100),
                         ("link", "Website", "", (580, y + 84), (100, 22)), btn("Settings", 1040, y + 80, 110), btn("Remove…", 1160, y + 80, 110)]
                y += 126
        y += 20
        rows.append(("heading", "Built-In", "", (560, y), (400, 26)))
        y += 36
        for name, on in builtin:
            rows += [lab(name, 580, y + 16, 500), ("toggle-button", "Show extension info", "", (1250, y + 10), (34, 34)), switch(name, on, 1300, y + 14)]
            y += 56
        rows += st["dialog"] or []
        on = {m[0]: m[1] for m in manual}
        tray: list[Row] = []
        if on.get("Vitals"):
            t, mem, cpu, net = vit[st["v"]]
            tray += [("push-button", "Vitals", "", (1250, 0), (470, 27)), lab(t, 1276, 3, 70), lab(mem, 1370, 3, 80), lab(cpu, 1470, 3, 90), lab(net, 1584, 3, 120)]
        if on.get("Caffeine"):
            tray.append(("push-button", "Caffeine", "", (1722, 0), (36, 27)))
        if on.get("Clipboard Indicator"):
            tray.append(("push-button", "Clipboard Indicator", "", (1760, 0), (36, 27)))
        return desk(rows, hm(day, 13 * 60 + 14 + st["k"]), apps=("Extensions",), tray=tray)

    state = obs()
    turns = []
    manual[1][1] = False
    st["k"] = 1
    turns.append((code("pyautogui.click(1324, 209)  # Caffeine switch"), obs()))
    manual[4][1] = True
    st.update(k=1, v=0)
    turns.append((code("pyautogui.click(1324, 377)  # Vitals switch"), obs()))
    st.update(open="Dash to Panel", k=2, v=1)
    turns.append((code("pyautogui.click(1267, 321)  # Dash to Panel: show extension info"), obs()))
    st.update(dialog=[("dialog", "Remove “Dash to Panel”?", "", (700, 420), (520, 200)),
                      lab("If you remove the extension, you need to return to download it if you want to enable it again", 724, 470, 472, 44),
                      btn("Cancel", 724, 560, 230), btn("Remove", 966, 560, 230)], k=2, v=2)
    turns.append((code("pyautogui.click(1215, 447)  # Remove…"), obs()))
    del manual[3]
    st.update(dialog=None, open="", k=3, v=3)
    turns.append((code("pyautogui.click(1081, 577)  # Remove"), obs()))
    st.update(open="Vitals", k=4, v=4)
    turns.append((code("pyautogui.click(1267, 321)  # Vitals: show extension info"), obs()))
    rs.add(task="os", tid="h37-os-17", state=state, turns=turns, bad=False,
           system=system("In the Extensions app, turn off Caffeine, turn on Vitals, uninstall Dash to Panel, and open Vitals' details to see its version."))


# Ardour, bad
def t18(rs: RowSet) -> None:
    day = "Mar 09"
    tracks = [{"name": n, "in": f"in {i + 1}" if n != "Overheads" else "in 3+4", "gain": "0.0", "mute": False, "rec": False, "peak": "-inf"}
              for i, n in enumerate(["Kick", "Snare", "Overheads", "Room mics", "Audio 3", "Gtr L", "Gtr R", "Vox"])]
    peaks = ["-9.8", "-7.1", "-14.2", "-inf", "-11.5", "-12.9", "-13.4", "-10.6"]
    st = {"tab": "Editor", "dirty": False, "clock": "00:00:00:00", "bbt": "001|01|0000", "play": False, "dsp": "8.9", "edit": None, "k": 0, "mixname": {}}

    def transport() -> list[Row]:
        rows = frame(f"{'*' if st['dirty'] else ''}bandrec - Ardour 8.10")
        for i, m in enumerate(["Session", "Transport", "Edit", "Region", "Track", "View", "Window", "Help"]):
            rows.append(("menu", m, "", (78 + 84 * i, 36), (80, 24)))
        for i, b in enumerate(["Transport to start", "Transport to end", "Play loop range", "Play range/selection", "Play", "Stop", "Record"]):
            rows.append(("toggle-button" if b in ("Play", "Record") else "push-button", b, "ON" if b == "Play" and st["play"] else "", (90 + 38 * i, 68), (34, 30)))
        rows += [lab(st["clock"], 380, 64, 180, 36), lab(st["bbt"], 570, 64, 160, 36), lab("♩ = 112.000  4/4", 740, 68, 150),
                 ("push-button", "Recorder", "", (1560, 68), (84, 28)), ("push-button", "Editor", "", (1646, 68), (84, 28)),
                 ("push-button", "Mixer", "", (1732, 68), (84, 28)), ("push-button", "Preferences", "", (1818, 68), (96, 28))]
        rows += [lab("Rec: 3:41:07", 1120, 1054, 110), lab("Audio: 48 kHz 5.3 ms", 1240, 1054, 170), lab(f"DSP: {st['dsp']}%", 1420, 1054, 90),
                 lab("Buffers: p:100% c:100%", 1520, 1054, 180), lab("Disk: 1.2 TB free", 1710, 1054, 160)]
        return rows

    def editor() -> list[Row]:
        rows: list[Row] = []
        for i, t in enumerate(tracks):
            y = 140 + 96 * i
            if st["edit"] is not None and t["name"] == "Audio 3":
                rows.append(entry("Track name", st["edit"], 84, y + 6, 150, 26))
            else:
                rows.append(("push-button", t["name"], "", (84, y + 6), (150, 26)))
            rows += [("toggle-button", "Record enable", "ON" if t["rec"] else "OFF", (240, y + 6), (26, 26)),
                     ("toggle-button", "Mute", "ON" if t["mute"] else "OFF", (270, y + 6), (26, 26)),
                     ("toggle-button", "Solo", "OFF", (300, y + 6), (26, 26)),
                     ("push-button", "P", "", (240, y + 40), (26, 24)), ("push-button", "A", "", (270, y + 40), (26, 24)), ("push-button", "G", "", (300, y + 40), (26, 24))]
        rows += [("page-tab", "Tracks & Busses", "", (1560, 110), (150, 26)), ("page-tab", "Sources", "", (1712, 110), (90, 26)), ("page-tab", "Regions", "", (1804, 110), (90, 26))]
        rows += table([("Name", 220), ("V", 40), ("A", 40), ("I", 40), ("R", 40)],
                      [[t["name"], "✔", "✔", "", "●" if t["rec"] else ""] for t in tracks], 1560, 140, rh=26)
        return rows

    def mixer() -> list[Row]:
        rows: list[Row] = []
        for i, t in enumerate(tracks):
            x = 90 + 150 * i
            rows += [("push-button", st["mixname"].get(i, t["name"]), "", (x, 110), (140, 26)), ("push-button", t["in"], "", (x, 140), (140, 24)),
                     ("toggle-button", "Phase Invert", "OFF", (x, 168), (30, 22)), ("panel", "Processor box", "", (x, 194), (140, 300)),
                     ("slider", "Panner", "L:50 R:50", (x, 500), (140, 22)),
                     ("toggle-button", "Record enable", "ON" if t["rec"] else "OFF", (x, 530), (44, 24)),
                     ("toggle-button", "Mute", "ON" if t["mute"] else "OFF", (x + 48, 530), (44, 24)),
                     ("toggle-button", "Solo", "OFF", (x + 96, 530), (44, 24)),
                     entry("Gain", t["gain"], x, 564, 66, 24), lab(t["peak"], x + 74, 566, 66),
                     ("slider", "Fader", "", (x, 596), (40, 300)), ("push-button", "Master", "", (x, 910), (140, 24)), ("push-button", "Comments", "", (x, 940), (140, 24))]
        rows += [("push-button", "Master", "", (1400, 110), (150, 26)), entry("Gain", "0.0", 1400, 564, 66, 24), lab("-4.8" if any(p != "-inf" for p in (t["peak"] for t in tracks)) else "-inf", 1474, 566, 66)]
        return rows

    def prefs() -> list[Row]:
        rows: list[Row] = items("list-item", ["General", "Appearance", "Editor", "Mixer", "Signal Flow", "Audio", "MIDI", "Transport", "Plugins", "Monitoring",
                                              "Metering", "Performance", "Video"], 90, 120, 220, 32)
        rows += [("heading", "Audio", "", (340, 120), (300, 26)), ("heading", "Buffering", "", (340, 160), (300, 24)),
                 ("combo-box", "Preset", "Medium", (700, 190), (220, 28)), lab("Playback (seconds of buffering)", 360, 230, 300), ("slider", "Playback", "5", (700, 226), (300, 24)),
                 lab("Recording (seconds of buffering)", 360, 266, 300), ("slider", "Recording", "5", (700, 262), (300, 24)),
                 ("heading", "Denormals", "", (340, 310), (300, 24)), check("Use DC bias to protect against denormals", False, 360, 340, 400),
                 ("combo-box", "Processor handling", "use FlushToZero & DenormalsAreZero", (700, 376), (360, 28)),
                 ("heading", "Regions in active layer", "", (340, 430), (300, 24)), lab("Region fades active", 360, 460, 300), check("Region fades visible", True, 360, 490, 300),
                 ("heading", "Tape Machine Mode", "", (340, 540), (300, 24)), check("Tape machine mode", False, 360, 570, 300),
                 ("heading", "Monitoring", "", (340, 620), (300, 24)), ("combo-box", "Record monitoring handled by", "via Audio Driver", (700, 650), (300, 28)),
                 check("Auto Input does 'talkback'", False, 360, 690, 300)]
        return rows

    def obs() -> str:
        rows = transport() + {"Editor": editor, "Mixer": mixer, "Preferences": prefs}[st["tab"]]()
        return desk(rows, hm(day, 21 * 60 + 3 + st["k"]), apps=("Ardour 8",))

    state = obs()
    turns = []
    st.update(edit="Audio 3", k=0)
    turns.append((code("pyautogui.doubleClick(159, 543)  # 'Audio 3' name button"), obs()))
    tracks[4]["name"] = "Bass DI"
    st.update(edit=None, dirty=True, k=1)
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Bass DI')\npyautogui.press('enter')"), obs()))
    st.update(tab="Mixer", dsp="9.4", k=1)
    turns.append((code("pyautogui.hotkey('alt', 'm')"), obs()))
    tracks[4]["gain"] = "-6.0"
    st.update(dsp="9.1", k=2)
    turns.append((code("pyautogui.click(723, 576)  # Bass DI gain entry\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('-6')\npyautogui.press('enter')"), obs()))
    tracks[3]["mute"] = True
    st.update(dsp="8.7", k=2)
    turns.append((code("pyautogui.click(608, 542)  # Room mics: Mute"), obs()))
    tracks[4]["rec"] = True
    st.update(dsp="9.6", k=3)
    turns.append((code("pyautogui.click(712, 542)  # Bass DI: Record enable"), obs()))
    st.update(tab="Editor", dsp="9.0", k=3)
    turns.append((code("pyautogui.hotkey('alt', 'e')"), obs()))
    st.update(dirty=False, k=4)
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs()))
    st.update(play=True, clock="00:00:04:17", bbt="003|01|1420", dsp="23.8", k=4)
    turns.append((code("pyautogui.press('space')\nimport time\ntime.sleep(4)"), obs()))
    for t, p in zip(tracks, peaks):
        t["peak"] = p if not t["mute"] else "-inf"
    st.update(play=False, clock="00:00:09:05", bbt="005|02|0330", dsp="9.2", tab="Mixer", mixname={4: "Audio 3"}, k=5)
    turns.append((code("pyautogui.press('space')\npyautogui.hotkey('alt', 'm')"), obs()))
    st.update(tab="Preferences", mixname={}, dsp="8.8", k=6)
    turns.append((code("pyautogui.hotkey('alt', 'p')\npyautogui.click(200, 296)  # Audio"), obs()))
    rs.add(task="os", tid="h37-os-18", state=state, turns=turns, bad=True, turn=10, kind="renamed track's mixer strip shows its old name again",
           system=system("In Ardour (session bandrec), rename track 'Audio 3' to 'Bass DI', set its gain to -6 dB, mute 'Room mics', record-arm Bass DI, save, play a few seconds, and then look at the Audio preferences."))


# GNOME Terminal preferences, clean
def t19(rs: RowSet) -> None:
    day = "Mar 10"
    profiles = [{"name": "Unnamed", "id": "b1dcc9dd-5262-4d8d-a863-c897e6d979b9", "cols": "80", "rows": "24", "custom": False, "font": "Monospace 12"}]
    st = {"sel": 0, "default": 0, "menu": None, "pop": None, "k": 0}

    def obs() -> str:
        p = profiles[st["sel"]]
        rows = frame("Preferences", x=420, y=150, w=1080, h=760)
        rows += [("heading", "Global", "", (430, 200), (220, 22)), ("list-item", "General", "", (430, 226), (240, 34)), ("list-item", "Shortcuts", "", (430, 260), (240, 34)),
                 ("heading", "Profiles", "", (430, 310), (180, 22)), ("push-button", "New Profile", "", (630, 304), (34, 30))]
        for i, q in enumerate(profiles):
            rows += [("list-item", q["name"], "", (430, 340 + 36 * i), (200, 34)), ("push-button", "Profile menu", "", (634, 340 + 36 * i), (32, 32))]
            if i == st["default"]:
                rows.append(("icon", "Default profile", "", (600, 348 + 36 * i), (16, 16)))
        rows += [("heading", p["name"], "", (700, 200), (400, 26))]
        rows += [("page-tab", t, "", (700 + 120 * i, 236), (116, 30)) for i, t in enumerate(["Text", "Colors", "Scrolling", "Command", "Compatibility"])]
        rows += [lab("Initial terminal size", 720, 290, 200), ("spin-button", "columns", p["cols"], (940, 284), (90, 30)), lab("columns", 1036, 290, 70),
                 ("spin-button", "rows", p["rows"], (1110, 284), (90, 30)), lab("rows", 1206, 290, 50), btn("Reset", 1270, 284, 70, 30),
                 check("Custom font", p["custom"], 720, 336, 150), ("push-button", p["font"], "", (940, 330), (260, 32)),
                 lab("Cell spacing", 720, 380, 200), ("spin-button", "width", "1.00", (940, 374), (90, 30)), lab("× width", 1036, 380, 70),
                 ("spin-button", "height", "1.00", (1110, 374), (90, 30)), lab("× height", 1206, 380, 70), btn("Reset", 1290, 374, 70, 30),
                 lab("Allow blinking text", 720, 426, 200), ("combo-box", "Allow blinking text", "Always", (940, 420), (200, 30)),
                 lab("Cursor", 720, 470, 200), lab("Cursor shape:", 740, 500, 160), ("combo-box", "Cursor shape", "Block", (940, 494), (200, 30)),
                 lab("Cursor blinking:", 740, 536, 160), ("combo-box", "Cursor blinking", "Default", (940, 530), (200, 30)),
                 lab("Sound", 720, 580, 200), check("Terminal bell", True, 740, 610, 200), lab(f"Profile ID: {p['id']}", 720, 870, 500, 18)]
        rows += st["menu"] or []
        rows += st["pop"] or []
        return desk(rows, hm(day, 8 * 60 + 55 + st["k"]), apps=())

    def menu(i: int) -> list[Row]:
        names = ["Clone…", "Rename…", "Delete…", "Set as default"]
        return [("menu-item", n, "", (640, 376 + 36 * i + 30 * j), (180, 30)) for j, n in enumerate(names)]

    state = obs()
    turns = []
    st.update(menu=menu(0), k=1)
    turns.append((code("pyautogui.click(650, 356)  # Unnamed: profile menu"), obs()))
    st.update(menu=None, pop=[("dialog", "Clone Profile", "", (640, 380), (360, 120)), entry("Profile name", "Unnamed (copy)", 660, 410, 320, 32),
                              btn("Cancel", 780, 456, 90), btn("Clone", 880, 456, 100)], k=1)
    turns.append((code("pyautogui.click(730, 391)  # Clone…"), obs()))
    profiles.append({"name": "Ops", "id": "5e3a71c4-0d2f-4b86-9e1a-f7c3b2d8a640", "cols": "80", "rows": "24", "custom": False, "font": "Monospace 12"})
    st.update(pop=None, sel=1, k=2)
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Ops')\npyautogui.click(930, 473)  # Clone"), obs()))
    profiles[1].update(cols="120", rows="36")
    st["k"] = 3
    turns.append((code("pyautogui.tripleClick(985, 299)\npyautogui.write('120')\npyautogui.press('tab')\npyautogui.write('36')\npyautogui.press('tab')"), obs()))
    profiles[1]["custom"] = True
    st["k"] = 3
    turns.append((code("pyautogui.click(732, 348)  # Custom font"), obs()))
    profiles[1]["font"] = "Ubuntu Mono 13"
    st["k"] = 4
    turns.append((code("pyautogui.click(1070, 346)  # font button\npyautogui.write('Ubuntu Mono')\npyautogui.click(960, 420)  # Ubuntu Mono Regular\n"
                       "pyautogui.tripleClick(1160, 760)\npyautogui.write('13')\npyautogui.click(1250, 810)  # Select"), obs()))
    st.update(default=1, k=5)
    turns.append((code("pyautogui.click(650, 392)  # Ops: profile menu\npyautogui.click(730, 517)  # Set as default"), obs()))
    rs.add(task="os", tid="h37-os-19", state=state, turns=turns, bad=False,
           system=system("In GNOME Terminal's Preferences, clone the Unnamed profile as 'Ops', give it an initial size of 120x36 and the custom font Ubuntu Mono 13, and make it the default profile."))


# GNOME System Monitor, bad
def t20(rs: RowSet) -> None:
    day = "Mar 13"
    # name, pid, cpu, memory, priority
    procs = [["ffmpeg", 51877, 71.2, "412.8 MB", "Normal"], ["gnome-shell", 1842, 5.3, "402.6 MB", "Normal"], ["firefox", 2977, 3.9, "688.1 MB", "Normal"],
             ["Isolated Web Co", 3115, 2.2, "247.5 MB", "Normal"], ["gnome-system-monitor", 52290, 1.4, "58.9 MB", "Normal"], ["Xwayland", 1911, 0.8, "61.2 MB", "Normal"],
             ["gnome-terminal-server", 3560, 0.5, "49.7 MB", "Normal"], ["pipewire", 1725, 0.4, "13.1 MB", "Very High"], ["wireplumber", 1727, 0.2, "19.4 MB", "Normal"],
             ["nautilus", 4021, 0.2, "104.6 MB", "Normal"], ["pipewire-pulse", 1731, 0.1, "9.2 MB", "Very High"], ["bash", 3588, 0.0, "5.4 MB", "Normal"],
             ["evolution-source-registry", 2094, 0.0, "24.8 MB", "Normal"], ["gsd-color", 2033, 0.0, "21.1 MB", "Normal"], ["ibus-daemon", 1988, 0.0, "10.9 MB", "Normal"],
             ["tracker-miner-fs-3", 2146, 0.0, "38.6 MB", "Very Low"], ["xdg-desktop-portal", 2201, 0.0, "8.7 MB", "Normal"]]
    jitter = [0.0, -0.06, 0.04, -0.02, 0.07, -0.05, 0.03, -0.01, 0.05]
    cols = [("Process Name", 330), ("User", 110), ("% CPU", 90), ("ID", 90), ("Memory", 120), ("Priority", 110)]
    st = {"by_name": False, "menu": None, "dialog": None, "tab": "Processes", "k": 0}

    def order() -> list[list]:
        k = st["k"]
        live = [[p[0], round(p[2] * (1 + jitter[(k + i) % len(jitter)]), 1), p[1], p[3], p[4]] for i, p in enumerate(procs)]
        if st["by_name"]:
            return sorted(live, key=lambda r: r[0].lower())
        return sorted(live, key=lambda r: -r[1])

    def obs() -> str:
        rows = frame("System Monitor") + [
            ("radio-button", "Processes", "", (818, 35), (110, 34)), ("radio-button", "Resources", "", (928, 35), (110, 34)),
            ("radio-button", "File Systems", "", (1038, 35), (120, 34)), ("toggle-button", "Search", "", (1640, 35), (40, 34)),
            ("push-button", "Main Menu", "", (1688, 35), (40, 34))]
        if st["tab"] == "Processes":
            rows += table(cols, [[r[0], "tomas", f"{r[1]:.1f}", str(r[2]), r[3], r[4]] for r in order()], 70, 80, rh=28)
        else:
            cpus = [88.1, 91.0, 86.4, 93.7, 89.9, 90.2, 87.5, 92.8, 85.0, 90.6, 88.8, 91.9]
            rows += [("heading", "CPU", "", (90, 84), (80, 24)), ("image", "CPU History", "", (90, 112), (1800, 250))]
            rows += [lab(f"CPU{i + 1}  {c:.1f}%", 120 + 150 * i, 370, 140) for i, c in enumerate(cpus)]
            rows += [("heading", "Memory and Swap", "", (90, 412), (220, 24)), ("image", "Memory and Swap History", "", (90, 440), (1800, 250)),
                     lab("Memory", 120, 700, 90), lab("6.8 GB (43.9%) of 15.5 GB", 214, 700, 260), lab("Cache 5.2 GB", 480, 700, 160),
                     lab("Swap", 800, 700, 70), lab("0 bytes (0.0%) of 4.3 GB", 874, 700, 260),
                     ("heading", "Network", "", (90, 742), (120, 24)), ("image", "Network History", "", (90, 770), (1800, 220)),
                     lab("Receiving", 120, 1000, 110), lab("2.8 KB/s", 234, 1000, 110), lab("Total Received", 380, 1000, 150), lab("844.0 MB", 534, 1000, 90),
                     lab("Sending", 800, 1000, 90), lab("1.0 KB/s", 894, 1000, 110), lab("Total Sent", 1040, 1000, 110), lab("96.3 MB", 1154, 1000, 110)]
        rows += st["menu"] or []
        rows += st["dialog"] or []
        return desk(rows, hm(day, 13 * 60 + 52 + st["k"]), apps=("System Monitor",))

    def fy() -> int:
        return 80 + 28 + 28 * [r[0] for r in order()].index("ffmpeg") + 14

    def ctx(y: int) -> list[Row]:
        return [("menu-item", n, "", (372, y + 6 + 30 * i), (200, 30)) for i, n in enumerate(
            ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"])]

    state = obs()
    turns = []
    st.update(by_name=True, k=1)
    turns.append((code("pyautogui.click(235, 94)  # Process Name column"), obs()))
    y = fy()
    st.update(menu=ctx(y), k=1)
    turns.append((code(f"pyautogui.rightClick(300, {y})  # ffmpeg"), obs()))
    sub = [("menu-item", n, "", (574, y + 96 + 30 * i), (160, 30)) for i, n in enumerate(["Very High", "High", "Normal", "Low", "Very Low", "Custom"])]
    st.update(menu=ctx(y) + sub, k=2)
    turns.append((code(f"pyautogui.moveTo(470, {y + 6 + 90 + 15})  # Change Priority"), obs()))
    procs[0][4] = "Low"
    st.update(menu=None, k=2)
    turns.append((code(f"pyautogui.click(650, {y + 96 + 90 + 15})  # Low"), obs()))
    files = [("0", "file", "/dev/pts/2"), ("1", "file", "/dev/pts/2"), ("2", "file", "/dev/pts/2"),
             ("3", "file", "/home/tomas/video/raw/interview_cam_a.mov"), ("4", "file", "/home/tomas/video/out/interview_cam_a_x265.mp4"),
             ("5", "pipe", "pipe:[418822]"), ("6", "pipe", "pipe:[418822]"), ("7", "file", "/dev/dri/renderD128"), ("8", "socket", "socket:[418830]")]
    st.update(dialog=[("dialog", "Files opened by process “ffmpeg” (PID 51877)", "", (560, 260), (800, 480))] +
              table([("FD", 80), ("Type", 120), ("Object", 560)], [list(f) for f in files], 580, 300, rh=28) + [btn("Close", 1240, 690, 100)], k=3)
    turns.append((code(f"pyautogui.rightClick(300, {y})\npyautogui.click(470, {y + 6 + 60 + 15})  # Open Files"), obs()))
    st.update(dialog=None, k=4)
    turns.append((code("pyautogui.click(1290, 707)  # Close"), obs()))
    props = [("Process Name", "ffmpeg"), ("User", "tomas"), ("Status", "Running"), ("Memory", "412.8 MB"), ("Virtual Memory", "1.9 GB"),
             ("Resident Memory", "436.2 MB"), ("Writable Memory", "398.0 MB"), ("Shared Memory", "31.4 MB"), ("X Server Memory", "N/A"),
             ("CPU", "72%"), ("CPU Time", "2:18:26"), ("Started", "Today 13:41"), ("Nice", "5"), ("Priority", "Low"), ("ID", "51887"),
             ("Security Context", "N/A"), ("Command Line", "ffmpeg -i raw/interview_cam_a.mov -c:v libx265 -crf 22 -preset slow -c:a aac -b:a 192k out/interview_cam_a_x265.mp4"),
             ("Waiting Channel", "0"), ("Control Group", "/user.slice/user-1000.slice/user@1000.service/app.slice/app-org.gnome.Terminal.slice/vte-spawn-7c1e.scope")]
    dlg: list[Row] = [("dialog", "Process Properties", "", (520, 200), (880, 640))]
    for i, (key, val) in enumerate(props):
        dlg += [lab(key, 540, 240 + 28 * i, 180), lab(val, 740, 240 + 28 * i, 640)]
    dlg.append(btn("Close", 1280, 790, 100))
    st.update(dialog=dlg, k=5)
    turns.append((code(f"pyautogui.rightClick(300, {y})\npyautogui.click(470, {y + 6 + 15})  # Properties"), obs()))
    st.update(dialog=None, tab="Resources", k=6)
    turns.append((code("pyautogui.click(1330, 807)  # Close\npyautogui.click(983, 52)  # Resources"), obs()))
    rs.add(task="os", tid="h37-os-20", state=state, turns=turns, bad=True, turn=7, kind="PID of the untouched ffmpeg process differs in its Properties",
           system=system("In System Monitor, lower the priority of the running ffmpeg encode to Low, check which files it has open, look at its properties, and then glance at the Resources tab."))


# LibreOffice Math, clean
def t21(rs: RowSet) -> None:
    day = "Mar 12"
    cats = {"Unary/Binary Operators": ["+a", "-a", "+-a", "-+a", "neg a", "a + b", "a - b", "a cdot b", "a times b", "a * b", "a and b", "a over b", "a div b", "a / b", "a circ b", "a wideslash b"],
            "Attributes": ["acute a", "grave a", "breve a", "circle a", "dot a", "ddot a", "dddot a", "bar a", "vec a", "harpoon a", "tilde a", "hat a", "check a",
                           "widevec abc", "wideharpoon abc", "widetilde abc", "widehat abc", "overline abc", "underline abc", "overstrike abc"]}
    st = {"title": "pythagoras.odf", "cmd": "a^2 + b^2 = c^2", "base": 12, "zoom": 100, "modified": False, "cat": "Unary/Binary Operators",
          "dialog": None, "k": 0}

    def formula_size() -> tuple[int, int]:
        w = 40 + 11 * len(st["cmd"])
        h = 80 if "over" in st["cmd"] else 36
        f = st["base"] / 12 * st["zoom"] / 100
        return round(w * f), round(h * f)

    def obs() -> str:
        rows = frame(f"{st['title']} - LibreOffice Math")
        for i, m in enumerate(["File", "Edit", "View", "Format", "Tools", "Window", "Help"]):
            rows.append(("menu", m, "", (78 + 74 * i, 60), (70, 26)))
        for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print Directly", "Cut", "Copy", "Paste", "Undo", "Redo",
                               "Zoom In", "Zoom Out", "Show All", "Update", "Formula Cursor", "Symbols"]):
            rows.append(("push-button", b, "", (78 + 36 * i, 90), (32, 32)))
        rows += [("heading", "Elements", "", (78, 134), (300, 24)), ("combo-box", "Element categories", st["cat"], (84, 162), (290, 30))]
        el = cats[st["cat"]]
        rows += [("push-button", e, "", (84 + 58 * (i % 5), 200 + 50 * (i // 5)), (54, 46)) for i, e in enumerate(el)]
        w, h = formula_size()
        rows += [("document-frame", "Formula", "", (390, 134), (1530, 560)), ("panel", "Formula", "", (1150 - w // 2, 400 - h // 2), (w, h)),
                 ("text", "Commands", st["cmd"], (390, 700), (1530, 330)),
                 ("push-button", "The document has been modified. Click to save the document." if st["modified"]
                  else "The document has not been modified since the last save.", "", (1350, 1054), (24, 22)),
                 ("slider", "Zoom", "", (1560, 1054), (220, 22)), lab(f"{st['zoom']}%", 1790, 1054, 60)]
        rows += st["dialog"] or []
        return desk(rows, hm(day, 10 * 60 + 21 + st["k"]), apps=("LibreOffice Math",))

    state = obs()
    turns = []
    st.update(k=0)
    turns.append((code("pyautogui.click(1150, 860)  # Commands window\npyautogui.hotkey('ctrl', 'a')"), obs()))
    new = "x = {-b +- sqrt{b^2 - 4ac}} over {2a}"
    st.update(cmd=new, modified=True, k=1)
    turns.append((code(f"pyautogui.write('{new}')"), obs()))
    def sizes(base: int) -> list[Row]:
        return [("dialog", "Font Sizes", "", (720, 360), (480, 360)), lab("Base size", 740, 400, 120), ("spin-button", "Base size", f"{base} pt", (880, 394), (120, 30)),
                          ("heading", "Relative Sizes", "", (740, 444), (200, 22)), ("spin-button", "Text", "100%", (880, 474), (120, 30)),
                          ("spin-button", "Indexes", "60%", (880, 508), (120, 30)), ("spin-button", "Functions", "100%", (880, 542), (120, 30)),
                          ("spin-button", "Operators", "100%", (880, 576), (120, 30)), ("spin-button", "Limits", "60%", (880, 610), (120, 30)),
                          btn("Help", 740, 670, 90), btn("Default", 850, 670, 90), btn("OK", 980, 670, 90), btn("Cancel", 1090, 670, 90)]
    st.update(dialog=sizes(12), k=2)
    turns.append((code("pyautogui.click(300, 73)  # Format\npyautogui.click(340, 140)  # Font Size..."), obs()))
    st.update(dialog=sizes(14), k=2)
    turns.append((code("pyautogui.tripleClick(940, 409)\npyautogui.write('14')\npyautogui.press('tab')"), obs()))
    st.update(dialog=None, base=14, k=3)
    turns.append((code("pyautogui.click(1025, 687)  # OK"), obs()))
    def zd(z: int) -> list[Row]:
        return [("dialog", "Zoom & View Layout", "", (700, 320), (520, 380)), ("heading", "Zoom Factor", "", (720, 360), (200, 22)),
                    ("radio-button", "Optimal", "", (740, 390), (200, 24)), ("radio-button", "Fit width and height", "", (740, 418), (200, 24)),
                    ("radio-button", "Fit width", "", (740, 446), (200, 24)), ("radio-button", "100%", "", (740, 474), (200, 24)),
                    ("radio-button", "Variable", "", (740, 502), (200, 24)), ("spin-button", "Variable", f"{z}%", (940, 500), (100, 28)),
                    btn("Help", 720, 650, 90), btn("OK", 1010, 650, 90), btn("Cancel", 1110, 650, 90)]
    st.update(dialog=zd(100), k=4)
    turns.append((code("pyautogui.doubleClick(1820, 1065)  # zoom percentage"), obs()))
    st.update(dialog=None, zoom=150, k=4)
    turns.append((code("pyautogui.click(752, 514)  # Variable\npyautogui.tripleClick(990, 514)\npyautogui.write('150%')\npyautogui.click(1055, 667)  # OK"), obs()))
    def save(name: str) -> list[Row]:
        return [("dialog", "Save As", "", (560, 240), (800, 560)), entry("Name", name, 660, 280, 500, 32),
                         ("push-button", "Documents", "", (580, 330), (120, 28)), ("push-button", "maths", "", (704, 330), (100, 28))] + \
        table([("Name", 360), ("Size", 120), ("Type", 120), ("Modified", 140)],
              [["pythagoras.odf", "7.9 kB", "Formula", "09:58"], ["euler.odf", "8.2 kB", "Formula", "Mar 6"], ["stokes.odf", "9.0 kB", "Formula", "Feb 27"]], 740, 370, rh=28) + \
        [("combo-box", "File type", "ODF Formula (.odf)", (900, 700), (300, 30)), check("Automatic file name extension", True, 740, 740, 260), check("Save with password", False, 740, 770, 220),
         btn("Cancel", 1150, 760, 90), btn("Save", 1250, 760, 90)]
    st.update(dialog=save("pythagoras"), k=5)
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 's')"), obs()))
    st.update(dialog=save("quadratic"), k=5)
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('quadratic')"), obs()))
    st.update(dialog=None, title="quadratic.odf", modified=False, k=6)
    turns.append((code("pyautogui.click(1295, 777)  # Save"), obs()))
    st.update(cat="Attributes", k=7)
    turns.append((code("pyautogui.click(229, 177)\npyautogui.click(229, 312)  # Attributes"), obs()))
    tail = " , a <> 0"
    st.update(cmd=new + tail, modified=True, k=8)
    turns.append((code(f"pyautogui.click(1150, 860)\npyautogui.press('end')\npyautogui.write('{tail}')"), obs()))
    rs.add(task="os", tid="h37-os-21", state=state, turns=turns, bad=False,
           system=system("In LibreOffice Math, replace the formula with the quadratic formula, set the base font size to 14 pt, zoom to 150%, save it as quadratic.odf, then add the condition a <> 0 after it."))


# RawTherapee, bad
def t22(rs: RowSet) -> None:
    day = "Mar 10"
    names = [f"DSC_{n:04d}.NEF" for n in range(864, 880)]
    exif = {}
    for i, n in enumerate(names):
        exif[n] = (["f/8.0", "f/11", "f/5.6", "f/4.0"][i % 4], ["1/250s", "1/500s", "1/125s", "1/60s", "1/320s"][i % 5],
                   ["100", "100", "200", "64", "400", "100"][i % 6], ["24mm", "35mm", "50mm", "70mm"][(i // 2) % 4])
    exif["DSC_0871.NEF"] = ("f/8.0", "1/250s", "100", "24mm")
    profiles = ["(Internal)", "Auto-Matched Curve - ISO High", "Auto-Matched Curve - ISO Low", "Auto-Matched Curve - ISO Medium", "Generic Film Simulation",
                "Neutral", "Pop 1", "Pop 2 Lab", "Pop 3 Skin", "Pop 4 Black-and-White", "Standard Film Curve - ISO High", "Standard Film Curve - ISO Low",
                "Standard Film Curve - ISO Medium", "Unclipped"]
    st = {"tab": "File Browser", "profile": "Auto-Matched Curve - ISO Low", "ev": "0.00", "history": ["Photo loaded"], "queue": 0, "popup": False,
          "processing": None, "processed": set(), "k": 0, "iso_show": {}, "nsel": 0}

    def info(n: str) -> str:
        f, s, iso, fl = exif[n]
        return f"{f}  {s}  ISO {st['iso_show'].get(n, iso)}  {fl}"

    def obs() -> str:
        rows = frame("RawTherapee 5.11" + (" - DSC_0871.NEF" if st["tab"] == "Editor" else ""))
        rows += [("page-tab", "File Browser", "", (70, 120), (30, 140)), ("page-tab", "Queue" + (f" ({st['queue']})" if st["queue"] else ""), "", (70, 270), (30, 110)),
                 ("page-tab", "DSC_0871.NEF", "", (70, 390), (30, 150))]
        if st["tab"] == "File Browser":
            rows += [("heading", "Places", "", (110, 80), (260, 22))]
            rows += items("tree-item", ["Home", "Pictures", "2025-02-Iceland", "2025-03-02 Lisbon", "Desktop"], 110, 108, 260, 28)
            rows += [entry("Directory", "/home/ines/Pictures/2025-02-Iceland", 400, 80, 700, 30), entry("Find", "", 1120, 80, 260, 30)]
            rows += [("toggle-button", f"{k} star" + ("s" if k > 1 else ""), "", (1400 + 32 * (k - 1), 80), (30, 30)) for k in range(1, 6)]
            for i, n in enumerate(names):
                x, y = 400 + 300 * (i % 5), 130 + 230 * (i // 5)
                cap = info(n) + ("  (processed)" if n in st["processed"] else "")
                rows += [("push-button", n, cap, (x, y), (290, 220))]
            rows.append(lab(f"16 images ({st['nsel']} selected)", 400, 1054, 300))
        elif st["tab"] == "Editor":
            rows += [lab(f"DSC_0871.NEF  Nikon Z 6_2 + NIKKOR Z 24-70mm f/4 S  {info('DSC_0871.NEF')}", 420, 80, 900),
                     ("image", "Preview", "", (400, 110), (1100, 880)), ("heading", "History", "", (110, 80), (270, 22))]
            rows += items("list-item", st["history"], 110, 108, 270, 26)
            rows += [("heading", "Snapshots", "", (110, 500), (270, 22)), btn("Add", 110, 530, 80),
                     ("combo-box", "Processing profile", st["profile"], (1520, 80), (380, 30)),
                     ("page-tab", "Exposure", "", (1520, 120), (60, 28)), ("page-tab", "Detail", "", (1582, 120), (60, 28)), ("page-tab", "Color", "", (1644, 120), (60, 28)),
                     ("page-tab", "Advanced", "", (1706, 120), (60, 28)), ("page-tab", "Transform", "", (1768, 120), (60, 28)), ("page-tab", "Raw", "", (1830, 120), (60, 28)),
                     ("heading", "Exposure", "", (1520, 160), (380, 22))]
            for j, (sl, v) in enumerate([("Exposure compensation", st["ev"]), ("Highlight compression", "0"), ("Highlight compression threshold", "0"),
                                         ("Black", "0"), ("Shadow compression", "50"), ("Lightness", "0"), ("Contrast", "0"), ("Saturation", "0")]):
                rows += [lab(sl, 1530, 190 + 40 * j, 220), ("slider", sl, "", (1530, 210 + 40 * j), (280, 16)), ("spin-button", sl, v, (1820, 196 + 40 * j), (76, 26))]
            rows += [("combo-box", "Tone curve 1", "Film-like" if st["profile"].startswith("Standard") else "Standard", (1530, 520), (200, 28))]
            if st["popup"]:
                rows += [("menu-item", p, "", (1520, 112 + 28 * i), (380, 28)) for i, p in enumerate(profiles)]
            rows += [btn("Put current image to processing queue", 1520, 1010, 120), btn("Save current image", 1650, 1010, 120)]
        else:
            rows += [("heading", "Queue", "", (110, 80), (400, 22))]
            q = [["DSC_0871.NEF", "/home/ines/Pictures/2025-02-Iceland/converted/DSC_0871.jpg", st["processing"] or "Waiting"]] if st["queue"] else []
            rows += table([("File", 300), ("Output", 620), ("State", 160)], q, 110, 110, rh=28)
            if not st["queue"]:
                rows.append(lab("The queue is empty", 120, 150, 300))
            rows += [("toggle-button", "Start processing", "ON" if st["processing"] else "OFF", (1500, 80), (180, 30)), check("Auto start", False, 1700, 84, 140),
                     ("heading", "Output Directory", "", (1500, 130), (400, 22)), ("radio-button", "Use template", "checked", (1510, 160), (200, 24)),
                     entry("Template", "%p1/converted/%f", 1510, 190, 380, 30), ("radio-button", "Save to directory", "unchecked", (1510, 230), (200, 24)),
                     ("heading", "File Format", "", (1500, 280), (400, 22)), ("combo-box", "Format", "JPEG (8-bit)", (1510, 310), (200, 28)),
                     ("spin-button", "Quality", "92", (1720, 310), (80, 28)), ("combo-box", "Subsampling", "Balanced", (1510, 350), (200, 28)),
                     check("Save processing parameters with image", True, 1510, 390, 340)]
        return desk(rows, hm(day, 16 * 60 + 14 + st["k"]), apps=("RawTherapee",))

    state = obs()
    turns = []
    st.update(tab="Editor", nsel=1, k=1)
    turns.append((code("pyautogui.doubleClick(1145, 480)  # DSC_0871.NEF"), obs()))
    st.update(popup=True, k=1)
    turns.append((code("pyautogui.click(1710, 95)  # Processing profile"), obs()))
    st["history"] = st["history"] + ["Processing profile changed"]
    st.update(popup=False, profile="Standard Film Curve - ISO Low", k=2)
    turns.append((code("pyautogui.click(1710, 434)  # Standard Film Curve - ISO Low"), obs()))
    st["history"] = st["history"] + ["Exposure compensation"]
    st.update(ev="0.70", k=3)
    turns.append((code("pyautogui.tripleClick(1858, 209)\npyautogui.write('0.7')\npyautogui.press('enter')"), obs()))
    st.update(queue=1, k=3)
    turns.append((code("pyautogui.hotkey('ctrl', 'b')"), obs()))
    st.update(tab="Queue", k=4)
    turns.append((code("pyautogui.click(85, 325)  # Queue tab"), obs()))
    st.update(processing="Processing: 34%", k=4)
    turns.append((code("pyautogui.click(1590, 95)  # Start processing"), obs()))
    st.update(processing=None, queue=0, k=5)
    st["processed"].add("DSC_0871.NEF")
    turns.append((code("import time\ntime.sleep(8)"), obs()))
    st.update(tab="File Browser", iso_show={"DSC_0871.NEF": "200"}, k=6)
    turns.append((code("pyautogui.click(85, 190)  # File Browser tab"), obs()))
    rs.add(task="os", tid="h37-os-22", state=state, turns=turns, bad=True, turn=9, kind="ISO of the edited raw file differs in the file browser",
           system=system("In RawTherapee (folder 2025-02-Iceland), open DSC_0871.NEF, apply the 'Standard Film Curve - ISO Low' profile and +0.7 EV exposure compensation, export it through the queue as JPEG, and go back to the file browser."))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
