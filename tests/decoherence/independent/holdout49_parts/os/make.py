# ruff: noqa: E501
"""Held-out set h49, domain ``os``: 22 Ubuntu GNOME desktop trajectories driven by pyautogui / app-helper code.

Every observation is the desktop accessibility tree as OSWorld prints it (tag, name, text, class,
description, position, size). Eleven trajectories hold exactly one contradiction (labelled with the
1-based turn whose observation first conflicts with an earlier one); eleven are clean but full of
legitimate changes (edits, renames, deletions, new process ids, moving clocks and counters, re-sorted
lists, the same value in another format). Everything is deterministic: screens are rendered from a
small state that each action updates.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

SYSTEM = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given:
1. **Historical Context**: Previous interactions in the same trajectory
2. **Task Instruction**: The user goal for the desktop task
3. **Current State**: The visible desktop accessibility tree
4. **Action**: The Python code executed in the environment

## Task Instruction

{task}

## State Modeling Rules

- The state is the linearized accessibility tree: one node per line, tab-separated columns `tag`, `name`, `text`, `class`, `description`, `position (top-left x&y)`, `size (w&h)`, under a header line
- Preserve the original state format exactly
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Track open windows, files, UI selections, and application state across turns

## Action Space

The action is a free-form **Python code block** (pyautogui calls, app helper classes such as CalcTools, WriterTools, ImpressTools, VLCTools, BrowserTools, or arbitrary `subprocess` / `os` calls). The executed code itself is the authoritative description of what happened; ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary."""

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def E(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0,
      cls: str = "", desc: str = "") -> str:
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


class Clock:
    """The top-bar clock of one trajectory; each observation advances it by a few seconds or minutes."""

    def __init__(self, day: str, hour: int, minute: int) -> None:
        self.day, self.t = day, hour * 60 + minute

    def tick(self, minutes: int = 0) -> str:
        self.t += minutes
        return self.now

    @property
    def now(self) -> str:
        return f"{self.day}  {self.t // 60:02d}:{self.t % 60:02d}"

    @property
    def hm(self) -> str:
        return f"{self.t // 60:02d}:{self.t % 60:02d}"


def desk(clock: str, app: str, body: list[str], extra: tuple[str, ...] = ()) -> str:
    rows = [E("label", "Home", "", 1833, 1037, 40, 17),
            E("push-button", "Activities", "Activities", 0, 0, 99, 27),
            E("menu", app, "", 100, 0, 10 + 9 * len(app), 27),
            E("label", "", clock, 884, 0, 152, 27),
            E("menu", "System", "", 1740, 0, 180, 27)]
    y = 33
    for n in DOCK + list(extra):
        rows.append(E("push-button", n, "", 0, y, 70, 64))
        y += 68
    rows.append(E("toggle-button", "Show Applications", "", 0, 1013, 70, 64))
    return "\n".join([HDR] + rows + body)


CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def lo_menus(names: list[str], y: int = 54) -> list[str]:
    out, x = [], 70
    for m in names:
        out.append(E("menu", m, "", x, y, 12 + 8 * len(m), 22))
        x += 16 + 8 * len(m)
    return out


def system(task: str) -> str:
    return SYSTEM.format(task=task)


# ---------------------------------------------------------------- 01 Calc (clean)
def t01(rs: RowSet) -> None:
    task = ("Fix the Q3 travel expenses workbook (~/Documents/travel_expenses_Q3.xlsx): correct R. Haddad's 2 Aug hotel "
            "amount to 412.80, rename Sheet1 to 'Q3 Expenses', show amounts as euros, add the 27 Sep taxi receipt "
            "(M. Okafor, 36.50) on row 10 and save it in xlsx format.")
    ck = Clock("Oct 21", 9, 14)
    data = [["2024-07-03", "A. Lindqvist", "Flight", 1180.00], ["2024-07-03", "A. Lindqvist", "Taxi", 96.40],
            ["2024-07-18", "R. Haddad", "Hotel", 640.75], ["2024-08-02", "R. Haddad", "Hotel", 248.30],
            ["2024-08-14", "M. Okafor", "Meals", 57.20], ["2024-08-29", "J. Brennan", "Rail", 129.60],
            ["2024-09-09", "J. Brennan", "Meals", 33.90], ["2024-09-19", "M. Okafor", "Flight", 412.00],
            ["", "", "", None]]
    st = {"sel": "A1", "sheet": "Sheet1", "euro": False, "mod": False, "dlg": False}

    def fmt(v: float | None) -> str:
        if v is None:
            return ""
        return f"€ {v:,.2f}" if st["euro"] else f"{v:.2f}"

    def raw(cell: str) -> str:
        col, r = cell[0], int(cell[1:])
        if cell == "D11":
            return "=SUM(D2:D10)"
        if r == 1:
            return {"A": "Date", "B": "Employee", "C": "Category", "D": "Amount (EUR)"}[col]
        if r == 11:
            return "Total" if col == "A" else ""
        v = data[r - 2]["ABCD".index(col)]
        if v is None:
            return ""
        return f"{v:g}" if isinstance(v, float) else v

    def total() -> float:
        return round(sum(r[3] for r in data if r[3] is not None), 2)

    def render() -> str:
        b = [E("frame", "travel_expenses_Q3.xlsx - LibreOffice Calc", "", 70, 27, 1850, 1053)]
        b += lo_menus(CALC_MENUS)
        b += [E("push-button", "Save", "", 150, 82, 32, 30, desc="Save (Ctrl+S)"),
              E("push-button", "Undo", "", 420, 82, 32, 30, desc="Undo (Ctrl+Z)"),
              E("combo-box", "Font Name", "Liberation Sans", 78, 118, 180, 26),
              E("combo-box", "Font Size", "10 pt", 262, 118, 62, 26),
              E("combo-box", "Name Box", st["sel"], 78, 152, 110, 26),
              E("text", "Input line", raw(st["sel"]), 262, 152, 1640, 26)]
        xs = {"A": 152, "B": 266, "C": 380, "D": 494}
        for r in range(1, 12):
            for col in "ABCD":
                cell = f"{col}{r}"
                if r == 1 or (r == 11 and col != "D"):
                    txt = raw(cell)
                elif r == 11:
                    txt = fmt(total())
                else:
                    v = data[r - 2]["ABCD".index(col)]
                    txt = fmt(v) if col == "D" else (v or "")
                b.append(E("table-cell", cell, txt, xs[col], 186 + 17 * r, 114, 17))
        b += [E("page-tab", st["sheet"], "", 148, 975, 12 + 8 * len(st["sheet"]), 24),
              E("page-tab", "Rates", "", 176 + 8 * len(st["sheet"]), 975, 52, 24),
              E("label", "", "Sheet 1 of 2", 78, 1003, 110, 20),
              E("label", "", "Default", 330, 1003, 90, 20),
              E("label", "", "English (USA)", 520, 1003, 110, 20)]
        sel = st["sel"]
        if sel[0] == "D" and 2 <= int(sel[1:]) <= 11:
            r = int(sel[1:])
            v = total() if r == 11 else data[r - 2][3]
            b.append(E("label", "", f"Sum={fmt(v)}" if v is not None else "", 1180, 1003, 180, 20))
        else:
            b.append(E("label", "", "Average: ; Sum: 0", 1180, 1003, 180, 20))
        b.append(E("push-button", "", "", 1500, 1003, 20, 20,
                   desc="The document has been modified. Click to save the document." if st["mod"]
                   else "The document has not been modified since the last save."))
        b.append(E("slider", "Zoom", "100%", 1700, 1003, 150, 20))
        if st["dlg"]:
            b += [E("dialog", "Keep current format", "", 710, 420, 500, 190),
                  E("label", "", "Use Excel 2007-365!", 740, 450, 420, 18),
                  E("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", 740, 474, 440, 54),
                  E("check-box", "Ask when not saving in ODF or default format", "", 740, 536, 360, 22),
                  E("push-button", "Use Excel 2007-365!", "", 860, 570, 170, 30),
                  E("push-button", "Use ODF Format!", "", 1040, 570, 150, 30)]
        return desk(ck.now, "LibreOffice Calc", b)

    state = render()
    turns = []
    st["sel"] = "D5"
    ck.tick(0)
    turns.append((code("pyautogui.click(551, 279)"), render()))
    data[3][3] = 412.80
    st["mod"] = True
    turns.append((code('CalcTools.set_cell_value("D5", 412.80)'), render()))
    st["sheet"] = "Q3 Expenses"
    ck.tick(1)
    turns.append((code('CalcTools.rename_sheet("Sheet1", "Q3 Expenses")'), render()))
    st["euro"] = True
    turns.append((code('CalcTools.set_number_format("D2:D11", "[$€-x-euro-1] #,##0.00")'), render()))
    data[8] = ["2024-09-27", "M. Okafor", "Taxi", 36.50]
    ck.tick(1)
    turns.append((code('CalcTools.set_cell_value("A10", "2024-09-27")\nCalcTools.set_cell_value("B10", "M. Okafor")\n'
                       'CalcTools.set_cell_value("C10", "Taxi")\nCalcTools.set_cell_value("D10", 36.5)'), render()))
    st["sel"] = "D11"
    turns.append((code("pyautogui.click(551, 381)"), render()))
    st["dlg"] = True
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), render()))
    st["dlg"], st["mod"] = False, False
    turns.append((code("pyautogui.click(945, 585)"), render()))
    rs.add("os", "h49-os-01", system(task), turns, state=state)


# ---------------------------------------------------------------- 02 Writer (bad: word count)
def t02(rs: RowSet) -> None:
    task = ("In ~/Documents/field_report_2024.odt set 1.5 line spacing, add centred page numbers in the footer, make the "
            "'Site Conditions and Access' heading upper case, save, and report the word count from File > Properties.")
    ck = Clock("Nov 04", 14, 37)
    paras = [
        ("Heading 2", "Site Conditions and Access"),
        ("Text Body", "The northern approach to the culvert at chainage 2+340 was passable only on foot after the storm of 17 September; the gravel track had washed out over a length of roughly 60 m."),
        ("Text Body", "Access for the drill rig was therefore arranged through the Kerrigan farm gate, with the landowner's written consent dated 19 September 2024."),
        ("Text Body", "Groundwater was encountered in BH-03 at 2.45 m below ground level and rose to 1.90 m within twenty minutes, indicating a confined layer beneath the clay."),
        ("Heading 2", "Sampling Programme"),
        ("Text Body", "Twenty-two disturbed samples and six U100 tubes were recovered from four boreholes. Table 3 lists depths, descriptions and the laboratory reference for each sample."),
        ("Text Body", "Two tubes from BH-02 showed poor recovery (below 60 %) and were logged as disturbed."),
        ("Heading 2", "Preliminary Observations"),
    ]
    st = {"pages": 4, "page": 2, "spacing": 1.0, "footer": False, "sel": False, "upper": False, "mod": False,
          "dlg": None, "saved": None}
    words = "1,872 words, 11,406 characters"

    def render(word_stat: str = "1,872") -> str:
        b = [E("frame", "field_report_2024.odt - LibreOffice Writer", "", 70, 27, 1850, 1053)]
        b += lo_menus(WRITER_MENUS)
        b += [E("push-button", "Save", "", 150, 82, 32, 30, desc="Save (Ctrl+S)"),
              E("combo-box", "Paragraph Style", "Heading 2" if st["sel"] else "Text Body", 78, 118, 160, 26),
              E("combo-box", "Font Name", "Liberation Sans" if st["sel"] else "Liberation Serif", 242, 118, 180, 26),
              E("combo-box", "Font Size", "14 pt" if st["sel"] else "12 pt", 426, 118, 62, 26),
              E("document-text", "field_report_2024.odt", "", 560, 168, 816, 800)]
        step = 22 if st["spacing"] == 1.0 else 33
        y = 210 if st["page"] == 2 else 186
        visible = paras if st["page"] == 2 else [
            ("Text Body", "Standpipe readings taken on 2 October confirmed a steady level of 1.85 m in BH-03."),
            ("Text Body", "The upper clay is firm to stiff, brown mottled grey, with occasional rootlets to 0.8 m."),
            ("Heading 2", "Recommendations"),
            ("Text Body", "A second round of monitoring should be carried out before the detailed design of the culvert headwalls is finalised."),
        ]
        for style, text in visible:
            if style == "Heading 2":
                text = text.upper() if (st["upper"] and text == "Site Conditions and Access") else text
                b.append(E("heading", "", text, 656, y, 624, 26))
                y += 26 + step
            else:
                lines = 1 + len(text) // 96
                b.append(E("paragraph", "", text, 656, y, 624, lines * step))
                y += lines * step + 12
            if y > 900:
                break
        if st["footer"]:
            b.append(E("section", "Footer (Default Page Style)", "", 656, 926, 624, 24))
            b.append(E("paragraph", "", str(st["page"]), 962, 930, 12, 18))
        stat = "Selected: 4 words, 26 characters" if st["sel"] else words
        b += [E("label", "", f"Page {st['page']} of {st['pages']}", 78, 1003, 120, 20),
              E("label", "", stat, 230, 1003, 260, 20),
              E("label", "", "Default Page Style", 520, 1003, 150, 20),
              E("label", "", "English (UK)", 700, 1003, 110, 20),
              E("push-button", "", "", 1500, 1003, 20, 20,
                desc="The document has been modified. Click to save the document." if st["mod"]
                else "The document has not been modified since the last save."),
              E("slider", "Zoom", "100%", 1700, 1003, 150, 20)]
        if st["dlg"]:
            b += [E("dialog", "Properties of “field_report_2024.odt”", "", 640, 240, 640, 560)]
            for i, tab in enumerate(["General", "Description", "Custom Properties", "Security", "Font", "Statistics"]):
                b.append(E("page-tab", tab, "", 660 + 98 * i, 270, 94, 26))
            if st["dlg"] == "General":
                b += [E("text", "Name", "field_report_2024.odt", 800, 320, 440, 24),
                      E("label", "", "Type:", 670, 360, 100, 18), E("label", "", "OpenDocument Text", 800, 360, 300, 18),
                      E("label", "", "Location:", 670, 386, 100, 18), E("label", "", "/home/user/Documents", 800, 386, 300, 18),
                      E("label", "", "Size:", 670, 412, 100, 18), E("label", "", "49.4 kB (49,367 bytes)", 800, 412, 300, 18),
                      E("label", "", "Created:", 670, 452, 100, 18), E("label", "", "12/09/2024, 16:02:11, Niamh Doherty", 800, 452, 340, 18),
                      E("label", "", "Modified:", 670, 478, 100, 18), E("label", "", f"04/11/2025, {st['saved']}, Niamh Doherty", 800, 478, 340, 18),
                      E("label", "", "Template:", 670, 504, 100, 18), E("label", "", "", 800, 504, 300, 18),
                      E("label", "", "Printed:", 670, 530, 100, 18), E("label", "", "30/09/2024, 09:41:55, Niamh Doherty", 800, 530, 340, 18),
                      E("label", "", "Total editing time:", 670, 556, 130, 18), E("label", "", "06:48:12", 800, 556, 300, 18),
                      E("label", "", "Revision number:", 670, 582, 130, 18), E("label", "", "23", 800, 582, 300, 18)]
            else:
                stats = [("Pages:", str(st["pages"])), ("Tables:", "2"), ("Images:", "3"), ("OLE objects:", "0"),
                         ("Paragraphs:", "64"), ("Words:", word_stat), ("Characters:", "11,406"),
                         ("Characters excluding spaces:", "9,561"), ("Lines:", "431")]
                for i, (k, v) in enumerate(stats):
                    b += [E("label", "", k, 670, 320 + 26 * i, 200, 18), E("label", "", v, 900, 320 + 26 * i, 120, 18)]
                b.append(E("push-button", "Update", "", 1150, 560, 100, 30))
            b += [E("push-button", "Help", "", 660, 756, 90, 30), E("push-button", "Reset", "", 980, 756, 90, 30),
                  E("push-button", "OK", "", 1080, 756, 90, 30), E("push-button", "Cancel", "", 1180, 756, 90, 30)]
        return desk(ck.now, "LibreOffice Writer", b)

    state = render()
    turns = []
    st["spacing"], st["pages"], st["mod"] = 1.5, 5, True
    turns.append((code("WriterTools.set_line_spacing(1.5)"), render()))
    st["footer"] = True
    ck.tick(1)
    turns.append((code('WriterTools.add_page_numbers("footer", "center")'), render()))
    st["sel"] = True
    turns.append((code("pyautogui.click(760, 223, clicks=3)"), render()))
    st["upper"] = True
    ck.tick(1)
    turns.append((code('WriterTools.change_text_case("upper")'), render()))
    st["sel"], st["page"] = False, 3
    turns.append((code("pyautogui.press('escape')\npyautogui.scroll(-15)"), render()))
    ck.tick(1)
    st["mod"], st["saved"] = False, ck.hm + ":26"
    turns.append((code("WriterTools.save()"), render()))
    st["dlg"] = "General"
    ck.tick(1)
    turns.append((code("pyautogui.click(85, 65)\npyautogui.click(150, 742)"), render()))
    st["dlg"] = "Statistics"
    turns.append((code("pyautogui.click(1150, 283)"), render("1,827")))
    st["dlg"] = None
    ck.tick(1)
    turns.append((code("pyautogui.click(1125, 771)"), render()))
    rs.add("os", "h49-os-02", system(task), turns, state=state, bad=True, turn=8,
           kind="File > Properties > Statistics reports 1,827 words although the status bar showed 1,872 words and only line spacing, page numbers and letter case were changed.")


# ---------------------------------------------------------------- 03 Thunderbird -> Files (bad: moved message back in Inbox)
def t03(rs: RowSet) -> None:
    task = ("Save the PDF attached to Hetzner's October invoice email to ~/Documents/Invoices, move the email into the "
            "'Invoices' folder, then confirm the file in Files.")
    ck = Clock("Nov 03", 9, 51)
    inbox = [
        ["Re: Q4 hull survey schedule", "Priya Raman", "09:48", True],
        ["Invoice R0025314572 (October 2025)", "Hetzner Online GmbH", "07:12", True],
        ["Your parcel is on its way (DPD 15501977482)", "DPD Ireland", "Yesterday 18:30", False],
        ["Crew rota – week 45", "Siobhán Keane", "Yesterday 16:05", True],
        ["[kestrel-ops] Nightly backup report 2025-11-02", "backup@kestrel-marine.ie", "Yesterday 02:14", False],
        ["Minutes: safety committee 29 Oct", "Declan Moore", "31/10/2025 11:20", False],
        ["RE: Quote 2291 – antifouling", "Harbour Chandlery Ltd", "30/10/2025 15:42", True],
        ["Webinar recording: IMO 2025 emissions", "Lloyd's Register", "29/10/2025 10:00", False],
        ["Password expiry notice", "IT Helpdesk", "28/10/2025 08:55", True],
        ["Berth allocation Killybegs – Nov", "Harbour Master Killybegs", "27/10/2025 13:17", False],
    ]
    hetzner = inbox[1]
    invoices = [
        ["Eir Business bill – October 2025", "eir Business", "21/10/2025 06:30", False],
        ["Invoice INV-3318 – Marine Electronics", "Seatronics Ltd", "14/10/2025 12:44", False],
        ["Invoice R0025017733 (September 2025)", "Hetzner Online GmbH", "03/10/2025 07:09", False],
    ]
    st = {"folder": "Inbox", "sel": None, "total": 23, "inv_total": 3, "dlg": None, "menu": False,
          "files": False, "fsel": False, "props": False, "saved": None}
    bodies = {
        "Invoice R0025314572 (October 2025)": ("Hetzner Online GmbH <billing@hetzner.com>", "03/11/2025, 07:12",
            "Dear Eoin Gallagher, please find attached invoice R0025314572 for customer number K0811620543. The amount of € 48.79 will be debited from your account ending 4417 on or after 10/11/2025.",
            "1 attachment: Hetzner_2025-11-03_R0025314572.pdf 87.4 KB"),
        "Your parcel is on its way (DPD 15501977482)": ("DPD Ireland <noreply@dpd.ie>", "02/11/2025, 18:30",
            "Good news! Parcel 15501977482 from Seatronics Ltd will be delivered on Tuesday 04/11/2025 between 10:15 and 11:15.", ""),
        "Re: Q4 hull survey schedule": ("Priya Raman <priya.raman@lr-surveys.com>", "03/11/2025, 09:48",
            "Hi Eoin, the dry-dock slot at Killybegs moved to 18 November; can you confirm the MV Corrib Star will be available from 08:00? Regards, Priya", ""),
    }

    def unread(lst: list[list]) -> int:
        return sum(1 for m in lst if m[3])

    def render(show_hetzner_again: bool = False) -> str:
        title = f"{st['folder']} - Mozilla Thunderbird"
        b = [E("frame", title, "", 70, 27, 1850, 1053)]
        for i, m in enumerate(["File", "Edit", "View", "Go", "Message", "Events and Tasks", "Tools", "Help"]):
            b.append(E("menu", m, "", 78 + 70 * i, 60, 64, 22))
        b += [E("push-button", "Get Messages", "", 78, 90, 110, 30), E("push-button", "Write", "", 192, 90, 80, 30),
              E("entry", "Search <Ctrl+K>", "", 1400, 90, 380, 30)]
        folders = [("eoin.gallagher@kestrel-marine.ie", 0), ("Inbox", unread(inbox)), ("Drafts", 0), ("Sent", 0),
                   ("Archives", 0), ("Invoices", unread(invoices)), ("Junk", 0), ("Trash", 0), ("Local Folders", 0)]
        for i, (f, n) in enumerate(folders):
            b.append(E("tree-item", f + (f" ({n})" if n else ""), "", 78, 140 + 26 * i, 260, 24,
                       desc="selected" if f == st["folder"] else ""))
        lst = inbox if st["folder"] == "Inbox" else invoices
        shown = list(lst)
        if show_hetzner_again and hetzner not in shown:
            shown.insert(1, hetzner)
        for i, m in enumerate(shown):
            d = ("unread" if m[3] else "read") + (", selected" if m[0] == st["sel"] else "")
            b.append(E("table-row", m[0], f"{m[1]} | {m[2]}", 350, 140 + 24 * i, 1560, 24, desc=d))
        if st["sel"]:
            frm, date, body, att = bodies[st["sel"]]
            b += [E("label", "From", frm, 350, 560, 800, 20), E("label", "Subject", st["sel"], 350, 584, 800, 20),
                  E("label", "To", "Eoin Gallagher <eoin.gallagher@kestrel-marine.ie>", 350, 608, 800, 20),
                  E("label", "Date", date, 1700, 560, 200, 20),
                  E("push-button", "Reply", "", 1480, 600, 70, 28), E("push-button", "Forward", "", 1554, 600, 80, 28),
                  E("push-button", "Archive", "", 1638, 600, 76, 28), E("push-button", "Junk", "", 1718, 600, 60, 28),
                  E("push-button", "Delete", "", 1782, 600, 70, 28),
                  E("paragraph", "", body, 350, 650, 1500, 60)]
            if att:
                b += [E("label", "", att, 350, 960, 600, 22), E("push-button", "Save", "", 1780, 958, 70, 26)]
        b += [E("label", "", f"Unread: {unread(lst)}", 1560, 1052, 120, 20),
              E("label", "", f"Total: {st['total'] if st['folder'] == 'Inbox' else st['inv_total']}", 1700, 1052, 120, 20)]
        if st["menu"]:
            for i, it in enumerate(["Open Message in New Tab", "Open Message in New Window", "Reply to Sender", "Reply All",
                                    "Forward", "Tag", "Mark", "Archive", "Move To", "Copy To", "Delete Message", "Save As…", "Print…"]):
                b.append(E("menu-item", it, "", 600, 190 + 26 * i, 240, 24))
        if st["dlg"]:
            b += [E("dialog", "Save Attachment", "", 560, 200, 800, 600),
                  E("text", "Name", "Hetzner_2025-11-03_R0025314572.pdf", 660, 230, 500, 30),
                  E("push-button", "Downloads", "", 700, 280, 120, 28)]
            for i, (n, s, mtime) in enumerate([("crew_rota_w44.xlsx", "18.2 kB", "27 Oct"), ("DPD_label_1550197.pdf", "64.0 kB", "Yesterday"),
                                                ("ubuntu-22.04.5-desktop-amd64.iso", "4.7 GB", "12 Oct"), ("survey_slots.ics", "1.1 kB", "09:02")]):
                b.append(E("table-row", n, f"{s} | {mtime}", 760, 330 + 26 * i, 580, 24))
            b += [E("push-button", "Cancel", "", 580, 210, 80, 30), E("push-button", "Save", "", 1260, 210, 80, 30)]
        if st["files"]:
            b += [E("frame", "Invoices", "", 320, 150, 1280, 760),
                  E("push-button", "Back", "", 340, 160, 34, 34), E("push-button", "Forward", "", 378, 160, 34, 34),
                  E("label", "", "Home", 430, 166, 60, 24), E("label", "", "Documents", 494, 166, 90, 24),
                  E("label", "", "Invoices", 588, 166, 80, 24)]
            for i, side in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]):
                b.append(E("list-item", side, "", 330, 210 + 32 * i, 180, 30))
            files = [("Eir_Business_2025-10.pdf", "212.6 kB", "21 Oct"),
                     ("Hetzner_2025-10-03_R0025017733.pdf", "88.1 kB", "3 Oct"),
                     ("Hetzner_2025-11-03_R0025314572.pdf", "89.5 kB", st["saved"]),
                     ("INV-3318_Seatronics.pdf", "143.9 kB", "14 Oct"),
                     ("vat_q3_summary.ods", "21.7 kB", "8 Oct")]
            for i, (n, s, mt) in enumerate(files):
                b.append(E("table-row", n, f"{s} | {mt}", 530, 230 + 30 * i, 1050, 28,
                           desc="selected" if st["fsel"] and n.startswith("Hetzner_2025-11") else ""))
            if st["fsel"]:
                b.append(E("label", "", "“Hetzner_2025-11-03_R0025314572.pdf” selected  (89.5 kB)", 1280, 880, 300, 24))
        if st["props"]:
            b += [E("dialog", "Hetzner_2025-11-03_R0025314572.pdf Properties", "", 760, 260, 420, 520),
                  E("page-tab", "Basic", "", 780, 290, 90, 28), E("page-tab", "Permissions", "", 874, 290, 110, 28),
                  E("page-tab", "Open With", "", 988, 290, 100, 28),
                  E("text", "Name", "Hetzner_2025-11-03_R0025314572.pdf", 880, 340, 280, 28),
                  E("label", "", "Type", 790, 390, 80, 18), E("label", "", "PDF document (application/pdf)", 880, 390, 280, 18),
                  E("label", "", "Size", 790, 420, 80, 18), E("label", "", "89.5 kB (89,498 bytes)", 880, 420, 280, 18),
                  E("label", "", "Parent Folder", 790, 450, 90, 18), E("label", "", "/home/user/Documents/Invoices", 880, 450, 280, 18),
                  E("label", "", "Accessed", 790, 490, 80, 18), E("label", "", f"3 November 2025, {st['saved']}", 880, 490, 280, 18),
                  E("label", "", "Modified", 790, 520, 80, 18), E("label", "", f"3 November 2025, {st['saved']}", 880, 520, 280, 18)]
        app = "Files" if st["files"] else "Thunderbird Mail"
        return desk(ck.now, app, b)

    state = render()
    turns = []
    st["sel"] = hetzner[0]
    hetzner[3] = False
    turns.append((code("pyautogui.click(620, 176)"), render()))
    st["dlg"] = True
    ck.tick(1)
    turns.append((code("pyautogui.click(1814, 971)"), render()))
    st["dlg"] = None
    ck.tick(1)
    st["saved"] = ck.hm
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('~/Documents/Invoices/Hetzner_2025-11-03_R0025314572.pdf')\npyautogui.press('enter')"), render()))
    st["menu"] = True
    turns.append((code("pyautogui.rightClick(620, 176)"), render()))
    st["menu"] = False
    inbox.remove(hetzner)
    invoices.insert(0, hetzner)
    st["total"], st["inv_total"] = 22, 4
    st["sel"] = "Your parcel is on its way (DPD 15501977482)"
    ck.tick(1)
    turns.append((code("pyautogui.moveTo(720, 401)\npyautogui.moveTo(900, 401)\npyautogui.click(1060, 531)  # Invoices"), render()))
    st["sel"] = inbox[0][0]
    inbox[0][3] = False
    turns.append((code("pyautogui.click(620, 152)"), render(show_hetzner_again=True)))
    st["folder"], st["sel"] = "Invoices", None
    ck.tick(1)
    turns.append((code("pyautogui.click(160, 270)"), render()))
    st["files"] = True
    turns.append((code("import subprocess\nsubprocess.Popen(['nautilus', '/home/user/Documents/Invoices'])"), render()))
    st["fsel"] = True
    ck.tick(1)
    turns.append((code("pyautogui.click(700, 304)"), render()))
    st["props"] = True
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"), render()))
    rs.add("os", "h49-os-03", system(task), turns, state=state, bad=True, turn=6,
           kind="The Hetzner invoice message moved to the Invoices folder in turn 5 is listed in the Inbox again in turn 6.")


# ---------------------------------------------------------------- 04 GIMP (clean)
def t04(rs: RowSet) -> None:
    task = ("Open ~/Pictures/harbor_0917.jpg in GIMP, scale it to 1600 px wide, add the text '© Marta Silva 2025' and "
            "export it as ~/Pictures/harbor_0917_web.jpg at JPEG quality 85.")
    ck = Clock("Sep 18", 16, 3)
    st = {"w": 4032, "h": 3024, "dirty": False, "layers": ["harbor_0917.jpg"], "zoom": "16.7%", "dlg": None,
          "sw": "4032", "shh": "3024", "text_box": False, "ttool": False, "exported": False, "mem": "47.1 MB", "status": ""}

    def render() -> str:
        tag = "(exported)" if st["exported"] else "(imported)"
        n = len(st["layers"])
        title = (("*" if st["dirty"] else "") + f"[harbor_0917] {tag}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                 f"{n} layer{'s' if n > 1 else ''}) {st['w']}x{st['h']} – GIMP")
        b = [E("frame", title, "", 70, 27, 1850, 1053)]
        for i, m in enumerate(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]):
            b.append(E("menu", m, "", 78 + 58 * i, 56, 54, 22))
        for i, tool in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Crop Tool", "Unified Transform Tool",
                                  "Paintbrush Tool", "Eraser Tool", "Text Tool", "Zoom Tool"]):
            b.append(E("toggle-button", tool, "", 78 + 30 * (i % 3), 90 + 30 * (i // 3), 28, 28,
                       desc="pressed" if (tool == "Text Tool" and st["ttool"]) else ""))
        b += [E("label", "", "Font: Sans-serif  Size: 62 px" if st["ttool"] else "Mode: Normal", 78, 200, 220, 18),
              E("drawing-area", "harbor_0917", "", 330, 110, 1396, 842)]
        if st["text_box"]:
            b.append(E("text", "", st["text_box"] if isinstance(st["text_box"], str) else "", 420, 860, 520, 70))
        b += [E("page-tab", "Layers", "", 1740, 110, 60, 24), E("page-tab", "Channels", "", 1802, 110, 70, 24),
              E("combo-box", "Mode", "Normal", 1740, 140, 170, 24), E("spin-button", "Opacity", "100.0", 1740, 168, 170, 24)]
        for i, layer in enumerate(st["layers"]):
            b.append(E("list-item", layer, "", 1740, 200 + 34 * i, 170, 32, desc="selected" if i == 0 else ""))
        b += [E("label", "", "px", 332, 1002, 30, 20), E("combo-box", "Zoom", st["zoom"], 366, 1000, 80, 24),
              E("label", "", st["status"] or f"harbor_0917.jpg ({st['mem']})", 460, 1002, 600, 20)]
        if st["dlg"] == "scale":
            b += [E("dialog", "Scale Image", "", 760, 300, 400, 430),
                  E("spin-button", "Width", st["sw"], 900, 380, 140, 28), E("spin-button", "Height", st["shh"], 900, 412, 140, 28),
                  E("toggle-button", "Chain", "", 1050, 390, 24, 44, desc="pressed"),
                  E("combo-box", "Unit", "px", 900, 446, 60, 26),
                  E("label", "", f"{st['sw']} × {st['shh']} pixels", 900, 480, 220, 18),
                  E("spin-button", "X resolution", "72.000", 900, 510, 120, 28), E("spin-button", "Y resolution", "72.000", 900, 542, 120, 28),
                  E("combo-box", "Interpolation", "Cubic", 900, 600, 200, 28),
                  E("push-button", "Help", "", 780, 690, 70, 30), E("push-button", "Reset", "", 870, 690, 70, 30),
                  E("push-button", "Scale", "", 980, 690, 70, 30), E("push-button", "Cancel", "", 1060, 690, 80, 30)]
        elif st["dlg"] == "export":
            b += [E("dialog", "Export Image", "", 520, 160, 880, 640),
                  E("text", "Name", "harbor_0917_web.jpg", 640, 190, 520, 28),
                  E("push-button", "Pictures", "", 700, 236, 100, 28)]
            for i, (n, s, mt) in enumerate([("harbor_0917.jpg", "5.2 MB", "Yesterday"), ("harbor_0916.jpg", "4.9 MB", "Yesterday"),
                                            ("lighthouse_pano.tif", "138.4 MB", "2 Sep"), ("Screenshots", "", "11 Sep")]):
                b.append(E("table-row", n, f"{s} | {mt}" if s else mt, 740, 280 + 26 * i, 640, 24))
            b += [E("combo-box", "Select File Type (By Extension)", "", 540, 730, 300, 28),
                  E("push-button", "Export", "", 1290, 760, 90, 30), E("push-button", "Cancel", "", 1190, 760, 90, 30)]
        elif st["dlg"] == "jpeg":
            b += [E("dialog", "Export Image as JPEG", "", 760, 260, 400, 520),
                  E("slider", "Quality", st["q"], 790, 300, 340, 26),
                  E("label", "", "File size: unknown", 790, 334, 200, 18),
                  E("check-box", "Show preview in image window", "", 790, 360, 300, 22),
                  E("check-box", "Use quality settings from original image", "", 790, 388, 340, 22),
                  E("push-button", "Advanced Options", "", 790, 420, 160, 26),
                  E("push-button", "Export", "", 1000, 740, 70, 30), E("push-button", "Cancel", "", 1080, 740, 70, 30)]
        return desk(ck.now, "GNU Image Manipulation Program", b)

    state = render()
    turns = []
    st["dlg"] = "scale"
    turns.append((code("pyautogui.click(310, 67)  # Image\npyautogui.click(370, 388)  # Scale Image..."), render()))
    st["sw"], st["shh"] = "1600", "1200"
    turns.append((code("pyautogui.tripleClick(960, 394)\npyautogui.write('1600')\npyautogui.press('tab')"), render()))
    st["dlg"], st["w"], st["h"], st["dirty"], st["mem"] = None, 1600, 1200, True, "11.8 MB"
    ck.tick(1)
    turns.append((code("pyautogui.click(1015, 705)"), render()))
    st["zoom"] = "70.2%"
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'j')"), render()))
    st["text_box"], st["ttool"] = True, True
    ck.tick(1)
    turns.append((code("pyautogui.press('t')\npyautogui.click(430, 870)"), render()))
    st["text_box"] = "© Marta Silva 2025"
    st["layers"].insert(0, "© Marta Silva 2025")
    st["mem"] = "13.9 MB"
    turns.append((code("pyautogui.write('© Marta Silva 2025')"), render()))
    st["dlg"], st["text_box"] = "export", False
    ck.tick(1)
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('shift', 'ctrl', 'e')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('harbor_0917_web.jpg')"), render()))
    st["dlg"], st["q"] = "jpeg", "92"
    turns.append((code("pyautogui.press('enter')"), render()))
    st["dlg"], st["q"], st["exported"] = None, "85", True
    st["status"] = "Image exported to '/home/user/Pictures/harbor_0917_web.jpg'"
    ck.tick(1)
    turns.append((code("pyautogui.tripleClick(1100, 313)\npyautogui.write('85')\npyautogui.press('tab')\npyautogui.click(1035, 755)"), render()))
    rs.add("os", "h49-os-04", system(task), turns, state=state)


# ---------------------------------------------------------------- 05 VLC (clean)
def t05(rs: RowSet) -> None:
    task = ("In VLC, add episodes 112 and 113 from ~/Music/podcasts to the playlist, play episode 112, set 'Continue "
            "playback' to always, lower the volume to 70 %, pause, then skip to episode 113.")
    ck = Clock("Jun 12", 7, 42)
    pl = [["Harbour Lights – ep109: Salt Marsh Carbon", "48:02", "Harbour Lights"],
          ["Harbour Lights – ep110: The Last Lightkeepers", "55:40", "Harbour Lights"],
          ["Harbour Lights – ep111: Storm Surge Models", "44:19", "Harbour Lights"]]
    st = {"cur": None, "t": 0, "playing": False, "vol": 100}

    def mmss(s: int) -> str:
        return f"{s // 60:02d}:{s % 60:02d}"

    def render() -> str:
        cur = pl[st["cur"]] if st["cur"] is not None else None
        title = f"{cur[0]} - VLC media player" if cur else "VLC media player"
        b = [E("frame", title, "", 360, 140, 1200, 760)]
        for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]):
            b.append(E("menu", m, "", 368 + 72 * i, 170, 66, 22))
        b += [E("label", "", "Playlist", 372, 200, 120, 20)]
        for i, (t, d, alb) in enumerate(pl):
            desc = "playing" if i == st["cur"] else ""
            b.append(E("table-row", t, f"{d} | {alb}", 372, 226 + 24 * i, 1176, 24, desc=desc))
        total = sum(int(d.split(":")[0]) * 60 + int(d.split(":")[1]) for _, d, _ in pl)
        b.append(E("label", "", f"{len(pl)} items – {total // 3600}:{total % 3600 // 60:02d}:{total % 60:02d}", 372, 800, 300, 18))
        b += [E("label", "", mmss(st["t"]) if cur else "--:--", 372, 836, 50, 18),
              E("slider", "Position", f"{(100 * st['t'] / (int(cur[1][:2]) * 60 + int(cur[1][3:]))):.1f}%" if cur else "0.0%", 426, 836, 1050, 18),
              E("label", "", cur[1] if cur else "--:--", 1480, 836, 50, 18),
              E("push-button", "Pause the playback" if st["playing"] else "Play", "", 372, 862, 32, 32),
              E("push-button", "Previous media in the playlist, skip backward when held", "", 408, 862, 28, 28),
              E("push-button", "Stop playback", "", 440, 862, 28, 28),
              E("push-button", "Next media in the playlist, skip forward when held", "", 472, 862, 28, 28),
              E("push-button", "Toggle the video in fullscreen", "", 516, 862, 28, 28),
              E("push-button", "Show extended settings", "", 548, 862, 28, 28),
              E("toggle-button", "Toggle playlist", "", 580, 862, 28, 28, desc="pressed"),
              E("toggle-button", "Click to toggle between loop all, loop one and no loop", "", 612, 862, 28, 28),
              E("toggle-button", "Random", "", 644, 862, 28, 28),
              E("push-button", "Mute", "", 1380, 866, 24, 24),
              E("slider", "Volume", f"{st['vol']}%", 1408, 866, 140, 24)]
        return desk(ck.now, "VLC media player", b)

    state = render()
    turns = []
    pl.append(["Harbour Lights – ep112: Tidal Energy with Dr Ruth Okonjo", "52:17", "Harbour Lights"])
    pl.append(["Harbour Lights – ep113: Kelp Farming off Connemara", "47:55", "Harbour Lights"])
    turns.append((code("VLCTools.add_to_playlist('/home/user/Music/podcasts/ep112_tidal_energy.mp3')\n"
                       "VLCTools.add_to_playlist('/home/user/Music/podcasts/ep113_kelp_farming.mp3')"), render()))
    st["cur"], st["playing"], st["t"] = 3, True, 3
    turns.append((code("pyautogui.doubleClick(700, 310)"), render()))
    st["t"] += 38
    ck.tick(1)
    turns.append((code("VLCTools.set_settings({'qt-continue': 2})"), render()))
    st["t"] += 27
    turns.append((code("print_result(VLCTools.get_settings())"), render()))
    st["t"] += 24
    st["vol"] = 70
    turns.append((code("for _ in range(6):\n    pyautogui.hotkey('ctrl', 'down')"), render()))
    st["t"] += 6
    st["playing"] = False
    ck.tick(1)
    turns.append((code("pyautogui.press('space')"), render()))
    st["cur"], st["t"], st["playing"] = 4, 1, True
    turns.append((code("pyautogui.press('n')"), render()))
    rs.add("os", "h49-os-05", system(task), turns, state=state)


# ---------------------------------------------------------------- 06 VS Code (bad: file line changes)
def t06(rs: RowSet) -> None:
    task = ("In VS Code, open config/settings.py of the tidewatch project, change the default LOG_LEVEL from DEBUG to "
            "INFO, save, and run tests/test_settings.py in the integrated terminal.")
    ck = Clock("Feb 26", 11, 5)
    src = ['"""Runtime settings for tidewatch."""', "import os", "from pathlib import Path", "",
           "BASE_DIR = Path(__file__).resolve().parent.parent", 'DATA_DIR = BASE_DIR / "data"', "",
           'STATION_ID = "IE-DUB-0412"', "POLL_INTERVAL_S = 300", "MAX_RETRIES = 4",
           'LOG_LEVEL = os.environ.get("TIDEWATCH_LOG", "DEBUG")', "",
           'API_BASE = "https://erddap.marine.ie/erddap/tabledap"', 'DATASET = "IrishNationalTideGaugeNetwork"',
           "TIMEOUT_S = 12.5", "", "ALERT_THRESHOLD_M = 2.85", "ALERT_RECIPIENTS = [",
           '    "ops@tidewatch.ie",', '    "duty-officer@tidewatch.ie",', "]", ""]
    poller = ['import logging', 'import time', '', 'import requests', '', 'from config import settings', '',
              'log = logging.getLogger("tidewatch.poller")', '', '', 'def fetch_latest(station: str) -> dict:',
              '    url = f"{settings.API_BASE}/{settings.DATASET}.json"', '    params = {"station_id": station, "orderByMax": "time"}',
              '    resp = requests.get(url, params=params, timeout=settings.TIMEOUT_S)', '    resp.raise_for_status()',
              '    return resp.json()["table"]["rows"][-1]']
    st = {"tabs": ["poller.py"], "active": "poller.py", "quick": False, "ln": 1, "col": 1, "dirty": False, "term": []}

    def render() -> str:
        lines = src if st["active"] == "settings.py" else poller
        tabname = ("● " if st["dirty"] and st["active"] == "settings.py" else "") + st["active"]
        b = [E("frame", f"{tabname} - tidewatch - Visual Studio Code", "", 70, 27, 1850, 1053)]
        for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
            b.append(E("menu", m, "", 78 + 70 * i, 30, 64, 24))
        b += [E("label", "", "EXPLORER", 126, 66, 120, 18), E("tree-item", "TIDEWATCH", "", 126, 90, 250, 22)]
        for i, (n, depth) in enumerate([("config", 1), ("__init__.py", 2), ("settings.py", 2), ("data", 1), ("tidewatch", 1),
                                        ("__init__.py", 2), ("poller.py", 2), ("alerts.py", 2), ("tests", 1),
                                        ("test_poller.py", 2), ("test_settings.py", 2), (".gitignore", 1),
                                        ("pyproject.toml", 1), ("README.md", 1)]):
            b.append(E("tree-item", n, "", 126 + 10 * depth, 112 + 22 * i, 240 - 10 * depth, 22,
                       desc="selected" if n == st["active"] else ""))
        for i, t in enumerate(st["tabs"]):
            name = ("● " if st["dirty"] and t == "settings.py" else "") + t
            b.append(E("page-tab", name, "", 400 + 160 * i, 62, 156, 34, desc="active" if t == st["active"] else ""))
        for i, ln in enumerate(lines, 1):
            b.append(E("label", f"Line {i}", ln, 460, 100 + 19 * i, 1000, 19))
        if st["quick"]:
            b += [E("entry", "Search files by name (append : to go to line or @ to go to symbol)", "settings", 700, 40, 600, 28),
                  E("list-item", "settings.py config", "", 700, 72, 600, 22, desc="selected"),
                  E("list-item", "test_settings.py tests", "", 700, 94, 600, 22),
                  E("list-item", "settings.json .vscode", "", 700, 116, 600, 22)]
        if st["term"]:
            b += [E("page-tab", "TERMINAL", "", 460, 720, 80, 22),
                  E("terminal", "Terminal 1, bash", "\n".join(st["term"]), 460, 746, 1440, 240)]
        b += [E("push-button", "main", "", 70, 1056, 60, 24, desc="tidewatch (Git) - main*"),
              E("push-button", "", "Ln {}, Col {}".format(st["ln"], st["col"]), 1400, 1056, 100, 24),
              E("push-button", "", "Spaces: 4", 1504, 1056, 70, 24), E("push-button", "", "UTF-8", 1578, 1056, 50, 24),
              E("push-button", "", "LF", 1632, 1056, 24, 24), E("push-button", "", "Python", 1660, 1056, 60, 24),
              E("push-button", "", "3.11.7 ('.venv': venv)", 1724, 1056, 170, 24)]
        return desk(ck.now, "Visual Studio Code", b)

    state = render()
    turns = []
    st["quick"] = True
    turns.append((code("pyautogui.hotkey('ctrl', 'p')\npyautogui.write('settings')"), render()))
    st["quick"], st["tabs"], st["active"] = False, ["poller.py", "settings.py"], "settings.py"
    turns.append((code("pyautogui.press('enter')"), render()))
    st["ln"] = 11
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.write('11')\npyautogui.press('enter')"), render()))
    src[10] = 'LOG_LEVEL = os.environ.get("TIDEWATCH_LOG", "INFO")'
    st["dirty"], st["col"] = True, 50
    turns.append((code("pyautogui.doubleClick(888, 309)\npyautogui.write('INFO')"), render()))
    st["dirty"] = False
    src[16] = "ALERT_THRESHOLD_M = 2.58"
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), render()))
    st["term"] = ["user@ubuntu:~/projects/tidewatch$ "]
    turns.append((code("pyautogui.hotkey('ctrl', '`')"), render()))
    ck.tick(1)
    st["term"] = ["user@ubuntu:~/projects/tidewatch$ source .venv/bin/activate && pytest -q tests/test_settings.py",
                  "......                                                                   [100%]",
                  "6 passed in 0.37s",
                  "(.venv) user@ubuntu:~/projects/tidewatch$ "]
    turns.append((code("pyautogui.write('source .venv/bin/activate && pytest -q tests/test_settings.py\\n')"), render()))
    rs.add("os", "h49-os-06", system(task), turns, state=state, bad=True, turn=5,
           kind="After only saving, line 17 of settings.py reads ALERT_THRESHOLD_M = 2.58 where it read 2.85 before; only line 11 was edited.")


# ---------------------------------------------------------------- 07 Files (clean)
def kb(s: str) -> float:
    v, unit = s.split()
    return float(v) * {"kB": 1, "MB": 1000, "GB": 1_000_000}[unit]


def t07(rs: RowSet) -> None:
    task = ("In Files, tidy ~/Downloads: create a folder 'receipts-2025', move the PDF receipts into it, delete the "
            "duplicate 'scan0007 (1).pdf', rename 'scan0007.pdf' to 'dentist_2025-03-11.pdf' and sort the new folder by size.")
    ck = Clock("Apr 07", 9, 40)
    down = {"ubuntu-22.04.5-desktop-amd64.iso": ("4.7 GB", "12 Feb"), "scan0007.pdf": ("311.4 kB", "11 Mar"),
            "scan0007 (1).pdf": ("311.4 kB", "11 Mar"), "electricity_Q1.pdf": ("96.2 kB", "3 Apr"),
            "flight_DUB-LIS.pdf": ("148.0 kB", "22 Mar"), "vscode_1.87.2_amd64.deb": ("98.9 MB", "14 Mar"),
            "IMG_20250316_101512.jpg": ("3.1 MB", "16 Mar"), "tax_credit_cert.pdf": ("57.7 kB", "28 Feb"),
            "notes.txt": ("2.3 kB", "09:12"), "zoom_amd64.deb": ("168.3 MB", "5 Mar"), "thesis-draft-v3.odt": ("1.2 MB", "1 Apr")}
    rec: dict[str, tuple[str, str]] = {}
    st = {"dir": "Downloads", "sel": [], "dlg": None, "folder": None, "toast": "", "rename": None, "sort": "name"}

    def key(n: str) -> tuple:
        return (n.lower().replace(".", "\x01"),)

    def render() -> str:
        items = down if st["dir"] == "Downloads" else rec
        b = [E("frame", st["dir"], "", 220, 110, 1480, 860),
             E("push-button", "Back", "", 240, 120, 34, 34), E("push-button", "Forward", "", 278, 120, 34, 34),
             E("label", "", "Home", 330, 126, 60, 24), E("label", "", "Downloads", 394, 126, 90, 24)]
        if st["dir"] != "Downloads":
            b.append(E("label", "", st["dir"], 488, 126, 110, 24))
        b += [E("toggle-button", "Search", "", 1540, 120, 34, 34), E("push-button", "View options", "", 1580, 120, 34, 34),
              E("push-button", "Main menu", "", 1656, 120, 34, 34)]
        for i, side in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures",
                                  "Videos", "Trash", "Other Locations"]):
            b.append(E("list-item", side, "", 230, 170 + 32 * i, 180, 30))
        b += [E("table-column-header", "Name", "", 430, 166, 760, 26, desc="sorted ascending" if st["sort"] == "name" else ""),
              E("table-column-header", "Size", "", 1190, 166, 160, 26, desc="sorted descending" if st["sort"] == "size" else ""),
              E("table-column-header", "Modified", "", 1350, 166, 160, 26),
              E("table-column-header", "Star", "", 1510, 166, 60, 26)]
        rows = []
        if st["folder"] and st["dir"] == "Downloads":
            rows.append((st["folder"], f"{len(rec)} item{'s' if len(rec) != 1 else ''}", st["fmod"]))
        names = sorted(items, key=key) if st["sort"] == "name" else sorted(items, key=lambda n: -kb(items[n][0]))
        rows += [(n, items[n][0], items[n][1]) for n in names]
        for i, (n, s, m) in enumerate(rows):
            b.append(E("table-row", n, f"{s} | {m}", 430, 194 + 30 * i, 1140, 28, desc="selected" if n in st["sel"] else ""))
        if st["sel"] and not st["rename"]:
            files = [n for n in st["sel"] if n in items]
            if len(st["sel"]) == 1:
                n = st["sel"][0]
                size = f"containing {len(rec)} items" if n == st["folder"] else items[n][0]
                b.append(E("label", "", f"“{n}” selected  ({size})", 1360, 930, 330, 24))
            else:
                tot = sum(kb(items[n][0]) for n in files)
                b.append(E("label", "", f"{len(st['sel'])} items selected  ({tot:.1f} kB)", 1360, 930, 330, 24))
        if st["dlg"] == "newfolder":
            b += [E("dialog", "New Folder", "", 760, 380, 400, 150), E("label", "", "Folder name", 780, 410, 200, 18),
                  E("entry", "", "", 780, 434, 360, 30), E("push-button", "Cancel", "", 770, 390, 70, 28),
                  E("push-button", "Create", "", 1080, 390, 70, 28)]
        if st["rename"]:
            b += [E("dialog", "Rename File", "", 600, 230, 420, 120), E("label", "", "File name", 620, 250, 200, 18),
                  E("entry", "", st["rename"], 620, 274, 300, 30), E("push-button", "Rename", "", 930, 274, 80, 30)]
        if st["toast"]:
            b += [E("notification", "", st["toast"], 760, 910, 400, 40), E("push-button", "Undo", "", 1080, 916, 60, 28)]
        return desk(ck.now, "Files", b)

    state = render()
    turns = []
    st["dlg"] = "newfolder"
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"), render()))
    st["dlg"], st["folder"], st["fmod"], st["sel"] = None, "receipts-2025", ck.tick(1)[-5:], ["receipts-2025"]
    turns.append((code("pyautogui.write('receipts-2025')\npyautogui.press('enter')"), render()))
    pdfs = ["electricity_Q1.pdf", "flight_DUB-LIS.pdf", "scan0007.pdf", "tax_credit_cert.pdf"]
    st["sel"] = list(pdfs)
    turns.append((code("pyautogui.click(600, 238)\nwith pyautogui.hold('ctrl'):\n    for y in (268, 358, 418):\n        pyautogui.click(600, y)"), render()))
    for n in pdfs:
        rec[n] = down.pop(n)
    st["sel"] = []
    st["fmod"] = ck.tick(1)[-5:]
    turns.append((code("pyautogui.moveTo(600, 268)\npyautogui.dragTo(600, 208, duration=0.8)"), render()))
    st["sel"] = ["scan0007 (1).pdf"]
    del down["scan0007 (1).pdf"]
    st["sel"], st["toast"] = [], "“scan0007 (1).pdf” moved to trash"
    turns.append((code("pyautogui.click(600, 298)\npyautogui.press('delete')"), render()))
    st["dir"], st["toast"] = "receipts-2025", ""
    ck.tick(1)
    turns.append((code("pyautogui.doubleClick(600, 208)"), render()))
    st["sel"], st["rename"] = ["scan0007.pdf"], "scan0007.pdf"
    turns.append((code("pyautogui.click(600, 268)\npyautogui.press('f2')"), render()))
    rec["dentist_2025-03-11.pdf"] = rec.pop("scan0007.pdf")
    st["rename"], st["sel"] = None, ["dentist_2025-03-11.pdf"]
    st["fmod"] = ck.tick(1)[-5:]
    turns.append((code("pyautogui.write('dentist_2025-03-11')\npyautogui.press('enter')"), render()))
    st["sort"] = "size"
    turns.append((code("pyautogui.click(1270, 179)"), render()))
    st["dir"], st["sort"], st["sel"] = "Downloads", "name", ["receipts-2025"]
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('alt', 'up')"), render()))
    rs.add("os", "h49-os-07", system(task), turns, state=state)


# ---------------------------------------------------------------- 08 Settings (bad: Night Light end time reverts)
def t08(rs: RowSet) -> None:
    task = ("In Settings, turn on Night Light with a manual schedule from 21:00 to 06:30, set Screen Blank to 10 minutes "
            "in Power, then switch the desktop to the dark style.")
    ck = Clock("Jan 15", 14, 22)
    st = {"panel": "Wi-Fi", "tab": "Displays", "nl": False, "sched": "Sunset to Sunrise", "frm": "20:00", "to": "06:00",
          "temp": "4000 K", "blank": "5 minutes", "style": "Light"}
    side = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
            "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
            "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
            "Default Applications", "Date & Time", "About"]

    def render() -> str:
        title = "Night Light" if (st["panel"] == "Displays" and st["tab"] == "Night Light") else st["panel"]
        b = [E("frame", "Settings", "", 260, 120, 1400, 860), E("label", "", title, 760, 132, 300, 22),
             E("push-button", "Search", "", 280, 128, 34, 34)]
        for i, s in enumerate(side):
            b.append(E("list-item", s, "", 270, 172 + 30 * i, 300, 30, desc="selected" if s == st["panel"] else ""))
        if st["panel"] == "Wi-Fi":
            b += [E("toggle-button", "Wi-Fi", "", 1560, 128, 50, 26, desc="checked"),
                  E("label", "", "Visible Networks", 620, 190, 200, 20)]
            for i, (n, sig) in enumerate([("Vodafone-7F3A", "Excellent"), ("eir-5G-2291", "Good"), ("HUAWEI-B535-D1C2", "Weak"),
                                          ("DIRECT-84-HP OfficeJet", "Weak")]):
                b.append(E("list-item", n, "Connected" if i == 0 else "", 620, 220 + 50 * i, 1000, 48, desc=f"Signal: {sig}"))
        elif st["panel"] == "Displays":
            b += [E("radio-button", "Displays", "", 1000, 170, 120, 30, desc="checked" if st["tab"] == "Displays" else ""),
                  E("radio-button", "Night Light", "", 1124, 170, 120, 30, desc="checked" if st["tab"] == "Night Light" else "")]
            if st["tab"] == "Displays":
                b += [E("label", "", "Built-in display", 620, 230, 300, 20),
                      E("combo-box", "Orientation", "Landscape", 1300, 270, 300, 30),
                      E("combo-box", "Resolution", "1920 × 1080 (16∶9)", 1300, 310, 300, 30),
                      E("combo-box", "Refresh Rate", "60.00 Hz", 1300, 350, 300, 30),
                      E("label", "", "Scale", 620, 396, 100, 20), E("radio-button", "100%", "", 1300, 390, 80, 30, desc="checked"),
                      E("radio-button", "200%", "", 1384, 390, 80, 30),
                      E("toggle-button", "Fractional Scaling", "", 1550, 440, 50, 26)]
            else:
                b += [E("toggle-button", "Night Light", "", 1550, 230, 50, 26, desc="checked" if st["nl"] else ""),
                      E("label", "", "Schedule", 620, 280, 200, 20),
                      E("combo-box", "Schedule", st["sched"], 1300, 274, 300, 30)]
                manual = st["sched"] == "Manual Schedule"
                b += [E("label", "", "Times", 620, 326, 100, 20),
                      E("label", "", "From", 1160, 326, 40, 20),
                      E("spin-button", "Hour", st["frm"][:2], 1204, 318, 50, 34, desc="" if manual else "insensitive"),
                      E("spin-button", "Minute", st["frm"][3:], 1260, 318, 50, 34, desc="" if manual else "insensitive"),
                      E("label", "", "To", 1330, 326, 30, 20),
                      E("spin-button", "Hour", st["to"][:2], 1364, 318, 50, 34, desc="" if manual else "insensitive"),
                      E("spin-button", "Minute", st["to"][3:], 1420, 318, 50, 34, desc="" if manual else "insensitive"),
                      E("label", "", "Color Temperature", 620, 380, 200, 20),
                      E("slider", "Color Temperature", st["temp"], 1000, 376, 600, 28, desc="" if st["nl"] else "insensitive")]
        elif st["panel"] == "Power":
            b += [E("label", "", "Power Mode", 620, 190, 200, 20),
                  E("radio-button", "Performance", "", 620, 220, 600, 40),
                  E("radio-button", "Balanced", "", 620, 262, 600, 40, desc="checked"),
                  E("radio-button", "Power Saver", "", 620, 304, 600, 40),
                  E("label", "", "Power Saving Options", 620, 370, 300, 20),
                  E("toggle-button", "Dim Screen", "", 1550, 404, 50, 26, desc="checked"),
                  E("combo-box", "Screen Blank", st["blank"], 1400, 444, 200, 30),
                  E("label", "", "Automatic Suspend", 620, 490, 300, 20), E("label", "", "Off", 1550, 490, 40, 20),
                  E("label", "", "Suspend & Power Button", 620, 546, 300, 20),
                  E("combo-box", "Power Button Behavior", "Suspend", 1400, 576, 200, 30)]
        elif st["panel"] == "Appearance":
            b += [E("label", "", "Style", 620, 190, 200, 20),
                  E("radio-button", "Light", "", 640, 220, 220, 160, desc="checked" if st["style"] == "Light" else ""),
                  E("radio-button", "Dark", "", 880, 220, 220, 160, desc="checked" if st["style"] == "Dark" else ""),
                  E("label", "", "Color", 620, 404, 200, 20)]
            for i, c in enumerate(["Orange", "Bark", "Sage", "Olive", "Viridian", "Prussian Blue", "Blue", "Purple", "Magenta", "Red"]):
                b.append(E("radio-button", c, "", 640 + 44 * i, 430, 40, 40, desc="checked" if c == "Orange" else ""))
            b += [E("label", "", "Desktop Icons", 620, 500, 200, 20), E("combo-box", "Size", "Small", 1400, 530, 200, 30),
                  E("combo-box", "Position of New Icons", "Bottom Right", 1400, 570, 200, 30),
                  E("toggle-button", "Show Personal Folder", "", 1550, 610, 50, 26, desc="checked"),
                  E("label", "", "Dock", 620, 660, 200, 20), E("toggle-button", "Auto-hide the Dock", "", 1550, 690, 50, 26),
                  E("slider", "Icon size", "48", 1200, 730, 400, 28)]
        return desk(ck.now, "Settings", b)

    state = render()
    turns = []
    st["panel"] = "Displays"
    turns.append((code("pyautogui.click(420, 607)"), render()))
    st["tab"] = "Night Light"
    ck.tick(1)
    turns.append((code("pyautogui.click(1184, 185)"), render()))
    st["nl"] = True
    turns.append((code("pyautogui.click(1575, 243)"), render()))
    st["sched"], st["frm"], st["to"] = "Manual Schedule", "21:00", "06:30"
    ck.tick(1)
    turns.append((code("pyautogui.click(1450, 289)\npyautogui.click(1450, 355)  # Manual Schedule\n"
                       "for x, v in ((1229, '21'), (1285, '00'), (1389, '06'), (1445, '30')):\n"
                       "    pyautogui.tripleClick(x, 335)\n    pyautogui.write(v)\n    pyautogui.press('tab')"), render()))
    st["panel"] = "Power"
    turns.append((code("pyautogui.click(420, 577)"), render()))
    st["blank"] = "10 minutes"
    ck.tick(1)
    turns.append((code("pyautogui.click(1500, 459)\npyautogui.click(1500, 573)  # 10 minutes"), render()))
    st["panel"], st["to"] = "Displays", "06:00"
    turns.append((code("pyautogui.click(420, 607)\npyautogui.click(1184, 185)"), render()))
    st["panel"], st["style"] = "Appearance", "Dark"
    ck.tick(1)
    turns.append((code("pyautogui.click(420, 307)\npyautogui.click(990, 300)"), render()))
    rs.add("os", "h49-os-08", system(task), turns, state=state, bad=True, turn=7,
           kind="Back on the Night Light tab the manual schedule ends at 06:00 although it was set to 06:30 in turn 4 and nothing changed it since.")


# ---------------------------------------------------------------- 09 Inkscape (bad: object id changes)
def t09(rs: RowSet) -> None:
    task = ("Open ~/Design/badge.svg in Inkscape, resize the background rectangle to 240 × 96 px, change its fill to "
            "#1f6f8b, add the text 'PIER 7' and save.")
    ck = Clock("May 09", 10, 26)
    st = {"dirty": False, "sel": None, "xml": False, "fill_dlg": False, "w": 200, "h": 80, "fill": "3a86ff",
          "rid": "rect1187", "text": None, "mode": "select", "editing": False}

    def render() -> str:
        b = [E("frame", ("*" if st["dirty"] else "") + "badge.svg - Inkscape", "", 70, 27, 1850, 1053)]
        for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]):
            b.append(E("menu", m, "", 78 + 62 * i, 56, 58, 22))
        if st["sel"] == "rect":
            b += [E("spin-button", "X", "20.000", 700, 88, 90, 26), E("spin-button", "Y", "30.000", 800, 88, 90, 26),
                  E("spin-button", "W", f"{st['w']:.3f}", 900, 88, 90, 26), E("toggle-button", "Lock", "", 994, 88, 26, 26),
                  E("spin-button", "H", f"{st['h']:.3f}", 1024, 88, 90, 26), E("combo-box", "Units", "px", 1120, 88, 60, 26)]
        elif st["sel"] == "text":
            b += [E("combo-box", "Font Family", "sans-serif", 700, 88, 200, 26), E("combo-box", "Font Size", "18.6667", 904, 88, 80, 26),
                  E("combo-box", "Font Style", "Normal", 990, 88, 100, 26)]
        b.append(E("drawing-area", "", "", 120, 124, 1240, 860))
        if st["xml"]:
            b += [E("page-tab", "XML Editor", "", 1380, 124, 120, 26)]
            nodes = [("<svg:svg id=\"svg8\">", 0), ("<sodipodi:namedview id=\"namedview10\">", 1), ("<svg:defs id=\"defs2\">", 1),
                     ("<svg:g id=\"layer1\" inkscape:label=\"Layer 1\">", 1), (f"<svg:rect id=\"{st['rid']}\">", 2),
                     ("<svg:circle id=\"path1342\">", 2)]
            if st["text"]:
                nodes += [("<svg:text id=\"text2051\">", 2), ("<svg:tspan id=\"tspan2049\">", 3), ("PIER 7", 4)]
            for i, (n, d) in enumerate(nodes):
                sel = (st["sel"] == "rect" and "rect" in n) or (st["sel"] == "text" and "svg:text" in n)
                b.append(E("tree-item", n, "", 1390 + 14 * d, 160 + 22 * i, 500 - 14 * d, 22, desc="selected" if sel else ""))
            if st["sel"] == "rect":
                attrs = [("id", st["rid"]), ("width", str(st["w"])), ("height", str(st["h"])), ("x", "20"), ("y", "30"),
                         ("ry", "12"), ("style", f"fill:#{st['fill']};fill-opacity:1;stroke:none;stroke-width:0.264583")]
                for i, (k, v) in enumerate(attrs):
                    b.append(E("table-row", k, v, 1390, 420 + 22 * i, 500, 22))
            elif st["sel"] == "text":
                attrs = [("xml:space", "preserve"), ("style", "font-size:18.6667px;line-height:1.25;font-family:sans-serif;fill:#ffffff"),
                         ("x", "52.914"), ("y", "83.207"), ("id", "text2051")]
                for i, (k, v) in enumerate(attrs):
                    b.append(E("table-row", k, v, 1390, 420 + 22 * i, 500, 22))
        if st["fill_dlg"]:
            b += [E("page-tab", "Fill and Stroke", "", 1502, 124, 130, 26),
                  E("page-tab", "Fill", "", 1390, 600, 60, 24), E("page-tab", "Stroke paint", "", 1452, 600, 100, 24),
                  E("page-tab", "Stroke style", "", 1554, 600, 100, 24),
                  E("toggle-button", "Flat color", "", 1440, 632, 28, 28, desc="pressed"),
                  E("entry", "RGBA", f"{st['fill']}ff" if st["sel"] == "rect" else ("ffffffff" if st["sel"] == "text" else ""), 1600, 820, 120, 26),
                  E("slider", "Alpha (opacity)", "100", 1400, 860, 400, 24)]
        if st["sel"] == "rect":
            status = f"Rectangle {st['w']} × {st['h']} in layer Layer 1. Click selection to toggle scale/rotation handles."
        elif st["sel"] == "text" and st["editing"]:
            status = "Type or edit text (6 characters); Enter to start new line."
        elif st["sel"] == "text":
            status = "Text (sans-serif, 18.6667 px) in layer Layer 1. Click selection to toggle scale/rotation handles."
        else:
            status = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
        fill = st["fill"] if st["sel"] == "rect" else ("ffffff" if st["sel"] == "text" else "")
        b += [E("label", "Fill", f"#{fill}" if fill else "N/A", 80, 1010, 90, 20),
              E("label", "Stroke", "None" if st["sel"] else "N/A", 80, 1030, 90, 20),
              E("combo-box", "Layer", "Layer 1", 220, 1012, 140, 26),
              E("label", "", status, 380, 1014, 900, 20),
              E("label", "", "X: 412.57  Y: 163.02", 1640, 1010, 160, 18),
              E("spin-button", "Zoom", "200%", 1810, 1010, 70, 22), E("spin-button", "Rotation", "0.00°", 1810, 1034, 70, 22)]
        return desk(ck.now, "Inkscape", b, extra=("Inkscape",))

    state = render()
    turns = []
    st["xml"] = True
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')"), render()))
    st["sel"] = "rect"
    ck.tick(1)
    turns.append((code("pyautogui.click(560, 420)"), render()))
    st["w"], st["h"], st["dirty"] = 240, 96, True
    turns.append((code("pyautogui.tripleClick(945, 101)\npyautogui.write('240\\t')\npyautogui.tripleClick(1069, 101)\npyautogui.write('96\\n')"), render()))
    st["fill_dlg"], st["rid"] = True, "rect1178"
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'f')"), render()))
    st["fill"] = "1f6f8b"
    turns.append((code("pyautogui.tripleClick(1660, 833)\npyautogui.write('1f6f8bff\\n')"), render()))
    st["sel"], st["text"], st["editing"] = "text", True, True
    ck.tick(1)
    turns.append((code("pyautogui.press('t')\npyautogui.click(540, 470)\npyautogui.write('PIER 7')"), render()))
    st["editing"] = False
    turns.append((code("pyautogui.press('escape')\npyautogui.press('s')\npyautogui.click(560, 465)"), render()))
    st["dirty"] = False
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), render()))
    st["sel"] = None
    turns.append((code("pyautogui.click(1250, 900)"), render()))
    rs.add("os", "h49-os-09", system(task), turns, state=state, bad=True, turn=4,
           kind="The XML Editor lists the background rectangle as rect1178 although it was rect1187 in turns 2-3 and only its size was changed.")


# ---------------------------------------------------------------- 10 Impress (clean)
def t10(rs: RowSet) -> None:
    task = ("In ~/Documents/onboarding_2025.pptx duplicate the 'IT accounts' slide, retitle the copy 'IT accounts – week 2', "
            "strike through its VPN token bullet, give the 'Who to ask' slide a pale blue background (#DCE9F5) and save as pptx.")
    ck = Clock("Jan 08", 15, 2)
    slides = [
        {"title": "Welcome to Corrib Analytics", "body": ["New starter onboarding · January 2025"], "bg": None, "strike": None},
        {"title": "Your first week", "body": ["Mon: HR induction (room 2.14)", "Tue: laptop & badge pickup", "Wed: team lunch at 12:30", "Thu–Fri: shadowing your buddy"], "bg": None, "strike": None},
        {"title": "IT accounts", "body": ["Email & calendar (Microsoft 365)", "VPN token – collect from IT desk", "Jira + Confluence access", "Password manager: Bitwarden"], "bg": None, "strike": None},
        {"title": "Security basics", "body": ["Lock your screen (Super+L)", "Report phishing to security@corrib-analytics.ie", "No USB sticks from unknown sources"], "bg": None, "strike": None},
        {"title": "Who to ask", "body": ["HR: Aoife Byrne (ext. 214)", "IT desk: ext. 300", "Facilities: Tomás Ó Néill (ext. 118)"], "bg": None, "strike": None},
        {"title": "Questions?", "body": ["onboarding@corrib-analytics.ie"], "bg": None, "strike": None},
    ]
    st = {"cur": 1, "mod": False, "edit": None, "dlg": False}

    def render() -> str:
        b = [E("frame", "onboarding_2025.pptx - LibreOffice Impress", "", 70, 27, 1850, 1053)]
        b += lo_menus(IMPRESS_MENUS)
        b += [E("push-button", "Save", "", 150, 82, 32, 30, desc="Save (Ctrl+S)"),
              E("push-button", "Start from First Slide", "", 600, 82, 32, 30),
              E("label", "", "Slides", 80, 120, 200, 20)]
        for i in range(len(slides)):
            b.append(E("list-item", f"Slide {i + 1}", "", 80, 146 + 120 * i, 200, 112,
                       desc="selected" if i + 1 == st["cur"] else ""))
        s = slides[st["cur"] - 1]
        b.append(E("document-presentation", f"Slide {st['cur']}", "", 320, 140, 1240, 700))
        if s["bg"]:
            b.append(E("image", "Background", "", 320, 140, 1240, 700, desc=f"Color {s['bg']}"))
        title = st["edit"] if st["edit"] is not None else s["title"]
        b.append(E("text", "PresentationTitle", title, 400, 190, 1080, 110, desc="editing" if st["edit"] is not None else ""))
        for i, line in enumerate(s["body"]):
            b.append(E("paragraph", "", line, 420, 340 + 52 * i, 1040, 44, desc="strikethrough" if s["strike"] == i else ""))
        b += [E("page-tab", "Properties", "", 1580, 140, 90, 24), E("label", "", "Layout", 1590, 180, 100, 18),
              E("combo-box", "Master Slides", "Title, Content", 1590, 204, 300, 26)]
        if st["edit"] is not None:
            status = f"TextEdit: Paragraph 1, Row 1, Column {len(st['edit']) + 1}"
        else:
            status = f"Slide {st['cur']} of {len(slides)}"
        b += [E("label", "", status, 78, 1003, 260, 20), E("label", "", "Office Theme", 420, 1003, 120, 20),
              E("label", "", "English (UK)", 700, 1003, 110, 20),
              E("push-button", "", "", 1500, 1003, 20, 20,
                desc="The document has been modified. Click to save the document." if st["mod"]
                else "The document has not been modified since the last save."),
              E("slider", "Zoom", "69%", 1700, 1003, 150, 20)]
        if st["dlg"]:
            b += [E("dialog", "Keep current format", "", 710, 420, 500, 190),
                  E("label", "", "Use PowerPoint 2007-365!", 740, 450, 420, 18),
                  E("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint 2007-365”.", 740, 474, 440, 54),
                  E("check-box", "Ask when not saving in ODF or default format", "", 740, 536, 360, 22),
                  E("push-button", "Use PowerPoint 2007-365!", "", 820, 570, 210, 30),
                  E("push-button", "Use ODF Format!", "", 1040, 570, 150, 30)]
        return desk(ck.now, "LibreOffice Impress", b)

    state = render()
    turns = []
    st["cur"] = 3
    turns.append((code("ImpressTools.go_to_slide(3)"), render()))
    slides.insert(3, {k: (list(v) if isinstance(v, list) else v) for k, v in slides[2].items()})
    st["cur"], st["mod"] = 4, True
    ck.tick(1)
    turns.append((code("ImpressTools.duplicate_slide(3)"), render()))
    st["edit"] = "IT accounts"
    turns.append((code("pyautogui.doubleClick(940, 245)"), render()))
    st["edit"] = "IT accounts – week 2"
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('IT accounts – week 2')"), render()))
    slides[3]["title"], st["edit"] = "IT accounts – week 2", None
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')"), render()))
    slides[3]["strike"] = 1
    ck.tick(1)
    turns.append((code("ImpressTools.set_text_strikethrough(slide_index=4, box_index=1, line_numbers=[2])"), render()))
    st["cur"] = 6
    turns.append((code("ImpressTools.go_to_slide(6)"), render()))
    slides[5]["bg"] = "#DCE9F5"
    ck.tick(1)
    turns.append((code("ImpressTools.set_slide_background(6, color='#DCE9F5')"), render()))
    turns.append((code("print_result(ImpressTools.get_slide_count())"), render()))
    st["dlg"] = True
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), render()))
    st["dlg"], st["mod"] = False, False
    turns.append((code("pyautogui.click(925, 585)"), render()))
    rs.add("os", "h49-os-10", system(task), turns, state=state)


# ---------------------------------------------------------------- 11 Rhythmbox (clean)
def t11(rs: RowSet) -> None:
    task = "In Rhythmbox, find and play 'Harbour Wall', add it to the 'Sunday' playlist, open that playlist, turn on shuffle and skip to the next song."
    ck = Clock("Mar 30", 10, 4)
    lib = [("3", "Harbour Wall", "Folk", "Ailm Quartet", "Low Tide", "4:37"),
           ("7", "Harbour Lights at Dawn", "Ambient", "Ferrycarrig", "Estuary", "6:12"),
           ("11", "Harbour Master's Reel", "Folk", "The Slí Set", "Live at Tigh Neachtain", "2:51")]
    sunday = [("2", "Drift Net", "Folk", "Ailm Quartet", "Low Tide", "3:58"),
              ("3", "Morning on the Corrib", "Folk", "The Slí Set", "Live at Tigh Neachtain", "5:06"),
              ("5", "Quiet Water", "Ambient", "Ferrycarrig", "Estuary", "7:44"),
              ("1", "Currach", "Folk", "Brídín Ní Fhátharta", "Cladach", "3:21"),
              ("8", "Spring Tide", "Ambient", "Ferrycarrig", "Estuary", "4:49"),
              ("4", "Sail Loft", "Folk", "Ailm Quartet", "Low Tide", "4:12")]
    allsongs = [("1", "Slack Water", "Folk", "Ailm Quartet", "Low Tide", "3:44"),
                ("2", "Drift Net", "Folk", "Ailm Quartet", "Low Tide", "3:58"),
                lib[0],
                ("4", "Sail Loft", "Folk", "Ailm Quartet", "Low Tide", "4:12"),
                ("1", "Currach", "Folk", "Brídín Ní Fhátharta", "Cladach", "3:21"),
                ("2", "Inis Meáin", "Folk", "Brídín Ní Fhátharta", "Cladach", "5:30"),
                ("5", "Quiet Water", "Ambient", "Ferrycarrig", "Estuary", "7:44"),
                lib[1],
                ("8", "Spring Tide", "Ambient", "Ferrycarrig", "Estuary", "4:49"),
                ("3", "Morning on the Corrib", "Folk", "The Slí Set", "Live at Tigh Neachtain", "5:06"),
                lib[2],
                ("12", "The Long Note", "Folk", "The Slí Set", "Live at Tigh Neachtain", "3:09")]
    st = {"src": "Music", "search": "", "playing": None, "t": 0, "shuffle": False, "menu": False}

    def secs(d: str) -> int:
        m, s = d.split(":")
        return int(m) * 60 + int(s)

    def summary(rows: list[tuple]) -> str:
        tot = sum(secs(r[5]) for r in rows)
        mb = tot * 0.0375
        return f"{len(rows)} songs, {round(tot / 60)} minutes, {mb:.1f} MB"

    def render() -> str:
        b = [E("frame", st["playing"][1] if st["playing"] else "Rhythmbox", "", 240, 110, 1440, 880),
             E("push-button", "Previous", "", 260, 124, 40, 36),
             E("toggle-button", "Pause" if st["playing"] else "Play", "", 304, 124, 40, 36, desc="pressed" if st["playing"] else ""),
             E("push-button", "Next", "", 348, 124, 40, 36),
             E("toggle-button", "Repeat", "", 404, 124, 40, 36),
             E("toggle-button", "Shuffle", "", 448, 124, 40, 36, desc="pressed" if st["shuffle"] else "")]
        if st["playing"]:
            p = st["playing"]
            b += [E("label", "", f"{p[1]} by {p[3]} from {p[4]}", 520, 120, 700, 20),
                  E("slider", "", "", 520, 144, 700, 16),
                  E("label", "", f"{st['t'] // 60}:{st['t'] % 60:02d} of {p[5]}", 1230, 140, 110, 20)]
        b.append(E("slider", "Volume", "80%", 1560, 130, 100, 24))
        for i, (s, _grp) in enumerate([("Music", "Library"), ("Podcasts", "Library"), ("Radio", "Library"),
                                      ("Last.fm", "Stores"), ("My Top Rated", "Playlists"), ("Recently Added", "Playlists"),
                                      ("Recently Played", "Playlists"), ("Sunday", "Playlists")]):
            b.append(E("tree-item", s, "", 250, 190 + 28 * i, 200, 26, desc="selected" if s == st["src"] else ""))
        b.append(E("entry", "Search", st["search"], 480, 180, 400, 30))
        for j, col in enumerate(["Track", "Title", "Genre", "Artist", "Album", "Time"]):
            b.append(E("table-column-header", col, "", 480 + [0, 60, 360, 500, 720, 1000][j], 220, 120, 24))
        if st["src"] == "Music":
            rows = lib if st["search"] else allsongs
        else:
            rows = sunday
        for i, r in enumerate(rows):
            playing = st["playing"] is not None and r[1] == st["playing"][1]
            b.append(E("table-row", r[1], " | ".join(r), 480, 246 + 24 * i, 1180, 24, desc="playing" if playing else ""))
        footer = summary(rows) if (st["src"] != "Music" or st["search"]) else "1,486 songs, 4 days, 3 hours and 12 minutes, 11.9 GB"
        b.append(E("label", "", footer, 480, 960, 500, 20))
        if st["menu"]:
            for i, it in enumerate(["Add to Queue", "Add to Playlist", "Browse this Genre", "Browse this Artist",
                                    "Browse this Album", "Move to Trash", "Remove", "Properties"]):
                b.append(E("menu-item", it, "", 760, 270 + 26 * i, 220, 24))
            for i, it in enumerate(["New Playlist", "My Top Rated", "Sunday"]):
                b.append(E("menu-item", it, "", 984, 296 + 26 * i, 200, 24))
        return desk(ck.now, "Rhythmbox", b, extra=("Rhythmbox",))

    state = render()
    turns = []
    st["search"] = "harbour"
    turns.append((code("pyautogui.click(680, 195)\npyautogui.write('harbour')"), render()))
    st["playing"], st["t"] = lib[0], 2
    turns.append((code("pyautogui.doubleClick(700, 258)"), render()))
    st["menu"], st["t"] = True, 19
    turns.append((code("pyautogui.rightClick(700, 258)\npyautogui.moveTo(860, 309)"), render()))
    sunday.append(lib[0])
    st["menu"], st["src"], st["t"], st["search"] = False, "Sunday", 31, ""
    ck.tick(1)
    turns.append((code("pyautogui.click(1080, 361)  # Sunday\npyautogui.click(300, 399)"), render()))
    st["shuffle"], st["t"] = True, 36
    turns.append((code("pyautogui.hotkey('ctrl', 'u')"), render()))
    st["playing"], st["t"] = sunday[3], 1
    turns.append((code("pyautogui.click(368, 142)"), render()))
    rs.add("os", "h49-os-11", system(task), turns, state=state)


# ---------------------------------------------------------------- 12 Shotwell -> GIMP (bad: renamed event back)
def t12(rs: RowSet) -> None:
    task = ("In Shotwell, rename the 14 June 2025 event to 'Lisbon Trip', tag the three tram photos with 'tram', then "
            "open IMG_4471.JPG in GIMP, auto white-balance it and overwrite the original.")
    ck = Clock("Jun 22", 20, 11)
    photos = [("IMG_4462.JPG", "4000 × 3000"), ("IMG_4463.JPG", "4000 × 3000"), ("IMG_4465.JPG", "3000 × 4000"),
              ("IMG_4466.JPG", "4000 × 3000"), ("IMG_4468.JPG", "4000 × 3000"), ("IMG_4469.JPG", "4000 × 3000"),
              ("IMG_4471.JPG", "4000 × 3000"), ("IMG_4472.JPG", "4000 × 3000"), ("IMG_4474.JPG", "3000 × 4000"),
              ("IMG_4475.JPG", "4000 × 3000"), ("IMG_4478.JPG", "4000 × 3000"), ("IMG_4480.MOV", "1920 × 1080")]
    tram = ["IMG_4469.JPG", "IMG_4471.JPG", "IMG_4472.JPG"]
    st = {"view": "Photos", "ev": "Sat Jun 14, 2025", "tags": ["family", "sunset"], "sel": [], "dlg": None,
          "menu": False, "gimp": None}

    def render(ev_name: str | None = None) -> str:
        ev = ev_name or st["ev"]
        head = {"Photos": "Photos", "event": ev, "tag": "tram"}[st["view"]]
        b = [E("frame", f"{head} - Shotwell", "", 150, 80, 1620, 930)]
        for i, m in enumerate(["File", "Edit", "View", "Photo", "Events", "Tags", "Help"]):
            b.append(E("menu", m, "", 160 + 64 * i, 110, 58, 22))
        side = [("Photos", 0), ("Last Import", 0), ("Flagged", 0), ("Events", 0), ("2025", 1), ("June", 2),
                (ev, 3), ("Fri Jun 20, 2025", 3), ("May", 2), ("Tags", 0)] + [(t, 1) for t in st["tags"]] + [("Saved Searches", 0)]
        for i, (n, d) in enumerate(side):
            sel = (st["view"] == "event" and n == ev) or (st["view"] == "tag" and n == "tram") or (st["view"] == "Photos" and n == "Photos")
            b.append(E("tree-item", n, "", 160 + 14 * d, 150 + 26 * i, 240 - 14 * d, 24, desc="selected" if sel else ""))
        if st["view"] == "Photos":
            grid = photos + [("IMG_4501.JPG", "4000 × 3000"), ("IMG_4502.JPG", "4000 × 3000"), ("IMG_4507.JPG", "3000 × 4000"),
                             ("IMG_4511.JPG", "4000 × 3000"), ("IMG_4512.JPG", "4000 × 3000"), ("IMG_4518.JPG", "4000 × 3000")]
        elif st["view"] == "event":
            grid = photos
        else:
            grid = [p for p in photos if p[0] in tram]
        for i, (n, dim) in enumerate(grid):
            b.append(E("list-item", n, dim, 420 + 220 * (i % 6), 160 + 200 * (i // 6), 200, 180,
                       desc="selected" if n in st["sel"] else ""))
        if st["view"] == "event":
            b.append(E("label", "", "Sat Jun 14, 2025 · 11 Photos, 1 Video" if ev == "Sat Jun 14, 2025" else f"{ev} · Sat Jun 14, 2025 · 11 Photos, 1 Video", 420, 960, 600, 20))
        n = len(grid)
        count = f"{n} items" if not st["sel"] else f"{len(st['sel'])} of {n} items selected"
        b.append(E("label", "", count, 1500, 960, 220, 20))
        if st["dlg"] == "rename":
            b += [E("dialog", "Rename Event", "", 760, 420, 400, 150), E("entry", "Name:", st["ev"], 790, 470, 340, 30),
                  E("push-button", "Cancel", "", 950, 520, 80, 30), E("push-button", "OK", "", 1040, 520, 80, 30)]
        elif st["dlg"] == "tags":
            b += [E("dialog", "Add Tags", "", 760, 420, 400, 150), E("entry", "Tags (separated by commas):", "", 790, 470, 340, 30),
                  E("push-button", "Cancel", "", 950, 520, 80, 30), E("push-button", "Add", "", 1040, 520, 80, 30)]
        if st["menu"]:
            for i, it in enumerate(["Adjust Size…", "Enhance", "Revert to Original", "Rotate Right", "Rotate Left",
                                    "Add Tags…", "Modify Tags…", "Set Rating", "Open With", "Show in File Manager",
                                    "Move to Trash"]):
                b.append(E("menu-item", it, "", 880, 380 + 26 * i, 220, 24))
            for i, it in enumerate(["GNU Image Manipulation Program", "Image Viewer", "Open With Other Application…"]):
                b.append(E("menu-item", it, "", 1104, 588 + 26 * i, 260, 24))
        extra: tuple[str, ...] = ("Shotwell",)
        app = "Shotwell"
        if st["gimp"]:
            g = st["gimp"]
            title = (("*" if g["dirty"] else "") + f"[IMG_4471] ({g['tag']})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 4000x3000 – GIMP")
            b += [E("frame", title, "", 70, 27, 1850, 1053)]
            for i, m in enumerate(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]):
                b.append(E("menu", m, "", 78 + 58 * i, 56, 54, 22))
            b += [E("drawing-area", "IMG_4471", "", 330, 110, 1396, 842), E("list-item", "IMG_4471.JPG", "", 1740, 200, 170, 32, desc="selected"),
                  E("label", "", "px", 332, 1002, 30, 20), E("combo-box", "Zoom", "25%", 366, 1000, 80, 24),
                  E("label", "", g["status"], 460, 1002, 600, 20)]
            if g["dlg"]:
                b += [E("dialog", "Export Image as JPEG", "", 760, 260, 400, 520),
                      E("slider", "Quality", "95", 790, 300, 340, 26), E("label", "", "File size: unknown", 790, 334, 200, 18),
                      E("check-box", "Use quality settings from original image", "", 790, 388, 340, 22, desc="checked"),
                      E("push-button", "Export", "", 1000, 740, 70, 30), E("push-button", "Cancel", "", 1080, 740, 70, 30)]
            app = "GNU Image Manipulation Program"
        return desk(ck.now, app, b, extra=extra)

    state = render()
    turns = []
    st["view"] = "event"
    turns.append((code("pyautogui.click(280, 318)"), render()))
    st["dlg"] = "rename"
    ck.tick(1)
    turns.append((code("pyautogui.press('f2')"), render()))
    st["dlg"], st["ev"] = None, "Lisbon Trip"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Lisbon Trip')\npyautogui.press('enter')"), render()))
    st["sel"] = list(tram)
    ck.tick(1)
    turns.append((code("pyautogui.click(1620, 250)\nwith pyautogui.hold('ctrl'):\n    pyautogui.click(520, 450)\n    pyautogui.click(740, 450)"), render()))
    st["dlg"] = "tags"
    turns.append((code("pyautogui.hotkey('ctrl', 't')"), render()))
    st["dlg"], st["tags"], st["view"], st["sel"] = None, ["family", "sunset", "tram"], "tag", []
    ck.tick(1)
    turns.append((code("pyautogui.write('tram')\npyautogui.press('enter')\npyautogui.click(280, 474)"), render(ev_name="Sat Jun 14, 2025")))
    st["ev"] = "Sat Jun 14, 2025"
    st["sel"], st["menu"] = ["IMG_4471.JPG"], True
    turns.append((code("pyautogui.rightClick(740, 250)\npyautogui.moveTo(990, 601)"), render()))
    st["menu"] = False
    st["gimp"] = {"dirty": False, "tag": "imported", "status": "IMG_4471.JPG (89.4 MB)", "dlg": False}
    ck.tick(1)
    turns.append((code("pyautogui.click(1230, 601)"), render()))
    st["gimp"]["dirty"] = True
    turns.append((code("pyautogui.click(426, 67)  # Colors\npyautogui.click(480, 330)  # Auto\npyautogui.click(700, 356)  # White Balance"), render()))
    st["gimp"]["dlg"] = True
    ck.tick(1)
    turns.append((code("pyautogui.click(85, 67)\npyautogui.click(160, 418)  # Overwrite IMG_4471.JPG"), render()))
    st["gimp"]["dlg"], st["gimp"]["tag"] = False, "overwritten"
    st["gimp"]["status"] = "Image overwritten to '/home/user/Pictures/2025/06/14/IMG_4471.JPG'"
    turns.append((code("pyautogui.click(1035, 755)"), render()))
    rs.add("os", "h49-os-12", system(task), turns, state=state, bad=True, turn=6,
           kind="The Shotwell sidebar lists the event as 'Sat Jun 14, 2025' again although it was renamed to 'Lisbon Trip' in turn 3.")


class Term:
    """A gnome-terminal buffer: each command adds the prompt line, its output and leaves a new prompt."""

    def __init__(self, user: str, host: str, cwd: str = "~", keep: int = 34) -> None:
        self.user, self.host, self.cwd, self.keep = user, host, cwd, keep
        self.lines: list[str] = []
        self.pending = ""

    @property
    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    def run(self, cmd: str, out: str = "", cd: str | None = None) -> None:
        self.lines.append(self.prompt + cmd)
        if out:
            self.lines += out.rstrip("\n").split("\n")
        if cd is not None:
            self.cwd = cd

    def partial(self, cmd: str, out: str) -> None:
        """A command still waiting for input (a password prompt): no new prompt yet."""
        self.lines.append(self.prompt + cmd)
        self.pending = out

    def answer(self, out: str = "") -> None:
        self.lines.append(self.pending)
        self.pending = ""
        if out:
            self.lines += out.rstrip("\n").split("\n")

    def text(self) -> str:
        tail = self.lines + [self.pending if self.pending else self.prompt.rstrip()]
        return "\n".join(tail[-self.keep:])

    def title(self) -> str:
        return f"{self.user}@{self.host}: {self.cwd}"

    def rows(self, x: int = 300, y: int = 140, w: int = 1200, h: int = 800) -> list[str]:
        out = [E("frame", self.title(), "", x, y, w, h)]
        for i, m in enumerate(["File", "Edit", "View", "Search", "Terminal", "Help"]):
            out.append(E("menu", m, "", x + 10 + 70 * i, y + 30, 64, 22))
        out.append(E("terminal", "Terminal", self.text(), x, y + 56, w, h - 56))
        return out


# ---------------------------------------------------------------- 13 Archive Manager (bad: content size does not follow)
def t13(rs: RowSet) -> None:
    task = ("Open ~/Projects/site_assets_v2.zip in Archive Manager, check its properties, add ~/Projects/logo_final.svg, "
            "delete the stale thumbs.db and check the properties again.")
    ck = Clock("Aug 27", 16, 48)
    root = [["css", "", "Folder", ""], ["img", "", "Folder", ""], ["js", "", "Folder", ""], ["fonts", "", "Folder", ""],
            ["index.html", "14.2 kB", "HTML document", "20 August 2025, 11:02"],
            ["README.txt", "1.9 kB", "plain text document", "18 August 2025, 09:47"],
            ["thumbs.db", "31.2 kB", "unknown", "2 July 2025, 15:21"],
            ["favicon.ico", "15.1 kB", "Windows icon", "18 August 2025, 09:40"]]
    st = {"sel": None, "dlg": None, "content": 4126880, "files": 23, "arch": 2904117, "mtime": "26 August 2025, 17:33"}

    def human(n: int) -> str:
        return f"{n / 1e6:.1f} MB ({n:,} bytes)"

    def render(content: int | None = None) -> str:
        b = [E("frame", "site_assets_v2.zip", "", 300, 120, 1320, 820),
             E("push-button", "Extract", "", 320, 130, 80, 34), E("push-button", "Add Files", "", 404, 130, 34, 34),
             E("label", "", "/", 640, 136, 40, 22), E("toggle-button", "Search", "", 1520, 130, 34, 34),
             E("push-button", "Menu", "", 1560, 130, 34, 34)]
        for j, col in enumerate(["Name", "Size", "Type", "Modified"]):
            b.append(E("table-column-header", col, "", 320 + [0, 560, 760, 1000][j], 176, 200, 26))
        rows = sorted(root, key=lambda r: (r[2] != "Folder", r[0].lower()))
        for i, r in enumerate(rows):
            b.append(E("table-row", r[0], " | ".join(x for x in r[1:] if x) or "Folder", 320, 204 + 28 * i, 1280, 26,
                       desc="selected" if r[0] == st["sel"] else ""))
        if st["dlg"] == "props":
            c = content if content is not None else st["content"]
            b += [E("dialog", "site_assets_v2.zip Properties", "", 760, 300, 420, 380),
                  E("label", "", "Name:", 780, 340, 140, 18), E("label", "", "site_assets_v2.zip", 930, 340, 230, 18),
                  E("label", "", "Location:", 780, 366, 140, 18), E("label", "", "/home/user/Projects", 930, 366, 230, 18),
                  E("label", "", "Type:", 780, 392, 140, 18), E("label", "", "Zip archive", 930, 392, 230, 18),
                  E("label", "", "Modified on:", 780, 418, 140, 18), E("label", "", st["mtime"], 930, 418, 230, 18),
                  E("label", "", "Archive size:", 780, 452, 140, 18), E("label", "", human(st["arch"]), 930, 452, 230, 18),
                  E("label", "", "Content size:", 780, 478, 140, 18), E("label", "", human(c), 930, 478, 230, 18),
                  E("label", "", "Compression ratio:", 780, 504, 140, 18), E("label", "", f"{c / st['arch']:.1f}", 930, 504, 230, 18),
                  E("label", "", "Number of files:", 780, 530, 140, 18), E("label", "", str(st["files"]), 930, 530, 230, 18),
                  E("push-button", "Close", "", 1080, 630, 80, 30)]
        elif st["dlg"] == "add":
            b += [E("dialog", "Add Files", "", 500, 180, 920, 640), E("push-button", "Projects", "", 640, 220, 100, 28)]
            for i, (n, s, m) in enumerate([("old", "", "3 Jun"), ("logo_draft.svg", "51.0 kB", "19 Aug"),
                                           ("logo_final.svg", "48.6 kB", "26 Aug"), ("site_assets_v1.zip", "2.7 MB", "4 Jul"),
                                           ("site_assets_v2.zip", "2.9 MB", "26 Aug"), ("style-guide.pdf", "1.3 MB", "12 Aug")]):
                b.append(E("table-row", n, f"{s} | {m}" if s else m, 700, 270 + 28 * i, 700, 26,
                           desc="selected" if n == "logo_final.svg" and st["sel"] == "add" else ""))
            b += [E("check-box", "Add only if newer", "", 520, 740, 200, 22), E("push-button", "Cancel", "", 520, 190, 80, 30),
                  E("push-button", "Add", "", 1320, 190, 80, 30)]
        elif st["dlg"] == "delete":
            b += [E("dialog", "Delete", "", 760, 380, 400, 220), E("radio-button", "All files", "", 790, 420, 200, 22),
                  E("radio-button", "Selected files", "", 790, 448, 200, 22, desc="checked"),
                  E("radio-button", "Files:", "", 790, 476, 80, 22), E("entry", "", "", 880, 474, 250, 26),
                  E("label", "", "example: *.txt; *.doc", 880, 504, 250, 18),
                  E("push-button", "Cancel", "", 960, 550, 80, 30), E("push-button", "Delete", "", 1050, 550, 80, 30)]
        return desk(ck.now, "Archive Manager", b, extra=("Archive Manager",))

    state = render()
    turns = []
    st["dlg"] = "props"
    turns.append((code("pyautogui.click(1577, 147)\npyautogui.click(1480, 260)  # Properties"), render()))
    st["dlg"] = "add"
    ck.tick(1)
    turns.append((code("pyautogui.click(1120, 645)\npyautogui.click(421, 147)"), render()))
    root.append(["logo_final.svg", "48.6 kB", "SVG image", "26 August 2025, 18:05"])
    st["dlg"], st["content"], st["files"], st["arch"] = None, st["content"] + 48573, 24, 2923866
    st["mtime"] = "27 August 2025, " + ck.tick(1)[-5:]
    turns.append((code("pyautogui.doubleClick(800, 340)"), render()))
    st["sel"], st["dlg"] = "thumbs.db", "delete"
    turns.append((code("pyautogui.click(700, 442)\npyautogui.press('delete')"), render()))
    root[:] = [r for r in root if r[0] != "thumbs.db"]
    st["sel"], st["dlg"], st["content"], st["files"], st["arch"] = None, None, st["content"] - 31232, 23, 2907411
    st["mtime"] = "27 August 2025, " + ck.tick(1)[-5:]
    turns.append((code("pyautogui.click(1090, 565)"), render()))
    st["dlg"] = "props"
    turns.append((code("pyautogui.click(1577, 147)\npyautogui.click(1480, 260)  # Properties"), render(content=st["content"] - 48573)))
    rs.add("os", "h49-os-13", system(task), turns, state=state, bad=True, turn=6,
           kind="Content size is 4,095,648 bytes, i.e. the original 4,126,880 minus thumbs.db only, although logo_final.svg (48.6 kB) was added in turn 3.")


# ---------------------------------------------------------------- 14 Terminal + Text Editor (clean)
def t14(rs: RowSet) -> None:
    task = ("Count nginx errors per day from /var/log/nginx/error.log into ~/reports/nginx_errors.txt using the terminal, "
            "then open the file in Text Editor, add a header line '# nginx errors per day (web01)' and save it.")
    ck = Clock("Mar 16", 11, 0)
    tm = Term("user", "web01")
    counts = [(14, "2025/03/10"), (9, "2025/03/11"), (31, "2025/03/12"), (6, "2025/03/13"), (122, "2025/03/14"),
              (47, "2025/03/15"), (18, "2025/03/16")]
    body = [f"{n:7d} {d}" for n, d in counts]
    header = "# nginx errors per day (web01)"
    tm.run("tail -n 3 /var/log/nginx/error.log",
           '2025/03/16 10:57:41 [error] 1187#1187: *88213 connect() failed (111: Connection refused) while connecting to upstream, client: 10.20.4.17, server: api.web01.internal, request: "GET /v2/health HTTP/1.1", upstream: "http://127.0.0.1:8081/v2/health", host: "api.web01.internal"\n'
           '2025/03/16 10:58:02 [error] 1187#1187: *88219 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.20.4.31, server: api.web01.internal, request: "POST /v2/orders HTTP/1.1", upstream: "http://127.0.0.1:8081/v2/orders", host: "api.web01.internal"\n'
           '2025/03/16 10:59:36 [error] 1188#1188: *88240 open() "/var/www/static/favicon.png" failed (2: No such file or directory), client: 10.20.4.17, server: web01.internal, request: "GET /favicon.png HTTP/1.1", host: "web01.internal"')
    st = {"ed": None}

    def render() -> str:
        b = tm.rows(220, 120, 1100, 760)
        app = "Terminal"
        if st["ed"]:
            e = st["ed"]
            b += [E("frame", ("•" if e["dirty"] else "") + "nginx_errors.txt", "", 900, 200, 960, 720),
                  E("label", "", "~/reports", 1300, 222, 160, 16),
                  E("push-button", "Open", "", 910, 208, 70, 30), E("push-button", "New tab", "", 984, 208, 34, 30),
                  E("push-button", "Save", "", 1720, 208, 60, 30), E("push-button", "Main Menu", "", 1784, 208, 34, 30),
                  E("text", "", "\n".join(e["lines"]) + "\n", 900, 250, 960, 630),
                  E("label", "", f"Ln {e['ln']}, Col {e['col']}", 1700, 890, 140, 20)]
            app = "Text Editor" if e["focus"] else "Terminal"
        return desk(ck.now, app, b, extra=("Terminal", "Text Editor") if st["ed"] else ("Terminal",))

    state = render()
    turns = []
    tm.run("mkdir -p ~/reports && cd ~/reports", cd="~/reports")
    turns.append((code("pyautogui.write('mkdir -p ~/reports && cd ~/reports\\n')"), render()))
    cmd = "awk '{print $1}' /var/log/nginx/error.log | sort | uniq -c > nginx_errors.txt && cat nginx_errors.txt"
    tm.run(cmd, "\n".join(body))
    ck.tick(1)
    turns.append((code(f"pyautogui.write({cmd + chr(10)!r})"), render()))
    size1 = sum(len(x) + 1 for x in body)
    t1 = ck.hm
    tm.run("wc -l nginx_errors.txt && ls -l nginx_errors.txt", f"7 nginx_errors.txt\n-rw-rw-r-- 1 user user {size1} Mar 16 {t1} nginx_errors.txt")
    turns.append((code("pyautogui.write('wc -l nginx_errors.txt && ls -l nginx_errors.txt\\n')"), render()))
    tm.run("gnome-text-editor nginx_errors.txt &", "[1] 48213")
    st["ed"] = {"dirty": False, "lines": list(body), "ln": 1, "col": 1, "focus": True}
    ck.tick(1)
    turns.append((code("pyautogui.write('gnome-text-editor nginx_errors.txt &\\n')\ntime.sleep(2)"), render()))
    st["ed"]["lines"] = [header] + body
    st["ed"]["dirty"], st["ed"]["ln"] = True, 2
    turns.append((code(f"pyautogui.hotkey('ctrl', 'home')\npyautogui.write({header + chr(10)!r})"), render()))
    st["ed"]["dirty"] = False
    ck.tick(1)
    t2 = ck.hm
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), render()))
    tm.run("cat nginx_errors.txt", "\n".join([header] + body))
    st["ed"]["focus"] = False
    turns.append((code("pyautogui.click(500, 700)\npyautogui.write('cat nginx_errors.txt\\n')"), render()))
    size2 = size1 + len(header) + 1
    tm.run("wc -l nginx_errors.txt && ls -l nginx_errors.txt", f"8 nginx_errors.txt\n-rw-rw-r-- 1 user user {size2} Mar 16 {t2} nginx_errors.txt")
    ck.tick(1)
    turns.append((code("pyautogui.write('wc -l nginx_errors.txt && ls -l nginx_errors.txt\\n')"), render()))
    rs.add("os", "h49-os-14", system(task), turns, state=state)


# ---------------------------------------------------------------- 15 Terminal (bad: journal timestamps before the restart)
def t15(rs: RowSet) -> None:
    task = ("On buildbox, check the artifact-sync service, restart it, confirm the new process is healthy and review its "
            "journal, disk usage and uptime.")
    ck = Clock("Aug 12", 9, 41)
    tm = Term("deploy", "buildbox", keep=40)

    def render() -> str:
        return desk(ck.now, "Terminal", tm.rows(160, 80, 1560, 940), extra=("Terminal",))

    tm.run("cd /srv/artifacts", cd="/srv/artifacts")
    state = render()
    turns = []
    tm.run("systemctl status artifact-sync --no-pager",
           "● artifact-sync.service - Artifact sync daemon\n"
           "     Loaded: loaded (/etc/systemd/system/artifact-sync.service; enabled; vendor preset: enabled)\n"
           "     Active: active (running) since Tue 2025-08-12 06:00:14 CEST; 3h 41min ago\n"
           "   Main PID: 2214 (python3)\n"
           "      Tasks: 3 (limit: 38174)\n"
           "     Memory: 41.8M\n"
           "        CPU: 2min 13.502s\n"
           "     CGroup: /system.slice/artifact-sync.service\n"
           "             └─2214 /usr/bin/python3 /opt/artifact-sync/sync.py --config /etc/artifact-sync.toml\n\n"
           "Aug 12 09:37:02 buildbox sync.py[2214]: synced 2 new artifacts (410 total)\n"
           "Aug 12 09:38:02 buildbox sync.py[2214]: synced 0 new artifacts (410 total)\n"
           "Aug 12 09:39:02 buildbox sync.py[2214]: synced 1 new artifacts (411 total)\n"
           "Aug 12 09:40:02 buildbox sync.py[2214]: WARNING mirror s3://ci-artifacts-eu responded 503, retrying in 30s\n"
           "Aug 12 09:40:33 buildbox sync.py[2214]: synced 1 new artifacts (412 total)")
    turns.append((keys_py("systemctl status artifact-sync --no-pager"), render()))
    tm.run("journalctl -u artifact-sync -n 4 --no-pager",
           "Aug 12 09:40:02 buildbox sync.py[2214]: WARNING mirror s3://ci-artifacts-eu responded 503, retrying in 30s\n"
           "Aug 12 09:40:33 buildbox sync.py[2214]: synced 1 new artifacts (412 total)\n"
           "Aug 12 09:41:33 buildbox sync.py[2214]: synced 0 new artifacts (412 total)\n"
           "Aug 12 09:42:02 buildbox sync.py[2214]: heartbeat ok (queue=0, lag=0.4s)")
    ck.tick(1)
    turns.append((keys_py("journalctl -u artifact-sync -n 4 --no-pager"), render()))
    tm.partial("sudo systemctl restart artifact-sync", "[sudo] password for deploy: ")
    turns.append((keys_py("sudo systemctl restart artifact-sync"), render()))
    tm.answer()
    turns.append((code("pyautogui.write('Tr4vis-buildbox\\n')"), render()))
    tm.run("systemctl status artifact-sync --no-pager",
           "● artifact-sync.service - Artifact sync daemon\n"
           "     Loaded: loaded (/etc/systemd/system/artifact-sync.service; enabled; vendor preset: enabled)\n"
           "     Active: active (running) since Tue 2025-08-12 09:42:31 CEST; 6s ago\n"
           "   Main PID: 51877 (python3)\n"
           "      Tasks: 3 (limit: 38174)\n"
           "     Memory: 18.2M\n"
           "        CPU: 412ms\n"
           "     CGroup: /system.slice/artifact-sync.service\n"
           "             └─51877 /usr/bin/python3 /opt/artifact-sync/sync.py --config /etc/artifact-sync.toml\n\n"
           "Aug 12 09:42:30 buildbox systemd[1]: Stopping Artifact sync daemon...\n"
           "Aug 12 09:42:31 buildbox sync.py[2214]: received SIGTERM, flushing queue (0 pending)\n"
           "Aug 12 09:42:31 buildbox systemd[1]: artifact-sync.service: Deactivated successfully.\n"
           "Aug 12 09:42:31 buildbox systemd[1]: Stopped Artifact sync daemon.\n"
           "Aug 12 09:42:31 buildbox systemd[1]: artifact-sync.service: Consumed 2min 14.117s CPU time.\n"
           "Aug 12 09:42:31 buildbox systemd[1]: Started Artifact sync daemon.\n"
           "Aug 12 09:42:32 buildbox sync.py[51877]: starting sync loop (interval 60s, 412 artifacts indexed)")
    turns.append((keys_py("systemctl status artifact-sync --no-pager"), render()))
    tm.run("date", "Tue Aug 12 09:42:58 CEST 2025")
    turns.append((keys_py("date"), render()))
    tm.run("ls -lt | head -6",
           "total 6120448\n"
           "-rw-r--r-- 1 deploy deploy  48213776 Aug 12 09:40 web-frontend-2025.08.12-0937.tar.zst\n"
           "-rw-r--r-- 1 deploy deploy 212004352 Aug 12 09:39 api-server-2025.08.12-0935.tar.zst\n"
           "-rw-r--r-- 1 deploy deploy  48190212 Aug 12 09:37 web-frontend-2025.08.12-0931.tar.zst\n"
           "-rw-r--r-- 1 deploy deploy   9912330 Aug 12 09:37 docs-site-2025.08.12-0930.tar.zst\n"
           "-rw-r--r-- 1 deploy deploy 211987611 Aug 12 08:58 api-server-2025.08.12-0851.tar.zst")
    ck.tick(1)
    turns.append((keys_py("ls -lt | head -6"), render()))
    tm.run("df -h /srv",
           "Filesystem                 Size  Used Avail Use% Mounted on\n"
           "/dev/mapper/vg0-srv         492G  371G   96G  80% /srv")
    turns.append((keys_py("df -h /srv"), render()))
    tm.run("journalctl -u artifact-sync -n 6 --no-pager",
           "Aug 12 09:41:30 buildbox systemd[1]: Stopping Artifact sync daemon...\n"
           "Aug 12 09:41:31 buildbox sync.py[2214]: received SIGTERM, flushing queue (0 pending)\n"
           "Aug 12 09:41:31 buildbox systemd[1]: Stopped Artifact sync daemon.\n"
           "Aug 12 09:41:31 buildbox systemd[1]: Started Artifact sync daemon.\n"
           "Aug 12 09:41:32 buildbox sync.py[51877]: starting sync loop (interval 60s, 412 artifacts indexed)\n"
           "Aug 12 09:42:32 buildbox sync.py[51877]: synced 0 new artifacts (412 total)")
    ck.tick(1)
    turns.append((keys_py("journalctl -u artifact-sync -n 6 --no-pager"), render()))
    tm.run("uptime", " 09:44:10 up  3:45,  2 users,  load average: 0.21, 0.18, 0.12")
    turns.append((keys_py("uptime"), render()))
    tm.run("systemctl is-active artifact-sync", "active")
    turns.append((keys_py("systemctl is-active artifact-sync"), render()))
    tm.run("systemctl show artifact-sync -p MainPID -p NRestarts -p ActiveEnterTimestamp",
           "MainPID=51877\nNRestarts=0\nActiveEnterTimestamp=Tue 2025-08-12 09:41:31 CEST")
    ck.tick(1)
    turns.append((keys_py("systemctl show artifact-sync -p MainPID -p NRestarts -p ActiveEnterTimestamp"), render()))
    rs.add("os", "h49-os-15", system(task), turns, state=state, bad=True, turn=9,
           kind="The journal dates the stop/start of artifact-sync at 09:41:30-31 and PID 51877 at 09:41:32, before the 09:42:02 line seen in turn 2 and earlier than the 09:42:31 start shown in turn 5.")


def keys_py(cmd: str) -> str:
    return code(f"pyautogui.write({cmd + chr(10)!r})")


# ---------------------------------------------------------------- 16 System Monitor (clean)
def t16(rs: RowSet) -> None:
    task = ("In System Monitor, find and kill the runaway video thumbnailer, restart the user's syncthing service, then "
            "check the Resources and File Systems tabs.")
    ck = Clock("Oct 02", 13, 27)
    procs = [["totem-video-thumbnailer", "user", "97", "38214", "1.2 GB", "2.1 GB", "N/A"],
             ["gnome-shell", "user", "6", "1893", "412.7 MB", "61.4 MB", "3.2 MB"],
             ["firefox", "user", "4", "2566", "1.6 GB", "318.0 MB", "211.5 MB"],
             ["syncthing", "user", "1", "2957", "112.6 MB", "4.3 GB", "1.9 GB"],
             ["Xwayland", "user", "1", "1931", "58.2 MB", "6.1 MB", "N/A"],
             ["pipewire", "user", "0", "1702", "9.8 MB", "1.2 MB", "N/A"],
             ["syncthing", "user", "0", "2931", "21.0 MB", "8.7 MB", "N/A"],
             ["nautilus", "user", "0", "2480", "96.3 MB", "44.9 MB", "1.1 MB"],
             ["gnome-terminal-server", "user", "0", "3310", "38.8 MB", "2.4 MB", "N/A"],
             ["tracker-miner-fs-3", "user", "0", "1998", "71.5 MB", "812.6 MB", "66.0 MB"]]
    st = {"tab": "Processes", "search": "", "sel": None, "menu": False, "dlg": False, "rx": 1.84, "tx": 0.62}

    def render() -> str:
        b = [E("frame", "System Monitor", "", 260, 110, 1400, 860)]
        for i, t in enumerate(["Processes", "Resources", "File Systems"]):
            b.append(E("radio-button", t, "", 800 + 130 * i, 118, 126, 32, desc="checked" if t == st["tab"] else ""))
        if st["tab"] == "Processes":
            b += [E("toggle-button", "Search", "", 1560, 118, 34, 34, desc="pressed" if st["search"] else ""),
                  E("push-button", "Menu", "", 1600, 118, 34, 34)]
            if st["search"]:
                b.append(E("entry", "", st["search"], 760, 160, 400, 30))
            for j, col in enumerate(["Process Name", "User", "% CPU", "ID", "Memory", "Disk read total", "Disk write total"]):
                b.append(E("table-column-header", col, "", 270 + [0, 420, 540, 640, 760, 920, 1100][j], 200, 140, 26,
                           desc="sorted descending" if col == "% CPU" else ""))
            rows = [p for p in procs if st["search"] in p[0]]
            rows.sort(key=lambda p: (-int(p[2]), p[0]))
            for i, p in enumerate(rows):
                b.append(E("table-row", p[0], " | ".join(p[1:]), 270, 228 + 26 * i, 1380, 26,
                           desc="selected" if p[3] == st["sel"] else ""))
            b.append(E("push-button", "End Process", "", 1520, 920, 120, 34, desc="" if st["sel"] else "insensitive"))
            if st["menu"]:
                for i, it in enumerate(["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"]):
                    b.append(E("menu-item", it, "", 700, 260 + 28 * i, 200, 26))
            if st["dlg"]:
                b += [E("alert", "Kill the selected process “totem-video-thumbnailer” (PID: 38214)?", "", 700, 380, 520, 200),
                      E("label", "", "Killing a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be killed.", 720, 430, 480, 60),
                      E("push-button", "Cancel", "", 720, 530, 230, 36), E("push-button", "Kill Process", "", 970, 530, 230, 36)]
        elif st["tab"] == "Resources":
            b += [E("label", "", "CPU", 280, 170, 100, 20)]
            for i, v in enumerate(["7.9%", "12.0%", "4.1%", "9.3%", "3.0%", "22.8%", "5.5%", "6.2%"]):
                b.append(E("label", f"CPU{i + 1}", v, 300 + 160 * (i % 4), 400 + 22 * (i // 4), 150, 20))
            b += [E("label", "", "Memory and Swap History", 280, 460, 300, 20),
                  E("label", "Memory", "5.1 GB (32.9%) of 15.5 GB", 300, 690, 400, 20),
                  E("label", "", "Cache 4.4 GB", 720, 690, 200, 20),
                  E("label", "Swap", "0 bytes (0.0%) of 2.0 GB", 980, 690, 400, 20),
                  E("label", "", "Network History", 280, 730, 300, 20),
                  E("label", "Receiving", "1.3 MiB/s", 300, 940, 180, 20),
                  E("label", "", f"Total Received {st['rx']:.2f} GB", 490, 940, 220, 20),
                  E("label", "Sending", "402.6 KiB/s", 760, 940, 180, 20),
                  E("label", "", f"Total Sent {st['tx']:.2f} GB", 950, 940, 220, 20)]
        else:
            for j, col in enumerate(["Device", "Directory", "Type", "Total", "Available", "Used"]):
                b.append(E("table-column-header", col, "", 270 + 220 * j, 170, 216, 26))
            for i, r in enumerate([("/dev/nvme0n1p2", "/", "ext4", "502.0 GB", "311.6 GB", "165.0 GB 33%"),
                                   ("/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.6 MB", "6.3 MB 1%"),
                                   ("/dev/sda1", "/media/user/Backup4T", "ext4", "4.0 TB", "1.2 TB", "2.6 TB 68%")]):
                b.append(E("table-row", r[0], " | ".join(r[1:]), 270, 200 + 28 * i, 1380, 26))
        return desk(ck.now, "System Monitor", b, extra=("System Monitor",))

    state = render()
    turns = []
    st["search"] = "thumb"
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('thumb')"), render()))
    procs[0][2] = "99"
    st["sel"] = "38214"
    ck.tick(1)
    turns.append((code("pyautogui.click(500, 241)"), render()))
    st["menu"] = True
    turns.append((code("pyautogui.rightClick(500, 241)"), render()))
    st["menu"], st["dlg"] = False, True
    turns.append((code("pyautogui.click(760, 469)  # Kill"), render()))
    del procs[0]
    st["dlg"], st["sel"] = False, None
    ck.tick(1)
    turns.append((code("pyautogui.click(1085, 548)"), render()))
    st["search"] = "syncthing"
    for p in procs:
        if p[3] == "2957":
            p[2], p[5] = "2", "4.4 GB"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('syncthing')"), render()))
    procs[:] = [p for p in procs if p[0] != "syncthing"]
    procs += [["syncthing", "user", "14", "40131", "38.4 MB", "96.2 MB", "120.0 kB"], ["syncthing", "user", "0", "40112", "19.6 MB", "7.9 MB", "N/A"]]
    ck.tick(1)
    turns.append((code("import subprocess\nsubprocess.run(['systemctl', '--user', 'restart', 'syncthing.service'])\ntime.sleep(3)"), render()))
    st["tab"], st["rx"], st["tx"] = "Resources", 1.93, 0.64
    turns.append((code("pyautogui.click(995, 134)"), render()))
    st["tab"] = "File Systems"
    ck.tick(1)
    turns.append((code("pyautogui.click(1125, 134)"), render()))
    rs.add("os", "h49-os-16", system(task), turns, state=state)


# ---------------------------------------------------------------- 17 Chrome (clean)
def t17(rs: RowSet) -> None:
    task = ("In Chrome, bookmark the Met Éireann page, close and restore its tab, make DuckDuckGo the default search "
            "engine, clear the last hour of browsing data, search 'tide times galway' and check the bookmark is kept.")
    ck = Clock("Jul 03", 8, 55)
    met = ("Met Éireann - The Irish Meteorological Service", "https://www.met.ie/")
    py = ("What’s New In Python 3.12 — Python 3.12.4 documentation", "https://docs.python.org/3/whatsnew/3.12.html")
    st = {"tabs": [met, py], "act": 0, "bubble": False, "bar": ["Gmail", "Irish Rail – Journey Planner", "Revenue myAccount"],
          "engine": "Google", "dlg": False}
    pages = {
        met[1]: [("heading", "Forecast for Ireland"), ("paragraph", "Today: Cloudy with outbreaks of rain spreading east this morning, turning showery this afternoon. Highs of 15 to 18 degrees."),
                 ("link", "Warnings"), ("link", "Rainfall Radar"), ("link", "Marine Forecast"), ("heading", "National Warnings"),
                 ("paragraph", "Status Yellow – Rain warning for Cork, Kerry · Valid: 06:00 Thursday 03/07/2025 to 18:00 Thursday 03/07/2025")],
        py[1]: [("heading", "What’s New In Python 3.12"), ("paragraph", "Editor: Adam Turner"), ("heading", "Summary – Release highlights"),
                ("link", "PEP 695, type parameter syntax"), ("link", "PEP 701, f-strings in the grammar"),
                ("link", "PEP 684, a unique per-interpreter GIL"), ("heading", "New Features")],
        "chrome://settings/searchEngines": [("heading", "Search engine"), ("combo-box", "Search engine used in the address bar"),
                                            ("heading", "Manage search engines and site search")],
        "chrome://settings/clearBrowserData": [("heading", "Privacy and security"), ("link", "Clear browsing data"),
                                               ("link", "Cookies and other site data"), ("link", "Security"), ("link", "Site settings")],
        "chrome://settings/privacy": [("heading", "Privacy and security"), ("link", "Clear browsing data"),
                                      ("link", "Cookies and other site data"), ("link", "Security"), ("link", "Site settings")],
        "ddg": [("heading", "tide times galway at DuckDuckGo"), ("link", "Galway Tide Times | Tides4Fishing"),
                ("link", "Tide times and charts for Galway Harbour - tide-forecast.com"), ("link", "Marine Institute – Galway Port tide gauge")],
        "chrome://bookmarks/": [("heading", "Bookmarks"), ("tree-item", "Bookmarks bar"), ("tree-item", "Other bookmarks")],
    }

    def render() -> str:
        title, url = st["tabs"][st["act"]]
        b = [E("frame", f"{title} - Google Chrome", "", 70, 27, 1850, 1053)]
        for i, (t, _) in enumerate(st["tabs"]):
            b.append(E("page-tab", t, "", 80 + 240 * i, 36, 236, 34, desc="selected" if i == st["act"] else ""))
        b += [E("push-button", "New Tab", "", 80 + 240 * len(st["tabs"]), 38, 28, 28),
              E("push-button", "Back", "", 80, 76, 32, 32), E("push-button", "Reload", "", 152, 76, 32, 32),
              E("entry", "Address and search bar", url, 240, 76, 1400, 32),
              E("push-button", "Edit bookmark for this tab" if (url == met[1] and met[0] in st["bar"]) else "Bookmark this tab", "", 1600, 78, 28, 28)]
        for i, bm in enumerate(st["bar"]):
            b.append(E("push-button", bm, "", 80 + 200 * i, 116, 196, 26))
        key = url if url in pages else ("ddg" if "duckduckgo" in url else url)
        y = 170
        for tag, txt in pages.get(key, []):
            b.append(E(tag, txt if tag != "paragraph" else "", txt if tag == "paragraph" else "", 340, y, 1200, 30 if tag != "paragraph" else 60))
            y += 40 if tag != "paragraph" else 70
        if key == "chrome://settings/searchEngines":
            b[-2] = E("combo-box", "Search engine used in the address bar", st["engine"], 340, 210, 1200, 36)
            for i, (eng, kw) in enumerate([("Google", "google.com"), ("Bing", "bing.com"), ("Yahoo! Ireland", "ie.yahoo.com"),
                                           ("DuckDuckGo", "duckduckgo.com"), ("Ecosia", "ecosia.org")]):
                b.append(E("table-row", eng + (" (Default)" if eng == st["engine"] else ""), kw, 340, 330 + 40 * i, 1200, 36))
        if key == "chrome://bookmarks/":
            for i, bm in enumerate(st["bar"]):
                u = {"Gmail": "mail.google.com", "Irish Rail – Journey Planner": "journeyplanner.irishrail.ie",
                     "Revenue myAccount": "ros.ie/myaccount-web"}.get(bm, "www.met.ie")
                b.append(E("list-item", bm, u, 600, 300 + 44 * i, 900, 40))
        if st["bubble"]:
            b += [E("dialog", "Bookmark added", "", 1320, 110, 340, 200), E("entry", "Name", met[0], 1340, 160, 300, 30),
                  E("combo-box", "Folder", "Bookmarks bar", 1340, 200, 300, 30),
                  E("push-button", "More…", "", 1340, 260, 80, 30), E("push-button", "Remove", "", 1430, 260, 90, 30),
                  E("push-button", "Done", "", 1530, 260, 90, 30)]
        if st["dlg"]:
            b += [E("dialog", "Clear browsing data", "", 660, 200, 600, 560),
                  E("page-tab", "Basic", "", 680, 250, 280, 30, desc="selected"), E("page-tab", "Advanced", "", 960, 250, 280, 30),
                  E("combo-box", "Time range", "Last hour", 700, 300, 300, 30),
                  E("check-box", "Browsing history", "Clears history and autocompletions in the address bar.", 700, 350, 520, 50, desc="checked"),
                  E("check-box", "Cookies and other site data", "From 37 sites. Signs you out of most sites.", 700, 410, 520, 50, desc="checked"),
                  E("check-box", "Cached images and files", "Frees up 84.6 MB. Some sites may load more slowly on your next visit.", 700, 470, 520, 50, desc="checked"),
                  E("push-button", "Cancel", "", 1020, 700, 100, 34), E("push-button", "Clear data", "", 1130, 700, 110, 34)]
        return desk(ck.now, "Google Chrome", b)

    state = render()
    turns = []
    st["bubble"] = True
    st["bar"] = st["bar"] + [met[0]]
    turns.append((code("BrowserTools.bookmark_page()"), render()))
    st["bubble"] = False
    turns.append((code("pyautogui.click(1575, 275)"), render()))
    st["tabs"], st["act"] = [py], 0
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), render()))
    st["tabs"], st["act"] = [met, py], 0
    turns.append((code("BrowserTools.bring_back_last_tab()"), render()))
    st["tabs"], st["act"] = [met, py, ("Settings - Search engine", "chrome://settings/searchEngines")], 2
    ck.tick(1)
    turns.append((code("BrowserTools.open_search_engine_settings()"), render()))
    st["engine"] = "DuckDuckGo"
    turns.append((code("pyautogui.click(1500, 468)  # ⋮ next to DuckDuckGo\npyautogui.click(1420, 500)  # Make default"), render()))
    st["tabs"][2] = ("Settings - Privacy and security", "chrome://settings/clearBrowserData")
    st["dlg"] = True
    ck.tick(1)
    turns.append((code("BrowserTools.delete_browsing_data()"), render()))
    st["dlg"] = False
    st["tabs"][2] = ("Settings - Privacy and security", "chrome://settings/privacy")
    turns.append((code("pyautogui.click(1185, 717)"), render()))
    st["tabs"][2] = ("tide times galway at DuckDuckGo", "https://duckduckgo.com/?q=tide+times+galway&t=chrome")
    ck.tick(1)
    turns.append((code("pyautogui.click(900, 92)\npyautogui.write('tide times galway\\n')"), render()))
    st["tabs"].append(("Bookmarks", "chrome://bookmarks/"))
    st["act"] = 3
    turns.append((code("BrowserTools.open_bookmarks()"), render()))
    rs.add("os", "h49-os-17", system(task), turns, state=state)


# ---------------------------------------------------------------- 18 GNOME Calendar (bad: new event's date shifts)
def t18(rs: RowSet) -> None:
    task = ("In Calendar, add 'Dentist – Dr. Quinlan' on Thursday 10 April 2025 from 09:30 to 10:15 in the Personal "
            "calendar, then move 'Team retro' from Friday 4 April to Wednesday 2 April.")
    ck = Clock("Apr 01", 17, 8)
    ev = {2: [("10:00", "Sprint planning", "Work")], 4: [("15:00", "Team retro", "Work")], 11: [("", "Payday", "Personal")],
          18: [("", "Good Friday", "Holidays in Ireland")], 21: [("", "Easter Monday", "Holidays in Ireland")],
          23: [("", "Aoife's birthday", "Birthdays")], 9: [("19:30", "Choir rehearsal", "Personal")],
          16: [("19:30", "Choir rehearsal", "Personal")], 29: [("11:00", "Quarterly review", "Work")]}
    st = {"view": "Month", "pop": None, "dlg": None, "detail": None}

    def render() -> str:
        b = [E("frame", "Calendar", "", 200, 90, 1520, 900),
             E("push-button", "New Event", "", 220, 100, 34, 34), E("push-button", "Today", "", 260, 100, 70, 34),
             E("push-button", "Previous", "", 334, 100, 34, 34), E("push-button", "Next", "", 372, 100, 34, 34)]
        for i, v in enumerate(["Day", "Week", "Month", "Year"]):
            b.append(E("radio-button", v, "", 820 + 80 * i, 100, 76, 34, desc="checked" if v == st["view"] else ""))
        b += [E("toggle-button", "Search", "", 1580, 100, 34, 34), E("push-button", "Manage your calendars", "", 1620, 100, 34, 34)]
        if st["view"] == "Month":
            b.append(E("label", "", "April 2025", 230, 150, 200, 30))
            for j, d in enumerate(["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]):
                b.append(E("label", "", d, 230 + 212 * j, 190, 40, 18))
            for day in range(1, 31):
                col, row = day % 7, day // 7  # 1 April 2025 is a Tuesday
                x, y = 230 + 212 * col, 214 + 150 * row
                b.append(E("label", "", str(day), x + 180, y + 4, 24, 18))
                for k, (tm, name, cal) in enumerate(sorted(ev.get(day, []), key=lambda e: e[0] or "00:00")):
                    b.append(E("push-button", name, tm, x + 4, y + 26 + 24 * k, 204, 22, desc=cal))
        else:
            b.append(E("label", "", "Week 14 · March 31 – April 6, 2025", 230, 150, 400, 30))
            for j, d in enumerate(["MON 31", "TUE 1", "WED 2", "THU 3", "FRI 4", "SAT 5", "SUN 6"]):
                b.append(E("label", "", d, 300 + 200 * j, 190, 80, 18))
                day = [None, 1, 2, 3, 4, 5, 6][j]
                for tm, name, cal in ev.get(day, []) if day else []:
                    hh = int(tm[:2]) if tm else 0
                    b.append(E("push-button", name, tm, 300 + 200 * j, 230 + 40 * (hh - 7), 196, 40, desc=cal))
        if st["pop"]:
            b += [E("dialog", "New Event on Thursday, April 10", "", 870, 560, 360, 150),
                  E("entry", "", st["pop"] if st["pop"] is not True else "", 890, 600, 320, 32),
                  E("push-button", "Edit Details…", "", 890, 650, 130, 32), E("push-button", "Create", "", 1110, 650, 100, 32,
                                                                                 desc="" if st["pop"] is not True else "insensitive")]
        if st["dlg"]:
            d = st["dlg"]
            b += [E("dialog", "New Event", "", 660, 180, 600, 640),
                  E("push-button", "Cancel", "", 680, 190, 80, 32), E("push-button", "Done", "", 1160, 190, 80, 32),
                  E("combo-box", "Calendar", "Personal", 980, 190, 160, 32),
                  E("entry", "Title", "Dentist – Dr. Quinlan", 700, 250, 520, 32),
                  E("entry", "Location", "", 700, 292, 520, 32),
                  E("label", "", "Schedule", 700, 344, 200, 20),
                  E("toggle-button", "All Day", "", 1160, 340, 50, 26, desc="checked" if d["allday"] else ""),
                  E("label", "", "Starts", 700, 384, 80, 20), E("entry", "", d["date"], 800, 378, 260, 32),
                  E("entry", "", d["start"], 1070, 378, 150, 32, desc="insensitive" if d["allday"] else ""),
                  E("label", "", "Ends", 700, 424, 80, 20), E("entry", "", d["date"], 800, 418, 260, 32),
                  E("entry", "", d["end"], 1070, 418, 150, 32, desc="insensitive" if d["allday"] else ""),
                  E("label", "", "Repeat", 700, 470, 80, 20), E("combo-box", "", "No Repeat", 1000, 464, 220, 32),
                  E("label", "", "Reminders", 700, 520, 120, 20), E("push-button", "Add Reminder…", "", 700, 550, 160, 32),
                  E("label", "", "Notes", 700, 610, 100, 20), E("text", "", "", 700, 636, 520, 140)]
        if st["detail"]:
            b += [E("dialog", "Team retro", "", 660, 250, 360, 180), E("label", "", "Wednesday, April 2, 15:00 – 16:00", 680, 290, 320, 20),
                  E("label", "", "Work", 680, 316, 200, 20), E("label", "", "Room 2.07 / Teams", 680, 342, 300, 20),
                  E("push-button", "Edit…", "", 900, 380, 100, 32)]
        return desk(ck.now, "Calendar", b, extra=("Calendar",))

    state = render()
    turns = []
    st["pop"] = True
    turns.append((code("pyautogui.click(970, 440)"), render()))
    st["pop"], st["dlg"] = None, {"allday": True, "date": "Thursday, 10 April 2025", "start": "00:00", "end": "00:00"}
    ck.tick(1)
    turns.append((code("pyautogui.write('Dentist – Dr. Quinlan')\npyautogui.click(955, 666)"), render()))
    st["dlg"] = {"allday": False, "date": "Friday, 11 April 2025", "start": "09:30", "end": "10:15"}
    turns.append((code("pyautogui.click(1185, 353)\npyautogui.tripleClick(1145, 394)\npyautogui.write('09:30\\t')\n"
                       "pyautogui.tripleClick(1145, 434)\npyautogui.write('10:15\\t')"), render()))
    st["dlg"] = None
    ev.setdefault(11, []).append(("09:30", "Dentist – Dr. Quinlan", "Personal"))
    ck.tick(1)
    turns.append((code("pyautogui.click(1200, 206)"), render()))
    ev[4] = []
    ev[2].append(("15:00", "Team retro", "Work"))
    turns.append((code("pyautogui.moveTo(1396, 251)\npyautogui.dragTo(760, 265, duration=0.6)"), render()))
    st["detail"] = True
    ck.tick(1)
    turns.append((code("pyautogui.click(760, 275)"), render()))
    st["detail"], st["view"] = None, "Week"
    turns.append((code("pyautogui.press('escape')\npyautogui.click(938, 117)"), render()))
    rs.add("os", "h49-os-18", system(task), turns, state=state, bad=True, turn=3,
           kind="After only the times were set, the event editor's start and end date read Friday, 11 April 2025 instead of the Thursday, 10 April 2025 shown in turn 2.")


# ---------------------------------------------------------------- 19 Disk Usage Analyzer -> Files (clean)
def t19(rs: RowSet) -> None:
    task = ("Use Disk Usage Analyzer to find what fills the home folder, open the biggest folder under Videos in Files, "
            "move it to the trash, and rescan to see where the space went.")
    ck = Clock("Feb 11", 19, 20)
    home = {"Videos": {"OBS": (62.4, 118), "Family": (15.1, 342), "Screencasts": (6.9, 27), "christening_2023.mp4": (1.4, 0),
                       "dashcam_export.mp4": (0.4, 0)},
            "Pictures": {"": (31.7, 8214)}, "Music": {"": (18.2, 2981)}, ".cache": {"": (12.8, 40112)},
            "Documents": {"": (9.4, 1877)}, ".local": {"share": (7.7, 20551), "state": (0.1, 14), "bin": (0.1, 6)},
            "Downloads": {"": (6.1, 212)}, "snap": {"": (4.4, 9904)}, ".config": {"": (0.9, 3120)}}
    st = {"scanned": False, "open": None, "files": None, "toast": "", "focus": "baobab", "stale": None}

    def size(folder: str, tree: dict) -> float:
        return round(sum(v[0] for v in tree[folder].values()), 1)

    def items(folder: str, tree: dict) -> int:
        return sum(v[1] for v in tree[folder].values()) + len([k for k in tree[folder] if k])

    def render() -> str:
        tree = st["stale"] or home
        b = [E("frame", "Disk Usage Analyzer" if not st["scanned"] else "Home folder", "", 200, 90, 1400, 880),
             E("push-button", "Back", "", 220, 100, 34, 34)]
        if st["scanned"]:
            total = round(sum(size(f, tree) for f in tree), 1)
            b += [E("push-button", "Rescan", "", 1480, 100, 34, 34), E("label", "", "/home/user", 700, 106, 300, 22)]
            for j, col in enumerate(["Folder", "Size", "Contents", "Modified"]):
                b.append(E("table-column-header", col, "", 220 + [0, 300, 440, 580][j], 150, 140, 26))
            b.append(E("tree-item", "user", f"{total:.1f} GB | {sum(items(f, tree) for f in tree) + len(tree):,} items | 1 hour", 220, 180, 800, 26, desc="expanded"))
            order = sorted(tree, key=lambda f: -size(f, tree))
            y = 206
            for f in order:
                days = {"Videos": "1 month", "Pictures": "3 days", "Music": "5 months", ".cache": "1 hour", "Documents": "2 days",
                        ".local": "1 hour", "Downloads": "6 days", "snap": "2 weeks", ".config": "1 hour"}[f]
                if f in ("Videos", ".local") and st["stale"] is None and st.get("vmod"):
                    days = st["vmod"]
                b.append(E("tree-item", f, f"{size(f, tree):.1f} GB | {items(f, tree):,} items | {days}", 240, y, 780, 26,
                           desc="expanded" if st["open"] == f else "collapsed"))
                y += 26
                if st["open"] == f:
                    for sub, (gb, n) in sorted(tree[f].items(), key=lambda kv: -kv[1][0]):
                        b.append(E("tree-item", sub, f"{gb:.1f} GB | {n:,} items" if n else f"{gb:.1f} GB", 260, y, 760, 26))
                        y += 26
            b.append(E("drawing-area", "Rings chart", "", 1040, 180, 540, 760))
        else:
            b += [E("label", "", "Devices & Locations", 400, 160, 300, 22),
                  E("list-item", "Home folder", "/home/user", 400, 200, 900, 56),
                  E("list-item", "Computer", "165.0 GB of 502.0 GB", 400, 260, 900, 56),
                  E("list-item", "Backup4T", "2.6 TB of 4.0 TB", 400, 320, 900, 56)]
        app = "Disk Usage Analyzer"
        if st["files"]:
            f = st["files"]
            b += [E("frame", f["dir"], "", 420, 160, 1280, 780), E("label", "", "Home", 540, 176, 60, 24),
                  E("label", "", "Videos", 604, 176, 70, 24)]
            if f["dir"] == "OBS":
                b += [E("label", "", "OBS", 678, 176, 50, 24), E("scroll-bar", "", "", 1686, 226, 12, 700, desc="value 0 of 2870")]
            for i, (n, s, m) in enumerate(f["rows"]):
                b.append(E("table-row", n, f"{s} | {m}", 640, 230 + 30 * i, 1040, 28, desc="selected" if n == f.get("sel") else ""))
            if st["toast"]:
                b += [E("notification", "", st["toast"], 860, 880, 400, 40), E("push-button", "Undo", "", 1180, 886, 60, 28)]
            if st["focus"] == "files":
                app = "Files"
        return desk(ck.now, app, b, extra=("Disk Usage Analyzer",))

    obs_rows = [("2024-01-14 19-02-33.mkv", "1.9 GB", "14 Jan 2024"), ("2024-01-21 20-11-05.mkv", "2.4 GB", "21 Jan 2024"),
                ("2024-02-03 18-47-51.mkv", "812.0 MB", "3 Feb 2024"), ("2024-02-18 21-30-12.mkv", "3.1 GB", "18 Feb 2024"),
                ("2024-03-09 17-05-44.mkv", "1.2 GB", "9 Mar 2024"), ("2024-03-30 19-58-02.mkv", "2.7 GB", "30 Mar 2024"),
                ("2024-04-13 20-20-19.mkv", "466.3 MB", "13 Apr 2024"), ("2024-05-04 18-02-37.mkv", "2.2 GB", "4 May 2024")]
    state = render()
    turns = []
    st["scanned"] = True
    turns.append((code("pyautogui.click(850, 228)"), render()))
    st["open"] = "Videos"
    ck.tick(1)
    turns.append((code("pyautogui.click(246, 219)"), render()))
    st["files"] = {"dir": "OBS", "rows": obs_rows}
    st["focus"] = "files"
    turns.append((code("pyautogui.rightClick(320, 245)\npyautogui.click(400, 270)  # Open Folder"), render()))
    st["files"] = {"dir": "Videos", "rows": [("Family", "342 items", "12 Jan"), ("OBS", "118 items", "4 May 2024"),
                                             ("Screencasts", "27 items", "30 Dec 2024"), ("christening_2023.mp4", "1.4 GB", "2 Mar 2023"),
                                             ("dashcam_export.mp4", "356.9 MB", "19 Nov 2024")], "sel": "OBS"}
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('alt', 'up')"), render()))
    st["stale"] = {k: dict(v) for k, v in home.items()}
    del home["Videos"]["OBS"]
    home[".local"]["share"] = (round(7.7 + 62.4, 1), 20551 + 118 + 2)
    st["files"]["rows"] = [r for r in st["files"]["rows"] if r[0] != "OBS"]
    st["files"]["sel"] = None
    st["toast"] = "“OBS” moved to trash"
    turns.append((code("pyautogui.press('delete')"), render()))
    st["focus"], st["toast"] = "baobab", ""
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('alt', 'tab')"), render()))
    st["stale"], st["vmod"], st["open"] = None, "1 minute", None
    ck.tick(1)
    turns.append((code("pyautogui.click(1497, 117)  # Rescan"), render()))
    st["open"] = ".local"
    turns.append((code("pyautogui.click(246, 219)"), render()))
    rs.add("os", "h49-os-19", system(task), turns, state=state)


# ---------------------------------------------------------------- 20 Document Viewer (bad: created bookmark missing)
def t20(rs: RowSet) -> None:
    task = ("Open ~/Documents/lease_agreement_2025.pdf in Document Viewer, bookmark page 9 (clause 14, break clause) and "
            "page 17 (Schedule 2, inventory), check the document properties and find every mention of 'break'.")
    ck = Clock("Feb 20", 12, 31)
    pages = {
        1: ["RESIDENTIAL TENANCY AGREEMENT", "This Agreement is made on the 3rd day of February 2025 between Ciarán Mac Aodha (the “Landlord”) and Saoirse Kelleher (the “Tenant”).",
            "Property: Apartment 14, Harbour View, Dock Road, Galway H91 X2T7", "Term: 24 months commencing 1 March 2025", "Rent: €1,850.00 per calendar month, payable in advance on the 1st day of each month"],
        9: ["14. BREAK CLAUSE", "14.1 The Tenant may terminate this Agreement after the first twelve (12) months of the Term by giving the Landlord not less than sixty (60) days' written notice.",
            "14.2 Any notice under clause 14.1 shall be served in accordance with clause 21 and shall expire on the last day of a rental period.",
            "14.3 The deposit of €1,850.00 shall be returned within fourteen (14) days of the break date, subject to clause 9.4.", "15. ALTERATIONS"],
        17: ["SCHEDULE 2 – INVENTORY", "Living room: 1 × three-seat sofa (grey), 1 × oak coffee table, 2 × table lamps",
             "Kitchen: 1 × Beko fridge-freezer (serial 7281044113), 1 × Bosch dishwasher, 4 × dining chairs",
             "Bedroom 1: 1 × double bed frame and mattress, 1 × wardrobe (mirrored doors)", "Meter readings at check-in: Electricity 048213 kWh · Gas 11920 m³"],
    }
    st = {"page": 1, "side": None, "bm": [], "dlg": False, "find": None, "hit": None}

    def render() -> str:
        b = [E("frame", "Residential Tenancy Agreement – 14 Harbour View, Galway — lease_agreement_2025.pdf", "", 160, 60, 1600, 980),
             E("toggle-button", "Side pane", "", 180, 70, 34, 34, desc="pressed" if st["side"] else ""),
             E("entry", "Select page", str(st["page"]), 230, 72, 60, 30), E("label", "", f"({st['page']} of 24)", 294, 78, 70, 20),
             E("toggle-button", "Search", "", 1560, 70, 34, 34, desc="pressed" if st["find"] else ""),
             E("push-button", "Zoom", "Automatic", 1600, 70, 110, 34), E("push-button", "File options", "", 1714, 70, 34, 34)]
        if st["find"]:
            b.append(E("entry", "Find in document", st["find"], 700, 112, 400, 30))
        x0 = 460 if st["side"] else 240
        if st["side"]:
            b += [E("combo-box", "", st["side"], 170, 112, 260, 30)]
            if st["side"] == "Thumbnails":
                for i in range(1, 6):
                    b.append(E("list-item", f"Page {i}", "", 220, 150 + 170 * (i - 1), 160, 160, desc="selected" if i == st["page"] else ""))
            elif st["side"] == "Bookmarks":
                if not st["bm"]:
                    b.append(E("label", "", "No bookmarks", 240, 170, 160, 20))
                for i, p in enumerate(st["bm"]):
                    b.append(E("list-item", f"Page {p}", "", 180, 150 + 28 * i, 240, 26))
                b += [E("push-button", "Add bookmark", "", 180, 990, 34, 34), E("push-button", "Remove bookmark", "", 220, 990, 34, 34)]
            elif st["side"] == "Find":
                for i, (p, snip) in enumerate([(9, "14. BREAK CLAUSE"),
                                               (9, "…within fourteen (14) days of the break date, subject to…"),
                                               (15, "…any break in the supply of water or electricity…"),
                                               (22, "…notice of the intended break date shall state…")]):
                    b.append(E("list-item", snip, f"Page {p}", 180, 150 + 52 * i, 260, 48, desc="selected" if st["hit"] == i else ""))
        b.append(E("document-frame", "", "", x0, 112, 1740 - x0, 920))
        for i, line in enumerate(pages.get(st["page"], [f"Page {st['page']}"])):
            b.append(E("paragraph" if i else "heading", "", line, x0 + 120, 170 + 70 * i, 1200 - (x0 - 240), 60))
        if st["dlg"]:
            props = [("Title:", "Residential Tenancy Agreement – 14 Harbour View, Galway"), ("Subject:", "Lease 2025-03 / HV-14"),
                     ("Author:", "Ó Briain & Co. Solicitors"), ("Keywords:", "lease, tenancy, Galway"),
                     ("Producer:", "Microsoft® Word for Microsoft 365"), ("Creator:", "Microsoft® Word for Microsoft 365"),
                     ("Created:", "Mon 03 Feb 2025 11:24:06 GMT"), ("Modified:", "Mon 03 Feb 2025 11:26:40 GMT"),
                     ("Format:", "PDF-1.7"), ("Number of Pages:", "24"), ("Optimized:", "No"), ("Security:", "No"),
                     ("Paper Size:", "A4, Portrait (210 × 297 mm)"), ("Size:", "1.1 MB")]
            b += [E("dialog", "Properties", "", 660, 200, 600, 560), E("page-tab", "General", "", 680, 230, 90, 26),
                  E("page-tab", "Fonts", "", 774, 230, 80, 26)]
            for i, (k, v) in enumerate(props):
                b += [E("label", "", k, 690, 280 + 30 * i, 150, 20), E("label", "", v, 850, 280 + 30 * i, 390, 20)]
        return desk(ck.now, "Document Viewer", b, extra=("Document Viewer",))

    state = render()
    turns = []
    st["page"] = 9
    turns.append((code("pyautogui.tripleClick(260, 87)\npyautogui.write('9\\n')"), render()))
    st["side"] = "Thumbnails"
    ck.tick(1)
    turns.append((code("pyautogui.press('f9')"), render()))
    st["side"] = "Bookmarks"
    turns.append((code("pyautogui.click(300, 127)\npyautogui.click(300, 241)  # Bookmarks"), render()))
    st["bm"] = [9]
    ck.tick(1)
    turns.append((code("pyautogui.click(197, 1007)"), render()))
    st["page"] = 17
    turns.append((code("pyautogui.tripleClick(260, 87)\npyautogui.write('17\\n')"), render()))
    st["bm"] = [9, 17]
    ck.tick(1)
    turns.append((code("pyautogui.click(197, 1007)"), render()))
    st["dlg"], st["bm"] = True, [9]
    turns.append((code("pyautogui.hotkey('alt', 'Return')"), render()))
    st["dlg"] = False
    ck.tick(1)
    turns.append((code("pyautogui.press('escape')"), render()))
    st["find"], st["side"] = "break", "Find"
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('break')"), render()))
    st["hit"], st["page"] = 0, 9
    ck.tick(1)
    turns.append((code("pyautogui.press('enter')"), render()))
    rs.add("os", "h49-os-20", system(task), turns, state=state, bad=True, turn=7,
           kind="The Bookmarks side pane lists only 'Page 9'; the 'Page 17' bookmark added in turn 6 has disappeared with no removal.")


# ---------------------------------------------------------------- 21 GNOME Disks (bad: a drive vanishes from the list)
def t21(rs: RowSet) -> None:
    task = ("In Disks, unmount the SanDisk USB stick's partition, reformat it as exFAT named 'TRANSFER', then check the "
            "SMART data of the system SSD.")
    ck = Clock("Sep 30", 11, 12)
    drives = [("500 GB Disk", "Samsung SSD 980 PRO 500GB"), ("4.0 TB Hard Disk", "Seagate Expansion Desk"),
              ("16 GB Drive", "SanDisk Ultra"), ("Loop Device", "/dev/loop0"), ("Loop Device", "/dev/loop1")]
    st = {"drive": "Samsung SSD 980 PRO 500GB", "mounted": True, "fs": "FAT (32-bit version)", "name": "USBSTICK",
          "uuid": "5E1D-3A7F", "dlg": None, "vname": "", "smart": False}

    def render() -> str:
        b = [E("frame", "Disks", "", 180, 90, 1560, 900), E("push-button", "Main menu", "", 200, 100, 34, 34)]
        for i, (kind, model) in enumerate(drives):
            b.append(E("list-item", kind, model, 190, 150 + 64 * i, 380, 60, desc="selected" if model == st["drive"] else ""))
        d = st["drive"]
        if d.startswith("SanDisk"):
            b += [E("label", "", "16 GB Drive", 1000, 100, 200, 22), E("label", "", "/dev/sdb", 1000, 122, 200, 18),
                  E("push-button", "Power off this disk", "", 1620, 100, 34, 34),
                  E("label", "", "Model", 620, 170, 200, 20), E("label", "", "SanDisk Ultra (1.00)", 840, 170, 500, 20),
                  E("label", "", "Size", 620, 196, 200, 20), E("label", "", "16 GB (15,938,355,200 bytes)", 840, 196, 500, 20),
                  E("label", "", "Partitioning", 620, 222, 200, 20), E("label", "", "Master Boot Record", 840, 222, 500, 20),
                  E("label", "", "Serial Number", 620, 248, 200, 20), E("label", "", "4C530001230914115432", 840, 248, 500, 20),
                  E("label", "", "Volumes", 620, 296, 200, 20),
                  E("push-button", f"{st['name']} 16 GB {st['fs'].split(' ')[0]}", "", 620, 326, 1080, 120, desc="selected"),
                  E("push-button", "Unmount selected partition" if st["mounted"] else "Mount selected partition", "", 620, 456, 34, 34),
                  E("push-button", "Additional partition options", "", 660, 456, 34, 34),
                  E("label", "", "Size", 620, 510, 200, 20), E("label", "", "16 GB (15,936,258,048 bytes)", 840, 510, 500, 20),
                  E("label", "", "Device", 620, 536, 200, 20), E("label", "", "/dev/sdb1", 840, 536, 500, 20),
                  E("label", "", "UUID", 620, 562, 200, 20), E("label", "", st["uuid"], 840, 562, 500, 20),
                  E("label", "", "Partition Type", 620, 588, 200, 20), E("label", "", "W95 FAT32 (LBA)" if st["fs"].startswith("FAT") else "HPFS/NTFS/exFAT", 840, 588, 500, 20),
                  E("label", "", "Contents", 620, 614, 200, 20),
                  E("label", "", f"{st['fs']} — " + ("Mounted at /media/user/USBSTICK" if st["mounted"] else "Not Mounted"), 840, 614, 700, 20)]
        else:
            b += [E("label", "", "500 GB Disk", 1000, 100, 200, 22), E("label", "", "/dev/nvme0n1", 1000, 122, 200, 18),
                  E("push-button", "Drive options", "", 1620, 100, 34, 34),
                  E("label", "", "Model", 620, 170, 200, 20), E("label", "", "Samsung SSD 980 PRO 500GB (5B2QGXA7)", 840, 170, 500, 20),
                  E("label", "", "Size", 620, 196, 200, 20), E("label", "", "500 GB (500,107,862,016 bytes)", 840, 196, 500, 20),
                  E("label", "", "Partitioning", 620, 222, 200, 20), E("label", "", "GUID Partition Table", 840, 222, 500, 20),
                  E("label", "", "Serial Number", 620, 248, 200, 20), E("label", "", "S5GYNX0T812345K", 840, 248, 500, 20),
                  E("label", "", "Assessment", 620, 274, 200, 20), E("label", "", "Disk is OK, 36° C / 97° F", 840, 274, 500, 20),
                  E("label", "", "Volumes", 620, 320, 200, 20),
                  E("push-button", "Partition 1 537 MB FAT", "", 620, 350, 110, 120),
                  E("push-button", "Filesystem Partition 2 500 GB Ext4", "", 734, 350, 966, 120, desc="selected"),
                  E("label", "", "Size", 620, 534, 200, 20), E("label", "", "500 GB — 337 GB free (32.9% full)", 840, 534, 500, 20),
                  E("label", "", "Device", 620, 560, 200, 20), E("label", "", "/dev/nvme0n1p2", 840, 560, 500, 20),
                  E("label", "", "UUID", 620, 586, 200, 20), E("label", "", "b1e4c7d2-58a0-4f3e-9c61-0d2f7a9e4b13", 840, 586, 500, 20),
                  E("label", "", "Partition Type", 620, 612, 200, 20), E("label", "", "Linux Filesystem", 840, 612, 500, 20),
                  E("label", "", "Contents", 620, 638, 200, 20), E("label", "", "Ext4 (version 1.0) — Mounted at Filesystem Root", 840, 638, 700, 20)]
        if st["dlg"] == "fmt1":
            b += [E("dialog", "Format Volume", "", 660, 260, 600, 460), E("push-button", "Cancel", "", 680, 270, 80, 32),
                  E("push-button", "Next", "", 1160, 270, 80, 32), E("entry", "Volume Name", st["vname"], 700, 330, 520, 32),
                  E("label", "", "For example: “Angela’s Files” or “Backup”.", 700, 368, 500, 18),
                  E("toggle-button", "Erase", "", 1170, 400, 50, 26),
                  E("radio-button", "Internal disk for use with Linux systems only (Ext4)", "", 700, 450, 520, 26, desc="" if st["vname"] else "checked"),
                  E("check-box", "Password protect volume (LUKS)", "", 730, 480, 300, 22),
                  E("radio-button", "For use with Windows (NTFS)", "", 700, 514, 520, 26),
                  E("radio-button", "For use with all systems and devices (FAT)", "", 700, 546, 520, 26),
                  E("radio-button", "Other", "", 700, 578, 520, 26, desc="checked" if st["vname"] else "")]
        elif st["dlg"] == "fmt2":
            b += [E("dialog", "Custom Format", "", 660, 260, 600, 460), E("push-button", "Back", "", 680, 270, 80, 32),
                  E("push-button", "Next", "", 1160, 270, 80, 32)]
            for i, (fs, desc) in enumerate([("XFS — Linux Filesystem", ""), ("Btrfs — Copy-on-write Linux Filesystem", ""),
                                            ("F2FS — Flash Storage Filesystem", ""), ("exFAT — Extended FAT", ""),
                                            ("Linux Swap Partition", ""), ("No Filesystem", "")]):
                b.append(E("radio-button", fs, desc, 700, 330 + 34 * i, 520, 28, desc="checked" if fs.startswith(st.get("cfs", "XFS")) else ""))
        elif st["dlg"] == "confirm":
            b += [E("dialog", "Confirm Details", "", 660, 260, 600, 460), E("push-button", "Back", "", 680, 270, 80, 32),
                  E("push-button", "Format", "", 1160, 270, 80, 32),
                  E("label", "", "Warning: all data on the volume will be lost. Double check that the correct device is selected.", 700, 330, 520, 40),
                  E("label", "", "Affected Devices", 700, 390, 200, 18),
                  E("label", "", "Partition 1 of SanDisk Ultra — 16 GB Partition (/dev/sdb1)", 700, 416, 520, 18),
                  E("label", "", "USBSTICK — 16 GB FAT (32-bit version)", 700, 440, 520, 18)]
        if st["smart"]:
            attrs = [("Critical Warning", "0x00"), ("Temperature", "36° C / 97° F"), ("Available Spare", "100%"),
                     ("Available Spare Threshold", "10%"), ("Percentage Used", "3%"), ("Data Units Read", "58.9 TB"),
                     ("Data Units Written", "41.2 TB"), ("Power Cycles", "1,184"), ("Power On Hours", "11,862"),
                     ("Unsafe Shutdowns", "61"), ("Media and Data Integrity Errors", "0")]
            b += [E("dialog", "SMART Data & Self-Tests", "", 460, 160, 1000, 760),
                  E("label", "", "Updated", 490, 200, 160, 20), E("label", "", "Less than a minute ago", 660, 200, 300, 20),
                  E("label", "", "Self-test Result", 490, 226, 160, 20), E("label", "", "Last self-test completed successfully", 660, 226, 400, 20),
                  E("label", "", "Powered On", 490, 252, 160, 20), E("label", "", "1 year, 129 days", 660, 252, 300, 20),
                  E("label", "", "Overall Assessment", 490, 278, 160, 20), E("label", "", "Disk is OK", 660, 278, 300, 20)]
            for i, (k, v) in enumerate(attrs):
                b.append(E("table-row", k, v, 490, 330 + 26 * i, 940, 24))
            b += [E("push-button", "Start Self-test", "", 490, 870, 140, 32), E("push-button", "Close", "", 1360, 870, 80, 32)]
        return desk(ck.now, "Disks", b, extra=("Disks",))

    state = render()
    turns = []
    st["drive"] = "SanDisk Ultra"
    turns.append((code("pyautogui.click(380, 308)"), render()))
    st["mounted"] = False
    ck.tick(1)
    turns.append((code("pyautogui.click(637, 473)"), render()))
    st["dlg"] = "fmt1"
    turns.append((code("pyautogui.click(677, 473)\npyautogui.click(780, 620)  # Format Partition…"), render()))
    st["vname"] = "TRANSFER"
    del drives[1]
    ck.tick(1)
    turns.append((code("pyautogui.write('TRANSFER')\npyautogui.click(960, 591)  # Other"), render()))
    st["dlg"], st["cfs"] = "fmt2", "exFAT"
    turns.append((code("pyautogui.click(1200, 286)\npyautogui.click(960, 446)  # exFAT"), render()))
    st["dlg"] = "confirm"
    ck.tick(1)
    turns.append((code("pyautogui.click(1200, 286)"), render()))
    st["dlg"], st["fs"], st["name"], st["uuid"] = None, "exFAT (version 1.0)", "TRANSFER", "61C4-08B2"
    turns.append((code("pyautogui.click(1200, 286)\ntime.sleep(4)"), render()))
    st["drive"], st["smart"] = "Samsung SSD 980 PRO 500GB", True
    ck.tick(1)
    turns.append((code("pyautogui.click(380, 180)\npyautogui.hotkey('ctrl', 's')"), render()))
    rs.add("os", "h49-os-21", system(task), turns, state=state, bad=True, turn=4,
           kind="The 4.0 TB Seagate Expansion Desk drive listed in the Disks sidebar in turns 1-3 is gone from turn 4 on, with nothing ejected or unplugged.")


# ---------------------------------------------------------------- 22 Transmission (clean)
def t22(rs: RowSet) -> None:
    task = ("In Transmission, add ~/Downloads/ubuntu-24.04.1-desktop-amd64.iso.torrent, limit the download speed to "
            "5000 kB/s, then pause and remove the old Debian netinst torrent.")
    ck = Clock("Oct 09", 21, 3)
    total = 6203.4
    tor = [{"name": "debian-12.7.0-amd64-netinst.iso", "state": "seed", "peers": "Seeding to 2 of 14 connected peers - ↑ 88 kB/s",
            "prog": "661.6 MB, uploaded 1.4 GB (Ratio: 2.17)", "up": 88},
           {"name": "archlinux-2025.10.01-x86_64.iso", "state": "paused", "peers": "Paused",
            "prog": "1.4 GB, uploaded 356.2 MB (Ratio: 0.25)", "up": 0}]
    st = {"dlg": None, "sel": None, "done": 0.0, "speed": 0.0, "limit": False}

    def ubuntu() -> dict:
        d, s = st["done"], st["speed"]
        pct = 100 * d / total
        eta = (total - d) / s / 60 if s else 0
        done_txt = f"{d:.1f} MB" if d < 1000 else f"{d / 1000:.2f} GB"
        return {"name": "ubuntu-24.04.1-desktop-amd64.iso", "state": "down",
                "peers": f"Downloading from 27 of 58 connected peers - ↓ {s:.1f} MB/s, ↑ 41 kB/s",
                "prog": f"{done_txt} of 6.2 GB ({pct:.1f}%) - {int(eta)} minutes, {int(eta % 1 * 60)} seconds remaining", "up": 41}

    def render() -> str:
        rows = list(tor) + ([ubuntu()] if st["done"] else [])
        b = [E("frame", "Transmission", "", 300, 140, 1320, 760)]
        for i, m in enumerate(["Torrent", "Edit", "View", "Help"]):
            b.append(E("menu", m, "", 310 + 80 * i, 170, 74, 22))
        b += [E("push-button", "Open", "", 310, 200, 40, 40), E("push-button", "Start", "", 354, 200, 40, 40),
              E("push-button", "Pause", "", 398, 200, 40, 40), E("push-button", "Remove", "", 442, 200, 40, 40),
              E("push-button", "Properties", "", 486, 200, 40, 40),
              E("combo-box", "Show", "All", 1100, 206, 200, 30), E("entry", "", "", 1310, 206, 290, 30)]
        for i, t in enumerate(rows):
            b.append(E("list-item", t["name"], f"{t['prog']} | {t['peers']}", 310, 250 + 70 * i, 1300, 66,
                       desc="selected" if t["name"] == st["sel"] else ""))
        down = st["speed"] if st["done"] else 0.0
        up = sum(t["up"] for t in rows)
        b += [E("push-button", "Options", "", 310, 864, 30, 30),
              E("toggle-button", "Use Temporary Speed Limits", "", 344, 864, 30, 30),
              E("label", "", "Ratio: 1.87", 1000, 868, 150, 20),
              E("label", "", f"↓ {down:.1f} MB/s  ↑ {up} kB/s", 1380, 868, 220, 20)]
        if st["dlg"] == "add":
            b += [E("dialog", "Torrent Options", "", 600, 220, 720, 560),
                  E("label", "", "Torrent file:", 620, 260, 120, 20), E("combo-box", "", "ubuntu-24.04.1-desktop-amd64.iso.torrent", 760, 254, 520, 30),
                  E("label", "", "Destination folder:", 620, 300, 140, 20), E("combo-box", "", "Downloads", 760, 294, 520, 30),
                  E("label", "", "5.8 GB free", 1200, 330, 100, 18),
                  E("table-row", "ubuntu-24.04.1-desktop-amd64.iso", "6.2 GB | Normal | Download", 620, 370, 680, 24),
                  E("combo-box", "Torrent priority:", "Normal", 760, 640, 200, 30),
                  E("check-box", "Start when added", "", 620, 680, 200, 22, desc="checked"),
                  E("check-box", "Move .torrent file to the trash", "", 620, 708, 300, 22),
                  E("push-button", "Cancel", "", 1110, 740, 90, 32), E("push-button", "Open", "", 1210, 740, 90, 32)]
        elif st["dlg"] == "prefs":
            b += [E("dialog", "Transmission Preferences", "", 640, 200, 640, 560)]
            for i, tab in enumerate(["Speed", "Downloading", "Seeding", "Privacy", "Network", "Desktop", "Remote"]):
                b.append(E("page-tab", tab, "", 660 + 86 * i, 230, 82, 26, desc="selected" if tab == "Speed" else ""))
            b += [E("label", "", "Speed Limits", 680, 280, 200, 20),
                  E("check-box", "Upload (kB/s):", "", 690, 310, 200, 22),
                  E("spin-button", "", "100", 1060, 306, 120, 30),
                  E("check-box", "Download (kB/s):", "", 690, 346, 200, 22, desc="checked" if st["limit"] else ""),
                  E("spin-button", "", "5000" if st["limit"] else "100", 1060, 342, 120, 30),
                  E("label", "", "Alternative Speed Limits", 680, 400, 300, 20),
                  E("spin-button", "Upload (kB/s):", "50", 1060, 430, 120, 30),
                  E("spin-button", "Download (kB/s):", "50", 1060, 466, 120, 30),
                  E("check-box", "Scheduled times:", "", 690, 510, 200, 22),
                  E("push-button", "Help", "", 660, 720, 80, 30), E("push-button", "Close", "", 1180, 720, 80, 30)]
        elif st["dlg"] == "remove":
            b += [E("alert", "Remove torrent?", "", 700, 400, 520, 180),
                  E("label", "", "Once removed, continuing the transfer will require the torrent file or magnet link.", 720, 450, 480, 40),
                  E("push-button", "Cancel", "", 900, 530, 100, 32), E("push-button", "Remove", "", 1010, 530, 100, 32)]
        return desk(ck.now, "Transmission", b, extra=("Transmission",))

    state = render()
    turns = []
    st["dlg"] = "add"
    turns.append((code("import subprocess\nsubprocess.Popen(['transmission-gtk', '/home/user/Downloads/ubuntu-24.04.1-desktop-amd64.iso.torrent'])"), render()))
    st["dlg"], st["done"], st["speed"] = None, 64.0, 2.3
    ck.tick(1)
    turns.append((code("pyautogui.click(1255, 756)"), render()))
    st["dlg"], st["done"], st["speed"], st["limit"] = "prefs", 188.4, 4.9, True
    turns.append((code("pyautogui.click(390, 181)  # Edit\npyautogui.click(430, 390)  # Preferences\n"
                       "pyautogui.click(700, 357)\npyautogui.tripleClick(1120, 357)\npyautogui.write('5000\\t')"), render()))
    st["dlg"], st["done"], st["speed"] = None, 281.6, 4.9
    ck.tick(1)
    turns.append((code("pyautogui.click(1220, 735)"), render()))
    tor[0].update(state="paused", peers="Paused", up=0)
    st["sel"], st["done"] = tor[0]["name"], 386.0
    turns.append((code("pyautogui.click(900, 283)\npyautogui.hotkey('ctrl', 'p')"), render()))
    st["dlg"], st["done"] = "remove", 430.2
    ck.tick(1)
    turns.append((code("pyautogui.press('delete')"), render()))
    del tor[0]
    st["dlg"], st["sel"], st["done"] = None, None, 479.1
    turns.append((code("pyautogui.click(1060, 546)"), render()))
    rs.add("os", "h49-os-22", system(task), turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
