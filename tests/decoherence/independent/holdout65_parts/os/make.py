# ruff: noqa: E501
"""Held-out set h65, domain ``os``: 22 Ubuntu 22.04 desktop trajectories driven by pyautogui code.

Every observation is OSWorld's linearized accessibility tree (tag, name, text, class, description,
position, size). Eleven trajectories hold exactly one contradiction (the label names the first turn
whose observation conflicts with an earlier one); the other eleven are clean but full of legitimate
changes: edits, renames, deletions, restored items, re-sorted or filtered lists, moving clocks and
live counters, and the same data shown in other views or formats.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

E = '""'
HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

SYSTEM = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given:
1. **Historical Context**: Previous interactions in the same trajectory
2. **Task Instruction**: The user goal for the desktop task (below)
3. **Current State**: The visible desktop accessibility tree
4. **Action**: The Python code executed in the environment

Predict the **exact next desktop state** after the action completes.

## State Modeling Rules

- The state is the linearized accessibility tree: a header line with the tab-separated columns tag, name, text, class, description, position (top-left x&y), size (w&h), then one tab-separated line per visible node
- Preserve the original state format exactly
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block** (pyautogui.click / write / press / hotkey / scroll / dragTo, the app helper classes such as CalcTools, WriterTools, ImpressTools, BrowserTools, and arbitrary subprocess or os calls). Treat the executed code as the authoritative description of what happened; ignore helper calls such as print_result() unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

"""

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def r(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0,
      cls: str = "", desc: str = "") -> str:
    return f"{tag}\t{name}\t{text if text else E}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


def shell(clock: str, app: str = "") -> list[str]:
    out = [r("label", "Home", "", 1833, 1037, 40, 17),
           r("toggle-button", "Activities", "Activities", 0, 0, 99, 27)]
    if app:
        out.append(r("menu", app, "", 99, 0, 30 + 9 * len(app), 27))
    out.append(r("label", "", clock, 884, 0, 152, 27))
    out.append(r("menu", "System", "", 1788, 0, 132, 27))
    for i, name in enumerate(DOCK):
        out.append(r("push-button", name, "", 0, 33 + 68 * i, 70, 64))
    out.append(r("push-button", "Trash", "", 0, 785, 70, 64))
    out.append(r("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return out


def screen(clock: str, app: str, body: list[str]) -> str:
    return "\n".join([HDR, *shell(clock, app), *body])


def num(x: float) -> str:
    """A number as LibreOffice's status bar prints it (thousands separators, no trailing zeros)."""
    if float(x).is_integer():
        return f"{int(x):,}"
    return f"{x:,.3f}".rstrip("0").rstrip(".")


LO_MENUS = {"calc": ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"],
            "writer": ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"],
            "impress": ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]}


def lo_top(kind: str, title: str) -> list[str]:
    out = [r("frame", title, "", 70, 27, 1850, 1053)]
    x = 74
    for m in LO_MENUS[kind]:
        out.append(r("menu", m, "", x, 60, 12 + 8 * len(m), 23))
        x += 20 + 8 * len(m)
    tools = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo"]
    for i, t in enumerate(tools):
        out.append(r("push-button", t, "", 78 + 34 * i, 88, 32, 32, desc=t))
    return out


def grid(cols: str, colx: list[int], colw: list[int], rows: list[int], vals: dict[str, str], y0: int = 214,
         rh: int = 19) -> list[str]:
    """Visible cells of a Calc sheet, row by row; ``rows`` are the sheet rows shown, top to bottom."""
    out = []
    for k, row in enumerate(rows):
        y = y0 + rh * k
        for c, x, w in zip(cols, colx, colw):
            ref = f"{c}{row}"
            out.append(r("table-cell", ref, vals.get(ref, ""), x, y, w, rh))
    return out


def calc_status(sheet: str, selected: str, stat: str, modified: bool, zoom: str = "100%") -> list[str]:
    mod = ("The document has been modified. Click to save the document." if modified
           else "The document has not been modified since the last save.")
    return [r("label", "", sheet, 74, 1052, 110, 20), r("label", "", "Default", 190, 1052, 90, 20),
            r("label", "", "English (USA)", 286, 1052, 120, 20), r("label", "", selected, 412, 1052, 260, 20),
            r("label", "", stat, 980, 1052, 420, 20), r("label", mod, "", 1410, 1052, 20, 20),
            r("slider", "Zoom", zoom, 1700, 1052, 160, 20), r("label", "", zoom, 1866, 1052, 48, 20)]


# --------------------------------------------------------------------------------------------
# 01  Calc data validation (clean)
# --------------------------------------------------------------------------------------------

def t01() -> dict:
    kinds = [("HX", "Hex bolt", ["M6x30", "M8x40", "M10x50", "M12x60"], 0.14),
             ("WS", "Washer zinc", ["M6", "M8", "M10", "M12"], 0.03),
             ("NT", "Hex nut", ["M6", "M8", "M10", "M12"], 0.05),
             ("SC", "Wood screw", ["3.5x25", "4x30", "4x40", "5x50"], 0.04),
             ("AN", "Wall plug", ["6mm", "8mm", "10mm", "12mm"], 0.06)]
    items = []
    for i in range(40):
        pre, base, sizes, cost = kinds[i % 5]
        size = sizes[(i // 5) % 4]
        qty = (i * 73 + 41) % 460 + 15
        if i == 15:
            qty = -12
        items.append((f"{pre}-{1001 + i}", f"{base} {size}", f"{'ABCD'[i // 10]}-{i % 10 + 1:02d}", qty,
                      f"{cost + 0.01 * ((i // 5) % 4):.2f}"))
    vals = {"A1": "SKU", "B1": "Item", "C1": "Location", "D1": "Qty", "E1": "Unit cost"}
    for i, (sku, item, loc, qty, cost) in enumerate(items):
        n = i + 2
        vals.update({f"A{n}": sku, f"B{n}": item, f"C{n}": loc, f"D{n}": str(qty), f"E{n}": cost})
    total = sum(it[3] for it in items)
    colx, colw = [72, 168, 358, 438, 508], [96, 190, 80, 70, 86]
    title = "inventory_q3.ods - LibreOffice Calc"
    tabs = [r("page-tab", "Stock", "", 96, 1024, 62, 22), r("page-tab", "Suppliers", "", 160, 1024, 84, 22)]

    def sheet(clock, nb, line, v, sel, stat, mod, extra=()):
        body = lo_top("calc", title) + [
            r("combo-box", "Name Box", nb, 76, 130, 110, 24),
            r("push-button", "Function Wizard", "", 192, 130, 24, 24, desc="Function Wizard"),
            r("push-button", "Select Function", "", 220, 130, 24, 24, desc="Select Function"),
            r("text", "Input line", line, 262, 130, 1640, 24),
            r("table", "Sheet Stock", "", 72, 195, 1820, 820)]
        body += grid("ABCDE", colx, colw, list(range(1, 19)), v)
        body += tabs + calc_status("Sheet 1 of 2", sel, stat, mod) + list(extra)
        return screen(clock, "LibreOffice Calc", body)

    avg = total / 40
    st_range = f"Average: {num(avg)}; Count: 40; Sum: {num(total)}"
    sel40 = "Selected: 40 rows, 1 column"
    state = sheet("Sep 19  10:02", "A1", "SKU", vals, "", "Average: ; Sum: 0", False)
    turns = []
    turns.append((code("""
pyautogui.click(130, 142)
pyautogui.write('D2:D41')
pyautogui.press('enter')
"""), sheet("Sep 19  10:02", "D2:D41", vals["D2"], vals, sel40, st_range, False)))

    def dialog(tab, fields):
        head = [r("dialog", "Validity", "", 640, 300, 640, 460),
                r("page-tab-list", "", "", 652, 338, 616, 28),
                r("page-tab", "Criteria", "", 652, 338, 80, 28),
                r("page-tab", "Input Help", "", 732, 338, 92, 28),
                r("page-tab", "Error Alert", "", 824, 338, 96, 28)]
        tail = [r("push-button", "Help", "", 652, 716, 80, 32), r("push-button", "Reset", "", 936, 716, 80, 32),
                r("push-button", "OK", "", 1072, 716, 90, 32), r("push-button", "Cancel", "", 1172, 716, 96, 32)]
        return head + fields + tail

    crit0 = [r("label", "Allow:", "", 672, 392, 80, 20), r("combo-box", "Allow:", "All values", 780, 388, 240, 28),
             r("check-box", "Allow empty cells", "", 780, 426, 180, 22, desc="checked")]
    turns.append((code("""
pyautogui.click(552, 71)   # Data
pyautogui.click(600, 522)  # Validity...
"""), sheet("Sep 19  10:03", "D2:D41", vals["D2"], vals, sel40, st_range, False, dialog("Criteria", crit0))))
    crit1 = [r("label", "Allow:", "", 672, 392, 80, 20), r("combo-box", "Allow:", "Whole Numbers", 780, 388, 240, 28),
             r("check-box", "Allow empty cells", "", 780, 426, 180, 22, desc="checked"),
             r("label", "Data:", "", 672, 466, 80, 20), r("combo-box", "Data:", "valid range", 780, 462, 240, 28),
             r("label", "Minimum:", "", 672, 504, 80, 20), r("text", "Minimum:", "0", 780, 500, 240, 28),
             r("label", "Maximum:", "", 672, 542, 80, 20), r("text", "Maximum:", "500", 780, 538, 240, 28)]
    turns.append((code("""
pyautogui.click(900, 402)
pyautogui.click(900, 455)   # Whole Numbers
pyautogui.click(900, 476)
pyautogui.click(900, 590)   # valid range
pyautogui.click(900, 514)
pyautogui.write('0')
pyautogui.click(900, 552)
pyautogui.write('500')
"""), sheet("Sep 19  10:03", "D2:D41", vals["D2"], vals, sel40, st_range, False, dialog("Criteria", crit1))))
    msg = "Quantity must be a whole number between 0 and 500."
    err = [r("check-box", "Show error message when invalid values are entered", "", 672, 384, 420, 22, desc="checked"),
           r("label", "Action:", "", 672, 426, 80, 20), r("combo-box", "Action:", "Stop", 780, 422, 200, 28),
           r("push-button", "Browse...", "", 992, 422, 90, 28),
           r("label", "Title:", "", 672, 466, 80, 20), r("text", "Title:", "Invalid quantity", 780, 462, 460, 28),
           r("label", "Error message:", "", 672, 504, 120, 20), r("text", "Error message:", msg, 780, 526, 460, 150)]
    turns.append((code(f"""
pyautogui.click(872, 352)   # Error Alert tab
pyautogui.click(680, 395)
pyautogui.click(880, 476)
pyautogui.click(880, 512)   # Stop
pyautogui.click(1010, 476)
pyautogui.write('Invalid quantity')
pyautogui.click(1010, 600)
pyautogui.write('{msg}')
"""), sheet("Sep 19  10:04", "D2:D41", vals["D2"], vals, sel40, st_range, False, dialog("Error Alert", err))))
    turns.append((code("""
pyautogui.click(1117, 732)   # OK
pyautogui.click(473, 518)    # D17
"""), sheet("Sep 19  10:04", "D17", "-12", vals, "", "Average: -12; Count: 1; Sum: -12", True)))
    alert = [r("alert", "Invalid quantity", "", 760, 470, 400, 150), r("label", "", msg, 800, 510, 340, 40),
             r("push-button", "OK", "", 1050, 574, 90, 32)]
    turns.append((code("""
pyautogui.write('750')
pyautogui.press('enter')
"""), sheet("Sep 19  10:05", "D17", "750", vals, "", "Average: -12; Count: 1; Sum: -12", True, alert)))
    v2 = dict(vals)
    v2["D17"] = "12"
    turns.append((code("""
pyautogui.click(1095, 590)   # OK on the error box: the old value -12 is kept
pyautogui.write('12')
pyautogui.press('enter')
"""), sheet("Sep 19  10:05", "D18", v2["D18"], v2, "", f"Average: {v2['D18']}; Count: 1; Sum: {v2['D18']}", True)))
    total2 = total + 24
    turns.append((code("""
pyautogui.click(130, 142)
pyautogui.write('D2:D41')
pyautogui.press('enter')
pyautogui.hotkey('ctrl', 's')
"""), sheet("Sep 19  10:06", "D2:D41", v2["D2"], v2, sel40, f"Average: {num(total2 / 40)}; Count: 40; Sum: {num(total2)}", False)))
    return dict(task="In inventory_q3.ods (sheet Stock), restrict the Qty cells D2:D41 to whole numbers from 0 to 500 with a Stop error alert titled 'Invalid quantity', then correct the negative quantity in D17 to 12 and save.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# Chrome helpers
# --------------------------------------------------------------------------------------------

def chrome(tabs: list[str], active: int, url: str, page: list[str], pinned: int = 0) -> list[str]:
    out = [r("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    x = 78
    for i, t in enumerate(tabs):
        w = 56 if i < pinned else 236
        out.append(r("page-tab", t, "", x, 35, w, 34, desc="selected" if i == active else ""))
        x += w + 2
    out += [r("push-button", "New Tab", "", x + 6, 38, 28, 28, desc="New Tab (Ctrl+T)"),
            r("push-button", "Back", "", 84, 76, 34, 34), r("push-button", "Forward", "", 120, 76, 34, 34),
            r("push-button", "Reload", "", 156, 76, 34, 34),
            r("entry", "Address and search bar", url, 238, 78, 1420, 30),
            r("push-button", "Bookmark this tab", "", 1626, 80, 28, 28),
            r("push-button", "Extensions", "", 1700, 76, 34, 34), r("push-button", "You", "", 1740, 76, 34, 34),
            r("push-button", "Chrome", "", 1780, 76, 34, 34, desc="Customize and control Google Chrome")]
    return out + page


SETTINGS_NAV = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
                "Search engine", "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System",
                "Reset settings", "Extensions", "About Chrome"]


def settings_page(selected: str, lines: list[str]) -> list[str]:
    out = [r("heading", "Settings", "", 96, 122, 120, 30), r("entry", "Search settings", "", 700, 124, 680, 36)]
    for i, n in enumerate(SETTINGS_NAV):
        out.append(r("link", n, "", 84, 176 + 40 * i, 260, 36, desc="selected" if n == selected else ""))
    return out + lines


# --------------------------------------------------------------------------------------------
# 02  Chrome site settings (contradiction)
# --------------------------------------------------------------------------------------------

def t02() -> dict:
    clock = ["Oct 3  16:41", "Oct 3  16:41", "Oct 3  16:42", "Oct 3  16:42", "Oct 3  16:43", "Oct 3  16:43", "Oct 3  16:44", "Oct 3  16:44"]

    def win(i, title, url, page):
        return screen(clock[i], "Google Chrome", chrome([title], 0, url, page))

    state = screen("Oct 3  16:40", "Google Chrome", chrome(["New Tab"], 0, "", [
        r("entry", "Search Google or type a URL", "", 660, 420, 600, 44),
        r("link", "Gmail", "", 1580, 120, 48, 20), r("link", "Images", "", 1636, 120, 56, 20),
        r("link", "The Guardian", "", 720, 520, 112, 112), r("link", "GitHub", "", 844, 520, 112, 112),
        r("link", "Office 365", "", 968, 520, 112, 112), r("link", "YouTube", "", 1092, 520, 112, 112)]))
    privacy = settings_page("Privacy and security", [
        r("heading", "Privacy and security", "", 420, 190, 300, 26),
        r("link", "Delete browsing data", "", 420, 230, 960, 56, desc="Delete history, cookies, cache, and more"),
        r("link", "Privacy Guide", "", 420, 288, 960, 56, desc="Review key privacy and security controls"),
        r("link", "Third-party cookies", "", 420, 346, 960, 56, desc="Third-party cookies are blocked in Incognito mode"),
        r("link", "Ad privacy", "", 420, 404, 960, 56, desc="Customize the info used by sites to show you ads"),
        r("link", "Security", "", 420, 462, 960, 56, desc="Safe Browsing (protection from dangerous sites) and other security settings"),
        r("link", "Site settings", "", 420, 520, 960, 56, desc="Controls what information sites can use and show (location, camera, pop-ups, and more)")])
    turns = [(code("BrowserTools.open_privacy_settings()"),
              win(0, "Settings - Privacy and security", "chrome://settings/privacy", privacy))]
    site = settings_page("Privacy and security", [
        r("push-button", "Back", "", 420, 186, 32, 32), r("heading", "Site settings", "", 460, 190, 200, 26),
        r("label", "Recent activity", "", 420, 236, 200, 20),
        r("link", "meet.google.com", "", 420, 262, 960, 48, desc="Allowed camera, microphone"),
        r("link", "www.theguardian.com", "", 420, 312, 960, 48, desc="Allowed notifications"),
        r("link", "maps.google.com", "", 420, 362, 960, 48, desc="Allowed location"),
        r("link", "View permissions and data stored across sites", "", 420, 420, 960, 48),
        r("label", "Permissions", "", 420, 480, 200, 20),
        r("link", "Location", "", 420, 506, 960, 48, desc="Sites can ask for your location"),
        r("link", "Camera", "", 420, 556, 960, 48, desc="Sites can ask to use your camera"),
        r("link", "Microphone", "", 420, 606, 960, 48, desc="Sites can ask to use your microphone"),
        r("link", "Notifications", "", 420, 656, 960, 48, desc="Sites can ask to send notifications"),
        r("link", "Embedded content", "", 420, 706, 960, 48, desc="Sites can ask to use information they've saved about you"),
        r("push-button", "Additional permissions", "", 420, 756, 960, 48),
        r("label", "Content", "", 420, 816, 200, 20),
        r("link", "Third-party cookies", "", 420, 842, 960, 48, desc="Third-party cookies are blocked in Incognito mode"),
        r("link", "JavaScript", "", 420, 892, 960, 48, desc="Sites can use JavaScript"),
        r("link", "Images", "", 420, 942, 960, 48, desc="Sites can show images"),
        r("link", "Pop-ups and redirects", "", 420, 992, 960, 48, desc="Don't allow sites to send pop-ups or use redirects")])
    turns.append((code("pyautogui.click(900, 548)  # Site settings"),
                  win(1, "Settings - Site settings", "chrome://settings/content", site)))
    sites = [("google.com", "4 sites · 212 MB"), ("youtube.com", "96.4 MB · 41 cookies"),
             ("theguardian.com", "38.6 MB · 17 cookies"), ("office.com", "2 sites · 17.2 MB"),
             ("github.com", "4.1 MB · 12 cookies"), ("wikipedia.org", "2.3 MB · 4 cookies"),
             ("stackoverflow.com", "1.9 MB · 9 cookies"), ("bbc.co.uk", "6.8 MB · 22 cookies")]
    allp = settings_page("Privacy and security", [
        r("push-button", "Back", "", 420, 186, 32, 32), r("heading", "All sites", "", 460, 190, 200, 26),
        r("entry", "Search", "", 1120, 186, 260, 32),
        r("combo-box", "Sort by", "Most visited", 420, 236, 220, 32),
        r("push-button", "Delete all data", "", 1230, 236, 150, 32)] + [
        r("link", s, "", 420, 290 + 52 * i, 960, 48, desc=d) for i, (s, d) in enumerate(sites)])
    turns.append((code("pyautogui.click(900, 444)  # View permissions and data stored across sites"),
                  win(2, "Settings - All sites", "chrome://settings/content/all", allp)))

    def details(host, usage, perms):
        rows = [r("push-button", "Back", "", 420, 186, 32, 32), r("heading", host, "", 460, 190, 400, 26),
                r("label", "Usage", "", 420, 236, 200, 20), r("label", "", usage, 420, 262, 600, 20),
                r("push-button", "Delete data", "", 1250, 254, 130, 32),
                r("label", "Permissions", "", 420, 310, 200, 20),
                r("push-button", "Reset permissions", "", 1210, 302, 170, 32)]
        for i, (p, v) in enumerate(perms):
            rows.append(r("combo-box", p, v, 1180, 350 + 44 * i, 200, 32))
        return settings_page("Privacy and security", rows)

    base = [("Location", "Ask (default)"), ("Camera", "Ask (default)"), ("Microphone", "Ask (default)"),
            ("Motion sensors", "Allow (default)"), ("Notifications", "Allow"), ("JavaScript", "Allow (default)"),
            ("Images", "Allow (default)"), ("Pop-ups and redirects", "Block (default)"),
            ("Background sync", "Allow (default)"), ("Sound", "Automatic (default)"),
            ("Automatic downloads", "Ask (default)"), ("Clipboard", "Ask (default)")]
    g_url = "chrome://settings/content/siteDetails?site=https%3A%2F%2Fwww.theguardian.com"
    turns.append((code("pyautogui.click(900, 418)  # theguardian.com"),
                  win(3, "Settings - Site settings", g_url, details("www.theguardian.com", "38.6 MB · 17 cookies", base))))
    blocked = [(p, "Block" if p == "Notifications" else v) for p, v in base]
    turns.append((code("""
pyautogui.click(1280, 542)   # Notifications
pyautogui.click(1280, 630)   # Block
"""), win(4, "Settings - Site settings", g_url, details("www.theguardian.com", "38.6 MB · 17 cookies", blocked))))
    notif = settings_page("Privacy and security", [
        r("push-button", "Back", "", 420, 186, 32, 32), r("heading", "Notifications", "", 460, 190, 200, 26),
        r("entry", "Search", "", 1120, 186, 260, 32),
        r("label", "Default behavior", "", 420, 236, 300, 20),
        r("radio-button", "Sites can ask to send notifications", "", 420, 266, 960, 40, desc="checked"),
        r("radio-button", "Use quieter messaging", "", 460, 310, 920, 40),
        r("radio-button", "Don't allow sites to send notifications", "", 420, 354, 960, 40),
        r("label", "Customized behaviors", "", 420, 412, 300, 20),
        r("label", "Not allowed to send notifications", "", 420, 442, 400, 20),
        r("link", "https://www.facebook.com", "", 420, 470, 960, 44),
        r("label", "Allowed to send notifications", "", 420, 530, 400, 20),
        r("link", "https://calendar.google.com", "", 420, 558, 960, 44),
        r("link", "https://mail.google.com", "", 420, 604, 960, 44),
        r("link", "https://www.theguardian.com", "", 420, 650, 960, 44),
        r("link", "https://web.whatsapp.com", "", 420, 696, 960, 44)])
    turns.append((code("""
pyautogui.hotkey('ctrl', 'l')
pyautogui.write('chrome://settings/content/notifications')
pyautogui.press('enter')
"""), win(5, "Settings - Notifications", "chrome://settings/content/notifications", notif)))
    o_url = "chrome://settings/content/siteDetails?site=https%3A%2F%2Fportal.office.com"
    o_base = [(p, "Ask (default)" if p == "Notifications" else v) for p, v in base]
    turns.append((code(f"""
pyautogui.hotkey('ctrl', 'l')
pyautogui.write('{o_url}')
pyautogui.press('enter')
"""), win(6, "Settings - Site settings", o_url, details("portal.office.com", "14.9 MB · 11 cookies", o_base))))
    o_pop = [(p, "Allow" if p == "Pop-ups and redirects" else v) for p, v in o_base]
    turns.append((code("""
pyautogui.click(1280, 674)   # Pop-ups and redirects
pyautogui.click(1280, 716)   # Allow
"""), win(7, "Settings - Site settings", o_url, details("portal.office.com", "14.9 MB · 11 cookies", o_pop))))
    return dict(task="In Chrome, block notifications from www.theguardian.com and allow pop-ups and redirects for portal.office.com.",
                state=state, turns=turns, bad=True, turn=6,
                kind="The Notifications page lists www.theguardian.com under 'Allowed to send notifications' although turn 5 set its Notifications permission to Block.")


# --------------------------------------------------------------------------------------------
# Files (Nautilus) helpers
# --------------------------------------------------------------------------------------------

PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_win(title: str, path: list[str], cols: list[str], items: list[tuple[str, ...]], place: str,
              extra: list[str] | None = None, selected: tuple[str, ...] = ()) -> list[str]:
    out = [r("frame", title, "", 70, 27, 1200, 760),
           r("push-button", "Back", "", 84, 40, 34, 34), r("push-button", "Forward", "", 120, 40, 34, 34)]
    x = 170
    for p in path:
        out.append(r("push-button", p, "", x, 40, 20 + 9 * len(p), 34))
        x += 24 + 9 * len(p)
    out += [r("push-button", "Search", "", 1050, 40, 34, 34), r("push-button", "View options", "", 1090, 40, 34, 34),
            r("toggle-button", "View as Grid", "", 1130, 40, 34, 34), r("push-button", "Main Menu", "", 1170, 40, 34, 34)]
    for i, p in enumerate(PLACES):
        out.append(r("list-item", p, "", 74, 84 + 36 * i, 196, 34, desc="selected" if p == place else ""))
    cx = [282, 760, 900, 1100]
    cw = [470, 132, 190, 100]
    for j, c in enumerate(cols):
        out.append(r("table-column-header", c, "", cx[j], 84, cw[j], 30))
    for i, it in enumerate(items):
        y = 116 + 34 * i
        for j, v in enumerate(it):
            out.append(r("table-cell", it[0] if j == 0 else "", v, cx[j], y, cw[j], 34,
                         desc="selected" if (j == 0 and it[0] in selected) else ""))
    return out + (extra or [])


# --------------------------------------------------------------------------------------------
# 03  Files: properties, permissions, rename (clean)
# --------------------------------------------------------------------------------------------

def t03() -> dict:
    cols = ["Name", "Size", "Modified", "Star"]
    before = [("assets", "6 items", "12 Feb", ""), ("build", "14 items", "Yesterday", ""), ("data.csv", "188.3 kB", "22 Feb", ""),
              ("notes.txt", "917 bytes", "09:30", ""), ("README.md", "2.8 kB", "Yesterday", ""), ("report_final.sh", "4.2 kB", "09:41", "")]
    after = [("assets", "6 items", "12 Feb", ""), ("build", "14 items", "Yesterday", ""), ("data.csv", "188.3 kB", "22 Feb", ""),
             ("notes.txt", "917 bytes", "09:30", ""), ("publish_report.sh", "4.2 kB", "09:41", ""), ("README.md", "2.8 kB", "Yesterday", "")]
    path = ["Home", "Projects"]

    def view(clock, items, extra=None, sel=()):
        return screen(clock, "Files", files_win("Projects", path, cols, items, "", extra, sel))

    state = view("Feb 27  09:52", before)
    menu = [r("menu", "", "", 560, 320, 260, 420)] + [
        r("menu-item", m, "", 566, 326 + 32 * i, 248, 30) for i, m in enumerate(
            ["Open With Text Editor", "Open With Other Application", "Cut", "Copy", "Move to…", "Copy to…",
             "Move to Trash", "Rename…", "Compress…", "Send to…", "Star", "Properties"])]
    turns = [(code("pyautogui.click(400, 306, button='right')  # report_final.sh"),
              view("Feb 27  09:52", before, menu, ("report_final.sh",)))]
    tabs = [r("page-tab", "Basic", "", 480, 190, 100, 30), r("page-tab", "Permissions", "", 580, 190, 120, 30),
            r("page-tab", "Open With", "", 700, 190, 110, 30)]

    def basic(name):
        return [r("dialog", f"{name} Properties", "", 460, 150, 560, 560)] + tabs + [
            r("label", "Name", "", 480, 250, 120, 20), r("text", "Name", name, 620, 244, 380, 30),
            r("label", "Type", "", 480, 294, 120, 20), r("label", "", "shell script (application/x-shellscript)", 620, 294, 380, 20),
            r("label", "Size", "", 480, 326, 120, 20), r("label", "", "4.2 kB (4,187 bytes)", 620, 326, 380, 20),
            r("label", "Parent Folder", "", 480, 358, 120, 20), r("push-button", "/home/dana/Projects", "", 620, 352, 220, 30),
            r("label", "Accessed", "", 480, 406, 120, 20), r("label", "", "Tue 27 Feb 2024 09:47:05", 620, 406, 380, 20),
            r("label", "Modified", "", 480, 438, 120, 20), r("label", "", "Tue 27 Feb 2024 09:41:33", 620, 438, 380, 20),
            r("label", "Created", "", 480, 470, 120, 20), r("label", "", "Mon 26 Feb 2024 17:12:48", 620, 470, 380, 20)]

    def perms(name, group, execute):
        return [r("dialog", f"{name} Properties", "", 460, 150, 560, 560)] + tabs + [
            r("label", "Owner", "", 480, 250, 120, 20), r("label", "", "Me", 620, 250, 200, 20),
            r("label", "Access", "", 480, 284, 120, 20), r("combo-box", "Access", "Read and write", 620, 278, 220, 30),
            r("label", "Group", "", 480, 330, 120, 20), r("combo-box", "Group", "dana", 620, 324, 220, 30),
            r("label", "Access", "", 480, 370, 120, 20), r("combo-box", "Access", group, 620, 364, 220, 30),
            r("label", "Others", "", 480, 416, 120, 20),
            r("label", "Access", "", 480, 450, 120, 20), r("combo-box", "Access", "Read-only", 620, 444, 220, 30),
            r("label", "Execute", "", 480, 496, 120, 20),
            r("check-box", "Allow executing file as program", "", 620, 492, 300, 24, desc="checked" if execute else ""),
            r("label", "Security context", "", 480, 536, 120, 20), r("label", "", "unknown", 620, 536, 200, 20)]

    turns.append((code("pyautogui.click(640, 694)  # Properties"),
                   view("Feb 27  09:53", before, basic("report_final.sh"), ("report_final.sh",))))
    turns.append((code("pyautogui.click(640, 205)  # Permissions tab"),
                   view("Feb 27  09:53", before, perms("report_final.sh", "Read and write", False), ("report_final.sh",))))
    turns.append((code("""
pyautogui.click(730, 379)   # group Access
pyautogui.click(730, 420)   # Read-only
pyautogui.click(632, 504)   # Allow executing file as program
"""), view("Feb 27  09:54", before, perms("report_final.sh", "Read-only", True), ("report_final.sh",))))
    turns.append((code("""
pyautogui.hotkey('alt', 'F4')   # close the Properties dialog
pyautogui.press('f2')
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('publish_report.sh')
pyautogui.press('enter')
"""), view("Feb 27  09:55", after, None, ("publish_report.sh",))))
    turns.append((code("""
pyautogui.click(400, 272, button='right')  # publish_report.sh
pyautogui.click(640, 660)  # Properties
"""), view("Feb 27  09:55", after, basic("publish_report.sh"), ("publish_report.sh",))))
    turns.append((code("pyautogui.click(640, 205)  # Permissions tab"),
                   view("Feb 27  09:56", after, perms("publish_report.sh", "Read-only", True), ("publish_report.sh",))))
    return dict(task="In ~/Projects, make report_final.sh executable, restrict its group access to read-only, and rename it to publish_report.sh; confirm the new permissions.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# 04  Document Scanner (contradiction)
# --------------------------------------------------------------------------------------------

def t04() -> dict:
    def scanner(clock, pages, selected, status, extra=()):
        body = [r("frame", "Document Scanner", "", 330, 140, 1260, 800),
                r("push-button", "Start a new document", "", 344, 152, 34, 34),
                r("push-button", "Save document to a file", "", 382, 152, 34, 34),
                r("push-button", "Scan", "", 1342, 152, 70, 34), r("toggle-button", "Scan options", "", 1412, 152, 28, 34),
                r("push-button", "Document Scanner menu", "", 1530, 152, 34, 34)]
        if not pages:
            body += [r("label", "", "Ready to Scan", 780, 470, 360, 30),
                     r("combo-box", "Scanner", "Brother MFC-L2710DW series (brother4:net1;dev0)", 740, 520, 440, 34)]
        else:
            body.append(r("drawing-area", "", "", 330, 196, 1260, 690))
            for i in range(pages):
                body.append(r("image", f"Page {i + 1}", "", 360 + 250 * i, 300, 230, 325,
                              desc="selected" if i + 1 == selected else ""))
            body += [r("push-button", "Rotate Left", "", 360, 896, 34, 34), r("push-button", "Rotate Right", "", 398, 896, 34, 34),
                     r("toggle-button", "Crop", "", 436, 896, 34, 34), r("push-button", "Delete Page", "", 474, 896, 34, 34)]
        if status:
            body.append(r("label", "", status, 740, 900, 440, 24))
        return screen(clock, "Document Scanner", body + list(extra))

    state = scanner("Nov 6  10:09", 0, 0, "")
    turns = [(code("""
pyautogui.click(1426, 169)   # Scan options
pyautogui.click(1320, 262)   # All Pages From Feeder
time.sleep(45)
"""), scanner("Nov 6  10:10", 4, 4, ""))]
    turns.append((code("pyautogui.click(975, 462)  # Page 3"), scanner("Nov 6  10:10", 4, 3, "")))
    menu = [r("menu", "", "", 980, 470, 200, 250)] + [
        r("menu-item", m, "", 984, 474 + 34 * i, 192, 32) for i, m in enumerate(
            ["Rotate Left", "Rotate Right", "Crop", "Move Left", "Move Right", "Copy", "Delete"])]
    turns.append((code("pyautogui.click(975, 462, button='right')"), scanner("Nov 6  10:11", 4, 3, "", menu)))
    turns.append((code("pyautogui.click(1040, 695)  # Delete"), scanner("Nov 6  10:11", 3, 3, "")))

    def chooser(name):
        out = [r("dialog", "Save As", "", 560, 220, 820, 600),
               r("label", "Name", "", 590, 262, 60, 20), r("text", "Name", name, 660, 256, 460, 32),
               r("push-button", "maria", "", 660, 300, 80, 30), r("push-button", "Documents", "", 744, 300, 110, 30),
               r("push-button", "Create Folder", "", 1320, 300, 34, 30)]
        for i, p in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"]):
            out.append(r("list-item", p, "", 572, 346 + 34 * i, 170, 32, desc="selected" if p == "Documents" else ""))
        out += [r("table-column-header", "Name", "", 750, 346, 330, 28), r("table-column-header", "Size", "", 1080, 346, 110, 28),
                r("table-column-header", "Modified", "", 1190, 346, 170, 28)]
        for i, (n, s, m) in enumerate([("Tax 2023", "", "28 Jan"), ("cv_maria_2024.odt", "41.6 kB", "12 Jan"),
                                       ("lease_agreement.pdf", "1.2 MB", "3 Oct 2023"), ("receipt_0217.pdf", "284.1 kB", "17 Feb")]):
            y = 376 + 30 * i
            out += [r("table-cell", n, n, 750, y, 330, 30), r("table-cell", "", s, 1080, y, 110, 30), r("table-cell", "", m, 1190, y, 170, 30)]
        out += [r("label", "File format:", "", 760, 724, 100, 20), r("combo-box", "File format:", "PDF (multi-page document)", 870, 718, 300, 32),
                r("push-button", "Cancel", "", 1180, 776, 90, 34), r("push-button", "Save", "", 1280, 776, 90, 34)]
        return out

    turns.append((code("pyautogui.hotkey('ctrl', 's')"), scanner("Nov 6  10:12", 3, 3, "", chooser("Scanned Document.pdf"))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('contract_signed.pdf')
pyautogui.click(1325, 793)   # Save
"""), scanner("Nov 6  10:12", 4, 3, "")))
    cols = ["Name", "Size", "Modified", "Star"]
    items = [("contract_signed.pdf", "2.1 MB", "10:12", ""), ("cv_maria_2024.odt", "41.6 kB", "12 Jan", ""),
             ("lease_agreement.pdf", "1.2 MB", "3 Oct 2023", ""), ("receipt_0217.pdf", "284.1 kB", "17 Feb", ""),
             ("Tax 2023", "3 items", "28 Jan", "")]
    turns.append((code("subprocess.run(['nautilus', '/home/maria/Documents'])"),
                   screen("Nov 6  10:13", "Files", files_win("Documents", ["Home", "Documents"], cols, items, "Documents"))))
    return dict(task="Scan the four-page contract from the feeder, delete the blank third page, and save the result as contract_signed.pdf in ~/Documents.",
                state=state, turns=turns, bad=True, turn=6,
                kind="After saving, the scanner shows four pages again although turn 4 deleted page 3 and left three.")


# --------------------------------------------------------------------------------------------
# Writer helpers
# --------------------------------------------------------------------------------------------

def writer_win(title: str, style: str, paras: list[tuple[str, str]], status: list[str], y0: int,
               header: str | None = None, extra: list[str] | None = None) -> list[str]:
    out = lo_top("writer", title) + [
        r("combo-box", "Paragraph Style", style, 78, 126, 200, 26),
        r("combo-box", "Font Name", "Liberation Serif", 284, 126, 200, 26),
        r("combo-box", "Font Size", "12 pt", 490, 126, 70, 26),
        r("push-button", "Bold", "", 566, 126, 28, 26), r("push-button", "Italic", "", 596, 126, 28, 26),
        r("push-button", "Underline", "", 626, 126, 28, 26),
        r("document-text", "", "", 420, 160, 1080, 870)]
    if header is not None:
        out.append(r("section", "Header (Default Page Style)", "", 520, y0 - 44, 880, 24))
        out.append(r("paragraph", "", header, 520, y0 - 44, 880, 20))
    y = y0
    for tag, text in paras:
        h = 30 if tag == "heading" else 20 * (1 + len(text) // 110)
        out.append(r(tag, "", text, 520, y, 880, h))
        y += h + 12
    return out + status + (extra or [])


def writer_status(page: str, words: str, modified: bool, zoom: str = "100%") -> list[str]:
    mod = ("The document has been modified. Click to save the document." if modified
           else "The document has not been modified since the last save.")
    return [r("label", "", page, 74, 1052, 110, 20), r("label", "", words, 190, 1052, 260, 20),
            r("label", "", "Default Page Style", 460, 1052, 150, 20), r("label", "", "English (USA)", 620, 1052, 120, 20),
            r("label", mod, "", 1410, 1052, 20, 20), r("slider", "Zoom", zoom, 1700, 1052, 160, 20),
            r("label", "", zoom, 1866, 1052, 48, 20)]


# --------------------------------------------------------------------------------------------
# 05  Writer headers (contradiction)
# --------------------------------------------------------------------------------------------

def t05() -> dict:
    title = "Q3_ops_review.odt - LibreOffice Writer"

    def page1(growth):
        return [("heading", "Quarterly Operations Review"),
                ("paragraph", "Prepared by: Operations Analytics · 7 October 2024"),
                ("heading", "1. Summary"),
                ("paragraph", f"Fulfilment volume grew {growth} quarter on quarter to 48,310 orders, while average dispatch time fell from 31 to 26 hours."),
                ("paragraph", "Warehouse B in Leipzig handled 61% of volume after the conveyor upgrade completed on 12 August."),
                ("paragraph", "Return rate held at 3.8%, within the 4.0% target for the third consecutive quarter."),
                ("heading", "2. Carrier performance"),
                ("paragraph", "On-time delivery by carrier: DHL 96.1%, DPD 93.4%, GLS 91.7%, Hermes 88.9%."),
                ("paragraph", "Late deliveries cost €18,420 in service credits, down from €24,960 in Q2."),
                ("heading", "3. Staffing"),
                ("paragraph", "Headcount rose from 212 to 229 FTE; overtime hours fell by 1,140 (−22%).")]

    page2 = [("heading", "4. Inventory accuracy"),
             ("paragraph", "Cycle counts covered 18,640 bin locations; record accuracy reached 99.2% against a 98.5% target."),
             ("paragraph", "Write-offs totalled €7,315, of which €4,980 came from the damaged pallet incident on 3 September."),
             ("heading", "5. Outlook for Q4"),
             ("paragraph", "Peak season forecast: 61,000 orders in November and 58,500 in December, with 35 seasonal hires planned."),
             ("paragraph", "The Hermes contract is up for renewal on 30 November; the tender shortlist is due 25 October.")]
    words = "1,402 words, 9,118 characters"
    ok, bad = "14.2%", "14.7%"

    def doc(clock, paras, page, mod, y0, header=None, extra=None, style="Default Paragraph Style", zoom="100%"):
        return screen(clock, "LibreOffice Writer",
                      writer_win(title, style, paras, writer_status(page, words, mod, zoom), y0, header, extra))

    state = doc("Oct 7  14:20", page1(ok), "Page 1 of 3", False, 200, style="Title")
    ins = ["Page Break", "More Breaks", "Image…", "Chart…", "Media", "OLE Object", "Shape", "Section…", "Text from File…",
           "Text Box", "Comment", "Frame", "Fontwork…", "Caption…", "Hyperlink…", "Bookmark…", "Cross-reference…",
           "Special Character…", "Formatting Mark", "Horizontal Line", "Footnote and Endnote", "Table of Contents and Index",
           "Page Number…", "Field", "Header and Footer", "Envelope…", "Signature Line…"]
    menu = [r("menu", "Insert", "", 214, 83, 300, 32 * len(ins))] + [
        r("menu-item", m, "", 218, 86 + 30 * i, 292, 28) for i, m in enumerate(ins)]
    turns = [(code("pyautogui.click(236, 71)  # Insert"), doc("Oct 7  14:20", page1(ok), "Page 1 of 3", False, 200, None, menu, "Title"))]
    sub = menu + [r("menu", "Header and Footer", "", 512, 806, 220, 64), r("menu-item", "Header", "", 516, 808, 212, 28),
                  r("menu-item", "Footer", "", 516, 838, 212, 28),
                  r("menu", "Header", "", 730, 808, 240, 34), r("check-menu-item", "Default Page Style", "", 734, 810, 232, 28)]
    turns.append((code("""
pyautogui.moveTo(360, 820)   # Header and Footer
pyautogui.moveTo(600, 822)   # Header
"""), doc("Oct 7  14:21", page1(ok), "Page 1 of 3", False, 200, None, sub, "Title")))
    turns.append((code("pyautogui.click(850, 824)  # Default Page Style"),
                  doc("Oct 7  14:21", page1(ok), "Page 1 of 3", True, 244, "", None, "Header")))
    hdr = "Quarterly Operations Review — Q3 2024"
    turns.append((code(f"pyautogui.write('{hdr}')"),
                  doc("Oct 7  14:22", page1(bad), "Page 1 of 3", True, 244, hdr, None, "Header")))
    hdr1 = hdr + " | Page 1"
    turns.append((code("""
pyautogui.write(' | Page ')
pyautogui.click(236, 71)     # Insert
pyautogui.moveTo(300, 776)   # Field
pyautogui.click(560, 838)    # Page Number
"""), doc("Oct 7  14:23", page1(bad), "Page 1 of 3", True, 244, hdr1, None, "Header")))
    turns.append((code("pyautogui.click(960, 600)\npyautogui.press('pagedown', presses=3)"),
                  doc("Oct 7  14:23", page2, "Page 2 of 3", True, 244, hdr + " | Page 2", None, "Default Paragraph Style")))
    turns.append((code("pyautogui.hotkey('ctrl', 'home')"),
                  doc("Oct 7  14:24", page1(bad), "Page 1 of 3", True, 244, hdr1, None, "Title")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  doc("Oct 7  14:24", page1(bad), "Page 1 of 3", False, 244, hdr1, None, "Title")))
    turns.append((code("""
pyautogui.click(140, 71)     # View
pyautogui.click(190, 520)    # Zoom
pyautogui.click(420, 580)    # Entire Page
"""), doc("Oct 7  14:25", page1(bad), "Page 1 of 3", False, 244, hdr1, None, "Title", "58%")))
    return dict(task="Add a header to Q3_ops_review.odt that reads 'Quarterly Operations Review — Q3 2024 | Page ' followed by the page number field, then save.",
                state=state, turns=turns, bad=True, turn=4,
                kind="Typing in the header changes the body text: the Summary paragraph's growth figure reads 14.7% where it read 14.2%.")


# --------------------------------------------------------------------------------------------
# 06  Thunderbird message filters (clean)
# --------------------------------------------------------------------------------------------

NW = "Northwind Supply Billing"


def tb_win(title: str, folders: dict[str, str], selected: str, cols: tuple[str, str, str],
           msgs: list[tuple[str, str, str, bool]], status: tuple[str, str], extra: list[str] | None = None,
           sel_msg: str = "") -> list[str]:
    out = [r("frame", title, "", 70, 27, 1850, 1053)]
    for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
        out.append(r("push-button", s, "", 74, 80 + 44 * i, 40, 40))
    out += [r("push-button", "Get Messages", "", 130, 40, 130, 32), r("push-button", "Write", "", 266, 40, 90, 32),
            r("entry", "Search… Ctrl+K", "", 760, 40, 420, 32), r("push-button", "AppMenu", "", 1870, 40, 40, 32),
            r("label", "Folders", "", 130, 84, 80, 22), r("tree-item", "alex.moreno@corvid-labs.io", "", 130, 112, 300, 28)]
    for i, (f, n) in enumerate(folders.items()):
        out.append(r("tree-item", f, n, 150, 142 + 30 * i, 280, 28, desc="selected" if f == selected else ""))
    out += [r("table-column-header", cols[0], "", 450, 84, 700, 28), r("table-column-header", cols[1], "", 1150, 84, 420, 28),
            r("table-column-header", cols[2], "", 1570, 84, 340, 28)]
    for i, (subj, who, when, unread) in enumerate(msgs[:14]):
        y = 114 + 28 * i
        d = "unread" if unread else ""
        if subj == sel_msg:
            d = (d + ", selected").lstrip(", ")
        out += [r("table-row", subj, "", 450, y, 1460, 28, desc=d), r("table-cell", "", subj, 450, y, 700, 28),
                r("table-cell", "", who, 1150, y, 420, 28), r("table-cell", "", when, 1570, y, 340, 28)]
    out += [r("label", "", status[0], 1600, 1052, 120, 20), r("label", "", status[1], 1730, 1052, 120, 20)]
    return out + (extra or [])


def t06() -> dict:
    inbox = [("Re: Q4 capacity planning", "Priya Nair", "11:42", True),
             ("Invoice INV-20931 for order PO-5521", NW, "10:15", True),
             ("Standup notes 14 Nov", "Tom Becker", "09:58", False),
             ("Your GitHub Actions minutes usage", "GitHub", "08:31", True),
             ("Invoice INV-20917 for order PO-5508", NW, "Yesterday 16:02", True),
             ("Lunch & learn: eBPF for mortals", "Corvid Events", "Yesterday 12:10", False),
             ("Re: Vendor onboarding checklist", "Lena Hofmann", "Yesterday 09:47", False),
             ("Payment reminder: INV-20874", NW, "12/11/2024, 14:20", False),
             ("Travel approval: Berlin offsite", "Corvid HR", "12/11/2024, 11:05", True),
             ("Invoice INV-20866 for order PO-5479", NW, "11/11/2024, 09:12", False),
             ("Weekly security digest", "Security Team", "11/11/2024, 08:00", False),
             ("Re: Printer on 3rd floor", "Facilities", "08/11/2024, 15:36", False),
             ("Your receipt from Figma", "Figma", "08/11/2024, 10:03", False),
             ("Dinner Friday?", "Marco Rossi", "07/11/2024, 19:22", False)]
    older = [("Re: Kubernetes upgrade window", "Ops Bot", "06/11/2024, 17:40", False),
             ("Conference badge pickup", "DevCon 2024", "06/11/2024, 09:15", False),
             ("Expense report approved", "Concur", "05/11/2024, 13:02", False),
             ("Re: Q3 retro", "Priya Nair", "04/11/2024, 10:21", False)]
    moved = [m for m in inbox if m[1] == NW]
    inbox2 = [m for m in inbox if m[1] != NW] + older
    inv_old = [("Invoice INV-20841 for order PO-5461", NW, "04/11/2024, 09:30", False),
               ("Statement of account – October 2024", NW, "01/11/2024, 07:00", False),
               ("Invoice INV-20812 for order PO-5437", NW, "28/10/2024, 09:14", False),
               ("Invoice INV-20790 for order PO-5412", NW, "21/10/2024, 09:02", False),
               ("Invoice INV-20755 for order PO-5390", NW, "14/10/2024, 09:20", False),
               ("Invoice INV-20731 for order PO-5366", NW, "07/10/2024, 09:11", False),
               ("Statement of account – September 2024", NW, "01/10/2024, 07:00", False),
               ("Invoice INV-20702 for order PO-5340", NW, "30/09/2024, 09:05", False),
               ("Invoice INV-20688 for order PO-5321", NW, "23/09/2024, 09:26", False)]
    cols = ("Subject", "Correspondents", "Date")

    def folders(inb, inv):
        return {"Inbox": inb, "Drafts": "", "Templates": "", "Sent": "", "Archives": "", "Invoices": inv, "Junk": "", "Trash": ""}

    def tb(clock, fold, sel, msgs, status, extra=None, sel_msg=""):
        title = f"{sel} - alex.moreno@corvid-labs.io - Mozilla Thunderbird"
        return screen(clock, "Thunderbird Mail", tb_win(title, fold, sel, cols, msgs, status, extra, sel_msg))

    f0 = folders("23", "")
    st0 = ("Unread: 23", "Total: 316")
    state = tb("Nov 14  12:03", f0, "Inbox", inbox, st0)

    def filters_dlg(names, sel=""):
        out = [r("dialog", "Message Filters", "", 520, 200, 760, 560),
               r("label", "Filters for:", "", 540, 230, 90, 20), r("combo-box", "Filters for:", "alex.moreno@corvid-labs.io", 640, 224, 320, 30),
               r("entry", "Search filters by name…", "", 980, 224, 280, 30),
               r("label", "", f"{len(names)} item{'s' if len(names) != 1 else ''}", 540, 268, 200, 20)]
        for i, n in enumerate(names):
            out += [r("list-item", n, "", 540, 296 + 30 * i, 560, 28, desc="selected" if n == sel else ""),
                    r("check-box", "Enabled", "", 1110, 300 + 30 * i, 20, 20, desc="checked")]
        for i, b in enumerate(["New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"]):
            out.append(r("push-button", b, "", 1150, 296 + 36 * i, 120, 32))
        out += [r("label", "Run selected filter(s) in:", "", 540, 682, 190, 20), r("combo-box", "Run selected filter(s) in:", "Inbox", 740, 676, 220, 30),
                r("push-button", "Run Now", "", 980, 676, 100, 30), r("push-button", "Filter Log", "", 1160, 716, 100, 30)]
        return out

    turns = [(code("""
pyautogui.click(1889, 56)    # AppMenu
pyautogui.click(1700, 540)   # Tools
pyautogui.click(1480, 540)   # Message Filters
"""), tb("Nov 14  12:03", f0, "Inbox", inbox, st0, filters_dlg(["Newsletters"])))]

    def rules(name, value, folder):
        return [r("dialog", "Filter Rules", "", 560, 160, 800, 600),
                r("label", "Filter name:", "", 580, 190, 100, 20), r("text", "Filter name:", name, 690, 184, 640, 30),
                r("label", "Apply filter when:", "", 580, 230, 200, 20),
                r("check-box", "Manually Run", "", 600, 256, 200, 22, desc="checked"),
                r("check-box", "Getting New Mail:", "", 600, 284, 200, 22, desc="checked"),
                r("combo-box", "Getting New Mail:", "Filter before Junk Classification", 810, 280, 300, 28),
                r("check-box", "Archiving", "", 600, 312, 200, 22), r("check-box", "After Sending", "", 600, 340, 200, 22),
                r("check-box", "Periodically, every 10 minutes", "", 600, 368, 300, 22),
                r("radio-button", "Match all of the following", "", 580, 410, 260, 22, desc="checked"),
                r("radio-button", "Match any of the following", "", 860, 410, 260, 22),
                r("radio-button", "Match all messages", "", 1140, 410, 200, 22),
                r("combo-box", "", "From" if value else "Subject", 580, 446, 180, 30), r("combo-box", "", "contains", 770, 446, 160, 30),
                r("text", "", value, 940, 446, 320, 30),
                r("push-button", "+", "", 1270, 446, 30, 30), r("push-button", "−", "", 1304, 446, 30, 30),
                r("label", "Perform these actions:", "", 580, 560, 200, 20),
                r("combo-box", "", "Move Message to", 580, 590, 260, 30), r("combo-box", "", folder, 850, 590, 410, 30),
                r("push-button", "OK", "", 1150, 712, 90, 32), r("push-button", "Cancel", "", 1250, 712, 90, 32)]

    dlg1 = filters_dlg(["Newsletters"])
    turns.append((code("pyautogui.click(1210, 312)  # New…"),
                  tb("Nov 14  12:04", f0, "Inbox", inbox, st0, dlg1 + rules("", "", "Inbox on alex.moreno@corvid-labs.io"))))
    turns.append((code("""
pyautogui.click(1010, 199)
pyautogui.write('Northwind invoices')
pyautogui.click(670, 461)    # Subject -> From
pyautogui.click(670, 520)
pyautogui.click(1100, 461)
pyautogui.write('invoices@northwind-supply.com')
pyautogui.click(1055, 605)   # target folder
pyautogui.click(1055, 780)   # Invoices
"""), tb("Nov 14  12:05", f0, "Inbox", inbox, st0,
         dlg1 + rules("Northwind invoices", "invoices@northwind-supply.com", "Invoices on alex.moreno@corvid-labs.io"))))
    turns.append((code("pyautogui.click(1195, 728)  # OK"),
                  tb("Nov 14  12:05", f0, "Inbox", inbox, st0, filters_dlg(["Newsletters", "Northwind invoices"], "Northwind invoices"))))
    f1 = folders("21", "2")
    st1 = ("Unread: 21", "Total: 312")
    turns.append((code("""
pyautogui.click(1030, 691)   # Run Now (selected filter, Inbox)
time.sleep(3)
pyautogui.hotkey('alt', 'F4')   # close Message Filters
"""), tb("Nov 14  12:06", f1, "Inbox", inbox2, st1)))
    inv = moved + inv_old
    turns.append((code("pyautogui.click(260, 306)  # Invoices"),
                  tb("Nov 14  12:06", f1, "Invoices", inv, ("Unread: 2", "Total: 13"))))
    inv_read = [(s, w, d, False if s.startswith("Invoice INV-20931") else u) for s, w, d, u in inv]
    f2 = folders("21", "1")
    pane = [r("label", "From", "", 460, 560, 80, 20), r("label", "", "Northwind Supply Billing <invoices@northwind-supply.com>", 550, 560, 600, 20),
            r("label", "To", "", 460, 586, 80, 20), r("label", "", "alex.moreno@corvid-labs.io", 550, 586, 400, 20),
            r("label", "Subject", "", 460, 612, 80, 20), r("label", "", "Invoice INV-20931 for order PO-5521", 550, 612, 600, 20),
            r("label", "", "14/11/2024, 10:15", 1700, 560, 200, 20),
            r("paragraph", "", "Dear Corvid Labs, please find attached invoice INV-20931 for purchase order PO-5521. Amount due: EUR 4,218.60, payable by 14 December 2024.", 460, 660, 1400, 40),
            r("push-button", "INV-20931.pdf", "", 460, 980, 260, 36, desc="88.2 KB")]
    turns.append((code("pyautogui.click(800, 128)  # first message"),
                  tb("Nov 14  12:07", f2, "Invoices", inv_read, ("Unread: 1", "Total: 13"), pane, "Invoice INV-20931 for order PO-5521")))
    turns.append((code("pyautogui.click(240, 156)  # Inbox"),
                  tb("Nov 14  12:07", f2, "Inbox", inbox2, st1)))
    new = ("Build failed: tinyhttpd main #482", "CI Bot", "12:09", True)
    f3 = folders("22", "1")
    turns.append((code("""
pyautogui.click(195, 56)   # Get Messages
time.sleep(4)
"""), tb("Nov 14  12:09", f3, "Inbox", [new] + inbox2, ("Unread: 22", "Total: 313"))))
    return dict(task="Create a Thunderbird filter 'Northwind invoices' that moves mail from invoices@northwind-supply.com to the Invoices folder, run it on the Inbox, and read the newest invoice.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# 07  GIMP selection, text tool, scaling, export (clean)
# --------------------------------------------------------------------------------------------

def t07() -> dict:
    menus = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]
    tools = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
             "Warp Transform", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Smudge Tool", "Paths Tool",
             "Text Tool", "Color Picker Tool", "Zoom Tool"]

    def gimp(clock, dirty, tag, layers, active, size, mem, zoom, tool, opts, extra=()):
        n = len(layers)
        title = (f"{'*' if dirty else ''}[storefront] ({tag})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                 f"{n} layer{'s' if n > 1 else ''}) {size} – GIMP")
        out = [r("frame", title, "", 70, 27, 1850, 1053)]
        x = 76
        for m in menus:
            out.append(r("menu", m, "", x, 56, 14 + 8 * len(m), 24))
            x += 22 + 8 * len(m)
        for i, t in enumerate(tools):
            out.append(r("toggle-button", t, "", 76 + 34 * (i % 4), 90 + 34 * (i // 4), 32, 32, desc="pressed" if t == tool else ""))
        out.append(r("label", "Tool Options", "", 76, 250, 140, 20))
        for i, (k, v) in enumerate(opts):
            out.append(r("label", k, v, 76, 278 + 28 * i, 210, 24))
        out += [r("canvas", "", "", 300, 84, 1380, 940), r("label", "Layers", "", 1690, 84, 120, 20),
                r("combo-box", "Mode", "Normal", 1690, 110, 220, 26), r("spin-button", "Opacity", "100.0", 1690, 140, 220, 24)]
        for i, ly in enumerate(layers):
            out.append(r("table-cell", ly, ly, 1730, 172 + 44 * i, 180, 40, desc="selected" if ly == active else ""))
        out += [r("combo-box", "", "px", 300, 1030, 60, 24), r("combo-box", "", zoom, 366, 1030, 90, 24),
                r("label", "", f"{active} ({mem})", 470, 1030, 400, 24)]
        return screen(clock, "GNU Image Manipulation Program", out + list(extra))

    big, small = "4032x3024", "1600x1200"
    base = ["storefront.jpg"]
    two = ["GRAND OPENING", "storefront.jpg"]
    move_opts = [("Toggle Layer", ""), ("Tool Toggle", "Pick a layer or guide")]
    sel_opts = [("Mode", "Replace"), ("Antialiasing", "on"), ("Feather edges", "off"), ("Rounded corners", "off"),
                ("Expand from center", "off"), ("Fixed", "Aspect ratio (off)"), ("Position", "1412, 608 px"), ("Size", "1180 × 420 px"),
                ("Highlight", "off"), ("Guides", "No guides")]
    txt_opts = [("Font", "Sans-serif Bold"), ("Size", "220 px"), ("Use editor", "off"), ("Antialiasing", "on"),
                ("Hinting", "Medium"), ("Color", "#ffffff"), ("Justify", "Center"), ("Box", "Dynamic")]
    state = gimp("Jun 12  15:30", False, "imported", base, "storefront.jpg", big, "92.4 MB", "25%", "Move Tool", move_opts)
    turns = [(code("""
pyautogui.press('r')
pyautogui.moveTo(653, 236)
pyautogui.dragTo(948, 341, duration=0.6)
"""), gimp("Jun 12  15:31", False, "imported", base, "storefront.jpg", big, "92.4 MB", "25%", "Rectangle Select Tool", sel_opts))]
    turns.append((code("""
pyautogui.press('t')
pyautogui.click(700, 262)
"""), gimp("Jun 12  15:31", False, "imported", base, "storefront.jpg", big, "92.4 MB", "25%", "Text Tool", txt_opts,
           [r("text", "", "", 700, 262, 40, 60)])))
    turns.append((code("""
pyautogui.write('GRAND OPENING')
pyautogui.press('escape')
"""), gimp("Jun 12  15:32", True, "imported", two, "GRAND OPENING", big, "96.1 MB", "25%", "Text Tool", txt_opts)))
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'a')  # Select > None"),
                  gimp("Jun 12  15:32", True, "imported", two, "GRAND OPENING", big, "96.1 MB", "25%", "Text Tool", txt_opts)))

    def scale_dlg(w, h, xres):
        return [r("dialog", "Scale Image", "", 700, 300, 460, 420),
                r("label", "", "storefront-1", 720, 320, 300, 20),
                r("label", "Image Size", "", 720, 352, 200, 20),
                r("spin-button", "Width", w, 800, 380, 140, 28), r("spin-button", "Height", h, 800, 414, 140, 28),
                r("toggle-button", "Chain", "", 950, 386, 24, 50, desc="linked"), r("combo-box", "", "px", 990, 396, 70, 28),
                r("label", "", f"{w} × {h} pixels", 800, 450, 240, 20),
                r("label", "", "72 ppi", 1040, 450, 80, 20),
                r("spin-button", "X resolution", xres, 800, 484, 140, 28), r("spin-button", "Y resolution", xres, 800, 518, 140, 28),
                r("combo-box", "", "pixels/in", 990, 500, 120, 28),
                r("label", "Quality", "", 720, 566, 200, 20), r("combo-box", "Interpolation", "Cubic", 820, 590, 200, 28),
                r("push-button", "Help", "", 716, 676, 80, 32), r("push-button", "Reset", "", 880, 676, 80, 32),
                r("push-button", "Scale", "", 968, 676, 86, 32), r("push-button", "Cancel", "", 1062, 676, 86, 32)]

    turns.append((code("""
pyautogui.click(400, 68)    # Image
pyautogui.click(460, 420)   # Scale Image...
"""), gimp("Jun 12  15:33", True, "imported", two, "GRAND OPENING", big, "96.1 MB", "25%", "Text Tool", txt_opts,
           scale_dlg("4032", "3024", "72.000"))))
    turns.append((code("""
pyautogui.tripleClick(870, 394)
pyautogui.write('1600')
pyautogui.press('tab')
"""), gimp("Jun 12  15:33", True, "imported", two, "GRAND OPENING", big, "96.1 MB", "25%", "Text Tool", txt_opts,
           scale_dlg("1600", "1200", "72.000"))))
    turns.append((code("pyautogui.click(1010, 692)  # Scale"),
                  gimp("Jun 12  15:34", True, "imported", two, "GRAND OPENING", small, "15.3 MB", "25%", "Text Tool", txt_opts)))
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'j')  # View > Zoom > Fit Image in Window"),
                  gimp("Jun 12  15:34", True, "imported", two, "GRAND OPENING", small, "15.3 MB", "75%", "Text Tool", txt_opts)))
    jpeg = [r("dialog", "Export Image as JPEG", "", 720, 320, 420, 380),
            r("slider", "Quality", "90", 740, 360, 380, 30), r("label", "", "File size: unknown", 740, 400, 300, 20),
            r("check-box", "Show preview in image window", "", 740, 430, 300, 22),
            r("toggle-button", "Advanced Options", "", 740, 466, 200, 24),
            r("push-button", "Load Defaults", "", 740, 600, 120, 30), r("push-button", "Save Defaults", "", 870, 600, 120, 30),
            r("push-button", "Help", "", 740, 650, 80, 32), r("push-button", "Export", "", 950, 650, 86, 32),
            r("push-button", "Cancel", "", 1044, 650, 86, 32)]
    turns.append((code("""
pyautogui.hotkey('shift', 'ctrl', 'e')   # Export As...
time.sleep(1)
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('storefront_web.jpg')
pyautogui.press('enter')
"""), gimp("Jun 12  15:35", True, "imported", two, "GRAND OPENING", small, "15.3 MB", "75%", "Text Tool", txt_opts, jpeg)))
    turns.append((code("pyautogui.click(993, 666)  # Export"),
                  gimp("Jun 12  15:35", True, "exported", two, "GRAND OPENING", small, "15.3 MB", "75%", "Text Tool", txt_opts)))
    return dict(task="In GIMP, add the text 'GRAND OPENING' over the shop sign of storefront.jpg, scale the image to 1600 px wide keeping the aspect ratio, and export it as storefront_web.jpg.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# VS Code helpers
# --------------------------------------------------------------------------------------------

def vscode(title: str, tree: list[tuple[int, str, str]], tabs: list[tuple[str, bool]], active: str, lines: list[str],
           status: list[str], panel: list[str] | None = None, extra: list[str] | None = None, activity: str = "Explorer",
           first: int = 1) -> list[str]:
    out = [r("frame", title, "", 70, 27, 1850, 1053)]
    for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)",
                           "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
        out.append(r("page-tab", a, "", 72, 64 + 48 * i, 48, 48, desc="selected" if a.startswith(activity) else ""))
    out.append(r("heading", "Explorer", "", 124, 64, 280, 24))
    for i, (depth, name, kind) in enumerate(tree):
        out.append(r("tree-item", name, "", 130 + 12 * depth, 120 + 22 * i, 260 - 12 * depth, 22, desc=kind))
    x = 406
    for name, dirty in tabs:
        out.append(r("page-tab", name + (" ●" if dirty else ""), "", x, 64, 160, 34, desc="selected" if name == active else ""))
        x += 162
    out.append(r("text", "Editor content;Press Alt+F1 for Accessibility Options.", "", 406, 120, 1510, 600 if panel else 900))
    for i, ln in enumerate(lines):
        out.append(r("paragraph", "", ln, 460, 120 + 19 * i, 1400, 19, desc=f"line {first + i}"))
    if panel:
        out += panel
    return out + status + (extra or [])


def vs_status(branch: str, pos: str, lang: str, extra: str = "") -> list[str]:
    out = [r("push-button", branch, "", 74, 1056, 90, 22), r("push-button", "No Problems", "", 170, 1056, 90, 22)]
    if extra:
        out.append(r("label", "", extra, 270, 1056, 300, 22))
    out += [r("push-button", pos, "", 1460, 1056, 120, 22), r("push-button", "Spaces: 4", "", 1584, 1056, 80, 22),
            r("push-button", "UTF-8", "", 1668, 1056, 50, 22), r("push-button", "LF", "", 1722, 1056, 30, 22),
            r("push-button", lang, "", 1756, 1056, 140, 22)]
    return out


def term_panel(tabs: list[str], active: str, lines: list[str]) -> list[str]:
    out = [r("page-tab", "PROBLEMS", "", 410, 728, 80, 26), r("page-tab", "OUTPUT", "", 496, 728, 70, 26),
           r("page-tab", "DEBUG CONSOLE", "", 572, 728, 120, 26), r("page-tab", "TERMINAL", "", 698, 728, 80, 26, desc="selected")]
    for i, t in enumerate(tabs):
        out.append(r("list-item", t, "", 1700, 760 + 24 * i, 210, 22, desc="selected" if t == active else ""))
    out.append(r("terminal", "Terminal 1", "", 410, 758, 1280, 290))
    for i, ln in enumerate(lines[-14:]):
        out.append(r("label", "", ln, 414, 760 + 19 * i, 1270, 19))
    return out


# --------------------------------------------------------------------------------------------
# 08  VS Code tasks (contradiction)
# --------------------------------------------------------------------------------------------

def t08() -> dict:
    def tasks_json(label, cmd, dep):
        return ["{", '    "version": "2.0.0",', '    "tasks": [', "        {", f'            "label": "{label}",',
                '            "type": "shell",', f'            "command": "{cmd}",',
                '            "group": { "kind": "build", "isDefault": true },', '            "problemMatcher": ["$gcc"]',
                "        },", "        {", '            "label": "test",', '            "type": "shell",',
                '            "command": "make test",', f'            "dependsOn": "{dep}",', '            "problemMatcher": []',
                "        }", "    ]", "}"]

    tree0 = [(0, "TINYHTTPD", "folder expanded"), (1, ".vscode", "folder expanded"), (2, "settings.json", "file"),
             (2, "tasks.json", "file"), (1, "build", "folder collapsed"), (1, "include", "folder collapsed"),
             (1, "src", "folder collapsed"), (1, ".gitignore", "file"), (1, "Makefile", "file"), (1, "README.md", "file")]
    title = "tasks.json - tinyhttpd - Visual Studio Code"

    def win(clock, lines, dirty, pos, panel=None, extra=None, tree=tree0, ttl=title):
        return screen(clock, "Visual Studio Code",
                      vscode(ttl, tree, [("Makefile", False), ("tasks.json", dirty)], "tasks.json", lines,
                             vs_status("main" if lines[4].endswith('"build",') else "main*", pos, "JSON with Comments"), panel, extra))

    v0 = tasks_json("build", "make -j4", "build")
    mk = ["CC      ?= cc", "CFLAGS  ?= -O2 -Wall -Wextra -Iinclude", "SRC     := $(wildcard src/*.c)", "",
          "release: BUILD := build/release", "debug:   BUILD := build/debug", "debug:   CFLAGS += -g -O0"]
    state = screen("Mar 5  11:21", "Visual Studio Code",
                   vscode("Makefile - tinyhttpd - Visual Studio Code", tree0, [("Makefile", False)], "Makefile", mk,
                          vs_status("main", "Ln 1, Col 1", "Makefile")))
    turns = [(code("""
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('tasks.json')
pyautogui.press('enter')
"""), win("Mar 5  11:21", v0, False, "Ln 1, Col 1"))]
    v1 = tasks_json("build:release", "make -j4", "build")
    turns.append((code("""
pyautogui.doubleClick(668, 205)   # the word build on line 5
pyautogui.write('build:release')
"""), win("Mar 5  11:22", v1, True, "Ln 5, Col 36")))
    v2 = tasks_json("build:release", "make -j8 release", "build:release")
    turns.append((code("""
pyautogui.doubleClick(655, 243); pyautogui.hotkey('shift', 'end'); pyautogui.hotkey('shift', 'left', 'left')
pyautogui.write('make -j8 release')
pyautogui.doubleClick(676, 395); pyautogui.hotkey('ctrl', 'shift', 'right')
pyautogui.write('build:release')
"""), win("Mar 5  11:23", v2, True, "Ln 15, Col 38")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), win("Mar 5  11:23", v2, False, "Ln 15, Col 38")))
    pal = [r("entry", "Type the name of a command to run.", ">Tasks: Run Task", 700, 70, 700, 30)]
    for i, (c, k) in enumerate([("Tasks: Run Task", "recently used"), ("Tasks: Run Build Task", "Ctrl+Shift+B"),
                                ("Tasks: Run Test Task", ""), ("Tasks: Rerun Last Task", ""),
                                ("Tasks: Configure Task", ""), ("Tasks: Show Running Tasks", "")]):
        pal.append(r("list-item", c, "", 700, 104 + 24 * i, 700, 24, desc=k))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'p')
pyautogui.write('Tasks: Run Task')
"""), win("Mar 5  11:24", v2, False, "Ln 15, Col 38", extra=pal)))
    pick = [r("entry", "Select the task to run", "", 700, 70, 700, 30),
            r("list-item", "build:release", "", 700, 104, 700, 24, desc="configured"),
            r("list-item", "test", "", 700, 128, 700, 24, desc="configured"),
            r("list-item", "C/C++: gcc build active file", "", 700, 152, 700, 24, desc="detected tasks"),
            r("list-item", "Show All Tasks...", "", 700, 176, 700, 24)]
    turns.append((code("pyautogui.press('enter')"), win("Mar 5  11:24", v2, False, "Ln 15, Col 38", extra=pick)))
    out1 = [" *  Executing task: make -j8 release ", "", "mkdir -p build/release",
            "cc -O2 -Wall -Wextra -Iinclude -c src/main.c -o build/release/main.o",
            "cc -O2 -Wall -Wextra -Iinclude -c src/http.c -o build/release/http.o",
            "cc -O2 -Wall -Wextra -Iinclude -c src/router.c -o build/release/router.o",
            "cc -O2 -Wall -Wextra -Iinclude -c src/log.c -o build/release/log.o"]
    task_tab = "Task - build"
    turns.append((code("pyautogui.press('enter')  # build:release"),
                  win("Mar 5  11:25", v2, False, "Ln 15, Col 38", term_panel([task_tab], task_tab, out1))))
    out2 = out1 + ["cc -o build/release/tinyhttpd build/release/main.o build/release/http.o build/release/router.o build/release/log.o -lpthread",
                   " *  Terminal will be reused by tasks, press any key to close it. "]
    turns.append((code("time.sleep(6)"), win("Mar 5  11:25", v2, False, "Ln 15, Col 38", term_panel([task_tab], task_tab, out2))))
    tree1 = tree0[:4] + [(1, "build", "folder expanded"), (2, "debug", "folder collapsed"), (2, "release", "folder expanded"),
                         (3, "http.o", "file"), (3, "log.o", "file"), (3, "main.o", "file"), (3, "router.o", "file"),
                         (3, "tinyhttpd", "file")] + tree0[5:]
    turns.append((code("""
pyautogui.click(180, 208)   # build
pyautogui.click(196, 252)   # release
"""), win("Mar 5  11:26", v2, False, "Ln 15, Col 38", term_panel([task_tab], task_tab, out2), tree=tree1)))
    ls = ["sam@devbox:~/src/tinyhttpd$ ls -l build/release", "total 120",
          "-rw-rw-r-- 1 sam sam 18344 Mar  5 11:25 http.o", "-rw-rw-r-- 1 sam sam  6120 Mar  5 11:25 log.o",
          "-rw-rw-r-- 1 sam sam 11872 Mar  5 11:25 main.o", "-rw-rw-r-- 1 sam sam 14208 Mar  5 11:25 router.o",
          "-rwxrwxr-x 1 sam sam 61480 Mar  5 11:25 tinyhttpd", "sam@devbox:~/src/tinyhttpd$ "]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', '`')
pyautogui.write('ls -l build/release')
pyautogui.press('enter')
"""), win("Mar 5  11:26", v2, False, "Ln 15, Col 38", term_panel([task_tab, "bash"], "bash", ls), tree=tree1)))
    return dict(task="In the tinyhttpd workspace, rename the VS Code build task to 'build:release', make it run 'make -j8 release' (keep the test task depending on it), run it and check the output binary.",
                state=state, turns=turns, bad=True, turn=7,
                kind="The running task's terminal is titled with the old label 'Task - build' although the task was renamed to build:release in turn 2 and listed under that name in turn 6.")


# --------------------------------------------------------------------------------------------
# 09  Calc subtotals (contradiction)
# --------------------------------------------------------------------------------------------

def t09() -> dict:
    data = [("East", "Jan", "K. Osei", 1240), ("East", "Feb", "K. Osei", 1310), ("East", "Mar", "K. Osei", 1185),
            ("North", "Jan", "L. Brandt", 980), ("North", "Feb", "L. Brandt", 1045), ("North", "Mar", "L. Brandt", 1200),
            ("South", "Jan", "M. Silva", 1520), ("South", "Feb", "M. Silva", 1475), ("South", "Mar", "M. Silva", 1610),
            ("West", "Jan", "J. Park", 860), ("West", "Feb", "J. Park", 915), ("West", "Mar", "J. Park", 1020)]
    hdr = {"A1": "Region", "B1": "Month", "C1": "Rep", "D1": "Amount"}
    flat = dict(hdr)
    for i, (a, b, c, d) in enumerate(data, 2):
        flat.update({f"A{i}": a, f"B{i}": b, f"C{i}": c, f"D{i}": f"{d:,}"})

    def with_subtotals(amounts, grand=None):
        v, rowmap, n = dict(hdr), {}, 2
        subs = {}
        for reg in ["East", "North", "South", "West"]:
            first = n
            for (a, b, c, _), amt in zip(data, amounts):
                if a == reg:
                    v.update({f"A{n}": a, f"B{n}": b, f"C{n}": c, f"D{n}": f"{amt:,}"})
                    n += 1
            s = sum(amt for (a, *_), amt in zip(data, amounts) if a == reg)
            subs[reg] = s
            v.update({f"A{n}": f"{reg} Sum", f"D{n}": f"{s:,}"})
            rowmap[reg] = (first, n)
            n += 1
        g = sum(subs.values()) if grand is None else grand
        v.update({f"A{n}": "Grand Total", f"D{n}": f"{g:,}"})
        return v

    amounts = [d[3] for d in data]
    sub1 = with_subtotals(amounts)
    amounts2 = list(amounts)
    amounts2[5] = 1500
    sub_bad = with_subtotals(amounts2, grand=14560)
    colx, colw = [96, 196, 296, 420], [100, 100, 124, 100]
    title = "sales_by_region.ods - LibreOffice Calc"

    def sheet(clock, nb, line, v, rows, sel, stat, mod, outline=False, extra=()):
        body = lo_top("calc", title) + [
            r("combo-box", "Name Box", nb, 76, 130, 110, 24),
            r("push-button", "Function Wizard", "", 192, 130, 24, 24, desc="Function Wizard"),
            r("push-button", "Select Function", "", 220, 130, 24, 24, desc="Select Function"),
            r("text", "Input line", line, 262, 130, 1640, 24),
            r("table", "Sheet Q1", "", 96, 195, 1796, 820)]
        if outline:
            body += [r("push-button", "1", "", 74, 172, 18, 18), r("push-button", "2", "", 74, 192, 18, 18),
                     r("push-button", "3", "", 74, 212, 18, 18)]
        body += grid("ABCD", colx, colw, rows, v)
        body += [r("page-tab", "Q1", "", 96, 1024, 44, 22)] + calc_status("Sheet 1 of 1", sel, stat, mod) + list(extra)
        return screen(clock, "LibreOffice Calc", body)

    rows20 = list(range(1, 21))
    state = sheet("Apr 2  09:14", "A1", "Region", flat, rows20, "", "Average: ; Sum: 0", False)
    total = sum(amounts)
    turns = [(code("""
pyautogui.click(130, 142)
pyautogui.write('A1:D13')
pyautogui.press('enter')
"""), sheet("Apr 2  09:14", "A1:D13", "Region", flat, rows20, "Selected: 13 rows, 4 columns",
           f"Average: {num(total / 12)}; Count: 12; Sum: {num(total)}", False))]

    def dlg(group, checked):
        out = [r("dialog", "Subtotals", "", 620, 260, 600, 520),
               r("page-tab", "1st Group", "", 632, 296, 90, 28), r("page-tab", "2nd Group", "", 722, 296, 94, 28),
               r("page-tab", "3rd Group", "", 816, 296, 90, 28), r("page-tab", "Options", "", 906, 296, 80, 28),
               r("label", "Group by:", "", 642, 346, 120, 20), r("combo-box", "Group by:", group, 642, 370, 260, 30),
               r("label", "Calculate subtotals for:", "", 642, 414, 220, 20)]
        for i, c in enumerate(["Region", "Month", "Rep", "Amount"]):
            out.append(r("check-box", c, "", 646, 440 + 26 * i, 240, 24, desc="checked" if c in checked else ""))
        out.append(r("label", "Use function:", "", 930, 414, 160, 20))
        for i, f in enumerate(["Sum", "Count", "Average", "Max", "Min", "Product", "Count (numbers only)", "StDev (sample)"]):
            out.append(r("list-item", f, "", 930, 440 + 26 * i, 260, 24, desc="selected" if f == "Sum" else ""))
        out += [r("push-button", "Help", "", 632, 736, 80, 32), r("push-button", "Reset", "", 884, 736, 80, 32),
                r("push-button", "OK", "", 1012, 736, 90, 32), r("push-button", "Cancel", "", 1112, 736, 96, 32)]
        return out

    turns.append((code("""
pyautogui.click(552, 71)    # Data
pyautogui.click(610, 378)   # Subtotals...
"""), sheet("Apr 2  09:15", "A1:D13", "Region", flat, rows20, "Selected: 13 rows, 4 columns",
           f"Average: {num(total / 12)}; Count: 12; Sum: {num(total)}", False, extra=dlg("- none -", ()))))
    turns.append((code("""
pyautogui.click(770, 385)
pyautogui.click(770, 440)   # Region
pyautogui.click(656, 530)   # Amount
"""), sheet("Apr 2  09:15", "A1:D13", "Region", flat, rows20, "Selected: 13 rows, 4 columns",
           f"Average: {num(total / 12)}; Count: 12; Sum: {num(total)}", False, extra=dlg("Region", ("Amount",)))))
    turns.append((code("pyautogui.click(1057, 752)  # OK"),
                  sheet("Apr 2  09:16", "A1:D18", "Region", sub1, rows20, "Selected: 18 rows, 4 columns",
                        f"Average: {num(3 * total / 17)}; Count: 17; Sum: {num(3 * total)}", True, outline=True)))
    collapsed = [1, 5, 9, 13, 17, 18] + list(range(19, 33))
    turns.append((code("""
pyautogui.click(83, 201)    # outline level 2
pyautogui.click(146, 223)   # A1
"""), sheet("Apr 2  09:16", "A1", "Region", sub1, collapsed, "", "Average: ; Sum: 0", True, outline=True)))
    turns.append((code("pyautogui.click(83, 221)   # outline level 3"),
                  sheet("Apr 2  09:17", "A1", "Region", sub1, rows20, "", "Average: ; Sum: 0", True, outline=True)))
    turns.append((code("""
pyautogui.click(470, 242)
pyautogui.keyDown('shift'); pyautogui.click(470, 280); pyautogui.keyUp('shift')
"""), sheet("Apr 2  09:17", "D2:D4", "1240", sub1, rows20, "Selected: 3 rows, 1 column",
           "Average: 1,245; Count: 3; Sum: 3,735", True, outline=True)))
    turns.append((code("pyautogui.click(470, 356)  # D8"),
                  sheet("Apr 2  09:18", "D8", "1200", sub1, rows20, "", "Average: 1,200; Count: 1; Sum: 1,200", True, outline=True)))
    turns.append((code("""
pyautogui.write('1500')
pyautogui.press('enter')
"""), sheet("Apr 2  09:18", "D9", "=SUBTOTAL(9,D6:D8)", sub_bad, rows20, "", "Average: 3,525; Count: 1; Sum: 3,525", True, outline=True)))
    return dict(task="In sales_by_region.ods, add Sum subtotals of Amount grouped by Region (Data > Subtotals), then correct North's March amount to 1,500.",
                state=state, turns=turns, bad=True, turn=9,
                kind="After raising North/Mar from 1,200 to 1,500 (North Sum 3,225 to 3,525), the Grand Total reads 14,560 instead of 14,360 + 300 = 14,660.")


# --------------------------------------------------------------------------------------------
# 10  Chrome passwords (clean)
# --------------------------------------------------------------------------------------------

def t10() -> dict:
    sites = [("accounts.google.com", "2 accounts"), ("amazon.com", ""), ("bitbucket.org", ""), ("dropbox.com", ""),
             ("github.com", ""), ("jira.corvid-labs.io", ""), ("linkedin.com", ""), ("netflix.com", ""),
             ("old-intranet.corvid-labs.io", ""), ("paypal.com", ""), ("reddit.com", ""), ("slack.com", ""),
             ("stackoverflow.com", ""), ("zoom.us", "")]
    tab = "Google Password Manager"

    def pm(search, lines, toast=None):
        out = [r("heading", "Password Manager", "", 96, 122, 260, 30),
               r("entry", "Search passwords", search, 700, 124, 680, 36)]
        for i, n in enumerate(["Passwords", "Checkup", "Settings"]):
            out.append(r("link", n, "", 84, 186 + 44 * i, 240, 40, desc="selected" if n == "Passwords" else ""))
        out += lines
        if toast:
            out += [r("alert", "", toast, 84, 980, 360, 48), r("push-button", "Undo", "", 380, 990, 56, 30)]
        return out

    def listing(rows):
        out = [r("heading", "Passwords", "", 420, 190, 200, 26), r("push-button", "Add", "", 1300, 186, 80, 32)]
        for i, (s, d) in enumerate(rows):
            out.append(r("link", s, "", 420, 236 + 46 * i, 960, 44, desc=d))
        return out

    def win(clock, url, page):
        return screen(clock, "Google Chrome", chrome([tab], 0, url, page))

    base = "chrome://password-manager/passwords"
    state = screen("Jan 22  08:47", "Google Chrome", chrome(["New Tab"], 0, "", [
        r("entry", "Search Google or type a URL", "", 660, 420, 600, 44),
        r("link", "Jira", "", 720, 520, 112, 112), r("link", "GitHub", "", 844, 520, 112, 112),
        r("link", "Slack", "", 968, 520, 112, 112), r("link", "Gmail", "", 1092, 520, 112, 112)]))
    turns = [(code("BrowserTools.open_password_settings()"), win("Jan 22  08:47", base, pm("", listing(sites))))]
    turns.append((code("""
pyautogui.click(1040, 142)
pyautogui.write('intranet')
"""), win("Jan 22  08:48", base + "?q=intranet", pm("intranet", listing([s for s in sites if "intranet" in s[0]])))))

    def detail(host, user, note="No note added"):
        return [r("push-button", "Back", "", 420, 186, 32, 32), r("heading", host, "", 460, 190, 400, 26),
                r("label", "Username", "", 440, 250, 200, 20), r("text", "Username", user, 440, 274, 700, 32),
                r("push-button", "Copy username", "", 1150, 274, 32, 32),
                r("label", "Password", "", 440, 324, 200, 20), r("password-text", "Password", "••••••••••••", 440, 348, 700, 32),
                r("push-button", "Show password", "", 1110, 348, 32, 32), r("push-button", "Copy password", "", 1150, 348, 32, 32),
                r("label", "Sites", "", 440, 398, 200, 20), r("link", host, "", 440, 422, 400, 24),
                r("label", "Note", "", 440, 462, 200, 20), r("label", "", note, 440, 486, 700, 24),
                r("push-button", "Edit", "", 1140, 540, 80, 32), r("push-button", "Delete", "", 1230, 540, 80, 32)]

    turns.append((code("pyautogui.click(900, 258)  # old-intranet.corvid-labs.io"),
                  win("Jan 22  08:48", base + "/old-intranet.corvid-labs.io", pm("", detail("old-intranet.corvid-labs.io", "amoreno")))))
    rest = [s for s in sites if not s[0].startswith("old-intranet")]
    turns.append((code("pyautogui.click(1270, 556)  # Delete"),
                   win("Jan 22  08:49", base, pm("", listing(rest), "Password deleted"))))
    turns.append((code("pyautogui.click(900, 442)  # github.com"),
                   win("Jan 22  08:49", base + "/github.com", pm("", detail("github.com", "amoreno-dev")))))
    edit = [r("dialog", "Edit password", "", 660, 300, 600, 440),
            r("label", "Sites", "", 690, 350, 200, 20), r("label", "", "github.com", 690, 374, 400, 20),
            r("label", "Username", "", 690, 414, 200, 20), r("entry", "Username", "amoreno-dev", 690, 438, 540, 34),
            r("label", "Password", "", 690, 488, 200, 20), r("password-text", "Password", "••••••••••••", 690, 512, 500, 34),
            r("push-button", "Show password", "", 1196, 512, 34, 34),
            r("label", "Note", "", 690, 562, 200, 20), r("entry", "Note", "", 690, 586, 540, 60),
            r("push-button", "Cancel", "", 1060, 690, 86, 34), r("push-button", "Save", "", 1154, 690, 86, 34)]
    turns.append((code("pyautogui.click(1180, 556)  # Edit"),
                   win("Jan 22  08:50", base + "/github.com", pm("", detail("github.com", "amoreno-dev") + edit))))
    turns.append((code("""
pyautogui.tripleClick(960, 455)
pyautogui.write('alex-moreno')
pyautogui.click(1197, 707)   # Save
"""), win("Jan 22  08:50", base + "/github.com", pm("", detail("github.com", "alex-moreno")))))
    turns.append((code("pyautogui.click(436, 202)  # Back"), win("Jan 22  08:51", base, pm("", listing(rest)))))
    return dict(task="In Chrome's Password Manager, delete the saved password for old-intranet.corvid-labs.io and change the github.com username to alex-moreno.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# 11  Image Viewer (clean)
# --------------------------------------------------------------------------------------------

def t11() -> dict:
    imgs = {f"IMG_{n}.jpg": v for n, v in [
        (4410, ("4032 × 3024", "2.6 MB")), (4411, ("4032 × 3024", "3.2 MB")), (4412, ("3024 × 4032", "3.5 MB")),
        (4413, ("4032 × 3024", "2.9 MB")), (4414, ("4032 × 3024", "3.0 MB")), (4415, ("4032 × 3024", "3.1 MB")),
        (4416, ("4032 × 3024", "2.8 MB")), (4417, ("3024 × 4032", "3.4 MB")), (4418, ("4032 × 3024", "2.2 MB")),
        (4419, ("4032 × 3024", "3.3 MB")), (4420, ("3024 × 4032", "3.6 MB")), (4421, ("4032 × 3024", "2.7 MB")),
        (4422, ("4032 × 3024", "3.0 MB")), (4423, ("4032 × 3024", "2.9 MB")), (4424, ("3024 × 4032", "3.7 MB")),
        (4425, ("4032 × 3024", "3.1 MB")), (4426, ("4032 × 3024", "2.5 MB")), (4427, ("4032 × 3024", "3.0 MB"))]}
    order = list(imgs)

    def eog(clock, name, dims, size, idx, total, extra=(), gallery=None):
        if gallery is None:
            zoom = "29%" if dims.startswith("4032") else "22%"
        else:   # the gallery strip takes space, best fit shrinks
            zoom = "24%" if dims.startswith("4032") else "18%"
        out = [r("frame", name, "", 260, 60, 1400, 960),
               r("push-button", "Zoom", zoom, 1400, 66, 90, 34), r("push-button", "Rotate Left", "", 1300, 66, 34, 34),
               r("push-button", "Rotate Right", "", 1338, 66, 34, 34), r("push-button", "Fullscreen", "", 1500, 66, 34, 34),
               r("push-button", "Main Menu", "", 1600, 66, 34, 34), r("image", name, "", 260, 106, 1400, 880 if gallery is None else 740),
               r("push-button", "Previous Image", "", 290, 520, 48, 48), r("push-button", "Next Image", "", 1582, 520, 48, 48)]
        if gallery is not None:
            for i, g in enumerate(gallery):
                out.append(r("list-item", g, "", 300 + 132 * i, 852, 124, 124, desc="selected" if g == name else ""))
        out += [r("label", "", f"{dims} pixels  {size}    {zoom}", 270, 992, 600, 22),
                r("label", "", f"{idx} / {total}", 1560, 992, 80, 22)]
        return screen(clock, "Image Viewer", out + list(extra))

    def show(clock, name, lst, dims=None, extra=(), gallery=None):
        d, s = imgs[name]
        return eog(clock, name, dims or d, s, lst.index(name) + 1, len(lst), extra, gallery)

    state = show("Feb 14  21:05", "IMG_4415.jpg", order)
    turns = [(code("pyautogui.hotkey('ctrl', 'r')  # rotate clockwise"),
              show("Feb 14  21:05", "IMG_4415.jpg", order, "3024 × 4032"))]
    turns.append((code("pyautogui.press('right')"), show("Feb 14  21:06", "IMG_4416.jpg", order)))
    turns.append((code("pyautogui.press('right')"), show("Feb 14  21:06", "IMG_4417.jpg", order)))
    turns.append((code("pyautogui.press('right')"), show("Feb 14  21:06", "IMG_4418.jpg", order)))
    confirm = [r("alert", "", "", 760, 420, 420, 200),
               r("label", "", 'Are you sure you want to move "IMG_4418.jpg" to the trash?', 790, 450, 360, 40),
               r("check-box", "Do not ask again during this session", "", 790, 510, 320, 22),
               r("push-button", "Cancel", "", 960, 570, 90, 34), r("push-button", "Move to Trash", "", 1060, 570, 110, 34)]
    turns.append((code("pyautogui.press('delete')"), show("Feb 14  21:07", "IMG_4418.jpg", order, extra=confirm)))
    order2 = [n for n in order if n != "IMG_4418.jpg"]
    turns.append((code("pyautogui.click(1115, 587)  # Move to Trash"), show("Feb 14  21:07", "IMG_4419.jpg", order2)))
    turns.append((code("pyautogui.press('left')"), show("Feb 14  21:07", "IMG_4417.jpg", order2)))
    gal = [n for n in order2 if "IMG_4412" <= n <= "IMG_4422"]
    turns.append((code("pyautogui.hotkey('ctrl', 'F9')  # image gallery"),
                   show("Feb 14  21:08", "IMG_4417.jpg", order2, gallery=gal)))
    props = [r("dialog", "Image Properties", "", 700, 200, 520, 620),
             r("page-tab", "General", "", 716, 236, 90, 28), r("page-tab", "Metadata", "", 806, 236, 96, 28),
             r("page-tab", "Details", "", 902, 236, 80, 28),
             r("label", "Name:", "", 730, 290, 120, 20), r("label", "", "IMG_4417.jpg", 860, 290, 300, 20),
             r("label", "Width:", "", 730, 318, 120, 20), r("label", "", "3024 pixels", 860, 318, 300, 20),
             r("label", "Height:", "", 730, 346, 120, 20), r("label", "", "4032 pixels", 860, 346, 300, 20),
             r("label", "Type:", "", 730, 374, 120, 20), r("label", "", "JPEG image", 860, 374, 300, 20),
             r("label", "Bytes:", "", 730, 402, 120, 20), r("label", "", "3.4 MB", 860, 402, 300, 20),
             r("label", "Folder:", "", 730, 430, 120, 20), r("push-button", "Lisbon", "", 860, 426, 120, 28),
             r("label", "Aperture Value:", "", 730, 480, 120, 20), r("label", "", "f/1.6", 860, 480, 300, 20),
             r("label", "Exposure Time:", "", 730, 508, 120, 20), r("label", "", "1/120 sec.", 860, 508, 300, 20),
             r("label", "Focal Length:", "", 730, 536, 120, 20), r("label", "", "4.2 mm", 860, 536, 300, 20),
             r("label", "ISO Speed Rating:", "", 730, 564, 120, 20), r("label", "", "32", 860, 564, 300, 20),
             r("label", "Camera Model:", "", 730, 592, 120, 20), r("label", "", "iPhone 12", 860, 592, 300, 20),
             r("label", "Date/Time:", "", 730, 620, 120, 20), r("label", "", "2024:02:11 16:42:07", 860, 620, 300, 20),
             r("push-button", "Previous", "", 716, 770, 100, 32), r("push-button", "Next", "", 824, 770, 100, 32),
             r("push-button", "Close", "", 1110, 770, 90, 32)]
    turns.append((code("pyautogui.hotkey('alt', 'enter')  # Image Properties"),
                   show("Feb 14  21:08", "IMG_4417.jpg", order2, extra=props, gallery=gal)))
    return dict(task="In Image Viewer, browsing ~/Pictures/Lisbon, rotate IMG_4415.jpg upright, move the blurry IMG_4418.jpg to the trash, and check the properties of IMG_4417.jpg.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# Settings helpers
# --------------------------------------------------------------------------------------------

PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
          "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers",
          "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(title: str, panel: str, body: list[str], extra: list[str] | None = None, back: bool = False) -> list[str]:
    out = [r("frame", "Settings", "", 360, 120, 1200, 840), r("push-button", "Search", "", 372, 128, 34, 34),
           r("label", "", "Settings", 470, 134, 120, 22), r("push-button", "Main Menu", "", 620, 128, 34, 34)]
    if back:
        out.append(r("push-button", "Back", "", 680, 128, 34, 34))
    out.append(r("label", "", title, 1020, 134, 300, 22))
    for i, p in enumerate(PANELS):
        out.append(r("list-item", p, "", 362, 172 + 31 * i, 300, 30, desc="selected" if p == panel else ""))
    return out + body + (extra or [])


# --------------------------------------------------------------------------------------------
# 12  Settings > Network static IPv4 (contradiction)
# --------------------------------------------------------------------------------------------

def t12() -> dict:
    net = [r("label", "Wired", "", 700, 190, 200, 24), r("label", "", "Connected - 1000 Mb/s", 720, 226, 400, 22),
           r("toggle-button", "Wired", "", 1400, 222, 48, 28, desc="on"), r("push-button", "Settings", "", 1460, 222, 34, 30),
           r("push-button", "+", "", 1460, 286, 34, 30), r("label", "VPN", "", 700, 290, 200, 24),
           r("label", "", "Not set up", 720, 326, 400, 22),
           r("label", "", "Network Proxy", 720, 386, 300, 22), r("label", "", "Off", 1380, 386, 60, 22),
           r("push-button", "Network Proxy settings", "", 1460, 382, 34, 30)]

    def win(clock, extra=None):
        return screen(clock, "Settings", settings("Network", "Network", net, extra))

    tabs = [r("page-tab", t, "", 600 + 110 * i, 260, 106, 32) for i, t in enumerate(["Details", "Identity", "IPv4", "IPv6", "Security"])]

    def dlg(rows, apply_enabled=False):
        return [r("dialog", "Wired", "", 580, 210, 760, 640), r("push-button", "Cancel", "", 596, 220, 80, 32),
                r("push-button", "Apply", "", 1244, 220, 80, 32, desc="" if apply_enabled else "insensitive")] + tabs + rows

    details = [r("label", "Link speed", "", 620, 320, 200, 20), r("label", "", "1000 Mb/s", 860, 320, 300, 20),
               r("label", "IPv4 Address", "", 620, 350, 200, 20), r("label", "", "192.168.1.47", 860, 350, 300, 20),
               r("label", "IPv6 Address", "", 620, 380, 200, 20), r("label", "", "fe80::5054:ff:fe3a:7c91", 860, 380, 300, 20),
               r("label", "Hardware Address", "", 620, 410, 200, 20), r("label", "", "52:54:00:3A:7C:91", 860, 410, 300, 20),
               r("label", "Default Route", "", 620, 440, 200, 20), r("label", "", "192.168.1.1", 860, 440, 300, 20),
               r("label", "DNS", "", 620, 470, 200, 20), r("label", "", "192.168.1.1", 860, 470, 300, 20),
               r("check-box", "Connect automatically", "", 620, 530, 300, 22, desc="checked"),
               r("check-box", "Make available to other users", "", 620, 560, 300, 22, desc="checked"),
               r("check-box", "Metered connection: has data limits or can incur charges", "", 620, 590, 460, 22),
               r("push-button", "Remove Connection Profile", "", 1060, 800, 260, 34)]
    state = screen("May 20  13:40", "", [])
    turns = [(code("subprocess.Popen(['gnome-control-center', 'network'])\ntime.sleep(2)"), win("May 20  13:40"))]
    turns.append((code("pyautogui.click(1477, 237)  # Wired settings"), win("May 20  13:41", dlg(details))))
    identity = [r("label", "Name", "", 620, 320, 200, 20), r("text", "Name", "Wired connection 1", 860, 314, 420, 30),
                r("label", "MAC Address", "", 620, 362, 200, 20), r("combo-box", "MAC Address", "52:54:00:3A:7C:19 (enp1s0)", 860, 356, 420, 30),
                r("label", "Cloned Address", "", 620, 404, 200, 20), r("combo-box", "Cloned Address", "", 860, 398, 420, 30),
                r("label", "MTU", "", 620, 446, 200, 20), r("spin-button", "MTU", "automatic", 860, 440, 160, 30),
                r("label", "", "bytes", 1030, 446, 60, 20)]
    turns.append((code("pyautogui.click(765, 276)  # Identity"), win("May 20  13:41", dlg(identity))))

    def ipv4(manual):
        rows = [r("label", "IPv4 Method", "", 620, 320, 200, 20)]
        for i, m in enumerate(["Automatic (DHCP)", "Link-Local Only", "Manual", "Disable", "Shared to other computers"]):
            on = (m == "Manual") if manual else (m == "Automatic (DHCP)")
            rows.append(r("radio-button", m, "", 860 + 200 * (i % 2), 316 + 30 * (i // 2), 190, 24, desc="checked" if on else ""))
        if manual:
            rows += [r("label", "Addresses", "", 620, 420, 200, 20),
                     r("label", "Address", "", 620, 450, 200, 20), r("label", "Netmask", "", 840, 450, 200, 20),
                     r("label", "Gateway", "", 1060, 450, 200, 20),
                     r("text", "Address", "192.168.1.50", 620, 474, 210, 30), r("text", "Netmask", "255.255.255.0", 840, 474, 210, 30),
                     r("text", "Gateway", "192.168.1.1", 1060, 474, 210, 30), r("push-button", "Delete Address", "", 1280, 474, 34, 30),
                     r("text", "Address", "", 620, 510, 210, 30), r("text", "Netmask", "", 840, 510, 210, 30),
                     r("text", "Gateway", "", 1060, 510, 210, 30)]
        rows += [r("label", "DNS", "", 620, 570, 200, 20),
                 r("toggle-button", "Automatic DNS", "", 1260, 566, 48, 26, desc="off" if manual else "on"),
                 r("text", "DNS", "1.1.1.1" if manual else "", 620, 600, 690, 30),
                 r("label", "", "Separate IP addresses with commas", 620, 634, 400, 18),
                 r("label", "Routes", "", 620, 680, 200, 20),
                 r("toggle-button", "Automatic Routes", "", 1260, 676, 48, 26, desc="on"),
                 r("check-box", "Use this connection only for resources on its network", "", 620, 780, 460, 22)]
        return rows

    turns.append((code("pyautogui.click(875, 276)  # IPv4"), win("May 20  13:42", dlg(ipv4(False)))))
    turns.append((code("""
pyautogui.click(872, 346)    # Manual
pyautogui.click(725, 489); pyautogui.write('192.168.1.50')
pyautogui.click(945, 489); pyautogui.write('255.255.255.0')
pyautogui.click(1165, 489); pyautogui.write('192.168.1.1')
pyautogui.click(1284, 579)   # Automatic DNS off
pyautogui.click(965, 615); pyautogui.write('1.1.1.1')
"""), win("May 20  13:43", dlg(ipv4(True), True))))
    turns.append((code("pyautogui.click(1284, 236)  # Apply"), win("May 20  13:43")))
    turns.append((code("""
pyautogui.click(1424, 236)   # Wired off
time.sleep(2)
pyautogui.click(1424, 236)   # Wired on
time.sleep(5)
"""), win("May 20  13:44")))
    return dict(task="In Settings > Network, give the wired connection the static IPv4 address 192.168.1.50/24 with gateway 192.168.1.1 and DNS 1.1.1.1, then reconnect it.",
                state=state, turns=turns, bad=True, turn=3,
                kind="The Identity tab gives the NIC's MAC as 52:54:00:3A:7C:19 while the Details tab in turn 2 showed hardware address 52:54:00:3A:7C:91.")


# --------------------------------------------------------------------------------------------
# 13  Impress tables (clean)
# --------------------------------------------------------------------------------------------

def t13() -> dict:
    titles = ["Roadmap 2024", "Where we are", "Goals for 2024", "Milestones", "Team & owners", "Risks", "Budget",
              "Open questions", "Thank you"]
    title = "roadmap_2024.odp - LibreOffice Impress"
    table_tools = ["Insert Row Above", "Insert Row Below", "Insert Column Before", "Insert Column After", "Delete Row",
                   "Delete Column", "Merge Cells", "Split Cells", "Table Properties"]

    def impress(clock, slide, content, mod, tools=False, extra=(), sorter=False):
        body = lo_top("impress", title)
        if tools:
            for i, t in enumerate(table_tools):
                body.append(r("push-button", t, "", 480 + 34 * i, 88, 32, 32, desc=t))
        if sorter:
            body.append(r("document-presentation", "Slide Sorter", "", 74, 126, 1840, 900))
            for i, t in enumerate(titles):
                body.append(r("list-item", f"Slide {i + 1}", t, 100 + 300 * (i % 5), 150 + 230 * (i // 5), 280, 210,
                              desc="selected" if i + 1 == slide else ""))
        else:
            body.append(r("label", "Slides", "", 74, 130, 200, 20))
            for i, t in enumerate(titles):
                body.append(r("list-item", f"Slide {i + 1}", t, 80, 156 + 96 * i, 200, 90, desc="selected" if i + 1 == slide else ""))
            body.append(r("document-presentation", f"Slide {slide}", "", 300, 126, 1500, 900))
            body += content
        mod_s = ("The document has been modified. Click to save the document." if mod
                 else "The document has not been modified since the last save.")
        body += [r("label", "", f"Slide {slide} of 9", 74, 1052, 120, 20), r("label", "", "Default", 200, 1052, 100, 20),
                 r("label", "", "English (USA)", 310, 1052, 120, 20), r("label", mod_s, "", 1410, 1052, 20, 20),
                 r("label", "", "72%", 1866, 1052, 48, 20)]
        return screen(clock, "LibreOffice Impress", body + list(extra))

    s1 = [r("text", "PresentationTitle", "Roadmap 2024", 520, 380, 1060, 120), r("text", "PresentationSubtitle", "Product & Platform · March 2024", 520, 520, 1060, 80)]
    s4 = [r("text", "PresentationTitle", "Milestones", 440, 180, 1220, 110), r("text", "Text Frame", "Dates as of 4 March 2024", 440, 300, 600, 40)]

    def table(rows, cursor=None):
        out = [r("table", "Table 1", "", 440, 380, 1200, 44 * len(rows))]
        for i, row in enumerate(rows):
            for j, v in enumerate(row):
                ref = f"{'ABC'[j]}{i + 1}"
                out.append(r("table-cell", ref, v, 440 + 400 * j, 380 + 44 * i, 400, 44, desc="focused" if ref == cursor else ""))
        return out

    state = impress("Mar 4  16:02", 1, s1, False)
    turns = [(code("ImpressTools.go_to_slide(4)"), impress("Mar 4  16:02", 4, s4, False))]
    dlg = [r("dialog", "Insert Table", "", 760, 400, 400, 230),
           r("label", "Number of columns:", "", 780, 440, 180, 20), r("spin-button", "Number of columns:", "5", 980, 436, 120, 28),
           r("label", "Number of rows:", "", 780, 480, 180, 20), r("spin-button", "Number of rows:", "2", 980, 476, 120, 28),
           r("push-button", "Help", "", 776, 580, 80, 32), r("push-button", "OK", "", 960, 580, 86, 32),
           r("push-button", "Cancel", "", 1056, 580, 90, 32)]
    turns.append((code("""
pyautogui.click(196, 71)    # Insert
pyautogui.click(260, 200)   # Table...
"""), impress("Mar 4  16:03", 4, s4, False, extra=dlg)))
    empty = [["", "", ""] for _ in range(4)]
    turns.append((code("""
pyautogui.tripleClick(1040, 450); pyautogui.write('3')
pyautogui.tripleClick(1040, 490); pyautogui.write('4')
pyautogui.click(1003, 596)   # OK
"""), impress("Mar 4  16:03", 4, s4 + table(empty, "A1"), True, tools=True)))
    filled = [["Milestone", "Owner", "Date"], ["Alpha build", "R. Okafor", "15 Apr 2024"],
              ["Security review", "M. Lindqvist", "6 May 2024"], ["GA release", "J. Chen", "24 Jun 2024"]]
    turns.append((code("""
pyautogui.write('Milestone\\tOwner\\tDate\\tAlpha build\\tR. Okafor\\t15 Apr 2024\\t')
pyautogui.write('Security review\\tM. Lindqvist\\t6 May 2024\\tGA release\\tJ. Chen\\t24 Jun 2024')
"""), impress("Mar 4  16:05", 4, s4 + table(filled, "C4"), True, tools=True)))
    five = filled[:3] + [["", "", ""]] + filled[3:]
    turns.append((code("""
pyautogui.click(640, 490)   # Security review row
pyautogui.click(530, 104)   # Insert Row Below
"""), impress("Mar 4  16:05", 4, s4 + table(five, "A3"), True, tools=True)))
    done = filled[:3] + [["Beta launch", "P. Sandoval", "27 May 2024"]] + filled[3:]
    turns.append((code("""
pyautogui.click(640, 534)   # new empty row
pyautogui.write('Beta launch\\tP. Sandoval\\t27 May 2024')
"""), impress("Mar 4  16:06", 4, s4 + table(done, "C4"), True, tools=True)))
    turns.append((code("""
pyautogui.click(1500, 900)  # empty part of the slide
pyautogui.click(140, 71)    # View
pyautogui.click(200, 160)   # Slide Sorter
"""), impress("Mar 4  16:06", 4, [], True, sorter=True)))
    turns.append((code("""
pyautogui.click(140, 71)    # View
pyautogui.click(200, 130)   # Normal
pyautogui.hotkey('ctrl', 's')
"""), impress("Mar 4  16:07", 4, s4 + table(done), False)))
    return dict(task="On slide 4 (Milestones) of roadmap_2024.odp insert a 3-column milestone table, add a 'Beta launch' row between Security review and GA release, check the deck in Slide Sorter and save.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# 14  Thunderbird templates (contradiction)
# --------------------------------------------------------------------------------------------

def t14() -> dict:
    acct = "nina.kowalski@brightpath.io"
    inbox = [("Re: Sprint 42 scope", "Omar Haddad", "10:41", True), ("Design review moved to Thursday", "Julia Stein", "09:55", True),
             ("[brightpath/api] PR #1187 merged", "GitHub", "09:20", False), ("Your invoice from Atlassian", "Atlassian", "08:02", False),
             ("Re: Hiring loop – backend", "Sam Whitaker", "Yesterday 17:30", False), ("Weekly metrics – week 49", "Looker", "Yesterday 08:00", False),
             ("Office closed 26 Dec", "BrightPath People", "Yesterday 07:45", False), ("Re: On-call handover", "Omar Haddad", "04/12/2023, 18:12", False),
             ("Conference talk accepted", "JSConf EU", "04/12/2023, 11:03", False), ("Lunch?", "Julia Stein", "01/12/2023, 12:15", False),
             ("Re: Sprint 41 retro", "Sam Whitaker", "30/11/2023, 16:44", False), ("Security training due", "IT Security", "29/11/2023, 09:00", False)]
    tmpl3 = [("Weekly status — week __", "", "06/12/2023, 11:07", False), ("Out-of-office reply", "", "12/09/2023, 15:20", False),
             ("Expense claim", "", "03/07/2023, 10:02", False)]
    tmpl2 = tmpl3[1:]
    cols = ("Subject", "Correspondents", "Date")

    def folders(inb):
        return {"Inbox": inb, "Drafts": "", "Templates": "", "Sent": "", "Archives": "", "Junk": "", "Trash": ""}

    def main(folder, msgs, status, inb="2"):
        return tb_win(f"{folder} - {acct} - Mozilla Thunderbird", folders(inb), folder, cols, msgs, status)

    def compose(subject, body):
        out = [r("frame", f"Write: {subject or '(no subject)'} - Thunderbird", "", 300, 80, 1300, 900)]
        for i, b in enumerate(["Send", "Spelling", "Security", "Save", "Attach"]):
            out.append(r("push-button", b, "", 316 + 90 * i, 92, 84, 34))
        out += [r("label", "From", "", 316, 140, 60, 20), r("combo-box", "From", f"Nina Kowalski <{acct}>", 400, 134, 700, 30),
                r("label", "To", "", 316, 178, 60, 20), r("entry", "To", "", 400, 172, 1180, 30),
                r("label", "Subject", "", 316, 216, 60, 20), r("entry", "Subject", subject, 400, 210, 1180, 30),
                r("document-frame", "Message body", "", 316, 256, 1270, 700)]
        for i, ln in enumerate(body):
            out.append(r("paragraph", "", ln, 330, 266 + 22 * i, 1240, 22))
        return out

    st_in = ("Unread: 2", "Total: 428")
    state = screen("Dec 6  11:04", "Thunderbird Mail", main("Inbox", inbox, st_in))
    turns = [(code("pyautogui.click(311, 56)  # Write"),
              screen("Dec 6  11:04", "Thunderbird Mail", main("Inbox", inbox, st_in) + compose("", [""])))]
    subj = "Weekly status — week __"
    body = ["Hi team,", "", "Done this week:", "- ", "", "Next week:", "- ", "", "Blockers:", "- none", "", "Nina"]
    turns.append((code(f"""
pyautogui.click(990, 225)
pyautogui.write('{subj}')
pyautogui.click(950, 400)
pyautogui.write('Hi team,\\n\\nDone this week:\\n- \\n\\nNext week:\\n- \\n\\nBlockers:\\n- none\\n\\nNina')
"""), screen("Dec 6  11:06", "Thunderbird Mail", main("Inbox", inbox, st_in) + compose(subj, body))))
    turns.append((code("""
pyautogui.press('alt'); pyautogui.click(330, 60)   # File
pyautogui.click(380, 300)   # Save As
pyautogui.click(560, 364)   # Template
"""), screen("Dec 6  11:07", "Thunderbird Mail", main("Inbox", inbox, st_in) + compose(subj, body))))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), screen("Dec 6  11:07", "Thunderbird Mail", main("Inbox", inbox, st_in))))
    turns.append((code("pyautogui.click(240, 216)  # Templates"),
                  screen("Dec 6  11:08", "Thunderbird Mail", main("Templates", tmpl3, ("Unread: 0", "Total: 3")))))
    turns.append((code("pyautogui.click(240, 156)  # Inbox"), screen("Dec 6  11:08", "Thunderbird Mail", main("Inbox", inbox, st_in))))
    turns.append((code("pyautogui.click(240, 216)  # Templates"),
                  screen("Dec 6  11:09", "Thunderbird Mail", main("Templates", tmpl2, ("Unread: 0", "Total: 2")))))
    turns.append((code("pyautogui.click(311, 56)  # Write"),
                  screen("Dec 6  11:09", "Thunderbird Mail", main("Templates", tmpl2, ("Unread: 0", "Total: 2")) + compose("", [""]))))
    return dict(task="In Thunderbird, save a reusable 'Weekly status — week __' message as a template and check that it appears in the Templates folder.",
                state=state, turns=turns, bad=True, turn=7,
                kind="Reopening Templates shows only two templates (Total: 2); the 'Weekly status — week __' template saved in turn 3 and listed in turn 5 is gone without any deletion.")


# --------------------------------------------------------------------------------------------
# 15  Ubuntu Software: install Foliate, remove Cheese (contradiction)
# --------------------------------------------------------------------------------------------

def t15() -> dict:
    def sw(clock, view, body, extra=()):
        out = [r("frame", "Ubuntu Software", "", 360, 80, 1200, 900), r("push-button", "Search", "", 372, 88, 34, 34)]
        for i, v in enumerate(["Explore", "Installed", "Updates"]):
            out.append(r("toggle-button", v, "", 820 + 110 * i, 88, 106, 34, desc="pressed" if v == view else ""))
        out.append(r("push-button", "Main Menu", "", 1510, 88, 34, 34))
        return screen(clock, "Ubuntu Software", out + body + list(extra))

    explore = [r("heading", "Editor's Picks", "", 400, 150, 300, 28)] + [
        r("push-button", n, d, 400 + 280 * (i % 4), 190 + 140 * (i // 4), 270, 130) for i, (n, d) in enumerate([
            ("Shotwell", "Organise photos"), ("Krita", "Digital painting"), ("Kdenlive", "Video editor"), ("Spotify", "Music for everyone"),
            ("Audacity", "Record and edit audio"), ("Inkscape", "Vector graphics editor"), ("Blender", "3D creation suite"), ("VLC", "Play videos")])] + [
        r("heading", "Categories", "", 400, 480, 300, 28)] + [
        r("push-button", c, "", 400 + 190 * (i % 6), 520 + 56 * (i // 6), 180, 48) for i, c in enumerate(
            ["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Graphics", "Audio & Video", "Productivity", "Education", "Games", "Utilities"])]
    state = sw("Aug 29  14:10", "Explore", explore)
    results = [("Foliate", "Read e-books in style", "★★★★½"), ("Calibre", "E-book library management", "★★★★"),
               ("Bookworm", "A simple, focused eBook reader", "★★★½"), ("Thorium Reader", "EPUB reader", "★★★★")]
    sres = [r("entry", "Search", "foliate", 700, 140, 520, 34)] + [
        r("push-button", n, d, 400, 200 + 86 * i, 1120, 80, desc=s) for i, (n, d, s) in enumerate(results)]
    turns = [(code("""
pyautogui.click(389, 105)
pyautogui.write('foliate')
time.sleep(2)
"""), sw("Aug 29  14:10", "Explore", sres))]

    def details(name, summary, button, rating, count, meta, uninstall):
        out = [r("push-button", "Back", "", 372, 88, 34, 34), r("heading", name, "", 520, 160, 600, 36),
               r("label", "", summary, 520, 204, 700, 22), r("push-button", button, "", 1320, 170, 120, 38)]
        if uninstall:
            out.append(r("push-button", "Uninstall", "", 1450, 170, 40, 38))
        out += [r("label", "", rating, 520, 240, 120, 22), r("label", "", count, 650, 240, 140, 22),
                r("image", "Screenshot", "", 520, 290, 900, 420)]
        for i, (k, v) in enumerate(meta):
            out += [r("label", k, "", 520 + 300 * (i % 3), 740 + 56 * (i // 3), 280, 20), r("label", "", v, 520 + 300 * (i % 3), 762 + 56 * (i // 3), 280, 22)]
        return out

    f_meta = [("Version", "2.6.4"), ("Download Size", "1.6 MB"), ("License", "GPL-3.0+"), ("Developer", "John Factotum"),
              ("Source", "ubuntu-jammy-universe"), ("Age Rating", "All ages")]
    f_meta2 = [("Version", "2.6.4"), ("Installed Size", "4.9 MB"), ("License", "GPL-3.0+"), ("Developer", "John Factotum"),
               ("Source", "ubuntu-jammy-universe"), ("Age Rating", "All ages")]
    fol = details("Foliate", "Read e-books in style", "Install", "4.6", "212 ratings", f_meta, False)
    turns.append((code("pyautogui.click(960, 240)  # Foliate"), sw("Aug 29  14:11", "", fol)))
    auth = [r("dialog", "Authentication Required", "", 710, 360, 500, 300),
            r("label", "", "Authentication is required to install software", 740, 400, 440, 22),
            r("label", "", "Ana Rocha", 900, 470, 200, 22), r("password-text", "Password", "", 760, 520, 400, 34),
            r("push-button", "Cancel", "", 760, 600, 180, 36), r("push-button", "Authenticate", "", 980, 600, 180, 36)]
    turns.append((code("pyautogui.click(1380, 189)  # Install"), sw("Aug 29  14:11", "", fol, auth)))
    fol2 = details("Foliate", "Read e-books in style", "Launch", "4.6", "212 ratings", f_meta2, True)
    turns.append((code("""
pyautogui.write('correct-horse-42')
pyautogui.press('enter')
time.sleep(20)
"""), sw("Aug 29  14:12", "", fol2)))
    apps = [("Calendar", "Calendar for GNOME", "7.5 MB"), ("Characters", "Character map application", "1.9 MB"),
            ("Cheese", "Take photos and videos with your webcam, with fun graphical effects", "6.3 MB"),
            ("Disks", "Disk management utility for GNOME", "4.1 MB"), ("Document Scanner", "Make a digital copy of your photos and documents", "3.2 MB"),
            ("Document Viewer", "Document viewer for popular document formats", "8.9 MB"), ("Firefox", "Web Browser", "249.2 MB"),
            ("Foliate", "Read e-books in style", "4.9 MB"), ("GIMP", "Create images and edit photographs", "118.4 MB"),
            ("Image Viewer", "Browse and rotate images", "5.8 MB"), ("LibreOffice Calc", "Spreadsheet", "30.1 MB"),
            ("Remmina", "Connect to remote desktops", "12.6 MB")]

    def installed(rows):
        out = [r("heading", "Applications", "", 400, 150, 300, 26)]
        for i, (n, d, s) in enumerate(rows):
            out += [r("push-button", n, d, 400, 186 + 62 * i, 980, 58, desc=s), r("push-button", "Uninstall", "", 1400, 196 + 62 * i, 110, 36)]
        return out

    turns.append((code("pyautogui.click(985, 105)  # Installed"), sw("Aug 29  14:12", "Installed", installed(apps))))
    fol3 = details("Foliate", "Read e-books in style", "Launch", "4.6", "198 ratings", f_meta2, True)
    turns.append((code("pyautogui.click(700, 649)  # Foliate"), sw("Aug 29  14:13", "", fol3)))
    turns.append((code("pyautogui.click(389, 105)  # Back"), sw("Aug 29  14:13", "Installed", installed(apps))))
    c_meta = [("Version", "41.1"), ("Installed Size", "6.3 MB"), ("License", "GPL-2.0+"), ("Developer", "The GNOME Project"),
              ("Source", "ubuntu-jammy-main"), ("Age Rating", "All ages")]
    cheese = details("Cheese", "Take photos and videos with your webcam, with fun graphical effects", "Launch", "3.9", "87 ratings", c_meta, True)
    turns.append((code("pyautogui.click(700, 339)  # Cheese"), sw("Aug 29  14:14", "", cheese)))
    conf = [r("dialog", "Uninstall Cheese?", "", 710, 400, 500, 220),
            r("label", "", "It will not be possible to use Cheese after removal. To use it again, it will need to be reinstalled.", 740, 450, 440, 60),
            r("push-button", "Cancel", "", 740, 560, 200, 36), r("push-button", "Uninstall", "", 980, 560, 200, 36)]
    turns.append((code("pyautogui.click(1470, 189)  # Uninstall"), sw("Aug 29  14:14", "", cheese, conf)))
    c_meta2 = [("Version", "41.1"), ("Download Size", "2.1 MB"), ("License", "GPL-2.0+"), ("Developer", "The GNOME Project"),
               ("Source", "ubuntu-jammy-main"), ("Age Rating", "All ages")]
    turns.append((code("""
pyautogui.click(1080, 578)  # Uninstall
time.sleep(10)
"""), sw("Aug 29  14:15", "", details("Cheese", "Take photos and videos with your webcam, with fun graphical effects", "Install", "3.9", "87 ratings", c_meta2, False))))
    return dict(task="Using Ubuntu Software, install the e-book reader Foliate and uninstall Cheese.",
                state=state, turns=turns, bad=True, turn=6,
                kind="Foliate's page shows 198 ratings where the same page showed 212 ratings in turns 2 to 4, with nothing in between that could remove ratings.")


# --------------------------------------------------------------------------------------------
# 16  Files: compress, rename, trash, restore (clean)
# --------------------------------------------------------------------------------------------

def t16() -> dict:
    cols = ["Name", "Size", "Modified", "Star"]
    pdfs = [("invoice_2024-03-04.pdf", "182.4 kB", "4 Mar", ""), ("invoice_2024-03-11.pdf", "176.9 kB", "11 Mar", ""),
            ("invoice_2024-03-18.pdf", "190.2 kB", "18 Mar", "")]
    others = [("meeting-notes.docx", "23.1 kB", "Yesterday", ""), ("Screenshot from 2024-03-20 14-05-33.png", "412.7 kB", "Wednesday", ""),
              ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "2 Mar", ""), ("zoom_amd64.deb", "187.6 MB", "12 Mar", "")]
    zipn = ("invoices_march.zip", "541.8 kB", "10:31", "")
    zipr = ("invoices_2024-03.zip", "541.8 kB", "10:31", "")
    path = ["Home", "Downloads"]

    def dl(clock, items, extra=None, sel=()):
        return screen(clock, "Files", files_win("Downloads", path, cols, items, "Downloads", extra, sel))

    names = tuple(p[0] for p in pdfs)
    state = dl("Mar 22  10:29", pdfs + others)
    bar = [r("label", "", "3 items selected (549.5 kB)", 980, 740, 280, 26)]
    turns = [(code("""
pyautogui.click(400, 133)
pyautogui.keyDown('ctrl'); pyautogui.click(400, 167); pyautogui.click(400, 201); pyautogui.keyUp('ctrl')
"""), dl("Mar 22  10:29", pdfs + others, bar, names))]
    menu = [r("menu", "", "", 560, 210, 260, 360)] + [
        r("menu-item", m, "", 566, 216 + 32 * i, 248, 30) for i, m in enumerate(
            ["Open With Document Viewer", "Open With Other Application", "Cut", "Copy", "Move to…", "Copy to…",
             "Move to Trash", "Compress…", "Send to…", "Star"])]
    turns.append((code("pyautogui.click(400, 201, button='right')"), dl("Mar 22  10:30", pdfs + others, bar + menu, names)))
    comp = [r("dialog", "Create Archive", "", 620, 300, 440, 240), r("label", "Archive name", "", 640, 340, 200, 20),
            r("text", "Archive name", "Archive", 640, 366, 300, 34), r("combo-box", "", ".zip", 950, 366, 90, 34),
            r("radio-button", ".zip", "Compatible with all operating systems.", 640, 412, 400, 24, desc="checked"),
            r("radio-button", ".tar.xz", "Smaller archives but Linux and Mac only.", 640, 440, 400, 24),
            r("radio-button", ".7z", "Smaller archives but must be installed on Windows and Mac.", 640, 468, 400, 24),
            r("push-button", "Cancel", "", 640, 500, 90, 30), r("push-button", "Create", "", 960, 500, 80, 30)]
    turns.append((code("pyautogui.click(640, 456)  # Compress…"), dl("Mar 22  10:30", pdfs + others, comp, names)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('invoices_march')
pyautogui.click(1000, 515)   # Create
time.sleep(2)
"""), dl("Mar 22  10:31", pdfs + [zipn] + others, None, ("invoices_march.zip",))))
    pop = [r("popover", "Rename File", "", 300, 270, 400, 110), r("label", "", "File name", 316, 280, 200, 20),
           r("text", "File name", "invoices_march.zip", 316, 306, 300, 34), r("push-button", "Rename", "", 624, 306, 64, 34)]
    turns.append((code("pyautogui.press('f2')"), dl("Mar 22  10:31", pdfs + [zipn] + others, pop, ("invoices_march.zip",))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('invoices_2024-03.zip')
pyautogui.press('enter')
"""), dl("Mar 22  10:32", pdfs + [zipr] + others, None, ("invoices_2024-03.zip",))))
    toast = [r("label", "", "3 files deleted", 600, 700, 200, 24), r("push-button", "Undo", "", 820, 696, 70, 32)]
    turns.append((code("""
pyautogui.click(400, 133)
pyautogui.keyDown('shift'); pyautogui.click(400, 201); pyautogui.keyUp('shift')
pyautogui.press('delete')
"""), dl("Mar 22  10:32", [zipr] + others, toast)))
    trash_cols = ["Name", "Size", "Original Location", "Trashed On"]
    trash = [("invoice_2024-03-04.pdf", "182.4 kB", "Downloads", "10:32"), ("invoice_2024-03-11.pdf", "176.9 kB", "Downloads", "10:32"),
             ("invoice_2024-03-18.pdf", "190.2 kB", "Downloads", "10:32"), ("old_resume.pdf", "96.0 kB", "Documents", "14 Mar"),
             ("untitled folder", "0 items", "Desktop", "9 Mar")]
    empty = [r("push-button", "Restore", "", 920, 746, 100, 30), r("push-button", "Empty…", "", 1030, 746, 100, 30)]
    turns.append((code("pyautogui.click(170, 426)  # Trash"),
                  screen("Mar 22  10:33", "Files", files_win("Trash", ["Trash"], trash_cols, trash, "Trash", empty))))
    trash2 = trash[:2] + trash[3:]
    turns.append((code("""
pyautogui.click(400, 201, button='right')   # invoice_2024-03-18.pdf
pyautogui.click(470, 222)   # Restore From Trash
"""), screen("Mar 22  10:33", "Files", files_win("Trash", ["Trash"], trash_cols, trash2, "Trash", empty))))
    turns.append((code("pyautogui.click(170, 282)  # Downloads"),
                  dl("Mar 22  10:34", [pdfs[2], zipr] + others)))
    return dict(task="In ~/Downloads, compress the three March invoice PDFs into a .zip, rename it invoices_2024-03.zip, move the PDFs to the Trash, then restore invoice_2024-03-18.pdf.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# 17  Writer mail labels (clean)
# --------------------------------------------------------------------------------------------

def t17() -> dict:
    def doc(clock, title, paras, words, mod, extra=None, frames=None, sync=False, ds=None):
        body = writer_win(title, "Default Paragraph Style", paras, writer_status("Page 1 of 1", words, mod), 200, None, None)
        if ds:
            body += ds
        if frames:
            for i, f in enumerate(frames):
                top = 400 if ds else 220   # the data source browser pushes the page down
                body.append(r("text-frame", f"Frame{i + 1}", f, 520 + 300 * (i % 3), top + 146 * (i // 3), 290, 140))
        if sync:
            body += [r("frame", "Labels", "", 1540, 300, 200, 70), r("push-button", "Synchronize Labels", "", 1556, 326, 170, 32)]
        return screen(clock, "LibreOffice Writer", body + (extra or []))

    state = doc("Jul 8  11:15", "Untitled 1 - LibreOffice Writer", [("paragraph", "")], "0 words, 0 characters", False)

    def dlg(tab, rows):
        out = [r("dialog", "Labels", "", 560, 200, 800, 600)]
        for i, t in enumerate(["Labels", "Format", "Options"]):
            out.append(r("page-tab", t, "", 580 + 100 * i, 236, 96, 30, desc="selected" if t == tab else ""))
        out += rows
        out += [r("push-button", "Help", "", 580, 750, 80, 32), r("push-button", "Reset", "", 900, 750, 80, 32),
                r("push-button", "New Document", "", 1060, 750, 140, 32), r("push-button", "Cancel", "", 1210, 750, 96, 32)]
        return out

    def labels_tab(brand, typ, info, text, db="", table="", field=""):
        rows = [r("label", "Inscription", "", 590, 290, 200, 20), r("check-box", "Address", "", 590, 316, 160, 22),
                r("text", "Label text", "", 590, 346, 440, 200)]
        for i, ln in enumerate(text):
            rows.append(r("paragraph", "", ln, 596, 350 + 20 * i, 430, 20))
        rows += [r("label", "Database:", "", 1050, 316, 120, 20), r("combo-box", "Database:", db, 1050, 340, 280, 30),
                 r("label", "Table:", "", 1050, 380, 120, 20), r("combo-box", "Table:", table, 1050, 404, 280, 30),
                 r("label", "Database field:", "", 1050, 444, 140, 20), r("combo-box", "Database field:", field, 1050, 468, 230, 30),
                 r("push-button", "Insert", "", 1290, 468, 40, 30),
                 r("label", "Format", "", 590, 570, 200, 20), r("radio-button", "Continuous", "", 590, 596, 140, 22),
                 r("radio-button", "Sheet", "", 740, 596, 140, 22, desc="checked"),
                 r("label", "Brand:", "", 590, 632, 80, 20), r("combo-box", "Brand:", brand, 680, 626, 260, 30),
                 r("label", "Type:", "", 960, 632, 60, 20), r("combo-box", "Type:", typ, 1020, 626, 260, 30),
                 r("label", "", info, 590, 676, 700, 22)]
        return dlg("Labels", rows)

    turns = [(code("""
pyautogui.click(92, 71)     # File
pyautogui.moveTo(140, 96)   # New
pyautogui.click(330, 430)   # Labels
"""), doc("Jul 8  11:15", "Untitled 1 - LibreOffice Writer", [("paragraph", "")], "0 words, 0 characters", False,
         labels_tab("Avery Letter Size", "5160 Address", 'Avery Letter Size, 5160 Address: 2.63" x 1.00" (3 x 10)', [])))]
    info = 'Avery A4, L7160 Address: 2.50" x 1.50" (3 x 7)'
    turns.append((code("""
pyautogui.click(810, 641); pyautogui.click(810, 700)     # Brand: Avery A4
pyautogui.click(1150, 641); pyautogui.click(1150, 860)   # Type: L7160 Address
"""), doc("Jul 8  11:16", "Untitled 1 - LibreOffice Writer", [("paragraph", "")], "0 words, 0 characters", False,
         labels_tab("Avery A4", "L7160 Address", info, []))))
    text = ["<contacts.Sheet1.0.Name>", "<contacts.Sheet1.0.Street>", "<contacts.Sheet1.0.Postcode> <contacts.Sheet1.0.City>"]
    turns.append((code("""
pyautogui.click(1190, 355); pyautogui.click(1190, 400)   # Database: contacts
pyautogui.click(1190, 419); pyautogui.click(1190, 452)   # Table: Sheet1
for field, sep in [('Name', '\\n'), ('Street', '\\n'), ('Postcode', ' '), ('City', '')]:
    pyautogui.click(1165, 483); pyautogui.write(field); pyautogui.press('enter')
    pyautogui.click(1310, 483)                           # insert the field
    pyautogui.click(800, 530); pyautogui.write(sep)
"""), doc("Jul 8  11:17", "Untitled 1 - LibreOffice Writer", [("paragraph", "")], "0 words, 0 characters", False,
         labels_tab("Avery A4", "L7160 Address", info, text, "contacts", "Sheet1", "City"))))
    opts = dlg("Options", [r("radio-button", "Entire page", "", 590, 296, 160, 22, desc="checked"),
                           r("radio-button", "Single label", "", 760, 296, 160, 22),
                           r("label", "Column:", "", 940, 298, 70, 20), r("spin-button", "Column:", "1", 1010, 292, 70, 28),
                           r("label", "Row:", "", 1100, 298, 50, 20), r("spin-button", "Row:", "1", 1150, 292, 70, 28),
                           r("check-box", "Synchronize contents", "", 590, 346, 240, 22, desc="checked"),
                           r("label", "Printer", "", 590, 400, 200, 20), r("label", "", "Generic Printer", 590, 426, 400, 22),
                           r("push-button", "Setup...", "", 1200, 420, 100, 30)])
    turns.append((code("""
pyautogui.click(728, 251)    # Options tab
pyautogui.click(600, 357)    # Synchronize contents
"""), doc("Jul 8  11:17", "Untitled 1 - LibreOffice Writer", [("paragraph", "")], "0 words, 0 characters", False, opts)))
    frames = ["<Name> <Street> <Postcode> <City>"] + ["<Next record:contacts.Sheet1> <Name> <Street> <Postcode> <City>"] * 20
    turns.append((code("pyautogui.click(1130, 766)  # New Document"),
                  doc("Jul 8  11:18", "Untitled 2 - LibreOffice Writer", [], "0 words, 0 characters", True, frames=frames[:12], sync=True)))
    ds = [r("tree-item", "contacts", "", 80, 160, 200, 22), r("tree-item", "Queries", "", 96, 184, 184, 22),
          r("tree-item", "Tables", "", 96, 208, 184, 22), r("tree-item", "Sheet1", "", 112, 232, 168, 22, desc="selected"),
          r("tree-item", "Bibliography", "", 80, 256, 200, 22)]
    recs = [("Hannah Ortiz", "14 Elm Street", "OX1 2JD", "Oxford"), ("Rahul Mehta", "3 Quay Road", "BS1 4QA", "Bristol"),
            ("Claire Dubois", "88 High Street", "CB2 1TN", "Cambridge"), ("Tomasz Nowak", "21 Mill Lane", "LS6 3HN", "Leeds"),
            ("Aisha Bello", "7 Park Crescent", "M14 5RT", "Manchester"), ("George Whitfield", "102 Station Road", "YO10 4DD", "York")]
    for j, c in enumerate(["Name", "Street", "Postcode", "City"]):
        ds.append(r("table-column-header", c, "", 300 + 200 * j, 160, 196, 22))
    for i, rec in enumerate(recs):
        for j, v in enumerate(rec):
            ds.append(r("table-cell", "", v, 300 + 200 * j, 184 + 22 * i, 196, 22))
    ds += [r("label", "", "Record", 300, 320, 60, 20), r("text", "", "1", 364, 318, 40, 22), r("label", "", "of 48", 410, 320, 60, 20)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'F4')  # View > Data Sources"),
                   doc("Jul 8  11:18", "Untitled 2 - LibreOffice Writer", [], "0 words, 0 characters", True, frames=frames[:12], sync=True, ds=ds)))
    turns.append((code("pyautogui.click(1641, 342)  # Synchronize Labels"),
                   doc("Jul 8  11:19", "Untitled 2 - LibreOffice Writer", [], "0 words, 0 characters", True, frames=frames[:12], sync=True, ds=ds)))
    return dict(task="Create a sheet of Avery A4 L7160 address labels in Writer from the 'contacts' data source (Name, Street, Postcode City), with synchronized contents, and look at the source records.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# 18  VS Code snippets and terminal (contradiction)
# --------------------------------------------------------------------------------------------

def t18() -> dict:
    tree = [(0, "LOGPIPE", "folder expanded"), (1, ".venv", "folder collapsed"), (1, "logpipe", "folder collapsed"),
            (1, "tests", "folder collapsed"), (1, ".gitignore", "file"), (1, "pyproject.toml", "file"), (1, "README.md", "file")]
    default = ["{", "\t// Place your snippets for python here. Each snippet is defined under a snippet name and has a prefix, body and ",
               "\t// description. The prefix is what is used to trigger the snippet and the body will be expanded and inserted. Possible variables are:",
               "\t// $1, $2 for tab stops, $0 for the final cursor position, and ${1:label}, ${2:another} for placeholders. Placeholders with the ",
               "\t// same ids are connected.", "\t// Example:", '\t// "Print to console": {', '\t// \t"prefix": "log",',
               '\t// \t"body": [', "\t// \t\t\"console.log('$1');\",", '\t// \t\t"$2"', "\t// \t],",
               '\t// \t"description": "Log output to console"', "\t// }", "}"]
    default = [ln.replace("\t", "    ") for ln in default]
    snip = ["{", '    "Configure root logger": {', '        "prefix": "logsetup",', '        "body": [',
            '            "import logging",', '            "",', '            "logging.basicConfig(",',
            '            "    level=logging.${1|INFO,DEBUG,WARNING|},",',
            '            "    format=\\"%(asctime)s %(levelname)-8s %(name)s: %(message)s\\",",',
            '            ")",', '            "log = logging.getLogger(${2:__name__})"', "        ],",
            '        "description": "Configure root logger"', "    }", "}"]
    expanded = ["import logging", "", "logging.basicConfig(", "    level=logging.INFO,",
                '    format="%(asctime)s %(levelname)-8s %(name)s: %(message)s",', ")", "log = logging.getLogger(__name__)"]
    snip_title = "python.json - logpipe - Visual Studio Code"

    tree2 = tree + [(1, "scratch.py", "file")]

    def win(clock, ttl, tabs, active, lines, pos, lang, panel=None, extra=None):
        t = tree2 if ttl.startswith("scratch.py") else tree
        return screen(clock, "Visual Studio Code", vscode(ttl, t, tabs, active, lines, vs_status("main*" if t is tree2 else "main", pos, lang), panel, extra))

    state = win("Jan 9  15:01", "Welcome - logpipe - Visual Studio Code", [("Welcome", False)], "Welcome",
                ["Visual Studio Code", "Editing evolved", "Start", "New File...", "Open File...", "Open Folder...", "Recent",
                 "logpipe   ~/work", "tinyhttpd   ~/src"], "", "")
    qp = [r("entry", "Select Snippets File or Create Snippets", "", 700, 70, 700, 30)] + [
        r("list-item", n, "", 700, 104 + 24 * i, 700, 24, desc=d) for i, (n, d) in enumerate([
            ("New Global Snippets file...", ""), ("New Snippets file for 'logpipe'...", ""), ("bat", "(Batch)"),
            ("c", "(C)"), ("cpp", "(C++)"), ("css", "(CSS)"), ("dockerfile", "(Docker)"), ("go", "(Go)"),
            ("javascript", "(JavaScript)"), ("json", "(JSON)"), ("markdown", "(Markdown)"), ("python", "(Python)")])]
    turns = [(code("""
pyautogui.hotkey('ctrl', 'shift', 'p')
pyautogui.write('Snippets: Configure User Snippets')
pyautogui.press('enter')
"""), win("Jan 9  15:01", "Welcome - logpipe - Visual Studio Code", [("Welcome", False)], "Welcome",
          ["Visual Studio Code", "Editing evolved", "Start", "New File...", "Open File...", "Open Folder...", "Recent",
           "logpipe   ~/work", "tinyhttpd   ~/src"], "", "", extra=qp))]
    turns.append((code("""
pyautogui.write('python')
pyautogui.press('enter')
"""), win("Jan 9  15:02", snip_title, [("Welcome", False), ("python.json", False)], "python.json", default, "Ln 1, Col 1", "Snippets")))
    paste = "SNIPPET = r'''" + "\n".join(snip) + "\n'''\n"
    turns.append((code(paste + """
pyautogui.hotkey('ctrl', 'a')
pyautogui.press('delete')
pyperclip.copy(SNIPPET)   # pasted rather than typed, to avoid auto-closed brackets
pyautogui.hotkey('ctrl', 'v')
"""), win("Jan 9  15:03", snip_title, [("Welcome", False), ("python.json", True)], "python.json", snip + [""], "Ln 16, Col 1", "Snippets")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  win("Jan 9  15:03", snip_title, [("Welcome", False), ("python.json", False)], "python.json", snip + [""], "Ln 16, Col 1", "Snippets")))
    sugg = [r("list", "Suggest", "", 470, 140, 420, 60),
            r("list-item", "logsetup", "", 470, 140, 420, 22, desc="Configure root logger"),
            r("list-item", "logging", "", 470, 162, 420, 22, desc="module")]
    tabs3 = [("Welcome", False), ("python.json", False), ("scratch.py", True)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'n')
pyautogui.hotkey('ctrl', 'k'); pyautogui.press('m'); pyautogui.write('python'); pyautogui.press('enter')
pyautogui.write('logsetup')
"""), win("Jan 9  15:04", "Untitled-1 - logpipe - Visual Studio Code", [("Welcome", False), ("python.json", False), ("Untitled-1", True)],
          "Untitled-1", ["logsetup"], "Ln 1, Col 9", "Python", extra=sugg)))
    turns.append((code("""
pyautogui.press('enter')
pyautogui.press('tab'); pyautogui.press('tab')
pyautogui.hotkey('ctrl', 's'); pyautogui.write('scratch.py'); pyautogui.press('enter')
"""), win("Jan 9  15:05", "scratch.py - logpipe - Visual Studio Code", [(n, False) for n, _ in tabs3], "scratch.py", expanded,
          "Ln 7, Col 35", "Python")))
    prompt = "ines@devbox:~/work/logpipe$ "
    t1 = ["(.venv) " + prompt]
    tabs4 = [(n, False) for n, _ in tabs3]

    def term(clock, lines):
        return win(clock, "scratch.py - logpipe - Visual Studio Code", tabs4, "scratch.py", expanded, "Ln 7, Col 35", "Python",
                   panel=term_panel(["bash"], "bash", lines))

    turns.append((code("pyautogui.hotkey('ctrl', '`')"), term("Jan 9  15:06", t1)))
    t2 = ["(.venv) " + prompt + "date; python3 --version", "Tue Jan  9 15:07:42 CET 2024", "Python 3.11.6", "(.venv) " + prompt]
    turns.append((code("""
pyautogui.write('date; python3 --version')
pyautogui.press('enter')
"""), term("Jan 9  15:07", t2)))
    t3 = t2[:-1] + ["(.venv) " + prompt + "uptime", " 15:05:10 up 3 days,  4:12,  2 users,  load average: 0.41, 0.37, 0.35", "(.venv) " + prompt]
    turns.append((code("""
pyautogui.write('uptime')
pyautogui.press('enter')
"""), term("Jan 9  15:08", t3)))
    t4 = t3[:-1] + ["(.venv) " + prompt + "ls ~/.config/Code/User/snippets/", "python.json", "(.venv) " + prompt]
    turns.append((code("""
pyautogui.write('ls ~/.config/Code/User/snippets/')
pyautogui.press('enter')
"""), term("Jan 9  15:08", t4)))
    t5 = t4[:-1] + ["(.venv) " + prompt + "wc -l ~/.config/Code/User/snippets/python.json",
                    f"{len(snip)} /home/ines/.config/Code/User/snippets/python.json", "(.venv) " + prompt]
    turns.append((code("""
pyautogui.write('wc -l ~/.config/Code/User/snippets/python.json')
pyautogui.press('enter')
"""), term("Jan 9  15:09", t5)))
    t6 = t5[:-1] + ["(.venv) " + prompt + "python3 scratch.py && echo exit=$?", "exit=0", "(.venv) " + prompt + "date",
                    "Tue Jan  9 15:09:03 CET 2024", "(.venv) " + prompt]
    turns.append((code("""
pyautogui.write('python3 scratch.py && echo exit=$?')
pyautogui.press('enter')
pyautogui.write('date')
pyautogui.press('enter')
"""), term("Jan 9  15:09", t6)))
    return dict(task="Add a user snippet 'logsetup' for Python in VS Code, try it in a new scratch.py, and check the snippet file from the integrated terminal.",
                state=state, turns=turns, bad=True, turn=9,
                kind="uptime prints the time 15:05:10, earlier than the 15:07:42 that date printed in the previous turn; the clock went backwards.")


# --------------------------------------------------------------------------------------------
# 19  Calc freeze panes and chart (clean)
# --------------------------------------------------------------------------------------------

def t19() -> dict:
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    rev = [38420, 36910, 40275, 39880, 42130, 41250, 43905, 44610, 42980, 45320, 51760, 58140]
    orders = [812, 779, 846, 833, 871, 858, 902, 915, 884, 929, 1046, 1172]
    returns = ["3.1%", "2.8%", "3.4%", "3.0%", "2.9%", "3.3%", "3.6%", "3.2%", "2.7%", "3.0%", "4.1%", "4.6%"]

    def values(revs):
        v = {"A1": "Month", "B1": "Revenue", "C1": "Orders", "D1": "Avg order", "E1": "Returns"}
        for i, m in enumerate(months):
            n = i + 2
            v.update({f"A{n}": m, f"B{n}": f"{revs[i]:,}", f"C{n}": f"{orders[i]:,}", f"D{n}": f"{revs[i] / orders[i]:.2f}", f"E{n}": returns[i]})
        return v

    v0 = values(rev)
    rev2 = list(rev)
    rev2[5] = 44150
    v1 = values(rev2)
    colx, colw = [96, 176, 276, 366, 466], [80, 100, 90, 100, 90]
    title = "monthly_kpis.ods - LibreOffice Calc"
    top = list(range(1, 20))
    scrolled = [1] + list(range(8, 26))
    chart_obj = [r("embedded", "Object 1", "", 620, 233, 760, 440, desc="Chart")]

    def sheet(clock, nb, line, v, rows, sel, stat, mod, extra=()):
        body = lo_top("calc", title) + [
            r("combo-box", "Name Box", nb, 76, 130, 110, 24),
            r("push-button", "Function Wizard", "", 192, 130, 24, 24, desc="Function Wizard"),
            r("push-button", "Select Function", "", 220, 130, 24, 24, desc="Select Function"),
            r("text", "Input line", line, 262, 130, 1640, 24),
            r("table", "Sheet KPIs", "", 96, 195, 1796, 820)]
        body += grid("ABCDE", colx, colw, rows, v)
        body += [r("page-tab", "KPIs", "", 96, 1024, 52, 22)] + calc_status("Sheet 1 of 1", sel, stat, mod) + list(extra)
        return screen(clock, "LibreOffice Calc", body)

    state = sheet("Jul 1  09:30", "A1", "Month", v0, top, "", "Average: ; Sum: 0", False)
    turns = [(code("""
pyautogui.click(226, 242)    # B2
pyautogui.click(140, 71)     # View
pyautogui.click(200, 610)    # Freeze Cells
pyautogui.click(420, 610)    # Freeze Rows and Columns
"""), sheet("Jul 1  09:30", "B2", "38420", v0, top, "", "Average: 38,420; Count: 1; Sum: 38,420", False))]
    turns.append((code("pyautogui.scroll(-6)"), sheet("Jul 1  09:31", "B2", "38420", v0, scrolled, "", "Average: 38,420; Count: 1; Sum: 38,420", False)))
    turns.append((code("pyautogui.scroll(6)"), sheet("Jul 1  09:31", "B2", "38420", v0, top, "", "Average: 38,420; Count: 1; Sum: 38,420", False)))
    wiz = [r("dialog", "Chart Type", "", 560, 260, 800, 520),
           r("list-item", "1. Chart Type", "", 580, 300, 170, 24, desc="selected"), r("list-item", "2. Data Range", "", 580, 326, 170, 24),
           r("list-item", "3. Data Series", "", 580, 352, 170, 24), r("list-item", "4. Chart Elements", "", 580, 378, 170, 24)]
    for i, t in enumerate(["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"]):
        wiz.append(r("list-item", t, "", 770, 300 + 26 * i, 160, 24, desc="selected" if t == "Column" else ""))
    wiz += [r("list-item", "Normal", "", 950, 300, 90, 70, desc="selected"), r("list-item", "Stacked", "", 1050, 300, 90, 70),
            r("list-item", "Percent Stacked", "", 1150, 300, 90, 70), r("list-item", "3D", "", 1250, 300, 90, 70),
            r("push-button", "Help", "", 580, 730, 80, 32), r("push-button", "< Back", "", 930, 730, 90, 32),
            r("push-button", "Next >", "", 1030, 730, 90, 32), r("push-button", "Finish", "", 1130, 730, 90, 32),
            r("push-button", "Cancel", "", 1230, 730, 90, 32)]
    tot = sum(rev)
    sel_ab = "Selected: 13 rows, 2 columns"
    st_ab = f"Average: {num(tot / 12)}; Count: 12; Sum: {num(tot)}"
    turns.append((code("""
pyautogui.click(130, 142)
pyautogui.write('A1:B13')
pyautogui.press('enter')
pyautogui.click(236, 71)     # Insert
pyautogui.click(280, 262)    # Chart...
"""), sheet("Jul 1  09:32", "A1:B13", "Month", v0, top, sel_ab, st_ab, True, chart_obj + wiz)))
    turns.append((code("pyautogui.click(1175, 746)  # Finish"),
                  sheet("Jul 1  09:32", "A1:B13", "Month", v0, top, sel_ab, st_ab, True,
                        [r("embedded", "Object 1", "", 620, 233, 760, 440, desc="Chart, edit mode")])))
    turns.append((code("pyautogui.press('escape'); pyautogui.press('escape')"),
                  sheet("Jul 1  09:33", "A1:B13", "Month", v0, top, sel_ab, st_ab, True, chart_obj)))
    turns.append((code("pyautogui.click(226, 337)  # B7"),
                  sheet("Jul 1  09:33", "B7", "41250", v0, top, "", "Average: 41,250; Count: 1; Sum: 41,250", True, chart_obj)))
    turns.append((code("""
pyautogui.write('44150')
pyautogui.press('enter')
"""), sheet("Jul 1  09:34", "B8", "43905", v1, top, "", "Average: 43,905; Count: 1; Sum: 43,905", True, chart_obj)))
    tot2 = sum(rev2)
    turns.append((code("""
pyautogui.click(130, 142)
pyautogui.write('B2:B13')
pyautogui.press('enter')
"""), sheet("Jul 1  09:34", "B2:B13", "38420", v1, top, "Selected: 12 rows, 1 column",
           f"Average: {num(tot2 / 12)}; Count: 12; Sum: {num(tot2)}", True, chart_obj)))
    return dict(task="In monthly_kpis.ods freeze the header row and the Month column, insert a column chart of Revenue by month, and correct June's revenue to 44,150.",
                state=state, turns=turns)


# --------------------------------------------------------------------------------------------
# 20  Settings > Privacy (contradiction)
# --------------------------------------------------------------------------------------------

def t20() -> dict:
    def win(clock, title, body, back=False, extra=None):
        return screen(clock, "Settings", settings(title, "Privacy", body, extra, back))

    main = [r("push-button", n, "", 700, 190 + 52 * i, 800, 50, desc=d) for i, (n, d) in enumerate([
        ("Connectivity", ""), ("Location Services", "Off"), ("Thunderbolt", ""), ("File History & Trash", ""),
        ("Screen", ""), ("Diagnostics", "")])]

    def history(trash, temp, period):
        return [r("label", "", "File History", 720, 190, 300, 22), r("toggle-button", "File History", "", 1420, 186, 48, 28, desc="on"),
                r("label", "", "File History Duration", 720, 240, 300, 22), r("combo-box", "File History Duration", "Forever", 1300, 234, 170, 32),
                r("push-button", "Clear History…", "", 1320, 290, 150, 34),
                r("heading", "Trash & Temporary Files", "", 720, 350, 400, 24),
                r("label", "", "Automatically Delete Trash Content", 720, 390, 400, 22),
                r("toggle-button", "Automatically Delete Trash Content", "", 1420, 386, 48, 28, desc="on" if trash else "off"),
                r("label", "", "Automatically Delete Temporary Files", 720, 440, 400, 22),
                r("toggle-button", "Automatically Delete Temporary Files", "", 1420, 436, 48, 28, desc="on" if temp else "off"),
                r("label", "", "Automatically Delete Period", 720, 490, 400, 22),
                r("combo-box", "Automatically Delete Period", period, 1300, 484, 170, 32),
                r("push-button", "Empty Trash…", "", 1180, 550, 140, 34), r("push-button", "Delete Temporary Files…", "", 1330, 550, 140, 34)]

    def screen_page(delay):
        return [r("label", "", "Blank Screen Delay", 720, 190, 300, 22), r("combo-box", "Blank Screen Delay", "5 minutes", 1300, 184, 170, 32),
                r("label", "", "Automatic Screen Lock", 720, 240, 300, 22), r("toggle-button", "Automatic Screen Lock", "", 1420, 236, 48, 28, desc="on"),
                r("label", "", "Automatic Screen Lock Delay", 720, 290, 300, 22), r("combo-box", "Automatic Screen Lock Delay", delay, 1300, 284, 170, 32),
                r("label", "", "Lock Screen on Suspend", 720, 340, 300, 22), r("toggle-button", "Lock Screen on Suspend", "", 1420, 336, 48, 28, desc="on"),
                r("label", "", "Show Notifications on Lock Screen", 720, 390, 300, 22),
                r("toggle-button", "Show Notifications on Lock Screen", "", 1420, 386, 48, 28, desc="on")]

    state = screen("Apr 17  17:20", "", [])
    turns = [(code("subprocess.Popen(['gnome-control-center', 'privacy'])\ntime.sleep(2)"), win("Apr 17  17:20", "Privacy", main))]
    turns.append((code("pyautogui.click(1100, 371)  # File History & Trash"),
                  win("Apr 17  17:20", "File History & Trash", history(False, False, "30 days"), True)))
    turns.append((code("""
pyautogui.click(1444, 400)   # Automatically Delete Trash Content
pyautogui.click(1444, 450)   # Automatically Delete Temporary Files
"""), win("Apr 17  17:21", "File History & Trash", history(True, True, "30 days"), True)))
    turns.append((code("""
pyautogui.click(1385, 500)   # Automatically Delete Period
pyautogui.click(1385, 742)   # 14 days
"""), win("Apr 17  17:21", "File History & Trash", history(True, True, "14 days"), True)))
    turns.append((code("""
pyautogui.click(697, 145)    # Back
pyautogui.click(1100, 423)   # Screen
"""), win("Apr 17  17:22", "Screen", screen_page("Screen Turns Off"), True)))
    turns.append((code("""
pyautogui.click(1385, 300)   # Automatic Screen Lock Delay
pyautogui.click(1385, 483)   # 5 minutes
"""), win("Apr 17  17:22", "Screen", screen_page("5 minutes"), True)))
    turns.append((code("""
pyautogui.click(697, 145)    # Back
pyautogui.click(1100, 371)   # File History & Trash
"""), win("Apr 17  17:23", "File History & Trash", history(True, True, "7 days"), True)))
    turns.append((code("pyautogui.click(697, 145)  # Back"), win("Apr 17  17:23", "Privacy", main)))
    diag = [r("heading", "Problem Reporting", "", 720, 190, 400, 24),
            r("label", "", "Ubuntu can collect anonymous information that helps developers improve it. All information collected is covered by our privacy policy.", 720, 224, 760, 44),
            r("label", "", "Send error reports to Canonical", 720, 290, 400, 22),
            r("combo-box", "Send error reports to Canonical", "Manual", 1300, 284, 170, 32),
            r("link", "Privacy Policy", "", 720, 340, 120, 22)]
    turns.append((code("pyautogui.click(1100, 475)  # Diagnostics"), win("Apr 17  17:24", "Diagnostics", diag, True)))
    return dict(task="In Settings > Privacy, turn on automatic deletion of trash and temporary files after 14 days, and set the automatic screen lock delay to 5 minutes.",
                state=state, turns=turns, bad=True, turn=7,
                kind="Back on File History & Trash, Automatically Delete Period reads 7 days although turn 4 set it to 14 days and nothing changed it since.")


# --------------------------------------------------------------------------------------------
# 21  Impress custom animation order (contradiction)
# --------------------------------------------------------------------------------------------

def t21() -> dict:
    titles = ["Pulse Hub launch", "The problem", "Why Pulse Hub", "Pricing", "Launch timeline", "Q&A"]
    title = "product_launch.odp - LibreOffice Impress"
    s3 = [r("text", "Title 1", "Why Pulse Hub", 420, 170, 1100, 100),
          r("text", "Content Placeholder 2", "", 420, 300, 620, 420),
          r("paragraph", "", "One inbox for every customer channel", 440, 310, 600, 30),
          r("paragraph", "", "Replies drafted in under 2 seconds", 440, 350, 600, 30),
          r("paragraph", "", "Works with Zendesk, Intercom and HubSpot", 440, 390, 600, 30),
          r("paragraph", "", "SOC 2 Type II from day one", 440, 430, 600, 30),
          r("image", "Image 3", "", 1080, 300, 440, 420)]
    s4 = [r("text", "Title 1", "Pricing", 420, 170, 1100, 100),
          r("text", "Content Placeholder 2", "", 420, 300, 1100, 420),
          r("paragraph", "", "Starter: $19 per agent / month", 440, 310, 1000, 30),
          r("paragraph", "", "Team: $49 per agent / month", 440, 350, 1000, 30),
          r("paragraph", "", "Enterprise: talk to sales", 440, 390, 1000, 30)]

    def impress(clock, slide, content, mod, deck=None):
        body = lo_top("impress", title) + [r("label", "Slides", "", 74, 130, 200, 20)]
        for i, t in enumerate(titles):
            body.append(r("list-item", f"Slide {i + 1}", t, 80, 156 + 96 * i, 200, 90, desc="selected" if i + 1 == slide else ""))
        body.append(r("document-presentation", f"Slide {slide}", "", 300, 126, 1260 if deck else 1500, 900))
        body += content
        if deck:
            body += deck
        mod_s = ("The document has been modified. Click to save the document." if mod
                 else "The document has not been modified since the last save.")
        body += [r("label", "", f"Slide {slide} of 6", 74, 1052, 120, 20), r("label", "", "Default", 200, 1052, 100, 20),
                 r("label", "", "English (USA)", 310, 1052, 120, 20), r("label", mod_s, "", 1410, 1052, 20, 20),
                 r("label", "", "64%", 1866, 1052, 48, 20)]
        return screen(clock, "LibreOffice Impress", body)

    fly = ("Fly In", "Title 1", "On click")
    zoom = ("Zoom", "Image 3", "On click")
    appear = ("Appear", "Content Placeholder 2", "On click")

    def deck(entries, sel, fields):
        out = [r("heading", "Animation", "", 1570, 130, 200, 24)]
        for i, (eff, shape, start) in enumerate(entries):
            out.append(r("list-item", f"{eff}: {shape}", start, 1570, 164 + 44 * i, 340, 42, desc="selected" if i == sel else ""))
        out += [r("push-button", "Add Effect", "", 1570, 310, 34, 30), r("push-button", "Remove Effect", "", 1606, 310, 34, 30),
                r("push-button", "Move Up", "", 1642, 310, 34, 30), r("push-button", "Move Down", "", 1678, 310, 34, 30)]
        for i, (k, v) in enumerate(fields):
            out += [r("label", k, "", 1570, 360 + 40 * i, 100, 20), r("combo-box", k, v, 1680, 354 + 40 * i, 230, 30)]
        out += [r("check-box", "Automatic Preview", "", 1570, 700, 200, 22, desc="checked"), r("push-button", "Play", "", 1820, 696, 90, 30)]
        return out

    none_f = [("Category:", "Entrance"), ("Effect:", ""), ("Start:", ""), ("Direction:", ""), ("Duration:", ""), ("Delay:", "")]
    app_f = [("Category:", "Entrance"), ("Effect:", "Appear"), ("Start:", "On click"), ("Direction:", ""), ("Duration:", ""), ("Delay:", "0.0 sec")]
    fly_f = [("Category:", "Entrance"), ("Effect:", "Fly In"), ("Start:", "On click"), ("Direction:", "From bottom"), ("Duration:", "1.00 sec"), ("Delay:", "0.0 sec")]
    fly_f2 = fly_f[:4] + [("Duration:", "0.50 sec"), ("Delay:", "0.0 sec")]
    s1 = [r("text", "Title 1", "Pulse Hub launch", 420, 380, 1100, 120), r("text", "Subtitle 2", "Customer support, answered · 12 June 2024", 420, 520, 1100, 80)]
    state = impress("Jun 3  13:12", 1, s1, False)
    turns = [(code("ImpressTools.go_to_slide(3)"), impress("Jun 3  13:12", 3, s3, False))]
    turns.append((code("""
pyautogui.click(140, 71)    # View
pyautogui.click(190, 290)   # Animation
"""), impress("Jun 3  13:13", 3, s3, False, deck([fly, zoom, appear], -1, none_f))))
    turns.append((code("pyautogui.click(1740, 273)  # Appear: Content Placeholder 2"),
                  impress("Jun 3  13:13", 3, s3, False, deck([fly, zoom, appear], 2, app_f))))
    turns.append((code("pyautogui.click(1659, 325)  # Move Up"),
                  impress("Jun 3  13:14", 3, s3, True, deck([fly, appear, zoom], 1, app_f))))
    turns.append((code("pyautogui.click(1740, 185)  # Fly In: Title 1"),
                  impress("Jun 3  13:14", 3, s3, True, deck([fly, zoom, appear], 0, fly_f))))
    turns.append((code("""
pyautogui.tripleClick(1795, 529)   # Duration
pyautogui.write('0.50 sec')
pyautogui.press('enter')
"""), impress("Jun 3  13:15", 3, s3, True, deck([fly, zoom, appear], 0, fly_f2))))
    turns.append((code("ImpressTools.save()"), impress("Jun 3  13:15", 3, s3, False, deck([fly, zoom, appear], 0, fly_f2))))
    wipe = ("Wipe", "Content Placeholder 2", "On click")
    turns.append((code("ImpressTools.go_to_slide(4)"), impress("Jun 3  13:16", 4, s4, False, deck([wipe], -1, none_f))))
    return dict(task="On slide 3 of product_launch.odp, make the bullet list (Appear) animate before the image (Zoom), and shorten the title's Fly In to 0.50 s, then save.",
                state=state, turns=turns, bad=True, turn=5,
                kind="The animation list is back to Fly In, Zoom, Appear although turn 4 moved Appear above Zoom and nothing undid it.")


# --------------------------------------------------------------------------------------------
# 22  Chrome tabs: close, reopen, pin (clean)
# --------------------------------------------------------------------------------------------

def t22() -> dict:
    gm3 = "Inbox (3) - alex.moreno@corvid-labs.io - Corvid Labs Mail"
    gm4 = "Inbox (4) - alex.moreno@corvid-labs.io - Corvid Labs Mail"
    jira = "[TINY-412] Fix keep-alive timeout - Jira"
    docs = "Release checklist v2.4 - Google Docs"
    prs = "Pull requests · corvid-labs/tinyhttpd"
    urls = {jira: "corvid.atlassian.net/browse/TINY-412", docs: "docs.google.com/document/d/1Qx7RkP2vYd9Lh0ZbN4wTq8sJmE3cF5aGu6iH2oK1nVw/edit",
            prs: "github.com/corvid-labs/tinyhttpd/pulls", gm3: "mail.google.com/mail/u/0/#inbox", gm4: "mail.google.com/mail/u/0/#inbox"}
    pages = {
        jira: [r("heading", "Fix keep-alive timeout", "", 420, 180, 800, 34), r("link", "TINY-412", "", 420, 150, 90, 20),
               r("push-button", "In Progress", "", 1300, 180, 120, 32), r("label", "Assignee", "", 1300, 240, 100, 20),
               r("label", "", "Sam Ortega", 1420, 240, 200, 20), r("label", "Priority", "", 1300, 270, 100, 20), r("label", "", "High", 1420, 270, 200, 20),
               r("paragraph", "", "Idle connections are closed after 5 s instead of the configured 75 s keep-alive timeout.", 420, 240, 820, 44)],
        docs: [r("heading", "Release checklist v2.4", "", 420, 170, 700, 34), r("label", "", "Last edit was 2 hours ago", 900, 120, 260, 20),
               r("check-box", "Changelog updated", "", 460, 240, 400, 24, desc="checked"),
               r("check-box", "Version bumped in Makefile and tinyhttpd.h", "", 460, 270, 500, 24, desc="checked"),
               r("check-box", "Keep-alive regression test added (TINY-412)", "", 460, 300, 500, 24),
               r("check-box", "Release notes reviewed", "", 460, 330, 500, 24), r("check-box", "Tag v2.4.0 pushed", "", 460, 360, 500, 24)],
        prs: [r("heading", "Pull requests", "", 420, 170, 300, 30), r("link", "3 Open", "", 420, 220, 80, 22), r("link", "57 Closed", "", 510, 220, 90, 22),
              r("link", "Fix keep-alive timeout on idle connections", "", 420, 260, 700, 26, desc="#218 opened 2 days ago by sortega"),
              r("link", "Add structured logging", "", 420, 310, 700, 26, desc="#215 opened 5 days ago by ines-v"),
              r("link", "Bump actions/checkout from 3 to 4", "", 420, 360, 700, 26, desc="#211 opened last week by dependabot")]}
    mails = [("Sam Ortega", "PR #218 ready for review", "11:02", True), ("Jira", "[TINY-412] status changed to In Progress", "10:47", True),
             ("Ines Vidal", "Re: logging format", "09:31", True), ("GitHub", "[corvid-labs/tinyhttpd] Run failed: CI - main", "08:15", False),
             ("Calendar", "Invitation: Release sync @ Thu 14:00", "Mar 4", False)]
    new = ("Priya Nair", "v2.4 release notes draft", "11:26", True)

    def gmail(msgs, total):
        out = [r("push-button", "Compose", "", 90, 160, 140, 50), r("link", "Inbox", str(sum(m[3] for m in msgs)), 90, 230, 200, 30),
               r("entry", "Search mail", "", 420, 130, 720, 40), r("label", "", f"1–50 of {total}", 1600, 180, 140, 20)]
        for i, (who, subj, when, unread) in enumerate(msgs):
            out.append(r("table-row", f"{who}, {subj}, {when}", "", 300, 210 + 40 * i, 1580, 38, desc="unread" if unread else ""))
        return out

    def win(clock, tabs, active, pinned=0, extra=()):
        t = tabs[active]
        page = gmail([new] + mails, "1,285") if t == gm4 else (gmail(mails, "1,284") if t == gm3 else pages[t])
        return screen(clock, "Google Chrome", chrome(tabs, active, urls[t], page + list(extra), pinned))

    state = win("Mar 7  11:20", [gm3, jira, jira, docs, prs], 2)
    turns = [(code("pyautogui.hotkey('ctrl', 'w')"), win("Mar 7  11:20", [gm3, jira, docs, prs], 2))]
    turns.append((code("pyautogui.hotkey('ctrl', 'w')"), win("Mar 7  11:21", [gm3, jira, prs], 2)))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"), win("Mar 7  11:21", [gm3, jira, docs, prs], 2)))
    menu = [r("menu", "", "", 120, 70, 280, 360)] + [
        r("menu-item", m, "", 124, 74 + 32 * i, 272, 30) for i, m in enumerate(
            ["New tab to the right", "Add tab to new group", "Move tab to new window", "Reload", "Duplicate", "Pin",
             "Mute site", "Close", "Close other tabs", "Close tabs to the right"])]
    turns.append((code("pyautogui.click(196, 52, button='right')  # first tab"),
                   win("Mar 7  11:22", [gm3, jira, docs, prs], 2, 0, menu)))
    turns.append((code("pyautogui.click(260, 250)  # Pin"), win("Mar 7  11:26", [gm4, jira, docs, prs], 2, 1)))
    turns.append((code("pyautogui.click(106, 52)  # pinned mail tab"), win("Mar 7  11:26", [gm4, jira, docs, prs], 0, 1)))
    return dict(task="In Chrome, close the duplicate Jira tab, bring back the release checklist tab if it gets closed by mistake, and pin the mail tab.",
                state=state, turns=turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    makers = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]
    for i, make in enumerate(makers, 1):
        d = make()
        rs.add("os", f"h65-os-{i:02d}", SYSTEM + d["task"], d["turns"], state=d["state"],
               bad=d.get("bad", False), turn=d.get("turn"), kind=d.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
