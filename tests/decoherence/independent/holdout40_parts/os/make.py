# ruff: noqa: E501
"""Held-out set holdout40, domain os: 22 Ubuntu GNOME desktop trajectories, 11 with one contradiction.

Each trajectory drives one desktop application with Python code blocks (pyautogui and app helpers);
every observation is the accessibility table of the whole screen. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout40_parts.os.make``.
"""

from __future__ import annotations

import math
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]
Turn = tuple[str, str]

SYSTEM = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop. Predict the exact next accessibility-tree state of the desktop after each action is executed.

Given the earlier interactions of this trajectory, the task instruction, the current state (the accessibility tree of the screen) and the action (a free-form Python code block using pyautogui, app helper classes or plain Python), output the state that follows.

## State Modeling Rules

- Preserve the state format exactly: one node per line, tab-separated columns tag, name, text, class, description, position (top-left x&y), size (w&h).
- Keep node ordering, labels and coordinates consistent unless the action changes them.
- Track open windows, files, selections, dialogs and application state across turns.
- If the action has no visible effect, return the unchanged state.
- Clocks, counters, meters and progress indicators keep moving in real time.

## Output Requirements

First think step by step, then give the full next desktop state inside <predicted_observation></predicted_observation>, with nothing else inside the tags.

## Task Instruction

{task}"""

DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]


def system(task: str) -> str:
    return SYSTEM.format(task=task)


def shell(app: str, dock_name: str | None = None) -> list[Row]:
    """GNOME top bar (the clock is added by a11y) and the Ubuntu dock with the running app."""
    rows: list[Row] = [
        ("label", "Activities", "Activities", (0, 0), (99, 27)),
        ("menu", app, app, (99, 0), (len(app) * 9 + 36, 27)),
        ("menu", "System", "", (1786, 0), (134, 27)),
    ]
    dock = list(DOCK)
    name = dock_name or app
    if name not in dock:
        dock.append(name)
    for i, d in enumerate(dock):
        rows.append(("push-button", d, "", (7, 38 + i * 64), (56, 56)))
    rows.append(("toggle-button", "Show Applications", "", (7, 1017), (56, 56)))
    return rows


def hrow(x: int, y: int, names: list[str], w: int = 90, h: int = 34, gap: int = 4, tag: str = "push-button") -> list[Row]:
    return [(tag, n, "", (x + i * (w + gap), y), (w, h)) for i, n in enumerate(names)]


def vlist(x: int, y: int, items: list[str], w: int = 220, h: int = 30, tag: str = "list-item") -> list[Row]:
    return [(tag, n, "", (x, y + i * h), (w, h)) for i, n in enumerate(items)]


def menu(x: int, y: int, items: list[str], w: int = 260, h: int = 30) -> list[Row]:
    return [("menu-item", n, "", (x, y + 6 + i * h), (w, h)) for i, n in enumerate(items)]


def table(x: int, y: int, cols: list[tuple[str, int]], data: list[list[str]], rh: int = 28, header: bool = True) -> list[Row]:
    out: list[Row] = []
    if header:
        cx = x
        for name, w in cols:
            out.append(("table-column-header", name, "", (cx, y), (w, rh)))
            cx += w
        y += rh
    for r in data:
        assert len(r) == len(cols), r
        cx = x
        for (_, w), val in zip(cols, r):
            out.append(("table-cell", "", val, (cx, y), (w, rh)))
            cx += w
        y += rh
    return out


def fields(x: int, y: int, pairs: list[tuple[str, str]], lw: int = 180, w: int = 360, h: int = 32, tag: str = "text") -> list[Row]:
    """Label + entry pairs, one per line (dialog forms)."""
    out: list[Row] = []
    for i, (k, v) in enumerate(pairs):
        out.append(("label", k, k, (x, y + i * (h + 8)), (lw, h)))
        out.append((tag, k.rstrip(":"), v, (x + lw + 10, y + i * (h + 8)), (w, h)))
    return out


def infos(x: int, y: int, pairs: list[tuple[str, str]], lw: int = 160, w: int = 420, h: int = 24) -> list[Row]:
    """Read-only label pairs (property sheets, info panes)."""
    out: list[Row] = []
    for i, (k, v) in enumerate(pairs):
        out.append(("label", k, k, (x, y + i * h), (lw, h)))
        out.append(("label", "", v, (x + lw + 8, y + i * h), (w, h)))
    return out


def obs(app: str, rows: list[Row], clock: str, dock_name: str | None = None) -> str:
    return a11y(shell(app, dock_name) + rows, clock=clock)


def mb(n: float) -> str:
    """Sizes as GNOME prints them (decimal units)."""
    if n < 1000:
        return f"{int(n)} bytes"
    if n < 1e6:
        return f"{n / 1e3:.1f} kB"
    if n < 1e9:
        return f"{n / 1e6:.1f} MB"
    return f"{n / 1e9:.1f} GB"



def eta(sec: float) -> str:
    sec = int(sec)
    if sec >= 3600:
        h, m = divmod(sec // 60, 60)
        return f"{h} hour{'s' if h > 1 else ''}, {m} minute{'s' if m != 1 else ''}"
    if sec >= 60:
        m = math.ceil(sec / 60)
        return f"{m} minute{'s' if m != 1 else ''}"
    return f"{sec} seconds"


def speed(bps: float) -> str:
    if bps < 1e6:
        return f"{int(round(bps / 1e3))} kB/s"
    return f"{bps / 1e6:.2f} MB/s"


def trsize(n: float) -> str:
    if n == 0:
        return "0 bytes"
    if n < 1e9:
        return f"{n / 1e6:.1f} MB"
    return f"{n / 1e9:.2f} GB"


# Transmission (torrent queue): bad
def t01(rs: RowSet) -> None:
    task = "In Transmission, check the info hash of the Ubuntu server ISO torrent, pause the Fedora download, and move the Debian netinst torrent to the top of the queue."
    good_hash = "2c6b6858d61da9543d4231a71db4b1c9264b0685"
    tors = {
        "ubuntu": dict(name="ubuntu-22.04.4-live-server-amd64.iso", total=2104408064, d0=0.6322 * 2104408064, rate=1150000, up=84000, peers="23 of 61"),
        "fedora": dict(name="Fedora-Workstation-Live-x86_64-40-1.14.iso", total=2295853056, d0=0.4173 * 2295853056, rate=950000, up=61000, peers="17 of 48"),
        "debian": dict(name="debian-12.5.0-amd64-netinst.iso", total=659554304, d0=0.0, rate=2400000, up=12000, peers="9 of 30"),
        "arch": dict(name="archlinux-2024.06.01-x86_64.iso", total=1158418432, d0=1158418432, rate=0, up=180000, peers="4 of 17"),
        "mint": dict(name="linuxmint-21.3-cinnamon-64bit.iso", total=3037671424, d0=0.1202 * 3037671424, rate=0, up=0, peers=""),
        "suse": dict(name="openSUSE-Tumbleweed-DVD-x86_64-Snapshot20240609-Media.iso", total=4613734400, d0=0.0, rate=0, up=0, peers=""),
    }
    pause_t, deb_t = 78, 84

    def status(key: str, t: int) -> tuple[str, float, float]:
        """(state, bytes done, current down rate)."""
        tr = tors[key]
        if key == "ubuntu":
            return "dl", tr["d0"] + tr["rate"] * t, tr["rate"]
        if key == "fedora":
            if t < pause_t:
                return "dl", tr["d0"] + tr["rate"] * t, tr["rate"]
            return "paused", tr["d0"] + tr["rate"] * pause_t, 0
        if key == "debian":
            if t < pause_t:
                return "queued", 0, 0
            return "dl", max(0, t - deb_t) * tr["rate"], tr["rate"] if t >= deb_t else 0
        if key == "arch":
            return "seed", tr["total"], 0
        if key == "mint":
            return "paused", tr["d0"], 0
        return "queued", 0, 0

    def lines(key: str, t: int) -> tuple[str, str]:
        tr = tors[key]
        st, done, rate = status(key, t)
        pct = 100 * done / tr["total"]
        if st == "dl":
            prog = f"{trsize(done)} of {trsize(tr['total'])} ({pct:.2f}%)"
            if rate:
                prog += f" - {eta((tr['total'] - done) / rate)} remaining"
                stat = f"Downloading from {tr['peers']} connected peers - ↓ {speed(rate)}  ↑ {speed(tr['up'])}"
            else:
                prog += " - remaining time unknown"
                stat = "Downloading from 0 of 6 connected peers - ↓ 0 kB/s  ↑ 0 kB/s"
        elif st == "seed":
            upl = 1.37 * tr["total"] + tr["up"] * t
            prog = f"{trsize(tr['total'])}, uploaded {trsize(upl)} (Ratio: {upl / tr['total']:.2f})"
            stat = f"Seeding to {tr['peers']} connected peers - ↑ {speed(tr['up'])}"
        elif st == "paused":
            prog = f"{trsize(done)} of {trsize(tr['total'])} ({pct:.2f}%)"
            stat = "Paused"
        else:
            prog = f"0 bytes of {trsize(tr['total'])} (0.00%)"
            stat = "Queued for download"
        return prog, stat

    def main(t: int, order: list[str]) -> list[Row]:
        rows: list[Row] = [("frame", "Transmission", "", (70, 27), (1850, 1053))]
        rows += hrow(74, 30, ["Torrent", "Edit", "View", "Help"], w=70, h=26, tag="menu")
        rows += hrow(74, 60, ["Open", "Start", "Pause", "Remove", "Properties"], w=96, h=48)
        rows += [("label", "Show:", "Show:", (80, 118), (50, 28)),
                 ("combo-box", "Activity", "All (6)", (134, 116), (150, 32)),
                 ("combo-box", "Tracker", "All", (290, 116), (150, 32)),
                 ("text", "Search", "", (1660, 116), (250, 32))]
        for i, key in enumerate(order):
            y = 156 + i * 70
            prog, stat = lines(key, t)
            rows += [("label", tors[key]["name"], tors[key]["name"], (112, y), (1400, 20)),
                     ("label", "", prog, (112, y + 21), (1400, 18)),
                     ("label", "", stat, (112, y + 48), (1400, 18))]
        down = sum(status(k, t)[2] for k in tors)
        up = sum(tors[k]["up"] for k in tors if status(k, t)[0] in ("dl", "seed") and (k != "debian" or t >= deb_t))
        rows += [("toggle-button", "Alternative Speed Limits", "", (76, 1048), (28, 28)),
                 ("menu-button", "Options", "", (108, 1048), (28, 28)),
                 ("label", "", "Ratio: 0.94", (860, 1052), (110, 20)),
                 ("label", "", f"↓ {speed(down)}  ↑ {speed(up)}", (1700, 1052), (210, 20))]
        return rows

    def props(t: int, tab: str, h: str = good_hash) -> list[Row]:
        tr = tors["ubuntu"]
        _, done, rate = status("ubuntu", t)
        upl = 97.2e6 + tr["up"] * t
        rows: list[Row] = [("dialog", f"{tr['name']} Properties", "", (520, 180), (880, 720))]
        rows += hrow(540, 226, ["Information", "Peers", "Trackers", "Files", "Options"], w=110, h=30, tag="page-tab")
        if tab == "Information":
            rows.append(("label", "Activity", "Activity", (556, 276), (200, 22)))
            rows += infos(576, 304, [
                ("Torrent size:", f"{trsize(tr['total'])} (8,028 pieces @ 256.0 KiB)"),
                ("Have:", f"{trsize(done)} ({100 * done / tr['total']:.1f}%)"),
                ("Availability:", "100%"),
                ("Uploaded:", f"{trsize(upl)} (Ratio: {upl / done:.2f})"),
                ("Downloaded:", trsize(done * 1.004)),
                ("State:", "Downloading"),
                ("Running time:", f"{14 + (t + 12) // 60} minutes"),
                ("Remaining time:", eta((tr["total"] - done) / rate)),
                ("Last activity:", "Active now"),
                ("Error:", "No errors"),
            ], lw=170, w=600)
            rows.append(("label", "Details", "Details", (556, 560), (200, 22)))
            rows += infos(576, 588, [
                ("Size:", f"{trsize(tr['total'])} (2,104,408,064 bytes)"),
                ("Location:", "/home/maya/Downloads/iso"),
                ("Hash:", h),
                ("Privacy:", "Public torrent"),
                ("Origin:", "Created by mktorrent 1.1 on Thu Feb 22 2024"),
                ("Comment:", "Ubuntu CD releases.ubuntu.com"),
            ], lw=170, w=600)
        else:
            rows += table(556, 276, [("Trackers", 800)], [
                ["https://torrent.ubuntu.com/announce"],
                ["Got a list of 50 peers 3 minutes ago"],
                ["Asking for more peers in 26 minutes, 14 seconds"],
                ["Tracker had 1,412 seeders and 38 leechers 3 minutes ago"],
                ["Asking for peer counts in 26 minutes, 31 seconds"],
                ["https://ipv6.torrent.ubuntu.com/announce"],
                ["Could not connect to tracker"],
                ["Retrying announce in 11 minutes, 52 seconds"],
            ], rh=28)
            rows += [("check-box", "Show more details", "checked", (556, 560), (200, 26)),
                     ("check-box", "Show backup trackers", "not checked", (776, 560), (220, 26))]
            rows += hrow(1090, 556, ["Add", "Edit", "Remove"], w=90, h=32)
        rows.append(("push-button", "Close", "", (1296, 852), (90, 34)))
        return rows

    queue = ["ubuntu", "fedora", "debian", "arch", "mint", "suse"]
    clk = lambda t: f"Jun 14  10:{14 + t // 60:02d}"  # noqa: E731
    ctx = menu(300, 336, ["Properties", "Open Folder", "Set Location…", "Start", "Start Now", "Pause", "Remove", "Delete Files and Remove",
                          "Verify Local Data", "Ask Tracker for More Peers", "Copy Magnet Link to Clipboard",
                          "Move to Top", "Move Up", "Move Down", "Move to Bottom"], w=280)
    A = "Transmission"
    turns: list[Turn] = [
        (code("pyautogui.click(640, 170)"), obs(A, main(12, queue), clk(12))),
        (code("pyautogui.click(404, 84)  # Properties"), obs(A, main(20, queue) + props(20, "Information"), clk(20))),
        (code("pyautogui.click(780, 241)  # Trackers tab"), obs(A, main(41, queue) + props(41, "Trackers"), clk(41))),
        (code("pyautogui.click(1340, 869)  # Close"), obs(A, main(55, queue), clk(55))),
        (code("pyautogui.click(640, 240)\npyautogui.click(210, 84)  # Pause"), obs(A, main(78, queue), clk(78))),
        (code("pyautogui.click(640, 170)\npyautogui.hotkey('alt', 'Return')"),
         obs(A, main(96, queue) + props(96, "Information", h="2c6b6858d61da9543d4231a71bd4b1c9264b0685"), clk(96))),
        (code("pyautogui.click(1340, 869)\npyautogui.rightClick(300, 310)"), obs(A, main(118, queue) + ctx, clk(118))),
        (code("pyautogui.click(420, 678)  # Move to Top"), obs(A, main(139, ["debian", "ubuntu", "fedora", "arch", "mint", "suse"]), clk(139))),
    ]
    state = obs(A, main(5, queue), clk(5))
    rs.add(task="os", tid="h40-os-01", system=system(task), turns=turns, state=state, bad=True, turn=6,
           kind="torrent info hash in the Properties dialog differs from the one shown earlier for the same torrent")


def words(text: str) -> int:
    return sum(1 for w in text.split() if any(ch.isalnum() for ch in w))


# Obsidian (vault notes): clean
def t02(rs: RowSet) -> None:
    task = "In the Obsidian vault 'research-notes', create a note 'Meeting 2024-06-11' in the Meetings folder with today's decisions, link it from 'Project Atlas', then rename 'Draft ideas' to 'Backlog'."
    notes = {
        "Inbox": "# Inbox\n- Ask Mei about the Q3 data retention policy\n- Compare [[Project Atlas]] vendor costs with last year's budget\n- Book room for the Jun 18 design review\n- Read: Designing Data-Intensive Applications ch. 9\n- Follow up with Kestrel Analytics on the SOC 2 report",
        "Project Atlas": "# Project Atlas\nGoal: replace the nightly ETL with a managed data platform by Q4.\n## Status\n- Phase: vendor selection\n- Budget: 180k EUR (approved 2024-05-14)\n- Owner: Dana Ortiz\n## Vendors\n- Kestrel Analytics - strong lineage tooling, weak on-prem story\n- Orbis Data - cheapest, SOC 2 Type II pending\n- Meridian Cloud - dropped after [[Meeting 2024-05-28]]\n## Log\n- [[Meeting 2024-05-28]] - longlist cut to three\n- [[Meeting 2024-06-04]] - security review kickoff",
    }
    meeting = "## Attendees\n- Dana, Luis, Mei\n## Decisions\n- Shortlist Kestrel and Orbis for [[Project Atlas]]\n- Pilot starts 2024-07-01\n## Action items\n- [ ] Luis: send the security questionnaire\n- [ ] Mei: draft the pilot success criteria"
    tree = {"Daily": None, "Meetings": ["Meeting 2024-05-28", "Meeting 2024-06-04", "Vendor call - Kestrel Analytics"],
            "Projects": ["Draft ideas", "Project Atlas", "Project Borealis"], "Templates": None}
    root_files = ["Inbox", "Reading list"]

    def explorer(tr: dict[str, list[str] | None], editing: str | None = None) -> list[Row]:
        rows: list[Row] = hrow(130, 70, ["New note", "New folder", "Change sort order", "Collapse all"], w=30, h=30, gap=6)
        y = 112
        for folder, files in tr.items():
            rows.append(("tree-item", folder, "", (130, y), (280, 26)))
            y += 26
            for f in sorted(files or [], key=str.lower):
                if f == editing:
                    rows.append(("text", "File name", f, (146, y), (264, 26)))
                else:
                    rows.append(("tree-item", f, "", (146, y), (264, 26)))
                y += 26
        for f in root_files:
            rows.append(("tree-item", f, "", (130, y), (280, 26)))
            y += 26
        return rows

    def editor(name: str, text: str, backlinks: int, title_edit: bool = False) -> list[Row]:
        rows: list[Row] = [("page-tab", name, "", (430, 36), (220, 32)),
                           ("push-button", "New tab", "", (656, 38), (28, 28)),
                           ("push-button", "Navigate back", "", (440, 76), (28, 28)),
                           ("push-button", "Navigate forward", "", (472, 76), (28, 28)),
                           ("label", "", name, (1080, 80), (300, 22)),
                           ("push-button", "More options", "", (1860, 76), (28, 28))]
        rows.append(("text" if title_edit else "heading", "Inline title", name, (620, 130), (900, 44)))
        for i, line in enumerate(ln for ln in text.split("\n") if ln):
            tag = "heading" if line.startswith("#") else "paragraph"
            rows.append((tag, "", line, (620, 190 + i * 30), (900, 28)))
        flat = text.replace("\n", "")
        rows += [("label", "", f"{backlinks} backlink{'s' if backlinks != 1 else ''}", (1560, 1054), (100, 22)),
                 ("label", "", f"{words(text)} words {len(flat):,} characters", (1668, 1054), (240, 22))]
        return rows

    def win(name: str, body: list[Row], tr: dict[str, list[str] | None], editing: str | None = None) -> list[Row]:
        rows: list[Row] = [("frame", f"{name} - research-notes - Obsidian v1.5.12", "", (70, 27), (1850, 1053))]
        rows += vlist(76, 70, ["Open quick switcher", "Open graph view", "Create new canvas", "Open today's daily note",
                                "Insert template", "Open command palette"], w=36, h=40, tag="push-button")
        rows += [("push-button", "Open another vault", "", (76, 970), (36, 36)), ("push-button", "Settings", "", (76, 1010), (36, 36))]
        return rows + explorer(tr, editing) + body

    A = "Obsidian"
    mt = "Meeting 2024-06-11"
    tr1 = {k: (list(v) if v else v) for k, v in tree.items()}
    tr_untitled = {**tr1, "Meetings": [*tree["Meetings"], "Untitled"]}
    tr_meet = {**tr1, "Meetings": [*tree["Meetings"], mt]}
    tr_final = {**tr_meet, "Projects": ["Backlog", "Project Atlas", "Project Borealis"]}
    atlas2 = notes["Project Atlas"] + f"\n- [[{mt}]] - vendor shortlist decided"
    folder_menu = menu(250, 168, ["New note", "New folder", "New canvas", "Search in folder", "Copy path",
                                  "Reveal in system explorer", "Rename...", "Delete"], w=240)
    file_menu = menu(250, 326, ["Open in new tab", "Open to the right", "Open in new window", "Rename...", "Move file to...",
                                "Bookmark...", "Merge entire file with...", "Copy path", "Open in default app",
                                "Show in system explorer", "Delete"], w=260)
    turns: list[Turn] = [
        (code("pyautogui.rightClick(200, 151)  # Meetings"),
         obs(A, win("Inbox", editor("Inbox", notes["Inbox"], 0), tr1) + folder_menu, "Jun 11  10:02")),
        (code("pyautogui.click(370, 189)  # New note"),
         obs(A, win("Untitled", editor("Untitled", "", 0, title_edit=True), tr_untitled), "Jun 11  10:02")),
        (code(f"pyautogui.write('{mt}')\npyautogui.press('enter')"),
         obs(A, win(mt, editor(mt, "", 0), tr_meet), "Jun 11  10:03")),
        (code("pyautogui.write(" + repr(meeting) + ", interval=0.02)"),
         obs(A, win(mt, editor(mt, meeting, 0), tr_meet), "Jun 11  10:04")),
        (code("pyautogui.click(240, 333)  # Project Atlas"),
         obs(A, win("Project Atlas", editor("Project Atlas", notes["Project Atlas"], 5), tr_meet), "Jun 11  10:05")),
        (code("pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.write('- [[" + mt + "]] - vendor shortlist decided')"),
         obs(A, win("Project Atlas", editor("Project Atlas", atlas2, 5), tr_meet), "Jun 11  10:06")),
        (code("pyautogui.click(250, 229)  # Meeting 2024-06-11"),
         obs(A, win(mt, editor(mt, meeting, 1), tr_meet), "Jun 11  10:06")),
        (code("pyautogui.rightClick(230, 307)  # Draft ideas"),
         obs(A, win(mt, editor(mt, meeting, 1), tr_meet) + file_menu, "Jun 11  10:07")),
        (code("pyautogui.click(380, 437)  # Rename...\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Backlog')\npyautogui.press('enter')"),
         obs(A, win(mt, editor(mt, meeting, 1), tr_final), "Jun 11  10:08")),
    ]
    state = obs(A, win("Inbox", editor("Inbox", notes["Inbox"], 0), tr1), "Jun 11  10:01")
    rs.add(task="os", tid="h40-os-02", system=system(task), turns=turns, state=state)


# Nautilus (search and starred): clean
def t03(rs: RowSet) -> None:
    task = "Find all the 2024 invoice PDFs under Documents in Files, star them, check the Starred view, and unstar the draft invoice."
    side = ["Recent", "Starred", "Home", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]
    home = [("Desktop", "3 items", "12 Jun"), ("Documents", "9 items", "Yesterday"), ("Downloads", "31 items", "09:04"),
            ("Music", "118 items", "2 May"), ("Pictures", "1,204 items", "15 Jun"), ("Public", "0 items", "21 Sep 2023"),
            ("snap", "4 items", "10 Jun"), ("Templates", "2 items", "21 Sep 2023"), ("Videos", "27 items", "9 Jun")]
    docs = [("Contracts", "6 items", "28 May"), ("Invoices", "9 items", "3 Jun"), ("Receipts", "23 items", "14 Jun"),
            ("Taxes", "4 items", "11 Apr"), ("budget-2024.ods", "48.2 kB", "3 Jun"), ("CV_Nadia_Haddad.pdf", "212.9 kB", "12 Apr"),
            ("lease-renewal.pdf", "1.1 MB", "28 May"), ("meeting-notes.odt", "22.6 kB", "Yesterday"), ("passport-scan.jpg", "2.4 MB", "8 Jan")]
    results = [("invoice_2024-01_acme.pdf", "84.3 kB", "Invoices", "2 Feb"), ("invoice_2024-02_acme.pdf", "86.1 kB", "Invoices", "1 Mar"),
               ("invoice_2024-03_northwind.pdf", "131.7 kB", "Invoices", "4 Apr"), ("invoice_2024-04_DRAFT.pdf", "77.0 kB", "Invoices", "30 Apr"),
               ("invoice_2024-05_northwind.pdf", "129.4 kB", "Invoices", "3 Jun"), ("invoice_2023-12_acme.pdf", "83.9 kB", "Invoices/2023", "4 Jan"),
               ("invoice-template.odt", "31.5 kB", "Contracts/templates", "14 Nov 2023")]
    extra_starred = [("passport-scan.jpg", "2.4 MB", "Documents", "8 Jan"), ("tax-return-2023.pdf", "1.8 MB", "Documents/Taxes", "11 Apr")]
    order_key = {"3 Jun": 603, "11 Apr": 411, "4 Apr": 404, "30 Apr": 430, "1 Mar": 301, "2 Feb": 202, "8 Jan": 108}

    def frame(title: str, path: list[str], search: str | None = None) -> list[Row]:
        rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
        rows += hrow(80, 34, ["Back", "Forward"], w=34, h=34)
        if search is None:
            rows += hrow(160, 34, path, w=120, h=34, tag="toggle-button")
        else:
            rows.append(("text", "Search", search, (160, 34), (600, 34)))
            rows.append(("push-button", "Search Filters", "", (764, 34), (34, 34)))
        rows += [("toggle-button", "Search", "", (1740, 34), (34, 34)),
                 ("push-button", "View options", "", (1780, 34), (34, 34)),
                 ("push-button", "Main Menu", "", (1840, 34), (34, 34))]
        rows += vlist(74, 80, side, w=220, h=34)
        return rows

    def listing(items: list[tuple[str, ...]], starred: set[str], loc: bool) -> list[Row]:
        cols = [("Name", 760), ("Size", 130)] + ([("Location", 280)] if loc else []) + [("Modified", 180), ("Star", 60)]
        data = [[*it, ""] for it in items]
        rows = table(310, 120, cols, data, rh=36)
        x_star = 310 + sum(w for _, w in cols[:-1])
        for i, it in enumerate(items):
            rows.append(("push-button", "Unstar" if it[0] in starred else "Star", "", (x_star + 14, 156 + i * 36 + 4), (28, 28)))
        return rows

    def status(text: str) -> list[Row]:
        return [("label", "", text, (1560, 1040), (340, 30))]

    A = "Files"
    st0 = {"passport-scan.jpg"}
    inv24 = {r[0] for r in results[:5]}
    st1 = st0 | inv24 | {"tax-return-2023.pdf"}
    st2 = st1 - {"invoice_2024-04_DRAFT.pdf"}
    starred_items = sorted([(r[0], r[1], "Documents/Invoices", r[3]) for r in results[:5]] + extra_starred, key=lambda r: r[0].lower())
    starred2 = [r for r in starred_items if r[0] in st2]
    by_mod = sorted(starred2, key=lambda r: -order_key[r[3]])
    sel = "5 items selected (508.5 kB)"
    turns: list[Turn] = [
        (code("pyautogui.click(184, 199)  # Documents"),
         obs(A, frame("Documents", ["Home", "Documents"]) + listing(docs, st0, False), "Jun 17  09:21")),
        (code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('invoice')"),
         obs(A, frame("Search for “invoice”", [], "invoice") + listing(results, st0, True), "Jun 17  09:21")),
        (code("pyautogui.click(600, 174)\npyautogui.keyDown('shift')\npyautogui.click(600, 318)\npyautogui.keyUp('shift')"),
         obs(A, frame("Search for “invoice”", [], "invoice") + listing(results, st0, True) + status(sel), "Jun 17  09:22")),
        (code("pyautogui.hotkey('ctrl', 'd')"),
         obs(A, frame("Search for “invoice”", [], "invoice") + listing(results, st0 | inv24, True) + status(sel), "Jun 17  09:22")),
        (code("pyautogui.click(184, 131)  # Starred"),
         obs(A, frame("Starred", ["Starred"]) + listing(starred_items, st1, True), "Jun 17  09:23")),
        (code("pyautogui.click(600, 282)  # invoice_2024-04_DRAFT.pdf\npyautogui.hotkey('ctrl', 'd')"),
         obs(A, frame("Starred", ["Starred"]) + listing(starred2, st2, True), "Jun 17  09:23")),
        (code("pyautogui.click(1570, 138)  # Modified column header"),
         obs(A, frame("Starred", ["Starred"]) + listing(by_mod, st2, True), "Jun 17  09:24")),
    ]
    state = obs(A, frame("Home", ["Home"]) + listing(home, set(), False), "Jun 17  09:20")
    rs.add(task="os", tid="h40-os-03", system=system(task), turns=turns, state=state)


# GNOME Boxes (VM snapshots): bad
def t04(rs: RowSet) -> None:
    task = "In GNOME Boxes, take a snapshot of the 'Fedora 40' machine named 'pre-upgrade', rename its old 'test' snapshot to 'baseline-may', then start the machine."
    vms = ["Fedora 40", "Windows 11 Dev", "Debian 12 server", "Ubuntu 24.04 LTS"]

    def main() -> list[Row]:
        rows: list[Row] = [("frame", "Boxes", "", (70, 27), (1850, 1053)),
                           ("push-button", "Create a virtual machine", "", (80, 34), (34, 34)),
                           ("label", "Boxes", "Boxes", (960, 40), (70, 22)),
                           ("toggle-button", "Search", "", (1750, 34), (34, 34)),
                           ("toggle-button", "Toggle view", "", (1790, 34), (34, 34)),
                           ("push-button", "Main menu", "", (1830, 34), (34, 34))]
        for i, vm in enumerate(vms):
            x = 140 + i * 300
            rows += [("push-button", vm, "", (x, 120), (260, 180)), ("label", vm, vm, (x, 306), (260, 22))]
        return rows

    def prefs(page: str, snaps: list[str], editing: str | None = None) -> list[Row]:
        rows: list[Row] = [("dialog", "Preferences", "", (560, 140), (800, 760)),
                           ("label", "Fedora 40", "Fedora 40", (900, 152), (120, 22))]
        rows += hrow(600, 190, ["General", "Resources", "Devices & Shares", "Snapshots"], w=170, h=34, tag="page-tab")
        if page == "General":
            rows += infos(620, 250, [("Name", "Fedora 40"), ("Operating System", "Fedora Linux 40 (Workstation Edition)"),
                                     ("Broker", "qemu:///session"), ("Display Protocol", "SPICE"), ("IP Address", "—")], lw=200, w=440, h=44)
            rows += [("label", "3D Acceleration", "3D Acceleration", (620, 480), (200, 30)), ("toggle-button", "3D Acceleration", "off", (1260, 480), (50, 30)),
                     ("label", "Run in Background", "Run in Background", (620, 524), (200, 30)), ("toggle-button", "Run in Background", "off", (1260, 524), (50, 30)),
                     ("push-button", "Edit Configuration", "", (620, 580), (200, 36)), ("push-button", "Delete", "", (1180, 580), (130, 36))]
        else:
            rows.append(("label", "", "Snapshots save the state of the machine. You can revert to any of them later.", (620, 250), (680, 24)))
            for i, s in enumerate(snaps):
                y = 290 + i * 52
                rows.append(("text", "Snapshot name", s, (620, y), (560, 44)) if s == editing else ("label", s, s, (620, y), (560, 44)))
                rows.append(("push-button", "Snapshot options", "", (1260, y + 6), (34, 34)))
            rows.append(("push-button", "Take Snapshot", "", (938, 290 + len(snaps) * 52 + 12), (44, 36)))
        rows.append(("push-button", "Close", "", (1318, 146), (34, 34)))
        return rows

    def pop(y: int) -> list[Row]:
        return menu(1080, y, ["Revert to this state", "Rename", "Delete"], w=200)

    A = "Boxes"
    new = "Jun 19 2024, 15:05:41"
    s0 = ["test", "after-install"]
    s1 = [new, *s0]
    s2 = ["pre-upgrade", *s0]
    s3 = ["pre-upgrade", "baseline-may", "after-install"]
    ctx = menu(260, 210, ["Open in New Window", "Add to Favorites", "Force Shut Down", "Delete", "Preferences"], w=220)
    display = [("frame", "Fedora 40", "", (70, 27), (1850, 1053)),
               ("push-button", "Back", "", (80, 34), (34, 34)),
               ("label", "Fedora 40", "Fedora 40", (950, 40), (100, 22)),
               ("push-button", "Send key combinations", "", (1710, 34), (34, 34)),
               ("push-button", "Fullscreen", "", (1750, 34), (34, 34)),
               ("push-button", "Menu", "", (1790, 34), (34, 34)),
               ("drawing-area", "Fedora 40 display", "", (70, 75), (1850, 1005)),
               ("label", "", "Starting Fedora 40…", (900, 560), (200, 24))]
    turns: list[Turn] = [
        (code("pyautogui.rightClick(270, 210)  # Fedora 40"), obs(A, main() + ctx, "Jun 19  15:03")),
        (code("pyautogui.click(370, 351)  # Preferences"), obs(A, main() + prefs("General", s0), "Jun 19  15:03")),
        (code("pyautogui.click(1196, 207)  # Snapshots"), obs(A, main() + prefs("Snapshots", s0), "Jun 19  15:04")),
        (code("pyautogui.click(960, 416)  # Take Snapshot\ntime.sleep(3)"), obs(A, main() + prefs("Snapshots", s1), "Jun 19  15:05")),
        (code("pyautogui.click(1277, 313)  # options of the new snapshot"), obs(A, main() + prefs("Snapshots", s1) + pop(340), "Jun 19  15:06")),
        (code("pyautogui.click(1180, 391)  # Rename\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('pre-upgrade')\npyautogui.press('enter')"),
         obs(A, main() + prefs("Snapshots", s2), "Jun 19  15:06")),
        (code("pyautogui.click(1277, 365)  # options of 'test'"), obs(A, main() + prefs("Snapshots", s2) + pop(392), "Jun 19  15:07")),
        (code("pyautogui.click(1180, 443)  # Rename\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('baseline-may')\npyautogui.press('enter')"),
         obs(A, main() + prefs("Snapshots", s3), "Jun 19  15:07")),
        (code("pyautogui.press('esc')\npyautogui.rightClick(270, 210)\npyautogui.click(370, 351)  # Preferences\npyautogui.click(1196, 207)  # Snapshots"),
         obs(A, main() + prefs("Snapshots", ["baseline-may", "after-install"]), "Jun 19  15:08")),
        (code("pyautogui.press('esc')\npyautogui.doubleClick(270, 210)  # start Fedora 40"), obs(A, display, "Jun 19  15:09")),
    ]
    state = obs(A, main(), "Jun 19  15:02")
    rs.add(task="os", tid="h40-os-04", system=system(task), turns=turns, state=state, bad=True, turn=9,
           kind="snapshot created and renamed earlier is missing from the snapshot list when the preferences are reopened")


# VS Code (Settings editor): bad
def t05(rs: RowSet) -> None:
    task = "In VS Code, set the editor font size to 15 and the tab size to 2 in the user settings, check them in settings.json, then turn on Format On Save."
    server_ts = [
        "import express from 'express';", "import helmet from 'helmet';", "import { rateLimit } from './middleware/rateLimit';",
        "import { routes } from './routes';", "import { logger } from './logger';", "",
        "const PORT = Number(process.env.PORT ?? 8080);", "", "export function createServer() {",
        "    const app = express();", "    app.disable('x-powered-by');", "    app.use(helmet());",
        "    app.use(express.json({ limit: '1mb' }));", "    app.use(rateLimit({ windowMs: 60_000, max: 120 }));",
        "    app.use('/api/v1', routes);", "    return app;", "}", "",
        "createServer().listen(PORT, () => logger.info(`gateway listening on ${PORT}`));",
    ]

    def settings_json(font: int, tab: int | None) -> list[str]:
        lines = ["{", '    "workbench.colorTheme": "Default Dark Modern",', f'    "editor.fontSize": {font},',
                 '    "editor.minimap.enabled": false,', '    "files.autoSave": "onFocusChange",', '    "git.confirmSync": false,',
                 '    "terminal.integrated.fontSize": 13,', '    "[typescript]": {', '        "editor.defaultFormatter": "esbenp.prettier-vscode"']
        if tab is None:
            return lines + ["    }", "}"]
        return lines + ["    },", f'    "editor.tabSize": {tab}', "}"]

    def chrome(title: str, tabs: list[str], status: list[str]) -> list[Row]:
        rows: list[Row] = [("frame", f"{title} - api-gateway - Visual Studio Code", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], w=72, h=26, tag="menu")
        rows += vlist(72, 62, ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G G) - 3 pending changes",
                               "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"], w=48, h=48, tag="page-tab")
        rows += [("push-button", "Accounts", "", (72, 960), (48, 48)), ("push-button", "Manage", "", (72, 1008), (48, 48))]
        rows += hrow(124, 62, tabs, w=170, h=35, gap=0, tag="page-tab")
        rows += [("label", "", s, (76 + i * 120, 1058), (116, 22)) for i, s in enumerate(status)]
        return rows

    common = [
        ("Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "combo-box", "onFocusChange"),
        ("Editor: Font Size", "Controls the font size in pixels.", "text", "14"),
        ("Editor: Font Family", "Controls the font family.", "text", "'Droid Sans Mono', 'monospace', monospace"),
        ("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "text", "4"),
        ("Editor: Render Whitespace", "Controls how the editor should render whitespace characters.", "combo-box", "selection"),
        ("Editor: Cursor Style", "Controls the cursor style.", "combo-box", "line"),
        ("Editor: Multi Cursor Modifier", "The modifier to be used to add multiple cursors with the mouse.", "combo-box", "alt"),
        ("Editor: Insert Spaces", "Insert spaces when pressing Tab. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "check-box", "checked"),
        ("Editor: Word Wrap", "Controls how lines should wrap.", "combo-box", "off"),
    ]

    def settings_ui(values: dict[str, str], query: str = "", found: list[tuple[str, str, str, str]] | None = None) -> list[Row]:
        rows: list[Row] = [("text", "Search settings", query, (400, 110), (1100, 32))]
        if found is not None:
            rows.append(("label", "", f"{len(found)} Settings Found", (1520, 114), (150, 24)))
        rows += hrow(400, 152, ["User", "Workspace"], w=100, h=30, tag="page-tab")
        toc = ["Commonly Used", "Text Editor", "Workbench", "Window", "Features", "Application", "Security", "Extensions"] if found is None \
            else ["Text Editor (2)", "Formatting (2)", "Notebook (1)"]
        rows += vlist(400, 200, toc, w=200, h=26, tag="tree-item")
        items = found if found is not None else [(k, d, t, values.get(k, v)) for k, d, t, v in common]
        y = 200
        for name, desc, tag, val in items:
            rows += [("label", name, name, (640, y), (900, 22)), ("label", "", desc, (640, y + 24), (1200, 20)),
                     (tag, name, val, (640, y + 50), (300 if tag != "check-box" else 24, 28))]
            y += 96
        return rows

    def code_view(lines: list[str], crumb: str) -> list[Row]:
        rows: list[Row] = [("label", "", crumb, (130, 100), (600, 20))]
        for i, ln in enumerate(lines):
            rows += [("label", "", str(i + 1), (130, 126 + i * 22), (40, 22)), ("label", "", ln, (190, 126 + i * 22), (1200, 22))]
        return rows

    st_ts = ["main", "⊗ 0  ⚠ 2", "Ln 14, Col 22", "Spaces: 4", "UTF-8", "LF", "{} TypeScript", "Prettier"]
    st_set = ["main", "⊗ 0  ⚠ 2"]
    st_json = ["main", "⊗ 0  ⚠ 2", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "{} JSON with Comments", "Prettier"]
    A, D = "Visual Studio Code", "Visual Studio Code"
    v1 = {"Editor: Font Size": "15"}
    v2 = {"Editor: Font Size": "15", "Editor: Tab Size": "2"}
    palette = [("text", "Command palette input", "> open user settings json", (660, 64), (640, 32))]
    palette += vlist(660, 100, ["Preferences: Open User Settings (JSON)", "Preferences: Open User Settings", "Preferences: Open Default Settings (JSON)",
                                "Preferences: Open Workspace Settings (JSON)", "Preferences: Open Remote Settings (JSON)"], w=640, h=26)
    fos = [("Editor: Format On Save", "Format a file on save. A formatter must be available, the file must not be saved after delay, and the editor must not be shutting down.", "check-box", "not checked"),
           ("Editor: Format On Save Mode", "Controls if format on save formats the whole file or only modifications. Only applies when Editor: Format On Save is enabled.", "combo-box", "file"),
           ("Notebook: Format On Save", "Format a notebook on save. A formatter must be available, the file must not be saved after delay, and the editor must not be shutting down.", "check-box", "not checked")]
    fos_on = [(fos[0][0], fos[0][1], fos[0][2], "checked"), *fos[1:]]
    tabs2 = ["server.ts", "Settings"]
    tabs3 = ["server.ts", "Settings", "settings.json"]
    turns: list[Turn] = [
        (code("pyautogui.hotkey('ctrl', ',')"), obs(A, chrome("Settings", tabs2, st_set) + settings_ui({}), "Jun 20  11:42", D)),
        (code("pyautogui.tripleClick(790, 364)  # Editor: Font Size\npyautogui.write('15')"),
         obs(A, chrome("Settings", tabs2, st_set) + settings_ui(v1), "Jun 20  11:42", D)),
        (code("pyautogui.tripleClick(790, 556)  # Editor: Tab Size\npyautogui.write('2')\npyautogui.press('tab')"),
         obs(A, chrome("Settings", tabs2, st_set) + settings_ui(v2), "Jun 20  11:43", D)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('open user settings json')"),
         obs(A, chrome("Settings", tabs2, st_set) + settings_ui(v2) + palette, "Jun 20  11:43", D)),
        (code("pyautogui.press('enter')"), obs(A, chrome("settings.json", tabs3, st_json) + code_view(settings_json(14, 2), "~ > .config > Code > User > settings.json > ..."), "Jun 20  11:44", D)),
        (code("pyautogui.click(379, 79)  # Settings tab\npyautogui.click(900, 126)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('format on save')"),
         obs(A, chrome("Settings", tabs3, st_set) + settings_ui(v2, "format on save", fos), "Jun 20  11:44", D)),
        (code("pyautogui.click(652, 264)  # Editor: Format On Save checkbox"),
         obs(A, chrome("Settings", tabs3, st_set) + settings_ui(v2, "format on save", fos_on), "Jun 20  11:45", D)),
    ]
    state = obs(A, chrome("server.ts", ["server.ts"], st_ts) + code_view(server_ts, "src > server.ts > ..."), "Jun 20  11:41", D)
    rs.add(task="os", tid="h40-os-05", system=system(task), turns=turns, state=state, bad=True, turn=5,
           kind="settings.json shows the font size at its old value although the agent had just set it in the Settings editor")


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


# Rhythmbox (playlists): clean
def t06(rs: RowSet) -> None:
    task = "In Rhythmbox, create a playlist 'Road Trip' with Free Fallin', Runnin' Down a Dream and You Wreck Me by Tom Petty, delete the empty 'New Playlist', and start playing the new playlist."
    lib = [("1", "Hold On", "Blues", "Alabama Shakes", "Boys & Girls", 226), ("2", "Hang Loose", "Blues", "Alabama Shakes", "Boys & Girls", 141),
           ("3", "I Found You", "Blues", "Alabama Shakes", "Boys & Girls", 175), ("1", "Is There a Ghost", "Indie", "Band of Horses", "Cease to Begin", 179),
           ("2", "Ode to LRC", "Indie", "Band of Horses", "Cease to Begin", 242), ("1", "The Funeral", "Indie", "Band of Horses", "Everything All the Time", 322),
           ("1", "Tighten Up", "Rock", "The Black Keys", "Brothers", 211), ("2", "Howlin' for You", "Rock", "The Black Keys", "Brothers", 192),
           ("4", "Everlasting Light", "Rock", "The Black Keys", "Brothers", 204), ("1", "Lonely Boy", "Rock", "The Black Keys", "El Camino", 193),
           ("3", "Gold on the Ceiling", "Rock", "The Black Keys", "El Camino", 224), ("1", "Kodachrome", "Pop", "Paul Simon", "There Goes Rhymin' Simon", 213),
           ("2", "Slip Slidin' Away", "Pop", "Paul Simon", "Greatest Hits, Etc.", 282), ("5", "Dreams", "Rock", "Fleetwood Mac", "Rumours", 257),
           ("7", "Go Your Own Way", "Rock", "Fleetwood Mac", "Rumours", 218), ("1", "Second Hand News", "Rock", "Fleetwood Mac", "Rumours", 163),
           ("2", "Hey Ya!", "Hip-Hop", "Outkast", "Speakerboxxx/The Love Below", 235), ("1", "Heroes", "Rock", "David Bowie", "\"Heroes\"", 371)]
    lib.sort(key=lambda r: (r[3].replace("The ", "").lower(), r[4].lower(), int(r[0])))
    petty = [("1", "Free Fallin'", 254), ("2", "I Won't Back Down", 176), ("3", "Love Is a Long Road", 246), ("4", "A Face in the Crowd", 238),
             ("5", "Runnin' Down a Dream", 263), ("6", "I'll Feel a Whole Lot Better", 167), ("7", "Yer So Bad", 185), ("8", "Depending on You", 167),
             ("9", "The Apartment Song", 151), ("10", "Alright for Now", 120), ("11", "A Mind with a Heart of Its Own", 209), ("12", "Zombie Zoo", 176)]
    tp = [(n, t, "Rock", "Tom Petty", "Full Moon Fever", s) for n, t, s in petty]
    tp += [("1", "Wildflowers", "Rock", "Tom Petty", "Wildflowers", 190), ("3", "You Wreck Me", "Rock", "Tom Petty", "Wildflowers", 202)]
    road = [tp[0], tp[4], tp[13]]

    def size(sec: int) -> int:
        return sec * 32000 + 41000

    def summary(tracks: list[tuple[str, str, str, str, str, int]]) -> str:
        if not tracks:
            return "0 songs"
        total = sum(t[5] for t in tracks)
        return f"{len(tracks)} songs, {total // 60} minutes, {sum(size(t[5]) for t in tracks) / 1e6:.1f} MB"

    def win(title: str, playlists: list[str], tracks: list[tuple[str, str, str, str, str, int]], status: str, query: str = "",
            now: tuple[str, str, str] | None = None) -> list[Row]:
        rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
        rows += hrow(80, 36, ["Previous", "Play", "Next"], w=40, h=40, gap=2)
        rows += hrow(220, 40, ["Repeat", "Shuffle"], w=34, h=34, tag="toggle-button")
        if now:
            rows += [("label", "", now[0], (600, 34), (500, 22)), ("label", "", now[1], (600, 56), (500, 20)),
                     ("slider", "Playback position", now[2], (600, 78), (600, 10))]
        rows += [("push-button", "Volume", "", (1700, 40), (34, 34)), ("toggle-button", "Browse", "", (1740, 40), (34, 34)),
                 ("push-button", "Menu", "", (1840, 40), (34, 34))]
        rows.append(("label", "Library", "Library", (80, 104), (200, 20)))
        rows += vlist(80, 126, ["Play Queue", "Music", "Podcasts", "Radio"], w=230, h=30)
        rows.append(("label", "Playlists", "Playlists", (80, 254), (200, 20)))
        rows += vlist(80, 276, playlists, w=230, h=30)
        rows.append(("push-button", "Add", "", (80, 1036), (34, 34)))
        rows.append(("text", "Search", query, (330, 104), (420, 32)))
        cols = [("Track", 70), ("Title", 420), ("Genre", 150), ("Artist", 320), ("Album", 440), ("Time", 90)]
        rows += table(330, 146, cols, [[n, t, g, a, al, mmss(s)] for n, t, g, a, al, s in tracks], rh=28)
        rows.append(("label", "", status, (330, 1046), (700, 24)))
        return rows

    A = "Rhythmbox"
    pl0 = ["My Top Rated", "Recently Added", "Recently Played", "Chill evening", "New Playlist"]
    pl1 = [*pl0, "Road Trip"]
    pl2 = [p for p in pl1 if p != "New Playlist"]
    lib_status = "1,284 songs, 3 days, 14 hours and 32 minutes, 9.6 GB"
    add_menu = menu(80, 880, ["New Playlist", "New Automatic Playlist…", "Load from File…", "Check for New Devices", "Add Music…"], w=250)
    ctx = menu(760, 210, ["Play", "Add to Play Queue", "Add to Playlist", "Copy", "Remove", "Move to Trash", "Browse this Genre",
                          "Browse this Artist", "Browse this Album", "Properties"], w=240)
    turns: list[Turn] = [
        (code("pyautogui.click(97, 1053)  # Add"), obs(A, win("Rhythmbox", pl0, lib, lib_status) + add_menu, "Jun 22  19:41")),
        (code("pyautogui.click(205, 901)  # New Playlist\npyautogui.write('Road Trip')\npyautogui.press('enter')"),
         obs(A, win("Rhythmbox", pl1, [], summary([])), "Jun 22  19:41")),
        (code("pyautogui.click(195, 171)  # Music\npyautogui.click(540, 120)\npyautogui.write('tom petty')"),
         obs(A, win("Rhythmbox", pl1, tp, summary(tp), "tom petty"), "Jun 22  19:42")),
        (code("pyautogui.click(540, 188)\npyautogui.keyDown('ctrl')\npyautogui.click(540, 300)\npyautogui.click(540, 552)\npyautogui.keyUp('ctrl')\npyautogui.rightClick(540, 552)"),
         obs(A, win("Rhythmbox", pl1, tp, summary(tp), "tom petty") + ctx, "Jun 22  19:43")),
        (code("pyautogui.moveTo(880, 291)  # Add to Playlist\npyautogui.click(1110, 381)  # Road Trip"),
         obs(A, win("Rhythmbox", pl1, tp, summary(tp), "tom petty"), "Jun 22  19:43")),
        (code("pyautogui.click(195, 441)  # Road Trip"), obs(A, win("Rhythmbox", pl1, road, summary(road)), "Jun 22  19:44")),
        (code("pyautogui.rightClick(195, 411)  # New Playlist\npyautogui.click(260, 530)  # Delete"),
         obs(A, win("Rhythmbox", pl2, road, summary(road)), "Jun 22  19:44")),
        (code("pyautogui.doubleClick(540, 188)"),
         obs(A, win("Free Fallin'", pl2, road, summary(road), now=("Free Fallin'", "by Tom Petty from Full Moon Fever", "0:03 of 4:14")), "Jun 22  19:45")),
    ]
    state = obs(A, win("Rhythmbox", pl0, lib, lib_status), "Jun 22  19:40")
    rs.add(task="os", tid="h40-os-06", system=system(task), turns=turns, state=state)


# Calibre (e-book library): bad
def t07(rs: RowSet) -> None:
    task = "In calibre, delete the two duplicate copies of 'Dune' added in February, add 'The Left Hand of Darkness' EPUB from Downloads, and set its series to Hainish Cycle, number 6."
    B = tuple[str, str, str, str, str, str, str, str, str]
    lh: B = ("The Left Hand of Darkness", "Ursula K. Le Guin", "24 Jun 2024", "0.6", "", "Science Fiction", "", "Ace", "Jan 1987")
    lh6: B = (*lh[:6], "Hainish Cycle [6]", *lh[7:])  # type: ignore[assignment]
    dup1: B = ("Dune", "Frank Herbert", "02 Feb 2024", "1.3", "", "", "", "Ace", "")
    dup2: B = ("Dune", "Herbert, Frank", "02 Feb 2024", "0.9", "", "", "", "", "")
    books: list[B] = [
        ("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "18 Jun 2024", "1.6", "★★★★", "Fiction", "", "Knopf", "Jul 2022"),
        ("Project Hail Mary", "Andy Weir", "02 Jun 2024", "2.1", "★★★★★", "Science Fiction", "", "Ballantine", "May 2021"),
        ("The Ministry for the Future", "Kim Stanley Robinson", "21 May 2024", "1.9", "", "Science Fiction, Climate", "", "Orbit", "Oct 2020"),
        ("Thinking in Systems", "Donella H. Meadows", "09 May 2024", "3.4", "★★★★", "Nonfiction, Systems", "", "Chelsea Green", "Dec 2008"),
        ("Klara and the Sun", "Kazuo Ishiguro", "27 Apr 2024", "1.2", "★★★", "Fiction", "", "Faber & Faber", "Mar 2021"),
        ("The Three-Body Problem", "Cixin Liu", "14 Apr 2024", "1.8", "★★★★", "Science Fiction", "Remembrance of Earth's Past [1]", "Tor", "Nov 2014"),
        ("The Dark Forest", "Cixin Liu", "14 Apr 2024", "2.0", "", "Science Fiction", "Remembrance of Earth's Past [2]", "Tor", "Aug 2015"),
        ("Sapiens", "Yuval Noah Harari", "30 Mar 2024", "5.2", "★★★", "History", "", "Harper", "Feb 2015"),
        dup1, dup2,
        ("The Dispossessed", "Ursula K. Le Guin", "10 Jan 2024", "0.8", "★★★★★", "Science Fiction", "Hainish Cycle [5]", "Harper Voyager", "Oct 2011"),
        ("Circe", "Madeline Miller", "28 Dec 2023", "1.4", "★★★★", "Fiction, Mythology", "", "Little, Brown", "Apr 2018"),
        ("The Pragmatic Programmer", "David Thomas & Andrew Hunt", "11 Dec 2023", "7.9", "", "Programming", "", "Addison-Wesley", "Sep 2019"),
        ("Educated", "Tara Westover", "02 Nov 2023", "1.1", "★★★★", "Memoir", "", "Random House", "Feb 2018"),
        ("Exhalation", "Ted Chiang", "19 Oct 2023", "0.9", "★★★★★", "Science Fiction, Short Stories", "", "Knopf", "May 2019"),
        ("The Overstory", "Richard Powers", "03 Oct 2023", "2.6", "", "Fiction", "", "W. W. Norton", "Apr 2018"),
        ("Deep Work", "Cal Newport", "15 Sep 2023", "1.0", "★★★", "Nonfiction, Productivity", "", "Grand Central", "Jan 2016"),
        ("Station Eleven", "Emily St. John Mandel", "29 Aug 2023", "0.7", "★★★★", "Fiction", "", "Knopf", "Sep 2014"),
        ("Neuromancer", "William Gibson", "06 Jul 2023", "0.5", "★★★★", "Science Fiction, Cyberpunk", "Sprawl [1]", "Ace", "Jul 1984"),
        ("Bullshit Jobs", "David Graeber", "22 Jun 2023", "1.5", "", "Nonfiction", "", "Simon & Schuster", "May 2018"),
        ("The Name of the Wind", "Patrick Rothfuss", "08 Jun 2023", "2.2", "★★★★", "Fantasy", "The Kingkiller Chronicle [1]", "DAW", "Apr 2007"),
        ("Snow Crash", "Neal Stephenson", "17 May 2023", "0.9", "★★★", "Science Fiction, Cyberpunk", "", "Bantam", "Jun 1992"),
    ]
    dune: B = ("Dune", "Frank Herbert", "12 Mar 2023", "1.3", "★★★★★", "Science Fiction, Classics", "Dune Chronicles [1]", "Ace", "Aug 1990")
    messiah: B = ("Dune Messiah", "Frank Herbert", "12 Mar 2023", "0.8", "★★★★", "Science Fiction", "Dune Chronicles [2]", "Ace", "Jul 1987")
    wizard: B = ("A Wizard of Earthsea", "Ursula K. Le Guin", "19 Sep 2022", "0.6", "★★★★★", "Fantasy", "Earthsea Cycle [1]", "HMH Books", "Sep 2012")
    cols = [("Title", 300), ("Author(s)", 180), ("Date", 100), ("Size (MB)", 70), ("Rating", 80), ("Tags", 200), ("Series", 200), ("Publisher", 120), ("Published", 90)]

    def details(d: list[tuple[str, str]] | None) -> list[Row]:
        rows: list[Row] = [("label", "Book details", "", (1640, 140), (270, 20))]
        if d:
            rows.append(("image", "Cover", "", (1660, 170), (230, 340)))
            rows += infos(1640, 530, d, lw=80, w=190, h=26)
        return rows

    def win(data: list[B], status: str, query: str = "", det: list[tuple[str, str]] | None = None) -> list[Row]:
        rows: list[Row] = [("frame", "calibre - || Calibre Library ||", "", (70, 27), (1850, 1053))]
        rows += hrow(80, 34, ["Add books", "Edit metadata", "Convert books", "View", "Get books", "Fetch news", "Help", "Remove books",
                               "Connect/share", "Save to disk", "Preferences"], w=118, h=60, gap=6)
        rows += [("combo-box", "Virtual library", "Virtual library", (80, 104), (160, 30)),
                 ("text", "Search (For advanced search click the gear icon to the left)", query, (340, 104), (900, 30)),
                 ("push-button", "Clear search", "", (1244, 104), (30, 30)), ("push-button", "Saved search", "", (1280, 104), (30, 30))]
        rows.append(("tree", "Tag browser", "", (76, 140), (200, 880)))
        rows += vlist(80, 144, ["Authors (176)", "Languages (3)", "Series (41)", "Formats (4)", "Publisher (97)", "Rating (5)",
                                "News (0)", "Tags (58)", "Identifiers (2)"], w=190, h=28, tag="tree-item")
        rows += table(284, 140, cols, [list(b) for b in data], rh=28)
        rows += details(det)
        rows.append(("label", "", f"calibre 5.37 created by Kovid Goyal  {status}", (80, 1054), (700, 22)))
        return rows

    def det(b: B, fmt: str, path: str) -> list[tuple[str, str]]:
        return [("Title", b[0]), ("Authors", b[1]), ("Formats", fmt), ("Series", b[6]), ("Tags", b[5]), ("Path", path), ("Added", b[2])]

    full0 = books[:20]
    after = [b for b in books if b not in (dup1, dup2)]
    full1 = after[:20]
    full2 = [lh, *after][:20]
    full3 = [lh6, *after][:20]
    dl = table(540, 240, [("Name", 520), ("Size", 120), ("Modified", 150)], [
        ["Annual_report_2023.pdf", "3.2 MB", "11 Jun"], ["Piranesi - Susanna Clarke.epub", "1.9 MB", "19 Jun"],
        ["The Left Hand of Darkness - Ursula K. Le Guin.epub", "612.4 kB", "10:02"], ["boarding-pass-LH2041.pdf", "88.1 kB", "21 Jun"],
        ["calibre-5.37-screenshot.png", "244.0 kB", "3 Jun"], ["Recipes_from_Nonna.mobi", "2.7 MB", "28 May"]], rh=30)
    dialog_add = [("dialog", "Select books", "", (520, 160), (880, 640)), ("label", "", "/home/omar/Downloads", (540, 200), (500, 24))] + dl + \
        [("combo-box", "File type", "Books", (1060, 700), (200, 30)), ("push-button", "Cancel", "", (1170, 750), (100, 34)), ("push-button", "Open", "", (1280, 750), (100, 34))]
    confirm = [("dialog", "Are you sure?", "", (660, 380), (600, 260)),
               ("label", "", "The 2 selected book(s) will be permanently deleted and the files removed from your calibre library. Are you sure?", (690, 420), (540, 60)),
               ("list-item", "Dune", "", (690, 490), (540, 24)), ("list-item", "Dune", "", (690, 514), (540, 24)),
               ("check-box", "Show this confirmation again", "checked", (690, 560), (300, 24)),
               ("push-button", "OK", "", (1030, 592), (100, 34)), ("push-button", "Cancel", "", (1140, 592), (100, 34))]
    meta = [("dialog", "Edit metadata for The Left Hand of Darkness", "", (360, 120), (1200, 840))] + fields(380, 170, [
        ("Title:", lh[0]), ("Title sort:", "Left Hand of Darkness, The"), ("Author(s):", lh[1]), ("Author sort:", "Le Guin, Ursula K."),
        ("Series:", ""), ("Number:", "1.00"), ("Rating:", "No rating"), ("Tags:", "Science Fiction"), ("Ids:", "isbn:9780441478125"),
        ("Date:", "24 Jun 2024"), ("Published:", "Jan 1987"), ("Publisher:", "Ace"), ("Languages:", "English")], lw=120, w=520) + \
        [("image", "Cover", "", (1120, 170), (280, 420)), ("push-button", "OK", "", (1320, 906), (100, 34)), ("push-button", "Cancel", "", (1430, 906), (110, 34))]
    ctx = menu(600, 182, ["Edit metadata", "Convert books", "View", "Remove books", "Save to disk", "Send to device", "Open containing folder",
                          "Show book details", "Similar books", "Mark book", "Copy to library", "Merge book records", "Manage book formats"], w=240)
    A, D = "calibre", "calibre"
    d_dup2 = det(dup2, "MOBI", "Herbert, Frank/Dune (242)")
    d_dune = det(dune, "EPUB, MOBI", "Frank Herbert/Dune (18)")
    d_lh = det(lh, "EPUB", "Ursula K. Le Guin/The Left Hand of Darkness (251)")
    d_lh6 = det(lh6, "EPUB", "Ursula K. Le Guin/The Left Hand of Darkness (251)")
    turns: list[Turn] = [
        (code("pyautogui.click(790, 119)\npyautogui.write('dune')\npyautogui.press('enter')"),
         obs(A, win([dup1, dup2, dune, messiah], "[248 books, 4 shown]", "dune"), "Jun 24  10:05", D)),
        (code("pyautogui.click(450, 182)\npyautogui.keyDown('ctrl')\npyautogui.click(450, 210)\npyautogui.keyUp('ctrl')"),
         obs(A, win([dup1, dup2, dune, messiah], "[248 books, 4 shown, 2 selected]", "dune", d_dup2), "Jun 24  10:05", D)),
        (code("pyautogui.press('delete')"),
         obs(A, win([dup1, dup2, dune, messiah], "[248 books, 4 shown, 2 selected]", "dune", d_dup2) + confirm, "Jun 24  10:06", D)),
        (code("pyautogui.click(1080, 609)  # OK"),
         obs(A, win([dune, messiah], "[246 books, 2 shown, 1 selected]", "dune", d_dune), "Jun 24  10:06", D)),
        (code("pyautogui.click(1259, 119)  # Clear search"), obs(A, win(full1, "[246 books]"), "Jun 24  10:07", D)),
        (code("pyautogui.click(139, 64)  # Add books"), obs(A, win(full1, "[246 books]") + dialog_add, "Jun 24  10:07", D)),
        (code("pyautogui.doubleClick(800, 345)  # The Left Hand of Darkness - Ursula K. Le Guin.epub"),
         obs(A, win(full2, "[247 books]"), "Jun 24  10:08", D)),
        (code("pyautogui.click(450, 182)\npyautogui.press('e')"),
         obs(A, win(full2, "[247 books, 1 selected]", "", d_lh) + meta, "Jun 24  10:08", D)),
        (code("pyautogui.click(830, 346)  # Series\npyautogui.write('Hainish Cycle')\npyautogui.press('tab')\npyautogui.write('6')\npyautogui.click(1370, 923)  # OK"),
         obs(A, win(full3, "[247 books, 1 selected]", "", d_lh6), "Jun 24  10:09", D)),
        (code("pyautogui.rightClick(450, 182)"), obs(A, win(full3, "[247 books, 1 selected]", "", d_lh6) + ctx, "Jun 24  10:09", D)),
        (code("pyautogui.press('esc')\npyautogui.click(790, 119)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('le guin')\npyautogui.press('enter')"),
         obs(A, win([lh6, books[10], wizard], "[248 books, 3 shown, 1 selected]", "le guin", d_lh6), "Jun 24  10:10", D)),
    ]
    state = obs(A, win(full0, "[248 books]"), "Jun 24  10:04", D)
    rs.add(task="os", tid="h40-os-07", system=system(task), turns=turns, state=state, bad=True, turn=11,
           kind="library total in the status bar does not follow the two deletions and one addition")


# Evolution (contacts): clean
def t08(rs: RowSet) -> None:
    task = "In Evolution, add a contact Priya Raman (priya.raman@northwind-labs.com, mobile +1 415 555 0142, Northwind Labs) to the Personal address book, then fix Marek Novak's mobile number to +420 602 118 474."
    names = ["Abara, Chidi", "Alvarez, Lucia", "Andersen, Mette", "Baker, Tom", "Bauer, Jonas", "Brennan, Siobhan", "Castillo, Diego",
             "Chen, Wei", "Costa, Ines", "Dubois, Camille", "Eriksson, Lars", "Fischer, Anna", "Fong, Kelvin", "Garcia, Maria",
             "Gupta, Rohan", "Haddad, Nour", "Hansen, Ole", "Ito, Haruka", "Jensen, Freja", "Kowalski, Piotr", "Larsen, Ida",
             "Mbeki, Thabo", "Moreau, Julien", "Mueller, Katrin", "Nakamura, Ren", "Novak, Marek", "O'Neill, Ciara", "Okafor, Emeka",
             "Petrov, Ilya", "Quinn, Declan", "Rossi, Chiara", "Santos, Bruno", "Schmidt, Felix", "Silva, Ana", "Tanaka, Yui",
             "Torres, Elena", "Umarov, Timur", "Vasquez, Rafael", "Virtanen, Aino", "Wagner, Lena", "Weber, Max", "Yilmaz, Emre", "Zhang, Li"]
    assert len(names) == 43
    domains = ["gmail.com", "posteo.de", "outlook.com", "fastmail.com", "proton.me", "web.de"]
    orgs = ["", "Northwind Labs", "", "Helix Bio", "", "City of Leipzig", "", "Kestrel Analytics", "", ""]

    def contact(i: int, n: str) -> list[str]:
        sur, given = n.split(", ")
        email = f"{given.lower()}.{sur.lower().replace(chr(39), '')}@{domains[i % 6]}"
        mobile = f"+49 15{i % 10} {2300000 + i * 73571 % 7000000:07d}"
        primary = "" if i % 3 else f"+49 341 {4400000 + i * 9173 % 500000:07d}"
        return [n, email, primary, mobile, orgs[i % 10]]

    people = [contact(i, n) for i, n in enumerate(names)]
    novak = ["Novak, Marek", "marek.novak@seznam.cz", "+420 224 310 905", "+420 602 118 447", "Brnoflex s.r.o."]
    people[names.index("Novak, Marek")] = novak
    priya = ["Raman, Priya", "priya.raman@northwind-labs.com", "", "+1 415 555 0142", "Northwind Labs"]
    people2 = sorted([*people, priya], key=lambda r: r[0].lower())
    novak2 = [*novak[:3], "+420 602 118 474", novak[4]]
    cols = [("File As", 260), ("Email", 340), ("Primary Phone", 180), ("Mobile Phone", 180), ("Organization", 220)]

    def preview(c: list[str] | None) -> list[Row]:
        if not c:
            return []
        sur, given = c[0].split(", ")
        return [("heading", "", f"{given} {sur}", (330, 760), (600, 30))] + infos(330, 800, [("Email", c[1]), ("Work Phone", c[2] or "—"), ("Mobile Phone", c[3]), ("Organization", c[4] or "—")], lw=140, w=500, h=26)

    def win(rows_: list[list[str]], count: str, query: str = "", sel: list[str] | None = None) -> list[Row]:
        rows: list[Row] = [("frame", "Personal - Evolution", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Actions", "Search", "Help"], w=70, h=26, tag="menu")
        rows += hrow(80, 60, ["New", "Send / Receive", "Delete", "Print"], w=110, h=40)
        rows += [("combo-box", "Show", "Any Category", (900, 64), (160, 32)), ("combo-box", "Search type", "Name contains", (1070, 64), (170, 32)),
                 ("text", "Search", query, (1250, 64), (360, 32)), ("combo-box", "Scope", "in Current Address Book", (1620, 64), (220, 32))]
        rows += [("tree-item", "On This Computer", "", (80, 120), (230, 28)), ("tree-item", "Personal", "", (96, 148), (214, 28)),
                 ("tree-item", "Google", "", (80, 176), (230, 28)), ("tree-item", "Contacts", "", (96, 204), (214, 28))]
        rows += vlist(80, 896, ["Mail", "Contacts", "Calendar", "Tasks", "Memos"], w=230, h=32, tag="toggle-button")
        rows += table(330, 120, cols, rows_, rh=28)
        rows += preview(sel)
        rows.append(("label", "", count, (80, 1054), (200, 22)))
        return rows

    def editor(vals: dict[str, str]) -> list[Row]:
        g = vals.get
        rows: list[Row] = [("dialog", "Contact Editor" + (f" – {g('Full Name', '')}" if g("Full Name") else ""), "", (520, 140), (880, 760))]
        rows += hrow(540, 180, ["Contact", "Personal Information", "Mailing Address", "Notes", "Certificates"], w=160, h=30, tag="page-tab")
        rows += fields(560, 230, [("Full Name…", g("Full Name", "")), ("Nickname:", ""), ("File under:", g("File under", "")),
                                  ("Organization:", g("Organization", "")), ("Categories…", "")], lw=140, w=440)
        rows += [("label", "Email", "Email", (560, 440), (100, 24)), ("combo-box", "Email type", "Work", (560, 470), (120, 30)),
                 ("text", "Email address", g("Email", ""), (690, 470), (420, 30)),
                 ("label", "Telephone", "Telephone", (560, 520), (100, 24)), ("combo-box", "Phone type 1", "Mobile Phone", (560, 550), (150, 30)),
                 ("text", "Phone 1", g("Mobile", ""), (720, 550), (300, 30)), ("combo-box", "Phone type 2", "Business Phone", (560, 590), (150, 30)),
                 ("text", "Phone 2", g("Business", ""), (720, 590), (300, 30)),
                 ("check-box", "Wants to receive HTML mail", "not checked", (560, 650), (300, 24)),
                 ("push-button", "Help", "", (540, 850), (90, 34)), ("push-button", "Cancel", "", (1180, 850), (100, 34)), ("push-button", "Save", "", (1290, 850), (90, 34))]
        return rows

    A = "Evolution"
    pv = {"Full Name": "Priya Raman", "File under": "Raman, Priya", "Organization": "Northwind Labs", "Email": "priya.raman@northwind-labs.com", "Mobile": "+1 415 555 0142"}
    mv = {"Full Name": "Marek Novak", "File under": "Novak, Marek", "Organization": "Brnoflex s.r.o.", "Email": "marek.novak@seznam.cz", "Mobile": "+420 602 118 447", "Business": "+420 224 310 905"}
    ri = [r[0] for r in people2].index("Raman, Priya")
    top0 = people[:20]
    scrolled = people2[ri - 12: ri + 8]
    turns: list[Turn] = [
        (code("pyautogui.hotkey('ctrl', 'n')"), obs(A, win(top0, "43 contacts") + editor({}), "Jun 25  16:12")),
        (code("pyautogui.click(850, 246)\npyautogui.write('Priya Raman')\npyautogui.click(850, 366)\npyautogui.write('Northwind Labs')\n"
              "pyautogui.click(900, 485)\npyautogui.write('priya.raman@northwind-labs.com')\npyautogui.click(870, 565)\npyautogui.write('+1 415 555 0142')"),
         obs(A, win(top0, "43 contacts") + editor(pv), "Jun 25  16:13")),
        (code("pyautogui.click(1335, 867)  # Save"), obs(A, win(scrolled, "44 contacts", "", priya), "Jun 25  16:13")),
        (code("pyautogui.click(1430, 80)\npyautogui.write('novak')\npyautogui.press('enter')"), obs(A, win([novak], "1 contact", "novak"), "Jun 25  16:14")),
        (code("pyautogui.doubleClick(460, 162)"), obs(A, win([novak], "1 contact", "novak", novak) + editor(mv), "Jun 25  16:14")),
        (code("pyautogui.tripleClick(870, 565)\npyautogui.write('+420 602 118 474')\npyautogui.click(1335, 867)  # Save"),
         obs(A, win([novak2], "1 contact", "novak", novak2), "Jun 25  16:15")),
    ]
    state = obs(A, win(top0, "43 contacts"), "Jun 25  16:11")
    rs.add(task="os", tid="h40-os-08", system=system(task), turns=turns, state=state)


# Shotwell (events): clean
def t09(rs: RowSet) -> None:
    task = "In Shotwell, rename the Jun 1 event to 'Lisbon – Day 1', merge the two Jun 2 events into one, give IMG_4521 five stars and show only the five-star photos of that event."
    evening = ("Sun Jun 2, 2024", 12, "Jun 2, 2024")
    morning = ("Sun Jun 2, 2024", 31, "Jun 2, 2024")
    older = [("Flight to Lisbon", 9, "May 31, 2024"), ("Sara's birthday", 22, "May 18, 2024"), ("Easter brunch", 17, "Mar 31, 2024"),
             ("Sat Feb 10, 2024", 26, "Feb 10, 2024")]
    ev0 = [evening, morning, ("Sat Jun 1, 2024", 48, "Jun 1, 2024"), *older]
    ev1 = [evening, morning, ("Lisbon – Day 1", 48, "Jun 1, 2024"), *older]
    ev2 = [("Sun Jun 2, 2024", 43, "Jun 2, 2024"), ("Lisbon – Day 1", 48, "Jun 1, 2024"), *older]
    photos = [f"IMG_{n}.JPG" for n in [*range(4461, 4492), *range(4512, 4524)]]
    assert len(photos) == 43
    stars = {"IMG_4466.JPG": 3, "IMG_4470.JPG": 5, "IMG_4475.JPG": 2, "IMG_4484.JPG": 4, "IMG_4515.JPG": 3}

    def sidebar(events: list[tuple[str, int, str]]) -> list[Row]:
        rows: list[Row] = [("tree-item", "Library", "", (80, 80), (230, 26))]
        rows += vlist(96, 106, ["Photos", "Flagged", "Last Import"], w=214, h=26, tag="tree-item")
        rows += [("tree-item", "Saved Searches", "", (80, 190), (230, 26)), ("tree-item", "Events", "", (80, 216), (230, 26)),
                 ("tree-item", "2024", "", (96, 242), (214, 26)), ("tree-item", "June", "", (112, 268), (198, 26))]
        june = [e[0] for e in events if e[2].startswith("Jun")]
        rows += vlist(128, 294, june, w=182, h=26, tag="tree-item")
        y = 294 + 26 * len(june)
        for month, names in (("May", ["Flight to Lisbon", "Sara's birthday"]), ("March", ["Easter brunch"]), ("February", ["Sat Feb 10, 2024"])):
            rows.append(("tree-item", month, "", (112, y), (198, 26)))
            rows += vlist(128, y + 26, names, w=182, h=26, tag="tree-item")
            y += 26 * (len(names) + 1)
        rows += [("tree-item", "Tags", "", (80, y), (230, 26))]
        rows += vlist(96, y + 26, ["family", "portugal", "travel"], w=214, h=26, tag="tree-item")
        rows.append(("tree-item", "Trash", "", (80, y + 104), (230, 26)))
        return rows

    def toolbar(filt: str = "All Photos") -> list[Row]:
        return [("push-button", "Rotate", "", (340, 1040), (80, 32)), ("push-button", "Enhance", "", (430, 1040), (90, 32)),
                ("push-button", "Slideshow", "", (530, 1040), (100, 32)), ("push-button", "Rating filter", filt, (1380, 1040), (150, 32)),
                ("text", "Search", "", (1540, 1040), (200, 32)), ("slider", "Zoom", "", (1750, 1046), (150, 20))]

    def frame() -> list[Row]:
        return [("frame", "Shotwell", "", (70, 27), (1850, 1053))] + hrow(76, 30, ["File", "Edit", "View", "Photos", "Events", "Tags", "Help"], w=70, h=26, tag="menu")

    def events_view(events: list[tuple[str, int, str]]) -> list[Row]:
        rows = frame() + sidebar(events)
        for i, (name, n, date) in enumerate(events):
            x, y = 340 + (i % 5) * 310, 80 + (i // 5) * 300
            rows += [("push-button", name, "", (x, y), (280, 200)), ("label", "", name, (x, y + 206), (280, 22)),
                     ("label", "", f"{n} Photos", (x, y + 228), (280, 20)), ("label", "", date, (x, y + 248), (280, 20))]
        return rows + toolbar()

    def event_page(events: list[tuple[str, int, str]], shown: list[str], st: dict[str, int], filt: str = "All Photos",
                   heading: str = "Sun Jun 2, 2024") -> list[Row]:
        rows = frame() + sidebar(events)
        rows.append(("heading", "", heading, (340, 80), (600, 28)))
        for i, p in enumerate(shown):
            x, y = 340 + (i % 5) * 310, 118 + (i // 5) * 180
            rows += [("image", p, "", (x, y), (260, 130)), ("label", "", p, (x, y + 134), (260, 20))]
            if p in st:
                rows.append(("label", "", "★" * st[p], (x, y + 154), (260, 20)))
        return rows + toolbar(filt)

    rename = [("dialog", "Rename Event", "", (760, 440), (400, 180)), ("label", "Name:", "Name:", (780, 490), (60, 30)),
              ("text", "Name", "", (850, 490), (290, 30)), ("push-button", "Cancel", "", (930, 560), (100, 34)), ("push-button", "OK", "", (1040, 560), (100, 34))]
    st2 = {**stars, "IMG_4521.JPG": 5}
    A = "Shotwell"
    turns: list[Turn] = [
        (code("pyautogui.click(195, 229)  # Events"), obs(A, events_view(ev0), "Jun 27  20:31")),
        (code("pyautogui.click(1100, 180)  # Sat Jun 1, 2024\npyautogui.press('f2')"), obs(A, events_view(ev0) + rename, "Jun 27  20:31")),
        (code("pyautogui.write('Lisbon – Day 1')\npyautogui.press('enter')"), obs(A, events_view(ev1), "Jun 27  20:32")),
        (code("pyautogui.click(480, 180)\npyautogui.keyDown('ctrl')\npyautogui.click(790, 180)\npyautogui.keyUp('ctrl')"), obs(A, events_view(ev1), "Jun 27  20:32")),
        (code("pyautogui.hotkey('ctrl', 'm')  # Events > Merge"), obs(A, events_view(ev2), "Jun 27  20:33")),
        (code("pyautogui.doubleClick(480, 180)"), obs(A, event_page(ev2, photos[:20], stars), "Jun 27  20:33")),
        (code("pyautogui.scroll(-15)"), obs(A, event_page(ev2, photos[20:], stars), "Jun 27  20:34")),
        (code("pyautogui.click(470, 900)  # IMG_4521.JPG\npyautogui.press('5')"), obs(A, event_page(ev2, photos[20:], st2), "Jun 27  20:34")),
        (code("pyautogui.click(1455, 1056)  # Rating filter\npyautogui.click(1480, 1016)  # ★★★★★ Rating"),
         obs(A, event_page(ev2, [p for p in photos if st2.get(p) == 5], st2, "★★★★★ Rating"), "Jun 27  20:35")),
    ]
    state = obs(A, event_page(ev0, photos[-20:], stars, heading="Photos"), "Jun 27  20:30")
    rs.add(task="os", tid="h40-os-09", system=system(task), turns=turns, state=state)


# GIMP (layers dock): bad
def t10(rs: RowSet) -> None:
    task = "In GIMP, rename the layer 'Layer copy #1' of poster-v3 to 'Shadow', set its opacity to 60, and add a new transparent layer named 'Highlights' above it."

    def win(layers: list[str], active: str, opacity: str, dirty: bool, editing: str | None = None) -> list[Row]:
        n = len(layers)
        title = f"{'*' if dirty else ''}[poster-v3] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layers) 2480x3508 – GIMP"
        mem = {4: "141.6 MB", 5: "176.4 MB"}[n]
        rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], w=64, h=24, tag="menu")
        tools = ["Rectangle Select", "Free Select", "Fuzzy Select", "Crop", "Unified Transform", "Warp Transform", "Move", "Alignment",
                 "Text", "Bucket Fill", "Gradient", "Paintbrush", "Eraser", "Airbrush", "Clone", "Smudge", "Dodge / Burn", "Paths",
                 "Color Picker", "Zoom"]
        rows += [("toggle-button", t, "", (76 + (i % 3) * 34, 64 + (i // 3) * 34), (32, 32)) for i, t in enumerate(tools)]
        rows += [("push-button", "Foreground color", "", (80, 320), (40, 40)), ("push-button", "Background color", "", (104, 344), (40, 40))]
        rows.append(("canvas", "poster-v3", "", (190, 90), (1380, 940)))
        rows += [("combo-box", "Unit", "px", (190, 1046), (60, 26)), ("combo-box", "Zoom", "25%", (256, 1046), (80, 26)),
                 ("label", "", f"{active} ({mem})", (344, 1050), (500, 20))]
        rows += hrow(1580, 64, ["Layers", "Channels", "Paths", "Undo History"], w=80, h=28, gap=0, tag="page-tab")
        rows += [("combo-box", "Mode", "Normal", (1584, 100), (300, 30)), ("spin-button", "Opacity", opacity, (1584, 136), (300, 28)),
                 ("label", "Lock:", "Lock:", (1584, 170), (44, 24))]
        rows += hrow(1632, 170, ["Lock pixels", "Lock position and size", "Lock alpha channel"], w=24, h=24, tag="toggle-button")
        for i, name in enumerate(layers):
            y = 204 + i * 44
            rows += [("toggle-button", "Visible", "", (1584, y + 8), (24, 24)), ("image", f"{name} thumbnail", "", (1640, y), (40, 40))]
            rows.append(("text", "Layer name", name, (1690, y + 8), (220, 26)) if name == editing else ("table-cell", "", name, (1690, y + 8), (220, 26)))
        rows += hrow(1584, 1000, ["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                                   "Duplicate this layer", "Anchor the floating layer", "Add a mask", "Delete this layer"], w=36, h=30, gap=2)
        return rows

    dialog = [("dialog", "New Layer", "", (620, 200), (640, 700))] + fields(640, 240, [
        ("Layer name:", "Layer"), ("Color tag:", "None"), ("Mode:", "Normal"), ("Blend space:", "Auto"), ("Composite space:", "Auto"),
        ("Composite mode:", "Auto"), ("Opacity:", "100.0"), ("Width:", "2480"), ("Height:", "3508"), ("Offset X:", "0"), ("Offset Y:", "0"),
        ("Fill with:", "Transparency")], lw=160, w=380, h=30) + [
        ("check-box", "Visible", "checked", (640, 730), (120, 24)), ("check-box", "Linked", "not checked", (770, 730), (120, 24)),
        ("check-box", "Lock pixels", "not checked", (900, 730), (140, 24)), ("check-box", "Lock alpha", "not checked", (1050, 730), (140, 24)),
        ("push-button", "Help", "", (640, 846), (90, 34)), ("push-button", "Reset", "", (740, 846), (90, 34)),
        ("push-button", "OK", "", (1040, 846), (90, 34)), ("push-button", "Cancel", "", (1140, 846), (100, 34))]
    A, D = "GNU Image Manipulation Program", "GNU Image Manipulation Program"
    l0 = ["Title text", "Layer copy #1", "Logo", "Background"]
    l1 = ["Title text", "Shadow", "Logo", "Background"]
    l2 = ["Title text", "Highlights", "Shadow", "Logo", "Background"]
    turns: list[Turn] = [
        (code("pyautogui.doubleClick(1800, 269)  # 'Layer copy #1' name"), obs(A, win(l0, "Layer copy #1", "100.0", False, editing="Layer copy #1"), "Jun 28  14:21", D)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Shadow')\npyautogui.press('enter')"), obs(A, win(l1, "Shadow", "100.0", True), "Jun 28  14:21", D)),
        (code("pyautogui.tripleClick(1734, 150)  # Opacity\npyautogui.write('60')\npyautogui.press('enter')"), obs(A, win(l1, "Shadow", "60.0", True), "Jun 28  14:22", D)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'n')"), obs(A, win(l0, "Shadow", "60.0", True) + dialog, "Jun 28  14:22", D)),
        (code("pyautogui.click(1190, 863)  # Cancel\npyautogui.doubleClick(1800, 269)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Shadow')\npyautogui.press('enter')"),
         obs(A, win(l1, "Shadow", "60.0", True), "Jun 28  14:23", D)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'n')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Highlights')\npyautogui.press('enter')"),
         obs(A, win(l2, "Highlights", "100.0", True), "Jun 28  14:23", D)),
    ]
    state = obs(A, win(l0, "Title text", "100.0", False), "Jun 28  14:20", D)
    rs.add(task="os", tid="h40-os-10", system=system(task), turns=turns, state=state, bad=True, turn=4,
           kind="renamed layer listed again under its old name in the Layers dock")


# Remmina (connection profiles): bad
def t11(rs: RowSet) -> None:
    task = "In Remmina, copy the 'db-replica-01' SSH profile to a new profile 'db-replica-03' for server 10.20.4.33, connect to it once to check the host clock and uptime, then disconnect."
    profiles = [
        ["bastion-eu", "Ops", "bastion.eu.example.net", "SSH", "2024-07-02 09:02"],
        ["build-win2022", "CI", "172.16.8.40", "RDP", "2024-07-02 08:31"],
        ["db-replica-01", "Ops/DB", "10.20.4.31", "SSH", "2024-07-01 17:44"],
        ["db-replica-02", "Ops/DB", "10.20.4.32", "SSH", "2024-06-27 11:20"],
        ["design-mac-mini", "Studio", "192.168.50.23", "VNC", "2024-05-29 14:05"],
        ["grafana-kiosk", "Ops", "10.20.1.15", "VNC", "2024-06-03 10:12"],
        ["nas-admin", "Home", "nas.lan", "SSH", "2024-04-17 21:33"],
        ["pbx-legacy", "Ops", "10.20.9.5", "SSH", "2023-12-02 16:47"],
        ["win10-qa-03", "QA", "172.16.8.73", "RDP", "2024-06-25 13:55"],
    ]
    new = ["db-replica-03", "Ops/DB", "10.20.4.33", "SSH", ""]
    p1 = sorted([*profiles, new], key=lambda r: r[0])
    used = ["db-replica-03", "Ops/DB", "10.20.4.33", "SSH", "2024-07-02 14:21"]
    p2 = sorted([*profiles, used], key=lambda r: r[0])
    p3 = sorted(p2, key=lambda r: r[4])

    def main(rows_: list[list[str]]) -> list[Row]:
        rows: list[Row] = [("frame", "Remmina Remote Desktop Client", "", (70, 27), (1850, 1053)),
                           ("push-button", "New connection profile", "", (80, 34), (34, 34)),
                           ("combo-box", "Quick connect protocol", "SSH", (130, 34), (110, 34)),
                           ("text", "Server", "", (246, 34), (480, 34)),
                           ("toggle-button", "Search", "", (1750, 34), (34, 34)), ("push-button", "Menu", "", (1830, 34), (34, 34))]
        rows += table(80, 84, [("Name", 420), ("Group", 260), ("Server", 420), ("Plugin", 160), ("Last used", 300)], rows_, rh=30)
        rows.append(("label", "", f"Total {len(rows_)} items.", (80, 1052), (300, 22)))
        return rows

    def editor(name: str, server: str) -> list[Row]:
        rows: list[Row] = [("dialog", "Remote Connection Profile", "", (520, 150), (880, 760))]
        rows += fields(540, 190, [("Name", name), ("Group", "Ops/DB"), ("Protocol", "SSH - Secure Shell"), ("Pre-command", ""), ("Post-command", "")], lw=140, w=680)
        rows += hrow(540, 400, ["Basic", "Advanced", "Behavior", "SSH Tunnel"], w=130, h=30, tag="page-tab")
        rows += fields(560, 450, [("Server", server), ("Username", "dbadmin"), ("Authentication type", "SSH identity file"),
                                  ("SSH identity file", "/home/kenji/.ssh/id_ed25519"), ("Password to unlock private key", ""),
                                  ("Start-up program", "")], lw=240, w=540)
        rows += hrow(820, 856, ["Cancel", "Save as Default", "Save", "Connect", "Save and Connect"], w=110, h=34, gap=6)
        return rows

    banner = ["Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-113-generic x86_64)", "", " * Documentation:  https://help.ubuntu.com",
              " * Management:     https://landscape.canonical.com", " * Support:        https://ubuntu.com/pro", "",
              " System information as of Tue Jul  2 12:21:07 UTC 2024", "",
              "  System load:  0.08               Processes:              142",
              "  Usage of /:   23.7% of 195.86GB   Users logged in:        0",
              "  Memory usage: 7%                 IPv4 address for ens18: 10.20.4.33",
              "  Swap usage:   0%", "", "Expanded Security Maintenance for Applications is not enabled.", "",
              "0 updates can be applied immediately.", "", "Last login: Fri Jun 28 16:02:44 2024 from 10.20.0.8"]
    prompt = "dbadmin@db-replica-03:~$"
    up = [f"{prompt} uptime", " 12:21:39 up 34 days,  2:51,  1 user,  load average: 0.08, 0.06, 0.01"]
    date = [f"{prompt} date -u", "Tue Jul  2 12:19:52 UTC 2024"]

    def conn(lines: list[str]) -> list[Row]:
        rows: list[Row] = [("frame", "db-replica-03", "", (180, 80), (1560, 940)), ("page-tab", "db-replica-03", "", (190, 86), (200, 30))]
        rows += vlist(1700, 130, ["Toggle fullscreen mode", "Toggle dynamic resolution update", "Grab all keyboard events", "Preferences", "Tools",
                                  "Screenshot", "Minimize window", "Disconnect"], w=34, h=38, tag="push-button")
        rows.append(("terminal", "Terminal", "", (190, 124), (1500, 880)))
        rows += [("label", "", ln, (196, 130 + i * 20), (1490, 20)) for i, ln in enumerate(lines)]
        return rows

    ctx = menu(300, 190, ["Connect", "Edit", "Copy", "Delete"], w=200)
    A = "Remmina"
    turns: list[Turn] = [
        (code("pyautogui.click(290, 189)  # db-replica-01\npyautogui.rightClick(290, 189)"), obs(A, main(profiles) + ctx, "Jul 2  14:18")),
        (code("pyautogui.click(400, 271)  # Copy"), obs(A, main(profiles) + editor("db-replica-01", "10.20.4.31"), "Jul 2  14:18")),
        (code("pyautogui.tripleClick(1000, 206)\npyautogui.write('db-replica-03')\npyautogui.tripleClick(1070, 466)\npyautogui.write('10.20.4.33')"),
         obs(A, main(profiles) + editor("db-replica-03", "10.20.4.33"), "Jul 2  14:19")),
        (code("pyautogui.click(1107, 873)  # Save"), obs(A, main(p1), "Jul 2  14:20")),
        (code("pyautogui.doubleClick(290, 249)  # db-replica-03\ntime.sleep(3)"), obs(A, main(p1) + conn(banner + [prompt]), "Jul 2  14:21")),
        (code("pyautogui.write('uptime\\n')"), obs(A, main(p1) + conn(banner + up + [prompt]), "Jul 2  14:21")),
        (code("pyautogui.write('date -u\\n')"), obs(A, main(p1) + conn(banner + up + date + [prompt]), "Jul 2  14:22")),
        (code("pyautogui.write('exit\\n')\ntime.sleep(1)"), obs(A, main(p2), "Jul 2  14:22")),
        (code("pyautogui.click(1490, 99)  # 'Last used' column header"), obs(A, main(p3), "Jul 2  14:23")),
    ]
    state = obs(A, main(profiles), "Jul 2  14:17")
    rs.add(task="os", tid="h40-os-11", system=system(task), turns=turns, state=state, bad=True, turn=7,
           kind="host clock printed by date is earlier than the time printed by uptime and the login banner a minute before")


# Logseq (journals): clean
def t12(rs: RowSet) -> None:
    task = "In Logseq, add today's standup note and a TODO 'Draft changelog for [[Release 2.4]]' to the Jul 3rd, 2024 journal, mark yesterday's PR review TODO as done, and check the Release 2.4 page references."
    standup = "Standup: shipped search indexing fix, blocked on staging certs"
    todo_new = "TODO Draft changelog for [[Release 2.4]]"
    jul2 = ["Standup: finished retry logic for webhook worker", "TODO Review PR #482 for [[Release 2.4]]",
            "DONE Update on-call rotation in [[Oncall runbook]]", "Met with [[Hana Kobayashi]] about the API deprecation timeline"]
    jul1 = ["Cut release branch for [[Release 2.4]] at commit a3f9c1e", "NOW Migrate staging certs to ACME v2", "Lunch & learn: [[Observability 101]] slides"]

    def block(x: int, y: int, text: str, editing: bool = False) -> list[Row]:
        if editing:
            return [("text", "Block editor", text, (x, y), (1100, 30))]
        rows: list[Row] = []
        if text.split(" ", 1)[0] in ("TODO", "DONE", "NOW", "LATER"):
            rows.append(("check-box", text.split(" ", 1)[0], "checked" if text.startswith("DONE") else "not checked", (x, y + 6), (18, 18)))
        rows.append(("paragraph", "", text, (x + 24, y), (1076, 30)))
        return rows

    def chrome(recent: list[str]) -> list[Row]:
        rows: list[Row] = [("frame", "Logseq", "", (70, 27), (1850, 1053)),
                           ("push-button", "Toggle left sidebar", "", (330, 36), (32, 32)), ("push-button", "Search", "", (370, 36), (32, 32)),
                           ("push-button", "Go back", "", (1700, 36), (32, 32)), ("push-button", "Go forward", "", (1740, 36), (32, 32)),
                           ("push-button", "More", "", (1790, 36), (32, 32)), ("push-button", "Toggle right sidebar", "", (1840, 36), (32, 32))]
        rows += [("label", "", "work", (84, 40), (200, 24))]
        rows += vlist(80, 80, ["Journals", "Flashcards", "Graph view", "All pages"], w=230, h=32, tag="link")
        rows += [("label", "FAVORITES", "FAVORITES", (84, 230), (200, 20))] + vlist(80, 254, ["Release 2.4", "Team directory"], w=230, h=28, tag="link")
        rows += [("label", "RECENT", "RECENT", (84, 330), (200, 20))] + vlist(80, 354, recent, w=230, h=28, tag="link")
        rows.append(("push-button", "Create", "", (80, 1030), (230, 36)))
        return rows

    def journals(jul3: list[str], j2: list[str], editing: int | None = None) -> list[Row]:
        rows: list[Row] = []
        y = 90
        for title, blocks in (("Jul 3rd, 2024", jul3), ("Jul 2nd, 2024", j2), ("Jul 1st, 2024", jul1)):
            rows.append(("heading", title, title, (420, y), (600, 40)))
            y += 52
            for i, b in enumerate(blocks):
                rows += block(440, y, b, editing=(title.startswith("Jul 3") and i == editing))
                y += 36
            y += 30
        return rows

    recent0 = ["Jul 2nd, 2024", "Oncall runbook", "Release 2.4", "Hana Kobayashi", "Observability 101"]
    recent1 = ["Release 2.4", "Jul 2nd, 2024", "Oncall runbook", "Hana Kobayashi", "Observability 101"]
    jul2_done = [jul2[0], "DONE Review PR #482 for [[Release 2.4]]", *jul2[2:]]
    popup = [("label", "", "Search for a page", (700, 260), (360, 24))] + vlist(700, 286, ["Release 2.4", "Release 2.3", "Release checklist"], w=360, h=30)
    page = [("heading", "Release 2.4", "Release 2.4", (420, 90), (600, 44)),
            ("label", "", "status:: in-progress", (440, 150), (600, 24)), ("label", "", "target:: [[Jul 15th, 2024]]", (440, 176), (600, 24)),
            ("label", "", "owner:: [[Hana Kobayashi]]", (440, 202), (600, 24))]
    for i, b in enumerate(["Scope", "Webhook retries with exponential backoff", "Search indexing fix", "Deprecate the /v1/reports endpoint"]):
        page += block(440 + (24 if i else 0), 244 + i * 36, b)
    page.append(("heading", "", "3 Linked References", (420, 420), (400, 30)))
    refs = [("Jul 3rd, 2024", todo_new), ("Jul 2nd, 2024", "DONE Review PR #482 for [[Release 2.4]]"), ("Jul 1st, 2024", jul1[0])]
    for i, (d, b) in enumerate(refs):
        page += [("link", d, "", (440, 464 + i * 80), (300, 28))] + block(460, 496 + i * 80, b)
    page.append(("heading", "", "Unlinked References", (420, 720), (400, 30)))
    A = "Logseq"
    turns: list[Turn] = [
        (code("pyautogui.click(700, 157)  # empty block under Jul 3rd, 2024"), obs(A, chrome(recent0) + journals([""], jul2, editing=0), "Jul 3  09:14")),
        (code(f"pyautogui.write({standup!r})\npyautogui.press('enter')"), obs(A, chrome(recent0) + journals([standup, ""], jul2, editing=1), "Jul 3  09:15")),
        (code("pyautogui.write('TODO Draft changelog for [[Release 2.4')"),
         obs(A, chrome(recent0) + journals([standup, todo_new], jul2, editing=1) + popup, "Jul 3  09:15")),
        (code("pyautogui.press('enter')\npyautogui.press('esc')"), obs(A, chrome(recent0) + journals([standup, todo_new], jul2), "Jul 3  09:16")),
        (code("pyautogui.click(449, 339)  # checkbox of 'TODO Review PR #482'"), obs(A, chrome(recent0) + journals([standup, todo_new], jul2_done), "Jul 3  09:16")),
        (code("pyautogui.click(780, 193)  # [[Release 2.4]] link"), obs(A, chrome(recent1) + page, "Jul 3  09:17")),
        (code("pyautogui.click(195, 96)  # Journals"), obs(A, chrome(recent1) + journals([standup, todo_new], jul2_done), "Jul 3  09:17")),
    ]
    state = obs(A, chrome(recent0) + journals([""], jul2), "Jul 3  09:13")
    rs.add(task="os", tid="h40-os-12", system=system(task), turns=turns, state=state)


# OBS Studio (scenes and sources): bad
def t13(rs: RowSet) -> None:
    task = "In OBS Studio, add a scene 'Interview' containing the existing 'Logitech C920' source, set the Fade transition duration to 700 ms, and hide the 'Lower third' source in the Main scene."
    main_src = ["Lower third", "Logitech C920", "Desktop capture", "Background loop"]

    def win(scenes: list[str], current: str, sources: list[str], hidden: set[str], duration: str, cpu: str) -> list[Row]:
        rows: list[Row] = [("frame", "OBS 30.1.2 - Profile: Podcast - Scenes: Podcast Live", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Docks", "Profile", "Scene Collection", "Tools", "Help"], w=90, h=24, tag="menu")
        rows += [("canvas", "Preview", "", (80, 60), (1830, 640)), ("label", "", current, (84, 704), (300, 18))]
        rows += [("label", "Scenes", "Scenes", (80, 726), (300, 22))] + vlist(80, 750, scenes, w=300, h=28)
        rows += hrow(80, 1010, ["Add", "Remove", "Open scene filters", "Move scene up", "Move scene down"], w=28, h=28, gap=4)
        rows.append(("label", "Sources", "Sources", (390, 726), (370, 22)))
        for i, s in enumerate(sources):
            y = 750 + i * 28
            rows += [("list-item", s, "", (390, y), (300, 28)), ("toggle-button", "Visibility", "hidden" if s in hidden else "visible", (696, y + 2), (24, 24)),
                     ("toggle-button", "Lock", "unlocked", (724, y + 2), (24, 24))]
        rows += hrow(390, 1010, ["Add Source", "Remove selected source(s)", "Open source properties", "Open source filters", "Move source(s) up", "Move source(s) down"], w=28, h=28, gap=4)
        rows.append(("label", "Audio Mixer", "Audio Mixer", (770, 726), (450, 22)))
        mix = ([("Background loop", "-18.0 dB")] if "Background loop" in sources else []) + [("Desktop Audio", "0.0 dB"), ("Mic/Aux", "-3.2 dB")]
        for i, (name, db) in enumerate(mix):
            y = 752 + i * 82
            rows += [("label", name, name, (776, y), (300, 20)), ("label", "", db, (1150, y), (70, 20)),
                     ("slider", f"Volume slider for '{name}'", db, (776, y + 40), (380, 20)), ("toggle-button", "Mute", "off", (1166, y + 36), (24, 24)),
                     ("push-button", "Properties", "", (1196, y + 36), (24, 24))]
        rows.append(("label", "Scene Transitions", "Scene Transitions", (1240, 726), (280, 22)))
        rows += [("combo-box", "Transition", "Fade", (1240, 756), (200, 30)), ("push-button", "Add configurable transition", "", (1446, 756), (30, 30)),
                 ("push-button", "Transition properties", "", (1480, 756), (30, 30)), ("label", "Duration", "Duration", (1240, 800), (80, 28)),
                 ("spin-button", "Duration", duration, (1326, 800), (190, 28))]
        rows.append(("label", "Controls", "Controls", (1530, 726), (380, 22)))
        rows += vlist(1530, 756, ["Start Streaming", "Start Recording", "Start Virtual Camera", "Studio Mode", "Settings", "Exit"], w=380, h=38, tag="push-button")
        rows += [("label", "", "LIVE: 00:00:00", (1380, 1054), (130, 20)), ("label", "", "REC: 00:00:00", (1520, 1054), (130, 20)),
                 ("label", "", f"CPU: {cpu}%, 30.00 fps", (1660, 1054), (200, 20))]
        return rows

    add_scene = [("dialog", "Add Scene", "", (760, 420), (400, 170)), ("label", "", "Please enter the name of the scene", (780, 450), (360, 22)),
                 ("text", "Scene name", "Scene 4", (780, 480), (360, 30)), ("push-button", "OK", "", (940, 540), (100, 32)), ("push-button", "Cancel", "", (1050, 540), (100, 32))]
    src_menu = menu(400, 600, ["Audio Input Capture (PulseAudio)", "Audio Output Capture (PulseAudio)", "Browser", "Color Source", "Image",
                               "Image Slide Show", "Media Source", "Scene", "Screen Capture (PipeWire)", "Text (FreeType 2)",
                               "Video Capture Device (V4L2)", "Window Capture (PipeWire)", "Group"], w=300, h=26)
    src_menu = [(t, n, x, (p[0], p[1] - 340), sz) for t, n, x, p, sz in src_menu]
    create = [("dialog", "Create/Select Source", "", (710, 330), (500, 420)),
              ("radio-button", "Create new", "checked", (730, 360), (200, 24)), ("text", "Source name", "Video Capture Device (V4L2)", (750, 390), (440, 30)),
              ("radio-button", "Add Existing", "not checked", (730, 436), (200, 24)), ("list-item", "Logitech C920", "", (750, 466), (440, 26)),
              ("check-box", "Make source visible", "checked", (730, 660), (240, 24)),
              ("push-button", "OK", "", (990, 700), (100, 32)), ("push-button", "Cancel", "", (1100, 700), (100, 32))]
    A = "OBS Studio"
    s0 = ["Main", "BRB", "Starting Soon"]
    s1 = [*s0, "Interview"]
    turns: list[Turn] = [
        (code("pyautogui.click(94, 1024)  # Add scene"), obs(A, win(s0, "Main", main_src, set(), "300 ms", "2.7") + add_scene, "Jul 5  17:02")),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Interview')\npyautogui.press('enter')"), obs(A, win(s1, "Interview", [], set(), "300 ms", "3.1"), "Jul 5  17:02")),
        (code("pyautogui.click(404, 1024)  # Add Source"), obs(A, win(s1, "Interview", [], set(), "500 ms", "2.5") + src_menu, "Jul 5  17:03")),
        (code("pyautogui.press('esc')\npyautogui.tripleClick(1420, 814)  # Duration\npyautogui.write('700')\npyautogui.press('enter')"),
         obs(A, win(s1, "Interview", [], set(), "700 ms", "2.9"), "Jul 5  17:03")),
        (code("pyautogui.click(404, 1024)  # Add Source\npyautogui.click(550, 539)  # Video Capture Device (V4L2)"),
         obs(A, win(s1, "Interview", [], set(), "700 ms", "3.4") + create, "Jul 5  17:04")),
        (code("pyautogui.click(742, 448)  # Add Existing\npyautogui.click(970, 479)  # Logitech C920\npyautogui.click(1040, 716)  # OK"),
         obs(A, win(s1, "Interview", ["Logitech C920"], set(), "700 ms", "2.6"), "Jul 5  17:04")),
        (code("pyautogui.click(230, 764)  # Main"), obs(A, win(s1, "Main", main_src, set(), "700 ms", "2.8"), "Jul 5  17:05")),
        (code("pyautogui.click(708, 764)  # visibility of 'Lower third'"), obs(A, win(s1, "Main", main_src, {"Lower third"}, "700 ms", "2.5"), "Jul 5  17:05")),
    ]
    state = obs(A, win(s0, "Main", main_src, set(), "300 ms", "2.4"), "Jul 5  17:01")
    rs.add(task="os", tid="h40-os-13", system=system(task), turns=turns, state=state, bad=True, turn=3,
           kind="transition duration changed with no action touching it")


# Krita (layers docker): clean
def t14(rs: RowSet) -> None:
    task = "In Krita, lower the 'Sketch' layer to 35% opacity, add a paint layer 'Inks' above it, group 'Shading' and 'Flats' into a group named 'Color', delete the empty 'Paint Layer 3', and save."
    modes = {"Shading": "Multiply", "Group 1": "Pass Through", "Color": "Pass Through"}

    def win(layers: list[tuple[str, int]], active: str, opac: dict[str, int], dirty: bool, size: str = "2.4 MiB", editing: str | None = None) -> list[Row]:
        title = f"character_sheet_v2.kra ({size}){' *' if dirty else ''} — Krita"
        rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Image", "Layer", "Select", "Filter", "Tools", "Settings", "Window", "Help"], w=64, h=24, tag="menu")
        rows += hrow(76, 58, ["Create new document", "Open existing document", "Save", "Undo", "Redo", "Fill gradients", "Fill patterns",
                               "Choose brush preset", "Blending mode", "Opacity", "Size"], w=40, h=32, gap=4)
        tools = ["Select shapes", "Text", "Edit shapes", "Calligraphy", "Freehand brush", "Line", "Rectangle", "Ellipse", "Polygon",
                 "Bezier curve", "Transform", "Move", "Crop", "Gradient", "Color sampler", "Fill", "Rectangular selection", "Zoom"]
        rows += [("toggle-button", t, "", (76 + (i % 2) * 32, 100 + (i // 2) * 32), (30, 30)) for i, t in enumerate(tools)]
        rows.append(("canvas", "character_sheet_v2.kra", "", (150, 100), (1400, 940)))
        rows += [("label", "Layers", "Layers", (1560, 100), (340, 22)),
                 ("combo-box", "Blending mode", modes.get(active, "Normal"), (1560, 126), (200, 28)),
                 ("slider", "Opacity", f"Opacity:  {opac.get(active, 100)}%", (1766, 126), (144, 28))]
        for i, (name, depth) in enumerate(layers):
            y = 160 + i * 40
            rows += [("toggle-button", "Visible", "", (1564 + depth * 20, y + 8), (24, 24)),
                     ("text", "Layer name", name, (1620 + depth * 20, y + 6), (200, 28)) if name == editing else ("list-item", name, "", (1620 + depth * 20, y), (260 - depth * 20, 40)),
                     ("toggle-button", "Lock", "", (1880, y + 8), (24, 24))]
        rows += hrow(1560, 560, ["Add Layer", "Choose layer type to create", "Duplicate layer or mask", "Move layer or mask down",
                                  "Move layer or mask up", "Edit Layer properties", "Delete the layer or mask"], w=44, h=30, gap=4)
        rows += [("label", "Brush Presets", "Brush Presets", (1560, 610), (340, 22))]
        rows += vlist(1560, 636, ["b) Basic-1", "b) Basic-2 Opacity", "b) Basic-5 Size", "c) Pencil-2", "d) Ink-2 Fineliner",
                                  "d) Ink-7 Brush Rough", "e) Marker Chisel Smooth", "i) Blend Textured"], w=340, h=30)
        n = len(layers)
        rows += [("label", "", "sRGB-elle-V2-srgbtrc.icc", (80, 1052), (240, 22)), ("label", "", "RGB/Alpha (8-bit integer/channel)", (330, 1052), (280, 22)),
                 ("label", "", f"3000 x 4000 ({46.1 + 4.6 * n:.1f} MiB)", (620, 1052), (220, 22)), ("combo-box", "Zoom", "33.3%", (1700, 1048), (90, 28)),
                 ("label", "", "Rotation 0.00°", (1800, 1052), (110, 22))]
        return rows

    P3, SH, FL, SK, BG = "Paint Layer 3", "Shading", "Flats", "Sketch", "Background"
    L0 = [(P3, 0), (SH, 0), (FL, 0), (SK, 0), (BG, 0)]
    L1 = [(P3, 0), (SH, 0), (FL, 0), ("Paint Layer 4", 0), (SK, 0), (BG, 0)]
    L2 = [(P3, 0), (SH, 0), (FL, 0), ("Inks", 0), (SK, 0), (BG, 0)]
    L3 = [(P3, 0), ("Group 1", 0), (SH, 1), (FL, 1), ("Inks", 0), (SK, 0), (BG, 0)]
    L4 = [(P3, 0), ("Color", 0), (SH, 1), (FL, 1), ("Inks", 0), (SK, 0), (BG, 0)]
    L5 = [("Color", 0), (SH, 1), (FL, 1), ("Inks", 0), (SK, 0), (BG, 0)]
    o1 = {SK: 35}
    A = "Krita"
    turns: list[Turn] = [
        (code("pyautogui.click(1740, 300)  # Sketch"), obs(A, win(L0, SK, {}, False), "Jul 8  21:04")),
        (code("pyautogui.click(1838, 140)  # Opacity slider\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('35')\npyautogui.press('enter')"),
         obs(A, win(L0, SK, o1, True), "Jul 8  21:04")),
        (code("pyautogui.click(1582, 575)  # Add Layer"), obs(A, win(L1, "Paint Layer 4", o1, True), "Jul 8  21:05")),
        (code("pyautogui.doubleClick(1740, 300)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Inks')\npyautogui.press('enter')"),
         obs(A, win(L2, "Inks", o1, True), "Jul 8  21:05")),
        (code("pyautogui.click(1740, 260)  # Flats\npyautogui.keyDown('ctrl')\npyautogui.click(1740, 220)  # Shading\npyautogui.keyUp('ctrl')"),
         obs(A, win(L2, SH, o1, True), "Jul 8  21:06")),
        (code("pyautogui.hotkey('ctrl', 'g')  # Quick Group"), obs(A, win(L3, "Group 1", o1, True), "Jul 8  21:06")),
        (code("pyautogui.doubleClick(1740, 220)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Color')\npyautogui.press('enter')"),
         obs(A, win(L4, "Color", o1, True), "Jul 8  21:07")),
        (code("pyautogui.click(1740, 180)  # Paint Layer 3"), obs(A, win(L4, P3, o1, True), "Jul 8  21:07")),
        (code("pyautogui.click(1870, 575)  # Delete the layer or mask"), obs(A, win(L5, "Color", o1, True), "Jul 8  21:08")),
        (code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(2)"), obs(A, win(L5, "Color", o1, False, size="2.5 MiB"), "Jul 8  21:08")),
    ]
    state = obs(A, win(L0, P3, {}, False), "Jul 8  21:03")
    rs.add(task="os", tid="h40-os-14", system=system(task), turns=turns, state=state)


def hms(sec: float) -> str:
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{int(h):02d} h {int(m):02d} m {s:06.3f} s"


# Audacity (tracks): clean
def t15(rs: RowSet) -> None:
    task = "In Audacity, import interview_raw.wav and intro_jingle.ogg from ~/Recordings, cut the first 4.5 seconds of the interview, mute the jingle track, and save the project as interview_edit."

    def win(title: str, tracks: list[dict[str, object]], rate: str, sel: tuple[float, float], status: str = "Stopped.") -> list[Row]:
        rows: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "Select", "View", "Transport", "Tracks", "Generate", "Effect", "Analyze", "Tools", "Help"], w=76, h=24, tag="menu")
        rows += hrow(80, 60, ["Pause", "Play", "Stop", "Skip to Start", "Skip to End", "Record"], w=44, h=44, gap=2)
        rows += hrow(370, 60, ["Selection Tool", "Envelope Tool", "Draw Tool", "Multi-Tool"], w=26, h=22, gap=2, tag="toggle-button")
        rows += hrow(500, 60, ["Audio Setup", "Share Audio"], w=110, h=44, gap=6)
        rows += hrow(740, 60, ["Cut", "Copy", "Paste", "Trim audio outside selection", "Silence audio selection", "Undo", "Redo",
                                "Zoom In", "Zoom Out", "Fit selection to width", "Fit project to width"], w=26, h=26, gap=2)
        rows += [("slider", "Record Meter", "", (1100, 60), (360, 22)), ("slider", "Playback Meter", "", (1100, 84), (360, 22)),
                 ("slider", "Playback Volume", "", (1480, 64), (160, 20)), ("label", "", "00 h 00 m 00 s", (1660, 64), (240, 32))]
        rows.append(("slider", "Timeline", "", (240, 120), (1670, 28)))
        for i, tr in enumerate(tracks):
            y = 150 + i * 190
            name = str(tr["name"])
            rows += [("push-button", "Close", "", (80, y + 4), (20, 20)), ("push-button", f"Open menu... ({name})", "", (104, y + 4), (120, 20)),
                     ("toggle-button", "Mute", "on" if tr.get("mute") else "off", (84, y + 30), (70, 24)),
                     ("toggle-button", "Solo", "off", (158, y + 30), (70, 24)), ("slider", "Gain", "0 dB", (84, y + 60), (140, 20)),
                     ("slider", "Pan", "Center", (84, y + 86), (140, 20)), ("label", "", f"{tr['ch']}, {tr['rate']}Hz", (84, y + 112), (150, 18)),
                     ("label", "", "32-bit float", (84, y + 130), (150, 18)), ("push-button", "Select", "", (84, y + 156), (70, 24)),
                     ("push-button", "Collapse", "", (158, y + 156), (70, 24)),
                     ("panel", f"Track {i + 1} {name}, {tr['ch']}", "", (240, y), (1670, 184))]
        rows += [("combo-box", "Project Rate (Hz)", rate, (80, 1010), (110, 26)), ("combo-box", "Snap-To", "Off", (200, 1010), (90, 26)),
                 ("combo-box", "Selection", "Start and End of Selection", (300, 1010), (230, 26)),
                 ("spin-button", "Selection Start", hms(sel[0]), (540, 1010), (200, 26)), ("spin-button", "Selection End", hms(sel[1]), (750, 1010), (200, 26)),
                 ("label", "", status, (80, 1052), (700, 22))]
        return rows

    files = [["interview_raw.wav", "238.4 MB", "09:12"], ["intro_jingle.ogg", "612.0 kB", "4 Jul"], ["notes.txt", "2.1 kB", "08:55"],
             ["outro_jingle.ogg", "598.3 kB", "4 Jul"], ["room_tone.wav", "5.8 MB", "09:14"]]
    dialog = [("dialog", "Select one or more files", "", (520, 180), (880, 620)), ("push-button", "Recordings", "", (540, 216), (140, 30))]
    dialog += vlist(540, 260, ["Recent", "Home", "Desktop", "Documents", "Music", "Recordings"], w=160, h=30)
    dialog += table(720, 260, [("Name", 400), ("Size", 120), ("Modified", 140)], files, rh=30)
    dialog += [("combo-box", "File type", "All supported files", (1120, 700), (260, 30)), ("push-button", "Cancel", "", (1170, 750), (100, 34)), ("push-button", "Open", "", (1280, 750), (100, 34))]
    L1 = 1241.512
    iv = {"name": "interview_raw", "ch": "Stereo", "rate": 48000}
    jg = {"name": "intro_jingle", "ch": "Stereo", "rate": 44100}
    jg_m = {**jg, "mute": True}
    A = "Audacity"
    turns: list[Turn] = [
        (code("pyautogui.hotkey('ctrl', 'shift', 'i')  # File > Import > Audio"), obs(A, win("Audacity", [], "44100", (0, 0)) + dialog, "Jul 9  11:32")),
        (code("pyautogui.doubleClick(920, 305)  # interview_raw.wav\ntime.sleep(4)"), obs(A, win("interview_raw", [iv], "48000", (0, L1)), "Jul 9  11:33")),
        (code("pyautogui.hotkey('ctrl', 'shift', 'i')\npyautogui.doubleClick(920, 335)  # intro_jingle.ogg\ntime.sleep(1)"),
         obs(A, win("interview_raw", [iv, jg], "48000", (0, 12.8)), "Jul 9  11:33")),
        (code("pyautogui.click(119, 318)  # Select (interview_raw)"), obs(A, win("interview_raw", [iv, jg], "48000", (0, L1)), "Jul 9  11:34")),
        (code("pyautogui.click(850, 1023)  # Selection End\npyautogui.write('000004500')\npyautogui.press('enter')"),
         obs(A, win("interview_raw", [iv, jg], "48000", (0, 4.5)), "Jul 9  11:34")),
        (code("pyautogui.press('delete')\npyautogui.click(119, 318)  # Select (interview_raw)"), obs(A, win("interview_raw", [iv, jg], "48000", (0, L1 - 4.5)), "Jul 9  11:35")),
        (code("pyautogui.click(119, 382)  # Mute (intro_jingle)"), obs(A, win("interview_raw", [iv, jg_m], "48000", (0, L1 - 4.5)), "Jul 9  11:35")),
        (code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('interview_edit.aup3')\npyautogui.press('enter')\ntime.sleep(2)"),
         obs(A, win("interview_edit", [iv, jg_m], "48000", (0, L1 - 4.5), "Saved /home/lina/Recordings/interview_edit.aup3"), "Jul 9  11:36")),
    ]
    state = obs(A, win("Audacity", [], "44100", (0, 0)), "Jul 9  11:31")
    rs.add(task="os", tid="h40-os-15", system=system(task), turns=turns, state=state)


# Zotero (collections): bad
def t16(rs: RowSet) -> None:
    task = "In Zotero, create a subcollection 'Thesis Ch.3' under 'PhD', add the GCN, GAT and GraphSAGE papers from My Library to it, and note the DOI of the Kipf & Welling paper."
    recent = [
        ["Mixtral of Experts", "Jiang et al.", "2024", "7/8/2024, 4:12:09 PM"],
        ["Mamba: Linear-Time Sequence Modeling with Selective State Spaces", "Gu and Dao", "2023", "7/2/2024, 9:47:31 AM"],
        ["Retentive Network: A Successor to Transformer for Large Language Models", "Sun et al.", "2023", "6/27/2024, 2:05:44 PM"],
        ["QLoRA: Efficient Finetuning of Quantized LLMs", "Dettmers et al.", "2023", "6/20/2024, 11:18:02 AM"],
        ["Direct Preference Optimization: Your Language Model is Secretly a Reward Model", "Rafailov et al.", "2023", "6/11/2024, 5:40:27 PM"],
        ["FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning", "Dao", "2023", "6/3/2024, 10:02:16 AM"],
        ["Efficient Memory Management for Large Language Model Serving with PagedAttention", "Kwon et al.", "2023", "5/29/2024, 3:33:50 PM"],
        ["LoRA: Low-Rank Adaptation of Large Language Models", "Hu et al.", "2021", "5/21/2024, 9:12:40 AM"],
        ["Toolformer: Language Models Can Teach Themselves to Use Tools", "Schick et al.", "2023", "5/14/2024, 1:27:05 PM"],
        ["Constitutional AI: Harmlessness from AI Feedback", "Bai et al.", "2022", "5/2/2024, 4:48:19 PM"],
        ["Training Compute-Optimal Large Language Models", "Hoffmann et al.", "2022", "4/24/2024, 10:55:37 AM"],
        ["Chain-of-Thought Prompting Elicits Reasoning in Large Language Models", "Wei et al.", "2023", "4/16/2024, 2:14:08 PM"],
        ["Denoising Diffusion Probabilistic Models", "Ho et al.", "2020", "4/3/2024, 11:06:22 AM"],
        ["An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale", "Dosovitskiy et al.", "2021", "3/27/2024, 9:31:58 AM"],
        ["Learning Transferable Visual Models From Natural Language Supervision", "Radford et al.", "2021", "3/19/2024, 4:20:11 PM"],
        ["Masked Autoencoders Are Scalable Vision Learners", "He et al.", "2021", "3/8/2024, 1:44:36 PM"],
        ["Zero-Shot Text-to-Image Generation", "Ramesh et al.", "2021", "2/28/2024, 10:09:03 AM"],
        ["Hierarchical Text-Conditional Image Generation with CLIP Latents", "Ramesh et al.", "2022", "2/21/2024, 3:52:47 PM"],
    ]
    kipf = ["Semi-Supervised Classification with Graph Convolutional Networks", "Kipf and Welling", "2017", "3/14/2023, 10:21:55 AM"]
    gat = ["Graph Attention Networks", "Veličković et al.", "2018", "3/14/2023, 10:24:40 AM"]
    sage = ["Inductive Representation Learning on Large Graphs", "Hamilton et al.", "2017", "3/14/2023, 10:26:02 AM"]
    graph = [["A Comprehensive Survey on Graph Neural Networks", "Wu et al.", "2021", "9/5/2023, 2:41:19 PM"],
             ["How Powerful are Graph Neural Networks?", "Xu et al.", "2019", "3/14/2023, 10:27:33 AM"], sage, gat, kipf,
             ["Spectral Networks and Locally Connected Networks on Graphs", "Bruna et al.", "2014", "3/14/2023, 10:19:48 AM"],
             ["The Graph Neural Network Model", "Scarselli et al.", "2009", "1/30/2023, 4:05:12 PM"]]
    ch2 = [["Adam: A Method for Stochastic Optimization", "Kingma and Ba", "2017", "3/2/2023, 9:14:27 AM"],
           ["Dropout: A Simple Way to Prevent Neural Networks from Overfitting", "Srivastava et al.", "2014", "2/20/2023, 3:41:06 PM"],
           ["Batch Normalization: Accelerating Deep Network Training by Reducing Internal Covariate Shift", "Ioffe and Szegedy", "2015", "2/20/2023, 3:38:52 PM"],
           ["Deep Residual Learning for Image Recognition", "He et al.", "2016", "2/9/2023, 11:02:44 AM"],
           ["Attention Is All You Need", "Vaswani et al.", "2017", "1/30/2023, 4:01:37 PM"]]

    def tree(with_ch3: bool) -> list[Row]:
        items = [("My Library", 0), ("PhD", 1), ("Ch.1 Background", 2), ("Ch.2 Methods", 2)] + ([("Thesis Ch.3", 2)] if with_ch3 else []) + \
            [("Reading Group", 1), ("Teaching", 1), ("My Publications", 1), ("Duplicate Items", 1), ("Unfiled Items", 1), ("Trash", 1)]
        return [("tree-item", n, "", (80 + d * 18, 110 + i * 28), (300 - d * 18, 28)) for i, (n, d) in enumerate(items)]

    def info(meta: list[tuple[str, str]]) -> list[Row]:
        rows: list[Row] = hrow(1404, 110, ["Info", "Notes", "Tags", "Related"], w=110, h=28, gap=2, tag="page-tab")
        return rows + infos(1410, 150, meta, lw=120, w=370, h=26)

    def win(ch3: bool, items: list[list[str]], query: str, right: list[Row]) -> list[Row]:
        rows: list[Row] = [("frame", "Zotero", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Tools", "Help"], w=60, h=24, tag="menu")
        rows += hrow(80, 62, ["New Collection…", "New Item", "Add Item(s) by Identifier", "New Note", "Add Attachment"], w=36, h=36, gap=6)
        rows += [("combo-box", "Search mode", "Title, Creator, Year", (1000, 66), (180, 30)), ("text", "Search", query, (1184, 66), (210, 30))]
        rows += tree(ch3)
        if items:
            rows += table(390, 110, [("Title", 560), ("Creator", 180), ("Year", 60), ("Date Added", 200)], items, rh=28)
        else:
            rows.append(("label", "", "No items in this view", (700, 400), (300, 24)))
        return rows + right

    def count(n: str) -> list[Row]:
        return [("label", "", n, (1560, 500), (220, 24))]

    kipf_meta = [("Item Type:", "Preprint"), ("Title:", kipf[0]), ("Author:", "Kipf, Thomas N."), ("Author:", "Welling, Max"),
                 ("Abstract:", "We present a scalable approach for semi-supervised learning on graph-structured data that is based on an efficient variant of convolutional neural networks which operate directly on graphs. …"),
                 ("Repository:", "arXiv"), ("Archive ID:", "arXiv:1609.02907"), ("Date:", "2017-02-22"), ("DOI:", "10.48550/arXiv.1609.02907"),
                 ("URL:", "http://arxiv.org/abs/1609.02907"), ("Accessed:", "3/14/2023, 10:21:55 AM"), ("Library Catalog:", "arXiv.org"),
                 ("Extra:", "arXiv:1609.02907 [cs, stat]"), ("Date Added:", "3/14/2023, 10:21:55 AM"), ("Modified:", "3/14/2023, 10:22:03 AM")]
    kipf_bad = [(k, "10.48550/arXiv.1609.02970" if k == "DOI:" else v) for k, v in kipf_meta]
    gat_meta = [("Item Type:", "Preprint"), ("Title:", gat[0]), ("Author:", "Veličković, Petar"), ("Author:", "Cucurull, Guillem"),
                ("Author:", "Casanova, Arantxa"), ("Author:", "Romero, Adriana"), ("Author:", "Liò, Pietro"), ("Author:", "Bengio, Yoshua"),
                ("Abstract:", "We present graph attention networks (GATs), novel neural network architectures that operate on graph-structured data, leveraging masked self-attentional layers … "),
                ("Repository:", "arXiv"), ("Archive ID:", "arXiv:1710.10903"), ("Date:", "2018-02-04"), ("DOI:", "10.48550/arXiv.1710.10903"),
                ("URL:", "http://arxiv.org/abs/1710.10903"), ("Accessed:", "3/14/2023, 10:24:40 AM"), ("Library Catalog:", "arXiv.org"),
                ("Extra:", "arXiv:1710.10903 [cs, stat]"), ("Date Added:", "3/14/2023, 10:24:40 AM"), ("Modified:", "3/14/2023, 10:24:47 AM")]
    ctx = menu(240, 160, ["New Subcollection…", "Rename Collection…", "Delete Collection…", "Delete Collection and Items…", "Export Collection…",
                          "Create Bibliography from Collection…", "Generate Report from Collection…"], w=300)
    prompt = [("dialog", "New Collection", "", (760, 420), (400, 170)), ("label", "", "Enter a name for this collection:", (780, 450), (360, 22)),
              ("text", "Name", "Untitled", (780, 480), (360, 30)), ("push-button", "Cancel", "", (940, 540), (100, 32)), ("push-button", "OK", "", (1050, 540), (100, 32))]
    ch3 = [sage, gat, kipf]
    A = "Zotero"
    turns: list[Turn] = [
        (code("pyautogui.rightClick(200, 152)  # PhD"), obs(A, win(False, recent, "", count("1,214 items in this view")) + ctx, "Jul 10  15:40")),
        (code("pyautogui.click(380, 181)  # New Subcollection…"), obs(A, win(False, recent, "", count("1,214 items in this view")) + prompt, "Jul 10  15:40")),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Thesis Ch.3')\npyautogui.press('enter')"), obs(A, win(True, [], "", []), "Jul 10  15:41")),
        (code("pyautogui.click(200, 124)  # My Library"), obs(A, win(True, recent, "", count("1,214 items in this view")), "Jul 10  15:41")),
        (code("pyautogui.click(1290, 81)\npyautogui.write('graph')"), obs(A, win(True, graph, "graph", count("7 items in this view")), "Jul 10  15:42")),
        (code("pyautogui.click(700, 264)  # Kipf and Welling"), obs(A, win(True, graph, "graph", info(kipf_meta)), "Jul 10  15:42")),
        (code("pyautogui.keyDown('ctrl')\npyautogui.click(700, 236)\npyautogui.click(700, 208)\npyautogui.keyUp('ctrl')"),
         obs(A, win(True, graph, "graph", count("3 items selected")), "Jul 10  15:43")),
        (code("pyautogui.moveTo(700, 236)\npyautogui.dragTo(240, 236, duration=1.0)  # onto Thesis Ch.3"),
         obs(A, win(True, graph, "graph", count("3 items selected")), "Jul 10  15:43")),
        (code("pyautogui.click(240, 236)  # Thesis Ch.3"), obs(A, win(True, ch3, "", count("3 items in this view")), "Jul 10  15:44")),
        (code("pyautogui.click(700, 180)  # Graph Attention Networks"), obs(A, win(True, ch3, "", info(gat_meta)), "Jul 10  15:44")),
        (code("pyautogui.click(700, 208)  # Semi-Supervised Classification with Graph Convolutional Networks"),
         obs(A, win(True, ch3, "", info(kipf_bad)), "Jul 10  15:45")),
        (code("pyautogui.click(240, 208)  # Ch.2 Methods"), obs(A, win(True, ch2, "", count("5 items in this view")), "Jul 10  15:45")),
    ]
    state = obs(A, win(False, recent, "", count("1,214 items in this view")), "Jul 10  15:39")
    rs.add(task="os", tid="h40-os-16", system=system(task), turns=turns, state=state, bad=True, turn=11,
           kind="DOI of the same paper reads differently in the item pane than before")


def tc(frames: int, fps: int = 25) -> str:
    s, f = divmod(frames, fps)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    return f"{h:02d}:{m:02d}:{s:02d}:{f:02d}"


# Kdenlive (timeline and project bin): bad
def t17(rs: RowSet) -> None:
    task = "In Kdenlive, remove the blurry GX010233.MP4 clip from the timeline (closing the gap) and from the project bin, append drone_pass_02.mp4 at the end of V1, and save the project."
    dur = {"drone_pass_01.mp4": 600, "drone_pass_02.mp4": 485, "GX010231.MP4": 1037, "GX010232.MP4": 1628, "GX010233.MP4": 470,
           "music_bed.flac": 4808, "Title: Day 2": 125}
    bin0 = sorted(dur, key=str.lower)

    def win(binlist: list[str], v1: list[tuple[str, int, int]], dirty: bool, query: str = "", clipmon: str = "", status: str = "", extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("frame", f"hike_vlog.kdenlive{' [modified]' if dirty else ''} — Kdenlive", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Project", "Tool", "Clip", "Timeline", "Monitor", "Settings", "Help"], w=70, h=24, tag="menu")
        rows += [("label", "Project Bin", "Project Bin", (80, 62), (200, 22)), ("text", "Search", query, (300, 60), (300, 28))]
        rows += hrow(80, 92, ["Add Clip or Folder", "Create Folder", "Add Generator", "Delete Clip", "Clip Properties"], w=30, h=28, gap=4)
        rows += table(80, 126, [("Name", 360), ("Duration", 150)], [[c, tc(dur[c])] for c in binlist], rh=30)
        rows += [("label", "Clip Monitor", "Clip Monitor", (620, 62), (600, 22)), ("canvas", "Clip Monitor", clipmon, (620, 88), (600, 340))]
        if clipmon:
            rows += [("label", "", f"{clipmon}   {tc(dur[clipmon])}", (620, 432), (600, 22)),
                     ("label", "", "1920x1080  25.00fps  H.264 / AAC 48000Hz" if clipmon.endswith(".MP4") else "", (620, 456), (600, 22))]
        end = max(max(e for _, _, e in v1), 3860)
        rows += [("label", "Project Monitor", "Project Monitor", (1240, 62), (660, 22)), ("canvas", "Project Monitor", "", (1240, 88), (660, 370)),
                 ("label", "", f"{tc(0)} / {tc(end)}", (1240, 462), (660, 22))]
        rows += hrow(1240, 490, ["Play", "Go to Start", "Go to End", "Set Zone In", "Set Zone Out"], w=34, h=30, gap=4)
        rows += [("slider", "Timeline ruler", tc(0), (240, 560), (1660, 24))]
        for i, tr in enumerate(["V2", "V1", "A1", "A2"]):
            rows += [("label", tr, tr, (80, 590 + i * 96), (150, 90)), ("toggle-button", "Mute track", "off", (90, 650 + i * 96), (24, 24)),
                     ("toggle-button", "Lock track", "off", (120, 650 + i * 96), (24, 24))]
        for name, s, e in v1:
            rows.append(("panel", name, f"{tc(s)} – {tc(e)}", (240 + int(s * 0.4), 686), (int((e - s) * 0.4), 90)))
        rows.append(("panel", "music_bed.flac", f"{tc(0)} – {tc(3860)}", (240, 782), (int(3860 * 0.4), 90)))
        rows.append(("label", "", status, (80, 1054), (900, 22)))
        return rows + (extra or [])

    V0 = [("Title: Day 2", 0, 125), ("GX010231.MP4", 125, 1162), ("GX010232.MP4", 1162, 2790), ("GX010233.MP4", 2790, 3260), ("drone_pass_01.mp4", 3260, 3860)]
    V1 = [v for v in V0 if v[0] != "GX010233.MP4"]
    V2 = [*V1[:3], ("drone_pass_01.mp4", 2790, 3390)]
    V3 = [*V2, ("drone_pass_02.mp4", 3390, 3875)]
    bin1 = [c for c in bin0 if c != "GX010233.MP4"]
    A = "Kdenlive"
    turns: list[Turn] = [
        (code("pyautogui.click(1450, 731)  # GX010233.MP4 on V1"), obs(A, win(bin0, V0, False, status="1 clip selected, duration 00:00:18:20"), "Jul 12  18:21")),
        (code("pyautogui.press('delete')"), obs(A, win(bin0, V1, True), "Jul 12  18:21")),
        (code("pyautogui.rightClick(1450, 731)  # gap on V1\npyautogui.click(1560, 751)  # Remove Space"), obs(A, win(bin0, V2, True), "Jul 12  18:22")),
        (code("pyautogui.click(260, 291)  # GX010233.MP4 in Project Bin"), obs(A, win(bin0, V2, True, clipmon="GX010233.MP4"), "Jul 12  18:22")),
        (code("pyautogui.press('delete')"), obs(A, win(bin1, V2, True), "Jul 12  18:23")),
        (code("pyautogui.moveTo(260, 201)  # drone_pass_02.mp4\npyautogui.dragTo(1600, 731, duration=1.5)  # end of V1"), obs(A, win(bin1, V3, True), "Jul 12  18:24")),
        (code("pyautogui.hotkey('ctrl', 's')"), obs(A, win(bin1, V3, False, status="Project saved"), "Jul 12  18:24")),
        (code("pyautogui.click(450, 74)  # Project Bin search\npyautogui.write('GX')"),
         obs(A, win(["GX010231.MP4", "GX010232.MP4", "GX010233.MP4"], V3, False, "GX"), "Jul 12  18:25")),
        (code("pyautogui.click(260, 221)  # GX010233.MP4\npyautogui.press('delete')"),
         obs(A, win(["GX010231.MP4", "GX010232.MP4"], V3, True, "GX"), "Jul 12  18:25")),
    ]
    state = obs(A, win(bin0, V0, False), "Jul 12  18:20")
    rs.add(task="os", tid="h40-os-17", system=system(task), turns=turns, state=state, bad=True, turn=8,
           kind="clip deleted from the project bin is listed again when the bin is filtered")


# HandBrake (encode queue): clean
def t18(rs: RowSet) -> None:
    task = "In HandBrake, queue lecture_07.mkv and lecture_08.mkv from ~/Videos/lectures with the Fast 1080p30 preset, start encoding, and check the queue."
    lec = {"lecture_07": ("01:12:33", 4353, 12), "lecture_08": ("01:05:48", 3948, 10)}

    def prog(elapsed: float, avg: float, cur: float) -> str:
        total = lec["lecture_07"][1] * 29.97
        done = elapsed * avg
        eta_s = int((total - done) / avg)
        h, r = divmod(eta_s, 3600)
        m, s = divmod(r, 60)
        return f"Encoding: Task 1 of 2, {100 * done / total:.2f} % ({cur:.1f} fps, avg {avg:.1f} fps, ETA {h:02d}h{m:02d}m{s:02d}s)"

    def win(src: str | None, status: str, encoding: bool = False) -> list[Row]:
        rows: list[Row] = [("frame", "HandBrake", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Queue", "View", "Presets", "Help"], w=70, h=24, tag="menu")
        rows += hrow(80, 60, ["Open Source", "Stop" if encoding else "Start", "Pause" if encoding else "Add To Queue", "Show Queue", "Preview", "Activity"], w=110, h=56, gap=6)
        if src:
            d, _, ch = lec[src]
            rows += [("label", "Source:", "Source:", (80, 130), (80, 24)),
                     ("label", "", f"{src}.mkv, 1920x1080 (1920x1080), 16:9, 29.97 FPS, 1 Audio Track, 0 Subtitle Tracks", (170, 130), (900, 24)),
                     ("label", "Title:", "Title:", (80, 164), (80, 28)), ("combo-box", "Title", f"1 - {d}", (170, 164), (300, 28)),
                     ("label", "Angle:", "Angle:", (490, 164), (60, 28)), ("spin-button", "Angle", "1", (556, 164), (60, 28)),
                     ("label", "Range:", "Range:", (640, 164), (60, 28)), ("combo-box", "Range type", "Chapters:", (706, 164), (120, 28)),
                     ("spin-button", "Start chapter", "1", (836, 164), (60, 28)), ("label", "", "-", (902, 164), (16, 28)),
                     ("spin-button", "End chapter", str(ch), (922, 164), (60, 28)), ("label", "Duration:", "Duration:", (1000, 164), (80, 28)),
                     ("label", "", d, (1086, 164), (100, 28))]
        else:
            rows += [("label", "Source:", "Source:", (80, 130), (80, 24)), ("label", "", "None", (170, 130), (900, 24)),
                     ("label", "Title:", "Title:", (80, 164), (80, 28)), ("combo-box", "Title", "No Title Found", (170, 164), (300, 28))]
        rows += [("label", "Preset:", "Preset:", (80, 204), (80, 28)), ("combo-box", "Preset", "Fast 1080p30", (170, 204), (300, 28))]
        rows += hrow(80, 246, ["Summary", "Dimensions", "Filters", "Video", "Audio", "Subtitles", "Chapters", "Tags"], w=120, h=30, gap=2, tag="page-tab")
        rows += [("combo-box", "Format", "MP4", (100, 292), (160, 28)), ("check-box", "Web Optimized", "not checked", (100, 330), (200, 24)),
                 ("check-box", "Align A/V Start", "checked", (100, 358), (200, 24)), ("check-box", "iPod 5G Support", "not checked", (100, 386), (200, 24)),
                 ("check-box", "Passthru Common Metadata", "checked", (100, 414), (260, 24))]
        if src:
            rows += infos(420, 292, [("Tracks:", "H.264 (x264), 30 FPS PFR"), ("", "AAC (avcodec), Stereo"), ("", "Foreign Audio Scan, Burned Into Video"),
                                     ("Filters:", "Decomb"), ("Size:", "1920x1080 storage, 1920x1080 display")], lw=80, w=500, h=26)
        name = f"{src}.mp4" if src else "new_video.mp4"
        rows += [("label", "Save As:", "Save As:", (80, 980), (80, 28)), ("text", "Save As", name, (170, 980), (500, 28)),
                 ("label", "To:", "To:", (690, 980), (40, 28)), ("push-button", "To", "encoded", (736, 980), (200, 28)),
                 ("label", "", status, (80, 1030), (1200, 24))]
        return rows

    chooser = [("dialog", "Open Source", "", (520, 180), (880, 620)), ("push-button", "lectures", "", (540, 216), (140, 30))]
    chooser += vlist(540, 260, ["Recent", "Home", "Documents", "Downloads", "Videos"], w=160, h=30)
    chooser += table(720, 260, [("Name", 400), ("Size", 120), ("Modified", 140)], [
        ["slides", "", "12 Jul"], ["lecture_05.mkv", "2.9 GB", "1 Jul"], ["lecture_06.mkv", "3.0 GB", "8 Jul"],
        ["lecture_07.mkv", "3.1 GB", "10 Jul"], ["lecture_08.mkv", "2.8 GB", "12 Jul"]], rh=30)
    chooser += [("toggle-button", "Single Title", "off", (540, 750), (140, 34)), ("push-button", "Cancel", "", (1170, 750), (100, 34)), ("push-button", "Open", "", (1280, 750), (100, 34))]
    p6 = prog(35.6, 30.8, 29.6)
    p7 = prog(76.0, 31.2, 33.4)
    queue = [("frame", "HandBrake Queue", "", (400, 150), (1100, 700))]
    queue += hrow(410, 160, ["Stop", "Pause", "Options"], w=90, h=40)
    jobs = [("lecture_07.mp4", "Encoding", "lecture_07.mkv, Title 1, Chapters 1 through 12"), ("lecture_08.mp4", "Pending", "lecture_08.mkv, Title 1, Chapters 1 through 10")]
    for i, (n, s, d) in enumerate(jobs):
        y = 220 + i * 70
        queue += [("list-item", n, "", (410, y), (420, 64)), ("label", "", s, (420, y + 24), (400, 18)), ("label", "", d, (420, y + 42), (400, 18))]
    queue += infos(850, 220, [("Source:", "/home/ravi/Videos/lectures/lecture_07.mkv"), ("Title:", "1"), ("Chapters:", "1 through 12"),
                              ("Preset:", "Fast 1080p30"), ("Format:", "MP4"), ("Destination:", "/home/ravi/Videos/encoded/lecture_07.mp4"),
                              ("Dimensions:", "1920x1080 storage, 1920x1080 display"), ("Video:", "H.264 (x264), RF 22, Preset veryfast, 30 FPS PFR"),
                              ("Audio:", "AAC (avcodec), Stereo, 160 kbps"), ("Filters:", "Decomb")], lw=110, w=520, h=26)
    queue.append(("label", "", p7, (410, 810), (1080, 24)))
    A = "HandBrake"
    turns: list[Turn] = [
        (code("pyautogui.click(135, 88)  # Open Source"), obs(A, win(None, "") + chooser, "Jul 15  13:02")),
        (code("pyautogui.doubleClick(920, 395)  # lecture_07.mkv\ntime.sleep(3)"), obs(A, win("lecture_07", ""), "Jul 15  13:02")),
        (code("pyautogui.click(367, 88)  # Add To Queue"), obs(A, win("lecture_07", "1 job pending"), "Jul 15  13:03")),
        (code("pyautogui.click(135, 88)  # Open Source\npyautogui.doubleClick(920, 425)  # lecture_08.mkv\ntime.sleep(3)"),
         obs(A, win("lecture_08", "1 job pending"), "Jul 15  13:03")),
        (code("pyautogui.click(367, 88)  # Add To Queue"), obs(A, win("lecture_08", "2 jobs pending"), "Jul 15  13:04")),
        (code("pyautogui.click(251, 88)  # Start\ntime.sleep(35)"), obs(A, win("lecture_08", p6, encoding=True), "Jul 15  13:05")),
        (code("pyautogui.click(483, 88)  # Show Queue"), obs(A, win("lecture_08", p7, encoding=True) + queue, "Jul 15  13:05")),
    ]
    state = obs(A, win(None, ""), "Jul 15  13:01")
    rs.add(task="os", tid="h40-os-18", system=system(task), turns=turns, state=state)


# Okular (bookmarks): bad
def t19(rs: RowSet) -> None:
    task = "In Okular, bookmark the first page of Chapter 5 (Replication) in 'Designing Data-Intensive Applications' and rename the bookmark to 'Ch5 Replication'; check that the bookmark jumps there."
    toc = [("Preface", "xiii"), ("Part I. Foundations of Data Systems", "1"), ("1. Reliable, Scalable, and Maintainable Applications", "3"),
           ("2. Data Models and Query Languages", "27"), ("3. Storage and Retrieval", "69"), ("4. Encoding and Evolution", "111"),
           ("Part II. Distributed Data", "145"), ("5. Replication", "151"), ("6. Partitioning", "199"), ("7. Transactions", "221"),
           ("8. The Trouble with Distributed Systems", "273"), ("9. Consistency and Consensus", "321"), ("Part III. Derived Data", "385"),
           ("10. Batch Processing", "389"), ("11. Stream Processing", "439"), ("12. The Future of Data Systems", "489"), ("Glossary", "553"), ("Index", "559")]
    pages = {
        118: ["118  |  Chapter 4: Encoding and Evolution", "JSON, XML, and Binary Variants",
              "Moving to standardized encodings that can be written and read by many programming languages, JSON and XML are the obvious contenders.",
              "There is a lot of ambiguity around the encoding of numbers. In XML and CSV, you cannot distinguish between a number and a string that happens to consist of digits."],
        151: ["CHAPTER 5", "Replication",
              "The major difference between a thing that might go wrong and a thing that cannot possibly go wrong is that when a thing that cannot possibly go wrong goes wrong it usually turns out to be impossible to get at or repair.",
              "—Douglas Adams, Mostly Harmless (1992)",
              "Replication means keeping a copy of the same data on multiple machines that are connected via a network."],
        157: ["Leaders and Followers  |  157", "Setting Up New Followers",
              "From time to time, you need to set up new followers—perhaps to increase the number of replicas, or to replace failed nodes.",
              "How do you ensure that the new follower has an accurate copy of the leader’s data?"],
    }

    def win(page: int, tab: str, bookmarks: list[str], editing: str | None = None) -> list[Row]:
        rows: list[Row] = [("frame", "Designing Data-Intensive Applications.pdf — Okular", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Go", "Tools", "Settings", "Help"], w=70, h=24, tag="menu")
        rows += hrow(80, 58, ["Previous Page", "Next Page"], w=34, h=34)
        rows += [("text", "Page number", str(page), (160, 60), (60, 30)), ("label", "", "of 613", (226, 64), (60, 22)),
                 ("push-button", "Zoom Out", "", (320, 58), (34, 34)), ("combo-box", "Zoom", "Fit Width", (358, 60), (120, 30)),
                 ("push-button", "Zoom In", "", (482, 58), (34, 34))]
        rows += hrow(560, 58, ["Browse", "Zoom", "Text Selection"], w=100, h=34, tag="toggle-button")
        rows += vlist(76, 110, ["Thumbnails", "Contents", "Annotations", "Bookmarks"], w=40, h=60, tag="page-tab")
        if tab == "Thumbnails":
            rows += [("image", f"Page {p}", "", (170, 120 + i * 300), (250, 280)) for i, p in enumerate(range(page - 1, page + 2))]
        elif tab == "Contents":
            rows.append(("text", "Search", "", (124, 110), (340, 30)))
            rows += [("tree-item", t, p, (124 + (0 if t.startswith(("Part", "Preface", "Glossary", "Index")) else 16), 146 + i * 28), (340, 28)) for i, (t, p) in enumerate(toc)]
        elif tab == "Bookmarks":
            rows += [("text", "Search", "", (124, 110), (340, 30)), ("tree-item", "Designing Data-Intensive Applications.pdf", "", (124, 146), (340, 28))]
            for i, b in enumerate(bookmarks):
                y = 174 + i * 28
                rows.append(("text", "Bookmark name", b, (140, y), (324, 28)) if b == editing else ("tree-item", b, "", (140, y), (324, 28)))
            rows.append(("check-box", "Current document only", "checked", (124, 1010), (240, 24)))
        rows.append(("document-frame", f"Page {page}", "", (480, 100), (1420, 940)))
        rows += [("label", "", ln, (620, 160 + i * 60), (1140, 52)) for i, ln in enumerate(pages[page])]
        return rows

    b0 = ["Ch2 data models", "Ch3 LSM-trees"]
    b1 = [*b0, "Page 151"]
    b2 = [*b0, "Ch5 Replication"]
    ctx = menu(300, 240, ["Go to This Bookmark", "Rename Bookmark", "Remove Bookmark"], w=220)
    A = "Okular"
    turns: list[Turn] = [
        (code("pyautogui.click(96, 200)  # Contents"), obs(A, win(118, "Contents", b0), "Jul 16  22:11")),
        (code("pyautogui.click(290, 356)  # 5. Replication"), obs(A, win(151, "Contents", b0), "Jul 16  22:11")),
        (code("pyautogui.hotkey('ctrl', 'b')  # Add Bookmark\npyautogui.click(96, 320)  # Bookmarks"), obs(A, win(151, "Bookmarks", b1), "Jul 16  22:12")),
        (code("pyautogui.rightClick(300, 244)  # Page 151"), obs(A, win(151, "Bookmarks", b1) + ctx, "Jul 16  22:12")),
        (code("pyautogui.click(410, 291)  # Rename Bookmark\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Ch5 Replication')\npyautogui.press('enter')"),
         obs(A, win(151, "Bookmarks", b2), "Jul 16  22:13")),
        (code("pyautogui.tripleClick(190, 75)\npyautogui.write('240')\npyautogui.press('enter')\npyautogui.click(300, 244)  # Ch5 Replication"),
         obs(A, win(157, "Bookmarks", b2), "Jul 16  22:14")),
        (code("pyautogui.tripleClick(190, 75)\npyautogui.write('151')\npyautogui.press('enter')"), obs(A, win(151, "Bookmarks", b2), "Jul 16  22:14")),
    ]
    state = obs(A, win(118, "Thumbnails", b0), "Jul 16  22:10")
    rs.add(task="os", tid="h40-os-19", system=system(task), turns=turns, state=state, bad=True, turn=6,
           kind="bookmark made on the chapter's first page jumps to a different page number")


# LibreOffice Base (forms): clean
def t20(rs: RowSet) -> None:
    task = "In the LibreOffice Base database inventory.odb, use the 'Stock Entry' form to add item HX-2207 (hex key set, Hand tools, Brennwald GmbH, 40 on hand, reorder at 10, 12.90), set the quantity of BR-1140 to 85, and check the Items table."
    sup = {1: "Brennwald GmbH", 2: "Nordic Fittings AB", 3: "Voltaris Ltd", 4: "Ferrox Industrial", 5: "SafeLine Supplies", 6: "Kleber & Sohn"}
    raw = """AB-0102|Abrasive sanding sheets P120, 50 pcs|Hand tools|1|64|20|11.80
AB-0103|Abrasive sanding sheets P240, 50 pcs|Hand tools|1|41|20|12.40
AD-0210|Epoxy adhesive 2-part, 25 ml|Adhesives|6|88|25|6.95
AD-0214|Construction adhesive, 310 ml cartridge|Adhesives|6|132|40|5.60
BO-0301|Hex bolt M8 x 40, zinc, box of 100|Fasteners|4|57|15|9.20
BO-0305|Hex bolt M10 x 60, zinc, box of 50|Fasteners|4|33|10|10.75
CB-0412|Cable ties 200 mm, black, 100 pcs|Electrical|3|240|60|3.15
CB-0418|Cable ties 300 mm, UV resistant, 100 pcs|Electrical|3|118|40|4.90
CH-0520|Chisel set 6/12/18/25 mm|Hand tools|1|14|5|27.50
CL-0601|Bar clamp 300 mm|Hand tools|1|22|8|13.90
CP-0702|Copper pipe 15 mm x 3 m|Plumbing|2|75|20|18.40
CP-0708|Copper elbow 15 mm 90°, 10 pcs|Plumbing|2|96|30|7.25
DR-0810|HSS drill bit set 1-10 mm, 19 pcs|Hand tools|1|31|10|16.80
EL-0901|Lever connector 3-way, 50 pcs|Electrical|3|64|20|14.20
EL-0907|Junction box IP65, 100 x 100 mm|Electrical|3|47|15|4.35
EP-1002|Ear plugs, foam, 50 pairs|Safety|5|210|50|8.60
FU-1104|Fuse 5x20 mm 2A slow-blow, 10 pcs|Electrical|3|150|40|2.95
GL-1201|Nitrile gloves size L, box of 100|Safety|5|84|30|9.90
GL-1205|Cut-resistant gloves level C, size 9|Safety|5|36|12|7.40
HA-1301|Claw hammer 450 g, fiberglass handle|Hand tools|1|19|6|15.60
HS-1402|Garden hose connector 1/2", 5 pcs|Plumbing|2|58|20|6.10
IN-1510|Insulation tape 19 mm x 20 m, assorted|Electrical|3|176|50|1.85
LV-1601|Spirit level 600 mm, 3 vials|Hand tools|1|17|5|19.90
MS-1702|Safety goggles, anti-fog|Safety|5|63|20|5.75
NU-1801|Hex nut M8, zinc, box of 200|Fasteners|4|71|20|6.40
PL-1903|PTFE thread seal tape 12 mm, 10 rolls|Plumbing|2|140|40|4.20
PL-1907|Compression fitting 15 mm, straight|Plumbing|2|112|30|2.70
RV-2004|Pop rivets 4 x 10 mm, aluminium, 500 pcs|Fasteners|4|28|10|12.30
SC-2101|Wood screws 4 x 40, Torx, box of 500|Fasteners|4|95|25|13.50
SC-2106|Drywall screws 3.5 x 35, box of 1000|Fasteners|4|44|15|14.80
SD-2203|Screwdriver set, 8 pcs, VDE insulated|Hand tools|1|26|8|34.90
SI-2301|Silicone sealant, clear, 300 ml|Adhesives|6|119|35|4.45
SP-2402|Spanner set 8-19 mm, 8 pcs|Hand tools|1|12|4|29.90
SW-2501|Light switch, single, white|Electrical|3|67|20|3.80
TB-2603|Terminal block 12-way, 10 A|Electrical|3|53|15|2.10
TM-2701|Tape measure 5 m|Hand tools|1|45|12|8.95
BR-1140|Brass ball valve 3/4" BSP|Plumbing|2|120|30|9.45
BR-1142|Brass ball valve 1/2" BSP|Plumbing|2|98|30|7.85"""
    items = [[str(i + 1), *ln.split("|")] for i, ln in enumerate(raw.split("\n"))]
    assert items[36][1] == "BR-1140"

    def main(section: str) -> list[Row]:
        rows: list[Row] = [("frame", "inventory.odb - LibreOffice Base", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Insert", "Tools", "Window", "Help"], w=70, h=24, tag="menu")
        rows += hrow(80, 58, ["New", "Open", "Save", "Copy", "Paste", "Sort Ascending", "Sort Descending", "Form", "Report"], w=34, h=34, gap=4)
        rows.append(("label", "Database", "Database", (80, 104), (150, 22)))
        rows += vlist(80, 130, ["Tables", "Queries", "Forms", "Reports"], w=150, h=90, tag="list-item")
        tasks = {"Forms": ["Create Form in Design View...", "Use Wizard to Create Form..."],
                 "Tables": ["Create Table in Design View...", "Use Wizard to Create Table...", "Create View..."]}[section]
        objs = {"Forms": ["Reorder Report Input", "Stock Entry", "Supplier Lookup"], "Tables": ["Categories", "Items", "StockMovements", "Suppliers"]}[section]
        rows += [("label", "Tasks", "Tasks", (250, 104), (600, 22))] + vlist(250, 130, tasks, w=600, h=28)
        rows += [("label", section, section, (250, 260), (600, 22))] + vlist(250, 286, objs, w=600, h=28)
        rows += [("combo-box", "Preview", "None", (1300, 260), (200, 28)), ("label", "", "HSQLDB Embedded", (80, 1054), (300, 22)),
                 ("label", "", "Embedded database", (400, 1054), (300, 22))]
        return rows

    def form(rec: list[str], n: int, total: int) -> list[Row]:
        rows: list[Row] = [("frame", "Stock Entry - inventory - LibreOffice Base: Database Form", "", (140, 60), (1700, 980))]
        rows += hrow(146, 64, ["File", "Edit", "View", "Insert", "Format", "Table", "Form", "Tools", "Window", "Help"], w=64, h=24, tag="menu")
        rows.append(("heading", "", "Stock Entry", (220, 120), (600, 40)))
        rows += fields(220, 190, [("ID", rec[0]), ("SKU", rec[1]), ("Description", rec[2]), ("Category", rec[3]), ("Supplier", rec[4]),
                                  ("Qty on hand", rec[5]), ("Reorder level", rec[6]), ("Unit cost", rec[7])], lw=180, w=520, h=34)
        rows += [("label", "Record", "Record", (150, 1000), (60, 28)), ("text", "Record number", str(n), (214, 1000), (70, 28)),
                 ("label", "", f"of {total}", (290, 1000), (80, 28))]
        rows += hrow(380, 1000, ["First Record", "Previous Record", "Next Record", "Last Record", "New Record", "Save Record", "Undo: Data entry",
                                  "Delete Record", "Refresh", "Find Record", "Sort Ascending", "Sort Descending", "Sort", "AutoFilter",
                                  "Form-Based Filters", "Reset Filter/Sort"], w=28, h=28, gap=4)
        return rows

    def rec_of(it: list[str]) -> list[str]:
        return [it[0], it[1], it[2], it[3], sup[int(it[4])], it[5], it[6], f"€{it[7]}"]

    search = [("dialog", "Record Search", "", (620, 300), (680, 460)), ("label", "Search for", "Search for", (640, 340), (200, 22)),
              ("radio-button", "Text", "checked", (660, 370), (80, 24)), ("combo-box", "Text", "", (750, 368), (400, 28)),
              ("radio-button", "Field content is NULL", "not checked", (660, 404), (240, 24)),
              ("label", "Where to search", "Where to search", (640, 450), (200, 22)), ("radio-button", "All fields", "not checked", (660, 480), (120, 24)),
              ("radio-button", "Single field", "checked", (660, 510), (120, 24)), ("combo-box", "Single field", "SKU", (800, 508), (300, 28)),
              ("combo-box", "Position", "anywhere in the field", (800, 560), (300, 28)), ("check-box", "Match case", "not checked", (660, 600), (200, 24)),
              ("push-button", "Search", "", (1000, 700), (90, 34)), ("push-button", "Close", "", (1100, 700), (90, 34)), ("push-button", "Help", "", (640, 700), (90, 34))]
    empty = ["<AutoField>", "", "", "", "", "", "", ""]
    new = ["215", "HX-2207", "Hex key set 1.5-10 mm, 9 pcs", "Hand tools", "Brennwald GmbH", "40", "10", "€12.90"]
    br = rec_of(items[36])
    br2 = [*br[:5], "85", *br[6:]]
    items2 = [it if it[1] != "BR-1140" else [*it[:5], "85", *it[6:]] for it in items]
    table_win = [("frame", "Items - inventory - LibreOffice Base: Table Data View", "", (140, 60), (1700, 980))]
    table_win += hrow(146, 64, ["File", "Edit", "View", "Insert", "Tools", "Window", "Help"], w=64, h=24, tag="menu")
    table_win += table(150, 100, [("ID", 50), ("SKU", 100), ("Description", 420), ("Category", 130), ("SupplierID", 100), ("QtyOnHand", 100),
                                  ("ReorderLevel", 110), ("UnitCost", 90)], items2, rh=23)
    table_win += [("label", "Record", "Record", (150, 1000), (60, 28)), ("text", "Record number", "1", (214, 1000), (70, 28)), ("label", "", "of 215", (290, 1000), (80, 28))]
    A, D = "LibreOffice Base", "LibreOffice Base"
    r1 = rec_of(items[0])
    turns: list[Turn] = [
        (code("pyautogui.click(155, 355)  # Forms"), obs(A, main("Forms"), "Jul 17  10:31", D)),
        (code("pyautogui.doubleClick(500, 328)  # Stock Entry"), obs(A, main("Forms") + form(r1, 1, 214), "Jul 17  10:32", D)),
        (code("pyautogui.click(522, 1014)  # New Record"), obs(A, main("Forms") + form(empty, 215, 215), "Jul 17  10:32", D)),
        (code("pyautogui.click(670, 247)\npyautogui.write('HX-2207\\t')\npyautogui.write('Hex key set 1.5-10 mm, 9 pcs\\t')\npyautogui.write('Hand tools\\t')\n"
              "pyautogui.write('Brennwald GmbH\\t')\npyautogui.write('40\\t10\\t12.90')"),
         obs(A, main("Forms") + form([*empty[:1], *new[1:]], 215, 215), "Jul 17  10:34", D)),
        (code("pyautogui.click(554, 1014)  # Save Record"), obs(A, main("Forms") + form(new, 215, 215), "Jul 17  10:34", D)),
        (code("pyautogui.click(682, 1014)  # Find Record"), obs(A, main("Forms") + form(new, 215, 215) + search, "Jul 17  10:35", D)),
        (code("pyautogui.click(950, 382)\npyautogui.write('BR-1140')\npyautogui.click(1045, 717)  # Search\npyautogui.click(1145, 717)  # Close"),
         obs(A, main("Forms") + form(br, 37, 215), "Jul 17  10:35", D)),
        (code("pyautogui.tripleClick(670, 407)  # Qty on hand\npyautogui.write('85')\npyautogui.press('tab')"), obs(A, main("Forms") + form(br2, 37, 215), "Jul 17  10:36", D)),
        (code("pyautogui.click(554, 1014)  # Save Record"), obs(A, main("Forms") + form(br2, 37, 215), "Jul 17  10:36", D)),
        (code("pyautogui.hotkey('ctrl', 'w')  # close the form\npyautogui.click(155, 175)  # Tables"), obs(A, main("Tables"), "Jul 17  10:37", D)),
        (code("pyautogui.doubleClick(500, 328)  # Items"), obs(A, main("Tables") + table_win, "Jul 17  10:37", D)),
    ]
    state = obs(A, main("Tables"), "Jul 17  10:30", D)
    rs.add(task="os", tid="h40-os-20", system=system(task), turns=turns, state=state)


# Inkscape (Objects dialog): clean
def t21(rs: RowSet) -> None:
    task = "In Inkscape, using the Objects dialog on brand-sheet.svg: label path1423 as 'logo-mark', hide the 'guides-draft' layer, move 'tagline' into 'Layer 2', delete rect987, lock the 'background' layer, and save."
    Obj = tuple[str, int, bool, bool]  # label, depth, hidden, locked

    def win(objs: list[Obj] | None, dirty: bool, sel: tuple[str, str, str, str] | None, layer: str, msg: str, xy: tuple[str, str],
            zoom: str = "71%", editing: str | None = None) -> list[Row]:
        rows: list[Row] = [("frame", f"{'*' if dirty else ''}brand-sheet.svg - Inkscape", "", (70, 27), (1850, 1053))]
        rows += hrow(76, 30, ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"], w=76, h=24, tag="menu")
        vals = sel or ("0.000", "0.000", "0.000", "0.000")
        for i, (k, v) in enumerate(zip(["X", "Y", "W", "H"], vals)):
            rows += [("label", k, f"{k}:", (700 + i * 150, 62), (20, 28)), ("spin-button", k, v, (722 + i * 150, 62), (120, 28))]
        rows.append(("combo-box", "Units", "mm", (1310, 62), (70, 28)))
        tools = ["Selector", "Node", "Tweak", "Zoom", "Measure", "Rectangle", "3D Box", "Ellipse", "Star", "Spiral", "Pencil", "Pen",
                 "Calligraphy", "Text", "Gradient", "Mesh", "Dropper", "Paint Bucket", "Eraser", "Connector"]
        rows += [("toggle-button", t, "", (76, 100 + i * 40), (36, 36)) for i, t in enumerate(tools)]
        rows.append(("canvas", "brand-sheet.svg", "", (120, 100), (1430 if objs is not None else 1790, 920)))
        if objs is not None:
            rows += [("label", "Objects", "Objects", (1560, 100), (340, 24))]
            for i, (name, depth, hidden, locked) in enumerate(objs):
                y = 132 + i * 30
                rows.append(("text", "Label", name, (1580 + depth * 20, y), (220, 28)) if name == editing else ("tree-item", name, "", (1580 + depth * 20, y), (250 - depth * 20, 28)))
                rows += [("toggle-button", "Toggle visibility", "hidden" if hidden else "visible", (1840, y + 2), (24, 24)),
                         ("toggle-button", "Toggle lock", "locked" if locked else "unlocked", (1870, y + 2), (24, 24))]
            rows += hrow(1560, 980, ["Add layer", "Remove object", "Move up", "Move down", "Collapse all"], w=34, h=30, gap=4)
        rows += [("push-button", "Fill", "", (80, 1044), (60, 30)), ("push-button", "Stroke", "", (140, 1044), (60, 30)),
                 ("combo-box", "Current layer", layer, (220, 1046), (160, 26)), ("label", "", msg, (390, 1050), (1000, 22)),
                 ("label", "", f"X: {xy[0]}", (1500, 1044), (90, 16)), ("label", "", f"Y: {xy[1]}", (1500, 1060), (90, 16)),
                 ("spin-button", "Zoom", zoom, (1620, 1046), (80, 26)), ("spin-button", "Rotation", "0.00°", (1720, 1046), (90, 26))]
        return rows

    none = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
    handles = "Click selection to toggle scale/rotation handles (or Shift+s)."
    s0: list[Obj] = [("guides-draft", 0, False, False), ("rect3051", 1, False, False), ("rect3053", 1, False, False), ("Layer 2", 0, False, False),
                   ("text1877", 1, False, False), ("Layer 1", 0, False, False), ("path1423", 1, False, False), ("tagline", 1, False, False),
                   ("rect987", 1, False, False), ("background", 0, False, False), ("rect12", 1, False, False)]

    def upd(objs: list[Obj], name: str, **kw: object) -> list[Obj]:
        out = []
        for o in objs:
            if o[0] == name:
                o = (str(kw.get("label", o[0])), o[1], bool(kw.get("hidden", o[2])), bool(kw.get("locked", o[3])))
            out.append(o)
        return out

    s1 = upd(s0, "path1423", label="logo-mark")
    s2 = upd(s1, "guides-draft", hidden=True)
    s3 = [o for o in s2 if o[0] != "tagline"]
    s3.insert(4, ("tagline", 1, False, False))
    s4 = [o for o in s3 if o[0] != "rect987"]
    s5 = upd(s4, "background", locked=True)
    logo = ("42.318", "38.906", "96.412", "96.412")
    tag = ("42.318", "144.500", "118.245", "9.871")
    rect = ("40.000", "170.000", "120.000", "18.000")
    path_msg = f"Path 24 nodes in layer Layer 1. {handles}"
    text_msg = f"Text (Montserrat, 14 pt) in layer Layer 1. {handles}"
    A = "Inkscape"
    turns: list[Turn] = [
        (code("pyautogui.click(418, 42)  # Object\npyautogui.click(520, 227)  # Objects..."), obs(A, win(s0, False, None, "Layer 1", none, ("221.40", "12.87")), "Jul 18  16:41")),
        (code("pyautogui.click(1700, 326)  # path1423"), obs(A, win(s0, False, logo, "Layer 1", path_msg, ("571.10", "76.33")), "Jul 18  16:41")),
        (code("pyautogui.doubleClick(1700, 326)"), obs(A, win(s0, False, logo, "Layer 1", path_msg, ("571.10", "76.33"), editing="path1423"), "Jul 18  16:42")),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('logo-mark')\npyautogui.press('enter')"), obs(A, win(s1, True, logo, "Layer 1", path_msg, ("571.10", "76.33")), "Jul 18  16:42")),
        (code("pyautogui.click(1852, 146)  # visibility of guides-draft"), obs(A, win(s2, True, logo, "Layer 1", path_msg, ("590.64", "9.62")), "Jul 18  16:43")),
        (code("pyautogui.click(1700, 356)  # tagline"), obs(A, win(s2, True, tag, "Layer 1", text_msg, ("571.10", "84.27")), "Jul 18  16:43")),
        (code("pyautogui.hotkey('shift', 'pageup')  # Layer > Move Selection to Layer Above"), obs(A, win(s3, True, tag, "Layer 2", "Moved to layer Layer 2.", ("571.10", "84.27")), "Jul 18  16:44")),
        (code("pyautogui.click(1700, 386)  # rect987"), obs(A, win(s3, True, rect, "Layer 1", f"Rectangle 120.000 × 18.000 mm in layer Layer 1. {handles}", ("571.10", "92.21")), "Jul 18  16:44")),
        (code("pyautogui.press('delete')"), obs(A, win(s4, True, None, "Layer 1", none, ("571.10", "92.21")), "Jul 18  16:45")),
        (code("pyautogui.click(1882, 386)  # lock of background"), obs(A, win(s5, True, None, "Layer 1", none, ("598.57", "100.15")), "Jul 18  16:45")),
        (code("pyautogui.moveTo(800, 560)\npyautogui.press('5')  # zoom to fit page"), obs(A, win(s5, True, None, "Layer 1", none, ("104.77", "131.02"), zoom="64%"), "Jul 18  16:46")),
        (code("pyautogui.hotkey('ctrl', 's')"), obs(A, win(s5, False, None, "Layer 1", "Document saved.", ("104.77", "131.02"), zoom="64%"), "Jul 18  16:46")),
    ]
    state = obs(A, win(None, False, None, "Layer 1", none, ("188.35", "64.02")), "Jul 18  16:40")
    rs.add(task="os", tid="h40-os-21", system=system(task), turns=turns, state=state)


# GNOME Text Editor (tabs): bad
def t22(rs: RowSet) -> None:
    task = "In GNOME Text Editor, save the unsaved scratch tab as ~/notes/todo-0719.md, open ~/notes/ideas.md, and close the draft-email.txt tab without saving its changes."
    docs = {
        "config.toml": ("~/Projects/sitegen", ['base_url = "https://notes.example.org"', 'title = "Field Notes"', 'theme = "paper"', "compile_sass = true",
                                               "build_search_index = true", "", "[markdown]", "highlight_code = true", 'highlight_theme = "base16-ocean-light"',
                                               "", "[extra]", 'author = "Ines Moreau"', 'mastodon = "@ines@fosstodon.org"']),
        "todo": ("", ["# Friday", "- [ ] renew parking permit (expires 22 Jul)", "- [ ] send Q2 expense report to Karim", "- [ ] book dentist",
                      "- [x] water the balcony plants", "- [ ] review sitegen PR #58 (search index size)", ""]),
        "draft-email.txt": ("~/Documents", ["Hi Karim,", "", "attached are the Q2 expense receipts. Two of the train tickets are",
                                            "still missing, I will forward them once Deutsche Bahn sends the invoices.", "", "Best,", "Ines"]),
        "ideas.md": ("~/notes", ["# Ideas", "- sitegen: lazy-load the search index per section", "- balcony: drip irrigation with a 4 l reservoir",
                                 "- write up the Lisbon trip as a photo essay", '- try the "one notebook per quarter" system',
                                 "- learn enough Rust to read the zola source"]),
    }

    def win(tabs: list[str], active: str, pos: str) -> list[Row]:
        key = "todo" if active in ("Untitled Document 1", "todo-0719.md") else active
        sub = "Draft" if active == "Untitled Document 1" else ("~/notes" if active == "todo-0719.md" else docs[key][0])
        rows: list[Row] = [("frame", f"{active} - Text Editor", "", (70, 27), (1850, 1053)),
                           ("push-button", "Open", "", (80, 34), (80, 34)), ("push-button", "New tab", "", (166, 34), (34, 34)),
                           ("label", "", active, (900, 34), (300, 20)), ("label", "", sub, (900, 54), (300, 16)),
                           ("menu-button", "Document menu", "", (1790, 34), (34, 34)), ("menu-button", "Main menu", "", (1830, 34), (34, 34))]
        for i, t in enumerate(tabs):
            rows.append(("page-tab", t, "unsaved changes" if t in ("draft-email.txt", "Untitled Document 1") else "", (80 + i * 300, 76), (296, 34)))
        rows += [("label", "", ln, (100, 126 + i * 22), (1700, 22)) for i, ln in enumerate(docs[key][1])]
        rows.append(("label", "", pos, (1780, 1050), (120, 22)))
        return rows

    def save_dialog(folder: str, name: str) -> list[Row]:
        rows: list[Row] = [("dialog", "Save As", "", (520, 160), (880, 680)), ("push-button", "Cancel", "", (530, 170), (90, 34)),
                           ("push-button", "Save", "", (1300, 170), (90, 34)), ("label", "Name", "Name", (700, 216), (60, 30)),
                           ("text", "Name", name, (770, 216), (460, 30))]
        rows += hrow(540, 260, ["ines"] + (["notes"] if folder == "notes" else []), w=120, h=30, tag="toggle-button")
        rows += vlist(540, 300, ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"], w=160, h=30)
        if folder == "notes":
            data = [["archive", "", "30 Jun"], ["ideas.md", "4.2 kB", "16 Jul"], ["reading-list.md", "1.8 kB", "2 Jul"],
                    ["todo-0705.md", "1.1 kB", "5 Jul"], ["todo-0712.md", "912 bytes", "12 Jul"]]
        else:
            data = [[d, "", m] for d, m in [("Desktop", "3 Jul"), ("Documents", "Yesterday"), ("Downloads", "08:41"), ("Music", "14 May"),
                                            ("notes", "16 Jul"), ("Pictures", "12 Jul"), ("Projects", "Yesterday"), ("Public", "2 Feb"),
                                            ("Templates", "2 Feb"), ("Videos", "28 Jun")]]
        rows += table(720, 300, [("Name", 400), ("Size", 110), ("Modified", 140)], data, rh=30)
        return rows

    def open_pop(query: str, todo_dir: str) -> list[Row]:
        recent = [("todo-0719.md", todo_dir), ("config.toml", "~/Projects/sitegen"), ("draft-email.txt", "~/Documents"), ("ideas.md", "~/notes"),
                  ("todo-0712.md", "~/notes"), ("reading-list.md", "~/notes"), ("CHANGELOG.md", "~/Projects/sitegen")]
        shown = [r for r in recent if query.lower() in r[0].lower()]
        rows: list[Row] = [("text", "Search documents", query, (90, 80), (400, 32))]
        for i, (n, d) in enumerate(shown):
            rows += [("list-item", n, "", (90, 120 + i * 48), (400, 46)), ("label", "", d, (100, 144 + i * 48), (380, 18))]
        rows.append(("push-button", "Browse Files…", "", (90, 130 + len(shown) * 48), (400, 34)))
        return rows

    tabs0 = ["Untitled Document 1", "draft-email.txt", "config.toml"]
    tabs1 = ["todo-0719.md", "draft-email.txt", "config.toml"]
    tabs2 = [*tabs1, "ideas.md"]
    tabs3 = ["todo-0719.md", "config.toml", "ideas.md"]
    A, D = "Text Editor", "Text Editor"
    turns: list[Turn] = [
        (code("pyautogui.click(228, 93)  # Untitled Document 1 tab"), obs(A, win(tabs0, "Untitled Document 1", "Ln 7, Col 1"), "Jul 19  08:56", D)),
        (code("pyautogui.hotkey('ctrl', 'shift', 's')"), obs(A, win(tabs0, "Untitled Document 1", "Ln 7, Col 1") + save_dialog("home", "Untitled Document 1"), "Jul 19  08:56", D)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('todo-0719.md')\npyautogui.doubleClick(920, 465)  # notes"),
         obs(A, win(tabs0, "Untitled Document 1", "Ln 7, Col 1") + save_dialog("notes", "todo-0719.md"), "Jul 19  08:57", D)),
        (code("pyautogui.press('enter')"), obs(A, win(tabs1, "todo-0719.md", "Ln 7, Col 1"), "Jul 19  08:57", D)),
        (code("pyautogui.click(120, 51)  # Open"), obs(A, win(tabs1, "todo-0719.md", "Ln 7, Col 1") + open_pop("", "~/Documents"), "Jul 19  08:58", D)),
        (code("pyautogui.write('ideas')"), obs(A, win(tabs1, "todo-0719.md", "Ln 7, Col 1") + open_pop("ideas", "~/notes"), "Jul 19  08:58", D)),
        (code("pyautogui.press('enter')"), obs(A, win(tabs2, "ideas.md", "Ln 1, Col 1"), "Jul 19  08:59", D)),
        (code("pyautogui.click(528, 93)  # draft-email.txt tab\npyautogui.hotkey('ctrl', 'w')\ntime.sleep(1)\npyautogui.click(905, 600)  # Discard"),
         obs(A, win(tabs3, "config.toml", "Ln 8, Col 1"), "Jul 19  09:00", D)),
    ]
    state = obs(A, win(tabs0, "config.toml", "Ln 8, Col 1"), "Jul 19  08:55", D)
    rs.add(task="os", tid="h40-os-22", system=system(task), turns=turns, state=state, bad=True, turn=5,
           kind="recent-documents list shows the just-saved file in a different folder than the one it was saved to")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
