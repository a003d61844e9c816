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
    assert gui_action("pyautogui.press('f9')").effect == "any"  # a key not in the table may change anything


def _project_list(*labels: str) -> str:
    return "URL: http://x/dashboard/projects\nRootWebArea 'Projects', focused\n" + "".join(
        f"\t[{i}] link '{label}'\n" for i, label in enumerate(labels, 10))


def _renamed_session(first: str) -> GuiSession:
    """A session where project ``infra`` of ``Byte Blaze`` was renamed ``infra-archive`` and saved; ``first``
    is the first screen."""
    s = GuiSession("web")
    s.seed(first)
    edit = "URL: http://x/byteblaze/infra/edit\nRootWebArea 'Edit', focused\n" \
           "\t[104] textbox 'Project name', value='{}'\n\t[112] button '\ue626 Save changes'\n"
    s.step(1, "click('10')", edit.format("infra"))
    s.step(2, "fill('104', 'infra-archive')", edit.format("infra-archive"))
    writes, _ = s.step(3, "click('112')", edit.format("infra-archive"))
    assert any(w.verb == "rename" for w in writes)
    return s


def test_a_name_two_entries_held_is_no_evidence_of_the_renamed_one() -> None:
    # near miss: another owner's project of the same name is not the renamed one
    s = _renamed_session(_project_list("Byte Blaze / infra", "a11yproject / infra"))
    _, reading = s.step(4, "go_back()", _project_list("Byte Blaze / infra-archive", "a11yproject / infra"))
    assert not reading.facts
    # the renamed entry under its whole old label is
    _, reading = s.step(5, "go_back()", _project_list("Byte Blaze / infra", "a11yproject / infra"))
    assert [f.ref.key for f in reading.facts] == ["infra"]


def test_a_name_one_entry_held_shows_under_its_old_name_in_a_table_cell() -> None:
    s = _renamed_session(_project_list("Byte Blaze / infra"))
    table = "URL: http://x/dashboard/projects\nRootWebArea 'Projects', focused\n\t[5] table ''\n\t\t[6] row ''\n" \
            "\t\t\t[7] cell '{}'\n"
    _, reading = s.step(4, "go_back()", table.format("infra"))
    assert [(f.ref.key, f.value) for f in reading.facts] == [("infra", "present")]


def test_an_unnamed_field_typed_over_and_confirmed_renames() -> None:
    # ``[20] EditText "x"``: an Android widget's quoted name is its text; a field read back exactly as typed
    # was typed over, and the dialog's OK renames what it held
    s = GuiSession("android")
    head = "App: Files (com.example.files)\nUI elements:\n"
    s.seed(head + '  [13] TextView "scan.pdf" (clickable)\n  [14] TextView "notes.txt" (clickable)')
    dialog = head + '  [19] TextView "Rename"\n  [20] EditText "{}" (clickable, focused)\n' \
                    '  [22] Button "OK" (clickable)'
    s.step(1, '{"action_type": "long_press", "index": 13}', dialog.format("scan.pdf"))
    s.step(2, '{"action_type": "input_text", "text": "lease.pdf", "index": 20}', dialog.format("lease.pdf"))
    writes, _ = s.step(3, '{"action_type": "click", "index": 22}',
                       head + '  [13] TextView "lease.pdf" (clickable)\n  [14] TextView "notes.txt" (clickable)')
    assert [(w.selector.key, w.to.key if w.to else None) for w in writes if w.verb == "rename"] == [
        ("scan.pdf", "lease.pdf")]
    # near miss: typed text the field does not read back alone (added to what it held) is no rename
    t = GuiSession("android")
    t.seed(dialog.format("scan"))
    t.step(1, '{"action_type": "input_text", "text": ".pdf", "index": 20}', dialog.format("scan.pdf"))
    assert not t.renaming


def test_icon_glyphs_are_no_part_of_a_name() -> None:
    screen = read_screen("RootWebArea 'Edit', focused\n\t[170] button '\ue626 Back'")
    assert screen is not None and screen.elements[0].name.strip() == "Back"


def test_bare_flags_of_an_android_line_are_no_text() -> None:
    screen = read_screen('Foreground: a/.Main\n[ 2] | android.widget.ImageButton | desc="Navigate up" | clickable | '
                         'bounds=[0,126][147,273]\n[ 4] | android.widget.TextView | text="Mom" | '
                         'clickable selected=false long_clickable | bounds=[1,2][3,4]\n'
                         '[ 5] | android.widget.TextView | text="Mom" | Call me when you land')
    assert screen is not None
    up, mom, note = screen.elements
    assert (up.name, up.attrs["clickable"]) == ("Navigate up", "true")
    assert (mom.attrs["selected"], mom.attrs["long_clickable"]) == ("false", "true")
    assert note.attrs["text"] == "Mom"  # a cell of words that are not flags stays what it was


def test_a_click_on_a_text_field_changes_nothing() -> None:
    session = GuiSession("web")
    page = "URL: https://x.example/a\nRootWebArea 'A'\n\t[5] textbox 'Title', value='x'\n\t[6] link 'Open'"
    session.seed(page)
    writes, _ = session.step(1, "click('5')", page)
    assert writes == []


def test_an_option_chosen_in_a_list_renames_nothing() -> None:
    # a ticket's state chosen from a combobox and saved: "new" was an option, not the ticket's name
    s = GuiSession("web")
    form = ("URL: http://desk.example/#ticket/zoom/48213\nRootWebArea 'Ticket #48213', focused\n"
            "\t[76] combobox 'State', hasPopup='listbox', expanded=False\n\t\tStaticText '{}'\n"
            "\t[90] textbox 'Title', value='{}'\n\t[92] button 'Update'\n")
    s.seed(form.format("new", "Printer jams"))
    s.step(1, "select_option('76', 'open')", form.format("open", "Printer jams"))
    writes, _ = s.step(2, "click('92')", form.format("open", "Printer jams"))
    assert not [w for w in writes if w.verb == "rename"]
    # near miss: the title typed over and saved is a rename
    t = GuiSession("web")
    t.seed(form.format("new", "Printer jams"))
    t.step(1, "fill('90', 'Printer jams on tray 2')", form.format("new", "Printer jams on tray 2"))
    writes, _ = t.step(2, "click('92')", form.format("new", "Printer jams on tray 2"))
    assert [w.verb for w in writes if w.verb == "rename"] == ["rename"]
