# ruff: noqa: E501
"""Held-out set h51, domain ``os``: 22 Ubuntu-desktop trajectories driven by pyautogui code.

Each observation is the desktop accessibility tree as OSWorld prints it (tag, name, text, class,
description, position, size). Eleven trajectories hold exactly one contradiction (a detail that an
earlier observation established comes back different with no action in between that could change it);
the other eleven are clean but full of legitimate changes. Written blind, without the checker.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, RowSet, code

SYSTEM = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in the same trajectory
2. **Task Instruction**: The user goal for the desktop task
3. **Current State**: The visible desktop accessibility tree
4. **Action**: The action or code executed in the environment

Predict the **exact next desktop state** after the action completes.

## Core Responsibilities

1. **State Prediction**: Generate the complete next accessibility-tree state
2. **Context Maintenance**: Track open windows, files, UI selections, and application state across turns
3. **Behavioral Fidelity**: Stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree

## State Modeling Rules

- Preserve the original state format exactly: a header line, then one node per line with the tab-separated columns tag, name, text, class, description, position (top-left x&y), size (w&h)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**; the executed code itself is the authoritative description of what happened. Common APIs: `pyautogui.click/doubleClick/moveTo/dragTo/scroll/write/press/hotkey`, `subprocess.run/Popen(...)`, `os.*`, and app helpers such as `BrowserTools.*`, `CalcTools.*`, `WriterTools.*`, `ImpressTools.*`, `VLCTools.*`. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}"""

FAV = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
       "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def r(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0,
      cls: str = "", desc: str = "") -> str:
    """One node of the linearized accessibility tree, text quoted the way OSWorld's linearizer does it."""
    if not text:
        text = '""'
    elif '"' in text:
        text = '"' + text.replace('"', '""') + '"'
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


def desk(clock: str, body: list[str], running: tuple[str, ...] = ()) -> str:
    """The whole desktop: top bar, the focused application's nodes, then the dock."""
    lines = [OS_HDR, r("push-button", "Activities", "", 0, 0, 100, 27),
             r("label", "", clock, 884, 0, 152, 27),
             r("push-button", "System", "", 1796, 0, 124, 27, desc="System menu")]
    lines += body
    y = 33
    for name in FAV + [a for a in running if a not in FAV]:
        lines.append(r("push-button", name, "", 0, y, 70, 64))
        y += 68
    lines.append(r("push-button", "Trash", "", 0, y, 70, 64))
    lines.append(r("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return "\n".join(lines)


def clk(date: str, start: str, n: int, steps: tuple[int, ...] = (1, 0, 1, 1, 0, 2, 1, 0, 1, 1, 1, 0)) -> list[str]:
    """n+1 top-bar clock readings (index 0: the starting state), never going backwards."""
    h, m = map(int, start.split(":"))
    t = h * 60 + m
    out = []
    for i in range(n + 1):
        out.append(f"{date}  {t // 60:02d}:{t % 60:02d}")
        t += steps[i % len(steps)]
    return out


def swap(obs: list[str], k: int, old: str, new: str, persist: bool = False) -> None:
    """Put the contradiction into turn k (1-based), and keep it in the later turns when persist is set."""
    assert old in obs[k - 1], (k, old)
    for i in range(k - 1, len(obs) if persist else k):
        obs[i] = obs[i].replace(old, new)


def add(rs: RowSet, tid: str, task: str, state: str, actions: list[str], obs: list[str],
        bad: int | None = None, kind: str = "clean") -> None:
    assert len(actions) == len(obs), tid
    turns = [(code(a), o) for a, o in zip(actions, obs)]
    if bad is None:
        rs.add("os", tid, SYSTEM.format(task=task), turns, state=state)
    else:
        rs.add("os", tid, SYSTEM.format(task=task), turns, state=state, bad=True, turn=bad, kind=kind)


def gedit(title: str, text: str, ln: int, col: int, lang: str = "Plain Text", x: int = 300, y: int = 120,
          w: int = 1180, h: int = 780, tab: int = 8) -> list[str]:
    """A gedit 41 window."""
    return [r("frame", title, "", x, y, w, h),
            r("push-button", "Open", "", x + 8, y + 8, 86, 34),
            r("push-button", "New tab", "", x + 98, y + 8, 34, 34, desc="Create a new document"),
            r("label", title.split(" - gedit")[0].split(" (")[0], "", x + w // 2 - 60, y + 10, 120, 18),
            r("push-button", "Save", "", x + w - 140, y + 8, 64, 34, desc="Save the current file"),
            r("push-button", "Menu", "", x + w - 72, y + 8, 34, 34),
            r("push-button", "Close", "", x + w - 36, y + 8, 34, 34),
            r("text", "", text, x, y + 48, w, h - 84),
            r("push-button", lang, "", x + w - 480, y + h - 34, 110, 30),
            r("push-button", f"Tab Width: {tab}", "", x + w - 360, y + h - 34, 110, 30),
            r("label", f"Ln {ln}, Col {col}", "", x + w - 236, y + h - 30, 110, 20),
            r("label", "INS", "", x + w - 60, y + h - 30, 40, 20)]


# --------------------------------------------------------------------------- 01 Thunderbird -> gedit (bad)
TB_MSGS = [
    ("Re: Q2 budget review", "Hannah Lindqvist", "09:58"),
    ("Order confirmation #NOS-448120", "Nordvik Office Supplies", "09:41"),
    ("Your March statement is ready", "Triodos Bank", "08:15"),
    ("[infra] Disk usage alert on build-02", "Grafana Alerts", "07:02"),
    ("Lunch on Thursday?", "Tomás Ferreira", "Yesterday 18:22"),
    ("Invoice INV-2024-0317 for project 'atlas'", "Hetzner Online", "Yesterday 16:05"),
    ("Weekly digest: 42 new topics", "Discourse Meta", "Yesterday 07:00"),
    ("Re: Contract draft v3", "Léa Marchand", "Mon 15:47"),
    ("Your shipment 4471 9920 3185 is on its way", "DHL Express", "Mon 11:12"),
    ("Meeting notes 2024-03-08", "Priya Raman", "08/03/2024, 17:30"),
    ("Reminder: dentist appointment", "Smile Dental Clinic", "08/03/2024, 09:00"),
    ("Build failed: atlas-web #1187", "GitLab", "07/03/2024, 22:41"),
    ("Your boarding pass: LH 1173 FRA-LIS", "Lufthansa", "06/03/2024, 19:05"),
]


def tb_window(msgs: list[tuple[str, str, str]], unread: set[str], selected: str | None, total: str,
              pane: list[str], tagged: set[str] = frozenset()) -> list[str]:
    first = {"Re: Q2 budget review", "Order confirmation #NOS-448120", "Your March statement is ready", "Lunch on Thursday?"}
    n_unread = 14 - (4 - len(unread & first))
    title = (selected + " - Mozilla Thunderbird") if selected else "Inbox - Mozilla Thunderbird"
    out = [r("frame", title, "", 70, 27, 1850, 1053),
           r("push-button", "Get Messages", "", 82, 70, 128, 32),
           r("push-button", "Write", "", 214, 70, 80, 32),
           r("push-button", "Chat", "", 298, 70, 72, 32),
           r("push-button", "Address Book", "", 374, 70, 128, 32),
           r("push-button", "Tag", "", 506, 70, 64, 32),
           r("push-button", "Quick Filter", "", 574, 70, 116, 32),
           r("entry", "Search <Ctrl+K>", "", 1320, 70, 420, 32),
           r("push-button", "AppMenu", "", 1870, 70, 40, 32),
           r("tree-item", "marco.bellini@fastmail.com", "", 78, 118, 250, 28),
           r("tree-item", "Inbox", str(n_unread), 94, 146, 234, 28),
           r("tree-item", "Drafts", "1", 94, 174, 234, 28),
           r("tree-item", "Sent", "", 94, 202, 234, 28),
           r("tree-item", "Archives", "", 94, 230, 234, 28),
           r("tree-item", "Junk", "3", 94, 258, 234, 28),
           r("tree-item", "Trash", "", 94, 286, 234, 28),
           r("tree-item", "Local Folders", "", 78, 314, 250, 28),
           r("column-header", "Subject", "", 336, 118, 620, 26),
           r("column-header", "Correspondents", "", 956, 118, 260, 26),
           r("column-header", "Date", "", 1216, 118, 170, 26)]
    y = 144
    for subj, who, date in msgs[:12]:
        d = "Unread" if subj in unread else ""
        if subj in tagged:
            d = (d + ", " if d else "") + "Tag: Important"
        if subj == selected:
            d = (d + ", " if d else "") + "Selected"
        out += [r("table-cell", "", subj, 336, y, 620, 26, desc=d), r("table-cell", "", who, 956, y, 260, 26),
                r("table-cell", "", date, 1216, y, 170, 26)]
        y += 26
    out += pane
    out += [r("label", f"Unread: {n_unread}", "", 1560, 1052, 100, 20), r("label", f"Total: {total}", "", 1676, 1052, 100, 20)]
    return out


NOS_TOP = [
    r("label", "From", "Nordvik Office Supplies <orders@nordvik-office.eu>", 1400, 118, 500, 20),
    r("label", "Subject", "Order confirmation #NOS-448120", 1400, 140, 500, 20),
    r("label", "Date", "12/03/2024, 09:41", 1400, 162, 500, 20),
    r("label", "To", "marco.bellini@fastmail.com", 1400, 184, 500, 20),
    r("push-button", "Reply", "", 1560, 210, 80, 28),
    r("push-button", "Forward", "", 1644, 210, 84, 28),
    r("push-button", "Archive", "", 1732, 210, 84, 28),
    r("push-button", "Junk", "", 1820, 210, 64, 28),
]
NOS_BODY1 = [
    ("paragraph", "Hello Marco Bellini,"),
    ("paragraph", "Thank you for your order. We have received it and will ship it within 2 business days."),
    ("paragraph", "Order number: NOS-448120"),
    ("paragraph", "Order date: 12 March 2024, 09:38 CET"),
    ("paragraph", "Customer no.: C-207731"),
    ("table-cell", "Item | Qty | Unit price | Amount"),
    ("table-cell", "ErgoFlex 300 task chair, black | 2 | €379.00 | €758.00"),
    ("table-cell", "Dual monitor arm DMA-27 | 1 | €189.90 | €189.90"),
    ("table-cell", "Copy paper A4 80 g/m², box of 5 reams | 4 | €28.40 | €113.60"),
]
NOS_BODY2 = [
    ("table-cell", "Dual monitor arm DMA-27 | 1 | €189.90 | €189.90"),
    ("table-cell", "Copy paper A4 80 g/m², box of 5 reams | 4 | €28.40 | €113.60"),
    ("table-cell", "Subtotal (excl. VAT) | | | €1,061.50"),
    ("table-cell", "VAT 21% | | | €222.92"),
    ("table-cell", "Shipping | | | €0.00"),
    ("table-cell", "Total | | | €1,284.42"),
    ("paragraph", "Payment: invoice, due 11 April 2024 (IBAN NL42 ABNA 0518 2290 17)"),
    ("paragraph", "Delivery address: Bellini Studio, Keizersgracht 214, 1016 DZ Amsterdam"),
    ("paragraph", "Expected delivery: 14–15 March 2024"),
    ("paragraph", "Questions? Reply to this e-mail or call +31 20 808 4417."),
]


def tb_pane(body: list[tuple[str, str]], tag: bool = False) -> list[str]:
    out = list(NOS_TOP)
    if tag:
        out.insert(4, r("label", "Tags", "Important", 1400, 206, 200, 20))
    y = 252
    for tag_, text in body:
        out.append(r(tag_, "", text, 1400, y, 500, 24))
        y += 28
    return out


def t01(rs: RowSet) -> None:
    c = clk("Mar 12", "10:04", 8)
    unread = {"Re: Q2 budget review", "Order confirmation #NOS-448120", "Your March statement is ready", "Lunch on Thursday?"}
    nos = "Order confirmation #NOS-448120"
    state = desk(c[0], tb_window(TB_MSGS, unread, None, "2,318", [r("label", "", "No message selected", 1500, 500, 300, 20)]), ("Thunderbird Mail",))
    read = unread - {nos}
    orders = "# Office orders 2024\n2024-01-15  NOS-427310  €2,140.75\n2024-02-07  NOS-431877  €312.60\n2024-02-21  KTX-20931   €89.99"
    new = orders + "\n2024-03-12  NOS-448120  €1,284.42"
    tb_read_top = tb_window(TB_MSGS, read, nos, "2,318", tb_pane(NOS_BODY1))
    tb_read_low = tb_window(TB_MSGS, read, nos, "2,318", tb_pane(NOS_BODY2))
    tb_tag_low = tb_window(TB_MSGS, read, nos, "2,318", tb_pane(NOS_BODY2, tag=True), tagged={nos})
    after = [m for m in TB_MSGS if m[0] != nos]
    triodos = [r("label", "From", "Triodos Bank <noreply@triodos.nl>", 1400, 118, 500, 20),
               r("label", "Subject", "Your March statement is ready", 1400, 140, 500, 20),
               r("label", "Date", "12/03/2024, 08:15", 1400, 162, 500, 20),
               r("label", "To", "marco.bellini@fastmail.com", 1400, 184, 500, 20),
               r("push-button", "Reply", "", 1560, 210, 80, 28), r("push-button", "Forward", "", 1644, 210, 84, 28),
               r("push-button", "Archive", "", 1732, 210, 84, 28), r("push-button", "Junk", "", 1820, 210, 64, 28),
               r("paragraph", "", "Dear Mr Bellini,", 1400, 252, 500, 24),
               r("paragraph", "", "Your statement for account NL17 TRIO 0390 4418 52 (period 01-02-2024 to 29-02-2024) is now available in Internet Banking.", 1400, 280, 500, 48),
               r("paragraph", "", "For your security we never send statements as attachments.", 1400, 332, 500, 24),
               r("link", "Log in to Internet Banking", "", 1400, 364, 220, 24)]
    ged = " (~/Documents) - gedit"
    obs = [
        desk(c[1], tb_read_top, ("Thunderbird Mail",)),
        desk(c[2], tb_read_low, ("Thunderbird Mail",)),
        desk(c[3], gedit("orders.txt" + ged, orders, 1, 1), ("Thunderbird Mail", "Text Editor")),
        desk(c[4], gedit("*orders.txt" + ged, new, 5, 34), ("Thunderbird Mail", "Text Editor")),
        desk(c[5], gedit("orders.txt" + ged, new, 5, 34), ("Thunderbird Mail", "Text Editor")),
        desk(c[6], tb_read_low, ("Thunderbird Mail", "Text Editor")),
        desk(c[7], tb_tag_low, ("Thunderbird Mail", "Text Editor")),
        desk(c[8], tb_window(after, read - {"Your March statement is ready"}, "Your March statement is ready", "2,317", triodos, tagged=set()), ("Thunderbird Mail", "Text Editor")),
    ]
    actions = [
        "import pyautogui\npyautogui.click(620, 183)  # 'Order confirmation #NOS-448120'",
        "import pyautogui\npyautogui.moveTo(1650, 500)\npyautogui.scroll(-5)",
        "import subprocess, time\nsubprocess.Popen(['gedit', '/home/user/Documents/orders.txt'])\ntime.sleep(2)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'end')\npyautogui.write('\\n2024-03-12  NOS-448120  €1,284.42', interval=0.02)",
        "import pyautogui\npyautogui.hotkey('ctrl', 's')",
        "import pyautogui\npyautogui.hotkey('alt', 'tab')",
        "import pyautogui\npyautogui.press('1')  # tag the selected message as Important",
        "import pyautogui\npyautogui.press('a')  # archive the selected message",
    ]
    swap(obs, 7, "Total | | | €1,284.42", "Total | | | €1,248.42")
    add(rs, "h51-os-01", "In Thunderbird, open the order confirmation from Nordvik Office Supplies, append its date, order number and total to ~/Documents/orders.txt in gedit, then tag the e-mail as Important and archive it.",
        state, actions, obs, bad=7, kind="After tagging, the unchanged Nordvik e-mail shows a total of €1,248.42 where turns 2 and 6 showed €1,284.42 (subtotal €1,061.50 + VAT €222.92).")


# --------------------------------------------------------------------------- 02 GIMP -> Files (clean)
GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layers", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp(title: str, zoom: str, mem: str, layer: str, extra: list[str] = (), undo: list[str] = ()) -> list[str]:
    out = [r("frame", title, "", 70, 27, 1850, 1053)]
    x = 78
    for m in GIMP_MENUS:
        out.append(r("menu", m, "", x, 60, 62, 24))
        x += 62
    out += [r("push-button", "Rectangle Select Tool", "", 80, 100, 32, 32), r("push-button", "Move Tool", "", 114, 100, 32, 32),
            r("push-button", "Crop Tool", "", 148, 100, 32, 32), r("push-button", "Unified Transform Tool", "", 182, 100, 32, 32),
            r("push-button", "Paintbrush Tool", "", 80, 134, 32, 32), r("push-button", "Text Tool", "", 114, 134, 32, 32),
            r("canvas", "", "", 300, 110, 1280, 920),
            r("combo-box", "Zoom", zoom, 520, 1040, 90, 26), r("label", "", mem, 640, 1044, 260, 20),
            r("page-tab", "Layers", "", 1600, 110, 80, 26), r("page-tab", "Channels", "", 1680, 110, 90, 26),
            r("page-tab", "Paths", "", 1770, 110, 70, 26), r("page-tab", "Undo History", "", 1840, 110, 80, 26),
            r("combo-box", "Mode", "Normal", 1600, 146, 200, 26), r("spin-button", "Opacity", "100.0", 1600, 176, 300, 26),
            r("table-cell", "", layer, 1640, 214, 260, 30)]
    y = 600
    for u in undo:
        out.append(r("list-item", u, "", 1600, y, 300, 24, desc="Undo History"))
        y += 24
    return out + list(extra)


def nautilus(loc: str, items: list[tuple[str, str, str]], status: str = "", x: int = 240, y: int = 90,
             path: tuple[str, ...] = ("Home", "Pictures")) -> list[str]:
    out = [r("frame", loc, "", x, y, 1300, 860), r("push-button", "Back", "", x + 8, y + 8, 34, 34),
           r("push-button", "Forward", "", x + 44, y + 8, 34, 34)]
    px = x + 90
    for p in path:
        out.append(r("push-button", p, "", px, y + 8, 90, 34))
        px += 92
    out += [r("push-button", "Search", "", x + 1100, y + 8, 34, 34), r("toggle-button", "View options", "", x + 1140, y + 8, 50, 34),
            r("push-button", "Close", "", x + 1262, y + 8, 34, 34)]
    for i, side in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]):
        out.append(r("list-item", side, "", x + 4, y + 56 + 36 * i, 220, 34))
    out += [r("column-header", "Name", "", x + 232, y + 52, 640, 28), r("column-header", "Size", "", x + 872, y + 52, 120, 28),
            r("column-header", "Modified", "", x + 992, y + 52, 200, 28), r("column-header", "Star", "", x + 1192, y + 52, 60, 28)]
    yy = y + 82
    for name, size, mod in items:
        out += [r("table-cell", "", name, x + 232, yy, 640, 40), r("table-cell", "", size, x + 872, yy, 120, 40),
                r("table-cell", "", mod, x + 992, yy, 200, 40)]
        yy += 40
    if status:
        out.append(r("label", "", status, x + 1000, y + 820, 290, 30))
    return out


def t02(rs: RowSet) -> None:
    c = clk("Mar 14", "09:26", 8)
    home = "/home/user"
    t0 = "[harbor] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 4000x3000 – GIMP"
    t1 = "*[harbor] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 1920x1440 – GIMP"
    t2 = "*[harbor] (exported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 1920x1440 – GIMP"
    pics = [("wallpapers", "14 items", "Feb 2"), ("family_2023.png", "2.1 MB", "Jan 3"), ("harbor.jpg", "4.8 MB", "09:12"),
            ("receipt_scan.pdf", "884.0 kB", "Mar 11"), ("Screenshot from 2024-03-11 16-40-22.png", "311.2 kB", "Mar 11")]
    desktop_only = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    undo0 = ["[ Base Image ]"]
    undo1 = ["[ Base Image ]", "Scale Image"]
    def scale_dlg(w: str, h: str) -> list[str]:
        return [
        r("dialog", "Scale Image", "", 700, 330, 520, 430), r("label", "", "harbor-1 ([harbor] (imported))", 720, 350, 400, 20),
        r("spin-button", "Width", w, 820, 420, 120, 30), r("spin-button", "Height", h, 820, 456, 120, 30),
        r("toggle-button", "Chain", "", 950, 436, 24, 40, desc="Linked"), r("combo-box", "Unit", "px", 990, 436, 70, 30),
        r("label", "", f"{w} × {h} pixels", 820, 492, 200, 20), r("spin-button", "X resolution", "300.000", 820, 540, 120, 30),
        r("spin-button", "Y resolution", "300.000", 820, 576, 120, 30), r("combo-box", "", "pixels/in", 990, 556, 110, 30),
        r("combo-box", "Interpolation", "Cubic", 820, 630, 200, 30),
        r("push-button", "Help", "", 720, 710, 80, 34), r("push-button", "Reset", "", 900, 710, 80, 34),
        r("push-button", "Cancel", "", 1000, 710, 90, 34), r("push-button", "Scale", "", 1110, 710, 90, 34)]
    exp_files = [("wallpapers", "", "Feb 2"), ("family_2023.png", "2.1 MB", "Jan 3"), ("harbor.jpg", "4.8 MB", "09:12"),
                 ("receipt_scan.pdf", "884.0 kB", "Mar 11"), ("Screenshot from 2024-03-11 16-40-22.png", "311.2 kB", "Mar 11")]

    def export_dlg(name: str) -> list[str]:
        out = [r("dialog", "Export Image", "", 560, 180, 800, 640), r("text", "Name", name, 640, 200, 500, 30),
               r("push-button", "user", "", 640, 240, 80, 30), r("push-button", "Pictures", "", 722, 240, 90, 30),
               r("column-header", "Name", "", 800, 290, 300, 26), r("column-header", "Size", "", 1100, 290, 90, 26),
               r("column-header", "Modified", "", 1190, 290, 150, 26)]
        y = 316
        for n, s, m in exp_files:
            out += [r("table-cell", "", n, 800, y, 300, 26), r("table-cell", "", s, 1100, y, 90, 26), r("table-cell", "", m, 1190, y, 150, 26)]
            y += 26
        return out + [r("toggle-button", "Select File Type (By Extension)", "", 580, 740, 300, 26),
                      r("push-button", "Help", "", 580, 780, 80, 32), r("push-button", "Cancel", "", 1160, 780, 90, 32),
                      r("push-button", "Export", "", 1256, 780, 90, 32)]
    png_dlg = [r("dialog", "Export Image as PNG", "", 740, 300, 440, 480), r("check-box", "Save background color", "", 760, 340, 300, 24),
               r("check-box", "Save gamma", "", 760, 366, 300, 24), r("check-box", "Save layer offset", "", 760, 392, 300, 24),
               r("check-box", "Save resolution", "", 760, 418, 300, 24, desc="checked"), r("check-box", "Save creation time", "", 760, 444, 300, 24, desc="checked"),
               r("check-box", "Save comment", "", 760, 470, 300, 24), r("check-box", "Save color values from transparent pixels", "", 760, 496, 380, 24),
               r("combo-box", "Automatic pixelformat", "Automatic pixelformat", 760, 530, 250, 28),
               r("slider", "Compression level", "9", 760, 570, 400, 28), r("check-box", "Save Exif data", "", 760, 610, 300, 24, desc="checked"),
               r("check-box", "Save XMP data", "", 760, 636, 300, 24, desc="checked"), r("check-box", "Save color profile", "", 760, 662, 300, 24, desc="checked"),
               r("push-button", "Help", "", 760, 730, 80, 32), r("push-button", "Cancel", "", 990, 730, 80, 32), r("push-button", "Export", "", 1080, 730, 80, 32)]
    run = ("GNU Image Manipulation Program",)
    obs = [
        desk(c[1], gimp(t0, "25%", "harbor.jpg (72.1 MB)", "harbor.jpg", undo=undo0), run),
        desk(c[2], gimp(t0, "25%", "harbor.jpg (72.1 MB)", "harbor.jpg", scale_dlg("4000", "3000"), undo0), run),
        desk(c[3], gimp(t0, "25%", "harbor.jpg (72.1 MB)", "harbor.jpg", scale_dlg("1920", "1440"), undo0), run),
        desk(c[4], gimp(t1, "25%", "harbor.jpg (88.7 MB)", "harbor.jpg", undo=undo1), run),
        desk(c[5], gimp(t1, "25%", "harbor.jpg (88.7 MB)", "harbor.jpg", export_dlg("harbor.jpg"), undo1), run),
        desk(c[6], gimp(t1, "25%", "harbor.jpg (88.7 MB)", "harbor.jpg", png_dlg, undo1), run),
        desk(c[7], gimp(t2, "25%", "harbor.jpg (88.7 MB)", "harbor.jpg", undo=undo1), run),
        desk(c[8], nautilus("Pictures", pics[:3] + [("harbor_1920.png", "3.6 MB", c[7][-5:])] + pics[3:]), run + ("Files",)),
    ]
    actions = [
        f"import subprocess, time\nsubprocess.Popen(['gimp', '{home}/Pictures/harbor.jpg'])\ntime.sleep(6)",
        "import pyautogui\npyautogui.click(326, 72)  # Image\npyautogui.click(370, 262)  # Scale Image...",
        "import pyautogui\npyautogui.tripleClick(880, 435)\npyautogui.write('1920')\npyautogui.press('tab')",
        "import pyautogui\npyautogui.click(1155, 727)  # Scale",
        "import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'e')",
        "import pyautogui\npyautogui.tripleClick(890, 215)\npyautogui.write('harbor_1920.png')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.click(1120, 746)  # Export",
        f"import subprocess, time\nsubprocess.Popen(['nautilus', '{home}/Pictures'])\ntime.sleep(2)",
    ]
    add(rs, "h51-os-02", "Open ~/Pictures/harbor.jpg in GIMP, scale it to 1920 px wide keeping the aspect ratio, export it as ~/Pictures/harbor_1920.png, and check the new file in Files.",
        desktop_only, actions, obs)


# --------------------------------------------------------------------------- 03 Chrome settings (clean)
CHROME_NAV = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance", "Search engine",
              "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System", "Reset settings",
              "Extensions", "About Chrome"]


def chrome(title: str, url: str, body: list[str], tabs: tuple[str, ...] = ("Settings",), nav: bool = True) -> list[str]:
    out = [r("frame", f"{title} - Google Chrome", "", 70, 27, 1850, 1053)]
    x = 78
    for t in tabs:
        out.append(r("page-tab", t, "", x, 32, 240, 34))
        x += 242
    out += [r("push-button", "New Tab", "", x + 4, 36, 28, 28), r("push-button", "Back", "", 80, 72, 34, 34),
            r("push-button", "Forward", "", 116, 72, 34, 34), r("push-button", "Reload", "", 152, 72, 34, 34),
            r("entry", "Address and search bar", url, 236, 74, 1400, 30), r("push-button", "Bookmark this tab", "", 1640, 74, 30, 30),
            r("push-button", "You", "", 1820, 74, 30, 30), r("push-button", "Chrome", "", 1870, 74, 30, 30)]
    if nav:
        out.append(r("heading", "Settings", "", 96, 122, 200, 36))
        out.append(r("entry", "Search settings", "", 700, 126, 680, 36))
        for i, n in enumerate(CHROME_NAV):
            out.append(r("link", n, "", 78, 180 + 40 * i, 260, 38))
    return out + body


def t03(rs: RowSet) -> None:
    c = clk("Mar 15", "11:40", 9)
    newtab = chrome("New Tab", "", [r("entry", "Search Google or type a URL", "", 660, 420, 600, 46),
                                    r("link", "YouTube", "", 700, 520, 96, 96), r("link", "Gmail", "", 812, 520, 96, 96),
                                    r("link", "Stack Overflow", "", 924, 520, 96, 96), r("link", "Add shortcut", "", 1036, 520, 96, 96),
                                    r("push-button", "Customize Chrome", "", 1700, 1000, 180, 36)], ("New Tab",), nav=False)
    state = desk(c[0], newtab, ("Google Chrome",))

    def search_page(engine: str, menu: bool = False) -> list[str]:
        body = [r("heading", "Search engine", "", 420, 190, 400, 30),
                r("label", "Search engine used in the address bar", "", 420, 240, 500, 22),
                r("link", "Learn more", "", 420, 264, 100, 20),
                r("combo-box", "Search engine used in the address bar", engine, 1300, 244, 180, 36),
                r("link", "Manage search engines and site search", "", 420, 300, 1060, 48)]
        if menu:
            for i, e in enumerate(["Google", "Bing", "Yahoo!", "DuckDuckGo", "Ecosia"]):
                body.append(r("menu-item", e, "", 1300, 284 + 30 * i, 180, 30, desc="selected" if e == engine else ""))
        return body
    engines = [("Google", "google.com", "{google:baseURL}search?q=%s"), ("Bing", "bing.com", "https://www.bing.com/search?q=%s&PC=U316&FORM=CHROMN"),
               ("Yahoo!", "yahoo.com", "https://search.yahoo.com/search{google:pathWildcard}?ei={inputEncoding}&fr=crmas&p=%s"),
               ("DuckDuckGo", "duckduckgo.com", "https://duckduckgo.com/?q=%s"), ("Ecosia", "ecosia.org", "https://www.ecosia.org/search?q=%s&addon=opensearch")]
    sites = [("Bookmarks", "@bookmarks", "chrome://bookmarks/?q=%s"), ("History", "@history", "chrome://history/?q=%s"),
             ("Tabs", "@tabs", "chrome://tabs-search/?q=%s")]

    def manage(extra_site: list[tuple[str, str, str]] = (), dialog: list[str] = ()) -> list[str]:
        body = [r("push-button", "Back", "", 410, 190, 30, 30), r("heading", "Manage search engines and site search", "", 450, 190, 600, 30),
                r("heading", "Search engines", "", 420, 250, 400, 26), r("column-header", "Search engine", "", 420, 290, 300, 24),
                r("column-header", "Shortcut", "", 720, 290, 200, 24), r("column-header", "URL with %s in place of query", "", 920, 290, 500, 24)]
        y = 318
        ordered = [e for e in engines if e[0] == "DuckDuckGo"] + [e for e in engines if e[0] != "DuckDuckGo"]
        for n, s, u in ordered:
            body += [r("table-cell", "", n + (" (Default)" if n == "DuckDuckGo" else ""), 420, y, 300, 40), r("table-cell", "", s, 720, y, 200, 40),
                     r("table-cell", "", u, 920, y, 500, 40), r("push-button", "More actions", "", 1440, y + 4, 32, 32)]
            y += 40
        body += [r("heading", "Site search", "", 420, y + 20, 400, 26), r("push-button", "Add", "", 1400, y + 16, 70, 32),
                 r("label", "", "To use a shortcut, type it in the address bar followed by your search term", 420, y + 50, 800, 20)]
        y += 80
        for n, s, u in sites + list(extra_site):
            body += [r("table-cell", "", n, 420, y, 300, 40), r("table-cell", "", s, 720, y, 200, 40),
                     r("table-cell", "", u, 920, y, 500, 40), r("push-button", "More actions", "", 1440, y + 4, 32, 32)]
            y += 40
        body += [r("heading", "Inactive shortcuts", "", 420, y + 20, 400, 26),
                 r("table-cell", "", "en.wikipedia.org", 420, y + 56, 300, 40), r("table-cell", "", "en.wikipedia.org", 720, y + 56, 200, 40),
                 r("push-button", "Activate", "", 1340, y + 60, 90, 32),
                 r("table-cell", "", "stackoverflow.com", 420, y + 96, 300, 40), r("table-cell", "", "stackoverflow.com", 720, y + 96, 200, 40),
                 r("push-button", "Activate", "", 1340, y + 100, 90, 32)]
        return body + list(dialog)

    def add_dialog(name: str, short: str, url: str) -> list[str]:
        return [r("dialog", "Add site search", "", 710, 330, 500, 380), r("entry", "Name", name, 740, 400, 440, 36),
                r("entry", "Shortcut", short, 740, 470, 440, 36), r("entry", "URL with %s in place of query", url, 740, 540, 440, 36),
                r("push-button", "Cancel", "", 1010, 650, 80, 36), r("push-button", "Add", "", 1100, 650, 80, 36, desc="" if name and short and url else "disabled")]

    def clear(rng: str, sites_n: str, cache: str) -> list[str]:
        base = chrome("Settings - Privacy and security", "chrome://settings/clearBrowserData", [
            r("heading", "Privacy and security", "", 420, 190, 400, 30)], ("Settings",))
        return base + [r("dialog", "Delete browsing data", "", 660, 200, 600, 620), r("page-tab", "Basic", "", 680, 250, 270, 40, desc="selected"),
                       r("page-tab", "Advanced", "", 960, 250, 270, 40), r("combo-box", "Time range", rng, 700, 310, 220, 36),
                       r("check-box", "Browsing history", "Deletes history from all synced devices", 700, 370, 520, 60, desc="checked"),
                       r("check-box", "Cookies and other site data", f"From {sites_n} sites", 700, 440, 520, 60, desc="checked"),
                       r("check-box", "Cached images and files", cache, 700, 510, 520, 60, desc="checked"),
                       r("label", "", "Signed in as nora.klein@gmail.com. To delete browsing data from this device only, while keeping it in your Google Account, sign out.", 700, 600, 520, 60),
                       r("push-button", "Cancel", "", 1020, 760, 90, 36), r("push-button", "Delete data", "", 1120, 760, 120, 36)]

    def pg(title: str, url: str, body: list[str]) -> list[str]:
        return chrome(title, url, body, ("Settings",))
    g = ("Google Chrome",)
    sp = "chrome://settings/search"
    se = "chrome://settings/searchEngines"
    gh = [("GitHub", "gh", "https://github.com/search?q=%s")]
    obs = [
        desk(c[1], pg("Settings - Search engine", sp, search_page("Google")), g),
        desk(c[2], pg("Settings - Search engine", sp, search_page("Google", menu=True)), g),
        desk(c[3], pg("Settings - Search engine", sp, search_page("DuckDuckGo")), g),
        desk(c[4], pg("Settings - Manage search engines and site search", se, manage()), g),
        desk(c[5], pg("Settings - Manage search engines and site search", se, manage(dialog=add_dialog("", "", ""))), g),
        desk(c[6], pg("Settings - Manage search engines and site search", se, manage(dialog=add_dialog("GitHub", "gh", "https://github.com/search?q=%s"))), g),
        desk(c[7], pg("Settings - Manage search engines and site search", se, manage(gh)), g),
        desk(c[8], clear("Last hour", "37", "Frees up 18.6 MB."), g),
        desk(c[9], clear("All time", "512", "Frees up 318 MB."), g),
    ]
    actions = [
        "BrowserTools.open_search_engine_settings()",
        "import pyautogui\npyautogui.click(1390, 262)",
        "import pyautogui\npyautogui.click(1390, 389)  # DuckDuckGo",
        "import pyautogui\npyautogui.click(900, 324)  # Manage search engines and site search",
        "import pyautogui\npyautogui.click(1435, 556)  # Site search: Add",
        "import pyautogui\npyautogui.click(960, 418)\npyautogui.write('GitHub')\npyautogui.press('tab')\npyautogui.write('gh')\npyautogui.press('tab')\npyautogui.write('https://github.com/search?q=%s')",
        "import pyautogui\npyautogui.click(1140, 668)  # Add",
        "BrowserTools.delete_browsing_data()",
        "import pyautogui\npyautogui.click(810, 328)\npyautogui.press('down', presses=4)\npyautogui.press('enter')  # Time range: All time",
    ]
    add(rs, "h51-os-03", "In Google Chrome's settings, make DuckDuckGo the default search engine, add a site-search shortcut 'gh' for GitHub (https://github.com/search?q=%s), then open the delete-browsing-data dialog with the time range set to All time.",
        state, actions, obs)


# --------------------------------------------------------------------------- 04 LibreOffice Base (bad)
LO_MENUS = ["File", "Edit", "View", "Insert", "Tools", "Window", "Help"]

LOANS = [(1, 104, 12, "2024-01-08", "2024-01-29", "Yes"), (2, 211, 7, "2024-01-09", "2024-01-30", "Yes"),
         (3, 87, 31, "2024-01-11", "2024-02-01", "Yes"), (4, 156, 19, "2024-01-15", "2024-02-05", "No"),
         (5, 42, 12, "2024-01-18", "2024-02-08", "Yes"), (6, 199, 4, "2024-01-22", "2024-02-12", "Yes"),
         (7, 63, 25, "2024-01-24", "2024-02-14", "Yes"), (8, 230, 9, "2024-01-29", "2024-02-19", "Yes"),
         (9, 118, 31, "2024-02-01", "2024-02-22", "No"), (10, 75, 16, "2024-02-02", "2024-02-23", "Yes"),
         (11, 140, 3, "2024-02-05", "2024-02-26", "Yes"), (12, 9, 22, "2024-02-07", "2024-02-28", "Yes")]
OVERDUE = [(4, 156, 19, "2024-01-15", "2024-02-05"), (9, 118, 31, "2024-02-01", "2024-02-22"),
           (14, 201, 27, "2024-02-07", "2024-02-28"), (16, 33, 5, "2024-02-08", "2024-02-29")]
SQL = ('SELECT "LoanID", "BookID", "MemberID", "LoanDate", "DueDate" FROM "Loans" '
       'WHERE "DueDate" < \'2024-03-01\' AND "Returned" = FALSE ORDER BY "DueDate"')


def base_main(section: str, items: list[tuple[str, str]], selected: str = "") -> list[str]:
    out = [r("frame", "bookshop.odb - LibreOffice Base", "", 70, 27, 1850, 1053)]
    x = 78
    for m in LO_MENUS:
        out.append(r("menu", m, "", x, 58, 70, 24))
        x += 70
    out += [r("push-button", "New", "", 80, 88, 34, 30), r("push-button", "Open", "", 116, 88, 34, 30),
            r("push-button", "Save", "", 152, 88, 34, 30), r("push-button", "Copy", "", 200, 88, 34, 30),
            r("push-button", "Paste", "", 236, 88, 34, 30), r("push-button", "Sort Ascending", "", 284, 88, 34, 30),
            r("push-button", "Sort Descending", "", 320, 88, 34, 30), r("push-button", "Form", "", 368, 88, 34, 30),
            r("push-button", "Report", "", 404, 88, 34, 30), r("label", "Database", "", 80, 132, 160, 20)]
    for i, s in enumerate(["Tables", "Queries", "Forms", "Reports"]):
        out.append(r("list-item", s, "", 84, 160 + 78 * i, 150, 74, desc="selected" if s == section else ""))
    out.append(r("label", "Tasks", "", 260, 132, 160, 20))
    tasks = {"Tables": ["Create Table in Design View...", "Use Wizard to Create Table...", "Create View..."],
             "Queries": ["Create Query in Design View...", "Use Wizard to Create Query...", "Create Query in SQL View..."]}[section]
    for i, t in enumerate(tasks):
        out.append(r("list-item", t, "", 264, 160 + 26 * i, 520, 24))
    out.append(r("label", section, "", 260, 260, 160, 20))
    for i, (n, _d) in enumerate(items):
        out.append(r("tree-item", n, "", 264, 288 + 24 * i, 600, 22, desc="selected" if n == selected else ""))
    out += [r("combo-box", "", "Document", 1080, 260, 140, 26), r("label", "Description", "", 1080, 300, 300, 20)]
    if selected:
        out.append(r("text", "", dict(items)[selected], 1080, 324, 700, 60))
    out += [r("label", "", "Embedded database", 80, 1050, 200, 20), r("label", "", "HSQLDB Embedded", 300, 1050, 200, 20)]
    return out


def base_grid(title: str, cols: list[str], rows: list[tuple], nav: str, sql: str | None = None) -> list[str]:
    out = [r("frame", title, "", 90, 60, 1700, 960)]
    x = 98
    for m in LO_MENUS:
        out.append(r("menu", m, "", x, 90, 70, 24))
        x += 70
    out += [r("push-button", "Save", "", 100, 120, 34, 30), r("push-button", "Run Query", "", 140, 120, 34, 30) if sql is not None else r("push-button", "Refresh", "", 140, 120, 34, 30),
            r("push-button", "Find Record", "", 180, 120, 34, 30), r("push-button", "AutoFilter", "", 220, 120, 34, 30)]
    y = 160
    if sql is not None:
        out.append(r("text", "SQL", sql, 100, 160, 1680, 300))
        y = 480
    if cols:
        cx = 130
        for col in cols:
            out.append(r("column-header", col, "", cx, y, 180, 24))
            cx += 180
        y += 24
        for row in rows:
            cx = 130
            for v in row:
                out.append(r("table-cell", "", str(v), cx, y, 180, 24))
                cx += 180
            y += 24
    out += [r("label", "Record", "", 100, 990, 60, 20), r("text", "", nav.split()[1], 160, 988, 50, 24),
            r("label", "", nav.split(" ", 2)[2], 214, 990, 60, 20),
            r("push-button", "First Record", "", 290, 988, 24, 24), r("push-button", "Previous Record", "", 316, 988, 24, 24),
            r("push-button", "Next Record", "", 342, 988, 24, 24), r("push-button", "Last Record", "", 368, 988, 24, 24),
            r("push-button", "New Record", "", 394, 988, 24, 24)]
    return out


def t04(rs: RowSet) -> None:
    c = clk("Mar 18", "15:02", 9, (2, 1, 1, 0, 3, 1, 1, 1, 0, 1))
    tables = [("Books", "Catalogue: 248 titles"), ("Loans", "One row per loan; Returned set on check-in"),
              ("Members", "Library members"), ("Publishers", "")]
    q_old = [("qry_active_members", "Members with a loan in the last 90 days"), ("qry_books_by_publisher", "")]
    q_new = [("qry_active_members", "Members with a loan in the last 90 days"), ("qry_books_by_publisher", ""), ("qry_overdue", "")]
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    lb = ("LibreOffice Base",)
    cols = ["LoanID", "BookID", "MemberID", "LoanDate", "DueDate", "Returned"]
    qcols = ["LoanID", "BookID", "MemberID", "LoanDate", "DueDate"]
    tdv = "Loans - bookshop - LibreOffice Base: Table Data View"
    qd = " - bookshop - LibreOffice Base: Query Design"
    main_q = base_main("Queries", q_old)
    obs = [
        desk(c[1], base_main("Tables", tables), lb),
        desk(c[2], base_main("Tables", tables, "Loans") + base_grid(tdv, cols, LOANS, "Record 1 of 47"), lb),
        desk(c[3], main_q, lb),
        desk(c[4], main_q + base_grid("Untitled1" + qd, [], [], "Record 0 of 0", ""), lb),
        desk(c[5], main_q + base_grid("Untitled1" + qd, [], [], "Record 0 of 0", SQL), lb),
        desk(c[6], main_q + base_grid("Untitled1" + qd, qcols, OVERDUE, "Record 1 of 4", SQL), lb),
        desk(c[7], base_main("Queries", q_new) + base_grid("qry_overdue" + qd, qcols, OVERDUE, "Record 1 of 4", SQL), lb),
        desk(c[8], base_main("Queries", q_new), lb),
        desk(c[9], base_main("Queries", q_new, "qry_overdue") + base_grid("qry_overdue - bookshop - LibreOffice Base: Table Data View", qcols, OVERDUE, "Record 1 of 4"), lb),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['soffice', '--base', '/home/user/Documents/bookshop.odb'])\ntime.sleep(5)",
        "import pyautogui\npyautogui.doubleClick(300, 323)  # Loans",
        "import pyautogui\npyautogui.hotkey('ctrl', 'w')\npyautogui.click(159, 275)  # Queries",
        "import pyautogui\npyautogui.click(400, 225)  # Create Query in SQL View...",
        "import pyautogui\npyautogui.click(900, 300)\npyautogui.write('SELECT \"LoanID\", \"BookID\", \"MemberID\", \"LoanDate\", \"DueDate\" FROM \"Loans\" WHERE \"DueDate\" < \\'2024-03-01\\' AND \"Returned\" = FALSE ORDER BY \"DueDate\"')",
        "import pyautogui\npyautogui.press('f5')",
        "import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('qry_overdue')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.hotkey('ctrl', 'w')",
        "import pyautogui\npyautogui.doubleClick(330, 347)  # qry_overdue",
    ]
    swap(obs, 8, r("tree-item", "qry_overdue", "", 264, 336, 600, 22) + "\n", "")
    add(rs, "h51-os-04", "In LibreOffice Base, open ~/Documents/bookshop.odb, check the Loans table, then create and save a query named qry_overdue (SQL view) that lists unreturned loans due before 2024-03-01, and reopen it from the Queries list.",
        state, actions, obs, bad=8, kind="The qry_overdue query saved in turn 7 (and listed under Queries there) is missing from the Queries list after merely closing the query window.")


# --------------------------------------------------------------------------- 05 Inkscape (bad)
def inkscape(sel: dict | None, objects: list[str], dock: list[str], tabs: list[str], active: str, status: str,
             title: str = "badge.svg - Inkscape") -> list[str]:
    out = [r("frame", title, "", 70, 27, 1850, 1053)]
    x = 78
    for m in ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]:
        out.append(r("menu", m, "", x, 58, 76, 24))
        x += 76
    out += [r("push-button", "New", "", 80, 86, 30, 30), r("push-button", "Open", "", 112, 86, 30, 30),
            r("push-button", "Save", "", 144, 86, 30, 30), r("push-button", "Print", "", 176, 86, 30, 30)]
    if sel:
        out += [r("spin-button", "X", sel["x"], 420, 122, 90, 28), r("spin-button", "Y", sel["y"], 540, 122, 90, 28),
                r("spin-button", "W", sel["w"], 660, 122, 90, 28), r("toggle-button", "Lock", "", 752, 122, 28, 28, desc="When locked, change width and height by the same proportion"),
                r("spin-button", "H", sel["h"], 800, 122, 90, 28), r("combo-box", "Units", "mm", 900, 122, 70, 28)]
    else:
        out += [r("spin-button", "X", "", 420, 122, 90, 28), r("spin-button", "Y", "", 540, 122, 90, 28),
                r("spin-button", "W", "", 660, 122, 90, 28), r("spin-button", "H", "", 800, 122, 90, 28),
                r("combo-box", "Units", "mm", 900, 122, 70, 28)]
    tools = ["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Ellipse", "Star", "Spiral", "Pencil", "Pen",
             "Calligraphy", "Text", "Gradient", "Mesh", "Dropper", "Paint Bucket", "Tweak", "Spray", "Eraser", "Connector"]
    for i, t in enumerate(tools):
        out.append(r("toggle-button", t, "", 74, 160 + 34 * i, 32, 32, desc="pressed" if t == "Selector" else ""))
    out.append(r("drawing-area", "", "", 110, 160, 1290, 820))
    tx = 1404
    for t in tabs:
        out.append(r("page-tab", t, "", tx, 160, 170, 28, desc="selected" if t == active else ""))
        tx += 172
    if active == "Objects":
        y = 200
        for o in objects:
            out.append(r("tree-item", o, "", 1420, y, 480, 26, desc="selected" if sel and o.strip() == sel["label"] else ""))
            y += 26
    out += dock
    out += [r("label", "", "Fill:", 120, 1000, 40, 20), r("label", "", sel["fill"] if sel else "N/A", 160, 1000, 70, 20),
            r("label", "", "Stroke:", 120, 1024, 50, 20), r("label", "", sel["stroke"] if sel else "N/A", 170, 1024, 70, 20),
            r("combo-box", "Current layer", "Layer 1", 300, 1008, 140, 28),
            r("label", "", status, 450, 1012, 900, 20),
            r("label", "", "X: 151.44", 1560, 1004, 90, 18), r("label", "", "Y: 72.06", 1560, 1026, 90, 18),
            r("spin-button", "Zoom", "62%", 1680, 1008, 80, 26), r("spin-button", "Rotation", "0.00°", 1790, 1008, 80, 26)]
    return out


def t05(rs: RowSet) -> None:
    c = clk("Mar 19", "10:15", 7)
    objs0 = ["Layer 1", "    text842", "    circle318", "    rect1"]
    objs1 = ["Layer 1", "    text842", "    circle318", "    logo-box"]
    s_rect = {"x": "30.000", "y": "40.000", "w": "120.000", "h": "80.000", "fill": "#1d4e89", "stroke": "None", "label": "rect1"}
    s_new = dict(s_rect, label="logo-box")
    s_wide = dict(s_new, w="140.000")
    st0 = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
    st1 = "Rectangle 120 × 80 in layer Layer 1. Click selection to toggle scale/rotation handles."
    st2 = "Rectangle 140 × 80 in layer Layer 1. Click selection to toggle scale/rotation handles."
    tabs1 = ["Objects"]
    tabs2 = ["Objects", "Object Properties"]
    tabs3 = ["Objects", "Object Properties", "XML Editor"]

    def props(i: str, lab: str) -> list[str]:
        return [r("entry", "ID", i, 1500, 210, 380, 28), r("entry", "Label", lab, 1500, 246, 380, 28),
                r("entry", "Title", "", 1500, 282, 380, 28), r("text", "Description", "", 1500, 330, 380, 90),
                r("check-box", "Hide", "", 1420, 440, 100, 24), r("check-box", "Lock", "", 1530, 440, 100, 24),
                r("combo-box", "Image Rendering", "auto", 1500, 476, 200, 28), r("push-button", "Set", "", 1800, 520, 80, 30)]
    xml = [r("tree-item", "<svg:svg id=\"svg5\">", "", 1420, 200, 480, 24),
           r("tree-item", "  <sodipodi:namedview id=\"namedview7\">", "", 1420, 224, 480, 24),
           r("tree-item", "  <svg:defs id=\"defs2\">", "", 1420, 248, 480, 24),
           r("tree-item", "  <svg:g id=\"layer1\" inkscape:label=\"Layer 1\">", "", 1420, 272, 480, 24),
           r("tree-item", "    <svg:rect id=\"logo-box\">", "", 1420, 296, 480, 24, desc="selected"),
           r("tree-item", "    <svg:circle id=\"circle318\">", "", 1420, 320, 480, 24),
           r("tree-item", "    <svg:text id=\"text842\">", "", 1420, 344, 480, 24),
           r("column-header", "Name", "", 1420, 400, 160, 24), r("column-header", "Value", "", 1580, 400, 320, 24)]
    attrs = [("id", "logo-box"), ("inkscape:label", "logo-box"), ("width", "140"), ("height", "80"), ("x", "30"), ("y", "40"),
             ("rx", "6"), ("style", "fill:#1d4e89;fill-opacity:1;stroke:none;stroke-width:0.264583")]
    y = 424
    for k, v in attrs:
        xml += [r("table-cell", "", k, 1420, y, 160, 24), r("table-cell", "", v, 1580, y, 320, 24)]
        y += 24
    run = ("Inkscape",)
    base_status = r("label", "", "Home", 1833, 1037, 40, 17)
    state = desk(c[0], [base_status])
    obs = [
        desk(c[1], inkscape(None, objs0, [], tabs1, "Objects", st0), run),
        desk(c[2], inkscape(s_rect, objs0, [], tabs1, "Objects", st1), run),
        desk(c[3], inkscape(s_rect, objs0, props("rect1", "rect1"), tabs2, "Object Properties", st1), run),
        desk(c[4], inkscape(s_rect, objs0, props("logo-box", "logo-box"), tabs2, "Object Properties", st1), run),
        desk(c[5], inkscape(s_new, objs1, props("logo-box", "logo-box"), tabs2, "Object Properties", st1, "*badge.svg - Inkscape"), run),
        desk(c[6], inkscape(s_wide, objs1, props("logo-box", "logo-box"), tabs2, "Object Properties", st2, "*badge.svg - Inkscape"), run),
        desk(c[7], inkscape(s_wide, objs1, xml, tabs3, "XML Editor", st2, "*badge.svg - Inkscape"), run),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['inkscape', '/home/user/Design/badge.svg'])\ntime.sleep(6)",
        "import pyautogui\npyautogui.click(1560, 291)  # rect1 in the Objects panel",
        "import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'o')",
        "import pyautogui\npyautogui.tripleClick(1690, 224)\npyautogui.write('logo-box')\npyautogui.tripleClick(1690, 260)\npyautogui.write('logo-box')",
        "import pyautogui\npyautogui.click(1840, 535)  # Set",
        "import pyautogui\npyautogui.tripleClick(705, 136)\npyautogui.write('140')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'x')",
    ]
    swap(obs, 7, "<svg:rect id=\"logo-box\">", "<svg:rect id=\"rect1\">")
    swap(obs, 7, r("table-cell", "", "logo-box", 1580, 424, 320, 24), r("table-cell", "", "rect1", 1580, 424, 320, 24))
    add(rs, "h51-os-05", "In Inkscape, open ~/Design/badge.svg, give the blue rectangle the id and label 'logo-box', widen it to 140 mm, and check the result in the XML editor.",
        state, actions, obs, bad=7, kind="The XML editor shows the rectangle's id as rect1 although turns 4-5 set and applied the id logo-box (its inkscape:label there is still logo-box).")


# --------------------------------------------------------------------------- 06 Rhythmbox (clean)
LIB = [("1", "When I Kissed the Teacher", "Pop", "ABBA", "Arrival", "3:01"), ("2", "Dancing Queen", "Pop", "ABBA", "Arrival", "3:51"),
       ("3", "My Love, My Life", "Pop", "ABBA", "Arrival", "3:52"), ("4", "Dum Dum Diddle", "Pop", "ABBA", "Arrival", "2:53"),
       ("5", "Knowing Me, Knowing You", "Pop", "ABBA", "Arrival", "4:03"), ("1", "La femme d'argent", "Electronic", "Air", "Moon Safari", "7:11"),
       ("2", "Sexy Boy", "Electronic", "Air", "Moon Safari", "4:58"), ("3", "All I Need", "Electronic", "Air", "Moon Safari", "4:28"),
       ("4", "Kelly Watch the Stars", "Electronic", "Air", "Moon Safari", "3:44"), ("3", "Tessellate", "Indie", "alt-J", "An Awesome Wave", "3:02"),
       ("4", "Breezeblocks", "Indie", "alt-J", "An Awesome Wave", "3:47"), ("7", "Matilda", "Indie", "alt-J", "An Awesome Wave", "3:48")]
FM = [("1", "Second Hand News", "2:56"), ("2", "Dreams", "4:17"), ("3", "Never Going Back Again", "2:14"), ("4", "Don't Stop", "3:13"),
      ("5", "Go Your Own Way", "3:38"), ("6", "Songbird", "3:20"), ("7", "The Chain", "4:30"), ("8", "You Make Loving Fun", "3:31"),
      ("9", "I Don't Want to Know", "3:15"), ("10", "Oh Daddy", "3:56"), ("11", "Gold Dust Woman", "4:56")]
TANGO = [("2", "Seven Wonders", "3:38"), ("3", "Everywhere", "3:47"), ("10", "Little Lies", "3:38")]


def rhythmbox(source: str, rows: list[tuple[str, ...]], status: str, playlists: list[str], search: str = "",
              selected: set[str] = frozenset(), playing: tuple[str, str] | None = None, menu: list[str] = ()) -> list[str]:
    title = f"{playing[0]} by Fleetwood Mac" if playing else "Rhythmbox"
    out = [r("frame", title, "", 140, 60, 1640, 960),
           r("push-button", "Previous", "", 150, 70, 40, 40), r("toggle-button", "Pause" if playing else "Play", "", 192, 70, 40, 40),
           r("push-button", "Next", "", 234, 70, 40, 40)]
    if playing:
        out += [r("label", "", f"{playing[0]} by Fleetwood Mac from Rumours", 300, 72, 700, 18),
                r("slider", "", "", 300, 94, 700, 16), r("label", "", playing[1], 1010, 90, 110, 18)]
    out += [r("toggle-button", "Repeat", "", 1500, 70, 40, 40), r("toggle-button", "Shuffle", "", 1542, 70, 40, 40),
            r("push-button", "Volume", "", 1600, 70, 40, 40), r("push-button", "Menu", "", 1700, 70, 40, 40),
            r("label", "Library", "", 150, 126, 200, 20)]
    side = ["Music", "Podcasts", "Radio", "Last.fm", "Libre.fm", "My Top Rated", "Recently Added", "Recently Played"] + playlists
    y = 148
    for s in side:
        out.append(r("table-cell", "", s, 150, y, 220, 28, desc="selected" if s == source else ""))
        y += 28
        if s == "Radio":
            out.append(r("label", "Stores", "", 150, y + 4, 200, 20))
            y += 28
        if s == "Libre.fm":
            out.append(r("label", "Playlists", "", 150, y + 4, 200, 20))
            y += 28
    out.append(r("entry", "Search", search, 1300, 120, 460, 30))
    cols = [("Track", 60), ("Title", 330), ("Genre", 150), ("Artist", 260), ("Album", 300), ("Time", 80)]
    x = 380
    for col, w in cols:
        out.append(r("column-header", col, "", x, 160, w, 26))
        x += w
    y = 186
    for row in rows:
        x = 380
        d = ""
        if row[1] in selected:
            d = "selected"
        if playing and row[1] == playing[0]:
            d = "playing"
        for (col, w), v in zip(cols, row):
            out.append(r("table-cell", "", v, x, y, w, 26, desc=d if col == "Title" else ""))
            x += w
        y += 26
    out += list(menu)
    out.append(r("label", "", status, 700, 992, 600, 20))
    return out


def t06(rs: RowSet) -> None:
    c = clk("Mar 20", "18:31", 6)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    fm_rows = [(t, n, "Rock", "Fleetwood Mac", "Rumours", d) for t, n, d in FM] + [(t, n, "Rock", "Fleetwood Mac", "Tango in the Night", d) for t, n, d in TANGO]
    pick = {"Dreams", "Go Your Own Way", "Everywhere"}
    rt = [row for row in fm_rows if row[1] in pick]
    run = ("Rhythmbox",)
    lib_status = "1,284 songs, 3 days 7 hours and 12 minutes, 8.1 GB"
    fm_status = "14 songs, 50 minutes, 98.7 MB"
    obs = [
        desk(c[1], rhythmbox("Music", LIB, lib_status, []), run),
        desk(c[2], rhythmbox("Road Trip", [], "", ["Road Trip"]), run),
        desk(c[3], rhythmbox("Music", fm_rows, fm_status, ["Road Trip"], "Fleetwood Mac"), run),
        desk(c[4], rhythmbox("Music", fm_rows, fm_status, ["Road Trip"], "Fleetwood Mac", pick), run),
        desk(c[5], rhythmbox("Road Trip", rt, "3 songs, 11 minutes, 26.9 MB", ["Road Trip"]), run),
        desk(c[6], rhythmbox("Road Trip", rt, "3 songs, 11 minutes, 26.9 MB", ["Road Trip"], playing=("Dreams", "0:03 of 4:17")), run),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['rhythmbox'])\ntime.sleep(4)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'n')\npyautogui.write('Road Trip')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.click(260, 162)  # Music\npyautogui.click(1530, 135)\npyautogui.write('Fleetwood Mac')",
        "import pyautogui\npyautogui.click(545, 225)  # Dreams\npyautogui.keyDown('ctrl')\npyautogui.click(545, 303)  # Go Your Own Way\npyautogui.click(545, 511)  # Everywhere\npyautogui.keyUp('ctrl')\npyautogui.rightClick(545, 511)\npyautogui.click(640, 600)  # Add to Playlist\npyautogui.click(820, 600)  # Road Trip",
        "import pyautogui\npyautogui.click(260, 442)  # Road Trip",
        "import pyautogui\npyautogui.doubleClick(545, 199)  # Dreams",
    ]
    add(rs, "h51-os-06", "In Rhythmbox, create a playlist called 'Road Trip' containing Dreams, Go Your Own Way and Everywhere by Fleetwood Mac, then start playing it.",
        state, actions, obs)


# --------------------------------------------------------------------------- 07 System Monitor (bad)
PROCS = [("python3", "48213", 2210.0, 12.5), ("firefox", "3417", 1210.0, 2.1), ("Isolated Web Co", "3590", 402.3, 0.7),
         ("gnome-shell", "1642", 412.6, 3.2), ("code", "5120", 388.2, 1.1), ("snap-store", "2213", 256.9, 0.0),
         ("Web Content", "3655", 211.4, 0.3), ("Xwayland", "1701", 98.1, 0.4), ("nautilus", "2930", 74.5, 0.0),
         ("gnome-system-monitor", "51877", 61.2, 2.6), ("evolution-alarm-notify", "1911", 52.8, 0.0),
         ("tracker-miner-fs-3", "1930", 48.3, 0.0), ("gsd-xsettings", "1869", 41.0, 0.0), ("gnome-terminal-server", "4408", 39.6, 0.0),
         ("gnome-shell-calendar-server", "1812", 29.4, 0.0), ("ibus-x11", "1874", 21.3, 0.0), ("pipewire-pulse", "1520", 18.9, 0.3),
         ("gnome-session-binary", "1588", 17.2, 0.0), ("pipewire", "1516", 12.6, 0.0), ("gnome-keyring-daemon", "1502", 9.4, 0.0)]


def fmt_mem(mb: float) -> str:
    return f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.1f} MB"


def sysmon_procs(turn: int, killed: bool, sort: str, filt: str = "", selected: str = "", dialog: list[str] = ()) -> list[str]:
    rows = []
    for i, (n, pid, mem, cpu) in enumerate(PROCS):
        if killed and n == "python3":
            continue
        if filt and filt not in n:
            continue
        jm = mem + ((turn * 7 + i * 3) % 5) * 0.3 if mem < 1000 else mem + ((turn + i) % 3) * 4
        jc = cpu if cpu == 0.0 else max(0.1, cpu + ((turn * 5 + i) % 7 - 3) * 0.21)
        if n == "gnome-system-monitor":
            jc = 2.0 + (turn % 3) * 0.4
        rows.append((n, pid, jm, jc))
    if sort == "cpu":
        rows.sort(key=lambda t: -t[3])
    elif sort == "mem":
        rows.sort(key=lambda t: -t[2])
    out = sysmon_frame("Processes", filt)
    cols = [("Process Name", 300), ("User", 90), ("% CPU", 80), ("ID", 80), ("Memory", 110), ("Disk read total", 130),
            ("Disk write total", 130), ("Disk read", 100), ("Disk write", 100), ("Priority", 90)]
    x = 200
    for col, w in cols:
        out.append(r("column-header", col, "", x, 150, w, 28, desc={"cpu": "% CPU", "mem": "Memory"}.get(sort) == col and "sorted descending" or ""))
        x += w
    y = 178
    for n, pid, mem, cpu in rows[:16]:
        disk_r = f"{(int(pid) % 97) * 1.3:.1f} MB" if int(pid) % 3 else "N/A"
        disk_w = f"{(int(pid) % 41) * 0.7:.1f} MB" if int(pid) % 2 else "N/A"
        vals = [n, "user", f"{cpu:.2f}", pid, fmt_mem(mem), disk_r, disk_w, "", "", "Normal"]
        x = 200
        for (col, w), v in zip(cols, vals):
            out.append(r("table-cell", "", v, x, y, w, 28, desc="selected" if n == selected and col == "Process Name" else ""))
            x += w
        y += 28
    out += [r("push-button", "End Process", "", 1560, 1000, 140, 34, desc="" if selected else "disabled")]
    return out + list(dialog)


def sysmon_frame(tab: str, filt: str = "") -> list[str]:
    out = [r("frame", "System Monitor", "", 180, 60, 1560, 990)]
    for i, t in enumerate(["Processes", "Resources", "File Systems"]):
        out.append(r("radio-button", t, "", 700 + 160 * i, 68, 156, 34, desc="checked" if t == tab else ""))
    if tab == "Processes":
        out += [r("toggle-button", "Search", "", 1560, 68, 36, 34), r("push-button", "Menu", "", 1600, 68, 36, 34)]
        if filt:
            out.append(r("entry", "Search", filt, 700, 112, 520, 32))
    else:
        out.append(r("push-button", "Menu", "", 1600, 68, 36, 34))
    out.append(r("push-button", "Close", "", 1700, 68, 36, 34))
    return out


def t07(rs: RowSet) -> None:
    c = clk("Mar 21", "13:48", 10)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    run = ("System Monitor",)
    confirm = [r("dialog", "End the selected process “python3” (PID 48213)?", "", 720, 420, 480, 200),
               r("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 740, 470, 440, 60),
               r("push-button", "Cancel", "", 900, 570, 130, 34), r("push-button", "End Process", "", 1040, 570, 140, 34)]
    resources = sysmon_frame("Resources") + [
        r("label", "CPU", "", 200, 120, 100, 20), r("label", "", "60 seconds", 200, 330, 100, 16), r("label", "", "100 %", 1690, 140, 40, 16),
        r("label", "", "CPU1 4.0%", 220, 360, 120, 18), r("label", "", "CPU2 2.0%", 380, 360, 120, 18), r("label", "", "CPU3 6.9%", 540, 360, 120, 18),
        r("label", "", "CPU4 1.0%", 700, 360, 120, 18), r("label", "", "CPU5 3.0%", 860, 360, 120, 18), r("label", "", "CPU6 0.0%", 1020, 360, 120, 18),
        r("label", "", "CPU7 5.1%", 1180, 360, 120, 18), r("label", "", "CPU8 2.0%", 1340, 360, 120, 18),
        r("label", "Memory and Swap History", "", 200, 400, 300, 20),
        r("label", "", "Memory 4.6 GB (29.7%) of 15.5 GB", 220, 640, 380, 18), r("label", "", "Cache 3.9 GB", 220, 662, 200, 18),
        r("label", "", "Swap 0 bytes (0.0%) of 2.1 GB", 700, 640, 320, 18),
        r("label", "Network History", "", 200, 700, 300, 20),
        r("label", "", "Receiving 2.3 KiB/s", 220, 940, 200, 18), r("label", "", "Total Received 1.4 GiB", 220, 962, 240, 18),
        r("label", "", "Sending 1.1 KiB/s", 700, 940, 200, 18), r("label", "", "Total Sent 212.7 MiB", 700, 962, 240, 18)]
    fs = sysmon_frame("File Systems")
    fcols = [("Device", 240), ("Directory", 260), ("Type", 90), ("Total", 110), ("Available", 110), ("Used", 260)]
    x = 200
    for col, w in fcols:
        fs.append(r("column-header", col, "", x, 150, w, 28))
        x += w
    y = 178
    for vals in [("/dev/nvme0n1p2", "/", "ext4", "502.0 GB", "318.6 GB", "157.8 GB  33%"),
                 ("/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.6 MB", "6.3 MB  1%"),
                 ("/dev/loop0", "/snap/bare/5", "squashfs", "131.1 kB", "0 bytes", "131.1 kB  100%"),
                 ("/dev/loop1", "/snap/core22/1122", "squashfs", "77.5 MB", "0 bytes", "77.5 MB  100%"),
                 ("/dev/loop2", "/snap/firefox/3836", "squashfs", "262.9 MB", "0 bytes", "262.9 MB  100%"),
                 ("/dev/loop3", "/snap/gnome-42-2204/141", "squashfs", "521.9 MB", "0 bytes", "521.9 MB  100%"),
                 ("/dev/loop4", "/snap/snap-store/959", "squashfs", "12.4 MB", "0 bytes", "12.4 MB  100%")]:
        x = 200
        for (_col, w), v in zip(fcols, vals):
            fs.append(r("table-cell", "", v, x, y, w, 28))
            x += w
        y += 28
    gs_props = [r("dialog", "Process Properties", "", 760, 240, 420, 560)] + [
        r("label", k, v, 780, 280 + 26 * i, 380, 22) for i, (k, v) in enumerate([
            ("Process Name", "gnome-shell"), ("User", "user (1000)"), ("Status", "Sleeping"), ("Memory", "413.8 MB"),
            ("Virtual Memory", "5.1 GB"), ("Resident Memory", "498.4 MB"), ("Shared Memory", "139.9 MB"), ("CPU", "3 %"),
            ("CPU Time", "14:07.32"), ("Started", "Today 08:51:03"), ("Nice", "0"), ("Priority", "Normal"), ("ID", "1642"),
            ("Security Context", "unconfined"), ("Command Line", "/usr/bin/gnome-shell"), ("Waiting Channel", "do_poll.constprop.0"),
            ("Control Group", "/user.slice/user-1000.slice/user@1000.service/session.slice/org.gnome.Shell@x11.service")])
    ] + [r("push-button", "Close", "", 1060, 750, 100, 34)]
    obs = [
        desk(c[1], sysmon_procs(1, False, "cpu"), run),
        desk(c[2], sysmon_procs(2, False, "mem"), run),
        desk(c[3], sysmon_procs(3, False, "mem", selected="python3"), run),
        desk(c[4], sysmon_procs(4, False, "mem", selected="python3", dialog=confirm), run),
        desk(c[5], sysmon_procs(5, True, "mem"), run),
        desk(c[6], resources, run),
        desk(c[7], fs, run),
        desk(c[8], sysmon_procs(8, True, "mem"), run),
        desk(c[9], sysmon_procs(9, True, "mem", filt="gnome"), run),
        desk(c[10], sysmon_procs(10, True, "mem", filt="gnome", selected="gnome-shell", dialog=gs_props), run),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['gnome-system-monitor'])\ntime.sleep(3)",
        "import pyautogui\npyautogui.click(845, 164)  # Memory column",
        "import pyautogui\npyautogui.click(350, 192)  # python3",
        "import pyautogui\npyautogui.click(1630, 1017)  # End Process",
        "import pyautogui\npyautogui.click(1110, 587)  # End Process (confirm)",
        "import pyautogui\npyautogui.click(940, 85)  # Resources",
        "import pyautogui\npyautogui.click(1100, 85)  # File Systems",
        "import pyautogui\npyautogui.click(780, 85)  # Processes",
        "import pyautogui\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('gnome')",
        "import pyautogui\npyautogui.click(350, 192)  # gnome-shell\npyautogui.hotkey('alt', 'return')  # Properties",
    ]
    swap(obs, 5, "\t1642\t", "\t1624\t", persist=True)
    add(rs, "h51-os-07", "Use System Monitor to find the process using the most memory, end it if it is a runaway python3 script, then check memory and disk usage and look up gnome-shell's properties.",
        state, actions, obs, bad=5, kind="After ending python3, gnome-shell is listed with process ID 1624 although turns 1-4 showed it as PID 1642 and it was never restarted.")


# --------------------------------------------------------------------------- 08 VS Code extensions + settings (clean)
def vscode(title: str, side: list[str], tabs: list[str], active_tab: str, editor: list[str], status: list[str],
           activity: str = "Extensions") -> list[str]:
    out = [r("frame", f"{title} - project-atlas - Visual Studio Code", "", 70, 27, 1850, 1053)]
    for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
        out.append(r("menu", m, "", 78 + 70 * i, 30, 68, 26))
    acts = ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G) - 2 pending changes",
            "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]
    for i, a in enumerate(acts):
        out.append(r("page-tab", a, "", 70, 62 + 48 * i, 48, 48, desc="selected" if a.startswith(activity) else ""))
    out += [r("push-button", "Accounts", "", 70, 960, 48, 48), r("push-button", "Manage", "", 70, 1008, 48, 48)]
    out += side
    x = 500
    for t in tabs:
        out.append(r("page-tab", t, "", x, 62, 200, 35, desc="active" if t == active_tab else ""))
        x += 202
    out += editor
    x = 70
    for s in status:
        out.append(r("push-button", s, "", x, 1058, 10 + 8 * len(s), 22))
        x += 14 + 8 * len(s)
    return out


def ext_item(name: str, pub: str, desc_: str, installs: str, rating: str, state_: str, y: int) -> list[str]:
    return [r("list-item", f"{name}, {installs}, {rating}, {pub}", "", 118, y, 380, 72),
            r("label", "", name, 180, y + 6, 200, 18), r("label", "", desc_, 180, y + 26, 300, 18),
            r("label", "", pub, 180, y + 48, 140, 18),
            r("push-button", state_, "", 420, y + 46, 70, 22) if state_ else r("push-button", "Manage", "", 470, y + 46, 22, 22)]


def t08(rs: RowSet) -> None:
    c = clk("Mar 22", "16:05", 9)
    welcome_editor = [r("heading", "Visual Studio Code", "", 700, 180, 400, 40), r("label", "", "Editing evolved", 700, 224, 200, 20),
                      r("link", "New File...", "", 700, 300, 120, 20), r("link", "Open File...", "", 700, 324, 120, 20),
                      r("link", "Clone Git Repository...", "", 700, 348, 200, 20),
                      r("check-box", "Show welcome page on startup", "", 1000, 1020, 260, 20, desc="checked")]
    status = ["main", "⟳", "0 errors, 0 warnings", "Notifications"]
    explorer = [r("label", "EXPLORER", "", 118, 62, 200, 30), r("tree-item", "PROJECT-ATLAS", "", 118, 96, 380, 22),
                r("tree-item", ".vscode", "", 126, 118, 372, 22), r("tree-item", "src", "", 126, 140, 372, 22),
                r("tree-item", "tests", "", 126, 162, 372, 22), r("tree-item", ".gitignore", "", 126, 184, 372, 22),
                r("tree-item", "pyproject.toml", "", 126, 206, 372, 22), r("tree-item", "README.md", "", 126, 228, 372, 22)]
    state = desk(c[0], vscode("Welcome", explorer, ["Welcome"], "Welcome", welcome_editor, status, "Explorer"), ("Visual Studio Code",))
    installed4 = [("Docker", "Microsoft", "Makes it easy to create, manage, and debug containerized applications.", "32.1M", "4.4"),
                  ("ESLint", "Microsoft", "Integrates ESLint JavaScript into VS Code.", "33.6M", "4.5"),
                  ("GitLens — Git supercharged", "GitKraken", "Supercharge Git within VS Code", "31.0M", "4.7"),
                  ("Prettier - Code formatter", "Prettier", "Code formatter using prettier", "42.9M", "3.9")]
    newly = [("Pylance", "Microsoft", "A performant, feature-rich language server for Python in VS Code", "112.7M", "3.7"),
             ("Python", "Microsoft", "Python language support with extension access points for IntelliSense (Pylance), Debugging (Python Debugger), linting, formatting, refactoring, unit tests, and more.", "158.2M", "4.2"),
             ("Python Debugger", "Microsoft", "Python Debugger extension using debugpy.", "41.3M", "4.0")]

    def ext_side(search: str, sections: list[tuple[str, list[tuple[str, str, str, str, str, str]]]]) -> list[str]:
        out = [r("label", "EXTENSIONS", "", 118, 62, 200, 30), r("entry", "Search Extensions in Marketplace", search, 126, 96, 364, 28)]
        y = 132
        for head, items in sections:
            if head:
                out.append(r("push-button", head, "", 118, y, 380, 22))
                y += 24
            for name, pub, d, inst, rate, st in items:
                out += ext_item(name, pub, d, inst, rate, st, y)
                y += 72
        return out
    inst4 = [(n, p, d, i, ra, "") for n, p, d, i, ra in installed4]
    rec = [("Python", "Microsoft", newly[1][2], "158.2M", "4.2", "Install"), ("Jupyter", "Microsoft", "Jupyter notebook support, interactive programming and computing that supports Intellisense, debugging and more.", "77.1M", "2.5", "Install")]
    results_before = [("Python", "Microsoft", newly[1][2], "158.2M", "4.2", "Install"), ("Pylance", "Microsoft", newly[0][2], "112.7M", "3.7", "Install"),
                      ("Python Debugger", "Microsoft", newly[2][2], "41.3M", "4.0", "Install"),
                      ("Jupyter", "Microsoft", rec[1][2], "77.1M", "2.5", "Install"),
                      ("autopep8", "Microsoft", "Formatting support for Python files using the autopep8 formatter.", "9.8M", "3.3", "Install"),
                      ("Python Indent", "Kevin Rose", "Correct Python indentation.", "7.2M", "4.9", "Install"),
                      ("isort", "Microsoft", "Import organization support for Python files using isort.", "6.9M", "3.6", "Install")]
    results_after = [(n, p, d, i, ra, "" if n in {"Python", "Pylance", "Python Debugger"} else st) for n, p, d, i, ra, st in results_before]
    inst7 = sorted(inst4 + [(n, p, d, i, ra, "") for n, p, d, i, ra in newly], key=lambda t: t[0].lower())

    def settings_editor(search: str, items: list[tuple[str, str, str, bool]], found: str = "") -> list[str]:
        out = [r("entry", "Search settings", search, 520, 108, 1200, 30), r("page-tab", "User", "", 520, 150, 60, 28, desc="selected"),
               r("page-tab", "Workspace", "", 590, 150, 100, 28), r("push-button", "Open Settings (JSON)", "", 1800, 70, 28, 28)]
        if found:
            out.append(r("label", "", found, 1560, 114, 150, 20))
        else:
            out += [r("tree-item", "Commonly Used", "", 520, 196, 200, 22), r("tree-item", "Text Editor", "", 520, 218, 200, 22),
                    r("tree-item", "Workbench", "", 520, 240, 200, 22), r("tree-item", "Window", "", 520, 262, 200, 22),
                    r("tree-item", "Features", "", 520, 284, 200, 22), r("tree-item", "Application", "", 520, 306, 200, 22),
                    r("tree-item", "Security", "", 520, 328, 200, 22), r("tree-item", "Extensions", "", 520, 350, 200, 22)]
        y = 196
        for label, kind, val, modified in items:
            out.append(r("label", label, "", 760, y, 900, 20, desc="Modified" if modified else ""))
            if kind == "check":
                out.append(r("check-box", label, "", 760, y + 26, 20, 20, desc="checked" if val == "true" else ""))
            elif kind == "combo":
                out.append(r("combo-box", label, val, 760, y + 48, 300, 26))
            else:
                out.append(r("entry", label, val, 760, y + 48, 300, 26))
            y += 96
        return out
    def common(fs: str) -> list[tuple[str, str, str, bool]]:
        return [("Files: Auto Save", "combo", "off", False), ("Editor: Font Size", "entry", fs, fs != "14"),
                         ("Editor: Font Family", "entry", "'Droid Sans Mono', 'monospace', monospace", False),
                         ("Editor: Tab Size", "entry", "4", False), ("Editor: Render Whitespace", "combo", "selection", False),
                         ("Editor: Cursor Style", "combo", "line", False), ("Editor: Insert Spaces", "check", "true", False),
                         ("Editor: Word Wrap", "combo", "off", False)]
    def fos(v: str) -> list[tuple[str, str, str, bool]]:
        return [("Editor: Format On Save", "check", v, v == "true"), ("Editor: Format On Save Mode", "combo", "file", False),
                     ("Notebook: Format On Save", "check", "false", False)]
    sj = ('{\n    "workbench.colorTheme": "Default Dark Modern",\n    "git.autofetch": true,\n    "git.confirmSync": false,\n'
          '    "editor.fontSize": 15,\n    "editor.formatOnSave": true\n}')
    json_editor = [r("label", "", "~ > .config > Code > User > settings.json", 500, 100, 600, 20),
                   r("text", "", sj, 540, 124, 1360, 900)]
    vs = ("Visual Studio Code",)
    obs = [
        desk(c[1], vscode("Welcome", ext_side("", [("INSTALLED 4", inst4), ("RECOMMENDED 2", rec)]), ["Welcome"], "Welcome", welcome_editor, status), vs),
        desk(c[2], vscode("Welcome", ext_side("python", [("", results_before)]), ["Welcome"], "Welcome", welcome_editor, status), vs),
        desk(c[3], vscode("Welcome", ext_side("python", [("", results_after)]), ["Welcome"], "Welcome", welcome_editor, status), vs),
        desk(c[4], vscode("Welcome", ext_side("", [("INSTALLED 7", inst7), ("RECOMMENDED 1", rec[1:])]), ["Welcome"], "Welcome", welcome_editor, status), vs),
        desk(c[5], vscode("Settings", ext_side("", [("INSTALLED 7", inst7), ("RECOMMENDED 1", rec[1:])]), ["Welcome", "Settings"], "Settings", settings_editor("", common("14")), status), vs),
        desk(c[6], vscode("Settings", ext_side("", [("INSTALLED 7", inst7), ("RECOMMENDED 1", rec[1:])]), ["Welcome", "Settings"], "Settings", settings_editor("", common("15")), status), vs),
        desk(c[7], vscode("Settings", ext_side("", [("INSTALLED 7", inst7), ("RECOMMENDED 1", rec[1:])]), ["Welcome", "Settings"], "Settings", settings_editor("format on save", fos("false"), "3 Settings Found"), status), vs),
        desk(c[8], vscode("Settings", ext_side("", [("INSTALLED 7", inst7), ("RECOMMENDED 1", rec[1:])]), ["Welcome", "Settings"], "Settings", settings_editor("format on save", fos("true"), "3 Settings Found"), status), vs),
        desk(c[9], vscode("settings.json", ext_side("", [("INSTALLED 7", inst7), ("RECOMMENDED 1", rec[1:])]), ["Welcome", "Settings", "settings.json"], "settings.json", json_editor,
                          status + ["Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "{} JSON with Comments"]), vs),
    ]
    actions = [
        "import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'x')",
        "import pyautogui\npyautogui.write('python')",
        "import pyautogui, time\npyautogui.click(455, 178)  # Install (Python)\ntime.sleep(12)",
        "import pyautogui\npyautogui.click(300, 110)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')",
        "import pyautogui\npyautogui.hotkey('ctrl', ',')",
        "import pyautogui\npyautogui.tripleClick(900, 353)\npyautogui.write('15')\npyautogui.press('tab')",
        "import pyautogui\npyautogui.click(1100, 122)\npyautogui.write('format on save')",
        "import pyautogui\npyautogui.click(770, 232)  # Editor: Format On Save",
        "import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Preferences: Open User Settings (JSON)')\ntime.sleep(0.5)\npyautogui.press('enter')",
    ]
    add(rs, "h51-os-08", "In VS Code, install Microsoft's Python extension, then set the editor font size to 15 and enable format on save, and confirm both in the user settings.json.",
        state, actions, obs)


# --------------------------------------------------------------------------- 09 Evince -> gedit (clean)
def evince(page: int, zoom: str, content: list[tuple[str, str]], scale: float = 1.0, sidebar: bool = False) -> list[str]:
    out = [r("frame", "Annual Report 2023 — annual_report_2023.pdf", "", 240, 60, 1440, 980),
           r("toggle-button", "Side pane", "", 250, 68, 34, 34, desc="pressed" if sidebar else ""),
           r("text", "Select page", str(page), 290, 70, 50, 30), r("label", "", "(%d of 24)" % page, 344, 76, 70, 20),
           r("push-button", "Find", "", 1400, 68, 34, 34), r("combo-box", "Zoom", zoom, 1440, 68, 100, 34),
           r("push-button", "Annotate", "", 1544, 68, 34, 34), r("push-button", "File options", "", 1584, 68, 34, 34),
           r("push-button", "Close", "", 1640, 68, 34, 34)]
    w = int(610 * scale)
    x0 = 960 - w // 2
    out.append(r("document-frame", "", "", x0, 112, w, int(860 * scale)))
    y = 112 + int(60 * scale)
    for tag, text in content:
        h = int((34 if tag == "heading" else 20) * scale)
        out.append(r(tag, "", text, x0 + int(56 * scale), y, w - int(112 * scale), h))
        y += h + int(8 * scale)
    return out


def t09(rs: RowSet) -> None:
    c = clk("Mar 25", "08:52", 6)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    p1 = [("heading", "Annual Report 2023"), ("paragraph", "Kestrel Robotics AG"), ("paragraph", "Published 28 February 2024"),
          ("paragraph", "Registered office: Hardturmstrasse 161, 8005 Zürich")]
    p7 = [("heading", "4. Revenue by region"),
          ("paragraph", "Revenue grew in all three regions in 2023. APAC was the fastest-growing region, driven by the new distribution agreement in Singapore."),
          ("table-cell", "Region | 2022 | 2023 | Change"), ("table-cell", "EMEA | 41.8 | 46.3 | +10.8%"),
          ("table-cell", "Americas | 28.4 | 30.1 | +6.0%"), ("table-cell", "APAC | 17.2 | 21.9 | +27.3%"),
          ("table-cell", "Total | 87.4 | 98.3 | +12.5%"), ("paragraph", "All figures in EUR million, unaudited segment data."),
          ("paragraph", "7")]
    notes = "Report notes\n- Headcount 2023: 612 (p. 4)\n"
    line = "- EMEA revenue 2023: EUR 46.3 m (p. 7, +10.8% vs 2022)"
    ev = ("Document Viewer",)
    ge = ("Document Viewer", "Text Editor")
    t = " (~/Documents) - gedit"
    obs = [
        desk(c[1], evince(1, "72%", p1), ev),
        desk(c[2], evince(7, "72%", p7), ev),
        desk(c[3], evince(7, "100%", p7, 1.39), ev),
        desk(c[4], gedit("notes.txt" + t, notes, 1, 1, x=700, y=200, w=980, h=700), ge),
        desk(c[5], gedit("*notes.txt" + t, notes + line, 3, len(line) + 1, x=700, y=200, w=980, h=700), ge),
        desk(c[6], gedit("notes.txt" + t, notes + line, 3, len(line) + 1, x=700, y=200, w=980, h=700), ge),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['evince', '/home/user/Documents/annual_report_2023.pdf'])\ntime.sleep(3)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('7')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.hotkey('ctrl', 'plus')",
        "import subprocess, time\nsubprocess.Popen(['gedit', '/home/user/Documents/notes.txt'])\ntime.sleep(2)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'end')\npyautogui.write('- EMEA revenue 2023: EUR 46.3 m (p. 7, +10.8% vs 2022)')",
        "import pyautogui\npyautogui.hotkey('ctrl', 's')",
    ]
    add(rs, "h51-os-09", "Open ~/Documents/annual_report_2023.pdf in the Document Viewer, find the EMEA revenue for 2023 in the 'Revenue by region' table on page 7, and add it as a new line to ~/Documents/notes.txt in gedit, then save.",
        state, actions, obs)


# --------------------------------------------------------------------------- 10 Disks (clean)
def disks(drive: str, info: list[tuple[str, str]], volumes: list[str], vol: list[tuple[str, str]], extra: list[str] = (),
          mounted: bool | None = None) -> list[str]:
    drives = [("500 GB Disk", "Samsung SSD 970 EVO Plus 500GB"), ("32 GB Drive", "SanDisk Ultra"), ("Loop Device", "/snap/bare/5"),
              ("Loop Device", "/snap/core22/1122"), ("Loop Device", "/snap/firefox/3836")]
    head = {"nvme": ("500 GB Disk", "/dev/nvme0n1"), "usb": ("32 GB Drive", "/dev/sdb")}[drive]
    out = [r("frame", "Disks", "", 260, 100, 1400, 880), r("label", "", head[0], 900, 108, 200, 18),
           r("label", "", head[1], 900, 126, 200, 16), r("push-button", "Menu", "", 1560, 106, 34, 34),
           r("push-button", "Power Off", "", 1520, 106, 34, 34) if drive == "usb" else r("push-button", "Drive Options", "", 1520, 106, 34, 34),
           r("push-button", "Close", "", 1620, 106, 34, 34)]
    for i, (a, b) in enumerate(drives):
        sel = (drive == "nvme" and i == 0) or (drive == "usb" and i == 1)
        out.append(r("list-item", f"{a}\n{b}", "", 264, 150 + 60 * i, 300, 58, desc="selected" if sel else ""))
    y = 170
    for k, v in info:
        out.append(r("label", k, v, 620, y, 1000, 20))
        y += 24
    out.append(r("label", "Volumes", "", 620, y + 10, 200, 20))
    y += 40
    x = 620
    for v in volumes:
        out.append(r("push-button", v, "", x, y, 1000 // len(volumes), 100))
        x += 1000 // len(volumes)
    y += 110
    if mounted is not None:
        out.append(r("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", 620, y, 34, 30))
    out += [r("push-button", "Additional partition options", "", 660, y, 34, 30)]
    y += 46
    for k, v in vol:
        out.append(r("label", k, v, 620, y, 1000, 20))
        y += 24
    return out + list(extra)


def t10(rs: RowSet) -> None:
    c = clk("Mar 26", "17:20", 8)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    nvme_info = [("Model", "Samsung SSD 970 EVO Plus 500GB (2B2QEXM7)"), ("Serial Number", "S4EVNX0R512783T"),
                 ("Size", "500 GB (500,107,862,016 bytes)"), ("Partitioning", "GUID Partition Table"), ("Assessment", "Disk is OK, 41° C")]
    nvme_vol = [("Size", "537 MB — 531 MB free (1.2% full)"), ("Device", "/dev/nvme0n1p1"), ("UUID", "0A7C-33E1"),
                ("Partition Type", "EFI System"), ("Contents", "FAT (32-bit version) — Mounted at /boot/efi")]
    usb_info = [("Model", "SanDisk Ultra (1.00)"), ("Serial Number", "4C530001230415117340"), ("Size", "31 GB (30,752,636,928 bytes)"),
                ("Partitioning", "Master Boot Record")]
    fat_vol_m = [("Size", "31 GB — 27 GB free (12.6% full)"), ("Device", "/dev/sdb1"), ("UUID", "6F2A-91C3"),
                 ("Partition Type", "W95 FAT32 (LBA)"), ("Contents", "FAT (32-bit version) — Mounted at /media/user/SANDISK")]
    fat_vol_u = [("Size", "31 GB (30,751,588,352 bytes)"), ("Device", "/dev/sdb1"), ("UUID", "6F2A-91C3"),
                 ("Partition Type", "W95 FAT32 (LBA)"), ("Contents", "FAT (32-bit version) — Not Mounted")]
    ext_u = [("Size", "31 GB (30,751,588,352 bytes)"), ("Device", "/dev/sdb1"), ("UUID", "3b8e0c5f-6d1a-4e27-9a44-0f5d2c71be93"),
             ("Partition Type", "Linux"), ("Contents", "Ext4 (version 1.0) — Not Mounted")]
    ext_m = [("Size", "31 GB — 29 GB free (6.0% full)"), ("Device", "/dev/sdb1"), ("UUID", "3b8e0c5f-6d1a-4e27-9a44-0f5d2c71be93"),
             ("Partition Type", "Linux"), ("Contents", "Ext4 (version 1.0) — Mounted at /media/user/BACKUP")]
    nvme_parts = ["Partition 1\n537 MB FAT", "Filesystem\nPartition 2\n500 GB Ext4"]
    usb_fat = ["SANDISK\nPartition 1\n31 GB FAT"]
    usb_ext = ["BACKUP\nPartition 1\n31 GB Ext4"]
    def fmt_dialog(name: str, typ: str) -> list[str]:
        opts = ["Internal disk for use with Linux systems only (Ext4)", "Password protect volume (LUKS)",
                "For use with Windows (NTFS)", "For use with all systems and devices (FAT)", "Other"]
        out = [r("dialog", "Format Volume", "", 660, 300, 600, 460), r("push-button", "Cancel", "", 670, 308, 80, 32),
               r("push-button", "Next", "", 1170, 308, 80, 32, desc="" if name else "disabled"),
               r("entry", "Volume Name", name, 800, 370, 420, 32), r("label", "", "For example: “Angela’s Files” or “Backup”.", 800, 406, 420, 18),
               r("toggle-button", "Erase", "", 800, 440, 50, 28, desc="Overwrites existing data, but takes longer.")]
        for i, o in enumerate(opts):
            tag = "check-box" if "LUKS" in o else "radio-button"
            out.append(r(tag, o, "", 800, 490 + 34 * i, 420, 30, desc="checked" if o == typ else ""))
        return out
    confirm = [r("dialog", "Format Volume", "", 660, 300, 600, 460), r("push-button", "Back", "", 670, 308, 80, 32),
               r("push-button", "Format", "", 1170, 308, 80, 32, desc="destructive-action"),
               r("label", "", "Confirm Details", 900, 316, 200, 20),
               r("label", "", "Warning: all data on the volume will be lost. Make sure important data is backed up. This action cannot be undone.", 700, 380, 520, 40),
               r("label", "Affected Devices", "Partition 1 of SanDisk Ultra — SANDISK (FAT) — /dev/sdb1", 700, 440, 520, 40)]
    fat = "For use with all systems and devices (FAT)"
    ext4 = "Internal disk for use with Linux systems only (Ext4)"
    dk = ("Disks",)
    obs = [
        desk(c[1], disks("nvme", nvme_info, nvme_parts, nvme_vol, mounted=True), dk),
        desk(c[2], disks("usb", usb_info, usb_fat, fat_vol_m, mounted=True), dk),
        desk(c[3], disks("usb", usb_info, usb_fat, fat_vol_u, mounted=False), dk),
        desk(c[4], disks("usb", usb_info, usb_fat, fat_vol_u, fmt_dialog("", fat), mounted=False), dk),
        desk(c[5], disks("usb", usb_info, usb_fat, fat_vol_u, fmt_dialog("BACKUP", ext4), mounted=False), dk),
        desk(c[6], disks("usb", usb_info, usb_fat, fat_vol_u, confirm, mounted=False), dk),
        desk(c[7], disks("usb", usb_info, usb_ext, ext_u, mounted=False), dk),
        desk(c[8], disks("usb", usb_info, usb_ext, ext_m, mounted=True), dk),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['gnome-disks'])\ntime.sleep(3)",
        "import pyautogui\npyautogui.click(414, 239)  # 32 GB Drive",
        "import pyautogui\npyautogui.click(637, 443)  # Unmount selected partition",
        "import pyautogui\npyautogui.click(677, 443)  # Additional partition options\npyautogui.click(830, 574)  # Format Partition…",
        "import pyautogui\npyautogui.click(1010, 386)\npyautogui.write('BACKUP')\npyautogui.click(1010, 505)  # Ext4",
        "import pyautogui\npyautogui.click(1210, 324)  # Next",
        "import pyautogui, time\npyautogui.click(1210, 324)  # Format\ntime.sleep(4)",
        "import pyautogui, time\npyautogui.click(637, 443)  # Mount selected partition\ntime.sleep(1)",
    ]
    add(rs, "h51-os-10", "With GNOME Disks, unmount the SanDisk USB stick's partition, reformat it as ext4 with the volume name BACKUP, and mount it again.",
        state, actions, obs)


# --------------------------------------------------------------------------- 11 Shotwell (bad)
def shotwell(view: str, count: str, thumbs: list[str], selected: set[str], info: list[tuple[str, str]], tags: list[str],
             rated: dict[str, int] = None, dialog: list[str] = ()) -> list[str]:
    rated = rated or {}
    out = [r("frame", "Shotwell", "", 110, 60, 1700, 980)]
    for i, m in enumerate(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"]):
        out.append(r("menu", m, "", 118 + 66 * i, 66, 64, 24))
    side = [("Library", 0), ("Photos", 1), ("Flagged", 1), ("Last Import", 1), ("Trash", 1), ("Events", 0), ("2024", 1),
            ("March", 2), ("Lisbon trip", 3), ("February", 2), ("Carnival", 3), ("2023", 1), ("Tags", 0)] + [(t, 1) for t in tags]
    y = 100
    for name, lvl in side:
        out.append(r("tree-item", name, "", 118 + 14 * lvl, y, 240 - 14 * lvl, 24, desc="selected" if name == view else ""))
        y += 24
    out += [r("label", "", view, 380, 100, 400, 24), r("label", "", count, 380, 126, 200, 18)]
    for i, t in enumerate(thumbs):
        d = []
        if t in selected:
            d.append("selected")
        if t in rated:
            d.append("★" * rated[t])
        out.append(r("icon", t, "", 380 + 200 * (i % 5), 160 + 190 * (i // 5), 180, 170, desc=", ".join(d)))
    y = 120
    out.append(r("label", "Basic Information", "", 1420, 96, 360, 20))
    for k, v in info:
        out.append(r("label", k, v, 1420, y, 380, 20))
        y += 22
    out += [r("entry", "Search", "", 1500, 1000, 260, 28), r("slider", "Zoom", "", 1200, 1004, 200, 20),
            r("push-button", "Rotate", "", 380, 1000, 34, 34), r("push-button", "Enhance", "", 420, 1000, 34, 34),
            r("push-button", "Publish", "", 460, 1000, 34, 34)]
    return out + list(dialog)


def t11(rs: RowSet) -> None:
    c = clk("Mar 27", "21:04", 7)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    lib = [f"IMG_{n}" for n in range(5102, 5122)]
    ev = [f"IMG_{n}" for n in range(4460, 4480)]
    sel3 = {"IMG_4463", "IMG_4467", "IMG_4471"}
    info_lib = [("Items", "2,316"), ("Dates", "Jan 2, 2019 – Mar 27, 2024"), ("Size", "18.9 GB")]
    info_ev = [("Items", "148"), ("Dates", "Mar 3, 2024 – Mar 7, 2024"), ("Size", "1.3 GB")]
    info3 = [("Items", "3"), ("Dates", "Mar 4, 2024 – Mar 5, 2024"), ("Size", "27.4 MB")]
    info1 = [("Title", "IMG_4471.JPG"), ("Date", "Tue, Mar 5, 2024, 11:42:17"), ("Size", "9.6 MB"), ("Dimensions", "4032 × 3024"),
             ("Camera", "Apple iPhone 13"), ("Exposure", "1/1250 sec, f/1.6, ISO 50"), ("Focal length", "5.1 mm"),
             ("GPS", "38.7139, -9.1334"), ("Tags", "azulejo")]
    tags0 = ["family", "work"]
    tags1 = ["azulejo", "family", "work"]
    exp = [r("dialog", "Export Photo", "", 760, 360, 400, 320), r("combo-box", "Format", "JPEG", 900, 400, 220, 30),
           r("combo-box", "Quality", "High (95%)", 900, 440, 220, 30), r("combo-box", "Scaling constraint", "Original size", 900, 480, 220, 30),
           r("spin-button", "pixels", "1200", 900, 520, 100, 30, desc="disabled"), r("check-box", "Export metadata", "", 780, 570, 300, 24, desc="checked"),
           r("push-button", "Cancel", "", 960, 630, 90, 34), r("push-button", "OK", "", 1060, 630, 80, 34)]
    save = [r("dialog", "Export Photo", "", 560, 220, 800, 600), r("text", "Name", "IMG_4471.jpg", 640, 240, 500, 30),
            r("push-button", "user", "", 640, 280, 80, 30), r("push-button", "Pictures", "", 722, 280, 90, 30),
            r("column-header", "Name", "", 800, 330, 300, 26), r("column-header", "Size", "", 1100, 330, 90, 26),
            r("column-header", "Modified", "", 1190, 330, 150, 26),
            r("table-cell", "", "export", 800, 356, 300, 26), r("table-cell", "", "", 1100, 356, 90, 26), r("table-cell", "", "Mar 20", 1190, 356, 150, 26),
            r("table-cell", "", "wallpapers", 800, 382, 300, 26), r("table-cell", "", "", 1100, 382, 90, 26), r("table-cell", "", "Feb 2", 1190, 382, 150, 26),
            r("push-button", "Cancel", "", 1160, 780, 90, 32), r("push-button", "Save", "", 1256, 780, 90, 32)]
    sw = ("Shotwell",)
    five = {"IMG_4471": 5}
    obs = [
        desk(c[1], shotwell("Photos", "2,316 Photos", lib, set(), info_lib, tags0), sw),
        desk(c[2], shotwell("Lisbon trip", "148 Photos", ev, set(), info_ev, tags0), sw),
        desk(c[3], shotwell("Lisbon trip", "148 Photos", ev, sel3, info3, tags1), sw),
        desk(c[4], shotwell("Lisbon trip", "148 Photos", ev, {"IMG_4471"}, info1, tags1, five), sw),
        desk(c[5], shotwell("Lisbon trip", "148 Photos", ev, {"IMG_4471"}, info1, tags1, five, exp), sw),
        desk(c[6], shotwell("Lisbon trip", "148 Photos", ev, {"IMG_4471"}, info1, tags1, five, save), sw),
        desk(c[7], shotwell("Lisbon trip", "148 Photos", ev, {"IMG_4471"}, info1, tags1, five), sw),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['shotwell'])\ntime.sleep(4)",
        "import pyautogui\npyautogui.click(250, 304)  # Lisbon trip",
        "import pyautogui\npyautogui.click(1070, 245)  # IMG_4463\npyautogui.keyDown('ctrl')\npyautogui.click(870, 435)  # IMG_4467\npyautogui.click(670, 625)  # IMG_4471\npyautogui.keyUp('ctrl')\npyautogui.hotkey('ctrl', 't')\npyautogui.write('azulejo')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.click(670, 625)  # IMG_4471 only\npyautogui.press('5')",
        "import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'e')",
        "import pyautogui\npyautogui.click(1100, 647)  # OK",
        "import pyautogui, time\npyautogui.doubleClick(900, 369)  # export\npyautogui.click(1300, 796)  # Save\ntime.sleep(2)",
    ]
    swap(obs, 4, "\t148 Photos\t", "\t147 Photos\t", persist=True)
    add(rs, "h51-os-11", "In Shotwell, tag three azulejo photos of the 'Lisbon trip' event (IMG_4463, IMG_4467, IMG_4471) with 'azulejo', rate IMG_4471 five stars and export it to ~/Pictures/export.",
        state, actions, obs, bad=4, kind="After only rating IMG_4471, the Lisbon trip event header says 147 Photos where turns 2-3 said 148, with nothing removed.")


# --------------------------------------------------------------------------- 12 Contacts -> Calendar (bad)
CONTACTS = ["Aaron Whitfield", "Adaeze Nwosu", "Alba Ruiz", "Amara Okafor", "Anders Holm", "Anika Sharma", "Ben Carter",
            "Bettina Kraus", "Caoimhe Byrne", "Carlos Mendes", "Chen Wei", "Dalia Haddad", "Daniel Ortiz", "Dominik Novak",
            "Elif Yılmaz"]
OKAFOR = [("label", "", "Amara Okafor"), ("label", "Organization", "Smile Dental Clinic"), ("label", "Role", "Dentist"),
          ("label", "Work phone", "+44 20 7946 0321"), ("label", "Work email", "reception@smiledental.co.uk"),
          ("label", "Work address", "14 Harley Street, London W1G 9PQ, United Kingdom"), ("label", "Website", "https://smiledental.co.uk"),
          ("label", "Note", "Recall every 6 months. Prefers morning appointments.")]
CARTER = [("label", "", "Ben Carter"), ("label", "Organization", "Northwind Logistics"), ("label", "Mobile", "+44 7700 900417"),
          ("label", "Personal email", "ben.carter@proton.me"), ("label", "Birthday", "September 12, 1988")]


def contacts(selected: str | None, details: list[tuple[str, str, str]]) -> list[str]:
    out = [r("frame", "Contacts", "", 200, 90, 1100, 820), r("push-button", "Add contact", "", 208, 98, 34, 34),
           r("toggle-button", "Search", "", 246, 98, 34, 34), r("label", "", "63 contacts", 320, 106, 200, 20),
           r("push-button", "Main menu", "", 520, 98, 34, 34), r("push-button", "Close", "", 1262, 98, 34, 34)]
    for i, n in enumerate(CONTACTS):
        out.append(r("list-item", n, "", 204, 140 + 48 * i, 360, 46, desc="selected" if n == selected else ""))
    if selected:
        out += [r("push-button", "Edit contact", "", 1150, 98, 100, 34), r("push-button", "Contact menu", "", 1110, 98, 34, 34)]
        y = 160
        for tag, k, v in details:
            out.append(r(tag, k, v, 620, y, 640, 24))
            y += 40
    else:
        out.append(r("label", "", "Select a contact", 830, 480, 200, 24))
    return out


def gcal_month(events: dict[int, list[str]], popover: list[str] = (), dialog: list[str] = ()) -> list[str]:
    out = [r("frame", "Calendar", "", 160, 70, 1600, 940), r("push-button", "New Event", "", 170, 78, 34, 34),
           r("push-button", "Today", "", 210, 78, 70, 34), r("push-button", "Previous", "", 284, 78, 34, 34),
           r("push-button", "Next", "", 320, 78, 34, 34), r("label", "", "March 2024", 370, 84, 200, 24),
           r("radio-button", "Week", "", 860, 78, 90, 34), r("radio-button", "Month", "", 952, 78, 90, 34, desc="checked"),
           r("push-button", "Search", "", 1600, 78, 34, 34), r("push-button", "Manage your calendars", "", 1640, 78, 34, 34),
           r("push-button", "Main menu", "", 1680, 78, 34, 34)]
    for i, d in enumerate(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]):
        out.append(r("label", "", d, 170 + 226 * i, 124, 220, 20))
    # grid from Mon Feb 26 to Sun Apr 7
    days = [(26 + i, "Feb") for i in range(4)] + [(i, "Mar") for i in range(1, 32)] + [(i, "Apr") for i in range(1, 8)]
    for k, (d, m) in enumerate(days):
        x, y = 170 + 226 * (k % 7), 150 + 140 * (k // 7)
        name = "" if m == "Mar" else m
        out.append(r("label", name, str(d), x + 4, y + 4, 30, 18, desc="today" if (m, d) == ("Mar", 14) else ""))
        if m == "Mar":
            for j, e in enumerate(events.get(d, [])):
                out.append(r("push-button", e, "", x + 4, y + 26 + 24 * j, 216, 22))
    return out + list(popover) + list(dialog)


def t12(rs: RowSet) -> None:
    c = clk("Mar 14", "12:10", 11)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    ev0 = {4: ["Team offsite"], 12: ["14:00 Sprint review"], 15: ["Mum's birthday"], 19: ["18:30 Yoga"], 26: ["14:00 Sprint review", "18:30 Yoga"],
           28: ["10:00 Quarterly planning"]}
    ev1 = dict(ev0)
    ev1[21] = ["10:30 Dentist – Dr. Okafor"]
    quick = [r("dialog", "New Event on Thursday, March 14", "", 880, 420, 360, 170), r("entry", "What", "", 900, 470, 320, 32),
             r("push-button", "Edit Details…", "", 900, 530, 150, 32), r("push-button", "Create", "", 1130, 530, 90, 32, desc="disabled")]

    def editor(title: str, sd: str, st: str, ed: str, et: str, loc: str, notes: str) -> list[str]:
        return [r("dialog", "Edit Event", "", 660, 180, 600, 700), r("push-button", "Cancel", "", 670, 188, 80, 32),
                r("push-button", "Done", "", 1170, 188, 80, 32),
                r("entry", "Title", title, 700, 240, 440, 32), r("combo-box", "Calendar", "Personal", 1150, 240, 90, 32),
                r("label", "Schedule", "", 700, 300, 200, 20), r("toggle-button", "All Day", "", 1180, 300, 50, 26),
                r("entry", "Starts", sd, 780, 340, 200, 32), r("entry", "Starts time", st, 1000, 340, 100, 32),
                r("entry", "Ends", ed, 780, 380, 200, 32), r("entry", "Ends time", et, 1000, 380, 100, 32),
                r("combo-box", "Repeat", "No Repeat", 780, 420, 200, 32),
                r("label", "Reminders", "", 700, 480, 200, 20), r("push-button", "30 minutes before", "", 700, 506, 300, 30),
                r("push-button", "Add Reminder…", "", 700, 540, 160, 30),
                r("entry", "Location", loc, 700, 600, 540, 32), r("text", "Notes", notes, 700, 660, 540, 120),
                r("push-button", "Delete Event", "", 700, 820, 540, 34, desc="disabled")]
    title = "Dentist – Dr. Okafor"
    notes = "Dr. Amara Okafor, Smile Dental Clinic – +44 20 7946 0321"
    pop = [r("dialog", title, "", 880, 560, 380, 220), r("label", "", title, 900, 580, 340, 24),
           r("label", "", "Thursday, March 21, 2024 · 10:30 – 11:15", 900, 610, 340, 20),
           r("label", "", "14 Harley Street, London", 900, 636, 340, 20), r("label", "", "Reminder: 30 minutes before", 900, 660, 340, 20),
           r("label", "", notes, 900, 690, 340, 40), r("push-button", "Edit…", "", 1160, 740, 80, 30)]
    both = ("Contacts", "Calendar")
    obs = [
        desk(c[1], contacts(None, []), ("Contacts",)),
        desk(c[2], contacts("Amara Okafor", OKAFOR), ("Contacts",)),
        desk(c[3], gcal_month(ev0), both),
        desk(c[4], gcal_month(ev0, dialog=quick), both),
        desk(c[5], gcal_month(ev0, dialog=editor(title, "03/14/2024", "13:00", "03/14/2024", "14:00", "", "")), both),
        desk(c[6], gcal_month(ev0, dialog=editor(title, "03/21/2024", "10:30", "03/21/2024", "11:15", "", "")), both),
        desk(c[7], gcal_month(ev0, dialog=editor(title, "03/21/2024", "10:30", "03/21/2024", "11:15", "14 Harley Street, London", notes)), both),
        desk(c[8], gcal_month(ev1), both),
        desk(c[9], gcal_month(ev1, popover=pop), both),
        desk(c[10], contacts("Amara Okafor", OKAFOR), both),
        desk(c[11], contacts("Ben Carter", CARTER), both),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['gnome-contacts'])\ntime.sleep(3)",
        "import pyautogui\npyautogui.click(384, 307)  # Amara Okafor",
        "import subprocess, time\nsubprocess.Popen(['gnome-calendar'])\ntime.sleep(3)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'n')",
        "import pyautogui\npyautogui.write('Dentist – Dr. Okafor')\npyautogui.click(975, 546)  # Edit Details…",
        "import pyautogui\nfor x, y, v in [(880, 356, '03/21/2024'), (1050, 356, '10:30'), (880, 396, '03/21/2024'), (1050, 396, '11:15')]:\n    pyautogui.tripleClick(x, y)\n    pyautogui.write(v)\n    pyautogui.press('tab')",
        "import pyautogui\npyautogui.click(970, 616)\npyautogui.write('14 Harley Street, London')\npyautogui.click(970, 720)\npyautogui.write('Dr. Amara Okafor, Smile Dental Clinic – +44 20 7946 0321')",
        "import pyautogui\npyautogui.click(1210, 204)  # Done",
        "import pyautogui\npyautogui.click(960, 607)  # 10:30 Dentist – Dr. Okafor (Thu 21)",
        "import pyautogui\npyautogui.hotkey('alt', 'tab')",
        "import pyautogui\npyautogui.click(384, 451)  # Ben Carter",
    ]
    swap(obs, 9, "Thursday, March 21, 2024 · 10:30 – 11:15", "Thursday, March 28, 2024 · 10:30 – 11:15")
    add(rs, "h51-os-12", "Find Dr. Amara Okafor's work phone number in Contacts and create a Calendar event 'Dentist – Dr. Okafor' on Thursday 21 March 2024 from 10:30 to 11:15 at 14 Harley Street, with her phone number in the notes.",
        state, actions, obs, bad=9, kind="The event popover dates the dentist appointment Thursday, March 28, 2024, though it was created for 03/21/2024 in turns 6-8 and sits in the 21 March cell.")


# --------------------------------------------------------------------------- 13 Firefox privacy settings (clean)
def firefox_prefs(scroll: int, etp: str, usage: str, doh: str, reload_note: bool, dialog: list[str] = ()) -> list[str]:
    out = [r("frame", "Settings — Mozilla Firefox", "", 70, 27, 1850, 1053),
           r("page-tab", "Settings", "", 80, 34, 240, 36, desc="selected"), r("push-button", "Open a new tab", "", 326, 38, 28, 28),
           r("push-button", "Back", "", 80, 76, 32, 32), r("push-button", "Forward", "", 114, 76, 32, 32),
           r("push-button", "Reload", "", 148, 76, 32, 32), r("entry", "Search with Google or enter address", "about:preferences#privacy", 300, 78, 1300, 30),
           r("push-button", "Open application menu", "", 1870, 76, 32, 32)]
    for i, s in enumerate(["General", "Home", "Search", "Privacy & Security", "Sync", "More from Mozilla"]):
        out.append(r("list-item", s, "", 200, 160 + 48 * i, 260, 44, desc="selected" if s == "Privacy & Security" else ""))
    out.append(r("entry", "Find in Settings", "", 1300, 126, 340, 32))
    blocks: list[tuple[str, str, str, int]] = [
        ("heading", "Browser Privacy", "", 40), ("heading", "Enhanced Tracking Protection", "", 30),
        ("label", "", "Trackers follow you around online to collect information about your browsing habits and interests. Firefox blocks many of these trackers and other malicious scripts.", 44),
        ("push-button", "Manage Exceptions…", "", 34)]
    for o, d in [("Standard", "Balanced for protection and performance. Pages will load normally."),
                 ("Strict", "Stronger protection, but may cause some sites or content to break."),
                 ("Custom", "Choose which trackers and scripts to block.")]:
        blocks.append(("radio-button", o, d, 64))
    if reload_note:
        blocks += [("label", "", "You will need to reload your tabs to apply these changes.", 24), ("push-button", "Reload All Tabs", "", 34)]
    blocks += [("heading", "Send websites a “Do Not Track” signal", "", 30), ("radio-button", "Always", "", 26), ("radio-button", "Only when Firefox is set to block known trackers", "", 26),
               ("heading", "Cookies and Site Data", "", 30),
               ("label", "", f"Your stored cookies, site data, and cache are currently using {usage} of disk space.", 24),
               ("push-button", "Clear Data…", "", 34), ("push-button", "Manage Data…", "", 34), ("push-button", "Manage Exceptions…", "", 34),
               ("check-box", "Delete cookies and site data when Firefox is closed", "", 26),
               ("heading", "Logins and Passwords", "", 30), ("check-box", "Ask to save logins and passwords for websites", "", 26),
               ("push-button", "Saved Logins…", "", 34),
               ("heading", "History", "", 30), ("combo-box", "Firefox will", "Remember history", 32), ("push-button", "Clear History…", "", 34),
               ("heading", "Address Bar", "", 30), ("check-box", "Browsing history", "", 26), ("check-box", "Bookmarks", "", 26),
               ("heading", "Permissions", "", 30), ("push-button", "Location Settings…", "", 34), ("push-button", "Camera Settings…", "", 34),
               ("heading", "Security", "", 30), ("check-box", "Block dangerous and deceptive content", "", 26),
               ("heading", "HTTPS-Only Mode", "", 30), ("radio-button", "Don’t enable HTTPS-Only Mode", "", 26),
               ("heading", "Enable secure DNS using:", "", 30)]
    for o in ["Default Protection", "Increased Protection", "Max Protection", "Off"]:
        blocks.append(("radio-button", o, "", 44))
    if doh in ("Increased Protection", "Max Protection"):
        blocks.append(("combo-box", "Choose provider", "Cloudflare (Default)", 32))
    y = 170 - scroll
    checked = {etp, doh, "Only when Firefox is set to block known trackers", "Don’t enable HTTPS-Only Mode"}
    for tag, name, text, h in blocks:
        if 112 <= y <= 1040:
            d = ""
            if tag == "radio-button" and name in checked:
                d = "checked"
            if tag == "check-box" and name in {"Ask to save logins and passwords for websites", "Browsing history", "Bookmarks", "Block dangerous and deceptive content"}:
                d = "checked"
            out.append(r(tag, name, text, 540, y, 900, h - 4, desc=d))
        y += h
    return out + list(dialog)


def t13(rs: RowSet) -> None:
    c = clk("Mar 28", "09:07", 7)
    start = [r("frame", "Mozilla Firefox", "", 70, 27, 1850, 1053), r("page-tab", "New Tab", "", 80, 34, 240, 36, desc="selected"),
             r("entry", "Search with Google or enter address", "", 300, 78, 1300, 30), r("entry", "Search with Google or enter address", "", 660, 300, 600, 48),
             r("link", "wikipedia", "", 700, 420, 80, 100), r("link", "youtube", "", 800, 420, 80, 100), r("link", "reddit", "", 900, 420, 80, 100)]
    ff = ("Firefox Web Browser",)
    state = desk(c[0], start, ff)
    clear_dlg = [r("dialog", "Clear Data", "", 720, 360, 480, 300),
                 r("label", "", "Clearing all cookies and site data stored by Firefox may sign you out of websites and remove offline web content. Clearing cache data will not affect your logins.", 740, 400, 440, 60),
                 r("check-box", "Cookies and Site Data (387 MB)", "You may get signed out of websites if cleared", 740, 480, 440, 40, desc="checked"),
                 r("check-box", "Cached Web Content (25.3 MB)", "Will require websites to reload images and data", 740, 530, 440, 40, desc="checked"),
                 r("push-button", "Cancel", "", 1000, 610, 90, 32), r("push-button", "Clear", "", 1100, 610, 80, 32)]
    confirm = [r("dialog", "Clear all cookies and site data", "", 760, 420, 400, 180),
               r("label", "", "Clearing all cookies and site data stored by Firefox may sign you out of websites and remove offline web content. Are you sure you want to make the changes?", 780, 450, 360, 70),
               r("push-button", "Cancel", "", 930, 550, 90, 32), r("push-button", "Clear Now", "", 1030, 550, 110, 32)]
    obs = [
        desk(c[1], firefox_prefs(0, "Standard", "412 MB", "Default Protection", False), ff),
        desk(c[2], firefox_prefs(0, "Strict", "412 MB", "Default Protection", True), ff),
        desk(c[3], firefox_prefs(420, "Strict", "412 MB", "Default Protection", True), ff),
        desk(c[4], firefox_prefs(420, "Strict", "412 MB", "Default Protection", True, clear_dlg), ff),
        desk(c[5], firefox_prefs(420, "Strict", "412 MB", "Default Protection", True, confirm), ff),
        desk(c[6], firefox_prefs(420, "Strict", "0 bytes", "Default Protection", True), ff),
        desk(c[7], firefox_prefs(1100, "Strict", "0 bytes", "Increased Protection", True), ff),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['firefox', 'about:preferences#privacy'])\ntime.sleep(4)",
        "import pyautogui\npyautogui.click(600, 418)  # Strict",
        "import pyautogui\npyautogui.moveTo(990, 600)\npyautogui.scroll(-7)",
        "import pyautogui\npyautogui.click(990, 299)  # Clear Data…",
        "import pyautogui\npyautogui.click(1140, 626)  # Clear",
        "import pyautogui\npyautogui.click(1085, 566)  # Clear Now",
        "import pyautogui\npyautogui.scroll(-11)\npyautogui.click(600, 304)  # Increased Protection",
    ]
    add(rs, "h51-os-13", "In Firefox settings, set Enhanced Tracking Protection to Strict, clear all cookies, site data and cached content, and switch DNS over HTTPS to Increased Protection.",
        state, actions, obs)


# --------------------------------------------------------------------------- 14 gedit config edit -> Files (bad)
INI = """# shopfront configuration
# generated 2024-02-11 by deploy.sh

[database]
db_engine = postgresql
db_name = shopfront_prod
db_host = 10.0.3.17
db_port = 5432
db_pool_size = 20

[server]
port = 8080
workers = 4
timeout_s = 30
tls_enabled = false
tls_cert = /etc/ssl/shopfront/fullchain.pem
tls_key = /etc/ssl/shopfront/privkey.pem

[cache]
backend = redis
redis_url = redis://10.0.3.22:6379/0
ttl_s = 600

[logging]
level = INFO
file = /var/log/shopfront/app.log
"""


def t14(rs: RowSet) -> None:
    c = clk("Apr 2", "10:41", 8)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    t = " (~/projects/shopfront) - gedit"
    v1 = INI.replace("port = 8080", "port = 8443")
    v2 = v1.replace("tls_enabled = false", "tls_enabled = true")
    find = [r("entry", "Find", "port", 980, 170, 300, 30), r("label", "", "1 of 2", 1200, 176, 60, 18),
            r("push-button", "Previous", "", 1284, 170, 30, 30), r("push-button", "Next", "", 1316, 170, 30, 30)]
    goto = [r("entry", "Go to Line", "12", 1180, 170, 160, 30)]
    ge = ("Text Editor",)
    files = [("config.ini", f"{len(v2.encode())} bytes", c[6][-5:]), ("deploy.sh", "1.9 kB", "Feb 11"), ("docker-compose.yml", "1.3 kB", "Feb 11"),
             ("Makefile", "742 bytes", "Jan 29"), ("README.md", "3.4 kB", "Mar 30"), ("requirements.txt", "388 bytes", "Mar 30")]
    dirs = [("app", "23 items", "Mar 30"), ("migrations", "14 items", "Mar 19"), ("tests", "31 items", "Mar 30")]
    obs = [
        desk(c[1], gedit("config.ini" + t, INI, 1, 1, "INI"), ge),
        desk(c[2], gedit("config.ini" + t, INI, 8, 8, "INI") + find, ge),
        desk(c[3], gedit("config.ini" + t, INI, 12, 1, "INI") + goto, ge),
        desk(c[4], gedit("*config.ini" + t, v1, 12, 12, "INI"), ge),
        desk(c[5], gedit("*config.ini" + t, v2, 15, 19, "INI"), ge),
        desk(c[6], gedit("config.ini" + t, v2, 15, 19, "INI"), ge),
        desk(c[7], nautilus("shopfront", dirs + files, "", path=("Home", "projects", "shopfront")), ge + ("Files",)),
        desk(c[8], gedit("config.ini" + t, v2, 15, 19, "INI"), ge + ("Files",)),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['gedit', '/home/user/projects/shopfront/config.ini'])\ntime.sleep(2)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('port')",
        "import pyautogui\npyautogui.press('escape')\npyautogui.hotkey('ctrl', 'i')\npyautogui.write('12')",
        "import pyautogui\npyautogui.press('enter')\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.write('port = 8443')",
        "import pyautogui\npyautogui.hotkey('ctrl', 'i')\npyautogui.write('15')\npyautogui.press('enter')\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.write('tls_enabled = true')",
        "import pyautogui\npyautogui.hotkey('ctrl', 's')",
        "import subprocess, time\nsubprocess.Popen(['nautilus', '/home/user/projects/shopfront'])\ntime.sleep(2)",
        "import pyautogui\npyautogui.hotkey('alt', 'tab')",
    ]
    swap(obs, 3, "db_host = 10.0.3.17", "db_host = 10.0.3.71", persist=True)
    add(rs, "h51-os-14", "In gedit, open ~/projects/shopfront/config.ini, change the server port from 8080 to 8443 and set tls_enabled to true, save, and check the file in Files.",
        state, actions, obs, bad=3, kind="Opening the Go to Line box shows line 7 as db_host = 10.0.3.71 where turns 1-2 showed db_host = 10.0.3.17 for the unedited file.")


# --------------------------------------------------------------------------- 15 Ubuntu Software (clean)
INSTALLED = [("Calculator", "Perform arithmetic, scientific or financial calculations", "7.9 MB"),
             ("Calendar", "Calendar for GNOME", "3.4 MB"), ("Characters", "Character map application", "1.1 MB"),
             ("Cheese", "Take photos and videos with your webcam, with fun graphical effects", "4.2 MB"),
             ("Disks", "Disk management utility for GNOME", "2.6 MB"), ("Document Viewer", "Document viewer for popular document formats", "5.8 MB"),
             ("Files", "Access and organize files", "14.3 MB"), ("Firefox", "Fast, Private & Safe Web Browser", "263.4 MB"),
             ("GNU Image Manipulation Program", "Create images and edit photographs", "118.0 MB"),
             ("Image Viewer", "Browse and rotate images", "2.3 MB"), ("LibreOffice Calc", "Spreadsheet", "24.6 MB"),
             ("LibreOffice Draw", "Drawing", "4.9 MB"), ("LibreOffice Impress", "Presentation", "6.2 MB"),
             ("LibreOffice Writer", "Word Processor", "12.8 MB"), ("Remmina", "Connect to remote desktops", "9.7 MB"),
             ("Rhythmbox", "Play and organize your music collection", "8.6 MB")]


def software(tab: str, body: list[str], back: bool = False) -> list[str]:
    out = [r("frame", "Ubuntu Software", "", 300, 80, 1320, 920)]
    if back:
        out.append(r("push-button", "Back", "", 308, 88, 34, 34))
    else:
        out.append(r("toggle-button", "Search", "", 308, 88, 34, 34))
    for i, t in enumerate(["Explore", "Installed", "Updates"]):
        out.append(r("radio-button", t, "", 780 + 120 * i, 88, 116, 34, desc=("checked" if t == tab else "") + (", 2 updates available" if t == "Updates" else "")))
    out += [r("push-button", "Main Menu", "", 1540, 88, 34, 34), r("push-button", "Close", "", 1580, 88, 34, 34)]
    return out + body


def t15(rs: RowSet) -> None:
    c = clk("Apr 3", "14:22", 10, (1, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0))
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    explore = [r("heading", "Editor's Picks", "", 340, 150, 400, 30), r("push-button", "Foliate", "Read e-books in style", 340, 190, 380, 200),
               r("push-button", "Shortwave", "Listen to internet radio", 740, 190, 380, 200), r("push-button", "Blanket", "Listen to ambient sounds", 1140, 190, 380, 200),
               r("heading", "Categories", "", 340, 420, 400, 30)] + [
        r("push-button", cat, "", 340 + 300 * (i % 4), 460 + 70 * (i // 4), 290, 60) for i, cat in enumerate(
            ["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Graphics & Photography", "Productivity"])]
    results = [("Inkscape", "Vector Graphics Editor", "★★★★☆"), ("Krita", "Digital Painting, Creative Freedom", "★★★★★"),
               ("Scribus", "Open source desktop publishing", "★★★★☆"), ("Gravit Designer", "Vector design app", "★★★☆☆"),
               ("Boxy SVG", "Scalable Vector Graphics editor", "★★★★☆"), ("Figma Linux", "Unofficial Figma desktop client", "★★★☆☆")]
    search = [r("entry", "Search", "inkscape", 620, 140, 680, 34)] + [
        r("list-item", f"{n}\n{d}", "", 340, 190 + 80 * i, 1240, 76, desc=s) for i, (n, d, s) in enumerate(results)]

    def details(btn: list[str]) -> list[str]:
        return [r("image", "Inkscape", "", 340, 150, 128, 128), r("heading", "Inkscape", "", 490, 160, 400, 34),
                r("label", "", "Inkscape Project", 490, 200, 300, 20), r("label", "", "★★★★☆ 312 reviews", 490, 226, 300, 20)] + btn + [
                r("label", "", "Vector Graphics Editor", 340, 300, 1240, 24),
                r("paragraph", "", "Inkscape is an open-source vector graphics editor similar to Adobe Illustrator, CorelDraw, Freehand, or Xara X. What sets Inkscape apart is its use of Scalable Vector Graphics (SVG), an open XML-based W3C standard, as the native format.", 340, 330, 1240, 60),
                r("label", "Version", "1.3.2-091e20e (latest/stable)", 340, 420, 600, 20), r("label", "Source", "snapcraft.io", 340, 444, 600, 20),
                r("label", "Download Size", "214.7 MB", 340, 468, 600, 20), r("label", "Installed Size", "749.3 MB", 340, 492, 600, 20),
                r("label", "License", "GPL-3.0+", 340, 516, 600, 20), r("label", "Updated", "Dec 3, 2023", 340, 540, 600, 20)]
    auth = [r("dialog", "Authentication Required", "", 760, 380, 400, 260),
            r("label", "", "Authentication is required to install software", 780, 420, 360, 40),
            r("label", "", "user", 900, 470, 120, 20), r("password-text", "Password", "", 800, 500, 320, 34),
            r("push-button", "Cancel", "", 800, 580, 150, 34), r("push-button", "Authenticate", "", 970, 580, 150, 34, desc="disabled")]
    inst = sorted(INSTALLED + [("Inkscape", "Vector Graphics Editor", "749.3 MB")])

    def installed_page(items: list[tuple[str, str, str]], dialog: list[str] = ()) -> list[str]:
        out = [r("heading", "Applications", "", 340, 150, 400, 26)]
        for i, (n, d, s) in enumerate(items):
            if 186 + 50 * i + 48 > 1000:  # below the window's bottom edge
                break
            out += [r("list-item", f"{n}\n{d}", "", 340, 186 + 50 * i, 1100, 48), r("label", "", s, 1300, 200 + 50 * i, 100, 20),
                    r("push-button", "Uninstall", "", 1460, 192 + 50 * i, 110, 34)]
        return out + list(dialog)
    rm = [r("dialog", "Uninstall Cheese?", "", 760, 400, 400, 200),
          r("label", "", "It will not be possible to use Cheese after removal. Your data and settings will be kept.", 780, 440, 360, 40),
          r("push-button", "Cancel", "", 780, 540, 170, 34), r("push-button", "Uninstall", "", 970, 540, 170, 34, desc="destructive-action")]
    updates = [r("heading", "Updates", "", 340, 150, 400, 26), r("label", "", "Last checked: 52 minutes ago", 340, 180, 300, 20),
               r("push-button", "Check for updates", "", 1540, 140, 34, 34), r("push-button", "Update All", "", 1420, 176, 150, 34),
               r("list-item", "Firefox\n124.0.1-1 → 124.0.2-1", "", 340, 230, 1100, 56), r("label", "", "63.2 MB", 1300, 250, 100, 20),
               r("list-item", "Thunderbird\n115.9.0+build1 → 115.10.0+build2", "", 340, 290, 1100, 56), r("label", "", "71.8 MB", 1300, 310, 100, 20)]
    us = ("Ubuntu Software",)
    obs = [
        desk(c[1], software("Explore", explore), us),
        desk(c[2], software("Explore", search), us),
        desk(c[3], software("Explore", details([r("push-button", "Install", "", 1440, 170, 130, 36)]), back=True), us),
        desk(c[4], software("Explore", details([r("push-button", "Install", "", 1440, 170, 130, 36, desc="disabled")]) + auth, back=True), us),
        desk(c[5], software("Explore", details([r("progress-bar", "Installing", "23%", 1320, 176, 200, 24), r("push-button", "Cancel", "", 1530, 170, 40, 36)]), back=True), us),
        desk(c[6], software("Explore", details([r("push-button", "Open", "", 1300, 170, 130, 36), r("push-button", "Uninstall", "", 1440, 170, 130, 36)]), back=True), us),
        desk(c[7], software("Installed", installed_page(inst)), us),
        desk(c[8], software("Installed", installed_page(inst, rm)), us),
        desk(c[9], software("Installed", installed_page([i for i in inst if i[0] != "Cheese"])), us),
        desk(c[10], software("Updates", updates), us),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['snap-store'])\ntime.sleep(4)",
        "import pyautogui\npyautogui.click(325, 105)  # Search\npyautogui.write('inkscape')",
        "import pyautogui\npyautogui.click(900, 228)  # Inkscape",
        "import pyautogui\npyautogui.click(1505, 188)  # Install",
        "import pyautogui\npyautogui.write('password')\npyautogui.press('enter')",
        "import time\ntime.sleep(45)",
        "import pyautogui\npyautogui.click(958, 105)  # Installed",
        "import pyautogui\npyautogui.click(1515, 359)  # Uninstall (Cheese)",
        "import pyautogui, time\npyautogui.click(1055, 557)  # Uninstall\ntime.sleep(5)",
        "import pyautogui\npyautogui.click(1078, 105)  # Updates",
    ]
    add(rs, "h51-os-15", "Using Ubuntu Software, install Inkscape, uninstall Cheese, and then look at the pending updates.",
        state, actions, obs)


# --------------------------------------------------------------------------- 16 Thunderbird account settings (bad)
ACC_TREE = [("marco.bellini@fastmail.com", 0), ("Server Settings", 1), ("Copies & Folders", 1), ("Composition & Addressing", 1),
            ("Junk Settings", 1), ("Synchronization & Storage", 1), ("End-To-End Encryption", 1), ("Return Receipts", 1),
            ("Local Folders", 0), ("Junk Settings ", 1), ("Disk Space", 1), ("Outgoing Server (SMTP)", 0)]


def tb_settings(page: str, body: list[tuple[str, str, str, str]]) -> list[str]:
    out = [r("frame", "Account Settings - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
           r("page-tab", "Inbox", "", 120, 30, 220, 34), r("page-tab", "Account Settings", "", 342, 30, 220, 34, desc="selected"),
           r("push-button", "AppMenu", "", 1870, 70, 40, 32)]
    for i, (n, lvl) in enumerate(ACC_TREE):
        out.append(r("tree-item", n.strip(), "", 90 + 18 * lvl, 120 + 30 * i, 300 - 18 * lvl, 28, desc="selected" if n == page else ""))
    out += [r("push-button", "Account Actions", "", 90, 1000, 300, 34)]
    y = 130
    for tag, name, text, d in body:
        h = 90 if tag == "text" else 28
        out.append(r(tag, name, text, 460, y, 1100, h, desc=d))
        y += h + 10
    return out


def t16(rs: RowSet) -> None:
    c = clk("Mar 12", "16:33", 10)
    inbox = tb_window(TB_MSGS[2:], {"Your March statement is ready", "Lunch on Thursday?"}, None, "2,331",
                      [r("label", "", "No message selected", 1500, 500, 300, 20)])
    state = desk(c[0], inbox, ("Thunderbird Mail",))
    sig = "Marco Bellini\nBellini Studio · Keizersgracht 214, Amsterdam\n+31 20 808 4400"

    def main(signature: str) -> list[tuple[str, str, str, str]]:
        return [("heading", "Account Settings - <marco.bellini@fastmail.com>", "", ""), ("entry", "Account Name", "marco.bellini@fastmail.com", ""),
                ("label", "Default Identity", "Each account has an identity, which is the information that other people see when they read your messages.", ""),
                ("entry", "Your Name", "Marco Bellini", ""), ("entry", "Email Address", "marco.bellini@fastmail.com", ""),
                ("entry", "Reply-to Address", "", ""), ("entry", "Organization", "Bellini Studio", ""),
                ("text", "Signature text", signature, ""), ("check-box", "Use HTML (e.g., <b>bold</b>)", "", ""),
                ("check-box", "Attach the signature from a file instead (text, HTML, or image)", "", ""),
                ("check-box", "Attach my vCard to messages", "", ""), ("push-button", "Manage Identities…", "", "")]

    def server(minutes: str) -> list[tuple[str, str, str, str]]:
        return [("heading", "Server Settings", "", ""), ("label", "Server Type", "IMAP Mail Server", ""),
                ("entry", "Server Name", "imap.fastmail.com", ""), ("spin-button", "Port", "993", ""),
                ("entry", "User Name", "marco.bellini@fastmail.com", ""), ("combo-box", "Connection security", "SSL/TLS", ""),
                ("combo-box", "Authentication method", "Normal password", ""),
                ("check-box", "Check for new messages at startup", "", "checked"),
                ("check-box", "Check for new messages every", "", "checked"), ("spin-button", "minutes", minutes, ""),
                ("check-box", "Allow immediate server notifications when new messages arrive", "", "checked"),
                ("radio-button", "Move it to this folder:", "Trash", "checked"), ("check-box", "Clean up (“Expunge”) Inbox on Exit", "", ""),
                ("check-box", "Empty Trash on Exit", "", ""), ("combo-box", "Message Storage", "File per folder (mbox)", ""),
                ("entry", "Local Directory", "/home/user/.thunderbird/x3k9d2lq.default-release/ImapMail/imap.fastmail.com", "")]

    def junk(move: bool) -> list[tuple[str, str, str, str]]:
        return [("heading", "Junk Settings", "", ""), ("check-box", "Enable adaptive junk mail controls for this account", "", "checked"),
                ("check-box", "Personal Address Book", "", "checked"), ("check-box", "Collected Addresses", "", ""),
                ("check-box", "Trust junk mail headers set by:", "SpamAssassin", ""),
                ("check-box", "Move new junk messages to:", "", "checked" if move else ""),
                ("radio-button", "“Junk” folder on:", "marco.bellini@fastmail.com", "checked" if move else "disabled"),
                ("check-box", "Automatically delete junk mail older than 14 days", "", "" if move else "disabled"),
                ("combo-box", "Whitelist", "", "")]
    comp = [("heading", "Composition & Addressing", "", ""), ("check-box", "Compose messages in HTML format", "", "checked"),
            ("check-box", "Automatically quote the original message when replying", "", "checked"),
            ("combo-box", "Then,", "start my reply below the quote", ""), ("combo-box", "and place my signature", "below my reply (above the quote)", ""),
            ("check-box", "Include signature for replies", "", "checked"), ("check-box", "Include signature for forwards", "", "checked"),
            ("radio-button", "Use my global LDAP server preferences for this account", "", "checked"),
            ("radio-button", "Use a different LDAP server:", "No Directory Server", ""), ("push-button", "Edit Directories…", "", "")]
    menu = [r("menu-item", m, "", 1640, 110 + 30 * i, 260, 30) for i, m in enumerate(
        ["New", "Add-ons and Themes", "Account Settings", "Settings", "File", "Edit", "View", "Tools", "Help", "Quit"])]
    tb = ("Thunderbird Mail",)
    obs = [
        desk(c[1], inbox + menu, tb),
        desk(c[2], tb_settings("marco.bellini@fastmail.com", main("")), tb),
        desk(c[3], tb_settings("marco.bellini@fastmail.com", main(sig)), tb),
        desk(c[4], tb_settings("Server Settings", server("10")), tb),
        desk(c[5], tb_settings("Server Settings", server("5")), tb),
        desk(c[6], tb_settings("Junk Settings", junk(False)), tb),
        desk(c[7], tb_settings("Junk Settings", junk(True)), tb),
        desk(c[8], tb_settings("Composition & Addressing", comp), tb),
        desk(c[9], tb_settings("Server Settings", server("5")), tb),
        desk(c[10], tb_settings("marco.bellini@fastmail.com", main(sig)), tb),
    ]
    actions = [
        "import pyautogui\npyautogui.click(1890, 86)  # AppMenu",
        "import pyautogui\npyautogui.click(1770, 185)  # Account Settings",
        "import pyautogui\npyautogui.click(1010, 460)  # Signature text\npyautogui.write('Marco Bellini\\nBellini Studio · Keizersgracht 214, Amsterdam\\n+31 20 808 4400')",
        "import pyautogui\npyautogui.click(240, 164)  # Server Settings",
        "import pyautogui\npyautogui.tripleClick(1010, 476)  # minutes\npyautogui.write('5')\npyautogui.press('tab')",
        "import pyautogui\npyautogui.click(240, 254)  # Junk Settings",
        "import pyautogui\npyautogui.click(470, 344)  # Move new junk messages to:",
        "import pyautogui\npyautogui.click(240, 224)  # Composition & Addressing",
        "import pyautogui\npyautogui.click(240, 164)  # Server Settings",
        "import pyautogui\npyautogui.click(240, 134)  # account",
    ]
    swap(obs, 9, r("spin-button", "minutes", "5", 460, 472, 1100, 28), r("spin-button", "minutes", "10", 460, 472, 1100, 28))
    add(rs, "h51-os-16", "In Thunderbird's Account Settings for marco.bellini@fastmail.com, add a three-line signature, make it check for new messages every 5 minutes, and move new junk to the Junk folder.",
        state, actions, obs, bad=9, kind="Back on Server Settings, the check interval reads 10 minutes although turn 5 changed it to 5 and Thunderbird applies account settings immediately.")


# --------------------------------------------------------------------------- 17 LibreOffice Draw -> GIMP (clean)
def draw(title: str, pos: tuple[str, str, str, str] | None, status: str, shape_text: str = "", modified: bool = False,
         extra: list[str] = ()) -> list[str]:
    out = [r("frame", f"{title} - LibreOffice Draw", "", 70, 27, 1850, 1053)]
    for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Page", "Shape", "Tools", "Window", "Help"]):
        out.append(r("menu", m, "", 78 + 62 * i, 58, 60, 24))
    out += [r("push-button", "Save", "", 150, 88, 34, 30, desc="The document has been modified. Click to save." if modified else "The document has not been modified since the last save."),
            r("push-button", "Export Directly as PDF", "", 186, 88, 34, 30), r("push-button", "Undo", "", 240, 88, 34, 30),
            r("push-button", "Redo", "", 276, 88, 34, 30), r("toggle-button", "Select", "", 80, 160, 34, 34, desc="" if pos is None and not status.startswith("Rect") else "pressed"),
            r("toggle-button", "Line", "", 80, 196, 34, 34), r("toggle-button", "Rectangle", "", 80, 232, 34, 34),
            r("toggle-button", "Ellipse", "", 80, 268, 34, 34), r("toggle-button", "Insert Text Box", "", 80, 304, 34, 34),
            r("list-item", "Page 1", "", 130, 160, 160, 120, desc="selected"), r("canvas", "", "", 310, 130, 1200, 860)]
    if shape_text:
        out.append(r("paragraph", "", shape_text, 640, 420, 400, 30))
    out.append(r("label", "Position and Size", "", 1530, 140, 360, 22))
    for i, k in enumerate(["Position X", "Position Y", "Width", "Height"]):
        out.append(r("spin-button", k, f"{pos[i]} cm" if pos else "", 1530 + 180 * (i % 2), 170 + 60 * (i // 2), 170, 28,
                     desc="" if pos else "disabled"))
    out += [r("check-box", "Keep ratio", "", 1530, 296, 200, 24, desc="" if pos else "disabled"),
            r("label", "", status, 80, 1052, 500, 20), r("label", "", f"{pos[0]} / {pos[1]}" if pos else "0.00 / 0.00", 620, 1052, 120, 20),
            r("label", "", f"{pos[2]} x {pos[3]}" if pos else "0.00 x 0.00", 760, 1052, 120, 20),
            r("label", "", "Page 1 of 1", 900, 1052, 100, 20), r("label", "", "Default", 1020, 1052, 100, 20),
            r("slider", "Zoom", "", 1640, 1052, 160, 20), r("label", "", "63%", 1810, 1052, 50, 20)]
    return out + list(extra)


def t17(rs: RowSet) -> None:
    c = clk("Apr 5", "13:10", 12)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    u = "Untitled 1"
    p0 = ("5.21", "4.87", "9.34", "4.12")
    p1 = ("2.00", "3.00", "12.00", "6.00")

    def possize(v: tuple[str, str, str, str]) -> list[str]:
        return [r("dialog", "Position and Size", "", 620, 260, 680, 520), r("page-tab", "Position and Size", "", 640, 290, 170, 30, desc="selected"),
                r("page-tab", "Rotation", "", 812, 290, 110, 30), r("page-tab", "Slant & Corner Radius", "", 924, 290, 200, 30),
                r("spin-button", "Position X:", f"{v[0]} cm", 760, 360, 140, 28), r("spin-button", "Position Y:", f"{v[1]} cm", 760, 396, 140, 28),
                r("spin-button", "Width:", f"{v[2]} cm", 760, 490, 140, 28), r("spin-button", "Height:", f"{v[3]} cm", 760, 526, 140, 28),
                r("check-box", "Keep ratio", "", 760, 562, 140, 24), r("check-box", "Position", "", 760, 620, 140, 24, desc="Protect"),
                r("check-box", "Size", "", 900, 620, 140, 24, desc="Protect"),
                r("push-button", "Help", "", 640, 730, 80, 34), r("push-button", "Reset", "", 900, 730, 80, 34),
                r("push-button", "OK", "", 1100, 730, 80, 34), r("push-button", "Cancel", "", 1190, 730, 90, 34)]
    file_menu = [r("menu-item", m, "", 80, 84 + 28 * i, 260, 28) for i, m in enumerate(
        ["New", "Open...", "Open Remote...", "Recent Documents", "Close", "Wizards", "Templates", "Reload", "Versions...",
         "Save", "Save As...", "Save Remote...", "Save a Copy...", "Save All", "Export...", "Export as", "Send", "Print Preview", "Print..."])]
    export = [r("dialog", "Export", "", 500, 200, 920, 640), r("text", "Name", "Untitled 1", 580, 220, 500, 30),
              r("push-button", "user", "", 580, 260, 80, 30), r("push-button", "Pictures", "", 662, 260, 90, 30),
              r("table-cell", "", "wallpapers", 760, 320, 300, 26), r("table-cell", "", "family_2023.png", 760, 346, 300, 26),
              r("table-cell", "", "harbor.jpg", 760, 372, 300, 26), r("table-cell", "", "harbor_1920.png", 760, 398, 300, 26),
              r("combo-box", "File type", "PNG - Portable Network Graphic (.png)", 900, 720, 400, 30),
              r("check-box", "Selection", "", 540, 760, 200, 24, desc="checked"),
              r("push-button", "Cancel", "", 1200, 790, 90, 32), r("push-button", "Save", "", 1300, 790, 90, 32)]

    def png_opts(w: str, h: str, dpi: str) -> list[str]:
        return [r("dialog", "PNG Options", "", 720, 320, 480, 400), r("label", "Image Size", "", 740, 350, 200, 20),
                r("spin-button", "Width:", w, 860, 380, 120, 28), r("spin-button", "Height:", h, 860, 416, 120, 28),
                r("spin-button", "Resolution:", dpi, 860, 452, 120, 28), r("combo-box", "", "pixels", 990, 380, 120, 28),
                r("combo-box", "", "pixels/inch", 990, 452, 120, 28), r("slider", "Compression", "6", 760, 520, 360, 28),
                r("check-box", "Interlaced", "", 760, 570, 200, 24), r("check-box", "Save transparency", "", 760, 600, 200, 24),
                r("push-button", "Help", "", 740, 670, 80, 32), r("push-button", "OK", "", 1010, 670, 80, 32), r("push-button", "Cancel", "", 1100, 670, 90, 32)]
    lo = ("LibreOffice Draw",)
    gt = "[q2_banner] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 1417x709 – GIMP"
    obs = [
        desk(c[1], draw(u, None, ""), lo),
        desk(c[2], draw(u, p0, "Rectangle selected", modified=True), lo),
        desk(c[3], draw(u, p0, "Rectangle selected", modified=True, extra=possize(p0)), lo),
        desk(c[4], draw(u, p0, "Rectangle selected", modified=True, extra=possize(p1)), lo),
        desk(c[5], draw(u, p1, "Rectangle selected", modified=True), lo),
        desk(c[6], draw(u, p1, "TextEdit: Paragraph 1, Row 1, Column 10", "Q2 Launch", modified=True), lo),
        desk(c[7], draw(u, p1, "Rectangle selected", "Q2 Launch", modified=True, extra=file_menu), lo),
        desk(c[8], draw(u, p1, "Rectangle selected", "Q2 Launch", modified=True, extra=export), lo),
        desk(c[9], draw(u, p1, "Rectangle selected", "Q2 Launch", modified=True, extra=png_opts("454", "227", "96")), lo),
        desk(c[10], draw(u, p1, "Rectangle selected", "Q2 Launch", modified=True, extra=png_opts("1417", "709", "300")), lo),
        desk(c[11], draw(u, p1, "Rectangle selected", "Q2 Launch", modified=True), lo),
        desk(c[12], gimp(gt, "66.7%", "q2_banner.png (10.1 MB)", "q2_banner.png", undo=["[ Base Image ]"]), lo + ("GNU Image Manipulation Program",)),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['soffice', '--draw'])\ntime.sleep(5)",
        "import pyautogui\npyautogui.click(97, 249)  # Rectangle\npyautogui.moveTo(620, 400)\npyautogui.dragTo(980, 560, duration=0.5)",
        "import pyautogui\npyautogui.press('f4')",
        "import pyautogui\nfor y, v in [(374, '2'), (410, '3'), (504, '12'), (540, '6')]:\n    pyautogui.tripleClick(830, y)\n    pyautogui.write(v)\n    pyautogui.press('tab')",
        "import pyautogui\npyautogui.click(1140, 747)  # OK",
        "import pyautogui\npyautogui.doubleClick(840, 435)\npyautogui.write('Q2 Launch')",
        "import pyautogui\npyautogui.press('escape')\npyautogui.click(109, 70)  # File",
        "import pyautogui\npyautogui.click(210, 490)  # Export...",
        "import pyautogui\npyautogui.tripleClick(830, 235)\npyautogui.write('q2_banner')\npyautogui.click(1345, 806)  # Save",
        "import pyautogui\npyautogui.tripleClick(920, 466)\npyautogui.write('300')\npyautogui.press('tab')",
        "import pyautogui, time\npyautogui.click(1050, 686)  # OK\ntime.sleep(2)",
        "import subprocess, time\nsubprocess.Popen(['gimp', '/home/user/Pictures/q2_banner.png'])\ntime.sleep(6)",
    ]
    add(rs, "h51-os-17", "In LibreOffice Draw, draw a 12 cm × 6 cm rectangle at (2 cm, 3 cm) labelled 'Q2 Launch', export just that shape as ~/Pictures/q2_banner.png at 300 dpi, and open the PNG in GIMP to check its pixel size.",
        state, actions, obs)


# --------------------------------------------------------------------------- 18 Contacts -> Thunderbird compose (clean)
def contacts2(count: str, items: list[str], selected: str | None, details: list[tuple[str, str, str]], search: str = "",
              toast: str = "", editing: bool = False) -> list[str]:
    out = [r("frame", "Contacts", "", 200, 90, 1100, 820), r("push-button", "Add contact", "", 208, 98, 34, 34),
           r("toggle-button", "Search", "", 246, 98, 34, 34, desc="pressed" if search else ""), r("label", "", count, 320, 106, 200, 20),
           r("push-button", "Main menu", "", 520, 98, 34, 34), r("push-button", "Close", "", 1262, 98, 34, 34)]
    y = 140
    if search:
        out.append(r("entry", "Search contacts", search, 208, 140, 352, 32))
        y = 180
    for i, n in enumerate(items):
        out.append(r("list-item", n, "", 204, y + 48 * i, 360, 46, desc="selected" if n == selected else ""))
    if selected:
        if editing:
            out += [r("push-button", "Cancel", "", 1060, 98, 80, 34), r("push-button", "Done", "", 1150, 98, 100, 34)]
        else:
            out += [r("push-button", "Edit contact", "", 1150, 98, 100, 34), r("push-button", "Contact menu", "", 1110, 98, 34, 34)]
        y = 160
        for tag, k, v in details:
            out.append(r(tag, k, v, 620, y, 640, 24))
            y += 40
    else:
        out.append(r("label", "", "Select a contact", 830, 480, 200, 24))
    if toast:
        out += [r("label", "", toast, 620, 860, 400, 24), r("push-button", "Undo", "", 1040, 856, 70, 32)]
    return out


def t18(rs: RowSet) -> None:
    c = clk("Apr 8", "11:55", 6)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    full = ["Aaron Whitfield", "Adaeze Nwosu", "Alba Ruiz", "Amara Okafor", "Anders Holm", "Anika Sharma", "Ben Carter",
            "Bettina Kraus", "Caoimhe Byrne", "Carlos Mendes", "Chen Wei", "Dalia Haddad", "Daniel Ortiz", "Dominik Novak", "Elif Yılmaz"]
    old = [("label", "", "Jonas Weber (old)"), ("label", "Home email", "j.weber@gmx.de"), ("label", "Mobile", "+49 151 2274 0913"),
           ("label", "Note", "Imported from Android backup 2019-06-02")]
    jw = [("label", "", "Jonas Weber"), ("label", "Organization", "Kleinwerk Design GmbH"), ("label", "Home email", "jonas.weber@gmx.de"),
          ("label", "Mobile", "+49 151 2274 0913"), ("label", "Work address", "Oranienstraße 183, 10999 Berlin, Germany"),
          ("label", "Birthday", "May 30, 1986")]
    jw_new = [(t, k, "jonas.weber@posteo.de" if k == "Home email" else v) for t, k, v in jw]
    compose = [r("frame", "Write: Updated e-mail address - Thunderbird", "", 300, 100, 1200, 860),
               r("push-button", "Send", "", 310, 108, 80, 32), r("push-button", "Spelling", "", 394, 108, 90, 32),
               r("push-button", "Security", "", 488, 108, 90, 32), r("push-button", "Save", "", 582, 108, 70, 32),
               r("push-button", "Attach", "", 1400, 108, 90, 32),
               r("combo-box", "From", "Marco Bellini <marco.bellini@fastmail.com>", 400, 160, 900, 30),
               r("label", "To", "", 320, 200, 60, 24), r("push-button", "jonas.weber@posteo.de", "", 400, 198, 220, 28),
               r("entry", "To", "", 624, 198, 700, 28), r("push-button", "Cc", "", 1340, 198, 40, 28), r("push-button", "Bcc", "", 1384, 198, 40, 28),
               r("entry", "Subject", "Updated e-mail address", 400, 240, 1000, 30),
               r("combo-box", "Paragraph format", "Body Text", 310, 284, 160, 28), r("combo-box", "Font", "Variable Width", 476, 284, 160, 28),
               r("document-web", "Message body", "", 310, 320, 1180, 560),
               r("label", "", "Plain Text", 1300, 930, 100, 20)]
    ct = ("Contacts",)
    obs = [
        desk(c[1], contacts2("63 contacts", full, None, []), ct),
        desk(c[2], contacts2("63 contacts", ["Jonas Weber", "Jonas Weber (old)"], None, [], "jonas"), ct),
        desk(c[3], contacts2("63 contacts", ["Jonas Weber", "Jonas Weber (old)"], "Jonas Weber (old)", old, "jonas"), ct),
        desk(c[4], contacts2("62 contacts", ["Jonas Weber"], None, [], "jonas", toast="Jonas Weber (old) deleted"), ct),
        desk(c[5], contacts2("62 contacts", ["Jonas Weber"], "Jonas Weber", jw_new, "jonas"), ct),
        desk(c[6], compose, ct + ("Thunderbird Mail",)),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['gnome-contacts'])\ntime.sleep(3)",
        "import pyautogui\npyautogui.click(263, 115)  # Search\npyautogui.write('jonas')",
        "import pyautogui\npyautogui.click(384, 251)  # Jonas Weber (old)",
        "import pyautogui\npyautogui.click(1127, 115)  # Contact menu\npyautogui.click(1170, 230)  # Delete",
        "import pyautogui, time\npyautogui.click(384, 203)  # Jonas Weber\npyautogui.click(1200, 115)  # Edit contact\npyautogui.tripleClick(940, 252)  # Home email\npyautogui.write('jonas.weber@posteo.de')\npyautogui.click(1200, 115)  # Done\ntime.sleep(1)",
        "import subprocess, time\nsubprocess.Popen(['thunderbird', '-compose', \"to='jonas.weber@posteo.de',subject='Updated e-mail address'\"])\ntime.sleep(4)",
    ]
    add(rs, "h51-os-18", "In Contacts, delete the duplicate entry 'Jonas Weber (old)', change Jonas Weber's home e-mail to jonas.weber@posteo.de, and start a Thunderbird message to that address with the subject 'Updated e-mail address'.",
        state, actions, obs)


# --------------------------------------------------------------------------- 19 Chrome Password Manager (bad)
PW_SITES = [("accounts.google.com", "nora.klein@gmail.com"), ("airbnb.com", "nora.klein@gmail.com"), ("amazon.de", "nora.klein@gmail.com"),
            ("aur.archlinux.org", "nklein"), ("bahn.de", "nora.klein@gmail.com"), ("booking.com", "nora.klein@gmail.com"),
            ("dropbox.com", "nora.klein@gmail.com"), ("ebay.de", "noraklein84"), ("figma.com", "nora@klein-studio.de"),
            ("forum.archlinux.org", "nklein"), ("github.com", "noraklein"), ("gitlab.com", "noraklein"),
            ("hetzner.com", "K2291840"), ("ikea.com", "nora.klein@gmail.com"), ("linkedin.com", "nora.klein@gmail.com"),
            ("login.microsoftonline.com", "n.klein@klein-studio.de"), ("mail.proton.me", "noraklein"), ("netflix.com", "nora.klein@gmail.com"),
            ("notion.so", "nora@klein-studio.de"), ("paypal.com", "nora.klein@gmail.com"), ("reddit.com", "throwaway_nk"),
            ("sparkasse.de", "4471029384"), ("spotify.com", "nora.klein@gmail.com"), ("stackoverflow.com", "nora.klein@gmail.com"),
            ("steamcommunity.com", "nk_plays"), ("wikipedia.org", "NoraK"), ("zoom.us", "nora@klein-studio.de")]


def pw_manager(page: str, body: list[str], url: str) -> list[str]:
    out = chrome("Google Password Manager", url, [], ("Google Password Manager",), nav=False)
    out += [r("heading", "Password Manager", "", 96, 122, 300, 36), r("entry", "Search passwords", "", 700, 126, 680, 36)]
    for i, n in enumerate(["Passwords", "Checkup", "Settings"]):
        out.append(r("link", n, "", 78, 190 + 44 * i, 260, 40, desc="selected" if n == page else ""))
    return out + body


def pw_list(sites: list[tuple[str, str]], toast: str = "") -> list[str]:
    out = [r("push-button", "Add", "", 1300, 180, 80, 34)]
    y = 230
    for s, u in sites:
        out.append(r("link", s, u, 420, y, 960, 26))
        y += 28
    if toast:
        out += [r("label", "", toast, 120, 1000, 300, 24), r("push-button", "Undo", "", 430, 996, 70, 32)]
    return out


def t19(rs: RowSet) -> None:
    c = clk("Apr 9", "19:12", 9)
    state = desk(c[0], chrome("New Tab", "", [r("entry", "Search Google or type a URL", "", 660, 420, 600, 46)], ("New Tab",), nav=False), ("Google Chrome",))
    after = [s for s in PW_SITES if s[0] != "forum.archlinux.org"]
    arch = [s for s in PW_SITES if "arch" in s[0]]
    url = "chrome://password-manager/passwords"

    def with_search(o: list[str], q: str) -> list[str]:
        return [ln.replace(r("entry", "Search passwords", "", 700, 126, 680, 36), r("entry", "Search passwords", q, 700, 126, 680, 36)) for ln in o]

    def detail(site: str, user: str, created: str) -> list[str]:
        return [r("push-button", "Back", "", 410, 180, 30, 30), r("heading", site, "", 450, 180, 400, 30),
                r("link", site, "", 420, 240, 400, 24), r("entry", "Username", user, 420, 290, 500, 32),
                r("push-button", "Copy username", "", 930, 290, 32, 32), r("password-text", "Password", "••••••••••••", 420, 340, 500, 32),
                r("push-button", "Show password", "", 930, 340, 32, 32), r("push-button", "Copy password", "", 966, 340, 32, 32),
                r("text", "Note", "", 420, 390, 500, 60), r("label", "", created, 420, 460, 500, 20),
                r("push-button", "Edit", "", 420, 500, 80, 34), r("push-button", "Delete", "", 510, 500, 90, 34)]
    checkup = [r("heading", "Checkup", "", 420, 180, 300, 30), r("label", "", "Checked passwords for 26 sites and apps", 420, 220, 500, 20),
               r("label", "", "Just now", 420, 244, 200, 20), r("push-button", "Check again", "", 1280, 220, 100, 32),
               r("link", "3 compromised passwords", "Change these now", 420, 290, 960, 56),
               r("link", "5 reused passwords", "Create unique passwords", 420, 350, 960, 56),
               r("link", "2 weak passwords", "Create strong passwords", 420, 410, 960, 56)]
    settings = [r("heading", "Settings", "", 420, 180, 300, 30),
                r("toggle-button", "Offer to save passwords and passkeys", "", 1320, 230, 50, 26, desc="pressed"),
                r("toggle-button", "Sign in automatically", "", 1320, 280, 50, 26, desc="pressed"),
                r("toggle-button", "Warn you if passwords are exposed in a data breach", "", 1320, 330, 50, 26, desc="pressed"),
                r("push-button", "Import passwords", "", 1280, 380, 100, 32), r("push-button", "Download file", "", 1280, 430, 100, 32),
                r("link", "Add shortcut", "", 420, 480, 300, 24)]
    g = ("Google Chrome",)
    obs = [
        desk(c[1], pw_manager("Passwords", pw_list(PW_SITES), url), g),
        desk(c[2], with_search(pw_manager("Passwords", pw_list(arch), url), "arch"), g),
        desk(c[3], pw_manager("Passwords", detail("forum.archlinux.org", "nklein", "Created on: Aug 14, 2021"), url + "/forum.archlinux.org"), g),
        desk(c[4], pw_manager("Passwords", pw_list(after, toast="Password deleted"), url), g),
        desk(c[5], pw_manager("Checkup", checkup, "chrome://password-manager/checkup"), g),
        desk(c[6], pw_manager("Passwords", pw_list(after), url), g),
        desk(c[7], with_search(pw_manager("Passwords", pw_list([s for s in after if "arch" in s[0]]), url), "arch"), g),
        desk(c[8], pw_manager("Passwords", detail("aur.archlinux.org", "nklein", "Created on: Aug 14, 2021"), url + "/aur.archlinux.org"), g),
        desk(c[9], pw_manager("Settings", settings, "chrome://password-manager/settings"), g),
    ]
    actions = [
        "BrowserTools.open_password_settings()",
        "import pyautogui\npyautogui.click(1040, 144)\npyautogui.write('arch')",
        "import pyautogui\npyautogui.click(700, 271)  # forum.archlinux.org",
        "import pyautogui, time\npyautogui.click(555, 517)  # Delete\ntime.sleep(1)",
        "import pyautogui\npyautogui.click(208, 254)  # Checkup",
        "import pyautogui\npyautogui.click(208, 210)  # Passwords",
        "import pyautogui\npyautogui.click(1040, 144)\npyautogui.write('arch')",
        "import pyautogui\npyautogui.click(700, 243)  # aur.archlinux.org",
        "import pyautogui\npyautogui.click(208, 298)  # Settings",
    ]
    bad_line = r("link", "forum.archlinux.org", "nklein", 420, 258, 960, 26)
    assert bad_line not in obs[6]
    obs[6] = obs[6].replace(r("link", "aur.archlinux.org", "nklein", 420, 230, 960, 26),
                            r("link", "aur.archlinux.org", "nklein", 420, 230, 960, 26) + "\n" + bad_line)
    add(rs, "h51-os-19", "In Chrome's Password Manager, delete the saved password for forum.archlinux.org, review the password checkup, and then look at the remaining Arch Linux entry and the Password Manager settings.",
        state, actions, obs, bad=7, kind="Searching 'arch' again lists forum.archlinux.org, whose password was deleted in turn 4 (and is absent from the 26-site list in turn 6).")


# --------------------------------------------------------------------------- 20 Disk Usage Analyzer + Files (clean)
def baobab(rows: list[tuple[int, str, str, str, str]], scanned: bool) -> list[str]:
    out = [r("frame", "Disk Usage Analyzer", "", 260, 80, 1400, 900)]
    if scanned:
        out += [r("push-button", "Back", "", 268, 88, 34, 34), r("label", "", "user", 900, 94, 200, 20),
                r("label", "", "/home/user", 900, 114, 200, 16), r("push-button", "Rescan", "", 1540, 88, 34, 34),
                r("push-button", "Main Menu", "", 1580, 88, 34, 34), r("push-button", "Close", "", 1620, 88, 34, 34)]
        for i, (col, w) in enumerate([("Folder", 380), ("Size", 110), ("Contents", 140), ("Modified", 120)]):
            out.append(r("column-header", col, "", 270 + sum([380, 110, 140, 120][:i]), 140, w, 26))
        y = 166
        for lvl, name, size, items, mod in rows:
            out += [r("tree-item", name, "", 270 + 20 * lvl, y, 380 - 20 * lvl, 26), r("table-cell", "", size, 650, y, 110, 26),
                    r("table-cell", "", items, 760, y, 140, 26), r("table-cell", "", mod, 900, y, 120, 26)]
            y += 26
        out += [r("toggle-button", "Rings Chart", "", 1040, 940, 34, 30, desc="pressed"), r("toggle-button", "Treemap Chart", "", 1076, 940, 34, 30),
                r("drawing-area", "", "", 1040, 150, 600, 780)]
    else:
        out += [r("push-button", "Scan Folder…", "", 268, 88, 34, 34), r("label", "", "Devices & Locations", 860, 94, 200, 20),
                r("push-button", "Main Menu", "", 1580, 88, 34, 34), r("push-button", "Close", "", 1620, 88, 34, 34),
                r("list-item", "Home folder", "/home/user", 300, 160, 1320, 80),
                r("list-item", "Computer", "157.8 GB / 502.0 GB available: 318.6 GB", 300, 250, 1320, 80)]
    return out


def t20(rs: RowSet) -> None:
    c = clk("Apr 10", "15:37", 9)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    iso = "ubuntu-22.04.4-desktop-amd64.iso"
    dl_children = [(iso, "4.9 GB", "", "Mar 1"), ("datasets", "3.9 GB", "688 items", "Mar 22"),
                   ("Fedora-Workstation-Live-x86_64-39-1.5.iso", "2.1 GB", "", "Feb 10"), ("old_backups", "612.8 MB", "41 items", "Jan 17"),
                   ("blender-4.1.0-linux-x64.tar.xz", "322.6 MB", "", "Mar 26"), ("zoom_amd64.deb", "187.4 MB", "", "Apr 2"),
                   ("presentation_final_v3.pptx", "48.7 MB", "", "Apr 6"), ("Invoices", "14.2 MB", "478 items", "Apr 6")]
    # top-level folders of ~ (name, size, items, modified)
    base = {"Downloads": ("12.1 GB", "1,215 items", "Apr 6"), "Videos": ("6.3 GB", "87 items", "Mar 3"), "projects": ("5.9 GB", "96,420 items", "Apr 10"),
            ".cache": ("4.8 GB", "52,771 items", "Apr 10"), "Pictures": ("3.7 GB", "2,402 items", "Apr 5"), ".local": ("3.4 GB", "41,907 items", "Apr 10"),
            "snap": ("2.4 GB", "98,310 items", "Apr 9"), "Music": ("1.8 GB", "402 items", "Jan 30"), "Documents": ("1.1 GB", "3,968 items", "Apr 8"),
            ".mozilla": ("612.4 MB", "1,845 items", "Apr 10"), ".config": ("198.3 MB", "20,421 items", "Apr 10"), "Desktop": ("41.2 MB", "12 items", "Mar 28")}

    def tree(home: str, items: str, over: dict[str, tuple[str, str, str]], expand: list[tuple[str, str, str, str]] | None) -> list[tuple[int, str, str, str, str]]:
        d = dict(base)
        d.update(over)
        rows = [(0, "user", home, items, "Apr 10")]

        def key(k: str) -> float:
            v, unit = d[k][0].split()
            return float(v) * (1000 if unit == "GB" else 1)
        for name in sorted(d, key=key, reverse=True):
            rows.append((1, name, *d[name]))
            if name == "Downloads" and expand is not None:
                rows += [(2, n, s, i, m) for n, s, i, m in expand]
        return rows
    trashed = {"Downloads": ("7.2 GB", "1,214 items", "Apr 10"), ".local": ("8.3 GB", "41,909 items", "Apr 10")}
    emptied = {"Downloads": ("7.2 GB", "1,214 items", "Apr 10")}
    folders = sorted([(n, i, m) for n, s, i, m in dl_children if i], key=lambda t: t[0].lower())
    plain = sorted([(n, s, m) for n, s, i, m in dl_children if not i], key=lambda t: t[0].lower())
    files_dl = folders + plain
    iso_y = 90 + 82 + 40 * files_dl.index((iso, "4.9 GB", "Mar 1")) + 20
    toast = [r("label", "", f"“{iso}” moved to trash", 600, 890, 460, 30), r("push-button", "Undo", "", 1070, 890, 70, 30)]
    trash_list = [(iso, "4.9 GB", "Mar 1")]
    trash_extra = [r("push-button", "Restore", "", 1300, 100, 80, 34), r("push-button", "Empty…", "", 1390, 100, 80, 34)]
    empty_state = [r("label", "", "Trash is Empty", 900, 480, 200, 24)]
    bb = ("Disk Usage Analyzer",)
    bf = bb + ("Files",)
    obs = [
        desk(c[1], baobab([], False), bb),
        desk(c[2], baobab(tree("42.4 GB", "319,790 items", {}, None), True), bb),
        desk(c[3], baobab(tree("42.4 GB", "319,790 items", {}, dl_children), True), bb),
        desk(c[4], nautilus("Downloads", files_dl, "", path=("Home", "Downloads")), bf),
        desk(c[5], nautilus("Downloads", [f for f in files_dl if f[0] != iso], "", path=("Home", "Downloads")) + toast, bf),
        desk(c[6], baobab(tree("42.4 GB", "319,791 items", trashed, [x for x in dl_children if x[0] != iso]), True), bf),
        desk(c[7], nautilus("Trash", trash_list, "", path=("Trash",)) + trash_extra, bf),
        desk(c[8], nautilus("Trash", [], "", path=("Trash",)) + empty_state, bf),
        desk(c[9], baobab(tree("37.5 GB", "319,789 items", emptied, [x for x in dl_children if x[0] != iso]), True), bf),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['baobab'])\ntime.sleep(2)",
        "import pyautogui, time\npyautogui.click(960, 200)  # Home folder\ntime.sleep(20)",
        "import pyautogui\npyautogui.click(300, 205)  # expand Downloads",
        "import subprocess, time\nsubprocess.Popen(['nautilus', '/home/user/Downloads'])\ntime.sleep(2)",
        f"import pyautogui\npyautogui.click(780, {iso_y})  # {iso}\npyautogui.press('delete')",
        "import pyautogui, time\npyautogui.hotkey('alt', 'tab')\npyautogui.hotkey('ctrl', 'r')  # Rescan\ntime.sleep(20)",
        "import pyautogui\npyautogui.hotkey('alt', 'tab')\npyautogui.click(354, 488)  # Trash",
        "import pyautogui, time\npyautogui.click(1430, 117)  # Empty…\ntime.sleep(1)\npyautogui.press('enter')  # confirm Empty Trash\ntime.sleep(3)",
        "import pyautogui, time\npyautogui.hotkey('alt', 'tab')\npyautogui.hotkey('ctrl', 'r')  # Rescan\ntime.sleep(20)",
    ]
    add(rs, "h51-os-20", "Use Disk Usage Analyzer to find what fills ~/Downloads, delete the Ubuntu 22.04 ISO there with Files, empty the Trash, and rescan to confirm the space was freed.",
        state, actions, obs)


# --------------------------------------------------------------------------- 21 VS Code: workspace disable + Git commit (bad)
GITLOG0 = [
    "2024-04-11 10:02:11.902 [info] Log level: Info",
    "2024-04-11 10:02:11.907 [info] Validating found git in: \"/usr/bin/git\"",
    "2024-04-11 10:02:11.921 [info] Using git \"2.34.1\" from \"/usr/bin/git\"",
    "2024-04-11 10:02:12.340 [info] > git rev-parse --show-toplevel [14ms]",
    "2024-04-11 10:02:12.366 [info] > git rev-parse --git-dir --git-common-dir [9ms]",
    "2024-04-11 10:02:12.371 [info] Open repository: /home/user/project-atlas",
    "2024-04-11 10:02:12.452 [info] > git fetch [412ms]",
    "2024-04-11 10:02:12.498 [info] > git status -z -uall [31ms]",
    "2024-04-11 10:02:12.530 [info] > git for-each-ref --sort -committerdate --format %(refname) %(objectname) %(*objectname) [22ms]",
    "2024-04-11 10:05:40.118 [info] > git status -z -uall [26ms]",
    "2024-04-11 10:11:38.204 [info] > git status -z -uall [29ms]",
    "2024-04-11 10:11:38.251 [info] > git for-each-ref --sort -committerdate --format %(refname) %(objectname) %(*objectname) [19ms]",
]
GITLOG1 = GITLOG0 + [
    "2024-04-11 10:15:02.113 [info] > git add -A -- /home/user/project-atlas/.vscode/settings.json [18ms]",
    "2024-04-11 10:15:02.190 [info] > git status -z -uall [27ms]",
]
GITLOG2 = GITLOG1 + [
    "2024-04-11 10:16:07.552 [info] > git -c user.useConfigOnly=true commit --quiet --allow-empty-msg --file - [61ms]",
    "2024-04-11 10:16:07.640 [info] > git status -z -uall [25ms]",
    "2024-04-11 10:16:07.688 [info] > git for-each-ref --sort -committerdate --format %(refname) %(objectname) %(*objectname) [20ms]",
]


def t21(rs: RowSet) -> None:
    c = clk("Apr 11", "10:08", 12)
    ext = [("Docker", "Microsoft", "Makes it easy to create, manage, and debug containerized applications.", "32.1M", "4.4"),
           ("ESLint", "Microsoft", "Integrates ESLint JavaScript into VS Code.", "33.6M", "4.5"),
           ("GitLens — Git supercharged", "GitKraken", "Supercharge Git within VS Code", "31.0M", "4.7"),
           ("Prettier - Code formatter", "Prettier", "Code formatter using prettier", "42.9M", "3.9"),
           ("Ruff", "Astral Software", "A Visual Studio Code extension with support for the Ruff linter.", "4.1M", "4.8")]

    def ext_side(disabled: bool, menu: bool = False) -> list[str]:
        out = [r("label", "EXTENSIONS", "", 118, 62, 200, 30), r("entry", "Search Extensions in Marketplace", "", 126, 96, 364, 28),
               r("push-button", "INSTALLED 5", "", 118, 132, 380, 22)]
        y = 156
        order = [e for e in ext if not (disabled and e[0].startswith("Prettier"))] + ([e for e in ext if e[0].startswith("Prettier")] if disabled else [])
        for n, p, d, i, ra in order:
            out += ext_item(n, p, d, i, ra, "", y)
            if disabled and n.startswith("Prettier"):
                out.append(r("label", "", "Disabled (Workspace)", 320, y + 48, 150, 18))
            y += 72
        if menu:
            for k, m in enumerate(["Enable", "Disable", "Disable (Workspace)", "Uninstall", "Install Another Version...", "Copy",
                                   "Copy Extension ID", "Extension Settings", "Add to Workspace Recommendations",
                                   "Add to Workspace Ignored Recommendations"]):
                out.append(r("menu-item", m, "", 480, 420 + 26 * k, 300, 26, desc="disabled" if m == "Enable" else ""))
        return out
    explorer = [r("label", "EXPLORER", "", 118, 62, 200, 30), r("tree-item", "PROJECT-ATLAS", "", 118, 96, 380, 22),
                r("tree-item", ".vscode", "", 126, 118, 372, 22), r("tree-item", "settings.json", "", 142, 140, 356, 22),
                r("tree-item", "src", "", 126, 162, 372, 22), r("tree-item", "tests", "", 126, 184, 372, 22),
                r("tree-item", ".gitignore", "", 126, 206, 372, 22), r("tree-item", "pyproject.toml", "", 126, 228, 372, 22),
                r("tree-item", "README.md", "", 126, 250, 372, 22)]
    sj0 = '{\n    "editor.defaultFormatter": "esbenp.prettier-vscode",\n    "editor.formatOnSave": true,\n    "python.testing.pytestEnabled": true,\n    "python.testing.pytestArgs": ["tests", "-q"]\n}\n'
    sj1 = sj0.replace("esbenp.prettier-vscode", "charliermarsh.ruff")

    def scm(msg: str, staged: list[str], changes: list[str]) -> list[str]:
        out = [r("label", "SOURCE CONTROL", "", 118, 62, 200, 30), r("text", "Message (Ctrl+Enter to commit on 'main')", msg, 126, 96, 364, 30),
               r("push-button", "✓ Commit", "", 126, 132, 364, 30)]
        y = 172
        if staged:
            out.append(r("tree-item", f"Staged Changes {len(staged)}", "", 118, y, 380, 22))
            y += 22
            for f in staged:
                out.append(r("tree-item", f + " M", "", 134, y, 364, 22))
                y += 22
        out.append(r("tree-item", f"Changes {len(changes)}", "", 118, y, 380, 22))
        y += 22
        for f in changes:
            out.append(r("tree-item", f + " M", "", 134, y, 364, 22))
            y += 22
        return out
    three = ["settings.json .vscode", "api.py src/atlas", "test_api.py tests"]

    def panel(tab: str, lines: list[str]) -> list[str]:
        out = []
        for k, t in enumerate(["PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL", "PORTS"]):
            out.append(r("page-tab", t, "", 500 + 120 * k, 700, 118, 26, desc="selected" if t == tab else ""))
        if tab == "OUTPUT":
            out.append(r("combo-box", "Output channel", "Git", 1500, 700, 160, 26))
        out.append(r("text", "", "\n".join(lines), 500, 730, 1410, 320))
        return out
    term = ["user@atlas-dev:~/project-atlas$ git log --oneline -3",
            "9f3c2e1 (HEAD -> main) Switch default formatter to ruff",
            "4b1d7a0 (origin/main, origin/HEAD) Add pagination to /items endpoint",
            "e02c9d5 Fix flaky test_api_timeout",
            "user@atlas-dev:~/project-atlas$ "]

    def ed(text: str) -> list[str]:
        return [r("label", "", "project-atlas > .vscode > settings.json", 500, 100, 600, 20), r("text", "", text, 540, 124, 1360, 560)]
    st0 = ["main", "⟳", "0 errors, 0 warnings"]
    st1 = ["main", "⟳ 0↓ 1↑", "0 errors, 0 warnings"]
    js = ["Ln 2, Col 56", "Spaces: 4", "UTF-8", "LF", "{} JSON with Comments"]
    js2 = ["Ln 2, Col 51", "Spaces: 4", "UTF-8", "LF", "{} JSON with Comments"]
    welcome = [r("heading", "Visual Studio Code", "", 700, 180, 400, 40), r("label", "", "Editing evolved", 700, 224, 200, 20)]
    vs = ("Visual Studio Code",)
    state = desk(c[0], vscode("Welcome", explorer, ["Welcome"], "Welcome", welcome, st0, "Explorer"), vs)
    tabs = ["Welcome", "settings.json"]
    sync_dlg = [r("dialog", "Visual Studio Code", "", 760, 400, 400, 200),
                r("label", "", "This action will pull and push commits from and to \"origin/main\".", 780, 440, 360, 40),
                r("push-button", "OK", "", 780, 540, 100, 32), r("push-button", "OK, Don't Show Again", "", 890, 540, 170, 32),
                r("push-button", "Cancel", "", 1070, 540, 80, 32)]
    obs = [
        desk(c[1], vscode("Welcome", ext_side(False), ["Welcome"], "Welcome", welcome, st0), vs),
        desk(c[2], vscode("Welcome", ext_side(False, True), ["Welcome"], "Welcome", welcome, st0), vs),
        desk(c[3], vscode("Welcome", ext_side(True), ["Welcome"], "Welcome", welcome, st0), vs),
        desk(c[4], vscode("settings.json", explorer, tabs, "settings.json", ed(sj0), st0 + ["Ln 1, Col 1"] + js[1:], "Explorer"), vs),
        desk(c[5], vscode("settings.json", explorer, tabs, "settings.json", ed(sj1), st0 + js2, "Explorer"), vs),
        desk(c[6], vscode("settings.json", scm("", [], three), tabs, "settings.json", ed(sj1), st0 + js2, "Source Control"), vs),
        desk(c[7], vscode("settings.json", scm("", [], three), tabs, "settings.json", ed(sj1) + panel("OUTPUT", GITLOG0), st0 + js2, "Source Control"), vs),
        desk(c[8], vscode("settings.json", scm("Switch default formatter to ruff", [], three), tabs, "settings.json", ed(sj1) + panel("OUTPUT", GITLOG0), st0 + js2, "Source Control"), vs),
        desk(c[9], vscode("settings.json", scm("Switch default formatter to ruff", three[:1], three[1:]), tabs, "settings.json", ed(sj1) + panel("OUTPUT", GITLOG1), st0 + js2, "Source Control"), vs),
        desk(c[10], vscode("settings.json", scm("", [], three[1:]), tabs, "settings.json", ed(sj1) + panel("OUTPUT", GITLOG2), st1 + js2, "Source Control"), vs),
        desk(c[11], vscode("settings.json", scm("", [], three[1:]), tabs, "settings.json", ed(sj1) + panel("TERMINAL", term), st1 + js2, "Source Control"), vs),
        desk(c[12], vscode("settings.json", scm("", [], three[1:]), tabs, "settings.json", ed(sj1) + panel("TERMINAL", term), st1 + js2, "Source Control") + sync_dlg, vs),
    ]
    actions = [
        "import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'x')",
        "import pyautogui\npyautogui.click(481, 429)  # Manage (Prettier)",
        "import pyautogui\npyautogui.click(630, 485)  # Disable (Workspace)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'e')\npyautogui.click(300, 151)  # .vscode/settings.json",
        "import pyautogui\npyautogui.doubleClick(1020, 150)  # prettier-vscode value\npyautogui.hotkey('ctrl', 'shift', 'right')\npyautogui.write('charliermarsh.ruff')\npyautogui.hotkey('ctrl', 's')",
        "import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'g')",
        "import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'u')\ntime.sleep(0.5)\npyautogui.click(1580, 713)\npyautogui.write('Git')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.click(300, 111)\npyautogui.write('Switch default formatter to ruff')",
        "import pyautogui\npyautogui.moveTo(300, 205)\npyautogui.click(480, 205)  # Stage Changes (+) on settings.json",
        "import pyautogui, time\npyautogui.click(300, 111)\npyautogui.hotkey('ctrl', 'enter')\ntime.sleep(1)",
        "import pyautogui\npyautogui.hotkey('ctrl', '`')\npyautogui.write('git log --oneline -3\\n')",
        "import pyautogui\npyautogui.click(160, 1069)  # Synchronize Changes",
    ]
    for k in range(4, 9):  # turns 5-9: settings.json is a third pending change until it is committed
        obs[k] = obs[k].replace("Source Control (Ctrl+Shift+G) - 2 pending changes", "Source Control (Ctrl+Shift+G) - 3 pending changes")
    swap(obs, 10, "2024-04-11 10:16:07.552", "2024-04-11 10:14:07.552")
    swap(obs, 10, "2024-04-11 10:16:07.640", "2024-04-11 10:14:07.640")
    swap(obs, 10, "2024-04-11 10:16:07.688", "2024-04-11 10:14:07.688")
    add(rs, "h51-os-21", "In VS Code, disable Prettier for this workspace, switch .vscode/settings.json to use Ruff as the default formatter, commit only that file with the message 'Switch default formatter to ruff' while watching the Git output log, then check the log in the terminal and sync.",
        state, actions, obs, bad=10, kind="The Git output log stamps the new commit at 10:14:07, earlier than the git add logged at 10:15:02 in turn 9, so the log runs backwards.")


# --------------------------------------------------------------------------- 22 Evince -> LibreOffice Calc (bad)
def evince2(page: int, content: list[tuple[str, str]]) -> list[str]:
    out = [r("frame", "Net sales 2023 — sales_q_2023.pdf", "", 160, 60, 1300, 980),
           r("toggle-button", "Side pane", "", 170, 68, 34, 34), r("text", "Select page", str(page), 210, 70, 50, 30),
           r("label", "", f"({page} of 14)", 264, 76, 70, 20), r("push-button", "Find", "", 1200, 68, 34, 34),
           r("combo-box", "Zoom", "Fit Width", 1240, 68, 110, 34), r("push-button", "File options", "", 1360, 68, 34, 34),
           r("push-button", "Close", "", 1420, 68, 34, 34), r("document-frame", "", "", 200, 112, 1220, 1700)]
    y = 180
    for tag, text in content:
        out.append(r(tag, "", text, 300, y, 1020, 24 if tag != "heading" else 36))
        y += 32 if tag != "heading" else 48
    return out


def calc(cells: dict[str, str], sel: str, formula: str, status: str, title: str = "Untitled 1") -> list[str]:
    out = [r("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]):
        out.append(r("menu", m, "", 78 + 62 * i, 58, 60, 24))
    out += [r("push-button", "Save", "", 150, 88, 34, 30), r("combo-box", "Font Name", "Liberation Sans", 420, 88, 180, 30),
            r("combo-box", "Font Size", "10 pt", 604, 88, 70, 30), r("combo-box", "Name Box", sel, 78, 128, 120, 28),
            r("push-button", "Function Wizard", "", 204, 128, 28, 28), r("text", "Input line", formula, 300, 128, 1600, 28)]
    for j, col in enumerate("ABCDE"):
        out.append(r("column-header", col, "", 120 + 160 * j, 166, 160, 22))
    for i in range(1, 9):
        for j, col in enumerate("ABCDE"):
            ref = f"{col}{i}"
            out.append(r("table-cell", ref, cells.get(ref, ""), 120 + 160 * j, 166 + 22 * i, 160, 22, desc="selected" if ref == sel else ""))
    out += [r("page-tab", "Sheet1", "", 150, 1020, 80, 24, desc="selected"), r("label", "", "Sheet 1 of 1", 80, 1052, 100, 20),
            r("label", "", "Default", 300, 1052, 100, 20), r("label", "", "English (USA)", 500, 1052, 120, 20),
            r("label", "", status, 1100, 1052, 360, 20), r("label", "", "100%", 1860, 1052, 50, 20)]
    return out


def t22(rs: RowSet) -> None:
    c = clk("Apr 12", "09:30", 10)
    state = desk(c[0], [r("label", "", "Home", 1833, 1037, 40, 17)])
    p1 = [("heading", "Net sales 2023"), ("paragraph", "Harbourline Ferries Ltd — management report"), ("paragraph", "Prepared by Group Controlling, 19 January 2024")]
    p3 = [("heading", "2. Quarterly net sales"), ("paragraph", "Quarterly net sales 2023 (EUR thousand)"),
          ("table-cell", "Quarter | Net sales | Share"), ("table-cell", "Q1 | 12,480 | 25.9%"), ("table-cell", "Q2 | 9,735 | 20.2%"),
          ("table-cell", "Q3 | 14,020 | 29.1%"), ("table-cell", "Q4 | 11,960 | 24.8%"), ("table-cell", "Total | 48,195 | 100.0%"),
          ("paragraph", "Q3 reflects the summer timetable with two additional daily crossings on the Portsmouth route."),
          ("paragraph", "¹ Q2 figure subject to restatement, see Errata on page 11."), ("paragraph", "3")]
    p11 = [("heading", "Errata"),
           ("paragraph", "Page 3, Q2 2023 net sales: restated from 9,735 to 9,375 (EUR thousand) following the reclassification of a returned charter order (credit note CN-2023-0418)."),
           ("paragraph", "All other quarterly figures are unchanged."), ("paragraph", "11")]
    labels = {"A1": "Quarter", "B1": "Net sales (EUR k)", "A2": "Q1", "A3": "Q2", "A4": "Q3", "A5": "Q4"}
    vals = dict(labels, B2="12480", B3="9735", B4="14020", B5="11960")
    tot = dict(vals, A6="Total", B6="48195")
    fmt = dict(tot, B2="12,480", B3="9,735", B4="14,020", B5="11,960", B6="48,195")
    fixed = dict(fmt, B3="9,375", B6="47,835")
    ev = ("Document Viewer",)
    both = ("Document Viewer", "LibreOffice Calc")
    obs = [
        desk(c[1], evince2(1, p1), ev),
        desk(c[2], evince2(3, p3), ev),
        desk(c[3], calc({}, "A1", "", "Average: ; Sum: 0"), both),
        desk(c[4], calc(labels, "A1", "Quarter", "Average: ; Sum: 0"), both),
        desk(c[5], calc(vals, "A1", "Quarter", "Average: ; Sum: 0"), both),
        desk(c[6], calc(tot, "A1", "Quarter", "Average: ; Sum: 0"), both),
        desk(c[7], calc(fmt, "A1", "Quarter", "Average: ; Sum: 0"), both),
        desk(c[8], calc(fmt, "B6", "=SUM(B2:B5)", "Average: 48,195; Sum: 48,195"), both),
        desk(c[9], evince2(11, p11), both),
        desk(c[10], calc(fixed, "B3", "9375", "Average: 9,375; Sum: 9,375"), both),
    ]
    actions = [
        "import subprocess, time\nsubprocess.Popen(['evince', '/home/user/Documents/sales_q_2023.pdf'])\ntime.sleep(3)",
        "import pyautogui\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('3')\npyautogui.press('enter')",
        "import subprocess, time\nsubprocess.Popen(['soffice', '--calc'])\ntime.sleep(5)",
        "for ref, v in [('A1', 'Quarter'), ('B1', 'Net sales (EUR k)'), ('A2', 'Q1'), ('A3', 'Q2'), ('A4', 'Q3'), ('A5', 'Q4')]:\n    CalcTools.set_cell_value(ref, v)",
        "for ref, v in [('B2', 12480), ('B3', 9735), ('B4', 14020), ('B5', 11960)]:\n    CalcTools.set_cell_value(ref, v)",
        "CalcTools.set_cell_value('A6', 'Total')\nCalcTools.set_cell_value('B6', '=SUM(B2:B5)')",
        "CalcTools.set_number_format('B2:B6', '#,##0')",
        "import pyautogui\npyautogui.click(360, 309)  # B6",
        "import pyautogui\npyautogui.hotkey('alt', 'tab')\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('11')\npyautogui.press('enter')",
        "import pyautogui\npyautogui.hotkey('alt', 'tab')\nCalcTools.set_cell_value('B3', 9375)\npyautogui.click(360, 243)  # B3",
    ]
    swap(obs, 10, r("table-cell", "B6", "47,835", 280, 298, 160, 22), r("table-cell", "B6", "47,935", 280, 298, 160, 22))
    add(rs, "h51-os-22", "Copy the 2023 quarterly net sales from page 3 of ~/Documents/sales_q_2023.pdf into a new Calc sheet with a SUM total, then apply the Q2 restatement listed in the errata on page 11.",
        state, actions, obs, bad=10, kind="After B3 is corrected to 9,375 the SUM in B6 reads 47,935, but 12,480 + 9,375 + 14,020 + 11,960 = 47,835 (it was 48,195 with 9,735).")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
