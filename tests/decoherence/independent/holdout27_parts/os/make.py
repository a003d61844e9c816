# ruff: noqa: E501
"""Holdout27, domain os: 22 hand-written Ubuntu 22.04 GNOME desktop trajectories.

Each trajectory drives desktop apps with Python code (pyautogui plus app helpers) and every observation
is the accessibility table of the desktop. Half of the trajectories hold exactly one world-model
contradiction (one detail drifting several turns after it was established); the other half are clean
but full of legitimate changes (clocks, progress, re-sorted or filtered views, format differences,
values the agent itself changed). Values that must add up are computed here, not typed by hand.
Run: ``python -m tests.decoherence.independent.holdout27_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

# ---------------------------------------------------------------- shared desktop pieces

DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer",
        "Ubuntu Software", "Help", "Terminal"]


def ln(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
       pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    assert not any("\t" in f for f in (tag, name, text, cls, desc)), (tag, name)
    return "\t".join([tag, name, text, cls, desc, f"({pos[0]}, {pos[1]})", f"({size[0]}, {size[1]})"])


def screen(clock: str, app: str, rows: list[str], extra_top: list[str] | None = None) -> str:
    out = [OS_HDR,
           ln("push-button", "Activities", "", "", "", (0, 0), (97, 27)),
           ln("menu", app, "", "", "", (97, 0), (len(app) * 9 + 36, 27)),
           ln("label", "", clock, "", "", (884, 0), (152, 27))]
    out += extra_top or []
    out.append(ln("menu", "System", "", "", "", (1778, 0), (142, 27)))
    out += rows
    out += [ln("push-button", n, "", "", "", (0, 27 + 66 * i), (70, 64)) for i, n in enumerate(DOCK)]
    out.append(ln("toggle-button", "Show Applications", "", "", "", (0, 1010), (70, 64)))
    return "\n".join(out)


def ck(day: str, hm: str) -> str:
    return f"{day}  {hm}"


def start(task: str, obs: str) -> str:
    return f"Task: {task}\n\nDesktop accessibility tree before the first action:\n{obs}"


def kb(n: int) -> str:
    """Bytes in GNOME's decimal units."""
    if n < 1000:
        return f"{n} bytes"
    for unit, div in (("kB", 1e3), ("MB", 1e6), ("GB", 1e9)):
        if n < div * 1000:
            return f"{n / div:.1f} {unit}"
    return f"{n / 1e12:.1f} TB"


# ---------------------------------------------------------------- Files (Nautilus)

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures",
           "Videos", "Trash"]


def files_rows(path: list[str], items: list[tuple[str, str, str]], *, sort: str = "Name", descending: bool = False,
               sel: tuple[str, ...] = (), status: str = "", view: str = "list", mounts: tuple[str, ...] = (),
               here: str | None = None) -> list[str]:
    here = here or path[-1]
    rows = [ln("frame", here, "", "org.gnome.Nautilus", "", (170, 64), (1300, 840)),
            ln("push-button", "Back", "", "", "", (180, 74), (34, 34)),
            ln("push-button", "Forward", "", "", "", (216, 74), (34, 34))]
    x = 262
    for p in path:
        w = len(p) * 9 + 26
        rows.append(ln("toggle-button", p, "", "", "current location" if p == path[-1] else "", (x, 74), (w, 34)))
        x += w + 4
    rows += [ln("toggle-button", "Search", "", "", "", (1290, 74), (34, 34)),
             ln("push-button", "View options", "", "", "", (1330, 74), (56, 34)),
             ln("push-button", "Main Menu", "", "", "", (1390, 74), (34, 34))]
    side = SIDEBAR + list(mounts) + ["Other Locations"]
    for i, s in enumerate(side):
        rows.append(ln("list-item", s, "", "", "selected" if s == here else "", (172, 120 + 32 * i), (200, 32)))
    if view == "list":
        for j, col in enumerate(("Name", "Size", "Modified")):
            d = (f"sorted {'descending' if descending else 'ascending'}") if col == sort else ""
            rows.append(ln("table-column-header", col, col, "", d, (380 + (0, 600, 760)[j], 114), ((600, 160, 200)[j], 30)))
        for i, (name, size, mod) in enumerate(items):
            y = 146 + 34 * i
            d = "selected" if name in sel else ""
            rows.append(ln("table-cell", name, name, "", d, (380, y), (600, 34)))
            rows.append(ln("table-cell", "", size, "", "", (980, y), (160, 34)))
            rows.append(ln("table-cell", "", mod, "", "", (1140, y), (200, 34)))
    else:
        for i, (name, _size, _mod) in enumerate(items):
            rows.append(ln("icon", name, name, "", "selected" if name in sel else "",
                           (390 + 150 * (i % 7), 130 + 170 * (i // 7)), (140, 160)))
    if status:
        rows.append(ln("label", "", status, "", "floating status bar", (1100, 868), (360, 30)))
    return rows


def t_files_rename_bad() -> dict:
    day = "Mar 12"
    inv = ("invoice_0224.pdf", "184.2 kB", "29 Feb")
    dl = [("budget_2024.xlsx", "22.6 kB", "4 Mar"),
          ("IMG_20240302_141522.jpg", "3.1 MB", "2 Mar"),
          ("IMG_20240302_141608.jpg", "2.9 MB", "2 Mar"),
          inv,
          ("quarterly-report-draft.odt", "58.3 kB", "Yesterday"),
          ("Screenshot from 2024-03-11 16-02-44.png", "412.7 kB", "Yesterday"),
          ("setup_notes.txt", "2.1 kB", "08:51"),
          ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "27 Feb")]
    P = ["Home", "Downloads"]

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Files", rows)

    t = []
    s0 = s("10:14", files_rows(P, dl))
    l1 = [("Invoices", "0 items", "10:15")] + dl
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 'n')
time.sleep(0.5)
pyautogui.typewrite('Invoices')
pyautogui.press('enter')
"""), s("10:15", files_rows(P, l1, sel=("Invoices",), status="“Invoices” selected (containing 0 items)"))))
    new_inv = ("invoice_2024-02.pdf", "184.2 kB", "29 Feb")
    l2 = [new_inv if x == inv else x for x in l1]
    t.append((code("""
import pyautogui, time
pyautogui.click(520, 282)   # invoice_0224.pdf
pyautogui.press('f2')
time.sleep(0.4)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('invoice_2024-02.pdf')
pyautogui.press('enter')
"""), s("10:15", files_rows(P, l2, sel=("invoice_2024-02.pdf",), status="“invoice_2024-02.pdf” selected (184.2 kB)"))))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'x')
pyautogui.doubleClick(520, 146)   # Invoices
time.sleep(0.6)
pyautogui.hotkey('ctrl', 'v')
"""), s("10:16", files_rows(P + ["Invoices"], [new_inv], here="Invoices"))))
    l4 = [("Invoices", "1 item", "10:16")] + [x for x in dl if x != inv]
    t.append((code("""
import pyautogui
pyautogui.hotkey('alt', 'left')
"""), s("10:16", files_rows(P, l4))))
    q = ("quarterly-report-draft.odt", "58.3 kB", "Yesterday")
    q1 = ("Q1-report-draft.odt", "58.3 kB", "Yesterday")
    l5 = [q1 if x == q else x for x in l4]
    t.append((code("""
import pyautogui, time
pyautogui.click(520, 282)   # quarterly-report-draft.odt
pyautogui.press('f2')
time.sleep(0.4)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('Q1-report-draft.odt')
pyautogui.press('enter')
"""), s("10:17", files_rows(P, l5, sel=("Q1-report-draft.odt",), status="“Q1-report-draft.odt” selected (58.3 kB)"))))
    order = ["ubuntu-22.04.4-desktop-amd64.iso", "IMG_20240302_141522.jpg", "IMG_20240302_141608.jpg",
             "Screenshot from 2024-03-11 16-02-44.png", "quarterly-report-draft.odt", "budget_2024.xlsx", "setup_notes.txt"]
    byname = {x[0]: x for x in dl}
    l6 = [("Invoices", "1 item", "10:16")] + [byname[n] for n in order]   # drift: old name is back
    t.append((code("""
import pyautogui, time
pyautogui.click(1392, 91)          # View options
time.sleep(0.4)
pyautogui.click(1330, 214)         # Sort: Size
"""), s("10:17", files_rows(P, l6, sort="Size", descending=True))))
    pics = [("Screenshots", "14 items", "Yesterday"), ("Wallpapers", "6 items", "17 Jan"),
            ("family_2023.jpg", "2.4 MB", "3 Jan"),
            byname["IMG_20240302_141522.jpg"], byname["IMG_20240302_141608.jpg"]]
    imgs = ("IMG_20240302_141522.jpg", "IMG_20240302_141608.jpg")
    t.append((code("""
import pyautogui, time
pyautogui.click(520, 214)                      # IMG_20240302_141522.jpg
pyautogui.keyDown('ctrl'); pyautogui.click(520, 248); pyautogui.keyUp('ctrl')   # IMG_20240302_141608.jpg
pyautogui.hotkey('ctrl', 'x')
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('~/Pictures\\n')
time.sleep(0.8)
pyautogui.hotkey('ctrl', 'v')
"""), s("10:18", files_rows(["Home", "Pictures"], pics, sel=imgs, status="2 items selected (6.0 MB)"))))
    pics8 = [("Phone 2024-03", "2 items", "10:19"), ("Screenshots", "14 items", "Yesterday"),
             ("Wallpapers", "6 items", "17 Jan"), ("family_2023.jpg", "2.4 MB", "3 Jan")]
    t.append((code("""
import pyautogui, time
pyautogui.rightClick(520, 248)   # the two photos are still selected
time.sleep(0.4)
pyautogui.click(600, 240)          # New Folder with Selection (2 Items)
time.sleep(0.4)
pyautogui.typewrite('Phone 2024-03')
pyautogui.press('enter')
"""), s("10:19", files_rows(["Home", "Pictures"], pics8, sel=("Phone 2024-03",),
                            status="“Phone 2024-03” selected (containing 2 items)"))))
    return dict(state=start("Tidy ~/Downloads: put the February invoice (renamed invoice_2024-02.pdf) in a new Invoices folder, rename the quarterly report draft to Q1-report-draft.odt, and move the two phone photos into a folder under ~/Pictures.", s0),
                turns=t, bad=True, turn=6, kind="renamed file listed under its old name again after a re-sort")


# ---------------------------------------------------------------- LibreOffice Calc (clean)

def money(c: int) -> str:
    neg = c < 0
    c = abs(c)
    s = f"${c // 100:,}.{c % 100:02d}"
    return "-" + s if neg else s


def general(c: int) -> str:
    if c % 100 == 0:
        return str(c // 100)
    s = f"{c // 100}.{c % 100:02d}"
    return s.rstrip("0")


def general_avg(c_sum: int, n: int) -> str:
    from decimal import Decimal
    v = (Decimal(c_sum) / Decimal(100) / Decimal(n)).normalize()
    return format(v, "f")


def in_range(ci: int, r: int, rng: str) -> bool:
    a, _, b = rng.partition(":")
    b = b or a
    c0, r0, c1, r1 = "ABCDE".index(a[0]), int(a[1:]), "ABCDE".index(b[0]), int(b[1:])
    return c0 <= ci <= c1 and r0 <= r <= r1


def calc_rows(title: str, data: list[tuple[str, int, int, int]], *, cur: bool, active: str, input_line: str,
              status_fn: str, modified: bool, sheet: str = "Sheet1", extra: list[str] | None = None) -> list[str]:
    f = money if cur else general
    cols = "ABCDE"
    xs = [84, 244, 344, 444, 544]
    ws = [160, 100, 100, 100, 110]
    rows = [ln("frame", title, "", "libreoffice-calc", "", (70, 27), (1850, 1053)),
            ln("combo-box", "Name Box", active, "", "", (80, 128), (110, 28)),
            ln("text", "Input line", input_line, "", "", (260, 128), (1640, 28))]
    grid = [("Category", "Jan", "Feb", "Mar", "Total")]
    for name, a, b, c in data:
        grid.append((name, f(a), f(b), f(c), f(a + b + c)))
    tot = [sum(r[i] for r in data) for i in (1, 2, 3)]
    grid.append(("Total", f(tot[0]), f(tot[1]), f(tot[2]), f(sum(tot))))
    for r, vals in enumerate(grid, 1):
        for ci, v in enumerate(vals):
            ref = f"{cols[ci]}{r}"
            rows.append(ln("table-cell", ref, v, "", "selected" if in_range(ci, r, active) else "",
                           (xs[ci], 180 + 19 * r), (ws[ci], 19)))
    rows += extra or []
    rows += [ln("page-tab", sheet, "", "", "selected", (110, 1004), (len(sheet) * 9 + 30, 24)),
             ln("label", "", "Sheet 1 of 1", "", "status bar", (80, 1032), (110, 22)),
             ln("label", "", "Default", "", "status bar", (200, 1032), (80, 22)),
             ln("label", "", "English (USA)", "", "status bar", (300, 1032), (120, 22)),
             ln("label", "", "", "", ("The document has been modified. Click to save the document." if modified
                                      else "The document has not been modified since the last save."), (560, 1032), (22, 22)),
             ln("label", "", status_fn, "", "status bar", (900, 1032), (420, 22)),
             ln("slider", "Zoom", "100%", "", "", (1700, 1032), (180, 22))]
    return rows


def t_calc_clean() -> dict:
    day = "Mar 14"
    title = "household_budget.xlsx - LibreOffice Calc"
    data = [("Rent", 115000, 115000, 115000), ("Groceries", 41235, 38910, 43180),
            ("Utilities", 14820, 16175, 13940), ("Transport", 9600, 10450, 8825),
            ("Internet", 3999, 3999, 3999), ("Insurance", 7240, 7240, 7240),
            ("Dining out", 11860, 8430, 14215), ("Subscriptions", 3197, 3197, 3896)]

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "LibreOffice Calc", rows)

    t = []
    s0 = s("18:02", calc_rows(title, data, cur=False, active="A1", input_line="Category",
                              status_fn="Average: ; Sum: 0", modified=False))
    e2 = sum(data[0][1:])
    t.append((code("""
import pyautogui
pyautogui.click(599, 218)   # E2
"""), s("18:02", calc_rows(title, data, cur=False, active="E2", input_line="=SUM(B2:D2)",
                           status_fn=f"Average: {general(e2)}; Sum: {general(e2)}", modified=False))))
    jan = sum(r[1] for r in data)
    t.append((code("""
import pyautogui
pyautogui.click(294, 218)               # B2
pyautogui.keyDown('shift'); pyautogui.click(294, 351); pyautogui.keyUp('shift')   # to B9
"""), s("18:03", calc_rows(title, data, cur=False, active="B2:B9", input_line="1150",
                           status_fn=f"Average: {general_avg(jan, 8)}; Sum: {general(jan)}", modified=False))))
    data3 = [("Groceries", 41235, 39810, 43180) if r[0] == "Groceries" else r for r in data]
    t.append((code("""
import pyautogui
pyautogui.click(394, 237)   # C3
pyautogui.typewrite('398.10\\n')
"""), s("18:04", calc_rows(title, data3, cur=False, active="C4", input_line="161.75",
                           status_fn="Average: 161.75; Sum: 161.75", modified=True))))
    t.append((code("""
import pyautogui, time
pyautogui.click(294, 218)               # B2
pyautogui.keyDown('shift'); pyautogui.click(599, 370); pyautogui.keyUp('shift')   # to E10
pyautogui.hotkey('ctrl', 'shift', '4')  # currency format
time.sleep(0.3)
"""), s("18:05", calc_rows(title, data3, cur=True, active="B2:E10", input_line="$1,150.00",
                           status_fn=f"Average: {money(round(sum(sum(r[1:]) * 4 for r in data3) / 36))}; Sum: {money(sum(sum(r[1:]) * 4 for r in data3))}",
                           modified=True))))
    srt = sorted(data3, key=lambda r: -sum(r[1:]))
    t.append((code("""
import pyautogui, time
pyautogui.click(164, 218)               # A2
pyautogui.keyDown('shift'); pyautogui.click(599, 351); pyautogui.keyUp('shift')   # to E9
pyautogui.click(250, 52)                # Data menu
pyautogui.click(290, 96)                # Sort...
time.sleep(0.8)
pyautogui.click(760, 420)               # Sort Key 1: Column E
pyautogui.click(980, 452)               # Descending
pyautogui.click(1100, 760)              # OK
"""), s("18:06", calc_rows(title, srt, cur=True, active="A2:E9", input_line=srt[0][0],
                           status_fn=f"Average: {money(round(sum(sum(r[1:]) * 2 for r in srt) / 32))}; Sum: {money(sum(sum(r[1:]) * 2 for r in srt))}",
                           modified=True))))
    sum5 = sum(sum(r[1:]) * 2 for r in srt)
    t.append((code("""
import pyautogui, time
pyautogui.rightClick(140, 1016)         # sheet tab
pyautogui.click(200, 900)               # Rename Sheet...
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('Q1 2024\\n')
"""), s("18:07", calc_rows(title, srt, cur=True, active="A2:E9", input_line=srt[0][0],
                           status_fn=f"Average: {money(round(sum5 / 32))}; Sum: {money(sum5)}", modified=True, sheet="Q1 2024"))))
    e_sum = sum(sum(r[1:]) for r in srt)
    t.append((code("""
import pyautogui
pyautogui.click(599, 218)               # E2
pyautogui.keyDown('shift'); pyautogui.click(599, 351); pyautogui.keyUp('shift')   # to E9
"""), s("18:07", calc_rows(title, srt, cur=True, active="E2:E9", input_line="=SUM(B2:D2)",
                           status_fn=f"Average: {money(round(e_sum / 8))}; Sum: {money(e_sum)}",
                           modified=True, sheet="Q1 2024"))))
    dlg = [ln("dialog", "Keep current format", "", "", "", (700, 420), (520, 190)),
           ln("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.\nUse the default ODF file format to be sure that the document is saved correctly.", "", "", (720, 440), (480, 90)),
           ln("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (720, 540), (380, 22)),
           ln("push-button", "Use Excel 2007-365!", "", "", "", (760, 570), (200, 30)),
           ln("push-button", "Use ODF Format!", "", "", "", (980, 570), (200, 30))]
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), s("18:08", calc_rows(title, srt, cur=True, active="E2:E9", input_line="=SUM(B2:D2)",
                           status_fn=f"Average: {money(round(e_sum / 8))}; Sum: {money(e_sum)}",
                           modified=True, sheet="Q1 2024", extra=dlg))))
    t.append((code("""
import pyautogui, time
pyautogui.click(860, 585)               # Use Excel 2007-365!
time.sleep(1.0)
"""), s("18:08", calc_rows(title, srt, cur=True, active="E2:E9", input_line="=SUM(B2:D2)",
                           status_fn=f"Average: {money(round(e_sum / 8))}; Sum: {money(e_sum)}",
                           modified=False, sheet="Q1 2024"))))
    return dict(state=start("In household_budget.xlsx fix February groceries to 398.10, format the figures as currency, sort the categories by total (largest first), rename the sheet to 'Q1 2024' and save in the same format.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- gedit (bad: a line drifts)

NGINX = r"""upstream shop_backend {
    server 127.0.0.1:8081;
    server 127.0.0.1:8082;
    keepalive 16;
}

server {
    listen 80;
    server_name shop.example.test www.shop.example.test;
    root /var/www/shop/public;
    index index.php index.html;

    client_max_body_size 20M;
    access_log /var/log/nginx/shop.access.log;
    error_log  /var/log/nginx/shop.error.log warn;

    location / {
        try_files $uri $uri/ /index.php?$query_string;
    }

    location ~ \.php$ {
        proxy_pass http://shop_backend;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_read_timeout 60s;
    }

    location ~* \.(css|js|png|jpg|svg|woff2)$ {
        expires 7d;
        add_header Cache-Control "public";
    }
}"""

DOTENV = """APP_NAME=ShopFront
APP_ENV=local
APP_KEY=base64:Qm9vdHN0cmFwS2V5Rm9yU2hvcEZyb250MjAyNA==
APP_DEBUG=true
APP_URL=http://shop.example.test

LOG_CHANNEL=stack
LOG_LEVEL=debug

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=shop
DB_USERNAME=shop
DB_PASSWORD=s3cr3t-dev

CACHE_DRIVER=redis
QUEUE_CONNECTION=redis
SESSION_DRIVER=redis
REDIS_HOST=127.0.0.1
REDIS_PORT=6379"""


def gedit_rows(tabs: list[tuple[str, bool]], active: str, folder: str, buf: str, ln_col: str,
               syntax: str = "Plain Text", extra: list[str] | None = None) -> list[str]:
    star = dict(tabs)[active]
    rows = [ln("frame", f"{'*' if star else ''}{active} ({folder}) - gedit", "", "gedit", "", (320, 60), (1200, 960)),
            ln("push-button", "Open", "", "", "", (330, 70), (80, 34)),
            ln("push-button", "New Tab", "", "", "", (414, 70), (34, 34)),
            ln("push-button", "Save", "", "", "", (1340, 70), (70, 34)),
            ln("push-button", "Menu", "", "", "", (1414, 70), (34, 34))]
    for i, (name, mod) in enumerate(tabs):
        rows.append(ln("page-tab", ("*" if mod else "") + name, "", "", "selected" if name == active else "",
                       (322 + 600 * i, 108), (596, 32)))
    rows.append(ln("text", "", buf, "", "editable, multi-line", (322, 142), (1196, 830)))
    rows += extra or []
    rows += [ln("combo-box", "", syntax, "", "status bar", (1040, 984), (110, 26)),
             ln("combo-box", "", "Tab Width: 4", "", "status bar", (1160, 984), (110, 26)),
             ln("label", "", ln_col, "", "status bar", (1280, 984), (120, 26)),
             ln("label", "", "INS", "", "status bar", (1410, 984), (40, 26))]
    return rows


def t_gedit_bad() -> dict:
    day = "Mar 13"
    folder = "~/sites/shop/nginx"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Text Editor", rows)

    lines = NGINX.split("\n")
    s0 = screen(ck(day, "15:20"), "Terminal", [
        ln("frame", "dana@thinkpad: ~/sites/shop", "", "gnome-terminal-server", "", (300, 200), (900, 560)),
        ln("terminal", "Terminal", "dana@thinkpad:~/sites/shop$ ls nginx\nshop.conf\ndana@thinkpad:~/sites/shop$ ", "", "", (302, 240), (896, 518))])
    t = []
    t.append((code("""
import subprocess, time
subprocess.Popen(['gedit', '/home/dana/sites/shop/nginx/shop.conf'])
time.sleep(2)
"""), s("15:21", gedit_rows([("shop.conf", False)], "shop.conf", folder, "\n".join(lines), "Ln 1, Col 1"))))
    lines[12] = "    client_max_body_size 64M;"
    dlg = [ln("dialog", "Replace", "", "", "", (700, 300), (460, 220)),
           ln("text", "Find", "20M", "", "", (790, 330), (340, 30)),
           ln("text", "Replace with", "64M", "", "", (790, 370), (340, 30)),
           ln("check-box", "Match case", "", "", "checked", (720, 410), (160, 22)),
           ln("label", "", "1 occurrence replaced", "", "", (720, 450), (300, 22)),
           ln("push-button", "Replace All", "", "", "", (1040, 480), (110, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'h')
time.sleep(0.5)
pyautogui.typewrite('20M')
pyautogui.press('tab')
pyautogui.typewrite('64M')
pyautogui.click(1095, 495)    # Replace All
"""), s("15:22", gedit_rows([("shop.conf", True)], "shop.conf", folder, "\n".join(lines), "Ln 13, Col 29", extra=dlg))))
    lines[15:15] = ["    gzip on;", "    gzip_types text/css application/javascript image/svg+xml;"]
    t.append((code("""
import pyautogui, time
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 'i')
time.sleep(0.3)
pyautogui.typewrite('15\\n')
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.typewrite('    gzip on;\\n')
pyautogui.typewrite('    gzip_types text/css application/javascript image/svg+xml;')
"""), s("15:23", gedit_rows([("shop.conf", True)], "shop.conf", folder, "\n".join(lines), f"Ln 17, Col {len(lines[16]) + 1}"))))
    i = lines.index("        proxy_read_timeout 60s;")
    lines[i] = "        proxy_read_timeout 120s;"
    dlg2 = [ln("dialog", "Replace", "", "", "", (700, 300), (460, 220)),
            ln("text", "Find", "proxy_read_timeout 60s", "", "", (790, 330), (340, 30)),
            ln("text", "Replace with", "proxy_read_timeout 120s", "", "", (790, 370), (340, 30)),
            ln("check-box", "Match case", "", "", "checked", (720, 410), (160, 22)),
            ln("label", "", "1 occurrence replaced", "", "", (720, 450), (300, 22)),
            ln("push-button", "Replace All", "", "", "", (1040, 480), (110, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'h')
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('proxy_read_timeout 60s')
pyautogui.press('tab')
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('proxy_read_timeout 120s')
pyautogui.click(1095, 495)    # Replace All
"""), s("15:24", gedit_rows([("shop.conf", True)], "shop.conf", folder, "\n".join(lines), f"Ln {i + 1}, Col {len(lines[i])}", extra=dlg2))))
    drift = list(lines)
    drift[2] = "    server 127.0.0.1:8083;"
    t.append((code("""
import pyautogui, time
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'home')
"""), s("15:24", gedit_rows([("shop.conf", False)], "shop.conf", folder, "\n".join(drift), "Ln 1, Col 1"))))
    env = DOTENV.split("\n")
    tabs = [("shop.conf", False), (".env", False)]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'o')
time.sleep(0.6)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('/home/dana/sites/shop/.env\\n')
time.sleep(0.8)
"""), s("15:25", gedit_rows(tabs, ".env", "~/sites/shop", "\n".join(env), "Ln 1, Col 1"))))
    env[1] = "APP_ENV=production"
    env[3] = "APP_DEBUG=false"
    env[7] = "LOG_LEVEL=warning"
    tabs = [("shop.conf", False), (".env", True)]
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'i'); pyautogui.typewrite('2\\n')
pyautogui.press('end'); pyautogui.hotkey('shift', 'home')
pyautogui.typewrite('APP_ENV=production')
pyautogui.hotkey('ctrl', 'i'); pyautogui.typewrite('4\\n')
pyautogui.press('end'); pyautogui.hotkey('shift', 'home')
pyautogui.typewrite('APP_DEBUG=false')
pyautogui.hotkey('ctrl', 'i'); pyautogui.typewrite('8\\n')
pyautogui.press('end'); pyautogui.hotkey('shift', 'home')
pyautogui.typewrite('LOG_LEVEL=warning')
"""), s("15:26", gedit_rows(tabs, ".env", "~/sites/shop", "\n".join(env), "Ln 8, Col 18"))))
    env[4] = "APP_URL=https://shop.example.test"
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'i'); pyautogui.typewrite('5\\n')
pyautogui.press('home')
for _ in range(12):
    pyautogui.press('right')
pyautogui.typewrite('s')
"""), s("15:27", gedit_rows(tabs, ".env", "~/sites/shop", "\n".join(env), "Ln 5, Col 14"))))
    tabs = [("shop.conf", False), (".env", False)]
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), s("15:27", gedit_rows(tabs, ".env", "~/sites/shop", "\n".join(env), "Ln 5, Col 14"))))
    return dict(state=start("In ~/sites/shop/nginx/shop.conf raise the upload limit to 64M, enable gzip after the log lines and give PHP requests a 120s read timeout; then switch the app's .env to production settings with https.", s0),
                turns=t, bad=True, turn=5, kind="upstream server port line in the config changed with no edit")


# ---------------------------------------------------------------- Settings

PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search",
          "Multitasking", "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power",
          "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color",
          "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings_rows(panel: str, body: list[str], header: str | None = None, buttons: list[str] | None = None) -> list[str]:
    rows = [ln("frame", "Settings", "", "gnome-control-center", "", (400, 120), (1120, 820)),
            ln("push-button", "Search", "", "", "", (410, 130), (34, 34)),
            ln("push-button", "Primary menu", "", "", "", (630, 130), (34, 34)),
            ln("label", "", header or panel, "", "title", (900, 136), (200, 24))]
    rows += buttons or []
    for i, p in enumerate(PANELS):
        rows.append(ln("list-item", p, "", "", "selected" if p == panel else "", (402, 172 + 29 * i), (270, 29)))
    return rows + body


def power_body(pct: int, remain: str, blank: str, show_pct: bool, mode: str = "Balanced") -> list[str]:
    return [ln("label", "", "Battery", "", "heading", (720, 180), (200, 22)),
            ln("level-bar", "Battery level", f"{pct} %", "", "", (720, 210), (560, 12)),
            ln("label", "", f"{remain} until empty", "", "", (720, 228), (300, 20)),
            ln("label", "", f"{pct} %", "", "", (1420, 228), (60, 20)),
            ln("label", "", "Power Mode", "", "heading", (720, 280), (200, 22)),
            ln("radio-button", "Performance", "", "", "checked" if mode == "Performance" else "", (720, 310), (700, 48)),
            ln("radio-button", "Balanced", "", "", "checked" if mode == "Balanced" else "", (720, 358), (700, 48)),
            ln("radio-button", "Power Saver", "", "", "checked" if mode == "Power Saver" else "", (720, 406), (700, 48)),
            ln("label", "", "Power Saving Options", "", "heading", (720, 480), (300, 22)),
            ln("toggle-button", "Dim Screen", "", "", "checked", (1380, 510), (48, 26)),
            ln("combo-box", "Screen Blank", blank, "", "", (1260, 560), (170, 34)),
            ln("toggle-button", "Automatic Power Saver", "", "", "checked", (1380, 610), (48, 26)),
            ln("label", "", "Suspend & Power Button", "", "heading", (720, 670), (300, 22)),
            ln("push-button", "Automatic Suspend", "Off", "", "", (720, 700), (700, 48)),
            ln("toggle-button", "Show Battery Percentage", "", "", "checked" if show_pct else "", (1380, 766), (48, 26))]


def displays_body(scale: str, fractional: bool, night: bool = False, tab: str = "Displays",
                  sched: str = "Sunset to Sunrise", times: tuple[str, str] = ("20:00", "06:00")) -> list[str]:
    rows = [ln("page-tab", "Displays", "", "", "selected" if tab == "Displays" else "", (860, 176), (100, 30)),
            ln("page-tab", "Night Light", "", "", "selected" if tab == "Night Light" else "", (962, 176), (110, 30))]
    if tab == "Displays":
        opts = ["100%", "125%", "150%", "175%", "200%"] if fractional else ["100%", "200%"]
        rows += [ln("label", "", "Built-in display — 14″", "", "", (720, 230), (400, 22)),
                 ln("combo-box", "Orientation", "Landscape", "", "", (1230, 270), (200, 34)),
                 ln("combo-box", "Resolution", "1920 × 1080 (16∶9)", "", "", (1230, 318), (200, 34)),
                 ln("combo-box", "Refresh Rate", "60.01 Hz", "", "", (1230, 366), (200, 34))]
        for i, o in enumerate(opts):
            rows.append(ln("toggle-button", o, "", "", "checked" if o == scale else "", (1000 + 86 * i, 414), (80, 34)))
        rows.append(ln("toggle-button", "Fractional Scaling", "", "", "checked" if fractional else "", (1380, 466), (48, 26)))
        if fractional:
            rows.append(ln("label", "", "May increase power usage, lower speed, or reduce display sharpness.", "", "", (720, 496), (600, 20)))
    else:
        rows += [ln("toggle-button", "Night Light", "", "", "checked" if night else "", (1380, 236), (48, 26)),
                 ln("combo-box", "Schedule", sched, "", "", (1230, 282), (200, 34))]
        if sched == "Manual Schedule":
            rows += [ln("spin-button", "From hours", times[0][:2], "", "", (1060, 330), (60, 34)),
                     ln("spin-button", "From minutes", times[0][3:], "", "", (1124, 330), (60, 34)),
                     ln("spin-button", "To hours", times[1][:2], "", "", (1260, 330), (60, 34)),
                     ln("spin-button", "To minutes", times[1][3:], "", "", (1324, 330), (60, 34))]
        rows.append(ln("slider", "Color Temperature", "4000", "", "", (720, 390), (700, 30)))
    return rows


def t_settings_clean() -> dict:
    day = "Mar 15"

    def s(hm: str, rows: list[str], pct: int | None = None) -> str:
        top = [ln("label", "", f"{pct} %", "", "battery", (1720, 0), (56, 27))] if pct else None
        return screen(ck(day, hm), "Settings", rows, top)

    t = []
    s0 = screen(ck(day, "21:40"), "Activities", [ln("label", "", "No windows open", "", "desktop", (900, 500), (200, 20))])
    t.append((code("""
import subprocess, time
subprocess.Popen(['gnome-control-center', 'power'])
time.sleep(2)
"""), s("21:40", settings_rows("Power", power_body(78, "3 hours 12 minutes", "5 minutes", False)))))
    t.append((code("""
import pyautogui, time
pyautogui.click(1345, 577)       # Screen Blank
time.sleep(0.4)
pyautogui.click(1345, 701)       # 15 minutes
"""), s("21:41", settings_rows("Power", power_body(78, "3 hours 9 minutes", "15 minutes", False)))))
    t.append((code("""
import pyautogui
pyautogui.click(1404, 779)       # Show Battery Percentage
"""), s("21:42", settings_rows("Power", power_body(77, "3 hours 6 minutes", "15 minutes", True)), pct=77)))
    t.append((code("""
import pyautogui
pyautogui.click(537, 592)        # Displays
"""), s("21:42", settings_rows("Displays", displays_body("100%", False)), pct=77)))
    apply_btn = [ln("push-button", "Apply", "", "", "suggested action", (1420, 130), (80, 34))]
    t.append((code("""
import pyautogui, time
pyautogui.click(1404, 479)       # Fractional Scaling
time.sleep(0.5)
pyautogui.click(1126, 431)       # 125%
"""), s("21:43", settings_rows("Displays", displays_body("125%", True), buttons=apply_btn), pct=77)))
    keep = [ln("dialog", "Keep these display settings?", "", "", "", (760, 440), (400, 170)),
            ln("label", "", "Settings changes will revert in 17 seconds", "", "", (780, 490), (360, 22)),
            ln("push-button", "Revert Settings", "", "", "", (780, 560), (170, 34)),
            ln("push-button", "Keep Changes", "", "", "", (970, 560), (170, 34))]
    t.append((code("""
import pyautogui, time
pyautogui.click(1460, 147)       # Apply
time.sleep(3)
"""), s("21:43", settings_rows("Displays", displays_body("125%", True)) + keep, pct=77)))
    t.append((code("""
import pyautogui
pyautogui.click(1055, 577)       # Keep Changes
"""), s("21:44", settings_rows("Displays", displays_body("125%", True)), pct=77)))
    t.append((code("""
import pyautogui, time
pyautogui.click(1017, 191)       # Night Light tab
time.sleep(0.3)
pyautogui.click(1404, 249)       # Night Light switch
pyautogui.click(1330, 299)       # Schedule
pyautogui.click(1330, 380)       # Manual Schedule
"""), s("21:45", settings_rows("Displays", displays_body("125%", True, night=True, tab="Night Light", sched="Manual Schedule")), pct=76)))
    t.append((code("""
import pyautogui
pyautogui.click(537, 563)        # Power
"""), s("21:46", settings_rows("Power", power_body(76, "2 hours 58 minutes", "15 minutes", True)), pct=76)))
    about = [ln("label", "", "Device Name", "", "", (720, 400), (200, 20)), ln("label", "", "thinkpad", "", "", (1200, 400), (200, 20)),
             ln("label", "", "Memory", "", "", (720, 450), (200, 20)), ln("label", "", "15.3 GiB", "", "", (1200, 450), (200, 20)),
             ln("label", "", "Processor", "", "", (720, 490), (200, 20)), ln("label", "", "11th Gen Intel® Core™ i7-1165G7 @ 2.80GHz × 8", "", "", (1000, 490), (420, 20)),
             ln("label", "", "Graphics", "", "", (720, 530), (200, 20)), ln("label", "", "Mesa Intel® Xe Graphics (TGL GT2)", "", "", (1080, 530), (340, 20)),
             ln("label", "", "Disk Capacity", "", "", (720, 570), (200, 20)), ln("label", "", "512.1 GB", "", "", (1200, 570), (200, 20)),
             ln("label", "", "OS Name", "", "", (720, 640), (200, 20)), ln("label", "", "Ubuntu 22.04.4 LTS", "", "", (1200, 640), (200, 20)),
             ln("label", "", "OS Type", "", "", (720, 680), (200, 20)), ln("label", "", "64-bit", "", "", (1200, 680), (200, 20)),
             ln("label", "", "GNOME Version", "", "", (720, 720), (200, 20)), ln("label", "", "42.9", "", "", (1200, 720), (200, 20)),
             ln("label", "", "Windowing System", "", "", (720, 760), (200, 20)), ln("label", "", "X11", "", "", (1200, 760), (200, 20)),
             ln("push-button", "Software Updates", "", "", "", (720, 820), (700, 48))]
    t.append((code("""
import pyautogui
pyautogui.click(537, 911)        # About
"""), s("21:47", settings_rows("About", about), pct=76)))
    return dict(state=start("Make the laptop easier on the eyes in the evening: blank the screen after 15 minutes, show the battery percentage, use 125% scaling and a manual 20:00-06:00 Night Light schedule; then note the OS version.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Firefox (clean)

def firefox_rows(title: str, url: str, body: list[str], tabs: list[str] | None = None) -> list[str]:
    rows = [ln("frame", f"{title} — Mozilla Firefox", "", "firefox", "", (70, 27), (1850, 1053))]
    for i, tb in enumerate(tabs or [title]):
        rows.append(ln("page-tab", tb, "", "", "selected" if i == 0 else "", (80 + 240 * i, 34), (236, 36)))
    rows += [ln("push-button", "Back", "", "", "", (80, 76), (32, 32)),
             ln("push-button", "Forward", "", "", "", (114, 76), (32, 32)),
             ln("push-button", "Reload", "", "", "", (148, 76), (32, 32)),
             ln("entry", "Search with Google or enter address", url, "", "", (240, 78), (1300, 30)),
             ln("document-web", title, "", "", "", (70, 114), (1850, 966))]
    return rows + body


def hn_rows(items: list[tuple[str, str, int, str, str, int]], start_rank: int = 1, sel: str = "",
            more: bool = True) -> list[str]:
    rows = [ln("link", "Hacker News", "", "", "", (120, 122), (110, 18)),
            ln("link", "new", "", "", "selected" if sel == "new" else "", (240, 122), (30, 18)),
            ln("link", "past", "", "", "", (276, 122), (30, 18)),
            ln("link", "comments", "", "", "", (312, 122), (70, 18)),
            ln("link", "ask", "", "", "", (388, 122), (28, 18)),
            ln("link", "show", "", "", "", (422, 122), (36, 18)),
            ln("link", "jobs", "", "", "", (464, 122), (32, 18)),
            ln("link", "login", "", "", "", (1780, 122), (40, 18))]
    for i, (title, site, pts, user, age, com) in enumerate(items):
        y = 150 + 44 * i
        rows.append(ln("label", "", f"{start_rank + i}.", "", "", (100, y), (30, 18)))
        rows.append(ln("link", "upvote", "", "", "", (134, y), (12, 12)))
        rows.append(ln("link", title, "", "", "", (152, y), (len(title) * 8, 18)))
        if site:
            rows.append(ln("link", site, f"({site})", "", "", (160 + len(title) * 8, y), (len(site) * 7 + 14, 16)))
        sub = f"{pts} point{'s' if pts != 1 else ''} by {user} {age} | hide | " + (
            f"{com} comments" if com > 1 else ("1 comment" if com == 1 else "discuss"))
        rows.append(ln("label", "", sub, "", "", (152, y + 20), (520, 16)))
    if more:
        rows.append(ln("link", "More", "", "", "", (152, 150 + 44 * len(items)), (40, 18)))
    return rows


def t_firefox_clean() -> dict:
    day = "Mar 16"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Firefox Web Browser", rows)

    front1 = [
        ("Show HN: A tiny SQLite-backed job queue in 600 lines of Go", "github.com", 312, "mkestrel", "5 hours ago", 87),
        ("The hidden cost of 'free' CI minutes", "blog.railyard.dev", 274, "jhollis", "6 hours ago", 143),
        ("Reverse-engineering the firmware of a 1998 label printer", "hackaday.com", 198, "tpalmer", "4 hours ago", 34),
        ("Postgres 17 beta: what's new in logical replication", "postgresql.org", 166, "anarang", "7 hours ago", 52),
        ("Ask HN: How do you keep a personal knowledge base alive?", "", 151, "quietfox", "3 hours ago", 201),
        ("Why our Rust build times doubled, and how we got them back", "corvid.io", 139, "d_okafor", "5 hours ago", 77),
        ("Launch HN: Ledgerline (YC W24) – Bookkeeping for two-person companies", "", 98, "ledgerline", "2 hours ago", 61),
        ("An interactive guide to Bézier curves (2019)", "pomax.github.io", 95, "gkatz", "8 hours ago", 19),
        ("Europe's largest heat pump goes online in Aalborg", "ieee.org", 88, "sveng", "3 hours ago", 40),
        ("I built a mechanical keyboard out of plywood", "woodclack.net", 71, "handsoff", "1 hour ago", 28)]
    t = []
    s0 = s("11:01", firefox_rows("New Tab", "", [ln("entry", "Search the web", "", "", "", (660, 400), (600, 44))]))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('news.ycombinator.com\\n')
time.sleep(2)
"""), s("11:02", firefox_rows("Hacker News", "news.ycombinator.com", hn_rows(front1)))))
    new3 = [
        ("Notes on running a 40-node Raspberry Pi cluster on solar", "blog.sunstack.io", 1, "pvolta", "1 minute ago", 0),
        ("Zig 0.12 release notes", "ziglang.org", 2, "ktorv", "2 minutes ago", 0),
        ("The case against microservices for three-person teams", "medium.com", 1, "ojenkins", "3 minutes ago", 0),
        ("Show HN: Diffing PDFs in the terminal", "github.com", 3, "lavendr", "4 minutes ago", 1),
        ("A visual history of the floppy disk", "computerhistory.org", 2, "bitrotten", "4 minutes ago", 0),
        ("Ask HN: Best resources for learning control theory?", "", 1, "ruthm", "6 minutes ago", 0),
        ("Why is my laptop fan always on? A Linux power-tuning story", "drewsblog.net", 4, "drewk", "7 minutes ago", 2),
        ("GCC 14 adds a -fhardened umbrella flag", "lwn.net", 5, "corbetfan", "9 minutes ago", 1)]
    t.append((code("""
import pyautogui, time
pyautogui.click(255, 131)     # new
time.sleep(1.5)
"""), s("11:05", firefox_rows("New Links | Hacker News", "news.ycombinator.com/newest", hn_rows(new3, sel="new")))))
    t.append((code("""
import pyautogui, time
pyautogui.click(175, 131)     # Hacker News (front page)
time.sleep(1.5)
"""), s("11:06", firefox_rows("Hacker News", "news.ycombinator.com/news", hn_rows([
        (a, b, c + d, e, f, g + h) for (a, b, c, e, f, g), d, h in zip(front1, (4, 2, 1, 0, 3, 1, 1, 0, 2, 3), (1, 2, 0, 1, 5, 0, 1, 0, 0, 1))])))))
    front4 = [
        ("Show HN: A tiny SQLite-backed job queue in 600 lines of Go", "github.com", 329, "mkestrel", "5 hours ago", 93),
        ("The hidden cost of 'free' CI minutes", "blog.railyard.dev", 281, "jhollis", "6 hours ago", 151),
        ("Ask HN: How do you keep a personal knowledge base alive?", "", 170, "quietfox", "3 hours ago", 226),
        ("Reverse-engineering the firmware of a 1998 label printer", "hackaday.com", 204, "tpalmer", "4 hours ago", 37),
        ("Postgres 17 beta: what's new in logical replication", "postgresql.org", 169, "anarang", "7 hours ago", 55),
        ("Why our Rust build times doubled, and how we got them back", "corvid.io", 144, "d_okafor", "5 hours ago", 80),
        ("Launch HN: Ledgerline (YC W24) – Bookkeeping for two-person companies", "", 103, "ledgerline", "2 hours ago", 66),
        ("I built a mechanical keyboard out of plywood", "woodclack.net", 90, "handsoff", "1 hour ago", 35),
        ("Europe's largest heat pump goes online in Aalborg", "ieee.org", 94, "sveng", "3 hours ago", 44),
        ("Fast Fourier transforms for the rest of us", "jlrobins.net", 65, "fourierfan", "42 minutes ago", 12)]
    t.append((code("""
import pyautogui, time
time.sleep(540)               # come back later
pyautogui.press('f5')
time.sleep(1.5)
"""), s("11:15", firefox_rows("Hacker News", "news.ycombinator.com/news", hn_rows(front4)))))
    item = [ln("link", "Ask HN: How do you keep a personal knowledge base alive?", "", "", "", (152, 150), (480, 18)),
            ln("label", "", "171 points by quietfox 3 hours ago | hide | past | favorite | 228 comments", "", "", (152, 170), (560, 16)),
            ln("paragraph", "", "I've started (and abandoned) a wiki, Obsidian vault and a folder of Markdown files. Each time it grows for a few months and then rots. For those of you who have kept one going for years: what's the habit or structure that made it stick?", "", "", (152, 196), (900, 60)),
            ln("text", "", "", "", "add comment", (152, 270), (600, 100)),
            ln("label", "", "mnemos 2 hours ago | next [–]", "", "", (152, 400), (400, 16)),
            ln("paragraph", "", "Daily note first, everything else later. I only promote a note to a 'real' page when I've linked to it three times. Ten years in, ~4,000 pages, and most of them started as a line in a daily note.", "", "", (152, 420), (900, 44)),
            ln("label", "", "quietfox 2 hours ago | parent | next [–]", "", "", (192, 476), (400, 16)),
            ln("paragraph", "", "The three-links rule is interesting. Do you do it by hand or with a plugin?", "", "", (192, 496), (860, 20)),
            ln("label", "", "tlaurent 2 hours ago | prev | next [–]", "", "", (152, 530), (400, 16)),
            ln("paragraph", "", "Treat it like a garden, not an archive. I delete more than I write. A knowledge base nobody prunes turns into a junk drawer.", "", "", (152, 550), (900, 44)),
            ln("label", "", "hbarker 58 minutes ago | prev | next [–]", "", "", (152, 606), (400, 16)),
            ln("paragraph", "", "Plain text in git, one file per topic, and a weekly 20-minute review on Friday afternoons. Boring tools survive.", "", "", (152, 626), (900, 44))]
    t.append((code("""
import pyautogui, time
pyautogui.click(372, 258)     # '226 comments' under item 3
time.sleep(1.5)
"""), s("11:16", firefox_rows("Ask HN: How do you keep a personal knowledge base alive? | Hacker News",
                              "news.ycombinator.com/item?id=39672014", hn_rows([], more=False)[:8] + item))))
    page2 = [
        ("Building a 6502 emulator in a weekend", "andreasen.dev", 58, "retrohax", "9 hours ago", 21),
        ("The economics of municipal broadband", "ilsr.org", 55, "fibrefan", "10 hours ago", 47),
        ("Show HN: I made a keyboard-only window manager for macOS", "github.com", 53, "tilingfan", "6 hours ago", 30),
        ("How we cut our AWS bill by 41% without changing code", "fernhill.tech", 51, "cloudcutter", "11 hours ago", 64),
        ("A field guide to Unicode normalization", "unicode-guide.org", 49, "zwj", "12 hours ago", 9),
        ("Ask HN: What's your backup strategy in 2024?", "", 47, "tapeworm", "8 hours ago", 112),
        ("The forgotten art of the README", "ernestwrites.com", 44, "docsplz", "7 hours ago", 18),
        ("Linux 6.8 released", "kernel.org", 42, "penguinista", "13 hours ago", 26)]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('alt', 'left')
time.sleep(1)
pyautogui.click(172, 599)     # More
time.sleep(1.5)
"""), s("11:19", firefox_rows("Hacker News | Page 2", "news.ycombinator.com/?p=2", hn_rows(page2, start_rank=31)))))
    alg = [("Show HN: A tiny SQLite-backed job queue in 600 lines of Go", 333, "mkestrel", "5 hours ago", 96),
           ("SQLite is not a toy database", 1288, "bnorth", "2 years ago", 604),
           ("Litestream: continuous streaming replication for SQLite", 1102, "mbs", "3 years ago", 220),
           ("SQLite's WAL mode explained", 412, "rcrowley", "1 year ago", 71),
           ("Ask HN: SQLite in production – what went wrong?", 389, "dbnewbie", "8 months ago", 256)]
    pop = sorted(alg, key=lambda x: -x[1])

    def alg_rows(lst: list[tuple[str, int, str, str, int]], sort: str) -> list[str]:
        r = [ln("entry", "Search stories by title, url or author", "sqlite", "", "", (300, 130), (900, 40)),
             ln("combo-box", "Search", "Stories", "", "", (150, 184), (120, 28)),
             ln("combo-box", "by", sort, "", "", (300, 184), (140, 28)),
             ln("combo-box", "for", "All time", "", "", (470, 184), (120, 28)),
             ln("label", "", "7,412 results (4ms)", "", "", (1500, 188), (200, 20))]
        for i, (ti, p, u, a, c) in enumerate(lst):
            y = 230 + 60 * i
            r.append(ln("link", ti, "", "", "", (150, y), (700, 20)))
            r.append(ln("label", "", f"{p} points | {u} | {a} | {c} comments", "", "", (150, y + 24), (520, 18)))
        return r
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('hn.algolia.com/?q=sqlite\\n')
time.sleep(2)
"""), s("11:21", firefox_rows("HN Search powered by Algolia", "hn.algolia.com/?q=sqlite", alg_rows(pop, "Popularity")))))
    by_date = [("Show HN: A tiny SQLite-backed job queue in 600 lines of Go", 335, "mkestrel", "5 hours ago", 97),
               ("SQLite extension for vector search hits 1.0", 3, "vecdb", "3 days ago", 0),
               ("Why I moved my side project from Postgres to SQLite", 27, "kbuild", "1 week ago", 14),
               ("Ask HN: SQLite in production – what went wrong?", 389, "dbnewbie", "8 months ago", 256),
               ("SQLite's WAL mode explained", 412, "rcrowley", "1 year ago", 71)]
    t.append((code("""
import pyautogui, time
pyautogui.click(370, 198)     # by: Popularity
pyautogui.click(370, 250)     # Date
time.sleep(1.5)
"""), s("11:22", firefox_rows("HN Search powered by Algolia", "hn.algolia.com/?dateRange=all&page=0&prefix=false&query=sqlite&sort=byDate&type=story", alg_rows(by_date, "Date")))))
    return dict(state=start("Skim today's Hacker News (front page, newest, page 2), read the knowledge-base Ask HN thread, then find recent SQLite stories on HN Search.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- GNOME Terminal (bad: created file missing)

class Term:
    def __init__(self, user: str, host: str, cwd: str) -> None:
        self.user, self.host, self.cwd = user, host, cwd
        self.lines: list[str] = []

    def prompt(self) -> str:
        home = f"/home/{self.user}"
        c = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}:{c}$ "

    def run(self, cmd: str, out: str = "", cd: str | None = None) -> str:
        if self.lines and self.lines[-1] == self.prompt():
            self.lines.pop()
        self.lines.append(self.prompt() + cmd)
        if out:
            self.lines += out.rstrip("\n").split("\n")
        if cd:
            self.cwd = cd
        self.lines.append(self.prompt())
        return self.text()

    def text(self, rows: int = 34) -> str:
        return "\n".join(self.lines[-rows:])

    def title(self) -> str:
        return self.prompt().rstrip("$ ")


def term_rows(tm: Term, text: str) -> list[str]:
    return [ln("frame", tm.title(), "", "gnome-terminal-server", "", (260, 90), (1300, 860)),
            ln("push-button", "New Tab", "", "", "", (270, 98), (34, 30)),
            ln("push-button", "Menu", "", "", "", (1470, 98), (34, 30)),
            ln("terminal", "Terminal", text, "", "", (262, 132), (1296, 816)),
            ln("scroll-bar", "", "", "", "", (1546, 132), (12, 816))]


def lsla(entries: list[tuple[str, int, int, str, str]], total: int) -> str:
    out = [f"total {total}"]
    for perm, links, size, when, name in entries:
        out.append(f"{perm} {links:>2} dana dana {size:>4} {when} {name}")
    return "\n".join(out)


def t_terminal_bad() -> dict:
    day = "Mar 13"
    tm = Term("dana", "thinkpad", "/home/dana")

    def s(hm: str, text: str) -> str:
        return screen(ck(day, hm), "Terminal", term_rows(tm, text))

    t = []
    tm.lines = ["dana@thinkpad:~$ "]
    s0 = s("14:05", tm.text())
    tx = tm.run("mkdir -p ~/dev/tally && cd ~/dev/tally && pwd", "/home/dana/dev/tally", cd="/home/dana/dev/tally")
    t.append((code("""
import pyautogui
pyautogui.typewrite('mkdir -p ~/dev/tally && cd ~/dev/tally && pwd\\n')
"""), s("14:06", tx)))
    tx = tm.run("python3 -m venv .venv && ls -la", lsla([
        ("drwxrwxr-x", 3, 4096, "Mar 13 14:06", "."),
        ("drwxrwxr-x", 5, 4096, "Mar 13 14:06", ".."),
        ("drwxrwxr-x", 5, 4096, "Mar 13 14:06", ".venv")], 12))
    t.append((code("""
import pyautogui, time
pyautogui.typewrite('python3 -m venv .venv && ls -la\\n')
time.sleep(4)
"""), s("14:06", tx)))
    req = "requests==2.31.0\nrich==13.7.1\n"
    tx = tm.run("printf 'requests==2.31.0\\nrich==13.7.1\\n' > requirements.txt && cat requirements.txt", req)
    t.append((code("""
import pyautogui
pyautogui.typewrite("printf 'requests==2.31.0\\\\nrich==13.7.1\\\\n' > requirements.txt && cat requirements.txt\\n")
"""), s("14:07", tx)))
    pl = "Package            Version\n------------------ --------\ncertifi            2024.2.2\ncharset-normalizer 3.3.2\nidna               3.6\nmarkdown-it-py     3.0.0\nmdurl              0.1.2\npip                22.0.2\nPygments           2.17.2\nrequests           2.31.0\nrich               13.7.1\nsetuptools         59.6.0\nurllib3            2.2.1"
    tx = tm.run(".venv/bin/pip install -q -r requirements.txt && .venv/bin/pip list", pl)
    t.append((code("""
import pyautogui, time
pyautogui.typewrite('.venv/bin/pip install -q -r requirements.txt && .venv/bin/pip list\\n')
time.sleep(20)
"""), s("14:08", tx)))
    cfg = '[tally]\ncurrency = "EUR"\nround_to = 2\n'
    tx = tm.run("printf '[tally]\\ncurrency = \"EUR\"\\nround_to = 2\\n' > config.toml && wc -c config.toml",
                f"{len(cfg)} config.toml")
    t.append((code("""
import pyautogui
pyautogui.typewrite('printf \\'[tally]\\\\ncurrency = "EUR"\\\\nround_to = 2\\\\n\\' > config.toml && wc -c config.toml\\n')
"""), s("14:09", tx)))
    tx = tm.run("git init -q && git branch -m main && echo '.venv/' > .gitignore && git status --short",
                "?? .gitignore\n?? config.toml\n?? requirements.txt")
    t.append((code("""
import pyautogui
pyautogui.typewrite("git init -q && git branch -m main && echo '.venv/' > .gitignore && git status --short\\n")
"""), s("14:10", tx)))
    tx = tm.run("ls -la", lsla([
        ("drwxrwxr-x", 4, 4096, "Mar 13 14:10", "."),
        ("drwxrwxr-x", 5, 4096, "Mar 13 14:06", ".."),
        ("drwxrwxr-x", 7, 4096, "Mar 13 14:10", ".git"),
        ("-rw-rw-r--", 1, 7, "Mar 13 14:10", ".gitignore"),
        ("-rw-rw-r--", 1, len(req), "Mar 13 14:07", "requirements.txt"),
        ("drwxrwxr-x", 5, 4096, "Mar 13 14:06", ".venv")], 24))
    t.append((code("""
import pyautogui
pyautogui.typewrite('ls -la\\n')
"""), s("14:10", tx)))
    tx = tm.run(".venv/bin/python -c \"import importlib.metadata as m; print(m.version('requests'), m.version('rich'))\"",
                "2.31.0 13.7.1")
    t.append((code("""
import pyautogui
pyautogui.typewrite('.venv/bin/python -c "import importlib.metadata as m; print(m.version(\\'requests\\'), m.version(\\'rich\\'))"\\n')
"""), s("14:11", tx)))
    tx = tm.run("du -sh .venv", "23M     .venv")
    t.append((code("""
import pyautogui
pyautogui.typewrite('du -sh .venv\\n')
"""), s("14:11", tx)))
    tx = tm.run("git log --oneline", "fatal: your current branch 'main' does not have any commits yet")
    t.append((code("""
import pyautogui
pyautogui.typewrite('git log --oneline\\n')
"""), s("14:12", tx)))
    return dict(state=start("Scaffold a small Python project in ~/dev/tally: a virtualenv, a requirements file with requests and rich, a config.toml, and a git repository that ignores .venv.", s0),
                turns=t, bad=True, turn=7, kind="file created two turns earlier (and shown by git status) missing from ls -la with no rm")


# ---------------------------------------------------------------- Thunderbird (bad: unread count)

INBOX = [
    ("Re: Q1 vendor contract renewal", "Priya Raman", "09:41", True),
    ("Your AWS invoice for February 2024 is available", "Amazon Web Services", "08:55", True),
    ("Standup notes 12 March", "Tomás Ferreira", "08:30", True),
    ("[GitHub] Dependabot alert: axios vulnerability in corvid/web", "GitHub", "07:12", True),
    ("Lunch & learn: accessibility testing", "Hannah Oduya", "Yesterday 17:20", False),
    ("Flight confirmation LX1071 ZRH–LHR", "SWISS", "Yesterday 15:03", True),
    ("Re: Design review for onboarding flow", "Marek Nowak", "Yesterday 11:48", False),
    ("March newsletter: new spin classes", "Parkside Gym", "Yesterday 09:00", False),
    ("Expense report #4471 approved", "SAP Concur", "10/03/2024 16:12", False),
    ("Re: Offsite agenda", "Priya Raman", "09/03/2024 18:40", False),
    ("Weekly digest: your tags this week", "Stack Overflow", "09/03/2024 07:00", True),
    ("Your password was changed", "Atlassian", "08/03/2024 10:31", False),
    ("Invitation: Sprint 14 planning @ Mon 11 Mar 10:00", "Tomás Ferreira", "07/03/2024 14:05", False),
    ("Receipt for your payment", "Hetzner Online", "06/03/2024 03:12", False)]


def tb_rows(msgs: list[tuple[str, str, str, bool]], *, sel: tuple[str, ...] = (), inbox_unread: int | None = None,
            total: int | None = None, preview: list[str] | None = None, archives: str = "Archives") -> list[str]:
    unread = sum(m[3] for m in msgs) if inbox_unread is None else inbox_unread
    total = len(msgs) if total is None else total
    rows = [ln("frame", "Inbox - dana@corvid.io - Mozilla Thunderbird", "", "thunderbird", "", (70, 27), (1850, 1053)),
            ln("push-button", "Get Messages", "", "", "", (90, 80), (120, 30)),
            ln("push-button", "Write", "", "", "", (216, 80), (70, 30)),
            ln("push-button", "Tag", "", "", "", (292, 80), (60, 30)),
            ln("entry", "Search <Ctrl+K>", "", "", "", (1300, 80), (400, 30)),
            ln("tree-item", "dana@corvid.io", "", "", "expanded", (80, 130), (300, 26)),
            ln("tree-item", f"Inbox ({unread})" if unread else "Inbox", "", "", "selected", (100, 156), (280, 26)),
            ln("tree-item", "Drafts", "", "", "", (100, 182), (280, 26)),
            ln("tree-item", "Sent", "", "", "", (100, 208), (280, 26)),
            ln("tree-item", archives, "", "", "", (100, 234), (280, 26)),
            ln("tree-item", "Junk (2)", "", "", "", (100, 260), (280, 26)),
            ln("tree-item", "Trash", "", "", "", (100, 286), (280, 26)),
            ln("table-column-header", "Subject", "", "", "", (420, 130), (700, 24)),
            ln("table-column-header", "Correspondent", "", "", "", (1120, 130), (260, 24)),
            ln("table-column-header", "Date", "", "", "sorted descending", (1380, 130), (200, 24))]
    for i, (subj, who, when, un) in enumerate(msgs):
        y = 156 + 24 * i
        d = ", ".join(x for x in ("unread" if un else "read", "selected" if subj in sel else "") if x)
        rows.append(ln("table-row", subj, f"{subj} | {who} | {when}", "", d, (420, y), (1160, 24)))
    rows += preview or []
    rows += [ln("label", "", f"Unread: {unread}", "", "status bar", (1500, 1050), (120, 20)),
             ln("label", "", f"Total: {total}", "", "status bar", (1630, 1050), (120, 20))]
    return rows


def t_thunderbird_bad() -> dict:
    day = "Mar 12"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Thunderbird Mail", rows)

    msgs = [list(m) for m in INBOX]
    t = []
    s0 = s("09:50", [ln("frame", "Mozilla Thunderbird", "", "thunderbird", "", (70, 27), (1850, 1053)),
                     ln("label", "", "Home - Thunderbird", "", "", (700, 400), (400, 30))])
    t.append((code("""
import pyautogui, time
pyautogui.click(240, 169)     # Inbox
time.sleep(1)
"""), s("09:51", tb_rows([tuple(m) for m in msgs]))))
    msgs[0][3] = False
    prev = [ln("label", "", "From Priya Raman <priya.raman@corvid.io>", "", "message header", (420, 530), (600, 20)),
            ln("label", "", "Subject Re: Q1 vendor contract renewal", "", "message header", (420, 552), (600, 20)),
            ln("label", "", "To dana@corvid.io  Date 09:41", "", "message header", (420, 574), (600, 20)),
            ln("paragraph", "", "Hi Dana,\n\nLegal signed off on the renewal with the 3% cap we asked for. Could you send me the final usage numbers for January and February by Thursday so I can attach them to the PO?\n\nThanks,\nPriya", "", "message body", (420, 610), (1160, 200))]
    t.append((code("""
import pyautogui, time
pyautogui.click(760, 168)     # Re: Q1 vendor contract renewal
time.sleep(1)
"""), s("09:52", tb_rows([tuple(m) for m in msgs], sel=(msgs[0][0],), preview=prev))))
    msgs[1][3] = False
    msgs[3][3] = False
    t.append((code("""
import pyautogui
pyautogui.click(760, 192)                                   # AWS invoice
pyautogui.keyDown('ctrl'); pyautogui.click(760, 240); pyautogui.keyUp('ctrl')   # Dependabot alert
pyautogui.press('m')                                        # toggle read
"""), s("09:53", tb_rows([tuple(m) for m in msgs], sel=(msgs[1][0], msgs[3][0])))))
    news = msgs.pop(7)
    assert not news[3]
    shown = [tuple(m) for m in msgs]
    t.append((code("""
import pyautogui, time
pyautogui.click(760, 336)     # March newsletter (already read)
pyautogui.press('a')          # archive
time.sleep(1)
"""), s("09:54", tb_rows(shown, sel=(shown[7][0],), inbox_unread=5, total=len(shown)))))
    comp = [ln("frame", "Write: Re: Standup notes 12 March - Thunderbird", "", "thunderbird", "", (360, 120), (1200, 820)),
            ln("push-button", "Send", "", "", "", (372, 132), (70, 30)),
            ln("combo-box", "From", "Dana Whitfield <dana@corvid.io>", "", "", (470, 180), (700, 28)),
            ln("entry", "To", "Tomás Ferreira <tomas.ferreira@corvid.io>", "", "", (470, 214), (700, 28)),
            ln("entry", "Subject", "Re: Standup notes 12 March", "", "", (470, 248), (700, 28))]
    body0 = "\n\nOn 12/03/2024 08:30, Tomás Ferreira wrote:\n> Notes from today:\n> - Onboarding flow: Marek to share v3 mock-ups Wednesday\n> - Billing export: blocked on AWS invoice CSV, Dana to check\n> - Release 2.14 cut moved to Friday"
    t.append((code("""
import pyautogui, time
pyautogui.click(760, 216)     # Standup notes 12 March
pyautogui.hotkey('ctrl', 'r') # reply
time.sleep(1.5)
"""), s("09:55", comp + [ln("text", "Message body", body0, "", "editable, focused", (372, 290), (1176, 600))])))
    reply = "Hi Tomás,\n\nThe February AWS invoice is in now; I'll have the billing export CSV to you by 14:00 today.\n\nDana"
    t.append((code("""
import pyautogui
pyautogui.typewrite('Hi Tomás,\\n\\nThe February AWS invoice is in now; I will have the billing export CSV to you by 14:00 today.\\n\\nDana')
"""), s("09:57", comp + [ln("text", "Message body", reply.replace("I'll", "I will") + body0, "", "editable, focused", (372, 290), (1176, 600))])))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'enter')
time.sleep(0.5)
"""), s("09:57", comp + [ln("text", "Message body", reply.replace("I'll", "I will") + body0, "", "editable", (372, 290), (1176, 600)),
                        ln("dialog", "Sending Message", "", "", "", (760, 460), (400, 140)),
                        ln("label", "", "Sending message…", "", "", (780, 500), (360, 20)),
                        ln("progress-bar", "", "64%", "", "", (780, 530), (360, 14)),
                        ln("push-button", "Cancel", "", "", "", (1060, 560), (80, 28))])))
    return dict(state=start("Triage the inbox: read Priya's contract mail, mark the AWS invoice and Dependabot alert as read, archive the gym newsletter, and reply to Tomás's standup notes.", s0),
                turns=t, bad=True, turn=4, kind="inbox unread count goes back up after archiving an already-read message; list still shows 3 unread")


# ---------------------------------------------------------------- VS Code (clean)

TOTALS_V1 = '''import math
from decimal import Decimal, ROUND_HALF_UP


def line_total(qty: int, unit_price: Decimal) -> Decimal:
    return (unit_price * qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def invoice_total(lines: list[tuple[int, Decimal]], vat_rate: Decimal) -> Decimal:
    net = sum(line_total(q, p) for q, p in lines)
    vat = (net * vat_rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return net + vat
'''

TOTALS_V3 = '''from decimal import Decimal, ROUND_HALF_UP


def line_total(qty: int, unit_price: Decimal) -> Decimal:
    return (unit_price * qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def invoice_total(lines: list[tuple[int, Decimal]], vat_rate: Decimal,
                  discount: Decimal = Decimal("0")) -> Decimal:
    net = sum(line_total(q, p) for q, p in lines) * (1 - discount)
    net = net.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    vat = (net * vat_rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return net + vat
'''

TEST_V1 = '''from decimal import Decimal

from invoice_cli.totals import invoice_total, line_total


def test_line_total_rounds_half_up():
    assert line_total(3, Decimal("0.335")) == Decimal("1.01")


def test_invoice_total_adds_vat():
    assert invoice_total([(2, Decimal("10.00"))], Decimal("0.20")) == Decimal("24.00")


def test_empty_invoice():
    assert invoice_total([], Decimal("0.20")) == Decimal("0")


def test_vat_rounding():
    assert invoice_total([(1, Decimal("0.05"))], Decimal("0.21")) == Decimal("0.06")
'''

TEST_ADD = '''

def test_discount_applies_before_vat():
    assert invoice_total([(4, Decimal("25.00"))], Decimal("0.20"), Decimal("0.10")) == Decimal("108.00")
'''


def vsc_rows(*, active: str, buf: str, dirty: set[str], scm: int, problems: tuple[int, int], lncol: str,
             tabs: list[str], term: str | None = None, side: str = "Explorer", side_rows: list[str] | None = None,
             sync: str = "") -> list[str]:
    title = ("● " if active in dirty else "") + f"{active.split('/')[-1]} - invoice-cli - Visual Studio Code"
    rows = [ln("frame", title, "", "code", "", (70, 27), (1850, 1053))]
    acts = ["Explorer", "Search", "Source Control", "Run and Debug", "Extensions", "Testing"]
    for i, a in enumerate(acts):
        d = ", ".join(x for x in ("selected" if a == side else "", f"{scm} pending changes" if a == "Source Control" and scm else "") if x)
        rows.append(ln("page-tab", a + (f" ({scm})" if a == "Source Control" and scm else ""), "", "", d, (72, 70 + 48 * i), (48, 48)))
    if side == "Explorer":
        tree = ["INVOICE-CLI", ".github", ".venv", "src", "invoice_cli", "__init__.py", "cli.py", "totals.py", "tests",
                "test_totals.py", ".gitignore", "pyproject.toml", "README.md"]
        for i, n in enumerate(tree):
            mark = ""
            if n == "totals.py" and scm and "src/invoice_cli/totals.py" in MODS:
                mark = "M"
            if n == "test_totals.py" and "tests/test_totals.py" in MODS:
                mark = "M"
            rows.append(ln("tree-item", n, mark, "", "selected" if active.split("/")[-1] == n else "", (122, 100 + 22 * i), (260, 22)))
    rows += side_rows or []
    for i, tb in enumerate(tabs):
        rows.append(ln("page-tab", ("● " if tb in dirty else "") + tb.split("/")[-1], "", "", "selected" if tb == active else "",
                       (390 + 180 * i, 62), (176, 34)))
    rows.append(ln("text", active, buf, "", "editor content, multi-line", (390, 120), (1520, 560 if term else 900)))
    if term is not None:
        rows += [ln("page-tab", "TERMINAL", "", "", "selected", (400, 690), (90, 24)),
                 ln("terminal", "Terminal 1, bash", term, "", "", (390, 716), (1520, 300))]
    rows += [ln("push-button", "main" + (f" {sync}" if sync else ""), "", "", "Git branch", (70, 1058), (120, 22)),
             ln("push-button", f"⊗ {problems[0]}  ⚠ {problems[1]}", "", "", "Problems", (200, 1058), (90, 22)),
             ln("push-button", lncol, "", "", "Go to Line/Column", (1340, 1058), (120, 22)),
             ln("push-button", "Spaces: 4", "", "", "", (1470, 1058), (80, 22)),
             ln("push-button", "UTF-8", "", "", "", (1556, 1058), (50, 22)),
             ln("push-button", "LF", "", "", "", (1612, 1058), (30, 22)),
             ln("push-button", "Python", "", "", "", (1650, 1058), (60, 22)),
             ln("push-button", "3.11.8 ('.venv': venv)", "", "", "Select interpreter", (1716, 1058), (180, 22))]
    return rows


MODS: set[str] = set()


def t_vscode_clean() -> dict:
    day = "Mar 18"
    TP = "src/invoice_cli/totals.py"
    XP = "tests/test_totals.py"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Visual Studio Code", rows)

    t = []
    MODS.clear()
    s0 = s("13:30", vsc_rows(active="README.md", buf="# invoice-cli\n\nSmall CLI that totals invoices (net, VAT, discount).\n\n    invoice-cli total lines.csv --vat 0.20\n",
                             dirty=set(), scm=0, problems=(0, 0), lncol="Ln 1, Col 1", tabs=["README.md"]))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'p')
pyautogui.typewrite('totals.py')
time.sleep(0.5)
pyautogui.press('enter')
"""), s("13:31", vsc_rows(active=TP, buf=TOTALS_V1, dirty=set(), scm=0, problems=(0, 1), lncol="Ln 1, Col 1",
                          tabs=["README.md", TP]))))
    v2 = TOTALS_V1.split("\n", 1)[1]
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'k')   # delete line 1 (unused import math)
"""), s("13:31", vsc_rows(active=TP, buf=v2, dirty={TP}, scm=0, problems=(0, 0), lncol="Ln 1, Col 1",
                          tabs=["README.md", TP]))))
    MODS.add(TP)
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), s("13:32", vsc_rows(active=TP, buf=v2, dirty=set(), scm=1, problems=(0, 0), lncol="Ln 1, Col 1",
                          tabs=["README.md", TP]))))
    t.append((code("""
import pyautogui, pyperclip
pyautogui.hotkey('ctrl', 'g')
pyautogui.typewrite('8\\n')                # def invoice_total(...)
pyautogui.press('home')
pyautogui.hotkey('shift', 'down'); pyautogui.hotkey('shift', 'down')   # select lines 8-9
pyperclip.copy('def invoice_total(lines: list[tuple[int, Decimal]], vat_rate: Decimal,\\n'
               '                  discount: Decimal = Decimal("0")) -> Decimal:\\n'
               '    net = sum(line_total(q, p) for q, p in lines) * (1 - discount)\\n'
               '    net = net.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)\\n')
pyautogui.hotkey('ctrl', 'v')
pyautogui.hotkey('ctrl', 's')
"""), s("13:35", vsc_rows(active=TP, buf=TOTALS_V3, dirty=set(), scm=1, problems=(0, 0), lncol="Ln 12, Col 1",
                          tabs=["README.md", TP]))))
    run1 = "dana@thinkpad:~/code/invoice-cli$ .venv/bin/pytest -q\n....                                                                     [100%]\n4 passed in 0.41s\ndana@thinkpad:~/code/invoice-cli$ "
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', '`')
time.sleep(1)
pyautogui.typewrite('.venv/bin/pytest -q\\n')
time.sleep(3)
"""), s("13:36", vsc_rows(active=TP, buf=TOTALS_V3, dirty=set(), scm=1, problems=(0, 0), lncol="Ln 12, Col 1",
                          tabs=["README.md", TP], term=run1))))
    MODS.add(XP)
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'p')
pyautogui.typewrite('test_totals.py')
time.sleep(0.5)
pyautogui.press('enter')
pyautogui.hotkey('ctrl', 'end')
import pyperclip
pyperclip.copy('\\n\\ndef test_discount_applies_before_vat():\\n'
               '    assert invoice_total([(4, Decimal("25.00"))], Decimal("0.20"), Decimal("0.10")) == Decimal("108.00")\\n')
pyautogui.hotkey('ctrl', 'v')
pyautogui.hotkey('ctrl', 's')
"""), s("13:38", vsc_rows(active=XP, buf=TEST_V1 + TEST_ADD, dirty=set(), scm=2, problems=(0, 0), lncol=f"Ln {(TEST_V1 + TEST_ADD).count(chr(10)) + 1}, Col 1",
                          tabs=["README.md", TP, XP], term=run1))))
    run2 = run1 + ".venv/bin/pytest -q\n.....                                                                    [100%]\n5 passed in 0.38s\ndana@thinkpad:~/code/invoice-cli$ "
    t.append((code("""
import pyautogui, time
pyautogui.click(1100, 860)                # terminal
pyautogui.typewrite('.venv/bin/pytest -q\\n')
time.sleep(3)
"""), s("13:39", vsc_rows(active=XP, buf=TEST_V1 + TEST_ADD, dirty=set(), scm=2, problems=(0, 0), lncol=f"Ln {(TEST_V1 + TEST_ADD).count(chr(10)) + 1}, Col 1",
                          tabs=["README.md", TP, XP], term=run2))))
    MODS.clear()
    scm_rows = [ln("label", "", "SOURCE CONTROL", "", "", (122, 74), (200, 20)),
                ln("entry", "Message (Ctrl+Enter to commit on 'main')", "", "", "", (122, 100), (260, 60)),
                ln("push-button", "Commit", "", "", "", (122, 166), (260, 28)),
                ln("label", "", "No changes in working tree.", "", "", (122, 210), (260, 20))]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 'g')
time.sleep(0.5)
pyautogui.typewrite('Add discount to invoice_total')
pyautogui.hotkey('ctrl', 'enter')
time.sleep(1.5)
"""), s("13:40", vsc_rows(active=XP, buf=TEST_V1 + TEST_ADD, dirty=set(), scm=0, problems=(0, 0), lncol=f"Ln {(TEST_V1 + TEST_ADD).count(chr(10)) + 1}, Col 1",
                          tabs=["README.md", TP, XP], term=run2, side="Source Control", side_rows=scm_rows, sync="0↓ 1↑"))))
    run3 = run2 + "git log --oneline -3\na41c9e2 (HEAD -> main) Add discount to invoice_total\n7d03b5f (origin/main) Round VAT half-up per line\n2c18e90 Initial CLI skeleton\ndana@thinkpad:~/code/invoice-cli$ "
    t.append((code("""
import pyautogui, time
pyautogui.click(1100, 860)
pyautogui.typewrite('git log --oneline -3\\n')
time.sleep(1)
"""), s("13:40", vsc_rows(active=XP, buf=TEST_V1 + TEST_ADD, dirty=set(), scm=0, problems=(0, 0), lncol=f"Ln {(TEST_V1 + TEST_ADD).count(chr(10)) + 1}, Col 1",
                          tabs=["README.md", TP, XP], term=run3, side="Source Control", side_rows=scm_rows, sync="0↓ 1↑"))))
    return dict(state=start("In the invoice-cli project, drop the unused import from totals.py, add an optional discount to invoice_total with a test, run the tests and commit.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- LibreOffice Writer (bad: clock goes back)

def writer_rows(title: str, paras: list[tuple[str, str]], *, style: str, font: tuple[str, str], modified: bool,
                extra: list[str] | None = None) -> list[str]:
    words = sum(len(p.split()) for _s, p in paras)
    chars = sum(len(p) for _s, p in paras)
    rows = [ln("frame", f"{title} - LibreOffice Writer", "", "libreoffice-writer", "", (70, 27), (1850, 1053)),
            ln("combo-box", "Paragraph Style", style, "", "", (80, 100), (170, 26)),
            ln("combo-box", "Font Name", font[0], "", "", (256, 100), (180, 26)),
            ln("combo-box", "Font Size", font[1], "", "", (442, 100), (70, 26)),
            ln("toggle-button", "Bold", "", "", "", (520, 100), (26, 26)),
            ln("toggle-button", "Italic", "", "", "", (548, 100), (26, 26)),
            ln("document-text", title, "", "", "", (520, 160), (880, 840))]
    y = 230
    for st, p in paras:
        tag = "heading" if st.startswith("Heading") else "paragraph"
        rows.append(ln(tag, "", p, "", st, (610, y), (700, 20 + 22 * (len(p) // 95))))
        y += 34 + 22 * (len(p) // 95)
    rows += extra or []
    rows += [ln("label", "", "Page 1 of 1", "", "status bar", (80, 1052), (90, 22)),
             ln("label", "", f"{words:,} word{'s' if words != 1 else ''}, {chars:,} character{'s' if chars != 1 else ''}", "", "status bar", (180, 1052), (220, 22)),
             ln("label", "", "Default Page Style", "", "status bar", (420, 1052), (140, 22)),
             ln("label", "", "English (UK)", "", "status bar", (580, 1052), (100, 22)),
             ln("label", "", "", "", ("The document has been modified. Click to save the document." if modified
                                      else "The document has not been modified since the last save."), (760, 1052), (22, 22)),
             ln("slider", "Zoom", "100%", "", "", (1700, 1052), (180, 22))]
    return rows


def t_writer_bad() -> dict:
    day = "Mar 19"
    H = "Application for the Junior Data Analyst role"
    P1 = "Dear Ms Okafor,"
    P2 = ("I am writing to apply for the Junior Data Analyst position advertised on your careers page. Over the past two "
          "years I have supported the finance team at Harrow & Lane by building weekly sales dashboards in LibreOffice "
          "Calc and automating our month-end reconciliation with Python.")
    P3 = ("I would welcome the chance to bring the same care for clean data and clear reporting to Northgate Analytics. "
          "My CV is attached, and I am available for an interview at any time in the next two weeks.")
    P4, P5 = "Kind regards,", "Dana Whitfield"
    BODY = "Body Text"
    LS = ("Liberation Serif", "12 pt")

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "LibreOffice Writer", rows)

    t = []
    s0 = s("10:01", [ln("frame", "LibreOffice", "", "libreoffice-startcenter", "", (300, 150), (1200, 760)),
                     ln("push-button", "Writer Document", "", "", "", (320, 260), (200, 40)),
                     ln("push-button", "Calc Spreadsheet", "", "", "", (320, 304), (200, 40))])
    t.append((code("""
import pyautogui, time
pyautogui.click(420, 280)     # Writer Document
time.sleep(2)
"""), s("10:02", writer_rows("Untitled 1", [("Default Paragraph Style", "")], style="Default Paragraph Style", font=LS, modified=False))))
    t.append((code(f"""
import pyautogui
pyautogui.typewrite({H!r})
"""), s("10:03", writer_rows("Untitled 1", [("Default Paragraph Style", H)], style="Default Paragraph Style", font=LS, modified=True))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', '1')   # Heading 1
"""), s("10:05", writer_rows("Untitled 1", [("Heading 1", H)], style="Heading 1", font=("Liberation Sans", "18.2 pt"), modified=True))))
    paras = [("Heading 1", H), (BODY, P1), (BODY, "")]
    t.append((code(f"""
import pyautogui
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.typewrite({P1!r})
pyautogui.press('enter')
"""), s("10:06", writer_rows("Untitled 1", paras, style=BODY, font=LS, modified=True))))
    paras = [("Heading 1", H), (BODY, P1), (BODY, P2), (BODY, "")]
    t.append((code(f"""
import pyautogui
pyautogui.typewrite({P2!r}, interval=0.01)
pyautogui.press('enter')
"""), s("10:08", writer_rows("Untitled 1", paras, style=BODY, font=LS, modified=True))))
    paras = [("Heading 1", H), (BODY, P1), (BODY, P2), (BODY, P3)]
    t.append((code(f"""
import pyautogui
pyautogui.typewrite({P3!r}, interval=0.01)
"""), s("10:09", writer_rows("Untitled 1", paras, style=BODY, font=LS, modified=True))))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 's')
time.sleep(1)
pyautogui.typewrite('cover_letter')
pyautogui.press('enter')
time.sleep(1)
"""), s("10:11", writer_rows("cover_letter.odt", paras, style=BODY, font=LS, modified=False))))
    words = sum(len(p.split()) for _s, p in paras)
    chars = sum(len(p) for _s, p in paras)
    nospace = sum(len(p.replace(" ", "")) for _s, p in paras)
    wc = [ln("dialog", "Word and Character Count", "", "", "", (760, 380), (420, 260)),
          ln("label", "", "Selection", "", "column header", (960, 400), (80, 20)),
          ln("label", "", "Document", "", "column header", (1060, 400), (80, 20)),
          ln("label", "", "Words", "", "", (780, 430), (160, 20)), ln("label", "", "0", "", "", (960, 430), (80, 20)),
          ln("label", "", f"{words:,}", "", "", (1060, 430), (80, 20)),
          ln("label", "", "Characters including spaces", "", "", (780, 460), (180, 20)), ln("label", "", "0", "", "", (960, 460), (80, 20)),
          ln("label", "", f"{chars:,}", "", "", (1060, 460), (80, 20)),
          ln("label", "", "Characters excluding spaces", "", "", (780, 490), (180, 20)), ln("label", "", "0", "", "", (960, 490), (80, 20)),
          ln("label", "", f"{nospace:,}", "", "", (1060, 490), (80, 20)),
          ln("label", "", "Pages", "", "", (780, 520), (160, 20)), ln("label", "", "1", "", "", (1060, 520), (80, 20)),
          ln("push-button", "Close", "", "", "", (1080, 600), (80, 28))]
    t.append((code("""
import pyautogui, time
pyautogui.click(330, 52)      # Tools
pyautogui.click(380, 120)     # Word Count...
time.sleep(0.8)
"""), s("10:12", writer_rows("cover_letter.odt", paras, style=BODY, font=LS, modified=False, extra=wc))))
    paras = paras + [(BODY, P4), (BODY, P5)]
    t.append((code(f"""
import pyautogui
pyautogui.click(1120, 614)    # Close
pyautogui.hotkey('ctrl', 'end')
pyautogui.press('enter')
pyautogui.typewrite({P4!r})
pyautogui.press('enter')
pyautogui.typewrite({P5!r})
"""), s("10:14", writer_rows("cover_letter.odt", paras, style=BODY, font=LS, modified=True))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), s("10:06", writer_rows("cover_letter.odt", paras, style=BODY, font=LS, modified=False))))
    pdf = [ln("dialog", "PDF Options", "", "", "", (560, 200), (800, 640)),
           ln("page-tab", "General", "", "", "selected", (580, 230), (80, 26)),
           ln("page-tab", "Initial View", "", "", "", (662, 230), (90, 26)),
           ln("page-tab", "User Interface", "", "", "", (754, 230), (110, 26)),
           ln("page-tab", "Links", "", "", "", (866, 230), (60, 26)),
           ln("page-tab", "Security", "", "", "", (928, 230), (70, 26)),
           ln("page-tab", "Digital Signatures", "", "", "", (1000, 230), (130, 26)),
           ln("radio-button", "All", "", "", "checked", (590, 290), (60, 20)),
           ln("radio-button", "Pages:", "", "", "", (590, 316), (70, 20)),
           ln("radio-button", "Lossless compression", "", "", "", (590, 400), (200, 20)),
           ln("radio-button", "JPEG compression", "", "", "checked", (590, 426), (200, 20)),
           ln("spin-button", "Quality", "90%", "", "", (800, 426), (80, 24)),
           ln("check-box", "Archive (PDF/A, ISO 19005)", "", "", "", (980, 290), (260, 20)),
           ln("check-box", "Tagged PDF (add document structure)", "", "", "", (980, 346), (300, 20)),
           ln("check-box", "Export outlines", "", "", "checked", (980, 400), (200, 20)),
           ln("push-button", "Export", "", "", "", (1160, 790), (90, 30)),
           ln("push-button", "Cancel", "", "", "", (1256, 790), (90, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(104, 52)      # File
pyautogui.click(190, 380)     # Export As > Export as PDF...
time.sleep(1)
"""), s("10:16", writer_rows("cover_letter.odt", paras, style=BODY, font=LS, modified=False, extra=pdf))))
    return dict(state=start("Write a short cover letter in a new Writer document (heading, greeting, two paragraphs, sign-off), save it as cover_letter.odt and start a PDF export.", s0),
                turns=t, bad=True, turn=10, kind="top-bar clock shows an earlier time than the previous turns")


def t_files_clean() -> dict:
    day = "Mar 12"
    P = ["Home", "Documents", "Projects", "harbor-survey"]
    items = [("data", "6 items", "Yesterday"), ("drafts", "3 items", "8 Mar"), ("figures", "11 items", "Yesterday"),
             ("budget.ods", "18.9 kB", "5 Mar"), ("field_log.txt", "14.2 kB", "09:14"),
             ("README.md", "3.4 kB", "1 Mar"), ("site_photos.zip", "1.2 GB", "28 Feb"),
             ("survey_plan.odt", "41.8 kB", "Yesterday")]

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Files", rows)

    t = []
    s0 = s("11:39", files_rows(["Home", "Documents", "Projects"], [("harbor-survey", "8 items", "Yesterday"), ("tidal-model", "5 items", "2 Feb")],
                               here="Projects", mounts=("FIELD-USB",)))
    t.append((code("""
import pyautogui, time
pyautogui.doubleClick(520, 163)    # harbor-survey
time.sleep(0.6)
"""), s("11:40", files_rows(P, items, mounts=("FIELD-USB",)))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', '1')      # grid view
"""), s("11:40", files_rows(P, items, view="grid", mounts=("FIELD-USB",)))))
    order = ["field_log.txt", "data", "figures", "survey_plan.odt", "drafts", "budget.ods", "README.md", "site_photos.zip"]
    by = {x[0]: x for x in items}
    byt = [by[n] for n in order]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', '2')      # list view
time.sleep(0.3)
pyautogui.click(1392, 91)          # View options
pyautogui.click(1330, 248)         # Sort: Last Modified
"""), s("11:41", files_rows(P, byt, sort="Modified", descending=True, mounts=("FIELD-USB",)))))
    props = [ln("dialog", "field_log.txt Properties", "", "", "", (700, 250), (520, 520)),
             ln("page-tab", "Basic", "", "", "selected", (720, 280), (80, 28)),
             ln("page-tab", "Permissions", "", "", "", (804, 280), (100, 28)),
             ln("page-tab", "Open With", "", "", "", (908, 280), (90, 28)),
             ln("text", "Name", "field_log.txt", "", "", (820, 330), (380, 30)),
             ln("label", "", "Type: Plain text document (text/plain)", "", "", (720, 380), (480, 20)),
             ln("label", "", "Size: 14.2 kB (14,213 bytes)", "", "", (720, 410), (480, 20)),
             ln("label", "", "Parent folder: /home/dana/Documents/Projects/harbor-survey", "", "", (720, 440), (480, 20)),
             ln("label", "", "Accessed: Tue 12 Mar 2024 09:15:40", "", "", (720, 490), (480, 20)),
             ln("label", "", "Modified: Tue 12 Mar 2024 09:14:07", "", "", (720, 520), (480, 20)),
             ln("label", "", "Created: Fri 1 Mar 2024 16:22:51", "", "", (720, 550), (480, 20))]
    t.append((code("""
import pyautogui, time
pyautogui.rightClick(520, 163)     # field_log.txt
pyautogui.click(600, 470)          # Properties
time.sleep(0.6)
"""), s("11:42", files_rows(P, byt, sort="Modified", descending=True, sel=("field_log.txt",), mounts=("FIELD-USB",)) + props)))
    prog = [ln("push-button", "Show operations", "", "", "pie progress 34%", (1250, 74), (34, 34)),
            ln("label", "", "Copying “site_photos.zip” to “FIELD-USB”", "", "operations popover", (1000, 114), (420, 20)),
            ln("label", "", "412.3 MB of 1.2 GB — 38 seconds left (21.7 MB/sec)", "", "operations popover", (1000, 136), (420, 20)),
            ln("progress-bar", "", "34%", "", "operations popover", (1000, 160), (420, 10))]
    t.append((code("""
import pyautogui, time
pyautogui.press('escape')
pyautogui.click(520, 401)          # site_photos.zip
pyautogui.hotkey('ctrl', 'c')
pyautogui.click(270, 456)          # FIELD-USB
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'v')
time.sleep(19)
"""), s("11:43", files_rows(["FIELD-USB"], [("backup_2023", "212 items", "4 Jan"), ("readme.txt", "612 bytes", "4 Jan"),
                                           ("site_photos.zip", "412.3 MB", "11:43")], mounts=("FIELD-USB",)) + prog)))
    t.append((code("""
import time
time.sleep(45)
"""), s("11:44", files_rows(["FIELD-USB"], [("backup_2023", "212 items", "4 Jan"), ("readme.txt", "612 bytes", "4 Jan"),
                                           ("site_photos.zip", "1.2 GB", "28 Feb")], mounts=("FIELD-USB",)))))
    other = [ln("label", "", "On This Computer", "", "heading", (390, 130), (200, 20)),
             ln("list-item", "Computer", "112.4 GB / 498.1 GB available", "", "", (390, 156), (1000, 40)),
             ln("label", "", "Networks", "", "heading", (390, 220), (200, 20)),
             ln("list-item", "FIELD-USB", "13.6 GB / 15.4 GB available", "", "mounted at /media/dana/FIELD-USB", (390, 246), (1000, 40)),
             ln("entry", "Enter server address…", "", "", "", (390, 1000), (800, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(270, 488)          # Other Locations
time.sleep(0.8)
"""), s("11:45", files_rows(["Other Locations"], [], mounts=("FIELD-USB",)) + other)))
    found = [("field_log.txt", "14.2 kB", "09:14"), ("log_2024-03-11.csv", "88.1 kB", "Yesterday"),
             ("changelog.md", "1.9 kB", "8 Mar")]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('~/Documents/Projects/harbor-survey\\n')
time.sleep(0.6)
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('log')
time.sleep(1.5)
"""), s("11:46", files_rows(P, found, mounts=("FIELD-USB",)) + [
        ln("entry", "Search", "log", "", "", (560, 74), (600, 34)),
        ln("label", "", "harbor-survey", "", "location of field_log.txt", (1340, 146), (120, 34)),
        ln("label", "", "data", "", "location of log_2024-03-11.csv", (1340, 180), (120, 34)),
        ln("label", "", "drafts", "", "location of changelog.md", (1340, 214), (120, 34))])))
    return dict(state=start("In ~/Documents/Projects/harbor-survey, check the field log's details and copy the site photo archive to the FIELD-USB stick; then find every file with 'log' in its name.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- GIMP

def gimp_title(name: str, tag: str, layers: int, dims: str, dirty: bool) -> str:
    return (f"{'*' if dirty else ''}[{name}] {tag}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
            f"{layers} layer{'s' if layers != 1 else ''}) {dims} – GIMP").replace("] -1.0", "]-1.0")


def gimp_rows(title: str, layers: list[str], active_layer: str, zoom: str, status: str, undo: list[str],
              tool: str = "Move Tool", redo: list[str] | None = None, extra: list[str] | None = None,
              pointer: str = "") -> list[str]:
    rows = [ln("frame", title, "", "gimp-2.10", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]):
        rows.append(ln("menu", m, "", "", "", (80 + 62 * i, 34), (58, 24)))
    tools = ["Move Tool", "Rectangle Select Tool", "Crop Tool", "Unified Transform Tool", "Paintbrush Tool",
             "Text Tool", "Bucket Fill Tool", "Zoom Tool"]
    for i, tl in enumerate(tools):
        rows.append(ln("toggle-button", tl, "", "", "checked" if tl == tool else "", (80 + 32 * (i % 2), 70 + 32 * (i // 2)), (30, 30)))
    rows.append(ln("canvas", "image canvas", "", "", "", (300, 90), (1240, 900)))
    rows.append(ln("label", "", "Layers", "", "dock tab", (1560, 90), (80, 22)))
    for i, lyr in enumerate(layers):
        rows.append(ln("table-cell", lyr, lyr, "", "selected" if lyr == active_layer else "", (1590, 120 + 36 * i), (300, 36)))
    rows.append(ln("label", "", "Undo History", "", "dock tab", (1560, 560), (100, 22)))
    for i, u in enumerate(["[ Base Image ]"] + undo + (redo or [])):
        d = "redo step (dimmed)" if redo and i > len(undo) else ("current" if i == len(undo) else "")
        rows.append(ln("table-cell", u, u, "", d, (1590, 590 + 30 * i), (300, 30)))
    rows += extra or []
    rows += [ln("label", "", pointer, "", "pointer coordinates", (300, 1000), (120, 22)),
             ln("combo-box", "Units", "px", "", "", (424, 1000), (50, 22)),
             ln("combo-box", "Zoom", zoom, "", "", (480, 1000), (80, 22)),
             ln("label", "", status, "", "status bar", (570, 1000), (700, 22))]
    return rows


def t_gimp_bad() -> dict:
    day = "Mar 20"
    name = "IMG_2087"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "GNU Image Manipulation Program", rows)

    t = []
    s0 = s("16:30", gimp_rows("GNU Image Manipulation Program", [], "", "", "", []))
    title1 = gimp_title(name, "(imported)", 1, "4032x3024", False)
    t.append((code("""
import subprocess, time
subprocess.Popen(['gimp', '/home/dana/Pictures/IMG_2087.jpg'])
time.sleep(6)
"""), s("16:31", gimp_rows(title1, ["IMG_2087.jpg"], "IMG_2087.jpg", "29.8%", "IMG_2087.jpg (46.8 MB)", [], pointer="1812, 904"))))
    scale = [ln("dialog", "Scale Image", "", "", "", (720, 300), (440, 420)),
             ln("label", "", "IMG_2087-1 ([IMG_2087] (imported))", "", "", (740, 320), (400, 20)),
             ln("spin-button", "Width", "4032", "", "", (840, 380), (120, 28)),
             ln("spin-button", "Height", "3024", "", "", (840, 414), (120, 28)),
             ln("toggle-button", "Chain", "", "", "checked", (970, 395), (24, 40)),
             ln("combo-box", "Size units", "px", "", "", (1000, 396), (60, 28)),
             ln("label", "", "4032 × 3024 pixels", "", "", (840, 448), (200, 20)),
             ln("spin-button", "X resolution", "72.000", "", "", (840, 500), (120, 28)),
             ln("spin-button", "Y resolution", "72.000", "", "", (840, 534), (120, 28)),
             ln("combo-box", "Resolution units", "pixels/in", "", "", (1000, 516), (100, 28)),
             ln("combo-box", "Interpolation", "Cubic", "", "", (840, 590), (160, 28)),
             ln("push-button", "Reset", "", "", "", (740, 670), (80, 30)),
             ln("push-button", "Cancel", "", "", "", (960, 670), (80, 30)),
             ln("push-button", "Scale", "", "", "", (1050, 670), (80, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(358, 46)      # Image
pyautogui.click(420, 412)     # Scale Image...
time.sleep(0.8)
"""), s("16:31", gimp_rows(title1, ["IMG_2087.jpg"], "IMG_2087.jpg", "29.8%", "IMG_2087.jpg (46.8 MB)", [], extra=scale, pointer="1812, 904"))))
    title3 = gimp_title(name, "(imported)", 1, "1600x1200", True)
    t.append((code("""
import pyautogui, time
pyautogui.tripleClick(900, 394)   # Width
pyautogui.typewrite('1600\\t')
time.sleep(0.3)
pyautogui.click(1090, 685)        # Scale
time.sleep(2)
"""), s("16:32", gimp_rows(title3, ["IMG_2087.jpg"], "IMG_2087.jpg", "29.8%", "IMG_2087.jpg (7.4 MB)", ["Scale Image"], pointer="1188, 640"))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'j')   # Zoom: Fit Image in Window
"""), s("16:32", gimp_rows(title3, ["IMG_2087.jpg"], "IMG_2087.jpg", "75%", "IMG_2087.jpg (7.4 MB)", ["Scale Image"], pointer="802, 377"))))
    um = [ln("dialog", "Unsharp Mask", "", "", "", (720, 260), (440, 480)),
          ln("label", "", "IMG_2087.jpg-2 ([IMG_2087] (imported))", "", "", (740, 280), (400, 20)),
          ln("check-box", "Preview", "", "", "checked", (740, 320), (100, 20)),
          ln("spin-button", "Radius", "3.000", "", "", (840, 380), (280, 28)),
          ln("spin-button", "Amount", "0.500", "", "", (840, 414), (280, 28)),
          ln("spin-button", "Threshold", "0.000", "", "", (840, 448), (280, 28)),
          ln("push-button", "Cancel", "", "", "", (960, 700), (80, 30)),
          ln("push-button", "OK", "", "", "", (1050, 700), (80, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(576, 46)      # Filters
pyautogui.click(640, 300)     # Enhance
pyautogui.click(820, 520)     # Unsharp Mask...
time.sleep(1.2)
"""), s("16:33", gimp_rows(title3, ["IMG_2087.jpg"], "IMG_2087.jpg", "75%", "IMG_2087.jpg (7.4 MB)", ["Scale Image"], extra=um, pointer="802, 377"))))
    t.append((code("""
import pyautogui, time
pyautogui.tripleClick(980, 428)   # Amount
pyautogui.typewrite('0.8\\t')
pyautogui.click(1090, 715)        # OK
time.sleep(2)
"""), s("16:34", gimp_rows(title3, ["IMG_2087.jpg"], "IMG_2087.jpg", "75%", "IMG_2087.jpg (7.4 MB)", ["Scale Image", "Unsharp Mask"], pointer="802, 377"))))
    title7 = gimp_title(name, "(imported)", 2, "1600x1200", True)
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 'n')   # New Layer
time.sleep(0.8)
pyautogui.typewrite('Watermark')
pyautogui.click(600, 400)                # Fill with: Transparency
pyautogui.press('enter')
"""), s("16:35", gimp_rows(title7, ["Watermark", "IMG_2087.jpg"], "Watermark", "75%", "IMG_2087.jpg (9.3 MB)",
                           ["Scale Image", "Unsharp Mask", "New Layer"], pointer="802, 377"))))
    title8 = gimp_title(name, "(imported)", 3, "4032x3024", True)
    t.append((code("""
import pyautogui, time
pyautogui.press('t')                     # Text tool
pyautogui.click(1180, 900)               # bottom-right corner of the image
pyautogui.typewrite('© D. Whitfield 2024')
pyautogui.press('escape')
time.sleep(0.5)
"""), s("16:36", gimp_rows(title8, ["© D. Whitfield 2024", "Watermark", "IMG_2087.jpg"], "© D. Whitfield 2024", "75%",
                           "IMG_2087.jpg (9.6 MB)", ["Scale Image", "Unsharp Mask", "New Layer", "Add Text Layer"],
                           tool="Text Tool", pointer="1376, 1052"))))
    exp = [ln("dialog", "Export Image", "", "", "", (560, 180), (800, 640)),
           ln("text", "Name", "IMG_2087-web.jpg", "", "", (660, 200), (500, 30)),
           ln("push-button", "Pictures", "", "", "current folder", (660, 240), (100, 30)),
           ln("table-cell", "IMG_2087.jpg", "IMG_2087.jpg", "", "", (760, 300), (400, 24)),
           ln("table-cell", "IMG_2071.jpg", "IMG_2071.jpg", "", "", (760, 324), (400, 24)),
           ln("table-cell", "logo_draft.xcf", "logo_draft.xcf", "", "", (760, 348), (400, 24)),
           ln("push-button", "Select File Type (By Extension)", "", "", "", (580, 740), (260, 26)),
           ln("push-button", "Cancel", "", "", "", (1150, 780), (90, 30)),
           ln("push-button", "Export", "", "", "", (1250, 780), (90, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 'e')
time.sleep(1)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('IMG_2087-web.jpg')
"""), s("16:36", screen_only(exp))))
    return dict(state=start("Prepare IMG_2087.jpg for the web: scale it to 1600 px wide, sharpen it a little, add a small copyright text in the corner and export it as IMG_2087-web.jpg.", s0),
                turns=t, bad=True, turn=8, kind="image size in the title reverts to the original 4032x3024 after the scale, with no undo")


def screen_only(rows: list[str]) -> list[str]:
    return rows


# ---------------------------------------------------------------- Inkscape (clean)

def ink_rows(*, tool: str, xywh: tuple[str, str, str, str] | None, unit: str, status: str, zoom: str,
             cursor: tuple[str, str], rect_tb: tuple[str, str] | None = None, objects: list[str] | None = None,
             sel_obj: str = "") -> list[str]:
    rows = [ln("frame", "poster.svg - Inkscape", "", "org.inkscape.Inkscape", "", (70, 27), (1850, 1053))]
    for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]):
        rows.append(ln("menu", m, "", "", "", (80 + 70 * i, 34), (64, 24)))
    for i, tl in enumerate(["Selector", "Node", "Zoom", "Rectangle", "Ellipse", "Star", "Pen", "Text", "Gradient", "Dropper"]):
        rows.append(ln("toggle-button", tl, "", "", "checked" if tl == tool else "", (80, 120 + 34 * i), (32, 32)))
    if tool == "Selector" and xywh:
        for j, lab in enumerate("XYWH"):
            rows.append(ln("spin-button", lab, xywh[j], "", "", (400 + 150 * j, 70), (110, 28)))
        rows.append(ln("combo-box", "Units", unit, "", "", (1020, 70), (60, 28)))
    elif tool == "Rectangle" and rect_tb:
        rows += [ln("spin-button", "W", rect_tb[0], "", "", (400, 70), (110, 28)),
                 ln("spin-button", "H", rect_tb[1], "", "", (550, 70), (110, 28)),
                 ln("combo-box", "Units", unit, "", "", (680, 70), (60, 28)),
                 ln("spin-button", "Rx", "0.000", "", "", (760, 70), (110, 28)),
                 ln("spin-button", "Ry", "0.000", "", "", (900, 70), (110, 28))]
    rows.append(ln("canvas", "", "", "", "drawing canvas", (120, 110), (1400, 900)))
    if objects is not None:
        rows.append(ln("label", "", "Objects", "", "dock tab", (1530, 110), (80, 22)))
        for i, o in enumerate(objects):
            rows.append(ln("tree-item", o, "", "", "selected" if o == sel_obj else "", (1540 + (0 if o == "Layer 1" else 20), 140 + 26 * i), (360, 26)))
    rows += [ln("label", "", status, "", "status bar", (300, 1052), (900, 22)),
             ln("label", "", f"X: {cursor[0]}", "", "cursor", (1560, 1050), (90, 12)),
             ln("label", "", f"Y: {cursor[1]}", "", "cursor", (1560, 1064), (90, 12)),
             ln("spin-button", "Z", zoom, "", "zoom", (1660, 1052), (80, 22)),
             ln("spin-button", "R", "0.00°", "", "rotation", (1750, 1052), (80, 22))]
    return rows


def t_inkscape_clean() -> dict:
    day = "Mar 21"
    PX = 96 / 25.4

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Inkscape", rows)

    def f3(v: float) -> str:
        return f"{v:.3f}"

    t = []
    s0 = s("15:02", [ln("frame", "Terminal", "", "gnome-terminal-server", "", (300, 200), (900, 500))])
    t.append((code("""
import subprocess, time
subprocess.Popen(['inkscape', '/home/dana/Documents/poster.svg'])
time.sleep(5)
"""), s("15:03", ink_rows(tool="Selector", xywh=None, unit="mm", zoom="35%", cursor=("-12.40", "188.20"),
                          status="No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."))))
    w0, h0 = 200 / PX, 120 / PX
    t.append((code("""
import pyautogui, time
pyautogui.press('r')                       # Rectangle tool
pyautogui.moveTo(620, 420)
pyautogui.dragTo(690, 462, duration=0.4)
"""), s("15:04", ink_rows(tool="Rectangle", xywh=None, unit="mm", zoom="35%", cursor=("72.88", "74.09"),
                          rect_tb=(f3(w0), f3(h0)),
                          status=f"Rectangle {f3(w0)} × {f3(h0)} mm. Drag to resize. Click with Ctrl to make square or integer-ratio rect."))))
    t.append((code("""
import pyautogui, time
pyautogui.press('s')                       # Selector
for field, val in ((455, '20'), (605, '30'), (755, '50'), (905, '30')):
    pyautogui.tripleClick(field, 84)
    pyautogui.typewrite(val + '\\n')
    time.sleep(0.2)
"""), s("15:05", ink_rows(tool="Selector", xywh=("20.000", "30.000", "50.000", "30.000"), unit="mm", zoom="35%",
                          cursor=("73.10", "74.30"),
                          status="Rectangle 50 × 30 in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."))))
    x4 = 20 + 5 * 2 / PX
    t.append((code("""
import pyautogui
pyautogui.click(655, 441)                  # the rectangle on the canvas (keeps it selected)
for _ in range(5):
    pyautogui.press('right')               # 2 px per step
"""), s("15:05", ink_rows(tool="Selector", xywh=(f3(x4), "30.000", "50.000", "30.000"), unit="mm", zoom="35%",
                          cursor=("142.20", "163.50"),
                          status="Rectangle 50 × 30 in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."))))
    t.append((code("""
import pyautogui, time
pyautogui.click(1050, 84)                  # Units
pyautogui.click(1050, 130)                 # px
time.sleep(0.3)
"""), s("15:06", ink_rows(tool="Selector", xywh=(f3(x4 * PX), f3(30 * PX), f3(50 * PX), f3(30 * PX)), unit="px", zoom="35%",
                          cursor=("537.45", "617.95"),
                          status="Rectangle 50 × 30 in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'd')              # duplicate
for _ in range(10):
    pyautogui.press('down')                # 2 px per step
"""), s("15:07", ink_rows(tool="Selector", xywh=(f3(x4 * PX), f3(30 * PX + 20), f3(50 * PX), f3(30 * PX)), unit="px", zoom="35%",
                          cursor=("537.45", "617.95"),
                          status="Rectangle 50 × 30 in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."))))
    objs = ["Layer 1", "rect846-3", "rect846", "HARBOUR OPEN DAY"]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'shift', 'o')     # Objects dialog
time.sleep(0.6)
"""), s("15:07", ink_rows(tool="Selector", xywh=(f3(x4 * PX), f3(30 * PX + 20), f3(50 * PX), f3(30 * PX)), unit="px", zoom="35%",
                          cursor=("1210.00", "-40.30"), objects=objs, sel_obj="rect846-3",
                          status="Rectangle 50 × 30 in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."))))
    t.append((code("""
import pyautogui
pyautogui.click(800, 600)                  # canvas
pyautogui.press('escape')
pyautogui.press('1')                       # zoom 1:1
"""), s("15:08", ink_rows(tool="Selector", xywh=None, unit="px", zoom="100%",
                          cursor=("294.62", "402.33"), objects=objs,
                          status="No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."))))
    return dict(state=start("In poster.svg add a 50 × 30 mm rectangle at (20, 30) mm, nudge it right, check its size in px, duplicate it below and zoom to 1:1.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- VLC

def vlc_rows(*, now: str, items: list[tuple[str, str, str]] | None, cur: str, pos: str, length: str, vol: int,
             random: bool = False, loop: str = "Off", speed: str = "1.00x", sort: str = "", search: str = "",
             extra: list[str] | None = None, paused: bool = False) -> list[str]:
    rows = [ln("frame", f"{now} - VLC media player", "", "vlc", "", (200, 60), (1500, 940))]
    for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]):
        rows.append(ln("menu", m, "", "", "", (210 + 72 * i, 66), (66, 22)))
    if items is not None:
        rows += [ln("entry", "Search the playlist", search, "", "", (1400, 96), (290, 26)),
                 ln("tree-item", "Playlist", "", "", "selected", (210, 130), (180, 24)),
                 ln("tree-item", "Media Library", "", "", "", (210, 156), (180, 24))]
        for j, col in enumerate(("Title", "Duration", "Album")):
            rows.append(ln("table-column-header", col, "", "", sort if sort and sort.split()[0] == col else "", (400 + (0, 560, 680)[j], 126), ((560, 120, 300)[j], 24)))
        for i, (ti, du, al) in enumerate(items):
            d = "now playing" if ti == cur else ""
            rows.append(ln("table-row", ti, f"{ti} | {du} | {al}", "", d, (400, 150 + 24 * i), (980, 24)))
    else:
        rows.append(ln("canvas", "", "", "", "video output", (200, 90), (1500, 800)))
    rows += extra or []
    rows += [ln("label", "", pos, "", "elapsed time", (210, 900), (60, 20)),
             ln("slider", "Seek", pos, "", "", (280, 900), (1290, 20)),
             ln("label", "", length, "", "total time", (1580, 900), (60, 20)),
             ln("push-button", "Play" if paused else "Pause", "", "", "", (210, 940), (40, 40)),
             ln("push-button", "Previous media in the playlist", "", "", "", (260, 944), (32, 32)),
             ln("push-button", "Stop playback", "", "", "", (296, 944), (32, 32)),
             ln("push-button", "Next media in the playlist", "", "", "", (332, 944), (32, 32)),
             ln("toggle-button", "Toggle the video playlist", "", "", "checked" if items is not None else "", (420, 944), (32, 32)),
             ln("toggle-button", "Click to toggle between loop all, loop one and no loop", "", "", f"loop: {loop}", (456, 944), (32, 32)),
             ln("toggle-button", "Random", "", "", "checked" if random else "", (492, 944), (32, 32)),
             ln("label", "", speed, "", "playback speed", (1480, 950), (50, 20)),
             ln("slider", "Volume", f"{vol}%", "", "", (1560, 950), (120, 20))]
    return rows


def t_vlc_clean() -> dict:
    day = "Mar 22"
    al = "ML course (spring)"
    items = [("01 Introduction", "12:41", al), ("02 Linear models", "48:05", al), ("03 Regularization", "51:37", al),
             ("04 Trees and forests", "55:12", al), ("05 Boosting", "46:58", al)]

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "VLC media player", rows)

    t = []
    s0 = s("19:00", files_rows(["Home", "Videos", "lectures"], [(f"{a}.mp4", sz, "9 Feb") for (a, _d, _al), sz in zip(items, ("212.4 MB", "803.0 MB", "861.7 MB", "921.9 MB", "784.3 MB"))]))
    t.append((code("""
import subprocess, time
subprocess.Popen(['vlc', '--qt-start-minimized=0', '/home/dana/Videos/lectures'])
time.sleep(4)
"""), s("19:01", vlc_rows(now="01 Introduction", items=items, cur="01 Introduction", pos="00:03", length="12:41", vol=70))))
    t.append((code("""
import pyautogui
for _ in range(6):
    pyautogui.hotkey('ctrl', 'up')   # +5% each
"""), s("19:01", vlc_rows(now="01 Introduction", items=items, cur="01 Introduction", pos="00:21", length="12:41", vol=100))))
    t.append((code("""
import pyautogui, time
pyautogui.press('n')                  # next
time.sleep(1)
"""), s("19:02", vlc_rows(now="02 Linear models", items=items, cur="02 Linear models", pos="00:01", length="48:05", vol=100))))
    rev = list(reversed(items))
    t.append((code("""
import pyautogui
pyautogui.click(680, 138)             # Title header
pyautogui.click(680, 138)             # again: descending
"""), s("19:02", vlc_rows(now="02 Linear models", items=rev, cur="02 Linear models", pos="00:19", length="48:05", vol=100, sort="Title descending"))))
    info = [ln("dialog", "Current Media Information", "", "", "", (600, 200), (700, 600)),
            ln("page-tab", "General", "", "", "", (620, 230), (80, 26)),
            ln("page-tab", "Metadata", "", "", "", (702, 230), (80, 26)),
            ln("page-tab", "Codec", "", "", "selected", (784, 230), (70, 26)),
            ln("page-tab", "Statistics", "", "", "", (856, 230), (80, 26)),
            ln("tree-item", "Stream 0", "", "", "expanded", (620, 280), (600, 22)),
            ln("label", "", "Codec: H264 - MPEG-4 AVC (part 10) (avc1)\nType: Video\nVideo resolution: 1920x1080\nBuffer dimensions: 1920x1088\nFrame rate: 30\nDecoded format: Planar 4:2:0 YUV\nOrientation: Top left\nColor primaries: ITU-R BT.709", "", "", (640, 304), (600, 170)),
            ln("tree-item", "Stream 1", "", "", "expanded", (620, 480), (600, 22)),
            ln("label", "", "Codec: MPEG AAC Audio (mp4a)\nLanguage: English\nType: Audio\nChannels: Stereo\nSample rate: 48000 Hz\nBits per sample: 32", "", "", (640, 504), (600, 130)),
            ln("label", "", "Location: file:///home/dana/Videos/lectures/02%20Linear%20models.mp4", "", "", (620, 740), (660, 20)),
            ln("push-button", "Close", "", "", "", (1200, 770), (80, 28))]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'i')
time.sleep(0.6)
pyautogui.click(819, 243)             # Codec tab
"""), s("19:03", vlc_rows(now="02 Linear models", items=rev, cur="02 Linear models", pos="01:12", length="48:05", vol=100, sort="Title descending", extra=info))))
    jump = [ln("dialog", "Go to Time", "", "", "", (800, 420), (320, 140)),
            ln("spin-button", "Time", "00H30m00s", "", "", (830, 460), (200, 28)),
            ln("push-button", "Go", "", "", "", (1040, 510), (60, 28))]
    t.append((code("""
import pyautogui, time
pyautogui.click(1240, 784)            # Close
pyautogui.hotkey('ctrl', 't')
time.sleep(0.4)
pyautogui.typewrite('003000')
"""), s("19:03", vlc_rows(now="02 Linear models", items=rev, cur="02 Linear models", pos="01:31", length="48:05", vol=100, sort="Title descending", extra=jump))))
    t.append((code("""
import pyautogui, time
pyautogui.press('enter')
time.sleep(2)
"""), s("19:04", vlc_rows(now="02 Linear models", items=rev, cur="02 Linear models", pos="30:02", length="48:05", vol=100, sort="Title descending"))))
    t.append((code("""
import pyautogui, time
for _ in range(5):
    pyautogui.press(']')              # faster (fine), +0.10x per press
pyautogui.press('l')                  # loop all
time.sleep(20)
"""), s("19:04", vlc_rows(now="02 Linear models", items=rev, cur="02 Linear models", pos="30:33", length="48:05", vol=100,
                          sort="Title descending", speed="1.50x", loop="All"))))
    return dict(state=start("Play the lecture folder in VLC at full volume, skip to lecture 2, check its codec, jump to 30 minutes and continue at 1.5x with loop on.", s0),
                turns=t, bad=False, turn=None, kind="clean")


def t_vlc_bad() -> dict:
    day = "Mar 23"
    al = "Field Recordings Vol. 2"
    raw = [("01 Dawn Chorus, Białowieża", "07:48"), ("02 Rain on a Tin Roof", "05:12"), ("03 Harbour at Night", "09:03"),
           ("04 Cicadas, Provence", "04:37"), ("05 Glacier Melt", "11:26"), ("06 Night Train", "06:55"),
           ("07 Market Square", "03:41"), ("08 Thunder over the Steppe", "08:19"), ("09 Temple Bells", "05:58"),
           ("10 Wind through Reeds", "10:04")]
    items = [(a, d, al) for a, d in raw]
    by_dur = sorted(items, key=lambda x: x[1])
    G = "05 Glacier Melt"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "VLC media player", rows)

    t = []
    s0 = s("21:10", files_rows(["Home", "Music", "field-recordings"],
                               [(f"{a}.mp3", kb((int(d[:2]) * 60 + int(d[3:])) * 40000 + 4210), "14 Jan") for a, d in raw]))
    t.append((code("""
import subprocess, time
subprocess.Popen(['vlc', '/home/dana/Music/field-recordings'])
time.sleep(4)
"""), s("21:11", vlc_rows(now=raw[0][0], items=items, cur=raw[0][0], pos="00:02", length="07:48", vol=70))))
    t.append((code("""
import pyautogui
pyautogui.click(508, 960)             # Random
"""), s("21:11", vlc_rows(now=raw[0][0], items=items, cur=raw[0][0], pos="00:15", length="07:48", vol=70, random=True))))
    t.append((code("""
import pyautogui, time
pyautogui.doubleClick(680, 258)       # 05 Glacier Melt
time.sleep(1)
"""), s("21:12", vlc_rows(now=G, items=items, cur=G, pos="00:01", length="11:26", vol=70, random=True))))
    t.append((code("""
import pyautogui
pyautogui.click(1656, 960)            # volume slider at 80%
"""), s("21:12", vlc_rows(now=G, items=items, cur=G, pos="00:20", length="11:26", vol=80, random=True))))
    t.append((code("""
import pyautogui
pyautogui.click(1020, 138)            # Duration header
"""), s("21:13", vlc_rows(now=G, items=by_dur, cur=G, pos="00:49", length="11:26", vol=80, random=True, sort="Duration ascending"))))
    night = [x for x in by_dur if "night" in x[0].lower()]
    t.append((code("""
import pyautogui, time
pyautogui.click(1545, 109)            # playlist search
pyautogui.typewrite('night')
time.sleep(0.5)
"""), s("21:13", vlc_rows(now=G, items=night, cur=G, pos="01:07", length="11:26", vol=80, random=True, sort="Duration ascending", search="night"))))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'a')
pyautogui.press('backspace')
time.sleep(0.5)
"""), s("21:14", vlc_rows(now=G, items=by_dur, cur=G, pos="01:31", length="11:26", vol=80, random=True, sort="Duration ascending"))))
    info = [ln("dialog", "Media Information", "", "", "", (600, 200), (700, 600)),
            ln("page-tab", "General", "", "", "selected", (620, 230), (80, 26)),
            ln("page-tab", "Metadata", "", "", "", (702, 230), (80, 26)),
            ln("page-tab", "Codec", "", "", "", (784, 230), (70, 26)),
            ln("page-tab", "Statistics", "", "", "", (856, 230), (80, 26)),
            ln("text", "Title", "Wind through Reeds", "", "", (720, 280), (540, 26)),
            ln("text", "Artist", "Mara Lindqvist", "", "", (720, 312), (540, 26)),
            ln("text", "Album", al, "", "", (720, 344), (400, 26)),
            ln("text", "Track number", "10/10", "", "", (1180, 344), (80, 26)),
            ln("text", "Genre", "Field Recording", "", "", (720, 376), (300, 26)),
            ln("text", "Date", "2021", "", "", (1100, 376), (160, 26)),
            ln("text", "Copyright", "CC BY-NC 4.0", "", "", (720, 408), (540, 26)),
            ln("text", "Publisher", "Quiet Acre Records", "", "", (720, 440), (540, 26)),
            ln("text", "Encoded by", "LAME 3.100", "", "", (720, 472), (540, 26)),
            ln("label", "", "Location: file:///home/dana/Music/field-recordings/10%20Wind%20through%20Reeds.mp3", "", "", (620, 740), (660, 20)),
            ln("push-button", "Close", "", "", "", (1200, 770), (80, 28))]
    t.append((code("""
import pyautogui, time
pyautogui.rightClick(680, 354)        # 10 Wind through Reeds
pyautogui.click(740, 500)             # Information...
time.sleep(0.6)
"""), s("21:15", vlc_rows(now=G, items=by_dur, cur=G, pos="02:10", length="11:26", vol=80, random=True, sort="Duration ascending", extra=info))))
    t.append((code("""
import pyautogui, time
pyautogui.click(1240, 784)            # Close
pyautogui.hotkey('ctrl', 't')
time.sleep(0.4)
pyautogui.typewrite('000900\\n')
time.sleep(1)
"""), s("21:15", vlc_rows(now=G, items=by_dur, cur=G, pos="09:01", length="11:26", vol=80, random=True, sort="Duration ascending"))))
    drift = [(a, "08:49" if a.startswith("08 ") else d, b) for a, d, b in by_dur]
    t.append((code("""
import pyautogui
pyautogui.press('l')                  # loop all
"""), s("21:15", vlc_rows(now=G, items=drift, cur=G, pos="09:07", length="11:26", vol=80, random=True, sort="Duration ascending", loop="All"))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'l')         # hide playlist
"""), s("21:16", vlc_rows(now=G, items=None, cur=G, pos="09:15", length="11:26", vol=80, random=True, loop="All"))))
    t.append((code("""
import pyautogui, time
pyautogui.press(']')
pyautogui.press(']')                  # faster (fine) x2
time.sleep(5)
"""), s("21:16", vlc_rows(now=G, items=None, cur=G, pos="09:26", length="11:26", vol=80, random=True, loop="All", speed="1.20x"))))
    return dict(state=start("Listen to the field-recordings album in VLC on shuffle at 80% volume, starting from Glacier Melt; sort the playlist by length, look up the last track's tags, then hide the playlist and speed up slightly.", s0),
                turns=t, bad=True, turn=10, kind="a track's duration in the playlist changes between two views with nothing changing the file")


# ---------------------------------------------------------------- Evince (bad: outline page number)

OUTLINE = [("Abstract", "2", 0), ("Contents", "3", 0), ("1 Introduction", "5", 0), ("1.1 Motivation", "5", 1),
           ("1.2 Contributions", "7", 1), ("2 Background", "9", 0), ("2.1 Delay-tolerant networks", "9", 1),
           ("2.2 Entropy regularisation", "13", 1), ("3 Method", "17", 0), ("3.1 Problem formulation", "17", 1),
           ("3.2 Algorithm", "20", 1), ("4 Experiments", "26", 0), ("5 Results", "31", 0), ("6 Discussion", "37", 0),
           ("References", "40", 0), ("Appendix A: Proofs", "42", 0)]


def evince_rows(page: int, content: str, *, outline: list[tuple[str, str, int]] | None = None, sel: str = "",
                find: list[tuple[str, str]] | None = None, query: str = "", annot: bool = False, extra: list[str] | None = None,
                zoom: str = "Fit Page") -> list[str]:
    rows = [ln("frame", "Entropy-Regularised Routing in Delay-Tolerant Networks — thesis_final.pdf", "", "org.gnome.Evince", "", (170, 40), (1580, 1000)),
            ln("toggle-button", "Side pane", "", "", "checked", (180, 50), (34, 34)),
            ln("entry", "Select page", str(page), "", "", (230, 52), (50, 30)),
            ln("label", "", "of 42", "", "", (284, 58), (50, 20)),
            ln("toggle-button", "Find", "", "", "checked" if find is not None else "", (1500, 50), (34, 34)),
            ln("toggle-button", "Annotate the document", "", "", "checked" if annot else "", (1540, 50), (34, 34)),
            ln("combo-box", "Zoom", zoom, "", "", (1580, 52), (100, 30)),
            ln("push-button", "Menu", "", "", "", (1690, 50), (34, 34))]
    if find is not None:
        rows.append(ln("entry", "Find in document", query, "", "", (700, 90), (400, 30)))
        for i, (pg, snip) in enumerate(find):
            rows.append(ln("list-item", snip, pg, "", "selected" if snip == sel else "", (176, 100 + 40 * i), (300, 40)))
    elif outline is not None:
        for i, (title, pg, lvl) in enumerate(outline):
            rows.append(ln("tree-item", title, pg, "", ("selected" if title == sel else "") or f"level {lvl + 1}", (180 + 18 * lvl, 100 + 26 * i), (300 - 18 * lvl, 26)))
    if annot:
        rows += [ln("toggle-button", "Add text annotation", "", "", "", (700, 90), (34, 30)),
                 ln("toggle-button", "Add highlight annotation", "", "", "", (736, 90), (34, 30))]
    rows.append(ln("document-frame", f"Page {page}", content, "", "", (500, 130), (1240, 900)))
    return rows + (extra or [])


def t_evince_bad() -> dict:
    day = "Mar 25"
    P1 = "Entropy-Regularised Routing in Delay-Tolerant Networks\n\nMarta Kowalczyk\n\nA thesis submitted in partial fulfilment of the requirements for the degree of Master of Science\n\nDepartment of Computer Science\nFebruary 2024"
    P17 = "Chapter 3\n\nMethod\n\n3.1 Problem formulation\n\nWe model the network as a time-varying graph G(t) = (V, E(t)) in which an edge exists while two nodes are in radio range. Messages are generated at random sources and must reach their destination before a deadline T. A routing policy assigns, at each contact, a probability of forwarding a copy of a message..."
    P19 = "...so that the expected delivery ratio becomes a smooth function of the forwarding probabilities. Adding the entropy term H(π) keeps the policy from collapsing onto a single relay too early, which in sparse traces is what causes most of the missed deadlines (Section 5.2).\n\n(3.7)   J(π) = E[delivered] − λ · E[copies] + β · H(π)\n\nThe weight β is annealed from 0.5 to 0.05 over training..."
    P13 = "2.2 Entropy regularisation\n\nEntropy regularisation was introduced in reinforcement learning to encourage exploration [Williams & Peng 1991]. In the routing setting it plays a different role: it spreads forwarding decisions across several relays, which hedges against the contact plan being wrong..."

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Document Viewer", rows)

    t = []
    s0 = s("14:10", files_rows(["Home", "Documents", "thesis"], [("figures", "23 items", "26 Feb"), ("thesis_final.pdf", "2.4 MB", "26 Feb"), ("thesis_final.tex", "187.3 kB", "26 Feb")], here="thesis"))
    t.append((code("""
import subprocess, time
subprocess.Popen(['evince', '/home/dana/Documents/thesis/thesis_final.pdf'])
time.sleep(2)
"""), s("14:11", evince_rows(1, P1, outline=OUTLINE))))
    t.append((code("""
import pyautogui, time
pyautogui.click(260, 321)     # 3 Method
time.sleep(0.6)
"""), s("14:11", evince_rows(17, P17, outline=OUTLINE, sel="3 Method"))))
    drift = [(a, "28" if a == "4 Experiments" else p, lv) for a, p, lv in OUTLINE]
    t.append((code("""
import pyautogui, time
pyautogui.click(1100, 600)    # page area
pyautogui.press('pagedown')
pyautogui.press('pagedown')
time.sleep(0.4)
"""), s("14:12", evince_rows(19, P19, outline=drift, sel="3 Method"))))
    hits = [("1", "Entropy-Regularised Routing in Delay-Tolerant…"), ("2", "…we show that an entropy bonus improves delivery…"),
            ("9", "…routing decisions with high entropy are…"), ("13", "2.2 Entropy regularisation"),
            ("13", "Entropy regularisation was introduced in…"), ("19", "…Adding the entropy term H(π) keeps…"),
            ("33", "…lower entropy policies deliver fewer…")]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('entropy')
time.sleep(1.2)
"""), s("14:13", evince_rows(19, P19, find=hits, query="entropy", sel=hits[5][1]))))
    t.append((code("""
import pyautogui, time
pyautogui.click(326, 240)     # result on page 13 (section heading)
time.sleep(0.5)
"""), s("14:13", evince_rows(13, P13, find=hits, query="entropy", sel=hits[3][1]))))
    t.append((code("""
import pyautogui
pyautogui.click(1557, 67)     # Annotate the document
"""), s("14:14", evince_rows(13, P13, find=hits, query="entropy", sel=hits[3][1], annot=True))))
    t.append((code("""
import pyautogui, time
pyautogui.click(753, 105)     # Add highlight annotation
pyautogui.moveTo(560, 352)
pyautogui.dragTo(1320, 352, duration=0.6)   # first sentence of 2.2
time.sleep(0.3)
"""), s("14:15", evince_rows(13, P13, find=hits, query="entropy", sel=hits[3][1], annot=True,
                             extra=[ln("panel", "Highlight annotation", "dana", "", "highlight on page 13, 14:15", (560, 344), (760, 20))]))))
    props = [ln("dialog", "Properties", "", "", "", (660, 200), (600, 640)),
             ln("page-tab", "General", "", "", "selected", (680, 230), (80, 26)),
             ln("page-tab", "Fonts", "", "", "", (762, 230), (60, 26))]
    for i, (k, v) in enumerate([("Title:", "Entropy-Regularised Routing in Delay-Tolerant Networks"), ("Location:", "/home/dana/Documents/thesis/thesis_final.pdf"),
                                ("Subject:", "MSc thesis"), ("Author:", "Marta Kowalczyk"), ("Keywords:", "DTN, routing, entropy regularisation"),
                                ("Producer:", "pdfTeX-1.40.24"), ("Creator:", "LaTeX with hyperref"), ("Created:", "Mon 26 Feb 2024 17:03:41"),
                                ("Modified:", "Mon 26 Feb 2024 17:03:41"), ("Format:", "PDF-1.5"), ("Number of Pages:", "42"),
                                ("Optimized:", "No"), ("Security:", "No"), ("Paper Size:", "A4, Portrait (210 × 297 mm)"), ("Size:", "2.4 MB")]):
        props += [ln("label", "", k, "", "", (690, 280 + 30 * i), (150, 22)), ln("label", "", v, "", "", (850, 280 + 30 * i), (390, 22))]
    t.append((code("""
import pyautogui, time
pyautogui.click(1707, 67)     # Menu
pyautogui.click(1640, 420)    # Properties
time.sleep(0.5)
"""), s("14:16", evince_rows(13, P13, find=hits, query="entropy", sel=hits[3][1], annot=True,
                             extra=[ln("panel", "Highlight annotation", "dana", "", "highlight on page 13, 14:15", (560, 344), (760, 20))] + props))))
    return dict(state=start("Open thesis_final.pdf, jump to the Method chapter, find where 'entropy' is discussed, highlight the opening sentence of the entropy-regularisation section, and check the document properties.", s0),
                turns=t, bad=True, turn=3, kind="a chapter's page number in the PDF outline changes with no edit to the document")


# ---------------------------------------------------------------- Rhythmbox (clean)

def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def rb_status(tracks: list[dict]) -> str:
    n = len(tracks)
    secs = sum(x["t"] for x in tracks)
    h, m = secs // 3600, (secs % 3600) // 60
    dur = (f"{h} hour{'s' if h != 1 else ''} and " if h else "") + f"{m} minute{'s' if m != 1 else ''}"
    return f"{n} song{'s' if n != 1 else ''}, {dur}, {kb(secs * 40000)}"


def rb_rows(shown: list[dict], status: str, *, source: str = "Music", search: str = "", playing: dict | None = None,
            pos: int = 0, sort: str = "Artist", playlists: tuple[str, ...] = (), sel: tuple[str, ...] = ()) -> list[str]:
    rows = [ln("frame", (f"{playing['title']} by {playing['artist']}" if playing else "Rhythmbox"), "", "rhythmbox", "", (140, 60), (1640, 960)),
            ln("push-button", "Previous", "", "", "", (150, 70), (40, 40)),
            ln("toggle-button", "Play", "", "", "checked" if playing else "", (192, 70), (40, 40)),
            ln("push-button", "Next", "", "", "", (234, 70), (40, 40))]
    if playing:
        rows += [ln("label", "", f"{playing['title']} by {playing['artist']} from {playing['album']}", "", "now playing", (300, 74), (700, 20)),
                 ln("slider", "Seek", f"{mmss(pos)} of {mmss(playing['t'])}", "", "", (300, 96), (700, 14))]
    rows.append(ln("entry", "Search", search, "", "", (1400, 130), (360, 30)))
    side = ["Play Queue", "Music", "Podcasts", "Radio", "Last.fm", "Libre.fm", "My Top Rated", "Recently Added", "Recently Played"] + list(playlists)
    for i, x in enumerate(side):
        rows.append(ln("tree-item", x, "", "", "selected" if x == source else "", (150, 130 + 28 * i), (200, 28)))
    heads = ["Track", "Title", "Artist", "Album", "Time", "Rating", "Play Count", "Last Played"]
    for j, hd in enumerate(heads):
        d = ("sorted descending" if hd == "Play Count" else "sorted ascending") if hd == sort else ""
        rows.append(ln("table-column-header", hd, "", "", d, (370 + 170 * j, 170), (170, 24)))
    for i, x in enumerate(shown):
        txt = " | ".join([str(x["n"]), x["title"], x["artist"], x["album"], mmss(x["t"]), "★" * x["r"] or "-", str(x["pc"]), x["lp"]])
        d = ", ".join(y for y in ("now playing" if playing and x is playing else "", "selected" if x["title"] in sel else "") if y)
        rows.append(ln("table-row", x["title"], txt, "", d, (370, 196 + 24 * i), (1380, 24)))
    rows.append(ln("label", "", status, "", "status bar", (370, 1000), (600, 20)))
    return rows


def t_rhythmbox_clean() -> dict:
    day = "Mar 26"

    def tr(n: int, title: str, artist: str, album: str, t: str, r: int, pc: int, lp: str) -> dict:
        return dict(n=n, title=title, artist=artist, album=album, t=int(t.split(":")[0]) * 60 + int(t.split(":")[1]), r=r, pc=pc, lp=lp)

    lib = [tr(1, "Lanterns", "Aurelia Kent", "Paper Lanterns", "3:58", 4, 12, "Mar 21"),
           tr(2, "Kites", "Aurelia Kent", "Paper Lanterns", "4:11", 3, 9, "Mar 21"),
           tr(3, "Rooftop", "Aurelia Kent", "Paper Lanterns", "3:27", 0, 7, "Mar 14"),
           tr(1, "Ore", "Basalt Choir", "Iron Hymns", "5:40", 0, 2, "Feb 02"),
           tr(2, "Forge", "Basalt Choir", "Iron Hymns", "6:05", 0, 1, "Feb 02"),
           tr(1, "Tidewater", "Hollis Marr", "Lowland", "4:52", 4, 6, "Mar 19"),
           tr(2, "Saltmarsh", "Hollis Marr", "Lowland", "6:18", 0, 5, "Mar 19"),
           tr(3, "Says Nothing", "Hollis Marr", "Lowland", "8:19", 0, 3, "Mar 08"),
           tr(4, "Hammers", "Hollis Marr", "Lowland", "5:07", 0, 2, "Mar 08"),
           tr(5, "Lowland", "Hollis Marr", "Lowland", "7:44", 0, 4, "Mar 08"),
           tr(1, "Departure Board", "Hollis Marr", "Night Ferries", "3:36", 0, 1, "Jan 30"),
           tr(2, "Car Deck", "Hollis Marr", "Night Ferries", "6:02", 3, 3, "Jan 30"),
           tr(3, "Night Ferries", "Hollis Marr", "Night Ferries", "9:11", 5, 8, "Mar 02"),
           tr(4, "Arrival", "Hollis Marr", "Night Ferries", "4:29", 0, 0, "Never")]
    unseen_top = [tr(3, "Undertow", "Mira Ostrova", "Glass Harbour", "4:46", 5, 21, "Mar 25"),
                  tr(7, "Level 3", "The Quiet Lots", "Parking Level", "3:12", 4, 17, "Mar 24"),
                  tr(5, "Lightship", "Mira Ostrova", "Glass Harbour", "5:21", 4, 14, "Mar 22")]
    TOTAL = "312 songs, 20 hours and 41 minutes, 2.3 GB"
    hm = [x for x in lib if x["artist"] == "Hollis Marr"]
    says = next(x for x in lib if x["title"] == "Says Nothing")
    ham = next(x for x in lib if x["title"] == "Hammers")

    def s(hhmm: str, rows: list[str]) -> str:
        return screen(ck(day, hhmm), "Rhythmbox", rows)

    t = []
    s0 = s("14:10", [ln("label", "", "No windows open", "", "desktop", (900, 500), (200, 20))])
    t.append((code("""
import subprocess, time
subprocess.Popen(['rhythmbox'])
time.sleep(3)
"""), s("14:11", rb_rows(lib[:12], TOTAL))))
    t.append((code("""
import pyautogui, time
pyautogui.click(1580, 145)    # Search
pyautogui.typewrite('hollis')
time.sleep(0.6)
"""), s("14:11", rb_rows(hm, rb_status(hm), search="hollis"))))
    t.append((code("""
import pyautogui, time
pyautogui.doubleClick(700, 256)   # Says Nothing
time.sleep(4)
"""), s("14:12", rb_rows(hm, rb_status(hm), search="hollis", playing=says, pos=4))))
    says["r"] = 5
    t.append((code("""
import pyautogui
pyautogui.click(1300, 256)        # 5th star in the Rating cell of Says Nothing
"""), s("14:12", rb_rows(hm, rb_status(hm), search="hollis", playing=says, pos=31))))
    says["pc"], says["lp"] = 4, "Today 14:13"
    t.append((code("""
import pyautogui, time
pyautogui.click(300 + int(700 * 485 / 499), 103)   # seek to 8:05
time.sleep(20)
"""), s("14:13", rb_rows(hm, rb_status(hm), search="hollis", playing=ham, pos=6))))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'n')     # New Playlist
time.sleep(0.4)
pyautogui.typewrite('Focus\\n')
"""), s("14:13", rb_rows([], rb_status([]), source="Focus", playing=ham, pos=19, playlists=("Playlists", "Focus")))))
    focus = [next(x for x in lib if x["title"] == n) for n in ("Tidewater", "Saltmarsh", "Car Deck")]
    t.append((code("""
import pyautogui, time
pyautogui.click(190, 172)         # Music
pyautogui.click(700, 208)         # Tidewater (list still filtered by 'hollis')
pyautogui.keyDown('ctrl'); pyautogui.click(700, 232); pyautogui.click(700, 352); pyautogui.keyUp('ctrl')   # Saltmarsh, Car Deck
pyautogui.dragTo(230, 424, duration=0.6)   # onto 'Focus'
pyautogui.click(230, 424)         # Focus
time.sleep(0.5)
"""), s("14:14", rb_rows(focus, rb_status(focus), source="Focus", playing=ham, pos=95, playlists=("Playlists", "Focus")))))
    t.append((code("""
import pyautogui, time
pyautogui.click(190, 172)         # Music
pyautogui.click(1580, 145)
pyautogui.hotkey('ctrl', 'a')
pyautogui.press('backspace')      # clear the search
time.sleep(0.5)
"""), s("14:15", rb_rows(lib[:12], TOTAL, playing=ham, pos=118, playlists=("Playlists", "Focus")))))
    by_pc = sorted(lib + unseen_top, key=lambda x: -x["pc"])[:12]
    t.append((code("""
import pyautogui
pyautogui.click(1475, 182)        # Play Count header
pyautogui.click(1475, 182)        # descending
"""), s("14:15", rb_rows(by_pc, TOTAL, playing=ham, pos=151, sort="Play Count", playlists=("Playlists", "Focus")))))
    return dict(state=start("In Rhythmbox play Hollis Marr's 'Says Nothing', give it five stars, make a 'Focus' playlist with Tidewater, Saltmarsh and Car Deck, then see which tracks are played most.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Shotwell (bad: trashed photo back)

def shotwell_rows(view: str, photos: list[str], *, sel: tuple[str, ...] = (), trash_full: bool = False,
                  tags: tuple[str, ...] = ("Lisbon", "family"), info: list[tuple[str, str]] | None = None,
                  rotated: tuple[str, ...] = (), extra: list[str] | None = None) -> list[str]:
    rows = [ln("frame", f"{view} - Shotwell", "", "shotwell", "", (100, 50), (1720, 990))]
    side = [("Library", 0), ("Photos", 1), ("Last Import", 1), ("Trash", 1), ("Events", 0), ("2024", 1), ("March", 2),
            ("Lisbon trip", 3), ("Carnaval", 3), ("February", 2), ("Tags", 0)] + [(tg, 1) for tg in tags]
    for i, (nm, lvl) in enumerate(side):
        d = "selected" if nm == view else ""
        if nm == "Trash":
            d = ", ".join(x for x in (d, "icon: user-trash-full" if trash_full else "icon: user-trash") if x)
        rows.append(ln("tree-item", nm, "", "", d, (110 + 16 * lvl, 110 + 28 * i), (240 - 16 * lvl, 28)))
    for i, ph in enumerate(photos):
        d = ", ".join(x for x in ("selected" if ph in sel else "", "portrait" if ph in rotated else "") if x)
        rows.append(ln("list-item", ph, ph, "", d, (380 + 190 * (i % 6), 110 + 190 * (i // 6)), (180, 180)))
    if info:
        for i, (k, v) in enumerate(info):
            rows.append(ln("label", "", f"{k} {v}".strip(), "", "Basic Information", (110, 640 + 22 * i), (240, 20)))
    rows += extra or []
    rows += [ln("push-button", "Rotate", "", "", "", (380, 1000), (40, 30)),
             ln("push-button", "Enhance", "", "", "", (424, 1000), (40, 30)),
             ln("push-button", "Slideshow", "", "", "", (468, 1000), (40, 30)),
             ln("slider", "Zoom", "", "", "", (1560, 1004), (200, 20))]
    return rows


def t_shotwell_bad() -> dict:
    day = "Mar 27"
    ph = [f"IMG_{n}.JPG" for n in range(4402, 4414)]

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Shotwell", rows)

    def pinfo(name: str, dims: str, when: str, exp: str) -> list[tuple[str, str]]:
        return [("", name), ("", when), ("", dims), ("", exp), ("", "Canon EOS M50"), ("", "EF-M15-45mm f/3.5-6.3 IS STM")]

    t = []
    s0 = s("20:02", shotwell_rows("Photos", ph[:6]))
    t.append((code("""
import pyautogui, time
pyautogui.click(290, 320)     # Events > 2024 > March > Lisbon trip
time.sleep(0.8)
"""), s("20:03", shotwell_rows("Lisbon trip", ph))))
    ev = [p for p in ph if p != "IMG_4405.JPG"]
    t.append((code("""
import pyautogui, time
pyautogui.click(1040, 200)    # IMG_4405.JPG (blurry)
pyautogui.press('delete')     # move to Trash
time.sleep(0.5)
"""), s("20:03", shotwell_rows("Lisbon trip", ev, trash_full=True))))
    ev = [p for p in ev if p != "IMG_4411.JPG"]
    t.append((code("""
import pyautogui, time
pyautogui.click(850, 390)     # IMG_4411.JPG (blurry)
pyautogui.press('delete')
time.sleep(0.5)
"""), s("20:04", shotwell_rows("Lisbon trip", ev, trash_full=True))))
    t.append((code("""
import pyautogui, time
pyautogui.click(1420, 200)    # IMG_4408.JPG
pyautogui.hotkey('ctrl', 'r') # rotate right
time.sleep(0.5)
"""), s("20:04", shotwell_rows("Lisbon trip", ev, trash_full=True, sel=("IMG_4408.JPG",), rotated=("IMG_4408.JPG",),
                               info=pinfo("IMG_4408.JPG", "3000 × 4000", "Sat 2 Mar 2024, 16:41", "1/250 sec  f/5.6  ISO 100")))))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 't')  # Add Tags
time.sleep(0.4)
pyautogui.typewrite('tram\\n')
time.sleep(0.4)
"""), s("20:05", shotwell_rows("Lisbon trip", ev, trash_full=True, sel=("IMG_4408.JPG",), rotated=("IMG_4408.JPG",), tags=("Lisbon", "family", "tram"),
                               info=pinfo("IMG_4408.JPG", "3000 × 4000", "Sat 2 Mar 2024, 16:41", "1/250 sec  f/5.6  ISO 100")))))
    t.append((code("""
import pyautogui, time
pyautogui.click(240, 208)     # Trash
time.sleep(0.5)
"""), s("20:05", shotwell_rows("Trash", ["IMG_4405.JPG", "IMG_4411.JPG"], trash_full=True, tags=("Lisbon", "family", "tram"),
                               extra=[ln("push-button", "Empty Trash", "", "", "", (1600, 1000), (120, 30)),
                                      ln("push-button", "Restore", "", "", "", (1470, 1000), (120, 30))]))))
    back = ev[:8] + ["IMG_4411.JPG"] + ev[8:]
    t.append((code("""
import pyautogui, time
pyautogui.click(290, 320)     # Lisbon trip
time.sleep(0.5)
"""), s("20:06", shotwell_rows("Lisbon trip", back, trash_full=True, rotated=("IMG_4408.JPG",), tags=("Lisbon", "family", "tram")))))
    exp = [ln("dialog", "Export Photos", "", "", "", (700, 320), (520, 360)),
           ln("combo-box", "Format", "JPEG", "", "", (880, 370), (200, 30)),
           ln("combo-box", "Quality", "High (90%)", "", "", (880, 410), (200, 30)),
           ln("combo-box", "Scaling constraint", "Longest edge", "", "", (880, 450), (200, 30)),
           ln("spin-button", "Pixels", "2048", "", "", (880, 490), (120, 30)),
           ln("check-box", "Export metadata", "", "", "checked", (720, 540), (200, 22)),
           ln("label", "", "Export 3 photos", "", "", (720, 580), (200, 20)),
           ln("push-button", "Cancel", "", "", "", (1000, 630), (90, 30)),
           ln("push-button", "Export", "", "", "", (1100, 630), (90, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(470, 200)                          # IMG_4402.JPG
pyautogui.keyDown('ctrl')
pyautogui.click(1420, 200); pyautogui.click(470, 390)   # IMG_4408.JPG, IMG_4409.JPG
pyautogui.keyUp('ctrl')
pyautogui.hotkey('ctrl', 'shift', 'e')
time.sleep(0.6)
pyautogui.click(980, 465); pyautogui.click(980, 520)    # Scaling: Longest edge
pyautogui.tripleClick(940, 505); pyautogui.typewrite('2048')
"""), s("20:07", exp)))
    chooser = [ln("dialog", "Export Photos", "", "", "file chooser, select folder", (560, 200), (800, 600)),
               ln("push-button", "Pictures", "", "", "current folder", (660, 240), (100, 30)),
               ln("table-cell", "Phone 2024-03", "Phone 2024-03", "", "", (760, 300), (400, 24)),
               ln("table-cell", "Screenshots", "Screenshots", "", "", (760, 324), (400, 24)),
               ln("table-cell", "lisbon-share", "lisbon-share", "", "selected", (760, 348), (400, 24)),
               ln("push-button", "Cancel", "", "", "", (1150, 760), (90, 30)),
               ln("push-button", "Select", "", "", "", (1250, 760), (90, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(1145, 645)    # Export
time.sleep(0.6)
pyautogui.click(960, 360)     # lisbon-share
"""), s("20:07", chooser)))
    return dict(state=start("Clean up the 'Lisbon trip' event in Shotwell: trash the two blurry shots (IMG_4405, IMG_4411), rotate the tram photo upright and tag it, then export three favourites at 2048 px.", s0),
                turns=t, bad=True, turn=7, kind="photo moved to Trash reappears in the event view with no restore")


# ---------------------------------------------------------------- Transmission (clean)

def tr_rows(torrents: list[tuple[str, str, str]], *, filt: str, down: str, up: str, ratio: str, sel: str = "",
            extra: list[str] | None = None) -> list[str]:
    rows = [ln("frame", "Transmission", "", "transmission-gtk", "", (260, 80), (1400, 880)),
            ln("push-button", "Open", "", "", "", (270, 90), (40, 40)),
            ln("push-button", "Start", "", "", "", (314, 90), (40, 40)),
            ln("push-button", "Pause", "", "", "", (358, 90), (40, 40)),
            ln("push-button", "Remove", "", "", "", (402, 90), (40, 40)),
            ln("push-button", "Properties", "", "", "", (446, 90), (40, 40)),
            ln("combo-box", "Show", filt, "", "", (270, 140), (180, 28)),
            ln("entry", "Search", "", "", "", (1400, 140), (250, 28))]
    for i, (name, prog, stat) in enumerate(torrents):
        y = 180 + 66 * i
        rows.append(ln("list-item", name, f"{name}\n{prog}\n{stat}", "", "selected" if name == sel else "", (270, y), (1380, 64)))
    rows += extra or []
    rows += [ln("label", "", f"Ratio: {ratio}", "", "status bar", (300, 930), (160, 20)),
             ln("label", "", f"↓ {down}", "", "status bar", (1380, 930), (120, 20)),
             ln("label", "", f"↑ {up}", "", "status bar", (1510, 930), (120, 20))]
    return rows


def t_transmission_clean() -> dict:
    day = "Mar 28"
    DEB, UBU, BBB, ARCH, FED = ("debian-12.5.0-amd64-netinst.iso", "ubuntu-24.04-beta-desktop-amd64.iso",
                                "Big Buck Bunny 4K", "archlinux-2024.03.01-x86_64.iso", "Fedora-Workstation-Live-x86_64-40")

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Transmission", rows)

    def ubu(p: float, st: str) -> tuple[str, str, str]:
        return (UBU, f"{5.74 * p / 100:.2f} GB of 5.74 GB ({p:.1f}%)", st)

    def bbb(p: float, st: str) -> tuple[str, str, str]:
        got = 1020 * p / 100
        return (BBB, f"{got / 1000:.2f} GB of 1.02 GB ({p:.1f}%)" if got >= 1000 else f"{got:.1f} MB of 1.02 GB ({p:.1f}%)", st)

    def deb(up_total: str, ratio: str, rate: str) -> tuple[str, str, str]:
        return (DEB, f"629.0 MB, uploaded {up_total} (Ratio: {ratio})", f"Seeding to 3 of 11 connected peers - ↑ {rate}")

    arch = (ARCH, "117.5 MB of 947.3 MB (12.4%)", "Paused")
    t = []
    l1 = [deb("1.15 GB", "1.83", "48 kB/s"), ubu(38.9, "Downloading from 14 of 52 connected peers - ↓ 2.31 MB/s ↑ 210 kB/s - 25 min remaining"),
          bbb(71.2, "Downloading from 6 of 19 connected peers - ↓ 790 kB/s ↑ 12 kB/s - 6 min remaining"), arch]
    s0 = s("20:10", tr_rows(l1, filt="All (4)", down="3.10 MB/s", up="270 kB/s", ratio="0.42"))
    l2 = [deb("1.15 GB", "1.83", "51 kB/s"), ubu(41.1, "Downloading from 15 of 53 connected peers - ↓ 2.28 MB/s ↑ 190 kB/s - 24 min remaining"),
          bbb(75.3, "Downloading from 6 of 19 connected peers - ↓ 770 kB/s ↑ 9 kB/s - 5 min remaining"), arch]
    t.append((code("""
import pyautogui, time
time.sleep(50)
pyautogui.click(900, 278)      # select the Ubuntu beta torrent
"""), s("20:11", tr_rows(l2, filt="All (4)", down="3.05 MB/s", up="250 kB/s", ratio="0.42", sel=UBU))))
    l3 = [deb("1.16 GB", "1.84", "55 kB/s"), ubu(41.2, "Paused"),
          bbb(75.8, "Downloading from 7 of 19 connected peers - ↓ 1.84 MB/s ↑ 10 kB/s - 2 min remaining"), arch]
    l3b = [deb("1.16 GB", "1.84", "56 kB/s"), ubu(41.2, "Paused"),
           bbb(79.9, "Downloading from 7 of 19 connected peers - ↓ 1.86 MB/s ↑ 12 kB/s - 1 min remaining"), arch]
    t.append((code("""
import pyautogui, time
pyautogui.click(378, 110)      # Pause
time.sleep(3)
"""), s("20:11", tr_rows(l3, filt="All (4)", down="1.84 MB/s", up="65 kB/s", ratio="0.42", sel=UBU))))
    prefs = [ln("dialog", "Transmission Preferences", "", "", "", (660, 200), (600, 600)),
             ln("page-tab", "Speed", "", "", "selected", (760, 230), (70, 26)),
             ln("check-box", "Upload (kB/s):", "", "", "checked", (690, 300), (160, 22)),
             ln("spin-button", "Upload limit", "100", "", "", (900, 296), (100, 28)),
             ln("check-box", "Download (kB/s):", "", "", "", (690, 336), (160, 22)),
             ln("spin-button", "Download limit", "100", "", "disabled", (900, 332), (100, 28)),
             ln("label", "", "Alternative Speed Limits", "", "heading", (690, 400), (300, 20)),
             ln("spin-button", "Alt upload", "50", "", "", (900, 430), (100, 28)),
             ln("spin-button", "Alt download", "50", "", "", (900, 466), (100, 28)),
             ln("push-button", "Close", "", "", "", (1160, 760), (80, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'p')  # Preferences
time.sleep(0.5)
pyautogui.click(795, 243)      # Speed tab
pyautogui.click(700, 311)      # Upload limit checkbox
pyautogui.tripleClick(950, 310); pyautogui.typewrite('100\\t')
"""), s("20:12", tr_rows(l3b, filt="All (4)", down="1.86 MB/s", up="68 kB/s", ratio="0.42", sel=UBU, extra=prefs))))
    l4 = [deb("1.16 GB", "1.84", "57 kB/s"), ubu(41.2, "Paused"),
          bbb(83.6, "Downloading from 7 of 19 connected peers - ↓ 1.88 MB/s ↑ 39 kB/s - 1 min remaining"), arch]
    t.append((code("""
import pyautogui
pyautogui.click(1200, 775)     # Close
"""), s("20:12", tr_rows(l4, filt="All (4)", down="1.88 MB/s", up="96 kB/s", ratio="0.42", sel=UBU))))
    opts = [ln("dialog", "Torrent Options", "", "", "", (600, 220), (720, 560)),
            ln("label", "", "Torrent file: fedora-workstation-40-x86_64.torrent", "", "", (620, 250), (500, 20)),
            ln("combo-box", "Destination folder", "Downloads", "", "", (820, 290), (300, 28)),
            ln("label", "", "Fedora-Workstation-Live-x86_64-40.iso    2.29 GB", "", "file list", (620, 340), (680, 24)),
            ln("combo-box", "Torrent priority", "Normal", "", "", (820, 660), (140, 28)),
            ln("check-box", "Start when added", "", "", "checked", (620, 700), (200, 22)),
            ln("push-button", "Cancel", "", "", "", (1120, 740), (90, 30)),
            ln("push-button", "Open", "", "", "", (1220, 740), (90, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'o')
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('/home/dana/Downloads/fedora-workstation-40-x86_64.torrent\\n')
time.sleep(0.8)
"""), s("20:13", tr_rows([deb("1.16 GB", "1.84", "58 kB/s"), ubu(41.2, "Paused"),
                          bbb(89.0, "Downloading from 8 of 19 connected peers - ↓ 1.90 MB/s ↑ 41 kB/s - 59 sec remaining"), arch],
                         filt="All (4)", down="1.90 MB/s", up="99 kB/s", ratio="0.42", sel=UBU, extra=opts))))
    fed = (FED, "0 bytes of 2.29 GB (0.0%)", "Downloading from 0 of 0 connected peers - ↓ 0 kB/s ↑ 0 kB/s - Unknown")
    l6 = [deb("1.16 GB", "1.84", "44 kB/s"), ubu(41.2, "Paused"),
          bbb(91.7, "Downloading from 8 of 19 connected peers - ↓ 1.87 MB/s ↑ 55 kB/s - 45 sec remaining"), arch, fed]
    t.append((code("""
import pyautogui, time
pyautogui.click(1265, 755)     # Open
time.sleep(1)
"""), s("20:13", tr_rows(l6, filt="All (5)", down="1.87 MB/s", up="99 kB/s", ratio="0.42", sel=FED))))
    fed7 = (FED, "88.2 MB of 2.29 GB (3.9%)", "Downloading from 21 of 64 connected peers - ↓ 1.42 MB/s ↑ 30 kB/s - 26 min remaining")
    bbb7 = (BBB, "1.02 GB, uploaded 24.6 MB (Ratio: 0.02)", "Seeding to 2 of 19 connected peers - ↑ 28 kB/s")
    l7 = [deb("1.16 GB", "1.85", "41 kB/s"), ubu(41.2, "Paused"), bbb7, arch, fed7]
    t.append((code("""
import time
time.sleep(90)
"""), s("20:15", tr_rows(l7, filt="All (5)", down="1.42 MB/s", up="99 kB/s", ratio="0.43", sel=FED,
                         extra=[ln("notification", "Torrent Complete", "Big Buck Bunny 4K", "", "", (760, 40), (400, 80))]))))
    l8 = [deb("1.16 GB", "1.85", "40 kB/s"), (BBB, "1.02 GB, uploaded 25.8 MB (Ratio: 0.02)", "Seeding to 2 of 19 connected peers - ↑ 29 kB/s"),
          (FED, "97.6 MB of 2.29 GB (4.3%)", "Downloading from 22 of 66 connected peers - ↓ 1.49 MB/s ↑ 30 kB/s - 24 min remaining")]
    t.append((code("""
import pyautogui, time
pyautogui.click(360, 154)      # Show:
pyautogui.click(360, 230)      # Active
time.sleep(0.4)
"""), s("20:15", tr_rows(l8, filt="Active (3)", down="1.49 MB/s", up="99 kB/s", ratio="0.43", sel=FED))))
    return dict(state=start("In Transmission pause the Ubuntu beta download, cap uploads at 100 kB/s, add the Fedora 40 torrent from Downloads, and check which torrents are active once Big Buck Bunny finishes.", s0),
                turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Remmina (bad: edited server reads back old)

def rem_rows(profiles: list[tuple[str, str, str, str, str]], *, sort: str = "Name", sel: str = "",
             extra: list[str] | None = None) -> list[str]:
    rows = [ln("frame", "Remmina Remote Desktop Client", "", "org.remmina.Remmina", "", (360, 140), (1200, 700)),
            ln("push-button", "New connection profile", "", "", "", (370, 150), (34, 34)),
            ln("combo-box", "Protocol", "RDP", "", "quick connect", (420, 152), (90, 30)),
            ln("entry", "Server", "", "", "quick connect", (514, 152), (500, 30)),
            ln("toggle-button", "Toggle view", "", "", "list view", (1410, 150), (34, 34)),
            ln("toggle-button", "Search", "", "", "", (1450, 150), (34, 34)),
            ln("push-button", "Main menu", "", "", "", (1490, 150), (34, 34))]
    cols = ["Name", "Group", "Server", "Plugin", "Date"]
    for j, c in enumerate(cols):
        rows.append(ln("table-column-header", c, "", "", "sorted ascending" if c == sort else "", (370 + 236 * j, 196), (236, 26)))
    for i, p in enumerate(profiles):
        rows.append(ln("table-row", p[0], " | ".join(p), "", "selected" if p[0] == sel else "", (370, 222 + 28 * i), (1180, 28)))
    rows += extra or []
    rows.append(ln("label", "", f"Total {len(profiles)} items.", "", "status bar", (370, 812), (300, 20)))
    return rows


def rem_editor(name: str, group: str, proto: str, fields: list[tuple[str, str, str]], title: str) -> list[str]:
    rows = [ln("dialog", title, "", "", "", (560, 160), (800, 720)),
            ln("text", "Name", name, "", "", (700, 200), (600, 30)),
            ln("combo-box", "Group", group, "", "", (700, 236), (600, 30)),
            ln("combo-box", "Protocol", proto, "", "", (700, 272), (600, 30)),
            ln("page-tab", "Basic", "", "", "selected", (580, 320), (70, 26)),
            ln("page-tab", "Advanced", "", "", "", (652, 320), (90, 26)),
            ln("page-tab", "Behavior", "", "", "", (744, 320), (80, 26)),
            ln("page-tab", "SSH Tunnel", "", "", "", (826, 320), (90, 26))]
    for i, (tag, nm, val) in enumerate(fields):
        rows.append(ln(tag, nm, val if tag != "check-box" else "", "", val if tag == "check-box" else "", (760, 370 + 36 * i), (540, 30)))
    rows += [ln("push-button", "Cancel", "", "", "", (900, 830), (90, 32)),
             ln("push-button", "Save as Default", "", "", "", (996, 830), (130, 32)),
             ln("push-button", "Save", "", "", "", (1132, 830), (70, 32)),
             ln("push-button", "Connect", "", "", "", (1208, 830), (80, 32)),
             ln("push-button", "Save and Connect", "", "", "", (1294, 830), (60, 32))]
    return rows


def t_remmina_bad() -> dict:
    day = "Mar 13"
    prof = [["build-win", "Build", "10.0.4.21", "RDP", "2024-03-08 17:42:10"],
            ["nas-admin", "Home", "192.168.1.20", "SSH", "2024-03-11 21:05:33"],
            ["pi-garage", "Home", "192.168.1.47", "SSH", "2024-02-27 19:30:02"],
            ["qa-mac-mini", "QA", "10.0.6.12:5900", "VNC", "2024-03-01 10:12:45"],
            ["staging-db", "Build", "10.0.4.60", "SSH", "2024-03-12 09:18:27"]]

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Remmina", rows)

    def P() -> list[tuple[str, str, str, str, str]]:
        return [tuple(p) for p in sorted(prof, key=lambda p: p[0])]

    t = []
    s0 = s("14:24", [ln("label", "", "No windows open", "", "desktop", (900, 500), (200, 20))])
    t.append((code("""
import subprocess, time
subprocess.Popen(['remmina'])
time.sleep(2)
"""), s("14:25", rem_rows(P()))))
    rdp = [("text", "Server", "10.0.4.21"), ("text", "Username", "dana.w"), ("password-text", "Password", "••••••••••"),
           ("text", "Domain", "CORVID"), ("check-box", "Share folder", ""), ("combo-box", "Resolution", "Use client resolution"),
           ("combo-box", "Colour depth", "GFX RFX (32 bpp)"), ("combo-box", "Network connection type", "Auto-detect")]
    t.append((code("""
import pyautogui, time
pyautogui.rightClick(600, 236)    # build-win
pyautogui.click(660, 300)         # Edit
time.sleep(0.6)
"""), s("14:25", rem_rows(P(), sel="build-win", extra=rem_editor("build-win", "Build", "RDP - Remote Desktop Protocol", rdp, "Remote Connection Profile")))))
    prof[0][2] = "10.0.4.35:3390"
    t.append((code("""
import pyautogui, time
pyautogui.tripleClick(1030, 385)  # Server
pyautogui.typewrite('10.0.4.35:3390')
pyautogui.click(1167, 846)        # Save
time.sleep(0.5)
"""), s("14:26", rem_rows(P(), sel="build-win"))))
    term = [ln("frame", "pi-garage - Remmina", "", "org.remmina.Remmina", "", (300, 100), (1320, 860)),
            ln("page-tab", "pi-garage", "", "", "selected", (310, 110), (160, 30)),
            ln("terminal", "SSH terminal", "Linux garage 6.1.21-v8+ #1642 SMP PREEMPT Mon Apr  3 17:24:16 BST 2023 aarch64\n\nThe programs included with the Debian GNU/Linux system are free software;\nthe exact distribution terms for each program are described in the\nindividual files in /usr/share/doc/*/copyright.\n\nLast login: Tue Feb 27 19:30:12 2024 from 192.168.1.33\npi@garage:~ $ ", "", "", (302, 144), (1316, 810))]
    t.append((code("""
import pyautogui, time
pyautogui.doubleClick(600, 292)   # pi-garage
time.sleep(3)
"""), s("14:27", term)))
    term2 = list(term)
    term2[2] = ln("terminal", "SSH terminal", "Linux garage 6.1.21-v8+ #1642 SMP PREEMPT Mon Apr  3 17:24:16 BST 2023 aarch64\n\nThe programs included with the Debian GNU/Linux system are free software;\nthe exact distribution terms for each program are described in the\nindividual files in /usr/share/doc/*/copyright.\n\nLast login: Tue Feb 27 19:30:12 2024 from 192.168.1.33\npi@garage:~ $ uptime\n 14:27:41 up 14 days,  3:02,  1 user,  load average: 0.08, 0.05, 0.01\npi@garage:~ $ df -h /\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/root        29G  6.1G   22G  23% /\npi@garage:~ $ ", "", "", (302, 144), (1316, 810))
    t.append((code("""
import pyautogui, time
pyautogui.typewrite('uptime\\n')
time.sleep(0.5)
pyautogui.typewrite('df -h /\\n')
time.sleep(0.5)
"""), s("14:27", term2)))
    prof[2][4] = "2024-03-13 14:27:05"
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrlright', 'f4')   # host key + F4: disconnect
time.sleep(1)
"""), s("14:28", rem_rows(P(), sel="pi-garage"))))
    prof.append(["nas-vnc", "Home", "192.168.1.20:5901", "VNC", ""])
    t.append((code("""
import pyautogui, time
pyautogui.click(387, 167)         # New connection profile
time.sleep(0.6)
pyautogui.typewrite('nas-vnc')
pyautogui.press('tab'); pyautogui.typewrite('Home')
pyautogui.click(1000, 287); pyautogui.click(1000, 420)   # Protocol: VNC
pyautogui.click(1030, 385); pyautogui.typewrite('192.168.1.20:5901')
pyautogui.click(1030, 493); pyautogui.typewrite('nas2024')
pyautogui.click(1167, 846)        # Save
time.sleep(0.5)
"""), s("14:29", rem_rows(P(), sel="nas-vnc"))))
    by_group = sorted((tuple(p) for p in prof), key=lambda p: (p[1], p[0]))
    by_group = [("build-win", "Build", "10.0.4.21", "RDP", "2024-03-08 17:42:10") if p[0] == "build-win" else p for p in by_group]
    t.append((code("""
import pyautogui
pyautogui.click(724, 209)         # Group header
"""), s("14:29", rem_rows(by_group, sort="Group", sel="nas-vnc"))))
    return dict(state=start("In Remmina point the build-win profile at the new build box 10.0.4.35:3390, check uptime and disk on pi-garage, add a VNC profile for the NAS and review profiles by group.", s0),
                turns=t, bad=True, turn=8, kind="edited and saved server address of a profile shows the old value in the re-sorted list")


# ---------------------------------------------------------------- Archive Manager (clean)

def fr_rows(loc: str, entries: list[tuple[str, int | None, str, str]], *, sort: str = "Name", sel: tuple[str, ...] = (),
            extra: list[str] | None = None, dirty_title: str = "harbor-survey-backup.tar.gz") -> list[str]:
    rows = [ln("frame", dirty_title, "", "org.gnome.FileRoller", "", (300, 120), (1300, 800)),
            ln("push-button", "Back", "", "", "", (310, 130), (34, 34)),
            ln("push-button", "Forward", "", "", "", (346, 130), (34, 34)),
            ln("push-button", "Home", "", "", "", (382, 130), (34, 34)),
            ln("text", "Location", loc, "", "", (420, 132), (600, 30)),
            ln("push-button", "Extract", "", "", "", (1300, 130), (80, 34)),
            ln("push-button", "Add Files", "", "", "", (1384, 130), (34, 34)),
            ln("toggle-button", "Find", "", "", "", (1422, 130), (34, 34)),
            ln("push-button", "Main Menu", "", "", "", (1460, 130), (34, 34))]
    for j, c in enumerate(("Name", "Size", "Type", "Modified")):
        rows.append(ln("table-column-header", c, "", "", "sorted ascending" if c == sort else "", (310 + (0, 560, 720, 960)[j], 176), ((560, 160, 240, 320)[j], 26)))
    for i, (nm, size, typ, mod) in enumerate(entries):
        rows.append(ln("table-row", nm, f"{nm} | {kb(size) if size is not None else ''} | {typ} | {mod}", "", "selected" if nm in sel else "", (310, 202 + 28 * i), (1270, 28)))
    files = [e for e in entries if e[1] is not None]
    total = sum(e[1] or 0 for e in files)
    rows += extra or []
    rows.append(ln("label", "", f"{len(entries)} object{'s' if len(entries) != 1 else ''} ({kb(total)})", "", "status bar", (310, 892), (400, 20)))
    return rows


def t_fileroller_clean() -> dict:
    day = "Mar 29"
    top = [("data", None, "Folder", "11 Mar 2024, 17:05"), ("drafts", None, "Folder", "8 Mar 2024, 12:40"),
           ("figures", None, "Folder", "11 Mar 2024, 16:58"), ("budget.ods", 18903, "ODS spreadsheet", "5 Mar 2024, 09:12"),
           ("field_log.txt", 14213, "Plain text document", "11 Mar 2024, 18:20"), ("README.md", 3412, "Markdown document", "1 Mar 2024, 15:47"),
           ("survey_plan.odt", 41766, "ODT document", "11 Mar 2024, 10:02")]
    data = [("depths_north.csv", 241612, "CSV document", "11 Mar 2024, 16:40"), ("depths_south.csv", 229034, "CSV document", "11 Mar 2024, 16:41"),
            ("log_2024-03-11.csv", 88140, "CSV document", "11 Mar 2024, 17:02"), ("notes.md", 2214, "Markdown document", "11 Mar 2024, 17:05"),
            ("stations.geojson", 31402, "GeoJSON geospatial data", "4 Mar 2024, 11:30"), ("tide_gauge.json", 12688, "JSON document", "11 Mar 2024, 16:12")]
    new = ("log_2024-03-12.csv", 91327, "CSV document", "12 Mar 2024, 17:31")

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Archive Manager", rows)

    t = []
    s0 = s("10:40", files_rows(["Home", "Downloads"], [("harbor-survey-backup.tar.gz", "1.1 MB", "27 Feb"), ("setup_notes.txt", "2.1 kB", "12 Mar")]))
    t.append((code("""
import subprocess, time
subprocess.Popen(['file-roller', '/home/dana/Downloads/harbor-survey-backup.tar.gz'])
time.sleep(2)
"""), s("10:41", fr_rows("/", [("harbor-survey", None, "Folder", "11 Mar 2024, 18:20")]))))
    t.append((code("""
import pyautogui, time
pyautogui.doubleClick(600, 216)   # harbor-survey
time.sleep(0.5)
"""), s("10:41", fr_rows("/harbor-survey/", top))))
    t.append((code("""
import pyautogui, time
pyautogui.doubleClick(600, 216)   # data
time.sleep(0.5)
"""), s("10:42", fr_rows("/harbor-survey/data/", data))))
    by_size = sorted(data, key=lambda e: e[1])
    t.append((code("""
import pyautogui
pyautogui.click(950, 189)         # Size header
"""), s("10:42", fr_rows("/harbor-survey/data/", by_size, sort="Size"))))
    chooser = [ln("dialog", "Add Files", "", "", "", (500, 160), (900, 640)),
               ln("push-button", "data", "", "", "current folder", (620, 200), (80, 30))]
    for i, (nm, size) in enumerate([("depths_north.csv", 241612), ("depths_south.csv", 229034), ("log_2024-03-11.csv", 88140),
                                    ("log_2024-03-12.csv", 91327), ("notes.md", 2214), ("stations.geojson", 31402), ("tide_gauge.json", 12688)]):
        chooser.append(ln("table-cell", nm, f"{nm} | {kb(size)}", "", "", (700, 250 + 26 * i), (600, 26)))
    chooser += [ln("check-box", "Add only if newer", "", "", "", (520, 720), (200, 22)),
                ln("push-button", "Cancel", "", "", "", (1200, 750), (90, 30)),
                ln("push-button", "Add", "", "", "", (1300, 750), (90, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(1401, 147)        # Add Files
time.sleep(0.6)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('~/Documents/Projects/harbor-survey/data/')
time.sleep(0.6)
"""), s("10:43", fr_rows("/harbor-survey/data/", by_size, sort="Size", extra=chooser))))
    by_size2 = sorted(data + [new], key=lambda e: e[1])
    t.append((code("""
import pyautogui, time
pyautogui.doubleClick(1000, 341)  # log_2024-03-12.csv
time.sleep(1.5)
"""), s("10:43", fr_rows("/harbor-survey/data/", by_size2, sort="Size", sel=(new[0],)))))
    done = [ln("dialog", "", "", "", "", (720, 400), (480, 200)),
            ln("label", "", "Extraction completed successfully", "", "", (760, 430), (400, 22)),
            ln("push-button", "Close", "", "", "", (900, 540), (90, 30)),
            ln("push-button", "Show the Files", "", "", "", (1000, 540), (160, 30))]
    t.append((code("""
import pyautogui, time
pyautogui.click(1340, 147)        # Extract
time.sleep(0.8)
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('/home/dana/Downloads/\\n')
pyautogui.click(1300, 780)        # Extract (all files, keep directory structure)
time.sleep(3)
"""), s("10:44", fr_rows("/harbor-survey/data/", by_size2, sort="Size", sel=(new[0],), extra=done))))
    t.append((code("""
import pyautogui, time
pyautogui.click(1080, 555)        # Show the Files
time.sleep(1)
"""), s("10:44", files_rows(["Home", "Downloads"], [("harbor-survey", "7 items", "11 Mar"), ("harbor-survey-backup.tar.gz", "1.2 MB", "10:43"),
                                                    ("setup_notes.txt", "2.1 kB", "12 Mar")], sel=("harbor-survey",)))))
    return dict(state=start("Open harbor-survey-backup.tar.gz, look at the data folder by size, add the 12 March log from the live project to it, then extract everything into Downloads.", s0),
                turns=t, bad=False, turn=None, kind="clean")


def t_gimp_clean() -> dict:
    day = "Mar 30"
    name = "logo_draft"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "GNU Image Manipulation Program", rows)

    def ti(layers: int, dims: str, dirty: bool, tag: str = "") -> str:
        return gimp_title(name, tag, layers, dims, dirty)

    L2 = ["Text", "Background"]
    t = []
    s0 = s("09:20", gimp_rows("GNU Image Manipulation Program", [], "", "", "", []))
    t.append((code("""
import subprocess, time
subprocess.Popen(['gimp', '/home/dana/Pictures/logo_draft.xcf'])
time.sleep(6)
"""), s("09:21", gimp_rows(ti(2, "1200x800", False), L2, "Text", "100%", "logo_draft.xcf (9.8 MB)", [], pointer="612, 388"))))
    sel_opts = [ln("label", "", "Rectangle Select", "", "tool options", (1560, 330), (200, 20)),
                ln("spin-button", "Position x", "280", "", "tool options", (1600, 360), (80, 24)),
                ln("spin-button", "Position y", "200", "", "tool options", (1690, 360), (80, 24)),
                ln("spin-button", "Size w", "640", "", "tool options", (1600, 390), (80, 24)),
                ln("spin-button", "Size h", "400", "", "tool options", (1690, 390), (80, 24))]
    t.append((code("""
import pyautogui
pyautogui.press('r')                          # Rectangle Select
pyautogui.moveTo(580, 300)
pyautogui.dragTo(1220, 700, duration=0.5)     # 640 x 400 at 100%
"""), s("09:22", gimp_rows(ti(2, "1200x800", False), L2, "Text", "100%", "Rectangle: 640 × 400  (aspect 1.6:1)",
                           [], tool="Rectangle Select Tool", extra=sel_opts, pointer="920, 600"))))
    t.append((code("""
import pyautogui, time
pyautogui.click(358, 46)                      # Image
pyautogui.click(420, 250)                     # Crop to Selection
time.sleep(0.5)
"""), s("09:22", gimp_rows(ti(2, "640x400", True), L2, "Text", "100%", "logo_draft.xcf (5.4 MB)",
                           ["Crop to Selection"], tool="Rectangle Select Tool", pointer="640, 300"))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'z')                 # undo
"""), s("09:23", gimp_rows(ti(2, "1200x800", False), L2, "Text", "100%", "Undo Crop to Selection",
                           [], redo=["Crop to Selection"], tool="Rectangle Select Tool", pointer="640, 300"))))
    t.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'y')                 # redo
"""), s("09:23", gimp_rows(ti(2, "640x400", True), L2, "Text", "100%", "Redo Crop to Selection",
                           ["Crop to Selection"], tool="Rectangle Select Tool", pointer="640, 300"))))
    L3 = ["Shadow", "Text", "Background"]
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 'n')        # New Layer
time.sleep(0.6)
pyautogui.typewrite('Shadow')
pyautogui.press('enter')
"""), s("09:24", gimp_rows(ti(3, "640x400", True), L3, "Shadow", "100%", "logo_draft.xcf (6.4 MB)",
                           ["Crop to Selection", "New Layer"], pointer="640, 300"))))
    t.append((code("""
import pyautogui
pyautogui.press('2')                          # zoom 200%
"""), s("09:24", gimp_rows(ti(3, "640x400", True), L3, "Shadow", "200%", "logo_draft.xcf (6.4 MB)",
                           ["Crop to Selection", "New Layer"], pointer="337, 204"))))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 's')
time.sleep(1.5)
"""), s("09:25", gimp_rows(ti(3, "640x400", False), L3, "Shadow", "200%", "Image saved to '/home/dana/Pictures/logo_draft.xcf'",
                           ["Crop to Selection", "New Layer"], pointer="337, 204"))))
    t.append((code("""
import pyautogui, time
pyautogui.hotkey('shift', 'ctrl', 'e')        # Export As
time.sleep(0.8)
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('logo_draft.png\\n')
time.sleep(0.8)
pyautogui.press('enter')                      # PNG options: Export
time.sleep(2)
"""), s("09:26", gimp_rows(ti(3, "640x400", False, "(exported)"), L3, "Shadow", "200%", "Image exported to '/home/dana/Pictures/logo_draft.png'",
                           ["Crop to Selection", "New Layer"], pointer="337, 204"))))
    return dict(state=start("Crop logo_draft.xcf to the central 640 × 400 area (check the crop with undo/redo), add an empty 'Shadow' layer, save the XCF and export a PNG.", s0),
                turns=t, bad=False, turn=None, kind="clean")


def appearance_body(style: str, accent: str, autohide: bool, icon: int, position: str) -> list[str]:
    rows = [ln("label", "", "Style", "", "heading", (720, 180), (200, 22)),
            ln("radio-button", "Light", "", "", "checked" if style == "Light" else "", (760, 210), (220, 150)),
            ln("radio-button", "Dark", "", "", "checked" if style == "Dark" else "", (1000, 210), (220, 150)),
            ln("label", "", "Color", "", "", (720, 380), (100, 20))]
    for i, c in enumerate(["Default", "Bark", "Sage", "Olive", "Viridian", "Prussian green", "Blue", "Purple", "Magenta", "Red"]):
        rows.append(ln("radio-button", c, "", "", "checked" if c == accent else "", (860 + 44 * i, 376), (36, 36)))
    rows += [ln("label", "", "Desktop Icons", "", "heading", (720, 440), (200, 22)),
             ln("toggle-button", "Show Personal folder", "", "", "checked", (1380, 474), (48, 26)),
             ln("combo-box", "Size", "Small", "", "", (1260, 514), (170, 34)),
             ln("combo-box", "Position of New Icons", "Bottom Right", "", "", (1260, 558), (170, 34)),
             ln("label", "", "Dock", "", "heading", (720, 620), (200, 22)),
             ln("toggle-button", "Auto-hide the Dock", "", "", "checked" if autohide else "", (1380, 654), (48, 26)),
             ln("toggle-button", "Panel mode", "", "", "checked", (1380, 700), (48, 26)),
             ln("slider", "Icon size", str(icon), "", "", (1100, 746), (330, 24)),
             ln("combo-box", "Show on", "All displays", "", "", (1260, 786), (170, 34)),
             ln("combo-box", "Position on screen", position, "", "", (1260, 830), (170, 34)),
             ln("push-button", "Configure dock behavior", "", "", "", (720, 880), (700, 44))]
    return rows


def notif_body(dnd: bool, lock: bool = True) -> list[str]:
    rows = [ln("toggle-button", "Do Not Disturb", "", "", "checked" if dnd else "", (1380, 196), (48, 26)),
            ln("toggle-button", "Lock Screen Notifications", "", "", "checked" if lock else "", (1380, 242), (48, 26)),
            ln("label", "", "Applications", "", "heading", (720, 300), (200, 22))]
    for i, (a, st) in enumerate([("Calendar", "On"), ("Files", "On"), ("Firefox Web Browser", "On"), ("Rhythmbox", "Off"),
                                 ("Software", "On"), ("Thunderbird Mail", "On"), ("Transmission", "On")]):
        rows.append(ln("list-item", a, st, "", "", (720, 330 + 48 * i), (700, 48)))
    return rows


def t_settings_bad() -> dict:
    day = "Mar 31"

    def s(hm: str, rows: list[str]) -> str:
        return screen(ck(day, hm), "Settings", rows)

    def a(hm: str, style: str, accent: str, autohide: bool, icon: int, position: str) -> str:
        return s(hm, settings_rows("Appearance", appearance_body(style, accent, autohide, icon, position)))

    t = []
    s0 = screen(ck(day, "08:14"), "Activities", [ln("label", "", "No windows open", "", "desktop", (900, 500), (200, 20))])
    t.append((code("""
import subprocess, time
subprocess.Popen(['gnome-control-center', 'ubuntu'])
time.sleep(2)
"""), a("08:15", "Light", "Default", False, 48, "Left")))
    t.append((code("""
import pyautogui
pyautogui.click(1110, 285)       # Dark
"""), a("08:15", "Dark", "Default", False, 48, "Left")))
    t.append((code("""
import pyautogui
pyautogui.click(1186, 394)       # Purple accent
"""), a("08:16", "Dark", "Purple", False, 48, "Left")))
    t.append((code("""
import pyautogui
pyautogui.click(1404, 667)       # Auto-hide the Dock
"""), a("08:16", "Dark", "Purple", True, 48, "Left")))
    t.append((code("""
import pyautogui
pyautogui.moveTo(1320, 758)      # icon-size slider knob (48; range 16-64)
pyautogui.dragTo(1238, 758, duration=0.4)
"""), a("08:17", "Dark", "Purple", True, 36, "Left")))
    t.append((code("""
import pyautogui
pyautogui.click(537, 331)        # Notifications
"""), s("08:17", settings_rows("Notifications", notif_body(False)))))
    t.append((code("""
import pyautogui
pyautogui.click(1404, 209)       # Do Not Disturb
"""), s("08:18", settings_rows("Notifications", notif_body(True)))))
    screen_pg = [ln("push-button", "Back", "", "", "", (690, 130), (34, 34)),
                 ln("combo-box", "Blank Screen Delay", "5 minutes", "", "", (1260, 200), (170, 34)),
                 ln("toggle-button", "Automatic Screen Lock", "", "", "checked", (1380, 254), (48, 26)),
                 ln("combo-box", "Automatic Screen Lock Delay", "30 seconds", "", "", (1260, 296), (170, 34)),
                 ln("toggle-button", "Lock Screen on Suspend", "", "", "checked", (1380, 350), (48, 26)),
                 ln("toggle-button", "Show Notifications on Lock Screen", "", "", "checked", (1380, 396), (48, 26))]
    t.append((code("""
import pyautogui, time
pyautogui.click(537, 447)        # Privacy
time.sleep(0.4)
pyautogui.click(1000, 400)       # Screen
time.sleep(0.4)
pyautogui.click(1345, 313)       # Automatic Screen Lock Delay
pyautogui.click(1345, 364)       # 30 seconds
"""), s("08:19", settings_rows("Privacy", screen_pg, header="Screen"))))
    t.append((code("""
import pyautogui, time
pyautogui.click(537, 302)        # Appearance
time.sleep(0.4)
pyautogui.click(1345, 847)       # Position on screen
pyautogui.click(1345, 905)       # Bottom
"""), a("08:20", "Light", "Purple", True, 36, "Bottom")))
    t.append((code("""
import pyautogui
pyautogui.click(537, 331)        # Notifications
"""), s("08:20", settings_rows("Notifications", notif_body(True)))))
    return dict(state=start("Set up the desktop look: dark style with a purple accent, an auto-hiding dock with smaller icons at the bottom, Do Not Disturb on, and lock the screen 30 seconds after it blanks.", s0),
                turns=t, bad=True, turn=9, kind="dark style setting reverts to Light with no action changing it")


# ---------------------------------------------------------------- assemble

ORDER = [t_files_rename_bad, t_vlc_clean, t_gedit_bad, t_calc_clean, t_rhythmbox_clean, t_evince_bad, t_remmina_bad,
         t_settings_clean, t_terminal_bad, t_inkscape_clean, t_firefox_clean, t_gimp_bad, t_thunderbird_bad,
         t_transmission_clean, t_vscode_clean, t_shotwell_bad, t_writer_bad, t_fileroller_clean, t_files_clean,
         t_vlc_bad, t_settings_bad, t_gimp_clean]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        d = fn()
        rs.add(task="os", tid=f"h27-os-{i:02d}", system=OS_SYSTEM, turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
