"""GUI probe trajectories for issue 12 (helper H): the same phenomena as the labeled sets, in apps, values and
screen notations none of the GUI mechanisms was diagnosed on (OSWorld's tag tree, HTML, bulleted and numbered
element lists, ``is_checked=True`` attributes, window headers), each with clean twins carrying legitimate
changes (Undo, re-adding, pagination, a value changed again by the user).

Each probe is one AgentWorldBench row (tests/decoherence/benchrows.Row); see test_gui_generalisation.py.
"""

from __future__ import annotations

import json

from tests.decoherence.benchrows import Row, py


# ------------------------------------------------------------------------------------------ notations
def xml_desk(frame: str, *children: str, clock: str = "Wed 09:14") -> str:
    """An OSWorld-style accessibility tree written as tags (namespaced states and coordinates)."""
    body = "\n".join(f"      {c}" for c in children)
    return (f'<desktop-frame name="main" cp:screencoord="(0, 0)" cp:size="(1920, 1080)">\n'
            f'  <panel name="Top Bar" cp:screencoord="(0, 0)" cp:size="(1920, 27)">\n'
            f'    <label name="" cp:screencoord="(880, 0)" cp:size="(160, 27)">{clock}</label>\n  </panel>\n'
            f'  <application name="app">\n    <frame name="{frame}" st:active="true" cp:screencoord="(60, 60)" '
            f'cp:size="(1200, 800)">\n{body}\n    </frame>\n  </application>\n</desktop-frame>')


def tog(kind: str, name: str, on: bool, x: int, y: int) -> str:
    return (f'<{kind} name="{name}" st:checked="{"true" if on else "false"}" st:enabled="true" '
            f'cp:screencoord="({x}, {y})" cp:size="(48, 24)"/>')


def btn(name: str, x: int, y: int) -> str:
    return f'<push-button name="{name}" cp:screencoord="({x}, {y})" cp:size="(90, 32)"/>'


def item(name: str, x: int, y: int) -> str:
    return f'<list-item name="{name}" cp:screencoord="({x}, {y})" cp:size="(300, 30)"/>'


def bullets(header: str, *lines: str) -> str:
    """An Android screen as a bulleted list of bracketed elements under a ``Screen:`` header."""
    return "\n".join([f"Screen: {header}", *(f"- {ln}" for ln in lines)])


def numbered(activity: str, *lines: str) -> str:
    """An Android screen as numbered ``N. Class: text (attr: value)`` lines."""
    return "\n".join([f"Activity: {activity}", *(f"{i}. {ln}" for i, ln in enumerate(lines))])


def page(title: str, body: str) -> str:
    """A web page written as HTML."""
    return f"<html>\n<head><title>{title}</title></head>\n<body>\n{body}\n</body>\n</html>"


def ax(title: str, url: str, *nodes: str) -> str:
    """A BrowserGym accessibility tree with letter-prefixed bids."""
    return "\n".join([f"RootWebArea '{title}', focused, url='{url}'", *(f"\t{n}" for n in nodes)])


def tap(i: int) -> str:
    return json.dumps({"action_type": "click", "index": i})


BACK = json.dumps({"action_type": "navigate_back"})
WAIT = json.dumps({"action_type": "wait"})


# ------------------------------------------------------------------------------------------------ os
SOUND = "Sound"
OS: list[Row] = [
    Row("os", "h-os-xml-toggle-reverts", kind="revert",
        note="tag tree: 'Over-Amplification' switched on, the window closed and reopened: off again",
        state=xml_desk(SOUND, tog("toggle-button", "Over-Amplification", False, 700, 300),
                       tog("toggle-button", "Alert Sound", True, 700, 360), btn("Close", 1200, 70)),
        turns=[
            (py("pyautogui.click(724, 312)"),
             xml_desk(SOUND, tog("toggle-button", "Over-Amplification", True, 700, 300),
                      tog("toggle-button", "Alert Sound", True, 700, 360), btn("Close", 1200, 70))),
            (py("pyautogui.hotkey('ctrl', 'q')"), xml_desk("Files", item("Documents", 80, 120),
                                                           item("Music", 80, 150), clock="Wed 09:15")),
            (py("import subprocess\nsubprocess.Popen(['gnome-control-center', 'sound'])"),
             xml_desk(SOUND, tog("toggle-button", "Over-Amplification", False, 700, 300),
                      tog("toggle-button", "Alert Sound", True, 700, 360), btn("Close", 1200, 70),
                      clock="Wed 09:15")),
        ]),
    Row("os", "h-os-xml-clean-toggle-twice",
        note="tag tree: a switch turned on, then off again by the user, then the window reopened: off",
        state=xml_desk(SOUND, tog("toggle-button", "Over-Amplification", False, 700, 300), btn("Close", 1200, 70)),
        turns=[
            (py("pyautogui.click(724, 312)"),
             xml_desk(SOUND, tog("toggle-button", "Over-Amplification", True, 700, 300), btn("Close", 1200, 70))),
            (py("pyautogui.click(724, 312)"),
             xml_desk(SOUND, tog("toggle-button", "Over-Amplification", False, 700, 300), btn("Close", 1200, 70))),
            (py("pyautogui.hotkey('ctrl', 'q')"), xml_desk("Files", item("Documents", 80, 120), clock="Wed 09:16")),
            (py("import subprocess\nsubprocess.Popen(['gnome-control-center', 'sound'])"),
             xml_desk(SOUND, tog("toggle-button", "Over-Amplification", False, 700, 300), btn("Close", 1200, 70),
                      clock="Wed 09:16")),
        ]),
    Row("os", "h-os-xml-clock-back", kind="clock", note="tag tree: the top bar clock goes from 09:21 to 08:57",
        state=xml_desk("Files", item("Documents", 80, 120), item("Pictures", 80, 150), clock="Wed 09:19"),
        turns=[
            (py("pyautogui.doubleClick(120, 135)"), xml_desk("Documents", item("report.odt", 300, 120),
                                                              clock="Wed 09:20")),
            (py("pyautogui.hotkey('alt', 'left')"), xml_desk("Files", item("Documents", 80, 120),
                                                              item("Pictures", 80, 150), clock="Wed 09:21")),
            (py("time.sleep(2)"), xml_desk("Files", item("Documents", 80, 120), item("Pictures", 80, 150),
                                           clock="Wed 08:57")),
        ]),
    Row("os", "h-os-xml-clean-midnight", note="tag tree: the clock passes midnight",
        state=xml_desk("Files", item("Documents", 80, 120), clock="Wed 23:58"),
        turns=[
            (py("time.sleep(60)"), xml_desk("Files", item("Documents", 80, 120), clock="Wed 23:59")),
            (py("time.sleep(90)"), xml_desk("Files", item("Documents", 80, 120), clock="Thu 00:01")),
        ]),
]

# ------------------------------------------------------------------------------------------- android
DEV = "com.android.settings/.DevelopmentSettings"
SET = "com.android.settings/.Settings"
ANDROID: list[Row] = [
    Row("android", "h-droid-bullets-switch-reverts", kind="revert",
        note="bulleted screen: 'Stay awake' switched on, back to Settings, developer options again: OFF",
        state=bullets(DEV, '[1] TextView "Developer options"', '[2] TextView "Stay awake"',
                      '[3] Switch "Stay awake" OFF',
                      '[4] TextView "USB debugging"', '[5] Switch "USB debugging" ON'),
        turns=[
            (tap(3), bullets(DEV, '[1] TextView "Developer options"', '[2] TextView "Stay awake"',
                             '[3] Switch "Stay awake" ON', '[4] TextView "USB debugging"',
                             '[5] Switch "USB debugging" ON')),
            (BACK, bullets(SET, '[1] TextView "Settings"', '[2] TextView "System"',
                           '[3] TextView "Developer options"')),
            (tap(3), bullets(DEV, '[1] TextView "Developer options"', '[2] TextView "Stay awake"',
                             '[3] Switch "Stay awake" OFF', '[4] TextView "USB debugging"',
                             '[5] Switch "USB debugging" ON')),
        ]),
    Row("android", "h-droid-bullets-clean-undo",
        note="bulleted screen: a switch turned on, then off by the user, left and reopened: OFF",
        state=bullets(DEV, '[1] TextView "Developer options"', '[2] TextView "Stay awake"',
                      '[3] Switch "Stay awake" OFF'),
        turns=[
            (tap(3), bullets(DEV, '[1] TextView "Developer options"', '[2] TextView "Stay awake"',
                             '[3] Switch "Stay awake" ON')),
            (tap(3), bullets(DEV, '[1] TextView "Developer options"', '[2] TextView "Stay awake"',
                             '[3] Switch "Stay awake" OFF')),
            (BACK, bullets(SET, '[1] TextView "Settings"', '[2] TextView "System"',
                           '[3] TextView "Developer options"')),
            (tap(3), bullets(DEV, '[1] TextView "Developer options"', '[2] TextView "Stay awake"',
                             '[3] Switch "Stay awake" OFF')),
        ]),
    Row("android", "h-droid-numbered-checkbox-reverts", kind="revert",
        note="numbered screen: a check box ticked in a notes app's settings reads unticked after Home and back",
        state=numbered("org.notes.app/.SettingsActivity", 'TextView: "Settings"',
                       'CheckBox: "Sort notes by date" (checked: false)', 'CheckBox: "Show preview" (checked: true)'),
        turns=[
            (tap(1), numbered("org.notes.app/.SettingsActivity", 'TextView: "Settings"',
                              'CheckBox: "Sort notes by date" (checked: true)',
                              'CheckBox: "Show preview" (checked: true)')),
            (json.dumps({"action_type": "navigate_home"}),
             numbered("com.android.launcher3/.Launcher", 'TextView: "Notes"', 'TextView: "Clock"')),
            (json.dumps({"action_type": "open_app", "app_name": "Notes"}),
             numbered("org.notes.app/.SettingsActivity", 'TextView: "Settings"',
                      'CheckBox: "Sort notes by date" (checked: false)', 'CheckBox: "Show preview" (checked: true)')),
        ]),
    Row("android", "h-droid-isattr-clock-back", kind="clock",
        note="bracketed lines with is_checked=True style attributes; the status clock goes 16:42 -> 16:18",
        state='[0] TextView "16:40" resource_name="com.android.systemui:id/clock"\n'
              '[1] TextView "Inbox" is_selected=True\n[2] CheckBox "Select all" is_checked=False',
        turns=[
            (tap(2), '[0] TextView "16:41" resource_name="com.android.systemui:id/clock"\n'
                     '[1] TextView "Inbox" is_selected=True\n[2] CheckBox "Select all" is_checked=True'),
            (WAIT, '[0] TextView "16:42" resource_name="com.android.systemui:id/clock"\n'
                   '[1] TextView "Inbox" is_selected=True\n[2] CheckBox "Select all" is_checked=True'),
            (WAIT, '[0] TextView "16:18" resource_name="com.android.systemui:id/clock"\n'
                   '[1] TextView "Inbox" is_selected=True\n[2] CheckBox "Select all" is_checked=True'),
        ]),
]

# ----------------------------------------------------------------------------------------------- web
PREFS = "http://wiki.corp.local/Special:Preferences"
MAIN = "http://wiki.corp.local/Main_Page"


def prefs(skin: str, watch: bool, saved: bool = False) -> str:
    opts = "".join(f"<option{' selected' if s == skin else ''}>{s}</option>"
                   for s in ("Vector", "MonoBook", "Timeless"))
    return page("Preferences - CorpWiki",
                (('<div class="success">Your preferences have been saved.</div>\n' if saved else "")
                 + f'<h1>Preferences</h1>\n<select name="skin" aria-label="Skin">{opts}</select>\n'
                 f'<input bid="31" type="checkbox" aria-label="Add pages I edit to my watchlist"'
                 f'{" checked" if watch else ""}>\n<button bid="32">Save</button>\n'
                 '<a bid="40" href="/Main_Page">Main Page</a>'))


WEB: list[Row] = [
    Row("web", "h-web-ax-select-reverts", kind="revert",
        note="BrowserGym tree with letter bids: a language chosen and saved reads its old value after going home",
        state=ax("Account settings", "https://forum.example.net/settings",
                 "[a10] heading 'Account settings'", "[a12] combobox 'Language', value='English', hasPopup='menu'",
                 "[a14] checkbox 'Show signatures', checked='true'", "[a16] button 'Save changes'",
                 "[a20] link 'Forum index'"),
        turns=[
            ("select_option('a12', 'Deutsch')",
             ax("Account settings", "https://forum.example.net/settings", "[a10] heading 'Account settings'",
                "[a12] combobox 'Language', value='Deutsch', hasPopup='menu', focused",
                "[a14] checkbox 'Show signatures', checked='true'", "[a16] button 'Save changes'",
                "[a20] link 'Forum index'")),
            ("click('a16')",
             ax("Account settings", "https://forum.example.net/settings", "[a10] heading 'Account settings'",
                "[a11] status 'Settings updated'", "[a12] combobox 'Language', value='Deutsch', hasPopup='menu'",
                "[a14] checkbox 'Show signatures', checked='true'", "[a16] button 'Save changes'",
                "[a20] link 'Forum index'")),
            ("click('a20')", ax("Forum index", "https://forum.example.net/", "[b3] heading 'Forum index'",
                                "[b8] link 'Settings'", "[b9] link 'General discussion'")),
            ("click('b8')",
             ax("Account settings", "https://forum.example.net/settings", "[c10] heading 'Account settings'",
                "[c12] combobox 'Language', value='English', hasPopup='menu'",
                "[c14] checkbox 'Show signatures', checked='true'", "[c16] button 'Save changes'",
                "[c20] link 'Forum index'")),
        ]),
    Row("web", "h-web-ax-clean-select-unsaved",
        note="a language chosen but never saved reads its old value after leaving the page (legitimate)",
        state=ax("Account settings", "https://forum.example.net/settings",
                 "[a10] heading 'Account settings'", "[a12] combobox 'Language', value='English', hasPopup='menu'",
                 "[a16] button 'Save changes'", "[a20] link 'Forum index'"),
        turns=[
            ("select_option('a12', 'Deutsch')",
             ax("Account settings", "https://forum.example.net/settings", "[a10] heading 'Account settings'",
                "[a12] combobox 'Language', value='Deutsch', hasPopup='menu', focused",
                "[a16] button 'Save changes'", "[a20] link 'Forum index'")),
            ("click('a20')", ax("Forum index", "https://forum.example.net/", "[b3] heading 'Forum index'",
                                "[b8] link 'Settings'")),
            ("click('b8')",
             ax("Account settings", "https://forum.example.net/settings", "[c10] heading 'Account settings'",
                "[c12] combobox 'Language', value='English', hasPopup='menu'",
                "[c16] button 'Save changes'", "[c20] link 'Forum index'")),
        ]),
    Row("web", "h-web-html-checkbox-reverts", kind="revert",
        note="HTML page: a watchlist preference ticked and saved shows unticked after visiting the main page",
        state=prefs("Vector", False),
        turns=[
            ("click('31')", prefs("Vector", True)),
            ("click('32')", prefs("Vector", True, saved=True)),
            (f"goto('{MAIN}')", page("Main Page - CorpWiki", "<h1>Main Page</h1>\n<p>Welcome to CorpWiki.</p>\n"
                                                              '<a href="/Special:Preferences">Preferences</a>')),
            (f"goto('{PREFS}')", prefs("Vector", False)),
        ]),
]

PROBES: list[Row] = [*OS, *ANDROID, *WEB]


# -------------------------------------------------------------------------------- lists and entities
def files(folder: str, *names: str, note: str = "", clock: str = "Wed 10:02") -> str:
    rows = [f'<list-item name="{n}" cp:screencoord="(300, {120 + 30 * i})" cp:size="(400, 28)"/>'
            for i, n in enumerate(names)]
    rows.insert(0, '<push-button name="Back" cp:screencoord="(70, 70)" cp:size="(32, 32)"/>')
    rows.insert(1, f'<label name="{folder}" cp:screencoord="(120, 70)" cp:size="(200, 32)"/>')
    if note:
        rows += [f'<notification name="{note}" cp:screencoord="(700, 900)" cp:size="(400, 48)"/>',
                 '<push-button name="Undo" cp:screencoord="(1050, 910)" cp:size="(80, 28)"/>']
    return xml_desk(folder, *rows, clock=clock)


DOCS = ("budget.ods", "minutes-march.odt", "notes.txt", "travel.pdf")
LISTS: list[Row] = [
    Row("os", "h-os-xml-deleted-back", kind="deleted-listed",
        note="tag tree: notes.txt moved to trash (notification), another folder, back: notes.txt listed again",
        state=files("Documents", *DOCS),
        turns=[
            (py("pyautogui.click(350, 194)"), files("Documents", *DOCS)),
            (py("pyautogui.press('delete')"),
             files("Documents", "budget.ods", "minutes-march.odt", "travel.pdf",
                   note="\u201cnotes.txt\u201d moved to trash")),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures")),
            (py("pyautogui.doubleClick(350, 134)"), files("Documents", *DOCS)),
        ]),
    Row("os", "h-os-xml-clean-deleted-undo",
        note="tag tree: notes.txt moved to trash, Undo pressed, then listed again (legitimate)",
        state=files("Documents", *DOCS),
        turns=[
            (py("pyautogui.click(350, 194)"), files("Documents", *DOCS)),
            (py("pyautogui.press('delete')"),
             files("Documents", "budget.ods", "minutes-march.odt", "travel.pdf",
                   note="\u201cnotes.txt\u201d moved to trash")),
            (py("pyautogui.click(1080, 920)"), files("Documents", *DOCS)),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures")),
            (py("pyautogui.doubleClick(350, 134)"), files("Documents", *DOCS)),
        ]),
    Row("android", "h-droid-bullets-contact-deleted-back", kind="deleted-listed",
        note="bulleted screen: contact Priya Shah deleted (confirmed, toast), another contact opened, back: "
             "listed again",
        state=bullets("com.android.contacts/.PeopleActivity", '[1] TextView "Contacts"', '[2] TextView "Aaron Blake"',
                      '[3] TextView "Priya Shah"', '[4] TextView "Tomás Ruiz"'),
        turns=[
            (json.dumps({"action_type": "long_press", "index": 3}),
             bullets("com.android.contacts/.PeopleActivity", '[1] TextView "1 selected"', '[2] TextView "Aaron Blake"',
                     '[3] TextView "Priya Shah" is_selected=True', '[4] TextView "Tomás Ruiz"',
                     '[5] ImageButton "Delete"')),
            (tap(5), bullets("com.android.contacts/.PeopleActivity", '[1] TextView "Delete this contact?"',
                             '[2] Button "Cancel"', '[3] Button "Delete"')),
            (tap(3), bullets("com.android.contacts/.PeopleActivity", '[1] TextView "Contacts"',
                             '[2] TextView "Aaron Blake"', '[3] TextView "Tomás Ruiz"',
                             '[4] TextView "Contact deleted"')),
            (tap(2), bullets("com.android.contacts/.QuickContactActivity", '[1] TextView "Aaron Blake"',
                             '[2] TextView "Mobile +1 555 0142"')),
            (BACK, bullets("com.android.contacts/.PeopleActivity", '[1] TextView "Contacts"',
                           '[2] TextView "Aaron Blake"', '[3] TextView "Priya Shah"', '[4] TextView "Tomás Ruiz"')),
        ]),
    Row("web", "h-web-ax-ticket-number-changes", kind="identity",
        note="a helpdesk says 'Ticket #7315 created'; the ticket list shows the same subject as #7351",
        state=ax("New ticket", "https://help.example.io/tickets/new", "[f2] heading 'New ticket'",
                 "[f5] textbox 'Subject', value=''", "[f7] button 'Create ticket'", "[f9] link 'My tickets'"),
        turns=[
            ("fill('f5', 'VPN drops every hour')",
             ax("New ticket", "https://help.example.io/tickets/new", "[f2] heading 'New ticket'",
                "[f5] textbox 'Subject', value='VPN drops every hour', focused", "[f7] button 'Create ticket'",
                "[f9] link 'My tickets'")),
            ("click('f7')", ax("Ticket #7315", "https://help.example.io/tickets/7315",
                               "[g1] alert 'Ticket #7315 created'", "[g2] heading 'VPN drops every hour'",
                               "[g3] StaticText 'Status: Open'", "[g9] link 'My tickets'")),
            ("click('g9')", ax("My tickets", "https://help.example.io/tickets",
                               "[h2] heading 'My tickets'", "[h4] row '#7351 VPN drops every hour Open'",
                               "[h5] row '#7298 Printer on 3rd floor jams Closed'")),
        ]),
    Row("web", "h-web-ax-clean-ticket-number-same",
        note="the ticket list shows the created ticket under its number; another ticket number differs (trap)",
        state=ax("New ticket", "https://help.example.io/tickets/new", "[f2] heading 'New ticket'",
                 "[f5] textbox 'Subject', value=''", "[f7] button 'Create ticket'", "[f9] link 'My tickets'"),
        turns=[
            ("fill('f5', 'VPN drops every hour')",
             ax("New ticket", "https://help.example.io/tickets/new", "[f2] heading 'New ticket'",
                "[f5] textbox 'Subject', value='VPN drops every hour', focused", "[f7] button 'Create ticket'",
                "[f9] link 'My tickets'")),
            ("click('f7')", ax("Ticket #7315", "https://help.example.io/tickets/7315",
                               "[g1] alert 'Ticket #7315 created'", "[g2] heading 'VPN drops every hour'",
                               "[g9] link 'My tickets'")),
            ("click('g9')", ax("My tickets", "https://help.example.io/tickets",
                               "[h2] heading 'My tickets'", "[h4] row '#7315 VPN drops every hour Open'",
                               "[h5] row '#7351 Printer on 3rd floor jams Open'")),
        ]),
    Row("web", "h-web-ax-board-renamed-old-name", kind="rename",
        note="a board renamed 'Q3 Roadmap' -> 'Q3 Plan' (title follows); the boards page lists 'Q3 Roadmap' again",
        state=ax("Q3 Roadmap | Boards", "https://boards.example.com/b/81/q3-roadmap",
                 "[k1] heading 'Q3 Roadmap'", "[k2] button 'Rename board'", "[k3] link 'All boards'"),
        turns=[
            ("click('k2')", ax("Q3 Roadmap | Boards", "https://boards.example.com/b/81/q3-roadmap",
                               "[k4] textbox 'Board name', value='Q3 Roadmap', focused", "[k3] link 'All boards'")),
            ("fill('k4', 'Q3 Plan')", ax("Q3 Roadmap | Boards", "https://boards.example.com/b/81/q3-roadmap",
                                         "[k4] textbox 'Board name', value='Q3 Plan', focused",
                                         "[k3] link 'All boards'")),
            ("keyboard_press('Enter')", ax("Q3 Plan | Boards", "https://boards.example.com/b/81/q3-plan",
                                           "[k1] heading 'Q3 Plan'", "[k2] button 'Rename board'",
                                           "[k3] link 'All boards'")),
            ("click('k3')", ax("Boards", "https://boards.example.com/boards", "[m1] heading 'Your boards'",
                               "[m2] link 'Q3 Roadmap'", "[m3] link 'Hiring pipeline'", "[m4] link 'Team offsite'")),
        ]),
]

PROBES += LISTS


# ------------------------------------------------------------------------------ counts, created, cells
def xnode(cls: str, text: str = "", *, rid: str = "", checked: bool | None = None, pkg: str = "com.todo.app",
          bounds: str = "[0,0][1080,120]", desc: str = "") -> str:
    """One uiautomator ``<node>`` line."""
    ch = "" if checked is None else f' checkable="true" checked="{"true" if checked else "false"}"'
    return (f'<node index="0" text="{text}" resource-id="{rid}" class="android.widget.{cls}" package="{pkg}" '
            f'content-desc="{desc}"{ch} clickable="true" bounds="{bounds}" />')


def todo(*tasks: str, extra: tuple[str, ...] = ()) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">',
             xnode("TextView", "10:05", rid="com.android.systemui:id/clock", pkg="com.android.systemui",
                   bounds="[40,10][160,60]"),
             xnode("TextView", "My Tasks", rid="com.todo.app:id/title", bounds="[40,80][600,160]")]
    for i, t in enumerate(tasks):
        y = 200 + 120 * i
        lines.append(xnode("CheckBox", t, rid="com.todo.app:id/task", checked=False, bounds=f"[0,{y}][1080,{y + 110}]"))
    lines += list(extra)
    lines.append(xnode("ImageButton", desc="Add task", rid="com.todo.app:id/fab", bounds="[900,2000][1040,2140]"))
    lines.append("</hierarchy>")
    return "\n".join(lines)


def cal(cells: dict[str, str], clock: str = "11:40") -> str:
    """A desktop accessibility table of a spreadsheet."""
    rows = ["tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)",
            f"label\t\t{clock}\t\t\t(900, 0)\t(120, 27)",
            "frame\tgroceries.ods - LibreOffice Calc\t\t\t\t(0, 27)\t(1920, 1050)"]
    for i, (ref, val) in enumerate(cells.items()):
        rows.append(f"table-cell\t{ref}\t{val}\t\t\t({100 + 120 * (i % 3)}, {200 + 24 * (i // 3)})\t(118, 22)")
    return "\n".join(rows)


MORE: list[Row] = [
    Row("android", "h-droid-xml-task-added-missing", kind="created-missing",
        note="uiautomator dump: a task typed and saved is listed; after the settings screen and back it is missing",
        state=todo("Pay rent", "Call plumber"),
        turns=[
            (json.dumps({"action_type": "click", "x": 970, "y": 2070}),
             "\n".join(['<hierarchy rotation="0">',
                        xnode("EditText", "", rid="com.todo.app:id/task_input", bounds="[40,300][1040,420]"),
                        xnode("Button", "Save", rid="com.todo.app:id/save", bounds="[800,460][1040,560]"),
                        "</hierarchy>"])),
            (json.dumps({"action_type": "input_text", "text": "Renew passport", "x": 500, "y": 360}),
             "\n".join(['<hierarchy rotation="0">',
                        xnode("EditText", "Renew passport", rid="com.todo.app:id/task_input",
                              bounds="[40,300][1040,420]"),
                        xnode("Button", "Save", rid="com.todo.app:id/save", bounds="[800,460][1040,560]"),
                        "</hierarchy>"])),
            (json.dumps({"action_type": "click", "x": 900, "y": 500}),
             todo("Pay rent", "Call plumber", "Renew passport")),
            (json.dumps({"action_type": "open_app", "app_name": "Settings"}),
             "\n".join(['<hierarchy rotation="0">', xnode("TextView", "Settings", pkg="com.android.settings"),
                        xnode("TextView", "Network & internet", pkg="com.android.settings"), "</hierarchy>"])),
            (json.dumps({"action_type": "open_app", "app_name": "Tasks"}), todo("Pay rent", "Call plumber")),
        ]),
    Row("android", "h-droid-xml-clean-task-completed",
        note="uiautomator dump: a task ticked done moves off the open list (legitimate)",
        state=todo("Pay rent", "Call plumber", "Renew passport"),
        turns=[
            (json.dumps({"action_type": "click", "x": 540, "y": 260}),
             todo("Call plumber", "Renew passport",
                  extra=(xnode("TextView", "1 task completed", rid="com.todo.app:id/snackbar_text"),))),
            (json.dumps({"action_type": "open_app", "app_name": "Settings"}),
             "\n".join(['<hierarchy rotation="0">', xnode("TextView", "Settings", pkg="com.android.settings"),
                        "</hierarchy>"])),
            (json.dumps({"action_type": "open_app", "app_name": "Tasks"}), todo("Call plumber", "Renew passport")),
        ]),
    Row("os", "h-os-table-cell-typed-unchanged", kind="content",
        note="accessibility table: B3 typed as 4.50 with Enter shows 4.50, after Ctrl+S and a click elsewhere B3 "
             "reads 3.20 again",
        state=cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "3.20", "C3": ""}),
        turns=[
            (py("pyautogui.click(160, 224)"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "3.20", "C3": ""})),
            (py("pyautogui.write('4.50')\npyautogui.press('enter')"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "4.50", "C3": ""})),
            (py("pyautogui.hotkey('ctrl', 's')"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "4.50", "C3": ""}, clock="11:41")),
            (py("pyautogui.click(100, 200)"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "3.20", "C3": ""}, clock="11:41")),
        ]),
    Row("os", "h-os-table-clean-cell-retyped",
        note="accessibility table: B3 typed as 4.50, then typed again as 3.20 by the user (legitimate)",
        state=cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "3.20", "C3": ""}),
        turns=[
            (py("pyautogui.click(160, 224)"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "3.20", "C3": ""})),
            (py("pyautogui.write('4.50')\npyautogui.press('enter')"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "4.50", "C3": ""})),
            (py("pyautogui.click(160, 224)\npyautogui.write('3.20')\npyautogui.press('enter')"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "3.20", "C3": ""})),
            (py("pyautogui.click(100, 200)"),
             cal({"A2": "Milk", "B2": "1.10", "C2": "", "A3": "Coffee", "B3": "3.20", "C3": ""})),
        ]),
    Row("web", "h-web-ax-cart-count-stale", kind="count",
        note="BrowserGym tree: one of three cart lines removed ('Item removed'), the header badge still says 3 "
             "after visiting a product and coming back",
        state=ax("Your cart", "https://books.example.org/cart", "[12] link 'Cart (3)'", "[20] heading 'Your cart'",
                 "[31] row 'Dune  $9.99  Qty 1'", "[32] button 'Remove Dune'",
                 "[41] row 'Emma  $4.50  Qty 1'", "[42] button 'Remove Emma'",
                 "[51] row 'Ubik  $7.25  Qty 1'", "[52] button 'Remove Ubik'", "[60] link 'Continue shopping'"),
        turns=[
            ("click('42')", ax("Your cart", "https://books.example.org/cart", "[12] link 'Cart (2)'",
                               "[20] heading 'Your cart'", "[25] status 'Item removed'",
                               "[31] row 'Dune  $9.99  Qty 1'", "[32] button 'Remove Dune'",
                               "[51] row 'Ubik  $7.25  Qty 1'", "[52] button 'Remove Ubik'",
                               "[60] link 'Continue shopping'")),
            ("click('60')", ax("Books", "https://books.example.org/", "[12] link 'Cart (2)'",
                               "[70] link 'Solaris'", "[71] link 'Neuromancer'")),
            ("click('12')", ax("Your cart", "https://books.example.org/cart", "[12] link 'Cart (3)'",
                               "[20] heading 'Your cart'", "[31] row 'Dune  $9.99  Qty 1'",
                               "[32] button 'Remove Dune'", "[51] row 'Ubik  $7.25  Qty 1'",
                               "[52] button 'Remove Ubik'", "[60] link 'Continue shopping'")),
        ]),
]

PROBES += MORE

CLEAN_COUNTS: list[Row] = [
    Row("web", "h-web-ax-clean-cart-add-elsewhere",
        note="the cart badge grows after 'Add to cart' on a product page and stays through navigation (trap)",
        state=ax("Books", "https://books.example.org/", "[12] link 'Cart (2)'", "[70] link 'Solaris'",
                 "[71] link 'Neuromancer'"),
        turns=[
            ("click('70')", ax("Solaris", "https://books.example.org/p/solaris", "[12] link 'Cart (2)'",
                               "[80] heading 'Solaris'", "[81] button 'Add to cart'", "[82] link 'Home'")),
            ("click('81')", ax("Solaris", "https://books.example.org/p/solaris", "[12] link 'Cart (3)'",
                               "[80] heading 'Solaris'", "[83] status 'Added to your cart'",
                               "[81] button 'Add to cart'", "[82] link 'Home'")),
            ("click('82')", ax("Books", "https://books.example.org/", "[12] link 'Cart (3)'",
                               "[70] link 'Solaris'", "[71] link 'Neuromancer'")),
            ("go_back()", ax("Solaris", "https://books.example.org/p/solaris", "[12] link 'Cart (3)'",
                             "[80] heading 'Solaris'", "[81] button 'Add to cart'", "[82] link 'Home'")),
        ]),
    Row("web", "h-web-ax-clean-cart-other-site",
        note="two shops' carts: the badge of another site reads another count (trap)",
        state=ax("Books", "https://books.example.org/", "[12] link 'Cart (2)'", "[70] link 'Solaris'"),
        turns=[
            ("goto('https://music.example.net/')", ax("Music", "https://music.example.net/", "[5] link 'Cart (0)'",
                                                      "[6] link 'Vinyl'")),
            ("go_back()", ax("Books", "https://books.example.org/", "[12] link 'Cart (2)'",
                             "[70] link 'Solaris'")),
        ]),
    Row("android", "h-droid-bullets-clean-bag-quantity",
        note="a shop app: the quantity raised with '+' moves the bag badge; navigation keeps it (trap)",
        state=bullets("com.shop.app/.ProductActivity", '[1] TextView "Trail socks"', '[2] TextView "Bag (1)"',
                      '[3] ImageButton "+"', '[4] TextView "Similar items"'),
        turns=[
            (tap(3), bullets("com.shop.app/.ProductActivity", '[1] TextView "Trail socks"', '[2] TextView "Bag (2)"',
                             '[3] ImageButton "+"', '[4] TextView "Similar items"')),
            (tap(4), bullets("com.shop.app/.SimilarActivity", '[1] TextView "Similar items"', '[2] TextView "Bag (2)"',
                             '[3] TextView "Wool socks"')),
            (BACK, bullets("com.shop.app/.ProductActivity", '[1] TextView "Trail socks"', '[2] TextView "Bag (2)"',
                           '[3] ImageButton "+"', '[4] TextView "Similar items"')),
        ]),
    Row("android", "h-droid-bullets-bag-count-moves", kind="count",
        note="a shop app: the bag badge reads 2, a product list opened and back: 3 with nothing added",
        state=bullets("com.shop.app/.ProductActivity", '[1] TextView "Trail socks"', '[2] TextView "Bag (2)"',
                      '[3] ImageButton "+"', '[4] TextView "Similar items"'),
        turns=[
            (tap(4), bullets("com.shop.app/.SimilarActivity", '[1] TextView "Similar items"', '[2] TextView "Bag (2)"',
                             '[3] TextView "Wool socks"')),
            (BACK, bullets("com.shop.app/.ProductActivity", '[1] TextView "Trail socks"', '[2] TextView "Bag (3)"',
                           '[3] ImageButton "+"', '[4] TextView "Similar items"')),
        ]),
]

PROBES += CLEAN_COUNTS


# ------------------------------------------------------------------------- Playwright snapshots, tables
def snap(url: str, title: str, *lines: str) -> str:
    """A Playwright MCP snapshot (aria snapshot with refs) under its page URL and title."""
    return "\n".join([f"- Page URL: {url}", f"- Page Title: {title}", "- Page Snapshot:", "```yaml",
                      *lines, "```"])


def mcp_call(tool: str, **arguments: object) -> str:
    return json.dumps({"name": tool, "arguments": arguments})


NOTIF = "https://mail.example.com/settings/notifications"
INBOX = "https://mail.example.com/inbox"


def notif(desktop: bool, saved: bool = False) -> str:
    return snap(NOTIF, "Notification settings", "- main [ref=e1]:", '  - heading "Notifications" [level=1] [ref=e2]',
                *(['  - status [ref=e3]: Settings saved'] if saved else []),
                f'  - checkbox "Desktop notifications"{" [checked]" if desktop else ""} [ref=e4]',
                '  - checkbox "Play a sound" [checked] [ref=e5]', '  - button "Save" [ref=e6]',
                '  - link "Inbox" [ref=e7]:', "    - /url: /inbox")


def table(activity: str, *rows: tuple[int, str, str, str]) -> str:
    """An Android screen as a markdown table of elements."""
    return "\n".join([f"Activity: {activity}", "| index | class | text | checked |", "|---|---|---|---|",
                      *(f"| {i} | android.widget.{c} | {t} | {ch} |" for i, c, t, ch in rows)])


BT = "com.android.settings/.bluetooth.BluetoothSettings"
CONN = "com.android.settings/.ConnectedDevicesSettings"
FORMATS: list[Row] = [
    Row("web", "h-web-playwright-checkbox-reverts", kind="revert",
        note="Playwright snapshot and MCP calls: desktop notifications ticked and saved, Inbox, back to the "
             "settings: unticked",
        state=notif(False),
        turns=[
            (mcp_call("browser_click", element="Desktop notifications checkbox", ref="e4"), notif(True)),
            (mcp_call("browser_click", element="Save button", ref="e6"), notif(True, saved=True)),
            (mcp_call("browser_click", element="Inbox link", ref="e7"),
             snap(INBOX, "Inbox (3)", '- heading "Inbox" [level=1] [ref=e2]', '- link "Settings" [ref=e9]',
                  '- listitem [ref=e10]: Quarterly report draft')),
            (mcp_call("browser_click", element="Settings link", ref="e9"), notif(False)),
        ]),
    Row("web", "h-web-playwright-clean-resaved",
        note="Playwright snapshot: ticked, saved, then unticked and saved again by the user (legitimate)",
        state=notif(False),
        turns=[
            (mcp_call("browser_click", element="Desktop notifications checkbox", ref="e4"), notif(True)),
            (mcp_call("browser_click", element="Save button", ref="e6"), notif(True, saved=True)),
            (mcp_call("browser_click", element="Desktop notifications checkbox", ref="e4"), notif(False)),
            (mcp_call("browser_click", element="Save button", ref="e6"), notif(False, saved=True)),
            (mcp_call("browser_navigate", url=INBOX),
             snap(INBOX, "Inbox (3)", '- heading "Inbox" [level=1] [ref=e2]', '- link "Settings" [ref=e9]')),
            (mcp_call("browser_navigate_back"), notif(False)),
        ]),
    Row("android", "h-droid-table-switch-reverts", kind="revert",
        note="markdown table screen: Bluetooth switched on, back to connected devices, Bluetooth again: off",
        state=table(BT, (0, "TextView", "Bluetooth", ""), (1, "Switch", "Use Bluetooth", "false"),
                    (2, "TextView", "Pair new device", "")),
        turns=[
            (tap(1), table(BT, (0, "TextView", "Bluetooth", ""), (1, "Switch", "Use Bluetooth", "true"),
                           (2, "TextView", "Pair new device", ""), (3, "TextView", "Device name Pixel 7", ""))),
            (BACK, table(CONN, (0, "TextView", "Connected devices", ""), (1, "TextView", "Bluetooth", ""),
                         (2, "TextView", "Connection preferences", ""))),
            (tap(1), table(BT, (0, "TextView", "Bluetooth", ""), (1, "Switch", "Use Bluetooth", "false"),
                           (2, "TextView", "Pair new device", ""))),
        ]),
    Row("android", "h-droid-table-clean-switch-follows",
        note="markdown table screen: Bluetooth switched on stays on after leaving and coming back",
        state=table(BT, (0, "TextView", "Bluetooth", ""), (1, "Switch", "Use Bluetooth", "false")),
        turns=[
            (tap(1), table(BT, (0, "TextView", "Bluetooth", ""), (1, "Switch", "Use Bluetooth", "true"))),
            (BACK, table(CONN, (0, "TextView", "Connected devices", ""), (1, "TextView", "Bluetooth", ""))),
            (tap(1), table(BT, (0, "TextView", "Bluetooth", ""), (1, "Switch", "Use Bluetooth", "true"))),
        ]),
]

PROBES += FORMATS


# ------------------------------------------------------------- the usual notations, other apps and values
def uiel(pkg: str, *els: tuple[str, str] | tuple[str, str, bool], clock: str = "9:58 AM") -> str:
    """AndroidWorld's ``UI element N: UIElement(...)`` lines (the status clock first)."""
    out = [f"UI element 0: UIElement(text='{clock}', content_description=None, class_name='android.widget.TextView', "
           "bbox=None, bbox_pixels=BoundingBox(x_min=40, x_max=170, y_min=8, y_max=60), hint_text=None, "
           "is_checked=False, is_checkable=False, is_clickable=False, is_editable=False, is_enabled=True, "
           "is_focused=False, is_focusable=False, is_long_clickable=False, is_scrollable=False, is_selected=False, "
           "is_visible=True, package_name='com.android.systemui', resource_name='com.android.systemui:id/clock', "
           "tooltip=None, resource_id=None, metadata=None)"]
    for i, e in enumerate(els, 1):
        text, cls = e[0], e[1]
        checked = e[2] if len(e) > 2 else False
        out.append(f"UI element {i}: UIElement(text='{text}', content_description=None, "
                   f"class_name='android.widget.{cls}', bbox=None, bbox_pixels=BoundingBox(x_min=0, x_max=1080, "
                   f"y_min={100 + 140 * i}, y_max={230 + 140 * i}), hint_text=None, is_checked={checked}, "
                   f"is_checkable={cls in ('Switch', 'CheckBox')}, is_clickable=True, "
                   f"is_editable={cls == 'EditText'}, is_enabled=True, is_focused=False, is_focusable=True, "
                   f"is_long_clickable=False, is_scrollable=False, is_selected=False, is_visible=True, "
                   f"package_name='{pkg}', resource_name=None, tooltip=None, resource_id=None, metadata=None)")
    return "\n".join(out)


MAIL = "https://mail.corp.example/mail/u/0/#inbox"
USUAL: list[Row] = [
    Row("android", "h-droid-uiel-clock-back-ampm", kind="clock",
        note="UIElement screen: the status clock reads 10:01 AM, then 9:44 AM after a wait",
        state=uiel("com.android.deskclock", ("Alarm", "TextView"), ("7:00 AM", "TextView"), clock="9:59 AM"),
        turns=[
            (WAIT, uiel("com.android.deskclock", ("Alarm", "TextView"), ("7:00 AM", "TextView"), clock="10:00 AM")),
            (WAIT, uiel("com.android.deskclock", ("Alarm", "TextView"), ("7:00 AM", "TextView"), clock="10:01 AM")),
            (WAIT, uiel("com.android.deskclock", ("Alarm", "TextView"), ("7:00 AM", "TextView"), clock="9:44 AM")),
        ]),
    Row("android", "h-droid-uiel-clean-clock-noon",
        note="UIElement screen: the clock passes noon in 12-hour notation (11:59 AM -> 12:01 PM)",
        state=uiel("com.android.deskclock", ("Alarm", "TextView"), clock="11:59 AM"),
        turns=[(WAIT, uiel("com.android.deskclock", ("Alarm", "TextView"), clock="12:01 PM")),
               (WAIT, uiel("com.android.deskclock", ("Alarm", "TextView"), clock="12:03 PM"))]),
    Row("android", "h-droid-uiel-switch-reverts", kind="revert",
        note="UIElement screen: 'Vibrate for calls' switched on, back, Sound again: off",
        state=uiel("com.android.settings", ("Sound & vibration", "TextView"), ("Vibrate for calls", "Switch", False),
                   ("Ringtone", "TextView")),
        turns=[
            (tap(2), uiel("com.android.settings", ("Sound & vibration", "TextView"),
                          ("Vibrate for calls", "Switch", True), ("Ringtone", "TextView"))),
            (BACK, uiel("com.android.settings", ("Settings", "TextView"), ("Sound & vibration", "TextView"),
                        ("Display", "TextView"))),
            (tap(2), uiel("com.android.settings", ("Sound & vibration", "TextView"),
                          ("Vibrate for calls", "Switch", False), ("Ringtone", "TextView"))),
        ]),
    Row("web", "h-web-ax-bio-reverts", kind="revert",
        note="BrowserGym tree: the profile bio filled and saved ('Profile updated'), another page, back: old bio",
        state=ax("Edit profile", "https://code.example.dev/settings/profile", "[310] heading 'Public profile'",
                 "[312] textbox 'Bio', value='Backend dev'", "[314] textbox 'Location', value='Lyon'",
                 "[316] button 'Update profile'", "[320] link 'Repositories'"),
        turns=[
            ("fill('312', 'Backend dev, coffee, bikes')",
             ax("Edit profile", "https://code.example.dev/settings/profile", "[310] heading 'Public profile'",
                "[312] textbox 'Bio', value='Backend dev, coffee, bikes', focused",
                "[314] textbox 'Location', value='Lyon'", "[316] button 'Update profile'",
                "[320] link 'Repositories'")),
            ("click('316')",
             ax("Edit profile", "https://code.example.dev/settings/profile",
                "[305] alert 'Profile updated successfully'",
                "[310] heading 'Public profile'", "[312] textbox 'Bio', value='Backend dev, coffee, bikes'",
                "[314] textbox 'Location', value='Lyon'", "[316] button 'Update profile'",
                "[320] link 'Repositories'")),
            ("click('320')", ax("Repositories", "https://code.example.dev/mira?tab=repositories",
                                "[410] heading 'Repositories'", "[411] link 'dotfiles'", "[420] link 'Settings'")),
            ("click('420')",
             ax("Edit profile", "https://code.example.dev/settings/profile", "[310] heading 'Public profile'",
                "[312] textbox 'Bio', value='Backend dev'", "[314] textbox 'Location', value='Lyon'",
                "[316] button 'Update profile'", "[320] link 'Repositories'")),
        ]),
    Row("web", "h-web-ax-mail-deleted-back", kind="deleted-listed",
        note="BrowserGym tree: a mail deleted ('Conversation moved to Trash.'), another mail opened, back: "
             "listed again",
        state=ax("Inbox (3)", MAIL, "[50] heading 'Inbox'", "[61] row 'Lena Ortiz  Offsite agenda  10:14'",
                 "[62] row 'Billing  Your invoice for May  09:02'", "[63] row 'Sam Patel  Lunch?  Jun 2'"),
        turns=[
            ("click('62')", ax("Your invoice for May", "https://mail.corp.example/mail/u/0/#inbox/FMfcgz",
                               "[70] heading 'Your invoice for May'", "[71] button 'Delete'",
                               "[72] button 'Back to Inbox'")),
            ("click('71')", ax("Inbox (2)", MAIL, "[45] alert 'Conversation moved to Trash.'",
                               "[46] button 'Undo'", "[50] heading 'Inbox'",
                               "[61] row 'Lena Ortiz  Offsite agenda  10:14'", "[63] row 'Sam Patel  Lunch?  Jun 2'")),
            ("click('61')", ax("Offsite agenda", "https://mail.corp.example/mail/u/0/#inbox/QgrcJH",
                               "[80] heading 'Offsite agenda'", "[82] button 'Back to Inbox'")),
            ("click('82')", ax("Inbox (3)", MAIL, "[50] heading 'Inbox'",
                               "[61] row 'Lena Ortiz  Offsite agenda  10:14'",
                               "[62] row 'Billing  Your invoice for May  09:02'",
                               "[63] row 'Sam Patel  Lunch?  Jun 2'")),
        ]),
    Row("web", "h-web-ax-clean-mail-new-arrives",
        note="BrowserGym tree: a mail deleted; later a new mail arrives at the top (legitimate), the deleted one "
             "stays gone",
        state=ax("Inbox (2)", MAIL, "[50] heading 'Inbox'", "[61] row 'Lena Ortiz  Offsite agenda  10:14'",
                 "[62] row 'Billing  Your invoice for May  09:02'"),
        turns=[
            ("click('62')", ax("Your invoice for May", "https://mail.corp.example/mail/u/0/#inbox/FMfcgz",
                               "[70] heading 'Your invoice for May'", "[71] button 'Delete'")),
            ("click('71')", ax("Inbox (1)", MAIL, "[45] alert 'Conversation moved to Trash.'",
                               "[50] heading 'Inbox'", "[61] row 'Lena Ortiz  Offsite agenda  10:14'")),
            ("click('61')", ax("Offsite agenda", "https://mail.corp.example/mail/u/0/#inbox/QgrcJH",
                               "[80] heading 'Offsite agenda'", "[82] button 'Back to Inbox'")),
            ("click('82')", ax("Inbox (2)", MAIL, "[50] heading 'Inbox'",
                               "[60] row 'HR Team  Benefits enrolment  10:31'",
                               "[61] row 'Lena Ortiz  Offsite agenda  10:14'")),
        ]),
    Row("os", "h-os-xml-status-count-stale", kind="count",
        note="tag tree: the file manager's status '4 items' over four files; one deleted -> '3 items'; another "
             "folder and back: three files but '4 items'",
        state=files("Documents", *DOCS),
        turns=[
            (py("pyautogui.click(350, 194)\npyautogui.press('delete')"),
             files("Documents", "budget.ods", "minutes-march.odt", "travel.pdf",
                   note="\u201cnotes.txt\u201d moved to trash").replace(
                 "</frame>", '<label name="Status">3 items</label>\n    </frame>')),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures")),
            (py("pyautogui.doubleClick(350, 134)"),
             files("Documents", "budget.ods", "minutes-march.odt", "travel.pdf").replace(
                 "</frame>", '<label name="Status">4 items</label>\n    </frame>')),
        ]),
]

PROBES += USUAL

USUAL_CLEAN: list[Row] = [
    Row("os", "h-os-xml-clean-status-count-after-copy",
        note="tag tree: '4 items'; a file copied in by a script, another folder and back: five files, '5 items'",
        state=files("Documents", *DOCS).replace("</frame>", '<label name="Status">4 items</label>\n    </frame>'),
        turns=[
            (py("import shutil\nshutil.copy('/home/user/Downloads/agenda.pdf', '/home/user/Documents/')"),
             files("Documents", "agenda.pdf", *DOCS).replace(
                 "</frame>", '<label name="Status">5 items</label>\n    </frame>')),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures")),
            (py("pyautogui.doubleClick(350, 134)"),
             files("Documents", "agenda.pdf", *DOCS).replace(
                 "</frame>", '<label name="Status">5 items</label>\n    </frame>')),
        ]),
]

PROBES += USUAL_CLEAN


def pipes(*rows: tuple[str, str, str, str, str], clock: str = "Thu 15:20") -> str:
    """OSWorld's element table drawn with markdown pipes."""
    out = ["| tag | name | text | position (top-left x&y) | size (w&h) |", "|---|---|---|---|---|",
           f"| label | Clock | {clock} | (1800, 2) | (100, 24) |"]
    out += [f"| {' | '.join(r)} |" for r in rows]
    return "\n".join(out)


SHEET = ("frame", "hours.ods - LibreOffice Calc", "", "(0, 30)", "(1920, 1040)")


def hours(c3: str, d3: str = "=C3*25", clock: str = "Thu 15:20") -> list[tuple[str, str, str, str, str]]:
    return [SHEET, ("table-cell", "B3", "Mon", "(100, 300)", "(100, 22)"),
            ("table-cell", "C3", c3, "(200, 300)", "(100, 22)"), ("table-cell", "D3", d3, "(300, 300)", "(100, 22)")]


PIPES: list[Row] = [
    Row("os", "h-os-pipes-cell-reverts", kind="content",
        note="pipe table: C3 typed as 7.5 (shown), then after saving and clicking another cell it reads 6 again",
        state=pipes(*hours("6")),
        turns=[
            (py("pyautogui.click(250, 311)"), pipes(*hours("6"))),
            (py("pyautogui.write('7.5')\npyautogui.press('enter')"), pipes(*hours("7.5"))),
            (py("pyautogui.hotkey('ctrl', 's')"), pipes(*hours("7.5"), clock="Thu 15:21")),
            (py("pyautogui.click(150, 311)"), pipes(*hours("6"), clock="Thu 15:21")),
        ]),
    Row("os", "h-os-pipes-clean-clock-and-cells",
        note="pipe table: a cell typed and kept; the clock moves on",
        state=pipes(*hours("6")),
        turns=[
            (py("pyautogui.click(250, 311)"), pipes(*hours("6"))),
            (py("pyautogui.write('7.5')\npyautogui.press('enter')"), pipes(*hours("7.5"), clock="Thu 15:21")),
            (py("pyautogui.click(150, 311)"), pipes(*hours("7.5"), clock="Thu 15:22")),
        ]),
]

PROBES += PIPES


def html_screen(*lines: str, clock: str = "10:42") -> str:
    """An Android screen in the HTML-like dress of DroidBot-style agents (``<checkbox id=2 checked=True>``)."""
    return "\n".join([f"<p id=0 class='clock'>{clock}</p>", *lines])


DROIDBOT: list[Row] = [
    Row("android", "h-droid-html-checkbox-reverts", kind="revert",
        note="HTML-like screen: 'Dark theme' ticked, Home, Settings reopened: unticked",
        state=html_screen("<p id=1>Display</p>", "<checkbox id=2 checked=False>Dark theme</checkbox>",
                          "<button id=3>Font size</button>"),
        turns=[
            (tap(2), html_screen("<p id=1>Display</p>", "<checkbox id=2 checked=True>Dark theme</checkbox>",
                                 "<button id=3>Font size</button>")),
            (json.dumps({"action_type": "navigate_home"}),
             html_screen("<button id=1>Settings</button>", "<button id=2>Clock</button>", "<button id=3>Files</button>",
                         clock="10:43")),
            (tap(1), html_screen("<p id=1>Display</p>", "<checkbox id=2 checked=False>Dark theme</checkbox>",
                                 "<button id=3>Font size</button>", clock="10:43")),
        ]),
    Row("android", "h-droid-html-clean-clock-and-checkbox",
        note="HTML-like screen: 'Dark theme' ticked stays ticked after Home and back; the clock moves on",
        state=html_screen("<p id=1>Display</p>", "<checkbox id=2 checked=False>Dark theme</checkbox>"),
        turns=[
            (tap(2), html_screen("<p id=1>Display</p>", "<checkbox id=2 checked=True>Dark theme</checkbox>")),
            (json.dumps({"action_type": "navigate_home"}),
             html_screen("<button id=1>Settings</button>", "<button id=2>Clock</button>", clock="10:44")),
            (tap(1), html_screen("<p id=1>Display</p>", "<checkbox id=2 checked=True>Dark theme</checkbox>",
                                 clock="10:45")),
        ]),
]

PROBES += DROIDBOT


def vh(*lines: str, clock: str = "12:01") -> str:
    """An indented Android view hierarchy with package-qualified classes and bounds."""
    return "\n".join(["Package: com.android.settings", "android.widget.FrameLayout [0,0][1080,2400]",
                      f'  android.widget.TextView text="{clock}" resource-id="com.android.systemui:id/clock" '
                      "[40,10][150,60]", *(f"  {ln}" for ln in lines)])


def dark(on: bool) -> str:
    return f'android.widget.Switch text="Dark theme" checked="{"true" if on else "false"}" [900,400][1040,480]'


QUALIFIED: list[Row] = [
    Row("android", "h-droid-qualified-switch-reverts", kind="revert",
        note="qualified-class hierarchy: Dark theme tapped on (by its bounds), back, Display again: off",
        state=vh('android.widget.TextView text="Display" [40,200][600,280]', dark(False)),
        turns=[
            (json.dumps({"action_type": "click", "x": 970, "y": 440}),
             vh('android.widget.TextView text="Display" [40,200][600,280]', dark(True))),
            (BACK, vh('android.widget.TextView text="Settings" [40,200][600,280]',
                      'android.widget.TextView text="Display" [40,400][600,480]')),
            (json.dumps({"action_type": "click", "x": 300, "y": 440}),
             vh('android.widget.TextView text="Display" [40,200][600,280]', dark(False))),
        ]),
    Row("android", "h-droid-qualified-clean-switch-kept",
        note="qualified-class hierarchy: the switch stays on, the clock moves on",
        state=vh('android.widget.TextView text="Display" [40,200][600,280]', dark(False)),
        turns=[
            (json.dumps({"action_type": "click", "x": 970, "y": 440}),
             vh('android.widget.TextView text="Display" [40,200][600,280]', dark(True))),
            (BACK, vh('android.widget.TextView text="Settings" [40,200][600,280]',
                      'android.widget.TextView text="Display" [40,400][600,480]', clock="12:02")),
            (json.dumps({"action_type": "click", "x": 300, "y": 440}),
             vh('android.widget.TextView text="Display" [40,200][600,280]', dark(True), clock="12:02")),
        ]),
]

PROBES += QUALIFIED


IDENT: list[Row] = [
    Row("web", "h-web-ax-order-ref-changes", kind="identity",
        note="a shop confirms 'Order A7-20931 placed'; the order history lists the same order as A7-20913",
        state=ax("Checkout", "https://shop.example.eu/checkout", "[b4] heading 'Review your order'",
                 "[b8] StaticText 'Total: €42.80'", "[b9] button 'Place order'"),
        turns=[
            ("click('b9')", ax("Thank you", "https://shop.example.eu/checkout/done", "[c2] heading 'Thank you!'",
                               "[c3] StaticText 'Order A7-20931 placed on 3 June. Total: €42.80'",
                               "[c5] link 'Order history'")),
            ("click('c5')", ax("Order history", "https://shop.example.eu/account/orders",
                               "[d2] heading 'Order history'",
                               "[d4] row 'Order A7-20913  3 June  €42.80  Processing'",
                               "[d5] row 'Order A7-19877  12 May  €18.00  Delivered'")),
        ]),
    Row("web", "h-web-ax-clean-order-ref-kept",
        note="the order history lists the placed order under its number, with an older one (trap)",
        state=ax("Checkout", "https://shop.example.eu/checkout", "[b4] heading 'Review your order'",
                 "[b9] button 'Place order'"),
        turns=[
            ("click('b9')", ax("Thank you", "https://shop.example.eu/checkout/done", "[c2] heading 'Thank you!'",
                               "[c3] StaticText 'Order A7-20931 placed on 3 June. Total: €42.80'",
                               "[c5] link 'Order history'")),
            ("click('c5')", ax("Order history", "https://shop.example.eu/account/orders",
                               "[d2] heading 'Order history'",
                               "[d4] row 'Order A7-20931  3 June  €42.80  Processing'",
                               "[d5] row 'Order A7-19877  12 May  €18.00  Delivered'")),
        ]),
    Row("android", "h-droid-uiel-booking-ref-changes", kind="identity",
        note="UIElement screen: 'Booking confirmed. Reference QX7P2L'; My trips lists the same trip as QX7P2K",
        state=uiel("com.travel.app", ("Lisbon, 14-16 June", "TextView"), ("Confirm booking", "Button")),
        turns=[
            (tap(2), uiel("com.travel.app", ("Booking confirmed", "TextView"), ("Reference QX7P2L", "TextView"),
                          ("My trips", "Button"))),
            (tap(3), uiel("com.travel.app", ("My trips", "TextView"), ("Lisbon, 14-16 June", "TextView"),
                          ("Reference QX7P2K", "TextView"))),
        ]),
]

PROBES += IDENT

IDENT_CLEAN: list[Row] = [
    Row("web", "h-web-ax-clean-two-orders-placed",
        note="two orders placed one after the other (A7-20931, A7-20932); the history lists both (trap: near ids)",
        state=ax("Checkout", "https://shop.example.eu/checkout", "[b9] button 'Place order'"),
        turns=[
            ("click('b9')", ax("Thank you", "https://shop.example.eu/checkout/done",
                               "[c3] StaticText 'Order A7-20931 placed'", "[c5] link 'Continue shopping'")),
            ("click('c5')", ax("Shop", "https://shop.example.eu/", "[e1] link 'Tea sampler'")),
            ("click('e1')", ax("Checkout", "https://shop.example.eu/checkout", "[b9] button 'Place order'")),
            ("click('b9')", ax("Thank you", "https://shop.example.eu/checkout/done",
                               "[c3] StaticText 'Order A7-20932 placed'", "[c5] link 'Order history'")),
            ("click('c5')", ax("Order history", "https://shop.example.eu/account/orders",
                               "[d4] row 'Order A7-20932  3 June  €9.50  Processing'",
                               "[d5] row 'Order A7-20931  3 June  €42.80  Processing'",
                               "[d6] row 'Order A7-20930  2 June  €18.00  Delivered'")),
        ]),
]

PROBES += IDENT_CLEAN


# ------------------------------------------------------------------------ clean traps in the new notations
def todos(*items: tuple[str, bool], left: int, filt: str = "All") -> str:
    lines = ["- main [ref=e1]:", '  - heading "todos" [level=1] [ref=e2]',
             '  - textbox "What needs to be done?" [ref=e3]',
             "  - list [ref=e4]:"]
    for i, (t, done) in enumerate(items):
        lines += [f"    - listitem [ref=e{10 + 2 * i}]:",
                  f'      - checkbox "Toggle {t}"{" [checked]" if done else ""} [ref=e{11 + 2 * i}]',
                  f"      - text: {t}"]
    lines += [f"  - text: {left} item{'s' if left != 1 else ''} left",
              *(f'  - link "{f}"{" [active]" if f == filt else ""} [ref=e{90 + k}]'
                for k, f in enumerate(("All", "Active", "Completed")))]
    return snap("https://todo.example.com/#/" + ("" if filt == "All" else filt.lower()), "Todos", *lines)


TRAPS: list[Row] = [
    Row("web", "h-web-playwright-clean-todos",
        note="Playwright snapshot: an item added, one completed (counter drops), the Active filter hides it, All "
             "shows it again",
        state=todos(("Buy milk", False), ("Call mom", False), left=2),
        turns=[
            (mcp_call("browser_type", element="new todo", ref="e3", text="Water plants", submit=True),
             todos(("Buy milk", False), ("Call mom", False), ("Water plants", False), left=3)),
            (mcp_call("browser_click", element="Toggle Call mom", ref="e13"),
             todos(("Buy milk", False), ("Call mom", True), ("Water plants", False), left=2)),
            (mcp_call("browser_click", element="Active filter", ref="e91"),
             todos(("Buy milk", False), ("Water plants", False), left=2, filt="Active")),
            (mcp_call("browser_click", element="All filter", ref="e90"),
             todos(("Buy milk", False), ("Call mom", True), ("Water plants", False), left=2)),
        ]),
    Row("os", "h-os-xml-clean-rename-and-hidden",
        note="tag tree: a file renamed with F2 (new name listed, old gone); hidden files shown add entries",
        state=files("Documents", *DOCS),
        turns=[
            (py("pyautogui.click(350, 194)"), files("Documents", *DOCS)),
            (py("pyautogui.press('f2')\npyautogui.write('notes-2024.txt')\npyautogui.press('enter')"),
             files("Documents", "budget.ods", "minutes-march.odt", "notes-2024.txt", "travel.pdf")),
            (py("pyautogui.hotkey('ctrl', 'h')"),
             files("Documents", ".directory", ".~lock.budget.ods#", "budget.ods", "minutes-march.odt",
                   "notes-2024.txt", "travel.pdf")),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures", clock="Wed 10:03")),
            (py("pyautogui.doubleClick(350, 134)"),
             files("Documents", ".directory", ".~lock.budget.ods#", "budget.ods", "minutes-march.odt",
                   "notes-2024.txt", "travel.pdf", clock="Wed 10:03")),
        ]),
    Row("android", "h-droid-table-clean-alarm-undo",
        note="markdown table: an alarm switched off, then deleted and restored with Undo, listed again",
        state=table("com.google.android.deskclock/.DeskClock", (0, "TextView", "Alarm", ""),
                    (1, "TextView", "6:30 AM", ""), (2, "Switch", "6:30 AM", "true"), (3, "TextView", "8:00 AM", ""),
                    (4, "Switch", "8:00 AM", "false")),
        turns=[
            (tap(2), table("com.google.android.deskclock/.DeskClock", (0, "TextView", "Alarm", ""),
                           (1, "TextView", "6:30 AM", ""), (2, "Switch", "6:30 AM", "false"),
                           (3, "TextView", "8:00 AM", ""), (4, "Switch", "8:00 AM", "false"))),
            (json.dumps({"action_type": "long_press", "index": 3}),
             table("com.google.android.deskclock/.DeskClock", (0, "TextView", "Alarm", ""),
                   (1, "TextView", "6:30 AM", ""), (2, "Switch", "6:30 AM", "false"),
                   (3, "TextView", "8:00 AM", ""), (4, "Switch", "8:00 AM", "false"), (5, "Button", "Delete", ""))),
            (tap(5), table("com.google.android.deskclock/.DeskClock", (0, "TextView", "Alarm", ""),
                           (1, "TextView", "6:30 AM", ""), (2, "Switch", "6:30 AM", "false"),
                           (3, "TextView", "Alarm deleted", ""), (4, "Button", "Undo", ""))),
            (tap(4), table("com.google.android.deskclock/.DeskClock", (0, "TextView", "Alarm", ""),
                           (1, "TextView", "6:30 AM", ""), (2, "Switch", "6:30 AM", "false"),
                           (3, "TextView", "8:00 AM", ""), (4, "Switch", "8:00 AM", "false"))),
        ]),
]

PROBES += TRAPS


# ------------------------------------------------------------------------------ created, renamed (more apps)
ISSUE = "https://tracker.example.org/acme/api/issues/212"
MORE_LISTS: list[Row] = [
    Row("web", "h-web-ax-comment-missing", kind="created-missing",
        note="BrowserGym tree: a comment posted and listed under the issue; after another issue and back it is gone",
        state=ax("Timeouts on /export · Issue #212", ISSUE, "[300] heading 'Timeouts on /export'",
                 "[310] article 'dana: Seen it twice today.'", "[311] article 'lee: Probably the DB pool.'",
                 "[320] textbox 'Add a comment', value=''", "[321] button 'Comment'", "[330] link 'Issue #211'"),
        turns=[
            ("fill('320', 'Raising the pool to 20 fixed it on staging.')",
             ax("Timeouts on /export · Issue #212", ISSUE, "[300] heading 'Timeouts on /export'",
                "[310] article 'dana: Seen it twice today.'", "[311] article 'lee: Probably the DB pool.'",
                "[320] textbox 'Add a comment', value='Raising the pool to 20 fixed it on staging.', focused",
                "[321] button 'Comment'", "[330] link 'Issue #211'")),
            ("click('321')",
             ax("Timeouts on /export · Issue #212", ISSUE, "[300] heading 'Timeouts on /export'",
                "[310] article 'dana: Seen it twice today.'", "[311] article 'lee: Probably the DB pool.'",
                "[312] article 'me: Raising the pool to 20 fixed it on staging.'",
                "[320] textbox 'Add a comment', value=''", "[321] button 'Comment'", "[330] link 'Issue #211'")),
            ("click('330')", ax("Login page flickers · Issue #211", "https://tracker.example.org/acme/api/issues/211",
                                "[400] heading 'Login page flickers'", "[430] link 'Issue #212'")),
            ("click('430')",
             ax("Timeouts on /export · Issue #212", ISSUE, "[300] heading 'Timeouts on /export'",
                "[310] article 'dana: Seen it twice today.'", "[311] article 'lee: Probably the DB pool.'",
                "[320] textbox 'Add a comment', value=''", "[321] button 'Comment'", "[330] link 'Issue #211'")),
        ]),
    Row("android", "h-droid-uiel-playlist-old-name", kind="rename",
        note="UIElement screen: playlist 'Road trip' renamed 'Summer roads' (listed), opened and back: 'Road trip'",
        state=uiel("org.tunes.player", ("Playlists", "TextView"), ("Road trip", "TextView"), ("Focus", "TextView")),
        turns=[
            (json.dumps({"action_type": "long_press", "index": 2}),
             uiel("org.tunes.player", ("Rename playlist", "TextView"), ("Road trip", "EditText"), ("OK", "Button"))),
            (json.dumps({"action_type": "input_text", "text": "Summer roads", "index": 2}),
             uiel("org.tunes.player", ("Rename playlist", "TextView"), ("Summer roads", "EditText"), ("OK", "Button"))),
            (tap(3), uiel("org.tunes.player", ("Playlists", "TextView"), ("Summer roads", "TextView"),
                          ("Focus", "TextView"))),
            (tap(3), uiel("org.tunes.player", ("Focus", "TextView"), ("12 songs", "TextView"))),
            (BACK, uiel("org.tunes.player", ("Playlists", "TextView"), ("Road trip", "TextView"),
                        ("Focus", "TextView"))),
        ]),
    Row("os", "h-os-xml-folder-created-missing", kind="created-missing",
        note="tag tree: a folder 'Invoices 2024' created (listed), another folder and back: missing",
        state=files("Documents", *DOCS),
        turns=[
            (py("pyautogui.hotkey('ctrl', 'shift', 'n')"),
             files("Documents", *DOCS).replace("</frame>", '<text name="Folder name"></text>\n'
                                                            '<push-button name="Create" cp:screencoord="(900, 400)" '
                                                            'cp:size="(80, 30)"/>\n    </frame>')),
            (py("pyautogui.write('Invoices 2024')"),
             files("Documents", *DOCS).replace("</frame>", '<text name="Folder name">Invoices 2024</text>\n'
                                                            '<push-button name="Create" cp:screencoord="(900, 400)" '
                                                            'cp:size="(80, 30)"/>\n    </frame>')),
            (py("pyautogui.click(930, 415)"), files("Documents", "Invoices 2024", *DOCS)),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures")),
            (py("pyautogui.doubleClick(350, 134)"), files("Documents", *DOCS)),
        ]),
]

PROBES += MORE_LISTS

MORE_LISTS_CLEAN: list[Row] = [
    Row("os", "h-os-xml-clean-folder-created-then-trashed",
        note="tag tree: a folder created, then moved to the trash by the user; another folder and back: gone (legit)",
        state=files("Documents", *DOCS),
        turns=[
            (py("pyautogui.hotkey('ctrl', 'shift', 'n')"),
             files("Documents", *DOCS).replace("</frame>", '<text name="Folder name"></text>\n'
                                                            '<push-button name="Create" cp:screencoord="(900, 400)" '
                                                            'cp:size="(80, 30)"/>\n    </frame>')),
            (py("pyautogui.write('Invoices 2024')"),
             files("Documents", *DOCS).replace("</frame>", '<text name="Folder name">Invoices 2024</text>\n'
                                                            '<push-button name="Create" cp:screencoord="(900, 400)" '
                                                            'cp:size="(80, 30)"/>\n    </frame>')),
            (py("pyautogui.click(930, 415)"), files("Documents", "Invoices 2024", *DOCS)),
            (py("pyautogui.click(350, 134)\npyautogui.press('delete')"),
             files("Documents", *DOCS, note="\u201cInvoices 2024\u201d moved to trash")),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures")),
            (py("pyautogui.doubleClick(350, 134)"), files("Documents", *DOCS)),
        ]),
]

PROBES += MORE_LISTS_CLEAN

DOC = "https://docs.example.org/guide/install"
PAGES: list[Row] = [
    Row("web", "h-web-playwright-title-changes", kind="page",
        note="Playwright snapshot: the same guide page read twice, its title changed with nothing edited",
        state=snap(DOC, "Installing Fluxo 3.2 | Fluxo docs", '- heading "Installing Fluxo 3.2" [level=1] [ref=e2]',
                   '- link "Configuration" [ref=e5]', '- paragraph [ref=e3]: Requires Python 3.10 or newer.'),
        turns=[
            (mcp_call("browser_click", element="Configuration", ref="e5"),
             snap("https://docs.example.org/guide/config", "Configuring Fluxo | Fluxo docs",
                  '- heading "Configuring Fluxo" [level=1] [ref=e2]', '- link "Installation" [ref=e6]')),
            (mcp_call("browser_navigate_back"),
             snap(DOC, "Migrating to Fluxo 4 | Fluxo docs", '- heading "Migrating to Fluxo 4" [level=1] [ref=e2]',
                  '- link "Configuration" [ref=e5]', '- paragraph [ref=e3]: Requires Python 3.12 or newer.')),
        ]),
    Row("web", "h-web-playwright-clean-same-title",
        note="Playwright snapshot: the same page read twice keeps its title; a counter in it moves (live)",
        state=snap(DOC, "Installing Fluxo 3.2 | Fluxo docs", '- heading "Installing Fluxo 3.2" [level=1] [ref=e2]',
                   '- link "Configuration" [ref=e5]', '- text: 1,204 views'),
        turns=[
            (mcp_call("browser_click", element="Configuration", ref="e5"),
             snap("https://docs.example.org/guide/config", "Configuring Fluxo | Fluxo docs",
                  '- heading "Configuring Fluxo" [level=1] [ref=e2]', '- link "Installation" [ref=e6]')),
            (mcp_call("browser_navigate_back"),
             snap(DOC, "Installing Fluxo 3.2 | Fluxo docs", '- heading "Installing Fluxo 3.2" [level=1] [ref=e2]',
                  '- link "Configuration" [ref=e5]', '- text: 1,207 views')),
        ]),
]

PROBES += PAGES


def jl(*objs: dict[str, object]) -> str:
    """AndroidWorld-style JSON lines without resource ids."""
    return "\n".join(["UI elements:", *(json.dumps({"index": i, **o}) for i, o in enumerate(objs))])


def top(t: str) -> dict[str, object]:
    return {"class": "android.widget.TextView", "text": t, "bounds": "[32,12][160,70]"}


INBOX_ROW = {"class": "android.widget.TextView", "text": "Inbox", "bounds": "[0,200][1080,300]"}
CLOCKS: list[Row] = [
    Row("android", "h-droid-json-clock-no-id-back", kind="clock",
        note="JSON lines, status bar clock without an id (a time in the top 100 px): 8:15 -> 8:16 -> 8:02",
        state=jl(top("8:14"), {"class": "android.widget.TextView", "text": "Inbox", "bounds": "[0,200][1080,300]"}),
        turns=[
            (WAIT, jl(top("8:15"), INBOX_ROW)),
            (WAIT, jl(top("8:16"), INBOX_ROW)),
            (WAIT, jl(top("8:02"), INBOX_ROW)),
        ]),
    Row("android", "h-droid-json-clean-alarm-times",
        note="JSON lines: alarm times listed below the status bar (not clocks); the status clock moves on",
        state=jl(top("8:14"), {"class": "android.widget.TextView", "text": "9:30", "bounds": "[40,300][500,420]"},
                 {"class": "android.widget.TextView", "text": "7:00", "bounds": "[40,460][500,580]"}),
        turns=[
            (json.dumps({"action_type": "scroll", "direction": "down"}),
             jl(top("8:15"), {"class": "android.widget.TextView", "text": "7:00", "bounds": "[40,300][500,420]"},
                {"class": "android.widget.TextView", "text": "6:15", "bounds": "[40,460][500,580]"})),
        ]),
]

PROBES += CLOCKS


PROSE: list[Row] = [
    Row("web", "h-web-clean-prose", note="observations in prose and markdown: not read, so no warnings",
        turns=[
            ("click('12')", "The page now shows the cart with **2 items** (Cart (2)).\n\n"
                            "- Dune - $9.99\n- Emma - $4.50"),
            ("click('13')", "You are on the checkout page. Order 48213 will be placed.\n\n"
                            "| Item | Price |\n|---|---|\n"
                            "| Dune | 9.99 |"),
            ("go_back()", "The cart page again. It now says Cart (3). Order 48231 is pending.\n<b>Note</b>: <i>x</i>"),
        ]),
    Row("android", "h-droid-clean-prose", note="android observations in prose: not read, so no warnings",
        turns=[
            (tap(3), "The Settings app is open. Wi-Fi is ON. The clock shows 10:42."),
            (BACK, "Home screen. The clock shows 10:05. Wi-Fi is OFF."),
        ]),
]

PROBES += PROSE


def notes_xml(*titles: str, extra: tuple[str, ...] = ()) -> str:
    lines = ['<hierarchy rotation="0">',
             xnode("TextView", "14:20", rid="com.android.systemui:id/clock", pkg="com.android.systemui",
                   bounds="[40,10][160,60]"),
             xnode("TextView", "Notes", rid="org.notes:id/toolbar_title", pkg="org.notes", bounds="[40,80][600,160]")]
    lines += [xnode("TextView", t, rid="org.notes:id/note_title", pkg="org.notes",
                    bounds=f"[0,{200 + 130 * i}][1080,{320 + 130 * i}]") for i, t in enumerate(titles)]
    return "\n".join([*lines, *extra, "</hierarchy>"])


RENAMES: list[Row] = [
    Row("os", "h-os-xml-renamed-old-name", kind="rename",
        note="tag tree: travel.pdf renamed to visa-2024.pdf with F2 (listed), another folder and back: travel.pdf",
        state=files("Documents", *DOCS),
        turns=[
            (py("pyautogui.click(350, 224)"), files("Documents", *DOCS)),
            (py("pyautogui.press('f2')\npyautogui.write('visa-2024.pdf')\npyautogui.press('enter')"),
             files("Documents", "budget.ods", "minutes-march.odt", "notes.txt", "visa-2024.pdf")),
            (py("pyautogui.hotkey('alt', 'up')"), files("Home", "Documents", "Music", "Pictures")),
            (py("pyautogui.doubleClick(350, 134)"), files("Documents", *DOCS)),
        ]),
    Row("android", "h-droid-xml-note-deleted-back", kind="deleted-listed",
        note="uiautomator dump: note 'Gift ideas' deleted (toast 'Note deleted'), search screen and back: listed again",
        state=notes_xml("Gift ideas", "Packing list", "Recipes"),
        turns=[
            (json.dumps({"action_type": "long_press", "x": 540, "y": 260}),
             notes_xml("Gift ideas", "Packing list", "Recipes",
                       extra=(xnode("ImageButton", desc="Delete", rid="org.notes:id/delete", pkg="org.notes",
                                    bounds="[900,80][1040,160]"),))),
            (json.dumps({"action_type": "click", "x": 970, "y": 120}),
             notes_xml("Packing list", "Recipes",
                       extra=(xnode("TextView", "Note deleted", rid="org.notes:id/snackbar_text", pkg="org.notes",
                                    bounds="[40,2100][800,2200]"),))),
            (json.dumps({"action_type": "open_app", "app_name": "Calendar"}),
             "\n".join(['<hierarchy rotation="0">', xnode("TextView", "June", pkg="com.calendar"), "</hierarchy>"])),
            (json.dumps({"action_type": "open_app", "app_name": "Notes"}),
             notes_xml("Gift ideas", "Packing list", "Recipes")),
        ]),
]

PROBES += RENAMES


# ------------------------------------------------------------------- more clean traps in the usual notations
ADDR = "https://shop.example.com/account/address"
QS = "com.android.settings/.network.NetworkProviderSettings"
TRAPS2: list[Row] = [
    Row("web", "h-web-ax-clean-dependent-dropdown",
        note="choosing a country resets the state drop-down; the list re-sorted by price shows another order",
        state=ax("Address", ADDR, "[20] combobox 'Country', value='United States', hasPopup='menu'",
                 "[21] combobox 'State', value='Oregon', hasPopup='menu'", "[22] button 'Save address'"),
        turns=[
            ("select_option('20', 'Canada')",
             ax("Address", ADDR, "[20] combobox 'Country', value='Canada', hasPopup='menu'",
                "[21] combobox 'Province', value='', hasPopup='menu'", "[22] button 'Save address'")),
            ("select_option('21', 'Quebec')",
             ax("Address", ADDR, "[20] combobox 'Country', value='Canada', hasPopup='menu'",
                "[21] combobox 'Province', value='Quebec', hasPopup='menu'", "[22] button 'Save address'")),
            ("click('22')",
             ax("Address", ADDR, "[19] status 'Address saved'",
                "[20] combobox 'Country', value='Canada', hasPopup='menu'",
                "[21] combobox 'Province', value='Quebec', hasPopup='menu'", "[22] button 'Save address'")),
        ]),
    Row("android", "h-droid-uiel-clean-airplane-side-effect",
        note="airplane mode turns Wi-Fi off in the same step (a governing switch), turning it off brings Wi-Fi back",
        state=uiel("com.android.settings", ("Network & internet", "TextView"), ("Airplane mode", "Switch", False),
                   ("Wi-Fi", "Switch", True)),
        turns=[
            (tap(2), uiel("com.android.settings", ("Network & internet", "TextView"), ("Airplane mode", "Switch", True),
                          ("Wi-Fi", "Switch", False))),
            (tap(2), uiel("com.android.settings", ("Network & internet", "TextView"),
                          ("Airplane mode", "Switch", False), ("Wi-Fi", "Switch", True))),
        ]),
    Row("os", "h-os-pipes-clean-formula-recomputes",
        note="pipe table: C3 typed 7.5, the formula cell D3 next to it recomputes from 150 to 187.5 (legit)",
        state=pipes(*hours("6", "150")),
        turns=[
            (py("pyautogui.click(250, 311)"), pipes(*hours("6", "150"))),
            (py("pyautogui.write('7.5')\npyautogui.press('enter')"), pipes(*hours("7.5", "187.5"))),
            (py("pyautogui.click(150, 311)"), pipes(*hours("7.5", "187.5"), clock="Thu 15:21")),
        ]),
    Row("android", "h-droid-bullets-clean-contact-readded",
        note="bulleted screen: a contact deleted, then added again by the user under the same name (listed again)",
        state=bullets("com.android.contacts/.PeopleActivity", '[1] TextView "Contacts"', '[2] TextView "Aaron Blake"',
                      '[3] TextView "Priya Shah"', '[4] ImageButton "Create contact"'),
        turns=[
            (json.dumps({"action_type": "long_press", "index": 3}),
             bullets("com.android.contacts/.PeopleActivity", '[1] TextView "1 selected"', '[2] TextView "Aaron Blake"',
                     '[3] TextView "Priya Shah" is_selected=True', '[5] ImageButton "Delete"')),
            (tap(5), bullets("com.android.contacts/.PeopleActivity", '[1] TextView "Contacts"',
                             '[2] TextView "Aaron Blake"', '[3] TextView "Contact deleted"',
                             '[4] ImageButton "Create contact"')),
            (tap(4), bullets("com.android.contacts/.EditContactActivity", '[1] EditText "First name"',
                             '[2] EditText "Last name"', '[3] Button "Save"')),
            (json.dumps({"action_type": "input_text", "text": "Priya", "index": 1}),
             bullets("com.android.contacts/.EditContactActivity", '[1] EditText "Priya"', '[2] EditText "Last name"',
                     '[3] Button "Save"')),
            (json.dumps({"action_type": "input_text", "text": "Shah", "index": 2}),
             bullets("com.android.contacts/.EditContactActivity", '[1] EditText "Priya"', '[2] EditText "Shah"',
                     '[3] Button "Save"')),
            (tap(3), bullets("com.android.contacts/.QuickContactActivity", '[1] TextView "Priya Shah"',
                             '[2] TextView "Contact saved"')),
            (BACK, bullets("com.android.contacts/.PeopleActivity", '[1] TextView "Contacts"',
                           '[2] TextView "Aaron Blake"', '[3] TextView "Priya Shah"',
                           '[4] ImageButton "Create contact"')),
        ]),
]

PROBES += TRAPS2


def atspi(frame: str, *lines: str, clock: str = "Tue 14:05") -> str:
    """A pyatspi-style dump: the role in brackets, states in parentheses, a point after @."""
    return "\n".join([f"[frame] {frame}", f"  [label] {clock} @ (880, 8)", *(f"  {ln}" for ln in lines)])


def privacy(on: bool, clock: str = "Tue 14:05") -> str:
    return atspi("Privacy", f'[toggle button] "Location Services" ({"checked, " if on else ""}focusable) @ (700, 300)',
                 '[push button] "Close" @ (1200, 70)', clock=clock)


FILES_1406 = atspi("Files", '[list item] "Documents" @ (80, 120)', clock="Tue 14:06")
REOPEN = "import subprocess\nsubprocess.Popen(['gnome-control-center', 'privacy'])"
ATSPI: list[Row] = [
    Row("os", "h-os-atspi-toggle-reverts", kind="revert",
        note="pyatspi dump: Location Services switched on, Settings closed and reopened: off",
        state=privacy(False),
        turns=[
            (py("pyautogui.click(700, 300)"), privacy(True)),
            (py("pyautogui.hotkey('ctrl', 'q')"), FILES_1406),
            (py(REOPEN), privacy(False, "Tue 14:06")),
        ]),
    Row("os", "h-os-atspi-clock-back", kind="clock", note="pyatspi dump: the top bar clock goes 14:07 -> 13:41",
        state=privacy(False, "Tue 14:06"),
        turns=[(py("time.sleep(30)"), privacy(False, "Tue 14:07")),
               (py("time.sleep(30)"), privacy(False, "Tue 13:41"))]),
    Row("os", "h-os-atspi-clean-toggle-kept", note="pyatspi dump: switched on, closed, reopened: still on",
        state=privacy(False),
        turns=[
            (py("pyautogui.click(700, 300)"), privacy(True)),
            (py("pyautogui.hotkey('ctrl', 'q')"), FILES_1406),
            (py(REOPEN), privacy(True, "Tue 14:06")),
        ]),
]

PROBES += ATSPI
