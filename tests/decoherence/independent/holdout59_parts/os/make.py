# ruff: noqa: E501
"""Held-out set 59, domain ``os``: 22 OSWorld-style trajectories on an Ubuntu 22.04 GNOME desktop.

Each observation is the linearized desktop accessibility tree (tag, name, text, class, description,
position, size) that OSWorld prints, after a pyautogui / helper-class code action. Eleven trajectories
hold exactly one contradiction (labelled with its turn), eleven are clean but full of legitimate
changes: edits, renames, deletions, re-sorted or filtered lists, moving clocks and live counters.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

SYS = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions. Your task is to predict the exact next desktop accessibility-tree state after an action is executed on an Ubuntu 22.04 GNOME desktop (1920x1080).

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

The action is a free-form **Python code block** (pyautogui calls, helper classes such as CalcTools, WriterTools, ImpressTools and BrowserTools, and arbitrary subprocess, os or file operations). The executed code itself is the authoritative description of what happened; use its semantics to infer which app, widget, file, cursor position, or document content should change. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}
"""

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"
DOCK = ("Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash")
MOD = "The document has been modified. Click to save the document."
SAVED = "The document has not been modified since the last save."


def R(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      cls: str = "", desc: str = "") -> str:
    text = text.replace("\n", "\\n").replace("\t", "    ")
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def screen(clock: str, body: list[str], top: list[str] | None = None) -> str:
    rows = [HDR, R("label", "Home", "", (1833, 1037), (40, 17)),
            R("label", "Activities", "Activities", (0, 0), (99, 27)),
            R("label", "", clock, (884, 0), (152, 27))]
    rows += top or []
    rows.append(R("menu", "System", "", (1739, 0), (181, 27)))
    rows += [R("push-button", n, "", (0, 33 + 68 * i), (70, 64)) for i, n in enumerate(DOCK)]
    rows.append(R("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    return "\n".join(rows + body)


def menus(names: list[str] | tuple[str, ...], x: int = 70, y: int = 56, h: int = 26, tag: str = "menu") -> list[str]:
    out = []
    for n in names:
        w = 16 + 8 * len(n)
        out.append(R(tag, n, "", (x, y), (w, h)))
        x += w
    return out


def buttons(names: list[str] | tuple[str, ...], x: int, y: int, w: int = 34, h: int = 34, gap: int = 2,
            tag: str = "push-button") -> list[str]:
    out = []
    for n in names:
        out.append(R(tag, n, "", (x, y), (w, h)))
        x += w + gap
    return out


def clock(day: str, minute: int) -> str:
    return f"{day}  {minute // 60:02d}:{minute % 60:02d}"


def fnum(x: float) -> str:
    return f"{x:,.4f}".rstrip("0").rstrip(".")


def hm(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


# ---------------------------------------------------------------- LibreOffice Calc
CALC_MENUS = ("File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help")
CALC_TOOLS = ("New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
              "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling", "Row", "Column",
              "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart",
              "Insert or Edit Pivot Table", "Special Character", "Hyperlink", "Comment",
              "Headers and Footers", "Define Print Area", "Freeze Rows and Columns", "Split Window",
              "Show Draw Functions")


def calc(title: str, namebox: str, formula: str, grid: dict[str, str], cols: str, widths: list[int],
         rows_vis: list[int], sheets: list[str], active: int, modified: bool, sums: str = "Average: ; Sum: 0",
         selected: str = "", extra: list[str] | None = None, outline: bool = False) -> list[str]:
    out = [R("frame", f"{title} - LibreOffice Calc", "", (70, 27), (1850, 1053))]
    out += menus(CALC_MENUS)
    out += buttons(CALC_TOOLS, 76, 86)
    out.append(R("combo-box", "Name Box", namebox, (76, 126), (120, 26)))
    out += buttons(("Function Wizard", "Select Function", "Formula"), 200, 126, 26, 26)
    out.append(R("paragraph", "Input line", formula, (290, 126), (1620, 26)))
    x0 = 148 if outline else 118
    if outline:
        out += buttons(("1", "2", "3"), 76, 158, 18, 18, 4)
    y = 180
    for r in rows_vis:
        x = x0
        for c, w in zip(cols, widths):
            out.append(R("table-cell", f"{c}{r}", grid.get(f"{c}{r}", ""), (x, y), (w, 19)))
            x += w
        y += 19
    x = 140
    for s in sheets:
        out.append(R("page-tab", s, "", (x, 1004), (14 + 8 * len(s), 22)))
        x += 16 + 8 * len(s)
    out.append(R("label", "", f"Sheet {active} of {len(sheets)}", (72, 1034), (110, 18)))
    out.append(R("label", "", f"PageStyle_{sheets[active - 1]}", (250, 1034), (150, 18)))
    out.append(R("label", "", "English (USA)", (520, 1034), (110, 18)))
    out.append(R("label", "", selected, (760, 1034), (220, 18)))
    out.append(R("push-button", "", "", (1010, 1034), (22, 18), desc=MOD if modified else SAVED))
    out.append(R("label", "", sums, (1180, 1034), (300, 18)))
    out.append(R("slider", "Zoom", "", (1650, 1034), (160, 18)))
    out.append(R("label", "", "100%", (1830, 1034), (50, 18)))
    return out + (extra or [])


# ---------------------------------------------------------------- 01 Calc data validation (clean)
def t01(rs: RowSet) -> None:
    task = "In inventory_q3.xlsx, restrict Status (D2:D41) to the list Open, Shipped, Backorder with a stop alert, then set the status of the hex bolts (row 5) to Backorder and save in the current format."
    names = ["Hex bolt M8x40", "Flat washer M8", "Nyloc nut M8", "Hex bolt M10x60", "Spring washer M10",
             "Threaded rod M10x1000", "Anchor bolt 12x120", "Wood screw 5x50", "Drywall screw 3.5x35",
             "Cable tie 300mm", "Hose clamp 20-32", "Rivet 4x10", "Eye bolt M12", "Carriage bolt M8x70",
             "Wing nut M6", "Shackle 10mm", "Turnbuckle M10", "Chain 6mm/m", "U-bolt M8x50",
             "Toggle bolt 1/4", "Socket cap M6x25", "Set screw M5x8", "Coupling nut M10", "T-nut M8",
             "Lag screw 8x80", "Roofing screw 6.3x25", "Dowel 10x40", "Cotter pin 3x30", "Circlip 20mm",
             "Grub screw M4x6", "Pan head M4x16", "Countersunk M5x20", "Shoulder bolt 8x30",
             "Thumb screw M5x12", "Hanger bolt M8x80", "J-bolt M10x150", "Banjo bolt M10", "Flange nut M8",
             "Acorn nut M6", "Square nut M5"]
    pat = "OSOOBSSOOBSOOSBOSOSOBOSSOOBOSOSOOBSOSOSB"
    full = {"O": "Open", "S": "Shipped", "B": "Backorder"}
    g = {"A1": "SKU", "B1": "Item", "C1": "Qty", "D1": "Status", "E1": "Updated"}
    for i, n in enumerate(names):
        r = i + 2
        g[f"A{r}"] = f"WH-{10421 + i * 17}"
        g[f"B{r}"] = n
        g[f"C{r}"] = str((i * 137) % 900 + 40)
        g[f"D{r}"] = full[pat[i]]
        g[f"E{r}"] = f"2024-07-{1 + (i * 5) % 17:02d}"
    assert g["D5"] == "Open"
    cols, widths, vis = "ABCDEF", [96, 190, 70, 110, 104, 80], list(range(1, 23))
    sheets = ["Stock", "Suppliers"]
    day = "Jul 18"

    def view(mn: int, nb: str, fx: str, mod: bool, sel: str = "", extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), calc("inventory_q3.xlsx", nb, fx, g, cols, widths, vis, sheets, 1, mod,
                                           selected=sel, extra=extra))

    def dlg(tab: str, body: list[str]) -> list[str]:
        d = [R("dialog", "Validity", "", (660, 290), (600, 470)),
             R("page-tab-list", "", "", (672, 330), (576, 28))]
        d += [R("page-tab", t, "", (676 + 114 * i, 332), (110, 24), desc="selected" if t == tab else "")
              for i, t in enumerate(("Criteria", "Input Help", "Error Alert"))]
        d += body
        d += buttons(("Help", "Reset", "OK", "Cancel"), 672, 716, 132, 34, 10)
        return d

    def crit(allow: str, entries: str) -> list[str]:
        return [
        R("label", "Allow:", "Allow:", (690, 380), (60, 18)), R("combo-box", "Allow:", allow, (790, 376), (220, 28)),
        R("check-box", "Allow empty cells", "", (790, 414), (200, 20), desc="checked"),
    ] + ([R("check-box", "Show selection list", "", (790, 442), (200, 20), desc="checked"),
          R("check-box", "Sort entries ascending", "", (790, 470), (220, 20), desc="not checked"),
          R("label", "Entries", "Entries", (690, 506), (60, 18)),
          R("text", "Entries", entries, (790, 502), (440, 160))] if allow == "List" else [])
    err = [R("check-box", "Show error message when invalid values are entered", "", (690, 380), (420, 20), desc="checked"),
           R("label", "Action:", "Action:", (690, 420), (60, 18)), R("combo-box", "Action:", "Stop", (790, 416), (220, 28)),
           R("label", "Title:", "Title:", (690, 460), (60, 18)), R("text", "Title:", "Invalid status", (790, 456), (440, 28)),
           R("label", "Error message:", "Error message:", (690, 500), (110, 18)),
           R("text", "Error message:", "Use Open, Shipped or Backorder.", (790, 524), (440, 150))]
    entries = "Open\nShipped\nBackorder"
    sel40 = "Selected: 40 rows, 1 column"
    state = view(9 * 60 + 11, "A1", "SKU", False)
    turns = []
    turns.append((code("pyautogui.click(136, 139)\npyautogui.write('D2:D41')\npyautogui.press('enter')"),
                  view(9 * 60 + 12, "D2:D41", g["D2"], False, sel40)))
    turns.append((code("pyautogui.click(812, 69)  # Data\npyautogui.click(850, 512)  # Validity...\ntime.sleep(1)"),
                  view(9 * 60 + 13, "D2:D41", g["D2"], False, sel40, dlg("Criteria", crit("All values", "")))))
    turns.append((code("pyautogui.click(900, 390)\npyautogui.click(900, 470)  # List\npyautogui.click(1000, 580)\npyautogui.write('Open\\nShipped\\nBackorder')"),
                  view(9 * 60 + 13, "D2:D41", g["D2"], False, sel40, dlg("Criteria", crit("List", entries)))))
    turns.append((code("pyautogui.click(846, 344)  # Error Alert tab\npyautogui.click(700, 390)\npyautogui.click(1000, 470)\npyautogui.write('Invalid status')\npyautogui.click(1000, 590)\npyautogui.write('Use Open, Shipped or Backorder.')"),
                  view(9 * 60 + 14, "D2:D41", g["D2"], False, sel40, dlg("Error Alert", err))))
    turns.append((code("pyautogui.click(1007, 733)  # OK"),
                  view(9 * 60 + 14, "D2:D41", g["D2"], True, sel40)))
    alert = [R("alert", "Invalid status", "", (740, 460), (440, 150)),
             R("label", "", "Use Open, Shipped or Backorder.", (800, 500), (320, 18)),
             R("push-button", "OK", "", (960, 560), (90, 32)), R("push-button", "Cancel", "", (1060, 560), (90, 32))]
    turns.append((code("pyautogui.click(520, 256)  # D5\npyautogui.write('Pending')\npyautogui.press('enter')"),
                  view(9 * 60 + 15, "D5", "Pending", True, "", alert)))
    pop = [R("list", "", "", (520, 265), (110, 62))] + [R("list-item", v, v, (520, 265 + 20 * i), (110, 20)) for i, v in enumerate(("Open", "Shipped", "Backorder"))]
    turns.append((code("pyautogui.click(1105, 576)  # Cancel\npyautogui.hotkey('alt', 'down')"),
                  view(9 * 60 + 15, "D5", "Open", True, "", pop)))
    g["D5"] = "Backorder"
    turns.append((code("pyautogui.press('down', presses=2)\npyautogui.press('enter')\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)\npyautogui.press('enter')  # Use Excel 2007-365!"),
                  view(9 * 60 + 16, "D6", g["D6"], False)))
    rs.add("os", "h59-os-01", SYS.format(task=task), turns, state=state)


# ---------------------------------------------------------------- LibreOffice Writer
WRITER_MENUS = ("File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help")
WRITER_TOOLS = ("New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy",
                "Paste", "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo", "Find & Replace",
                "Check Spelling", "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart",
                "Insert Special Character", "Insert Page Break", "Insert Field", "Insert Hyperlink",
                "Insert Footnote", "Insert Endnote", "Insert Bookmark", "Insert Cross-reference",
                "Insert Comment", "Track Changes", "Insert Line", "Basic Shapes")


def writer(title: str, body: list[tuple[str, str]], status: list[str], modified: bool, style: str = "Default Paragraph Style",
           side: list[str] | None = None, extra: list[str] | None = None, font: str = "Liberation Serif",
           size: str = "12 pt") -> list[str]:
    out = [R("frame", f"{title} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    out += menus(WRITER_MENUS)
    out += buttons(WRITER_TOOLS, 76, 86)
    out.append(R("combo-box", "Paragraph Style", style, (76, 126), (190, 26)))
    out.append(R("combo-box", "Font Name", font, (270, 126), (170, 26)))
    out.append(R("combo-box", "Font Size", size, (444, 126), (70, 26)))
    out += buttons(("Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Font Color",
                    "Character Highlighting Color", "Align Left", "Align Center", "Align Right", "Justified",
                    "Toggle Unordered List", "Toggle Ordered List", "Increase Indent", "Decrease Indent"),
                   520, 126, 26, 26)
    out.append(R("document-text", "", "", (400, 164), (1120, 846)))
    y = 176
    for tag, text in body:
        h = 18 * max(1, (len(text) + 104) // 105)
        out.append(R(tag, "", text, (470, y), (980, h)))
        y += h + 8
    out += side or []
    x = 72
    for s in status:
        out.append(R("label", "", s, (x, 1034), (40 + 7 * len(s), 18)))
        x += 60 + 7 * len(s)
    out.append(R("push-button", "", "", (1300, 1034), (22, 18), desc=MOD if modified else SAVED))
    out.append(R("slider", "Zoom", "", (1660, 1034), (150, 18)))
    out.append(R("label", "", "100%", (1830, 1034), (50, 18)))
    return out + (extra or [])


# ---------------------------------------------------------------- 02 Writer header/footer/comment (bad: header date)
def t02(rs: RowSet) -> None:
    task = "Add a header 'Brightwater Clinic · Infection Control Policy · Rev. 7 (2024-03-11)' and a page-number footer to infection_control_policy.odt, comment on the audit cadence in section 9.2, and save."
    hdr_ok = "Brightwater Clinic · Infection Control Policy · Rev. 7 (2024-03-11)"
    pages = {
        1: [("heading", "Infection Prevention and Control Policy"),
            ("paragraph", "Document owner: Infection Prevention and Control (IPC) Committee · Policy ID: BWC-IPC-004"),
            ("paragraph", "Approved by: Clinical Governance Board on 2024-02-27 · Next review due: 2026-02-27"),
            ("heading", "1. Purpose"),
            ("paragraph", "This policy sets out how Brightwater Clinic prevents and controls healthcare-associated infections across its outpatient, day-surgery and community services, in line with the national infection prevention and control manual."),
            ("heading", "2. Scope"),
            ("paragraph", "It applies to all employed and bank staff, contractors, students and volunteers working at the Harbour Road, Millbrook and Eastgate sites, and to any visiting clinician who has patient contact."),
            ("paragraph", "It does not cover occupational health screening, which is set out in policy BWC-OH-011."),
            ("heading", "3. Summary of changes in revision 7"),
            ("paragraph", "Updated sharps disposal (section 6.4), new outbreak escalation thresholds (section 8.1), and a revised hand hygiene audit method (section 9.2).")],
        3: [("heading", "4. Roles and responsibilities"),
            ("paragraph", "4.1 The Chief Executive holds overall accountability for infection prevention and control and delegates operational responsibility to the Director of Nursing."),
            ("paragraph", "4.2 The Director of Nursing is the Director of Infection Prevention and Control (DIPC) and chairs the IPC Committee, which meets every six weeks."),
            ("paragraph", "4.3 The IPC lead nurse maintains the audit programme, reviews every reported healthcare-associated infection within 72 hours and reports monthly to the committee."),
            ("paragraph", "4.4 Ward and department managers make sure that staff complete mandatory IPC training every 12 months and that audit actions are closed within 30 days."),
            ("paragraph", "4.5 Every member of staff follows standard infection control precautions with every patient, every time."),
            ("heading", "5. Standard infection control precautions"),
            ("paragraph", "5.1 Patient placement is assessed on admission using the infection risk assessment in Appendix B.")],
        9: [("heading", "9. Monitoring and audit"),
            ("paragraph", "9.1 Compliance with this policy is monitored through the annual IPC audit programme approved by the committee in March."),
            ("heading", "9.2 Hand hygiene compliance audits"),
            ("paragraph", "Ward managers carry out quarterly observational audits using the WHO Five Moments tool, observing at least 20 opportunities per clinical area per audit."),
            ("paragraph", "Results below 95% trigger a repeat audit within 14 days and an action plan agreed with the IPC lead nurse."),
            ("paragraph", "9.3 Environmental cleanliness audits follow the national specification for cleanliness, with scores published on the staff intranet every month."),
            ("heading", "10. Training"),
            ("paragraph", "10.1 Level 1 IPC training is completed at induction and every three years; Level 2 is completed every 12 months by all staff with patient contact.")],
    }
    day = "Mar 11"

    def view(mn: int, page: int, header: str | None, footer: bool, mod: bool, comment: bool = False,
             side: list[str] | None = None, extra: list[str] | None = None) -> str:
        body: list[tuple[str, str]] = []
        if header is not None:
            body.append(("paragraph", header))
        body += pages[page]
        if footer:
            body.append(("paragraph", str(page)))
        sd = list(side or [])
        if comment and page == 9:
            sd += [R("panel", "Comment", "", (1530, 260), (300, 120)),
                   R("label", "", "Dana Whitfield", (1540, 266), (120, 18)),
                   R("label", "", "03/11/2024, 10:47", (1540, 286), (140, 16)),
                   R("paragraph", "", "Confirm audit cadence with IPC lead — monthly since January?", (1540, 308), (280, 36)),
                   R("push-button", "Open Comment Menu", "", (1800, 266), (20, 20))]
        st = [f"Page {page} of 14", "Default Page Style", "English (UK)"]
        return screen(clock(day, mn), writer("infection_control_policy.odt", body, st, mod, side=sd, extra=extra))

    state = view(10 * 60 + 41, 1, None, False, False)
    T = []
    T.append((code("pyautogui.click(241, 69)  # Insert\npyautogui.click(310, 560)  # Header and Footer\npyautogui.click(520, 560)  # Header\npyautogui.click(720, 560)  # Default Page Style"),
              view(10 * 60 + 42, 1, "", False, True)))
    T.append((code(f"pyautogui.write({hdr_ok!r})"), view(10 * 60 + 43, 1, hdr_ok, False, True)))
    T.append((code("pyautogui.click(241, 69)  # Insert\npyautogui.click(310, 560)\npyautogui.click(520, 586)  # Footer\npyautogui.click(720, 586)  # Default Page Style\npyautogui.click(241, 69)\npyautogui.click(300, 620)  # Field\npyautogui.click(480, 646)  # Page Number"),
              view(10 * 60 + 44, 1, hdr_ok, True, True)))
    T.append((code("pyautogui.hotkey('ctrl', 'g')\ntime.sleep(0.5)\npyautogui.write('9')\npyautogui.press('enter')"),
              view(10 * 60 + 45, 9, hdr_ok, True, True)))
    T.append((code("pyautogui.doubleClick(868, 389)  # 'quarterly'\npyautogui.hotkey('ctrl', 'alt', 'c')\npyautogui.write('Confirm audit cadence with IPC lead — monthly since January?')\npyautogui.press('esc')"),
              view(10 * 60 + 47, 9, hdr_ok, True, True, comment=True)))
    T.append((code("pyautogui.hotkey('ctrl', 'g')\ntime.sleep(0.5)\npyautogui.write('3')\npyautogui.press('enter')"),
              view(10 * 60 + 48, 3, hdr_ok.replace("2024-03-11", "2024-03-01"), True, True)))
    nav = [R("panel", "Navigator", "", (1530, 164), (386, 846)),
           R("combo-box", "Navigate By", "Headings", (1540, 196), (200, 26)),
           R("tree-table", "Content Navigation View", "", (1540, 290), (366, 600))]
    items = [("Headings", "14"), ("Tables", "2"), ("Frames", "0"), ("Images", "1"), ("OLE objects", "0"),
             ("Bookmarks", "3"), ("Sections", "0"), ("Hyperlinks", "4"), ("References", "0"), ("Indexes", "0"),
             ("Comments", "1"), ("Drawing objects", "0"), ("Fields", "2"), ("Footnotes", "0"), ("Endnotes", "0")]
    y = 296
    for n, c in items:
        nav.append(R("tree-item", n, f"{n} ({c})" if c != "0" else n, (1556, y), (330, 20)))
        y += 22
        if n == "Comments":
            cm = "Confirm audit cadence with IPC lead — monthly since January?"
            nav.append(R("tree-item", cm, cm, (1576, y), (310, 20)))
            y += 22
    T.append((code("pyautogui.press('f5')"), view(10 * 60 + 49, 3, hdr_ok, True, True, side=nav)))
    T.append((code("pyautogui.press('f5')\npyautogui.hotkey('ctrl', 'g')\ntime.sleep(0.5)\npyautogui.write('9')\npyautogui.press('enter')"),
              view(10 * 60 + 50, 9, hdr_ok, True, True, comment=True)))
    T.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"), view(10 * 60 + 50, 9, hdr_ok, True, False, comment=True)))
    rs.add("os", "h59-os-02", SYS.format(task=task), T, state=state, bad=True, turn=6,
           kind="The page header typed as 'Rev. 7 (2024-03-11)' shows 'Rev. 7 (2024-03-01)' on page 3 with no edit to the header.")


# ---------------------------------------------------------------- GIMP
GIMP_MENUS = ("File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help")
GIMP_TOOLS = ("Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
              "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Bucket Fill Tool",
              "Gradient Tool", "Clone Tool", "Smudge Tool", "Text Tool", "Paths Tool", "Color Picker Tool",
              "Zoom Tool")


def gimp(title: str, options: list[str], layers: list[tuple[str, str]], zoom: str, status: str,
         canvas: tuple[int, int], extra: list[str] | None = None) -> list[str]:
    out = [R("frame", title, "", (70, 27), (1850, 1053))]
    out += menus(GIMP_MENUS, 70, 56)
    out += [R("toggle-button", n, "", (76 + 34 * (i % 6), 96 + 34 * (i // 6)), (32, 32)) for i, n in enumerate(GIMP_TOOLS)]
    out.append(R("push-button", "Foreground & background colors", "", (90, 208), (90, 64)))
    out += options
    w, h = canvas
    out.append(R("ruler", "", "", (300, 90), (1300, 18)))
    out.append(R("ruler", "", "", (282, 108), (18, 880)))
    out.append(R("drawing-area", "", "", (950 - w // 2, 548 - h // 2), (w, h)))
    out.append(R("combo-box", "", "px", (300, 1006), (60, 24)))
    out.append(R("combo-box", "Zoom", zoom, (366, 1006), (90, 24)))
    out.append(R("label", "", status, (470, 1010), (600, 18)))
    out.append(R("page-tab", "Layers", "", (1624, 90), (70, 24)))
    out.append(R("page-tab", "Channels", "", (1696, 90), (80, 24)))
    out.append(R("page-tab", "Paths", "", (1778, 90), (60, 24)))
    out.append(R("page-tab", "Undo History", "", (1840, 90), (76, 24)))
    out.append(R("combo-box", "Mode", "Normal", (1626, 122), (200, 26)))
    out.append(R("spin-button", "Opacity", "100.0", (1626, 152), (280, 24)))
    out += buttons(("Lock pixels", "Lock position and size", "Lock alpha channel"), 1626, 182, 26, 22)
    out.append(R("tree-table", "", "", (1626, 210), (284, 340)))
    out += [R("table-cell", "", n, (1660, 214 + 40 * i), (230, 36), desc=d) for i, (n, d) in enumerate(layers)]
    out += buttons(("Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                    "Duplicate this layer", "Anchor the floating layer", "Add a mask", "Delete this layer"),
                   1626, 556, 30, 26)
    out.append(R("page-tab", "Brushes", "", (1624, 600), (70, 24)))
    out.append(R("page-tab", "Patterns", "", (1696, 600), (80, 24)))
    out.append(R("page-tab", "Fonts", "", (1778, 600), (60, 24)))
    return out + (extra or [])


# ---------------------------------------------------------------- 03 GIMP select/crop/scale (bad: scaled height)
def t03(rs: RowSet) -> None:
    task = "Crop harbor_dusk.jpg to the 2400x1600 harbour area starting at (816, 712), scale it to 1200 px wide keeping the aspect ratio, and export it as harbor_dusk_web.jpg."
    day = "Apr 6"

    def title(mod: bool, w: int, h: int) -> str:
        return f"{'*' if mod else ''}[harbor_dusk] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {w}x{h} – GIMP"

    def rect_opts(px: str, py: str, sw: str, sh: str) -> list[str]:
        o = [R("label", "", "Rectangle Select", (76, 290), (180, 18)),
             R("label", "Mode:", "Mode:", (76, 316), (40, 18))]
        o += buttons(("Replace the current selection", "Add to the current selection",
                      "Subtract from the current selection", "Intersect with the current selection"), 120, 312, 26, 24)
        o += [R("check-box", "Antialiasing", "", (76, 344), (120, 20), desc="checked"),
              R("check-box", "Feather edges", "", (76, 368), (120, 20), desc="not checked"),
              R("check-box", "Rounded corners", "", (76, 392), (140, 20), desc="not checked"),
              R("check-box", "Expand from center", "", (76, 416), (150, 20), desc="not checked"),
              R("check-box", "Fixed", "", (76, 440), (60, 20), desc="not checked"),
              R("combo-box", "", "Aspect ratio", (140, 438), (120, 24)),
              R("label", "Position:", "Position:", (76, 472), (70, 18)),
              R("spin-button", "", px, (76, 494), (90, 24)), R("spin-button", "", py, (170, 494), (90, 24)),
              R("label", "Size:", "Size:", (76, 526), (40, 18)),
              R("spin-button", "", sw, (76, 548), (90, 24)), R("spin-button", "", sh, (170, 548), (90, 24)),
              R("check-box", "Highlight", "", (76, 584), (100, 20), desc="not checked"),
              R("combo-box", "", "No guides", (76, 610), (180, 24)),
              R("push-button", "Auto Shrink", "", (76, 640), (110, 28)),
              R("check-box", "Shrink merged", "", (76, 672), (130, 20), desc="not checked")]
        return o

    move_opts = [R("label", "", "Move", (76, 290), (180, 18)),
                 R("label", "Move:", "Move:", (76, 316), (40, 18)),
                 R("radio-button", "Pick a layer or guide", "", (76, 340), (190, 20)),
                 R("radio-button", "Move the active layer", "", (76, 364), (190, 20))]
    lay = [("harbor_dusk.jpg", "")]

    def view(mn: int, mod: bool, w: int, h: int, opts: list[str], zoom: str, mem: str, canvas: tuple[int, int],
             extra: list[str] | None = None, status: str | None = None) -> str:
        st = status or f"harbor_dusk.jpg ({mem})"
        return screen(clock(day, mn), gimp(title(mod, w, h), opts, lay, zoom, st, canvas, extra))

    state = view(15 * 60 + 2, False, 4032, 3024, move_opts, "25%", "70.1 MB", (1008, 756))
    T = []
    T.append((code("pyautogui.press('r')"), view(15 * 60 + 2, False, 4032, 3024, rect_opts("0", "0", "0", "0"), "25%", "70.1 MB", (1008, 756))))
    T.append((code("pyautogui.moveTo(520, 420)\npyautogui.dragTo(1120, 820, duration=0.5)\nfor (x, y), v in zip([(121, 506), (215, 506), (121, 560), (215, 560)], ['816', '712', '2400', '1600']):\n    pyautogui.tripleClick(x, y)\n    pyautogui.write(v)\n    pyautogui.press('tab')"),
              view(15 * 60 + 4, True, 4032, 3024, rect_opts("816", "712", "2400", "1600"), "25%", "70.2 MB", (1008, 756),
                   status="Rectangle: 2400 × 1600  (3:2)")))
    T.append((code("pyautogui.click(530, 69)  # Image\npyautogui.click(600, 310)  # Crop to Selection"),
              view(15 * 60 + 5, True, 2400, 1600, rect_opts("0", "0", "0", "0"), "25%", "95.0 MB", (600, 400))))
    def sc(w: int, h: int) -> list[str]:
        return [
        R("dialog", "Scale Image", "", (700, 330), (420, 400)),
        R("label", "", "harbor_dusk-1 ([harbor_dusk] (imported))", (760, 344), (300, 18)),
        R("label", "Image Size", "Image Size", (716, 380), (90, 18)),
        R("spin-button", "Width:", str(w), (800, 404), (110, 26)),
        R("spin-button", "Height:", str(h), (800, 436), (110, 26)),
        R("toggle-button", "Constrain aspect ratio", "", (920, 418), (20, 34), desc="chain linked"),
        R("combo-box", "", "px", (950, 418), (70, 26)),
        R("label", "", f"{w} × {h} pixels", (800, 470), (200, 18)),
        R("label", "", "72 ppi, RGB Color", (800, 490), (200, 18)),
        R("spin-button", "X resolution:", "72.000", (800, 520), (110, 26)),
        R("spin-button", "Y resolution:", "72.000", (800, 552), (110, 26)),
        R("combo-box", "", "pixels/in", (950, 536), (100, 26)),
        R("label", "Quality", "Quality", (716, 592), (60, 18)),
        R("combo-box", "Interpolation:", "Cubic", (830, 614), (180, 26)),
        R("push-button", "Help", "", (716, 680), (80, 32)), R("push-button", "Reset", "", (806, 680), (80, 32)),
        R("push-button", "Scale", "", (920, 680), (90, 32)), R("push-button", "Cancel", "", (1016, 680), (90, 32))]
    T.append((code("pyautogui.hotkey('shift', 'ctrl', 'a')\npyautogui.click(530, 69)  # Image\npyautogui.click(600, 520)  # Scale Image..."),
              view(15 * 60 + 6, True, 2400, 1600, rect_opts("0", "0", "0", "0"), "25%", "95.0 MB", (600, 400), extra=sc(2400, 1600))))
    T.append((code("pyautogui.tripleClick(855, 417)\npyautogui.write('1200')\npyautogui.press('tab')"),
              view(15 * 60 + 6, True, 2400, 1600, rect_opts("0", "0", "0", "0"), "25%", "95.0 MB", (600, 400), extra=sc(1200, 800))))
    T.append((code("pyautogui.click(965, 696)  # Scale\ntime.sleep(2)"),
              view(15 * 60 + 7, True, 1200, 800, rect_opts("0", "0", "0", "0"), "25%", "101.3 MB", (300, 200))))
    T.append((code("pyautogui.press('1')  # View > Zoom > 1:1"),
              view(15 * 60 + 7, True, 1200, 800, rect_opts("0", "0", "0", "0"), "100%", "101.3 MB", (1200, 800))))

    def props(w: int, h: int) -> list[str]:
        kv = [("Size in pixels:", f"{w} × {h} pixels"), ("Print size:", f"{w / 72:.3f} × {h / 72:.3f} inches"),
              ("Resolution:", "72 × 72 ppi"), ("Color space:", "RGB color"), ("Precision:", "8-bit gamma integer"),
              ("File Name:", "/home/user/Pictures/harbor_dusk.jpg"), ("File Size:", "3.8 MB"),
              ("File Type:", "JPEG image"), ("Size in memory:", "101.3 MB"), ("Undo steps:", "4"),
              ("Redo steps:", "0"), ("Number of pixels:", f"{w * h:,}"), ("Number of layers:", "1"),
              ("Number of channels:", "0"), ("Number of paths:", "0")]
        d = [R("dialog", "Image Properties", "", (660, 250), (520, 560)),
             R("page-tab", "Properties", "", (676, 290), (90, 24), desc="selected"),
             R("page-tab", "Color Profile", "", (770, 290), (100, 24)),
             R("page-tab", "Comment", "", (874, 290), (80, 24))]
        d += [x for i, (k, v) in enumerate(kv) for x in (R("label", k, k, (690, 330 + 26 * i), (150, 18)),
                                                          R("label", "", v, (860, 330 + 26 * i), (300, 18)))]
        d += [R("push-button", "Help", "", (676, 760), (80, 32)), R("push-button", "Close", "", (1084, 760), (80, 32))]
        return d
    T.append((code("pyautogui.hotkey('alt', 'enter')  # Image > Image Properties"),
              view(15 * 60 + 8, True, 1200, 800, rect_opts("0", "0", "0", "0"), "100%", "101.3 MB", (1200, 800), extra=props(1200, 900))))
    files = [("harbor_dusk.jpg", "3.8 MB", "09:14"), ("IMG_4471.jpg", "4.2 MB", "2 Apr"), ("IMG_4472.jpg", "4.0 MB", "2 Apr"),
             ("lighthouse_pano.tif", "88.6 MB", "28 Mar"), ("logo_draft.xcf", "1.1 MB", "21 Mar"), ("pier_night.jpg", "3.1 MB", "2 Apr")]

    def export(name: str) -> list[str]:
        d = [R("dialog", "Export Image", "", (480, 180), (960, 700)),
             R("text", "Name:", name, (580, 200), (500, 28)),
             R("label", "", "Pictures", (600, 240), (100, 26)),
             R("table-column-header", "Name", "", (700, 280), (420, 24)),
             R("table-column-header", "Size", "", (1120, 280), (100, 24)),
             R("table-column-header", "Modified", "", (1220, 280), (120, 24))]
        for i, (n, sz, m) in enumerate(files):
            y = 306 + 26 * i
            d += [R("table-cell", "", n, (700, y), (420, 24)), R("table-cell", "", sz, (1120, y), (100, 24)),
                  R("table-cell", "", m, (1220, y), (120, 24))]
        d += [R("push-button", "Select File Type (By Extension)", "", (496, 800), (300, 28)),
              R("push-button", "Help", "", (496, 836), (80, 32)), R("push-button", "Export", "", (1250, 836), (80, 32)),
              R("push-button", "Cancel", "", (1340, 836), (80, 32))]
        return d
    T.append((code("pyautogui.click(1124, 776)  # Close\npyautogui.hotkey('shift', 'ctrl', 'e')"),
              view(15 * 60 + 9, True, 1200, 800, rect_opts("0", "0", "0", "0"), "100%", "101.3 MB", (1200, 800), extra=export("harbor_dusk.jpg"))))
    jpg = [R("dialog", "Export Image as JPEG", "", (720, 300), (480, 460)),
           R("slider", "Quality", "90", (740, 340), (360, 24)),
           R("check-box", "Show preview in image window", "", (740, 376), (260, 20), desc="not checked"),
           R("label", "", "File size: unknown", (740, 404), (200, 18)),
           R("check-box", "Save Exif data", "", (740, 440), (200, 20), desc="checked"),
           R("check-box", "Save XMP data", "", (740, 464), (200, 20), desc="checked"),
           R("check-box", "Save color profile", "", (740, 488), (200, 20), desc="checked"),
           R("check-box", "Save thumbnail", "", (740, 512), (200, 20), desc="checked"),
           R("push-button", "Advanced Options", "", (740, 548), (180, 24)),
           R("push-button", "Load Defaults", "", (740, 700), (120, 32)), R("push-button", "Save Defaults", "", (870, 700), (120, 32)),
           R("push-button", "Export", "", (1010, 700), (80, 32)), R("push-button", "Cancel", "", (1100, 700), (80, 32))]
    T.append((code("pyautogui.tripleClick(830, 214)\npyautogui.write('harbor_dusk_web.jpg')\npyautogui.press('enter')"),
              view(15 * 60 + 10, True, 1200, 800, rect_opts("0", "0", "0", "0"), "100%", "101.3 MB", (1200, 800), extra=jpg)))
    rs.add("os", "h59-os-03", SYS.format(task=task), T, state=state, bad=True, turn=8,
           kind="Image Properties reports 1200 × 900 pixels although the image was scaled from 2400×1600 to 1200×800 (title and Scale dialog showed 800).")


# ---------------------------------------------------------------- Google Chrome
def chrome(tabs: list[str], active: int, url: str, content: list[str], extra: list[str] | None = None,
           site_info: str = "View site information") -> list[str]:
    out = [R("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    x = 80
    for t in tabs:
        out.append(R("page-tab", t, "", (x, 32), (236, 34), desc="selected" if t == tabs[active] else ""))
        out.append(R("push-button", "Close", "", (x + 206, 40), (20, 20)))
        x += 240
    out += [R("push-button", "New Tab", "", (x + 4, 36), (28, 28)), R("push-button", "Search tabs", "", (1776, 36), (28, 28)),
            R("push-button", "Minimize", "", (1812, 36), (28, 28)), R("push-button", "Maximize", "", (1848, 36), (28, 28)),
            R("push-button", "Close", "", (1884, 36), (28, 28))]
    out += buttons(("Back", "Forward", "Reload"), 80, 72, 34, 34, 4)
    out.append(R("push-button", site_info, "", (214, 76), (26, 26)))
    out.append(R("entry", "Address and search bar", url, (240, 72), (1380, 34)))
    out += buttons(("Bookmark this tab", "Extensions", "You", "Chrome"), 1640, 72, 34, 34, 6)
    return out + content + (extra or [])


# ---------------------------------------------------------------- 04 Chrome tabs + site settings (clean)
def t04(rs: RowSet) -> None:
    task = "Stop calendar.google.com from sending notifications, tidy the open tabs, and bring back the Jira board tab if it gets closed."
    day = "Feb 20"
    fm3, fm4 = "Inbox (3) - priya.n@fastmail.com | Fastmail", "Inbox (4) - priya.n@fastmail.com | Fastmail"
    jira, graf, sett = "SPRINT-42 board - Agile Board - Jira", "Node Exporter Full - Dashboards - Grafana", "Settings - Notifications"
    mail = [("GitHub", "[northwind/ledger] Run failed: CI - main (4f2c9e1)", "13:58"),
            ("Jonas Weber", "Re: Q1 capacity plan — updated numbers", "13:41"),
            ("Atlassian", "[JIRA] (NW-2291) Checkout returns 502 under load", "12:57"),
            ("Hetzner Online", "Invoice 084411273 for February", "11:30"),
            ("Lena Fischer", "Offsite agenda draft", "10:12"),
            ("PagerDuty", "RESOLVED: [#51822] disk usage > 85% on db-02", "09:46"),
            ("Google Calendar", "Updated invitation: Platform sync @ Thu 22 Feb", "Yesterday"),
            ("Figma", "Marco commented on Checkout v2", "Yesterday")]

    def fastmail(msgs: list[tuple[str, str, str]], unread: int) -> list[str]:
        c = [R("heading", "Inbox", "Inbox", (420, 130), (80, 28)), R("label", "", f"{unread} unread · {len(msgs) + 1180} messages", (520, 136), (220, 18)),
             R("entry", "Search", "", (420, 170), (600, 32))]
        c += [R("link", f"{s} {sub} {t}", f"{s} — {sub}", (420, 214 + 44 * i), (1300, 40)) for i, (s, sub, t) in enumerate(msgs)]
        return c
    jira_c = [R("heading", "SPRINT-42 board", "SPRINT-42 board", (380, 140), (300, 30)),
              R("label", "", "Sprint 42 · 12 Feb – 23 Feb · 3 days remaining", (380, 176), (400, 18))]
    cols = [("To Do", ["NW-2301 Rate-limit webhook retries", "NW-2298 Add p95 panel to checkout dashboard", "NW-2304 Rotate Hetzner API token", "NW-2277 Remove legacy /v1/orders route", "NW-2310 Upgrade pg driver to 8.11"]),
            ("In Progress", ["NW-2291 Checkout returns 502 under load", "NW-2289 Migrate cron jobs to Nomad", "NW-2295 SSO group sync"]),
            ("In Review", ["NW-2286 Cache tax tables per region", "NW-2299 Ledger export to Parquet"]),
            ("Done", ["NW-2270", "NW-2271", "NW-2273", "NW-2274", "NW-2279", "NW-2280", "NW-2281", "NW-2283", "NW-2284", "NW-2287", "NW-2290"])]
    for i, (h, items) in enumerate(cols):
        jira_c.append(R("heading", f"{h} {len(items)}", f"{h.upper()} {len(items)}", (380 + 360 * i, 220), (340, 24)))
        jira_c += [R("link", it, it, (390 + 360 * i, 252 + 30 * j), (320, 26)) for j, it in enumerate(items[:6])]

    def grafana(cpu: str, load: str, ram: str, up: str, rx: str) -> list[str]:
        return [R("heading", "Node Exporter Full", "Node Exporter Full", (380, 130), (260, 28)),
                R("combo-box", "Time range", "Last 1 hour", (1420, 128), (140, 30)),
                R("combo-box", "Refresh interval", "5s", (1570, 128), (60, 30)),
                R("combo-box", "Host", "db-02:9100", (380, 170), (200, 28)),
                R("label", "CPU Busy", cpu, (380, 220), (220, 120)), R("label", "Sys Load (5m avg)", load, (610, 220), (220, 120)),
                R("label", "RAM Used", ram, (840, 220), (220, 120)), R("label", "Root FS Used", "71.3%", (1070, 220), (220, 120)),
                R("label", "CPU Cores", "16", (1300, 220), (110, 120)), R("label", "Uptime", up, (1420, 220), (220, 120)),
                R("label", "Network Traffic Basic", f"enp5s0 receive {rx}", (380, 360), (1260, 260))]
    allowed = ["https://app.fastmail.com:443", "https://calendar.google.com:443", "https://teams.microsoft.com:443"]
    blocked = ["https://www.dailynewsfeed.co:443", "https://shop.lumenkart.com:443"]

    def notif(allow: list[str], menu: bool = False) -> list[str]:
        c = [R("push-button", "Back", "", (640, 124), (28, 28)), R("heading", "Notifications", "Notifications", (680, 124), (200, 28)),
             R("entry", "Search settings", "", (700, 76), (680, 36)),
             R("label", "", "Sites usually send notifications to let you know about breaking news or chat messages", (680, 170), (700, 18)),
             R("radio-button", "Sites can ask to send notifications", "", (680, 220), (400, 20), desc="checked"),
             R("radio-button", "Use quieter messaging", "", (710, 250), (300, 20)),
             R("radio-button", "Don't allow sites to send notifications", "", (680, 310), (400, 20)),
             R("heading", "Allowed to send notifications", "Allowed to send notifications", (680, 370), (400, 22)),
             R("push-button", "Add", "", (1360, 366), (60, 30))]
        y = 404
        for s in allow:
            c += [R("label", "", s, (720, y), (500, 18)), R("push-button", "More actions", "", (1380, y - 4), (28, 28))]
            y += 44
        c += [R("heading", "Not allowed to send notifications", "Not allowed to send notifications", (680, y + 20), (400, 22)),
              R("push-button", "Add", "", (1360, y + 16), (60, 30))]
        y += 54
        for s in blocked:
            c += [R("label", "", s, (720, y), (500, 18)), R("push-button", "More actions", "", (1380, y - 4), (28, 28))]
            y += 44
        if menu:
            c += [R("menu", "", "", (1210, 448), (170, 140)), R("menu-item", "Block", "", (1210, 452), (170, 32)),
                  R("menu-item", "Edit", "", (1210, 486), (170, 32)), R("menu-item", "Remove", "", (1210, 520), (170, 32))]
        return c

    def v(mn: int, tabs: list[str], act: int, url: str, content: list[str], info: str = "View site information") -> str:
        return screen(clock(day, mn), chrome(tabs, act, url, content, site_info=info))
    tabs = [fm3, jira, graf]
    state = v(14 * 60 + 5, tabs, 0, "app.fastmail.com/mail/Inbox", fastmail(mail, 3))
    T = []
    tabs = [fm3, jira, graf, sett]
    T.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.write('chrome://settings/content/notifications')\npyautogui.press('enter')"),
              v(14 * 60 + 6, tabs, 3, "chrome://settings/content/notifications", notif(allowed), "Chrome")))
    T.append((code("pyautogui.click(1394, 458)  # More actions for calendar.google.com"),
              v(14 * 60 + 6, tabs, 3, "chrome://settings/content/notifications", notif(allowed, True), "Chrome")))
    allowed2 = [a for a in allowed if "calendar" not in a]
    T.append((code("pyautogui.click(1290, 536)  # Remove"),
              v(14 * 60 + 7, tabs, 3, "chrome://settings/content/notifications", notif(allowed2), "Chrome")))
    tabs = [fm4, jira, graf, sett]
    T.append((code("pyautogui.click(320, 48)  # Jira tab"),
              v(14 * 60 + 8, tabs, 1, "northwind.atlassian.net/jira/software/projects/NW/boards/7", jira_c)))
    tabs = [fm4, graf, sett]
    T.append((code("pyautogui.hotkey('ctrl', 'w')"),
              v(14 * 60 + 9, tabs, 1, "grafana.northwind.internal/d/rYdddlPWk/node-exporter-full?var-instance=db-02:9100",
                grafana("23.4%", "0.62", "41.8%", "12.4 day", "38.1 Mb/s"))))
    T.append((code("pyautogui.click(560, 48)  # Settings tab"),
              v(14 * 60 + 10, tabs, 2, "chrome://settings/content/notifications", notif(allowed2), "Chrome")))
    tabs = [fm4, jira, graf, sett]
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"),
              v(14 * 60 + 11, tabs, 1, "northwind.atlassian.net/jira/software/projects/NW/boards/7", jira_c)))
    rs.add("os", "h59-os-04", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- 05 Writer mail-merge labels (clean)
def t05(rs: RowSet) -> None:
    task = "Create Avery 5160 address labels from the members_2024 database (name, street, city/state/ZIP), keep labels synchronized, and mail-merge them into a single document members_labels.odt in ~/Documents."
    day = "Sep 9"
    f = "members_2024.Sheet1.0"
    lab_text = f"<{f}.First_Name> <{f}.Last_Name>\n<{f}.Street>\n<{f}.City>, <{f}.State> <{f}.ZIP>"

    def labels_dlg(tab: str, body: list[str]) -> list[str]:
        d = [R("dialog", "Labels", "", (520, 200), (880, 640))]
        d += [R("page-tab", t, "", (536 + 100 * i, 236), (96, 26), desc="selected" if t == tab else "")
              for i, t in enumerate(("Labels", "Format", "Options", "Private", "Business"))]
        d += body
        d += buttons(("Help", "Reset", "New Document", "Cancel"), 536, 786, 150, 34, 40)
        return d

    def lab_tab(brand: str, typ: str, info: str, db: str, table: str, text: str) -> list[str]:
        return [R("label", "Inscription", "Inscription", (540, 280), (100, 18)),
                R("check-box", "Address", "", (560, 306), (100, 20), desc="not checked"),
                R("text", "Label text:", text, (560, 334), (460, 200)),
                R("combo-box", "Database:", db, (1060, 334), (300, 28)),
                R("combo-box", "Table:", table, (1060, 392), (300, 28)),
                R("combo-box", "Database field:", "First_Name" if db == "members_2024" else "Identifier", (1060, 450), (250, 28)),
                R("push-button", "Insert", "", (1320, 450), (40, 28)),
                R("label", "Format", "Format", (540, 570), (100, 18)),
                R("radio-button", "Continuous", "", (560, 600), (120, 20)),
                R("radio-button", "Sheet", "", (700, 600), (120, 20), desc="checked"),
                R("combo-box", "Brand:", brand, (640, 636), (300, 28)),
                R("combo-box", "Type:", typ, (640, 672), (300, 28)),
                R("label", "", info, (640, 712), (500, 18))]
    a4 = ("Avery A4", "J8160", "Avery A4: 6.35 cm x 3.81 cm (3 x 7)")
    us = ("Avery Letter Size", "5160 Address Labels", "Avery Letter Size: 2.63\" x 1.00\" (3 x 10)")
    fmt = [("Horizontal pitch:", "2.75\""), ("Vertical pitch:", "1.00\""), ("Width:", "2.63\""), ("Height:", "1.00\""),
           ("Left margin:", "0.19\""), ("Top margin:", "0.50\""), ("Columns:", "3"), ("Rows:", "10"),
           ("Page width:", "8.50\""), ("Page height:", "11.00\"")]
    fmt_tab = [x for i, (k, val) in enumerate(fmt) for x in (R("label", k, k, (560, 290 + 34 * i), (140, 18)),
                                                            R("spin-button", k, val, (720, 286 + 34 * i), (110, 26)))]
    fmt_tab += [R("push-button", "Save...", "", (1200, 700), (100, 32))]

    def opt_tab(sync: bool) -> list[str]:
        return [R("label", "Distribute", "Distribute", (540, 280), (100, 18)),
                R("radio-button", "Entire page", "", (560, 306), (140, 20), desc="checked"),
                R("radio-button", "Single label", "", (560, 332), (140, 20)),
                R("spin-button", "Column:", "1", (760, 330), (60, 26)), R("spin-button", "Row:", "1", (900, 330), (60, 26)),
                R("check-box", "Synchronize contents", "", (560, 372), (200, 20), desc="checked" if sync else "not checked"),
                R("label", "Printer", "Printer", (540, 420), (100, 18)),
                R("label", "", "Brother_HL_L2350DW_series", (560, 446), (300, 18)),
                R("push-button", "Setup...", "", (1200, 440), (100, 32))]
    untitled1 = [("paragraph", "")]

    def w1(mn: int, extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), writer("Untitled 1", untitled1, ["Page 1 of 1", "0 words, 0 characters", "Default Page Style", "English (USA)"], False, extra=extra))
    state = w1(16 * 60 + 20)
    T = []
    T.append((code("pyautogui.click(87, 69)  # File\npyautogui.click(140, 96)  # New\npyautogui.click(330, 400)  # Labels"),
              w1(16 * 60 + 21, labels_dlg("Labels", lab_tab(*a4[:2], a4[2], "Bibliography", "biblio", "")))))
    T.append((code("pyautogui.click(790, 650)\npyautogui.click(790, 720)  # Avery Letter Size\npyautogui.click(790, 686)\npyautogui.write('5160')\npyautogui.press('enter')\npyautogui.click(1210, 348)\npyautogui.click(1210, 430)  # members_2024"),
              w1(16 * 60 + 22, labels_dlg("Labels", lab_tab(*us[:2], us[2], "members_2024", "Sheet1", "")))))
    T.append((code("for fld, sep in [('First_Name', ' '), ('Last_Name', '\\n'), ('Street', '\\n'), ('City', ', '), ('State', ' '), ('ZIP', '')]:\n    pyautogui.click(1185, 464); pyautogui.write(fld); pyautogui.press('enter')\n    pyautogui.click(1340, 464)  # Insert\n    pyautogui.click(900, 500); pyautogui.write(sep)"),
              w1(16 * 60 + 24, labels_dlg("Labels", lab_tab(*us[:2], us[2], "members_2024", "Sheet1", lab_text)))))
    T.append((code("pyautogui.click(684, 249)  # Format tab"), w1(16 * 60 + 24, labels_dlg("Format", fmt_tab))))
    T.append((code("pyautogui.click(784, 249)  # Options tab\npyautogui.click(570, 382)  # Synchronize contents"),
              w1(16 * 60 + 25, labels_dlg("Options", opt_tab(True)))))
    members = [f"<{k}>" for k in ("First_Name", "Last_Name", "Street", "City", "State", "ZIP")]
    first = f"{members[0]} {members[1]}\n{members[2]}\n{members[3]}, {members[4]} {members[5]}"
    nxt = "<Next record:members_2024.Sheet1>" + first
    lab_rows = []
    for i in range(12):
        r, c = divmod(i, 3)
        lab_rows.append(R("text-frame", f"Frame{i + 1}", first if i == 0 else nxt, (470 + 264 * c, 190 + 96 * r), (252, 96)))
    sync_tb = [R("window", "Synchronize Labels", "", (1420, 200), (180, 60)), R("push-button", "Synchronize Labels", "", (1430, 226), (160, 28))]

    def w2(mn: int, extra: list[str] | None = None) -> str:
        fr = writer("Untitled 2", [], ["Page 1 of 1", "0 words, 0 characters", "Default Page Style", "English (USA)"], True,
                    side=lab_rows + sync_tb, extra=extra)
        return screen(clock(day, mn), fr)
    T.append((code("pyautogui.click(1013, 803)  # New Document\ntime.sleep(2)"), w2(16 * 60 + 26)))
    ask = [R("alert", "LibreOffice Writer", "", (700, 440), (520, 170)),
           R("label", "", "Your document contains address database fields. Do you want to print a form letter?", (760, 470), (420, 40)),
           R("push-button", "Yes", "", (1010, 560), (90, 32)), R("push-button", "No", "", (1110, 560), (90, 32))]
    T.append((code("pyautogui.hotkey('ctrl', 'p')"), w2(16 * 60 + 27, ask)))

    def merge(file: bool) -> list[str]:
        d = [R("dialog", "Mail Merge", "", (560, 240), (800, 600)),
             R("table", "", "", (580, 270), (760, 200)),
             R("label", "", "members_2024 · Sheet1 · 42 records", (580, 276), (400, 18)),
             R("label", "Records", "Records", (580, 490), (80, 18)),
             R("radio-button", "All", "", (600, 514), (80, 20), desc="checked"),
             R("radio-button", "Selected records", "", (600, 540), (160, 20)),
             R("radio-button", "From:", "", (600, 566), (70, 20)),
             R("spin-button", "From:", "1", (680, 564), (60, 24)), R("spin-button", "To:", "1", (780, 564), (60, 24)),
             R("label", "Output", "Output", (900, 490), (80, 18)),
             R("radio-button", "Printer", "", (920, 514), (100, 20), desc="" if file else "checked"),
             R("radio-button", "File", "", (1040, 514), (100, 20), desc="checked" if file else ""),
             R("label", "Save merged document", "Save merged document", (920, 550), (200, 18)),
             R("radio-button", "Save as single document", "", (940, 574), (220, 20), desc="checked"),
             R("radio-button", "Save as individual documents", "", (940, 600), (240, 20)),
             R("text", "Path:", "/home/user/Documents" if file else "", (1000, 632), (300, 26)),
             R("text", "File name", "members_labels" if file else "", (1000, 666), (300, 26)),
             R("combo-box", "File format:", "OpenDocument Text" if file else "", (1000, 700), (300, 26)),
             R("push-button", "Help", "", (580, 790), (90, 32)), R("push-button", "OK", "", (1150, 790), (90, 32)),
             R("push-button", "Cancel", "", (1250, 790), (90, 32))]
        return d
    T.append((code("pyautogui.click(1055, 576)  # Yes"), w2(16 * 60 + 27, merge(False))))
    T.append((code("pyautogui.click(1050, 524)  # File\npyautogui.click(1150, 680)\npyautogui.write('members_labels')"),
              w2(16 * 60 + 28, merge(True))))
    docs = [("Folder", "invoices", "14 items", "2 Sep"), ("ODS", "members_2024.ods", "18.4 kB", "5 Sep"),
            ("ODT", "members_labels.odt", "31.7 kB", "16:29"), ("ODT", "newsletter_sep.odt", "96.2 kB", "6 Sep"),
            ("PDF", "agm_minutes_2024.pdf", "212.9 kB", "21 Aug"), ("ODT", "volunteer_rota.odt", "22.0 kB", "30 Aug")]
    files = [R("frame", "Documents", "", (420, 160), (1100, 700)),
             R("push-button", "Back", "", (430, 170), (34, 34)), R("push-button", "Forward", "", (468, 170), (34, 34)),
             R("label", "", "Home", (520, 178), (50, 18)), R("label", "", "Documents", (580, 178), (100, 18)),
             R("push-button", "Search", "", (1300, 170), (34, 34)), R("toggle-button", "View options", "", (1340, 170), (60, 34))]
    files += [R("table-cell", "", n, (760, 240 + 34 * i), (400, 30)) for i, (_, n, _s, _d) in enumerate(docs)]
    files += [R("table-cell", "", s, (1160, 240 + 34 * i), (100, 30)) for i, (_, _n, s, _d) in enumerate(docs)]
    files += [R("table-cell", "", d, (1270, 240 + 34 * i), (100, 30)) for i, (_, _n, _s, d) in enumerate(docs)]
    files += [R("label", "", "6 items", (1420, 830), (80, 18))]
    T.append((code("pyautogui.click(1195, 806)  # OK\ntime.sleep(4)\nsubprocess.Popen(['nautilus', '/home/user/Documents'])\ntime.sleep(2)"),
              w2(16 * 60 + 29, files)))
    rs.add("os", "h59-os-05", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- 06 Image Viewer (clean)
def t06(rs: RowSet) -> None:
    task = "In Image Viewer, rotate the anemone photo (IMG_20240302_113045.jpg) upright and save it, delete the blurry second shot, then show the gallery of what is left."
    day = "Mar 3"
    pics = [["IMG_20240302_113045.jpg", 4000, 3000, "5.2 MB", "11:30:45", "1/640", "56"],
            ["IMG_20240302_113212.jpg", 4000, 3000, "4.7 MB", "11:32:12", "1/60", "412"],
            ["IMG_20240302_114508.jpg", 3000, 4000, "4.9 MB", "11:45:08", "1/1250", "48"],
            ["IMG_20240302_115930.jpg", 4000, 3000, "5.5 MB", "11:59:30", "1/800", "52"],
            ["IMG_20240302_121744.jpg", 4000, 2252, "3.6 MB", "12:17:44", "1/2000", "44"],
            ["IMG_20240302_123001.jpg", 4000, 3000, "4.4 MB", "12:30:01", "1/500", "61"]]

    def eog(mn: int, idx: int, zoom: str, gallery: bool = False, extra: list[str] | None = None) -> str:
        n, w, h, sz = pics[idx][:4]
        out = [R("frame", n, "", (70, 27), (1850, 1053)),
               R("push-button", "Previous Image", "", (80, 32), (34, 34)), R("push-button", "Next Image", "", (118, 32), (34, 34)),
               R("label", "", n, (860, 40), (300, 18)),
               R("push-button", "Rotate Left", "", (1640, 32), (34, 34)), R("push-button", "Rotate Right", "", (1678, 32), (34, 34)),
               R("combo-box", "", zoom, (1716, 32), (90, 34)), R("push-button", "Open Menu", "", (1810, 32), (34, 34)),
               R("push-button", "Close", "", (1880, 32), (34, 34)),
               R("image", "", "", (700 if h > w else 420, 80), (int(940 * w / h) if h > w else 1160, 940 if h > w else int(1160 * h / w)))]
        if gallery:
            out.append(R("list", "Gallery", "", (80, 900), (1830, 110)))
            out += [R("icon", p[0], "", (90 + 120 * i, 906), (112, 96)) for i, p in enumerate(pics)]
        out += [R("label", "", f"{w} × {h} pixels  {sz}    {zoom}", (80, 1030), (500, 18)),
                R("label", "", f"{idx + 1} / {len(pics)}", (1820, 1030), (80, 18))]
        return screen(clock(day, mn), out + (extra or []))

    def props(idx: int) -> list[str]:
        n, w, h, sz, t, exp, iso = pics[idx]
        kv = [("Name:", n), ("Width:", f"{w} pixels"), ("Height:", f"{h} pixels"), ("Type:", "JPEG image"),
              ("Bytes:", sz), ("Folder:", "tidepools"), ("Aperture:", "f/1.9"), ("Exposure Time:", f"{exp} sec."),
              ("Focal Length:", "5.4 (35mm film: 24 mm)"), ("Flash:", "Flash did not fire"), ("ISO Speed Rating:", iso),
              ("Metering Mode:", "Center-weighted average"), ("Camera Model:", "Pixel 7a"), ("Date/Time:", f"2024:03:02 {t}")]
        d = [R("dialog", "Image Properties", "", (700, 220), (520, 620)),
             R("page-tab", "General", "", (716, 256), (90, 24), desc="selected"), R("page-tab", "Metadata", "", (810, 256), (90, 24)),
             R("page-tab", "Details", "", (904, 256), (90, 24))]
        d += [x for i, (k, val) in enumerate(kv) for x in (R("label", k, k, (730, 300 + 28 * i), (150, 18)), R("label", "", val, (900, 300 + 28 * i), (300, 18)))]
        d += [R("push-button", "Previous", "", (716, 790), (100, 32)), R("push-button", "Next", "", (824, 790), (100, 32)),
              R("push-button", "Close", "", (1104, 790), (100, 32))]
        return d
    state = eog(18 * 60 + 40, 0, "29%")
    T = []
    T.append((code("pyautogui.hotkey('alt', 'enter')"), eog(18 * 60 + 40, 0, "29%", extra=props(0))))
    pics[0][1], pics[0][2] = 3000, 4000
    T.append((code("pyautogui.click(1154, 806)  # Close\npyautogui.hotkey('ctrl', 'r')"), eog(18 * 60 + 41, 0, "23%")))
    pics[0][3] = "5.1 MB"
    T.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"), eog(18 * 60 + 41, 0, "23%")))
    T.append((code("pyautogui.press('right')"), eog(18 * 60 + 42, 1, "29%")))
    confirm = [R("alert", "", "", (700, 430), (520, 200)),
               R("label", "", "Move “IMG_20240302_113212.jpg” to the trash?", (740, 460), (440, 22)),
               R("check-box", "_Do not ask again during this session", "", (740, 520), (300, 20), desc="not checked"),
               R("push-button", "Cancel", "", (960, 580), (100, 32)), R("push-button", "Move to _Trash", "", (1070, 580), (130, 32))]
    T.append((code("pyautogui.press('delete')"), eog(18 * 60 + 42, 1, "29%", extra=confirm)))
    del pics[1]
    T.append((code("pyautogui.click(1134, 596)  # Move to Trash"), eog(18 * 60 + 43, 1, "23%")))
    T.append((code("pyautogui.press('left')"), eog(18 * 60 + 43, 0, "23%")))
    T.append((code("pyautogui.press('f9')  # Image Gallery"), eog(18 * 60 + 44, 0, "20%", gallery=True)))
    rs.add("os", "h59-os-06", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- LibreOffice Impress
IMPRESS_MENUS = ("File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help")


def impress(title: str, slide: int, n: int, content: list[str], sidebar: list[str], modified: bool, sel: str = "",
            extra: list[str] | None = None) -> list[str]:
    out = [R("frame", f"{title} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
    out += menus(IMPRESS_MENUS)
    out += buttons(("New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                    "Find & Replace", "Spelling", "Display Grid", "Helplines While Moving", "Zoom & Pan",
                    "Insert Table", "Insert Image", "Insert Audio or Video", "Insert Chart", "Insert Text Box",
                    "Insert Special Character", "Insert Fontwork Text", "Start from First Slide",
                    "Start from Current Slide", "New Slide", "Duplicate Slide", "Delete Slide", "Slide Layout"), 76, 86)
    out.append(R("panel", "Slides Pane", "", (76, 126), (210, 880)))
    out += [R("list-item", f"Slide {i}", "", (90, 136 + 128 * (i - 1)), (180, 102), desc="selected" if i == slide else "")
            for i in range(1, min(n, 7) + 1)]
    out.append(R("panel", f"Slide {slide}", "", (300, 196), (1080, 608)))
    out += content
    out += sidebar
    out += [R("label", "", f"Slide {slide} of {n}", (72, 1034), (110, 18)), R("label", "", "Default", (240, 1034), (80, 18)),
            R("label", "", "English (USA)", (400, 1034), (110, 18)), R("label", "", sel, (600, 1034), (300, 18)),
            R("push-button", "", "", (1010, 1034), (22, 18), desc=MOD if modified else SAVED),
            R("slider", "Zoom", "", (1660, 1034), (150, 18)), R("label", "", "61%", (1830, 1034), (50, 18))]
    return out + (extra or [])


# ---------------------------------------------------------------- 07 Impress animations (bad: created effect missing)
def t07(rs: RowSet) -> None:
    task = "On the 'Roadmap H2' slide of q2_allhands.pptx, make the title fly in from the bottom on click and let the roadmap image appear 0.5 s after it, then save in PowerPoint format."
    day = "Jun 27"
    slides = {
        1: ["Q2 All-Hands", "27 June 2024 · Orbit Labs"],
        4: ["Roadmap H2", "Payments v3 GA — August", "Self-serve onboarding — September", "EU data residency — Q4", "Partner API sunset of v1 — December"],
        5: ["Hiring plan", "Engineering +6 (2 SRE, 3 backend, 1 data)", "Sales +3 (DACH, Nordics)", "Support +2 (APAC hours)", "Offers out: 4 · Accepted: 2"],
    }
    fx = {4: [], 5: [["Content Placeholder 2", "Fade In", "On click", "", "0.50 sec", "0.0 sec"]]}

    def content(s: int) -> list[str]:
        t = slides[s]
        c = [R("text", "Title 1", t[0], (360, 230), (960, 90))]
        c += [R("paragraph", "Content Placeholder 2", b, (380, 360 + 48 * i), (560 if s == 4 else 900, 40)) for i, b in enumerate(t[1:])]
        if s == 4:
            c.append(R("image", "Image 3", "", (980, 360), (360, 330), desc="roadmap.png"))
        return c

    def anim(s: int, sel: int | None) -> list[str]:
        sb = [R("panel", "Animation", "", (1392, 126), (520, 880)), R("heading", "Animation", "Animation", (1404, 134), (120, 20))]
        lst = fx.get(s, [])
        sb.append(R("list", "Animation List", "" if lst else "Select an object on the slide, then click Add Effect", (1404, 164), (496, 220)))
        for i, (shape, eff, start, d, _dur, _delay) in enumerate(lst):
            sb.append(R("list-item", f"{shape}", f"{eff}", (1410, 170 + 34 * i), (484, 30), desc=f"{start}{(', ' + d) if d else ''}"))
        sb += buttons(("Add Effect", "Remove Effect", "Move Up", "Move Down"), 1404, 392, 30, 28)
        if lst and sel is not None:
            shape, eff, start, d, dur, delay = lst[sel]
            sb += [R("combo-box", "Category:", "Entrance", (1500, 432), (200, 26)),
                   R("list", "Effect:", eff, (1500, 466), (400, 200)),
                   R("combo-box", "Start:", start, (1500, 676), (200, 26)),
                   R("combo-box", "Direction:", d or "", (1500, 708), (200, 26)),
                   R("spin-button", "Duration:", dur, (1500, 740), (120, 26)),
                   R("spin-button", "Delay:", delay, (1500, 772), (120, 26))]
        sb += [R("check-box", "Automatic Preview", "", (1404, 960), (170, 20), desc="checked"), R("push-button", "Play", "", (1800, 956), (90, 28))]
        return sb
    props = [R("panel", "Properties", "", (1392, 126), (520, 880)), R("heading", "Slide", "Slide", (1404, 134), (60, 20)),
             R("combo-box", "Format:", "Screen 16:9", (1500, 170), (200, 26)), R("combo-box", "Orientation:", "Landscape", (1500, 204), (200, 26)),
             R("combo-box", "Background:", "None", (1500, 238), (200, 26)), R("combo-box", "Master Slide:", "Orbit Dark", (1500, 272), (200, 26))]

    def v(mn: int, s: int, sb: list[str], mod: bool, sel: str = "", extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), impress("q2_allhands.pptx", s, 12, content(s), sb, mod, sel, extra))
    state = v(11 * 60 + 5, 1, props, False)
    T = []
    T.append((code("ImpressTools.go_to_slide(4)"), v(11 * 60 + 5, 4, props, False)))
    T.append((code("pyautogui.click(124, 69)  # View\npyautogui.click(180, 470)  # Animation"), v(11 * 60 + 6, 4, anim(4, None), False)))
    T.append((code("pyautogui.click(840, 270)  # title placeholder"), v(11 * 60 + 6, 4, anim(4, None), False, "Title text 'Roadmap H2' selected")))
    fx[4].append(["Title 1: Roadmap H2", "Appear", "On click", "", "0.00 sec", "0.0 sec"])
    T.append((code("pyautogui.click(1419, 406)  # Add Effect"), v(11 * 60 + 7, 4, anim(4, 0), True, "Title text 'Roadmap H2' selected")))
    fx[4][0] = ["Title 1: Roadmap H2", "Fly In", "On click", "From bottom", "0.50 sec", "0.0 sec"]
    T.append((code("pyautogui.click(1600, 540)  # Fly In\npyautogui.click(1600, 721)\npyautogui.click(1600, 760)  # From bottom\npyautogui.tripleClick(1560, 753)\npyautogui.write('0.5')\npyautogui.press('enter')"),
              v(11 * 60 + 8, 4, anim(4, 0), True, "Title text 'Roadmap H2' selected")))
    fx[4].append(["Image 3", "Appear", "On click", "", "0.00 sec", "0.0 sec"])
    T.append((code("pyautogui.click(1160, 520)  # roadmap image\npyautogui.click(1419, 406)  # Add Effect"),
              v(11 * 60 + 9, 4, anim(4, 1), True, "Image selected")))
    fx[4][1] = ["Image 3", "Appear", "After previous", "", "0.00 sec", "0.5 sec"]
    T.append((code("pyautogui.click(1600, 689)\npyautogui.click(1600, 745)  # After previous\npyautogui.tripleClick(1560, 785)\npyautogui.write('0.5')\npyautogui.press('enter')"),
              v(11 * 60 + 10, 4, anim(4, 1), True, "Image selected")))
    T.append((code("ImpressTools.go_to_slide(5)"), v(11 * 60 + 11, 5, anim(5, 0), True)))
    keep = fx[4][0]
    fx[4].pop(0)
    T.append((code("ImpressTools.go_to_slide(4)"), v(11 * 60 + 11, 4, anim(4, 0), True)))
    fx[4].insert(0, keep)
    kf = [R("dialog", "Keep current format", "", (660, 430), (600, 200)),
          R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint 2007-365”.", (700, 460), (520, 40)),
          R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (700, 510), (520, 20)),
          R("check-box", "Ask when not saving in ODF or default format", "", (700, 546), (360, 20), desc="checked"),
          R("push-button", "Use PowerPoint 2007-365!", "", (820, 584), (210, 32)), R("push-button", "Use ODF Format!", "", (1040, 584), (160, 32))]
    T.append((code("pyautogui.hotkey('ctrl', 's')"), v(11 * 60 + 12, 4, anim(4, 0), True, extra=kf)))
    T.append((code("pyautogui.click(925, 600)  # Use PowerPoint 2007-365!\ntime.sleep(1)"), v(11 * 60 + 12, 4, anim(4, 0), False)))
    rs.add("os", "h59-os-07", SYS.format(task=task), T, state=state, bad=True, turn=9,
           kind="Back on slide 4 the Animation list lacks the title's Fly In effect created two turns earlier; only the image's Appear effect is listed.")


# ---------------------------------------------------------------- 08 Calc subtotals (clean)
def t08(rs: RowSet) -> None:
    task = "In regional_sales_2024.ods insert Sum subtotals of Units and Revenue for each Region, check the grand total of units, and save."
    day = "Jan 15"
    regions = [("East", ["A. Osei", "B. Lindqvist"], 48.5), ("North", ["C. Hale", "D. Moreau"], 52.0),
               ("South", ["E. Duarte", "F. Ng"], 45.25), ("West", ["G. Kowalski", "H. Ibarra"], 50.75)]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    data = []
    k = 0
    for reg, reps, price in regions:
        for j in range(6):
            u = 40 + (k * 37) % 61
            data.append((reg, reps[j % 2], months[j], u, u * price))
            k += 1
    g: dict[str, str] = {"A1": "Region", "B1": "Rep", "C1": "Month", "D1": "Units", "E1": "Revenue"}
    for i, (reg, rep, mon, u, rev) in enumerate(data):
        r = i + 2
        g.update({f"A{r}": reg, f"B{r}": rep, f"C{r}": mon, f"D{r}": str(u), f"E{r}": f"{rev:,.2f}"})
    nums = [float(x) for d in data for x in (d[3], d[4])]
    sel_sum = f"Average: {fnum(sum(nums) / len(nums))}; Sum: {fnum(sum(nums))}"
    s = {"A1": "Region", "B1": "Rep", "C1": "Month", "D1": "Units", "E1": "Revenue"}
    r = 2
    sub_rows = []
    for reg, _reps, _p in regions:
        rows = [d for d in data if d[0] == reg]
        start = r
        for d in rows:
            s.update({f"A{r}": d[0], f"B{r}": d[1], f"C{r}": d[2], f"D{r}": str(d[3]), f"E{r}": f"{d[4]:,.2f}"})
            r += 1
        s.update({f"A{r}": f"{reg} Sum", f"D{r}": str(sum(d[3] for d in rows)), f"E{r}": f"{sum(d[4] for d in rows):,.2f}"})
        sub_rows.append((r, start))
        r += 1
    total_u = sum(d[3] for d in data)
    s.update({f"A{r}": "Grand Total", f"D{r}": str(total_u), f"E{r}": f"{sum(d[4] for d in data):,.2f}"})
    grand = r
    cols, widths = "ABCDEF", [110, 140, 80, 90, 120, 80]
    sheets = ["Sales", "Targets"]

    def v(mn: int, grid: dict[str, str], vis: list[int], nb: str, fx: str, mod: bool, sums: str = "Average: ; Sum: 0",
          sel: str = "", extra: list[str] | None = None, outline: bool = False) -> str:
        return screen(clock(day, mn), calc("regional_sales_2024.ods", nb, fx, grid, cols, widths, vis, sheets, 1, mod, sums, sel, extra, outline))

    state = v(8 * 60 + 52, g, list(range(1, 31)), "A1", "Region", False)
    T = []
    T.append((code("pyautogui.click(136, 139)\npyautogui.write('A1:E25')\npyautogui.press('enter')"),
              v(8 * 60 + 53, g, list(range(1, 31)), "A1:E25", "Region", False, sel_sum, "Selected: 25 rows, 5 columns")))

    def dlg(checked: set[str]) -> list[str]:
        d = [R("dialog", "Subtotals", "", (640, 260), (640, 520))]
        d += [R("page-tab", t, "", (656 + 110 * i, 296), (106, 26), desc="selected" if i == 0 else "")
              for i, t in enumerate(("1st Group", "2nd Group", "3rd Group", "Options"))]
        d += [R("combo-box", "Group by:", "Region", (680, 354), (300, 28)), R("label", "Calculate subtotals for:", "Calculate subtotals for:", (680, 396), (200, 18))]
        d += [R("check-box", c, "", (690, 422 + 24 * i), (260, 22), desc="checked" if c in checked else "not checked")
              for i, c in enumerate(("Region", "Rep", "Month", "Units", "Revenue"))]
        d += [R("label", "Use function:", "Use function:", (980, 396), (120, 18)), R("list", "Use function:", "", (990, 422), (260, 240))]
        d += [R("list-item", fn, "", (994, 426 + 22 * i), (250, 20), desc="selected" if fn == "Sum" else "")
              for i, fn in enumerate(("Sum", "Count", "Average", "Max", "Min", "Product", "Count (numbers only)", "StDev (sample)", "Var (sample)"))]
        d += buttons(("Help", "Reset", "OK", "Cancel"), 656, 730, 136, 34, 10)
        return d
    T.append((code("pyautogui.click(812, 69)  # Data\npyautogui.click(860, 380)  # Subtotals..."),
              v(8 * 60 + 53, g, list(range(1, 31)), "A1:E25", "Region", False, sel_sum, "Selected: 25 rows, 5 columns", dlg(set()))))
    T.append((code("pyautogui.click(700, 506)  # Units\npyautogui.click(700, 530)  # Revenue\npyautogui.click(1004, 747)  # OK\npyautogui.click(170, 189)  # A1"),
              v(8 * 60 + 55, s, list(range(1, grand + 1)), "A1", "Region", True, outline=True)))
    lvl2 = [1] + [rr for rr, _ in sub_rows] + [grand]
    T.append((code("pyautogui.click(106, 167)  # outline level 2"),
              v(8 * 60 + 55, s, lvl2, "A1", "Region", True, outline=True)))
    T.append((code("pyautogui.click(475, 284)  # D30"),
              v(8 * 60 + 56, s, lvl2, f"D{grand}", f"=SUBTOTAL(9,D2:D{grand - 1})", True, f"Average: {total_u:,}; Sum: {total_u:,}", outline=True)))
    T.append((code("pyautogui.click(128, 167)  # outline level 3"),
              v(8 * 60 + 56, s, list(range(1, grand + 1)), f"D{grand}", f"=SUBTOTAL(9,D2:D{grand - 1})", True, f"Average: {total_u:,}; Sum: {total_u:,}", outline=True)))
    T.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
              v(8 * 60 + 57, s, list(range(1, grand + 1)), f"D{grand}", f"=SUBTOTAL(9,D2:D{grand - 1})", False, f"Average: {total_u:,}; Sum: {total_u:,}", outline=True)))
    rs.add("os", "h59-os-08", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- Thunderbird
def tbird(title: str, folders: list[tuple[str, int]], cur: str, msgs: list[tuple[str, str, str, bool]], total: int,
          extra: list[str] | None = None, account: str = "maya.chen@orbitlabs.io") -> list[str]:
    out = [R("frame", f"{title} - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
    out += buttons(("Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"), 74, 80, 40, 40, 8)
    out += [R("push-button", "Get Messages", "", (130, 36), (120, 32)), R("push-button", "Write", "", (256, 36), (80, 32)),
            R("entry", "Search <Ctrl+K>", "", (700, 36), (520, 32)), R("push-button", "AppMenu", "", (1860, 36), (32, 32))]
    out.append(R("tree", "Folders", "", (126, 80), (300, 940)))
    out.append(R("tree-item", account, "", (132, 90), (290, 28)))
    for i, (f, unread) in enumerate(folders):
        out.append(R("tree-item", f, str(unread) if unread else "", (150, 120 + 30 * i), (272, 28), desc="selected" if f == cur else ""))
    out += [R("label", "", cur, (440, 90), (200, 22)), R("label", "", f"{total:,} message{'s' if total != 1 else ''}", (650, 94), (160, 18)),
            R("push-button", "Quick Filter", "", (1560, 86), (110, 30)), R("push-button", "Message list display options", "", (1680, 86), (30, 30))]
    out += [R("table-column-header", h, "", (x, 126), (w, 26)) for h, x, w in (("Subject", 440, 760), ("Correspondents", 1200, 320), ("Date", 1520, 180))]
    for i, (subj, who, when, unread) in enumerate(msgs[:22]):
        y = 154 + 30 * i
        out += [R("table-cell", "", subj, (440, y), (760, 28), desc="unread" if unread else ""), R("table-cell", "", who, (1200, y), (320, 28)),
                R("table-cell", "", when, (1520, y), (180, 28))]
    unread = sum(1 for m in msgs if m[3])
    out.append(R("label", "", f"Unread: {unread}", (1640, 1034), (90, 18)))
    out.append(R("label", "", f"Total: {total:,}", (1740, 1034), (120, 18)))
    return out + (extra or [])


# ---------------------------------------------------------------- 09 Thunderbird message filters (bad: filter missing from list)
def t09(rs: RowSet) -> None:
    task = "Create a Thunderbird filter 'CI failures' that moves build-failure mails from builds@ci.orbitlabs.io to the CI folder, put it at the top of the list, and run it on the Inbox."
    day = "May 14"
    ci = [(f"FAILED: {p} #{n} ({b}) — {st} stage", "builds@ci.orbitlabs.io", t, True) for p, n, b, st, t in (
        ("orbit-api", 4821, "main", "test", "08:24"), ("orbit-web", 3307, "feat/checkout-v2", "e2e", "07:52"),
        ("orbit-api", 4817, "fix/rate-limit", "lint", "07:31"), ("billing-worker", 992, "main", "build", "06:58"),
        ("orbit-web", 3301, "main", "e2e", "Yesterday 22:14"), ("infra-tf", 418, "env/staging", "plan", "Yesterday 19:40"),
        ("orbit-api", 4809, "main", "test", "Yesterday 17:05"))]
    other = [("Re: Q2 OKR draft — comments by Fri", "Tomás Ruiz", "08:11", True),
             ("Your AWS invoice for April is available", "Amazon Web Services", "07:45", True),
             ("Lunch & learn: Postgres 16 partitioning (Thu)", "Events at Orbit", "07:20", True),
             ("Incident review INC-2231 — draft timeline", "Hanna Berg", "07:02", True),
             ("Re: Contract renewal — Kestrel Cloud", "Owen Patel", "Yesterday 21:37", True),
             ("[Confluence] Ana Silva shared 'Checkout v2 rollout plan'", "Confluence", "Yesterday 20:11", True),
             ("Expense report approved (EXP-10442)", "Navan", "Yesterday 18:56", True),
             ("Re: Interview loop for SRE candidate", "Priya Nair", "Yesterday 18:20", True),
             ("Security training due 31 May", "People Team", "Yesterday 16:47", True),
             ("Re: Staging DB maintenance window", "Diego Alves", "Yesterday 15:32", True),
             ("Quarterly access review — action needed", "IT Service Desk", "Yesterday 14:05", True),
             ("Fwd: Conference CFP — KubeCon EU", "Tomás Ruiz", "Yesterday 12:40", True),
             ("Weekly metrics digest", "Metabase", "Yesterday 09:00", True),
             ("Re: Offsite hotel options", "Hanna Berg", "Mon 17:48", True),
             ("Your Zoom recording is ready", "Zoom", "Mon 16:02", True),
             ("Parking permit renewal", "Facilities", "Mon 11:15", True),
             ("Re: API pagination proposal", "Ana Silva", "Mon 10:20", False),
             ("Standup notes 13 May", "Diego Alves", "Mon 09:47", False)]
    def when(m: tuple[str, str, str, bool]) -> tuple[int, int]:
        w = m[2]
        rank = 0 if w[0].isdigit() else 1 if w.startswith("Yesterday") else 2
        return rank, -(int(w[-5:-3]) * 60 + int(w[-2:]))
    inbox = sorted(ci + other, key=when)
    inbox_after = [m for m in inbox if m not in ci]
    folders = [("Inbox", 23), ("Drafts", 0), ("Sent", 0), ("Archives", 0), ("CI", 0), ("Finance", 2), ("GitHub", 14),
               ("Later", 9), ("Junk", 3), ("Trash", 0)]
    folders_after = [(f, 16 if f == "Inbox" else 7 if f == "CI" else u) for f, u in folders]
    flist = ["Newsletters → Later", "GitHub notifications", "Invoices to Finance", "Calendar invites"]

    def fdlg(items: list[str], sel: str | None, count: int) -> list[str]:
        d = [R("frame", "Message Filters", "", (560, 200), (800, 620)),
             R("combo-box", "Filters for:", "maya.chen@orbitlabs.io", (680, 226), (300, 30)),
             R("entry", "Search filters by name…", "", (1020, 226), (320, 30)),
             R("table-column-header", "Filter Name", "", (580, 270), (520, 24)), R("table-column-header", "Enabled", "", (1100, 270), (80, 24))]
        for i, f in enumerate(items):
            d += [R("table-cell", "", f, (580, 296 + 26 * i), (520, 24), desc="selected" if f == sel else ""),
                  R("check-box", "Enabled", "", (1130, 298 + 26 * i), (20, 20), desc="checked")]
        d += [R("label", "", f"{count} items", (580, 640), (100, 18))]
        d += [R("push-button", n, "", (1200, 270 + 38 * i), (140, 32)) for i, n in enumerate(("New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"))]
        d += [R("combo-box", "Run selected filter(s) on:", "Inbox", (800, 690), (260, 30)), R("push-button", "Run Now", "", (1080, 690), (110, 30)),
              R("push-button", "Filter Log", "", (580, 760), (110, 30))]
        return d

    def rules(name: str, r1: tuple[str, str, str], r2: tuple[str, str, str] | None, target: str) -> list[str]:
        d = [R("dialog", "Filter Rules", "", (520, 160), (880, 720)), R("text", "Filter name:", name, (660, 186), (600, 28)),
             R("label", "Apply filter when:", "Apply filter when:", (540, 230), (160, 18)),
             R("check-box", "Manually Run", "", (560, 256), (160, 20), desc="checked"),
             R("check-box", "Getting New Mail:", "", (560, 282), (160, 20), desc="checked"),
             R("combo-box", "", "Filter before Junk Classification", (740, 278), (300, 28)),
             R("check-box", "Archiving", "", (560, 310), (160, 20), desc="not checked"),
             R("check-box", "After Sending", "", (560, 336), (160, 20), desc="not checked"),
             R("check-box", "Periodically, every 10 minutes", "", (560, 362), (260, 20), desc="not checked"),
             R("radio-button", "Match all of the following", "", (560, 400), (220, 20), desc="checked"),
             R("radio-button", "Match any of the following", "", (800, 400), (220, 20)),
             R("radio-button", "Match all messages", "", (1040, 400), (180, 20))]
        for i, rr in enumerate([r1] + ([r2] if r2 else [])):
            y = 432 + 36 * i
            d += [R("combo-box", "", rr[0], (560, y), (180, 28)), R("combo-box", "", rr[1], (750, y), (180, 28)),
                  R("entry", "", rr[2], (940, y), (340, 28)), R("push-button", "Add a new rule", "", (1290, y), (28, 28)),
                  R("push-button", "Remove this rule", "", (1322, y), (28, 28))]
        d += [R("label", "Perform these actions:", "Perform these actions:", (540, 620), (200, 18)),
              R("combo-box", "", "Move Message to", (560, 646), (240, 28)), R("combo-box", "", target, (810, 646), (420, 28)),
              R("push-button", "OK", "", (1180, 836), (90, 32)), R("push-button", "Cancel", "", (1280, 836), (90, 32))]
        return d

    def v(mn: int, fl: list[tuple[str, int]], cur: str, msgs: list[tuple[str, str, str, bool]], total: int, extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), tbird(f"{cur} - maya.chen@orbitlabs.io", fl, cur, msgs, total, extra))
    state = v(8 * 60 + 31, folders, "Inbox", inbox, 1204)
    T = []
    T.append((code("pyautogui.press('alt')\npyautogui.click(330, 40)  # Tools\npyautogui.click(380, 300)  # Message Filters"),
              v(8 * 60 + 31, folders, "Inbox", inbox, 1204, fdlg(flist, flist[0], 4))))
    T.append((code("pyautogui.click(1270, 286)  # New…"),
              v(8 * 60 + 32, folders, "Inbox", inbox, 1204, fdlg(flist, flist[0], 4) + rules("", ("Subject", "contains", ""), None, "Inbox on maya.chen@orbitlabs.io"))))
    r1, r2 = ("From", "contains", "builds@ci.orbitlabs.io"), ("Subject", "begins with", "FAILED:")
    T.append((code("pyautogui.write('CI failures')\npyautogui.click(650, 446); pyautogui.click(650, 480)  # From\npyautogui.click(1110, 446); pyautogui.write('builds@ci.orbitlabs.io')\npyautogui.click(1304, 446)  # +\npyautogui.click(840, 482); pyautogui.click(840, 560)  # begins with\npyautogui.click(1110, 482); pyautogui.write('FAILED:')\npyautogui.click(1020, 660); pyautogui.click(1020, 800)  # CI"),
              v(8 * 60 + 34, folders, "Inbox", inbox, 1204, fdlg(flist, flist[0], 4) + rules("CI failures", r1, r2, "CI on maya.chen@orbitlabs.io"))))
    flist2 = flist + ["CI failures"]
    T.append((code("pyautogui.click(1225, 852)  # OK"), v(8 * 60 + 34, folders, "Inbox", inbox, 1204, fdlg(flist2, "CI failures", 5))))
    flist3 = ["CI failures"] + flist
    shown = [f for f in flist3 if f != "Invoices to Finance"]
    T.append((code("pyautogui.click(1270, 438)  # Move to Top"), v(8 * 60 + 35, folders, "Inbox", inbox, 1204, fdlg(shown, "CI failures", 5))))
    T.append((code("pyautogui.click(1135, 705)  # Run Now\ntime.sleep(2)"), v(8 * 60 + 35, folders_after, "Inbox", inbox_after, 1197, fdlg(flist3, "CI failures", 5))))
    T.append((code("pyautogui.press('esc')"), v(8 * 60 + 36, folders_after, "Inbox", inbox_after, 1197)))
    old_ci = [(f"FAILED: {p} #{n} (main) — test stage", "builds@ci.orbitlabs.io", d, False) for p, n, d in (
        ("orbit-api", 4790, "Fri 10 May"), ("orbit-web", 3288, "Thu 9 May"), ("orbit-api", 4771, "Wed 8 May"), ("billing-worker", 981, "Tue 7 May"))]
    T.append((code("pyautogui.click(190, 240)  # CI folder"), v(8 * 60 + 36, folders_after, "CI", ci + old_ci, 119)))
    rs.add("os", "h59-os-09", SYS.format(task=task), T, state=state, bad=True, turn=5,
           kind="After Move to Top the filter list no longer contains 'Invoices to Finance', which was listed before and never deleted (the count still says 5 items).")


# ---------------------------------------------------------------- 10 Chrome password manager (bad: deleted password back)
def t10(rs: RowSet) -> None:
    task = "Delete the saved password for portal.hetzner.com in Chrome, then review Password Checkup."
    day = "Nov 2"
    saved = [("accounts.atlassian.com", "r.okafor@northwind.dev"), ("app.hubspot.com", "r.okafor@northwind.dev"),
             ("github.com", "rokafor"), ("id.heroku.com", "r.okafor@northwind.dev"), ("login.salesforce.com", "rokafor@northwind.dev"),
             ("portal.hetzner.com", "K1048822"), ("www.linkedin.com", "rachel.okafor@gmail.com"), ("www.namecheap.com", "rokafor"),
             ("zoom.us", "r.okafor@northwind.dev")]
    pm = "Google Password Manager"

    def side(cur: str) -> list[str]:
        return [R("link", n, n, (100, 170 + 44 * i), (200, 36), desc="selected" if n == cur else "") for i, n in enumerate(("Passwords", "Checkup", "Settings"))]

    def plist(items: list[tuple[str, str]], query: str = "", toast: bool = False) -> list[str]:
        c = side("Passwords") + [R("heading", "Passwords", "Passwords", (520, 140), (200, 30)),
                                 R("entry", "Search passwords", query, (760, 136), (520, 36)), R("push-button", "Add", "", (1300, 136), (80, 36))]
        c += [R("label", "", f"{len(items)} password{'s' if len(items) != 1 else ''}" if not query else f"{len(items)} result{'s' if len(items) != 1 else ''}", (520, 196), (200, 18))]
        for i, (site, user) in enumerate(items):
            y = 230 + 56 * i
            c += [R("link", site, site, (560, y), (500, 22)), R("label", "", user, (560, y + 24), (500, 18))]
        if toast:
            c += [R("alert", "", "Password deleted", (90, 980), (360, 48)), R("push-button", "Undo", "", (360, 990), (70, 28))]
        return c
    left = [x for x in saved if x[0] != "portal.hetzner.com"]
    url = "chrome://password-manager/passwords"

    def v(mn: int, tabs: list[str], act: int, u: str, content: list[str]) -> str:
        return screen(clock(day, mn), chrome(tabs, act, u, content, site_info="Chrome" if u.startswith("chrome") else "View site information"))
    admin = [R("heading", "Northwind Admin", "Northwind Admin", (120, 140), (300, 30)), R("label", "", "Signed in as r.okafor@northwind.dev", (1400, 146), (300, 18)),
             R("link", "Billing", "Billing", (120, 200), (100, 22)), R("link", "Servers", "Servers", (120, 232), (100, 22)),
             R("link", "Users", "Users", (120, 264), (100, 22)), R("label", "", "Active servers: 14 · Monthly spend: €1,862.40", (400, 200), (600, 18))]
    tabs0 = ["Dashboard – Northwind Admin", "Hetzner Console – Projects"]
    state = v(20 * 60 + 14, tabs0, 0, "admin.northwind.dev/dashboard", admin)
    tabs = [pm, "Hetzner Console – Projects"]
    T = []
    T.append((code("BrowserTools.open_password_settings()"), v(20 * 60 + 14, tabs, 0, url, plist(saved))))
    T.append((code("pyautogui.click(1020, 154)\npyautogui.write('hetzner')"), v(20 * 60 + 15, tabs, 0, url + "?q=hetzner", plist([saved[5]], "hetzner"))))
    det = side("Passwords") + [R("push-button", "Back", "", (520, 140), (30, 30)), R("heading", "portal.hetzner.com", "portal.hetzner.com", (560, 140), (400, 30)),
                               R("label", "Site", "https://portal.hetzner.com/", (560, 200), (500, 18)),
                               R("entry", "Username", "K1048822", (560, 250), (500, 36)), R("push-button", "Copy username", "", (1070, 254), (28, 28)),
                               R("password-text", "Password", "••••••••••••••", (560, 310), (500, 36)), R("push-button", "Show password", "", (1070, 314), (28, 28)),
                               R("push-button", "Copy password", "", (1102, 314), (28, 28)),
                               R("label", "Note", "Billing admin for project nw-prod", (560, 370), (500, 18)),
                               R("push-button", "Edit", "", (560, 420), (80, 34)), R("push-button", "Delete", "", (650, 420), (80, 34))]
    T.append((code("pyautogui.click(640, 241)  # portal.hetzner.com"), v(20 * 60 + 15, tabs, 0, url + "/portal.hetzner.com", det)))
    T.append((code("pyautogui.click(690, 437)  # Delete"), v(20 * 60 + 16, tabs, 0, url, plist(left, toast=True))))
    sites = [("accounts.atlassian.com", "4.1 MB", "12"), ("admin.northwind.dev", "820 kB", "6"), ("app.hubspot.com", "2.7 MB", "31"),
             ("github.com", "11.3 MB", "9"), ("portal.hetzner.com", "1.2 MB", "4"), ("www.linkedin.com", "6.8 MB", "22"), ("zoom.us", "512 kB", "7")]
    allsites = [R("heading", "All sites", "All sites", (680, 130), (200, 28)), R("combo-box", "Sort by", "Name", (1200, 126), (160, 32)),
                R("entry", "Search", "", (700, 80), (600, 34)), R("label", "", "Total storage used by sites: 27.4 MB", (680, 180), (400, 18)),
                R("push-button", "Delete data", "", (1240, 174), (120, 32))]
    for i, (s, sz, ck) in enumerate(sites):
        allsites += [R("link", s, s, (700, 230 + 52 * i), (400, 22)), R("label", "", f"{sz} · {ck} cookies", (700, 254 + 52 * i), (300, 18)),
                     R("push-button", "Delete data", "", (1330, 234 + 52 * i), (28, 28))]
    tabs2 = ["Settings - All sites", "Hetzner Console – Projects"]
    T.append((code("pyautogui.click(700, 89)\npyautogui.write('chrome://settings/content/all')\npyautogui.press('enter')"),
              v(20 * 60 + 17, tabs2, 0, "chrome://settings/content/all", allsites)))
    T.append((code("pyautogui.hotkey('alt', 'left')"), v(20 * 60 + 17, tabs, 0, url, plist(left))))

    def checkup(comp: list[tuple[str, str]]) -> list[str]:
        c = side("Checkup") + [R("heading", "Checkup", "Checkup", (520, 140), (200, 30)),
                               R("label", "", "Checked passwords for 8 sites and apps · Just now", (520, 186), (500, 18)),
                               R("push-button", "Check again", "", (1200, 180), (120, 32)),
                               R("heading", f"{len(comp)} compromised passwords", f"{len(comp)} compromised passwords", (540, 240), (400, 24)),
                               R("label", "", "You should change these now", (540, 268), (400, 18))]
        for i, (s, u) in enumerate(comp):
            c += [R("link", s, s, (580, 300 + 48 * i), (400, 22)), R("label", "", u, (580, 322 + 48 * i), (400, 18)),
                  R("push-button", "Change password", "", (1200, 300 + 48 * i), (150, 32))]
        y = 320 + 48 * len(comp)
        c += [R("heading", "3 reused passwords", "3 reused passwords", (540, y), (400, 24)),
              R("label", "", "Create unique passwords", (540, y + 28), (400, 18)),
              R("link", "accounts.atlassian.com", "accounts.atlassian.com", (580, y + 58), (400, 22)),
              R("link", "id.heroku.com", "id.heroku.com", (580, y + 88), (400, 22)), R("link", "zoom.us", "zoom.us", (580, y + 118), (400, 22)),
              R("heading", "1 weak password", "1 weak password", (540, y + 160), (400, 24)),
              R("link", "app.hubspot.com", "app.hubspot.com", (580, y + 190), (400, 22))]
        return c
    comp = [("www.linkedin.com", "rachel.okafor@gmail.com"), ("www.namecheap.com", "rokafor"), ("portal.hetzner.com", "K1048822")]
    T.append((code("pyautogui.click(150, 232)  # Checkup"), v(20 * 60 + 18, tabs, 0, "chrome://password-manager/checkup", checkup(comp))))
    T.append((code("pyautogui.click(150, 188)  # Passwords"), v(20 * 60 + 19, tabs, 0, url, plist(left))))
    T.append((code("pyautogui.click(1020, 154)\npyautogui.write('github')"), v(20 * 60 + 19, tabs, 0, url + "?q=github", plist([saved[2]], "github"))))
    rs.add("os", "h59-os-10", SYS.format(task=task), T, state=state, bad=True, turn=7,
           kind="Password Checkup lists portal.hetzner.com (K1048822) as a compromised saved password although that password was deleted and the list showed 8 entries without it.")


# ---------------------------------------------------------------- GNOME Settings
PANELS = ("Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
          "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
          "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications",
          "Date & Time", "About")


def settings(panel: str, body: list[str], extra: list[str] | None = None, sub: str | None = None) -> list[str]:
    out = [R("frame", "Settings", "", (300, 120), (1320, 860)), R("push-button", "Search", "", (310, 128), (34, 34)),
           R("label", "", "Settings", (420, 134), (100, 22)), R("label", "", sub or panel, (1000, 134), (300, 22))]
    out += [R("list-item", p, p, (304, 176 + 31 * i), (300, 30), desc="selected" if p == panel else "") for i, p in enumerate(PANELS)]
    return out + body + (extra or [])


# ---------------------------------------------------------------- 11 Settings accessibility + default apps (clean)
def t11(rs: RowSet) -> None:
    task = "Turn on Large Text, set the cursor size to Large, and make GIMP the default app for photos."
    day = "Oct 8"

    def acc(large: bool, cursor: str) -> list[str]:
        rows = [("switch", "Always Show Accessibility Menu", "off"), ("head", "Seeing", ""), ("switch", "High Contrast", "off"),
                ("switch", "Large Text", "on" if large else "off"), ("row", "Cursor Size", cursor), ("row", "Zoom", "Off"),
                ("row", "Screen Reader", "Off"), ("row", "Sound Keys", "Off"), ("head", "Hearing", ""), ("row", "Visual Alerts", "Off"),
                ("head", "Typing", ""), ("switch", "Screen Keyboard", "off"), ("row", "Repeat Keys", "On"), ("row", "Cursor Blinking", "On"),
                ("row", "Typing Assist (AccessX)", "Off"), ("head", "Pointing & Clicking", ""), ("switch", "Mouse Keys", "off"),
                ("switch", "Locate Pointer", "off"), ("row", "Click Assist", "Off")]
        step = 42 if large else 36
        b = []
        for i, (k, n, val) in enumerate(rows):
            y = 180 + step * i
            if k == "head":
                b.append(R("label", n, n, (660, y + 10), (200, 20 if not large else 24)))
            elif k == "switch":
                b += [R("label", n, n, (680, y + 8), (300, 20 if not large else 24)), R("toggle-button", n, "", (1520, y + 4), (50, 28), desc=val)]
            else:
                b += [R("label", n, n, (680, y + 8), (300, 20 if not large else 24)), R("label", "", val, (1460, y + 8), (90, 20 if not large else 24))]
        b.append(R("slider", "Double-Click Delay", "400", (1100, 180 + step * len(rows) + 6), (400, 20)))
        return b

    def v(mn: int, panel: str, body: list[str], extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), settings(panel, body, extra))
    appearance = [R("label", "Style", "Style", (660, 190), (100, 20)), R("toggle-button", "Light", "", (680, 220), (200, 130), desc="on"),
                  R("toggle-button", "Dark", "", (900, 220), (200, 130), desc="off"), R("label", "Color", "Color", (660, 380), (100, 20)),
                  R("combo-box", "Icon size", "Large", (1300, 470), (160, 30)), R("toggle-button", "Show Personal folder", "", (1520, 510), (50, 28), desc="on"),
                  R("toggle-button", "Auto-hide the Dock", "", (1520, 590), (50, 28), desc="off"), R("combo-box", "Icon size", "48", (1300, 630), (160, 30)),
                  R("combo-box", "Position on screen", "Left", (1300, 670), (160, 30))]
    state = v(13 * 60 + 2, "Appearance", appearance)
    T = []
    T.append((code("pyautogui.click(450, 811)  # Accessibility"), v(13 * 60 + 2, "Accessibility", acc(False, "Default"))))
    T.append((code("pyautogui.click(1545, 300)  # Large Text"), v(13 * 60 + 3, "Accessibility", acc(True, "Default"))))
    cs = [R("dialog", "Cursor Size", "", (700, 380), (560, 260)),
          R("label", "", "Cursor size can be combined with zoom to make it easier to see the cursor.", (720, 420), (520, 20))]
    cs += [R("toggle-button", n, "", (720 + 104 * i, 460), (96, 110), desc="on" if n == "Default" else "off") for i, n in enumerate(("Default", "Medium", "Large", "Larger", "Largest"))]
    T.append((code("pyautogui.click(1000, 376)  # Cursor Size"), v(13 * 60 + 3, "Accessibility", acc(True, "Default"), cs)))
    T.append((code("pyautogui.click(976, 515)  # Large\npyautogui.press('esc')"), v(13 * 60 + 4, "Accessibility", acc(True, "Large"))))

    def dflt(photos: str) -> list[str]:
        kv = [("Web", "Google Chrome"), ("Mail", "Thunderbird Mail"), ("Calendar", "Thunderbird Mail"), ("Music", "Rhythmbox"),
              ("Video", "VLC media player"), ("Photos", photos)]
        return [x for i, (k, val) in enumerate(kv) for x in (R("label", k, k, (900, 260 + 52 * i), (120, 24)), R("combo-box", k, val, (1060, 254 + 52 * i), (300, 36)))]
    T.append((code("pyautogui.click(450, 858)  # Default Applications\npyautogui.click(1210, 532)  # Photos\npyautogui.click(1210, 610)  # GNU Image Manipulation Program"),
              v(13 * 60 + 5, "Default Applications", dflt("GNU Image Manipulation Program"))))
    T.append((code("pyautogui.click(450, 811)  # Accessibility"), v(13 * 60 + 5, "Accessibility", acc(True, "Large"))))
    rs.add("os", "h59-os-11", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- Visual Studio Code
def vscode(title: str, tree: list[tuple[str, int, str]], tabs: list[tuple[str, bool]], active: str, lines: list[str],
           pos: tuple[int, int], lang: str, panel: list[str] | None = None, extra: list[str] | None = None,
           workspace: str = "LEDGER-API", branch: str = "main") -> list[str]:
    out = [R("frame", f"{title} - {workspace.lower()} - Visual Studio Code", "", (70, 27), (1850, 1053))]
    out += menus(("File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"), 110, 30, 24, "menu-item")
    out += [R("push-button", n, "", (72, 70 + 48 * i), (48, 48)) for i, n in enumerate(("Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)", "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"))]
    out += [R("push-button", "Accounts", "", (72, 930), (48, 48)), R("push-button", "Manage", "", (72, 978), (48, 48))]
    out.append(R("heading", "Explorer", "EXPLORER", (124, 70), (280, 34)))
    out.append(R("tree", workspace, "", (124, 110), (280, 880)))
    out += [R("tree-item", n, n, (130 + 16 * ind, 114 + 22 * i), (270 - 16 * ind, 22), desc=st) for i, (n, ind, st) in enumerate(tree)]
    x = 406
    for n, mod in tabs:
        out.append(R("page-tab", n + (", Edited" if mod else ""), "", (x, 70), (150, 35), desc="selected" if n == active else ""))
        x += 152
    top = 112
    out += [R("label", str(i), ln, (470, top + 19 * (i - 1)), (1400, 19)) for i, ln in enumerate(lines, 1)]
    if panel:
        out += panel
    out += [R("push-button", f"{branch}, Checkout Branch/Tag...", "", (72, 1034), (70, 22)),
            R("push-button", "No Problems", "0 errors, 0 warnings", (150, 1034), (60, 22)),
            R("push-button", f"Ln {pos[0]}, Col {pos[1]}", "", (1450, 1034), (100, 22)),
            R("push-button", "Spaces: 4" if lang != "JSON with Comments" else "Tab Size: 4", "", (1556, 1034), (80, 22)),
            R("push-button", "UTF-8", "", (1640, 1034), (50, 22)), R("push-button", "LF", "", (1694, 1034), (30, 22)),
            R("push-button", lang, "", (1730, 1034), (130, 22)), R("push-button", "Notifications", "", (1870, 1034), (30, 22))]
    return out + (extra or [])


def vpanel(terms: list[str], active: str, text: list[str]) -> list[str]:
    p = [R("page-tab", n, "", (406 + 120 * i, 640), (110, 26), desc="selected" if n == "TERMINAL" else "")
         for i, n in enumerate(("PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL", "PORTS"))]
    p += [R("push-button", "New Terminal (Ctrl+Shift+`)", "", (1620, 640), (26, 26)), R("push-button", "Kill Terminal", "", (1680, 640), (26, 26))]
    p += [R("list-item", t, t, (1700, 672 + 24 * i), (200, 22), desc="selected" if t == active else "") for i, t in enumerate(terms)]
    p += [R("terminal", "Terminal 1" if not active.startswith("Task") else active, "\n".join(text), (406, 672), (1280, 350))]
    return p


# ---------------------------------------------------------------- 12 VS Code tasks (bad: tasks.json line changed)
def t12(rs: RowSet) -> None:
    task = "In the ledger-api workspace, create a tasks.json with the npm build task as the default build task, run it, then run the tests."
    day = "Aug 22"
    pkg = ['{', '  "name": "ledger-api",', '  "version": "0.9.3",', '  "private": true,', '  "scripts": {',
           '    "build": "tsc -p tsconfig.build.json",', '    "start": "node dist/index.js",',
           '    "start:dev": "ts-node-dev --respawn src/index.ts",', '    "test": "jest",', '    "lint": "eslint \'src/**/*.ts\'"',
           '  },', '  "dependencies": {', '    "fastify": "^4.26.2",', '    "pg": "^8.11.3",', '    "zod": "^3.22.4"', '  },',
           '  "devDependencies": {', '    "@types/jest": "^29.5.12",', '    "@types/node": "^20.11.30",', '    "jest": "^29.7.0",',
           '    "ts-jest": "^29.1.2",', '    "ts-node-dev": "^2.0.0",', '    "typescript": "^5.4.3"', '  }', '}']
    tj1 = ['{', '\t// See https://go.microsoft.com/fwlink/?LinkId=733558', '\t// for the documentation about the tasks.json format',
           '\t"version": "2.0.0",', '\t"tasks": [', '\t\t{', '\t\t\t"type": "npm",', '\t\t\t"script": "build",', '\t\t\t"group": "build",',
           '\t\t\t"problemMatcher": [],', '\t\t\t"label": "npm: build",', '\t\t\t"detail": "tsc -p tsconfig.build.json"', '\t\t}', '\t]', '}']
    tj2 = tj1[:8] + ['\t\t\t"group": {', '\t\t\t\t"kind": "build",', '\t\t\t\t"isDefault": true', '\t\t\t},'] + tj1[9:]
    ledger = ['import { Pool } from "pg";', 'import { z } from "zod";', '', 'export const Entry = z.object({',
              '  accountId: z.string().uuid(),', '  amountMinor: z.number().int(),', '  currency: z.string().length(3),',
              '  memo: z.string().max(140).optional(),', '});', '', 'export type Entry = z.infer<typeof Entry>;', '',
              'export async function postEntry(db: Pool, e: Entry): Promise<string> {', '  const { rows } = await db.query(',
              '    "INSERT INTO entries (account_id, amount_minor, currency, memo) VALUES ($1, $2, $3, $4) RETURNING id",',
              '    [e.accountId, e.amountMinor, e.currency, e.memo ?? null],', '  );', '  return rows[0].id;', '}', '',
              'export async function balance(db: Pool, accountId: string): Promise<number> {',
              '  const { rows } = await db.query("SELECT COALESCE(SUM(amount_minor), 0) AS b FROM entries WHERE account_id = $1", [accountId]);',
              '  return Number(rows[0].b);', '}']
    base = [("node_modules", 0, "collapsed"), ("src", 0, "collapsed"), ("test", 0, "collapsed"), (".gitignore", 0, ""),
            ("jest.config.js", 0, ""), ("package-lock.json", 0, ""), ("package.json", 0, ""), ("README.md", 0, ""),
            ("tsconfig.build.json", 0, ""), ("tsconfig.json", 0, "")]
    vs = [(".vscode", 0, "expanded"), ("tasks.json", 1, "")]
    tree1 = vs + base
    dist = [("dist", 0, "expanded"), ("routes", 1, "collapsed"), ("schemas", 1, "collapsed"), ("config.js", 1, ""), ("db.js", 1, ""),
            ("index.js", 1, ""), ("ledger.js", 1, "")]
    tree2 = vs + dist + base
    tree3 = vs + dist + [("node_modules", 0, "collapsed"), ("src", 0, "expanded"), ("routes", 1, "collapsed"), ("schemas", 1, "collapsed"),
                         ("config.ts", 1, ""), ("db.ts", 1, ""), ("index.ts", 1, ""), ("ledger.ts", 1, "")] + base[2:]

    def v(mn: int, tree: list[tuple[str, int, str]], tabs: list[tuple[str, bool]], act: str, lines: list[str], pos: tuple[int, int],
          lang: str, panel: list[str] | None = None, extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), vscode(act, tree, tabs, act, lines, pos, lang, panel, extra))

    def qp(query: str, items: list[tuple[str, str]]) -> list[str]:
        q = [R("entry", "input", query, (660, 76), (600, 30)), R("list", "", "", (660, 108), (600, 26 * len(items)))]
        q += [R("list-item", a, b, (664, 110 + 26 * i), (592, 24), desc="focused" if i == 0 else "") for i, (a, b) in enumerate(items)]
        return q
    state = v(15 * 60 + 30, base, [("package.json", False)], "package.json", pkg, (6, 41), "JSON")
    T = []
    cfg = [("Create tasks.json file from template", ""), ("npm: build", "tsc -p tsconfig.build.json"), ("npm: lint", "eslint 'src/**/*.ts'"),
           ("npm: start", "node dist/index.js"), ("npm: start:dev", "ts-node-dev --respawn src/index.ts"), ("npm: test", "jest"),
           ("npm: install", "install dependencies from package"), ("tsc: build - tsconfig.build.json", ""), ("tsc: watch - tsconfig.build.json", ""),
           ("tsc: build - tsconfig.json", ""), ("tsc: watch - tsconfig.json", "")]
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Tasks: Configure Task')\npyautogui.press('enter')\ntime.sleep(1)"),
              v(15 * 60 + 31, base, [("package.json", False)], "package.json", pkg, (6, 41), "JSON", extra=qp("", cfg))))
    tabs = [("package.json", False), ("tasks.json", False)]
    T.append((code("pyautogui.press('down')\npyautogui.press('enter')  # npm: build"),
              v(15 * 60 + 31, tree1, tabs, "tasks.json", tj1, (1, 1), "JSON with Comments")))
    tabs_m = [("package.json", False), ("tasks.json", True)]
    T.append((code("pyautogui.click(700, 264)  # line 9\npyautogui.hotkey('home'); pyautogui.hotkey('shift', 'end')\npyautogui.write('\"group\": {\\n\"kind\": \"build\",\\n\"isDefault\": true\\n},')"),
              v(15 * 60 + 32, tree1, tabs_m, "tasks.json", tj2, (12, 6), "JSON with Comments")))
    T.append((code("pyautogui.hotkey('ctrl', 's')"), v(15 * 60 + 32, tree1, tabs, "tasks.json", tj2, (12, 6), "JSON with Comments")))
    build_out = [" *  Executing task: npm run build ", "", "", "> ledger-api@0.9.3 build", "> tsc -p tsconfig.build.json", "",
                 " *  Terminal will be reused by tasks, press any key to close it. "]
    p1 = vpanel(["Task - npm: build"], "Task - npm: build", build_out)
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'b')\ntime.sleep(6)"), v(15 * 60 + 33, tree1, tabs, "tasks.json", tj2, (12, 6), "JSON with Comments", p1)))
    T.append((code("pyautogui.click(250, 91)  # refresh explorer\npyautogui.click(160, 158)  # dist"),
              v(15 * 60 + 33, tree2, tabs, "tasks.json", tj2, (12, 6), "JSON with Comments", p1)))
    tabs3 = tabs + [("ledger.ts", False)]
    T.append((code("pyautogui.click(160, 422)  # src\npyautogui.click(180, 532)  # ledger.ts"),
              v(15 * 60 + 34, tree3, tabs3, "ledger.ts", ledger, (1, 1), "TypeScript", p1)))
    run = [("npm: build", "recently used tasks"), ("npm: lint", "eslint 'src/**/*.ts'"), ("npm: start", "node dist/index.js"),
           ("npm: start:dev", "ts-node-dev --respawn src/index.ts"), ("npm: test", "jest"), ("npm: install", "install dependencies from package"),
           ("tsc: build - tsconfig.build.json", ""), ("tsc: watch - tsconfig.build.json", ""), ("tsc: build - tsconfig.json", ""), ("tsc: watch - tsconfig.json", "")]
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Tasks: Run Task')\npyautogui.press('enter')"),
              v(15 * 60 + 35, tree3, tabs3, "ledger.ts", ledger, (1, 1), "TypeScript", p1, qp("", run))))
    test_out = [" *  Executing task: npm run test ", "", "", "> ledger-api@0.9.3 test", "> jest", "",
                "PASS test/ledger.test.ts (3.104 s)", "PASS test/routes/accounts.test.ts", "PASS test/routes/entries.test.ts",
                "PASS test/schemas.test.ts", "PASS test/config.test.ts", "PASS test/routes/health.test.ts", "",
                "Test Suites: 6 passed, 6 total", "Tests:       42 passed, 42 total", "Snapshots:   0 total", "Time:        6.318 s",
                "Ran all test suites.", " *  Terminal will be reused by tasks, press any key to close it. "]
    p2 = vpanel(["Task - npm: build", "Task - npm: test"], "Task - npm: test", test_out)
    T.append((code("pyautogui.press('down', presses=4)\npyautogui.press('enter')  # npm: test\ntime.sleep(9)"),
              v(15 * 60 + 35, tree3, tabs3, "ledger.ts", ledger, (1, 1), "TypeScript", p2)))
    tj_bad = [ln.replace("tsconfig.build.json", "tsconfig.json") if '"detail"' in ln else ln for ln in tj2]
    T.append((code("pyautogui.click(636, 87)  # tasks.json tab"), v(15 * 60 + 36, tree3, tabs3, "tasks.json", tj_bad, (12, 6), "JSON with Comments", p2)))
    sh = ["dev@ws-11:~/projects/ledger-api$ "]
    p3 = vpanel(["Task - npm: build", "Task - npm: test", "bash"], "bash", sh)
    T.append((code("pyautogui.hotkey('ctrl', 'shift', '`')"), v(15 * 60 + 36, tree3, tabs3, "tasks.json", tj2, (12, 6), "JSON with Comments", p3)))
    sh2 = ["dev@ws-11:~/projects/ledger-api$ find dist -name '*.js' | wc -l", "9", "dev@ws-11:~/projects/ledger-api$ "]
    p4 = vpanel(["Task - npm: build", "Task - npm: test", "bash"], "bash", sh2)
    T.append((code("pyautogui.write(\"find dist -name '*.js' | wc -l\")\npyautogui.press('enter')"),
              v(15 * 60 + 37, tree3, tabs3, "tasks.json", tj2, (12, 6), "JSON with Comments", p4)))
    rs.add("os", "h59-os-12", SYS.format(task=task), T, state=state, bad=True, turn=10,
           kind="Reopened tasks.json shows \"detail\": \"tsc -p tsconfig.json\" on line 15 although the file was saved with tsconfig.build.json and not edited since.")


# ---------------------------------------------------------------- 13 Thunderbird templates (clean)
def t13(rs: RowSet) -> None:
    task = "Save a reusable template for the weekly carrier capacity report, then use it to send the week 12 report to ops-leads@harborfreight-logistics.com."
    day = "Mar 25"
    acct = "luis.ortega@harborfreight-logistics.com"
    inbox = [("Re: Lane 14 reefer shortage", "Chioma Eze", "09:02", True), ("Carrier scorecard — February final", "Northline Freight", "08:47", True),
             ("Dock schedule change — DC2 Tuesday", "Warehouse Ops", "08:15", True), ("Fuel surcharge table update", "Tallis Transport", "07:59", True),
             ("Re: Q2 volume forecast", "Maren Holt", "Yesterday 18:30", True), ("Invoice HFL-2024-0381", "Kestrel Haulage", "Yesterday 16:12", False),
             ("Weekly capacity call notes", "Chioma Eze", "Yesterday 11:05", False), ("Your parcel API key expires in 14 days", "ParcelHub", "Fri 22 Mar", False)]
    sent = [("Re: Carrier scorecard — January", "Northline Freight", "Fri 22 Mar", False), ("Weekly carrier capacity report — week 11", "ops-leads@harborfreight-logistics.com", "Mon 18 Mar", False),
            ("Re: Dock doors 4-6 maintenance", "Warehouse Ops", "Fri 15 Mar", False), ("Weekly carrier capacity report — week 10", "ops-leads@harborfreight-logistics.com", "Mon 11 Mar", False)]
    subj_t = "Weekly carrier capacity report — week {N}"
    body_t = ["Hi all,", "", "Below is the carrier capacity summary for week {N}.", "",
              "Carrier | Booked loads | Capacity | Utilisation", "Northline Freight | 182 | 200 | 91%", "Tallis Transport | 96 | 120 | 80%",
              "Kestrel Haulage | 143 | 150 | 95%", "", "Please flag any lanes over 95% utilisation by Wednesday noon.", "",
              "— Luis Ortega, Capacity Planning · Harbor Freight Logistics"]

    def folders(tpl: bool) -> list[tuple[str, int]]:
        f = [("Inbox", 5), ("Drafts", 0)]
        if tpl:
            f.append(("Templates", 0))
        return f + [("Sent", 0), ("Archives", 0), ("Junk", 0), ("Trash", 0)]

    def compose(subject: str, to: str, body: list[str], saved: bool = False) -> list[str]:
        c = [R("frame", f"Write: {subject or '(no subject)'} - Thunderbird", "", (360, 90), (1200, 900))]
        c += buttons(("Send", "Spelling", "Save", "Contacts", "Attach", "Security"), 372, 100, 90, 34, 6)
        c += [R("combo-box", "From", f"Luis Ortega <{acct}>", (460, 150), (900, 30)), R("entry", "To", to, (460, 188), (900, 30)),
              R("entry", "Subject", subject, (460, 226), (900, 30)), R("combo-box", "", "Body Text", (372, 268), (160, 28)),
              R("combo-box", "", "Variable Width", (540, 268), (160, 28)), R("document-web", "Message body", "", (372, 304), (1176, 640))]
        c += [R("paragraph", "", ln, (390, 316 + 22 * i), (1100, 20)) for i, ln in enumerate(body)]
        if saved:
            c.append(R("label", "", "Message saved.", (372, 964), (200, 18)))
        return c

    def v(mn: int, tpl: bool, cur: str, msgs: list[tuple[str, str, str, bool]], total: int, extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), tbird(f"{cur} - {acct}", folders(tpl), cur, msgs, total, extra, account=acct))
    state = v(9 * 60 + 10, False, "Inbox", inbox, 2311)
    T = []
    T.append((code("pyautogui.hotkey('ctrl', 'n')\ntime.sleep(2)"), v(9 * 60 + 10, False, "Inbox", inbox, 2311, compose("", "", [""]))))
    T.append((code("pyautogui.click(900, 241)\npyautogui.write('Weekly carrier capacity report — week {N}')\npyautogui.click(900, 500)\npyautogui.write(" + repr("\n".join(body_t)) + ")"),
              v(9 * 60 + 12, False, "Inbox", inbox, 2311, compose(subj_t, "", body_t))))
    T.append((code("pyautogui.press('alt')\npyautogui.click(390, 96)  # File\npyautogui.click(440, 300)  # Save As\npyautogui.click(640, 360)  # Template"),
              v(9 * 60 + 13, True, "Inbox", inbox, 2311, compose(subj_t, "", body_t, saved=True))))
    T.append((code("pyautogui.hotkey('ctrl', 'w')"), v(9 * 60 + 13, True, "Inbox", inbox, 2311)))
    tpl = [(subj_t, "", "09:13", False)]
    T.append((code("pyautogui.click(200, 180)  # Templates"), v(9 * 60 + 14, True, "Templates", tpl, 1)))
    T.append((code("pyautogui.doubleClick(800, 169)  # the template\ntime.sleep(2)"), v(9 * 60 + 14, True, "Templates", tpl, 1, compose(subj_t, "", body_t))))
    subj12 = subj_t.replace("{N}", "12")
    body12 = [ln.replace("{N}", "12") for ln in body_t]
    T.append((code("pyautogui.click(900, 203)\npyautogui.write('ops-leads@harborfreight-logistics.com')\npyautogui.tripleClick(900, 241)\npyautogui.write('Weekly carrier capacity report — week 12')\npyautogui.click(900, 500)\npyautogui.hotkey('ctrl', 'h')\npyautogui.write('{N}'); pyautogui.press('tab'); pyautogui.write('12')\npyautogui.click(1100, 620)  # Replace All\npyautogui.press('esc')"),
              v(9 * 60 + 16, True, "Templates", tpl, 1, compose(subj12, "ops-leads@harborfreight-logistics.com", body12))))
    T.append((code("pyautogui.hotkey('ctrl', 'enter')\ntime.sleep(3)"), v(9 * 60 + 17, True, "Templates", tpl, 1)))
    sent2 = [(subj12, "ops-leads@harborfreight-logistics.com", "09:17", False)] + sent
    T.append((code("pyautogui.click(200, 210)  # Sent"), v(9 * 60 + 17, True, "Sent", sent2, 187)))
    rs.add("os", "h59-os-13", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- 14 Calc freeze panes + chart (clean)
def t14(rs: RowSet) -> None:
    task = "In sensor_log_march.ods freeze the header row and timestamp column, then add a line chart (points and lines) of temperature and humidity for the first 24 readings, and save."
    day = "Mar 31"
    g = {"A1": "Timestamp", "B1": "Temp °C", "C1": "Humidity %", "D1": "Pressure hPa"}
    temps, hums = {}, {}
    for i in range(96):
        r = i + 2
        tri = abs((i + 20) % 48 - 24)
        t = 15 + tri * 0.25
        h = 62 - tri
        temps[r], hums[r] = t, h
        g.update({f"A{r}": f"2024-03-01 {i // 4:02d}:{(i % 4) * 15:02d}", f"B{r}": f"{t:.1f}", f"C{r}": str(h),
                  f"D{r}": f"{1008 + ((i * 3) % 17) / 10:.1f}"})
    cols, widths = "ABCDEF", [150, 90, 100, 110, 80, 80]
    sheets = ["Log", "Summary"]
    nums = [temps[r] for r in range(2, 26)] + [hums[r] for r in range(2, 26)]
    sums = f"Average: {fnum(sum(nums) / len(nums))}; Sum: {fnum(sum(nums))}"

    def v(mn: int, vis: list[int], nb: str, fx: str, mod: bool, sm: str = "Average: ; Sum: 0", sel: str = "",
          extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), calc("sensor_log_march.ods", nb, fx, g, cols, widths, vis, sheets, 1, mod, sm, sel, extra))
    top = list(range(1, 44))
    frz = [R("separator", "", "", (268, 180), (1, 820)), R("separator", "", "", (118, 199), (1790, 1))]

    def one(r: int) -> str:
        return f"Average: {fnum(temps[r])}; Sum: {fnum(temps[r])}"
    state = v(17 * 60 + 20, top, "A1", "Timestamp", False)
    T = []
    T.append((code("pyautogui.click(310, 208)  # B2"), v(17 * 60 + 20, top, "B2", fnum(temps[2]), False, one(2))))
    T.append((code("pyautogui.click(124, 69)  # View\npyautogui.click(190, 600)  # Freeze Cells\npyautogui.click(400, 600)  # Freeze Rows and Columns"),
              v(17 * 60 + 21, top, "B2", fnum(temps[2]), True, one(2), extra=frz)))
    scrolled = [1] + list(range(32, 74))
    T.append((code("pyautogui.scroll(-10)"), v(17 * 60 + 21, scrolled, "B2", fnum(temps[2]), True, one(2), extra=frz)))
    T.append((code("pyautogui.click(136, 139)\npyautogui.write('A1:C25')\npyautogui.press('enter')"),
              v(17 * 60 + 22, top, "A1:C25", "Timestamp", True, sums, "Selected: 25 rows, 3 columns", frz)))

    def wiz(kind: str, sub: str) -> list[str]:
        d = [R("dialog", "Chart Type", "", (560, 240), (820, 560)), R("label", "Steps", "Steps", (580, 276), (80, 18))]
        d += [R("list-item", s, s, (580, 300 + 26 * i), (200, 24), desc="selected" if i == 0 else "") for i, s in enumerate(("1. Chart Type", "2. Data Range", "3. Data Series", "4. Chart Elements"))]
        d += [R("list-item", k, k, (800, 280 + 26 * i), (160, 24), desc="selected" if k == kind else "") for i, k in enumerate(("Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"))]
        d += [R("icon", s, "", (980 + 100 * i, 290), (92, 92), desc="selected" if s == sub else "") for i, s in enumerate(
            ("Normal", "Stacked", "Percent Stacked", "3D") if kind == "Column" else ("Points Only", "Points and Lines", "Lines Only", "3D Lines"))]
        d += [R("combo-box", "Type", "Straight", (980, 420), (160, 26))] if kind == "Line" else []
        d += buttons(("Help", "< Back", "Next >", "Finish", "Cancel"), 580, 750, 140, 34, 20)
        chart = [R("chart", "Object 1", "", (700, 300), (640, 360))]
        return chart + d
    T.append((code("pyautogui.click(241, 69)  # Insert\npyautogui.click(300, 460)  # Chart..."),
              v(17 * 60 + 22, top, "A1:C25", "Timestamp", True, sums, "Selected: 25 rows, 3 columns", frz + wiz("Column", "Normal"))))
    T.append((code("pyautogui.click(880, 392)  # Line\npyautogui.click(1126, 336)  # Points and Lines"),
              v(17 * 60 + 23, top, "A1:C25", "Timestamp", True, sums, "Selected: 25 rows, 3 columns", frz + wiz("Line", "Points and Lines"))))
    emb = [R("chart", "Object 1", "", (700, 300), (640, 360))]
    T.append((code("pyautogui.click(1110, 767)  # Finish\ntime.sleep(1)\npyautogui.press('esc')"),
              v(17 * 60 + 23, top, "Object 1", "", True, "", "Embedded object 'Object 1' selected", frz + emb)))

    def nav() -> list[str]:
        n = [R("panel", "Navigator", "", (1500, 180), (410, 820)), R("spin-button", "Column", "A", (1510, 200), (80, 26)),
             R("spin-button", "Row", "1", (1600, 200), (80, 26)), R("tree", "", "", (1510, 240), (390, 560))]
        items = [("Sheets", 0), ("Log", 1), ("Summary", 1), ("Range names", 0), ("Database ranges", 0), ("Linked areas", 0),
                 ("Images", 0), ("OLE objects", 0), ("Object 1", 1), ("Comments", 0), ("Drawing objects", 0)]
        n += [R("tree-item", t, t, (1520 + 18 * d, 246 + 22 * i), (360, 20)) for i, (t, d) in enumerate(items)]
        n.append(R("combo-box", "Document", "sensor_log_march.ods (active)", (1510, 960), (300, 26)))
        return n
    T.append((code("pyautogui.press('f5')  # Navigator"),
              v(17 * 60 + 24, top, "Object 1", "", True, "", "Embedded object 'Object 1' selected", frz + emb + nav())))
    T.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
              v(17 * 60 + 25, top, "Object 1", "", False, "", "Embedded object 'Object 1' selected", frz + emb + nav())))
    T.append((code("pyautogui.click(310, 208)  # B2"),
              v(17 * 60 + 25, top, "B2", fnum(temps[2]), False, one(2), "", frz + emb + nav())))
    rs.add("os", "h59-os-14", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- Files (Nautilus)
PLACES = ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations")


def nautilus(crumbs: list[str], items: list[tuple[str, str, str]], sel: list[str], status: str, extra: list[str] | None = None) -> list[str]:
    out = [R("frame", crumbs[-1], "", (300, 100), (1320, 860)),
           R("push-button", "Back", "", (310, 108), (34, 34)), R("push-button", "Forward", "", (348, 108), (34, 34))]
    x = 400
    for c in crumbs:
        out.append(R("push-button", c, "", (x, 108), (16 + 8 * len(c), 34)))
        x += 20 + 8 * len(c)
    out += [R("push-button", "Search", "", (1430, 108), (34, 34)), R("toggle-button", "View options", "", (1470, 108), (60, 34)),
            R("push-button", "Main menu", "", (1534, 108), (34, 34))]
    out += [R("list-item", p, p, (306, 160 + 34 * i), (220, 32), desc="selected" if p == "Home" and crumbs[-1] == "Home" else "") for i, p in enumerate(PLACES)]
    out += [R("table-column-header", h, "", (x0, 156), (w, 28)) for h, x0, w in (("Name", 540, 620), ("Size", 1160, 140), ("Modified", 1300, 160))]
    for i, (n, size, mod) in enumerate(items):
        y = 188 + 36 * i
        d = "selected" if n in sel else ""
        out += [R("table-cell", "", n, (540, y), (620, 34), desc=d), R("table-cell", "", size, (1160, y), (140, 34)), R("table-cell", "", mod, (1300, y), (160, 34))]
    if status:
        out.append(R("label", "", status, (1300, 930), (310, 22)))
    return out + (extra or [])


# ---------------------------------------------------------------- 15 Files properties/permissions/compress (bad: permission reverts)
def t15(rs: RowSet) -> None:
    task = "In ~/Projects/grant-2024 make budget_v3.xlsx read-only for the group, compress the budget, the narrative and the figures folder into grant_bundle.zip, and rename README.md to README_submission.md."
    day = "Apr 2"
    items = [("figures", "12 items", "14 Mar"), ("letters", "5 items", "11 Mar"), ("budget_v3.xlsx", "48.3 kB", "15 Mar"),
             ("narrative_draft.docx", "112.7 kB", "09:41"), ("README.md", "2.1 kB", "2 Mar"), ("submission_checklist.pdf", "86.0 kB", "8 Mar")]
    crumbs = ["Home", "Projects", "grant-2024"]

    def v(mn: int, its: list[tuple[str, str, str]], sel: list[str], st: str, extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), nautilus(crumbs, its, sel, st, extra))
    bsel = "“budget_v3.xlsx” selected (48.3 kB)"
    state = v(10 * 60 + 5, items, [], "")
    T = []
    ctx = [R("menu", "", "", (760, 296), (260, 420))]
    ctx += [R("menu-item", n, "", (764, 300 + 32 * i), (252, 30)) for i, n in enumerate((
        "Open With LibreOffice Calc", "Open With Other Application", "Cut", "Copy", "Move to…", "Copy to…", "Move to Trash",
        "Rename…", "Compress…", "Send to…", "Star", "Properties"))]
    T.append((code("pyautogui.rightClick(700, 278)  # budget_v3.xlsx"), v(10 * 60 + 5, items, ["budget_v3.xlsx"], bsel, ctx)))

    def props(tab: str, group: str) -> list[str]:
        d = [R("dialog", "budget_v3.xlsx Properties", "", (700, 220), (520, 560))]
        d += [R("page-tab", t, "", (716 + 100 * i, 256), (96, 26), desc="selected" if t == tab else "") for i, t in enumerate(("Basic", "Permissions", "Open With"))]
        if tab == "Basic":
            kv = [("Name", "budget_v3.xlsx"), ("Type", "Excel 2007-365 spreadsheet (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)"),
                  ("Size", "48.3 kB (48,297 bytes)"), ("Parent Folder", "/home/amir/Projects/grant-2024"),
                  ("Accessed", "Tue 02 Apr 2024 09:58:12"), ("Modified", "Fri 15 Mar 2024 16:40:03"), ("Created", "Mon 04 Mar 2024 11:02:47")]
            d += [x for i, (k, val) in enumerate(kv) for x in (R("label", k, k, (720, 310 + 40 * i), (120, 18)), R("label", "", val, (860, 310 + 40 * i), (340, 36)))]
        elif tab == "Permissions":
            kv = [("Owner", "Me"), ("Access", "Read and write"), ("Group", "amir"), ("Access", group), ("Others", ""), ("Access", "Read-only")]
            for i, (k, val) in enumerate(kv):
                d.append(R("label", k, k, (720, 310 + 40 * i), (120, 18)))
                if val:
                    d.append(R("combo-box" if k == "Access" or k == "Group" else "label", k, val, (860, 304 + 40 * i), (240, 30)))
            d += [R("check-box", "Allow executing file as program", "", (720, 560), (280, 20), desc="not checked"),
                  R("label", "Security context", "Security context", (720, 600), (140, 18)), R("label", "", "unknown", (860, 600), (140, 18))]
        else:
            d += [R("label", "", "Open all “Excel 2007-365 spreadsheet” files with:", (720, 300), (400, 18)),
                  R("list-item", "LibreOffice Calc", "Default", (720, 330), (480, 40)), R("list-item", "GNOME Text Editor", "", (720, 372), (480, 40))]
        d.append(R("push-button", "Close", "", (1180, 226), (30, 30)))
        return d
    T.append((code("pyautogui.click(880, 668)  # Properties"), v(10 * 60 + 6, items, ["budget_v3.xlsx"], bsel, props("Basic", ""))))
    T.append((code("pyautogui.click(864, 269)  # Permissions tab\npyautogui.click(980, 439)  # Group access\npyautogui.click(980, 480)  # Read-only"),
              v(10 * 60 + 6, items, ["budget_v3.xlsx"], bsel, props("Permissions", "Read-only"))))
    T.append((code("pyautogui.click(764, 269)  # Basic tab\ntime.sleep(0.5)\npyautogui.click(864, 269)  # Permissions tab"),
              v(10 * 60 + 7, items, ["budget_v3.xlsx"], bsel, props("Permissions", "Read and write"))))
    sel3 = ["figures", "budget_v3.xlsx", "narrative_draft.docx"]
    arch = [R("dialog", "Create Archive", "", (760, 400), (400, 200)), R("label", "Archive name", "Archive name", (780, 430), (120, 18)),
            R("entry", "Archive name", "Archive", (780, 456), (240, 32)), R("combo-box", "", ".zip", (1030, 456), (110, 32)),
            R("label", "", "Compatible with all operating systems.", (780, 500), (360, 18)), R("push-button", "Create", "", (1060, 410), (80, 30))]
    T.append((code("pyautogui.click(1194, 241)  # Close\npyautogui.click(700, 206)  # figures\npyautogui.keyDown('ctrl')\npyautogui.click(700, 278)\npyautogui.click(700, 314)\npyautogui.keyUp('ctrl')\npyautogui.rightClick(700, 314)\npyautogui.click(880, 596)  # Compress…"),
              v(10 * 60 + 8, items, sel3, "1 folder selected (containing 12 items), 2 other items selected (161.0 kB)", arch)))
    items2 = items[:3] + [("grant_bundle.zip", "4.6 MB", "10:08")] + items[3:]
    T.append((code("pyautogui.tripleClick(900, 472)\npyautogui.write('grant_bundle')\npyautogui.click(1100, 425)  # Create\ntime.sleep(3)"),
              v(10 * 60 + 8, items2, ["grant_bundle.zip"], "“grant_bundle.zip” selected (4.6 MB)")))
    items3 = items2[:5] + [("README_submission.md", "2.1 kB", "2 Mar")] + items2[6:]
    T.append((code("pyautogui.click(700, 386)  # README.md\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('README_submission.md')\npyautogui.press('enter')"),
              v(10 * 60 + 9, items3, ["README_submission.md"], "“README_submission.md” selected (2.1 kB)")))
    rs.add("os", "h59-os-15", SYS.format(task=task), T, state=state, bad=True, turn=4,
           kind="After switching tabs the Permissions tab shows the group access back at 'Read and write' although it had just been set to 'Read-only'.")


# ---------------------------------------------------------------- 16 Document Scanner (bad: page count)
def t16(rs: RowSet) -> None:
    task = "Scan the three pages of the lease at 300 dpi text quality, drop the duplicated second page, save the document as ~/Documents/lease_agreement.pdf and open it to check."
    day = "Jul 9"
    scanner = "HP OfficeJet Pro 9010 series (hpaio:/net/officejet_pro_9010_series?ip=192.168.1.48)"

    def scan(pages: list[str], sel: int | None, extra: list[str] | None = None, title: str = "Document Scanner") -> list[str]:
        out = [R("frame", title, "", (360, 80), (1200, 900)),
               R("push-button", "Scan", "", (380, 88), (90, 34)), R("push-button", "Select scan type", "", (470, 88), (30, 34)),
               R("toggle-button", "Text", "", (520, 88), (60, 34), desc="on"), R("toggle-button", "Image", "", (580, 88), (60, 34), desc="off"),
               R("push-button", "Save document to a file", "", (1380, 88), (70, 34)), R("push-button", "Main menu", "", (1460, 88), (34, 34))]
        if not pages:
            out += [R("label", "", "Ready to Scan", (860, 440), (200, 30)), R("combo-box", "", scanner, (700, 490), (520, 34))]
        for i, p in enumerate(pages):
            out.append(R("image", p, "", (400 + 300 * i, 160), (280, 396), desc="selected" if i == sel else ""))
        return out + (extra or [])

    def v(mn: int, body: list[str]) -> str:
        return screen(clock(day, mn), body)
    state = v(14 * 60 + 50, [])
    T = []
    T.append((code("subprocess.Popen(['simple-scan'])\ntime.sleep(4)"), v(14 * 60 + 50, scan([], None))))
    pref = [R("dialog", "Preferences", "", (660, 260), (600, 520)), R("label", "Scanning", "Scanning", (680, 290), (100, 18)),
            R("label", "Scan Sides", "Scan Sides", (700, 320), (120, 18)), R("combo-box", "", "Front", (960, 314), (260, 30)),
            R("label", "Page Size", "Page Size", (700, 360), (120, 18)), R("combo-box", "", "A4", (960, 354), (260, 30)),
            R("label", "Delay in Seconds", "Delay in Seconds", (700, 400), (150, 18)), R("label", "", "3", (960, 400), (40, 18)),
            R("label", "Quality", "Quality", (680, 450), (100, 18)), R("label", "Text Resolution", "Text Resolution", (700, 480), (140, 18)),
            R("combo-box", "", "300 dpi", (960, 474), (260, 30)), R("label", "Image Resolution", "Image Resolution", (700, 520), (140, 18)),
            R("combo-box", "", "300 dpi", (960, 514), (260, 30)), R("slider", "Brightness", "0", (960, 560), (260, 24)),
            R("slider", "Contrast", "0", (960, 600), (260, 24)), R("slider", "Compression", "75", (960, 640), (260, 24))]
    T.append((code("pyautogui.click(1477, 105)  # Main menu\npyautogui.click(1400, 160)  # Preferences\npyautogui.click(1090, 489)\npyautogui.click(1090, 600)  # 300 dpi"),
              v(14 * 60 + 51, scan([], None, pref))))
    T.append((code("pyautogui.press('esc')\npyautogui.click(425, 105)  # Scan\ntime.sleep(25)"), v(14 * 60 + 52, scan(["Page 1"], 0))))
    T.append((code("pyautogui.click(425, 105)  # Scan\ntime.sleep(25)"), v(14 * 60 + 53, scan(["Page 1", "Page 2"], 1))))
    T.append((code("pyautogui.click(425, 105)  # Scan\ntime.sleep(25)"), v(14 * 60 + 54, scan(["Page 1", "Page 2", "Page 3"], 2))))
    T.append((code("pyautogui.click(840, 358)  # Page 2\npyautogui.press('delete')"), v(14 * 60 + 55, scan(["Page 1", "Page 2"], 1))))
    T.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('lease_agreement.pdf')\npyautogui.press('enter')\ntime.sleep(3)"),
              v(14 * 60 + 56, scan(["Page 1", "Page 2"], 1))))
    ev = [R("frame", "lease_agreement.pdf", "", (420, 60), (1100, 960)),
          R("toggle-button", "Side pane", "", (430, 68), (34, 34)), R("text", "Select page", "1", (480, 68), (50, 34)),
          R("label", "", "(1 of 3)", (536, 76), (70, 18)), R("push-button", "Search", "", (1300, 68), (34, 34)),
          R("combo-box", "", "Automatic", (1340, 68), (110, 34)), R("push-button", "File options", "", (1456, 68), (34, 34)),
          R("document-frame", "", "", (430, 110), (1080, 900)), R("page", "Page 1", "", (700, 120), (540, 764))]
    T.append((code("subprocess.Popen(['evince', '/home/user/Documents/lease_agreement.pdf'])\ntime.sleep(3)"),
              v(14 * 60 + 57, scan(["Page 1", "Page 2"], 1) + ev)))
    rs.add("os", "h59-os-16", SYS.format(task=task), T, state=state, bad=True, turn=8,
           kind="Document Viewer reports the saved lease_agreement.pdf as 3 pages although one of the 3 scanned pages was deleted and 2 were saved.")


# ---------------------------------------------------------------- 17 VS Code snippets + terminal (clean)
def t17(rs: RowSet) -> None:
    task = "Add a user snippet 'pfix' for pytest fixtures, use it to add a sample_pantry fixture to tests/test_inventory.py, and check the test suite in a terminal."
    day = "Jun 4"
    app = ['from pantry_bot.bot import build_bot', 'from pantry_bot.config import load_settings', '', '',
           'def main() -> None:', '    settings = load_settings()', '    bot = build_bot(settings)', '    bot.run_polling()', '', '',
           'if __name__ == "__main__":', '    main()']
    tmpl = ['{', '\t// Place your snippets for python here. Each snippet is defined under a snippet name and has a prefix, body and ',
            '\t// description. The prefix is what is used to trigger the snippet and the body will be expanded and inserted. Possible variables are:',
            '\t// $1, $2 for tab stops, $0 for the final cursor position, and ${1:label}, ${2:another} for placeholders. Placeholders with the ',
            '\t// same ids are connected.', '\t// Example:', '\t// "Print to console": {', '\t// \t"prefix": "log",', '\t// \t"body": [',
            "\t// \t\t\"console.log('$1');\",", '\t// \t\t"$2"', '\t// \t],', '\t// \t"description": "Log output to console"', '\t// }', '}']
    snip = ['{', '\t"Pytest fixture": {', '\t\t"prefix": "pfix",', '\t\t"body": [', '\t\t\t"@pytest.fixture",', '\t\t\t"def ${1:name}():",',
            '\t\t\t"    ${2:return None}",', '\t\t\t"$0"', '\t\t],', '\t\t"description": "pytest fixture"', '\t}', '}']
    test = ['import pytest', '', 'from pantry_bot.inventory import Inventory, Item', '', '', 'def test_add_item_increments_count():',
            '    inv = Inventory()', '    inv.add(Item("oats", qty=2))', '    assert inv.count("oats") == 2', '', '',
            'def test_remove_missing_item_raises():', '    inv = Inventory()', '    with pytest.raises(KeyError):', '        inv.remove("rice")',
            '', '', 'def test_low_stock_lists_items_below_threshold():', '    inv = Inventory([Item("oats", qty=1), Item("rice", qty=5)])',
            '    assert inv.low_stock(threshold=2) == ["oats"]']
    test2 = test + ['', '', '@pytest.fixture', 'def name():', '    return None', '']
    test3 = test + ['', '', '@pytest.fixture', 'def sample_pantry():', '    return Inventory([Item("oats", qty=2), Item("rice", qty=0)])', '']
    tree = [(".vscode", 0, "collapsed"), ("pantry_bot", 0, "collapsed"), ("tests", 0, "expanded"), ("__init__.py", 1, ""), ("conftest.py", 1, ""),
            ("test_bot.py", 1, ""), ("test_config.py", 1, ""), ("test_inventory.py", 1, ""), ("venv", 0, "collapsed"), (".env.example", 0, ""),
            (".gitignore", 0, ""), ("app.py", 0, ""), ("pyproject.toml", 0, ""), ("README.md", 0, ""), ("requirements.txt", 0, "")]

    def v(mn: int, tabs: list[tuple[str, bool]], act: str, lines: list[str], pos: tuple[int, int], lang: str,
          panel: list[str] | None = None, extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), vscode(act, tree, tabs, act, lines, pos, lang, panel, extra, workspace="PANTRY-BOT", branch="feat/low-stock"))

    def qp(query: str, items: list[tuple[str, str]]) -> list[str]:
        q = [R("entry", "input", query, (660, 76), (600, 30))]
        q += [R("list-item", a, b, (664, 110 + 26 * i), (592, 24), desc="focused" if i == 0 else "") for i, (a, b) in enumerate(items)]
        return q
    state = v(11 * 60 + 2, [("app.py", False)], "app.py", app, (1, 1), "Python")
    T = []
    langs = [("New Global Snippets file...", ""), ("New Snippets file for 'pantry-bot'...", ""), ("bat (Batch)", "languages"),
             ("css (CSS)", ""), ("dockerfile (Docker)", ""), ("ini (Ini)", ""), ("json (JSON)", ""), ("markdown (Markdown)", ""),
             ("pip-requirements (pip requirements)", ""), ("python (Python)", ""), ("shellscript (Shell Script)", ""), ("toml (TOML)", ""), ("yaml (YAML)", "")]
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Snippets: Configure User Snippets')\npyautogui.press('enter')"),
              v(11 * 60 + 3, [("app.py", False)], "app.py", app, (1, 1), "Python", extra=qp("", langs))))
    tabs = [("app.py", False), ("python.json", False)]
    T.append((code("pyautogui.write('python')\npyautogui.press('enter')"), v(11 * 60 + 3, tabs, "python.json", tmpl, (1, 2), "Snippets")))
    T.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write(" + repr("\n".join(snip)) + ")"), v(11 * 60 + 4, [("app.py", False), ("python.json", True)], "python.json", snip, (12, 2), "Snippets")))
    T.append((code("pyautogui.hotkey('ctrl', 's')"), v(11 * 60 + 4, tabs, "python.json", snip, (12, 2), "Snippets")))
    tabs2 = tabs + [("test_inventory.py", False)]
    T.append((code("pyautogui.hotkey('ctrl', 'p')\npyautogui.write('test_inventory.py')\npyautogui.press('enter')"),
              v(11 * 60 + 5, tabs2, "test_inventory.py", test, (1, 1), "Python")))
    T.append((code("pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter', presses=3)\npyautogui.write('pfix')\npyautogui.press('tab')"),
              v(11 * 60 + 6, tabs + [("test_inventory.py", True)], "test_inventory.py", test2, (24, 9), "Python")))
    T.append((code("pyautogui.write('sample_pantry')\npyautogui.press('tab')\npyautogui.write('return Inventory([Item(\"oats\", qty=2), Item(\"rice\", qty=0)])')\npyautogui.hotkey('ctrl', 's')"),
              v(11 * 60 + 7, tabs2, "test_inventory.py", test3, (25, 64), "Python")))
    pr = "(venv) dev@ws-07:~/projects/pantry-bot$ "
    T.append((code("pyautogui.hotkey('ctrl', '`')"), v(11 * 60 + 7, tabs2, "test_inventory.py", test3, (25, 64), "Python", vpanel(["bash"], "bash", [pr]))))
    run1 = [pr + "pytest -q; echo pid=$$", "............                                                             [100%]", "12 passed in 0.84s", "pid=47102", pr]
    T.append((code("pyautogui.write('pytest -q; echo pid=$$')\npyautogui.press('enter')\ntime.sleep(3)"),
              v(11 * 60 + 8, tabs2, "test_inventory.py", test3, (25, 64), "Python", vpanel(["bash"], "bash", run1))))
    T.append((code("pyautogui.click(1693, 653)  # Kill Terminal\npyautogui.hotkey('ctrl', 'shift', '`')  # New Terminal\ntime.sleep(1)"),
              v(11 * 60 + 9, tabs2, "test_inventory.py", test3, (25, 64), "Python", vpanel(["bash"], "bash", [pr]))))
    run2 = [pr + "echo pid=$$; pytest -q --co | tail -1", "pid=48290", "12 tests collected in 0.31s", pr]
    T.append((code("pyautogui.write('echo pid=$$; pytest -q --co | tail -1')\npyautogui.press('enter')\ntime.sleep(2)"),
              v(11 * 60 + 9, tabs2, "test_inventory.py", test3, (25, 64), "Python", vpanel(["bash"], "bash", run2))))
    rs.add("os", "h59-os-17", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- 18 Thunderbird calendar (bad: renamed event back under old name)
def t18(rs: RowSet) -> None:
    task = "In Thunderbird Calendar rename Wednesday's 'Design review' to 'Design review — checkout flow v2', delete the Kestrel vendor call, and check the agenda."
    day = "Mar 18"
    ev = {"sp": ["Mon 18", "10:00", "11:00", "Sprint planning", "Work"], "11": ["Tue 19", "14:00", "14:30", "1:1 Priya", "Work"],
          "dr": ["Wed 20", "15:00", "16:00", "Design review", "Work"], "vc": ["Thu 21", "11:30", "12:00", "Vendor call — Kestrel", "Work"],
          "cl": ["Fri 22", "18:00", "19:30", "Climbing", "Home"]}
    other = [["Mon 4", "09:30", "12:00", "Quarterly planning", "Work"], ["Tue 12", "08:15", "09:00", "Dentist", "Home"],
             ["Wed 27", "12:30", "13:30", "Team lunch", "Work"], ["Fri 29", "00:00", "00:00", "Good Friday", "Home"]]
    days = ["Mon 18", "Tue 19", "Wed 20", "Thu 21", "Fri 22", "Sat 23", "Sun 24"]

    def cal(view: str, label: str, body: list[str]) -> list[str]:
        out = [R("frame", "Calendar - Mozilla Thunderbird", "", (70, 27), (1850, 1053))]
        out += buttons(("Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"), 74, 80, 40, 40, 8)
        out += [R("push-button", "New Event", "", (130, 80), (120, 32)), R("push-button", "New Task", "", (256, 80), (110, 32)),
                R("label", "", "March 2024", (140, 140), (200, 20)), R("table", "Mini month", "", (130, 164), (260, 200)),
                R("label", "Calendars", "Calendars", (140, 400), (120, 20)), R("check-box", "Home", "", (150, 430), (200, 22), desc="checked"),
                R("check-box", "Work", "", (150, 456), (200, 22), desc="checked"),
                R("push-button", "Today", "", (420, 80), (70, 30)), R("push-button", "Previous", "", (494, 80), (30, 30)),
                R("push-button", "Next", "", (528, 80), (30, 30)), R("label", "", label, (580, 86), (400, 22))]
        out += [R("page-tab", n, "", (1500 + 90 * i, 80), (86, 30), desc="selected" if n == view else "") for i, n in enumerate(("Day", "Week", "Multiweek", "Month"))]
        return out + body

    def week() -> list[str]:
        b = [R("table-column-header", d, d, (480 + 200 * i, 130), (196, 24)) for i, d in enumerate(days)]
        for e in ev.values():
            i = days.index(e[0])
            sh, sm = int(e[1][:2]), int(e[1][3:])
            b.append(R("push-button", e[3], f"{e[1]} – {e[2]} {e[3]}", (480 + 200 * i, 160 + (sh - 8) * 60 + sm), (196, 40)))
        return b

    def dayv(d: str) -> list[str]:
        b = [R("table-column-header", d, d, (480, 130), (1400, 24))]
        b += [R("label", "", f"{h:02d}:00", (420, 160 + (h - 8) * 60), (50, 18)) for h in range(8, 20)]
        for e in ev.values():
            if e[0] == d:
                sh, sm = int(e[1][:2]), int(e[1][3:])
                b.append(R("push-button", e[3], f"{e[1]} – {e[2]} {e[3]}", (480, 160 + (sh - 8) * 60 + sm), (1400, 60)))
                if e[3].startswith("Design review"):
                    b.append(R("label", "", "Room 4B / meet.jit.si/orbit-design", (490, 180 + (sh - 8) * 60 + sm), (400, 18)))
        return b

    def month() -> list[str]:
        b = [R("table-column-header", d, d, (480 + 200 * i, 130), (196, 24)) for i, d in enumerate(("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"))]
        allev = other + list(ev.values())
        for dnum in range(1, 32):
            col, row = (dnum + 3) % 7, (dnum + 3) // 7
            b.append(R("label", "", str(dnum), (484 + 200 * col, 158 + 150 * row), (30, 18)))
            for k, e in enumerate([e for e in allev if int(e[0].split()[1]) == dnum]):
                txt = e[3] if e[1] == e[2] else f"{e[1]} {e[3]}"
                b.append(R("push-button", e[3], txt, (484 + 200 * col, 180 + 150 * row + 22 * k), (190, 20)))
        return b

    def agenda() -> list[str]:
        a = [R("panel", "Today Pane", "", (1600, 120), (310, 900)), R("label", "", "Monday, March 18, 2024", (1610, 130), (290, 20)),
             R("heading", "Today", "Today", (1610, 170), (100, 20)),
             R("list-item", "Sprint planning", "10:00 Sprint planning", (1630, 196), (270, 22)),
             R("heading", "Tomorrow", "Tomorrow", (1610, 230), (100, 20))]
        y = 256
        for e in ev.values():
            if e[0] == "Tue 19":
                a.append(R("list-item", e[3], f"{e[1]} {e[3]}", (1630, y), (270, 22)))
                y += 26
        a.append(R("heading", "Upcoming (5 days)", "Upcoming (5 days)", (1610, y + 10), (200, 20)))
        y += 40
        for e in ev.values():
            if e[0] in ("Wed 20", "Thu 21", "Fri 22", "Sat 23"):
                a.append(R("list-item", e[3], f"{e[0]} {e[1]} {e[3]}", (1630, y), (270, 22)))
                y += 26
        return a

    def v(mn: int, body: list[str]) -> str:
        return screen(clock(day, mn), body)
    mail = tbird("Inbox - noah.kim@orbitlabs.io", [("Inbox", 4), ("Drafts", 0), ("Sent", 0), ("Archives", 0), ("Junk", 0), ("Trash", 0)], "Inbox",
                 [("Re: Checkout v2 wireframes", "Ana Silva", "16:22", True), ("Kestrel Cloud — call agenda Thursday", "Owen Patel", "15:48", True),
                  ("Sprint 43 goals", "Tomás Ruiz", "11:05", True), ("Design review moved to Wed", "Hanna Berg", "09:30", True),
                  ("Lunch order", "Diego Alves", "Fri 15 Mar", False)], 842, account="noah.kim@orbitlabs.io")
    state = v(16 * 60 + 40, mail)
    T = []
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'c')"), v(16 * 60 + 40, cal("Week", "Mar 18 – 24, 2024", week()))))
    ev["dr"][3] = "Design review — checkout flow v2"
    T.append((code("pyautogui.doubleClick(880, 580)  # Design review\ntime.sleep(1)\npyautogui.tripleClick(900, 160)\npyautogui.write('Design review — checkout flow v2')\npyautogui.hotkey('ctrl', 's')  # Save and Close"),
              v(16 * 60 + 42, cal("Week", "Mar 18 – 24, 2024", week()))))
    ev["dr"][3] = "Design review"
    T.append((code("pyautogui.click(1543, 95)  # Day\npyautogui.click(543, 95)  # Next\npyautogui.click(543, 95)  # Next"),
              v(16 * 60 + 42, cal("Day", "Wednesday, March 20, 2024", dayv("Wed 20")))))
    ev["dr"][3] = "Design review — checkout flow v2"
    T.append((code("pyautogui.click(1813, 95)  # Month"), v(16 * 60 + 43, cal("Month", "March 2024", month()))))
    del ev["vc"]
    T.append((code("pyautogui.rightClick(1100, 652)  # Vendor call — Kestrel\npyautogui.click(1160, 780)  # Delete"),
              v(16 * 60 + 44, cal("Month", "March 2024", month()))))
    T.append((code("pyautogui.press('f11')  # Today Pane"), v(16 * 60 + 44, cal("Month", "March 2024", month()) + agenda())))
    rs.add("os", "h59-os-18", SYS.format(task=task), T, state=state, bad=True, turn=3,
           kind="The Day view of Wed Mar 20 shows the event under its old title 'Design review' right after it was renamed and saved as 'Design review — checkout flow v2'.")


# ---------------------------------------------------------------- 19 GIMP text tool (clean)
def t19(rs: RowSet) -> None:
    task = "Create a 1280x720 banner in GIMP with a 96 px headline 'SPRING SALE -30%' on a layer named 'headline', then export it as spring_banner.png."
    day = "Apr 22"

    def title(mod: bool, n: int) -> str:
        return f"{'*' if mod else ''}[Untitled]-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{'s' if n > 1 else ''}) 1280x720 – GIMP"

    def text_opts(size: str) -> list[str]:
        kv = [("Font", "Sans-serif"), ("Size", size), ("Hinting", "Medium"), ("Color", "#000000"), ("Justify", "Left"),
              ("Indent", "0.0"), ("Line spacing", "0.0"), ("Letter spacing", "0.0"), ("Box", "Dynamic"), ("Language", "English")]
        o = [R("label", "", "Text", (76, 290), (180, 18))]
        o += [R("label", k, k, (76, 316 + 28 * i), (90, 18)) for i, (k, _) in enumerate(kv)]
        o += [R("combo-box" if k in ("Font", "Hinting", "Box", "Justify", "Language") else "spin-button", k, val, (170, 312 + 28 * i), (110, 24))
              for i, (k, val) in enumerate(kv)]
        o += [R("check-box", "Use editor", "", (76, 600), (120, 20), desc="not checked"), R("check-box", "Antialiasing", "", (76, 624), (120, 20), desc="checked")]
        return o
    pencil = [R("label", "", "Paintbrush", (76, 290), (180, 18)), R("combo-box", "Mode", "Normal", (170, 312), (110, 24)),
              R("spin-button", "Opacity", "100.0", (170, 340), (110, 24)), R("combo-box", "Brush", "2. Hardness 050", (170, 368), (110, 24)),
              R("spin-button", "Size", "51.00", (170, 396), (110, 24))]

    def v(mn: int, t: str, opts: list[str], layers: list[tuple[str, str]], zoom: str, st: str, canvas: tuple[int, int], extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), gimp(t, opts, layers, zoom, st, canvas, extra))
    state = v(16 * 60 + 10, "GNU Image Manipulation Program", pencil, [], "", "", (0, 0))
    T = []

    def newdlg(w: int, h: int) -> list[str]:
        return [R("dialog", "Create a New Image", "", (700, 300), (480, 420)), R("combo-box", "Template:", "", (800, 330), (360, 28)),
                R("label", "Image Size", "Image Size", (716, 372), (100, 18)), R("spin-button", "Width:", str(w), (800, 396), (120, 26)),
                R("spin-button", "Height:", str(h), (800, 428), (120, 26)), R("combo-box", "", "px", (930, 412), (70, 26)),
                R("label", "", f"{w} × {h} pixels", (1010, 400), (160, 18)), R("label", "", "72 ppi, RGB color", (1010, 420), (160, 18)),
                R("push-button", "Advanced Options", "", (716, 470), (200, 24)), R("push-button", "Help", "", (716, 676), (80, 32)),
                R("push-button", "Reset", "", (806, 676), (80, 32)), R("push-button", "OK", "", (980, 676), (90, 32)), R("push-button", "Cancel", "", (1080, 676), (90, 32))]
    T.append((code("pyautogui.hotkey('ctrl', 'n')"), v(16 * 60 + 10, "GNU Image Manipulation Program", pencil, [], "", "", (0, 0), newdlg(1920, 1080))))
    bg = [("Background", "")]
    T.append((code("pyautogui.tripleClick(860, 409)\npyautogui.write('1280')\npyautogui.tripleClick(860, 441)\npyautogui.write('720')\npyautogui.press('tab')\npyautogui.click(1025, 692)  # OK"),
              v(16 * 60 + 11, title(False, 1), pencil, bg, "100%", "Background (8.9 MB)", (1280, 720))))
    T.append((code("pyautogui.press('t')"), v(16 * 60 + 11, title(False, 1), text_opts("62"), bg, "100%", "Background (8.9 MB)", (1280, 720))))
    l2 = [("SPRING SALE", "text layer")] + bg
    T.append((code("pyautogui.tripleClick(225, 368)\npyautogui.write('96')\npyautogui.press('enter')\npyautogui.click(700, 420)\npyautogui.write('SPRING SALE')\npyautogui.press('esc')"),
              v(16 * 60 + 13, title(True, 2), text_opts("96"), l2, "100%", "SPRING SALE (9.6 MB)", (1280, 720))))
    l3 = [("headline", "text layer")] + bg
    T.append((code("pyautogui.doubleClick(1760, 232)  # layer name\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('headline')\npyautogui.press('enter')"),
              v(16 * 60 + 14, title(True, 2), text_opts("96"), l3, "100%", "headline (9.6 MB)", (1280, 720))))
    T.append((code("pyautogui.click(760, 470)  # into the text\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('SPRING SALE -30%')\npyautogui.press('esc')"),
              v(16 * 60 + 15, title(True, 2), text_opts("96"), l3, "100%", "headline (9.8 MB)", (1280, 720))))
    l4 = [("Layer", "")] + l3
    T.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')\ntime.sleep(1)\npyautogui.press('enter')  # New Layer: 'Layer', Transparency"),
              v(16 * 60 + 15, title(True, 3), text_opts("96"), l4, "100%", "Layer (13.4 MB)", (1280, 720))))
    T.append((code("pyautogui.click(1841, 569)  # Delete this layer"),
              v(16 * 60 + 16, title(True, 2), text_opts("96"), l3, "100%", "headline (13.4 MB)", (1280, 720))))
    png = [R("dialog", "Export Image as PNG", "", (720, 300), (480, 440)),
           R("check-box", "Interlacing (Adam7)", "", (740, 340), (240, 20), desc="not checked"),
           R("check-box", "Save background color", "", (740, 364), (240, 20), desc="not checked"),
           R("check-box", "Save gamma", "", (740, 388), (240, 20), desc="not checked"),
           R("check-box", "Save layer offset", "", (740, 412), (240, 20), desc="not checked"),
           R("check-box", "Save resolution", "", (740, 436), (240, 20), desc="checked"),
           R("check-box", "Save creation time", "", (740, 460), (240, 20), desc="checked"),
           R("check-box", "Save comment", "", (740, 484), (240, 20), desc="not checked"),
           R("check-box", "Save color values from transparent pixels", "", (740, 508), (320, 20), desc="not checked"),
           R("combo-box", "", "automatic pixelformat", (740, 540), (240, 26)), R("slider", "Compression level", "9", (740, 580), (360, 24)),
           R("push-button", "Export", "", (1010, 690), (80, 32)), R("push-button", "Cancel", "", (1100, 690), (80, 32))]
    T.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('spring_banner.png')\npyautogui.press('enter')"),
              v(16 * 60 + 17, title(True, 2), text_opts("96"), l3, "100%", "headline (13.4 MB)", (1280, 720), png)))
    rs.add("os", "h59-os-19", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- 20 Settings network + privacy (bad: MAC address)
def t20(rs: RowSet) -> None:
    task = "Point the wired connection's DNS at Quad9 (9.9.9.9, 149.112.112.112), then set the blank-screen delay to 15 minutes and check the file-history settings."
    day = "Nov 27"
    mac = "52:54:00:3A:91:C7"
    dns = ["192.168.40.1 1.1.1.1"]

    def net() -> list[str]:
        return [R("heading", "Wired", "Wired", (660, 190), (100, 22)), R("label", "", "Connected - 1000 Mb/s", (680, 230), (300, 20)),
                R("toggle-button", "Wired", "", (1450, 226), (50, 28), desc="on"), R("push-button", "Wired settings", "", (1510, 224), (34, 34)),
                R("heading", "VPN", "VPN", (660, 300), (100, 22)), R("push-button", "Add connection", "", (1510, 296), (34, 34)),
                R("label", "", "Not set up", (680, 340), (200, 20)), R("label", "Network Proxy", "Network Proxy", (680, 410), (200, 20)),
                R("label", "", "Off", (1440, 410), (40, 20)), R("push-button", "Network Proxy settings", "", (1510, 404), (34, 34))]

    def wired(tab: str, body: list[str]) -> list[str]:
        d = [R("dialog", "Wired", "", (640, 200), (640, 640)), R("push-button", "Cancel", "", (650, 208), (80, 32)), R("push-button", "Apply", "", (1190, 208), (80, 32))]
        d += [R("page-tab", t, "", (700 + 104 * i, 250), (100, 28), desc="selected" if t == tab else "") for i, t in enumerate(("Details", "Identity", "IPv4", "IPv6", "Security"))]
        return d + body

    def details(m: str) -> list[str]:
        kv = [("Link speed", "1000 Mb/s"), ("IPv4 Address", "192.168.40.117"), ("IPv6 Address", "fe80::5054:ff:fe3a:91c7"),
              ("Hardware Address", m), ("Default Route", "192.168.40.1"), ("DNS4", dns[0]), ("Last Used", "Today")]
        b = [x for i, (k, val) in enumerate(kv) for x in (R("label", k, k, (680, 300 + 32 * i), (160, 18)), R("label", "", val, (880, 300 + 32 * i), (360, 18)))]
        b += [R("check-box", "Connect automatically", "", (680, 540), (260, 20), desc="checked"),
              R("check-box", "Make available to other users", "", (680, 566), (260, 20), desc="checked"),
              R("check-box", "Metered connection: has data limits or can incur charges", "", (680, 592), (460, 20), desc="not checked"),
              R("push-button", "Remove Connection Profile", "", (680, 780), (240, 32))]
        return b

    def ident(m: str) -> list[str]:
        return [R("label", "Name", "Name", (680, 310), (120, 18)), R("entry", "Name", "Wired connection 1", (840, 304), (400, 30)),
                R("label", "MAC Address", "MAC Address", (680, 354), (120, 18)), R("combo-box", "MAC Address", f"{m} (enp1s0)", (840, 348), (400, 30)),
                R("label", "Cloned Address", "Cloned Address", (680, 398), (140, 18)), R("combo-box", "Cloned Address", "", (840, 392), (400, 30)),
                R("label", "MTU", "MTU", (680, 442), (120, 18)), R("spin-button", "MTU", "automatic", (840, 436), (160, 30)),
                R("label", "", "bytes", (1010, 442), (50, 18))]

    def ipv4(auto: bool, servers: str) -> list[str]:
        b = [R("label", "IPv4 Method", "IPv4 Method", (680, 300), (120, 18))]
        b += [R("radio-button", n, "", (840 + 180 * (i % 2), 300 + 28 * (i // 2)), (170, 20), desc="checked" if i == 0 else "") for i, n in enumerate(
            ("Automatic (DHCP)", "Link-Local Only", "Manual", "Disable", "Shared to other computers"))]
        b += [R("label", "DNS", "DNS", (680, 410), (60, 18)), R("label", "Automatic", "Automatic", (1120, 410), (80, 18)),
              R("toggle-button", "Automatic DNS", "", (1200, 406), (50, 28), desc="on" if auto else "off"),
              R("entry", "DNS", servers, (680, 440), (570, 30)), R("label", "", "Separate IP addresses with commas", (680, 476), (300, 16)),
              R("label", "Routes", "Routes", (680, 520), (60, 18)), R("toggle-button", "Automatic Routes", "", (1200, 516), (50, 28), desc="on"),
              R("check-box", "Use this connection only for resources on its network", "", (680, 700), (460, 20), desc="not checked")]
        return b

    def v(mn: int, panel: str, body: list[str], extra: list[str] | None = None, sub: str | None = None) -> str:
        return screen(clock(day, mn), settings(panel, body, extra, sub))
    state = v(9 * 60 + 30, "Network", net())
    T = []
    T.append((code("pyautogui.click(1527, 241)  # Wired settings"), v(9 * 60 + 30, "Network", net(), wired("Details", details(mac)))))
    T.append((code("pyautogui.click(854, 264)  # Identity"), v(9 * 60 + 31, "Network", net(), wired("Identity", ident(mac)))))
    T.append((code("pyautogui.click(958, 264)  # IPv4"), v(9 * 60 + 31, "Network", net(), wired("IPv4", ipv4(True, "")))))
    T.append((code("pyautogui.click(1225, 420)  # DNS Automatic off\npyautogui.click(960, 455)\npyautogui.write('9.9.9.9, 149.112.112.112')"),
              v(9 * 60 + 32, "Network", net(), wired("IPv4", ipv4(False, "9.9.9.9, 149.112.112.112")))))
    dns[0] = "9.9.9.9 149.112.112.112"
    T.append((code("pyautogui.click(1230, 224)  # Apply\ntime.sleep(3)"), v(9 * 60 + 33, "Network", net())))
    T.append((code("pyautogui.click(1527, 241)  # Wired settings"), v(9 * 60 + 33, "Network", net(), wired("Details", details(mac)))))
    T.append((code("pyautogui.click(854, 264)  # Identity"), v(9 * 60 + 34, "Network", net(), wired("Identity", ident("52:54:00:3A:19:C7")))))

    def screenlock(delay: str) -> list[str]:
        return [R("push-button", "Back", "", (620, 128), (34, 34)),
                R("label", "Blank Screen Delay", "Blank Screen Delay", (680, 200), (200, 20)), R("combo-box", "Blank Screen Delay", delay, (1360, 194), (180, 32)),
                R("label", "", "Period of inactivity after which the screen will go blank.", (680, 222), (500, 16)),
                R("label", "Automatic Screen Lock", "Automatic Screen Lock", (680, 260), (200, 20)), R("toggle-button", "Automatic Screen Lock", "", (1490, 256), (50, 28), desc="on"),
                R("label", "Automatic Screen Lock Delay", "Automatic Screen Lock Delay", (680, 310), (240, 20)),
                R("combo-box", "Automatic Screen Lock Delay", "Screen Turns Off", (1360, 304), (180, 32)),
                R("label", "Lock Screen Notifications", "Lock Screen Notifications", (680, 360), (240, 20)),
                R("toggle-button", "Lock Screen Notifications", "", (1490, 356), (50, 28), desc="on")]
    T.append((code("pyautogui.click(690, 224)  # Cancel\npyautogui.click(450, 425)  # Privacy\npyautogui.click(900, 350)  # Screen"),
              v(9 * 60 + 35, "Privacy", screenlock("5 minutes"), sub="Screen")))
    T.append((code("pyautogui.click(1450, 210)\npyautogui.click(1450, 330)  # 15 minutes"), v(9 * 60 + 35, "Privacy", screenlock("15 minutes"), sub="Screen")))
    hist = [R("push-button", "Back", "", (620, 128), (34, 34)),
            R("label", "File History", "File History", (680, 200), (200, 20)), R("toggle-button", "File History", "", (1490, 196), (50, 28), desc="on"),
            R("label", "File History Duration", "File History Duration", (680, 250), (200, 20)), R("combo-box", "File History Duration", "30 days", (1360, 244), (180, 32)),
            R("push-button", "Clear History…", "", (1360, 296), (180, 32)),
            R("label", "Automatically Delete Trash Content", "Automatically Delete Trash Content", (680, 370), (300, 20)),
            R("toggle-button", "Automatically Delete Trash Content", "", (1490, 366), (50, 28), desc="off"),
            R("label", "Automatically Delete Temporary Files", "Automatically Delete Temporary Files", (680, 420), (300, 20)),
            R("toggle-button", "Automatically Delete Temporary Files", "", (1490, 416), (50, 28), desc="off"),
            R("label", "Automatically Delete Period", "Automatically Delete Period", (680, 470), (300, 20)),
            R("combo-box", "Automatically Delete Period", "30 days", (1360, 464), (180, 32)),
            R("push-button", "Empty Trash…", "", (1160, 530), (180, 32)), R("push-button", "Delete Temporary Files…", "", (1360, 530), (180, 32))]
    T.append((code("pyautogui.click(637, 145)  # Back\npyautogui.click(900, 290)  # File History & Trash"), v(9 * 60 + 36, "Privacy", hist, sub="File History & Trash")))
    rs.add("os", "h59-os-20", SYS.format(task=task), T, state=state, bad=True, turn=7,
           kind="The Identity tab shows MAC address 52:54:00:3A:19:C7 while the same interface's hardware address was 52:54:00:3A:91:C7 in the Details and Identity tabs before.")


# ---------------------------------------------------------------- 21 Impress table (clean)
def t21(rs: RowSet) -> None:
    task = "On the 'Shortlist' slide of vendor_comparison.odp insert a 4-column table comparing the three vendors (uptime SLA, price per seat, support), with Finch's negotiated price of $10.90."
    day = "May 6"
    slides = {1: ["Observability vendor selection", "Platform team · May 2024"], 3: ["Shortlist"],
              4: ["Recommendation", "Go with Kestrel Cloud on a 2-year term", "Finch Systems as fallback if the SSO add-on is waived",
                  "Budget impact: within the FY24 tooling envelope", "Decision needed by 17 May"]}
    table: list[list[str]] = []

    def content(s: int) -> list[str]:
        t = slides[s]
        c = [R("text", "Title 1", t[0], (360, 230), (960, 90))]
        c += [R("paragraph", "Content Placeholder 2", b, (380, 360 + 48 * i), (900, 40)) for i, b in enumerate(t[1:])]
        if s == 3:
            if not table:
                c.append(R("paragraph", "Content Placeholder 2", "Click to add Text", (380, 360), (900, 40)))
            else:
                c.append(R("table", "Table 1", "", (380, 350), (920, 46 * len(table))))
                for r, row in enumerate(table):
                    c += [R("table-cell", f"{'ABCD'[k]}{r + 1}", val, (380 + 230 * k, 350 + 46 * r), (230, 46)) for k, val in enumerate(row)]
        return c
    props = [R("panel", "Properties", "", (1392, 126), (520, 880)), R("heading", "Slide", "Slide", (1404, 134), (60, 20)),
             R("combo-box", "Format:", "Screen 16:9", (1500, 170), (200, 26)), R("combo-box", "Master Slide:", "Lush Green", (1500, 272), (200, 26))]
    tdesign = [R("panel", "Table Design", "", (1392, 126), (520, 880)), R("heading", "Table Design", "Table Design", (1404, 134), (120, 20))]
    tdesign += [R("check-box", n, "", (1404, 170 + 26 * i), (200, 22), desc="checked" if n in ("Header Row", "Banded Rows") else "not checked")
                for i, n in enumerate(("Header Row", "Total Row", "Banded Rows", "First Column", "Last Column", "Banded Columns"))]

    def v(mn: int, s: int, sb: list[str], mod: bool, sel: str = "", extra: list[str] | None = None) -> str:
        return screen(clock(day, mn), impress("vendor_comparison.odp", s, 9, content(s), sb, mod, sel, extra))
    state = v(13 * 60 + 15, 1, props, False)
    T = []
    T.append((code("ImpressTools.go_to_slide(3)"), v(13 * 60 + 15, 3, props, False)))

    def ins(c: str, r: str) -> list[str]:
        return [R("dialog", "Insert Table", "", (780, 420), (360, 200)), R("spin-button", "Number of columns:", c, (1000, 460), (100, 28)),
                R("spin-button", "Number of rows:", r, (1000, 500), (100, 28)), R("push-button", "Help", "", (796, 570), (80, 32)),
                R("push-button", "Insert", "", (950, 570), (80, 32)), R("push-button", "Cancel", "", (1040, 570), (80, 32))]
    T.append((code("pyautogui.click(241, 69)  # Insert\npyautogui.click(300, 330)  # Table..."), v(13 * 60 + 16, 3, props, False, extra=ins("5", "2"))))
    table.extend([["", "", "", ""] for _ in range(5)])
    T.append((code("pyautogui.tripleClick(1040, 474)\npyautogui.write('4')\npyautogui.tripleClick(1040, 514)\npyautogui.write('5')\npyautogui.click(990, 586)  # Insert"),
              v(13 * 60 + 16, 3, tdesign, True, "Table selected")))
    rows = [["Vendor", "Uptime SLA", "Price / seat / month", "Support"], ["Kestrel Cloud", "99.95%", "$14.00", "24/7 phone + chat"],
            ["Finch Systems", "99.9%", "$11.50", "Business hours (CET)"], ["Harrow IO", "99.99%", "$19.75", "24/7 + named TAM"]]
    for i, row in enumerate(rows):
        table[i] = list(row)
    T.append((code("cells = " + repr([c for row in rows for c in row]) + "\nfor c in cells:\n    pyautogui.write(c)\n    pyautogui.press('tab')"),
              v(13 * 60 + 19, 3, tdesign, True, "Table selected")))
    table.pop()
    T.append((code("pyautogui.rightClick(600, 556)  # a cell in row 5\npyautogui.click(680, 640)  # Delete\npyautogui.click(820, 640)  # Rows"),
              v(13 * 60 + 20, 3, tdesign, True, "Table selected")))
    table[2][2] = "$10.90"
    T.append((code("pyautogui.doubleClick(840, 465)  # Finch price cell\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('$10.90')\npyautogui.press('esc')"),
              v(13 * 60 + 21, 3, tdesign, True, "Table selected")))
    T.append((code("ImpressTools.go_to_slide(4)"), v(13 * 60 + 22, 4, props, True)))
    T.append((code("ImpressTools.go_to_slide(3)"), v(13 * 60 + 22, 3, props, True)))
    rs.add("os", "h59-os-21", SYS.format(task=task), T, state=state)


# ---------------------------------------------------------------- 22 Software app (bad: clock goes backwards)
def t22(rs: RowSet) -> None:
    task = "Install the Foliate e-book reader from Ubuntu Software, check for updates, and open Foliate."
    day = "Dec 3"

    def sw(view: str, body: list[str], back: bool = False) -> list[str]:
        out = [R("frame", "Software", "", (300, 90), (1320, 900))]
        if back:
            out.append(R("push-button", "Back", "", (310, 98), (34, 34)))
        else:
            out += [R("toggle-button", n, "", (760 + 140 * i, 98), (130, 34), desc="on" if n == view else "off") for i, n in enumerate(("Explore", "Installed", "Updates"))]
        out += [R("toggle-button", "Search", "", (350, 98), (34, 34)), R("push-button", "Main Menu", "", (1570, 98), (34, 34))]
        return out + body

    explore = [R("heading", "Editor's Choice", "Editor's Choice", (340, 170), (300, 26))]
    explore += [R("push-button", n, f"{n} — {d}", (340 + 300 * i, 210), (290, 140)) for i, (n, d) in enumerate((
        ("Fragments", "Easy to use BitTorrent client"), ("Shortwave", "Listen to internet radio"), ("Blanket", "Listen to ambient sounds"),
        ("Drawing", "A simple drawing application")))]
    explore += [R("heading", "Categories", "Categories", (340, 380), (200, 26))]
    explore += [R("push-button", n, n, (340 + 210 * (i % 6), 420 + 60 * (i // 6)), (200, 50)) for i, n in enumerate((
        "Create", "Work", "Play", "Socialize", "Learn", "Develop", "Audio & Video", "Graphics", "Science", "Utilities", "Reference", "Add-ons"))]
    results = [("Foliate", "Read e-books in style", "snapcraft.io"), ("Calibre", "E-book management", "ubuntu-jammy-universe"),
               ("Bookworm", "Simple, focused eBook reader", "snapcraft.io"), ("Thorium Reader", "EPUB reader for Windows, MacOS and Linux", "snapcraft.io"),
               ("Okular", "Universal document viewer", "snapcraft.io"), ("FBReader", "E-book reader", "ubuntu-jammy-universe")]
    res = [R("entry", "Search", "foliate", (660, 140), (600, 34))]
    res += [R("list-item", n, f"{n} — {d}", (340, 200 + 70 * i), (1240, 64), desc=src) for i, (n, d, src) in enumerate(results)]

    def details(state: str, pct: int = 0) -> list[str]:
        b = [R("image", "Foliate", "", (340, 150), (128, 128)), R("heading", "Foliate", "Foliate", (490, 160), (300, 30)),
             R("label", "", "John Factotum", (490, 200), (200, 18)), R("combo-box", "Source", "Snap Store (snapcraft.io) · stable", (1240, 150), (340, 32))]
        if state == "available":
            b.append(R("push-button", "Install", "", (1240, 200), (120, 34)))
        elif state == "installing":
            b += [R("progress-bar", "", f"{pct}%", (1240, 200), (240, 10)), R("label", "", f"Installing… {pct}%", (1240, 216), (200, 18)),
                  R("push-button", "Cancel", "", (1490, 200), (90, 34))]
        else:
            b += [R("push-button", "Open", "", (1240, 200), (100, 34)), R("push-button", "Uninstall", "", (1350, 200), (34, 34))]
        kv = [("Version", "2.6.4"), ("Updated", "6 Nov 2023"), ("Category", "Office"), ("License", "GPL-3.0+"),
              ("Download Size", "17.6 MB"), ("Age Rating", "All Ages"), ("Safety", "Safe")]
        b += [x for i, (k, val) in enumerate(kv) for x in (R("label", k, k, (340 + 180 * i, 320), (170, 18)), R("label", "", val, (340 + 180 * i, 342), (170, 18)))]
        b += [R("paragraph", "", "Discover a new chapter of reading with Foliate, the modern e-book reader tailored for GNOME. Immerse yourself in a distraction-free interface with customization features designed to match your unique preferences.", (340, 400), (1240, 60)),
              R("heading", "Ratings & Reviews", "Ratings & Reviews", (340, 500), (300, 24)), R("label", "", "4.6 · 212 ratings", (340, 530), (200, 18))]
        return b

    def installed(with_foliate: bool) -> list[str]:
        apps = [("Document Scanner", "3.1 MB"), ("Document Viewer", "14.6 MB"), ("Files", "12.9 MB"), ("GNU Image Manipulation Program", "112.4 MB"),
                ("Google Chrome", "349.8 MB"), ("Image Viewer", "4.2 MB"), ("LibreOffice", "381.0 MB"), ("Text Editor", "2.6 MB"),
                ("Thunderbird Mail", "231.7 MB"), ("VLC media player", "68.3 MB"), ("Visual Studio Code", "356.2 MB")]
        if with_foliate:
            apps = sorted(apps + [("Foliate", "58.4 MB")])
        b = [R("heading", "Installed Apps", "Installed Apps", (340, 150), (300, 26))]
        b += [x for i, (n, sz) in enumerate(apps) for x in (R("list-item", n, n, (340, 190 + 56 * i), (1000, 52)), R("label", "", sz, (1360, 206 + 56 * i), (100, 18)),
                                                            R("push-button", "Uninstall", "", (1480, 200 + 56 * i), (90, 34)))]
        return b
    upd0 = [R("label", "", "Software is up to date", (820, 400), (280, 30)), R("label", "", "Last checked: 09:41", (860, 440), (200, 18)),
            R("push-button", "Check for updates", "", (1520, 98), (34, 34))]
    upd1 = [R("heading", "Updates", "Updates", (340, 150), (200, 26)), R("push-button", "Download", "", (1440, 146), (120, 34)),
            R("label", "", "Last checked: 10:07", (340, 184), (200, 18))]
    ups = [("Google Chrome", "119.0.6045.199 → 120.0.6099.71", "98.2 MB"), ("Thunderbird Mail", "115.5.0 → 115.5.2", "61.5 MB"),
           ("OS Updates", "Includes performance, stability and security improvements.", "42.8 MB")]
    upd1 += [x for i, (n, d, s) in enumerate(ups) for x in (R("list-item", n, f"{n} — {d}", (340, 220 + 64 * i), (1080, 58)), R("label", "", s, (1440, 240 + 64 * i), (100, 18)))]

    def v(mn: int, body: list[str]) -> str:
        return screen(clock(day, mn), body)
    state = v(10 * 60 + 2, sw("Explore", explore))
    T = []
    T.append((code("pyautogui.click(367, 115)  # Search\npyautogui.write('foliate')\ntime.sleep(2)"), v(10 * 60 + 2, sw("Explore", res))))
    T.append((code("pyautogui.click(700, 232)  # Foliate"), v(10 * 60 + 3, sw("Explore", details("available"), back=True))))
    auth = [R("dialog", "Authentication Required", "", (720, 360), (480, 300)),
            R("label", "", "Authentication is required to install software", (760, 420), (400, 20)),
            R("label", "", "user", (900, 480), (120, 18)), R("password-text", "Password", "", (780, 520), (360, 32)),
            R("push-button", "Cancel", "", (760, 600), (190, 34)), R("push-button", "Authenticate", "", (970, 600), (190, 34))]
    T.append((code("pyautogui.click(1300, 217)  # Install"), v(10 * 60 + 3, sw("Explore", details("available"), back=True) + auth)))
    T.append((code("pyautogui.write('password')\npyautogui.press('enter')\ntime.sleep(5)"), v(10 * 60 + 4, sw("Explore", details("installing", 14), back=True))))
    T.append((code("time.sleep(20)"), v(10 * 60 + 4, sw("Explore", details("installing", 63), back=True))))
    T.append((code("time.sleep(20)"), v(10 * 60 + 5, sw("Explore", details("installed"), back=True))))
    T.append((code("pyautogui.click(327, 115)  # Back\npyautogui.click(965, 115)  # Installed"), v(10 * 60 + 6, sw("Installed", installed(True)))))
    T.append((code("pyautogui.click(1105, 115)  # Updates"), v(10 * 60 + 6, sw("Updates", upd0))))
    T.append((code("pyautogui.click(1537, 115)  # Check for updates\ntime.sleep(30)"), v(10 * 60 + 7, sw("Updates", upd1))))
    T.append((code("pyautogui.click(965, 115)  # Installed"), v(10 * 60 + 8, sw("Installed", installed(True)))))
    T.append((code("pyautogui.click(700, 374)  # Foliate"), v(10 * 60 + 1, sw("Installed", details("installed"), back=True))))
    fol = [R("frame", "Foliate", "", (460, 140), (1000, 760)), R("push-button", "Open…", "", (480, 150), (80, 32)),
           R("push-button", "Main Menu", "", (1400, 150), (34, 34)), R("label", "", "No Books Yet", (860, 460), (200, 30)),
           R("label", "", "Open a file to start reading", (840, 500), (240, 18)), R("push-button", "Open…", "", (910, 540), (100, 34))]
    T.append((code("pyautogui.click(1290, 217)  # Open"), v(10 * 60 + 9, sw("Installed", details("installed"), back=True) + fol)))
    rs.add("os", "h59-os-22", SYS.format(task=task), T, state=state, bad=True, turn=11,
           kind="The top-bar clock reads 10:01 after it had already shown 10:08 (and updates were checked at 10:07): the clock goes backwards.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
