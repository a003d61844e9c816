"""The GUI binding's desktop settings: a toggle's state column (``checked``, or nothing when off), and a setting
read back as an action left it holding from that reading on."""

from __future__ import annotations

from playground.decoherence.domains.gui import GuiSession
from playground.decoherence.engine import FactEngine
from playground.decoherence.views.gui import read_screen

HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
DOCK = "".join(f"push-button\tApp {i}\t\"\"\t\t\t(0, {33 + 68 * i})\t(70, 64)\n" for i in range(8))


def _list(a: bool, b: bool) -> str:
    return (HEAD + DOCK + "push-button\tBack\t\"\"\t\t\t(80, 72)\t(34, 34)\n"
            + f"toggle-button\tTurn A on or off\t\"\"\t\t{'checked' if a else ''}\t(880, 355)\t(40, 20)\n"
            + f"toggle-button\tTurn B on or off\t\"\"\t\t{'checked' if b else ''}\t(1440, 355)\t(40, 20)\n"
            + "push-button\tDetails\t\"\"\t\t\t(460, 580)\t(80, 30)\n")


DETAILS = (HEAD + DOCK + "push-button\tBack\t\"\"\t\t\t(80, 72)\t(34, 34)\n"
           + "toggle-button\tAllow in Incognito\t\"\"\t\t\t(1400, 470)\t(40, 20)\n")
OTHER = HEAD + DOCK + "heading\tPrivacy\tPrivacy\t\t\t(420, 130)\t(500, 30)\n"


def _run(*steps: tuple[str, str]) -> list[str]:
    session, engine = GuiSession("desktop"), FactEngine()
    session.seed(_list(True, False))
    found: list[str] = []
    for i, (code, screen) in enumerate(steps, 1):
        writes, reading = session.step(i, {"action": "code", "code": code}, screen)
        found += [f"{f.rule}:{f.ref.key if f.ref else ''}" for f in engine.step(writes, reading)]
    return found


def test_a_toggles_state_column_is_its_state() -> None:
    screen = read_screen(_list(True, False))
    assert screen is not None
    assert [e.attrs.get("checked") for e in screen.elements if e.role == "toggle-button"] == ["true", "false"]


def test_a_setting_read_back_as_set_then_left_by_navigation_holds() -> None:
    assert _run(("pyautogui.click(900, 365)", _list(False, False)),  # A off
                ("pyautogui.click(1460, 365)", _list(False, True)),  # B on: may move A (a master switch)
                ("pyautogui.click(470, 590)", DETAILS),  # another screen
                ("pyautogui.click(97, 89)", _list(False, True)),  # back: A reads off, as set
                ("BrowserTools.open_privacy_settings()", OTHER),
                ("BrowserTools.open_extensions()", _list(True, True))) == [
        "set-value-reverted:toggle-button:turn a on or off"]


def test_a_setting_not_read_back_or_touched_after_is_not_judged() -> None:
    # near misses: A is not read back after B's switch (B may have moved it); a click may change anything
    assert _run(("pyautogui.click(900, 365)", _list(False, False)),
                ("pyautogui.click(1460, 365)", DETAILS.replace("Allow", "Deny")),
                ("BrowserTools.open_extensions()", _list(True, True))) == []
    assert _run(("pyautogui.click(900, 365)", _list(False, False)),
                ("pyautogui.click(1460, 365)", _list(False, True)),
                ("pyautogui.click(470, 590)", _list(True, True))) == []


# ------------------------------------------------------------------ an Android settings screen

def _el(i: int, text: str | None, cls: str, rid: str, checked: bool = False) -> str:
    t = "None" if text is None else repr(text)
    return (f"UI element {i}: UIElement(text={t}, content_description=None, class_name='android.widget.{cls}', "
            f"is_checked={checked}, is_checkable={cls in ('Switch', 'RadioButton')}, is_clickable=True, "
            f"package_name='com.android.settings', resource_name='{rid}')\n")


def _display(dark: bool) -> str:
    summary = "Will never turn off automatically" if dark else "Will never turn on automatically"
    return (_el(0, "Display", "TextView", "com.android.settings:id/title")
            + _el(1, "Screen timeout", "TextView", "android:id/title")
            + _el(2, "After 30 seconds of inactivity", "TextView", "android:id/summary")
            + _el(3, "Dark theme", "TextView", "android:id/title")
            + _el(4, summary, "TextView", "android:id/summary")
            + _el(5, None, "Switch", "android:id/switch_widget", dark))


def _timeout(choice: str) -> str:
    return (_el(0, "Screen timeout", "TextView", "android:id/alertTitle")
            + "".join(_el(i, label, "RadioButton", "android:id/text1", label == choice)
                      for i, label in enumerate(("30 seconds", "1 minute", "2 minutes"), 1)))


def _android(*steps: tuple[dict[str, object], str]) -> list[str]:
    session, engine = GuiSession("android"), FactEngine()
    session.seed(_display(False))
    found: list[str] = []
    for i, (action, screen) in enumerate(steps, 1):
        writes, reading = session.step(i, action, screen)
        found += [f"{i}:{f.rule}:{f.ref.key if f.ref else ''}" for f in engine.step(writes, reading)]
    return found


def test_a_switch_is_its_rows_title_and_holds_across_another_settings_choice() -> None:
    into, pick, back = {"action_type": "click", "index": 1}, {"action_type": "click", "index": 3}, \
        {"action_type": "navigate_back"}
    steps = [(into, _timeout("30 seconds")), (pick, _timeout("2 minutes"))]
    # the switch is "Dark theme" (its title), not its summary, which says the state; choosing a timeout
    # changes the timeout's options only
    assert _android((back, _display(False)), *steps, (back, _display(True))) == [
        "4:state-changed-without-write:switch:dark theme"]
    assert _android((back, _display(False)), *steps, (back, _display(False))) == []
    # near miss: a click on the switch itself
    assert _android((back, _display(False)), ({"action_type": "click", "index": 5}, _display(True))) == []


def test_a_toggle_whose_text_says_its_state_is_in_that_state() -> None:
    line = "switch\tDim Screen When Inactive\t{}\t\t\t(560, 370)\t(800, 50)\n"
    on, off = HEAD + DOCK + line.format("ON"), HEAD + DOCK + line.format("OFF")
    assert _run(("BrowserTools.open_privacy_settings()", on), ("BrowserTools.open_extensions()", off)) == [
        "state-changed-without-write:switch:dim screen when inactive"]
    assert _run(("BrowserTools.open_privacy_settings()", on), ("BrowserTools.open_extensions()", on)) == []
