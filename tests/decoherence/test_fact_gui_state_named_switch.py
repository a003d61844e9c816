"""A switch that shows only its state as its text (an alarm's "ON") is named by its row's text before it: the
alarm's switch turned off and read on again after only another tab was visited is a reverted setting."""

from __future__ import annotations

import json

from playground.decoherence.views.gui import read_screen
from tests.decoherence.test_rules import run_case


def _el(i: int, cls: str, text: str, y: int) -> str:
    return (f"UI element {i}: UIElement(text={text!r}, content_description=None, class_name='android.widget.{cls}', "
            f"bbox_pixels=BoundingBox(x_min=40, x_max=900, y_min={y}, y_max={y + 80}), is_checked={text == 'ON'}, "
            "is_clickable=True, package_name='com.google.android.deskclock')")


def _alarms(gym: str = "ON", wake: str = "ON") -> str:
    return "\n".join([_el(0, "TextView", "Alarm", 100), _el(1, "TextView", "Timer", 100),
                      _el(2, "TextView", "7:30 AM", 300), _el(3, "Switch", gym, 300),
                      _el(4, "TextView", "8:15 AM", 500), _el(5, "Switch", wake, 500)])


def _timer() -> str:
    return "\n".join([_el(0, "TextView", "Alarm", 100), _el(1, "TextView", "Timer", 100),
                      _el(6, "TextView", "00:05:00", 400), _el(7, "Button", "Start", 600)])


def _tap(i: int) -> str:
    return json.dumps({"action_type": "click", "index": i})


def test_a_switch_named_by_its_state_is_named_by_its_row() -> None:
    screen = read_screen(_alarms())
    assert screen is not None and screen.elements[3].attrs.get("labelled_by") == "7:30 AM"


def test_an_alarm_switched_off_reads_on_again_after_another_tab() -> None:
    case = {"name": "t", "domain": "android", "state": _alarms(),
            "turns": [[_tap(3), _alarms(gym="OFF")], [_tap(1), _timer()], [_tap(0), _alarms(gym="ON")]]}
    assert (3, "set-value-reverted") in run_case(case)
    case["turns"][2][1] = _alarms(gym="OFF", wake="ON")  # near miss: as it was left
    assert run_case(case) == []
