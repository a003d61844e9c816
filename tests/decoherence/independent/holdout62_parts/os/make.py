# ruff: noqa: E501
"""Held-out set h62, domain ``os``: 22 OSWorld-style Ubuntu desktop trajectories for the decoherence checker.

Every observation is the desktop accessibility tree as OSWorld linearises it (tag, name, text, class,
description, position, size), driven by pyautogui / app-helper code blocks. Eleven trajectories hold exactly
one contradiction (labelled with the first turn whose observation conflicts with an earlier one); the other
eleven are clean but full of legitimate changes: edits, renames, deletions, re-sorted lists, moving clocks,
restarted processes with new ids, the same item shown in another view.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

TASK = "os"

SYSTEM = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

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

- Preserve the original state format exactly: the header line `tag	name	text	class	description	position (top-left x&y)	size (w&h)`, then one tab-separated node per line
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**, and the executed code itself is the authoritative description of what happened. Common APIs: pyautogui.click / moveTo / dragTo / scroll / write / press / hotkey; CalcTools, WriterTools, ImpressTools, BrowserTools and VLCTools helpers; subprocess.run, os.listdir, os.makedirs, os.path.exists.

- Treat the actual code block as the ground-truth action specification
- Use the code semantics to infer which app, widget, file, cursor position, or document content should change
- Ignore helper calls such as `print_result()` unless they cause a visible UI change

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}"""


def system(task: str) -> str:
    return SYSTEM.replace("{task}", task)


HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"


def q(text: str) -> str:
    """OSWorld's text column: empty text prints as "", text holding quotes is quoted with doubled quotes."""
    text = text.replace("\t", "    ").replace("\n", " ")
    if text == "":
        return '""'
    if '"' in text:
        return '"' + text.replace('"', '""') + '"'
    return text


def n(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      desc: str = "", cls: str = "") -> str:
    return f"{tag}\t{name}\t{q(text)}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


DOCK = ("Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Trash")


def clocks(day: str, hh: int, mm: int, steps: list[int]) -> list[str]:
    """Top-bar clock labels: the start time, then one per turn after each step of minutes."""
    out, t = [], hh * 60 + mm
    for s in [0, *steps]:
        t += s
        out.append(f"{day}  {t // 60:02d}:{t % 60:02d}")
    return out


def screen(clock: str, body: list[str], tray: tuple[str, ...] = ()) -> str:
    lines = [HDR, n("push-button", "Activities", "", (0, 0), (99, 27)),
             n("toggle-button", "", clock, (884, 0), (152, 27))]
    for i, t in enumerate(tray):
        lines.append(n("icon", t, "", (1746 + 26 * i, 5), (16, 16)))
    lines.append(n("menu", "System", "", (1820, 0), (100, 27)))
    lines += body
    for i, app in enumerate(DOCK):
        lines.append(n("push-button", app, "", (0, 33 + 66 * i), (70, 64)))
    lines.append(n("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    return "\n".join(lines)


def menubar(items: list[str], y: int = 56, x: int = 78) -> list[str]:
    out = []
    for it in items:
        w = 10 * len(it) + 18
        out.append(n("menu", it, "", (x, y), (w, 23)))
        x += w
    return out


def dialog(title: str, pos: tuple[int, int], size: tuple[int, int], nodes: list[str]) -> list[str]:
    return [n("dialog", title, "", pos, size), *nodes]


# ---------------------------------------------------------------- LibreOffice
CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def col_index(c: str) -> int:
    return ord(c) - ord("A")


def calc(title: str, namebox: str, formula: str, grid: dict[str, str], cols: str, rows: range | list[int],
         status: list[str], tabs: tuple[str, ...] = ("Sheet1",), active: int = 0, widths: dict[str, int] | None = None,
         font: tuple[str, str] = ("Liberation Sans", "10 pt"), extra: list[str] | None = None,
         outline: list[str] | None = None, hidden: set[int] | None = None) -> list[str]:
    widths = widths or {}
    out = [n("frame", title, "", (70, 27), (1850, 1053)), *menubar(CALC_MENUS),
           n("combo-box", "Font Name", font[0], (262, 126), (186, 26)),
           n("combo-box", "Font Size", font[1], (452, 126), (70, 26)),
           n("combo-box", "Name Box", namebox, (78, 160), (110, 26)),
           n("push-button", "Function Wizard", "", (196, 160), (26, 26)),
           n("push-button", "Select Function", "", (224, 160), (34, 26)),
           n("push-button", "Formula", "", (260, 160), (26, 26)),
           n("text", "Input line", formula, (292, 160), (1620, 26))]
    out += outline or []
    y = 212
    for r in rows:
        if hidden and r in hidden:
            continue
        x = 122
        for c in cols:
            w = widths.get(c, 100)
            out.append(n("table-cell", f"{c}{r}", grid.get(f"{c}{r}", ""), (x, y), (w, 19)))
            x += w
        y += 19
    x = 160
    for i, t in enumerate(tabs):
        out.append(n("page-tab", t, "", (x, 1018), (14 + 9 * len(t), 24), desc="selected" if i == active else ""))
        x += 24 + 9 * len(t)
    x = 78
    for s in status:
        out.append(n("label", "", s, (x, 1052), (8 * len(s) + 16, 22)))
        x += 8 * len(s) + 40
    return out + (extra or [])


def calc_status(sheet: str, sel: str | None, sums: str, modified: bool, zoom: str = "100%") -> list[str]:
    out = [sheet, "Default", "English (USA)"]
    if sel:
        out.append(sel)
    out.append(sums)
    if modified:
        out.append("The document has been modified. Click to save the document.")
    return out + [zoom]


# ---------------------------------------------------------------- 01 Calc data validation (clean)
def t01(rs: RowSet) -> None:
    title = "shipments_q3.xlsx - LibreOffice Calc"
    data = [("SH-40211", "DHL", "12.4", "Delivered"), ("SH-40212", "UPS", "3.1", "Pending"),
            ("SH-40213", "FedEx", "27.9", "Shipped"), ("SH-40214", "DHL", "8.0", "Shipped"),
            ("SH-40215", "USPS", "1.2", "Delivered"), ("SH-40216", "UPS", "15.6", "Returned"),
            ("SH-40217", "FedEx", "4.4", "Shipped"), ("SH-40218", "DHL", "9.7", "Delivered")]
    g = {"A1": "Order ID", "B1": "Carrier", "C1": "Weight (kg)", "D1": "Status", "F1": "Status", "G1": "Count"}
    for i, (a, b, c, d) in enumerate(data, 2):
        g.update({f"A{i}": a, f"B{i}": b, f"C{i}": c, f"D{i}": d})
    g.update({"F2": "Delivered", "G2": "3", "F3": "Shipped", "G3": "3", "F4": "Pending", "G4": "1",
              "F5": "Returned", "G5": "1", "F6": "Total", "G6": "8"})
    w = {"A": 110, "B": 90, "C": 100, "D": 100, "E": 40, "F": 100, "G": 70}
    tabs = ("Orders", "Carriers")
    ck = clocks("Oct 17", 10, 2, [1, 1, 2, 1, 1, 1, 1])

    def view(i: int, nb: str, fx: str, sel: str | None, mod: bool, extra: list[str] | None = None) -> str:
        st = calc_status("Sheet 1 of 2", sel, "Average: ; Sum: 0", mod)
        return screen(ck[i], calc(title, nb, fx, g, "ABCDEFG", range(1, 12), st, tabs, 0, w, extra=extra))

    sel = "Selected: 39 rows, 1 column"
    state = view(0, "A1", "Order ID", None, False)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(132, 173)
pyautogui.write('D2:D40\\n')
"""), view(1, "D2:D40", "Delivered", sel, False)))
    crit = dialog("Validity", (640, 300), (640, 470), [
        n("page-tab", "Criteria", "", (652, 336), (78, 28), desc="selected"),
        n("page-tab", "Input Help", "", (732, 336), (92, 28)),
        n("page-tab", "Error Alert", "", (826, 336), (96, 28)),
        n("label", "Allow:", "", (668, 392), (60, 20)),
        n("combo-box", "Allow:", "All values", (760, 388), (300, 28)),
        n("check-box", "Allow empty cells", "", (760, 428), (170, 22), desc="checked"),
        n("push-button", "Help", "", (652, 720), (80, 32)),
        n("push-button", "Reset", "", (740, 720), (80, 32)),
        n("push-button", "OK", "", (1092, 720), (80, 32)),
        n("push-button", "Cancel", "", (1180, 720), (88, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(596, 68)   # Data
pyautogui.click(650, 455)  # Validity...
"""), view(2, "D2:D40", "Delivered", sel, False, crit)))
    crit2 = dialog("Validity", (640, 300), (640, 470), [
        n("page-tab", "Criteria", "", (652, 336), (78, 28), desc="selected"),
        n("page-tab", "Input Help", "", (732, 336), (92, 28)),
        n("page-tab", "Error Alert", "", (826, 336), (96, 28)),
        n("label", "Allow:", "", (668, 392), (60, 20)),
        n("combo-box", "Allow:", "List", (760, 388), (300, 28)),
        n("check-box", "Allow empty cells", "", (760, 428), (170, 22), desc="checked"),
        n("check-box", "Show selection list", "", (760, 456), (180, 22), desc="checked"),
        n("check-box", "Sort entries ascending", "", (760, 484), (200, 22)),
        n("label", "Entries", "", (668, 524), (60, 20)),
        n("text", "Entries", "", (760, 520), (300, 150)),
        n("paragraph", "", "Pending", (762, 522), (296, 18)),
        n("paragraph", "", "Shipped", (762, 540), (296, 18)),
        n("paragraph", "", "Delivered", (762, 558), (296, 18)),
        n("paragraph", "", "Returned", (762, 576), (296, 18)),
        n("push-button", "Help", "", (652, 720), (80, 32)),
        n("push-button", "Reset", "", (740, 720), (80, 32)),
        n("push-button", "OK", "", (1092, 720), (80, 32)),
        n("push-button", "Cancel", "", (1180, 720), (88, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(910, 402)   # Allow combo
pyautogui.click(880, 560)   # List
pyautogui.click(910, 590)   # Entries box
pyautogui.write('Pending\\nShipped\\nDelivered\\nReturned')
"""), view(3, "D2:D40", "Delivered", sel, False, crit2)))
    turns.append((code("""
import pyautogui
pyautogui.click(874, 350)   # Error Alert tab
pyautogui.click(910, 430)   # Action combo -> Stop (already default)
pyautogui.click(910, 480)   # Title
pyautogui.write('Invalid status')
pyautogui.click(910, 560)   # Error message
pyautogui.write('Use Pending, Shipped, Delivered or Returned.')
pyautogui.click(1132, 736)  # OK
"""), view(4, "D2:D40", "Delivered", sel, True)))
    err = dialog("Invalid status", (760, 470), (400, 150), [
        n("label", "", "Use Pending, Shipped, Delivered or Returned.", (830, 505), (300, 20)),
        n("push-button", "OK", "", (960, 575), (80, 32)),
        n("push-button", "Cancel", "", (1048, 575), (88, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(472, 297)   # D5
pyautogui.write('Lost\\n')
"""), view(5, "D5", "Lost", None, True, err)))
    g.update({"D5": "Delivered", "G2": "4", "G3": "2"})
    turns.append((code("""
import pyautogui
pyautogui.click(1092, 591)  # Cancel restores the old value
pyautogui.click(472, 297)   # D5
pyautogui.write('Delivered\\n')
"""), view(6, "D6", "Delivered", None, True)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
pyautogui.sleep(1)
pyautogui.click(870, 606)   # Use Excel 2007-365 Format!
"""), view(7, "D6", "Delivered", None, False)))
    rs.add(TASK, "h62-os-01", system("In shipments_q3.xlsx restrict Status (D2:D40) to Pending, Shipped, Delivered or Returned with a Stop alert, correct order SH-40214 to Delivered, and save in Excel format."),
           turns, state=state)


# ---------------------------------------------------------------- 02 Calc subtotals (contradiction: grand sum does not follow)
def t02(rs: RowSet) -> None:
    title = "regional_sales_2024.ods - LibreOffice Calc"
    data = [("East", "Okafor", "Jan", 4820), ("East", "Okafor", "Feb", 5130), ("East", "Lindqvist", "Jan", 3975),
            ("North", "Haddad", "Jan", 6210), ("North", "Haddad", "Feb", 5880), ("North", "Moreau", "Jan", 2940),
            ("South", "Tanaka", "Jan", 4405), ("South", "Tanaka", "Feb", 4760), ("South", "Ruiz", "Jan", 3615),
            ("South", "Ruiz", "Feb", 3890)]
    w = {"A": 120, "B": 110, "C": 80, "D": 100, "E": 80}
    tabs = ("Sales", "Targets", "Notes")
    ck = clocks("Nov 4", 14, 31, [1, 1, 1, 1, 2, 1, 1, 1])
    g = {"A1": "Region", "B1": "Rep", "C1": "Month", "D1": "Revenue"}
    for i, (a, b, c, d) in enumerate(data, 2):
        g.update({f"A{i}": a, f"B{i}": b, f"C{i}": c, f"D{i}": f"{d:,}"})

    def view(i: int, nb: str, fx: str, sel: str | None, sums: str, mod: bool, extra: list[str] | None = None,
             outline: list[str] | None = None, hidden: set[int] | None = None) -> str:
        st = calc_status("Sheet 1 of 3", sel, sums, mod)
        return screen(ck[i], calc(title, nb, fx, g, "ABCDE", range(1, 18), st, tabs, 0, w, extra=extra,
                                  outline=outline, hidden=hidden))

    state = view(0, "A1", "Region", None, "Average: ; Sum: 0", False)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(132, 173)
pyautogui.write('A1:D11\\n')
"""), view(1, "A1:D11", "Region", "Selected: 11 rows, 4 columns", "Average: 4,562.5; Sum: 45,625", False)))
    sub = dialog("Subtotals", (600, 260), (720, 520), [
        n("page-tab", "1st Group", "", (612, 296), (90, 28), desc="selected"),
        n("page-tab", "2nd Group", "", (704, 296), (94, 28)),
        n("page-tab", "3rd Group", "", (800, 296), (90, 28)),
        n("page-tab", "Options", "", (892, 296), (76, 28)),
        n("label", "Group by:", "", (628, 346), (80, 20)),
        n("combo-box", "Group by:", "Region", (720, 342), (260, 28)),
        n("label", "Calculate subtotals for:", "", (628, 388), (200, 20)),
        n("check-box", "Region", "", (640, 414), (200, 20)),
        n("check-box", "Rep", "", (640, 436), (200, 20)),
        n("check-box", "Month", "", (640, 458), (200, 20)),
        n("check-box", "Revenue", "", (640, 480), (200, 20), desc="checked"),
        n("label", "Use function:", "", (1000, 388), (120, 20)),
        n("list-item", "Sum", "", (1010, 414), (160, 20), desc="selected"),
        n("list-item", "Count", "", (1010, 436), (160, 20)),
        n("list-item", "Average", "", (1010, 458), (160, 20)),
        n("list-item", "Max", "", (1010, 480), (160, 20)),
        n("list-item", "Min", "", (1010, 502), (160, 20)),
        n("list-item", "Product", "", (1010, 524), (160, 20)),
        n("push-button", "Help", "", (612, 736), (80, 32)),
        n("push-button", "Remove All", "", (700, 736), (110, 32)),
        n("push-button", "OK", "", (1132, 736), (80, 32)),
        n("push-button", "Cancel", "", (1220, 736), (88, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(583, 67)   # Data
pyautogui.click(640, 402)  # Subtotals...
"""), view(2, "A1:D11", "Region", "Selected: 11 rows, 4 columns", "Average: 4,562.5; Sum: 45,625", False, sub)))
    rows = [("East", "Okafor", "Jan", "4,820"), ("East", "Okafor", "Feb", "5,130"), ("East", "Lindqvist", "Jan", "3,975"),
            ("East Sum", "", "", "13,925"),
            ("North", "Haddad", "Jan", "6,210"), ("North", "Haddad", "Feb", "5,880"), ("North", "Moreau", "Jan", "2,940"),
            ("North Sum", "", "", "15,030"),
            ("South", "Tanaka", "Jan", "4,405"), ("South", "Tanaka", "Feb", "4,760"), ("South", "Ruiz", "Jan", "3,615"),
            ("South", "Ruiz", "Feb", "3,890"), ("South Sum", "", "", "16,670"), ("Grand Sum", "", "", "45,625")]
    for i, (a, b, c, d) in enumerate(rows, 2):
        g.update({f"A{i}": a, f"B{i}": b, f"C{i}": c, f"D{i}": d})

    def ol(level_rows: list[tuple[str, int]]) -> list[str]:
        out = [n("push-button", f"Outline level {k}", "", (80 + 16 * (k - 1), 196), (14, 14)) for k in (1, 2, 3)]
        for sign, r in level_rows:
            out.append(n("push-button", sign, "", (100, 212 + 19 * (r - 1)), (14, 14), desc=f"Row {r}"))
        return out

    expanded = ol([("Hide Details", 5), ("Hide Details", 9), ("Hide Details", 14), ("Hide Details", 15)])
    turns.append((code("""
import pyautogui
pyautogui.click(1172, 752)  # OK
pyautogui.click(182, 221)   # A1
"""), view(3, "A1", "Region", None, "Average: ; Sum: 0", True,
           outline=expanded)))
    collapsed = ol([("Show Details", 5), ("Show Details", 9), ("Show Details", 14), ("Hide Details", 15)])
    turns.append((code("""
import pyautogui
pyautogui.click(103, 203)  # outline level 2
"""), view(4, "A1", "Region", None, "Average: ; Sum: 0", True,
           outline=collapsed, hidden={2, 3, 4, 6, 7, 8, 10, 11, 12, 13})))
    g.update({"D7": "6,480", "D9": "15,630", "D15": "46,825"})
    turns.append((code("""
import pyautogui
pyautogui.click(119, 203)  # outline level 3
pyautogui.click(482, 335)  # D7
pyautogui.write('6480\\n')
"""), view(5, "D8", "2940", None, "Average: 2,940; Sum: 2,940", True, outline=expanded)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(6, "D8", "2940", None, "Average: 2,940; Sum: 2,940", False, outline=expanded)))
    turns.append((code("""
import pyautogui
pyautogui.click(482, 487)  # D15
"""), view(7, "D15", "=SUBTOTAL(9,D2:D14)", None, "Average: 46,825; Sum: 46,825", False, outline=expanded)))
    turns.append((code("""
import pyautogui
pyautogui.click(583, 67)   # Data
pyautogui.click(640, 402)  # Subtotals...
"""), view(8, "D15", "=SUBTOTAL(9,D2:D14)", None, "Average: 46,825; Sum: 46,825", False, sub, outline=expanded)))
    rs.add(TASK, "h62-os-02", system("Add Revenue subtotals by Region to regional_sales_2024.ods, correct Haddad's February revenue to 6,480 and save."),
           turns, state=state, bad=True, turn=5,
           kind="After D7 rises from 5,880 to 6,480 (+600) the Grand Sum shows 46,825 instead of 45,625 + 600 = 46,225, though North Sum correctly shows 15,630.")


# ---------------------------------------------------------------- 03 Calc freeze panes + chart (contradiction: cell value changes)
def keep_format(app: str, ext: str) -> list[str]:
    return dialog("Keep current format", (700, 430), (520, 210), [
        n("label", "", f"Use {ext} Format or ODF Format?", (780, 460), (400, 20)),
        n("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format \u201c{app}\u201d.", (780, 490), (400, 40)),
        n("check-box", "Ask when not saving in ODF or default format", "", (780, 548), (360, 20), desc="checked"),
        n("push-button", f"Use {ext} Format!", "", (760, 590), (220, 32)),
        n("push-button", "Use ODF Format!", "", (990, 590), (200, 32))])


def t03(rs: RowSet) -> None:
    title = "web_traffic_2024.xlsx - LibreOffice Calc"
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    sess = [31204, 29877, 35410, 37962, 41305, 44718, 48312, 46095, 42660, 40118, 38406, 36951]
    users = [22815, 21930, 25006, 26744, 29118, 31502, 33870, 32411, 30027, 28553, 27290, 26302]
    bounce = ["41.2%", "40.8%", "39.5%", "38.9%", "37.4%", "36.9%", "36.1%", "36.6%", "37.8%", "38.2%", "39.0%", "40.3%"]
    g = {"A1": "Month", "B1": "Sessions", "C1": "Users", "D1": "Bounce rate"}
    for i in range(12):
        r = i + 2
        g.update({f"A{r}": months[i], f"B{r}": f"{sess[i]:,}", f"C{r}": f"{users[i]:,}", f"D{r}": bounce[i]})
    g.update({"A14": "Total", "B14": f"{sum(sess):,}", "C14": f"{sum(users):,}"})
    w = {"A": 90, "B": 110, "C": 110, "D": 100, "E": 100}
    tabs = ("Traffic", "Sources")
    ck = clocks("Sep 9", 9, 14, [1, 1, 1, 1, 1, 2, 1, 1, 1])

    def view(i: int, nb: str, fx: str, sel: str | None, sums: str, mod: bool, rows: range | list[int] = range(1, 17),
             extra: list[str] | None = None) -> str:
        st = calc_status("Sheet 1 of 2", sel, sums, mod)
        return screen(ck[i], calc(title, nb, fx, g, "ABCDE", rows, st, tabs, 0, w, extra=extra))

    state = view(0, "A1", "Month", None, "Average: ; Sum: 0", False)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(132, 173)
pyautogui.write('B2\\n')
pyautogui.click(223, 67)   # View
pyautogui.click(290, 610)  # Freeze Cells
pyautogui.click(520, 610)  # Freeze Rows and Columns
"""), view(1, "B2", "31204", None, "Average: 31,204; Sum: 31,204", False)))
    turns.append((code("""
import pyautogui
pyautogui.moveTo(700, 500)
pyautogui.scroll(-5)
"""), view(2, "B2", "31204", None, "Average: 31,204; Sum: 31,204", False, [1, *range(7, 23)])))
    wiz = dialog("Chart Type", (560, 250), (800, 520), [
        n("label", "", "Steps", (580, 290), (60, 20)),
        n("list-item", "1. Chart Type", "", (580, 316), (180, 22), desc="selected"),
        n("list-item", "2. Data Range", "", (580, 340), (180, 22)),
        n("list-item", "3. Data Series", "", (580, 364), (180, 22)),
        n("list-item", "4. Chart Elements", "", (580, 388), (180, 22)),
        n("label", "", "Choose a Chart Type", (780, 290), (300, 20)),
        *[n("list-item", t, "", (780, 320 + 24 * k), (160, 22), desc="selected" if k == 0 else "")
          for k, t in enumerate(["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"])],
        n("radio-button", "Normal", "", (960, 560), (90, 20), desc="checked"),
        n("radio-button", "Stacked", "", (1060, 560), (90, 20)),
        n("radio-button", "Percent Stacked", "", (1160, 560), (140, 20)),
        n("push-button", "Help", "", (576, 726), (80, 32)),
        n("push-button", "< Back", "", (960, 726), (90, 32)),
        n("push-button", "Next >", "", (1056, 726), (90, 32)),
        n("push-button", "Finish", "", (1152, 726), (90, 32)),
        n("push-button", "Cancel", "", (1248, 726), (90, 32))])
    chart = [n("embedded", "Chart 1", "", (600, 230), (620, 380), desc="Embedded Object")]
    turns.append((code("""
import pyautogui
pyautogui.scroll(5)
pyautogui.click(132, 173)
pyautogui.write('A1:C13\\n')
pyautogui.click(291, 67)   # Insert
pyautogui.click(330, 238)  # Chart...
"""), view(3, "A1:C13", "Month", "Selected: 13 rows, 3 columns", "Average: 33,691.08; Sum: 808,586", True,
           extra=chart + wiz)))
    rng = dialog("Chart Wizard", (560, 250), (800, 520), [
        n("list-item", "1. Chart Type", "", (580, 316), (180, 22)),
        n("list-item", "2. Data Range", "", (580, 340), (180, 22), desc="selected"),
        n("list-item", "3. Data Series", "", (580, 364), (180, 22)),
        n("list-item", "4. Chart Elements", "", (580, 388), (180, 22)),
        n("label", "", "Choose a Data Range", (780, 290), (300, 20)),
        n("label", "Data range:", "", (780, 330), (100, 20)),
        n("text", "Data range:", "$Traffic.$A$1:$C$13", (890, 326), (400, 26)),
        n("radio-button", "Data series in rows", "", (780, 372), (200, 20)),
        n("radio-button", "Data series in columns", "", (780, 396), (220, 20), desc="checked"),
        n("check-box", "First row as label", "", (780, 430), (200, 20), desc="checked"),
        n("check-box", "First column as label", "", (780, 454), (220, 20), desc="checked"),
        n("push-button", "Help", "", (576, 726), (80, 32)),
        n("push-button", "< Back", "", (960, 726), (90, 32)),
        n("push-button", "Next >", "", (1056, 726), (90, 32)),
        n("push-button", "Finish", "", (1152, 726), (90, 32)),
        n("push-button", "Cancel", "", (1248, 726), (90, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(1101, 742)  # Next >
"""), view(4, "A1:C13", "Month", "Selected: 13 rows, 3 columns", "Average: 33,691.08; Sum: 808,586", True,
           extra=chart + rng)))
    turns.append((code("""
import pyautogui
pyautogui.click(1197, 742)  # Finish
"""), view(5, "Chart 1", "", "Embedded object 'Chart 1' selected", "Average: ; Sum: 0", True, extra=chart)))
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
pyautogui.click(267, 354)   # B8
"""), view(6, "B8", "48312", None, "Average: 48,312; Sum: 48,312", True, extra=chart)))
    g["B8"] = "48,132"
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'home')
"""), view(7, "A1", "Month", None, "Average: ; Sum: 0", True, extra=chart)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(8, "A1", "Month", None, "Average: ; Sum: 0", True, extra=chart + keep_format("Excel 2007-365", "Excel 2007-365"))))
    turns.append((code("""
import pyautogui
pyautogui.click(870, 606)  # Use Excel 2007-365 Format!
"""), view(9, "A1", "Month", None, "Average: ; Sum: 0", False, extra=chart)))
    rs.add(TASK, "h62-os-03", system("Freeze the header row and Month column in web_traffic_2024.xlsx, add a column chart of Sessions and Users by month, and save as xlsx."),
           turns, state=state, bad=True, turn=7,
           kind="Cell B8 (Jul sessions) read 48,312 in the sheet and the input line, but after only Ctrl+Home it shows 48,132.")


def wcount(paras: list[str]) -> tuple[int, int]:
    words = sum(len([t for t in p.split() if any(ch.isalnum() for ch in t)]) for p in paras)
    return words, sum(len(p) for p in paras)


def writer(title: str, paras: list[str], status: list[str], header: list[str] | None = None,
           footer: list[str] | None = None, side: list[str] | None = None, extra: list[str] | None = None,
           style: str = "Default Paragraph Style", font: tuple[str, str] = ("Liberation Serif", "12 pt"),
           top: list[str] | None = None, y0: int = 250) -> list[str]:
    out = [n("frame", title, "", (70, 27), (1850, 1053)), *menubar(WRITER_MENUS),
           n("combo-box", "Paragraph Style", style, (180, 126), (200, 26)),
           n("combo-box", "Font Name", font[0], (386, 126), (186, 26)),
           n("combo-box", "Font Size", font[1], (576, 126), (70, 26))]
    out += top or []
    out.append(n("document-text", "", "", (360, y0 - 60), (1160, 820)))
    y = y0 - 40
    if header is not None:
        out.append(n("section", "Header (Default Page Style)", "", (470, y), (940, 30)))
        for h in header:
            out.append(n("paragraph", "", h, (470, y + 4), (940, 20)))
        y += 50
    for p in paras:
        lines = max(1, len(p) // 110 + 1)
        out.append(n("paragraph", "", p, (470, y), (940, 21 * lines)))
        y += 21 * lines + 10
    if footer is not None:
        out.append(n("section", "Footer (Default Page Style)", "", (470, 960), (940, 30)))
        for f in footer:
            out.append(n("paragraph", "", f, (470, 964), (940, 20)))
    out += side or []
    x = 78
    for s in status:
        out.append(n("label", "", s, (x, 1052), (8 * len(s) + 16, 22)))
        x += 8 * len(s) + 40
    return out + (extra or [])


def wstatus(page: str, words: int, chars: int, mod: bool, zoom: str = "100%") -> list[str]:
    out = [page, f"{words:,} words, {chars:,} characters", "Default Page Style", "English (USA)"]
    if mod:
        out.append("The document has been modified. Click to save the document.")
    return out + [zoom]


# ---------------------------------------------------------------- 04 Writer header and footer (clean)
def t04(rs: RowSet) -> None:
    title = "Vendor_Agreement_Draft.docx - LibreOffice Writer"
    p1 = ["VENDOR SERVICES AGREEMENT",
          "This Vendor Services Agreement (the \u201cAgreement\u201d) is entered into as of March 3, 2025 by and between Halvorsen Logistics AS (\u201cClient\u201d) and Brightwater Freight Solutions LLC (\u201cVendor\u201d).",
          "1. Scope of Services",
          "1.1 Vendor shall provide less-than-truckload (LTL) and full-truckload (FTL) transportation services between the facilities listed in Schedule A.",
          "1.2 Service levels are defined in Schedule B and measured monthly.",
          "2. Term",
          "2.1 The initial term is twenty-four (24) months from the Effective Date, renewable for successive twelve (12) month periods.",
          "3. Fees and Payment",
          "3.1 Fees are set out in Schedule B. Invoices are payable within forty-five (45) days of receipt."]
    p3 = ["B.1 Vendor shall achieve on-time delivery of at least 96.5% per calendar month.",
          "B.2 The claims ratio shall not exceed 0.35% of shipments per quarter.",
          "B.3 Service credits are capped at 8% of the monthly fees.",
          "B.4 Claims must be filed within nine (9) months of delivery.",
          "B.5 Vendor shall report on-time performance by the 5th business day of each month.",
          "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.",
          "Halvorsen Logistics AS ____________________          Brightwater Freight Solutions LLC ____________________"]
    p4 = ["Schedule C \u2013 Legacy Rate Table (superseded)",
          "This schedule is retained for reference only and is superseded in full by Schedule B.",
          "Oslo \u2013 Gothenburg: NOK 412 per pallet, fuel surcharge 11.5%",
          "Oslo \u2013 Stockholm: NOK 538 per pallet, fuel surcharge 11.5%",
          "Bergen \u2013 Oslo: NOK 297 per pallet, fuel surcharge 9.0%",
          "Trondheim \u2013 Oslo: NOK 331 per pallet, fuel surcharge 9.0%"]
    words, chars = 1862, 11804
    dw, dc = wcount(p4)
    ck = clocks("Mar 3", 16, 5, [1, 1, 2, 1, 1, 2, 1, 1, 1])
    head_txt = "Halvorsen Logistics \u2014 Vendor Agreement (Draft v3)"

    def view(i: int, paras: list[str], page: str, w_: int, c_: int, mod: bool, header: list[str] | None,
             footer: list[str] | None, extra: list[str] | None = None, style: str = "Default Paragraph Style") -> str:
        return screen(ck[i], writer(title, paras, wstatus(page, w_, c_, mod), header, footer, extra=extra, style=style))

    state = view(0, p1, "Page 1 of 4", words, chars, False, None, None, style="Title")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(281, 67)   # Insert
pyautogui.click(350, 590)  # Header and Footer
pyautogui.click(560, 590)  # Header
pyautogui.click(760, 590)  # Default Page Style
"""), view(1, p1, "Page 1 of 4", words, chars, True, [""], None, style="Header")))
    turns.append((code(f"""
import pyautogui
pyautogui.write('{head_txt}')
"""), view(2, p1, "Page 1 of 4", words, chars, True, [head_txt], None, style="Header")))
    turns.append((code("""
import pyautogui
pyautogui.click(281, 67)   # Insert
pyautogui.click(350, 590)  # Header and Footer
pyautogui.click(560, 616)  # Footer
pyautogui.click(760, 616)  # Default Page Style
"""), view(3, p1, "Page 1 of 4", words, chars, True, [head_txt], [""], style="Footer")))
    turns.append((code("""
import pyautogui
pyautogui.write('Page ')
pyautogui.click(281, 67); pyautogui.click(350, 640); pyautogui.click(560, 640)   # Insert > Field > Page Number
pyautogui.write(' of ')
pyautogui.click(281, 67); pyautogui.click(350, 640); pyautogui.click(560, 666)   # Insert > Field > Page Count
"""), view(4, p1, "Page 1 of 4", words, chars, True, [head_txt], ["Page 1 of 4"], style="Footer")))
    turns.append((code("""
import pyautogui
pyautogui.click(940, 500)
pyautogui.hotkey('ctrl', 'end')
"""), view(5, p4, "Page 4 of 4", words, chars, True, [head_txt], ["Page 4 of 4"])))
    words2, chars2 = words - dw, chars - dc
    turns.append((code("""
import pyautogui
pyautogui.click(472, 270)            # start of 'Schedule C' heading
pyautogui.hotkey('ctrl', 'shift', 'end')
pyautogui.press('delete')
pyautogui.press('backspace')         # remove the empty paragraph and its page break
"""), view(6, p3, "Page 3 of 3", words2, chars2, True, [head_txt], ["Page 3 of 3"])))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'home')
"""), view(7, p1, "Page 1 of 3", words2, chars2, True, [head_txt], ["Page 1 of 3"], style="Title")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(8, p1, "Page 1 of 3", words2, chars2, True, [head_txt], ["Page 1 of 3"],
           keep_format("Word 2007-365", "Word 2007-365"), style="Title")))
    turns.append((code("""
import pyautogui
pyautogui.click(870, 606)  # Use Word 2007-365 Format!
"""), view(9, p1, "Page 1 of 3", words2, chars2, False, [head_txt], ["Page 1 of 3"], style="Title")))
    rs.add(TASK, "h62-os-04", system("Give Vendor_Agreement_Draft.docx a header reading 'Halvorsen Logistics \u2014 Vendor Agreement (Draft v3)' and a 'Page X of Y' footer, remove the superseded Schedule C, and save as .docx."),
           turns, state=state)


# ---------------------------------------------------------------- 05 Writer comments (clean)
def comment_nodes(items: list[tuple[str, str, str, str]], top: int = 230) -> list[str]:
    """Comments in the right margin: (author, date, reply-to line or '', text)."""
    out, y = [], top
    for author, date, reply, text in items:
        h = 96 if reply else 76
        out.append(n("panel", "Comment", "", (1530, y), (300, h)))
        out.append(n("label", "", author, (1540, y + 6), (200, 18)))
        out.append(n("label", "", date, (1540, y + 24), (200, 16)))
        if reply:
            out.append(n("label", "", reply, (1540, y + 44), (280, 18)))
        out.append(n("paragraph", "", text, (1540, y + h - 30), (280, 20)))
        out.append(n("push-button", "Actions", "", (1800, y + 6), (22, 22)))
        y += h + 12
    return out


def t05(rs: RowSet) -> None:
    title = "Grant_Proposal_NSF_v2.odt - LibreOffice Writer"
    paras = ["2. Preliminary Results",
             "In a pilot conducted across four clinics in 2021, approximately 1,200 patients were screened using the adapted protocol, and 87% completed the six-week follow-up.",
             "Sensitivity against the structured clinical interview was 0.91 (95% CI 0.86\u20130.95) and specificity 0.84 (95% CI 0.80\u20130.88).",
             "3. Research Plan",
             "3.1 Aim 1: Validate the screening instrument in a multilingual cohort of 2,400 adults.",
             "3.2 Aim 2: Estimate the cost per true-positive case identified in primary care.",
             "Recruitment will begin in Month 3 and continue through Month 18 at six partner sites."]
    dmitri = ("Dmitri Kowalski", "10/15/2024, 09:47", "", "Cite the 2021 pilot report here.")
    marcus = ("Marcus Oyelaran", "10/16/2024, 13:15", "", "Aim 2 needs a power calculation.")
    lena = ("Lena Fischer", "10/14/2024, 16:02", "", "Move the recruitment timeline to Section 3.2?")
    ck = clocks("Oct 17", 11, 17, [1, 1, 1, 1, 2, 1])
    words, chars = 3412, 22905

    def view(i: int, items: list[tuple[str, str, str, str]], mod: bool = True, style: str = "Default Paragraph Style") -> str:
        s = wstatus("Page 2 of 9", words, chars, mod)
        return screen(ck[i], writer(title, paras, s, side=comment_nodes(items), style=style))

    state = view(0, [dmitri, marcus, lena], mod=False)
    turns = []
    new = ["Priya Raman", "Today, 11:18", "", ""]
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(1016, 351)            # 'approximately'
pyautogui.hotkey('ctrl', 'alt', 'c')        # Insert > Comment
"""), view(1, [dmitri, tuple(new), marcus, lena], style="Comment")))
    new[3] = "Give the exact figure (n = 1,240)."
    turns.append((code("""
import pyautogui
pyautogui.write('Give the exact figure (n = 1,240).')
"""), view(2, [dmitri, tuple(new), marcus, lena], style="Comment")))
    turns.append((code("""
import pyautogui
pyautogui.click(1811, 247)   # Actions on Dmitri Kowalski's comment
pyautogui.click(1700, 330)   # Delete Comment
"""), view(3, [tuple(new), marcus, lena])))
    reply = ["Priya Raman", "Today, 11:21", "Reply to Lena Fischer (10/14/2024, 16:02)", ""]
    turns.append((code("""
import pyautogui
pyautogui.click(1811, 423)   # Actions on Lena Fischer's comment
pyautogui.click(1700, 452)   # Reply
"""), view(4, [tuple(new), marcus, lena, tuple(reply)], style="Comment")))
    reply[3] = "Agreed \u2014 will move it in v3."
    turns.append((code("""
import pyautogui
pyautogui.write('Agreed \u2014 will move it in v3.')
"""), view(5, [tuple(new), marcus, lena, tuple(reply)], style="Comment")))
    turns.append((code("""
import pyautogui
pyautogui.click(1000, 600)
pyautogui.hotkey('ctrl', 's')
"""), view(6, [tuple(new), marcus, lena, tuple(reply)], mod=False)))
    rs.add(TASK, "h62-os-05", system("In Grant_Proposal_NSF_v2.odt comment on 'approximately' asking for the exact figure, delete Dmitri's outdated comment, reply to Lena's comment, and save."),
           turns, state=state)


# ---------------------------------------------------------------- 06 Writer mail labels (contradiction: record count)
CUSTOMERS = [("1", "Maria", "Alvarez", "1184 Harbor View Rd", "Tacoma", "WA", "98402"),
             ("2", "Derek", "Ostrowski", "77 Linden St Apt 4B", "Providence", "RI", "02906"),
             ("3", "Hannah", "Bergstrom", "3021 W Crescent Ave", "Spokane", "WA", "99201"),
             ("4", "Tomasz", "Wisniewski", "510 Elm Grove Ln", "Naperville", "IL", "60540"),
             ("5", "Aisha", "Bello", "9 Quarry Hill Dr", "Burlington", "VT", "05401"),
             ("6", "Kenji", "Morimoto", "2245 Alder Creek Way", "Boise", "ID", "83702"),
             ("7", "Celeste", "Dubois", "618 Magnolia Ct", "Savannah", "GA", "31401"),
             ("8", "Rafael", "Quintero", "4410 Mesa Verde Blvd", "Albuquerque", "NM", "87110")]


def datasource(total: int) -> list[str]:
    out = [n("tree", "Data sources", "", (78, 186), (240, 240)),
           n("tree-item", "Bibliography", "", (84, 190), (220, 20)),
           n("tree-item", "customers_2024", "", (84, 212), (220, 20), desc="expanded"),
           n("tree-item", "Queries", "", (104, 234), (200, 20)),
           n("tree-item", "Tables", "", (104, 256), (200, 20), desc="expanded"),
           n("tree-item", "Customers", "", (124, 278), (180, 20), desc="selected"),
           n("table", "Customers", "", (324, 186), (1590, 240))]
    heads = ["ID", "FirstName", "LastName", "Street", "City", "State", "ZIP"]
    widths = [50, 120, 130, 220, 130, 70, 80]
    x = 340
    for h, wd in zip(heads, widths):
        out.append(n("table-column-header", h, "", (x, 188), (wd, 20)))
        x += wd
    for r, rec in enumerate(CUSTOMERS):
        x = 340
        for v, wd in zip(rec, widths):
            out.append(n("table-cell", "", v, (x, 210 + 22 * r), (wd, 22)))
            x += wd
    out += [n("label", "", "Record", (330, 404), (60, 20)), n("text", "", "1", (392, 402), (40, 22)),
            n("label", "", f"of {total}", (438, 404), (60, 20))]
    return out


def t06(rs: RowSet) -> None:
    ck = clocks("Nov 12", 13, 40, [1, 1, 2, 1, 1, 1, 1])
    t1 = "Untitled 1 - LibreOffice Writer"
    st1 = wstatus("Page 1 of 1", 0, 0, False)

    def w1(i: int, extra: list[str] | None = None, top: list[str] | None = None) -> str:
        return screen(ck[i], writer(t1, [""], st1, extra=extra, top=top, y0=470 if top else 250))

    state = w1(0)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'F4')   # View > Data Sources
pyautogui.click(150, 288)                # customers_2024 > Tables > Customers
"""), w1(1, top=datasource(36))))
    fields = ["<customers_2024.Customers.0.FirstName> <customers_2024.Customers.0.LastName>",
              "<customers_2024.Customers.0.Street>",
              "<customers_2024.Customers.0.City>, <customers_2024.Customers.0.State> <customers_2024.Customers.0.ZIP>"]

    def labels_tab(text: list[str], field: str) -> list[str]:
        return dialog("Labels", (560, 240), (800, 560), [
            n("page-tab", "Labels", "", (572, 276), (70, 28), desc="selected"),
            n("page-tab", "Format", "", (644, 276), (70, 28)),
            n("page-tab", "Options", "", (716, 276), (76, 28)),
            n("label", "", "Inscription", (586, 320), (100, 20)),
            n("text", "Label text", "", (586, 346), (460, 150)),
            *[n("paragraph", "", t, (590, 350 + 20 * k), (452, 18)) for k, t in enumerate(text)],
            n("check-box", "Address", "", (586, 504), (100, 20)),
            n("label", "", "Database:", (1062, 346), (90, 20)), n("combo-box", "Database:", "customers_2024", (1062, 368), (280, 26)),
            n("label", "", "Table:", (1062, 402), (90, 20)), n("combo-box", "Table:", "Customers", (1062, 424), (280, 26)),
            n("label", "", "Database field:", (1062, 458), (130, 20)), n("combo-box", "Database field:", field, (1062, 480), (240, 26)),
            n("push-button", "Insert", "", (1306, 480), (36, 26)),
            n("label", "", "Format", (586, 560), (80, 20)),
            n("radio-button", "Continuous", "", (600, 586), (110, 20)),
            n("radio-button", "Sheet", "", (720, 586), (80, 20), desc="checked"),
            n("label", "", "Brand:", (600, 618), (60, 20)), n("combo-box", "Brand:", "Avery Letter Size", (680, 614), (260, 26)),
            n("label", "", "Type:", (960, 618), (50, 20)), n("combo-box", "Type:", "5160 Address", (1020, 614), (220, 26)),
            n("label", "", "Avery Letter Size, 5160 Address: 2.63\" x 1.00\" (3 x 10)", (600, 654), (500, 20)),
            n("push-button", "Help", "", (572, 756), (80, 32)),
            n("push-button", "Reset", "", (660, 756), (80, 32)),
            n("push-button", "New Document", "", (1100, 756), (140, 32)),
            n("push-button", "Cancel", "", (1250, 756), (90, 32))])

    turns.append((code("""
import pyautogui
pyautogui.click(107, 67)   # File
pyautogui.click(150, 94)   # New
pyautogui.click(330, 390)  # Labels
"""), w1(2, labels_tab([""], "ID"), top=datasource(36))))
    turns.append((code("""
import pyautogui
for field, sep in [('FirstName', ' '), ('LastName', '\\n'), ('Street', '\\n'), ('City', ', '), ('State', ' '), ('ZIP', '')]:
    pyautogui.click(1182, 493)           # Database field
    pyautogui.write(field + '\\n')
    pyautogui.click(1324, 493)           # Insert
    pyautogui.write(sep)
"""), w1(3, labels_tab(fields, "ZIP"), top=datasource(36))))
    fmt = dialog("Labels", (560, 240), (800, 560), [
        n("page-tab", "Labels", "", (572, 276), (70, 28)),
        n("page-tab", "Format", "", (644, 276), (70, 28), desc="selected"),
        n("page-tab", "Options", "", (716, 276), (76, 28)),
        *[x for k, (lab, val) in enumerate([("Horizontal pitch:", "2.75\""), ("Vertical pitch:", "1.00\""), ("Width:", "2.63\""),
                                            ("Height:", "1.00\""), ("Left margin:", "0.19\""), ("Top margin:", "0.50\""),
                                            ("Columns:", "3"), ("Rows:", "10"), ("Page width:", "8.50\""), ("Page height:", "11.00\"")])
          for x in (n("label", "", lab, (586, 330 + 34 * k), (150, 20)), n("spin-button", lab, val, (750, 326 + 34 * k), (110, 26)))],
        n("push-button", "Save...", "", (1230, 680), (100, 32)),
        n("push-button", "Help", "", (572, 756), (80, 32)),
        n("push-button", "Reset", "", (660, 756), (80, 32)),
        n("push-button", "New Document", "", (1100, 756), (140, 32)),
        n("push-button", "Cancel", "", (1250, 756), (90, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(679, 290)   # Format tab
"""), w1(4, fmt, top=datasource(36))))
    t2 = "Untitled 2 - LibreOffice Writer"
    cells = []
    for r in range(5):
        for c in range(3):
            k = r * 3 + c
            x, y = 470 + 264 * c, 250 + 100 * r
            cells.append(n("section", f"Label{k + 1}", "", (x, y), (253, 96)))
            first = "FirstName LastName" if k == 0 else "Next record:customers_2024.Customers FirstName LastName"
            cells.append(n("paragraph", "", first, (x + 6, y + 8), (240, 18)))
            cells.append(n("paragraph", "", "Street", (x + 6, y + 28), (240, 18)))
            cells.append(n("paragraph", "", "City, State ZIP", (x + 6, y + 48), (240, 18)))
    st2 = wstatus("Page 1 of 1", 90, 720, True)

    def w2(i: int, top: list[str] | None = None, extra: list[str] | None = None) -> str:
        body = writer(t2, [], st2, top=top, extra=cells + (extra or []))
        return screen(ck[i], body)

    turns.append((code("""
import pyautogui
pyautogui.click(1170, 772)   # New Document
"""), w2(5)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'F4')   # View > Data Sources
pyautogui.click(150, 288)                # Customers
"""), w2(6, top=datasource(38))))
    save = dialog("Save As", (460, 200), (1000, 640), [
        n("text", "Name", "Untitled 2", (560, 240), (400, 28)),
        n("push-button", "Home", "", (480, 290), (80, 28)), n("push-button", "Documents", "", (562, 290), (110, 28), desc="selected"),
        n("table-cell", "", "customer_letters", (700, 340), (400, 22)), n("table-cell", "", "", (1100, 340), (120, 22)), n("table-cell", "", "Nov 5", (1220, 340), (120, 22)),
        n("table-cell", "", "Grant_Proposal_NSF_v2.odt", (700, 364), (400, 22)), n("table-cell", "", "48.6 kB", (1100, 364), (120, 22)), n("table-cell", "", "Oct 17", (1220, 364), (120, 22)),
        n("table-cell", "", "Vendor_Agreement_Draft.docx", (700, 388), (400, 22)), n("table-cell", "", "31.2 kB", (1100, 388), (120, 22)), n("table-cell", "", "Mar 3", (1220, 388), (120, 22)),
        n("combo-box", "File type", "ODF Text Document (.odt)", (1000, 760), (360, 28)),
        n("check-box", "Automatic file name extension", "", (480, 800), (240, 20), desc="checked"),
        n("push-button", "Cancel", "", (1240, 212), (90, 30)), n("push-button", "Save", "", (1340, 212), (90, 30))])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 's')
"""), w2(7, top=datasource(38), extra=save)))
    rs.add(TASK, "h62-os-06", system("Create Avery 5160 address labels from the customers_2024 data source (FirstName LastName / Street / City, State ZIP) as a new document and save it."),
           turns, state=state, bad=True, turn=6,
           kind="The Customers table showed 'Record 1 of 36' in the data source view; reopened after only creating the label document, the same unchanged table shows 'of 38'.")


# ---------------------------------------------------------------- Impress helpers
def impress(title: str, slides: list[str], cur: int, content: list[str], status_obj: str | None, mod: bool,
            side: list[str] | None = None, extra: list[str] | None = None, master: str = "Halvorsen_Corporate",
            sorter: bool = False) -> list[str]:
    out = [n("frame", title, "", (70, 27), (1850, 1053)), *menubar(IMPRESS_MENUS)]
    if sorter:
        out.append(n("document-presentation", "Slide Sorter", "", (78, 150), (1834, 890)))
        for i, t in enumerate(slides, 1):
            col, row = (i - 1) % 4, (i - 1) // 4
            out.append(n("list-item", f"Slide {i}", t, (110 + 440 * col, 180 + 280 * row), (400, 225),
                         desc="selected" if i == cur else ""))
    else:
        out.append(n("list", "Slides", "", (78, 150), (230, 890)))
        for i, t in enumerate(slides, 1):
            out.append(n("list-item", f"Slide {i}", t, (96, 160 + 96 * (i - 1)), (190, 80),
                         desc="selected" if i == cur else ""))
        out.append(n("document-presentation", f"Slide {cur}", "", (318, 150), (1200, 890)))
        out += content
        out += side or []
    stat = [f"Slide {cur} of {len(slides)}", master, "English (USA)"]
    if status_obj:
        stat.insert(0, status_obj)
    if mod:
        stat.append("The document has been modified. Click to save the document.")
    stat.append("62%" if sorter else "72%")
    x = 78
    for s in stat:
        out.append(n("label", "", s, (x, 1052), (8 * len(s) + 16, 22)))
        x += 8 * len(s) + 40
    return out + (extra or [])


# ---------------------------------------------------------------- 07 Impress table (contradiction: deleted slide back)
def t07(rs: RowSet) -> None:
    title = "Q3_Board_Update.pptx - LibreOffice Impress"
    slides = ["Q3 Board Update", "Agenda", "Highlights", "Revenue by Segment", "Operating Costs", "Headcount",
              "Appendix: Old Forecast", "Risks & Mitigations", "Q&A"]
    ck = clocks("Oct 8", 8, 47, [1, 1, 1, 3, 1, 1, 1, 1, 1, 1])
    contents = {
        "Revenue by Segment": [n("text", "PresentationTitle", "Revenue by Segment", (400, 200), (1040, 90)),
                               n("text", "PresentationOutliner", "NOK millions, Q2 vs Q3 2024", (400, 310), (1040, 60))],
        "Appendix: Old Forecast": [n("text", "PresentationTitle", "Appendix: Old Forecast", (400, 200), (1040, 90)),
                                   n("text", "PresentationOutliner", "FY2024 forecast prepared June 2024 (superseded)", (400, 310), (1040, 40)),
                                   n("paragraph", "", "Revenue: NOK 17.9 M", (430, 360), (900, 36)),
                                   n("paragraph", "", "EBITDA margin: 11.2%", (430, 400), (900, 36))],
        "Risks & Mitigations": [n("text", "PresentationTitle", "Risks & Mitigations", (400, 200), (1040, 90)),
                                n("paragraph", "", "Fuel prices: hedged 60% of Q4 diesel volume", (430, 320), (900, 36)),
                                n("paragraph", "", "Driver shortage: two new training cohorts in November", (430, 360), (900, 36)),
                                n("paragraph", "", "Customs IT migration: cut-over moved to 14 January", (430, 400), (900, 36))]}

    def table(cells: list[list[str]]) -> list[str]:
        out = [n("table", "Table 1", "", (400, 400), (1040, 200))]
        for r, row in enumerate(cells):
            for c, v in enumerate(row):
                out.append(n("table-cell", "", v, (400 + 260 * c, 400 + 50 * r), (260, 50)))
        return out

    def view(i: int, sl: list[str], cur: int, extra_content: list[str] | None = None, obj: str | None = None,
             mod: bool = True, extra: list[str] | None = None, sorter: bool = False) -> str:
        content = contents.get(sl[cur - 1], [n("text", "PresentationTitle", sl[cur - 1], (400, 200), (1040, 90))])
        return screen(ck[i], impress(title, sl, cur, content + (extra_content or []), obj, mod, extra=extra, sorter=sorter))

    state = view(0, slides, 1, mod=False)
    turns = []
    turns.append((code("""
ImpressTools.go_to_slide(4)
"""), view(1, slides, 4, mod=False)))
    ins = dialog("Insert Table", (760, 420), (400, 220), [
        n("label", "", "Number of columns:", (790, 470), (160, 20)), n("spin-button", "Number of columns:", "5", (980, 466), (120, 26)),
        n("label", "", "Number of rows:", (790, 506), (160, 20)), n("spin-button", "Number of rows:", "2", (980, 502), (120, 26)),
        n("push-button", "Help", "", (776, 590), (80, 32)), n("push-button", "OK", "", (980, 590), (80, 32)),
        n("push-button", "Cancel", "", (1068, 590), (80, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(291, 67)   # Insert
pyautogui.click(340, 300)  # Table...
"""), view(2, slides, 4, mod=False, extra=ins)))
    empty = [[""] * 4 for _ in range(4)]
    turns.append((code("""
import pyautogui
pyautogui.tripleClick(1040, 479); pyautogui.write('4')
pyautogui.tripleClick(1040, 515); pyautogui.write('4')
pyautogui.click(1020, 606)  # OK
"""), view(3, slides, 4, table(empty), obj="Table 'Table 1' selected")))
    filled = [["Segment", "Q2", "Q3", "\u0394 QoQ"], ["Freight", "2.41", "2.78", "+15.4%"],
              ["Warehousing", "1.12", "1.09", "\u22122.7%"], ["Customs", "0.64", "0.71", "+10.9%"]]
    turns.append((code("""
import pyautogui
rows = [['Segment', 'Q2', 'Q3', '\u0394 QoQ'], ['Freight', '2.41', '2.78', '+15.4%'],
        ['Warehousing', '1.12', '1.09', '\u22122.7%'], ['Customs', '0.64', '0.71', '+10.9%']]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        pyautogui.write(v)
        if (r, c) != (3, 3):
            pyautogui.press('tab')
"""), view(4, slides, 4, table(filled), obj="Table 'Table 1' selected")))
    turns.append((code("""
ImpressTools.go_to_slide(7)
"""), view(5, slides, 7)))
    after = [s for s in slides if s != "Appendix: Old Forecast"]
    turns.append((code("""
import pyautogui
pyautogui.click(504, 67)   # Slide
pyautogui.click(560, 200)  # Delete Slide
"""), view(6, after, 7)))
    turns.append((code("""
ImpressTools.go_to_slide(4)
"""), view(7, after, 4, table(filled))))
    turns.append((code("""
import pyautogui
pyautogui.click(223, 67)   # View
pyautogui.click(280, 140)  # Slide Sorter
"""), view(8, slides, 4, sorter=True)))
    turns.append((code("""
import pyautogui
pyautogui.click(223, 67)   # View
pyautogui.click(280, 94)   # Normal
"""), view(9, slides, 4, table(filled))))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(10, slides, 4, table(filled), extra=keep_format("PowerPoint 2007-365", "PowerPoint 2007-365"))))
    rs.add(TASK, "h62-os-07", system("On slide 4 of Q3_Board_Update.pptx add a 4x4 table of revenue by segment (Q2, Q3, change), delete the outdated 'Appendix: Old Forecast' slide, and save."),
           turns, state=state, bad=True, turn=8,
           kind="The 'Appendix: Old Forecast' slide was deleted (8 slides shown at turns 6-7), yet the slide sorter lists it again as Slide 7 of 9.")


# ---------------------------------------------------------------- 08 Impress animations (clean)
def t08(rs: RowSet) -> None:
    title = "Onboarding_Week1.odp - LibreOffice Impress"
    slides = ["Welcome to Halvorsen", "Your Buddy", "Your First Day", "Tools & Access", "Safety Basics", "Who to Ask"]
    ck = clocks("Feb 20", 15, 2, [1, 1, 1, 2, 1, 2, 1, 1, 1, 1, 1])
    s3 = [n("text", "PresentationTitle", "Your First Day", (400, 200), (1040, 90)),
          n("text", "PresentationOutliner", "", (400, 310), (1040, 420)),
          n("paragraph", "", "08:30  Badge pick-up at Reception B", (430, 320), (980, 40)),
          n("paragraph", "", "09:00  Laptop and accounts with IT (room 2.14)", (430, 370), (980, 40)),
          n("paragraph", "", "11:00  Warehouse tour with your buddy", (430, 420), (980, 40)),
          n("paragraph", "", "14:00  HR onboarding session", (430, 470), (980, 40))]
    s4 = [n("text", "PresentationTitle", "Tools & Access", (400, 200), (1040, 90)),
          n("text", "PresentationOutliner", "", (400, 310), (1040, 420)),
          n("paragraph", "", "Okta single sign-on: activate before 10:00", (430, 320), (980, 40)),
          n("paragraph", "", "WMS handheld: PIN issued by your shift lead", (430, 370), (980, 40)),
          n("paragraph", "", "Slack: #new-starters and #warehouse-north", (430, 420), (980, 40))]
    outl3 = "Outline Text: 08:30  Badge pick-up at Reception B..."
    tit3 = "Title: Your First Day"

    def anim(effects: list[tuple[str, str, str, str]], sel: int | None) -> list[str]:
        out = [n("panel", "Animation", "", (1530, 150), (380, 890)),
               n("list", "Animation List", "", (1540, 190), (360, 220))]
        for k, e in enumerate(effects):
            out.append(n("list-item", f"{k + 1} {e[0]}", e[1], (1546, 196 + 44 * k), (348, 40),
                         desc="selected" if sel == k else ""))
        eff, start, dur = ("", "", "") if sel is None else (effects[sel][0], effects[sel][2], effects[sel][3])
        out += [n("push-button", "Add Effect", "", (1546, 420), (30, 28)),
                n("push-button", "Remove Effect", "", (1580, 420), (30, 28)),
                n("push-button", "Move Up", "", (1614, 420), (30, 28)),
                n("push-button", "Move Down", "", (1648, 420), (30, 28)),
                n("label", "", "Category:", (1546, 470), (80, 20)),
                n("combo-box", "Category:", "Entrance" if eff else "", (1640, 466), (250, 26))]
        if eff:
            out += [n("list-item", e, "", (1546, 510 + 34 * j), (344, 30), desc="selected" if e == eff else "")
                    for j, e in enumerate(["Appear", "Fade In", "Fly In", "Wipe", "Zoom", "Wheel", "Split"])]
        direction = {"Fly In": "From left", "Wipe": "From top"}.get(eff, "")
        out += [n("label", "", "Start:", (1546, 770), (80, 20)),
                n("combo-box", "Start:", start, (1640, 766), (250, 26)),
                n("label", "", "Direction:", (1546, 804), (80, 20)),
                n("combo-box", "Direction:", direction, (1640, 800), (250, 26)),
                n("label", "", "Duration:", (1546, 838), (80, 20)),
                n("spin-button", "Duration:", dur, (1640, 834), (120, 26)),
                n("label", "", "Delay:", (1546, 872), (80, 20)),
                n("spin-button", "Delay:", "0.0 s" if eff else "", (1640, 868), (120, 26)),
                n("check-box", "Automatic Preview", "", (1546, 916), (170, 20), desc="checked"),
                n("push-button", "Play", "", (1800, 912), (90, 28))]
        return out

    props = [n("panel", "Properties", "", (1530, 150), (380, 890)),
             n("label", "", "Layouts", (1546, 170), (120, 20)),
             *[n("list-item", lay, "", (1546 + 120 * (j % 3), 200 + 90 * (j // 3)), (110, 80), desc="selected" if j == 1 else "")
               for j, lay in enumerate(["Blank Slide", "Title, Content", "Title and 2 Content", "Title Only", "Centered Text", "Title, 2 Content and Content"])]]

    def view(i: int, cur: int, obj: str | None, mod: bool, side: list[str]) -> str:
        content = s3 if cur == 3 else s4 if cur == 4 else [n("text", "PresentationTitle", slides[cur - 1], (400, 200), (1040, 90))]
        return screen(ck[i], impress(title, slides, cur, content, obj, mod, side=side, master="Onboarding_Blue"))

    state = view(0, 1, None, False, props)
    turns = []
    turns.append((code("ImpressTools.go_to_slide(3)"), view(1, 3, None, False, props)))
    sel_o = "Outline Text '08:30  Badge pick-up at Reception B...' selected"
    turns.append((code("""
import pyautogui
pyautogui.click(920, 450)   # body placeholder border
"""), view(2, 3, sel_o, False, props)))
    turns.append((code("""
import pyautogui
pyautogui.click(223, 67)    # View
pyautogui.click(280, 420)   # Animation
"""), view(3, 3, sel_o, False, anim([], None))))
    e1 = ("Fade In", outl3, "On click", "0.5 s")
    turns.append((code("""
import pyautogui
pyautogui.click(1561, 434)  # Add Effect
pyautogui.click(1700, 559)  # Fade In
"""), view(4, 3, sel_o, True, anim([e1], 0))))
    e1 = ("Fade In", outl3, "After previous", "0.5 s")
    turns.append((code("""
import pyautogui
pyautogui.click(1765, 779)  # Start
pyautogui.click(1765, 840)  # After previous
"""), view(5, 3, sel_o, True, anim([e1], 0))))
    e2 = ("Fly In", tit3, "On click", "0.5 s")
    sel_t = "Title text 'Your First Day' selected"
    turns.append((code("""
import pyautogui
pyautogui.click(920, 205)   # title placeholder border
pyautogui.click(1561, 434)  # Add Effect
pyautogui.click(1700, 593)  # Fly In
pyautogui.click(1765, 813)  # Direction
pyautogui.click(1765, 870)  # From left
"""), view(6, 3, sel_t, True, anim([e1, e2], 1))))
    turns.append((code("""
import pyautogui
pyautogui.click(1629, 434)  # Move Up
"""), view(7, 3, sel_t, True, anim([e2, e1], 0))))
    turns.append((code("""
import pyautogui
pyautogui.click(1720, 260)  # 2 Fade In
pyautogui.click(1595, 434)  # Remove Effect
"""), view(8, 3, sel_o, True, anim([e2], None))))
    w4 = ("Wipe", "Outline Text: Okta single sign-on: activate before 10:00...", "On click", "1.0 s")
    turns.append((code("ImpressTools.go_to_slide(4)"), view(9, 4, None, True, anim([w4], None))))
    turns.append((code("ImpressTools.go_to_slide(3)"), view(10, 3, None, True, anim([e2], None))))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(11, 3, None, False, anim([e2], None))))
    rs.add(TASK, "h62-os-08", system("On slide 3 of Onboarding_Week1.odp make the title fly in from the left first; try a fade-in on the agenda text but remove it again, and save."),
           turns, state=state)


# ---------------------------------------------------------------- GIMP helpers
GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]
GIMP_TOOLS = ["Move Tool", "Rectangle Select Tool", "Ellipse Select Tool", "Free Select Tool", "Fuzzy Select Tool",
              "Crop Tool", "Unified Transform Tool", "Paintbrush Tool", "Eraser Tool", "Bucket Fill Tool",
              "Gradient Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]


def gimp_title(name: str, imported: bool, dirty: bool, layers: int, w: int, h: int) -> str:
    imp = " (imported)" if imported else ""
    ls = "1 layer" if layers == 1 else f"{layers} layers"
    return f"{'*' if dirty else ''}[{name}]{imp}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {ls}) {w}x{h} \u2013 GIMP"


def gimp(title: str, tool: str, options: list[str], dock: list[str], status: str, zoom: str,
         extra: list[str] | None = None, dock_tab: str = "Layers") -> list[str]:
    out = [n("frame", title, "", (70, 27), (1850, 1053)), *menubar(GIMP_MENUS, y=56)]
    for k, t in enumerate(GIMP_TOOLS):
        out.append(n("toggle-button", t, "", (80 + 34 * (k % 4), 90 + 34 * (k // 4)), (32, 32),
                     desc="checked" if t == tool else ""))
    out.append(n("panel", "Tool Options", "", (78, 250), (290, 700)))
    out += options
    out.append(n("drawing-area", "", "", (380, 110), (1200, 900)))
    out.append(n("combo-box", "Zoom", zoom, (520, 1020), (90, 24)))
    out.append(n("label", "", status, (620, 1022), (500, 20)))
    for k, tab in enumerate(["Layers", "Channels", "Paths", "Undo History"]):
        out.append(n("page-tab", tab, "", (1592 + 80 * k, 90), (78, 26), desc="selected" if tab == dock_tab else ""))
    out += dock
    return out + (extra or [])


def layers_dock(layers: list[str], active: str) -> list[str]:
    out = [n("combo-box", "Mode", "Normal", (1600, 124), (200, 26)),
           n("spin-button", "Opacity", "100.0", (1600, 154), (300, 26)),
           n("tree-table", "Layers", "", (1592, 190), (320, 500))]
    for k, name in enumerate(layers):
        out.append(n("table-cell", "", name, (1660, 194 + 40 * k), (240, 38), desc="selected" if name == active else ""))
    return out


def rect_opts(kind: str, pos: tuple[int, int], size: tuple[int, int]) -> list[str]:
    return [n("label", "", kind, (86, 256), (200, 20)),
            n("toggle-button", "Replace the current selection", "", (150, 282), (24, 24), desc="checked"),
            n("check-box", "Antialiasing", "", (86, 314), (140, 20), desc="checked"),
            n("check-box", "Feather edges", "", (86, 338), (140, 20)),
            n("check-box", "Expand from center", "", (86, 362), (170, 20)),
            n("check-box", "Fixed", "", (86, 390), (70, 20)),
            n("combo-box", "Fixed", "Aspect ratio", (160, 388), (200, 24)),
            n("label", "", "Position:", (86, 424), (80, 20)),
            n("spin-button", "Position X", str(pos[0]), (90, 448), (120, 26)),
            n("spin-button", "Position Y", str(pos[1]), (214, 448), (120, 26)),
            n("combo-box", "Position unit", "px", (338, 448), (30, 26)),
            n("label", "", "Size:", (86, 484), (80, 20)),
            n("spin-button", "Size W", str(size[0]), (90, 508), (120, 26)),
            n("spin-button", "Size H", str(size[1]), (214, 508), (120, 26)),
            n("combo-box", "Size unit", "px", (338, 508), (30, 26)),
            n("check-box", "Highlight", "", (86, 546), (100, 20)),
            n("combo-box", "Guides", "No guides", (90, 574), (200, 24))]


MOVE_OPTS = [n("label", "", "Move", (86, 256), (200, 20)),
             n("radio-button", "Move the active layer", "", (90, 284), (24, 24)),
             n("radio-button", "Pick a layer or guide", "", (120, 284), (24, 24), desc="checked"),
             n("radio-button", "Move the active layer", "", (90, 320), (220, 20), desc="checked")]


# ---------------------------------------------------------------- 09 GIMP selection, crop and scale (clean)
def t09(rs: RowSet) -> None:
    ck = clocks("Jun 2", 17, 20, [1, 1, 1, 1, 1, 2, 1, 1])
    nm = "storefront_raw"

    def view(i: int, dirty: bool, w: int, h: int, tool: str, opts: list[str], mem: str, extra: list[str] | None = None,
             tab: str = "Layers", undo: list[str] | None = None) -> str:
        dock = layers_dock(["Background"], "Background") if tab == "Layers" else \
            [n("tree-table", "Undo History", "", (1592, 124), (320, 560))] + \
            [n("table-cell", "", u, (1640, 128 + 30 * k), (260, 28), desc="selected" if k == len(undo or []) - 1 else "")
             for k, u in enumerate(undo or [])]
        return screen(ck[i], gimp(gimp_title(nm, True, dirty, 1, w, h), tool, opts, dock, f"Background ({mem})", "25%",
                                  extra, tab))

    state = view(0, False, 4000, 3000, "Move Tool", MOVE_OPTS, "92.0 MB")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.press('r')
pyautogui.moveTo(583, 261)
pyautogui.dragTo(1183, 661, duration=0.8)
"""), view(1, True, 4000, 3000, "Rectangle Select Tool", rect_opts("Rectangle Select", (812, 604), (2400, 1600)), "92.0 MB")))
    turns.append((code("""
import pyautogui
pyautogui.click(556, 67)   # Image
pyautogui.click(620, 466)  # Crop to Selection
"""), view(2, True, 2400, 1600, "Rectangle Select Tool", rect_opts("Rectangle Select", (0, 0), (0, 0)), "29.5 MB")))

    def scale_dlg(wv: str, hv: str) -> list[str]:
        return dialog("Scale Image", (700, 300), (520, 420), [
            n("label", "", "Image Size", (720, 340), (120, 20)),
            n("spin-button", "Width", wv, (820, 370), (160, 26)),
            n("spin-button", "Height", hv, (820, 404), (160, 26)),
            n("toggle-button", "Chain", "", (990, 380), (20, 40), desc="checked"),
            n("combo-box", "Unit", "px", (1030, 386), (80, 26)),
            n("label", "", f"{wv} \u00d7 {hv} pixels", (820, 438), (200, 20)),
            n("label", "", "72 ppi", (1030, 438), (80, 20)),
            n("spin-button", "X resolution", "72.000", (820, 474), (160, 26)),
            n("spin-button", "Y resolution", "72.000", (820, 508), (160, 26)),
            n("combo-box", "Resolution unit", "pixels/in", (1030, 490), (120, 26)),
            n("label", "", "Quality", (720, 550), (80, 20)),
            n("combo-box", "Interpolation:", "Cubic", (840, 576), (200, 26)),
            n("push-button", "Help", "", (712, 676), (80, 32)),
            n("push-button", "Reset", "", (800, 676), (80, 32)),
            n("push-button", "Scale", "", (1010, 676), (90, 32)),
            n("push-button", "Cancel", "", (1108, 676), (90, 32))])

    empty = rect_opts("Rectangle Select", (0, 0), (0, 0))
    turns.append((code("""
import pyautogui
pyautogui.click(556, 67)   # Image
pyautogui.click(620, 396)  # Scale Image...
"""), view(3, True, 2400, 1600, "Rectangle Select Tool", empty, "29.5 MB", scale_dlg("2400", "1600"))))
    turns.append((code("""
import pyautogui
pyautogui.tripleClick(900, 383)
pyautogui.write('1200')
pyautogui.press('tab')
"""), view(4, True, 2400, 1600, "Rectangle Select Tool", empty, "29.5 MB", scale_dlg("1200", "800"))))
    turns.append((code("""
import pyautogui
pyautogui.click(1055, 692)  # Scale
"""), view(5, True, 1200, 800, "Rectangle Select Tool", empty, "7.4 MB")))
    turns.append((code("""
import pyautogui
pyautogui.press('e')
pyautogui.moveTo(830, 560)
pyautogui.dragTo(930, 660, duration=0.6)
"""), view(6, True, 1200, 800, "Ellipse Select Tool", rect_opts("Ellipse Select", (400, 200), (400, 400)), "7.4 MB")))
    undo = ["[ Base Image ]", "Rectangle Select", "Crop to Selection", "Scale Image", "Ellipse Select",
            "Invert Selection", "Fill with BG Color"]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'i')        # Select > Invert
pyautogui.hotkey('ctrl', '.')        # Edit > Fill with BG Color
pyautogui.click(1831, 103)           # Undo History tab
"""), view(7, True, 1200, 800, "Ellipse Select Tool", rect_opts("Ellipse Select", (400, 200), (400, 400)), "7.4 MB",
           tab="Undo History", undo=undo)))
    exp = dialog("Export Image", (460, 200), (1000, 660), [
        n("text", "Name", "storefront_web.jpg", (560, 240), (500, 28)),
        n("push-button", "Home", "", (480, 290), (80, 28)), n("push-button", "Pictures", "", (562, 290), (100, 28), desc="selected"),
        n("table-cell", "", "storefront_raw.jpg", (700, 340), (400, 22)), n("table-cell", "", "5.8 MB", (1100, 340), (120, 22)), n("table-cell", "", "09:12", (1220, 340), (120, 22)),
        n("table-cell", "", "logo_halvorsen.png", (700, 364), (400, 22)), n("table-cell", "", "84.2 kB", (1100, 364), (120, 22)), n("table-cell", "", "May 28", (1220, 364), (120, 22)),
        n("push-button", "Select File Type (By Extension)", "", (480, 800), (300, 26)),
        n("push-button", "Help", "", (480, 820), (80, 30)), n("push-button", "Export", "", (1260, 820), (90, 30)),
        n("push-button", "Cancel", "", (1360, 820), (90, 30))])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'e')
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('storefront_web.jpg')
"""), view(8, True, 1200, 800, "Ellipse Select Tool", rect_opts("Ellipse Select", (400, 200), (400, 400)), "7.4 MB",
           exp, tab="Undo History", undo=undo)))
    rs.add(TASK, "h62-os-09", system("Crop storefront_raw.jpg to the shop front, scale it to 1200 px wide, vignette everything outside a centred ellipse with the background colour, and export as storefront_web.jpg."),
           turns, state=state)


# ---------------------------------------------------------------- 10 GIMP text tool (clean)
def t10(rs: RowSet) -> None:
    ck = clocks("Apr 9", 10, 40, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2])
    nm, W, H = "banner_template", 1500, 500
    headline = "Spring Sale \u2014 30% off"

    def topts(size: str, color: str) -> list[str]:
        return [n("label", "", "Text", (86, 256), (200, 20)),
                n("push-button", "Font", "Sans-serif", (90, 282), (270, 26)),
                n("spin-button", "Size", size, (90, 314), (200, 26)),
                n("combo-box", "Size unit", "px", (296, 314), (60, 26)),
                n("check-box", "Use editor", "", (86, 348), (120, 20)),
                n("check-box", "Antialiasing", "", (86, 372), (120, 20), desc="checked"),
                n("combo-box", "Hinting", "Medium", (160, 398), (200, 24)),
                n("push-button", "Color", "", (160, 430), (60, 24), desc=color),
                n("toggle-button", "Justify", "Left", (160, 462), (26, 24), desc="checked"),
                n("spin-button", "Indent", "0.0", (160, 494), (200, 24)),
                n("spin-button", "Line spacing", "0.0", (160, 524), (200, 24)),
                n("spin-button", "Letter spacing", "0.0", (160, 554), (200, 24)),
                n("combo-box", "Box", "Dynamic", (160, 586), (200, 24)),
                n("combo-box", "Language", "English", (160, 618), (200, 24))]

    def view(i: int, dirty: bool, layers: list[str], active: str, tool: str, opts: list[str], mem: str,
             extra: list[str] | None = None) -> str:
        title = gimp_title(nm, False, dirty, len(layers), W, H)
        return screen(ck[i], gimp(title, tool, opts, layers_dock(layers, active), f"{active} ({mem})", "100%", extra))

    L0 = ["Logo", "Background"]
    state = view(0, False, L0, "Logo", "Move Tool", MOVE_OPTS, "9.1 MB")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.press('t')
"""), view(1, False, L0, "Logo", "Text Tool", topts("62", "000000"), "9.1 MB")))
    turns.append((code("""
import pyautogui
pyautogui.tripleClick(190, 327)
pyautogui.write('48\\n')
"""), view(2, False, L0, "Logo", "Text Tool", topts("48", "000000"), "9.1 MB")))
    editor = [n("panel", "Text style editor", "", (592, 360), (560, 64)),
              n("combo-box", "Font", "Sans-serif", (598, 366), (160, 24)),
              n("spin-button", "Size", "48", (762, 366), (70, 24)),
              n("combo-box", "Unit", "px", (836, 366), (40, 24)),
              n("toggle-button", "Bold", "", (880, 366), (24, 24)),
              n("toggle-button", "Italic", "", (906, 366), (24, 24)),
              n("toggle-button", "Underline", "", (932, 366), (24, 24))]
    turns.append((code("""
import pyautogui
pyautogui.click(640, 440)   # image point (212, 186)
"""), view(3, False, L0, "Logo", "Text Tool", topts("48", "000000"), "9.1 MB",
           editor + [n("text", "", "", (640, 440), (40, 58))])))
    L1 = [headline, "Logo", "Background"]
    turns.append((code(f"""
import pyautogui
pyautogui.write('{headline}')
"""), view(4, True, L1, headline, "Text Tool", topts("48", "000000"), "9.6 MB",
           editor + [n("text", "", headline, (640, 440), (562, 57))])))
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
"""), view(5, True, L1, headline, "Text Tool", topts("48", "000000"), "9.6 MB")))

    def color_dlg(hexv: str) -> list[str]:
        return dialog("Text Color", (700, 300), (520, 460), [
            n("drawing-area", "", "", (720, 340), (260, 260)),
            n("spin-button", "R", str(int(hexv[0:2], 16) * 100 // 255), (1000, 340), (180, 24)),
            n("spin-button", "G", str(int(hexv[2:4], 16) * 100 // 255), (1000, 370), (180, 24)),
            n("spin-button", "B", str(int(hexv[4:6], 16) * 100 // 255), (1000, 400), (180, 24)),
            n("label", "", "HTML notation:", (720, 620), (120, 20)),
            n("text", "HTML notation:", hexv, (850, 616), (140, 26)),
            n("push-button", "Help", "", (712, 716), (80, 32)),
            n("push-button", "Reset", "", (800, 716), (80, 32)),
            n("push-button", "OK", "", (1020, 716), (80, 32)),
            n("push-button", "Cancel", "", (1108, 716), (90, 32))])

    turns.append((code("""
import pyautogui
pyautogui.click(190, 442)   # Color
"""), view(6, True, L1, headline, "Text Tool", topts("48", "000000"), "9.6 MB", color_dlg("000000"))))
    turns.append((code("""
import pyautogui
pyautogui.tripleClick(920, 629)
pyautogui.write('c0392b\\n')
pyautogui.click(1060, 732)  # OK
"""), view(7, True, L1, headline, "Text Tool", topts("48", "c0392b"), "9.6 MB")))
    L2 = ["headline", "Logo", "Background"]
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(1780, 213)   # text layer name
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('headline\\n')
"""), view(8, True, L2, "headline", "Text Tool", topts("48", "c0392b"), "9.6 MB")))
    attrs = dialog("Layer Attributes", (700, 280), (520, 500), [
        n("text", "Layer name:", "headline", (840, 320), (340, 26)),
        n("combo-box", "Mode:", "Normal", (840, 360), (340, 26)),
        n("spin-button", "Opacity:", "100.0", (840, 396), (340, 26)),
        n("spin-button", "Offset X:", "212", (840, 440), (140, 26)),
        n("spin-button", "Offset Y:", "186", (840, 472), (140, 26)),
        n("spin-button", "Width:", "562", (840, 512), (140, 26)),
        n("spin-button", "Height:", "57", (840, 544), (140, 26)),
        n("check-box", "Visible", "", (720, 590), (100, 20), desc="checked"),
        n("check-box", "Linked", "", (720, 614), (100, 20)),
        n("push-button", "Help", "", (712, 736), (80, 32)),
        n("push-button", "Reset", "", (800, 736), (80, 32)),
        n("push-button", "OK", "", (1020, 736), (80, 32)),
        n("push-button", "Cancel", "", (1108, 736), (90, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(570, 67)   # Layer
pyautogui.click(640, 470)  # Edit Layer Attributes...
"""), view(9, True, L2, "headline", "Text Tool", topts("48", "c0392b"), "9.6 MB", attrs)))
    L3 = ["headline", "Background"]
    turns.append((code("""
import pyautogui
pyautogui.click(1153, 752)         # Cancel
pyautogui.click(1780, 253)         # Logo layer
pyautogui.click(570, 67)           # Layer
pyautogui.click(640, 230)          # Delete Layer
"""), view(10, True, L3, "Background", "Text Tool", topts("48", "c0392b"), "8.8 MB")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(11, False, L3, "Background", "Text Tool", topts("48", "c0392b"), "8.8 MB")))
    exp = dialog("Export Image", (460, 200), (1000, 660), [
        n("text", "Name", "banner_template.png", (560, 240), (500, 28)),
        n("push-button", "Home", "", (480, 290), (80, 28)), n("push-button", "Marketing", "", (562, 290), (110, 28), desc="selected"),
        n("table-cell", "", "banner_template.xcf", (700, 340), (400, 22)), n("table-cell", "", "1.9 MB", (1100, 340), (120, 22)), n("table-cell", "", "10:51", (1220, 340), (120, 22)),
        n("table-cell", "", "banner_winter.png", (700, 364), (400, 22)), n("table-cell", "", "612.4 kB", (1100, 364), (120, 22)), n("table-cell", "", "Jan 14", (1220, 364), (120, 22)),
        n("push-button", "Select File Type (By Extension)", "", (480, 800), (300, 26)),
        n("push-button", "Help", "", (480, 820), (80, 30)), n("push-button", "Export", "", (1260, 820), (90, 30)),
        n("push-button", "Cancel", "", (1360, 820), (90, 30))])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'e')
"""), view(12, False, L3, "Background", "Text Tool", topts("48", "c0392b"), "8.8 MB", exp)))
    rs.add(TASK, "h62-os-10", system("In banner_template.xcf add a 48 px red (#c0392b) headline 'Spring Sale \u2014 30% off', name its layer 'headline', remove the Logo layer, save, and open the export dialog."),
           turns, state=state)


# ---------------------------------------------------------------- Thunderbird helpers
def tb_main(title: str, account: str, folders: list[tuple[str, int, str]], sel: str, header: tuple[str, str],
            msgs: list[tuple[str, str, str, bool]], extra: list[str] | None = None, tabs: tuple[str, ...] = ()) -> list[str]:
    out = [n("frame", title, "", (70, 27), (1850, 1053)),
           n("page-tab", header[0], "", (130, 32), (220, 34), desc="selected")]
    for k, t in enumerate(tabs):
        out.append(n("page-tab", t, "", (352 + 222 * k, 32), (220, 34)))
    out += [n("push-button", "Get Messages", "", (86, 72), (130, 30)),
            n("push-button", "New Message", "", (220, 72), (130, 30)),
            n("entry", "Search", "", (700, 72), (500, 30)),
            n("push-button", "AppMenu", "", (1880, 72), (30, 30)),
            *[n("push-button", s, "", (78, 120 + 44 * k), (40, 40)) for k, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat"])],
            n("tree", "Folders", "", (122, 110), (330, 930)),
            n("tree-item", account, "", (128, 116), (318, 26))]
    for k, (name, lvl, unread) in enumerate(folders):
        out.append(n("tree-item", name, unread, (140 + 18 * lvl, 144 + 28 * k), (300 - 18 * lvl, 26),
                     desc="selected" if name == sel else ""))
    out += [n("label", "", header[0], (470, 116), (200, 24)), n("label", "", header[1], (680, 118), (160, 20))]
    out += [n("table-column-header", h, "", (x, 150), (w, 24)) for h, x, w in
            [("Subject", 470, 760), ("Correspondents", 1230, 340), ("Date", 1570, 200)]]
    for k, (subj, who, date, unread) in enumerate(msgs):
        y = 176 + 26 * k
        d = "unread" if unread else ""
        out += [n("table-cell", "", subj, (470, y), (760, 26), desc=d), n("table-cell", "", who, (1230, y), (340, 26)),
                n("table-cell", "", date, (1570, y), (200, 26))]
    return out + (extra or [])


# ---------------------------------------------------------------- 11 Thunderbird message filters (contradiction: rename reverts)
def t11(rs: RowSet) -> None:
    acct = "j.moreau@halvorsen-logistics.com"
    ck = clocks("Oct 22", 10, 15, [1, 1, 2, 1, 2, 1, 1, 1])
    inbox = [("Invoice INV-20931 \u2013 Brightwater Freight", "Brightwater AR", "10:12 AM", True),
             ("Rate sheet update \u2013 Nordic lanes Q4", "DSV Rates", "9:58 AM", True),
             ("Dock 4 scanner offline again", "Per Nygaard", "9:41 AM", True),
             ("Invoice INV-77120", "Kuehne+Nagel Billing", "Yesterday 4:20 PM", True),
             ("Lunch Friday?", "Dana Whitfield", "Yesterday 12:03 PM", False),
             ("Your weekly freight digest", "FreightWaves", "Yesterday 7:00 AM", False),
             ("Re: Customs broker call", "Nils Aaberg", "Mon 3:47 PM", False),
             ("Invoice INV-20874 \u2013 Brightwater Freight", "Brightwater AR", "Mon 11:30 AM", False),
             ("Q4 capacity planning", "Ingrid Solberg", "Mon 9:15 AM", False),
             ("Pallet count discrepancy \u2013 Bergen", "Bergen Terminal", "Sun 6:02 PM", False)]

    def folders(inbox_unread: str, inv_unread: str) -> list[tuple[str, int, str]]:
        return [("Inbox", 0, inbox_unread), ("Drafts", 0, ""), ("Templates", 0, ""), ("Sent", 0, ""),
                ("Archives", 0, ""), ("Carriers", 1, ""), ("Finance", 0, ""), ("Invoices", 1, inv_unread),
                ("Junk", 0, ""), ("Trash", 0, ""), ("Local Folders", 0, ""), ("Outbox", 1, "")]

    def filt_dlg(items: list[tuple[str, bool]], sel: str | None, running: bool = False) -> list[str]:
        out = [n("dialog", "Message Filters", "", (560, 200), (800, 600)),
               n("label", "", "Filters for:", (580, 232), (90, 20)),
               n("combo-box", "Filters for:", acct, (680, 228), (400, 28)),
               n("entry", "Search filters by name\u2026", "", (1100, 228), (240, 28)),
               n("table-column-header", "Filter Name", "", (580, 270), (440, 22)),
               n("table-column-header", "Enabled", "", (1020, 270), (80, 22))]
        for k, (nm, on) in enumerate(items):
            y = 294 + 24 * k
            out += [n("table-cell", "", nm, (580, y), (440, 24), desc="selected" if nm == sel else ""),
                    n("check-box", "Enabled", "", (1050, y + 2), (20, 20), desc="checked" if on else "")]
        out += [n("label", "", f"{len(items)} items", (580, 620), (100, 20))]
        out += [n("push-button", b, "", (1120, 270 + 38 * k), (220, 32)) for k, b in
                enumerate(["New\u2026", "Copy\u2026", "Edit\u2026", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"])]
        out += [n("label", "", "Run selected filter(s) on:", (580, 664), (200, 20)),
                n("combo-box", "Run selected filter(s) on:", "Inbox", (790, 660), (200, 28)),
                n("push-button", "Stop" if running else "Run Now", "", (1000, 660), (100, 28)),
                n("push-button", "Filter Log", "", (580, 752), (110, 30))]
        return out

    base = [("Invoices", True), ("Jira notifications", True), ("Newsletters", False)]

    def view(i: int, msgs: list[tuple[str, str, str, bool]], iu: str, vu: str, extra: list[str] | None = None,
             sel: str = "Inbox", header: tuple[str, str] = ("Inbox", "1,284 messages")) -> str:
        return screen(ck[i], tb_main(f"{header[0]} - Mozilla Thunderbird", acct, folders(iu, vu), sel, header, msgs, extra))

    state = view(0, inbox, "14", "")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(1895, 87)   # application menu
pyautogui.click(1700, 560)  # Tools
pyautogui.click(1500, 560)  # Message Filters
"""), view(1, inbox, "14", "", filt_dlg(base, "Invoices"))))

    def rules(name: str, field: str, op: str, value: str, target: str) -> list[str]:
        return dialog("Filter Rules", (600, 180), (740, 640), [
            n("label", "", "Filter name:", (620, 216), (100, 20)), n("entry", "Filter name:", name, (730, 212), (580, 28)),
            n("label", "", "Apply filter when:", (620, 254), (160, 20)),
            n("check-box", "Manually Run", "", (640, 280), (160, 20), desc="checked"),
            n("check-box", "Getting New Mail:", "", (640, 304), (160, 20), desc="checked"),
            n("combo-box", "Getting New Mail:", "Filter after Junk Classification", (810, 300), (300, 26)),
            n("check-box", "Archiving", "", (640, 330), (160, 20)),
            n("check-box", "After Sending", "", (640, 354), (160, 20)),
            n("check-box", "Periodically, every 10 minutes", "", (640, 378), (260, 20)),
            n("radio-button", "Match all of the following", "", (620, 414), (240, 20), desc="checked"),
            n("radio-button", "Match any of the following", "", (880, 414), (240, 20)),
            n("radio-button", "Match all messages", "", (1140, 414), (180, 20)),
            n("combo-box", "Rule field", field, (620, 446), (180, 28)),
            n("combo-box", "Rule operator", op, (806, 446), (180, 28)),
            n("entry", "Rule value", value, (992, 446), (260, 28)),
            n("label", "", "Perform these actions:", (620, 560), (200, 20)),
            n("combo-box", "Action", "Move Message to", (620, 586), (240, 28)),
            n("combo-box", "Action target", target, (866, 586), (440, 28)),
            n("push-button", "OK", "", (1130, 776), (90, 30)),
            n("push-button", "Cancel", "", (1228, 776), (90, 30))])

    turns.append((code("""
import pyautogui
pyautogui.click(1230, 286)  # New...
"""), view(2, inbox, "14", "", filt_dlg(base, "Invoices") + rules("", "Subject", "contains", "", f"Inbox on {acct}"))))
    turns.append((code("""
import pyautogui
pyautogui.click(1020, 226); pyautogui.write('Carrier rate sheets')
pyautogui.click(710, 460); pyautogui.write('From\\n')
pyautogui.click(1122, 460); pyautogui.write('rates@')
pyautogui.click(1086, 600); pyautogui.write('Carriers\\n')
"""), view(3, inbox, "14", "", filt_dlg(base, "Invoices") + rules("Carrier rate sheets", "From", "contains", "rates@", f"Carriers on {acct}"))))
    four = base + [("Carrier rate sheets", True)]
    turns.append((code("""
import pyautogui
pyautogui.click(1175, 791)  # OK
"""), view(4, inbox, "14", "", filt_dlg(four, "Carrier rate sheets"))))
    renamed = [("Invoices \u2013 AP", True)] + four[1:]
    turns.append((code("""
import pyautogui
pyautogui.click(800, 306)   # Invoices
pyautogui.click(1230, 362)  # Edit...
pyautogui.tripleClick(1020, 226)
pyautogui.write('Invoices \u2013 AP')
pyautogui.click(1175, 791)  # OK
"""), view(5, inbox, "14", "", filt_dlg(renamed, "Invoices \u2013 AP"))))
    moved = [m for m in inbox if not m[0].startswith("Invoice ")]
    turns.append((code("""
import pyautogui
pyautogui.click(1050, 674)  # Run Now
"""), view(6, moved, "12", "2", filt_dlg(four, "Invoices"), header=("Inbox", "1,281 messages"))))
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
"""), view(7, moved, "12", "2", header=("Inbox", "1,281 messages"))))
    inv = [("Invoice INV-20931 \u2013 Brightwater Freight", "Brightwater AR", "10:12 AM", True),
           ("Invoice INV-77120", "Kuehne+Nagel Billing", "Yesterday 4:20 PM", True),
           ("Invoice INV-20874 \u2013 Brightwater Freight", "Brightwater AR", "Mon 11:30 AM", False),
           ("Invoice INV-20790 \u2013 Brightwater Freight", "Brightwater AR", "Oct 7, 2024 9:02 AM", False),
           ("Invoice INV-76544", "Kuehne+Nagel Billing", "Oct 3, 2024 2:45 PM", False)]
    turns.append((code("""
import pyautogui
pyautogui.click(300, 354)   # Finance > Invoices
"""), view(8, inv, "12", "2", sel="Invoices", header=("Invoices", "212 messages"))))
    rs.add(TASK, "h62-os-11", system("In Thunderbird add a filter 'Carrier rate sheets' moving mail from rates@ to Archives/Carriers, rename the Invoices filter to 'Invoices \u2013 AP', run it on the Inbox and check the Invoices folder."),
           turns, state=state, bad=True, turn=6,
           kind="The filter renamed to 'Invoices \u2013 AP' at turn 5 is listed under its old name 'Invoices' again after only Run Now.")


# ---------------------------------------------------------------- 12 Thunderbird calendar (contradiction: event moves day)
def t12(rs: RowSet) -> None:
    ck = clocks("Oct 17", 15, 22, [1, 2, 1, 1, 1, 1])
    days = ["Sun 13", "Mon 14", "Tue 15", "Wed 16", "Thu 17", "Fri 18", "Sat 19"]
    long = {13: "Sunday", 14: "Monday", 15: "Tuesday", 16: "Wednesday", 17: "Thursday", 18: "Friday", 19: "Saturday"}

    def ev(title: str, day: int, start: str, end: str, y: int, h: int) -> tuple[str, int, str, str, int, int]:
        return (title, day, start, end, y, h)

    qbr = ev("Carrier QBR \u2013 DSV", 15, "10:00 AM", "11:00 AM", 420, 60)
    dana = ev("1:1 Dana", 16, "2:00 PM", "2:30 PM", 660, 30)
    sprint = ev("Sprint review", 17, "3:00 PM", "4:00 PM", 720, 60)
    walk = ev("Warehouse safety walk", 18, "8:00 AM", "9:00 AM", 300, 60)
    broker = ev("Customs broker call", 18, "9:30 AM", "10:15 AM", 390, 45)

    def cal_frame(extra_tabs: bool = True) -> list[str]:
        return [n("frame", "Calendar - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
                n("page-tab", "Inbox", "", (130, 32), (220, 34)),
                n("page-tab", "Calendar", "", (352, 32), (220, 34), desc="selected"),
                *[n("push-button", s, "", (78, 120 + 44 * k), (40, 40)) for k, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat"])],
                n("push-button", "New Event", "", (130, 110), (150, 32)),
                n("push-button", "New Task", "", (284, 110), (130, 32)),
                n("label", "", "October 2024", (140, 160), (200, 20)),
                n("label", "", "Calendars", (140, 440), (120, 20)),
                n("check-box", "Home", "", (150, 466), (200, 22), desc="checked"),
                n("check-box", "Halvorsen Ops", "", (150, 490), (200, 22), desc="checked"),
                n("check-box", "Norway holidays", "", (150, 514), (200, 22), desc="checked"),
                n("push-button", "Today", "", (470, 110), (80, 30)),
                n("push-button", "Previous", "", (556, 110), (30, 30)),
                n("push-button", "Next", "", (590, 110), (30, 30))]

    def week(i: int, events: list[tuple[str, int, str, str, int, int]], extra: list[str] | None = None) -> str:
        out = cal_frame() + [n("label", "", "Oct 13 \u2013 19, 2024", (640, 114), (220, 24)), n("label", "", "CW: 42", (870, 116), (80, 20)),
                             *[n("radio-button", v, "", (1500 + 80 * k, 110), (76, 30), desc="checked" if v == "Week" else "")
                               for k, v in enumerate(["Day", "Week", "Multiweek", "Month"])]]
        out += [n("table-column-header", d, "", (520 + 196 * k, 160), (196, 40), desc="today" if d == "Thu 17" else "")
                for k, d in enumerate(days)]
        for title, day, s, e, y, h in events:
            out.append(n("section", title, f"{s} \u2013 {e}", (522 + 196 * (day - 13), y), (192, h), desc=f"{long[day]}, October {day}, 2024"))
        return screen(ck[i], out + (extra or []))

    def month(i: int, events: list[tuple[str, int, str, str, int, int]], extra: list[str] | None = None) -> str:
        out = cal_frame() + [n("label", "", "October 2024", (640, 114), (220, 24)),
                             *[n("radio-button", v, "", (1500 + 80 * k, 110), (76, 30), desc="checked" if v == "Month" else "")
                               for k, v in enumerate(["Day", "Week", "Multiweek", "Month"])]]
        out += [n("table-column-header", d, "", (520 + 196 * k, 160), (196, 24)) for k, d in enumerate(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])]
        weeks = [[29, 30, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11, 12], [13, 14, 15, 16, 17, 18, 19], [20, 21, 22, 23, 24, 25, 26], [27, 28, 29, 30, 31, 1, 2]]
        for r, wk in enumerate(weeks):
            for c, d in enumerate(wk):
                other = (r == 0 and d > 20) or (r == 4 and d < 10)
                label = f"{'Sep' if r == 0 and other else 'Nov' if other else 'Oct'} {d}"
                out.append(n("table-cell", label, "", (520 + 196 * c, 184 + 170 * r), (196, 170), desc="today" if label == "Oct 17" else ""))
                for title, day, s, _e, _y, _h in sorted((x for x in events if f"Oct {x[1]}" == label and not other), key=lambda x: x[4]):
                    k = sum(1 for x in events if x[1] == day and x[4] < _y)
                    out.append(n("section", title, s, (522 + 196 * c, 206 + 170 * r + 22 * k), (192, 20), desc=f"{long[day]}, October {day}, 2024"))
        return screen(ck[i], out + (extra or []))

    state_events = [qbr, dana, sprint, walk]
    inbox_title = "Inbox - Mozilla Thunderbird"
    state = screen(ck[0], tb_main(inbox_title, "j.moreau@halvorsen-logistics.com",
                                  [("Inbox", 0, "3"), ("Drafts", 0, ""), ("Sent", 0, ""), ("Archives", 0, ""), ("Trash", 0, "")],
                                  "Inbox", ("Inbox", "1,307 messages"),
                                  [("Agenda for sprint review", "Ingrid Solberg", "2:51 PM", True),
                                   ("Broker availability Friday", "Nils Aaberg", "1:36 PM", True),
                                   ("Safety walk checklist v2", "HSE Team", "11:02 AM", True),
                                   ("Re: QBR slides", "DSV Account Team", "Tue 4:10 PM", False)], tabs=("Calendar",)))
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(98, 208)   # Calendar in the spaces toolbar
pyautogui.click(1619, 125) # Week
"""), week(1, state_events)))
    dlg = dialog("New Event", (560, 160), (800, 700), [
        n("label", "", "Title:", (580, 200), (80, 20)), n("entry", "Title:", "Customs broker call", (680, 196), (660, 28)),
        n("label", "", "Location:", (580, 236), (80, 20)), n("entry", "Location:", "Zoom \u2013 https://halvorsen.zoom.us/j/84021937716", (680, 232), (660, 28)),
        n("label", "", "Category:", (580, 272), (80, 20)), n("combo-box", "Category:", "None", (680, 268), (200, 28)),
        n("label", "", "Calendar:", (900, 272), (80, 20)), n("combo-box", "Calendar:", "Halvorsen Ops", (990, 268), (200, 28)),
        n("check-box", "All day event", "", (680, 308), (140, 20)),
        n("label", "", "Start:", (580, 340), (80, 20)), n("entry", "Start date", "10/18/2024", (680, 336), (140, 28)), n("entry", "Start time", "9:30 AM", (830, 336), (110, 28)),
        n("label", "", "End:", (580, 376), (80, 20)), n("entry", "End date", "10/18/2024", (680, 372), (140, 28)), n("entry", "End time", "10:15 AM", (830, 372), (110, 28)),
        n("label", "", "Repeat:", (580, 420), (80, 20)), n("combo-box", "Repeat:", "Does not repeat", (680, 416), (200, 28)),
        n("label", "", "Reminder:", (580, 456), (80, 20)), n("combo-box", "Reminder:", "15 minutes before", (680, 452), (200, 28)),
        n("label", "", "Description:", (580, 500), (100, 20)), n("text", "Description:", "Pre-clearance for the Bergen reefer containers (BL HLCU-4471902).", (680, 496), (660, 200)),
        n("push-button", "Save and Close", "", (580, 800), (140, 30)), n("push-button", "Delete", "", (726, 800), (90, 30))])
    turns.append((code("""
import pyautogui
pyautogui.click(205, 126)                     # New Event
pyautogui.write('Customs broker call')
pyautogui.click(1010, 246); pyautogui.write('Zoom \u2013 https://halvorsen.zoom.us/j/84021937716')
pyautogui.click(1090, 282); pyautogui.write('Halvorsen Ops\\n')
pyautogui.tripleClick(750, 350); pyautogui.write('10/18/2024')
pyautogui.tripleClick(885, 350); pyautogui.write('9:30 AM')
pyautogui.tripleClick(885, 386); pyautogui.write('10:15 AM')
pyautogui.click(780, 466); pyautogui.write('15 minutes before\\n')
pyautogui.click(1010, 596); pyautogui.write('Pre-clearance for the Bergen reefer containers (BL HLCU-4471902).')
"""), week(2, state_events, dlg)))
    moved = ("Sprint review", 16, "3:00 PM", "4:00 PM", 720, 60)
    after = [qbr, dana, moved, walk, broker]
    turns.append((code("""
import pyautogui
pyautogui.click(650, 815)   # Save and Close
"""), week(3, after)))
    turns.append((code("""
import pyautogui
pyautogui.click(1779, 125)  # Month
"""), month(4, after)))
    summ = dialog("Customs broker call", (700, 300), (520, 360), [
        n("label", "", "Customs broker call", (720, 330), (480, 24)),
        n("label", "", "When:", (720, 372), (80, 20)), n("label", "", "Friday, October 18, 2024 9:30 AM \u2013 10:15 AM", (810, 372), (390, 20)),
        n("label", "", "Where:", (720, 400), (80, 20)), n("link", "", "Zoom \u2013 https://halvorsen.zoom.us/j/84021937716", (810, 400), (390, 20)),
        n("label", "", "Calendar:", (720, 428), (80, 20)), n("label", "", "Halvorsen Ops", (810, 428), (200, 20)),
        n("label", "", "Reminder:", (720, 456), (80, 20)), n("label", "", "15 minutes before", (810, 456), (200, 20)),
        n("label", "", "Pre-clearance for the Bergen reefer containers (BL HLCU-4471902).", (720, 496), (480, 40)),
        n("push-button", "Edit", "", (1000, 620), (90, 30)), n("push-button", "Delete", "", (1096, 620), (90, 30))])
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(1598, 578)   # Customs broker call on Oct 18
"""), month(5, after, summ)))
    turns.append((code("""
import pyautogui
pyautogui.click(1141, 635)   # Delete
"""), month(6, [qbr, dana, moved, walk])))
    rs.add(TASK, "h62-os-12", system("Add a 'Customs broker call' to the Halvorsen Ops calendar on Friday 18 October 2024, 9:30\u201310:15, check it in month view, then delete it because the broker cancelled."),
           turns, state=state, bad=True, turn=3,
           kind="'Sprint review' was on Thursday, October 17 (3:00\u20134:00 PM) in week view; after only saving the new event it appears on Wednesday, October 16.")


# ---------------------------------------------------------------- 13 Thunderbird templates (clean)
def t13(rs: RowSet) -> None:
    acct = "reception@brightsmile-dental.com"
    ck = clocks("Nov 5", 14, 11, [1, 1, 1, 1, 1, 1, 1])
    subj = "Appointment reminder \u2013 {date}"
    body = ["Dear {name},", "",
            "This is a reminder of your appointment on {date} at {time} with Dr. Haugen at Brightsmile Dental, 14 Mill Lane.",
            "Please call 0161 555 0192 at least 24 hours ahead if you need to reschedule.", "",
            "Kind regards,", "Brightsmile Dental Reception"]
    inbox = [("Cancellation \u2013 Thu 2:40 PM slot", "Oliver Grant", "1:58 PM", True),
             ("Lab results: crown fitting, patient #40917", "Northside Dental Lab", "12:20 PM", True),
             ("Insurance pre-authorisation PA-55812", "Bupa Dental", "10:05 AM", False),
             ("Re: Saturday rota", "Dr. Ellen Haugen", "9:31 AM", False),
             ("New booking request via website", "Brightsmile Website", "Yesterday 8:44 PM", False)]

    def folders() -> list[tuple[str, int, str]]:
        return [("Inbox", 0, "2"), ("Drafts", 0, ""), ("Templates", 0, ""), ("Sent", 0, ""), ("Archives", 0, ""),
                ("Junk", 0, ""), ("Trash", 0, "")]

    def main_view(i: int, sel: str, header: tuple[str, str], msgs: list[tuple[str, str, str, bool]]) -> str:
        return screen(ck[i], tb_main(f"{header[0]} - Mozilla Thunderbird", acct, folders(), sel, header, msgs))

    def compose(i: int, s: str, lines: list[str], template: bool = False, bg: list[str] | None = None) -> str:
        title = f"Write: {s if s else '(no subject)'} - Thunderbird"
        out = [n("frame", title, "", (260, 60), (1400, 930)),
               *menubar(["File", "Edit", "View", "Insert", "Format", "Options", "Tools", "Help"], y=66, x=270),
               n("push-button", "Send", "", (276, 100), (80, 32)),
               n("push-button", "Spelling", "", (360, 100), (100, 32)),
               n("push-button", "Save", "", (464, 100), (80, 32)),
               n("push-button", "Attach", "", (548, 100), (90, 32)),
               n("label", "", "From", (280, 150), (60, 20)),
               n("combo-box", "From", f"Brightsmile Reception <{acct}>", (350, 146), (700, 28)),
               n("label", "", "To", (280, 186), (60, 20)), n("entry", "To", "", (350, 182), (1290, 28)),
               n("label", "", "Subject", (280, 222), (60, 20)), n("entry", "Subject", s, (350, 218), (1290, 28)),
               n("combo-box", "Paragraph format", "Paragraph", (280, 260), (160, 26)),
               n("combo-box", "Font", "Variable Width", (446, 260), (180, 26)),
               n("document-web", "Message body", "", (270, 296), (1380, 660))]
        for k, ln in enumerate(lines):
            out.append(n("paragraph", "", ln, (290, 310 + 22 * k), (1340, 20)))
        if template:
            out.insert(10, n("label", "", "This is a template. Saving it updates the template; sending uses a copy.", (276, 136), (700, 20)))
        if bg is None:
            bg = tb_main("Inbox - Mozilla Thunderbird", acct, folders(), "Inbox", ("Inbox", "3,918 messages"), inbox)
        return screen(ck[i], bg + out)

    state = main_view(0, "Inbox", ("Inbox", "3,918 messages"), inbox)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(285, 87)   # New Message
"""), compose(1, "", [""])))
    turns.append((code(f"""
import pyautogui
pyautogui.click(990, 232)
pyautogui.write('{subj}')
pyautogui.click(960, 500)
pyautogui.write({chr(10).join(body)!r})
"""), compose(2, subj, body)))
    turns.append((code("""
import pyautogui
pyautogui.click(299, 77)    # File
pyautogui.click(340, 300)   # Save As
pyautogui.click(520, 300)   # Template
"""), compose(3, subj, body)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'w')
"""), main_view(4, "Inbox", ("Inbox", "3,918 messages"), inbox)))
    tpls = [(subj, "Brightsmile Reception", "2:14 PM", False),
            ("New patient welcome pack", "Brightsmile Reception", "Jan 9, 2024 11:40 AM", False),
            ("Recall notice (old)", "Brightsmile Reception", "Mar 2, 2023 9:05 AM", False)]
    turns.append((code("""
import pyautogui
pyautogui.click(300, 214)   # Templates
"""), main_view(5, "Templates", ("Templates", "3 messages"), tpls)))
    turns.append((code("""
import pyautogui
pyautogui.click(800, 241)   # Recall notice (old)
pyautogui.press('delete')
"""), main_view(6, "Templates", ("Templates", "2 messages"), tpls[:2])))
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(800, 189)   # Appointment reminder template
"""), compose(7, subj, body, template=True,
              bg=tb_main("Templates - Mozilla Thunderbird", acct, folders(), "Templates", ("Templates", "2 messages"), tpls[:2]))))
    rs.add(TASK, "h62-os-13", system("In Thunderbird save an 'Appointment reminder \u2013 {date}' message as a template, delete the old recall-notice template, and reopen the new template for editing."),
           turns, state=state)


# ---------------------------------------------------------------- Chrome helpers
def chrome(tabs: list[str], active: int, url: str, page: list[str], extra: list[str] | None = None,
           star: bool = False) -> list[str]:
    out = [n("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    for k, t in enumerate(tabs):
        out.append(n("page-tab", t, "", (80 + 240 * k, 32), (238, 34), desc="selected" if k == active else ""))
    out += [n("push-button", "New Tab", "", (84 + 240 * len(tabs), 36), (28, 28)),
            n("push-button", "Back", "", (82, 72), (34, 34)), n("push-button", "Forward", "", (118, 72), (34, 34)),
            n("push-button", "Reload", "", (154, 72), (34, 34)),
            n("entry", "Address and search bar", url, (200, 74), (1560, 30)),
            n("push-button", "Bookmark this tab", "", (1730, 74), (30, 30), desc="checked" if star else ""),
            n("push-button", "Chrome", "", (1880, 72), (34, 34))]
    out += page
    return out + (extra or [])


SETTINGS_NAV = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
                "Search engine", "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System",
                "Reset settings", "Extensions", "About Chrome"]


def settings_page(sel: str, body: list[str]) -> list[str]:
    out = [n("document-web", "Settings", "", (70, 112), (1850, 968)), n("heading", "Settings", "", (100, 124), (200, 30)),
           n("entry", "Search settings", "", (700, 122), (680, 36))]
    for k, item in enumerate(SETTINGS_NAV):
        out.append(n("link", item, "", (90, 180 + 40 * k), (260, 36), desc="selected" if item == sel else ""))
    return out + body


def radio_rows(items: list[tuple[str, str]], checked: str, y: int) -> list[str]:
    return [n("radio-button", t, sub, (560, y + 56 * k), (700, 50), desc="checked" if t == checked else "") for k, (t, sub) in enumerate(items)]


def site_rows(title: str, sites: list[str], y: int) -> list[str]:
    out = [n("heading", title, "", (560, y), (500, 24)), n("push-button", "Add", "", (1280, y - 4), (70, 32))]
    for k, s in enumerate(sites):
        out += [n("label", "", s, (600, y + 40 + 44 * k), (500, 20)),
                n("push-button", "More actions", "", (1300, y + 34 + 44 * k), (32, 32))]
    if not sites:
        out.append(n("label", "", "No sites added", (600, y + 40), (300, 20)))
    return out


# ---------------------------------------------------------------- 14 Chrome site settings (clean)
def t14(rs: RowSet) -> None:
    ck = clocks("Jan 15", 9, 3, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    tabs = ["Settings"]

    def view(i: int, url: str, sel: str, body: list[str], extra: list[str] | None = None) -> str:
        return screen(ck[i], chrome(tabs, 0, url, settings_page(sel, body), extra))

    you = [n("heading", "You and Google", "", (560, 124), (400, 28)),
           n("label", "", "Jules Moreau", (640, 190), (300, 20)), n("label", "", "j.moreau.halvorsen@gmail.com", (640, 212), (300, 20)),
           n("push-button", "Turn off", "", (1300, 196), (90, 32)),
           n("link", "Sync and Google services", "", (560, 260), (700, 40)),
           n("link", "Customize your Chrome profile", "", (560, 304), (700, 40)),
           n("link", "Import bookmarks and settings", "", (560, 348), (700, 40))]
    state = view(0, "chrome://settings/people", "You and Google", you)
    privacy = [n("heading", "Privacy and security", "", (560, 124), (400, 28)),
               n("link", "Delete browsing data", "Delete history, cookies, cache, and more", (560, 180), (840, 56)),
               n("link", "Privacy Guide", "Review key privacy and security controls", (560, 240), (840, 56)),
               n("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", (560, 300), (840, 56)),
               n("link", "Ad privacy", "Customize the info used by sites to show you ads", (560, 360), (840, 56)),
               n("link", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", (560, 420), (840, 56)),
               n("link", "Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)", (560, 480), (840, 56))]
    turns = []
    turns.append((code("BrowserTools.open_privacy_settings()"), view(1, "chrome://settings/privacy", "Privacy and security", privacy)))

    def content(notif_sub: str, loc_sub: str, recent: list[tuple[str, str]]) -> list[str]:
        out = [n("heading", "Site settings", "", (560, 124), (400, 28)),
               n("heading", "Recent activity", "", (560, 170), (400, 24))]
        for k, (site, what) in enumerate(recent):
            out.append(n("link", site, what, (560, 200 + 48 * k), (840, 44)))
        y = 210 + 48 * len(recent)
        out.append(n("link", "View permissions and data stored across sites", "", (560, y), (840, 44)))
        out.append(n("heading", "Permissions", "", (560, y + 60), (400, 24)))
        for k, (nm, sub) in enumerate([("Location", loc_sub), ("Camera", "Sites can ask to use your camera"),
                                       ("Microphone", "Sites can ask to use your microphone"), ("Notifications", notif_sub),
                                       ("Additional permissions", "")]):
            out.append(n("link", nm, sub, (560, y + 92 + 50 * k), (840, 46)))
        return out

    recent = [("calendar.google.com", "Allowed notifications"), ("www.weather.com", "Blocked location")]
    turns.append((code("""
import pyautogui
pyautogui.click(980, 508)   # Site settings
"""), view(2, "chrome://settings/content", "Privacy and security",
           content("Sites can ask to send notifications", "Sites can ask for your location", recent))))

    def notif(blocked: list[str], allowed: list[str]) -> list[str]:
        return ([n("heading", "Notifications", "", (600, 124), (400, 28)), n("push-button", "Back", "", (560, 124), (30, 30)),
                 n("label", "", "Default behavior", (560, 180), (300, 22)),
                 n("label", "", "Sites automatically follow this setting when you visit them", (560, 204), (600, 20))]
                + radio_rows([("Sites can ask to send notifications", ""), ("Use quieter messaging", "Blocks notification requests from appearing"),
                              ("Don't allow sites to send notifications", "")], "Sites can ask to send notifications", 236)
                + [n("label", "", "Customized behaviors", (560, 420), (300, 22))]
                + site_rows("Not allowed to send notifications", blocked, 460)
                + site_rows("Allowed to send notifications", allowed, 500 + 44 * max(1, len(blocked)) + 20))

    blocked = ["https://www.forbes.com:443"]
    allowed = ["https://calendar.google.com:443", "https://app.slack.com:443"]
    turns.append((code("""
import pyautogui
pyautogui.click(980, 571)   # Notifications
"""), view(3, "chrome://settings/content/notifications", "Privacy and security", notif(blocked, allowed))))
    blocked = ["[*.]tabloid-daily.com", "https://www.forbes.com:443"]
    turns.append((code("""
import pyautogui
pyautogui.click(1315, 472)   # Add (Not allowed)
pyautogui.write('[*.]tabloid-daily.com')
pyautogui.press('enter')     # Add
"""), view(4, "chrome://settings/content/notifications", "Privacy and security", notif(blocked, allowed))))
    allowed = ["https://calendar.google.com:443"]
    turns.append((code("""
import pyautogui
pyautogui.click(1316, 702)   # More actions: app.slack.com
pyautogui.click(1250, 800)   # Remove
"""), view(5, "chrome://settings/content/notifications", "Privacy and security", notif(blocked, allowed))))

    def location(default: str) -> list[str]:
        return ([n("heading", "Location", "", (600, 124), (400, 28)), n("push-button", "Back", "", (560, 124), (30, 30)),
                 n("label", "", "Default behavior", (560, 180), (300, 22))]
                + radio_rows([("Sites can ask for your location", ""), ("Don't allow sites to see your location", "")], default, 236)
                + [n("label", "", "Customized behaviors", (560, 380), (300, 22))]
                + site_rows("Not allowed to see your location", ["https://www.weather.com:443"], 420)
                + site_rows("Allowed to see your location", ["https://www.google.com:443"], 524))

    turns.append((code("""
import pyautogui
pyautogui.click(575, 139)   # Back to Site settings
pyautogui.click(980, 398)   # Location
"""), view(6, "chrome://settings/content/location", "Privacy and security", location("Sites can ask for your location"))))
    turns.append((code("""
import pyautogui
pyautogui.click(600, 317)   # Don't allow sites to see your location
"""), view(7, "chrome://settings/content/location", "Privacy and security", location("Don't allow sites to see your location"))))
    sites = [("github.com", "842 kB \u00b7 9 cookies"), ("google.com", "5.0 MB \u00b7 47 cookies"), ("slack.com", "24.7 MB \u00b7 14 cookies"),
             ("tabloid-daily.com", "1.2 MB \u00b7 31 cookies"), ("weather.com", "5.6 MB \u00b7 22 cookies"), ("ycombinator.com", "12.4 kB \u00b7 2 cookies")]

    def all_sites(order: str, rows: list[tuple[str, str]], total: str) -> list[str]:
        out = [n("heading", "All sites", "", (600, 124), (400, 28)), n("push-button", "Back", "", (560, 124), (30, 30)),
               n("entry", "Search", "", (1200, 122), (260, 32)),
               n("label", "", f"Total storage used by sites: {total}", (560, 180), (500, 20)),
               n("push-button", "Delete all data", "", (1240, 172), (160, 32)),
               n("combo-box", "Sort by", order, (560, 216), (220, 30))]
        for k, (s, d) in enumerate(rows):
            out += [n("link", s, d, (560, 260 + 56 * k), (760, 52)),
                    n("push-button", f"Delete data for {s}", "", (1330, 270 + 56 * k), (32, 32))]
        return out

    turns.append((code("""
import pyautogui
pyautogui.click(980, 89)
pyautogui.write('chrome://settings/content/all\\n')
"""), view(8, "chrome://settings/content/all", "Privacy and security", all_sites("Name", sites, "37.4 MB"))))
    by_data = [sites[2], sites[4], sites[1], sites[3], sites[0], sites[5]]
    turns.append((code("""
import pyautogui
pyautogui.click(670, 231)   # Sort by
pyautogui.click(670, 300)   # Data stored
"""), view(9, "chrome://settings/content/all", "Privacy and security", all_sites("Data stored", by_data, "37.4 MB"))))
    confirm = dialog("Delete site data and permissions?", (660, 380), (600, 240), [
        n("label", "", "This will delete all data and cookies stored by weather.com and its subsites, and reset its permissions", (690, 430), (540, 40)),
        n("label", "", "You'll be signed out of this site, including in open tabs", (690, 480), (540, 20)),
        n("push-button", "Cancel", "", (1040, 560), (90, 32)),
        n("push-button", "Delete", "", (1140, 560), (90, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(1346, 342)   # Delete data for weather.com
"""), view(10, "chrome://settings/content/all", "Privacy and security", all_sites("Data stored", by_data, "37.4 MB"), confirm)))
    rs.add(TASK, "h62-os-14", system("In Chrome block notifications from tabloid-daily.com, stop Slack's notifications, stop all sites from asking for location, and start clearing weather.com's stored data."),
           turns, state=state)


# ---------------------------------------------------------------- 15 Chrome passwords and tabs (contradiction: username changes)
def t15(rs: RowSet) -> None:
    ck = clocks("Feb 27", 19, 30, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    gpm = "Google Password Manager"
    work = "j.moreau@halvorsen-logistics.com"
    full = [("accounts.google.com", "j.moreau.halvorsen@gmail.com"), ("amazon.com", "2 accounts"),
            ("atlassian.net", work), ("booking.com", "jmoreau84"), ("dhl.com", work), ("dropbox.com", work),
            ("dsv.com", "ops-halvorsen"), ("github.com", "jmoreau-dev"), ("linkedin.com", "j.moreau.halvorsen@gmail.com"),
            ("netflix.com", "2 accounts"), ("paypal.com", "j.moreau.halvorsen@gmail.com"), ("sas.se", "jmoreau84"),
            ("slack.com", work), ("spotify.com", "jmoreau84"), ("stackoverflow.com", "jmoreau-dev"),
            ("ups.com", work), ("vipps.no", "+47 415 08 226"), ("wolt.com", "j.moreau.halvorsen@gmail.com"),
            ("x.com", "jmoreau_dev"), ("yr.no", "j.moreau.halvorsen@gmail.com"), ("zalando.no", "j.moreau.halvorsen@gmail.com"),
            ("zendesk.com", work), ("zoom.us", work)]
    pw = full[:18]   # the rows above the fold; 23 saved in all

    def nav(sel: str) -> list[str]:
        return [n("document-web", gpm, "", (70, 112), (1850, 968)), n("heading", "Password Manager", "", (100, 124), (300, 30)),
                *[n("link", t, "", (90, 180 + 44 * k), (260, 40), desc="selected" if t == sel else "")
                  for k, t in enumerate(["Passwords", "Checkup", "Settings"])]]

    def plist(items: list[tuple[str, str]], total: int, query: str = "", toast: bool = False) -> list[str]:
        out = nav("Passwords") + [n("entry", "Search passwords", query, (560, 122), (640, 36)),
                                  n("push-button", "Add", "", (1220, 124), (70, 32)),
                                  n("heading", f"Passwords ({total})" if not query else f"{len(items)} result", "", (560, 180), (400, 24))]
        for k, (site, user) in enumerate(items):
            out.append(n("link", site, user, (560, 216 + 46 * k), (800, 42)))
        if toast:
            out += [n("alert", "", "Password deleted", (760, 990), (300, 40)), n("push-button", "Undo", "", (1000, 996), (70, 28))]
        return out

    def detail(site: str, user: str, url: str) -> list[str]:
        return nav("Passwords") + [n("push-button", "Back", "", (560, 124), (30, 30)), n("heading", site, "", (600, 124), (400, 28)),
                                   n("label", "", "Username", (580, 190), (200, 20)), n("entry", "Username", user, (580, 214), (520, 32)),
                                   n("push-button", "Copy username", "", (1110, 214), (32, 32)),
                                   n("label", "", "Password", (580, 262), (200, 20)), n("entry", "Password", "\u2022" * 12, (580, 286), (520, 32)),
                                   n("push-button", "Show password", "", (1110, 286), (32, 32)), n("push-button", "Copy password", "", (1146, 286), (32, 32)),
                                   n("label", "", "Site", (580, 334), (200, 20)), n("link", url, "", (580, 358), (520, 24)),
                                   n("label", "", "Note", (580, 398), (200, 20)), n("label", "", "No note added", (580, 422), (300, 20)),
                                   n("push-button", "Edit", "", (580, 470), (80, 32)), n("push-button", "Delete", "", (668, 470), (90, 32))]

    def view(i: int, tabs: list[str], active: int, url: str, page: list[str]) -> str:
        return screen(ck[i], chrome(tabs, active, url, page))

    one = [gpm]
    state = view(0, ["New Tab"], 0, "", [n("document-web", "New Tab", "", (70, 112), (1850, 968)),
                                          n("entry", "Search Google or type a URL", "", (660, 420), (600, 44))])
    turns = []
    turns.append((code("BrowserTools.open_password_settings()"),
                  view(1, one, 0, "chrome://password-manager/passwords", plist(pw, 23))))
    turns.append((code("""
import pyautogui
pyautogui.click(880, 140)
pyautogui.write('amazon')
"""), view(2, one, 0, "chrome://password-manager/passwords", plist([("amazon.com", "2 accounts")], 23, "amazon"))))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a'); pyautogui.press('backspace')
pyautogui.click(960, 559)   # github.com
"""), view(3, one, 0, "chrome://password-manager/passwords/github.com", detail("github.com", "jmoreau-dev", "https://github.com/"))))
    pw2 = [p for p in full if p[0] != "github.com"][:18]
    turns.append((code("""
import pyautogui
pyautogui.click(713, 486)   # Delete
"""), view(4, one, 0, "chrome://password-manager/passwords", plist(pw2, 22, toast=True))))
    two = [gpm, "New Tab"]
    ntp = [n("document-web", "New Tab", "", (70, 112), (1850, 968)), n("entry", "Search Google or type a URL", "", (660, 420), (600, 44)),
           *[n("link", s, "", (660 + 120 * k, 500), (112, 112)) for k, s in enumerate(["Gmail", "Jira", "Hacker News", "DSV myDSV", "Add shortcut"])]]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 't')
"""), view(5, two, 1, "", ntp)))
    two = [gpm, "Hacker News"]
    hn = [n("document-web", "Hacker News", "", (70, 112), (1850, 968)), n("link", "Hacker News", "", (110, 120), (110, 18)),
          *[n("link", t, "", (200 + 70 * k, 120), (64, 18)) for k, t in enumerate(["new", "past", "comments", "ask", "show", "jobs", "submit"])]]
    stories = [("Show HN: A tiny SQLite-backed job queue in 400 lines", "412 points by mkell 5 hours ago | 118 comments"),
               ("The hidden cost of container image bloat", "287 points by rbrandt 7 hours ago | 164 comments"),
               ("Norway's freight rail electrification plan, explained", "96 points by hvidsten 3 hours ago | 41 comments"),
               ("Why our p99 latency doubled after upgrading glibc", "533 points by tlunde 9 hours ago | 207 comments"),
               ("Ask HN: How do you document on-call runbooks?", "158 points by oskarvik 6 hours ago | 133 comments")]
    for k, (t, meta) in enumerate(stories):
        hn += [n("label", "", f"{k + 1}.", (110, 160 + 50 * k), (24, 18)), n("link", t, "", (140, 160 + 50 * k), (900, 18)),
               n("label", "", meta, (140, 180 + 50 * k), (700, 16))]
    turns.append((code("""
import pyautogui
pyautogui.write('news.ycombinator.com\\n')
"""), view(6, two, 1, "news.ycombinator.com", hn)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', '1')
"""), view(7, two, 0, "chrome://password-manager/passwords", plist(pw2, 22))))
    check = nav("Checkup") + [n("heading", "Checkup", "", (560, 124), (400, 28)),
                              n("label", "", "Checked passwords for 22 sites and apps", (560, 176), (600, 20)),
                              n("label", "", "Checked just now", (560, 200), (300, 20)),
                              n("link", "2 compromised passwords", "You should change these now", (560, 250), (800, 56)),
                              n("link", "5 reused passwords", "Create unique passwords", (560, 312), (800, 56)),
                              n("link", "1 weak password", "Create strong passwords", (560, 374), (800, 56)),
                              n("push-button", "Check again", "", (1240, 176), (120, 32))]
    turns.append((code("""
import pyautogui
pyautogui.click(220, 246)   # Checkup
"""), view(8, two, 0, "chrome://password-manager/checkup", check)))
    turns.append((code("""
import pyautogui
pyautogui.click(220, 202)   # Passwords
"""), view(9, two, 0, "chrome://password-manager/passwords", plist(pw2, 22))))
    drift = "jmoreau@halvorsen-logistics.com"
    turns.append((code("""
import pyautogui
pyautogui.click(960, 467)   # dropbox.com
"""), view(10, two, 0, "chrome://password-manager/passwords/dropbox.com", detail("dropbox.com", drift, "https://www.dropbox.com/"))))
    pw3 = [(s, drift if s == "dropbox.com" else u) for s, u in pw2]
    turns.append((code("""
import pyautogui
pyautogui.click(575, 139)   # Back
"""), view(11, two, 0, "chrome://password-manager/passwords", plist(pw3, 22))))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', '2')
pyautogui.hotkey('ctrl', 'w')
"""), view(12, one, 0, "chrome://password-manager/passwords", plist(pw3, 22))))
    rs.add(TASK, "h62-os-15", system("In Chrome's Password Manager delete the saved github.com password, look at Hacker News in a new tab, run a password checkup, and review the dropbox.com entry."),
           turns, state=state, bad=True, turn=10,
           kind="dropbox.com's saved username was listed as j.moreau@halvorsen-logistics.com (turns 1, 7, 9) but its detail page shows jmoreau@halvorsen-logistics.com with nothing edited.")


# ---------------------------------------------------------------- VS Code helpers
VSC_MENUS = ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]


def vscode(title: str, explorer: list[tuple[str, int]], tabs: list[tuple[str, bool]], active: int, lines: list[str],
           status: list[str], first: int = 1, panel: list[str] | None = None, extra: list[str] | None = None,
           sel_file: str = "") -> list[str]:
    out = [n("frame", title, "", (70, 27), (1850, 1053)), *menubar(VSC_MENUS, y=30, x=120),
           *[n("page-tab", a, "", (72, 80 + 48 * k), (48, 48), desc="selected" if k == 0 else "")
             for k, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)",
                                    "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"])],
           n("tree", "Files Explorer", "", (122, 110), (300, 900))]
    for k, (name, lvl) in enumerate(explorer):
        out.append(n("tree-item", name, "", (130 + 16 * lvl, 114 + 22 * k), (280 - 16 * lvl, 22),
                     desc="selected" if name == sel_file else ""))
    for k, (name, dirty) in enumerate(tabs):
        out.append(n("page-tab", name + (", Edited" if dirty else ""), "", (430 + 170 * k, 64), (168, 35),
                     desc="selected" if k == active else ""))
    top = 110
    height = 560 if panel else 900
    out.append(n("text", "The editor is not accessible at this time. To enable screen reader optimized mode, use Shift+Alt+F1", "", (430, top), (1480, height)))
    for k, ln in enumerate(lines):
        y = top + 4 + 19 * k
        if y > top + height - 20:
            break
        out.append(n("label", str(first + k), "", (440, y), (40, 19)))
        out.append(n("paragraph", "", ln, (500, y), (1400, 19)))
    if panel:
        out += panel
    x = 80
    for s in status:
        out.append(n("push-button", s, "", (x, 1056), (8 * len(s) + 14, 22)))
        x += 8 * len(s) + 24
    return out + (extra or [])


def terminal_panel(terms: list[str], active: int, lines: list[str]) -> list[str]:
    out = [n("page-tab", t, "", (430 + 110 * k, 690), (108, 28), desc="selected" if t == "TERMINAL" else "")
           for k, t in enumerate(["PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL", "PORTS"])]
    out.append(n("list", "Terminal tabs", "", (1720, 724), (190, 300)))
    for k, t in enumerate(terms):
        out.append(n("list-item", t, "", (1724, 728 + 24 * k), (182, 22), desc="selected" if k == active else ""))
    out.append(n("terminal", "Terminal " + str(active + 1), "", (430, 724), (1280, 320)))
    for k, ln in enumerate(lines[-16:]):
        out.append(n("list-item", "", ln, (440, 728 + 19 * k), (1260, 19)))
    return out


def quick_pick(query: str, items: list[tuple[str, str]], sel: int = 0) -> list[str]:
    out = [n("combo-box", "Type the name of a command to run.", query, (660, 120), (600, 30))]
    for k, (label, detail) in enumerate(items):
        out.append(n("list-item", label, detail, (660, 154 + 24 * k), (600, 22), desc="selected" if k == sel else ""))
    return out


# ---------------------------------------------------------------- 16 VS Code tasks and terminal (clean)
def t16(rs: RowSet) -> None:
    ck = clocks("Mar 18", 13, 4, [1, 1, 1, 1, 1, 1, 1, 1, 2])
    proj = "rate-engine"
    tree0 = [("RATE-ENGINE", 0), (".vscode", 1), ("node_modules", 1), ("src", 1), ("__tests__", 2), ("fuel.ts", 2),
             ("lanes.ts", 2), ("quote.ts", 2), (".gitignore", 1), ("jest.config.js", 1), ("package-lock.json", 1),
             ("package.json", 1), ("README.md", 1), ("tsconfig.json", 1)]
    tree1 = tree0[:2] + [("settings.json", 2), ("tasks.json", 2)] + tree0[2:]
    quote = ["import { Lane, Quote } from \"./types\";", "import { fuelSurcharge } from \"./fuel\";", "",
             "const roundNok = (v: number) => Math.round(v * 100) / 100;", ""]
    tasks0 = ["{", "  // See https://go.microsoft.com/fwlink/?LinkId=733558", "  // for the documentation about the tasks.json format",
              "  \"version\": \"2.0.0\",", "  \"tasks\": [", "    {", "      \"label\": \"build\",", "      \"type\": \"npm\",",
              "      \"script\": \"build\",", "      \"group\": { \"kind\": \"build\", \"isDefault\": true },",
              "      \"problemMatcher\": [\"$tsc\"]", "    }", "  ]", "}"]
    added = ["    },", "    {", "      \"label\": \"test:watch\",", "      \"type\": \"shell\",", "      \"command\": \"npx jest --watchAll\",",
             "      \"isBackground\": true,", "      \"group\": \"test\",", "      \"problemMatcher\": []", "    }"]
    tasks1 = tasks0[:11] + added + tasks0[12:]

    def st(ln: str, lang: str) -> list[str]:
        return ["main", "0 errors, 0 warnings", ln, "Spaces: 2", "UTF-8", "LF", lang, "Prettier", "Notifications"]

    def view(i: int, tabs: list[tuple[str, bool]], active: int, lines: list[str], status: list[str],
             tree: list[tuple[str, int]], panel: list[str] | None = None, extra: list[str] | None = None, sel: str = "") -> str:
        name = tabs[active][0]
        dot = "\u25cf " if tabs[active][1] else ""
        title = f"{dot}{name} - {proj} - Visual Studio Code"
        return screen(ck[i], vscode(title, tree, tabs, active, lines, status, panel=panel, extra=extra, sel_file=sel))

    state = view(0, [("quote.ts", False)], 0, quote, st("Ln 1, Col 1", "TypeScript"), tree0, sel="quote.ts")
    tabs = [("quote.ts", False), ("tasks.json", False)]
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('tasks.json')
pyautogui.press('enter')
"""), view(1, tabs, 1, tasks0, st("Ln 1, Col 1", "JSON with Comments"), tree1, sel="tasks.json")))
    tabs = [("quote.ts", False), ("tasks.json", True)]
    turns.append((code("""
import pyautogui
pyautogui.click(900, 313)      # line 11
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.write('},\\n{\\n"label": "test:watch",\\n"type": "shell",\\n"command": "npx jest --watchAll",\\n"isBackground": true,\\n"group": "test",\\n"problemMatcher": []')
"""), view(2, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1, sel="tasks.json")))
    tabs = [("quote.ts", False), ("tasks.json", False)]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(3, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1, sel="tasks.json")))
    pick = quick_pick(">Tasks: Run Task", [("build", "configured"), ("test:watch", "configured"), ("npm", "contributed"),
                                            ("typescript", "contributed"), ("Show All Tasks...", "")])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'p')
pyautogui.write('Tasks: Run Task')
pyautogui.press('enter')
"""), view(4, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1, extra=pick, sel="tasks.json")))
    run1 = [" *  Executing task: npx jest --watchAll ", "",
            " PASS  src/__tests__/fuel.test.ts", " PASS  src/__tests__/lanes.test.ts", " PASS  src/__tests__/quote.test.ts", "",
            "Test Suites: 3 passed, 3 total", "Tests:       42 passed, 42 total", "Snapshots:   0 total", "Time:        3.812 s",
            "Ran all test suites.", "", "Watch Usage", " \u203a Press f to run only failed tests.",
            " \u203a Press o to only run tests related to changed files.", " \u203a Press q to quit watch mode.",
            " \u203a Press Enter to trigger a test run."]
    turns.append((code("""
import pyautogui
pyautogui.write('test:watch')
pyautogui.press('enter')
pyautogui.sleep(5)
"""), view(5, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1,
           terminal_panel(["test:watch  Task"], 0, run1), sel="tasks.json")))
    prompt = "jmoreau@halvorsen-dev:~/projects/rate-engine$"
    sh = [prompt]
    terms = ["test:watch  Task", "bash"]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', '`')
"""), view(6, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1, terminal_panel(terms, 1, sh), sel="tasks.json")))
    sh = [f"{prompt} pgrep -af jest",
          "48211 node /home/jmoreau/projects/rate-engine/node_modules/.bin/jest --watchAll",
          "48236 /usr/bin/node /home/jmoreau/projects/rate-engine/node_modules/jest-worker/build/workers/processChild.js",
          prompt]
    turns.append((code("""
import pyautogui
pyautogui.write('pgrep -af jest\\n')
"""), view(7, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1, terminal_panel(terms, 1, sh), sel="tasks.json")))
    run1_end = run1 + ["", " *  The terminal process \"/usr/bin/bash '-c', 'npx jest --watchAll'\" terminated with exit code: 143. ",
                       " *  Terminal will be reused by tasks, press any key to close it. "]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'p')
pyautogui.write('Tasks: Terminate Task')
pyautogui.press('enter')
"""), view(8, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1, terminal_panel(terms, 0, run1_end), sel="tasks.json")))
    sh = sh + [f"{prompt} pgrep -af jest",
               "48377 node /home/jmoreau/projects/rate-engine/node_modules/.bin/jest --watchAll",
               "48398 /usr/bin/node /home/jmoreau/projects/rate-engine/node_modules/jest-worker/build/workers/processChild.js",
               prompt]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'p')
pyautogui.write('Tasks: Rerun Last Task')
pyautogui.press('enter')
pyautogui.sleep(5)
pyautogui.click(1815, 763)     # bash terminal
pyautogui.write('pgrep -af jest\\n')
"""), view(9, tabs, 1, tasks1, st("Ln 19, Col 27", "JSON with Comments"), tree1, terminal_panel(terms, 1, sh), sel="tasks.json")))
    rs.add(TASK, "h62-os-16", system("Add a background 'test:watch' task (npx jest --watchAll) to rate-engine's tasks.json, run it, check its process, terminate it and run it again."),
           turns, state=state)


# ---------------------------------------------------------------- 17 VS Code user snippets (contradiction: snippet body line)
def t17(rs: RowSet) -> None:
    ck = clocks("Mar 19", 9, 12, [1, 1, 2, 1, 1, 1, 1])
    proj = "rate-engine"
    tree = [("RATE-ENGINE", 0), (".vscode", 1), ("node_modules", 1), ("src", 1), ("__tests__", 2), ("fuel.ts", 2),
            ("lanes.ts", 2), ("quote.ts", 2), ("types.ts", 2), (".gitignore", 1), ("jest.config.js", 1),
            ("package.json", 1), ("README.md", 1), ("tsconfig.json", 1)]
    snip0 = ["{", "\t// Place your snippets for typescript here. Each snippet is defined under a snippet name and has a prefix, body and",
             "\t// description. The prefix is what is used to trigger the snippet and the body will be expanded and inserted.",
             "\t\"Console log debug\": {", "\t\t\"prefix\": \"logd\",", "\t\t\"body\": [", "\t\t\t\"console.debug('$1:', $1);\"",
             "\t\t],", "\t\t\"description\": \"Log a labelled value at debug level\"", "\t}", "}"]
    snip1 = snip0[:9] + ["\t},", "\t\"Zod schema\": {", "\t\t\"prefix\": \"zschema\",", "\t\t\"body\": [",
                         "\t\t\t\"export const ${1:Name}Schema = z.object({\",", "\t\t\t\"\\t$0\",", "\t\t\t\"});\",",
                         "\t\t\t\"export type ${1:Name} = z.infer<typeof ${1:Name}Schema>;\"", "\t\t],",
                         "\t\t\"description\": \"Zod object schema with inferred type\"", "\t}", "}"]
    quote = ["import { Lane, Quote } from \"./types\";", "import { fuelSurcharge } from \"./fuel\";", "",
             "const roundNok = (v: number) => Math.round(v * 100) / 100;", "",
             "export function quoteLane(lane: Lane, pallets: number, fuelIndex: number): Quote {",
             "  const base = lane.ratePerPallet * pallets;", "  const surcharge = base * fuelSurcharge(fuelIndex);",
             "  const total = roundNok(base + surcharge);", "  return {", "    laneId: lane.id,", "    pallets,",
             "    base: roundNok(base),", "    surcharge: roundNok(surcharge),", "    total,", "    currency: \"NOK\",", "  };", "}"]

    def st(ln: str, lang: str) -> list[str]:
        return ["main*", "0 errors, 0 warnings", ln, "Tab Size: 4" if lang == "JSON with Comments" else "Spaces: 2", "UTF-8", "LF", lang, "Notifications"]

    def view(i: int, tabs: list[tuple[str, bool]], active: int, lines: list[str], status: list[str],
             extra: list[str] | None = None, sel: str = "") -> str:
        dot = "\u25cf " if tabs[active][1] else ""
        return screen(ck[i], vscode(f"{dot}{tabs[active][0]} - {proj} - Visual Studio Code", tree, tabs, active, lines, status,
                                    extra=extra, sel_file=sel))

    readme = ["# rate-engine", "", "Pallet and LTL quoting for Halvorsen lanes.", "", "## Scripts", "",
              "- `npm run build` \u2013 compile to dist/", "- `npm test` \u2013 run the jest suite"]
    state = view(0, [("README.md", False)], 0, readme, st("Ln 1, Col 1", "Markdown"), sel="README.md")
    pick = quick_pick("", [("New Global Snippets file...", ""), ("New Snippets file for 'rate-engine'...", ""),
                           ("typescript.json", "existing snippets"), ("bat (Batch)", "languages"), ("c (C)", ""),
                           ("clojure (Clojure)", ""), ("coffeescript (CoffeeScript)", ""), ("cpp (C++)", ""),
                           ("csharp (C#)", ""), ("css (CSS)", "")], sel=0)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'p')
pyautogui.write('Snippets: Configure Snippets')
pyautogui.press('enter')
"""), view(1, [("README.md", False)], 0, readme, st("Ln 1, Col 1", "Markdown"), extra=pick, sel="README.md")))
    tabs = [("README.md", False), ("typescript.json", False)]
    turns.append((code("""
import pyautogui
pyautogui.click(960, 214)   # typescript.json (existing snippets)
"""), view(2, tabs, 1, snip0, st("Ln 1, Col 1", "JSON with Comments"))))
    tabs = [("README.md", False), ("typescript.json", True)]
    turns.append((code("""
import pyautogui
pyautogui.click(560, 285)   # line 10, after the closing brace
pyautogui.press('end')
pyautogui.write(',\\n"Zod schema": {\\n"prefix": "zschema",\\n"body": [\\n"export const ${1:Name}Schema = z.object({",\\n"\\\\t$0",\\n"});",\\n"export type ${1:Name} = z.infer<typeof ${1:Name}Schema>;"\\n],\\n"description": "Zod object schema with inferred type"\\n}')
"""), view(3, tabs, 1, snip1, st("Ln 20, Col 3", "JSON with Comments"))))
    tabs = [("README.md", False), ("typescript.json", False)]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), view(4, tabs, 1, snip1, st("Ln 20, Col 3", "JSON with Comments"))))
    q2 = quote[:9] + ["  logd"] + quote[9:]
    tabs = [("README.md", False), ("typescript.json", False), ("quote.ts", True)]
    suggest = [n("list", "Suggest", "", (560, 296), (430, 120)),
               n("list-item", "logd, Console log debug, snippet", "", (562, 298), (426, 22), desc="selected"),
               n("list-item", "log, Log to the console, snippet", "", (562, 320), (426, 22)),
               n("list-item", "logError, function", "", (562, 342), (426, 22)),
               n("panel", "Suggestion details", "", (994, 296), (420, 90)),
               n("label", "", "Console log debug (User Snippet)", (1000, 300), (400, 20)),
               n("paragraph", "", "console.log(':', );", (1000, 330), (400, 20))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'p'); pyautogui.write('quote.ts'); pyautogui.press('enter')
pyautogui.click(1000, 266)  # end of line 9
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.write('logd')
"""), view(5, tabs, 2, q2, st("Ln 10, Col 7", "TypeScript"), extra=suggest, sel="quote.ts")))
    q3 = quote[:9] + ["  console.log(':', );"] + quote[9:]
    turns.append((code("""
import pyautogui
pyautogui.press('tab')
"""), view(6, tabs, 2, q3, st("Ln 10, Col 16", "TypeScript"), sel="quote.ts")))
    tabs = [("README.md", False), ("typescript.json", False), ("quote.ts", False)]
    turns.append((code("""
import pyautogui
pyautogui.write('total')      # fills both linked $1 placeholders
pyautogui.press('tab')
pyautogui.hotkey('ctrl', 's')
"""), view(7, tabs, 2, quote[:9] + ["  console.log('total:', total);"] + quote[9:], st("Ln 10, Col 32", "TypeScript"), sel="quote.ts")))
    rs.add(TASK, "h62-os-17", system("Add a 'Zod schema' user snippet (prefix zschema) to the TypeScript snippets file, then use the existing 'logd' snippet in quote.ts to log the total and save."),
           turns, state=state, bad=True, turn=5,
           kind="typescript.json defines the logd snippet body as console.debug('$1:', $1); (turns 2-4), but the suggestion preview and inserted text use console.log.")


# ---------------------------------------------------------------- Files (Nautilus) helpers
PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
          "Other Locations"]


def nautilus(title: str, crumbs: list[str], cols: list[str], rows: list[tuple[str, ...]], sel: set[str], place: str,
             status: str | None = None, extra: list[str] | None = None) -> list[str]:
    out = [n("frame", title, "", (70, 27), (1850, 1053)),
           n("push-button", "Back", "", (80, 34), (34, 34)), n("push-button", "Forward", "", (116, 34), (34, 34))]
    x = 170
    for c in crumbs:
        out.append(n("push-button", c, "", (x, 36), (12 * len(c) + 20, 30)))
        x += 12 * len(c) + 22
    out += [n("toggle-button", "Search", "", (1740, 34), (34, 34)), n("toggle-button", "View options", "", (1780, 34), (34, 34)),
            n("push-button", "Main menu", "", (1860, 34), (34, 34))]
    for k, p in enumerate(PLACES):
        out.append(n("list-item", p, "", (78, 80 + 36 * k), (230, 34), desc="selected" if p == place else ""))
    widths = [640, 160, 260, 260][:len(cols)]
    xs = [320]
    for w_ in widths[:-1]:
        xs.append(xs[-1] + w_)
    out.append(n("table", "", "", (316, 80), (1600, 960)))
    for h, x_, w_ in zip(cols, xs, widths):
        out.append(n("table-column-header", h, "", (x_, 80), (w_, 30)))
    for k, row in enumerate(rows):
        y = 112 + 36 * k
        for j, (v, x_, w_) in enumerate(zip(row, xs, widths)):
            out.append(n("table-cell", "", v, (x_, y), (w_, 34), desc="selected" if j == 0 and row[0] in sel else ""))
    if status:
        out.append(n("label", "", status, (1560, 1040), (8 * len(status) + 20, 26)))
    return out + (extra or [])


# ---------------------------------------------------------------- 18 Files: properties, permissions, rename, delete, compress (contradiction: permission reverts)
def t18(rs: RowSet) -> None:
    ck = clocks("Oct 24", 11, 20, [1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1])
    crumbs = ["Home", "Documents", "contracts"]
    cols = ["Name", "Size", "Modified"]
    rows = [("old_drafts", "7 items", "Aug 14 2023"), ("acme_msa_2023.pdf", "412.6 kB", "Feb 3"),
            ("acme_sow_03.docx", "88.1 kB", "Sep 30"), ("halvorsen_nda_signed.pdf", "1.2 MB", "Oct 2"),
            ("rate_card_2024.xlsx", "46.3 kB", "Jan 11")]
    nda = "halvorsen_nda_signed.pdf"

    def view(i: int, rws: list[tuple[str, ...]], sel: set[str], status: str | None, extra: list[str] | None = None) -> str:
        return screen(ck[i], nautilus("contracts", crumbs, cols, rws, sel, "Documents", status, extra))

    def props(tab: str, others: str) -> list[str]:
        out = [n("dialog", f"{nda} Properties", "", (660, 220), (600, 600)),
               *[n("page-tab", t, "", (760 + 130 * k, 260), (124, 30), desc="selected" if t == tab else "")
                 for k, t in enumerate(["Basic", "Permissions", "Open With"])]]
        if tab == "Basic":
            for k, (lab, val) in enumerate([("Name", nda), ("Type", "PDF document (application/pdf)"), ("Size", "1.2 MB (1,204,733 bytes)"),
                                            ("Parent Folder", "/home/jmoreau/Documents/contracts"), ("Accessed", "Thu 24 Oct 2024 11:02:47 AM"),
                                            ("Modified", "Wed 02 Oct 2024 04:41:09 PM"), ("Created", "Wed 02 Oct 2024 04:41:09 PM")]):
                out += [n("label", "", lab, (690, 310 + 44 * k), (150, 20)),
                        (n("entry", "Name", val, (860, 306), (370, 30)) if lab == "Name" else n("label", "", val, (860, 310 + 44 * k), (370, 20)))]
        else:
            out += [n("label", "", "Owner", (690, 310), (120, 20)), n("label", "", "Me", (860, 310), (200, 20)),
                    n("label", "", "Access", (690, 350), (120, 20)), n("combo-box", "Access", "Read and write", (860, 344), (300, 32)),
                    n("label", "", "Group", (690, 410), (120, 20)), n("combo-box", "Group", "jmoreau", (860, 404), (300, 32)),
                    n("label", "", "Access", (690, 450), (120, 20)), n("combo-box", "Access", "Read-only", (860, 444), (300, 32)),
                    n("label", "", "Others", (690, 510), (120, 20)),
                    n("label", "", "Access", (690, 550), (120, 20)), n("combo-box", "Access", others, (860, 544), (300, 32)),
                    n("label", "", "Execute", (690, 610), (120, 20)), n("check-box", "Allow executing file as program", "", (860, 610), (300, 20)),
                    n("label", "", "Security context", (690, 660), (150, 20)), n("label", "", "unknown", (860, 660), (200, 20))]
        return out

    state = view(0, rows, set(), None)
    sel1 = f"\u201c{nda}\u201d selected (1.2 MB)"
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.rightClick(640, 237)     # halvorsen_nda_signed.pdf
pyautogui.click(720, 560)          # Properties
"""), view(1, rows, {nda}, sel1, props("Basic", "Read-only"))))
    turns.append((code("""
import pyautogui
pyautogui.click(967, 275)          # Permissions tab
"""), view(2, rows, {nda}, sel1, props("Permissions", "Read-only"))))
    turns.append((code("""
import pyautogui
pyautogui.click(1010, 560)         # Others > Access
pyautogui.click(1010, 600)         # None
"""), view(3, rows, {nda}, sel1, props("Permissions", "None"))))
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
"""), view(4, rows, {nda}, sel1)))
    rows2 = [rows[0], rows[1], ("acme_sow_03_final.docx", "88.1 kB", "Sep 30"), rows[3], rows[4]]
    turns.append((code("""
import pyautogui
pyautogui.click(640, 201)          # acme_sow_03.docx
pyautogui.press('f2')
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('acme_sow_03_final.docx\\n')
"""), view(5, rows2, {"acme_sow_03_final.docx"}, "\u201cacme_sow_03_final.docx\u201d selected (88.1 kB)")))
    rows3 = rows2[1:]
    toast = [n("label", "", "\u201cold_drafts\u201d deleted", (820, 980), (260, 24)), n("push-button", "Undo", "", (1090, 976), (70, 32)),
             n("push-button", "Close", "", (1166, 976), (32, 32))]
    turns.append((code("""
import pyautogui
pyautogui.click(640, 129)          # old_drafts
pyautogui.press('delete')
"""), view(6, rows3, set(), None, toast)))
    allsel = {r[0] for r in rows3}
    comp = dialog("Create Compressed Archive", (700, 380), (520, 260), [
        n("label", "", "Archive name", (730, 420), (200, 20)),
        n("entry", "Archive name", "Archive", (730, 446), (460, 32)),
        n("radio-button", ".zip", "Compatible with all operating systems.", (730, 500), (460, 36), desc="checked"),
        n("radio-button", ".tar.xz", "Smaller archives but Linux and Mac only.", (730, 540), (460, 36)),
        n("radio-button", ".7z", "Smaller archives but must be installed on Windows and Mac.", (730, 580), (460, 36)),
        n("push-button", "Cancel", "", (710, 390), (80, 32)), n("push-button", "Create", "", (1130, 390), (80, 32))])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a')
pyautogui.rightClick(640, 165)
pyautogui.click(720, 470)          # Compress...
"""), view(7, rows3, allsel, "4 items selected (1.8 MB)", comp)))
    rows4 = [rows3[0], rows3[1], ("contracts_2024.zip", "1.5 MB", "11:28"), rows3[2], rows3[3]]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('contracts_2024')
pyautogui.click(1170, 406)         # Create
"""), view(8, rows4, {"contracts_2024.zip"}, "\u201ccontracts_2024.zip\u201d selected (1.5 MB)")))
    turns.append((code("""
import pyautogui
pyautogui.rightClick(640, 237)     # halvorsen_nda_signed.pdf
pyautogui.click(720, 560)          # Properties
pyautogui.click(967, 275)          # Permissions tab
"""), view(9, rows4, {nda}, sel1, props("Permissions", "Read-only"))))
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
"""), view(10, rows4, {nda}, sel1)))
    trash = [("old_drafts", "7 items", "/home/jmoreau/Documents/contracts", "11:26"),
             ("quote_template_v1.ott", "22.4 kB", "/home/jmoreau/Templates", "Oct 21"),
             ("Screenshot from 2024-10-18 09-14-22.png", "318.9 kB", "/home/jmoreau/Pictures/Screenshots", "Oct 18")]
    turns.append((code("""
import pyautogui
pyautogui.click(193, 421)          # Trash
"""), screen(ck[11], nautilus("Trash", ["Trash"], ["Name", "Size", "Original Location", "Trashed On"], trash, set(), "Trash",
                              extra=[n("push-button", "Restore", "", (1500, 36), (90, 30)), n("push-button", "Empty", "", (1600, 36), (90, 30))]))))
    rs.add(TASK, "h62-os-18", system("In ~/Documents/contracts make halvorsen_nda_signed.pdf unreadable for others, rename the SOW to acme_sow_03_final.docx, delete old_drafts, zip the remaining files as contracts_2024.zip, and confirm the permissions."),
           turns, state=state, bad=True, turn=9,
           kind="Others' access on halvorsen_nda_signed.pdf was set to None at turn 3, but the reopened Permissions tab shows Read-only with no change made in between.")


# ---------------------------------------------------------------- 19 Document Scanner (clean)
def t19(rs: RowSet) -> None:
    ck = clocks("Jul 8", 16, 2, [1, 1, 1, 1, 1, 1])
    dev = "Brother DS-740D (brother5:bus2;dev3)"

    def win(i: int, pages: list[str], sel: int | None, extra: list[str] | None = None, title: str = "Document Scanner") -> str:
        out = [n("frame", title, "", (70, 27), (1850, 1053)),
               n("push-button", "Scan", "", (1480, 34), (90, 34)), n("toggle-button", "Scan options", "", (1572, 34), (30, 34)),
               n("push-button", "Save", "", (1610, 34), (80, 34)), n("push-button", "Main menu", "", (1860, 34), (34, 34))]
        if not pages:
            out += [n("label", "", "Ready to Scan", (800, 480), (320, 30)), n("combo-box", "Scanner", dev, (760, 530), (400, 32))]
        for k, p in enumerate(pages):
            out.append(n("image", f"Page {k + 1}", "", (300 + 420 * k, 160), (400, 566), desc=("selected; " if sel == k else "") + p))
        if pages:
            out += [n("push-button", "Rotate Left", "", (700, 1010), (40, 34)), n("push-button", "Rotate Right", "", (744, 1010), (40, 34)),
                    n("toggle-button", "Crop", "", (788, 1010), (40, 34)), n("push-button", "Delete Page", "", (832, 1010), (40, 34))]
        return screen(ck[i], out + (extra or []))

    state = win(0, [], None)
    a4 = "A4, 300 dpi, 2480 \u00d7 3508, Color"
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(1525, 51)   # Scan (single page)
pyautogui.sleep(12)
"""), win(1, [a4], 0)))
    turns.append((code("""
import pyautogui
pyautogui.click(1525, 51)   # Scan
pyautogui.sleep(12)
"""), win(2, [a4, a4], 1)))
    turns.append((code("""
import pyautogui
pyautogui.click(500, 443)   # page 1 (skewed scan)
pyautogui.click(852, 1027)  # Delete Page
"""), win(3, [a4], 0)))
    turns.append((code("""
import pyautogui
pyautogui.click(1525, 51)   # Scan again
pyautogui.sleep(12)
"""), win(4, [a4, a4], 1)))
    save = dialog("Save As\u2026", (460, 200), (1000, 640), [
        n("text", "Name", "Scanned Document.pdf", (560, 240), (400, 28)),
        n("push-button", "Home", "", (480, 290), (80, 28)), n("push-button", "Documents", "", (562, 290), (110, 28), desc="selected"),
        n("table-cell", "", "contracts", (700, 340), (400, 22)), n("table-cell", "", "", (1100, 340), (120, 22)), n("table-cell", "", "Jun 30", (1220, 340), (120, 22)),
        n("table-cell", "", "invoice_INV-20874.pdf", (700, 364), (400, 22)), n("table-cell", "", "1.1 MB", (1100, 364), (120, 22)), n("table-cell", "", "Jun 24", (1220, 364), (120, 22)),
        n("combo-box", "File Type", "PDF (multi-page document)", (600, 760), (300, 28)),
        n("spin-button", "Compression", "75", (1000, 760), (200, 28)),
        n("push-button", "Cancel", "", (1240, 212), (90, 30)), n("push-button", "Save", "", (1340, 212), (90, 30))])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), win(5, [a4, a4], 1, save)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('invoice_INV-20931.pdf\\n')
"""), win(6, [a4, a4], 1)))
    rs.add(TASK, "h62-os-19", system("Scan the two-page Brightwater invoice INV-20931 with Document Scanner, rescanning the skewed first page, and save it as a PDF in Documents."),
           turns, state=state)


# ---------------------------------------------------------------- 20 Image Viewer (contradiction: EXIF timestamp)
def t20(rs: RowSet) -> None:
    ck = clocks("Aug 21", 20, 14, [1, 1, 1, 1, 1, 1])
    folder = "site_visit_2023"
    imgs = {"IMG_2041.JPG": ("4032", "3024", "3.4 MB", "f/1.6", "1/250 sec.", "50", "2023:08:14 17:52:09"),
            "IMG_2042.JPG": ("4032", "3024", "2.9 MB", "f/1.6", "1/120 sec.", "64", "2023:08:14 17:53:40"),
            "IMG_2043.JPG": ("3024", "4032", "3.7 MB", "f/1.6", "1/60 sec.", "125", "2023:08:14 17:55:02")}

    def eog(i: int, name: str, pos: int, total: int, zoom: str, extra: list[str] | None = None) -> str:
        w_, h_, size = imgs[name][0], imgs[name][1], imgs[name][2]
        out = [n("frame", name, "", (70, 27), (1850, 1053)),
               n("push-button", "Previous Image", "", (80, 34), (34, 34)), n("push-button", "Next Image", "", (116, 34), (34, 34)),
               n("label", "", name, (880, 40), (160, 20)),
               n("push-button", "Zoom", zoom, (1640, 34), (90, 34)), n("push-button", "Rotate Left", "", (1740, 34), (34, 34)),
               n("push-button", "Rotate Right", "", (1776, 34), (34, 34)), n("push-button", "Main menu", "", (1860, 34), (34, 34)),
               n("image", "", "", (78, 76), (1834, 970)),
               n("label", "", f"{w_} \u00d7 {h_} pixels  {size}    {zoom}", (1400, 1052), (340, 20)),
               n("label", "", f"{pos} / {total}", (1820, 1052), (80, 20))]
        return screen(ck[i], out + (extra or []))

    def props(name: str, tab: str, date: str | None = None) -> list[str]:
        w_, h_, size, ap, exp, iso, dt = imgs[name]
        dt = date or dt
        out = [n("dialog", "Image Properties", "", (640, 200), (560, 620)),
               *[n("page-tab", t, "", (660 + 110 * k, 240), (106, 30), desc="selected" if t == tab else "")
                 for k, t in enumerate(["General", "Metadata", "Details"])]]
        if tab == "General":
            rows = [("Name:", name), ("Width:", f"{w_} pixels"), ("Height:", f"{h_} pixels"), ("Type:", "JPEG image"),
                    ("Bytes:", size), ("Folder:", folder)]
        else:
            rows = [("Aperture Value:", ap), ("Exposure Time:", exp), ("Focal Length:", "4.2 (26.0 in 35mm film) mm"),
                    ("Flash:", "Flash did not fire, compulsory flash mode"), ("ISO Speed Rating:", iso),
                    ("Metering Mode:", "Pattern"), ("Camera Model:", "Apple iPhone 12"), ("Date/Time:", dt)]
        for k, (lab, val) in enumerate(rows):
            out += [n("label", "", lab, (670, 296 + 34 * k), (170, 20)), n("label", "", val, (850, 296 + 34 * k), (330, 20))]
        out += [n("push-button", "Previous", "", (660, 770), (90, 30)), n("push-button", "Next", "", (756, 770), (90, 30)),
                n("push-button", "Close", "", (1100, 770), (80, 30))]
        return out

    state = eog(0, "IMG_2041.JPG", 3, 27, "18%")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('alt', 'enter')
"""), eog(1, "IMG_2041.JPG", 3, 27, "18%", props("IMG_2041.JPG", "General"))))
    turns.append((code("""
import pyautogui
pyautogui.click(823, 255)   # Metadata tab
"""), eog(2, "IMG_2041.JPG", 3, 27, "18%", props("IMG_2041.JPG", "Metadata"))))
    turns.append((code("""
import pyautogui
pyautogui.click(801, 785)   # Next
"""), eog(3, "IMG_2042.JPG", 4, 27, "18%", props("IMG_2042.JPG", "Metadata"))))
    turns.append((code("""
import pyautogui
pyautogui.click(1140, 785)  # Close
pyautogui.press('delete')   # move IMG_2042.JPG to the trash
"""), eog(4, "IMG_2043.JPG", 4, 26, "13%")))
    turns.append((code("""
import pyautogui
pyautogui.press('left')
pyautogui.hotkey('alt', 'enter')
"""), eog(5, "IMG_2041.JPG", 3, 26, "18%", props("IMG_2041.JPG", "Metadata"))))
    turns.append((code("""
import pyautogui
pyautogui.click(1000, 600)
pyautogui.hotkey('ctrl', 'plus')
"""), eog(6, "IMG_2041.JPG", 3, 26, "25%", props("IMG_2041.JPG", "Metadata", "2023:08:14 17:25:09"))))
    rs.add(TASK, "h62-os-20", system("In Image Viewer check when IMG_2041.JPG and IMG_2042.JPG of site_visit_2023 were taken, delete the blurry IMG_2042.JPG, and zoom in on IMG_2041.JPG."),
           turns, state=state, bad=True, turn=6,
           kind="IMG_2041.JPG's EXIF Date/Time read 2023:08:14 17:52:09 (turns 2 and 5) but shows 17:25:09 after only zooming in.")


# ---------------------------------------------------------------- GNOME Settings
SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def gsettings(title: str, panel: str, body: list[str], extra: list[str] | None = None, back: bool = False) -> list[str]:
    out = [n("frame", "Settings", "", (70, 27), (1850, 1053)), n("toggle-button", "Search", "", (80, 34), (34, 34)),
           n("label", "", "Settings", (180, 40), (120, 20)), n("push-button", "Main menu", "", (320, 34), (34, 34)),
           n("label", "", title, (1000, 40), (300, 20))]
    if back:
        out.append(n("push-button", "Back", "", (470, 34), (34, 34)))
    for k, p in enumerate(SETTINGS_PANELS):
        out.append(n("list-item", p, "", (78, 80 + 38 * k), (350, 36), desc="selected" if p == panel else ""))
    return out + body + (extra or [])


def row(label: str, value: str, y: int, kind: str = "label", desc: str = "") -> list[str]:
    out = [n("label", "", label, (700, y + 12), (500, 20))]
    if kind == "switch":
        out.append(n("toggle-button", label, "", (1500, y + 6), (50, 30), desc=desc))
    elif kind == "combo":
        out.append(n("combo-box", label, value, (1300, y + 4), (250, 34)))
    elif kind == "link":
        out.append(n("label", "", value, (1300, y + 12), (220, 20)))
        out.append(n("push-button", label, "", (700, y), (860, 44)))
    else:
        out.append(n("label", "", value, (1300, y + 12), (250, 20)))
    return out


def t21(rs: RowSet) -> None:
    ck = clocks("Dec 2", 9, 40, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    tray_off = ("Wired Connected", "Volume", "System Status")
    tray_on = ("Wired Connected", "VPN", "Volume", "System Status")

    def view(i: int, title: str, panel: str, body: list[str], vpn: bool, extra: list[str] | None = None, back: bool = False) -> str:
        return screen(ck[i], gsettings(title, panel, body, extra, back), tray=tray_on if vpn else tray_off)

    appear = (row("Style", "", 100) + [n("radio-button", "Light", "", (760, 150), (200, 130), desc="checked"),
                                       n("radio-button", "Dark", "", (1000, 150), (200, 130))]
              + row("Color", "Orange", 300, "combo") + row("Desktop Icons", "", 360)
              + row("Show Personal folder", "", 400, "switch", "checked") + row("Position of new icons", "Bottom Right", 450, "combo"))
    state = view(0, "Appearance", "Appearance", appear, False)

    def network(vpn_on: bool) -> list[str]:
        return ([n("label", "", "Wired", (700, 100), (200, 24)), n("push-button", "Add wired connection", "", (1520, 96), (34, 34))]
                + row("Connected - 1000 Mb/s", "", 140, "switch", "checked") + [n("push-button", "Wired settings", "", (1450, 146), (34, 34))]
                + [n("label", "", "VPN", (700, 220), (200, 24)), n("push-button", "Add VPN", "", (1520, 216), (34, 34))]
                + row("halvorsen-vpn", "", 260, "switch", "checked" if vpn_on else "")
                + ([n("label", "", "Connected", (900, 272), (120, 20))] if vpn_on else [])
                + [n("push-button", "halvorsen-vpn settings", "", (1450, 266), (34, 34))]
                + row("Network Proxy", "Off", 340, "link"))

    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(253, 98)    # Network
"""), view(1, "Network", "Network", network(False), False)))
    details = dialog("Wired", (610, 180), (700, 620), [
        *[n("page-tab", t, "", (640 + 120 * k, 220), (116, 32), desc="selected" if t == "Details" else "")
          for k, t in enumerate(["Details", "Identity", "IPv4", "IPv6", "Security"])],
        *[x for k, (a, b) in enumerate([("Link speed", "1000 Mb/s"), ("IPv4 Address", "192.168.1.47"),
                                        ("IPv6 Address", "fe80::5054:ff:fe8a:3f12"), ("Hardware Address", "52:54:00:8A:3F:12"),
                                        ("Default Route", "192.168.1.1"), ("DNS", "192.168.1.1 8.8.8.8")])
          for x in (n("label", "", a, (660, 290 + 36 * k), (200, 20)), n("label", "", b, (900, 290 + 36 * k), (360, 20)))],
        n("check-box", "Connect automatically", "", (660, 540), (260, 20), desc="checked"),
        n("check-box", "Make available to other users", "", (660, 570), (260, 20), desc="checked"),
        n("push-button", "Remove Connection Profile", "", (660, 740), (240, 32)),
        n("push-button", "Cancel", "", (1130, 190), (80, 32)), n("push-button", "Apply", "", (1216, 190), (80, 32))])
    turns.append((code("""
import pyautogui
pyautogui.click(1467, 163)  # Wired settings gear
"""), view(2, "Network", "Network", network(False), False, details)))
    turns.append((code("""
import pyautogui
pyautogui.click(1170, 206)  # Cancel
pyautogui.click(1525, 281)  # halvorsen-vpn switch
pyautogui.sleep(4)
"""), view(3, "Network", "Network", network(True), True)))
    priv = []
    for k, (t, v) in enumerate([("Connectivity", ""), ("Location Services", "Off"), ("Thunderbolt", ""),
                                ("File History & Trash", ""), ("Screen", ""), ("Diagnostics", "")]):
        priv += row(t, v, 100 + 56 * k, "link")
    turns.append((code("""
import pyautogui
pyautogui.click(253, 402)   # Privacy
"""), view(4, "Privacy", "Privacy", priv, True)))

    def screen_page(blank: str) -> list[str]:
        return (row("Blank Screen Delay", blank, 100, "combo")
                + [n("label", "", "Period of inactivity after which the screen will go blank.", (700, 136), (600, 18))]
                + row("Automatic Screen Lock", "", 180, "switch", "checked")
                + row("Automatic Screen Lock Delay", "Screen Turns Off", 236, "combo")
                + row("Lock Screen Notifications", "", 292, "switch", "checked"))

    turns.append((code("""
import pyautogui
pyautogui.click(1130, 346)  # Screen
"""), view(5, "Screen", "Privacy", screen_page("5 minutes"), True, back=True)))
    turns.append((code("""
import pyautogui
pyautogui.click(1425, 121)  # Blank Screen Delay
pyautogui.click(1425, 300)  # 10 minutes
"""), view(6, "Screen", "Privacy", screen_page("10 minutes"), True, back=True)))

    def history(auto_trash: bool) -> list[str]:
        return (row("File History", "", 100, "switch", "checked") + row("File History Duration", "30 days", 156, "combo")
                + [n("push-button", "Clear History\u2026", "", (1380, 220), (170, 34))]
                + [n("label", "", "Trash & Temporary Files", (700, 290), (300, 24))]
                + row("Automatically Delete Trash Content", "", 330, "switch", "checked" if auto_trash else "")
                + row("Automatically Delete Temporary Files", "", 386, "switch", "")
                + row("Automatically Delete Period", "30 days", 442, "combo")
                + [n("push-button", "Empty Trash\u2026", "", (700, 520), (170, 34)),
                   n("push-button", "Delete Temporary Files\u2026", "", (1340, 520), (210, 34))])

    turns.append((code("""
import pyautogui
pyautogui.click(487, 51)    # Back
pyautogui.click(1130, 290)  # File History & Trash
"""), view(7, "File History & Trash", "Privacy", history(False), True, back=True)))
    turns.append((code("""
import pyautogui
pyautogui.click(1525, 351)  # Automatically Delete Trash Content
"""), view(8, "File History & Trash", "Privacy", history(True), True, back=True)))

    def defaults(photos: str) -> list[str]:
        out = []
        for k, (t, v) in enumerate([("Web", "Google Chrome"), ("Mail", "Thunderbird Mail"), ("Calendar", "Thunderbird Mail"),
                                    ("Music", "Rhythmbox"), ("Video", "Videos"), ("Photos", photos)]):
            out += row(t, v, 100 + 56 * k, "combo")
        return out

    turns.append((code("""
import pyautogui
pyautogui.click(253, 934)   # Default Applications
"""), view(9, "Default Applications", "Default Applications", defaults("Image Viewer"), True)))
    turns.append((code("""
import pyautogui
pyautogui.click(1425, 401)  # Photos
pyautogui.click(1425, 470)  # GNU Image Manipulation Program
"""), view(10, "Default Applications", "Default Applications", defaults("GNU Image Manipulation Program"), True)))

    def a11y(large: bool) -> list[str]:
        out = row("Always Show Accessibility Menu", "", 100, "switch", "")
        out += [n("label", "", "Seeing", (700, 160), (200, 22))]
        for k, (t, v, kind, d) in enumerate([("High Contrast", "", "switch", ""), ("Large Text", "", "switch", "checked" if large else ""),
                                             ("Cursor Size", "Default", "link", ""), ("Zoom", "Off", "link", ""),
                                             ("Screen Reader", "Off", "link", ""), ("Sound Keys", "Off", "link", "")]):
            out += row(t, v, 190 + 50 * k, kind, d)
        out += [n("label", "", "Hearing", (700, 500), (200, 22))] + row("Visual Alerts", "Off", 530, "link")
        out += [n("label", "", "Typing", (700, 600), (200, 22))]
        for k, (t, v) in enumerate([("Screen Keyboard", ""), ("Repeat Keys", "On"), ("Cursor Blinking", "On"), ("Typing Assist (AccessX)", "Off")]):
            out += row(t, v, 630 + 50 * k, "switch" if t == "Screen Keyboard" else "link")
        out += [n("label", "", "Pointing & Clicking", (700, 840), (200, 22))]
        for k, (t, v) in enumerate([("Mouse Keys", ""), ("Locate Pointer", ""), ("Click Assist", "Off"), ("Double-Click Delay", "400 ms")]):
            out += row(t, v, 870 + 44 * k, "switch" if not v else "link")
        return out

    turns.append((code("""
import pyautogui
pyautogui.click(253, 858)   # Accessibility
"""), view(11, "Accessibility", "Accessibility", a11y(False), True)))
    turns.append((code("""
import pyautogui
pyautogui.click(1525, 261)  # Large Text
"""), view(12, "Accessibility", "Accessibility", a11y(True), True)))
    rs.add(TASK, "h62-os-21", system("In Settings check the wired connection details, connect the halvorsen VPN, set the screen blank delay to 10 minutes, auto-delete trash, make GIMP the default photo app, and turn on Large Text."),
           turns, state=state)


# ---------------------------------------------------------------- 22 Ubuntu Software (contradiction: clock goes backwards)
def t22(rs: RowSet) -> None:
    ck = clocks("May 14", 15, 36, [1, 1, 1, 2, 1, 1, -4, 1, 1])
    # ck[6] = 15:43, ck[7] = 15:39: the top-bar clock runs backwards at turn 7

    def sw(i: int, tab: str | None, body: list[str], back: bool = False, search: str | None = None) -> str:
        out = [n("frame", "Ubuntu Software", "", (70, 27), (1850, 1053))]
        if back:
            out.append(n("push-button", "Back", "", (80, 34), (34, 34)))
        out.append(n("toggle-button", "Search", "", (120, 34), (34, 34), desc="checked" if search is not None else ""))
        for k, t in enumerate(["Explore", "Installed", "Updates"]):
            out.append(n("radio-button", t, "", (840 + 120 * k, 34), (116, 34), desc="checked" if t == tab else ""))
        out.append(n("push-button", "Main menu", "", (1860, 34), (34, 34)))
        if search is not None:
            out.append(n("entry", "Search", search, (700, 80), (520, 34)))
        return screen(ck[i], out + body)

    explore = ([n("heading", "Editor's Picks", "", (400, 130), (300, 28))]
               + [n("push-button", a, s, (400 + 280 * k, 170), (270, 120)) for k, (a, s) in
                  enumerate([("Spotify", "Music for everyone"), ("Slack", "Team communication"), ("Postman", "API platform"),
                             ("Blender", "3D creation suite")])]
               + [n("heading", "Categories", "", (400, 330), (300, 28))]
               + [n("push-button", c, "", (400 + 190 * (k % 6), 370 + 60 * (k // 6)), (180, 50)) for k, c in
                  enumerate(["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Art", "Music", "Office", "Science", "Utilities", "Security"])])
    state = sw(0, "Explore", explore)
    results = [("Remmina", "Connect to remote desktops"), ("KRDC", "Remote Desktop Client"),
               ("TigerVNC Viewer", "Connect to VNC server and display remote desktop"), ("Vinagre", "Access remote desktops")]
    rlist = [n("push-button", a, s, (400, 130 + 90 * k), (1120, 84)) for k, (a, s) in enumerate(results)]
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(137, 51)   # Search
pyautogui.write('remmina')
pyautogui.sleep(2)
"""), sw(1, None, rlist, search="remmina")))

    def details(state_: str, progress: str | None = None) -> list[str]:
        out = [n("heading", "Remmina", "", (500, 110), (400, 34)), n("label", "", "Connect to remote desktops", (500, 150), (500, 20)),
               n("combo-box", "Source", "Snap Store (latest/stable)", (1320, 110), (260, 34))]
        if state_ == "install":
            out.append(n("push-button", "Install", "", (500, 190), (120, 36)))
        elif state_ == "installing":
            out += [n("progress-bar", "", progress or "", (500, 196), (300, 16)), n("label", "", "Installing\u2026", (810, 194), (200, 20)),
                    n("push-button", "Cancel", "", (1020, 190), (100, 36))]
        else:
            out += [n("push-button", "Open", "", (500, 190), (100, 36)), n("push-button", "Uninstall", "", (606, 190), (40, 36))]
        facts = [("Version", "1.4.35+git20240508.5ba4e4b4"), ("Updated", "May 8, 2024"), ("Category", "Internet"),
                 ("License", "GPL-2.0+"), ("Developer", "Remmina"), ("Source", "snapcraft.io")]
        facts.append(("Installed Size", "148.2 MB") if state_ == "installed" else ("Download Size", "42.9 MB"))
        for k, (a, b) in enumerate(facts):
            out += [n("label", "", a, (500, 600 + 32 * k), (200, 20)), n("label", "", b, (720, 600 + 32 * k), (400, 20))]
        return out

    turns.append((code("""
import pyautogui
pyautogui.click(960, 172)  # Remmina
"""), sw(2, None, details("install"), back=True)))
    turns.append((code("""
import pyautogui
pyautogui.click(560, 208)  # Install
pyautogui.sleep(3)
"""), sw(3, None, details("installing", "34%"), back=True)))
    turns.append((code("""
import pyautogui
pyautogui.sleep(40)
"""), sw(4, None, details("installed"), back=True)))
    installed = [("Document Scanner", "2.3 MB"), ("Firefox", "254.1 MB"), ("Image Viewer", "8.0 MB"),
                 ("Remmina", "148.2 MB"), ("Snap Store", "24.6 MB"), ("Thunderbird Mail", "228.7 MB"), ("Visual Studio Code", "356.4 MB")]
    ilist = ([n("heading", "Applications", "", (400, 120), (300, 28))]
             + [x for k, (a, s) in enumerate(installed) for x in
                (n("push-button", a, s, (400, 160 + 64 * k), (1120, 60)), n("push-button", "Uninstall", "", (1420, 172 + 64 * k), (90, 34)))])
    turns.append((code("""
import pyautogui
pyautogui.click(960, 51)   # Installed
"""), sw(5, "Installed", ilist)))
    ups = [("Firefox", "131.0.3-1 \u2192 132.0-1", "72.5 MB"), ("Thunderbird Mail", "128.3.1esr-1 \u2192 128.4.0esr-1", "81.2 MB"),
           ("Snap Store", "41.3-77-g7dc86c8 \u2192 41.3-80-g4f3c7e6", "11.9 MB")]
    ulist = ([n("label", "", "Last checked: 17 minutes ago", (400, 110), (400, 20)), n("push-button", "Refresh", "", (1480, 100), (40, 34)),
              n("heading", "Updates", "", (400, 150), (300, 28)), n("push-button", "Update All", "", (1400, 146), (120, 34))]
             + [n("push-button", a, f"{v}  \u00b7  {s}", (400, 190 + 64 * k), (1120, 60)) for k, (a, v, s) in enumerate(ups)])
    turns.append((code("""
import pyautogui
pyautogui.click(1080, 51)  # Updates
"""), sw(6, "Updates", ulist)))
    prog = ([n("label", "", "Last checked: 17 minutes ago", (400, 110), (400, 20)),
             n("heading", "Updates", "", (400, 150), (300, 28)), n("push-button", "Cancel", "", (1400, 146), (120, 34))]
            + [n("push-button", a, f"{v}  \u00b7  {s}", (400, 190 + 64 * k), (1120, 60)) for k, (a, v, s) in enumerate(ups)]
            + [n("label", "", st_, (1200, 212 + 64 * k), (200, 20)) for k, st_ in enumerate(["Downloading 41%", "Pending", "Pending"])])
    turns.append((code("""
import pyautogui
pyautogui.click(1460, 163)  # Update All
pyautogui.sleep(2)
"""), sw(7, "Updates", prog)))
    done = [n("label", "", "Last checked: just now", (400, 110), (400, 20)), n("push-button", "Refresh", "", (1480, 100), (40, 34)),
            n("image", "", "", (900, 300), (120, 120)), n("heading", "Up to Date", "", (860, 440), (200, 30)),
            n("label", "", "3 updates installed: Firefox, Thunderbird Mail, Snap Store", (760, 480), (440, 20))]
    turns.append((code("""
import pyautogui
pyautogui.sleep(60)
"""), sw(8, "Updates", done)))
    turns.append((code("""
import pyautogui
pyautogui.click(840 + 58, 51)  # Explore
"""), sw(9, "Explore", explore)))
    rs.add(TASK, "h62-os-22", system("Install Remmina from Ubuntu Software, confirm it is listed under Installed, apply all pending updates, and return to Explore."),
           turns, state=state, bad=True, turn=7,
           kind="The top-bar clock read May 14 15:43 at turn 6 but shows 15:39 at turn 7, running backwards while the updates start.")


TRAJ = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in TRAJ:
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
