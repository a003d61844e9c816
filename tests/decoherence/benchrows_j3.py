"""GUI rows for the mechanisms of helper J3 (issue 12): JSON-per-line Android screens, clocks with a weekday or
a date, GUI list membership (deleted then back, added then missing, counters after an add), renames in a
slot, cells and switches guarded across harmless keys and clicks elsewhere (see benchrows.py).

Written for other apps and layouts than the rows the mechanisms were diagnosed on, with traps for each.
"""

from __future__ import annotations

import json

from tests.decoherence.benchrows import GONE, Row, py
from tests.decoherence.benchrows_gui import bg


# ------------------------------------------------------------------------------------- android
def jscreen(activity: str, *elements: dict[str, object], clock: str = "10:20") -> str:
    """An AndroidWorld-style screen: a Foreground line, then one JSON object per element."""
    lines = [f"Foreground: {activity}", "UI elements:",
             json.dumps({"index": 0, "class": "android.widget.TextView", "text": clock,
                         "resource_id": "com.android.systemui:id/clock"})]
    lines += [json.dumps({"index": i, **e}) for i, e in enumerate(elements, 1)]
    return "\n".join(lines)


def sw(text: str, on: bool) -> dict[str, object]:
    return {"class": "android.widget.Switch", "text": text, "checked": on, "resource_id": "android:id/switch_widget"}


def tv(text: str, clickable: bool = True) -> dict[str, object]:
    return {"class": "android.widget.TextView", "text": text, "clickable": clickable}


def btn(text: str) -> dict[str, object]:
    return {"class": "android.widget.Button", "text": text, "clickable": True}


def edit(text: str) -> dict[str, object]:
    return {"class": "android.widget.EditText", "text": text, "editable": True, "resource_id": "music:id/name"}


def tap(i: int) -> str:
    return json.dumps({"action_type": "click", "index": i})


BACK = json.dumps({"action_type": "navigate_back"})
LOC = "com.android.settings/.LocationSettings"
MAIN = "com.android.settings/.Settings"
MUSIC = "org.tunes.player/.PlaylistsActivity"

ANDROID: list[Row] = [
    Row("android", "j3-json-switch-reverts", kind="revert",
        note="JSON screen: location switched on reads off again after visiting the main settings list",
        state=jscreen(LOC, tv("Location", False), sw("Use location", False), tv("Recent access")),
        turns=[
            (tap(2), jscreen(LOC, tv("Location", False), sw("Use location", True), tv("Recent access"))),
            (BACK, jscreen(MAIN, tv("Settings", False), tv("Network & internet"), tv("Location"))),
            (tap(3), jscreen(LOC, tv("Location", False), sw("Use location", False), tv("Recent access"))),
        ]),
    Row("android", "j3-clean-json-switch", note="JSON screen: a switch turned off stays off; the clock moves on",
        state=jscreen(LOC, tv("Location", False), sw("Use location", True), tv("Recent access")),
        turns=[
            (tap(2), jscreen(LOC, tv("Location", False), sw("Use location", False), tv("Recent access"),
                             clock="10:21")),
            (BACK, jscreen(MAIN, tv("Settings", False), tv("Network & internet"), tv("Location"), clock="10:21")),
            (tap(3), jscreen(LOC, tv("Location", False), sw("Use location", False), tv("Recent access"),
                             clock="10:23")),
        ]),
    Row("android", "j3-playlist-renamed-back", kind="rename",
        note="a playlist renamed through a dialog (typed, then OK) is listed under its old name later",
        state=jscreen(MUSIC, tv("Playlists", False), tv("Gym"), tv("Summer mix"), tv("Focus")),
        turns=[
            (json.dumps({"action_type": "long_press", "index": 3}),
             jscreen(MUSIC, tv("Rename playlist", False), edit("Summer mix"), btn("Cancel"), btn("OK"))),
            (json.dumps({"action_type": "input_text", "text": "Road trip", "index": 2}),
             jscreen(MUSIC, tv("Rename playlist", False), edit("Road trip"), btn("Cancel"), btn("OK"))),
            (tap(4), jscreen(MUSIC, tv("Playlists", False), tv("Gym"), tv("Road trip"), tv("Focus"))),
            (tap(2), jscreen("org.tunes.player/.PlaylistActivity", tv("Gym", False), tv("12 songs"))),
            (BACK, jscreen(MUSIC, tv("Playlists", False), tv("Gym"), tv("Summer mix"), tv("Focus"))),
        ]),
    Row("android", "j3-clean-playlist-new", note="a new playlist is created with a typed name; the list grows",
        state=jscreen(MUSIC, tv("Playlists", False), tv("Gym"), tv("Focus"), btn("New playlist")),
        turns=[
            (tap(3), jscreen(MUSIC, tv("New playlist", False), edit(""), btn("Cancel"), btn("Create"))),
            (json.dumps({"action_type": "input_text", "text": "Chill", "index": 2}),
             jscreen(MUSIC, tv("New playlist", False), edit("Chill"), btn("Cancel"), btn("Create"))),
            (tap(4), jscreen(MUSIC, tv("Playlists", False), tv("Chill"), tv("Gym"), tv("Focus"), btn("New playlist"))),
            (BACK, jscreen(MAIN, tv("Settings", False), tv("Network & internet"))),
        ]),
    Row("android", "j3-song-removed-back", kind="deleted-listed",
        note="a song the app confirmed removed from a playlist is listed there again after leaving and coming back",
        state=jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Stronger"), tv("Lose yourself")),
        turns=[
            (json.dumps({"action_type": "long_press", "index": 3}),
             jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Stronger"), tv("Lose yourself"),
                     btn("Remove from playlist"))),
            (tap(5), jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Lose yourself"),
                             {"class": "android.widget.Toast", "text": "Removed from Gym"})),
            (BACK, jscreen(MAIN, tv("Settings", False), tv("Apps"))),
            (json.dumps({"action_type": "open_app", "app_name": "Tunes"}),
             jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Stronger"), tv("Lose yourself"))),
        ]),
    Row("android", "j3-clean-song-removed-undo", note="a removed song comes back after Undo (trap)",
        state=jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Stronger"), tv("Lose yourself")),
        turns=[
            (json.dumps({"action_type": "long_press", "index": 3}),
             jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Stronger"), tv("Lose yourself"),
                     btn("Remove from playlist"))),
            (tap(5), jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Lose yourself"),
                             {"class": "android.widget.TextView", "text": "Removed from Gym"}, btn("Undo"))),
            (tap(5), jscreen(MUSIC, tv("Gym", False), tv("Eye of the tiger"), tv("Stronger"), tv("Lose yourself"))),
        ]),
    Row("android", "j3-clock-with-date-back", kind="clock",
        note="a status-bar clock printed with its weekday and date goes backwards",
        state=jscreen(MAIN, tv("Settings", False), tv("Display"), clock="Tue, Mar 4 10:12"),
        turns=[
            (tap(2), jscreen("com.android.settings/.DisplaySettings", tv("Display", False), sw("Dark theme", False),
                             clock="Tue, Mar 4 10:13")),
            (BACK, jscreen(MAIN, tv("Settings", False), tv("Display"), clock="Tue, Mar 4 10:02")),
        ]),
]


# ------------------------------------------------------------------------------------------ web
ADDR = "https://shop.example.net/account/addresses"
TODO = "https://todo.example.io/lists/home"
BOARD = "https://kanban.example.com/boards/7/settings"
BOARDS = "https://kanban.example.com/boards"
PROD = "https://books.example.org/p/dune"
NEWP = "https://crm.example.com/projects/new"


def press(key: str) -> str:
    return f"keyboard_press('{key}')"


WEB: list[Row] = [
    Row("web", "j3-address-back-after-reload", kind="deleted-listed",
        note="an address the site confirmed removed is listed again after a reload",
        state=bg("Addresses", ADDR, "[10] heading 'Your addresses'", "[21] article '12 Elm St, Springfield'",
                 "[22] article '4 Harbour Rd, Portsmouth'", "[23] button 'Remove 4 Harbour Rd'",
                 "[24] article '77 Main St, Dover'"),
        turns=[
            ("click('23')", bg("Addresses", ADDR, "[10] heading 'Your addresses'", "[11] status 'Address removed'",
                               "[31] article '12 Elm St, Springfield'", "[34] article '77 Main St, Dover'")),
            (press("F5"), bg("Addresses", ADDR, "[10] heading 'Your addresses'",
                             "[41] article '12 Elm St, Springfield'", "[42] article '4 Harbour Rd, Portsmouth'",
                             "[44] article '77 Main St, Dover'")),
        ]),
    Row("web", "j3-clean-mail-in-trash", note="a message deleted from the inbox is listed in Trash (trap)",
        state=bg("Inbox - Mail", "https://mail.example.com/#inbox", "[5] heading 'Inbox'",
                 "[20] row 'Invoice March'", "[21] row 'Team lunch'", "[22] row 'Newsletter'"),
        turns=[
            ("click('21')", bg("Team lunch - Mail", "https://mail.example.com/#inbox/2", "[5] heading 'Team lunch'",
                               "[40] button 'Delete'")),
            ("click('40')", bg("Inbox - Mail", "https://mail.example.com/#inbox", "[5] heading 'Inbox'",
                               "[6] status 'Conversation deleted'", "[50] row 'Invoice March'",
                               "[52] row 'Newsletter'")),
            ("goto('https://mail.example.com/#trash')", bg("Trash - Mail", "https://mail.example.com/#trash",
                                                           "[5] heading 'Trash'", "[60] row 'Team lunch'")),
        ]),
    Row("web", "j3-todo-added-missing", gap=GONE["gui"], kind="created-missing",
        note="a to-do the site listed after Add is missing between its neighbours later",
        state=bg("Home - Todo", TODO, "[3] heading 'Home'", "[8] textbox 'New task'", "[9] button 'Add'",
                 "[12] listitem 'Call plumber'", "[13] listitem 'Water plants'"),
        turns=[
            ("fill('8', 'Renew passport')", bg("Home - Todo", TODO, "[3] heading 'Home'",
                                               "[8] textbox 'New task', value='Renew passport', focused",
                                               "[9] button 'Add'", "[12] listitem 'Call plumber'",
                                               "[13] listitem 'Water plants'")),
            ("click('9')", bg("Home - Todo", TODO, "[3] heading 'Home'", "[8] textbox 'New task', value=''",
                              "[9] button 'Add'", "[12] listitem 'Call plumber'", "[14] listitem 'Renew passport'",
                              "[13] listitem 'Water plants'")),
            ("goto('https://todo.example.io/lists/work')", bg("Work - Todo", "https://todo.example.io/lists/work",
                                                              "[3] heading 'Work'", "[12] listitem 'Send report'")),
            ("go_back()", bg("Home - Todo", TODO, "[3] heading 'Home'", "[8] textbox 'New task', value=''",
                             "[9] button 'Add'", "[12] listitem 'Call plumber'", "[13] listitem 'Water plants'")),
        ]),
    Row("web", "j3-clean-todo-sorted", note="an added to-do moves elsewhere after a sort (trap)",
        state=bg("Home - Todo", TODO, "[3] heading 'Home'", "[8] textbox 'New task'", "[9] button 'Add'",
                 "[10] button 'Sort by due date'", "[12] listitem 'Call plumber'", "[13] listitem 'Water plants'",
                 "[15] listitem 'Book dentist'"),
        turns=[
            ("fill('8', 'Renew passport')", bg("Home - Todo", TODO, "[3] heading 'Home'",
                                               "[8] textbox 'New task', value='Renew passport', focused",
                                               "[9] button 'Add'", "[10] button 'Sort by due date'",
                                               "[12] listitem 'Call plumber'", "[13] listitem 'Water plants'",
                                               "[15] listitem 'Book dentist'")),
            ("click('9')", bg("Home - Todo", TODO, "[3] heading 'Home'", "[8] textbox 'New task', value=''",
                              "[9] button 'Add'", "[10] button 'Sort by due date'", "[12] listitem 'Call plumber'",
                              "[14] listitem 'Renew passport'", "[13] listitem 'Water plants'",
                              "[15] listitem 'Book dentist'")),
            ("click('10')", bg("Home - Todo", TODO, "[3] heading 'Home'", "[8] textbox 'New task', value=''",
                               "[9] button 'Add'", "[10] button 'Sort by due date'", "[12] listitem 'Call plumber'",
                               "[13] listitem 'Water plants'", "[15] listitem 'Book dentist'",
                               "[16] link 'Next page'")),
        ]),
    Row("web", "j3-basket-count-drops", kind="count", gap=GONE["gui.count"],
        note="a basket counter goes down after an add, with nothing removed",
        state=bg("Dune - Books", PROD, "[4] link 'Basket (1)'", "[30] heading 'Dune'", "[31] button 'Add to basket'"),
        turns=[
            ("click('31')", bg("Dune - Books", PROD, "[4] link 'Basket (2)'", "[30] heading 'Dune'",
                               "[31] button 'Add to basket'", "[32] alert 'Added to your basket'")),
            ("goto('https://books.example.org/p/emma')", bg("Emma - Books", "https://books.example.org/p/emma",
                                                            "[4] link 'Basket (1)'", "[30] heading 'Emma'",
                                                            "[31] button 'Add to basket'")),
        ]),
    Row("web", "j3-clean-basket-remove", note="a basket counter goes down after Remove (trap)",
        state=bg("Dune - Books", PROD, "[4] link 'Basket (1)'", "[30] heading 'Dune'", "[31] button 'Add to basket'"),
        turns=[
            ("click('31')", bg("Dune - Books", PROD, "[4] link 'Basket (2)'", "[30] heading 'Dune'",
                               "[31] button 'Add to basket'", "[32] alert 'Added to your basket'")),
            ("click('4')", bg("Basket - Books", "https://books.example.org/basket", "[4] link 'Basket (2)'",
                              "[40] row 'Dune  $9.99'", "[41] button 'Remove'", "[42] row 'Emma  $7.50'",
                              "[43] button 'Remove'")),
            ("click('41')", bg("Basket - Books", "https://books.example.org/basket", "[4] link 'Basket (1)'",
                               "[52] row 'Emma  $7.50'", "[53] button 'Remove'")),
        ]),
    Row("web", "j3-clean-comment-count-up", note="a comment counter grows after posting; the page is rebuilt",
        state=bg("Release notes - Forum", "https://forum.example.com/t/88", "[3] heading 'Release notes'",
                 "[7] StaticText '4 comments'", "[9] textbox 'Your reply'", "[10] button 'Post reply'"),
        turns=[
            ("fill('9', 'Thanks for the update!')", bg("Release notes - Forum", "https://forum.example.com/t/88",
                                                       "[3] heading 'Release notes'", "[7] StaticText '4 comments'",
                                                       "[9] textbox 'Your reply', value='Thanks for the update!'",
                                                       "[10] button 'Post reply'")),
            ("click('10')", bg("Release notes - Forum", "https://forum.example.com/t/88", "[3] heading 'Release notes'",
                               "[17] StaticText '5 comments'", "[19] textbox 'Your reply', value=''",
                               "[20] button 'Post reply'", "[21] article 'Thanks for the update!'")),
        ]),
    Row("web", "j3-board-renamed-back", kind="rename",
        note="a board renamed in its settings (typed, then Save) is listed under its old name on the boards page",
        state=bg("Q3 roadmap - Settings", BOARD, "[5] heading 'Q3 roadmap'", "[8] textbox 'Board name', value='Q3 roadmap'",
                 "[9] button 'Save changes'"),
        turns=[
            ("fill('8', 'Q4 roadmap')", bg("Q3 roadmap - Settings", BOARD, "[5] heading 'Q3 roadmap'",
                                           "[8] textbox 'Board name', value='Q4 roadmap', focused",
                                           "[9] button 'Save changes'")),
            ("click('9')", bg("Q4 roadmap - Settings", BOARD, "[5] heading 'Q4 roadmap'", "[6] status 'Board updated'",
                              "[8] textbox 'Board name', value='Q4 roadmap'", "[9] button 'Save changes'")),
            ("goto('https://kanban.example.com/boards')", bg("Boards", BOARDS, "[5] heading 'Your boards'",
                                                             "[11] link 'Q3 roadmap'", "[12] link 'Hiring'")),
        ]),
    Row("web", "j3-wiki-page-renamed-elsewhere", gap=GONE["gui"], kind="rename",
        note="a wiki page renamed on its edit form (Save) lands on its new address; the index lists the old title",
        state=bg("Edit: Onboarding", "https://wiki.example.org/edit/onboarding", "[5] heading 'Onboarding'",
                 "[8] textbox 'Title', value='Onboarding'", "[9] button 'Save page'"),
        turns=[
            ("fill('8', 'Onboarding guide')", bg("Edit: Onboarding", "https://wiki.example.org/edit/onboarding",
                                                 "[5] heading 'Onboarding'",
                                                 "[8] textbox 'Title', value='Onboarding guide', focused",
                                                 "[9] button 'Save page'")),
            ("click('9')", bg("Onboarding guide", "https://wiki.example.org/onboarding-guide",
                              "[5] heading 'Onboarding guide'", "[6] status 'Page saved'")),
            ("goto('https://wiki.example.org/index')", bg("All pages", "https://wiki.example.org/index",
                                                          "[5] heading 'All pages'", "[11] link 'Billing'",
                                                          "[12] link 'Onboarding'")),
        ]),
    Row("web", "j3-clean-login-enter", note="a user name typed and entered on a sign-in page; the dashboard greets "
        "the user; signing out shows the sign-in page again (trap: not a rename)",
        state=bg("Sign in", "https://app.example.net/login", "[5] heading 'Sign in'", "[8] textbox 'Username'",
                 "[9] button 'Continue'"),
        turns=[
            ("fill('8', 'rosa')", bg("Sign in", "https://app.example.net/login", "[5] heading 'Sign in'",
                                     "[8] textbox 'Username', value='rosa', focused", "[9] button 'Continue'")),
            (press("Enter"), bg("Dashboard", "https://app.example.net/home", "[5] heading 'Welcome, rosa'",
                                "[7] link 'Sign out'")),
            ("click('7')", bg("Sign in", "https://app.example.net/login", "[5] heading 'Sign in'",
                              "[8] textbox 'Username'", "[9] button 'Continue'")),
        ]),
    Row("web", "j3-clean-new-project-form", note="a creation form: the new record's page has its name; back on "
        "the form the old heading is right (trap: not a rename)",
        state=bg("New project - CRM", NEWP, "[5] heading 'New project'", "[8] textbox 'Name'", "[9] button 'Create'"),
        turns=[
            ("fill('8', 'Atlas rollout')", bg("New project - CRM", NEWP, "[5] heading 'New project'",
                                              "[8] textbox 'Name', value='Atlas rollout', focused",
                                              "[9] button 'Create'")),
            ("click('9')", bg("Atlas rollout - CRM", NEWP, "[5] heading 'Atlas rollout'",
                              "[6] status 'Project created'")),
            ("goto('https://crm.example.com/projects/new')", bg("New project - CRM", NEWP, "[5] heading 'New project'",
                                                                "[8] textbox 'Name'", "[9] button 'Create'")),
        ]),
]


# --------------------------------------------------------------------------------------- desktop
HEAD = "tag\tname\ttext\tposition (top-left x&y)\tsize (w&h)"


def table(frame: str, *rows: str, clock: str = "Wed 14:05") -> str:
    """A five-column accessibility table; the top bar's clock is a label named Clock with the time as its text."""
    return "\n".join([HEAD, f"frame\t{frame}\t\t(0, 30)\t(1920, 1050)", *rows,
                      f"label\tClock\t{clock}\t(900, 4)\t(120, 24)"])


def cell(ref: str, value: str, x: int, y: int) -> str:
    return f"table-cell\t{ref}\t{value}\t({x}, {y})\t(90, 20)"


SHEET = "rent.xlsx - LibreOffice Calc"


def sheet(b2: str, b3: str, b4: str, *extra: str, clock: str = "Wed 14:05") -> str:
    return table(SHEET, cell("A2", "Jan", 60, 170), cell("B2", b2, 150, 170), cell("A3", "Feb", 60, 190),
                 cell("B3", b3, 150, 190), cell("A4", "Total", 60, 210), cell("B4", b4, 150, 210), *extra,
                 clock=clock)


OS: list[Row] = [
    Row("os", "j3-cell-emptied-after-copy", gap=GONE["gui"], kind="revert",
        note="a cell set by a helper reads empty after only a copy shortcut",
        state=sheet("900", "", "900"),
        turns=[
            (py("CalcTools.set_cell_value('B3', 950)"), sheet("900", "950", "1850")),
            (py("pyautogui.hotkey('ctrl', 'c')"), sheet("900", "", "1850")),
        ]),
    Row("os", "j3-cell-changes-untouched", gap=GONE["gui"], kind="content",
        note="a cell no action touched changes value after a click on another cell",
        state=sheet("900", "950", "1850"),
        turns=[
            (py("pyautogui.click(150, 190)"), sheet("900", "950", "1850")),
            (py("pyautogui.click(60, 170)"), sheet("990", "950", "1850")),
        ]),
    Row("os", "j3-cell-changes-after-blank-click", gap=GONE["gui"], kind="content",
        note="a cell changes after clicks on the sheet's blank area (only the window is there: nothing edited)",
        state=sheet("900", "950", "1850"),
        turns=[
            (py("pyautogui.click(800, 700)"), sheet("900", "950", "1850")),
            (py("pyautogui.doubleClick(820, 640)"), sheet("9000", "950", "1850")),
        ]),
    Row("os", "j3-clean-total-follows", note="a total follows an edited input; a save key changes nothing",
        state=sheet("900", "950", "1850"),
        turns=[
            (py("CalcTools.set_cell_value('B2', 1000)"), sheet("1000", "950", "1950")),
            (py("pyautogui.hotkey('ctrl', 's')"), sheet("1000", "950", "1950")),
            (py("pyautogui.click(150, 210)"), sheet("1000", "950", "1950", clock="Wed 14:06")),
        ]),
    Row("os", "j3-clean-sort-button", note="cells move after a click on a sort button (trap)",
        state=sheet("900", "950", "1850", "push-button\tSort Descending\t\t(400, 60)\t(30, 30)"),
        turns=[
            (py("pyautogui.click(150, 170)"), sheet("900", "950", "1850",
                                                    "push-button\tSort Descending\t\t(400, 60)\t(30, 30)")),
            (py("pyautogui.click(410, 70)"), sheet("950", "900", "1850",
                                                   "push-button\tSort Descending\t\t(400, 60)\t(30, 30)")),
        ]),
    Row("os", "j3-topbar-clock-back", kind="clock",
        note="the top bar's clock (a label named Clock, the time with its weekday as text) goes backwards",
        state=sheet("900", "950", "1850", clock="Wed 14:05"),
        turns=[
            (py("pyautogui.click(150, 190)"), sheet("900", "950", "1850", clock="Wed 14:07")),
            (py("pyautogui.click(150, 170)"), sheet("900", "950", "1850", clock="Wed 13:58")),
        ]),
    Row("os", "j3-clean-clock-midnight", note="a weekday clock wraps past midnight (trap)",
        state=sheet("900", "950", "1850", clock="Sat 23:59"),
        turns=[
            (py("pyautogui.click(150, 190)"), sheet("900", "950", "1850", clock="Sun 00:01")),
        ]),
    Row("os", "j3-saveas-title-back", gap=GONE["gui"], kind="rename",
        note="a document saved under a typed name shows its old window title again",
        state=table("Untitled Document 1 - Text Editor", "paragraph\t\tShopping: eggs, milk\t(40, 120)\t(800, 400)"),
        turns=[
            (py("pyautogui.hotkey('ctrl', 'shift', 's')"),
             table("Save As", "text\tName\tUntitled Document 1\t(300, 200)\t(400, 30)",
                   "push-button\tSave\t\t(720, 500)\t(80, 30)")),
            (py("pyautogui.write('groceries.txt')\npyautogui.press('enter')"),
             table("groceries.txt - Text Editor", "paragraph\t\tShopping: eggs, milk\t(40, 120)\t(800, 400)")),
            (py("pyautogui.click(400, 300)"),
             table("Untitled Document 1 - Text Editor", "paragraph\t\tShopping: eggs, milk\t(40, 120)\t(800, 400)")),
        ]),
    Row("os", "j3-clean-saveas-stays", note="a document saved under a typed name keeps its new title",
        state=table("Untitled Document 1 - Text Editor", "paragraph\t\tShopping: eggs, milk\t(40, 120)\t(800, 400)"),
        turns=[
            (py("pyautogui.hotkey('ctrl', 'shift', 's')"),
             table("Save As", "text\tName\tUntitled Document 1\t(300, 200)\t(400, 30)",
                   "push-button\tSave\t\t(720, 500)\t(80, 30)")),
            (py("pyautogui.write('groceries.txt')\npyautogui.press('enter')"),
             table("groceries.txt - Text Editor", "paragraph\t\tShopping: eggs, milk\t(40, 120)\t(800, 400)")),
            (py("pyautogui.click(400, 300)"),
             table("groceries.txt - Text Editor", "paragraph\t\tShopping: eggs, milk, bread\t(40, 120)\t(800, 400)")),
        ]),
    Row("os", "j3-text-toggle-reverts", gap=GONE["gui"], kind="revert",
        note="a switch shown on/off in the text column, moved by the radio the action clicked, reverts after a scroll",
        state=table("Accessibility", "radio-button\tLarge\t\t(300, 200)\t(120, 24)",
                    "radio-button\tDefault\t\t(300, 230)\t(120, 24)", "toggle-button\tLarge Text\toff\t(700, 200)\t(60, 24)"),
        turns=[
            (py("pyautogui.click(310, 210)"),
             table("Accessibility", "radio-button\tLarge\t\t(300, 200)\t(120, 24)",
                   "radio-button\tDefault\t\t(300, 230)\t(120, 24)", "toggle-button\tLarge Text\ton\t(700, 200)\t(60, 24)")),
            (py("pyautogui.scroll(-3)"),
             table("Accessibility", "radio-button\tLarge\t\t(300, 200)\t(120, 24)",
                   "radio-button\tDefault\t\t(300, 230)\t(120, 24)", "toggle-button\tLarge Text\toff\t(700, 200)\t(60, 24)")),
        ]),
]

FILES = "Pictures - Files"


def files(*names: str, frame: str = FILES) -> str:
    rows = [f"list-item\t{n}\t\t(300, {200 + 30 * i})\t(600, 28)" for i, n in enumerate(names)]
    return table(frame, "push-button\tBack\t\t(10, 80)\t(28, 30)", "push-button\tNew Folder\t\t(40, 80)\t(100, 30)",
                 *rows)


OS += [
    Row("os", "j3-folder-created-missing", gap=GONE["gui"], kind="created-missing",
        note="a folder created with a typed name and listed last is gone after visiting its parent, nothing new came",
        state=files("2023", "Screenshots"),
        turns=[
            (py("pyautogui.click(60, 90)"), table("New Folder", "text\tFolder name\tUntitled Folder\t(700, 400)\t(300, 30)",
                                                  "push-button\tCreate\t\t(900, 460)\t(80, 30)")),
            (py("pyautogui.write('Holiday 2024')\npyautogui.press('enter')"), files("2023", "Screenshots", "Holiday 2024")),
            (py("pyautogui.click(20, 90)"), table("Home - Files", "list-item\tPictures\t\t(300, 200)\t(600, 28)")),
            (py("pyautogui.doubleClick(400, 210)"), files("2023", "Screenshots")),
        ]),
    Row("os", "j3-clean-folder-pushed-out", note="a created folder listed last is pushed out of the window by newer "
        "entries (trap: partial list)",
        state=files("2023", "Screenshots"),
        turns=[
            (py("pyautogui.click(60, 90)"), table("New Folder", "text\tFolder name\tUntitled Folder\t(700, 400)\t(300, 30)",
                                                  "push-button\tCreate\t\t(900, 460)\t(80, 30)")),
            (py("pyautogui.write('Holiday 2024')\npyautogui.press('enter')"), files("2023", "Screenshots", "Holiday 2024")),
            (py("pyautogui.click(20, 90)"), table("Home - Files", "list-item\tPictures\t\t(300, 200)\t(600, 28)")),
            (py("pyautogui.doubleClick(400, 210)"), files("2021", "2022", "2023", "Screenshots")),
        ]),
]

WEB += [
    Row("web", "j3-clean-basket-checkout", note="the basket counter drops to zero after placing the order (trap)",
        state=bg("Dune - Books", PROD, "[4] link 'Basket (0)'", "[30] heading 'Dune'", "[31] button 'Add to basket'"),
        turns=[
            ("click('31')", bg("Dune - Books", PROD, "[4] link 'Basket (1)'", "[30] heading 'Dune'",
                               "[31] button 'Add to basket'", "[32] alert 'Added to your basket'")),
            ("click('4')", bg("Basket - Books", "https://books.example.org/basket", "[4] link 'Basket (1)'",
                              "[40] row 'Dune  $9.99'", "[44] button 'Place order'")),
            ("click('44')", bg("Thank you - Books", "https://books.example.org/order/done", "[4] link 'Basket (0)'",
                               "[50] heading 'Thank you for your order'")),
        ]),
    Row("web", "j3-clean-tab-counts", note="an item counter differs between the All and Active tabs (trap)",
        state=bg("Todos", "https://todo.example.io/", "[3] textbox 'What needs to be done?'",
                 "[5] tab 'All'", "[6] tab 'Active'", "[7] StaticText '4 items'"),
        turns=[
            ("fill('3', 'Buy milk')", bg("Todos", "https://todo.example.io/",
                                         "[3] textbox 'What needs to be done?', value='Buy milk'", "[5] tab 'All'",
                                         "[6] tab 'Active'", "[7] StaticText '4 items'")),
            (press("Enter"), bg("Todos", "https://todo.example.io/", "[3] textbox 'What needs to be done?', value=''",
                                "[5] tab 'All'", "[6] tab 'Active'", "[7] StaticText '5 items'",
                                "[8] status 'Item added'")),
            ("click('6')", bg("Todos", "https://todo.example.io/", "[3] textbox 'What needs to be done?', value=''",
                              "[5] tab 'All'", "[6] tab 'Active', selected", "[7] StaticText '2 items'")),
        ]),
]

PIZZA = "https://pizza.example.com"
HELP = "https://help.example.org"

WEB += [
    Row("web", "j3-booking-number-changes", kind="identity",
        note="a booking confirmed with one number is listed under another in My bookings, nothing booked since",
        state=bg("Checkout - Pizza", f"{PIZZA}/checkout", "[3] heading 'Checkout'", "[9] button 'Place order'"),
        turns=[
            ("click('9')", bg("Thank you - Pizza", f"{PIZZA}/thanks", "[3] heading 'Thank you!'",
                              "[4] StaticText 'Your order number is 40127.'", "[5] link 'My orders'")),
            ("click('5')", bg("My orders - Pizza", f"{PIZZA}/orders", "[3] heading 'My orders'",
                              "[11] row 'Order #40131  Margherita  $12.00'", "[12] row 'Order #39880  Funghi  $14.00'")),
        ]),
    Row("web", "j3-ticket-missing-from-span", gap=GONE["gui"], kind="identity", style=1,
        note="a ticket confirmed as #0452 is absent from a queue listing older and newer tickets around it",
        state=bg("Report a bug - Tracker", "https://bugs.example.dev/new", "[3] heading 'Report a bug'",
                 "[9] button 'Submit report'"),
        turns=[
            ("click('9')", bg("Submitted - Tracker", "https://bugs.example.dev/thanks", "[3] heading 'Thanks'",
                              "[4] StaticText 'Your ticket # is: 0452.'")),
            ("goto('https://bugs.example.dev/all')", bg("All tickets - Tracker", "https://bugs.example.dev/all",
                                                        "[3] heading 'All tickets'", "[21] row 'Ticket #0455 Crash'",
                                                        "[22] row 'Ticket #0449 Typo'", "[23] row 'Ticket #0441 Slow'")),
        ]),
    Row("web", "j3-clean-ticket-queue", note="a shared ticket queue lists newer tickets of other people; ours is "
        "there with its number written with zeros (trap)",
        state=bg("New ticket - Help", f"{HELP}/new", "[3] heading 'New ticket'", "[8] textbox 'Subject'",
                 "[9] button 'Submit'"),
        turns=[
            ("fill('8', 'Printer jams')", bg("New ticket - Help", f"{HELP}/new", "[3] heading 'New ticket'",
                                             "[8] textbox 'Subject', value='Printer jams'", "[9] button 'Submit'")),
            ("click('9')", bg("Ticket 812 - Help", f"{HELP}/t/812", "[3] heading 'Printer jams'",
                              "[4] status 'Ticket #812 created'")),
            ("goto('https://help.example.org/queue')", bg("Queue - Help", f"{HELP}/queue", "[3] heading 'Open tickets'",
                                                          "[21] row 'Ticket #815  VPN down'",
                                                          "[22] row 'Ticket #0812  Printer jams'",
                                                          "[23] row 'Ticket #790  New laptop'")),
        ]),
    Row("web", "j3-clean-second-order", note="a second order placed later is the newest in the list (trap)",
        state=bg("Checkout - Pizza", f"{PIZZA}/checkout", "[3] heading 'Checkout'", "[9] button 'Place order'"),
        turns=[
            ("click('9')", bg("Thank you - Pizza", f"{PIZZA}/thanks", "[3] heading 'Thank you!'",
                              "[4] StaticText 'Your order number is 40127.'", "[5] link 'Order again'")),
            ("click('5')", bg("Checkout - Pizza", f"{PIZZA}/checkout", "[3] heading 'Checkout'",
                              "[9] button 'Place order'")),
            ("click('9')", bg("Thank you - Pizza", f"{PIZZA}/thanks", "[3] heading 'Thank you!'",
                              "[4] StaticText 'Your order number is 40133.'", "[6] link 'My orders'")),
            ("click('6')", bg("My orders - Pizza", f"{PIZZA}/orders", "[3] heading 'My orders'",
                              "[11] row 'Order #40133  Funghi  $14.00'", "[12] row 'Order #40127  Margherita  $12.00'")),
        ]),
]

ROWS: list[Row] = [*ANDROID, *WEB, *OS]
