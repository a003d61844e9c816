"""GUI mechanisms of issue 12 (helper J3): JSON-per-line Android screens, clocks with a weekday or date, list
membership (deleted then back, added then missing, counters), renames in a slot, and cells/switches guarded
across harmless keys. Rows come from tests/decoherence/benchrows_j3.py, run through import-bench and check."""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.decoherence.facts import parse_clock
from playground.decoherence.gui_state import _harmless, parse_view
from tests.decoherence import benchrows_j3
from tests.decoherence.benchrows import Row
from tests.decoherence.helpers import older_found, probe_param, row_warnings

# the warning kind each contradiction sort is expected to raise
EXPECTED = {"revert": "gui.state", "content": "gui.state", "clock": "gui.clock", "rename": "gui.rename",
            "deleted-listed": "gui.deleted", "created-missing": "gui.created", "identity": "gui.identity"}
# rows no mechanism follows any more (strict: a row found again loses its gap)
GAPS = {r.rid: r.gap for r in benchrows_j3.ROWS if r.gap}


@pytest.mark.parametrize("row", [probe_param(r, GAPS) for r in benchrows_j3.ROWS if r.kind])
def test_contradiction_is_flagged_at_its_turn_naming_the_earlier_step(tmp_path: Path, row: Row) -> None:
    turn = row.turn or len(row.turns)
    found = older_found(row_warnings(tmp_path, row), turn)
    assert [w.kind for w in found] == [EXPECTED[str(row.kind)]], [w.message for w in found]
    assert found[0].step == turn and found[0].evidence["earlier_step"] < turn


@pytest.mark.parametrize("row", [r for r in benchrows_j3.ROWS if not r.kind], ids=lambda r: r.rid)
def test_legitimate_changes_stay_quiet(tmp_path: Path, row: Row) -> None:
    assert [w.message for w in row_warnings(tmp_path, row)] == []


def test_clock_with_weekday_or_date() -> None:
    assert parse_clock("Fri 08:56") == 8 * 60 + 56
    assert parse_clock("Thu, Jun 3 10:40") == 640
    assert parse_clock("Mon Jun 3 09:30:12 UTC 2024") == 570
    assert parse_clock("2024-06-03 21:05") == 21 * 60 + 5
    assert parse_clock("7:05 PM") == 19 * 60 + 5
    for text in ("Meeting 10:30", "10:30 standup", "Fri", "25:10", "v2 10:30"):
        assert parse_clock(text) is None, text


def test_json_element_lines_and_foreground() -> None:
    view = parse_view("Foreground: com.example.notes/.ListActivity\nUI elements:\n"
                      '{"index": 1, "class": "android.widget.CheckBox", "text": "Pinned", "checked": false}\n'
                      '{"index": 2, "class": "android.widget.EditText", "text": "Groceries",'
                      ' "bounds": "[0,100][1080,200]"}\n'
                      "{not json}\n")
    assert view is not None and view.place == "com.example.notes/.listactivity"
    assert [(e.id, e.role, e.name) for e in view.elements] == [("1", "CheckBox", "Pinned"),
                                                               ("2", "EditText", "Groceries")]
    assert view.elements[0].attrs["checked"] == "false" and view.elements[1].attrs["text"] == "Groceries"
    assert view.at(500, 150) is view.elements[1]


def test_harmless_actions() -> None:
    assert _harmless("code", {}, "pyautogui.hotkey('ctrl', 's')", "desktop")
    assert _harmless("code", {}, "pyautogui.press('tab')\ntime.sleep(1)", "desktop")
    assert not _harmless("code", {}, "pyautogui.hotkey('ctrl', 'v')", "desktop")
    assert not _harmless("code", {}, "pyautogui.write('x')", "desktop")
    assert not _harmless("code", {}, "subprocess.Popen(['gedit'])", "desktop")
    assert _harmless("keyboard_press", {"key": "Control+c"}, "", "web")
    assert not _harmless("keyboard_press", {"key": "Enter"}, "", "web")


def test_a_clock_without_am_pm_turning_past_twelve_goes_on() -> None:
    from playground.decoherence.facts import FactStore as OlderFacts

    facts = OlderFacts("gui")
    assert facts.clock_reading(7, parse_clock("12:59") or 0, "day", "12:59") is None
    assert facts.clock_reading(8, parse_clock("1:00") or 0, "day", "1:00") is None  # a 12-hour dial: 1:00 PM
    assert facts.clock_reading(9, parse_clock("12:58") or 0, "day", "12:58") is None  # later on the dial
    assert facts.clock_reading(10, parse_clock("12:55") or 0, "day", "12:55") is not None  # 3 minutes back
