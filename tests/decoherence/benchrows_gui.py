"""Web, Android and desktop (os) rows of the second labeled set (see benchrows.py)."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, Row, py


# ------------------------------------------------------------------------------------------ web
def bg(title: str, url: str, *nodes: str) -> str:
    """A BrowserGym-style accessibility tree."""
    return "\n".join([f"RootWebArea '{title}', focused, url='{url}'", *(f"\t{n}" for n in nodes)])


def plain(url: str, title: str, *nodes: str) -> str:
    """The URL/Title header with element lines."""
    return "\n".join([f"URL: {url}", f"Title: {title}", f'[1] RootWebArea "{title}"', *(f"  {n}" for n in nodes)])


SETTINGS = "https://app.example.com/settings"
HOME = "https://app.example.com/home"

WEB: list[Row] = [
    Row("web", "b-clean-settings-toggle", note="a checkbox ticked, saved, and still ticked after navigating",
        state=bg("Settings", SETTINGS, "[31] heading 'Settings'", "[45] checkbox 'Email me weekly digests', checked='false'",
                 "[52] textbox 'Display name', value='Mira'", "[60] button 'Save'", "[70] link 'Home'"),
        turns=[
            ("click('45')", bg("Settings", SETTINGS, "[31] heading 'Settings'",
                               "[45] checkbox 'Email me weekly digests', checked='true', focused",
                               "[52] textbox 'Display name', value='Mira'", "[60] button 'Save'", "[70] link 'Home'")),
            ("click('60')", bg("Settings", SETTINGS, "[31] heading 'Settings'", "[33] status 'Saved'",
                               "[45] checkbox 'Email me weekly digests', checked='true'",
                               "[52] textbox 'Display name', value='Mira'", "[60] button 'Save'", "[70] link 'Home'")),
            ("click('70')", bg("Home", HOME, "[12] heading 'Welcome back, Mira'", "[19] link 'Settings'")),
            ("click('19')", bg("Settings", SETTINGS, "[31] heading 'Settings'",
                               "[45] checkbox 'Email me weekly digests', checked='true'",
                               "[52] textbox 'Display name', value='Mira'", "[60] button 'Save'", "[70] link 'Home'")),
        ]),
    Row("web", "b-clean-fill", style=1, state=plain("https://shop.example.com/", "Example Shop",
                                                   '[3] searchbox "Search products" value=""', '[4] button "Search"'),
        turns=[
            ("fill('3', 'trail shoes')", plain("https://shop.example.com/", "Example Shop",
                                               '[3] searchbox "Search products" value="trail shoes" focused',
                                               '[4] button "Search"')),
            ("click('4')", plain("https://shop.example.com/search?q=trail+shoes", "Search: trail shoes",
                                 '[3] searchbox "Search products" value="trail shoes"', '[4] button "Search"',
                                 '[21] link "Trail running shoes - $89.00"', '[22] link "Trail socks - $12.00"')),
            ("click('21')", plain("https://shop.example.com/p/trail-running-shoes", "Trail running shoes",
                                  '[3] searchbox "Search products" value=""', '[30] button "Add to cart"',
                                  '[31] link "Cart (0)"')),
            ("click('30')", plain("https://shop.example.com/p/trail-running-shoes", "Trail running shoes",
                                  '[3] searchbox "Search products" value=""', '[30] button "Add to cart"',
                                  '[31] link "Cart (1)"', '[32] status "Added to cart"')),
        ]),
    Row("web", "b-clean-back", note="back returns to the results page", turns=[
        ("goto('https://news.example.org/')", bg("Example News", "https://news.example.org/",
                                                 "[5] link 'Markets rally on rate cut'", "[6] link 'Storm warning'")),
        ("click('5')", bg("Markets rally on rate cut", "https://news.example.org/markets/rally",
                          "[40] heading 'Markets rally on rate cut'", "[41] StaticText 'Stocks rose 2% on Thursday.'")),
        ("go_back()", bg("Example News", "https://news.example.org/", "[5] link 'Markets rally on rate cut'",
                         "[6] link 'Storm warning'")),
    ]),
    Row("web", "b-clean-select", turns=[
        ("goto('https://app.example.com/prefs')", bg("Preferences", "https://app.example.com/prefs",
                                                     "[8] combobox 'Language', value='English'", "[9] button 'Apply'")),
        ("select_option('8', 'Deutsch')", bg("Preferences", "https://app.example.com/prefs",
                                             "[8] combobox 'Language', value='Deutsch', focused", "[9] button 'Apply'")),
        ("click('9')", bg("Einstellungen", "https://app.example.com/prefs",
                          "[8] combobox 'Sprache', value='Deutsch'", "[9] button 'Anwenden'")),
    ]),
    Row("web", "b-checkbox-reverts", gap=GONE["gui"], kind="revert", note="a ticked checkbox shows unticked after an unrelated click",
        state=bg("Settings", SETTINGS, "[31] heading 'Settings'", "[45] checkbox 'Email me weekly digests', checked='false'",
                 "[48] checkbox 'Dark mode', checked='false'", "[60] button 'Save'"),
        turns=[
            ("click('45')", bg("Settings", SETTINGS, "[31] heading 'Settings'",
                               "[45] checkbox 'Email me weekly digests', checked='true', focused",
                               "[48] checkbox 'Dark mode', checked='false'", "[60] button 'Save'")),
            ("click('48')", bg("Settings", SETTINGS, "[31] heading 'Settings'",
                               "[45] checkbox 'Email me weekly digests', checked='false'",
                               "[48] checkbox 'Dark mode', checked='true', focused", "[60] button 'Save'")),
        ]),
    Row("web", "b-field-reverts", gap=GONE["gui"], kind="revert", style=1, note="a filled field shows its old value on the same page",
        state=plain("https://app.example.com/profile", "Profile", '[52] textbox "Display name" value="Mira"',
                    '[53] textbox "City" value=""', '[60] button "Save"'),
        turns=[
            ("fill('52', 'Mira K.')", plain("https://app.example.com/profile", "Profile",
                                           '[52] textbox "Display name" value="Mira K." focused',
                                           '[53] textbox "City" value=""', '[60] button "Save"')),
            ("fill('53', 'Lyon')", plain("https://app.example.com/profile", "Profile",
                                        '[52] textbox "Display name" value="Mira"',
                                        '[53] textbox "City" value="Lyon" focused', '[60] button "Save"')),
        ]),
    Row("web", "b-saved-setting-back", kind="revert", note="a saved setting is off again after navigating back",
        state=bg("Settings", SETTINGS, "[45] checkbox 'Two-factor login', checked='false'", "[60] button 'Save'",
                 "[70] link 'Home'"),
        turns=[
            ("click('45')", bg("Settings", SETTINGS, "[45] checkbox 'Two-factor login', checked='true', focused",
                               "[60] button 'Save'", "[70] link 'Home'")),
            ("click('60')", bg("Settings", SETTINGS, "[33] status 'Saved'", "[45] checkbox 'Two-factor login', checked='true'",
                               "[60] button 'Save'", "[70] link 'Home'")),
            ("click('70')", bg("Home", HOME, "[12] heading 'Welcome back'", "[19] link 'Settings'")),
            ("click('19')", bg("Settings", SETTINGS, "[45] checkbox 'Two-factor login', checked='false'",
                               "[60] button 'Save'", "[70] link 'Home'")),
        ]),
    Row("web", "b-tab-old-name", kind="rename", note="a renamed board shows its old name", turns=[
        ("goto('https://boards.example.com/b/17')", bg("Sprint 14", "https://boards.example.com/b/17",
                                                       "[5] heading 'Sprint 14'", "[6] button 'Rename board'",
                                                       "[7] textbox 'Board name', value='Sprint 14'")),
        ("fill('7', 'Sprint 14 (hotfix)')", bg("Sprint 14", "https://boards.example.com/b/17", "[5] heading 'Sprint 14'",
                                               "[6] button 'Rename board'",
                                               "[7] textbox 'Board name', value='Sprint 14 (hotfix)', focused")),
        ("keyboard_press('Enter')", bg("Sprint 14 (hotfix)", "https://boards.example.com/b/17",
                                       "[5] heading 'Sprint 14 (hotfix)'", "[6] button 'Rename board'",
                                       "[7] textbox 'Board name', value='Sprint 14 (hotfix)'")),
        ("goto('https://boards.example.com/')", bg("Boards", "https://boards.example.com/",
                                                   "[3] link 'Backlog'", "[4] link 'Sprint 14'")),
    ]),
    Row("web", "b-title-changes", gap=GONE["gui"], kind="page", note="the same URL shows another article after going back", turns=[
        ("goto('https://news.example.org/markets/rally')", bg("Markets rally on rate cut", "https://news.example.org/markets/rally",
                                                              "[40] heading 'Markets rally on rate cut'",
                                                              "[44] link 'Related: bond yields'")),
        ("click('44')", bg("Bond yields fall", "https://news.example.org/markets/bonds", "[50] heading 'Bond yields fall'")),
        ("go_back()", bg("Storm warning for the coast", "https://news.example.org/markets/rally",
                         "[40] heading 'Storm warning for the coast'", "[44] link 'Related: evacuation routes'")),
    ]),
]


# -------------------------------------------------------------------------------------- android
def ui(pkg: str, act: str, *nodes: str, clock: str = "09:41") -> str:
    return "\n".join([f"[app] {pkg} / {act}", f'[0] TextView "{clock}" resource-id=android:id/clock', *nodes])


def ui2(pkg: str, *nodes: str, clock: str = "09:41") -> str:
    """Another layout: an activity line and one element per line with key=value attributes."""
    return "\n".join([f"Activity: {pkg}", f"[0] TextView text='{clock}' id='status_bar_clock'", *nodes])


NET = "com.android.settings"
ANDROID: list[Row] = [
    Row("android", "a-clean-wifi", note="a switch turned off stays off after leaving and coming back",
        state=ui(NET, ".Settings", '[3] TextView "Network & internet" clickable', '[4] TextView "Display" clickable'),
        turns=[
            ('{"action": "tap", "element": 3}', ui(NET, ".SubSettings", '[7] TextView "Internet" clickable',
                                                  '[8] Switch "Airplane mode" checked=false clickable',
                                                  '[9] Switch "Wi-Fi" checked=true clickable')),
            ('{"action": "tap", "element": 9}', ui(NET, ".SubSettings", '[7] TextView "Internet" clickable',
                                                  '[8] Switch "Airplane mode" checked=false clickable',
                                                  '[9] Switch "Wi-Fi" checked=false clickable', clock="09:42")),
            ('{"action": "back"}', ui(NET, ".Settings", '[3] TextView "Network & internet" clickable',
                                      '[4] TextView "Display" clickable', clock="09:42")),
            ('{"action": "tap", "element": 3}', ui(NET, ".SubSettings", '[7] TextView "Internet" clickable',
                                                  '[8] Switch "Airplane mode" checked=false clickable',
                                                  '[9] Switch "Wi-Fi" checked=false clickable', clock="09:43")),
        ]),
    Row("android", "a-clean-type", style=1, turns=[
        ('{"action_type": "click", "index": 5}', ui2("com.google.android.apps.messaging/.ConversationActivity",
                                                     "[5] EditText text='' hint='Text message' focused=true",
                                                     "[6] ImageButton desc='Send'")),
        ('{"action_type": "input_text", "text": "On my way"}',
         ui2("com.google.android.apps.messaging/.ConversationActivity",
             "[5] EditText text='On my way' focused=true", "[6] ImageButton desc='Send'")),
        ('{"action_type": "click", "index": 6}',
         ui2("com.google.android.apps.messaging/.ConversationActivity",
             "[4] TextView text='On my way' id='message_text'", "[5] EditText text='' hint='Text message'",
             "[6] ImageButton desc='Send'", clock="09:42")),
    ]),
    Row("android", "a-clean-clock-midnight", note="the status bar clock passes midnight", turns=[
        ('{"action": "wait"}', ui("com.android.launcher3", ".Launcher", '[2] TextView "Clock" clickable', clock="23:58")),
        ('{"action": "wait"}', ui("com.android.launcher3", ".Launcher", '[2] TextView "Clock" clickable', clock="00:01")),
    ]),
    Row("android", "a-clean-dark-theme", turns=[
        ('{"action": "tap", "element": 4}', ui(NET, ".DisplaySettings", '[11] Switch "Dark theme" checked=false clickable',
                                              '[12] TextView "Brightness level" clickable')),
        ('{"action": "tap", "element": 11}', ui(NET, ".DisplaySettings", '[11] Switch "Dark theme" checked=true clickable',
                                               '[12] TextView "Brightness level" clickable')),
        ('{"action": "tap", "element": 11}', ui(NET, ".DisplaySettings", '[11] Switch "Dark theme" checked=false clickable',
                                               '[12] TextView "Brightness level" clickable')),
    ]),
    Row("android", "a-switch-reverts", kind="revert", note="a switch turned off is on again after navigating",
        state=ui(NET, ".SubSettings", '[8] Switch "Airplane mode" checked=false clickable',
                 '[9] Switch "Wi-Fi" checked=true clickable'),
        turns=[
            ('{"action": "tap", "element": 9}', ui(NET, ".SubSettings", '[8] Switch "Airplane mode" checked=false clickable',
                                                  '[9] Switch "Wi-Fi" checked=false clickable')),
            ('{"action": "back"}', ui(NET, ".Settings", '[3] TextView "Network & internet" clickable')),
            ('{"action": "tap", "element": 3}', ui(NET, ".SubSettings", '[8] Switch "Airplane mode" checked=false clickable',
                                                  '[9] Switch "Wi-Fi" checked=true clickable')),
        ]),
    Row("android", "a-clock-back", kind="clock", style=1, note="the status bar clock goes backwards", turns=[
        ('{"action_type": "open_app", "app_name": "Clock"}', ui2("com.google.android.deskclock/.DeskClock",
                                                                 "[3] TextView text='Alarm'", clock="10:42")),
        ('{"action_type": "click", "index": 3}', ui2("com.google.android.deskclock/.DeskClock",
                                                     "[7] TextView text='7:30 AM'", "[8] Switch checked=false",
                                                     clock="10:38")),
    ]),
    Row("android", "a-text-reverts", gap=GONE["gui"], kind="revert", style=1, note="typed text shows the old text after a tap elsewhere",
        turns=[
            ('{"action_type": "click", "index": 5}', ui2("com.android.contacts/.EditContactActivity",
                                                         "[5] EditText text='Ana' hint='First name' focused=true",
                                                         "[6] EditText text='' hint='Last name'")),
            ('{"action_type": "input_text", "text": "Anabel"}', ui2("com.android.contacts/.EditContactActivity",
                                                                   "[5] EditText text='Anabel' focused=true",
                                                                   "[6] EditText text='' hint='Last name'")),
            ('{"action_type": "click", "index": 6}', ui2("com.android.contacts/.EditContactActivity",
                                                         "[5] EditText text='Ana'",
                                                         "[6] EditText text='' hint='Last name' focused=true")),
        ]),
    Row("android", "a-dark-theme-back", kind="revert", note="dark theme switched back without a tap",
        state=ui(NET, ".DisplaySettings", '[11] Switch "Dark theme" checked=false clickable',
                 '[12] TextView "Brightness level" clickable'),
        turns=[
        ('{"action": "tap", "element": 11}', ui(NET, ".DisplaySettings", '[11] Switch "Dark theme" checked=true clickable',
                                               '[12] TextView "Brightness level" clickable')),
        ('{"action": "tap", "element": 12}', ui(NET, ".BrightnessDialog", '[20] SeekBar "Brightness" value=60')),
        ('{"action": "back"}', ui(NET, ".DisplaySettings", '[11] Switch "Dark theme" checked=false clickable',
                                  '[12] TextView "Brightness level" clickable')),
    ]),
]


# ----------------------------------------------------------------------------------- desktop (os)
HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"


def tab(*rows: str, clock: str = "14:05") -> str:
    return "\n".join([HEAD, *rows, f"label\t{clock}\t{clock}\t\t\t(1840, 4)\t(60, 24)"])


def calc(*sheets: str, cell: str = "", clock: str = "14:05") -> str:
    rows = ["frame\tbudget.ods - LibreOffice Calc\t\t\t\t(0, 30)\t(1920, 1050)"]
    rows += [f"page-tab\t{s}\t\t\t\t({100 + 90 * i}, 1000)\t(80, 24)" for i, s in enumerate(sheets)]
    if cell:
        rows.append(cell)
    return tab(*rows, clock=clock)


def desk(*items: str, clock: str = "14:05") -> str:
    """The project's own desktop layout."""
    return "\n".join(["Screen 1920x1080. Windows: [Settings] (focused)", "Settings:", *(f"  {i}" for i in items),
                      f'Taskbar: (20,1060) button "Activities", (1860,1060) clock "{clock}"'])


OS: list[Row] = [
    Row("os", "o-clean-rename-sheet", note="a renamed sheet keeps its new name", state=calc("Sheet1", "Sheet2"), turns=[
        (py('CalcTools.rename_sheet("Sheet1", "Budget")'), calc("Budget", "Sheet2")),
        (py('CalcTools.switch_active_sheet("Sheet2")'), calc("Budget", "Sheet2", clock="14:06")),
        (py('CalcTools.set_cell_value("A1", "Q3")'),
         calc("Budget", "Sheet2", cell="table-cell\tA1\tQ3\t\t\t(60, 150)\t(90, 20)", clock="14:06")),
    ]),
    Row("os", "o-clean-click", turns=[
        (py("import pyautogui\npyautogui.click(130, 1012)"), calc("Budget", "Sheet2")),
        (py("pyautogui.hotkey('ctrl', 's')"), tab("frame\tbudget.ods - LibreOffice Calc\t\t\t\t(0, 30)\t(1920, 1050)",
                                                  "dialog\tKeep current format\t\t\t\t(700, 400)\t(520, 180)",
                                                  "push-button\tUse ODF Format!\t\t\t\t(740, 520)\t(160, 32)",
                                                  clock="14:06")),
        (py("pyautogui.click(820, 536)"), calc("Budget", "Sheet2", clock="14:06")),
    ]),
    Row("os", "o-clean-toggle", style=1, note="a toggle switched twice by clicks",
        state=desk('(300,200) toggle "Automatic suspend" state=off', '(300,240) toggle "Night Light" state=off'),
        turns=[
        (py("pyautogui.click(300, 200)"), desk('(300,200) toggle "Automatic suspend" state=on', '(300,240) toggle "Night Light" state=off')),
        (py("pyautogui.click(300, 240)"), desk('(300,200) toggle "Automatic suspend" state=on', '(300,240) toggle "Night Light" state=on')),
        (py("pyautogui.click(300, 200)"), desk('(300,200) toggle "Automatic suspend" state=off', '(300,240) toggle "Night Light" state=on', clock="14:06")),
    ]),
    Row("os", "o-sheet-old-name", kind="rename", note="a renamed sheet tab shows its old name again",
        state=calc("Sheet1", "Sheet2"), turns=[
            (py('CalcTools.rename_sheet("Sheet2", "Forecast")'), calc("Sheet1", "Forecast")),
            (py('CalcTools.set_cell_value("B2", "420")'),
             calc("Sheet1", "Forecast", cell="table-cell\tB2\t420\t\t\t(150, 170)\t(90, 20)")),
            (py('CalcTools.save()'), calc("Sheet1", "Sheet2", cell="table-cell\tB2\t420\t\t\t(150, 170)\t(90, 20)")),
        ]),
    Row("os", "o-cell-reverts", gap=GONE["gui"], kind="revert", note="a set cell shows its old value after an unrelated action", turns=[
        (py('CalcTools.set_cell_value("B2", "420")'),
         calc("Sheet1", cell="table-cell\tB2\t420\t\t\t(150, 170)\t(90, 20)")),
        (py('CalcTools.set_zoom_level(120)'), calc("Sheet1", cell="table-cell\tB2\t380\t\t\t(150, 170)\t(90, 20)")),
    ]),
    Row("os", "o-clock-back", gap=GONE["gui"], kind="clock", style=1, note="the taskbar clock goes backwards",
        state=desk('(300,200) toggle "Automatic suspend" state=on', '(300,240) toggle "Night Light" state=off', clock="14:04"),
        turns=[
        (py("pyautogui.click(300, 200)"), desk('(300,200) toggle "Automatic suspend" state=off', clock="14:05")),
        (py("pyautogui.click(300, 240)"), desk('(300,200) toggle "Automatic suspend" state=off',
                                               '(300,240) toggle "Night Light" state=on', clock="13:52")),
    ]),
    Row("os", "o-toggle-back", gap=GONE["gui"], kind="revert", style=1, note="a toggle switched off is on again after another click",
        state=desk('(300,200) toggle "Automatic suspend" state=on', '(300,240) toggle "Night Light" state=off'),
        turns=[
            (py("pyautogui.click(300, 200)"), desk('(300,200) toggle "Automatic suspend" state=off',
                                                   '(300,240) toggle "Night Light" state=off')),
            (py("pyautogui.click(300, 240)"), desk('(300,200) toggle "Automatic suspend" state=on',
                                                   '(300,240) toggle "Night Light" state=on')),
        ]),
]

ROWS: list[Row] = [*WEB, *ANDROID, *OS]
