"""GUI mechanisms of helper H (issue 12) on probe trajectories in notations and apps none of the GUI rules was
diagnosed on (tests/decoherence/probes_gui.py), and the readers behind them.

A contradiction must be flagged at its turn by a warning naming an earlier step; a clean row (Undo, a value
changed back by the user, an unsaved form, a task completed, a cart grown by an add, another site's cart)
must stay quiet. Probes no mechanism follows yet are expected failures (strict: move one out of GAPS when it
starts passing).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.decoherence.actions import normalize as normalize_action
from playground.decoherence.common import Action
from playground.decoherence.gui_readers import aria_snapshot, normalize, read_markup, read_table
from playground.decoherence.gui_state import El, View, parse_view
from tests.decoherence.benchrows import GONE, Row
from tests.decoherence.helpers import assert_probe, probe_param
from tests.decoherence.probes_gui import PROBES

GAPS: dict[str, str] = {  # rid -> why no mechanism follows it yet
    "h-droid-bullets-bag-count-moves": GONE["gui.count"],
    "h-os-xml-status-count-stale": GONE["gui.count"],
}


@pytest.mark.parametrize("row", [probe_param(r, GAPS) for r in PROBES])
def test_probe(tmp_path: Path, row: Row) -> None:
    assert_probe(tmp_path, row, elsewhere="none")


def test_probe_ids_unique_and_both_sorts_in_every_gui_domain() -> None:
    ids = [r.rid for r in PROBES]
    assert len(ids) == len(set(ids)) and set(GAPS) <= set(ids)
    for d in ("web", "android", "os"):
        rows = [r for r in PROBES if r.domain == d]
        assert any(r.kind for r in rows) and any(r.kind is None for r in rows), d


# ------------------------------------------------------------------------------------------ readers

def test_osworld_tag_tree() -> None:
    view = parse_view('<desktop-frame name="main">\n <application name="gnome-control-center">\n'
                      '  <frame name="Settings" st:active="true">\n'
                      '   <toggle-button name="Dark" st:checked="true" cp:screencoord="(612, 240)"'
                      ' cp:size="(120, 80)"/>\n'
                      '   <check-box name="Automatic Date &amp; Time" st:checked="false"></check-box>\n'
                      '   <table-cell name="B5">870</table-cell>\n'
                      '   <notification name="File deleted"/>\n  </frame>\n </application>\n</desktop-frame>')
    assert view is not None and view.place == "settings"
    got = {e.name: (e.role, e.attrs.get("checked"), e.attrs.get("text"), e.box) for e in view.elements}
    assert got["Dark"] == ("toggle-button", "true", None, (612, 240, 120, 80))
    assert got["Automatic Date & Time"][:2] == ("check-box", "false")
    assert got["B5"][2] == "870"
    assert got["File deleted"][0] == "alert"  # a notification carries a confirmation
    assert view.at(650, 270) is not None and view.at(650, 270).name == "Dark"


def test_html_controls_and_selected_option() -> None:
    view = parse_view('<html><head><title>Prefs</title></head><body>\n'
                      '<select aria-label="Time zone"><option>UTC</option><option selected>Europe/Berlin</option>'
                      '</select>\n<input type="checkbox" aria-label="Dark mode">\n'
                      '<input type="text" aria-label="Nickname" value="mira">\n<ul><li>Alpha</li></ul></body></html>')
    assert view is not None and view.place == "prefs"
    by = {e.name: e for e in view.elements}
    assert by["Time zone"].role == "combobox" and by["Time zone"].attrs["value"] == "Europe/Berlin"
    assert by["Dark mode"].attrs["checked"] == "false"  # no attribute: unticked
    assert by["Nickname"].role == "textbox" and by["Nickname"].attrs["value"] == "mira"
    assert by["Alpha"].role == "listitem"


def test_not_markup_stays_with_the_line_readers() -> None:
    assert read_markup("just <b>one</b> tag") is None
    assert read_markup('<node text="Wi-Fi" class="android.widget.Switch" checked="true" />\n'
                       '<node text="Bluetooth" class="android.widget.Switch" />\n</hierarchy>') is None
    assert read_markup("$ ls\nnotes.txt  todo.md") is None


def test_element_lines_in_other_dress() -> None:
    text = normalize("Window: Documents — Files\n- [1] TextView \"10:42\"\n* [2] Switch \"Wi-Fi\" ON\n"
                     "3. CheckBox: Notify (unchecked)\n4) Switch: \"Bluetooth\" (checked: true)\n"
                     "[5] Switch \"Dark theme\" is_checked=True\n[6] TextView \"Selected items\" selected\n"
                     "[7] Switch \"Sync\" not checked")
    view = parse_view(text)
    assert view is not None and view.place == "documents_—_files"
    got = {e.id: (e.role, e.name, e.attrs.get("checked")) for e in view.elements}
    assert got == {"1": ("TextView", "10:42", None), "2": ("Switch", "Wi-Fi", "true"),
                   "3": ("CheckBox", "Notify", "false"), "4": ("Switch", "Bluetooth", "true"),
                   "5": ("Switch", "Dark theme", "true"), "6": ("TextView", "Selected items", None),
                   "7": ("Switch", "Sync", "false")}


def test_known_place_lines_win_over_window_headers() -> None:
    text = normalize("URL: https://a.example/x\nWindow: Firefox\n[1] link 'Home'")
    assert "Activity:" not in text
    assert parse_view(text).place == "a.example/x"


def test_a_name_with_a_state_word_is_not_a_state() -> None:
    view = parse_view(normalize('[3] Switch "Turn on hotspot"'))
    assert view is not None and "checked" not in view.elements[0].attrs


def test_playwright_snapshot() -> None:
    text = ("- Page URL: https://todo.example.com/#/\n- Page Title: Todos\n- Page Snapshot:\n```yaml\n"
            "- main [ref=e1]:\n  - heading \"todos\" [level=1] [ref=e2]\n  - list [ref=e3]:\n"
            "    - listitem [ref=e4]:\n      - text: Buy milk\n"
            "  - checkbox \"Mark all as complete\" [checked] [ref=e5]\n  - checkbox \"Dark\" [ref=e6]\n"
            "  - combobox \"Time zone\" [ref=e7]: Europe/Berlin\n  - link \"Home\" [ref=e8]:\n    - /url: /\n```")
    assert aria_snapshot("- one\n- two\n- three") is None  # a plain bulleted list of words
    view = parse_view(text)
    assert view is not None and view.place == "todo.example.com"
    by = {e.id: e for e in view.elements if e.id}
    assert by["e4"].role == "listitem" and by["e4"].name == "Buy milk"
    assert by["e5"].attrs["checked"] == "true" and by["e6"].attrs["checked"] == "false"
    assert by["e7"].attrs["value"] == "Europe/Berlin" and by["e8"].name == "Home"


def test_element_tables() -> None:
    got = read_table("Activity: com.x/.Main\n| index | class | text | checked |\n|---|---|---|---|\n"
                     "| 0 | android.widget.Switch | Wi-Fi | true |\n| 1 | android.widget.TextView | Home | |")
    assert got is not None and got[0] == "com.x/.Main"
    assert [(n.attrs.get("_id"), n.role, n.name, n.attrs.get("checked")) for n in got[1]] == [
        ("0", "Switch", "Wi-Fi", "true"), ("1", "TextView", "Home", None)]
    assert read_table("| name | price |\n|---|---|\n| Dune | 9.99 |") is None  # no role column: not a screen
    assert read_table("tag\tname\ttext\nlabel\tClock\t10:00") is None  # the desktop table parse_view reads


def test_html_bids_name_elements() -> None:
    view = parse_view('<body><button bid="a12">Save</button><input bid="a13" type="checkbox" aria-label="Keep" checked>'
                      '<a bid="a14" href="/">Home</a></body>')
    assert view is not None and view.by_id("a13") is not None and view.by_id("a13").attrs["checked"] == "true"


def test_playwright_calls_name_the_ref() -> None:
    a = '{"name": "browser_click", "arguments": {"element": "Save button", "ref": "e12"}}'
    import json

    assert normalize_action("web", Action(a, json.loads(a))).data["element"] == "e12"
    assert normalize_action("web", Action('browser_type(ref="e5", text="hi")')).data == {
        "action": "fill", "element": "e5", "value": "hi"}


def test_a_page_quoting_markup_or_a_table_is_not_read_as_one() -> None:
    page = ("RootWebArea 'Docs', url='https://docs.example.com/html'\n\t[12] heading 'Bold text'\n"
            "\t[13] StaticText 'Write <b>bold</b> as <strong>x</strong> or <em>y</em>'\n\t[14] link 'Next'")
    view = parse_view(page)
    assert view is not None and view.place == "docs.example.com/html" and view.by_id("14") is not None
    assert read_table("Prices\n| Type | Name | Price |\n|---|---|---|\n| Book | Dune | 9.99 |\n"
                      "| Book | Emma | 4.50 |") is None


def test_desktop_navigation() -> None:
    from playground.decoherence.gui_entities import desktop_navigation

    folder = El(None, "list-item", "Pictures", {}, "")
    assert desktop_navigation("pyautogui.hotkey('alt', 'left')\ntime.sleep(1)", None)
    assert desktop_navigation("pyautogui.doubleClick(350, 134)", folder)
    assert desktop_navigation("pyautogui.click(80, 80)", El(None, "push-button", "Back", {}, ""))
    assert not desktop_navigation("pyautogui.click(80, 80)", El(None, "push-button", "Empty Trash", {}, ""))
    assert not desktop_navigation("pyautogui.press('delete')", folder)
    assert not desktop_navigation("pyautogui.doubleClick(350, 134)\npyautogui.write('x')", folder)
    assert not desktop_navigation("import os\nos.remove('a')", None)
    assert not desktop_navigation("pyautogui.click(1, 2)", None)  # a point on no known element


def test_class_led_android_lines() -> None:
    view = parse_view("Package: com.x\nandroid.widget.FrameLayout [0,0][1080,2400]\n"
                      '  android.widget.Switch text="Dark theme" checked="true" [900,400][1040,480]\n'
                      '  Switch (text="Sync", checked=false)\n  - AppCompatCheckBox "Wi-Fi calling" [checked]')
    assert view is not None and view.place == "com.x"
    got = {e.name: (e.role, e.attrs.get("checked"), e.box) for e in view.elements if e.name}
    assert got == {"Dark theme": ("Switch", "true", (900, 400, 140, 80)), "Sync": ("Switch", "false", None),
                   "Wi-Fi calling": ("AppCompatCheckBox", "true", None)}
    # prose and plain bullets stay prose
    assert normalize("- Button clicked\nSettings (2 items)") == "- Button clicked\nSettings (2 items)"


def test_autodroid_html_screen() -> None:
    view = parse_view("<p id=0 class='clock'>10:42</p>\n<checkbox id=2 checked=True>Dark theme</checkbox>\n"
                      "<button id=3>Font size</button>")
    assert view is not None
    assert [(e.id, e.role, e.name, e.attrs.get("checked")) for e in view.elements] == [
        ("0", "paragraph", "10:42", None), ("2", "checkbox", "Dark theme", "true"), ("3", "button", "Font size", None)]


def test_osworld_table_with_pipes() -> None:
    view = parse_view("| tag | name | text | position (top-left x&y) | size (w&h) |\n|---|---|---|---|---|\n"
                      "| label | Clock | Wed 16:00 | (1824, 4) | (88, 24) |\n"
                      "| frame | Downloads - Files |  | (0, 32) | (1280, 800) |\n"
                      "| table-cell | B5 | 870 | (300, 300) | (100, 20) |")
    assert view is not None and view.place == "downloads - files"
    by = {e.name: e for e in view.elements}
    assert by["B5"].attrs["text"] == "870" and by["B5"].box == (300, 300, 100, 20)
    assert by["Clock"].attrs["text"] == "Wed 16:00"


def test_references_and_near_ones() -> None:
    from playground.decoherence.gui_entities import _refs
    from playground.decoherence.views.gui import near as _near

    view = View("shop", [El(None, "text", "Order A7-20931 placed on 3 June 2024", {}, ""),
                         El(None, "text", "Booking confirmed. Reference: QX7P2L", {}, ""),
                         El(None, "text", "Order 2024 summary", {}, "")])
    assert [(n, i) for n, i, _t in _refs(view)] == [("order", "A7-20931"), ("booking", "QX7P2L")]
    assert _near("48213", "48231") and _near("QX7P2L", "QX7P2K") and _near("A7-20931", "A7-20913")
    assert not _near("A7-20931", "A7-19877") and not _near("4821", "48210") and not _near("QX7P2L", "QX7P2L")
    assert not _near("AB12", "AB1C")  # another shape


def test_url_headers() -> None:
    view = parse_view("Current URL: https://shop.example.com/cart\n[12] link 'Cart (2)'")
    assert view is not None and view.place == "shop.example.com/cart"


def test_words_typed() -> None:
    from playground.decoherence.gui_entities import words_typed

    assert words_typed("Priya Shah", ["Priya", "Shah"])
    assert not words_typed("Priya Shah", ["Priya"])
    assert not words_typed("Priya Shah", [])


def test_pyatspi_lines() -> None:
    view = parse_view('[frame] Settings\n  [label] Tue 14:05 @ (880, 8)\n'
                      '  [toggle button] "Dark Style" (checked, focused) @ (700, 300)\n'
                      '  [check box] Automatic Date & Time (focused)\n  [list item] Appearance (selected)')
    assert view is not None
    got = {e.name: (e.role, e.attrs.get("checked"), e.box) for e in view.elements}
    assert got["Dark Style"] == ("toggle-button", "true", (700, 300, 0, 0))
    assert got["Automatic Date & Time"][:2] == ("check-box", "false")  # states listed, not checked: off
    assert got["Appearance"] == ("list-item", None, None)
    # BrowserGym ids stay ids
    assert [(e.id, e.role) for e in parse_view("[a51] link 'Home'\n[12] checkbox 'x', checked='true'").elements] == [
        ("a51", "link"), ("12", "checkbox")]
