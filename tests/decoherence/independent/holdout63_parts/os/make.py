# ruff: noqa: E501
"""Held-out set h63, domain ``os``: 22 Ubuntu-desktop trajectories driven by pyautogui code.

Each observation is the OSWorld-style accessibility table (tag, name, text, class, description,
position, size) of the whole GNOME desktop. Eleven trajectories carry exactly one contradiction (a
detail that comes back different with no action in between that could change it); the other eleven
are clean but full of legitimate changes (edits, renames, deletions, re-sorts, filters, clocks and
live counters moving, the same thing shown in another view).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

SYSTEM_BASE = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions. Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

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

- Preserve the original state format exactly (tab-separated columns: tag, name, text, class, description, position (top-left x&y), size (w&h))
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**; the executed code itself is the authoritative description of what happened. Common APIs: pyautogui.click / moveTo / dragTo / scroll / write / press / hotkey, BrowserTools.*, CalcTools.*, WriterTools.*, ImpressTools.*, subprocess.run(...), os.* and json.*. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary."""


def system(task: str) -> str:
    return SYSTEM_BASE + "\n\n## Task Instruction\n\n" + task


HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

Row = tuple


def R(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      cls: str = "", desc: str = "") -> Row:
    return (tag, name, text, cls, desc, pos, size)


def render(rows: list[Row]) -> str:
    out = [HDR]
    for tag, name, text, cls, desc, pos, size in rows:
        text = text.replace("\n", "\\n")
        out.append(f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})")
    return "\n".join(out)


DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help"]


def desk(clock: str, body: list[Row], running: tuple[str, ...] = ()) -> str:
    rows = [R("label", "Activities", "Activities", (0, 0), (99, 27)),
            R("label", "", clock, (884, 0), (152, 27)),
            R("menu", "System", "", (1722, 0), (198, 27))]
    for i, name in enumerate(DOCK + list(running)):
        rows.append(R("push-button", name, "", (0, 33 + 64 * i), (70, 64)))
    rows.append(R("push-button", "Show Applications", "", (0, 1010), (70, 70)))
    return render(rows + body)


def hm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


class Clock:
    """The GNOME top-bar clock: a date and minutes since midnight that only move forward."""

    def __init__(self, day: str, h: int, m: int) -> None:
        self.day, self.t = day, h * 60 + m

    def tick(self, n: int = 1) -> str:
        self.t += n
        return f"{self.day}  {hm(self.t)}"

    def now(self) -> str:
        return f"{self.day}  {hm(self.t)}"


def menus(names: list[str], x: int = 75, y: int = 64) -> list[Row]:
    rows = []
    for n in names:
        w = 9 * len(n) + 16
        rows.append(R("menu", n, "", (x, y), (w, 23)))
        x += w
    return rows


def buttons(names: list[str], x: int = 75, y: int = 90, w: int = 32, h: int = 32) -> list[Row]:
    rows = []
    for n in names:
        rows.append(R("push-button", n, "", (x, y), (w, h)))
        x += w + 2
    return rows


def money(v: float) -> str:
    return f"{v:,.2f}"


COLS = "ABCDEFGHIJKL"

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
IMPRESS_EXTRA = ["Display Views", "Master Slide", "Slide Layout", "Start from First Slide", "Start from Current Slide",
                 "Insert Text Box", "Insert Table", "Insert Image", "Insert Chart", "Insert Audio or Video",
                 "Insert Fontwork Text", "Insert Special Character"]
LO_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
            "Undo", "Redo", "Find & Replace", "Spelling"]
CALC_TOOLS = LO_TOOLS + ["Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart",
                         "Insert or Edit Pivot Table", "Insert Special Character", "Insert Hyperlink", "Insert Comment",
                         "Headers and Footers", "Define Print Area", "Freeze Rows and Columns", "Split Window"]
IMPRESS_TOOLS = LO_TOOLS + IMPRESS_EXTRA
SAVED = "The document has not been modified since the last save."
MODIFIED = "The document has been modified. Click to save the document."


def grid(rows: list[tuple[int, list[str]]], widths: list[int], x0: int = 106, y0: int = 214, rh: int = 19,
         hidden: tuple[int, ...] = ()) -> list[Row]:
    out, y = [], y0
    for r, vals in rows:
        if r in hidden:
            continue
        x = x0
        for ci, v in enumerate(vals):
            if v != "":
                out.append(R("table-cell", f"{COLS[ci]}{r}", v, (x, y), (widths[ci], rh)))
            x += widths[ci]
        y += rh
    return out


def calc(title: str, namebox: str, inp: str, cells: list[Row], sheets: list[str], active: int, summary: str,
         modified: bool, extra: list[Row] | None = None, selected: str = "", sheet_name: str = "") -> list[Row]:
    rows = [R("frame", f"{title} - LibreOffice Calc", "", (70, 27), (1850, 1053))]
    rows += menus(CALC_MENUS)
    rows += buttons(CALC_TOOLS)
    rows += [R("combo-box", "Font Name", "Liberation Sans", (75, 126), (180, 24)),
             R("combo-box", "Font Size", "10 pt", (258, 126), (64, 24)),
             R("combo-box", "Name Box", namebox, (75, 160), (110, 24)),
             R("push-button", "Function Wizard", "", (190, 160), (26, 24)),
             R("push-button", "Select Function", "", (218, 160), (26, 24)),
             R("text", "Input line", inp, (250, 160), (1660, 24))]
    rows.append(R("table", sheet_name or sheets[active], "", (75, 190), (1840, 820)))
    rows += cells
    for i, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", (160 + 110 * i, 1014), (104, 22), desc="selected" if i == active else ""))
    rows += [R("push-button", "Add sheet", "", (124, 1014), (26, 22)),
             R("label", "", f"Sheet {active + 1} of {len(sheets)}", (75, 1040), (120, 22)),
             R("label", "", "Default", (300, 1040), (110, 22)),
             R("label", "", "English (USA)", (420, 1040), (130, 22))]
    if selected:
        rows.append(R("label", "", selected, (560, 1040), (260, 22)))
    rows += [R("label", "Document Modified", MODIFIED if modified else SAVED, (830, 1040), (24, 22)),
             R("label", "", summary, (1120, 1040), (420, 22)),
             R("slider", "Zoom", "100%", (1660, 1040), (200, 22)),
             R("label", "", "100%", (1866, 1040), (50, 22))]
    return rows + (extra or [])


def keep_format(fmt: str = "Excel 2007-365") -> list[Row]:
    return [R("dialog", "Keep current format", "", (690, 430), (540, 190)),
            R("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format “{fmt}”.", (720, 460), (480, 40)),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (720, 504), (480, 20)),
            R("check-box", "Ask when not saving in ODF or default format", "", (720, 536), (360, 22), desc="checked"),
            R("push-button", f"Use {fmt}!", "", (720, 574), (230, 32)),
            R("push-button", "Use ODF Format!", "", (960, 574), (180, 32))]


def writer_frame(title: str, paragraphs: list[str], page: str, words: str, extra: list[Row] | None = None,
                 style: str = "Default Page Style", lang: str = "English (USA)", modified: bool = False,
                 top: int = 200) -> list[Row]:
    rows = [R("frame", f"{title} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    rows += menus(WRITER_MENUS)
    rows += buttons(LO_TOOLS + ["Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Page Break",
                                "Insert Field", "Insert Special Character", "Insert Hyperlink", "Insert Footnote",
                                "Insert Endnote", "Insert Comment", "Track Changes"])
    rows += [R("combo-box", "Paragraph Style", "Default Paragraph Style", (75, 126), (200, 24)),
             R("combo-box", "Font Name", "Liberation Serif", (280, 126), (180, 24)),
             R("combo-box", "Font Size", "12 pt", (464, 126), (64, 24))]
    rows.append(R("document-text", title, "", (500, top - 20), (920, 1010 - top)))
    y = top
    for p in paragraphs:
        h = 19 * (1 + len(p) // 95)
        rows.append(R("paragraph", "", p, (596, y), (728, h)))
        y += h + 8
    rows += [R("label", "", page, (75, 1040), (150, 22)),
             R("label", "", words, (240, 1040), (260, 22)),
             R("label", "", style, (520, 1040), (160, 22)),
             R("label", "", lang, (690, 1040), (140, 22)),
             R("label", "Document Modified", MODIFIED if modified else SAVED, (900, 1040), (24, 22)),
             R("slider", "Zoom", "100%", (1660, 1040), (200, 22)),
             R("label", "", "100%", (1866, 1040), (50, 22))]
    return rows + (extra or [])


# ---------------------------------------------------------------- 01 Calc: sort a stock list (clean)
def t01(rs: RowSet) -> None:
    items = [("HW-1042", "Cordless Drill 18V", "Tools", 24, 89.90), ("HW-1107", "Claw Hammer 16oz", "Tools", 61, 14.50),
             ("PL-2210", "PVC Elbow 32mm", "Plumbing", 340, 0.85), ("EL-3305", "LED Bulb E27 9W", "Electrical", 512, 2.40),
             ("PL-2274", "Ball Valve 1/2\"", "Plumbing", 88, 7.95), ("EL-3381", "Extension Lead 4-way", "Electrical", 73, 12.99),
             ("GD-4410", "Garden Hose 25m", "Garden", 19, 34.00), ("HW-1189", "Tape Measure 8m", "Tools", 102, 6.75),
             ("GD-4452", "Pruning Shears", "Garden", 45, 18.40), ("EL-3390", "Wall Socket Double", "Electrical", 130, 5.60)]
    data = [list(x) for x in items]
    widths = [90, 190, 110, 70, 90, 100]
    sheets = ["Stock", "Suppliers"]
    c = Clock("Mar 11", 14, 2)

    def cells() -> list[Row]:
        rows = [(1, ["SKU", "Item", "Category", "Qty", "Unit Price", "Value"])]
        for i, (sku, item, cat, q, p) in enumerate(data, 2):
            rows.append((i, [sku, item, cat, str(q), f"{p:.2f}", money(q * p)]))
        return grid(rows, widths)

    def stats() -> str:
        nums = [d[3] for d in data] + [d[4] for d in data] + [round(d[3] * d[4], 2) for d in data]
        s = sum(nums)
        return f"Average: {s / len(nums):,.2f}; Sum: {s:,.2f}"

    def sheet(nb: str, inp: str, summary: str, modified: bool, extra: list[Row] | None = None, sel: str = "") -> str:
        return desk(c.now(), calc("inventory_2025.xlsx", nb, inp, cells(), sheets, 0, summary, modified, extra, sel))

    state = sheet("E14", "", "Average: ; Sum: 0", False)
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(151, 214)"), sheet("A1", "SKU", "Average: ; Sum: 0", False)))
    turns.append((code("pyautogui.click(130, 172)\npyautogui.write('A1:F11')\npyautogui.press('enter')"),
                  sheet("A1:F11", "SKU", stats(), False, sel="Selected: 11 rows, 6 columns")))
    c.tick()
    sort_dlg = [R("dialog", "Sort", "", (660, 300), (600, 470)),
                R("page-tab", "Sort Criteria", "", (676, 334), (110, 26), desc="selected"),
                R("page-tab", "Options", "", (788, 334), (80, 26)),
                R("label", "", "Sort Key 1", (690, 376), (120, 20)),
                R("combo-box", "Sort Key 1", "SKU", (690, 400), (260, 26)),
                R("radio-button", "Ascending", "", (980, 400), (120, 22), desc="checked"),
                R("radio-button", "Descending", "", (980, 426), (120, 22)),
                R("label", "", "Sort Key 2", (690, 470), (120, 20)),
                R("combo-box", "Sort Key 2", "- undefined -", (690, 494), (260, 26)),
                R("radio-button", "Ascending", "", (980, 494), (120, 22), desc="checked"),
                R("radio-button", "Descending", "", (980, 520), (120, 22)),
                R("push-button", "Help", "", (676, 720), (90, 32)),
                R("push-button", "Reset", "", (880, 720), (90, 32)),
                R("push-button", "OK", "", (1060, 720), (90, 32)),
                R("push-button", "Cancel", "", (1156, 720), (90, 32))]
    turns.append((code("pyautogui.click(528, 75)  # Data\npyautogui.click(560, 101)  # Sort..."),
                  sheet("A1:F11", "SKU", stats(), False, sort_dlg, "Selected: 11 rows, 6 columns")))
    data.sort(key=lambda d: -round(d[3] * d[4], 2))
    c.tick()
    turns.append((code("pyautogui.click(820, 413)\npyautogui.click(820, 556)  # Value\npyautogui.click(986, 437)  # Descending\npyautogui.click(1105, 736)  # OK"),
                  sheet("A1:F11", "SKU", stats(), True, sel="Selected: 11 rows, 6 columns")))
    # row 6 after the sort: edit its quantity; the list is not re-sorted by itself
    r6 = data[4]
    r6[3] = 60
    c.tick(2)
    turns.append((code(f"pyautogui.click(530, {214 + 19 * 5 + 9})\npyautogui.write('60')\npyautogui.press('enter')"),
                  sheet("D7", str(data[5][3]), f"Average: {data[5][3]}; Sum: {data[5][3]}", True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  sheet("D7", str(data[5][3]), f"Average: {data[5][3]}; Sum: {data[5][3]}", True, keep_format())))
    c.tick()
    turns.append((code("pyautogui.click(835, 590)  # Use Excel 2007-365!"),
                  sheet("D7", str(data[5][3]), f"Average: {data[5][3]}; Sum: {data[5][3]}", False)))
    rs.add("os", "h63-os-01", system("In inventory_2025.xlsx, sort the stock list by Value (largest first), set the Pruning Shears quantity to 60 and save the file keeping the xlsx format."),
           turns, state=state)


# ---------------------------------------------------------------- 02 Writer: mail merge wizard (bad, turn 7)
def t02(rs: RowSet) -> None:
    members = [("1001", "Ana", "Ribeiro", "Ms.", "Rua das Flores 12", "4050-262", "Porto", "Senior"),
               ("1002", "Duarte", "Costa", "Mr.", "Av. da Boavista 1830", "4100-113", "Porto", "Senior"),
               ("1003", "Inês", "Moura", "Ms.", "Rua de Cedofeita 221", "4050-179", "Porto", "Junior"),
               ("1004", "Tiago", "Almeida", "Mr.", "Rua Júlio Dinis 77", "4050-324", "Porto", "Senior"),
               ("1005", "Marta", "Sousa", "Ms.", "Rua do Campo Alegre 1021", "4150-181", "Porto", "Senior"),
               ("1006", "Rui", "Fernandes", "Mr.", "Travessa de Cedofeita 8", "4050-183", "Porto", "Junior"),
               ("1007", "Beatriz", "Lopes", "Ms.", "Rua de Santa Catarina 300", "4000-443", "Porto", "Senior"),
               ("1008", "Nuno", "Pereira", "Mr.", "Rua Miguel Bombarda 140", "4050-377", "Porto", "Senior")]
    cols = ["ID", "FirstName", "LastName", "Title", "Street", "PostCode", "City", "Category"]
    widths = [60, 100, 110, 60, 220, 90, 80, 90]
    paras = ["Porto Rowing Club · Rua do Ouro 455 · 4150-554 Porto · secretaria@porto-rowing.pt",
             "10 March 2025", "", "", "", "Membership renewal 2025/26",
             "We are writing to remind you that your annual membership of the Porto Rowing Club expires on 31 March 2025. To keep your access to the boathouse, the ergometer room and the Saturday crew sessions, please renew before that date.",
             "Renewal fees for the 2025/26 season are €180 for senior members and €95 for junior members (under 18 on 1 April 2025). Payment can be made by bank transfer to PT50 0035 0651 0000 2187 4302 9 or at the club office.",
             "Members who renew before 21 March receive a club training top at the first session in April.",
             "With kind regards,", "Helena Vasconcelos", "Membership Secretary"]
    c = Clock("Mar 10", 9, 31)

    def doc(extra: list[Row] | None = None, top: int = 200) -> list[Row]:
        return writer_frame("renewal_letter.odt", paras, "Page 1 of 1", "212 words, 1,318 characters", extra,
                            lang="English (UK)", top=top)

    def browser(rec: int) -> list[Row]:
        rows = [R("tree", "Data Sources", "", (75, 160), (240, 300)),
                R("tree-item", "Bibliography", "", (80, 164), (230, 20)),
                R("tree-item", "members", "", (80, 186), (230, 20), desc="expanded"),
                R("tree-item", "Queries", "", (100, 208), (210, 20)),
                R("tree-item", "Tables", "", (100, 230), (210, 20), desc="expanded"),
                R("tree-item", "Sheet1", "", (120, 252), (190, 20), desc="selected"),
                R("table", "Sheet1", "", (320, 160), (1595, 300))]
        x = 360
        for name, w in zip(cols, widths):
            rows.append(R("column-header", name, "", (x, 162), (w, 20)))
            x += w
        for i, m in enumerate(members):
            y = 184 + 21 * i
            rows.append(R("row-header", "", "▶" if i + 1 == rec else "", (322, y), (36, 21)))
            x = 360
            for name, w, v in zip(cols, widths, m):
                rows.append(R("table-cell", name, v, (x, y), (w, 21)))
                x += w
        rows += [R("label", "", "Record", (322, 440), (56, 20)),
                 R("text", "Record", str(rec), (380, 438), (60, 22)),
                 R("label", "", "of", (446, 440), (20, 20)),
                 R("label", "", "14", (470, 440), (40, 20)),
                 R("push-button", "First Record", "", (520, 438), (24, 22)),
                 R("push-button", "Previous Record", "", (546, 438), (24, 22)),
                 R("push-button", "Next Record", "", (572, 438), (24, 22)),
                 R("push-button", "Last Record", "", (598, 438), (24, 22)),
                 R("push-button", "New Record", "", (624, 438), (24, 22))]
        return rows

    steps = ["1. Select Starting Document", "2. Select Document Type", "3. Insert Address Block",
             "4. Create Salutation", "5. Adjust Layout"]

    def wizard(step: int, page: list[Row], back: bool = True) -> list[Row]:
        rows = [R("dialog", "Mail Merge Wizard", "", (480, 220), (960, 620)),
                R("label", "", "Steps", (500, 250), (200, 20))]
        for i, s in enumerate(steps, 1):
            rows.append(R("list-item", s, "", (500, 276 + 26 * (i - 1)), (220, 24), desc="selected" if i == step else ""))
        rows += page
        rows += [R("push-button", "Help", "", (500, 790), (90, 32)),
                 R("push-button", "< Back", "", (1000, 790), (90, 32), desc="" if back else "disabled"),
                 R("push-button", "Next >", "", (1096, 790), (90, 32)),
                 R("push-button", "Finish", "", (1192, 790), (90, 32)),
                 R("push-button", "Cancel", "", (1320, 790), (100, 32))]
        return rows

    def address_page(n: int, m: tuple[str, ...]) -> list[Row]:
        block = f"{m[3]} {m[1]} {m[2]}\n{m[4]}\n{m[5]} {m[6]}"
        return [R("label", "", "Insert Address Block", (740, 250), (400, 24)),
                R("label", "", "1.", (740, 290), (20, 20)),
                R("push-button", "Select Address List...", "", (770, 286), (190, 30)),
                R("label", "", "Current address list: members", (970, 292), (300, 20)),
                R("check-box", "This document shall contain an address block", "", (770, 330), (400, 22), desc="checked"),
                R("push-button", "More...", "", (1290, 360), (110, 30)),
                R("label", "", "3. Make sure the address data matches the fields", (770, 470), (440, 20)),
                R("push-button", "Match Fields...", "", (1290, 466), (110, 30)),
                R("text", "Preview", block, (770, 510), (420, 90)),
                R("label", "", "Document:", (770, 612), (80, 20)),
                R("push-button", "Previous", "", (860, 608), (28, 26), desc="disabled" if n == 1 else ""),
                R("text", "Document", str(n), (890, 608), (50, 26)),
                R("push-button", "Next", "", (944, 608), (28, 26))]

    state = desk(c.now(), doc())
    turns = []
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'f4')"), desk(c.now(), browser(1) + doc(top=520))))
    turns.append((code("pyautogui.click(340, 236)"), desk(c.now(), browser(3) + doc(top=520))))
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'f4')"), desk(c.now(), doc())))
    start = [R("label", "", "Select Starting Document for the Mail Merge", (740, 250), (500, 24)),
             R("radio-button", "Use the current document", "", (760, 300), (300, 22), desc="checked"),
             R("radio-button", "Create a new document", "", (760, 330), (300, 22)),
             R("radio-button", "Start from existing document", "", (760, 360), (300, 22)),
             R("radio-button", "Start from a template", "", (760, 390), (300, 22)),
             R("radio-button", "Start from a recently saved starting document", "", (760, 420), (360, 22))]
    turns.append((code("pyautogui.click(589, 75)  # Tools\npyautogui.click(640, 362)  # Mail Merge Wizard..."),
                  desk(c.now(), doc(wizard(1, start, back=False)))))
    c.tick()
    dtype = [R("label", "", "Select Document Type", (740, 250), (400, 24)),
             R("label", "", "What type of document do you want to create?", (760, 290), (400, 20)),
             R("radio-button", "Letter", "", (760, 320), (200, 22), desc="checked"),
             R("radio-button", "Email message", "", (760, 350), (200, 22)),
             R("label", "", "Send letters to a group of recipients. The letters can contain an address block and a salutation. The letters can be personalized for each recipient.", (760, 400), (600, 40))]
    turns.append((code("pyautogui.click(1141, 806)  # Next >"), desk(c.now(), doc(wizard(2, dtype)))))
    turns.append((code("pyautogui.click(1141, 806)  # Next >"), desk(c.now(), doc(wizard(3, address_page(1, members[0]))))))
    c.tick()
    wrong = list(members[1])
    wrong[5] = "4100-131"
    turns.append((code("pyautogui.click(958, 621)  # next record in preview"),
                  desk(c.now(), doc(wizard(3, address_page(2, tuple(wrong)))))))
    salute = [R("label", "", "Create a Salutation", (740, 250), (400, 24)),
              R("check-box", "This document should contain a salutation", "", (760, 290), (360, 22), desc="checked"),
              R("check-box", "Insert personalized salutation", "", (760, 320), (300, 22), desc="checked"),
              R("label", "", "Female", (780, 356), (80, 20)),
              R("combo-box", "Female", "Dear Ms. <LastName>,", (870, 352), (300, 26)),
              R("label", "", "Male", (780, 390), (80, 20)),
              R("combo-box", "Male", "Dear Mr. <LastName>,", (870, 386), (300, 26)),
              R("label", "", "Field name", (780, 430), (80, 20)),
              R("combo-box", "Field name", "Title", (870, 426), (200, 26)),
              R("label", "", "Field value", (1090, 430), (80, 20)),
              R("combo-box", "Field value", "Ms.", (1180, 426), (120, 26)),
              R("combo-box", "General salutation", "Dear Member,", (870, 470), (300, 26)),
              R("text", "Preview", "Dear Mr. Costa,", (770, 520), (420, 40)),
              R("label", "", "Document:", (770, 612), (80, 20)),
              R("push-button", "Previous", "", (860, 608), (28, 26)),
              R("text", "Document", "2", (890, 608), (50, 26)),
              R("push-button", "Next", "", (944, 608), (28, 26))]
    c.tick()
    turns.append((code("pyautogui.click(1141, 806)  # Next >"), desk(c.now(), doc(wizard(4, salute)))))
    rs.add("os", "h63-os-02", system("Use the Mail Merge Wizard to prepare the membership renewal letter in renewal_letter.odt for the members address list, checking the address block and salutation previews."),
           turns, state=state, bad=True, turn=7,
           kind="The address-block preview gives record 2 (Duarte Costa) the postcode 4100-131, but the members data source grid showed 4100-113 for him.")


GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]
GIMP_TOOLS = ["Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
              "Warp Transform", "Text Tool", "Paintbucket Tool", "Gradient Tool", "Paintbrush Tool", "Eraser Tool",
              "Clone Tool", "Smudge Tool", "Dodge / Burn Tool", "Paths Tool", "Color Picker Tool", "Zoom Tool"]


def gimp(title: str, canvas: list[Row], dock: list[Row], extra: list[Row] | None = None, status: str = "") -> list[Row]:
    rows = [R("frame", title, "", (70, 27), (1850, 1053))]
    rows += menus(GIMP_MENUS)
    for i, t in enumerate(GIMP_TOOLS):
        rows.append(R("toggle-button", t, "", (78 + 36 * (i % 4), 100 + 36 * (i // 4)), (34, 34),
                      desc="checked" if t == "Rectangle Select Tool" else ""))
    rows += canvas
    rows += dock
    if status:
        rows.append(R("label", "", status, (300, 1046), (700, 22)))
    return rows + (extra or [])


# ---------------------------------------------------------------- 03 GIMP: layers (bad, turn 8)
def t03(rs: RowSet) -> None:
    c = Clock("Mar 12", 16, 18)
    layers = [["Title text", True, "100.0"], ["Logo", True, "100.0"], ["Background photo", True, "100.0"],
              ["Background", True, "100.0"]]
    st = {"active": 1, "dirty": False, "tab": "Tool Options"}

    def title() -> str:
        return (f"{'*' if st['dirty'] else ''}[poster]-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                f"{len(layers)} layers) 1200x1800 – GIMP")

    canvas = [R("canvas", "poster-1.0", "", (330, 130), (1160, 880)),
              R("combo-box", "Zoom", "50%", (560, 1044), (90, 24)),
              R("combo-box", "Unit", "px", (470, 1044), (60, 24)),
              R("label", "", "Pointer: 612, 844", (300, 1020), (180, 20))]

    def dock(shown: list[list[str | bool]] | None = None) -> list[Row]:
        rows = [R("page-tab", "Tool Options", "", (1500, 110), (100, 26), desc="selected" if st["tab"] == "Tool Options" else ""),
                R("page-tab", "Layers", "", (1602, 110), (80, 26), desc="selected" if st["tab"] == "Layers" else ""),
                R("page-tab", "Channels", "", (1684, 110), (90, 26)),
                R("page-tab", "Paths", "", (1776, 110), (70, 26)),
                R("page-tab", "Undo History", "", (1848, 110), (70, 26))]
        if st["tab"] == "Tool Options":
            return rows + [R("label", "", "Rectangle Select", (1510, 150), (200, 20)),
                           R("combo-box", "Mode", "Replace", (1510, 176), (200, 26)),
                           R("check-box", "Antialiasing", "", (1510, 210), (160, 22), desc="checked"),
                           R("check-box", "Feather edges", "", (1510, 236), (160, 22)),
                           R("check-box", "Rounded corners", "", (1510, 262), (160, 22))]
        act = (shown or layers)[st["active"]]
        rows += [R("combo-box", "Mode", "Normal", (1510, 150), (260, 26)),
                 R("spin-button", "Opacity", str(act[2]), (1510, 184), (300, 26)),
                 R("toggle-button", "Lock pixels", "", (1510, 218), (26, 26)),
                 R("toggle-button", "Lock position and size", "", (1538, 218), (26, 26)),
                 R("toggle-button", "Lock alpha channel", "", (1566, 218), (26, 26)),
                 R("tree-table", "Layers", "", (1510, 250), (400, 420))]
        for i, (name, vis, _op) in enumerate(shown or layers):
            y = 254 + 40 * i
            rows.append(R("check-box", "Visible", "", (1514, y + 8), (24, 24), desc="checked" if vis else ""))
            rows.append(R("table-cell", str(name), str(name), (1590, y), (310, 38), desc="selected" if i == st["active"] else ""))
        rows += buttons(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                         "Duplicate this layer", "Merge this layer", "Add a mask", "Delete this layer"],
                        x=1512, y=680, w=40, h=30)
        return rows

    def obs(extra: list[Row] | None = None, shown: list[list[str | bool]] | None = None) -> str:
        return desk(c.now(), gimp(title(), canvas, dock(shown), extra,
                                   f"poster.xcf ({38.4 + 8.9 * (len(layers) - 4):.1f} MB)"))

    state = obs()
    turns = []
    st["tab"] = "Layers"
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'l')"), obs()))
    layers.insert(1, ["Logo copy", True, "100.0"])
    st["dirty"] = True
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'd')"), obs()))
    layers[1][0] = "Badge"
    c.tick()
    turns.append((code("pyautogui.doubleClick(1700, 313)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Badge')\npyautogui.press('enter')"), obs()))
    layers[1][2] = "65.0"
    turns.append((code("pyautogui.tripleClick(1640, 197)\npyautogui.write('65')\npyautogui.press('enter')"), obs()))
    layers[3][1] = False
    c.tick()
    turns.append((code("pyautogui.click(1526, 382)  # eye of 'Background photo'"), obs()))
    layers.insert(0, layers.pop(1))
    st["active"] = 0
    turns.append((code("pyautogui.click(1612, 695)  # Raise this layer"), obs()))
    c.tick()
    new_dlg = [R("dialog", "New Layer", "", (700, 240), (520, 560)),
               R("label", "", "Create a New Layer", (720, 260), (300, 22)),
               R("label", "", "poster-1", (720, 284), (300, 18)),
               R("text", "Layer name", "Shadow", (840, 320), (360, 26)),
               R("combo-box", "Color tag", "None", (840, 354), (200, 26)),
               R("combo-box", "Mode", "Normal", (840, 396), (300, 26)),
               R("combo-box", "Blend space", "Auto", (840, 428), (300, 26)),
               R("spin-button", "Opacity", "100.0", (840, 470), (300, 26)),
               R("spin-button", "Width", "1200", (840, 512), (120, 26)),
               R("spin-button", "Height", "1800", (840, 544), (120, 26)),
               R("combo-box", "Fill with", "Transparency", (840, 590), (300, 26)),
               R("check-box", "Visible", "", (840, 630), (100, 22), desc="checked"),
               R("push-button", "Help", "", (716, 750), (90, 32)),
               R("push-button", "Reset", "", (900, 750), (90, 32)),
               R("push-button", "OK", "", (1010, 750), (90, 32)),
               R("push-button", "Cancel", "", (1110, 750), (90, 32))]
    turns.append((code("pyautogui.click(397, 75)  # Layer\npyautogui.click(450, 101)  # New Layer...\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Shadow')"),
                  obs(new_dlg)))
    layers.insert(0, ["Shadow", True, "100.0"])
    shown = [list(x) for x in layers]
    shown[1][0] = "Logo copy"
    c.tick()
    turns.append((code("pyautogui.click(1055, 766)  # OK"), obs(shown=shown)))
    st["dirty"] = False
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs(shown=shown)))
    rs.add("os", "h63-os-03", system("In poster.xcf, duplicate the Logo layer, rename the copy to Badge at 65% opacity above the title, hide the background photo, add an empty Shadow layer and save."),
           turns, state=state, bad=True, turn=8,
           kind="The layer renamed to 'Badge' (turn 3) is listed again under its old name 'Logo copy' after only adding a new layer.")


def chrome(tabs: list[str], active: int, url: str, content: list[Row], bar: list[str] | None = None,
           starred: bool = False, extra: list[Row] | None = None, ext_buttons: tuple[str, ...] = ()) -> list[Row]:
    rows = [R("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    x = 80
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", (x, 35), (240, 34), desc="selected" if i == active else ""))
        rows.append(R("push-button", "Close", "", (x + 214, 43), (20, 20)))
        x += 242
    rows += [R("push-button", "New Tab", "", (x + 4, 39), (28, 28)),
             R("push-button", "Search tabs", "", (1840, 39), (28, 28)),
             R("push-button", "Back", "", (80, 76), (34, 34)),
             R("push-button", "Forward", "", (116, 76), (34, 34), desc="disabled"),
             R("push-button", "Reload", "", (152, 76), (34, 34)),
             R("entry", "Address and search bar", url, (200, 78), (1480, 30)),
             R("push-button", "Edit bookmark for this tab" if starred else "Bookmark this tab", "", (1648, 80), (26, 26))]
    xb = 1690
    for e in ext_buttons:
        rows.append(R("push-button", e, "", (xb, 76), (34, 34)))
        xb += 36
    rows += [R("push-button", "Extensions", "", (xb, 76), (34, 34)),
             R("push-button", "You", "", (xb + 36, 76), (34, 34)),
             R("push-button", "Customize and control Google Chrome", "", (xb + 72, 76), (34, 34))]
    if bar is not None:
        xb = 80
        for b in bar:
            w = min(7 * len(b) + 34, 190)
            rows.append(R("push-button", b, "", (xb, 114), (w, 28)))
            xb += w + 4
        rows.append(R("push-button", "All Bookmarks", "", (1800, 114), (110, 28)))
    rows.append(R("document-web", tabs[active], "", (70, 146 if bar is not None else 116), (1850, 934)))
    return rows + content + (extra or [])


# ---------------------------------------------------------------- 04 Chrome: bookmarks (clean)
def t04(rs: RowSet) -> None:
    c = Clock("Mar 14", 19, 7)
    marks = [["Gmail", "https://mail.google.com/mail/u/0/#inbox"],
             ["Calendar", "https://calendar.google.com/calendar/u/0/r/week"],
             ["Jira – PLAT board", "https://northwind.atlassian.net/jira/software/c/projects/PLAT/boards/42"],
             ["Grafana – prod", "https://grafana.internal.northwind.io/d/8Yf2kQ/api-latency?orgId=1"],
             ["BBC News", "https://www.bbc.co.uk/news"],
             ["Wikipedia", "https://en.wikipedia.org/wiki/Main_Page"]]
    page_title = "The Best Chili Recipe | Serious Eats"
    page_url = "https://www.seriouseats.com/the-best-chili-recipe"
    article = [R("heading", "The Best Chili Recipe", "The Best Chili Recipe", (420, 300), (1000, 60)),
               R("paragraph", "", "By J. Kenji López-Alt · Updated Jan 29, 2025", (420, 372), (700, 20)),
               R("paragraph", "", "Why It Works: Using whole dried chiles and toasting them yourself gives you a far more complex flavor than pre-ground chili powder.", (420, 410), (1000, 44)),
               R("push-button", "Jump to Recipe", "", (420, 470), (160, 40)),
               R("push-button", "Save", "", (600, 470), (100, 40)),
               R("paragraph", "", "Prep 30 mins · Cook 3 hrs · Serves 8", (420, 530), (500, 20))]
    folder: list[list[str]] = []
    tabs = [page_title]

    def bar() -> list[str]:
        return [m[0] for m in marks]

    def manager(selected_folder: str = "Bookmarks bar", query: str = "", toast: str = "", menu: bool = False) -> list[Row]:
        rows = [R("heading", "Bookmarks", "Bookmarks", (100, 160), (200, 40)),
                R("entry", "Search bookmarks", query, (640, 162), (680, 36)),
                R("push-button", "Clear search", "", (1290, 168), (24, 24)) if query else R("push-button", "Search bookmarks", "", (650, 168), (24, 24)),
                R("push-button", "Organize", "", (1860, 164), (32, 32)),
                R("tree", "", "", (80, 220), (300, 300)),
                R("tree-item", "Bookmarks bar", "", (90, 228), (280, 34), desc="expanded, selected" if selected_folder == "Bookmarks bar" and not query else "expanded")]
        y = 262
        for m in marks:
            if m[1] == "folder":
                rows.append(R("tree-item", m[0], "", (110, y), (260, 34), desc="selected" if selected_folder == m[0] else ""))
                y += 34
        rows += [R("tree-item", "Other bookmarks", "", (90, y), (280, 34)),
                 R("tree-item", "Mobile bookmarks", "", (90, y + 34), (280, 34))]
        if query:
            items = [m for m in marks if m[1] != "folder" and query in m[0].lower()] + [m for m in folder if query in m[0].lower()]
        elif selected_folder == "Bookmarks bar":
            items = marks
        else:
            items = folder
        rows.append(R("list", "", "", (420, 220), (1460, 48 * max(len(items), 1))))
        for i, (name, url) in enumerate(items):
            y = 224 + 48 * i
            rows.append(R("list-item", name, name, (430, y), (560, 44)))
            if url == "folder":
                rows.append(R("label", "", f"{len(folder)} item" + ("" if len(folder) == 1 else "s"), (1000, y + 12), (200, 20)))
            else:
                rows.append(R("label", "", url.split("/")[2], (1000, y + 12), (500, 20)))
            rows.append(R("push-button", f"More actions for {name}", "", (1840, y + 6), (32, 32)))
        if query:
            rows.append(R("label", "", f"Found {len(items)} result" + ("" if len(items) == 1 else "s"), (430, 224 + 48 * len(items) + 10), (300, 20)))
        if menu:
            rows += [R("menu", "", "", (1700, 200), (200, 184)),
                     R("menu-item", "Sort by name", "", (1700, 204), (200, 34)),
                     R("menu-item", "Add new bookmark", "", (1700, 240), (200, 34)),
                     R("menu-item", "Add new folder", "", (1700, 276), (200, 34)),
                     R("menu-item", "Import bookmarks", "", (1700, 312), (200, 34)),
                     R("menu-item", "Export bookmarks", "", (1700, 348), (200, 34))]
        if toast:
            rows += [R("alert", "", toast, (100, 1000), (420, 48)), R("push-button", "Undo", "", (440, 1010), (70, 30))]
        return rows

    state = desk(c.now(), chrome(tabs, 0, page_url, article, bar()))
    turns = []
    c.tick()
    marks.append([page_title, page_url])
    bubble = [R("dialog", "Bookmark added", "", (1360, 108), (360, 230)),
              R("label", "", "Bookmark added", (1380, 124), (200, 24)),
              R("entry", "Name", page_title, (1460, 164), (240, 30)),
              R("combo-box", "Folder", "Bookmarks bar", (1460, 206), (240, 30)),
              R("push-button", "More…", "", (1380, 280), (80, 34)),
              R("push-button", "Remove", "", (1520, 280), (80, 34)),
              R("push-button", "Done", "", (1610, 280), (80, 34))]
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"), desk(c.now(), chrome(tabs, 0, page_url, article, bar(), True, bubble))))
    marks[-1][0] = "Chili – Serious Eats"
    turns.append((code("pyautogui.tripleClick(1580, 179)\npyautogui.write('Chili – Serious Eats')\npyautogui.click(1650, 297)  # Done"),
                  desk(c.now(), chrome(tabs, 0, page_url, article, bar(), True))))
    c.tick()
    tabs.append("Bookmarks")
    turns.append((code("BrowserTools.open_bookmarks()"), desk(c.now(), chrome(tabs, 1, "chrome://bookmarks", manager(), bar()))))
    del marks[4]
    c.tick()
    turns.append((code("pyautogui.click(1856, 438)  # More actions for BBC News\npyautogui.click(1780, 560)  # Delete"),
                  desk(c.now(), chrome(tabs, 1, "chrome://bookmarks", manager(toast="Deleted 'BBC News'"), bar()))))
    c.tick()
    turns.append((code("pyautogui.click(1876, 180)  # Organize"), desk(c.now(), chrome(tabs, 1, "chrome://bookmarks", manager(menu=True), bar()))))
    marks.append(["Cooking", "folder"])
    turns.append((code("pyautogui.click(1800, 293)  # Add new folder\npyautogui.write('Cooking')\npyautogui.press('enter')"),
                  desk(c.now(), chrome(tabs, 1, "chrome://bookmarks", manager(), bar()))))
    c.tick()
    folder.append(marks.pop(5))
    turns.append((code("pyautogui.moveTo(640, 486)\npyautogui.dragTo(180, 279, duration=1.0)  # onto 'Cooking' in the tree"),
                  desk(c.now(), chrome(tabs, 1, "chrome://bookmarks", manager(), bar()))))
    turns.append((code("pyautogui.click(180, 279)  # Cooking"),
                  desk(c.now(), chrome(tabs, 1, "chrome://bookmarks/?id=31", manager("Cooking"), bar()))))
    c.tick()
    turns.append((code("pyautogui.click(900, 180)\npyautogui.write('grafana')"),
                  desk(c.now(), chrome(tabs, 1, "chrome://bookmarks/?q=grafana", manager(query="grafana"), bar()))))
    c.tick()
    turns.append((code("pyautogui.click(1302, 180)  # Clear search\npyautogui.click(200, 245)  # Bookmarks bar"),
                  desk(c.now(), chrome(tabs, 1, "chrome://bookmarks/?id=1", manager(), bar()))))
    rs.add("os", "h63-os-04", system("Bookmark the chili recipe as 'Chili – Serious Eats', delete the BBC News bookmark, and file the recipe in a new 'Cooking' folder on the bookmarks bar."),
           turns, state=state)


PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]


def files(title: str, path: list[str], entries: list[tuple[str, str, str]], selected: str = "",
          bookmarks: tuple[str, ...] = (), place: str = "", extra: list[Row] | None = None,
          headers: tuple[str, ...] = ("Name", "Size", "Modified"), floating: str = "") -> list[Row]:
    rows = [R("frame", title, "", (70, 27), (1850, 1053)),
            R("push-button", "Back", "", (300, 36), (34, 34)),
            R("push-button", "Forward", "", (336, 36), (34, 34))]
    x = 380
    for p in path:
        w = 9 * len(p) + 30
        rows.append(R("push-button", p, "", (x, 36), (w, 34)))
        x += w
    rows += [R("toggle-button", "Search", "", (1690, 36), (34, 34)),
             R("push-button", "View options", "", (1730, 36), (48, 34)),
             R("push-button", "Main menu", "", (1782, 36), (34, 34))]
    rows.append(R("list", "Sidebar", "", (70, 75), (220, 1000)))
    y = 80
    for p in PLACES + ["+ Other Locations"] + list(bookmarks):
        rows.append(R("list-item", p, "", (74, y), (212, 34), desc="selected" if p == place else ""))
        y += 36
    rows.append(R("table", "", "", (292, 75), (1628, 1000)))
    x = 300
    widths = {"Name": 820, "Size": 160, "Modified": 220, "Original Location": 260, "Trashed On": 220}
    for h in headers:
        rows.append(R("table-column-header", h, "", (x, 78), (widths[h], 30)))
        x += widths[h]
    for i, e in enumerate(entries):
        y = 110 + 36 * i
        x = 300
        for h, v in zip(headers, e):
            rows.append(R("table-cell", v if h == "Name" else "", v, (x, y), (widths[h], 34),
                          desc="selected" if h == "Name" and e[0] == selected else ""))
            x += widths[h]
    if floating:
        rows.append(R("label", "", floating, (1560, 1040), (350, 28)))
    return rows + (extra or [])


# ---------------------------------------------------------------- 05 Files: trash and rename (bad, turn 4)
def t05(rs: RowSet) -> None:
    c = Clock("Mar 11", 9, 38)
    dl = [("Invoices", "4 items", "Feb 27"), ("budget_2025.xlsx", "24.6 kB", "Yesterday"),
          ("flight_LIS_BER.pdf", "212.4 kB", "Mar 10"), ("IMG_2041.jpg", "3.1 MB", "Mar 3"),
          ("lease_agreement_signed.pdf", "1.2 MB", "Mar 7"), ("node-v20.11.1-linux-x64.tar.xz", "24.3 MB", "Feb 2"),
          ("old_resume.docx", "48.2 kB", "Jan 9 2024"), ("packing-list.txt", "1.3 kB", "Mar 9"),
          ("screenshot_2025-03-11.png", "612.8 kB", "09:14"), ("ubuntu-22.04.5-desktop-amd64.iso", "4.7 GB", "Feb 20"),
          ("VID_20250301_181203.mp4", "88.6 MB", "Mar 1"), ("zoom_amd64.deb", "185.0 MB", "Feb 12")]
    home = [("Desktop", "3 items", "Mar 4"), ("Documents", "17 items", "Yesterday"), ("Downloads", "12 items", "09:14"),
            ("Music", "0 items", "Oct 2 2024"), ("Pictures", "214 items", "Mar 3"), ("Public", "0 items", "Oct 2 2024"),
            ("snap", "3 items", "Feb 20"), ("Templates", "0 items", "Oct 2 2024"), ("Videos", "9 items", "Mar 1")]
    invoices = [("INV-2025-0113_hetzner.pdf", "61.0 kB", "Jan 14"), ("INV-2025-0207_hetzner.pdf", "61.2 kB", "Feb 7"),
                ("invoice_ikea_882190.pdf", "143.7 kB", "Feb 22"), ("receipt_mediamarkt_20250226.pdf", "98.4 kB", "Feb 27")]
    trash = [("draft_cover_letter.odt", "Documents", "Mar 6"), ("IMG_1988.jpg", "Pictures", "Feb 28"),
             ("tmp_export.csv", "Downloads", "Mar 10")]

    def key(e: tuple[str, str, str]) -> tuple[bool, str]:
        return (e[1].endswith("items") is False, e[0].lower())

    state = desk(c.now(), files("Home", ["Home"], home, place="Home"))
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(150, 277)  # Downloads"), desk(c.now(), files("Downloads", ["Home", "Downloads"], dl, place="Downloads"))))
    turns.append((code("pyautogui.click(520, 344)  # old_resume.docx"),
                  desk(c.now(), files("Downloads", ["Home", "Downloads"], dl, "old_resume.docx", place="Downloads",
                                      floating="“old_resume.docx” selected (48.2 kB)"))))
    deleted = dl.pop(6)
    c.tick(2)
    trash.insert(2, (deleted[0], "Downloads", hm(c.t)))
    note = [R("notification", "", "“old_resume.docx” moved to trash", (760, 980), (420, 48)),
            R("push-button", "Undo", "", (1080, 988), (80, 32)),
            R("push-button", "Close", "", (1166, 992), (24, 24))]
    turns.append((code("pyautogui.press('delete')"),
                  desk(c.now(), files("Downloads", ["Home", "Downloads"], dl, place="Downloads", extra=note))))
    shown = sorted(dl + [deleted], key=key)
    c.tick()
    turns.append((code("pyautogui.click(520, 236)  # IMG_2041.jpg"),
                  desk(c.now(), files("Downloads", ["Home", "Downloads"], shown, "IMG_2041.jpg", place="Downloads",
                                      floating="“IMG_2041.jpg” selected (3.1 MB)"))))
    pop = [R("dialog", "Rename “IMG_2041.jpg”", "", (420, 262), (420, 130)),
           R("label", "", "File name", (440, 276), (200, 20)),
           R("entry", "File name", "IMG_2041.jpg", (440, 302), (300, 34)),
           R("push-button", "Rename", "", (750, 302), (80, 34))]
    turns.append((code("pyautogui.press('f2')"),
                  desk(c.now(), files("Downloads", ["Home", "Downloads"], shown, "IMG_2041.jpg", place="Downloads", extra=pop,
                                      floating="“IMG_2041.jpg” selected (3.1 MB)"))))
    shown = sorted([("passport_scan.jpg",) + e[1:] if e[0] == "IMG_2041.jpg" else e for e in shown], key=key)
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('passport_scan.jpg')\npyautogui.press('enter')"),
                  desk(c.now(), files("Downloads", ["Home", "Downloads"], shown, "passport_scan.jpg", place="Downloads",
                                      floating="“passport_scan.jpg” selected (3.1 MB)"))))
    c.tick()
    turns.append((code("pyautogui.doubleClick(520, 128)  # Invoices"),
                  desk(c.now(), files("Invoices", ["Home", "Downloads", "Invoices"], invoices, place=""))))
    marks = ("Invoices",)
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"),
                  desk(c.now(), files("Invoices", ["Home", "Downloads", "Invoices"], invoices, bookmarks=marks, place="Invoices"))))
    c.tick()
    bar = [R("push-button", "Restore…", "", (1600, 1036), (120, 34), desc="disabled"),
           R("push-button", "Empty…", "", (1760, 1036), (120, 34))]
    turns.append((code("pyautogui.click(150, 421)  # Trash"),
                  desk(c.now(), files("Trash", ["Trash"], trash, bookmarks=marks, place="Trash", extra=bar,
                                      headers=("Name", "Original Location", "Trashed On")))))
    c.tick()
    turns.append((code("pyautogui.click(150, 277)  # Downloads"),
                  desk(c.now(), files("Downloads", ["Home", "Downloads"], shown, bookmarks=marks, place="Downloads"))))
    rs.add("os", "h63-os-05", system("In the Files app, move old_resume.docx from Downloads to the trash, rename IMG_2041.jpg to passport_scan.jpg, bookmark the Downloads/Invoices folder and check the Trash."),
           turns, state=state, bad=True, turn=4,
           kind="old_resume.docx, moved to the trash at turn 3, is listed again in Downloads after merely selecting another file.")


def tbird(tabs: list[str], active: int, body: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", f"{tabs[active]} - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
    x = 110
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", (x, 34), (230, 34), desc="selected" if i == active else ""))
        x += 232
    rows += [R("push-button", "Mail", "", (74, 80), (40, 40)),
             R("push-button", "Address Book", "", (74, 124), (40, 40)),
             R("push-button", "Calendar", "", (74, 168), (40, 40)),
             R("push-button", "Tasks", "", (74, 212), (40, 40)),
             R("push-button", "Chat", "", (74, 256), (40, 40)),
             R("push-button", "Settings", "", (74, 1000), (40, 40)),
             R("entry", "Search", "", (640, 36), (600, 30)),
             R("push-button", "AppMenu", "", (1870, 36), (34, 30))]
    return rows + body + (extra or [])


# ---------------------------------------------------------------- 06 Thunderbird: address book (clean)
def t06(rs: RowSet) -> None:
    c = Clock("Mar 13", 11, 52)
    people = {"Amara Okonkwo": "amara.okonkwo@brightlane.io", "Bastian Kühn": "b.kuehn@kuehn-metall.de",
              "Chloé Martin": "chloe.martin@laposte.net", "Dev Patel": "dev@patel-studio.co.uk",
              "Elena Rossi": "elena.rossi@unimi.it", "Farid Haddad": "farid.haddad@outlook.com",
              "Greta Lindqvist": "greta@lindqvist.se", "Hiroshi Tanaka": "h.tanaka@tanaka-lab.jp",
              "Ines Ferreira": "ines.ferreira@sapo.pt"}
    inbox_tab = "Inbox - rosa.lindqvist@fastmail.com"

    def book(selected: str = "", query: str = "", detail: list[Row] | None = None) -> list[Row]:
        rows = [R("push-button", "New Address Book", "", (130, 80), (180, 34)),
                R("push-button", "New Contact", "", (130, 118), (180, 34)),
                R("push-button", "New List", "", (130, 156), (180, 34)),
                R("push-button", "Import", "", (130, 194), (180, 34)),
                R("tree", "Address Books", "", (124, 240), (300, 300)),
                R("tree-item", "All Address Books", "", (130, 244), (290, 32)),
                R("tree-item", "Personal Address Book", "", (130, 278), (290, 32), desc="selected"),
                R("tree-item", "Collected Addresses", "", (130, 312), (290, 32)),
                R("entry", "Search Personal Address Book", query, (440, 80), (420, 32)),
                R("push-button", "List options", "", (866, 80), (32, 32)),
                R("list", "Contacts", "", (440, 120), (460, 940))]
        names = sorted((n for n in people if query.lower() in n.lower() or query.lower() in people[n]),
                       key=str.lower)
        for i, n in enumerate(names):
            y = 124 + 52 * i
            rows.append(R("list-item", n, f"{n}\n{people[n]}", (444, y), (452, 50), desc="selected" if n == selected else ""))
        if not names:
            rows.append(R("label", "", "No contacts found", (560, 200), (200, 20)))
        rows += detail if detail is not None else [R("label", "", "No contact selected", (1200, 500), (300, 24))]
        return rows

    def card(n: str, org: str, phone: str, notes: str, birthday: str) -> list[Row]:
        return [R("heading", n, n, (960, 120), (600, 36)),
                R("label", "", people[n], (960, 160), (600, 22)),
                R("push-button", "Write", "", (960, 196), (90, 32)),
                R("push-button", "Event", "", (1056, 196), (90, 32)),
                R("push-button", "Search", "", (1152, 196), (90, 32)),
                R("push-button", "Edit", "", (1800, 196), (80, 32)),
                R("section", "Email Addresses", "", (960, 250), (900, 80)),
                R("label", "", f"{people[n]}  Primary", (980, 284), (600, 22)),
                R("section", "Phone Numbers", "", (960, 340), (900, 60)),
                R("label", "", f"Work  {phone}", (980, 374), (600, 22)),
                R("section", "Organization", "", (960, 410), (900, 60)),
                R("label", "", org, (980, 444), (600, 22)),
                R("section", "Other Info", "", (960, 480), (900, 80)),
                R("label", "", f"Birthday  {birthday}", (980, 514), (600, 22)),
                R("section", "Notes", "", (960, 570), (900, 60)),
                R("label", "", notes, (980, 604), (800, 22))]

    def form(first: str, last: str, email: str, phone: str, org: str, new: bool = False) -> list[Row]:
        rows = [R("heading", "New Contact" if new else f"{first} {last}", "", (960, 120), (600, 36)),
                R("entry", "First Name", first, (960, 180), (300, 32)),
                R("entry", "Last Name", last, (1280, 180), (300, 32)),
                R("entry", "Display Name", f"{first} {last}".strip(), (960, 240), (620, 32)),
                R("check-box", "Prefer display name over message header", "", (960, 280), (400, 22), desc="checked"),
                R("entry", "Nickname", "", (960, 320), (620, 32)),
                R("label", "", "Email Addresses", (960, 370), (200, 22)),
                R("entry", "Email", email, (960, 396), (520, 32)),
                R("check-box", "Primary", "", (1490, 402), (80, 22), desc="checked"),
                R("label", "", "Phone Numbers", (960, 446), (200, 22)),
                R("entry", "Phone", phone, (960, 472), (520, 32)),
                R("entry", "Organization", org, (960, 530), (620, 32)),
                R("push-button", "Delete Contact", "", (960, 1010), (140, 34), desc="disabled" if new else ""),
                R("push-button", "Cancel", "", (1660, 1010), (90, 34)),
                R("push-button", "Save", "", (1760, 1010), (90, 34))]
        return rows

    state = desk(c.now(), tbird([inbox_tab], 0, [R("tree", "Folders", "", (124, 80), (300, 980)),
                                                   R("tree-item", "Inbox", "Inbox (4)", (130, 120), (290, 30), desc="selected"),
                                                   R("table", "Messages", "", (430, 80), (1480, 400))]))
    tabs = [inbox_tab, "Address Book"]
    turns = []
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'b')"), desk(c.now(), tbird(tabs, 1, book()))))
    dev = ("Patel Studio Ltd", "+44 20 7946 0321", "Met at Brighton Digital Festival 2023", "14 August")
    turns.append((code("pyautogui.click(670, 304)  # Dev Patel"),
                  desk(c.now(), tbird(tabs, 1, book("Dev Patel", detail=card("Dev Patel", *dev))))))
    turns.append((code("pyautogui.click(1840, 212)  # Edit"),
                  desk(c.now(), tbird(tabs, 1, book("Dev Patel", detail=form("Dev", "Patel", people["Dev Patel"], dev[1], dev[0]))))))
    people["Dev Patel"] = "dev.patel@patelstudio.com"
    c.tick(2)
    turns.append((code("pyautogui.tripleClick(1200, 412)\npyautogui.write('dev.patel@patelstudio.com')\npyautogui.click(1805, 1027)  # Save"),
                  desk(c.now(), tbird(tabs, 1, book("Dev Patel", detail=card("Dev Patel", *dev))))))
    people["Kofi Mensah"] = "kofi.mensah@accra-logistics.com.gh"
    c.tick(2)
    turns.append((code("pyautogui.click(220, 135)  # New Contact\npyautogui.click(1110, 196)\npyautogui.write('Kofi')\npyautogui.click(1430, 196)\npyautogui.write('Mensah')\npyautogui.click(1200, 412)\npyautogui.write('kofi.mensah@accra-logistics.com.gh')\npyautogui.click(1805, 1027)  # Save"),
                  desk(c.now(), tbird(tabs, 1, book("Kofi Mensah", detail=[
                      R("heading", "Kofi Mensah", "Kofi Mensah", (960, 120), (600, 36)),
                      R("label", "", people["Kofi Mensah"], (960, 160), (600, 22)),
                      R("push-button", "Write", "", (960, 196), (90, 32)),
                      R("push-button", "Event", "", (1056, 196), (90, 32)),
                      R("push-button", "Search", "", (1152, 196), (90, 32)),
                      R("push-button", "Edit", "", (1800, 196), (80, 32)),
                      R("section", "Email Addresses", "", (960, 250), (900, 80)),
                      R("label", "", f"{people['Kofi Mensah']}  Primary", (980, 284), (600, 22))])))))
    confirm = [R("dialog", "Delete Contact", "", (720, 440), (480, 170)),
               R("label", "", "Are you sure you want to delete Farid Haddad?", (744, 480), (430, 40)),
               R("push-button", "Cancel", "", (960, 560), (100, 34)),
               R("push-button", "Delete", "", (1070, 560), (100, 34))]
    c.tick()
    farid = ("Haddad Engineering", "+33 1 70 36 84 12", "Invoice contact for the Lyon project", "3 February")
    turns.append((code("pyautogui.click(670, 408)  # Farid Haddad\npyautogui.press('delete')"),
                  desk(c.now(), tbird(tabs, 1, book("Farid Haddad", detail=card("Farid Haddad", *farid)), confirm))))
    del people["Farid Haddad"]
    turns.append((code("pyautogui.click(1120, 577)  # Delete"), desk(c.now(), tbird(tabs, 1, book()))))
    c.tick()
    turns.append((code("pyautogui.click(650, 96)\npyautogui.write('pat')"), desk(c.now(), tbird(tabs, 1, book(query="pat")))))
    rs.add("os", "h63-os-06", system("In Thunderbird's Personal Address Book, change Dev Patel's email to dev.patel@patelstudio.com, add Kofi Mensah (kofi.mensah@accra-logistics.com.gh), delete Farid Haddad, then search for 'pat'."),
           turns, state=state)


def vscode(title: str, side: list[Row], editor_tabs: list[str], active_tab: str, lines: list[str], status: list[str],
           panel: str | None = None, scm_badge: int = 0, active_view: str = "Explorer", extra: list[Row] | None = None,
           first_line: int = 1, ext_badge: int = 0) -> list[Row]:
    rows = [R("frame", f"{title} - Visual Studio Code", "", (70, 27), (1850, 1053))]
    rows += menus(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], x=110, y=32)
    views = [("Explorer (Ctrl+Shift+E)", "Explorer"), ("Search (Ctrl+Shift+F)", "Search"),
             ("Source Control (Ctrl+Shift+G)" + (f" - {scm_badge} pending changes" if scm_badge else ""), "Source Control"),
             ("Run and Debug (Ctrl+Shift+D)", "Run and Debug"),
             ("Extensions (Ctrl+Shift+X)" + (f" - {ext_badge} requires update" if ext_badge else ""), "Extensions")]
    for i, (label, key) in enumerate(views):
        rows.append(R("page-tab", label, "", (72, 70 + 48 * i), (48, 48), desc="selected" if key == active_view else ""))
    rows += [R("push-button", "Accounts", "", (72, 950), (48, 48)), R("push-button", "Manage", "", (72, 1000), (48, 48))]
    rows += side
    x = 420
    for t in editor_tabs:
        rows.append(R("page-tab", t, "", (x, 60), (180, 35), desc="selected" if t == active_tab else ""))
        x += 182
    if lines:
        rows.append(R("text", active_tab, "", (420, 120), (1490, 560 if panel is not None else 900)))
        for i, ln in enumerate(lines[:26 if panel is not None else 44]):
            rows.append(R("label", "", f"{first_line + i}  {ln}", (420, 122 + 20 * i), (1200, 20)))
    if panel is not None:
        rows += [R("page-tab", "PROBLEMS", "", (420, 690), (90, 30)), R("page-tab", "OUTPUT", "", (512, 690), (80, 30)),
                 R("page-tab", "DEBUG CONSOLE", "", (594, 690), (120, 30)),
                 R("page-tab", "TERMINAL", "", (716, 690), (90, 30), desc="selected"),
                 R("push-button", "New Terminal (Ctrl+Shift+`)", "", (1700, 692), (26, 26)),
                 R("terminal", "Terminal 1, bash", panel, (420, 724), (1490, 320))]
    x = 120
    for s in status:
        w = 9 * len(s) + 18
        rows.append(R("push-button", s, "", (x, 1058), (w, 22)))
        x += w + 4
    return rows + (extra or [])


# ---------------------------------------------------------------- 07 VS Code: source control commit (bad, turn 7)
def t07(rs: RowSet) -> None:
    c = Clock("Mar 12", 10, 19)
    parser = ["from __future__ import annotations", "", "import re", "from dataclasses import dataclass",
              "from decimal import Decimal", "", "LINE = re.compile(r\"^(\\d{4}-\\d{2}-\\d{2})\\s+(.+?)\\s+(-?\\d+\\.\\d{2})$\")", "", "",
              "@dataclass", "class Entry:", "    date: str", "    payee: str", "    amount: Decimal", "", "",
              "def parse_line(line: str) -> Entry | None:", "    if line is None:", "        return None",
              "    m = LINE.match(line.strip())", "    if m is None:", "        return None",
              "    date, payee, amount = m.groups()", "    return Entry(date, payee, Decimal(amount))"]
    changes = [("parser.py", "src", "M"), ("report.py", "src", "M"), ("test_parser.py", "tests", "U")]
    staged: list[tuple[str, str, str]] = []
    msg = {"text": ""}

    def status(dirty: bool, ahead: int) -> list[str]:
        return ["main*" if dirty else "main", f"0↓ {ahead}↑", "0 errors, 0 warnings", "Ln 18, Col 24", "Spaces: 4",
                "UTF-8", "LF", "Python", "3.11.7 ('.venv': venv)", "Notifications"]

    def scm_side(ahead: int = 0) -> list[Row]:
        rows = [R("label", "", "SOURCE CONTROL", (122, 66), (200, 22)),
                R("push-button", "Commit (Ctrl+Enter)", "", (330, 64), (24, 24)),
                R("push-button", "Refresh", "", (356, 64), (24, 24)),
                R("push-button", "More Actions...", "", (382, 64), (24, 24)),
                R("entry", "Source Control Input", msg["text"], (130, 96), (270, 56), desc="Message (Ctrl+Enter to commit on 'main')"),
                R("push-button", "✓ Commit" if changes or staged else (f"Sync Changes {ahead}↑" if ahead else "✓ Commit"), "", (130, 158), (270, 30),
                  desc="" if changes or staged or ahead else "disabled")]
        y = 200
        if staged:
            rows.append(R("tree-item", "Staged Changes", f"Staged Changes {len(staged)}", (124, y), (290, 22), desc="expanded"))
            y += 24
            for name, folder, st in staged:
                rows.append(R("tree-item", f"{name}, {folder}, {'Modified' if st == 'M' else 'Added'}", f"{name}  {folder}  {'M' if st == 'M' else 'A'}", (140, y), (274, 22)))
                y += 24
        if changes:
            rows.append(R("tree-item", "Changes", f"Changes {len(changes)}", (124, y), (290, 22), desc="expanded"))
            y += 24
            for name, folder, st in changes:
                rows.append(R("tree-item", f"{name}, {folder}, {'Modified' if st == 'M' else 'Untracked'}", f"{name}  {folder}  {st}", (140, y), (274, 22)))
                y += 24
        return rows

    def obs(side: list[Row], dirty: bool, ahead: int, panel: str | None = None, view: str = "Source Control") -> str:
        return desk(c.now(), vscode("parser.py - ledger-cli", side, ["parser.py", "report.py"], "parser.py", parser,
                                    status(dirty, ahead), panel, len(changes) + len(staged), view))

    explorer = [R("label", "", "EXPLORER", (122, 66), (200, 22)),
                R("tree-item", "LEDGER-CLI", "", (124, 96), (290, 22), desc="expanded"),
                R("tree-item", ".venv", "", (140, 120), (274, 22)), R("tree-item", "src", "", (140, 144), (274, 22), desc="expanded"),
                R("tree-item", "__init__.py", "", (156, 168), (258, 22)), R("tree-item", "parser.py", "M", (156, 192), (258, 22), desc="selected"),
                R("tree-item", "report.py", "M", (156, 216), (258, 22)), R("tree-item", "tests", "", (140, 240), (274, 22), desc="expanded"),
                R("tree-item", "test_parser.py", "U", (156, 264), (258, 22)), R("tree-item", "pyproject.toml", "", (140, 288), (274, 22)),
                R("tree-item", "README.md", "", (140, 312), (274, 22))]
    state = obs(explorer, True, 0, view="Explorer")
    turns = []
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"), obs(scm_side(), True, 0)))
    staged, changes = [(n, f, "M" if s == "M" else "A") for n, f, s in changes], []
    turns.append((code("pyautogui.moveTo(260, 212)\npyautogui.click(384, 212)  # Stage All Changes"), obs(scm_side(), True, 0)))
    msg["text"] = "Fix null check in parser and add regression test"
    c.tick()
    turns.append((code("pyautogui.click(265, 124)\npyautogui.write('Fix null check in parser and add regression test')"), obs(scm_side(), True, 0)))
    c.tick()
    commit_t = c.t
    staged, msg["text"] = [], ""
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')"), obs(scm_side(1), False, 1)))
    prompt = "rosa@ws-dev:~/projects/ledger-cli$ "
    term = prompt
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', '`')"), obs(scm_side(1), False, 1, term)))
    term = (prompt + "git log --oneline -3\n"
            "4e9c1a7 (HEAD -> main) Fix null check in parser and add regression test\n"
            "b83f02d (origin/main, origin/HEAD) Add CSV export for monthly report\n"
            "19d6e4c Bump pytest to 8.0.2\n" + prompt)
    turns.append((code("pyautogui.write('git log --oneline -3')\npyautogui.press('enter')"), obs(scm_side(1), False, 1, term)))
    c.tick()
    term += ("git show --stat HEAD\n"
             "commit 4e91ca7f0c2b8d6a3e5f1b9d7c4a2e8f6b0d3a15 (HEAD -> main)\n"
             "Author: Rosa Lindqvist <rosa@lindqvist.dev>\n"
             f"Date:   Wed Mar 12 {hm(commit_t)}:41 2025 +0100\n\n"
             "    Fix null check in parser and add regression test\n\n"
             " src/parser.py        |  6 ++++--\n"
             " src/report.py        |  2 +-\n"
             " tests/test_parser.py | 18 ++++++++++++++++++\n"
             " 3 files changed, 23 insertions(+), 3 deletions(-)\n" + prompt)
    turns.append((code("pyautogui.write('git show --stat HEAD')\npyautogui.press('enter')"), obs(scm_side(1), False, 1, term)))
    rs.add("os", "h63-os-07", system("In VS Code, stage all changes of the ledger-cli repository, commit them with the message 'Fix null check in parser and add regression test', and check the new commit in the terminal."),
           turns, state=state, bad=True, turn=7,
           kind="git show reports the new HEAD commit as 4e91ca7f…, but git log --oneline one turn earlier gave its hash as 4e9c1a7, with no commit in between.")


def impress(title: str, slides: list[str], current: int, view: str, content: list[Row], master: str = "Default",
            modified: bool = False, extra: list[Row] | None = None, sidebar: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", f"{title} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
    rows += menus(IMPRESS_MENUS)
    rows += buttons(IMPRESS_TOOLS)
    for i, v in enumerate(["Normal", "Outline", "Notes", "Slide Sorter"]):
        rows.append(R("page-tab", v, "", (300 + 90 * i, 130), (88, 26), desc="selected" if v == view else ""))
    if view == "Slide Sorter":
        rows.append(R("list", "Slide Sorter", "", (75, 160), (1840, 870)))
        for i, s in enumerate(slides):
            x, y = 100 + 300 * (i % 6), 180 + 220 * (i // 6)
            rows.append(R("list-item", f"Slide {i + 1}", s, (x, y), (270, 180), desc="selected" if i + 1 == current else ""))
    else:
        rows.append(R("list", "Slides Pane", "", (75, 160), (220, 870)))
        for i, s in enumerate(slides):
            rows.append(R("list-item", f"Slide {i + 1}", s, (85, 170 + 95 * i), (200, 86), desc="selected" if i + 1 == current else ""))
        rows.append(R("panel", f"Slide {current}", "", (300, 160), (1200 if sidebar else 1610, 870)))
        rows += content
    rows += sidebar or []
    rows += [R("label", "", f"Slide {current} of {len(slides)}", (75, 1040), (140, 22)),
             R("label", "", master, (230, 1040), (200, 22)),
             R("label", "", "English (USA)", (440, 1040), (130, 22)),
             R("label", "Document Modified", MODIFIED if modified else SAVED, (600, 1040), (24, 22)),
             R("slider", "Zoom", "68%", (1660, 1040), (200, 22)),
             R("label", "", "68%", (1866, 1040), (50, 22))]
    return rows + (extra or [])


# ---------------------------------------------------------------- 08 Impress: slide sorter (clean)
def t08(rs: RowSet) -> None:
    c = Clock("Mar 17", 8, 46)
    slides = ["Q1 2025 Business Review", "Agenda", "Revenue by Region", "Customer Churn", "Key Wins", "Hiring Update",
              "Product Roadmap", "Risks & Mitigations", "Q&A"]
    bodies = {"Q1 2025 Business Review": "Northwind Analytics · Leadership offsite · 17 March 2025",
              "Agenda": "Results · Customers · Team · Roadmap · Risks",
              "Revenue by Region": "EMEA €4.2M (+12%) · Americas €3.1M (+4%) · APAC €1.3M (−3%)",
              "Customer Churn": "Gross churn 2.1% (Q4: 2.6%) · Net revenue retention 114%",
              "Key Wins": "Vattenfall renewal (3 yrs) · Decathlon expansion · first public-sector deal (Porto)",
              "Hiring Update": "14 of 18 roles filled · 2 offers out · data engineering still open",
              "Product Roadmap": "Q2: anomaly alerts GA · Q3: self-serve connectors · Q4: EU data residency",
              "Risks & Mitigations": "FX exposure (hedged to Q3) · key-person risk in platform team",
              "Q&A": "Questions?"}
    state_slide = 1

    def normal(cur: int, modified: bool) -> list[Row]:
        s = slides[cur - 1]
        return impress("q1_review.odp", slides, cur, "Normal", [
            R("text", "PresentationTitle", s, (420, 260), (1300, 120)),
            R("text", "PresentationOutliner", bodies[s], (420, 420), (1300, 400))], modified=modified)

    state = desk(c.now(), normal(state_slide, False))
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(179, 75)  # View\npyautogui.click(230, 178)  # Slide Sorter"),
                  desk(c.now(), impress("q1_review.odp", slides, 1, "Slide Sorter", []))))
    slides.insert(2, slides.pop(4))
    c.tick()
    turns.append((code("pyautogui.moveTo(1435, 270)  # Slide 5\npyautogui.dragTo(690, 270, duration=1.0)  # before Slide 3"),
                  desk(c.now(), impress("q1_review.odp", slides, 3, "Slide Sorter", [], modified=True))))
    del slides[5]
    c.tick()
    turns.append((code("pyautogui.click(1735, 270)  # Slide 6 (Hiring Update)\npyautogui.press('delete')"),
                  desk(c.now(), impress("q1_review.odp", slides, 6, "Slide Sorter", [], modified=True))))
    slides.append(slides[-1])
    c.tick()
    turns.append((code("pyautogui.rightClick(535, 490)  # Slide 8 (Q&A)\npyautogui.click(600, 560)  # Duplicate Slide"),
                  desk(c.now(), impress("q1_review.odp", slides, 9, "Slide Sorter", [], modified=True))))
    c.tick()
    turns.append((code("pyautogui.click(344, 143)  # Normal view tab"), desk(c.now(), normal(9, True))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), desk(c.now(), normal(9, False))))
    rs.add("os", "h63-os-08", system("In q1_review.odp, use the Slide Sorter to move 'Key Wins' right after the agenda, delete the 'Hiring Update' slide, duplicate the final Q&A slide, then return to Normal view and save."),
           turns, state=state)


SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[Row], extra: list[Row] | None = None, header: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", panel, "", (360, 110), (1200, 860)),
            R("push-button", "Search", "", (370, 118), (34, 34)),
            R("label", "", "Settings", (470, 124), (120, 24)),
            R("push-button", "Main Menu", "", (610, 118), (34, 34))]
    rows += header or [R("label", "", panel, (1000, 124), (200, 24))]
    rows.append(R("list", "", "", (360, 160), (290, 810)))
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(R("list-item", p, "", (364, 164 + 32 * i), (282, 30), desc="selected" if p == panel else ""))
    return rows + body + (extra or [])


# ---------------------------------------------------------------- 09 Settings: displays, night light, sound (clean)
def t09(rs: RowSet) -> None:
    c = Clock("Mar 18", 9, 3)
    nl = {"on": False, "sched": "Sunset to Sunrise", "from": (20, 0), "to": (6, 0), "temp": "4000"}
    snd = {"vol": "62", "alert": "Default"}

    def disp_tabs(tab: str) -> list[Row]:
        return [R("toggle-button", "Displays", "", (900, 118), (110, 34), desc="checked" if tab == "Displays" else ""),
                R("toggle-button", "Night Light", "", (1012, 118), (120, 34), desc="checked" if tab == "Night Light" else "")]

    def displays() -> list[Row]:
        return settings("Displays", [
            R("label", "", "Virtual-1 (Red Hat, Inc. 27\")", (760, 190), (500, 24)),
            R("label", "", "Orientation", (720, 250), (200, 22)), R("combo-box", "Orientation", "Landscape", (1240, 244), (240, 34)),
            R("label", "", "Resolution", (720, 300), (200, 22)), R("combo-box", "Resolution", "1920 × 1080 (16∶9)", (1240, 294), (240, 34)),
            R("label", "", "Refresh Rate", (720, 350), (200, 22)), R("combo-box", "Refresh Rate", "60.00 Hz", (1240, 344), (240, 34)),
            R("label", "", "Scale", (720, 410), (200, 22)),
            R("toggle-button", "100%", "", (1140, 404), (110, 34), desc="checked"),
            R("toggle-button", "200%", "", (1252, 404), (110, 34)),
            R("label", "", "Fractional Scaling", (720, 460), (200, 22)),
            R("label", "", "May increase power usage, lower speed, or reduce display sharpness.", (720, 484), (500, 18)),
            R("switch", "Fractional Scaling", "", (1420, 462), (50, 26)),
            R("push-button", "Apply", "", (1420, 124), (100, 34), desc="disabled")], header=disp_tabs("Displays"))

    def night() -> list[Row]:
        dis = "" if nl["on"] else "disabled"
        rows = [R("label", "", "Night Light", (720, 200), (200, 22)),
                R("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", (720, 226), (640, 36)),
                R("switch", "Night Light", "", (1420, 204), (50, 26), desc="checked" if nl["on"] else ""),
                R("label", "", "Schedule", (720, 290), (200, 22)),
                R("combo-box", "Schedule", nl["sched"], (1200, 284), (270, 34), desc=dis)]
        y = 340
        if nl["sched"] == "Manual Schedule":
            rows += [R("label", "", "Times", (720, y + 6), (80, 22)),
                     R("label", "", "From", (900, y + 6), (50, 22)),
                     R("spin-button", "Hour", f"{nl['from'][0]:02d}", (960, y), (60, 34)),
                     R("spin-button", "Minute", f"{nl['from'][1]:02d}", (1030, y), (60, 34)),
                     R("label", "", "To", (1130, y + 6), (30, 22)),
                     R("spin-button", "Hour", f"{nl['to'][0]:02d}", (1170, y), (60, 34)),
                     R("spin-button", "Minute", f"{nl['to'][1]:02d}", (1240, y), (60, 34))]
            y += 50
        rows += [R("label", "", "Color Temperature", (720, y + 6), (200, 22)),
                 R("slider", "Color Temperature", nl["temp"], (960, y), (510, 34), desc=dis)]
        return settings("Displays", rows, header=disp_tabs("Night Light"))

    def sound() -> list[Row]:
        alerts = ["Default", "Click", "Hum", "String", "Swing"]
        rows = [R("label", "", "Output", (720, 190), (200, 24)),
                R("label", "", "Output Device", (720, 230), (200, 22)),
                R("combo-box", "Output Device", "Speakers – Built-in Audio", (1100, 224), (300, 34)),
                R("push-button", "Test…", "", (1410, 224), (70, 34)),
                R("label", "", "Configuration", (720, 280), (200, 22)),
                R("combo-box", "Configuration", "Analog Stereo Output", (1100, 274), (380, 34)),
                R("label", "", "Output Volume", (720, 330), (200, 22)),
                R("slider", "Output Volume", snd["vol"], (1000, 326), (480, 30)),
                R("label", "", "Balance", (720, 374), (200, 22)),
                R("slider", "Balance", "0", (1000, 370), (480, 30)),
                R("label", "", "Over-Amplification", (720, 418), (200, 22)),
                R("switch", "Over-Amplification", "", (1430, 416), (50, 26)),
                R("label", "", "Input", (720, 476), (200, 24)),
                R("combo-box", "Input Device", "Internal Microphone – Built-in Audio", (1100, 510), (380, 34)),
                R("slider", "Input Volume", "81", (1000, 556), (480, 30)),
                R("level-bar", "Input Level", "0", (1000, 594), (480, 8)),
                R("label", "", "Alert Sound", (720, 640), (200, 24))]
        for i, a in enumerate(alerts):
            rows.append(R("toggle-button", a, "", (720 + 152 * i, 674), (148, 40), desc="checked" if a == snd["alert"] else ""))
        rows += [R("label", "", "Volume Levels", (720, 740), (200, 24)),
                 R("slider", "System Sounds", "100", (900, 776), (580, 30)),
                 R("slider", "Firefox", "100", (900, 812), (580, 30))]
        return settings("Sound", rows)

    state = desk(c.now(), [])
    turns = []
    c.tick()
    turns.append((code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'display'])"), desk(c.now(), displays(), ("Settings",))))
    turns.append((code("pyautogui.click(1072, 135)  # Night Light tab"), desk(c.now(), night(), ("Settings",))))
    nl["on"] = True
    c.tick()
    turns.append((code("pyautogui.click(1445, 217)  # Night Light switch"), desk(c.now(), night(), ("Settings",))))
    nl["sched"] = "Manual Schedule"
    turns.append((code("pyautogui.click(1335, 301)\npyautogui.click(1335, 375)  # Manual Schedule"), desk(c.now(), night(), ("Settings",))))
    nl["from"] = (21, 0)
    c.tick()
    turns.append((code("pyautogui.click(990, 357)\npyautogui.press('up')"), desk(c.now(), night(), ("Settings",))))
    c.tick()
    turns.append((code("pyautogui.click(505, 531)  # Sound"), desk(c.now(), sound(), ("Settings",))))
    snd["vol"] = "45"
    turns.append((code("pyautogui.moveTo(1298, 341)\npyautogui.dragTo(1216, 341, duration=0.6)"), desk(c.now(), sound(), ("Settings",))))
    snd["alert"] = "String"
    c.tick()
    turns.append((code("pyautogui.click(1250, 694)  # String"), desk(c.now(), sound(), ("Settings",))))
    c.tick()
    turns.append((code("pyautogui.click(505, 595)  # Displays"), desk(c.now(), displays(), ("Settings",))))
    rs.add("os", "h63-os-09", system("Turn on Night Light with a manual schedule starting at 21:00, lower the output volume to 45%, choose the 'String' alert sound, and then go back to the Displays panel."),
           turns, state=state)


# ---------------------------------------------------------------- 10 Calc: autofilter (bad, turn 8)
def t10(rs: RowSet) -> None:
    c = Clock("Mar 25", 15, 11)
    raw = """2025-01-06 North Kowalski Sensor_Kit 14 89.50
2025-01-08 South Alvarez Gateway_Pro 3 412.00
2025-01-13 East Nakamura Sensor_Kit 22 89.50
2025-01-15 North Kowalski Cable_Pack 40 12.75
2025-01-20 West Brennan Gateway_Pro 5 412.00
2025-01-22 North Osei Dashboard_Lic. 12 149.00
2025-01-27 South Alvarez Sensor_Kit 18 89.50
2025-02-03 East Nakamura Cable_Pack 65 12.75
2025-02-05 West Brennan Sensor_Kit 9 89.50
2025-02-10 North Osei Gateway_Pro 4 412.00
2025-02-12 South Moreau Dashboard_Lic. 20 149.00
2025-02-17 East Lindahl Gateway_Pro 2 412.00
2025-02-24 West Brennan Cable_Pack 30 12.75
2025-03-03 North Kowalski Sensor_Kit 25 89.50
2025-03-05 South Moreau Cable_Pack 55 12.75
2025-03-10 East Nakamura Dashboard_Lic. 8 149.00
2025-03-12 North Osei Cable_Pack 70 12.75
2025-03-17 West Ferreira Gateway_Pro 6 412.00
2025-03-19 South Alvarez Dashboard_Lic. 15 149.00
2025-03-24 East Lindahl Sensor_Kit 11 89.50"""
    data = []
    for ln in raw.splitlines():
        d, reg, rep, prod, u, p = ln.split()
        data.append([d, reg, rep, prod.replace("_", " "), int(u), float(p)])
    widths = [100, 80, 100, 130, 60, 90, 100]
    override: dict[int, str] = {}
    st = {"hidden": (), "filter": False}

    def cells() -> list[Row]:
        rows = [(1, ["Date", "Region", "Rep", "Product", "Units", "Unit Price", "Revenue"])]
        for i, (d, reg, rep, prod, u, p) in enumerate(data, 2):
            rows.append((i, [d, reg, rep, prod, str(u), f"{p:.2f}", override.get(i, money(u * p))]))
        out = grid(rows, widths, hidden=st["hidden"])
        if st["filter"]:
            x = 106
            for col, w in zip(COLS, widths):
                out.append(R("push-button", f"AutoFilter {col}1", "", (x + w - 18, 215), (17, 17)))
                x += w
        return out

    def obs(nb: str, inp: str, summary: str, modified: bool, extra: list[Row] | None = None, sel: str = "") -> str:
        return desk(c.now(), calc("sales_q1.ods", nb, inp, cells(), ["Orders", "Reps"], 0, summary, modified, extra, sel))

    state = obs("H24", "", "Average: ; Sum: 0", False)
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(156, 223)"), obs("A1", "Date", "Average: ; Sum: 0", False)))
    st["filter"] = True
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'l')"), obs("A1", "Date", "Average: ; Sum: 0", True)))
    c.tick()
    popup = [R("menu", "", "", (190, 236), (260, 430)),
             R("menu-item", "Sort Ascending", "", (194, 240), (252, 26)),
             R("menu-item", "Sort Descending", "", (194, 268), (252, 26)),
             R("menu-item", "Top 10", "", (194, 300), (252, 26)),
             R("menu-item", "Empty", "", (194, 328), (252, 26)),
             R("menu-item", "Not Empty", "", (194, 356), (252, 26)),
             R("menu-item", "Text color", "", (194, 384), (252, 26)),
             R("menu-item", "Background color", "", (194, 412), (252, 26)),
             R("menu-item", "Standard Filter...", "", (194, 440), (252, 26)),
             R("entry", "Search items...", "", (198, 474), (244, 26))]
    checks = ["(Select all)", "East", "North", "South", "West"]
    for i, ch in enumerate(checks):
        popup.append(R("check-box", ch, "", (200, 506 + 24 * i), (240, 22), desc="checked"))
    popup += [R("push-button", "OK", "", (290, 628), (70, 30)), R("push-button", "Cancel", "", (366, 628), (76, 30))]
    turns.append((code("pyautogui.click(277, 223)  # AutoFilter B1 (Region)"), obs("A1", "Date", "Average: ; Sum: 0", True, popup)))
    north = [i for i, d in enumerate(data, 2) if d[1] == "North"]
    st["hidden"] = tuple(i for i in range(2, 22) if i not in north)
    c.tick()
    found = f"{len(north)} of {len(data)} records found"
    turns.append((code("pyautogui.click(210, 517)  # (Select all)\npyautogui.click(210, 565)  # North\npyautogui.click(325, 643)  # OK"),
                  obs("A1", "Date", "Average: ; Sum: 0", True, sel=found)))

    def north_sum() -> str:
        vals = [round(data[i - 2][4] * data[i - 2][5], 2) for i in north]
        return f"Average: {sum(vals) / len(vals):,.2f}; Sum: {sum(vals):,.2f}"
    c.tick()
    last = north[-1]
    turns.append((code(f"pyautogui.click(716, {214 + 19 + 9})  # G2\npyautogui.keyDown('shift')\npyautogui.click(716, {214 + 19 * len(north) + 9})  # G{last}\npyautogui.keyUp('shift')"),
                  obs(f"G2:G{last}", "=E2*F2", north_sum(), True, sel=found)))
    # row 7 (Osei, Dashboard Lic.) and its place among the visible rows
    pos7 = north.index(7) + 1
    data[5][4] = 16
    c.tick()
    nxt = north[pos7]
    turns.append((code(f"pyautogui.click(546, {214 + 19 * pos7 + 9})  # E7\npyautogui.write('16')\npyautogui.press('enter')"),
                  obs(f"E{nxt}", str(data[nxt - 2][4]), f"Average: {data[nxt - 2][4]}; Sum: {data[nxt - 2][4]}", True, sel=found)))
    st["hidden"] = ()
    c.tick()
    turns.append((code("pyautogui.click(277, 223)  # AutoFilter B1 (Region)\npyautogui.click(210, 517)  # (Select all)\npyautogui.click(325, 643)  # OK"),
                  obs(f"E{nxt}", str(data[nxt - 2][4]), f"Average: {data[nxt - 2][4]}; Sum: {data[nxt - 2][4]}", True)))
    override[13] = "842.00"
    c.tick()
    g9 = money(data[7][4] * data[7][5])
    turns.append((code(f"pyautogui.click(716, {214 + 19 * 8 + 9})  # G9"), obs("G9", "=E9*F9", f"Average: {g9}; Sum: {g9}", True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs("G9", "=E9*F9", f"Average: {g9}; Sum: {g9}", False)))
    st["filter"] = False
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'l')"), obs("G9", "=E9*F9", f"Average: {g9}; Sum: {g9}", True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs("G9", "=E9*F9", f"Average: {g9}; Sum: {g9}", False)))
    rs.add("os", "h63-os-10", system("In sales_q1.ods, use AutoFilter to show only the North orders, check their revenue total, correct row 7 to 16 units, then clear the filter, remove the AutoFilter and save."),
           turns, state=state, bad=True, turn=8,
           kind="Revenue cell G13 (East, 2 × 412.00) shows 842.00 after the filter is cleared, though it showed 824.00 at turn 1 and neither of its inputs was edited.")


def gcal(view: str, label: str, body: list[Row], extra: list[Row] | None = None) -> list[Row]:
    rows = [R("frame", "Calendar", "", (70, 27), (1850, 1053)),
            R("push-button", "New Event…", "", (80, 36), (34, 34)),
            R("push-button", "Today", "", (120, 36), (70, 34)),
            R("push-button", "Previous", "", (196, 36), (34, 34)),
            R("push-button", "Next", "", (232, 36), (34, 34)),
            R("label", "", label, (280, 42), (300, 24)),
            R("toggle-button", "Week", "", (880, 36), (80, 34), desc="checked" if view == "Week" else ""),
            R("toggle-button", "Month", "", (962, 36), (80, 34), desc="checked" if view == "Month" else ""),
            R("push-button", "Manage Calendars", "", (1780, 36), (44, 34)),
            R("toggle-button", "Search", "", (1826, 36), (34, 34)),
            R("push-button", "Main Menu", "", (1862, 36), (34, 34))]
    return rows + body + (extra or [])


# ---------------------------------------------------------------- 11 Calendar: quick-add an event (bad, turn 3)
def t11(rs: RowSet) -> None:
    c = Clock("Mar 11", 18, 24)
    events = [(3, "09:30", "10:30", "Sprint planning"), (7, "19:00", "22:00", "Dinner at Marta's"),
              (10, "08:00", "09:00", "Car service – Auto Lisboa"), (12, "12:30", "13:30", "Lunch with Sam"),
              (14, "10:00", "11:30", "Quarterly review"), (17, "", "", "St. Patrick's Day"),
              (20, "18:30", "19:30", "Yoga"), (27, "18:30", "19:30", "Yoga"),
              (28, "09:00", "13:25", "Flight LIS → BER TP 532")]
    first = dt.date(2025, 2, 23)

    def month(sel: int = 0) -> list[Row]:
        rows = []
        for i, wd in enumerate(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]):
            rows.append(R("label", "", wd, (110 + 258 * i, 84), (250, 20)))
        for k in range(42):
            d = first + dt.timedelta(days=k)
            x, y = 110 + 258 * (k % 7), 108 + 160 * (k // 7)
            name = d.strftime("%B ") + str(d.day)
            rows.append(R("table-cell", name, str(d.day), (x, y), (256, 158),
                          desc=", ".join(x for x in ("today" if d == dt.date(2025, 3, 11) else "",
                                                      "selected" if d.month == 3 and d.day == sel else "") if x)))
            if d.month == 3:
                evs = sorted((e for e in events if e[0] == d.day), key=lambda e: (e[1] != "", e[1]))
                for j, (_day, s, _e, t) in enumerate(evs):
                    rows.append(R("push-button", t, f"{s} {t}".strip(), (x + 4, y + 30 + 26 * j), (248, 24)))
        return rows

    def week(start: int) -> list[Row]:
        rows = []
        for i in range(7):
            d = dt.date(2025, 3, start) + dt.timedelta(days=i)
            rows.append(R("label", "", f"{d.strftime('%a')} {d.day}", (200 + 245 * i, 84), (240, 22),
                          desc="today" if d == dt.date(2025, 3, 11) else ""))
            evs = [e for e in events if e[0] == d.day]
            for _day, s, e, t in evs:
                if not s:
                    rows.append(R("push-button", t, t, (200 + 245 * i, 112), (240, 24)))
                else:
                    h, m = map(int, s.split(":"))
                    rows.append(R("push-button", t, f"{t}\n{s} – {e}", (200 + 245 * i, 150 + int(38 * (h - 7 + m / 60))), (240, 38)))
        for h in range(7, 24):
            rows.append(R("label", "", f"{h:02d}:00", (110, 150 + 38 * (h - 7)), (80, 18)))
        return rows

    state = desk(c.now(), gcal("Month", "March 2025", month()), ("Calendar",))
    turns = []
    pop13 = [R("popover", "New Event", "", (900, 460), (380, 150)),
             R("label", "", "New Event on Thursday, March 13", (920, 476), (340, 22)),
             R("entry", "Title", "", (920, 510), (340, 34)),
             R("push-button", "Edit Details…", "", (920, 560), (160, 34)),
             R("push-button", "Add", "", (1180, 560), (80, 34), desc="disabled")]
    c.tick()
    turns.append((code("pyautogui.doubleClick(1270, 520)  # March 13"), desk(c.now(), gcal("Month", "March 2025", month(13), pop13), ("Calendar",))))
    pop13b = [r if r[1] not in ("Title", "Add") else
              (R("entry", "Title", "Dentist – Dr. Okafor", (920, 510), (340, 34)) if r[1] == "Title" else R("push-button", "Add", "", (1180, 560), (80, 34)))
              for r in pop13]
    turns.append((code("pyautogui.write('Dentist – Dr. Okafor')"), desk(c.now(), gcal("Month", "March 2025", month(13), pop13b), ("Calendar",))))
    events.append((14, "", "", "Dentist – Dr. Okafor"))
    c.tick()
    turns.append((code("pyautogui.click(1220, 577)  # Add"), desk(c.now(), gcal("Month", "March 2025", month(13)), ("Calendar",))))
    detail = [R("popover", "Dentist – Dr. Okafor", "", (1290, 400), (360, 170)),
              R("label", "", "Dentist – Dr. Okafor", (1310, 416), (320, 24)),
              R("label", "", "Friday, March 14", (1310, 446), (320, 20)),
              R("label", "", "All Day", (1310, 470), (320, 20)),
              R("label", "", "Personal", (1310, 500), (200, 20)),
              R("push-button", "Edit…", "", (1560, 520), (70, 34))]
    turns.append((code("pyautogui.click(1528, 470)  # the new event"), desk(c.now(), gcal("Month", "March 2025", month(13), detail), ("Calendar",))))
    c.tick()
    turns.append((code("pyautogui.click(920, 53)  # Week"), desk(c.now(), gcal("Week", "March 9–15, 2025", week(9)), ("Calendar",))))
    turns.append((code("pyautogui.click(249, 53)  # Next"), desk(c.now(), gcal("Week", "March 16–22, 2025", week(16)), ("Calendar",))))
    rs.add("os", "h63-os-11", system("In GNOME Calendar, add an all-day event 'Dentist – Dr. Okafor' on Thursday, March 13 using quick add from the month view, then check it in the week view."),
           turns, state=state, bad=True, turn=3,
           kind="The event quick-added on Thursday, March 13 appears in the March 14 cell of the month view after clicking Add.")


ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]


# ---------------------------------------------------------------- 12 Writer: footnotes (clean)
def t12(rs: RowSet) -> None:
    c = Clock("Mar 19", 21, 2)
    body = ["2 Institutional Arrangements for Common-Pool Resources",
            "The management of shared natural resources has long been framed as a choice between state control and privatisation{N1}. Ostrom's work on self-governing commons{B} challenged this dichotomy by documenting hundreds of durable local institutions.",
            "Hardin's tragedy of the commons{C} remains the reference point for most policy debates, even though its empirical assumptions rarely hold in small fishing and grazing communities.",
            "This chapter draws on 41 semi-structured interviews with cork-oak landholders in the Alentejo{N2}, conducted between March and June 2023.",
            "Section 2.1 reviews the design principles proposed for long-enduring institutions; Section 2.2 discusses how they have been tested outside the original case studies; Section 2.3 sets out the analytical framework used in Chapters 3 and 4.",
            "2.1 Design principles"]
    notes = {"B": "Ostrom, E. (1990). Governing the Commons: The Evolution of Institutions for Collective Action. Cambridge University Press.",
             "C": "Hardin, G. (1968). The Tragedy of the Commons. Science, 162(3859), 1243–1248.",
             "N1": "", "N2": ""}
    live = {"B", "C"}
    st = {"words": 3412, "chars": 21906, "roman": False, "mod": False, "page": "Page 1 of 9"}

    def num(k: int) -> str:
        return ROMAN[k - 1] if st["roman"] else str(k)

    def order() -> list[str]:
        out = []
        for p in body:
            for key in ("N1", "B", "C", "N2"):
                if "{" + key + "}" in p and key in live:
                    out.append((p.index("{" + key + "}"), body.index(p), key))
        return [k for _, _, k in sorted(out, key=lambda t: (t[1], t[0]))]

    def paras() -> list[str]:
        ids = order()
        out = []
        for p in body:
            for key in ("N1", "B", "C", "N2"):
                p = p.replace("{" + key + "}", f"[{num(ids.index(key) + 1)}]" if key in live else "")
            out.append(p)
        return out

    def foot() -> list[Row]:
        rows = [R("section", "Footnote area", "", (596, 860), (728, 150))]
        for i, key in enumerate(order(), 1):
            rows.append(R("paragraph", "", f"{num(i)} {notes[key]}", (596, 872 + 34 * (i - 1)), (728, 32)))
        return rows

    def obs(extra: list[Row] | None = None) -> str:
        return desk(c.now(), writer_frame("thesis_ch2.odt", paras(), st["page"], f"{st['words']:,} words, {st['chars']:,} characters",
                                          foot() + (extra or []), lang="English (UK)", modified=st["mod"]))

    def typed(text: str) -> None:
        st["words"] += len(text.split())
        st["chars"] += len(text)

    state = obs()
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(1011, 264)  # after 'privatisation'"), obs()))
    live.add("N1")
    st["mod"] = True
    turns.append((code("pyautogui.click(805, 106)  # Insert Footnote"), obs()))
    notes["N1"] = "Bromley, D. W. (1992). Making the Commons Work: Theory, Practice and Policy. ICS Press."
    typed(notes["N1"])
    c.tick(2)
    turns.append((code(f"pyautogui.write({notes['N1']!r})"), obs()))
    c.tick()
    turns.append((code("pyautogui.click(1112, 368)  # after 'Alentejo'"), obs()))
    live.add("N2")
    turns.append((code("pyautogui.click(805, 106)  # Insert Footnote"), obs()))
    notes["N2"] = "Interviews were recorded with consent and transcribed in Portuguese; all quotations are my translations."
    typed(notes["N2"])
    c.tick(2)
    turns.append((code(f"pyautogui.write({notes['N2']!r})"), obs()))
    dlg = [R("dialog", "Settings of Footnotes and Endnotes", "", (640, 300), (640, 460)),
           R("page-tab", "Footnotes", "", (656, 330), (100, 26), desc="selected"),
           R("page-tab", "Endnotes", "", (758, 330), (100, 26)),
           R("label", "", "Autonumbering", (670, 370), (200, 20)),
           R("combo-box", "Numbering", "1, 2, 3, ...", (840, 394), (240, 26)),
           R("combo-box", "Counting", "Per Document", (840, 426), (240, 26)),
           R("spin-button", "Start at", "1", (840, 458), (80, 26)),
           R("text", "Before", "", (840, 490), (80, 26)),
           R("text", "After", "", (1000, 490), (80, 26)),
           R("radio-button", "End of page", "", (840, 530), (200, 22), desc="checked"),
           R("radio-button", "End of document", "", (840, 556), (200, 22)),
           R("combo-box", "Paragraph", "Footnote", (840, 600), (240, 26)),
           R("combo-box", "Page", "Footnote", (840, 632), (240, 26)),
           R("push-button", "Help", "", (656, 710), (90, 32)),
           R("push-button", "OK", "", (1070, 710), (90, 32)),
           R("push-button", "Cancel", "", (1170, 710), (90, 32))]
    c.tick()
    turns.append((code("pyautogui.click(589, 75)  # Tools\npyautogui.click(660, 420)  # Footnotes and Endnotes..."), obs(dlg)))
    st["roman"] = True
    c.tick()
    turns.append((code("pyautogui.click(960, 407)\npyautogui.click(960, 463)  # i, ii, iii, ...\npyautogui.click(1115, 726)  # OK"), obs()))
    st["mod"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs()))
    live.discard("N1")
    st["words"] -= len(notes["N1"].split())
    st["chars"] -= len(notes["N1"])
    st["mod"] = True
    c.tick()
    turns.append((code("pyautogui.doubleClick(1003, 264)  # select the footnote anchor after 'privatisation'\npyautogui.press('delete')"), obs()))
    st["mod"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs()))
    rs.add("os", "h63-os-12", system("In thesis_ch2.odt, add a Bromley (1992) footnote after 'privatisation' and a methods footnote after 'Alentejo', switch footnote numbering to lower-case roman numerals and save; then remove the Bromley footnote again and save."),
           turns, state=state)


# ---------------------------------------------------------------- 13 Chrome: extensions (bad, turn 9)
def t13(rs: RowSet) -> None:
    c = Clock("Mar 20", 13, 36)
    exts = [{"name": "uBlock Origin", "ver": "1.62.0", "id": "cjpalhdlnbpafiamejdnhcphjbkeiagm", "on": True,
             "desc": "Finally, an efficient blocker. Easy on CPU and memory."},
            {"name": "Grammarly: AI Writing and Grammar Checker App", "ver": "14.1209.0", "id": "kbfnbcaeplbcioakkpcpgfkobkghlhen", "on": True,
             "desc": "Improve your writing with all-in-one assistance—including generative AI, grammar check, and more."},
            {"name": "Dark Reader", "ver": "4.9.99", "id": "eimadpbcbfnmbkopoojfekhnkhdbieeh", "on": True,
             "desc": "Dark mode for every website. Take care of your eyes, use dark theme for night and daily browsing."},
            {"name": "Google Docs Offline", "ver": "1.88.1", "id": "ghbmnnjooekpmoecnnnilnnbdlolhkhi", "on": True,
             "desc": "Edit, create, and view your documents, spreadsheets, and presentations — all without internet access."},
            {"name": "Bitwarden Password Manager", "ver": "2025.2.0", "id": "nngceckbapebfimnlniiiahkandclblb", "on": True,
             "desc": "At home, at work, or on the go, Bitwarden easily secures all your passwords, passkeys, and sensitive information."}]
    st = {"dev": False, "incog": False}
    pinned = ("uBlock Origin", "Bitwarden Password Manager")
    tabs = ["Inbox (7) - rosa@northwind.io - Northwind Mail"]
    bar = ["Gmail", "Calendar", "Jira – PLAT board", "Grafana – prod"]

    def listing(query: str = "", shown_on: dict[str, bool] | None = None, extra: list[Row] | None = None) -> list[Row]:
        rows = [R("heading", "Extensions", "Extensions", (100, 160), (200, 36)),
                R("entry", "Search extensions", query, (640, 160), (640, 36)),
                R("switch", "Developer mode", "", (1800, 166), (40, 22), desc="checked" if st["dev"] else "")]
        if st["dev"]:
            rows += [R("push-button", "Load unpacked", "", (100, 212), (150, 34)),
                     R("push-button", "Pack extension", "", (260, 212), (150, 34)),
                     R("push-button", "Update", "", (420, 212), (100, 34))]
        rows += [R("link", "My extensions", "", (90, 270), (220, 34)),
                 R("link", "Keyboard shortcuts", "", (90, 306), (220, 34)),
                 R("link", "Discover more extensions and themes on the Chrome Web Store", "", (90, 960), (260, 40))]
        vis = [e for e in exts if query.lower() in e["name"].lower()]
        for i, e in enumerate(vis):
            x, y = 400 + 500 * (i % 3), 270 + (290 if st["dev"] else 240) * (i // 3)
            on = (shown_on or {}).get(e["name"], e["on"])
            rows += [R("heading", e["name"], e["name"], (x + 70, y + 16), (380, 24)),
                     R("label", "", e["desc"], (x + 70, y + 46), (380, 60))]
            if st["dev"]:
                rows += [R("label", "", e["ver"], (x + 70, y + 110), (120, 20)),
                         R("label", "", f"ID: {e['id']}", (x + 70, y + 134), (380, 20))]
            yb = y + (180 if st["dev"] else 150)
            rows += [R("push-button", "Details", "", (x + 16, yb), (80, 34)),
                     R("push-button", "Remove", "", (x + 104, yb), (80, 34)),
                     R("switch", f"Enable {e['name']}", "", (x + 410, yb + 6), (40, 22), desc="checked" if on else "")]
        if query and not vis:
            rows.append(R("label", "", "No search results found", (800, 400), (300, 24)))
        return rows + (extra or [])

    def details() -> list[Row]:
        e = exts[0]
        return [R("push-button", "Back", "", (100, 160), (34, 34)),
                R("heading", "uBlock Origin", "uBlock Origin", (150, 164), (400, 28)),
                R("label", "", "On", (1700, 220), (40, 20)),
                R("switch", "Enable uBlock Origin", "", (1800, 218), (40, 22), desc="checked"),
                R("label", "", "Description", (400, 270), (200, 20)), R("label", "", e["desc"], (400, 294), (900, 20)),
                R("label", "", "Version", (400, 340), (200, 20)), R("label", "", e["ver"], (400, 364), (200, 20)),
                R("label", "", "Size", (400, 410), (200, 20)), R("label", "", "9.4 MB", (400, 434), (200, 20)),
                R("label", "", "Permissions", (400, 480), (200, 20)),
                R("list-item", "", "Read and change all your data on all websites", (420, 504), (600, 20)),
                R("list-item", "", "Display notifications", (420, 528), (600, 20)),
                R("list-item", "", "Read your browsing history", (420, 552), (600, 20)),
                R("label", "", "Site access", (400, 600), (200, 20)),
                R("combo-box", "Allow this extension to read and change all your data on websites you visit", "On all sites", (1500, 596), (300, 30)),
                R("label", "", "Allow in Incognito", (400, 660), (300, 20)),
                R("switch", "Allow in Incognito", "", (1800, 660), (40, 22), desc="checked" if st["incog"] else ""),
                R("label", "", "Warning: Google Chrome cannot prevent extensions from recording your browsing history. To disable this extension in Incognito mode, unselect this option.", (400, 684), (1100, 20)),
                R("label", "", "Pin to toolbar", (400, 730), (300, 20)),
                R("switch", "Pin to toolbar", "", (1800, 730), (40, 22), desc="checked"),
                R("link", "Extension options", "", (400, 780), (300, 24)),
                R("link", "View in Chrome Web Store", "", (400, 820), (300, 24)),
                R("label", "", "Source", (400, 860), (200, 20)), R("label", "", "Chrome Web Store", (400, 884), (300, 20)),
                R("push-button", "Remove extension", "", (400, 930), (200, 30))]

    mail = [R("heading", "Inbox", "Inbox", (300, 200), (200, 30)),
            R("table", "Messages", "", (300, 240), (1500, 600))]
    state = desk(c.now(), chrome(tabs, 0, "https://mail.northwind.io/#inbox", mail, bar, ext_buttons=pinned))
    turns = []
    tabs.append("Extensions")
    c.tick()
    turns.append((code("BrowserTools.open_extensions()"), desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(), bar, ext_buttons=pinned))))
    exts[2]["on"] = False
    turns.append((code("pyautogui.click(1830, 437)  # Dark Reader toggle"), desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(), bar, ext_buttons=pinned))))
    c.tick()
    url_d = f"chrome://extensions/?id={exts[0]['id']}"
    turns.append((code("pyautogui.click(456, 437)  # Details (uBlock Origin)"), desk(c.now(), chrome(tabs, 1, url_d, details(), bar, ext_buttons=pinned))))
    st["incog"] = True
    turns.append((code("pyautogui.click(1820, 671)  # Allow in Incognito"), desk(c.now(), chrome(tabs, 1, url_d, details(), bar, ext_buttons=pinned))))
    c.tick()
    turns.append((code("pyautogui.click(117, 177)  # Back"), desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(), bar, ext_buttons=pinned))))
    confirm = [R("dialog", "Remove “Grammarly: AI Writing and Grammar Checker App”?", "", (720, 400), (480, 200)),
               R("label", "", "Remove “Grammarly: AI Writing and Grammar Checker App”?", (744, 420), (430, 48)),
               R("check-box", "Also report abuse", "", (744, 490), (200, 22)),
               R("push-button", "Cancel", "", (980, 540), (100, 34)),
               R("push-button", "Remove", "", (1090, 540), (100, 34))]
    c.tick()
    turns.append((code("pyautogui.click(1044, 437)  # Remove (Grammarly)"),
                  desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(extra=confirm), bar, ext_buttons=pinned))))
    del exts[1]
    turns.append((code("pyautogui.click(1140, 557)  # Remove"), desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(), bar, ext_buttons=pinned))))
    st["dev"] = True
    c.tick()
    turns.append((code("pyautogui.click(1820, 177)  # Developer mode"), desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(), bar, ext_buttons=pinned))))
    wrong = {"Dark Reader": True}
    c.tick()
    turns.append((code("pyautogui.click(960, 178)\npyautogui.write('dark')"),
                  desk(c.now(), chrome(tabs, 1, "chrome://extensions/?q=dark", listing("dark", wrong), bar, ext_buttons=pinned))))
    turns.append((code("pyautogui.tripleClick(960, 178)\npyautogui.press('backspace')"),
                  desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(shown_on=wrong), bar, ext_buttons=pinned))))
    c.tick()
    toast = [R("alert", "", "Extensions updated", (100, 1000), (300, 44))]
    turns.append((code("pyautogui.click(470, 229)  # Update"),
                  desk(c.now(), chrome(tabs, 1, "chrome://extensions", listing(shown_on=wrong, extra=toast), bar, ext_buttons=pinned))))
    tabs.pop()
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), desk(c.now(), chrome(tabs, 0, "https://mail.northwind.io/#inbox", mail, bar, ext_buttons=pinned))))
    rs.add("os", "h63-os-13", system("In Chrome, turn off the Dark Reader extension, allow uBlock Origin in Incognito, remove Grammarly, enable Developer mode and update the extensions."),
           turns, state=state, bad=True, turn=9,
           kind="Dark Reader, switched off at turn 2, shows its toggle on again in the filtered extension list with no action re-enabling it.")


# ---------------------------------------------------------------- 14 Text Editor: edit, search, save as (clean)
def t14(rs: RowSet) -> None:
    c = Clock("Mar 16", 10, 12)
    lines = ["# Week 12", "## Groceries", "- [ ] oat milk", "- [ ] eggs (10)", "- [x] sourdough", "- [ ] milk for Rui",
             "## Errands", "- [ ] post office: return Zalando parcel (code ZL-48213)",
             "- [ ] renew parking permit (expires 31/03)", "- [ ] book car service", "## Work",
             "- [ ] send Q1 slides to Marta", "- [ ] review PR #482", ""]
    st = {"name": "todo.md", "dirty": False}

    def ed(pos: str, extra: list[Row] | None = None, search: list[Row] | None = None) -> str:
        t = ("*" if st["dirty"] else "") + st["name"]
        rows = [R("frame", f"{t} (~/notes) - Text Editor", "", (70, 27), (1850, 1053)),
                R("push-button", "Open", "", (80, 36), (90, 34)),
                R("push-button", "New Tab", "", (176, 36), (34, 34)),
                R("label", "", t, (900, 34), (200, 20)),
                R("label", "", "~/notes", (900, 54), (200, 16)),
                R("push-button", "Save", "", (1780, 36), (60, 34)),
                R("push-button", "Main Menu", "", (1846, 36), (34, 34))]
        rows += search or []
        top = 120 if search else 80
        rows.append(R("text", st["name"], "", (70, top), (1850, 1000 - top)))
        for i, ln in enumerate(lines):
            rows.append(R("label", "", f"{i + 1}  {ln}".rstrip(), (80, top + 4 + 22 * i), (1200, 22)))
        rows.append(R("label", "", pos, (1760, 1048), (150, 24)))
        return desk(c.now(), rows + (extra or []), ("Text Editor",))

    def ln_col(line: int, col: int) -> str:
        return f"Ln {line}, Col {col}"

    state = ed(ln_col(1, 1))
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(400, 161)\npyautogui.press('end')"), ed(ln_col(4, len(lines[3]) + 1))))
    lines.insert(4, "- [ ] coffee beans")
    st["dirty"] = True
    c.tick()
    turns.append((code("pyautogui.press('enter')\npyautogui.write('- [ ] coffee beans')"), ed(ln_col(5, len(lines[4]) + 1))))
    st["dirty"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), ed(ln_col(5, len(lines[4]) + 1))))

    def bar(q: str, counter: str) -> list[Row]:
        return [R("entry", "Search", q, (1300, 80), (360, 34)),
                R("label", "", counter, (1600, 88), (60, 18)),
                R("push-button", "Move to previous match", "", (1668, 80), (34, 34)),
                R("push-button", "Move to next match", "", (1704, 80), (34, 34)),
                R("toggle-button", "Replace", "", (1740, 80), (34, 34)),
                R("push-button", "Search Options", "", (1776, 80), (34, 34)),
                R("push-button", "Close", "", (1846, 80), (34, 34))]
    hits = [(i + 1, ln.index("milk")) for i, ln in enumerate(lines) if "milk" in ln]
    c.tick()
    l2, c2 = hits[1]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('milk')"),
                  ed(ln_col(l2, c2 + 5), search=bar("milk", f"2 of {len(hits)}"))))
    l1, c1 = hits[0]
    turns.append((code("pyautogui.press('enter')"), ed(ln_col(l1, c1 + 5), search=bar("milk", f"1 of {len(hits)}"))))
    dlg = [R("dialog", "Save As", "", (560, 200), (800, 600)),
           R("label", "", "Name", (590, 236), (60, 20)),
           R("entry", "Name", "groceries-week12.md", (660, 230), (500, 34)),
           R("push-button", "Cancel", "", (580, 210), (80, 30)),
           R("push-button", "Save", "", (1260, 210), (80, 30)),
           R("push-button", "notes", "", (660, 280), (80, 30)),
           R("table", "Files", "", (780, 320), (560, 440)),
           R("table-cell", "ideas.md", "ideas.md", (790, 330), (300, 30)),
           R("table-cell", "reading-list.md", "reading-list.md", (790, 362), (300, 30)),
           R("table-cell", "todo.md", "todo.md", (790, 394), (300, 30)),
           R("combo-box", "Character Encoding", "Unicode (UTF-8)", (600, 770), (240, 30)),
           R("combo-box", "Line Ending", "Unix/Linux", (860, 770), (200, 30))]
    c.tick()
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'shift', 's')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('groceries-week12.md')"),
                  ed(ln_col(l1, c1 + 5), dlg)))
    st["name"] = "groceries-week12.md"
    turns.append((code("pyautogui.press('enter')"), ed(ln_col(l1, c1 + 5))))
    rs.add("os", "h63-os-14", system("In Text Editor, add '- [ ] coffee beans' after the eggs line of ~/notes/todo.md and save, find the 'milk' entries, then save a copy as groceries-week12.md in the same folder."),
           turns, state=state)


# ---------------------------------------------------------------- 15 Thunderbird: folders (clean)
def t15(rs: RowSet) -> None:
    c = Clock("Mar 21", 9, 58)
    acct = "rosa.lindqvist@fastmail.com"
    inbox = [["Your March statement is ready", "Revolut", "09:14", True],
             ["Invoice INV-2025-0311 from Hetzner Online", "Hetzner Online GmbH", "08:02", True],
             ["Re: Q1 slides – final version?", "Marta Sousa", "20/03/2025, 18:41", True],
             ["Your order has shipped (#114-8830271)", "Amazon.de", "20/03/2025, 16:05", False],
             ["[northwind/ledger-cli] Fix null check in parser (#482)", "GitHub", "20/03/2025, 11:17", False],
             ["Invoice 88213 – Fastmail subscription", "Fastmail", "19/03/2025, 07:30", False],
             ["Team lunch Friday?", "Sam Okafor", "18/03/2025, 12:48", False],
             ["Your EDP invoice for February", "EDP Comercial", "17/03/2025, 10:22", False],
             ["Parking permit renewal reminder", "Câmara Municipal de Lisboa", "16/03/2025, 09:00", True],
             ["Weekly digest: 14 new posts", "Hacker Newsletter", "15/03/2025, 15:00", False],
             ["Boarding pass TP 532 LIS → BER", "TAP Air Portugal", "14/03/2025, 19:33", False],
             ["Re: Apartment viewing Saturday", "Idealista", "14/03/2025, 08:51", False]]
    trash = [["Your verification code", "Microsoft account team", "19/03/2025, 14:10", False],
             ["Flash sale: 48 hours only", "Zalando", "18/03/2025, 07:00", False],
             ["Undelivered Mail Returned to Sender", "Mail Delivery System", "17/03/2025, 22:14", False]]
    cnt = {"Inbox": [248, 12], "Drafts": [2, 0], "Sent": [913, 0], "Archives": [1540, 0], "Junk": [4, 4], "Trash": [37, 0]}
    sub: dict[str, list[list[str | bool]]] = {}
    st = {"sub": "", "folder": "Inbox", "sel": []}

    def pane() -> list[Row]:
        rows = [R("push-button", "Get Messages", "", (130, 80), (140, 32)),
                R("push-button", "New Message", "", (276, 80), (140, 32)),
                R("tree", "Folders", "", (124, 120), (300, 940)),
                R("tree-item", acct, "", (128, 124), (292, 30), desc="expanded")]
        y = 156
        for name in ["Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash"]:
            unread = cnt[name][1]
            rows.append(R("tree-item", name, f"{name} {unread}" if unread else name, (140, y), (280, 30),
                          desc=", ".join(x for x in ("expanded" if name == "Inbox" and st["sub"] else "",
                                                     "selected" if st["folder"] == name else "") if x)))
            y += 32
            if name == "Inbox" and st["sub"]:
                s = st["sub"]
                un = sum(1 for m in sub[s] if m[3])
                rows.append(R("tree-item", s, f"{s} {un}" if un else s, (160, y), (260, 30), desc="selected" if st["folder"] == s else ""))
                y += 32
        rows.append(R("tree-item", "Local Folders", "", (128, y + 10), (292, 30)))
        return rows

    def msgs(items: list[list[str | bool]], total: int, folder: str, summary: list[Row] | None = None) -> list[Row]:
        rows = [R("label", "", folder, (440, 80), (300, 24)),
                R("label", "", f"{total} messages", (760, 84), (200, 20)),
                R("entry", "Quick Filter", "", (1300, 80), (400, 30)),
                R("table", "Messages", "", (430, 120), (1480, 440)),
                R("table-column-header", "Subject", "", (480, 120), (760, 26)),
                R("table-column-header", "Correspondents", "", (1240, 120), (360, 26)),
                R("table-column-header", "Date", "", (1600, 120), (300, 26))]
        for i, (subj, who, when, unread) in enumerate(items[:12]):
            y = 148 + 34 * i
            flag = ", ".join(x for x in ("unread" if unread else "read", "selected" if subj in st["sel"] else "") if x)
            rows += [R("table-cell", str(subj), str(subj), (480, y), (760, 32), desc=flag),
                     R("table-cell", "", str(who), (1240, y), (360, 32)),
                     R("table-cell", "", str(when), (1600, y), (300, 32))]
        if summary is not None:
            rows += summary
        return rows

    def obs(body: list[Row], extra: list[Row] | None = None) -> str:
        return desk(c.now(), tbird([f"{st['folder']} - {acct}"], 0, pane() + body, extra))

    def inbox_view(summary: list[Row] | None = None) -> list[Row]:
        return msgs(inbox, cnt["Inbox"][0], "Inbox", summary)

    state = obs(inbox_view())
    turns = []
    dlg = [R("dialog", "New Folder", "", (720, 400), (480, 220)),
           R("label", "", "Name:", (744, 436), (60, 20)),
           R("entry", "Name", "", (820, 430), (350, 32)),
           R("label", "", "Create as a subfolder of:", (744, 480), (200, 20)),
           R("combo-box", "Create as a subfolder of", "Inbox", (960, 474), (210, 32)),
           R("push-button", "Cancel", "", (960, 560), (100, 34)),
           R("push-button", "Create Folder", "", (1066, 560), (120, 34), desc="disabled")]
    c.tick()
    turns.append((code("pyautogui.rightClick(200, 171)  # Inbox\npyautogui.click(260, 230)  # New Folder…"), obs(inbox_view(), dlg)))
    st["sub"] = "Invoices"
    sub["Invoices"] = []
    turns.append((code("pyautogui.write('Invoices')\npyautogui.click(1126, 577)  # Create Folder"), obs(inbox_view())))
    inv = [m for m in inbox if "nvoice" in str(m[0])]
    st["sel"] = [m[0] for m in inv]
    # the first, plain click displays the Hetzner invoice and marks it read
    cnt["Inbox"][1] -= sum(1 for m in inv[:1] if m[3])
    inv[0][3] = False
    c.tick()
    multi = [R("heading", "", "3 Messages", (440, 600), (400, 30)),
             R("push-button", "Archive", "", (1600, 600), (90, 32)),
             R("push-button", "Delete", "", (1700, 600), (90, 32))]
    turns.append((code("pyautogui.click(860, 198)\npyautogui.keyDown('ctrl')\npyautogui.click(860, 334)\npyautogui.click(860, 402)\npyautogui.keyUp('ctrl')"),
                  obs(inbox_view(multi))))
    for m in inv:
        inbox.remove(m)
        sub["Invoices"].append(m)
    cnt["Inbox"][0] -= len(inv)
    cnt["Inbox"][1] -= sum(1 for m in inv if m[3])
    st["sel"] = []
    c.tick()
    turns.append((code("pyautogui.moveTo(860, 198)\npyautogui.dragTo(230, 203, duration=1.0)  # onto Invoices"), obs(inbox_view())))
    st["folder"] = "Invoices"
    turns.append((code("pyautogui.click(230, 203)  # Invoices"), obs(msgs(sub["Invoices"], 3, "Invoices"))))
    c.tick()
    sub["Invoices 2025"] = sub.pop("Invoices")
    st["sub"] = st["folder"] = "Invoices 2025"
    turns.append((code("pyautogui.rightClick(230, 203)\npyautogui.click(300, 420)  # Rename Folder…\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Invoices 2025')\npyautogui.press('enter')"),
                  obs(msgs(sub["Invoices 2025"], 3, "Invoices 2025"))))
    props = [R("dialog", "Folder Properties", "", (660, 300), (600, 440)),
             R("page-tab", "General Information", "", (680, 330), (170, 28), desc="selected"),
             R("page-tab", "Retention Policy", "", (852, 330), (140, 28)),
             R("page-tab", "Synchronization", "", (994, 330), (140, 28)),
             R("label", "", "Name:", (690, 380), (80, 20)), R("entry", "Name", "Invoices 2025", (780, 374), (440, 30)),
             R("label", "", "Location:", (690, 420), (80, 20)),
             R("label", "", "imap://rosa.lindqvist%40fastmail.com@imap.fastmail.com/INBOX/Invoices 2025", (780, 420), (460, 36)),
             R("label", "", "Type: Mail Folder", (690, 470), (300, 20)),
             R("label", "", "Number of Messages: 3", (690, 500), (300, 20)),
             R("label", "", "Size on Disk: 186 KB", (690, 526), (300, 20)),
             R("push-button", "Repair Folder", "", (690, 570), (140, 32)),
             R("push-button", "Cancel", "", (1040, 690), (100, 34)), R("push-button", "OK", "", (1146, 690), (100, 34))]
    c.tick()
    turns.append((code("pyautogui.rightClick(230, 203)\npyautogui.click(300, 520)  # Properties"), obs(msgs(sub["Invoices 2025"], 3, "Invoices 2025"), props)))
    st["folder"] = "Inbox"
    turns.append((code("pyautogui.click(1190, 707)  # OK\npyautogui.click(200, 171)  # Inbox"), obs(inbox_view())))
    new = [["[northwind/ledger-cli] Release v0.9.0", "GitHub", "10:03", True],
           ["Your prescription is ready for pickup", "Farmácia Estácio", "10:02", True]]
    inbox[0:0] = new
    cnt["Inbox"][0] += 2
    cnt["Inbox"][1] += 2
    c.tick(2)
    turns.append((code("pyautogui.click(200, 96)  # Get Messages"), obs(inbox_view())))
    gone = inbox.pop(0)
    gone[3] = False
    trash.insert(0, gone)
    cnt["Inbox"][0] -= 1
    cnt["Inbox"][1] -= 1
    cnt["Trash"][0] += 1
    # the next message is selected after the delete, displayed and marked read
    inbox[0][3] = False
    cnt["Inbox"][1] -= 1
    st["sel"] = [inbox[0][0]]
    preview = [R("heading", "", str(inbox[0][0]), (440, 600), (900, 30)),
               R("label", "", "From Farmácia Estácio <avisos@farmaciaestacio.pt>", (440, 636), (600, 20)),
               R("label", "", "To Me <rosa.lindqvist@fastmail.com>", (440, 660), (600, 20)),
               R("label", "", "21/03/2025, 10:02", (1700, 636), (200, 20)),
               R("paragraph", "", "Olá Rosa, a sua receita n.º 2025-0318-44716 está pronta para levantamento na Farmácia Estácio (Rua de Campo de Ourique 82). Horário: 9h–20h.", (440, 700), (1400, 40))]
    c.tick()
    turns.append((code("pyautogui.click(860, 165)  # Release v0.9.0\npyautogui.press('delete')"), obs(inbox_view(preview))))
    st["sel"] = []
    st["folder"] = "Trash"
    turns.append((code(f"pyautogui.click(200, {156 + 32 * 6 + 15})  # Trash"), obs(msgs(trash, cnt["Trash"][0], "Trash"))))
    st["folder"] = "Invoices 2025"
    c.tick()
    turns.append((code("pyautogui.click(230, 203)  # Invoices 2025"), obs(msgs(sub["Invoices 2025"], 3, "Invoices 2025"))))
    rs.add("os", "h63-os-15", system("In Thunderbird, create an Invoices subfolder of the Inbox, move the three invoice emails into it, rename it to 'Invoices 2025' and check its properties; then fetch new mail, delete the GitHub release notification and check the Trash."),
           turns, state=state)


# ---------------------------------------------------------------- 16 GIMP: curves and export (bad, turn 6)
def t16(rs: RowSet) -> None:
    c = Clock("Mar 22", 17, 40)
    st = {"tag": "(imported)", "dirty": False, "dims": "4032x3024"}

    def title() -> str:
        return (f"{'*' if st['dirty'] else ''}[IMG_4471] {st['tag']}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                f"1 layer) {st['dims']} – GIMP")

    canvas = [R("canvas", "IMG_4471-1.0", "", (330, 130), (1160, 880)),
              R("combo-box", "Zoom", "25%", (560, 1044), (90, 24)),
              R("combo-box", "Unit", "px", (470, 1044), (60, 24))]
    dock = [R("page-tab", "Tool Options", "", (1500, 110), (100, 26)),
            R("page-tab", "Layers", "", (1602, 110), (80, 26), desc="selected"),
            R("combo-box", "Mode", "Normal", (1510, 150), (260, 26)),
            R("spin-button", "Opacity", "100.0", (1510, 184), (300, 26)),
            R("tree-table", "Layers", "", (1510, 250), (400, 420)),
            R("check-box", "Visible", "", (1514, 262), (24, 24), desc="checked"),
            R("table-cell", "IMG_4471.jpg", "IMG_4471.jpg", (1590, 254), (310, 38), desc="selected")]

    def obs(extra: list[Row] | None = None) -> str:
        return desk(c.now(), gimp(title(), canvas, dock, extra, "IMG_4471.jpg (148.9 MB)"))

    def curves(pt: tuple[str, str] | None) -> list[Row]:
        rows = [R("dialog", "Curves", "", (600, 180), (560, 700)),
                R("label", "", "Adjust Color Curves", (620, 196), (300, 22)),
                R("label", "", "IMG_4471.jpg-2 ([IMG_4471] (imported))", (620, 218), (300, 18)),
                R("combo-box", "Presets", "", (620, 250), (420, 28)),
                R("combo-box", "Channel", "Value", (620, 296), (180, 28)),
                R("push-button", "Reset Channel", "", (810, 296), (140, 28)),
                R("toggle-button", "Linear histogram", "", (1060, 296), (28, 28), desc="checked"),
                R("toggle-button", "Logarithmic histogram", "", (1090, 296), (28, 28)),
                R("drawing-area", "Curve", "", (620, 340), (520, 380))]
        if pt:
            rows += [R("spin-button", "Input", pt[0], (620, 730), (100, 28)),
                     R("spin-button", "Output", pt[1], (800, 730), (100, 28))]
        rows += [R("combo-box", "Curve type", "Smooth", (620, 770), (160, 28)),
                 R("check-box", "Preview", "", (620, 810), (100, 22), desc="checked"),
                 R("check-box", "Split view", "", (740, 810), (120, 22)),
                 R("push-button", "Help", "", (620, 840), (80, 30)),
                 R("push-button", "Reset", "", (860, 840), (80, 30)),
                 R("push-button", "OK", "", (960, 840), (80, 30)),
                 R("push-button", "Cancel", "", (1060, 840), (90, 30))]
        return rows

    state = obs()
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(448, 75)  # Colors\npyautogui.click(500, 312)  # Curves..."), obs(curves(None))))
    c.tick()
    turns.append((code("pyautogui.moveTo(880, 530)\npyautogui.dragTo(880, 492, duration=0.8)"), obs(curves(("128", "150")))))
    turns.append((code("pyautogui.tripleClick(850, 744)\npyautogui.write('156')\npyautogui.press('tab')"), obs(curves(("128", "156")))))
    st["dirty"] = True
    c.tick()
    turns.append((code("pyautogui.click(1000, 855)  # OK"), obs()))
    files_ = [("IMG_4468.jpg", "3.8 MB", "17:02"), ("IMG_4469.jpg", "4.1 MB", "17:02"), ("IMG_4470.jpg", "3.9 MB", "17:03"),
              ("IMG_4471.jpg", "4.4 MB", "17:03"), ("IMG_4472.jpg", "4.0 MB", "17:03"), ("wallpaper_lisbon.png", "6.2 MB", "Feb 11")]
    exp = [R("dialog", "Export Image", "", (460, 160), (1000, 740)),
           R("label", "", "Name:", (480, 184), (60, 20)),
           R("entry", "Name", "IMG_4471.jpg", (550, 178), (500, 30)),
           R("push-button", "Pictures", "", (550, 220), (100, 30)),
           R("table", "Files", "", (700, 270), (740, 520))]
    for i, (n, sz, m) in enumerate(files_):
        exp += [R("table-cell", n, n, (710, 296 + 28 * i), (420, 26), desc="selected" if n == "IMG_4471.jpg" else ""),
                R("table-cell", "", sz, (1130, 296 + 28 * i), (120, 26)),
                R("table-cell", "", m, (1250, 296 + 28 * i), (180, 26))]
    exp += [R("push-button", "Select File Type (By Extension)", "", (480, 800), (300, 28)),
            R("push-button", "Help", "", (480, 850), (80, 30)),
            R("push-button", "Export", "", (1260, 850), (90, 30)),
            R("push-button", "Cancel", "", (1360, 850), (90, 30))]
    c.tick()
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), obs(exp)))
    st["dims"] = "4032x3042"
    png = [R("dialog", "Export Image as PNG", "", (700, 260), (520, 560)),
           R("check-box", "Interlacing (Adam7)", "", (720, 290), (300, 22)),
           R("check-box", "Save background color", "", (720, 316), (300, 22)),
           R("check-box", "Save gamma", "", (720, 342), (300, 22)),
           R("check-box", "Save layer offset", "", (720, 368), (300, 22)),
           R("check-box", "Save resolution", "", (720, 394), (300, 22), desc="checked"),
           R("check-box", "Save creation time", "", (720, 420), (300, 22), desc="checked"),
           R("check-box", "Save comment", "", (720, 446), (300, 22)),
           R("check-box", "Save color values from transparent pixels", "", (720, 472), (360, 22)),
           R("combo-box", "Pixel format", "automatic", (720, 506), (240, 28)),
           R("spin-button", "Compression level", "9", (720, 546), (460, 28)),
           R("check-box", "Save Exif data", "", (720, 590), (200, 22), desc="checked"),
           R("check-box", "Save XMP data", "", (720, 616), (200, 22), desc="checked"),
           R("check-box", "Save IPTC data", "", (720, 642), (200, 22)),
           R("check-box", "Save thumbnail", "", (720, 668), (200, 22)),
           R("check-box", "Save color profile", "", (720, 694), (200, 22), desc="checked"),
           R("push-button", "Load Defaults", "", (720, 730), (130, 30)),
           R("push-button", "Save Defaults", "", (860, 730), (130, 30)),
           R("push-button", "Help", "", (720, 776), (80, 30)),
           R("push-button", "Export", "", (1020, 776), (90, 30)),
           R("push-button", "Cancel", "", (1120, 776), (90, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('IMG_4471_curves.png')\npyautogui.press('enter')"), obs(png)))
    st["dirty"], st["tag"] = False, "(exported)"
    c.tick()
    turns.append((code("pyautogui.click(1065, 791)  # Export"), obs()))
    rs.add("os", "h63-os-16", system("Brighten IMG_4471.jpg in GIMP with a Curves point at input 128 → output 156 and export the result as IMG_4471_curves.png in Pictures."),
           turns, state=state, bad=True, turn=6,
           kind="The image window title reports 4032x3042 while exporting, though the image was 4032x3024 and only a Curves adjustment was applied.")


# ---------------------------------------------------------------- 17 Impress: master slide and transitions (clean)
def t17(rs: RowSet) -> None:
    c = Clock("Mar 24", 14, 15)
    slides = ["Welcome to Northwind", "Our Mission", "Your First Week", "Tools & Access", "Who to Ask", "Questions?"]
    text = {"Welcome to Northwind": "New-starter onboarding · Lisbon office · April 2025",
            "Our Mission": "Make operational data useful to the people who run the grid.",
            "Your First Week": "Mon: laptop & accounts · Tue: product tour · Wed–Thu: shadowing · Fri: first ticket",
            "Tools & Access": "Slack · Jira (PLAT) · GitHub northwind org · 1Password vault 'Onboarding'",
            "Who to Ask": "IT: it@northwind.io · People: Helena V. · Your buddy: see welcome email",
            "Questions?": "onboarding@northwind.io"}
    st = {"master": "Northwind Blue", "trans": {}, "dur": "2.00 sec"}

    def normal(cur: int, side: bool = False, modified: bool = True) -> list[Row]:
        s = slides[cur - 1]
        labels = [f"{t} (transition)" if i in st["trans"] else t for i, t in enumerate(slides)]
        sidebar = None
        if side:
            tr = st["trans"].get(cur - 1, "None")
            sidebar = [R("panel", "Slide Transition", "", (1510, 160), (400, 870)),
                       R("label", "", "Slide Transition", (1520, 166), (300, 22))]
            for i, name in enumerate(["None", "Wipe", "Uncover", "Cover", "Fade", "Cut", "Bars", "Shape", "Box",
                                      "Wedge", "Venetian", "Split", "Diagonal", "Checkers", "Dissolve", "Random"]):
                sidebar.append(R("list-item", name, "", (1520 + 96 * (i % 4), 200 + 80 * (i // 4)), (92, 76), desc="selected" if name == tr else ""))
            sidebar += [R("label", "", "Variant:", (1520, 540), (80, 20)),
                        R("combo-box", "Variant", "Smoothly" if tr == "Fade" else "", (1620, 536), (280, 28), desc="" if tr != "None" else "disabled"),
                        R("label", "", "Duration:", (1520, 576), (80, 20)),
                        R("spin-button", "Duration", st["dur"] if tr != "None" else "2.00 sec", (1620, 572), (140, 28), desc="" if tr != "None" else "disabled"),
                        R("label", "", "Sound:", (1520, 612), (80, 20)),
                        R("combo-box", "Sound", "No sound", (1620, 608), (280, 28)),
                        R("radio-button", "On mouse click", "", (1520, 660), (200, 22), desc="checked"),
                        R("radio-button", "Automatically after:", "", (1520, 686), (200, 22)),
                        R("spin-button", "Automatically after", "1.00 sec", (1730, 684), (140, 28), desc="disabled"),
                        R("push-button", "Play", "", (1520, 740), (80, 30)),
                        R("check-box", "Automatic Preview", "", (1610, 744), (200, 22), desc="checked"),
                        R("push-button", "Apply Transition to All Slides", "", (1520, 790), (300, 30))]
        return impress("onboarding.odp", labels, cur, "Normal", [
            R("text", "PresentationTitle", s, (400, 260), (1000 if side else 1300, 120)),
            R("text", "PresentationOutliner", text[s], (400, 420), (1000 if side else 1300, 400))],
            master=st["master"], modified=modified, sidebar=sidebar)

    def master_view(extra: list[Row] | None = None) -> list[Row]:
        rows = [R("frame", "onboarding.odp - LibreOffice Impress", "", (70, 27), (1850, 1053))]
        rows += menus(IMPRESS_MENUS)
        rows += buttons(IMPRESS_TOOLS)
        rows += [R("tool-bar", "Master View", "", (300, 126), (520, 30)),
                 R("push-button", "New Master", "", (304, 128), (30, 26)),
                 R("push-button", "Rename Master", "", (336, 128), (30, 26)),
                 R("push-button", "Delete Master", "", (368, 128), (30, 26)),
                 R("push-button", "Close Master View", "", (400, 128), (160, 26)),
                 R("list", "Slides Pane", "", (75, 160), (220, 870)),
                 R("list-item", "Slide 1", st["master"], (85, 170), (200, 86), desc="selected"),
                 R("panel", st["master"], "", (300, 160), (1610, 870)),
                 R("text", "PresentationTitle", "Click to edit the title text format", (400, 260), (1300, 120)),
                 R("text", "PresentationOutliner", "Click to edit the outline text format\nSecond Outline Level\nThird Outline Level\nFourth Outline Level", (400, 420), (1300, 400)),
                 R("text", "Date", "<date/time>", (400, 960), (300, 40)),
                 R("text", "Footer", "<footer>", (800, 960), (400, 40)),
                 R("text", "Slide Number", "<number>", (1400, 960), (300, 40)),
                 R("label", "", "Slide 1 of 1", (75, 1040), (140, 22)),
                 R("label", "", st["master"], (230, 1040), (200, 22)),
                 R("label", "", "English (USA)", (440, 1040), (130, 22)),
                 R("label", "Document Modified", MODIFIED if st["master"] != "Northwind Blue" else SAVED, (600, 1040), (24, 22)),
                 R("slider", "Zoom", "68%", (1660, 1040), (200, 22)),
                 R("label", "", "68%", (1866, 1040), (50, 22))]
        return rows + (extra or [])

    state = desk(c.now(), normal(1, modified=False))
    turns = []
    c.tick()
    turns.append((code("pyautogui.click(179, 75)  # View\npyautogui.click(230, 250)  # Master Slide"), desk(c.now(), master_view())))
    ren = [R("dialog", "Rename Master Slide", "", (720, 440), (480, 160)),
           R("label", "", "Name", (744, 470), (60, 20)),
           R("entry", "Name", "Northwind 2025", (810, 464), (360, 30)),
           R("push-button", "Help", "", (744, 540), (80, 30)),
           R("push-button", "OK", "", (990, 540), (80, 30)),
           R("push-button", "Cancel", "", (1080, 540), (90, 30))]
    c.tick()
    turns.append((code("pyautogui.click(351, 141)  # Rename Master\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Northwind 2025')"), desk(c.now(), master_view(ren))))
    st["master"] = "Northwind 2025"
    turns.append((code("pyautogui.click(1030, 555)  # OK\npyautogui.click(480, 141)  # Close Master View"), desk(c.now(), normal(1))))
    c.tick()
    turns.append((code("pyautogui.click(400, 75)  # Slide\npyautogui.click(470, 530)  # Slide Transition..."), desk(c.now(), normal(1, True))))
    st["trans"][0] = "Fade"
    c.tick()
    turns.append((code("pyautogui.click(1566, 318)  # Fade"), desk(c.now(), normal(1, True))))
    st["dur"] = "1.50 sec"
    turns.append((code("pyautogui.tripleClick(1680, 586)\npyautogui.write('1.5')\npyautogui.press('enter')"), desk(c.now(), normal(1, True))))
    for i in range(len(slides)):
        st["trans"][i] = "Fade"
    c.tick()
    turns.append((code("pyautogui.click(1670, 805)  # Apply Transition to All Slides"), desk(c.now(), normal(1, True))))
    turns.append((code("pyautogui.click(185, 498)  # Slide 4"), desk(c.now(), normal(4, True))))
    rs.add("os", "h63-os-17", system("In onboarding.odp, rename the master slide to 'Northwind 2025', then give every slide a 1.5-second Fade transition."),
           turns, state=state)


# ---------------------------------------------------------------- 18 Settings: time zone, time format, users (bad, turn 6)
def t18(rs: RowSet) -> None:
    st = {"t": 10 * 60 + 38, "ampm": False, "tz": "CET (Berlin, Germany)", "locked": True}

    def clock_text(t: int) -> str:
        h, m = divmod(t, 60)
        if st["ampm"]:
            return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{h:02d}:{m:02d}"

    def top(t: int | None = None) -> str:
        return f"Mar 26  {clock_text(st['t'] if t is None else t)}"

    def datetime_panel(extra: list[Row] | None = None) -> list[Row]:
        return settings("Date & Time", [
            R("label", "", "Automatic Date & Time", (720, 200), (300, 22)),
            R("label", "", "Requires internet access", (720, 224), (300, 18)),
            R("switch", "Automatic Date & Time", "", (1420, 204), (50, 26), desc="checked"),
            R("label", "", "Date & Time", (720, 270), (300, 22)),
            R("label", "", f"26 March 2025, {clock_text(st['t'])}", (1150, 270), (300, 22)),
            R("label", "", "Automatic Time Zone", (720, 330), (300, 22)),
            R("label", "", "Requires location services enabled and internet access", (720, 354), (400, 18)),
            R("switch", "Automatic Time Zone", "", (1420, 334), (50, 26)),
            R("label", "", "Time Zone", (720, 400), (300, 22)),
            R("label", "", st["tz"], (1150, 400), (300, 22)),
            R("label", "", "Time Format", (720, 460), (300, 22)),
            R("combo-box", "Time Format", "AM / PM" if st["ampm"] else "24-hour", (1300, 454), (170, 34))], extra)

    def users_panel(extra: list[Row] | None = None) -> list[Row]:
        lk = st["locked"]
        return settings("Users", [
            *([R("push-button", "Unlock…", "", (1400, 118), (100, 34)),
               R("label", "", "Some settings must be unlocked before they can be changed.", (720, 170), (600, 20))] if lk else
              [R("push-button", "Add User…", "", (1380, 118), (120, 34))]),
            R("push-button", "Change Avatar", "", (900, 210), (120, 120)),
            R("entry", "Full Name", "Rosa Lindqvist", (1040, 250), (300, 34), desc="disabled" if lk else ""),
            R("label", "", "Authentication & Login", (720, 370), (300, 22)),
            R("label", "", "Administrator", (720, 410), (300, 22)),
            R("switch", "Administrator", "", (1420, 410), (50, 26), desc="checked, disabled"),
            R("label", "", "Automatic Login", (720, 450), (300, 22)),
            R("switch", "Automatic Login", "", (1420, 450), (50, 26), desc="disabled" if lk else ""),
            R("label", "", "Password", (720, 490), (300, 22)),
            R("label", "", "●●●●●●●●●", (1300, 490), (150, 22)),
            R("label", "", "Account Activity", (720, 530), (300, 22)),
            R("label", "", "Logged in", (1300, 530), (150, 22)),
            R("label", "", "Other Users", (720, 600), (300, 24)),
            R("list-item", "Tiago Almeida", "Tiago Almeida\nStandard", (720, 636), (760, 56))], extra)

    sys_ = system("Set the time zone to London with a 12-hour (AM/PM) clock, then unlock the Users panel and start adding a new user.")
    state = desk(top(), datetime_panel(), ("Settings",))
    turns = []
    tzdlg = [R("dialog", "Time Zone", "", (760, 200), (700, 520)),
             R("entry", "Search for a city", "", (880, 226), (460, 34)),
             R("drawing-area", "Time zone map", "", (780, 280), (660, 400)),
             R("label", "", "Time Zone: CET (Berlin, Germany)", (780, 690), (400, 20))]
    st["t"] += 1
    turns.append((code("pyautogui.click(1300, 411)  # Time Zone"), desk(top(), datetime_panel(tzdlg), ("Settings",))))
    res = [R("entry", "Search for a city", "London", (880, 226), (460, 34)),
           R("list", "", "", (880, 262), (460, 150)),
           R("list-item", "London, United Kingdom", "", (884, 266), (452, 30)),
           R("list-item", "London, Ontario, Canada", "", (884, 298), (452, 30)),
           R("list-item", "Londonderry, United Kingdom", "", (884, 330), (452, 30))]
    turns.append((code("pyautogui.write('London')"), desk(top(), datetime_panel(tzdlg[:1] + res + tzdlg[2:]), ("Settings",))))
    st["t"] += 1 - 60
    st["tz"] = "GMT (London, United Kingdom)"
    turns.append((code("pyautogui.click(1110, 281)  # London, United Kingdom\npyautogui.press('escape')"), desk(top(), datetime_panel(), ("Settings",))))
    st["ampm"] = True
    turns.append((code("pyautogui.click(1385, 471)\npyautogui.click(1385, 540)  # AM / PM"), desk(top(), datetime_panel(), ("Settings",))))
    st["t"] += 2
    turns.append((code("pyautogui.click(505, 851)  # Users"), desk(top(), users_panel(), ("Settings",))))
    back = st["t"] - 5
    auth = [R("dialog", "Authentication Required", "", (700, 330), (520, 340)),
            R("label", "", "Authentication Required", (720, 350), (480, 28)),
            R("label", "", "Authentication is required to change user data", (720, 390), (480, 22)),
            R("label", "", "Rosa Lindqvist", (720, 440), (480, 22)),
            R("password-text", "Password", "", (720, 480), (480, 34)),
            R("push-button", "Cancel", "", (720, 600), (230, 40)),
            R("push-button", "Authenticate", "", (970, 600), (230, 40), desc="disabled")]
    turns.append((code("pyautogui.click(1450, 135)  # Unlock…"), desk(top(back), users_panel(auth), ("Settings",))))
    st["locked"] = False
    turns.append((code("pyautogui.write('Fado#2024lisboa')\npyautogui.press('enter')"), desk(top(back + 1), users_panel(), ("Settings",))))
    add = [R("dialog", "Add User", "", (660, 220), (600, 600)),
           R("push-button", "Cancel", "", (670, 228), (80, 32)),
           R("push-button", "Add", "", (1170, 228), (80, 32), desc="disabled"),
           R("push-button", "Change Avatar", "", (900, 280), (100, 100)),
           R("toggle-button", "Standard", "", (840, 400), (120, 34), desc="checked"),
           R("toggle-button", "Administrator", "", (962, 400), (140, 34)),
           R("entry", "Full Name", "", (840, 450), (300, 34)),
           R("entry", "Username", "", (840, 500), (300, 34)),
           R("radio-button", "Allow user to set a password when they next login", "", (840, 560), (380, 22), desc="checked"),
           R("radio-button", "Set a password now", "", (840, 590), (380, 22)),
           R("check-box", "Enterprise Login", "", (840, 640), (200, 22), desc="disabled")]
    turns.append((code("pyautogui.click(1440, 135)  # Add User…"), desk(top(back + 2), users_panel(add), ("Settings",))))
    rs.add("os", "h63-os-18", sys_, turns, state=state, bad=True, turn=6,
           kind="The top-bar clock reads 9:37 AM after clicking Unlock…, earlier than the 9:42 AM shown one turn before, with no time or time-zone change in between.")


# ---------------------------------------------------------------- 19 VS Code: settings and extensions (clean)
def t19(rs: RowSet) -> None:
    c = Clock("Mar 27", 16, 5)
    st = {"fos": False, "fmt": "", "prettier": False}
    tabs = ["app.ts"]
    app_ts = ["import express from 'express';", "import { router } from './routes';", "", "const app = express();",
              "const port = Number(process.env.PORT ?? 3000);", "", "app.use(express.json());", "app.use('/api', router);", "",
              "app.listen(port, () => {", "  console.log(`listening on ${port}`);", "});"]
    status = ["main", "0↓ 0↑", "0 errors, 0 warnings", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "TypeScript", "Notifications"]
    explorer = [R("label", "", "EXPLORER", (122, 66), (200, 22)), R("tree-item", "ORDERS-API", "", (124, 96), (290, 22), desc="expanded"),
                R("tree-item", "src", "", (140, 120), (274, 22), desc="expanded"), R("tree-item", "app.ts", "", (156, 144), (258, 22), desc="selected"),
                R("tree-item", "routes.ts", "", (156, 168), (258, 22)), R("tree-item", "package.json", "", (140, 192), (274, 22)),
                R("tree-item", "tsconfig.json", "", (140, 216), (274, 22))]
    installed = [("Python", "Microsoft", "v2025.2.0"), ("Pylance", "Microsoft", "v2025.3.1"), ("GitLens — Git supercharged", "GitKraken", "v16.3.2"),
                 ("ESLint", "Microsoft", "v3.0.10")]

    def ext_side(query: str = "") -> list[Row]:
        rows = [R("label", "", "EXTENSIONS", (122, 66), (200, 22)),
                R("entry", "Search Extensions in Marketplace", query, (130, 92), (280, 28))]
        if query:
            res = [("Prettier - Code formatter", "Prettier", "45.6M", "Code formatter using prettier", "Install"),
                   ("Prettier ESLint", "Rebecca Vest", "2.1M", "A Visual Studio Extension to format JavaScript and Typescript code using prettier-eslint package", "Install"),
                   ("Prettier - JSON formatter", "Tobias", "318K", "Format JSON with Prettier", "Install"),
                   ("Prettier SQL VSCode", "inferrinizzard", "1.2M", "Prettier-based SQL formatter", "Install")]
            for i, (n, pub, inst, d, btn) in enumerate(res):
                y = 130 + 72 * i
                if n == "Prettier - Code formatter" and st["prettier"]:
                    btn = "Manage"
                rows += [R("list-item", n, f"{n}\n{d}\n{pub}", (124, y), (290, 70), desc="selected" if i == 0 and "Extension: Prettier - Code formatter" in tabs else ""),
                         R("label", "", inst, (330, y + 4), (60, 18)),
                         R("push-button", btn, "", (340, y + 44), (70, 22))]
        else:
            rows.append(R("tree-item", "INSTALLED", f"INSTALLED {len(installed)}", (124, 130), (290, 22), desc="expanded"))
            for i, (n, pub, v) in enumerate(installed):
                rows.append(R("list-item", n, f"{n} {v}\n{pub}", (124, 154 + 64 * i), (290, 62)))
            rows.append(R("tree-item", "RECOMMENDED", "RECOMMENDED", (124, 154 + 64 * len(installed)), (290, 22)))
        return rows

    def settings_ui(query: str) -> list[Row]:
        rows = [R("entry", "Search settings", query, (440, 110), (1300, 30)),
                R("page-tab", "User", "", (440, 150), (60, 28), desc="selected"),
                R("page-tab", "Workspace", "", (504, 150), (100, 28))]
        if query == "":
            items = [("Files: Auto Save", "combo-box", "off"), ("Editor: Font Size", "entry", "14"),
                     ("Editor: Font Family", "entry", "'Droid Sans Mono', 'monospace', monospace"),
                     ("Editor: Tab Size", "entry", "4"), ("Editor: Render Whitespace", "combo-box", "selection"),
                     ("Editor: Cursor Style", "combo-box", "line"), ("Editor: Insert Spaces", "check-box", "checked"),
                     ("Editor: Word Wrap", "combo-box", "off")]
            rows.append(R("label", "", "Commonly Used", (440, 190), (300, 24)))
        elif query == "format on save":
            items = [("Editor: Format On Save", "check-box", "checked" if st["fos"] else ""),
                     ("Editor: Format On Save Mode", "combo-box", "file")]
            rows.append(R("label", "", "2 Settings Found", (1600, 116), (130, 18)))
        else:
            items = [("Editor: Default Formatter", "combo-box", st["fmt"] or "None")]
            rows.append(R("label", "", "1 Setting Found", (1600, 116), (130, 18)))
        for i, (name, kind, val) in enumerate(items):
            y = 220 + 90 * i
            rows.append(R("label", "", name, (460, y), (800, 22)))
            if kind == "check-box":
                rows.append(R("check-box", name, "", (460, y + 30), (24, 24), desc=val))
            else:
                rows.append(R(kind, name, val, (460, y + 30), (400, 28)))
        return rows

    def obs(side: list[Row], view: str, active: str, lines: list[str], extra: list[Row] | None = None) -> str:
        title = f"{active} - orders-api"
        if active == "app.ts":
            bar = status
        elif active == "settings.json":
            bar = status[:3] + ["Ln 7, Col 56", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"] + (["✓ Prettier"] if st["prettier"] else []) + ["Notifications"]
        else:
            bar = status[:3] + ["Notifications"]
        return desk(c.now(), vscode(title, side, tabs, active, lines, bar, None, 0, view, extra))

    state = obs(explorer, "Explorer", "app.ts", app_ts)
    turns = []
    tabs.append("Settings")
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', ',')"), obs(explorer, "Explorer", "Settings", [], settings_ui(""))))
    turns.append((code("pyautogui.write('format on save')"), obs(explorer, "Explorer", "Settings", [], settings_ui("format on save"))))
    st["fos"] = True
    c.tick()
    turns.append((code("pyautogui.click(472, 262)  # Editor: Format On Save"), obs(explorer, "Explorer", "Settings", [], settings_ui("format on save"))))
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')"), obs(ext_side(), "Extensions", "Settings", [], settings_ui("format on save"))))
    c.tick()
    turns.append((code("pyautogui.write('prettier')"), obs(ext_side("prettier"), "Extensions", "Settings", [], settings_ui("format on save"))))
    tabs.append("Extension: Prettier - Code formatter")

    def details() -> list[Row]:
        return [R("heading", "Prettier - Code formatter", "Prettier - Code formatter", (560, 120), (600, 34)),
                R("label", "", "esbenp.prettier-vscode", (1170, 128), (220, 20)),
                R("link", "Prettier", "", (560, 162), (80, 20)),
                R("label", "", "prettier.io", (660, 162), (100, 20)),
                R("label", "", "45,612,031", (780, 162), (100, 20)),
                R("label", "", "★★★★☆ (518)", (900, 162), (120, 20)),
                R("label", "", "Code formatter using prettier", (560, 192), (600, 20))] + (
            [R("push-button", "Disable", "", (560, 226), (80, 26)), R("push-button", "Uninstall", "", (646, 226), (90, 26)),
             R("check-box", "Auto Update", "", (750, 228), (120, 22), desc="checked")] if st["prettier"] else
            [R("push-button", "Install", "", (560, 226), (80, 26))]) + [
            R("page-tab", "DETAILS", "", (560, 270), (80, 26), desc="selected"),
            R("page-tab", "FEATURES", "", (644, 270), (90, 26)),
            R("page-tab", "CHANGELOG", "", (738, 270), (100, 26)),
            R("label", "", "Installation", (1560, 320), (200, 20)),
            R("label", "", "Identifier esbenp.prettier-vscode", (1560, 344), (330, 20)),
            R("label", "", "Version 11.0.0", (1560, 368), (330, 20)),
            R("label", "", "Last Updated 2024-08-08, 10:14:51", (1560, 392), (330, 20)),
            R("label", "", "Size 11.82 MB", (1560, 416), (330, 20)) if st["prettier"] else R("label", "", "Marketplace", (1560, 416), (330, 20)),
            R("paragraph", "", "Prettier is an opinionated code formatter. It enforces a consistent style by parsing your code and re-printing it with its own rules that take the maximum line length into account, wrapping code when necessary.", (560, 320), (960, 60))]
    c.tick()
    turns.append((code("pyautogui.click(260, 165)  # Prettier - Code formatter"),
                  obs(ext_side("prettier"), "Extensions", "Extension: Prettier - Code formatter", [], details())))
    st["prettier"] = True
    installed.append(("Prettier - Code formatter", "Prettier", "v11.0.0"))
    c.tick(2)
    turns.append((code("pyautogui.click(600, 239)  # Install"),
                  obs(ext_side("prettier"), "Extensions", "Extension: Prettier - Code formatter", [], details())))
    st["fmt"] = "esbenp.prettier-vscode"
    c.tick()
    turns.append((code("pyautogui.click(690, 77)  # Settings tab\npyautogui.tripleClick(1000, 125)\npyautogui.write('default formatter')\npyautogui.click(660, 264)\npyautogui.click(660, 330)  # Prettier - Code formatter"),
                  obs(ext_side("prettier"), "Extensions", "Settings", [], settings_ui("default formatter"))))
    tabs.append("settings.json")
    sj = ["{", '    "workbench.colorTheme": "Default Dark Modern",', '    "editor.fontSize": 14,', '    "files.autoSave": "off",',
          '    "typescript.updateImportsOnFileMove.enabled": "always",', '    "editor.formatOnSave": true,',
          '    "editor.defaultFormatter": "esbenp.prettier-vscode"', "}"]
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Preferences: Open User Settings (JSON)')\npyautogui.press('enter')"),
                  obs(ext_side("prettier"), "Extensions", "settings.json", sj)))
    rs.add("os", "h63-os-19", system("In VS Code, turn on Editor: Format On Save, install the Prettier - Code formatter extension, make it the default formatter and check the user settings.json."),
           turns, state=state)


# ---------------------------------------------------------------- 20 Calc: cell comment and chart (bad, turn 5)
def t20(rs: RowSet) -> None:
    c = Clock("Mar 30", 20, 44)
    cats = [["Rent", 1150.0, 1150.0], ["Groceries", 520.0, 487.35], ["Utilities", 180.0, 212.60], ["Transport", 140.0, 96.40],
            ["Dining out", 160.0, 203.75], ["Insurance", 95.0, 95.0], ["Subscriptions", 45.0, 52.97], ["Savings", 400.0, 400.0]]
    widths = [140, 100, 100, 100]
    total_override: dict[str, float] = {}

    def cells() -> list[Row]:
        rows = [(1, ["Category", "Budget", "Actual", "Variance"])]
        for i, (n, b, a) in enumerate(cats, 2):
            rows.append((i, [n, money(b), money(a), money(a - b)]))
        tb = sum(x[1] for x in cats)
        ta = total_override.get("C", sum(x[2] for x in cats))
        rows.append((10, ["Total", money(tb), money(ta), money(ta - tb)]))
        return grid(rows, widths)

    def obs(nb: str, inp: str, summary: str, modified: bool, extra: list[Row] | None = None) -> str:
        return desk(c.now(), calc("household_budget.xlsx", nb, inp, cells(), ["March", "February", "Notes"], 0, summary, modified, extra))

    comment_text = "Includes back-billed gas from February (EDP invoice 88213)"
    chart: list[Row] = []
    state = obs("A1", "Category", "Average: ; Sum: 0", False)
    turns = []
    ctx = [R("menu", "", "", (446, 262), (230, 330)),
           R("menu-item", "Cut", "", (450, 266), (222, 26)), R("menu-item", "Copy", "", (450, 292), (222, 26)),
           R("menu-item", "Paste", "", (450, 318), (222, 26)), R("menu-item", "Paste Special", "", (450, 344), (222, 26)),
           R("menu-item", "Insert...", "", (450, 376), (222, 26)), R("menu-item", "Delete...", "", (450, 402), (222, 26)),
           R("menu-item", "Clear Contents...", "", (450, 428), (222, 26)),
           R("menu-item", "Insert Comment", "", (450, 460), (222, 26)),
           R("menu-item", "Format Cells...", "", (450, 492), (222, 26)),
           R("menu-item", "Clone Formatting", "", (450, 518), (222, 26))]
    c.tick()
    a4 = money(cats[2][2])
    turns.append((code("pyautogui.rightClick(396, 280)  # C4"), obs("C4", "212.6", f"Average: {a4}; Sum: {a4}", False, ctx)))
    note = [R("text", "Comment", comment_text, (470, 240), (220, 80), desc="Rosa Lindqvist 03/30/2025")]
    c.tick()
    turns.append((code(f"pyautogui.click(560, 473)  # Insert Comment\npyautogui.write({comment_text!r})"),
                  obs("C4", "212.6", f"Average: {a4}; Sum: {a4}", True, note)))
    c.tick()
    turns.append((code("pyautogui.click(176, 451)  # A13"), obs("A13", "", "Average: ; Sum: 0", True)))
    a6 = money(cats[4][2])
    turns.append((code("pyautogui.click(396, 318)  # C6"), obs("C6", "203.75", f"Average: {a6}; Sum: {a6}", True)))
    old_total = sum(x[2] for x in cats)
    cats[4][2] = 243.75
    total_override["C"] = old_total + 4.0
    c.tick()
    a7 = money(cats[5][2])
    turns.append((code("pyautogui.write('243.75')\npyautogui.press('enter')"), obs("C7", "95", f"Average: {a7}; Sum: {a7}", True)))
    c.tick()
    turns.append((code("pyautogui.moveTo(400, 280)  # hover C4"),
                  obs("C7", "95", f"Average: {a7}; Sum: {a7}", True, [R("tool-tip", "", comment_text, (470, 240), (220, 80))])))
    def sel_stats() -> str:
        vals = [x[1] for x in cats] + [x[2] for x in cats]
        return f"Average: {sum(vals) / len(vals):,.2f}; Sum: {sum(vals):,.2f}"

    wiz = [R("dialog", "Chart Type", "", (560, 260), (800, 520)),
           R("label", "", "Steps", (580, 290), (120, 20)),
           R("list-item", "1. Chart Type", "", (580, 316), (160, 24), desc="selected"),
           R("list-item", "2. Data Range", "", (580, 342), (160, 24)),
           R("list-item", "3. Data Series", "", (580, 368), (160, 24)),
           R("list-item", "4. Chart Elements", "", (580, 394), (160, 24)),
           R("label", "", "Choose a Chart Type", (760, 290), (300, 22))]
    for i, t in enumerate(["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"]):
        wiz.append(R("list-item", t, "", (760, 320 + 26 * i), (160, 24), desc="selected" if t == "Column" else ""))
    wiz += [R("toggle-button", "Normal", "", (940, 320), (90, 70), desc="checked"),
            R("toggle-button", "Stacked", "", (1034, 320), (90, 70)),
            R("toggle-button", "Percent Stacked", "", (1128, 320), (90, 70)),
            R("toggle-button", "3D", "", (1222, 320), (90, 70)),
            R("check-box", "3D Look", "", (940, 410), (100, 22)),
            R("push-button", "Help", "", (580, 730), (80, 30)),
            R("push-button", "< Back", "", (960, 730), (90, 30), desc="disabled"),
            R("push-button", "Next >", "", (1056, 730), (90, 30)),
            R("push-button", "Finish", "", (1152, 730), (90, 30)),
            R("push-button", "Cancel", "", (1250, 730), (90, 30))]
    c.tick()
    turns.append((code("pyautogui.click(130, 172)\npyautogui.write('A1:C9')\npyautogui.press('enter')\npyautogui.click(231, 75)  # Insert\npyautogui.click(280, 340)  # Chart..."),
                  obs("A1:C9", "Category", sel_stats(), True, wiz)))
    chart = [R("embedded", "Chart 1", "", (560, 240), (640, 380), desc="Column chart: Budget and Actual by Category")]
    c.tick()
    turns.append((code("pyautogui.click(1197, 745)  # Finish\npyautogui.click(176, 451)  # A13"), obs("A13", "", "Average: ; Sum: 0", True, chart)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs("A13", "", "Average: ; Sum: 0", True, chart + keep_format())))
    c.tick()
    turns.append((code("pyautogui.click(835, 590)  # Use Excel 2007-365!"), obs("A13", "", "Average: ; Sum: 0", False, chart)))
    rs.add("os", "h63-os-20", system("In household_budget.xlsx, add a comment to the Utilities actual (C4) about the back-billed gas, correct Dining out actual to 243.75, add a column chart of budget vs actual and save in xlsx format."),
           turns, state=state, bad=True, turn=5,
           kind="After Dining out's actual changes from 203.75 to 243.75 (+40), the Actual total in C10 rises only from 2,698.07 to 2,702.07 (+4).")


# ---------------------------------------------------------------- 21 Writer: find & replace, page style (clean)
def t21(rs: RowSet) -> None:
    c = Clock("Mar 31", 11, 20)
    paras = ["Site Visit Report – Quinta do Lago Water Treatment Plant",
             "Prepared by R. Lindqvist · Visit date 24 March 2025 · Ref. QL-WTP-0325",
             "1. Summary",
             "The filtration hall was inspected between 09:30 and 12:15. Pipework is labelled according to the colour scheme adopted in 2019, but the colour bands on the backwash lines have faded and are difficult to read under the new LED lighting.",
             "2. Observations",
             "Sample point SP-4 showed a faint yellow colour after the chlorine contact tank; the operator log records turbidity of 0.38 NTU at 10:00 and 0.41 NTU at 11:00, both within limits.",
             "Signage in the chemical store is in good condition. The emergency shower was tested and delivered water within 8 seconds."]
    st = {"chars": 14382, "page": "Page 1 of 6", "land": False}

    def doc(extra: list[Row] | None = None, modified: bool = False) -> str:
        rows = writer_frame("site_report.odt", paras, st["page"], f"2,184 words, {st['chars']:,} characters", extra, lang="English (UK)", modified=modified)
        if st["land"]:
            out, y = [], 200
            for t, n, tx, cl, d, p, s in rows:
                if t == "paragraph":
                    h = 19 * (1 + len(tx) // 160)
                    out.append((t, n, tx, cl, d, (346, y), (1228, h)))
                    y += h + 8
                elif t == "document-text":
                    out.append((t, n, tx, cl, d, (250, p[1]), (1420, s[1])))
                else:
                    out.append((t, n, tx, cl, d, p, s))
            rows = out
        return desk(c.now(), rows)

    def fr(find: str, repl: str, msg: str = "") -> list[Row]:
        rows = [R("dialog", "Find and Replace", "", (1280, 160), (600, 520)),
                R("label", "", "Find:", (1300, 190), (80, 20)),
                R("combo-box", "Find", find, (1300, 214), (560, 30)),
                R("check-box", "Match case", "", (1300, 252), (140, 22)),
                R("check-box", "Whole words only", "", (1450, 252), (180, 22)),
                R("push-button", "Find All", "", (1300, 290), (120, 30)),
                R("push-button", "Find Previous", "", (1530, 290), (160, 30)),
                R("push-button", "Find Next", "", (1700, 290), (160, 30)),
                R("label", "", "Replace:", (1300, 340), (80, 20)),
                R("combo-box", "Replace", repl, (1300, 364), (560, 30)),
                R("push-button", "Replace", "", (1530, 404), (160, 30)),
                R("push-button", "Replace All", "", (1700, 404), (160, 30)),
                R("toggle-button", "Other options", "", (1300, 450), (200, 24))]
        if msg:
            rows.append(R("label", "", msg, (1300, 620), (400, 20)))
        rows += [R("push-button", "Help", "", (1300, 640), (80, 30)), R("push-button", "Close", "", (1780, 640), (80, 30))]
        return rows

    state = doc()
    turns = []
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), doc(fr("", ""))))
    n = sum(p.count("colour") for p in paras)
    paras = [p.replace("colour", "color") for p in paras]
    st["chars"] -= 7
    c.tick()
    turns.append((code("pyautogui.click(1580, 229)\npyautogui.write('colour')\npyautogui.click(1580, 379)\npyautogui.write('color')\npyautogui.click(1780, 419)  # Replace All"),
                  doc(fr("colour", "color", "Search key replaced 7 times."), True)))
    assert n == 3
    turns.append((code("pyautogui.click(1820, 655)  # Close"), doc(modified=True)))

    def ps() -> list[Row]:
        w, h = ("29.70 cm", "21.00 cm") if st["land"] else ("21.00 cm", "29.70 cm")
        return [R("dialog", "Page Style: Default Page Style", "", (560, 200), (800, 640))] + [
            R("page-tab", t, "", (576 + 86 * i, 230), (84, 26), desc="selected" if t == "Page" else "")
            for i, t in enumerate(["Organizer", "Page", "Area", "Transparency", "Header", "Footer", "Borders", "Columns", "Footnote"])] + [
            R("combo-box", "Format", "A4", (680, 290), (200, 28)),
            R("spin-button", "Width", w, (680, 326), (120, 28)),
            R("spin-button", "Height", h, (680, 362), (120, 28)),
            R("radio-button", "Portrait", "", (680, 400), (120, 22), desc="" if st["land"] else "checked"),
            R("radio-button", "Landscape", "", (680, 426), (120, 22), desc="checked" if st["land"] else ""),
            R("combo-box", "Paper tray", "[From printer settings]", (680, 460), (240, 28)),
            R("spin-button", "Left", "2.00 cm", (680, 530), (120, 28)),
            R("spin-button", "Right", "2.00 cm", (680, 566), (120, 28)),
            R("spin-button", "Top", "2.00 cm", (680, 602), (120, 28)),
            R("spin-button", "Bottom", "2.00 cm", (680, 638), (120, 28)),
            R("combo-box", "Page layout", "Right and left", (1000, 530), (200, 28)),
            R("combo-box", "Page numbers", "1, 2, 3, ...", (1000, 566), (200, 28)),
            R("push-button", "Help", "", (576, 790), (80, 30)),
            R("push-button", "Reset", "", (1000, 790), (80, 30)),
            R("push-button", "OK", "", (1170, 790), (80, 30)),
            R("push-button", "Cancel", "", (1260, 790), (90, 30))]
    c.tick()
    turns.append((code("pyautogui.click(326, 75)  # Format\npyautogui.click(380, 520)  # Page Style..."), doc(ps(), True)))
    st["land"] = True
    turns.append((code("pyautogui.click(690, 437)  # Landscape"), doc(ps(), True)))
    st["page"] = "Page 1 of 8"
    c.tick()
    turns.append((code("pyautogui.click(1210, 805)  # OK"), doc(modified=True)))
    rs.add("os", "h63-os-21", system("In site_report.odt, replace every 'colour' with 'color', then switch the Default Page Style to landscape."),
           turns, state=state)


def chrome_size(b: int) -> str:
    if b < 1024 ** 2:
        return f"{b / 1024:.0f} KB"
    if b < 1024 ** 3:
        return f"{b / 1024 ** 2:.1f} MB"
    return f"{b / 1024 ** 3:.1f} GB"


def gnome_size(b: int) -> str:
    if b < 1000 ** 2:
        return f"{b / 1000:.1f} kB"
    if b < 1000 ** 3:
        return f"{b / 1000 ** 2:.1f} MB"
    return f"{b / 1000 ** 3:.1f} GB"


# ---------------------------------------------------------------- 22 Chrome: downloads (bad, turn 9)
def t22(rs: RowSet) -> None:
    c = Clock("Mar 28", 12, 30)
    iso_total = 6_442_450_944
    items = [{"name": "ubuntu-24.04.2-desktop-amd64.iso", "src": "https://releases.ubuntu.com/24.04.2/ubuntu-24.04.2-desktop-amd64.iso", "day": "Today", "b": iso_total, "mod": ""},
             {"name": "invoice_88213.pdf", "src": "https://billing.fastmail.com/invoices/88213/pdf", "day": "Today", "b": 219_430, "mod": "12:22"},
             {"name": "Q1_board_pack_v3.pptx", "src": "https://drive.usercontent.google.com/download?id=1qZ8rT0vK3xLm", "day": "Today", "b": 19_503_124, "mod": "11:58"},
             {"name": "zoom_amd64.deb", "src": "https://cdn.zoom.us/prod/6.4.0.471/zoom_amd64.deb", "day": "Yesterday", "b": 193_986_560, "mod": "Yesterday"},
             {"name": "IMG_2041.jpg", "src": "https://mail.google.com/mail/u/0/?ui=2&ik=8c1f&attid=0.1", "day": "Yesterday", "b": 3_250_585, "mod": "Yesterday"},
             {"name": "node-v20.11.1-linux-x64.tar.xz", "src": "https://nodejs.org/dist/v20.11.1/node-v20.11.1-linux-x64.tar.xz", "day": "Yesterday", "b": 25_480_192, "mod": "Yesterday"}]
    st = {"got": 1.2, "paused": False, "left": 4}
    tabs = ["Downloads"]

    def page(query: str = "", names: dict[str, str] | None = None) -> list[Row]:
        rows = [R("heading", "Downloads", "Downloads", (100, 160), (200, 36)),
                R("entry", "Search downloads", query, (640, 160), (640, 36)),
                R("push-button", "More actions", "", (1860, 162), (32, 32))]
        y, day = 220, ""
        for it in items:
            if query and query not in it["name"]:
                continue
            if it["day"] != day:
                day = it["day"]
                rows.append(R("heading", day, day, (560, y), (200, 24)))
                y += 34
            shown = (names or {}).get(it["name"], it["name"])
            rows += [R("link", shown, shown, (640, y + 10), (600, 22)),
                     R("link", "", it["src"].split("/")[2], (640, y + 36), (600, 20))]
            if it["mod"] == "":
                if st["paused"]:
                    status = f"{st['got']:.1f} GB of {chrome_size(iso_total)}, Paused"
                    rows += [R("label", "", status, (640, y + 60), (600, 20)),
                             R("push-button", "Resume", "", (640, y + 90), (90, 32)),
                             R("push-button", "Cancel", "", (740, y + 90), (90, 32))]
                else:
                    status = f"{st['got']:.1f} GB of {chrome_size(iso_total)}, {st['left']} mins left"
                    rows += [R("progress-bar", "", f"{100 * st['got'] / 6.0:.0f}", (640, y + 64), (600, 6)),
                             R("label", "", status, (640, y + 74), (600, 20)),
                             R("push-button", "Pause", "", (640, y + 100), (90, 32)),
                             R("push-button", "Cancel", "", (740, y + 100), (90, 32))]
                y += 150
            else:
                rows += [R("label", "", chrome_size(it["b"]), (640, y + 60), (300, 20)),
                         R("push-button", "Show in folder", "", (640, y + 86), (140, 30))]
                y += 128
            rows.append(R("push-button", f"Remove {shown} from list", "", (1250, y - 120), (32, 32)))
        if query:
            n = sum(1 for it in items if query in it["name"])
            rows.append(R("label", "", f"{n} result" + ("" if n == 1 else "s"), (640, y + 10), (200, 20)))
        return rows

    def obs(query: str = "", names: dict[str, str] | None = None) -> str:
        url = "chrome://downloads" + (f"/?q={query}" if query else "")
        return desk(c.now(), chrome(tabs, 0, url, page(query, names), None))

    state = desk(c.now(), chrome(["Fastmail – Invoices"], 0, "https://app.fastmail.com/settings/billing",
                                 [R("heading", "Billing", "Billing", (300, 200), (300, 30))], None))
    turns = []
    c.tick()
    turns.append((code("pyautogui.hotkey('ctrl', 'j')"), obs()))
    st["got"], st["left"] = 1.6, 3
    turns.append((code("pyautogui.moveTo(900, 500)"), obs()))
    st["got"], st["paused"] = 1.7, True
    turns.append((code("pyautogui.click(685, 370)  # Pause"), obs()))
    c.tick()
    turns.append((code("pyautogui.click(960, 178)\npyautogui.write('invoice')"), obs("invoice")))
    turns.append((code("pyautogui.tripleClick(960, 178)\npyautogui.press('backspace')"), obs()))
    zoom = items.pop(3)
    c.tick()
    turns.append((code("pyautogui.click(1266, 718)  # Remove zoom_amd64.deb from list"), obs()))
    st["paused"], st["left"] = False, 3
    turns.append((code("pyautogui.click(685, 360)  # Resume"), obs()))
    c.tick()
    def listing() -> list[tuple[str, str, str]]:
        return sorted([(it["name"] + (".crdownload" if it["mod"] == "" else ""),
                        gnome_size(int(st["got"] * 1024 ** 3)) if it["mod"] == "" else gnome_size(it["b"]),
                        hm(c.t) if it["mod"] == "" else it["mod"]) for it in items + [zoom]], key=lambda e: e[0].lower())
    st["got"] = 2.3
    turns.append((code("pyautogui.click(710, 505)  # Show in folder (invoice_88213.pdf)"),
                  desk(c.now(), chrome(tabs, 0, "chrome://downloads", page(), None)
                       + files("Downloads", ["Home", "Downloads"], listing(), "invoice_88213.pdf", place="Downloads",
                               floating="“invoice_88213.pdf” selected (219.4 kB)"), ("Files",))))
    st["got"] = 2.7
    turns.append((code("pyautogui.click(35, 65)  # Google Chrome in the dock"), desk(c.now(), chrome(tabs, 0, "chrome://downloads", page(names={"invoice_88213.pdf": "invoice_88231.pdf"}), None)
                                                                                      + files("Downloads", ["Home", "Downloads"], listing(), "invoice_88213.pdf", place="Downloads",
                                                                                              floating="“invoice_88213.pdf” selected (219.4 kB)"), ("Files",))))
    rs.add("os", "h63-os-22", system("In Chrome's downloads page, pause the Ubuntu ISO download, find the Fastmail invoice, remove the Zoom installer from the list, resume the ISO download and open the invoice's folder."),
           turns, state=state, bad=True, turn=9,
           kind="Back in Chrome, the downloaded invoice is listed as invoice_88231.pdf, though the same entry (and the file in Downloads) was invoice_88213.pdf before.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
                  t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
