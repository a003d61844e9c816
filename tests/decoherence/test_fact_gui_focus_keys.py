"""The GUI binding's focus keys: a key that only moves the cursor, the selection or the focus (Tab, the
arrows, ctrl+f, alt+d), and text typed where the focus is with no line ended, change only the controls of
the screen they are pressed on; a link of the page still leads where it led."""

from __future__ import annotations

from playground.decoherence.effects.gui import gui_action
from tests.decoherence.test_fact_gui_more import RESULTS, _run, _way


def _then(action: str) -> list[str]:
    """A link followed, back, ``action`` on the results page, the same link followed: another way."""
    return _run("web", RESULTS, ("click('69')", _way("41325097")), ("go_back()", RESULTS), (action, RESULTS),
                ("click('69')", _way("254109438")))


def test_keys_that_only_move_the_focus_keep_where_a_link_leads() -> None:
    assert _then("keyboard_press('Tab')") == ["4:identity-changed"]
    assert _then("keyboard_press('ArrowDown')") == ["4:identity-changed"]
    # near misses: Enter (a form is sent), a chord that edits
    assert _then("keyboard_press('Enter')") == []
    assert _then("keyboard_press('Control+v')") == []


def test_which_keys_only_move_the_focus() -> None:
    code = {"action": "code", "code": ""}
    assert gui_action({**code, "code": "pyautogui.press('tab')"}).effect == "focus"
    assert gui_action({**code, "code": "pyautogui.hotkey('ctrl', 'f')\npyautogui.write('Totals')"}).effect == "focus"
    assert gui_action({**code, "code": "pyautogui.hotkey('ctrl', ',')"}).effect == "navigate"
    # near misses: Enter, a line typed, a click among the calls, a chord that edits, a window switched to
    # (what it shows may have changed behind), a chord whose meaning differs by app (Writer aligns on ctrl+l)
    assert gui_action({**code, "code": "pyautogui.press('enter')"}).effect == "any"
    assert gui_action({**code, "code": "pyautogui.hotkey('ctrl', 'f')\npyautogui.write('x\\n')"}).effect == "any"
    assert gui_action({**code, "code": "pyautogui.click(5, 5)\npyautogui.write('x')"}).effect == "any"
    assert gui_action({**code, "code": "pyautogui.press('tab')\npyautogui.hotkey('ctrl', 'x')"}).effect == "any"
    assert gui_action({**code, "code": "pyautogui.hotkey('alt', 'tab')"}).effect == "any"
    assert gui_action({**code, "code": "pyautogui.hotkey('ctrl', 'l')"}).effect == "any"
