# ruff: noqa: E501
"""Held-out os trajectories (h50-os-01 .. h50-os-22): an Ubuntu 22.04 GNOME desktop driven by pyautogui
code and the app helper classes, observed as OSWorld's accessibility-tree table.

Eleven trajectories hold exactly one contradiction (a detail shown earlier comes back different with no
action in between that could change it); eleven are clean but full of legitimate changes. Every tree is
generated from an explicit per-trajectory state so that clean ones stay consistent.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

SYSTEM = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions. Your task is to predict the exact next desktop accessibility-tree state after an action is executed on an Ubuntu 22.04 GNOME desktop (1920x1080, X11).

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

The action is a free-form **Python code block**: pyautogui calls (click, moveTo, dragTo, scroll, write, press, hotkey), the app helper classes (BrowserTools, CalcTools, WriterTools, ImpressTools, VLCTools) and arbitrary Python such as subprocess.run, os.listdir or json.load. Treat the actual code block as the ground-truth action specification and ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}"""

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"
DOCK = ["Google Chrome", "Firefox Web Browser", "Visual Studio Code", "VLC media player", "Thunderbird Mail",
        "LibreOffice Writer", "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program",
        "Files", "Text Editor", "Terminal"]


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0,
      cls: str = "", desc: str = "") -> str:
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


def screen(clock: str, body: list[str], trash_full: bool = False) -> str:
    top = [R("toggle-button", "Activities", "", 0, 0, 83, 27),
           R("label", "", clock, 884, 0, 152, 27),
           R("menu", "System", "", 1755, 0, 165, 27)]
    dock = [R("push-button", n, "", 0, 33 + 68 * i, 70, 64) for i, n in enumerate(DOCK)]
    dock.append(R("push-button", "Trash" if not trash_full else "Trash (full)", "", 0, 33 + 68 * len(DOCK), 70, 64))
    dock.append(R("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return "\n".join([HDR] + top + body + dock)


def task(text: str) -> str:
    return SYSTEM.replace("{task}", text)


def money(x: float) -> str:
    return f"{x:,.2f}"


class Term:
    """A gnome-terminal pane: the a11y text is the visible scrollback (last `rows` lines)."""

    def __init__(self, prompt: str, rows: int = 46) -> None:
        self.prompt = prompt
        self.lines: list[str] = [prompt]
        self.rows = rows

    def run(self, cmd: str, out: str = "", prompt: str | None = None, wait: bool = False) -> None:
        self.lines[-1] = self.lines[-1] + " " + cmd if self.lines[-1].endswith(("$", "#", "=>", ">")) else self.lines[-1] + cmd
        if out:
            self.lines.extend((out[:-1] if out.endswith("\n") else out).split("\n"))
        if prompt is not None:
            self.prompt = prompt
        if not wait:
            self.lines.append(self.prompt)

    def type_only(self, text: str) -> None:
        self.lines[-1] += text

    def clear(self) -> None:
        self.lines = [self.prompt]

    def text(self) -> str:
        return "\n".join(self.lines[-self.rows:])


def terminal_window(title: str, term: Term) -> list[str]:
    return [R("frame", title, "", 70, 27, 1850, 1053),
            R("push-button", "New Tab", "", 82, 33, 34, 34),
            R("label", title, "", 860, 40, 330, 20),
            R("toggle-button", "Search", "", 1770, 33, 34, 34),
            R("push-button", "Menu", "", 1810, 33, 34, 34),
            R("push-button", "Minimise", "", 1846, 33, 24, 24),
            R("push-button", "Maximise", "", 1872, 33, 24, 24),
            R("push-button", "Close", "", 1896, 33, 24, 24),
            R("terminal", "Terminal", term.text(), 70, 73, 1850, 1007)]


def shell(cmd: str) -> str:
    return code(f"pyautogui.write({cmd!r})\npyautogui.press('enter')")


# ---------------------------------------------------------------- 01 Files: invoices into a new folder (clean)
NAUT_SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]


def nautilus(title: str, crumbs: list[str], files: list[tuple[str, str, str]], status: str = "",
             extra_side: list[str] | None = None, overlay: list[str] | None = None, cols: bool = True) -> list[str]:
    out = [R("frame", title, "", 70, 27, 1850, 1053),
           R("push-button", "Back", "", 82, 37, 34, 34),
           R("push-button", "Forward", "", 118, 37, 34, 34)]
    x = 160
    for c in crumbs:
        w = 24 + 9 * len(c)
        out.append(R("push-button", c, "", x, 37, w, 34))
        x += w + 2
    out += [R("toggle-button", "Search", "", 1700, 37, 34, 34),
            R("toggle-button", "View options", "", 1740, 37, 34, 34),
            R("push-button", "Open menu", "", 1780, 37, 34, 34)]
    side = NAUT_SIDEBAR + (extra_side or []) + ["Other Locations"]
    for i, s in enumerate(side):
        out.append(R("label", s, "", 82, 80 + 36 * i, 210, 34))
    if cols:
        out += [R("table-column-header", "Name", "", 302, 80, 1000, 30),
                R("table-column-header", "Size", "", 1302, 80, 150, 30),
                R("table-column-header", "Modified", "", 1452, 80, 230, 30),
                R("table-column-header", "Star", "", 1682, 80, 60, 30)]
        for i, (n, s, m) in enumerate(files):
            y = 112 + 40 * i
            out += [R("table-cell", "", n, 302, y, 1000, 40), R("table-cell", "", s, 1302, y, 150, 40),
                    R("table-cell", "", m, 1452, y, 230, 40)]
    if status:
        out.append(R("label", "", status, 1480, 1040, 430, 30))
    return out + (overlay or [])


def t01(rs: RowSet) -> None:
    inv = [("invoice_0311.pdf", "84.2 kB", "11 Feb"), ("invoice_0312.pdf", "91.7 kB", "18 Feb"),
           ("invoice_0313.pdf", "88.0 kB", "26 Feb")]
    others = [("Screenshot from 2024-03-04 16-21-09.png", "412.6 kB", "4 Mar"),
              ("team-offsite-agenda.docx", "18.3 kB", "28 Feb"),
              ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "2 Mar"),
              ("vlc-3.0.20.tar.xz", "26.1 MB", "1 Mar")]
    dl = ["Home", "Downloads"]
    state = screen("Mar 5  09:12", nautilus("Downloads", dl, inv + others))
    turns = []
    dialog = [R("dialog", "New Folder", "", 760, 420, 400, 190),
              R("label", "Folder name", "", 790, 470, 340, 20),
              R("entry", "", "Untitled Folder", 790, 496, 340, 36),
              R("push-button", "Cancel", "", 790, 440, 80, 30),
              R("push-button", "Create", "", 1050, 440, 80, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"),
                  screen("Mar 5  09:12", nautilus("Downloads", dl, inv + others, overlay=dialog))))
    folder = ("Invoices 2024", "0 items", "09:13")
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Invoices 2024')\npyautogui.press('enter')"),
                  screen("Mar 5  09:13", nautilus("Downloads", dl, [folder] + inv + others,
                                                  status="“Invoices 2024” selected (containing 0 items)"))))
    turns.append((code("pyautogui.click(420, 172)\npyautogui.keyDown('shift')\npyautogui.click(420, 252)\npyautogui.keyUp('shift')"),
                  screen("Mar 5  09:13", nautilus("Downloads", dl, [folder] + inv + others,
                                                  status="3 items selected (263.9 kB)"))))
    inside = ["Home", "Downloads", "Invoices 2024"]
    turns.append((code("pyautogui.hotkey('ctrl', 'x')\npyautogui.doubleClick(420, 132)\npyautogui.hotkey('ctrl', 'v')"),
                  screen("Mar 5  09:14", nautilus("Invoices 2024", inside, inv, status="3 items selected (263.9 kB)"))))
    renamed = [("2024-02_invoice_0313.pdf", "88.0 kB", "26 Feb"), inv[0], inv[1]]
    turns.append((code("pyautogui.click(420, 212)\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('2024-02_invoice_0313.pdf')\npyautogui.press('enter')"),
                  screen("Mar 5  09:14", nautilus("Invoices 2024", inside, renamed,
                                                  status="“2024-02_invoice_0313.pdf” selected (88.0 kB)"))))
    folder2 = ("Invoices 2024", "3 items", "09:14")
    turns.append((code("pyautogui.hotkey('alt', 'left')"),
                  screen("Mar 5  09:14", nautilus("Downloads", dl, [folder2] + others,
                                                  status="“Invoices 2024” selected (containing 3 items)"))))
    by_date = [folder2, others[0], others[2], others[3], others[1]]
    turns.append((code("pyautogui.click(1540, 95)"),
                  screen("Mar 5  09:15", nautilus("Downloads", dl, by_date,
                                                  status="“Invoices 2024” selected (containing 3 items)"))))
    gone = [folder2, others[2], others[3], others[1]]
    note = [R("notification", "", "“Screenshot from 2024-03-04 16-21-09.png” moved to trash", 780, 60, 520, 48),
            R("push-button", "Undo", "", 1180, 68, 70, 32),
            R("push-button", "Close", "", 1256, 68, 32, 32)]
    turns.append((code("pyautogui.click(420, 172)\npyautogui.press('delete')"),
                  screen("Mar 5  09:15", nautilus("Downloads", dl, gone, overlay=note), trash_full=True)))
    rs.add("os", "h50-os-01", task("In Files, create a folder 'Invoices 2024' in Downloads, move the three invoice PDFs into it, prefix the February 26 invoice with '2024-02_', then delete the old screenshot from Downloads."),
           turns, state=state)


# ---------------------------------------------------------------- LibreOffice helpers
LO_MENU = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
MOD = "The document has been modified. Click to save the document."
UNMOD = "The document has not been modified since the last save."


def col_idx(ref: str) -> tuple[int, int]:
    letters = "".join(ch for ch in ref if ch.isalpha())
    c = 0
    for ch in letters:
        c = c * 26 + ord(ch) - 64
    return c - 1, int(ref[len(letters):])


def calc(title: str, namebox: str, inputline: str, cells: dict[str, str], tabs: list[str], active: int,
         status: str, modified: bool, overlay: list[str] | None = None) -> list[str]:
    out = [R("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    out += [R("menu", m, "", 75 + 62 * i, 58, 58, 24) for i, m in enumerate(LO_MENU)]
    out += [R("push-button", n, "", 80 + 36 * i, 88, 32, 32) for i, n in enumerate(
        ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
         "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart", "Insert or Edit Pivot Table"])]
    out += [R("combo-box", "Name Box", namebox, 78, 162, 110, 26),
            R("push-button", "Function Wizard", "", 196, 162, 26, 26),
            R("push-button", "Select Function", "", 224, 162, 26, 26),
            R("text", "Input line", inputline, 284, 162, 1620, 26)]
    for ref in sorted(cells, key=lambda r: (col_idx(r)[1], col_idx(r)[0])):
        c, r = col_idx(ref)
        out.append(R("table-cell", ref, cells[ref], 118 + 110 * c, 210 + 23 * (r - 1), 110, 23))
    for i, t in enumerate(tabs):
        out.append(R("page-tab", t, "", 200 + 130 * i, 1012, 126, 26, desc="active" if i == active else ""))
    out += [R("label", "", f"Sheet {active + 1} of {len(tabs)}", 78, 1046, 120, 24),
            R("label", "", "Default", 250, 1046, 120, 24),
            R("label", "", "English (USA)", 420, 1046, 140, 24),
            R("push-button", "", "", 600, 1046, 26, 24, desc=MOD if modified else UNMOD),
            R("label", "", status, 1080, 1046, 520, 24),
            R("slider", "Zoom", "", 1650, 1046, 180, 24),
            R("label", "", "100%", 1840, 1046, 60, 24)]
    return out + (overlay or [])


def writer(title: str, paras: list[tuple[str, str]], status_words: str, page: str, modified: bool,
           style: str = "Default Paragraph Style", overlay: list[str] | None = None) -> list[str]:
    out = [R("frame", f"{title} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
    out += [R("menu", m, "", 75 + 62 * i, 58, 58, 24) for i, m in enumerate(
        ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])]
    out += [R("combo-box", "Paragraph Style", style, 80, 126, 190, 28),
            R("combo-box", "Font Name", "Liberation Serif", 276, 126, 190, 28),
            R("combo-box", "Font Size", "12 pt", 472, 126, 70, 28)]
    y, k = 240, 0
    for tag, txt in paras:
        if tag == "table-cell":
            out.append(R(tag, "", txt, 420 + 216 * (k % 5), y, 216, 24))
            k += 1
            if k % 5 == 0:
                y += 24
            continue
        out.append(R(tag, "", txt, 420, y, 1080, 22 if len(txt) < 130 else 66))
        y += 34 if len(txt) < 130 else 78
    out += [R("label", "", page, 78, 1046, 130, 24),
            R("label", "", status_words, 230, 1046, 280, 24),
            R("label", "", "Default Page Style", 540, 1046, 150, 24),
            R("label", "", "English (USA)", 720, 1046, 130, 24),
            R("push-button", "", "", 880, 1046, 26, 24, desc=MOD if modified else UNMOD),
            R("slider", "Zoom", "", 1650, 1046, 180, 24),
            R("label", "", "100%", 1840, 1046, 60, 24)]
    return out + (overlay or [])


def wc(texts: list[str]) -> str:
    words = sum(len(t.split()) for t in texts)
    chars = sum(len(t) for t in texts)
    return f"{words} words, {chars:,} characters"


# ---------------------------------------------------------------- 02 Calc table pasted into Writer (bad)
def t02(rs: RowSet) -> None:
    data = [("North", 14210.50, 13882.00, 15104.25), ("South", 11034.80, 10476.15, 12218.40),
            ("East", 9876.00, 10122.35, 9540.90), ("West", 12904.10, 13310.75, 14086.30),
            ("Central", 8433.60, 8012.45, 9127.00)]
    cells = {"A1": "Region", "B1": "Jan", "C1": "Feb", "D1": "Mar", "E1": "Total"}
    tot = [0.0, 0.0, 0.0, 0.0]
    for i, (reg, a, b, c) in enumerate(data, 2):
        t = round(a + b + c, 2)
        for j, v in enumerate((a, b, c, t)):
            tot[j] = round(tot[j] + v, 2)
        cells.update({f"A{i}": reg, f"B{i}": money(a), f"C{i}": money(b), f"D{i}": money(c), f"E{i}": money(t)})
    cells.update({"A7": "Total", "B7": money(tot[0]), "C7": money(tot[1]), "D7": money(tot[2]), "E7": money(tot[3])})
    grand = tot[3]
    name = "q1_regional_sales.xlsx"
    st0 = "Average: ; Sum: 0"
    state = screen("Apr 4  15:20", calc(name, "A1", "Region", cells, ["Sheet1"], 0, st0, False))
    turns = []
    turns.append((code("pyautogui.click(610, 358)"),
                  screen("Apr 4  15:20", calc(name, "E7", "=SUM(E2:E6)", cells, ["Sheet1"], 0,
                                              f"Average: {money(grand)}; Sum: {money(grand)}", False))))
    sel = round(4 * grand, 2)
    st_sel = f"Selected: 7 rows, 5 columns    Average: {money(round(sel / 24, 2))}; Sum: {money(sel)}"
    turns.append((code("pyautogui.click(130, 175)\npyautogui.write('A1:E7')\npyautogui.press('enter')"),
                  screen("Apr 4  15:21", calc(name, "A1:E7", "Region", cells, ["Sheet1"], 0, st_sel, False))))
    turns.append((code("pyautogui.hotkey('ctrl', 'c')"),
                  screen("Apr 4  15:21", calc(name, "A1:E7", "Region", cells, ["Sheet1"], 0, st_sel, False))))
    head = "Q1 Regional Sales Review"
    byline = "Prepared by Dana Whitfield for the regional leads meeting, 4 April 2024"
    body = ("Revenue in the first quarter grew in four of the five regions. The table below summarises monthly "
            "net revenue per region in EUR, taken from the finance export of 2 April. West and North remain the "
            "strongest regions; Central recovered in March after the depot move.")
    base = [head, byline, body]
    paras = [("heading", head), ("paragraph", byline), ("paragraph", body), ("paragraph", "")]
    doc = "Q1 report draft.odt"
    turns.append((code("pyautogui.click(35, 400)  # LibreOffice Writer in the dock, already open"),
                  screen("Apr 4  15:21", writer(doc, paras, wc(base), "Page 1 of 1", False))))
    keys = ["A1", "B1", "C1", "D1", "E1"] + [f"{c}{r}" for r in range(2, 8) for c in "ABCDE"]
    pasted = {k: cells[k] for k in keys}
    pasted["C5"] = money(13301.75)  # the contradiction: West/Feb was 13,310.75 in Calc
    tparas = paras[:3] + [("table-cell", pasted[k]) for k in keys] + [("paragraph", "")]
    texts = base + [pasted[k] for k in keys]
    turns.append((code("pyautogui.hotkey('ctrl', 'v')"),
                  screen("Apr 4  15:22", writer(doc, tparas, wc(texts), "Page 1 of 1", True, style="Table Contents"))))
    closing = (f"Across the five regions the quarter closed at EUR {money(grand)}, with North contributing the "
               "largest share.")
    tparas2 = tparas[:-1] + [("paragraph", closing)]
    turns.append((code(f"pyautogui.click(700, 560)\npyautogui.write({closing!r})"),
                  screen("Apr 4  15:23", writer(doc, tparas2, wc(texts + [closing]), "Page 1 of 1", True))))
    turns.append((code("WriterTools.save()"),
                  screen("Apr 4  15:23", writer(doc, tparas2, wc(texts + [closing]), "Page 1 of 1", False))))
    rs.add("os", "h50-os-02", task("Copy the Q1 regional sales table from q1_regional_sales.xlsx into 'Q1 report draft.odt' under the introduction, add a sentence with the quarter's grand total, and save the document."),
           turns, state=state, bad=True, turn=5,
           kind="West's February figure pasted into Writer reads 13,301.75 although the copied Calc cell C5 showed 13,310.75.")


# ---------------------------------------------------------------- Thunderbird helper
def tbird(title: str, folders: list[str], msgs: list[tuple[str, str, str]], pane: list[str],
          overlay: list[str] | None = None, tabs: list[str] | None = None) -> list[str]:
    out = [R("frame", f"{title} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
    for i, t in enumerate(tabs or [title]):
        out.append(R("page-tab", t, "", 80 + 240 * i, 33, 236, 34))
    out += [R("push-button", n, "", 80 + 120 * i, 76, 116, 32) for i, n in enumerate(
        ["Get Messages", "Write", "Tag", "Quick Filter"])]
    out.append(R("entry", "Search <Ctrl+K>", "", 1300, 76, 420, 32))
    out.append(R("push-button", "Application menu", "", 1880, 76, 32, 32))
    for i, f in enumerate(folders):
        out.append(R("tree-item", f, "", 80, 130 + 30 * i, 300, 28))
    out += [R("table-column-header", "Subject", "", 390, 124, 620, 26),
            R("table-column-header", "Correspondents", "", 1010, 124, 260, 26),
            R("table-column-header", "Date", "", 1270, 124, 140, 26)]
    for i, (subj, who, date) in enumerate(msgs):
        y = 152 + 28 * i
        out += [R("table-cell", "", subj, 390, y, 620, 28), R("table-cell", "", who, 1010, y, 260, 28),
                R("table-cell", "", date, 1270, y, 140, 28)]
    return out + pane + (overlay or [])


def filechooser(title: str, crumbs: list[str], files: list[tuple[str, str, str]], name: str | None,
                button: str) -> list[str]:
    out = [R("dialog", title, "", 560, 200, 880, 620)]
    if name is not None:
        out.append(R("entry", "Name", name, 640, 250, 560, 34))
    x = 760
    for c in crumbs:
        out.append(R("push-button", c, "", x, 300, 20 + 9 * len(c), 30))
        x += 22 + 9 * len(c)
    for i, s in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"]):
        out.append(R("label", s, "", 570, 345 + 32 * i, 170, 30))
    out += [R("table-column-header", "Name", "", 750, 340, 400, 26),
            R("table-column-header", "Size", "", 1150, 340, 100, 26),
            R("table-column-header", "Modified", "", 1250, 340, 180, 26)]
    for i, (n, s, m) in enumerate(files):
        y = 368 + 30 * i
        out += [R("table-cell", "", n, 750, y, 400, 30), R("table-cell", "", s, 1150, y, 100, 30),
                R("table-cell", "", m, 1250, y, 180, 30)]
    out += [R("push-button", "Cancel", "", 572, 206, 80, 32), R("push-button", button, "", 1350, 206, 80, 32)]
    return out


# ---------------------------------------------------------------- 03 Thunderbird attachment saved and opened in Calc (bad)
def t03(rs: RowSet) -> None:
    acct = "dana.whitfield@ridgeline.io"
    msgs = [("PO-88213 revised quantities", "Marta Kowalczyk", "10:07"),
            ("Re: Pallet labels for Gdańsk route", "Tomasz Lis", "09:41"),
            ("Your AWS invoice is available", "Amazon Web Services", "08:15"),
            ("Weekly ops digest #211", "ops-digest", "07:00"),
            ("Re: Forklift maintenance slot", "Kwame Asante", "Yesterday 17:22"),
            ("Q1 freight rates", "Priya Nair", "Yesterday 11:05"),
            ("Customs broker onboarding", "Lena Hoffmann", "12/03/2024 16:48"),
            ("Re: Dock door 4 sensor", "Facilities", "12/03/2024 09:12")]

    def folders(unread: int) -> list[str]:
        return [acct, f"Inbox ({unread})", "Drafts", "Sent", "Archives", "Junk", "Trash", "Local Folders"]

    body = ("Hi Dana,\nattached is revision 2 of PO-88213. Quantities for SKU 44-1180 went from 120 to 160 and "
            "SKU 44-1192 from 80 to 60; SKU 44-1207 is unchanged at 40. Delivery stays 22 March, Gdynia "
            "terminal.\nBest regards,\nMarta Kowalczyk\nBaltic Supply Sp. z o.o.")
    pane = [R("label", "From", "Marta Kowalczyk <m.kowalczyk@baltic-supply.pl>", 390, 420, 900, 22),
            R("label", "To", "dana.whitfield@ridgeline.io", 390, 446, 900, 22),
            R("label", "Subject", "PO-88213 revised quantities", 390, 472, 900, 22),
            R("label", "Date", "14/03/2024, 10:07", 1500, 420, 200, 22),
            R("push-button", "Reply", "", 1500, 448, 80, 30), R("push-button", "Forward", "", 1590, 448, 90, 30),
            R("push-button", "Archive", "", 1690, 448, 90, 30), R("push-button", "Junk", "", 1790, 448, 70, 30),
            R("document-web", "", body, 390, 510, 1500, 420),
            R("label", "", "1 attachment: PO-88213_rev2.xlsx  23.4 KB", 390, 1000, 600, 26),
            R("push-button", "Save", "", 1700, 1000, 80, 30), R("push-button", "Save All", "", 1790, 1000, 100, 30)]
    title = "Inbox - dana.whitfield@ridgeline.io"
    state = screen("Mar 14  10:08", tbird(title, folders(4), msgs, []))
    turns = []
    turns.append((code("pyautogui.click(600, 166)"), screen("Mar 14  10:08", tbird(title, folders(3), msgs, pane))))
    dl = [("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "2 Mar"), ("vlc-3.0.20.tar.xz", "26.1 MB", "1 Mar"),
          ("pallet_labels_gdansk.pdf", "311.0 kB", "Yesterday")]
    fc1 = filechooser("Save Attachment", ["dana", "Downloads"], dl, "PO-88213_rev2.xlsx", "Save")
    turns.append((code("pyautogui.click(1740, 1015)"),
                  screen("Mar 14  10:08", tbird(title, folders(3), msgs, pane, overlay=fc1))))
    purch = [("PO-87950.xlsx", "21.8 kB", "29 Feb"), ("PO-88102.xlsx", "22.6 kB", "7 Mar"),
             ("supplier_contacts.ods", "14.1 kB", "12 Jan")]
    fc2 = filechooser("Save Attachment", ["dana", "Documents", "Purchasing"], purch, "PO-88213_rev2.xlsx", "Save")
    turns.append((code("pyautogui.click(650, 489)  # Documents\npyautogui.doubleClick(900, 413)  # Purchasing"),
                  screen("Mar 14  10:09", tbird(title, folders(3), msgs, pane, overlay=fc2))))
    turns.append((code("pyautogui.click(1390, 222)"), screen("Mar 14  10:09", tbird(title, folders(3), msgs, pane))))
    home = [("Desktop", "2 items", "8 Mar"), ("Documents", "7 items", "11 Mar"), ("Downloads", "3 items", "Yesterday"),
            ("Music", "0 items", "6 Jan"), ("Pictures", "14 items", "12 Mar"), ("Public", "0 items", "6 Jan"),
            ("snap", "4 items", "9 Feb"), ("Templates", "0 items", "6 Jan"), ("Videos", "1 item", "21 Feb")]
    turns.append((code("pyautogui.click(35, 645)  # Files"),
                  screen("Mar 14  10:09", nautilus("Home", ["Home"], home))))
    purch2 = [purch[0], purch[1], ("PO-88213_rev2.xlsx", "24.0 kB", "10:09"), purch[2]]
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Documents/Purchasing')\npyautogui.press('enter')"),
                  screen("Mar 14  10:10", nautilus("Purchasing", ["Home", "Documents", "Purchasing"], purch2))))
    cells = {"A1": "Purchase Order", "B1": "PO-88213", "A2": "Revision", "B2": "2", "A3": "Supplier",
             "B3": "Baltic Supply Sp. z o.o.", "A4": "Delivery", "B4": "22/03/2024",
             "A6": "SKU", "B6": "Description", "C6": "Qty", "D6": "Unit price", "E6": "Line total"}
    lines = [("44-1180", "Stretch film 500mm", 160, 12.40), ("44-1192", "Pallet corner guard", 60, 3.85),
             ("44-1207", "Strapping band 16mm", 40, 27.90)]
    total = 0.0
    for i, (sku, d, q, p) in enumerate(lines, 7):
        lt = round(q * p, 2)
        total = round(total + lt, 2)
        cells.update({f"A{i}": sku, f"B{i}": d, f"C{i}": str(q), f"D{i}": money(p), f"E{i}": money(lt)})
    cells.update({"D10": "Total", "E10": money(total)})
    turns.append((code("pyautogui.doubleClick(600, 212)"),
                  screen("Mar 14  10:10", calc("PO-88213_rev2.xlsx", "A1", "Purchase Order", cells, ["PO"], 0,
                                               "Average: ; Sum: 0", False))))
    st = f"Average: {money(total)}; Sum: {money(total)}"
    bad = calc("PO-88231_rev2.xlsx", "E10", "=SUM(E7:E9)", cells, ["PO"], 0, st, False)
    turns.append((code("pyautogui.click(600, 428)"), screen("Mar 14  10:10", bad)))
    turns.append((code("info = CalcTools.get_workbook_info()\nprint_result(info)"), screen("Mar 14  10:11", bad)))
    rs.add("os", "h50-os-03", task("Save the PO-88213 attachment from Marta's latest email into ~/Documents/Purchasing, open it in LibreOffice Calc and check the order total."),
           turns, state=state, bad=True, turn=8,
           kind="The Calc window title changes to PO-88231_rev2.xlsx although the file opened (and saved) was PO-88213_rev2.xlsx.")


# ---------------------------------------------------------------- 04 terminal: nginx worker_processes (clean)
def nginx_status(since: str, ago: str, pids: tuple[int, int, int], workers: list[int], tasks: int, mem: str,
                 cpu: str, journal: list[str]) -> str:
    pre, st, main = pids
    lines = ["● nginx.service - A high performance web server and a reverse proxy server",
             "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)",
             f"     Active: active (running) since {since}; {ago} ago",
             "       Docs: man:nginx(8)",
             f"    Process: {pre} ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)",
             f"    Process: {st} ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)",
             f"   Main PID: {main} (nginx)",
             f"      Tasks: {tasks} (limit: 18945)",
             f"     Memory: {mem}",
             f"        CPU: {cpu}",
             "     CGroup: /system.slice/nginx.service",
             f"             ├─{main} \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\""]
    for i, w in enumerate(workers):
        lines.append(f"             {'└' if i == len(workers) - 1 else '├'}─{w} \"nginx: worker process\"")
    return "\n".join(lines + [""] + journal)


def t04(rs: RowSet) -> None:
    p = "dana@ws-lab:~$"
    t = Term(p)
    win = "dana@ws-lab: ~"
    state = screen("Mar 12  11:43", terminal_window(win, t))
    turns = []
    j0 = ["Mar 12 08:02:14 ws-lab systemd[1]: Starting A high performance web server and a reverse proxy server...",
          "Mar 12 08:02:14 ws-lab systemd[1]: Started A high performance web server and a reverse proxy server."]
    c = "systemctl status nginx --no-pager"
    t.run(c, nginx_status("Tue 2024-03-12 08:02:14 CET", "3h 41min", (1179, 1183, 1184), [1185, 1186, 1187, 1188],
                          5, "6.9M", "212ms", j0))
    turns.append((shell(c), screen("Mar 12  11:43", terminal_window(win, t))))
    c = "sudo sed -i 's/worker_processes 4;/worker_processes auto;/' /etc/nginx/nginx.conf"
    t.run(c, "[sudo] password for dana: ", wait=True)
    turns.append((shell(c), screen("Mar 12  11:43", terminal_window(win, t))))
    t.lines.append(p)
    turns.append((code("pyautogui.write('********')  # password\npyautogui.press('enter')"),
                  screen("Mar 12  11:44", terminal_window(win, t))))
    c = "grep -n worker_processes /etc/nginx/nginx.conf"
    t.run(c, "4:worker_processes auto;")
    turns.append((shell(c), screen("Mar 12  11:44", terminal_window(win, t))))
    c = "sudo nginx -t"
    t.run(c, "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful")
    turns.append((shell(c), screen("Mar 12  11:44", terminal_window(win, t))))
    c = "sudo systemctl restart nginx"
    t.run(c)
    turns.append((shell(c), screen("Mar 12  11:44", terminal_window(win, t))))
    j1 = j0 + ["Mar 12 11:44:37 ws-lab systemd[1]: Stopping A high performance web server and a reverse proxy server...",
               "Mar 12 11:44:37 ws-lab systemd[1]: nginx.service: Deactivated successfully.",
               "Mar 12 11:44:37 ws-lab systemd[1]: Stopped A high performance web server and a reverse proxy server.",
               "Mar 12 11:44:37 ws-lab systemd[1]: Starting A high performance web server and a reverse proxy server...",
               "Mar 12 11:44:37 ws-lab systemd[1]: Started A high performance web server and a reverse proxy server."]
    workers = list(range(25732, 25740))
    c = "systemctl status nginx --no-pager"
    t.run(c, nginx_status("Tue 2024-03-12 11:44:37 CET", "6s", (25729, 25730, 25731), workers, 9, "8.2M", "41ms", j1))
    turns.append((shell(c), screen("Mar 12  11:44", terminal_window(win, t))))
    c = "curl -sI http://localhost | head -5"
    t.run(c, "HTTP/1.1 200 OK\nServer: nginx/1.18.0 (Ubuntu)\nDate: Tue, 12 Mar 2024 10:44:52 GMT\nContent-Type: text/html\nContent-Length: 612")
    turns.append((shell(c), screen("Mar 12  11:44", terminal_window(win, t))))
    c = "ps -o pid,ppid,cmd -C nginx"
    ps = ["    PID    PPID CMD",
          "  25731       1 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"]
    ps += [f"  {w}   25731 nginx: worker process" for w in workers]
    t.run(c, "\n".join(ps))
    turns.append((shell(c), screen("Mar 12  11:45", terminal_window(win, t))))
    t.run("clear")
    t.clear()
    turns.append((shell("clear"), screen("Mar 12  11:45", terminal_window(win, t))))
    rs.add("os", "h50-os-04", task("In the terminal, switch nginx from 4 fixed worker processes to 'auto', validate the config, restart the service and confirm it serves requests with the new workers."),
           turns, state=state)


# ---------------------------------------------------------------- 05 GIMP: scale a poster and export (clean)
GIMP_MENU = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp(title: str, tool: str, layers: list[str], status: str, zoom: str, overlay: list[str] | None = None,
         opts: list[str] | None = None) -> list[str]:
    out = [R("frame", f"{title} – GIMP", "", 70, 27, 1850, 1053)]
    out += [R("menu", m, "", 78 + 60 * i, 58, 56, 24) for i, m in enumerate(GIMP_MENU)]
    tools = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
             "Unified Transform Tool", "Warp Transform", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool",
             "Clone Tool", "Smudge Tool", "Paths Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]
    out += [R("push-button", t, "", 80 + 34 * (i % 4), 90 + 34 * (i // 4), 32, 32) for i, t in enumerate(tools)]
    out.append(R("label", "", tool, 80, 250, 230, 22))
    out += opts or []
    out.append(R("canvas", "", "", 330, 90, 1270, 920))
    out.append(R("page-tab", "Layers", "", 1610, 90, 100, 26))
    out.append(R("page-tab", "Channels", "", 1712, 90, 100, 26))
    out.append(R("page-tab", "Paths", "", 1814, 90, 100, 26))
    out += [R("list-item", layer, "", 1610, 160 + 40 * i, 300, 38) for i, layer in enumerate(layers)]
    out += [R("combo-box", "", "px", 330, 1046, 60, 24), R("combo-box", "", zoom, 400, 1046, 80, 24),
            R("label", "", status, 500, 1046, 600, 24)]
    return out + (overlay or [])


def t05(rs: RowSet) -> None:
    layers = ["Title text", "Photo", "Background"]
    mode = "(RGB color 8-bit gamma integer, GIMP built-in sRGB, 3 layers)"
    t0 = f"[spring_fair_poster]-1.0 {mode} 2480x3508"
    st0 = "spring_fair_poster.xcf (148.6 MB)"
    state = screen("Mar 18  13:05", gimp(t0, "Move", layers, st0, "25%"))
    turns = []
    items = ["Duplicate", "Mode", "Precision", "Guides", "Transform", "Canvas Size...", "Fit Canvas to Layers",
             "Fit Canvas to Selection", "Print Size...", "Scale Image...", "Crop to Selection", "Crop to Content",
             "Slice Using Guides", "Zealous Crop", "Merge Visible Layers...", "Flatten Image", "Align Visible Layers...",
             "Guides", "Configure Grid...", "Image Properties", "Metadata"]
    menu = [R("menu-item", m, "", 318, 84 + 26 * i, 260, 26) for i, m in enumerate(items)]
    turns.append((code("pyautogui.click(338, 70)"), screen("Mar 18  13:05", gimp(t0, "Move", layers, st0, "25%", overlay=menu))))

    def scale_dlg(w: int, h: int) -> list[str]:
        return [R("dialog", "Scale Image", "", 720, 300, 480, 420),
                R("label", "", "spring_fair_poster-1", 740, 320, 300, 20),
                R("spin-button", "Width", str(w), 800, 390, 120, 30),
                R("spin-button", "Height", str(h), 800, 426, 120, 30),
                R("toggle-button", "Chain", "", 930, 400, 20, 50, desc="linked"),
                R("combo-box", "", "px", 960, 408, 70, 30),
                R("label", "", f"{w} × {h} pixels", 800, 462, 200, 20),
                R("label", "", "300 ppi, RGB color", 800, 484, 200, 20),
                R("spin-button", "X resolution", "300.000", 800, 530, 120, 30),
                R("spin-button", "Y resolution", "300.000", 800, 566, 120, 30),
                R("combo-box", "", "pixels/in", 960, 548, 110, 30),
                R("combo-box", "Interpolation", "Cubic", 800, 620, 200, 30),
                R("push-button", "Help", "", 730, 680, 80, 30), R("push-button", "Reset", "", 900, 680, 80, 30),
                R("push-button", "Cancel", "", 1010, 680, 80, 30), R("push-button", "Scale", "", 1100, 680, 80, 30)]
    turns.append((code("pyautogui.click(400, 330)"),
                  screen("Mar 18  13:05", gimp(t0, "Move", layers, st0, "25%", overlay=scale_dlg(2480, 3508)))))
    turns.append((code("pyautogui.tripleClick(860, 405)\npyautogui.write('1240')\npyautogui.press('tab')"),
                  screen("Mar 18  13:06", gimp(t0, "Move", layers, st0, "25%", overlay=scale_dlg(1240, 1754)))))
    t1 = f"*[spring_fair_poster]-1.0 {mode} 1240x1754"
    st1 = "spring_fair_poster.xcf (41.2 MB)"
    turns.append((code("pyautogui.click(1140, 695)"), screen("Mar 18  13:06", gimp(t1, "Move", layers, st1, "25%"))))
    pics = [("grafana_full.png", "386.2 kB", "12 Mar"), ("poster_draft_v1.png", "2.1 MB", "11 Mar"),
            ("spring_fair_photo.jpg", "5.8 MB", "8 Mar"), ("team_photo_2023.jpg", "4.4 MB", "14 Dec 2023")]
    exp = filechooser("Export Image", ["dana", "Pictures"], pics, "spring_fair_poster.png", "Export")
    exp.append(R("push-button", "Select File Type (By Extension)", "", 580, 780, 300, 28))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')"),
                  screen("Mar 18  13:06", gimp(t1, "Move", layers, st1, "25%", overlay=exp))))
    t2 = f"*[spring_fair_poster] (exported)-1.0 {mode} 1240x1754"
    turns.append((code("pyautogui.click(1390, 222)\ntime.sleep(1)\npyautogui.press('enter')  # PNG options: Export with defaults"),
                  screen("Mar 18  13:07", gimp(t2, "Move", layers, st1, "25%"))))
    rs.add("os", "h50-os-05", task("In GIMP, scale the open spring fair poster to half its size (keep the aspect ratio) and export it as spring_fair_poster.png in Pictures."),
           turns, state=state)


# ---------------------------------------------------------------- browser helper
def browser(app: str, title: str, tabs: list[str], active: int, url: str, content: list[str],
            overlay: list[str] | None = None) -> list[str]:
    suffix = " - Google Chrome" if app == "chrome" else " — Mozilla Firefox"
    out = [R("frame", title + suffix, "", 70, 27, 1850, 1053)]
    for i, t in enumerate(tabs):
        out.append(R("page-tab", t, "", 80 + 250 * i, 33, 246, 34, desc="selected" if i == active else ""))
    out.append(R("push-button", "New Tab", "", 82 + 250 * len(tabs), 36, 28, 28))
    out += [R("push-button", "Back", "", 80, 75, 34, 34), R("push-button", "Forward", "", 116, 75, 34, 34),
            R("push-button", "Reload", "", 152, 75, 34, 34),
            R("entry", "Address and search bar" if app == "chrome" else "Search or enter address", url, 200, 75, 1500, 34)]
    out += content
    return out + (overlay or [])


# ---------------------------------------------------------------- 06 Chrome search engines (bad)
def t06(rs: RowSet) -> None:
    nav = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
           "Search engine", "Default browser", "On start-up", "Languages", "Downloads", "Accessibility", "System",
           "Reset settings", "Extensions", "About Chrome"]
    navrows = [R("link", n, "", 90, 170 + 40 * i, 250, 36) for i, n in enumerate(nav)]
    nt = "New Tab"

    def search_page(default: str) -> list[str]:
        return navrows + [R("entry", "Search settings", "", 700, 120, 600, 36),
                          R("heading", "Search engine", "", 420, 180, 600, 30),
                          R("label", "", "Search engine used in the address bar", 420, 230, 500, 24),
                          R("link", "Learn more", "", 930, 230, 90, 24),
                          R("combo-box", "Search engine used in the address bar", default, 1500, 226, 200, 32),
                          R("link", "Manage search engines and site search", "", 420, 280, 500, 30)]

    def manage(default: str, sites: list[tuple[str, str]], overlay: list[str] | None = None) -> list[str]:
        engines = [("Google", "google.com"), ("Bing", "bing.com"), ("Yahoo!", "yahoo.com"),
                   ("DuckDuckGo", "duckduckgo.com"), ("Ecosia", "ecosia.org")]
        out = navrows + [R("push-button", "Back", "", 420, 170, 30, 30),
                         R("heading", "Manage search engines and site search", "", 460, 170, 600, 30),
                         R("heading", "Search engines", "", 420, 230, 400, 26),
                         R("label", "", "To use a search engine other than the default, type its shortcut in the address bar followed by your preferred keyboard shortcut. You can also change your default search engine here.", 420, 260, 1200, 40),
                         R("table-column-header", "Search engine", "", 420, 310, 500, 26),
                         R("table-column-header", "Shortcut", "", 920, 310, 300, 26)]
        for i, (n, s) in enumerate(engines):
            y = 340 + 44 * i
            out += [R("table-cell", "", n + (" (Default)" if n == default else ""), 420, y, 500, 44),
                    R("table-cell", "", s, 920, y, 300, 44),
                    R("push-button", "More actions", "", 1600, y + 6, 32, 32)]
        out += [R("heading", "Site search", "", 420, 580, 400, 26), R("push-button", "Add", "", 1560, 576, 70, 32),
                R("label", "", "To search a specific site or part of Chrome, type its shortcut in the address bar, followed by your preferred keyboard shortcut.", 420, 612, 1100, 22)]
        for i, (n, s) in enumerate(sites):
            y = 650 + 44 * i
            out += [R("table-cell", "", n, 420, y, 500, 44), R("table-cell", "", s, 920, y, 300, 44),
                    R("push-button", "More actions", "", 1600, y + 6, 32, 32)]
        return out + (overlay or [])

    base_sites = [("Bookmarks", "@bookmarks"), ("History", "@history"), ("Tabs", "@tabs")]
    st_tabs = ["Settings - Search engine"]
    state = screen("Mar 19  16:02", browser("chrome", nt, [nt], 0, "", [R("entry", "Search Google or type a URL", "", 660, 420, 600, 46)]))
    turns = []
    turns.append((code("BrowserTools.open_search_engine_settings()"),
                  screen("Mar 19  16:02", browser("chrome", "Settings - Search engine", st_tabs, 0, "chrome://settings/search", search_page("Google")))))
    mtab = ["Settings - Manage search engines and site search"]
    murl = "chrome://settings/searchEngines"
    turns.append((code("pyautogui.click(600, 295)"),
                  screen("Mar 19  16:02", browser("chrome", mtab[0], mtab, 0, murl, manage("Google", base_sites)))))

    def add_dlg(name: str, short: str, url: str) -> list[str]:
        return [R("dialog", "Add site search", "", 700, 300, 520, 380),
                R("entry", "Name", name, 730, 370, 460, 36), R("entry", "Shortcut", short, 730, 440, 460, 36),
                R("entry", "URL with %s in place of query", url, 730, 510, 460, 36),
                R("push-button", "Cancel", "", 1020, 620, 80, 32), R("push-button", "Add", "", 1110, 620, 80, 32)]
    turns.append((code("pyautogui.click(1595, 592)"),
                  screen("Mar 19  16:03", browser("chrome", mtab[0], mtab, 0, murl, manage("Google", base_sites, add_dlg("", "", ""))))))
    mdn_url = "https://developer.mozilla.org/en-US/search?q=%s"
    turns.append((code(f"pyautogui.click(960, 388)\npyautogui.write('MDN')\npyautogui.click(960, 458)\npyautogui.write('mdn')\npyautogui.click(960, 528)\npyautogui.write({mdn_url!r})"),
                  screen("Mar 19  16:03", browser("chrome", mtab[0], mtab, 0, murl, manage("Google", base_sites, add_dlg("MDN", "mdn", mdn_url))))))
    sites = base_sites + [("MDN", "mdn")]
    turns.append((code("pyautogui.click(1150, 636)"),
                  screen("Mar 19  16:03", browser("chrome", mtab[0], mtab, 0, murl, manage("Google", sites)))))
    menu = [R("menu-item", "Make default", "", 1450, 510, 180, 32), R("menu-item", "Edit", "", 1450, 544, 180, 32),
            R("menu-item", "Deactivate", "", 1450, 578, 180, 32)]
    turns.append((code("pyautogui.click(1616, 492)  # More actions on DuckDuckGo"),
                  screen("Mar 19  16:04", browser("chrome", mtab[0], mtab, 0, murl, manage("Google", sites, menu)))))
    turns.append((code("pyautogui.click(1540, 526)"),
                  screen("Mar 19  16:04", browser("chrome", mtab[0], mtab, 0, murl, manage("DuckDuckGo", sites)))))
    mdn_t = "Search results for: flex-wrap | MDN"
    two = mtab + [mdn_t]
    results = [("flex-wrap", "/en-US/docs/Web/CSS/flex-wrap", "The flex-wrap CSS property sets whether flex items are forced onto one line or can wrap onto multiple lines."),
               ("flex-flow", "/en-US/docs/Web/CSS/flex-flow", "The flex-flow CSS shorthand property specifies the direction of a flex container, as well as its wrapping behavior."),
               ("Mastering wrapping of flex items", "/en-US/docs/Web/CSS/CSS_flexible_box_layout/Mastering_wrapping_of_flex_items", "Flexbox was designed as a single dimensional layout, meaning that it deals with laying out items as a row or as a column — but not both at once."),
               ("align-content", "/en-US/docs/Web/CSS/align-content", "The CSS align-content property sets the distribution of space between and around content items along a flexbox's cross-axis."),
               ("Basic concepts of flexbox", "/en-US/docs/Web/CSS/CSS_flexible_box_layout/Basic_concepts_of_flexbox", "The Flexible Box Module, usually referred to as flexbox, was designed as a one-dimensional layout model.")]
    page = [R("link", "MDN Web Docs", "", 120, 130, 160, 40), R("entry", "Search MDN", "flex-wrap", 1200, 134, 400, 34),
            R("heading", "Search results for: flex-wrap", "", 400, 220, 900, 40),
            R("label", "", "Found 34 documents.", 400, 270, 400, 22)]
    for i, (h, u, d) in enumerate(results):
        y = 320 + 110 * i
        page += [R("link", h, "", 400, y, 700, 28), R("label", "", u, 400, y + 30, 900, 20),
                 R("paragraph", "", d, 400, y + 54, 1100, 44)]
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.write('mdn')\npyautogui.press('tab')\npyautogui.write('flex-wrap')\npyautogui.press('enter')"),
                  screen("Mar 19  16:05", browser("chrome", mdn_t, two, 1, "developer.mozilla.org/en-US/search?q=flex-wrap", page))))
    turns.append((code("pyautogui.click(200, 50)"),
                  screen("Mar 19  16:05", browser("chrome", mtab[0], two, 0, murl, manage("Google", sites)))))
    turns.append((code("pyautogui.hotkey('ctrl', '2')"),
                  screen("Mar 19  16:05", browser("chrome", mdn_t, two, 1, "developer.mozilla.org/en-US/search?q=flex-wrap", page))))
    art_t = "flex-wrap - CSS: Cascading Style Sheets | MDN"
    art = [R("link", "MDN Web Docs", "", 120, 130, 160, 40), R("entry", "Search MDN", "", 1200, 134, 400, 34),
           R("link", "References", "", 400, 190, 100, 20), R("link", "CSS", "", 520, 190, 40, 20),
           R("label", "", "flex-wrap", 580, 190, 100, 20),
           R("heading", "flex-wrap", "", 400, 230, 600, 44),
           R("paragraph", "", "The flex-wrap CSS property sets whether flex items are forced onto one line or can wrap onto multiple lines. If wrapping is allowed, it sets the direction that lines are stacked.", 400, 290, 1000, 44),
           R("heading", "Try it", "", 400, 360, 300, 30),
           R("heading", "Syntax", "", 400, 720, 300, 30),
           R("paragraph", "", "flex-wrap: nowrap; /* Default value */\nflex-wrap: wrap;\nflex-wrap: wrap-reverse;", 400, 760, 800, 80),
           R("heading", "In this article", "", 1450, 230, 300, 26),
           R("link", "Try it", "", 1450, 262, 200, 22), R("link", "Syntax", "", 1450, 288, 200, 22),
           R("link", "Formal definition", "", 1450, 314, 200, 22), R("link", "Formal syntax", "", 1450, 340, 200, 22),
           R("link", "Examples", "", 1450, 366, 200, 22), R("link", "Specifications", "", 1450, 392, 200, 22),
           R("link", "Browser compatibility", "", 1450, 418, 200, 22), R("link", "See also", "", 1450, 444, 200, 22)]
    turns.append((code("pyautogui.click(460, 334)"),
                  screen("Mar 19  16:06", browser("chrome", art_t, [mtab[0], art_t], 1, "developer.mozilla.org/en-US/docs/Web/CSS/flex-wrap", art))))
    rs.add("os", "h50-os-06", task("In Chrome, add MDN as a site search with the shortcut 'mdn', make DuckDuckGo the default search engine, then look up flex-wrap on MDN through the new shortcut."),
           turns, state=state, bad=True, turn=9,
           kind="Back on the search engine list Google is marked (Default) again although DuckDuckGo was made the default two turns earlier and nothing changed it.")


# ---------------------------------------------------------------- VLC helper
VLC_MENU = ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]


def vlc(title: str, playing: bool, elapsed: str, total: str, volume: str, playlist: list[tuple[str, str, str]] | None,
        overlay: list[str] | None = None) -> list[str]:
    out = [R("frame", title, "", 360, 140, 1200, 800)]
    out += [R("menu", m, "", 366 + 70 * i, 168, 66, 24) for i, m in enumerate(VLC_MENU)]
    if playlist is not None:
        side = ["Playlist", "Media Library", "My Videos", "My Music", "My Pictures", "Discs", "Local Network", "Internet"]
        out += [R("tree-item", s, "", 366, 200 + 28 * i, 200, 26) for i, s in enumerate(side)]
        out += [R("table-column-header", "Title", "", 570, 196, 560, 24),
                R("table-column-header", "Duration", "", 1130, 196, 120, 24),
                R("table-column-header", "Album", "", 1250, 196, 300, 24)]
        for i, (t, d, a) in enumerate(playlist):
            y = 222 + 26 * i
            out += [R("table-cell", "", t, 570, y, 560, 26), R("table-cell", "", d, 1130, y, 120, 26),
                    R("table-cell", "", a, 1250, y, 300, 26)]
        out.append(R("entry", "Search the playlist", "", 1330, 868, 220, 26))
    out += [R("label", "", elapsed, 366, 874, 60, 20), R("slider", "Position", "", 430, 874, 1030, 20),
            R("label", "", total, 1470, 874, 70, 20),
            R("push-button", "Pause the playback" if playing else "Play", "", 366, 900, 36, 32),
            R("push-button", "Previous media in the playlist, skip backward when held", "", 410, 900, 32, 32),
            R("push-button", "Stop playback", "", 446, 900, 32, 32),
            R("push-button", "Next media in the playlist, skip forward when held", "", 482, 900, 32, 32),
            R("push-button", "Toggle the video in fullscreen", "", 530, 900, 32, 32),
            R("push-button", "Show extended settings", "", 566, 900, 32, 32),
            R("push-button", "Toggle playlist", "", 602, 900, 32, 32),
            R("push-button", "Click to toggle between loop all, loop one and no loop", "", 638, 900, 32, 32),
            R("push-button", "Random", "", 674, 900, 32, 32),
            R("push-button", "Mute", "", 1380, 900, 32, 32),
            R("slider", "Volume", volume, 1416, 904, 120, 24)]
    return out + (overlay or [])


# ---------------------------------------------------------------- 07 VLC podcast playlist (clean)
def t07(rs: RowSet) -> None:
    al = "Ops Hour"
    e41 = ("Episode 41 – Caching at the Edge", "42:17", al)
    e42 = ("Episode 42 – Postmortems That Work", "38:05", al)
    e43 = ("Episode 43 – Kubernetes Cost Tuning", "51:40", al)
    e44 = ("Episode 44 – Observability on a Budget", "47:22", al)
    v = "VLC media player"
    state = screen("Mar 20  08:31", vlc(v, False, "--:--", "--:--", "100%", None))
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'l')"),
                  screen("Mar 20  08:31", vlc(v, False, "--:--", "--:--", "100%", [e41, e42, e43]))))
    turns.append((code("VLCTools.add_to_playlist('/home/dana/Podcasts/ops_hour_ep44.mp3')"),
                  screen("Mar 20  08:31", vlc(v, False, "--:--", "--:--", "100%", [e41, e42, e43, e44]))))
    turns.append((code("pyautogui.doubleClick(800, 235)"),
                  screen("Mar 20  08:32", vlc(f"{e41[0]} - {v}", True, "00:02", "42:17", "100%", [e41, e42, e43, e44]))))
    turns.append((code("pyautogui.hotkey('ctrl', 'down')"),
                  screen("Mar 20  08:32", vlc(f"{e41[0]} - {v}", True, "00:09", "42:17", "95%", [e41, e42, e43, e44]))))
    turns.append((code("pyautogui.press('n')"),
                  screen("Mar 20  08:32", vlc(f"{e42[0]} - {v}", True, "00:01", "38:05", "95%", [e41, e42, e43, e44]))))
    turns.append((code("pyautogui.click(800, 235)\npyautogui.press('delete')"),
                  screen("Mar 20  08:32", vlc(f"{e42[0]} - {v}", True, "00:14", "38:05", "95%", [e42, e43, e44]))))
    turns.append((code("pyautogui.hotkey('ctrl', 'right')"),
                  screen("Mar 20  08:33", vlc(f"{e42[0]} - {v}", True, "01:16", "38:05", "95%", [e42, e43, e44]))))
    rs.add("os", "h50-os-07", task("In VLC, add episode 44 of Ops Hour to the playlist, start listening from episode 41 a bit quieter, skip to the next episode, remove episode 41 from the playlist and jump a minute ahead."),
           turns, state=state)


# ---------------------------------------------------------------- VS Code helper
def vscode(file: str, folder: str, explorer: list[str], lines: list[str], status: list[str], panel: list[str] | None,
           dirty: bool = False, scm: int = 0, overlay: list[str] | None = None) -> list[str]:
    out = [R("frame", f"{'● ' if dirty else ''}{file} - {folder} - Visual Studio Code", "", 70, 27, 1850, 1053)]
    out += [R("menu", m, "", 100 + 70 * i, 30, 66, 28) for i, m in enumerate(
        ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"])]
    out += [R("page-tab", "Explorer (Ctrl+Shift+E)", "", 70, 60, 48, 48),
            R("page-tab", "Search (Ctrl+Shift+F)", "", 70, 108, 48, 48),
            R("page-tab", f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)", "", 70, 156, 48, 48),
            R("page-tab", "Run and Debug (Ctrl+Shift+D)", "", 70, 204, 48, 48),
            R("page-tab", "Extensions (Ctrl+Shift+X)", "", 70, 252, 48, 48)]
    out.append(R("heading", "EXPLORER", "", 120, 64, 280, 24))
    out += [R("tree-item", e, "", 120, 120 + 22 * i, 280, 22) for i, e in enumerate(explorer)]
    out.append(R("page-tab", f"{file}{' ●' if dirty else ''}", "", 402, 62, 180, 34))
    out.append(R("entry", "Editor content;Press Alt+F1 for Accessibility Options.", "\n".join(lines), 402, 120,
                 1510, 560 if panel else 900))
    out += panel or []
    out += [R("push-button", s, "", 70 + 150 * i, 1056, 146, 22) for i, s in enumerate(status)]
    return out + (overlay or [])


RUST = """use std::collections::HashMap;
use std::io::Write;

mod stock;

use stock::{load_items, Item};

fn count_in_stock(items: &[Item]) -> u32 {
    items.iter().filter(|i| i.qty > 0).map(|i| i.qty).sum()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let items = load_items("data/items.csv").expect("cannot read data/items.csv");
    let mut by_bin: HashMap<String, u32> = HashMap::new();
    for it in &items {
        *by_bin.entry(it.bin.clone()).or_insert(0) += it.qty;
    }
    let total: u32 = by_bin.values().map(|v| *v as i64).sum();
    if args.iter().any(|a| a == "--count") {
        println!("Items in stock: {}", total);
    } else {
        println!("{} bins, {} items", by_bin.len(), count_in_stock(&items));
    }
}"""


# ---------------------------------------------------------------- 08 VS Code: fix a Rust build (clean)
def t08(rs: RowSet) -> None:
    lines = RUST.split("\n")
    exp = ["INVTRACK", ".vscode", "data", "src", "main.rs", "stock.rs", "target", ".gitignore", "Cargo.lock",
           "Cargo.toml", "README.md"]
    folder = "invtrack"

    def st(err: int, warn: int, ln: int, col: int) -> list[str]:
        return ["main", f"⊗ {err}  ⚠ {warn}", f"Ln {ln}, Col {col}", "Spaces: 4", "UTF-8", "LF", "Rust", "rust-analyzer"]

    e_line = ("error[E0277]: a value of type `u32` cannot be made by summing an iterator over elements of type `i64`  "
              "rustc(Click for full compiler diagnostic)  [Ln 19, Col 56]")
    w_line = "unused import: `std::io::Write`  `#[warn(unused_imports)]` on by default  rustc  [Ln 2, Col 5]"

    def problems(items: list[str]) -> list[str]:
        out = [R("page-tab", "PROBLEMS", "", 402, 690, 100, 26), R("page-tab", "OUTPUT", "", 506, 690, 80, 26),
               R("page-tab", "DEBUG CONSOLE", "", 590, 690, 130, 26), R("page-tab", "TERMINAL", "", 724, 690, 90, 26),
               R("entry", "Filter (e.g. text, **/*.ts, !**/node_modules/**)", "", 1400, 690, 300, 26)]
        if items:
            out.append(R("tree-item", f"main.rs src  {len(items)}", "", 402, 722, 1500, 22))
            out += [R("tree-item", it, "", 420, 746 + 22 * i, 1480, 22) for i, it in enumerate(items)]
        else:
            out.append(R("label", "", "No problems have been detected in the workspace.", 402, 722, 600, 22))
        return out

    state = screen("Mar 21  10:14", vscode("main.rs", folder, exp, lines, st(1, 1, 1, 1), None))
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'm')"),
                  screen("Mar 21  10:14", vscode("main.rs", folder, exp, lines, st(1, 1, 1, 1), problems([e_line, w_line])))))
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.write('19')\npyautogui.press('enter')"),
                  screen("Mar 21  10:14", vscode("main.rs", folder, exp, lines, st(1, 1, 19, 1), problems([e_line, w_line])))))
    fixed = "    let total: u32 = by_bin.values().sum();"
    lines2 = lines[:18] + [fixed] + lines[19:]
    turns.append((code(f"pyautogui.press('end')\npyautogui.hotkey('shift', 'home')\npyautogui.write({fixed.strip()!r})"),
                  screen("Mar 21  10:15", vscode("main.rs", folder, exp, lines2, st(1, 1, 19, len(fixed) + 1), problems([e_line, w_line]), dirty=True))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  screen("Mar 21  10:15", vscode("main.rs", folder, exp, lines2, st(0, 1, 19, len(fixed) + 1), problems([w_line]), scm=1))))
    lines3 = lines2[:1] + lines2[2:]
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.write('2')\npyautogui.press('enter')\npyautogui.hotkey('ctrl', 'shift', 'k')"),
                  screen("Mar 21  10:15", vscode("main.rs", folder, exp, lines3, st(0, 1, 2, 1), problems([w_line]), dirty=True, scm=1))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  screen("Mar 21  10:16", vscode("main.rs", folder, exp, lines3, st(0, 0, 2, 1), problems([]), scm=1))))
    p = "dana@ws-lab:~/src/invtrack$"
    t = Term(p, rows=14)

    def term_panel() -> list[str]:
        return [R("page-tab", "PROBLEMS", "", 402, 690, 100, 26), R("page-tab", "OUTPUT", "", 506, 690, 80, 26),
                R("page-tab", "DEBUG CONSOLE", "", 590, 690, 130, 26), R("page-tab", "TERMINAL", "", 724, 690, 90, 26),
                R("push-button", "bash", "", 1700, 690, 80, 26), R("push-button", "New Terminal (Ctrl+Shift+`)", "", 1790, 690, 26, 26),
                R("terminal", "Terminal 1, bash", t.text(), 402, 720, 1510, 330)]
    turns.append((code("pyautogui.hotkey('ctrl', '`')"),
                  screen("Mar 21  10:16", vscode("main.rs", folder, exp, lines3, st(0, 0, 2, 1), term_panel(), scm=1))))
    t.run("cargo build", "   Compiling invtrack v0.3.1 (/home/dana/src/invtrack)\n    Finished dev [unoptimized + debuginfo] target(s) in 4.82s")
    turns.append((shell("cargo build"),
                  screen("Mar 21  10:16", vscode("main.rs", folder, exp, lines3, st(0, 0, 2, 1), term_panel(), scm=1))))
    t.run("cargo run -- --count", "    Finished dev [unoptimized + debuginfo] target(s) in 0.04s\n     Running `target/debug/invtrack --count`\nItems in stock: 1284")
    turns.append((shell("cargo run -- --count"),
                  screen("Mar 21  10:17", vscode("main.rs", folder, exp, lines3, st(0, 0, 2, 1), term_panel(), scm=1))))
    rs.add("os", "h50-os-08", task("In VS Code, fix the type error in src/main.rs of the invtrack crate, drop the unused import, then build and run it with --count."),
           turns, state=state)


# ---------------------------------------------------------------- 09 Gitea issue closed in Firefox (bad)
def t09(rs: RowSet) -> None:
    host = "git.lab.internal:3000/infra/ansible-roles"
    open_issues = [
        (47, "postgres role: pg_hba template ignores md5 entries", "bug, postgres", "opened 3 days ago by kwame.a", 2),
        (46, "Add molecule tests for the haproxy role", "testing", "opened 4 days ago by dana", 0),
        (45, "nginx role should template worker_processes", "enhancement, nginx", "opened 6 days ago by priya.n", 3),
        (44, "users role: ssh keys not removed when user is absent", "bug", "opened 1 week ago by lena.h", 5),
        (43, "Bump community.general to 8.x", "dependencies", "opened 1 week ago by renovate-bot", 1),
        (41, "Document variable precedence for the monitoring role", "docs", "opened 2 weeks ago by dana", 0),
        (40, "node_exporter role: textfile collector directory permissions", "bug, monitoring", "opened 2 weeks ago by kwame.a", 2),
        (38, "Support Ubuntu 24.04 in base role", "enhancement", "opened 3 weeks ago by priya.n", 7),
        (36, "restic role: prune schedule ignores timezone", "bug", "opened 1 month ago by dana", 4),
        (33, "Vault lookup fails when token expires mid-play", "bug", "opened 1 month ago by lena.h", 6),
        (29, "Split common role into base and hardening", "refactor", "opened 2 months ago by dana", 9),
        (24, "Molecule docker driver deprecation warnings", "testing", "opened 3 months ago by renovate-bot", 2)]
    closed_top = [
        (47, "postgres role: pg_hba template ignores md5 entries", "bug, postgres", "closed just now by dana", 3),
        (42, "Fix handler name in nginx role", "bug, nginx", "closed 1 week ago by priya.n", 1),
        (39, "logrotate role: compress delay missing", "bug", "closed 2 weeks ago by dana", 2),
        (37, "Pin ansible-lint in CI", "ci", "closed 3 weeks ago by kwame.a", 0),
        (35, "haproxy role: stats socket path wrong on 22.04", "bug", "closed 1 month ago by lena.h", 3),
        (34, "Add tags to every task in base role", "refactor", "closed 1 month ago by dana", 5),
        (32, "Drop Ubuntu 18.04 support", "breaking", "closed 1 month ago by priya.n", 4),
        (31, "docker role: daemon.json merged incorrectly", "bug", "closed 2 months ago by kwame.a", 6)]
    def tabs_row(n_open: int) -> list[str]:
        return [R("link", t, "", 330 + 130 * i, 200, 126, 34) for i, t in enumerate(
            ["Code", f"Issues {n_open}", "Pull Requests 3", "Actions", "Packages", "Projects", "Releases 9", "Wiki", "Activity", "Settings"])]

    header = [R("link", "Ridgeline Git", "", 90, 130, 150, 32), R("link", "Explore", "", 260, 130, 80, 32),
              R("link", "dana", "", 1800, 130, 80, 32), R("link", "infra", "", 330, 166, 50, 24),
              R("link", "ansible-roles", "", 392, 166, 140, 24), R("push-button", "Unwatch 4", "", 1500, 164, 110, 30),
              R("push-button", "Star 11", "", 1616, 164, 80, 30), R("push-button", "Fork 2", "", 1702, 164, 80, 30)]

    def listing(n_open: int, n_closed: int, items: list[tuple[int, str, str, str, int]], label: str = "") -> list[str]:
        out = header + tabs_row(n_open)
        out += [R("link", "Labels", "", 330, 260, 80, 32), R("link", "Milestones", "", 412, 260, 110, 32),
                R("entry", "Search...", "", 560, 260, 500, 32), R("push-button", "New Issue", "", 1760, 260, 120, 32),
                R("link", f"{n_open} Open", "", 330, 310, 100, 30), R("link", f"{n_closed} Closed", "", 440, 310, 110, 30),
                R("combo-box", "Label", label, 1200, 310, 120, 30), R("combo-box", "Milestone", "", 1330, 310, 120, 30),
                R("combo-box", "Poster", "", 1460, 310, 100, 30), R("combo-box", "Assignee", "", 1570, 310, 110, 30),
                R("combo-box", "Sort", "Newest", 1690, 310, 100, 30)]
        for i, (n, title, labels, meta, com) in enumerate(items[:9]):
            y = 356 + 70 * i
            out += [R("link", title, "", 360, y, 900, 26), R("label", "", labels, 1270, y, 300, 22),
                    R("label", "", f"#{n} {meta}", 360, y + 30, 700, 20), R("label", "", str(com), 1840, y, 30, 22)]
        return out

    def fx(title: str, url: str, content: list[str]) -> str:
        return browser("firefox", title, [title], 0, url, content)

    t_list = "Issues - ansible-roles - Ridgeline Git"
    state = screen("Mar 22  14:30", fx(t_list, f"http://{host}/issues", listing(12, 31, open_issues)))
    turns = []
    desc = ("The pg_hba.conf.j2 template renders every entry with `trust` when auth_method is md5. Seen on db-02 after "
            "the last run; scram-sha-256 entries are fine.")
    base_tl = [R("label", "", "kwame.a commented 3 days ago", 360, 330, 600, 22), R("paragraph", "", desc, 360, 360, 1100, 44),
               R("label", "", "dana added the bug postgres labels 3 days ago", 360, 420, 600, 20),
               R("label", "", "dana self-assigned this 3 days ago", 360, 444, 600, 20),
               R("label", "", "dana commented 2 days ago", 360, 476, 600, 22),
               R("paragraph", "", "Confirmed on staging, the loop uses item.method instead of item.auth_method.", 360, 504, 1100, 22),
               R("label", "", "kwame.a commented 1 day ago", 360, 540, 600, 22),
               R("paragraph", "", "Thanks, I'll leave it to you.", 360, 568, 1100, 22)]
    side = [R("label", "Labels", "bug postgres", 1560, 330, 300, 40), R("label", "Milestone", "v2.4", 1560, 380, 300, 40),
            R("label", "Projects", "No project", 1560, 430, 300, 40), R("label", "Assignees", "dana", 1560, 480, 300, 40),
            R("label", "", "2 participants", 1560, 530, 300, 22)]
    t47 = "postgres role: pg_hba template ignores md5 entries - ansible-roles - Ridgeline Git"
    u47 = f"http://{host}/issues/47"

    def issue(state_label: str, n_open: int, comments: str, tl: list[str], box: str, buttons: list[str]) -> list[str]:
        return header + tabs_row(n_open) + [
            R("heading", "postgres role: pg_hba template ignores md5 entries #47", "", 330, 250, 1100, 34),
            R("push-button", "Edit", "", 1760, 252, 60, 30),
            R("label", "", state_label, 330, 294, 70, 24),
            R("label", "", f"kwame.a opened this issue 3 days ago · {comments}", 410, 296, 600, 20)] + tl + side + [
            R("entry", "Comment", box, 360, 820, 1100, 120)] + [
            R("push-button", b, "", 1100 + 180 * i, 950, 170, 34) for i, b in enumerate(buttons)]
    turns.append((code("pyautogui.click(600, 369)"),
                  screen("Mar 22  14:30", fx(t47, u47, issue("Open", 12, "2 comments", base_tl, "", ["Close", "Comment"])))))
    msg = "Fixed in a1c9e04, the template now renders auth_method per entry. Verified on db-02 and staging."
    turns.append((code(f"pyautogui.click(900, 880)\npyautogui.write({msg!r})"),
                  screen("Mar 22  14:31", fx(t47, u47, issue("Open", 12, "2 comments", base_tl, msg, ["Close with Comment", "Comment"])))))
    tl2 = base_tl + [R("label", "", "dana commented now", 360, 604, 600, 22), R("paragraph", "", msg, 360, 632, 1100, 22),
                     R("label", "", "dana closed this issue now", 360, 668, 600, 20)]
    turns.append((code("pyautogui.click(1185, 967)"),
                  screen("Mar 22  14:31", fx(t47, u47, issue("Closed", 11, "3 comments", tl2, "", ["Reopen", "Comment"])))))
    turns.append((code("pyautogui.click(520, 217)"),
                  screen("Mar 22  14:31", fx(t_list, f"http://{host}/issues", listing(11, 32, open_issues[1:])))))
    turns.append((code("pyautogui.click(495, 325)"),
                  screen("Mar 22  14:32", fx(t_list, f"http://{host}/issues?state=closed", listing(11, 32, closed_top)))))
    turns.append((code("pyautogui.click(380, 325)"),
                  screen("Mar 22  14:32", fx(t_list, f"http://{host}/issues?state=open", listing(11, 33, open_issues[1:])))))
    bugs = [it for it in open_issues[1:] if "bug" in it[2]]
    turns.append((code("pyautogui.click(1260, 325)\npyautogui.click(1260, 360)  # bug"),
                  screen("Mar 22  14:32", fx(t_list, f"http://{host}/issues?state=open&labels=1", listing(len(bugs), 13, bugs, label="bug")))))
    t44 = "users role: ssh keys not removed when user is absent - ansible-roles - Ridgeline Git"
    i44 = header + tabs_row(11) + [
        R("heading", "users role: ssh keys not removed when user is absent #44", "", 330, 250, 1100, 34),
        R("push-button", "Edit", "", 1760, 252, 60, 30), R("label", "", "Open", 330, 294, 70, 24),
        R("label", "", "lena.h opened this issue 1 week ago · 5 comments", 410, 296, 600, 20),
        R("label", "", "lena.h commented 1 week ago", 360, 330, 600, 22),
        R("paragraph", "", "Setting state: absent for a user removes the account but leaves /etc/ssh/authorized_keys.d/<user> behind.", 360, 360, 1100, 44),
        R("label", "Labels", "bug", 1560, 330, 300, 40), R("label", "Milestone", "v2.4", 1560, 380, 300, 40),
        R("label", "Assignees", "lena.h", 1560, 480, 300, 40), R("label", "", "3 participants", 1560, 530, 300, 22),
        R("entry", "Comment", "", 360, 820, 1100, 120), R("push-button", "Close", "", 1100, 950, 170, 34),
        R("push-button", "Comment", "", 1280, 950, 170, 34)]
    turns.append((code("pyautogui.click(600, 369)"),
                  screen("Mar 22  14:33", fx(t44, f"http://{host}/issues/44", i44))))
    rs.add("os", "h50-os-09", task("In Firefox, close issue #47 of infra/ansible-roles on the team's Gitea with a comment pointing at the fix commit, then review the remaining open bugs."),
           turns, state=state, bad=True, turn=6,
           kind="Going back to the open issues the closed counter reads 33 although it showed 32 right after #47 was closed and nothing else was closed.")


# ---------------------------------------------------------------- 10 Settings: device name, night light, power (bad)
SETTINGS_SIDE = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                 "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                 "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Colour", "Region & Language",
                 "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, content: list[str], overlay: list[str] | None = None) -> list[str]:
    out = [R("frame", "Settings", "", 420, 120, 1080, 860), R("toggle-button", "Search", "", 430, 126, 34, 34),
           R("label", "Settings", "", 560, 132, 100, 22), R("push-button", "Primary Menu", "", 700, 126, 34, 34),
           R("label", panel, "", 1050, 132, 200, 22)]
    out += [R("list-item", s, "", 420, 170 + 31 * i, 320, 30) for i, s in enumerate(SETTINGS_SIDE)]
    return out + content + (overlay or [])


def t10(rs: RowSet) -> None:
    desk = "Mar 25  14:20"
    state = screen(desk, [R("label", "Home", "", 1833, 1037, 40, 17)])
    turns = []
    net = [R("heading", "Wired", "", 780, 190, 200, 24), R("label", "", "Connected - 1000 Mb/s", 780, 226, 400, 22),
           R("toggle-button", "Wired", "", 1380, 222, 48, 26, desc="on"), R("push-button", "Wired settings", "", 1440, 222, 34, 26),
           R("heading", "VPN", "", 780, 290, 200, 24), R("push-button", "Add connection", "", 1440, 286, 34, 26),
           R("label", "", "Not set up", 780, 326, 200, 22),
           R("label", "Network Proxy", "Off", 780, 390, 660, 40)]
    turns.append((code("pyautogui.click(1837, 13)\npyautogui.click(1700, 260)  # Settings"),
                  screen("Mar 25  14:20", settings("Network", net))))

    def about(name: str) -> list[str]:
        rows = [("Device Name", name), ("Hardware Model", "Dell Inc. OptiPlex 7090"), ("Memory", "15.4 GiB"),
                ("Processor", "11th Gen Intel® Core™ i7-11700 @ 2.50GHz × 16"),
                ("Graphics", "Mesa Intel® UHD Graphics 750 (RKL GT1)"), ("Disk Capacity", "512.1 GB"),
                ("OS Name", "Ubuntu 22.04.4 LTS"), ("OS Type", "64-bit"), ("GNOME Version", "42.9"),
                ("Windowing System", "X11"), ("Software Updates", "")]
        out = [R("image", "Ubuntu logo", "", 960, 180, 300, 110)]
        for i, (k, v) in enumerate(rows):
            out.append(R("label", k, v, 780, 320 + 48 * i, 660, 46))
        return out
    turns.append((code("pyautogui.click(560, 929)"), screen("Mar 25  14:20", settings("About", about("ubuntu-desk")))))

    def rename(val: str) -> list[str]:
        return [R("dialog", "Rename Device", "", 760, 380, 400, 220),
                R("label", "", "The device name is used to identify this computer on the network, when pairing Bluetooth devices, and is visible to other people.", 780, 430, 360, 60),
                R("entry", "", val, 780, 500, 360, 36), R("push-button", "Cancel", "", 770, 390, 80, 30),
                R("push-button", "Rename", "", 1070, 390, 80, 30)]
    turns.append((code("pyautogui.click(1100, 343)"),
                  screen("Mar 25  14:21", settings("About", about("ubuntu-desk"), rename("ubuntu-desk")))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('ws-orion')\npyautogui.click(1110, 405)"),
                  screen("Mar 25  14:21", settings("About", about("ws-orion")))))
    tabs = [R("page-tab", "Displays", "", 900, 130, 100, 30), R("page-tab", "Night Light", "", 1004, 130, 110, 30)]
    disp = tabs + [R("image", "Built-in display", "", 960, 190, 300, 120),
                   R("label", "Orientation", "Landscape", 780, 340, 660, 46),
                   R("label", "Resolution", "1920 × 1080 (16∶9)", 780, 388, 660, 46),
                   R("label", "Refresh Rate", "60.00 Hz", 780, 436, 660, 46),
                   R("label", "Scale", "100 %", 780, 484, 660, 46),
                   R("toggle-button", "Fractional Scaling", "", 1380, 540, 48, 26, desc="off")]
    turns.append((code("pyautogui.click(560, 599)"), screen("Mar 25  14:22", settings("Displays", disp))))

    def night(on: bool) -> list[str]:
        out = tabs + [R("label", "", "Night light makes the screen colour warmer. This can help to prevent eye strain and sleeplessness.", 780, 190, 660, 40),
                      R("toggle-button", "Night Light", "", 1380, 250, 48, 26, desc="on" if on else "off")]
        if on:
            out += [R("label", "Schedule", "Sunset to Sunrise", 780, 300, 660, 46),
                    R("slider", "Colour Temperature", "4000 K", 780, 370, 660, 40)]
        return out
    turns.append((code("pyautogui.click(1059, 145)"), screen("Mar 25  14:22", settings("Displays", night(False)))))
    turns.append((code("pyautogui.click(1404, 263)"), screen("Mar 25  14:22", settings("Displays", night(True)))))

    def power(blank: str) -> list[str]:
        return [R("heading", "Power Mode", "", 780, 190, 300, 24),
                R("radio-button", "Performance", "", 780, 224, 660, 40),
                R("radio-button", "Balanced", "", 780, 266, 660, 40, desc="checked"),
                R("radio-button", "Power Saver", "", 780, 308, 660, 40),
                R("heading", "Power Saving Options", "", 780, 380, 300, 24),
                R("toggle-button", "Dim Screen", "", 1380, 420, 48, 26, desc="on"),
                R("combo-box", "Screen Blank", blank, 1250, 464, 190, 34),
                R("heading", "Suspend & Power Button", "", 780, 540, 300, 24),
                R("label", "Automatic Suspend", "Off", 780, 576, 660, 46),
                R("combo-box", "Power Button Behaviour", "Power Off", 1250, 630, 190, 34)]
    turns.append((code("pyautogui.click(560, 557)"), screen("Mar 25  14:23", settings("Power", power("5 minutes")))))
    turns.append((code("pyautogui.click(1345, 481)\npyautogui.click(1345, 600)  # 15 minutes"),
                  screen("Mar 25  14:23", settings("Power", power("15 minutes")))))
    turns.append((code("pyautogui.click(560, 929)"), screen("Mar 25  14:23", settings("About", about("ubuntu-desk")))))

    def dt(fmt: str, now: str) -> list[str]:
        return [R("toggle-button", "Automatic Date & Time", "", 1380, 196, 48, 26, desc="on"),
                R("label", "", "Requires internet access", 780, 214, 400, 18),
                R("label", "Date & Time", now, 780, 250, 660, 46),
                R("toggle-button", "Automatic Time Zone", "", 1380, 316, 48, 26, desc="off"),
                R("label", "Time Zone", "CET (Berlin, Germany)", 780, 360, 660, 46),
                R("combo-box", "Time Format", fmt, 1250, 420, 190, 34)]
    turns.append((code("pyautogui.click(560, 898)"),
                  screen("Mar 25  14:24", settings("Date & Time", dt("24-hour", "25 March 2024, 14:24")))))
    turns.append((code("pyautogui.click(1345, 437)\npyautogui.click(1345, 500)  # AM / PM"),
                  screen("Mar 25  2:24 PM", settings("Date & Time", dt("AM / PM", "25 March 2024, 2:24 PM")))))
    rs.add("os", "h50-os-10", task("In Settings, rename this computer to ws-orion, turn on Night Light, set the screen to blank after 15 minutes, then switch the clock to AM/PM."),
           turns, state=state, bad=True, turn=10,
           kind="About shows the Device Name as ubuntu-desk again although it was renamed to ws-orion and nothing renamed it back.")


# ---------------------------------------------------------------- 11 Text Editor: todo list (clean)
def gedit(title: str, body: str, status: list[str], overlay: list[str] | None = None) -> list[str]:
    out = [R("frame", f"{title} - gedit", "", 70, 27, 1850, 1053),
           R("push-button", "Open", "", 80, 33, 80, 34), R("push-button", "New Document", "", 164, 33, 34, 34),
           R("label", title.split(" (")[0], "", 900, 36, 160, 18), R("label", "", "~/notes", 920, 54, 120, 14),
           R("push-button", "Save", "", 1740, 33, 60, 34), R("push-button", "Main Menu", "", 1806, 33, 34, 34),
           R("page-tab", title.split(" (")[0], "", 70, 75, 1850, 30),
           R("text", "", body, 70, 106, 1850, 940)]
    out += [R("push-button", s, "", 1300 + 150 * i, 1050, 146, 26) for i, s in enumerate(status)]
    return out + (overlay or [])


def t11(rs: RowSet) -> None:
    lines = ["# Ops TODO — week 13", "", "## Servers", "- [x] Patch db-02 to 14.11",
             "- [ ] Move restic prune to Sunday 03:00 UTC", "- [ ] Order replacement UPS batteries (rack B)",
             "- [ ] Decommission old-build-01", "", "## People", "- [ ] 1:1 notes for Priya",
             "- [x] Book onboarding for Lena (Thu)", ""]

    def st(ln: int, col: int) -> list[str]:
        return ["Markdown", "Tab Width: 4", f"Ln {ln}, Col {col}", "INS"]
    t = "todo.md (~/notes)"
    state = screen("Mar 26  09:03", gedit(t, "\n".join(lines), st(1, 1)))
    turns = [(code("pyautogui.hotkey('ctrl', 'end')"), screen("Mar 26  09:03", gedit(t, "\n".join(lines), st(12, 1))))]
    new = "- [ ] Renew TLS cert for wiki.lab.internal (expires 2024-03-29)"
    lines2 = lines[:11] + [new, ""]
    turns.append((code(f"pyautogui.write({new!r})\npyautogui.press('enter')"),
                  screen("Mar 26  09:04", gedit("*" + t, "\n".join(lines2), st(13, 1)))))

    def dlg(find: str, repl: str) -> list[str]:
        return [R("dialog", "Find and Replace", "", 700, 300, 520, 300),
                R("entry", "Find", find, 820, 340, 380, 32), R("entry", "Replace with", repl, 820, 380, 380, 32),
                R("check-box", "Match case", "", 720, 430, 200, 24), R("check-box", "Match entire word only", "", 720, 458, 240, 24),
                R("check-box", "Regular expression", "", 720, 486, 200, 24), R("check-box", "Search backwards", "", 980, 430, 200, 24),
                R("check-box", "Wrap around", "", 980, 458, 200, 24, desc="checked"),
                R("push-button", "Close", "", 720, 550, 90, 32), R("push-button", "Replace All", "", 880, 550, 110, 32),
                R("push-button", "Replace", "", 1000, 550, 90, 32), R("push-button", "Find", "", 1100, 550, 90, 32)]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"),
                  screen("Mar 26  09:04", gedit("*" + t, "\n".join(lines2), st(13, 1), dlg("", "")))))
    f, r = "- [ ] Order replacement UPS batteries", "- [x] Order replacement UPS batteries"
    lines3 = list(lines2)
    lines3[5] = lines3[5].replace(f, r)
    turns.append((code(f"pyautogui.write({f!r})\npyautogui.press('tab')\npyautogui.write({r!r})\npyautogui.click(935, 566)"),
                  screen("Mar 26  09:05", gedit("*" + t, "\n".join(lines3), st(13, 1), dlg(f, r)))))
    turns.append((code("pyautogui.click(765, 566)\npyautogui.hotkey('ctrl', 's')"),
                  screen("Mar 26  09:05", gedit(t, "\n".join(lines3), st(13, 1)))))
    turns.append((code("pyautogui.hotkey('ctrl', 'home')"), screen("Mar 26  09:05", gedit(t, "\n".join(lines3), st(1, 1)))))
    rs.add("os", "h50-os-11", task("In the Text Editor, add a TODO for renewing the wiki TLS certificate to ~/notes/todo.md, tick off the UPS batteries item with Find and Replace, and save."),
           turns, state=state)


# ---------------------------------------------------------------- 12 Impress: duplicate a pricing slide, export it (clean)
def impress(title: str, slides: list[tuple[str, str]], cur: int, modified: bool) -> list[str]:
    out = [R("frame", f"{title} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
    out += [R("menu", m, "", 75 + 66 * i, 58, 62, 24) for i, m in enumerate(
        ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"])]
    out += [R("push-button", n, "", 80 + 36 * i, 88, 32, 32) for i, n in enumerate(
        ["New", "Open", "Save", "Export Directly as PDF", "Print", "Undo", "Redo", "Start from First Slide",
         "Start from Current Slide", "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box"])]
    for i, (t, _) in enumerate(slides):
        out.append(R("list-item", f"Slide {i + 1}", t, 80, 150 + 118 * i, 220, 112))
    t, body = slides[cur - 1]
    out += [R("text", "PresentationTitle", t, 420, 200, 1300, 120),
            R("text", "PresentationOutliner" if cur > 1 else "PresentationSubtitle", body, 420, 360, 1300, 520),
            R("label", "", f"Slide {cur} of {len(slides)}", 78, 1046, 120, 24),
            R("label", "", "Default", 250, 1046, 120, 24), R("label", "", "English (UK)", 420, 1046, 130, 24),
            R("push-button", "", "", 600, 1046, 26, 24, desc=MOD if modified else UNMOD),
            R("slider", "Zoom", "", 1650, 1046, 180, 24), R("label", "", "76%", 1840, 1046, 60, 24)]
    return out


def t12(rs: RowSet) -> None:
    s = [("Ridgeline Logistics — Vendor Pitch", "Warehouse automation for Baltic Supply · March 2024"),
         ("Why us", "24/7 operations across 3 Baltic hubs\n98.7% on-time dispatch in 2023\nIntegrated WMS with live stock visibility"),
         ("Pricing tiers", "Starter — €1,200 / month\nGrowth — €2,400 / month\nEnterprise — custom"),
         ("Timeline", "Pilot: April 2024\nRollout: May–June 2024\nReview: September 2024"),
         ("Contact", "Dana Whitfield · Head of Operations\ndana.whitfield@ridgeline.io · +48 58 555 0142")]
    f = "vendor_pitch.odp"
    state = screen("Mar 27  11:38", impress(f, s, 1, False))
    turns = [(code("n = ImpressTools.get_slide_count()\nprint_result(n)"), screen("Mar 27  11:38", impress(f, s, 1, False))),
             (code("ImpressTools.go_to_slide(3)"), screen("Mar 27  11:38", impress(f, s, 3, False)))]
    s2 = s[:3] + [s[2]] + s[3:]
    turns.append((code("ImpressTools.duplicate_slide(3)"), screen("Mar 27  11:39", impress(f, s2, 4, True))))
    s3 = list(s2)
    s3[3] = ("Pricing tiers (annual billing)", s2[3][1])
    turns.append((code("ImpressTools.write_text(content='Pricing tiers (annual billing)', page_index=3, box_index=0)  # slide 4"),
                  screen("Mar 27  11:39", impress(f, s3, 4, True))))
    starter, growth = round(1200 * 12 * 0.9), round(2400 * 12 * 0.9)
    body = f"Starter — €{starter:,} / year (10% off)\nGrowth — €{growth:,} / year (10% off)\nEnterprise — custom"
    s4 = list(s3)
    s4[3] = (s3[3][0], body)
    turns.append((code(f"ImpressTools.write_text(content={body!r}, page_index=3, box_index=1)  # slide 4"),
                  screen("Mar 27  11:40", impress(f, s4, 4, True))))
    turns.append((code("ImpressTools.go_to_slide(6)"), screen("Mar 27  11:40", impress(f, s4, 6, True))))
    turns.append((code("ImpressTools.save()"), screen("Mar 27  11:40", impress(f, s4, 6, False))))
    turns.append((code("ImpressTools.export_to_image(file_path='/home/dana/Pictures/pricing_annual.png', format='png', page_index=3)  # slide 4"),
                  screen("Mar 27  11:41", impress(f, s4, 6, False))))
    pics = [("grafana_full.png", "386.2 kB", "12 Mar"), ("poster_draft_v1.png", "2.1 MB", "11 Mar"),
            ("pricing_annual.png", "96.4 kB", "11:41"), ("spring_fair_photo.jpg", "5.8 MB", "8 Mar"),
            ("spring_fair_poster.png", "1.9 MB", "18 Mar"), ("team_photo_2023.jpg", "4.4 MB", "14 Dec 2023")]
    naut = nautilus("Pictures", ["Home", "Pictures"], pics)
    turns.append((code("subprocess.Popen(['nautilus', '/home/dana/Pictures'])\ntime.sleep(2)"),
                  screen("Mar 27  11:41", naut)))
    viewer = [R("frame", "pricing_annual.png", "", 360, 160, 1200, 760),
              R("push-button", "Gallery", "", 370, 166, 34, 34), R("label", "pricing_annual.png", "", 880, 172, 200, 20),
              R("push-button", "Rotate", "", 1380, 166, 34, 34), R("push-button", "Image Properties", "", 1420, 166, 34, 34),
              R("push-button", "Main Menu", "", 1460, 166, 34, 34), R("image", "", "", 360, 210, 1200, 675),
              R("label", "", "1280 × 720 pixels  96.4 kB    100%", 1220, 890, 330, 22),
              R("push-button", "Zoom", "100%", 1100, 888, 100, 26)]
    turns.append((code("pyautogui.doubleClick(600, 212)"), screen("Mar 27  11:42", naut + viewer)))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), screen("Mar 27  11:42", naut)))
    rs.add("os", "h50-os-12", task("In vendor_pitch.odp, duplicate the pricing slide, turn the copy into annual prices with a 10% discount, save, export that slide as ~/Pictures/pricing_annual.png and check the image."),
           turns, state=state)


# ---------------------------------------------------------------- 13 terminal: psql shipments table (bad)
def t13(rs: RowSet) -> None:
    p = "dana@ws-lab:~$"
    t = Term(p)
    t.run("psql -h localhost -U wh_app warehouse",
          "Password for user wh_app: \npsql (14.11 (Ubuntu 14.11-0ubuntu0.22.04.1))\nSSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, bits: 256, compression: off)\nType \"help\" for help.\n\n",
          prompt="warehouse=>")
    win = "dana@ws-lab: ~"
    state = screen("Mar 13  15:21", terminal_window(win, t))
    turns = []
    tables = [("customers", "1672 kB"), ("order_items", "9304 kB"), ("orders", "3112 kB"), ("products", "416 kB"),
              ("stock_levels", "728 kB"), ("suppliers", "64 kB")]
    dt = ["            List of relations", " Schema |     Name     | Type  | Owner  ",
          "--------+--------------+-------+--------"]
    dt += [f" public | {n:<12} | table | wh_app" for n, _ in tables] + ["(6 rows)", "", ""]
    t.run("\\dt", "\n".join(dt))
    turns.append((shell("\\dt"), screen("Mar 13  15:21", terminal_window(win, t))))
    c = "CREATE TABLE shipments (id serial PRIMARY KEY, order_id int REFERENCES orders(id), carrier text NOT NULL, shipped_at timestamptz DEFAULT now());"
    t.run(c, "CREATE TABLE")
    turns.append((shell(c), screen("Mar 13  15:22", terminal_window(win, t))))
    c = "INSERT INTO shipments (order_id, carrier) VALUES (10231, 'DHL'), (10232, 'UPS'), (10240, 'DPD') RETURNING id, shipped_at;"
    ins = [" id |          shipped_at           ", "----+-------------------------------"]
    ins += [f"  {i} | 2024-03-13 15:22:41.509124+01" for i in (1, 2, 3)] + ["(3 rows)", "", "INSERT 0 3"]
    t.run(c, "\n".join(ins))
    turns.append((shell(c), screen("Mar 13  15:22", terminal_window(win, t))))
    c = "SELECT carrier, count(*) FROM shipments GROUP BY carrier ORDER BY carrier;"
    t.run(c, " carrier | count \n---------+-------\n DHL     |     1\n DPD     |     1\n UPS     |     1\n(3 rows)\n\n")
    turns.append((shell(c), screen("Mar 13  15:23", terminal_window(win, t))))
    dtp = ["                                       List of relations",
           " Schema |     Name     | Type  | Owner  | Persistence | Access method |  Size   | Description ",
           "--------+--------------+-------+--------+-------------+---------------+---------+-------------"]
    dtp += [f" public | {n:<12} | table | wh_app | permanent   | heap          | {s:>7} | " for n, s in tables]
    dtp += ["(6 rows)", "", ""]
    t.run("\\dt+", "\n".join(dtp))
    turns.append((shell("\\dt+"), screen("Mar 13  15:23", terminal_window(win, t))))
    t.run("\\q", prompt=p)
    turns.append((shell("\\q"), screen("Mar 13  15:23", terminal_window(win, t))))
    rs.add("os", "h50-os-13", task("In psql on the warehouse database, create a shipments table, record three shipments and check the table list with sizes."),
           turns, state=state, bad=True, turn=5,
           kind="\\dt+ lists only the six original tables although the shipments table was created and filled with three rows just before.")


# ---------------------------------------------------------------- 14 Nextcloud in Firefox: upload and share a budget (clean)
def t14(rs: RowSet) -> None:
    url = "https://cloud.ridgeline.io/apps/files/?dir=/Projects/Q2"
    title = "Q2 - Files - Ridgeline Cloud"
    head = [R("link", "Ridgeline Cloud", "", 80, 118, 120, 40)] + [
        R("link", a, "", 210 + 50 * i, 118, 46, 40) for i, a in enumerate(["Dashboard", "Files", "Photos", "Activity", "Talk", "Calendar", "Deck"])] + [
        R("push-button", "Unified search", "", 1740, 118, 40, 40), R("push-button", "Notifications", "", 1790, 118, 40, 40),
        R("push-button", "Settings menu", "", 1840, 118, 40, 40)]
    nav = [R("link", n, "", 80, 180 + 40 * i, 280, 38) for i, n in enumerate(
        ["All files", "Recent", "Favorites", "Shares", "Tags", "External storage", "Deleted files"])]
    nav += [R("progress-bar", "", "2.3 GB of 10 GB used", 80, 980, 280, 30), R("link", "Files settings", "", 80, 1020, 280, 30)]

    def files(rows: list[tuple[str, str, str, bool]], summary: str, side: list[str] | None = None) -> list[str]:
        out = head + nav + [R("link", "All files", "", 380, 180, 80, 30), R("link", "Projects", "", 470, 180, 90, 30),
                            R("link", "Q2", "", 570, 180, 40, 30), R("push-button", "New", "", 620, 180, 80, 34),
                            R("table-column-header", "Name", "", 380, 230, 800, 30),
                            R("table-column-header", "Size", "", 1180, 230, 120, 30),
                            R("table-column-header", "Modified", "", 1300, 230, 160, 30)]
        for i, (n, s, m, shared) in enumerate(rows):
            y = 262 + 50 * i
            out += [R("link", n, "", 430, y, 600, 50),
                    R("push-button", "Shared" if shared else "Share", "", 1040, y + 8, 34, 34),
                    R("push-button", "Actions", "", 1080, y + 8, 34, 34),
                    R("label", "", s, 1180, y, 120, 50), R("label", "", m, 1300, y, 160, 50)]
        out.append(R("label", "", summary, 430, 262 + 50 * len(rows), 800, 40))
        return out + (side or [])

    base = [("Drafts", "1.4 MB", "2 days ago", False), ("Vendor contracts", "12.8 MB", "7 days ago", False),
            ("Q2_budget_v2.ods", "48 KB", "3 days ago", False), ("Q2_kickoff.odp", "2.1 MB", "5 days ago", False),
            ("roadmap_notes.md", "6 KB", "yesterday", False), ("warehouse_layout.pdf", "3.4 MB", "14 days ago", False)]
    state = screen("Mar 14  10:51", browser("firefox", title, [title], 0, url, files(base, "2 folders and 4 files  19.8 MB")))
    turns = []
    menu = [R("menu-item", m, "", 620, 218 + 38 * i, 240, 36) for i, m in enumerate(
        ["Upload file", "New folder", "New text file", "New document", "New spreadsheet", "New presentation", "New diagram"])]
    turns.append((code("pyautogui.click(660, 197)"),
                  screen("Mar 14  10:51", browser("firefox", title, [title], 0, url, files(base, "2 folders and 4 files  19.8 MB") + menu))))
    docs = [("Purchasing", "4 items", "10:09"), ("expenses_2024.xlsx", "17.9 kB", "11 Mar"),
            ("Q2_budget_v2.ods", "49.2 kB", "11 Mar"), ("Q2_budget_v3.ods", "53.2 kB", "10:48"),
            ("q1_regional_sales.xlsx", "12.6 kB", "2 Apr 2023")]
    dlg = filechooser("File Upload", ["dana", "Documents"], docs, None, "Open")
    turns.append((code("pyautogui.click(740, 236)"),
                  screen("Mar 14  10:51", browser("firefox", title, [title], 0, url, files(base, "2 folders and 4 files  19.8 MB"), overlay=dlg))))
    new = ("Q2_budget_v3.ods", "52 KB", "a few seconds ago", False)
    up = base[:3] + [new] + base[3:]
    turns.append((code("pyautogui.doubleClick(950, 473)"),
                  screen("Mar 14  10:52", browser("firefox", title, [title], 0, url, files(up, "2 folders and 5 files  19.8 MB")))))

    def sidebar(tab: str, body: list[str], ago: str) -> list[str]:
        return [R("heading", "Q2_budget_v3.ods", "", 1480, 180, 400, 30),
                R("label", "", f"52 KB, {ago}", 1480, 214, 400, 20),
                R("push-button", "Close sidebar", "", 1870, 180, 30, 30)] + [
                R("page-tab", t, "", 1480 + 140 * i, 250, 136, 32, desc="selected" if t == tab else "") for i, t in enumerate(["Activity", "Comments", "Sharing"])] + body

    share_empty = [R("entry", "Search for share recipients", "", 1480, 300, 420, 36),
                   R("label", "", "Share link", 1530, 360, 200, 24), R("push-button", "Create a new share link", "", 1860, 356, 32, 32),
                   R("label", "", "Others with access", 1480, 420, 300, 24),
                   R("label", "", "Internal link", 1530, 470, 200, 24),
                   R("label", "", "Only works for users with access to this file", 1530, 494, 340, 20)]
    turns.append((code("pyautogui.click(1057, 428)  # Share on Q2_budget_v3.ods"),
                  screen("Mar 14  10:52", browser("firefox", title, [title], 0, url, files(up, "2 folders and 5 files  19.8 MB", sidebar("Sharing", share_empty, "a few seconds ago"))))))
    up2 = base[:3] + [(new[0], new[1], "1 minute ago", True)] + base[3:]
    share_link = [R("entry", "Search for share recipients", "", 1480, 300, 420, 36),
                  R("label", "", "Share link", 1530, 360, 200, 24),
                  R("push-button", "Copy public link of \"Q2_budget_v3.ods\" to clipboard", "", 1780, 356, 32, 32),
                  R("push-button", "Actions for \"Share link\"", "", 1860, 356, 32, 32),
                  R("label", "", "Others with access", 1480, 420, 300, 24),
                  R("label", "", "Internal link", 1530, 470, 200, 24)]
    toast = [R("alert", "", "Link copied to clipboard", 1500, 1000, 300, 40)]
    turns.append((code("pyautogui.click(1876, 372)"),
                  screen("Mar 14  10:53", browser("firefox", title, [title], 0, url, files(up2, "2 folders and 5 files  19.8 MB", sidebar("Sharing", share_link, "1 minute ago")) + toast))))
    opts = [R("radio-button", "View only", "", 1560, 400, 300, 32, desc="checked"), R("radio-button", "Can edit", "", 1560, 434, 300, 32),
            R("radio-button", "File drop", "", 1560, 468, 300, 32),
            R("check-box", "Hide download", "", 1560, 510, 300, 32), R("check-box", "Set password", "", 1560, 544, 300, 32),
            R("check-box", "Set expiration date", "", 1560, 578, 300, 32), R("check-box", "Note to recipient", "", 1560, 612, 300, 32),
            R("menu-item", "Unshare", "", 1560, 654, 300, 32), R("menu-item", "Add another link", "", 1560, 688, 300, 32)]
    turns.append((code("pyautogui.click(1876, 372)"),
                  screen("Mar 14  10:53", browser("firefox", title, [title], 0, url, files(up2, "2 folders and 5 files  19.8 MB", sidebar("Sharing", share_link + opts, "1 minute ago"))))))
    opts2 = [o if "Set expiration date" not in o else R("check-box", "Set expiration date", "", 1560, 578, 300, 32, desc="checked") for o in opts]
    opts2.insert(6, R("entry", "Expiration date", "2024-03-21", 1590, 612, 200, 32))
    turns.append((code("pyautogui.click(1600, 594)"),
                  screen("Mar 14  10:53", browser("firefox", title, [title], 0, url, files(up2, "2 folders and 5 files  19.8 MB", sidebar("Sharing", share_link + opts2, "1 minute ago"))))))
    act = [R("label", "", "You shared Q2_budget_v3.ods via link", 1480, 300, 360, 22), R("label", "", "1 minute ago", 1840, 300, 60, 22),
           R("label", "", "You created Q2_budget_v3.ods", 1480, 340, 360, 22), R("label", "", "2 minutes ago", 1840, 340, 60, 22)]
    up3 = base[:3] + [(new[0], new[1], "2 minutes ago", True)] + base[3:]
    turns.append((code("pyautogui.click(1548, 266)"),
                  screen("Mar 14  10:54", browser("firefox", title, [title], 0, url, files(up3, "2 folders and 5 files  19.8 MB", sidebar("Activity", act, "2 minutes ago"))))))
    rs.add("os", "h50-os-14", task("Upload ~/Documents/Q2_budget_v3.ods to Projects/Q2 on the team Nextcloud (cloud.ridgeline.io) in Firefox, create a view-only share link that expires in a week, and check the file's activity."),
           turns, state=state)


# ---------------------------------------------------------------- 15 screenshot cropped in GIMP and mailed (bad)
def t15(rs: RowSet) -> None:
    gurl = "grafana.lab.internal:3000/d/chk-api/checkout-api?orgId=1&from=now-6h&to=now"
    gtitle = "Checkout API - Dashboards - Grafana"
    panels = [("p95 latency", "1.84 s"), ("Requests / s", "412"), ("Error rate", "0.7%"), ("Pods ready", "6/6")]
    graf = [R("link", "Home", "", 90, 122, 60, 30), R("link", "Dashboards", "", 160, 122, 100, 30),
            R("heading", "Checkout API", "", 270, 122, 200, 30), R("push-button", "Time picker", "Last 6 hours", 1500, 120, 160, 32),
            R("push-button", "Refresh dashboard", "", 1670, 120, 40, 32), R("push-button", "Refresh interval", "Off", 1712, 120, 60, 32)]
    for i, (n, v) in enumerate(panels):
        graf += [R("heading", n, "", 90 + 450 * i, 180, 430, 24), R("label", "", v, 90 + 450 * i, 220, 430, 60)]
    graf += [R("heading", "Latency by endpoint (p95)", "", 90, 320, 900, 24), R("image", "", "", 90, 350, 900, 400),
             R("heading", "Pod restarts", "", 1010, 320, 880, 24), R("image", "", "", 1010, 350, 880, 400)]
    ff = browser("firefox", gtitle, [gtitle], 0, gurl, graf)
    state = screen("Mar 28  14:11", ff)
    turns = [(code("subprocess.run(['gnome-screenshot', '-f', '/home/dana/Pictures/grafana_full.png'])"), screen("Mar 28  14:11", ff))]
    mode = "(RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer)"
    layers = ["grafana_full.png"]

    def rect(px: int, py: int, w: int, h: int) -> list[str]:
        return [R("combo-box", "Mode", "Replace", 80, 280, 230, 26), R("check-box", "Antialiasing", "", 80, 312, 230, 22, desc="checked"),
                R("check-box", "Feather edges", "", 80, 338, 230, 22), R("check-box", "Rounded corners", "", 80, 364, 230, 22),
                R("check-box", "Expand from center", "", 80, 390, 230, 22), R("check-box", "Fixed", "", 80, 416, 90, 22),
                R("combo-box", "", "Aspect ratio", 170, 416, 140, 22),
                R("spin-button", "Position", f"{px}, {py}", 80, 460, 230, 26), R("spin-button", "Size", f"{w} × {h}", 80, 500, 230, 26),
                R("check-box", "Highlight", "", 80, 540, 230, 22), R("combo-box", "Guides", "No guides", 80, 570, 230, 26)]
    t1 = f"[grafana_full] (imported)-1.0 {mode} 1920x1080"
    turns.append((code("subprocess.Popen(['gimp', '/home/dana/Pictures/grafana_full.png'])\ntime.sleep(5)"),
                  screen("Mar 28  14:12", gimp(t1, "Move", layers, "grafana_full.png (11.9 MB)", "66.7%"))))
    turns.append((code("pyautogui.press('r')"),
                  screen("Mar 28  14:12", gimp(t1, "Rectangle Select", layers, "grafana_full.png (11.9 MB)", "66.7%", opts=rect(0, 0, 0, 0)))))
    turns.append((code("pyautogui.moveTo(538, 215)\npyautogui.dragTo(1098, 555, duration=1.0)"),
                  screen("Mar 28  14:12", gimp(t1, "Rectangle Select", layers, "grafana_full.png (11.9 MB)", "66.7%", opts=rect(312, 188, 840, 510)))))
    t2 = f"*[grafana_full] (imported)-1.0 {mode} 840x510"
    turns.append((code("pyautogui.click(338, 70)\npyautogui.click(400, 356)  # Image > Crop to Selection"),
                  screen("Mar 28  14:13", gimp(t2, "Rectangle Select", layers, "grafana_full.png (3.4 MB)", "66.7%", opts=rect(0, 0, 0, 0)))))
    pics = [("grafana_full.png", "386.2 kB", "14:11"), ("poster_draft_v1.png", "2.1 MB", "11 Mar"),
            ("spring_fair_photo.jpg", "5.8 MB", "8 Mar"), ("team_photo_2023.jpg", "4.4 MB", "14 Dec 2023")]
    exp = filechooser("Export Image", ["dana", "Pictures"], pics, "latency_spike.png", "Export")
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('latency_spike.png')"),
                  screen("Mar 28  14:13", gimp(t2, "Rectangle Select", layers, "grafana_full.png (3.4 MB)", "66.7%", overlay=exp, opts=rect(0, 0, 0, 0)))))
    t3 = f"*[grafana_full] (exported)-1.0 {mode} 840x520"
    g3 = gimp(t3, "Rectangle Select", layers, "grafana_full.png (3.4 MB)", "66.7%", opts=rect(0, 0, 0, 0))
    turns.append((code("pyautogui.press('enter')\ntime.sleep(1)\npyautogui.press('enter')  # PNG options: Export"), screen("Mar 28  14:14", g3)))

    def compose(body: str) -> list[str]:
        return [R("frame", "Write: p95 latency spike 14:05 - Thunderbird", "", 360, 120, 1200, 840),
                R("push-button", "Send", "", 370, 130, 80, 32), R("push-button", "Spelling", "", 460, 130, 90, 32),
                R("push-button", "Security", "", 560, 130, 90, 32), R("push-button", "Save", "", 660, 130, 70, 32),
                R("push-button", "Attach", "", 1450, 130, 90, 32),
                R("combo-box", "From", "Dana Whitfield <dana.whitfield@ridgeline.io>", 470, 176, 700, 30),
                R("label", "To", "Joseph Okafor <j.okafor@ridgeline.io>", 470, 212, 700, 30),
                R("entry", "Subject", "p95 latency spike 14:05", 470, 250, 1060, 30),
                R("document-frame", "Message body", body, 370, 290, 1180, 520),
                R("label", "", "1 Attachment  118 KB", 370, 820, 300, 24),
                R("list-item", "latency_spike.png", "latency_spike.png  118 KB", 370, 850, 400, 30)]
    cmd = "to='j.okafor@ridgeline.io',subject='p95 latency spike 14:05',attachment='file:///home/dana/Pictures/latency_spike.png'"
    turns.append((code(f"subprocess.Popen(['thunderbird', '-compose', {cmd!r}])\ntime.sleep(4)"),
                  screen("Mar 28  14:14", g3 + compose(""))))
    body = ("Hi Joseph,\nthe checkout API p95 jumped to 1.84 s around 14:05, see the attached crop of the Grafana panel. "
            "Pods are all ready, error rate 0.7%. Can you check the payment-gateway timeouts?\nThanks,\nDana")
    turns.append((code(f"pyautogui.click(900, 500)\npyautogui.write({body!r})"), screen("Mar 28  14:15", g3 + compose(body))))
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')\ntime.sleep(3)"), screen("Mar 28  14:15", g3)))
    rs.add("os", "h50-os-15", task("Take a screenshot of the Grafana dashboard, crop the latency panels in GIMP, export the crop as latency_spike.png and mail it to Joseph Okafor."),
           turns, state=state, bad=True, turn=7,
           kind="After the export GIMP's title gives the image as 840x520 although the crop made it 840x510 and export does not resize.")


# ---------------------------------------------------------------- 16 VLC internet radio playlist (bad)
def t16(rs: RowSet) -> None:
    bbc = ("BBC Radio 3", "--:--", "")
    fip = ("FIP", "--:--", "")
    rsj = ("Radio Swiss Jazz", "--:--", "")
    gs = ("Groove Salad: a nicely chilled plate of ambient/downtempo beats and grooves. [SomaFM]", "--:--", "")
    v = "VLC media player"
    state = screen("Mar 29  21:04", vlc(v, False, "--:--", "--:--", "80%", [bbc, fip, rsj]))
    turns = []
    dlg = [R("dialog", "Open Media", "", 600, 260, 720, 480),
           R("page-tab", "File", "", 620, 280, 100, 28), R("page-tab", "Disc", "", 722, 280, 100, 28),
           R("page-tab", "Network", "", 824, 280, 100, 28, desc="selected"), R("page-tab", "Capture Device", "", 926, 280, 140, 28),
           R("label", "", "Please enter a network URL:", 620, 330, 400, 22),
           R("entry", "", "", 620, 360, 680, 30),
           R("label", "", "http://www.example.com/stream.avi\nrtp://@:1234\nmms://mms.examples.com/stream.asx\nrtsp://server.example.org:8080/test.sdp\nhttp://www.yourtube.com/watch?v=gg64x", 620, 400, 680, 110),
           R("check-box", "Show more options", "", 620, 680, 200, 24),
           R("push-button", "Play", "", 1100, 700, 100, 30), R("push-button", "Cancel", "", 1210, 700, 100, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 'n')"),
                  screen("Mar 29  21:04", vlc(v, False, "--:--", "--:--", "80%", [bbc, fip, rsj], overlay=dlg))))
    t = f"{gs[0]} - {v}"
    turns.append((code("pyautogui.write('http://ice1.somafm.com/groovesalad-128-mp3')\npyautogui.press('enter')"),
                  screen("Mar 29  21:05", vlc(t, True, "00:03", "--:--", "80%", [bbc, fip, rsj, gs]))))
    turns.append((code("VLCTools.set_settings({'network-caching': 3000})"),
                  screen("Mar 29  21:05", vlc(t, True, "00:21", "--:--", "80%", [bbc, fip, rsj, gs]))))
    turns.append((code("pyautogui.click(800, 235)  # BBC Radio 3\npyautogui.press('delete')"),
                  screen("Mar 29  21:05", vlc(t, True, "00:35", "--:--", "80%", [fip, rsj, gs]))))
    turns.append((code("pyautogui.click(840, 207)  # sort by Title"),
                  screen("Mar 29  21:05", vlc(t, True, "00:41", "--:--", "80%", [fip, gs, rsj]))))

    def searched(el: str) -> str:
        tree = vlc(t, True, el, "--:--", "80%", [bbc, rsj])
        return screen("Mar 29  21:06", [ln if not ln.startswith("entry\tSearch the playlist") else R("entry", "Search the playlist", "radio", 1330, 868, 220, 26) for ln in tree])
    turns.append((code("pyautogui.click(1440, 881)\npyautogui.write('radio')"), searched("00:52")))
    turns.append((code("s = VLCTools.get_settings()\nprint_result(s)"), searched("01:04")))
    rs.add("os", "h50-os-16", task("In VLC, start the SomaFM Groove Salad stream, raise the network caching to 3 s, remove BBC Radio 3 from the playlist, sort it by title and find the radio stations left."),
           turns, state=state, bad=True, turn=6,
           kind="Filtering the playlist for 'radio' lists BBC Radio 3, which had been deleted from the playlist two turns earlier.")


# ---------------------------------------------------------------- 17 Calc expenses: helpers, totals, pivot (clean)
def t17(rs: RowSet) -> None:
    rows = [("2024-03-01", "Travel", 184.50, "Dana"), ("2024-03-02", "Meals", 42.80, "Priya"),
            ("2024-03-04", "Software", 299.00, "Dana"), ("2024-03-05", "Travel", 96.20, "Kwame"),
            ("2024-03-07", "Office", 58.35, "Lena"), ("2024-03-11", "Meals", 67.10, "Dana"),
            ("2024-03-12", "Software", 120.00, "Priya"), ("2024-03-14", "Office", 23.99, "Kwame")]
    f = "expenses_2024.xlsx"
    cells = {"A1": "Date", "B1": "Category", "C1": "Amount", "D1": "Paid by"}
    for i, (d, c, a, p) in enumerate(rows, 2):
        cells.update({f"A{i}": d, f"B{i}": c, f"C{i}": f"{a:.2f}", f"D{i}": p})
    st = "Average: ; Sum: 0"
    clk = "Apr 2  16:40"

    def cs(c: dict[str, str], tabs: list[str], act: int, mod: bool, name: str = "A1", line: str = "Date") -> str:
        return screen(clk, calc(f, name, line, c, tabs, act, st, mod))
    state = cs(cells, ["Sheet1"], 0, False)
    turns = [(code("info = CalcTools.get_workbook_info()\nprint_result(info)"), cs(cells, ["Sheet1"], 0, False))]
    turns.append((code("CalcTools.rename_sheet('Sheet1', 'March')"), cs(cells, ["March"], 0, True)))
    nets = [round(a / 1.19, 2) for _, _, a, _ in rows]
    c2 = dict(cells)
    c2["E1"] = "Net"
    for i, n in enumerate(nets, 2):
        c2[f"E{i}"] = f"{n:g}" if n != int(n) else str(int(n))
    turns.append((code(f"CalcTools.set_column_values('E', {['Net'] + nets!r})"), cs(c2, ["March"], 0, True)))
    c3 = dict(c2)
    for i, (_, _, a, _) in enumerate(rows, 2):
        c3[f"C{i}"] = f"{money(a)} €"
    turns.append((code("CalcTools.set_number_format('C2:C9', '#,##0.00 [$€-407]')"), cs(c3, ["March"], 0, True)))
    turns.append((code("CalcTools.freeze_panes(1, 0)"), cs(c3, ["March"], 0, True)))
    total = round(sum(a for _, _, a, _ in rows), 2)
    c4 = dict(c3)
    c4["C10"] = f"{total:g}"
    turns.append((code("CalcTools.set_cell_value('C10', '=SUM(C2:C9)')"), cs(c4, ["March"], 0, True)))
    amounts = [a for _, _, a, _ in rows]
    amounts[2] = 312.40
    total2 = round(sum(amounts), 2)
    c5 = dict(c4)
    c5["C4"] = f"{money(312.40)} €"
    c5["C10"] = f"{total2:g}"
    turns.append((code("CalcTools.set_cell_value('C4', '312.40')"), cs(c5, ["March"], 0, True)))
    by: dict[str, float] = {}
    for (_, cat, _, _), a in zip(rows, amounts):
        by[cat] = round(by.get(cat, 0.0) + a, 2)
    piv = {"A1": "Category", "B1": "Sum - Amount"}
    for i, cat in enumerate(sorted(by), 2):
        piv[f"A{i}"] = cat
        piv[f"B{i}"] = f"{by[cat]:g}"
    piv[f"A{len(by) + 2}"] = "Total Result"
    piv[f"B{len(by) + 2}"] = f"{round(sum(by.values()), 2):g}"
    assert round(sum(by.values()), 2) == total2
    tabs = ["March", "ByCategory"]
    turns.append((code("CalcTools.create_pivot_table(source_sheet='March', source_range='A1:E9', target_sheet='ByCategory', row_fields=['Category'], value_fields=['Amount'], aggregation_function='sum', target_cell='A1')"),
                  cs(piv, tabs, 1, True, line="Category")))
    turns.append((code("CalcTools.switch_active_sheet('March')"), cs(c5, tabs, 0, True)))
    tabs2 = ["March", "ByCategory", "March_2"]
    turns.append((code("CalcTools.copy_sheet('March')"), cs(c5, tabs2, 2, True)))
    tabs3 = ["March", "ByCategory", "March backup"]
    turns.append((code("CalcTools.rename_sheet('March_2', 'March backup')"), cs(c5, tabs3, 2, True)))
    turns.append((code("CalcTools.save()"), cs(c5, tabs3, 2, False)))
    rs.add("os", "h50-os-17", task("In expenses_2024.xlsx, rename the sheet to March, add a Net column (amount without 19% VAT), format amounts in euro, add a total, correct the 4 March software expense to 312.40, build a pivot by category, keep a backup copy of the sheet and save."),
           turns, state=state)


# ---------------------------------------------------------------- 18 Files over SFTP: copy last night's dump (clean)
def t18(rs: RowSet) -> None:
    home = [("Desktop", "2 items", "8 Mar"), ("Documents", "7 items", "14 Mar"), ("Downloads", "4 items", "13 Mar"),
            ("Music", "0 items", "6 Jan"), ("Pictures", "15 items", "14 Mar"), ("Public", "0 items", "6 Jan"),
            ("snap", "4 items", "9 Feb"), ("Templates", "0 items", "6 Jan"), ("Videos", "1 item", "21 Feb")]
    clk = "Mar 15  08:47"
    state = screen(clk, nautilus("Home", ["Home"], home))
    turns = []
    other = [R("label", "", "On This Computer", 320, 90, 300, 22),
             R("list-item", "Computer", "474.8 GB / 512.1 GB available", 320, 120, 1400, 50), R("label", "", "/", 1700, 130, 40, 22),
             R("label", "", "Networks", 320, 200, 300, 22), R("list-item", "Windows Network", "", 320, 230, 1400, 50),
             R("label", "", "Connect to Server", 320, 1040, 180, 26)]

    def connect(addr: str) -> list[str]:
        return other + [R("entry", "", addr or "Enter server address…", 510, 1036, 1200, 34), R("push-button", "Connect", "", 1720, 1036, 100, 34)]
    turns.append((code("pyautogui.click(180, 494)  # Other Locations"),
                  screen(clk, nautilus("Other Locations", ["Other Locations"], [], cols=False, overlay=connect("")))))
    addr = "sftp://dana@192.168.40.12/srv/backups"
    pw = [R("dialog", "Authentication Required", "", 700, 360, 520, 340),
          R("label", "", "Password required for “192.168.40.12”", 730, 400, 460, 22),
          R("entry", "Password", "", 730, 450, 460, 34),
          R("radio-button", "Forget password immediately", "", 730, 500, 460, 26, desc="checked"),
          R("radio-button", "Remember password until you logout", "", 730, 530, 460, 26),
          R("radio-button", "Remember forever", "", 730, 560, 460, 26),
          R("push-button", "Cancel", "", 730, 640, 100, 32), R("push-button", "Connect", "", 1090, 640, 100, 32)]
    turns.append((code(f"pyautogui.click(1100, 1053)\npyautogui.write({addr!r})\npyautogui.click(1770, 1053)"),
                  screen(clk, nautilus("Other Locations", ["Other Locations"], [], cols=False, overlay=connect(addr) + pw))))
    remote = [("db_2024-03-12.sql.gz", "1.2 GB", "12 Mar"), ("db_2024-03-13.sql.gz", "1.3 GB", "13 Mar"),
              ("db_2024-03-14.sql.gz", "1.3 GB", "14 Mar"), ("README.txt", "1.1 kB", "2 Jan"),
              ("restic-excludes.txt", "412 bytes", "2 Jan")]
    crumbs = ["192.168.40.12", "srv", "backups"]
    mount = ["192.168.40.12"]
    unmount = [R("push-button", "Unmount", "", 262, 440, 28, 28)]
    turns.append((code("pyautogui.write('********')  # password\npyautogui.press('enter')"),
                  screen("Mar 15  08:48", nautilus("backups", crumbs, remote, extra_side=mount, overlay=unmount))))
    ctx = [R("menu-item", m, "", 700, 210 + 32 * i, 260, 30) for i, m in enumerate(
        ["Open With Other Application", "Cut", "Copy", "Move to…", "Copy to…", "Rename…", "Compress…", "Delete Permanently", "Properties"])]
    turns.append((code("pyautogui.rightClick(600, 212)"),
                  screen("Mar 15  08:48", nautilus("backups", crumbs, remote, status="“db_2024-03-14.sql.gz” selected (1.3 GB)", extra_side=mount, overlay=unmount + ctx))))
    dest = [R("dialog", "Select Copy Destination", "", 560, 200, 880, 620)] + [
        R("table-cell", "", n, 750, 368 + 30 * i, 400, 30) for i, (n, _, _) in enumerate(home)] + [
        R("push-button", "Cancel", "", 572, 206, 80, 32), R("push-button", "Select", "", 1350, 206, 80, 32)]
    turns.append((code("pyautogui.click(830, 354)  # Copy to…"),
                  screen("Mar 15  08:48", nautilus("backups", crumbs, remote, status="“db_2024-03-14.sql.gz” selected (1.3 GB)", extra_side=mount, overlay=unmount + dest))))
    ops = [R("toggle-button", "Show operations", "", 1660, 37, 34, 34),
           R("label", "", "Copying “db_2024-03-14.sql.gz” to “Downloads”", 1400, 80, 480, 22),
           R("progress-bar", "", "214.6 MB / 1.3 GB — 1 minute left (17.9 MB/sec)", 1400, 106, 480, 22),
           R("push-button", "Cancel", "", 1886, 90, 26, 26)]
    turns.append((code("pyautogui.doubleClick(900, 443)  # Downloads\npyautogui.click(1390, 222)  # Select"),
                  screen("Mar 15  08:48", nautilus("backups", crumbs, remote, status="“db_2024-03-14.sql.gz” selected (1.3 GB)", extra_side=mount, overlay=unmount + ops))))
    done = [R("toggle-button", "Show operations", "", 1660, 37, 34, 34),
            R("label", "", "Copied “db_2024-03-14.sql.gz” to “Downloads”", 1400, 80, 480, 22)]
    turns.append((code("time.sleep(90)\npyautogui.click(1677, 54)"),
                  screen("Mar 15  08:50", nautilus("backups", crumbs, remote, status="“db_2024-03-14.sql.gz” selected (1.3 GB)", extra_side=mount, overlay=unmount + done))))
    dl = [("db_2024-03-14.sql.gz", "1.3 GB", "14 Mar"), ("pallet_labels_gdansk.pdf", "311.0 kB", "13 Mar"),
          ("team-offsite-agenda.docx", "18.3 kB", "28 Feb"), ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "2 Mar"),
          ("vlc-3.0.20.tar.xz", "26.1 MB", "1 Mar")]
    turns.append((code("pyautogui.click(180, 278)  # Downloads"),
                  screen("Mar 15  08:50", nautilus("Downloads", ["Home", "Downloads"], dl, extra_side=mount, overlay=unmount))))
    turns.append((code("pyautogui.click(276, 454)  # Unmount 192.168.40.12"),
                  screen("Mar 15  08:50", nautilus("Downloads", ["Home", "Downloads"], dl))))
    rs.add("os", "h50-os-18", task("In Files, connect to the backup server over SFTP (sftp://dana@192.168.40.12/srv/backups), copy the newest database dump into Downloads, then unmount the server."),
           turns, state=state)


# ---------------------------------------------------------------- 19 VS Code: docker compose pool size (bad)
COMPOSE = """name: ops-stack

services:
  web:
    image: nginx:1.25-alpine
    depends_on:
      - api
    volumes:
      - ./nginx/default.conf:/etc/nginx/conf.d/default.conf:ro
    ports:
      - "8080:80"
    restart: unless-stopped

  api:
    build: ./api
    environment:
      - DATABASE_URL=postgres://ops@db:5432/ops
      - REDIS_URL=redis://redis:6379/0
      - DB_POOL_SIZE=10
      - LOG_LEVEL=info
    depends_on:
      - db
      - redis
    healthcheck:
      test: ["CMD", "curl", "-fsS", "http://localhost:8000/healthz"]
      interval: 15s
      retries: 3

  db:
    image: postgres:15.6
    environment:
      - POSTGRES_DB=ops
      - POSTGRES_USER=ops
    volumes:
      - db-data:/var/lib/postgresql/data

  redis:
    image: redis:7.2-alpine

volumes:
  db-data:"""


def t19(rs: RowSet) -> None:
    lines = COMPOSE.split("\n")
    assert lines[10].strip() == '- "8080:80"' and lines[18].strip() == "- DB_POOL_SIZE=10"
    exp = ["OPS-STACK", "api", "nginx", ".env.example", ".gitignore", "docker-compose.yml", "Makefile", "README.md"]
    folder, f = "ops-stack", "docker-compose.yml"
    clk = "Apr 3  09:25"

    def st(ln: int, col: int) -> list[str]:
        return ["main", "⊗ 0  ⚠ 0", f"Ln {ln}, Col {col}", "Spaces: 2", "UTF-8", "LF", "YAML"]
    readme = ["# ops-stack", "", "Local copy of the ops tooling stack: nginx in front of the api, Postgres and Redis.", "",
              "    docker compose up -d", "", "The api reads DB_POOL_SIZE and LOG_LEVEL from the environment."]
    state = screen(clk, vscode("README.md", folder, exp, readme, ["main", "⊗ 0  ⚠ 0", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "Markdown"], None))
    turns = [(code("pyautogui.hotkey('ctrl', 'p')\npyautogui.write('docker-compose.yml')\npyautogui.press('enter')"),
              screen(clk, vscode(f, folder, exp, lines, st(1, 1), None)))]
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.write('19')\npyautogui.press('enter')"),
                  screen(clk, vscode(f, folder, exp, lines, st(19, 1), None))))
    l2 = list(lines)
    l2[18] = "      - DB_POOL_SIZE=20"
    turns.append((code("pyautogui.press('end')\npyautogui.press('backspace', presses=2)\npyautogui.write('20')"),
                  screen("Apr 3  09:26", vscode(f, folder, exp, l2, st(19, 24), None, dirty=True))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), screen("Apr 3  09:26", vscode(f, folder, exp, l2, st(19, 24), None, scm=1))))
    p = "dana@ws-lab:~/ops-stack$"
    t = Term(p, rows=14)

    def panel() -> list[str]:
        return [R("page-tab", "PROBLEMS", "", 402, 690, 100, 26), R("page-tab", "OUTPUT", "", 506, 690, 80, 26),
                R("page-tab", "DEBUG CONSOLE", "", 590, 690, 130, 26), R("page-tab", "TERMINAL", "", 724, 690, 90, 26),
                R("push-button", "bash", "", 1700, 690, 80, 26), R("terminal", "Terminal 1, bash", t.text(), 402, 720, 1510, 330)]
    t.run("docker compose config --services", "db\nredis\napi\nweb")
    turns.append((code("pyautogui.hotkey('ctrl', '`')\npyautogui.write('docker compose config --services')\npyautogui.press('enter')"),
                  screen("Apr 3  09:26", vscode(f, folder, exp, l2, st(19, 24), panel(), scm=1))))
    up = ("[+] Running 3/3\n ✔ Container ops-stack-db-1     Running                                   0.0s\n"
          " ✔ Container ops-stack-redis-1  Running                                   0.0s\n"
          " ✔ Container ops-stack-api-1    Started                                   1.9s")
    t.run("docker compose up -d api", up)
    turns.append((shell("docker compose up -d api"), screen("Apr 3  09:27", vscode(f, folder, exp, l2, st(19, 24), panel(), scm=1))))
    l3 = list(l2)
    l3[10] = '      - "8081:80"'
    turns.append((code("pyautogui.click(1100, 300)\npyautogui.hotkey('ctrl', 'g')\npyautogui.write('11')\npyautogui.press('enter')"),
                  screen("Apr 3  09:27", vscode(f, folder, exp, l3, st(11, 1), panel(), scm=1))))
    ps = ("NAME                IMAGE               COMMAND                  SERVICE   CREATED          STATUS                    PORTS\n"
          "ops-stack-api-1     ops-stack-api       \"gunicorn -b 0.0.0.…\"   api       38 seconds ago   Up 36 seconds (healthy)   8000/tcp\n"
          "ops-stack-db-1      postgres:15.6       \"docker-entrypoint.s…\"   db        3 hours ago      Up 3 hours                5432/tcp\n"
          "ops-stack-redis-1   redis:7.2-alpine    \"docker-entrypoint.s…\"   redis     3 hours ago      Up 3 hours                6379/tcp\n"
          "ops-stack-web-1     nginx:1.25-alpine   \"/docker-entrypoint.…\"   web       3 hours ago      Up 3 hours                0.0.0.0:8080->80/tcp, :::8080->80/tcp")
    t.run("docker compose ps", ps)
    turns.append((code("pyautogui.click(1100, 900)\npyautogui.write('docker compose ps')\npyautogui.press('enter')"),
                  screen("Apr 3  09:28", vscode(f, folder, exp, l3, st(11, 1), panel(), scm=1))))
    rs.add("os", "h50-os-19", task("In VS Code, raise DB_POOL_SIZE of the api service in ops-stack's docker-compose.yml to 20, save, recreate the api container and check the stack."),
           turns, state=state, bad=True, turn=7,
           kind="Line 11 of docker-compose.yml now reads \"8081:80\" although the file showed \"8080:80\" there and only line 19 was edited.")


# ---------------------------------------------------------------- 20 Thunderbird calendar: vendor review (bad)
def t20(rs: RowSet) -> None:
    acct = "dana.whitfield@ridgeline.io"
    mail_t = f"Inbox - {acct}"
    week1 = {"Mon 11": ["09:30 Stand-up", "13:00 Carrier sync (DHL)"], "Tue 12": ["09:30 Stand-up", "15:00 Budget review Q2"],
             "Wed 13": ["09:30 Stand-up", "14:00 1:1 Priya"], "Thu 14": ["09:30 Stand-up", "16:00 Sprint review"],
             "Fri 15": ["09:30 Stand-up"], "Sat 16": [], "Sun 17": []}
    week2 = {"Mon 18": ["09:30 Stand-up"], "Tue 19": ["09:30 Stand-up", "10:00 Warehouse audit"],
             "Wed 20": ["09:30 Stand-up"], "Thu 21": ["09:30 Stand-up", "11:00 Customs broker call"],
             "Fri 22": ["09:30 Stand-up", "14:00 Retro"], "Sat 23": [], "Sun 24": []}

    def agenda(tomorrow: list[str]) -> list[str]:
        out = [R("heading", "Today Pane", "", 1600, 120, 300, 24), R("label", "", "Thursday, 14 March 2024", 1600, 150, 300, 22),
               R("tree-item", "Today", "", 1600, 190, 300, 24)]
        items = ["09:30 Stand-up", "16:00 Sprint review"]
        out += [R("tree-item", x, "", 1620, 216 + 24 * i, 280, 24) for i, x in enumerate(items)]
        out.append(R("tree-item", "Tomorrow", "", 1600, 270, 300, 24))
        out += [R("tree-item", x, "", 1620, 296 + 24 * i, 280, 24) for i, x in enumerate(tomorrow)]
        y = 300 + 24 * len(tomorrow)
        out.append(R("tree-item", "Upcoming (5 days)", "", 1600, y, 300, 24))
        up = ["Mon 18 Mar 09:30 Stand-up", "Tue 19 Mar 09:30 Stand-up", "Tue 19 Mar 10:00 Warehouse audit"]
        out += [R("tree-item", x, "", 1620, y + 26 + 24 * i, 280, 24) for i, x in enumerate(up)]
        return out

    def cal(week: dict[str, list[str]], label: str, cw: int, tomorrow: list[str], overlay: list[str] | None = None) -> list[str]:
        out = [R("frame", "Calendar - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
               R("page-tab", mail_t, "", 80, 33, 236, 34), R("page-tab", "Calendar", "", 320, 33, 200, 34, desc="selected"),
               R("push-button", "New Event", "", 80, 76, 120, 32), R("push-button", "New Task", "", 204, 76, 110, 32),
               R("push-button", "Synchronize", "", 318, 76, 120, 32),
               R("label", "", "March 2024", 90, 130, 200, 22),
               R("check-box", "Home", "", 90, 420, 200, 24, desc="checked"),
               R("check-box", "Team Ops (CalDAV)", "", 90, 448, 200, 24, desc="checked"),
               R("page-tab", "Day", "", 420, 120, 70, 30), R("page-tab", "Week", "", 494, 120, 70, 30, desc="selected"),
               R("page-tab", "Multiweek", "", 568, 120, 100, 30), R("page-tab", "Month", "", 672, 120, 80, 30),
               R("push-button", "Previous Week", "", 800, 120, 34, 30), R("push-button", "Today", "", 838, 120, 70, 30),
               R("push-button", "Next Week", "", 912, 120, 34, 30),
               R("label", "", label, 970, 124, 260, 22), R("label", "", f"CW: {cw}", 1240, 124, 70, 22)]
        for i, (d, evs) in enumerate(week.items()):
            x = 420 + 168 * i
            out.append(R("table-column-header", d, "", x, 170, 166, 26))
            for ev in evs:
                hh, mm = int(ev[:2]), int(ev[3:5])
                out.append(R("push-button", ev, "", x + 2, 200 + int((hh - 7 + mm / 60) * 60), 162, 40))
        out += agenda(tomorrow)
        return out + (overlay or [])

    l1, cw1 = "Mar 11 – 17, 2024", 11
    state = screen("Mar 14  11:05", tbird(mail_t, [acct, "Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash", "Local Folders"],
                                          [("Re: Vendor review slot", "Marta Kowalczyk", "10:52"), ("PO-88213 revised quantities", "Marta Kowalczyk", "10:07")], [],
                                          tabs=[mail_t]))
    turns = [(code("pyautogui.hotkey('ctrl', 'shift', 'c')"), screen("Mar 14  11:05", cal(week1, l1, cw1, ["09:30 Stand-up"])))]

    def dlg(kind: str, title: str, loc: str, sd: str, stt: str, ed: str, et: str) -> list[str]:
        return [R("frame", f"{kind}: {title}" if title else kind, "", 560, 180, 800, 640),
                R("push-button", "Save and Close", "", 570, 190, 140, 32), R("push-button", "Save", "", 716, 190, 70, 32),
                R("push-button", "Delete", "", 792, 190, 80, 32),
                R("entry", "Title:", title, 680, 250, 660, 30), R("entry", "Location:", loc, 680, 290, 660, 30),
                R("combo-box", "Calendar:", "Home", 680, 330, 300, 30),
                R("check-box", "All day event", "", 680, 372, 200, 24),
                R("entry", "Start:", sd, 680, 404, 140, 30), R("entry", "", stt, 830, 404, 90, 30),
                R("entry", "End:", ed, 680, 444, 140, 30), R("entry", "", et, 830, 444, 90, 30),
                R("combo-box", "Repeat:", "Does not repeat", 680, 490, 240, 30),
                R("combo-box", "Reminder:", "No reminder", 680, 530, 240, 30),
                R("entry", "Description:", "", 580, 580, 760, 220)]
    turns.append((code("pyautogui.click(140, 92)"),
                  screen("Mar 14  11:05", cal(week1, l1, cw1, ["09:30 Stand-up"], dlg("New Event", "", "", "14/03/2024", "12:00", "14/03/2024", "13:00")))))
    title = "Vendor review – Ridgeline"
    turns.append((code(f"pyautogui.click(1000, 265)\npyautogui.write({title!r})\npyautogui.click(1000, 305)\npyautogui.write('Room 2.14')\n"
                       "pyautogui.tripleClick(750, 419)\npyautogui.write('15/03/2024')\npyautogui.tripleClick(875, 419)\npyautogui.write('10:00')\npyautogui.press('tab')"),
                  screen("Mar 14  11:06", cal(week1, l1, cw1, ["09:30 Stand-up"], dlg("New Event", title, "Room 2.14", "15/03/2024", "10:00", "15/03/2024", "11:00")))))
    w1b = dict(week1)
    w1b["Fri 15"] = ["09:30 Stand-up", f"10:00 {title}"]
    good = ["09:30 Stand-up", f"10:00 {title}"]
    turns.append((code("pyautogui.click(640, 206)"), screen("Mar 14  11:06", cal(w1b, l1, cw1, good))))
    turns.append((code("pyautogui.doubleClick(1176, 390)"),
                  screen("Mar 14  11:06", cal(w1b, l1, cw1, good, dlg("Edit Event", title, "Room 2.14", "15/03/2024", "10:00", "15/03/2024", "11:00")))))
    bad = ["09:30 Stand-up", f"10:30 {title}"]
    turns.append((code("pyautogui.press('escape')"), screen("Mar 14  11:07", cal(w1b, l1, cw1, bad))))
    turns.append((code("pyautogui.click(929, 135)"), screen("Mar 14  11:07", cal(week2, "Mar 18 – 24, 2024", 12, bad))))
    turns.append((code("pyautogui.click(873, 135)"), screen("Mar 14  11:07", cal(w1b, l1, cw1, bad))))
    turns.append((code("pyautogui.click(198, 50)"),
                  screen("Mar 14  11:08", tbird(mail_t, [acct, "Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash", "Local Folders"],
                                                [("Re: Vendor review slot", "Marta Kowalczyk", "10:52"), ("PO-88213 revised quantities", "Marta Kowalczyk", "10:07")], [],
                                                tabs=[mail_t, "Calendar"]))))
    rs.add("os", "h50-os-20", task("In Thunderbird's calendar, add a 'Vendor review – Ridgeline' meeting in Room 2.14 tomorrow (Friday 15 March) from 10:00 to 11:00 and check it in the week view."),
           turns, state=state, bad=True, turn=6,
           kind="The Today Pane lists tomorrow's vendor review at 10:30 although the event was saved (and reopened) with a 10:00–11:00 time and the week view still shows 10:00.")


# ---------------------------------------------------------------- 21 terminal: restic backup and prune (clean)
def t21(rs: RowSet) -> None:
    p = "dana@ws-lab:~$"
    t = Term(p)
    win = "dana@ws-lab: ~"
    repo = "restic -r /mnt/backup/restic-repo"
    opened = "repository 5a1c3b9e opened (version 2, compression level auto)"
    sep = "-" * 69
    head = "ID        Time                 Host        Tags        Paths"
    snaps = [("3f9a1c2e", "2024-03-10 02:00:04", "nightly", "/home/dana"), ("7b2d4e90", "2024-03-11 02:00:03", "nightly", "/home/dana"),
             ("c41e8a07", "2024-03-12 02:00:05", "nightly", "/home/dana"), ("9e0f6b3d", "2024-03-13 02:00:04", "nightly", "/home/dana")]

    def table(rows: list[tuple[str, str, str, str]]) -> str:
        body = [f"{i}  {tm}  ws-lab      {tag:<10}  {pa}" for i, tm, tag, pa in rows]
        return "\n".join([opened, head, sep] + body + [sep, f"{len(rows)} snapshots"])
    state = screen("Mar 13  11:20", terminal_window(win, t))
    turns = []
    c = f"{repo} snapshots"
    t.run(c, table(snaps))
    turns.append((shell(c), screen("Mar 13  11:20", terminal_window(win, t))))
    c = f"{repo} backup ~/projects --tag manual"
    out = "\n".join([opened, "[0:00] 100.00%  4 / 4 index files loaded", "no parent snapshot found, will read all files", "",
                     "Files:        1843 new,     0 changed,     0 unmodified",
                     "Dirs:          312 new,     0 changed,     0 unmodified",
                     "Added to the repository: 148.224 MiB (61.907 MiB stored)", "",
                     "processed 1843 files, 212.580 MiB in 0:07", "snapshot 1d7c52af saved"])
    t.run(c, out)
    turns.append((shell(c), screen("Mar 13  11:21", terminal_window(win, t))))
    manual = ("1d7c52af", "2024-03-13 11:21:02", "manual", "/home/dana/projects")
    c = f"{repo} snapshots"
    t.run(c, table(snaps + [manual]))
    turns.append((shell(c), screen("Mar 13  11:21", terminal_window(win, t))))
    c = f"{repo} forget --tag nightly --keep-last 2 --prune"
    rsep = "-" * 82
    out = "\n".join([
        opened, "Applying Policy: keep 2 latest snapshots", "keep 2 snapshots:",
        "ID        Time                 Host        Tags        Reasons        Paths", rsep,
        "c41e8a07  2024-03-12 02:00:05  ws-lab      nightly     last snapshot  /home/dana",
        "9e0f6b3d  2024-03-13 02:00:04  ws-lab      nightly     last snapshot  /home/dana", rsep, "2 snapshots", "",
        "remove 2 snapshots:", head, sep,
        "3f9a1c2e  2024-03-10 02:00:04  ws-lab      nightly     /home/dana",
        "7b2d4e90  2024-03-11 02:00:03  ws-lab      nightly     /home/dana", sep, "2 snapshots", "",
        "[0:00] 100.00%  2 / 2 files deleted", "2 snapshots have been removed, running prune", "loading indexes...",
        "loading all snapshots...", "finding data that is still in use for 3 snapshots", "[0:01] 100.00%  3 / 3 snapshots",
        "searching used packs...", "collecting packs for deletion and repacking", "[0:00] 100.00%  612 / 612 packs processed", "",
        "to repack:           214 blobs / 12.408 MiB", "this removes:         96 blobs / 5.117 MiB",
        "to delete:           391 blobs / 91.194 MiB", "total prune:         487 blobs / 96.311 MiB",
        "remaining:          9814 blobs / 611.402 MiB", "unused size after prune: 28.944 MiB (4.73% of remaining size)", "",
        "repacking packs", "[0:00] 100.00%  3 / 3 packs repacked", "rebuilding index", "[0:00] 100.00%  598 / 598 packs processed",
        "deleting obsolete index files", "[0:00] 100.00%  4 / 4 files deleted", "removing 17 old packs",
        "[0:00] 100.00%  17 / 17 files deleted", "done"])
    t.run(c, out)
    turns.append((shell(c), screen("Mar 13  11:22", terminal_window(win, t))))
    c = f"{repo} snapshots"
    t.run(c, table(snaps[2:] + [manual]))
    turns.append((shell(c), screen("Mar 13  11:22", terminal_window(win, t))))
    c = f"{repo} stats --mode raw-data"
    out = "\n".join([opened, "scanning...", "Stats in raw-data mode:", "     Snapshots processed:  3",
                     "        Total Blob Count:  9814", " Total Uncompressed Size:  1.218 GiB", "              Total Size:  611.402 MiB",
                     "    Compression Progress:  100.00%", "       Compression Ratio:  2.04x", "Compression Space Saving:  50.98%"])
    t.run(c, out)
    turns.append((shell(c), screen("Mar 13  11:23", terminal_window(win, t))))
    c = "df -h /mnt/backup"
    t.run(c, "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sdb1       916G  312G  558G  36% /mnt/backup")
    turns.append((shell(c), screen("Mar 13  11:23", terminal_window(win, t))))
    rs.add("os", "h50-os-21", task("With restic in the terminal, take a manual backup of ~/projects into /mnt/backup/restic-repo, keep only the last two nightly snapshots (prune the rest) and check the repository size and free disk space."),
           turns, state=state)


# ---------------------------------------------------------------- 22 Jenkins in Chrome: rebuild a failed job (bad)
def t22(rs: RowSet) -> None:
    base = "ci.lab.internal:8080/job/billing-api/"
    side_job = ["Status", "Changes", "Build Now", "Configure", "Delete Pipeline", "Full Stage View", "Rename", "Pipeline Syntax"]
    hist0 = [("#214", "Mar 14, 2024, 10:12 AM", "Failed"), ("#213", "Mar 13, 2024, 4:47 PM", "Success"),
             ("#212", "Mar 13, 2024, 11:05 AM", "Success"), ("#211", "Mar 12, 2024, 3:30 PM", "Failed"),
             ("#210", "Mar 12, 2024, 9:58 AM", "Success")]
    crumbs = [R("link", "Dashboard", "", 90, 170, 100, 24), R("link", "billing-api", "", 210, 170, 100, 24)]
    top = [R("link", "Jenkins", "", 90, 120, 120, 36), R("entry", "Search (CTRL+K)", "", 1300, 122, 300, 32),
           R("link", "Dana Whitfield", "", 1700, 122, 150, 32), R("link", "log out", "", 1860, 122, 60, 32)]

    def job(hist: list[tuple[str, str, str]], perma: list[str], extra: list[str] | None = None) -> list[str]:
        out = top + crumbs + [R("link", s, "", 90, 220 + 36 * i, 260, 34) for i, s in enumerate(side_job)]
        out += [R("heading", "Build History", "", 90, 540, 260, 26), R("link", "trend", "", 300, 540, 50, 22)]
        for i, (n, d, s) in enumerate(hist):
            y = 576 + 50 * i
            out += [R("image", s, "", 90, y, 24, 24), R("link", n, "", 120, y, 60, 22), R("link", d, "", 180, y, 180, 22)]
        out += [R("heading", "billing-api", "", 420, 220, 500, 40), R("link", "Add description", "", 1700, 224, 140, 24),
                R("heading", "Permalinks", "", 420, 300, 300, 28)]
        out += [R("link", p, "", 440, 340 + 30 * i, 700, 26) for i, p in enumerate(perma)]
        return out + (extra or [])

    def perm(last: str, stable: str, fail: str, last_n: str = "#214", ok_n: str = "#213", last_t: str | None = None) -> list[str]:
        lt = last_t or last
        return [f"Last build ({last_n}), {lt} ago", f"Last stable build ({ok_n}), {stable} ago", f"Last successful build ({ok_n}), {stable} ago",
                f"Last failed build (#214), {fail} ago", f"Last unsuccessful build (#214), {fail} ago", f"Last completed build ({last_n}), {last} ago"]

    def fx(title: str, url: str, content: list[str]) -> str:
        return browser("chrome", title, [title], 0, url, content)
    jt = "billing-api [Jenkins]"
    state = screen("Mar 14  10:40", fx(jt, base, job(hist0, perm("28 min", "17 hr", "28 min"))))
    turns = []
    side_b = ["Status", "Changes", "Console Output", "Edit Build Information", "Delete build", "Timings", "Git Build Data",
              "Restart from Stage", "Replay", "Pipeline Steps", "Workspaces", "Previous Build"]

    def build(n: int, stamp: str, status: str, by: str, rev: str, change: str, started: str, took: str) -> list[str]:
        out = top + crumbs + [R("link", f"#{n}", "", 330, 170, 60, 24)]
        out += [R("link", s if s != "Delete build" else f"Delete build ‘#{n}’", "", 90, 220 + 36 * i, 260, 34) for i, s in enumerate(side_b)]
        out += [R("image", status, "", 420, 226, 32, 32), R("heading", f"Build #{n} ({stamp})", "", 460, 220, 800, 40),
                R("label", "", f"Started {started} ago", 1500, 226, 300, 22), R("label", "", took, 1500, 252, 300, 22),
                R("label", "", by, 460, 300, 600, 22), R("label", "", f"Revision: {rev}", 460, 340, 600, 22),
                R("label", "", "Repository: git@gitlab.lab.internal:billing/billing-api.git", 460, 364, 600, 22),
                R("label", "", "refs/remotes/origin/main", 480, 388, 400, 22),
                R("heading", "Changes", "", 460, 430, 300, 26), R("label", "", change, 480, 464, 800, 22)]
        return out
    b214 = build(214, "Mar 14, 2024, 10:12:33 AM", "Failed", "Started by GitLab push by Priya Nair", "8c21f0e7b43a9d1e02c5f6a8b917d3e4c0a25f61",
                 "1. Round invoice totals per line (commit: 8c21f0e) — priya.nair", "28 min", "Took 2 min 51 sec")
    turns.append((code("pyautogui.click(150, 587)  # #214"), screen("Mar 14  10:40", fx("billing-api #214 [Jenkins]", base + "214/", b214))))
    log214 = "\n".join([
        "10:12:33 Started by GitLab push by Priya Nair", "10:12:33 Obtained Jenkinsfile from git git@gitlab.lab.internal:billing/billing-api.git",
        "10:12:34 [Pipeline] Start of Pipeline", "10:12:35 [Pipeline] node", "10:12:35 Running on agent-03 in /var/lib/jenkins/workspace/billing-api",
        "10:12:36  > git rev-parse --resolve-git-dir /var/lib/jenkins/workspace/billing-api/.git # timeout=10",
        "10:12:37 Checking out Revision 8c21f0e7b43a9d1e02c5f6a8b917d3e4c0a25f61 (refs/remotes/origin/main)",
        "10:12:38 Commit message: \"Round invoice totals per line\"", "10:12:39 [Pipeline] stage (Install)", "10:12:39 + npm ci",
        "10:13:47 added 812 packages, and audited 813 packages in 1m", "10:13:48 [Pipeline] stage (Test)", "10:13:48 + npm test",
        "10:13:49 > billing-api@2.7.0 test", "10:13:49 > jest --ci", "10:15:17 FAIL src/invoice/totals.test.ts",
        "10:15:17   ● invoice totals › rounds each line before summing", "10:15:17     Expected: 1048.37", "10:15:17     Received: 1048.38",
        "10:15:20 Tests:       1 failed, 211 passed, 212 total", "10:15:20 Time:        88.412 s",
        "10:15:21 [Pipeline] }", "10:15:21 [Pipeline] // stage", "10:15:23 [Pipeline] End of Pipeline",
        "10:15:24 ERROR: script returned exit code 1", "10:15:24 Finished: FAILURE"])
    console = [R("link", "Download", "", 1600, 220, 100, 24), R("link", "View as plain text", "", 1710, 220, 160, 24),
               R("heading", "Console Output", "", 420, 220, 500, 40)]
    turns.append((code("pyautogui.click(200, 309)  # Console Output"),
                  screen("Mar 14  10:41", fx("billing-api #214 Console [Jenkins]", base + "214/console", top + crumbs + [R("link", "#214", "", 330, 170, 60, 24)] + console + [R("paragraph", "", log214, 420, 280, 1480, 760)]))))
    turns.append((code("pyautogui.click(260, 182)  # billing-api breadcrumb"),
                  screen("Mar 14  10:41", fx(jt, base, job(hist0, perm("29 min", "17 hr", "29 min"))))))
    hist1 = [("#215", "Mar 14, 2024, 10:41 AM", "In progress")] + hist0
    toast = [R("alert", "", "Build scheduled", 900, 1000, 200, 36)]
    turns.append((code("pyautogui.click(200, 309)  # Build Now"),
                  screen("Mar 14  10:42", fx(jt, base, job(hist1, perm("29 min", "17 hr", "29 min"), toast)))))
    rev215 = "9d04b7a1e6c2f3084b5d7e9a0c1f2b3d4e5a6c78"
    ch215 = "1. Fix rounding in invoice totals (commit: 9d04b7a) — priya.nair"
    b215r = build(215, "Mar 14, 2024, 10:41:58 AM", "In progress", "Started by user Dana Whitfield", rev215, ch215, "14 sec",
                  "Estimated remaining time: 2 min 37 sec")
    turns.append((code("pyautogui.click(150, 587)  # #215"), screen("Mar 14  10:42", fx("billing-api #215 [Jenkins]", base + "215/", b215r))))
    log215 = "\n".join([
        "10:41:58 Started by user Dana Whitfield", "10:41:58 Obtained Jenkinsfile from git git@gitlab.lab.internal:billing/billing-api.git",
        "10:41:59 [Pipeline] Start of Pipeline", "10:42:00 [Pipeline] node", "10:42:00 Running on agent-01 in /var/lib/jenkins/workspace/billing-api",
        "10:42:02 Checking out Revision 9d04b7a1e6c2f3084b5d7e9a0c1f2b3d4e5a6c78 (refs/remotes/origin/main)",
        "10:42:03 Commit message: \"Fix rounding in invoice totals\"", "10:42:03 [Pipeline] stage (Install)", "10:42:03 + npm ci",
        "10:43:19 added 812 packages, and audited 813 packages in 1m", "10:43:20 [Pipeline] stage (Test)", "10:43:20 + npm test",
        "10:43:21 > billing-api@2.7.1 test", "10:43:21 > jest --ci", "10:44:52 Tests:       212 passed, 212 total",
        "10:44:52 Time:        90.604 s", "10:44:53 [Pipeline] stage (Publish)", "10:45:14 + npm run publish:artifact",
        "10:45:18 [Pipeline] // stage", "10:45:19 [Pipeline] End of Pipeline", "10:45:20 Finished: SUCCESS"])
    turns.append((code("pyautogui.click(200, 309)  # Console Output\ntime.sleep(190)\npyautogui.press('f5')"),
                  screen("Mar 14  10:45", fx("billing-api #215 Console [Jenkins]", base + "215/console", top + crumbs + [R("link", "#215", "", 330, 170, 60, 24)] + console + [R("paragraph", "", log215, 420, 280, 1480, 760)]))))
    b215 = build(215, "Mar 14, 2024, 10:41:58 AM", "Success", "Started by user Dana Whitfield", rev215, ch215, "3 min 30 sec",
                 "Took 3 min 22 sec")
    turns.append((code("pyautogui.click(200, 237)  # Status"), screen("Mar 14  10:45", fx("billing-api #215 [Jenkins]", base + "215/", b215))))
    hist2 = [("#215", "Mar 14, 2024, 10:41 AM", "Success")] + hist0
    turns.append((code("pyautogui.click(260, 182)  # billing-api breadcrumb"),
                  screen("Mar 14  10:45", fx(jt, base, job(hist2, perm("3 min 41 sec", "3 min 41 sec", "33 min", "#215", "#215"))))))
    turns.append((code("time.sleep(20)\npyautogui.press('f5')"),
                  screen("Mar 14  10:45", fx(jt, base, job(hist2, perm("4 min 1 sec", "4 min 1 sec", "33 min", "#215", "#215", last_t="2 min 51 sec"))))))
    changes = top + crumbs + [R("link", "Changes", "", 330, 170, 80, 24), R("heading", "Changes", "", 420, 220, 500, 40),
                              R("heading", "#215 (Mar 14, 2024, 10:41:58 AM)", "", 420, 290, 700, 28),
                              R("label", "", "1. Fix rounding in invoice totals — priya.nair / detail", 440, 326, 800, 22),
                              R("heading", "#214 (Mar 14, 2024, 10:12:33 AM)", "", 420, 370, 700, 28),
                              R("label", "", "1. Round invoice totals per line — priya.nair / detail", 440, 406, 800, 22),
                              R("heading", "#213 (Mar 13, 2024, 4:47:09 PM)", "", 420, 450, 700, 28),
                              R("label", "", "1. Bump pg driver to 8.11.3 — renovate-bot / detail", 440, 486, 800, 22)]
    turns.append((code("pyautogui.click(200, 273)  # Changes"), screen("Mar 14  10:46", fx("Changes [Jenkins]", base + "changes", changes))))
    rs.add("os", "h50-os-22", task("In Chrome, look at why billing-api build #214 failed on Jenkins, rebuild the job with the fix and confirm the new build passes."),
           turns, state=state, bad=True, turn=9,
           kind="After a refresh the permalink says the last build (#215) ran 2 min 51 sec ago, less than the 3 min 41 sec shown 20 seconds earlier, while the other #215 links moved on to 4 min 1 sec.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
