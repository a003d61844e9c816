"""The GUI binding's records (domains/gui_records.py and the binding's uses of it): identity fields a screen
shows of what it is about, references an app confirmed for a record just made, files removed by code, the
stamps of messages just sent, and a status an action set on a record's page. Each with its near misses."""

from __future__ import annotations

from typing import Any

from playground.decoherence.effects.gui import deleted_paths
from tests.decoherence.helpers import gui_findings

HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"


def _run(domain: str, first: str, *steps: tuple[Any, str]) -> list[str]:
    return [f"{i}:{f.rule}" for i, f in gui_findings(domain, first, *steps)]


# ------------------------------------------------------------------ identity fields of a screen

def _about(imei: str) -> str:
    return ("UI element 0: UIElement(text='12:40', class_name='android.widget.TextView', "
            "resource_name='com.android.systemui:id/clock')\n"
            "UI element 1: UIElement(text='About phone', class_name='android.widget.TextView')\n"
            "UI element 2: UIElement(text='IMEI (sim slot 1)', class_name='android.widget.TextView', "
            "is_clickable=True)\n"
            f"UI element 3: UIElement(text='{imei}', class_name='android.widget.TextView')\n"
            "UI element 4: UIElement(text='Android version', class_name='android.widget.TextView', is_clickable=True)\n"
            "UI element 5: UIElement(text='14', class_name='android.widget.TextView')\n")


MENU = ("UI element 0: UIElement(text='Settings', class_name='android.widget.TextView')\n"
        "UI element 1: UIElement(text='About phone', class_name='android.widget.TextView', is_clickable=True)\n")


def test_an_identity_field_read_again_after_only_navigation_is_the_same() -> None:
    back, into = {"action_type": "navigate_back"}, {"action_type": "click", "index": 1}
    first = (into, _about("356938035643809"))
    assert _run("android", MENU, first, (back, MENU), (into, _about("356938035643817"))) == ["3:identity-changed"]
    # near misses: the same IMEI again; a field that is no identity (the Android version) may move
    assert _run("android", MENU, first, (back, MENU), (into, _about("356938035643809"))) == []
    moved = _about("356938035643809").replace("text='14'", "text='15'")
    assert _run("android", MENU, first, (back, MENU), (into, moved)) == []


def _props(created: str, tab: str = "Basic") -> str:
    fields = (f"label\tCreated\t{created}\t\t\t(740, 530)\t(400, 22)\n" if tab == "Basic"
              else "label\tOwner\tMe\t\t\t(740, 350)\t(400, 22)\n")
    return (HEAD + "dialog\tphotos.zip Properties\t\t\t\t(700, 250)\t(520, 560)\n"
            "page-tab\tBasic\t\t\t\t(720, 300)\t(120, 30)\n"
            "page-tab\tPermissions\t\t\t\t(840, 300)\t(120, 30)\n" + fields)


def test_a_tab_shows_another_panel_and_changes_nothing() -> None:
    to_perm = {"action": "code", "code": "pyautogui.click(900, 315)"}
    to_basic = {"action": "code", "code": "pyautogui.click(780, 315)"}
    perm, basic = _props("", "Permissions"), (to_basic, _props("Mon 3 Mar 2025 09:12"))
    assert _run("desktop", perm, basic, (to_perm, perm), (to_basic, _props("Tue 4 Mar 2025 14:40"))) == [
        "3:identity-changed"]
    # a panel that does not list the tab strip: a click where the window showed a tab is on that tab
    bare = _props("", "Permissions").replace("page-tab\tBasic\t\t\t\t(720, 300)\t(120, 30)\n", "").replace(
        "page-tab\tPermissions\t\t\t\t(840, 300)\t(120, 30)\n", "")
    assert _run("desktop", perm, basic, (to_perm, bare), (to_basic, _props("Tue 4 Mar 2025 14:40"))) == [
        "3:identity-changed"]
    # near miss: a click on something that is no tab (it may do anything) between the two readings
    assert _run("desktop", perm, basic, ({"action": "code", "code": "pyautogui.click(1000, 700)"},
                                         _props("Tue 4 Mar 2025 14:40"))) == []


# ------------------------------------------------------------------ references an app confirmed

CHECKOUT = "RootWebArea 'Checkout', focused\n\t[744] button 'Place order', clickable\n\t[31] link 'Orders', clickable\n"
PLACED = ("RootWebArea 'Order received', focused\n\t[31] link 'Orders', clickable\n\t[810] list ''\n"
          "\t\tStaticText 'Order number: 48213'\n")


def _orders(*numbers: str) -> str:
    rows = "".join(f"\t\t[{900 + i}] row '#{n} March 3, 2025 Processing'\n" for i, n in enumerate(numbers))
    return "RootWebArea 'Orders', focused\n\t[31] link 'Orders', clickable\n\t[950] table ''\n" + rows


def test_a_confirmed_reference_listed_a_character_away_is_the_same_record_misnumbered() -> None:
    place, go = {"action": "click", "element": "744"}, {"action": "click", "element": "31"}
    assert _run("web", CHECKOUT, (place, PLACED), (go, _orders("48231", "47760"))) == ["2:identity-changed"]
    # near misses: the confirmed number listed; only far ones (older orders); a new order placed in between
    assert _run("web", CHECKOUT, (place, PLACED), (go, _orders("48213", "47760"))) == []
    assert _run("web", CHECKOUT, (place, PLACED), (go, _orders("47760", "46102"))) == []
    enter = {"action": "keyboard_press", "key": "Enter"}
    assert _run("web", CHECKOUT, (place, PLACED), (enter, _orders("48231"))) == []


# ------------------------------------------------------------------ files removed by code

def _desk(*icons: str) -> str:
    return HEAD + "".join(f"canvas\t{n}\t{n}\t\t\t(1800, {60 + 120 * i})\t(96, 110)\n" for i, n in enumerate(icons))


def test_a_file_removed_by_code_shown_again_is_deleted_present() -> None:
    rm = {"action": "code", "code": "import subprocess\nsubprocess.run(['rm', '-f', '/home/u/Desktop/old.pdf'])"}
    wait = {"action": "code", "code": "pyautogui.hotkey('super', 'd')"}
    assert _run("desktop", _desk("Home", "old.pdf", "scan.png"), (rm, _desk("Home", "scan.png")),
                (wait, _desk("Home", "old.pdf", "scan.png"))) == ["2:deleted-present"]
    # near misses: the icon did not vanish (the code may have failed); an undo brings it back
    assert _run("desktop", _desk("Home", "old.pdf"), (rm, _desk("Home", "old.pdf")),
                (wait, _desk("Home", "old.pdf"))) == []
    undo = {"action": "code", "code": "pyautogui.hotkey('ctrl', 'z')"}
    assert _run("desktop", _desk("Home", "old.pdf"), (rm, _desk("Home")), (undo, _desk("Home", "old.pdf"))) == []


def test_only_code_that_removes_and_nothing_else_names_deleted_paths() -> None:
    assert deleted_paths({"action": "code", "code": "import os\nos.remove('/tmp/a/b.txt')"}) == ["/tmp/a/b.txt"]
    assert deleted_paths({"action": "code", "code": "print(os.path.exists('/tmp/a/b.txt'))"}) == []
    assert deleted_paths({"action": "code", "code": "os.remove('/tmp/a/b.txt')\nopen('/tmp/a/c.txt', 'w')"}) == []


# ------------------------------------------------------------------ stamps of messages just sent

def _room(*messages: str) -> str:
    arts = "".join(f"\t\t[{110 + i}] article '{m}'\n" for i, m in enumerate(messages))
    return ("URL: https://chat.example.org/room\nRootWebArea 'Room', focused\n\t[100] log 'Message list'\n" + arts
            + "\t[200] textbox 'Send a message', value=''\n\t[202] button 'Send message', clickable\n")


def _send(text: str) -> dict[str, Any]:
    return {"action": "multi", "steps": [{"action": "fill", "element": "200", "value": text},
                                         {"action": "keyboard_press", "key": "Enter"}]}


def test_a_message_just_sent_is_stamped_with_the_time_then() -> None:
    one, two = "Ana, 10:44: van ready by 14:00", "Ana, 10:31: log the fuel receipts"
    assert _run("web", _room(), (_send("van ready by 14:00"), _room(one)),
                (_send("log the fuel receipts"), _room(one, two))) == ["2:clock-backwards"]
    # near misses: a later stamp; an older message (not one just sent) stamped earlier
    later = "Ana, 10:46: log the fuel receipts"
    assert _run("web", _room(), (_send("van ready by 14:00"), _room(one)),
                (_send("log the fuel receipts"), _room(one, later))) == []
    assert _run("web", _room(), (_send("van ready by 14:00"), _room(one)),
                ({"action": "scroll"}, _room("Bo, 09:02: morning", one))) == []


# ------------------------------------------------------------------ a status an action set

def _issue(status: str, button: str) -> str:
    return (f"RootWebArea 'Login fails (#48) · Issues', focused\n\t[300] heading 'Login fails'\n"
            f"\t[301] StaticText '{status}'\n\t[310] button '{button}', clickable\n\t[320] link 'Issues', clickable\n")


def _issues(status: str) -> str:
    return ("RootWebArea 'Issues', focused\n\t[400] heading 'Issues'\n\t[410] link 'Login fails', clickable\n"
            f"\t[411] StaticText '#48 · {status}'\n\t[412] link 'Dark mode', clickable\n"
            "\t[413] StaticText '#47 · Open'\n")


def test_a_status_set_on_a_records_page_holds_in_its_list() -> None:
    close, lst = {"action": "click", "element": "310"}, {"action": "click", "element": "320"}
    assert _run("web", _issue("Open", "Close issue"), (close, _issue("Closed", "Reopen issue")),
                (lst, _issues("Open"))) == ["2:set-value-reverted"]
    # near misses: the list agrees; a page that shows no status change sets nothing
    assert _run("web", _issue("Open", "Close issue"), (close, _issue("Closed", "Reopen issue")),
                (lst, _issues("Closed"))) == []
    assert _run("web", _issue("Open", "Close issue"), (close, _issue("Open", "Close issue")),
                (lst, _issues("Closed"))) == []


# ------------------------------------------------------------------ the last message of a conversation

def _chat(*messages: str, typed: str = "") -> str:
    body = "".join(f"[{3 + i}] TextView '{m}'\n" for i, m in enumerate(messages))
    return ("[0] TextView '19:02' id=clock\n[1] FrameLayout com.example.messaging\n[2] TextView 'Jordan'\n" + body
            + f"[8] EditText 'Text message' text='{typed}' clickable\n[9] ImageButton 'Send SMS' clickable\n")


def _inbox(snippet: str) -> str:
    return ("[0] TextView '19:03' id=clock\n[1] FrameLayout com.example.messaging\n[2] TextView 'Messages'\n"
            f"[3] TextView 'Jordan · {snippet}' clickable\n[4] TextView 'Mom · Call me' clickable\n")


def test_a_message_sent_is_the_last_message_its_conversation_is_listed_with() -> None:
    typed = ({"action_type": "input_text", "text": "On my way", "index": 8}, _chat("See you at 8?", typed="On my way"))
    send, back = {"action_type": "click", "index": 9}, {"action_type": "navigate_back"}
    sent = (send, _chat("See you at 8?", "On my way"))
    assert _run("android", _chat("See you at 8?"), typed, sent, (back, _inbox("See you at 8?"))) == [
        "3:set-value-reverted"]
    # near misses: the list shows it (cut short, or after "You:"); nothing was sent (the text never showed)
    assert _run("android", _chat("See you at 8?"), typed, sent, (back, _inbox("On my w…"))) == []
    assert _run("android", _chat("See you at 8?"), typed, sent, (back, _inbox("You: On my way"))) == []
    assert _run("android", _chat("See you at 8?"), typed, (send, _chat("See you at 8?")),
                (back, _inbox("See you at 8?"))) == []


# ------------------------------------------------------------------ an app's version after its update

def _android(*texts: str) -> str:
    return "".join(f"UI element {i}: UIElement(text='{t}', class_name='android.widget."
                   f"{'Button' if t in ('Open', 'Update', 'Cancel', 'Uninstall') else 'TextView'}')\n"
                   for i, t in enumerate(texts))


INFO = _android("App info", "Komoot", "Open", "version 2025.9.4")
STORE = _android("Komoot: hike & run", "komoot GmbH", "Update", "Uninstall", "Version 2025.10.2: faster maps")
RUNNING = _android("Komoot: hike & run", "komoot GmbH", "Cancel", "31% of 58 MB", "Version 2025.10.2: faster maps")
DONE = _android("Komoot: hike & run", "komoot GmbH", "Open", "Uninstall", "Version 2025.10.2: faster maps")
APPS = _android("Apps", "Maps", "Komoot")


def test_an_app_updated_to_its_end_shows_no_version_it_had_before() -> None:
    store, update = ({"action_type": "open_app", "app_name": "Play Store"}, STORE), {"action_type": "click", "index": 2}
    wait, apps = {"action_type": "wait"}, {"action_type": "open_app", "app_name": "Settings"}
    assert _run("android", INFO, store, (update, RUNNING), (wait, DONE), (apps, APPS),
                ({"action_type": "click", "index": 2}, INFO)) == ["5:set-value-reverted"]
    # near misses: the update cancelled (still offered); the app shows the new version
    assert _run("android", INFO, store, (update, RUNNING), ({"action_type": "click", "index": 2}, STORE),
                (apps, APPS), ({"action_type": "click", "index": 2}, INFO)) == []
    assert _run("android", INFO, store, (update, RUNNING), (wait, DONE), (apps, APPS),
                ({"action_type": "click", "index": 2}, INFO.replace("2025.9.4", "2025.10.2"))) == []


# ------------------------------------------------------------------ a field a save empties

def _cart(code: str, note: str = "") -> str:
    return ("RootWebArea 'Cart', focused\n\t[335] group 'Discount code'\n"
            f"\t\t[336] textbox 'Discount code', value='{code}'\n\t\t[337] button 'Apply'\n" +
            (f"\tStaticText '{note}'\n" if note else ""))


def test_a_field_a_save_empties_was_sent_not_kept() -> None:
    filled = ("fill('336', 'CRUMB15')", _cart("CRUMB15"))
    # applying a code clears its field: the code was sent, the field's value is not the code
    assert _run("web", _cart(""), filled, ("click('337')", _cart("", "Discount code CRUMB15 applied."))) == []
    # near miss: the field kept what was saved, and reads another value with nothing done to it
    assert _run("web", _cart(""), filled, ("click('337')", _cart("CRUMB15")), ("scroll(0, 200)", _cart("CRUMB10"))) \
        == ["3:set-value-reverted"]


# ------------------------------------------------------------------ screens an app routes by fragment

def _ticket(number: int, state: str) -> str:
    return (f"URL: https://help.example/#ticket/zoom/{number}\nRootWebArea '#{number} - Service Desk', focused\n"
            f"\t[100] heading 'Ticket {number}'\n\t[153] combobox 'State', hasPopup='menu'\n\t\tStaticText '{state}'\n"
            "\t[21] link 'My assigned tickets'\n")


def test_a_fragment_that_routes_names_another_screen() -> None:
    from playground.decoherence.views.gui import page_place

    assert page_place("https://help.example/#ticket/zoom/48213") == "https://help.example/#ticket/zoom/48213"
    assert page_place("https://maps.example/#map=15/51.5/-0.1") == "https://maps.example/"
    assert page_place("https://wiki.example/Page#History") == "https://wiki.example/Page"
    set_open = ("select_option('153', 'open')", _ticket(48213, "open"))
    # another ticket's State is its own
    assert _run("web", _ticket(48213, "new"), set_open, ("goto('https://help.example/#ticket/zoom/48120')",
                                                        _ticket(48120, "pending reminder"))) == []
    # near miss: the same ticket's State reads back different with nothing done to it
    assert _run("web", _ticket(48213, "new"), set_open, ("scroll(0, 200)", _ticket(48213, "pending reminder"))) \
        == ["2:set-value-reverted"]


# ------------------------------------------------------------------ the top bar's clock on a Settings screen

def _settings(clock: str, page: str) -> str:
    return (HEAD + f"label\t\t{clock}\t\t\t(884, 0)\t(152, 27)\n"
            "frame\tSettings\t\t\t\t(0, 27)\t(1920, 1053)\n"
            "list-item\tDate & Time\t\t\t\t(332, 908)\t(300, 32)\n"
            "list-item\tSound\t\t\t\t(332, 300)\t(300, 32)\n"
            f"heading\t{page}\t\t\t\t(900, 80)\t(300, 32)\n")


def test_a_settings_sidebar_naming_date_and_time_does_not_set_the_clock() -> None:
    click = {"action": "code", "code": "pyautogui.click(482, 316)"}
    first = _settings("Feb 24  08:53", "Sound")
    assert _run("desktop", first, (click, first), (click, _settings("Feb 24  08:49", "Sound"))) == [
        "2:clock-backwards"]
    # near miss: on the Date & Time page itself the clock may be set
    assert _run("desktop", first, (click, first), (click, _settings("Feb 24  08:49", "Date & Time"))) == []


def test_leaving_the_date_and_time_page_by_the_sidebar_sets_no_clock() -> None:
    to_sound = {"action": "code", "code": "pyautogui.click(482, 316)"}
    to_time = {"action": "code", "code": "pyautogui.click(482, 924)"}
    on_time = _settings("Feb 24  08:53", "Date & Time")
    assert _run("desktop", on_time, (to_time, on_time), (to_sound, _settings("Feb 24  08:49", "Sound"))) == [
        "2:clock-backwards"]
    # near misses: a click on the page's own controls may set the clock; so may one that lands on the page
    on_page = {"action": "code", "code": "pyautogui.click(1000, 90)"}
    assert _run("desktop", on_time, (to_time, on_time), (on_page, _settings("Feb 24  08:49", "Sound"))) == []
    on_sound = _settings("Feb 24  08:53", "Sound")
    assert _run("desktop", on_sound, (to_sound, on_sound), (to_time, _settings("Feb 24  08:49", "Date & Time"))) \
        == []


def _player(clock: str, elapsed: str) -> str:
    return (HEAD + f"label\t\t{clock}\t\t\t(884, 0)\t(152, 27)\n"
            "frame\tLollypop\t\t\t\t(70, 27)\t(1850, 1053)\n"
            f"label\t\t{elapsed}\t\t\t(720, 50)\t(50, 20)\n"
            "push-button\tPause\t\t\t\t(128, 40)\t(40, 40)\n")


def test_a_players_elapsed_time_under_the_top_bar_is_no_clock() -> None:
    click = {"action": "code", "code": "pyautogui.click(900, 545)"}
    first = _player("Sat Apr 20 16:05", "3:48")
    # another track, 3:09 in: the top bar's clock goes on, the header's time is the player's
    assert _run("desktop", first, (click, first), (click, _player("Sat Apr 20 16:06", "3:09"))) == []
    # the top bar's own clock going back is still found
    assert _run("desktop", first, (click, first), (click, _player("Sat Apr 20 16:01", "3:09"))) == [
        "2:clock-backwards"]


# ------------------------------------------------------------------ a composer reset by sending

def _note_form(note: str, internal: bool, posted: str = "") -> str:
    return ("RootWebArea 'Ticket #48213 | Helpdesk', focused, url='https://help.example.test/#ticket/48213'\n"
            + (f"\tStaticText '{posted}'\n" if posted else "")
            + f"\t[120] textbox 'Note', value='{note}'\n"
            + f"\t[121] checkbox 'Internal', checked={internal}\n"
            + "\t[167] button 'Update'\n")


def test_posting_a_note_resets_its_form_switches_too() -> None:
    fill = ("fill('120', 'Asked Ingrid to update the VPN client.')",
            _note_form("Asked Ingrid to update the VPN client.", False))
    tick = ("click('121')", _note_form("Asked Ingrid to update the VPN client.", True))
    note = "Reuben · 10:02 · internal note: Asked Ingrid to update the VPN client."
    posted = ("click('167')", _note_form("", False, note))
    assert _run("web", _note_form("", False), fill, tick, posted) == []
    # near miss: a form saved with its text kept holds its switch as set
    kept = ("click('167')", _note_form("Asked Ingrid to update the VPN client.", False))
    assert _run("web", _note_form("", False), fill, tick, kept) == ["3:set-value-reverted"]


# ------------------------------------------------------------------ a record made on a phone, from a list

def _ui(i: int, text: str, cls: str = "TextView", clickable: bool = False) -> str:
    return (f"UI element {i}: UIElement(text='{text}', class_name='android.widget.{cls}', "
            f"is_clickable={clickable})\n")


def _rooms(*rooms: str) -> str:
    return _ui(0, "All Chats") + _ui(1, "Create room", clickable=True) + "".join(
        _ui(i, r, clickable=True) + _ui(i + 1, "10:4" + str(i % 10)) for i, r in zip(range(2, 40, 2), rooms))


FORM = _ui(0, "Create a room") + _ui(1, "", "EditText", True) + _ui(2, "CREATE ROOM", "Button", True)
TYPED = FORM.replace("text='', class_name='android.widget.EditText'", "text='infra-oncall', "
                     "class_name='android.widget.EditText'")
ROOM = _ui(0, "infra-oncall") + _ui(1, "1 member") + _ui(2, "You created the room.")


def test_a_room_made_from_a_phones_list_is_listed_there_again() -> None:
    steps = [({"action_type": "click", "index": 1}, FORM),
             ({"action_type": "input_text", "text": "infra-oncall", "index": 1}, TYPED),
             ({"action_type": "click", "index": 2}, ROOM)]
    back = {"action_type": "navigate_back"}
    assert _run("android", _rooms("ops", "family"), *steps, (back, _rooms("ops", "family"))) == [
        "4:created-reported-missing"]
    # near misses: listed again with it; another screen of the app (its search) lists other things
    assert _run("android", _rooms("ops", "family"), *steps, (back, _rooms("infra-oncall", "ops", "family"))) == []
    search = _ui(0, "Search chats") + _ui(1, "ops", clickable=True)
    assert _run("android", _rooms("ops", "family"), *steps, (back, search)) == []
    # near miss: a list in alphabetical order may hold the new name below what it shows
    names = ("ada", "bea", "chidi", "fenna", "gus")
    assert _run("android", _rooms(*names), *steps, (back, _rooms(*names))) == []


# ------------------------------------------------------------------ a device's identity, of the device selected

def _disks(selected: str, serial: str) -> str:
    entries = "".join(f"list-item\t{d}\t\"\"\t\t{'selected' if d == selected else ''}\t(264, {150 + 60 * i})"
                      "\t(300, 58)\n" for i, d in enumerate(("500 GB Disk", "32 GB Drive")))
    return (HEAD + "frame\tDisks\t\"\"\t\t\t(260, 100)\t(1400, 880)\n" + entries
            + f"label\tSerial Number\t{serial}\t\t\t(620, 194)\t(1000, 20)\n")


def test_a_serial_number_is_the_selected_devices() -> None:
    to_drive = {"action": "code", "code": "pyautogui.click(414, 239)"}
    nothing = {"action": "code", "code": "pyautogui.moveTo(5, 5)"}
    first = _disks("500 GB Disk", "S4EVNX0R512783T")
    # another device selected shows its own serial number
    assert _run("desktop", first, (nothing, first), (to_drive, _disks("32 GB Drive", "4C530001230415117340"))) == []
    # near miss: the same device's serial number changing is found
    assert _run("desktop", first, (nothing, first), (nothing, _disks("500 GB Disk", "S4EVNX0R512788T"))) != []
