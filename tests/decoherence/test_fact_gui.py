"""The GUI half of the fact engine: the screen reader's notations and the action table's verbs.

The rules' positives and traps for the GUI domains live with the rules' fixtures
(``tests/decoherence/rules/set-value-reverted.json`` and ``deleted-present.json``); these pin the
generic pieces they stand on.
"""

from __future__ import annotations

import json

from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.effects.gui import gui_action
from playground.decoherence.views.gui import read_screen


def test_json_lines_and_json_lists_are_elements() -> None:
    line = '{"index": 2, "class": "Switch", "text": "Wi-Fi", "checked": false, "clickable": true}'
    screen = read_screen("Foreground: com.android.settings/.SubSettings\nUI elements:\n" + line)
    assert screen is not None and screen.place == "com.android.settings/.SubSettings"
    (e,) = screen.elements
    assert (e.id, e.role, e.name, e.attrs["checked"]) == ("2", "switch", "Wi-Fi", "false")
    rows = [{"index": 0, "text": "Display", "class_name": "android.widget.TextView"},
            {"index": 1, "class_name": "android.widget.Switch", "is_checked": True}]
    listed = read_screen(json.dumps(rows, indent=1))
    assert listed is not None and [x.role for x in listed.elements] == ["textview", "switch"]
    # a switch without a name of its own is named by the row title just before it
    assert listed.elements[1].attrs["labelled_by"] == "Display"


def test_not_checked_flag_is_unchecked() -> None:
    screen = read_screen("RootWebArea 'Settings', focused\n\t[31] checkbox 'Enable Wiki', not checked\n"
                         "\t[32] checkbox 'Enable Issues', checked")
    assert screen is not None
    assert [e.attrs["checked"] for e in screen.elements] == ["false", "true"]


def test_desktop_toggle_text_is_its_state() -> None:
    session = GuiSession("desktop")
    head = "tag\tname\ttext\tposition (top-left x&y)\tsize (w&h)\n"
    session.seed(head + "toggle-button\tDark Style\toff\t(1180, 190)\t(48, 26)")
    after = head + "toggle-button\tDark Style\ton\t(1180, 190)\t(48, 26)"
    writes, _ = session.step(1, "pyautogui.click(1190, 200)", after)
    assert any(w.sets == (("checked", "true"),) for w in writes)


def test_keys_navigation_and_helper_verbs() -> None:
    assert gui_action("keyboard_press('F5')").effect == "navigate"
    assert gui_action({"action": "code", "code": "pyautogui.hotkey('ctrl', 's')"}).effect == "commit"
    assert gui_action({"action": "code", "code": "pyautogui.hotkey('ctrl', 'q')"}).effect == "navigate"
    assert gui_action({"action": "back"}).effect == "navigate"
    assert gui_action("BrowserTools.open_appearance_settings()").effect == "navigate"
    assert gui_action("CalcTools.get_workbook_info()").effect == "none"
    assert gui_action({"action": "code", "code": "import os\nos.system('x')"}).effect == "any"
    assert gui_action({"action_type": "input_text", "text": "a", "index": 2, "clear_text": True}).replaces
    assert gui_action("pyautogui.press('tab')").effect == "any"  # a key not in the table may change anything
