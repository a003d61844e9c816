"""An action the GUI binding cannot read (a click on a button, a dialog's OK) may change the controls its own
screen shows, and the texts of any other screen's fields, but not the state of a switch another screen showed:
an alarm switched off reads off again after a new alarm is added in a dialog. A switch whose text is its state
("ON") is named by its description (the alarm's time), so flipping it does not make it another switch."""

from __future__ import annotations

from typing import Any

from tests.decoherence.helpers import gui_findings


def _run(first: str, *steps: tuple[Any, str]) -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings("android", first, *steps)]


def _droid(*elements: tuple[str | None, str | None, str]) -> str:
    return "\n".join(f"UI element {i}: UIElement(text={text!r}, content_description={desc!r}, "
                     f"class_name='android.widget.{cls}', is_checkable={cls == 'Switch'}, is_clickable=True)"
                     for i, (text, desc, cls) in enumerate(elements))


def _alarms(first_on: bool, second_on: bool = False, *, title: str = "Alarm") -> str:
    def state(on: bool) -> str:
        return "ON" if on else "OFF"
    return _droid(("9:41 PM", None, "TextView"), (title, None, "TextView"), ("6:00 AM", None, "TextView"),
                  (state(first_on), "6:00 AM", "Switch"), ("7:30 AM", None, "TextView"),
                  (state(second_on), "7:30 AM", "Switch"), (None, "Add alarm", "ImageButton"))


DIALOG = _droid(("9:42 PM", None, "TextView"), ("Set time", None, "TextView"), ("5", None, "EditText"),
                ("45", None, "EditText"), ("Cancel", None, "Button"), ("OK", None, "Button"))


def _added(then: str, dialog: str = DIALOG) -> list[str]:
    click = {"action_type": "click"}
    return _run(_alarms(True), ({**click, "index": 3}, _alarms(False)), ({**click, "index": 6}, dialog),
                ({**click, "index": 5}, then))


def test_a_switch_of_another_screen_back_on_after_a_dialog_is_reverted() -> None:
    assert _added(_alarms(True)) == ["set-value-reverted:switch:6:00 am"]


def test_the_switch_as_left_a_switch_the_screen_shows_or_a_reset_says_nothing() -> None:
    # near misses: it reads as it was left; the dialog showed the switch (as left: its OK may change it);
    # the dialog resets the alarms
    assert _added(_alarms(False)) == []
    with_switch = DIALOG.replace(
        "UI element 5: UIElement(text='OK'", "UI element 6: UIElement(text='OFF', content_description='6:00 AM', "
        "class_name='android.widget.Switch', is_checkable=True, is_clickable=True)\nUI element 5: UIElement(text='OK'")
    assert _added(_alarms(True), with_switch) == []
    assert _added(_alarms(True), DIALOG.replace("Set time", "Reset all alarms to their defaults?")) == []
